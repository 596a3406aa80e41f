//! From MLIR text to the kernels a bench dispatches: parse, verify, keep the selected
//! functions, run the GPU pipeline with the given options, find every `gpu.launch_func`
//! with constant grid and block sizes, and compile each kernel to SPIR-V + WGSL.
//!
//! The whole path is timed ([`CompileTimes`]): `front` is parse + verify + GPU pipeline
//! (which verifies its result), `backend` is SPIR-V emission and naga's WGSL for every kernel.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use tessera_lowering::affine::ops as aops;
use tessera_lowering::dialect::OpKind;
use tessera_lowering::gpu::pipeline::{run_gpu_pipeline, GpuPipelineOptions};
use tessera_lowering::gpu::target::GpuTarget;
use tessera_lowering::ir::{AttrKind, Context, Module, Op, TypeKind, Value};
use tessera_spirv::{KernelArtifact, Target};

use super::cost::{function_cost, memref_bytes, Cost};
use crate::runtime::prepare::{has_host_affine_loops, parse_and_verify};
use crate::runtime::RuntimeError;

/// How long compilation took.
#[derive(Debug, Clone, Copy, Default)]
pub struct CompileTimes {
    /// Parse, verify, GPU pipeline, verify.
    pub front: Duration,
    /// SPIR-V and WGSL of every kernel.
    pub backend: Duration,
}

impl CompileTimes {
    /// Text to SPIR-V + WGSL.
    pub fn total(&self) -> Duration {
        self.front + self.backend
    }
}

/// One argument of a launch.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum LaunchArg {
    /// Buffer number `.0` of [`Compiled::buffers`].
    Buffer(usize),
    /// An integer scalar.
    Int(i64),
    /// A float scalar.
    Float(f64),
}

/// A buffer the kernels use.
#[derive(Debug, Clone)]
pub struct BufferSpec {
    /// Bytes on the device.
    pub bytes: u64,
    /// Whether its elements are `f32` (filled with small values; others are zeroed).
    pub f32_elems: bool,
    /// The memref type, for messages.
    pub ty: String,
    /// Its shape.
    pub shape: Vec<i64>,
}

/// One `gpu.launch_func`.
#[derive(Debug, Clone)]
pub struct LaunchSpec {
    /// The host function it is in.
    pub func: String,
    /// Its position among the launches of that function.
    pub index: usize,
    /// `module::kernel`.
    pub symbol: String,
    /// Workgroups.
    pub grid: [u32; 3],
    /// Workgroup size.
    pub block: [u32; 3],
    /// Arguments, in launch order.
    pub args: Vec<LaunchArg>,
    /// The compiled kernel.
    pub artifact: KernelArtifact,
    /// The work of the kernel counted on the `gpu.func` itself (files that were
    /// kernels already); `None` when the function's loop nest was counted instead.
    pub own_cost: Option<Cost>,
}

/// A host function with its work and launches.
#[derive(Debug, Clone)]
pub struct FuncSpec {
    /// Its name.
    pub name: String,
    /// Work counted on its loop nest before the GPU pipeline (`None`: it had none).
    pub cost: Option<Cost>,
    /// Indices into [`Compiled::launches`].
    pub launches: Vec<usize>,
}

/// A compiled module ready to bench.
#[derive(Debug, Clone)]
pub struct Compiled {
    /// Host functions that launch kernels, in program order.
    pub funcs: Vec<FuncSpec>,
    /// Every launch.
    pub launches: Vec<LaunchSpec>,
    /// Every buffer.
    pub buffers: Vec<BufferSpec>,
    /// What the GPU pipeline did (one line per kernel).
    pub plans: Vec<String>,
    /// Launches that cannot be benched, with the reason.
    pub skipped: Vec<String>,
    /// Compile times.
    pub times: CompileTimes,
}

fn str_attr(ctx: &Context, m: &Module, op: Op, name: &str) -> Option<String> {
    match ctx.attr_kind(aops::attr(ctx, m, op, name)?) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// Defined `func.func` ops of `m` with their names, in program order.
fn functions(ctx: &Context, m: &Module) -> Vec<(String, Op)> {
    let mut out = Vec::new();
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            if m.op(op).kind == Some(OpKind::FuncFunc)
                && m.entry_block(op, 0).is_some()
                && !m.is_erased(op)
            {
                if let Some(n) = str_attr(ctx, m, op, "sym_name") {
                    out.push((n, op));
                }
            }
        });
    }
    out
}

/// The functions a FILE benches without `--func`: `None` (all of them), or all but `@main`
/// when `@main` calls another function of the file: it is then a driver (fill, call,
/// print), like the `@main` of every library kernel, and is not benched. Unparsable text
/// gives `None` (the bench reports the error).
pub fn default_selection(text: &str, file: &str) -> Option<Vec<String>> {
    let p = parse_and_verify(text, file).ok()?;
    let (ctx, m) = (&p.ctx, &p.module);
    let all = functions(ctx, m);
    let (_, main) = all.iter().find(|(n, _)| n == "main")?;
    let mut calls_others = false;
    m.walk_pre(*main, &mut |op| {
        if m.op(op).kind == Some(OpKind::FuncCall) {
            if let Some(AttrKind::SymbolRef { root, nested }) =
                aops::attr(ctx, m, op, "callee").map(|a| ctx.attr_kind(a))
            {
                let callee = ctx.ident_str(*root);
                calls_others |=
                    nested.is_empty() && callee != "main" && all.iter().any(|(n, _)| n == callee);
            }
        }
    });
    calls_others.then(|| {
        all.iter()
            .filter(|(n, _)| n != "main")
            .map(|(n, _)| n.clone())
            .collect()
    })
}

fn const_scalar(ctx: &Context, m: &Module, v: Value) -> Option<LaunchArg> {
    let op = m.defining_op(v)?;
    if m.op(op).kind != Some(OpKind::ArithConstant) {
        return None;
    }
    match ctx.attr_kind(aops::attr(ctx, m, op, "value")?) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok().map(LaunchArg::Int),
        AttrKind::Float { value, .. } => Some(LaunchArg::Float(value.get())),
        AttrKind::Bool(b) => Some(LaunchArg::Int(i64::from(*b))),
        _ => None,
    }
}

/// Compiles `text` for benching: keeps the functions named in `select` (all when
/// `None`) and those they need, runs the GPU pipeline with `opts` for `gpu_target`,
/// and compiles every kernel for `spirv_target`.
pub fn compile(
    text: &str,
    file: &str,
    select: Option<&[String]>,
    gpu_target: &GpuTarget,
    opts: &GpuPipelineOptions,
    spirv_target: &Target,
) -> Result<Compiled, String> {
    let t0 = Instant::now();
    let mut p = parse_and_verify(text, file).map_err(|e| e.render())?;
    if let Some(sel) = select {
        let all = functions(&p.ctx, &p.module);
        for name in sel {
            if !all.iter().any(|(n, _)| n == name) {
                let list: Vec<String> = all.iter().map(|(n, _)| format!("@{n}")).collect();
                return Err(format!(
                    "{file}: no function @{name} (functions: {})",
                    list.join(", ")
                ));
            }
        }
        for (name, op) in all {
            if !sel.contains(&name) {
                p.module.erase_op(op);
            }
        }
    }
    // Work per function, on the loop nests as written.
    let mut pre_cost: HashMap<String, Cost> = HashMap::new();
    for (name, op) in functions(&p.ctx, &p.module) {
        let mut has_loops = false;
        p.module.walk_pre(op, &mut |o| {
            has_loops |= matches!(
                p.module.op(o).kind,
                Some(OpKind::AffineFor | OpKind::AffineParallel | OpKind::ScfFor)
            );
        });
        if has_loops {
            pre_cost.insert(name, function_cost(&p.ctx, &p.module, op, 1.0));
        }
    }
    let mut plans = Vec::new();
    if has_host_affine_loops(&p.ctx, &p.module) {
        // The pipeline verifies the module after its last pass (whatever `verify_each`
        // says), so it is not verified again here.
        let report = run_gpu_pipeline(&mut p.ctx, &mut p.module, gpu_target, opts)
            .map_err(|d| RuntimeError::from_diags(d, Some(&p.sources)).render())?;
        plans = report.kernels.iter().map(|k| k.to_string()).collect();
    }
    let front = t0.elapsed();

    let (ctx, m) = (&p.ctx, &p.module);
    let kernels: HashMap<String, Op> = crate::runtime::kernel_list(ctx, m).into_iter().collect();
    let mut compiled_kernels: HashMap<String, KernelArtifact> = HashMap::new();
    let mut backend = Duration::ZERO;
    let mut out = Compiled {
        funcs: Vec::new(),
        launches: Vec::new(),
        buffers: Vec::new(),
        plans,
        skipped: Vec::new(),
        times: CompileTimes::default(),
    };
    let mut buffer_of: HashMap<Value, usize> = HashMap::new();
    for (fname, func) in functions(ctx, m) {
        let mut launch_ops = Vec::new();
        m.walk_pre(func, &mut |o| {
            if m.op(o).kind == Some(OpKind::GpuLaunchFunc) {
                launch_ops.push(o);
            }
        });
        if launch_ops.is_empty() {
            continue;
        }
        let mut fs = FuncSpec {
            name: fname.clone(),
            cost: pre_cost.get(&fname).copied(),
            launches: Vec::new(),
        };
        for (index, lop) in launch_ops.into_iter().enumerate() {
            let skip = |why: String| format!("@{fname} launch #{index}: {why}");
            let d = m.op(lop);
            let Some(symbol) =
                aops::attr(ctx, m, lop, "kernel").and_then(|a| match ctx.attr_kind(a) {
                    AttrKind::SymbolRef { root, nested } => {
                        let mut v = vec![ctx.ident_str(*root).to_string()];
                        v.extend(nested.iter().map(|i| ctx.ident_str(*i).to_string()));
                        Some(v.join("::"))
                    }
                    _ => None,
                })
            else {
                out.skipped.push(skip("no kernel symbol".into()));
                continue;
            };
            let ops = d.operands();
            let seg = aops::segments(ctx, m, lop).unwrap_or_default();
            // Segments: async deps, grid x/y/z, block x/y/z, [cluster x/y/z],
            // dynamic shared memory, kernel operands, [async object].
            let (sizes_at, args_range) = match seg.len() {
                9 | 12 | 13 => {
                    let args_seg = if seg.len() == 9 { 8 } else { 11 };
                    let start: usize = seg[..args_seg].iter().sum();
                    (seg[0], start..start + seg[args_seg])
                }
                _ if ops.len() >= 6 => (0, 6..ops.len()),
                _ => {
                    out.skipped.push(skip("malformed gpu.launch_func".into()));
                    continue;
                }
            };
            let sizes: Option<Vec<u32>> = (0..6)
                .map(|i| {
                    ops.get(sizes_at + i)
                        .and_then(|&v| aops::constant_int(ctx, m, v))
                        .and_then(|c| u32::try_from(c).ok())
                })
                .collect();
            let Some(sizes) = sizes else {
                out.skipped
                    .push(skip("grid or block size is not a constant".into()));
                continue;
            };
            let mut args = Vec::new();
            let mut bad = None;
            for &v in ops.get(args_range).unwrap_or(&[]) {
                let ty = m.value_type(v);
                match ctx.type_kind(ty) {
                    TypeKind::MemRef { elem, shape, .. } => {
                        let Some(bytes) = memref_bytes(ctx, ty) else {
                            bad = Some("a memref argument has a dynamic shape".to_string());
                            break;
                        };
                        let n = out.buffers.len();
                        let idx = *buffer_of.entry(v).or_insert(n);
                        if idx == n {
                            out.buffers.push(BufferSpec {
                                bytes: bytes.max(4),
                                f32_elems: matches!(
                                    ctx.type_kind(*elem),
                                    TypeKind::Float(tessera_lowering::ir::FloatKind::F32)
                                ),
                                ty: tessera_lowering::printer::type_to_string(ctx, ty),
                                shape: shape.clone(),
                            });
                        }
                        args.push(LaunchArg::Buffer(idx));
                    }
                    k if k.is_float() => {
                        args.push(const_scalar(ctx, m, v).unwrap_or(LaunchArg::Float(1.0)))
                    }
                    _ => args.push(const_scalar(ctx, m, v).unwrap_or(LaunchArg::Int(1))),
                }
            }
            if let Some(why) = bad {
                out.skipped.push(skip(why));
                continue;
            }
            let Some(&kop) = kernels.get(&symbol) else {
                out.skipped
                    .push(skip(format!("kernel @{symbol} not found")));
                continue;
            };
            let artifact = match compiled_kernels.get(&symbol) {
                Some(a) => a.clone(),
                None => {
                    let t = Instant::now();
                    let a = tessera_spirv::compile_kernel(ctx, m, kop, spirv_target)
                        .map_err(|e| format!("kernel @{symbol}: {}", e.message()))?;
                    backend += t.elapsed();
                    compiled_kernels.insert(symbol.clone(), a.clone());
                    a
                }
            };
            let grid = [sizes[0], sizes[1], sizes[2]];
            let block = [sizes[3], sizes[4], sizes[5]];
            let own_cost = if fs.cost.is_none() {
                let inv: f64 = grid.iter().chain(&block).map(|&x| f64::from(x)).product();
                Some(function_cost(ctx, m, kop, inv))
            } else {
                None
            };
            fs.launches.push(out.launches.len());
            out.launches.push(LaunchSpec {
                func: fname.clone(),
                index,
                symbol,
                grid,
                block,
                args,
                artifact,
                own_cost,
            });
        }
        if !fs.launches.is_empty() {
            out.funcs.push(fs);
        }
    }
    out.times = CompileTimes { front, backend };
    Ok(out)
}

/// Compiles `reps` times and keeps the last result with the median [`CompileTimes`]
/// (by total).
pub fn compile_median(
    reps: usize,
    text: &str,
    file: &str,
    select: Option<&[String]>,
    gpu_target: &GpuTarget,
    opts: &GpuPipelineOptions,
    spirv_target: &Target,
) -> Result<Compiled, String> {
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..reps.max(1) {
        let c = compile(text, file, select, gpu_target, opts, spirv_target)?;
        times.push(c.times);
        last = Some(c);
    }
    times.sort_by_key(|t| t.total());
    let mut c = last.ok_or("internal: no compile")?;
    c.times = times[times.len() / 2];
    Ok(c)
}

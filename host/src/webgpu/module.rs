//! `tessera translate FILE --to webgpu -o DIR`: an ES module that runs host functions'
//! kernel launches on a `GPUDevice`.
//!
//! `DIR` receives `tessera_webgpu.js` (the runtime), `<stem>.js` (the program) and one
//! `kernels/<module>.<func>.wgsl` per kernel (the WGSL the module embeds, for reading).
//! The program module exports `kernels` (the specs, by `module::func`) and, per host
//! function `f`, `async function f(device, { arg0, ... })`, whose inputs are typed arrays
//! (`Float32Array` for `f32`, `Int32Array` for `i32` and `index` — 32-bit in kernels —,
//! `Int16Array`, `Int8Array`) or numbers for scalar parameters, and which resolves to
//! `{ arg0, ..., result0, ... }`: every memref argument after the call and every result,
//! read back.
//!
//! A host function translates when its body holds only `arith.constant`, `memref.alloc`
//! (static shapes), `memref.dealloc`, `gpu.launch_func` (constant grid and block sizes, no
//! async tokens or dynamic workgroup memory), `func.call` of another function that
//! translates, and `func.return`. Anything else is refused with a diagnostic at the op.
//! Memrefs must have a static shape, an identity layout and one of the element types above.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

use tessera_lowering::diag::{Diagnostic, SourceMap};
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{AttrKind, Context, FloatKind, Module, Op, Type, TypeKind, Value};
use tessera_lowering::transforms::fold::{const_float, const_int};

use super::kernel::BrowserKernel;

/// A memref type the module supports: its typed-array constructor, shape and byte size
/// per element on the device.
struct ArrayType {
    ctor: &'static str,
    shape: Vec<i64>,
    elem_bytes: usize,
}

fn array_type(ctx: &Context, t: Type) -> Result<ArrayType, String> {
    let TypeKind::MemRef {
        shape,
        elem,
        layout,
        ..
    } = ctx.type_kind(t)
    else {
        return Err("not a ranked memref".into());
    };
    if layout.is_some() {
        return Err("memrefs with a layout are not supported".into());
    }
    if shape.iter().any(|&d| d < 0) {
        return Err("memrefs with a dynamic shape are not supported".into());
    }
    let (ctor, elem_bytes) = match ctx.type_kind(*elem) {
        TypeKind::Float(FloatKind::F32) => ("Float32Array", 4),
        TypeKind::Integer { width: 32, .. } | TypeKind::Index => ("Int32Array", 4),
        TypeKind::Integer { width: 16, .. } => ("Int16Array", 2),
        TypeKind::Integer { width: 8, .. } => ("Int8Array", 1),
        _ => return Err("only f32, i32, index, i16 and i8 elements are supported".into()),
    };
    Ok(ArrayType {
        ctor,
        shape: shape.clone(),
        elem_bytes,
    })
}

fn is_scalar(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Float(FloatKind::F32) | TypeKind::Integer { .. } | TypeKind::Index
    )
}

fn str_attr(ctx: &Context, m: &Module, op: Op, name: &str) -> Option<String> {
    let a = tessera_lowering::affine::ops::attr(ctx, m, op, name)?;
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        AttrKind::SymbolRef { root, nested } => Some(
            std::iter::once(root)
                .chain(nested)
                .map(|i| ctx.ident_str(*i))
                .collect::<Vec<_>>()
                .join("::"),
        ),
        _ => None,
    }
}

fn js_ident(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if s.starts_with(|c: char| c.is_ascii_digit()) {
        format!("_{s}")
    } else {
        s
    }
}

/// One translated host function.
struct Function {
    name: String,
    params: Vec<String>,
    inputs: Vec<String>,
    outputs: Vec<String>,
    body: String,
    calls: Vec<(String, Op)>,
}

struct Emitter<'a> {
    ctx: &'a Context,
    m: &'a Module,
    kernels: &'a HashMap<String, BrowserKernel>,
    names: HashMap<Value, String>,
    next: usize,
}

impl Emitter<'_> {
    fn err(&self, op: Op, msg: String) -> Diagnostic {
        Diagnostic::error(
            tessera_lowering::diag::source_loc(self.ctx, self.m.op(op).loc),
            msg,
        )
    }

    fn name(&mut self, v: Value) -> String {
        self.next += 1;
        let n = format!("v{}", self.next);
        self.names.insert(v, n.clone());
        n
    }

    fn value(&self, op: Op, v: Value) -> Result<String, Diagnostic> {
        self.names
            .get(&v)
            .cloned()
            .ok_or_else(|| self.err(op, "an operand defined outside the function's body (block arguments of nested regions are not supported)".into()))
    }

    fn op_name(&self, op: Op) -> String {
        self.ctx.ident_str(self.m.op(op).name).to_string()
    }

    fn function(&mut self, f: Op, fname: &str) -> Result<Function, Vec<Diagnostic>> {
        let (ctx, m) = (self.ctx, self.m);
        let Some(block) = m.entry_block(f, 0) else {
            return Err(vec![self.err(f, format!("@{fname} has no body"))]);
        };
        let mut out = Function {
            name: fname.to_string(),
            params: Vec::new(),
            inputs: Vec::new(),
            outputs: Vec::new(),
            body: String::new(),
            calls: Vec::new(),
        };
        let mut errors = Vec::new();
        for (i, &a) in m.block(block).args().iter().enumerate() {
            let n = self.name(a);
            out.params.push(n.clone());
            let t = m.value_type(a);
            match array_type(ctx, t) {
                Ok(at) => out.inputs.push(format!(
                    "input(rt, inputs.arg{i}, {}, {:?}, {}, 'arg{i}')",
                    at.ctor, at.shape, at.elem_bytes
                )),
                Err(_) if is_scalar(ctx, t) => {
                    out.inputs.push(format!("scalar(inputs.arg{i}, 'arg{i}')"))
                }
                Err(e) => errors.push(self.err(f, format!("@{fname}: argument {i}: {e}"))),
            }
        }
        let body = &mut String::new();
        for op in m.block_ops_vec(block) {
            if let Err(e) = self.op(op, body, &mut out) {
                errors.push(e);
            }
        }
        out.body = std::mem::take(body);
        if errors.is_empty() {
            Ok(out)
        } else {
            Err(errors)
        }
    }

    fn op(&mut self, op: Op, body: &mut String, f: &mut Function) -> Result<(), Diagnostic> {
        let (ctx, m) = (self.ctx, self.m);
        let d = m.op(op);
        let Some(kind) = d.kind else {
            return Err(self.err(
                op,
                format!(
                    "'{}' is not supported in a host function translated to WebGPU",
                    self.op_name(op)
                ),
            ));
        };
        match kind {
            OpKind::ArithConstant => {
                let r = d.results()[0];
                let lit = if let Some(i) = const_int(ctx, m, r) {
                    i.to_string()
                } else if let Some(x) = const_float(ctx, m, r) {
                    format!("{x:?}")
                } else {
                    return Err(self.err(op, "only integer, index and float constants are supported".into()));
                };
                let n = self.name(r);
                let _ = writeln!(body, "  const {n} = {lit};");
            }
            OpKind::MemRefAlloc => {
                let r = d.results()[0];
                if !d.operands().is_empty() {
                    return Err(self.err(op, "memref.alloc with dynamic sizes or symbols is not supported".into()));
                }
                let at = array_type(ctx, m.value_type(r)).map_err(|e| self.err(op, e))?;
                let n = self.name(r);
                let _ = writeln!(
                    body,
                    "  const {n} = alloc(rt, {}, {:?}, {}, '{n}');",
                    at.ctor, at.shape, at.elem_bytes
                );
            }
            OpKind::MemRefDealloc => {
                let v = self.value(op, d.operands()[0])?;
                let _ = writeln!(body, "  rt.release({v}.arr);");
            }
            OpKind::GpuLaunchFunc => self.launch(op, body)?,
            OpKind::FuncCall => {
                let callee = str_attr(ctx, m, op, "callee")
                    .ok_or_else(|| self.err(op, "func.call without a callee".into()))?;
                let args: Vec<String> = d
                    .operands()
                    .iter()
                    .map(|&v| self.value(op, v))
                    .collect::<Result<_, _>>()?;
                let res: Vec<String> = d.results().to_vec().into_iter().map(|r| self.name(r)).collect();
                let _ = writeln!(
                    body,
                    "  const [{}] = await fn_{}(rt, {});",
                    res.join(", "),
                    js_ident(&callee),
                    args.join(", ")
                );
                f.calls.push((callee, op));
            }
            OpKind::FuncReturn => {
                let vals: Vec<String> = d
                    .operands()
                    .iter()
                    .map(|&v| self.value(op, v))
                    .collect::<Result<_, _>>()?;
                f.outputs = vals.clone();
                let _ = writeln!(body, "  return [{}];", vals.join(", "));
            }
            _ => {
                return Err(self.err(
                    op,
                    format!(
                        "'{}' is not supported in a host function translated to WebGPU (supported: arith.constant, memref.alloc, memref.dealloc, gpu.launch_func, func.call, func.return)",
                        self.op_name(op)
                    ),
                ))
            }
        }
        Ok(())
    }

    fn launch(&mut self, op: Op, body: &mut String) -> Result<(), Diagnostic> {
        let (ctx, m) = (self.ctx, self.m);
        let d = m.op(op);
        let sym = str_attr(ctx, m, op, "kernel")
            .ok_or_else(|| self.err(op, "gpu.launch_func without a kernel".into()))?;
        let k = self
            .kernels
            .get(&sym)
            .ok_or_else(|| self.err(op, format!("unknown kernel @{sym}")))?;
        let ops = d.operands();
        let nargs = ops.len().saturating_sub(6);
        let kernel_params = self
            .kernels
            .get(&sym)
            .map(|k| {
                k.artifact
                    .bindings
                    .iter()
                    .map(|b| b.arg_index + 1)
                    .chain(
                        k.artifact
                            .push_constants
                            .entries
                            .iter()
                            .map(|e| match e.kind {
                                tessera_spirv::PushConstantKind::Scalar(i)
                                | tessera_spirv::PushConstantKind::DynSize(i, _)
                                | tessera_spirv::PushConstantKind::DynStride(i, _)
                                | tessera_spirv::PushConstantKind::DynOffset(i)
                                | tessera_spirv::PushConstantKind::Array(i) => i + 1,
                            }),
                    )
                    .max()
                    .unwrap_or(0)
            })
            .unwrap_or(0);
        if ops.len() < 6 || kernel_params > nargs || !d.results().is_empty() {
            return Err(self.err(op, "gpu.launch_func with async tokens, clusters or dynamic workgroup memory is not supported".into()));
        }
        let mut dims = [0i128; 6];
        for (i, dim) in dims.iter_mut().enumerate() {
            *dim = const_int(ctx, m, ops[i])
                .ok_or_else(|| self.err(op, "gpu.launch_func sizes must be constants".into()))?;
        }
        let wg = k.artifact.workgroup_size.map(i128::from);
        if dims[3..6] != wg {
            return Err(self.err(
                op,
                format!(
                    "block size {:?} differs from the kernel's workgroup size {:?}",
                    &dims[3..6],
                    wg
                ),
            ));
        }
        let args: Vec<String> = ops[6..]
            .iter()
            .map(|&v| self.value(op, v))
            .collect::<Result<_, _>>()?;
        let arrays: Vec<String> = k
            .artifact
            .bindings
            .iter()
            .map(|b| {
                args.get(b.arg_index)
                    .map(|a| format!("{a}.arr"))
                    .unwrap_or_default()
            })
            .collect();
        let _ = writeln!(
            body,
            "  {{ const k = kernels[{sym:?}]; const a = [{}];\n    await rt.launch(k, [{}, {}, {}], [{}], uniformBytes(k, a)); }}",
            args.join(", "),
            dims[0],
            dims[1],
            dims[2],
            arrays.join(", ")
        );
        Ok(())
    }
}

/// The program module's text and the per-kernel WGSL files (`kernels/<name>.wgsl`).
pub struct WebGpuModule {
    /// The ES module.
    pub js: String,
    /// `(file name, WGSL)` per kernel.
    pub wgsl: Vec<(String, String)>,
    /// Exported host functions.
    pub exports: Vec<String>,
    /// Why other host functions were left out (rendered diagnostics).
    pub skipped: Vec<String>,
}

/// Builds the module for the (lowered) `module`: every host function that translates, or
/// only `entry` (an error when it does not translate).
pub fn generate(
    ctx: &Context,
    m: &Module,
    sources: &SourceMap,
    kernels: &HashMap<String, BrowserKernel>,
    entry: Option<&str>,
    file: &str,
) -> Result<WebGpuModule, String> {
    let mut funcs: Vec<(String, Op)> = Vec::new();
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            if m.op(op).kind == Some(OpKind::FuncFunc)
                && m.entry_block(op, 0).is_some()
                && m.parent_op(op)
                    .is_none_or(|p| m.op(p).kind != Some(OpKind::GpuModule))
            {
                if let Some(n) = str_attr(ctx, m, op, "sym_name") {
                    funcs.push((n, op));
                }
            }
        });
    }
    let mut done: BTreeMap<String, Function> = BTreeMap::new();
    let mut failed: HashMap<String, Vec<Diagnostic>> = HashMap::new();
    for (name, op) in &funcs {
        let mut e = Emitter {
            ctx,
            m,
            kernels,
            names: HashMap::new(),
            next: 0,
        };
        match e.function(*op, name) {
            Ok(f) => {
                done.insert(name.clone(), f);
            }
            Err(d) => {
                failed.insert(name.clone(), d);
            }
        }
    }
    // A function calling one that does not translate does not translate either.
    loop {
        let bad: Vec<(String, Diagnostic)> = done
            .values()
            .filter_map(|f| {
                let (callee, op) = f.calls.iter().find(|(c, _)| !done.contains_key(c))?;
                let d = Diagnostic::error(
                    tessera_lowering::diag::source_loc(ctx, m.op(*op).loc),
                    format!(
                        "@{} calls @{callee}, which cannot be translated to WebGPU",
                        f.name
                    ),
                );
                Some((f.name.clone(), d))
            })
            .collect();
        if bad.is_empty() {
            break;
        }
        for (n, d) in bad {
            done.remove(&n);
            failed.entry(n).or_default().push(d);
        }
    }
    let render = |d: &[Diagnostic]| tessera_lowering::diag::render(d, sources);
    let exports: Vec<String> = match entry {
        Some(e) => {
            if let Some(d) = failed.get(e) {
                return Err(render(d));
            }
            if !done.contains_key(e) {
                return Err(format!("error: {file}: no host function @{e}"));
            }
            vec![e.to_string()]
        }
        None => done.keys().cloned().collect(),
    };
    if exports.is_empty() {
        let mut all: Vec<Diagnostic> = Vec::new();
        for (n, _) in &funcs {
            all.extend(failed.get(n).cloned().unwrap_or_default());
        }
        return Err(if all.is_empty() {
            format!("error: {file}: no host function to translate")
        } else {
            render(&all)
        });
    }
    let skipped: Vec<String> = funcs
        .iter()
        .filter_map(|(n, _)| failed.get(n).map(|d| render(d)))
        .collect();

    let mut js = String::new();
    let _ = writeln!(
        js,
        "// Generated by `tessera translate {file} --to webgpu`: the host functions' kernel"
    );
    let _ = writeln!(
        js,
        "// launches on a GPUDevice. Inputs and outputs are typed arrays (see tessera_webgpu.js)."
    );
    for sk in &skipped {
        let first = sk.lines().next().unwrap_or("");
        let _ = writeln!(js, "// Not exported: {first}");
    }
    let _ = writeln!(
        js,
        "import {{ TesseraRuntime, uniformBytes }} from './tessera_webgpu.js';\n"
    );
    let mut names: Vec<&String> = kernels.keys().collect();
    names.sort();
    let _ = writeln!(
        js,
        "/** The kernels, by `module::func`. */\nexport const kernels = {{"
    );
    for n in &names {
        let _ = writeln!(js, "  {:?}: {},", n, kernels[*n].spec);
    }
    let _ = writeln!(js, "}};\n");
    js.push_str(HELPERS);
    for f in done.values() {
        let _ = writeln!(
            js,
            "\nasync function fn_{}(rt, {}) {{\n{}}}",
            js_ident(&f.name),
            f.params.join(", "),
            f.body
        );
    }
    for e in &exports {
        let f = &done[e];
        let _ = writeln!(
            js,
            "\n/** Runs @{e} on `device`; see the module's header. */"
        );
        let _ = writeln!(
            js,
            "export async function {}(device, inputs = {{}}) {{",
            js_ident(e)
        );
        let _ = writeln!(js, "  const rt = new TesseraRuntime(device);");
        let _ = writeln!(js, "  const args = [{}];", f.inputs.join(", "));
        let _ = writeln!(
            js,
            "  const results = await fn_{}(rt, ...args);",
            js_ident(e)
        );
        let _ = writeln!(js, "  return collect(rt, args, results);\n}}");
    }
    let wgsl = names
        .iter()
        .map(|n| {
            (
                format!("{}.wgsl", n.replace("::", ".")),
                kernels[*n].wgsl.clone(),
            )
        })
        .collect();
    Ok(WebGpuModule {
        js,
        wgsl,
        exports,
        skipped,
    })
}

const HELPERS: &str = r#"function alloc(rt, ctor, shape, elemBytes, label) {
  const n = shape.reduce((a, b) => a * b, 1);
  return { arr: rt.alloc(n * elemBytes, label), shape, ctor, n };
}

function input(rt, data, ctor, shape, elemBytes, label) {
  const a = alloc(rt, ctor, shape, elemBytes, label);
  if (data !== undefined) {
    if (!(data instanceof ctor) || data.length !== a.n)
      throw new Error(`${label}: expected a ${ctor.name} of ${a.n} elements (shape ${shape.join('x')})`);
    rt.write(a.arr, data);
  }
  return a;
}

function scalar(x, label) {
  if (typeof x !== 'number' && typeof x !== 'bigint') throw new Error(`${label}: expected a number`);
  return x;
}

async function collect(rt, args, results) {
  const arrays = [...args, ...results].filter((v) => v && v.arr);
  const bytes = await rt.read(arrays.map((v) => v.arr));
  const out = {};
  let k = 0;
  args.forEach((v, i) => { if (v && v.arr) out[`arg${i}`] = new v.ctor(bytes[k++], 0, v.n); });
  results.forEach((v, i) => { out[`result${i}`] = v && v.arr ? new v.ctor(bytes[k++], 0, v.n) : v; });
  return out;
}
"#;

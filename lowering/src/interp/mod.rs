//! The CPU reference interpreter.
//!
//! [`Interpreter::new`] compiles a module into a compact executable form (per-function flat
//! instruction vectors over register slots, with op kinds resolved and affine maps,
//! integer sets and layouts pre-decoded; see `inst.rs`), allocates its `memref.global`s,
//! and [`Interpreter::call`] runs a function by name. Nothing walks the IR at run time.
//!
//! # Semantics
//!
//! - Scalars: integers wrap at their width, `index` is 64-bit; `f32` is computed in `f32`,
//!   `f16`/`bf16` in `f32` rounded back (see `dialect/eval/scalar.rs`, which constant
//!   folding shares, for the exact rules). Integer division by zero is a runtime error.
//! - Memory: a [`Memory`] of buffers whose bytes live in host memory or behind an
//!   embedder's [`DeviceBuffer`]; memrefs are strided descriptors ([`MemRefDesc`]), and
//!   non-strided affine-map layouts (tiled) are laid out in their physical shape as
//!   `normalize-memrefs` would. Every access is bounds-checked; freed buffers stay known so
//!   a use after `memref.dealloc` is an error.
//! - Tensors and linalg: run directly, with no bufferization and no linalg lowering (see
//!   `compile_tensor.rs`). A tensor value is an object slot holding a memref descriptor of a
//!   host buffer in identity layout that nothing writes after the op creating it; ops that
//!   make a new tensor allocate a new buffer, `tensor.cast` and the reshapes view their
//!   operand's, a tensor constant is a store-protected global. Tensor arguments and results
//!   cross the API as memrefs. `linalg.generic` (on tensors or memrefs) runs as one loop per
//!   iterator in iterator order (upstream's `convert-linalg-to-loops` order), its trip counts
//!   from the operand shapes; named linalg ops are first generalized (on a copy of the
//!   module) to the `linalg.generic` `linalg-generalize-named-ops` defines them by.
//!   `scf.forall` with `shared_outs` is refused.
//! - Control flow: structured ops are flattened into jumps at compile time; calls use an
//!   explicit frame stack with a depth limit ([`Config::max_call_depth`]).
//! - GPU: `gpu.launch` and `gpu.launch_func` run every invocation on the CPU; barriers and
//!   subgroup ops are honoured by running invocations of a workgroup as resumable threads
//!   (see `gpu.rs`). [`Hooks`] lets the host runtime place allocations and kernels on a real
//!   device. [`Config::order`] changes the order invocations and workgroups run in, and
//!   [`Config::race_check`] reports data races between them (see `race.rs`).
//! - Runtime library: upstream's `printMemref*`, `printF32`, … with upstream's exact output
//!   format, written to the caller's `Write` (see `runtime.rs`).
//!
//! Runtime errors are [`Diagnostics`] located at the failing op, with a "called from here"
//! note per caller.

mod amap;
mod compile;
mod compile_cf;
mod compile_gpu;
mod compile_mem;
mod compile_ops;
mod compile_tensor;
mod compile_vector;
mod decode;
mod errors;
mod exec;
mod exec_mem;
mod gpu;
mod inst;
mod memory;
mod mma;
mod printf;
mod race;
mod runtime;
mod scalar;
mod value;
mod vector;
mod warp;

#[cfg(test)]
mod tests;

use std::io::Write;
use std::sync::Arc;

pub use amap::AExpr;
pub use compile_ops::permute_maps;
pub use errors::Fault;
pub use gpu::{AllocRequest, CpuHooks, Hooks, LaunchOutcome, LaunchRequest};
pub use inst::ValType;
pub use memory::{
    BufferId, BufferKind, DeviceBuffer, LayoutSpec, MapLayout, MemRefDesc, Memory, Storage,
};
pub use race::{Order, DEFAULT_SHUFFLE_SEED};
pub use runtime::fmt_g;
pub use scalar::with_f32_denormals_flushed;
pub use scalar::{bit_count, BitOp};
pub use value::{get_float, RtValue, Scalar, VectorValue};

use crate::diag::{Diagnostic, Diagnostics};
use crate::ir::{Context, Module};
use errors::to_diagnostic;
use exec::{Exec, Stop, Thread, Val};
use inst::{Obj, Program};

/// Interpreter limits and parameters.
#[derive(Debug, Clone)]
pub struct Config {
    /// Maximum call depth before "stack overflow".
    pub max_call_depth: usize,
    /// Subgroup size for `gpu.subgroup_size`, `gpu.lane_id` and subgroup collectives.
    pub subgroup_size: u32,
    /// Maximum invocations per workgroup.
    pub max_workgroup_size: u32,
    /// Maximum number of loop iterations, backward branches, calls and GPU invocations per
    /// [`Interpreter::call`] (a guard against non-terminating programs).
    pub max_steps: u64,
    /// Check every launch for data races (see `race.rs`): two accesses to one element by
    /// different invocations, at least one a write, not both atomic, with no `gpu.barrier`
    /// between them in their workgroup (workgroups are never ordered) are an error naming
    /// both ops and the element. Off by default (it costs about 2× the time and a hash-map
    /// entry per element touched; see docs/VALIDATION.md); `tessera validate` turns it on
    /// for the lowered program, `tessera run --race-check` for a run.
    pub race_check: bool,
    /// The order in which launches run workgroups and invocations (`--interp-order`).
    pub order: Order,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            max_call_depth: 10_000,
            subgroup_size: 32,
            max_workgroup_size: 1 << 16,
            max_steps: u64::MAX,
            race_check: false,
            order: Order::Forward,
        }
    }
}

/// A compiled module ready to run.
pub struct Interpreter {
    prog: Program,
    mem: Memory,
    globals: Vec<Arc<MemRefDesc>>,
    hooks: Box<dyn Hooks>,
    /// Limits and parameters.
    pub config: Config,
}

impl std::fmt::Debug for Interpreter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Interpreter")
            .field("functions", &self.prog.funcs.len())
            .finish_non_exhaustive()
    }
}

impl Interpreter {
    /// Compiles `module` and allocates its globals.
    pub fn new(ctx: &Context, module: &Module) -> Result<Self, Diagnostics> {
        let prog = compile::compile(ctx, module)?;
        let mut mem = Memory::new();
        let mut globals = Vec::new();
        for g in &prog.globals {
            let d = mem
                .alloc_with_layout(g.elem, &g.shape, &g.layout, &[], BufferKind::Global)
                .map_err(|f| {
                    Diagnostics(vec![Diagnostic::error(
                        None,
                        format!("memref.global @{}: {}", g.name, f.msg),
                    )])
                })?;
            if let Some(init) = &g.init {
                let mut k = 0usize;
                let r = d.for_each_addr(|a| {
                    let v = if init.len() == 1 {
                        init[0]
                    } else {
                        init.get(k).copied().unwrap_or(0)
                    };
                    k += 1;
                    mem.store(d.buffer, a, g.elem, v)
                });
                if let Err(f) = r {
                    let msg = format!("memref.global @{}: {}", g.name, f.msg);
                    return Err(Diagnostics(vec![Diagnostic::error(None, msg)]));
                }
            }
            mem.set_read_only(d.buffer, g.constant);
            globals.push(Arc::new(d));
        }
        Ok(Interpreter {
            prog,
            mem,
            globals,
            hooks: Box::new(CpuHooks),
            config: Config::default(),
        })
    }

    /// Replaces the embedder hooks.
    pub fn set_hooks(&mut self, hooks: Box<dyn Hooks>) {
        self.hooks = hooks;
    }

    /// The memory (to create inputs and read results).
    pub fn memory(&self) -> &Memory {
        &self.mem
    }

    /// The memory, mutably.
    pub fn memory_mut(&mut self) -> &mut Memory {
        &mut self.mem
    }

    /// The names of the callable functions (`f`, or `module::f` for nested ones).
    pub fn functions(&self) -> Vec<&str> {
        let mut v: Vec<&str> = self.prog.by_name.keys().map(|s| s.as_str()).collect();
        v.sort_unstable();
        v
    }

    /// The id of function `name`: its exact (qualified) name, or else the one function
    /// whose last name component it is (`forward` names `@forward` inside `module
    /// @jit_forward { .. }`, as JAX writes StableHLO), if exactly one has it.
    fn func_id(&self, name: &str) -> Option<u32> {
        if let Some(&id) = self.prog.by_name.get(name) {
            return Some(id);
        }
        let suffix = format!("::{name}");
        let mut found = self
            .prog
            .by_name
            .iter()
            .filter(|(n, _)| n.ends_with(&suffix))
            .map(|(_, &id)| id);
        match (found.next(), found.next()) {
            (Some(id), None) => Some(id),
            _ => None,
        }
    }

    /// Parameter and result types of a function.
    pub fn signature(&self, name: &str) -> Option<(&[ValType], &[ValType])> {
        let f = self.prog.funcs.get(self.func_id(name)? as usize)?;
        Some((&f.param_types, &f.result_types))
    }

    /// Allocates a zeroed memref matching parameter `index` of function `name` (its element
    /// type, shape and layout; dynamic dimensions take their size from `dyn_sizes`).
    pub fn alloc_param(
        &mut self,
        name: &str,
        index: usize,
        dyn_sizes: &[i64],
    ) -> Result<MemRefDesc, String> {
        let (params, _) = self
            .signature(name)
            .ok_or_else(|| format!("no function @{name}"))?;
        let Some(ValType::MemRef {
            elem,
            shape: Some(shape),
            layout,
        }) = params.get(index).cloned()
        else {
            return Err(format!(
                "parameter {index} of @{name} is not a ranked memref"
            ));
        };
        let mut it = dyn_sizes.iter();
        let sizes: Option<Vec<i64>> = shape
            .iter()
            .map(|&s| {
                if s == crate::ir::DYNAMIC {
                    it.next().copied()
                } else {
                    Some(s)
                }
            })
            .collect();
        let sizes = sizes.ok_or("not enough dynamic sizes")?;
        // A layout with dynamic strides or offset (upstream bufferization's default at
        // function boundaries) gets a fresh contiguous buffer: row-major strides and offset
        // 0, which must agree with the layout's static entries.
        let layout = match layout {
            LayoutSpec::Strided { offset, strides }
                if offset == crate::ir::DYNAMIC || strides.contains(&crate::ir::DYNAMIC) =>
            {
                let row_major = memory::row_major_strides(&sizes);
                let agrees = (offset == crate::ir::DYNAMIC || offset == 0)
                    && strides.len() == row_major.len()
                    && strides
                        .iter()
                        .zip(&row_major)
                        .enumerate()
                        .all(|(k, (s, r))| *s == crate::ir::DYNAMIC || s == r || sizes[k] <= 1);
                if !agrees {
                    return Err(format!(
                        "a contiguous array of shape [{}] (row-major strides [{}], offset 0) does not fit the layout's static strides or offset",
                        memory::join(&sizes),
                        memory::join(&row_major)
                    ));
                }
                LayoutSpec::Strided {
                    offset: 0,
                    strides: row_major,
                }
            }
            other => other,
        };
        self.mem
            .alloc_with_layout(elem, &sizes, &layout, &[], BufferKind::Host)
            .map_err(|f| f.into_msg())
    }

    /// Calls function `name` with `args`, writing program output to `out`.
    pub fn call(
        &mut self,
        name: &str,
        args: Vec<RtValue>,
        out: &mut dyn Write,
    ) -> Result<Vec<RtValue>, Diagnostics> {
        let err = |m: String| Diagnostics(vec![Diagnostic::error(None, m)]);
        let Some(fid) = self.func_id(name) else {
            return Err(err(format!("unknown function @{name}")));
        };
        let f = &self.prog.funcs[fid as usize];
        if args.len() != f.param_types.len() {
            return Err(err(format!(
                "@{name} expects {} arguments, got {}",
                f.param_types.len(),
                args.len()
            )));
        }
        let mut vals = Vec::with_capacity(args.len());
        for (i, (a, t)) in args.iter().zip(&f.param_types).enumerate() {
            vals.push(
                self.convert_arg(a, t)
                    .map_err(|m| err(format!("argument {i} of @{name}: {m}")))?,
            );
        }
        let result_types = f.result_types.clone();
        let mut exec = Exec {
            prog: &self.prog,
            mem: &mut self.mem,
            globals: &self.globals,
            hooks: &mut *self.hooks,
            out,
            cfg: &self.config,
            fuel: self.config.max_steps,
            race: None,
            site: (0, 0),
        };
        let mut th = Thread::default();
        let frame = exec.new_frame(fid, vals).map_err(|f| err(f.into_msg()))?;
        th.frames.push(frame);
        let res = exec.run(&mut th);
        let _ = exec.out.flush();
        let vals = match res {
            Ok(Stop::Done(v)) => v,
            Ok(Stop::Sync) => {
                let mut f = Fault::new("gpu.barrier or subgroup operation outside of a GPU kernel");
                Exec::locate(&th, &mut f);
                return Err(self.diagnose(f));
            }
            Err(mut f) => {
                Exec::locate(&th, &mut f);
                return Err(self.diagnose(f));
            }
        };
        let prog = &self.prog;
        let fname = |id: u64| {
            prog.funcs
                .get(id as usize)
                .map(|f| f.name.clone())
                .unwrap_or_default()
        };
        Ok(vals
            .iter()
            .enumerate()
            .map(|(i, v)| gpu::to_rt(v, result_types.get(i), &fname))
            .collect())
    }

    fn diagnose(&self, f: Fault) -> Diagnostics {
        let loc_of = |(func, pc): (u32, u32)| {
            self.prog
                .funcs
                .get(func as usize)
                .and_then(|f| f.locs.get(pc as usize))
                .and_then(|&l| self.prog.locs.get(l as usize).cloned().flatten())
        };
        let mut it = f.stack.iter().copied();
        let loc = it.next().and_then(loc_of);
        let callers = it.map(loc_of).collect();
        Diagnostics(vec![to_diagnostic(f.into_msg(), loc, callers)])
    }

    fn convert_arg(&self, a: &RtValue, t: &ValType) -> Result<Val, String> {
        use value::{put_float, sext};
        Ok(match (t, a) {
            (ValType::Scalar(s), _) if s.is_float() => match a.as_f64() {
                Some(x) => Val::R(put_float(*s, x)),
                None => return Err(format!("expected a {} value", s.spelling())),
            },
            (ValType::Scalar(s), _) => match a.as_i64() {
                Some(x) => Val::R(sext(x, s.int_width()) as u64),
                None => return Err(format!("expected a {} value", s.spelling())),
            },
            (ValType::MemRef { elem, shape, .. }, RtValue::MemRef(m)) => {
                if m.elem != *elem {
                    return Err(format!(
                        "expected a memref of {}, got one of {}",
                        elem.spelling(),
                        m.elem.spelling()
                    ));
                }
                if let Some(sh) = shape {
                    let ok = sh.len() == m.rank()
                        && sh
                            .iter()
                            .zip(&m.sizes)
                            .all(|(&a, &b)| a == crate::ir::DYNAMIC || a == b);
                    if !ok {
                        return Err(format!(
                            "memref of shape [{}] does not match the parameter type",
                            memory::join(&m.sizes)
                        ));
                    }
                }
                self.mem.validate(m)?;
                Val::O(Obj::MemRef(Arc::new(m.clone())))
            }
            (ValType::Vector { elem, shape }, RtValue::Vector(v)) => {
                if v.elem != *elem || v.shape != *shape {
                    return Err("vector type does not match the parameter type".into());
                }
                Val::O(Obj::Vector(v.bits.clone().into()))
            }
            (ValType::Func, RtValue::Func(name)) => match self.prog.by_name.get(name) {
                Some(&id) => Val::R(id as u64),
                None => return Err(format!("unknown function @{name}")),
            },
            (ValType::Other, _) => Val::R(0),
            _ => return Err("argument kind does not match the parameter type".into()),
        })
    }
}

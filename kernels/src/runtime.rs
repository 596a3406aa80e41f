//! Where kernels run, and the cache of compiled kernels.
//!
//! A [`KernelRuntime`] wraps the host runtime ([`tessera_host::runtime::Runtime`]): the
//! CPU interpreter, or a GPU where each kernel's loop nests go through the GPU pipeline
//! and run as `gpu.launch_func` kernels. Each kernel file is instantiated, parsed and
//! compiled once per shape; later calls with the same sizes reuse the [`Program`] (and,
//! on a GPU, its compiled pipelines).

use std::cell::RefCell;
use std::collections::HashMap;

use tessera_host::runtime::{
    Arg, CompileOptions, Outputs, Program, Runtime, RuntimeOptions, Source,
};
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{AttrKind, Context, Module};
use tessera_lowering::parser::{parse_source, ParseOptions};

pub use tessera_host::runtime::Backend;

use crate::catalog::KernelSpec;
use crate::error::{KernelError, Result};
use crate::template::{instantiate, join_sizes};

/// A runtime for kernel calls with a per-shape cache of compiled kernels.
pub struct KernelRuntime {
    runtime: Runtime,
    cache: RefCell<HashMap<(&'static str, Vec<i64>), Program>>,
}

impl std::fmt::Debug for KernelRuntime {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KernelRuntime")
            .field("runtime", &self.runtime.describe())
            .field("cached", &self.cached_programs())
            .finish()
    }
}

impl KernelRuntime {
    /// Kernels on `backend` ([`Backend::Auto`]: the best GPU, or the CPU interpreter when
    /// there is none).
    pub fn new(backend: Backend) -> Result<Self> {
        let options = RuntimeOptions {
            backend,
            ..RuntimeOptions::default()
        };
        let runtime = Runtime::with_options(options).map_err(|e| KernelError::new(e.render()))?;
        Ok(Self::with_runtime(runtime))
    }

    /// Kernels on the CPU interpreter.
    pub fn cpu() -> Self {
        Self::with_runtime(Runtime::cpu())
    }

    /// Kernels on an existing runtime (for instance one built around a test device).
    pub fn with_runtime(runtime: Runtime) -> Self {
        KernelRuntime {
            runtime,
            cache: RefCell::new(HashMap::new()),
        }
    }

    /// The underlying runtime.
    pub fn runtime(&self) -> &Runtime {
        &self.runtime
    }

    /// Whether kernels run on a GPU.
    pub fn on_gpu(&self) -> bool {
        self.runtime.device().is_some()
    }

    /// `llvmpipe (Vulkan)` or `CPU interpreter`.
    pub fn describe(&self) -> String {
        self.runtime.describe()
    }

    /// Number of compiled (kernel file, shape) programs in the cache.
    pub fn cached_programs(&self) -> usize {
        self.cache.borrow().len()
    }

    /// GPU kernel launches made so far by all cached programs.
    pub fn gpu_launches(&self) -> u64 {
        self.cache
            .borrow()
            .values()
            .map(Program::gpu_launches)
            .sum()
    }

    /// Calls `func` of kernel file `spec` at base sizes `sizes` with `args`, compiling
    /// the file for those sizes on first use.
    pub fn call(
        &self,
        spec: &'static KernelSpec,
        sizes: &[i64],
        func: &str,
        args: &[Arg<'_>],
    ) -> Result<Outputs> {
        let key = (spec.name, sizes.to_vec());
        let mut cache = self.cache.borrow_mut();
        if !cache.contains_key(&key) {
            let program = self.compile(spec, sizes)?;
            cache.insert(key.clone(), program);
        }
        let program = cache
            .get_mut(&key)
            .ok_or_else(|| KernelError::new("kernel cache lost an entry"))?;
        program.call(func, args).map_err(|e| {
            KernelError::new(format!(
                "{} [{}] @{func}: {}",
                spec.name,
                join_sizes(spec, sizes),
                e.render()
            ))
        })
    }

    fn compile(&self, spec: &'static KernelSpec, sizes: &[i64]) -> Result<Program> {
        let text = instantiate(spec, sizes)?;
        let what = format!("{} [{}]", spec.file, join_sizes(spec, sizes));
        let mut ctx = Context::new();
        let mut module = parse_source(&mut ctx, &text, spec.file, &ParseOptions::default())
            .map_err(|d| KernelError::new(format!("{what}: {:?}", d.0)))?;
        remove_main(&ctx, &mut module);
        let opts = CompileOptions::named(spec.file);
        self.runtime
            .compile(Source::Module(ctx, module), &opts)
            .map_err(|e| KernelError::new(format!("{what}: {}", e.render())))
    }
}

/// Erases the `@main` host function (the library calls the kernels directly).
fn remove_main(ctx: &Context, m: &mut Module) {
    let Some(sym) = ctx.lookup_ident("sym_name") else {
        return;
    };
    let mut mains = Vec::new();
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            let d = m.op(op);
            if d.kind == Some(OpKind::FuncFunc)
                && d.get_attr(sym).is_some_and(
                    |a| matches!(ctx.attr_kind(a), AttrKind::String { value, .. } if value.as_slice() == b"main"),
                )
            {
                mains.push(op);
            }
        });
    }
    for op in mains {
        m.erase_op(op);
    }
}

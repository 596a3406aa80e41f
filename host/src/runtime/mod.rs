//! The host runtime: run MLIR host programs whose `gpu.launch_func` ops dispatch kernels
//! on a GPU through wgpu.
//!
//! # Model
//!
//! A [`Runtime`] holds one device (or none: the CPU interpreter). [`Runtime::compile`]
//! parses and verifies a module (running the default GPU pipeline first when host code
//! still holds affine loops, see [`prepare`]) and returns
//! a [`Program`]. [`Program::call`] runs a function on the CPU interpreter; every
//! `gpu.launch_func` it reaches is compiled once with [`tessera_spirv::compile_kernel`]
//! and dispatched on the device:
//!
//! - memrefs used by kernels move to wgpu buffers on first use: storage buffers
//!   (`STORAGE | COPY_SRC | COPY_DST`) for the default/global memory space, uniform
//!   buffers for space `4`; workgroup and private memory need no host buffer;
//! - scalar kernel arguments and dynamic memref sizes travel as push constants, laid out
//!   as the kernel artifact says;
//! - host reads and writes of such memrefs (`memref.load`, `printMemref*`, copies,
//!   outputs) synchronise on demand: a stale host copy is downloaded, a stale device copy
//!   is uploaded before the next launch (see [`devmem`](self) docs);
//! - consecutive launches are queued and go out in one compute pass and one submit when
//!   the host needs data back or the call returns;
//! - `memref.dealloc` frees the device buffers with the host buffer.
//!
//! Without an adapter, [`Runtime::new`] falls back to the CPU interpreter and says why
//! in [`Runtime::fallback_reason`]; an explicit GPU backend fails instead.
//!
//! # Example
//!
//! ```
//! use tessera_host::runtime::{Buffer, CompileOptions, Runtime};
//!
//! let src = r#"
//! module attributes {gpu.container_module} {
//!   gpu.module @kernels {
//!     gpu.func @add(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) kernel
//!         attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
//!       %i = gpu.block_id x
//!       %x = memref.load %a[%i] : memref<4xf32>
//!       %y = memref.load %b[%i] : memref<4xf32>
//!       %s = arith.addf %x, %y : f32
//!       memref.store %s, %c[%i] : memref<4xf32>
//!       gpu.return
//!     }
//!   }
//!   func.func @main(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) {
//!     %one = arith.constant 1 : index
//!     %four = arith.constant 4 : index
//!     gpu.launch_func @kernels::@add blocks in (%four, %one, %one) threads in (%one, %one, %one)
//!         args(%a : memref<4xf32>, %b : memref<4xf32>, %c : memref<4xf32>)
//!     return
//!   }
//! }
//! "#;
//! // The best GPU, or the CPU interpreter when there is none.
//! let runtime = Runtime::new()?;
//! let mut program = runtime.compile(src, &CompileOptions::named("add.mlir"))?;
//! let a = Buffer::from_vec(vec![1.0f32, 2.0, 3.0, 4.0]);
//! let b = Buffer::from_vec(vec![10.0f32; 4]);
//! let c = Buffer::<f32>::zeros(&[4])?;
//! let out = program.call("main", &[(&a).into(), (&b).into(), (&c).into()])?;
//! assert_eq!(out.arg::<f32>(2)?.data(), &[11.0, 12.0, 13.0, 14.0]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod array;
mod devmem;
mod error;
pub(crate) mod kernels;
pub(crate) mod launch;
pub(crate) mod limits;
pub mod npy;
mod options;
pub mod prepare;
mod program;
mod values;

use std::rc::Rc;
use std::sync::Arc;

use tessera_lowering::interp::Interpreter;
use tessera_lowering::ir::{Context, Module};

pub use array::{shape_string, Buffer, DType, Element, HostArray};
pub use devmem::{KernelTiming, TimingLog};
pub use error::RuntimeError;
pub use kernels::to_binary;
pub use options::{parse_shader_path, Backend, CompileOptions, RuntimeOptions};
pub use program::Program;
pub use values::{Arg, Outputs, ParamType, Value};

use crate::gpu::{BackendChoice, GpuDevice, GpuError, GpuOptions, ShaderPath};
use devmem::Shared;
use kernels::{target_for, KernelCache};
use launch::GpuHooks;

/// Every `gpu.func` kernel of `m` with its launch symbol `module::func`, in program order.
pub fn kernel_list(ctx: &Context, m: &Module) -> Vec<(String, tessera_lowering::ir::Op)> {
    kernels::kernel_symbols(ctx, m)
}

/// What to compile: MLIR text, or an already-built module.
// A source is built once per compile and moved straight in: boxing the module would
// only add an allocation.
#[allow(clippy::large_enum_variant)]
pub enum Source {
    /// MLIR text.
    Text(String),
    /// A parsed module with its context (it is verified again).
    Module(Context, Module),
}

impl From<&str> for Source {
    fn from(s: &str) -> Self {
        Source::Text(s.to_string())
    }
}

impl From<String> for Source {
    fn from(s: String) -> Self {
        Source::Text(s)
    }
}

impl From<(Context, Module)> for Source {
    fn from((c, m): (Context, Module)) -> Self {
        Source::Module(c, m)
    }
}

/// Where programs run: one GPU device, or the CPU interpreter.
#[derive(Debug)]
pub struct Runtime {
    device: Option<Arc<GpuDevice>>,
    options: RuntimeOptions,
    fallback: Option<String>,
}

/// How to get a GPU when there is none.
pub const NO_GPU_HINT: &str =
    "install a Vulkan driver (e.g. `apt-get install mesa-vulkan-drivers` for the lavapipe software adapter)";

impl Runtime {
    /// The best GPU, or the CPU interpreter when no adapter exists (see
    /// [`fallback_reason`](Self::fallback_reason)).
    pub fn new() -> Result<Runtime, RuntimeError> {
        Self::with_options(RuntimeOptions::default())
    }

    /// The CPU interpreter.
    pub fn cpu() -> Runtime {
        Runtime {
            device: None,
            options: RuntimeOptions::cpu(),
            fallback: None,
        }
    }

    /// A runtime per `options`. With [`Backend::Auto`] a missing adapter falls back to
    /// the CPU, except when a shader path was asked for or `TESSERA_REQUIRE_GPU=1` is set
    /// (then it is an error, as it is with an explicit GPU backend).
    pub fn with_options(options: RuntimeOptions) -> Result<Runtime, RuntimeError> {
        let Some(choice) = options.backend.gpu_choice() else {
            return Ok(Runtime {
                device: None,
                options,
                fallback: None,
            });
        };
        // Auto tries only the backends the validation suite covers, Vulkan before GL: GL
        // adapters are the weakest, and probing EGL is slow and noisy on headless machines.
        let order: &[BackendChoice] = if choice == BackendChoice::Auto {
            &[BackendChoice::Vulkan, BackendChoice::Gl]
        } else {
            std::slice::from_ref(&choice)
        };
        let mut last = None;
        let mut seen: Vec<String> = Vec::new();
        for &backend in order {
            let gopts = GpuOptions {
                backend,
                adapter_name: options.adapter.clone(),
                required: options.required_features,
                optional: options.optional_features,
                limits: options.limits,
            };
            match GpuDevice::new(gopts) {
                Ok(dev) => {
                    return Ok(Runtime {
                        device: Some(Arc::new(dev)),
                        options,
                        fallback: None,
                    })
                }
                Err(e @ (GpuError::NoAdapter { .. } | GpuError::AdapterNotFound { .. })) => {
                    if let GpuError::AdapterNotFound { available, .. } = &e {
                        seen.extend(available.iter().cloned());
                    }
                    last = Some(e)
                }
                Err(e) => return Err(Self::open_error(options.backend, e)),
            }
        }
        match last {
            Some(GpuError::NoAdapter { .. })
                if options.backend == Backend::Auto
                    && options.adapter.is_none()
                    && options.shader_path.is_some() =>
            {
                Err(RuntimeError::msg(format!(
                    "no GPU adapter found (tried Vulkan and GL, the backends the validation suite covers), and shader path {} needs one; {NO_GPU_HINT}{}",
                    options.shader_path.map(|p| p.cli_name()).unwrap_or_default(),
                    unvalidated_adapters_hint()
                )))
            }
            Some(GpuError::NoAdapter { .. })
                if options.backend == Backend::Auto
                    && options.adapter.is_none()
                    && crate::gpu::gpu_required() =>
            {
                Err(RuntimeError::msg(format!(
                    "no GPU adapter found (tried Vulkan and GL, the backends the validation suite covers), and {}=1 forbids falling back to the CPU interpreter; {NO_GPU_HINT}{}",
                    crate::gpu::REQUIRE_GPU_ENV,
                    unvalidated_adapters_hint()
                )))
            }
            Some(GpuError::NoAdapter { .. })
                if options.backend == Backend::Auto && options.adapter.is_none() =>
            {
                Ok(Runtime {
                    device: None,
                    options,
                    fallback: Some(format!(
                        "no GPU adapter found (tried Vulkan and GL, the backends the validation suite covers); running on the CPU interpreter. To run on a GPU, {NO_GPU_HINT}{}; pass --backend cpu to silence this note",
                        unvalidated_adapters_hint()
                    )),
                })
            }
            Some(GpuError::AdapterNotFound { requested, .. }) if order.len() > 1 => {
                seen.dedup();
                Err(RuntimeError::msg(format!(
                    "cannot open a GPU for backend {}: no GPU adapter named like {requested:?} (available: {})",
                    options.backend,
                    if seen.is_empty() {
                        "none".to_string()
                    } else {
                        seen.join(", ")
                    }
                )))
            }
            Some(e) => Err(Self::open_error(options.backend, e)),
            None => Err(RuntimeError::msg("internal: no backend was tried")),
        }
    }

    fn open_error(backend: Backend, e: GpuError) -> RuntimeError {
        let hint = match e {
            GpuError::NoAdapter { .. } => format!("; {NO_GPU_HINT}"),
            _ => String::new(),
        };
        RuntimeError::msg(format!(
            "cannot open a GPU for backend {backend}: {e}{hint}"
        ))
    }

    /// A runtime on an already-open device.
    pub fn with_device(device: Arc<GpuDevice>, options: RuntimeOptions) -> Runtime {
        Runtime {
            device: Some(device),
            options,
            fallback: None,
        }
    }

    /// The device, when on a GPU.
    pub fn device(&self) -> Option<&Arc<GpuDevice>> {
        self.device.as_ref()
    }

    /// The options.
    pub fn options(&self) -> &RuntimeOptions {
        &self.options
    }

    /// Why [`Backend::Auto`] fell back to the CPU interpreter, if it did.
    pub fn fallback_reason(&self) -> Option<&str> {
        self.fallback.as_deref()
    }

    /// `llvmpipe (Vulkan), shader path passthrough` or `CPU interpreter`.
    pub fn describe(&self) -> String {
        match (&self.device, self.shader_path()) {
            (Some(d), Some(p)) => format!("{}, shader path {}", d.adapter().short(), p.cli_name()),
            (Some(d), None) => d.adapter().short(),
            (None, _) => "CPU interpreter".to_string(),
        }
    }

    /// The shader path kernels take on the device: the one asked for, else passthrough
    /// where the device allows it and SPIR-V through naga elsewhere; `None` on the CPU.
    pub fn shader_path(&self) -> Option<ShaderPath> {
        let d = self.device.as_ref()?;
        Some(d.shader_path_for(self.options.shader_path))
    }

    /// Parses (for text), verifies and prepares `source` for calls.
    pub fn compile(
        &self,
        source: impl Into<Source>,
        options: &CompileOptions,
    ) -> Result<Program, RuntimeError> {
        let mut p = match source.into() {
            Source::Text(t) => prepare::parse_and_verify(&t, &options.file_name)?,
            Source::Module(ctx, module) => {
                tessera_lowering::verify::verify(&ctx, &module)?;
                prepare::Prepared {
                    ctx,
                    module,
                    sources: Default::default(),
                    notes: Vec::new(),
                    host_loops: Vec::new(),
                }
            }
        };
        if let (Some(dev), true) = (&self.device, options.gpu_pipeline) {
            prepare::maybe_run_gpu_pipeline_with(
                &mut p,
                &prepare::gpu_target(dev),
                options.unchecked,
            )?;
        }
        let mut interp = Interpreter::new(&p.ctx, &p.module)
            .map_err(|d| RuntimeError::from_diags(d, Some(&p.sources)))?;
        interp.config.order = self.options.interp_order;
        interp.config.race_check = self.options.race_check;
        match &self.device {
            None => Ok(Program::new_cpu(interp, p.sources, p.notes)),
            Some(dev) => {
                let target = target_for(dev);
                let kernels = kernel_list(&p.ctx, &p.module);
                limits::check_module(&p.ctx, &p.module, &kernels, dev.limits(), target.index_bits)
                    .map_err(|d| RuntimeError::from_diags(d, Some(&p.sources)))?;
                let hooks = GpuHooks {
                    shared: Rc::new(Shared::new(Arc::clone(dev), self.options.timing)),
                    kernels: KernelCache::new(p.ctx, p.module, target, self.options.shader_path),
                    last_error: Default::default(),
                    launches: Default::default(),
                };
                let mut prog = Program::new_gpu(interp, hooks, p.sources, p.notes);
                prog.host_loops = p.host_loops;
                Ok(prog)
            }
        }
    }
}

/// `; Metal adapter X exists ...` when adapters of backends the suite does not cover exist
/// (auto does not pick them), else nothing.
fn unvalidated_adapters_hint() -> String {
    let others: Vec<String> = [BackendChoice::Metal, BackendChoice::Dx12]
        .into_iter()
        .flat_map(crate::gpu::enumerate_adapters)
        .map(|a| a.short())
        .collect();
    if others.is_empty() {
        String::new()
    } else {
        format!(
            "; adapters of backends the validation suite does not cover exist ({}): auto does not pick them, name one with --backend and check it with `tessera validate --backend`",
            others.join(", ")
        )
    }
}

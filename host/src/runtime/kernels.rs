//! Kernel compilation for the runtime: finding `gpu.func` kernels by symbol, compiling them
//! with [`tessera_spirv::compile_kernel`] for a [`Target`] derived from the device, and
//! creating one pipeline per kernel (cached for the program's lifetime; the device also
//! caches pipelines by content).
//!
//! # Shader paths
//!
//! With an explicit [`ShaderPath`] every kernel goes through it. Without one (the
//! default), kernels are handed to a Vulkan driver as raw SPIR-V
//! ([`ShaderPath::Passthrough`]) when the device allows it — Tessera's own SPIR-V, validated
//! by `spirv-val` in the test suite, keeps the loop shapes and register tiles that the
//! lowering chose (on lavapipe, naga's re-encoding of a register-tiled matmul runs about
//! 2× slower) — and otherwise through naga's SPIR-V front end ([`ShaderPath::Spirv`]).
//! Out-of-bounds safety does not depend on the path: the lowering guards every access it
//! cannot prove in bounds.

use std::collections::HashMap;
use std::rc::Rc;

use tessera_lowering::diag::Diagnostic;
use tessera_lowering::ir::{AttrKind, Context, Module, Op};
use tessera_spirv::{BufferStorage, Feature, Features, KernelArtifact, Target};

use crate::gpu::{
    BindingDesc, BindingKind, GpuDevice, KernelBinary, Pipeline, RequiredFeatures, ShaderPath,
};

/// A kernel ready to dispatch.
pub(crate) struct CompiledKernel {
    pub(crate) artifact: KernelArtifact,
    pub(crate) pipeline: Pipeline,
}

/// Why a kernel could not be prepared: a message for the launch site, the located
/// diagnostic from the back end when there is one, and what the device lacks when the
/// failure is a capability or limit of the device rather than a problem of the program.
#[derive(Clone, Debug)]
pub(crate) struct KernelError {
    pub(crate) message: String,
    pub(crate) diag: Option<Box<Diagnostic>>,
    pub(crate) target_lacks: Option<String>,
}

/// The kernels of one program and their compiled forms.
pub(crate) struct KernelCache {
    ctx: Context,
    module: Module,
    ops: HashMap<String, Op>,
    /// By symbol and whether `index` is forced to 64 bits.
    compiled: HashMap<(String, bool), Rc<CompiledKernel>>,
    /// The launch sites of `module`, indexed once (the module does not change here).
    launches: tessera_lowering::affine::launch_facts::LaunchIndex,
    target: Target,
    path: Option<ShaderPath>,
}

/// The `sym_name` of an op.
pub(crate) fn sym_name(ctx: &Context, m: &Module, op: Op) -> Option<String> {
    let id = ctx.lookup_ident("sym_name")?;
    match ctx.attr_kind(m.op(op).get_attr(id)?) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// Every kernel of `m` by its launch symbol `module::func`.
pub(crate) fn kernel_symbols(ctx: &Context, m: &Module) -> Vec<(String, Op)> {
    tessera_spirv::find_kernels(ctx, m)
        .into_iter()
        .filter_map(|k| {
            let f = sym_name(ctx, m, k)?;
            let module = m.parent_op(k).and_then(|p| sym_name(ctx, m, p))?;
            Some((format!("{module}::{f}"), k))
        })
        .collect()
}

/// The back-end target a device can run.
pub(crate) fn target_for(dev: &GpuDevice) -> Target {
    let f = dev.wgpu_features();
    let mut s = Features::NONE;
    let pairs = [
        (Feature::PushConstants, wgpu::Features::IMMEDIATES),
        (Feature::Float16, wgpu::Features::SHADER_F16),
        (Feature::Float64, wgpu::Features::SHADER_F64),
        (Feature::Int64, wgpu::Features::SHADER_INT64),
        (Feature::Subgroups, wgpu::Features::SUBGROUP),
        (
            Feature::FloatAtomicAdd,
            wgpu::Features::SHADER_FLOAT32_ATOMIC,
        ),
        (
            Feature::Int64Atomics,
            wgpu::Features::SHADER_INT64_ATOMIC_ALL_OPS,
        ),
    ];
    for (feat, flag) in pairs {
        if f.contains(flag) {
            s.insert(feat);
        }
    }
    // 8- and 16-bit integers are left out: the back end then emulates them in 32-bit
    // words, which every path (naga included) accepts. Native 8-bit storage would need
    // `storageBuffer8BitAccess`, which wgpu does not enable on the Vulkan device.
    Target {
        index_bits: 32,
        max_workgroups: dev.limits().max_compute_workgroups_per_dimension,
        supports: s,
        subgroup_min: dev.adapter().subgroup_min_size.max(1),
        require_naga: false,
    }
}

/// The host-side description of a compiled kernel.
pub fn to_binary(a: &KernelArtifact) -> KernelBinary {
    KernelBinary {
        name: a.name.clone(),
        spirv: a.spirv.clone(),
        wgsl: a.wgsl.clone(),
        workgroup_size: a.workgroup_size,
        bindings: a
            .bindings
            .iter()
            .map(|b| BindingDesc {
                binding: b.binding,
                kind: match b.storage {
                    BufferStorage::StorageBuffer => BindingKind::Storage {
                        read_only: b.read_only,
                    },
                    BufferStorage::Uniform => BindingKind::Uniform,
                    BufferStorage::Texture { width, height } => {
                        BindingKind::Texture { width, height }
                    }
                },
            })
            .collect(),
        immediate_size: a.push_constants.size,
        features: RequiredFeatures {
            f16: a.features.contains(Feature::Float16),
            f64: a.features.contains(Feature::Float64),
            i64: a.features.contains(Feature::Int64),
            subgroups: a.features.contains(Feature::Subgroups),
            immediates: a.features.contains(Feature::PushConstants),
            ..RequiredFeatures::NONE
        },
    }
}

impl KernelCache {
    /// Takes ownership of the module; kernels compile on first launch.
    pub(crate) fn new(
        ctx: Context,
        module: Module,
        target: Target,
        path: Option<ShaderPath>,
    ) -> Self {
        let ops = kernel_symbols(&ctx, &module).into_iter().collect();
        let launches = tessera_lowering::affine::launch_facts::LaunchIndex::new(&ctx, &module);
        KernelCache {
            ctx,
            module,
            ops,
            compiled: HashMap::new(),
            launches,
            target,
            path,
        }
    }

    /// The index width kernels are compiled for.
    pub(crate) fn index_bits(&self) -> u32 {
        self.target.index_bits
    }

    /// Whether the device can run kernels with 64-bit `index`.
    pub(crate) fn has_int64(&self) -> bool {
        self.target.supports.contains(Feature::Int64)
    }

    /// The compiled kernel `symbol` (`module::func`), compiling it on first use; `wide`
    /// compiles it with 64-bit `index` (for a launch whose arguments leave the range its
    /// 32-bit form is exact in).
    pub(crate) fn get(
        &mut self,
        dev: &GpuDevice,
        symbol: &str,
        wide: bool,
    ) -> Result<Rc<CompiledKernel>, KernelError> {
        if let Some(k) = self.compiled.get(&(symbol.to_string(), wide)) {
            return Ok(Rc::clone(k));
        }
        let shown = format!("@{}", symbol.replace("::", "::@"));
        let plain = |message: String| KernelError {
            message,
            diag: None,
            target_lacks: None,
        };
        let op = *self
            .ops
            .get(symbol)
            .ok_or_else(|| plain(format!("gpu.launch_func of unknown kernel {shown}")))?;
        let target = if wide {
            Target {
                index_bits: 64,
                ..self.target.clone()
            }
        } else {
            self.target.clone()
        };
        let artifact =
            tessera_spirv::compile_kernel_in(&self.ctx, &self.module, op, &target, &self.launches)
                .map_err(|e| {
                    let d = e.to_diagnostic();
                    KernelError {
                        target_lacks: e.target_lacks(),
                        message: format!(
                            "kernel {shown} cannot be compiled for the GPU: {}",
                            e.message()
                        ),
                        diag: Some(Box::new(Diagnostic {
                            message: format!(
                                "kernel {shown} cannot be compiled for the GPU: {}",
                                d.message
                            ),
                            ..d
                        })),
                    }
                })?;
        let path = dev.shader_path_for(self.path);
        if path != ShaderPath::Passthrough && artifact.wgsl.is_none() {
            let why = artifact.naga_error.clone().unwrap_or_default();
            return Err(plain(format!(
                "kernel {shown} cannot go through naga ({path}): {why}; raw SPIR-V needs a Vulkan device with PASSTHROUGH_SHADERS (`--shader-path passthrough`)"
            )));
        }
        let limits = dev.limits();
        let checked = super::limits::check_workgroup_size(&shown, artifact.workgroup_size, limits)
            .and_then(|()| {
                super::limits::check_bindings(
                    &shown,
                    &artifact.bindings,
                    limits.max_storage_buffers_per_shader_stage,
                    limits.max_uniform_buffers_per_shader_stage,
                )
            });
        if let Err((m, limit)) = checked {
            let loc = self.module.op(op).loc;
            return Err(KernelError {
                message: m.clone(),
                diag: Some(Box::new(Diagnostic::error_at(&self.ctx, loc, m))),
                target_lacks: Some(limit),
            });
        }
        let binary = to_binary(&artifact);
        let pipeline = dev
            .create_pipeline_checked(&binary, path, !artifact.bounds_proven)
            .map_err(|e| plain(format!("kernel {shown}: {e}")))?;
        let k = Rc::new(CompiledKernel { artifact, pipeline });
        self.compiled
            .insert((symbol.to_string(), wide), Rc::clone(&k));
        Ok(k)
    }
}

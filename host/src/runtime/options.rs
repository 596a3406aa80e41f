//! Options of the [`Runtime`](super::Runtime) and of [`compile`](super::Runtime::compile).

use std::fmt;

use tessera_lowering::interp::Order;

use crate::gpu::{BackendChoice, LimitOverrides, RequiredFeatures, ShaderPath};

/// Where programs run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Backend {
    /// The best GPU adapter; the CPU interpreter when there is none (with a note).
    #[default]
    Auto,
    /// The CPU interpreter only: `gpu.launch_func` runs kernels on the CPU.
    Cpu,
    /// Vulkan (also lavapipe); fails when there is no Vulkan adapter.
    Vulkan,
    /// Metal; fails when there is no Metal adapter.
    Metal,
    /// Direct3D 12; fails when there is no D3D12 adapter.
    Dx12,
    /// OpenGL / GLES; fails when there is no GL adapter.
    Gl,
}

impl Backend {
    /// The wgpu backend choice, `None` for [`Backend::Cpu`].
    pub fn gpu_choice(self) -> Option<BackendChoice> {
        Some(match self {
            Backend::Auto => BackendChoice::Auto,
            Backend::Cpu => return None,
            Backend::Vulkan => BackendChoice::Vulkan,
            Backend::Metal => BackendChoice::Metal,
            Backend::Dx12 => BackendChoice::Dx12,
            Backend::Gl => BackendChoice::Gl,
        })
    }
}

impl fmt::Display for Backend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Backend::Auto => "auto",
            Backend::Cpu => "cpu",
            Backend::Vulkan => "vulkan",
            Backend::Metal => "metal",
            Backend::Dx12 => "dx12",
            Backend::Gl => "gl",
        })
    }
}

impl std::str::FromStr for Backend {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(match s.to_ascii_lowercase().as_str() {
            "auto" => Backend::Auto,
            "cpu" | "interp" | "interpreter" => Backend::Cpu,
            "vulkan" | "vk" => Backend::Vulkan,
            "metal" | "mtl" => Backend::Metal,
            "dx12" | "d3d12" => Backend::Dx12,
            "gl" | "gles" | "opengl" => Backend::Gl,
            "all" => {
                return Err("backend 'all' is for `tessera validate` and `tessera devices`; name one backend (auto, cpu, vulkan, metal, dx12 or gl)".into())
            }
            other => {
                return Err(format!(
                    "unknown backend '{other}' (expected auto, cpu, vulkan, metal, dx12 or gl)"
                ))
            }
        })
    }
}

/// Parses a shader path name: `spirv`, `passthrough` or `wgsl`.
pub fn parse_shader_path(s: &str) -> Result<ShaderPath, String> {
    match s.to_ascii_lowercase().as_str() {
        "spirv" | "spv" | "naga" => Ok(ShaderPath::Spirv),
        "passthrough" | "raw" => Ok(ShaderPath::Passthrough),
        "wgsl" => Ok(ShaderPath::Wgsl),
        other => Err(format!(
            "unknown shader path '{other}' (expected spirv, passthrough or wgsl)"
        )),
    }
}

/// How to open the [`Runtime`](super::Runtime).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuntimeOptions {
    /// Where to run.
    pub backend: Backend,
    /// Case-insensitive substring of the adapter name to use.
    pub adapter: Option<String>,
    /// How kernels reach the driver; `None` = SPIR-V through naga, with raw SPIR-V
    /// (passthrough) for kernels naga cannot read when the device allows it.
    pub shader_path: Option<ShaderPath>,
    /// Collect per-kernel timing (GPU timestamps when the device has them).
    pub timing: bool,
    /// Features the device must have.
    pub required_features: RequiredFeatures,
    /// Features enabled when the adapter offers them (default: all Tessera knows).
    pub optional_features: RequiredFeatures,
    /// Device limit overrides (lower limits, e.g. to test limit errors).
    pub limits: LimitOverrides,
    /// The order in which the CPU interpreter runs the workgroups and invocations of
    /// kernels it runs (`--interp-order`).
    pub interp_order: Order,
    /// Check kernels the CPU interpreter runs for data races between invocations
    /// (`tessera validate` does on its lowered path).
    pub race_check: bool,
}

impl Default for RuntimeOptions {
    fn default() -> Self {
        RuntimeOptions {
            backend: Backend::Auto,
            adapter: None,
            shader_path: None,
            timing: false,
            required_features: RequiredFeatures::NONE,
            optional_features: RequiredFeatures::ALL,
            limits: LimitOverrides::default(),
            interp_order: Order::Forward,
            race_check: false,
        }
    }
}

impl RuntimeOptions {
    /// CPU-interpreter options.
    pub fn cpu() -> Self {
        RuntimeOptions {
            backend: Backend::Cpu,
            ..Self::default()
        }
    }
}

/// How to turn a source into a [`Program`](super::Program).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompileOptions {
    /// The file name used in diagnostics for text sources.
    pub file_name: String,
    /// Run the default GPU pipeline (`tessera-gpu-pipeline`) if host code holds affine
    /// loops and the runtime is on a GPU.
    pub gpu_pipeline: bool,
    /// Leave kernel memory accesses that `tessera-bounds-check` cannot prove in bounds
    /// unguarded (`--unchecked`); naga's runtime checks still cover unproven kernels.
    pub unchecked: bool,
}

impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions {
            file_name: "<input>".to_string(),
            gpu_pipeline: true,
            unchecked: false,
        }
    }
}

impl CompileOptions {
    /// Default options naming the source `file` in diagnostics.
    pub fn named(file: &str) -> Self {
        CompileOptions {
            file_name: file.to_string(),
            ..Self::default()
        }
    }
}

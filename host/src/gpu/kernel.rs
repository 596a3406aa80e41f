//! The kernel interface between Tessera's SPIR-V back end and the runtime.

use std::collections::hash_map::DefaultHasher;
use std::fmt;
use std::hash::{Hash, Hasher};

use super::RequiredFeatures;

/// A compiled compute kernel, as produced by the back end.
///
/// Bindings all live in descriptor set 0 (`@group(0)`); `bindings[i]` describes
/// binding number `bindings[i].binding`, and dispatches pass buffers in the same order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct KernelBinary {
    /// Entry point name.
    pub name: String,
    /// SPIR-V words (used by [`ShaderPath::Spirv`] and [`ShaderPath::Passthrough`]).
    pub spirv: Vec<u32>,
    /// WGSL text (used by [`ShaderPath::Wgsl`]).
    pub wgsl: Option<String>,
    /// `local_size` / `@workgroup_size` of the entry point.
    pub workgroup_size: [u32; 3],
    /// Set-0 bindings, in the order dispatches supply buffers.
    pub bindings: Vec<BindingDesc>,
    /// Bytes of immediates (push constants); 0 = none. Must be a multiple of 4.
    pub immediate_size: u32,
    /// Optional GPU features the kernel uses.
    pub features: RequiredFeatures,
}

/// One buffer binding of a kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BindingDesc {
    /// Binding number within set 0.
    pub binding: u32,
    /// What kind of buffer it is.
    pub kind: BindingKind,
}

/// The kind of a buffer binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BindingKind {
    /// A storage buffer (`var<storage, read>` / `var<storage, read_write>`).
    Storage {
        /// Whether the kernel only reads it.
        read_only: bool,
    },
    /// A uniform buffer (`var<uniform>`).
    Uniform,
    /// A sampled `Rgba32Float` 2D texture of `width` x `height` texels
    /// (`texture_2d<f32>`, unfilterable), filled from a storage buffer before dispatch.
    Texture {
        /// Texels per row.
        width: u32,
        /// Rows.
        height: u32,
    },
}

/// How a kernel's code reaches the driver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShaderPath {
    /// SPIR-V parsed and validated by naga, then re-emitted for the backend
    /// (`wgpu::ShaderSource::SpirV`). Works on every backend.
    Spirv,
    /// Raw SPIR-V given to the Vulkan driver as is
    /// (`Device::create_shader_module_passthrough`), only on Vulkan devices with
    /// `Features::PASSTHROUGH_SHADERS`. The SPIR-V is trusted: it is not validated
    /// beyond its header, so it must come from Tessera's own back end.
    Passthrough,
    /// WGSL text through naga (`wgpu::ShaderSource::Wgsl`).
    Wgsl,
}

impl ShaderPath {
    /// The name `--shader-path` takes: `spirv`, `passthrough` or `wgsl`.
    pub fn cli_name(self) -> &'static str {
        match self {
            ShaderPath::Spirv => "spirv",
            ShaderPath::Passthrough => "passthrough",
            ShaderPath::Wgsl => "wgsl",
        }
    }
}

impl fmt::Display for ShaderPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ShaderPath::Spirv => "spirv (naga)",
            ShaderPath::Passthrough => "spirv passthrough",
            ShaderPath::Wgsl => "wgsl",
        })
    }
}

impl BindingDesc {
    /// A read-only storage buffer at `binding`.
    pub fn storage_read(binding: u32) -> Self {
        BindingDesc {
            binding,
            kind: BindingKind::Storage { read_only: true },
        }
    }

    /// A read-write storage buffer at `binding`.
    pub fn storage_rw(binding: u32) -> Self {
        BindingDesc {
            binding,
            kind: BindingKind::Storage { read_only: false },
        }
    }

    /// A uniform buffer at `binding`.
    pub fn uniform(binding: u32) -> Self {
        BindingDesc {
            binding,
            kind: BindingKind::Uniform,
        }
    }
}

impl KernelBinary {
    /// A hash of everything that affects compilation (used as the pipeline cache key).
    pub fn content_hash(&self) -> u64 {
        let mut h = DefaultHasher::new();
        self.hash(&mut h);
        h.finish()
    }
}

/// The first word of every SPIR-V module.
pub(crate) const SPIRV_MAGIC: u32 = 0x0723_0203;

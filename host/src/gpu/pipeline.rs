//! Compute pipeline creation and the per-device pipeline cache.

use std::borrow::Cow;
use std::fmt;
use std::sync::Arc;

use super::device::lock;
use super::error::{GpuError, GpuResult};
use super::kernel::{BindingDesc, BindingKind, KernelBinary, ShaderPath, SPIRV_MAGIC};
use super::{GpuDevice, RequiredFeatures};

/// A compiled compute pipeline for one kernel and one [`ShaderPath`].
///
/// Cheap to clone; the device's cache holds one per `(kernel content, path)`.
#[derive(Clone)]
pub struct Pipeline {
    pub(crate) inner: Arc<PipelineInner>,
}

pub(crate) struct PipelineInner {
    pub(crate) name: String,
    pub(crate) path: ShaderPath,
    pub(crate) workgroup_size: [u32; 3],
    pub(crate) bindings: Vec<BindingDesc>,
    pub(crate) immediate_size: u32,
    pub(crate) content_hash: u64,
    pub(crate) pipeline: wgpu::ComputePipeline,
    pub(crate) layout: wgpu::BindGroupLayout,
}

impl fmt::Debug for Pipeline {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Pipeline")
            .field("name", &self.inner.name)
            .field("path", &self.inner.path)
            .field("workgroup_size", &self.inner.workgroup_size)
            .field("bindings", &self.inner.bindings)
            .field("immediate_size", &self.inner.immediate_size)
            .finish_non_exhaustive()
    }
}

impl Pipeline {
    /// Kernel entry point name.
    pub fn name(&self) -> &str {
        &self.inner.name
    }

    /// The path the kernel was compiled through.
    pub fn path(&self) -> ShaderPath {
        self.inner.path
    }

    /// The kernel's workgroup size.
    pub fn workgroup_size(&self) -> [u32; 3] {
        self.inner.workgroup_size
    }

    /// The kernel's bindings, in dispatch order.
    pub fn bindings(&self) -> &[BindingDesc] {
        &self.inner.bindings
    }

    /// Bytes of immediates each dispatch must supply.
    pub fn immediate_size(&self) -> u32 {
        self.inner.immediate_size
    }

    /// [`KernelBinary::content_hash`] of the source kernel.
    pub fn content_hash(&self) -> u64 {
        self.inner.content_hash
    }

    /// The wgpu pipeline, for callers that bind and dispatch themselves (tests binding
    /// sub-ranges of buffers).
    pub fn raw(&self) -> &wgpu::ComputePipeline {
        &self.inner.pipeline
    }

    /// The layout of bind group 0 (one entry per [`Pipeline::bindings`]).
    pub fn raw_bind_group_layout(&self) -> &wgpu::BindGroupLayout {
        &self.inner.layout
    }

    /// Whether two handles share the same compiled pipeline.
    pub fn same_as(&self, other: &Pipeline) -> bool {
        Arc::ptr_eq(&self.inner, &other.inner)
    }
}

/// Salt of the cache key of pipelines created without runtime bounds checks, so that a
/// kernel compiled both ways gets two pipelines.
const UNCHECKED_SALT: u64 = 0x9e37_79b9_7f4a_7c15;

/// The bind-group-layout entry type of a binding.
///
/// A texture binding is an unfilterable `texture_2d<f32>` read with `textureLoad`
/// (`OpImageFetch`), never through a sampler.
pub(crate) fn binding_type(kind: BindingKind) -> wgpu::BindingType {
    let buffer = |ty| wgpu::BindingType::Buffer {
        ty,
        has_dynamic_offset: false,
        min_binding_size: None,
    };
    match kind {
        BindingKind::Storage { read_only } => {
            buffer(wgpu::BufferBindingType::Storage { read_only })
        }
        BindingKind::Uniform => buffer(wgpu::BufferBindingType::Uniform),
        BindingKind::Texture { .. } => wgpu::BindingType::Texture {
            sample_type: wgpu::TextureSampleType::Float { filterable: false },
            view_dimension: wgpu::TextureViewDimension::D2,
            multisampled: false,
        },
    }
}

/// Bytes per texel of a texture binding (`Rgba32Float`).
pub(crate) const TEXEL_BYTES: u64 = 16;

/// Checks the shape of a `width` x `height` texture binding: both non-zero and at most
/// `max_dim` (`max_texture_dimension_2d`), and rows of `width * 16` bytes a multiple of
/// wgpu's copy alignment (256), so a buffer can be copied into it row by row.
pub(crate) fn texture_shape_ok(width: u32, height: u32, max_dim: u32) -> Result<(), String> {
    if width == 0 || height == 0 {
        return Err(format!("texture of {width}x{height} texels is empty"));
    }
    if width > max_dim || height > max_dim {
        return Err(format!(
            "texture of {width}x{height} texels exceeds device limit max_texture_dimension_2d = {max_dim}"
        ));
    }
    let row = u64::from(width) * TEXEL_BYTES;
    let align = u64::from(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT);
    if !row.is_multiple_of(align) {
        return Err(format!(
            "texture rows of {width} texels are {row} bytes, not a multiple of {align} (wgpu's buffer-to-texture copy alignment); the innermost memref dimension must be a multiple of 64"
        ));
    }
    Ok(())
}

impl GpuDevice {
    /// Compiles `kernel` through `path`, or returns the cached pipeline if this
    /// exact kernel was compiled through `path` before. The shader keeps wgpu's runtime
    /// bounds checks (naga's, on the SPIR-V and WGSL paths).
    pub fn create_pipeline(&self, kernel: &KernelBinary, path: ShaderPath) -> GpuResult<Pipeline> {
        self.create_pipeline_checked(kernel, path, true)
    }

    /// [`GpuDevice::create_pipeline`] with a choice of runtime bounds checks. With
    /// `bounds_checks = false` the shader module is created with
    /// `Device::create_shader_module_trusted` and bounds checks off (other runtime checks
    /// stay on); pass it only for kernels whose every memory access the compiler proved in
    /// bounds (`tessera_spirv::KernelArtifact::bounds_proven`). The passthrough path never
    /// has naga checks.
    pub fn create_pipeline_checked(
        &self,
        kernel: &KernelBinary,
        path: ShaderPath,
        bounds_checks: bool,
    ) -> GpuResult<Pipeline> {
        self.check_alive()?;
        let hash = kernel.content_hash();
        let key = if bounds_checks || path == ShaderPath::Passthrough {
            hash
        } else {
            hash ^ UNCHECKED_SALT
        };
        if let Some(p) = lock(&self.pipelines).get(&(key, path)) {
            return Ok(p.clone());
        }
        self.check_kernel(kernel, path)?;
        let pipeline = self.build_pipeline(kernel, path, hash, bounds_checks)?;
        // Another thread may have raced us; keep whichever landed first.
        let mut cache = lock(&self.pipelines);
        Ok(cache.entry((key, path)).or_insert(pipeline).clone())
    }

    /// Number of pipelines in the cache.
    pub fn cached_pipelines(&self) -> usize {
        lock(&self.pipelines).len()
    }

    fn check_kernel(&self, kernel: &KernelBinary, path: ShaderPath) -> GpuResult<()> {
        let name = &kernel.name;
        let invalid = |message: String| GpuError::InvalidKernel {
            kernel: name.clone(),
            message,
        };
        if name.is_empty() {
            return Err(invalid("empty entry point name".into()));
        }
        // Features: the kernel's own, plus immediates when it has any.
        let needed = kernel.features.union(&RequiredFeatures {
            immediates: kernel.immediate_size > 0,
            ..RequiredFeatures::NONE
        });
        if let Some((feature, wgpu_name)) = needed.missing_from(self.features).first() {
            return Err(GpuError::KernelNeedsFeature {
                kernel: name.clone(),
                feature,
                wgpu_name,
                adapter: self.report.name.clone(),
                adapter_has: self.report.features.iter().any(|f| f == wgpu_name),
            });
        }
        let l = &self.limits;
        let limit = |what: String, requested: u64, limit: &'static str, value: u64| {
            if requested > value {
                Err(GpuError::KernelLimit {
                    kernel: name.clone(),
                    what,
                    requested,
                    limit,
                    value,
                })
            } else {
                Ok(())
            }
        };
        let [x, y, z] = kernel.workgroup_size;
        if x == 0 || y == 0 || z == 0 {
            return Err(invalid(format!(
                "workgroup size {:?} has a zero dimension",
                kernel.workgroup_size
            )));
        }
        limit(
            "workgroup_size.x".into(),
            x.into(),
            "max_compute_workgroup_size_x",
            l.max_compute_workgroup_size_x.into(),
        )?;
        limit(
            "workgroup_size.y".into(),
            y.into(),
            "max_compute_workgroup_size_y",
            l.max_compute_workgroup_size_y.into(),
        )?;
        limit(
            "workgroup_size.z".into(),
            z.into(),
            "max_compute_workgroup_size_z",
            l.max_compute_workgroup_size_z.into(),
        )?;
        limit(
            format!("invocations per workgroup ({x}*{y}*{z})"),
            u64::from(x) * u64::from(y) * u64::from(z),
            "max_compute_invocations_per_workgroup",
            l.max_compute_invocations_per_workgroup.into(),
        )?;
        if !kernel.immediate_size.is_multiple_of(4) {
            return Err(invalid(format!(
                "immediate_size {} is not a multiple of 4",
                kernel.immediate_size
            )));
        }
        limit(
            "immediate_size".into(),
            kernel.immediate_size.into(),
            "max_immediate_size",
            l.max_immediate_size.into(),
        )?;
        let textures = kernel
            .bindings
            .iter()
            .filter(|b| matches!(b.kind, BindingKind::Texture { .. }))
            .count();
        limit(
            "texture bindings".into(),
            textures as u64,
            "max_sampled_textures_per_shader_stage",
            l.max_sampled_textures_per_shader_stage.into(),
        )?;
        let mut seen = std::collections::HashSet::new();
        for b in &kernel.bindings {
            if !seen.insert(b.binding) {
                return Err(invalid(format!("binding {} is listed twice", b.binding)));
            }
            if let BindingKind::Texture { width, height } = b.kind {
                texture_shape_ok(width, height, self.limits.max_texture_dimension_2d)
                    .map_err(|m| invalid(format!("binding {}: {m}", b.binding)))?;
            }
        }
        let unavailable = |reason: String| GpuError::PathUnavailable {
            kernel: name.clone(),
            path: path.to_string(),
            reason,
        };
        match path {
            ShaderPath::Wgsl => {
                if kernel.wgsl.is_none() {
                    return Err(unavailable("the kernel has no WGSL text".into()));
                }
            }
            ShaderPath::Spirv | ShaderPath::Passthrough => {
                if kernel.spirv.first() != Some(&SPIRV_MAGIC) || kernel.spirv.len() < 5 {
                    return Err(unavailable(
                        "the kernel has no SPIR-V module (missing or bad magic number/header)"
                            .into(),
                    ));
                }
                if path == ShaderPath::Passthrough && !self.supports(path) {
                    return Err(unavailable(format!(
                        "needs a Vulkan device with PASSTHROUGH_SHADERS; adapter {} {}",
                        self.report.short(),
                        if self.report.backend != wgpu::Backend::Vulkan {
                            "is not Vulkan"
                        } else if self.report.tessera_features.passthrough {
                            "has it but the device was created without it (enable GpuOptions::optional.passthrough)"
                        } else {
                            "does not offer it"
                        }
                    )));
                }
            }
        }
        Ok(())
    }

    /// `spirv` with `DenormPreserve` and `SignedZeroInfNanPreserve` for each float width
    /// it declares that the device preserves (see [`super::float_controls`]).
    fn with_float_controls(&self, spirv: &[u32]) -> Result<Vec<u32>, String> {
        let fc = &self.report.float_controls;
        if fc.denorm_preserve.is_empty() && fc.signed_zero_inf_nan_preserve.is_empty() {
            return Ok(spirv.to_vec());
        }
        tessera_spirv::float_controls::with_float_controls(
            spirv,
            &fc.denorm_preserve,
            &fc.signed_zero_inf_nan_preserve,
        )
        .map_err(|e| e.to_string())
    }

    fn build_pipeline(
        &self,
        kernel: &KernelBinary,
        path: ShaderPath,
        hash: u64,
        bounds_checks: bool,
    ) -> GpuResult<Pipeline> {
        let name = &kernel.name;
        let pipeline_err = |e: GpuError| GpuError::Pipeline {
            kernel: name.clone(),
            message: e.message(),
        };
        let entries: Vec<wgpu::BindGroupLayoutEntry> = kernel
            .bindings
            .iter()
            .map(|b| wgpu::BindGroupLayoutEntry {
                binding: b.binding,
                visibility: wgpu::ShaderStages::COMPUTE,
                ty: binding_type(b.kind),
                count: None,
            })
            .collect();
        let (bgl, layout) = self
            .scoped("pipeline layout creation", |d| {
                let bgl = d.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                    label: Some(name),
                    entries: &entries,
                });
                let layout = d.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
                    label: Some(name),
                    bind_group_layouts: &[Some(&bgl)],
                    immediate_size: kernel.immediate_size,
                });
                (bgl, layout)
            })
            .map_err(pipeline_err)?;

        let checks = wgpu::ShaderRuntimeChecks {
            bounds_checks,
            ..wgpu::ShaderRuntimeChecks::checked()
        };
        let naga_module = |d: &wgpu::Device, desc: wgpu::ShaderModuleDescriptor<'_>| {
            if bounds_checks {
                d.create_shader_module(desc)
            } else {
                // SAFETY: `bounds_checks = false` is documented on
                // `create_pipeline_checked` as reserved for kernels whose accesses
                // Tessera proved in bounds (`tessera-bounds-check`); every other
                // runtime check stays on.
                unsafe { d.create_shader_module_trusted(desc, checks) }
            }
        };
        // IEEE denormals, signed zeros, NaN and infinities where the device keeps them
        // under float controls (NVIDIA's driver flushes f32 denormals and ignores the
        // sign of zeros otherwise).
        let passthrough_words = if path == ShaderPath::Passthrough {
            self.with_float_controls(&kernel.spirv)
                .map_err(|message| GpuError::ShaderCompile {
                    kernel: name.clone(),
                    path: path.to_string(),
                    message,
                })?
        } else {
            Vec::new()
        };
        let module = self
            .scoped("shader module creation", |d| match path {
                ShaderPath::Wgsl => naga_module(
                    d,
                    wgpu::ShaderModuleDescriptor {
                        label: Some(name),
                        source: wgpu::ShaderSource::Wgsl(Cow::Borrowed(
                            kernel.wgsl.as_deref().unwrap_or_default(),
                        )),
                    },
                ),
                ShaderPath::Spirv => naga_module(
                    d,
                    wgpu::ShaderModuleDescriptor {
                        label: Some(name),
                        source: wgpu::ShaderSource::SpirV(Cow::Borrowed(&kernel.spirv)),
                    },
                ),
                ShaderPath::Passthrough => {
                    let desc = wgpu::ShaderModuleDescriptorPassthrough {
                        label: Some(name),
                        entry_points: Cow::Owned(vec![wgpu::PassthroughShaderEntryPoint {
                            name: Cow::Borrowed(name),
                            workgroup_size: (
                                kernel.workgroup_size[0],
                                kernel.workgroup_size[1],
                                kernel.workgroup_size[2],
                            ),
                        }]),
                        spirv: Some(Cow::Borrowed(&passthrough_words)),
                        ..Default::default()
                    };
                    // SAFETY: passthrough is opt-in (device feature) and documented on
                    // `ShaderPath::Passthrough` as trusting the SPIR-V, which comes
                    // from Tessera's own back end; the header was checked above and
                    // the explicit layout matches the kernel's declared bindings.
                    unsafe { d.create_shader_module_passthrough(desc) }
                }
            })
            .map_err(|e| GpuError::ShaderCompile {
                kernel: name.clone(),
                path: path.to_string(),
                message: e.message(),
            })?;

        // naga's WGSL writer renames an entry point whose name ends in a digit or is a
        // WGSL keyword (`lanes4` becomes `lanes4_`): on the WGSL path, the kernel's entry
        // point is the module's entry point of that name or of that name plus `_`.
        let entry = match (path, kernel.wgsl.as_deref()) {
            (ShaderPath::Wgsl, Some(text)) => wgsl_entry_point(text, name),
            _ => name.clone(),
        };
        let pipeline = self
            .scoped("compute pipeline creation", |d| {
                d.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
                    label: Some(name),
                    layout: Some(&layout),
                    module: &module,
                    entry_point: Some(&entry),
                    compilation_options: wgpu::PipelineCompilationOptions::default(),
                    cache: self.pipeline_cache.as_ref(),
                })
            })
            .map_err(pipeline_err)?;

        Ok(Pipeline {
            inner: Arc::new(PipelineInner {
                name: name.clone(),
                path,
                workgroup_size: kernel.workgroup_size,
                bindings: kernel.bindings.clone(),
                immediate_size: kernel.immediate_size,
                content_hash: hash,
                pipeline,
                layout: bgl,
            }),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texture_shapes() {
        assert!(texture_shape_ok(16, 1, 8192).is_ok());
        assert!(texture_shape_ok(256, 1024, 8192).is_ok());
        let e = texture_shape_ok(8, 4, 8192).unwrap_err();
        assert!(e.contains("128 bytes, not a multiple of 256"), "{e}");
        let e = texture_shape_ok(16, 8193, 8192).unwrap_err();
        assert!(e.contains("max_texture_dimension_2d = 8192"), "{e}");
        let e = texture_shape_ok(0, 1, 8192).unwrap_err();
        assert!(e.contains("empty"), "{e}");
    }

    #[test]
    fn texture_bindings_are_unfilterable_2d_textures() {
        let t = binding_type(BindingKind::Texture {
            width: 16,
            height: 2,
        });
        assert_eq!(
            t,
            wgpu::BindingType::Texture {
                sample_type: wgpu::TextureSampleType::Float { filterable: false },
                view_dimension: wgpu::TextureViewDimension::D2,
                multisampled: false,
            }
        );
    }
}

/// The entry point of WGSL `text` that stands for the kernel `name`: `name` itself, or
/// `name_` when naga's writer renamed it. Any other text (or one that does not parse, which
/// shader creation reports) gives `name`, so that a mismatch is still an error.
pub(crate) fn wgsl_entry_point(text: &str, name: &str) -> String {
    let renamed = format!("{name}_");
    match naga::front::wgsl::parse_str(text) {
        Ok(m) => {
            let has = |n: &str| m.entry_points.iter().any(|e| e.name == n);
            if !has(name) && has(&renamed) {
                renamed
            } else {
                name.to_string()
            }
        }
        Err(_) => name.to_string(),
    }
}

#[cfg(test)]
mod entry_tests {
    use super::wgsl_entry_point;

    #[test]
    fn a_renamed_entry_point_is_found_and_a_wrong_name_is_kept() {
        let wgsl = "@compute @workgroup_size(1) fn lanes4_() {}";
        assert_eq!(wgsl_entry_point(wgsl, "lanes4"), "lanes4_");
        let plain = "@compute @workgroup_size(1) fn double() {}";
        assert_eq!(wgsl_entry_point(plain, "double"), "double");
        // Not this kernel's entry point: the name stays, and pipeline creation reports it.
        assert_eq!(wgsl_entry_point(plain, "nope"), "nope");
        assert_eq!(wgsl_entry_point("fn (", "x"), "x");
    }
}

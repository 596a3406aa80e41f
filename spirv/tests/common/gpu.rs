//! A wgpu device for the tests that run kernels on the adapter, and one dispatch with
//! storage buffers given and read back as bytes (and, for kernels with `tessera.textures`
//! arguments, `Rgba32Float` textures filled from a memref's bytes).

/// Whether `TESSERA_REQUIRE_GPU=1` is set: then no GPU test may skip anything.
pub fn gpu_required() -> bool {
    std::env::var("TESSERA_REQUIRE_GPU").as_deref() == Ok("1")
}

/// Skips part of a test with a visible `SKIPPED:` line, or fails under
/// `TESSERA_REQUIRE_GPU=1`, where everything must run.
pub fn skip(what: &str) {
    assert!(!gpu_required(), "TESSERA_REQUIRE_GPU=1 but {what}");
    // Straight to stderr: libtest would hide an `eprintln!` of a passing test.
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "SKIPPED: {what}");
}

/// The default adapter's device, with the `wanted` features it has.
pub struct Gpu {
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    /// Adapter name and backend, for messages.
    pub name: String,
    /// The features requested (those of `wanted` the adapter has).
    pub features: wgpu::Features,
}

/// Opens the default adapter (`None` when there is none), asking for the features of
/// `wanted` that it has and for its own limits.
pub fn gpu(label: &str, wanted: wgpu::Features) -> Option<Gpu> {
    let mut desc = wgpu::InstanceDescriptor::new_without_display_handle();
    desc.backends = wgpu::Backends::all();
    let inst = wgpu::Instance::new(desc);
    let adapter = pollster::block_on(inst.request_adapter(&wgpu::RequestAdapterOptions {
        power_preference: wgpu::PowerPreference::HighPerformance,
        ..Default::default()
    }))
    .ok()?;
    let name = format!(
        "{} ({:?})",
        adapter.get_info().name,
        adapter.get_info().backend
    );
    let features = adapter.features() & wanted;
    let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
        label: Some(label),
        required_features: features,
        required_limits: adapter.limits(),
        experimental_features: wgpu::ExperimentalFeatures::disabled(),
        memory_hints: wgpu::MemoryHints::Performance,
        trace: wgpu::Trace::Off,
    }))
    .ok()?;
    Some(Gpu {
        device,
        queue,
        name,
        features,
    })
}

/// Runs `groups` workgroups of `pipeline` with one storage buffer per element of
/// `buffers` (binding = position in `layout`, sizes padded to 4 bytes as the host does)
/// and returns their contents afterwards, each as long as it was given.
pub fn run(
    g: &Gpu,
    pipeline: &wgpu::ComputePipeline,
    layout: &wgpu::BindGroupLayout,
    buffers: &[Vec<u8>],
    groups: [u32; 3],
) -> Vec<Vec<u8>> {
    let bindings: Vec<Binding<'_>> = buffers.iter().map(|b| Binding::Buffer(b)).collect();
    run_bindings(g, pipeline, layout, &bindings, groups)
}

/// What one binding of [`run_bindings`] holds.
pub enum Binding<'a> {
    /// A storage buffer with these bytes.
    Buffer(&'a [u8]),
    /// A `width x height` `Rgba32Float` texture (a `tessera.textures` argument) with
    /// these bytes, row-major: 16 bytes per texel.
    Texture {
        width: u32,
        height: u32,
        data: &'a [u8],
    },
}

/// The layout entry of a binding of kernel `b` as the host declares it: a storage buffer,
/// a uniform buffer, or a `texture_2d<f32>` (non-filterable float, no sampler).
pub fn layout_entry(b: &tessera_spirv::BindingInfo) -> wgpu::BindGroupLayoutEntry {
    let ty = match b.storage {
        tessera_spirv::BufferStorage::StorageBuffer => wgpu::BindingType::Buffer {
            ty: wgpu::BufferBindingType::Storage {
                read_only: b.read_only,
            },
            has_dynamic_offset: false,
            min_binding_size: None,
        },
        tessera_spirv::BufferStorage::Uniform => wgpu::BindingType::Buffer {
            ty: wgpu::BufferBindingType::Uniform,
            has_dynamic_offset: false,
            min_binding_size: None,
        },
        tessera_spirv::BufferStorage::Texture { .. } => wgpu::BindingType::Texture {
            sample_type: wgpu::TextureSampleType::Float { filterable: false },
            view_dimension: wgpu::TextureViewDimension::D2,
            multisampled: false,
        },
    };
    wgpu::BindGroupLayoutEntry {
        binding: b.binding,
        visibility: wgpu::ShaderStages::COMPUTE,
        ty,
        count: None,
    }
}

/// [`run`] with textures: binding `k` of `layout` is `bindings[k]`. A texture is created
/// `Rgba32Float`, filled with `write_texture` and bound through its view. Returns the
/// contents of the storage buffers afterwards and the bytes of each texture as given.
pub fn run_bindings(
    g: &Gpu,
    pipeline: &wgpu::ComputePipeline,
    layout: &wgpu::BindGroupLayout,
    bindings: &[Binding<'_>],
    groups: [u32; 3],
) -> Vec<Vec<u8>> {
    let d = &g.device;
    let empty: &[u8] = &[];
    let buffers: Vec<&[u8]> = bindings
        .iter()
        .map(|b| match b {
            Binding::Buffer(data) => *data,
            Binding::Texture { .. } => empty,
        })
        .collect();
    let views: Vec<Option<wgpu::TextureView>> = bindings
        .iter()
        .map(|b| match b {
            Binding::Buffer(_) => None,
            Binding::Texture {
                width,
                height,
                data,
            } => {
                let size = wgpu::Extent3d {
                    width: *width,
                    height: *height,
                    depth_or_array_layers: 1,
                };
                let t = d.create_texture(&wgpu::TextureDescriptor {
                    label: None,
                    size,
                    mip_level_count: 1,
                    sample_count: 1,
                    dimension: wgpu::TextureDimension::D2,
                    format: wgpu::TextureFormat::Rgba32Float,
                    usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
                    view_formats: &[],
                });
                assert_eq!(
                    data.len() as u64,
                    u64::from(*width) * u64::from(*height) * 16,
                    "texture bytes"
                );
                g.queue.write_texture(
                    wgpu::TexelCopyTextureInfo {
                        texture: &t,
                        mip_level: 0,
                        origin: wgpu::Origin3d::ZERO,
                        aspect: wgpu::TextureAspect::All,
                    },
                    data,
                    wgpu::TexelCopyBufferLayout {
                        offset: 0,
                        bytes_per_row: Some(width * 16),
                        rows_per_image: Some(*height),
                    },
                    size,
                );
                Some(t.create_view(&wgpu::TextureViewDescriptor::default()))
            }
        })
        .collect();
    let bufs: Vec<(wgpu::Buffer, u64)> = buffers
        .iter()
        .map(|data| {
            let size = ((data.len() as u64).div_ceil(4) * 4).max(4);
            let b = d.create_buffer(&wgpu::BufferDescriptor {
                label: None,
                size,
                usage: wgpu::BufferUsages::STORAGE
                    | wgpu::BufferUsages::COPY_SRC
                    | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            let mut padded = data.to_vec();
            padded.resize(size as usize, 0);
            g.queue.write_buffer(&b, 0, &padded);
            (b, size)
        })
        .collect();
    let entries: Vec<wgpu::BindGroupEntry<'_>> = bufs
        .iter()
        .enumerate()
        .zip(&views)
        .map(|((k, (b, _)), view)| wgpu::BindGroupEntry {
            binding: k as u32,
            resource: match view {
                Some(v) => wgpu::BindingResource::TextureView(v),
                None => b.as_entire_binding(),
            },
        })
        .collect();
    let bg = d.create_bind_group(&wgpu::BindGroupDescriptor {
        label: None,
        layout,
        entries: &entries,
    });
    let mut enc = d.create_command_encoder(&wgpu::CommandEncoderDescriptor { label: None });
    {
        let mut pass = enc.begin_compute_pass(&wgpu::ComputePassDescriptor {
            label: None,
            timestamp_writes: None,
        });
        pass.set_pipeline(pipeline);
        pass.set_bind_group(0, &bg, &[]);
        pass.dispatch_workgroups(groups[0], groups[1], groups[2]);
    }
    let staging: Vec<wgpu::Buffer> = bufs
        .iter()
        .map(|(b, size)| {
            let s = d.create_buffer(&wgpu::BufferDescriptor {
                label: None,
                size: *size,
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            enc.copy_buffer_to_buffer(b, 0, &s, 0, *size);
            s
        })
        .collect();
    g.queue.submit([enc.finish()]);
    for s in &staging {
        s.map_async(wgpu::MapMode::Read, .., |r| r.expect("map"));
    }
    d.poll(wgpu::PollType::Wait {
        submission_index: None,
        timeout: None,
    })
    .expect("poll");
    staging
        .iter()
        .zip(bindings)
        .map(|(s, b)| match b {
            Binding::Buffer(data) => {
                s.get_mapped_range(..).expect("mapped").to_vec()[..data.len()].to_vec()
            }
            Binding::Texture { data, .. } => data.to_vec(),
        })
        .collect()
}

/// How a kernel reaches the driver: naga's WGSL, naga's SPIR-V front end, or the raw
/// SPIR-V (passthrough).
#[derive(Clone, Copy, Debug)]
pub enum ShaderPath {
    Wgsl,
    NagaSpirv,
    Passthrough,
}

/// The shader paths `g` can run (passthrough needs `PASSTHROUGH_SHADERS`; its absence is
/// said on stderr).
pub fn shader_paths(g: &Gpu) -> Vec<ShaderPath> {
    let mut paths = vec![ShaderPath::Wgsl, ShaderPath::NagaSpirv];
    if g.features.contains(wgpu::Features::PASSTHROUGH_SHADERS) {
        paths.push(ShaderPath::Passthrough);
    } else {
        skip("adapter without PASSTHROUGH_SHADERS; raw SPIR-V not executed");
    }
    paths
}

/// The bind group layout of kernel `a` as the host declares it ([`layout_entry`]).
pub fn bind_group_layout(g: &Gpu, a: &tessera_spirv::KernelArtifact) -> wgpu::BindGroupLayout {
    g.device
        .create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: None,
            entries: &a.bindings.iter().map(layout_entry).collect::<Vec<_>>(),
        })
}

/// The compute pipeline of kernel `a` through `path`, with bind group `layout`.
pub fn pipeline(
    g: &Gpu,
    a: &tessera_spirv::KernelArtifact,
    path: ShaderPath,
    layout: &wgpu::BindGroupLayout,
) -> wgpu::ComputePipeline {
    use std::borrow::Cow;
    let d = &g.device;
    let entry = a.name.as_str();
    let pl = d.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
        label: None,
        bind_group_layouts: &[Some(layout)],
        immediate_size: 0,
    });
    let module = match path {
        ShaderPath::Wgsl => d.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some(entry),
            source: wgpu::ShaderSource::Wgsl(Cow::Owned(
                a.wgsl
                    .clone()
                    .unwrap_or_else(|| panic!("{entry}: no WGSL: {:?}", a.naga_error)),
            )),
        }),
        ShaderPath::NagaSpirv => d.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some(entry),
            source: wgpu::ShaderSource::SpirV(Cow::Borrowed(&a.spirv)),
        }),
        ShaderPath::Passthrough => {
            let desc = wgpu::ShaderModuleDescriptorPassthrough {
                label: Some(entry),
                entry_points: Cow::Owned(vec![wgpu::PassthroughShaderEntryPoint {
                    name: Cow::Borrowed(entry),
                    workgroup_size: (
                        a.workgroup_size[0],
                        a.workgroup_size[1],
                        a.workgroup_size[2],
                    ),
                }]),
                spirv: Some(Cow::Borrowed(&a.spirv)),
                ..Default::default()
            };
            // SAFETY: SPIR-V from Tessera's back end, which the tests calling this also
            // validate with spirv-val; the layout is built from the kernel's own bindings.
            unsafe { d.create_shader_module_passthrough(desc) }
        }
    };
    d.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: Some(entry),
        layout: Some(&pl),
        module: &module,
        entry_point: Some(entry),
        compilation_options: wgpu::PipelineCompilationOptions::default(),
        cache: None,
    })
}

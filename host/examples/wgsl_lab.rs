//! Times a hand-written WGSL compute shader on the default adapter: a lab for trying kernel
//! shapes before teaching them to the lowering.
//!
//! `cargo run --release -p tessera-host --example wgsl_lab -- FILE.wgsl ENTRY GX,GY,GZ
//!  BUF0_ELEMS,BUF1_ELEMS,... [RUNS] [FLOPS]`
//!
//! Every buffer is an f32 storage buffer bound at group 0, binding i, filled with small
//! values. Prints the median wall time of one dispatch (submit + wait) and GFLOP/s.

use std::time::Instant;

use tessera_host::gpu::{GpuDevice, GpuOptions};

fn parse_list(s: &str) -> Vec<u64> {
    s.split(',').filter_map(|x| x.parse().ok()).collect()
}

/// CPU time of every thread of this process (lavapipe's workers included), in seconds.
fn cpu_seconds() -> f64 {
    let mut total = 0u64;
    if let Ok(dir) = std::fs::read_dir("/proc/self/task") {
        for t in dir.flatten() {
            if let Ok(s) = std::fs::read_to_string(t.path().join("schedstat")) {
                total += s
                    .split_whitespace()
                    .next()
                    .and_then(|x| x.parse().ok())
                    .unwrap_or(0);
            }
        }
    }
    total as f64 * 1e-9
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 4 {
        eprintln!("usage: wgsl_lab FILE ENTRY GX,GY,GZ N0,N1,.. [RUNS] [FLOPS]");
        std::process::exit(2);
    }
    let src = if args[0].ends_with(".spv") {
        String::new()
    } else {
        std::fs::read_to_string(&args[0]).unwrap_or_else(|e| {
            eprintln!("{}: {e}", args[0]);
            std::process::exit(1)
        })
    };
    let grid = parse_list(&args[2]);
    let sizes = parse_list(&args[3]);
    let runs: usize = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(5);
    let flops: f64 = args.get(5).and_then(|a| a.parse().ok()).unwrap_or(0.0);
    let dev = match GpuDevice::new(GpuOptions::for_tests()) {
        Ok(d) => d,
        Err(e) => {
            println!("SKIPPED: no GPU adapter ({e})");
            return;
        }
    };
    let (d, q) = (dev.raw_device(), dev.raw_queue());
    let scope = d.push_error_scope(wgpu::ErrorFilter::Validation);
    let pipeline = if args[0].ends_with(".spv") {
        // Raw SPIR-V (the passthrough path): every binding a storage buffer; the
        // workgroup size comes from LAB_WG=x,y,z.
        let bytes = std::fs::read(&args[0]).unwrap_or_default();
        let words: Vec<u32> = bytes
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let wg = parse_list(&std::env::var("LAB_WG").unwrap_or_else(|_| "8,1,1".into()));
        let entries: Vec<wgpu::BindGroupLayoutEntry> = args[3]
            .split(',')
            .enumerate()
            .map(|(i, spec)| wgpu::BindGroupLayoutEntry {
                binding: i as u32,
                visibility: wgpu::ShaderStages::COMPUTE,
                ty: if spec.starts_with('t') || spec.starts_with('r') {
                    wgpu::BindingType::Texture {
                        sample_type: wgpu::TextureSampleType::Float { filterable: false },
                        view_dimension: wgpu::TextureViewDimension::D2,
                        multisampled: false,
                    }
                } else {
                    wgpu::BindingType::Buffer {
                        ty: wgpu::BufferBindingType::Storage { read_only: false },
                        has_dynamic_offset: false,
                        min_binding_size: None,
                    }
                },
                count: None,
            })
            .collect();
        let bgl = d.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: None,
            entries: &entries,
        });
        let layout = d.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: None,
            bind_group_layouts: &[Some(&bgl)],
            immediate_size: 0,
        });
        let desc = wgpu::ShaderModuleDescriptorPassthrough {
            label: None,
            entry_points: std::borrow::Cow::Owned(vec![wgpu::PassthroughShaderEntryPoint {
                name: std::borrow::Cow::Borrowed(&args[1]),
                workgroup_size: (wg[0] as u32, wg[1] as u32, wg[2] as u32),
            }]),
            spirv: Some(std::borrow::Cow::Owned(words)),
            ..Default::default()
        };
        // SAFETY: a lab tool run by hand on SPIR-V from `tessera translate`.
        let module = unsafe { d.create_shader_module_passthrough(desc) };
        d.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
            label: None,
            layout: Some(&layout),
            module: &module,
            entry_point: Some(&args[1]),
            compilation_options: Default::default(),
            cache: None,
        })
    } else {
        let module = d.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: None,
            source: wgpu::ShaderSource::Wgsl(src.clone().into()),
        });
        d.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
            label: None,
            layout: None,
            module: &module,
            entry_point: Some(&args[1]),
            compilation_options: Default::default(),
            cache: None,
        })
    };
    if let Some(e) = pollster::block_on(scope.pop()) {
        eprintln!("{}: {e}", args[0]);
        std::process::exit(1);
    }
    // Each size is a storage buffer of that many f32, `tWxH`: an Rgba32Float W x H
    // texture, or `rWxH`: an R32Float one (a lab for texel-fetch kernels).
    let specs: Vec<&str> = args[3].split(',').collect();
    let mut buffers: Vec<wgpu::Buffer> = Vec::new();
    let mut views: Vec<wgpu::TextureView> = Vec::new();
    let mut kinds: Vec<(bool, usize)> = Vec::new();
    for spec in &specs {
        let texture = spec
            .strip_prefix('t')
            .map(|d| (d, 4u32))
            .or_else(|| spec.strip_prefix('r').map(|d| (d, 1u32)));
        if let Some((dims, channels)) = texture {
            let wh: Vec<u32> = dims.split('x').filter_map(|x| x.parse().ok()).collect();
            let (w, h) = (wh[0], wh[1]);
            let tex = d.create_texture(&wgpu::TextureDescriptor {
                label: None,
                size: wgpu::Extent3d {
                    width: w,
                    height: h,
                    depth_or_array_layers: 1,
                },
                mip_level_count: 1,
                sample_count: 1,
                dimension: wgpu::TextureDimension::D2,
                format: if channels == 4 {
                    wgpu::TextureFormat::Rgba32Float
                } else {
                    wgpu::TextureFormat::R32Float
                },
                usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
                view_formats: &[],
            });
            let n = (w * h * channels) as usize;
            let data: Vec<f32> = (0..n).map(|i| ((i % 7) as f32) * 0.125).collect();
            q.write_texture(
                wgpu::TexelCopyTextureInfo {
                    texture: &tex,
                    mip_level: 0,
                    origin: wgpu::Origin3d::ZERO,
                    aspect: wgpu::TextureAspect::All,
                },
                bytemuck::cast_slice(&data),
                wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(w * 4 * channels),
                    rows_per_image: Some(h),
                },
                wgpu::Extent3d {
                    width: w,
                    height: h,
                    depth_or_array_layers: 1,
                },
            );
            kinds.push((true, views.len()));
            views.push(tex.create_view(&Default::default()));
        } else {
            let n: u64 = spec.parse().unwrap_or(0);
            let b = d.create_buffer(&wgpu::BufferDescriptor {
                label: None,
                size: n * 4,
                usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            let data: Vec<f32> = (0..n).map(|i| ((i % 7) as f32) * 0.125).collect();
            q.write_buffer(&b, 0, bytemuck::cast_slice(&data));
            kinds.push((false, buffers.len()));
            buffers.push(b);
        }
    }
    let _ = &sizes;
    let entries: Vec<wgpu::BindGroupEntry> = kinds
        .iter()
        .enumerate()
        .map(|(i, &(tex, k))| wgpu::BindGroupEntry {
            binding: i as u32,
            resource: if tex {
                wgpu::BindingResource::TextureView(&views[k])
            } else {
                buffers[k].as_entire_binding()
            },
        })
        .collect();
    let bind_group = d.create_bind_group(&wgpu::BindGroupDescriptor {
        label: None,
        layout: &pipeline.get_bind_group_layout(0),
        entries: &entries,
    });
    let mut times = Vec::new();
    let mut cpu = Vec::new();
    for _ in 0..runs + 1 {
        let mut enc = d.create_command_encoder(&Default::default());
        {
            let mut pass = enc.begin_compute_pass(&Default::default());
            pass.set_pipeline(&pipeline);
            pass.set_bind_group(0, &bind_group, &[]);
            pass.dispatch_workgroups(grid[0] as u32, grid[1] as u32, grid[2] as u32);
        }
        let t = Instant::now();
        let c = cpu_seconds();
        let index = q.submit([enc.finish()]);
        let _ = d.poll(wgpu::PollType::Wait {
            submission_index: Some(index),
            timeout: None,
        });
        times.push(t.elapsed().as_secs_f64());
        cpu.push(cpu_seconds() - c);
    }
    println!(
        "first dispatch (includes any lazy driver compile): {:.2} ms",
        times[0] * 1e3
    );
    times.remove(0);
    cpu.remove(0);
    times.sort_by(|a, b| a.total_cmp(b));
    cpu.sort_by(|a, b| a.total_cmp(b));
    let med = times[times.len() / 2];
    let cmed = cpu[cpu.len() / 2];
    println!(
        "{}: median {:.2} ms wall ({:.2} GFLOP/s), {:.2} ms CPU ({:.2} GFLOP/s per 2 CPU-s)",
        args[0],
        med * 1e3,
        flops / med / 1e9,
        cmed * 1e3,
        2.0 * flops / cmed / 1e9
    );
}

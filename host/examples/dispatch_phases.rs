//! Where the time of a runtime launch + readback goes: times each layer of the trivial
//! dispatch of the `dispatch` bench separately, all on the same device, interleaved in
//! rounds (median per layer), so that the runtime's overhead over raw wgpu can be split
//! into the host program (interpreter, argument copies), the batch layer (bind group,
//! encode, submit, map) and the raw work itself.
//!
//! `cargo run --release -p tessera-host --example dispatch_phases [-- ROUNDS]`
//!
//! Layers:
//! - `raw`: plain wgpu (write, dispatch, copy, submit, map, read), everything cached;
//! - `batch`: [`tessera_host::gpu::Batch`] with a cached pipeline and buffer (upload via
//!   the queue, dispatch, download);
//! - `runtime`: [`Program::call`](tessera_host::runtime::Program::call) of `@main`;
//! - `scope`: one empty error-scoped no-op (for reference);
//! - `bind_group`: creating one bind group directly with wgpu.
//!
//! `dispatch_phases ROUNDS LAYER` times only `LAYER` (to run under a profiler).

#[path = "../benches/common/mod.rs"]
mod common;

use std::sync::Arc;
use std::time::Instant;

use common::raw::{inc_wgsl, raw_iteration, raw_setup};
use tessera_host::gpu::{BindingDesc, BufferKind, GpuDevice, GpuOptions, KernelBinary, ShaderPath};
use tessera_host::runtime::{Buffer, CompileOptions, Runtime, RuntimeOptions};

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(0.0)
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(30);
    let dev = match GpuDevice::new(GpuOptions::for_tests()) {
        Ok(d) => Arc::new(d),
        Err(e) => {
            println!("SKIPPED: no GPU adapter ({e})");
            return;
        }
    };
    let rt = Runtime::with_device(
        Arc::clone(&dev),
        RuntimeOptions {
            // The shader the baseline runs (see `common::raw::inc_wgsl`).
            shader_path: Some(ShaderPath::Wgsl),
            ..RuntimeOptions::default()
        },
    );
    let mut program = rt
        .compile(common::INC, &CompileOptions::named("inc.mlir"))
        .unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(1)
        });
    let raw = raw_setup(&dev, &inc_wgsl(&dev));
    let input = Buffer::from_vec((0..common::N).map(|i| i as f32).collect::<Vec<_>>());

    // The batch layer: the same kernel through the GPU layer directly.
    let kernel = KernelBinary {
        name: "inc".into(),
        spirv: Vec::new(),
        wgsl: Some(inc_wgsl(&dev)),
        workgroup_size: [64, 1, 1],
        bindings: vec![BindingDesc::storage_rw(0)],
        immediate_size: 0,
        features: Default::default(),
    };
    let pipeline = dev
        .create_pipeline(&kernel, ShaderPath::Wgsl)
        .unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(1)
        });
    let buf = dev
        .create_buffer("phases", (common::N * 4) as u64, BufferKind::Storage)
        .unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(1)
        });
    let bytes: &[u8] = bytemuck::cast_slice(input.data());
    let batch_iter = || {
        dev.raw_queue().write_buffer(buf.raw(), 0, bytes);
        let mut b = dev.batch();
        b.dispatch(&pipeline, &[&buf], &[], [4, 1, 1])
            .unwrap_or_else(|e| panic!("{e}"));
        b.download_bytes(&buf).unwrap_or_else(|e| panic!("{e}"))
    };
    let d = dev.raw_device();
    let bgl = pipeline_layout(d);
    let bind_group = || {
        d.create_bind_group(&wgpu::BindGroupDescriptor {
            label: None,
            layout: &bgl,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: buf.raw().as_entire_binding(),
            }],
        })
    };
    let scope = || {
        let g = d.push_error_scope(wgpu::ErrorFilter::Validation);
        pollster::block_on(g.pop())
    };

    // `dispatch_phases ROUNDS LAYER` times only that layer (for a profiler).
    let only = std::env::args().nth(2);
    let per = 50;
    let names = ["raw", "batch", "runtime", "scope", "bind_group"];
    let mut samples: Vec<Vec<f64>> = vec![Vec::new(); names.len()];
    for round in 0..=rounds {
        for (k, s) in samples.iter_mut().enumerate() {
            if only.as_deref().is_some_and(|o| o != names[k]) {
                s.push(0.0);
                continue;
            }
            let t = Instant::now();
            for _ in 0..per {
                match k {
                    0 => drop(std::hint::black_box(raw_iteration(
                        &dev,
                        &raw,
                        input.data(),
                    ))),
                    1 => drop(std::hint::black_box(batch_iter())),
                    2 => drop(std::hint::black_box(
                        program
                            .call("main", &[(&input).into()])
                            .unwrap_or_else(|e| panic!("{e}")),
                    )),
                    3 => drop(std::hint::black_box(scope())),
                    _ => drop(std::hint::black_box(bind_group())),
                }
            }
            if round > 0 {
                s.push(t.elapsed().as_secs_f64() * 1e6 / per as f64);
            }
        }
    }
    let med: Vec<f64> = samples.iter_mut().map(|s| median(s)).collect();
    for (n, m) in names.iter().zip(&med) {
        println!("{n:<12} {m:8.2} us/iter (median of {rounds} rounds of {per})");
    }
    println!(
        "ratios: batch/raw {:.2}, runtime/raw {:.2}",
        med[1] / med[0],
        med[2] / med[0]
    );
}

fn pipeline_layout(d: &wgpu::Device) -> wgpu::BindGroupLayout {
    d.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: None,
        entries: &[wgpu::BindGroupLayoutEntry {
            binding: 0,
            visibility: wgpu::ShaderStages::COMPUTE,
            ty: wgpu::BindingType::Buffer {
                ty: wgpu::BufferBindingType::Storage { read_only: false },
                has_dynamic_offset: false,
                min_binding_size: None,
            },
            count: None,
        }],
    })
}

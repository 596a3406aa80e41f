//! Launch + readback of a trivial kernel through the runtime against the raw-wgpu
//! baseline, interleaved in rounds so that machine noise hits both alike (the criterion
//! bench `benches/dispatch.rs` measures them one after the other).
//!
//! `cargo run --release -p tessera-host --example dispatch_ratio [-- ROUNDS]`

#[path = "../benches/common/mod.rs"]
mod common;

use std::sync::Arc;
use std::time::Instant;

use common::raw::{inc_wgsl, raw_iteration, raw_setup};
use tessera_host::gpu::{GpuDevice, GpuOptions, ShaderPath};
use tessera_host::runtime::{Buffer, CompileOptions, Runtime, RuntimeOptions};

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(50);
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
    let mut program = match rt.compile(common::INC, &CompileOptions::named("inc.mlir")) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let raw = raw_setup(&dev, &inc_wgsl(&dev));
    let input = Buffer::from_vec((0..common::N).map(|i| i as f32).collect::<Vec<_>>());
    let call = |p: &mut tessera_host::runtime::Program| {
        if let Err(e) = p.call("main", &[(&input).into()]) {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    for _ in 0..200 {
        call(&mut program);
        raw_iteration(&dev, &raw, input.data());
    }
    let per = 100;
    let (mut t_rt, mut t_raw) = (0f64, 0f64);
    for _ in 0..rounds {
        let t = Instant::now();
        for _ in 0..per {
            call(&mut program);
        }
        t_rt += t.elapsed().as_secs_f64();
        let t = Instant::now();
        for _ in 0..per {
            std::hint::black_box(raw_iteration(&dev, &raw, input.data()));
        }
        t_raw += t.elapsed().as_secs_f64();
    }
    let n = (rounds * per) as f64;
    println!(
        "launch+readback of 256 f32 on {}: runtime {:.1} us, raw wgpu {:.1} us, ratio {:.2}",
        rt.describe(),
        t_rt * 1e6 / n,
        t_raw * 1e6 / n,
        t_rt / t_raw
    );
}

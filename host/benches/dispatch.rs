//! Launch + readback of a trivial kernel: through the [`Runtime`] (host program on the
//! interpreter, `gpu.launch_func` hook, upload, dispatch, readback) against a raw-wgpu
//! baseline doing the same work on the same device in the same process (write the input,
//! one dispatch, copy to a staging buffer, map, read). The goal is a ratio ≤ 1.2.
//! The two sides alternate (each timed iteration is followed by an untimed one of the
//! other side); `examples/dispatch_ratio.rs` interleaves them in rounds instead.
//!
//! `cargo bench -p tessera-host --bench dispatch`. Without an adapter it prints
//! `SKIPPED` and measures nothing.

mod common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use common::raw::{raw_iteration, raw_setup};
use criterion::{criterion_group, criterion_main, Criterion};
use tessera_host::gpu::{GpuDevice, GpuOptions, ShaderPath};
use tessera_host::runtime::{Buffer, CompileOptions, Runtime, RuntimeOptions};

fn bench(c: &mut Criterion) {
    let dev = match GpuDevice::new(GpuOptions::for_tests()) {
        Ok(d) => Arc::new(d),
        Err(e) => {
            eprintln!("SKIPPED: no GPU adapter ({e})");
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
        .expect("compile");
    let input = Buffer::from_vec((0..common::N).map(|i| i as f32).collect::<Vec<_>>());

    // The baseline runs the same WGSL the runtime dispatches.
    let raw = raw_setup(&dev, &common::raw::inc_wgsl(&dev));

    // Both give the same answer.
    let a = program.call("main", &[(&input).into()]).expect("call");
    let b = raw_iteration(&dev, &raw, input.data());
    assert_eq!(a.arg::<f32>(0).expect("arg").data(), &b[..]);

    // Each measured iteration is followed by an untimed one of the other side, so both
    // sides are measured under the same mix of work (lavapipe's worker threads, caches)
    // and a change of machine load between the two benchmarks skews them less.
    let mut runtime_call = || {
        let out = program.call("main", &[(&input).into()]).expect("call");
        std::hint::black_box(out);
    };
    let raw_call = || std::hint::black_box(raw_iteration(&dev, &raw, input.data()));
    let mut g = c.benchmark_group("launch_readback_256xf32");
    g.bench_function("runtime", |bch| {
        bch.iter_custom(|iters| {
            let mut t = Duration::ZERO;
            for _ in 0..iters {
                let s = Instant::now();
                runtime_call();
                t += s.elapsed();
                raw_call();
            }
            t
        })
    });
    g.bench_function("raw_wgpu", |bch| {
        bch.iter_custom(|iters| {
            let mut t = Duration::ZERO;
            for _ in 0..iters {
                runtime_call();
                let s = Instant::now();
                raw_call();
                t += s.elapsed();
            }
            t
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

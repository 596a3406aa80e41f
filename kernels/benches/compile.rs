//! Criterion benchmark of the full compile pipeline of each library kernel: MLIR text →
//! parse → verify → `tessera-gpu-pipeline` (planned for a lavapipe-like target) →
//! SPIR-V + WGSL of every kernel. Only the kernel functions are compiled (the `@main`
//! that fills and prints is dropped after parsing), at the file's default sizes and, for
//! matmul, at 1024³ (the compile-time target: under 5 ms).
//!
//! `cargo bench -p tessera-kernels --bench compile`

use criterion::{criterion_group, criterion_main, Criterion};
use tessera_host::bench::compile::compile;
use tessera_kernels::{instantiate, KERNELS};
use tessera_lowering::gpu::pipeline::GpuPipelineOptions;
use tessera_lowering::gpu::target::GpuTarget;
use tessera_spirv::Target;

fn bench_compile(c: &mut Criterion) {
    let target = GpuTarget::lavapipe();
    // Every optional feature, as `tessera translate` assumes by default.
    let spirv = Target::vulkan();
    let opts = GpuPipelineOptions::default();
    let mut group = c.benchmark_group("compile");
    let mut cases: Vec<(String, String, Vec<String>)> = Vec::new();
    for k in KERNELS {
        let Ok(text) = instantiate(k, &k.default_sizes()) else {
            continue;
        };
        let funcs = k.functions.iter().map(|f| f.to_string()).collect();
        cases.push((k.name.to_string(), text, funcs));
    }
    if let Some(k) = tessera_kernels::kernel("matmul") {
        if let Ok(text) = instantiate(k, &[1024, 1024, 1024]) {
            cases.push(("matmul_1024".into(), text, vec!["matmul".into()]));
        }
    }
    for (name, text, funcs) in &cases {
        // A kernel that does not compile is reported and left out rather than failing
        // the whole run.
        if let Err(e) = compile(text, name, Some(funcs), &target, &opts, &spirv) {
            eprintln!("compile/{name}: skipped, it does not compile: {e}");
            continue;
        }
        group.bench_function(name.as_str(), |b| {
            b.iter(|| compile(text, name, Some(funcs), &target, &opts, &spirv))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_compile);
criterion_main!(benches);

//! Criterion benchmark of the CPU interpreter: an f32 matmul written as affine loops,
//! 64³ (262,144 inner iterations of 3 loads, a multiply, an add and a store).
//!
//! `cargo bench -p tessera-lowering --bench interp`; scalar ops/s = 6 × 64³ / time.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tessera_lowering::interp::{Interpreter, RtValue};
use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};

const N: usize = 64;

fn source(n: usize) -> String {
    format!(
        "func.func @matmul(%A: memref<{n}x{n}xf32>, %B: memref<{n}x{n}xf32>, %C: memref<{n}x{n}xf32>) {{
  affine.for %i = 0 to {n} {{
    affine.for %j = 0 to {n} {{
      affine.for %k = 0 to {n} {{
        %a = affine.load %A[%i, %k] : memref<{n}x{n}xf32>
        %b = affine.load %B[%k, %j] : memref<{n}x{n}xf32>
        %c = affine.load %C[%i, %j] : memref<{n}x{n}xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<{n}x{n}xf32>
      }}
    }}
  }}
  return
}}
"
    )
}

fn bench(c: &mut Criterion) {
    let text = source(N);
    let mut ctx = Context::new();
    let m = parse_source(&mut ctx, &text, "matmul.mlir", &ParseOptions::default())
        .expect("the benchmark source parses");
    let mut it = Interpreter::new(&ctx, &m).expect("the interpreter compiles the module");
    let shape = [N as i64, N as i64];
    let a: Vec<f32> = (0..N * N).map(|i| ((i * 7) % 13) as f32 - 6.0).collect();
    let b: Vec<f32> = (0..N * N).map(|i| ((i * 5) % 11) as f32 - 5.0).collect();
    let mem = it.memory_mut();
    let args = vec![
        RtValue::MemRef(mem.memref_from_f32(&shape, &a).expect("alloc A")),
        RtValue::MemRef(mem.memref_from_f32(&shape, &b).expect("alloc B")),
        RtValue::MemRef(
            mem.memref_from_f32(&shape, &vec![0.0; N * N])
                .expect("alloc C"),
        ),
    ];
    let mut g = c.benchmark_group("interp");
    g.sample_size(10);
    g.throughput(Throughput::Elements((6 * N * N * N) as u64));
    g.bench_function("matmul_64", |bch| {
        bch.iter(|| {
            it.call("matmul", args.clone(), &mut Vec::new())
                .expect("the interpreter runs the matmul")
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

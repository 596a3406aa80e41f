//! Parser and printer throughput on a generated module of 100k ops.
//!
//! `cargo bench -p tessera-lowering --bench parse_print` reports the time per iteration;
//! ops/s = 100_000 / time. The module mixes affine loops, loads/stores and arith ops, the
//! shapes a lowering pipeline sees.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::printer::{print_module, PrintOptions};

/// A module with about `n` ops: functions of 100 ops each.
pub fn generate(n: usize) -> String {
    let mut s = String::from("#map = affine_map<(d0) -> (d0 + 1)>\nmodule {\n");
    let funcs = n / 100;
    for f in 0..funcs {
        s.push_str(&format!(
            "  func.func @f{f}(%A: memref<128x128xf32>, %B: memref<128x128xf32>, %x: f32) -> f32 {{\n"
        ));
        // 1 func + 1 return + 2 loops + 2 yields = 6 structural ops; 94 body ops.
        s.push_str("    %c0 = arith.constant 0 : index\n");
        s.push_str("    affine.for %i = 0 to 127 {\n      affine.for %j = 0 to 127 {\n");
        for k in 0..15 {
            s.push_str(&format!(
                "        %a{k} = affine.load %A[%i, %j] : memref<128x128xf32>\n        %b{k} = affine.load %B[%i, %j + 1] : memref<128x128xf32>\n        %m{k} = arith.mulf %a{k}, %b{k} : f32\n        %s{k} = arith.addf %m{k}, %x : f32\n        %t{k} = arith.maximumf %s{k}, %a{k} : f32\n        affine.store %t{k}, %A[%i, %j] : memref<128x128xf32>\n"
            ));
        }
        s.push_str(
            "        %q = affine.apply #map(%i)\n        %r = arith.index_cast %q : index to i32\n",
        );
        s.push_str("      }\n    }\n    return %x : f32\n  }\n");
    }
    s.push_str("}\n");
    s
}

fn bench(c: &mut Criterion) {
    let text = generate(100_000);
    let mut g = c.benchmark_group("parse_print_100k");
    g.sample_size(10);
    g.throughput(Throughput::Elements(100_000));
    g.bench_function("parse", |b| {
        b.iter(|| {
            let mut ctx = Context::new();
            parse_source(&mut ctx, &text, "bench.mlir", &ParseOptions::default())
                .map(|m| m.top.len())
                .unwrap_or(0)
        })
    });
    let mut ctx = Context::new();
    if let Ok(m) = parse_source(&mut ctx, &text, "bench.mlir", &ParseOptions::default()) {
        g.bench_function("print", |b| {
            b.iter(|| print_module(&ctx, &m, &PrintOptions::default()).len())
        });
        g.bench_function("verify", |b| {
            b.iter(|| tessera_lowering::verify::verify(&ctx, &m).is_ok())
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

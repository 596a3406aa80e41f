//! Representative kernels shared by the golden and determinism tests.

#![allow(dead_code)]

use super::builder::{memref, KernelBuilder};
use tessera_lowering::ir::{Context, Module, Op, DYNAMIC};

/// `c[i] = a[i] + b[i]` guarded by `i < n`, plus a reduction loop.
pub fn vector_add(ctx: &mut Context) -> (Module, Op) {
    let f32t = ctx.f32_type();
    let idx = ctx.index_type();
    let mr = memref(ctx, &[DYNAMIC], f32t, None);
    let mut b = KernelBuilder::new(ctx, "vector_add", vec![mr, mr, mr, idx], [64, 1, 1]);
    let (a0, a1, a2, n) = (b.args[0], b.args[1], b.args[2], b.args[3]);
    let i = b.gpu_id("gpu.global_id", "x");
    let ok = b.cmpi(2, i, n);
    b.scf_if(
        ok,
        vec![],
        |b| {
            let x = b.load(a0, vec![i]);
            let y = b.load(a1, vec![i]);
            let z = b.bin("arith.addf", x, y);
            b.store(z, a2, vec![i]);
            vec![]
        },
        None,
    );
    b.finish()
}

/// A workgroup-memory reversal with a barrier.
pub fn reverse(ctx: &mut Context) -> (Module, Op) {
    let f32t = ctx.f32_type();
    let mr = memref(ctx, &[DYNAMIC], f32t, None);
    let wg = memref(ctx, &[64], f32t, Some(3));
    let mut b =
        KernelBuilder::with_attributions(ctx, "reverse", vec![mr], [64, 1, 1], vec![wg], vec![]);
    let (buf, tile) = (b.args[0], b.args[1]);
    let t = b.gpu_id("gpu.thread_id", "x");
    let g = b.gpu_id("gpu.global_id", "x");
    let x = b.load(buf, vec![g]);
    b.store(x, tile, vec![t]);
    b.op("gpu.barrier", vec![], vec![], vec![]);
    let c63 = b.c_index(63);
    let r = b.bin("arith.subi", c63, t);
    let y = b.load(tile, vec![r]);
    b.store(y, buf, vec![g]);
    b.finish()
}

/// A 2-D matmul row with a reduction loop (`scf.for` with an iter_arg).
pub fn matmul(ctx: &mut Context) -> (Module, Op) {
    let f32t = ctx.f32_type();
    let a = memref(ctx, &[DYNAMIC, DYNAMIC], f32t, None);
    let mut b = KernelBuilder::new(ctx, "matmul", vec![a, a, a], [8, 8, 1]);
    let (ma, mb, mc) = (b.args[0], b.args[1], b.args[2]);
    let i = b.gpu_id("gpu.global_id", "y");
    let j = b.gpu_id("gpu.global_id", "x");
    let c0 = b.c_index(0);
    let c1 = b.c_index(1);
    let idx = b.index();
    let k_n = b.op("memref.dim", vec![ma, c1], vec![idx], vec![])[0];
    let zero = b.c_float(0.0, f32t);
    let acc = b.scf_for(c0, k_n, c1, vec![zero], |b, k, it| {
        let x = b.load(ma, vec![i, k]);
        let y = b.load(mb, vec![k, j]);
        let p = b.bin("arith.mulf", x, y);
        vec![b.bin("arith.addf", it[0], p)]
    });
    b.store(acc[0], mc, vec![i, j]);
    b.finish()
}

/// Builds a kernel into a context.
pub type BuildFn = fn(&mut Context) -> (Module, Op);

/// Every shared kernel, by name.
pub fn all() -> Vec<(&'static str, BuildFn)> {
    vec![
        ("vector_add", vector_add),
        ("reverse", reverse),
        ("matmul", matmul),
    ]
}

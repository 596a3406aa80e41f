//! `tessera-contract-fma`: `arith.addf(x, arith.mulf(a, b))` inside GPU kernels becomes
//! `math.fma(a, b, x)` when the product has no other use.
//!
//! SPIR-V lets a driver contract a multiply and an add unless the result is decorated
//! `NoContraction`, and GPU compilers do (CUDA's `-fmad=true` default); Tessera makes the
//! contraction explicit so that every driver gets it, lavapipe included, where it halves
//! the arithmetic of a register-tiled matmul and keeps no product live between the
//! multiply and the add. The fused result is rounded once, so it can differ from the CPU
//! interpreter's in the last bit (validation compares within a tolerance). Only ops inside
//! `gpu.launch` and `gpu.func` bodies are touched; ops carrying `fastmath` flags other
//! than the defaults are left alone, and the pipeline option `fp-contract=false` turns
//! the pass off.

use super::gpu_build::Builder;
use crate::diag::Diagnostics;
use crate::dialect::OpKind;
use crate::ir::{Context, Module, Op};
use crate::pass::PassOptions;

/// The registered pass.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    _opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    Ok(contract(ctx, m, anchor) > 0)
}

/// Contracts every eligible multiply-add in the kernels under `anchor`; returns how many.
pub fn contract(ctx: &mut Context, m: &mut Module, anchor: Op) -> usize {
    let mut adds = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if m.op(op).kind == Some(OpKind::ArithAddF) {
            adds.push(op);
        }
    });
    let mut n = 0;
    for add in adds {
        if m.is_erased(add) || !in_kernel(m, add) || has_flags(ctx, m, add) {
            continue;
        }
        let ops = m.op(add).operands().to_vec();
        let [x, y] = ops[..] else { continue };
        // Prefer the product on the right (`acc + a * b`), then on the left.
        let pick = [(y, x), (x, y)].into_iter().find_map(|(p, acc)| {
            let d = m.defining_op(p)?;
            let ok = m.op(d).kind == Some(OpKind::ArithMulF)
                && m.uses(p).len() == 1
                && m.op(d).parent == m.op(add).parent
                && !has_flags(ctx, m, d);
            ok.then_some((d, acc))
        });
        let Some((mul, acc)) = pick else { continue };
        let mops = m.op(mul).operands().to_vec();
        let [a, b] = mops[..] else { continue };
        let ty = m.value_type(m.op(add).results()[0]);
        // At the multiply when the accumulator is already available there (a loop's
        // iter_arg, a value from outside the block): the register tile's products are
        // emitted row by row, so each row's broadcast value is then used right where it is
        // made instead of staying live until the adds that follow all the products.
        let acc_outside = match m.defining_op(acc) {
            None => true,
            Some(d) => m.op(d).parent != m.op(add).parent,
        };
        let at = if acc_outside { mul } else { add };
        let fma =
            Builder::before(m, at).create(ctx, m, "math.fma", vec![a, b, acc], vec![ty], &[], 0);
        let old = m.op(add).results()[0];
        let new = m.op(fma).results()[0];
        m.replace_all_uses(old, new);
        m.erase_op(add);
        m.erase_op(mul);
        n += 1;
    }
    n
}

fn in_kernel(m: &Module, op: Op) -> bool {
    let mut cur = op;
    while let Some(p) = m.parent_op(cur) {
        if matches!(m.op(p).kind, Some(OpKind::GpuLaunch | OpKind::GpuFunc)) {
            return true;
        }
        cur = p;
    }
    false
}

/// Whether `op` has a `fastmath` attribute other than `none`/`contract`-compatible
/// defaults (a user who wrote flags decides themselves).
fn has_flags(ctx: &Context, m: &Module, op: Op) -> bool {
    match crate::affine::ops::attr(ctx, m, op, "fastmath").map(|a| ctx.attr_kind(a)) {
        None => false,
        Some(crate::ir::AttrKind::Opaque { body, .. }) => {
            !(body.contains("none") || body.contains("contract") || body.contains("fast"))
        }
        Some(_) => true,
    }
}

#[cfg(test)]
mod tests {
    use crate::transforms::gpu_testutil::run_pass;

    #[test]
    fn kernel_multiply_adds_fuse() {
        let src = r#"
func.func @f(%a: f32, %b: f32, %c: f32, %m: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %p0 = arith.mulf %a, %b : f32
  %s0 = arith.addf %c, %p0 : f32
  memref.store %s0, %m[%c1] : memref<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    %q = arith.mulf %a, %c : f32
    %t = arith.addf %q, %s : f32
    %u = arith.addf %t, %q : f32
    memref.store %u, %m[%c1] : memref<4xf32>
    gpu.terminator
  }
  return
}
"#;
        let out = run_pass(src, "builtin.module(tessera-contract-fma)");
        // Host code untouched; in the kernel `%s` fuses, `%q` has two uses and stays.
        assert_eq!(out.matches("math.fma").count(), 1, "{out}");
        assert_eq!(out.matches("arith.mulf").count(), 2, "{out}");
    }
}

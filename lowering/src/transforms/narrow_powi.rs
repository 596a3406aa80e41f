//! `tessera-narrow-powi-exponent`: a `math.fpowi` whose exponent is a constant of a wider
//! integer type (torch-mlir's GELU "tanh" gives `math.fpowi %x, %c3_i64 : f32, i64`) gets
//! the same exponent as an `i32` constant, when the value fits `i32`.
//!
//! The result is unchanged: `fpowi` raises its base to the exponent's value, whatever the
//! exponent's width. The GPU paths lower only `i32` exponents (`spirv/src/emit/powi.rs`),
//! so the GPU pipeline runs this first; a wide exponent that is not a constant, or whose
//! value does not fit, stays as it is and the GPU back end refuses it with a diagnostic.
//! The wide constant stays for its other users (`canonicalize` drops it when it has none).
//! Only scalar exponents are narrowed.

use super::fold::const_int;
use super::rewrite::{op_error, OpBuilder};
use crate::diag::Diagnostics;
use crate::dialect::OpKind;
use crate::ir::{Context, Module, Op, TypeKind};
use crate::pass::PassOptions;

/// Runs `tessera-narrow-powi-exponent` on every `math.fpowi` under `anchor`.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    opts.check_known("tessera-narrow-powi-exponent", &[])
        .map_err(|e| op_error(ctx, m, anchor, e))?;
    let mut changed = false;
    for op in m.collect_post(anchor) {
        if m.is_erased(op) || m.op(op).kind != Some(OpKind::MathFPowI) {
            continue;
        }
        let Some(&n) = m.op(op).operands().get(1) else {
            continue;
        };
        let wide = matches!(ctx.type_kind(m.value_type(n)),
            TypeKind::Integer { width, .. } if *width > 32);
        if !wide {
            continue;
        }
        let Some(v) = const_int(ctx, m, n) else {
            continue;
        };
        if i32::try_from(v).is_err() {
            continue;
        }
        let Some(def) = m.defining_op(n) else {
            continue;
        };
        let i32t = ctx.int_type(32);
        let narrow = OpBuilder::before(m, def).const_int(ctx, m, v, i32t);
        m.set_operand(op, 1, narrow);
        changed = true;
    }
    Ok(changed)
}

#[cfg(test)]
mod tests {
    use crate::gpu::testutil::run_pass;

    #[test]
    fn a_constant_i64_exponent_that_fits_becomes_i32() {
        let src = r#"
func.func @f(%x: f32) -> (f32, f32, i64) {
  %c3 = arith.constant 3 : i64
  %big = arith.constant 4294967296 : i64
  %a = math.fpowi %x, %c3 : f32, i64
  %b = math.fpowi %x, %big : f32, i64
  return %a, %b, %c3 : f32, f32, i64
}"#;
        let out = run_pass(src, "builtin.module(tessera-narrow-powi-exponent)");
        assert!(
            out.contains("math.fpowi %arg0, %c3_i32 : f32, i32"),
            "{out}"
        );
        // Too wide for i32: left for the GPU back end to refuse.
        assert!(
            out.contains("math.fpowi %arg0, %c4294967296_i64 : f32, i64"),
            "{out}"
        );
        // The wide constant stays for its other user.
        assert!(out.contains("return %0, %1, %c3_i64"), "{out}");
    }
}

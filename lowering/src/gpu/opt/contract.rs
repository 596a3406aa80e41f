//! `tessera-contract-fma`: `arith.addf(x, arith.mulf(a, b))` inside GPU kernels becomes
//! `math.fma(a, b, x)` when the product has no other use and contraction is allowed.
//!
//! LangRef allows the contraction only where both ops carry the `contract` fast-math flag
//! (`fastmath<contract>` or `fastmath<fast>`): the fused result is rounded once and can
//! differ from the separate multiply and add in the last bit, and more for an
//! intermediate that overflows. The option `fp-contract` says which pairs fuse:
//!
//! - `on` (the default): pairs whose two ops carry `contract`;
//! - `fast`: every pair, whatever its flags (an opt-in: the GPU pipeline's
//!   `fp-contract=fast`, which `tessera bench` uses, as GPU compilers contract by default,
//!   e.g. CUDA's `-fmad=true`; on lavapipe it halves the arithmetic of a register-tiled
//!   matmul and keeps no product live between the multiply and the add);
//! - `off`: none (the GPU pipeline then does not run the pass).
//!
//! The `math.fma` carries the flags the two ops share. Only ops inside `gpu.launch` and
//! `gpu.func` bodies are touched. Flags are read as bits
//! ([`FastMathFlags`](crate::dialect::arith::fastmath::FastMathFlags)), never as text.

use crate::diag::{Diagnostic, Diagnostics};
use crate::dialect::arith::fastmath::FastMathFlags;
use crate::dialect::OpKind;
use crate::gpu::build::Builder;
use crate::ir::{AttrKind, Context, Module, Op};
use crate::pass::PassOptions;

/// Which multiply-adds may become `math.fma` (the `fp-contract` option).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FpContract {
    /// None.
    Off,
    /// Those whose multiply and add both carry the `contract` fast-math flag (LangRef).
    #[default]
    On,
    /// All of them, whatever their flags (an explicit opt-in).
    Fast,
}

impl FpContract {
    /// The option's words.
    pub const WORDS: &'static [&'static str] = &["on", "off", "fast"];

    /// Parses `on`, `off` or `fast` (`true`/`false` are accepted for `on`/`off`).
    pub fn parse(v: &str) -> Result<FpContract, String> {
        match v {
            "on" | "true" | "1" => Ok(FpContract::On),
            "off" | "false" | "0" => Ok(FpContract::Off),
            "fast" => Ok(FpContract::Fast),
            _ => Err(format!(
                "invalid value '{v}' for option 'fp-contract' (expected on, off or fast)"
            )),
        }
    }
    /// The option's spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            FpContract::Off => "off",
            FpContract::On => "on",
            FpContract::Fast => "fast",
        }
    }
}

/// The registered pass.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    let err = |ctx: &Context, m: &Module, e: String| {
        Diagnostics::from(Diagnostic::error_at(ctx, m.op(anchor).loc, e))
    };
    opts.check_known("tessera-contract-fma", &["fp-contract"])
        .map_err(|e| err(ctx, m, e))?;
    let mode = match opts.get("fp-contract") {
        None => FpContract::On,
        Some(v) => FpContract::parse(v).map_err(|e| err(ctx, m, e))?,
    };
    Ok(contract(ctx, m, anchor, mode) > 0)
}

/// Contracts every eligible multiply-add in the kernels under `anchor` (which ones:
/// `mode`); returns how many.
pub fn contract(ctx: &mut Context, m: &mut Module, anchor: Op, mode: FpContract) -> usize {
    if mode == FpContract::Off {
        return 0;
    }
    // An op whose flags do not parse (the verifier reports it) never fuses.
    let flags = |ctx: &Context, m: &Module, op: Op| FastMathFlags::of_op(ctx, m, op).ok();
    let allowed = |ctx: &Context, m: &Module, op: Op| match mode {
        FpContract::Fast => true,
        _ => flags(ctx, m, op).is_some_and(|f| f.contains(FastMathFlags::CONTRACT)),
    };
    let mut adds = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if m.op(op).kind == Some(OpKind::ArithAddF) {
            adds.push(op);
        }
    });
    let mut n = 0;
    for add in adds {
        if m.is_erased(add) || !in_kernel(m, add) || !allowed(ctx, m, add) {
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
                && allowed(ctx, m, d);
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
        // The flags both ops carry (none when either's do not parse), plus `contract`: the
        // fma stands for a contraction, so either rounding of it (fused, or the product and
        // the sum rounded separately) is what the program allowed, and the back end need
        // not make it exactly fused (see `math.fma` in docs/VALIDATION.md).
        let shared = match (flags(ctx, m, add), flags(ctx, m, mul)) {
            (Some(x), Some(y)) => x.intersection(y),
            _ => FastMathFlags::NONE,
        }
        .union(FastMathFlags::CONTRACT);
        let fm = ctx.attr(AttrKind::Opaque {
            dialect: "arith".to_string(),
            body: shared.to_body(),
            ty: None,
        });
        let fma = Builder::before(m, at).create(
            ctx,
            m,
            "math.fma",
            vec![a, b, acc],
            vec![ty],
            &[("fastmath", fm)],
            0,
        );
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

#[cfg(test)]
mod tests {
    use crate::gpu::testutil::run_pass;

    #[test]
    fn kernel_multiply_adds_fuse() {
        let src = r#"
func.func @f(%a: f32, %b: f32, %c: f32, %m: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %p0 = arith.mulf %a, %b : f32
  %s0 = arith.addf %c, %p0 : f32
  memref.store %s0, %m[%c1] : memref<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %p = arith.mulf %a, %b fastmath<contract> : f32
    %s = arith.addf %c, %p fastmath<fast> : f32
    %q = arith.mulf %a, %c fastmath<contract> : f32
    %t = arith.addf %q, %s fastmath<contract> : f32
    %u = arith.addf %t, %q fastmath<contract> : f32
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

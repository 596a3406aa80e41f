//! `convert-affine-for-to-gpu`: upstream's direct mapping, kept as a compatible alias.
//!
//! As upstream (`mlir/lib/Conversion/SCFToGPU/SCFToGPU.cpp`, `AffineLoopToGpuConverter`):
//! for each `affine.for` directly in a function body, the first `gpu-block-dims` loops of
//! its perfect nest map to block ids and the next `gpu-thread-dims` loops to thread ids,
//! one iteration per invocation: the grid and block sizes are the loops' trip counts
//! `(ub − lb) ceildiv step`, computed before the launch, and the IVs become
//! `lb + id · step`. Like upstream, the pass does not check that the loops are parallel
//! (that is the caller's responsibility; `tessera-map-to-gpu` is the checked, tiled path),
//! and the bounds of the mapped loops must not depend on each other.
//!
//! Unlike upstream, the IVs are `affine.apply` ops of the launch's ids (valid symbols in
//! the launch's affine scope), so the moved body keeps valid `affine.load`/`affine.store`.

use crate::affine::fold;
use crate::affine::ops;
use crate::diag::{Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::gpu::build::{body_ops, defined_outside, functions, terminator, Builder, Ip};
use crate::gpu::build::{create_launch, terminate_launch};
use crate::ir::{Context, Module, Op, Value};
use crate::pass::PassOptions;

/// The pass entry point.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    let err = |ctx: &Context, m: &Module, e: String| {
        Diagnostics::from(Diagnostic::error_at(ctx, m.op(anchor).loc, e))
    };
    opts.check_known(
        "convert-affine-for-to-gpu",
        &["gpu-block-dims", "gpu-thread-dims"],
    )
    .map_err(|e| err(ctx, m, e))?;
    let nb = opts
        .get_i64("gpu-block-dims", 1)
        .map_err(|e| err(ctx, m, e))?;
    let nt = opts
        .get_i64("gpu-thread-dims", 1)
        .map_err(|e| err(ctx, m, e))?;
    let mut changed = false;
    let mut errors = Vec::new();
    for f in functions(m, anchor) {
        let Some(body) = m.entry_block(f, 0) else {
            continue;
        };
        let roots: Vec<Op> = m
            .block_ops(body)
            .filter(|&o| m.op(o).kind == Some(OpKind::AffineFor))
            .collect();
        for root in roots {
            match convert_nest(ctx, m, root, nb, nt) {
                Ok(c) => changed |= c,
                Err(d) => errors.push(d),
            }
        }
    }
    if errors.is_empty() {
        Ok(changed)
    } else {
        Err(Diagnostics(errors))
    }
}

/// Maps the perfect nest at `root` (see the module documentation); `Ok(false)` when there
/// is nothing to map.
pub fn convert_nest(
    ctx: &mut Context,
    m: &mut Module,
    root: Op,
    nb: i64,
    nt: i64,
) -> Result<bool, Diagnostic> {
    if nb < 1 || nt < 1 {
        return Ok(false);
    }
    let loc = m.op(root).loc;
    if nb > 3 {
        return Err(Diagnostic::error_at(
            ctx,
            loc,
            "cannot map to more than 3 block dimensions",
        ));
    }
    if nt > 3 {
        return Err(Diagnostic::error_at(
            ctx,
            loc,
            "cannot map to more than 3 thread dimensions",
        ));
    }
    let n = (nb + nt) as usize;
    // Check the nest.
    let mut loops = vec![root];
    for i in 0..n {
        let l = loops[i];
        let lloc = m.op(l).loc;
        let Some(fb) = ops::for_bounds(ctx, m, l) else {
            return Err(Diagnostic::error_at(ctx, lloc, "malformed affine.for"));
        };
        if fb
            .lb_operands
            .iter()
            .chain(&fb.ub_operands)
            .any(|&v| !defined_outside(m, v, root))
        {
            return Err(Diagnostic::error_at(
                ctx,
                lloc,
                "loops with bounds depending on other mapped loops are not supported",
            ));
        }
        if !fb.iter_args.is_empty() {
            return Err(Diagnostic::error_at(
                ctx,
                lloc,
                "loops with iter_args are not supported",
            ));
        }
        if i + 1 == n {
            break;
        }
        let Some(b) = m.entry_block(l, 0) else {
            return Err(Diagnostic::error_at(ctx, lloc, "malformed affine.for"));
        };
        let inner = body_ops(m, b);
        let [only] = inner[..] else {
            return Err(Diagnostic::error_at(
                ctx,
                lloc,
                "expected perfectly nested loops in the body",
            ));
        };
        if m.op(only).kind != Some(OpKind::AffineFor) {
            return Err(Diagnostic::error_at(
                ctx,
                m.op(only).loc,
                "expected a nested loop",
            ));
        }
        loops.push(only);
    }
    // Host: bounds and trip counts.
    let host = Builder::before(m, root);
    let host_start = m.prev_op(root);
    let mut lbs = Vec::new();
    let mut dims = Vec::new();
    let mut steps = Vec::new();
    let mut ivs = Vec::new();
    for &l in &loops {
        let Some(fb) = ops::for_bounds(ctx, m, l) else {
            return Err(Diagnostic::error_at(ctx, loc, "malformed affine.for"));
        };
        let lb = host.min_max(ctx, m, false, fb.lb_map, &fb.lb_operands);
        let ub = host.min_max(ctx, m, true, fb.ub_map, &fb.ub_operands);
        let (s0, s1) = (ctx.sym(0), ctx.sym(1));
        let d = ctx.sub(s1, s0);
        let st = ctx.cst(fb.step);
        let e = fold::ceildiv(ctx, d, st);
        let mp = ctx.map(0, 2, vec![e]);
        dims.push(host.apply(ctx, m, mp, &[lb, ub]));
        lbs.push(lb);
        steps.push(fb.step);
        ivs.push(fb.iv);
    }
    let one = host.const_index(ctx, m, 1);
    let (nb, nt) = (nb as usize, nt as usize);
    let pick = |from: usize, count: usize, i: usize| -> Value {
        if i < count {
            dims[from + i]
        } else {
            one
        }
    };
    let grid = [pick(0, nb, 0), pick(0, nb, 1), pick(0, nb, 2)];
    let block = [pick(nb, nt, 0), pick(nb, nt, 1), pick(nb, nt, 2)];
    let (_launch, kbody) = create_launch(ctx, m, &host, grid, block);
    let args = m.block(kbody).args().to_vec();
    let kb = Builder {
        ip: Ip::End(kbody),
        loc,
    };
    for (i, &iv) in ivs.iter().enumerate() {
        let id = if i < nb { args[i] } else { args[3 + (i - nb)] };
        let (s_lb, s_id) = (ctx.sym(0), ctx.sym(1));
        let st = ctx.cst(steps[i]);
        let p = ctx.mul(s_id, st);
        let e = ctx.add(s_lb, p);
        let mp = ctx.map(0, 2, vec![e]);
        let v = kb.apply(ctx, m, mp, &[lbs[i], id]);
        m.replace_all_uses(iv, v);
    }
    let Some(&innermost) = loops.last() else {
        return Ok(false);
    };
    if let Some(b) = m.entry_block(innermost, 0) {
        if let Some(t) = terminator(m, b) {
            m.erase_op(t);
        }
        for op in m.block_ops_vec(b) {
            m.move_to_end(op, kbody);
        }
    }
    terminate_launch(ctx, m, kbody, loc);
    crate::gpu::map::launch::tidy_host_ops(ctx, m, host_start, root);
    m.erase_op(root);
    Ok(true)
}

#[cfg(test)]
mod tests {
    use crate::gpu::testutil::run_pass;

    #[test]
    fn maps_blocks_and_threads() {
        let src = r#"
func.func @f(%A: memref<64x32xf32>) {
  affine.for %i = 0 to 64 step 2 {
    affine.for %j = 4 to 32 {
      %v = affine.load %A[%i, %j] : memref<64x32xf32>
      affine.store %v, %A[%i, %j] : memref<64x32xf32>
    }
  }
  return
}"#;
        let out = run_pass(
            src,
            "convert-affine-for-to-gpu{gpu-block-dims=1 gpu-thread-dims=1}",
        );
        assert!(out.contains("in (%arg7 = %c32, %arg8 = %c1, %arg9 = %c1) threads(%arg4, %arg5, %arg6) in (%arg10 = %c28, %arg11 = %c1, %arg12 = %c1)"), "{out}");
        assert!(out.contains("affine.load %arg0["), "{out}");
    }
}

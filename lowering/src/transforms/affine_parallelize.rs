//! `affine-parallelize`: turns parallel `affine.for` loops into `affine.parallel`.
//!
//! As upstream's pass (`mlir/lib/Dialect/Affine/Transforms/AffineParallelize.cpp`), every
//! `affine.for` of each function is analysed first, in pre-order; then each parallel loop
//! is converted unless it already sits inside `max-nested` `affine.parallel` ops (counted up
//! to the nearest affine scope). A loop is parallel when [`analyze_loop_with`] proves that
//! no two iterations conflict ([`crate::affine::dependence`]): the Omega test decides every
//! pair of accesses exactly, and anything it cannot model (calls, barriers, unknown ops,
//! accesses through memrefs that may alias) keeps the loop sequential. A loop that carries
//! a real dependence is never converted.
//!
//! With `parallel-reductions=true`, `iter_args` that are recognised reductions (`addf`,
//! `mulf`, `addi`, `muli`, `andi`, `ori`, and the min/max kinds) become
//! `affine.parallel ... reduce("kind")`: the loop yields the reduced operand, starts from the
//! neutral value, and the combiner moves after the loop to fold in the initial value, as
//! upstream does. Load–combine–store reductions on memory are dependences here (converting
//! them would race).
//!
//! Aliasing: upstream's analysis only compares accesses through the same memref value, i.e.
//! it assumes distinct memref arguments do not alias. That is the default here too
//! (`assume-noalias=true`); `assume-noalias=false` makes distinct arguments may-alias unless
//! marked `llvm.noalias`.

use crate::affine::dependence::{analyze_loop_with, DependenceOptions};
use crate::affine::ops;
use crate::affine::reduction::{Reduction, ReductionSource};
use crate::affine::AliasPolicy;
use crate::diag::{Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::gpu::build::{functions, i32_tensor, i64_array, Builder};
use crate::ir::{Context, Module, Op, Type, TypeKind, Value};
use crate::pass::PassOptions;

/// Options of `affine-parallelize`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParallelizeOptions {
    /// Maximum number of nested `affine.parallel` ops to produce.
    pub max_nested: u32,
    /// Whether loops with reduction `iter_args` are parallelized.
    pub parallel_reductions: bool,
    /// Whether distinct memref arguments are assumed not to alias (upstream's assumption).
    pub assume_noalias: bool,
}

impl Default for ParallelizeOptions {
    fn default() -> Self {
        ParallelizeOptions {
            max_nested: u32::MAX,
            parallel_reductions: false,
            assume_noalias: true,
        }
    }
}

impl ParallelizeOptions {
    /// Reads the pass options.
    pub fn from_pass_options(opts: &PassOptions) -> Result<Self, String> {
        opts.check_known(
            "affine-parallelize",
            &["max-nested", "parallel-reductions", "assume-noalias"],
        )?;
        let d = ParallelizeOptions::default();
        let max = opts.get_i64("max-nested", i64::from(d.max_nested))?;
        Ok(ParallelizeOptions {
            max_nested: u32::try_from(max.max(0)).unwrap_or(u32::MAX),
            parallel_reductions: opts.get_bool("parallel-reductions", d.parallel_reductions)?,
            assume_noalias: opts.get_bool("assume-noalias", d.assume_noalias)?,
        })
    }

    /// The dependence-analysis options these imply.
    pub fn dependence_options(&self) -> DependenceOptions {
        DependenceOptions {
            alias: if self.assume_noalias {
                AliasPolicy::DistinctArguments
            } else {
                AliasPolicy::Conservative
            },
            ..DependenceOptions::default()
        }
    }
}

/// The pass entry point.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    let o = ParallelizeOptions::from_pass_options(opts)
        .map_err(|e| Diagnostics::from(Diagnostic::error_at(ctx, m.op(anchor).loc, e)))?;
    Ok(parallelize(ctx, m, anchor, &o))
}

/// Parallelizes the loops of every function under `anchor`; returns whether anything changed.
pub fn parallelize(ctx: &mut Context, m: &mut Module, anchor: Op, o: &ParallelizeOptions) -> bool {
    let mut changed = false;
    for f in functions(m, anchor) {
        let mut loops = Vec::new();
        m.walk_pre(f, &mut |op| {
            if m.op(op).kind == Some(OpKind::AffineFor) {
                loops.push(op);
            }
        });
        let dopts = o.dependence_options();
        let mut candidates = Vec::new();
        for l in loops {
            if let Some(reds) = parallel_reductions_of(ctx, m, l, o, &dopts) {
                candidates.push((l, reds));
            }
        }
        for (l, reds) in candidates {
            if m.is_erased(l) || parallel_depth(m, l) >= o.max_nested {
                continue;
            }
            if convert_to_parallel(ctx, m, l, &reds).is_some() {
                changed = true;
            }
        }
    }
    changed
}

/// The iter_args reductions of `l` if it can become an `affine.parallel`, `None` otherwise.
pub fn parallel_reductions_of(
    ctx: &mut Context,
    m: &Module,
    l: Op,
    o: &ParallelizeOptions,
    dopts: &DependenceOptions,
) -> Option<Vec<Reduction>> {
    let info = analyze_loop_with(ctx, m, l, dopts);
    if !info.parallel {
        return None;
    }
    let mut reds = Vec::new();
    for r in info.reductions {
        match r.source {
            ReductionSource::IterArg { .. } => reds.push(r),
            _ => return None,
        }
    }
    if !reds.is_empty() && !o.parallel_reductions {
        return None;
    }
    let fb = ops::for_bounds(ctx, m, l)?;
    // `affine.parallel` reduces scalars only: its verifier wants the reduction kind's
    // identity for the result type, which a vector has not (upstream's verifier too:
    // "result type cannot match reduction attribute"). A vector accumulator stays a
    // sequential `affine.for`.
    let scalar = |v: &Value| {
        matches!(
            ctx.type_kind(m.value_type(*v)),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        )
    };
    if !fb.iter_args.iter().all(scalar) {
        return None;
    }
    (reds.len() == fb.iter_args.len()).then_some(reds)
}

/// Number of `affine.parallel` ops enclosing `op` up to the nearest affine scope.
pub fn parallel_depth(m: &Module, op: Op) -> u32 {
    let mut n = 0;
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        if ops::is_affine_scope(m, p) {
            break;
        }
        if m.op(p).kind == Some(OpKind::AffineParallel) {
            n += 1;
        }
        cur = m.parent_op(p);
    }
    n
}

/// Replaces the `affine.for` `l` by an equivalent one-dimensional `affine.parallel` with the
/// given iter_args reductions (upstream's `affineParallelize`). Returns the new op.
pub fn convert_to_parallel(
    ctx: &mut Context,
    m: &mut Module,
    l: Op,
    reds: &[Reduction],
) -> Option<Op> {
    let fb = ops::for_bounds(ctx, m, l)?;
    let body = m.entry_block(l, 0)?;
    let yield_op = m.last_op(body)?;
    if m.op(yield_op).kind != Some(OpKind::AffineYield) {
        return None;
    }
    // Reductions by position; each combiner's other operand is the reduced value.
    let mut by_index: Vec<Option<(Op, i64)>> = vec![None; fb.iter_args.len()];
    for r in reds {
        if let ReductionSource::IterArg { index, combiner } = r.source {
            if let Some(slot) = by_index.get_mut(index) {
                *slot = Some((combiner, r.kind.atomic_rmw()));
            }
        }
    }
    let mut reduced = Vec::new();
    let mut kinds = Vec::new();
    let mut combiners = Vec::new();
    for (i, slot) in by_index.iter().enumerate() {
        let (comb, kind) = (*slot)?;
        let arg = fb.iter_args[i];
        let cops = m.op(comb).operands();
        let other = if cops.first() == Some(&arg) {
            *cops.get(1)?
        } else {
            *cops.first()?
        };
        reduced.push(other);
        kinds.push(kind);
        combiners.push(comb);
    }
    let n_lb = ctx.map_data(fb.lb_map).results.len() as i64;
    let n_ub = ctx.map_data(fb.ub_map).results.len() as i64;
    let props = [
        ("reductions", i64_array(ctx, &kinds)),
        ("lowerBoundsMap", ctx.map_attr(fb.lb_map)),
        ("lowerBoundsGroups", i32_tensor(ctx, &[n_lb])),
        ("upperBoundsMap", ctx.map_attr(fb.ub_map)),
        ("upperBoundsGroups", i32_tensor(ctx, &[n_ub])),
        ("steps", i64_array(ctx, &[fb.step])),
    ];
    let mut operands = fb.lb_operands.clone();
    operands.extend_from_slice(&fb.ub_operands);
    let tys: Vec<Type> = fb.inits.iter().map(|&v| m.value_type(v)).collect();
    let b = Builder::before(m, l);
    let par = b.create(ctx, m, "affine.parallel", operands, tys, &props, 1);
    let (src, dst) = (m.op(l).regions()[0], m.op(par).regions()[0]);
    m.take_region_blocks(src, dst);
    let results = m.op(par).results().to_vec();
    let old_results = m.op(l).results().to_vec();
    for (i, &comb) in combiners.iter().enumerate() {
        m.move_before(comb, l);
        m.set_operands(comb, vec![fb.inits[i], results[i]]);
        let r = m.op(comb).results()[0];
        m.replace_all_uses(old_results[i], r);
    }
    m.set_operands(yield_op, reduced);
    for _ in 0..fb.iter_args.len() {
        m.erase_block_arg(body, 1);
    }
    m.erase_op(l);
    Some(par)
}

#[cfg(test)]
mod tests {
    use crate::gpu::testutil::{parse, print, run_pass};

    #[test]
    fn parallelizes_independent_loops_and_keeps_dependences() {
        let src = r#"
func.func @f(%A: memref<16x16xf32>, %B: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 1 to 16 {
      %v = affine.load %A[%i, %j - 1] : memref<16x16xf32>
      affine.store %v, %A[%i, %j] : memref<16x16xf32>
    }
  }
  return
}"#;
        let out = run_pass(src, "affine-parallelize");
        assert!(
            out.contains("affine.parallel (%arg2) = (0) to (16)"),
            "{out}"
        );
        assert!(out.contains("affine.for %arg3 = 1 to 16"), "{out}");
    }

    #[test]
    fn reductions_only_when_asked() {
        let src = r#"
func.func @sum(%A: memref<64xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}"#;
        let out = run_pass(src, "affine-parallelize");
        assert!(out.contains("affine.for"), "{out}");
        let out = run_pass(src, "affine-parallelize{parallel-reductions=true}");
        assert!(out.contains("reduce (\"addf\") -> (f32)"), "{out}");
        assert!(out.contains("arith.addf %cst, %0 : f32"), "{out}");
        let (ctx, m) = parse(&out);
        assert!(print(&ctx, &m).contains("affine.parallel"));
    }

    #[test]
    fn max_nested() {
        let src = r#"
func.func @f(%A: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %A[%i, %j] : memref<8x8xf32>
      affine.store %v, %A[%i, %j] : memref<8x8xf32>
    }
  }
  return
}"#;
        let out = run_pass(src, "affine-parallelize{max-nested=1}");
        assert_eq!(out.matches("affine.parallel").count(), 1, "{out}");
        assert_eq!(out.matches("affine.for").count(), 1, "{out}");
    }
}

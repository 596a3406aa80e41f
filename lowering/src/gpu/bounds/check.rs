//! `tessera-bounds-check`: proves kernel memory accesses in bounds, guards the rest, and
//! rejects affine accesses that provably leave their memref.
//!
//! For every `gpu.func` under the anchor, each access — `memref.load`/`store`,
//! `affine.load`/`store`, `vector.load`/`store`, `affine.vector_load`/`store` — is checked
//! with an [`AccessSystem`]: the loops, guards and launch facts around it become integer
//! constraints, and the Omega test shows that no instance has an index below 0 or at or
//! past its dimension's size (a vector access must fit its whole length). Most accesses
//! are settled first by the fast path, interval arithmetic over the index values
//! ([`Intervals`], shared by every access of the kernel): an access whose index ranges lie
//! inside its memref is proven without building a system. Then:
//!
//! - an access that is not proven gets a guard in the spirit of robust buffer access
//!   ([`guard_access`](crate::gpu::bounds::guard::guard_access)): `scf.if` on the in-bounds
//!   condition (sizes from the static shape or `memref.dim`); a load yields zero outside,
//!   a store is skipped. Option `unchecked` leaves such accesses as they are;
//! - the kernel is marked with the discardable attribute `tessera.bounds`: `"proven"`
//!   when every access is proven (the back ends may then drop their own runtime checks),
//!   `"guarded"` when guards were added, `"unchecked"` when unproven accesses were left
//!   unguarded;
//! - option `report` emits one remark per access (`access proven in bounds`, or `access
//!   not proven in bounds: <why>`) through [`crate::diag::emit_remark`].
//!
//! Independently, every affine access anywhere under the anchor (kernels and host
//! functions alike) whose system is *exact* — constant loop bounds and sizes, nothing
//! opaque — and admits an out-of-bounds instance is an error pointing at the access
//! ([`reject_out_of_bounds`]); the GPU pipeline runs that check before lowering.

use crate::affine::access_bounds::interval::Intervals;
use crate::affine::access_bounds::{AccessSystem, IndexBound, LaunchFacts, Verdict};
use crate::affine::launch_facts::LaunchIndex;
use crate::affine::omega::Row;
use crate::affine::ops;
use crate::diag::{emit_remark, Diagnostic, Diagnostics, Severity};
use crate::dialect::OpKind;
use crate::gpu::bounds::guard::guard_access_with;
pub use crate::gpu::bounds::guard::Access;
use crate::gpu::bounds::views::{needs_view_check, view_conditions};
use crate::ir::{Context, Module, Op, TypeKind, Value, DYNAMIC};
use crate::pass::PassOptions;

/// Options of the pass.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BoundsOptions {
    /// Emit a remark per access.
    pub report: bool,
    /// Do not guard unproven accesses.
    pub unchecked: bool,
}

/// The value of the `tessera.bounds` attribute of a kernel whose accesses are all proven.
pub const PROVEN: &str = "proven";
/// The name of the kernel attribute.
pub const BOUNDS_ATTR: &str = crate::gpu::attrs::BOUNDS;

/// What the pass found in one kernel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KernelBounds {
    /// The gpu.func.
    pub func: Op,
    /// Accesses checked.
    pub accesses: usize,
    /// Accesses proven in bounds.
    pub proven: usize,
    /// Accesses that received a guard.
    pub guarded: usize,
    /// Other ops on memrefs the analysis does not model (atomics, views, copies, calls):
    /// the kernel is then never marked proven, so runtime checks stay on.
    pub unanalyzed: usize,
}

/// The access `op` performs, if it is a memory access this pass understands.
pub fn access_of(ctx: &Context, m: &Module, op: Op) -> Option<Access> {
    let o = m.op(op).operands();
    let (mem_pos, affine, vector) = match ops::kind(m, op)? {
        OpKind::MemRefLoad => (0, false, false),
        OpKind::MemRefStore => (1, false, false),
        OpKind::VectorLoad => (0, false, true),
        OpKind::VectorStore => (1, false, true),
        OpKind::AffineLoad => (0, true, false),
        OpKind::AffineStore => (1, true, false),
        OpKind::AffineVectorLoad => (0, true, true),
        OpKind::AffineVectorStore => (1, true, true),
        _ => return None,
    };
    let memref = *o.get(mem_pos)?;
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(m.value_type(memref)) else {
        return None;
    };
    let rank = shape.len();
    let operands = o.get(mem_pos + 1..)?.to_vec();
    let map = if affine {
        let map = ops::map_attr(ctx, m, op, "map")?;
        let d = ctx.map_data(map);
        if (d.num_dims + d.num_symbols) as usize != operands.len() || d.results.len() != rank {
            return None;
        }
        Some(map)
    } else {
        if operands.len() != rank {
            return None;
        }
        None
    };
    let span = if vector {
        // The vector type: the load's result or the stored value.
        let vt = if mem_pos == 0 {
            m.value_type(*m.op(op).results().first()?)
        } else {
            m.value_type(*o.first()?)
        };
        match ctx.type_kind(vt) {
            TypeKind::Vector { shape, .. } if shape.len() == 1 => *shape.first()?,
            _ => return None,
        }
    } else {
        1
    };
    Some(Access {
        op,
        memref,
        operands,
        map,
        span,
    })
}

/// The per-dimension verdicts of one access: `(lower, upper)` for each dimension.
pub fn analyze_access(
    ctx: &mut Context,
    m: &Module,
    facts: &LaunchFacts,
    func: Option<Op>,
    a: &Access,
) -> (Vec<(Verdict, Verdict)>, bool) {
    let mut s = AccessSystem::new(ctx, m, facts, func);
    s.add_context(a.op);
    let rows: Vec<Row> = match a.map {
        Some(map) => s.map_rows(map, &a.operands),
        None => a.operands.iter().map(|&v| s.value(v)).collect(),
    };
    let rank = rows.len();
    let mut out = Vec::with_capacity(rank);
    for (d, row) in rows.into_iter().enumerate() {
        let size = s.dim_size(a.memref, d);
        let b = IndexBound {
            row,
            size,
            span: if d + 1 == rank { a.span } else { 1 },
        };
        out.push((s.check(&b, false), s.check(&b, true)));
    }
    let exact = s.exact;
    (out, exact)
}

/// Whether access `a` is proven in bounds in every dimension, decided as the pass decides
/// it: the interval fast path, then the exact test. (The pass itself batches the fast path
/// over a kernel with one memoised [`Intervals`].)
pub fn access_proven(
    ctx: &mut Context,
    m: &Module,
    facts: &LaunchFacts,
    func: Option<Op>,
    a: &Access,
) -> bool {
    if Intervals::new(ctx, m, facts, func).proves(a.memref, &a.operands, a.map, a.span) {
        return true;
    }
    let (v, _) = analyze_access(ctx, m, facts, func, a);
    v.iter()
        .all(|&(l, h)| l == Verdict::Proven && h == Verdict::Proven)
}

/// The registered pass: `--tessera-bounds-check[=report=true,unchecked=true]`.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    let bad = |ctx: &Context, m: &Module, e: String| {
        Diagnostics::from(Diagnostic::error_at(ctx, m.op(anchor).loc, e))
    };
    opts.check_known(
        "tessera-bounds-check",
        &["report", "unchecked", "index-bits"],
    )
    .map_err(|e| bad(ctx, m, e))?;
    let o = BoundsOptions {
        report: opts.get_bool("report", false).map_err(|e| bad(ctx, m, e))?,
        unchecked: opts
            .get_bool("unchecked", false)
            .map_err(|e| bad(ctx, m, e))?,
    };
    let bits = opts.get_i64("index-bits", 64).map_err(|e| bad(ctx, m, e))?;
    if bits != 32 && bits != 64 {
        return Err(bad(
            ctx,
            m,
            format!("index-bits must be 32 or 64, got {bits}"),
        ));
    }
    reject_out_of_bounds(ctx, m, anchor)?;
    check_index_bits(ctx, m, anchor, bits as u32)?;
    let r = check_kernels(ctx, m, anchor, &o)?;
    Ok(r.iter().any(|k| k.guarded > 0) || !r.is_empty())
}

/// `tessera-reject-out-of-bounds`: the first check of `tessera-gpu-pipeline` (before any
/// rewrite): affine accesses that provably leave their memref are errors. Changes nothing.
pub fn run_reject(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    opts.check_known("tessera-reject-out-of-bounds", &[])
        .map_err(|e| Diagnostics::from(Diagnostic::error_at(ctx, m.op(anchor).loc, e)))?;
    reject_out_of_bounds(ctx, m, anchor)?;
    Ok(false)
}

/// Static memref extents of kernel arguments must be addressable with `bits`-bit indices.
fn check_index_bits(ctx: &Context, m: &Module, anchor: Op, bits: u32) -> Result<(), Diagnostics> {
    if bits >= 64 {
        return Ok(());
    }
    let limit = (1i128 << (bits - 1)) - 1;
    let mut errs = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if m.op(op).kind != Some(OpKind::GpuFunc) {
            return;
        }
        let Some(b) = m.entry_block(op, 0) else {
            return;
        };
        for &a in m.block(b).args() {
            if let TypeKind::MemRef { shape, .. } = ctx.type_kind(m.value_type(a)) {
                let n = shape
                    .iter()
                    .filter(|&&d| d != DYNAMIC)
                    .try_fold(1i128, |acc, &d| acc.checked_mul(i128::from(d)));
                if n.is_none_or(|n| n > limit) {
                    errs.push(Diagnostic::error_at(
                        ctx,
                        m.op(op).loc,
                        format!(
                            "kernel argument has more elements than {bits}-bit indices address"
                        ),
                    ));
                }
            }
        }
    });
    if errs.is_empty() {
        Ok(())
    } else {
        Err(Diagnostics(errs))
    }
}

/// Rejects affine accesses under `anchor` that leave their memref for some iteration of
/// an exactly known loop nest.
pub fn reject_out_of_bounds(ctx: &mut Context, m: &Module, anchor: Op) -> Result<(), Diagnostics> {
    let mut accesses = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if matches!(
            ops::kind(m, op),
            Some(
                OpKind::AffineLoad
                    | OpKind::AffineStore
                    | OpKind::AffineVectorLoad
                    | OpKind::AffineVectorStore
            )
        ) {
            accesses.push(op);
        }
    });
    let mut errs = Vec::new();
    let no_facts = LaunchFacts::default();
    // Accesses that intervals prove in bounds cannot be out of bounds.
    let accesses: Vec<Access> = {
        let mut iv = Intervals::new(ctx, m, &no_facts, None);
        accesses
            .into_iter()
            .filter_map(|op| access_of(ctx, m, op))
            .filter(|a| !iv.proves(a.memref, &a.operands, a.map, a.span))
            .collect()
    };
    for a in accesses {
        let op = a.op;
        let (verdicts, exact) = analyze_access(ctx, m, &no_facts, None, &a);
        if !exact {
            continue;
        }
        for (d, (lo, hi)) in verdicts.iter().enumerate() {
            let side = if *lo == Verdict::Violated {
                Some("below 0")
            } else if *hi == Verdict::Violated {
                Some("past the end")
            } else {
                None
            };
            if let Some(side) = side {
                let size = match ctx.type_kind(m.value_type(a.memref)) {
                    TypeKind::MemRef { shape, .. } => shape.get(d).copied().unwrap_or(DYNAMIC),
                    _ => DYNAMIC,
                };
                let size = if size == DYNAMIC {
                    "?".to_string()
                } else {
                    size.to_string()
                };
                errs.push(Diagnostic::error_at(
                    ctx,
                    m.op(op).loc,
                    format!(
                        "'{}' op index {d} is out of bounds ({side} of dimension {d} of size \
                         {size}) for some iteration",
                        ctx.ident_str(m.op(op).name)
                    ),
                ));
                break;
            }
        }
    }
    if errs.is_empty() {
        Ok(())
    } else {
        Err(Diagnostics(errs))
    }
}

/// Proves, guards and marks the accesses of every kernel under `anchor`.
pub fn check_kernels(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    o: &BoundsOptions,
) -> Result<Vec<KernelBounds>, Diagnostics> {
    let mut funcs = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if ops::kind(m, op) == Some(OpKind::GpuFunc) {
            funcs.push(op);
        }
    });
    let sites = LaunchIndex::new(ctx, m);
    let mut out = Vec::new();
    for f in funcs {
        let facts = sites.facts(ctx, m, f);
        out.push(check_kernel(ctx, m, f, &facts, o)?);
    }
    Ok(out)
}

fn check_kernel(
    ctx: &mut Context,
    m: &mut Module,
    func: Op,
    facts: &LaunchFacts,
    o: &BoundsOptions,
) -> Result<KernelBounds, Diagnostics> {
    let mut list = Vec::new();
    m.walk_pre(func, &mut |op| list.push(op));
    // The fast path: accesses whose index ranges lie inside their memref.
    let (accesses, by_intervals) = {
        let mut iv = Intervals::new(ctx, m, facts, Some(func));
        let accesses: Vec<Option<Access>> = list.iter().map(|&op| access_of(ctx, m, op)).collect();
        let proven: Vec<bool> = accesses
            .iter()
            .map(|a| {
                a.as_ref()
                    .is_some_and(|a| iv.proves(a.memref, &a.operands, a.map, a.span))
            })
            .collect();
        (accesses, proven)
    };
    let mut kb = KernelBounds {
        func,
        accesses: 0,
        proven: 0,
        guarded: 0,
        unanalyzed: 0,
    };
    let mut pending = Vec::new();
    for ((op, a), by_intervals) in list.into_iter().zip(accesses).zip(by_intervals) {
        let Some(a) = a else {
            if touches_memory_unmodelled(ctx, m, op) {
                kb.unanalyzed += 1;
                if o.report {
                    emit_remark(Diagnostic {
                        severity: Severity::Remark,
                        loc: crate::diag::source_loc(ctx, m.op(op).loc),
                        message: format!(
                            "memory operation '{}' not analyzed: the kernel keeps runtime checks",
                            ctx.ident_str(m.op(op).name)
                        ),
                        notes: Vec::new(),
                    });
                }
            }
            continue;
        };
        kb.accesses += 1;
        let (in_view, verdicts) = if by_intervals {
            (true, Vec::new())
        } else {
            let (v, _) = analyze_access(ctx, m, facts, Some(func), &a);
            let proven = v
                .iter()
                .all(|&(l, h)| l == Verdict::Proven && h == Verdict::Proven);
            (proven, v)
        };
        // Through a view made in the kernel, the view must also lie in its source.
        let view_check = needs_view_check(ctx, m, func, a.memref);
        let proven = in_view && !view_check;
        if proven {
            kb.proven += 1;
        }
        if o.report {
            let msg = if proven {
                "access proven in bounds".to_string()
            } else if in_view {
                "access not proven in bounds: a view it goes through may leave its source"
                    .to_string()
            } else {
                format!(
                    "access not proven in bounds: {}",
                    why(ctx, m, &a, &verdicts)
                )
            };
            emit_remark(Diagnostic {
                severity: Severity::Remark,
                loc: crate::diag::source_loc(ctx, m.op(op).loc),
                message: msg,
                notes: Vec::new(),
            });
        }
        if !proven {
            let verdicts = if verdicts.is_empty() {
                // Proven by intervals: only the views need testing.
                vec![(Verdict::Proven, Verdict::Proven); rank_of(ctx, m, a.memref)]
            } else {
                verdicts
            };
            pending.push((a, verdicts, view_check));
        }
    }
    if !o.unchecked {
        for (a, verdicts, view_check) in &pending {
            let loc = m.op(a.op).loc;
            let extra = if *view_check {
                view_conditions(ctx, m, func, a.memref, a.op)
                    .map_err(|e| Diagnostics::from(Diagnostic::error_at(ctx, loc, e)))?
            } else {
                Vec::new()
            };
            guard_access_with(ctx, m, a, verdicts, extra)
                .map_err(|e| Diagnostics::from(Diagnostic::error_at(ctx, loc, e)))?;
            kb.guarded += 1;
        }
    }
    let mark = if kb.proven == kb.accesses && kb.unanalyzed == 0 {
        PROVEN
    } else if o.unchecked {
        "unchecked"
    } else {
        "guarded"
    };
    let v = ctx.str_attr(mark);
    crate::gpu::build::set_attr(ctx, m, func, BOUNDS_ATTR, v);
    Ok(kb)
}

/// The rank of a memref value (0 for anything else).
fn rank_of(ctx: &Context, m: &Module, v: Value) -> usize {
    match ctx.type_kind(m.value_type(v)) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => 0,
    }
}

/// Whether `op` uses a memref in a way the analysis does not model: anything but the
/// analysed accesses, `memref.dim`, `memref.dealloc`, ops that only pass memrefs along
/// (`scf` control flow, `arith.select`, returns), and `memref.cast`s that add no static
/// size.
fn touches_memory_unmodelled(ctx: &Context, m: &Module, op: Op) -> bool {
    let is_memref = |v: Value| {
        matches!(
            ctx.type_kind(m.value_type(v)),
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
        )
    };
    if !m.op(op).operands().iter().any(|&v| is_memref(v)) {
        return false;
    }
    match ops::kind(m, op) {
        Some(
            OpKind::MemRefDim
            | OpKind::MemRefDealloc
            | OpKind::ScfYield
            | OpKind::ScfFor
            | OpKind::ScfIf
            | OpKind::ScfWhile
            | OpKind::ScfCondition
            | OpKind::ArithSelect
            | OpKind::GpuReturn
            | OpKind::FuncReturn,
        ) => false,
        Some(OpKind::MemRefCast) => {
            let shape = |v: Option<&Value>| match v.map(|&v| ctx.type_kind(m.value_type(v))) {
                Some(TypeKind::MemRef { shape, .. }) => Some(shape.clone()),
                _ => None,
            };
            match (
                shape(m.op(op).operands().first()),
                shape(m.op(op).results().first()),
            ) {
                (Some(from), Some(to)) if from.len() == to.len() => {
                    from.iter().zip(&to).any(|(&f, &t)| t != DYNAMIC && t != f)
                }
                _ => true,
            }
        }
        _ => true,
    }
}

/// Why an access is not proven: which bound fails, and what makes the index opaque.
fn why(ctx: &Context, m: &Module, a: &Access, verdicts: &[(Verdict, Verdict)]) -> String {
    let mut parts = Vec::new();
    for (d, &(lo, hi)) in verdicts.iter().enumerate() {
        let what = match (lo, hi) {
            (Verdict::Proven, Verdict::Proven) => continue,
            (Verdict::Proven, _) => "may reach the size of",
            (_, Verdict::Proven) => "may be negative in",
            _ => "may leave",
        };
        parts.push(format!("index {d} {what} dimension {d}"));
    }
    let mut causes = Vec::new();
    for &v in &a.operands {
        cause(ctx, m, v, 0, &mut causes);
    }
    if let TypeKind::MemRef { shape, .. } = ctx.type_kind(m.value_type(a.memref)) {
        if shape.contains(&DYNAMIC) {
            causes.push("dynamic size");
        }
    }
    causes.sort_unstable();
    causes.dedup();
    let mut s = parts.join(", ");
    if !causes.is_empty() {
        s.push_str(" (");
        s.push_str(&causes.join(", "));
        s.push(')');
    }
    s
}

fn cause(ctx: &Context, m: &Module, v: Value, depth: u32, out: &mut Vec<&'static str>) {
    if depth > 32 {
        return;
    }
    let Some(op) = m.defining_op(v) else {
        return;
    };
    let o = m.op(op).operands();
    match ops::kind(m, op) {
        Some(
            OpKind::MemRefLoad | OpKind::AffineLoad | OpKind::VectorLoad | OpKind::VectorExtract,
        ) => {
            out.push("data-dependent index");
            return;
        }
        Some(OpKind::ArithMulI) if o.iter().all(|&x| ops::constant_int(ctx, m, x).is_none()) => {
            out.push("non-affine index")
        }
        Some(
            OpKind::ArithDivSI
            | OpKind::ArithRemSI
            | OpKind::ArithDivUI
            | OpKind::ArithRemUI
            | OpKind::ArithFloorDivSI
            | OpKind::ArithCeilDivSI,
        ) if o
            .get(1)
            .and_then(|&x| ops::constant_int(ctx, m, x))
            .is_none_or(|c| c <= 0) =>
        {
            out.push("non-affine index")
        }
        _ => {}
    }
    for &x in o {
        cause(ctx, m, x, depth + 1, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::{parse_source, ParseOptions};

    /// The proven/unproven verdict of each access of the single kernel in `body`, in order.
    fn verdicts(args: &str, block: i64, body: &str) -> Vec<bool> {
        let src = format!(
            "module attributes {{gpu.container_module}} {{\n gpu.module @k {{\n  gpu.func @f({args}) kernel attributes {{known_block_size = array<i32: {block}, 1, 1>}} {{\n{body}\n   gpu.return\n  }}\n }}\n}}\n"
        );
        let mut ctx = Context::new();
        let mut m = parse_source(&mut ctx, &src, "t.mlir", &ParseOptions::default())
            .unwrap_or_else(|e| panic!("{e}\n{src}"));
        crate::verify::verify(&ctx, &m).unwrap_or_else(|e| panic!("{e}\n{src}"));
        let top = m.top[0];
        crate::diag::take_remarks();
        let o = BoundsOptions {
            report: true,
            unchecked: true,
        };
        check_kernels(&mut ctx, &mut m, top, &o).expect("check");
        crate::diag::take_remarks()
            .iter()
            .map(|d| d.message == "access proven in bounds")
            .collect()
    }

    #[test]
    fn truncating_remainder_may_be_negative() {
        let v = verdicts(
            "%a: memref<8xf32>",
            64,
            "%c5 = arith.constant 5 : index
             %c8 = arith.constant 8 : index
             %t = gpu.thread_id x
             %x = arith.subi %t, %c5 : index
             %r = arith.remsi %x, %c8 : index
             %v = memref.load %a[%r] : memref<8xf32>
             %q = arith.remsi %t, %c8 : index
             %w = memref.load %a[%q] : memref<8xf32>",
        );
        assert_eq!(v, vec![false, true]);
    }

    #[test]
    fn lowered_floor_mod_is_proven() {
        // lower-affine's `x mod 8` for an x of either sign.
        let v = verdicts(
            "%a: memref<8xf32>",
            64,
            "%c0 = arith.constant 0 : index
             %c8 = arith.constant 8 : index
             %c40 = arith.constant 40 : index
             %t = gpu.thread_id x
             %x = arith.subi %t, %c40 : index
             %r = arith.remsi %x, %c8 : index
             %n = arith.cmpi slt, %r, %c0 : index
             %s = arith.addi %r, %c8 : index
             %m = arith.select %n, %s, %r : index
             %v = memref.load %a[%m] : memref<8xf32>",
        );
        assert_eq!(v, vec![true]);
    }

    #[test]
    fn unsigned_division_of_a_negative_value_is_unknown() {
        let v = verdicts(
            "%a: memref<8xf32>",
            64,
            "%c4 = arith.constant 4 : index
             %c8 = arith.constant 8 : index
             %t = gpu.thread_id x
             %x = arith.subi %t, %c4 : index
             %q = arith.divui %x, %c8 : index
             %v = memref.load %a[%q] : memref<8xf32>
             %p = arith.divui %t, %c8 : index
             %w = memref.load %a[%p] : memref<8xf32>",
        );
        assert_eq!(v, vec![false, true]);
    }

    #[test]
    fn not_equal_and_else_branches() {
        // t in [0, 100]: t != 100 proves t < 100; the else branch of t >= 100 too.
        let v = verdicts(
            "%a: memref<100xf32>",
            101,
            "%c100 = arith.constant 100 : index
             %true = arith.constant true
             %t = gpu.thread_id x
             %ne = arith.cmpi ne, %t, %c100 : index
             scf.if %ne {
               %v = memref.load %a[%t] : memref<100xf32>
             }
             %ge = arith.cmpi sge, %t, %c100 : index
             scf.if %ge {
               %v = memref.load %a[%t] : memref<100xf32>
             } else {
               %v = memref.load %a[%t] : memref<100xf32>
             }
             %in = arith.cmpi ult, %t, %c100 : index
             %out = arith.xori %in, %true : i1
             scf.if %out {
             } else {
               %v = memref.load %a[%t] : memref<100xf32>
             }",
        );
        assert_eq!(v, vec![true, false, true, true]);
    }

    #[test]
    fn loops_with_steps_and_workgroup_memory() {
        let v = verdicts(
            "%a: memref<64xf32>",
            16,
            "%c0 = arith.constant 0 : index
             %c4 = arith.constant 4 : index
             %c16 = arith.constant 16 : index
             %c61 = arith.constant 61 : index
             %c64 = arith.constant 64 : index
             %w = memref.alloca() : memref<16xf32, #gpu.address_space<private>>
             %t = gpu.thread_id x
             scf.for %i = %c0 to %c61 step %c4 {
               %j = arith.addi %i, %c4 : index
               %x = arith.subi %j, %c4 : index
               %y = arith.addi %i, %c4 : index
               %v = memref.load %a[%y] : memref<64xf32>
               %u = memref.load %a[%x] : memref<64xf32>
               memref.store %v, %w[%t] : memref<16xf32, #gpu.address_space<private>>
             }",
        );
        // i <= 60 (step 4 from 0 below 61): i + 4 <= 64 is past the end; i itself is in.
        assert_eq!(v, vec![false, true, true]);
    }

    fn rejected(src: &str) -> usize {
        let mut ctx = Context::new();
        let m = parse_source(&mut ctx, src, "t.mlir", &ParseOptions::default())
            .unwrap_or_else(|e| panic!("{e}"));
        let top = m.top[0];
        reject_out_of_bounds(&mut ctx, &m, top)
            .err()
            .map_or(0, |d| d.0.len())
    }

    #[test]
    fn only_reachable_exact_violations_are_errors() {
        // Under a condition the analysis cannot read: maybe never executed.
        assert_eq!(
            rejected(
                "func.func @f(%a: memref<16xf32>, %c: i1) {
                   affine.for %i = 0 to 16 {
                     scf.if %c {
                       %v = affine.load %a[%i + 1] : memref<16xf32>
                     }
                   }
                   return
                 }"
            ),
            0
        );
        // Under a readable condition that excludes the violation.
        assert_eq!(
            rejected(
                "func.func @f(%a: memref<16xf32>) {
                   %c15 = arith.constant 15 : index
                   affine.for %i = 0 to 16 {
                     %ok = arith.cmpi slt, %i, %c15 : index
                     scf.if %ok {
                       %v = affine.load %a[%i + 1] : memref<16xf32>
                     }
                   }
                   return
                 }"
            ),
            0
        );
        // An empty loop never executes.
        assert_eq!(
            rejected(
                "func.func @f(%a: memref<16xf32>) {
                   affine.for %i = 20 to 16 {
                     %v = affine.load %a[%i] : memref<16xf32>
                   }
                   return
                 }"
            ),
            0
        );
        // A readable condition that allows it: an error.
        assert_eq!(
            rejected(
                "func.func @f(%a: memref<16xf32>) {
                   %c8 = arith.constant 8 : index
                   affine.for %i = 0 to 16 {
                     %ok = arith.cmpi sge, %i, %c8 : index
                     scf.if %ok {
                       %v = affine.load %a[%i + 1] : memref<16xf32>
                     }
                   }
                   return
                 }"
            ),
            1
        );
    }
}

//! Views made inside a kernel: an access through a `memref.subview` is in bounds when its
//! indices lie in the view *and* the view lies in its source. `tessera-bounds-check` proves
//! the first per access; this module gives the second, per subview on the way from the
//! accessed memref to its root (through `memref.cast` and nested subviews): nothing when
//! every offset, size, stride and source size is a constant and the view fits (checked
//! here), else the `i1` conditions the access's guard must also test, one pair per source
//! dimension whose view is not empty:
//!
//! ```mlir
//! %ok0 = arith.cmpi ult, %off, %dim : index                 // first element
//! %last = off + (size - 1) * stride
//! %ok1 = arith.cmpi ult, %last, %dim : index                // last element
//! ```
//!
//! (unsigned, so a negative offset or last element fails too). The interpreter faults on a
//! subview that leaves its source; a guarded kernel then loads zero and skips stores, as
//! for any other access it cannot prove (`docs/MEMORY_SAFETY.md`).

use crate::affine::ops;
use crate::dialect::OpKind;
use crate::ir::{Context, Module, Op, TypeKind, Value, DYNAMIC};
use crate::transforms::rewrite::{CmpIPredicate, OpBuilder};

/// One entry of a subview's mixed offset, size or stride list.
#[derive(Debug, Clone, Copy)]
enum Entry {
    Static(i64),
    Dyn(Value),
}

/// The subview `op`'s source, offsets, sizes and strides.
struct Subview {
    source: Value,
    offsets: Vec<Entry>,
    sizes: Vec<Entry>,
    strides: Vec<Entry>,
}

fn subview(ctx: &Context, m: &Module, op: Op) -> Option<Subview> {
    let operands = m.op(op).operands();
    let source = *operands.first()?;
    let mut dynamic = operands.get(1..)?.iter();
    let mut list = |name: &str| -> Option<Vec<Entry>> {
        ops::ints_of(ctx, ops::attr(ctx, m, op, name)?)?
            .into_iter()
            .map(|s| {
                if s == DYNAMIC {
                    dynamic.next().map(|&v| Entry::Dyn(v))
                } else {
                    Some(Entry::Static(s))
                }
            })
            .collect()
    };
    let offsets = list("static_offsets")?;
    let sizes = list("static_sizes")?;
    let strides = list("static_strides")?;
    Some(Subview {
        source,
        offsets,
        sizes,
        strides,
    })
}

/// The subviews defined inside `func` between `memref` and its root, innermost first
/// (through `memref.cast` and the reshapes, which view the same elements).
fn chain(m: &Module, func: Op, memref: Value) -> Vec<Op> {
    let mut out = Vec::new();
    let mut v = memref;
    while let Some(def) = m.defining_op(v) {
        if !m.is_ancestor(func, def) {
            break;
        }
        match ops::kind(m, def) {
            Some(OpKind::MemRefSubView) => out.push(def),
            Some(
                OpKind::MemRefCast
                | OpKind::MemRefCollapseShape
                | OpKind::MemRefExpandShape
                | OpKind::MemRefTranspose,
            ) => {}
            _ => break,
        }
        match m.op(def).operands().first() {
            Some(&s) => v = s,
            None => break,
        }
    }
    out
}

/// The static shape of a memref value (`DYNAMIC` for `?`).
fn shape(ctx: &Context, m: &Module, v: Value) -> Option<Vec<i64>> {
    match ctx.type_kind(m.value_type(v)) {
        TypeKind::MemRef { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// Whether subview `s` is statically inside its source.
fn statically_inside(ctx: &Context, m: &Module, s: &Subview) -> bool {
    let Some(src) = shape(ctx, m, s.source) else {
        return false;
    };
    if src.len() != s.offsets.len() || src.len() != s.sizes.len() || src.len() != s.strides.len() {
        return false;
    }
    src.iter().enumerate().all(
        |(k, &d)| match (d, s.offsets[k], s.sizes[k], s.strides[k]) {
            (_, _, Entry::Static(0), _) => true,
            (d, Entry::Static(o), Entry::Static(n), Entry::Static(st)) if d != DYNAMIC => {
                let last = i128::from(o) + i128::from(n - 1) * i128::from(st);
                o >= 0 && i128::from(o) < i128::from(d) && last >= 0 && last < i128::from(d)
            }
            _ => false,
        },
    )
}

/// Whether an access of `memref` in kernel `func` needs view conditions: some kernel-local
/// subview on its way to the root is not statically inside its source.
pub fn needs_view_check(ctx: &Context, m: &Module, func: Op, memref: Value) -> bool {
    chain(m, func, memref)
        .into_iter()
        .any(|op| subview(ctx, m, op).is_none_or(|s| !statically_inside(ctx, m, &s)))
}

/// The index value of a list entry.
fn value(b: &OpBuilder, ctx: &mut Context, m: &mut Module, e: Entry) -> Value {
    match e {
        Entry::Static(c) => b.const_index(ctx, m, c),
        Entry::Dyn(v) => v,
    }
}

/// Builds, before `at`, the conditions under which every kernel-local subview between
/// `memref` and its root lies in its source.
pub fn view_conditions(
    ctx: &mut Context,
    m: &mut Module,
    func: Op,
    memref: Value,
    at: Op,
) -> Result<Vec<Value>, String> {
    let b = OpBuilder::before(m, at);
    let mut conds = Vec::new();
    for op in chain(m, func, memref) {
        let s = subview(ctx, m, op).ok_or("a memref.subview without its static lists")?;
        if statically_inside(ctx, m, &s) {
            continue;
        }
        let src = shape(ctx, m, s.source).ok_or("a subview of a non-memref")?;
        if src.len() != s.offsets.len()
            || src.len() != s.sizes.len()
            || src.len() != s.strides.len()
        {
            return Err("a subview whose lists do not match its source's rank".into());
        }
        for (k, &extent) in src.iter().enumerate() {
            if matches!(s.sizes[k], Entry::Static(0)) {
                continue;
            }
            let dim = (extent != DYNAMIC).then_some(extent);
            // The first element, then the last (when the view spans more than one).
            let last = match (s.offsets[k], s.sizes[k], s.strides[k]) {
                (_, Entry::Static(1), _) | (_, _, Entry::Static(0)) => None,
                (Entry::Static(o), Entry::Static(n), Entry::Static(st)) => {
                    Some(Entry::Static(o.saturating_add((n - 1).saturating_mul(st))))
                }
                (o, n, st) => {
                    let off = value(&b, ctx, m, o);
                    let one = b.const_index(ctx, m, 1);
                    let size = value(&b, ctx, m, n);
                    let n1 = b.binary(ctx, m, OpKind::ArithSubI, size, one);
                    let stride = value(&b, ctx, m, st);
                    let reach = b.binary(ctx, m, OpKind::ArithMulI, n1, stride);
                    Some(Entry::Dyn(b.binary(ctx, m, OpKind::ArithAddI, off, reach)))
                }
            };
            for e in std::iter::once(s.offsets[k]).chain(last) {
                match (e, dim) {
                    (Entry::Static(c), Some(d)) if c >= 0 && c < d => {}
                    (e, _) => {
                        let d = match dim {
                            Some(d) => b.const_index(ctx, m, d),
                            None => {
                                let c = b.const_index(ctx, m, k as i64);
                                let t = ctx.index_type();
                                b.create1(ctx, m, OpKind::MemRefDim, vec![s.source, c], t, vec![])
                            }
                        };
                        let v = value(&b, ctx, m, e);
                        conds.push(b.cmpi(ctx, m, CmpIPredicate::Ult, v, d));
                    }
                }
            }
        }
    }
    Ok(conds)
}

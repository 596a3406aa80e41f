//! ODS-style constraints: operand/result/region/successor counts and type constraints, with
//! the messages upstream's generated verifiers print (`operand #0 must be index, but got
//! 'i32'`, `expected 2 operands, but found 1`, ...).

use super::check::{Check, OpCheck};
use crate::diag::Diagnostic;
use crate::dialect::operands::{Arity, OperandError};
use crate::dialect::OpKind;
use crate::ir::{Context, OpData, Signedness, Type, TypeKind};

/// A type constraint: a predicate plus the summary upstream prints after `must be`.
#[derive(Clone, Copy)]
pub struct TypeConstraint {
    /// The summary (`signless-integer-like`).
    pub summary: &'static str,
    /// The predicate.
    pub pred: fn(&Context, Type) -> bool,
}

impl TypeConstraint {
    /// Whether `t` satisfies the constraint.
    pub fn ok(&self, ctx: &Context, t: Type) -> bool {
        (self.pred)(ctx, t)
    }
}

// ----- scalar predicates ---------------------------------------------------------------

/// `index`
pub fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Index)
}
/// A signless integer.
pub fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}
/// A signless integer or `index`.
pub fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, t) || is_index(ctx, t)
}
/// A float.
pub fn is_float(ctx: &Context, t: Type) -> bool {
    ctx.type_kind(t).is_float()
}
/// `i1`
pub fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}
/// `i8`
pub fn is_i8(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 8,
            signedness: Signedness::Signless
        }
    )
}
/// Any integer (any signedness).
pub fn is_any_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { .. })
}

/// The element of a vector or tensor (`TypeOrValueSemanticsContainer`), or `t` itself.
pub fn value_elem(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem } => *elem,
        _ => t,
    }
}
/// Whether `t` is a vector or tensor.
pub fn is_container(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

fn signless_int_like(ctx: &Context, t: Type) -> bool {
    is_signless_int_or_index(ctx, value_elem(ctx, t))
}
fn signless_nonzero_int_like(ctx: &Context, t: Type) -> bool {
    let e = value_elem(ctx, t);
    is_index(ctx, e)
        || matches!(
            ctx.type_kind(e),
            TypeKind::Integer {
                width: 1..,
                signedness: Signedness::Signless
            }
        )
}
fn signless_fixed_int_like(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, value_elem(ctx, t))
}
fn float_like(ctx: &Context, t: Type) -> bool {
    is_float(ctx, value_elem(ctx, t))
}
fn bool_like(ctx: &Context, t: Type) -> bool {
    is_i1(ctx, value_elem(ctx, t))
}
fn int_or_float_like(ctx: &Context, t: Type) -> bool {
    let e = value_elem(ctx, t);
    is_signless_int(ctx, e) || is_float(ctx, e)
}
fn memref_of_signless_int(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => {
            is_signless_int_or_index(ctx, *elem)
        }
        _ => false,
    }
}
fn memref_of_int_or_float(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } => {
            is_signless_int(ctx, *elem) || is_float(ctx, *elem)
        }
        _ => false,
    }
}
fn any_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}
fn ranked_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
}
fn any_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { .. })
}
fn function_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Function { .. })
}
fn any_type(_: &Context, _: Type) -> bool {
    true
}
fn gpu_shuffle_type(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 32 | 64,
            signedness: Signedness::Signless
        }
    ) || matches!(
        ctx.type_kind(t),
        TypeKind::Float(crate::ir::FloatKind::F32 | crate::ir::FloatKind::F64)
    )
}

/// `index`
pub const INDEX: TypeConstraint = TypeConstraint {
    summary: "index",
    pred: is_index,
};
/// `Index` or signless integer (scf loop bounds).
pub const SIGNLESS_INT_OR_INDEX: TypeConstraint = TypeConstraint {
    summary: "signless integer or index",
    pred: is_signless_int_or_index,
};
/// `gpu.launch_func`'s sizes (`LaunchIndx`): `index`, `i32` or `i64`.
pub const LAUNCH_INDEX: TypeConstraint = TypeConstraint {
    summary: "index or 32-bit signless integer or 64-bit signless integer",
    pred: is_launch_index,
};
fn is_launch_index(ctx: &Context, t: Type) -> bool {
    is_index(ctx, t)
        || matches!(
            ctx.type_kind(t),
            TypeKind::Integer {
                width: 32 | 64,
                signedness: Signedness::Signless
            }
        )
}
/// `I1`
pub const I1: TypeConstraint = TypeConstraint {
    summary: "1-bit signless integer",
    pred: is_i1,
};
/// `SignlessIntegerOrIndexLike`
pub const SIGNLESS_INT_LIKE: TypeConstraint = TypeConstraint {
    summary: "signless-integer-like",
    pred: signless_int_like,
};
/// `SignlessFixedWidthIntegerLike`
pub const SIGNLESS_FIXED_INT_LIKE: TypeConstraint = TypeConstraint {
    summary: "signless-fixed-width-integer-like",
    pred: signless_fixed_int_like,
};
/// `FloatLike`
/// Upstream's `SignlessIntegerOrIndexLike` with a non-zero width (the `*_extended` ops).
pub const SIGNLESS_NONZERO_INT_LIKE: TypeConstraint = TypeConstraint {
    summary: "signless-non-zero-bitwidth-integer-like",
    pred: signless_nonzero_int_like,
};
/// Floats, or vectors/tensors of them.
pub const FLOAT_LIKE: TypeConstraint = TypeConstraint {
    summary: "floating-point-like",
    pred: float_like,
};
/// `BoolLike`
pub const BOOL_LIKE: TypeConstraint = TypeConstraint {
    summary: "bool-like",
    pred: bool_like,
};
/// `arith.index_cast` operands and results.
pub const INT_LIKE_OR_MEMREF_OF_INT: TypeConstraint = TypeConstraint {
    summary: "signless-non-zero-bitwidth-integer-like or memref of signless-integer",
    pred: |c, t| signless_int_like(c, t) || memref_of_signless_int(c, t),
};
/// `arith.bitcast` operands and results.
pub const INT_OR_FLOAT_LIKE_OR_MEMREF: TypeConstraint = TypeConstraint {
    summary: "signless-integer-or-float-like or memref of signless-integer or float",
    pred: |c, t| int_or_float_like(c, t) || memref_of_int_or_float(c, t),
};
/// `AnyMemRef`
pub const ANY_MEMREF: TypeConstraint = TypeConstraint {
    summary: "memref of any non-token type values",
    pred: any_memref,
};
/// `AnyRankedOrUnrankedMemRef`
pub const RANKED_OR_UNRANKED_MEMREF: TypeConstraint = TypeConstraint {
    summary: "ranked or unranked memref of any non-token type values",
    pred: any_memref,
};
/// `AnyStaticShapeMemRef`-free ranked memref
pub const RANKED_MEMREF: TypeConstraint = TypeConstraint {
    summary: "memref of any non-token type values",
    pred: ranked_memref,
};
/// `AnyStridedMemRef` (Tessera's memrefs are all strided or normalizable).
pub const STRIDED_MEMREF: TypeConstraint = TypeConstraint {
    summary: "strided memref of any non-token type values",
    pred: ranked_memref,
};
/// `AnyVector`
pub const ANY_VECTOR: TypeConstraint = TypeConstraint {
    summary: "vector of any non-token type values",
    pred: any_vector,
};
/// `FunctionType`
pub const FUNCTION: TypeConstraint = TypeConstraint {
    summary: "function type",
    pred: function_type,
};
/// `AnyType`
pub const ANY: TypeConstraint = TypeConstraint {
    summary: "any type",
    pred: any_type,
};
/// `gpu.shuffle` values.
pub const I32_I64_F32_F64: TypeConstraint = TypeConstraint {
    summary: "i32, i64, f32 or f64",
    pred: gpu_shuffle_type,
};
/// `math` ops: `FloatLike`.
pub const MATH_FLOAT: TypeConstraint = FLOAT_LIKE;

// ----- arity -------------------------------------------------------------------------

/// How many operands an op takes.
#[derive(Clone, Copy)]
pub enum Count {
    /// Exactly `n`.
    Exact(usize),
    /// At least `n`.
    AtLeast(usize),
}

impl Count {
    /// The operand count `kind`'s op table entry declares (`dialect/operands.rs`): one per
    /// single group, at least that many with a variadic or optional group; any count for an
    /// op that declares no operands.
    pub fn declared(kind: OpKind) -> Count {
        let Some(defs) = kind.operand_defs() else {
            return Count::AtLeast(0);
        };
        let singles = defs.iter().filter(|d| d.arity == Arity::One).count();
        if singles == defs.len() {
            Count::Exact(singles)
        } else {
            Count::AtLeast(singles)
        }
    }
}

/// Checks `operandSegmentSizes` against the operand count and the number of groups the
/// op's table entry declares, with upstream's messages.
pub fn declared_segments(c: &OpCheck) -> Check {
    c.check_segments(c.kind.and_then(OpKind::operand_defs).map(<[_]>::len))
}

/// Checks the operand count with upstream's trait messages.
pub fn operands(c: &OpCheck, n: Count) -> Check {
    let got = c.operands().len();
    match n {
        Count::Exact(0) if got != 0 => Err(c.err("requires zero operands")),
        Count::Exact(1) if got != 1 => Err(c.err("requires a single operand")),
        Count::Exact(k) if got != k => {
            Err(c.err(format!("expected {k} operands, but found {got}")))
        }
        Count::AtLeast(k) if got < k => {
            Err(c.err(format!("expected {k} or more operands, but found {got}")))
        }
        _ => Ok(()),
    }
}

/// The op's typed operand view (`dialect::view`), built by `new` (e.g.
/// `view::ScfFor::new`): operands that do not fit the groups its table entry declares are
/// upstream's count or `operandSegmentSizes` error.
pub fn operand_view<'a, T>(
    c: &OpCheck<'a>,
    new: impl FnOnce(&Context, &'a OpData) -> Result<T, OperandError>,
) -> Result<T, Diagnostic> {
    new(c.ctx, c.data).map_err(|e| c.err(e.to_string()))
}

/// Checks the result count with upstream's trait messages.
pub fn results(c: &OpCheck, n: Count) -> Check {
    let got = c.results().len();
    match n {
        Count::Exact(0) if got != 0 => Err(c.err("requires zero results")),
        Count::Exact(1) if got != 1 => Err(c.err("requires one result")),
        Count::Exact(k) if got != k => Err(c.err(format!("expected {k} results, but found {got}"))),
        Count::AtLeast(k) if got < k => {
            Err(c.err(format!("expected {k} or more results, but found {got}")))
        }
        _ => Ok(()),
    }
}

/// Checks the region count with upstream's trait messages.
pub fn regions(c: &OpCheck, n: usize) -> Check {
    let got = c.regions().len();
    if got == n {
        return Ok(());
    }
    Err(match n {
        0 => c.err("requires zero regions"),
        1 => c.err("requires one region"),
        k => c.err(format!("expected {k} regions")),
    })
}

/// Checks the successor count with upstream's trait messages.
pub fn successors(c: &OpCheck, n: usize) -> Check {
    let got = c.data.successors.len();
    if got == n {
        return Ok(());
    }
    Err(match n {
        0 => c.err("requires zero successors"),
        k => c.err(format!(
            "requires {k} successor{} but found {got}",
            if k == 1 { "" } else { "s" }
        )),
    })
}

/// The common shape checks: operand, result, region and successor counts.
pub fn shape(c: &OpCheck, ops: Count, res: Count, regs: usize, succs: usize) -> Check {
    regions(c, regs)?;
    results(c, res)?;
    successors(c, succs)?;
    operands(c, ops)
}

/// `operand #i must be <summary>, but got '<type>'` for operands `range` of the op.
pub fn operand_types(c: &OpCheck, first: usize, count: usize, tc: TypeConstraint) -> Check {
    for i in first..first.saturating_add(count) {
        if let Some(t) = c.operand_ty(i) {
            if !tc.ok(c.ctx, t) {
                return Err(c.err(format!(
                    "operand #{i} must be {}, but got {}",
                    tc.summary,
                    c.q(t)
                )));
            }
        }
    }
    Ok(())
}

/// `result #i must be <summary>, but got '<type>'` for results `first..first + count`.
pub fn result_types(c: &OpCheck, first: usize, count: usize, tc: TypeConstraint) -> Check {
    for i in first..first.saturating_add(count) {
        if let Some(t) = c.result_ty(i) {
            if !tc.ok(c.ctx, t) {
                return Err(c.err(format!(
                    "result #{i} must be {}, but got {}",
                    tc.summary,
                    c.q(t)
                )));
            }
        }
    }
    Ok(())
}

/// Checks every operand against `tc`.
pub fn all_operands(c: &OpCheck, tc: TypeConstraint) -> Check {
    operand_types(c, 0, c.operands().len(), tc)
}

/// `result #i must be <summary>, but got '<type>'` for every result.
pub fn all_results(c: &OpCheck, tc: TypeConstraint) -> Check {
    for (i, &r) in c.results().iter().enumerate() {
        let t = c.vty(r);
        if !tc.ok(c.ctx, t) {
            return Err(c.err(format!(
                "result #{i} must be {}, but got {}",
                tc.summary,
                c.q(t)
            )));
        }
    }
    Ok(())
}

/// Upstream's `SameOperandsAndResultType`.
pub fn same_operands_and_result_type(c: &OpCheck) -> Check {
    let mut all = c.results().iter().chain(c.operands()).map(|&v| c.vty(v));
    if let Some(first) = all.next() {
        if all.any(|t| t != first) {
            return Err(c.err("requires the same type for all operands and results"));
        }
    }
    Ok(())
}

/// Upstream's `SameTypeOperands`.
pub fn same_type_operands(c: &OpCheck) -> Check {
    let mut ts = c.operands().iter().map(|&v| c.vty(v));
    if let Some(first) = ts.next() {
        if ts.any(|t| t != first) {
            return Err(c.err("requires all operands to have the same type"));
        }
    }
    Ok(())
}

/// The shape of a type for `SameOperandsAndResultShape`: `None` for scalars.
fn shape_of(ctx: &Context, t: Type) -> Option<(Vec<i64>, Vec<bool>)> {
    match ctx.type_kind(t) {
        TypeKind::Vector {
            shape, scalable, ..
        } => Some((shape.clone(), scalable.clone())),
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
            Some((shape.clone(), vec![false; shape.len()]))
        }
        TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => {
            Some((vec![-1], vec![true]))
        }
        _ => None,
    }
}

/// Whether [`shape_of`] is `None` for `t` (a scalar), without building the shape.
fn shape_of_is_none(ctx: &Context, t: Type) -> bool {
    !matches!(
        ctx.type_kind(t),
        TypeKind::Vector { .. }
            | TypeKind::RankedTensor { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::UnrankedMemRef { .. }
    )
}

/// Upstream's `SameOperandsAndResultShape` (dynamic sizes are compatible with static ones;
/// scalable flags must match).
pub fn same_operands_and_result_shape(c: &OpCheck) -> Check {
    // Fast path: every operand and result is a scalar (no shape), or all share one type.
    let mut tys = c.operands().iter().chain(c.results()).map(|&v| c.vty(v));
    if let Some(first) = tys.next() {
        let first_scalar = shape_of_is_none(c.ctx, first);
        if tys.all(|t| t == first || (first_scalar && shape_of_is_none(c.ctx, t))) {
            return Ok(());
        }
    }
    let mut all = c.operand_types();
    all.extend(c.result_types());
    let shapes: Vec<Option<(Vec<i64>, Vec<bool>)>> =
        all.iter().map(|t| shape_of(c.ctx, *t)).collect();
    let Some(first) = shapes.first() else {
        return Ok(());
    };
    let fail = || Err(c.err("requires the same shape for all operands and results"));
    for s in &shapes[1..] {
        match (first, s) {
            (None, None) => {}
            (Some((a, sa)), Some((b, sb))) => {
                let unranked = |x: &[bool], y: &[i64]| y == [-1] && x == [true];
                if unranked(sa, a) || unranked(sb, b) {
                    continue;
                }
                if a.len() != b.len() || sa != sb {
                    return fail();
                }
                for (x, y) in a.iter().zip(b) {
                    if *x != *y && *x != crate::ir::DYNAMIC && *y != crate::ir::DYNAMIC {
                        return fail();
                    }
                }
            }
            _ => return fail(),
        }
    }
    Ok(())
}

/// Upstream's `Elementwise` trait (`verifyElementwise`): vector and tensor operands and
/// results go together (a non-scalar result needs a non-scalar operand, a non-scalar operand
/// makes every result non-scalar), of one base type (vector, ranked or unranked tensor) and
/// compatible shapes (a dynamic size matches any size, an unranked tensor any shape).
pub fn elementwise_shapes(c: &OpCheck, operands: &[Type], results: &[Type]) -> Check {
    // (base type: 0 vector, 1 ranked tensor, 2 unranked tensor; shape; scalable dims)
    let mappable = |t: Type| match c.ctx.type_kind(t) {
        TypeKind::Vector {
            shape, scalable, ..
        } => Some((0u8, shape.clone(), scalable.clone())),
        TypeKind::RankedTensor { shape, .. } => Some((1, shape.clone(), Vec::new())),
        TypeKind::UnrankedTensor { .. } => Some((2, Vec::new(), Vec::new())),
        _ => None,
    };
    let res: Vec<_> = results.iter().filter_map(|&t| mappable(t)).collect();
    let ops: Vec<_> = operands.iter().filter_map(|&t| mappable(t)).collect();
    if res.is_empty() && ops.is_empty() {
        return Ok(());
    }
    if ops.is_empty() {
        return Err(
            c.err("if a result is non-scalar, then at least one operand must be non-scalar")
        );
    }
    if res.is_empty() {
        return Err(c.err(
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        ));
    }
    if res.len() != results.len() {
        return Err(c.err("if an operand is non-scalar, then all results must be non-scalar"));
    }
    let all: Vec<_> = ops.iter().chain(&res).collect();
    let compatible = |x: &(u8, Vec<i64>, Vec<bool>), y: &(u8, Vec<i64>, Vec<bool>)| {
        if x.0 == 2 || y.0 == 2 {
            return true;
        }
        x.1.len() == y.1.len()
            && x.2 == y.2
            && x.1
                .iter()
                .zip(&y.1)
                .all(|(a, b)| a == b || *a == crate::ir::DYNAMIC || *b == crate::ir::DYNAMIC)
    };
    let Some(first) = all.first() else {
        return Ok(());
    };
    if all.iter().any(|t| t.0 != first.0)
        || !all.iter().all(|x| all.iter().all(|y| compatible(x, y)))
    {
        return Err(c.err("all non-scalar operands/results must have the same shape and base type"));
    }
    Ok(())
}

/// Whether two types are equal.
pub fn same(a: Type, b: Type) -> bool {
    a == b
}

/// The optional `alignment` property of the load and store ops of memref and vector: a
/// positive power of two (upstream's `ConfinedAttr<OptionalAttr<I64Attr>, [IntPositive,
/// IntPowerOf2]>`).
pub fn alignment(c: &OpCheck) -> Check {
    let Some(a) = c.attr("alignment") else {
        return Ok(());
    };
    let ok = match c.ctx.attr_kind(a) {
        crate::ir::AttrKind::Integer { value, ty } => {
            matches!(c.tk(*ty), crate::ir::TypeKind::Integer { width: 64, signedness }
                if *signedness == crate::ir::Signedness::Signless)
                && *value > 0
                && (*value & (*value - 1)) == 0
        }
        _ => false,
    };
    if !ok {
        return Err(c.err(
            "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
        ));
    }
    Ok(())
}

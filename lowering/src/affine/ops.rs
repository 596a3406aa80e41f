//! Read access to the affine-relevant structure of ops, following the op-structure
//! convention (upstream's generic form): the `map` of loads, stores and `affine.apply`,
//! the bound maps, operand segments and step of `affine.for`, the grouped bounds of
//! `affine.parallel`, the `condition` of `affine.if`, `arith.constant` values, and
//! upstream's notions of valid affine symbols and affine scopes.
//!
//! Every accessor returns `None` on malformed IR (missing attribute, wrong operand count)
//! instead of panicking; analyses treat `None` conservatively.

use crate::dialect::{view, OpKind};
use crate::ir::{
    AffineMap, Attr, AttrKind, Block, Context, DenseData, IntegerSet, Module, Op, TypeKind, Value,
    ValueDef,
};

/// The registered kind of `op`.
pub fn kind(m: &Module, op: Op) -> Option<OpKind> {
    m.op(op).kind
}

/// An attribute of `op` (inherent first, then discardable) by name.
pub fn attr(ctx: &Context, m: &Module, op: Op, name: &str) -> Option<Attr> {
    let id = ctx.lookup_ident(name)?;
    m.op(op).get_attr(id)
}

/// An affine-map attribute of `op`.
pub fn map_attr(ctx: &Context, m: &Module, op: Op, name: &str) -> Option<AffineMap> {
    match ctx.attr_kind(attr(ctx, m, op, name)?) {
        AttrKind::AffineMap(map) => Some(*map),
        _ => None,
    }
}

/// An integer-set attribute of `op`.
pub fn set_attr(ctx: &Context, m: &Module, op: Op, name: &str) -> Option<IntegerSet> {
    match ctx.attr_kind(attr(ctx, m, op, name)?) {
        AttrKind::IntegerSet(s) => Some(*s),
        _ => None,
    }
}

/// The value of an integer attribute.
pub fn int_of(ctx: &Context, a: Attr) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

/// The integers of an array, dense array or dense elements attribute (a splat is
/// returned as one element).
pub fn ints_of(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::Array(items) => items.iter().map(|&x| int_of(ctx, x)).collect(),
        AttrKind::DenseArray {
            data: crate::ir::DenseArrayData::Ints(v),
            ..
        } => v.iter().map(|&x| i64::try_from(x).ok()).collect(),
        AttrKind::DenseElements {
            data: DenseData::Ints(v),
            ..
        } => v.iter().map(|&x| i64::try_from(x).ok()).collect(),
        _ => None,
    }
}

/// The `operandSegmentSizes` of `op`, if present and consistent with its operand count.
pub fn segments(ctx: &Context, m: &Module, op: Op) -> Option<Vec<usize>> {
    let v = ints_of(ctx, attr(ctx, m, op, "operandSegmentSizes")?)?;
    let sizes: Vec<usize> = v
        .into_iter()
        .map(usize::try_from)
        .collect::<Result<_, _>>()
        .ok()?;
    (sizes.iter().sum::<usize>() == m.op(op).operands().len()).then_some(sizes)
}

/// The integer value of `v` if it is defined by `arith.constant` (integer or index).
pub fn constant_int(ctx: &Context, m: &Module, v: Value) -> Option<i64> {
    let op = m.defining_op(v)?;
    if kind(m, op) != Some(OpKind::ArithConstant) {
        return None;
    }
    int_of(ctx, attr(ctx, m, op, "value")?)
}

/// Whether `v` has type `index`.
pub fn is_index(ctx: &Context, m: &Module, v: Value) -> bool {
    matches!(ctx.type_kind(m.value_type(v)), TypeKind::Index)
}

/// Whether `op` opens an affine scope (upstream's `AffineScope` trait): `func.func`,
/// `gpu.func`, `gpu.launch` and `builtin.module`.
pub fn is_affine_scope(m: &Module, op: Op) -> bool {
    matches!(
        kind(m, op),
        Some(OpKind::FuncFunc | OpKind::GpuFunc | OpKind::GpuLaunch | OpKind::BuiltinModule)
    )
}

/// Whether `v` is defined directly in a block of an affine scope (an argument of such a
/// block, or the result of an op in one).
pub fn is_top_level_value(m: &Module, v: Value) -> bool {
    let block: Option<Block> = m.value_block(v);
    match block.and_then(|b| m.block_parent_op(b)) {
        Some(p) => is_affine_scope(m, p),
        None => false,
    }
}

/// Whether `v` is a valid affine symbol, after upstream's `isValidSymbol`: an `index`
/// value that is top-level in its affine scope, an `arith.constant`, an `affine.apply`
/// of valid symbols, or a `memref.dim` of a top-level memref (or with a constant index on
/// a static dimension).
pub fn is_valid_symbol(ctx: &Context, m: &Module, v: Value) -> bool {
    is_valid_symbol_depth(ctx, m, v, 0)
}

fn is_valid_symbol_depth(ctx: &Context, m: &Module, v: Value, depth: u32) -> bool {
    if depth > 64 || !is_index(ctx, m, v) {
        return false;
    }
    if is_top_level_value(m, v) {
        return true;
    }
    let Some(op) = m.defining_op(v) else {
        return false;
    };
    match kind(m, op) {
        Some(OpKind::ArithConstant) => true,
        Some(OpKind::AffineApply) => m
            .op(op)
            .operands()
            .iter()
            .all(|&o| is_valid_symbol_depth(ctx, m, o, depth + 1)),
        Some(OpKind::MemRefDim) => {
            let ops = m.op(op).operands();
            match ops.first() {
                Some(&mr) if is_top_level_value(m, mr) => true,
                Some(&mr) => {
                    let idx = ops.get(1).and_then(|&i| constant_int(ctx, m, i));
                    let shape = ctx.type_kind(m.value_type(mr)).shape().map(|s| s.to_vec());
                    match (idx, shape) {
                        (Some(i), Some(s)) => usize::try_from(i)
                            .ok()
                            .and_then(|i| s.get(i).copied())
                            .is_some_and(|d| d != crate::ir::DYNAMIC),
                        _ => false,
                    }
                }
                None => false,
            }
        }
        _ => false,
    }
}

/// The map of an `affine.apply` whose structure is consistent (one result, operand count
/// equal to dims + symbols).
pub fn apply_map(ctx: &Context, m: &Module, op: Op) -> Option<AffineMap> {
    if kind(m, op) != Some(OpKind::AffineApply) {
        return None;
    }
    let map = map_attr(ctx, m, op, "map")?;
    let d = ctx.map_data(map);
    (d.results.len() == 1 && (d.num_dims + d.num_symbols) as usize == m.op(op).operands().len())
        .then_some(map)
}

/// Bounds of an `affine.for`: `(lower map, lower operands, upper map, upper operands,
/// step)`.
#[derive(Debug, Clone)]
pub struct ForBounds {
    /// The lower-bound map (the bound is the max of its results).
    pub lb_map: AffineMap,
    /// Its operands.
    pub lb_operands: Vec<Value>,
    /// The upper-bound map (exclusive; the min of its results).
    pub ub_map: AffineMap,
    /// Its operands.
    pub ub_operands: Vec<Value>,
    /// The step (positive).
    pub step: i64,
    /// The loop's induction variable.
    pub iv: Value,
    /// The region iteration arguments (after the IV).
    pub iter_args: Vec<Value>,
    /// The initial values of the iteration arguments.
    pub inits: Vec<Value>,
}

/// Decodes an `affine.for`.
pub fn for_bounds(ctx: &Context, m: &Module, op: Op) -> Option<ForBounds> {
    if kind(m, op) != Some(OpKind::AffineFor) {
        return None;
    }
    let lb_map = map_attr(ctx, m, op, "lowerBoundMap")?;
    let ub_map = map_attr(ctx, m, op, "upperBoundMap")?;
    let step = int_of(ctx, attr(ctx, m, op, "step")?)?;
    if step <= 0 {
        return None;
    }
    let operands = m.op(op).operands();
    let nl = (ctx.map_data(lb_map).num_dims + ctx.map_data(lb_map).num_symbols) as usize;
    let nu = (ctx.map_data(ub_map).num_dims + ctx.map_data(ub_map).num_symbols) as usize;
    if let Some(seg) = segments(ctx, m, op) {
        if seg.len() != 3 || seg[0] != nl || seg[1] != nu {
            return None;
        }
    }
    if operands.len() < nl + nu {
        return None;
    }
    let body = m.entry_block(op, 0)?;
    let args = m.block(body).args();
    let (&iv, iter_args) = args.split_first()?;
    let inits = operands[nl + nu..].to_vec();
    if inits.len() != iter_args.len() {
        return None;
    }
    Some(ForBounds {
        lb_map,
        lb_operands: operands[..nl].to_vec(),
        ub_map,
        ub_operands: operands[nl..nl + nu].to_vec(),
        step,
        iv,
        iter_args: iter_args.to_vec(),
        inits,
    })
}

/// One dimension of an `affine.parallel`: the results of the lower map in its group (the
/// bound is their max) and of the upper map (their min), plus the step and IV.
#[derive(Debug, Clone)]
pub struct ParallelDim {
    /// Lower-bound expressions, as single-result maps over the op's lower operands.
    pub lbs: Vec<AffineMap>,
    /// Upper-bound expressions (exclusive), over the op's upper operands.
    pub ubs: Vec<AffineMap>,
    /// The step.
    pub step: i64,
    /// The IV.
    pub iv: Value,
}

/// Decoded `affine.parallel`.
#[derive(Debug, Clone)]
pub struct ParallelBounds {
    /// Operands of the lower-bound map.
    pub lb_operands: Vec<Value>,
    /// Operands of the upper-bound map.
    pub ub_operands: Vec<Value>,
    /// One entry per IV.
    pub dims: Vec<ParallelDim>,
    /// `arith::AtomicRMWKind` values of the declared reductions, one per result.
    pub reductions: Vec<i64>,
}

/// Decodes an `affine.parallel`.
pub fn parallel_bounds(ctx: &mut Context, m: &Module, op: Op) -> Option<ParallelBounds> {
    if kind(m, op) != Some(OpKind::AffineParallel) {
        return None;
    }
    let lb_map = map_attr(ctx, m, op, "lowerBoundsMap")?;
    let ub_map = map_attr(ctx, m, op, "upperBoundsMap")?;
    let lbg = ints_of(ctx, attr(ctx, m, op, "lowerBoundsGroups")?)?;
    let ubg = ints_of(ctx, attr(ctx, m, op, "upperBoundsGroups")?)?;
    let steps = ints_of(ctx, attr(ctx, m, op, "steps")?)?;
    let reductions = match attr(ctx, m, op, "reductions") {
        Some(a) => ints_of(ctx, a)?,
        None => Vec::new(),
    };
    let body = m.entry_block(op, 0)?;
    let ivs = m.block(body).args().to_vec();
    let n = ivs.len();
    // A splat group attribute stores one element.
    let expand = |g: Vec<i64>| {
        if g.len() == 1 && n > 1 {
            vec![g[0]; n]
        } else {
            g
        }
    };
    let (lbg, ubg) = (expand(lbg), expand(ubg));
    if lbg.len() != n || ubg.len() != n || steps.len() != n || steps.iter().any(|&s| s <= 0) {
        return None;
    }
    let ld = ctx.map_data(lb_map).clone();
    let ud = ctx.map_data(ub_map).clone();
    let nl = (ld.num_dims + ld.num_symbols) as usize;
    let nu = (ud.num_dims + ud.num_symbols) as usize;
    let operands = m.op(op).operands().to_vec();
    if operands.len() != nl + nu
        || lbg.iter().sum::<i64>() != ld.results.len() as i64
        || ubg.iter().sum::<i64>() != ud.results.len() as i64
    {
        return None;
    }
    let mut dims = Vec::with_capacity(n);
    let (mut li, mut ui) = (0usize, 0usize);
    for i in 0..n {
        let lc = usize::try_from(lbg[i]).ok()?;
        let uc = usize::try_from(ubg[i]).ok()?;
        let lbs = ld.results[li..li + lc]
            .iter()
            .map(|&e| ctx.map(ld.num_dims, ld.num_symbols, vec![e]))
            .collect();
        let ubs = ud.results[ui..ui + uc]
            .iter()
            .map(|&e| ctx.map(ud.num_dims, ud.num_symbols, vec![e]))
            .collect();
        li += lc;
        ui += uc;
        dims.push(ParallelDim {
            lbs,
            ubs,
            step: steps[i],
            iv: ivs[i],
        });
    }
    Some(ParallelBounds {
        lb_operands: operands[..nl].to_vec(),
        ub_operands: operands[nl..].to_vec(),
        dims,
        reductions,
    })
}

/// The affine loop (`affine.for` or `affine.parallel`) whose IV is `v`, if any.
pub fn loop_of_iv(m: &Module, v: Value) -> Option<Op> {
    let ValueDef::BlockArg { block, .. } = m.value(v).def else {
        return None;
    };
    let op = m.block_parent_op(block)?;
    match kind(m, op) {
        Some(OpKind::AffineFor) => (m.block(block).args().first() == Some(&v)).then_some(op),
        Some(OpKind::AffineParallel) => Some(op),
        _ => None,
    }
}

/// The memory access of an affine load/store-like op: `(memref, map, map operands,
/// is_write)`.
pub fn affine_access(
    ctx: &Context,
    m: &Module,
    op: Op,
) -> Option<(Value, AffineMap, Vec<Value>, bool)> {
    let d = m.op(op);
    let (memref, idx, write) = match kind(m, op)? {
        OpKind::AffineLoad => {
            let v = view::AffineLoad::new(ctx, d).ok()?;
            (v.memref(), v.indices(), false)
        }
        OpKind::AffineVectorLoad => {
            let v = view::AffineVectorLoad::new(ctx, d).ok()?;
            (v.memref(), v.indices(), false)
        }
        OpKind::AffineStore => {
            let v = view::AffineStore::new(ctx, d).ok()?;
            (v.memref(), v.indices(), true)
        }
        OpKind::AffineVectorStore => {
            let v = view::AffineVectorStore::new(ctx, d).ok()?;
            (v.memref(), v.indices(), true)
        }
        _ => return None,
    };
    let map = map_attr(ctx, m, op, "map")?;
    let idx = idx.to_vec();
    let d = ctx.map_data(map);
    ((d.num_dims + d.num_symbols) as usize == idx.len()).then_some((memref, map, idx, write))
}

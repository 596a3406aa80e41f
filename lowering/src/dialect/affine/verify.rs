//! Per-op verification rules of the `affine` dialect, and the affine-context rules for
//! dimensions and symbols (upstream's `isValidDim` / `isValidSymbol`).
//!
//! A *symbol* (for uses in region `R`, the region of the nearest `AffineScope` op) is an
//! `index` value that is: defined at the top level of `R` or an argument of `R`; a constant;
//! an `affine.apply` of symbols; a `memref.dim` of a top-level memref or of a view whose size
//! is a symbol; or, when `R`'s op is not isolated from above, a symbol of the enclosing region.
//! A *dimension* is a symbol, an `affine.for`/`affine.parallel` induction variable, an
//! `affine.apply` of dimensions, or a `memref.dim` of a top-level memref. `affine.load`,
//! `affine.store`, the loop bounds and `affine.if` conditions only take these.

use crate::dialect::arith::atomic_kind::AtomicRmwKind;
use crate::dialect::{view, AffineOp, OpKind};
use crate::ir::{AffineMap, Context, Module, Op, Region, TypeKind, Value, ValueDef, DYNAMIC};
use crate::verify::check::{Check, OpCheck};
use crate::verify::constraints::{self as cs, shape, Count};
use crate::verify::interfaces::{verify_loop_like, LoopParts};
use std::collections::HashMap;

// ----- affine scopes, dims and symbols -------------------------------------------------

fn has_affine_scope(m: &Module, op: Op) -> bool {
    m.op(op).kind.is_some_and(|k| k.is_affine_scope())
}

fn is_isolated(m: &Module, op: Op) -> bool {
    m.op(op).kind.is_some_and(|k| k.is_isolated_from_above())
}

fn is_index(m: &Module, ctx: &Context, v: Value) -> bool {
    matches!(ctx.type_kind(m.value_type(v)), TypeKind::Index)
}

fn value_region(m: &Module, v: Value) -> Option<Region> {
    let b = match m.value(v).def {
        ValueDef::BlockArg { block, .. } => block,
        ValueDef::OpResult { op, .. } => m.op(op).parent()?,
    };
    m.block(b).parent()
}

fn region_of_op(m: &Module, op: Op) -> Option<Region> {
    m.op(op).parent().and_then(|b| m.block(b).parent())
}

/// Upstream's `getAffineScope(op)`: the region, held by the nearest `AffineScope` ancestor,
/// that contains `op`.
pub fn affine_scope(m: &Module, op: Op) -> Option<Region> {
    let mut cur = op;
    while let Some(parent) = m.parent_op(cur) {
        if has_affine_scope(m, parent) {
            return region_of_op(m, cur);
        }
        cur = parent;
    }
    None
}

/// Upstream's `isTopLevelValue(value)`: defined directly in the region of an `AffineScope` op.
pub fn is_top_level_value(m: &Module, v: Value) -> bool {
    value_region(m, v)
        .and_then(|r| m.region(r).parent())
        .is_some_and(|p| has_affine_scope(m, p))
}

fn is_constant(m: &Module, op: Op) -> bool {
    m.op(op).kind == Some(OpKind::ArithConstant)
}

/// Memoised dimension/symbol classification: `affine.apply` chains form DAGs, which a plain
/// recursion would walk exponentially often.
#[derive(Default)]
struct Memo {
    sym: HashMap<(Value, Option<Region>), bool>,
    dim: HashMap<(Value, Option<Region>), bool>,
}

/// Upstream's `isValidSymbol(value)`.
pub fn is_valid_symbol(ctx: &Context, m: &Module, v: Value) -> bool {
    if !is_index(m, ctx, v) {
        return false;
    }
    if is_top_level_value(m, v) {
        return true;
    }
    match m.defining_op(v) {
        Some(d) => is_valid_symbol_in(ctx, m, v, affine_scope(m, d)),
        None => false,
    }
}

/// Upstream's `isValidSymbol(value, region)`.
pub fn is_valid_symbol_in(ctx: &Context, m: &Module, v: Value, region: Option<Region>) -> bool {
    sym_in(ctx, m, v, region, &mut Memo::default())
}

fn sym_in(ctx: &Context, m: &Module, v: Value, region: Option<Region>, memo: &mut Memo) -> bool {
    if let Some(r) = memo.sym.get(&(v, region)) {
        return *r;
    }
    // Provisional answer while this value is being classified (guards against cycles
    // through graph regions).
    memo.sym.insert((v, region), false);
    let r = sym_in_uncached(ctx, m, v, region, memo);
    memo.sym.insert((v, region), r);
    r
}

fn sym_in_uncached(
    ctx: &Context,
    m: &Module,
    v: Value,
    region: Option<Region>,
    memo: &mut Memo,
) -> bool {
    if !is_index(m, ctx, v) {
        return false;
    }
    if region.is_some() && value_region(m, v) == region {
        return true;
    }
    let parent_region = || -> Option<Option<Region>> {
        let rop = m.region(region?).parent()?;
        if is_isolated(m, rop) {
            return None;
        }
        Some(region_of_op(m, rop))
    };
    let Some(def) = m.defining_op(v) else {
        return match parent_region() {
            Some(Some(pr)) => sym_in(ctx, m, v, Some(pr), memo),
            _ => false,
        };
    };
    match m.op(def).kind {
        Some(OpKind::ArithConstant) => return true,
        Some(OpKind::AffineApply) => {
            return m
                .op(def)
                .operands()
                .iter()
                .all(|o| sym_in(ctx, m, *o, region, memo))
        }
        Some(OpKind::MemRefDim) => return is_dim_op_valid_symbol(ctx, m, def, region, memo),
        _ => {}
    }
    // Current upstream: a pure op whose operands are all valid symbols gives a valid symbol
    // (`arith.addi %n, %n` inside an `affine.for`, with `%n` a function argument).
    if crate::transforms::effects::is_pure(m, def)
        && m.op(def)
            .operands()
            .iter()
            .all(|o| sym_in(ctx, m, *o, region, memo))
    {
        return true;
    }
    match parent_region() {
        Some(Some(pr)) => sym_in(ctx, m, v, Some(pr), memo),
        _ => false,
    }
}

/// Upstream's `isDimOpValidSymbol`.
fn is_dim_op_valid_symbol(
    ctx: &Context,
    m: &Module,
    dim: Op,
    region: Option<Region>,
    memo: &mut Memo,
) -> bool {
    let Some(&src) = m.op(dim).operands().first() else {
        return false;
    };
    if is_top_level_value(m, src) {
        return true;
    }
    let Some(src_def) = m.defining_op(src) else {
        return false;
    };
    let Some(&idx) = m.op(dim).operands().get(1) else {
        return false;
    };
    let Some(index) = constant_index(ctx, m, idx) else {
        return false;
    };
    let sd = m.op(src_def);
    let Some(&res) = sd.results().first() else {
        return false;
    };
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(m.value_type(res)) else {
        return false;
    };
    let Some(i) = usize::try_from(index).ok().filter(|i| *i < shape.len()) else {
        return false;
    };
    if shape[i] != DYNAMIC {
        return matches!(
            sd.kind,
            Some(OpKind::MemRefAlloc | OpKind::MemRefView | OpKind::MemRefSubView)
        );
    }
    let pos = shape[..i].iter().filter(|d| **d == DYNAMIC).count();
    let dynamic_sizes: &[Value] = match sd.kind {
        Some(OpKind::MemRefAlloc) => {
            view::MemRefAlloc::new(ctx, sd).map_or(&[], |v| v.dynamic_sizes())
        }
        Some(OpKind::MemRefSubView) => view::MemRefSubView::new(ctx, sd).map_or(&[], |v| v.sizes()),
        Some(OpKind::MemRefView) => sd.operands().get(2..).unwrap_or(&[]),
        _ => return false,
    };
    dynamic_sizes
        .get(pos)
        .is_some_and(|s| sym_in(ctx, m, *s, region, memo))
}

/// The value of an `arith.constant` integer, if `v` is one.
fn constant_index(ctx: &Context, m: &Module, v: Value) -> Option<i128> {
    let d = m.defining_op(v)?;
    if !is_constant(m, d) {
        return None;
    }
    let id = ctx.lookup_ident("value")?;
    match ctx.attr_kind(m.op(d).get_attr(id)?) {
        crate::ir::AttrKind::Integer { value, .. } => Some(*value),
        _ => None,
    }
}

/// Upstream's `isValidDim(value, region)`.
pub fn is_valid_dim_in(ctx: &Context, m: &Module, v: Value, region: Option<Region>) -> bool {
    // The common cases, answered as `dim_in` would without building a memo: an IV (or
    // other argument) of an `affine.for`/`affine.parallel`, a constant, and a value of the
    // scope's region itself (a symbol).
    if is_index(m, ctx, v) {
        let quick = match m.value(v).def {
            ValueDef::BlockArg { block, .. } => matches!(
                m.block_parent_op(block).and_then(|p| m.op(p).kind),
                Some(OpKind::AffineFor | OpKind::AffineParallel)
            ),
            ValueDef::OpResult { op, .. } => is_constant(m, op),
        } || (region.is_some() && value_region(m, v) == region);
        if quick {
            return true;
        }
    }
    dim_in(ctx, m, v, region, &mut Memo::default())
}

fn dim_in(ctx: &Context, m: &Module, v: Value, region: Option<Region>, memo: &mut Memo) -> bool {
    if let Some(r) = memo.dim.get(&(v, region)) {
        return *r;
    }
    memo.dim.insert((v, region), false);
    let r = dim_in_uncached(ctx, m, v, region, memo);
    memo.dim.insert((v, region), r);
    r
}

fn dim_in_uncached(
    ctx: &Context,
    m: &Module,
    v: Value,
    region: Option<Region>,
    memo: &mut Memo,
) -> bool {
    if !is_index(m, ctx, v) {
        return false;
    }
    if sym_in(ctx, m, v, region, memo) {
        return true;
    }
    let Some(def) = m.defining_op(v) else {
        let ValueDef::BlockArg { block, .. } = m.value(v).def else {
            return false;
        };
        return matches!(
            m.block_parent_op(block).and_then(|p| m.op(p).kind),
            Some(OpKind::AffineFor | OpKind::AffineParallel)
        );
    };
    match m.op(def).kind {
        // `delinearize_index` and `linearize_index` are special forms of `apply`.
        Some(
            OpKind::AffineApply | OpKind::AffineDelinearizeIndex | OpKind::AffineLinearizeIndex,
        ) => m
            .op(def)
            .operands()
            .iter()
            .all(|o| dim_in(ctx, m, *o, region, memo)),
        Some(OpKind::MemRefDim) => m
            .op(def)
            .operands()
            .first()
            .is_some_and(|s| is_top_level_value(m, *s)),
        _ => false,
    }
}

/// Upstream's `isValidDim(value)`.
pub fn is_valid_dim(ctx: &Context, m: &Module, v: Value) -> bool {
    if !is_index(m, ctx, v) {
        return false;
    }
    if let Some(d) = m.defining_op(v) {
        return is_valid_dim_in(ctx, m, v, affine_scope(m, d));
    }
    let ValueDef::BlockArg { block, .. } = m.value(v).def else {
        return false;
    };
    m.block_parent_op(block).is_some_and(|p| {
        has_affine_scope(m, p)
            || matches!(
                m.op(p).kind,
                Some(OpKind::AffineFor | OpKind::AffineParallel)
            )
    })
}

/// Upstream's `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands must be valid
/// dimensions, the rest valid symbols, for uses in `c`'s affine scope.
fn verify_dims_and_symbols(c: &OpCheck, operands: &[Value], num_dims: usize) -> Check {
    let scope = affine_scope(c.m, c.op);
    for (i, v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim_in(c.ctx, c.m, *v, scope) {
                return Err(c.err("operand cannot be used as a dimension id"));
            }
        } else if !is_valid_symbol_in(c.ctx, c.m, *v, scope) {
            return Err(c.err("operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

// ----- ops -------------------------------------------------------------------------------

/// The region checks of one `affine` op, run after its nested ops verified.
pub fn verify_regions(c: &OpCheck, kind: AffineOp) -> Check {
    match kind {
        AffineOp::AffineFor => verify_for_regions(c),
        AffineOp::AffineParallel
        | AffineOp::AffineIf
        | AffineOp::AffineLoad
        | AffineOp::AffineStore
        | AffineOp::AffineApply
        | AffineOp::AffineMin
        | AffineOp::AffineMax
        | AffineOp::AffineYield
        | AffineOp::AffineVectorLoad
        | AffineOp::AffineVectorStore
        | AffineOp::AffinePrefetch
        | AffineOp::AffineDmaStart
        | AffineOp::AffineDmaWait
        | AffineOp::AffineDelinearizeIndex
        | AffineOp::AffineLinearizeIndex => Ok(()),
    }
}

/// Verifies one `affine` op.
pub fn verify(c: &OpCheck, dk: AffineOp) -> Check {
    let kind = OpKind::from(dk);
    use OpKind::*;
    match dk {
        AffineOp::AffineApply => verify_apply(c),
        AffineOp::AffineMin | AffineOp::AffineMax => verify_min_max(c),
        AffineOp::AffineLoad => verify_load(c),
        AffineOp::AffineStore => verify_store(c),
        AffineOp::AffineVectorLoad | AffineOp::AffineVectorStore => {
            verify_vector_access(c, kind == AffineVectorLoad)
        }
        AffineOp::AffineFor => verify_for(c),
        AffineOp::AffineIf => verify_if(c),
        AffineOp::AffineParallel => verify_parallel(c),
        AffineOp::AffineYield => verify_yield(c),
        AffineOp::AffinePrefetch => verify_prefetch(c),
        AffineOp::AffineDmaStart | AffineOp::AffineDmaWait => {
            shape(c, Count::AtLeast(1), Count::Exact(0), 0, 0)?;
            cs::operand_types(c, 0, 1, cs::ANY_MEMREF)
                .map_err(|_| c.err("expected DMA tag to be of memref type"))
        }
        AffineOp::AffineDelinearizeIndex => {
            shape(c, Count::AtLeast(1), Count::AtLeast(0), 0, 0)?;
            if let Some(basis) = c.int_list_attr("static_basis") {
                return verify_delinearize(c, &basis);
            }
            if c.operands().len() < 2 {
                return Err(c.err("basis should not be empty"));
            }
            if c.results().len() != c.operands().len() - 1 {
                return Err(c.err("should return an index for each basis element"));
            }
            Ok(())
        }
        AffineOp::AffineLinearizeIndex => {
            shape(c, Count::AtLeast(0), Count::Exact(1), 0, 0)?;
            verify_linearize(c)
        }
    }
}

/// Upstream's `AffineDelinearizeIndexOp::verify`: one result per basis element and
/// possibly one more, a dynamic operand per dynamic element, no static element <= 0.
fn verify_delinearize(c: &OpCheck, basis: &[i64]) -> Check {
    let n = basis.len();
    if c.results().len() != n && c.results().len() != n + 1 {
        return Err(
            c.err("should return an index for each basis element and up to one extra index")
        );
    }
    let dynamic = basis.iter().filter(|&&b| b == DYNAMIC).count();
    if dynamic + 1 != c.operands().len() {
        return Err(c.err("mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite"));
    }
    if basis.iter().any(|&b| b != DYNAMIC && b <= 0) {
        return Err(c.err("no basis element may be statically non-positive"));
    }
    Ok(())
}

/// Upstream's `AffineLinearizeIndexOp::verify`: a basis element per index, except possibly
/// the first.
fn verify_linearize(c: &OpCheck) -> Check {
    let Some(basis) = c.int_list_attr("static_basis") else {
        return Ok(());
    };
    let Some(indices) = c.segment(0).map(<[_]>::len) else {
        return Ok(());
    };
    if indices != basis.len() && indices != basis.len() + 1 {
        return Err(
            c.err("should be passed a basis element for each index except possibly the first")
        );
    }
    let dynamic = basis.iter().filter(|&&b| b == DYNAMIC).count();
    if c.segment(1).is_some_and(|d| d.len() != dynamic) {
        return Err(c.err("mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite"));
    }
    Ok(())
}

fn map_inputs(c: &OpCheck, m: AffineMap) -> usize {
    let d = c.ctx.map_data(m);
    d.num_dims as usize + d.num_symbols as usize
}

fn require_map(c: &OpCheck, name: &str) -> Result<AffineMap, crate::diag::Diagnostic> {
    match c.attr(name) {
        None => Err(c.err(format!("requires attribute '{name}'"))),
        Some(_) => c.map_attr(name).ok_or_else(|| {
            c.err(format!(
                "attribute '{name}' failed to satisfy constraint: AffineMap attribute"
            ))
        }),
    }
}

fn verify_apply(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(0), Count::Exact(1), 0, 0)?;
    let map = require_map(c, "map")?;
    for (i, v) in c.operands().iter().enumerate() {
        let t = c.vty(*v);
        if !cs::is_index(c.ctx, t) {
            return Err(c.err(format!(
                "operand #{i} must be variadic of index, but got {}",
                c.q(t)
            )));
        }
    }
    cs::all_results(c, cs::INDEX)?;
    if c.operands().len() != map_inputs(c, map) {
        return Err(c.err("operand count and affine map dimension and symbol count must match"));
    }
    if c.ctx.map_data(map).results.len() != 1 {
        return Err(c.err("mapping must produce one value"));
    }
    Ok(())
}

fn verify_min_max(c: &OpCheck) -> Check {
    shape(c, Count::AtLeast(0), Count::Exact(1), 0, 0)?;
    let map = require_map(c, "map")?;
    for (i, v) in c.operands().iter().enumerate() {
        let t = c.vty(*v);
        if !cs::is_index(c.ctx, t) {
            return Err(c.err(format!(
                "operand #{i} must be variadic of index, but got {}",
                c.q(t)
            )));
        }
    }
    cs::all_results(c, cs::INDEX)?;
    if c.operands().len() != map_inputs(c, map) {
        return Err(c.err("operand count and affine map dimension and symbol count must match"));
    }
    if c.ctx.map_data(map).results.is_empty() {
        return Err(c.err("affine map must have at least one result"));
    }
    Ok(())
}

/// Upstream's `verifyMemoryOpIndexing`.
fn verify_indexing(
    c: &OpCheck,
    map: AffineMap,
    memref: crate::ir::Type,
    indices: &[Value],
) -> Check {
    let rank = c.tk(memref).shape().map_or(0, <[i64]>::len);
    let d = c.ctx.map_data(map);
    if d.results.len() != rank {
        return Err(c.err("affine map num results must equal memref rank"));
    }
    if d.num_dims as usize + d.num_symbols as usize != indices.len() {
        return Err(c.err("expects as many subscripts as affine map inputs"));
    }
    // Upstream's `verifyMemoryOpIndexing`: index types, then dimensions and symbols.
    for v in indices {
        if !cs::is_index(c.ctx, c.vty(*v)) {
            return Err(c.err("index to load must have 'index' type"));
        }
    }
    verify_dims_and_symbols(c, indices, d.num_dims as usize)
}

fn verify_load(c: &OpCheck) -> Check {
    shape(
        c,
        Count::declared(OpKind::AffineLoad),
        Count::Exact(1),
        0,
        0,
    )?;
    cs::operand_types(c, 0, 1, cs::RANKED_MEMREF)?;
    let map = require_map(c, "map")?;
    let v = cs::operand_view(c, view::AffineLoad::new)?;
    let (mt, Some(rt)) = (c.vty(v.memref()), c.result_ty(0)) else {
        return Ok(());
    };
    if c.tk(mt).element_type() != Some(rt) {
        return Err(c.err("result type must match element type of memref"));
    }
    verify_indexing(c, map, mt, v.indices())
}

fn verify_store(c: &OpCheck) -> Check {
    shape(
        c,
        Count::declared(OpKind::AffineStore),
        Count::Exact(0),
        0,
        0,
    )?;
    cs::operand_types(c, 1, 1, cs::RANKED_MEMREF)?;
    let map = require_map(c, "map")?;
    let v = cs::operand_view(c, view::AffineStore::new)?;
    let (vt, mt) = (c.vty(v.value()), c.vty(v.memref()));
    if c.tk(mt).element_type() != Some(vt) {
        return Err(c.err("value to store must have the same type as memref element type"));
    }
    verify_indexing(c, map, mt, v.indices())
}

fn verify_vector_access(c: &OpCheck, load: bool) -> Check {
    // (the memref's operand position, the memref, its indices, the vector type)
    let (memref_pos, memref, indices, vt) = if load {
        shape(
            c,
            Count::declared(OpKind::AffineVectorLoad),
            Count::Exact(1),
            0,
            0,
        )?;
        let v = cs::operand_view(c, view::AffineVectorLoad::new)?;
        (0, v.memref(), v.indices(), c.result_ty(0))
    } else {
        shape(
            c,
            Count::declared(OpKind::AffineVectorStore),
            Count::Exact(0),
            0,
            0,
        )?;
        let v = cs::operand_view(c, view::AffineVectorStore::new)?;
        (1, v.memref(), v.indices(), Some(c.vty(v.value())))
    };
    cs::operand_types(c, memref_pos, 1, cs::RANKED_MEMREF)?;
    let map = require_map(c, "map")?;
    let mt = c.vty(memref);
    let Some(vt) = vt else { return Ok(()) };
    if !matches!(c.tk(vt), TypeKind::Vector { .. }) {
        let what = if load { "result #0" } else { "operand #0" };
        return Err(c.err(format!(
            "{what} must be vector of any non-token type values, but got {}",
            c.q(vt)
        )));
    }
    verify_indexing(c, map, mt, indices)?;
    if c.tk(mt).element_type() != c.tk(vt).element_type() {
        return Err(c.err("requires memref and vector types of the same elemental type"));
    }
    Ok(())
}

/// The lower-bound, upper-bound and init operands of an `affine.for`.
pub fn for_operand_groups<'a>(c: &OpCheck<'a>) -> Option<(&'a [Value], &'a [Value], &'a [Value])> {
    if c.has_attr("operandSegmentSizes") {
        return Some((c.segment(0)?, c.segment(1)?, c.segment(2)?));
    }
    let lb = map_inputs(c, c.map_attr("lowerBoundMap")?);
    let ub = map_inputs(c, c.map_attr("upperBoundMap")?);
    let ops = c.operands();
    let rest = ops.get(lb..)?;
    Some((&ops[..lb], rest.get(..ub)?, rest.get(ub..)?))
}

fn verify_for(c: &OpCheck) -> Check {
    cs::regions(c, 1)?;
    let lb_map = require_map(c, "lowerBoundMap")?;
    let ub_map = require_map(c, "upperBoundMap")?;
    match c.int_attr("step") {
        None => return Err(c.err("requires attribute 'step'")),
        Some(s) if s <= 0 => {
            return Err(c.err(
                "attribute 'step' failed to satisfy constraint: index attribute whose value is positive",
            ))
        }
        Some(_) => {}
    }
    if c.has_attr("operandSegmentSizes") {
        c.check_segments(Some(3))?;
    }
    let Some((lbs, ubs, _)) = for_operand_groups(c) else {
        return Err(c.err("operand count and bound maps dimension and symbol count must match"));
    };
    if lbs.len() != map_inputs(c, lb_map) {
        return Err(c.err(
            "lower bound operand count and affine map dimension and symbol count must match",
        ));
    }
    if ubs.len() != map_inputs(c, ub_map) {
        return Err(c.err(
            "upper bound operand count and affine map dimension and symbol count must match",
        ));
    }
    if c.ctx.map_data(lb_map).results.is_empty() || c.ctx.map_data(ub_map).results.is_empty() {
        return Err(c.err("bound maps should have at least one result"));
    }
    Ok(())
}

/// The region checks of `affine.for` (upstream's `verifyRegions` and `LoopLikeOpInterface`).
fn verify_for_regions(c: &OpCheck) -> Check {
    let (Some(lb_map), Some(ub_map)) = (c.map_attr("lowerBoundMap"), c.map_attr("upperBoundMap"))
    else {
        return Ok(());
    };
    let Some((lbs, ubs, inits)) = for_operand_groups(c) else {
        return Ok(());
    };
    let args = c.entry_args(0);
    // `LoopLikeOpInterface` first, as upstream verifies interfaces before the op's region
    // rules.
    if c.entry(0).is_some() {
        let yielded = match c.entry_terminator(0) {
            Some(t) if c.kind_of(t) == Some(OpKind::AffineYield) => c.m.op(t).operands(),
            _ => &[],
        };
        verify_loop_like(
            c,
            &LoopParts {
                inits,
                iter_args: args.get(1..).unwrap_or(&[]),
                yielded,
                results: c.results(),
            },
        )?;
    }
    if c.entry(0).is_some() && (args.is_empty() || !cs::is_index(c.ctx, c.vty(args[0]))) {
        return Err(c.err("expected body to have an index argument for the induction variable"));
    }
    if !lbs.is_empty() {
        verify_dims_and_symbols(c, lbs, c.ctx.map_data(lb_map).num_dims as usize)?;
    }
    if !ubs.is_empty() {
        verify_dims_and_symbols(c, ubs, c.ctx.map_data(ub_map).num_dims as usize)?;
    }
    let nres = c.results().len();
    if nres != 0 {
        if inits.len() != nres {
            return Err(c.err("mismatch between the number of loop-carried values and results"));
        }
        if args.len().saturating_sub(1) != nres {
            return Err(c.err("mismatch between the number of basic block args and results"));
        }
    }
    Ok(())
}

fn verify_if(c: &OpCheck) -> Check {
    cs::regions(c, 2)?;
    let Some(set) = c.set_attr("condition") else {
        return Err(c.err("requires an integer set attribute named 'condition'"));
    };
    let d = c.ctx.set_data(set);
    if c.operands().len() != d.num_dims as usize + d.num_symbols as usize {
        return Err(
            c.err("operand count and condition integer set dimension and symbol count must match")
        );
    }
    verify_dims_and_symbols(c, c.operands(), d.num_dims as usize)?;
    if !c.results().is_empty() && c.region_blocks(1).is_empty() {
        return Err(c.err("must have an else block if defining values"));
    }
    Ok(())
}

/// Whether `t` fits reduction kind `k` (upstream's `isResultTypeMatchAtomicRMWKind`, which
/// asks for signed or unsigned integer types, `si32`/`ui32`, for the signed and unsigned
/// minima and maxima, and knows no `xori`).
fn reduction_fits(c: &OpCheck, t: crate::ir::Type, k: AtomicRmwKind) -> bool {
    use crate::ir::Signedness::*;
    use AtomicRmwKind as A;
    let tk = c.tk(t);
    let int = matches!(tk, TypeKind::Integer { .. });
    let float = tk.is_float();
    let signed = |s| matches!(tk, TypeKind::Integer { signedness, .. } if *signedness == s);
    match k {
        A::AddF | A::MulF | A::MaximumF | A::MinimumF | A::MaxNumF | A::MinNumF => float,
        A::AddI | A::MulI | A::OrI | A::AndI | A::XOrI => int,
        A::Assign => true,
        // As upstream: a signless integer fits both the signed and the unsigned kinds.
        A::MaxS | A::MinS => int && !signed(Unsigned),
        A::MaxU | A::MinU => int && !signed(Signed),
    }
}

fn verify_parallel(c: &OpCheck) -> Check {
    cs::regions(c, 1)?;
    let lb_map = require_map(c, "lowerBoundsMap")?;
    let ub_map = require_map(c, "upperBoundsMap")?;
    let lb_groups = c
        .int_list_attr("lowerBoundsGroups")
        .ok_or_else(|| c.err("requires attribute 'lowerBoundsGroups'"))?;
    let ub_groups = c
        .int_list_attr("upperBoundsGroups")
        .ok_or_else(|| c.err("requires attribute 'upperBoundsGroups'"))?;
    let steps = c
        .int_list_attr("steps")
        .ok_or_else(|| c.err("requires attribute 'steps'"))?;
    let nargs = c.entry_args(0).len();
    let n = steps.len();
    if lb_groups.len() != n || ub_groups.len() != n || nargs != n {
        return Err(c.err(format!(
            "the number of region arguments ({nargs}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({n}) must all match",
            lb_groups.len(),
            ub_groups.len()
        )));
    }
    let lb_res = lb_groups.iter().fold(0i64, |a, b| a.saturating_add(*b));
    if lb_res != c.ctx.map_data(lb_map).results.len() as i64 {
        return Err(c.err(format!(
            "expected lower bounds map to have {lb_res} results"
        )));
    }
    let ub_res = ub_groups.iter().fold(0i64, |a, b| a.saturating_add(*b));
    if ub_res != c.ctx.map_data(ub_map).results.len() as i64 {
        return Err(c.err(format!(
            "expected upper bounds map to have {ub_res} results"
        )));
    }
    let reductions = match c.attr("reductions") {
        Some(a) => match c.ctx.attr_kind(a) {
            crate::ir::AttrKind::Array(items) => items.clone(),
            _ => return Err(c.err("invalid reduction attribute")),
        },
        None => Vec::new(),
    };
    if reductions.len() != c.results().len() {
        return Err(c.err("a reduction must be specified for each output"));
    }
    for (i, r) in reductions.iter().enumerate() {
        let k = match c.ctx.attr_kind(*r) {
            crate::ir::AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
            _ => None,
        };
        let Some(k) = k.and_then(AtomicRmwKind::from_value) else {
            return Err(c.err("invalid reduction attribute"));
        };
        if let Some(t) = c.result_ty(i) {
            if !reduction_fits(c, t, k) {
                return Err(c.err("result type cannot match reduction attribute"));
            }
        }
    }
    let lb_n = map_inputs(c, lb_map);
    let ub_n = map_inputs(c, ub_map);
    if c.operands().len() != lb_n + ub_n {
        return Err(c.err("operand count and bound maps dimension and symbol count must match"));
    }
    let (lbs, ubs) = c.operands().split_at(lb_n);
    verify_dims_and_symbols(c, lbs, c.ctx.map_data(lb_map).num_dims as usize)?;
    verify_dims_and_symbols(c, ubs, c.ctx.map_data(ub_map).num_dims as usize)
}

fn verify_yield(c: &OpCheck) -> Check {
    cs::results(c, Count::Exact(0))?;
    let Some(p) = c.parent_op() else {
        return Ok(());
    };
    if !matches!(
        c.kind_of(p),
        Some(OpKind::AffineFor | OpKind::AffineIf | OpKind::AffineParallel)
    ) {
        return Err(c.err("only terminates affine.if/for/parallel regions"));
    }
    let pc = c.other(p);
    if pc.results().len() != c.operands().len() {
        return Err(c.err("parent of yield must have same number of results as the yield operands"));
    }
    if pc.result_types() != c.operand_types() {
        return Err(c.err("types mismatch between yield op and its parent"));
    }
    Ok(())
}

fn verify_prefetch(c: &OpCheck) -> Check {
    shape(
        c,
        Count::declared(OpKind::AffinePrefetch),
        Count::Exact(0),
        0,
        0,
    )?;
    cs::operand_types(c, 0, 1, cs::RANKED_MEMREF)?;
    let v = cs::operand_view(c, view::AffinePrefetch::new)?;
    let (mt, indices) = (c.vty(v.memref()), v.indices());
    match c.map_attr("map") {
        Some(map) => {
            let rank = c.tk(mt).shape().map_or(0, <[i64]>::len);
            if c.ctx.map_data(map).results.len() != rank {
                return Err(c.err("affine.prefetch affine map num results must equal memref rank"));
            }
            if map_inputs(c, map) != indices.len() {
                return Err(c.err("too few operands"));
            }
        }
        None if !indices.is_empty() => return Err(c.err("too few operands")),
        None => {}
    }
    let scope = affine_scope(c.m, c.op);
    for v in indices {
        if !is_valid_dim_in(c.ctx, c.m, *v, scope) {
            return Err(c.err("index must be a dimension or symbol identifier"));
        }
    }
    Ok(())
}

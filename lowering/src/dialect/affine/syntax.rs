//! Custom assembly forms of the `affine` dialect, as upstream MLIR (LLVM 18–20) prints and
//! parses them.
//!
//! Storage follows upstream's generic form:
//! - `affine.for`: operands `lbOperands ++ ubOperands ++ inits`, properties
//!   `{lowerBoundMap, upperBoundMap, step : index, operandSegmentSizes}`; the body's entry
//!   block takes `(iv, iter_args..)` and ends in `affine.yield`.
//! - `affine.parallel`: operands `lbOperands ++ ubOperands` (each dims then symbols,
//!   deduplicated), properties `{lowerBoundsMap, lowerBoundsGroups, upperBoundsMap,
//!   upperBoundsGroups, steps, reductions}` with the groups as `dense<..> : tensor<Nxi32>`,
//!   the steps as an `i64` array attribute and the reductions as `arith::AtomicRMWKind`
//!   `i64` values.
//! - `affine.if`: operands are the set operands, the `condition` property holds the integer
//!   set; two regions, the else region possibly empty.
//! - `affine.load`/`store`/`vector_load`/`vector_store`/`prefetch`: memref (after the
//!   stored value) then the map operands, with the `map` property.
//! - `affine.dma_start`/`dma_wait`: C++-defined upstream (LLVM ≤ 20), so `src_map`,
//!   `dst_map`, `tag_map` are attributes in the attribute dictionary.
//! - `affine.delinearize_index`/`linearize_index`: the LLVM 20 layout with `static_basis`
//!   (a dense `i64` array, [`DYNAMIC`] for SSA entries) and `dynamic_basis` operands;
//!   `linearize_index` adds `disjoint` and `operandSegmentSizes`.
//!
//! `affine.yield` prints only where upstream prints it: when the parent op has results.

use crate::dialect::memref::syntax::{
    atomic_rmw_kind, atomic_rmw_kind_name, dense_i64_array, dense_ints, int_value, memref_elem,
    move_inherent, op_attr, parse_dynamic_index_list, parse_optional_typed_operands,
    print_attr_dict, print_dynamic_index_list, print_typed_operands, segments, set_attr, set_prop,
    set_segments,
};
use crate::dialect::scf::syntax::{
    parse_arrow_types, parse_assignment_list, print_initialization_list,
    print_optional_arrow_type_list, typed_args, types_of,
};
use crate::dialect::{AffineOp, OpKind};
use crate::ir::{
    AffineBinOp, AffineExpr, AffineExprKind, AffineMap, Attr, AttrKind, Context, DenseData, Op,
    Type, TypeKind, Value,
};
use crate::parser::{Argument, Delimiter, OpParser, OperationState, PResult};
use crate::printer::OpPrinter;

// ----- affine expressions of SSA ids (for `affine.parallel` bound groups) ----------------

/// The dims and symbols met while parsing expressions of SSA ids; each value gets one
/// position, in order of first appearance (upstream deduplicates the same way).
#[derive(Default)]
struct SsaIds {
    dims: Vec<Value>,
    syms: Vec<Value>,
}

impl SsaIds {
    fn position(list: &mut Vec<Value>, v: Value) -> u32 {
        match list.iter().position(|&x| x == v) {
            Some(i) => i as u32,
            None => {
                list.push(v);
                (list.len() - 1) as u32
            }
        }
    }
}

/// Whether `e` mentions no dimension.
fn is_symbolic(ctx: &Context, e: AffineExpr) -> bool {
    match ctx.expr(e) {
        AffineExprKind::Dim(_) => false,
        AffineExprKind::Symbol(_) | AffineExprKind::Const(_) => true,
        AffineExprKind::Bin(_, a, b) => is_symbolic(ctx, a) && is_symbolic(ctx, b),
    }
}

/// `term (('+' | '-') term)*`
fn parse_ssa_expr(p: &mut OpParser<'_>, ids: &mut SsaIds) -> PResult<AffineExpr> {
    let mut lhs = parse_ssa_term(p, ids)?;
    loop {
        if p.parse_optional_punct("+") {
            let rhs = parse_ssa_term(p, ids)?;
            lhs = p.ctx().add(lhs, rhs);
        } else if p.parse_optional_punct("-") {
            let rhs = parse_ssa_term(p, ids)?;
            lhs = p.ctx().sub(lhs, rhs);
        } else {
            return Ok(lhs);
        }
    }
}

/// `factor (('*' | floordiv | ceildiv | mod) factor)*`
fn parse_ssa_term(p: &mut OpParser<'_>, ids: &mut SsaIds) -> PResult<AffineExpr> {
    let mut lhs = parse_ssa_factor(p, ids)?;
    loop {
        let pos = p.current_pos();
        let op = if p.parse_optional_punct("*") {
            AffineBinOp::Mul
        } else if p.parse_optional_keyword("floordiv") {
            AffineBinOp::FloorDiv
        } else if p.parse_optional_keyword("ceildiv") {
            AffineBinOp::CeilDiv
        } else if p.parse_optional_keyword("mod") {
            AffineBinOp::Mod
        } else {
            return Ok(lhs);
        };
        let rhs = parse_ssa_factor(p, ids)?;
        let ctx = p.ctx();
        let affine = match op {
            AffineBinOp::Mul => is_symbolic(ctx, lhs) || is_symbolic(ctx, rhs),
            _ => is_symbolic(ctx, rhs),
        };
        if !affine {
            let msg = if op == AffineBinOp::Mul {
                "non-affine expression: at least one of the multiply operands has to be either \
                 a constant or symbolic"
            } else {
                "non-affine expression: right operand of floordiv, ceildiv and mod has to be \
                 either a constant or symbolic"
            };
            return Err(p.error_at(pos, msg));
        }
        lhs = p.ctx().bin(op, lhs, rhs);
    }
}

/// `(expr)`, `-factor`, an integer, `%x` (a dim) or `symbol(%x)`.
fn parse_ssa_factor(p: &mut OpParser<'_>, ids: &mut SsaIds) -> PResult<AffineExpr> {
    let index = p.index_type();
    if p.parse_optional_punct("(") {
        let e = parse_ssa_expr(p, ids)?;
        p.parse_punct(")")?;
        return Ok(e);
    }
    if p.peek_punct("-") {
        if let Some(c) = p.parse_optional_integer()? {
            return Ok(p.ctx().cst(c));
        }
        p.parse_punct("-")?;
        let e = parse_ssa_factor(p, ids)?;
        return Ok(p.ctx().neg(e));
    }
    if let Some(c) = p.parse_optional_integer()? {
        return Ok(p.ctx().cst(c));
    }
    if p.parse_optional_keyword("symbol") {
        p.parse_punct("(")?;
        let u = p.parse_operand()?;
        p.parse_punct(")")?;
        let v = p.resolve_operand(&u, index)?;
        if let Some(i) = ids.dims.iter().position(|&x| x == v) {
            return Ok(p.ctx().dim(i as u32));
        }
        let i = SsaIds::position(&mut ids.syms, v);
        return Ok(p.ctx().sym(i));
    }
    let pos = p.current_pos();
    match p.parse_optional_operand()? {
        Some(u) => {
            let v = p.resolve_operand(&u, index)?;
            if let Some(i) = ids.syms.iter().position(|&x| x == v) {
                return Ok(p.ctx().sym(i as u32));
            }
            let i = SsaIds::position(&mut ids.dims, v);
            Ok(p.ctx().dim(i))
        }
        None => Err(p.error_at(pos, "expected affine expression of SSA ids")),
    }
}

/// Upstream's affine expression printer with dims and symbols replaced by SSA names
/// (`symbol(%s)` for symbols). `strong` is the binding strength of the context.
fn print_ssa_expr(
    p: &mut OpPrinter<'_>,
    e: AffineExpr,
    dims: &[Value],
    syms: &[Value],
    strong: bool,
) {
    let ctx = p.ctx();
    let (op, lhs, rhs) = match ctx.expr(e) {
        AffineExprKind::Dim(i) => {
            match dims.get(i as usize) {
                Some(&v) => p.print_operand(v),
                None => p.write_str(&format!("d{i}")),
            }
            return;
        }
        AffineExprKind::Symbol(i) => {
            match syms.get(i as usize) {
                Some(&v) => {
                    p.write_str("symbol(");
                    p.print_operand(v);
                    p.write_str(")");
                }
                None => p.write_str(&format!("s{i}")),
            }
            return;
        }
        AffineExprKind::Const(c) => {
            p.write_str(&c.to_string());
            return;
        }
        AffineExprKind::Bin(op, a, b) => (op, a, b),
    };
    let open = |p: &mut OpPrinter<'_>| {
        if strong {
            p.write_str("(");
        }
    };
    let close = |p: &mut OpPrinter<'_>| {
        if strong {
            p.write_str(")");
        }
    };
    if op != AffineBinOp::Add {
        open(p);
        if op == AffineBinOp::Mul && ctx.as_const(rhs) == Some(-1) {
            p.write_str("-");
            print_ssa_expr(p, lhs, dims, syms, true);
            close(p);
            return;
        }
        let spelling = match op {
            AffineBinOp::Mul => " * ",
            AffineBinOp::FloorDiv => " floordiv ",
            AffineBinOp::CeilDiv => " ceildiv ",
            _ => " mod ",
        };
        print_ssa_expr(p, lhs, dims, syms, true);
        p.write_str(spelling);
        print_ssa_expr(p, rhs, dims, syms, true);
        close(p);
        return;
    }
    open(p);
    if let AffineExprKind::Bin(AffineBinOp::Mul, rl, rr) = ctx.expr(rhs) {
        if let Some(c) = ctx.as_const(rr) {
            if c == -1 {
                print_ssa_expr(p, lhs, dims, syms, false);
                p.write_str(" - ");
                let add = matches!(ctx.expr(rl), AffineExprKind::Bin(AffineBinOp::Add, ..));
                print_ssa_expr(p, rl, dims, syms, add);
                close(p);
                return;
            }
            if c < -1 {
                print_ssa_expr(p, lhs, dims, syms, false);
                p.write_str(" - ");
                print_ssa_expr(p, rl, dims, syms, true);
                p.write_str(" * ");
                p.write_str(&c.unsigned_abs().to_string());
                close(p);
                return;
            }
        }
    }
    if let Some(c) = ctx.as_const(rhs) {
        if c < 0 {
            print_ssa_expr(p, lhs, dims, syms, false);
            p.write_str(" - ");
            p.write_str(&c.unsigned_abs().to_string());
            close(p);
            return;
        }
    }
    print_ssa_expr(p, lhs, dims, syms, false);
    p.write_str(" + ");
    print_ssa_expr(p, rhs, dims, syms, false);
    close(p);
}

// ----- attribute helpers -------------------------------------------------------------------

/// The map of an affine map attribute.
fn map_of(ctx: &Context, a: Option<Attr>) -> Option<AffineMap> {
    match ctx.attr_kind(a?) {
        AttrKind::AffineMap(m) => Some(*m),
        _ => None,
    }
}

/// The number of inputs (dims + symbols) of a map.
fn num_inputs(ctx: &Context, m: AffineMap) -> usize {
    let d = ctx.map_data(m);
    d.num_dims as usize + d.num_symbols as usize
}

/// `dense<[..]> : tensor<Nxi32>` (a splat when all entries are equal).
fn i32_tensor(ctx: &mut Context, values: &[i64]) -> Attr {
    let i32t = ctx.int_type(32);
    let ty = ctx.ty(TypeKind::RankedTensor {
        shape: vec![values.len() as i64],
        elem: i32t,
        encoding: None,
    });
    let splat = values
        .first()
        .is_some_and(|&f| values.iter().all(|&v| v == f));
    let data: Vec<i128> = if splat {
        vec![values[0] as i128]
    } else {
        values.iter().map(|&v| v as i128).collect()
    };
    ctx.attr(AttrKind::DenseElements {
        ty,
        data: DenseData::Ints(data),
    })
}

/// The entries of a 1-D integer elements attribute (splats expanded).
fn tensor_ints(ctx: &Context, a: Option<Attr>) -> Option<Vec<i64>> {
    let AttrKind::DenseElements {
        ty,
        data: DenseData::Ints(v),
    } = ctx.attr_kind(a?)
    else {
        return None;
    };
    let n = match ctx.type_kind(*ty).shape() {
        Some([n]) => usize::try_from(*n).ok()?,
        _ => return None,
    };
    let v: Option<Vec<i64>> = v.iter().map(|&x| i64::try_from(x).ok()).collect();
    let v = v?;
    match v.len() {
        1 if n != 1 => Some(vec![v[0]; n]),
        len if len == n => Some(v),
        _ => None,
    }
}

/// The integers of an array attribute of integers.
fn array_ints(ctx: &Context, a: Option<Attr>) -> Option<Vec<i64>> {
    match ctx.attr_kind(a?) {
        AttrKind::Array(items) => items.iter().map(|&i| int_value(ctx, i)).collect(),
        _ => None,
    }
}

/// An array attribute of `i64` integers.
fn i64_array_attr(ctx: &mut Context, values: &[i64]) -> Attr {
    let i64t = ctx.int_type(64);
    let items = values
        .iter()
        .map(|&v| ctx.int_attr(v as i128, i64t))
        .collect();
    ctx.attr(AttrKind::Array(items))
}

// ----- parsing -----------------------------------------------------------------------------

/// `(group, max(e, e), ..)` of `affine.parallel`: the flat map, the group sizes and the
/// operands (dims then symbols).
fn parse_parallel_bound(
    p: &mut OpParser<'_>,
    keyword: &str,
) -> PResult<(AffineMap, Vec<i64>, Vec<Value>)> {
    let mut ids = SsaIds::default();
    let mut exprs = Vec::new();
    let mut groups = Vec::new();
    p.parse_punct("(")?;
    if !p.parse_optional_punct(")") {
        loop {
            if p.parse_optional_keyword(keyword) {
                p.parse_punct("(")?;
                let mut n = 0;
                loop {
                    exprs.push(parse_ssa_expr(p, &mut ids)?);
                    n += 1;
                    if !p.parse_optional_punct(",") {
                        break;
                    }
                }
                p.parse_punct(")")?;
                groups.push(n);
            } else {
                exprs.push(parse_ssa_expr(p, &mut ids)?);
                groups.push(1);
            }
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")?;
    }
    let map = p
        .ctx()
        .map(ids.dims.len() as u32, ids.syms.len() as u32, exprs);
    let mut operands = ids.dims;
    operands.extend(ids.syms);
    Ok((map, groups, operands))
}

/// Parses the custom form of an `affine` op; the results and the op name are already
/// consumed.
pub fn parse(dk: AffineOp, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let kind = OpKind::from(dk);
    let index = p.index_type();
    match dk {
        AffineOp::AffineFor => parse_for(p, st)?,
        AffineOp::AffineParallel => parse_parallel(p, st)?,
        AffineOp::AffineIf => {
            let (set, us) = p.parse_integer_set_ref()?;
            p.resolve_operands_same(&us, index, &mut st.operands)?;
            let a = p.ctx().attr(AttrKind::IntegerSet(set));
            set_prop(p, st, "condition", a);
            st.result_types = p.parse_optional_arrow_type_list()?;
            let then = p.parse_region(&[], false)?;
            p.ensure_terminator(then, OpKind::AffineYield, st.loc);
            st.regions.push(then);
            let els = if p.parse_optional_keyword("else") {
                let r = p.parse_region(&[], false)?;
                p.ensure_terminator(r, OpKind::AffineYield, st.loc);
                r
            } else {
                p.module().create_region()
            };
            st.regions.push(els);
            p.parse_optional_attr_dict(&mut st.attrs)?;
        }
        AffineOp::AffineLoad | AffineOp::AffineVectorLoad => {
            let mu = p.parse_operand()?;
            let (map, us) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let mty = p.parse_type()?;
            let elem = memref_elem(p, mty, tpos)?;
            let rty = if kind == OpKind::AffineVectorLoad {
                p.parse_punct(",")?;
                p.parse_type()?
            } else {
                elem
            };
            st.operands.push(p.resolve_operand(&mu, mty)?);
            p.resolve_operands_same(&us, index, &mut st.operands)?;
            st.result_types.push(rty);
            set_map_prop(p, st, "map", map);
        }
        AffineOp::AffineStore | AffineOp::AffineVectorStore => {
            let vu = p.parse_operand()?;
            p.parse_punct(",")?;
            let mu = p.parse_operand()?;
            let (map, us) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let mty = p.parse_type()?;
            let elem = memref_elem(p, mty, tpos)?;
            let vty = if kind == OpKind::AffineVectorStore {
                p.parse_punct(",")?;
                p.parse_type()?
            } else {
                elem
            };
            st.operands.push(p.resolve_operand(&vu, vty)?);
            st.operands.push(p.resolve_operand(&mu, mty)?);
            p.resolve_operands_same(&us, index, &mut st.operands)?;
            set_map_prop(p, st, "map", map);
        }
        AffineOp::AffineApply | AffineOp::AffineMin | AffineOp::AffineMax => {
            let mpos = p.current_pos();
            let ma = p.parse_attribute(None)?;
            let Some(map) = map_of(p.ctx(), Some(ma)) else {
                return Err(p.error_at(mpos, "expected affine map"));
            };
            let (us, ndims) = p.parse_dim_and_symbol_list()?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let d = p.ctx().map_data(map).clone();
            // Upstream checks the counts while parsing `affine.apply` only; `affine.min/max`
            // leave it to the verifier.
            let mismatch =
                d.num_dims != ndims || (d.num_dims as usize + d.num_symbols as usize) != us.len();
            if kind == OpKind::AffineApply && mismatch {
                return Err(p.error_at(p.name_pos(), "dimension or symbol index mismatch"));
            }
            p.resolve_operands_same(&us, index, &mut st.operands)?;
            let nres = if kind == OpKind::AffineApply {
                d.results.len()
            } else {
                1
            };
            st.result_types.extend(std::iter::repeat_n(index, nres));
            move_inherent(p, st, &["map"]);
            set_prop(p, st, "map", ma);
        }
        AffineOp::AffineYield => {
            p.parse_optional_attr_dict(&mut st.attrs)?;
            parse_optional_typed_operands(p, &mut st.operands)?;
        }
        AffineOp::AffinePrefetch => {
            let mu = p.parse_operand()?;
            let (map, us) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
            p.parse_punct(",")?;
            let rwpos = p.current_pos();
            let rw = p.parse_bare_id()?;
            if rw != "read" && rw != "write" {
                return Err(p.error_at(rwpos, "rw specifier has to be 'read' or 'write'"));
            }
            p.parse_punct(",")?;
            p.parse_keyword("locality")?;
            p.parse_punct("<")?;
            let i32t = p.ctx().int_type(32);
            let hint = p.parse_attribute(Some(i32t))?;
            p.parse_punct(">")?;
            p.parse_punct(",")?;
            let cpos = p.current_pos();
            let cache = p.parse_bare_id()?;
            if cache != "data" && cache != "instr" {
                return Err(p.error_at(cpos, "cache type has to be 'data' or 'instr'"));
            }
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let mty = p.parse_colon_type()?;
            st.operands.push(p.resolve_operand(&mu, mty)?);
            p.resolve_operands_same(&us, index, &mut st.operands)?;
            move_inherent(p, st, &["localityHint", "isWrite", "isDataCache"]);
            set_map_prop(p, st, "map", map);
            set_prop(p, st, "localityHint", hint);
            let w = p.ctx().attr(AttrKind::Bool(rw == "write"));
            set_prop(p, st, "isWrite", w);
            let dc = p.ctx().attr(AttrKind::Bool(cache == "data"));
            set_prop(p, st, "isDataCache", dc);
        }
        AffineOp::AffineDmaStart => {
            let mut parts = Vec::new();
            for (i, name) in ["src_map", "dst_map", "tag_map"].into_iter().enumerate() {
                if i > 0 {
                    p.parse_punct(",")?;
                }
                let mu = p.parse_operand()?;
                let (map, us) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
                let a = p.ctx().map_attr(map);
                set_attr(p, st, name, a);
                parts.push((mu, us));
            }
            p.parse_punct(",")?;
            let num = p.parse_operand()?;
            let mut strides = Vec::new();
            while p.parse_optional_punct(",") {
                strides.push(p.parse_operand()?);
            }
            if !strides.is_empty() && strides.len() != 2 {
                return Err(p.error_at(p.name_pos(), "expected two stride related operands"));
            }
            let tpos = p.current_pos();
            let tys = p.parse_colon_type_list()?;
            if tys.len() != 3 {
                return Err(p.error_at(tpos, "expected three types"));
            }
            for ((mu, us), &t) in parts.iter().zip(&tys) {
                st.operands.push(p.resolve_operand(mu, t)?);
                p.resolve_operands_same(us, index, &mut st.operands)?;
            }
            st.operands.push(p.resolve_operand(&num, index)?);
            p.resolve_operands_same(&strides, index, &mut st.operands)?;
        }
        AffineOp::AffineDmaWait => {
            let mu = p.parse_operand()?;
            let (map, us) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
            p.parse_punct(",")?;
            let num = p.parse_operand()?;
            p.parse_punct(":")?;
            let tpos = p.current_pos();
            let ty = p.parse_type()?;
            memref_elem(p, ty, tpos)?;
            st.operands.push(p.resolve_operand(&mu, ty)?);
            p.resolve_operands_same(&us, index, &mut st.operands)?;
            st.operands.push(p.resolve_operand(&num, index)?);
            let a = p.ctx().map_attr(map);
            set_attr(p, st, "tag_map", a);
        }
        AffineOp::AffineDelinearizeIndex => {
            let lin = p.parse_operand()?;
            p.parse_keyword("into")?;
            let (dynv, statics) = parse_dynamic_index_list(p, "(", ")")?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let tys = p.parse_colon_type_list()?;
            let lty = tys.first().copied().unwrap_or(index);
            st.operands.push(p.resolve_operand(&lin, lty)?);
            p.resolve_operands_same(&dynv, index, &mut st.operands)?;
            st.result_types = tys;
            let a = dense_i64_array(p.ctx(), &statics);
            move_inherent(p, st, &["static_basis"]);
            set_prop(p, st, "static_basis", a);
        }
        AffineOp::AffineLinearizeIndex => {
            let disjoint = p.parse_optional_keyword("disjoint");
            let idx = p.parse_operand_list(Delimiter::Square)?;
            p.parse_keyword("by")?;
            let (dynv, statics) = parse_dynamic_index_list(p, "(", ")")?;
            p.parse_optional_attr_dict(&mut st.attrs)?;
            let ty = p.parse_colon_type()?;
            p.resolve_operands_same(&idx, ty, &mut st.operands)?;
            p.resolve_operands_same(&dynv, index, &mut st.operands)?;
            st.result_types.push(ty);
            move_inherent(p, st, &["static_basis", "disjoint"]);
            let a = dense_i64_array(p.ctx(), &statics);
            set_prop(p, st, "static_basis", a);
            if disjoint {
                let u = p.ctx().unit_attr();
                set_prop(p, st, "disjoint", u);
            }
            set_segments(p, st, &[idx.len(), dynv.len()]);
        }
    }
    Ok(())
}

/// Sets the affine map property `name` (moving any `map` from the attribute dictionary).
fn set_map_prop(p: &mut OpParser<'_>, st: &mut OperationState, name: &str, map: AffineMap) {
    move_inherent(p, st, &[name]);
    let a = p.ctx().map_attr(map);
    set_prop(p, st, name, a);
}

/// `affine.for %iv = lb to ub (step N)? (iter_args(..) -> (..))? {..} {attrs}?`
fn parse_for(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let index = p.index_type();
    let iv = p.parse_argument(false, false)?;
    p.parse_punct("=")?;
    let (lb, lbus) = p.parse_affine_bound(true)?;
    p.parse_keyword("to")?;
    let (ub, ubus) = p.parse_affine_bound(false)?;
    let mut step = 1;
    if p.parse_optional_keyword("step") {
        let pos = p.current_pos();
        step = p.parse_integer()?;
        if step < 0 {
            return Err(p.error_at(
                pos,
                "expected step to be representable as a positive signed integer",
            ));
        }
    }
    let mut iter_args = Vec::new();
    let mut inits = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        (iter_args, inits) = parse_assignment_list(p)?;
        p.parse_punct("->")?;
        st.result_types = parse_arrow_types(p)?;
    }
    if iter_args.len() != st.result_types.len() {
        return Err(p.error_at(
            p.name_pos(),
            "mismatch between the number of loop-carried values and results",
        ));
    }
    p.resolve_operands_same(&lbus, index, &mut st.operands)?;
    p.resolve_operands_same(&ubus, index, &mut st.operands)?;
    let tys = st.result_types.clone();
    let pos = p.current_pos();
    p.resolve_operands(&inits, &tys, pos, &mut st.operands)?;
    let mut args = vec![Argument {
        ty: Some(index),
        ..iv
    }];
    args.extend(typed_args(&iter_args, &tys));
    let body = p.parse_region(&args, false)?;
    p.ensure_terminator(body, OpKind::AffineYield, st.loc);
    st.regions.push(body);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(
        p,
        st,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
    );
    set_map_prop(p, st, "lowerBoundMap", lb);
    set_map_prop(p, st, "upperBoundMap", ub);
    let sa = p.ctx().index_attr(step);
    set_prop(p, st, "step", sa);
    set_segments(p, st, &[lbus.len(), ubus.len(), inits.len()]);
    Ok(())
}

/// `affine.parallel (%i, ..) = (lbs) to (ubs) (step (..))? (reduce (..) -> (..))? {..}`
fn parse_parallel(p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    let index = p.index_type();
    let ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
    p.parse_punct("=")?;
    let (lb, lbg, lbops) = parse_parallel_bound(p, "max")?;
    p.parse_keyword("to")?;
    let (ub, ubg, ubops) = parse_parallel_bound(p, "min")?;
    st.operands.extend(lbops);
    st.operands.extend(ubops);
    let steps = if p.parse_optional_keyword("step") {
        p.parse_punct("(")?;
        let mut steps = Vec::new();
        loop {
            let pos = p.current_pos();
            match p.parse_optional_integer()? {
                Some(s) => steps.push(s),
                None => return Err(p.error_at(pos, "steps must be constant integers")),
            }
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")?;
        steps
    } else {
        vec![1; ivs.len()]
    };
    let mut reductions = Vec::new();
    if p.parse_optional_keyword("reduce") {
        p.parse_punct("(")?;
        loop {
            let pos = p.current_pos();
            let s = p.parse_string()?;
            match atomic_rmw_kind(&s) {
                Some(k) => reductions.push(k),
                None => return Err(p.error_at(pos, format!("invalid reduction value: \"{s}\""))),
            }
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct(")")?;
    }
    st.result_types = p.parse_optional_arrow_type_list()?;
    let args = typed_args(&ivs, &vec![index; ivs.len()]);
    let body = p.parse_region(&args, false)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.ensure_terminator(body, OpKind::AffineYield, st.loc);
    st.regions.push(body);
    move_inherent(
        p,
        st,
        &[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ],
    );
    let ctx = p.ctx();
    let attrs = [
        ("reductions", i64_array_attr(ctx, &reductions)),
        ("lowerBoundsMap", ctx.map_attr(lb)),
        ("lowerBoundsGroups", i32_tensor(ctx, &lbg)),
        ("upperBoundsMap", ctx.map_attr(ub)),
        ("upperBoundsGroups", i32_tensor(ctx, &ubg)),
        ("steps", i64_array_attr(ctx, &steps)),
    ];
    for (name, a) in attrs {
        set_prop(p, st, name, a);
    }
    Ok(())
}

// ----- printing ----------------------------------------------------------------------------

/// An `affine.for` bound exactly as upstream's `printBound`: a constant for a constant map,
/// the operand for the symbol identity map, else `[max|min] #map(dims)[syms]`.
fn print_bound(p: &mut OpPrinter<'_>, map_attr: Attr, map: AffineMap, ops: &[Value], prefix: &str) {
    let ctx = p.ctx();
    let d = ctx.map_data(map);
    if let [e] = d.results[..] {
        if d.num_dims == 0 && d.num_symbols == 0 {
            if let Some(c) = ctx.as_const(e) {
                p.write_str(&c.to_string());
                return;
            }
        }
        if d.num_dims == 0 && d.num_symbols == 1 {
            if let (AffineExprKind::Symbol(_), [v]) = (ctx.expr(e), ops) {
                p.print_operand(*v);
                return;
            }
        }
    } else {
        p.write_str(prefix);
        p.write_str(" ");
    }
    p.print_attribute(map_attr);
    p.print_dim_and_symbol_list(ops, d.num_dims);
}

/// `(e, max(e, e), ..)` groups of an `affine.parallel` bound map.
fn print_parallel_bound(
    p: &mut OpPrinter<'_>,
    map: AffineMap,
    groups: &[i64],
    ops: &[Value],
    kw: &str,
) -> bool {
    let ctx = p.ctx();
    let d = ctx.map_data(map);
    let nd = d.num_dims as usize;
    let total = groups.iter().try_fold(
        0i64,
        |acc, &g| if g < 0 { None } else { acc.checked_add(g) },
    );
    if ops.len() != nd + d.num_symbols as usize || total != Some(d.results.len() as i64) {
        return false;
    }
    let (dims, syms) = ops.split_at(nd);
    let mut start = 0usize;
    for (gi, &g) in groups.iter().enumerate() {
        if gi > 0 {
            p.write_str(", ");
        }
        let Ok(g) = usize::try_from(g) else {
            return false;
        };
        let exprs = &d.results[start..start + g];
        if g == 1 {
            print_ssa_expr(p, exprs[0], dims, syms, false);
        } else {
            p.write_str(kw);
            p.write_str("(");
            for (i, &e) in exprs.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                print_ssa_expr(p, e, dims, syms, false);
            }
            p.write_str(")");
        }
        start += g;
    }
    true
}

/// Prints the custom form of an `affine` op after its name; `false` falls back to the
/// generic form.
pub fn print(dk: AffineOp, p: &mut OpPrinter<'_>, op: Op) -> bool {
    let kind = OpKind::from(dk);
    let ctx = p.ctx();
    let m = p.module();
    let d = m.op(op);
    let operands = d.operands().to_vec();
    let results = d.results().to_vec();
    let regions = d.regions().to_vec();
    let ty = |v: Value| m.value_type(v);
    match dk {
        AffineOp::AffineFor => return print_for(p, op),
        AffineOp::AffineParallel => return print_parallel(p, op),
        AffineOp::AffineIf => {
            let cond = op_attr(p, op, "condition").map(|a| ctx.attr_kind(a));
            let (Some(&AttrKind::IntegerSet(set)), [then, els]) = (cond, &regions[..]) else {
                return false;
            };
            let sd = ctx.set_data(set);
            if (sd.num_dims as usize + sd.num_symbols as usize) != operands.len() {
                return false;
            }
            p.write_str(" ");
            p.print_integer_set_ref(set, &operands);
            let tys = types_of(p, &results);
            print_optional_arrow_type_list(p, &tys);
            p.write_str(" ");
            let terms = !results.is_empty();
            p.print_region(*then, false, terms);
            if !m.region(*els).blocks().is_empty() {
                p.write_str(" else ");
                p.print_region(*els, false, terms);
            }
            print_attr_dict(p, op, &["condition"]);
        }
        AffineOp::AffineLoad
        | AffineOp::AffineVectorLoad
        | AffineOp::AffineStore
        | AffineOp::AffineVectorStore
        | AffineOp::AffinePrefetch => {
            let store = matches!(kind, OpKind::AffineStore | OpKind::AffineVectorStore);
            let Some(map) = map_of(ctx, op_attr(p, op, "map")) else {
                return false;
            };
            let (val, rest) = if store {
                match operands.split_first() {
                    Some((v, r)) => (Some(*v), r),
                    None => return false,
                }
            } else {
                (None, &operands[..])
            };
            let Some((&mv, idx)) = rest.split_first() else {
                return false;
            };
            if idx.len() != num_inputs(ctx, map) {
                return false;
            }
            p.write_str(" ");
            if let Some(v) = val {
                p.print_operand(v);
                p.write_str(", ");
            }
            p.print_operand(mv);
            p.write_str("[");
            p.print_affine_map_of_ssa_ids(map, idx);
            p.write_str("]");
            let mut elided = vec!["map"];
            if kind == OpKind::AffinePrefetch {
                let flag = |name| match op_attr(p, op, name).map(|a| ctx.attr_kind(a)) {
                    Some(AttrKind::Bool(b)) => Some(*b),
                    _ => None,
                };
                let hint = op_attr(p, op, "localityHint").and_then(|a| int_value(ctx, a));
                let (Some(w), Some(dc), Some(h)) = (flag("isWrite"), flag("isDataCache"), hint)
                else {
                    return false;
                };
                p.write_str(if w { ", write" } else { ", read" });
                p.write_str(&format!(", locality<{h}>, "));
                p.write_str(if dc { "data" } else { "instr" });
                elided.extend(["localityHint", "isDataCache", "isWrite"]);
            }
            print_attr_dict(p, op, &elided);
            p.write_str(" : ");
            p.print_type(ty(mv));
            match (kind, val, results.first()) {
                (OpKind::AffineVectorLoad, _, Some(&r)) => {
                    p.write_str(", ");
                    p.print_type(ty(r));
                }
                (OpKind::AffineVectorStore, Some(v), _) => {
                    p.write_str(", ");
                    p.print_type(ty(v));
                }
                (OpKind::AffineVectorLoad, ..) | (OpKind::AffineVectorStore, ..) => return false,
                _ => {}
            }
        }
        AffineOp::AffineApply | AffineOp::AffineMin | AffineOp::AffineMax => {
            let ma = op_attr(p, op, "map");
            let (Some(ma), Some(map)) = (ma, map_of(ctx, ma)) else {
                return false;
            };
            if operands.len() != num_inputs(ctx, map) {
                return false;
            }
            p.write_str(" ");
            p.print_attribute(ma);
            p.print_dim_and_symbol_list(&operands, ctx.map_data(map).num_dims);
            print_attr_dict(p, op, &["map"]);
        }
        AffineOp::AffineYield => {
            print_attr_dict(p, op, &[]);
            print_typed_operands(p, &operands);
        }
        AffineOp::AffineDmaStart => {
            let mut maps = Vec::new();
            for name in ["src_map", "dst_map", "tag_map"] {
                match map_of(ctx, op_attr(p, op, name)) {
                    Some(mp) => maps.push(mp),
                    None => return false,
                }
            }
            let needed: usize = maps
                .iter()
                .map(|&mp| 1 + num_inputs(ctx, mp))
                .sum::<usize>()
                + 1;
            if operands.len() != needed && operands.len() != needed + 2 {
                return false;
            }
            let mut at = 0;
            let mut memref_tys = Vec::new();
            for (i, &mp) in maps.iter().enumerate() {
                let n = num_inputs(ctx, mp);
                p.write_str(if i == 0 { " " } else { ", " });
                p.print_operand(operands[at]);
                memref_tys.push(ty(operands[at]));
                p.write_str("[");
                p.print_affine_map_of_ssa_ids(mp, &operands[at + 1..at + 1 + n]);
                p.write_str("]");
                at += 1 + n;
            }
            for &v in &operands[at..] {
                p.write_str(", ");
                p.print_operand(v);
            }
            p.write_str(" : ");
            p.print_types(&memref_tys);
        }
        AffineOp::AffineDmaWait => {
            let Some(map) = map_of(ctx, op_attr(p, op, "tag_map")) else {
                return false;
            };
            let n = num_inputs(ctx, map);
            if operands.len() != n + 2 {
                return false;
            }
            p.write_str(" ");
            p.print_operand(operands[0]);
            p.write_str("[");
            p.print_affine_map_of_ssa_ids(map, &operands[1..1 + n]);
            p.write_str("], ");
            p.print_operand(operands[1 + n]);
            p.write_str(" : ");
            p.print_type(ty(operands[0]));
        }
        AffineOp::AffineDelinearizeIndex => {
            let basis = op_attr(p, op, "static_basis").and_then(|a| dense_ints(ctx, a));
            let (Some(basis), Some((&lin, dynv))) = (basis, operands.split_first()) else {
                return false;
            };
            p.write_str(" ");
            p.print_operand(lin);
            p.write_str(" into ");
            if !print_dynamic_index_list(p, dynv, &basis, "(", ")") {
                return false;
            }
            print_attr_dict(p, op, &["static_basis"]);
            p.write_str(" : ");
            let tys = types_of(p, &results);
            p.print_types(&tys);
        }
        AffineOp::AffineLinearizeIndex => {
            let basis = op_attr(p, op, "static_basis").and_then(|a| dense_ints(ctx, a));
            let (Some(basis), Some(seg), [r]) = (basis, segments(p, op, 2), &results[..]) else {
                return false;
            };
            // A unit property (the parser drops upstream's generic `disjoint = false`).
            if op_attr(p, op, "disjoint").is_some() {
                p.write_str(" disjoint");
            }
            p.write_str(" [");
            p.print_operands(&seg[0]);
            p.write_str("] by ");
            if !print_dynamic_index_list(p, &seg[1], &basis, "(", ")") {
                return false;
            }
            print_attr_dict(p, op, &["static_basis", "disjoint", "operandSegmentSizes"]);
            p.write_str(" : ");
            p.print_type(ty(*r));
        }
    }
    true
}

/// `affine.for`
fn print_for(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let ctx = p.ctx();
    let m = p.module();
    let d = m.op(op);
    let (lba, uba) = (
        op_attr(p, op, "lowerBoundMap"),
        op_attr(p, op, "upperBoundMap"),
    );
    let (Some(lb), Some(ub), Some(lba), Some(uba)) = (map_of(ctx, lba), map_of(ctx, uba), lba, uba)
    else {
        return false;
    };
    let step = op_attr(p, op, "step")
        .and_then(|a| int_value(ctx, a))
        .unwrap_or(1);
    let (nlb, nub) = (num_inputs(ctx, lb), num_inputs(ctx, ub));
    let operands = d.operands();
    if operands.len() < nlb + nub {
        return false;
    }
    let (lbops, rest) = operands.split_at(nlb);
    let (ubops, inits) = rest.split_at(nub);
    let [body] = d.regions()[..] else {
        return false;
    };
    let Some(entry) = m.region(body).blocks().first() else {
        return false;
    };
    let args = m.block(*entry).args();
    let Some((&iv, iter_args)) = args.split_first() else {
        return false;
    };
    if iter_args.len() != inits.len() || d.results().len() != inits.len() {
        return false;
    }
    p.write_str(" ");
    p.print_operand(iv);
    p.write_str(" = ");
    print_bound(p, lba, lb, lbops, "max");
    p.write_str(" to ");
    print_bound(p, uba, ub, ubops, "min");
    if step != 1 {
        p.write_str(&format!(" step {step}"));
    }
    if !inits.is_empty() {
        print_initialization_list(p, iter_args, inits, " iter_args");
        p.write_str(" -> (");
        let tys = types_of(p, d.results());
        p.print_types(&tys);
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region(body, false, !inits.is_empty());
    print_attr_dict(
        p,
        op,
        &[
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes",
        ],
    );
    true
}

/// `affine.parallel`
fn print_parallel(p: &mut OpPrinter<'_>, op: Op) -> bool {
    let ctx = p.ctx();
    let m = p.module();
    let d = m.op(op);
    let lb = map_of(ctx, op_attr(p, op, "lowerBoundsMap"));
    let ub = map_of(ctx, op_attr(p, op, "upperBoundsMap"));
    let lbg = tensor_ints(ctx, op_attr(p, op, "lowerBoundsGroups"));
    let ubg = tensor_ints(ctx, op_attr(p, op, "upperBoundsGroups"));
    let steps = array_ints(ctx, op_attr(p, op, "steps"));
    let reductions = array_ints(ctx, op_attr(p, op, "reductions"));
    let (Some(lb), Some(ub), Some(lbg), Some(ubg), Some(steps), Some(reductions)) =
        (lb, ub, lbg, ubg, steps, reductions)
    else {
        return false;
    };
    let [body] = d.regions()[..] else {
        return false;
    };
    let Some(entry) = m.region(body).blocks().first() else {
        return false;
    };
    let ivs = m.block(*entry).args();
    let nlb = num_inputs(ctx, lb);
    if d.operands().len() != nlb + num_inputs(ctx, ub) || reductions.len() != d.results().len() {
        return false;
    }
    let (lbops, ubops) = d.operands().split_at(nlb);
    p.write_str(" (");
    p.print_operands(ivs);
    p.write_str(") = (");
    if !print_parallel_bound(p, lb, &lbg, lbops, "max") {
        return false;
    }
    p.write_str(") to (");
    if !print_parallel_bound(p, ub, &ubg, ubops, "min") {
        return false;
    }
    p.write_str(")");
    if steps.iter().any(|&s| s != 1) {
        let s: Vec<String> = steps.iter().map(i64::to_string).collect();
        p.write_str(&format!(" step ({})", s.join(", ")));
    }
    if !d.results().is_empty() {
        let mut names = Vec::new();
        for &r in &reductions {
            match atomic_rmw_kind_name(r) {
                Some(n) => names.push(format!("\"{n}\"")),
                None => return false,
            }
        }
        p.write_str(&format!(" reduce ({}) -> (", names.join(", ")));
        let tys: Vec<Type> = types_of(p, d.results());
        p.print_types(&tys);
        p.write_str(")");
    }
    p.write_str(" ");
    p.print_region(body, false, !d.results().is_empty());
    print_attr_dict(
        p,
        op,
        &[
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps",
        ],
    );
    true
}

#[cfg(test)]
mod tests {
    use crate::dialect::memref::syntax::test_util::*;
    use crate::dialect::memref::syntax::{dense_ints, int_value};
    use crate::ir::AttrKind;

    #[test]
    fn affine_for_bounds_and_iter_args() {
        let src = r#"
func.func @f(%n: index, %m: index, %a: memref<10xf32>, %init: f32) -> f32 {
  affine.for %i = 0 to 10 {
  }
  affine.for %i = %n to %m step 2 {
  }
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0 + 1)>(%n)[%m] to min affine_map<()[s0] -> (s0, 100)>()[%m] {
  }
  affine.for %i = affine_map<(d0) -> (d0)>(%n) to 10 {
  }
  %r = affine.for %i = 0 to 10 iter_args(%acc = %init) -> (f32) {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
"#;
        let out = roundtrip(src);
        assert_lines(
            &out,
            &[
                "affine.for %arg4 = 0 to 10 {",
                "affine.for %arg4 = %arg0 to %arg1 step 2 {",
                "affine.for %arg4 = max #map(%arg0)[%arg1] to min #map1()[%arg1] {",
                "affine.for %arg4 = #map2(%arg0) to 10 {",
                "%0 = affine.for %arg4 = 0 to 10 iter_args(%arg5 = %arg3) -> (f32) {",
                "%1 = affine.load %arg2[%arg4] : memref<10xf32>",
                "affine.yield %1 : f32",
            ],
        );
        assert!(
            !out.contains("affine.yield\n"),
            "implicit yield printed:\n{out}"
        );
    }

    #[test]
    fn affine_for_storage() {
        let src =
            "func.func @f(%n: index) {\n  affine.for %i = %n to 10 step 4 {\n  }\n  return\n}\n";
        let (ctx, m, op) = parse_find(src, "affine.for");
        let (step, inherent) = attr_of(&ctx, &m, op, "step").expect("step");
        assert!(inherent);
        assert_eq!(int_value(&ctx, step), Some(4));
        let (seg, _) = attr_of(&ctx, &m, op, "operandSegmentSizes").expect("segments");
        assert_eq!(dense_ints(&ctx, seg), Some(vec![1, 0, 0]));
        let (lb, _) = attr_of(&ctx, &m, op, "lowerBoundMap").expect("lb");
        let AttrKind::AffineMap(lb) = ctx.attr_kind(lb) else {
            panic!("lb map")
        };
        let d = ctx.map_data(*lb);
        assert_eq!((d.num_dims, d.num_symbols, d.results.len()), (0, 1, 1));
    }

    #[test]
    fn affine_memory_ops() {
        let src = r#"
func.func @f(%a: memref<100x100xf32>, %s: index, %t: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 50 {
    affine.for %j = 0 to 40 {
      %v = affine.load %a[%i + 1, %j * 2 + symbol(%s)] : memref<100x100xf32>
      affine.store %v, %a[%i, %j] : memref<100x100xf32>
      affine.prefetch %a[%i, %j + 5], read, locality<3>, data : memref<100x100xf32>
      %w = affine.vector_load %a[%i, %j * 4] : memref<100x100xf32>, vector<4xf32>
      affine.vector_store %w, %a[%i, %j * 4] : memref<100x100xf32>, vector<4xf32>
      affine.dma_wait %t[0], %n : memref<1xi32>
    }
  }
  return
}
"#;
        let out = roundtrip(src);
        assert_lines(
            &out,
            &[
                "%0 = affine.load %arg0[%arg4 + 1, %arg5 * 2 + symbol(%arg1)] : memref<100x100xf32>",
                "affine.store %0, %arg0[%arg4, %arg5] : memref<100x100xf32>",
                "affine.prefetch %arg0[%arg4, %arg5 + 5], read, locality<3>, data : \
                 memref<100x100xf32>",
                "%1 = affine.vector_load %arg0[%arg4, %arg5 * 4] : memref<100x100xf32>, \
                 vector<4xf32>",
                "affine.vector_store %1, %arg0[%arg4, %arg5 * 4] : memref<100x100xf32>, \
                 vector<4xf32>",
                "affine.dma_wait %arg2[0], %arg3 : memref<1xi32>",
            ],
        );
    }

    #[test]
    fn affine_parallel_groups() {
        let src = r#"
func.func @f(%n: index, %m: index, %a: memref<100x100xf32>) -> f32 {
  affine.parallel (%i, %j) = (0, max(%n, 2)) to (%m, min(%n + 4, 10)) step (1, 2) {
    %v = affine.load %a[%i, %j] : memref<100x100xf32>
  }
  %r = affine.parallel (%k) = (0) to (symbol(%n) - 1) reduce ("maxf") -> (f32) {
    %v = affine.load %a[%k, %k] : memref<100x100xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
"#;
        let out = roundtrip(src);
        assert_lines(
            &out,
            &[
                "affine.parallel (%arg3, %arg4) = (0, max(%arg0, 2)) to (%arg1, min(%arg0 + 4, \
                 10)) step (1, 2) {",
                "%0 = affine.parallel (%arg3) = (0) to (symbol(%arg0) - 1) reduce (\"maximumf\") \
                 -> (f32) {",
                "affine.yield %1 : f32",
            ],
        );
        let (ctx, m, op) = parse_find(src, "affine.parallel");
        let (g, _) = attr_of(&ctx, &m, op, "lowerBoundsGroups").expect("groups");
        assert!(matches!(ctx.attr_kind(g), AttrKind::DenseElements { .. }));
        assert_eq!(m.op(op).operands().len(), 3);
    }

    #[test]
    fn affine_if_apply_min_max() {
        let src = r#"
func.func @f(%i: index, %n: index, %a: f32, %b: f32) -> f32 {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%n]
  %1 = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n]
  %2 = affine.max affine_map<()[s0] -> (s0, 1)>()[%n]
  affine.if affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)>(%i)[%n] {
  }
  %r = affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) -> f32 {
    affine.yield %a : f32
  } else {
    affine.yield %b : f32
  }
  return %r : f32
}
"#;
        let out = roundtrip(src);
        assert_lines(
            &out,
            &[
                "%0 = affine.apply #map(%arg0)[%arg1]",
                "%1 = affine.min #map1(%arg0)[%arg1]",
                "%2 = affine.max #map2()[%arg1]",
                "affine.if #set(%arg0)[%arg1] {",
                "%3 = affine.if #set1(%arg0) -> f32 {",
                "affine.yield %arg2 : f32",
                "} else {",
            ],
        );
        let (ctx, m, op) = parse_find(src, "affine.if");
        let (_, inherent) = attr_of(&ctx, &m, op, "condition").expect("condition");
        assert!(inherent);
        assert_eq!(m.op(op).regions().len(), 2);
    }

    #[test]
    fn affine_index_ops() {
        let src = r#"
func.func @f(%idx: index, %b0: index, %b1: index) -> (index, index) {
  %d:2 = affine.delinearize_index %idx into (%b0, 4) : index, index
  %l = affine.linearize_index disjoint [%d#0, %d#1] by (%b0, %b1) : index
  %m = affine.linearize_index [%d#0, %d#1] by (2, 3) : index
  return %l, %m : index, index
}
"#;
        let out = roundtrip(src);
        assert_lines(
            &out,
            &[
                "%0:2 = affine.delinearize_index %arg0 into (%arg1, 4) : index, index",
                "%1 = affine.linearize_index disjoint [%0#0, %0#1] by (%arg1, %arg2) : index",
                "%2 = affine.linearize_index [%0#0, %0#1] by (2, 3) : index",
            ],
        );
    }

    #[test]
    fn affine_errors() {
        let e = parse_error(
            "func.func @f() {\n  affine.for %i = 0 to 10 step -1 {\n  }\n  return\n}\n",
        );
        assert!(e.contains("positive signed integer"), "{e}");
        let e = parse_error(
            "func.func @f(%a: memref<4xf32>) {\n  affine.prefetch %a[0], rw, locality<1>, data : \
             memref<4xf32>\n  return\n}\n",
        );
        assert!(e.contains("'read' or 'write'"), "{e}");
        let e = parse_error(
            "func.func @f(%n: index) {\n  affine.parallel (%i) = (0) to (%n * %n) {\n  }\n  \
             return\n}\n",
        );
        assert!(e.contains("non-affine"), "{e}");
    }
}

//! IR construction helpers shared by Tessera's loop and GPU passes (`affine-parallelize`,
//! `affine-loop-tile`, the GPU mapping, promotion and outlining).
//!
//! A [`Builder`] is an insertion point plus a location; every constructor creates the op in
//! upstream's generic storage (the op-structure convention of the IR core: inherent
//! attributes in `props`, `operandSegmentSizes` where upstream has it) and inserts it. Affine
//! index arithmetic goes through [`Builder::apply`], which composes `affine.apply` chains,
//! canonicalizes and folds constants, so that passes can build index expressions freely
//! without leaving chains of trivial applies behind.

use crate::affine::compose::fully_compose_map_and_operands;
use crate::affine::ops;
use crate::dialect::OpKind;
use crate::ir::{
    AffineExpr, AffineMap, Attr, AttrKind, Block, Context, DenseArrayData, DenseData, FloatBits,
    IntegerSet, Module, NamedAttr, Op, OpSpec, Type, TypeKind, Value,
};

/// Where new ops go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ip {
    /// Just before an op.
    Before(Op),
    /// At the end of a block.
    End(Block),
}

/// An insertion point and the location given to new ops.
#[derive(Debug, Clone, Copy)]
pub struct Builder {
    /// The insertion point.
    pub ip: Ip,
    /// The location of new ops.
    pub loc: Attr,
}

/// A loop bound: a map (max of the results for lower bounds, min for upper bounds) and its
/// operands.
pub type Bound = (AffineMap, Vec<Value>);

/// The parts of a freshly built loop.
#[derive(Debug, Clone)]
pub struct LoopParts {
    /// The loop op.
    pub op: Op,
    /// Its body block (no terminator yet).
    pub body: Block,
    /// The induction variable.
    pub iv: Value,
    /// The region iteration arguments.
    pub iter_args: Vec<Value>,
}

/// `array<i32: ..>`
pub fn i32_array(ctx: &mut Context, values: &[i64]) -> Attr {
    let elem = ctx.int_type(32);
    ctx.attr(AttrKind::DenseArray {
        elem,
        data: DenseArrayData::Ints(values.iter().map(|&v| v as i128).collect()),
    })
}

/// `dense<[..]> : tensor<Nxi32>` (a splat when all entries are equal), as `affine.parallel`
/// stores its bound groups.
pub fn i32_tensor(ctx: &mut Context, values: &[i64]) -> Attr {
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

/// `[a : i64, ..]`
pub fn i64_array(ctx: &mut Context, values: &[i64]) -> Attr {
    let i64t = ctx.int_type(64);
    let items = values
        .iter()
        .map(|&v| ctx.int_attr(v as i128, i64t))
        .collect();
    ctx.attr(AttrKind::Array(items))
}

/// Named attributes from `(name, value)` pairs.
pub fn named(ctx: &mut Context, list: &[(&str, Attr)]) -> Vec<NamedAttr> {
    list.iter()
        .map(|(n, a)| NamedAttr {
            name: ctx.ident(n),
            value: *a,
        })
        .collect()
}

/// Sets (or replaces) inherent attribute `name` of `op`.
pub fn set_prop(ctx: &mut Context, m: &mut Module, op: Op, name: &str, value: Attr) {
    let id = ctx.ident(name);
    let d = m.op_mut(op);
    match d.props.iter_mut().find(|na| na.name == id) {
        Some(na) => na.value = value,
        None => d.props.push(NamedAttr { name: id, value }),
    }
}

/// Sets (or replaces) discardable attribute `name` of `op`.
pub fn set_attr(ctx: &mut Context, m: &mut Module, op: Op, name: &str, value: Attr) {
    let id = ctx.ident(name);
    m.set_discardable_attr(op, id, value);
}

/// Removes attribute `name` (inherent or discardable) from `op`.
pub fn remove_attr(ctx: &Context, m: &mut Module, op: Op, name: &str) {
    if let Some(id) = ctx.lookup_ident(name) {
        let d = m.op_mut(op);
        d.props.retain(|na| na.name != id);
        d.attrs.retain(|na| na.name != id);
    }
}

/// The single-result map `(dims)[syms] -> (e)`.
pub fn map1(ctx: &mut Context, nd: u32, ns: u32, e: AffineExpr) -> AffineMap {
    ctx.map(nd, ns, vec![e])
}

/// The operand positions (dims, then symbols after `nd` dims) that `e` uses.
pub(crate) fn expr_positions(ctx: &Context, e: AffineExpr, nd: u32, out: &mut Vec<usize>) {
    match ctx.expr(e) {
        crate::ir::AffineExprKind::Dim(d) => out.push(d as usize),
        crate::ir::AffineExprKind::Symbol(s) => out.push((nd + s) as usize),
        crate::ir::AffineExprKind::Const(_) => {}
        crate::ir::AffineExprKind::Bin(_, l, r) => {
            expr_positions(ctx, l, nd, out);
            expr_positions(ctx, r, nd, out);
        }
    }
}

/// The operand position of `e` when it is one dim or symbol (symbols after `nd` dims).
pub(crate) fn lone_position(ctx: &Context, e: AffineExpr, nd: u32) -> Option<usize> {
    match ctx.expr(e) {
        crate::ir::AffineExprKind::Dim(d) => Some(d as usize),
        crate::ir::AffineExprKind::Symbol(s) => Some((nd + s) as usize),
        _ => None,
    }
}

/// The constant (as `i64`) of an `index`/integer value defined by `arith.constant`.
pub fn const_of(ctx: &Context, m: &Module, v: Value) -> Option<i64> {
    ops::constant_int(ctx, m, v)
}

impl Builder {
    /// Inserts before `op`, with `op`'s location.
    pub fn before(m: &Module, op: Op) -> Self {
        Builder {
            ip: Ip::Before(op),
            loc: m.op(op).loc,
        }
    }

    /// Inserts at the end of `b`, with location `loc`.
    pub fn at_end(b: Block, loc: Attr) -> Self {
        Builder {
            ip: Ip::End(b),
            loc,
        }
    }

    /// Inserts a detached op at the insertion point.
    pub fn insert(&self, m: &mut Module, op: Op) {
        match self.ip {
            Ip::Before(a) => m.insert_before(a, op),
            Ip::End(b) => m.append_op(b, op),
        }
    }

    /// Creates and inserts an op.
    #[allow(clippy::too_many_arguments)]
    pub fn create(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        name: &str,
        operands: Vec<Value>,
        result_types: Vec<Type>,
        props: &[(&str, Attr)],
        num_regions: usize,
    ) -> Op {
        let kind = OpKind::from_name(name);
        let mut props = named(ctx, props);
        // Properties with defaults (`fastmath`, `overflowFlags`, `nontemporal`), as the
        // parser and `rewrite::OpBuilder` fill them in.
        if let Some(k) = kind {
            for d in crate::transforms::rewrite::default_props(ctx, k) {
                if !props.iter().any(|p| p.name == d.name) {
                    props.push(d);
                }
            }
            props.sort_by(|a, b| ctx.ident_str(a.name).cmp(ctx.ident_str(b.name)));
        }
        let spec = OpSpec {
            name: ctx.ident(name),
            kind,
            operands,
            result_types,
            props,
            attrs: Vec::new(),
            successors: Vec::new(),
            num_regions,
            loc: self.loc,
        };
        let op = m.create_op(spec);
        self.insert(m, op);
        op
    }

    /// The first result of a created op (internal invariant: the ops built here have one).
    fn result(m: &Module, op: Op) -> Value {
        m.op(op).results()[0]
    }

    /// `arith.constant v : index`
    pub fn const_index(&self, ctx: &mut Context, m: &mut Module, v: i64) -> Value {
        let a = ctx.index_attr(v);
        let t = ctx.index_type();
        let op = self.create(
            ctx,
            m,
            "arith.constant",
            vec![],
            vec![t],
            &[("value", a)],
            0,
        );
        Self::result(m, op)
    }

    /// `arith.constant v : ty` for an integer or float type.
    pub fn const_scalar(&self, ctx: &mut Context, m: &mut Module, ty: Type, v: f64) -> Value {
        let a = if ctx.type_kind(ty).is_float() {
            ctx.attr(AttrKind::Float {
                value: FloatBits::new(v),
                ty,
            })
        } else if matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, .. }) {
            ctx.int_attr(i128::from(v != 0.0), ty)
        } else {
            ctx.int_attr(v as i128, ty)
        };
        let op = self.create(
            ctx,
            m,
            "arith.constant",
            vec![],
            vec![ty],
            &[("value", a)],
            0,
        );
        Self::result(m, op)
    }

    /// `arith.constant` with an explicit value attribute.
    pub fn const_attr(&self, ctx: &mut Context, m: &mut Module, ty: Type, value: Attr) -> Value {
        let op = self.create(
            ctx,
            m,
            "arith.constant",
            vec![],
            vec![ty],
            &[("value", value)],
            0,
        );
        Self::result(m, op)
    }

    /// The value of the single-result `map` on `operands`: composed with the `affine.apply`
    /// ops feeding it and canonicalized; a constant result becomes an `arith.constant`, an
    /// identity of one operand is that operand, anything else an `affine.apply`.
    pub fn apply(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        map: AffineMap,
        operands: &[Value],
    ) -> Value {
        let (map, operands) = fully_compose_map_and_operands(ctx, m, map, operands);
        let d = ctx.map_data(map).clone();
        if let [e] = d.results[..] {
            if let Some(c) = ctx.as_const(e) {
                return self.const_index(ctx, m, c);
            }
            if let Some(&v) = lone_position(ctx, e, d.num_dims).and_then(|i| operands.get(i)) {
                return v;
            }
        }
        let a = ctx.map_attr(map);
        let t = ctx.index_type();
        let op = self.create(ctx, m, "affine.apply", operands, vec![t], &[("map", a)], 0);
        Self::result(m, op)
    }

    /// `affine.min` (`is_min`) or `affine.max` of `map` on `operands`; a single-result map
    /// is an [`Builder::apply`]; constant results fold.
    pub fn min_max(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        is_min: bool,
        map: AffineMap,
        operands: &[Value],
    ) -> Value {
        let (map, operands) = fully_compose_map_and_operands(ctx, m, map, operands);
        let d = ctx.map_data(map).clone();
        let mut results: Vec<AffineExpr> = Vec::new();
        let consts: Vec<i64> = d.results.iter().filter_map(|&e| ctx.as_const(e)).collect();
        if let Some(c) = if is_min {
            consts.iter().min()
        } else {
            consts.iter().max()
        } {
            results.push(ctx.cst(*c));
        }
        for &e in &d.results {
            if ctx.as_const(e).is_none() && !results.contains(&e) {
                results.push(e);
            }
        }
        let map = ctx.map(d.num_dims, d.num_symbols, results.clone());
        if results.len() <= 1 {
            return self.apply(ctx, m, map, &operands);
        }
        let a = ctx.map_attr(map);
        let t = ctx.index_type();
        let name = if is_min { "affine.min" } else { "affine.max" };
        let op = self.create(ctx, m, name, operands, vec![t], &[("map", a)], 0);
        Self::result(m, op)
    }

    /// `affine.for` with the given bounds, step and iteration arguments; the body has its
    /// IV and iter_args but no terminator.
    #[allow(clippy::too_many_arguments)]
    pub fn affine_for(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        lb: (AffineMap, Vec<Value>),
        ub: (AffineMap, Vec<Value>),
        step: i64,
        inits: &[Value],
    ) -> LoopParts {
        let seg = i32_array(
            ctx,
            &[lb.1.len() as i64, ub.1.len() as i64, inits.len() as i64],
        );
        let (la, ua) = (ctx.map_attr(lb.0), ctx.map_attr(ub.0));
        let sa = ctx.index_attr(step);
        let mut operands = lb.1.clone();
        operands.extend_from_slice(&ub.1);
        operands.extend_from_slice(inits);
        let tys: Vec<Type> = inits.iter().map(|&v| m.value_type(v)).collect();
        let op = self.create(
            ctx,
            m,
            "affine.for",
            operands,
            tys.clone(),
            &[
                ("lowerBoundMap", la),
                ("upperBoundMap", ua),
                ("step", sa),
                ("operandSegmentSizes", seg),
            ],
            1,
        );
        let r = m.op(op).regions()[0];
        let body = m.add_block(r);
        let it = ctx.index_type();
        let iv = m.add_block_arg(body, it);
        let iter_args = tys.iter().map(|&t| m.add_block_arg(body, t)).collect();
        LoopParts {
            op,
            body,
            iv,
            iter_args,
        }
    }

    /// `affine.for %iv = lb to ub step s` with constant bounds.
    pub fn affine_for_const(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        lb: i64,
        ub: i64,
        step: i64,
        inits: &[Value],
    ) -> LoopParts {
        let l = ctx.constant_map(lb);
        let u = ctx.constant_map(ub);
        self.affine_for(ctx, m, (l, vec![]), (u, vec![]), step, inits)
    }

    /// `affine.yield values` at the end of `b`.
    pub fn yield_in(
        ctx: &mut Context,
        m: &mut Module,
        b: Block,
        values: Vec<Value>,
        loc: Attr,
    ) -> Op {
        Builder::at_end(b, loc).create(ctx, m, "affine.yield", values, vec![], &[], 0)
    }

    /// `affine.if set(operands)` with result types; returns the op, the then block and the
    /// else block (created when `with_else` or when there are results). Blocks have no
    /// terminator yet.
    pub fn affine_if(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        set: IntegerSet,
        operands: Vec<Value>,
        result_types: Vec<Type>,
        with_else: bool,
    ) -> (Op, Block, Option<Block>) {
        let sa = ctx.attr(AttrKind::IntegerSet(set));
        let need_else = with_else || !result_types.is_empty();
        let op = self.create(
            ctx,
            m,
            "affine.if",
            operands,
            result_types,
            &[("condition", sa)],
            2,
        );
        let regions = m.op(op).regions().to_vec();
        let then_b = m.add_block(regions[0]);
        let else_b = need_else.then(|| m.add_block(regions[1]));
        (op, then_b, else_b)
    }

    /// `affine.load %mem[map(operands)]`.
    pub fn affine_load(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        mem: Value,
        map: AffineMap,
        operands: &[Value],
    ) -> Value {
        let elem = ctx.type_kind(m.value_type(mem)).element_type();
        let elem = elem.unwrap_or_else(|| ctx.f32_type());
        let a = ctx.map_attr(map);
        let mut ops = vec![mem];
        ops.extend_from_slice(operands);
        let op = self.create(ctx, m, "affine.load", ops, vec![elem], &[("map", a)], 0);
        Self::result(m, op)
    }

    /// `affine.store %v, %mem[map(operands)]`.
    pub fn affine_store(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        v: Value,
        mem: Value,
        map: AffineMap,
        operands: &[Value],
    ) -> Op {
        let a = ctx.map_attr(map);
        let mut ops = vec![v, mem];
        ops.extend_from_slice(operands);
        self.create(ctx, m, "affine.store", ops, vec![], &[("map", a)], 0)
    }

    /// A binary arith op with one result of `a`'s type.
    pub fn binary(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        kind: OpKind,
        a: Value,
        b: Value,
    ) -> Value {
        let t = m.value_type(a);
        let op = self.create(ctx, m, kind.name(), vec![a, b], vec![t], &[], 0);
        Self::result(m, op)
    }
}

/// `(d0..)[s0..]` identity-like map helpers: the map `(d0) -> (d0 + c)`.
pub fn shift_map(ctx: &mut Context, c: i64) -> AffineMap {
    let d0 = ctx.dim(0);
    let k = ctx.cst(c);
    let e = ctx.add(d0, k);
    ctx.map(1, 0, vec![e])
}

/// The ops of block `b` before its terminator (all of them when the last op is not a
/// registered terminator).
pub fn body_ops(m: &Module, b: Block) -> Vec<Op> {
    let mut v = m.block_ops_vec(b);
    if let Some(&last) = v.last() {
        if m.op(last).kind.is_some_and(|k| k.is_terminator()) {
            v.pop();
        }
    }
    v
}

/// The terminator of block `b`, if its last op is one.
pub fn terminator(m: &Module, b: Block) -> Option<Op> {
    let last = m.last_op(b)?;
    m.op(last)
        .kind
        .is_some_and(|k| k.is_terminator())
        .then_some(last)
}

/// Every `func.func` op nested in `anchor` (included), declarations too, in program order
/// (host functions: unlike `rewrite::functions`, no `gpu.func`).
pub fn functions(m: &Module, anchor: Op) -> Vec<Op> {
    let mut out = Vec::new();
    m.walk_pre(anchor, &mut |op| {
        if matches!(m.op(op).kind, Some(OpKind::FuncFunc)) {
            out.push(op);
        }
    });
    out
}

/// Whether `v` is defined outside `op` (the generic rewrite helper, used throughout the
/// GPU stages).
pub use crate::transforms::rewrite::defined_outside;

/// The element type of a memref-typed value.
pub fn elem_type(ctx: &Context, m: &Module, v: Value) -> Option<Type> {
    match ctx.type_kind(m.value_type(v)) {
        TypeKind::MemRef { elem, .. } => Some(*elem),
        _ => None,
    }
}

/// The constant integer in an attribute of `op`.
pub fn int_attr(ctx: &Context, m: &Module, op: Op, name: &str) -> Option<i64> {
    ops::attr(ctx, m, op, name).and_then(|a| ops::int_of(ctx, a))
}

/// Whether `op` has no memory effect and no region (safe to share or reorder).
pub fn is_pure(m: &Module, op: Op) -> bool {
    let d = m.op(op);
    if !d.regions().is_empty() {
        return false;
    }
    match d.kind {
        Some(k) => {
            matches!(k.dialect(), "arith" | "math")
                || matches!(
                    k,
                    OpKind::AffineApply
                        | OpKind::AffineMin
                        | OpKind::AffineMax
                        | OpKind::MemRefDim
                        | OpKind::GpuThreadId
                        | OpKind::GpuBlockId
                        | OpKind::GpuBlockDim
                        | OpKind::GpuGridDim
                        | OpKind::GpuGlobalId
                )
        }
        None => false,
    }
}

/// Whether `v` is, or is computed from, a value that `gpu::target` accepts (through defining
/// ops, up to 32 deep; deeper counts as yes).
pub fn depends(m: &Module, v: Value, target: &dyn Fn(Value) -> bool, depth: u32) -> bool {
    if target(v) || depth > 32 {
        return true;
    }
    match m.defining_op(v) {
        Some(op) => m
            .op(op)
            .operands()
            .iter()
            .any(|&o| depends(m, o, target, depth + 1)),
        None => false,
    }
}

/// Creates an empty `gpu.launch` with the given sizes before `b`; returns it and its body.
pub fn create_launch(
    ctx: &mut Context,
    m: &mut Module,
    b: &Builder,
    grid: [Value; 3],
    block: [Value; 3],
) -> (Op, Block) {
    let seg = i32_array(ctx, &[0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
    let mut operands = grid.to_vec();
    operands.extend(block);
    let launch = b.create(
        ctx,
        m,
        "gpu.launch",
        operands,
        vec![],
        &[("operandSegmentSizes", seg)],
        1,
    );
    let i64t = ctx.int_type(64);
    let zero = ctx.int_attr(0, i64t);
    set_attr(ctx, m, launch, "workgroup_attributions", zero);
    let r = m.op(launch).regions()[0];
    let body = m.add_block(r);
    let it = ctx.index_type();
    for _ in 0..12 {
        m.add_block_arg(body, it);
    }
    (launch, body)
}

/// Ends a launch body with `gpu.terminator`.
pub fn terminate_launch(ctx: &mut Context, m: &mut Module, body: Block, loc: Attr) {
    Builder::at_end(body, loc).create(ctx, m, "gpu.terminator", vec![], vec![], &[], 0);
}

/// Records the register tile on a launch (`tessera.register_tile`).
pub fn tag_register_tile(ctx: &mut Context, m: &mut Module, launch: Op, r: [i64; 3]) {
    let i64t = ctx.int_type(64);
    let a = ctx.attr(AttrKind::DenseArray {
        elem: i64t,
        data: DenseArrayData::Ints(r.iter().map(|&v| v as i128).collect()),
    });
    set_attr(ctx, m, launch, crate::gpu::attrs::REGISTER_TILE, a);
}

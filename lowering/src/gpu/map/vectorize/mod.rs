//! Vectorisation of a mapped band's body along local X (`vector<V x T>` per invocation).
//!
//! With vector width `V`, an invocation handles `V` consecutive elements of the band dim on
//! X instead of one: the body is rewritten once, with the X IV standing for the first of
//! the `V` elements, and every value that depends on it becoming a `vector<V x T>`:
//!
//! - an `affine.load` whose index depends on the X IV only through the memref's innermost
//!   (contiguous) dimension, with coefficient 1, becomes an `affine.vector_load`; the same
//!   for `affine.store` → `affine.vector_store`;
//! - loads and arithmetic that do not depend on the X IV stay scalar and are computed once
//!   for the `V` elements (a matmul's `A[i, k]`); where a scalar meets a vector it is
//!   `vector.broadcast`;
//! - element-wise `arith`/`math` ops on a vector operand become the same op on vectors;
//! - `affine.for`/`affine.if` stay single ops; an `iter_args`/result slot is a vector when
//!   its initial or yielded value is (a fixed point over the loop), so a matmul's `k` loop
//!   carries `vector<4xf32>` accumulators.
//!
//! Anything else that depends on the X IV (the IV used as a value, a strided or transposed
//! access, a non-affine index, a condition, a call) makes the body non-vectorisable and the
//! mapping keeps `V = 1`. On lavapipe a lane-varying buffer access costs a loop over the 8
//! SIMD lanes whichever its width, so a `vec4` access moves four times the data for about
//! the cost of one scalar access (the SPIR-V back end declares a binding as an array of
//! `vec4` when its vector accesses are provably aligned).

use std::collections::HashMap;

use crate::affine::compose::fully_compose_map_and_operands;
use crate::affine::flatten::flatten_expr;
use crate::affine::ops;
use crate::dialect::OpKind;
use crate::gpu::build::{body_ops, terminator, Builder, Ip};
use crate::ir::{
    AffineBinOp, AffineExpr, AffineExprKind, AttrKind, Block, Context, Module, Op, OpSpec, Type,
    TypeKind, Value, ValueMap,
};

/// How a body value relates to the X IV.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// The same for the `V` elements (a scalar).
    Uniform,
    /// An index that depends affinely on the X IV (the IV itself, `affine.apply` of it):
    /// only usable as an access index.
    XIndex,
    /// Differs per element: a `vector<V x T>`.
    Vector,
}

fn join(a: Kind, b: Kind) -> Kind {
    match (a, b) {
        (Kind::Vector, _) | (_, Kind::Vector) => Kind::Vector,
        (Kind::XIndex, _) | (_, Kind::XIndex) => Kind::XIndex,
        _ => Kind::Uniform,
    }
}

/// The analysis of a body: the kind of every value defined in it (values defined outside
/// are uniform, except the X IV).
pub(crate) struct VecPlan {
    kinds: HashMap<Value, Kind>,
    x_iv: Value,
    width: i64,
}

impl VecPlan {
    /// Whether `v` becomes a `vector<V x T>` (it differs along the x vector).
    pub(crate) fn is_vector(&self, v: Value) -> bool {
        self.kind(v) == Kind::Vector
    }

    fn kind(&self, v: Value) -> Kind {
        if v == self.x_iv {
            return Kind::XIndex;
        }
        self.kinds.get(&v).copied().unwrap_or(Kind::Uniform)
    }
}

/// Whether `e` uses the operand at position `pos` (dims first, then symbols).
fn uses_pos(ctx: &Context, e: AffineExpr, nd: u32, pos: u32) -> bool {
    match ctx.expr(e) {
        AffineExprKind::Dim(i) => i == pos,
        AffineExprKind::Symbol(i) => nd + i == pos,
        AffineExprKind::Const(_) => false,
        AffineExprKind::Bin(_, l, r) => uses_pos(ctx, l, nd, pos) || uses_pos(ctx, r, nd, pos),
    }
}

/// Whether every occurrence of operand `pos` in `e` is in a linear position (sums and
/// products by constants), so that flattening gives its exact coefficient.
fn linear_in(ctx: &Context, e: AffineExpr, nd: u32, pos: u32) -> bool {
    match ctx.expr(e) {
        AffineExprKind::Dim(_) | AffineExprKind::Symbol(_) | AffineExprKind::Const(_) => true,
        AffineExprKind::Bin(AffineBinOp::Add, l, r) => {
            linear_in(ctx, l, nd, pos) && linear_in(ctx, r, nd, pos)
        }
        AffineExprKind::Bin(AffineBinOp::Mul, l, r) => {
            let lc = matches!(ctx.expr(l), AffineExprKind::Const(_));
            let rc = matches!(ctx.expr(r), AffineExprKind::Const(_));
            (lc && linear_in(ctx, r, nd, pos)) || (rc && linear_in(ctx, l, nd, pos))
        }
        AffineExprKind::Bin(_, l, r) => !uses_pos(ctx, l, nd, pos) && !uses_pos(ctx, r, nd, pos),
    }
}

/// Whether the memref type has the identity layout (its innermost dim is contiguous).
fn contiguous_memref(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { layout, shape, .. } => {
            !shape.is_empty()
                && match layout {
                    None => true,
                    Some(a) => match ctx.attr_kind(*a) {
                        AttrKind::AffineMap(mp) => {
                            let d = ctx.map_data(*mp);
                            d.num_symbols == 0
                                && d.results.len() == d.num_dims as usize
                                && d.results.iter().enumerate().all(|(i, &e)| {
                                    matches!(ctx.expr(e), AffineExprKind::Dim(j) if j as usize == i)
                                })
                        }
                        _ => false,
                    },
                }
        }
        _ => false,
    }
}

/// Whether the access `op` (affine.load/store with the memref at `mem_at`) reads/writes
/// consecutive elements along the innermost dim as the X IV steps by one.
fn unit_stride_access(ctx: &mut Context, m: &Module, op: Op, mem_at: usize, x_iv: Value) -> bool {
    let operands = m.op(op).operands().to_vec();
    let Some(&mem) = operands.get(mem_at) else {
        return false;
    };
    if !contiguous_memref(ctx, m.value_type(mem)) {
        return false;
    }
    let Some(map) = ops::map_attr(ctx, m, op, "map") else {
        return false;
    };
    let (map, leaves) = fully_compose_map_and_operands(ctx, m, map, &operands[mem_at + 1..]);
    let d = ctx.map_data(map).clone();
    let Some(pos) = leaves.iter().position(|&v| v == x_iv) else {
        return false;
    };
    let pos = pos as u32;
    let last = d.results.len().wrapping_sub(1);
    for (i, &e) in d.results.iter().enumerate() {
        let used = uses_pos(ctx, e, d.num_dims, pos);
        if i != last {
            if used {
                return false;
            }
            continue;
        }
        if !used || !linear_in(ctx, e, d.num_dims, pos) {
            return false;
        }
        match flatten_expr(ctx, e, d.num_dims, d.num_symbols) {
            Ok((f, _)) if f.coeffs.get(pos as usize) == Some(&1) => {}
            _ => return false,
        }
    }
    true
}

fn is_elementwise_scalar_op(ctx: &Context, m: &Module, op: Op) -> bool {
    let d = m.op(op);
    let Some(k) = d.kind else { return false };
    if !matches!(k.dialect(), "arith" | "math") || !d.regions().is_empty() {
        return false;
    }
    if k == OpKind::ArithConstant || d.results().len() != 1 {
        return false;
    }
    // Scalars of int/float type only (no index vectors).
    d.results().iter().chain(d.operands()).all(|&v| {
        matches!(
            ctx.type_kind(m.value_type(v)),
            TypeKind::Integer { .. } | TypeKind::Float(_)
        )
    })
}

struct Analyzer<'a> {
    ctx: &'a mut Context,
    m: &'a Module,
    x_iv: Value,
    kinds: HashMap<Value, Kind>,
}

impl Analyzer<'_> {
    fn kind(&self, v: Value) -> Kind {
        if v == self.x_iv {
            return Kind::XIndex;
        }
        self.kinds.get(&v).copied().unwrap_or(Kind::Uniform)
    }

    fn set_results(&mut self, op: Op, k: Kind) {
        for &r in self.m.op(op).results() {
            self.kinds.insert(r, k);
        }
    }

    fn ops(&mut self, ops: &[Op]) -> bool {
        ops.iter().all(|&op| self.op(op))
    }

    fn block(&mut self, b: Block) -> Option<Vec<Kind>> {
        let ops = body_ops(self.m, b);
        if !self.ops(&ops) {
            return None;
        }
        let t = terminator(self.m, b)?;
        Some(
            self.m
                .op(t)
                .operands()
                .iter()
                .map(|&v| self.kind(v))
                .collect(),
        )
    }

    fn op(&mut self, op: Op) -> bool {
        let m = self.m;
        let kind = m.op(op).kind;
        let operands = m.op(op).operands().to_vec();
        let okinds: Vec<Kind> = operands.iter().map(|&v| self.kind(v)).collect();
        let all_uniform = okinds.iter().all(|&k| k == Kind::Uniform);
        match kind {
            Some(OpKind::AffineLoad) => {
                if okinds.contains(&Kind::Vector)
                    || okinds.first() != Some(&Kind::Uniform)
                    || m.op(op).results().len() != 1
                {
                    return false;
                }
                if all_uniform {
                    self.set_results(op, Kind::Uniform);
                    return true;
                }
                if !unit_stride_access(self.ctx, m, op, 0, self.x_iv) {
                    return false;
                }
                self.set_results(op, Kind::Vector);
                true
            }
            Some(OpKind::AffineStore) => {
                if okinds.len() < 2 {
                    return false;
                }
                let idx_x = okinds[2..].contains(&Kind::XIndex);
                if okinds[2..].contains(&Kind::Vector)
                    || okinds[1] != Kind::Uniform
                    || okinds[0] == Kind::XIndex
                {
                    return false;
                }
                if !idx_x {
                    return okinds[0] == Kind::Uniform;
                }
                unit_stride_access(self.ctx, m, op, 1, self.x_iv)
            }
            Some(OpKind::AffineApply) => {
                if okinds.contains(&Kind::Vector) {
                    return false;
                }
                let k = if okinds.contains(&Kind::XIndex) {
                    Kind::XIndex
                } else {
                    Kind::Uniform
                };
                self.set_results(op, k);
                true
            }
            Some(OpKind::AffineFor) => self.for_op(op),
            Some(OpKind::AffineIf) => self.if_op(op, all_uniform),
            _ if is_elementwise_scalar_op(self.ctx, m, op) => {
                if okinds.contains(&Kind::XIndex) {
                    return false;
                }
                let k = if okinds.contains(&Kind::Vector) {
                    Kind::Vector
                } else {
                    Kind::Uniform
                };
                self.set_results(op, k);
                true
            }
            _ => {
                // Anything else must not see the X IV at all, nor contain ops that do.
                if !all_uniform {
                    return false;
                }
                let mut ok = true;
                let x_iv = self.x_iv;
                let kinds = &self.kinds;
                m.walk_pre(op, &mut |inner| {
                    if inner != op
                        && m.op(inner).operands().iter().any(|v| {
                            *v == x_iv || kinds.get(v).is_some_and(|&k| k != Kind::Uniform)
                        })
                    {
                        ok = false;
                    }
                });
                self.set_results(op, Kind::Uniform);
                ok
            }
        }
    }

    fn for_op(&mut self, op: Op) -> bool {
        let Some(fb) = ops::for_bounds(self.ctx, self.m, op) else {
            return false;
        };
        if fb
            .lb_operands
            .iter()
            .chain(&fb.ub_operands)
            .any(|&v| self.kind(v) != Kind::Uniform)
        {
            return false;
        }
        let Some(body) = self.m.entry_block(op, 0) else {
            return false;
        };
        let mut slots: Vec<Kind> = fb.inits.iter().map(|&v| self.kind(v)).collect();
        if slots.contains(&Kind::XIndex) {
            return false;
        }
        for _ in 0..=slots.len() + 1 {
            self.kinds.insert(fb.iv, Kind::Uniform);
            for (&a, &k) in fb.iter_args.iter().zip(&slots) {
                self.kinds.insert(a, k);
            }
            let Some(ys) = self.block(body) else {
                return false;
            };
            if ys.len() != slots.len() || ys.contains(&Kind::XIndex) {
                return false;
            }
            let next: Vec<Kind> = slots.iter().zip(&ys).map(|(&a, &b)| join(a, b)).collect();
            if next == slots {
                for (&r, &k) in self.m.op(op).results().iter().zip(&slots) {
                    self.kinds.insert(r, k);
                }
                return true;
            }
            slots = next;
        }
        false
    }

    fn if_op(&mut self, op: Op, cond_uniform: bool) -> bool {
        if !cond_uniform {
            return false;
        }
        let regions = self.m.op(op).regions().to_vec();
        let n = self.m.op(op).results().len();
        let mut slots = vec![Kind::Uniform; n];
        for r in regions {
            let Some(&b) = self.m.region(r).blocks().first() else {
                continue;
            };
            let Some(ys) = self.block(b) else {
                return false;
            };
            if ys.len() != n || ys.contains(&Kind::XIndex) {
                return false;
            }
            for (s, y) in slots.iter_mut().zip(ys) {
                *s = join(*s, y);
            }
        }
        for (&r, &k) in self.m.op(op).results().iter().zip(&slots) {
            self.kinds.insert(r, k);
        }
        true
    }
}

/// Analyses `template` (the ops of a band body) for vectorisation along `x_iv` with
/// `width` elements; `None` when it cannot be vectorised (see the module documentation).
pub(crate) fn analyze(
    ctx: &mut Context,
    m: &Module,
    template: &[Op],
    x_iv: Value,
    width: i64,
) -> Option<VecPlan> {
    let mut a = Analyzer {
        ctx,
        m,
        x_iv,
        kinds: HashMap::new(),
    };
    if !a.ops(template) {
        return None;
    }
    let kinds = a.kinds;
    Some(VecPlan { kinds, x_iv, width })
}

struct Emitter<'a> {
    ctx: &'a mut Context,
    m: &'a mut Module,
    plan: &'a VecPlan,
}

impl Emitter<'_> {
    fn vec_type(&mut self, t: Type) -> Type {
        self.ctx.vector_type(vec![self.plan.width], t)
    }

    /// Whether `op` or anything in it has a vector value or stores at an index that
    /// depends on the x IV (a uniform value stored to the `V` elements).
    fn has_vector(&self, op: Op) -> bool {
        let mut found = false;
        let plan = self.plan;
        let m = &*self.m;
        m.walk_pre(op, &mut |x| {
            found |= m
                .op(x)
                .results()
                .iter()
                .chain(m.op(x).operands())
                .any(|&r| plan.kind(r) == Kind::Vector);
            found |= m.op(x).kind == Some(OpKind::AffineStore)
                && m.op(x)
                    .operands()
                    .iter()
                    .skip(2)
                    .any(|&r| plan.kind(r) == Kind::XIndex);
            for &r in m.op(x).regions() {
                for &b in m.region(r).blocks() {
                    found |= m
                        .block(b)
                        .args()
                        .iter()
                        .any(|&a| plan.kind(a) == Kind::Vector);
                }
            }
        });
        found
    }

    /// The mapped `v` as a vector (broadcast when it is a scalar), cached per block.
    fn as_vector(
        &mut self,
        b: &Builder,
        v: Value,
        vm: &ValueMap,
        cache: &mut HashMap<Value, Value>,
    ) -> Value {
        let nv = vm.lookup(v);
        if self.plan.kind(v) == Kind::Vector {
            return nv;
        }
        if let Some(&c) = cache.get(&nv) {
            return c;
        }
        let t = self.m.value_type(nv);
        let vt = self.vec_type(t);
        let op = b.create(
            self.ctx,
            self.m,
            "vector.broadcast",
            vec![nv],
            vec![vt],
            &[],
            0,
        );
        let r = self.m.op(op).results()[0];
        cache.insert(nv, r);
        r
    }

    /// Creates a copy of `op` under another name and with other operands and result types.
    fn recreate(
        &mut self,
        b: &Builder,
        op: Op,
        name: &str,
        operands: Vec<Value>,
        result_types: Vec<Type>,
    ) -> Op {
        let d = self.m.op(op);
        let spec = OpSpec {
            name: self.ctx.ident(name),
            kind: OpKind::from_name(name),
            operands,
            result_types,
            props: d.props.clone(),
            attrs: d.attrs.clone(),
            successors: Vec::new(),
            num_regions: 0,
            loc: d.loc,
        };
        let n = self.m.create_op(spec);
        b.insert(self.m, n);
        n
    }

    fn map_results(&mut self, old: Op, new: Op, vm: &mut ValueMap) {
        let (o, n) = (
            self.m.op(old).results().to_vec(),
            self.m.op(new).results().to_vec(),
        );
        for (a, b) in o.into_iter().zip(n) {
            vm.values.insert(a, b);
        }
    }

    fn block(
        &mut self,
        ops: &[Op],
        b: &Builder,
        vm: &mut ValueMap,
        cache: &mut HashMap<Value, Value>,
        out: Option<&mut Vec<Op>>,
    ) {
        let mut created = Vec::new();
        for &op in ops {
            let before = last_op(self.m, b);
            self.op(op, b, vm, cache);
            created.extend(ops_since(self.m, b, before));
        }
        if let Some(out) = out {
            *out = created;
        }
    }

    fn op(&mut self, op: Op, b: &Builder, vm: &mut ValueMap, cache: &mut HashMap<Value, Value>) {
        if !self.has_vector(op) {
            let c = self.m.clone_op(op, vm);
            b.insert(self.m, c);
            return;
        }
        let kind = self.m.op(op).kind;
        let operands = self.m.op(op).operands().to_vec();
        match kind {
            Some(OpKind::AffineLoad) => {
                let ops: Vec<Value> = operands.iter().map(|&v| vm.lookup(v)).collect();
                let r = self.m.op(op).results()[0];
                let t = self.m.value_type(r);
                let vt = self.vec_type(t);
                let n = self.recreate(b, op, "affine.vector_load", ops, vec![vt]);
                self.map_results(op, n, vm);
            }
            Some(OpKind::AffineStore) => {
                let val = self.as_vector(b, operands[0], vm, cache);
                let mut ops = vec![val];
                ops.extend(operands[1..].iter().map(|&v| vm.lookup(v)));
                self.recreate(b, op, "affine.vector_store", ops, vec![]);
            }
            Some(OpKind::AffineFor) => self.for_op(op, b, vm, cache),
            Some(OpKind::AffineIf) => self.if_op(op, b, vm, cache),
            _ => {
                // An element-wise op with a vector operand.
                let ops: Vec<Value> = operands
                    .iter()
                    .map(|&v| self.as_vector(b, v, vm, cache))
                    .collect();
                let tys: Vec<Type> = self
                    .m
                    .op(op)
                    .results()
                    .to_vec()
                    .into_iter()
                    .map(|r| {
                        let t = self.m.value_type(r);
                        self.vec_type(t)
                    })
                    .collect();
                let name = self.ctx.ident_str(self.m.op(op).name).to_string();
                let n = self.recreate(b, op, &name, ops, tys);
                self.map_results(op, n, vm);
            }
        }
    }

    /// The yielded values of block `t`, as vectors where the slot is one.
    fn yields(
        &mut self,
        t: Block,
        slots: &[Kind],
        b: &Builder,
        vm: &ValueMap,
        cache: &mut HashMap<Value, Value>,
    ) -> Vec<Value> {
        let ys: Vec<Value> = terminator(self.m, t)
            .map(|y| self.m.op(y).operands().to_vec())
            .unwrap_or_default();
        ys.iter()
            .zip(slots)
            .map(|(&v, &k)| {
                if k == Kind::Vector {
                    self.as_vector(b, v, vm, cache)
                } else {
                    vm.lookup(v)
                }
            })
            .collect()
    }

    fn for_op(
        &mut self,
        op: Op,
        b: &Builder,
        vm: &mut ValueMap,
        cache: &mut HashMap<Value, Value>,
    ) {
        let Some(fb) = ops::for_bounds(self.ctx, self.m, op) else {
            return;
        };
        let Some(tbody) = self.m.entry_block(op, 0) else {
            return;
        };
        let slots: Vec<Kind> = fb.iter_args.iter().map(|&a| self.plan.kind(a)).collect();
        let inits: Vec<Value> = fb
            .inits
            .iter()
            .zip(&slots)
            .map(|(&v, &k)| {
                if k == Kind::Vector {
                    self.as_vector(b, v, vm, cache)
                } else {
                    vm.lookup(v)
                }
            })
            .collect();
        let lb: Vec<Value> = fb.lb_operands.iter().map(|&v| vm.lookup(v)).collect();
        let ub: Vec<Value> = fb.ub_operands.iter().map(|&v| vm.lookup(v)).collect();
        let lp = b.affine_for(
            self.ctx,
            self.m,
            (fb.lb_map, lb),
            (fb.ub_map, ub),
            fb.step,
            &inits,
        );
        vm.values.insert(fb.iv, lp.iv);
        for (&a, &n) in fb.iter_args.iter().zip(&lp.iter_args) {
            vm.values.insert(a, n);
        }
        let loc = self.m.op(op).loc;
        let inner = Builder::at_end(lp.body, loc);
        let mut c2 = cache.clone();
        let ops = body_ops(self.m, tbody);
        self.block(&ops, &inner, vm, &mut c2, None);
        let ys = self.yields(tbody, &slots, &inner, vm, &mut c2);
        Builder::yield_in(self.ctx, self.m, lp.body, ys, loc);
        self.map_results(op, lp.op, vm);
    }

    fn if_op(&mut self, op: Op, b: &Builder, vm: &mut ValueMap, cache: &mut HashMap<Value, Value>) {
        let Some(set) = ops::set_attr(self.ctx, self.m, op, "condition") else {
            return;
        };
        let results = self.m.op(op).results().to_vec();
        let slots: Vec<Kind> = results.iter().map(|&r| self.plan.kind(r)).collect();
        let tys: Vec<Type> = results
            .iter()
            .zip(&slots)
            .map(|(&r, &k)| {
                let t = self.m.value_type(r);
                if k == Kind::Vector {
                    self.vec_type(t)
                } else {
                    t
                }
            })
            .collect();
        let operands: Vec<Value> = self
            .m
            .op(op)
            .operands()
            .iter()
            .map(|&v| vm.lookup(v))
            .collect();
        let regions = self.m.op(op).regions().to_vec();
        let else_t = regions
            .get(1)
            .and_then(|&r| self.m.region(r).blocks().first().copied());
        let (nif, then_b, else_b) =
            b.affine_if(self.ctx, self.m, set, operands, tys, else_t.is_some());
        let loc = self.m.op(op).loc;
        let then_t = regions
            .first()
            .and_then(|&r| self.m.region(r).blocks().first().copied());
        for (t, nb) in [(then_t, Some(then_b)), (else_t, else_b)] {
            let (Some(t), Some(nb)) = (t, nb) else {
                continue;
            };
            let inner = Builder::at_end(nb, loc);
            let mut c2 = cache.clone();
            let ops = body_ops(self.m, t);
            self.block(&ops, &inner, vm, &mut c2, None);
            let ys = self.yields(t, &slots, &inner, vm, &mut c2);
            Builder::yield_in(self.ctx, self.m, nb, ys, loc);
        }
        self.map_results(op, nif, vm);
    }
}

/// Emits the vectorised form of `template` at the end of `scratch` (a block the caller
/// discards with the band) and returns its ops, the new template: the X IV keeps its
/// meaning as the first of the `V` elements.
pub(crate) fn emit(
    ctx: &mut Context,
    m: &mut Module,
    plan: &VecPlan,
    template: &[Op],
    scratch: Builder,
) -> Vec<Op> {
    let mut e = Emitter { ctx, m, plan };
    let mut vm = ValueMap::default();
    let mut cache = HashMap::new();
    let mut out = Vec::new();
    e.block(template, &scratch, &mut vm, &mut cache, Some(&mut out));
    out
}

/// The op just before `b`'s insertion point.
fn last_op(m: &Module, b: &Builder) -> Option<Op> {
    match b.ip {
        Ip::End(blk) => m.last_op(blk),
        Ip::Before(a) => m.prev_op(a),
    }
}

/// The ops inserted at `b` since `before` was the op before its insertion point.
fn ops_since(m: &Module, b: &Builder, before: Option<Op>) -> Vec<Op> {
    let mut out = Vec::new();
    let mut cur = match before {
        Some(p) => m.next_op(p),
        None => match b.ip {
            Ip::End(blk) => m.first_op(blk),
            Ip::Before(a) => m.op(a).parent().and_then(|blk| m.first_op(blk)),
        },
    };
    while let Some(o) = cur {
        if let Ip::Before(a) = b.ip {
            if o == a {
                break;
            }
        }
        out.push(o);
        cur = m.next_op(o);
    }
    out
}

/// For an `affine.for` with step 1 and constant single-result bounds whose trip count is
/// a positive multiple of `width`: its lower bound and trip count.
fn unit_step_trip(ctx: &Context, fb: &ops::ForBounds, width: i64) -> Option<(i64, i64)> {
    if fb.step != 1 {
        return None;
    }
    let single = |map: crate::ir::AffineMap| match ctx.map_data(map).results[..] {
        [e] => ctx.as_const(e),
        _ => None,
    };
    let lb = single(fb.lb_map)?;
    let trip = single(fb.ub_map)?.checked_sub(lb)?;
    (trip >= width && trip % width == 0).then_some((lb, trip))
}

mod combine;
mod reduction;
#[cfg(test)]
mod tests;

pub(crate) use combine::combine_loop_loads;
pub(crate) use reduction::vectorize_reduction_loops;

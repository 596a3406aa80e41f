//! Test helpers: a small parser for affine maps and sets in MLIR syntax, and a tiny IR
//! builder ([`Ir`]) producing upstream's generic op structure, so that unit tests can be
//! written without the full parser.
//!
//! Expressions are built through the upstream operator folds ([`fold`](super::fold)), as
//! upstream's own parser builds them, so `2 + d0` parses as `d0 + 2` and `a - b` as
//! `a + b * -1`.

use super::fold;
use crate::ir::{AffineBinOp, AffineExpr, AffineMap, Context, IntegerSet};

struct P<'a> {
    s: &'a [u8],
    i: usize,
    dims: Vec<String>,
    syms: Vec<String>,
}

impl P<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }
    fn eat(&mut self, t: &str) -> bool {
        self.ws();
        if self.s[self.i..].starts_with(t.as_bytes()) {
            let end = self.i + t.len();
            let word = t.bytes().all(|b| b.is_ascii_alphabetic());
            if word && end < self.s.len() && self.s[end].is_ascii_alphanumeric() {
                return false;
            }
            self.i = end;
            true
        } else {
            false
        }
    }
    fn expect(&mut self, t: &str) {
        assert!(
            self.eat(t),
            "expected `{t}` at {} in {:?}",
            self.i,
            String::from_utf8_lossy(self.s)
        );
    }
    fn ident(&mut self) -> String {
        self.ws();
        let st = self.i;
        while self.i < self.s.len()
            && (self.s[self.i].is_ascii_alphanumeric() || self.s[self.i] == b'_')
        {
            self.i += 1;
        }
        String::from_utf8_lossy(&self.s[st..self.i]).into_owned()
    }
    fn id_list(&mut self, close: &str) -> Vec<String> {
        let mut v = Vec::new();
        if self.eat(close) {
            return v;
        }
        loop {
            v.push(self.ident());
            if self.eat(close) {
                return v;
            }
            self.expect(",");
        }
    }
    fn inputs(&mut self) {
        self.expect("(");
        self.dims = self.id_list(")");
        if self.eat("[") {
            self.syms = self.id_list("]");
        }
    }
    fn sum(&mut self, ctx: &mut Context) -> AffineExpr {
        let mut e = self.product(ctx);
        loop {
            if self.eat("+") {
                let r = self.product(ctx);
                e = fold::add(ctx, e, r);
            } else if self.eat("-") {
                let r = self.product(ctx);
                e = fold::sub(ctx, e, r);
            } else {
                return e;
            }
        }
    }
    fn product(&mut self, ctx: &mut Context) -> AffineExpr {
        let mut e = self.unary(ctx);
        loop {
            let op = if self.eat("*") {
                AffineBinOp::Mul
            } else if self.eat("floordiv") {
                AffineBinOp::FloorDiv
            } else if self.eat("ceildiv") {
                AffineBinOp::CeilDiv
            } else if self.eat("mod") {
                AffineBinOp::Mod
            } else {
                return e;
            };
            let r = self.unary(ctx);
            e = fold::bin(ctx, op, e, r);
        }
    }
    fn unary(&mut self, ctx: &mut Context) -> AffineExpr {
        if self.eat("-") {
            let e = self.unary(ctx);
            return fold::mul_cst(ctx, e, -1);
        }
        if self.eat("(") {
            let e = self.sum(ctx);
            self.expect(")");
            return e;
        }
        self.ws();
        if self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
            let st = self.i;
            while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
                self.i += 1;
            }
            let v: i64 = String::from_utf8_lossy(&self.s[st..self.i])
                .parse()
                .expect("integer");
            return ctx.cst(v);
        }
        let id = self.ident();
        if let Some(p) = self.dims.iter().position(|d| *d == id) {
            return ctx.dim(p as u32);
        }
        if let Some(p) = self.syms.iter().position(|d| *d == id) {
            return ctx.sym(p as u32);
        }
        panic!("unknown identifier `{id}`");
    }
}

/// Parses `(d0, d1)[s0] -> (e0, e1)`.
pub fn map(ctx: &mut Context, text: &str) -> AffineMap {
    let mut p = P {
        s: text.as_bytes(),
        i: 0,
        dims: Vec::new(),
        syms: Vec::new(),
    };
    p.inputs();
    p.expect("->");
    p.expect("(");
    let mut results = Vec::new();
    if !p.eat(")") {
        loop {
            results.push(p.sum(ctx));
            if p.eat(")") {
                break;
            }
            p.expect(",");
        }
    }
    ctx.map(p.dims.len() as u32, p.syms.len() as u32, results)
}

/// Parses `(d0)[s0] : (e0 >= 0, e1 == 0)`; `a >= b` and `a <= b` are accepted too.
pub fn set(ctx: &mut Context, text: &str) -> IntegerSet {
    let mut p = P {
        s: text.as_bytes(),
        i: 0,
        dims: Vec::new(),
        syms: Vec::new(),
    };
    p.inputs();
    p.expect(":");
    p.expect("(");
    let (mut cs, mut eqs) = (Vec::new(), Vec::new());
    loop {
        let a = p.sum(ctx);
        let (e, eq) = if p.eat("==") {
            let b = p.sum(ctx);
            (fold::sub(ctx, a, b), true)
        } else if p.eat(">=") {
            let b = p.sum(ctx);
            (fold::sub(ctx, a, b), false)
        } else {
            p.expect("<=");
            let b = p.sum(ctx);
            (fold::sub(ctx, b, a), false)
        };
        cs.push(e);
        eqs.push(eq);
        if p.eat(")") {
            break;
        }
        p.expect(",");
    }
    ctx.integer_set(p.dims.len() as u32, p.syms.len() as u32, cs, eqs)
}

/// Parses the single-result map text and returns its expression.
pub fn expr(ctx: &mut Context, text: &str) -> AffineExpr {
    let m = map(ctx, text);
    ctx.map_data(m).results[0]
}

// ----- a tiny IR builder -----------------------------------------------------------------

use crate::dialect::OpKind;
use crate::ir::{
    Attr, AttrKind, Block, DenseArrayData, Module, NamedAttr, Op, OpSpec, Type, Value,
};

#[allow(dead_code)]
/// Builds IR by hand with upstream's generic structure: a `builtin.module` holding
/// functions, with a cursor stack of blocks to append to.
pub struct Ir {
    /// The context.
    pub ctx: Context,
    /// The module.
    pub m: Module,
    /// The `builtin.module` op.
    pub module: Op,
    cursor: Vec<Block>,
    loc: Attr,
}

#[allow(dead_code)]
impl Ir {
    /// An empty module.
    pub fn new() -> Self {
        let mut ctx = Context::new();
        let mut m = Module::new();
        let loc = ctx.unknown_loc();
        let name = ctx.ident("builtin.module");
        let module = m.create_op(OpSpec {
            name,
            kind: Some(OpKind::BuiltinModule),
            operands: vec![],
            result_types: vec![],
            props: vec![],
            attrs: vec![],
            successors: vec![],
            num_regions: 1,
            loc,
        });
        let r = m.op(module).regions()[0];
        let b = m.add_block(r);
        m.top.push(module);
        Ir {
            ctx,
            m,
            module,
            cursor: vec![b],
            loc,
        }
    }

    /// `index`
    pub fn index(&mut self) -> Type {
        self.ctx.index_type()
    }
    /// `f32`
    pub fn f32(&mut self) -> Type {
        self.ctx.f32_type()
    }
    /// `memref<shape x f32>`
    pub fn memref(&mut self, shape: &[i64]) -> Type {
        let f = self.f32();
        self.ctx.memref_type(shape.to_vec(), f, None, None)
    }

    fn named(&mut self, props: &[(&str, Attr)]) -> Vec<NamedAttr> {
        props
            .iter()
            .map(|(n, a)| NamedAttr {
                name: self.ctx.ident(n),
                value: *a,
            })
            .collect()
    }

    /// Appends an op at the cursor.
    pub fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        result_types: &[Type],
        props: &[(&str, Attr)],
        num_regions: usize,
    ) -> Op {
        let props = self.named(props);
        let id = self.ctx.ident(name);
        let op = self.m.create_op(OpSpec {
            name: id,
            kind: OpKind::from_name(name),
            operands: operands.to_vec(),
            result_types: result_types.to_vec(),
            props,
            attrs: vec![],
            successors: vec![],
            num_regions,
            loc: self.loc,
        });
        let b = *self.cursor.last().expect("cursor");
        self.m.append_op(b, op);
        op
    }

    /// The single result of `op`.
    pub fn res(&self, op: Op) -> Value {
        self.m.op(op).results()[0]
    }

    /// Starts `func.func @name(args)`; returns the op and the arguments.
    pub fn func(&mut self, name: &str, args: &[Type]) -> (Op, Vec<Value>) {
        let fty = self.ctx.function_type(args.to_vec(), vec![]);
        let sym = self.ctx.str_attr(name);
        let ta = self.ctx.type_attr(fty);
        let f = self.op(
            "func.func",
            &[],
            &[],
            &[("sym_name", sym), ("function_type", ta)],
            1,
        );
        let r = self.m.op(f).regions()[0];
        let b = self.m.add_block(r);
        let vals = args.iter().map(|&t| self.m.add_block_arg(b, t)).collect();
        self.cursor.push(b);
        (f, vals)
    }

    /// Ends the current function with `func.return`.
    pub fn end_func(&mut self) {
        self.op("func.return", &[], &[], &[], 0);
        self.cursor.pop();
    }

    /// `arith.constant v : index`
    pub fn cst(&mut self, v: i64) -> Value {
        let a = self.ctx.index_attr(v);
        let t = self.index();
        let op = self.op("arith.constant", &[], &[t], &[("value", a)], 0);
        self.res(op)
    }

    /// `arith.constant v : f32`
    pub fn fcst(&mut self, v: f64) -> Value {
        let t = self.f32();
        let a = self.ctx.attr(AttrKind::Float {
            value: crate::ir::FloatBits::new(v),
            ty: t,
        });
        let op = self.op("arith.constant", &[], &[t], &[("value", a)], 0);
        self.res(op)
    }

    /// `memref.alloc() : memref<shape x f32>`
    pub fn alloc(&mut self, shape: &[i64]) -> Value {
        let t = self.memref(shape);
        let seg = self.i32_array(&[0, 0]);
        let op = self.op(
            "memref.alloc",
            &[],
            &[t],
            &[("operandSegmentSizes", seg)],
            0,
        );
        self.res(op)
    }

    fn i32_array(&mut self, v: &[i64]) -> Attr {
        let i32t = self.ctx.int_type(32);
        self.ctx.attr(AttrKind::DenseArray {
            elem: i32t,
            data: DenseArrayData::Ints(v.iter().map(|&x| x as i128).collect()),
        })
    }

    /// `affine.for %iv = max lb(lb_ops) to min ub(ub_ops) step s iter_args(inits)`;
    /// returns the op, the IV and the region iter args; the cursor moves into the body.
    pub fn for_map(
        &mut self,
        lb: &str,
        lb_ops: &[Value],
        ub: &str,
        ub_ops: &[Value],
        step: i64,
        inits: &[Value],
    ) -> (Op, Value, Vec<Value>) {
        let lbm = map(&mut self.ctx, lb);
        let ubm = map(&mut self.ctx, ub);
        let (la, ua) = (self.ctx.map_attr(lbm), self.ctx.map_attr(ubm));
        let sa = self.ctx.index_attr(step);
        let seg = self.i32_array(&[lb_ops.len() as i64, ub_ops.len() as i64, inits.len() as i64]);
        let mut operands = lb_ops.to_vec();
        operands.extend_from_slice(ub_ops);
        operands.extend_from_slice(inits);
        let tys: Vec<Type> = inits.iter().map(|&v| self.m.value_type(v)).collect();
        let op = self.op(
            "affine.for",
            &operands,
            &tys,
            &[
                ("lowerBoundMap", la),
                ("upperBoundMap", ua),
                ("step", sa),
                ("operandSegmentSizes", seg),
            ],
            1,
        );
        let r = self.m.op(op).regions()[0];
        let b = self.m.add_block(r);
        let it = self.index();
        let iv = self.m.add_block_arg(b, it);
        let args = tys.iter().map(|&t| self.m.add_block_arg(b, t)).collect();
        self.cursor.push(b);
        (op, iv, args)
    }

    /// `affine.for %iv = lb to ub step s` with constant bounds.
    pub fn for_(&mut self, lb: i64, ub: i64, step: i64) -> (Op, Value) {
        let (op, iv, _) = self.for_map(
            &format!("() -> ({lb})"),
            &[],
            &format!("() -> ({ub})"),
            &[],
            step,
            &[],
        );
        (op, iv)
    }

    /// `affine.parallel (%ivs) = (lbs) to (ubs) step (steps)` with one expression per
    /// dimension, and declared `reductions` (AtomicRMWKind values) with their result types.
    pub fn parallel(
        &mut self,
        lb: &str,
        lb_ops: &[Value],
        ub: &str,
        ub_ops: &[Value],
        steps: &[i64],
        reductions: &[(i64, Type)],
    ) -> (Op, Vec<Value>) {
        let lbm = map(&mut self.ctx, lb);
        let ubm = map(&mut self.ctx, ub);
        let n = steps.len();
        let (la, ua) = (self.ctx.map_attr(lbm), self.ctx.map_attr(ubm));
        let i32t = self.ctx.int_type(32);
        let gty = self.ctx.ty(crate::ir::TypeKind::RankedTensor {
            shape: vec![n as i64],
            elem: i32t,
            encoding: None,
        });
        let groups = self.ctx.attr(AttrKind::DenseElements {
            ty: gty,
            data: crate::ir::DenseData::Ints(vec![1]),
        });
        let i64t = self.ctx.int_type(64);
        let st: Vec<Attr> = steps
            .iter()
            .map(|&s| self.ctx.int_attr(s as i128, i64t))
            .collect();
        let st = self.ctx.attr(AttrKind::Array(st));
        let rd: Vec<Attr> = reductions
            .iter()
            .map(|&(k, _)| self.ctx.int_attr(k as i128, i64t))
            .collect();
        let rd = self.ctx.attr(AttrKind::Array(rd));
        let mut operands = lb_ops.to_vec();
        operands.extend_from_slice(ub_ops);
        let tys: Vec<Type> = reductions.iter().map(|&(_, t)| t).collect();
        let op = self.op(
            "affine.parallel",
            &operands,
            &tys,
            &[
                ("reductions", rd),
                ("lowerBoundsMap", la),
                ("lowerBoundsGroups", groups),
                ("upperBoundsMap", ua),
                ("upperBoundsGroups", groups),
                ("steps", st),
            ],
            1,
        );
        let r = self.m.op(op).regions()[0];
        let b = self.m.add_block(r);
        let it = self.index();
        let ivs = (0..n).map(|_| self.m.add_block_arg(b, it)).collect();
        self.cursor.push(b);
        (op, ivs)
    }

    /// Closes the innermost region with `affine.yield values`.
    pub fn end(&mut self, values: &[Value]) {
        self.op("affine.yield", values, &[], &[], 0);
        self.cursor.pop();
    }

    /// `affine.if set(operands)`; the cursor moves into the then-block (no else).
    pub fn if_(&mut self, set_text: &str, operands: &[Value]) -> Op {
        let s = set(&mut self.ctx, set_text);
        let a = self.ctx.attr(AttrKind::IntegerSet(s));
        let op = self.op("affine.if", operands, &[], &[], 2);
        let cond = self.ctx.ident("condition");
        self.m.op_mut(op).attrs.push(NamedAttr {
            name: cond,
            value: a,
        });
        let r = self.m.op(op).regions()[0];
        let b = self.m.add_block(r);
        self.cursor.push(b);
        op
    }

    /// Moves the cursor into a new else-block of `if_op` (after [`Ir::end`] closed then).
    pub fn else_(&mut self, if_op: Op) {
        let r = self.m.op(if_op).regions()[1];
        let b = self.m.add_block(r);
        self.cursor.push(b);
    }

    /// `affine.apply map(operands)`
    pub fn apply(&mut self, map_text: &str, operands: &[Value]) -> Value {
        let mp = map(&mut self.ctx, map_text);
        let a = self.ctx.map_attr(mp);
        let t = self.index();
        let op = self.op("affine.apply", operands, &[t], &[("map", a)], 0);
        self.res(op)
    }

    /// `affine.min/max map(operands)`
    pub fn minmax(&mut self, name: &str, map_text: &str, operands: &[Value]) -> Value {
        let mp = map(&mut self.ctx, map_text);
        let a = self.ctx.map_attr(mp);
        let t = self.index();
        let op = self.op(name, operands, &[t], &[("map", a)], 0);
        self.res(op)
    }

    /// `affine.load mem[map(operands)]`
    pub fn load(&mut self, mem: Value, map_text: &str, operands: &[Value]) -> Value {
        let mp = map(&mut self.ctx, map_text);
        let a = self.ctx.map_attr(mp);
        let t = self.f32();
        let mut ops = vec![mem];
        ops.extend_from_slice(operands);
        let op = self.op("affine.load", &ops, &[t], &[("map", a)], 0);
        self.res(op)
    }

    /// `affine.store v, mem[map(operands)]`
    pub fn store(&mut self, v: Value, mem: Value, map_text: &str, operands: &[Value]) -> Op {
        let mp = map(&mut self.ctx, map_text);
        let a = self.ctx.map_attr(mp);
        let mut ops = vec![v, mem];
        ops.extend_from_slice(operands);
        self.op("affine.store", &ops, &[], &[("map", a)], 0)
    }

    /// `memref.load mem[indices]`
    pub fn mload(&mut self, mem: Value, indices: &[Value]) -> Value {
        let t = self.f32();
        let mut ops = vec![mem];
        ops.extend_from_slice(indices);
        let op = self.op("memref.load", &ops, &[t], &[], 0);
        self.res(op)
    }

    /// `memref.store v, mem[indices]`
    pub fn mstore(&mut self, v: Value, mem: Value, indices: &[Value]) -> Op {
        let mut ops = vec![v, mem];
        ops.extend_from_slice(indices);
        self.op("memref.store", &ops, &[], &[], 0)
    }

    /// A binary op with the type of its first operand (`arith.addf`, `arith.addi`, …).
    pub fn bin(&mut self, name: &str, a: Value, b: Value) -> Value {
        let t = self.m.value_type(a);
        let op = self.op(name, &[a, b], &[t], &[], 0);
        self.res(op)
    }
}

#[allow(dead_code)]
impl Ir {
    /// Starts a function whose arguments carry `llvm.noalias` where `noalias[i]`.
    pub fn func_noalias(
        &mut self,
        name: &str,
        args: &[Type],
        noalias: &[bool],
    ) -> (Op, Vec<Value>) {
        let (f, vals) = self.func(name, args);
        let unit = self.ctx.unit_attr();
        let key = self.ctx.ident("llvm.noalias");
        let dicts: Vec<Attr> = noalias
            .iter()
            .map(|&n| {
                let entries = if n { vec![(key, unit)] } else { vec![] };
                self.ctx.attr(AttrKind::Dictionary(entries))
            })
            .collect();
        let arr = self.ctx.attr(AttrKind::Array(dicts));
        let name = self.ctx.ident("arg_attrs");
        self.m.op_mut(f).props.push(NamedAttr { name, value: arr });
        (f, vals)
    }

    /// `memref.alloc() : memref<shape x elem>`
    pub fn alloc_ty(&mut self, shape: &[i64], elem: Type) -> Value {
        let t = self.ctx.memref_type(shape.to_vec(), elem, None, None);
        let seg = self.i32_array(&[0, 0]);
        let op = self.op(
            "memref.alloc",
            &[],
            &[t],
            &[("operandSegmentSizes", seg)],
            0,
        );
        self.res(op)
    }

    /// `memref.load mem[indices] : elem`
    pub fn mload_ty(&mut self, mem: Value, indices: &[Value], elem: Type) -> Value {
        let mut ops = vec![mem];
        ops.extend_from_slice(indices);
        let op = self.op("memref.load", &ops, &[elem], &[], 0);
        self.res(op)
    }

    /// `affine.vector_load mem[map(operands)] : vector<n x f32>`
    pub fn vload(&mut self, mem: Value, map_text: &str, operands: &[Value], n: i64) -> Value {
        let mp = map(&mut self.ctx, map_text);
        let a = self.ctx.map_attr(mp);
        let f = self.f32();
        let t = self.ctx.vector_type(vec![n], f);
        let mut ops = vec![mem];
        ops.extend_from_slice(operands);
        let op = self.op("affine.vector_load", &ops, &[t], &[("map", a)], 0);
        self.res(op)
    }

    /// `affine.vector_store v, mem[map(operands)]`
    pub fn vstore(&mut self, v: Value, mem: Value, map_text: &str, operands: &[Value]) -> Op {
        let mp = map(&mut self.ctx, map_text);
        let a = self.ctx.map_attr(mp);
        let mut ops = vec![v, mem];
        ops.extend_from_slice(operands);
        self.op("affine.vector_store", &ops, &[], &[("map", a)], 0)
    }

    /// `func.call @callee(args)` with no results.
    pub fn call(&mut self, callee: &str, args: &[Value]) -> Op {
        let c = self.ctx.symbol_ref(callee);
        self.op("func.call", args, &[], &[("callee", c)], 0)
    }
}

//! A small IR builder for kernels, used by the tests that construct IR directly (the
//! `.mlir` feature kernels go through the parser instead).

#![allow(dead_code)]

use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{
    Attr, AttrKind, Block, Context, DenseArrayData, FloatBits, FloatKind, Module, NamedAttr, Op,
    OpSpec, Type, TypeKind, Value,
};

/// The body builder of an `else` region.
pub type ElseFn<'a, 'c> = Box<dyn FnOnce(&mut KernelBuilder<'c>) -> Vec<Value> + 'a>;

/// Builds one `gpu.module @kernels { gpu.func @name(...) kernel }`.
pub struct KernelBuilder<'c> {
    pub ctx: &'c mut Context,
    pub m: Module,
    pub func: Op,
    pub args: Vec<Value>,
    cur: Vec<Block>,
    line: u32,
}

pub fn op_kind(name: &str) -> Option<OpKind> {
    OpKind::from_name(name)
}

impl<'c> KernelBuilder<'c> {
    /// A kernel with the given argument types and `known_block_size`.
    pub fn new(ctx: &'c mut Context, name: &str, arg_types: Vec<Type>, wg: [i64; 3]) -> Self {
        Self::with_attributions(ctx, name, arg_types, wg, vec![], vec![])
    }

    /// A kernel with workgroup and private attributions.
    pub fn with_attributions(
        ctx: &'c mut Context,
        name: &str,
        arg_types: Vec<Type>,
        wg: [i64; 3],
        workgroup: Vec<Type>,
        private: Vec<Type>,
    ) -> Self {
        let mut m = Module::new();
        let loc = ctx.file_loc("test.mlir", 1, 1);
        let top = mk(
            ctx,
            &mut m,
            "builtin.module",
            vec![],
            vec![],
            vec![],
            vec![],
            1,
            loc,
        );
        let top_b = {
            let r = m.op(top).regions()[0];
            m.add_block(r)
        };
        m.top.push(top);
        let sym = ctx.str_attr("kernels");
        let gm = mk(
            ctx,
            &mut m,
            "gpu.module",
            vec![],
            vec![],
            vec![("sym_name", sym)],
            vec![],
            1,
            loc,
        );
        m.append_op(top_b, gm);
        let gm_b = {
            let r = m.op(gm).regions()[0];
            m.add_block(r)
        };
        let fty = ctx.function_type(arg_types.clone(), vec![]);
        let fty_a = ctx.type_attr(fty);
        let i32t = ctx.int_type(32);
        let kbs = ctx.attr(AttrKind::DenseArray {
            elem: i32t,
            data: DenseArrayData::Ints(wg.iter().map(|x| *x as i128).collect()),
        });
        let fname = ctx.str_attr(name);
        let unit = ctx.unit_attr();
        let i64t = ctx.int_type(64);
        let nwg = ctx.int_attr(workgroup.len() as i128, i64t);
        let floc = ctx.file_loc("test.mlir", 2, 3);
        let f = mk(
            ctx,
            &mut m,
            "gpu.func",
            vec![],
            vec![],
            vec![("function_type", fty_a), ("known_block_size", kbs)],
            vec![
                ("sym_name", fname),
                ("gpu.kernel", unit),
                ("workgroup_attributions", nwg),
            ],
            1,
            floc,
        );
        m.append_op(gm_b, f);
        let r = m.op(f).regions()[0];
        let entry = m.add_block(r);
        let mut args = Vec::new();
        for t in arg_types.iter().chain(&workgroup).chain(&private) {
            args.push(m.add_block_arg(entry, *t));
        }
        KernelBuilder {
            ctx,
            m,
            func: f,
            args,
            cur: vec![entry],
            line: 3,
        }
    }

    fn loc(&mut self) -> Attr {
        self.line += 1;
        self.ctx.file_loc("test.mlir", self.line, 5)
    }

    /// Sets a property on the kernel.
    pub fn set_func_attr(&mut self, name: &str, value: Attr) {
        let n = self.ctx.ident(name);
        let d = self.m.op_mut(self.func);
        d.props.retain(|a| a.name != n);
        d.attrs.retain(|a| a.name != n);
        d.props.push(NamedAttr { name: n, value });
    }

    /// Removes an attribute from the kernel.
    pub fn remove_func_attr(&mut self, name: &str) {
        let n = self.ctx.ident(name);
        let d = self.m.op_mut(self.func);
        d.props.retain(|a| a.name != n);
        d.attrs.retain(|a| a.name != n);
    }

    /// Appends a generic op to the current block.
    pub fn op(
        &mut self,
        name: &str,
        operands: Vec<Value>,
        results: Vec<Type>,
        props: Vec<(&str, Attr)>,
    ) -> Vec<Value> {
        let o = self.op_with_regions(name, operands, results, props, 0);
        self.m.op(o).results().to_vec()
    }

    /// Appends an op with `n` empty regions; returns the op.
    pub fn op_with_regions(
        &mut self,
        name: &str,
        operands: Vec<Value>,
        results: Vec<Type>,
        props: Vec<(&str, Attr)>,
        n: usize,
    ) -> Op {
        let loc = self.loc();
        let o = mk(
            self.ctx,
            &mut self.m,
            name,
            operands,
            results,
            props,
            vec![],
            n,
            loc,
        );
        let b = *self.cur.last().expect("block");
        self.m.append_op(b, o);
        o
    }

    /// Fills region `i` of `op` with one block of the given argument types.
    pub fn region(
        &mut self,
        op: Op,
        i: usize,
        arg_types: Vec<Type>,
        body: impl FnOnce(&mut Self, Vec<Value>),
    ) {
        let r = self.m.op(op).regions()[i];
        let b = self.m.add_block(r);
        let args = arg_types
            .into_iter()
            .map(|t| self.m.add_block_arg(b, t))
            .collect();
        self.cur.push(b);
        body(self, args);
        self.cur.pop();
    }

    // ----- types ---------------------------------------------------------------------
    pub fn index(&mut self) -> Type {
        self.ctx.index_type()
    }
    pub fn i(&mut self, w: u32) -> Type {
        self.ctx.int_type(w)
    }
    pub fn f(&mut self, w: u32) -> Type {
        let k = match w {
            16 => FloatKind::F16,
            64 => FloatKind::F64,
            _ => FloatKind::F32,
        };
        self.ctx.float_type(k)
    }

    // ----- constants -----------------------------------------------------------------
    pub fn c_int(&mut self, v: i64, t: Type) -> Value {
        let a = self.ctx.int_attr(v as i128, t);
        self.op("arith.constant", vec![], vec![t], vec![("value", a)])[0]
    }
    pub fn c_index(&mut self, v: i64) -> Value {
        let t = self.index();
        self.c_int(v, t)
    }
    pub fn c_float(&mut self, v: f64, t: Type) -> Value {
        let a = self.ctx.attr(AttrKind::Float {
            value: FloatBits::new(v),
            ty: t,
        });
        self.op("arith.constant", vec![], vec![t], vec![("value", a)])[0]
    }

    // ----- ops -----------------------------------------------------------------------
    pub fn bin(&mut self, name: &str, a: Value, b: Value) -> Value {
        let t = self.m.value_type(a);
        self.op(name, vec![a, b], vec![t], vec![])[0]
    }
    pub fn un(&mut self, name: &str, a: Value) -> Value {
        let t = self.m.value_type(a);
        self.op(name, vec![a], vec![t], vec![])[0]
    }
    pub fn cast(&mut self, name: &str, a: Value, t: Type) -> Value {
        self.op(name, vec![a], vec![t], vec![])[0]
    }
    pub fn cmpi(&mut self, pred: i64, a: Value, b: Value) -> Value {
        let i64t = self.i(64);
        let p = self.ctx.int_attr(pred as i128, i64t);
        let i1 = self.i(1);
        self.op("arith.cmpi", vec![a, b], vec![i1], vec![("predicate", p)])[0]
    }
    pub fn cmpf(&mut self, pred: i64, a: Value, b: Value) -> Value {
        let i64t = self.i(64);
        let p = self.ctx.int_attr(pred as i128, i64t);
        let i1 = self.i(1);
        self.op("arith.cmpf", vec![a, b], vec![i1], vec![("predicate", p)])[0]
    }
    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let t = self.m.value_type(a);
        self.op("arith.select", vec![c, a, b], vec![t], vec![])[0]
    }
    pub fn load(&mut self, mem: Value, idx: Vec<Value>) -> Value {
        let t = match self.ctx.type_kind(self.m.value_type(mem)) {
            TypeKind::MemRef { elem, .. } => *elem,
            _ => panic!("not a memref"),
        };
        let mut ops = vec![mem];
        ops.extend(idx);
        self.op("memref.load", ops, vec![t], vec![])[0]
    }
    pub fn store(&mut self, v: Value, mem: Value, idx: Vec<Value>) {
        let mut ops = vec![v, mem];
        ops.extend(idx);
        self.op("memref.store", ops, vec![], vec![]);
    }
    pub fn gpu_id(&mut self, name: &str, dim: &str) -> Value {
        let a = self.ctx.attr(AttrKind::Opaque {
            dialect: "gpu".into(),
            body: format!("<dim {dim}>"),
            ty: None,
        });
        let t = self.index();
        self.op(name, vec![], vec![t], vec![("dimension", a)])[0]
    }
    pub fn ret(&mut self) {
        self.op("gpu.return", vec![], vec![], vec![]);
    }
    pub fn yield_(&mut self, vals: Vec<Value>) {
        self.op("scf.yield", vals, vec![], vec![]);
    }

    /// `scf.for %iv = lb to ub step s iter_args(inits)`; `body` returns the yields.
    pub fn scf_for(
        &mut self,
        lb: Value,
        ub: Value,
        step: Value,
        inits: Vec<Value>,
        body: impl FnOnce(&mut Self, Value, Vec<Value>) -> Vec<Value>,
    ) -> Vec<Value> {
        let it = self.m.value_type(lb);
        let tys: Vec<Type> = inits.iter().map(|v| self.m.value_type(*v)).collect();
        let mut ops = vec![lb, ub, step];
        ops.extend(inits);
        let o = self.op_with_regions("scf.for", ops, tys.clone(), vec![], 1);
        let mut arg_tys = vec![it];
        arg_tys.extend(tys);
        self.region(o, 0, arg_tys, |b, args| {
            let ys = body(b, args[0], args[1..].to_vec());
            b.yield_(ys);
        });
        self.m.op(o).results().to_vec()
    }

    /// `scf.if %c -> (results) { then } else { else }`.
    pub fn scf_if(
        &mut self,
        c: Value,
        results: Vec<Type>,
        then: impl FnOnce(&mut Self) -> Vec<Value>,
        els: Option<ElseFn<'_, 'c>>,
    ) -> Vec<Value> {
        let o = self.op_with_regions("scf.if", vec![c], results, vec![], 2);
        self.region(o, 0, vec![], |b, _| {
            let ys = then(b);
            b.yield_(ys);
        });
        if let Some(e) = els {
            self.region(o, 1, vec![], |b, _| {
                let ys = e(b);
                b.yield_(ys);
            });
        }
        self.m.op(o).results().to_vec()
    }

    /// Finishes the kernel with `gpu.return` at the end of the entry block.
    pub fn finish(mut self) -> (Module, Op) {
        self.ret();
        (self.m, self.func)
    }
}

#[allow(clippy::too_many_arguments)]
fn mk(
    ctx: &mut Context,
    m: &mut Module,
    name: &str,
    operands: Vec<Value>,
    results: Vec<Type>,
    props: Vec<(&str, Attr)>,
    attrs: Vec<(&str, Attr)>,
    n: usize,
    loc: Attr,
) -> Op {
    let props = props
        .into_iter()
        .map(|(k, v)| NamedAttr {
            name: ctx.ident(k),
            value: v,
        })
        .collect();
    let attrs = attrs
        .into_iter()
        .map(|(k, v)| NamedAttr {
            name: ctx.ident(k),
            value: v,
        })
        .collect();
    m.create_op(OpSpec {
        name: ctx.ident(name),
        kind: op_kind(name),
        operands,
        result_types: results,
        props,
        attrs,
        successors: vec![],
        num_regions: n,
        loc,
    })
}

/// A memref type; `space` is an integer memory space.
pub fn memref(ctx: &mut Context, shape: &[i64], elem: Type, space: Option<i64>) -> Type {
    let sp = space.map(|s| {
        let i64t = ctx.int_type(64);
        ctx.int_attr(s as i128, i64t)
    });
    ctx.memref_type(shape.to_vec(), elem, None, sp)
}

/// A `#gpu.address_space<..>` memref type.
pub fn memref_gpu_space(ctx: &mut Context, shape: &[i64], elem: Type, space: &str) -> Type {
    let sp = ctx.attr(AttrKind::Opaque {
        dialect: "gpu".into(),
        body: format!(".address_space<{space}>"),
        ty: None,
    });
    ctx.memref_type(shape.to_vec(), elem, None, Some(sp))
}

/// A `#gpu<name value>` enum attribute.
pub fn gpu_enum(ctx: &mut Context, name: &str, value: &str) -> Attr {
    ctx.attr(AttrKind::Opaque {
        dialect: "gpu".into(),
        body: format!("<{name} {value}>"),
        ty: None,
    })
}

impl KernelBuilder<'_> {
    /// A new block at the end of the kernel body.
    pub fn new_block(&mut self, arg_types: Vec<Type>) -> (Block, Vec<Value>) {
        let r = self.m.op(self.func).regions()[0];
        let b = self.m.add_block(r);
        let args = arg_types
            .into_iter()
            .map(|t| self.m.add_block_arg(b, t))
            .collect();
        (b, args)
    }
    /// Makes `b` the insertion block (replacing the current top of the stack).
    pub fn switch_to(&mut self, b: Block) {
        self.cur.pop();
        self.cur.push(b);
    }
    fn with_succ(
        &mut self,
        name: &str,
        operands: Vec<Value>,
        succ: Vec<Block>,
        props: Vec<(&str, Attr)>,
    ) {
        let o = self.op_with_regions(name, operands, vec![], props, 0);
        self.m.op_mut(o).successors = succ;
    }
    /// `cf.br ^t(args)`
    pub fn br(&mut self, t: Block, args: Vec<Value>) {
        self.with_succ("cf.br", args, vec![t], vec![]);
    }
    /// `cf.cond_br %c, ^t(targs), ^f(fargs)`
    pub fn cond_br(&mut self, c: Value, t: Block, targs: Vec<Value>, f: Block, fargs: Vec<Value>) {
        let i32t = self.ctx.int_type(32);
        let seg = self.ctx.attr(AttrKind::DenseArray {
            elem: i32t,
            data: DenseArrayData::Ints(vec![1, targs.len() as i128, fargs.len() as i128]),
        });
        let mut ops = vec![c];
        ops.extend(targs);
        ops.extend(fargs);
        self.with_succ(
            "cf.cond_br",
            ops,
            vec![t, f],
            vec![("operandSegmentSizes", seg)],
        );
    }
    /// Ends the current block with `gpu.return` and returns the module.
    pub fn finish_blocks(self) -> (Module, Op) {
        (self.m, self.func)
    }
}

//! IR → [`Program`]: symbol discovery, slot assignment, region flattening and the op
//! dispatcher.
//!
//! The compiler walks the module once to find symbols (functions, globals, nested modules)
//! and then compiles every function body into a [`Func`]. Each function gets a
//! [`FnC`] that assigns slots to SSA values on first sight, emits instructions with the
//! location of the op being compiled, and binds labels; jump targets are label ids until
//! [`FnC::finish`] patches them into instruction indices. Regions of structured ops are
//! compiled inline with an [`RCtx`] telling their terminators where yielded values go.
//! Op families are compiled by `compile_ops.rs` (arith, math, memref, vector, gpu) and
//! `compile_cf.rs` (control flow).
//!
//! Unsupported operations compile to a trap that reports the op when executed, so a module
//! whose unused functions use unsupported features still runs. Malformed operations (missing
//! attributes, wrong operand counts) are compile errors.

use std::cell::Cell;
use std::collections::HashMap;

use crate::diag::{source_loc, Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::ir::{Attr, Block, Context, Module, Op, Region, TypeKind, Value};

use super::decode::{
    attr, constant_bits, int_attr, is_obj_type, memref_info, str_of, symbol_ref, val_type,
};
use super::inst::{Func, GlobalDef, Inst, Obj, Program, RedKind, Slot, R};
use super::value::Scalar;

/// A symbol.
#[derive(Debug, Clone)]
pub(crate) enum Sym {
    /// A function with a body.
    Func(u32),
    /// A declaration without a body.
    Decl(String),
    /// A `memref.global`.
    Global(u32),
    /// A nested symbol table (module) by scope index.
    Table(usize),
    /// A `gpu.binary`: serialized objects, no code the interpreter can run.
    Binary,
}

#[derive(Debug, Default)]
struct Scope {
    parent: Option<usize>,
    path: String,
    syms: HashMap<String, Sym>,
}

/// Module-level compilation state.
pub(crate) struct Builder<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) m: &'a Module,
    scopes: Vec<Scope>,
    pub(crate) prog: Program,
    loc_ids: HashMap<Attr, u32>,
    work: Vec<(Op, usize, u32)>,
    pub(crate) errors: Vec<Diagnostic>,
}

/// Compiles a module.
pub fn compile(ctx: &Context, m: &Module) -> Result<Program, Diagnostics> {
    // Named `linalg` ops run as the `linalg.generic` that `linalg-generalize-named-ops`
    // defines them by (one definition, as upstream's OpDSL), and `vector.mask` as the ops
    // `lower-vector-mask` folds its mask into: both rewrite one copy of the module. Tensor
    // programs and `linalg.generic` are interpreted directly (see `compile_tensor.rs`):
    // no bufferization and no linalg lowering runs here, so the reference shares no code
    // with the pipeline passes that `validate` checks.
    let named = m.top.iter().any(|&t| {
        crate::transforms::linalg_generalize::nested_ops(m, t)
            .into_iter()
            .any(|o| crate::transforms::linalg_generalize::is_named(m.op(o).kind))
    });
    let mask = m
        .top
        .iter()
        .any(|&t| crate::transforms::vector_mask::has_mask(m, t));
    if named || mask {
        let (mut c2, mut m2) = (ctx.clone(), m.clone());
        let opts = crate::pass::PassOptions::default();
        for t in m2.top.clone() {
            if named {
                crate::transforms::linalg_generalize::run(&mut c2, &mut m2, t, &opts)?;
            }
            if mask {
                crate::transforms::vector_mask::run(&mut c2, &mut m2, t, &opts)?;
            }
        }
        return compile(&c2, &m2);
    }
    let mut b = Builder {
        ctx,
        m,
        scopes: vec![Scope::default()],
        prog: Program::default(),
        loc_ids: HashMap::new(),
        work: Vec::new(),
        errors: Vec::new(),
    };
    for &op in &m.top {
        b.discover_op(op, 0, true);
    }
    let work = std::mem::take(&mut b.work);
    for (op, scope, fid) in work {
        let f = b.compile_function(op, scope, fid);
        if let Some(slot) = b.prog.funcs.get_mut(fid as usize) {
            *slot = f;
        }
    }
    if b.errors.is_empty() {
        b.prog.compute_sync();
        Ok(b.prog)
    } else {
        Err(Diagnostics(b.errors))
    }
}

impl<'a> Builder<'a> {
    /// The location table index of an op's location.
    pub(crate) fn loc_id(&mut self, loc: Attr) -> u32 {
        if let Some(&i) = self.loc_ids.get(&loc) {
            return i;
        }
        let i = self.prog.locs.len() as u32;
        self.prog.locs.push(source_loc(self.ctx, loc));
        self.loc_ids.insert(loc, i);
        i
    }

    pub(crate) fn error(&mut self, op: Op, msg: impl Into<String>) {
        let loc = self.m.op(op).loc;
        self.errors.push(Diagnostic::error_at(self.ctx, loc, msg));
    }

    fn sym_name(&self, op: Op) -> Option<String> {
        str_of(self.ctx, attr(self.ctx, self.m.op(op), "sym_name")?)
    }

    fn discover_op(&mut self, op: Op, scope: usize, top: bool) {
        let kind = self.m.op(op).kind;
        match kind {
            Some(OpKind::BuiltinModule) | Some(OpKind::GpuModule) => {
                let name = self.sym_name(op);
                let inner = match (&name, top && kind == Some(OpKind::BuiltinModule)) {
                    (None, true) => scope,
                    _ => {
                        let path = match &name {
                            Some(n) if self.scopes[scope].path.is_empty() => n.clone(),
                            Some(n) => format!("{}::{n}", self.scopes[scope].path),
                            None => self.scopes[scope].path.clone(),
                        };
                        self.scopes.push(Scope {
                            parent: Some(scope),
                            path,
                            syms: HashMap::new(),
                        });
                        let id = self.scopes.len() - 1;
                        if let Some(n) = name {
                            self.scopes[scope].syms.insert(n, Sym::Table(id));
                        }
                        id
                    }
                };
                for &r in self.m.op(op).regions() {
                    for &bl in self.m.region(r).blocks() {
                        for o in self.m.block_ops(bl) {
                            self.discover_op(o, inner, false);
                        }
                    }
                }
            }
            Some(OpKind::FuncFunc) | Some(OpKind::GpuFunc) => {
                let Some(name) = self.sym_name(op) else {
                    self.error(op, "function without 'sym_name'");
                    return;
                };
                let has_body = self.m.entry_block(op, 0).is_some();
                let sym = if has_body {
                    let fid = self.prog.funcs.len() as u32;
                    let path = &self.scopes[scope].path;
                    let full = if path.is_empty() {
                        name.clone()
                    } else {
                        format!("{path}::{name}")
                    };
                    self.prog.funcs.push(Func {
                        name: full.clone(),
                        ..Func::default()
                    });
                    self.prog.by_name.insert(full, fid);
                    self.work.push((op, scope, fid));
                    Sym::Func(fid)
                } else {
                    Sym::Decl(name.clone())
                };
                self.scopes[scope].syms.insert(name, sym);
            }
            Some(OpKind::GpuBinary) => {
                if let Some(name) = self.sym_name(op) {
                    self.scopes[scope].syms.insert(name, Sym::Binary);
                }
            }
            Some(OpKind::MemRefGlobal) => {
                if let Some(g) = self.decode_global(op) {
                    let id = self.prog.globals.len() as u32;
                    let name = g.name.clone();
                    self.prog.globals.push(g);
                    self.scopes[scope].syms.insert(name, Sym::Global(id));
                }
            }
            _ => {}
        }
    }

    fn decode_global(&mut self, op: Op) -> Option<GlobalDef> {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let Some(name) = self.sym_name(op) else {
            self.error(op, "memref.global without 'sym_name'");
            return None;
        };
        let ty = match attr(ctx, d, "type").map(|a| ctx.attr_kind(a)) {
            Some(crate::ir::AttrKind::Type(t)) => *t,
            _ => {
                self.error(op, "memref.global without a memref 'type'");
                return None;
            }
        };
        let (elem, shape, layout) = match memref_info(ctx, ty) {
            Ok((e, Some(s), l)) => (e, s, l),
            Ok(_) => {
                self.error(op, "memref.global of an unranked type");
                return None;
            }
            Err(e) => {
                self.error(op, format!("memref.global: {e}"));
                return None;
            }
        };
        let init = match attr(ctx, d, "initial_value") {
            Some(a) if !matches!(ctx.attr_kind(a), crate::ir::AttrKind::Unit) => {
                match constant_bits(ctx, a, elem) {
                    Some(v) => Some(v),
                    None => {
                        self.error(op, "unsupported memref.global initial value");
                        return None;
                    }
                }
            }
            _ => None,
        };
        let constant = attr(ctx, d, "constant").is_some();
        Some(GlobalDef {
            name,
            elem,
            shape,
            layout,
            init,
            constant,
        })
    }

    /// Resolves a symbol reference from `scope`.
    pub(crate) fn resolve(&self, scope: usize, parts: &[String]) -> Option<Sym> {
        let (first, rest) = parts.split_first()?;
        let mut s = Some(scope);
        let mut found = None;
        while let Some(i) = s {
            if let Some(x) = self.scopes[i].syms.get(first) {
                found = Some(x.clone());
                break;
            }
            s = self.scopes[i].parent;
        }
        let mut cur = found?;
        for p in rest {
            let Sym::Table(t) = cur else { return None };
            cur = self.scopes[t].syms.get(p)?.clone();
        }
        Some(cur)
    }

    fn compile_function(&mut self, op: Op, scope: usize, fid: u32) -> Func {
        let (ctx, m) = (self.ctx, self.m);
        let name = self
            .prog
            .funcs
            .get(fid as usize)
            .map(|f| f.name.clone())
            .unwrap_or_default();
        let d = m.op(op);
        let (inputs, results) = match attr(ctx, d, "function_type").map(|a| ctx.attr_kind(a)) {
            Some(crate::ir::AttrKind::Type(t)) => match ctx.type_kind(*t) {
                TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
                _ => (Vec::new(), Vec::new()),
            },
            _ => {
                self.error(op, "function without a 'function_type'");
                (Vec::new(), Vec::new())
            }
        };
        let Some(entry) = m.entry_block(op, 0) else {
            return Func {
                name,
                ..Func::default()
            };
        };
        let mut fc = FnC::new(self, scope, name);
        fc.set_loc(op);
        let args = m.block(entry).args().to_vec();
        if args.len() < inputs.len() {
            fc.b.error(
                op,
                "entry block has fewer arguments than the function type has inputs",
            );
        }
        for &a in args.iter().take(inputs.len()) {
            let s = fc.slot(a);
            fc.f.params.push(s);
        }
        fc.f.param_types = inputs.iter().map(|&t| val_type(ctx, t)).collect();
        fc.f.result_types = results.iter().map(|&t| val_type(ctx, t)).collect();
        if d.kind == Some(OpKind::GpuFunc) {
            let nwg = int_attr(ctx, d, "workgroup_attributions")
                .unwrap_or(0)
                .max(0) as usize;
            let extra: Vec<Value> = args.iter().skip(inputs.len()).copied().collect();
            fc.attributions(op, &extra, nwg);
        }
        if let Some(&r) = d.regions().first() {
            fc.region(r, &RCtx::Func);
        }
        fc.finish()
    }
}

/// Where the terminator of a region sends control and values.
#[derive(Debug, Clone)]
pub(crate) enum RCtx {
    /// A function body: `func.return` / `gpu.return` return.
    Func,
    /// `scf.yield` / `affine.yield` / `scf.reduce.return` copy their operands to `dsts` and
    /// jump to `after`.
    Yield { dsts: Vec<Slot>, after: u32 },
    /// The `before` region of `scf.while`.
    WhileBefore {
        results: Vec<Slot>,
        after_args: Vec<Slot>,
        exit: u32,
        body: u32,
    },
    /// The body of `scf.parallel`: `scf.reduce` combines into `accs`, then jumps to `after`.
    ParBody {
        accs: Vec<Slot>,
        after: u32,
        counter: Cell<usize>,
    },
    /// The body of `affine.parallel`: `affine.yield` combines into `accs` with `kinds`.
    AffParBody {
        accs: Vec<Slot>,
        kinds: Vec<(RedKind, Scalar)>,
        after: u32,
    },
}

/// Label value of an unbound label.
const UNBOUND: u32 = u32::MAX;

/// Per-function compilation state.
pub(crate) struct FnC<'b, 'a> {
    pub(crate) b: &'b mut Builder<'a>,
    pub(crate) ctx: &'a Context,
    pub(crate) m: &'a Module,
    pub(crate) f: Func,
    pub(crate) scope: usize,
    slots: HashMap<Value, Slot>,
    labels: Vec<u32>,
    block_labels: HashMap<Block, u32>,
    consts: HashMap<u64, R>,
    loc: u32,
    pub(crate) cur_op: Option<Op>,
    /// The loop counters of the `linalg.generic` ops being compiled, innermost last
    /// (what `linalg.index` reads).
    pub(crate) linalg_ivs: Vec<Vec<R>>,
    /// The `shared_outs` block arguments of the `scf.forall` ops being compiled, and the
    /// buffer of the matching result (what a `tensor.parallel_insert_slice` writes).
    pub(crate) forall_outs: HashMap<Value, R>,
}

impl<'b, 'a> FnC<'b, 'a> {
    pub(crate) fn new(b: &'b mut Builder<'a>, scope: usize, name: String) -> Self {
        let (ctx, m) = (b.ctx, b.m);
        FnC {
            b,
            ctx,
            m,
            f: Func {
                name,
                ..Func::default()
            },
            scope,
            slots: HashMap::new(),
            labels: Vec::new(),
            block_labels: HashMap::new(),
            consts: HashMap::new(),
            loc: 0,
            cur_op: None,
            linalg_ivs: Vec::new(),
            forall_outs: HashMap::new(),
        }
    }

    /// Patches labels and returns the function.
    pub(crate) fn finish(mut self) -> Func {
        let labels = std::mem::take(&mut self.labels);
        let fix = |t: &mut u32| {
            *t = labels.get(*t as usize).copied().unwrap_or(UNBOUND);
        };
        for inst in &mut self.f.code {
            match inst {
                Inst::Jump { t } | Inst::JumpIfZero { t, .. } | Inst::JumpIfNotInSet { t, .. } => {
                    fix(t)
                }
                Inst::LoopEnter { exit, .. } => fix(exit),
                Inst::LoopNext { body, .. } => fix(body),
                _ => {}
            }
        }
        for sw in &mut self.f.switches {
            fix(&mut sw.default);
            for (_, t) in &mut sw.cases {
                fix(t);
            }
        }
        // A body that can fall off its end gets a trap there.
        self.f.code.push(Inst::Trap {
            msg: self.f.msgs.len() as u32,
        });
        self.f
            .msgs
            .push("control reached the end of a function without a return".into());
        self.f.locs.push(self.loc);
        self.f
    }

    pub(crate) fn set_loc(&mut self, op: Op) {
        let loc = self.m.op(op).loc;
        self.loc = self.b.loc_id(loc);
        self.cur_op = Some(op);
    }

    /// Emits an instruction at the current location.
    pub(crate) fn emit(&mut self, i: Inst) {
        self.f.code.push(i);
        self.f.locs.push(self.loc);
    }

    pub(crate) fn new_label(&mut self) -> u32 {
        self.labels.push(UNBOUND);
        (self.labels.len() - 1) as u32
    }

    pub(crate) fn bind(&mut self, l: u32) {
        if let Some(x) = self.labels.get_mut(l as usize) {
            *x = self.f.code.len() as u32;
        }
    }

    pub(crate) fn new_reg(&mut self) -> R {
        self.f.reg_init.push(0);
        (self.f.reg_init.len() - 1) as R
    }

    pub(crate) fn new_obj(&mut self) -> R {
        self.f.obj_init.push(Obj::Undef);
        (self.f.obj_init.len() - 1) as R
    }

    /// A register holding the constant `bits` (shared; never written).
    pub(crate) fn const_reg(&mut self, bits: u64) -> R {
        if let Some(&r) = self.consts.get(&bits) {
            return r;
        }
        let r = self.new_reg();
        self.f.reg_init[r as usize] = bits;
        self.consts.insert(bits, r);
        r
    }

    /// The slot of a value, assigned on first sight.
    pub(crate) fn slot(&mut self, v: Value) -> Slot {
        if let Some(&s) = self.slots.get(&v) {
            return s;
        }
        let t = self.m.value_type(v);
        let s = if is_obj_type(self.ctx, t) {
            Slot::O(self.new_obj())
        } else {
            Slot::R(self.new_reg())
        };
        self.slots.insert(v, s);
        s
    }

    /// The register of a scalar value.
    pub(crate) fn reg(&mut self, v: Value) -> R {
        match self.slot(v) {
            Slot::R(r) => r,
            Slot::O(_) => {
                self.error("expected a scalar operand");
                self.new_reg()
            }
        }
    }

    /// The object slot of a memref or vector value.
    pub(crate) fn obj(&mut self, v: Value) -> R {
        match self.slot(v) {
            Slot::O(r) => r,
            Slot::R(_) => {
                self.error("expected a memref or vector operand");
                self.new_obj()
            }
        }
    }

    /// Reports a compile error at the current op.
    pub(crate) fn error(&mut self, msg: impl Into<String>) {
        if let Some(op) = self.cur_op {
            self.b.error(op, msg);
        } else {
            self.b.errors.push(Diagnostic::error(None, msg));
        }
    }

    /// An op's typed operand view, or `None` after reporting why its operands do not fit
    /// its declared groups (unverified input).
    pub(crate) fn view<T>(
        &mut self,
        v: Result<T, crate::dialect::operands::OperandError>,
    ) -> Option<T> {
        match v {
            Ok(v) => Some(v),
            Err(e) => {
                self.error(e.to_string());
                None
            }
        }
    }

    /// Emits a trap with a message.
    pub(crate) fn trap(&mut self, msg: impl Into<String>) {
        let id = self.f.msgs.len() as u32;
        self.f.msgs.push(msg.into());
        self.emit(Inst::Trap { msg: id });
    }

    /// Emits a trap for an op the interpreter does not implement.
    pub(crate) fn unsupported(&mut self, op: Op, why: &str) {
        let name = self.ctx.ident_str(self.m.op(op).name).to_string();
        let extra = if why.is_empty() {
            String::new()
        } else {
            format!(" ({why})")
        };
        self.trap(format!(
            "operation '{name}' is not supported by the CPU interpreter{extra}"
        ));
    }

    /// Emits `dsts[i] = srcs[i]` as a parallel copy.
    pub(crate) fn copies(&mut self, dsts: &[Slot], srcs: &[Slot]) {
        if dsts.len() != srcs.len() {
            self.error(format!(
                "{} values for {} destinations",
                srcs.len(),
                dsts.len()
            ));
            return;
        }
        let pairs: Vec<(Slot, Slot)> = dsts
            .iter()
            .copied()
            .zip(srcs.iter().copied())
            .filter(|(d, s)| d != s)
            .collect();
        match pairs.as_slice() {
            [] => {}
            [(Slot::R(d), Slot::R(s))] => self.emit(Inst::Mov { d: *d, s: *s }),
            [(Slot::O(d), Slot::O(s))] => self.emit(Inst::MovO { d: *d, s: *s }),
            _ => {
                if pairs
                    .iter()
                    .any(|(d, s)| matches!(d, Slot::R(_)) != matches!(s, Slot::R(_)))
                {
                    self.error("value kinds do not match (scalar vs memref/vector)");
                    return;
                }
                // Without overlap a parallel copy is a sequence of moves.
                if pairs.iter().all(|(d, _)| pairs.iter().all(|(_, s)| s != d)) {
                    for (d, s) in pairs {
                        match (d, s) {
                            (Slot::R(d), Slot::R(s)) => self.emit(Inst::Mov { d, s }),
                            (Slot::O(d), Slot::O(s)) => self.emit(Inst::MovO { d, s }),
                            _ => {}
                        }
                    }
                    return;
                }
                let id = self.f.copies.len() as u32;
                self.f.copies.push(pairs);
                self.emit(Inst::ParCopy { id });
            }
        }
    }

    /// Slots of a list of values.
    pub(crate) fn slots_of(&mut self, vs: &[Value]) -> Vec<Slot> {
        vs.iter().map(|&v| self.slot(v)).collect()
    }

    /// The label of a block (allocated on first use).
    pub(crate) fn block_label(&mut self, bl: Block) -> u32 {
        if let Some(&l) = self.block_labels.get(&bl) {
            return l;
        }
        let l = self.new_label();
        self.block_labels.insert(bl, l);
        l
    }

    /// Compiles a region inline; its entry block arguments must already hold their values.
    pub(crate) fn region(&mut self, r: Region, rc: &RCtx) {
        let blocks = self.m.region(r).blocks().to_vec();
        for &bl in &blocks {
            self.block_label(bl);
        }
        for &bl in &blocks {
            let l = self.block_label(bl);
            self.bind(l);
            let mut last_is_term = false;
            for op in self.m.block_ops(bl) {
                self.set_loc(op);
                last_is_term = self.op(op, rc);
            }
            if !last_is_term {
                self.implicit_terminator(rc);
            }
        }
    }

    fn implicit_terminator(&mut self, rc: &RCtx) {
        match rc {
            RCtx::Yield { dsts, after } if dsts.is_empty() => self.emit(Inst::Jump { t: *after }),
            RCtx::ParBody { after, .. } | RCtx::AffParBody { after, .. } => {
                self.emit(Inst::Jump { t: *after })
            }
            _ => self.trap("block without a terminator"),
        }
    }

    /// Compiles one op; returns whether it was a terminator.
    pub(crate) fn op(&mut self, op: Op, rc: &RCtx) -> bool {
        let d = self.m.op(op);
        let Some(kind) = d.kind else {
            self.unsupported(op, "unregistered operation");
            return false;
        };
        use OpKind::*;
        match kind {
            FuncReturn | GpuReturn | GpuTerminator => {
                let vals = self.slots_of(d.operands());
                match rc {
                    RCtx::Func => {
                        let id = self.f.rets.len() as u32;
                        self.f.rets.push(vals);
                        self.emit(Inst::Ret { id });
                    }
                    _ => self.error("return inside a nested region"),
                }
                true
            }
            ScfYield
            | AffineYield
            | GpuYield
            | ScfReduceReturn
            | MemRefAllocaScopeReturn
            | MemRefAtomicYield => {
                let vals = self.slots_of(d.operands());
                self.yield_to(rc, &vals);
                true
            }
            ScfCondition => {
                self.scf_condition(op, rc);
                true
            }
            // Empty in the memref form; the tensor form's inserts write the results'
            // buffers (see `scf_forall`).
            ScfForallInParallel => {
                let inner: Vec<Op> = d
                    .regions()
                    .iter()
                    .flat_map(|&r| self.m.region(r).blocks().to_vec())
                    .flat_map(|b| self.m.block_ops_vec(b))
                    .collect();
                for o in inner {
                    self.cur_op = Some(o);
                    self.parallel_insert_slice(o);
                }
                self.cur_op = Some(op);
                self.yield_to(rc, &[]);
                true
            }
            ScfReduce => {
                self.scf_reduce(op, rc);
                // The new form is the body's terminator; the old form is followed by scf.yield.
                self.m.next_op(op).is_none()
            }
            CfBr | CfCondBr | CfSwitch => {
                self.branch(op);
                true
            }
            _ => {
                self.compile_op(op, kind);
                false
            }
        }
    }

    /// The terminator behaviour of `scf.yield`-like ops.
    pub(crate) fn yield_to(&mut self, rc: &RCtx, vals: &[Slot]) {
        match rc {
            RCtx::Yield { dsts, after } => {
                self.copies(dsts, vals);
                self.emit(Inst::Jump { t: *after });
            }
            RCtx::ParBody { after, .. } => self.emit(Inst::Jump { t: *after }),
            RCtx::AffParBody { accs, kinds, after } => {
                if vals.len() != accs.len() {
                    self.error("affine.yield operand count does not match the reductions");
                }
                for ((acc, (k, t)), v) in accs.iter().zip(kinds).zip(vals) {
                    self.combine(*k, *t, *acc, *v);
                }
                self.emit(Inst::Jump { t: *after });
            }
            RCtx::Func | RCtx::WhileBefore { .. } => self.error("yield in an unexpected region"),
        }
    }
}

/// Whether `v` is defined inside (a region of) `op`.
pub(crate) fn defined_inside(m: &Module, v: Value, op: Op) -> bool {
    let Some(bl) = m.value_block(v) else {
        return false;
    };
    let mut cur = m.block_parent_op(bl);
    while let Some(o) = cur {
        if o == op {
            return true;
        }
        cur = m.parent_op(o);
    }
    false
}

/// Resolves a callee symbol to a function, a runtime function, or an unknown name.
pub(crate) fn callee_parts(ctx: &Context, a: Attr) -> Option<Vec<String>> {
    symbol_ref(ctx, a)
}

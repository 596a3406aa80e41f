//! Compilation of non-control-flow ops: the dispatcher, `arith`, `math`, `func` calls and
//! `vector`. Memory ops are in `compile_mem.rs`, GPU ops in `compile_gpu.rs`.

use crate::dialect::{
    AffineOp, ArithOp, BuiltinOp, CfOp, DialectOp, FuncOp, GpuOp, LinalgOp, MathOp, OpKind, ScfOp,
    VectorOp,
};
use crate::ir::{Op, TypeKind};

use super::compile::{callee_parts, FnC, RCtx, Sym};
use super::compile_mem::Memory;
use super::compile_vector::{Permute, VecMisc, VecShape};
use super::decode::{attr, constant_bits, elem_scalar, enum_word, red_kind_by_name, vector_shape};
use super::inst::{CallSite, Callee, Inst, Obj, RtCall, Slot, Src, VecOp};
use super::runtime;
use super::scalar::{FOp, IOp, SOp};
use super::value::Scalar;
use crate::dialect::eval::{self, Elementwise as ScalarKind};

/// The vector ops on registers that [`FnC::vector_op`] compiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RegVec {
    /// `vector.broadcast`
    Broadcast,
    /// `vector.extract`
    Extract,
    /// `vector.insert`
    Insert,
    /// `vector.reduction`
    Reduction,
}

impl FnC<'_, '_> {
    /// Compiles a non-terminator op.
    pub(crate) fn compile_op(&mut self, op: Op, kind: OpKind) {
        use OpKind::*;
        match kind.split() {
            DialectOp::Arith(ArithOp::ArithConstant) => self.constant(op),
            DialectOp::Arith(
                ArithOp::ArithAddUIExtended
                | ArithOp::ArithSubUIExtended
                | ArithOp::ArithMulUIExtended
                | ArithOp::ArithMulSIExtended,
            ) => self.extended(op, kind),
            DialectOp::Arith(a) => self.arith(op, kind, ScalarKind::Arith(a)),
            // Two results: the sine and the cosine, each as math.sin and math.cos compute it.
            DialectOp::Math(MathOp::MathSinCos) => self.sincos(op),
            DialectOp::Math(m) => self.arith(op, kind, ScalarKind::Math(m)),
            DialectOp::Func(FuncOp::FuncCall | FuncOp::FuncCallIndirect) => {
                self.call(op, kind == FuncCallIndirect)
            }
            DialectOp::Func(FuncOp::FuncConstant) => self.func_constant(op),
            DialectOp::Func(FuncOp::FuncFunc) => {}
            DialectOp::Builtin(BuiltinOp::UnrealizedConversionCast) => {
                let d = self.m.op(op);
                let (src, dst) = (self.slots_of(d.operands()), self.slots_of(d.results()));
                if src.len() == dst.len()
                    && src
                        .iter()
                        .zip(&dst)
                        .all(|(a, b)| matches!(a, Slot::R(_)) == matches!(b, Slot::R(_)))
                {
                    self.copies(&dst, &src);
                } else {
                    self.unsupported(op, "type-changing cast");
                }
            }
            // Tensors are values (`compile_tensor.rs`).
            DialectOp::Bufferization(b) => self.bufferization_op(op, b),
            DialectOp::Linalg(LinalgOp::LinalgGeneric) => self.linalg_generic(op),
            DialectOp::Linalg(LinalgOp::LinalgIndex) => self.linalg_index(op),
            DialectOp::Linalg(LinalgOp::LinalgYield) => {
                self.error("'linalg.yield' op cannot be interpreted outside a linalg structured op")
            }
            DialectOp::Builtin(BuiltinOp::BuiltinModule) => {}
            DialectOp::Scf(ScfOp::ScfFor) => self.scf_for(op),
            DialectOp::Scf(ScfOp::ScfIf) => self.if_op(op, false),
            DialectOp::Scf(ScfOp::ScfWhile) => self.scf_while(op),
            DialectOp::Scf(ScfOp::ScfParallel) => self.scf_parallel(op),
            DialectOp::Scf(ScfOp::ScfExecuteRegion) => self.execute_region(op),
            DialectOp::Scf(ScfOp::ScfIndexSwitch) => self.index_switch(op),
            DialectOp::Scf(ScfOp::ScfForall) => self.scf_forall(op),
            DialectOp::Affine(AffineOp::AffineFor) => self.affine_for(op),
            DialectOp::Affine(AffineOp::AffineIf) => self.if_op(op, true),
            DialectOp::Affine(AffineOp::AffineParallel) => self.affine_parallel(op),
            DialectOp::Affine(AffineOp::AffinePrefetch | AffineOp::AffineDmaWait) => {}
            DialectOp::MemRef(_) if kind == MemRefGlobal => {}
            DialectOp::MemRef(crate::dialect::MemRefOp::MemRefAllocaScope) => self.alloca_scope(op),
            DialectOp::MemRef(crate::dialect::MemRefOp::MemRefGenericAtomicRmw) => {
                self.generic_atomic_rmw(op)
            }
            // The memory ops (and the affine index ops): `compile_mem.rs`.
            DialectOp::Affine(a) => self.mem_op(op, kind, Memory::Affine(a)),
            DialectOp::MemRef(m) => self.mem_op(op, kind, Memory::MemRef(m)),
            DialectOp::Tensor(t) => self.mem_op(op, kind, Memory::Tensor(t)),
            DialectOp::Cf(CfOp::CfAssert) => {
                let d = self.m.op(op);
                let Some(&c) = d.operands().first() else {
                    return self.error("cf.assert without a condition");
                };
                let msg = attr(self.ctx, d, "msg")
                    .and_then(|a| super::decode::str_of(self.ctx, a))
                    .unwrap_or_default();
                let c = self.reg(c);
                let id = self.f.msgs.len() as u32;
                self.f.msgs.push(format!("assertion failed: {msg}"));
                self.emit(Inst::Assert { c, msg: id });
            }
            DialectOp::Vector(VectorOp::VectorBroadcast) => self.vector_op(op, RegVec::Broadcast),
            DialectOp::Vector(VectorOp::VectorExtract) => self.vector_op(op, RegVec::Extract),
            DialectOp::Vector(VectorOp::VectorInsert) => self.vector_op(op, RegVec::Insert),
            DialectOp::Vector(VectorOp::VectorReduction) => self.vector_op(op, RegVec::Reduction),
            DialectOp::Vector(
                VectorOp::VectorShuffle | VectorOp::VectorInterleave | VectorOp::VectorDeinterleave,
            ) => self.permute(op, kind),
            DialectOp::Vector(VectorOp::VectorFromElements | VectorOp::VectorStep) => {
                self.vector_elements(op, kind)
            }
            DialectOp::Vector(VectorOp::VectorBitcast) => {
                self.vector_shape_op(op, VecShape::Bitcast)
            }
            DialectOp::Vector(VectorOp::VectorShapeCast) => {
                self.vector_shape_op(op, VecShape::Permute(Permute::ShapeCast))
            }
            DialectOp::Vector(VectorOp::VectorTranspose) => {
                self.vector_shape_op(op, VecShape::Permute(Permute::Transpose))
            }
            DialectOp::Vector(VectorOp::VectorExtractStridedSlice) => {
                self.vector_shape_op(op, VecShape::Permute(Permute::ExtractStridedSlice))
            }
            DialectOp::Vector(VectorOp::VectorInsertStridedSlice) => {
                self.vector_shape_op(op, VecShape::InsertStridedSlice)
            }
            DialectOp::Vector(VectorOp::VectorConstantMask) => {
                self.vector_shape_op(op, VecShape::ConstantMask)
            }
            DialectOp::Vector(VectorOp::VectorCreateMask) => {
                self.vector_shape_op(op, VecShape::CreateMask)
            }
            DialectOp::Vector(VectorOp::VectorToElements) => {
                self.vector_shape_op(op, VecShape::ToElements)
            }
            DialectOp::Vector(VectorOp::VectorOuterproduct) => {
                self.vector_shape_op(op, VecShape::Outerproduct)
            }
            DialectOp::Vector(VectorOp::VectorMultiReduction) => {
                self.vector_shape_op(op, VecShape::MultiReduction)
            }
            DialectOp::Vector(VectorOp::VectorPrint) => self.vector_misc(op, VecMisc::Print),
            DialectOp::Vector(VectorOp::VectorVscale) => self.vector_misc(op, VecMisc::Vscale),
            DialectOp::Vector(VectorOp::VectorScalableInsert) => {
                self.vector_misc(op, VecMisc::ScalableInsert)
            }
            DialectOp::Vector(VectorOp::VectorScalableExtract) => {
                self.vector_misc(op, VecMisc::ScalableExtract)
            }
            DialectOp::Vector(VectorOp::VectorScan) => self.vector_misc(op, VecMisc::Scan),
            DialectOp::Vector(VectorOp::VectorContract) => self.contract(op),
            // Its result is a memref of vectors, which the interpreter does not hold (as
            // for a `memref.alloc` of one).
            DialectOp::Vector(VectorOp::VectorTypeCast) => {
                self.unsupported(op, "unsupported memref element type")
            }
            // `Interpreter::new` runs `lower-vector-mask` first (see `compile::compile`).
            DialectOp::Vector(VectorOp::VectorMask | VectorOp::VectorYield) => {
                self.unsupported(op, "a vector.mask that lower-vector-mask left in place")
            }
            DialectOp::Vector(VectorOp::VectorFma) => self.arith(op, kind, ScalarKind::VectorFma),
            DialectOp::Vector(
                v @ (VectorOp::VectorLoad
                | VectorOp::VectorStore
                | VectorOp::VectorMaskedLoad
                | VectorOp::VectorMaskedStore
                | VectorOp::VectorGather
                | VectorOp::VectorScatter
                | VectorOp::VectorExpandLoad
                | VectorOp::VectorCompressStore
                | VectorOp::VectorTransferRead
                | VectorOp::VectorTransferWrite),
            ) => self.mem_op(op, kind, Memory::Vector(v)),
            DialectOp::Gpu(GpuOp::GpuModule | GpuOp::GpuFunc) => {}
            // The GPU ops: `compile_gpu.rs`.
            DialectOp::Gpu(_) => self.gpu_op(op, kind),
            // Terminators end blocks (compiled with their region), and `compile::compile`
            // generalizes the named linalg ops: neither reaches this.
            DialectOp::Func(FuncOp::FuncReturn)
            | DialectOp::Scf(
                ScfOp::ScfYield
                | ScfOp::ScfCondition
                | ScfOp::ScfReduce
                | ScfOp::ScfReduceReturn
                | ScfOp::ScfForallInParallel,
            )
            | DialectOp::Cf(CfOp::CfBr | CfOp::CfCondBr | CfOp::CfSwitch)
            | DialectOp::Linalg(_) => self.unsupported(op, ""),
        }
    }

    /// `scf.index_switch`: the case regions in order, each behind a comparison of the
    /// argument with its value, then the default region.
    #[inline(never)]
    fn index_switch(&mut self, op: Op) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let (Some(&arg), Some((&def, cases))) = (d.operands().first(), d.regions().split_first())
        else {
            return self.error("scf.index_switch without an argument or a default region");
        };
        let cases = cases.to_vec();
        let values = attr(ctx, d, "cases")
            .and_then(|a| super::decode::i64_list(ctx, a))
            .unwrap_or_default();
        if values.len() != cases.len() {
            return self.error("scf.index_switch case values do not match its case regions");
        }
        let dsts = self.slots_of(d.results());
        let end = self.new_label();
        let a = self.reg(arg);
        for (v, r) in values.iter().zip(cases) {
            let next = self.new_label();
            let k = self.const_reg(*v as u64);
            let c = self.new_reg();
            self.emit(Inst::Op2 {
                op: SOp::CmpI(0, 64),
                d: c,
                a,
                b: k,
            });
            self.emit(Inst::JumpIfZero { c, t: next });
            self.region(
                r,
                &RCtx::Yield {
                    dsts: dsts.clone(),
                    after: end,
                },
            );
            self.bind(next);
        }
        self.region(def, &RCtx::Yield { dsts, after: end });
        self.bind(end);
    }

    /// `scf.execute_region`: its blocks inline, the yielded values into the results (out of
    /// line, like the other region ops: `compile_op` recurses once per nested region).
    #[inline(never)]
    fn execute_region(&mut self, op: Op) {
        let d = self.m.op(op);
        let Some(&body) = d.regions().first() else {
            return self.error("scf.execute_region without a region");
        };
        let dsts = self.slots_of(d.results());
        let end = self.new_label();
        self.region(body, &RCtx::Yield { dsts, after: end });
        self.bind(end);
    }

    /// `math.sincos`: the sine and the cosine, each as math.sin and math.cos compute it.
    #[inline(never)]
    fn sincos(&mut self, op: Op) {
        let res = self.m.op(op).results().to_vec();
        let [s, c] = res[..] else {
            return self.error("math.sincos needs two results");
        };
        self.arith_res(op, OpKind::MathSin, ScalarKind::Math(MathOp::MathSin), s);
        self.arith_res(op, OpKind::MathCos, ScalarKind::Math(MathOp::MathCos), c);
    }

    /// `vector.from_elements` and `vector.step`.
    #[inline(never)]
    fn vector_elements(&mut self, op: Op, kind: OpKind) {
        let d = self.m.op(op);
        let Some(&res) = d.results().first() else {
            return self.error("vector op without a result");
        };
        let elems: Vec<Src> = if kind == OpKind::VectorStep {
            let n = vector_shape(self.ctx, self.m.value_type(res)).map_or(0, |(_, n)| n);
            (0..n as i64).map(Src::Const).collect()
        } else {
            let ops = d.operands().to_vec();
            ops.iter().map(|&v| Src::Reg(self.reg(v))).collect()
        };
        let dd = self.obj(res);
        self.emit(Inst::Vector(Box::new(VecOp::FromElements { d: dd, elems })));
    }

    fn constant(&mut self, op: Op) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let (Some(&res), Some(a)) = (d.results().first(), attr(ctx, d, "value")) else {
            return self.error("arith.constant without a value");
        };
        let ty = self.m.value_type(res);
        let Some(t) = elem_scalar(ctx, ty) else {
            return self.unsupported(op, "constant of an unsupported type");
        };
        let Some(bits) = constant_bits(ctx, a, t) else {
            return self.unsupported(op, "unsupported constant attribute");
        };
        match self.slot(res) {
            Slot::R(r) => self.f.reg_init[r as usize] = bits.first().copied().unwrap_or(0),
            Slot::O(o) if matches!(ctx.type_kind(ty), TypeKind::RankedTensor { .. }) => {
                self.tensor_constant(o, ty, bits)
            }
            Slot::O(o) => {
                let Some((_, n)) = vector_shape(ctx, ty) else {
                    return self.unsupported(
                        op,
                        if matches!(ctx.type_kind(ty), TypeKind::Vector { .. }) {
                            "a vector of more than 2^20 elements"
                        } else {
                            "a constant of this type"
                        },
                    );
                };
                let elems = if bits.len() == 1 {
                    vec![bits[0]; n]
                } else {
                    bits
                };
                if elems.len() != n {
                    return self.error("dense constant has the wrong number of elements");
                }
                self.f.obj_init[o as usize] = Obj::Vector(elems.into());
            }
        }
    }

    fn func_constant(&mut self, op: Op) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let Some(parts) = attr(ctx, d, "value").and_then(|a| callee_parts(ctx, a)) else {
            return self.error("func.constant without a symbol");
        };
        let Some(&res) = d.results().first() else {
            return;
        };
        match self.b.resolve(self.scope, &parts) {
            Some(Sym::Func(id)) => {
                let r = self.reg(res);
                self.f.reg_init[r as usize] = id as u64;
            }
            _ => self.unsupported(op, "reference to a function without a body"),
        }
    }

    fn call(&mut self, op: Op, indirect: bool) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let ops = d.operands().to_vec();
        let rets = self.slots_of(d.results());
        let (callee, args) = if indirect {
            let Some((&f, rest)) = ops.split_first() else {
                return self.error("call_indirect without a callee");
            };
            (Callee::Indirect(self.reg(f)), self.slots_of(rest))
        } else {
            let Some(parts) = attr(ctx, d, "callee").and_then(|a| callee_parts(ctx, a)) else {
                return self.error("func.call without a 'callee'");
            };
            let args = self.slots_of(&ops);
            let unranked = ops.first().is_some_and(|&v| {
                matches!(
                    ctx.type_kind(self.m.value_type(v)),
                    TypeKind::UnrankedMemRef { .. }
                )
            });
            let name = parts.join("::");
            let callee = match self.b.resolve(self.scope, &parts) {
                Some(Sym::Func(id)) => Callee::Func(id),
                Some(Sym::Decl(n)) => match runtime::lookup(&n, unranked) {
                    Some(rt) => {
                        let id = self.f.rtcalls.len() as u32;
                        self.f.rtcalls.push(RtCall {
                            func: rt,
                            args,
                            rets,
                            print: None,
                            printf: None,
                        });
                        return self.emit(Inst::CallRt { id });
                    }
                    None => Callee::Unknown(n),
                },
                _ => match parts.last().and_then(|n| runtime::lookup(n, unranked)) {
                    Some(rt) if parts.len() == 1 => {
                        let id = self.f.rtcalls.len() as u32;
                        self.f.rtcalls.push(RtCall {
                            func: rt,
                            args,
                            rets,
                            print: None,
                            printf: None,
                        });
                        return self.emit(Inst::CallRt { id });
                    }
                    _ => Callee::Unknown(name),
                },
            };
            (callee, args)
        };
        let id = self.f.calls.len() as u32;
        self.f.calls.push(CallSite { callee, args, rets });
        self.emit(Inst::Call { id });
    }

    /// Element-wise `arith`, `math` and `vector.fma` ops on scalars or vectors.
    fn arith(&mut self, op: Op, kind: OpKind, sk: ScalarKind) {
        let Some(&res) = self.m.op(op).results().first() else {
            return self.unsupported(op, "");
        };
        self.arith_res(op, kind, sk, res)
    }

    /// Compiles `op` as the scalar op `kind` (`sk`) on its operands into `res`.
    fn arith_res(&mut self, op: Op, kind: OpKind, sk: ScalarKind, res: crate::ir::Value) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let ops = d.operands().to_vec();
        let rty = self.m.value_type(res);
        let Some(&first) = ops.first() else {
            return self.error("operation without operands");
        };
        // The "input" element type: the first operand's, or the second's for select.
        let in_v = if kind == OpKind::ArithSelect {
            ops.get(1).copied().unwrap_or(first)
        } else {
            first
        };
        let (Some(tin), Some(tout)) = (
            elem_scalar(ctx, self.m.value_type(in_v)),
            elem_scalar(ctx, rty),
        ) else {
            return self.unsupported(op, "unsupported element type");
        };
        let (pred, round) = eval::predicate_and_rounding(ctx, d);
        let t2 = ops
            .get(1)
            .and_then(|&v| elem_scalar(ctx, self.m.value_type(v)));
        let Some((sop, arity)) = eval::scalar_op(sk, tin, tout, pred, (t2, round)) else {
            return self.unsupported(op, "");
        };
        if ops.len() != arity {
            return self.error(format!("expected {arity} operands"));
        }
        match self.slot(res) {
            Slot::R(dreg) => {
                let r: Vec<u32> = ops.iter().map(|&v| self.reg(v)).collect();
                let inst = match (sop, arity) {
                    (SOp::I(IOp::Add, 64), _) => Inst::AddI {
                        d: dreg,
                        a: r[0],
                        b: r[1],
                    },
                    (SOp::I(IOp::Sub, 64), _) => Inst::SubI {
                        d: dreg,
                        a: r[0],
                        b: r[1],
                    },
                    (SOp::I(IOp::Mul, 64), _) => Inst::MulI {
                        d: dreg,
                        a: r[0],
                        b: r[1],
                    },
                    (SOp::F(FOp::Add, Scalar::F32), _) => Inst::AddF32 {
                        d: dreg,
                        a: r[0],
                        b: r[1],
                    },
                    (SOp::F(FOp::Sub, Scalar::F32), _) => Inst::SubF32 {
                        d: dreg,
                        a: r[0],
                        b: r[1],
                    },
                    (SOp::F(FOp::Mul, Scalar::F32), _) => Inst::MulF32 {
                        d: dreg,
                        a: r[0],
                        b: r[1],
                    },
                    (SOp::F(FOp::Add, Scalar::F64), _) => Inst::AddF64 {
                        d: dreg,
                        a: r[0],
                        b: r[1],
                    },
                    (SOp::F(FOp::Mul, Scalar::F64), _) => Inst::MulF64 {
                        d: dreg,
                        a: r[0],
                        b: r[1],
                    },
                    (_, 1) => Inst::Op1 {
                        op: sop,
                        d: dreg,
                        a: r[0],
                    },
                    (_, 2) => Inst::Op2 {
                        op: sop,
                        d: dreg,
                        a: r[0],
                        b: r[1],
                    },
                    _ => Inst::Op3 {
                        op: sop,
                        d: dreg,
                        a: r[0],
                        b: r[1],
                        c: r[2],
                    },
                };
                self.emit(inst);
            }
            Slot::O(dobj) => {
                // A scalar condition selects a whole value: a vector, a memref or a tensor.
                if sop == SOp::Select && matches!(self.slot(ops[0]), Slot::R(_)) {
                    let (c, a, b) = (self.reg(ops[0]), self.obj(ops[1]), self.obj(ops[2]));
                    return self.emit(Inst::SelectO { d: dobj, c, a, b });
                }
                if vector_shape(ctx, rty).is_none() {
                    return self.unsupported(op, "element-wise ops on tensors");
                }
                let r: Vec<u32> = ops.iter().map(|&v| self.obj(v)).collect();
                let g = |i: usize| r.get(i).copied().unwrap_or(0);
                self.emit(Inst::VOp {
                    op: sop,
                    d: dobj,
                    a: g(0),
                    b: g(1),
                    c: g(2),
                    arity: arity as u8,
                });
            }
        }
    }

    /// `addui_extended` (the sum, and `sum <u a` as the carry), `subui_extended` (the
    /// difference, and `a <u b` as the borrow), `mului_extended` and
    /// `mulsi_extended` (the low and the high half of the product): two element-wise
    /// instructions.
    fn extended(&mut self, op: Op, kind: OpKind) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let (ops, res) = (d.operands().to_vec(), d.results().to_vec());
        let ([a, b], [r0, r1]) = (ops.as_slice(), res.as_slice()) else {
            return self.error("expected 2 operands and 2 results");
        };
        let (a, b, r0, r1) = (*a, *b, *r0, *r1);
        let Some(t) = elem_scalar(ctx, self.m.value_type(a)) else {
            return self.unsupported(op, "unsupported element type");
        };
        let DialectOp::Arith(ak) = kind.split() else {
            return self.error("internal: not an extended arith op");
        };
        let Some((first, second, second_reads_first)) = eval::extended_ops(ak, t.int_width())
        else {
            return self.error("internal: not an extended arith op");
        };
        match (self.slot(r0), self.slot(r1)) {
            (Slot::R(d0), Slot::R(d1)) => {
                let (ra, rb) = (self.reg(a), self.reg(b));
                self.emit(Inst::Op2 {
                    op: first,
                    d: d0,
                    a: ra,
                    b: rb,
                });
                let (x, y) = if second_reads_first {
                    (d0, ra)
                } else {
                    (ra, rb)
                };
                self.emit(Inst::Op2 {
                    op: second,
                    d: d1,
                    a: x,
                    b: y,
                });
            }
            (Slot::O(d0), Slot::O(d1)) => {
                let (oa, ob) = (self.obj(a), self.obj(b));
                let vop = |op, d, a, b| Inst::VOp {
                    op,
                    d,
                    a,
                    b,
                    c: 0,
                    arity: 2,
                };
                self.emit(vop(first, d0, oa, ob));
                let (x, y) = if second_reads_first {
                    (d0, oa)
                } else {
                    (oa, ob)
                };
                self.emit(vop(second, d1, x, y));
            }
            _ => self.error("results of different shapes"),
        }
    }

    /// `vector.shuffle`, `vector.interleave` and `vector.deinterleave` (any rank) as element
    /// permutations of the row-major operands, see [`permute_maps`].
    fn permute(&mut self, op: Op, kind: OpKind) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let (ops, res) = (d.operands().to_vec(), d.results().to_vec());
        let mut shapes = Vec::new();
        for &v in &ops {
            let Some((shape, _)) = vector_shape(ctx, self.m.value_type(v)) else {
                return self.unsupported(op, "unsupported vector type");
            };
            shapes.push(shape);
        }
        let mask = attr(ctx, d, "mask").and_then(|a| super::decode::i64_list(ctx, a));
        let Some(maps) = permute_maps(kind, &shapes, mask.as_deref()) else {
            return self.error("malformed vector permutation");
        };
        if maps.len() != res.len() {
            return self.error("malformed vector permutation");
        }
        let a = self.obj(ops[0]);
        let b = ops.get(1).map(|&v| self.obj(v));
        for (map, r) in maps.into_iter().zip(res) {
            let dd = self.obj(r);
            self.emit(Inst::Vector(Box::new(VecOp::Permute { d: dd, a, b, map })));
        }
    }

    fn vector_op(&mut self, op: Op, kind: RegVec) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let ops = d.operands().to_vec();
        let Some(&res) = d.results().first() else {
            return;
        };
        let rty = self.m.value_type(res);
        let Some(&src) = ops.first() else {
            return self.error("vector op without operands");
        };
        let sty = self.m.value_type(src);
        // Positions: static_position with kDynamic placeholders filled from trailing operands.
        let positions = |me: &mut Self, dyn_ops: &[crate::ir::Value]| -> Option<Vec<Src>> {
            let stat = attr(ctx, d, "static_position").or_else(|| attr(ctx, d, "position"));
            let Some(stat) = stat.and_then(|a| super::decode::i64_list(ctx, a)) else {
                return Some(dyn_ops.iter().map(|&v| Src::Reg(me.reg(v))).collect());
            };
            let mut it = dyn_ops.iter();
            stat.into_iter()
                .map(|p| {
                    if p == crate::ir::DYNAMIC {
                        it.next().map(|&v| Src::Reg(me.reg(v)))
                    } else {
                        Some(Src::Const(p))
                    }
                })
                .collect()
        };
        let v = match kind {
            RegVec::Broadcast => {
                let Some((dst, n)) = vector_shape(ctx, rty) else {
                    return self.unsupported(op, "");
                };
                let dobj = self.obj(res);
                match self.slot(src) {
                    Slot::R(s) => VecOp::SplatScalar { d: dobj, s, n },
                    Slot::O(s) => {
                        let Some((srcs, _)) = vector_shape(ctx, sty) else {
                            return self.unsupported(op, "");
                        };
                        VecOp::Broadcast {
                            d: dobj,
                            s,
                            src: srcs,
                            dst,
                        }
                    }
                }
            }
            RegVec::Extract => {
                let Some((shape, _)) = vector_shape(ctx, sty) else {
                    return self.unsupported(op, "");
                };
                let Some(v) = self.view(crate::dialect::view::VectorExtract::new(ctx, d)) else {
                    return;
                };
                let s = self.obj(v.source());
                let Some(pos) = positions(self, v.dynamic_position()) else {
                    return self.error("bad vector position");
                };
                let scalar = !matches!(self.slot(res), Slot::O(_));
                let dd = if scalar { self.reg(res) } else { self.obj(res) };
                VecOp::Extract {
                    d: dd,
                    s,
                    pos,
                    shape,
                    scalar,
                }
            }
            RegVec::Insert => {
                let Some(v) = self.view(crate::dialect::view::VectorInsert::new(ctx, d)) else {
                    return;
                };
                let (src, dest) = (v.value_to_store(), v.dest());
                let Some((shape, _)) = vector_shape(ctx, self.m.value_type(dest)) else {
                    return self.unsupported(op, "");
                };
                let scalar = matches!(self.slot(src), Slot::R(_));
                let vv = if scalar { self.reg(src) } else { self.obj(src) };
                let dest = self.obj(dest);
                let Some(pos) = positions(self, v.dynamic_position()) else {
                    return self.error("bad vector position");
                };
                let dd = self.obj(res);
                VecOp::Insert {
                    d: dd,
                    v: vv,
                    dest,
                    pos,
                    shape,
                    scalar,
                }
            }
            RegVec::Reduction => {
                let Some(t) = elem_scalar(ctx, sty) else {
                    return self.unsupported(op, "");
                };
                let kind_name = attr(ctx, d, "kind")
                    .and_then(|a| enum_word(ctx, a))
                    .unwrap_or_default();
                let Some(k) = red_kind_by_name(&kind_name, t.is_float()) else {
                    return self.unsupported(op, "unknown combining kind");
                };
                let vsrc = self.obj(src);
                let acc = ops.get(1).map(|&a| self.reg(a));
                let dd = self.reg(res);
                VecOp::Reduction {
                    d: dd,
                    v: vsrc,
                    acc,
                    kind: k,
                    t,
                }
            }
        };
        self.emit(Inst::Vector(Box::new(v)));
    }
}

/// The element maps of `vector.shuffle` (`mask` over the leading dimension of the two
/// operands, rows of the trailing dimensions moving whole; a 0-D operand is one element),
/// `vector.interleave` (alternating elements of the trailing dimension of the two operands)
/// and `vector.deinterleave` (the even and the odd elements of the trailing dimension), as
/// indices into the row-major elements of the operands concatenated (a poison row, mask
/// `-1`, takes row 0 of the first operand).
/// `None` when the shapes do not fit the op.
pub fn permute_maps(
    kind: OpKind,
    shapes: &[Vec<i64>],
    mask: Option<&[i64]>,
) -> Option<Vec<Vec<i64>>> {
    let count = |s: &[i64]| s.iter().try_fold(1i64, |a, &x| a.checked_mul(x));
    match (kind, shapes) {
        (OpKind::VectorShuffle, [s1, s2]) => {
            let row = count(s1.get(1..).unwrap_or(&[]))?;
            let lead1 = s1.first().copied().unwrap_or(1);
            let n1 = count(s1)?;
            let total = lead1.checked_add(s2.first().copied().unwrap_or(1))?;
            let mut map = Vec::new();
            for &m in mask? {
                if m == -1 {
                    // A poison row is refined to row 0 of the first operand (see
                    // `vector::POISON_INDEX`), as every GPU path reads it.
                    map.extend(0..row);
                    continue;
                }
                if !(0..total).contains(&m) {
                    return None;
                }
                let start = if m < lead1 {
                    m * row
                } else {
                    n1 + (m - lead1) * row
                };
                map.extend(start..start + row);
            }
            Some(vec![map])
        }
        (OpKind::VectorInterleave, [s, _]) => {
            let n = count(s)?;
            let t = s.last().copied().unwrap_or(1);
            let rows = if t == 0 { 0 } else { n / t };
            let mut map = Vec::new();
            for r in 0..rows {
                for i in 0..t {
                    map.push(r * t + i);
                    map.push(n + r * t + i);
                }
            }
            Some(vec![map])
        }
        (OpKind::VectorDeinterleave, [s]) => {
            let n = count(s)?;
            let t = *s.last()?;
            if t % 2 != 0 {
                return None;
            }
            let rows = if t == 0 { 0 } else { n / t };
            let half = |odd: i64| {
                (0..rows)
                    .flat_map(|r| (0..t / 2).map(move |i| r * t + 2 * i + odd))
                    .collect()
            };
            Some(vec![half(0), half(1)])
        }
        _ => None,
    }
}

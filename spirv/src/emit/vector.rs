//! The basic `vector` ops on 1-D vectors of 2–4 lanes.
//!
//! `vector.load`/`vector.store` on a memref of scalars access consecutive elements lane by
//! lane (the memref's innermost stride must be 1); on a buffer's `vec4` view, when the
//! index is known modulo 4, they are one vector load/store (aligned) or two vector loads
//! and a shuffle / four constant-component stores (misaligned), see [`super::align`]. On
//! a memref of vectors they access one element. Element-wise `arith`/`math` ops on
//! vectors are handled by their own emitters, since SPIR-V arithmetic is component-wise.
//! `vector.shuffle`, `vector.interleave` and `vector.deinterleave` are one
//! `OpVectorShuffle` each (per result).

use rspirv::dr::Operand;
use rspirv::spirv::{GlslStd450Op as Gl, Op as SpvOp, Word};
use tessera_lowering::dialect::arith::fastmath::FastMathFlags;
use tessera_lowering::dialect::vector::POISON_INDEX;
use tessera_lowering::dialect::{DialectOp, OpKind, VectorOp};
use tessera_lowering::ir::{Op, DYNAMIC};

use super::arith::Binary;
use super::types::{Scalar, VTy};
use super::{Cx, Dim};
use crate::error::Result;

impl Cx<'_> {
    /// Emits a `vector` op.
    pub(crate) fn emit_vector(&mut self, op: Op, kind: OpKind) -> Result<()> {
        use VectorOp as V;
        let DialectOp::Vector(v) = kind.split() else {
            return Err(self.misrouted(op, "emit_vector"));
        };
        match v {
            V::VectorLoad => self.vector_load(op),
            V::VectorStore => self.vector_store(op),
            V::VectorBroadcast => {
                let (s, st) = self.arg(op, 0)?;
                let r = self.result(op, 0)?;
                let t = self.vty_of(self.m.value_type(r), op)?;
                let w = if st == t {
                    s
                } else if st.is_vector() {
                    return Err(self.unsupported(op, "broadcast between vector shapes"));
                } else if self.e.const_bits_of(s).is_some() {
                    // A constant stays one (an OpConstantComposite), so that what reads it
                    // sees its lanes: a division by a broadcast 0.0 gets the IEEE results
                    // (drivers fold x / 0.0 to 0; found by the GPU fuzzer, seeds 937, 992).
                    self.e.const_splat(t, s)
                } else {
                    let ty = self.ty(t);
                    self.e
                        .op(SpvOp::CompositeConstruct, ty, &vec![s; t.lanes as usize])?
                };
                self.set_value(r, w, t);
                Ok(())
            }
            V::VectorExtract => {
                let (v, vt) = self.arg(op, 0)?;
                let r = self.result(op, 0)?;
                let t = self.vty_of(self.m.value_type(r), op)?;
                let ty = self.ty(t);
                let pos = self.position(op, 1)?;
                let w = match pos {
                    Some(Dim::Static(p)) if (0..vt.lanes as i64).contains(&p) => {
                        self.e.extract(ty, v, &[p as u32])?
                    }
                    Some(Dim::Static(p)) => {
                        return Err(self.invalid(op, format!("position {p} out of range")))
                    }
                    Some(Dim::Dyn(i)) => self.e.op(SpvOp::VectorExtractDynamic, ty, &[v, i])?,
                    None => return Err(self.unsupported(op, "extraction without a position")),
                };
                self.set_value(r, w, t);
                Ok(())
            }
            V::VectorInsert => {
                let (s, _) = self.arg(op, 0)?;
                let (d, dt) = self.arg(op, 1)?;
                let ty = self.ty(dt);
                let pos = self.position(op, 2)?;
                let w = match pos {
                    Some(Dim::Static(p)) if (0..dt.lanes as i64).contains(&p) => {
                        self.e.insert(ty, s, d, &[p as u32])?
                    }
                    Some(Dim::Static(p)) => {
                        return Err(self.invalid(op, format!("position {p} out of range")))
                    }
                    Some(Dim::Dyn(i)) => self.e.op(SpvOp::VectorInsertDynamic, ty, &[d, s, i])?,
                    None => return Err(self.unsupported(op, "insertion without a position")),
                };
                let r = self.result(op, 0)?;
                self.set_value(r, w, dt);
                Ok(())
            }
            V::VectorFma => {
                let (a, t) = self.arg(op, 0)?;
                let (b, _) = self.arg(op, 1)?;
                let (c, _) = self.arg(op, 2)?;
                let ty = self.ty(t);
                let w = self.e.glsl(ty, Gl::Fma, &[a, b, c])?;
                let w = self.fma_special_values(t, a, b, c, w)?;
                let r = self.result(op, 0)?;
                self.set_value(r, w, t);
                Ok(())
            }
            V::VectorReduction => self.vector_reduction(op),
            // Constants stay one (an OpConstantComposite), as broadcasts of constants do.
            V::VectorFromElements | V::VectorStep => {
                let r = self.result(op, 0)?;
                let t = self.vty_of(self.m.value_type(r), op)?;
                let n = self.m.op(op).operands().len();
                let parts: Vec<Word> = if v == V::VectorStep {
                    (0..t.lanes.max(1) as i64)
                        .map(|i| self.e.const_int(t.scalar, i))
                        .collect()
                } else {
                    (0..n)
                        .map(|i| self.arg(op, i).map(|(w, _)| w))
                        .collect::<Result<_>>()?
                };
                let w = match parts[..] {
                    [one] if t.lanes <= 1 => one,
                    _ if parts.len() != t.lanes as usize => {
                        return Err(self.invalid(op, "element count does not match the vector"))
                    }
                    _ => {
                        let ty = self.ty(t);
                        if parts.iter().all(|&p| self.e.const_bits_of(p).is_some()) {
                            self.e.const_composite(ty, parts)
                        } else {
                            self.e.op(SpvOp::CompositeConstruct, ty, &parts)?
                        }
                    }
                };
                self.set_value(r, w, t);
                Ok(())
            }
            V::VectorShuffle | V::VectorInterleave | V::VectorDeinterleave => {
                self.vector_permute(op, kind)
            }
            // Emitted by `emit_vector_shape`, or not in kernels (`emit_op`).
            V::VectorBitcast
            | V::VectorShapeCast
            | V::VectorExtractStridedSlice
            | V::VectorInsertStridedSlice
            | V::VectorTranspose
            | V::VectorConstantMask
            | V::VectorCreateMask
            | V::VectorToElements
            | V::VectorOuterproduct
            | V::VectorMultiReduction
            | V::VectorMaskedLoad
            | V::VectorMaskedStore
            | V::VectorGather
            | V::VectorScatter
            | V::VectorExpandLoad
            | V::VectorCompressStore
            | V::VectorTransferRead
            | V::VectorTransferWrite
            | V::VectorMask
            | V::VectorYield
            | V::VectorContract
            | V::VectorTypeCast
            | V::VectorPrint
            | V::VectorVscale
            | V::VectorScalableInsert
            | V::VectorScalableExtract
            | V::VectorScan => Err(self.misrouted(op, "emit_vector")),
        }
    }

    /// The position of an extract/insert: `static_position` (or legacy `position`), with
    /// dynamic entries taken from operand `dyn_from`.
    fn position(&mut self, op: Op, dyn_from: usize) -> Result<Option<Dim>> {
        let stat = self
            .dense_ints(op, "static_position")
            .or_else(|| self.dense_ints(op, "position"));
        match stat.as_deref() {
            // The poison index is refined to 0, as the interpreter does.
            Some([POISON_INDEX]) => Ok(Some(Dim::Static(0))),
            Some([p]) if *p != DYNAMIC && *p >= 0 => Ok(Some(Dim::Static(*p))),
            Some([_]) | None => {
                if self.m.op(op).operands().len() > dyn_from {
                    let (w, t) = self.arg(op, dyn_from)?;
                    if !t.scalar.is_int() {
                        return Err(self.invalid(op, "dynamic position is not an integer"));
                    }
                    // A dynamic poison index (-1) too: `i == -1 ? 0 : i` (any other index
                    // out of bounds is undefined behaviour).
                    if let Some(bits) = self.e.const_bits_of(w) {
                        let ones = u64::MAX >> (64 - t.scalar.width().clamp(1, 64));
                        return Ok(Some(if bits & ones == ones {
                            Dim::Static(0)
                        } else {
                            Dim::Dyn(w)
                        }));
                    }
                    let poison = self.e.const_int(t.scalar, POISON_INDEX);
                    let zero = self.e.const_int(t.scalar, 0);
                    let ty = self.ty(t);
                    let bt = self.ty(VTy::scalar(Scalar::Bool));
                    let is_poison = self.e.op(SpvOp::IEqual, bt, &[w, poison])?;
                    let w = self.e.op(SpvOp::Select, ty, &[is_poison, zero, w])?;
                    Ok(Some(Dim::Dyn(w)))
                } else if stat.is_none() {
                    Ok(None)
                } else {
                    Err(self.invalid(op, "dynamic position without an operand"))
                }
            }
            Some(_) => Err(self.unsupported(op, "multi-dimensional positions (only 1-D vectors)")),
        }
    }

    fn vector_load(&mut self, op: Op) -> Result<()> {
        let mr = self.memref(self.operand(op, 0)?, op)?;
        let n = self.m.op(op).operands().len();
        let idx = (1..n)
            .map(|i| self.arg(op, i).map(|(w, _)| w))
            .collect::<Result<Vec<_>>>()?;
        let r = self.result(op, 0)?;
        let t = self.vty_of(self.m.value_type(r), op)?;
        if let super::Access::Texture { .. } = mr.access {
            if mr.elem.is_vector() || mr.elem.scalar != t.scalar {
                return Err(self.unsupported(op, "vector.load element type mismatch"));
            }
            let c = match self.m.op(op).operands().last() {
                Some(&j) if idx.len() == mr.sizes.len() && !idx.is_empty() => self.value_mod4(j),
                _ => None,
            };
            let w = self.texture_read(op, &mr, &idx, c, t.lanes)?;
            self.set_value(r, w, t);
            return Ok(());
        }
        let lin = self.linear_index(&mr, &idx, op)?;
        let w = if mr.elem == t {
            self.load_elem(&mr, lin, op)?
        } else if !mr.elem.is_vector() && mr.elem.scalar == t.scalar {
            self.check_unit_stride(&mr, op)?;
            let ir_idx = self.m.op(op).operands()[1..].to_vec();
            if let Some(c) = self.vec4_residue(&mr, &ir_idx, t.lanes) {
                let w = self.vec4_load(&mr, lin, c, t)?;
                self.set_value(r, w, t);
                return Ok(());
            }
            let it = self.ty(self.index_ty());
            let mut parts = Vec::new();
            for k in 0..t.lanes {
                let i = if k == 0 {
                    lin
                } else {
                    let c = self.const_index(k as i64);
                    self.e.op(SpvOp::IAdd, it, &[lin, c])?
                };
                parts.push(self.load_elem(&mr, i, op)?);
            }
            let ty = self.ty(t);
            self.e.op(SpvOp::CompositeConstruct, ty, &parts)?
        } else {
            return Err(self.unsupported(op, "vector.load element type mismatch"));
        };
        self.set_value(r, w, t);
        Ok(())
    }

    fn vector_store(&mut self, op: Op) -> Result<()> {
        let (v, t) = self.arg(op, 0)?;
        let mr = self.memref(self.operand(op, 1)?, op)?;
        let n = self.m.op(op).operands().len();
        let idx = (2..n)
            .map(|i| self.arg(op, i).map(|(w, _)| w))
            .collect::<Result<Vec<_>>>()?;
        let lin = self.linear_index(&mr, &idx, op)?;
        if mr.elem == t {
            return self.store_elem(&mr, lin, v, op);
        }
        if mr.elem.is_vector() || mr.elem.scalar != t.scalar {
            return Err(self.unsupported(op, "vector.store element type mismatch"));
        }
        self.check_unit_stride(&mr, op)?;
        let ir_idx = self.m.op(op).operands()[2..].to_vec();
        if let Some(c) = self.vec4_residue(&mr, &ir_idx, t.lanes) {
            return self.vec4_store(&mr, lin, c, v, t);
        }
        let it = self.ty(self.index_ty());
        let st = self.ty(VTy::scalar(t.scalar));
        for k in 0..t.lanes {
            let part = self.e.extract(st, v, &[k])?;
            let i = if k == 0 {
                lin
            } else {
                let c = self.const_index(k as i64);
                self.e.op(SpvOp::IAdd, it, &[lin, c])?
            };
            self.store_elem(&mr, i, part, op)?;
        }
        Ok(())
    }

    /// `lin >> 2` for `lin ≡ c (mod 4)`, computed as `(lin - c) >> 2`: for `lin = j + c`
    /// the driver's compiler folds `(j + c) - c` to `j`, so accesses at `j + 1`, `j + 2`,
    /// ... of one row address the same vectors and their loads merge.
    fn vec4_quot_of(&mut self, lin: Word, c: u32) -> Result<Word> {
        if c == 0 {
            return self.vec4_quot(lin);
        }
        let it = self.ty(self.index_ty());
        let cw = self.const_index(i64::from(c));
        let base = self.e.op(SpvOp::ISub, it, &[lin, cw])?;
        self.vec4_quot(base)
    }

    /// Loads elements `lin..lin + 4` of a `vec4` view, `lin ≡ c (mod 4)`: one vector load
    /// when aligned, else the two vectors the elements straddle and a shuffle (both lie in
    /// the buffer when the elements do, since its length is a multiple of 4).
    fn vec4_load(&mut self, mr: &super::MemrefVal, lin: Word, c: u32, t: VTy) -> Result<Word> {
        let ty = self.ty(t);
        let q = self.vec4_quot_of(lin, c)?;
        let p = self.vec4_ptr(mr, q)?;
        let v0 = self.e.load(ty, p)?;
        if c == 0 {
            return Ok(v0);
        }
        let q1 = self.vec4_next(q)?;
        let p1 = self.vec4_ptr(mr, q1)?;
        let v1 = self.e.load(ty, p1)?;
        let mut operands = vec![Operand::IdRef(v0), Operand::IdRef(v1)];
        operands.extend((c..c + 4).map(Operand::LiteralBit32));
        self.e.op_with(SpvOp::VectorShuffle, ty, operands)
    }

    /// Stores `v` at elements `lin..lin + 4` of a `vec4` view, `lin ≡ c (mod 4)`: one
    /// vector store when aligned, else four stores to constant components (never touching
    /// the neighbours' elements).
    fn vec4_store(
        &mut self,
        mr: &super::MemrefVal,
        lin: Word,
        c: u32,
        v: Word,
        t: VTy,
    ) -> Result<()> {
        let q = self.vec4_quot_of(lin, c)?;
        if c == 0 {
            let p = self.vec4_ptr(mr, q)?;
            return self.e.store(p, v);
        }
        let q1 = self.vec4_next(q)?;
        let st = self.ty(VTy::scalar(t.scalar));
        for k in 0..4 {
            let (qq, comp) = if c + k < 4 {
                (q, c + k)
            } else {
                (q1, c + k - 4)
            };
            let part = self.e.extract(st, v, &[k])?;
            let p = self.vec4_comp_ptr(mr, qq, comp)?;
            self.e.store(p, part)?;
        }
        Ok(())
    }

    fn check_unit_stride(&self, mr: &super::MemrefVal, op: Op) -> Result<()> {
        match mr.strides.last() {
            Some(Dim::Static(1)) | None => Ok(()),
            _ => Err(self.unsupported(op, "vector access needs a unit innermost stride")),
        }
    }

    /// `vector.shuffle`, `vector.interleave` and `vector.deinterleave` as `OpVectorShuffle`
    /// on 1-D vectors of 2 to 4 lanes (other vector types are refused by [`Cx::vty_of`]).
    /// A poison lane of a shuffle (mask `-1`) takes component 0 of the first operand, as
    /// in the interpreter (`POISON_INDEX`): any value is allowed, and naga and WGSL have no
    /// undefined component.
    fn vector_permute(&mut self, op: Op, kind: OpKind) -> Result<()> {
        let (a, at) = self.arg(op, 0)?;
        let (b, bt) = if kind == OpKind::VectorDeinterleave {
            (a, at)
        } else {
            self.arg(op, 1)?
        };
        let fewer_lanes = |e: &Self| {
            e.unsupported(
                op,
                format!("'{}' on vectors of fewer than 2 lanes", e.op_name(op)),
            )
        };
        if !at.is_vector() || !bt.is_vector() {
            return Err(fewer_lanes(self));
        }
        // The permutation is the interpreter's (`permute_maps`): one list of source lanes
        // per result, `-1` for a poison lane of a shuffle.
        let shapes: Vec<Vec<i64>> = if kind == OpKind::VectorDeinterleave {
            vec![vec![i64::from(at.lanes)]]
        } else {
            vec![vec![i64::from(at.lanes)], vec![i64::from(bt.lanes)]]
        };
        let mask = self.dense_ints(op, "mask");
        let maps = tessera_lowering::interp::permute_maps(kind, &shapes, mask.as_deref())
            .ok_or_else(|| self.invalid(op, "the permutation does not fit the operands"))?;
        let nres = self.m.op(op).results().len();
        if maps.len() != nres {
            return Err(self.invalid(op, "one permutation per result expected"));
        }
        for (i, map) in maps.iter().enumerate() {
            let r = self.result(op, i)?;
            let t = self.vty_of(self.m.value_type(r), op)?;
            if !t.is_vector() {
                return Err(fewer_lanes(self));
            }
            // A poison lane (-1) takes component 0.
            let comps: Vec<u32> = map.iter().map(|&l| u32::try_from(l).unwrap_or(0)).collect();
            if comps.len() != t.lanes as usize {
                return Err(self.invalid(op, "result lanes do not match the permutation"));
            }
            let ty = self.ty(t);
            let mut operands = vec![Operand::IdRef(a), Operand::IdRef(b)];
            operands.extend(comps.into_iter().map(Operand::LiteralBit32));
            let w = self.e.op_with(SpvOp::VectorShuffle, ty, operands)?;
            self.set_value(r, w, t);
        }
        Ok(())
    }

    fn vector_reduction(&mut self, op: Op) -> Result<()> {
        let (v, vt) = self.arg(op, 0)?;
        let acc = if self.m.op(op).operands().len() > 1 {
            Some(self.arg(op, 1)?.0)
        } else {
            None
        };
        let word = self.combining_kind(op);
        let st = VTy::scalar(vt.scalar);
        let sty = self.ty(st);
        // In order from the accumulator, as LLVM's ordered reductions and the interpreter
        // compute: ((acc op v0) op v1) ...; float rounding depends on it. Under `reassoc`
        // (the GPU pipeline's vectorised reductions) the lanes combine first and the
        // accumulator last, a shorter dependence chain through the accumulator.
        let reassoc = FastMathFlags::of_op(self.ctx, self.m, op)
            .is_ok_and(|f| f.contains(FastMathFlags::REASSOC));
        let mut parts: Vec<Word> = Vec::new();
        if !reassoc {
            parts.extend(acc);
        }
        for k in 0..vt.lanes {
            parts.push(self.e.extract(sty, v, &[k])?);
        }
        if reassoc {
            parts.extend(acc);
        }
        let mut it = parts.into_iter();
        let mut cur = it
            .next()
            .ok_or_else(|| self.invalid(op, "empty reduction"))?;
        for p in it {
            cur = self.combine(op, &word, st, cur, p)?;
        }
        let r = self.result(op, 0)?;
        self.set_value(r, cur, st);
        Ok(())
    }

    /// Combines `a` and `b` with reduction `kind` (`add`, `mul`, `and`, `or`, `xor`,
    /// `minsi`/`maxsi`/`minui`/`maxui`, `minnumf`/`maxnumf`/`minimumf`/`maximumf`).
    pub(crate) fn combine(&mut self, op: Op, kind: &str, t: VTy, a: Word, b: Word) -> Result<Word> {
        let float = t.scalar.is_float();
        let ty = self.ty(t);
        let bt = self.ty(t.with_scalar(Scalar::Bool));
        match (kind, float) {
            ("add", false) => self.binary(op, Binary::AddI, t, a, b),
            ("add", true) => self.binary(op, Binary::AddF, t, a, b),
            ("mul", false) => self.binary(op, Binary::MulI, t, a, b),
            ("mul", true) => self.binary(op, Binary::MulF, t, a, b),
            ("and", false) => self.binary(op, Binary::AndI, t, a, b),
            ("or", false) => self.binary(op, Binary::OrI, t, a, b),
            ("xor", false) => self.binary(op, Binary::XOrI, t, a, b),
            ("minsi" | "maxsi" | "minui" | "maxui", false) => {
                let cmp = if kind.ends_with("si") {
                    SpvOp::SLessThan
                } else {
                    SpvOp::ULessThan
                };
                let lt = self.e.op(cmp, bt, &[a, b])?;
                let (x, y) = if kind.starts_with("min") {
                    (a, b)
                } else {
                    (b, a)
                };
                self.e.op(SpvOp::Select, ty, &[lt, x, y])
            }
            ("minnumf", true) => self.float_minmax(t, a, b, true, false),
            ("maxnumf", true) => self.float_minmax(t, a, b, false, false),
            ("minimumf" | "minf", true) => self.float_minmax(t, a, b, true, true),
            ("maximumf" | "maxf", true) => self.float_minmax(t, a, b, false, true),
            _ => Err(self.unsupported(op, format!("vector.reduction kind '{kind}' on this type"))),
        }
    }
}

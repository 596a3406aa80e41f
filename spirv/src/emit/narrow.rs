//! Emulation of 8- and 16-bit integers in 32 bits ([`NarrowInts::Emulate`]).
//!
//! naga has no 8-bit integer types (and 16-bit ones only behind a WGSL extension), so in
//! this mode no 8/16-bit integer type appears in the SPIR-V:
//!
//! - **Registers.** An `i8`/`i16` value (scalar or vector lane) lives in an `i32` (or
//!   `u32`) holding the *sign extension* of its n-bit pattern, whatever the op's
//!   signedness. The emitter maps the types ([`Emitter::phys`](super::types::Emitter))
//!   and constants; the ops keep that invariant:
//!   - `addi`/`subi`/`muli`/`shli`/`divsi` (and the rounding divisions, `absi`, subgroup
//!     `add`/`mul`) are computed in 32 bits and wrapped: `(x << (32-n)) >>ₐ (32-n)`;
//!   - `and`/`or`/`xor`, `remsi`, `shrsi`, signed comparisons, `min`/`max` and
//!     `sitofp` are exact on sign-extended values; so are the unsigned comparisons,
//!     since sign extension preserves the unsigned order of n-bit values;
//!   - unsigned ops (`divui`, `remui`, `shrui`, `ceildivui`, `uitofp`, `extui`,
//!     `index_castui`, unsigned subgroup min/max) first zero-extend their operands with
//!     a mask `x & (2ⁿ-1)` ([`Cx::bitcast_unsigned`]) and wrap their results
//!     ([`Cx::bitcast_signed`]);
//!   - `trunci` and `index_cast` to a narrow type wrap, `extsi` is the identity;
//!   - `bitcast` between `i16` and `f16` goes through the `f32` of the same value, taken
//!     apart and built with integer operations ([`Cx::bitcast_emulated`]).
//! - **Storage buffers** hold the host's tightly packed bytes, declared as arrays of
//!   `u32` words (see [`crate::artifact`]): element `i` of an n-bit memref is bits
//!   `[n·(i mod k), n·(i mod k) + n)` of word `i / k`, `k = 32 / n`. A load is
//!   `bitcast<i32>(word << (32 - n - s)) >>ₐ (32 - n)` with `s = n·(i mod k)`. A store
//!   must not disturb the other elements of the word, which other invocations may be
//!   writing at the same time, so it is two atomics on the word:
//!   `atomicAnd(w, ~(mask << s)); atomicOr(w, (v & mask) << s)`. The buffers a kernel
//!   writes are read with `OpAtomicLoad` and get a struct type of their own, which naga
//!   upgrades to `array<atomic<u32>>` (WGSL allows atomics only in `read_write`
//!   storage, so the read-only buffers keep a plain `array<u32>`).
//! - Workgroup, private and function memory are arrays of the 32-bit type: the host
//!   never sees their layout.

use rspirv::dr::Operand;
use rspirv::spirv::{Op as SpvOp, Word};
use tessera_lowering::ir::Op;

use super::types::{Scalar, VTy};
use super::{Cx, MemrefVal};
use crate::error::Result;

impl Cx<'_> {
    /// The width an emulated 8/16-bit integer type is emulated from, if `s` is one.
    pub(crate) fn emulated(&self, s: Scalar) -> Option<u32> {
        self.e.emulated_width(s)
    }

    /// The bit width `s` has in SPIR-V (32 for emulated narrow integers).
    pub(crate) fn phys_width(&self, s: Scalar) -> u32 {
        self.e.phys(s).width()
    }

    /// A `u32` constant splat to the lanes of `t`.
    pub(crate) fn u32_splat(&mut self, t: VTy, v: u32) -> Word {
        let c = self.e.const_u32(v);
        self.e.const_splat(t.with_scalar(Scalar::UInt(32)), c)
    }

    /// Re-establishes the sign-extended form of an emulated `Int(n)` value computed in 32
    /// bits (`(x << (32-n)) >>ₐ (32-n)`); the identity for other types.
    pub(crate) fn wrap(&mut self, w: Word, t: VTy) -> Result<Word> {
        let Some(n) = self.emulated(t.scalar) else {
            return Ok(w);
        };
        let it = t.with_scalar(Scalar::Int(32));
        let ity = self.ty(it);
        let x = if matches!(t.scalar, Scalar::UInt(_)) {
            self.e.op(SpvOp::Bitcast, ity, &[w])?
        } else {
            w
        };
        let sh = self.u32_splat(t, 32 - n);
        let up = self.e.op(SpvOp::ShiftLeftLogical, ity, &[x, sh])?;
        let r = self.e.op(SpvOp::ShiftRightArithmetic, ity, &[up, sh])?;
        if matches!(t.scalar, Scalar::UInt(_)) {
            let ty = self.ty(t);
            self.e.op(SpvOp::Bitcast, ty, &[r])
        } else {
            Ok(r)
        }
    }

    /// Sign-extends a 32-bit value to `i64` as `(zext(x) ^ 2^31) - 2^31`. lavapipe (Mesa
    /// 22.3, LLVM 15) gets a signed comparison of an `OpSConvert`ed value with a constant
    /// wrong (`i64(x) > 15` was true for every `x` in 0..7, scalar and vector; GPU fuzzer
    /// seed 984), while the zero extension and this arithmetic are right.
    fn sext_32_to_64(&mut self, a: Word, st: VTy, t: VTy) -> Result<Word> {
        let u32t = self.ty(st.with_scalar(Scalar::UInt(32)));
        let u64t = self.ty(t.with_scalar(Scalar::UInt(64)));
        let ty = self.ty(t);
        let ua = if matches!(st.scalar, Scalar::UInt(_)) {
            a
        } else {
            self.e.op(SpvOp::Bitcast, u32t, &[a])?
        };
        let z = self.e.op(SpvOp::UConvert, u64t, &[ua])?;
        let zi = self.e.op(SpvOp::Bitcast, ty, &[z])?;
        let bias = self.splat_int(t, 1 << 31)?;
        let x = self.e.op(SpvOp::BitwiseXor, ty, &[zi, bias])?;
        self.e.op(SpvOp::ISub, ty, &[x, bias])
    }

    /// Resizes an integer value from `st` to `t` with signed semantics (`extsi`,
    /// `trunci`, `index_cast`): a conversion when the SPIR-V widths differ, then a wrap
    /// when the result is an emulated narrow type narrower than the source.
    pub(crate) fn int_resize(&mut self, a: Word, st: VTy, t: VTy) -> Result<Word> {
        let ty = self.ty(t);
        let (from, to) = (self.phys_width(st.scalar), self.phys_width(t.scalar));
        let w = if from == 32 && to == 64 && matches!(t.scalar, Scalar::Int(_)) {
            self.sext_32_to_64(a, st, t)?
        } else if from != to {
            self.e.op(SpvOp::SConvert, ty, &[a])?
        } else {
            a
        };
        if self.emulated(t.scalar).is_some() && t.scalar.width() < st.scalar.width() {
            self.wrap(w, t)
        } else {
            Ok(w)
        }
    }

    /// A sign-extended emulated value of type `t`, zero-extended to `u32` (the mask
    /// `x & (2ⁿ-1)`). `t` must be emulated.
    pub(crate) fn zext_emulated(&mut self, w: Word, t: VTy, n: u32) -> Result<Word> {
        let ut = t.with_scalar(Scalar::UInt(32));
        let uty = self.ty(ut);
        let u = if matches!(t.scalar, Scalar::UInt(_)) {
            w
        } else {
            self.e.op(SpvOp::Bitcast, uty, &[w])?
        };
        let mask = self.u32_splat(t, (1u32 << n) - 1);
        self.e.op(SpvOp::BitwiseAnd, uty, &[u, mask])
    }
}

/// `Device` scope and `Relaxed` semantics of the packed-word atomics.
const SCOPE_DEVICE: u32 = 1;

impl Cx<'_> {
    /// The lanes one element of `mr` spans in a packed buffer (3-lane vectors take 4) and
    /// its lane count.
    fn packed_lanes(mr: &MemrefVal) -> (u32, u32) {
        let l = mr.elem.lanes.max(1);
        (if l == 3 { 4 } else { l }, l)
    }

    /// For lane `k` of the element at linear index `lin`: the word pointer and the bit
    /// shift (`u32`) of the lane inside the word.
    fn packed_slot(
        &mut self,
        mr: &MemrefVal,
        lin: Word,
        k: u32,
        bits: u32,
    ) -> Result<(Word, Word)> {
        let (stride, _) = Self::packed_lanes(mr);
        let it = self.index_ty();
        let ity = self.ty(it);
        let mut sub = lin;
        if stride > 1 {
            let c = self.const_index(stride as i64);
            sub = self.e.op(SpvOp::IMul, ity, &[sub, c])?;
        }
        if k > 0 {
            let c = self.const_index(k as i64);
            sub = self.e.op(SpvOp::IAdd, ity, &[sub, c])?;
        }
        let per_word = 32 / bits;
        let log = per_word.trailing_zeros();
        let log_c = self.u32_splat(VTy::scalar(Scalar::UInt(32)), log);
        let q = self.e.op(SpvOp::ShiftRightArithmetic, ity, &[sub, log_c])?;
        let lane_mask = self.const_index(per_word as i64 - 1);
        let r = self.e.op(SpvOp::BitwiseAnd, ity, &[sub, lane_mask])?;
        let u32t = self.e.scalar_ty(Scalar::UInt(32));
        let r32 = if self.index == Scalar::Int(64) {
            let i32t = self.e.scalar_ty(Scalar::Int(32));
            self.e.op(SpvOp::SConvert, i32t, &[r])?
        } else {
            r
        };
        let ru = self.e.op(SpvOp::Bitcast, u32t, &[r32])?;
        let bits_log = self.e.const_u32(bits.trailing_zeros());
        let shift = self.e.op(SpvOp::ShiftLeftLogical, u32t, &[ru, bits_log])?;
        let pt = self.e.ptr_ty(mr.class, u32t);
        let zero = self.e.const_int(Scalar::Int(32), 0);
        let q = self.chain_index(q)?;
        let ptr = self.e.access_chain(pt, mr.base, &[zero, q])?;
        Ok((ptr, shift))
    }

    /// Loads the element at linear index `lin` of a packed buffer, sign-extended.
    pub(crate) fn load_packed(
        &mut self,
        mr: &MemrefVal,
        lin: Word,
        bits: u32,
        atomic: bool,
    ) -> Result<Word> {
        let (_, lanes) = Self::packed_lanes(mr);
        let u32t = self.e.scalar_ty(Scalar::UInt(32));
        let i32t = self.e.scalar_ty(Scalar::Int(32));
        let top = self.e.const_u32(32 - bits);
        let mut parts = Vec::new();
        for k in 0..lanes {
            let (ptr, shift) = self.packed_slot(mr, lin, k, bits)?;
            let word = if atomic {
                let scope = self.e.const_u32(SCOPE_DEVICE);
                let sem = self.e.const_u32(0);
                self.e.op_with(
                    SpvOp::AtomicLoad,
                    u32t,
                    vec![
                        Operand::IdRef(ptr),
                        Operand::IdScope(scope),
                        Operand::IdMemorySemantics(sem),
                    ],
                )?
            } else {
                self.e.load(u32t, ptr)?
            };
            let amount = self.e.op(SpvOp::ISub, u32t, &[top, shift])?;
            let up = self.e.op(SpvOp::ShiftLeftLogical, u32t, &[word, amount])?;
            let s = self.e.op(SpvOp::Bitcast, i32t, &[up])?;
            parts.push(self.e.op(SpvOp::ShiftRightArithmetic, i32t, &[s, top])?);
        }
        if lanes == 1 {
            return Ok(parts[0]);
        }
        let vt = self.ty(mr.elem);
        self.e.op(SpvOp::CompositeConstruct, vt, &parts)
    }

    /// Stores `value` at linear index `lin` of a packed buffer: per lane, an atomic AND
    /// clearing the lane's bits, then an atomic OR setting them.
    pub(crate) fn store_packed(
        &mut self,
        mr: &MemrefVal,
        lin: Word,
        bits: u32,
        value: Word,
    ) -> Result<()> {
        let (_, lanes) = Self::packed_lanes(mr);
        let u32t = self.e.scalar_ty(Scalar::UInt(32));
        let i32t = self.e.scalar_ty(Scalar::Int(32));
        let mask = self.e.const_u32((1u32 << bits) - 1);
        let scope = self.e.const_u32(SCOPE_DEVICE);
        let sem = self.e.const_u32(0);
        for k in 0..lanes {
            let part = if lanes == 1 {
                value
            } else {
                self.e.extract(i32t, value, &[k])?
            };
            let (ptr, shift) = self.packed_slot(mr, lin, k, bits)?;
            let u = self.e.op(SpvOp::Bitcast, u32t, &[part])?;
            let low = self.e.op(SpvOp::BitwiseAnd, u32t, &[u, mask])?;
            let set = self.e.op(SpvOp::ShiftLeftLogical, u32t, &[low, shift])?;
            let hole = self.e.op(SpvOp::ShiftLeftLogical, u32t, &[mask, shift])?;
            let clear = self.e.op(SpvOp::Not, u32t, &[hole])?;
            for (o, v) in [(SpvOp::AtomicAnd, clear), (SpvOp::AtomicOr, set)] {
                self.e.op_with(
                    o,
                    u32t,
                    vec![
                        Operand::IdRef(ptr),
                        Operand::IdScope(scope),
                        Operand::IdMemorySemantics(sem),
                        Operand::IdRef(v),
                    ],
                )?;
            }
        }
        Ok(())
    }
}

/// `f32` exponent-bias difference to `f16`, in place (`(127 - 15) << 23`).
const REBIAS: u32 = 112 << 23;
/// The same for infinities and NaNs (`(255 - 31) << 23`).
const REBIAS_SPECIAL: u32 = 224 << 23;
/// The smallest normal `f32` magnitude that is a normal `f16` (`2^-14`).
const F16_MIN_NORMAL_AS_F32: u32 = 113 << 23;

impl Cx<'_> {
    /// `arith.bitcast` between an emulated `i16` and `f16` (the only bitcast an emulated
    /// type takes part in: there is no 8-bit float). naga's IR has no bitcast between
    /// types of different widths (no `u32` ↔ `vec2<f16>`), so the bits go through the
    /// `f32` of the same value, built and taken apart with integer operations:
    ///
    /// - `i16 → f16`: a normal, infinite or NaN `h` is `f32` bits
    ///   `sign | ((h & 0x7fff) << 13) + rebias` (the exponent moved by 112, or by 224 for
    ///   exponent 31), a subnormal or zero `h` is the `f32` `(h & 0x3ff)·2⁻²⁴` (exact) with
    ///   the sign bit; then `OpFConvert` to `f16`, exact since the value is an `f16`.
    /// - `f16 → i16`: the reverse, from the bits of the `f32` conversion (exact); a
    ///   subnormal `f16` is `|x|·2²⁴` converted to an integer (exact), then wrapped to
    ///   `i16`'s sign-extended form.
    ///
    /// Both keep every bit of every non-NaN pattern (all 63,490 checked on lavapipe by
    /// `spirv/tests/gpu_narrow.rs`). A NaN stays a NaN; its payload survives as far as the
    /// driver's `f16` ↔ `f32` conversions keep it: lavapipe keeps a quiet NaN's from `f16`
    /// to `f32` (a signalling NaN comes back quiet) and makes it canonical from `f32` to
    /// `f16`. A
    /// constant operand is folded lane by lane: naga's WGSL front end would otherwise
    /// evaluate the bit manipulation and reject a NaN or infinite intermediate (GPU
    /// fuzzer seeds 1021, 1224, 1313 and others were refused with "bitcast between an
    /// emulated 8/16-bit integer type and another type is not supported").
    pub(crate) fn bitcast_emulated(&mut self, op: Op, a: Word, st: VTy, t: VTy) -> Result<Word> {
        let to_float = match (st.scalar, t.scalar) {
            (Scalar::Int(16), Scalar::Float(16)) => true,
            (Scalar::Float(16), Scalar::Int(16)) => false,
            _ => {
                return Err(self.unsupported(
                    op,
                    "bitcast between an emulated 8/16-bit integer type and a type other \
                     than f16 is not supported (compile with native narrow integers)",
                ))
            }
        };
        if let Some(lanes) = self.const_lane_bits(a, t.lanes.max(1)) {
            return self.bitcast_half_const(t, &lanes, to_float);
        }
        if to_float {
            self.f16_from_emulated_bits(a, st, t)
        } else {
            self.emulated_bits_of_f16(a, st, t)
        }
    }

    /// The bit patterns of the lanes of constant `a` (a scalar constant or a splat or
    /// composite of them), `lanes` of them.
    pub(crate) fn const_lane_bits(&self, a: Word, lanes: u32) -> Option<Vec<u64>> {
        if let Some(bits) = self.e.const_bits_of(a) {
            return Some(vec![bits; lanes as usize]);
        }
        let parts = self.e.const_parts_of(a)?;
        parts.iter().map(|&p| self.e.const_bits_of(p)).collect()
    }

    /// A bitcast between `i16` and `f16` of constant lanes with 16-bit patterns `lanes`.
    fn bitcast_half_const(&mut self, t: VTy, lanes: &[u64], to_float: bool) -> Result<Word> {
        let st = VTy::scalar(t.scalar);
        let mut parts = Vec::new();
        let mut all_const = true;
        for &bits in lanes {
            let h = bits as u16;
            parts.push(if !to_float {
                self.e.const_int(t.scalar, i64::from(h as i16))
            } else if h & 0x7c00 != 0x7c00 {
                let v = super::ieee::f16_bits_to_f32(h);
                self.e.const_float(t.scalar, f64::from(v))
            } else {
                // Infinite or NaN: naga refuses the literal; the f32 of the same bits
                // (payload kept) is loaded and converted at run time.
                all_const = false;
                let f32_bits = (u32::from(h & 0x8000) << 16)
                    | ((u32::from(h & 0x7fff) << 13) + REBIAS_SPECIAL);
                self.special_float(st, f32_bits)?
            });
        }
        if t.lanes <= 1 {
            return Ok(parts[0]);
        }
        let ty = self.ty(t);
        if all_const {
            Ok(self.e.const_composite(ty, parts))
        } else {
            self.e.op(SpvOp::CompositeConstruct, ty, &parts)
        }
    }

    /// `f16` lanes of type `t` with the bits of the emulated (sign-extended) `i16` lanes
    /// `a` of type `st`.
    fn f16_from_emulated_bits(&mut self, a: Word, st: VTy, t: VTy) -> Result<Word> {
        let ut = t.with_scalar(Scalar::UInt(32));
        let uty = self.ty(ut);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let fty = self.ty(t.with_scalar(Scalar::Float(32)));
        let h = self.zext_emulated(a, st, 16)?;
        let c_sign = self.u32_splat(t, 0x8000);
        let c_mag = self.u32_splat(t, 0x7fff);
        let c_exp_max = self.u32_splat(t, 0x7c00);
        let c_min_normal = self.u32_splat(t, 0x0400);
        let c13 = self.u32_splat(t, 13);
        let c16 = self.u32_splat(t, 16);
        let c_rebias = self.u32_splat(t, REBIAS);
        let c_rebias_special = self.u32_splat(t, REBIAS_SPECIAL);
        let sign = self.e.op(SpvOp::BitwiseAnd, uty, &[h, c_sign])?;
        let sign = self.e.op(SpvOp::ShiftLeftLogical, uty, &[sign, c16])?;
        let mag = self.e.op(SpvOp::BitwiseAnd, uty, &[h, c_mag])?;
        // Normal, infinite and NaN lanes.
        let special = self
            .e
            .op(SpvOp::UGreaterThanEqual, bty, &[mag, c_exp_max])?;
        let rebias = self
            .e
            .op(SpvOp::Select, uty, &[special, c_rebias_special, c_rebias])?;
        let moved = self.e.op(SpvOp::ShiftLeftLogical, uty, &[mag, c13])?;
        let normal = self.e.op(SpvOp::IAdd, uty, &[moved, rebias])?;
        // Subnormal lanes and zeros: (h & 0x3ff) · 2^-24, a normal f32 (or zero).
        let m = self.e.op(SpvOp::ConvertUToF, fty, &[mag])?;
        let scale = self.splat_float(t.with_scalar(Scalar::Float(32)), 2f64.powi(-24));
        let sub = self.e.op(SpvOp::FMul, fty, &[m, scale])?;
        let sub = self.e.op(SpvOp::Bitcast, uty, &[sub])?;
        let is_sub = self.e.op(SpvOp::ULessThan, bty, &[mag, c_min_normal])?;
        let bits = self.e.op(SpvOp::Select, uty, &[is_sub, sub, normal])?;
        let bits = self.e.op(SpvOp::BitwiseOr, uty, &[bits, sign])?;
        self.float_from_bits(t, bits)
    }

    /// The bits of the `f16` lanes `a` (type `st`) as emulated `i16` lanes of type `t`.
    fn emulated_bits_of_f16(&mut self, a: Word, st: VTy, t: VTy) -> Result<Word> {
        let ut = t.with_scalar(Scalar::UInt(32));
        let uty = self.ty(ut);
        let bty = self.ty(t.with_scalar(Scalar::Bool));
        let fty = self.ty(t.with_scalar(Scalar::Float(32)));
        let b = self.f32_bits(st, a)?;
        let c_sign = self.u32_splat(t, 0x8000);
        let c_mag = self.u32_splat(t, 0x7fff_ffff);
        let c_inf = self.u32_splat(t, 0x7f80_0000);
        let c_min_normal = self.u32_splat(t, F16_MIN_NORMAL_AS_F32);
        let c13 = self.u32_splat(t, 13);
        let c16 = self.u32_splat(t, 16);
        let c_rebias = self.u32_splat(t, REBIAS);
        let c_rebias_special = self.u32_splat(t, REBIAS_SPECIAL);
        let sign = self.e.op(SpvOp::ShiftRightLogical, uty, &[b, c16])?;
        let sign = self.e.op(SpvOp::BitwiseAnd, uty, &[sign, c_sign])?;
        let mag = self.e.op(SpvOp::BitwiseAnd, uty, &[b, c_mag])?;
        // Normal, infinite and NaN lanes.
        let special = self.e.op(SpvOp::UGreaterThanEqual, bty, &[mag, c_inf])?;
        let rebias = self
            .e
            .op(SpvOp::Select, uty, &[special, c_rebias_special, c_rebias])?;
        let moved = self.e.op(SpvOp::ISub, uty, &[mag, rebias])?;
        let normal = self.e.op(SpvOp::ShiftRightLogical, uty, &[moved, c13])?;
        // Subnormal f16 lanes and zeros: |x| · 2^24 is the integer mantissa.
        let abs = self.e.op(SpvOp::Bitcast, fty, &[mag])?;
        let scale = self.splat_float(t.with_scalar(Scalar::Float(32)), 2f64.powi(24));
        let scaled = self.e.op(SpvOp::FMul, fty, &[abs, scale])?;
        let sub = self.e.op(SpvOp::ConvertFToU, uty, &[scaled])?;
        let is_sub = self.e.op(SpvOp::ULessThan, bty, &[mag, c_min_normal])?;
        let bits = self.e.op(SpvOp::Select, uty, &[is_sub, sub, normal])?;
        let bits = self.e.op(SpvOp::BitwiseOr, uty, &[bits, sign])?;
        let ity = self.ty(t.with_scalar(Scalar::Int(32)));
        let i = self.e.op(SpvOp::Bitcast, ity, &[bits])?;
        self.wrap(i, t)
    }
}

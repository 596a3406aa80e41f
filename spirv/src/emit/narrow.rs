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
//!   - `trunci` and `index_cast` to a narrow type wrap, `extsi` is the identity.
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

    /// Resizes an integer value from `st` to `t` with signed semantics (`extsi`,
    /// `trunci`, `index_cast`): a conversion when the SPIR-V widths differ, then a wrap
    /// when the result is an emulated narrow type narrower than the source.
    pub(crate) fn int_resize(&mut self, a: Word, st: VTy, t: VTy) -> Result<Word> {
        let ty = self.ty(t);
        let w = if self.phys_width(st.scalar) != self.phys_width(t.scalar) {
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

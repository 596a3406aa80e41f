//! The emitter core: a thin wrapper over rspirv's `dr::Builder` that deduplicates types and
//! constants, tracks the block under construction and collects capabilities.
//!
//! Every instruction goes through [`Emitter::op`] (or its few siblings), so builder errors
//! have one path, `?` into [`SpirvError::Builder`](crate::SpirvError). Types and
//! constants are created on first request and cached by structure; aggregate types carry
//! their layout (array stride) in the key, so a Workgroup array (no explicit layout) and a
//! storage-buffer array (with `ArrayStride`) get distinct ids. Ids are handed out in
//! request order, so the same input always produces the same words.

use tessera_lowering::ir::fxhash::FxHashMap as HashMap;

use rspirv::dr::{Builder, InsertPoint, Instruction, Operand};
use rspirv::spirv::{self, Capability, Decoration, GlslStd450Op, Op, StorageClass, Word};

use crate::error::Result;

/// A SPIR-V scalar type. Integers are emitted signed (MLIR's signless integers and
/// `index`); `UInt` is only used for builtins and array lengths.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Scalar {
    /// `OpTypeBool`
    Bool,
    /// `OpTypeInt width 1`
    Int(u32),
    /// `OpTypeInt width 0`
    UInt(u32),
    /// `OpTypeFloat width`
    Float(u32),
}

impl Scalar {
    /// Bit width (1 for bool).
    pub fn width(self) -> u32 {
        match self {
            Scalar::Bool => 1,
            Scalar::Int(w) | Scalar::UInt(w) | Scalar::Float(w) => w,
        }
    }
    /// Whether this is an integer type.
    pub fn is_int(self) -> bool {
        matches!(self, Scalar::Int(_) | Scalar::UInt(_))
    }
    /// Whether this is a float type.
    pub fn is_float(self) -> bool {
        matches!(self, Scalar::Float(_))
    }
}

/// A scalar or vector value type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct VTy {
    /// The element type.
    pub scalar: Scalar,
    /// Lanes; 1 means a scalar.
    pub lanes: u32,
}

impl VTy {
    /// A scalar type.
    pub fn scalar(s: Scalar) -> Self {
        VTy {
            scalar: s,
            lanes: 1,
        }
    }
    /// The same shape with another element type.
    pub fn with_scalar(self, s: Scalar) -> Self {
        VTy {
            scalar: s,
            lanes: self.lanes,
        }
    }
    /// Whether this is a vector.
    pub fn is_vector(self) -> bool {
        self.lanes > 1
    }
    /// Bytes of one element in std430 layout (3-lane vectors padded to 4).
    pub fn std430_size(self) -> u32 {
        let lanes = if self.lanes == 3 { 4 } else { self.lanes };
        self.scalar.width().max(8) / 8 * lanes
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum TyKey {
    Void,
    Scalar(Scalar),
    Vector(Word, u32),
    Array {
        elem: Word,
        len: u32,
        stride: Option<u32>,
    },
    RuntimeArray {
        elem: Word,
        stride: u32,
    },
    Block {
        members: Vec<(Word, u32)>,
        /// Distinguishes otherwise identical blocks that must stay distinct types.
        tag: u32,
    },
    Pointer(StorageClass, Word),
    Function(Word, Vec<Word>),
    /// `OpTypeImage sampled 2D 0 0 0 1 Unknown`: a sampled 2D image read with
    /// `OpImageFetch` (no sampler).
    Image2D(Word),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum ConstKey {
    Bits(Word, u64),
    Bool(bool),
    Composite(Word, Vec<Word>),
}

/// The builder wrapper. See the module docs.
pub(crate) struct Emitter {
    b: Builder,
    types: HashMap<TyKey, Word>,
    consts: HashMap<ConstKey, Word>,
    /// The bit pattern of every scalar constant, by id (see [`Emitter::const_bits_of`]).
    const_bits: HashMap<Word, u64>,
    /// Composite constants and values computed from constants only (see
    /// [`Emitter::is_constant_derived`]).
    const_derived: HashMap<Word, ()>,
    caps: Vec<Capability>,
    exts: Vec<&'static str>,
    glsl: Word,
    /// Label of the block under construction (the parent of the next instruction).
    pub cur_label: Word,
    /// Index of the current function in the module.
    func_index: usize,
    /// Whether 8- and 16-bit integers are emulated in 32 bits (see [`Emitter::phys`]).
    narrow: bool,
}

impl Emitter {
    /// A fresh SPIR-V 1.3 module with `Shader` and the GLSL.std.450 import.
    pub fn new() -> Self {
        let mut b = Builder::new();
        b.set_version(1, 3);
        let glsl = b.ext_inst_import("GLSL.std.450");
        b.memory_model(spirv::AddressingModel::Logical, spirv::MemoryModel::GLSL450);
        let mut e = Emitter {
            b,
            types: HashMap::default(),
            consts: HashMap::default(),
            const_bits: HashMap::default(),
            const_derived: HashMap::default(),
            caps: Vec::new(),
            exts: Vec::new(),
            glsl,
            cur_label: 0,
            func_index: 0,
            narrow: false,
        };
        e.cap(Capability::Shader);
        e
    }

    /// Turns the emulation of 8- and 16-bit integers on or off (before any type is made).
    pub fn set_narrow_emulation(&mut self, on: bool) {
        self.narrow = on;
    }

    /// The width `s` is emulated from, when `s` is an emulated 8- or 16-bit integer.
    pub fn emulated_width(&self, s: Scalar) -> Option<u32> {
        match s {
            Scalar::Int(w) | Scalar::UInt(w) if self.narrow && (w == 8 || w == 16) => Some(w),
            _ => None,
        }
    }

    /// The scalar type that holds `s` in SPIR-V: itself, or the 32-bit integer of the
    /// same signedness for an emulated 8/16-bit integer.
    pub fn phys(&self, s: Scalar) -> Scalar {
        match s {
            Scalar::Int(_) if self.emulated_width(s).is_some() => Scalar::Int(32),
            Scalar::UInt(_) if self.emulated_width(s).is_some() => Scalar::UInt(32),
            _ => s,
        }
    }

    /// A fresh id (for forward references: labels, phi results).
    pub fn id(&mut self) -> Word {
        self.b.id()
    }

    /// Requires a capability (recorded once, emitted in request order).
    pub fn cap(&mut self, c: Capability) {
        if !self.caps.contains(&c) {
            self.caps.push(c);
        }
    }

    /// Requires an extension.
    pub fn ext(&mut self, name: &'static str) {
        if !self.exts.contains(&name) {
            self.exts.push(name);
        }
    }

    // ----- types ---------------------------------------------------------------------

    fn intern_ty(&mut self, key: TyKey) -> Word {
        if let Some(&id) = self.types.get(&key) {
            return id;
        }
        let (op, operands) = match &key {
            TyKey::Void => (Op::TypeVoid, vec![]),
            TyKey::Scalar(Scalar::Bool) => (Op::TypeBool, vec![]),
            TyKey::Scalar(Scalar::Int(w)) => (
                Op::TypeInt,
                vec![Operand::LiteralBit32(*w), Operand::LiteralBit32(1)],
            ),
            TyKey::Scalar(Scalar::UInt(w)) => (
                Op::TypeInt,
                vec![Operand::LiteralBit32(*w), Operand::LiteralBit32(0)],
            ),
            TyKey::Scalar(Scalar::Float(w)) => (Op::TypeFloat, vec![Operand::LiteralBit32(*w)]),
            TyKey::Vector(elem, n) => (
                Op::TypeVector,
                vec![Operand::IdRef(*elem), Operand::LiteralBit32(*n)],
            ),
            TyKey::Array { elem, len, .. } => {
                let len_id = self.const_u32(*len);
                (
                    Op::TypeArray,
                    vec![Operand::IdRef(*elem), Operand::IdRef(len_id)],
                )
            }
            TyKey::RuntimeArray { elem, .. } => (Op::TypeRuntimeArray, vec![Operand::IdRef(*elem)]),
            TyKey::Block { members, .. } => (
                Op::TypeStruct,
                members.iter().map(|(m, _)| Operand::IdRef(*m)).collect(),
            ),
            TyKey::Pointer(class, pointee) => (
                Op::TypePointer,
                vec![Operand::StorageClass(*class), Operand::IdRef(*pointee)],
            ),
            TyKey::Function(ret, params) => {
                let mut ops = vec![Operand::IdRef(*ret)];
                ops.extend(params.iter().map(|p| Operand::IdRef(*p)));
                (Op::TypeFunction, ops)
            }
            TyKey::Image2D(sampled) => (
                Op::TypeImage,
                vec![
                    Operand::IdRef(*sampled),
                    Operand::Dim(spirv::Dim::Dim2D),
                    Operand::LiteralBit32(0),
                    Operand::LiteralBit32(0),
                    Operand::LiteralBit32(0),
                    Operand::LiteralBit32(1),
                    Operand::ImageFormat(spirv::ImageFormat::Unknown),
                ],
            ),
        };
        // An array length constant may have been created just now: the type goes after it.
        let id = self.b.id();
        let inst = Instruction::new(op, None, Some(id), operands);
        self.b.insert_types_global_values(InsertPoint::End, inst);
        match &key {
            TyKey::Array {
                stride: Some(s), ..
            }
            | TyKey::RuntimeArray { stride: s, .. } => {
                self.decorate(id, Decoration::ArrayStride, &[*s]);
            }
            TyKey::Block { members, .. } => {
                self.decorate(id, Decoration::Block, &[]);
                for (i, (_, off)) in members.iter().enumerate() {
                    self.b.member_decorate(
                        id,
                        i as u32,
                        Decoration::Offset,
                        [Operand::LiteralBit32(*off)],
                    );
                }
            }
            _ => {}
        }
        self.types.insert(key, id);
        id
    }

    /// `void`
    pub fn void_ty(&mut self) -> Word {
        self.intern_ty(TyKey::Void)
    }
    /// A scalar type.
    pub fn scalar_ty(&mut self, s: Scalar) -> Word {
        let s = self.phys(s);
        self.intern_ty(TyKey::Scalar(s))
    }
    /// A scalar or vector type.
    pub fn vty(&mut self, t: VTy) -> Word {
        if t.lanes <= 1 {
            return self.scalar_ty(t.scalar);
        }
        let elem = self.scalar_ty(t.scalar);
        self.intern_ty(TyKey::Vector(elem, t.lanes))
    }
    /// `OpTypeArray elem len`, with `ArrayStride` when `stride` is given.
    pub fn array_ty(&mut self, elem: Word, len: u32, stride: Option<u32>) -> Word {
        self.intern_ty(TyKey::Array { elem, len, stride })
    }
    /// `OpTypeRuntimeArray elem` with `ArrayStride stride`.
    pub fn runtime_array_ty(&mut self, elem: Word, stride: u32) -> Word {
        self.intern_ty(TyKey::RuntimeArray { elem, stride })
    }
    /// A sampled 2D image of `sampled` (a scalar type id) texels, read with
    /// `OpImageFetch`: `OpTypeImage sampled 2D 0 0 0 1 Unknown`.
    pub fn image_2d_ty(&mut self, sampled: Word) -> Word {
        self.intern_ty(TyKey::Image2D(sampled))
    }
    /// A `Block`-decorated struct with members at the given byte offsets.
    pub fn block_ty(&mut self, members: Vec<(Word, u32)>) -> Word {
        self.intern_ty(TyKey::Block { members, tag: 0 })
    }
    /// A `Block` struct like [`Emitter::block_ty`], but a type of its own for each `tag`
    /// (SPIR-V allows repeated aggregate types; naga keeps them apart by name, so a
    /// tagged block is named `name` when created).
    pub fn block_ty_tagged(&mut self, members: Vec<(Word, u32)>, tag: u32, name: &str) -> Word {
        let key = TyKey::Block { members, tag };
        let fresh = !self.types.contains_key(&key);
        let id = self.intern_ty(key);
        if fresh {
            self.name(id, name);
        }
        id
    }
    /// A pointer type.
    pub fn ptr_ty(&mut self, class: StorageClass, pointee: Word) -> Word {
        self.intern_ty(TyKey::Pointer(class, pointee))
    }
    /// A function type.
    pub fn fn_ty(&mut self, ret: Word, params: Vec<Word>) -> Word {
        self.intern_ty(TyKey::Function(ret, params))
    }

    // ----- constants -----------------------------------------------------------------

    fn intern_const(&mut self, key: ConstKey, make: impl FnOnce(Word) -> Instruction) -> Word {
        if let Some(&id) = self.consts.get(&key) {
            return id;
        }
        let id = self.b.id();
        let inst = make(id);
        self.b.insert_types_global_values(InsertPoint::End, inst);
        if let ConstKey::Bits(_, bits) = key {
            self.const_bits.insert(id, bits);
        } else {
            self.const_derived.insert(id, ());
        }
        self.consts.insert(key, id);
        id
    }

    /// The bit pattern of `id` when it is a scalar `OpConstant` made by this emitter
    /// (integers: the two's-complement value, truncated to the type's width).
    pub fn const_bits_of(&self, id: Word) -> Option<u64> {
        self.const_bits.get(&id).copied()
    }

    /// The value of `id` when it is a boolean constant made by this emitter, or a
    /// composite of one boolean constant in every lane.
    pub fn const_bool_of(&self, id: Word) -> Option<bool> {
        let scalar = |w: Word| {
            [true, false]
                .into_iter()
                .find(|&v| self.consts.get(&ConstKey::Bool(v)) == Some(&w))
        };
        if let Some(v) = scalar(id) {
            return Some(v);
        }
        let parts = self.const_parts_of(id)?;
        let first = scalar(*parts.first()?)?;
        parts
            .iter()
            .all(|&p| scalar(p) == Some(first))
            .then_some(first)
    }

    /// The lane constants of `id` when it is a composite constant made by this emitter.
    pub fn const_parts_of(&self, id: Word) -> Option<&[Word]> {
        self.consts.iter().find_map(|(k, &v)| match k {
            ConstKey::Composite(_, parts) if v == id => Some(parts.as_slice()),
            _ => None,
        })
    }

    /// A scalar constant from a bit pattern (integers: the two's-complement value).
    pub fn const_bits(&mut self, s: Scalar, bits: u64) -> Word {
        if s == Scalar::Bool {
            return self.const_bool(bits & 1 != 0);
        }
        if let Some(w) = self.emulated_width(s) {
            // Emulated values are held sign-extended to 32 bits, whatever their signedness.
            let sext = ((bits as i64) << (64 - w) >> (64 - w)) as u64;
            return self.const_bits(self.phys(s), sext);
        }
        let ty = self.scalar_ty(s);
        let w = s.width();
        let bits = if w >= 64 {
            bits
        } else {
            bits & ((1u64 << w) - 1)
        };
        let literal = match s {
            _ if w > 32 => Operand::LiteralBit64(bits),
            // Signed integers narrower than 32 bits are sign-extended in the literal.
            Scalar::Int(w) if w < 32 => {
                Operand::LiteralBit32(((bits as i64) << (64 - w) >> (64 - w)) as u32)
            }
            _ => Operand::LiteralBit32(bits as u32),
        };
        self.intern_const(ConstKey::Bits(ty, bits), |id| {
            Instruction::new(Op::Constant, Some(ty), Some(id), vec![literal])
        })
    }
    /// An integer constant of a (signed or unsigned) integer type.
    pub fn const_int(&mut self, s: Scalar, v: i64) -> Word {
        self.const_bits(s, v as u64)
    }
    /// A float constant, rounded to the type's width once (f16 through `f32` rounded to
    /// odd: `v as f32` first rounded twice, so an `f64` just above an f16 tie rounded as
    /// the tie).
    pub fn const_float(&mut self, s: Scalar, v: f64) -> Word {
        let bits = match s.width() {
            16 => f32_to_f16_bits(tessera_lowering::dialect::eval::encoding::f32_round_to_odd(
                v,
            )) as u64,
            32 => (v as f32).to_bits() as u64,
            _ => v.to_bits(),
        };
        self.const_bits(s, bits)
    }
    /// `OpConstantTrue` / `OpConstantFalse`.
    pub fn const_bool(&mut self, v: bool) -> Word {
        let ty = self.scalar_ty(Scalar::Bool);
        let op = if v {
            Op::ConstantTrue
        } else {
            Op::ConstantFalse
        };
        self.intern_const(ConstKey::Bool(v), |id| {
            Instruction::new(op, Some(ty), Some(id), vec![])
        })
    }
    /// A `u32` constant (array lengths, scopes, semantics).
    pub fn const_u32(&mut self, v: u32) -> Word {
        self.const_bits(Scalar::UInt(32), v as u64)
    }
    /// A composite constant.
    pub fn const_composite(&mut self, ty: Word, parts: Vec<Word>) -> Word {
        let ops = parts.iter().map(|p| Operand::IdRef(*p)).collect();
        let id = self.intern_const(ConstKey::Composite(ty, parts), |id| {
            Instruction::new(Op::ConstantComposite, Some(ty), Some(id), ops)
        });
        self.const_derived.insert(id, ());
        id
    }

    /// Whether `id` is a constant or was computed from constants only, by instructions this
    /// emitter made: a value a driver's compiler knows at compile time, and may fold with
    /// its own rules (Mesa folds `x / 0.0` to 0), whatever the emitter could not fold.
    pub fn is_constant_derived(&self, id: Word) -> bool {
        self.const_bits.contains_key(&id) || self.const_derived.contains_key(&id)
    }

    /// Records `id` as constant-derived: a load of a variable that holds a constant and is
    /// never written (which a driver sees through).
    pub fn mark_constant_derived(&mut self, id: Word) {
        self.const_derived.insert(id, ());
    }

    /// Records `id` as constant-derived when every operand is.
    fn note_derived(&mut self, id: Word, operands: &[Word]) {
        if !operands.is_empty() && operands.iter().all(|&w| self.is_constant_derived(w)) {
            self.const_derived.insert(id, ());
        }
    }
    /// A constant splat to the lanes of `t` from a scalar constant id.
    pub fn const_splat(&mut self, t: VTy, scalar_const: Word) -> Word {
        if t.lanes <= 1 {
            return scalar_const;
        }
        let ty = self.vty(t);
        self.const_composite(ty, vec![scalar_const; t.lanes as usize])
    }

    // ----- global declarations -------------------------------------------------------

    /// `OpDecorate target decoration literals...`
    pub fn decorate(&mut self, target: Word, d: Decoration, literals: &[u32]) {
        self.b.decorate(
            target,
            d,
            literals.iter().map(|l| Operand::LiteralBit32(*l)),
        );
    }
    /// `OpDecorate target BuiltIn b`
    pub fn decorate_builtin(&mut self, target: Word, bi: spirv::BuiltIn) {
        self.b
            .decorate(target, Decoration::BuiltIn, [Operand::BuiltIn(bi)]);
    }
    /// `OpName`
    pub fn name(&mut self, target: Word, name: &str) {
        self.b.name(target, name);
    }
    /// A `Private` `u32` variable initialized to `bits`, one per value: the source of a
    /// non-finite float (see `Cx::float_lane`).
    pub fn private_u32_var(&mut self, bits: u32) -> Word {
        let key = ConstKey::Bits(u32::MAX, bits as u64);
        if let Some(&id) = self.consts.get(&key) {
            return id;
        }
        let init = self.const_u32(bits);
        let u = self.scalar_ty(Scalar::UInt(32));
        let p = self.ptr_ty(StorageClass::Private, u);
        let id = self.b.id();
        let inst = Instruction::new(
            Op::Variable,
            Some(p),
            Some(id),
            vec![
                Operand::StorageClass(StorageClass::Private),
                Operand::IdRef(init),
            ],
        );
        self.b.insert_types_global_values(InsertPoint::End, inst);
        self.consts.insert(key, id);
        id
    }

    /// A global `OpVariable`.
    pub fn global_var(&mut self, ptr_ty: Word, class: StorageClass) -> Word {
        let id = self.b.id();
        let inst = Instruction::new(
            Op::Variable,
            Some(ptr_ty),
            Some(id),
            vec![Operand::StorageClass(class)],
        );
        self.b.insert_types_global_values(InsertPoint::End, inst);
        id
    }

    // ----- functions and blocks ------------------------------------------------------

    /// Starts the `void()` entry function and its first block; returns the function id.
    pub fn begin_entry_function(&mut self) -> Result<Word> {
        let void = self.void_ty();
        let fty = self.fn_ty(void, vec![]);
        let f = self
            .b
            .begin_function(void, None, spirv::FunctionControl::NONE, fty)?;
        self.func_index = self.b.module_ref().functions.len().saturating_sub(1);
        let l = self.b.id();
        self.begin_block(l)?;
        Ok(f)
    }
    /// Ends the current function.
    pub fn end_function(&mut self) -> Result<()> {
        self.b.end_function()?;
        Ok(())
    }
    /// Starts a block with label `label`.
    pub fn begin_block(&mut self, label: Word) -> Result<()> {
        self.b.begin_block(Some(label))?;
        self.cur_label = label;
        Ok(())
    }
    /// A `Function`-storage variable, placed at the start of the entry block.
    pub fn function_var(&mut self, ptr_ty: Word) -> Word {
        let id = self.b.id();
        let inst = Instruction::new(
            Op::Variable,
            Some(ptr_ty),
            Some(id),
            vec![Operand::StorageClass(StorageClass::Function)],
        );
        if let Some(f) = self.b.module_mut().functions.get_mut(self.func_index) {
            if let Some(bb) = f.blocks.first_mut() {
                let pos = bb
                    .instructions
                    .iter()
                    .take_while(|i| i.class.opcode == Op::Variable)
                    .count();
                bb.instructions.insert(pos, inst);
            }
        }
        id
    }

    // ----- instructions --------------------------------------------------------------

    /// Emits `%r = opcode ty operands...` (all id operands) and returns `%r`.
    pub fn op(&mut self, opcode: Op, ty: Word, operands: &[Word]) -> Result<Word> {
        let ops = operands.iter().map(|w| Operand::IdRef(*w)).collect();
        self.op_with(opcode, ty, ops)
    }
    /// Emits an instruction with a result and arbitrary operands.
    pub fn op_with(&mut self, opcode: Op, ty: Word, operands: Vec<Operand>) -> Result<Word> {
        let id = self.b.id();
        let ids: Vec<Word> = operands
            .iter()
            .filter_map(|o| match o {
                Operand::IdRef(w) => Some(*w),
                _ => None,
            })
            .collect();
        self.note_derived(id, &ids);
        self.b.insert_into_block(
            InsertPoint::End,
            Instruction::new(opcode, Some(ty), Some(id), operands),
        )?;
        Ok(id)
    }
    /// Emits an instruction without a result.
    pub fn op_void(&mut self, opcode: Op, operands: Vec<Operand>) -> Result<()> {
        self.b.insert_into_block(
            InsertPoint::End,
            Instruction::new(opcode, None, None, operands),
        )?;
        Ok(())
    }
    /// A GLSL.std.450 extended instruction.
    pub fn glsl(&mut self, ty: Word, inst: GlslStd450Op, args: &[Word]) -> Result<Word> {
        let glsl = self.glsl;
        let id = self.b.ext_inst(
            ty,
            None,
            glsl,
            inst as u32,
            args.iter().map(|a| Operand::IdRef(*a)),
        )?;
        self.note_derived(id, args);
        Ok(id)
    }
    /// `OpLoad`
    pub fn load(&mut self, ty: Word, ptr: Word) -> Result<Word> {
        self.op(Op::Load, ty, &[ptr])
    }
    /// `OpStore`
    pub fn store(&mut self, ptr: Word, value: Word) -> Result<()> {
        self.op_void(Op::Store, vec![Operand::IdRef(ptr), Operand::IdRef(value)])
    }
    /// `OpAccessChain`
    pub fn access_chain(&mut self, ptr_ty: Word, base: Word, indices: &[Word]) -> Result<Word> {
        let mut ops = vec![base];
        ops.extend_from_slice(indices);
        self.op(Op::AccessChain, ptr_ty, &ops)
    }
    /// `OpCompositeExtract` with literal indices.
    pub fn extract(&mut self, ty: Word, composite: Word, indices: &[u32]) -> Result<Word> {
        let mut ops = vec![Operand::IdRef(composite)];
        ops.extend(indices.iter().map(|i| Operand::LiteralBit32(*i)));
        self.op_with(Op::CompositeExtract, ty, ops)
    }
    /// `OpCompositeInsert` with literal indices.
    pub fn insert(
        &mut self,
        ty: Word,
        object: Word,
        composite: Word,
        indices: &[u32],
    ) -> Result<Word> {
        let mut ops = vec![Operand::IdRef(object), Operand::IdRef(composite)];
        ops.extend(indices.iter().map(|i| Operand::LiteralBit32(*i)));
        self.op_with(Op::CompositeInsert, ty, ops)
    }
    /// An `OpPhi` whose incoming pairs may be patched later with [`Emitter::patch_phi`].
    pub fn phi(&mut self, ty: Word, incoming: &[(Word, Word)]) -> Result<PhiSlot> {
        let id = self.b.id();
        let ops = incoming
            .iter()
            .flat_map(|(v, p)| [Operand::IdRef(*v), Operand::IdRef(*p)])
            .collect();
        self.b.insert_into_block(
            InsertPoint::End,
            Instruction::new(Op::Phi, Some(ty), Some(id), ops),
        )?;
        let block = self.b.selected_block().unwrap_or(0);
        let inst = self
            .b
            .module_ref()
            .functions
            .get(self.func_index)
            .and_then(|f| f.blocks.get(block))
            .map(|b| b.instructions.len().saturating_sub(1))
            .unwrap_or(0);
        Ok(PhiSlot {
            id,
            ty,
            block,
            inst,
        })
    }
    /// Opens the continue target `cont` of a loop whose back-edge values `values` (one per
    /// header phi in `slots`) come from its only predecessor `from`, and copies each of
    /// them through a single-entry `OpPhi` at the top of `cont`. Returns the copies, which
    /// the header phis (and any phi fed from `cont`) must take instead of the originals.
    ///
    /// The copies keep naga's C-like back ends (GLSL, HLSL, MSL) right: naga turns the
    /// header phis into variables assigned in the loop's `continuing` block, and those
    /// back ends print the `continuing` block at the top of the loop, *before* the body
    /// (`while (true) { if (!loop_init) { <continuing> } ... <body> }`). A back-edge value
    /// computed in the body is then not yet named there and is printed inline, re-evaluated
    /// after the loop variables it reads have already been advanced (gfx-rs/wgpu#4558):
    /// every loop-carried accumulator was wrong on GL. A copy made here is assigned at the
    /// end of the body and only read in the `continuing` block.
    pub fn begin_continue_with_copies(
        &mut self,
        cont: Word,
        slots: &[PhiSlot],
        values: &[Word],
        from: Word,
    ) -> Result<Vec<Word>> {
        self.begin_block(cont)?;
        slots
            .iter()
            .zip(values)
            .map(|(s, v)| Ok(self.phi(s.ty, &[(*v, from)])?.id))
            .collect()
    }
    /// Appends an incoming `(value, parent)` pair to a phi emitted earlier.
    pub fn patch_phi(&mut self, slot: PhiSlot, value: Word, parent: Word) {
        let fi = self.func_index;
        if let Some(inst) = self
            .b
            .module_mut()
            .functions
            .get_mut(fi)
            .and_then(|f| f.blocks.get_mut(slot.block))
            .and_then(|b| b.instructions.get_mut(slot.inst))
        {
            inst.operands.push(Operand::IdRef(value));
            inst.operands.push(Operand::IdRef(parent));
        }
    }
    /// `OpControlBarrier`
    pub fn control_barrier(&mut self, exec: Word, mem: Word, sem: Word) -> Result<()> {
        Ok(self.b.control_barrier(exec, mem, sem)?)
    }

    // ----- terminators and merges ----------------------------------------------------

    /// `OpBranch target`; ends the block.
    pub fn branch(&mut self, target: Word) -> Result<()> {
        self.b.branch(target)?;
        Ok(())
    }
    /// `OpBranchConditional`; ends the block.
    pub fn branch_cond(&mut self, cond: Word, t: Word, f: Word) -> Result<()> {
        self.b.branch_conditional(cond, t, f, [])?;
        Ok(())
    }
    /// `OpSelectionMerge merge None`
    pub fn selection_merge(&mut self, merge: Word) -> Result<()> {
        self.b
            .selection_merge(merge, spirv::SelectionControl::NONE)?;
        Ok(())
    }
    /// `OpLoopMerge merge continue None`, or `DontUnroll` (see `analysis::Facts::no_unroll`).
    pub fn loop_merge(&mut self, merge: Word, cont: Word, dont_unroll: bool) -> Result<()> {
        let control = if dont_unroll {
            spirv::LoopControl::DONT_UNROLL
        } else {
            spirv::LoopControl::NONE
        };
        self.b.loop_merge(merge, cont, control, [])?;
        Ok(())
    }
    /// `OpReturn`; ends the block.
    pub fn ret(&mut self) -> Result<()> {
        self.b.ret()?;
        Ok(())
    }

    // ----- module --------------------------------------------------------------------

    /// `OpEntryPoint GLCompute` and `OpExecutionMode LocalSize`.
    pub fn entry_point(&mut self, f: Word, name: &str, interface: &[Word], size: [u32; 3]) {
        self.b
            .entry_point(spirv::ExecutionModel::GLCompute, f, name, interface);
        self.b
            .execution_mode(f, spirv::ExecutionMode::LocalSize, size);
    }

    /// Finishes the module: capabilities and extensions, then the binary words.
    pub fn finish(mut self) -> Vec<u32> {
        use rspirv::binary::Assemble;
        for c in std::mem::take(&mut self.caps) {
            self.b.capability(c);
        }
        for e in std::mem::take(&mut self.exts) {
            self.b.extension(e);
        }
        self.b.module().assemble()
    }
}

/// Where an `OpPhi` sits, for [`Emitter::patch_phi`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct PhiSlot {
    /// The phi's result id.
    pub id: Word,
    /// Its result type.
    pub ty: Word,
    block: usize,
    inst: usize,
}

/// IEEE half-precision bits of an `f32`, rounding to nearest even.
pub(crate) fn f32_to_f16_bits(v: f32) -> u16 {
    let x = v.to_bits();
    let sign = ((x >> 16) & 0x8000) as u16;
    let exp = ((x >> 23) & 0xff) as i32;
    let man = x & 0x7f_ffff;
    if exp == 0xff {
        // Inf or NaN (keep a quiet NaN bit).
        return sign | 0x7c00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1u32 << (shift - 1);
        let mut r = m >> shift;
        let rem = m & ((1 << shift) - 1);
        if rem > half || (rem == half && r & 1 == 1) {
            r += 1;
        }
        return sign | r as u16;
    }
    let mut r = ((e as u32) << 10) | (man >> 13);
    let rem = man & 0x1fff;
    if rem > 0x1000 || (rem == 0x1000 && r & 1 == 1) {
        r += 1;
    }
    sign | r as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_conversion() {
        assert_eq!(f32_to_f16_bits(1.0), 0x3c00);
        assert_eq!(f32_to_f16_bits(-2.0), 0xc000);
        assert_eq!(f32_to_f16_bits(0.5), 0x3800);
        assert_eq!(f32_to_f16_bits(65504.0), 0x7bff);
        assert_eq!(f32_to_f16_bits(1e9), 0x7c00);
        assert_eq!(f32_to_f16_bits(0.0), 0);
    }

    #[test]
    fn f16_constants_round_once() {
        // 1 + 2^-11 + 2^-40: above the tie between 1 and 1 + 2^-10; through f32 (rounded
        // to nearest) it was the tie, and rounded down to even.
        let mut e = Emitter::new();
        let c = e.const_float(Scalar::Float(16), 1.0 + 2f64.powi(-11) + 2f64.powi(-40));
        assert_eq!(e.const_bits_of(c), Some(0x3c01));
        let t = e.const_float(Scalar::Float(16), 1.0 + 2f64.powi(-11));
        assert_eq!(e.const_bits_of(t), Some(0x3c00));
    }

    #[test]
    fn constants_are_known_by_id_and_images_deduplicated() {
        let mut e = Emitter::new();
        let c = e.const_int(Scalar::Int(64), -3);
        assert_eq!(e.const_bits_of(c), Some((-3i64) as u64));
        let s = e.const_int(Scalar::Int(32), 7);
        assert_eq!(e.const_bits_of(s), Some(7));
        let f = e.scalar_ty(Scalar::Float(32));
        assert_eq!(e.const_bits_of(f), None);
        let img = e.image_2d_ty(f);
        assert_eq!(e.image_2d_ty(f), img);
        assert_ne!(img, f);
    }

    #[test]
    fn types_and_constants_are_deduplicated() {
        let mut e = Emitter::new();
        let a = e.scalar_ty(Scalar::Int(32));
        let b = e.scalar_ty(Scalar::Int(32));
        assert_eq!(a, b);
        let v1 = e.vty(VTy {
            scalar: Scalar::Float(32),
            lanes: 4,
        });
        let v2 = e.vty(VTy {
            scalar: Scalar::Float(32),
            lanes: 4,
        });
        assert_eq!(v1, v2);
        let c1 = e.const_int(Scalar::Int(32), 7);
        let c2 = e.const_int(Scalar::Int(32), 7);
        assert_eq!(c1, c2);
        assert_ne!(c1, e.const_int(Scalar::Int(32), 8));
        let f = e.scalar_ty(Scalar::Float(32));
        let plain = e.array_ty(f, 4, None);
        let laid = e.array_ty(f, 4, Some(4));
        assert_ne!(plain, laid);
    }
}

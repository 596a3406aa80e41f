//! Helpers of the lowering context [`Cx`]: diagnostics, op and attribute access, the
//! mapping of MLIR types to SPIR-V value types (with the feature checks it implies), and
//! the table binding SSA values to SPIR-V ids.

use rspirv::spirv::{BuiltIn, Capability, StorageClass, Word};
use tessera_lowering::diag::{source_loc, SourceLoc};
use tessera_lowering::ir::{AttrKind, Context, FloatKind, Op, Type, TypeKind, Value};

use super::types::{Scalar, VTy};
use super::{Cx, MemrefVal, Val};
use crate::error::{Result, SpirvError};
use crate::target::Feature;

impl<'a> Cx<'a> {
    // ----- diagnostics ---------------------------------------------------------------

    /// The source location of an op.
    pub fn loc(&self, op: Op) -> Option<SourceLoc> {
        source_loc(self.ctx, self.m.op(op).loc)
    }
    /// The name of an op.
    pub fn op_name(&self, op: Op) -> &str {
        self.ctx.ident_str(self.m.op(op).name)
    }
    /// An "unsupported" error at `op`.
    pub fn unsupported(&self, op: Op, msg: impl Into<String>) -> SpirvError {
        SpirvError::Unsupported {
            loc: self.loc(op),
            msg: msg.into(),
        }
    }
    /// A malformed-op error at `op`.
    pub fn invalid(&self, op: Op, msg: impl Into<String>) -> SpirvError {
        SpirvError::InvalidKernel {
            loc: self.loc(op),
            msg: msg.into(),
        }
    }
    /// The error for an op handed to an emitter that does not emit it: `emit_op` routes
    /// each op to one emitter, and each emitter lists the rest of its dialect's ops under
    /// this, so that a new op is a compile error in both places.
    pub fn misrouted(&self, op: Op, emitter: &str) -> SpirvError {
        self.invalid(
            op,
            format!(
                "internal: '{}' is not emitted by {emitter}",
                self.op_name(op)
            ),
        )
    }
    /// Records that `op` needs feature `f`; fails when the target lacks it.
    pub fn need(&mut self, op: Op, f: Feature, why: Option<&str>) -> Result<()> {
        if !self.target.supports.contains(f) {
            return Err(SpirvError::MissingFeature {
                loc: self.loc(op),
                feature: f,
                op: self.op_name(op).to_string(),
                why: why.map(str::to_string),
            });
        }
        self.features.insert(f);
        Ok(())
    }

    // ----- op access -----------------------------------------------------------------

    /// Operand `i` of `op`.
    pub fn operand(&self, op: Op, i: usize) -> Result<Value> {
        self.m
            .op(op)
            .operands()
            .get(i)
            .copied()
            .ok_or_else(|| self.invalid(op, format!("'{}' lacks operand #{i}", self.op_name(op))))
    }
    /// Result `i` of `op`.
    pub fn result(&self, op: Op, i: usize) -> Result<Value> {
        self.m
            .op(op)
            .results()
            .get(i)
            .copied()
            .ok_or_else(|| self.invalid(op, format!("'{}' lacks result #{i}", self.op_name(op))))
    }
    /// An attribute of `op` (inherent first, then discardable).
    pub fn attr(&self, op: Op, name: &str) -> Option<&'a AttrKind> {
        let id = self.ctx.lookup_ident(name)?;
        let a = self.m.op(op).get_attr(id)?;
        Some(self.ctx.attr_kind(a))
    }
    /// An integer attribute.
    pub fn int_attr(&self, op: Op, name: &str) -> Option<i128> {
        match self.attr(op, name)? {
            AttrKind::Integer { value, .. } => Some(*value),
            AttrKind::Bool(b) => Some(*b as i128),
            _ => None,
        }
    }
    /// A dense integer array attribute (`array<i64: ..>`).
    pub fn int_list_attr(&self, op: Op, name: &str) -> Option<Vec<i64>> {
        let id = self.ctx.lookup_ident(name)?;
        let a = self.m.op(op).get_attr(id)?;
        tessera_lowering::verify::check::int_list(self.ctx, a)
    }
    /// A string attribute.
    pub fn str_attr(&self, op: Op, name: &str) -> Option<String> {
        match self.attr(op, name)? {
            AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            _ => None,
        }
    }
    /// The body of a dialect enum attribute kept opaque (`#gpu<dim x>` → `<dim x>`).
    pub fn opaque_attr(&self, op: Op, name: &str) -> Option<&'a str> {
        match self.attr(op, name)? {
            AttrKind::Opaque { body, .. } => Some(body.as_str()),
            _ => None,
        }
    }
    /// A dense `array<i64: ...>` / `array<i32: ...>` attribute.
    pub fn dense_ints(&self, op: Op, name: &str) -> Option<Vec<i64>> {
        match self.attr(op, name)? {
            AttrKind::DenseArray {
                data: tessera_lowering::ir::DenseArrayData::Ints(v),
                ..
            } => Some(v.iter().map(|x| *x as i64).collect()),
            AttrKind::Array(items) => items
                .iter()
                .map(|a| match self.ctx.attr_kind(*a) {
                    AttrKind::Integer { value, .. } => Some(*value as i64),
                    _ => None,
                })
                .collect(),
            _ => None,
        }
    }
    /// `operandSegmentSizes`.
    pub fn segments(&self, op: Op) -> Option<Vec<usize>> {
        self.dense_ints(op, "operandSegmentSizes")
            .map(|v| v.into_iter().map(|x| x.max(0) as usize).collect())
    }

    // ----- types ---------------------------------------------------------------------

    /// Maps an MLIR scalar or vector type, recording (and checking) the features it needs.
    pub fn vty_of(&mut self, ty: Type, op: Op) -> Result<VTy> {
        match self.ctx.type_kind(ty).clone() {
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                if shape.len() != 1 || scalable.iter().any(|s| *s) || !(2..=4).contains(&shape[0]) {
                    return Err(self.unsupported(
                        op,
                        format!(
                            "vector type {} is not supported (only 1-D vectors of 2 to 4 lanes)",
                            self.type_str(ty)
                        ),
                    ));
                }
                let s = self.scalar_of(elem, op)?;
                Ok(VTy {
                    scalar: s,
                    lanes: shape[0] as u32,
                })
            }
            _ => Ok(VTy::scalar(self.scalar_of(ty, op)?)),
        }
    }

    /// Maps an MLIR scalar type.
    pub fn scalar_of(&mut self, ty: Type, op: Op) -> Result<Scalar> {
        let s = match self.ctx.type_kind(ty) {
            TypeKind::Index => self.index,
            TypeKind::Integer { width: 1, .. } => Scalar::Bool,
            TypeKind::Integer { width, .. } if matches!(width, 8 | 16 | 32 | 64) => {
                Scalar::Int(*width)
            }
            TypeKind::Float(FloatKind::F16) => Scalar::Float(16),
            TypeKind::Float(FloatKind::F32) => Scalar::Float(32),
            TypeKind::Float(FloatKind::F64) => Scalar::Float(64),
            _ => {
                return Err(self.unsupported(
                    op,
                    format!("type {} has no SPIR-V equivalent here", self.type_str(ty)),
                ))
            }
        };
        self.require_scalar(s, op)?;
        Ok(s)
    }

    /// Checks and records the features a scalar type needs.
    pub fn require_scalar(&mut self, s: Scalar, op: Op) -> Result<()> {
        if self.e.emulated_width(s).is_some() {
            // Emulated in 32 bits: no capability, no feature.
            return Ok(());
        }
        let (f, cap, what) = match s {
            Scalar::Int(8) | Scalar::UInt(8) => (Feature::Int8, Capability::Int8, "type i8"),
            Scalar::Int(16) | Scalar::UInt(16) => (Feature::Int16, Capability::Int16, "type i16"),
            Scalar::Int(64) | Scalar::UInt(64) => (Feature::Int64, Capability::Int64, "type i64"),
            Scalar::Float(16) => (Feature::Float16, Capability::Float16, "type f16"),
            Scalar::Float(64) => (Feature::Float64, Capability::Float64, "type f64"),
            _ => return Ok(()),
        };
        let why = if s == self.index && matches!(s, Scalar::Int(64)) {
            "64-bit index"
        } else {
            what
        };
        self.need(op, f, Some(why))?;
        self.e.cap(cap);
        Ok(())
    }

    /// A type, printed for messages.
    pub fn type_str(&self, ty: Type) -> String {
        type_to_string(self.ctx, ty)
    }

    /// The id of a value type.
    pub fn ty(&mut self, t: VTy) -> Word {
        self.e.vty(t)
    }

    // ----- values --------------------------------------------------------------------

    /// Binds `v` to a SPIR-V value.
    pub fn set(&mut self, v: Value, val: Val) {
        if let Some(slot) = self.vals.get_mut(v.index()) {
            *slot = Some(val);
        }
    }
    /// Binds `v` to `(id, ty)`.
    pub fn set_value(&mut self, v: Value, id: Word, ty: VTy) {
        self.set(v, Val::Value(id, ty));
    }
    /// The scalar or vector bound to `v`.
    pub fn get(&self, v: Value, user: Op) -> Result<(Word, VTy)> {
        match self.vals.get(v.index()).and_then(|x| x.as_ref()) {
            Some(Val::Value(id, t)) => Ok((*id, *t)),
            Some(Val::Memref(_)) => Err(self.unsupported(
                user,
                format!("'{}' uses a memref as a value", self.op_name(user)),
            )),
            None => Err(self.invalid(
                user,
                format!(
                    "'{}' uses a value defined outside the kernel or not lowered",
                    self.op_name(user)
                ),
            )),
        }
    }
    /// The id bound to operand `i` of `op`.
    pub fn arg(&self, op: Op, i: usize) -> Result<(Word, VTy)> {
        let v = self.operand(op, i)?;
        self.get(v, op)
    }
    /// The memref bound to `v`.
    pub fn memref(&self, v: Value, user: Op) -> Result<MemrefVal> {
        match self.vals.get(v.index()).and_then(|x| x.as_ref()) {
            Some(Val::Memref(m)) => Ok((**m).clone()),
            _ => Err(self.invalid(
                user,
                format!(
                    "'{}' expects a memref defined in the kernel",
                    self.op_name(user)
                ),
            )),
        }
    }
    /// A constant of the index type.
    pub fn const_index(&mut self, v: i64) -> Word {
        let s = self.index;
        self.e.const_int(s, v)
    }
    /// The index type as a value type.
    pub fn index_ty(&self) -> VTy {
        VTy::scalar(self.index)
    }

    /// The Input variable of a builtin (created on first use).
    pub fn builtin_var(&mut self, bi: BuiltIn, ty: VTy) -> Word {
        if let Some((_, v)) = self.builtins.iter().find(|(b, _)| *b == bi) {
            return *v;
        }
        let t = self.ty(ty);
        let p = self.e.ptr_ty(StorageClass::Input, t);
        let var = self.e.global_var(p, StorageClass::Input);
        self.e.decorate_builtin(var, bi);
        self.builtins.push((bi, var));
        var
    }
}

/// Prints a type in MLIR syntax (enough for messages).
pub(crate) fn type_to_string(ctx: &Context, ty: Type) -> String {
    fn dims(shape: &[i64]) -> String {
        shape
            .iter()
            .map(|d| {
                if *d == tessera_lowering::ir::DYNAMIC {
                    "?x".to_string()
                } else {
                    format!("{d}x")
                }
            })
            .collect()
    }
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => {
            let p = match signedness {
                tessera_lowering::ir::Signedness::Signless => "i",
                tessera_lowering::ir::Signedness::Signed => "si",
                tessera_lowering::ir::Signedness::Unsigned => "ui",
            };
            format!("{p}{width}")
        }
        TypeKind::Index => "index".into(),
        TypeKind::Float(k) => k.keyword().into(),
        TypeKind::Vector { shape, elem, .. } => {
            format!("vector<{}{}>", dims(shape), type_to_string(ctx, *elem))
        }
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => {
            let layout = match layout {
                Some(l) => format!(", {}", tessera_lowering::printer::attr_to_string(ctx, *l)),
                None => String::new(),
            };
            let space = match memory_space.map(|a| ctx.attr_kind(a)) {
                Some(AttrKind::Integer { value, .. }) => format!(", {value}"),
                Some(AttrKind::Opaque { dialect, body, .. }) => format!(", #{dialect}{body}"),
                _ => String::new(),
            };
            format!(
                "memref<{}{}{}{}>",
                dims(shape),
                type_to_string(ctx, *elem),
                layout,
                space
            )
        }
        TypeKind::UnrankedMemRef { elem, .. } => {
            format!("memref<*x{}>", type_to_string(ctx, *elem))
        }
        TypeKind::None => "none".into(),
        other => format!("{other:?}"),
    }
}

//! Kernel arguments read through sampled 2D images (`tessera.textures`).
//!
//! On lavapipe a texel fetch is 8 unrolled 16-byte loads and a transpose, while a
//! storage-buffer load whose address differs per SIMD lane is a loop over the lanes; the
//! lowering therefore marks some read-only `f32` inputs of a kernel with
//! `tessera.textures = array<i64: ...>` on the `gpu.func` (the 0-based positions of the
//! arguments). Each listed argument is declared as `OpTypeImage %float 2D 0 0 0 1
//! Unknown` in `UniformConstant` storage (WGSL `texture_2d<f32>`, no sampler), in
//! descriptor set 0 at the binding the buffer would have had. The host copies the
//! memref's elements into an `Rgba32Float` texture, row-major: texel `(x, y)` holds
//! elements `y·inner + 4x .. + 4`, so element `[i0, .., j]` is component `j & 3` of
//! texel `(j >> 2, linear(i0, ..))` (`y = 0` for rank 1). See
//! [`BufferStorage::Texture`](crate::BufferStorage).
//!
//! Reads are `OpImageFetch %img (x, y) Lod 0` (naga: `textureLoad(t, vec2<i32>(x, y),
//! 0)`), giving a `vec4<f32>`:
//!
//! - a scalar `memref.load`/`affine.load` is one fetch and `OpCompositeExtract` of
//!   component `j mod 4` when the congruences of [`super::align`] know it, else
//!   `OpVectorExtractDynamic` with `j & 3`;
//! - a `vector.load` of `n` lanes at a known `j ≡ c (mod 4)` is the texel itself (`c = 0`,
//!   `n = 4`), one fetch and a shuffle (`c + n ≤ 4`), or the two texels the lanes straddle
//!   and a shuffle; at an unknown residue it is the two texels and a dynamic extract and
//!   select per lane. The second texel is the next one in row-major order (the first of
//!   the next row after the last of a row, as a buffer would read); its row is clamped to
//!   the image, so an unaligned read near the end never fetches outside it.
//!
//! [`Cx::texture_args`] re-checks what the lowering promises before anything is emitted:
//! the attribute lists distinct argument positions, each a memref of `f32` with a static
//! shape of rank ≥ 1, an identity layout, global (storage-buffer) memory, an innermost
//! dimension that is a nonzero multiple of 64 (a texture row is a multiple of 256 bytes,
//! wgpu's copy alignment), and used only by `memref.load`, `vector.load`, `affine.load`
//! (as the memref operand) and `memref.dim`. A violation is an error at the `gpu.func`.

use rspirv::dr::Operand;
use rspirv::spirv::{
    Decoration, GlslStd450Op as Gl, ImageOperands, Op as SpvOp, StorageClass, Word,
};
use tessera_lowering::diag::source_loc;
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{AffineExprKind, AttrKind, FloatKind, Op, TypeKind, Value, DYNAMIC};

use super::memory::{memref_space, MemSpace};
use super::types::{Scalar, VTy};
use super::{Access, Cx, Dim, MemrefVal, Val};
use crate::artifact::{BindingInfo, BufferStorage};
use crate::error::Result;

/// The attribute of a `gpu.func` listing its texture-backed arguments.
pub(crate) const TEXTURES: &str = tessera_lowering::gpu::attrs::TEXTURES;

/// Elements the innermost dimension of a texture-backed memref must be a multiple of
/// (64 `f32` = 256 bytes, wgpu's `COPY_BYTES_PER_ROW_ALIGNMENT`).
pub(crate) const INNER_MULTIPLE: i64 = 64;

impl Cx<'_> {
    /// Which of the kernel's `args` (its signature's arguments) are read through
    /// textures, as a flag per argument, after checking every rule of the module docs.
    pub(crate) fn texture_args(&self, func: Op, args: &[Value]) -> Result<Vec<bool>> {
        let mut flags = vec![false; args.len()];
        let Some(attr) = self.attr(func, TEXTURES) else {
            return Ok(flags);
        };
        let positions: Vec<i128> = match attr {
            AttrKind::DenseArray {
                data: tessera_lowering::ir::DenseArrayData::Ints(v),
                ..
            } => v.clone(),
            _ => {
                return Err(self.unsupported(
                    func,
                    format!("`{TEXTURES}` must be an `array<i64: ...>` of argument positions"),
                ))
            }
        };
        for p in positions {
            let Some(i) = usize::try_from(p).ok().filter(|i| *i < args.len()) else {
                return Err(self.unsupported(
                    func,
                    format!(
                        "`{TEXTURES}` lists argument #{p}, but the kernel has {} arguments",
                        args.len()
                    ),
                ));
            };
            if flags[i] {
                return Err(
                    self.unsupported(func, format!("`{TEXTURES}` lists argument #{i} twice"))
                );
            }
            self.check_texture_type(func, i, args[i])?;
            self.check_texture_uses(func, i, args[i])?;
            flags[i] = true;
        }
        Ok(flags)
    }

    /// The type rules of a texture-backed argument.
    fn check_texture_type(&self, func: Op, i: usize, arg: Value) -> Result<()> {
        let ty = self.m.value_type(arg);
        let bad = |why: String| {
            self.unsupported(
                func,
                format!(
                    "kernel argument #{i} ({}) cannot be read through a texture \
                     (`{TEXTURES}`): {why}",
                    self.type_str(ty)
                ),
            )
        };
        let TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } = self.ctx.type_kind(ty)
        else {
            return Err(bad("it is not a ranked memref".into()));
        };
        if !matches!(self.ctx.type_kind(*elem), TypeKind::Float(FloatKind::F32)) {
            return Err(bad("its element type is not f32".into()));
        }
        if memref_space(self.ctx, *memory_space) != Ok(MemSpace::Storage) {
            return Err(bad("it is not in global (storage-buffer) memory".into()));
        }
        let identity = match layout.map(|l| self.ctx.attr_kind(l)) {
            None => true,
            Some(AttrKind::AffineMap(map)) => {
                let d = self.ctx.map_data(*map);
                d.num_symbols == 0
                    && d.results.len() == shape.len()
                    && d.results.iter().enumerate().all(|(k, e)| {
                        matches!(self.ctx.expr(*e), AffineExprKind::Dim(x) if x as usize == k)
                    })
            }
            Some(_) => false,
        };
        if !identity {
            return Err(bad("its layout is not the identity".into()));
        }
        let Some((&inner, outer)) = shape.split_last() else {
            return Err(bad("it has rank 0".into()));
        };
        if shape.contains(&DYNAMIC) {
            return Err(bad("its shape is dynamic".into()));
        }
        if inner <= 0 || inner % INNER_MULTIPLE != 0 {
            return Err(bad(format!(
                "its innermost dimension ({inner}) is not a nonzero multiple of {INNER_MULTIPLE}"
            )));
        }
        let height = outer
            .iter()
            .try_fold(1i64, |acc, d| acc.checked_mul(*d))
            .unwrap_or(i64::MAX);
        if height <= 0 || height > i64::from(i32::MAX) || inner / 4 > i64::from(i32::MAX) {
            return Err(bad(format!(
                "a texture of {} x {height} texels is out of range",
                inner / 4
            )));
        }
        Ok(())
    }

    /// Every use of a texture-backed argument must be a read (see the module docs).
    fn check_texture_uses(&self, func: Op, i: usize, arg: Value) -> Result<()> {
        // Fast path: every use on the argument's use-list is a read as its memref operand.
        // Otherwise the walk below finds the first offending op in program order (the one
        // the error names).
        let read = |u: &tessera_lowering::ir::Use| {
            u.operand == 0
                && matches!(
                    self.m.op(u.op).kind,
                    Some(
                        OpKind::MemRefLoad
                            | OpKind::VectorLoad
                            | OpKind::AffineLoad
                            | OpKind::MemRefDim
                    )
                )
        };
        if self.m.uses(arg).iter().all(read) {
            return Ok(());
        }
        let mut bad: Option<Op> = None;
        self.m.walk_pre(func, &mut |op| {
            if bad.is_some() {
                return;
            }
            let d = self.m.op(op);
            for (pos, &v) in d.operands().iter().enumerate() {
                if v != arg {
                    continue;
                }
                let ok = pos == 0
                    && matches!(
                        d.kind,
                        Some(
                            OpKind::MemRefLoad
                                | OpKind::VectorLoad
                                | OpKind::AffineLoad
                                | OpKind::MemRefDim
                        )
                    );
                if !ok {
                    bad = Some(op);
                    return;
                }
            }
        });
        match bad {
            None => Ok(()),
            Some(op) => {
                let at = source_loc(self.ctx, self.m.op(op).loc)
                    .map(|l| format!(" at {}:{}:{}", l.file, l.line, l.col))
                    .unwrap_or_default();
                Err(self.unsupported(
                    func,
                    format!(
                        "kernel argument #{i} is read through a texture (`{TEXTURES}`) but \
                         '{}'{at} uses it; a texture argument may only be read by \
                         memref.load, vector.load and affine.load",
                        self.op_name(op)
                    ),
                ))
            }
        }
    }

    /// Declares argument #`arg_index` (checked by [`Cx::texture_args`]) as a sampled 2D
    /// image at `binding` and binds its memref value.
    pub(crate) fn declare_texture(
        &mut self,
        func: Op,
        arg_index: usize,
        arg: Value,
        binding: u32,
        shape: &[i64],
    ) -> Result<BindingInfo> {
        let n = self.static_count(func, shape)?;
        let Some((&inner, outer)) = shape.split_last() else {
            return Err(self.invalid(func, "a texture argument needs rank >= 1"));
        };
        let width = u32::try_from(inner / 4)
            .map_err(|_| self.invalid(func, "texture width out of range"))?;
        let height = u32::try_from(outer.iter().product::<i64>())
            .map_err(|_| self.invalid(func, "texture height out of range"))?;
        let f32t = self.e.scalar_ty(Scalar::Float(32));
        let img = self.e.image_2d_ty(f32t);
        let p = self.e.ptr_ty(StorageClass::UniformConstant, img);
        let var = self.e.global_var(p, StorageClass::UniformConstant);
        self.e.decorate(var, Decoration::DescriptorSet, &[0]);
        self.e.decorate(var, Decoration::Binding, &[binding]);
        self.e.name(var, &format!("arg{arg_index}"));
        let sizes = shape.iter().map(|d| Dim::Static(*d)).collect();
        self.set(
            arg,
            Val::Memref(Box::new(MemrefVal {
                base: var,
                class: StorageClass::UniformConstant,
                access: Access::Texture { width, height },
                elem: VTy::scalar(Scalar::Float(32)),
                sizes,
                strides: Vec::new(),
                offset: Dim::Static(0),
            })),
        );
        Ok(BindingInfo {
            binding,
            storage: BufferStorage::Texture { width, height },
            read_only: true,
            elem_bytes: 4,
            static_len: Some(n),
            arg_index,
        })
    }

    /// The residue of the integer value `v` modulo 4, when the congruences know it.
    pub(crate) fn value_mod4(&mut self, v: Value) -> Option<u32> {
        self.div.fact(self.ctx, self.m, v).mod4()
    }

    /// Reads `lanes` consecutive elements of the texture-backed memref `mr` starting at
    /// `[idx..]` (index-typed ids), the innermost index being `≡ c (mod 4)` when `c` is
    /// known: an `f32` for one lane, else a vector (see the module docs).
    pub(crate) fn texture_read(
        &mut self,
        op: Op,
        mr: &MemrefVal,
        idx: &[Word],
        c: Option<u32>,
        lanes: u32,
    ) -> Result<Word> {
        let Access::Texture { width, height } = mr.access else {
            return Err(self.invalid(op, "not a texture-backed memref"));
        };
        let Some((&j, outer)) = idx.split_last() else {
            return Err(self.invalid(op, "a texture read needs indices"));
        };
        if idx.len() != mr.sizes.len() || !(1..=4).contains(&lanes) {
            return Err(self.invalid(
                op,
                format!(
                    "'{}' has {} indices for a rank-{} memref",
                    self.op_name(op),
                    idx.len(),
                    mr.sizes.len()
                ),
            ));
        }
        // Texel coordinates are computed in i32 (they fit: both sides are at most
        // i32::MAX), from the indices converted first (see `coord_i32`).
        let j = self.coord_i32(j)?;
        let outer = outer
            .iter()
            .map(|w| self.coord_i32(*w))
            .collect::<Result<Vec<_>>>()?;
        let it = self.e.scalar_ty(Scalar::Int(32));
        // y = linear(outer indices), row-major.
        let mut y: Option<Word> = None;
        for (k, &i) in outer.iter().enumerate() {
            y = Some(match y {
                None => i,
                Some(acc) => {
                    let size = match mr.sizes.get(k) {
                        Some(Dim::Static(s)) => *s,
                        _ => return Err(self.invalid(op, "a texture needs a static shape")),
                    };
                    let s = self.e.const_int(Scalar::Int(32), size);
                    let scaled = self.e.op(SpvOp::IMul, it, &[acc, s])?;
                    self.e.op(SpvOp::IAdd, it, &[scaled, i])?
                }
            });
        }
        let y = match y {
            Some(y) => y,
            None => self.e.const_int(Scalar::Int(32), 0),
        };
        // x = j >> 2, as (j - c) >> 2 when j ≡ c: neighbouring reads share the texel id.
        let base = match c {
            Some(c) if c != 0 => {
                let cw = self.e.const_int(Scalar::Int(32), i64::from(c));
                self.e.op(SpvOp::ISub, it, &[j, cw])?
            }
            _ => j,
        };
        let two = self.e.const_int(Scalar::Int(32), 2);
        let x = self.e.op(SpvOp::ShiftRightArithmetic, it, &[base, two])?;
        let f32s = VTy::scalar(Scalar::Float(32));
        let st = self.ty(f32s);
        let v0 = self.fetch(mr, x, y)?;
        let rt = self.ty(VTy {
            scalar: Scalar::Float(32),
            lanes,
        });
        let shuffle = |cx: &mut Self, a: Word, b: Word, from: u32| -> Result<Word> {
            let mut operands = vec![Operand::IdRef(a), Operand::IdRef(b)];
            operands.extend((from..from + lanes).map(Operand::LiteralBit32));
            cx.e.op_with(SpvOp::VectorShuffle, rt, operands)
        };
        match c {
            Some(0) if lanes == 4 => Ok(v0),
            Some(c) if lanes == 1 => self.e.extract(st, v0, &[c]),
            Some(c) if c + lanes <= 4 => shuffle(self, v0, v0, c),
            Some(c) => {
                let (x1, y1) = self.next_texel(x, y, width, height)?;
                let v1 = self.fetch(mr, x1, y1)?;
                shuffle(self, v0, v1, c)
            }
            None => {
                let three = self.e.const_int(Scalar::Int(32), 3);
                let r = self.e.op(SpvOp::BitwiseAnd, it, &[j, three])?;
                let first = self.e.op(SpvOp::VectorExtractDynamic, st, &[v0, r])?;
                if lanes == 1 {
                    return Ok(first);
                }
                let (x1, y1) = self.next_texel(x, y, width, height)?;
                let v1 = self.fetch(mr, x1, y1)?;
                let bt = self.ty(VTy::scalar(Scalar::Bool));
                let four = self.e.const_int(Scalar::Int(32), 4);
                let mut parts = vec![first];
                for k in 1..lanes {
                    let kw = self.e.const_int(Scalar::Int(32), i64::from(k));
                    let rk = self.e.op(SpvOp::IAdd, it, &[r, kw])?;
                    let comp = self.e.op(SpvOp::BitwiseAnd, it, &[rk, three])?;
                    let in_first = self.e.op(SpvOp::SLessThan, bt, &[rk, four])?;
                    let a = self.e.op(SpvOp::VectorExtractDynamic, st, &[v0, comp])?;
                    let b = self.e.op(SpvOp::VectorExtractDynamic, st, &[v1, comp])?;
                    parts.push(self.e.op(SpvOp::Select, st, &[in_first, a, b])?);
                }
                self.e.op(SpvOp::CompositeConstruct, rt, &parts)
            }
        }
    }

    /// The texel after `(x, y)` in row-major order: `(x + 1, y)`, or `(0, y + 1)` after
    /// the last texel of a row, with the row clamped to the image.
    fn next_texel(&mut self, x: Word, y: Word, width: u32, height: u32) -> Result<(Word, Word)> {
        let int = Scalar::Int(32);
        let it = self.e.scalar_ty(int);
        let bt = self.ty(VTy::scalar(Scalar::Bool));
        let one = self.e.const_int(int, 1);
        let x1 = self.e.op(SpvOp::IAdd, it, &[x, one])?;
        let w = self.e.const_int(int, i64::from(width));
        let wrap = self.e.op(SpvOp::IEqual, bt, &[x1, w])?;
        let zero = self.e.const_int(int, 0);
        let x1 = self.e.op(SpvOp::Select, it, &[wrap, zero, x1])?;
        if height <= 1 {
            return Ok((x1, y));
        }
        let yn = self.e.op(SpvOp::IAdd, it, &[y, one])?;
        let last = self.e.const_int(int, i64::from(height) - 1);
        let yn = self.e.glsl(it, Gl::SMin, &[yn, last])?;
        let y1 = self.e.op(SpvOp::Select, it, &[wrap, yn, y])?;
        Ok((x1, y1))
    }

    /// An index-typed id as an `i32`: a constant directly (naga's WGSL front end cannot
    /// evaluate the constant expression `i32(0li)` it would otherwise write), anything
    /// else with `OpSConvert` (the low 32 bits).
    fn coord_i32(&mut self, w: Word) -> Result<Word> {
        if self.index == Scalar::Int(32) {
            return Ok(w);
        }
        if let Some(bits) = self.e.const_bits_of(w) {
            return Ok(self
                .e
                .const_int(Scalar::Int(32), i64::from(bits as u32 as i32)));
        }
        let i32t = self.e.scalar_ty(Scalar::Int(32));
        self.e.op(SpvOp::SConvert, i32t, &[w])
    }

    /// `OpImageFetch` of texel `(x, y)` (`i32` ids) of the image of `mr`: a
    /// `vec4<f32>`.
    fn fetch(&mut self, mr: &MemrefVal, x: Word, y: Word) -> Result<Word> {
        let v2 = self.ty(VTy {
            scalar: Scalar::Int(32),
            lanes: 2,
        });
        let coord = self.e.op(SpvOp::CompositeConstruct, v2, &[x, y])?;
        let f32t = self.e.scalar_ty(Scalar::Float(32));
        let img_t = self.e.image_2d_ty(f32t);
        let img = self.e.load(img_t, mr.base)?;
        let v4t = self.ty(VTy {
            scalar: Scalar::Float(32),
            lanes: 4,
        });
        let lod = self.e.const_int(Scalar::Int(32), 0);
        self.e.op_with(
            SpvOp::ImageFetch,
            v4t,
            vec![
                Operand::IdRef(img),
                Operand::IdRef(coord),
                Operand::ImageOperands(ImageOperands::LOD),
                Operand::IdRef(lod),
            ],
        )
    }
}

//! Reading kernel inputs through textures on CPU adapters.
//!
//! Lavapipe (Mesa 22.3's llvmpipe) turns a storage-buffer load whose address differs
//! between the 8 SIMD lanes into a loop over the lanes, but a texel fetch into 8 unrolled
//! 16-byte loads and a transpose: a register-tiled matmul that reads `A` and `B` as
//! `Rgba32Float` textures measured 2–2.5x faster than the same kernel on storage buffers.
//!
//! The mapping (`gpu::map::launch::map_band`) decides *texture mode* for a band with a reduction
//! loop on a CPU target: the body is vectorised along x with `vector<4xf32>` accumulators,
//! the reduction loops are stepped by 4 with their loads along the loop combined into
//! `vector<4xf32>` loads (`gpu::map::vectorize::combine`), and the launch is tagged
//! `tessera.texture_reads`; `tessera-subgroup-share` then spreads the loads of `A`'s
//! rows over the lanes and `gpu::opt::schedule` orders the loop body. After outlining, [`mark_textures`] turns that tag into
//! `tessera.textures = array<i64: ...>` on the `gpu.func`: the positions of the arguments
//! the SPIR-V back end declares as `texture_2d<f32>` and the host fills from the memref's
//! buffer before each dispatch (see `tessera_spirv::BufferStorage::Texture`).
//!
//! An argument is read through a texture when [`eligible_type`] accepts its type (`f32`,
//! static shape, identity layout, global memory, innermost dim a multiple of 64 so that a
//! texture row is a multiple of 256 bytes, both texture sides within the target's limit),
//! the kernel only reads it with `memref.load`/`vector.load` (`affine.load`/
//! `affine.vector_load` before `lower-affine`), and at least one of those reads is a
//! `vector<4xf32>` (a texel).

use crate::dialect::OpKind;
use crate::ir::{AttrKind, Context, DenseArrayData, FloatKind, Module, Op, Type, TypeKind, Value};

use crate::gpu::build::{remove_attr, set_attr};

/// The tag `map_band` puts on a launch mapped in texture mode (copied to the `gpu.func`
/// by outlining).
pub const TEXTURE_READS: &str = crate::gpu::attrs::TEXTURE_READS;
/// The attribute listing the texture-backed arguments of a `gpu.func`.
pub const TEXTURES: &str = crate::gpu::attrs::TEXTURES;

/// Elements of the innermost dim per texture row alignment: 64 `f32` = 256 bytes, wgpu's
/// `COPY_BYTES_PER_ROW_ALIGNMENT`.
pub const INNER_MULTIPLE: i64 = 64;

/// Whether a memref of type `ty` can live in an `Rgba32Float` texture of at most
/// `max_dim` texels per side (see the module docs).
pub fn eligible_type(ctx: &Context, ty: Type, max_dim: u32) -> bool {
    let TypeKind::MemRef {
        shape,
        elem,
        layout,
        memory_space,
    } = ctx.type_kind(ty)
    else {
        return false;
    };
    if layout.is_some() || !global_space(ctx, *memory_space) {
        return false;
    }
    if !matches!(ctx.type_kind(*elem), TypeKind::Float(FloatKind::F32)) {
        return false;
    }
    let Some((&inner, outer)) = shape.split_last() else {
        return false;
    };
    if inner <= 0 || inner % INNER_MULTIPLE != 0 || outer.iter().any(|&d| d <= 0) {
        return false;
    }
    let height = outer
        .iter()
        .try_fold(1i64, |acc, &d| acc.checked_mul(d))
        .unwrap_or(i64::MAX);
    let max = i64::from(max_dim);
    max > 0 && inner / 4 <= max && height <= max
}

fn global_space(ctx: &Context, space: Option<crate::ir::Attr>) -> bool {
    let Some(a) = space else { return true };
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => *value == 0,
        AttrKind::Opaque { dialect, body, .. } => {
            dialect == "gpu" && body == ".address_space<global>"
        }
        _ => false,
    }
}

/// How a kernel uses a memref value.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ReadUse {
    /// Every use is a load (scalar or vector) with the value as the memref.
    pub only_loads: bool,
    /// At least one use is a `vector<4xf32>` load.
    pub vec4: bool,
}

/// Classifies the uses of `mem` (all of them, wherever they are).
pub fn read_use(ctx: &Context, m: &Module, mem: Value) -> ReadUse {
    let mut r = ReadUse {
        only_loads: true,
        vec4: false,
    };
    for u in m.uses(mem).to_vec() {
        let op = u.op;
        let d = m.op(op);
        let is_load = matches!(
            d.kind,
            Some(
                OpKind::MemRefLoad
                    | OpKind::AffineLoad
                    | OpKind::VectorLoad
                    | OpKind::AffineVectorLoad
            )
        );
        if !is_load || u.operand != 0 {
            r.only_loads = false;
            continue;
        }
        if matches!(d.kind, Some(OpKind::VectorLoad | OpKind::AffineVectorLoad)) {
            let vec4 = d.results().first().is_some_and(|&v| {
                matches!(ctx.type_kind(m.value_type(v)), TypeKind::Vector { shape, .. } if shape.as_slice() == [4])
            });
            r.vec4 |= vec4;
        }
    }
    r
}

/// `tessera-mark-textures` (after outlining): see [`mark_textures`]. Option
/// `max-texture-dim`: the device's largest 2-D texture side (an argument with a wider row
/// stays a buffer).
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &crate::pass::PassOptions,
) -> Result<bool, crate::diag::Diagnostics> {
    let bad = |ctx: &Context, m: &Module, e: String| {
        crate::diag::Diagnostics::from(crate::diag::Diagnostic::error_at(ctx, m.op(anchor).loc, e))
    };
    opts.check_known("tessera-mark-textures", &["max-texture-dim"])
        .map_err(|e| bad(ctx, m, e))?;
    let max = opts
        .get_i64("max-texture-dim", 16384)
        .map_err(|e| bad(ctx, m, e))?;
    let max = u32::try_from(max).map_err(|_| {
        bad(
            ctx,
            m,
            format!("max-texture-dim must be in 0..2^32, got {max}"),
        )
    })?;
    let funcs = tagged_kernels(ctx, m, anchor);
    let tagged = !funcs.is_empty();
    mark_kernels(ctx, m, funcs, max);
    Ok(tagged)
}

/// Replaces the `tessera.texture_reads` (or `tessera.texture_rows`, `gpu::map::relayout`) tag of
/// every `gpu.func` under `anchor` with
/// `tessera.textures` listing its texture-backed arguments (none: the tag is dropped).
/// Returns how many arguments were marked.
pub fn mark_textures(ctx: &mut Context, m: &mut Module, anchor: Op, max_dim: u32) -> usize {
    let funcs = tagged_kernels(ctx, m, anchor);
    mark_kernels(ctx, m, funcs, max_dim)
}

/// The `gpu.func`s under `anchor` tagged `tessera.texture_reads` or `tessera.texture_rows`.
fn tagged_kernels(ctx: &Context, m: &Module, anchor: Op) -> Vec<Op> {
    let tags: Vec<_> = [TEXTURE_READS, crate::gpu::attrs::TEXTURE_ROWS]
        .iter()
        .filter_map(|t| ctx.lookup_ident(t))
        .collect();
    let mut funcs = Vec::new();
    if tags.is_empty() {
        return funcs;
    }
    m.walk_pre(anchor, &mut |op| {
        if m.op(op).kind == Some(OpKind::GpuFunc)
            && tags.iter().any(|&t| m.op(op).get_attr(t).is_some())
        {
            funcs.push(op);
        }
    });
    funcs
}

/// [`mark_textures`] on the tagged kernels `funcs`; returns how many arguments were marked.
fn mark_kernels(ctx: &mut Context, m: &mut Module, funcs: Vec<Op>, max_dim: u32) -> usize {
    let mut marked = 0;
    for f in funcs {
        remove_attr(ctx, m, f, TEXTURE_READS);
        remove_attr(ctx, m, f, crate::gpu::attrs::TEXTURE_ROWS);
        let Some(entry) = m.entry_block(f, 0) else {
            continue;
        };
        let args = m.block(entry).args().to_vec();
        let picked: Vec<i128> = args
            .iter()
            .enumerate()
            .filter(|&(_, &a)| {
                if !eligible_type(ctx, m.value_type(a), max_dim) {
                    return false;
                }
                let u = read_use(ctx, m, a);
                u.only_loads && u.vec4
            })
            .map(|(i, _)| i as i128)
            .collect();
        if picked.is_empty() {
            continue;
        }
        marked += picked.len();
        let i64t = ctx.int_type(64);
        let a = ctx.attr(AttrKind::DenseArray {
            elem: i64t,
            data: DenseArrayData::Ints(picked),
        });
        set_attr(ctx, m, f, TEXTURES, a);
    }
    marked
}

/// The memrefs that `template` only reads, with `affine.load`/`affine.vector_load`.
pub(crate) fn read_only_memrefs(ctx: &Context, m: &Module, template: &[Op]) -> Vec<Value> {
    let mut loaded: Vec<Value> = Vec::new();
    let mut other: Vec<Value> = Vec::new();
    for &op in template {
        m.walk_pre(op, &mut |o| {
            let d = m.op(o);
            let is_load = matches!(d.kind, Some(OpKind::AffineLoad | OpKind::AffineVectorLoad));
            for (i, &v) in d.operands().iter().enumerate() {
                if !matches!(ctx.type_kind(m.value_type(v)), TypeKind::MemRef { .. }) {
                    continue;
                }
                if is_load && i == 0 {
                    if !loaded.contains(&v) {
                        loaded.push(v);
                    }
                } else if !other.contains(&v) {
                    other.push(v);
                }
            }
        });
    }
    loaded.retain(|v| !other.contains(v));
    loaded
}

/// Whether a band body qualifies for texture mode with x IV `x_iv`: it vectorises along x
/// (`gpu::map::vectorize::analyze`), and every load inside one of its loops whose value differs
/// along the x vector (a matmul's `B[k, j]`) reads one of `candidates` (read-only memrefs
/// that [`eligible_type`] accepts) — at least one does. Such loads would be lane-varying buffer loads, lavapipe's slowest access.
pub(crate) fn band_qualifies(
    ctx: &mut Context,
    m: &Module,
    template: &[Op],
    x_iv: Value,
    candidates: &[Value],
) -> bool {
    let Some(vp) = crate::gpu::map::vectorize::analyze(ctx, m, template, x_iv, 4) else {
        return false;
    };
    let mut found = false;
    let mut ok = true;
    for &op in template {
        m.walk_pre(op, &mut |o| {
            if m.op(o).kind != Some(OpKind::AffineLoad) {
                return;
            }
            let Some(&r) = m.op(o).results().first() else {
                return;
            };
            if !vp.is_vector(r) {
                return;
            }
            let mut in_loop = false;
            let mut cur = o;
            while !template.contains(&cur) {
                let Some(p) = m.parent_op(cur) else { break };
                in_loop |= m.op(p).kind == Some(OpKind::AffineFor);
                cur = p;
            }
            if !in_loop {
                return;
            }
            match m.op(o).operands().first() {
                Some(mem) if candidates.contains(mem) => found = true,
                _ => ok = false,
            }
        });
    }
    ok && found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gpu::testutil::parse;

    /// The argument types of the first function of `src`.
    fn arg_types(src: &str) -> (Context, Vec<Type>) {
        let (ctx, m) = parse(src);
        let mut f = None;
        for &top in &m.top {
            m.walk_pre(top, &mut |op| {
                if f.is_none() && m.op(op).kind == Some(OpKind::FuncFunc) {
                    f = Some(op);
                }
            });
        }
        let entry = f.and_then(|f| m.entry_block(f, 0)).expect("a function");
        let tys = m
            .block(entry)
            .args()
            .iter()
            .map(|&a| m.value_type(a))
            .collect();
        (ctx, tys)
    }

    #[test]
    fn eligibility_of_types() {
        let (ctx, t) = arg_types(
            "func.func @f(%a: memref<16x64xf32>, %b: memref<64xf32>, %c: memref<2x3x128xf32>,
                          %d: memref<16x32xf32>, %e: memref<16x64xf16>, %f: memref<?x64xf32>,
                          %g: memref<16x64xf32, strided<[128, 1]>>, %h: memref<16x64xf32, 3>,
                          %i: memref<20000x64xf32>, %j: memref<4x65536xf32>, %k: memref<16x64xi32>,
                          %l: memref<f32>, %m: memref<16x64xf32, 0>) {
               return
             }",
        );
        let got: Vec<bool> = t.iter().map(|&ty| eligible_type(&ctx, ty, 16384)).collect();
        assert_eq!(
            got,
            [
                true, true, true, false, false, false, false, false, false, true, false, false,
                true
            ]
        );
        // Width 16384 texels is over an 8192 limit; no textures at all with 0.
        assert!(!eligible_type(&ctx, t[9], 8192));
        assert!(!eligible_type(&ctx, t[0], 0));
    }

    #[test]
    fn marking_needs_only_loads_and_a_vector_load() {
        let src = r#"
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @k(%a: memref<8x64xf32>, %b: memref<8x64xf32>, %c: memref<8x64xf32>, %d: memref<8x64xf32>) kernel attributes {tessera.texture_reads} {
      %c0 = arith.constant 0 : index
      %v = vector.load %a[%c0, %c0] : memref<8x64xf32>, vector<4xf32>
      %s = memref.load %b[%c0, %c0] : memref<8x64xf32>
      %w = vector.load %c[%c0, %c0] : memref<8x64xf32>, vector<4xf32>
      vector.store %v, %c[%c0, %c0] : memref<8x64xf32>, vector<4xf32>
      %x = vector.load %d[%c0, %c0] : memref<8x64xf32>, vector<4xf32>
      %y = arith.addf %x, %w : vector<4xf32>
      vector.store %y, %c[%c0, %c0] : memref<8x64xf32>, vector<4xf32>
      memref.store %s, %b[%c0, %c0] : memref<8x64xf32>
      gpu.return
    }
  }
}"#;
        let (mut ctx, mut m) = parse(src);
        let top = m.top[0];
        // %a and %d: only vector loads. %b: scalar load and a store. %c: stored.
        assert_eq!(mark_textures(&mut ctx, &mut m, top, 16384), 2);
        let text = crate::gpu::testutil::print(&ctx, &m);
        assert!(
            text.contains("tessera.textures = array<i64: 0, 3>"),
            "{text}"
        );
        assert!(!text.contains("tessera.texture_reads"), "{text}");
        // Without the tag nothing is marked.
        let (mut ctx, mut m) = parse(&src.replace(" attributes {tessera.texture_reads}", ""));
        let top = m.top[0];
        assert_eq!(mark_textures(&mut ctx, &mut m, top, 16384), 0);
    }
}

//! Decoding of attributes and types at compile time: everything the compiler needs to read
//! from the IR goes through these helpers, so that the executor never sees an attribute.

use crate::ir::{
    AffineMap, Attr, AttrKind, Context, DenseArrayData, DenseData, IntegerSet, OpData, Type,
    TypeKind,
};

use super::amap::AExpr;
use super::inst::{RedKind, ValType};
use super::memory::LayoutSpec;
use super::value::Scalar;

/// An attribute of `op` (inherent first) by name.
pub fn attr(ctx: &Context, op: &OpData, name: &str) -> Option<Attr> {
    op.get_attr(ctx.lookup_ident(name)?)
}

/// The value of an integer or bool attribute.
pub fn int_of(ctx: &Context, a: Attr) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => i64::try_from(*value).ok(),
        AttrKind::Bool(b) => Some(*b as i64),
        _ => None,
    }
}

/// An integer attribute of `op`.
pub fn int_attr(ctx: &Context, op: &OpData, name: &str) -> Option<i64> {
    int_of(ctx, attr(ctx, op, name)?)
}

/// A list of integers: dense array, dense elements, or an array of integer attributes.
pub fn i64_list(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray {
            data: DenseArrayData::Ints(v),
            ..
        } => v.iter().map(|x| i64::try_from(*x).ok()).collect(),
        AttrKind::DenseElements {
            data: DenseData::Ints(v),
            ty,
        } => {
            let n = ctx
                .type_kind(*ty)
                .shape()
                .map(|s| s.iter().product::<i64>())
                .unwrap_or(v.len() as i64);
            let vals: Option<Vec<i64>> = v.iter().map(|x| i64::try_from(*x).ok()).collect();
            let vals = vals?;
            if vals.len() == 1 && n > 1 && n <= MAX_VECTOR as i64 {
                Some(vec![vals[0]; n as usize])
            } else {
                Some(vals)
            }
        }
        AttrKind::Array(items) => items.iter().map(|x| int_of(ctx, *x)).collect(),
        _ => None,
    }
}

/// The operand segment sizes of `op` (`operandSegmentSizes` or the older
/// `operand_segment_sizes`).
pub fn segments(ctx: &Context, op: &OpData) -> Option<Vec<usize>> {
    let a =
        attr(ctx, op, "operandSegmentSizes").or_else(|| attr(ctx, op, "operand_segment_sizes"))?;
    i64_list(ctx, a)?
        .into_iter()
        .map(|x| usize::try_from(x).ok())
        .collect()
}

/// Splits `n` operands by segment sizes; `None` if they do not add up.
pub fn split_segments(sizes: &[usize], n: usize) -> Option<Vec<std::ops::Range<usize>>> {
    let mut out = Vec::with_capacity(sizes.len());
    let mut at = 0usize;
    for &s in sizes {
        out.push(at..at + s);
        at += s;
    }
    (at == n).then_some(out)
}

/// An affine map attribute of `op`.
pub fn map_attr(ctx: &Context, op: &OpData, name: &str) -> Option<AffineMap> {
    match ctx.attr_kind(attr(ctx, op, name)?) {
        AttrKind::AffineMap(m) => Some(*m),
        _ => None,
    }
}

/// An integer set attribute of `op`.
pub fn set_attr(ctx: &Context, op: &OpData, name: &str) -> Option<IntegerSet> {
    match ctx.attr_kind(attr(ctx, op, name)?) {
        AttrKind::IntegerSet(s) => Some(*s),
        _ => None,
    }
}

/// The text of a string attribute.
pub fn str_of(ctx: &Context, a: Attr) -> Option<String> {
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// A symbol reference `@root::@a::@b` as its parts.
pub fn symbol_ref(ctx: &Context, a: Attr) -> Option<Vec<String>> {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } => {
            let mut v = vec![ctx.ident_str(*root).to_string()];
            v.extend(nested.iter().map(|i| ctx.ident_str(*i).to_string()));
            Some(v)
        }
        AttrKind::String { value, .. } => Some(vec![String::from_utf8_lossy(value).into_owned()]),
        _ => None,
    }
}

/// The keyword of an enum-like attribute: `#gpu<dim x>` → `x`, `#vector.kind<add>` →
/// `add`, `"addf"` → `addf`; integers are returned as their decimal text.
pub fn enum_word(ctx: &Context, a: Attr) -> Option<String> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { body, .. } => {
            let t = body.trim().trim_end_matches('>').trim();
            let w = t.rsplit([' ', '<']).next()?.trim();
            Some(w.trim_matches('"').to_string())
        }
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        AttrKind::Integer { value, .. } => Some(value.to_string()),
        _ => None,
    }
}

/// A reduction kind from a name (`addf`, `add`, `maximumf`, …); `float` decides what a
/// type-agnostic name such as `add` means.
pub fn red_kind_by_name(name: &str, float: bool) -> Option<RedKind> {
    use RedKind::*;
    Some(match name {
        "addf" => AddF,
        "addi" => AddI,
        "add" => {
            if float {
                AddF
            } else {
                AddI
            }
        }
        "mulf" => MulF,
        "muli" => MulI,
        "mul" => {
            if float {
                MulF
            } else {
                MulI
            }
        }
        "assign" => Assign,
        "maximumf" | "maxf" => MaximumF,
        "minimumf" | "minf" => MinimumF,
        "maxnumf" => MaxNumF,
        "minnumf" => MinNumF,
        "maxs" | "maxsi" => MaxS,
        "mins" | "minsi" => MinS,
        "maxu" | "maxui" => MaxU,
        "minu" | "minui" => MinU,
        "max" => {
            if float {
                MaxNumF
            } else {
                MaxS
            }
        }
        "min" => {
            if float {
                MinNumF
            } else {
                MinS
            }
        }
        "andi" | "and" => AndI,
        "ori" | "or" => OrI,
        "xori" | "xor" => XorI,
        _ => return None,
    })
}

/// An `arith::AtomicRMWKind` attribute: a name, or the integer of upstream's enumeration
/// as the parser stores it ([`AtomicRmwKind`]).
pub fn atomic_kind(ctx: &Context, a: Attr, float: bool) -> Option<RedKind> {
    use crate::dialect::arith::atomic_kind::AtomicRmwKind as A;
    use RedKind::*;
    if let Some(i) = int_of(ctx, a) {
        return Some(match A::from_value(i)? {
            A::AddF => AddF,
            A::AddI => AddI,
            A::AndI => AndI,
            A::Assign => Assign,
            A::MaximumF => MaximumF,
            A::MaxNumF => MaxNumF,
            A::MaxS => MaxS,
            A::MaxU => MaxU,
            A::MinimumF => MinimumF,
            A::MinNumF => MinNumF,
            A::MinS => MinS,
            A::MinU => MinU,
            A::MulF => MulF,
            A::MulI => MulI,
            A::OrI => OrI,
            A::XOrI => XorI,
        });
    }
    red_kind_by_name(&enum_word(ctx, a)?, float)
}

/// The scalar type `t` is, if any.
pub fn scalar_type(ctx: &Context, t: Type) -> Option<Scalar> {
    crate::dialect::eval::scalar_type(ctx, t)
}

/// The element type of a scalar, vector, memref or tensor type.
pub fn elem_scalar(ctx: &Context, t: Type) -> Option<Scalar> {
    scalar_type(ctx, t).or_else(|| scalar_type(ctx, ctx.type_kind(t).element_type()?))
}

/// The largest vector (in elements) the interpreter accepts.
pub const MAX_VECTOR: usize = 1 << 20;

/// Whether values of type `t` live in object slots.
pub fn is_obj_type(ctx: &Context, t: Type) -> bool {
    crate::dialect::gpu::mma::matrix_type(ctx, t).is_some()
        || matches!(
            ctx.type_kind(t),
            TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
        )
}

/// The shape of a vector type (`[]` for 0-D) and its element count.
pub fn vector_shape(ctx: &Context, t: Type) -> Option<(Vec<i64>, usize)> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. } => {
            let n = shape
                .iter()
                .try_fold(1usize, |a, &s| a.checked_mul(usize::try_from(s).ok()?))?;
            // Vectors are small register values; larger ones are not supported.
            (n <= MAX_VECTOR).then(|| (shape.clone(), n))
        }
        _ => None,
    }
}

/// Decodes a memref layout attribute for a memref of rank `rank`.
pub fn layout_spec(ctx: &Context, layout: Option<Attr>, rank: usize) -> Result<LayoutSpec, String> {
    let Some(l) = layout else {
        return Ok(LayoutSpec::Identity);
    };
    match ctx.attr_kind(l) {
        AttrKind::StridedLayout { offset, strides } => {
            if strides.len() != rank {
                return Err(format!(
                    "strided layout has {} strides for rank {rank}",
                    strides.len()
                ));
            }
            Ok(LayoutSpec::Strided {
                offset: *offset,
                strides: strides.clone(),
            })
        }
        AttrKind::AffineMap(m) => {
            let d = ctx.map_data(*m);
            if d.num_dims as usize != rank {
                return Err(format!(
                    "layout map has {} dims for rank {rank}",
                    d.num_dims
                ));
            }
            let is_identity = d.num_symbols == 0
                && d.results.len() == rank
                && d.results.iter().enumerate().all(|(i, e)| {
                    matches!(ctx.expr(*e), crate::ir::AffineExprKind::Dim(k) if k as usize == i)
                });
            if is_identity {
                return Ok(LayoutSpec::Identity);
            }
            let dims: Vec<u32> = (0..rank as u32).collect();
            let syms: Vec<u32> = (rank as u32..rank as u32 + d.num_symbols).collect();
            let results = d
                .results
                .iter()
                .map(|&e| AExpr::compile(ctx, e, &dims, &syms))
                .collect::<Result<_, _>>()?;
            Ok(LayoutSpec::Map {
                num_syms: d.num_symbols as usize,
                results,
            })
        }
        _ => Err("unsupported memref layout attribute".into()),
    }
}

/// Element type, shape (`None` for unranked) and layout of a memref (or tensor) type.
pub fn memref_info(
    ctx: &Context,
    t: Type,
) -> Result<(Scalar, Option<Vec<i64>>, LayoutSpec), String> {
    match ctx.type_kind(t) {
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            ..
        } => {
            let e = scalar_type(ctx, *elem).ok_or("unsupported memref element type")?;
            Ok((
                e,
                Some(shape.clone()),
                layout_spec(ctx, *layout, shape.len())?,
            ))
        }
        TypeKind::RankedTensor { shape, elem, .. } => {
            let e = scalar_type(ctx, *elem).ok_or("unsupported tensor element type")?;
            Ok((e, Some(shape.clone()), LayoutSpec::Identity))
        }
        TypeKind::UnrankedMemRef { elem, .. } | TypeKind::UnrankedTensor { elem } => {
            let e = scalar_type(ctx, *elem).ok_or("unsupported memref element type")?;
            Ok((e, None, LayoutSpec::Identity))
        }
        _ => Err("not a memref type".into()),
    }
}

/// The memory space of a memref type, as text (`1`, `workgroup`), if any.
pub fn memory_space(ctx: &Context, t: Type) -> Option<String> {
    let a = match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            (*memory_space)?
        }
        _ => return None,
    };
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value.to_string()),
        _ => enum_word(ctx, a),
    }
}

/// The API type of a value type.
pub fn val_type(ctx: &Context, t: Type) -> ValType {
    if let Some(s) = scalar_type(ctx, t) {
        return ValType::Scalar(s);
    }
    match ctx.type_kind(t) {
        TypeKind::MemRef { .. }
        | TypeKind::UnrankedMemRef { .. }
        | TypeKind::RankedTensor { .. }
        | TypeKind::UnrankedTensor { .. } => match memref_info(ctx, t) {
            Ok((elem, shape, layout)) => ValType::MemRef {
                elem,
                shape,
                layout,
            },
            Err(_) => ValType::Other,
        },
        TypeKind::Vector { shape, elem, .. } => match scalar_type(ctx, *elem) {
            Some(e) => ValType::Vector {
                elem: e,
                shape: shape.clone(),
            },
            None => ValType::Other,
        },
        TypeKind::Function { .. } => ValType::Func,
        _ => ValType::Other,
    }
}

/// The elements of a dense or scalar constant attribute for element type `t`, in register
/// encoding; a single element means splat.
pub fn constant_bits(ctx: &Context, a: Attr, t: Scalar) -> Option<Vec<u64>> {
    use crate::dialect::eval::{attr_bits, encode_float, encode_int};
    let conv_int = |v: i128| encode_int(t, v);
    let conv_float = |v: f64| encode_float(t, v);
    if let Some(bits) = attr_bits(ctx, a, t) {
        return Some(vec![bits]);
    }
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { data, .. } => match data {
            DenseData::Ints(v) => Some(v.iter().map(|x| conv_int(*x)).collect()),
            DenseData::Floats(v) => Some(v.iter().map(|x| conv_float(x.get())).collect()),
            DenseData::Hex(bytes) => {
                let es = t.byte_size();
                if es == 0 || bytes.len() % es != 0 {
                    return None;
                }
                Some(
                    bytes
                        .chunks(es)
                        .map(|c| super::memory::decode(t, c))
                        .collect(),
                )
            }
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enum_words() {
        let mut ctx = Context::new();
        let a = ctx.attr(AttrKind::Opaque {
            dialect: "gpu".into(),
            body: "<dim y>".into(),
            ty: None,
        });
        assert_eq!(enum_word(&ctx, a).as_deref(), Some("y"));
        let k = ctx.attr(AttrKind::Opaque {
            dialect: "vector".into(),
            body: ".kind<maxnumf>".into(),
            ty: None,
        });
        assert_eq!(enum_word(&ctx, k).as_deref(), Some("maxnumf"));
        assert_eq!(red_kind_by_name("add", true), Some(RedKind::AddF));
        let i64t = ctx.int_type(64);
        let z = ctx.int_attr(0, i64t);
        assert_eq!(atomic_kind(&ctx, z, true), Some(RedKind::AddF));
    }
}

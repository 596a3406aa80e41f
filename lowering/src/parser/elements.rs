//! Elements literals (`dense<...>`, the parts of `sparse<...>`) checked against their type.

use super::attrs::{float_from_bits, Lit};
use super::{OpParser, PResult, SrcPos};
use crate::ir::{Attr, AttrKind, DenseData, FloatBits, Type, TypeKind, DYNAMIC};

fn shape_str(s: &[i64]) -> String {
    let parts: Vec<String> = s
        .iter()
        .map(|d| {
            if *d == DYNAMIC {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect();
    format!("[{}]", parts.join(", "))
}

fn flatten<'l>(lit: &'l Lit, out: &mut Vec<&'l Lit>) {
    match lit {
        Lit::List(v, _) => v.iter().for_each(|e| flatten(e, out)),
        other => out.push(other),
    }
}

fn decode_hex(s: &[u8]) -> Option<Vec<u8>> {
    let h = s.strip_prefix(b"0x")?;
    if h.len() % 2 != 0 {
        return None;
    }
    h.chunks(2)
        .map(|c| {
            let t = std::str::from_utf8(c).ok()?;
            u8::from_str_radix(t, 16).ok()
        })
        .collect()
}

impl<'a> OpParser<'a> {
    /// Checks an elements literal against the shaped type `ty` and builds the attribute.
    pub(crate) fn dense_from_literal(
        &mut self,
        lit: &Lit,
        ty: Type,
        tpos: SrcPos,
    ) -> PResult<Attr> {
        let (shape, elem) = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, elem, .. } | TypeKind::Vector { shape, elem, .. } => {
                (shape.clone(), *elem)
            }
            _ => {
                return Err(self.error_at(
                    tpos,
                    "elements literal must be a ranked tensor or vector type",
                ))
            }
        };
        if shape.contains(&DYNAMIC) {
            return Err(self.error_at(tpos, "elements literal type must have static shape"));
        }
        let ek = self.ctx.type_kind(elem).clone();
        // The hex form `dense<"0x...">`.
        if let Lit::Str(s, pos) = lit {
            if s.starts_with(b"0x")
                && (ek.is_int_or_index() || ek.is_float() || matches!(ek, TypeKind::Complex(_)))
            {
                let Some(bytes) = decode_hex(s) else {
                    return Err(self.error_at(*pos, "elements hex string should start with '0x'"));
                };
                let n: i64 = shape.iter().product();
                let data = match hex_to_elements(&bytes, &ek, n) {
                    Some(Ok(d)) => d,
                    Some(Err(())) => {
                        return Err(self
                            .error_at(*pos, "elements hex data size is invalid for provided type"))
                    }
                    None => DenseData::Hex(bytes),
                };
                return Ok(self.ctx.attr(AttrKind::DenseElements { ty, data }));
            }
        }
        let lshape = self.literal_shape(lit)?;
        if !lshape.is_empty() && lshape != shape {
            return Err(self.error_at(
                lit_pos(lit),
                format!(
                    "inferred shape of elements literal ({}) does not match type ({})",
                    shape_str(&lshape),
                    shape_str(&shape)
                ),
            ));
        }
        let mut leaves = Vec::new();
        flatten(lit, &mut leaves);
        let data = match &ek {
            TypeKind::Integer { .. } | TypeKind::Index => {
                let is_i1 = matches!(ek, TypeKind::Integer { width: 1, .. });
                let mut v = Vec::with_capacity(leaves.len());
                for l in leaves {
                    match l {
                        Lit::Int { neg, mag, pos, .. } => {
                            let x = self.check_int_value(*neg, *mag, elem, *pos)?;
                            v.push(if is_i1 { x & 1 } else { x });
                        }
                        Lit::Bool(b, pos) => {
                            if !is_i1 {
                                return Err(self.error_at(
                                    *pos,
                                    "expected i1 type for 'true' or 'false' values",
                                ));
                            }
                            v.push(i128::from(*b));
                        }
                        Lit::Float { pos, .. } => {
                            return Err(self.error_at(
                                *pos,
                                "expected integer elements, but parsed floating-point",
                            ))
                        }
                        other => {
                            return Err(self.error_at(lit_pos(other), "expected integer elements"))
                        }
                    }
                }
                DenseData::Ints(v)
            }
            TypeKind::Float(k) => {
                let mut v = Vec::with_capacity(leaves.len());
                for l in leaves {
                    match l {
                        Lit::Float { v: x, .. } => v.push(FloatBits::new(x.round(*k))),
                        Lit::Int {
                            neg: false,
                            mag,
                            hex: true,
                            pos,
                        } => match float_from_bits(*mag, *k) {
                            Some(x) => v.push(FloatBits::new(x)),
                            None => {
                                return Err(self.error_at(
                                    *pos,
                                    "hexadecimal float constant out of range for type",
                                ))
                            }
                        },
                        Lit::Int { pos, .. } => {
                            return Err(self.error_at(
                                *pos,
                                "expected floating-point elements, but parsed integer",
                            ))
                        }
                        other => {
                            return Err(
                                self.error_at(lit_pos(other), "expected floating-point elements")
                            )
                        }
                    }
                }
                DenseData::Floats(v)
            }
            TypeKind::Complex(inner) => {
                let inner = *inner;
                let ik = self.ctx.type_kind(inner).clone();
                let mut v = Vec::with_capacity(leaves.len());
                for l in leaves {
                    let Lit::Complex(re, im, _) = l else {
                        return Err(self.error_at(lit_pos(l), "expected complex element"));
                    };
                    let r = self.scalar_attr(re, inner, &ik)?;
                    let i = self.scalar_attr(im, inner, &ik)?;
                    v.push((r, i));
                }
                DenseData::Complex(v)
            }
            _ => {
                let mut v = Vec::with_capacity(leaves.len());
                for l in leaves {
                    match l {
                        Lit::Str(s, _) => v.push(s.clone()),
                        other => {
                            return Err(self.error_at(lit_pos(other), "expected string elements"))
                        }
                    }
                }
                DenseData::Strings(v)
            }
        };
        Ok(self.ctx.attr(AttrKind::DenseElements { ty, data }))
    }

    fn scalar_attr(&mut self, l: &Lit, t: Type, k: &TypeKind) -> PResult<Attr> {
        match (l, k) {
            (Lit::Float { v, .. }, TypeKind::Float(fk)) => Ok(self.float_attr(*v, *fk, t)),
            (Lit::Int { neg, mag, hex, pos }, _) => {
                self.int_or_hex_float_attr(*neg, *mag, *hex, t, *pos)
            }
            (Lit::Bool(b, _), TypeKind::Integer { width: 1, .. }) => {
                Ok(self.ctx.attr(AttrKind::Bool(*b)))
            }
            (other, _) => Err(self.error_at(lit_pos(other), "invalid complex element")),
        }
    }
}

/// Decodes the raw little-endian data of `dense<"0x...">` into elements (one element's
/// worth of bytes is a splat). `None` when the element type has no byte-exact decoding
/// here (the hex form is then kept); `Some(Err)` when the size does not fit.
fn hex_to_elements(bytes: &[u8], ek: &TypeKind, n: i64) -> Option<Result<DenseData, ()>> {
    use crate::ir::{FloatKind, Signedness};
    let width = match ek {
        TypeKind::Integer { width: 1, .. } => 8,
        TypeKind::Integer { width, .. } if *width % 8 == 0 && *width <= 128 => *width,
        TypeKind::Index => 64,
        TypeKind::Float(FloatKind::F16 | FloatKind::BF16) => 16,
        TypeKind::Float(FloatKind::F32) => 32,
        TypeKind::Float(FloatKind::F64) => 64,
        _ => return None,
    };
    let esz = (width / 8) as usize;
    let count = bytes.len() / esz;
    if !bytes.len().is_multiple_of(esz) || (count != 1 && count as i64 != n) {
        return Some(Err(()));
    }
    let raw: Vec<u128> = bytes
        .chunks(esz)
        .map(|c| c.iter().rev().fold(0u128, |acc, b| (acc << 8) | *b as u128))
        .collect();
    Some(Ok(match ek {
        TypeKind::Float(k) => DenseData::Floats(
            raw.iter()
                .map(|b| FloatBits::new(float_from_bits(*b, *k).unwrap_or(0.0)))
                .collect(),
        ),
        TypeKind::Integer { width: 1, .. } => {
            DenseData::Ints(raw.iter().map(|b| i128::from(*b != 0)).collect())
        }
        TypeKind::Integer {
            signedness: Signedness::Unsigned,
            ..
        } => DenseData::Ints(raw.iter().map(|b| *b as i128).collect()),
        _ => {
            let shift = 128 - width;
            DenseData::Ints(
                raw.iter()
                    .map(|b| ((b << shift) as i128) >> shift)
                    .collect(),
            )
        }
    }))
}

fn lit_pos(l: &Lit) -> SrcPos {
    match l {
        Lit::List(_, p) | Lit::Float { pos: p, .. } | Lit::Int { pos: p, .. } => *p,
        Lit::Bool(_, p) | Lit::Str(_, p) | Lit::Complex(_, _, p) => *p,
    }
}

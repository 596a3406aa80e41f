//! The operand layout of `memref.dma_start`, shared by its syntax, verifier and the
//! interpreter, and the parsing of its custom form, shared with the legacy `dma_start`
//! spelling (`parser/legacy.rs`).
//!
//! `memref.dma_start %src[%i..], %dst[%j..], %num, %tag[%k..] (, %stride, %per_stride)?`
//! keeps its operands in that order, so the groups are only known from the ranks of the
//! three memrefs.

use std::ops::Range;

use crate::parser::{Delimiter, OpParser, PResult, SrcPos, UnresolvedOperand};

/// The operand positions of a `memref.dma_start`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DmaStartLayout {
    /// The source memref (operand 0) and its indices.
    pub src_idx: Range<usize>,
    /// The destination memref.
    pub dst: usize,
    /// Its indices.
    pub dst_idx: Range<usize>,
    /// The number of elements.
    pub num: usize,
    /// The tag memref.
    pub tag: usize,
    /// Its indices.
    pub tag_idx: Range<usize>,
    /// The stride and the number of elements per stride, when present.
    pub stride: Option<(usize, usize)>,
}

/// Why the operands do not split (upstream's verifier messages, without the op prefix).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DmaStartError {
    /// The source is not a memref.
    Source,
    /// The destination is not a memref.
    Destination,
    /// The tag is not a memref.
    Tag,
    /// Neither 0 nor 2 operands follow the tag's indices.
    Count,
}

impl DmaStartError {
    /// Upstream's message.
    pub fn message(self) -> &'static str {
        match self {
            DmaStartError::Source => "expected source to be of memref type",
            DmaStartError::Destination => "expected destination to be of memref type",
            DmaStartError::Tag => "expected tag to be of memref type",
            DmaStartError::Count => "incorrect number of operands",
        }
    }
}

/// Splits `n` operands, given the rank of the memref at operand `i` (`None` when it is not
/// a memref).
pub fn dma_start_layout(
    n: usize,
    rank: impl Fn(usize) -> Option<usize>,
) -> Result<DmaStartLayout, DmaStartError> {
    let ns = rank(0).ok_or(DmaStartError::Source)?;
    let nd = rank(1 + ns).ok_or(DmaStartError::Destination)?;
    let nt = rank(3 + ns + nd).ok_or(DmaStartError::Tag)?;
    let base = 4 + ns + nd + nt;
    if n != base && n != base + 2 {
        return Err(DmaStartError::Count);
    }
    Ok(DmaStartLayout {
        src_idx: 1..1 + ns,
        dst: 1 + ns,
        dst_idx: 2 + ns..2 + ns + nd,
        num: 2 + ns + nd,
        tag: 3 + ns + nd,
        tag_idx: 4 + ns + nd..base,
        stride: (n == base + 2).then_some((base, base + 1)),
    })
}

/// The parsed custom form, before the operands are resolved.
pub(crate) struct DmaStartSyntax {
    pub src: UnresolvedOperand,
    pub src_idx: Vec<UnresolvedOperand>,
    pub dst: UnresolvedOperand,
    pub dst_idx: Vec<UnresolvedOperand>,
    pub num: UnresolvedOperand,
    pub tag: UnresolvedOperand,
    pub tag_idx: Vec<UnresolvedOperand>,
    pub stride: Vec<UnresolvedOperand>,
    /// Where the types start.
    pub types_at: SrcPos,
    /// The source, destination and tag types.
    pub types: Vec<crate::ir::Type>,
}

/// Parses `%src[..], %dst[..], %num, %tag[..] (, %stride, %per_stride)? attr-dict : types`.
pub(crate) fn parse_dma_start_syntax(
    p: &mut OpParser<'_>,
    attrs: &mut Vec<crate::ir::NamedAttr>,
) -> PResult<DmaStartSyntax> {
    let src = p.parse_operand()?;
    let src_idx = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(",")?;
    let dst = p.parse_operand()?;
    let dst_idx = p.parse_operand_list(Delimiter::Square)?;
    p.parse_punct(",")?;
    let num = p.parse_operand()?;
    p.parse_punct(",")?;
    let tag = p.parse_operand()?;
    let tag_idx = p.parse_operand_list(Delimiter::Square)?;
    let mut stride = Vec::new();
    if p.parse_optional_punct(",") {
        stride.push(p.parse_operand()?);
        p.parse_punct(",")?;
        stride.push(p.parse_operand()?);
    }
    p.parse_optional_attr_dict(attrs)?;
    let types_at = p.current_pos();
    let types = p.parse_colon_type_list()?;
    Ok(DmaStartSyntax {
        src,
        src_idx,
        dst,
        dst_idx,
        num,
        tag,
        tag_idx,
        stride,
        types_at,
        types,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts() {
        // memref<4x4>, memref<8>, memref<1>: 2 + 1 + 1 indices, no stride.
        let ranks = [2usize, 1, 1];
        let at = [0usize, 3, 6];
        let rank = |i: usize| at.iter().position(|&a| a == i).map(|k| ranks[k]);
        let l = dma_start_layout(8, rank).expect("layout");
        assert_eq!((l.src_idx, l.dst, l.num, l.tag), (1..3, 3, 5, 6));
        assert_eq!((l.tag_idx, l.stride), (7..8, None));
        assert_eq!(
            dma_start_layout(10, rank).map(|l| l.stride),
            Ok(Some((8, 9)))
        );
        assert_eq!(dma_start_layout(9, rank), Err(DmaStartError::Count));
        assert_eq!(dma_start_layout(8, |_| None), Err(DmaStartError::Source));
    }
}

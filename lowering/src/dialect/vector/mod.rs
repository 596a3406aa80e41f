//! The `vector` dialect: custom syntax (`syntax`) and per-op verification (`verify`).

pub mod syntax;
pub mod transfer;
pub mod verify;

use super::operands::OperandError;
use super::{view, OpKind};
use crate::ir::{Context, OpData, Value};

/// Upstream's poison index: a position `-1` of `vector.extract`/`vector.insert` (static
/// or dynamic) or a mask entry `-1` of `vector.shuffle` makes the extracted value, the
/// inserted-into vector or the shuffled row poison, which any value may refine. Tessera
/// refines it the same way on every path, so that the interpreter and the GPU paths
/// agree: a poison index reads and writes index 0 (a poison shuffle row is row 0 of the
/// first operand). Any other index out of bounds is undefined behaviour, which the
/// interpreter reports.
pub const POISON_INDEX: i64 = -1;

/// The operands of a masked vector memory access (`vector.maskedload`/`maskedstore`,
/// `gather`/`scatter`, `expandload`/`compressstore`), read through the op's view.
#[derive(Debug, Clone, Copy)]
pub struct MaskedAccess<'a> {
    /// The memref (or tensor) accessed.
    pub base: Value,
    /// The base indices (`offsets` of `gather`/`scatter`).
    pub indices: &'a [Value],
    /// The vector of indices of `gather`/`scatter`.
    pub index_vec: Option<Value>,
    /// The mask.
    pub mask: Value,
    /// The pass-through value of a load, the stored value of a store.
    pub value: Value,
    /// `expandload`/`compressstore`: the active lanes take consecutive elements.
    pub compressed: bool,
}

impl<'a> MaskedAccess<'a> {
    /// The operands of `op`; `Ok(None)` when it is no masked access, an error when its
    /// operands do not fit its declared groups.
    pub fn of(ctx: &Context, op: &'a OpData) -> Result<Option<Self>, OperandError> {
        let access = |base, indices, index_vec, mask, value, compressed| {
            Some(MaskedAccess {
                base,
                indices,
                index_vec,
                mask,
                value,
                compressed,
            })
        };
        Ok(match op.kind {
            Some(OpKind::VectorGather) => {
                let v = view::VectorGather::new(ctx, op)?;
                let (ivec, mask) = (Some(v.indices()), v.mask());
                access(v.base(), v.offsets(), ivec, mask, v.pass_thru(), false)
            }
            Some(OpKind::VectorScatter) => {
                let v = view::VectorScatter::new(ctx, op)?;
                let (ivec, mask) = (Some(v.indices()), v.mask());
                access(v.base(), v.offsets(), ivec, mask, v.value_to_store(), false)
            }
            Some(OpKind::VectorMaskedLoad) => {
                let v = view::VectorMaskedLoad::new(ctx, op)?;
                access(v.base(), v.indices(), None, v.mask(), v.pass_thru(), false)
            }
            Some(OpKind::VectorMaskedStore) => {
                let v = view::VectorMaskedStore::new(ctx, op)?;
                access(
                    v.base(),
                    v.indices(),
                    None,
                    v.mask(),
                    v.value_to_store(),
                    false,
                )
            }
            Some(OpKind::VectorExpandLoad) => {
                let v = view::VectorExpandLoad::new(ctx, op)?;
                access(v.base(), v.indices(), None, v.mask(), v.pass_thru(), true)
            }
            Some(OpKind::VectorCompressStore) => {
                let v = view::VectorCompressStore::new(ctx, op)?;
                access(
                    v.base(),
                    v.indices(),
                    None,
                    v.mask(),
                    v.value_to_store(),
                    true,
                )
            }
            _ => None,
        })
    }
}

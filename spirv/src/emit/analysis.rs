//! The pre-scan of a kernel: facts needed before emission starts.
//!
//! Today that is which memrefs are ever written (stores, atomics, vector stores), so that
//! read-only buffers can be decorated `NonWritable` when their variables are declared.
//! Writes through casts and views (`memref.cast`, `subview`, `reinterpret_cast`,
//! `collapse_shape`, `expand_shape`) count against their source.

use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{Context, Module, Op, Value};

use crate::error::Result;

/// Results of [`analyze`].
#[derive(Debug, Default, Clone)]
pub(crate) struct Facts {
    written: Vec<bool>,
}

impl Facts {
    /// Whether the memref `v` (or a cast of it) is written anywhere in the kernel.
    pub fn is_written(&self, v: Value) -> bool {
        self.written.get(v.index()).copied().unwrap_or(true)
    }
}

/// Follows casts and views back to the source memref.
pub(crate) fn root(m: &Module, mut v: Value) -> Value {
    while let Some(d) = m.defining_op(v) {
        if matches!(
            m.op(d).kind,
            Some(
                OpKind::MemRefCast
                    | OpKind::MemRefSubView
                    | OpKind::MemRefReinterpretCast
                    | OpKind::MemRefCollapseShape
                    | OpKind::MemRefExpandShape
            )
        ) {
            match m.op(d).operands().first() {
                Some(src) => v = *src,
                None => break,
            }
        } else {
            break;
        }
    }
    v
}

/// Scans the kernel `func`.
pub(crate) fn analyze(_ctx: &Context, m: &Module, func: Op) -> Result<Facts> {
    let mut facts = Facts {
        written: vec![false; m.value_capacity()],
    };
    m.walk_pre(func, &mut |op| {
        let d = m.op(op);
        let target = match d.kind {
            Some(OpKind::MemRefStore | OpKind::AffineStore | OpKind::VectorStore) => {
                d.operands().get(1).copied()
            }
            Some(OpKind::MemRefAtomicRmw) => d.operands().get(1).copied(),
            _ => None,
        };
        if let Some(t) = target {
            let r = root(m, t);
            if let Some(slot) = facts.written.get_mut(r.index()) {
                *slot = true;
            }
        }
    });
    Ok(facts)
}

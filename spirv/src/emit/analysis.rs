//! The pre-scan of a kernel: facts needed before emission starts.
//!
//! Today that is which memrefs are ever written (stores, atomics, vector stores), so that
//! read-only buffers can be decorated `NonWritable` when their variables are declared.
//! Writes through casts and views (`memref.cast`, `subview`, `reinterpret_cast`,
//! `collapse_shape`, `expand_shape`) count against their source.
//!
//! It also marks the loops a driver must not unroll: those holding an integer-to-float
//! conversion (`sitofp`, `uitofp`, or a `bitcast` to a float), at any depth. Unrolled,
//! such a loop hands the driver constants made from its counter, and lavapipe (Mesa
//! 22.3) then folds float arithmetic on them without regard to signed zeros: in
//! `2 / (x · sitofp(k))` with `x = -3`, the `k = 0` term became `+inf` instead of `-inf`
//! (GPU fuzz seed 2498; the `NoContraction` decoration and the float-controls execution
//! mode did not stop it). Such loops get `OpLoopMerge ... DontUnroll`, which NIR honours.

use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::fxhash::FxHashSet;
use tessera_lowering::ir::{Context, Module, Op, Value};

use crate::error::Result;

/// Results of [`analyze`].
#[derive(Debug, Default, Clone)]
pub(crate) struct Facts {
    written: Vec<bool>,
    no_unroll: FxHashSet<Op>,
}

impl Facts {
    /// Whether the memref `v` (or a cast of it) is written anywhere in the kernel.
    pub fn is_written(&self, v: Value) -> bool {
        self.written.get(v.index()).copied().unwrap_or(true)
    }

    /// Whether the loop `op` holds an integer-to-float conversion (see the module docs):
    /// its `OpLoopMerge` then asks the driver not to unroll it.
    pub fn no_unroll(&self, op: Op) -> bool {
        self.no_unroll.contains(&op)
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
pub(crate) fn analyze(ctx: &Context, m: &Module, func: Op) -> Result<Facts> {
    let mut facts = Facts {
        written: vec![false; m.value_capacity()],
        no_unroll: FxHashSet::default(),
    };
    let mut conversions = Vec::new();
    m.walk_pre(func, &mut |op| {
        let d = m.op(op);
        let to_float = match d.kind {
            Some(OpKind::ArithSIToFP | OpKind::ArithUIToFP) => true,
            Some(OpKind::ArithBitcast) => d.results().first().is_some_and(|r| {
                let k = ctx.type_kind(m.value_type(*r));
                let e = k.element_type().map_or(k, |e| ctx.type_kind(e));
                e.is_float()
            }),
            _ => false,
        };
        if to_float {
            conversions.push(op);
        }
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
    // Every enclosing op of each conversion, up to one already marked: linear in the
    // kernel's size.
    for c in conversions {
        let mut cur = m.parent_op(c);
        while let Some(p) = cur {
            if !facts.no_unroll.insert(p) || p == func {
                break;
            }
            cur = m.parent_op(p);
        }
    }
    Ok(facts)
}

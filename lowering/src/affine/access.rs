//! The memory behaviour of the ops under a loop, for dependence analysis.
//!
//! [`collect_effects`] walks everything nested in a loop and sorts each op into:
//!
//! - an [`Access`]: a read or write of one memref at given indices — `affine.load`/`store`
//!   and `affine.vector_load`/`vector_store` (through their maps), `memref.load`/`store`,
//!   `vector.load`/`store` (through index values), and whole-memref accesses
//!   (`memref.copy` reads its source and writes its target, `memref.atomic_rmw` reads and
//!   writes, `bufferization.to_tensor` reads) whose indices are unknown;
//! - harmless: ops without memory effects (arithmetic, `affine.apply`, views such as
//!   `memref.subview`, GPU id queries, structured control flow whose bodies are walked
//!   too), allocations, `affine.prefetch`, and `memref.dealloc` of a buffer allocated in
//!   the loop;
//! - an [`UnknownEffect`]: anything else (calls, barriers, DMA, unregistered ops, ...),
//!   which makes the loop sequential.
//!
//! Memrefs are compared through their [`Root`]: the allocation, global or argument a
//! value is a view of. [`may_alias`] is the aliasing rule:
//!
//! - two accesses through the same SSA value (after `memref.cast`, which keeps indices)
//!   are compared index by index;
//! - distinct allocations (`memref.alloc`/`alloca`), and distinct globals, never alias,
//!   and an allocation never aliases an argument or a global;
//! - two function arguments may alias each other (and globals) unless one carries the
//!   `llvm.noalias` argument attribute or [`AliasPolicy::DistinctArguments`] is chosen (the
//!   assumption upstream's affine analyses make, comparing only identical SSA memrefs);
//! - anything else (a memref loaded from memory, returned by a call, ...) may alias
//!   everything;
//! - different views of one root (two subviews of one buffer) may alias: their index
//!   spaces are not compared.

use crate::dialect::vector::MaskedAccess;
use crate::dialect::{view, OpKind};
use crate::ir::{AttrKind, Context, Module, Op, TypeKind, Value, ValueDef};

use super::ops;

/// How function arguments are assumed to alias.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum AliasPolicy {
    /// Distinct memref arguments may alias each other and globals, unless marked
    /// `llvm.noalias` (the safe default).
    #[default]
    Conservative,
    /// Distinct memref arguments are distinct buffers (as if all were `noalias`).
    DistinctArguments,
}

/// The object a memref value is a view of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Root {
    /// The result of `memref.alloc`/`memref.alloca`.
    Alloc(Op),
    /// `memref.get_global @name` (by the interned name).
    Global(crate::ir::Ident),
    /// An argument of the enclosing function.
    Arg(Value),
    /// Anything else.
    Unknown(Value),
}

/// The value an access's indices refer to: `v` through `memref.cast`s.
pub fn index_base(m: &Module, mut v: Value) -> Value {
    for _ in 0..64 {
        match m.defining_op(v) {
            Some(op) if ops::kind(m, op) == Some(OpKind::MemRefCast) => {
                match m.op(op).operands().first() {
                    Some(&src) => v = src,
                    None => break,
                }
            }
            _ => break,
        }
    }
    v
}

/// The root object of a memref value (through casts and views).
pub fn root(ctx: &Context, m: &Module, mut v: Value) -> Root {
    for _ in 0..64 {
        match m.value(v).def {
            ValueDef::BlockArg { block, .. } => {
                let parent = m.block_parent_op(block);
                let is_fn_entry = parent.is_some_and(|p| {
                    matches!(ops::kind(m, p), Some(OpKind::FuncFunc | OpKind::GpuFunc))
                        && m.entry_block(p, 0) == Some(block)
                });
                return if is_fn_entry {
                    Root::Arg(v)
                } else {
                    Root::Unknown(v)
                };
            }
            ValueDef::OpResult { op, .. } => match ops::kind(m, op) {
                Some(OpKind::MemRefAlloc | OpKind::MemRefAlloca) => return Root::Alloc(op),
                Some(OpKind::MemRefGetGlobal) => {
                    return match ops::attr(ctx, m, op, "name").map(|a| ctx.attr_kind(a)) {
                        Some(AttrKind::SymbolRef { root, nested }) if nested.is_empty() => {
                            Root::Global(*root)
                        }
                        _ => Root::Unknown(v),
                    };
                }
                Some(
                    OpKind::MemRefCast
                    | OpKind::MemRefSubView
                    | OpKind::MemRefReinterpretCast
                    | OpKind::MemRefView
                    | OpKind::MemRefExpandShape
                    | OpKind::MemRefCollapseShape,
                ) => match m.op(op).operands().first() {
                    Some(&src) => v = src,
                    None => return Root::Unknown(v),
                },
                _ => return Root::Unknown(v),
            },
        }
    }
    Root::Unknown(v)
}

/// Whether argument `v` of a function carries the `llvm.noalias` argument attribute.
pub fn is_noalias_arg(ctx: &Context, m: &Module, v: Value) -> bool {
    let ValueDef::BlockArg { block, index } = m.value(v).def else {
        return false;
    };
    let Some(f) = m.block_parent_op(block) else {
        return false;
    };
    let Some(a) = ops::attr(ctx, m, f, "arg_attrs") else {
        return false;
    };
    let AttrKind::Array(items) = ctx.attr_kind(a) else {
        return false;
    };
    let Some(&d) = items.get(index as usize) else {
        return false;
    };
    match ctx.attr_kind(d) {
        AttrKind::Dictionary(entries) => entries
            .iter()
            .any(|(k, _)| ctx.ident_str(*k) == "llvm.noalias"),
        _ => false,
    }
}

/// Whether two roots may denote the same memory (see the module documentation).
pub fn may_alias(ctx: &Context, m: &Module, a: Root, b: Root, policy: AliasPolicy) -> bool {
    if a == b {
        return true;
    }
    match (a, b) {
        (Root::Unknown(_), _) | (_, Root::Unknown(_)) => true,
        (Root::Alloc(_), _) | (_, Root::Alloc(_)) => false,
        (Root::Global(_), Root::Global(_)) => false,
        (Root::Arg(x), Root::Arg(y)) => {
            policy == AliasPolicy::Conservative
                && !is_noalias_arg(ctx, m, x)
                && !is_noalias_arg(ctx, m, y)
        }
        (Root::Arg(x), Root::Global(_)) | (Root::Global(_), Root::Arg(x)) => {
            policy == AliasPolicy::Conservative && !is_noalias_arg(ctx, m, x)
        }
    }
}

/// How an access names its indices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Indices {
    /// An affine map applied to operands (affine loads and stores).
    Map(crate::ir::AffineMap, Vec<Value>),
    /// One index value per dimension (`memref.load`, `vector.load`, ...).
    Values(Vec<Value>),
    /// Unknown: any element may be touched.
    Any,
}

/// One memory access.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Access {
    /// The accessing op.
    pub op: Op,
    /// The memref operand.
    pub memref: Value,
    /// Its indices.
    pub indices: Indices,
    /// Whether it writes.
    pub write: bool,
    /// For vector accesses, the vector shape, which covers the trailing dimensions.
    pub vector: Vec<i64>,
}

/// An op whose memory behaviour is not understood.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownEffect {
    /// The op.
    pub op: Op,
    /// Why it is not understood.
    pub why: &'static str,
}

fn vector_shape(ctx: &Context, m: &Module, v: Value) -> Vec<i64> {
    match ctx.type_kind(m.value_type(v)) {
        TypeKind::Vector { shape, .. } => shape.clone(),
        _ => Vec::new(),
    }
}

/// The memory accesses and unknown effects of everything nested in `root_op` (excluding
/// `root_op` itself), in program order.
pub fn collect_effects(
    ctx: &Context,
    m: &Module,
    root_op: Op,
) -> (Vec<Access>, Vec<UnknownEffect>) {
    let mut accesses = Vec::new();
    let mut unknown = Vec::new();
    let mut visit = |op: Op| {
        if op == root_op {
            return;
        }
        let d = m.op(op);
        let operands = d.operands();
        let Some(kind) = d.kind else {
            unknown.push(UnknownEffect {
                op,
                why: "unregistered op",
            });
            return;
        };
        let access = |memref: Value, indices: Indices, write: bool, vector: Vec<i64>| Access {
            op,
            memref,
            indices,
            write,
            vector,
        };
        match kind {
            OpKind::AffineLoad
            | OpKind::AffineStore
            | OpKind::AffineVectorLoad
            | OpKind::AffineVectorStore => match ops::affine_access(ctx, m, op) {
                Some((mem, map, idx, write)) => {
                    let vector = match kind {
                        OpKind::AffineVectorLoad => {
                            d.results().first().map(|&r| vector_shape(ctx, m, r))
                        }
                        OpKind::AffineVectorStore => {
                            operands.first().map(|&v| vector_shape(ctx, m, v))
                        }
                        _ => None,
                    }
                    .unwrap_or_default();
                    accesses.push(access(mem, Indices::Map(map, idx), write, vector));
                }
                None => unknown.push(UnknownEffect {
                    op,
                    why: "malformed affine access",
                }),
            },
            // A masked access covers at most the vector from its indices (gather and
            // scatter: anywhere in the innermost dimension).
            OpKind::VectorMaskedLoad
            | OpKind::VectorExpandLoad
            | OpKind::VectorMaskedStore
            | OpKind::VectorCompressStore
            | OpKind::VectorGather
            | OpKind::VectorScatter => {
                let write = matches!(
                    kind,
                    OpKind::VectorMaskedStore | OpKind::VectorCompressStore | OpKind::VectorScatter
                );
                match MaskedAccess::of(ctx, d) {
                    Ok(Some(a)) => {
                        let (mem, indexed) = (a.base, a.index_vec.is_some());
                        let indices = if indexed {
                            Indices::Any
                        } else {
                            Indices::Values(a.indices.to_vec())
                        };
                        let vector = if indexed {
                            vec![]
                        } else {
                            vector_shape(ctx, m, a.value)
                        };
                        accesses.push(access(mem, indices, write, vector));
                    }
                    _ => unknown.push(UnknownEffect {
                        op,
                        why: "malformed masked vector access",
                    }),
                }
            }
            // A transfer with the minor identity map covers its vector from its indices, as
            // vector.load/store do; with another map, anywhere in the memref.
            OpKind::VectorTransferRead | OpKind::VectorTransferWrite => {
                let read = kind == OpKind::VectorTransferRead;
                // (base, indices, vector)
                let parts = if read {
                    view::VectorTransferRead::new(ctx, d)
                        .ok()
                        .and_then(|v| Some((v.base(), v.indices(), *d.results().first()?)))
                } else {
                    view::VectorTransferWrite::new(ctx, d)
                        .ok()
                        .map(|v| (v.base(), v.indices(), v.value_to_store()))
                };
                let minor = d
                    .get_attr_named(ctx, "permutation_map")
                    .and_then(|a| match ctx.attr_kind(a) {
                        crate::ir::AttrKind::AffineMap(mm) => Some(*mm),
                        _ => None,
                    })
                    .is_some_and(|mm| crate::dialect::vector::transfer::is_minor_identity(ctx, mm));
                match parts {
                    Some((mem, idx, v)) => {
                        let (indices, shape) = if minor {
                            (Indices::Values(idx.to_vec()), vector_shape(ctx, m, v))
                        } else {
                            (Indices::Any, vec![])
                        };
                        accesses.push(access(mem, indices, !read, shape));
                    }
                    None => unknown.push(UnknownEffect {
                        op,
                        why: "malformed vector transfer",
                    }),
                }
            }
            OpKind::MemRefLoad | OpKind::VectorLoad => match operands.split_first() {
                Some((&mem, idx)) => {
                    let vector = d
                        .results()
                        .first()
                        .map(|&r| vector_shape(ctx, m, r))
                        .unwrap_or_default();
                    accesses.push(access(mem, Indices::Values(idx.to_vec()), false, vector));
                }
                None => unknown.push(UnknownEffect {
                    op,
                    why: "malformed load",
                }),
            },
            OpKind::MemRefStore | OpKind::VectorStore => match operands {
                [val, mem, idx @ ..] => {
                    let vector = vector_shape(ctx, m, *val);
                    accesses.push(access(*mem, Indices::Values(idx.to_vec()), true, vector));
                }
                _ => unknown.push(UnknownEffect {
                    op,
                    why: "malformed store",
                }),
            },
            OpKind::MemRefAtomicRmw => match operands {
                [_, mem, idx @ ..] => {
                    accesses.push(access(*mem, Indices::Values(idx.to_vec()), false, vec![]));
                    accesses.push(access(*mem, Indices::Values(idx.to_vec()), true, vec![]));
                }
                _ => unknown.push(UnknownEffect {
                    op,
                    why: "malformed atomic_rmw",
                }),
            },
            OpKind::MemRefCopy => match operands {
                [src, dst] => {
                    accesses.push(access(*src, Indices::Any, false, vec![]));
                    accesses.push(access(*dst, Indices::Any, true, vec![]));
                }
                _ => unknown.push(UnknownEffect {
                    op,
                    why: "malformed copy",
                }),
            },
            OpKind::BufferizationToTensor => match operands.first() {
                Some(&mem) => accesses.push(access(mem, Indices::Any, false, vec![])),
                None => unknown.push(UnknownEffect {
                    op,
                    why: "malformed to_tensor",
                }),
            },
            OpKind::MemRefDealloc => {
                let private = operands.first().is_some_and(|&v| match root(ctx, m, v) {
                    Root::Alloc(a) => m.is_ancestor(root_op, a),
                    _ => false,
                });
                if !private {
                    unknown.push(UnknownEffect {
                        op,
                        why: "deallocation of a buffer not allocated in the loop",
                    });
                }
            }
            k if is_harmless(k) => {}
            _ => unknown.push(UnknownEffect {
                op,
                why: "op with unknown memory effects",
            }),
        }
    };
    m.walk_pre(root_op, &mut visit);
    (accesses, unknown)
}

/// Ops with no memory effect that matters to dependence analysis (their regions, if any,
/// are walked separately), from the op table: the ops without memory effects (`Pure`,
/// `NoMemoryEffect`) or with only their regions' (`Recursive`), the allocations (a fresh
/// buffer cannot alias anything the loop reads), the prefetch hint, and `scf.while`, whose
/// table entry says `Unknown` so that no pass erases a loop that may not end, but whose
/// body is walked like any region.
///
/// Two exceptions keep loops that the GPU cannot run on the host: an op marked
/// `Gpu::Host` or `Gpu::Refused` counts as unknown (arith.convertf, whose bf16 has no
/// SPIR-V type, gpu.printf, or
/// memref.reshape), except the view and metadata ops of [`HOST_VIEWS`], which the pipeline
/// places outside kernels; and `gpu.shuffle`, pure but a collective whose result depends on
/// the other invocations.
fn is_harmless(k: OpKind) -> bool {
    use crate::dialect::{Effects, Gpu};
    if k == OpKind::GpuShuffle
        || (matches!(k.gpu(), Gpu::Host | Gpu::Refused(_)) && !HOST_VIEWS.contains(&k))
    {
        return false;
    }
    match k.effects() {
        Effects::Pure | Effects::NoMemoryEffect | Effects::Recursive | Effects::Alloc => true,
        Effects::Read | Effects::Write | Effects::Free | Effects::Unknown => {
            matches!(k, OpKind::AffinePrefetch | OpKind::ScfWhile)
        }
    }
}

/// Whether a kernel may hold `k`: the op table's `Gpu::Host` and `Gpu::Refused` ops may
/// not, except the view and metadata ops of [`HOST_VIEWS`] (the pipeline places them
/// outside kernels), and neither may `memref.alloc` (a kernel cannot allocate
/// storage-buffer memory; `memref.alloca` is function memory).
pub fn kernel_may_hold(k: OpKind) -> bool {
    use crate::dialect::Gpu;
    if k == OpKind::MemRefAlloc {
        return false;
    }
    !matches!(k.gpu(), Gpu::Host | Gpu::Refused(_)) || HOST_VIEWS.contains(&k)
}

/// Host ops without memory effects that may sit in a loop that becomes a kernel.
const HOST_VIEWS: &[OpKind] = &[
    OpKind::MemRefRank,
    OpKind::MemRefView,
    OpKind::MemRefGetGlobal,
    OpKind::MemRefTranspose,
    OpKind::MemRefExtractStridedMetadata,
    OpKind::MemRefExtractAlignedPointerAsIndex,
    OpKind::MemRefDistinctObjects,
    OpKind::TensorExtract,
    OpKind::UnrealizedConversionCast,
];

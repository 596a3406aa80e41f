//! Dialects: the registry of known operations.
//!
//! Each dialect is a module that owns its ops' custom syntax, verification and folding. This
//! file holds the [`OpKind`] registry shared by all of them; an op whose name is not listed
//! here is unregistered and only accepted in generic form with `--allow-unregistered-dialect`.

pub mod operands;
mod ops;
pub use ops::view;
pub use ops::{
    AffineOp, ArithOp, BufferizationOp, BuiltinOp, CfOp, DefaultProp, DialectOp, Effects, FuncOp,
    Gpu, GpuOp, LinalgOp, MathOp, MemRefOp, OpDef, OpKind, Prop, PropKind, ScfOp, TensorOp, Traits,
    VectorOp,
};

/// The dialects with registered ops ([`REGISTERED_DIALECTS`] names them), for dispatch by
/// dialect without comparing strings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dialect {
    Builtin,
    Func,
    Arith,
    Math,
    MemRef,
    Affine,
    Scf,
    Cf,
    Vector,
    Bufferization,
    Tensor,
    Gpu,
    Linalg,
}

impl Dialect {
    /// Every dialect, in the order of [`REGISTERED_DIALECTS`].
    pub const ALL: [Dialect; 13] = [
        Dialect::Builtin,
        Dialect::Func,
        Dialect::Arith,
        Dialect::Math,
        Dialect::MemRef,
        Dialect::Affine,
        Dialect::Scf,
        Dialect::Cf,
        Dialect::Vector,
        Dialect::Bufferization,
        Dialect::Tensor,
        Dialect::Gpu,
        Dialect::Linalg,
    ];

    /// The namespace.
    pub const fn name(self) -> &'static str {
        match self {
            Dialect::Builtin => "builtin",
            Dialect::Func => "func",
            Dialect::Arith => "arith",
            Dialect::Math => "math",
            Dialect::MemRef => "memref",
            Dialect::Affine => "affine",
            Dialect::Scf => "scf",
            Dialect::Cf => "cf",
            Dialect::Vector => "vector",
            Dialect::Bufferization => "bufferization",
            Dialect::Tensor => "tensor",
            Dialect::Gpu => "gpu",
            Dialect::Linalg => "linalg",
        }
    }

    /// The dialect of an op name `ns.op`; evaluated at compile time for the [`OpKind`]
    /// table, where an unknown namespace is a compile error.
    const fn of_op_name(op: &str) -> Dialect {
        let op = op.as_bytes();
        let mut i = 0;
        while i < Dialect::ALL.len() {
            let ns = Dialect::ALL[i].name().as_bytes();
            if op.len() > ns.len() && op[ns.len()] == b'.' {
                let mut j = 0;
                while j < ns.len() && op[j] == ns[j] {
                    j += 1;
                }
                if j == ns.len() {
                    return Dialect::ALL[i];
                }
            }
            i += 1;
        }
        panic!("an op name whose namespace is not a Dialect")
    }
}

impl DefaultProp {
    /// The attribute.
    pub fn build(self, ctx: &mut crate::ir::Context) -> crate::ir::Attr {
        use crate::ir::AttrKind;
        match self {
            DefaultProp::FastMathNone => ctx.attr(AttrKind::Opaque {
                dialect: "arith".to_string(),
                body: ".fastmath<none>".to_string(),
                ty: None,
            }),
            DefaultProp::OverflowNone => ctx.attr(AttrKind::Opaque {
                dialect: "arith".to_string(),
                body: ".overflow<none>".to_string(),
                ty: None,
            }),
            DefaultProp::False => ctx.attr(AttrKind::Bool(false)),
            DefaultProp::BarrierWorkgroup => {
                gpu::syntax::gpu_enum(ctx, "barrier_scope", "workgroup")
            }
            DefaultProp::PruneAndCheck => {
                gpu::syntax::gpu_enum(ctx, "prune_2to4_spmat_flag", "PRUNE_AND_CHECK")
            }
            DefaultProp::NonTranspose => {
                gpu::syntax::gpu_enum(ctx, "mat_transpose_mode", "NON_TRANSPOSE")
            }
            DefaultProp::CombiningKindAdd => ctx.attr(AttrKind::Opaque {
                dialect: "vector".to_string(),
                body: ".kind<add>".to_string(),
                ty: None,
            }),
            DefaultProp::PunctuationNewline => ctx.attr(AttrKind::Opaque {
                dialect: "vector".to_string(),
                body: ".punctuation<newline>".to_string(),
                ty: None,
            }),
        }
    }
}

/// Whether `ns` is the namespace of a registered dialect (one with ops in [`OpKind`]):
/// unknown ops of such a dialect are rejected even with `allow_unregistered`, as upstream.
pub fn is_registered_dialect(ns: &str) -> bool {
    REGISTERED_DIALECTS.contains(&ns)
}

/// The namespaces of the dialects with registered ops.
pub const REGISTERED_DIALECTS: &[&str] = &{
    let mut names = [""; Dialect::ALL.len()];
    let mut i = 0;
    while i < names.len() {
        names[i] = Dialect::ALL[i].name();
        i += 1;
    }
    names
};

pub mod affine;
pub mod arith;
pub mod builtin;
pub mod cf;
pub mod eval;
pub mod func;
pub mod gpu;
pub mod linalg;
pub mod math;
pub mod memref;
pub mod scf;
pub mod tensor;
pub mod vector;

// ----- custom assembly form dispatch ------------------------------------------------------

use crate::ir::Op;
use crate::parser::{OpParser, OperationState, PResult};
use crate::printer::OpPrinter;

/// Parses the custom form of `kind` (results and op name already consumed) by calling the
/// owning dialect's `syntax::parse`.
pub fn parse_custom(kind: OpKind, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()> {
    match kind.split() {
        DialectOp::Builtin(k) => builtin::syntax::parse(k, p, st),
        DialectOp::Func(k) => func::syntax::parse(k, p, st),
        DialectOp::Arith(k) => arith::syntax::parse(k, p, st),
        DialectOp::Math(k) => math::syntax::parse(k, p, st),
        DialectOp::Cf(k) => cf::syntax::parse(k, p, st),
        DialectOp::MemRef(k) => memref::syntax::parse(k, p, st),
        DialectOp::Affine(k) => affine::syntax::parse(k, p, st),
        DialectOp::Scf(k) => scf::syntax::parse(k, p, st),
        DialectOp::Vector(k) => vector::syntax::parse(k, p, st),
        DialectOp::Gpu(k) => gpu::syntax::parse(k, p, st),
        DialectOp::Linalg(k) => linalg::syntax::parse(k, p, st),
        DialectOp::Tensor(k) => tensor::parse(tensor::TensorLike::Tensor(k), p, st),
        DialectOp::Bufferization(k) => tensor::parse(tensor::TensorLike::Bufferization(k), p, st),
    }
}

/// Prints the custom form of `op` (after its name) through the owning dialect's
/// `syntax::print`; `false` means "no custom form: print the generic form".
pub fn print_custom(kind: OpKind, p: &mut OpPrinter<'_>, op: Op) -> bool {
    match kind.split() {
        DialectOp::Builtin(k) => builtin::syntax::print(k, p, op),
        DialectOp::Func(k) => func::syntax::print(k, p, op),
        DialectOp::Arith(k) => arith::syntax::print(k, p, op),
        DialectOp::Math(k) => math::syntax::print(k, p, op),
        DialectOp::Cf(k) => cf::syntax::print(k, p, op),
        DialectOp::MemRef(k) => memref::syntax::print(k, p, op),
        DialectOp::Affine(k) => affine::syntax::print(k, p, op),
        DialectOp::Scf(k) => scf::syntax::print(k, p, op),
        DialectOp::Vector(k) => vector::syntax::print(k, p, op),
        DialectOp::Gpu(k) => gpu::syntax::print(k, p, op),
        DialectOp::Linalg(k) => linalg::syntax::print(k, p, op),
        DialectOp::Tensor(k) => tensor::print(tensor::TensorLike::Tensor(k), p, op),
        DialectOp::Bufferization(k) => tensor::print(tensor::TensorLike::Bufferization(k), p, op),
    }
}

/// The result name an op suggests in custom form (upstream's
/// `OpAsmOpInterface::getAsmResultNames`): `arith.constant` names its result after its
/// value (`%c0`, `%c42_i32`, `%true`, `%cst`), `func.constant` names it `%f`, and the
/// memref/tensor ops that name theirs upstream use the op's name (`%alloc`, `%dim`,
/// `%cast`, `%subview`, `%extracted`, ...). `None` means plain numbering.
pub fn asm_result_name(ctx: &crate::ir::Context, m: &crate::ir::Module, op: Op) -> Option<String> {
    use crate::ir::{AttrKind, Signedness, TypeKind};
    let d = m.op(op);
    let fixed = d.kind.and_then(|k| k.def().result_name);
    if let Some(n) = fixed {
        return Some(n.to_string());
    }
    // The id ops: `%thread_id_x`, `%block_dim_z`, ... (the op's name and its dimension).
    let id_op = match d.kind {
        Some(OpKind::GpuThreadId) => Some("thread_id"),
        Some(OpKind::GpuBlockId) => Some("block_id"),
        Some(OpKind::GpuBlockDim) => Some("block_dim"),
        Some(OpKind::GpuGridDim) => Some("grid_dim"),
        Some(OpKind::GpuGlobalId) => Some("global_id"),
        _ => None,
    };
    if let Some(base) = id_op {
        let dim = d
            .props
            .iter()
            .find(|a| ctx.ident_str(a.name) == "dimension")
            .and_then(|a| match ctx.attr_kind(a.value) {
                AttrKind::Opaque { dialect, body, .. } => {
                    gpu::syntax::enum_pretty(dialect, body).map(|(_, v)| v.to_string())
                }
                _ => None,
            })?;
        return Some(format!("{base}_{dim}"));
    }
    if d.kind != Some(OpKind::ArithConstant) {
        return None;
    }
    let value = d
        .props
        .iter()
        .find(|a| ctx.ident_str(a.name) == "value")?
        .value;
    let rty = m.value_type(*d.results().first()?);
    match ctx.attr_kind(value) {
        AttrKind::Bool(b) => Some(if *b { "true" } else { "false" }.to_string()),
        AttrKind::Integer { value, ty } => match ctx.type_kind(*ty) {
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless,
            } => Some(if *value != 0 { "true" } else { "false" }.to_string()),
            TypeKind::Integer { .. } => Some(format!(
                "c{}_{}",
                value,
                crate::printer::type_to_string(ctx, rty)
            )),
            _ => Some(format!("c{value}")),
        },
        _ => Some("cst".to_string()),
    }
}

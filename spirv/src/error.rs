//! The back end's error type.
//!
//! Every error that input can cause carries the source location of the offending op (when
//! the IR has one) and renders as MLIR does: `file:line:col: error: message`. Builder
//! failures are internal invariants surfacing through the single error path of the emitter.

use std::fmt;

use tessera_lowering::diag::{Diagnostic, SourceLoc};

use crate::target::Feature;

/// Which naga step failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NagaStage {
    /// Parsing SPIR-V (`naga::front::spv`).
    SpvIn,
    /// Validation (`naga::valid::Validator`).
    Validate,
    /// WGSL writer.
    Wgsl,
    /// MSL writer.
    Msl,
    /// HLSL writer.
    Hlsl,
    /// GLSL writer.
    Glsl,
}

impl fmt::Display for NagaStage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NagaStage::SpvIn => "SPIR-V front end",
            NagaStage::Validate => "validation",
            NagaStage::Wgsl => "WGSL writer",
            NagaStage::Msl => "MSL writer",
            NagaStage::Hlsl => "HLSL writer",
            NagaStage::Glsl => "GLSL writer",
        })
    }
}

/// An error from SPIR-V emission or naga translation.
#[derive(Debug, Clone, thiserror::Error)]
pub enum SpirvError {
    /// An op, type or attribute the back end does not lower.
    #[error("{}{msg}", Loc(loc))]
    Unsupported {
        /// Where.
        loc: Option<SourceLoc>,
        /// What.
        msg: String,
    },
    /// The kernel needs a feature the target lacks.
    #[error("{}'{op}' needs target feature `{feature}`, which the target does not support{}", Loc(loc), why.as_ref().map(|w| format!(" ({w})")).unwrap_or_default())]
    MissingFeature {
        /// Where.
        loc: Option<SourceLoc>,
        /// The missing feature.
        feature: Feature,
        /// The op needing it.
        op: String,
        /// Why (e.g. the type that needs it).
        why: Option<String>,
    },
    /// Control flow that cannot be expressed with SPIR-V structured constructs.
    #[error("{}unstructured control flow: {msg}", Loc(loc))]
    Unstructured {
        /// Where.
        loc: Option<SourceLoc>,
        /// Details.
        msg: String,
    },
    /// An affine op that is not trivial enough to lower on the fly.
    #[error(
        "{}'{op}' cannot be lowered on the fly ({reason}); run lower-affine first",
        Loc(loc)
    )]
    NeedsLowerAffine {
        /// Where.
        loc: Option<SourceLoc>,
        /// The op name.
        op: String,
        /// Why it is not trivial.
        reason: String,
    },
    /// A static memref too large for a 32-bit `index`.
    #[error("{}memref of {elements} elements ({ty}) overflows a 32-bit index; compile with index_bits = 64", Loc(loc))]
    IndexOverflow {
        /// Where.
        loc: Option<SourceLoc>,
        /// The memref type, printed.
        ty: String,
        /// Its element count.
        elements: u128,
    },
    /// An `index` value of the kernel can leave the 32-bit range and the target has no
    /// 64-bit integers.
    #[error("{}{what} ranges over {range}, beyond the 32-bit `index` of a device without 64-bit integers (Int64); the kernel would compute a truncated value", Loc(loc))]
    IndexRange {
        /// Where.
        loc: Option<SourceLoc>,
        /// The value.
        what: String,
        /// Its range, `[lo, hi]`.
        range: String,
    },
    /// The IR does not have the shape of a kernel (not a `gpu.func`, malformed op).
    #[error("{}invalid kernel: {msg}", Loc(loc))]
    InvalidKernel {
        /// Where.
        loc: Option<SourceLoc>,
        /// Details.
        msg: String,
    },
    /// An internal rspirv builder failure (a bug in the emitter).
    #[error("internal SPIR-V builder error: {0}")]
    Builder(String),
    /// naga rejected the module or could not write it.
    #[error("naga {stage}: {msg}")]
    Naga {
        /// Which step.
        stage: NagaStage,
        /// naga's message, with its error chain.
        msg: String,
    },
}

struct Loc<'a>(&'a Option<SourceLoc>);

impl fmt::Display for Loc<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(l) => write!(f, "{}:{}:{}: ", l.file, l.line, l.col),
            None => Ok(()),
        }
    }
}

impl From<rspirv::dr::Error> for SpirvError {
    fn from(e: rspirv::dr::Error) -> Self {
        SpirvError::Builder(e.to_string())
    }
}

impl SpirvError {
    /// The source location, if the error has one.
    pub fn loc(&self) -> Option<&SourceLoc> {
        match self {
            SpirvError::Unsupported { loc, .. }
            | SpirvError::MissingFeature { loc, .. }
            | SpirvError::Unstructured { loc, .. }
            | SpirvError::NeedsLowerAffine { loc, .. }
            | SpirvError::IndexOverflow { loc, .. }
            | SpirvError::IndexRange { loc, .. }
            | SpirvError::InvalidKernel { loc, .. } => loc.as_ref(),
            SpirvError::Builder(_) | SpirvError::Naga { .. } => None,
        }
    }

    /// The message without the location prefix.
    pub fn message(&self) -> String {
        let full = self.to_string();
        match self.loc() {
            Some(l) => {
                let prefix = format!("{}:{}:{}: ", l.file, l.line, l.col);
                full.strip_prefix(&prefix)
                    .map(str::to_string)
                    .unwrap_or(full)
            }
            None => full,
        }
    }

    /// What the target lacks, when this error is a capability of the target rather than a
    /// problem of the program (the same kernel compiles for a target that has it): the
    /// missing feature, or 64-bit integers for an index range. `None` for every other error.
    pub fn target_lacks(&self) -> Option<String> {
        match self {
            SpirvError::MissingFeature { feature, .. } => Some(format!("feature `{feature}`")),
            SpirvError::IndexRange { .. } => Some("64-bit integers (Int64)".into()),
            SpirvError::Unsupported { .. }
            | SpirvError::Unstructured { .. }
            | SpirvError::NeedsLowerAffine { .. }
            | SpirvError::IndexOverflow { .. }
            | SpirvError::InvalidKernel { .. }
            | SpirvError::Builder(_)
            | SpirvError::Naga { .. } => None,
        }
    }

    /// This error as an MLIR-style diagnostic (render it with `diag::render`).
    pub fn to_diagnostic(&self) -> Diagnostic {
        Diagnostic::error(self.loc().cloned(), self.message())
    }
}

/// Result alias of this crate.
pub type Result<T, E = SpirvError> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_with_location() {
        let e = SpirvError::MissingFeature {
            loc: Some(SourceLoc {
                file: "k.mlir".into(),
                line: 3,
                col: 5,
            }),
            feature: Feature::Float64,
            op: "arith.addf".into(),
            why: Some("type f64".into()),
        };
        assert_eq!(
            e.to_string(),
            "k.mlir:3:5: 'arith.addf' needs target feature `float64`, which the target does \
             not support (type f64)"
        );
        assert!(e.message().starts_with("'arith.addf'"));
        assert_eq!(e.to_diagnostic().loc.map(|l| l.line), Some(3));
    }
}

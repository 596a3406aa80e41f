//! The `math` dialect: custom syntax (`syntax`) and per-op verification (`verify`), both
//! driven by each op's [`Form`], which [`form`] gives for every [`MathOp`] (adding an op to
//! the op table makes the compiler ask for its form here).

pub mod syntax;
pub mod verify;

use crate::dialect::MathOp;

/// The shape of a math op's syntax and type rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// `n` operands and a result of one type: floating-point-like (`int` false) or
    /// signless-integer-like; `fastmath` when the op takes the flags.
    Elementwise {
        /// Number of operands.
        n: usize,
        /// Integer operands.
        int: bool,
        /// Takes `fastmath<..>`.
        fastmath: bool,
    },
    /// `isnan`, `isinf`, `isfinite`, `isnormal`: a float operand, an `i1`-like result.
    Classification,
    /// `fpowi`: a float base, an integer exponent of its shape.
    FPowI,
    /// `clampf %x to [%lo, %hi]`.
    ClampF,
    /// `sincos`: one float operand, two results (sine, cosine) of its type.
    SinCos,
}

/// Every math op's form.
pub fn form(kind: MathOp) -> Form {
    use MathOp::*;
    let float = |n| Form::Elementwise {
        n,
        int: false,
        fastmath: true,
    };
    let int = |n| Form::Elementwise {
        n,
        int: true,
        fastmath: false,
    };
    match kind {
        MathSqrt | MathRsqrt | MathExp | MathExp2 | MathLog | MathLog2 | MathLog10 | MathLog1p
        | MathTanh | MathSin | MathCos | MathTan | MathAtan | MathErf | MathAbsF | MathCeil
        | MathFloor | MathRound | MathTrunc | MathRoundEven | MathSinh | MathCosh | MathAsin
        | MathAcos | MathExpM1 | MathCbrt | MathAsinh | MathAcosh | MathAtanh | MathErfc => {
            float(1)
        }
        MathAtan2 | MathPowF | MathCopySign => float(2),
        MathFma => float(3),
        MathAbsI | MathCtPop | MathCtlz | MathCttz => int(1),
        MathIPowI => int(2),
        MathIsNaN | MathIsInf | MathIsFinite | MathIsNormal => Form::Classification,
        MathFPowI => Form::FPowI,
        MathClampF => Form::ClampF,
        MathSinCos => Form::SinCos,
    }
}

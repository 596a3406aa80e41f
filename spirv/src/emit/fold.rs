//! Constant folding in the back end, through `dialect::eval`: the one evaluation of the
//! `arith` and `math` ops that the CPU interpreter and the IR folder use (issue 19), so
//! that a constant the GPU is given equals the interpreter's result bit for bit.
//!
//! The back end folds where the IR had no constant to fold (an operand it folded itself,
//! as `math.absf` of a constant) and naga's WGSL front end would otherwise have to
//! evaluate the expression, which it cannot do for many f64 functions ("Cannot apply
//! math function to type") or refuses for non-finite results. Each fold applies the
//! interpreter's scalar operation ([`eval::scalar_op`] and [`eval::eval1`]/`eval2`/
//! `eval3`) lane by lane, so a poison value (an out-of-range `fptosi`) folds to what the
//! interpreter computes; an evaluation without a value (an integer division by zero) is
//! not folded.

use rspirv::spirv::Word;
use tessera_lowering::dialect::eval;
use tessera_lowering::dialect::{DialectOp, OpKind};

use super::types::{Scalar, VTy};
use super::Cx;
use crate::error::Result;

/// The interpreter's scalar type of a GPU scalar (`f16` is IEEE half; integers of any
/// signedness are bit patterns; `i1` is `bool`).
pub(crate) fn eval_scalar(s: Scalar) -> eval::Scalar {
    match s {
        Scalar::Float(16) => eval::Scalar::F16,
        Scalar::Float(32) => eval::Scalar::F32,
        Scalar::Float(_) => eval::Scalar::F64,
        Scalar::Bool => eval::Scalar::Int(1),
        Scalar::Int(w) | Scalar::UInt(w) => eval::Scalar::Int(w.clamp(1, 64) as u8),
    }
}

/// The canonical register of a lane's constant bits (`bits` as [`super::narrow`]'s
/// `const_lane_bits` reads them) in the interpreter's encoding: integers sign-extended
/// from their width, floats their pattern.
fn canonical(s: Scalar, bits: u64) -> u64 {
    match s {
        Scalar::Float(_) => bits,
        Scalar::Bool => eval::sext(i64::from(bits != 0), 1) as u64,
        Scalar::Int(w) | Scalar::UInt(w) => eval::sext(bits as i64, w.clamp(1, 64) as u8) as u64,
    }
}

impl Cx<'_> {
    /// `kind` applied, lane by lane, to the constant operands `args` (of element types
    /// `operands`) with result element type `result` and `lanes` lanes, as the
    /// interpreter computes it: the result registers, or `None` when an operand is not
    /// constant, the op is no element-wise scalar computation, or a lane has no value.
    pub(crate) fn eval_const_lanes(
        &self,
        kind: OpKind,
        operands: &[Scalar],
        result: Scalar,
        lanes: u32,
        args: &[Word],
    ) -> Option<Vec<u64>> {
        let elementwise = match kind.split() {
            DialectOp::Arith(a) => eval::Elementwise::Arith(a),
            DialectOp::Math(m) => eval::Elementwise::Math(m),
            _ => return None,
        };
        let ins: Vec<eval::Scalar> = operands.iter().map(|&s| eval_scalar(s)).collect();
        let tin = *ins.get(usize::from(kind == OpKind::ArithSelect))?;
        let (op, arity) = eval::scalar_op(
            elementwise,
            tin,
            eval_scalar(result),
            0,
            (ins.get(1).copied(), 0),
        )?;
        if arity != args.len() || operands.len() != args.len() {
            return None;
        }
        let lane_bits: Vec<Vec<u64>> = args
            .iter()
            .zip(operands)
            .map(|(&a, &s)| {
                let bits = self.const_lane_bits(a, lanes.max(1))?;
                Some(bits.into_iter().map(|b| canonical(s, b)).collect())
            })
            .collect::<Option<_>>()?;
        (0..lanes.max(1) as usize)
            .map(|i| {
                let r = match lane_bits.as_slice() {
                    [a] => eval::eval1(op, a[i]),
                    [a, b] => eval::eval2(op, a[i], b[i]),
                    [a, b, c] => eval::eval3(op, a[i], b[i], c[i]),
                    _ => return None,
                };
                r.ok()
            })
            .collect()
    }

    /// [`Self::eval_const_lanes`] for an op whose operands and result are floats of type
    /// `t`, as a constant of type `t` (non-finite lanes through
    /// [`Self::float_lanes`]); `None` when it does not fold.
    pub(crate) fn fold_float_op(
        &mut self,
        kind: OpKind,
        t: VTy,
        args: &[Word],
    ) -> Result<Option<Word>> {
        let operands = vec![t.scalar; args.len()];
        let Some(bits) = self.eval_const_lanes(kind, &operands, t.scalar, t.lanes, args) else {
            return Ok(None);
        };
        self.float_bits_const(t, &bits).map(Some)
    }

    /// [`Self::eval_const_lanes`] for a conversion of the constant `a` with element type
    /// `from` to the float type `t` (`sitofp`, `uitofp`), as a constant of type `t`.
    pub(crate) fn fold_float_result(
        &mut self,
        kind: OpKind,
        from: Scalar,
        t: VTy,
        a: Word,
    ) -> Result<Option<Word>> {
        match self.eval_const_lanes(kind, &[from], t.scalar, t.lanes, &[a]) {
            Some(bits) => self.float_bits_const(t, &bits).map(Some),
            None => Ok(None),
        }
    }

    /// The constant of float type `t` with the registers `bits` (one per lane; lanes
    /// all equal make a splat).
    fn float_bits_const(&mut self, t: VTy, bits: &[u64]) -> Result<Word> {
        let st = eval_scalar(t.scalar);
        let values: Vec<f64> = bits.iter().map(|&b| eval::get_float(st, b)).collect();
        let values = match values.split_first() {
            Some((first, rest)) if rest.iter().all(|v| v.to_bits() == first.to_bits()) => {
                vec![*first]
            }
            _ => values,
        };
        self.float_lanes(t, &values)
    }
}

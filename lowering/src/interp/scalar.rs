//! The interpreter's view of the shared scalar evaluation (`dialect::eval`): the same
//! operations, with an [`Undefined`] result (division by zero, signed division overflow)
//! turned into a runtime [`Fault`].

pub use crate::dialect::eval::scalar::*;
use crate::dialect::eval::{scalar, Undefined};

use super::errors::{FResult, Fault};

impl From<Undefined> for Fault {
    #[cold]
    fn from(u: Undefined) -> Self {
        Fault::new(u.message())
    }
}

/// Applies a unary operation ([`scalar::eval1`]).
#[inline]
pub fn eval1(op: SOp, a: u64) -> FResult<u64> {
    Ok(scalar::eval1(op, a)?)
}

/// Applies a binary operation ([`scalar::eval2`]).
#[inline]
pub fn eval2(op: SOp, a: u64, b: u64) -> FResult<u64> {
    Ok(scalar::eval2(op, a, b)?)
}

/// Applies a ternary operation ([`scalar::eval3`]).
#[inline]
pub fn eval3(op: SOp, a: u64, b: u64, c: u64) -> FResult<u64> {
    Ok(scalar::eval3(op, a, b, c)?)
}

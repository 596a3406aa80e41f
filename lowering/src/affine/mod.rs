//! The affine toolkit: simplification, composition, evaluation, bounds and dependence analysis.
//!
//! - [`fold`]: expression builders with upstream MLIR's operator folds.
//! - [`flatten`]: affine expressions as linear sums over dims, symbols and local terms.
//! - [`simplify`]: canonical simplification of expressions, maps and integer sets.
//! - [`eval`]: evaluation on concrete integers with MLIR's division semantics.
//! - [`fmt`]: MLIR text of expressions, maps and sets for reports.
//! - [`omega`]: exact integer feasibility of linear constraint systems (the Omega test).

pub mod eval;
pub mod flatten;
pub mod fmt;
pub mod fold;
pub mod omega;
pub mod simplify;
#[cfg(test)]
pub(crate) mod testutil;

pub use eval::{eval_expr, eval_map, eval_set, EvalError};
pub use simplify::{simplify_expr, simplify_map, simplify_set};

//! The affine toolkit: simplification, composition, evaluation, bounds and dependence analysis.
//!
//! - [`fold`]: expression builders with upstream MLIR's operator folds.
//! - [`flatten`]: affine expressions as linear sums over dims, symbols and local terms.
//! - [`simplify`]: canonical simplification of expressions, maps and integer sets.
//! - [`bounds`]: interval bounds of expressions over iteration boxes; loop boxes.
//! - [`compose`]: map composition, operand substitution, `affine.apply` chains.
//! - [`eval`]: evaluation on concrete integers with MLIR's division semantics.
//! - [`fmt`]: MLIR text of expressions, maps and sets for reports.
//! - [`layout`]: memref layouts linearised to offsets; physical (normalised) shapes.
//! - [`omega`]: exact integer feasibility of linear constraint systems (the Omega test).
//! - [`ops`]: reading affine ops (bounds, maps, accesses) and upstream's symbol rules.

pub mod bounds;
pub mod compose;
pub mod eval;
pub mod flatten;
pub mod fmt;
pub mod fold;
pub mod layout;
pub mod omega;
pub mod ops;
pub mod simplify;
#[cfg(test)]
pub(crate) mod testutil;

pub use bounds::{expr_bounds, loop_box, Interval, IterBox, LoopBox};
pub use compose::{compose, fully_compose_map_and_operands, replace_dims_and_symbols};
pub use eval::{eval_expr, eval_map, eval_set, EvalError};
pub use layout::{linearize, physical_shape, LayoutSymbol, Linearized};
pub use simplify::{simplify_expr, simplify_map, simplify_set};

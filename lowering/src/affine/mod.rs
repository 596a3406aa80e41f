//! The affine toolkit: simplification, composition, evaluation, bounds, layouts and
//! dependence analysis, on the interned affine expressions of [`crate::ir`].
//!
//! Expression algebra:
//! - [`fold`]: expression builders with upstream MLIR's operator folds.
//! - [`flatten`]: affine expressions as linear sums over dims, symbols and local terms.
//! - [`simplify`]: canonical simplification of expressions, maps and integer sets.
//! - [`mod@compose`]: map composition, operand substitution, `affine.apply` chains.
//! - [`eval`]: evaluation on concrete integers with MLIR's division semantics.
//! - [`bounds`]: interval bounds of expressions over iteration boxes; loop boxes.
//! - [`layout`]: memref layouts linearised to offsets; physical (normalised) shapes.
//! - [`fmt`]: MLIR text of expressions, maps and sets for reports.
//!
//! Loop analysis:
//! - [`ops`]: reading affine ops (bounds, maps, accesses) and upstream's symbol rules.
//! - [`omega`]: exact integer feasibility of linear constraint systems (the Omega test).
//! - [`access`]: memory effects under a loop; memref roots and the aliasing rule.
//! - [`depsys`]: integer systems describing two instances of a loop body.
//! - [`reduction`]: reductions (iter_args, `affine.parallel`, load–op–store on memrefs).
//! - [`dependence`]: loop-carried dependence analysis ([`analyze_loop`], [`is_parallel`]).

pub mod access;
pub mod access_bounds;
pub mod bounds;
pub mod compose;
pub mod dependence;
pub mod depsys;
pub mod eval;
pub mod flatten;
pub mod fmt;
pub mod fold;
pub mod index_width;
pub mod launch_facts;
pub mod layout;
pub mod omega;
pub mod ops;
pub mod reduction;
pub mod simplify;
#[cfg(test)]
mod tests;
#[cfg(test)]
pub(crate) mod testutil;

pub use access::AliasPolicy;
pub use bounds::{expr_bounds, loop_box, Interval, IterBox, LoopBox};
pub use compose::{compose, fully_compose_map_and_operands, replace_dims_and_symbols};
pub use dependence::{analyze_loop, analyze_loop_with, is_parallel, DependenceOptions, LoopInfo};
pub use eval::{eval_expr, eval_map, eval_set, EvalError};
pub use layout::{linearize, physical_shape, LayoutSymbol, Linearized};
pub use reduction::{Reduction, ReductionKind, ReductionSource};
pub use simplify::{simplify_expr, simplify_map, simplify_set};

//! The `linalg` dialect on memrefs: `linalg.generic` (with `linalg.yield` and
//! `linalg.index`) and a few named structured ops (`fill`, `copy`, `matmul`,
//! `batch_matmul`, `matvec`, `transpose`, `broadcast`).
//!
//! Storage: every structured op has operands `ins ++ outs` with `operandSegmentSizes`.
//! `linalg.generic` keeps `indexing_maps`, `iterator_types` and its region as upstream;
//! named ops are stored without their implicit region (the body is implied by the op
//! name and built by `linalg-generalize-named-ops`).

pub mod syntax;
pub mod verify;

//! Kernel optimisations: passes on `gpu.launch` bodies (before outlining) or `gpu.func`
//! kernels (after), each a registered pass with the target conditions it needs in its
//! pipeline step.

pub mod contract;
pub mod guard_version;
pub mod hoist_window;
pub mod memref_choice;
pub mod promote_workgroup;
pub mod schedule;
pub mod subgroup_share;
pub mod unroll_vectors;

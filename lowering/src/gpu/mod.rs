//! The GPU lowering, by stage (see `README.md` in this folder): the target ([`gpu::target`],
//! [`gpu::target_profiles`]), the pipeline ([`pipeline`]), the `tessera.*` attributes
//! ([`attrs`]), planning ([`plan`]), mapping to `gpu.launch` ([`map`]), kernel
//! optimisations ([`opt`]), outlining ([`outline`]) and memory safety ([`bounds`]), with the
//! IR builders every stage uses ([`build`]). Every step is a registered pass
//! (`crate::pass::registry`).

pub mod attrs;
pub mod bounds;
pub mod build;
pub mod map;
pub mod opt;
pub mod outline;
pub mod pipeline;
pub mod plan;
pub mod target;
pub mod target_profiles;
#[cfg(test)]
pub(crate) mod testutil;

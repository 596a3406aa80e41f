//! Transformation passes, one per file (see `crate::pass` for the pass manager and the
//! registry). Each pass is a free function
//! `run(&mut Context, &mut Module, anchor: Op, &PassOptions) -> Result<bool, Diagnostics>`.

pub mod affine_expand;
pub mod affine_loop;
pub mod affine_parallelize;
pub mod bounds_check;
pub mod bounds_guard;
pub mod canon_affine;
pub mod canon_cfg;
pub mod canon_scf;
pub mod canonicalize;
pub mod cse;
pub mod effects;
pub mod fold;
pub mod gpu_affine_to_gpu;
pub mod gpu_band;
pub mod gpu_build;
pub mod gpu_config;
pub mod gpu_contract;
pub mod gpu_interchange;
pub mod gpu_jam;
pub mod gpu_launch;
pub mod gpu_map;
pub mod gpu_outline;
pub mod gpu_pipeline;
pub mod gpu_prep;
pub mod gpu_reduce;
pub mod gpu_relayout;
pub mod gpu_schedule;
pub mod gpu_subgroup_share;
#[cfg(test)]
pub(crate) mod gpu_testutil;
pub mod gpu_texture;
pub mod gpu_vectorize;
pub mod guard_version;
pub mod hoist_window;
pub mod if_convert;
pub mod int_range;
pub mod linalg_generalize;
pub mod linalg_to_affine;
pub mod loop_tile;
pub mod loop_unroll;
pub mod loop_util;
pub mod lower_affine;
pub mod normalize_memrefs;
pub mod promote_workgroup;
pub mod raise_scf;
pub mod reductions;
pub mod rewrite;
pub mod target;
pub mod target_profiles;
pub mod unroll_and_jam;

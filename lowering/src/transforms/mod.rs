//! Generic transformation passes, one per file (the GPU lowering is `crate::gpu`; see
//! `crate::pass` for the pass manager and the registry). Each pass is a free function
//! `run(&mut Context, &mut Module, anchor: Op, &PassOptions) -> Result<bool, Diagnostics>`.

pub mod affine_expand;
pub mod affine_loop;
pub mod affine_parallelize;
pub mod bufferize;
pub mod canon_affine;
pub mod canon_cfg;
pub mod canon_scf;
pub mod canonicalize;
pub mod cse;
pub mod effects;
pub mod fold;
pub mod forall_to_parallel;
pub mod if_convert;
pub mod int_range;
pub mod linalg_erase_unused;
pub mod linalg_fuse;
pub mod linalg_generalize;
pub mod linalg_to_affine;
pub mod loop_tile;
pub mod loop_unroll;
pub mod loop_util;
pub mod lower_affine;
pub mod masked_vector;
pub mod narrow_powi;
pub mod normalize_memrefs;
pub mod raise_scf;
pub mod reductions;
pub mod rewrite;
pub mod unroll_and_jam;
pub mod vector_mask;

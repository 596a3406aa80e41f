//! `tessera-promote-workgroup`: staging of read-only tiles in workgroup memory (in
//! progress).

use super::target::GpuTarget;
use crate::diag::Diagnostics;
use crate::ir::{Context, Module, Op};

/// Promotes tiles of the mapped launches under `anchor`; returns the launches changed.
pub fn promote(
    _ctx: &mut Context,
    _m: &mut Module,
    _anchor: Op,
    _target: &GpuTarget,
) -> Result<Vec<Op>, Diagnostics> {
    Ok(Vec::new())
}

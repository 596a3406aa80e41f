//! Bounds the depth of the expression trees naga's writers recurse through.
//!
//! naga's back ends write an expression used once inline, at its use, recursing into its
//! operands (`write_expr` in the WGSL, MSL, HLSL and GLSL writers). A chain of single-use
//! values — `%1 = addf %0, %c`, `%2 = addf %1, %c`, … — is then one expression as deep as
//! the chain, and a few tens of thousands of links overflow the stack (the process aborts).
//! naga names (bakes) every `Load` in a `let`, so routing every [`MAX_DEPTH`]-th link of
//! such a chain through a `Function` variable bounds the recursion without changing what
//! the kernel computes. Kernels without such chains are passed through unchanged.

use std::collections::{HashMap, HashSet};

use rspirv::dr::{Function, Operand};
use rspirv::spirv::Op;

/// The deepest single-use expression nesting left to naga. A level of naga's HLSL
/// `write_expr` takes about 21 KiB of stack in a debug build (far less optimised), so 64
/// levels stay within a 2 MiB test thread.
pub(crate) const MAX_DEPTH: u32 = 64;

/// `words` with every single-use chain cut every [`MAX_DEPTH`] links (see the module
/// comment); `words` itself when there is nothing to cut.
pub(crate) fn bound_inline_depth(words: &[u32]) -> Vec<u32> {
    // Cheap test first: a kernel shorter than the bound cannot hold a chain that long.
    if words.len() < MAX_DEPTH as usize * 4 {
        return words.to_vec();
    }
    crate::naga_out::spill_through_variables(words, cut_points)
}

/// The results of `f` where a single-use chain reaches [`MAX_DEPTH`] (depth counted in
/// instruction order, which in SPIR-V puts definitions before uses within a block and
/// dominators before the blocks they dominate).
fn cut_points(f: &Function) -> HashSet<u32> {
    let insts = || f.blocks.iter().flat_map(|b| &b.instructions);
    let mut uses: HashMap<u32, u32> = HashMap::new();
    for i in insts() {
        for o in &i.operands {
            if let Operand::IdRef(v) = o {
                *uses.entry(*v).or_default() += 1;
            }
        }
    }
    let mut depth: HashMap<u32, u32> = HashMap::new();
    let mut cut = HashSet::new();
    for i in insts() {
        let Some(r) = i.result_id else { continue };
        let d = 1 + i
            .operands
            .iter()
            .filter_map(|o| match o {
                Operand::IdRef(v) if uses.get(v) == Some(&1) => depth.get(v).copied(),
                _ => None,
            })
            .max()
            .unwrap_or(0);
        if d >= MAX_DEPTH && i.result_type.is_some() && storable(i.class.opcode) {
            cut.insert(r);
            depth.insert(r, 0);
        } else {
            depth.insert(r, d);
        }
    }
    cut
}

/// Whether a result of `op` may go through a `Function` variable right after it: not a
/// pointer, image or phi (phis must stay together at the start of their block).
fn storable(op: Op) -> bool {
    !matches!(
        op,
        Op::Phi
            | Op::Variable
            | Op::AccessChain
            | Op::InBoundsAccessChain
            | Op::PtrAccessChain
            | Op::SampledImage
            | Op::Image
    )
}

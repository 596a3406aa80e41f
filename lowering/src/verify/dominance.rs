//! Dominance: per-region dominator trees and upstream's `properlyDominates(value, op)`.
//!
//! Each region's blocks form a CFG through the successors of their last ops (only successors
//! in the same region count, so malformed branches cannot break the analysis). Dominators are
//! computed with the iterative algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast
//! Dominance Algorithm") over a reverse post-order from the entry block. Blocks not reachable
//! from the entry have no dominator; upstream skips uses in them.
//!
//! The value/op query mirrors `mlir::DominanceInfo`: a use nested in regions is lifted to its
//! ancestor in the definition's region; within one block, SSA-dominance regions need the
//! definition first, graph regions (module bodies, unregistered ops) accept any order.

use crate::ir::fxhash::FxHashMap as HashMap;
use crate::ir::{Block, Module, Op, Region, Value, ValueDef};

/// The dominator tree of one region.
#[derive(Debug, Clone)]
pub struct DomTree {
    /// Position of each block of the region.
    pos: HashMap<Block, usize>,
    /// Immediate dominator of each block (by position); the entry is its own; `None` for
    /// blocks unreachable from the entry.
    idom: Vec<Option<usize>>,
}

impl DomTree {
    /// Computes the dominator tree of `region`.
    pub fn build(m: &Module, region: Region) -> DomTree {
        let blocks = m.region(region).blocks();
        let pos: HashMap<Block, usize> = blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        let n = blocks.len();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|b| match m.last_op(*b) {
                Some(t) => m
                    .op(t)
                    .successors
                    .iter()
                    .filter_map(|s| pos.get(s).copied())
                    .collect(),
                None => Vec::new(),
            })
            .collect();
        let mut idom = vec![None; n];
        if n == 0 {
            return DomTree { pos, idom };
        }
        // Reverse post-order by an explicit-stack DFS.
        let mut visited = vec![false; n];
        let mut post = Vec::with_capacity(n);
        let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
        visited[0] = true;
        while let Some(top) = stack.last_mut() {
            let b = top.0;
            if let Some(&s) = succs[b].get(top.1) {
                top.1 += 1;
                if !visited[s] {
                    visited[s] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        let mut rpo_num = vec![usize::MAX; n];
        let rpo: Vec<usize> = post.iter().rev().copied().collect();
        for (i, b) in rpo.iter().enumerate() {
            rpo_num[*b] = i;
        }
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            if visited[b] {
                for &s in ss {
                    preds[s].push(b);
                }
            }
        }
        idom[0] = Some(0);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new_idom: Option<usize> = None;
                for &p in &preds[b] {
                    if idom[p].is_none() {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => intersect(&idom, &rpo_num, p, cur),
                    });
                }
                if new_idom.is_some() && idom[b] != new_idom {
                    idom[b] = new_idom;
                    changed = true;
                }
            }
        }
        DomTree { pos, idom }
    }

    /// Whether `b` is reachable from the entry block (blocks of other regions are not).
    pub fn is_reachable(&self, b: Block) -> bool {
        self.pos.get(&b).is_some_and(|p| self.idom[*p].is_some())
    }

    /// Whether `a` properly dominates `b` (both in this region; `a != b`).
    pub fn properly_dominates(&self, a: Block, b: Block) -> bool {
        let (Some(&pa), Some(&pb)) = (self.pos.get(&a), self.pos.get(&b)) else {
            return false;
        };
        if pa == pb || self.idom[pa].is_none() || self.idom[pb].is_none() {
            return false;
        }
        let mut cur = pb;
        while let Some(d) = self.idom[cur] {
            if d == cur {
                return false; // reached the entry
            }
            if d == pa {
                return true;
            }
            cur = d;
        }
        false
    }

    /// The immediate dominator of `b`, if `b` is reachable and not the entry.
    pub fn idom(&self, b: Block) -> Option<usize> {
        let p = *self.pos.get(&b)?;
        self.idom[p].filter(|d| *d != p)
    }
}

fn intersect(idom: &[Option<usize>], rpo_num: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while rpo_num[a] > rpo_num[b] {
            match idom[a] {
                Some(x) => a = x,
                None => return b,
            }
        }
        while rpo_num[b] > rpo_num[a] {
            match idom[b] {
                Some(x) => b = x,
                None => return a,
            }
        }
    }
    a
}

/// Dominance queries over a module, with dominator trees and op positions cached.
pub struct Dominance<'a> {
    m: &'a Module,
    trees: HashMap<Region, DomTree>,
    /// Position of each op in its block, indexed by op; valid for the ops of the blocks
    /// marked in `numbered`.
    order: Vec<u32>,
    /// Blocks whose ops `order` numbers (numbered on the first comparison in the block:
    /// most blocks never need one).
    numbered: Vec<bool>,
    /// [`Dominance::has_ssa_dominance`] per block, indexed by block: 0 not yet known,
    /// 1 yes, 2 no.
    ssa: Vec<u8>,
}

impl<'a> Dominance<'a> {
    /// Prepares queries over `m`.
    pub fn new(m: &'a Module) -> Self {
        Dominance {
            m,
            trees: HashMap::default(),
            order: vec![0; m.op_capacity()],
            numbered: vec![false; m.block_capacity()],
            ssa: vec![0; m.block_capacity()],
        }
    }

    /// The dominator tree of `r` (computed on first use).
    pub fn tree(&mut self, r: Region) -> &DomTree {
        let m = self.m;
        self.trees.entry(r).or_insert_with(|| DomTree::build(m, r))
    }

    /// Whether the block holding `op` is reachable from its region's entry. Ops outside any
    /// region (top-level) count as reachable.
    pub fn op_block_reachable(&mut self, op: Op) -> bool {
        let Some(b) = self.m.op(op).parent() else {
            return true;
        };
        let Some(r) = self.m.block(b).parent() else {
            return true;
        };
        // A region's entry block is always reachable (no tree needed).
        if self.m.region(r).blocks().first() == Some(&b) {
            return true;
        }
        self.tree(r).is_reachable(b)
    }

    /// Upstream's `hasSSADominance(block)`: false for single-block graph regions and
    /// single-block regions of unregistered ops; multi-block regions always have SSA
    /// dominance.
    pub fn has_ssa_dominance(&self, b: Block) -> bool {
        if let Some(r) = self.m.block(b).parent() {
            if self.m.region(r).blocks().len() > 1 {
                return true;
            }
        }
        match self.m.block_parent_op(b) {
            None => true,
            Some(p) => match self.m.op(p).kind {
                None => false,
                Some(k) => !k.has_graph_region(),
            },
        }
    }

    /// The ancestor of `op` (or `op` itself) whose block is in `region`.
    pub fn ancestor_op_in_region(&self, region: Region, mut op: Op) -> Option<Op> {
        loop {
            let b = self.m.op(op).parent()?;
            if self.m.block(b).parent()? == region {
                return Some(op);
            }
            op = self.m.block_parent_op(b)?;
        }
    }

    /// The ancestor of `b` (or `b` itself) that is a block of `region`.
    pub fn ancestor_block_in_region(&self, region: Region, mut b: Block) -> Option<Block> {
        loop {
            let r = self.m.block(b).parent()?;
            if r == region {
                return Some(b);
            }
            let p = self.m.region(r).parent()?;
            b = self.m.op(p).parent()?;
        }
    }

    /// [`Dominance::has_ssa_dominance`], remembered per block.
    fn has_ssa_dominance_cached(&mut self, b: Block) -> bool {
        match self.ssa.get(b.index()) {
            Some(1) => true,
            Some(2) => false,
            _ => {
                let r = self.has_ssa_dominance(b);
                if let Some(slot) = self.ssa.get_mut(b.index()) {
                    *slot = if r { 1 } else { 2 };
                }
                r
            }
        }
    }

    /// Whether `a` comes before `b`, two ops of `block`.
    fn is_before_in_block(&mut self, block: Block, a: Op, b: Op) -> bool {
        if let Some(done) = self.numbered.get_mut(block.index()) {
            if !std::mem::replace(done, true) {
                for (i, o) in self.m.block_ops(block).enumerate() {
                    self.order[o.index()] = i as u32;
                }
            }
        }
        self.order[a.index()] < self.order[b.index()]
    }

    /// Upstream's `properlyDominates(Operation *a, Operation *b, enclosingOpOk)`.
    fn properly_dominates_op(&mut self, a: Op, mut b: Op, enclosing_ok: bool) -> bool {
        let (Some(a_block), Some(mut b_block)) = (self.m.op(a).parent(), self.m.op(b).parent())
        else {
            return false;
        };
        if a == b {
            return !self.has_ssa_dominance_cached(a_block);
        }
        let Some(a_region) = self.m.block(a_block).parent() else {
            return false;
        };
        if Some(a_region) != self.m.block(b_block).parent() {
            match self.ancestor_op_in_region(a_region, b) {
                Some(x) => b = x,
                None => return false,
            }
            match self.m.op(b).parent() {
                Some(x) => b_block = x,
                None => return false,
            }
            // `a` encloses `b`: that dominates only when asked for, otherwise `b` is
            // compared as `a` itself (true in a graph region, as upstream).
            if a == b && enclosing_ok {
                return true;
            }
        }
        if a_block == b_block {
            if !self.has_ssa_dominance_cached(a_block) {
                return true;
            }
            return self.is_before_in_block(a_block, a, b);
        }
        self.tree(a_region).properly_dominates(a_block, b_block)
    }

    /// Upstream's `dominates(Block *a, Block *b)`.
    fn dominates_block(&mut self, a: Block, b: Block) -> bool {
        if a == b {
            return true;
        }
        let Some(a_region) = self.m.block(a).parent() else {
            return false;
        };
        let mut b = b;
        if Some(a_region) != self.m.block(b).parent() {
            match self.ancestor_block_in_region(a_region, b) {
                Some(x) => b = x,
                None => return false,
            }
            if a == b {
                return true;
            }
        }
        self.tree(a_region).properly_dominates(a, b)
    }

    /// Upstream's `properlyDominates(Value a, Operation *b)`: whether `v` may be used by `op`.
    pub fn value_dominates_use(&mut self, v: Value, op: Op) -> bool {
        match self.m.value(v).def {
            ValueDef::BlockArg { block, .. } => match self.m.op(op).parent() {
                Some(ub) => self.dominates_block(block, ub),
                None => false,
            },
            ValueDef::OpResult { op: def, .. } => self.properly_dominates_op(def, op, false),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Context, OpSpec};

    /// Builds a region whose blocks branch as `edges` says (block i → each j in edges[i]).
    fn cfg(edges: &[&[usize]]) -> (Module, Region, Vec<Block>) {
        let mut ctx = Context::new();
        let mut m = Module::new();
        let name = ctx.ident("test.br");
        let loc = ctx.unknown_loc();
        let holder = m.create_op(OpSpec {
            name,
            kind: None,
            operands: vec![],
            result_types: vec![],
            props: vec![],
            attrs: vec![],
            successors: vec![],
            num_regions: 1,
            loc,
        });
        let r = m.op(holder).regions()[0];
        let blocks: Vec<Block> = edges.iter().map(|_| m.add_block(r)).collect();
        for (i, succ) in edges.iter().enumerate() {
            let op = m.create_op(OpSpec {
                name,
                kind: None,
                operands: vec![],
                result_types: vec![],
                props: vec![],
                attrs: vec![],
                successors: succ.iter().map(|j| blocks[*j]).collect(),
                num_regions: 0,
                loc,
            });
            m.append_op(blocks[i], op);
        }
        (m, r, blocks)
    }

    #[test]
    fn diamond_and_loop() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3; 3 -> 1 (back edge); 4 unreachable.
        let (m, r, b) = cfg(&[&[1, 2], &[3], &[3], &[1], &[3]]);
        let t = DomTree::build(&m, r);
        assert!(t.properly_dominates(b[0], b[3]));
        assert!(!t.properly_dominates(b[1], b[3]));
        assert!(!t.properly_dominates(b[3], b[1]));
        assert!(t.properly_dominates(b[0], b[1]));
        assert!(!t.is_reachable(b[4]));
        assert!(!t.properly_dominates(b[4], b[3]));
        assert_eq!(t.idom(b[3]), Some(0));
    }

    #[test]
    fn chain_dominates_transitively() {
        let (m, r, b) = cfg(&[&[1], &[2], &[3], &[]]);
        let t = DomTree::build(&m, r);
        assert!(t.properly_dominates(b[0], b[3]));
        assert!(t.properly_dominates(b[1], b[3]));
        assert!(!t.properly_dominates(b[3], b[3]));
        assert_eq!(t.idom(b[2]), Some(1));
    }
}

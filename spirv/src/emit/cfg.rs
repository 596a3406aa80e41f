//! Structurization of multi-block kernel bodies (`cf.br` / `cf.cond_br`).
//!
//! SPIR-V needs every conditional branch to declare its merge block and every loop its
//! merge and continue blocks. This pass recovers those from the CFG for the common shapes:
//!
//! - **selections**: `cf.cond_br` whose immediate post-dominator is its merge (if/else
//!   diamonds and if-then triangles; arms may return);
//! - **loops**: natural loops with a single latch and a single exit block; a conditional
//!   branch inside the loop may leave it (to the exit block) or continue it (to the
//!   header) instead of opening a selection.
//!
//! A loop header gets a dedicated SPIR-V block holding its phis and `OpLoopMerge`; the
//! continue target is a fresh block that copies the back-edge values (single-entry
//! phis) and branches back to the header. Block arguments become
//! `OpPhi`s in blocks with several predecessors and plain bindings otherwise. Anything
//! else is reported as unstructured control flow.

use rspirv::spirv::Word;
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{Block, Op};

use super::types::PhiSlot;
use super::Cx;
use crate::error::{Result, SpirvError};

struct Graph {
    blocks: Vec<Block>,
    succ: Vec<Vec<usize>>,
    pred: Vec<Vec<usize>>,
    /// `dom[b][a]`: `a` dominates `b`.
    dom: Vec<Vec<bool>>,
    /// Immediate post-dominator (`None`: the virtual exit).
    ipdom: Vec<Option<usize>>,
}

#[derive(Clone, Copy)]
struct LoopCx {
    header: usize,
    merge: usize,
    cont: Word,
}

struct State {
    labels: Vec<Word>,
    /// Incoming `(pred label, values)` per block.
    incoming: Vec<Vec<(Word, Vec<Word>)>>,
    /// Back-edge `(latch label, values)` per loop header.
    back: Vec<Option<(Word, Vec<Word>)>>,
    /// Header phis to patch.
    phis: Vec<Vec<PhiSlot>>,
    in_loop: Vec<Vec<bool>>,
}

fn dominators(n: usize, entry: usize, preds: &[Vec<usize>]) -> Vec<Vec<bool>> {
    let mut dom = vec![vec![true; n]; n];
    dom[entry] = (0..n).map(|i| i == entry).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for b in 0..n {
            if b == entry {
                continue;
            }
            let mut new = vec![true; n];
            let mut any = false;
            for &p in &preds[b] {
                any = true;
                for i in 0..n {
                    new[i] = new[i] && dom[p][i];
                }
            }
            if !any {
                new = vec![false; n];
            }
            new[b] = true;
            if new != dom[b] {
                dom[b] = new;
                changed = true;
            }
        }
    }
    dom
}

/// The immediate dominator from dominator sets: the strict dominator dominated by all others.
fn immediate(dom: &[Vec<bool>], b: usize) -> Option<usize> {
    let strict: Vec<usize> = (0..dom.len()).filter(|&a| a != b && dom[b][a]).collect();
    strict
        .iter()
        .copied()
        .find(|&a| strict.iter().all(|&o| dom[a][o]))
}

impl Cx<'_> {
    fn graph(&self, blocks: &[Block]) -> Result<Graph> {
        let n = blocks.len();
        let index = |b: Block| blocks.iter().position(|x| *x == b);
        let mut succ = vec![Vec::new(); n];
        for (i, &b) in blocks.iter().enumerate() {
            let Some(t) = self.m.last_op(b) else {
                return Err(SpirvError::InvalidKernel {
                    loc: None,
                    msg: "empty block in kernel".into(),
                });
            };
            for s in &self.m.op(t).successors {
                let j = index(*s)
                    .ok_or_else(|| self.invalid(t, "branch to a block outside the kernel"))?;
                succ[i].push(j);
            }
        }
        let mut pred = vec![Vec::new(); n];
        for (i, ss) in succ.iter().enumerate() {
            for &s in ss {
                if !pred[s].contains(&i) {
                    pred[s].push(i);
                }
            }
        }
        let dom = dominators(n, 0, &pred);
        // Post-dominators on the reversed graph with a virtual exit (index n).
        let mut rpred = vec![Vec::new(); n + 1];
        for (i, ss) in succ.iter().enumerate() {
            if ss.is_empty() {
                rpred[i].push(n);
            }
            for &s in ss {
                rpred[i].push(s);
            }
        }
        let pdom = dominators(n + 1, n, &rpred);
        let ipdom = (0..n)
            .map(|b| immediate(&pdom, b).filter(|&p| p != n))
            .collect();
        Ok(Graph {
            blocks: blocks.to_vec(),
            succ,
            pred,
            dom,
            ipdom,
        })
    }

    fn unstructured(&self, op: Op, msg: impl Into<String>) -> SpirvError {
        SpirvError::Unstructured {
            loc: self.loc(op),
            msg: msg.into(),
        }
    }

    /// The natural loop of header `h`: its blocks and its single latch.
    fn natural_loop(&self, g: &Graph, h: usize) -> (Vec<bool>, Vec<usize>) {
        let latches: Vec<usize> = g.pred[h].iter().copied().filter(|&p| g.dom[p][h]).collect();
        let mut body = vec![false; g.blocks.len()];
        body[h] = true;
        let mut work = latches.clone();
        while let Some(x) = work.pop() {
            if !body[x] {
                body[x] = true;
                work.extend(g.pred[x].iter().copied());
            }
        }
        (body, latches)
    }

    fn is_header(&self, g: &Graph, b: usize) -> bool {
        g.pred[b].iter().any(|&p| g.dom[p][b])
    }

    /// Begins the SPIR-V block of `b` and binds its arguments.
    fn begin_cfg_block(&mut self, g: &Graph, st: &mut State, b: usize) -> Result<()> {
        self.e.begin_block(st.labels[b])?;
        let args = self.m.block(g.blocks[b]).args().to_vec();
        let incoming = st.incoming[b].clone();
        if args.is_empty() {
            return Ok(());
        }
        let user = self
            .m
            .last_op(g.blocks[b])
            .ok_or(SpirvError::Builder("empty block".into()))?;
        if g.pred[b].len() == 1 && incoming.len() == 1 && !self.is_header(g, b) {
            for (k, a) in args.iter().enumerate() {
                let t = self.vty_of(self.m.value_type(*a), user)?;
                let w = incoming[0]
                    .1
                    .get(k)
                    .copied()
                    .ok_or_else(|| self.invalid(user, "branch operand count mismatch"))?;
                self.set_value(*a, w, t);
            }
            return Ok(());
        }
        for (k, a) in args.iter().enumerate() {
            let t = self.vty_of(self.m.value_type(*a), user)?;
            let ty = self.ty(t);
            let mut pairs = Vec::new();
            for (l, vals) in &incoming {
                let w = vals
                    .get(k)
                    .copied()
                    .ok_or_else(|| self.invalid(user, "branch operand count mismatch"))?;
                pairs.push((w, *l));
            }
            let p = self.e.phi(ty, &pairs)?;
            self.set_value(*a, p.id, t);
            st.phis[b].push(p);
        }
        Ok(())
    }

    /// The successor values of a branch: `(target, values)` for each successor.
    fn branch_edges(&self, t: Op) -> Result<Vec<Vec<Word>>> {
        let d = self.m.op(t);
        let ops = d.operands();
        let word = |v| self.get(v, t).map(|(w, _)| w);
        match d.kind {
            Some(OpKind::CfBr) => Ok(vec![ops.iter().map(|v| word(*v)).collect::<Result<_>>()?]),
            Some(OpKind::CfCondBr) => {
                let seg = self
                    .segments(t)
                    .unwrap_or_else(|| vec![1, ops.len().saturating_sub(1), 0]);
                let (nt, nf) = (
                    seg.get(1).copied().unwrap_or(0),
                    seg.get(2).copied().unwrap_or(0),
                );
                if ops.len() < 1 + nt + nf {
                    return Err(self.invalid(t, "cf.cond_br operand segments do not match"));
                }
                let tv = ops[1..1 + nt]
                    .iter()
                    .map(|v| word(*v))
                    .collect::<Result<_>>()?;
                let fv = ops[1 + nt..1 + nt + nf]
                    .iter()
                    .map(|v| word(*v))
                    .collect::<Result<_>>()?;
                Ok(vec![tv, fv])
            }
            _ => Ok(Vec::new()),
        }
    }

    /// Branches along the edge to `s`, recording its values.
    fn edge(&mut self, st: &mut State, lp: Option<LoopCx>, s: usize, vals: Vec<Word>) -> Word {
        if let Some(l) = lp {
            if s == l.header {
                st.back[s] = Some((self.e.cur_label, vals));
                return l.cont;
            }
        }
        st.incoming[s].push((self.e.cur_label, vals));
        st.labels[s]
    }

    fn walk(
        &mut self,
        g: &Graph,
        st: &mut State,
        mut b: usize,
        stop: Option<usize>,
        lp: Option<LoopCx>,
        mut begun: bool,
    ) -> Result<()> {
        loop {
            if Some(b) == stop {
                return Ok(());
            }
            if !begun && self.is_header(g, b) && lp.map(|l| l.header) != Some(b) {
                b = self.emit_loop(g, st, b)?;
                continue;
            }
            if !begun {
                self.begin_cfg_block(g, st, b)?;
            }
            begun = false;
            let term = self.emit_ops(g.blocks[b])?;
            let Some(t) = term else {
                return Err(SpirvError::InvalidKernel {
                    loc: None,
                    msg: "block without terminator".into(),
                });
            };
            let kind = self.m.op(t).kind;
            match kind {
                Some(OpKind::GpuReturn) => {
                    self.e.ret()?;
                    return Ok(());
                }
                Some(OpKind::CfBr) => {
                    let &[s] = g.succ[b].as_slice() else {
                        return Err(self.invalid(t, "cf.br needs exactly one successor"));
                    };
                    let vals = self.branch_edges(t)?.pop().unwrap_or_default();
                    let target = self.edge(st, lp, s, vals);
                    self.e.branch(target)?;
                    if lp.is_some_and(|l| s == l.header || s == l.merge) || Some(s) == stop {
                        return Ok(());
                    }
                    if g.pred[s].len() > 1 && !self.is_header(g, s) {
                        return Err(self.unstructured(t, "branch into a block with several predecessors that is not a merge point"));
                    }
                    b = s;
                }
                Some(OpKind::CfCondBr) => {
                    let (c, _) = self.arg(t, 0)?;
                    let &[ts, fs] = g.succ[b].as_slice() else {
                        return Err(self.invalid(t, "cf.cond_br needs exactly two successors"));
                    };
                    let mut edges = self.branch_edges(t)?;
                    let fv = edges.pop().unwrap_or_default();
                    let tv = edges.pop().unwrap_or_default();
                    let exits = |x: usize| lp.is_some_and(|l| x == l.merge || x == l.header);
                    if exits(ts) || exits(fs) {
                        if exits(ts) && exits(fs) {
                            return Err(self.unstructured(
                                t,
                                "a conditional branch whose both targets leave the loop",
                            ));
                        }
                        let tl = self.edge(st, lp, ts, tv);
                        let fl = self.edge(st, lp, fs, fv);
                        self.e.branch_cond(c, tl, fl)?;
                        let inner = if exits(ts) { fs } else { ts };
                        if Some(inner) == stop {
                            return Ok(());
                        }
                        if g.pred[inner].len() > 1 && !self.is_header(g, inner) {
                            return Err(
                                self.unstructured(t, "loop body block with several predecessors")
                            );
                        }
                        b = inner;
                        continue;
                    }
                    let merge = g.ipdom[b];
                    if let (Some(m), Some(l)) = (merge, lp) {
                        if !st.in_loop[l.header][m] {
                            return Err(
                                self.unstructured(t, "a selection inside a loop merges outside it")
                            );
                        }
                    }
                    let merge_label = match merge {
                        Some(m) => st.labels[m],
                        None => self.e.id(),
                    };
                    self.e.selection_merge(merge_label)?;
                    let tl = self.edge(st, lp, ts, tv);
                    let fl = self.edge(st, lp, fs, fv);
                    self.e.branch_cond(c, tl, fl)?;
                    for arm in [ts, fs] {
                        if Some(arm) == merge {
                            continue;
                        }
                        if g.pred[arm].len() > 1 && !self.is_header(g, arm) {
                            return Err(
                                self.unstructured(t, "a selection arm is entered from elsewhere")
                            );
                        }
                        self.walk(g, st, arm, merge, lp, false)?;
                    }
                    match merge {
                        Some(m) => b = m,
                        None => {
                            self.e.begin_block(merge_label)?;
                            self.e.op_void(rspirv::spirv::Op::Unreachable, vec![])?;
                            return Ok(());
                        }
                    }
                }
                _ => {
                    return Err(self.unsupported(
                        t,
                        format!(
                            "terminator '{}' in a kernel body is not supported",
                            self.op_name(t)
                        ),
                    ))
                }
            }
        }
    }

    /// Emits the loop headed by `h`; returns its merge block.
    fn emit_loop(&mut self, g: &Graph, st: &mut State, h: usize) -> Result<usize> {
        let user = self
            .m
            .last_op(g.blocks[h])
            .ok_or(SpirvError::Builder("empty block".into()))?;
        let (body, latches) = self.natural_loop(g, h);
        if latches.len() != 1 {
            return Err(self.unstructured(
                user,
                format!("loop with {} back edges (one is supported)", latches.len()),
            ));
        }
        let mut exits = Vec::new();
        for (x, inside) in body.iter().enumerate() {
            if *inside {
                for &s in &g.succ[x] {
                    if !body[s] && !exits.contains(&s) {
                        exits.push(s);
                    }
                }
            }
        }
        let [merge] = exits.as_slice() else {
            return Err(self.unstructured(
                user,
                format!("loop with {} exit blocks (one is supported)", exits.len()),
            ));
        };
        let merge = *merge;
        st.in_loop[h] = body;
        let cont = self.e.id();
        self.begin_cfg_block(g, st, h)?;
        // The op whose region holds the loop's blocks stands for the loop.
        let owner = self.m.parent_op(user);
        let dont_unroll = owner.is_some_and(|o| self.facts.no_unroll(o));
        self.e.loop_merge(st.labels[merge], cont, dont_unroll)?;
        let body_l = self.e.id();
        self.e.branch(body_l)?;
        self.e.begin_block(body_l)?;
        let lp = LoopCx {
            header: h,
            merge,
            cont,
        };
        self.walk(g, st, h, None, Some(lp), true)?;
        let (latch, back) = st.back[h].take().unwrap_or_default();
        let slots = st.phis[h].clone();
        if slots.len() != back.len() {
            return Err(self.invalid(user, "back edge operand count mismatch"));
        }
        // The back-edge values are copied in the continue target (see
        // `Emitter::begin_continue_with_copies`): naga's GLSL/HLSL/MSL back ends would
        // otherwise re-evaluate body values at the top of the next iteration.
        let back = self
            .e
            .begin_continue_with_copies(cont, &slots, &back, latch)?;
        self.e.branch(st.labels[h])?;
        for (p, v) in slots.into_iter().zip(back) {
            self.e.patch_phi(p, v, cont);
        }
        Ok(merge)
    }
}

/// Emits a multi-block kernel body.
pub(crate) fn emit_cfg(cx: &mut Cx, blocks: &[Block]) -> Result<()> {
    let g = cx.graph(blocks)?;
    let n = blocks.len();
    // The entry SPIR-V block is already open: branch from it to the first block's label
    // only if the entry is a loop header; otherwise emit the entry in place.
    let mut st = State {
        labels: (0..n).map(|_| 0).collect(),
        incoming: vec![Vec::new(); n],
        back: vec![None; n],
        phis: vec![Vec::new(); n],
        in_loop: vec![Vec::new(); n],
    };
    for l in st.labels.iter_mut() {
        *l = cx.e.id();
    }
    if cx.is_header(&g, 0) {
        st.incoming[0].push((cx.e.cur_label, Vec::new()));
        cx.e.branch(st.labels[0])?;
        cx.walk(&g, &mut st, 0, None, None, false)
    } else {
        st.labels[0] = cx.e.cur_label;
        cx.walk(&g, &mut st, 0, None, None, true)
    }
}

#[cfg(test)]
mod tests {
    use super::{dominators, immediate};

    #[test]
    fn diamond_dominators_and_post_dominators() {
        // 0 -> 1, 2 ; 1 -> 3 ; 2 -> 3
        let preds = vec![vec![], vec![0], vec![0], vec![1, 2]];
        let dom = dominators(4, 0, &preds);
        assert!(dom[3][0] && !dom[3][1] && !dom[3][2]);
        assert_eq!(immediate(&dom, 3), Some(0));
        assert_eq!(immediate(&dom, 1), Some(0));
        // Reversed graph with exit 4 after block 3.
        let rpreds = vec![vec![1, 2], vec![3], vec![3], vec![4], vec![]];
        let pdom = dominators(5, 4, &rpreds);
        assert_eq!(immediate(&pdom, 0), Some(3));
    }

    #[test]
    fn loop_header_dominates_latch() {
        // 0 -> 1 ; 1 -> 2, 3 ; 2 -> 1
        let preds = vec![vec![], vec![0, 2], vec![1], vec![1]];
        let dom = dominators(4, 0, &preds);
        assert!(dom[2][1], "header dominates latch");
        assert_eq!(immediate(&dom, 3), Some(1));
    }
}

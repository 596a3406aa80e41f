//! Incremental verification (`verify::verify_changed`, which the pass manager runs after
//! each pass) must report exactly what verifying the whole module reports.
//!
//! Every `.mlir` chunk of the repository that parses and verifies is verified and marked
//! verified, then changed at random through the `Module` API, as a pass would (an operand
//! replaced, an op moved (also to the end of a block), erased, detached or cloned elsewhere, an attribute dropped or replaced, a
//! value retyped, a block argument added, uses replaced), and the two verifiers must give
//! the same diagnostics. Most of these changes make the module invalid, so this checks
//! that every change is recorded with everything its checks depend on (dominance,
//! terminators, symbol users, affine dimension and symbol rules, ...). Deterministic: the
//! changes come from a fixed-seed generator.

use std::panic::{catch_unwind, AssertUnwindSafe};
use tessera_lowering::driver::split_chunks;
use tessera_lowering::ir::{Block, Context, Module, Op, Type, Value, ValueMap};
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::verify::{verify, verify_changed};

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn pick<T: Copy>(&mut self, v: &[T]) -> Option<T> {
        if v.is_empty() {
            None
        } else {
            Some(v[self.below(v.len())])
        }
    }
}

/// The ops (below the top-level ones), blocks and values of `m`.
fn inventory(m: &Module) -> (Vec<Op>, Vec<Block>, Vec<Value>) {
    let (mut ops, mut blocks, mut values) = (Vec::new(), Vec::new(), Vec::new());
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            if op != top {
                ops.push(op);
            }
            values.extend_from_slice(m.op(op).results());
            for &r in m.op(op).regions() {
                for &b in m.region(r).blocks() {
                    blocks.push(b);
                    values.extend_from_slice(m.block(b).args());
                }
            }
        });
    }
    (ops, blocks, values)
}

fn same_type(m: &Module, values: &[Value], t: Type) -> Vec<Value> {
    values
        .iter()
        .copied()
        .filter(|&v| m.value_type(v) == t)
        .collect()
}

/// Applies one random change to `m`; its description, or `None` when the chosen change
/// does not apply.
fn mutate(m: &mut Module, rng: &mut Rng) -> Option<String> {
    let (ops, blocks, values) = inventory(m);
    let op = rng.pick(&ops)?;
    match rng.below(15) {
        0 => {
            let n = m.op(op).operands().len();
            if n == 0 {
                return None;
            }
            let i = rng.below(n);
            let old = m.op(op).operands()[i];
            let cands = same_type(m, &values, m.value_type(old));
            let v = rng.pick(&cands).or_else(|| rng.pick(&values))?;
            m.set_operand(op, i, v);
            Some(format!("set_operand({op:?}, {i}, {v:?})"))
        }
        1 => {
            let anchor = rng.pick(&ops)?;
            if m.is_ancestor(op, anchor) {
                return None;
            }
            m.move_before(op, anchor);
            Some(format!("move_before({op:?}, {anchor:?})"))
        }
        2 => {
            m.erase_op(op);
            Some(format!("erase_op({op:?})"))
        }
        3 => {
            let k = drop_attribute(m, op, rng)?;
            Some(format!("op_mut({op:?}): drop attribute {k}"))
        }
        4 => {
            let v = rng.pick(&values)?;
            let t = m.value_type(rng.pick(&values)?);
            m.set_value_type(v, t);
            Some(format!("set_value_type({v:?})"))
        }
        5 => {
            let b = rng.pick(&blocks)?;
            let t = m.value_type(rng.pick(&values)?);
            m.add_block_arg(b, t);
            Some(format!("add_block_arg({b:?})"))
        }
        6 => {
            m.detach(op);
            Some(format!("detach({op:?})"))
        }
        7 => {
            let v = rng.pick(&values)?;
            let cands = same_type(m, &values, m.value_type(v));
            let w = rng.pick(&cands)?;
            m.replace_all_uses(v, w);
            Some(format!("replace_all_uses({v:?}, {w:?})"))
        }
        8 => {
            let anchor = rng.pick(&ops)?;
            let mut map = ValueMap::default();
            let c = m.clone_op(op, &mut map);
            m.insert_before(anchor, c);
            Some(format!("clone {op:?} before {anchor:?}"))
        }
        13 => {
            // Move, then edit the moved op (a symbol taken out of its table, then renamed).
            let anchor = rng.pick(&ops)?;
            if m.is_ancestor(op, anchor) {
                return None;
            }
            m.move_before(op, anchor);
            drop_attribute(m, op, rng);
            Some(format!(
                "move_before({op:?}, {anchor:?}), then drop its attribute"
            ))
        }
        11 => {
            // Drop a discardable attribute (a symbol's `gpu.kernel`, a `tessera.*` one).
            let d = m.op(op);
            let name = rng.pick(&d.attrs.iter().map(|na| na.name).collect::<Vec<_>>())?;
            m.remove_discardable_attr(op, name);
            Some(format!("remove_discardable_attr({op:?})"))
        }
        12 => {
            // Give a discardable attribute another op's attribute value.
            let d = m.op(op);
            let name = rng.pick(&d.attrs.iter().map(|na| na.name).collect::<Vec<_>>())?;
            let other = rng.pick(&ops)?;
            let od = m.op(other);
            let all: Vec<_> = od
                .props
                .iter()
                .chain(od.attrs.iter())
                .map(|na| na.value)
                .collect();
            let value = rng.pick(&all)?;
            m.set_discardable_attr(op, name, value);
            Some(format!("set_discardable_attr({op:?}) from {other:?}"))
        }
        10 => {
            // To the end of a block: after its terminator, or into an empty block.
            let b = rng.pick(&blocks)?;
            if m.is_ancestor(op, m.block_parent_op(b)?) {
                return None;
            }
            m.move_to_end(op, b);
            Some(format!("move_to_end({op:?}, {b:?})"))
        }
        9 => {
            // Swap with the previous op of the block.
            let prev = m.prev_op(op)?;
            m.move_before(op, prev);
            Some(format!("move {op:?} before its predecessor {prev:?}"))
        }
        _ => {
            let b = rng.pick(&blocks)?;
            let n = m.block(b).args().len();
            if n == 0 {
                return None;
            }
            let i = rng.below(n);
            if !m.uses(m.block(b).args()[i]).is_empty() {
                return None;
            }
            m.erase_block_arg(b, i);
            Some(format!("erase_block_arg({b:?}, {i})"))
        }
    }
}

/// Drops a random attribute (inherent or discardable) of `op` through `op_mut`; its
/// position, or `None` when the op has none.
fn drop_attribute(m: &mut Module, op: Op, rng: &mut Rng) -> Option<usize> {
    let d = m.op(op);
    let np = d.props.len();
    let n = np + d.attrs.len();
    if n == 0 {
        return None;
    }
    let k = rng.below(n);
    let d = m.op_mut(op);
    if k < np {
        d.props.remove(k);
    } else {
        d.attrs.remove(k - np);
    }
    Some(k)
}

fn render(ctx: &Context, m: &Module, incremental: bool) -> Option<String> {
    catch_unwind(AssertUnwindSafe(|| {
        let r = if incremental {
            verify_changed(ctx, m)
        } else {
            verify(ctx, m)
        };
        match r {
            Ok(()) => String::from("ok"),
            Err(d) => d.to_string(),
        }
    }))
    .ok()
}

#[test]
fn incremental_verification_reports_what_full_verification_reports() {
    let root = tessera_tests::repo_root();
    let (mut chunks_used, mut cases, mut invalid, mut skipped) = (0, 0, 0, 0);
    let mut failures = Vec::new();
    for (fi, f) in tessera_tests::mlir_files(&root).iter().enumerate() {
        let Ok(text) = std::fs::read_to_string(f) else {
            continue;
        };
        let opts = ParseOptions {
            allow_unregistered: text.contains("allow-unregistered-dialect"),
        };
        let chunks = if text.contains("split-input-file") {
            split_chunks(&text)
        } else {
            vec![text.clone()]
        };
        for (ci, chunk) in chunks.iter().enumerate() {
            if chunk.contains("expected-error") {
                continue;
            }
            let mut ctx = Context::new();
            let name = f.display().to_string();
            let Ok(mut base) = parse_source(&mut ctx, chunk, &name, &opts) else {
                continue;
            };
            if verify(&ctx, &base).is_err() {
                continue;
            }
            base.mark_verified();
            chunks_used += 1;
            let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ ((fi as u64) << 20) ^ ci as u64);
            for _ in 0..64 {
                let mut m = base.clone();
                let Some(what) = mutate(&mut m, &mut rng) else {
                    continue;
                };
                // A second change on top of the first, half of the time.
                let what = if rng.below(2) == 0 {
                    match mutate(&mut m, &mut rng) {
                        Some(w) => format!("{what}; {w}"),
                        None => what,
                    }
                } else {
                    what
                };
                let Some(full) = render(&ctx, &m, false) else {
                    // The whole-module verifier does not expect this graph (for
                    // example a use of an erased value): nothing to compare with.
                    skipped += 1;
                    continue;
                };
                cases += 1;
                if full != "ok" {
                    invalid += 1;
                }
                let inc = render(&ctx, &m, true).unwrap_or_else(|| String::from("panic"));
                if inc != full {
                    failures.push(format!(
                        "{name} chunk {ci}: after {what}\n--- full\n{full}\n--- incremental\n{inc}"
                    ));
                }
            }
        }
    }
    eprintln!(
        "verify_incremental: {chunks_used} chunks, {cases} changed modules ({invalid} invalid), {skipped} skipped"
    );
    assert!(
        failures.is_empty(),
        "{} of {cases} cases differ:\n{}",
        failures.len(),
        failures
            .iter()
            .take(5)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n\n")
    );
    // The corpus and the changes must exercise the comparison: hundreds of modules, most
    // of them made invalid.
    assert!(
        chunks_used > 200 && cases > 10_000 && invalid > 5_000,
        "{chunks_used} {cases} {invalid}"
    );
}

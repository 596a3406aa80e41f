//! The conditions an access executes under: `scf.if`/`affine.if` regions around it (their
//! conditions, negated in `else` regions), the IVs of the loops around it, and the
//! comparisons and boolean combinations that make up `scf.if` and `arith.select`
//! conditions, as alternatives of linear constraints.

use super::{product, sys1, AccessSystem, MAX_EXPANSION};
use crate::affine::omega::{Row, System};
use crate::affine::ops;
use crate::dialect::OpKind;
use crate::ir::{AttrKind, Context, Module, Op, Value};

impl AccessSystem<'_> {
    /// The alternatives under which the `i1` value `c` equals `truth`.
    pub fn condition(&mut self, c: Value, truth: bool) -> Vec<System> {
        let top = vec![System::new(0)];
        if self.depth > 64 {
            self.exact = false;
            return top;
        }
        if let Some(k) = ops::constant_int(self.ctx, self.m, c) {
            return if (k & 1 != 0) == truth { top } else { vec![] };
        }
        let m = self.m;
        let Some(op) = m.defining_op(c) else {
            self.exact = false;
            return top;
        };
        if let Some(AttrKind::Bool(b)) = ops::attr(self.ctx, m, op, "value")
            .filter(|_| ops::kind(m, op) == Some(OpKind::ArithConstant))
            .map(|a| self.ctx.attr_kind(a).clone())
        {
            return if b == truth { top } else { vec![] };
        }
        let o = m.op(op).operands().to_vec();
        self.depth += 1;
        let out = match (ops::kind(m, op), o.as_slice()) {
            (Some(OpKind::ArithCmpI), &[a, b]) => self.compare(op, a, b, truth),
            (Some(k @ (OpKind::ArithAndI | OpKind::ArithOrI)), &[a, b]) => {
                let (ca, cb) = (self.condition(a, truth), self.condition(b, truth));
                // and/true and or/false: both; otherwise either.
                if (k == OpKind::ArithAndI) == truth {
                    product(&ca, &cb)
                } else {
                    let mut v = ca;
                    v.extend(cb);
                    v
                }
            }
            (Some(OpKind::ArithXOrI), &[a, b]) => {
                match (
                    ops::constant_int(self.ctx, m, b).or_else(|| bool_const(self.ctx, m, b)),
                    ops::constant_int(self.ctx, m, a).or_else(|| bool_const(self.ctx, m, a)),
                ) {
                    (Some(k), _) => self.condition(a, truth ^ (k & 1 != 0)),
                    (_, Some(k)) => self.condition(b, truth ^ (k & 1 != 0)),
                    _ => {
                        self.exact = false;
                        top
                    }
                }
            }
            _ => {
                self.exact = false;
                top
            }
        };
        self.depth -= 1;
        if out.len() > MAX_EXPANSION {
            self.exact = false;
            return vec![System::new(0)];
        }
        out
    }

    fn compare(&mut self, op: Op, a: Value, b: Value, truth: bool) -> Vec<System> {
        let pred =
            ops::attr(self.ctx, self.m, op, "predicate").and_then(|p| ops::int_of(self.ctx, p));
        let (ra, rb) = (self.value(a), self.value(b));
        let lt = |x: &Row, y: &Row| {
            y.add_scaled(-1, x)
                .and_then(|r| r.add_scaled(1, &Row::constant(-1)))
        };
        let le = |x: &Row, y: &Row| y.add_scaled(-1, x);
        let eq = |x: &Row, y: &Row| x.add_scaled(-1, y);
        // Normalise to a signed relation and its truth.
        let (p, t) = match pred {
            Some(p @ 0..=5) => (p, truth),
            Some(p @ 6..=9) => {
                // Unsigned, exactly: with equal signs it is the signed relation; with
                // different signs the negative side (a huge unsigned value) is larger.
                // Normalise to `x < y` (strict) or `x <= y` holding.
                let (x, y, strict) = match (p, truth) {
                    (6, true) | (9, false) => (&ra, &rb, true),
                    (7, true) | (8, false) => (&ra, &rb, false),
                    (8, true) | (7, false) => (&rb, &ra, true),
                    _ => (&rb, &ra, false),
                };
                let rel = if strict { lt(x, y) } else { le(x, y) };
                let neg = |r: &Row| Row::constant(-1).add_scaled(-1, r);
                return vec![
                    sys1(vec![Some(x.clone()), Some(y.clone()), rel.clone()], vec![]),
                    sys1(vec![neg(x), neg(y), rel], vec![]),
                    sys1(vec![Some(x.clone()), neg(y)], vec![]),
                ];
            }
            _ => {
                self.exact = false;
                return vec![System::new(0)];
            }
        };
        self.signed_relation(p, t, &ra, &rb, lt, le, eq)
    }

    #[allow(clippy::too_many_arguments)]
    fn signed_relation(
        &mut self,
        p: i64,
        truth: bool,
        ra: &Row,
        rb: &Row,
        lt: impl Fn(&Row, &Row) -> Option<Row>,
        le: impl Fn(&Row, &Row) -> Option<Row>,
        eq: impl Fn(&Row, &Row) -> Option<Row>,
    ) -> Vec<System> {
        // eq=0 ne=1 slt=2 sle=3 sgt=4 sge=5; negation: eq<->ne, slt<->sge, sle<->sgt.
        let p = if truth {
            p
        } else {
            match p {
                0 => 1,
                1 => 0,
                2 => 5,
                3 => 4,
                4 => 3,
                _ => 2,
            }
        };
        match p {
            0 => vec![sys1(vec![], vec![eq(ra, rb)])],
            1 => vec![
                sys1(vec![lt(ra, rb)], vec![]),
                sys1(vec![lt(rb, ra)], vec![]),
            ],
            2 => vec![sys1(vec![lt(ra, rb)], vec![])],
            3 => vec![sys1(vec![le(ra, rb)], vec![])],
            4 => vec![sys1(vec![lt(rb, ra)], vec![])],
            _ => vec![sys1(vec![le(rb, ra)], vec![])],
        }
    }

    /// Adds what holds wherever `op` executes: the bounds of the loops around it and the
    /// conditions of the `scf.if`/`affine.if` regions it is in, up to the function.
    pub fn add_context(&mut self, op: Op) {
        let m = self.m;
        let mut child = op;
        while let Some(p) = m.parent_op(child) {
            let block = m.op(child).parent();
            let region = block.and_then(|b| m.block(b).parent());
            let region_index = region.and_then(|r| m.op(p).regions().iter().position(|&x| x == r));
            // An op outside its region's entry block may be unreachable.
            if region.and_then(|r| m.region(r).blocks().first().copied()) != block {
                self.exact = false;
            }
            match ops::kind(m, p) {
                Some(
                    OpKind::AffineFor
                    | OpKind::AffineParallel
                    | OpKind::ScfFor
                    | OpKind::ScfParallel,
                ) => {
                    if let Some(b) = m.entry_block(p, 0) {
                        let n = if ops::kind(m, p) == Some(OpKind::ScfFor)
                            || ops::kind(m, p) == Some(OpKind::AffineFor)
                        {
                            1
                        } else {
                            m.block(b).args().len()
                        };
                        for iv in m
                            .block(b)
                            .args()
                            .iter()
                            .take(n)
                            .copied()
                            .collect::<Vec<_>>()
                        {
                            self.value(iv);
                        }
                    }
                }
                Some(OpKind::ScfIf) => {
                    if let (Some(&c), Some(ri)) = (m.op(p).operands().first(), region_index) {
                        let alts = self.condition(c, ri == 0);
                        self.add_alternatives(alts);
                    }
                }
                Some(OpKind::AffineIf) => {
                    if let Some(ri) = region_index {
                        let alts = self.affine_if(p, ri == 0);
                        self.add_alternatives(alts);
                    }
                }
                Some(OpKind::FuncFunc | OpKind::GpuFunc) => break,
                Some(OpKind::GpuLaunch) => {}
                // Other region ops (`scf.while`, `scf.execute_region`, ...) may not run
                // their regions; nothing is assumed, and a witness is not one.
                _ => self.exact = false,
            }
            child = p;
        }
    }

    fn affine_if(&mut self, p: Op, then: bool) -> Vec<System> {
        let Some(set) = ops::set_attr(self.ctx, self.m, p, "condition") else {
            self.exact = false;
            return vec![System::new(0)];
        };
        let d = self.ctx.set_data(set).clone();
        let as_map = self
            .ctx
            .map(d.num_dims, d.num_symbols, d.constraints.clone());
        let operands = self.m.op(p).operands().to_vec();
        let rows = self.map_rows(as_map, &operands);
        if then {
            let mut s = System::new(0);
            for (r, eq) in rows.into_iter().zip(d.eq_flags) {
                if eq {
                    s.eqs.push(r);
                } else {
                    s.ineqs.push(r);
                }
            }
            return vec![s];
        }
        let mut out = Vec::new();
        for (r, eq) in rows.into_iter().zip(d.eq_flags) {
            // not (r >= 0): r <= -1 ; not (r == 0): r <= -1 or r >= 1.
            out.push(sys1(vec![Row::constant(-1).add_scaled(-1, &r)], vec![]));
            if eq {
                out.push(sys1(vec![r.add_scaled(1, &Row::constant(-1))], vec![]));
            }
        }
        out
    }
}

fn bool_const(ctx: &Context, m: &Module, v: Value) -> Option<i64> {
    let op = m.defining_op(v)?;
    if ops::kind(m, op) != Some(OpKind::ArithConstant) {
        return None;
    }
    match ctx.attr_kind(ops::attr(ctx, m, op, "value")?) {
        AttrKind::Bool(b) => Some(i64::from(*b)),
        _ => None,
    }
}

//! Vector expressions for the generator: a scalar computed through `vector` ops, so the
//! fuzzer reaches the back end's vectors of 2 to 4 lanes and `tessera-unroll-vectors`'
//! pieces (5 to 8 lanes, and 2-D shapes through `shape_cast`/`transpose`).
//!
//! A vector is built from scalar expressions (`vector.from_elements`), a splat
//! (`vector.broadcast`) or a constant (`arith.constant dense<...>` of edge values), goes
//! through one to three of elementwise `arith` ops, `vector.shuffle`, `interleave`,
//! `deinterleave`, `extract_strided_slice`, `insert`, a `select` on a lane-wise compare and a
//! 2-D round trip, and becomes a scalar again by `vector.extract` or `vector.reduction`.
//! The same rules as the scalar expressions hold: every op defined by LangRef for every
//! input, and exactness tracked lane-wise (a vector is exact when every lane is): compares
//! only take exact operands, and float reductions are the order-free min/max kinds.

use super::{Gen, Ty, Val, CMPF_PREDICATES, CMPI_PREDICATES, INT_BINARY_OPS};

/// A vector value: its name, lanes, and the exactness of its lanes.
#[derive(Debug, Clone)]
struct VVal {
    name: String,
    n: usize,
    exact: bool,
    product: bool,
}

impl Gen {
    fn vty(t: Ty, n: usize) -> String {
        format!("vector<{n}x{}>", t.name())
    }

    /// A scalar of type `t` computed through vector ops (`depth` bounds the scalar
    /// expressions it starts from).
    pub(super) fn vector_expr(&mut self, t: Ty, depth: u32) -> Val {
        let n = *self.rng.pick(&[2usize, 3, 4, 4, 5, 6, 8]);
        let mut v = self.vector_leaf(t, n, depth);
        for _ in 0..self.rng.range(1, 3) {
            v = self.vector_op(t, v, depth);
        }
        self.vector_to_scalar(t, v)
    }

    fn vector_leaf(&mut self, t: Ty, n: usize, depth: u32) -> VVal {
        let vt = Self::vty(t, n);
        let r = self.fresh();
        match self.rng.below(4) {
            0 | 1 => {
                let lanes: Vec<Val> = (0..n)
                    .map(|_| self.expr(t, depth.saturating_sub(2), false))
                    .collect();
                let names: Vec<&str> = lanes.iter().map(|l| l.name.as_str()).collect();
                self.line(&format!(
                    "{r} = vector.from_elements {} : {vt}",
                    names.join(", ")
                ));
                VVal {
                    name: r,
                    n,
                    exact: lanes.iter().all(|l| l.exact),
                    product: lanes.iter().any(|l| l.product),
                }
            }
            2 => {
                let s = self.expr(t, depth.saturating_sub(2), false);
                self.line(&format!(
                    "{r} = vector.broadcast {} : {} to {vt}",
                    s.name,
                    t.name()
                ));
                VVal {
                    name: r,
                    n,
                    exact: s.exact,
                    product: s.product,
                }
            }
            _ => {
                let vals: Vec<String> = (0..n)
                    .map(|_| self.fill_value(t, super::Profile::Edge))
                    .collect();
                self.line(&format!(
                    "{r} = arith.constant dense<[{}]> : {vt}",
                    vals.join(", ")
                ));
                VVal {
                    name: r,
                    n,
                    exact: true,
                    product: false,
                }
            }
        }
    }

    fn vector_op(&mut self, t: Ty, v: VVal, depth: u32) -> VVal {
        let tn = t.name();
        let r = self.fresh();
        match self.rng.below(9) {
            // Elementwise binary ops.
            0..=2 => {
                let w = self.vector_leaf(t, v.n, depth);
                let vt = Self::vty(t, v.n);
                if t.is_float() {
                    let op = *self.rng.pick(&[
                        "arith.addf",
                        "arith.subf",
                        "arith.mulf",
                        "arith.maximumf",
                        "arith.minimumf",
                        "arith.maxnumf",
                        "arith.minnumf",
                    ]);
                    self.line(&format!("{r} = {op} {}, {} : {vt}", v.name, w.name));
                    let adds = matches!(op, "arith.addf" | "arith.subf");
                    VVal {
                        name: r,
                        n: v.n,
                        exact: v.exact && w.exact && !(adds && (v.product || w.product)),
                        product: op == "arith.mulf",
                    }
                } else {
                    let op = *self.rng.pick(INT_BINARY_OPS);
                    self.line(&format!("{r} = {op} {}, {} : {vt}", v.name, w.name));
                    VVal {
                        name: r,
                        n: v.n,
                        exact: true,
                        product: false,
                    }
                }
            }
            // A shuffle of two vectors into 2 to 8 lanes.
            3 => {
                let w = self.vector_leaf(t, v.n, depth);
                let m = self.rng.range(2, 8) as usize;
                let mask: Vec<String> = (0..m)
                    .map(|_| self.rng.below(2 * v.n as u64).to_string())
                    .collect();
                let vt = Self::vty(t, v.n);
                self.line(&format!(
                    "{r} = vector.shuffle {}, {} [{}] : {vt}, {vt}",
                    v.name,
                    w.name,
                    mask.join(", ")
                ));
                VVal {
                    name: r,
                    n: m,
                    exact: v.exact && w.exact,
                    product: v.product || w.product,
                }
            }
            // Interleave (at most 8 lanes out), deinterleave (an even count).
            4 if v.n <= 4 => {
                let w = self.vector_leaf(t, v.n, depth);
                self.line(&format!(
                    "{r} = vector.interleave {}, {} : {} -> {}",
                    v.name,
                    w.name,
                    Self::vty(t, v.n),
                    Self::vty(t, 2 * v.n)
                ));
                VVal {
                    name: r,
                    n: 2 * v.n,
                    exact: v.exact && w.exact,
                    product: v.product || w.product,
                }
            }
            4 | 5 if v.n.is_multiple_of(2) && v.n >= 4 => {
                let k = self.rng.below(2);
                self.line(&format!(
                    "{r}:2 = vector.deinterleave {} : {} -> {}",
                    v.name,
                    Self::vty(t, v.n),
                    Self::vty(t, v.n / 2)
                ));
                VVal {
                    name: format!("{r}#{k}"),
                    n: v.n / 2,
                    ..v
                }
            }
            // A strided slice of 2 or more lanes.
            5 if v.n >= 3 => {
                let size = self.rng.range(2, v.n as i64 - 1);
                let off = self.rng.range(0, v.n as i64 - size);
                self.line(&format!(
                    "{r} = vector.extract_strided_slice {} offsets = [{off}], sizes = [{size}], strides = [1] : {} to {}",
                    v.name,
                    Self::vty(t, v.n),
                    Self::vty(t, size as usize)
                ));
                VVal {
                    name: r,
                    n: size as usize,
                    ..v
                }
            }
            // One lane replaced by a scalar.
            6 => {
                let s = self.expr(t, depth.saturating_sub(2), false);
                let k = self.rng.below(v.n as u64);
                self.line(&format!(
                    "{r} = vector.insert {}, {} [{k}] : {tn} into {}",
                    s.name,
                    v.name,
                    Self::vty(t, v.n)
                ));
                VVal {
                    name: r,
                    n: v.n,
                    exact: v.exact && s.exact,
                    product: v.product || s.product,
                }
            }
            // A lane-wise select on a compare of two exact vectors.
            7 if v.exact || !t.is_float() => {
                let w = self.vector_leaf(t, v.n, depth);
                if t.is_float() && !w.exact {
                    return v;
                }
                let c = self.fresh();
                let vt = Self::vty(t, v.n);
                if t.is_float() {
                    let p = *self.rng.pick(&CMPF_PREDICATES[1..15]);
                    self.line(&format!(
                        "{c} = arith.cmpf {p}, {}, {} : {vt}",
                        v.name, w.name
                    ));
                } else {
                    let p = *self.rng.pick(CMPI_PREDICATES);
                    self.line(&format!(
                        "{c} = arith.cmpi {p}, {}, {} : {vt}",
                        v.name, w.name
                    ));
                }
                self.line(&format!(
                    "{r} = arith.select {c}, {}, {} : vector<{}xi1>, {vt}",
                    v.name, w.name, v.n
                ));
                VVal {
                    name: r,
                    n: v.n,
                    exact: v.exact && w.exact,
                    product: v.product || w.product,
                }
            }
            // A 2-D round trip: shape_cast, transpose, shape_cast back.
            8 if v.n.is_multiple_of(2) && v.n >= 4 => {
                let (a, b) = (2, v.n / 2);
                let (s, tr) = (self.fresh(), self.fresh());
                self.line(&format!(
                    "{s} = vector.shape_cast {} : {} to vector<{a}x{b}x{tn}>",
                    v.name,
                    Self::vty(t, v.n)
                ));
                self.line(&format!(
                    "{tr} = vector.transpose {s}, [1, 0] : vector<{a}x{b}x{tn}> to vector<{b}x{a}x{tn}>"
                ));
                self.line(&format!(
                    "{r} = vector.shape_cast {tr} : vector<{b}x{a}x{tn}> to {}",
                    Self::vty(t, v.n)
                ));
                VVal { name: r, ..v }
            }
            _ => v,
        }
    }

    fn vector_to_scalar(&mut self, t: Ty, v: VVal) -> Val {
        let r = self.fresh();
        let vt = Self::vty(t, v.n);
        if self.rng.chance(50) {
            let k = self.rng.below(v.n as u64);
            self.line(&format!(
                "{r} = vector.extract {}[{k}] : {} from {vt}",
                v.name,
                t.name()
            ));
            return Val {
                name: r,
                exact: v.exact,
                product: v.product,
            };
        }
        let kind = if t.is_float() {
            *self
                .rng
                .pick(&["maximumf", "minimumf", "maxnumf", "minnumf"])
        } else {
            *self.rng.pick(&[
                "add", "mul", "and", "or", "xor", "minsi", "minui", "maxsi", "maxui",
            ])
        };
        self.line(&format!(
            "{r} = vector.reduction <{kind}>, {} : {vt} into {}",
            v.name,
            t.name()
        ));
        Val {
            name: r,
            exact: v.exact,
            product: false,
        }
    }
}

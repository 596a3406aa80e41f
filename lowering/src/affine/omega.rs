//! Integer feasibility of systems of linear constraints: the Omega test.
//!
//! A [`System`] holds linear equalities `Σ aᵢ·xᵢ + c = 0` and inequalities
//! `Σ aᵢ·xᵢ + c ≥ 0` over unbounded integer variables. [`feasibility`] decides whether an
//! integer point satisfies all of them, following Pugh's Omega test ("The Omega test: a
//! fast and practical integer programming algorithm for dependence analysis", 1991):
//!
//! 1. Equalities are normalised by the gcd of their coefficients (a constant the gcd does
//!    not divide means no integer solution — the GCD test) and eliminated one variable at a
//!    time: directly when some coefficient is `±1`, otherwise with Pugh's symmetric-modulo
//!    substitution, which introduces a fresh variable and shrinks the coefficients.
//! 2. Inequalities are normalised (coefficients divided by their gcd, constant floored —
//!    integer tightening), duplicates keep the tightest constant, and opposite pairs are
//!    checked for contradiction or turned into equalities.
//! 3. A variable bounded on one side only is dropped with its constraints (exact). A
//!    variable whose lower (or upper) bounds all have unit coefficients is eliminated by
//!    Fourier–Motzkin, which is exact over the integers in that case.
//! 4. Otherwise the real shadow is tried first (infeasible ⇒ no solution), then the dark
//!    shadow (feasible ⇒ a solution exists), then the finitely many "splinters" that close
//!    the gap exactly.
//!
//! The answer is exact. Work is bounded by a step budget and all arithmetic is checked: on
//! exhaustion or overflow the answer is [`Feasibility::Unknown`], which callers must treat
//! as "possibly feasible".

use super::fold::gcd;

/// A linear form `Σ coeffs[i]·xᵢ + constant`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Row {
    /// One coefficient per variable (missing trailing entries are zero).
    pub coeffs: Vec<i64>,
    /// The constant term.
    pub constant: i64,
}

impl Row {
    /// A row from coefficients and a constant.
    pub fn new(coeffs: Vec<i64>, constant: i64) -> Self {
        Row { coeffs, constant }
    }
    /// The constant row `c`.
    pub fn constant(c: i64) -> Self {
        Row {
            coeffs: Vec::new(),
            constant: c,
        }
    }
    /// The row `x_i`.
    pub fn var(i: usize) -> Self {
        let mut coeffs = vec![0; i + 1];
        coeffs[i] = 1;
        Row {
            coeffs,
            constant: 0,
        }
    }
    /// `c · self`, checked.
    pub fn scaled(&self, c: i64) -> Option<Row> {
        Row::constant(0).add_scaled(c, self)
    }
    /// The coefficient of `x_i`.
    pub fn coef(&self, i: usize) -> i64 {
        self.coeffs.get(i).copied().unwrap_or(0)
    }
    /// Whether a coefficient or the constant is `i64::MIN`, whose negation and gcd are
    /// not representable; such rows make the solver give up.
    fn has_min(&self) -> bool {
        self.constant == i64::MIN || self.coeffs.contains(&i64::MIN)
    }
    fn coeff_gcd(&self) -> i64 {
        self.coeffs.iter().fold(0, |g, c| gcd(g, *c))
    }
    fn pad(&mut self, n: usize) {
        if self.coeffs.len() < n {
            self.coeffs.resize(n, 0);
        }
    }
    /// `self + f·other`, checked.
    pub fn add_scaled(&self, f: i64, other: &Row) -> Option<Row> {
        let n = self.coeffs.len().max(other.coeffs.len());
        let mut coeffs = Vec::with_capacity(n);
        for i in 0..n {
            coeffs.push(self.coef(i).checked_add(f.checked_mul(other.coef(i))?)?);
        }
        let constant = self.constant.checked_add(f.checked_mul(other.constant)?)?;
        Some(Row { coeffs, constant })
    }
    /// `a·self + b·other`, checked.
    fn combine(&self, a: i64, other: &Row, b: i64) -> Option<Row> {
        let n = self.coeffs.len().max(other.coeffs.len());
        let mut coeffs = Vec::with_capacity(n);
        for i in 0..n {
            coeffs.push(
                a.checked_mul(self.coef(i))?
                    .checked_add(b.checked_mul(other.coef(i))?)?,
            );
        }
        let constant = a
            .checked_mul(self.constant)?
            .checked_add(b.checked_mul(other.constant)?)?;
        Some(Row { coeffs, constant })
    }
}

/// A conjunction of linear equalities and inequalities over integer variables.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct System {
    /// Number of variables.
    pub num_vars: usize,
    /// Equalities `row = 0`.
    pub eqs: Vec<Row>,
    /// Inequalities `row ≥ 0`.
    pub ineqs: Vec<Row>,
}

impl System {
    /// An empty system over `num_vars` variables.
    pub fn new(num_vars: usize) -> Self {
        System {
            num_vars,
            eqs: Vec::new(),
            ineqs: Vec::new(),
        }
    }
    /// Adds a variable, returning its index.
    pub fn add_var(&mut self) -> usize {
        self.num_vars += 1;
        self.num_vars - 1
    }
    /// Adds `Σ coeffs·x + constant = 0`.
    pub fn add_eq(&mut self, coeffs: Vec<i64>, constant: i64) {
        self.eqs.push(Row::new(coeffs, constant));
    }
    /// Adds `Σ coeffs·x + constant ≥ 0`.
    pub fn add_ineq(&mut self, coeffs: Vec<i64>, constant: i64) {
        self.ineqs.push(Row::new(coeffs, constant));
    }
}

/// The answer of the test.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Feasibility {
    /// No integer point satisfies the system (proved).
    Infeasible,
    /// Some integer point satisfies the system (proved).
    Feasible,
    /// The budget ran out or arithmetic overflowed.
    Unknown,
}

/// The default step budget of [`feasibility`].
pub const DEFAULT_BUDGET: u64 = 200_000;

/// Decides integer feasibility with the default budget.
pub fn feasibility(sys: &System) -> Feasibility {
    feasibility_with_budget(sys, DEFAULT_BUDGET)
}

/// Decides integer feasibility, giving up (`Unknown`) after `budget` steps.
pub fn feasibility_with_budget(sys: &System, budget: u64) -> Feasibility {
    let mut s = Solver { steps: 0, budget };
    let mut eqs = sys.eqs.clone();
    let mut ineqs = sys.ineqs.clone();
    let n = sys
        .eqs
        .iter()
        .chain(&sys.ineqs)
        .map(|r| r.coeffs.len())
        .max()
        .unwrap_or(0)
        .max(sys.num_vars);
    for r in eqs.iter_mut().chain(ineqs.iter_mut()) {
        r.pad(n);
    }
    match s.solve(eqs, ineqs, n) {
        Ok(true) => Feasibility::Feasible,
        Ok(false) => Feasibility::Infeasible,
        Err(Abort) => Feasibility::Unknown,
    }
}

/// Budget exhausted or overflow.
#[derive(Debug)]
struct Abort;

struct Solver {
    steps: u64,
    budget: u64,
}

/// Pugh's symmetric modulo: `a − m·⌊a/m + 1/2⌋`, in `(−m/2, m/2]`.
fn mod_hat(a: i64, m: i64) -> Option<i64> {
    // floor((2a + m) / (2m))
    let num = (a as i128) * 2 + m as i128;
    let den = 2 * m as i128;
    let q = num.div_euclid(den);
    i64::try_from(a as i128 - (m as i128) * q).ok()
}

impl Solver {
    fn tick(&mut self, n: u64) -> Result<(), Abort> {
        self.steps = self.steps.saturating_add(n);
        if self.steps > self.budget {
            Err(Abort)
        } else {
            Ok(())
        }
    }

    fn solve(
        &mut self,
        mut eqs: Vec<Row>,
        mut ineqs: Vec<Row>,
        mut n: usize,
    ) -> Result<bool, Abort> {
        self.tick(1 + (eqs.len() + ineqs.len()) as u64)?;
        loop {
            // ----- equalities -----
            if !Self::normalize_eqs(&mut eqs)? {
                return Ok(false);
            }
            if let Some(pos) = Self::pick_eq(&eqs) {
                let (ei, k) = pos;
                let a_k = eqs[ei].coeffs[k];
                if a_k.abs() == 1 {
                    let e = eqs.swap_remove(ei);
                    for r in eqs.iter_mut().chain(ineqs.iter_mut()) {
                        let b = r.coef(k);
                        if b != 0 {
                            let f = b.checked_mul(a_k).and_then(i64::checked_neg).ok_or(Abort)?;
                            *r = r.add_scaled(f, &e).ok_or(Abort)?;
                        }
                    }
                } else {
                    // Pugh's substitution: m = |a_k| + 1, σ fresh.
                    let m = a_k
                        .checked_abs()
                        .ok_or(Abort)?
                        .checked_add(1)
                        .ok_or(Abort)?;
                    let sigma = n;
                    n += 1;
                    for r in eqs.iter_mut().chain(ineqs.iter_mut()) {
                        r.pad(n);
                    }
                    let e = &eqs[ei];
                    let mut def = Row::new(vec![0; n], mod_hat(e.constant, m).ok_or(Abort)?);
                    for i in 0..n - 1 {
                        def.coeffs[i] = mod_hat(e.coef(i), m).ok_or(Abort)?;
                    }
                    def.coeffs[sigma] = -m;
                    // def[k] == -sign(a_k): def = 0 defines x_k.
                    let dk = def.coeffs[k];
                    if dk.abs() != 1 {
                        return Err(Abort);
                    }
                    for r in eqs.iter_mut().chain(ineqs.iter_mut()) {
                        let b = r.coef(k);
                        if b != 0 {
                            let f = b.checked_mul(dk).and_then(i64::checked_neg).ok_or(Abort)?;
                            *r = r.add_scaled(f, &def).ok_or(Abort)?;
                        }
                    }
                    self.tick(1)?;
                }
                continue;
            }
            // ----- inequalities -----
            match Self::normalize_ineqs(&mut ineqs)? {
                IneqState::Contradiction => return Ok(false),
                IneqState::NewEqs(new) => {
                    eqs.extend(new);
                    continue;
                }
                IneqState::Ok => {}
            }
            break;
        }
        if ineqs.is_empty() {
            return Ok(true);
        }
        self.tick(ineqs.len() as u64)?;
        // Count bounds per variable.
        let mut lower = vec![0usize; n];
        let mut upper = vec![0usize; n];
        let mut unit_lower = vec![true; n];
        let mut unit_upper = vec![true; n];
        for r in &ineqs {
            for (i, &c) in r.coeffs.iter().enumerate() {
                if c > 0 {
                    lower[i] += 1;
                    unit_lower[i] &= c == 1;
                } else if c < 0 {
                    upper[i] += 1;
                    unit_upper[i] &= c == -1;
                }
            }
        }
        // A variable bounded on one side only: drop it and its constraints.
        if let Some(v) = (0..n).find(|&i| (lower[i] == 0) != (upper[i] == 0)) {
            ineqs.retain(|r| r.coef(v) == 0);
            return self.solve(Vec::new(), ineqs, n);
        }
        let present: Vec<usize> = (0..n).filter(|&i| lower[i] > 0).collect();
        if present.is_empty() {
            return Ok(true);
        }
        let cost = |i: usize| lower[i] * upper[i];
        let exact = present
            .iter()
            .copied()
            .filter(|&i| unit_lower[i] || unit_upper[i])
            .min_by_key(|&i| cost(i));
        if let Some(v) = exact {
            let shadow = Self::shadow(&ineqs, v, false)?;
            self.tick(shadow.len() as u64)?;
            return self.solve(Vec::new(), shadow, n);
        }
        let v = present
            .iter()
            .copied()
            .min_by_key(|&i| cost(i))
            .unwrap_or(0);
        let real = Self::shadow(&ineqs, v, false)?;
        self.tick(real.len() as u64)?;
        if !self.solve(Vec::new(), real, n)? {
            return Ok(false);
        }
        let dark = Self::shadow(&ineqs, v, true)?;
        self.tick(dark.len() as u64)?;
        if self.solve(Vec::new(), dark, n)? {
            return Ok(true);
        }
        // Splinters.
        let c_max = ineqs
            .iter()
            .map(|r| r.coef(v).saturating_neg())
            .max()
            .unwrap_or(0);
        for l in ineqs.iter().filter(|r| r.coef(v) > 0) {
            let a = l.coef(v);
            let top = c_max
                .checked_mul(a)
                .and_then(|x| x.checked_sub(c_max))
                .and_then(|x| x.checked_sub(a))
                .ok_or(Abort)?
                .div_euclid(c_max.max(1));
            let mut i = 0;
            while i <= top {
                self.tick(1)?;
                let mut eq = l.clone();
                eq.constant = eq.constant.checked_sub(i).ok_or(Abort)?;
                if self.solve(vec![eq], ineqs.clone(), n)? {
                    return Ok(true);
                }
                i += 1;
            }
        }
        Ok(false)
    }

    /// Normalises equalities; false when one is unsatisfiable.
    fn normalize_eqs(eqs: &mut Vec<Row>) -> Result<bool, Abort> {
        let mut out = Vec::with_capacity(eqs.len());
        for mut r in eqs.drain(..) {
            if r.has_min() {
                return Err(Abort);
            }
            let g = r.coeff_gcd();
            if g == 0 {
                if r.constant != 0 {
                    return Ok(false);
                }
                continue;
            }
            if r.constant % g != 0 {
                return Ok(false);
            }
            if g > 1 {
                for c in r.coeffs.iter_mut() {
                    *c /= g;
                }
                r.constant /= g;
            }
            out.push(r);
        }
        *eqs = out;
        Ok(true)
    }

    /// The equality and variable to eliminate next: a unit coefficient if any, else the
    /// smallest coefficient overall.
    fn pick_eq(eqs: &[Row]) -> Option<(usize, usize)> {
        let mut best: Option<(u64, usize, usize)> = None;
        for (ei, r) in eqs.iter().enumerate() {
            for (k, &c) in r.coeffs.iter().enumerate() {
                if c == 0 {
                    continue;
                }
                let a = c.unsigned_abs();
                if best.is_none_or(|(b, _, _)| a < b) {
                    best = Some((a, ei, k));
                }
            }
        }
        best.map(|(_, ei, k)| (ei, k))
    }

    fn normalize_ineqs(ineqs: &mut Vec<Row>) -> Result<IneqState, Abort> {
        // coefficients -> tightest constant: the rows sorted by coefficients (the order a
        // map keyed by them would give), one per coefficient vector.
        let mut rows: Vec<Row> = Vec::with_capacity(ineqs.len());
        for mut r in ineqs.drain(..) {
            if r.has_min() {
                return Err(Abort);
            }
            let g = r.coeff_gcd();
            if g == 0 {
                if r.constant < 0 {
                    return Ok(IneqState::Contradiction);
                }
                continue;
            }
            if g > 1 {
                for c in r.coeffs.iter_mut() {
                    *c /= g;
                }
                r.constant = r.constant.div_euclid(g);
            }
            rows.push(r);
        }
        rows.sort_by(|a, b| a.coeffs.cmp(&b.coeffs));
        let mut tight: Vec<Row> = Vec::with_capacity(rows.len());
        for r in rows {
            match tight.last_mut() {
                Some(last) if last.coeffs == r.coeffs => {
                    if r.constant < last.constant {
                        last.constant = r.constant;
                    }
                }
                _ => tight.push(r),
            }
        }
        let mut new_eqs = Vec::new();
        let mut dropped: Vec<Vec<i64>> = Vec::new();
        for row in &tight {
            let neg: Vec<i64> = row.coeffs.iter().map(|c| -c).collect();
            if let Ok(j) = tight.binary_search_by(|r| r.coeffs.cmp(&neg)) {
                let (c1, c2) = (row.constant, tight[j].constant);
                let sum = c1.checked_add(c2).ok_or(Abort)?;
                if sum < 0 {
                    return Ok(IneqState::Contradiction);
                }
                if sum == 0 && !dropped.contains(&row.coeffs) {
                    new_eqs.push(Row::new(row.coeffs.clone(), c1));
                    dropped.push(row.coeffs.clone());
                    dropped.push(neg);
                }
            }
        }
        tight.retain(|r| !dropped.contains(&r.coeffs));
        *ineqs = tight;
        if new_eqs.is_empty() {
            Ok(IneqState::Ok)
        } else {
            Ok(IneqState::NewEqs(new_eqs))
        }
    }

    /// Fourier–Motzkin projection of `v` (real shadow), or the dark shadow.
    fn shadow(ineqs: &[Row], v: usize, dark: bool) -> Result<Vec<Row>, Abort> {
        let mut out: Vec<Row> = ineqs.iter().filter(|r| r.coef(v) == 0).cloned().collect();
        let lowers: Vec<&Row> = ineqs.iter().filter(|r| r.coef(v) > 0).collect();
        let uppers: Vec<&Row> = ineqs.iter().filter(|r| r.coef(v) < 0).collect();
        for l in &lowers {
            let a = l.coef(v);
            for u in &uppers {
                let b = u.coef(v).checked_neg().ok_or(Abort)?;
                let mut r = l.combine(b, u, a).ok_or(Abort)?;
                if dark {
                    let slack = (a - 1).checked_mul(b - 1).ok_or(Abort)?;
                    r.constant = r.constant.checked_sub(slack).ok_or(Abort)?;
                }
                if let Some(c) = r.coeffs.get_mut(v) {
                    *c = 0;
                }
                out.push(r);
            }
        }
        Ok(out)
    }
}

enum IneqState {
    Ok,
    Contradiction,
    NewEqs(Vec<Row>),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sys(n: usize, eqs: &[(&[i64], i64)], ineqs: &[(&[i64], i64)]) -> System {
        let mut s = System::new(n);
        for (c, k) in eqs {
            s.add_eq(c.to_vec(), *k);
        }
        for (c, k) in ineqs {
            s.add_ineq(c.to_vec(), *k);
        }
        s
    }

    #[test]
    fn gcd_test() {
        // 2x - 2y = 1 has no integer solution.
        let s = sys(2, &[(&[2, -2], -1)], &[]);
        assert_eq!(feasibility(&s), Feasibility::Infeasible);
        // 2x - 2y = 2 does.
        let s = sys(2, &[(&[2, -2], -2)], &[]);
        assert_eq!(feasibility(&s), Feasibility::Feasible);
    }

    #[test]
    fn bounded_box() {
        // 0 <= x <= 9, x >= 10
        let s = sys(1, &[], &[(&[1], 0), (&[-1], 9), (&[1], -10)]);
        assert_eq!(feasibility(&s), Feasibility::Infeasible);
        let s = sys(1, &[], &[(&[1], 0), (&[-1], 9), (&[1], -9)]);
        assert_eq!(feasibility(&s), Feasibility::Feasible);
    }

    #[test]
    fn integer_gap() {
        // 1 <= 3x <= 2 : rational solutions only.
        let s = sys(1, &[], &[(&[3], -1), (&[-3], 2)]);
        assert_eq!(feasibility(&s), Feasibility::Infeasible);
        // 2 <= 3x - 6y <= 2 ... 3(x - 2y) = 2: none.
        let s = sys(2, &[], &[(&[3, -6], -2), (&[-3, 6], 2)]);
        assert_eq!(feasibility(&s), Feasibility::Infeasible);
    }

    #[test]
    fn pugh_equalities() {
        // 7x + 12y + 31z = 17, 3x + 5y + 14z = 7, 1 <= x <= 40, -50 <= y <= 50 (Pugh's example)
        let s = sys(
            3,
            &[(&[7, 12, 31], -17), (&[3, 5, 14], -7)],
            &[
                (&[1, 0, 0], -1),
                (&[-1, 0, 0], 40),
                (&[0, 1, 0], 50),
                (&[0, -1, 0], 50),
            ],
        );
        assert_eq!(feasibility(&s), Feasibility::Feasible);
    }

    #[test]
    fn splinters_needed() {
        // The classic: 27 <= 11x + 13y <= 45, -10 <= 7x - 9y <= 4 has no integer solution
        // although its real shadow is non-empty.
        let s = sys(
            2,
            &[],
            &[
                (&[11, 13], -27),
                (&[-11, -13], 45),
                (&[7, -9], 10),
                (&[-7, 9], 4),
            ],
        );
        assert_eq!(feasibility(&s), Feasibility::Infeasible);
        // Shifted so that (x, y) = (2, 1) fits: 35 = 11*2 + 13*1, 7*2 - 9 = 5.
        let s = sys(
            2,
            &[],
            &[
                (&[11, 13], -27),
                (&[-11, -13], 45),
                (&[7, -9], 10),
                (&[-7, 9], 5),
            ],
        );
        assert_eq!(feasibility(&s), Feasibility::Feasible);
    }

    #[test]
    fn brute_force_agreement() {
        // Random small systems over a box, compared to enumeration.
        let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % 11) as i64 - 5
        };
        for _ in 0..300 {
            let mut s = System::new(3);
            for v in 0..3 {
                let mut lo = vec![0; 3];
                lo[v] = 1;
                s.add_ineq(lo, 4);
                let mut hi = vec![0; 3];
                hi[v] = -1;
                s.add_ineq(hi, 4);
            }
            for _ in 0..3 {
                s.add_ineq(vec![next(), next(), next()], next());
            }
            if next() > 2 {
                s.add_eq(vec![next(), next(), next()], next());
            }
            let mut brute = false;
            for x in -4..=4i64 {
                for y in -4..=4i64 {
                    for z in -4..=4i64 {
                        let p = [x, y, z];
                        let val = |r: &Row| {
                            r.coeffs.iter().zip(p).map(|(c, v)| c * v).sum::<i64>() + r.constant
                        };
                        if s.eqs.iter().all(|r| val(r) == 0) && s.ineqs.iter().all(|r| val(r) >= 0)
                        {
                            brute = true;
                        }
                    }
                }
            }
            let got = feasibility(&s);
            let want = if brute {
                Feasibility::Feasible
            } else {
                Feasibility::Infeasible
            };
            assert_eq!(got, want, "system {s:?}");
        }
    }

    #[test]
    fn unbounded_is_feasible() {
        let s = sys(2, &[], &[(&[1, -1], -1)]);
        assert_eq!(feasibility(&s), Feasibility::Feasible);
        let s = sys(0, &[], &[]);
        assert_eq!(feasibility(&s), Feasibility::Feasible);
    }

    #[test]
    fn overflow_does_not_panic() {
        let s = sys(
            2,
            &[],
            &[
                (&[i64::MAX, 3], 0),
                (&[-i64::MAX, -7], 5),
                (&[3, i64::MAX], 1),
                (&[-5, -i64::MAX], 1),
            ],
        );
        let _ = feasibility(&s);
        let s = sys(2, &[(&[i64::MAX - 1, i64::MAX - 3], i64::MIN + 1)], &[]);
        let _ = feasibility(&s);
    }

    #[test]
    fn tiny_budget_is_unknown() {
        let s = sys(
            2,
            &[],
            &[
                (&[11, 13], -27),
                (&[-11, -13], 45),
                (&[7, -9], 10),
                (&[-7, 9], 4),
            ],
        );
        assert_eq!(feasibility_with_budget(&s, 3), Feasibility::Unknown);
    }
}

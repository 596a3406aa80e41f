//! Comparing one path's outputs with the reference's.

use super::backend::RunOutput;
use super::printed::{number_sites, tokenize, NumberSite, Token};
use super::tolerance::{float_ok, rel_error, FloatFormat, Tol, Tolerances};
use crate::runtime::{DType, HostArray};

/// Relative precision of printed numbers (`%g`, 6 significant digits): two values that
/// agree to the tolerance may print one unit in the 6th digit apart.
pub const PRINT_RTOL: f64 = 1.0000001e-5;

/// The worst element of a comparison.
#[derive(Debug, Clone, PartialEq)]
pub struct Worst {
    /// Where: `out2[3, 7]` or `printed memref #0 [1, 2]`.
    pub site: String,
    /// The reference value.
    pub want: f64,
    /// The path's value.
    pub got: f64,
    /// Error divided by the allowed error (> 1 is a mismatch).
    pub ratio: f64,
}

/// The comparison of one path with the reference.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Comparison {
    /// Largest absolute error over the compared outputs.
    pub max_abs: f64,
    /// Largest relative error over the compared outputs.
    pub max_rel: f64,
    /// The element with the largest error relative to its tolerance.
    pub worst: Option<Worst>,
    /// Elements (and printed numbers) compared.
    pub compared: usize,
    /// Elements outside the tolerance.
    pub mismatches: usize,
    /// Those of them where the reference or the result is NaN or infinite (a path with a
    /// documented deviation for such values reports them as that deviation).
    pub nonfinite_mismatches: usize,
    /// The first mismatches and structural differences, for the report.
    pub details: Vec<String>,
}

/// Most mismatch details kept per path.
const MAX_DETAILS: usize = 8;

impl Comparison {
    /// Whether everything matched.
    pub fn ok(&self) -> bool {
        self.mismatches == 0
    }

    fn detail(&mut self, s: String) {
        if self.details.len() < MAX_DETAILS {
            self.details.push(s);
        }
    }

    fn structural(&mut self, s: String) {
        self.mismatches += 1;
        self.detail(s);
    }

    /// Records one float comparison.
    fn record(
        &mut self,
        site: impl Fn() -> String,
        want: f64,
        got: f64,
        ok: bool,
        allowed: f64,
        track: bool,
    ) {
        self.compared += 1;
        let err = if want.is_nan() && got.is_nan() || want == got {
            0.0
        } else {
            (got - want).abs()
        };
        let err = if err.is_nan() { f64::INFINITY } else { err };
        if track {
            self.max_abs = self.max_abs.max(err);
            self.max_rel = self.max_rel.max(if err == 0.0 {
                0.0
            } else {
                rel_error(want, got)
            });
        }
        let ratio = if ok {
            if allowed > 0.0 {
                (err / allowed).min(1.0)
            } else {
                0.0
            }
        } else if allowed > 0.0 {
            (err / allowed).max(1.0)
        } else {
            f64::INFINITY
        };
        if !ok {
            self.mismatches += 1;
            if !want.is_finite() || !got.is_finite() {
                self.nonfinite_mismatches += 1;
            }
            self.detail(format!("{}: expected {want:e}, got {got:e}", site()));
        }
        // Printed numbers are rounded to 6 digits: they name the worst element only when
        // they mismatch.
        if err > 0.0 && (track || !ok) && self.worst.as_ref().is_none_or(|w| ratio > w.ratio) {
            self.worst = Some(Worst {
                site: site(),
                want,
                got,
                ratio,
            });
        }
    }
}

/// Elements of an array as `f64` (floats) or `i128` (integers).
enum Elems {
    Float(FloatFormat, Vec<f64>),
    Int(Vec<i128>),
}

fn elems(a: &HostArray) -> Elems {
    let b = a.bytes();
    macro_rules! ints {
        ($t:ty) => {
            Elems::Int(
                b.chunks_exact(std::mem::size_of::<$t>())
                    .map(|c| <$t>::from_le_bytes(c.try_into().unwrap_or_default()) as i128)
                    .collect(),
            )
        };
    }
    match a.dtype() {
        DType::F32 => Elems::Float(
            FloatFormat::F32,
            b.chunks_exact(4)
                .map(|c| f32::from_le_bytes(c.try_into().unwrap_or_default()) as f64)
                .collect(),
        ),
        DType::F64 => Elems::Float(
            FloatFormat::F64,
            b.chunks_exact(8)
                .map(|c| f64::from_le_bytes(c.try_into().unwrap_or_default()))
                .collect(),
        ),
        DType::F16 => Elems::Float(
            FloatFormat::F16,
            b.chunks_exact(2)
                .map(|c| half::f16::from_le_bytes(c.try_into().unwrap_or_default()).to_f64())
                .collect(),
        ),
        DType::Bool | DType::U8 => ints!(u8),
        DType::I8 => ints!(i8),
        DType::I16 => ints!(i16),
        DType::U16 => ints!(u16),
        DType::I32 => ints!(i32),
        DType::U32 => ints!(u32),
        DType::I64 => ints!(i64),
        DType::U64 => ints!(u64),
    }
}

/// The absolute values of a float array (for reduction bounds).
pub fn abs_values(a: &HostArray) -> Option<Vec<f64>> {
    match elems(a) {
        Elems::Float(_, v) => Some(v.iter().map(|x| x.abs()).collect()),
        Elems::Int(_) => None,
    }
}

/// The values of a float array as `f64` (exact for every float type).
pub fn float_values(a: &HostArray) -> Option<Vec<f64>> {
    match elems(a) {
        Elems::Float(_, v) => Some(v),
        Elems::Int(_) => None,
    }
}

/// `[i, j]` of flat element `n` of `shape`.
pub fn index_string(mut n: usize, shape: &[usize]) -> String {
    let mut idx = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        let s = shape[d].max(1);
        idx[d] = n % s;
        n /= s;
    }
    let parts: Vec<String> = idx.iter().map(|i| i.to_string()).collect();
    format!("[{}]", parts.join(", "))
}

/// Per-output absolute tolerance floors (reduction bounds), aligned with the outputs.
pub type Bounds = Vec<Option<Vec<f64>>>;

/// Compares `got` with `want`. `names` names the outputs (`out0`, …); `bounds` raises the
/// absolute tolerance per element.
pub fn compare(
    want: &RunOutput,
    got: &RunOutput,
    names: &[String],
    bounds: &Bounds,
    user: &Tolerances,
) -> Comparison {
    let mut c = Comparison::default();
    if want.outputs.len() != got.outputs.len() {
        c.structural(format!(
            "{} outputs, the reference has {}",
            got.outputs.len(),
            want.outputs.len()
        ));
    }
    for (k, (w, g)) in want.outputs.iter().zip(&got.outputs).enumerate() {
        let name = names.get(k).cloned().unwrap_or_else(|| format!("out{k}"));
        let (Some(w), Some(g)) = (w, g) else {
            if w.is_some() != g.is_some() {
                c.structural(format!("{name}: present in only one of the runs"));
            }
            continue;
        };
        if w.dtype() != g.dtype() || w.shape() != g.shape() {
            c.structural(format!(
                "{name}: {} instead of {}",
                g.describe(),
                w.describe()
            ));
            continue;
        }
        let t = Tol::for_dtype(w.dtype(), user);
        let t32 = Tol::for_dtype(DType::F32, user);
        let bound = bounds.get(k).and_then(|b| b.as_ref());
        match (elems(w), elems(g)) {
            (Elems::Float(fmt, wv), Elems::Float(_, gv)) => {
                for (i, (&a, &b)) in wv.iter().zip(&gv).enumerate() {
                    let floor = bound.and_then(|b| b.get(i)).copied().unwrap_or(0.0);
                    // An f64 pair that both are f32 values was, as a rule, computed in f32
                    // and extended (`arith.extf`): it gets f32's tolerance too.
                    let ok = float_ok(fmt, &t, floor, a, b)
                        || (fmt == FloatFormat::F64
                            && is_f32_value(a)
                            && is_f32_value(b)
                            && float_ok(FloatFormat::F32, &t32, floor, a, b));
                    let allowed = floor.max(t.atol).max(t.rtol * a.abs().max(b.abs()));
                    c.record(
                        || format!("{name}{}", index_string(i, w.shape())),
                        a,
                        b,
                        ok,
                        allowed,
                        true,
                    );
                }
            }
            (Elems::Int(wv), Elems::Int(gv)) => {
                for (i, (&a, &b)) in wv.iter().zip(&gv).enumerate() {
                    c.record(
                        || format!("{name}{}", index_string(i, w.shape())),
                        a as f64,
                        b as f64,
                        a == b,
                        0.0,
                        true,
                    );
                }
            }
            _ => c.structural(format!("{name}: element kinds differ")),
        }
    }
    compare_printed(&mut c, want, got, bounds, user);
    c
}

/// The output whose reference values the printed memref `vals` (of `sizes`) shows.
fn printed_source(want: &RunOutput, sizes: &[usize], vals: &[f64]) -> Option<usize> {
    want.outputs.iter().position(|o| {
        let Some(o) = o else { return false };
        if o.shape() != sizes {
            return false;
        }
        let Elems::Float(_, v) = elems(o) else {
            return false;
        };
        v.len() == vals.len()
            && v.iter().zip(vals).all(|(&a, &b)| {
                (a.is_nan() && b.is_nan())
                    || a == b
                    || (a - b).abs() <= PRINT_RTOL * a.abs().max(b.abs())
            })
    })
}

fn compare_printed(
    c: &mut Comparison,
    want: &RunOutput,
    got: &RunOutput,
    bounds: &Bounds,
    user: &Tolerances,
) {
    let wt = tokenize(&want.stdout);
    let gt = tokenize(&got.stdout);
    if wt.len() != gt.len() {
        c.structural(format!(
            "printed output has {} tokens, the reference's has {}",
            gt.len(),
            wt.len()
        ));
    }
    let sites = number_sites(&wt);
    // Printed memrefs that show an output get that output's reduction bounds.
    let mut block_vals: Vec<(Vec<usize>, Vec<f64>)> = Vec::new();
    let mut k = 0;
    for t in &wt {
        if let Token::Number(v, _) = t {
            if let Some(NumberSite::Memref { block, sizes, .. }) = sites.get(k) {
                if block_vals.len() <= *block {
                    block_vals.resize(*block + 1, (Vec::new(), Vec::new()));
                }
                block_vals[*block].0 = sizes.clone();
                block_vals[*block].1.push(*v);
            }
            k += 1;
        }
    }
    let block_bounds: Vec<Option<&Vec<f64>>> = block_vals
        .iter()
        .map(|(s, v)| printed_source(want, s, v).and_then(|o| bounds.get(o)?.as_ref()))
        .collect();
    let (rtol, atol) = (
        user.rtol.unwrap_or(1e-5) + PRINT_RTOL,
        user.atol.unwrap_or(1e-6),
    );
    let mut k = 0;
    for (pos, (w, g)) in wt.iter().zip(&gt).enumerate() {
        match (w, g) {
            (Token::Number(a, at), Token::Number(b, _)) => {
                let site = sites.get(k).cloned().unwrap_or(NumberSite::Loose(k));
                let floor = match &site {
                    NumberSite::Memref {
                        block,
                        index,
                        sizes,
                    } => {
                        let flat = index.iter().zip(sizes).fold(0usize, |f, (i, s)| f * s + i);
                        block_bounds
                            .get(*block)
                            .copied()
                            .flatten()
                            .and_then(|b| b.get(flat))
                            .copied()
                            .unwrap_or(0.0)
                    }
                    NumberSite::Loose(_) => 0.0,
                };
                let (a, b) = (*a, *b);
                let ok = if a.is_nan() || b.is_nan() || a.is_infinite() || b.is_infinite() {
                    (a.is_nan() && b.is_nan()) || a == b
                } else if matches!(site, NumberSite::Memref { .. }) || at.contains(['.', 'e']) {
                    (a - b).abs() <= atol.max(floor) + rtol * a.abs().max(b.abs())
                } else {
                    // An integer outside memref data (ranks, sizes, printI64): exact.
                    a == b
                };
                let allowed = atol.max(floor) + rtol * a.abs().max(b.abs());
                c.record(|| site.to_string(), a, b, ok, allowed, false);
                k += 1;
            }
            (Token::Word(a), Token::Word(b)) if a == b => {}
            (a, b) => {
                let show = |t: &Token| match t {
                    Token::Number(_, s) | Token::Word(s) => s.clone(),
                };
                c.structural(format!(
                    "printed output differs at token {pos}: expected `{}`, got `{}`",
                    show(a),
                    show(b)
                ));
                break;
            }
        }
    }
}

/// Whether `x` is finite and exactly an `f32` value.
fn is_f32_value(x: f64) -> bool {
    x.is_finite() && f64::from(x as f32) == x
}

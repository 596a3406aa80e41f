//! Tolerances and the element comparison.
//!
//! An element of a float output passes when it is close to the reference in the sense
//! of the `approx` crate, either relatively or in units in the last place:
//!
//! ```text
//! |got - ref| <= atol                              (absolute)
//! or |got - ref| <= rtol * max(|got|, |ref|)        (approx::relative_eq)
//! or ulp_distance(got, ref) <= ulps                 (approx::ulps_eq)
//! ```
//!
//! `atol` may be raised per element by the reduction bound (see `reduction.rs`). Two NaNs
//! compare equal (a kernel that produces NaN where the reference does is correct), as do
//! equal infinities. Integer and boolean outputs must match exactly.
//!
//! Defaults depend on the element type; `docs/VALIDATION.md` justifies them.

use crate::runtime::DType;

/// User-facing tolerance settings; `None` takes the element type's default.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Tolerances {
    /// Relative tolerance.
    pub rtol: Option<f64>,
    /// Absolute tolerance.
    pub atol: Option<f64>,
    /// Maximum distance in units in the last place.
    pub ulps: Option<u32>,
    /// Scale of the reduction bound `2·γₙ·Σ|xᵢ|` (0 turns it off; default 1).
    pub reduction_scale: Option<f64>,
}

/// Resolved tolerances for one element type.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tol {
    /// Relative tolerance.
    pub rtol: f64,
    /// Absolute tolerance.
    pub atol: f64,
    /// ULP tolerance.
    pub ulps: u32,
    /// Unit roundoff `u` of the type (half the machine epsilon), for reduction bounds.
    pub unit_roundoff: f64,
    /// Whether values must match exactly (integers).
    pub exact: bool,
}

/// The floating-point formats outputs come in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatFormat {
    /// IEEE binary16.
    F16,
    /// IEEE binary32.
    F32,
    /// IEEE binary64.
    F64,
}

impl FloatFormat {
    /// The format of `dtype`, if it is a float type.
    pub fn of(dtype: DType) -> Option<FloatFormat> {
        match dtype {
            DType::F16 => Some(FloatFormat::F16),
            DType::F32 => Some(FloatFormat::F32),
            DType::F64 => Some(FloatFormat::F64),
            _ => None,
        }
    }

    /// Unit roundoff: 2⁻¹¹, 2⁻²⁴, 2⁻⁵³.
    pub fn unit_roundoff(self) -> f64 {
        match self {
            FloatFormat::F16 => 2f64.powi(-11),
            FloatFormat::F32 => 2f64.powi(-24),
            FloatFormat::F64 => 2f64.powi(-53),
        }
    }
}

impl Tol {
    /// Defaults for `dtype`, overridden by `user`.
    pub fn for_dtype(dtype: DType, user: &Tolerances) -> Tol {
        let (rtol, atol, ulps, u, exact) = match FloatFormat::of(dtype) {
            // 4 ulps of f16 relative error (2^-9), an absolute floor of 2^-10 for values
            // near zero, 4 ulps.
            Some(f @ FloatFormat::F16) => {
                (2f64.powi(-9), 2f64.powi(-10), 4, f.unit_roundoff(), false)
            }
            // ~84 ulps of relative error, a floor of 1e-6 near zero, 16 ulps.
            Some(f @ FloatFormat::F32) => (1e-5, 1e-6, 16, f.unit_roundoff(), false),
            Some(f @ FloatFormat::F64) => (1e-12, 1e-14, 64, f.unit_roundoff(), false),
            None => (0.0, 0.0, 0, 0.0, true),
        };
        Tol {
            rtol: user.rtol.unwrap_or(rtol),
            atol: user.atol.unwrap_or(atol),
            ulps: user.ulps.unwrap_or(ulps),
            unit_roundoff: u,
            exact,
        }
    }
}

/// Distance in units in the last place between two finite values of `fmt`
/// (`u64::MAX` across a sign change, except between the two zeros).
pub fn ulp_distance(fmt: FloatFormat, a: f64, b: f64) -> u64 {
    fn ordered(bits: i64, sign_bit: i64) -> i64 {
        if bits & sign_bit != 0 {
            -(bits & !sign_bit)
        } else {
            bits
        }
    }
    let (x, y, sign) = match fmt {
        FloatFormat::F16 => (
            half::f16::from_f64(a).to_bits() as i64,
            half::f16::from_f64(b).to_bits() as i64,
            0x8000i64,
        ),
        FloatFormat::F32 => (
            (a as f32).to_bits() as i64,
            (b as f32).to_bits() as i64,
            0x8000_0000i64,
        ),
        FloatFormat::F64 => {
            let (x, y) = (a.to_bits(), b.to_bits());
            if (x ^ y) >> 63 != 0 {
                return if a == 0.0 && b == 0.0 { 0 } else { u64::MAX };
            }
            return x.abs_diff(y);
        }
    };
    ordered(x, sign).abs_diff(ordered(y, sign))
}

/// Whether `got` passes against `want` with tolerances `t` and an absolute tolerance
/// raised to at least `atol`.
pub fn float_ok(fmt: FloatFormat, t: &Tol, atol: f64, want: f64, got: f64) -> bool {
    if want.is_nan() || got.is_nan() {
        return want.is_nan() && got.is_nan();
    }
    if want.is_infinite() || got.is_infinite() {
        return want == got;
    }
    // Two zeros: the sign is part of the IEEE result (`1/x`, `copysign` and `atan2` see
    // it), and no reordering of exact arithmetic changes it, so it must agree.
    if want == 0.0 && got == 0.0 {
        return want.is_sign_negative() == got.is_sign_negative();
    }
    let atol = atol.max(t.atol);
    let rel = approx::relative_eq!(got, want, epsilon = atol, max_relative = t.rtol);
    rel || match fmt {
        FloatFormat::F32 => {
            approx::ulps_eq!(
                got as f32,
                want as f32,
                epsilon = atol as f32,
                max_ulps = t.ulps
            )
        }
        FloatFormat::F64 => approx::ulps_eq!(got, want, epsilon = atol, max_ulps = t.ulps),
        FloatFormat::F16 => ulp_distance(fmt, got, want) <= t.ulps as u64,
    }
}

/// The relative error `|got - want| / max(|got|, |want|)` (0 when both are 0).
pub fn rel_error(want: f64, got: f64) -> f64 {
    let d = (got - want).abs();
    let m = got.abs().max(want.abs());
    if d == 0.0 {
        0.0
    } else if m == 0.0 || !m.is_finite() {
        f64::INFINITY
    } else {
        d / m
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f32_defaults() {
        let t = Tol::for_dtype(DType::F32, &Tolerances::default());
        let f = FloatFormat::F32;
        assert!(float_ok(f, &t, 0.0, 1.0, 1.0 + 8e-6));
        assert!(!float_ok(f, &t, 0.0, 1.0, 1.0 + 2e-5));
        assert!(float_ok(f, &t, 0.0, 0.0, 5e-7));
        assert!(!float_ok(f, &t, 0.0, 0.0, 5e-6));
        assert!(
            float_ok(f, &t, 1e-3, 0.0, 5e-4),
            "raised absolute tolerance"
        );
        assert!(float_ok(f, &t, 0.0, f64::NAN, f64::NAN));
        // Signed zeros must agree; a tiny value of either sign passes against a zero.
        assert!(float_ok(f, &t, 0.0, -0.0, -0.0));
        assert!(!float_ok(f, &t, 0.0, 0.0, -0.0));
        assert!(!float_ok(f, &t, 0.0, -0.0, 0.0));
        assert!(float_ok(f, &t, 0.0, -0.0, 1e-30));
        assert!(!float_ok(f, &t, 0.0, 1.0, f64::NAN));
        assert!(float_ok(f, &t, 0.0, f64::INFINITY, f64::INFINITY));
        assert!(!float_ok(f, &t, 0.0, f64::INFINITY, f64::NEG_INFINITY));
    }

    #[test]
    fn ulps_only() {
        let user = Tolerances {
            rtol: Some(0.0),
            atol: Some(0.0),
            ulps: Some(2),
            reduction_scale: None,
        };
        let t = Tol::for_dtype(DType::F32, &user);
        let one = 1.0f32;
        let two_up = f32::from_bits(one.to_bits() + 2) as f64;
        let three_up = f32::from_bits(one.to_bits() + 3) as f64;
        assert!(float_ok(FloatFormat::F32, &t, 0.0, 1.0, two_up));
        assert!(!float_ok(FloatFormat::F32, &t, 0.0, 1.0, three_up));
        assert_eq!(ulp_distance(FloatFormat::F32, 1.0, three_up), 3);
        assert_eq!(ulp_distance(FloatFormat::F16, 1.0, 1.0 + 2f64.powi(-10)), 1);
        assert_eq!(ulp_distance(FloatFormat::F64, 0.0, -0.0), 0);
        assert_eq!(ulp_distance(FloatFormat::F32, -0.0, 0.0), 0);
    }

    #[test]
    fn integers_are_exact() {
        let t = Tol::for_dtype(DType::I32, &Tolerances::default());
        assert!(t.exact);
        let t = Tol::for_dtype(DType::F16, &Tolerances::default());
        assert!(!t.exact && t.rtol > 1e-3);
    }

    #[test]
    fn relative_error() {
        assert_eq!(rel_error(0.0, 0.0), 0.0);
        assert_eq!(rel_error(2.0, 1.0), 0.5);
        assert!(rel_error(0.0, 1.0).is_finite());
    }
}

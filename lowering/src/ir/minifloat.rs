//! The builtin small float formats (`f4E2M1FN`, `f6E2M3FN`, `f6E3M2FN`, the `f8*` family
//! and `f8E8M0FNU`): their bit layouts and exact conversions to and from `f64`, as
//! upstream's `APFloat` semantics define them. Every value of these formats is exact in
//! `f64`, and rounding is to nearest, ties to even. What they do at the edges:
//!
//! | formats | infinities | NaN | overflow |
//! | --- | --- | --- | --- |
//! | `f8E5M2`, `f8E4M3`, `f8E3M4` (IEEE-like) | yes | exponent all ones, mantissa ≠ 0 | ±inf |
//! | `f8E4M3FN` | no | `S.1111.111` | NaN |
//! | `f8E5M2FNUZ`, `f8E4M3FNUZ`, `f8E4M3B11FNUZ` | no; no `-0` | `0x80` | NaN |
//! | `f4E2M1FN`, `f6E2M3FN`, `f6E3M2FN` | no | none | the largest finite value |
//! | `f8E8M0FNU` (an unsigned exponent: `2^(e-127)`) | no; no zero | `0xFF` | NaN |
//!
//! A NaN converted to a format without NaN becomes `+0` (LangRef leaves it undefined);
//! `f8E8M0FNU` rounds `0` up to its smallest value `2^-127`, a negative value to NaN, and
//! a tie away from zero (its significand is the implicit bit alone: `1.5` gives `2`).

use super::FloatKind;

/// How a format encodes what is not a finite number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NonFinite {
    /// IEEE 754: infinities and NaNs in the all-ones exponent.
    Ieee,
    /// No infinities; NaN is the all-ones pattern (either sign).
    NanOnly,
    /// No infinities and no negative zero; NaN is the negative-zero pattern.
    NegZeroNan,
    /// Neither infinities nor NaN.
    FiniteOnly,
    /// `f8E8M0FNU`: unsigned exponent only, NaN is `0xFF`.
    ExponentOnly,
}

/// The layout of a small float format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Format {
    /// Total bits.
    pub width: u32,
    /// Exponent bits.
    pub exp: u32,
    /// Explicit mantissa bits.
    pub man: u32,
    /// Exponent bias.
    pub bias: i32,
    /// What encodes the non-finite values.
    pub nonfinite: NonFinite,
}

/// The layout of `k`, `None` for the formats of 16 bits and more.
pub fn format(k: FloatKind) -> Option<Format> {
    use NonFinite::*;
    let f = |width, exp, man, bias, nonfinite| Format {
        width,
        exp,
        man,
        bias,
        nonfinite,
    };
    Some(match k {
        FloatKind::F4E2M1FN => f(4, 2, 1, 1, FiniteOnly),
        FloatKind::F6E2M3FN => f(6, 2, 3, 1, FiniteOnly),
        FloatKind::F6E3M2FN => f(6, 3, 2, 3, FiniteOnly),
        FloatKind::F8E5M2 => f(8, 5, 2, 15, Ieee),
        FloatKind::F8E4M3 => f(8, 4, 3, 7, Ieee),
        FloatKind::F8E3M4 => f(8, 3, 4, 3, Ieee),
        FloatKind::F8E4M3FN => f(8, 4, 3, 7, NanOnly),
        FloatKind::F8E5M2FNUZ => f(8, 5, 2, 16, NegZeroNan),
        FloatKind::F8E4M3FNUZ => f(8, 4, 3, 8, NegZeroNan),
        FloatKind::F8E4M3B11FNUZ => f(8, 4, 3, 11, NegZeroNan),
        FloatKind::F8E8M0FNU => f(8, 8, 0, 127, ExponentOnly),
        FloatKind::BF16
        | FloatKind::F16
        | FloatKind::TF32
        | FloatKind::F32
        | FloatKind::F64
        | FloatKind::F80
        | FloatKind::F128 => return None,
    })
}

impl Format {
    fn sign_bit(self) -> u64 {
        if self.nonfinite == NonFinite::ExponentOnly {
            0
        } else {
            1 << (self.width - 1)
        }
    }

    /// The default NaN pattern (`None` for the finite-only formats).
    pub fn nan(self) -> Option<u64> {
        match self.nonfinite {
            NonFinite::Ieee => Some(((1 << self.exp) - 1) << self.man | 1 << (self.man - 1)),
            NonFinite::NanOnly => Some((1 << (self.width - 1)) - 1),
            NonFinite::NegZeroNan => Some(1 << (self.width - 1)),
            NonFinite::ExponentOnly => Some(0xFF),
            NonFinite::FiniteOnly => None,
        }
    }

    /// The value of the bit pattern `bits` (its low `width` bits).
    pub fn decode(self, bits: u64) -> f64 {
        let bits = bits & ((1u64 << self.width) - 1);
        let emax = (1u64 << self.exp) - 1;
        let e = (bits >> self.man) & emax;
        let f = bits & ((1u64 << self.man) - 1);
        if self.nonfinite == NonFinite::ExponentOnly {
            return if bits == 0xFF {
                f64::NAN
            } else {
                (2f64).powi(e as i32 - self.bias)
            };
        }
        let neg = bits & self.sign_bit() != 0;
        let nan = match self.nonfinite {
            NonFinite::Ieee => e == emax && f != 0,
            NonFinite::NanOnly => e == emax && f == (1 << self.man) - 1,
            NonFinite::NegZeroNan => bits == self.sign_bit(),
            NonFinite::FiniteOnly | NonFinite::ExponentOnly => false,
        };
        if nan {
            // The sign, and an IEEE-like format's payload left-aligned in the mantissa,
            // survive the trip through `f64` (upstream prints `0xFF : f8E5M2` back).
            let sign = u64::from(neg) << 63;
            let payload = match self.nonfinite {
                NonFinite::Ieee => f << (52 - self.man),
                _ => 1 << 51,
            };
            return f64::from_bits(sign | 0x7FF << 52 | payload);
        }
        let mag = if self.nonfinite == NonFinite::Ieee && e == emax {
            f64::INFINITY
        } else if e == 0 {
            f as f64 * (2f64).powi(1 - self.bias - self.man as i32)
        } else {
            (1.0 + f as f64 / (1u64 << self.man) as f64) * (2f64).powi(e as i32 - self.bias)
        };
        if neg {
            -mag
        } else {
            mag
        }
    }

    /// The largest finite magnitude's bit pattern (positive).
    fn max_finite(self) -> u64 {
        let emax = (1u64 << self.exp) - 1;
        let mmax = (1u64 << self.man) - 1;
        match self.nonfinite {
            NonFinite::Ieee => (emax - 1) << self.man | mmax,
            NonFinite::NanOnly => emax << self.man | (mmax - 1),
            NonFinite::NegZeroNan | NonFinite::FiniteOnly => emax << self.man | mmax,
            NonFinite::ExponentOnly => 0xFE,
        }
    }

    /// The pattern of `v`, rounded to nearest (ties to even; see the module docs for the
    /// edges).
    pub fn encode(self, v: f64) -> u64 {
        if v.is_nan() {
            let b = v.to_bits();
            let sign = if b >> 63 == 1 { self.sign_bit() } else { 0 };
            return match self.nonfinite {
                NonFinite::Ieee => {
                    let payload = (b & ((1 << 52) - 1)) >> (52 - self.man);
                    let payload = if payload == 0 {
                        1 << (self.man - 1)
                    } else {
                        payload
                    };
                    sign | ((1 << self.exp) - 1) << self.man | payload
                }
                NonFinite::NanOnly => sign | ((1 << (self.width - 1)) - 1),
                _ => self.nan().unwrap_or(0),
            };
        }
        if self.nonfinite == NonFinite::ExponentOnly {
            if v < 0.0 || v.is_infinite() {
                return 0xFF;
            }
            if v == 0.0 {
                return 0;
            }
            let mut e = v.log2().floor() as i64;
            // `log2` may be off by one near powers of two.
            while (2f64).powi(e as i32) > v {
                e -= 1;
            }
            while (2f64).powi(e as i32 + 1) <= v {
                e += 1;
            }
            if v / (2f64).powi(e as i32) >= 1.5 {
                e += 1;
            }
            let biased = e + i64::from(self.bias);
            return if biased > 254 {
                0xFF
            } else {
                biased.max(0) as u64
            };
        }
        let neg = v.is_sign_negative();
        let sign = if neg { self.sign_bit() } else { 0 };
        let a = v.abs();
        let overflow = |s: u64| match self.nonfinite {
            NonFinite::Ieee => s | ((1u64 << self.exp) - 1) << self.man,
            NonFinite::FiniteOnly => s | self.max_finite(),
            _ => self.nan().unwrap_or(0),
        };
        if a.is_infinite() {
            return overflow(sign);
        }
        // Round the magnitude onto the grid of the format: quantum 2^(e - bias - man) for
        // normal numbers, the subnormal quantum below.
        let emin = 1 - self.bias;
        let mut e = if a == 0.0 {
            emin
        } else {
            (a.log2().floor() as i32).max(emin)
        };
        while e > emin && (2f64).powi(e) > a {
            e -= 1;
        }
        while (2f64).powi(e + 1) <= a {
            e += 1;
        }
        let quantum = (2f64).powi(e - self.man as i32);
        let q = a / quantum; // exact: a power-of-two scaling
        let fl = q.floor();
        let rem = q - fl;
        let mut n = fl as u64;
        if rem > 0.5 || (rem == 0.5 && n % 2 == 1) {
            n += 1;
        }
        // n is the significand in units of the quantum: [2^man, 2^(man+1)] for normals.
        let (mut biased, mut mant) = if n < (1 << self.man) {
            (0i64, n)
        } else {
            (i64::from(e + self.bias), n - (1 << self.man))
        };
        if mant == 1 << self.man {
            mant = 0;
            biased += 1;
        }
        if biased == 0 && n >= (1 << self.man) {
            biased = 1;
        }
        let bits = (biased as u64) << self.man | mant;
        let emax = (1u64 << self.exp) - 1;
        let too_big = match self.nonfinite {
            NonFinite::Ieee => biased as u64 >= emax,
            _ => bits > self.max_finite(),
        };
        if too_big {
            return overflow(sign);
        }
        if bits == 0 && self.nonfinite == NonFinite::NegZeroNan {
            return 0;
        }
        sign | bits
    }

    /// `v` rounded to the format, as an `f64`.
    pub fn round(self, v: f64) -> f64 {
        self.decode(self.encode(v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(k: FloatKind) -> Format {
        format(k).unwrap()
    }

    #[test]
    fn every_pattern_round_trips() {
        for k in FloatKind::SMALL {
            let f = fmt(k);
            for bits in 0..(1u64 << f.width) {
                let v = f.decode(bits);
                if v.is_nan() {
                    assert_eq!(f.encode(v), bits, "{k:?} NaN {bits:#x}");
                    continue;
                }
                let back = f.encode(v);
                let same =
                    back == bits || (v == 0.0 && f.decode(back) == 0.0) || f.decode(back) == v;
                assert!(same, "{k:?}: {bits:#x} -> {v} -> {back:#x}");
            }
        }
    }

    #[test]
    fn edges_as_upstream() {
        // Values iree-opt 3.13 prints for these constants.
        let e4m3fn = fmt(FloatKind::F8E4M3FN);
        assert_eq!(e4m3fn.round(448.0), 448.0);
        assert!(e4m3fn.round(500.0).is_nan());
        assert_eq!(e4m3fn.encode(500.0), 0x7F);
        assert_eq!(e4m3fn.round(1e-10), 0.0);
        assert_eq!(e4m3fn.round(0.001953125), 0.001953125);
        let f4 = fmt(FloatKind::F4E2M1FN);
        assert_eq!(f4.round(100.0), 6.0);
        assert_eq!(f4.round(6.5), 6.0);
        assert_eq!(f4.round(0.25), 0.0);
        assert_eq!(f4.round(0.75), 1.0);
        assert_eq!(f4.decode(0xF), -6.0);
        let e8m0 = fmt(FloatKind::F8E8M0FNU);
        assert_eq!(e8m0.round(1.5), 2.0);
        assert_eq!(e8m0.round(3.0), 4.0);
        assert_eq!(e8m0.encode(0.0), 0);
        assert_eq!(e8m0.decode(0), (2f64).powi(-127));
        assert_eq!(e8m0.decode(0x7F), 1.0);
        assert_eq!(e8m0.encode(3.0e38), 0xFF);
        assert!(fmt(FloatKind::F8E5M2FNUZ).decode(0x80).is_nan());
        assert_eq!(fmt(FloatKind::F8E5M2).encode(1e10), 0x7C);
        assert!(fmt(FloatKind::F8E5M2).decode(0xFF).is_nan());
        assert!(fmt(FloatKind::F8E4M3).decode(0x7C).is_nan());
        assert_eq!(fmt(FloatKind::F8E4M3).decode(0x78), f64::INFINITY);
        assert_eq!(fmt(FloatKind::F8E4M3).decode(0x77), 240.0);
        assert_eq!(fmt(FloatKind::F6E3M2FN).round(1e5), 28.0);
        assert_eq!(fmt(FloatKind::F8E4M3B11FNUZ).round(0.0625), 0.0625);
        assert_eq!(fmt(FloatKind::F8E3M4).encode(1e5), 0x70);
        assert_eq!(fmt(FloatKind::F8E4M3FNUZ).encode(-0.0), 0);
    }
}

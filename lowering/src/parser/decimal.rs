//! Float literals rounded once, to nearest even, directly to their type, as upstream's
//! `APFloat::convertFromString` does (issue 18).
//!
//! A literal is read as the correctly rounded `f64` `d` (Rust's `str::parse`) and, where
//! it matters, the sign of `x - d` for the exact decimal value `x` ([`Decimal::excess`]).
//! Rounding `d` again to a narrower format is exact except where `d` lands on a rounding
//! boundary of that format (a tie between two neighbours, the overflow threshold, the
//! midpoint between zero and the least subnormal): every boundary of a format up to
//! `f32` is an `f64` number, so rounding `x` to `f64` never crosses one, and `x` rounds
//! like `d` unless `d` is one. At a boundary the decision is `x`'s side of it, which
//! the excess gives: `1.00048828125000000001 : f16` is above the tie `1 + 2^-11` that its
//! `f64` lands on, so it rounds up to `1 + 2^-10` (`0x3C01`), where rounding the `f64`
//! gives `1.0`.
//!
//! The boundaries of the formats up to `f32` (and of the 8-bit ones) have at most 25
//! significant bits, so the excess is computed (with a small bignum on the decimal
//! digits) only for an `f64` with at most 25 significant bits; any other `f64` is no
//! boundary, and its excess is left [`Ordering::Equal`].

use std::cmp::Ordering;

use super::attrs::round_to_float_kind;
use crate::ir::FloatKind;

/// Significant decimal digits compared exactly; the rest count only as "some nonzero
/// digit follows". A boundary's decimal expansion has fewer (at most about 180: `2^-150`
/// needs 150 digits after the point), so the truncated literal is on the same side of it
/// as the literal (or equal to it, and then the literal is above when a digit follows).
const MAX_DIGITS: usize = 1000;

/// A float literal: its correctly rounded `f64` and on which side of it the exact value
/// lies.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Decimal {
    /// The literal rounded to nearest `f64` (ties to even; ±inf past the range).
    pub value: f64,
    /// `x - value`'s sign for the exact value `x`, where `value` has at most 25
    /// significant bits (and is finite); `Equal` otherwise.
    pub excess: Ordering,
}

impl Decimal {
    /// An exact `f64` value.
    pub fn exact(value: f64) -> Decimal {
        Decimal {
            value,
            excess: Ordering::Equal,
        }
    }

    /// A float token's text (`1.5`, `2.e3`, `1.0E-7`); `None` when it is not a number.
    pub fn parse(text: &str) -> Option<Decimal> {
        let value = match text.parse::<f64>() {
            Ok(v) => v,
            // `1.e5` style: insert the missing fraction digit.
            Err(_) => text
                .replacen(".e", ".0e", 1)
                .replacen(".E", ".0E", 1)
                .parse::<f64>()
                .ok()?,
        };
        let excess = if few_significant_bits(value) {
            decimal_parts(text).map_or(Ordering::Equal, |(digits, sticky, exp10)| {
                compare_decimal(&digits, sticky, exp10, value)
            })
        } else {
            Ordering::Equal
        };
        Some(Decimal { value, excess })
    }

    /// A non-negative integer (a decimal integer literal given a float type).
    pub fn from_int(mag: u128) -> Decimal {
        let value = mag as f64;
        let excess = if value >= 2f64.powi(128) {
            // Rounded up to 2^128, past every u128.
            Ordering::Less
        } else {
            mag.cmp(&(value as u128))
        };
        Decimal { value, excess }
    }

    /// The negated literal.
    pub fn neg(self) -> Decimal {
        Decimal {
            value: -self.value,
            excess: self.excess.reverse(),
        }
    }

    /// The literal rounded once to the format `k` (stored as an `f64`, as
    /// [`round_to_float_kind`] stores it).
    pub fn round(self, k: FloatKind) -> f64 {
        let r = round_to_float_kind(self.value, k);
        if self.excess == Ordering::Equal || !self.value.is_finite() {
            return r;
        }
        // Just below and just above `value`: they round differently exactly when
        // `value` is a boundary of the format, and then `x` goes `excess`'s way.
        let below = round_to_float_kind(self.value.next_down(), k);
        let above = round_to_float_kind(self.value.next_up(), k);
        if below.to_bits() == above.to_bits() {
            return r;
        }
        match self.excess {
            Ordering::Greater => above,
            Ordering::Less => below,
            Ordering::Equal => r,
        }
    }
}

/// Whether `v` is zero or a finite `f64` with at most 25 significant bits (every
/// rounding boundary of the formats up to `f32` is one; `f64` subnormals are far below
/// all of them except zero's).
fn few_significant_bits(v: f64) -> bool {
    if v == 0.0 {
        return true;
    }
    if !v.is_finite() || v.is_subnormal() {
        return false;
    }
    let mant = (v.to_bits() & ((1u64 << 52) - 1)) | (1u64 << 52);
    mant.trailing_zeros() >= 53 - 25
}

/// A float token's significant digits (leading zeros dropped, at most [`MAX_DIGITS`]),
/// whether a nonzero digit was dropped past them, and the power of ten of the last kept
/// digit: the value is `digits · 10^exp10` (plus a sliver when sticky).
fn decimal_parts(text: &str) -> Option<(Vec<u8>, bool, i64)> {
    let (mantissa, exponent) = match text.find(['e', 'E']) {
        Some(i) => (&text[..i], &text[i + 1..]),
        None => (text, ""),
    };
    let exponent: i64 = if exponent.is_empty() {
        0
    } else {
        // A huge exponent makes the `f64` 0 or inf: no boundary, no comparison needed.
        exponent.parse::<i64>().ok()?.clamp(-1_000_000, 1_000_000)
    };
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut digits = Vec::new();
    let mut sticky = false;
    let mut exp10 = exponent - i64::try_from(frac_part.len()).ok()?;
    for c in int_part.bytes().chain(frac_part.bytes()) {
        if !c.is_ascii_digit() {
            return None;
        }
        let d = c - b'0';
        if digits.is_empty() && d == 0 {
            continue;
        }
        if digits.len() < MAX_DIGITS {
            digits.push(d);
        } else {
            sticky |= d != 0;
            exp10 += 1;
        }
    }
    Some((digits, sticky, exp10))
}

/// The sign of `digits · 10^exp10 (+ sliver if sticky) - v` for a finite `v >= 0`.
fn compare_decimal(digits: &[u8], sticky: bool, exp10: i64, v: f64) -> Ordering {
    if digits.is_empty() {
        return 0f64.partial_cmp(&v).unwrap_or(Ordering::Equal);
    }
    if v == 0.0 {
        return Ordering::Greater;
    }
    // Bounded: `v` is normal and the literal rounds to it, so its digits sit near `v`'s.
    if !(-4000..=4000).contains(&exp10) {
        return Ordering::Equal;
    }
    // v = m · 2^e exactly.
    let bits = v.to_bits();
    let m = (bits & ((1u64 << 52) - 1)) | (1u64 << 52);
    let e = ((bits >> 52) & 0x7FF) as i64 - 1075;
    let mut left = Big::from_digits(digits);
    let mut right = Big::from_u64(m);
    if exp10 >= 0 {
        left.mul_pow10(exp10 as u32);
    } else {
        right.mul_pow10((-exp10) as u32);
    }
    if e >= 0 {
        right.shl(e as u32);
    } else {
        left.shl((-e) as u32);
    }
    match left.cmp(&right) {
        Ordering::Equal if sticky => Ordering::Greater,
        o => o,
    }
}

/// A non-negative integer in base 2^32, least significant limb first, no leading zero
/// limbs.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Big(Vec<u32>);

impl Big {
    fn from_u64(v: u64) -> Big {
        let mut b = Big(vec![v as u32, (v >> 32) as u32]);
        b.trim();
        b
    }

    fn from_digits(digits: &[u8]) -> Big {
        let mut b = Big(Vec::new());
        for chunk in digits.chunks(9) {
            let mut add = 0u32;
            for &d in chunk {
                add = add * 10 + u32::from(d);
            }
            b.mul_add(10u32.pow(chunk.len() as u32), add);
        }
        b
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    /// `self · f + a`.
    fn mul_add(&mut self, f: u32, a: u32) {
        let mut carry = u64::from(a);
        for limb in &mut self.0 {
            let t = u64::from(*limb) * u64::from(f) + carry;
            *limb = t as u32;
            carry = t >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
        self.trim();
    }

    fn mul_pow10(&mut self, mut n: u32) {
        while n >= 9 {
            self.mul_add(1_000_000_000, 0);
            n -= 9;
        }
        if n > 0 {
            self.mul_add(10u32.pow(n), 0);
        }
    }

    fn shl(&mut self, n: u32) {
        if self.0.is_empty() {
            return;
        }
        let (limbs, bits) = ((n / 32) as usize, n % 32);
        if bits > 0 {
            let mut carry = 0u32;
            for limb in &mut self.0 {
                let t = (u64::from(*limb) << bits) | u64::from(carry);
                *limb = t as u32;
                carry = (t >> 32) as u32;
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        self.0.splice(0..0, std::iter::repeat_n(0, limbs));
    }

    fn cmp(&self, other: &Big) -> Ordering {
        self.0
            .len()
            .cmp(&other.0.len())
            .then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(text: &str, k: FloatKind) -> u128 {
        let v = Decimal::parse(text).expect("a float literal").round(k);
        super::super::attrs::float_to_bits(v, k).expect("bits")
    }

    /// Ties hand-derived from each format's precision: `1 + 2^-(p)` is halfway between 1
    /// and `1 + 2^-(p-1)` (p - 1 mantissa bits). A decimal a sliver above the tie rounds
    /// up; the tie itself rounds to even (down); a sliver below rounds down.
    #[test]
    fn ties_round_once() {
        // f16: 1 + 2^-11 = 1.00048828125.
        assert_eq!(bits("1.00048828125", FloatKind::F16), 0x3C00);
        assert_eq!(bits("1.00048828125000000001", FloatKind::F16), 0x3C01);
        assert_eq!(bits("1.00048828124999999999", FloatKind::F16), 0x3C00);
        // 1 + 3·2^-11 (between 0x3C01 and 0x3C02): the tie goes to the even 0x3C02.
        assert_eq!(bits("1.00146484375", FloatKind::F16), 0x3C02);
        assert_eq!(bits("1.00146484374999999999", FloatKind::F16), 0x3C01);
        // bf16: 1 + 2^-8 = 1.00390625.
        assert_eq!(bits("1.00390625", FloatKind::BF16), 0x3F80);
        assert_eq!(bits("1.00390625000000000001", FloatKind::BF16), 0x3F81);
        assert_eq!(bits("1.00390624999999999999", FloatKind::BF16), 0x3F80);
        // f32: 1 + 2^-24 = 1.000000059604644775390625.
        assert_eq!(
            bits("1.000000059604644775390625", FloatKind::F32),
            0x3F80_0000
        );
        assert_eq!(
            bits("1.000000059604644775390625000000001", FloatKind::F32),
            0x3F80_0001
        );
        assert_eq!(
            bits("1.000000059604644775390624999999999", FloatKind::F32),
            0x3F80_0000
        );
        // tf32 (10 mantissa bits, as f16): 1 + 2^-11.
        assert_eq!(bits("1.00048828125000000001", FloatKind::TF32), 0x1FC01);
        // f8E4M3FN: 1 + 2^-4 = 1.0625.
        assert_eq!(bits("1.0625", FloatKind::F8E4M3FN), 0x38);
        assert_eq!(bits("1.06250000000000000001", FloatKind::F8E4M3FN), 0x39);
    }

    /// The overflow threshold (halfway between the largest finite value and the next
    /// power of two) and the subnormal ties, including the one between 0 and the least
    /// subnormal.
    #[test]
    fn overflow_and_subnormal_boundaries() {
        // f16: 65520 = 65504 + 16 rounds to inf; just below it, to 65504.
        assert_eq!(bits("65520.0", FloatKind::F16), 0x7C00);
        assert_eq!(bits("65519.9999999999999999", FloatKind::F16), 0x7BFF);
        assert_eq!(bits("1.0e10", FloatKind::F16), 0x7C00);
        // f32: 2^128 - 2^103 is the threshold.
        assert_eq!(
            bits("340282356779733661637539395458142568448.0", FloatKind::F32),
            0x7F80_0000
        );
        assert_eq!(
            bits("340282356779733661637539395458142568447.9", FloatKind::F32),
            0x7F7F_FFFF
        );
        // f16: 2^-25 is halfway between 0 and the least subnormal 2^-24.
        assert_eq!(bits("2.98023223876953125e-8", FloatKind::F16), 0x0000);
        assert_eq!(bits("2.98023223876953125000001e-8", FloatKind::F16), 0x0001);
        assert_eq!(bits("1.0e-400", FloatKind::F16), 0x0000);
        // f32: 2^-150 between 0 and 2^-149.
        let half_least = "7.00649232162408535461864791644958065640130970938257885878534141944895541342930300743319094181060791015625e-46";
        assert_eq!(bits(half_least, FloatKind::F32), 0);
        let above = half_least.replace("e-46", "1e-46");
        assert_eq!(bits(&above, FloatKind::F32), 1);
        // Negative literals mirror.
        let neg = Decimal::parse("1.00048828125000000001").map(Decimal::neg);
        assert_eq!(neg.map(|d| d.round(FloatKind::F16)), Some(-1.0009765625));
    }

    /// `half`'s `f16::from_f64` drops the low 32 bits of the `f64`: `1 + 2^-11 + 2^-40`
    /// rounded down to 1 as a tie; rounded once it is `1 + 2^-10`.
    #[test]
    fn f64_values_round_once_to_half_formats() {
        let v = 1.0 + 2f64.powi(-11) + 2f64.powi(-40);
        assert_eq!(round_to_float_kind(v, FloatKind::F16), 1.0 + 2f64.powi(-10));
        let v = 1.0 + 2f64.powi(-8) + 2f64.powi(-40);
        assert_eq!(round_to_float_kind(v, FloatKind::BF16), 1.0 + 2f64.powi(-7));
        let v = 1.0 + 2f64.powi(-11) + 2f64.powi(-40);
        assert_eq!(
            round_to_float_kind(v, FloatKind::TF32),
            1.0 + 2f64.powi(-10)
        );
    }

    #[test]
    fn digits_past_the_limit_count_as_sticky() {
        let long = format!("1.00048828125{}1", "0".repeat(2000));
        assert_eq!(bits(&long, FloatKind::F16), 0x3C01);
        let zeros = format!("1.00048828125{}", "0".repeat(2000));
        assert_eq!(bits(&zeros, FloatKind::F16), 0x3C00);
    }

    #[test]
    fn integers_above_f64_precision() {
        // 2^54 + 2^30 + 1: the f64 is 2^54 + 2^30, an f32 tie; the integer is above it.
        let n: u128 = (1 << 54) + (1 << 30) + 1;
        let d = Decimal::from_int(n);
        assert_eq!(d.excess, Ordering::Greater);
        assert_eq!(d.round(FloatKind::F32), ((1u64 << 54) + (1 << 31)) as f64);
        assert_eq!(
            Decimal::from_int(1 << 54).round(FloatKind::F32),
            (1u64 << 54) as f64
        );
    }
}

//! A small, fast, non-cryptographic hasher (the "Fx" hash used by rustc) for the interners,
//! the parser/printer name tables, [`ValueMap`](super::ValueMap) and the passes' side tables
//! keyed by ids. Iteration order of these maps is never observable in output.

use std::hash::{BuildHasherDefault, Hasher};

/// The Fx hasher.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.hash = (self.hash.rotate_left(5) ^ w).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    /// The product's high bits are the well-mixed ones, and `hashbrown` takes its bucket
    /// index from the low bits: rotated down, as `rustc-hash` 2 does. Without the rotation
    /// the low bits of a string's hash depend only on its first bytes, so a million SSA
    /// names (`%1`…`%999999`) or locations fell into a few buckets' probe chains and
    /// parsing grew superlinearly.
    #[inline]
    fn finish(&self) -> u64 {
        self.hash.rotate_left(26)
    }
}

/// A `HashMap` with the Fx hasher.
pub type FxHashMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// A `HashSet` with the Fx hasher.
pub type FxHashSet<K> = std::collections::HashSet<K, BuildHasherDefault<FxHasher>>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, BuildHasherDefault};

    /// The low bits (hashbrown's bucket index) of SSA-name hashes are spread out: 100k
    /// names over 2^16 buckets fill about 78% of them when the bits are uniform. Without the
    /// final rotation they filled 256, and the parser's name table degraded to long probe
    /// chains.
    #[test]
    fn low_bits_of_string_hashes_are_spread() {
        let b = BuildHasherDefault::<FxHasher>::default();
        let mut seen = vec![false; 1 << 16];
        for i in 0..100_000 {
            let h = b.hash_one(format!("%{i}").as_str());
            seen[(h & 0xffff) as usize] = true;
        }
        let filled = seen.iter().filter(|&&x| x).count();
        assert!(
            filled > 45_000,
            "only {filled} of 65536 low-bit buckets used"
        );
    }
}

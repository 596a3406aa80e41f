//! Small `Copy` ids for IR entities and interned data.
//!
//! Every entity of the IR (operation, block, region, value) and every interned object (type,
//! attribute, affine expression, map, integer set, identifier) is addressed by a `u32` newtype.
//! The ids print as their textual IR spelling only through the printer; their `Debug` form is
//! `op12`, `ty3`, … so that logs stay readable.

use std::borrow::Borrow;
use std::hash::{BuildHasherDefault, Hash};

/// Interners hash with the Fx hash: fast, and their iteration order is never observable.
type FxMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<crate::ir::fxhash::FxHasher>>;

/// Defines a `u32` id newtype with `index()` and `from_index()`.
macro_rules! entity_id {
    ($(#[$m:meta])* $name:ident, $prefix:literal) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub(crate) u32);
        impl $name {
            /// The position of this entity in its arena.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
            /// Builds an id from an arena position.
            #[inline]
            pub fn from_index(i: usize) -> Self {
                $name(i as u32)
            }
        }
        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}
pub(crate) use entity_id;

/// An append-only interner: equal values get equal ids.
#[derive(Debug, Clone)]
pub struct Interner<T: Hash + Eq + Clone> {
    items: Vec<T>,
    map: FxMap<T, u32>,
}

impl<T: Hash + Eq + Clone> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            items: Vec::new(),
            map: FxMap::default(),
        }
    }
}

impl<T: Hash + Eq + Clone> Interner<T> {
    /// Interns `value`, returning its index.
    pub fn intern(&mut self, value: T) -> u32 {
        if let Some(&i) = self.map.get(&value) {
            return i;
        }
        let i = self.items.len() as u32;
        self.items.push(value.clone());
        self.map.insert(value, i);
        i
    }
    /// Looks up `value` without interning it.
    pub fn lookup(&self, value: &T) -> Option<u32> {
        self.map.get(value).copied()
    }
    /// Looks up a borrowed form of a value (`&str` for `String`) without interning it.
    pub fn lookup_borrowed<Q>(&self, value: &Q) -> Option<u32>
    where
        T: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.map.get(value).copied()
    }
    /// The value behind an index produced by [`Interner::intern`].
    #[inline]
    pub fn get(&self, i: u32) -> &T {
        &self.items[i as usize]
    }
    /// Number of interned values.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether nothing is interned.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    /// Reserves room for `additional` more values (avoids rehashing during bulk interning).
    pub fn reserve(&mut self, additional: usize) {
        self.items.reserve(additional);
        self.map.reserve(additional);
    }
}

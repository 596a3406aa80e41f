//! The data-race detector for GPU launches, and the order invocations run in.
//!
//! # What is a race
//!
//! Within one launch, two accesses to the same memref element (same buffer, same first
//! byte) race when they come from different invocations, at least one writes, they are
//! not both atomic (`memref.atomic_rmw`), and nothing orders them. Only `gpu.barrier`
//! orders accesses of different invocations, and only within a workgroup: a barrier ends
//! the workgroup's *epoch*, and every access of an earlier epoch happens before every
//! access of a later one. Workgroups are never ordered with each other within a launch.
//! Launches are ordered with each other (each launch starts a fresh log). Subgroup
//! collectives (`gpu.shuffle`, `gpu.subgroup_reduce`) exchange registers, not memory, and
//! order nothing.
//!
//! # How it is found, in time and space linear in the accesses
//!
//! [`RaceLog`] maps each element touched by the launch to an [`Entry`]. The interpreter
//! runs one workgroup at a time, each to completion, and a workgroup's epochs in order,
//! so an entry needs only:
//!
//! - `cur`: the accesses of the epoch that touched it last (workgroup `wg`, epoch
//!   `epoch`), per kind (read, write, atomic) up to two, from distinct invocations. Any
//!   later access of that epoch by invocation `i` conflicts with one of them when any
//!   access of the kind by an invocation other than `i` exists;
//! - `prev`: per kind, one access from an earlier epoch or an earlier workgroup. When the
//!   kind was accessed by a workgroup other than the running one, `prev` holds such an
//!   access (that workgroup is finished, so every later access conflicts with it).
//!
//! An access first folds `cur` into `prev` when it comes from another epoch or workgroup,
//! then checks the conflicting kinds: `prev` from another workgroup, `cur` from another
//! invocation. The first race found is a fault naming both accesses (operation and source
//! location, invocation and workgroup) and the element.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::errors::{fault, FResult};
use super::memory::{for_each_index, BufferId, BufferKind, MemRefDesc, Memory};

/// The order in which a launch runs its workgroups, and each workgroup its invocations
/// (`--interp-order`). Results of a race-free kernel do not depend on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Order {
    /// Workgroups and invocations in increasing linear id (x fastest).
    #[default]
    Forward,
    /// Decreasing linear id.
    Reverse,
    /// A permutation fixed by the seed: invocations of a workgroup in a Fisher–Yates
    /// shuffle, workgroups in an affine permutation `k ↦ (a·k + c) mod n`.
    Shuffle(u64),
}

/// The seed of `shuffle` without one.
pub const DEFAULT_SHUFFLE_SEED: u64 = 1;

impl std::str::FromStr for Order {
    type Err = String;

    /// `forward`, `reverse`, `shuffle` or `shuffle:SEED` (a decimal `u64`).
    fn from_str(s: &str) -> Result<Self, String> {
        let bad = || {
            format!(
                "invalid interpreter order '{s}' (expected forward, reverse, shuffle or shuffle:SEED with SEED a non-negative integer)"
            )
        };
        match s.split_once(':') {
            None => match s {
                "forward" => Ok(Order::Forward),
                "reverse" => Ok(Order::Reverse),
                "shuffle" => Ok(Order::Shuffle(DEFAULT_SHUFFLE_SEED)),
                _ => Err(bad()),
            },
            Some(("shuffle", seed)) if !seed.starts_with('+') => {
                seed.parse().map(Order::Shuffle).map_err(|_| bad())
            }
            Some(_) => Err(bad()),
        }
    }
}

impl std::fmt::Display for Order {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Order::Forward => f.write_str("forward"),
            Order::Reverse => f.write_str("reverse"),
            Order::Shuffle(s) => write!(f, "shuffle:{s}"),
        }
    }
}

/// splitmix64: a small, fixed pseudo-random sequence.
fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Order {
    /// The positions `0..n` in this order; `salt` varies the shuffle (the workgroup).
    pub(crate) fn permutation(self, n: usize, salt: u64) -> Vec<usize> {
        let mut v: Vec<usize> = (0..n).collect();
        match self {
            Order::Forward => {}
            Order::Reverse => v.reverse(),
            Order::Shuffle(seed) => {
                let mut state = mix(seed ^ mix(salt));
                for i in (1..n).rev() {
                    state = mix(state);
                    v.swap(i, (state % (i as u64 + 1)) as usize);
                }
            }
        }
        v
    }

    /// A bijection of `0..n` (for workgroups, whose number may be too large to list).
    pub(crate) fn nth_of(self, n: u64) -> impl Fn(u64) -> u64 {
        let (a, c, rev) = match self {
            Order::Forward => (1, 0, false),
            Order::Reverse => (1, 0, true),
            Order::Shuffle(seed) if n > 1 => {
                let r = mix(seed ^ 0x5eed);
                let mut a = mix(r) % n;
                while gcd(a, n) != 1 {
                    a = (a + 1) % n;
                }
                (a, r % n, false)
            }
            Order::Shuffle(_) => (1, 0, false),
        };
        move |k| {
            let k = if rev { n - 1 - k } else { k };
            ((a as u128 * k as u128 + c as u128) % n.max(1) as u128) as u64
        }
    }
}

/// What an access does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Read = 0,
    Write = 1,
    /// `memref.atomic_rmw`: reads and writes, but does not race with other atomics.
    Atomic = 2,
}

impl Kind {
    fn word(self) -> &'static str {
        match self {
            Kind::Read => "read",
            Kind::Write => "write",
            Kind::Atomic => "atomic read-modify-write",
        }
    }
    /// The kinds an access of this kind races with.
    fn conflicts(self) -> &'static [Kind] {
        match self {
            Kind::Read => &[Kind::Write, Kind::Atomic],
            Kind::Write => &[Kind::Read, Kind::Write, Kind::Atomic],
            Kind::Atomic => &[Kind::Read, Kind::Write],
        }
    }
}

/// One recorded access: the invocation (linear id in its workgroup), the workgroup (linear
/// id in the grid) and the op (function, instruction). `inv == NONE` marks an empty slot.
#[derive(Debug, Clone, Copy)]
struct Acc {
    inv: u32,
    wg: u32,
    func: u32,
    pc: u32,
}

const NONE: u32 = u32::MAX;
const EMPTY: Acc = Acc {
    inv: NONE,
    wg: 0,
    func: 0,
    pc: 0,
};

impl Acc {
    fn is_some(&self) -> bool {
        self.inv != NONE
    }
}

/// What is known about one element (see the module comment).
#[derive(Debug, Clone)]
struct Entry {
    wg: u32,
    epoch: u32,
    cur: [[Acc; 2]; 3],
    prev: [Acc; 3],
}

/// A fast hasher for `(buffer, byte address)` keys (FxHash's multiply-rotate); the map is
/// never iterated, so its order cannot show.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u32(&mut self, x: u32) {
        self.write_u64(x as u64);
    }
    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// A race found by [`RaceLog::access`]: the earlier access and its kind.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Conflict {
    kind: Kind,
    other: Acc,
}

/// The accesses of one launch.
#[derive(Debug)]
pub(crate) struct RaceLog {
    map: HashMap<(u32, usize), Entry, BuildHasherDefault<KeyHasher>>,
    /// The running invocation (linear in its workgroup), its workgroup (linear in the
    /// grid) and the workgroup's epoch (barriers released so far).
    pub inv: u32,
    pub wg: u32,
    pub epoch: u32,
    block: [i64; 3],
    grid: [i64; 3],
}

impl RaceLog {
    /// A log for a launch of `grid` workgroups of `block` invocations. Their ids must fit
    /// the log's 32-bit fields (no larger launch could finish in the interpreter).
    pub fn new(grid: [i64; 3], block: [i64; 3]) -> FResult<Self> {
        let count = |d: [i64; 3]| {
            d.iter()
                .try_fold(1i64, |a, &x| a.checked_mul(x))
                .filter(|&n| n < NONE as i64)
        };
        if count(grid).is_none() || count(block).is_none() {
            return fault(format!(
                "the race check handles fewer than {NONE} workgroups and invocations per workgroup; this launch has a grid of [{}] and workgroups of [{}]",
                super::memory::join(&grid),
                super::memory::join(&block)
            ));
        }
        Ok(RaceLog {
            map: HashMap::default(),
            inv: 0,
            wg: 0,
            epoch: 0,
            block,
            grid,
        })
    }

    /// Records an access of `kind` by the running invocation, at op `at` (function,
    /// instruction), to the element at byte `addr` of `buffer`; returns the earlier access
    /// it races with, if any.
    #[inline]
    pub fn access(
        &mut self,
        buffer: BufferId,
        addr: usize,
        kind: Kind,
        at: (u32, u32),
    ) -> Result<(), Conflict> {
        let (inv, wg, epoch) = (self.inv, self.wg, self.epoch);
        let e = self.map.entry((buffer.0, addr)).or_insert(Entry {
            wg,
            epoch,
            cur: [[EMPTY; 2]; 3],
            prev: [EMPTY; 3],
        });
        if e.wg != wg || e.epoch != epoch {
            for k in 0..3 {
                let c = e.cur[k][0];
                // Keep an access of another workgroup than the running one.
                if c.is_some() && (!e.prev[k].is_some() || e.prev[k].wg == wg) {
                    e.prev[k] = c;
                }
                e.cur[k] = [EMPTY; 2];
            }
            e.wg = wg;
            e.epoch = epoch;
        }
        for &k in kind.conflicts() {
            let p = e.prev[k as usize];
            if p.is_some() && p.wg != wg {
                return Err(Conflict { kind: k, other: p });
            }
            for c in e.cur[k as usize] {
                if c.is_some() && c.inv != inv {
                    return Err(Conflict { kind: k, other: c });
                }
            }
        }
        let me = Acc {
            inv,
            wg,
            func: at.0,
            pc: at.1,
        };
        let slots = &mut e.cur[kind as usize];
        if !slots[0].is_some() || slots[0].inv == inv {
            slots[0] = me;
        } else if !slots[1].is_some() || slots[1].inv == inv {
            slots[1] = me;
        }
        Ok(())
    }

    /// The message for race `c` with the running invocation's access of `kind` at op `at`
    /// to element offset `off` of `desc` (`here`); `loc` renders an op position as
    /// `file:line:col`.
    pub fn describe(
        &self,
        mem: &Memory,
        c: Conflict,
        kind: Kind,
        here: (&MemRefDesc, i64, (u32, u32)),
        loc: &dyn Fn((u32, u32)) -> String,
    ) -> String {
        let (desc, off, at) = here;
        let o = c.other;
        let elem = match index_of(desc, off) {
            Some(ix) => format!("element [{}]", super::memory::join(&ix)),
            None => format!("the element at offset {off}"),
        };
        let space = match mem.kind(desc.buffer) {
            Some(BufferKind::Workgroup) => " (workgroup memory)",
            _ => "",
        };
        format!(
            "data race on {elem} of {}{space}: {} by {} at {} and {} by {} at {}, with no gpu.barrier or atomic ordering them",
            desc.type_string(),
            c.kind.word(),
            self.who(o.inv, o.wg),
            loc((o.func, o.pc)),
            kind.word(),
            self.who(self.inv, self.wg),
            loc(at),
        )
    }

    fn who(&self, inv: u32, wg: u32) -> String {
        let split = |mut l: i64, d: [i64; 3]| {
            let x = l % d[0].max(1);
            l /= d[0].max(1);
            let y = l % d[1].max(1);
            (x, y, l / d[1].max(1))
        };
        let (tx, ty, tz) = split(inv as i64, self.block);
        let (bx, by, bz) = split(wg as i64, self.grid);
        format!("invocation ({tx},{ty},{tz}) of workgroup ({bx},{by},{bz})")
    }
}

/// The logical index of element offset `off` of `desc` (a search: only on the error path).
fn index_of(desc: &MemRefDesc, off: i64) -> Option<Vec<i64>> {
    let mut found = None;
    let _ = for_each_index(&desc.sizes, |ix| {
        if desc.offset_of_checked(ix)? == off {
            found = Some(ix.to_vec());
            return fault("found");
        }
        Ok(())
    });
    found
}

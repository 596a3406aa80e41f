//! SSA value and block numbering, as upstream's `SSANameState`.
//!
//! Each region is numbered after all the ops of its parent region: a region starts from the
//! counters (`%N`, `%argN`) its parent region ended with, so sibling regions reuse names
//! and nested regions continue after their parent. Entry block arguments are `%argN`,
//! other block arguments and op results `%N` (one number per op; `%N#i` for result `i` of a
//! multi-result op), blocks `^bbN` per region. In custom form, ops may suggest result names
//! (`%c0`, `%cst`), made unique with `_N` suffixes within the region tree.

use crate::dialect;
use crate::ir::fxhash::FxHashMap;
use crate::ir::{Block, Context, Module, Op, Region, Value, ValueDef};

/// The printed name of a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum VName {
    /// Not numbered (defined outside the printed op).
    Unknown,
    /// `%N`
    Num(u32),
    /// `%argN`
    Arg(u32),
    /// A suggested name: index into `NameState::strings`.
    Named(u32),
}

/// Names of every value and block under the printed root op.
#[derive(Debug, Default)]
pub(crate) struct NameState {
    pub values: Vec<VName>,
    pub blocks: Vec<u32>,
    pub strings: Vec<String>,
    used: FxHashMap<String, u32>,
    used_log: Vec<String>,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
}

impl NameState {
    /// Numbers everything nested in `root` (and its results).
    pub(crate) fn compute(ctx: &Context, m: &Module, root: Op, custom: bool) -> Self {
        let mut s = NameState {
            values: vec![VName::Unknown; m.value_capacity()],
            blocks: vec![u32::MAX; m.block_capacity()],
            ..Default::default()
        };
        // (region, next value, next arg, next conflict, used-names scope mark)
        let mut stack: Vec<(Region, u32, u32, u32, usize)> = Vec::new();
        for &r in m.op(root).regions() {
            stack.push((r, 0, 0, 0, 0));
        }
        s.number_op(ctx, m, root, custom);
        while let Some((r, nv, na, nc, mark)) = stack.pop() {
            s.next_value = nv;
            s.next_arg = na;
            s.next_conflict = nc;
            while s.used_log.len() > mark {
                if let Some(n) = s.used_log.pop() {
                    s.used.remove(&n);
                }
            }
            s.number_region(ctx, m, r, custom);
            let scope = s.used_log.len();
            for &b in m.region(r).blocks() {
                for op in m.block_ops(b) {
                    for &nr in m.op(op).regions() {
                        stack.push((nr, s.next_value, s.next_arg, s.next_conflict, scope));
                    }
                }
            }
        }
        s
    }

    fn number_region(&mut self, ctx: &Context, m: &Module, r: Region, custom: bool) {
        for (i, &b) in m.region(r).blocks().iter().enumerate() {
            if let Some(slot) = self.blocks.get_mut(b.index()) {
                *slot = i as u32;
            }
            let entry = i == 0;
            for &a in m.block(b).args() {
                if entry {
                    let name = format!("arg{}", self.next_arg);
                    let n = self.next_arg;
                    self.next_arg += 1;
                    let u = self.unique_name(&name);
                    if u == name {
                        self.set(a, VName::Arg(n));
                    } else {
                        let id = self.strings.len() as u32;
                        self.strings.push(u);
                        self.set(a, VName::Named(id));
                    }
                } else {
                    let n = self.next_value;
                    self.next_value += 1;
                    self.set(a, VName::Num(n));
                }
            }
            for op in m.block_ops(b) {
                self.number_op(ctx, m, op, custom);
            }
        }
    }

    fn number_op(&mut self, ctx: &Context, m: &Module, op: Op, custom: bool) {
        let Some(&first) = m.op(op).results().first() else {
            return;
        };
        if custom {
            if let Some(hint) = dialect::asm_result_name(ctx, m, op) {
                let u = self.unique_name(&sanitize(&hint));
                let id = self.strings.len() as u32;
                self.strings.push(u);
                self.set(first, VName::Named(id));
                return;
            }
        }
        let n = self.next_value;
        self.next_value += 1;
        self.set(first, VName::Num(n));
    }

    fn set(&mut self, v: Value, n: VName) {
        if let Some(slot) = self.values.get_mut(v.index()) {
            *slot = n;
        }
    }

    fn unique_name(&mut self, name: &str) -> String {
        let mut chosen = name.to_string();
        if self.used.contains_key(name) {
            loop {
                let probe = format!("{name}_{}", self.next_conflict);
                self.next_conflict += 1;
                if !self.used.contains_key(&probe) {
                    chosen = probe;
                    break;
                }
            }
        }
        self.used.insert(chosen.clone(), 0);
        self.used_log.push(chosen.clone());
        chosen
    }

    /// Writes `%name` (with `#i` for later results of multi-result ops).
    pub(crate) fn write_value(&self, m: &Module, v: Value, out: &mut String) {
        let (base, suffix) = match m.value(v).def {
            ValueDef::OpResult { op, index } => {
                let res = m.op(op).results();
                let first = res.first().copied().unwrap_or(v);
                (first, if res.len() > 1 { Some(index) } else { None })
            }
            ValueDef::BlockArg { .. } => (v, None),
        };
        match self
            .values
            .get(base.index())
            .copied()
            .unwrap_or(VName::Unknown)
        {
            VName::Unknown => {
                out.push_str("<<UNKNOWN SSA VALUE>>");
                return;
            }
            VName::Num(n) => {
                push_decimal(out, "%", n);
            }
            VName::Arg(n) => {
                push_decimal(out, "%arg", n);
            }
            VName::Named(i) => {
                out.push('%');
                out.push_str(
                    self.strings
                        .get(i as usize)
                        .map(|s| s.as_str())
                        .unwrap_or("?"),
                );
            }
        }
        if let Some(i) = suffix {
            push_decimal(out, "#", i);
        }
    }

    /// Writes `%name` of the first result of a result group (no `#i`).
    pub(crate) fn write_def(&self, v: Value, out: &mut String) {
        match self
            .values
            .get(v.index())
            .copied()
            .unwrap_or(VName::Unknown)
        {
            VName::Unknown => out.push_str("<<UNKNOWN SSA VALUE>>"),
            VName::Num(n) => {
                push_decimal(out, "%", n);
            }
            VName::Arg(n) => {
                push_decimal(out, "%arg", n);
            }
            VName::Named(i) => {
                out.push('%');
                out.push_str(
                    self.strings
                        .get(i as usize)
                        .map(|s| s.as_str())
                        .unwrap_or("?"),
                );
            }
        }
    }

    /// Writes `^bbN`.
    pub(crate) fn write_block(&self, b: Block, out: &mut String) {
        match self.blocks.get(b.index()).copied() {
            Some(n) if n != u32::MAX => {
                push_decimal(out, "^bb", n);
            }
            _ => out.push_str("<<UNKNOWN BLOCK>>"),
        }
    }
}

/// Makes a suggested name a valid suffix id: invalid characters become `_`, a leading
/// digit gets a `_` prefix.
fn sanitize(name: &str) -> String {
    let mut s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '$' | '.' | '_' | '-') {
                c
            } else {
                '_'
            }
        })
        .collect();
    if s.starts_with(|c: char| c.is_ascii_digit()) {
        s.insert(0, '_');
    }
    if s.is_empty() {
        s.push('_');
    }
    s
}

/// Appends `prefix` and the decimal digits of `n` (the names of values and blocks: the
/// printer writes one per operand, and `write!` costs several times more).
fn push_decimal(out: &mut String, prefix: &str, n: impl Into<u64>) {
    out.push_str(prefix);
    let mut n: u64 = n.into();
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &digits[i..] {
        out.push(char::from(d));
    }
}

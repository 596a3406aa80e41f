//! Congruences of index values modulo powers of two, and the 4-vector views of storage
//! buffers they enable.
//!
//! On CPU Vulkan drivers (lavapipe) a storage-buffer load whose address differs per SIMD
//! lane costs a loop over the lanes; inside one lane iteration every component of a
//! vector load is fetched, so one `vec4` load costs what one scalar load costs. A
//! `vector.load`/`vector.store` of `vector<4xT>` on a buffer of 32-bit scalars is
//! therefore emitted on the buffer declared as an array of 4-vectors (same bytes,
//! [`super::Access::BlockVec4`]) when its linear index `lin` is known modulo 4:
//!
//! - `lin ≡ 0`: one vector `OpLoad`/`OpStore` of vector `lin >> 2`;
//! - `lin ≡ c ≠ 0`: a load is the two vectors the elements straddle and an
//!   `OpVectorShuffle` (both in the buffer when the elements are, since its length is a
//!   multiple of 4); a store is four stores to constant components.
//!
//! Every other access to such a buffer (scalar loads and stores, vector accesses at an
//! unknown residue) addresses component `lin & 3` of vector `lin >> 2`.
//!
//! [`Divisibility`] computes, for an integer or index value of the kernel, a congruence
//! [`Cong`] `value ≡ r (mod m)` with `m` a power of two at most [`CAP`]: constants,
//! `arith.muli`/`addi`/`subi`/`shli`/`andi`/`remsi`/`remui`/`select`/min/max, casts and
//! extensions, `affine.apply`/`affine.min`/`affine.max` maps, and the induction variables
//! of `scf.for` (`lb + k·step`) and `affine.for`. Anything else (GPU ids, other block
//! arguments) is unknown. The walk is iterative and memoized.
//!
//! [`vec4_args`] decides which kernel arguments get the vector view: a storage-buffer
//! memref of static shape with a static (identity or strided) layout whose innermost
//! stride is 1, 32-bit scalar elements, an element count that is a nonzero multiple of 4,
//! no atomics on it (nor on views of it), and at least one 4-lane vector access directly
//! on it that is aligned, or a load at a known residue.

use tessera_lowering::ir::fxhash::{FxHashMap as HashMap, FxHashSet as HashSet};

use tessera_lowering::affine::ops::{constant_int, for_bounds, map_attr};
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{
    AffineBinOp, AffineExpr, AffineExprKind, AffineMap, AttrKind, Context, Module, Op, Type,
    TypeKind, Value, ValueDef, DYNAMIC,
};

use super::memory::{memref_space, MemSpace};
use super::{Access, Cx, Dim, MemrefVal};

/// The largest divisor tracked: 16 (the alignment of a `vec4<f32>` in bytes, in elements
/// of 4 bytes, is 4; a little headroom keeps products informative).
pub(crate) const CAP: u32 = 16;

/// Deepest affine expression evaluated; deeper subexpressions count as 1.
const MAX_EXPR_DEPTH: u32 = 64;

/// A congruence `value ≡ r (mod m)`, `m` a power of two at most [`CAP`], `r < m`. Integer
/// wrap-around keeps it (the modulus divides 2^bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cong {
    /// The modulus.
    pub m: u32,
    /// The residue.
    pub r: u32,
}

impl Cong {
    /// Nothing known.
    pub const UNKNOWN: Cong = Cong { m: 1, r: 0 };

    /// `≡ r (mod m)` (`m` a power of two, capped at [`CAP`]).
    pub fn new(m: u64, r: i128) -> Cong {
        let m = m.clamp(1, u64::from(CAP)) as u32;
        Cong {
            m,
            r: r.rem_euclid(i128::from(m)) as u32,
        }
    }

    /// A constant.
    pub fn constant(c: i64) -> Cong {
        Cong::new(u64::from(CAP), i128::from(c))
    }

    /// The largest power of two known to divide the value.
    pub fn divisor(self) -> u32 {
        if self.r == 0 {
            self.m
        } else {
            1 << self.r.trailing_zeros()
        }
    }

    /// The residue modulo 4, when known.
    pub fn mod4(self) -> Option<u32> {
        (self.m >= 4).then_some(self.r % 4)
    }

    /// `a + b`.
    pub fn add(self, b: Cong) -> Cong {
        Cong::new(
            u64::from(self.m.min(b.m)),
            i128::from(self.r) + i128::from(b.r),
        )
    }

    /// `a - b`.
    pub fn sub(self, b: Cong) -> Cong {
        Cong::new(
            u64::from(self.m.min(b.m)),
            i128::from(self.r) - i128::from(b.r),
        )
    }

    /// `a * b`: with `a = ra + ma·s`, `b = rb + mb·t`, `ab = ra·rb + ra·mb·t + rb·ma·s +
    /// ma·mb·s·t`.
    pub fn mul(self, b: Cong) -> Cong {
        let term = |r: u32, m: u32| -> u64 {
            if r == 0 {
                u64::MAX
            } else {
                (1u64 << r.trailing_zeros()) * u64::from(m)
            }
        };
        let m = (u64::from(self.m) * u64::from(b.m))
            .min(term(self.r, b.m))
            .min(term(b.r, self.m));
        Cong::new(m, i128::from(self.r) * i128::from(b.r))
    }

    /// What holds for either `a` or `b`.
    pub fn join(self, b: Cong) -> Cong {
        let m = self.m.min(b.m);
        let (ra, rb) = (self.r % m, b.r % m);
        if ra == rb {
            Cong { m, r: ra }
        } else {
            let m = 1u32 << (ra ^ rb).trailing_zeros();
            Cong::new(u64::from(m), i128::from(ra))
        }
    }

    /// `a rem b` / `a mod b` (`a - b·q` for some `q`).
    pub fn rem(self, b: Cong) -> Cong {
        Cong::new(u64::from(self.m.min(b.divisor())), i128::from(self.r))
    }

    /// `a & b`: known low bits combine; a multiple of `2^k` stays one.
    pub fn and(self, b: Cong) -> Cong {
        let m = self.m.min(b.m);
        let mut best = Cong {
            m,
            r: (self.r & b.r) % m,
        };
        for x in [self, b] {
            if x.r == 0 && x.m > best.m {
                best = Cong { m: x.m, r: 0 };
            }
        }
        best
    }

    /// The exact quotient `a / c` for a power of two `c`, when `a` is known to be a multiple.
    pub fn exact_div(self, c: i64) -> Cong {
        if c > 0 && (c as u64).is_power_of_two() && u64::from(self.m) >= c as u64 {
            let c = c as u32;
            if self.r.is_multiple_of(c) {
                return Cong::new(u64::from(self.m / c), i128::from(self.r / c));
            }
        }
        Cong::UNKNOWN
    }
}

/// Memoized congruence facts of the values of one module (see the module docs).
#[derive(Debug, Default, Clone)]
pub(crate) struct Divisibility {
    memo: HashMap<Value, Cong>,
}

impl Divisibility {
    /// The largest power of two (at most [`CAP`]) known to divide `v`; 1 when unknown.
    #[cfg(test)]
    pub fn of(&mut self, ctx: &Context, m: &Module, v: Value) -> u32 {
        self.fact(ctx, m, v).divisor()
    }

    /// What is known of `v` modulo powers of two.
    pub fn fact(&mut self, ctx: &Context, m: &Module, v: Value) -> Cong {
        if let Some(&d) = self.memo.get(&v) {
            return d;
        }
        // Post-order over the dependency graph with an explicit stack; a value met again
        // while its own dependencies are pending (a cycle through block arguments cannot
        // occur, since those are leaves, but malformed IR might have one) reads as unknown.
        let mut pending: HashSet<Value> = HashSet::default();
        let mut stack = vec![(v, false)];
        while let Some((x, expanded)) = stack.pop() {
            if self.memo.contains_key(&x) {
                continue;
            }
            if expanded {
                let d = self.compute(ctx, m, x);
                self.memo.insert(x, d);
                pending.remove(&x);
                continue;
            }
            if !pending.insert(x) {
                continue;
            }
            stack.push((x, true));
            for dep in deps(ctx, m, x) {
                if !self.memo.contains_key(&dep) && !pending.contains(&dep) {
                    stack.push((dep, false));
                }
            }
        }
        self.get(v)
    }

    /// What is known of result `k` of `map` applied to `operands` (an `affine.load`'s
    /// index), modulo powers of two.
    pub fn map_result(
        &mut self,
        ctx: &Context,
        m: &Module,
        map: AffineMap,
        operands: &[Value],
        k: usize,
    ) -> Cong {
        for &v in operands {
            self.fact(ctx, m, v);
        }
        let data = ctx.map_data(map);
        if (data.num_dims + data.num_symbols) as usize != operands.len() {
            return Cong::UNKNOWN;
        }
        match data.results.get(k) {
            Some(&e) => self.expr(ctx, e, data.num_dims, operands, 0),
            None => Cong::UNKNOWN,
        }
    }

    /// The memoized fact, unknown when not computed.
    fn get(&self, v: Value) -> Cong {
        self.memo.get(&v).copied().unwrap_or(Cong::UNKNOWN)
    }

    /// The fact of `v` from the (already computed) facts of its dependencies.
    fn compute(&self, ctx: &Context, m: &Module, v: Value) -> Cong {
        match m.value(v).def {
            ValueDef::BlockArg { block, index } => {
                let Some(parent) = m.block_parent_op(block) else {
                    return Cong::UNKNOWN;
                };
                if index != 0 {
                    return Cong::UNKNOWN;
                }
                match m.op(parent).kind {
                    // iv = lb + k·step
                    Some(OpKind::ScfFor) => {
                        let ops = m.op(parent).operands();
                        match (ops.first(), ops.get(2)) {
                            (Some(&lb), Some(&step)) => {
                                self.get(lb).add(Cong::UNKNOWN.mul(self.get(step)))
                            }
                            _ => Cong::UNKNOWN,
                        }
                    }
                    Some(OpKind::AffineFor) => match for_bounds(ctx, m, parent) {
                        Some(fb) => self
                            .map_join(ctx, fb.lb_map, &fb.lb_operands)
                            .add(Cong::UNKNOWN.mul(Cong::constant(fb.step))),
                        None => Cong::UNKNOWN,
                    },
                    _ => Cong::UNKNOWN,
                }
            }
            ValueDef::OpResult { op, index } => {
                if index != 0 {
                    return Cong::UNKNOWN;
                }
                self.compute_result(ctx, m, op, v)
            }
        }
    }

    fn compute_result(&self, ctx: &Context, m: &Module, op: Op, v: Value) -> Cong {
        use OpKind as K;
        let d = m.op(op);
        let ops = d.operands();
        let arg = |i: usize| ops.get(i).map(|x| self.get(*x)).unwrap_or(Cong::UNKNOWN);
        let both = || ops.len() == 2;
        match d.kind {
            Some(K::ArithConstant) => constant_int(ctx, m, v)
                .map(Cong::constant)
                .unwrap_or(Cong::UNKNOWN),
            Some(K::ArithMulI) if both() => arg(0).mul(arg(1)),
            Some(K::ArithAddI) if both() => arg(0).add(arg(1)),
            Some(K::ArithSubI) if both() => arg(0).sub(arg(1)),
            Some(K::ArithMinSI | K::ArithMinUI | K::ArithMaxSI | K::ArithMaxUI) if both() => {
                arg(0).join(arg(1))
            }
            Some(K::ArithAndI) if both() => arg(0).and(arg(1)),
            Some(K::ArithShLI) if both() => match ops.get(1).and_then(|s| constant_int(ctx, m, *s))
            {
                Some(k) if (0..=62).contains(&k) => arg(0).mul(Cong::constant(1 << k)),
                _ => Cong::UNKNOWN,
            },
            Some(K::ArithRemSI | K::ArithRemUI) if both() => arg(0).rem(arg(1)),
            Some(K::ArithSelect) if ops.len() == 3 => arg(1).join(arg(2)),
            // Casts and extensions keep the low bits.
            Some(K::ArithIndexCast | K::ArithIndexCastUI | K::ArithExtSI | K::ArithExtUI)
                if ops.len() == 1 =>
            {
                arg(0)
            }
            Some(K::AffineApply | K::AffineMin | K::AffineMax) => {
                match map_attr(ctx, m, op, "map") {
                    Some(map) => self.map_join(ctx, map, ops),
                    None => Cong::UNKNOWN,
                }
            }
            _ => Cong::UNKNOWN,
        }
    }

    /// What holds for every result of `map` over `operands`.
    fn map_join(&self, ctx: &Context, map: AffineMap, operands: &[Value]) -> Cong {
        let data = ctx.map_data(map);
        if (data.num_dims + data.num_symbols) as usize != operands.len() {
            return Cong::UNKNOWN;
        }
        data.results
            .iter()
            .map(|e| self.expr(ctx, *e, data.num_dims, operands, 0))
            .reduce(Cong::join)
            .unwrap_or(Cong::UNKNOWN)
    }

    fn expr(&self, ctx: &Context, e: AffineExpr, nd: u32, operands: &[Value], depth: u32) -> Cong {
        if depth > MAX_EXPR_DEPTH {
            return Cong::UNKNOWN;
        }
        let sub = |x: AffineExpr| self.expr(ctx, x, nd, operands, depth + 1);
        let operand = |i: usize| {
            operands
                .get(i)
                .map(|v| self.get(*v))
                .unwrap_or(Cong::UNKNOWN)
        };
        match ctx.expr(e) {
            AffineExprKind::Const(c) => Cong::constant(c),
            AffineExprKind::Dim(i) => operand(i as usize),
            AffineExprKind::Symbol(i) => operand((nd + i) as usize),
            AffineExprKind::Bin(AffineBinOp::Add, a, b) => sub(a).add(sub(b)),
            AffineExprKind::Bin(AffineBinOp::Mul, a, b) => sub(a).mul(sub(b)),
            AffineExprKind::Bin(AffineBinOp::Mod, a, b) => sub(a).rem(sub(b)),
            AffineExprKind::Bin(AffineBinOp::FloorDiv | AffineBinOp::CeilDiv, a, b) => {
                match ctx.expr(b) {
                    AffineExprKind::Const(c) => sub(a).exact_div(c),
                    _ => Cong::UNKNOWN,
                }
            }
        }
    }
}

/// The values `v`'s fact is computed from.
fn deps(ctx: &Context, m: &Module, v: Value) -> Vec<Value> {
    match m.value(v).def {
        ValueDef::BlockArg { block, index } => {
            if index != 0 {
                return Vec::new();
            }
            let Some(parent) = m.block_parent_op(block) else {
                return Vec::new();
            };
            match m.op(parent).kind {
                Some(OpKind::ScfFor) => {
                    let ops = m.op(parent).operands();
                    [ops.first(), ops.get(2)]
                        .into_iter()
                        .flatten()
                        .copied()
                        .collect()
                }
                Some(OpKind::AffineFor) => for_bounds(ctx, m, parent)
                    .map(|fb| fb.lb_operands)
                    .unwrap_or_default(),
                _ => Vec::new(),
            }
        }
        ValueDef::OpResult { op, index } => {
            if index != 0 {
                return Vec::new();
            }
            use OpKind as K;
            match m.op(op).kind {
                Some(
                    K::ArithMulI
                    | K::ArithAddI
                    | K::ArithSubI
                    | K::ArithMinSI
                    | K::ArithMinUI
                    | K::ArithMaxSI
                    | K::ArithMaxUI
                    | K::ArithAndI
                    | K::ArithShLI
                    | K::ArithRemSI
                    | K::ArithRemUI
                    | K::ArithSelect
                    | K::ArithIndexCast
                    | K::ArithIndexCastUI
                    | K::ArithExtSI
                    | K::ArithExtUI
                    | K::AffineApply
                    | K::AffineMin
                    | K::AffineMax,
                ) => m.op(op).operands().to_vec(),
                _ => Vec::new(),
            }
        }
    }
}

/// `offset + Σ idx[k]·strides[k]` modulo 4, when known and the innermost stride is 1.
pub(crate) fn lin_mod4(
    div: &mut Divisibility,
    ctx: &Context,
    m: &Module,
    idx: &[Value],
    strides: &[i64],
    offset: i64,
) -> Option<u32> {
    if idx.len() != strides.len() || strides.last() != Some(&1) {
        return None;
    }
    let mut acc = Cong::constant(offset);
    for (&v, &s) in idx.iter().zip(strides) {
        acc = acc.add(div.fact(ctx, m, v).mul(Cong::constant(s)));
    }
    acc.mod4()
}

/// Strides and offset of a memref type with a static shape and a static layout.
fn static_layout(ctx: &Context, ty: Type) -> Option<(Vec<i64>, i64)> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(ty) else {
        return None;
    };
    if shape.contains(&DYNAMIC) {
        return None;
    }
    let row_major = || {
        let mut strides = vec![1i64; shape.len()];
        for k in (0..shape.len().saturating_sub(1)).rev() {
            strides[k] = strides[k + 1].checked_mul(shape[k + 1])?;
        }
        Some((strides, 0))
    };
    match layout.map(|l| ctx.attr_kind(l)) {
        None => row_major(),
        Some(AttrKind::AffineMap(map)) => {
            let d = ctx.map_data(*map);
            let identity = d.num_symbols == 0
                && d.results.len() == shape.len()
                && d.results.iter().enumerate().all(
                    |(i, e)| matches!(ctx.expr(*e), AffineExprKind::Dim(k) if k as usize == i),
                );
            if identity {
                row_major()
            } else {
                None
            }
        }
        Some(AttrKind::StridedLayout { offset, strides }) => {
            if *offset == DYNAMIC || strides.contains(&DYNAMIC) {
                None
            } else {
                Some((strides.clone(), *offset))
            }
        }
        Some(_) => None,
    }
}

/// Whether `ty` is a 32-bit scalar element that can live in a `vec4`.
fn is_word_scalar(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => k.width() == 32,
        TypeKind::Integer { width, .. } => *width == 32,
        _ => false,
    }
}

/// The 4-lane vector type of `ty`, if it is one: its element type.
fn vec4_elem(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, elem, .. } if shape.as_slice() == [4] => Some(*elem),
        _ => None,
    }
}

/// The arguments of kernel `func` whose buffers get the `vec4` view, as a flag per value
/// index (see the module docs).
pub(crate) fn vec4_args(
    ctx: &Context,
    m: &Module,
    func: Op,
    div: &mut Divisibility,
) -> HashSet<Value> {
    let mut out = HashSet::default();
    let Some(entry) = m.entry_block(func, 0) else {
        return out;
    };
    // Candidates by their type.
    let mut cands: HashMap<Value, (Type, Vec<i64>, i64)> = HashMap::default();
    for &a in m.block(entry).args() {
        let ty = m.value_type(a);
        let TypeKind::MemRef {
            shape,
            elem,
            memory_space,
            ..
        } = ctx.type_kind(ty)
        else {
            continue;
        };
        if memref_space(ctx, *memory_space) != Ok(MemSpace::Storage) || !is_word_scalar(ctx, *elem)
        {
            continue;
        }
        let count = shape.iter().try_fold(
            1i64,
            |acc, d| if *d < 0 { None } else { acc.checked_mul(*d) },
        );
        if !matches!(count, Some(n) if n > 0 && n % 4 == 0) {
            continue;
        }
        if let Some((strides, offset)) = static_layout(ctx, ty) {
            if strides.last() == Some(&1) {
                cands.insert(a, (*elem, strides, offset));
            }
        }
    }
    if cands.is_empty() {
        return out;
    }
    let mut atomic: HashSet<Value> = HashSet::default();
    // (memref, vector type, indices, is a load)
    let mut accesses: Vec<(Value, Type, Vec<Value>, bool)> = Vec::new();
    m.walk_pre(func, &mut |op| {
        let d = m.op(op);
        let ops = d.operands();
        match d.kind {
            Some(OpKind::MemRefAtomicRmw) => {
                if let Some(&t) = ops.get(1) {
                    atomic.insert(super::analysis::root(m, t));
                }
            }
            Some(OpKind::VectorLoad) => {
                if let (Some(&mem), Some(&r)) = (ops.first(), d.results().first()) {
                    accesses.push((mem, m.value_type(r), ops[1..].to_vec(), true));
                }
            }
            Some(OpKind::VectorStore) => {
                if let (Some(&val), Some(&mem)) = (ops.first(), ops.get(1)) {
                    accesses.push((mem, m.value_type(val), ops[2..].to_vec(), false));
                }
            }
            _ => {}
        }
    });
    for (mem, vty, idx, load) in accesses {
        let Some((elem, strides, offset)) = cands.get(&mem) else {
            continue;
        };
        if atomic.contains(&mem) || out.contains(&mem) || vec4_elem(ctx, vty) != Some(*elem) {
            continue;
        }
        // An aligned access is one vector load/store; a load at a known misalignment is
        // two vector loads and a shuffle instead of four component loads.
        match lin_mod4(div, ctx, m, &idx, strides, *offset) {
            Some(0) => {
                out.insert(mem);
            }
            Some(_) if load => {
                out.insert(mem);
            }
            _ => {}
        }
    }
    out
}

impl Cx<'_> {
    /// For a 4-lane access of `mr` (a buffer with a `vec4` view) at IR indices `idx`: its
    /// linear index modulo 4 when known (0: one vector load or store).
    pub(crate) fn vec4_residue(
        &mut self,
        mr: &MemrefVal,
        idx: &[Value],
        lanes: u32,
    ) -> Option<u32> {
        if mr.access != Access::BlockVec4 || lanes != 4 || mr.elem.is_vector() {
            return None;
        }
        let Dim::Static(offset) = mr.offset else {
            return None;
        };
        let mut strides = Vec::with_capacity(mr.strides.len());
        for s in &mr.strides {
            match s {
                Dim::Static(s) => strides.push(*s),
                Dim::Dyn(_) => return None,
            }
        }
        lin_mod4(&mut self.div, self.ctx, self.m, idx, &strides, offset)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tessera_lowering::parser::{parse_source, ParseOptions};

    /// Parses `body` as a kernel and returns the divisor of every `%name = ...` result
    /// bound by `"test.div"` markers, i.e. the operands of the marker op, in order.
    fn divisors(body: &str) -> Vec<u32> {
        let text = format!(
            "gpu.module @g {{\n gpu.func @k(%n: index, %m: memref<64xf32>) kernel {{\n{body}\n \
             \"test.use\"() : () -> ()\n gpu.return\n }}\n}}"
        );
        let mut ctx = Context::new();
        let m = parse_source(
            &mut ctx,
            &text,
            "t.mlir",
            &ParseOptions {
                allow_unregistered: true,
            },
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let mut uses = Vec::new();
        for &top in &m.top {
            m.walk_pre(top, &mut |op| {
                if ctx.ident_str(m.op(op).name) == "test.div" {
                    uses.extend_from_slice(m.op(op).operands());
                }
            });
        }
        let mut div = Divisibility::default();
        uses.iter().map(|v| div.of(&ctx, &m, *v)).collect()
    }

    #[test]
    fn congruence_algebra() {
        let c = Cong::constant;
        assert_eq!(c(0), Cong { m: 16, r: 0 });
        assert_eq!(c(-3), Cong { m: 16, r: 13 });
        assert_eq!(c(12).divisor(), 4);
        assert_eq!(c(i64::MIN).divisor(), CAP);
        let x = Cong::UNKNOWN;
        assert_eq!(x.mul(c(4)), Cong { m: 4, r: 0 });
        assert_eq!(x.mul(c(4)).add(c(1)), Cong { m: 4, r: 1 });
        assert_eq!(x.mul(c(4)).add(c(6)).mul(c(2)), Cong { m: 8, r: 4 });
        // (4k + 1)(4l + 3) = 16kl + 12k + 4l + 3: ≡ 3 (mod 4).
        assert_eq!(
            x.mul(c(4)).add(c(1)).mul(x.mul(c(4)).add(c(3))),
            Cong { m: 4, r: 3 }
        );
        assert_eq!(c(5).join(c(13)), Cong { m: 8, r: 5 });
        assert_eq!(c(5).join(c(7)), Cong { m: 2, r: 1 });
        assert_eq!(x.mul(c(8)).and(x), Cong { m: 8, r: 0 });
        assert_eq!(c(7).and(x.mul(c(4)).add(c(2))), Cong { m: 4, r: 2 });
        assert_eq!(x.mul(c(16)).add(c(4)).rem(c(8)), Cong { m: 8, r: 4 });
        assert_eq!(x.mul(c(16)).add(c(4)).exact_div(4), Cong { m: 4, r: 1 });
        assert_eq!(x.mul(c(16)).add(c(2)).exact_div(4), Cong::UNKNOWN);
        assert_eq!(x.mul(c(4)).add(c(1)).mod4(), Some(1));
        assert_eq!(x.mul(c(2)).mod4(), None);
    }

    #[test]
    fn arith_chains() {
        let d = divisors(
            "%c4 = arith.constant 4 : index
             %c64 = arith.constant 64 : index
             %c1 = arith.constant 1 : index
             %c2 = arith.constant 2 : index
             %x = gpu.thread_id x
             %bx = gpu.block_id x
             %0 = arith.muli %bx, %c64 : index
             %1 = arith.muli %x, %c4 : index
             %j = arith.addi %0, %1 : index
             %j1 = arith.addi %j, %c1 : index
             %j2 = arith.subi %j, %c2 : index
             %s = arith.shli %x, %c2 : index
             %i32 = arith.index_cast %j : index to i32
             %true = arith.constant true
             %sel = arith.select %true, %j, %j2 : index
             %r = arith.remui %j, %c64 : index
             %a = arith.andi %n, %c64 : index
             %big = arith.muli %0, %c64 : index
             \"test.div\"(%c4, %x, %0, %1, %j, %j1, %j2, %s, %i32, %r, %a, %big, %n, %sel) : (index, index, index, index, index, index, index, index, i32, index, index, index, index, index) -> ()",
        );
        assert_eq!(d, vec![4, 1, 16, 4, 4, 1, 2, 4, 4, 4, 16, 16, 1, 2]);
    }

    #[test]
    fn loop_induction_variables() {
        let d = divisors(
            "%c0 = arith.constant 0 : index
             %c4 = arith.constant 4 : index
             %c6 = arith.constant 6 : index
             %c8 = arith.constant 8 : index
             %c64 = arith.constant 64 : index
             scf.for %i = %c0 to %c64 step %c8 {
               scf.for %k = %c4 to %c64 step %c6 {
                 %o = arith.addi %i, %c4 : index
                 \"test.div\"(%i, %k, %o) : (index, index, index) -> ()
               }
             }
             affine.for %t = 8 to 64 step 4 {
               %e = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0 * 16)>(%t)[%n]
               %f = affine.apply affine_map<(d0) -> (d0 + 3)>(%t)
               %g = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%t)
               \"test.div\"(%t, %e, %f, %g) : (index, index, index, index) -> ()
             }",
        );
        assert_eq!(d, vec![8, 2, 4, 4, 8, 1, 2]);
    }

    #[test]
    fn deep_chains_do_not_recurse() {
        let mut body = String::from("%v0 = arith.constant 16 : index\n");
        for i in 1..20000 {
            body.push_str(&format!(
                "%v{i} = arith.addi %v{}, %v{} : index\n",
                i - 1,
                i - 1
            ));
        }
        body.push_str("\"test.div\"(%v19999) : (index) -> ()");
        assert_eq!(divisors(&body), vec![16]);
    }
}

//! Random, verified host programs for differential fuzzing of the GPU paths
//! (`tests/tests/fuzz_gpu.rs`).
//!
//! [`generate`] makes one program from a seed, deterministically. Each program is a
//! `func.func @main()` that allocates its inputs and outputs at the top of its entry block
//! (so `tessera validate` captures and compares every one of them), fills the inputs with
//! constants that include the edge values of their types (NaN, ±inf, ±0, denormals, the
//! largest finite values, `INT_MIN`, `-1`, shift amounts around the bit width), zeroes the
//! outputs, and runs one or two affine loop nests that the GPU pipeline maps to kernels:
//! random bounds and steps, accesses with `mod` (always in bounds), `iter_args`
//! reductions as `affine.for` or `scf.for`, `affine.if` guards, `scf.if` with results, and
//! expression trees of `arith` and `math` ops on i8, i16, i32, i64, f16, f32 and f64, some
//! of whose values go through `vector` ops of 2 to 8 lanes (`progen/vector.rs`).
//!
//! **Every result is defined by LangRef** (no poison, no undefined behaviour):
//! - `divsi`, `remsi`, `ceildivsi`, `floordivsi` select a divisor of 1 for 0 and for
//!   `INT_MIN / -1`; the unsigned divisions for 0;
//! - shift amounts are masked to `bitwidth - 1` or selected to 0 when `>= bitwidth`;
//! - `fptosi`/`fptoui` only see values whose truncation is in range (a select replaces
//!   others, NaN included, by 0);
//! - no fast-math flags at all (so no `nnan`/`ninf` with NaN inputs, no contraction);
//! - a float value is only bitcast to an integer after NaNs are replaced by one canonical
//!   NaN (IEEE leaves a NaN's payload and sign unspecified).
//!
//! **Every result is comparable within `validate`'s tolerances.** Float results are tracked
//! as *exact* (what any IEEE implementation computes bit for bit: loads, constants,
//! `addf`/`subf`/`mulf` that cannot be contracted, min/max, negation, selects, conversions)
//! or not (division, square roots and transcendental functions, which Vulkan allows to
//! be a few ULP off, and an add of a product, which a driver may contract into an FMA).
//! Discontinuous consumers — `cmpf`, `isnan`/`isinf`/`isfinite`/`isnormal`,
//! `floor`/`ceil`/`round`/`trunc`/`roundeven`, `fptosi`/`fptoui`, `remf`, bitcasts — only
//! take exact operands, so a legitimate ULP difference cannot become an
//! O(1) difference. Transcendental functions get arguments clamped into a well-conditioned
//! range, on f16 and f32 only (GLSL.std.450 has no f64 versions), and their results are
//! only stored or passed through exact, order-preserving ops. `addf` reductions sum only
//! small binary fractions and special values, so every summation order gives the same
//! result.

use std::fmt::Write as _;

/// The integer binary ops the generators pick from (scalar and vector alike).
const INT_BINARY_OPS: &[&str] = &[
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.maxsi",
    "arith.minsi",
    "arith.maxui",
    "arith.minui",
];

/// Every `arith.cmpf` predicate; the ones that depend on their operands are
/// `CMPF_PREDICATES[1..15]` (without `false` and `true`).
const CMPF_PREDICATES: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// Every `arith.cmpi` predicate.
const CMPI_PREDICATES: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

mod vector;

/// A small, fast, deterministic generator (SplitMix64).
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed ^ 0x5DEE_CE66_D1CE_4E5B)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as u64) as i64
    }

    /// True with probability `p` percent.
    pub fn chance(&mut self, p: u64) -> bool {
        self.below(100) < p
    }

    /// One of `items`.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

/// The element types the generator uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ty {
    /// `i8`
    I8,
    /// `i16`
    I16,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `f16`
    F16,
    /// `f32`
    F32,
    /// `f64`
    F64,
}

impl Ty {
    /// Every type.
    pub const ALL: [Ty; 7] = [Ty::I8, Ty::I16, Ty::I32, Ty::I64, Ty::F16, Ty::F32, Ty::F64];

    /// The MLIR spelling.
    pub fn name(self) -> &'static str {
        match self {
            Ty::I8 => "i8",
            Ty::I16 => "i16",
            Ty::I32 => "i32",
            Ty::I64 => "i64",
            Ty::F16 => "f16",
            Ty::F32 => "f32",
            Ty::F64 => "f64",
        }
    }

    /// Bit width.
    pub fn width(self) -> u32 {
        match self {
            Ty::I8 => 8,
            Ty::I16 | Ty::F16 => 16,
            Ty::I32 | Ty::F32 => 32,
            Ty::I64 | Ty::F64 => 64,
        }
    }

    /// Whether it is a float type.
    pub fn is_float(self) -> bool {
        matches!(self, Ty::F16 | Ty::F32 | Ty::F64)
    }

    /// The integer type of the same width (`bitcast` partner), if any.
    fn int_twin(self) -> Option<Ty> {
        match self {
            Ty::F16 => Some(Ty::I16),
            Ty::F32 => Some(Ty::I32),
            Ty::F64 => Some(Ty::I64),
            _ => None,
        }
    }

    /// The float type of the same width (`bitcast` partner), if any.
    fn float_twin(self) -> Option<Ty> {
        match self {
            Ty::I16 => Some(Ty::F16),
            Ty::I32 => Some(Ty::F32),
            Ty::I64 => Some(Ty::F64),
            _ => None,
        }
    }

    /// The bits of the float `v` in this (float) type, rounded to nearest.
    fn float_bits(self, v: f64) -> u64 {
        match self {
            Ty::F16 => u64::from(f32_to_f16_bits(v as f32)),
            Ty::F32 => u64::from((v as f32).to_bits()),
            _ => v.to_bits(),
        }
    }
}

/// f32 to binary16 bits, rounding to nearest even (enough for the constants used here:
/// they are exact in f16 or infinite).
fn f32_to_f16_bits(v: f32) -> u16 {
    let b = v.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    if v.is_nan() {
        return sign | 0x7E00;
    }
    let a = v.abs();
    if a >= 65520.0 {
        return sign | 0x7C00;
    }
    if a == 0.0 {
        return sign;
    }
    let e = ((b >> 23) & 0xFF) as i32 - 127;
    if e < -14 {
        // Subnormal: units of 2^-24.
        let units = (f64::from(a) * f64::from(1u32 << 24)).round_ties_even() as u16;
        return sign | units;
    }
    let mant = b & 0x7F_FFFF;
    let mut m = mant >> 13;
    let rest = mant & 0x1FFF;
    let mut e16 = (e + 15) as u32;
    if rest > 0x1000 || (rest == 0x1000 && m & 1 == 1) {
        m += 1;
        if m == 0x400 {
            m = 0;
            e16 += 1;
        }
    }
    sign | ((e16 << 10) as u16) | m as u16
}

/// The kind of values an input holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Profile {
    /// Edge values of the type mixed with ordinary ones.
    Edge,
    /// Small binary fractions (multiples of 1/8 in [-4, 4]) and, for floats, NaN, ±inf
    /// and ±0: sums of these are exact in any order.
    Tame,
}

#[derive(Debug, Clone)]
struct Input {
    name: String,
    ty: Ty,
    profile: Profile,
}

/// A generated value: its SSA name, and for floats whether every conforming
/// implementation computes it bit for bit ([`module docs`](self)).
#[derive(Debug, Clone)]
struct Val {
    name: String,
    exact: bool,
    /// Produced by `mulf` (an add of it may be contracted into an FMA).
    product: bool,
}

impl Val {
    fn exact(name: String) -> Self {
        Val {
            name,
            exact: true,
            product: false,
        }
    }
}

/// A subscript: `(Σ coeff·iv + off) mod modulo`.
#[derive(Debug, Clone)]
struct Sub {
    /// `(index into the IVs in scope, coefficient)`.
    terms: Vec<(usize, i64)>,
    off: i64,
    modulo: Option<i64>,
}

impl Sub {
    /// The affine expression with IV `k` spelled `names[k]`.
    fn render(&self, names: &[String]) -> String {
        let mut e = String::new();
        for &(k, c) in &self.terms {
            if !e.is_empty() {
                e.push_str(" + ");
            }
            if c == 1 {
                e.push_str(&names[k]);
            } else {
                e.push_str(&format!("{} * {c}", names[k]));
            }
        }
        if e.is_empty() {
            return self.off.to_string();
        }
        match self.off {
            0 => {}
            o if o < 0 => e.push_str(&format!(" - {}", -o)),
            o => e.push_str(&format!(" + {o}")),
        }
        match self.modulo {
            Some(m) => format!("({e}) mod {m}"),
            None => e,
        }
    }
}

/// A generated program.
#[derive(Debug, Clone)]
pub struct Program {
    /// The seed it was made from.
    pub seed: u64,
    /// The MLIR text.
    pub text: String,
    /// The element types it uses (sorted, no duplicates).
    pub types: Vec<Ty>,
    /// Whether it calls transcendental `math` functions.
    pub transcendental: bool,
}

struct Gen {
    options: GenOptions,
    rng: Rng,
    out: String,
    indent: usize,
    next: usize,
    types: Vec<Ty>,
    inputs: Vec<Input>,
    /// Loop induction variables in scope (innermost last) and their `(lb, ub)` ranges.
    ivs: Vec<(String, i64, i64)>,
    /// Memref shape.
    shape: Vec<i64>,
    /// Values of the enclosing scopes usable as leaves, by type.
    pool: Vec<(Ty, Val)>,
    /// The IV of the enclosing `scf.for` reduction, if any (not an affine dimension).
    scf_iv: Option<String>,
    transcendental: bool,
}

/// What [`generate_with`] may put in a program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GenOptions {
    /// Subnormal float edge values. Without them, each one the generator picks becomes
    /// the smallest normal value of its type (same sign), so the rest of the program (and
    /// every random draw) stays what it is with them: for targets that may flush
    /// subnormals to zero, as WebGPU implementations may (SwiftShader in Chromium does).
    pub subnormals: bool,
}

impl Default for GenOptions {
    fn default() -> Self {
        GenOptions { subnormals: true }
    }
}

/// Makes the program of `seed`.
pub fn generate(seed: u64) -> Program {
    generate_with(seed, GenOptions::default())
}

/// Makes the program of `seed` with `options`.
pub fn generate_with(seed: u64, options: GenOptions) -> Program {
    let mut g = Gen {
        options,
        rng: Rng::new(seed),
        out: String::new(),
        indent: 1,
        next: 0,
        types: Vec::new(),
        inputs: Vec::new(),
        ivs: Vec::new(),
        shape: Vec::new(),
        pool: Vec::new(),
        scf_iv: None,
        transcendental: false,
    };
    g.program(seed);
    let mut types = g.types.clone();
    types.sort();
    types.dedup();
    Program {
        seed,
        text: g.out,
        types,
        transcendental: g.transcendental,
    }
}

impl Gen {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn memref_ty(&self, t: Ty) -> String {
        let dims: Vec<String> = self.shape.iter().map(|d| d.to_string()).collect();
        format!("memref<{}x{}>", dims.join("x"), t.name())
    }

    fn program(&mut self, seed: u64) {
        // Types: one or two, floats and integers alike.
        let first = *self.rng.pick(&Ty::ALL);
        self.types.push(first);
        if self.rng.chance(45) {
            let second = *self.rng.pick(&Ty::ALL);
            self.types.push(second);
        }
        self.shape = if self.rng.chance(40) {
            vec![self.rng.range(2, 24)]
        } else {
            vec![self.rng.range(2, 8), self.rng.range(2, 8)]
        };
        let _ = writeln!(
            self.out,
            "// tessera differential fuzzing, seed {seed}\nfunc.func @main() {{"
        );
        let n_inputs = self.rng.range(2, 3) as usize;
        for k in 0..n_inputs {
            // Every program type gets an input; then random ones.
            let ty = if k < self.types.len() {
                self.types[k]
            } else {
                *self.rng.pick(&self.types.clone())
            };
            let profile = if self.rng.chance(60) {
                Profile::Edge
            } else {
                Profile::Tame
            };
            let name = format!("%in{k}");
            let mt = self.memref_ty(ty);
            self.line(&format!("{name} = memref.alloc() : {mt}"));
            self.inputs.push(Input { name, ty, profile });
        }
        let n_outputs = self.rng.range(1, 2) as usize;
        let mut outputs = Vec::new();
        for k in 0..n_outputs {
            let ty = *self.rng.pick(&self.types.clone());
            let name = format!("%out{k}");
            let mt = self.memref_ty(ty);
            self.line(&format!("{name} = memref.alloc() : {mt}"));
            outputs.push((name, ty));
        }
        // Index constants for the fills.
        let count: i64 = self.shape.iter().product();
        let max_dim = *self.shape.iter().max().unwrap_or(&1);
        for c in 0..max_dim {
            self.line(&format!("%c{c} = arith.constant {c} : index"));
        }
        for k in 0..self.inputs.len() {
            let inp = self.inputs[k].clone();
            let mt = self.memref_ty(inp.ty);
            for flat in 0..count {
                let v = self.fill_value(inp.ty, inp.profile);
                let c = self.fresh();
                self.line(&format!("{c} = arith.constant {v} : {}", inp.ty.name()));
                let idx = self.unflatten(flat);
                self.line(&format!("memref.store {c}, {}[{idx}] : {mt}", inp.name));
            }
        }
        // Zero the outputs (on the host: a kernel per output would double the compile
        // time of a program).
        for (name, ty) in outputs.clone() {
            let z = if ty.is_float() { "0.0" } else { "0" };
            let zero = self.constant(ty, z);
            let mt = self.memref_ty(ty);
            for flat in 0..count {
                let idx = self.unflatten(flat);
                self.line(&format!("memref.store {zero}, {name}[{idx}] : {mt}"));
            }
        }
        let nests = if self.rng.chance(25) { 2 } else { 1 };
        for n in 0..nests {
            self.nest(n, &outputs);
        }
        self.line("return");
        self.out.push_str("}\n");
    }

    fn unflatten(&self, flat: i64) -> String {
        match self.shape.as_slice() {
            [_] => format!("%c{flat}"),
            [_, c] => format!("%c{}, %c{}", flat / c, flat % c),
            _ => unreachable!("shapes are 1-D or 2-D"),
        }
    }

    /// A constant of `ty` as MLIR text.
    fn fill_value(&mut self, ty: Ty, profile: Profile) -> String {
        if ty.is_float() {
            let special = [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 0.0, -0.0];
            let v = if self.rng.chance(25) {
                *self.rng.pick(&special)
            } else if profile == Profile::Tame || self.rng.chance(40) {
                self.rng.range(-32, 32) as f64 / 8.0
            } else {
                self.float_edge(ty)
            };
            return self.float_const(ty, v);
        }
        let w = ty.width();
        let min = -(1i128 << (w - 1));
        let max = (1i128 << (w - 1)) - 1;
        let v: i128 = if profile == Profile::Tame || self.rng.chance(30) {
            i128::from(self.rng.range(-32, 32))
        } else {
            let edges = [
                0,
                1,
                -1,
                2,
                -2,
                min,
                max,
                min + 1,
                i128::from(w) - 1,
                i128::from(w),
                i128::from(w) + 1,
                i128::from(2 * w),
                0x55,
                -0x56,
                7,
                -7,
            ];
            *self.rng.pick(&edges)
        };
        v.to_string()
    }

    /// An edge value of a float type (finite, non-zero).
    fn float_edge(&mut self, ty: Ty) -> f64 {
        let (min_sub, max_sub, min_norm, max_fin, half_below): (f64, f64, f64, f64, f64) = match ty
        {
            Ty::F16 => (
                2f64.powi(-24),
                2f64.powi(-14) - 2f64.powi(-24),
                2f64.powi(-14),
                65504.0,
                0.5 - 2f64.powi(-12),
            ),
            Ty::F32 => (
                2f64.powi(-149),
                2f64.powi(-126) - 2f64.powi(-149),
                2f64.powi(-126),
                f64::from(f32::MAX),
                0.5 - 2f64.powi(-25),
            ),
            _ => (
                f64::from_bits(1),
                f64::MIN_POSITIVE - f64::from_bits(1),
                f64::MIN_POSITIVE,
                f64::MAX,
                0.5 - 2f64.powi(-54),
            ),
        };
        // Large integers where x + 0.5 rounds up (2^mantissa + 1).
        let big_odd = match ty {
            Ty::F16 => 1025.0,
            Ty::F32 => 8388609.0,
            _ => 4503599627370497.0,
        };
        let v = *self.rng.pick(&[
            min_sub,
            max_sub,
            min_norm,
            max_fin,
            half_below,
            big_odd,
            2.5,
            0.5,
            1.0,
            3.0,
            100.0,
            1e4,
            2147483648.0,
            4294967296.0,
            128.0,
            -129.0,
            65536.0,
        ]);
        let v = if !self.options.subnormals && v < min_norm {
            min_norm
        } else {
            v
        };
        if self.rng.chance(50) {
            -v
        } else {
            v
        }
    }

    fn float_const(&self, ty: Ty, v: f64) -> String {
        let bits = ty.float_bits(v);
        match ty {
            Ty::F16 => format!("0x{bits:04X}"),
            Ty::F32 => format!("0x{bits:08X}"),
            _ => format!("0x{bits:016X}"),
        }
    }

    fn constant(&mut self, ty: Ty, text: &str) -> String {
        let c = self.fresh();
        self.line(&format!("{c} = arith.constant {text} : {}", ty.name()));
        c
    }

    fn fconst(&mut self, ty: Ty, v: f64) -> String {
        let t = self.float_const(ty, v);
        self.constant(ty, &t)
    }

    fn iconst(&mut self, ty: Ty, v: i128) -> String {
        self.constant(ty, &v.to_string())
    }

    /// A subscript for dimension `d` that is in bounds for every iteration: a loop's IV
    /// whose range fits, a constant, or `(Σ c·iv + off) mod size`.
    fn subscript(&mut self, d: usize) -> Sub {
        let size = self.shape[d];
        let n = self.ivs.len();
        if let Some(&(_, lb, ub)) = self.ivs.get(d) {
            if lb >= 0 && ub <= size && self.rng.chance(55) {
                return Sub {
                    terms: vec![(d, 1)],
                    off: 0,
                    modulo: None,
                };
            }
        }
        if n == 0 || self.rng.chance(10) {
            return Sub {
                terms: Vec::new(),
                off: self.rng.range(0, size - 1),
                modulo: None,
            };
        }
        let mut terms = vec![(self.rng.below(n as u64) as usize, self.rng.range(1, 3))];
        if n > 1 && self.rng.chance(40) {
            terms.push((self.rng.below(n as u64) as usize, 1));
        }
        Sub {
            terms,
            off: self.rng.range(-3, 5),
            modulo: Some(size),
        }
    }

    fn load(&mut self, input: &Input) -> String {
        let subs: Vec<Sub> = (0..self.shape.len()).map(|d| self.subscript(d)).collect();
        let v = self.fresh();
        let mt = self.memref_ty(input.ty);
        let Some(k) = self.scf_iv.clone().filter(|_| self.rng.chance(70)) else {
            let names: Vec<String> = self.ivs.iter().map(|(iv, _, _)| iv.clone()).collect();
            let text: Vec<String> = subs.iter().map(|s| s.render(&names)).collect();
            self.line(&format!(
                "{v} = affine.load {}[{}] : {mt}",
                input.name,
                text.join(", ")
            ));
            return v;
        };
        // Inside an `scf.for`: its IV is no affine dimension, so a `memref.load` with one
        // subscript `(k·c + off) mod size` in `arith` and the others from `affine.apply`.
        let which = self.rng.below(subs.len() as u64) as usize;
        let dims: Vec<String> = (0..self.ivs.len()).map(|i| format!("d{i}")).collect();
        let names: Vec<String> = self.ivs.iter().map(|(iv, _, _)| iv.clone()).collect();
        let mut idx = Vec::new();
        for (d, sub) in subs.iter().enumerate() {
            let r = self.fresh();
            if d == which {
                let size = self.shape[d];
                let (c, off, sz, m, a) = (
                    self.fresh(),
                    self.fresh(),
                    self.fresh(),
                    self.fresh(),
                    self.fresh(),
                );
                let (cv, ov) = (self.rng.range(1, 3), self.rng.range(0, 6));
                self.line(&format!("{c} = arith.constant {cv} : index"));
                self.line(&format!("{off} = arith.constant {ov} : index"));
                self.line(&format!("{sz} = arith.constant {size} : index"));
                self.line(&format!("{m} = arith.muli {k}, {c} : index"));
                self.line(&format!("{a} = arith.addi {m}, {off} : index"));
                self.line(&format!("{r} = arith.remui {a}, {sz} : index"));
            } else {
                self.line(&format!(
                    "{r} = affine.apply affine_map<({}) -> ({})>({})",
                    dims.join(", "),
                    sub.render(&dims),
                    names.join(", ")
                ));
            }
            idx.push(r);
        }
        self.line(&format!(
            "{v} = memref.load {}[{}] : {mt}",
            input.name,
            idx.join(", ")
        ));
        v
    }

    fn nest(&mut self, n: usize, outputs: &[(String, Ty)]) {
        let depth = self.shape.len();
        self.ivs.clear();
        for d in 0..depth {
            let size = self.shape[d];
            let lb = if self.rng.chance(25) {
                1.min(size - 1)
            } else {
                0
            };
            let ub = if self.rng.chance(20) && size > lb + 1 {
                size - 1
            } else {
                size
            };
            let step = *self.rng.pick(&[1, 1, 1, 2, 3]);
            let iv = format!("%n{n}i{d}");
            let st = if step > 1 {
                format!(" step {step}")
            } else {
                String::new()
            };
            self.line(&format!("affine.for {iv} = {lb} to {ub}{st} {{"));
            self.indent += 1;
            self.ivs.push((iv, lb, ub));
        }
        self.pool.clear();
        // A reduction before the stores, its result a leaf of the expressions.
        if self.rng.chance(35) {
            let t = *self.rng.pick(&self.types.clone());
            if let Some(v) = self.reduction(t) {
                self.pool.push((t, v));
            }
        }
        // An scf.if with results.
        if self.rng.chance(20) {
            let t = *self.rng.pick(&self.types.clone());
            let v = self.scf_if(t);
            self.pool.push((t, v));
        }
        let guard = self.rng.chance(25);
        if guard {
            let a = self.rng.below(depth as u64) as usize;
            let c0 = self.rng.range(-2, 2);
            let c = self.rng.range(-3, 6);
            let iv = self.ivs[a].0.clone();
            let eq = if self.rng.chance(20) { "==" } else { ">=" };
            self.line(&format!(
                "affine.if affine_set<(d0) : (d0 * {c0} + {c} {eq} 0)>({iv}) {{"
            ));
            self.indent += 1;
        }
        for (name, ty) in outputs {
            if !self.rng.chance(80) && outputs.len() > 1 {
                continue;
            }
            let v = self.root_expr(*ty);
            let idx: Vec<String> = self.ivs.iter().map(|(iv, _, _)| iv.clone()).collect();
            let mt = self.memref_ty(*ty);
            self.line(&format!(
                "affine.store {}, {name}[{}] : {mt}",
                v.name,
                idx.join(", ")
            ));
        }
        if guard {
            self.indent -= 1;
            self.line("}");
        }
        for _ in 0..depth {
            self.indent -= 1;
            self.line("}");
        }
        self.ivs.clear();
        self.pool.clear();
    }

    /// A reduction over a new inner loop (`affine.for` or `scf.for` with `iter_args`).
    fn reduction(&mut self, t: Ty) -> Option<Val> {
        let combiners: &[&str] = if t.is_float() {
            &[
                "arith.maximumf",
                "arith.minimumf",
                "arith.maxnumf",
                "arith.minnumf",
                "arith.addf",
            ]
        } else {
            &[
                "arith.addi",
                "arith.muli",
                "arith.xori",
                "arith.ori",
                "arith.andi",
                "arith.maxsi",
                "arith.minui",
            ]
        };
        let comb = *self.rng.pick(combiners);
        let tame = comb == "arith.addf";
        let init = if tame {
            let v = self.rng.range(-8, 8) as f64 / 4.0;
            self.fconst(t, v)
        } else if t.is_float() {
            let v = self.fill_value(t, Profile::Edge);
            self.constant(t, &v)
        } else {
            let v = self.rng.range(-5, 5);
            self.iconst(t, i128::from(v))
        };
        let trip = self.rng.range(1, 9);
        let k = self.fresh().replace("%v", "%k");
        let r = self.fresh();
        let acc = self.fresh();
        let scf = self.rng.chance(40);
        if scf {
            let lo = self.fresh();
            let hi = self.fresh();
            let one = self.fresh();
            self.line(&format!("{lo} = arith.constant 0 : index"));
            self.line(&format!("{hi} = arith.constant {trip} : index"));
            self.line(&format!("{one} = arith.constant 1 : index"));
            self.line(&format!(
                "{r} = scf.for {k} = {lo} to {hi} step {one} iter_args({acc} = {init}) -> ({}) {{",
                t.name()
            ));
        } else {
            self.line(&format!(
                "{r} = affine.for {k} = 0 to {trip} iter_args({acc} = {init}) -> ({}) {{",
                t.name()
            ));
        }
        self.indent += 1;
        if scf {
            self.scf_iv = Some(k.clone());
        } else {
            self.ivs.push((k.clone(), 0, trip));
        }
        let saved = self.pool.clone();
        let term = if tame {
            self.tame_expr(t)
        } else {
            self.expr(t, 2, false)
        };
        if scf {
            self.scf_iv = None;
        } else {
            self.ivs.pop();
        }
        self.pool = saved;
        let s = self.fresh();
        self.line(&format!("{s} = {comb} {acc}, {} : {}", term.name, t.name()));
        let y = if scf { "scf.yield" } else { "affine.yield" };
        self.line(&format!("{y} {s} : {}", t.name()));
        self.indent -= 1;
        self.line("}");
        // A tame sum is exact in any order.
        Some(Val {
            name: r,
            exact: tame || term.exact,
            product: false,
        })
    }

    /// A value that is a small binary fraction or a special value (for `addf` sums).
    fn tame_expr(&mut self, t: Ty) -> Val {
        let tame: Vec<Input> = self
            .inputs
            .iter()
            .filter(|i| i.ty == t && i.profile == Profile::Tame)
            .cloned()
            .collect();
        let v = if tame.is_empty() || self.rng.chance(15) {
            let v = self.rng.range(-16, 16) as f64 / 8.0;
            self.fconst(t, v)
        } else {
            let i = self.rng.pick(&tame).clone();
            self.load(&i)
        };
        match self.rng.below(4) {
            0 => {
                let r = self.fresh();
                self.line(&format!("{r} = arith.negf {v} : {}", t.name()));
                Val::exact(r)
            }
            1 => {
                let r = self.fresh();
                self.line(&format!("{r} = math.absf {v} : {}", t.name()));
                Val::exact(r)
            }
            _ => Val::exact(v),
        }
    }

    fn scf_if(&mut self, t: Ty) -> Val {
        let c = self.condition();
        let r = self.fresh();
        self.line(&format!("{r} = scf.if {c} -> ({}) {{", t.name()));
        self.indent += 1;
        let saved = self.pool.clone();
        let a = self.expr(t, 2, false);
        self.line(&format!("scf.yield {} : {}", a.name, t.name()));
        self.indent -= 1;
        self.line("} else {");
        self.indent += 1;
        self.pool = saved.clone();
        let b = self.expr(t, 2, false);
        self.line(&format!("scf.yield {} : {}", b.name, t.name()));
        self.indent -= 1;
        self.line("}");
        self.pool = saved;
        Val {
            name: r,
            exact: a.exact && b.exact,
            product: false,
        }
    }

    /// An `i1` from a comparison of exact values of a program type.
    fn condition(&mut self) -> String {
        let t = *self.rng.pick(&self.types.clone());
        let a = self.exact_expr(t, 1);
        let b = self.exact_expr(t, 1);
        let r = self.fresh();
        if t.is_float() && self.rng.chance(30) {
            // A classification of an exact value (NaN, infinities, zeros and denormals
            // come from the edge-value leaves).
            let op =
                *self
                    .rng
                    .pick(&["math.isnan", "math.isinf", "math.isfinite", "math.isnormal"]);
            self.line(&format!("{r} = {op} {} : {}", a.name, t.name()));
        } else if t.is_float() {
            let p = *self.rng.pick(CMPF_PREDICATES);
            self.line(&format!(
                "{r} = arith.cmpf {p}, {}, {} : {}",
                a.name,
                b.name,
                t.name()
            ));
        } else {
            let p = *self.rng.pick(CMPI_PREDICATES);
            self.line(&format!(
                "{r} = arith.cmpi {p}, {}, {} : {}",
                a.name,
                b.name,
                t.name()
            ));
        }
        r
    }

    /// An exact value of `t` (retrying a few times, then a leaf).
    fn exact_expr(&mut self, t: Ty, depth: u32) -> Val {
        for _ in 0..3 {
            let v = self.expr(t, depth, true);
            if v.exact {
                return v;
            }
        }
        self.leaf(t)
    }

    /// The value stored: an expression, sometimes a clamped transcendental function of one.
    fn root_expr(&mut self, t: Ty) -> Val {
        if matches!(t, Ty::F16 | Ty::F32) && self.rng.chance(20) {
            self.transcendental = true;
            let x = self.exact_expr(t, 2);
            let (f, lo, hi) = *self.rng.pick(&[
                ("math.exp", -8.0, 8.0),
                ("math.exp2", -8.0, 8.0),
                ("math.log", 0.015625, 1024.0),
                ("math.log2", 0.015625, 1024.0),
                ("math.log10", 0.015625, 1024.0),
                ("math.log1p", 0.015625, 1024.0),
                ("math.sqrt", 0.015625, 1024.0),
                ("math.rsqrt", 0.015625, 1024.0),
                ("math.sin", -3.0, 3.0),
                ("math.cos", -3.0, 3.0),
                ("math.tanh", -8.0, 8.0),
                ("math.atan", -64.0, 64.0),
                ("math.erf", -4.0, 4.0),
                ("math.sinh", -8.0, 8.0),
                ("math.cosh", -8.0, 8.0),
                ("math.asin", -1.0, 1.0),
                ("math.acos", -1.0, 1.0),
                ("math.expm1", -8.0, 8.0),
                ("math.cbrt", -1024.0, 1024.0),
                ("math.asinh", -64.0, 64.0),
                ("math.acosh", 1.0, 1024.0),
                ("math.atanh", -0.96875, 0.96875),
                ("math.erfc", -4.0, 9.0),
            ]);
            let x = self.clamp(t, &x.name, lo, hi);
            let r = self.fresh();
            self.line(&format!("{r} = {f} {x} : {}", t.name()));
            return Val {
                name: r,
                exact: false,
                product: false,
            };
        }
        self.expr(t, 3, false)
    }

    /// `x` when `lo <= x <= hi` (false for NaN), else `(lo + hi) / 2` rounded.
    fn clamp(&mut self, t: Ty, x: &str, lo: f64, hi: f64) -> String {
        let l = self.fconst(t, lo);
        let h = self.fconst(t, hi);
        let mid = self.fconst(t, ((lo + hi) / 2.0).round().max(lo));
        let a = self.fresh();
        let b = self.fresh();
        let c = self.fresh();
        let r = self.fresh();
        let tn = t.name();
        self.line(&format!("{a} = arith.cmpf oge, {x}, {l} : {tn}"));
        self.line(&format!("{b} = arith.cmpf ole, {x}, {h} : {tn}"));
        self.line(&format!("{c} = arith.andi {a}, {b} : i1"));
        self.line(&format!("{r} = arith.select {c}, {x}, {mid} : {tn}"));
        r
    }

    fn leaf(&mut self, t: Ty) -> Val {
        let pooled: Vec<Val> = self
            .pool
            .iter()
            .filter(|(pt, _)| *pt == t)
            .map(|(_, v)| v.clone())
            .collect();
        let inputs: Vec<Input> = self.inputs.iter().filter(|i| i.ty == t).cloned().collect();
        let roll = self.rng.below(100);
        if roll < 20 && !pooled.is_empty() {
            return self.rng.pick(&pooled).clone();
        }
        if roll < 75 && !inputs.is_empty() {
            let i = self.rng.pick(&inputs).clone();
            return Val::exact(self.load(&i));
        }
        if roll < 88 && !self.ivs.is_empty() {
            let (iv, _, _) = self.rng.pick(&self.ivs.clone()).clone();
            if t.is_float() {
                let i = self.fresh();
                let f = self.fresh();
                self.line(&format!("{i} = arith.index_cast {iv} : index to i32"));
                self.line(&format!("{f} = arith.sitofp {i} : i32 to {}", t.name()));
                return Val::exact(f);
            }
            let i = self.fresh();
            self.line(&format!(
                "{i} = arith.index_cast {iv} : index to {}",
                t.name()
            ));
            return Val::exact(i);
        }
        let v = self.fill_value(t, Profile::Edge);
        Val::exact(self.constant(t, &v))
    }

    /// An expression of type `t` of at most `depth` ops; `want_exact` prefers exact ops.
    fn expr(&mut self, t: Ty, depth: u32, want_exact: bool) -> Val {
        if depth == 0 || self.rng.chance(20) {
            return self.leaf(t);
        }
        if depth >= 2 && self.rng.chance(6) {
            return self.vector_expr(t, depth);
        }
        if t.is_float() {
            self.float_expr(t, depth, want_exact)
        } else {
            self.int_expr(t, depth)
        }
    }

    fn float_expr(&mut self, t: Ty, depth: u32, want_exact: bool) -> Val {
        let tn = t.name();
        let choice = self.rng.below(if want_exact { 9 } else { 12 });
        match choice {
            // Correctly rounded binary ops.
            0 | 1 => {
                let a = self.expr(t, depth - 1, want_exact);
                let b = self.expr(t, depth - 1, want_exact);
                let op = *self.rng.pick(&["arith.addf", "arith.subf", "arith.mulf"]);
                let r = self.fresh();
                self.line(&format!("{r} = {op} {}, {} : {tn}", a.name, b.name));
                let product = op == "arith.mulf";
                // An add or sub of a product may be contracted into an FMA by a driver.
                let exact = a.exact && b.exact && (product || (!a.product && !b.product));
                Val {
                    name: r,
                    exact,
                    product,
                }
            }
            2 => {
                let a = self.expr(t, depth - 1, want_exact);
                let b = self.expr(t, depth - 1, want_exact);
                let op = *self.rng.pick(&[
                    "arith.maximumf",
                    "arith.minimumf",
                    "arith.maxnumf",
                    "arith.minnumf",
                ]);
                let r = self.fresh();
                self.line(&format!("{r} = {op} {}, {} : {tn}", a.name, b.name));
                Val {
                    name: r,
                    exact: a.exact && b.exact,
                    product: false,
                }
            }
            3 => {
                let a = self.expr(t, depth - 1, want_exact);
                let op = *self.rng.pick(&["arith.negf", "math.absf"]);
                let r = self.fresh();
                self.line(&format!("{r} = {op} {} : {tn}", a.name));
                Val {
                    name: r,
                    exact: a.exact,
                    product: false,
                }
            }
            4 => {
                // Discontinuous ops on exact operands.
                let a = self.exact_expr(t, depth - 1);
                let op = *self.rng.pick(&[
                    "math.floor",
                    "math.ceil",
                    "math.round",
                    "math.trunc",
                    "math.roundeven",
                ]);
                let r = self.fresh();
                self.line(&format!("{r} = {op} {} : {tn}", a.name));
                Val::exact(r)
            }
            5 => {
                let c = self.condition();
                let a = self.expr(t, depth - 1, want_exact);
                let b = self.expr(t, depth - 1, want_exact);
                let r = self.fresh();
                self.line(&format!(
                    "{r} = arith.select {c}, {}, {} : {tn}",
                    a.name, b.name
                ));
                Val {
                    name: r,
                    exact: a.exact && b.exact,
                    product: a.product || b.product,
                }
            }
            6 => {
                let a = self.expr(t, depth - 1, want_exact);
                // The sign of a NaN that an operation produced is unspecified (IEEE 754
                // §6.3): NaNs are replaced by 1.0 before their sign is copied.
                let b = self.exact_expr(t, depth - 1);
                let (u, one, c) = (self.fresh(), self.fconst(t, 1.0), self.fresh());
                self.line(&format!(
                    "{u} = arith.cmpf uno, {}, {} : {tn}",
                    b.name, b.name
                ));
                self.line(&format!("{c} = arith.select {u}, {one}, {} : {tn}", b.name));
                let r = self.fresh();
                self.line(&format!("{r} = math.copysign {}, {c} : {tn}", a.name));
                Val {
                    name: r,
                    exact: a.exact,
                    product: false,
                }
            }
            7 => self.float_conversion(t, depth),
            8 => {
                // remf of tame leaves: the quotient stays small (documented deviation
                // otherwise, see docs/VALIDATION.md).
                let a = self.tame_expr(t);
                let b = self.tame_expr(t);
                let r = self.fresh();
                self.line(&format!("{r} = arith.remf {}, {} : {tn}", a.name, b.name));
                Val {
                    name: r,
                    exact: true,
                    product: false,
                }
            }
            9 => {
                let a = self.expr(t, depth - 1, false);
                let b = self.expr(t, depth - 1, false);
                let r = self.fresh();
                self.line(&format!("{r} = arith.divf {}, {} : {tn}", a.name, b.name));
                Val {
                    name: r,
                    exact: false,
                    product: false,
                }
            }
            10 => {
                let a = self.expr(t, depth - 1, false);
                let b = self.expr(t, depth - 1, false);
                let c = self.expr(t, depth - 1, false);
                let r = self.fresh();
                self.line(&format!(
                    "{r} = math.fma {}, {}, {} : {tn}",
                    a.name, b.name, c.name
                ));
                Val {
                    name: r,
                    exact: false,
                    product: false,
                }
            }
            _ => {
                let a = self.expr(t, depth - 1, false);
                let r = self.fresh();
                // sqrt of a negative number, -inf or NaN is NaN; Vulkan's sqrt is not
                // correctly rounded, so the result is not exact.
                self.line(&format!("{r} = math.sqrt {} : {tn}", a.name));
                Val {
                    name: r,
                    exact: false,
                    product: false,
                }
            }
        }
    }

    /// A conversion into float type `t`.
    fn float_conversion(&mut self, t: Ty, depth: u32) -> Val {
        let tn = t.name();
        let others: Vec<Ty> = self.types.iter().copied().filter(|&o| o != t).collect();
        let src = if others.is_empty() || self.rng.chance(25) {
            *self.rng.pick(&[Ty::I8, Ty::I16, Ty::I32, Ty::F32])
        } else {
            *self.rng.pick(&others)
        };
        if src == t {
            return self.leaf(t);
        }
        let r = self.fresh();
        if src.is_float() {
            let a = self.expr(src, depth - 1, false);
            let op = if src.width() < t.width() {
                "arith.extf"
            } else {
                "arith.truncf"
            };
            self.line(&format!("{r} = {op} {} : {} to {tn}", a.name, src.name()));
            return Val {
                name: r,
                exact: a.exact,
                product: false,
            };
        }
        if Some(src) == t.int_twin() && self.rng.chance(40) {
            let a = self.expr(src, depth - 1, false);
            self.line(&format!(
                "{r} = arith.bitcast {} : {} to {tn}",
                a.name,
                src.name()
            ));
            return Val::exact(r);
        }
        // sitofp/uitofp: rounding an integer is exact in every implementation; an f16
        // result only from narrow integers (no overflow to infinity).
        let src = if t == Ty::F16 && src.width() > 16 {
            Ty::I8
        } else {
            src
        };
        let a = self.expr(src, depth - 1, false);
        let op = if self.rng.chance(50) {
            "arith.sitofp"
        } else {
            "arith.uitofp"
        };
        self.line(&format!("{r} = {op} {} : {} to {tn}", a.name, src.name()));
        Val::exact(r)
    }

    fn int_expr(&mut self, t: Ty, depth: u32) -> Val {
        let tn = t.name();
        let w = t.width();
        let min = -(1i128 << (w - 1));
        let r = self.fresh();
        match self.rng.below(10) {
            0..=2 => {
                let a = self.expr(t, depth - 1, false);
                let b = self.expr(t, depth - 1, false);
                let op = *self.rng.pick(INT_BINARY_OPS);
                if w == 32 && self.rng.chance(20) {
                    // One result of an extended op (the GPU lowers them for i32).
                    let (op, types, k) = *self.rng.pick(&[
                        ("arith.mulsi_extended", "i32", 1),
                        ("arith.mului_extended", "i32", 1),
                        ("arith.mului_extended", "i32", 0),
                        ("arith.addui_extended", "i32, i1", 0),
                        ("arith.subui_extended", "i32, i1", 0),
                    ]);
                    let pair = self.fresh();
                    self.line(&format!("{pair}:2 = {op} {}, {} : {types}", a.name, b.name));
                    return Val::exact(format!("{pair}#{k}"));
                }
                self.line(&format!("{r} = {op} {}, {} : {tn}", a.name, b.name));
            }
            3 => {
                // Signed divisions: the divisor is 1 where it is 0 or where the dividend
                // is INT_MIN and the divisor -1.
                let a = self.expr(t, depth - 1, false);
                let b = self.expr(t, depth - 1, false);
                let zero = self.iconst(t, 0);
                let one = self.iconst(t, 1);
                let m1 = self.iconst(t, -1);
                let imin = self.iconst(t, min);
                let (z, b1, am, bm, both, b2) = (
                    self.fresh(),
                    self.fresh(),
                    self.fresh(),
                    self.fresh(),
                    self.fresh(),
                    self.fresh(),
                );
                self.line(&format!("{z} = arith.cmpi eq, {}, {zero} : {tn}", b.name));
                self.line(&format!(
                    "{b1} = arith.select {z}, {one}, {} : {tn}",
                    b.name
                ));
                self.line(&format!("{am} = arith.cmpi eq, {}, {imin} : {tn}", a.name));
                self.line(&format!("{bm} = arith.cmpi eq, {b1}, {m1} : {tn}"));
                self.line(&format!("{both} = arith.andi {am}, {bm} : i1"));
                self.line(&format!("{b2} = arith.select {both}, {one}, {b1} : {tn}"));
                let op = *self.rng.pick(&[
                    "arith.divsi",
                    "arith.remsi",
                    "arith.ceildivsi",
                    "arith.floordivsi",
                ]);
                self.line(&format!("{r} = {op} {}, {b2} : {tn}", a.name));
            }
            4 => {
                let a = self.expr(t, depth - 1, false);
                let b = self.expr(t, depth - 1, false);
                let zero = self.iconst(t, 0);
                let one = self.iconst(t, 1);
                let (z, b1) = (self.fresh(), self.fresh());
                self.line(&format!("{z} = arith.cmpi eq, {}, {zero} : {tn}", b.name));
                self.line(&format!(
                    "{b1} = arith.select {z}, {one}, {} : {tn}",
                    b.name
                ));
                let op = *self
                    .rng
                    .pick(&["arith.divui", "arith.remui", "arith.ceildivui"]);
                self.line(&format!("{r} = {op} {}, {b1} : {tn}", a.name));
            }
            5 => {
                // Shifts: the amount masked to w - 1, or replaced by 0 when >= w.
                let a = self.expr(t, depth - 1, false);
                let b = self.expr(t, depth - 1, false);
                let s = self.fresh();
                if self.rng.chance(50) {
                    let m = self.iconst(t, i128::from(w) - 1);
                    self.line(&format!("{s} = arith.andi {}, {m} : {tn}", b.name));
                } else {
                    let wc = self.iconst(t, i128::from(w));
                    let zero = self.iconst(t, 0);
                    let lt = self.fresh();
                    self.line(&format!("{lt} = arith.cmpi ult, {}, {wc} : {tn}", b.name));
                    self.line(&format!(
                        "{s} = arith.select {lt}, {}, {zero} : {tn}",
                        b.name
                    ));
                }
                let op = *self.rng.pick(&["arith.shli", "arith.shrsi", "arith.shrui"]);
                self.line(&format!("{r} = {op} {}, {s} : {tn}", a.name));
            }
            6 => {
                let c = self.condition();
                let a = self.expr(t, depth - 1, false);
                let b = self.expr(t, depth - 1, false);
                self.line(&format!(
                    "{r} = arith.select {c}, {}, {} : {tn}",
                    a.name, b.name
                ));
            }
            7 => {
                let a = self.expr(t, depth - 1, false);
                self.line(&format!("{r} = math.absi {} : {tn}", a.name));
            }
            8 => {
                let c = self.condition();
                self.line(&format!("{r} = arith.extui {c} : i1 to {tn}"));
            }
            _ => return self.int_conversion(t, depth),
        }
        Val::exact(r)
    }

    /// A conversion into integer type `t`.
    fn int_conversion(&mut self, t: Ty, depth: u32) -> Val {
        let tn = t.name();
        let others: Vec<Ty> = self.types.iter().copied().filter(|&o| o != t).collect();
        let src = if others.is_empty() || self.rng.chance(25) {
            *self.rng.pick(&[Ty::I8, Ty::I16, Ty::I32, Ty::F32])
        } else {
            *self.rng.pick(&others)
        };
        if src == t {
            return self.leaf(t);
        }
        let r = self.fresh();
        if !src.is_float() {
            let a = self.expr(src, depth - 1, false);
            let op = if src.width() > t.width() {
                "arith.trunci"
            } else if self.rng.chance(50) {
                "arith.extsi"
            } else {
                "arith.extui"
            };
            self.line(&format!("{r} = {op} {} : {} to {tn}", a.name, src.name()));
            return Val::exact(r);
        }
        let a = self.exact_expr(src, depth - 1);
        let sn = src.name();
        if Some(src) == t.float_twin() && self.rng.chance(40) {
            // A NaN's bits are unspecified: one canonical NaN first.
            let u = self.fresh();
            let q = self.fconst(src, f64::NAN);
            let c = self.fresh();
            self.line(&format!(
                "{u} = arith.cmpf uno, {}, {} : {sn}",
                a.name, a.name
            ));
            self.line(&format!("{c} = arith.select {u}, {q}, {} : {sn}", a.name));
            self.line(&format!("{r} = arith.bitcast {c} : {sn} to {tn}"));
            return Val::exact(r);
        }
        // fptosi/fptoui only on values whose truncation fits; others (NaN too) become 0.
        let w = t.width() as i32;
        let signed = self.rng.chance(50);
        let (lo, hi) = if signed {
            (-(2f64.powi(w - 1)), 2f64.powi(w - 1))
        } else {
            (-1.0, 2f64.powi(w))
        };
        let lo_c = self.float_const(src, lo);
        let hi_c = self.float_const(src, hi);
        let lo_v = self.constant(src, &lo_c);
        let hi_v = self.constant(src, &hi_c);
        let zero = self.fconst(src, 0.0);
        let (x, y, ok, s) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
        // The signed lower bound -2^(w-1) is itself in range; the unsigned one, -1, is not.
        // (-2^(w-1) rounds to -inf in f16 for w = 32, 64: then strictly greater.)
        let lo_pred = if signed && lo_c != self.float_const(src, f64::NEG_INFINITY) {
            "oge"
        } else {
            "ogt"
        };
        self.line(&format!(
            "{x} = arith.cmpf {lo_pred}, {}, {lo_v} : {sn}",
            a.name
        ));
        self.line(&format!("{y} = arith.cmpf olt, {}, {hi_v} : {sn}", a.name));
        self.line(&format!("{ok} = arith.andi {x}, {y} : i1"));
        self.line(&format!(
            "{s} = arith.select {ok}, {}, {zero} : {sn}",
            a.name
        ));
        let op = if signed {
            "arith.fptosi"
        } else {
            "arith.fptoui"
        };
        self.line(&format!("{r} = {op} {s} : {sn} to {tn}"));
        Val::exact(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_program() {
        assert_eq!(generate(7).text, generate(7).text);
        assert_ne!(generate(7).text, generate(8).text);
    }

    /// Every program of the first seeds parses and verifies.
    #[test]
    fn programs_verify() {
        use tessera_lowering::ir::Context;
        use tessera_lowering::parser::{parse_source, ParseOptions};
        for seed in 0..300 {
            let p = generate(seed);
            let mut ctx = Context::new();
            let m = parse_source(&mut ctx, &p.text, "gen.mlir", &ParseOptions::default())
                .unwrap_or_else(|e| panic!("seed {seed} does not parse: {e:?}\n{}", p.text));
            tessera_lowering::verify::verify(&ctx, &m)
                .unwrap_or_else(|e| panic!("seed {seed} does not verify: {e:?}\n{}", p.text));
        }
    }

    /// Without subnormals, no f16/f32/f64 constant is subnormal, and the programs are
    /// otherwise the same (only some constants differ).
    #[test]
    fn no_subnormals_option() {
        let subnormal = |line: &str| {
            let Some((_, rest)) = line.split_once("arith.constant 0x") else {
                return false;
            };
            let Some((hex, ty)) = rest.split_once(" : ") else {
                return false;
            };
            let Ok(bits) = u64::from_str_radix(hex, 16) else {
                return false;
            };
            let (exp, mant) = match ty.trim() {
                "f16" => (bits >> 10 & 0x1f, bits & 0x3ff),
                "f32" => (bits >> 23 & 0xff, bits & 0x7f_ffff),
                "f64" => (bits >> 52 & 0x7ff, bits & 0xf_ffff_ffff_ffff),
                _ => return false,
            };
            exp == 0 && mant != 0
        };
        let mut with = 0;
        for seed in 0..100 {
            let a = generate(seed);
            let b = generate_with(seed, GenOptions { subnormals: false });
            with += a.text.lines().filter(|l| subnormal(l)).count();
            assert!(
                !b.text.lines().any(subnormal),
                "seed {seed} has a subnormal constant:\n{}",
                b.text
            );
            assert_eq!(
                a.text.lines().count(),
                b.text.lines().count(),
                "seed {seed}"
            );
        }
        assert!(with > 0, "the default programs have subnormal constants");
    }

    #[test]
    fn f16_bits() {
        assert_eq!(f32_to_f16_bits(1.0), 0x3C00);
        assert_eq!(f32_to_f16_bits(-0.0), 0x8000);
        assert_eq!(f32_to_f16_bits(65504.0), 0x7BFF);
        assert_eq!(f32_to_f16_bits(1e6), 0x7C00);
        assert_eq!(f32_to_f16_bits(2f32.powi(-24)), 0x0001);
        assert_eq!(f32_to_f16_bits(0.5 - 2f32.powi(-12)), 0x37FF);
    }
}

#[cfg(test)]
mod extended_ops {
    /// The generator uses the extended ops (so the GPU fuzzer covers them).
    #[test]
    fn some_programs_use_the_extended_ops() {
        let n = (0..300u64)
            .filter(|&s| super::generate(s).text.contains("_extended"))
            .count();
        assert!(n >= 5, "only {n} of 300 programs use an extended op");
    }
}

#[cfg(test)]
mod math_ops {
    /// The generator uses each classification op, `trunc` and `roundeven` in the seeds
    /// the GPU fuzzer runs by default (so it covers them).
    #[test]
    fn the_first_seeds_use_the_newer_math_ops() {
        let texts: Vec<String> = (0..300u64).map(|s| super::generate(s).text).collect();
        for op in [
            "math.isnan",
            "math.isinf",
            "math.isfinite",
            "math.isnormal",
            "math.trunc",
            "math.roundeven",
        ] {
            let n = texts
                .iter()
                .filter(|t| t.contains(&format!("{op} ")))
                .count();
            assert!(n >= 3, "only {n} of 300 programs use {op}");
        }
    }
}

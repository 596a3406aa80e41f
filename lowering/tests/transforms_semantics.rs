//! Semantic preservation of the generic transformation passes (`canonicalize`, `cse`,
//! `lower-affine`, `normalize-memrefs`, `affine-loop-unroll`, `affine-loop-unroll-jam`).
//!
//! Each program is run by the reference interpreter before and after a pipeline, on the
//! same inputs; the raw bytes of every memref argument (its buffer, so that a tiled layout
//! and its normalised form compare equal) and the scalar results must be identical. After
//! each pipeline the module must verify, print, and re-parse to a verifying module whose
//! printed form is the same (a fixpoint).

use tessera_lowering::interp::{Interpreter, RtValue, Scalar, Storage};
use tessera_lowering::ir::{Context, Module};
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::pass::{parse_pipeline, run_pipeline, RunOptions};
use tessera_lowering::printer::{print_module, PrintOptions};
use tessera_lowering::verify::verify;

/// An argument of a test call.
#[derive(Clone, Copy)]
enum Arg {
    /// A memref parameter, allocated from its type and filled with a pattern.
    Mem,
    /// An `index` value.
    Index(i64),
}

fn parse(ctx: &mut Context, src: &str) -> Module {
    match parse_source(ctx, src, "test.mlir", &ParseOptions::default()) {
        Ok(m) => m,
        Err(e) => panic!("parse error: {:?}", e.0),
    }
}

/// A deterministic element pattern: small integers (exact in every float type).
fn pattern(elem: Scalar, k: usize, seed: u64) -> u64 {
    let x = ((k as u64).wrapping_mul(2654435761).wrapping_add(seed * 97) % 13) as i64 - 6;
    match elem {
        Scalar::F32 => (x as f32).to_bits() as u64,
        Scalar::F64 => (x as f64).to_bits(),
        Scalar::F16 => half::f16::from_f64(x as f64).to_bits() as u64,
        Scalar::BF16 => half::bf16::from_f64(x as f64).to_bits() as u64,
        Scalar::Small(k) => {
            tessera_lowering::ir::minifloat::format(k).map_or(0, |f| f.encode(x as f64))
        }
        Scalar::Int(_) | Scalar::Index => x as u64,
    }
}

/// Runs `func` of `m` and returns the raw bytes of each memref argument and the results.
fn execute(ctx: &Context, m: &Module, func: &str, args: &[Arg]) -> (Vec<Vec<u8>>, Vec<String>) {
    let mut it = match Interpreter::new(ctx, m) {
        Ok(i) => i,
        Err(e) => panic!("interpreter compile error: {:?}", e.0),
    };
    let mut vals = Vec::new();
    let mut bufs = Vec::new();
    for (i, a) in args.iter().enumerate() {
        match a {
            Arg::Index(v) => vals.push(RtValue::Index(*v)),
            Arg::Mem => {
                let d = it.alloc_param(func, i, &[]).expect("alloc param");
                let es = d.elem.byte_size();
                if let Some(Storage::Host(bytes)) = it.memory_mut().storage_mut(d.buffer) {
                    for (k, chunk) in bytes.chunks_mut(es).enumerate() {
                        let bits = pattern(d.elem, k, i as u64);
                        chunk.copy_from_slice(&bits.to_le_bytes()[..es]);
                    }
                }
                bufs.push(d.buffer);
                vals.push(RtValue::MemRef(d));
            }
        }
    }
    let mut out = Vec::new();
    let res = match it.call(func, vals, &mut out) {
        Ok(r) => r,
        Err(e) => panic!("runtime error in @{func}: {:?}", e.0),
    };
    let mem = bufs
        .iter()
        .map(|&b| match it.memory().storage(b) {
            Some(Storage::Host(v)) => v.clone(),
            _ => Vec::new(),
        })
        .collect();
    (mem, res.iter().map(|r| format!("{r:?}")).collect())
}

/// Applies `pipeline` to `src` and checks verification and the print/parse fixpoint;
/// returns the transformed module and its text.
fn transform(ctx: &mut Context, src: &str, pipeline: &str) -> (Module, String) {
    let mut m = parse(ctx, src);
    let p = parse_pipeline(pipeline).unwrap_or_else(|e| panic!("bad pipeline {pipeline}: {e}"));
    let opts = RunOptions {
        verify_each: true,
        ..Default::default()
    };
    if let Err(e) = run_pipeline(ctx, &mut m, &p, &opts) {
        panic!(
            "{pipeline} failed: {:?}\n{}",
            e.0,
            print_module(ctx, &m, &PrintOptions::default())
        );
    }
    let text = print_module(ctx, &m, &PrintOptions::default());
    if let Err(e) = verify(ctx, &m) {
        panic!("{pipeline}: output does not verify: {:?}\n{text}", e.0);
    }
    let mut ctx2 = Context::new();
    let m2 = match parse_source(&mut ctx2, &text, "out.mlir", &ParseOptions::default()) {
        Ok(m2) => m2,
        Err(e) => panic!("{pipeline}: output does not parse: {:?}\n{text}", e.0),
    };
    if let Err(e) = verify(&ctx2, &m2) {
        panic!(
            "{pipeline}: re-parsed output does not verify: {:?}\n{text}",
            e.0
        );
    }
    let text2 = print_module(&ctx2, &m2, &PrintOptions::default());
    assert_eq!(text, text2, "{pipeline}: print/parse is not a fixpoint");
    (m, text)
}

/// Checks that every pipeline preserves the results of `func` on `args`.
fn check(src: &str, func: &str, args: &[Arg], pipelines: &[&str]) {
    let mut ctx = Context::new();
    let m = parse(&mut ctx, src);
    let want = execute(&ctx, &m, func, args);
    for p in pipelines {
        let mut ctx = Context::new();
        let (m, text) = transform(&mut ctx, src, p);
        let got = execute(&ctx, &m, func, args);
        assert!(
            got == want,
            "pipeline '{p}' changed the results of @{func}\nresults before: {:?}\nresults after: {:?}\n{text}",
            want.1,
            got.1
        );
    }
}

/// Pipelines that every affine program goes through.
const ALL: &[&str] = &[
    "canonicalize",
    "cse",
    "lower-affine",
    "lower-affine,canonicalize,cse",
    "normalize-memrefs",
    "affine-loop-unroll",
    "affine-loop-unroll{unroll-factor=3}",
    "affine-loop-unroll{unroll-factor=5 cleanup-unroll}",
    "affine-loop-unroll{unroll-full}",
    "affine-loop-unroll{unroll-full unroll-full-threshold=3}",
    "affine-loop-unroll{unroll-factor=8 unroll-up-to-factor}",
    "affine-loop-unroll{unroll-factor=2 unroll-num-reps=2}",
    "affine-loop-unroll-jam",
    "affine-loop-unroll-jam{unroll-jam-factor=3}",
    "affine-loop-unroll-jam{unroll-jam-factor=2},canonicalize,cse,lower-affine,canonicalize",
    "normalize-memrefs,affine-loop-unroll{unroll-factor=3},canonicalize,cse,lower-affine,canonicalize,cse",
];

const MATMUL: &str = r#"
func.func @matmul(%A: memref<7x5xf32>, %B: memref<5x6xf32>, %C: memref<7x6xf32>) {
  affine.for %i = 0 to 7 {
    affine.for %j = 0 to 6 {
      %init = affine.load %C[%i, %j] : memref<7x6xf32>
      %r = affine.for %k = 0 to 5 iter_args(%acc = %init) -> (f32) {
        %a = affine.load %A[%i, %k] : memref<7x5xf32>
        %b = affine.load %B[%k, %j] : memref<5x6xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %acc, %p : f32
        affine.yield %s : f32
      }
      affine.store %r, %C[%i, %j] : memref<7x6xf32>
    }
  }
  return
}
"#;

#[test]
fn matmul() {
    check(MATMUL, "matmul", &[Arg::Mem, Arg::Mem, Arg::Mem], ALL);
}

const NON_DIVISIBLE: &str = r#"
func.func @nondiv(%O: memref<64xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  affine.for %i = 1 to 14 step 2 {
    %x = arith.index_cast %i : index to i32
    %y = arith.muli %x, %c3 : i32
    affine.store %y, %O[%i] : memref<64xi32>
  }
  %sum = affine.for %i = 3 to %n iter_args(%acc = %c0) -> (i32) {
    %v = affine.load %O[%i] : memref<64xi32>
    %x = arith.index_cast %i : index to i32
    %p = arith.muli %v, %x : i32
    %s = arith.addi %acc, %p : i32
    affine.yield %s : i32
  }
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 40)>()[%n] {
    %v = affine.load %O[%i + 20] : memref<64xi32>
    %w = arith.addi %v, %sum : i32
    affine.store %w, %O[%i + 20] : memref<64xi32>
  }
  return %sum : i32
}
"#;

#[test]
fn non_divisible_unroll() {
    for n in [0, 3, 4, 10, 17, 37] {
        check(NON_DIVISIBLE, "nondiv", &[Arg::Mem, Arg::Index(n)], ALL);
    }
}

const NEGATIVE_DIVISION: &str = r#"
func.func @divs(%O: memref<41x4xindex>) {
  affine.for %i = -20 to 21 {
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 mod 3)>(%i)
    %c = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%i)
    %d = affine.apply affine_map<(d0) -> ((d0 * 7 - 5) floordiv 6 + (d0 - 1) mod 5)>(%i)
    affine.store %a, %O[%i + 20, 0] : memref<41x4xindex>
    affine.store %b, %O[%i + 20, 1] : memref<41x4xindex>
    affine.store %c, %O[%i + 20, 2] : memref<41x4xindex>
    affine.store %d, %O[%i + 20, 3] : memref<41x4xindex>
  }
  return
}
"#;

#[test]
fn negative_floordiv_mod() {
    check(NEGATIVE_DIVISION, "divs", &[Arg::Mem], ALL);
}

const LAYOUTS: &str = r#"
#tile = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 8, d0 mod 4, d1 mod 8)>
#skew = affine_map<(d0, d1) -> (d1, d0)>
func.func @layouts(%T: memref<8x16xf32, #tile>, %O: memref<8x16xf32>, %P: memref<6x5xi32, #skew>) {
  %tmp = memref.alloc() : memref<8x16xf32, #tile>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %T[%i, %j] : memref<8x16xf32, #tile>
      %w = arith.addf %v, %v : f32
      affine.store %w, %tmp[%j floordiv 2, (%i * 2 + %j) mod 16] : memref<8x16xf32, #tile>
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %v = affine.load %tmp[%i, %j] : memref<8x16xf32, #tile>
      affine.store %v, %O[%i, %j] : memref<8x16xf32>
      affine.store %v, %T[%i, 15 - %j] : memref<8x16xf32, #tile>
    }
  }
  memref.dealloc %tmp : memref<8x16xf32, #tile>
  %r = call @helper(%P) : (memref<6x5xi32, #skew>) -> memref<6x5xi32, #skew>
  affine.for %i = 0 to 6 {
    %v = affine.load %r[%i, 0] : memref<6x5xi32, #skew>
    affine.store %v, %r[%i, 4] : memref<6x5xi32, #skew>
  }
  return
}
func.func @helper(%P: memref<6x5xi32, #skew>) -> memref<6x5xi32, #skew> {
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 5 {
      %v = affine.load %P[%i, %j] : memref<6x5xi32, #skew>
      %w = arith.muli %v, %v : i32
      affine.store %w, %P[%i, %j] : memref<6x5xi32, #skew>
    }
  }
  return %P : memref<6x5xi32, #skew>
}
"#;

#[test]
fn layouts() {
    check(LAYOUTS, "layouts", &[Arg::Mem, Arg::Mem, Arg::Mem], ALL);
}

const REDUCTIONS: &str = r#"
func.func @reductions(%A: memref<9x10xi32>, %F: memref<9xf32>, %O: memref<8xi32>) {
  %c0 = arith.constant 0 : i32
  %c100 = arith.constant 100 : i32
  %s, %mx = affine.parallel (%i, %j) = (0, 0) to (9, 10) reduce ("addi", "ori") -> (i32, i32) {
    %v = affine.load %A[%i, %j] : memref<9x10xi32>
    affine.yield %v, %v : i32, i32
  }
  affine.store %s, %O[0] : memref<8xi32>
  affine.store %mx, %O[1] : memref<8xi32>
  %fs, %fm = affine.parallel (%i) = (0) to (9) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %F[%i] : memref<9xf32>
    affine.yield %v, %v : f32, f32
  }
  %fi = arith.fptosi %fs : f32 to i32
  %fj = arith.fptosi %fm : f32 to i32
  %fk = arith.addi %fi, %fj : i32
  affine.store %fk, %O[2] : memref<8xi32>
  %t:2 = affine.for %i = 0 to 9 iter_args(%a = %c100, %m = %c0) -> (i32, i32) {
    %r = affine.for %j = 0 to 10 iter_args(%b = %a) -> (i32) {
      %v = affine.load %A[%i, %j] : memref<9x10xi32>
      %w = arith.muli %v, %v : i32
      %x = arith.addi %b, %w : i32
      affine.yield %x : i32
    }
    %u = affine.load %A[%i, %i] : memref<9x10xi32>
    %n = arith.minsi %m, %u : i32
    affine.yield %r, %n : i32, i32
  }
  affine.store %t#0, %O[3] : memref<8xi32>
  affine.store %t#1, %O[4] : memref<8xi32>
  affine.parallel (%i) = (0) to (3) {
    %v = affine.load %O[%i] : memref<8xi32>
    %w = arith.addi %v, %v : i32
    affine.store %w, %O[%i + 5] : memref<8xi32>
  }
  return
}
"#;

#[test]
fn reductions_with_iter_args() {
    check(
        REDUCTIONS,
        "reductions",
        &[Arg::Mem, Arg::Mem, Arg::Mem],
        ALL,
    );
}

const CONTROL: &str = r#"
#set = affine_set<(d0)[s0] : (d0 - 3 >= 0, s0 - d0 - 1 >= 0, d0 mod 2 == 0)>
func.func @control(%O: memref<32xindex>, %n: index) {
  affine.for %i = max affine_map<()[s0] -> (0, s0 - 20)>()[%n] to min affine_map<()[s0] -> (s0, 16)>()[%n] step 3 {
    %lo = affine.min affine_map<(d0)[s0] -> (d0 + 2, s0, 13)>(%i)[%n]
    %hi = affine.max affine_map<(d0)[s0] -> (d0 - 2, s0 - 40, 1)>(%i)[%n]
    %r = affine.if #set(%i)[%n] -> index {
      %x = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%lo, %hi)
      affine.yield %x : index
    } else {
      affine.yield %hi : index
    }
    affine.store %r, %O[%i] : memref<32xindex>
    affine.if affine_set<(d0) : (d0 - 9 == 0)>(%i) {
      affine.store %lo, %O[31] : memref<32xindex>
    }
  }
  %d:3 = affine.delinearize_index %n into (3, 4, 5) : index, index, index
  %e:2 = affine.delinearize_index %n into (7) : index, index
  %l = affine.linearize_index [%d#0, %d#2, %d#1] by (3, 5, 4) : index
  %l2 = affine.linearize_index disjoint [%e#0, %e#1] by (7) : index
  affine.store %d#0, %O[20] : memref<32xindex>
  affine.store %d#1, %O[21] : memref<32xindex>
  affine.store %d#2, %O[22] : memref<32xindex>
  affine.store %e#0, %O[23] : memref<32xindex>
  affine.store %e#1, %O[24] : memref<32xindex>
  affine.store %l, %O[25] : memref<32xindex>
  affine.store %l2, %O[26] : memref<32xindex>
  return
}
"#;

#[test]
fn bounds_conditions_and_indices() {
    for n in [0, 5, 11, 16, 23, 59] {
        check(CONTROL, "control", &[Arg::Mem, Arg::Index(n)], ALL);
    }
}

const ARITH: &str = r#"
func.func @arith(%O: memref<24xi64>, %F: memref<8xf32>, %x: index) {
  %a = arith.constant 100 : i8
  %b = arith.constant 57 : i8
  %m1 = arith.constant -1 : i8
  %s = arith.addi %a, %b : i8
  %p = arith.muli %a, %b : i8
  %q = arith.divsi %m1, %b : i8
  %u = arith.divui %m1, %b : i8
  %r = arith.remsi %p, %b : i8
  %ru = arith.remui %p, %b : i8
  %fl = arith.floordivsi %p, %b : i8
  %ce = arith.ceildivsi %p, %b : i8
  %sh = arith.shli %a, %b : i8
  %c3 = arith.constant 3 : i8
  %sl = arith.shli %a, %c3 : i8
  %sr = arith.shrsi %p, %c3 : i8
  %su = arith.shrui %p, %c3 : i8
  %mn = arith.minui %m1, %a : i8
  %mx = arith.maxsi %m1, %a : i8
  %lt = arith.cmpi ult, %m1, %a : i8
  %sel = arith.select %lt, %s, %p : i8
  %xo = arith.xori %a, %m1 : i8
  %vals = vector.broadcast %a : i8 to vector<1xi8>
  %all = arith.extsi %s : i8 to i64
  affine.store %all, %O[0] : memref<24xi64>
  %e1 = arith.extsi %p : i8 to i64
  affine.store %e1, %O[1] : memref<24xi64>
  %e2 = arith.extsi %q : i8 to i64
  affine.store %e2, %O[2] : memref<24xi64>
  %e3 = arith.extui %u : i8 to i64
  affine.store %e3, %O[3] : memref<24xi64>
  %e4 = arith.extsi %r : i8 to i64
  affine.store %e4, %O[4] : memref<24xi64>
  %e5 = arith.extui %ru : i8 to i64
  affine.store %e5, %O[5] : memref<24xi64>
  %e6 = arith.extsi %fl : i8 to i64
  affine.store %e6, %O[6] : memref<24xi64>
  %e7 = arith.extsi %ce : i8 to i64
  affine.store %e7, %O[7] : memref<24xi64>
  %e8 = arith.extsi %sl : i8 to i64
  affine.store %e8, %O[8] : memref<24xi64>
  %e9 = arith.extsi %sr : i8 to i64
  affine.store %e9, %O[9] : memref<24xi64>
  %e10 = arith.extui %su : i8 to i64
  affine.store %e10, %O[10] : memref<24xi64>
  %e11 = arith.extui %mn : i8 to i64
  affine.store %e11, %O[11] : memref<24xi64>
  %e12 = arith.extsi %mx : i8 to i64
  affine.store %e12, %O[12] : memref<24xi64>
  %e13 = arith.extsi %sel : i8 to i64
  affine.store %e13, %O[13] : memref<24xi64>
  %e14 = arith.extsi %xo : i8 to i64
  affine.store %e14, %O[14] : memref<24xi64>
  %ix = arith.index_cast %x : index to i64
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %t1 = arith.addi %ix, %zero : i64
  %t2 = arith.muli %t1, %one : i64
  %c7 = arith.constant 7 : i64
  %c5 = arith.constant 5 : i64
  %t3 = arith.addi %t2, %c7 : i64
  %t4 = arith.subi %t3, %c5 : i64
  %t5 = arith.subi %t4, %t2 : i64
  %t6 = arith.muli %c5, %t4 : i64
  %t7 = arith.muli %t6, %c7 : i64
  affine.store %t5, %O[15] : memref<24xi64>
  affine.store %t7, %O[16] : memref<24xi64>
  %ic = arith.index_cast %t4 : i64 to index
  %ib = arith.index_cast %ic : index to i64
  affine.store %ib, %O[17] : memref<24xi64>
  %f1 = arith.constant 1.0e+00 : f32
  %f3 = arith.constant 3.0e+00 : f32
  %fz = arith.constant -0.0 : f32
  %fd = arith.divf %f1, %f3 : f32
  %fm = arith.mulf %fd, %f3 : f32
  %fa = arith.addf %fm, %fz : f32
  %fmin = arith.minimumf %fz, %fa : f32
  %fc = arith.cmpf olt, %fd, %f1 : f32
  %fsel = arith.select %fc, %fa, %f3 : f32
  %big = arith.constant 16777216.0 : f32
  %bp = arith.addf %big, %f1 : f32
  %ff = arith.sitofp %b : i8 to f32
  affine.store %fd, %F[0] : memref<8xf32>
  affine.store %fm, %F[1] : memref<8xf32>
  affine.store %fmin, %F[2] : memref<8xf32>
  affine.store %fsel, %F[3] : memref<8xf32>
  affine.store %bp, %F[4] : memref<8xf32>
  affine.store %ff, %F[5] : memref<8xf32>
  return
}
"#;

#[test]
fn constant_folding() {
    for x in [0, -3, 42] {
        check(ARITH, "arith", &[Arg::Mem, Arg::Mem, Arg::Index(x)], ALL);
    }
}

const JAM_REDUCTION: &str = r#"
func.func @jam(%A: memref<11x6xi32>, %O: memref<2xi32>) {
  %c5 = arith.constant 5 : i32
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %s, %p = affine.for %i = 0 to 11 iter_args(%acc = %c5, %prod = %c1) -> (i32, i32) {
    %r = affine.for %j = 0 to 6 iter_args(%b = %c0) -> (i32) {
      %v = affine.load %A[%i, %j] : memref<11x6xi32>
      %x = arith.addi %b, %v : i32
      affine.yield %x : i32
    }
    %t = arith.addi %r, %acc : i32
    %w = affine.load %A[%i, 0] : memref<11x6xi32>
    %q = arith.muli %prod, %w : i32
    affine.yield %t, %q : i32, i32
  }
  affine.store %s, %O[0] : memref<2xi32>
  affine.store %p, %O[1] : memref<2xi32>
  return
}
"#;

/// The outer iteration argument feeds the inner loop's init: not a reduction, so
/// unroll-and-jam leaves the loop alone.
const JAM_NOT_REDUCTION: &str = r#"
func.func @jam(%A: memref<11x6xi32>, %O: memref<2xi32>) {
  %c5 = arith.constant 5 : i32
  %s = affine.for %i = 0 to 11 iter_args(%acc = %c5) -> (i32) {
    %r = affine.for %j = 0 to 6 iter_args(%b = %acc) -> (i32) {
      %v = affine.load %A[%i, %j] : memref<11x6xi32>
      %x = arith.addi %b, %v : i32
      affine.yield %x : i32
    }
    affine.yield %r : i32
  }
  affine.store %s, %O[0] : memref<2xi32>
  return
}
"#;

#[test]
fn unroll_jam_reductions() {
    check(JAM_REDUCTION, "jam", &[Arg::Mem, Arg::Mem], ALL);
    check(JAM_NOT_REDUCTION, "jam", &[Arg::Mem, Arg::Mem], ALL);
}

//! The dependence table: loop nests built by hand, each loop with its expected verdict.
//!
//! Every case builds a function with [`Ir`], names its loops and states, per loop, whether
//! it is parallel, parallel with a reduction of a given kind, or sequential. The table is
//! checked as a whole so that a failure lists every wrong verdict; run
//! `cargo test -p tessera-lowering dependence_table -- --nocapture` to print it.

use super::access::AliasPolicy;
use super::dependence::{analyze_loop_with, DependenceOptions, LoopInfo};
use super::reduction::ReductionKind;
use super::testutil::Ir;
use crate::ir::Op;

/// The expected verdict of a loop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Expect {
    /// Parallel, no reduction.
    Par,
    /// Parallel with exactly these reductions (kinds, in order).
    Red(&'static [ReductionKind]),
    /// Sequential.
    Seq,
}
use Expect::*;

struct Case {
    name: &'static str,
    alias: AliasPolicy,
    loops: Vec<(&'static str, Op, Expect)>,
    ir: Ir,
}

fn case(
    name: &'static str,
    build: impl FnOnce(&mut Ir) -> Vec<(&'static str, Op, Expect)>,
) -> Case {
    let mut ir = Ir::new();
    let loops = build(&mut ir);
    Case {
        name,
        alias: AliasPolicy::Conservative,
        loops,
        ir,
    }
}

fn with_alias(mut c: Case, alias: AliasPolicy) -> Case {
    c.alias = alias;
    c
}

const ADDF: &[ReductionKind] = &[ReductionKind::AddF];

/// `C[i, j] += A[i, k] * B[k, j]` over `memref<16x16>`s given by `mems`.
fn matmul_body(
    ir: &mut Ir,
    a: crate::ir::Value,
    b: crate::ir::Value,
    c: crate::ir::Value,
) -> Vec<(&'static str, Op, Expect)> {
    let (li, i) = ir.for_(0, 16, 1);
    let (lj, j) = ir.for_(0, 16, 1);
    let (lk, k) = ir.for_(0, 16, 1);
    let x = ir.load(a, "(d0, d1) -> (d0, d1)", &[i, k]);
    let y = ir.load(b, "(d0, d1) -> (d0, d1)", &[k, j]);
    let acc = ir.load(c, "(d0, d1) -> (d0, d1)", &[i, j]);
    let p = ir.bin("arith.mulf", x, y);
    let s = ir.bin("arith.addf", acc, p);
    ir.store(s, c, "(d0, d1) -> (d0, d1)", &[i, j]);
    ir.end(&[]);
    ir.end(&[]);
    ir.end(&[]);
    vec![("i", li, Par), ("j", lj, Par), ("k", lk, Red(ADDF))]
}

fn matmul_args(
    ir: &mut Ir,
    par: Expect,
    red: Expect,
    noalias: bool,
) -> Vec<(&'static str, Op, Expect)> {
    let t = ir.memref(&[16, 16]);
    let (_f, args) = if noalias {
        ir.func_noalias("matmul", &[t, t, t], &[true, true, true])
    } else {
        ir.func("matmul", &[t, t, t])
    };
    let mut l = matmul_body(ir, args[0], args[1], args[2]);
    ir.end_func();
    l[0].2 = par;
    l[1].2 = par;
    l[2].2 = red;
    l
}

fn cases() -> Vec<Case> {
    let mut v = Vec::new();

    v.push(case("matmul, allocs, load-op-store on C", |ir| {
        ir.func("f", &[]);
        let (a, b, c) = (
            ir.alloc(&[16, 16]),
            ir.alloc(&[16, 16]),
            ir.alloc(&[16, 16]),
        );
        let l = matmul_body(ir, a, b, c);
        ir.end_func();
        l
    }));

    v.push(case("matmul, arguments (may alias)", |ir| {
        matmul_args(ir, Seq, Seq, false)
    }));
    v.push(with_alias(
        case("matmul, arguments, distinct-arguments policy", |ir| {
            matmul_args(ir, Par, Red(ADDF), false)
        }),
        AliasPolicy::DistinctArguments,
    ));
    v.push(case("matmul, llvm.noalias arguments", |ir| {
        matmul_args(ir, Par, Red(ADDF), true)
    }));

    v.push(case("matmul, k reduction through iter_args", |ir| {
        ir.func("f", &[]);
        let (a, b, c) = (
            ir.alloc(&[16, 16]),
            ir.alloc(&[16, 16]),
            ir.alloc(&[16, 16]),
        );
        let zero = ir.fcst(0.0);
        let (li, i) = ir.for_(0, 16, 1);
        let (lj, j) = ir.for_(0, 16, 1);
        let (lk, k, acc) = ir.for_map("() -> (0)", &[], "() -> (16)", &[], 1, &[zero]);
        let x = ir.load(a, "(d0, d1) -> (d0, d1)", &[i, k]);
        let y = ir.load(b, "(d0, d1) -> (d0, d1)", &[k, j]);
        let p = ir.bin("arith.mulf", x, y);
        let s = ir.bin("arith.addf", acc[0], p);
        ir.end(&[s]);
        let r = ir.res(lk);
        ir.store(r, c, "(d0, d1) -> (d0, d1)", &[i, j]);
        ir.end(&[]);
        ir.end(&[]);
        ir.end_func();
        vec![("i", li, Par), ("j", lj, Par), ("k", lk, Red(ADDF))]
    }));

    v.push(case("transpose B[j, i] = A[i, j]", |ir| {
        ir.func("f", &[]);
        let (a, b) = (ir.alloc(&[8, 8]), ir.alloc(&[8, 8]));
        let (li, i) = ir.for_(0, 8, 1);
        let (lj, j) = ir.for_(0, 8, 1);
        let x = ir.load(a, "(d0, d1) -> (d0, d1)", &[i, j]);
        ir.store(x, b, "(d0, d1) -> (d1, d0)", &[i, j]);
        ir.end(&[]);
        ir.end(&[]);
        ir.end_func();
        vec![("i", li, Par), ("j", lj, Par)]
    }));

    v.push(case(
        "elementwise C[i] = A[i] + B[i]; in-place A[i] = A[i] * 2",
        |ir| {
            ir.func("f", &[]);
            let (a, b, c) = (ir.alloc(&[64]), ir.alloc(&[64]), ir.alloc(&[64]));
            let (l1, i) = ir.for_(0, 64, 1);
            let x = ir.load(a, "(d0) -> (d0)", &[i]);
            let y = ir.load(b, "(d0) -> (d0)", &[i]);
            let s = ir.bin("arith.addf", x, y);
            ir.store(s, c, "(d0) -> (d0)", &[i]);
            ir.end(&[]);
            let (l2, i) = ir.for_(0, 64, 1);
            let x = ir.load(a, "(d0) -> (d0)", &[i]);
            let s = ir.bin("arith.mulf", x, x);
            ir.store(s, a, "(d0) -> (d0)", &[i]);
            ir.end(&[]);
            ir.end_func();
            vec![("elementwise", l1, Par), ("in-place", l2, Par)]
        },
    ));

    v.push(case("jacobi-1d double-buffered in time", |ir| {
        ir.func("f", &[]);
        let (a, b) = (ir.alloc(&[100]), ir.alloc(&[100]));
        let (lt, _t) = ir.for_(0, 10, 1);
        let (l1, i) = ir.for_(1, 99, 1);
        let x = ir.load(a, "(d0) -> (d0 - 1)", &[i]);
        let y = ir.load(a, "(d0) -> (d0)", &[i]);
        let z = ir.load(a, "(d0) -> (d0 + 1)", &[i]);
        let s = ir.bin("arith.addf", x, y);
        let s = ir.bin("arith.addf", s, z);
        ir.store(s, b, "(d0) -> (d0)", &[i]);
        ir.end(&[]);
        let (l2, i) = ir.for_(1, 99, 1);
        let x = ir.load(b, "(d0) -> (d0)", &[i]);
        ir.store(x, a, "(d0) -> (d0)", &[i]);
        ir.end(&[]);
        ir.end(&[]);
        ir.end_func();
        vec![
            ("t", lt, Seq),
            ("i (compute)", l1, Par),
            ("i (copy back)", l2, Par),
        ]
    }));

    v.push(case("jacobi-2d double-buffered in time", |ir| {
        ir.func("f", &[]);
        let (a, b) = (ir.alloc(&[32, 32]), ir.alloc(&[32, 32]));
        let (lt, _t) = ir.for_(0, 10, 1);
        let (li, i) = ir.for_(1, 31, 1);
        let (lj, j) = ir.for_(1, 31, 1);
        let n = ir.load(a, "(d0, d1) -> (d0 - 1, d1)", &[i, j]);
        let s = ir.load(a, "(d0, d1) -> (d0 + 1, d1)", &[i, j]);
        let w = ir.load(a, "(d0, d1) -> (d0, d1 - 1)", &[i, j]);
        let e = ir.load(a, "(d0, d1) -> (d0, d1 + 1)", &[i, j]);
        let x = ir.bin("arith.addf", n, s);
        let x = ir.bin("arith.addf", x, w);
        let x = ir.bin("arith.addf", x, e);
        ir.store(x, b, "(d0, d1) -> (d0, d1)", &[i, j]);
        ir.end(&[]);
        ir.end(&[]);
        let (li2, i) = ir.for_(1, 31, 1);
        let (lj2, j) = ir.for_(1, 31, 1);
        let x = ir.load(b, "(d0, d1) -> (d0, d1)", &[i, j]);
        ir.store(x, a, "(d0, d1) -> (d0, d1)", &[i, j]);
        ir.end(&[]);
        ir.end(&[]);
        ir.end(&[]);
        ir.end_func();
        vec![
            ("t", lt, Seq),
            ("i", li, Par),
            ("j", lj, Par),
            ("i (copy)", li2, Par),
            ("j (copy)", lj2, Par),
        ]
    }));

    v.push(case(
        "in-place 1-d stencil A[i] = A[i-1] + A[i+1] in time",
        |ir| {
            ir.func("f", &[]);
            let a = ir.alloc(&[100]);
            let (lt, _t) = ir.for_(0, 10, 1);
            let (li, i) = ir.for_(1, 99, 1);
            let x = ir.load(a, "(d0) -> (d0 - 1)", &[i]);
            let y = ir.load(a, "(d0) -> (d0 + 1)", &[i]);
            let s = ir.bin("arith.addf", x, y);
            ir.store(s, a, "(d0) -> (d0)", &[i]);
            ir.end(&[]);
            ir.end(&[]);
            ir.end_func();
            vec![("t", lt, Seq), ("i", li, Seq)]
        },
    ));

    v.push(case("seidel sweep A[i][j] = A[i-1][j] + A[i][j-1]", |ir| {
        ir.func("f", &[]);
        let a = ir.alloc(&[32, 32]);
        let (li, i) = ir.for_(1, 32, 1);
        let (lj, j) = ir.for_(1, 32, 1);
        let x = ir.load(a, "(d0, d1) -> (d0 - 1, d1)", &[i, j]);
        let y = ir.load(a, "(d0, d1) -> (d0, d1 - 1)", &[i, j]);
        let s = ir.bin("arith.addf", x, y);
        ir.store(s, a, "(d0, d1) -> (d0, d1)", &[i, j]);
        ir.end(&[]);
        ir.end(&[]);
        ir.end_func();
        vec![("i", li, Seq), ("j", lj, Seq)]
    }));

    v.push(case("row recurrence A[i][j] = A[i-1][j]", |ir| {
        ir.func("f", &[]);
        let a = ir.alloc(&[32, 32]);
        let (li, i) = ir.for_(1, 32, 1);
        let (lj, j) = ir.for_(0, 32, 1);
        let x = ir.load(a, "(d0, d1) -> (d0 - 1, d1)", &[i, j]);
        ir.store(x, a, "(d0, d1) -> (d0, d1)", &[i, j]);
        ir.end(&[]);
        ir.end(&[]);
        ir.end_func();
        vec![("i", li, Seq), ("j", lj, Par)]
    }));

    v.push(case(
        "strided A[2i] = A[2i+1] (GCD) and A[2i] = A[2i+2]",
        |ir| {
            ir.func("f", &[]);
            let a = ir.alloc(&[200]);
            let (l1, i) = ir.for_(0, 99, 1);
            let x = ir.load(a, "(d0) -> (d0 * 2 + 1)", &[i]);
            ir.store(x, a, "(d0) -> (d0 * 2)", &[i]);
            ir.end(&[]);
            let (l2, i) = ir.for_(0, 99, 1);
            let x = ir.load(a, "(d0) -> (d0 * 2 + 2)", &[i]);
            ir.store(x, a, "(d0) -> (d0 * 2)", &[i]);
            ir.end(&[]);
            ir.end_func();
            vec![("odd/even", l1, Par), ("distance 1", l2, Seq)]
        },
    ));

    v.push(case("transposed access A[i][j] = A[j][i]", |ir| {
        ir.func("f", &[]);
        let a = ir.alloc(&[16, 16]);
        let (li, i) = ir.for_(0, 16, 1);
        let (lj, j) = ir.for_(0, 16, 1);
        let x = ir.load(a, "(d0, d1) -> (d1, d0)", &[i, j]);
        ir.store(x, a, "(d0, d1) -> (d0, d1)", &[i, j]);
        ir.end(&[]);
        ir.end(&[]);
        ir.end_func();
        // For a fixed i, iteration j writes A[i][j] and reads A[j][i]: two different
        // iterations j, j' would need j' = i = j. The inner loop is parallel.
        vec![("i", li, Seq), ("j", lj, Par)]
    }));

    v.push(case(
        "triangular: lower written, upper read (A[i][j] = A[j][i], j < i)",
        |ir| {
            ir.func("f", &[]);
            let a = ir.alloc(&[16, 16]);
            let (li, i) = ir.for_(0, 16, 1);
            let (lj, j, _) = ir.for_map("() -> (0)", &[], "(d0) -> (d0)", &[i], 1, &[]);
            let x = ir.load(a, "(d0, d1) -> (d1, d0)", &[i, j]);
            ir.store(x, a, "(d0, d1) -> (d0, d1)", &[i, j]);
            ir.end(&[]);
            ir.end(&[]);
            ir.end_func();
            vec![("i", li, Par), ("j", lj, Par)]
        },
    ));

    v.push(case("triangular: A[i] += A[j], j < i", |ir| {
        ir.func("f", &[]);
        let a = ir.alloc(&[16]);
        let (li, i) = ir.for_(0, 16, 1);
        let (lj, j, _) = ir.for_map("() -> (0)", &[], "(d0) -> (d0)", &[i], 1, &[]);
        let x = ir.load(a, "(d0) -> (d0)", &[j]);
        let y = ir.load(a, "(d0) -> (d0)", &[i]);
        let s = ir.bin("arith.addf", y, x);
        ir.store(s, a, "(d0) -> (d0)", &[i]);
        ir.end(&[]);
        ir.end(&[]);
        ir.end_func();
        vec![("i", li, Seq), ("j", lj, Seq)]
    }));

    v.push(case(
        "tiled loops with min bounds; overlapping tiles",
        |ir| {
            ir.func("f", &[]);
            let (a, b) = (ir.alloc(&[100]), ir.alloc(&[140]));
            let (lt, t) = ir.for_(0, 100, 32);
            let (lp, p, _) =
                ir.for_map("(d0) -> (d0)", &[t], "(d0) -> (d0 + 32, 100)", &[t], 1, &[]);
            let x = ir.load(a, "(d0) -> (d0)", &[p]);
            let y = ir.bin("arith.addf", x, x);
            ir.store(y, a, "(d0) -> (d0)", &[p]);
            ir.end(&[]);
            ir.end(&[]);
            // Tiles of 40 at a step of 32 overlap: the tile loop carries the dependence.
            let (lt2, t) = ir.for_(0, 100, 32);
            let (lp2, p, _) = ir.for_map("(d0) -> (d0)", &[t], "(d0) -> (d0 + 40)", &[t], 1, &[]);
            let x = ir.load(b, "(d0) -> (d0)", &[p]);
            let y = ir.bin("arith.addf", x, x);
            ir.store(y, b, "(d0) -> (d0)", &[p]);
            ir.end(&[]);
            ir.end(&[]);
            ir.end_func();
            vec![
                ("tile", lt, Par),
                ("point", lp, Par),
                ("overlapping tile", lt2, Seq),
                ("point (overlap)", lp2, Par),
            ]
        },
    ));

    v.push(case(
        "max lower bound, min upper bound with symbols",
        |ir| {
            let idx = ir.index();
            let (_f, args) = ir.func("f", &[idx]);
            let n = args[0];
            let a = ir.alloc(&[256]);
            // for i = max(0, n - 10) to min(n, 100): A[i] = A[i + 100]
            let (l1, i, _) = ir.for_map(
                "()[s0] -> (0, s0 - 10)",
                &[n],
                "()[s0] -> (s0, 100)",
                &[n],
                1,
                &[],
            );
            let x = ir.load(a, "(d0) -> (d0 + 100)", &[i]);
            ir.store(x, a, "(d0) -> (d0)", &[i]);
            ir.end(&[]);
            // Same, reading A[i + 5]: inside the range when n is large enough.
            let (l2, i, _) = ir.for_map(
                "()[s0] -> (0, s0 - 10)",
                &[n],
                "()[s0] -> (s0, 100)",
                &[n],
                1,
                &[],
            );
            let x = ir.load(a, "(d0) -> (d0 + 5)", &[i]);
            ir.store(x, a, "(d0) -> (d0)", &[i]);
            ir.end(&[]);
            // Range of at most 4 iterations: A[i] = A[i + 4] cannot meet.
            let (l3, i, _) = ir.for_map(
                "()[s0] -> (0, s0 - 4)",
                &[n],
                "()[s0] -> (s0, 100)",
                &[n],
                1,
                &[],
            );
            let x = ir.load(a, "(d0) -> (d0 + 4)", &[i]);
            ir.store(x, a, "(d0) -> (d0)", &[i]);
            ir.end(&[]);
            ir.end_func();
            vec![
                ("A[i] = A[i+100]", l1, Par),
                ("A[i] = A[i+5]", l2, Seq),
                ("4-wide, A[i] = A[i+4]", l3, Par),
            ]
        },
    ));

    v.push(case(
        "symbols: A[i] = A[i + n] for i < n; A[i] = A[i + m]",
        |ir| {
            let idx = ir.index();
            let (_f, args) = ir.func("f", &[idx, idx]);
            let (n, mm) = (args[0], args[1]);
            let f32 = ir.f32();
            let a = ir.alloc_ty(&[crate::ir::DYNAMIC], f32);
            let (l1, i, _) = ir.for_map("() -> (0)", &[], "()[s0] -> (s0)", &[n], 1, &[]);
            let x = ir.load(a, "(d0)[s0] -> (d0 + s0)", &[i, n]);
            ir.store(x, a, "(d0) -> (d0)", &[i]);
            ir.end(&[]);
            let (l2, i, _) = ir.for_map("() -> (0)", &[], "()[s0] -> (s0)", &[n], 1, &[]);
            let x = ir.load(a, "(d0)[s0] -> (d0 + s0)", &[i, mm]);
            ir.store(x, a, "(d0) -> (d0)", &[i]);
            ir.end(&[]);
            ir.end_func();
            vec![("A[i] = A[i+n]", l1, Par), ("A[i] = A[i+m]", l2, Seq)]
        },
    ));

    v.push(case("affine.apply chains", |ir| {
        ir.func("f", &[]);
        let a = ir.alloc(&[200]);
        let (l1, i) = ir.for_(0, 100, 1);
        let e = ir.apply("(d0) -> (d0 * 2)", &[i]);
        let o = ir.apply("(d0) -> (d0 + 1)", &[e]);
        let x = ir.load(a, "(d0) -> (d0)", &[e]);
        ir.store(x, a, "(d0) -> (d0)", &[o]);
        ir.end(&[]);
        let (l2, i) = ir.for_(0, 100, 1);
        let h = ir.apply("(d0) -> (d0 floordiv 2)", &[i]);
        let c = ir.fcst(1.0);
        ir.store(c, a, "(d0) -> (d0)", &[h]);
        ir.end(&[]);
        let (l3, i) = ir.for_(0, 100, 1);
        let h = ir.apply("(d0) -> (d0 mod 2)", &[i]);
        let q = ir.apply("(d0, d1) -> (d0 * 2 + d1)", &[i, h]);
        let x = ir.load(a, "(d0) -> (d0)", &[i]);
        ir.store(x, a, "(d0) -> (d0 + 100)", &[q]);
        ir.end(&[]);
        ir.end_func();
        vec![
            ("odd <- even", l1, Par),
            ("A[i floordiv 2] = 1", l2, Seq),
            ("A[2i + i mod 2 + 100]", l3, Par),
        ]
    }));

    v.push(case(
        "iter_args: prefix sum (not a reduction) and max reduction",
        |ir| {
            ir.func("f", &[]);
            let (a, b) = (ir.alloc(&[64]), ir.alloc(&[64]));
            let zero = ir.fcst(0.0);
            let (l1, i, s) = ir.for_map("() -> (0)", &[], "() -> (64)", &[], 1, &[zero]);
            let x = ir.load(a, "(d0) -> (d0)", &[i]);
            let s2 = ir.bin("arith.addf", s[0], x);
            ir.store(s2, b, "(d0) -> (d0)", &[i]);
            ir.end(&[s2]);
            let (l2, i, s) = ir.for_map("() -> (0)", &[], "() -> (64)", &[], 1, &[zero]);
            let x = ir.load(a, "(d0) -> (d0)", &[i]);
            let s2 = ir.bin("arith.maximumf", x, s[0]);
            ir.end(&[s2]);
            ir.end_func();
            vec![
                ("prefix sum", l1, Seq),
                ("max", l2, Red(&[ReductionKind::MaximumF])),
            ]
        },
    ));

    v.push(case("prefix sum in memory A[i] = A[i-1] + A[i]", |ir| {
        ir.func("f", &[]);
        let a = ir.alloc(&[64]);
        let (l, i) = ir.for_(1, 64, 1);
        let x = ir.load(a, "(d0) -> (d0 - 1)", &[i]);
        let y = ir.load(a, "(d0) -> (d0)", &[i]);
        let s = ir.bin("arith.addf", x, y);
        ir.store(s, a, "(d0) -> (d0)", &[i]);
        ir.end(&[]);
        ir.end_func();
        vec![("i", l, Seq)]
    }));

    v.push(case("loop-independent dependences only", |ir| {
        ir.func("f", &[]);
        let (a, b, c) = (ir.alloc(&[64]), ir.alloc(&[64]), ir.alloc(&[64]));
        let (l, i) = ir.for_(0, 64, 1);
        let x = ir.load(a, "(d0) -> (d0)", &[i]);
        ir.store(x, b, "(d0) -> (d0)", &[i]);
        let y = ir.load(b, "(d0) -> (d0)", &[i]);
        let z = ir.bin("arith.addf", y, y);
        ir.store(z, c, "(d0) -> (d0)", &[i]);
        ir.end(&[]);
        ir.end_func();
        vec![("i", l, Par)]
    }));

    v.push(case("affine.if guarded stores", |ir| {
        ir.func("f", &[]);
        let (a, b) = (ir.alloc(&[64]), ir.alloc(&[64]));
        let one = ir.fcst(1.0);
        let (l1, i) = ir.for_(0, 64, 1);
        ir.if_("(d0) : (d0 == 0)", &[i]);
        ir.store(one, a, "() -> (0)", &[]);
        ir.end(&[]);
        ir.end(&[]);
        let (l2, i) = ir.for_(0, 64, 1);
        ir.if_("(d0) : (d0 - 5 >= 0)", &[i]);
        let x = ir.load(b, "(d0) -> (d0)", &[i]);
        ir.store(x, a, "() -> (0)", &[]);
        ir.end(&[]);
        ir.end(&[]);
        // A write guarded to the first half, a read of the second half.
        let (l3, i) = ir.for_(0, 64, 1);
        ir.if_("(d0) : (31 - d0 >= 0)", &[i]);
        let x = ir.load(a, "(d0) -> (d0 + 32)", &[i]);
        ir.store(x, a, "(d0) -> (d0)", &[i]);
        ir.end(&[]);
        ir.end(&[]);
        ir.end_func();
        vec![
            ("if i == 0: A[0] =", l1, Par),
            ("if i >= 5: A[0] =", l2, Seq),
            ("if i < 32: A[i] = A[i+32]", l3, Par),
        ]
    }));

    v.push(case("unknown effects: a call in the body", |ir| {
        ir.func("f", &[]);
        let a = ir.alloc(&[64]);
        let (l, i) = ir.for_(0, 64, 1);
        let x = ir.load(a, "(d0) -> (d0)", &[i]);
        ir.store(x, a, "(d0) -> (d0)", &[i]);
        ir.call("g", &[]);
        ir.end(&[]);
        ir.end_func();
        vec![("i", l, Seq)]
    }));

    v.push(case("indirect accesses through loaded indices", |ir| {
        ir.func("f", &[]);
        let idx = ir.index();
        let ix = ir.alloc_ty(&[64], idx);
        let (a, b) = (ir.alloc(&[64]), ir.alloc(&[64]));
        // Scatter: A[IX[i]] = B[i] — two iterations may hit one element.
        let (l1, i) = ir.for_(0, 64, 1);
        let k = ir.mload_ty(ix, &[i], idx);
        let x = ir.load(b, "(d0) -> (d0)", &[i]);
        ir.mstore(x, a, &[k]);
        ir.end(&[]);
        // Gather: B[i] = A[IX[i]] — A is only read.
        let (l2, i) = ir.for_(0, 64, 1);
        let k = ir.mload_ty(ix, &[i], idx);
        let x = ir.mload(a, &[k]);
        ir.store(x, b, "(d0) -> (d0)", &[i]);
        ir.end(&[]);
        ir.end_func();
        vec![("scatter", l1, Seq), ("gather", l2, Par)]
    }));

    v.push(case(
        "memref.load/store with arith index arithmetic",
        |ir| {
            ir.func("f", &[]);
            let a = ir.alloc(&[200]);
            let (c1, c2) = (ir.cst(1), ir.cst(2));
            let (l1, i) = ir.for_(0, 99, 1);
            let j = ir.bin("arith.addi", i, c1);
            let x = ir.mload(a, &[i]);
            ir.mstore(x, a, &[j]);
            ir.end(&[]);
            let (l2, i) = ir.for_(0, 99, 1);
            let e = ir.bin("arith.muli", i, c2);
            let o = ir.bin("arith.addi", e, c1);
            let x = ir.mload(a, &[o]);
            ir.mstore(x, a, &[e]);
            ir.end(&[]);
            ir.end_func();
            vec![("A[i+1] = A[i]", l1, Seq), ("A[2i] = A[2i+1]", l2, Par)]
        },
    ));

    v.push(case("buffer allocated inside the loop is private", |ir| {
        ir.func("f", &[]);
        let b = ir.alloc(&[64]);
        let (l, i) = ir.for_(0, 64, 1);
        let t = ir.alloc(&[1]);
        let c = ir.fcst(2.0);
        ir.store(c, t, "() -> (0)", &[]);
        let x = ir.load(t, "() -> (0)", &[]);
        ir.store(x, b, "(d0) -> (d0)", &[i]);
        ir.op("memref.dealloc", &[t], &[], &[], 0);
        ir.end(&[]);
        ir.end_func();
        vec![("i", l, Par)]
    }));

    v.push(case(
        "affine.parallel: transpose and declared reduction",
        |ir| {
            ir.func("f", &[]);
            let (a, b) = (ir.alloc(&[8, 8]), ir.alloc(&[8, 8]));
            let (p1, ivs) = ir.parallel("() -> (0, 0)", &[], "() -> (8, 8)", &[], &[1, 1], &[]);
            let x = ir.load(a, "(d0, d1) -> (d1, d0)", &ivs);
            ir.store(x, b, "(d0, d1) -> (d0, d1)", &ivs);
            ir.end(&[]);
            let f32 = ir.f32();
            let (p2, ivs) = ir.parallel("() -> (0)", &[], "() -> (8)", &[], &[1], &[(0, f32)]);
            let x = ir.load(a, "(d0) -> (d0, 0)", &ivs);
            ir.end(&[x]);
            // An "affine.parallel" that is not: a shifted in-place update.
            let (p3, ivs) = ir.parallel("() -> (1)", &[], "() -> (8)", &[], &[1], &[]);
            let x = ir.load(b, "(d0) -> (d0 - 1, 0)", &ivs);
            ir.store(x, b, "(d0) -> (d0, 0)", &ivs);
            ir.end(&[]);
            ir.end_func();
            vec![
                ("transpose", p1, Par),
                ("sum", p2, Red(ADDF)),
                ("shifted", p3, Seq),
            ]
        },
    ));

    v.push(case(
        "steps: A[i] = A[i+1] and A[i] = A[i+2], step 2",
        |ir| {
            ir.func("f", &[]);
            let a = ir.alloc(&[128]);
            let (l1, i) = ir.for_(0, 100, 2);
            let x = ir.load(a, "(d0) -> (d0 + 1)", &[i]);
            ir.store(x, a, "(d0) -> (d0)", &[i]);
            ir.end(&[]);
            let (l2, i) = ir.for_(0, 100, 2);
            let x = ir.load(a, "(d0) -> (d0 + 2)", &[i]);
            ir.store(x, a, "(d0) -> (d0)", &[i]);
            ir.end(&[]);
            ir.end_func();
            vec![
                ("step 2, distance 1", l1, Par),
                ("step 2, distance 2", l2, Seq),
            ]
        },
    ));

    v.push(case("vector accesses", |ir| {
        ir.func("f", &[]);
        let (a, b) = (ir.alloc(&[128]), ir.alloc(&[128]));
        let (l1, i) = ir.for_(0, 32, 1);
        let x = ir.vload(a, "(d0) -> (d0 * 4)", &[i], 4);
        ir.vstore(x, a, "(d0) -> (d0 * 4)", &[i]);
        ir.end(&[]);
        let (l2, i) = ir.for_(0, 100, 1);
        let x = ir.vload(b, "(d0) -> (d0)", &[i], 4);
        ir.vstore(x, a, "(d0) -> (d0)", &[i]);
        ir.end(&[]);
        ir.end_func();
        vec![
            ("4-wide, stride 4", l1, Par),
            ("4-wide, stride 1 (overlap)", l2, Seq),
        ]
    }));

    v.push(case("scalar accumulator in a rank-0 memref", |ir| {
        ir.func("f", &[]);
        let (s, a) = (ir.alloc(&[]), ir.alloc(&[64]));
        let (l1, i) = ir.for_(0, 64, 1);
        let x = ir.load(a, "(d0) -> (d0)", &[i]);
        let acc = ir.load(s, "() -> ()", &[]);
        let y = ir.bin("arith.mulf", acc, x);
        ir.store(y, s, "() -> ()", &[]);
        ir.end(&[]);
        // The accumulator is also read elsewhere in the loop: not a reduction.
        let (l2, i) = ir.for_(0, 64, 1);
        let x = ir.load(a, "(d0) -> (d0)", &[i]);
        let acc = ir.load(s, "() -> ()", &[]);
        let y = ir.bin("arith.addf", acc, x);
        ir.store(y, s, "() -> ()", &[]);
        let z = ir.load(s, "() -> ()", &[]);
        ir.store(z, a, "(d0) -> (d0)", &[i]);
        ir.end(&[]);
        // A store to one element every iteration (no load): output dependence.
        let (l3, i) = ir.for_(0, 64, 1);
        let x = ir.load(a, "(d0) -> (d0)", &[i]);
        ir.store(x, s, "() -> ()", &[]);
        ir.end(&[]);
        ir.end_func();
        vec![
            ("product", l1, Red(&[ReductionKind::MulF])),
            ("observed", l2, Seq),
            ("last value", l3, Seq),
        ]
    }));

    v.push(case(
        "dependence through an outer IV in the inner bound",
        |ir| {
            ir.func("f", &[]);
            let a = ir.alloc(&[64, 64]);
            // for i: for j in i + 1 .. 64: A[i][j] = A[j][i]  (upper <- lower: disjoint)
            let (li, i) = ir.for_(0, 64, 1);
            let (lj, j, _) = ir.for_map("(d0) -> (d0 + 1)", &[i], "() -> (64)", &[], 1, &[]);
            let x = ir.load(a, "(d0, d1) -> (d1, d0)", &[i, j]);
            ir.store(x, a, "(d0, d1) -> (d0, d1)", &[i, j]);
            ir.end(&[]);
            ir.end(&[]);
            // for i: for j in i .. 64: A[i][j] = A[j][i] (diagonal shared, same iteration only)
            let (li2, i) = ir.for_(0, 64, 1);
            let (lj2, j, _) = ir.for_map("(d0) -> (d0)", &[i], "() -> (64)", &[], 1, &[]);
            let x = ir.load(a, "(d0, d1) -> (d1, d0)", &[i, j]);
            ir.store(x, a, "(d0, d1) -> (d0, d1)", &[i, j]);
            ir.end(&[]);
            ir.end(&[]);
            ir.end_func();
            vec![
                ("i (j > i)", li, Par),
                ("j (j > i)", lj, Par),
                ("i (j >= i)", li2, Par),
                ("j (j >= i)", lj2, Par),
            ]
        },
    ));

    v.push(case(
        "2-d loop with a distance in the outer dimension only",
        |ir| {
            ir.func("f", &[]);
            let a = ir.alloc(&[64, 64]);
            let (li, i) = ir.for_(0, 63, 1);
            let (lj, j) = ir.for_(0, 64, 1);
            let x = ir.load(a, "(d0, d1) -> (d0 + 1, d1)", &[i, j]);
            ir.store(x, a, "(d0, d1) -> (d0, d1)", &[i, j]);
            ir.end(&[]);
            ir.end(&[]);
            ir.end_func();
            vec![("i", li, Seq), ("j", lj, Par)]
        },
    ));

    v
}

fn check(ir: &mut Ir, alias: AliasPolicy, l: Op, e: Expect) -> (bool, LoopInfo) {
    let opts = DependenceOptions {
        alias,
        ..DependenceOptions::default()
    };
    let info = analyze_loop_with(&mut ir.ctx, &ir.m, l, &opts);
    let ok = match e {
        Par => info.parallel && info.reductions.is_empty(),
        Seq => !info.parallel,
        Red(kinds) => {
            info.parallel && info.reductions.iter().map(|r| r.kind).collect::<Vec<_>>() == kinds
        }
    };
    (ok, info)
}

#[test]
fn dependence_table() {
    let mut failures = Vec::new();
    let mut count = 0;
    for mut c in cases() {
        let loops = std::mem::take(&mut c.loops);
        println!("{}", c.name);
        for (label, l, e) in loops {
            count += 1;
            let (ok, info) = check(&mut c.ir, c.alias, l, e);
            let got = if !info.parallel {
                "sequential".to_string()
            } else if info.reductions.is_empty() {
                "parallel".to_string()
            } else {
                let k: Vec<&str> = info.reductions.iter().map(|r| r.kind.name()).collect();
                format!("parallel + reduction ({})", k.join(", "))
            };
            println!(
                "  {label:<28} {got:<34} {}",
                if ok { "ok" } else { "WRONG" }
            );
            if !ok {
                failures.push(format!(
                    "{} / {label}: expected {e:?}, got {got}: {}",
                    c.name, info.reason
                ));
            }
        }
    }
    assert!(count >= 25);
    assert!(
        failures.is_empty(),
        "wrong verdicts:\n{}",
        failures.join("\n")
    );
}

/// Sequential verdicts come with a reason naming the ops involved.
#[test]
fn reasons_name_the_ops() {
    let mut ir = Ir::new();
    ir.func("f", &[]);
    let a = ir.alloc(&[64]);
    let (l, i) = ir.for_(1, 64, 1);
    let x = ir.load(a, "(d0) -> (d0 - 1)", &[i]);
    let st = ir.store(x, a, "(d0) -> (d0)", &[i]);
    ir.end(&[]);
    ir.end_func();
    let info = super::dependence::analyze_loop(&mut ir.ctx, &ir.m, l);
    assert!(!info.parallel);
    assert!(info.reason.contains("affine.store"), "{}", info.reason);
    assert!(info.blocking.contains(&st));
    assert!(!super::dependence::is_parallel(&mut ir.ctx, &ir.m, l));
}

/// Random two-level nests with affine (and floordiv/mod) accesses, small constant or
/// triangular bounds, steps and guards: a "parallel" verdict must never contradict brute
/// force enumeration, and for these exact systems the verdicts must match exactly.
#[test]
fn random_nests_agree_with_enumeration() {
    use crate::affine::eval::{eval_map, eval_set};
    use crate::affine::ops;
    let mut seed: u64 = 0x1234_5678_9ABC_DEF1;
    let mut rnd = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n) as i64
    };
    let mut checked = 0;
    let mut parallel_found = 0;
    for _ in 0..400 {
        let mut ir = Ir::new();
        ir.func("f", &[]);
        let a = ir.alloc(&[64, 64]);
        let (lb0, st0) = (rnd(3), 1 + rnd(2));
        let ub0 = lb0 + 1 + rnd(6);
        let (lo, i) = ir.for_(lb0, ub0, st0);
        let tri = rnd(3);
        let st1 = 1 + rnd(2);
        let (c1, c2) = (rnd(3), 1 + rnd(5));
        let (li, j, _) = match tri {
            0 => ir.for_map(
                &format!("() -> ({c1})"),
                &[],
                &format!("() -> ({})", c1 + c2),
                &[],
                st1,
                &[],
            ),
            1 => ir.for_map(
                "(d0) -> (d0)",
                &[i],
                &format!("(d0) -> (d0 + {c2}, 7)"),
                &[i],
                st1,
                &[],
            ),
            _ => ir.for_map(
                &format!("(d0) -> (0, d0 - {c1})"),
                &[i],
                "(d0) -> (d0 + 1)",
                &[i],
                st1,
                &[],
            ),
        };
        let guard = rnd(4) == 0;
        let mut guard_set = None;
        if guard {
            let g = ir.if_(&format!("(d0, d1) : (d0 - d1 + {} >= 0)", rnd(3)), &[i, j]);
            guard_set = ops::set_attr(&ir.ctx, &ir.m, g, "condition");
        }
        let mut texts = Vec::new();
        let n_acc = 2 + rnd(2);
        let mut any_write = false;
        for k in 0..n_acc {
            let mut term = || -> String {
                match rnd(6) {
                    0 => format!("d0 * {} + d1 * {} + {}", rnd(3) - 1, rnd(3) - 1, rnd(4)),
                    1 => format!("(d0 + d1) floordiv 2 + {}", rnd(3)),
                    2 => "(d0 * 2 + d1) mod 3 + d0".to_string(),
                    3 => format!("d1 * 2 + {}", rnd(3)),
                    4 => format!("d0 + {}", rnd(3)),
                    _ => format!("{}", rnd(3)),
                }
            };
            let t = format!("(d0, d1) -> ({} + 10, {} + 10)", term(), term());
            let write = rnd(2) == 0 || (k == n_acc - 1 && !any_write);
            any_write |= write;
            if write {
                let c = ir.fcst(1.0);
                ir.store(c, a, &t, &[i, j]);
            } else {
                ir.load(a, &t, &[i, j]);
            }
            texts.push((t, write));
        }
        if guard {
            ir.end(&[]);
        }
        ir.end(&[]);
        ir.end(&[]);
        ir.end_func();
        // Ground truth by enumeration: (i, j, element, write) for every executed access.
        let fb = ops::for_bounds(&ir.ctx, &ir.m, li).expect("inner loop");
        let maps: Vec<_> = texts
            .iter()
            .map(|(t, w)| (super::testutil::map(&mut ir.ctx, t), *w))
            .collect();
        let mut inst = Vec::new();
        let mut x = lb0;
        while x < ub0 {
            let arg = |ops: &[crate::ir::Value]| if ops.is_empty() { vec![] } else { vec![x] };
            let lbv = eval_map(&ir.ctx, fb.lb_map, &arg(&fb.lb_operands), &[]).expect("lb");
            let ubv = eval_map(&ir.ctx, fb.ub_map, &arg(&fb.ub_operands), &[]).expect("ub");
            let (lo_j, hi_j) = (
                lbv.iter().copied().max().unwrap_or(0),
                ubv.iter().copied().min().unwrap_or(0),
            );
            let mut y = lo_j;
            while y < hi_j {
                if guard_set.is_none_or(|s| eval_set(&ir.ctx, s, &[x, y], &[]).expect("set")) {
                    for (mp, w) in &maps {
                        inst.push((x, y, eval_map(&ir.ctx, *mp, &[x, y], &[]).expect("map"), *w));
                    }
                }
                y += st1;
            }
            x += st0;
        }
        let conflict = |outer: bool| {
            inst.iter().enumerate().any(|(p, a)| {
                inst[p..].iter().any(|b| {
                    (a.3 || b.3)
                        && a.2 == b.2
                        && if outer {
                            a.0 != b.0
                        } else {
                            a.0 == b.0 && a.1 != b.1
                        }
                })
            })
        };
        for (l, outer) in [(lo, true), (li, false)] {
            let info = crate::affine::dependence::analyze_loop(&mut ir.ctx, &ir.m, l);
            let truth = !conflict(outer);
            checked += 1;
            parallel_found += usize::from(info.parallel);
            assert!(
                !info.parallel || truth,
                "unsound: claimed parallel for {texts:?} (outer: {outer}): {}",
                info.reason
            );
            assert_eq!(
                info.parallel, truth,
                "imprecise for {texts:?} (outer: {outer}, tri {tri}): {}",
                info.reason
            );
        }
    }
    assert!(
        checked == 800 && parallel_found > 50,
        "{parallel_found} parallel verdicts"
    );
}

/// Random three-level nests with a symbolic bound: for every loop level, a "parallel"
/// verdict must hold for every value of the symbol tried by enumeration.
#[test]
fn random_three_level_nests_are_sound() {
    use crate::affine::eval::eval_map;
    let mut seed: u64 = 0x0DDB_1A5E_5BAD_5EED;
    let mut rnd = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n) as i64
    };
    let mut parallel_verdicts = 0;
    for _ in 0..150 {
        let mut ir = Ir::new();
        let idx = ir.index();
        let (_f, args) = ir.func("f", &[idx]);
        let n = args[0];
        let a = ir.alloc(&[64, 64]);
        let ni = 1 + rnd(3);
        let (l0, i) = ir.for_(0, ni, 1);
        let jb = rnd(3);
        let (lb1, ub1, ops1): (String, String, Vec<crate::ir::Value>) = match jb {
            0 => ("()[s0] -> (0)".into(), "()[s0] -> (s0)".into(), vec![n]),
            1 => (
                "(d0)[s0] -> (d0)".into(),
                "(d0)[s0] -> (d0 + 3, s0)".into(),
                vec![i, n],
            ),
            _ => (
                "(d0)[s0] -> (0, s0 - 4)".into(),
                "(d0)[s0] -> (d0 + 2)".into(),
                vec![i, n],
            ),
        };
        let (l1, j, _) = ir.for_map(&lb1, &ops1, &ub1, &ops1, 1 + rnd(2), &[]);
        let c3 = 1 + rnd(3);
        let st2 = 1 + rnd(2);
        let (l2, k) = ir.for_(0, c3, st2);
        let mut accs = Vec::new();
        for q in 0..2 + rnd(2) {
            let mut term = || -> String {
                match rnd(5) {
                    0 => format!(
                        "d0 * {} + d1 * {} + d2 * {}",
                        rnd(3) - 1,
                        rnd(3) - 1,
                        rnd(3) - 1
                    ),
                    1 => format!("d1 + d2 + {}", rnd(2)),
                    2 => "(d1 + d2) floordiv 2 + d0".to_string(),
                    3 => format!("d2 * 2 + s0 * {}", rnd(2)),
                    _ => format!("d0 + d1 * 2 + {}", rnd(3)),
                }
            };
            let t = format!("(d0, d1, d2)[s0] -> ({} + 20, {} + 20)", term(), term());
            let write = rnd(2) == 0 || q == 0;
            if write {
                let c = ir.fcst(0.0);
                ir.store(c, a, &t, &[i, j, k, n]);
            } else {
                ir.load(a, &t, &[i, j, k, n]);
            }
            accs.push((t, write));
        }
        ir.end(&[]);
        ir.end(&[]);
        ir.end(&[]);
        ir.end_func();
        let maps: Vec<_> = accs
            .iter()
            .map(|(t, w)| (super::testutil::map(&mut ir.ctx, t), *w))
            .collect();
        let lbm = super::testutil::map(&mut ir.ctx, &lb1);
        let ubm = super::testutil::map(&mut ir.ctx, &ub1);
        let step1 = crate::affine::ops::for_bounds(&ir.ctx, &ir.m, l1).map_or(1, |fb| fb.step);
        for (level, l) in [(0usize, l0), (1, l1), (2, l2)] {
            let info = crate::affine::dependence::analyze_loop(&mut ir.ctx, &ir.m, l);
            if !info.parallel {
                continue;
            }
            parallel_verdicts += 1;
            for nv in 0..8i64 {
                let mut inst = Vec::new();
                for x in 0..ni {
                    let dims: &[i64] = if jb == 0 { &[] } else { &[x] };
                    let lo = eval_map(&ir.ctx, lbm, dims, &[nv])
                        .expect("lb")
                        .into_iter()
                        .max()
                        .unwrap_or(0);
                    let hi = eval_map(&ir.ctx, ubm, dims, &[nv])
                        .expect("ub")
                        .into_iter()
                        .min()
                        .unwrap_or(0);
                    let mut y = lo;
                    while y < hi {
                        let mut z = 0;
                        while z < c3 {
                            for (mp, w) in &maps {
                                let e = eval_map(&ir.ctx, *mp, &[x, y, z], &[nv]).expect("map");
                                inst.push(([x, y, z], e, *w));
                            }
                            z += st2;
                        }
                        y += step1;
                    }
                }
                for (p, a) in inst.iter().enumerate() {
                    for b in &inst[p..] {
                        let same_outer = a.0[..level] == b.0[..level];
                        if (a.2 || b.2) && a.1 == b.1 && same_outer && a.0[level] != b.0[level] {
                            panic!("unsound: level {level} claimed parallel, N = {nv}, accesses {accs:?}: {}", info.reason);
                        }
                    }
                }
            }
        }
    }
    assert!(parallel_verdicts > 20, "{parallel_verdicts}");
}

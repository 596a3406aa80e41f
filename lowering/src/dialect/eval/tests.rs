//! Folding and the interpreter agree bit for bit: for many ops, types and operands
//! (NaN, the infinities, the zeros, denormals, `INT_MIN / -1`, shifts by the width or more,
//! `f16`/`bf16`), a function computing the op on constants is run through the interpreter
//! as written and again after `canonicalize`; where canonicalize folded the op, the two
//! results must have the same bits, and where it did not, the evaluation must have no
//! value (a runtime error, poison, or a constant an attribute cannot hold).

use crate::dialect::eval::{put_float, Scalar};
use crate::dialect::OpKind;
use crate::interp::{Interpreter, RtValue};
use crate::ir::{Context, FloatKind, Module, Op};
use crate::parser::{parse_source, ParseOptions};

/// One case: the op's text with `%aN` operands, the operand types and the result types.
struct Case {
    op: String,
    operands: Vec<(Scalar, u64)>,
    results: Vec<Scalar>,
}

fn spelling(t: Scalar) -> String {
    t.spelling()
}

/// `arith.constant` text for bits `b` of type `t`.
fn literal(t: Scalar, b: u64) -> String {
    match t {
        Scalar::Int(1) => (if b & 1 != 0 { "true" } else { "false" }).into(),
        Scalar::Int(_) | Scalar::Index => format!("{} : {}", b as i64, spelling(t)),
        _ => {
            let w = t.bit_width();
            let mask = if w >= 64 { u64::MAX } else { (1 << w) - 1 };
            format!("0x{:X} : {}", b & mask, spelling(t))
        }
    }
}

/// A module with one function per case, `@c<i>`.
fn module_text(cases: &[Case]) -> String {
    let mut s = String::new();
    for (i, c) in cases.iter().enumerate() {
        let rts: Vec<String> = c.results.iter().map(|&t| spelling(t)).collect();
        s += &format!("func.func @c{i}() -> ({}) {{\n", rts.join(", "));
        for (j, &(t, b)) in c.operands.iter().enumerate() {
            s += &format!("  %a{j} = arith.constant {}\n", literal(t, b));
        }
        let n = c.results.len();
        if n == 1 {
            s += &format!("  %r = {}\n  return %r : {}\n}}\n", c.op, rts[0]);
        } else {
            let rs: Vec<String> = (0..n).map(|k| format!("%r#{k}")).collect();
            s += &format!(
                "  %r:{n} = {}\n  return {} : {}\n}}\n",
                c.op,
                rs.join(", "),
                rts.join(", ")
            );
        }
    }
    s
}

fn bits_of(v: &RtValue) -> u64 {
    match v {
        RtValue::Int { value, .. } | RtValue::Index(value) => *value as u64,
        RtValue::F16(x) => u64::from(x.to_bits()),
        RtValue::BF16(x) => u64::from(x.to_bits()),
        RtValue::F32(x) => u64::from(x.to_bits()),
        RtValue::F64(x) => x.to_bits(),
        other => panic!("unexpected result {other:?}"),
    }
}

/// Runs every function; `None` for a runtime error.
fn run_all(ctx: &Context, m: &Module, n: usize) -> Vec<Option<Vec<u64>>> {
    let mut it = match Interpreter::new(ctx, m) {
        Ok(i) => i,
        Err(e) => panic!("compile error: {:?}", e.0),
    };
    (0..n)
        .map(|i| {
            let mut out = Vec::new();
            it.call(&format!("c{i}"), vec![], &mut out)
                .ok()
                .map(|r| r.iter().map(bits_of).collect())
        })
        .collect()
}

fn parse(ctx: &mut Context, text: &str) -> Module {
    match parse_source(ctx, text, "agree.mlir", &ParseOptions::default()) {
        Ok(m) => m,
        Err(e) => panic!("parse error: {:?}\n{text}", e.0),
    }
}

/// Whether the function `f` holds nothing but constants and its return.
fn only_constants(m: &Module, f: Op) -> bool {
    let mut ok = true;
    m.walk_pre(f, &mut |op| {
        ok &= matches!(
            m.op(op).kind,
            Some(OpKind::ArithConstant | OpKind::FuncReturn | OpKind::FuncFunc)
        );
    });
    ok
}

/// Checks `cases`; returns how many folded.
fn check(cases: &[Case]) -> usize {
    let text = module_text(cases);
    let mut ctx = Context::new();
    let m = parse(&mut ctx, &text);
    let want = run_all(&ctx, &m, cases.len());
    let mut m2 = parse(&mut ctx, &text);
    for top in m2.top.clone() {
        crate::transforms::canonicalize::canonicalize(&mut ctx, &mut m2, top);
    }
    let got = run_all(&ctx, &m2, cases.len());
    let funcs: Vec<Op> = m2
        .top
        .iter()
        .flat_map(|&t| {
            let mut v = Vec::new();
            m2.walk_pre(t, &mut |op| {
                if ctx.ident_str(m2.op(op).name) == "func.func" {
                    v.push(op);
                }
            });
            v
        })
        .collect();
    assert_eq!(funcs.len(), cases.len());
    let mut folded = 0;
    for (i, c) in cases.iter().enumerate() {
        let args: Vec<String> = c.operands.iter().map(|&(t, b)| literal(t, b)).collect();
        let what = format!("{} on ({})", c.op, args.join(", "));
        if only_constants(&m2, funcs[i]) {
            folded += 1;
            let Some(w) = &want[i] else {
                panic!("folded {what}, which faults in the interpreter");
            };
            let g = got[i].as_ref().expect("a constant cannot fault");
            let hex = |v: &[u64]| v.iter().map(|b| format!("{b:#x}")).collect::<Vec<_>>();
            assert_eq!(
                hex(g),
                hex(w),
                "{what}: folded to the left, interpreted to the right"
            );
        }
    }
    folded
}

fn ints() -> Vec<Scalar> {
    vec![
        Scalar::Int(1),
        Scalar::Int(8),
        Scalar::Int(16),
        Scalar::Int(32),
        Scalar::Int(64),
        Scalar::Index,
    ]
}

fn floats() -> Vec<Scalar> {
    vec![Scalar::F16, Scalar::BF16, Scalar::F32, Scalar::F64]
}

/// Interesting integer values of type `t`, canonical.
fn int_values(t: Scalar) -> Vec<u64> {
    let w = t.int_width();
    let min = if w >= 64 {
        i64::MIN
    } else {
        -(1i64 << (w - 1))
    };
    let max = if w >= 64 {
        i64::MAX
    } else {
        (1i64 << (w - 1)) - 1
    };
    let mut v = vec![
        0,
        1,
        -1,
        2,
        -2,
        3,
        -7,
        min,
        min + 1,
        max,
        i64::from(w) - 1,
        i64::from(w),
        i64::from(w) + 1,
        0x5555_5555_5555_5555,
    ];
    v.iter_mut()
        .for_each(|x| *x = crate::dialect::eval::sext(*x, w));
    let mut v: Vec<u64> = v.into_iter().map(|x| x as u64).collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// Interesting float values of type `t`, as bits: the zeros, the infinities, NaNs, the
/// least denormal and normal, the largest finite value, halves, and ordinary values.
fn float_values(t: Scalar) -> Vec<u64> {
    let ordinary = [
        1.0,
        -1.0,
        0.5,
        1.5,
        2.5,
        -2.5,
        3.0,
        1.0 / 3.0,
        100.0,
        -0.75,
        1e-3,
    ];
    let w = t.bit_width();
    let sign = 1u64 << (w - 1);
    let (exp_mask, man) = match t {
        Scalar::F16 => (0x7c00u64, 10),
        Scalar::BF16 => (0x7f80, 7),
        Scalar::F32 => (0x7f80_0000, 23),
        Scalar::F64 => (0x7ff0_0000_0000_0000, 52),
        _ => {
            // A narrow format: every pattern.
            return (0..1u64 << w).collect();
        }
    };
    let inf = exp_mask;
    let qnan = exp_mask | (1 << (man - 1));
    let mut v = vec![
        0,
        sign,
        inf,
        sign | inf,
        qnan,
        sign | qnan,
        1,                // the least denormal
        sign | 1,         // and its negation
        1 << man,         // the least normal
        inf - 1,          // the largest finite value
        sign | (inf - 1), // and its negation
    ];
    v.extend(ordinary.iter().map(|&x| put_float(t, x)));
    v.sort_unstable();
    v.dedup();
    v
}

/// The cases of a binary op `name` on (`ta`, `tb`) -> `tr` (generic form).
fn binary(name: &str, props: &str, ta: Scalar, tb: Scalar, tr: &[Scalar]) -> Vec<Case> {
    let va = values(ta);
    let vb = values(tb);
    let rs: Vec<String> = tr.iter().map(|&t| spelling(t)).collect();
    let rts = if rs.len() == 1 {
        rs[0].clone()
    } else {
        format!("({})", rs.join(", "))
    };
    let mut out = Vec::new();
    for &a in &va {
        for &b in &vb {
            out.push(Case {
                op: format!(
                    "\"{name}\"(%a0, %a1) {props}: ({}, {}) -> {rts}",
                    spelling(ta),
                    spelling(tb)
                ),
                operands: vec![(ta, a), (tb, b)],
                results: tr.to_vec(),
            });
        }
    }
    out
}

fn unary(name: &str, props: &str, ta: Scalar, tr: Scalar) -> Vec<Case> {
    values(ta)
        .into_iter()
        .map(|a| Case {
            op: format!(
                "\"{name}\"(%a0) {props}: ({}) -> {}",
                spelling(ta),
                spelling(tr)
            ),
            operands: vec![(ta, a)],
            results: vec![tr],
        })
        .collect()
}

fn values(t: Scalar) -> Vec<u64> {
    if t.is_float() {
        float_values(t)
    } else {
        int_values(t)
    }
}

#[test]
fn fold_agrees_with_interpreter_on_integer_ops() {
    let ops = [
        "arith.addi",
        "arith.subi",
        "arith.muli",
        "arith.divsi",
        "arith.divui",
        "arith.ceildivsi",
        "arith.ceildivui",
        "arith.floordivsi",
        "arith.remsi",
        "arith.remui",
        "arith.minsi",
        "arith.minui",
        "arith.maxsi",
        "arith.maxui",
        "arith.andi",
        "arith.ori",
        "arith.xori",
        "arith.shli",
        "arith.shrsi",
        "arith.shrui",
        "math.ipowi",
    ];
    let mut total = 0;
    let mut folded = 0;
    for t in ints() {
        let mut cases = Vec::new();
        for op in ops {
            cases.extend(binary(op, "", t, t, &[t]));
        }
        for p in 0..10 {
            let props = format!("<{{predicate = {p} : i64}}> ");
            cases.extend(binary("arith.cmpi", &props, t, t, &[Scalar::Int(1)]));
        }
        if t != Scalar::Index {
            for op in ["arith.addui_extended", "arith.subui_extended"] {
                cases.extend(binary(op, "", t, t, &[t, Scalar::Int(1)]));
            }
            for op in ["arith.mului_extended", "arith.mulsi_extended"] {
                cases.extend(binary(op, "", t, t, &[t, t]));
            }
        }
        for op in ["math.absi", "math.ctpop", "math.ctlz", "math.cttz"] {
            cases.extend(unary(op, "", t, t));
        }
        total += cases.len();
        folded += check(&cases);
    }
    // Everything but division by zero, INT_MIN / -1, ipowi(0, <0) and the poison shifts.
    assert!(folded * 10 > total * 8, "only {folded} of {total} folded");
}

#[test]
fn fold_agrees_with_interpreter_on_float_ops() {
    let bin = [
        "arith.addf",
        "arith.subf",
        "arith.mulf",
        "arith.divf",
        "arith.remf",
        "arith.minimumf",
        "arith.maximumf",
        "arith.minnumf",
        "arith.maxnumf",
        "arith.minimumnumf",
        "arith.maximumnumf",
        "math.powf",
        "math.atan2",
        "math.copysign",
    ];
    let un = [
        "arith.negf",
        "math.sqrt",
        "math.rsqrt",
        "math.exp",
        "math.exp2",
        "math.log",
        "math.log2",
        "math.log10",
        "math.log1p",
        "math.tanh",
        "math.sin",
        "math.cos",
        "math.tan",
        "math.atan",
        "math.erf",
        "math.absf",
        "math.ceil",
        "math.floor",
        "math.round",
        "math.trunc",
        "math.roundeven",
        "math.sinh",
        "math.cosh",
        "math.asin",
        "math.acos",
        "math.expm1",
        "math.cbrt",
        "math.asinh",
        "math.acosh",
        "math.atanh",
        "math.erfc",
    ];
    let mut total = 0;
    let mut folded = 0;
    for t in floats() {
        let mut cases = Vec::new();
        for op in bin {
            cases.extend(binary(op, "", t, t, &[t]));
        }
        for p in 0..16 {
            let props = format!("<{{predicate = {p} : i64}}> ");
            cases.extend(binary("arith.cmpf", &props, t, t, &[Scalar::Int(1)]));
        }
        for op in un {
            cases.extend(unary(op, "", t, t));
        }
        for op in ["math.isnan", "math.isinf", "math.isfinite", "math.isnormal"] {
            cases.extend(unary(op, "", t, Scalar::Int(1)));
        }
        cases.extend(binary("math.fpowi", "", t, Scalar::Int(32), &[t]));
        for a in float_values(t) {
            let s = spelling(t);
            cases.push(Case {
                op: format!("\"math.sincos\"(%a0) : ({s}) -> ({s}, {s})"),
                operands: vec![(t, a)],
                results: vec![t, t],
            });
        }
        // Ternary: fma and clampf on a few values, select on every pair.
        let few = [put_float(t, 1.5), put_float(t, -0.0), float_values(t)[4]];
        for op in ["math.fma", "math.clampf"] {
            for &a in &few {
                for &b in &few {
                    for &c in &float_values(t) {
                        let s = spelling(t);
                        cases.push(Case {
                            op: format!("\"{op}\"(%a0, %a1, %a2) : ({s}, {s}, {s}) -> {s}"),
                            operands: vec![(t, a), (t, b), (t, c)],
                            results: vec![t],
                        });
                    }
                }
            }
        }
        for c in [0, 1] {
            for &a in &few {
                let s = spelling(t);
                cases.push(Case {
                    op: format!("\"arith.select\"(%a0, %a1, %a2) : (i1, {s}, {s}) -> {s}"),
                    operands: vec![(Scalar::Int(1), c), (t, a), (t, put_float(t, 2.0))],
                    results: vec![t],
                });
            }
        }
        total += cases.len();
        folded += check(&cases);
    }
    assert!(folded * 10 > total * 9, "only {folded} of {total} folded");
}

#[test]
fn fold_agrees_with_interpreter_on_casts() {
    let mut cases = Vec::new();
    for a in ints() {
        for b in ints() {
            let (wa, wb) = (a.int_width(), b.int_width());
            if a == Scalar::Index || b == Scalar::Index {
                if (a == Scalar::Index) != (b == Scalar::Index) {
                    cases.extend(unary("arith.index_cast", "", a, b));
                    cases.extend(unary("arith.index_castui", "", a, b));
                }
            } else if wb > wa {
                cases.extend(unary("arith.extsi", "", a, b));
                cases.extend(unary("arith.extui", "", a, b));
            } else if wb < wa {
                cases.extend(unary("arith.trunci", "", a, b));
            }
        }
        for f in floats() {
            cases.extend(unary("arith.sitofp", "", a, f));
            cases.extend(unary("arith.uitofp", "", a, f));
            cases.extend(unary("arith.fptosi", "", f, a));
            cases.extend(unary("arith.fptoui", "", f, a));
            if a.bit_width() == f.bit_width() && a != Scalar::Index {
                cases.extend(unary("arith.bitcast", "", a, f));
                cases.extend(unary("arith.bitcast", "", f, a));
            }
        }
    }
    let small = Scalar::Small(FloatKind::F8E4M3FN);
    for a in floats().into_iter().chain([small]) {
        for b in floats().into_iter().chain([small]) {
            if a.bit_width() < b.bit_width() {
                cases.extend(unary("arith.extf", "", a, b));
            } else if a.bit_width() > b.bit_width() {
                cases.extend(unary("arith.truncf", "", a, b));
                for kw in ["downward", "upward", "toward_zero", "to_nearest_away"] {
                    for v in values(a) {
                        cases.push(Case {
                            op: format!(
                                "arith.truncf %a0 {kw} : {} to {}",
                                spelling(a),
                                spelling(b)
                            ),
                            operands: vec![(a, v)],
                            results: vec![b],
                        });
                    }
                }
            }
        }
    }
    let total = cases.len();
    let folded = check(&cases);
    // Not folded: fptosi/fptoui of NaN, infinities and values out of range (poison).
    assert!(folded * 10 > total * 7, "only {folded} of {total} folded");
}

//! Property test of `tessera-gpu-pipeline`: random affine loop nests (random bounds, steps,
//! triangular and symbolic bounds, accesses with and without loop-carried dependences,
//! iter_args reductions) give the same memory contents on the CPU interpreter before and
//! after the pipeline. Sizes are kept small so that 500 cases run in well under a minute in
//! a debug build.

use proptest::prelude::*;
use tessera_lowering::gpu::pipeline::{run_gpu_pipeline, GpuPipelineOptions};
use tessera_lowering::gpu::target::GpuTarget;
use tessera_lowering::interp::{Interpreter, RtValue};
use tessera_lowering::ir::{Context, Module};
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::printer::{print_module, PrintOptions};

/// Side of the square memrefs; every generated index stays below it.
const SIDE: i64 = 104;

#[derive(Debug, Clone)]
struct Loop {
    lb: i64,
    extent: i64,
    step: i64,
    /// Upper bound `outer_iv + extent` (not for the outermost loop).
    triangular: bool,
    /// Upper bound is the symbol `%n` (outermost loop only).
    dynamic: bool,
}

/// An index expression per memref dimension: `Σ coeffs[k] * iv_k + off + 4`.
#[derive(Debug, Clone)]
struct Access {
    coeffs: [[i64; 3]; 2],
    offs: [i64; 2],
}

#[derive(Debug, Clone)]
struct Stmt {
    read_a: Access,
    read_b: Access,
    write_b: Access,
    op: u8,
    /// `affine.if (c0 * iv_a - c1 * iv_b + c >= 0)` around the statement.
    guard: Option<(usize, usize, i64, i64, i64)>,
}

#[derive(Debug, Clone)]
struct Nest {
    loops: Vec<Loop>,
    stmts: Vec<Stmt>,
    /// The innermost loop is an iter_args reduction of `A` stored to `B` after it.
    reduce: bool,
    n: i64,
    /// Different workgroup/register sizes to exercise guards and several workgroups.
    small_tiles: bool,
    /// Promote read-only tiles to workgroup memory.
    promote: bool,
}

fn loop_strategy() -> impl Strategy<Value = Loop> {
    (
        0i64..=2,
        0i64..=6,
        1i64..=3,
        prop::bool::weighted(0.25),
        prop::bool::weighted(0.2),
    )
        .prop_map(|(lb, extent, step, triangular, dynamic)| Loop {
            lb,
            extent,
            step,
            triangular,
            dynamic,
        })
}

fn access_strategy() -> impl Strategy<Value = Access> {
    (
        prop::array::uniform2(prop::array::uniform3(0i64..=2)),
        prop::array::uniform2(-3i64..=3),
    )
        .prop_map(|(coeffs, offs)| Access { coeffs, offs })
}

fn stmt_strategy() -> impl Strategy<Value = Stmt> {
    (
        access_strategy(),
        access_strategy(),
        access_strategy(),
        0u8..4,
        prop::option::weighted(0.25, (0usize..3, 0usize..3, 0i64..=2, 0i64..=2, -3i64..=3)),
    )
        .prop_map(|(read_a, read_b, write_b, op, guard)| Stmt {
            read_a,
            read_b,
            write_b,
            op,
            guard,
        })
}

fn nest_strategy() -> impl Strategy<Value = Nest> {
    (
        prop::collection::vec(loop_strategy(), 1..=3),
        prop::collection::vec(stmt_strategy(), 1..=2),
        prop::bool::weighted(0.3),
        0i64..=9,
        prop::bool::ANY,
        prop::bool::weighted(0.4),
    )
        .prop_map(|(loops, stmts, reduce, n, small_tiles, promote)| Nest {
            loops,
            stmts,
            reduce,
            n,
            small_tiles,
            promote,
        })
}

fn expr(a: &Access, dim: usize, depth: usize, zero_inner: bool) -> String {
    let mut s = String::new();
    for k in 0..depth {
        let c = a.coeffs[dim][k];
        if c == 0 || (zero_inner && k + 1 == depth) {
            continue;
        }
        if !s.is_empty() {
            s.push_str(" + ");
        }
        if c == 1 {
            s.push_str(&format!("%i{k}"));
        } else {
            s.push_str(&format!("%i{k} * {c}"));
        }
    }
    let off = a.offs[dim] + 4;
    if s.is_empty() {
        format!("{off}")
    } else {
        format!("{s} + {off}")
    }
}

fn index(a: &Access, depth: usize, zero_inner: bool) -> String {
    format!(
        "{}, {}",
        expr(a, 0, depth, zero_inner),
        expr(a, 1, depth, zero_inner)
    )
}

const OPS: [&str; 4] = ["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"];

/// The MLIR text of a nest as `func.func @f(%A, %B, %n)`.
fn program(nest: &Nest) -> String {
    let ty = format!("memref<{SIDE}x{SIDE}xf32>");
    let mut s = format!(
        "func.func @f(%A: {ty}, %B: {ty}, %n: index) {{\n  %zero = arith.constant 0.0 : f32\n"
    );
    let depth = nest.loops.len();
    let reduce = nest.reduce && depth >= 2;
    let mut indent = String::from("  ");
    for (k, l) in nest.loops.iter().enumerate() {
        let ub = if k == 0 && l.dynamic {
            "min affine_map<()[s0] -> (s0, 9)>()[%n]".to_string()
        } else if k > 0 && l.triangular {
            format!("affine_map<(d0) -> (d0 + {})>(%i{})", l.extent, k - 1)
        } else {
            format!("{}", l.lb + l.extent)
        };
        let step = if l.step > 1 {
            format!(" step {}", l.step)
        } else {
            String::new()
        };
        if reduce && k + 1 == depth {
            s.push_str(&format!(
                "{indent}%r = affine.for %i{k} = {} to {ub}{step} iter_args(%acc = %zero) -> (f32) {{\n",
                l.lb
            ));
        } else {
            s.push_str(&format!(
                "{indent}affine.for %i{k} = {} to {ub}{step} {{\n",
                l.lb
            ));
        }
        indent.push_str("  ");
    }
    if reduce {
        let st = &nest.stmts[0];
        s.push_str(&format!(
            "{indent}%a = affine.load %A[{}] : {ty}\n",
            index(&st.read_a, depth, false)
        ));
        s.push_str(&format!("{indent}%t = arith.addf %acc, %a : f32\n"));
        s.push_str(&format!("{indent}affine.yield %t : f32\n"));
        indent.truncate(indent.len() - 2);
        s.push_str(&format!("{indent}}}\n"));
        s.push_str(&format!(
            "{indent}affine.store %r, %B[{}] : {ty}\n",
            index(&st.write_b, depth, true)
        ));
        for _ in 0..depth - 1 {
            indent.truncate(indent.len() - 2);
            s.push_str(&format!("{indent}}}\n"));
        }
    } else {
        for (j, st) in nest.stmts.iter().enumerate() {
            let guarded = match st.guard {
                Some((a, b, c0, c1, c)) => {
                    let (a, b) = (a.min(depth - 1), b.min(depth - 1));
                    s.push_str(&format!(
                        "{indent}affine.if affine_set<(d0, d1) : (d0 * {c0} - d1 * {c1} + {c} >= 0)>(%i{a}, %i{b}) {{\n"
                    ));
                    indent.push_str("  ");
                    true
                }
                None => false,
            };
            s.push_str(&format!(
                "{indent}%a{j} = affine.load %A[{}] : {ty}\n",
                index(&st.read_a, depth, false)
            ));
            s.push_str(&format!(
                "{indent}%b{j} = affine.load %B[{}] : {ty}\n",
                index(&st.read_b, depth, false)
            ));
            s.push_str(&format!(
                "{indent}%c{j} = {} %a{j}, %b{j} : f32\n",
                OPS[usize::from(st.op) % OPS.len()]
            ));
            s.push_str(&format!(
                "{indent}affine.store %c{j}, %B[{}] : {ty}\n",
                index(&st.write_b, depth, false)
            ));
            if guarded {
                indent.truncate(indent.len() - 2);
                s.push_str(&format!("{indent}}}\n"));
            }
        }
        for _ in 0..depth {
            indent.truncate(indent.len() - 2);
            s.push_str(&format!("{indent}}}\n"));
        }
    }
    s.push_str("  return\n}\n");
    s
}

fn data(seed: u64, n: usize) -> Vec<f32> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            ((x >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
        })
        .collect()
}

fn run(ctx: &Context, m: &Module, n: i64) -> Result<Vec<Vec<f32>>, String> {
    let mut it = Interpreter::new(ctx, m).map_err(|e| e.to_string())?;
    let count = (SIDE * SIDE) as usize;
    let a = it
        .memory_mut()
        .memref_from_f32(&[SIDE, SIDE], &data(1, count))?;
    let b = it
        .memory_mut()
        .memref_from_f32(&[SIDE, SIDE], &data(2, count))?;
    let mut out = Vec::new();
    it.call(
        "f",
        vec![
            RtValue::MemRef(a.clone()),
            RtValue::MemRef(b.clone()),
            RtValue::Index(n),
        ],
        &mut out,
    )
    .map_err(|e| e.to_string())?;
    Ok(vec![
        it.memory_mut().read_f32(&a)?,
        it.memory_mut().read_f32(&b)?,
    ])
}

fn check(nest: &Nest) -> Result<(), TestCaseError> {
    let src = program(nest);
    let mut ctx = Context::new();
    let m0 = parse_source(&mut ctx, &src, "gen.mlir", &ParseOptions::default()).map_err(|e| {
        TestCaseError::fail(format!("generated program does not parse: {e}\n{src}"))
    })?;
    let before = run(&ctx, &m0, nest.n)
        .map_err(|e| TestCaseError::fail(format!("original fails: {e}\n{src}")))?;
    let mut m = m0.clone();
    let base = GpuPipelineOptions {
        promote: Some(nest.promote),
        ..Default::default()
    };
    let opts = if nest.small_tiles {
        GpuPipelineOptions {
            workgroup_size: vec![2, 2],
            register_tile: vec![2, 2],
            ..base
        }
    } else {
        base
    };
    run_gpu_pipeline(&mut ctx, &mut m, &GpuTarget::default(), &opts)
        .map_err(|e| TestCaseError::fail(format!("pipeline failed: {e}\n{src}")))?;
    let text = print_module(&ctx, &m, &PrintOptions::default());
    let after = run(&ctx, &m, nest.n)
        .map_err(|e| TestCaseError::fail(format!("lowered fails: {e}\n{src}\n{text}")))?;
    for (k, (x, y)) in before.iter().zip(&after).enumerate() {
        for (i, (&p, &q)) in x.iter().zip(y).enumerate() {
            let ok =
                (p - q).abs() <= 1e-4 * (1.0 + p.abs().max(q.abs())) || (p.is_nan() && q.is_nan());
            prop_assert!(
                ok,
                "memref {} differs at {}: {} vs {}\n{}\n{}",
                k,
                i,
                p,
                q,
                src,
                text
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 500,
        max_shrink_iters: 200,
        failure_persistence: None,
        .. ProptestConfig::default()
    })]

    #[test]
    fn pipeline_preserves_semantics(nest in nest_strategy()) {
        check(&nest)?;
    }
}

#[test]
fn generator_produces_dependences_and_reductions() {
    let nest = Nest {
        loops: vec![
            Loop {
                lb: 1,
                extent: 5,
                step: 1,
                triangular: false,
                dynamic: false,
            },
            Loop {
                lb: 0,
                extent: 3,
                step: 2,
                triangular: true,
                dynamic: false,
            },
        ],
        stmts: vec![Stmt {
            read_a: Access {
                coeffs: [[1, 0, 0], [0, 1, 0]],
                offs: [0, 0],
            },
            read_b: Access {
                coeffs: [[1, 0, 0], [0, 1, 0]],
                offs: [-1, 0],
            },
            write_b: Access {
                coeffs: [[1, 0, 0], [0, 1, 0]],
                offs: [0, 0],
            },
            op: 0,
            guard: Some((0, 1, 1, 1, 0)),
        }],
        reduce: false,
        n: 4,
        small_tiles: true,
        promote: true,
    };
    let p = program(&nest);
    assert!(p.contains("affine.load %B[%i0 + 3, %i1 + 4]"), "{p}");
    check(&nest).unwrap();
    let red = Nest {
        reduce: true,
        ..nest
    };
    assert!(program(&red).contains("iter_args"));
    check(&red).unwrap();
}

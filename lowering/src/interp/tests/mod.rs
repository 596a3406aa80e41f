//! Program-level tests of the interpreter: MLIR text in, results and printed output out.

mod errors;
mod filetests;
mod gpu;
mod memory;
mod programs;
mod race;
mod robustness;
mod runtime;
mod tensor;

use super::*;
use crate::ir::Context;
use crate::parser::{parse_source, ParseOptions};

/// Parses `src` and builds an interpreter.
pub(super) fn interp(src: &str) -> Interpreter {
    let mut ctx = Context::new();
    let m = match parse_source(&mut ctx, src, "test.mlir", &ParseOptions::default()) {
        Ok(m) => m,
        Err(e) => panic!("parse error: {:?}", e.0),
    };
    match Interpreter::new(&ctx, &m) {
        Ok(i) => i,
        Err(e) => panic!("compile error: {:?}", e.0),
    }
}

/// Runs `@main` with no arguments and returns its output.
pub(super) fn run_main(src: &str) -> String {
    run(src, "main", vec![]).1
}

/// An integer or index result.
pub(super) fn int_of(v: &RtValue) -> i64 {
    v.as_i64()
        .unwrap_or_else(|| panic!("expected an integer, got {v:?}"))
}

/// Runs `func` and returns its results and output.
pub(super) fn run(src: &str, func: &str, args: Vec<RtValue>) -> (Vec<RtValue>, String) {
    let mut it = interp(src);
    let mut out = Vec::new();
    match it.call(func, args, &mut out) {
        Ok(r) => (r, String::from_utf8_lossy(&out).into_owned()),
        Err(e) => panic!(
            "runtime error: {:?}\noutput so far:\n{}",
            e.0,
            String::from_utf8_lossy(&out)
        ),
    }
}

/// Runs `func` expecting a runtime error; returns the diagnostic.
pub(super) fn run_err(src: &str, func: &str, args: Vec<RtValue>) -> crate::diag::Diagnostic {
    let mut it = interp(src);
    let mut out = Vec::new();
    match it.call(func, args, &mut out) {
        Ok(r) => panic!("expected an error, got {r:?}"),
        Err(mut e) => e.0.remove(0),
    }
}

#[test]
fn scalar_function() {
    let src = r#"
func.func @add(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  return %c : i32
}
"#;
    let (r, _) = run(src, "add", vec![RtValue::i32(40), RtValue::i32(2)]);
    assert_eq!(r, vec![RtValue::i32(42)]);
}

const MATMUL: &str = r#"
func.func @matmul(%A: memref<128x128xf32>, %B: memref<128x128xf32>, %C: memref<128x128xf32>) {
  affine.for %i = 0 to 128 {
    affine.for %j = 0 to 128 {
      affine.for %k = 0 to 128 {
        %a = affine.load %A[%i, %k] : memref<128x128xf32>
        %b = affine.load %B[%k, %j] : memref<128x128xf32>
        %c = affine.load %C[%i, %j] : memref<128x128xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<128x128xf32>
      }
    }
  }
  return
}
"#;

fn matmul_inputs(
    it: &mut Interpreter,
    n: usize,
) -> (MemRefDesc, MemRefDesc, MemRefDesc, Vec<f32>, Vec<f32>) {
    let a: Vec<f32> = (0..n * n).map(|i| ((i * 7) % 13) as f32 - 6.0).collect();
    let b: Vec<f32> = (0..n * n).map(|i| ((i * 5) % 11) as f32 - 5.0).collect();
    let s = [n as i64, n as i64];
    let ma = it.memory_mut().memref_from_f32(&s, &a).unwrap();
    let mb = it.memory_mut().memref_from_f32(&s, &b).unwrap();
    let mc = it
        .memory_mut()
        .memref_from_f32(&s, &vec![0.0; n * n])
        .unwrap();
    (ma, mb, mc, a, b)
}

#[test]
fn matmul_affine() {
    let mut it = interp(MATMUL);
    let (ma, mb, mc, a, b) = matmul_inputs(&mut it, 128);
    let args = vec![
        RtValue::MemRef(ma),
        RtValue::MemRef(mb),
        RtValue::MemRef(mc.clone()),
    ];
    it.call("matmul", args, &mut Vec::new()).unwrap();
    let c = it.memory_mut().read_f32(&mc).unwrap();
    for &(i, j) in &[(0usize, 0usize), (5, 77), (127, 127), (64, 3)] {
        let mut acc = 0f32;
        for k in 0..128 {
            acc += a[i * 128 + k] * b[k * 128 + j];
        }
        assert_eq!(c[i * 128 + j], acc, "C[{i}][{j}]");
    }
}

/// CPU time of the calling thread in seconds (from `/proc/thread-self/stat`, clock ticks
/// of 10 ms), so that the speed measurement is not skewed by other processes.
fn thread_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    // Fields 14 and 15 of stat(5) are utime and stime; `rest` starts at field 3.
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

/// Measures interpreter speed on a 128^3 f32 matmul written as affine loops. Run with
/// `cargo test --release -p tessera-lowering interp_speed -- --ignored --nocapture`.
/// Reports wall-clock throughput (best of several runs) and CPU-time throughput (all runs).
#[test]
#[ignore]
fn interp_speed() {
    let mut it = interp(MATMUL);
    let (ma, mb, mc, _, _) = matmul_inputs(&mut it, 128);
    let args = vec![
        RtValue::MemRef(ma),
        RtValue::MemRef(mb),
        RtValue::MemRef(mc),
    ];
    let runs = 10;
    let mut best = f64::MAX;
    let cpu0 = thread_cpu_seconds();
    for _ in 0..runs {
        let t = std::time::Instant::now();
        it.call("matmul", args.clone(), &mut Vec::new()).unwrap();
        best = best.min(t.elapsed().as_secs_f64());
    }
    let cpu = match (cpu0, thread_cpu_seconds()) {
        (Some(a), Some(b)) if b > a => Some((b - a) / runs as f64),
        _ => None,
    };
    // Per innermost iteration: 3 loads, mulf, addf, store (6 ops) plus the loop step.
    let ops = 6.0 * 128f64.powi(3);
    println!(
        "interp_speed: 128^3 f32 matmul, wall (best of {runs}): {best:.3} s = {:.1} M ops/s",
        ops / best / 1e6
    );
    if let Some(c) = cpu {
        println!(
            "interp_speed: 128^3 f32 matmul, CPU time (mean of {runs}): {c:.3} s = {:.1} M ops/s",
            ops / c / 1e6
        );
    }
}

//! Program-level tests of the interpreter: MLIR text in, results and printed output out.

use super::*;
use crate::ir::Context;
use crate::parser::{parse_source, ParseOptions};

/// Parses `src` and builds an interpreter.
fn interp(src: &str) -> Interpreter {
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

/// Runs `func` and returns its results and output.
fn run(src: &str, func: &str, args: Vec<RtValue>) -> (Vec<RtValue>, String) {
    let mut it = interp(src);
    let mut out = Vec::new();
    match it.call(func, args, &mut out) {
        Ok(r) => (r, String::from_utf8_lossy(&out).into_owned()),
        Err(e) => panic!("runtime error: {:?}\noutput so far:\n{}", e.0, String::from_utf8_lossy(&out)),
    }
}

/// Runs `func` expecting a runtime error; returns the diagnostic.
fn run_err(src: &str, func: &str, args: Vec<RtValue>) -> crate::diag::Diagnostic {
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

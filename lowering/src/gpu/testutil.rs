//! Test helpers for the loop and GPU passes: parse, run a pipeline with verification after
//! each pass, print.

use crate::ir::{Context, Module};
use crate::parser::{parse_source, ParseOptions};
use crate::pass::{parse_pipeline, run_pipeline, RunOptions};
use crate::printer::{print_module, PrintOptions};

/// Parses `src` (panics with the diagnostics on failure: tests only).
pub fn parse(src: &str) -> (Context, Module) {
    let mut ctx = Context::new();
    let m = match parse_source(&mut ctx, src, "test.mlir", &ParseOptions::default()) {
        Ok(m) => m,
        Err(e) => panic!("parse error: {e}\n{src}"),
    };
    (ctx, m)
}

/// Prints a module in custom form.
pub fn print(ctx: &Context, m: &Module) -> String {
    print_module(ctx, m, &PrintOptions::default())
}

/// Runs `pipeline` (pass list, as inside `builtin.module(...)`) on `src` with verification
/// after each pass and returns the printed result.
pub fn run_pass(src: &str, pipeline: &str) -> String {
    let (mut ctx, mut m) = parse(src);
    let p = match parse_pipeline(pipeline) {
        Ok(p) => p,
        Err(e) => panic!("bad pipeline: {e}"),
    };
    let ro = RunOptions {
        verify_each: true,
        ..RunOptions::default()
    };
    if let Err(e) = run_pipeline(&mut ctx, &mut m, &p, &ro) {
        panic!("pipeline failed: {e}\n{}", print(&ctx, &m));
    }
    print(&ctx, &m)
}

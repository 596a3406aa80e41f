//! A long single block of dependent ops (issue 20): parse, verify, print, the GPU pipeline
//! and the interpreter walk it without recursion. Each test runs in a thread with a small
//! stack, so a walk that recursed once per op (or per use-def link) would abort the test
//! process with a stack overflow long before the input grew large.

use tessera_lowering::gpu::pipeline::{run_gpu_pipeline, GpuPipelineOptions};
use tessera_lowering::gpu::target::GpuTarget;
use tessera_lowering::interp::Interpreter;
use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::printer::{print_module, PrintOptions};
use tessera_lowering::verify::verify;

/// Ops in the chain: 20k links, enough to exhaust the stack below with one frame of 16
/// bytes or more per link.
const LINKS: usize = 20_000;
/// The stack of the thread each test runs in.
const STACK: usize = 256 * 1024;

fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(f)
        .expect("spawn test thread")
        .join()
        .expect("test thread panicked");
}

/// `@main` stores 1.0, then runs `LINKS` dependent ops (`link(i)` gives op `i`) on it, in
/// one block, and prints the result.
fn chain(link: impl Fn(usize) -> String) -> String {
    let mut s = String::from(
        "module {\n  func.func @main() {\n    %c0 = arith.constant 0 : index\n\
         \x20   %one = arith.constant 1.0 : f32\n    %m = memref.alloc() : memref<1xf32>\n\
         \x20   memref.store %one, %m[%c0] : memref<1xf32>\n\
         \x20   %v0 = memref.load %m[%c0] : memref<1xf32>\n",
    );
    for i in 1..=LINKS {
        s.push_str(&link(i));
    }
    s.push_str(&format!(
        "    memref.store %v{LINKS}, %m[%c0] : memref<1xf32>\n\
         \x20   %u = memref.cast %m : memref<1xf32> to memref<*xf32>\n\
         \x20   call @printMemrefF32(%u) : (memref<*xf32>) -> ()\n    return\n  }}\n\
         \x20 func.func private @printMemrefF32(memref<*xf32>)\n}}\n"
    ));
    s
}

/// Parses, verifies, prints (and parses the print back), runs the GPU pipeline (nothing to
/// map: no loops) and interprets `src`; returns what `@main` printed.
fn round_trip(src: &str) -> String {
    let mut ctx = Context::new();
    let mut m = parse_source(&mut ctx, src, "chain.mlir", &ParseOptions::default())
        .unwrap_or_else(|e| panic!("{e}"));
    verify(&ctx, &m).unwrap_or_else(|e| panic!("{e}"));
    let text = print_module(&ctx, &m, &PrintOptions::default());
    assert_eq!(
        text.matches(" = arith.").count(),
        LINKS + 2,
        "every link (and the two constants) printed"
    );
    let mut ctx2 = Context::new();
    let again = parse_source(&mut ctx2, &text, "printed.mlir", &ParseOptions::default())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print_module(&ctx2, &again, &PrintOptions::default()), text);
    run_gpu_pipeline(
        &mut ctx,
        &mut m,
        &GpuTarget::lavapipe(),
        &GpuPipelineOptions::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut interp = Interpreter::new(&ctx, &m).unwrap_or_else(|e| panic!("{e}"));
    let mut out = Vec::new();
    interp
        .call("main", vec![], &mut out)
        .unwrap_or_else(|e| panic!("{e}"));
    String::from_utf8(out).expect("utf-8 output")
}

#[test]
fn chain_of_values_used_twice() {
    // x + x: 1.0 doubles to +inf after 128 links and stays there.
    on_small_stack(|| {
        let out = round_trip(&chain(|i| {
            format!("    %v{i} = arith.addf %v{p}, %v{p} : f32\n", p = i - 1)
        }));
        assert!(out.contains("[inf]"), "{out}");
    });
}

#[test]
fn chain_of_values_used_once() {
    // x * 1.0: each link used once, so an expression tree as deep as the chain.
    on_small_stack(|| {
        let out = round_trip(&chain(|i| {
            format!("    %v{i} = arith.mulf %v{p}, %one : f32\n", p = i - 1)
        }));
        assert!(out.contains("[1]"), "{out}");
    });
}

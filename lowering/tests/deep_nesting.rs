//! Deep nesting (issue 20): the parser accepts at most `MAX_NESTING` (256) levels of
//! regions, attributes, types and affine expressions and refuses more with a diagnostic
//! that names the limit. Everything after it (verification, printing, the GPU pipeline and
//! the interpreter) recurses at most once per level of regions, so input at the limit must
//! go through all of them on the stack of an ordinary thread: these tests run on 2 MiB,
//! Rust's default for spawned threads (the `tessera` binary parses on its 8 MiB main
//! thread). A debug build needs about 1.2 MiB for 250 levels.

use tessera_lowering::gpu::pipeline::{run_gpu_pipeline, GpuPipelineOptions};
use tessera_lowering::gpu::target::GpuTarget;
use tessera_lowering::interp::Interpreter;
use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::printer::{print_module, PrintOptions};
use tessera_lowering::verify::verify;

const STACK: usize = 2 * 1024 * 1024;

fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(f)
        .expect("spawn test thread")
        .join()
        .expect("test thread panicked (or overflowed its stack)");
}

/// `@main` with `depth` nested `scf.if`s (each on a loaded flag, so that nothing folds them
/// away) around a store of 7.0, then prints the memref.
fn nested_ifs(depth: usize) -> String {
    let mut s = String::from(
        "func.func @main() {\n  %c0 = arith.constant 0 : index\n  %one = arith.constant 1 : i32\n\
         \x20 %f = memref.alloc() : memref<1xi32>\n  memref.store %one, %f[%c0] : memref<1xi32>\n\
         \x20 %m = memref.alloc() : memref<1xf32>\n  %seven = arith.constant 7.0 : f32\n\
         \x20 %flag = memref.load %f[%c0] : memref<1xi32>\n\
         \x20 %t = arith.cmpi eq, %flag, %one : i32\n",
    );
    for _ in 0..depth {
        s.push_str("  scf.if %t {\n");
    }
    s.push_str("  memref.store %seven, %m[%c0] : memref<1xf32>\n");
    for _ in 0..depth {
        s.push_str("  }\n");
    }
    s.push_str(
        "  %u = memref.cast %m : memref<1xf32> to memref<*xf32>\n\
         \x20 call @printMemrefF32(%u) : (memref<*xf32>) -> ()\n  return\n}\n\
         func.func private @printMemrefF32(memref<*xf32>)\n",
    );
    s
}

/// What `@main` prints.
fn run(ctx: &Context, m: &tessera_lowering::ir::Module) -> String {
    let mut interp = Interpreter::new(ctx, m).unwrap_or_else(|e| panic!("{e}"));
    let mut out = Vec::new();
    interp
        .call("main", vec![], &mut out)
        .unwrap_or_else(|e| panic!("{e}"));
    String::from_utf8(out).expect("utf-8 output")
}

/// The module nests `depth` ifs inside `func.func` inside the implicit `builtin.module`.
#[test]
fn nesting_at_the_limit_parses_verifies_prints_lowers_and_runs() {
    on_small_stack(|| {
        // Two levels are the module's and the function's regions.
        let src = nested_ifs(250);
        let mut ctx = Context::new();
        let mut m = parse_source(&mut ctx, &src, "deep.mlir", &ParseOptions::default())
            .unwrap_or_else(|e| panic!("{e}"));
        verify(&ctx, &m).unwrap_or_else(|e| panic!("{e}"));
        let text = print_module(&ctx, &m, &PrintOptions::default());
        assert_eq!(text.matches("scf.if").count(), 250);
        let mut ctx2 = Context::new();
        parse_source(&mut ctx2, &text, "deep2.mlir", &ParseOptions::default())
            .unwrap_or_else(|e| panic!("printed form: {e}"));
        let before = run(&ctx, &m);
        assert!(before.contains("[7]"), "{before}");
        run_gpu_pipeline(
            &mut ctx,
            &mut m,
            &GpuTarget::default(),
            &GpuPipelineOptions::default(),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let after = run(&ctx, &m);
        assert_eq!(before, after);
    });
}

#[test]
fn nesting_past_the_limit_is_a_diagnostic_that_names_it() {
    on_small_stack(|| {
        let src = nested_ifs(300);
        let mut ctx = Context::new();
        let Err(e) = parse_source(&mut ctx, &src, "deep.mlir", &ParseOptions::default()) else {
            panic!("300 nested regions must be refused");
        };
        let d = &e.0[0];
        assert!(
            d.message.contains("nesting too deep: more than 256 levels"),
            "{}",
            d.message
        );
        let loc = d.loc.as_ref().expect("the diagnostic has a location");
        assert_eq!(loc.file, "deep.mlir");
    });
}

/// `depth` nested region ops of one kind (`open` starts one, `close` ends it) around a store
/// of 7.0 into a memref that `@main` then prints.
fn nested(depth: usize, open: &str, close: &str) -> String {
    let mut s = String::from(
        "func.func @main() {\n  %c0 = arith.constant 0 : index\n\
         \x20 %m = memref.alloc() : memref<1xf32>\n  %seven = arith.constant 7.0 : f32\n",
    );
    for _ in 0..depth {
        s.push_str(open);
    }
    s.push_str("  memref.store %seven, %m[%c0] : memref<1xf32>\n");
    for _ in 0..depth {
        s.push_str(close);
    }
    s.push_str(
        "  %u = memref.cast %m : memref<1xf32> to memref<*xf32>\n\
         \x20 call @printMemrefF32(%u) : (memref<*xf32>) -> ()\n  return\n}\n\
         func.func private @printMemrefF32(memref<*xf32>)\n",
    );
    s
}

/// The region ops added for issue 19 (memref.alloca_scope, scf.execute_region with
/// `no_inline`, scf.index_switch) nest to the limit too: their parsers, printers and
/// interpreter compilers run out of line of the large per-dialect functions, whose frames
/// would otherwise stack once per level (250 nested alloca_scopes overflowed 2 MiB).
#[test]
fn region_ops_at_the_limit_fit_the_stack() {
    for (open, close) in [
        ("  memref.alloca_scope {\n", "  }\n"),
        ("  scf.execute_region no_inline {\n", "  scf.yield\n  }\n"),
        ("  scf.index_switch %c0\n  default {\n", "  }\n"),
    ] {
        let src = nested(250, open, close);
        on_small_stack(move || {
            let mut ctx = Context::new();
            let mut m = parse_source(&mut ctx, &src, "deep.mlir", &ParseOptions::default())
                .unwrap_or_else(|e| panic!("{e}"));
            verify(&ctx, &m).unwrap_or_else(|e| panic!("{e}"));
            let text = print_module(&ctx, &m, &PrintOptions::default());
            let mut ctx2 = Context::new();
            parse_source(&mut ctx2, &text, "deep2.mlir", &ParseOptions::default())
                .unwrap_or_else(|e| panic!("printed form: {e}"));
            let before = run(&ctx, &m);
            assert!(before.contains("[7]"), "{before}");
            run_gpu_pipeline(
                &mut ctx,
                &mut m,
                &GpuTarget::default(),
                &GpuPipelineOptions::default(),
            )
            .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(before, run(&ctx, &m));
        });
    }
}

//! The properties Tessera's fuzz targets check, one function per target, shared by the
//! libFuzzer entry points in `fuzz_targets/` (and usable from a debugger or a plain test).
//!
//! Each function takes the raw fuzzer input, treats it as MLIR text, and panics when a
//! property fails; libFuzzer reports that panic (and any panic inside Tessera) as a crash.
//! Inputs that are not UTF-8 are ignored: the CLI rejects them before parsing.
//!
//! - [`parse_print`]: parse, verify and print never panic; every module that parses and
//!   verifies round-trips in both the custom and the generic form (print → parse → print
//!   gives the same text, and the re-parsed module verifies).
//! - [`gpu::pipeline`]: on verified input, `run_gpu_pipeline` (lavapipe target, default
//!   options) and `tessera_spirv::compile_kernel` of every kernel either fail with a
//!   diagnostic (leaving IR that still verifies) or give SPIR-V that naga parses and
//!   validates, with WGSL.
//! - [`interp`]: the CPU interpreter runs `@main` (else the first few functions, with
//!   synthesised arguments) within a step, memory and workgroup budget; a runtime error is
//!   an error, never a panic.

use tessera_lowering::interp::{Interpreter, RtValue, Scalar, ValType, VectorValue};
use tessera_lowering::ir::{Context, Module};
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::printer::{print_module, PrintOptions};
use tessera_lowering::gpu::pipeline::{run_gpu_pipeline, GpuPipelineOptions};
use tessera_lowering::gpu::target::GpuTarget;

/// Runs once before fuzzing: puts back the default panic hook. libfuzzer-sys installs one
/// that aborts on every panic, even one Tessera catches on purpose (`tessera_spirv` turns a
/// panic inside naga into an error); a panic that escapes a target still aborts, in
/// libfuzzer-sys's entry point.
pub fn init() {
    let _ = std::panic::take_hook();
}

/// Inputs above this size are skipped: they only slow the search down.
pub const MAX_INPUT: usize = 64 * 1024;

/// Interpreter budget: loop iterations, backward branches, calls and workgroups.
pub const INTERP_MAX_STEPS: u64 = 200_000;

/// Interpreter budget: live bytes of memory.
pub const INTERP_MAX_BYTES: usize = 64 << 20;

/// The input as text, or `None` when it is not UTF-8 or too large.
fn text_of(data: &[u8]) -> Option<&str> {
    if data.len() > MAX_INPUT {
        return None;
    }
    std::str::from_utf8(data).ok()
}

/// Parses and verifies `text`; `None` when either fails (a diagnostic, which is fine).
fn parse_verified(ctx: &mut Context, text: &str, allow_unregistered: bool) -> Option<Module> {
    let opts = ParseOptions { allow_unregistered };
    let m = parse_source(ctx, text, "fuzz.mlir", &opts).ok()?;
    tessera_lowering::verify::verify(ctx, &m).ok()?;
    Some(m)
}

/// Target `parse_print`: parse + verify + print, and the round-trip of verified modules.
pub fn parse_print(data: &[u8]) {
    let Some(text) = text_of(data) else {
        return;
    };
    let mut ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let Ok(m) = parse_source(&mut ctx, text, "fuzz.mlir", &opts) else {
        return;
    };
    if tessera_lowering::verify::verify(&ctx, &m).is_err() {
        // Unverified IR is still printable (the CLI prints it with --no-verify-each and
        // in diagnostics); only "no panic" applies.
        for generic in [false, true] {
            let _ = print_module(&ctx, &m, &print_opts(generic));
        }
        return;
    }
    for generic in [false, true] {
        let po = print_opts(generic);
        let first = print_module(&ctx, &m, &po);
        let m2 = match parse_source(&mut ctx, &first, "roundtrip.mlir", &opts) {
            Ok(m2) => m2,
            Err(e) => panic!(
                "printed IR does not re-parse (generic={generic}): {e}\n--- input\n{text}\n--- printed\n{first}"
            ),
        };
        if let Err(e) = tessera_lowering::verify::verify(&ctx, &m2) {
            panic!(
                "printed IR does not verify (generic={generic}): {e}\n--- input\n{text}\n--- printed\n{first}"
            );
        }
        let second = print_module(&ctx, &m2, &po);
        assert!(
            first == second,
            "round-trip differs (generic={generic})\n--- input\n{text}\n--- first\n{first}\n--- second\n{second}"
        );
    }
}

fn print_opts(generic: bool) -> PrintOptions {
    PrintOptions {
        generic,
        debug_info: false,
    }
}

/// Target `gpu::pipeline`: the GPU pipeline and the SPIR-V back end on verified input.
pub fn gpu_pipeline(data: &[u8]) {
    let Some(text) = text_of(data) else {
        return;
    };
    let mut ctx = Context::new();
    let Some(mut m) = parse_verified(&mut ctx, text, false) else {
        return;
    };
    let target = GpuTarget::lavapipe();
    if let Err(e) = run_gpu_pipeline(&mut ctx, &mut m, &target, &GpuPipelineOptions::default()) {
        // A diagnostic is fine, but the passes check before they rewrite: a failure must
        // not come from (or leave) IR that a pass broke.
        if let Err(v) = tessera_lowering::verify::verify(&ctx, &m) {
            panic!(
                "the GPU pipeline failed with IR that no longer verifies: {e}\n{v}\n--- input\n{text}"
            );
        }
        return;
    }
    if let Err(e) = tessera_lowering::verify::verify(&ctx, &m) {
        panic!("the GPU pipeline returned IR that does not verify: {e}\n--- input\n{text}");
    }
    let spirv_target = tessera_spirv::Target::default();
    for k in tessera_spirv::find_kernels(&ctx, &m) {
        let Ok(art) = tessera_spirv::compile_kernel(&ctx, &m, k, &spirv_target) else {
            continue;
        };
        if let Err(e) = tessera_spirv::to_naga(&art.spirv) {
            panic!(
                "kernel {} compiled to SPIR-V that naga rejects: {e}\n--- input\n{text}",
                art.name
            );
        }
        if let Some(e) = &art.naga_error {
            panic!("kernel {} has no WGSL: {e}\n--- input\n{text}", art.name);
        }
    }
}

/// Target `interp`: run the entry function on the CPU interpreter within budgets.
pub fn interp(data: &[u8]) {
    let Some(text) = text_of(data) else {
        return;
    };
    let mut ctx = Context::new();
    let Some(m) = parse_verified(&mut ctx, text, false) else {
        return;
    };
    let Ok(mut it) = Interpreter::new(&ctx, &m) else {
        return;
    };
    it.config.max_steps = INTERP_MAX_STEPS;
    it.config.max_workgroup_size = 1024;
    it.config.max_call_depth = 1000;
    it.memory_mut().limit_bytes = INTERP_MAX_BYTES;
    for f in entry_functions(&it) {
        let Some((params, _)) = it.signature(&f) else {
            continue;
        };
        let params = params.to_vec();
        let args: Vec<RtValue> = params
            .iter()
            .enumerate()
            .map(|(i, t)| synth_arg(&mut it, &f, i, t))
            .collect();
        let _ = it.call(&f, args, &mut std::io::sink());
    }
}

/// The functions the `interp` target calls: `main` alone when there is one, else the
/// first [`INTERP_MAX_CALLS`] functions by name.
pub fn entry_functions(it: &Interpreter) -> Vec<String> {
    let names = it.functions();
    if names.contains(&"main") {
        return vec!["main".to_string()];
    }
    names
        .into_iter()
        .take(INTERP_MAX_CALLS)
        .map(str::to_string)
        .collect()
}

/// Functions called per input when there is no `main`.
pub const INTERP_MAX_CALLS: usize = 4;

/// An argument of type `t` for parameter `i` of `f`: integers 3, floats 0.5, memrefs of
/// extent 5 in every dynamic dimension (zero-filled); opaque values are tokens.
fn synth_arg(it: &mut Interpreter, f: &str, i: usize, t: &ValType) -> RtValue {
    match t {
        ValType::Scalar(s) => scalar_arg(*s),
        ValType::MemRef { shape: Some(_), .. } => it
            .alloc_param(f, i, &[5; 8])
            .map(RtValue::MemRef)
            .unwrap_or(RtValue::Token),
        ValType::MemRef {
            elem, shape: None, ..
        } => it
            .memory_mut()
            .alloc_memref(*elem, &[5])
            .map(RtValue::MemRef)
            .unwrap_or(RtValue::Token),
        ValType::Vector { elem, shape } => {
            let n = shape.iter().try_fold(1i64, |a, &d| a.checked_mul(d.max(0)));
            match n {
                Some(n) if n <= 1 << 16 => RtValue::Vector(VectorValue {
                    elem: *elem,
                    shape: shape.clone(),
                    bits: vec![0; n as usize],
                }),
                _ => RtValue::Token,
            }
        }
        ValType::Func => RtValue::Func(f.to_string()),
        ValType::Other => RtValue::Token,
    }
}

fn scalar_arg(s: Scalar) -> RtValue {
    match s {
        Scalar::Int(w) => RtValue::Int {
            value: if w == 1 { -1 } else { 3 },
            width: w,
        },
        Scalar::Index => RtValue::Index(3),
        Scalar::F16 => RtValue::F16(half::f16::from_f32(0.5)),
        Scalar::BF16 => RtValue::BF16(half::bf16::from_f32(0.5)),
        Scalar::F32 => RtValue::F32(0.5),
        Scalar::F64 | Scalar::Small(_) => RtValue::F64(0.5),
    }
}

//! Constant expressions that naga's WGSL front end (and Tint, the browser's) evaluates at
//! shader creation and refuses: every kernel below compiles to SPIR-V *and* to WGSL that
//! parses back (no GPU needed), and no refused expression survives in the WGSL. The
//! programs are the minimal forms of the GPU fuzzer's refused seeds (see "Differential
//! fuzzing" in `docs/VALIDATION.md`); the filetests
//! `tests/filetests/fuzz-regressions/gpu-fuzz-{naga-const-eval-f32,naga-const-eval-64bit,
//! bitcast-i16-f16}.mlir` run them on the GPU.

use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_spirv::{compile_kernel, find_kernels, Feature, Target};

/// A kernel `@k(%o: memref<4xT>)` storing the value of `body` (which defines `%r: T` from
/// constants) at `%o[gpu.global_id x]`.
fn kernel(ty: &str, body: &str) -> String {
    format!(
        r#"gpu.module @m {{
  gpu.func @k(%o: memref<4x{ty}>) kernel attributes {{known_block_size = array<i32: 4, 1, 1>}} {{
    %i = gpu.global_id x
{body}
    memref.store %r, %o[%i] : memref<4x{ty}>
    gpu.return
  }}
}}
"#
    )
}

/// The WGSL of the kernel, for a target with every feature (i16 emulated: wgpu has no
/// 16-bit integers), or the error.
fn wgsl_of(text: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    let m = parse_source(&mut ctx, text, "k.mlir", &ParseOptions::default())
        .map_err(|e| format!("{e:?}"))?;
    let k = find_kernels(&ctx, &m)[0];
    let target = Target::vulkan()
        .without(Feature::Int16)
        .without(Feature::Int8);
    let a = compile_kernel(&ctx, &m, k, &target).map_err(|e| e.to_string())?;
    match (a.wgsl, a.naga_error) {
        (Some(w), _) => Ok(w),
        (None, e) => Err(e.unwrap_or_else(|| "no WGSL".into())),
    }
}

const CASES: &[(&str, &str, &str)] = &[
    // naga: "sqrt built-in function argument is out of valid range" (seeds 1069, 1420, ...).
    (
        "sqrt of a negative",
        "f32",
        "    %c = arith.constant 0x807FFFFF : f32\n    %r = math.sqrt %c : f32",
    ),
    // naga: "log built-in function argument is out of valid range".
    (
        "log of zero",
        "f32",
        "    %c = arith.constant 0.0 : f32\n    %r = math.log %c : f32",
    ),
    // naga: "exp operation overflowed".
    (
        "exp overflowing",
        "f32",
        "    %c = arith.constant 100.0 : f32\n    %r = math.exp %c : f32",
    ),
    // naga: "Float literal is infinite".
    (
        "rsqrt of zero",
        "f32",
        "    %c = arith.constant 0.0 : f32\n    %r = math.rsqrt %c : f32",
    ),
    // Accepted by naga, folded anyway (see the next cases).
    (
        "absi of an i64",
        "i64",
        "    %c = arith.constant -5 : i64\n    %r = math.absi %c : i64",
    ),
    // naga: "Cannot apply math function to type" (seed 2039): min of f64 literals, one
    // of them folded by the back end (absf).
    (
        "minimumf of folded f64 constants",
        "f64",
        "    %c = arith.constant -1.625 : f64\n    %a = math.absf %c : f64\n    \
         %m = arith.remf %c, %a : f64\n    %h = arith.constant 0.5 : f64\n    \
         %r = arith.minimumf %m, %h : f64",
    ),
    // naga: "Cannot cast scalar components" (seed 2431).
    (
        "fptosi of an f64",
        "i32",
        "    %c = arith.constant -2.75 : f64\n    %r = arith.fptosi %c : f64 to i32",
    ),
    // naga: "Cannot cast scalar components": sitofp of an i64 the back end folded.
    (
        "sitofp of a folded i64",
        "f32",
        "    %c = arith.constant -7 : i64\n    %a = math.absi %c : i64\n    \
         %r = arith.sitofp %a : i64 to f32",
    ),
    // Tint: "value -nan cannot be represented as 'f32'" (browser fuzzing seed 89).
    (
        "bitcast of an i32 to a NaN f32",
        "f32",
        "    %c = arith.constant -27 : i32\n    %r = arith.bitcast %c : i32 to f32",
    ),
    // Refused before: "bitcast between an emulated 8/16-bit integer type and another
    // type is not supported" (seeds 1021, 1224, ...); a constant is folded.
    (
        "bitcast of an emulated i16 constant",
        "f16",
        "    %c = arith.constant -1024 : i16\n    %r = arith.bitcast %c : i16 to f16",
    ),
    (
        "bitcast of f16 to an emulated i16",
        "i16",
        "    %x = arith.constant 1.5 : f16\n    %r = arith.bitcast %x : f16 to i16",
    ),
];

#[test]
fn constant_expressions_compile_to_wgsl_that_parses() {
    let mut failures = Vec::new();
    for (what, ty, body) in CASES {
        let text = kernel(ty, body);
        match wgsl_of(&text) {
            Ok(w) => {
                // A bitcast of a literal is what Tint evaluates (naga does not).
                if let Some(at) = w.find("bitcast<f32>(-").or_else(|| {
                    w.match_indices("bitcast<f32>(")
                        .find(|(i, _)| {
                            w[i + 13..]
                                .chars()
                                .next()
                                .is_some_and(|c| c.is_ascii_digit())
                        })
                        .map(|(i, _)| i)
                }) {
                    failures.push(format!(
                        "{what}: the WGSL bitcasts a literal: {}",
                        &w[at..(at + 40).min(w.len())]
                    ));
                }
            }
            Err(e) => failures.push(format!("{what}: {e}\n{text}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// An emulated i16 ↔ f16 bitcast of a runtime value compiles (for the bits, see
/// `gpu_narrow.rs`, which runs every pattern).
#[test]
fn emulated_i16_f16_bitcast_compiles() {
    let text = r#"gpu.module @m {
  gpu.func @k(%a: memref<4xi16>, %o: memref<4xf16>, %p: memref<4xi16>) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<4xi16>
    %f = arith.bitcast %x : i16 to f16
    memref.store %f, %o[%i] : memref<4xf16>
    %y = arith.bitcast %f : f16 to i16
    memref.store %y, %p[%i] : memref<4xi16>
    gpu.return
  }
}
"#;
    let w = wgsl_of(text).unwrap_or_else(|e| panic!("{e}"));
    assert!(w.contains("enable f16;"), "{w}");
    // Emulated: no 16-bit integer type in the WGSL.
    assert!(!w.contains("i16") && !w.contains("u16"), "{w}");
}

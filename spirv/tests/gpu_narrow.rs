//! Emulated 8/16-bit integers, executed: `i8`/`i16` kernels are compiled, their WGSL and
//! their SPIR-V (through wgpu's naga SPIR-V front end, the host's `--shader-path spirv`)
//! are dispatched on whatever adapter wgpu finds (lavapipe in CI), and every result is
//! compared with a reference computed here with the ops' MLIR semantics.
//!
//! Every invocation writes bytes next to the bytes other invocations write at the same
//! time, which checks that packed stores do not clobber their neighbours. The test prints
//! a visible `SKIPPED:` line when there is no adapter (it fails instead under
//! `TESSERA_REQUIRE_GPU=1`).

mod common;

use std::borrow::Cow;

use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_spirv::{compile_kernel, find_kernels, Feature, Features, Target};

/// The ops checked, in the order of the rows of `%out` (`n`-bit results) and `%wide`
/// (`i32` results).
const NARROW_OPS: [&str; 16] = [
    "addi",
    "subi",
    "muli",
    "divsi",
    "divui",
    "remsi",
    "remui",
    "shli",
    "shrsi",
    "shrui",
    "minui",
    "maxsi",
    "ceildivsi",
    "floordivsi",
    "ceildivui",
    "absi",
];
const WIDE_OPS: [&str; 5] = ["extsi", "extui", "ult", "trunci", "sitofp_fptosi"];
const N: usize = 256;

fn kernel_text(t: &str) -> String {
    let mut body = String::new();
    for (k, op) in NARROW_OPS.iter().enumerate() {
        let v = match *op {
            "shli" | "shrsi" | "shrui" => format!("arith.{op} %x, %s : {t}"),
            "absi" => format!("math.absi %x : {t}"),
            _ => format!("arith.{op} %x, %y : {t}"),
        };
        body.push_str(&format!(
            "    %r{k} = {v}\n    %k{k} = arith.constant {k} : index\n    memref.store %r{k}, %out[%k{k}, %i] : memref<16x256x{t}>\n"
        ));
    }
    let wide = [
        format!("arith.extsi %x : {t} to i32"),
        format!("arith.extui %x : {t} to i32"),
        "arith.extui %c : i1 to i32".to_string(),
        format!("arith.extsi %tr : {t} to i32"),
        format!("arith.extsi %fi : {t} to i32"),
    ];
    for (k, v) in wide.iter().enumerate() {
        body.push_str(&format!(
            "    %w{k} = {v}\n    %j{k} = arith.constant {k} : index\n    memref.store %w{k}, %wide[%j{k}, %i] : memref<5x256xi32>\n"
        ));
    }
    format!(
        r#"gpu.module @m {{
  gpu.func @narrow(%a: memref<256x{t}>, %b: memref<256x{t}>, %sa: memref<256x{t}>, %out: memref<16x256x{t}>, %wide: memref<5x256xi32>) kernel attributes {{known_block_size = array<i32: 64, 1, 1>}} {{
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<256x{t}>
    %y = memref.load %b[%i] : memref<256x{t}>
    %s = memref.load %sa[%i] : memref<256x{t}>
    %c = arith.cmpi ult, %x, %y : {t}
    %x32 = arith.extsi %x : {t} to i32
    %c3 = arith.constant 3 : i32
    %c1000 = arith.constant 1000 : i32
    %m = arith.muli %x32, %c3 : i32
    %big = arith.addi %m, %c1000 : i32
    %tr = arith.trunci %big : i32 to {t}
    %f = arith.uitofp %x : {t} to f32
    %fi = arith.fptosi %f : f32 to {t}
{body}    gpu.return
  }}
}}
"#
    )
}

/// Wraps `v` to `bits` bits, sign-extended.
fn wrap(v: i64, bits: u32) -> i64 {
    (v << (64 - bits)) >> (64 - bits)
}

fn reference(op: &str, x: i64, y: i64, s: i64, bits: u32) -> i64 {
    let mask = (1i64 << bits) - 1;
    let (ux, uy) = (x & mask, y & mask);
    let r = match op {
        "addi" => x + y,
        "subi" => x - y,
        "muli" => x * y,
        "divsi" => x / y,
        "divui" => ux / uy,
        "remsi" => x % y,
        "remui" => ux % uy,
        "shli" => x << s,
        "shrsi" => x >> s,
        "shrui" => ux >> s,
        "minui" => {
            if ux < uy {
                x
            } else {
                y
            }
        }
        "maxsi" => x.max(y),
        "ceildivsi" => (x as f64 / y as f64).ceil() as i64,
        "floordivsi" => (x as f64 / y as f64).floor() as i64,
        "ceildivui" => (ux + uy - 1) / uy,
        "absi" => x.abs(),
        "extsi" => return x,
        "extui" => return ux,
        "ult" => return (ux < uy) as i64,
        "trunci" => return wrap(x * 3 + 1000, bits),
        // `uitofp` then `fptosi`: a value above the signed range (poison in LangRef)
        // saturates, as in the interpreter (`dialect::eval`).
        "sitofp_fptosi" => return ux.min((1i64 << (bits - 1)) - 1),
        _ => unreachable!(),
    };
    wrap(r, bits)
}

fn inputs(bits: u32) -> [Vec<i64>; 3] {
    let lo = -(1i64 << (bits - 1));
    let span = 1i64 << bits;
    let a: Vec<i64> = (0..N as i64)
        .map(|i| match i {
            0 => lo,
            1 => -lo - 1,
            2 => -1,
            _ => wrap(lo + i * (span / N as i64) + i % 7, bits),
        })
        .collect();
    let b: Vec<i64> = (0..N as i64)
        .map(|i| {
            let v = wrap((i * 37 + 11) * (span / 256) + 3 * i, bits);
            match i {
                5 => -1,
                6 => lo,
                _ if v == 0 => 1,
                _ => v,
            }
        })
        .collect();
    let s: Vec<i64> = (0..N as i64).map(|i| i % bits as i64).collect();
    [a, b, s]
}

fn bytes_of(v: &[i64], bits: u32) -> Vec<u8> {
    v.iter()
        .flat_map(|x| x.to_le_bytes()[..bits as usize / 8].to_vec())
        .collect()
}

fn read(bytes: &[u8], i: usize, width: usize) -> i64 {
    let mut b = [0u8; 8];
    b[..width].copy_from_slice(&bytes[i * width..(i + 1) * width]);
    wrap(i64::from_le_bytes(b), width as u32 * 8)
}

use common::gpu::{gpu, skip, Gpu};

/// Dispatches `groups` workgroups of `source`'s `entry` with one storage buffer per
/// element of `buffers` (binding = position; sizes padded to 4 bytes, as the host does)
/// and returns their contents afterwards.
fn dispatch(
    g: &Gpu,
    source: wgpu::ShaderSource<'_>,
    entry: &str,
    buffers: &[Vec<u8>],
    groups: [u32; 3],
) -> Vec<Vec<u8>> {
    let d = &g.device;
    let module = d.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some(entry),
        source,
    });
    let pipeline = d.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: Some(entry),
        layout: None,
        module: &module,
        entry_point: Some(entry),
        compilation_options: wgpu::PipelineCompilationOptions::default(),
        cache: None,
    });
    let layout = pipeline.get_bind_group_layout(0);
    common::gpu::run(g, &pipeline, &layout, buffers, groups)
}

fn check_width(g: &Gpu, bits: u32) -> Vec<String> {
    let t = format!("i{bits}");
    let text = kernel_text(&t);
    let mut ctx = Context::new();
    let m = parse_source(&mut ctx, &text, "narrow.mlir", &ParseOptions::default())
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    let k = find_kernels(&ctx, &m)[0];
    let a = compile_kernel(&ctx, &m, k, &Target::webgpu()).unwrap_or_else(|e| panic!("{e}"));
    let wgsl = a.wgsl.clone().expect("wgsl");
    let [xa, ya, sa] = inputs(bits);
    let w = bits as usize / 8;
    let buffers = vec![
        bytes_of(&xa, bits),
        bytes_of(&ya, bits),
        bytes_of(&sa, bits),
        vec![0xa5; NARROW_OPS.len() * N * w],
        vec![0xa5; WIDE_OPS.len() * N * 4],
    ];
    let mut failures = Vec::new();
    for (path, source) in [
        ("wgsl", wgpu::ShaderSource::Wgsl(Cow::Owned(wgsl.clone()))),
        (
            "spirv",
            wgpu::ShaderSource::SpirV(Cow::Owned(a.spirv.clone())),
        ),
    ] {
        let out = dispatch(g, source, &a.name, &buffers, [(N / 64) as u32, 1, 1]);
        for (row, op) in NARROW_OPS.iter().enumerate() {
            for i in 0..N {
                let got = read(&out[3], row * N + i, w);
                let want = reference(op, xa[i], ya[i], sa[i], bits);
                if got != want && failures.len() < 40 {
                    failures.push(format!(
                        "{t} {path} {op}({}, {}, s={}) = {got}, want {want}",
                        xa[i], ya[i], sa[i]
                    ));
                }
            }
        }
        for (row, op) in WIDE_OPS.iter().enumerate() {
            for i in 0..N {
                let got = read(&out[4], row * N + i, 4);
                let want = reference(op, xa[i], ya[i], sa[i], bits);
                if got != want && failures.len() < 40 {
                    failures.push(format!(
                        "{t} {path} {op}({}, {}) = {got}, want {want}",
                        xa[i], ya[i]
                    ));
                }
            }
        }
        // The inputs are untouched.
        for k in 0..3 {
            if out[k] != buffers[k] {
                failures.push(format!("{t} {path}: input buffer {k} changed"));
            }
        }
    }
    failures
}

#[test]
fn emulated_narrow_integers_run() {
    let Some(g) = gpu("gpu_narrow", wgpu::Features::empty()) else {
        skip("no wgpu adapter; emulated i8/i16 kernels not executed");
        return;
    };
    eprintln!("adapter: {}", g.name);
    let mut failures = check_width(&g, 8);
    failures.extend(check_width(&g, 16));
    failures.extend(check_addi8(&g));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `tests/data/vulkan_runner_addi8.mlir` (upstream's vulkan-runner `addi8` shape) with
/// values whose sums wrap: `out[z][y][x] = zext(a[x] + b[y][x])`.
fn check_addi8(g: &Gpu) -> Vec<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/vulkan_runner_addi8.mlir");
    let text = std::fs::read_to_string(path).expect("vulkan_runner_addi8.mlir");
    let mut ctx = Context::new();
    let m = parse_source(&mut ctx, &text, "addi8.mlir", &ParseOptions::default())
        .unwrap_or_else(|e| panic!("{e}"));
    let k = find_kernels(&ctx, &m)[0];
    let a = compile_kernel(&ctx, &m, k, &Target::webgpu()).unwrap_or_else(|e| panic!("{e}"));
    let x: Vec<i64> = (0..8).map(|i| 100 + 3 * i).collect();
    let y: Vec<i64> = (0..64).map(|i| wrap(i * 9 - 70, 8)).collect();
    let buffers = vec![bytes_of(&x, 8), bytes_of(&y, 8), vec![0xa5; 512 * 4]];
    let mut failures = Vec::new();
    for (path, source) in [
        (
            "wgsl",
            wgpu::ShaderSource::Wgsl(Cow::Owned(a.wgsl.clone().expect("wgsl"))),
        ),
        (
            "spirv",
            wgpu::ShaderSource::SpirV(Cow::Owned(a.spirv.clone())),
        ),
    ] {
        let out = dispatch(g, source, &a.name, &buffers, [8, 8, 8]);
        for zi in 0..8 {
            for yi in 0..8 {
                for xi in 0..8 {
                    let got = read(&out[2], (zi * 8 + yi) * 8 + xi, 4);
                    let want = wrap(x[xi] + y[yi * 8 + xi], 8) & 0xff;
                    if got != want && failures.len() < 20 {
                        failures.push(format!(
                            "addi8 {path} [{zi}][{yi}][{xi}] = {got}, want {want}"
                        ));
                    }
                }
            }
        }
    }
    failures
}

/// Every 16-bit pattern through `arith.bitcast` i16 → f16 → i16, and loaded as f16 then
/// bitcast to i16, with i16 emulated in 32 bits (the bits go through the `f32` of the
/// same value, see `emit/narrow.rs`): every result must be the pattern itself, bit for
/// bit; a NaN must stay a NaN (its payload may change only if the driver's f16 ↔ f32
/// conversions change it; the counts are printed).
fn check_bitcast_f16(g: &Gpu) -> Vec<String> {
    const ALL: usize = 1 << 16;
    let text = format!(
        r#"gpu.module @m {{
  gpu.func @roundtrip(%a: memref<{ALL}xi16>, %h: memref<{ALL}xf16>, %r: memref<{ALL}xi16>, %b: memref<{ALL}xf16>, %q: memref<{ALL}xi16>) kernel attributes {{known_block_size = array<i32: 64, 1, 1>}} {{
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<{ALL}xi16>
    %f = arith.bitcast %x : i16 to f16
    memref.store %f, %h[%i] : memref<{ALL}xf16>
    %y = arith.bitcast %f : f16 to i16
    memref.store %y, %r[%i] : memref<{ALL}xi16>
    %g = memref.load %b[%i] : memref<{ALL}xf16>
    %z = arith.bitcast %g : f16 to i16
    memref.store %z, %q[%i] : memref<{ALL}xi16>
    gpu.return
  }}
}}
"#
    );
    let mut ctx = Context::new();
    let m = parse_source(&mut ctx, &text, "bitcast16.mlir", &ParseOptions::default())
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    let k = find_kernels(&ctx, &m)[0];
    let target = Target::webgpu().with_supports(Features::from_slice(&[
        Feature::PushConstants,
        Feature::Float16,
    ]));
    let a = compile_kernel(&ctx, &m, k, &target).unwrap_or_else(|e| panic!("{e}"));
    let patterns: Vec<u8> = (0..ALL as u32)
        .flat_map(|x| (x as u16).to_le_bytes())
        .collect();
    let buffers = vec![
        patterns.clone(),
        vec![0xa5; ALL * 2],
        vec![0xa5; ALL * 2],
        patterns,
        vec![0xa5; ALL * 2],
    ];
    let is_nan = |h: u16| h & 0x7c00 == 0x7c00 && h & 0x03ff != 0;
    let mut failures = Vec::new();
    for (path, source) in [
        (
            "wgsl",
            wgpu::ShaderSource::Wgsl(Cow::Owned(a.wgsl.clone().expect("wgsl"))),
        ),
        (
            "spirv",
            wgpu::ShaderSource::SpirV(Cow::Owned(a.spirv.clone())),
        ),
    ] {
        let out = dispatch(g, source, &a.name, &buffers, [(ALL / 64) as u32, 1, 1]);
        let (mut payload_to_f16, mut payload_back, mut payload_from_f16) = (0, 0, 0);
        for x in 0..ALL {
            let get = |buf: &[u8]| u16::from_le_bytes([buf[2 * x], buf[2 * x + 1]]);
            let (h, r, q) = (get(&out[1]), get(&out[2]), get(&out[4]));
            let want = x as u16;
            let ok = if is_nan(want) {
                payload_to_f16 += usize::from(h != want);
                payload_back += usize::from(r != h);
                payload_from_f16 += usize::from(q != want);
                is_nan(h) && is_nan(r) && is_nan(q)
            } else {
                h == want && r == want && q == want
            };
            if !ok && failures.len() < 40 {
                failures.push(format!(
                    "bitcast {path} {want:#06x}: f16 bits {h:#06x}, back to i16 {r:#06x}; \
                     loaded f16 to i16 {q:#06x}"
                ));
            }
        }
        eprintln!(
            "bitcast i16 <-> f16 ({path}): {ALL} patterns; NaN payloads changed: \
             {payload_to_f16} by i16 -> f16, {payload_back} by f16 -> i16 of those, \
             {payload_from_f16} by f16 (loaded) -> i16"
        );
    }
    failures
}

#[test]
fn emulated_i16_f16_bitcast_keeps_every_pattern() {
    let Some(g) = gpu("gpu_narrow_bitcast", wgpu::Features::SHADER_F16) else {
        skip("no wgpu adapter; the emulated i16 <-> f16 bitcast not executed");
        return;
    };
    if !g.features.contains(wgpu::Features::SHADER_F16) {
        skip(&format!(
            "{} has no shader-f16; the emulated i16 <-> f16 bitcast not executed",
            g.name
        ));
        return;
    }
    eprintln!("adapter: {}", g.name);
    let failures = check_bitcast_f16(&g);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn reference_semantics() {
    assert_eq!(reference("addi", 127, 1, 0, 8), -128);
    assert_eq!(reference("divui", -1, 16, 0, 8), 15);
    assert_eq!(reference("shrui", -128, 0, 7, 8), 1);
    assert_eq!(reference("floordivsi", -7, 2, 0, 8), -4);
    assert_eq!(reference("ceildivsi", -7, 2, 0, 8), -3);
    assert_eq!(reference("absi", -128, 0, 0, 8), -128);
    assert_eq!(reference("trunci", 100, 0, 0, 8), wrap(1300, 8));
}

//! Kernel arguments read through textures (`tessera.textures`, `emit/texture.rs`).
//!
//! The kernels of `tests/data/textures.mlir` and `textures_golden.mlir` are compiled (with
//! 32- and 64-bit `index`), validated with `spirv-val` and naga, and their interface is
//! checked: a texture argument is a `texture_2d<f32>` binding at the number its buffer
//! would have had, `BufferStorage::Texture { width: inner / 4, height: outer product }`.
//! Every eligibility rule violated gives an error at the `gpu.func`. Then every kernel is
//! dispatched on the adapter (lavapipe in CI) through naga's WGSL, naga's SPIR-V front end
//! and (when the adapter has it) the raw SPIR-V, with the texture filled from the memref's
//! elements by `write_texture`, and every element read through the texture is compared
//! exactly with the memref's. The GPU test prints a visible `SKIPPED:` line when there is
//! no adapter (it fails instead under `TESSERA_REQUIRE_GPU=1`).

mod common;

use common::gpu::{gpu, shader_paths, skip, Binding, Gpu, ShaderPath};
use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_spirv::{
    compile_kernel, disassemble, find_kernels, BindingInfo, BufferStorage, KernelArtifact,
    SpirvError, Target,
};

/// The kernels of `tests/data/<file>` compiled for `gpu::target`.
fn artifacts_for(file: &str, target: &Target) -> Vec<KernelArtifact> {
    let path = common::crate_dir().join("tests/data").join(file);
    let text = std::fs::read_to_string(path).expect("kernel file");
    let mut ctx = Context::new();
    let m = parse_source(&mut ctx, &text, file, &ParseOptions::default())
        .unwrap_or_else(|e| panic!("{e}"));
    find_kernels(&ctx, &m)
        .into_iter()
        .map(|k| compile_kernel(&ctx, &m, k, target).unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

fn artifact<'a>(all: &'a [KernelArtifact], name: &str) -> &'a KernelArtifact {
    all.iter()
        .find(|a| a.name == name)
        .unwrap_or_else(|| panic!("no kernel {name}"))
}

fn index64() -> Target {
    Target {
        index_bits: 64,
        ..Target::default()
    }
}

fn texture(binding: u32, width: u32, height: u32, arg_index: usize) -> BindingInfo {
    BindingInfo {
        binding,
        storage: BufferStorage::Texture { width, height },
        read_only: true,
        elem_bytes: 4,
        static_len: Some(u64::from(width) * u64::from(height) * 4),
        arg_index,
    }
}

#[test]
fn texture_interface_and_validation() {
    for target in [Target::default(), index64()] {
        let mut all = artifacts_for("textures_golden.mlir", &target);
        all.extend(artifacts_for("textures.mlir", &target));
        for a in &all {
            let name = format!("{} index{}", a.name, target.index_bits);
            common::spirv_val(&a.spirv, &name)
                .unwrap_or_else(|e| panic!("{e}\n{}", disassemble(&a.spirv)));
            // GLSL 4.50 has no 64-bit integers (see the crate docs).
            let failing: &[&str] = if target.index_bits == 64 {
                &["glsl"]
            } else {
                &[]
            };
            common::naga_expect(&name, &a.spirv, failing).unwrap_or_else(|e| panic!("{e}"));
            let wgsl = a
                .wgsl
                .as_deref()
                .unwrap_or_else(|| panic!("{name}: no WGSL"));
            assert!(wgsl.contains(": texture_2d<f32>;"), "{name}: {wgsl}");
            assert!(wgsl.contains("textureLoad("), "{name}: {wgsl}");
            let asm = disassemble(&a.spirv);
            assert!(
                asm.contains("OpTypeImage %") && asm.contains(" 2D 0 0 0 1 Unknown"),
                "{name}: {asm}"
            );
            assert!(asm.contains("UniformConstant"), "{name}: {asm}");
            // Every texture read is a fetch at level 0; nothing addresses the image as
            // memory.
            assert_eq!(
                asm.matches("OpImageFetch").count(),
                asm.matches(" Lod %").count(),
                "{name}"
            );
        }
        let small = artifact(&all, "tex_small");
        assert_eq!(small.bindings.len(), 2);
        assert_eq!(small.bindings[0].storage, BufferStorage::StorageBuffer);
        assert!(!small.bindings[0].read_only);
        assert_eq!(small.bindings[1], texture(1, 16, 4, 1));

        let known = artifact(&all, "tex_known");
        assert_eq!(known.bindings[0], texture(0, 16, 9, 0));
        assert!(known.bindings[1..]
            .iter()
            .all(|b| b.storage == BufferStorage::StorageBuffer));
        let asm = disassemble(&known.spirv);
        // a: the texel; b, c, e: two texels; d, f: one texel and a shuffle.
        assert_eq!(asm.matches("OpImageFetch").count(), 9, "{asm}");
        assert_eq!(asm.matches("OpVectorShuffle").count(), 5, "{asm}");
        assert!(!asm.contains("OpVectorExtractDynamic"), "{asm}");

        let scalar = artifact(&all, "tex_scalar");
        let asm = disassemble(&scalar.spirv);
        assert_eq!(asm.matches("OpImageFetch").count(), 4, "{asm}");
        assert!(!asm.contains("OpVectorExtractDynamic"), "{asm}");
        for c in 0..4 {
            assert!(
                asm.contains(&format!(" {c}\n")) && asm.contains("OpCompositeExtract"),
                "{asm}"
            );
        }

        let dynamic = artifact(&all, "tex_dynamic");
        assert_eq!(dynamic.bindings[1], texture(1, 16, 9, 1));
        let asm = disassemble(&dynamic.spirv);
        // One fetch for the scalar, two for each vector.
        assert_eq!(asm.matches("OpImageFetch").count(), 7, "{asm}");

        let rank1 = artifact(&all, "tex_1d");
        assert_eq!(rank1.bindings[1], texture(1, 32, 1, 1));
        let rank3 = artifact(&all, "tex_3d");
        assert_eq!(rank3.bindings[2], texture(2, 16, 6, 2));
        assert_eq!(rank3.bindings.len(), 5);
    }
}

#[test]
fn texture_output_is_deterministic() {
    let a = artifacts_for("textures.mlir", &Target::default());
    let b = artifacts_for("textures.mlir", &Target::default());
    for (x, y) in a.iter().zip(&b) {
        assert_eq!(x.spirv, y.spirv, "{}", x.name);
        assert_eq!(x.wgsl, y.wgsl, "{}", x.name);
    }
}

/// Compiles the one kernel of `text` (its `gpu.func` on line 2).
fn compile_text(text: &str) -> Result<KernelArtifact, SpirvError> {
    let mut ctx = Context::new();
    let m = parse_source(&mut ctx, text, "tex.mlir", &ParseOptions::default())
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    let k = find_kernels(&ctx, &m);
    assert_eq!(k.len(), 1, "{text}");
    compile_kernel(&ctx, &m, k[0], &Target::default())
}

/// A kernel whose second argument has type `ty`, marked `tessera.textures = <attr>`, with
/// `body` (which may use `%T`, `%out: memref<8x64xf32>`, `%t`, `%c0`, `%v: f32`).
fn kernel(ty: &str, attr: &str, body: &str) -> String {
    format!(
        "gpu.module @g {{\n  gpu.func @k(%out: memref<8x64xf32>, %T: {ty}) kernel attributes \
         {{known_block_size = array<i32: 16, 1, 1>, tessera.textures = {attr}}} {{\n    \
         %c0 = arith.constant 0 : index\n    %t = gpu.thread_id x\n    \
         %v = arith.constant 1.0 : f32\n{body}\n    gpu.return\n  }}\n}}\n"
    )
}

#[test]
fn texture_eligibility_errors() {
    let load = |ty: &str| {
        format!(
            "    %a = memref.load %T[%c0, %t] : {ty}\n    memref.store %a, %out[%c0, %t] : \
             memref<8x64xf32>"
        )
    };
    let ok_ty = "memref<8x64xf32>";
    let cases: Vec<(&str, String, &str)> =
        vec![
        (
            "bad index",
            kernel(ok_ty, "array<i64: 2>", &load(ok_ty)),
            "lists argument #2, but the kernel has 2 arguments",
        ),
        (
            "negative index",
            kernel(ok_ty, "array<i64: -1>", &load(ok_ty)),
            "lists argument #-1",
        ),
        (
            "listed twice",
            kernel(ok_ty, "array<i64: 1, 1>", &load(ok_ty)),
            "lists argument #1 twice",
        ),
        (
            "not an array",
            kernel(ok_ty, "1 : i64", &load(ok_ty)),
            "must be an `array<i64: ...>`",
        ),
        (
            "not a memref",
            kernel("index", "array<i64: 1>", ""),
            "it is not a ranked memref",
        ),
        (
            "not f32",
            kernel(
                "memref<8x64xi32>",
                "array<i64: 1>",
                "    %a = memref.load %T[%c0, %t] : memref<8x64xi32>",
            ),
            "its element type is not f32",
        ),
        (
            "dynamic shape",
            kernel("memref<?x64xf32>", "array<i64: 1>", &load("memref<?x64xf32>")),
            "its shape is dynamic",
        ),
        (
            "inner not a multiple of 64",
            kernel("memref<8x32xf32>", "array<i64: 1>", &load("memref<8x32xf32>")),
            "innermost dimension (32) is not a nonzero multiple of 64",
        ),
        (
            "rank 0",
            kernel("memref<f32>", "array<i64: 1>", ""),
            "it has rank 0",
        ),
        (
            "strided layout",
            kernel(
                "memref<8x64xf32, strided<[128, 1]>>",
                "array<i64: 1>",
                &load("memref<8x64xf32, strided<[128, 1]>>"),
            ),
            "its layout is not the identity",
        ),
        (
            "uniform memory",
            kernel(
                "memref<8x64xf32, 4>",
                "array<i64: 1>",
                &load("memref<8x64xf32, 4>"),
            ),
            "it is not in global (storage-buffer) memory",
        ),
        (
            "store",
            kernel(
                ok_ty,
                "array<i64: 1>",
                "    memref.store %v, %T[%c0, %t] : memref<8x64xf32>",
            ),
            "but 'memref.store' at tex.mlir:6:5 uses it",
        ),
        (
            "vector store",
            kernel(
                ok_ty,
                "array<i64: 1>",
                "    %w = vector.broadcast %v : f32 to vector<4xf32>\n    vector.store %w, \
                 %T[%c0, %c0] : memref<8x64xf32>, vector<4xf32>",
            ),
            "but 'vector.store' at tex.mlir:7:5 uses it",
        ),
        (
            "atomic",
            kernel(
                ok_ty,
                "array<i64: 1>",
                "    %r = memref.atomic_rmw addf %v, %T[%c0, %t] : (f32, memref<8x64xf32>) -> f32",
            ),
            "but 'memref.atomic_rmw' at tex.mlir:6:10 uses it",
        ),
        (
            "subview",
            kernel(
                ok_ty,
                "array<i64: 1>",
                "    %s = memref.subview %T[0, 0] [4, 64] [1, 1] : memref<8x64xf32> to \
                 memref<4x64xf32, strided<[64, 1]>>",
            ),
            "but 'memref.subview' at tex.mlir:6:10 uses it",
        ),
        (
            "cast",
            kernel(
                ok_ty,
                "array<i64: 1>",
                "    %s = memref.cast %T : memref<8x64xf32> to memref<?x64xf32>",
            ),
            "but 'memref.cast' at tex.mlir:6:10 uses it",
        ),
    ];
    let mut failures = Vec::new();
    for (what, text, want) in &cases {
        match compile_text(text) {
            Ok(_) => failures.push(format!("{what}: compiled\n{text}")),
            Err(e) => {
                let msg = e.to_string();
                if !msg.contains(want) || !msg.starts_with("tex.mlir:2:3: ") {
                    failures.push(format!("{what}: got `{msg}`, want `{want}` at 2:3"));
                }
                if e.loc().map(|l| l.line) != Some(2) {
                    failures.push(format!("{what}: location {:?}", e.loc()));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The same kernel without violations compiles; without the attribute the argument is
    // a storage buffer as before.
    let a = compile_text(&kernel(ok_ty, "array<i64: 1>", &load(ok_ty))).unwrap();
    assert_eq!(a.bindings[1], texture(1, 16, 8, 1));
    let plain = kernel(ok_ty, "array<i64: 1>", &load(ok_ty))
        .replace(", tessera.textures = array<i64: 1>", "");
    let b = compile_text(&plain).unwrap();
    assert_eq!(b.bindings[1].storage, BufferStorage::StorageBuffer);
    assert!(!b.wgsl.unwrap_or_default().contains("texture"));
}

// ----- execution ---------------------------------------------------------------------

/// Dispatches `groups` workgroups of kernel `a` through `path`; binding `k` holds the
/// `f32` words `data[k]` (a storage buffer, or a texture where the kernel has one).
/// Returns every binding's words afterwards.
fn dispatch(
    g: &Gpu,
    a: &KernelArtifact,
    path: ShaderPath,
    data: &[Vec<f32>],
    groups: [u32; 3],
) -> Vec<Vec<f32>> {
    let entry = a.name.as_str();
    let layout = common::gpu::bind_group_layout(g, a);
    let pipeline = common::gpu::pipeline(g, a, path, &layout);
    let bytes: Vec<Vec<u8>> = data
        .iter()
        .map(|v| v.iter().flat_map(|x| x.to_le_bytes()).collect())
        .collect();
    let bindings: Vec<Binding<'_>> = a
        .bindings
        .iter()
        .zip(&bytes)
        .map(|(b, data)| match b.storage {
            BufferStorage::Texture { width, height } => Binding::Texture {
                width,
                height,
                data,
            },
            _ => Binding::Buffer(data),
        })
        .collect();
    assert_eq!(bindings.len(), data.len(), "{entry}: one array per binding");
    common::gpu::run_bindings(g, &pipeline, &layout, &bindings, groups)
        .iter()
        .map(|b| {
            b.chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect()
        })
        .collect()
}

/// Distinct values for a memref of `n` elements (every one exact in f32).
fn input(n: usize) -> Vec<f32> {
    (0..n).map(|i| 1000.0 + i as f32 * 0.25).collect()
}

/// One run: the kernel, the words of every binding (textures included), the grid and the
/// expected words of every binding afterwards.
struct Case {
    kernel: &'static str,
    data: Vec<Vec<f32>>,
    groups: [u32; 3],
    want: Vec<Vec<f32>>,
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    let unset = |n: usize| vec![-1.0f32; n];
    // tex_scalar: out = T (8x64).
    {
        let t = input(512);
        out.push(Case {
            kernel: "tex_scalar",
            data: vec![unset(512), t.clone()],
            groups: [1, 8, 1],
            want: vec![t.clone(), t],
        });
    }
    // tex_dynamic: T is 9x64; o1[y][x] = T[y][x], oN[y][x][k] = T[64 y + x + k].
    {
        let t = input(576);
        let mut o1 = unset(512);
        let (mut o4, mut o2, mut o3) = (unset(2048), unset(1024), unset(1536));
        for y in 0..8 {
            for x in 0..64 {
                let l = y * 64 + x;
                o1[l] = t[l];
                for k in 0..4 {
                    o4[l * 4 + k] = t[l + k];
                }
                for k in 0..2 {
                    o2[l * 2 + k] = t[l + k];
                }
                for k in 0..3 {
                    o3[l * 3 + k] = t[l + k];
                }
            }
        }
        out.push(Case {
            kernel: "tex_dynamic",
            data: vec![unset(512), t.clone(), unset(2048), unset(1024), unset(1536)],
            groups: [1, 8, 1],
            want: vec![o1, t, o4, o2, o3],
        });
    }
    // tex_known: T is 9x64, j = 4t.
    {
        let t = input(576);
        let (mut a, mut b, mut c) = (unset(512), unset(512), unset(512));
        let (mut d, mut e, mut f) = (unset(256), unset(384), unset(256));
        for y in 0..8 {
            for tid in 0..16 {
                let l = y * 64 + 4 * tid;
                let r = y * 16 + tid;
                for k in 0..4 {
                    a[l + k] = t[l + k];
                    b[l + k] = t[l + 1 + k];
                    c[l + k] = t[l + 3 + k];
                }
                for k in 0..2 {
                    d[r * 2 + k] = t[l + 1 + k];
                    f[r * 2 + k] = t[l + 2 + k];
                }
                for k in 0..3 {
                    e[r * 3 + k] = t[l + 2 + k];
                }
            }
        }
        out.push(Case {
            kernel: "tex_known",
            data: vec![
                t.clone(),
                unset(512),
                unset(512),
                unset(512),
                unset(256),
                unset(384),
                unset(256),
            ],
            groups: [1, 8, 1],
            want: vec![t, a, b, c, d, e, f],
        });
    }
    // tex_1d: o1 = T; for j = 0, 4, .., 120: o4[j..+4] = T[j..+4], o5[j..+4] =
    // T[j+1..+4].
    {
        let t = input(128);
        let (mut o4, mut o5) = (unset(128), unset(128));
        for j in (0..=120).step_by(4) {
            for k in 0..4 {
                o4[j + k] = t[j + k];
                o5[j + k] = t[j + 1 + k];
            }
        }
        out.push(Case {
            kernel: "tex_1d",
            data: vec![unset(128), t.clone(), unset(128), unset(128)],
            groups: [2, 1, 1],
            want: vec![t.clone(), t, o4, o5],
        });
    }
    // tex_3d: T is 2x3x64, rows r = 3 i0 + i1.
    {
        let t = input(384);
        let (mut s, mut a, mut b) = (unset(96), unset(96), unset(96));
        for r in 0..6 {
            for tid in 0..16 {
                s[r * 16 + tid] = t[r * 64 + 4 * tid + 2];
                a[r * 16 + tid] = t[r * 64 + 4 * tid + 3];
                b[r * 16 + tid] = t[r * 64 + tid + 5];
            }
        }
        out.push(Case {
            kernel: "tex_3d",
            data: vec![unset(384), unset(96), t.clone(), unset(96), unset(96)],
            groups: [1, 3, 2],
            want: vec![t.clone(), s, t, a, b],
        });
    }
    out
}

#[test]
fn texture_kernels_run() {
    let Some(g) = gpu(
        "textures",
        wgpu::Features::PASSTHROUGH_SHADERS | wgpu::Features::SHADER_INT64,
    ) else {
        skip("no wgpu adapter; texture kernels not executed");
        return;
    };
    eprintln!("adapter: {}", g.name);
    let paths = shader_paths(&g);
    let mut targets = vec![("index32", Target::default())];
    if g.features.contains(wgpu::Features::SHADER_INT64) {
        targets.push(("index64", index64()));
    } else {
        skip("adapter without SHADER_INT64; 64-bit index kernels not executed");
    }
    let mut failures = Vec::new();
    let mut checked = 0usize;
    for (label, target) in &targets {
        let all = artifacts_for("textures.mlir", target);
        for case in cases() {
            let a = artifact(&all, case.kernel);
            for &path in &paths {
                let got = dispatch(&g, a, path, &case.data, case.groups);
                for (k, (gb, wb)) in got.iter().zip(&case.want).enumerate() {
                    assert_eq!(gb.len(), wb.len());
                    for (i, (&x, &y)) in gb.iter().zip(wb).enumerate() {
                        checked += 1;
                        if x.to_bits() != y.to_bits() && failures.len() < 40 {
                            failures.push(format!(
                                "{} {label} {path:?} binding {k}[{i}] = {x}, want {y}",
                                case.kernel
                            ));
                        }
                    }
                }
            }
        }
    }
    eprintln!("{checked} words checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

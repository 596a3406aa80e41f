//! The `vec4` views of storage buffers (`emit/align.rs`), checked and executed: the
//! kernels of `tests/data/vec4_views.mlir` are compiled, their buffers' declared types are
//! checked (which bindings became arrays of 4-vectors, and that aligned vector accesses
//! are one `OpLoad`/`OpStore` of a vector), and every kernel is dispatched on whatever
//! adapter wgpu finds (lavapipe in CI) three ways — naga's WGSL, naga's SPIR-V front end,
//! and the raw SPIR-V handed to the Vulkan driver (passthrough, when the adapter has it) —
//! with every output element compared to a reference computed here, with 32-bit and (when
//! the adapter has `SHADER_INT64`) 64-bit index types.
//!
//! The test prints a visible `SKIPPED:` line when there is no adapter (it fails instead
//! under `TESSERA_REQUIRE_GPU=1`).

mod common;

use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_spirv::{compile_kernel, disassemble, find_kernels, KernelArtifact, Target};

fn artifacts() -> Vec<KernelArtifact> {
    artifacts_for(&Target::default())
}

/// The kernels of `vec4_views.mlir` compiled for `gpu::target`.
fn artifacts_for(target: &Target) -> Vec<KernelArtifact> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/vec4_views.mlir");
    let text = std::fs::read_to_string(path).expect("vec4_views.mlir");
    let mut ctx = Context::new();
    let m = parse_source(&mut ctx, &text, "vec4_views.mlir", &ParseOptions::default())
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

/// The result id of the vector type `%v4float`-like declarations: ids of
/// `OpTypeVector %f 4`.
fn vec4_type_ids(asm: &str) -> Vec<String> {
    asm.lines()
        .filter(|l| l.contains("OpTypeVector") && l.trim_end().ends_with(" 4"))
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect()
}

/// `OpLoad`/`OpStore` lines whose loaded type / stored pointer is a 4-vector.
fn vector_memory_ops(asm: &str) -> (usize, usize) {
    let v4 = vec4_type_ids(asm);
    // Pointer types to a vec4 in the StorageBuffer class.
    let ptrs: Vec<String> = asm
        .lines()
        .filter(|l| {
            l.contains("OpTypePointer StorageBuffer")
                && v4.iter().any(|t| l.trim_end().ends_with(&format!(" {t}")))
        })
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect();
    // Access chains producing such pointers.
    let chains: Vec<String> = asm
        .lines()
        .filter(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            w.len() > 3 && w[2] == "OpAccessChain" && ptrs.iter().any(|p| p == w[3])
        })
        .map(|l| l.split_whitespace().next().unwrap_or("").to_string())
        .collect();
    let mut loads = 0;
    let mut stores = 0;
    for l in asm.lines() {
        let w: Vec<&str> = l.split_whitespace().collect();
        if w.len() > 4 && w[2] == "OpLoad" && chains.iter().any(|c| c == w[4]) {
            loads += 1;
        }
        if w.len() > 2 && w[0] == "OpStore" && chains.iter().any(|c| c == w[1]) {
            stores += 1;
        }
    }
    (loads, stores)
}

#[test]
fn vec4_views_are_declared_where_they_qualify() {
    let all = artifacts();
    let wgsl = |n: &str| artifact(&all, n).wgsl.clone().expect("wgsl");

    let add = wgsl("vec4_add");
    assert!(add.contains("array<vec4<f32>, 256>"), "{add}");
    assert!(!add.contains("array<f32"), "{add}");
    let asm = disassemble(&artifact(&all, "vec4_add").spirv);
    assert_eq!(vector_memory_ops(&asm), (2, 1), "{asm}");

    let mixed = wgsl("vec4_mixed");
    for t in [
        "array<vec4<f32>, 264>",
        "array<vec4<f32>, 256>",
        "array<vec4<f32>, 528>",
    ] {
        assert!(mixed.contains(t), "{t}: {mixed}");
    }
    // Aligned: A, B, E loads; C, D stores. A[j + 1]: two vector loads and a shuffle;
    // E[j + 1] = ...: four stores to constant components. The scalar accesses go through
    // dynamic components.
    let asm = disassemble(&artifact(&all, "vec4_mixed").spirv);
    assert_eq!(vector_memory_ops(&asm), (5, 2), "{asm}");
    assert_eq!(asm.matches("OpVectorShuffle").count(), 1, "{asm}");
    assert!(mixed.contains("& 3i)]"), "{mixed}");
    assert!(mixed.contains("[3i] = "), "{mixed}");

    let stencil = wgsl("vec4_stencil");
    assert!(stencil.contains("array<vec4<f32>, 264>"), "{stencil}");
    let asm = disassemble(&artifact(&all, "vec4_stencil").spirv);
    assert_eq!(vector_memory_ops(&asm), (6, 1), "{asm}");
    assert_eq!(asm.matches("OpVectorShuffle").count(), 3, "{asm}");

    let looped = wgsl("vec4_loop");
    assert!(looped.contains("array<vec4<f32>, 256>"), "{looped}");
    let asm = disassemble(&artifact(&all, "vec4_loop").spirv);
    assert_eq!(vector_memory_ops(&asm), (2, 1), "{asm}");
    // The multiply-add stays one vector instruction.
    assert!(looped.contains("fma("), "{looped}");

    let scalar = wgsl("vec4_scalar");
    assert!(scalar.contains("array<f32, 130>"), "{scalar}");
    assert!(scalar.contains("array<f32, 260>"), "{scalar}");
    assert!(!scalar.contains("array<vec4"), "{scalar}");

    // Compare, select, exp and conversions stay single vector instructions.
    let ops = wgsl("vec4_ops");
    assert!(ops.contains("array<vec4<i32>, 256>"), "{ops}");
    assert!(ops.contains("exp(select("), "{ops}");
    let asm = disassemble(&artifact(&all, "vec4_ops").spirv);
    assert_eq!(vector_memory_ops(&asm), (3, 2), "{asm}");

    let dynamic = wgsl("vec4_dynamic");
    assert!(dynamic.contains("array<f32>"), "{dynamic}");
    assert!(!dynamic.contains("array<vec4"), "{dynamic}");

    // The host's view of the buffers is unchanged: 4-byte elements, logical lengths.
    let mixed_a = artifact(&all, "vec4_mixed");
    let lens: Vec<(u32, Option<u64>)> = mixed_a
        .bindings
        .iter()
        .map(|b| (b.elem_bytes, b.static_len))
        .collect();
    assert_eq!(
        lens,
        vec![
            (4, Some(1056)),
            (4, Some(1024)),
            (4, Some(1024)),
            (4, Some(1024)),
            (4, Some(2112)),
        ]
    );
}

use common::gpu::{gpu, shader_paths, skip, Gpu, ShaderPath};

/// Dispatches `groups` workgroups of kernel `a` through `path` with one storage buffer of
/// 32-bit words per element of `buffers` (binding = position) and returns their contents
/// afterwards.
fn dispatch(
    g: &Gpu,
    a: &KernelArtifact,
    path: ShaderPath,
    buffers: &[Vec<u32>],
    groups: [u32; 3],
) -> Vec<Vec<u32>> {
    let layout = common::gpu::bind_group_layout(g, a);
    let pipeline = common::gpu::pipeline(g, a, path, &layout);
    let bytes: Vec<Vec<u8>> = buffers
        .iter()
        .map(|v| v.iter().flat_map(|x| x.to_le_bytes()).collect())
        .collect();
    common::gpu::run(g, &pipeline, &layout, &bytes, groups)
        .iter()
        .map(|b| {
            b.chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect()
        })
        .collect()
}

/// Distinct small values (exact in f32 arithmetic) for buffer `seed`.
fn input(seed: usize, n: usize) -> Vec<f32> {
    (0..n)
        .map(|i| ((i * 7 + seed * 13) % 251) as f32 * 0.25 + seed as f32)
        .collect()
}

/// The words of f32 values.
fn bits(v: &[f32]) -> Vec<u32> {
    v.iter().map(|x| x.to_bits()).collect()
}

/// One case: the kernel, its buffers (32-bit words), the grid, the expected buffers
/// afterwards and the relative tolerance of f32 words that differ (0: bit-exact; Vulkan
/// allows `exp` 3 + 2|x| ULP).
struct Case {
    kernel: &'static str,
    buffers: Vec<Vec<u32>>,
    groups: [u32; 3],
    want: Vec<Vec<u32>>,
    tol: f32,
}

/// Whether word `got` matches `want` within relative tolerance `tol` (as f32 values).
fn close(got: u32, want: u32, tol: f32) -> bool {
    let (x, y) = (f32::from_bits(got), f32::from_bits(want));
    got == want || (tol > 0.0 && x.is_finite() && y.is_finite() && (x - y).abs() <= tol * y.abs())
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    // vec4_add: C = A + B over 8 x 128.
    {
        let (a, b) = (input(1, 1024), input(2, 1024));
        let c: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
        out.push(Case {
            kernel: "vec4_add",
            buffers: vec![bits(&a), bits(&b), bits(&[-1.0; 1024])],
            groups: [2, 8, 1],
            want: vec![bits(&a), bits(&b), bits(&c)],
            tol: 0.0,
        });
    }
    // vec4_mixed.
    {
        let (a, b, e) = (input(3, 8 * 132), input(4, 1024), input(5, 16 * 132));
        let mut c = vec![0.0; 1024];
        let mut dd = vec![0.0; 1024];
        let mut e2 = e.clone();
        for y in 0..8 {
            for j in (0..128).step_by(4) {
                for k in 0..4 {
                    c[y * 128 + j + k] =
                        a[y * 132 + j + k] + a[y * 132 + j + 1 + k] + b[y * 128 + j + k];
                    dd[y * 128 + j + k] = a[y * 132 + j + 1 + k];
                    e2[y * 132 + j + 1 + k] = e[(y + 8) * 132 + j + k];
                }
                dd[y * 128 + j + 1] = a[y * 132 + j + 2] * 10.0;
            }
        }
        out.push(Case {
            kernel: "vec4_mixed",
            buffers: vec![
                bits(&a),
                bits(&b),
                bits(&[-1.0; 1024]),
                bits(&[-1.0; 1024]),
                bits(&e),
            ],
            groups: [2, 8, 1],
            want: vec![bits(&a), bits(&b), bits(&c), bits(&dd), bits(&e2)],
            tol: 0.0,
        });
    }
    // vec4_loop: C = A * 2 + B, one workgroup per row.
    {
        let (a, b) = (input(6, 1024), input(7, 1024));
        let c: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x * 2.0 + y).collect();
        out.push(Case {
            kernel: "vec4_loop",
            buffers: vec![bits(&a), bits(&b), bits(&[-1.0; 1024])],
            groups: [1, 8, 1],
            want: vec![bits(&a), bits(&b), bits(&c)],
            tol: 0.0,
        });
    }
    // vec4_scalar: U[1][i] = S[i] + 1 for i < 64.
    {
        let s = input(8, 130);
        let mut u = vec![-1.0; 260];
        for i in 0..64 {
            u[130 + i] = s[i] + 1.0;
        }
        out.push(Case {
            kernel: "vec4_scalar",
            buffers: vec![bits(&s), bits(&[-1.0; 260])],
            groups: [1, 1, 1],
            want: vec![bits(&s), bits(&u)],
            tol: 0.0,
        });
    }
    // vec4_stencil: C[y][j + k] = A[y][j + 1 + k] + A[y][j + 2 + k] + A[y][j + 3 + k].
    {
        let a = input(11, 8 * 132);
        let mut c = vec![0.0f32; 1024];
        for y in 0..8 {
            for j in 0..128 {
                let at = |d: usize| a[y * 132 + j + d];
                c[y * 128 + j] = at(1) + at(2) + at(3);
            }
        }
        out.push(Case {
            kernel: "vec4_stencil",
            buffers: vec![bits(&a), bits(&[-1.0; 1024])],
            groups: [2, 8, 1],
            want: vec![bits(&a), bits(&c)],
            tol: 0.0,
        });
    }
    // vec4_ops: vector compare/select/exp/max/neg/div/sitofp on f32 and i32 views.
    {
        let (a, b) = (input(9, 1024), input(10, 1024));
        let i: Vec<i32> = (0..1024i32)
            .map(|k| {
                ((k * 37 % 201) - 100i32).wrapping_add(if k % 5 == 0 { i32::MAX - 50 } else { 0 })
            })
            .collect();
        let mut c = vec![0.0f32; 1024];
        let mut i2 = vec![0i32; 1024];
        for k in 0..1024 {
            let mx = if a[k] > b[k] { a[k] } else { b[k] };
            let m = mx.exp().max(a[k]);
            c[k] = -m / b[k] + i[k] as f32;
            let ii = i[k].wrapping_add(i[k]);
            i2[k] = if ii < i[k] { ii } else { i[k] };
        }
        let words = |v: &[i32]| v.iter().map(|x| *x as u32).collect::<Vec<u32>>();
        out.push(Case {
            kernel: "vec4_ops",
            buffers: vec![bits(&a), bits(&b), bits(&[-1.0; 1024]), words(&i)],
            groups: [2, 8, 1],
            want: vec![bits(&a), bits(&b), bits(&c), words(&i2)],
            tol: 1e-4,
        });
    }
    out
}

#[test]
fn vec4_kernels_run() {
    let Some(g) = gpu(
        "gpu_vec4",
        wgpu::Features::PASSTHROUGH_SHADERS | wgpu::Features::SHADER_INT64,
    ) else {
        skip("no wgpu adapter; vec4-view kernels not executed");
        return;
    };
    eprintln!(
        "adapter: {} (passthrough: {}, int64: {})",
        g.name,
        g.features.contains(wgpu::Features::PASSTHROUGH_SHADERS),
        g.features.contains(wgpu::Features::SHADER_INT64)
    );
    let paths = shader_paths(&g);
    let mut failures = Vec::new();
    let mut targets = vec![("index32", Target::default())];
    if g.features.contains(wgpu::Features::SHADER_INT64) {
        let t = Target {
            index_bits: 64,
            ..Target::default()
        };
        targets.push(("index64", t));
    } else {
        skip("adapter without SHADER_INT64; 64-bit index kernels not executed");
    }
    for (label, target) in &targets {
        let all = artifacts_for(target);
        for case in cases() {
            let a = artifact(&all, case.kernel);
            for &path in &paths {
                let got = dispatch(&g, a, path, &case.buffers, case.groups);
                for (k, (gb, wb)) in got.iter().zip(&case.want).enumerate() {
                    for (i, (&x, &y)) in gb.iter().zip(wb).enumerate() {
                        if !close(x, y, case.tol) && failures.len() < 30 {
                            failures.push(format!(
                                "{} {label} {path:?} buffer {k}[{i}] = {x:#x} ({}), want {y:#x} ({})",
                                case.kernel,
                                f32::from_bits(x),
                                f32::from_bits(y)
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

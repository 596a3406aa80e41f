//! The host runtime on a real adapter (lavapipe in CI): GPU results against the CPU
//! interpreter, the three shader paths, synchronisation and batching, buffer lifetime,
//! and the error paths. Every test skips with a visible `SKIPPED:` line when there is no
//! adapter, unless `TESSERA_REQUIRE_GPU=1`.

mod common;

use common::{
    assert_close, gpu_runtime, matmul_ref, values, MATMUL_AFFINE, MATMUL_DYNAMIC, MATMUL_STATIC,
};
use tessera_host::gpu::{LimitOverrides, RequiredFeatures, ShaderPath};
use tessera_host::runtime::{Buffer, CompileOptions, Runtime, RuntimeOptions};

fn run_matmul(rt: &Runtime, src: &str, m: usize, k: usize, n: usize) -> Vec<f32> {
    let mut p = rt
        .compile(src, &CompileOptions::named("matmul.mlir"))
        .unwrap();
    let a = Buffer::new(values(m * k, 1), &[m, k]).unwrap();
    let b = Buffer::new(values(k * n, 2), &[k, n]).unwrap();
    let c = Buffer::<f32>::zeros(&[m, n]).unwrap();
    let out = p
        .call("main", &[(&a).into(), (&b).into(), (&c).into()])
        .unwrap_or_else(|e| panic!("{e}"));
    out.arg::<f32>(2).unwrap().into_vec()
}

#[test]
fn matmul_on_gpu_equals_cpu_interpreter() {
    let Some(gpu) = gpu_runtime(RuntimeOptions::default()) else {
        return;
    };
    let cpu = Runtime::cpu();
    let want = matmul_ref(&values(64 * 48, 1), &values(48 * 32, 2), 64, 48, 32);
    let on_cpu = run_matmul(&cpu, MATMUL_STATIC, 64, 48, 32);
    let on_gpu = run_matmul(&gpu, MATMUL_STATIC, 64, 48, 32);
    assert_close(&on_cpu, &want, 1e-5);
    assert_close(&on_gpu, &on_cpu, 1e-5);
    // Dynamic sizes (push constants) with a ragged edge.
    let (m, k, n) = (37, 19, 23);
    let want = matmul_ref(&values(m * k, 1), &values(k * n, 2), m, k, n);
    let on_cpu = run_matmul(&cpu, MATMUL_DYNAMIC, m, k, n);
    let on_gpu = run_matmul(&gpu, MATMUL_DYNAMIC, m, k, n);
    assert_close(&on_cpu, &want, 1e-5);
    assert_close(&on_gpu, &on_cpu, 1e-5);
}

#[test]
fn affine_matmul_through_the_gpu_pipeline() {
    let Some(gpu) = gpu_runtime(RuntimeOptions::default()) else {
        return;
    };
    let want = matmul_ref(&values(64 * 48, 1), &values(48 * 32, 2), 64, 48, 32);
    let on_cpu = run_matmul(&Runtime::cpu(), MATMUL_AFFINE, 64, 48, 32);
    assert_close(&on_cpu, &want, 1e-5);
    let mut p = gpu
        .compile(MATMUL_AFFINE, &CompileOptions::named("affine.mlir"))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        p.notes().iter().any(|n| n.contains("ran the GPU pipeline")),
        "{:?}",
        p.notes()
    );
    let a = Buffer::new(values(64 * 48, 1), &[64, 48]).unwrap();
    let b = Buffer::new(values(48 * 32, 2), &[48, 32]).unwrap();
    let c = Buffer::<f32>::zeros(&[64, 32]).unwrap();
    let out = p
        .call("main", &[(&a).into(), (&b).into(), (&c).into()])
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(p.gpu_launches() > 0, "the pipeline made no kernel");
    assert_close(out.arg::<f32>(2).unwrap().data(), &on_cpu, 1e-4);
}

#[test]
fn shader_paths_agree() {
    let Some(probe) = gpu_runtime(RuntimeOptions::default()) else {
        return;
    };
    let dev = probe.device().cloned().unwrap();
    let mut results = Vec::new();
    for path in [ShaderPath::Spirv, ShaderPath::Passthrough, ShaderPath::Wgsl] {
        if !dev.supports(path) {
            assert!(
                !tessera_host::gpu::gpu_required(),
                "TESSERA_REQUIRE_GPU=1 but shader path {path} is not supported by this device"
            );
            tessera_host::gpu::report_skip(&format!(
                "SKIPPED: shader path {path} is not supported by this device"
            ));
            continue;
        }
        let rt = Runtime::with_device(
            dev.clone(),
            RuntimeOptions {
                shader_path: Some(path),
                ..RuntimeOptions::default()
            },
        );
        let r = run_matmul(&rt, MATMUL_DYNAMIC, 20, 9, 13);
        results.push((path, r));
    }
    assert!(!results.is_empty());
    let (p0, first) = &results[0];
    for (p, r) in &results[1..] {
        assert_close(r, first, 1e-6);
        eprintln!("{p} agrees with {p0}");
    }
    // 8-bit integer kernels (emulated in 32-bit words) print the same on every path and
    // on the CPU interpreter.
    let src = include_str!("../../tests/filetests/vulkan-runner/addi8.mlir");
    let printed = |rt: &Runtime| {
        let mut p = rt
            .compile(src, &CompileOptions::named("addi8.mlir"))
            .unwrap();
        let mut out = Vec::new();
        p.call_with_output("main", &[], &mut out)
            .unwrap_or_else(|e| panic!("{e}"));
        String::from_utf8(out).unwrap()
    };
    let want = printed(&Runtime::cpu());
    assert_eq!(
        want.matches("[3,    3,    3,    3,    3,    3,    3,    3]")
            .count(),
        64
    );
    for path in [ShaderPath::Spirv, ShaderPath::Passthrough, ShaderPath::Wgsl] {
        if dev.supports(path) {
            let rt = Runtime::with_device(
                dev.clone(),
                RuntimeOptions {
                    shader_path: Some(path),
                    ..RuntimeOptions::default()
                },
            );
            assert_eq!(printed(&rt), want, "{path}");
        }
    }
}

/// Three launches and a host read in between: the first two share one submit.
const CHAIN: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @inc(%m: memref<16xi32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [16, 1, 1]>} {
      %t = gpu.thread_id x
      %v = memref.load %m[%t] : memref<16xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      memref.store %w, %m[%t] : memref<16xi32>
      gpu.return
    }
  }
  func.func @main(%m: memref<16xi32>) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c100 = arith.constant 100 : i32
    gpu.launch_func @k::@inc blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%m : memref<16xi32>)
    gpu.launch_func @k::@inc blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%m : memref<16xi32>)
    %first = memref.load %m[%c0] : memref<16xi32>
    memref.store %c100, %m[%c1] : memref<16xi32>
    gpu.launch_func @k::@inc blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%m : memref<16xi32>)
    return %first : i32
  }
}
"#;

#[test]
fn launches_batch_and_host_access_synchronises() {
    let Some(rt) = gpu_runtime(RuntimeOptions {
        timing: true,
        ..RuntimeOptions::default()
    }) else {
        return;
    };
    let mut p = rt
        .compile(CHAIN, &CompileOptions::named("chain.mlir"))
        .unwrap();
    let m = Buffer::from_vec((0..16).collect::<Vec<i32>>());
    let out = p
        .call("main", &[(&m).into()])
        .unwrap_or_else(|e| panic!("{e}"));
    // The host read saw both increments.
    assert_eq!(out.scalar(0).and_then(|v| v.as_i64()), Some(2));
    let got = out.arg::<i32>(0).unwrap().into_vec();
    let mut want: Vec<i32> = (0..16).map(|i| i + 3).collect();
    want[1] = 101; // the host store landed between launches 2 and 3
    assert_eq!(got, want);
    let t = p.timing().unwrap();
    assert_eq!(t.kernels.len(), 3);
    // Launches 1+2 in one submit (flushed by the load), launch 3 + readback in another.
    assert_eq!(t.submits, 2, "{t:?}");
    assert_eq!(p.gpu_launches(), 3);
}

const DEALLOC: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%m: memref<64xf32>, %v: f32) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [64, 1, 1]>} {
      %t = gpu.thread_id x
      memref.store %v, %m[%t] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main(%v: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %m = memref.alloc() : memref<64xf32>
    gpu.launch_func @k::@fill blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%m : memref<64xf32>, %v : f32)
    %x = memref.load %m[%c0] : memref<64xf32>
    memref.dealloc %m : memref<64xf32>
    return %x : f32
  }
}
"#;

#[test]
fn dealloc_frees_device_buffers_and_calls_do_not_leak() {
    let Some(rt) = gpu_runtime(RuntimeOptions::default()) else {
        return;
    };
    let mut p = rt
        .compile(DEALLOC, &CompileOptions::named("dealloc.mlir"))
        .unwrap();
    let before = p.device_buffer_stats().unwrap().live_buffers;
    for i in 0..20 {
        let out = p
            .call("main", &[(i as f32).into()])
            .unwrap_or_else(|e| panic!("{e}"));
        let x = out.scalar(0).and_then(|v| v.as_f64());
        assert_eq!(x, Some(f64::from(i)));
        assert_eq!(p.device_buffer_stats().unwrap().live_buffers, before);
    }
    // Memref arguments keep one device buffer per argument across calls.
    let mut q = rt
        .compile(CHAIN, &CompileOptions::named("chain.mlir"))
        .unwrap();
    let m = Buffer::from_vec(vec![0i32; 16]);
    q.call("main", &[(&m).into()]).unwrap();
    let after_first = q.device_buffer_stats().unwrap().live_buffers;
    for _ in 0..10 {
        let out = q.call("main", &[(&m).into()]).unwrap();
        assert_eq!(out.arg::<i32>(0).unwrap().data()[0], 3);
    }
    assert_eq!(q.device_buffer_stats().unwrap().live_buffers, after_first);
}

const INDEX_AND_UNIFORM: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @gather(%idx: memref<8xindex>, %table: memref<8xf32, 4>, %out: memref<8xf32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 1, 1]>} {
      %t = gpu.thread_id x
      %i = memref.load %idx[%t] : memref<8xindex>
      %v = memref.load %table[%i] : memref<8xf32, 4>
      memref.store %v, %out[%t] : memref<8xf32>
      gpu.return
    }
  }
  func.func @main(%idx: memref<8xindex>, %out: memref<8xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %table = memref.alloc() : memref<8xf32, 4>
    scf.for %i = %c0 to %c8 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %c10 = arith.constant 10.0 : f32
      %v = arith.mulf %f, %c10 : f32
      memref.store %v, %table[%i] : memref<8xf32, 4>
    }
    gpu.launch_func @k::@gather blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%idx : memref<8xindex>, %table : memref<8xf32, 4>, %out : memref<8xf32>)
    memref.dealloc %table : memref<8xf32, 4>
    return
  }
}
"#;

#[test]
fn index_elements_and_uniform_buffers() {
    let Some(rt) = gpu_runtime(RuntimeOptions::default()) else {
        return;
    };
    let mut p = rt
        .compile(INDEX_AND_UNIFORM, &CompileOptions::named("gather.mlir"))
        .unwrap_or_else(|e| panic!("{e}"));
    let idx = Buffer::from_vec(vec![7i64, 0, 3, 3, 1, 6, 2, 5]);
    let out = Buffer::<f32>::zeros(&[8]).unwrap();
    let r = p
        .call("main", &[(&idx).into(), (&out).into()])
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        r.arg::<f32>(1).unwrap().data(),
        &[70.0, 0.0, 30.0, 30.0, 10.0, 60.0, 20.0, 50.0]
    );
    // The index array comes back unchanged (8-byte host, 4-byte device elements).
    assert_eq!(r.arg::<i64>(0).unwrap().data(), idx.data());
}

#[test]
fn kernel_needing_a_missing_feature_is_a_located_error() {
    // A device without push constants cannot run a kernel with dynamic sizes.
    let Some(rt) = gpu_runtime(RuntimeOptions {
        optional_features: RequiredFeatures {
            immediates: false,
            ..RequiredFeatures::ALL
        },
        ..RuntimeOptions::default()
    }) else {
        return;
    };
    let mut p = rt
        .compile(MATMUL_DYNAMIC, &CompileOptions::named("dyn.mlir"))
        .unwrap();
    let a = Buffer::<f32>::zeros(&[4, 4]).unwrap();
    let e = p
        .call("main", &[(&a).into(), (&a).into(), (&a).into()])
        .unwrap_err()
        .render();
    assert!(e.contains("push_constants"), "{e}");
    assert!(e.contains("@kernels::@matmul"), "{e}");
    // The kernel's op and the launch site are both located.
    assert!(e.contains("dyn.mlir:"), "{e}");
    assert!(e.contains("note: kernel launched here"), "{e}");
}

#[test]
fn buffer_over_a_limit_names_the_limit() {
    let Some(rt) = gpu_runtime(RuntimeOptions {
        limits: LimitOverrides {
            max_storage_buffer_binding_size: Some(4096),
            ..LimitOverrides::default()
        },
        ..RuntimeOptions::default()
    }) else {
        return;
    };
    // Static shapes are checked when the program is compiled, before anything is
    // allocated: the error points at the function whose arguments go to the kernel.
    let e = rt
        .compile(MATMUL_STATIC, &CompileOptions::named("mm.mlir"))
        .unwrap_err()
        .render();
    assert!(e.contains("max_storage_buffer_binding_size = 4096"), "{e}");
    assert!(e.contains("12288 bytes"), "{e}");
    assert!(e.starts_with("mm.mlir:"), "located at the function: {e}");
}

const BAD_BLOCK: &str = r#"module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%m: memref<4xf32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      gpu.return
    }
  }
  func.func @main(%m: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1) args(%m : memref<4xf32>)
    return
  }
}
"#;

#[test]
fn launch_errors_are_located() {
    let Some(rt) = gpu_runtime(RuntimeOptions::default()) else {
        return;
    };
    let mut p = rt
        .compile(BAD_BLOCK, &CompileOptions::named("blk.mlir"))
        .unwrap();
    let m = Buffer::<f32>::zeros(&[4]).unwrap();
    let e = p.call("main", &[(&m).into()]).unwrap_err().render();
    assert!(
        e.starts_with("blk.mlir:11:5: error: gpu.launch_func of @k::@f uses block size (2, 1, 1) but the kernel is compiled for workgroup size (4, 1, 1)"),
        "{e}"
    );
}

#[test]
fn api_errors() {
    let Some(rt) = gpu_runtime(RuntimeOptions::default()) else {
        return;
    };
    let mut p = rt
        .compile(MATMUL_STATIC, &CompileOptions::named("mm.mlir"))
        .unwrap();
    let e = p.call("nope", &[]).unwrap_err().to_string();
    assert_eq!(
        e,
        "error: no function @nope in the program (functions: @main)"
    );
    let a = Buffer::<f64>::zeros(&[64, 48]).unwrap();
    let b = Buffer::<f32>::zeros(&[48, 32]).unwrap();
    let c = Buffer::<f32>::zeros(&[64, 33]).unwrap();
    let e = p
        .call("main", &[(&a).into(), (&b).into(), (&c).into()])
        .unwrap_err()
        .to_string();
    assert!(
        e.contains(
            "dtype float64 does not match parameter type memref<64x48xf32> (expects float32)"
        ),
        "{e}"
    );
    let a = Buffer::<f32>::zeros(&[64, 48]).unwrap();
    let e = p
        .call("main", &[(&a).into(), (&b).into(), (&c).into()])
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("argument 2 (%arg2) of @main: shape (64, 33) does not match parameter type memref<64x32xf32>"),
        "{e}"
    );
    let e = p.call("main", &[(&a).into()]).unwrap_err().to_string();
    assert!(e.contains("@main takes 3 arguments"), "{e}");
}

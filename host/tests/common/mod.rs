//! Programs and helpers shared by the runtime tests.

#![allow(dead_code)]

use std::sync::Arc;

use tessera_host::gpu::{
    test_device_with, BindingDesc, GpuDevice, GpuOptions, KernelBinary, RequiredFeatures,
    ShaderPath,
};
use tessera_host::runtime::{Runtime, RuntimeOptions};

/// A GPU runtime on the test device with `opts`, or `None` (after a visible
/// `SKIPPED:` line) when there is no adapter. Fails when `TESSERA_REQUIRE_GPU=1`.
pub fn gpu_runtime(opts: RuntimeOptions) -> Option<Runtime> {
    let gopts = GpuOptions {
        required: opts.required_features,
        optional: opts.optional_features,
        limits: opts.limits,
        ..GpuOptions::for_tests()
    };
    let dev = test_device_with(gopts)?;
    Some(Runtime::with_device(Arc::new(dev), opts))
}

/// `C = A · B` for 64x48 · 48x32 f32 matrices: a hand-written kernel with 8x8 workgroups
/// and an `scf.for` reduction, launched on a 4x8 grid.
pub const MATMUL_STATIC: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @matmul(%A: memref<64x48xf32>, %B: memref<48x32xf32>, %C: memref<64x32xf32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 8, 1]>} {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c48 = arith.constant 48 : index
      %zero = arith.constant 0.0 : f32
      %j0 = arith.muli %bx, %c8 : index
      %j = arith.addi %j0, %tx : index
      %i0 = arith.muli %by, %c8 : index
      %i = arith.addi %i0, %ty : index
      %sum = scf.for %k = %c0 to %c48 step %c1 iter_args(%acc = %zero) -> (f32) {
        %a = memref.load %A[%i, %k] : memref<64x48xf32>
        %b = memref.load %B[%k, %j] : memref<48x32xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %C[%i, %j] : memref<64x32xf32>
      gpu.return
    }
  }
  func.func @main(%A: memref<64x48xf32>, %B: memref<48x32xf32>, %C: memref<64x32xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @kernels::@matmul blocks in (%c4, %c8, %c1) threads in (%c8, %c8, %c1)
        args(%A : memref<64x48xf32>, %B : memref<48x32xf32>, %C : memref<64x32xf32>)
    return
  }
}
"#;

/// The same product for any sizes: dynamic memrefs (sizes travel as push constants),
/// a bounds guard in the kernel, the grid computed on the host.
pub const MATMUL_DYNAMIC: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 8, 1]>} {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %zero = arith.constant 0.0 : f32
      %M = memref.dim %A, %c0 : memref<?x?xf32>
      %K = memref.dim %A, %c1 : memref<?x?xf32>
      %N = memref.dim %B, %c1 : memref<?x?xf32>
      %j0 = arith.muli %bx, %c8 : index
      %j = arith.addi %j0, %tx : index
      %i0 = arith.muli %by, %c8 : index
      %i = arith.addi %i0, %ty : index
      %in_i = arith.cmpi ult, %i, %M : index
      %in_j = arith.cmpi ult, %j, %N : index
      %in = arith.andi %in_i, %in_j : i1
      scf.if %in {
        %sum = scf.for %k = %c0 to %K step %c1 iter_args(%acc = %zero) -> (f32) {
          %a = memref.load %A[%i, %k] : memref<?x?xf32>
          %b = memref.load %B[%k, %j] : memref<?x?xf32>
          %p = arith.mulf %a, %b : f32
          %s = arith.addf %acc, %p : f32
          scf.yield %s : f32
        }
        memref.store %sum, %C[%i, %j] : memref<?x?xf32>
      }
      gpu.return
    }
  }
  func.func @main(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %M = memref.dim %A, %c0 : memref<?x?xf32>
    %N = memref.dim %B, %c1 : memref<?x?xf32>
    %m7 = arith.addi %M, %c7 : index
    %gy = arith.divui %m7, %c8 : index
    %n7 = arith.addi %N, %c7 : index
    %gx = arith.divui %n7, %c8 : index
    gpu.launch_func @kernels::@matmul blocks in (%gx, %gy, %c1) threads in (%c8, %c8, %c1)
        args(%A : memref<?x?xf32>, %B : memref<?x?xf32>, %C : memref<?x?xf32>)
    return
  }
}
"#;

/// Deterministic pseudo-random values in [-1, 1).
pub fn values(n: usize, seed: u32) -> Vec<f32> {
    let mut x = seed.wrapping_mul(2_654_435_761).wrapping_add(1);
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            (x % 2000) as f32 / 1000.0 - 1.0
        })
        .collect()
}

/// Reference product in f64.
pub fn matmul_ref(a: &[f32], b: &[f32], m: usize, k: usize, n: usize) -> Vec<f32> {
    let mut c = vec![0f32; m * n];
    for i in 0..m {
        for j in 0..n {
            let mut s = 0f64;
            for p in 0..k {
                s += f64::from(a[i * k + p]) * f64::from(b[p * n + j]);
            }
            c[i * n + j] = s as f32;
        }
    }
    c
}

/// Asserts `got` is within `tol` (relative to max(1, |want|)) of `want`.
pub fn assert_close(got: &[f32], want: &[f32], tol: f32) {
    assert_eq!(got.len(), want.len());
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(
            (g - w).abs() <= tol * w.abs().max(1.0),
            "element {i}: got {g}, want {w}"
        );
    }
}

/// The same product as plain affine loops (no kernels): on a GPU runtime the default GPU
/// pipeline maps it to kernels.
pub const MATMUL_AFFINE: &str = r#"
func.func @main(%A: memref<64x48xf32>, %B: memref<48x32xf32>, %C: memref<64x32xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 32 {
      affine.for %k = 0 to 48 {
        %a = affine.load %A[%i, %k] : memref<64x48xf32>
        %b = affine.load %B[%k, %j] : memref<48x32xf32>
        %c = affine.load %C[%i, %j] : memref<64x32xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x32xf32>
      }
    }
  }
  return
}
"#;

/// WGSL → SPIR-V words through naga's spv-out (the tests' stand-in for the back end).
pub fn wgsl_to_spirv(src: &str, entry: &str) -> Vec<u32> {
    let module = naga::front::wgsl::parse_str(src).unwrap();
    let info = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::all(),
    )
    .validate(&module)
    .unwrap();
    let options = naga::back::spv::Options::default();
    let pipeline = naga::back::spv::PipelineOptions {
        shader_stage: naga::ShaderStage::Compute,
        entry_point: entry.to_string(),
    };
    naga::back::spv::write_vec(&module, &info, &options, Some(&pipeline)).unwrap()
}

/// A kernel binary from hand-written WGSL (`entry` of `src`) with its SPIR-V from naga.
pub fn wgsl_kernel(
    src: &str,
    entry: &str,
    workgroup_size: [u32; 3],
    bindings: Vec<BindingDesc>,
    immediate_size: u32,
) -> KernelBinary {
    KernelBinary {
        name: entry.to_string(),
        spirv: wgsl_to_spirv(src, entry),
        wgsl: Some(src.to_string()),
        workgroup_size,
        bindings,
        immediate_size,
        features: RequiredFeatures {
            immediates: immediate_size > 0,
            ..RequiredFeatures::NONE
        },
    }
}

/// The shader paths `dev` supports (the others are named on stderr).
pub fn shader_paths(dev: &GpuDevice) -> Vec<ShaderPath> {
    [ShaderPath::Wgsl, ShaderPath::Spirv, ShaderPath::Passthrough]
        .into_iter()
        .filter(|p| {
            let ok = dev.supports(*p);
            // Passthrough exists only on Vulkan: elsewhere it is not a skipped path.
            let applies =
                *p != ShaderPath::Passthrough || dev.adapter().backend == wgpu::Backend::Vulkan;
            if !ok && !applies {
                eprintln!("note: {p} is Vulkan-only, not applicable on this adapter");
            } else if !ok {
                assert!(
                    !tessera_host::gpu::gpu_required(),
                    "TESSERA_REQUIRE_GPU=1 but shader path {p} is not supported on this device"
                );
                tessera_host::gpu::report_skip(&format!(
                    "SKIPPED: shader path {p} not supported on this device, not tested"
                ));
            }
            ok
        })
        .collect()
}

/// Runs the `tessera` CLI in-process: (exit code, stdout, stderr).
pub fn cli(args: &[&str]) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = tessera_host::cli::run_cli(&args, &mut std::io::empty(), &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

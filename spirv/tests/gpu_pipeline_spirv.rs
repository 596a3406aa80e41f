//! The kernels `tessera-gpu-pipeline` produces from plain affine programs are accepted by
//! the SPIR-V back end: every kernel compiles, passes `spirv-val` (Vulkan 1.1) when it is
//! installed, and naga translates it to WGSL.

mod common;

use tessera_lowering::gpu::pipeline::{run_gpu_pipeline, GpuPipelineOptions};
use tessera_lowering::gpu::target::GpuTarget;
use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::printer::{print_module, PrintOptions};
use tessera_spirv::{compile_kernel, find_kernels, Target};

const PROGRAMS: &[(&str, &str)] = &[
    (
        "matmul",
        r#"
func.func @matmul(%A: memref<128x64xf32>, %B: memref<64x96xf32>, %C: memref<128x96xf32>) {
  affine.for %i = 0 to 128 {
    affine.for %j = 0 to 96 {
      affine.for %k = 0 to 64 {
        %a = affine.load %A[%i, %k] : memref<128x64xf32>
        %b = affine.load %B[%k, %j] : memref<64x96xf32>
        %c = affine.load %C[%i, %j] : memref<128x96xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<128x96xf32>
      }
    }
  }
  return
}"#,
    ),
    (
        "matmul_dynamic",
        r#"
func.func @dmm(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %M = memref.dim %A, %c0 : memref<?x?xf32>
  %K = memref.dim %A, %c1 : memref<?x?xf32>
  %N = memref.dim %B, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      affine.for %k = 0 to %K {
        %a = affine.load %A[%i, %k] : memref<?x?xf32>
        %b = affine.load %B[%k, %j] : memref<?x?xf32>
        %c = affine.load %C[%i, %j] : memref<?x?xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}"#,
    ),
    (
        "softmax",
        r#"
func.func @softmax(%X: memref<16x33xf32>, %Y: memref<16x33xf32>) {
  %ninf = arith.constant -3.0e+38 : f32
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    %mx = affine.for %j = 0 to 33 iter_args(%m = %ninf) -> (f32) {
      %x = affine.load %X[%i, %j] : memref<16x33xf32>
      %m2 = arith.maximumf %m, %x : f32
      affine.yield %m2 : f32
    }
    %sum = affine.for %j = 0 to 33 iter_args(%s = %z) -> (f32) {
      %x = affine.load %X[%i, %j] : memref<16x33xf32>
      %d = arith.subf %x, %mx : f32
      %e = math.exp %d : f32
      affine.store %e, %Y[%i, %j] : memref<16x33xf32>
      %s2 = arith.addf %s, %e : f32
      affine.yield %s2 : f32
    }
    affine.for %j = 0 to 33 {
      %e = affine.load %Y[%i, %j] : memref<16x33xf32>
      %q = arith.divf %e, %sum : f32
      affine.store %q, %Y[%i, %j] : memref<16x33xf32>
    }
  }
  return
}"#,
    ),
    (
        "conv_and_stencil",
        r#"
func.func @conv(%I: memref<2x3x10x10xf32>, %W: memref<4x3x3x3xf32>, %O: memref<2x4x8x8xf32>) {
  affine.for %n = 0 to 2 {
    affine.for %oc = 0 to 4 {
      affine.for %oh = 0 to 8 {
        affine.for %ow = 0 to 8 {
          affine.for %ic = 0 to 3 {
            affine.for %kh = 0 to 3 {
              affine.for %kw = 0 to 3 {
                %x = affine.load %I[%n, %ic, %oh + %kh, %ow + %kw] : memref<2x3x10x10xf32>
                %w = affine.load %W[%oc, %ic, %kh, %kw] : memref<4x3x3x3xf32>
                %o = affine.load %O[%n, %oc, %oh, %ow] : memref<2x4x8x8xf32>
                %p = arith.mulf %x, %w : f32
                %s = arith.addf %o, %p : f32
                affine.store %s, %O[%n, %oc, %oh, %ow] : memref<2x4x8x8xf32>
              }
            }
          }
        }
      }
    }
  }
  return
}
func.func @jacobi(%A: memref<34x35xf32>, %B: memref<34x35xf32>) {
  %q = arith.constant 0.25 : f32
  affine.for %i = 1 to 33 {
    affine.for %j = 1 to 34 {
      %n = affine.load %A[%i - 1, %j] : memref<34x35xf32>
      %s = affine.load %A[%i + 1, %j] : memref<34x35xf32>
      %w = affine.load %A[%i, %j - 1] : memref<34x35xf32>
      %e = affine.load %A[%i, %j + 1] : memref<34x35xf32>
      %t0 = arith.addf %n, %s : f32
      %t1 = arith.addf %t0, %w : f32
      %t2 = arith.addf %t1, %e : f32
      %r = arith.mulf %t2, %q : f32
      affine.store %r, %B[%i, %j] : memref<34x35xf32>
    }
  }
  return
}"#,
    ),
    (
        "reductions_and_serial",
        r#"
func.func @sum(%A: memref<4096xf32>, %out: memref<1xf32>) {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 4096 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<4096xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.store %r, %out[0] : memref<1xf32>
  return
}
func.func @prefix(%A: memref<100xi32>) {
  affine.for %i = 1 to 100 {
    %p = affine.load %A[%i - 1] : memref<100xi32>
    %v = affine.load %A[%i] : memref<100xi32>
    %s = arith.addi %p, %v : i32
    affine.store %s, %A[%i] : memref<100xi32>
  }
  return
}
func.func @guarded(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) {
      %v = affine.load %A[%i] : memref<?xf32>
      %w = arith.negf %v : f32
      affine.store %w, %A[%i] : memref<?xf32>
    }
  }
  return
}"#,
    ),
];

fn compile_all(name: &str, src: &str, opts: &GpuPipelineOptions) -> usize {
    let mut ctx = Context::new();
    let mut m = parse_source(
        &mut ctx,
        src,
        &format!("{name}.mlir"),
        &ParseOptions::default(),
    )
    .unwrap_or_else(|e| panic!("{name}: parse: {e}"));
    let report = run_gpu_pipeline(&mut ctx, &mut m, &GpuTarget::default(), opts)
        .unwrap_or_else(|e| panic!("{name}: pipeline: {e}"));
    let text = print_module(&ctx, &m, &PrintOptions::default());
    let kernels = find_kernels(&ctx, &m);
    assert_eq!(kernels.len(), report.kernels.len(), "{name}:\n{text}");
    assert!(!kernels.is_empty(), "{name}: no kernels");
    for k in kernels {
        let art = compile_kernel(&ctx, &m, k, &Target::default())
            .unwrap_or_else(|e| panic!("{name}: SPIR-V back end rejected a kernel: {e}\n{text}"));
        common::spirv_val(&art.spirv, &format!("{name}-{}", art.name))
            .unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert!(
            art.wgsl.is_some(),
            "{name}: naga: {:?}\n{text}",
            art.naga_error
        );
    }
    report.kernels.len()
}

#[test]
fn pipeline_kernels_compile_to_spirv_and_wgsl() {
    let mut total = 0;
    for (name, src) in PROGRAMS {
        total += compile_all(name, src, &GpuPipelineOptions::default());
    }
    assert!(total >= 8, "{total} kernels");
}

#[test]
fn pipeline_kernels_with_64_bit_index_and_overrides() {
    let opts = GpuPipelineOptions {
        workgroup_size: vec![32, 4],
        register_tile: vec![2, 2],
        index_bits: 64,
        ..Default::default()
    };
    for (name, src) in PROGRAMS {
        compile_all(name, src, &opts);
    }
}

#[test]
fn promoted_kernels_compile_to_spirv_and_wgsl() {
    let opts = GpuPipelineOptions {
        promote: Some(true),
        ..Default::default()
    };
    for (name, src) in PROGRAMS {
        compile_all(name, src, &opts);
    }
}

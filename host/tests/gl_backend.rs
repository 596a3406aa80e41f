//! Kernels on the GL backend (Mesa's llvmpipe through EGL in CI) against the CPU
//! interpreter, through both shader paths GL can run (SPIR-V through naga, WGSL).
//!
//! Regression: every kernel with a loop-carried value (a matmul's accumulators) gave wrong
//! answers on GL. naga's GLSL back end prints a loop's `continuing` block at the top of the
//! loop, before the body, and re-evaluated the body's values there after the loop variables
//! had been advanced (gfx-rs/wgpu#4558); the SPIR-V back end now copies back-edge values in
//! the continue block (`spirv/src/emit/control.rs`, `cfg.rs`).
//!
//! Skips with a visible `SKIPPED:` line when there is no GL adapter, unless
//! `TESSERA_REQUIRE_GPU=1` (`.ci/run` installs Mesa's EGL and DRI drivers for it).

mod common;

use std::sync::Arc;

use common::{assert_close, matmul_ref, values};
use tessera_host::gpu::{test_device_with, BackendChoice, GpuOptions, ShaderPath};
use tessera_host::runtime::{Buffer, CompileOptions, Runtime, RuntimeOptions};

/// The library's matmul (`C += A · B`, 64x32 · 32x48, affine loops).
const MATMUL: &str = include_str!("../../kernels/matmul.mlir");

/// A row sum whose accumulator is an `iter_args` value of a loop inside the kernel, and a
/// running product that reads the accumulator of the previous iteration.
const ROW_SUMS: &str = r#"
func.func @rows(%A: memref<16x40xf32>, %S: memref<16xf32>, %P: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %s = affine.load %S[%i] : memref<16xf32>
    %p = affine.load %P[%i] : memref<16xf32>
    %r:2 = affine.for %k = 0 to 40 iter_args(%acc = %s, %q = %p) -> (f32, f32) {
      %a = affine.load %A[%i, %k] : memref<16x40xf32>
      %n = arith.addf %acc, %a : f32
      %h = arith.constant 0.5 : f32
      %m = arith.mulf %q, %h : f32
      %t = arith.addf %m, %n : f32
      affine.yield %n, %t : f32, f32
    }
    affine.store %r#0, %S[%i] : memref<16xf32>
    affine.store %r#1, %P[%i] : memref<16xf32>
  }
  return
}
"#;

fn gl_runtime(path: ShaderPath) -> Option<Runtime> {
    let dev = test_device_with(GpuOptions {
        backend: BackendChoice::Gl,
        ..GpuOptions::for_tests()
    })?;
    Some(Runtime::with_device(
        Arc::new(dev),
        RuntimeOptions {
            shader_path: Some(path),
            ..RuntimeOptions::default()
        },
    ))
}

fn matmul(rt: &Runtime) -> Vec<f32> {
    let mut p = rt
        .compile(MATMUL, &CompileOptions::named("matmul.mlir"))
        .unwrap_or_else(|e| panic!("{e}"));
    let a = Buffer::new(values(64 * 32, 1), &[64, 32]).unwrap();
    let b = Buffer::new(values(32 * 48, 2), &[32, 48]).unwrap();
    let c = Buffer::<f32>::zeros(&[64, 48]).unwrap();
    let out = p
        .call("matmul", &[(&a).into(), (&b).into(), (&c).into()])
        .unwrap_or_else(|e| panic!("{e}"));
    if rt.device().is_some() {
        assert!(p.gpu_launches() > 0, "the matmul ran no kernel");
    }
    out.arg::<f32>(2).unwrap().into_vec()
}

fn row_sums(rt: &Runtime) -> (Vec<f32>, Vec<f32>) {
    let mut p = rt
        .compile(ROW_SUMS, &CompileOptions::named("rows.mlir"))
        .unwrap_or_else(|e| panic!("{e}"));
    let a = Buffer::new(values(16 * 40, 3), &[16, 40]).unwrap();
    let s = Buffer::new(values(16, 4), &[16]).unwrap();
    let q = Buffer::new(values(16, 5), &[16]).unwrap();
    let out = p
        .call("rows", &[(&a).into(), (&s).into(), (&q).into()])
        .unwrap_or_else(|e| panic!("{e}"));
    (
        out.arg::<f32>(1).unwrap().into_vec(),
        out.arg::<f32>(2).unwrap().into_vec(),
    )
}

#[test]
fn matmul_on_gl_equals_cpu() {
    let want = matmul_ref(&values(64 * 32, 1), &values(32 * 48, 2), 64, 32, 48);
    let on_cpu = matmul(&Runtime::cpu());
    assert_close(&on_cpu, &want, 1e-5);
    for path in [ShaderPath::Spirv, ShaderPath::Wgsl] {
        let Some(gl) = gl_runtime(path) else {
            return;
        };
        let dev = gl.device().cloned().expect("a GPU runtime has a device");
        assert_eq!(dev.adapter().backend, wgpu::Backend::Gl, "not on GL");
        let got = matmul(&gl);
        assert_close(&got, &on_cpu, 1e-5);
    }
}

#[test]
fn loop_carried_values_on_gl_equal_cpu() {
    let (s_cpu, p_cpu) = row_sums(&Runtime::cpu());
    for path in [ShaderPath::Spirv, ShaderPath::Wgsl] {
        let Some(gl) = gl_runtime(path) else {
            return;
        };
        let (s, p) = row_sums(&gl);
        assert_close(&s, &s_cpu, 1e-5);
        assert_close(&p, &p_cpu, 1e-5);
    }
}

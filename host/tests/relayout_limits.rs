//! The transposed-rows copy kernel that the GPU pipeline adds itself (`gpu::map::relayout`)
//! obeys the device's limits like the user's kernels: with at most 16 invocations per
//! workgroup (or 16 along x) the program still runs, launches the copy and gives the
//! right result. Before the fix the copy kept 64 invocations and the call failed with
//! "workgroup size (64, 1, 1) has 64 invocations, over device limit ...".
//!
//! Prints `SKIPPED` without a GPU adapter, fails under `TESSERA_REQUIRE_GPU=1`.

mod common;

use common::{assert_close, gpu_runtime, matmul_ref, values};
use tessera_host::gpu::LimitOverrides;
use tessera_host::runtime::{Buffer, CompileOptions, RuntimeOptions};

/// `C += A · B` with B's rows (48) not a multiple of 64: no texture mode, and the rows of
/// A that every lane reads come from a transposed copy made by a copy kernel (the case of
/// `tests/filetests/transforms/tessera-gpu-relayout-limits.mlir`).
const MATMUL_48: &str = r#"
func.func @matmul_48(%A: memref<64x32xf32>, %B: memref<32x48xf32>, %C: memref<64x48xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 48 {
      affine.for %k = 0 to 32 {
        %a = affine.load %A[%i, %k] : memref<64x32xf32>
        %b = affine.load %B[%k, %j] : memref<32x48xf32>
        %c = affine.load %C[%i, %j] : memref<64x48xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x48xf32>
      }
    }
  }
  return
}
"#;

/// Runs `MATMUL_48` under `limits`; checks the result and that the copy kernel ran.
fn run_under(limits: LimitOverrides) {
    let Some(rt) = gpu_runtime(RuntimeOptions {
        limits,
        timing: true,
        ..RuntimeOptions::default()
    }) else {
        return;
    };
    let mut p = rt
        .compile(MATMUL_48, &CompileOptions::named("matmul_48.mlir"))
        .unwrap_or_else(|e| panic!("{e}"));
    let a = Buffer::new(values(64 * 32, 1), &[64, 32]).unwrap();
    let b = Buffer::new(values(32 * 48, 2), &[32, 48]).unwrap();
    let c = Buffer::<f32>::zeros(&[64, 48]).unwrap();
    let out = p
        .call("matmul_48", &[(&a).into(), (&b).into(), (&c).into()])
        .unwrap_or_else(|e| panic!("{e}"));
    let got = out.arg::<f32>(2).unwrap().into_vec();
    let want = matmul_ref(&values(64 * 32, 1), &values(32 * 48, 2), 64, 32, 48);
    assert_close(&got, &want, 1e-5);
    let launches = p.timing().map(|t| t.kernels.len()).unwrap_or_default();
    // The copy kernel, then the matmul (which reads the copy through a texture).
    assert_eq!(launches, 2, "expected the copy kernel and the matmul");
}

#[test]
fn relayout_copy_within_max_invocations() {
    run_under(LimitOverrides {
        max_compute_invocations_per_workgroup: Some(16),
        ..LimitOverrides::default()
    });
}

#[test]
fn relayout_copy_within_workgroup_size_x() {
    run_under(LimitOverrides {
        max_compute_workgroup_size: [Some(16), None, None],
        ..LimitOverrides::default()
    });
}

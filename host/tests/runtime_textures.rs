//! Host programs whose kernels read memrefs through textures (`tessera.textures` on the
//! `gpu.func`): the runtime keeps the memrefs in storage buffers and copies them into
//! textures before each launch. Results are compared with the CPU interpreter, also after
//! the memref was changed between launches by a kernel and by the host. Every test skips
//! with a visible `SKIPPED:` line when there is no adapter, unless `TESSERA_REQUIRE_GPU=1`.

mod common;

use common::{assert_close, gpu_runtime, matmul_ref, values};
use tessera_host::gpu::{LimitOverrides, ShaderPath};
use tessera_host::runtime::{Buffer, CompileOptions, Runtime, RuntimeOptions};

/// `C = A · B` (32x64 · 64x64) with A and B read through textures (16x32 and 16x64
/// texels), after a kernel doubles A (a storage-buffer write the texture copy must see),
/// then again after the host overwrote B (a host store between launches).
const TEXTURE_MATMUL: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @double(%A: memref<32x64xf32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 8, 1]>} {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c8 = arith.constant 8 : index
      %j0 = arith.muli %bx, %c8 : index
      %j = arith.addi %j0, %tx : index
      %i0 = arith.muli %by, %c8 : index
      %i = arith.addi %i0, %ty : index
      %a = memref.load %A[%i, %j] : memref<32x64xf32>
      %d = arith.addf %a, %a : f32
      memref.store %d, %A[%i, %j] : memref<32x64xf32>
      gpu.return
    }
    gpu.func @matmul(%A: memref<32x64xf32>, %B: memref<64x64xf32>, %C: memref<32x64xf32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 8, 1]>,
                    tessera.textures = array<i64: 0, 1>} {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c64 = arith.constant 64 : index
      %zero = arith.constant 0.0 : f32
      %j0 = arith.muli %bx, %c8 : index
      %j = arith.addi %j0, %tx : index
      %i0 = arith.muli %by, %c8 : index
      %i = arith.addi %i0, %ty : index
      %sum = scf.for %k = %c0 to %c64 step %c1 iter_args(%acc = %zero) -> (f32) {
        %a = memref.load %A[%i, %k] : memref<32x64xf32>
        %b = memref.load %B[%k, %j] : memref<64x64xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %C[%i, %j] : memref<32x64xf32>
      gpu.return
    }
  }
  func.func @main(%A: memref<32x64xf32>, %B: memref<64x64xf32>, %C: memref<32x64xf32>,
                  %C2: memref<32x64xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c63 = arith.constant 63 : index
    %v = arith.constant 3.0 : f32
    gpu.launch_func @kernels::@double blocks in (%c8, %c4, %c1) threads in (%c8, %c8, %c1)
        args(%A : memref<32x64xf32>)
    gpu.launch_func @kernels::@matmul blocks in (%c8, %c4, %c1) threads in (%c8, %c8, %c1)
        args(%A : memref<32x64xf32>, %B : memref<64x64xf32>, %C : memref<32x64xf32>)
    // Host stores (not a loop: tessera-raise-scf-to-affine would make a loop a kernel).
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    memref.store %v, %B[%c0, %c63] : memref<64x64xf32>
    memref.store %v, %B[%c1, %c63] : memref<64x64xf32>
    memref.store %v, %B[%c2, %c63] : memref<64x64xf32>
    memref.store %v, %B[%c3, %c63] : memref<64x64xf32>
    memref.store %v, %B[%c4, %c63] : memref<64x64xf32>
    memref.store %v, %B[%c5, %c63] : memref<64x64xf32>
    memref.store %v, %B[%c6, %c63] : memref<64x64xf32>
    memref.store %v, %B[%c7, %c63] : memref<64x64xf32>
    gpu.launch_func @kernels::@matmul blocks in (%c8, %c4, %c1) threads in (%c8, %c8, %c1)
        args(%A : memref<32x64xf32>, %B : memref<64x64xf32>, %C2 : memref<32x64xf32>)
    return
  }
}
"#;

/// C and C2 after `main`, and the texture bindings of each launch (GPU only).
fn run(rt: &Runtime) -> (Vec<f32>, Vec<f32>, Vec<usize>) {
    let mut p = rt
        .compile(TEXTURE_MATMUL, &CompileOptions::named("textures.mlir"))
        .unwrap_or_else(|e| panic!("{e}"));
    let a = Buffer::new(values(32 * 64, 1), &[32, 64]).unwrap();
    let b = Buffer::new(values(64 * 64, 2), &[64, 64]).unwrap();
    let c = Buffer::<f32>::zeros(&[32, 64]).unwrap();
    let c2 = Buffer::<f32>::zeros(&[32, 64]).unwrap();
    let out = p
        .call(
            "main",
            &[(&a).into(), (&b).into(), (&c).into(), (&c2).into()],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let textures = p
        .timing()
        .map(|t| t.kernels.iter().map(|k| k.textures).collect())
        .unwrap_or_default();
    (
        out.arg::<f32>(2).unwrap().into_vec(),
        out.arg::<f32>(3).unwrap().into_vec(),
        textures,
    )
}

#[test]
fn texture_kernels_match_the_cpu_interpreter() {
    let Some(probe) = gpu_runtime(RuntimeOptions::default()) else {
        return;
    };
    // The reference: A doubled, B with column 63 of rows 0..8 set to 3 for the second.
    let a2: Vec<f32> = values(32 * 64, 1).iter().map(|x| x + x).collect();
    let mut b = values(64 * 64, 2);
    let first = matmul_ref(&a2, &b, 32, 64, 64);
    for k in 0..8 {
        b[k * 64 + 63] = 3.0;
    }
    let second = matmul_ref(&a2, &b, 32, 64, 64);
    let (cpu1, cpu2, _) = run(&Runtime::cpu());
    assert_close(&cpu1, &first, 1e-5);
    assert_close(&cpu2, &second, 1e-5);
    assert_ne!(first, second);

    let dev = probe.device().cloned().unwrap();
    for path in [ShaderPath::Passthrough, ShaderPath::Spirv, ShaderPath::Wgsl] {
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
                timing: true,
                ..RuntimeOptions::default()
            },
        );
        let before = dev.cached_textures();
        let (gpu1, gpu2, textures) = run(&rt);
        // @double binds none; each @matmul binds A and B as textures.
        assert_eq!(textures, [0, 2, 2], "path {path}");
        assert_close(&gpu1, &cpu1, 1e-5);
        assert_close(&gpu2, &cpu2, 1e-5);
        // The program's buffers (and their textures) are gone after the call.
        assert_eq!(dev.cached_textures(), before, "path {path}");
        eprintln!("{path}: texture kernels agree with the CPU interpreter");
    }
}

#[test]
fn texture_over_the_device_limit_is_an_error() {
    let Some(rt) = gpu_runtime(RuntimeOptions {
        limits: LimitOverrides {
            max_texture_dimension_2d: Some(32),
            ..LimitOverrides::default()
        },
        ..RuntimeOptions::default()
    }) else {
        return;
    };
    let mut p = rt
        .compile(TEXTURE_MATMUL, &CompileOptions::named("textures.mlir"))
        .unwrap_or_else(|e| panic!("{e}"));
    let a = Buffer::new(values(32 * 64, 1), &[32, 64]).unwrap();
    let b = Buffer::new(values(64 * 64, 2), &[64, 64]).unwrap();
    let c = Buffer::<f32>::zeros(&[32, 64]).unwrap();
    let c2 = Buffer::<f32>::zeros(&[32, 64]).unwrap();
    let e = p
        .call(
            "main",
            &[(&a).into(), (&b).into(), (&c).into(), (&c2).into()],
        )
        .unwrap_err()
        .to_string();
    // B is 16x64 texels.
    assert!(e.contains("max_texture_dimension_2d = 32"), "{e}");
    eprintln!("{e}");
}

// RUN: not tessera validate %s --no-gpu 2>&1 | FileCheck %s

// An injected race (issue 18): an in-place 9-point Gauss–Seidel sweep whose j loop is
// marked parallel on purpose. Iteration j reads A[i, j - 1], which iteration j - 1
// writes, so the sweep is sequential. The reference interpreter runs affine.parallel
// in order and cannot see it; the GPU pipeline maps j to invocations, and the race
// detector on validate's lowered path reports the first conflicting pair of accesses.

// CHECK: gpu pipeline, cpu interpreter  ERROR
// CHECK: ERROR gpu pipeline, cpu interpreter: {{.*}}seidel_parallel_j.mlir:[[# @LINE + 21]]:13: error: data race on element [1, 1] of memref<16x16xf32>: write by invocation (0,0,0) of workgroup (0,0,0) at {{.*}}seidel_parallel_j.mlir:[[# @LINE + 36]]:7 and read by invocation (1,0,0) of workgroup (0,0,0) at {{.*}}seidel_parallel_j.mlir:[[# @LINE + 21]]:13, with no gpu.barrier or atomic ordering them
// CHECK: result: FAIL (1 path failed or could not run)

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %A = memref.alloc() : memref<16x16xf32>
  %ninth = arith.constant 9.0 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %p = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3 + 2) mod 13)>(%i, %j)
      %pi = arith.index_cast %p : index to i32
      %pf = arith.sitofp %pi : i32 to f32
      affine.store %pf, %A[%i, %j] : memref<16x16xf32>
    }
  }
  affine.for %i = 1 to 15 {
    affine.parallel (%j) = (1) to (15) {
      %a0 = affine.load %A[%i - 1, %j - 1] : memref<16x16xf32>
      %a1 = affine.load %A[%i - 1, %j] : memref<16x16xf32>
      %a2 = affine.load %A[%i - 1, %j + 1] : memref<16x16xf32>
      %a3 = affine.load %A[%i, %j - 1] : memref<16x16xf32>
      %a4 = affine.load %A[%i, %j] : memref<16x16xf32>
      %a5 = affine.load %A[%i, %j + 1] : memref<16x16xf32>
      %a6 = affine.load %A[%i + 1, %j - 1] : memref<16x16xf32>
      %a7 = affine.load %A[%i + 1, %j] : memref<16x16xf32>
      %a8 = affine.load %A[%i + 1, %j + 1] : memref<16x16xf32>
      %s0 = arith.addf %a0, %a1 : f32
      %s1 = arith.addf %s0, %a2 : f32
      %s2 = arith.addf %s1, %a3 : f32
      %s3 = arith.addf %s2, %a4 : f32
      %s4 = arith.addf %s3, %a5 : f32
      %s5 = arith.addf %s4, %a6 : f32
      %s6 = arith.addf %s5, %a7 : f32
      %s7 = arith.addf %s6, %a8 : f32
      %m = arith.divf %s7, %ninth : f32
      affine.store %m, %A[%i, %j] : memref<16x16xf32>
    }
  }
  %u = memref.cast %A : memref<16x16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

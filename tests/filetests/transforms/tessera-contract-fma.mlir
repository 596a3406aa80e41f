// RUN: tessera opt %s --tessera-contract-fma | FileCheck %s
// RUN: not tessera opt %s --tessera-contract-fma=fp-contract=false 2>&1 | FileCheck %s --check-prefix=OPTION

// tessera-contract-fma: in GPU kernels (gpu.launch and gpu.func bodies), an arith.addf of
// a single-use arith.mulf becomes math.fma; host code and products with other uses stay.

// CHECK-LABEL: func.func @contract
// Host code is not touched.
// CHECK: %[[P0:.*]] = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT: arith.addf %arg2, %[[P0]] : f32
// CHECK: gpu.launch
// `c + a*b`, the product's only use: fused, at the multiply (the accumulator comes from
// outside the kernel).
// CHECK-NEXT: %[[S:.*]] = math.fma %arg0, %arg1, %arg2 : f32
// A product used twice stays a multiply and its adds stay adds.
// CHECK-NEXT: %[[Q:.*]] = arith.mulf %arg0, %arg2 : f32
// CHECK-NEXT: %[[T:.*]] = arith.addf %[[Q]], %[[S]] : f32
// CHECK-NEXT: %[[U:.*]] = arith.addf %[[T]], %[[Q]] : f32
// `a*b + acc` with the product on the left: fused too.
// CHECK-NEXT: %[[V:.*]] = math.fma %arg1, %arg2, %[[U]] : f32
// CHECK-NEXT: memref.store %[[V]], %arg3
// CHECK-NOT: arith.mulf
// CHECK: return
func.func @contract(%a: f32, %b: f32, %c: f32, %m: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %p0 = arith.mulf %a, %b : f32
  %s0 = arith.addf %c, %p0 : f32
  memref.store %s0, %m[%c1] : memref<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    %q = arith.mulf %a, %c : f32
    %t = arith.addf %q, %s : f32
    %u = arith.addf %t, %q : f32
    %f = arith.mulf %b, %c : f32
    %g = arith.addf %f, %u : f32
    memref.store %g, %m[%c1] : memref<4xf32>
    gpu.terminator
  }
  return
}

// The pass takes no options (fp-contract=false is the GPU pipeline's switch).
// OPTION: tessera opt: no such option 'fp-contract' for pass 'tessera-contract-fma' (it takes no options)

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// A max reduction over a row of -inf is -inf on every path. The GPU pipeline started its
// partial maxima at -FLT_MAX (upstream's useOnlyFiniteValue), which gave -3.4e38 for such a
// row on every lowered path; the identity is now -inf (found by the browser path's tests).
// CHECK: result: PASS (6 paths compared)

func.func @row_max(%A: memref<8x16xf32>, %r: memref<8xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  affine.for %i = 0 to 8 {
    %max = affine.for %j = 0 to 16 iter_args(%acc = %ninf) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<8x16xf32>
      %m = arith.maximumf %acc, %a : f32
      affine.yield %m : f32
    }
    affine.store %max, %r[%i] : memref<8xf32>
  }
  return
}

func.func @main() {
  %A = memref.alloc() : memref<8x16xf32>
  %r = memref.alloc() : memref<8xf32>
  %ninf = arith.constant 0xFF800000 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      affine.store %ninf, %A[%i, %j] : memref<8x16xf32>
    }
  }
  call @row_max(%A, %r) : (memref<8x16xf32>, memref<8xf32>) -> ()
  return
}

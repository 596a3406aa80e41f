// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// vector.reduction and vector.multi_reduction with an accumulator combine in order from
// the accumulator, as LLVM's ordered reductions do: acc = 1e8 and v = (-1e8, 1, 1, 1)
// give ((1e8 - 1e8) + 1) + 1 + 1 = 3 in f32. Combining the lanes first gives
// (((-1e8 + 1) + 1) + 1) + 1e8 = 0 (each + 1 is lost to rounding): the SPIR-V back end
// did that for vector.reduction, a silent mismatch with the interpreter.
// CHECK: result: PASS (6 paths compared)
// CPU: [3,  3,  3,  3,  3,  3,  3,  3],
// CPU-NEXT: [3,  3,  3,  3,  3,  3,  3,  3]]
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<8x4xf32>
  %o = memref.alloc() : memref<2x8xf32>
  %big = arith.constant -1.0e8 : f32
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %big, %a[%i, 0] : memref<8x4xf32>
    affine.store %one, %a[%i, 1] : memref<8x4xf32>
    affine.store %one, %a[%i, 2] : memref<8x4xf32>
    affine.store %one, %a[%i, 3] : memref<8x4xf32>
  }
  %c0 = arith.constant 0 : index
  %acc = arith.constant 1.0e8 : f32
  affine.for %i = 0 to 8 {
    %v = vector.load %a[%i, %c0] : memref<8x4xf32>, vector<4xf32>
    %r = vector.reduction <add>, %v, %acc : vector<4xf32> into f32
    %m = vector.multi_reduction <add>, %v, %acc [0] : vector<4xf32> to f32
    affine.store %r, %o[0, %i] : memref<2x8xf32>
    affine.store %m, %o[1, %i] : memref<2x8xf32>
  }
  %u = memref.cast %o : memref<2x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// Symbols that current upstream accepts and older Tessera refused: %b, a pure op of
// function-level values computed inside an affine.for, used as a symbol in an access and in
// an inner loop's bound. Mapped to kernels and compared with the interpreter on every path.
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: spirv (naga) on vulkan         ok
// CHECK: spirv passthrough on vulkan    ok
// CHECK: wgsl on vulkan                 ok
// CHECK: spirv (naga) on gl             ok
// CHECK: wgsl on gl                     ok
// CHECK: result: PASS (6 paths compared)
// By hand: b = 3·3 + 3 = 12; each of the 10 iterations doubles A[i + 12] into A[2i + 12]
// and adds 1 to A[0..12): A[0..12) = 11, then 2, 1, 2, 1, 4, 1, 2, 1, 8, ... from A[12].
// CPU: [11,  11,  11,  11,  11,  11,  11,  11,  11,  11,  11,  11,  2,  1,  2,  1,  4,  1,  2,  1,  8,  1,  2,  1,  4,  1,  2,  1,  16,  1,  2,  1,  1,
func.func @main() {
  %A = memref.alloc() : memref<100xf32>
  %n = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 100 {
    affine.store %one, %A[%i] : memref<100xf32>
  }
  affine.for %i = 0 to 10 {
    %a = arith.muli %n, %n : index
    %b = arith.addi %a, %n : index
    %v = affine.load %A[%i + %b] : memref<100xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %A[%i * 2 + %b] : memref<100xf32>
    affine.for %q = 0 to %b {
      %x = affine.load %A[%q] : memref<100xf32>
      %y = arith.addf %x, %one : f32
      affine.store %y, %A[%q] : memref<100xf32>
    }
  }
  %u = memref.cast %A : memref<100xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// vector.from_elements (of loaded values, and of constants, which stay a constant
// composite) and vector.step inside a kernel, on every path: row i of the output is
// (x, x + 1, x, x + 1) * (1, 10, 100, 1000) + step, with x = a[i] = i + 0.5.
// CHECK: result: PASS (6 paths compared)
// KERNEL: gpu.func
// KERNEL: vector.from_elements
// KERNEL: vector.step : vector<4xindex>
// CPU: [0.5,  16,  52,  1503],
// CPU-NEXT: [1.5,  26,  152,  2503],
// CPU: [7.5,  86,  752,  8503]]
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %o = memref.alloc() : memref<8x4xf32>
  %half = arith.constant 0.5 : f32
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.addf %f, %half : f32
    affine.store %g, %a[%i] : memref<8xf32>
  }
  %one = arith.constant 1.0 : f32
  %ten = arith.constant 10.0 : f32
  %hundred = arith.constant 100.0 : f32
  %thousand = arith.constant 1000.0 : f32
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xf32>
    %y = arith.addf %x, %one : f32
    %v = vector.from_elements %x, %y, %x, %y : vector<4xf32>
    %w = vector.from_elements %one, %ten, %hundred, %thousand : vector<4xf32>
    %s = vector.step : vector<4xindex>
    %si = arith.index_cast %s : vector<4xindex> to vector<4xi32>
    %sf = arith.sitofp %si : vector<4xi32> to vector<4xf32>
    %p = arith.mulf %v, %w : vector<4xf32>
    %q = arith.addf %p, %sf : vector<4xf32>
    %c0 = arith.constant 0 : index
    vector.store %q, %o[%i, %c0] : memref<8x4xf32>, vector<4xf32>
  }
  %u = memref.cast %o : memref<8x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

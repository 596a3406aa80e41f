// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// 0-D vectors in a kernel, on every path: `tessera-unroll-vectors` lays a vector<f32> out
// as one scalar piece. vector.broadcast to and from vector<f32>, arithmetic on it,
// vector.extract and vector.insert with an empty position, vector.shape_cast to
// vector<1xf32>, and an scf.for carrying a vector<f32>.
// CHECK: result: PASS (6 paths compared)

// KERNEL: gpu.module
// KERNEL-NOT: vector<f32>
// KERNEL-NOT: vector<{{(1|[5-9]|[1-9][0-9]+)}}x
func.func @main(%a: memref<8x4xf32>) -> memref<8x8xf32> {
  %o = memref.alloc() : memref<8x8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %two = arith.constant 2.0 : f32
  affine.parallel (%i) = (0) to (8) {
    %x = memref.load %a[%i, %c0] : memref<8x4xf32>
    %y = memref.load %a[%i, %c1] : memref<8x4xf32>
    %vx = vector.broadcast %x : f32 to vector<f32>
    %vy = vector.broadcast %y : f32 to vector<f32>
    %s = arith.addf %vx, %vy : vector<f32>
    %p = arith.mulf %s, %vx : vector<f32>
    %e = vector.extract %p[] : f32 from vector<f32>
    memref.store %e, %o[%i, %c0] : memref<8x8xf32>
    %ins = vector.insert %two, %p[] : f32 into vector<f32>
    %one = vector.shape_cast %ins : vector<f32> to vector<1xf32>
    %e1 = vector.extract %one[0] : f32 from vector<1xf32>
    memref.store %e1, %o[%i, %c1] : memref<8x8xf32>
    %b4 = vector.broadcast %s : vector<f32> to vector<4xf32>
    vector.store %b4, %o[%i, %c4] : memref<8x8xf32>, vector<4xf32>
    %acc = scf.for %k = %c0 to %c3 step %c1 iter_args(%t = %vx) -> (vector<f32>) {
      %t2 = arith.addf %t, %vy : vector<f32>
      scf.yield %t2 : vector<f32>
    }
    %ea = vector.extract %acc[] : f32 from vector<f32>
    memref.store %ea, %o[%i, %c2] : memref<8x8xf32>
  }
  return %o : memref<8x8xf32>
}

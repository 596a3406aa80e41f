// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// arith.subui_extended on i32 scalars and vector<4xi32> (borrows at 0 - 1, INT_MIN - 1,
// INT_MAX - (-1), 0 - INT_MIN), and vector.shuffle (with a poison lane, which a second
// shuffle drops before anything is stored), vector.interleave and vector.deinterleave on
// 2- and 4-lane vectors, on every path: the scalar loop is mapped onto the GPU by the
// pipeline, the vector ops sit in a kernel of their own (one invocation), since a loop of
// one iteration would be promoted into host code and run on the CPU.
// CHECK: spirv (naga) on vulkan         ok
// CHECK: spirv passthrough on vulkan    ok
// CHECK: wgsl on vulkan                 ok
// CHECK: spirv (naga) on gl             ok
// CHECK: wgsl on gl                     ok
// CHECK: result: PASS (6 paths compared)
// Rows: the difference, the borrow.
// CPU: sizes = [2, 8]
// CPU-NEXT: [0,   -1,   1,   -2,   2147483647,   -2147483648,   -2,   0],
// CPU-NEXT: [0,   1,   0,   0,   0,   1,   1,   0]]
// Rows: vector difference, vector borrow, shuffle [6, -1, 3, 4] then [0, 2, 3, 4] (with the
// difference), interleave of lanes 2-3 of x with lanes 0-1 of y, deinterleave of x.
// CPU: sizes = [5, 4]
// CPU-NEXT: [2147483647,   -2147483648,   0,   -1],
// CPU-NEXT: [0,   1,   0,   0],
// CPU-NEXT: [7,   -1,   1,   2147483647],
// CPU-NEXT: [7,   1,   -1,   -2147483648],
// CPU-NEXT: [-2147483648,   7,   0,   -1]]
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @permute(%va : memref<4xi32>, %vb : memref<4xi32>, %vo : memref<5x4xi32>) kernel {
      %c0 = arith.constant 0 : index
      %x4 = vector.load %va[%c0] : memref<4xi32>, vector<4xi32>
      %y4 = vector.load %vb[%c0] : memref<4xi32>, vector<4xi32>
      %d4, %b4 = arith.subui_extended %x4, %y4 : vector<4xi32>, vector<4xi1>
      %b4i = arith.extui %b4 : vector<4xi1> to vector<4xi32>
      %p = vector.shuffle %x4, %y4 [6, -1, 3, 4] : vector<4xi32>, vector<4xi32>
      %s = vector.shuffle %p, %d4 [0, 2, 3, 4] : vector<4xi32>, vector<4xi32>
      %hi = vector.shuffle %x4, %x4 [2, 3] : vector<4xi32>, vector<4xi32>
      %lo = vector.shuffle %y4, %y4 [0, 1] : vector<4xi32>, vector<4xi32>
      %il = vector.interleave %hi, %lo : vector<2xi32> -> vector<4xi32>
      %ev, %od = vector.deinterleave %x4 : vector<4xi32> -> vector<2xi32>
      %eo = vector.shuffle %ev, %od [0, 1, 2, 3] : vector<2xi32>, vector<2xi32>
      %r1 = arith.constant 1 : index
      %r2 = arith.constant 2 : index
      %r3 = arith.constant 3 : index
      %r4 = arith.constant 4 : index
      vector.store %d4, %vo[%c0, %c0] : memref<5x4xi32>, vector<4xi32>
      vector.store %b4i, %vo[%r1, %c0] : memref<5x4xi32>, vector<4xi32>
      vector.store %s, %vo[%r2, %c0] : memref<5x4xi32>, vector<4xi32>
      vector.store %il, %vo[%r3, %c0] : memref<5x4xi32>, vector<4xi32>
      vector.store %eo, %vo[%r4, %c0] : memref<5x4xi32>, vector<4xi32>
      gpu.return
    }
  }
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %a = memref.alloc() : memref<8xi32>
    %b = memref.alloc() : memref<8xi32>
    %o = memref.alloc() : memref<2x8xi32>
    %av = arith.constant dense<[0, 0, 1, -1, -2147483648, 2147483647, 5, -2147483648]> : vector<8xi32>
    %bv = arith.constant dense<[0, 1, 0, 1, 1, -1, 7, -2147483648]> : vector<8xi32>
    vector.store %av, %a[%c0] : memref<8xi32>, vector<8xi32>
    vector.store %bv, %b[%c0] : memref<8xi32>, vector<8xi32>
    affine.for %i = 0 to 8 {
      %x = affine.load %a[%i] : memref<8xi32>
      %y = affine.load %b[%i] : memref<8xi32>
      %d, %c = arith.subui_extended %x, %y : i32, i1
      %ci = arith.extui %c : i1 to i32
      affine.store %d, %o[0, %i] : memref<2x8xi32>
      affine.store %ci, %o[1, %i] : memref<2x8xi32>
    }
    %u = memref.cast %o : memref<2x8xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    %va = memref.alloc() : memref<4xi32>
    %vb = memref.alloc() : memref<4xi32>
    %vo = memref.alloc() : memref<5x4xi32>
    %x4c = arith.constant dense<[-2147483648, 0, 7, -1]> : vector<4xi32>
    %y4c = arith.constant dense<[1, -2147483648, 7, 0]> : vector<4xi32>
    vector.store %x4c, %va[%c0] : memref<4xi32>, vector<4xi32>
    vector.store %y4c, %vb[%c0] : memref<4xi32>, vector<4xi32>
    %one = arith.constant 1 : index
    gpu.launch_func @k::@permute blocks in (%one, %one, %one) threads in (%one, %one, %one)
        args(%va : memref<4xi32>, %vb : memref<4xi32>, %vo : memref<5x4xi32>)
    %vu = memref.cast %vo : memref<5x4xi32> to memref<*xi32>
    call @printMemrefI32(%vu) : (memref<*xi32>) -> ()
    return
  }
}

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU
// RUN: tessera opt %s | FileCheck %s --check-prefix=SYNTAX

// arith.addui_extended, arith.mului_extended and arith.mulsi_extended on i32 scalars and
// vector<4xi32>, with carries, INT_MIN, -1 and products that need all 64 bits. The GPU
// builds the high half from 16-bit limbs in u32 (no Int64), on every path.
// CHECK: spirv (naga) on vulkan         ok
// CHECK: spirv passthrough on vulkan    ok
// CHECK: wgsl on vulkan                 ok
// CHECK: spirv (naga) on gl             ok
// CHECK: wgsl on gl                     ok
// CHECK: result: PASS (6 paths compared)
// The rows: mulsi low, mulsi high, mului low, mului high, addui sum, addui overflow.
// CPU: sizes = [6, 8]
// CPU-NEXT: [0,   1,   -2,   1,   1048560,   -87620295,   -131071,   560969770],
// CPU-NEXT: [0,   0,   -1,   0,   0,   -1,   0,   -499807318],
// CPU-NEXT: [0,   1,   -2,   1,   1048560,   -87620295,   -131071,   560969770],
// CPU-NEXT: [0,   0,   1,   -2,   0,   65534,   -131070,   1588376636],
// CPU-NEXT: [0,   2,   1,   -2,   65551,   64198,   -131070,   1060182527],
// CPU-NEXT: [0,   0,   1,   1,   0,   1,   1,   1]]
// Rows: mulsi low, mulsi high, mului high, addui overflow of INT_MIN·-1 = 2^31,
// INT_MIN² = 2^62, INT_MAX·2, (-1)·(-1) (unsigned: (2^32-1)² = 2^64 - 2^33 + 1).
// CPU: sizes = [4, 4]
// CPU-NEXT: [-2147483648,   0,   -2,   1],
// CPU-NEXT: [0,   1073741824,   0,   0],
// CPU-NEXT: [2147483647,   1073741824,   0,   -2],
// CPU-NEXT: [1,   1,   0,   1]]
// SYNTAX: %{{.*}}:2 = arith.mulsi_extended %{{.*}}, %{{.*}} : i32
// SYNTAX: %{{.*}}:2 = arith.mului_extended %{{.*}}, %{{.*}} : i32
// SYNTAX: %{{.*}}:2 = arith.addui_extended %{{.*}}, %{{.*}} : i32, i1
// SYNTAX: %{{.*}}:2 = arith.mulsi_extended %{{.*}}, %{{.*}} : vector<4xi32>
// SYNTAX: %{{.*}}:2 = arith.addui_extended %{{.*}}, %{{.*}} : vector<4xi32>, vector<4xi1>
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %a = memref.alloc() : memref<8xi32>
  %b = memref.alloc() : memref<8xi32>
  %o = memref.alloc() : memref<6x8xi32>
  %av = arith.constant dense<[0, 1, -1, -1, 65535, 65535, -65535, 2088183954]> : vector<8xi32>
  %bv = arith.constant dense<[0, 1, 2, -1, 16, -1337, -65535, -1028001427]> : vector<8xi32>
  %c0 = arith.constant 0 : index
  vector.store %av, %a[%c0] : memref<8xi32>, vector<8xi32>
  vector.store %bv, %b[%c0] : memref<8xi32>, vector<8xi32>
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xi32>
    %y = affine.load %b[%i] : memref<8xi32>
    %lo, %hi = arith.mulsi_extended %x, %y : i32
    %ulo, %uhi = arith.mului_extended %x, %y : i32
    %s, %c = arith.addui_extended %x, %y : i32, i1
    %ci = arith.extui %c : i1 to i32
    affine.store %lo, %o[0, %i] : memref<6x8xi32>
    affine.store %hi, %o[1, %i] : memref<6x8xi32>
    affine.store %ulo, %o[2, %i] : memref<6x8xi32>
    affine.store %uhi, %o[3, %i] : memref<6x8xi32>
    affine.store %s, %o[4, %i] : memref<6x8xi32>
    affine.store %ci, %o[5, %i] : memref<6x8xi32>
  }
  %u = memref.cast %o : memref<6x8xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  // vector<4xi32>: INT_MIN, -1, 2^31 - 1.
  %va = memref.alloc() : memref<4xi32>
  %vb = memref.alloc() : memref<4xi32>
  %vo = memref.alloc() : memref<4x4xi32>
  %a4 = arith.constant dense<[-2147483648, -2147483648, 2147483647, -1]> : vector<4xi32>
  %b4 = arith.constant dense<[-1, -2147483648, 2, -1]> : vector<4xi32>
  vector.store %a4, %va[%c0] : memref<4xi32>, vector<4xi32>
  vector.store %b4, %vb[%c0] : memref<4xi32>, vector<4xi32>
  affine.for %j = 0 to 1 {
    %x4 = vector.load %va[%c0] : memref<4xi32>, vector<4xi32>
    %y4 = vector.load %vb[%c0] : memref<4xi32>, vector<4xi32>
    %l4, %h4 = arith.mulsi_extended %x4, %y4 : vector<4xi32>
    %ul4, %uh4 = arith.mului_extended %x4, %y4 : vector<4xi32>
    %s4, %c4 = arith.addui_extended %x4, %y4 : vector<4xi32>, vector<4xi1>
    %c4i = arith.extui %c4 : vector<4xi1> to vector<4xi32>
    %r0 = arith.constant 0 : index
    %r1 = arith.constant 1 : index
    %r2 = arith.constant 2 : index
    %r3 = arith.constant 3 : index
    vector.store %l4, %vo[%r0, %c0] : memref<4x4xi32>, vector<4xi32>
    vector.store %h4, %vo[%r1, %c0] : memref<4x4xi32>, vector<4xi32>
    vector.store %uh4, %vo[%r2, %c0] : memref<4x4xi32>, vector<4xi32>
    vector.store %c4i, %vo[%r3, %c0] : memref<4x4xi32>, vector<4xi32>
  }
  %vu = memref.cast %vo : memref<4x4xi32> to memref<*xi32>
  call @printMemrefI32(%vu) : (memref<*xi32>) -> ()
  return
}

// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s

// gpu.shuffle xor and down with a width of 8 and the valid flag, compared with the
// interpreter on the 3 Vulkan paths (GL has no subgroup operations).
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (4 paths compared)
func.func @main(%a: memref<64xf32>, %s: memref<64xf32>, %t: memref<64xf32>, %ok: memref<64xi32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %gid = gpu.global_id x
    %f = memref.load %a[%gid] : memref<64xf32>
    %c1_i32 = arith.constant 1 : i32
    %c5_i32 = arith.constant 5 : i32
    %c8_i32 = arith.constant 8 : i32
    %sh, %v1 = gpu.shuffle xor %f, %c1_i32, %c8_i32 : f32
    memref.store %sh, %s[%gid] : memref<64xf32>
    %dn, %v2 = gpu.shuffle down %f, %c5_i32, %c8_i32 : f32
    %z = arith.constant 0.0 : f32
    %d = arith.select %v2, %dn, %z : f32
    memref.store %d, %t[%gid] : memref<64xf32>
    %vi = arith.extui %v2 : i1 to i32
    memref.store %vi, %ok[%gid] : memref<64xi32>
    gpu.terminator
  }
  return
}

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// gpu.shuffle xor, down and up with widths of 8 and 4 and the valid flag (upstream: valid
// when the lane and its source lane are both below the width; an invalid lane's value is
// unspecified, so the program stores 0 there). The inline gpu.launch is outlined and runs
// on the 3 Vulkan paths (one launch each). Its results depend on the subgroup size
// (lavapipe's is 8, the interpreter's default 32), so each GPU path is compared with the
// reference run at the device's size. llvmpipe's GL has no subgroup operations: its paths
// are unsupported on that adapter, with the feature named.
// CHECK: spirv (naga) on vulkan ok {{.*}} 1 1
// CHECK: wgsl on vulkan ok {{.*}} 1 1
// CHECK: note (spirv (naga) on vulkan): compared with the reference run with subgroups of {{[0-9]+}} lanes
// CHECK: UNSUPPORTED spirv (naga) on gl: kernel @main_kernel::@main_kernel cannot be compiled for the GPU: 'gpu.shuffle' needs target feature `subgroups`
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (4 paths compared; 2 unsupported on their adapter)
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
    %z = arith.constant 0.0 : f32
    %sh, %v1 = gpu.shuffle xor %f, %c1_i32, %c8_i32 : f32
    %x = arith.select %v1, %sh, %z : f32
    memref.store %x, %s[%gid] : memref<64xf32>
    %dn, %v2 = gpu.shuffle down %f, %c5_i32, %c8_i32 : f32
    %d = arith.select %v2, %dn, %z : f32
    memref.store %d, %t[%gid] : memref<64xf32>
    %vi = arith.extui %v2 : i1 to i32
    // Lanes at or beyond the width are invalid even where their source lane is inside
    // it (lane 5 xor 5 is lane 0; lane 6 up 1 is lane 5, outside a width of 4).
    %c4_i32 = arith.constant 4 : i32
    %x5, %v3 = gpu.shuffle xor %f, %c5_i32, %c4_i32 : f32
    %c1_i32b = arith.constant 1 : i32
    %u1, %v4 = gpu.shuffle up %f, %c1_i32b, %c4_i32 : f32
    %w3 = arith.extui %v3 : i1 to i32
    %w4 = arith.extui %v4 : i1 to i32
    %c2_i32 = arith.constant 2 : i32
    %w4s = arith.muli %w4, %c2_i32 : i32
    %c4s = arith.constant 4 : i32
    %w2s = arith.muli %vi, %c4s : i32
    %w34 = arith.addi %w3, %w4s : i32
    %flags = arith.addi %w34, %w2s : i32
    memref.store %flags, %ok[%gid] : memref<64xi32>
    gpu.terminator
  }
  return
}

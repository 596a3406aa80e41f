// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera translate %s --to wgsl | FileCheck %s --check-prefix=WGSL
// RUN: tessera opt %s --pass-pipeline='builtin.module(tessera-sink-memref-choice)' | FileCheck %s --check-prefix=PASS

// A hand-written kernel that stores through a memref chosen by arith.select and loads
// through one chosen by scf.if: the runtime runs tessera-sink-memref-choice on kernels it
// did not make too (before, the back end refused both: "'arith.select' uses a memref as a
// value"). Every path launches the kernel once and matches the interpreter.
// CHECK: spirv (naga) on vulkan ok {{.*}} 1 1
// CHECK: wgsl on gl ok {{.*}} 1 1
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (6 paths compared)
// WGSL: @compute @workgroup_size(8, 1, 1)
// The pass alone: one scf.if per access, no memref-valued scf.if or select left.
// PASS-LABEL: gpu.func @pick
// PASS-NOT: -> (memref
// PASS: %[[X:.*]] = scf.if %[[SMALL:.*]] -> (f32) {
// PASS-NEXT: memref.load %arg1[%thread_id_x]
// PASS: } else {
// PASS-NEXT: memref.load %arg0[%thread_id_x]
// PASS: scf.if %{{.*}} {
// PASS-NEXT: memref.store %[[X]], %arg3[%thread_id_x]
// PASS-NEXT: } else {
// PASS-NEXT: memref.store %[[X]], %arg2[%thread_id_x]
// PASS-NOT: arith.select
// PASS: gpu.return
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @pick(%a: memref<8xf32>, %b: memref<8xf32>, %lo: memref<8xf32>, %hi: memref<8xf32>) kernel
        attributes {known_block_size = array<i32: 8, 1, 1>} {
      %t = gpu.thread_id x
      %c3 = arith.constant 3 : index
      %c5 = arith.constant 5 : index
      %small = arith.cmpi ult, %t, %c3 : index
      %src = scf.if %small -> (memref<8xf32>) {
        scf.yield %b : memref<8xf32>
      } else {
        scf.yield %a : memref<8xf32>
      }
      %x = memref.load %src[%t] : memref<8xf32>
      %big = arith.cmpi uge, %t, %c5 : index
      %dst = arith.select %big, %hi, %lo : memref<8xf32>
      memref.store %x, %dst[%t] : memref<8xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<8xf32>, %b: memref<8xf32>, %lo: memref<8xf32>, %hi: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @k::@pick blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xf32>, %b : memref<8xf32>, %lo : memref<8xf32>, %hi : memref<8xf32>)
    return
  }
}

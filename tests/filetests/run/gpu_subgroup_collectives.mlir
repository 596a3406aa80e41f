// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s
// RUN: tessera run %s --backend vulkan | FileCheck %s --check-prefix=OUT
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=OUT

// gpu.rotate, gpu.ballot and gpu.subgroup_broadcast in one workgroup of 8 invocations:
// one subgroup on lavapipe (8 lanes) and 8 active lanes of the interpreter's subgroup of 32,
// so every result is the same at both sizes and validate compares them. Rows of %o:
//   0: rotate by 1 in width 4 (valid)    a[(t+1) % 4] for t < 4, else -1 (invalid lanes)
//   1: rotate by 3 in width 4 (valid)    a[(t+3) % 4] for t < 4, else -1 (invalid lanes)
//   2: broadcast from the first lane     a[0]
//   3: broadcast from lane %lane (5)     a[5]
//   4: rotate of an i1 (t is odd), by 2 in width 4, as 0/1 (-1 where invalid)
// Widths up to 4 fit every target's subgroups (the back end's default smallest subgroup
// size); gpu_rotate_width.mlir shows the refusal of a wider one.
// %b: ballot of a[t] > 20 (lanes 1, 3, 4, 6, 7: 0b11011010 = 218), as i32 and as i64.
// (GL: llvmpipe's GL has no subgroups, and the kernel is refused there with a diagnostic.)
// CHECK: result: PASS
// OUT: [31,  12,  47,  10,  -1,  -1,  -1,  -1],
// OUT-NEXT: [47,  10,  31,  12,  -1,  -1,  -1,  -1],
// OUT-NEXT: [10,  10,  10,  10,  10,  10,  10,  10],
// OUT-NEXT: [18,  18,  18,  18,  18,  18,  18,  18],
// OUT-NEXT: [0,  1,  0,  1,  -1,  -1,  -1,  -1]]
// OUT: [218,  218,  218,  218,  218,  218,  218,  218]
// OUT: [218,  218,  218,  218,  218,  218,  218,  218]
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @coll(%a: memref<8xf32>, %lane: memref<1xi32>, %o: memref<5x8xf32>, %b: memref<8xi32>, %b64: memref<8xi64>) kernel
        attributes {known_block_size = array<i32: 8, 1, 1>} {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %x = memref.load %a[%t] : memref<8xf32>
      %m1 = arith.constant -1.0 : f32
      %r1, %v1 = gpu.rotate %x, 1, 4 : f32
      %s1 = arith.select %v1, %r1, %m1 : f32
      memref.store %s1, %o[%c0, %t] : memref<5x8xf32>
      %r2, %v2 = gpu.rotate %x, 3, 4 : f32
      %s2 = arith.select %v2, %r2, %m1 : f32
      memref.store %s2, %o[%c1, %t] : memref<5x8xf32>
      %f = gpu.subgroup_broadcast %x, first_active_lane : f32
      memref.store %f, %o[%c2, %t] : memref<5x8xf32>
      %l = memref.load %lane[%c0] : memref<1xi32>
      %s = gpu.subgroup_broadcast %x, specific_lane %l : f32
      memref.store %s, %o[%c3, %t] : memref<5x8xf32>
      %ti = arith.index_cast %t : index to i32
      %one = arith.constant 1 : i32
      %bit = arith.andi %ti, %one : i32
      %isodd = arith.cmpi eq, %bit, %one : i32
      %r3, %v3 = gpu.rotate %isodd, 2, 4 : i1
      %r3v = arith.uitofp %r3 : i1 to f32
      %r3f = arith.select %v3, %r3v, %m1 : f32
      memref.store %r3f, %o[%c4, %t] : memref<5x8xf32>
      %twenty = arith.constant 20.0 : f32
      %big = arith.cmpf ogt, %x, %twenty : f32
      %bal = gpu.ballot %big : i32
      memref.store %bal, %b[%t] : memref<8xi32>
      %bal64 = gpu.ballot %big : i64
      memref.store %bal64, %b64[%t] : memref<8xi64>
      gpu.return
    }
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func private @printMemrefI64(memref<*xi64>)
  func.func @main() {
    %a = memref.alloc() : memref<8xf32>
    %lane = memref.alloc() : memref<1xi32>
    %o = memref.alloc() : memref<5x8xf32>
    %b = memref.alloc() : memref<8xi32>
    %b64 = memref.alloc() : memref<8xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %v0 = arith.constant 10.0 : f32
    %v1 = arith.constant 31.0 : f32
    %v2 = arith.constant 12.0 : f32
    %v3 = arith.constant 47.0 : f32
    %v4 = arith.constant 25.0 : f32
    %v5 = arith.constant 18.0 : f32
    %v6 = arith.constant 42.0 : f32
    %v7 = arith.constant 50.0 : f32
    memref.store %v0, %a[%c0] : memref<8xf32>
    memref.store %v1, %a[%c1] : memref<8xf32>
    memref.store %v2, %a[%c2] : memref<8xf32>
    memref.store %v3, %a[%c3] : memref<8xf32>
    memref.store %v4, %a[%c4] : memref<8xf32>
    memref.store %v5, %a[%c5] : memref<8xf32>
    memref.store %v6, %a[%c6] : memref<8xf32>
    memref.store %v7, %a[%c7] : memref<8xf32>
    %l5 = arith.constant 5 : i32
    memref.store %l5, %lane[%c0] : memref<1xi32>
    gpu.launch_func @k::@coll blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xf32>, %lane : memref<1xi32>, %o : memref<5x8xf32>, %b : memref<8xi32>, %b64 : memref<8xi64>)
    %u = memref.cast %o : memref<5x8xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    %ub = memref.cast %b : memref<8xi32> to memref<*xi32>
    call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
    %ub64 = memref.cast %b64 : memref<8xi64> to memref<*xi64>
    call @printMemrefI64(%ub64) : (memref<*xi64>) -> ()
    return
  }
}

// REQUIRES: vulkan
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend vulkan | FileCheck %s --check-prefix=OUT
// RUN: tessera run %s --backend gl | FileCheck %s --check-prefix=OUT
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=OUT

// gpu.all_reduce over workgroups of 16x2 invocations (two workgroups): the back end
// stores each value in a workgroup array and every invocation folds it in linear order
// (x fastest), which is the interpreter's order, so float sums agree bit for bit on every
// path, GL included (no subgroups are used). Each workgroup's values are
// a[w][i] = (i % 2 == 0 ? 1e8 : 1) * (i < 16 ? 1 : -1) with a NaN at i = 7 in workgroup 1.
// Outputs per workgroup: maximumf (NaN propagates in workgroup 1), maxnumf and minnumf
// (NaN ignored), the f32 sum (order-sensitive: each 1 added to 1e8 rounds away, and the
// sum ends at -1), minsi of the global ids, ori of 1 << (id % 16) from a body (65535),
// and an i1 `and` of (id != 40).
// CHECK: result: PASS
// OUT: [0,  1e+08,  1e+08,  -1e+08,  -1],
// OUT-NEXT: [0,  nan,  1e+08,  -1e+08,  nan]]
// OUT: [0,  65535,  1,  0,  0],
// OUT-NEXT: [32,  65535,  0,  0,  0]]
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @red(%a: memref<2x32xf32>, %o: memref<2x5xf32>, %oi: memref<2x5xi32>) kernel
        attributes {known_block_size = array<i32: 16, 2, 1>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %w = gpu.block_id x
      %c16 = arith.constant 16 : index
      %row = arith.muli %ty, %c16 : index
      %i = arith.addi %row, %tx : index
      %x = memref.load %a[%w, %i] : memref<2x32xf32>
      %sum = gpu.all_reduce add %x {} : (f32) -> (f32)
      %mx = gpu.all_reduce maximumf %x {} : (f32) -> (f32)
      %mn = gpu.all_reduce maxnumf %x uniform {} : (f32) -> (f32)
      %lo = gpu.all_reduce minnumf %x {} : (f32) -> (f32)
      %wg = arith.muli %w, %c16 : index
      %c2 = arith.constant 2 : index
      %wg2 = arith.muli %wg, %c2 : index
      %gid = arith.addi %wg2, %i : index
      %gi = arith.index_cast %gid : index to i32
      %mins = gpu.all_reduce minsi %gi {} : (i32) -> (i32)
      %one = arith.constant 1 : i32
      %c15 = arith.constant 15 : i32
      %amt = arith.andi %gi, %c15 : i32
      %sh = arith.shli %one, %amt : i32
      %bits = gpu.all_reduce %sh {
      ^bb0(%p: i32, %q: i32):
        %r = arith.ori %p, %q : i32
        gpu.yield %r : i32
      } : (i32) -> (i32)
      %c40 = arith.constant 40 : i32
      %small = arith.cmpi ne, %gi, %c40 : i32
      %all = gpu.all_reduce and %small {} : (i1) -> (i1)
      %alli = arith.extui %all : i1 to i32
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %i, %c0 : index
      scf.if %first {
        %c1 = arith.constant 1 : index
        %c3 = arith.constant 3 : index
        %c4 = arith.constant 4 : index
        %z = arith.constant 0.0 : f32
        memref.store %z, %o[%w, %c0] : memref<2x5xf32>
        memref.store %mx, %o[%w, %c1] : memref<2x5xf32>
        memref.store %mn, %o[%w, %c2] : memref<2x5xf32>
        memref.store %lo, %o[%w, %c3] : memref<2x5xf32>
        memref.store %sum, %o[%w, %c4] : memref<2x5xf32>
        memref.store %mins, %oi[%w, %c0] : memref<2x5xi32>
        memref.store %bits, %oi[%w, %c1] : memref<2x5xi32>
        memref.store %alli, %oi[%w, %c2] : memref<2x5xi32>
      }
      gpu.return
    }
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %a = memref.alloc() : memref<2x32xf32>
    %o = memref.alloc() : memref<2x5xf32>
    %oi = memref.alloc() : memref<2x5xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c7 = arith.constant 7 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %big = arith.constant 1.0e8 : f32
    %unit = arith.constant 1.0 : f32
    %neg = arith.constant -1.0 : f32
    %zi = arith.constant 0 : i32
    %zf = arith.constant 0.0 : f32
    scf.for %w = %c0 to %c2 step %c1 {
      scf.for %i = %c0 to %c32 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %two = arith.constant 2 : i32
        %par = arith.remsi %ii, %two : i32
        %even = arith.cmpi eq, %par, %zi : i32
        %mag = arith.select %even, %big, %unit : f32
        %lt = arith.cmpi ult, %i, %c16 : index
        %sgn = arith.select %lt, %unit, %neg : f32
        %v = arith.mulf %mag, %sgn : f32
        memref.store %v, %a[%w, %i] : memref<2x32xf32>
      }
      scf.for %i = %c0 to %c2 step %c1 {
        memref.store %zf, %o[%w, %i] : memref<2x5xf32>
      }
    }
    %nan = arith.constant 0x7FC00000 : f32
    memref.store %nan, %a[%c1, %c7] : memref<2x32xf32>
    gpu.launch_func @k::@red blocks in (%c2, %c1, %c1) threads in (%c16, %c2, %c1) args(%a : memref<2x32xf32>, %o : memref<2x5xf32>, %oi : memref<2x5xi32>)
    %u = memref.cast %o : memref<2x5xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    %ui = memref.cast %oi : memref<2x5xi32> to memref<*xi32>
    call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
    return
  }
}

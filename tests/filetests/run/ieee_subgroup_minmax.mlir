// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s

// `gpu.subgroup_reduce` with maximumf, minimumf, maxnumf and minnumf is exact in NaN and
// signed zeros on the GPU: `OpGroupNonUniformFMax`/`FMin` leave both undefined (lavapipe
// gave +0 for the maximum of -0s mixed with +0s ...), so the back end reduces integer keys
// whose order is the float order with -0 < +0, and NaN lanes get the key that wins where
// NaN propagates and loses where it does not. Rows: all -0; -0 and +0; one NaN among
// numbers; all NaN; -0 with negative numbers; numbers. One workgroup of 8 invocations
// (one subgroup on lavapipe) per row.
// CHECK: result: PASS (4 paths compared)
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @red(%a: memref<6x8xf32>, %o: memref<6x4xf32>) kernel
        attributes {known_block_size = array<i32: 8, 1, 1>} {
      %t = gpu.thread_id x
      %r = gpu.block_id x
      %x = memref.load %a[%r, %t] : memref<6x8xf32>
      %m0 = gpu.subgroup_reduce maximumf %x : (f32) -> f32
      %m1 = gpu.subgroup_reduce minimumf %x : (f32) -> f32
      %m2 = gpu.subgroup_reduce maxnumf %x : (f32) -> f32
      %m3 = gpu.subgroup_reduce minnumf %x : (f32) -> f32
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        memref.store %m0, %o[%r, %c0] : memref<6x4xf32>
        memref.store %m1, %o[%r, %c1] : memref<6x4xf32>
        memref.store %m2, %o[%r, %c2] : memref<6x4xf32>
        memref.store %m3, %o[%r, %c3] : memref<6x4xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<6x8xf32>
    %o = memref.alloc() : memref<6x4xf32>
    %nan = arith.constant 0x7FC00000 : f32
    %pz = arith.constant 0.0 : f32
    %nz = arith.constant -0.0 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    scf.for %j = %c0 to %c8 step %c1 {
      %jj = arith.index_cast %j : index to i32
      %jf = arith.sitofp %jj : i32 to f32
      %c2i = arith.constant 2 : i32
      %c0i = arith.constant 0 : i32
      %c5i = arith.constant 5 : i32
      memref.store %nz, %a[%c0, %j] : memref<6x8xf32>
      %odd = arith.remsi %jj, %c2i : i32
      %isodd = arith.cmpi ne, %odd, %c0i : i32
      %z = arith.select %isodd, %pz, %nz : f32
      memref.store %z, %a[%c1, %j] : memref<6x8xf32>
      %is5 = arith.cmpi eq, %jj, %c5i : i32
      %v2 = arith.select %is5, %nan, %jf : f32
      memref.store %v2, %a[%c2, %j] : memref<6x8xf32>
      memref.store %nan, %a[%c3, %j] : memref<6x8xf32>
      %neg = arith.negf %jf : f32
      memref.store %neg, %a[%c4, %j] : memref<6x8xf32>
      %s = arith.mulf %jf, %jf : f32
      memref.store %s, %a[%c5, %j] : memref<6x8xf32>
    }
    gpu.launch_func @k::@red blocks in (%c6, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<6x8xf32>, %o : memref<6x4xf32>)
    return
  }
}

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// gpu.global_id, gpu.grid_dim and arith.index_castui in a kernel; func.constant with
// func.call_indirect, and scf.parallel with an scf.reduce / scf.reduce.return, on the host.
// The kernel casts `v & 1023` (an i32) with index_castui: the index-width analysis bounds
// a mask by a non-negative value by the mask, and a zero-extension of an iN by 2^N - 1, so
// the kernel keeps 32-bit index on GL (llvmpipe has no Int64) instead of being unsupported
// there ("index values beyond 32 bits").
// The kernel is an inline gpu.launch: the GPU pipeline outlines it, so every GPU path
// launches it once (before, it ran on the CPU interpreter and no path launched anything).
// CHECK: wgsl on vulkan ok {{.*}} 1 1
// CHECK: wgsl on gl ok {{.*}} 1 1
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (6 paths compared)
func.func private @twice(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}

func.func @main(%a: memref<64xi32>, %o: memref<64xi32>, %g: memref<64xindex>, %r: memref<2xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %gid = gpu.global_id x
    %nb = gpu.grid_dim x
    %v = memref.load %a[%gid] : memref<64xi32>
    %c1023_i32 = arith.constant 1023 : i32
    %vm = arith.andi %v, %c1023_i32 : i32
    %u = arith.index_castui %vm : i32 to index
    %w = arith.addi %u, %nb : index
    memref.store %w, %g[%gid] : memref<64xindex>
    gpu.terminator
  }
  %f = func.constant @twice : (i32) -> i32
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c1 {
    %x = memref.load %a[%i] : memref<64xi32>
    %y = func.call_indirect %f(%x) : (i32) -> i32
    memref.store %y, %o[%i] : memref<64xi32>
  }
  %zero = arith.constant 0.0 : f32
  %sum = scf.parallel (%i) = (%c0) to (%c64) step (%c1) init (%zero) -> f32 {
    %x = memref.load %a[%i] : memref<64xi32>
    %xf = arith.sitofp %x : i32 to f32
    scf.reduce(%xf : f32) {
    ^bb0(%l: f32, %rr: f32):
      %t = arith.addf %l, %rr : f32
      scf.reduce.return %t : f32
    }
  }
  memref.store %sum, %r[%c0] : memref<2xf32>
  return
}

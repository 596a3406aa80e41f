// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --pass-pipeline='builtin.module(tessera-gpu-pipeline)' | FileCheck %s --check-prefix=IR

// A memref chosen at run time inside a kernel: an scf.if yielding one of two arguments
// (what one-shot-bufferize makes of a tensor-valued scf.if), an arith.select of memrefs,
// and a choice between a choice and an argument. SPIR-V cannot hold a memref as a value,
// so tessera-sink-memref-choice turns each load and store through the chosen memref into
// an scf.if on the same condition with the access on each candidate; the kernel then
// compiles for every path (before, the back end refused it: "'scf.yield' uses a memref as
// a value").
// IR-LABEL: gpu.func @main_kernel
// IR-NOT: -> memref
// IR-NOT: arith.select {{.*}} memref
// CHECK: wgsl on gl ok {{.*}} 1 1
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (6 paths compared)
func.func @main(%a: memref<16xf32>, %b: memref<16xf32>, %c: memref<16xf32>, %o: memref<16xf32>, %w: memref<16xf32>) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  affine.for %i = 0 to 16 {
    %lt4 = arith.cmpi slt, %i, %c4 : index
    %m = scf.if %lt4 -> (memref<16xf32>) {
      scf.yield %a : memref<16xf32>
    } else {
      scf.yield %b : memref<16xf32>
    }
    %lt8 = arith.cmpi slt, %i, %c8 : index
    %s = arith.select %lt8, %m, %c : memref<16xf32>
    %ge12 = arith.cmpi sge, %i, %c12 : index
    %n = arith.select %ge12, %a, %s : memref<16xf32>
    %x = memref.load %m[%i] : memref<16xf32>
    %y = memref.load %n[%i] : memref<16xf32>
    %z = arith.addf %x, %y : f32
    memref.store %z, %o[%i] : memref<16xf32>
    // A store through a chosen memref: even elements to %w, odd ones to %o's twin.
    %two = arith.constant 2 : index
    %r = arith.remui %i, %two : index
    %zero = arith.constant 0 : index
    %even = arith.cmpi eq, %r, %zero : index
    %dst = arith.select %even, %w, %c : memref<16xf32>
    memref.store %x, %dst[%i] : memref<16xf32>
  }
  return
}

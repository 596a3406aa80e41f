// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=HOST

// arith.convertf between f16 and bf16 (same width, rounding to nearest even). bf16 has no
// SPIR-V type in Tessera's back end, so the op is a host op (Gpu::Host): dependence
// analysis counts it as unknown, its loop stays on the host (no kernel), and every path
// agrees (before, the loop became a kernel that the back end refused).
// HOST-NOT: gpu.func
// Inputs (f16): 1.0, 1/3, 65504 (largest f16), 2^-24 (least f16 denormal), -0.0,
// 1 + 2^-10, 1 + 3 * 2^-8, 0.1. Output row 0: the bf16 bits; row 1: back to f16 bits.
// CHECK: result: PASS (6 paths compared)
// Expected values: numpy (f16 -> f32 exactly, then round to nearest even to bf16; bf16 ->
// f32 -> f16); 65504 rounds to 65536 in bf16, which is +inf in f16.
// CPU: [16256,  16043,  18304,  13184,  -32768,  16256,  16257,  15821],
// CPU-NEXT: [15360,  13656,  31744,  1,  -32768,  15360,  15368,  11880]]
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %in = memref.alloc() : memref<8xi16>
  %o = memref.alloc() : memref<2x8xi32>
  %v = arith.constant dense<[15360, 13653, 31743, 1, -32768, 15361, 15366, 11878]> : vector<8xi16>
  %c0 = arith.constant 0 : index
  vector.store %v, %in[%c0] : memref<8xi16>, vector<8xi16>
  affine.for %i = 0 to 8 {
    %b = affine.load %in[%i] : memref<8xi16>
    %h = arith.bitcast %b : i16 to f16
    %bf = arith.convertf %h : f16 to bf16
    %back = arith.convertf %bf : bf16 to f16
    %x = arith.bitcast %bf : bf16 to i16
    %y = arith.bitcast %back : f16 to i16
    %xi = arith.extsi %x : i16 to i32
    %yi = arith.extsi %y : i16 to i32
    affine.store %xi, %o[0, %i] : memref<2x8xi32>
    affine.store %yi, %o[1, %i] : memref<2x8xi32>
  }
  %u = memref.cast %o : memref<2x8xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

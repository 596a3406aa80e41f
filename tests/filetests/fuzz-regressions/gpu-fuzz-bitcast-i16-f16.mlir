// REQUIRES: vulkan
// RUN: tessera validate %s --backend all | FileCheck %s

// Found by the GPU differential fuzzer (tests/tests/fuzz_gpu.rs, seeds 1021, 1224, 1313,
// 1411 and others): `arith.bitcast` between i16 and f16 was refused ("bitcast between an
// emulated 8/16-bit integer type and another type is not supported") when i16 is
// emulated in 32 bits (every device here: wgpu has no 16-bit integers). The bits go
// through the f32 of the same value now, built and taken apart with integer operations.
// The patterns cover both zeros, subnormals, the normal range's ends, the infinities and
// a quiet NaN; runtime values and constants (folded at compile time) in both directions,
// and the round trip i16 -> f16 -> i16. GL (llvmpipe) has no f16.
// CHECK: result: PASS (4 paths compared; 2 unsupported on their adapter)
func.func @main() {
  %a = memref.alloc() : memref<14xi16>
  %f = memref.alloc() : memref<14xf16>
  %i = memref.alloc() : memref<14xi16>
  %k = memref.alloc() : memref<2xf16>
  %j = memref.alloc() : memref<2xi16>
  %c0 = arith.constant 0 : index
  %p0 = arith.constant 0 : i16
  memref.store %p0, %a[%c0] : memref<14xi16>
  %c1 = arith.constant 1 : index
  %p1 = arith.constant -32768 : i16
  memref.store %p1, %a[%c1] : memref<14xi16>
  %c2 = arith.constant 2 : index
  %p2 = arith.constant 1 : i16
  memref.store %p2, %a[%c2] : memref<14xi16>
  %c3 = arith.constant 3 : index
  %p3 = arith.constant -31745 : i16
  memref.store %p3, %a[%c3] : memref<14xi16>
  %c4 = arith.constant 4 : index
  %p4 = arith.constant 1024 : i16
  memref.store %p4, %a[%c4] : memref<14xi16>
  %c5 = arith.constant 5 : index
  %p5 = arith.constant 31743 : i16
  memref.store %p5, %a[%c5] : memref<14xi16>
  %c6 = arith.constant 6 : index
  %p6 = arith.constant -1025 : i16
  memref.store %p6, %a[%c6] : memref<14xi16>
  %c7 = arith.constant 7 : index
  %p7 = arith.constant 31744 : i16
  memref.store %p7, %a[%c7] : memref<14xi16>
  %c8 = arith.constant 8 : index
  %p8 = arith.constant -1024 : i16
  memref.store %p8, %a[%c8] : memref<14xi16>
  %c9 = arith.constant 9 : index
  %p9 = arith.constant 15360 : i16
  memref.store %p9, %a[%c9] : memref<14xi16>
  %c10 = arith.constant 10 : index
  %p10 = arith.constant -16384 : i16
  memref.store %p10, %a[%c10] : memref<14xi16>
  %c11 = arith.constant 11 : index
  %p11 = arith.constant 32256 : i16
  memref.store %p11, %a[%c11] : memref<14xi16>
  %c12 = arith.constant 12 : index
  %p12 = arith.constant 13653 : i16
  memref.store %p12, %a[%c12] : memref<14xi16>
  %c13 = arith.constant 13 : index
  %p13 = arith.constant 4660 : i16
  memref.store %p13, %a[%c13] : memref<14xi16>
  affine.for %x = 0 to 14 {
    %b = affine.load %a[%x] : memref<14xi16>
    %h = arith.bitcast %b : i16 to f16
    affine.store %h, %f[%x] : memref<14xf16>
    %r = arith.bitcast %h : f16 to i16
    affine.store %r, %i[%x] : memref<14xi16>
  }
  affine.for %x = 0 to 1 {
    %ci = arith.constant -1024 : i16
    %ch = arith.bitcast %ci : i16 to f16
    %z = arith.constant 0 : index
    affine.store %ch, %k[%z] : memref<2xf16>
    %cs = arith.constant 1 : i16
    %cd = arith.bitcast %cs : i16 to f16
    %o = arith.constant 1 : index
    affine.store %cd, %k[%o] : memref<2xf16>
    %cf = arith.constant -0.0 : f16
    %cb = arith.bitcast %cf : f16 to i16
    affine.store %cb, %j[%z] : memref<2xi16>
    %cn = arith.constant 0x03FF : f16
    %cm = arith.bitcast %cn : f16 to i16
    affine.store %cm, %j[%o] : memref<2xi16>
  }
  return
}

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// math.sincos on f16 (computed in f32 and rounded once, as math.sin and math.cos on f16 are)
// and f32: each result must be bit-identical to math.sin / math.cos of the same input on
// every path (the printed counts of mismatches over the 64 inputs are 0), and validate
// compares the values with the interpreter's. llvmpipe's GL has no f16: its two paths are
// unsupported there. Inputs: -pi..pi in 62 steps, then +inf and NaN.
// CHECK: result: PASS (4 paths compared; 2 unsupported on their adapter)
// CPU: data =
// CPU-NEXT: [0,  0]
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %x = memref.alloc() : memref<64xf32>
  %s = memref.alloc() : memref<64xf32>
  %c = memref.alloc() : memref<64xf32>
  %h = memref.alloc() : memref<64xf16>
  %bad = memref.alloc() : memref<64xi32>
  %bad16 = memref.alloc() : memref<64xi32>
  %step = arith.constant 0.1013417 : f32
  %mpi = arith.constant -3.14159274 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  affine.for %i = 0 to 62 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %m = arith.mulf %f, %step : f32
    %v = arith.addf %m, %mpi : f32
    affine.store %v, %x[%i] : memref<64xf32>
  }
  %c62 = arith.constant 62 : index
  %c63 = arith.constant 63 : index
  memref.store %inf, %x[%c62] : memref<64xf32>
  memref.store %nan, %x[%c63] : memref<64xf32>
  affine.for %i = 0 to 64 {
    %v = affine.load %x[%i] : memref<64xf32>
    %sv, %cv = math.sincos %v : f32
    %s1 = math.sin %v : f32
    %c1 = math.cos %v : f32
    affine.store %sv, %s[%i] : memref<64xf32>
    affine.store %cv, %c[%i] : memref<64xf32>
    %sb = arith.bitcast %sv : f32 to i32
    %s1b = arith.bitcast %s1 : f32 to i32
    %cb = arith.bitcast %cv : f32 to i32
    %c1b = arith.bitcast %c1 : f32 to i32
    %e1 = arith.cmpi ne, %sb, %s1b : i32
    %e2 = arith.cmpi ne, %cb, %c1b : i32
    %e = arith.ori %e1, %e2 : i1
    %n = arith.extui %e : i1 to i32
    affine.store %n, %bad[%i] : memref<64xi32>
    %vh = arith.truncf %v : f32 to f16
    %sh, %ch = math.sincos %vh fastmath<afn> : f16
    %s1h = math.sin %vh fastmath<afn> : f16
    %c1h = math.cos %vh fastmath<afn> : f16
    %d = arith.addf %sh, %ch : f16
    affine.store %d, %h[%i] : memref<64xf16>
    %shb = arith.bitcast %sh : f16 to i16
    %s1hb = arith.bitcast %s1h : f16 to i16
    %chb = arith.bitcast %ch : f16 to i16
    %c1hb = arith.bitcast %c1h : f16 to i16
    %f1 = arith.cmpi ne, %shb, %s1hb : i16
    %f2 = arith.cmpi ne, %chb, %c1hb : i16
    %fe = arith.ori %f1, %f2 : i1
    %fn = arith.extui %fe : i1 to i32
    affine.store %fn, %bad16[%i] : memref<64xi32>
  }
  %count = memref.alloc() : memref<2xi32>
  %zero = arith.constant 0 : i32
  %c0 = arith.constant 0 : index
  %c1i = arith.constant 1 : index
  %t32, %t16 = affine.for %i = 0 to 64 iter_args(%a = %zero, %b = %zero) -> (i32, i32) {
    %u = affine.load %bad[%i] : memref<64xi32>
    %w = affine.load %bad16[%i] : memref<64xi32>
    %a2 = arith.addi %a, %u : i32
    %b2 = arith.addi %b, %w : i32
    affine.yield %a2, %b2 : i32, i32
  }
  memref.store %t32, %count[%c0] : memref<2xi32>
  memref.store %t16, %count[%c1i] : memref<2xi32>
  %cu = memref.cast %count : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%cu) : (memref<*xi32>) -> ()
  return
}

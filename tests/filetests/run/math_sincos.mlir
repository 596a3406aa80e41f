// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// math.sincos in a kernel on f32: each result must be bit-identical to math.sin / math.cos
// of the same input on every path (the printed count of mismatches over the 64 inputs is 0,
// and validate compares it and the values themselves with the interpreter's). Inputs:
// -pi..pi in 62 steps, then +inf and NaN (both give NaN sine and cosine). f16:
// math_sincos_f16.mlir.
// CHECK: result: PASS (6 paths compared)
// CPU: data =
// CPU-NEXT: [0]
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %x = memref.alloc() : memref<64xf32>
  %s = memref.alloc() : memref<64xf32>
  %c = memref.alloc() : memref<64xf32>
  %bad = memref.alloc() : memref<64xi32>
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
  }
  %count = memref.alloc() : memref<1xi32>
  %zero = arith.constant 0 : i32
  %c0 = arith.constant 0 : index
  %t32 = affine.for %i = 0 to 64 iter_args(%a = %zero) -> (i32) {
    %u = affine.load %bad[%i] : memref<64xi32>
    %a2 = arith.addi %a, %u : i32
    affine.yield %a2 : i32
  }
  memref.store %t32, %count[%c0] : memref<1xi32>
  %cu = memref.cast %count : memref<1xi32> to memref<*xi32>
  call @printMemrefI32(%cu) : (memref<*xi32>) -> ()
  return
}

// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s --check-prefix=GPU

// The builtin small float types in the interpreter: arithmetic rounds to the format
// after each op (1.5 + 2.75 = 4.25 is a tie between 4 and 4.5 in f8E4M3FN: 4), overflow
// is NaN in f8E4M3FN and saturates in f4E2M1FN, memory holds one byte per element.
// arith.scaling_extf multiplies by the f8E8M0FNU scale (an f16 scale of 6 rounds to the
// exponent 8, a tie going up), arith.scaling_truncf divides by it and truncates. truncf
// honours its rounding mode: f16 around 1.1 is 1.09961 (downward) and 1.10059 (upward);
// toward zero, -1.1 is -1 in f8E4M3FN and 1000 its largest value 448; 1.0625 is a tie
// that to_nearest_away takes to 1.125 and the default (even) to 1. Values checked by hand
// against the formats' grids. The back end has no 8-bit float formats: a kernel with one
// is refused.
// CHECK: 4
// CHECK-NEXT: 7.5
// CHECK-NEXT: nan
// CHECK-NEXT: 0.5
// CHECK-NEXT: 0.3125
// CHECK-NEXT: 12
// CHECK-NEXT: 6
// CHECK-NEXT: 12
// CHECK-NEXT: 1.09961
// CHECK-NEXT: 1.10059
// CHECK-NEXT: -1
// CHECK-NEXT: 1.125
// CHECK-NEXT: 1
// CHECK-NEXT: 448
// CHECK-NEXT: ( 1, 1, 6, 1 )
// GPU: error: type f8E4M3FN has no SPIR-V equivalent here
func.func @main() {
  %a = arith.constant 1.5 : f8E4M3FN
  %b = arith.constant 2.75 : f8E4M3FN
  %c = arith.addf %a, %b : f8E4M3FN
  %d = arith.extf %c : f8E4M3FN to f32
  vector.print %d : f32
  %e = arith.mulf %b, %b : f8E4M3FN
  %f = arith.extf %e : f8E4M3FN to f32
  vector.print %f : f32
  %big = arith.constant 300.0 : f32
  %g = arith.truncf %big : f32 to f8E4M3FN
  %h = arith.mulf %g, %g : f8E4M3FN
  %hf = arith.extf %h : f8E4M3FN to f32
  vector.print %hf : f32
  %x = arith.constant 0.3 : f32
  %t = arith.truncf %x : f32 to f4E2M1FN
  %tf = arith.extf %t : f4E2M1FN to f32
  vector.print %tf : f32
  %m = memref.alloc() : memref<4xf8E5M2>
  %c1 = arith.constant 1 : index
  %k = arith.truncf %x : f32 to f8E5M2
  memref.store %k, %m[%c1] : memref<4xf8E5M2>
  %l = memref.load %m[%c1] : memref<4xf8E5M2>
  %lf = arith.extf %l : f8E5M2 to f64
  vector.print %lf : f64
  call @scaling() : () -> ()
  return
}
func.func @scaling() {
  %in = arith.constant 3.0 : f4E2M1FN
  %s = arith.constant 4.0 : f8E8M0FNU
  %r0 = arith.scaling_extf %in, %s : f4E2M1FN, f8E8M0FNU to f32
  vector.print %r0 : f32
  %x = arith.constant 100.0 : f32
  %r1 = arith.scaling_truncf %x, %s : f32, f8E8M0FNU to f4E2M1FN
  %one_f = arith.extf %r1 : f4E2M1FN to f32
  vector.print %one_f : f32
  %wide = arith.constant 6.0 : f16
  %h = arith.constant 1.5 : f16
  %r2 = arith.scaling_extf %h, %wide : f16, f16 to f32
  vector.print %r2 : f32
  %y = arith.constant 1.1 : f32
  %d = arith.truncf %y downward : f32 to f16
  %u = arith.truncf %y upward : f32 to f16
  %df = arith.extf %d : f16 to f32
  %uf = arith.extf %u : f16 to f32
  vector.print %df : f32
  vector.print %uf : f32
  %n = arith.constant -1.1 : f32
  %z = arith.truncf %n toward_zero : f32 to f8E4M3FN
  %zf = arith.extf %z : f8E4M3FN to f32
  vector.print %zf : f32
  %t = arith.constant 1.0625 : f32
  %a = arith.truncf %t to_nearest_away : f32 to f8E4M3FN
  %e = arith.truncf %t : f32 to f8E4M3FN
  %af = arith.extf %a : f8E4M3FN to f32
  %ef = arith.extf %e : f8E4M3FN to f32
  vector.print %af : f32
  vector.print %ef : f32
  %big = arith.constant 1000.0 : f32
  %bz = arith.truncf %big toward_zero : f32 to f8E4M3FN
  %bzf = arith.extf %bz : f8E4M3FN to f32
  vector.print %bzf : f32
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %vs = arith.constant dense<[1.0, 2.0, 0.5, 4.0]> : vector<4xf8E8M0FNU>
  %vr = arith.scaling_truncf %v, %vs : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf8E5M2>
  %vrf = arith.extf %vr : vector<4xf8E5M2> to vector<4xf32>
  vector.print %vrf : vector<4xf32>
  return
}
func.func @kernel_use(%m: memref<8xf8E4M3FN>) {
  affine.for %i = 0 to 8 {
    %x = affine.load %m[%i] : memref<8xf8E4M3FN>
    %y = arith.addf %x, %x : f8E4M3FN
    affine.store %y, %m[%i] : memref<8xf8E4M3FN>
  }
  return
}

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all --rtol 0 --atol 0 --ulps 6 | FileCheck %s

// math.sinh, cosh, asin, acos, expm1 and cbrt to 6 ULP of the interpreter (libm in f64,
// rounded once) on every path, over 4,096 f32 inputs each, spread evenly over the bits
// of |x| (so over every binade) and alternating in sign. Measured on lavapipe and
// llvmpipe, all 5 GPU paths alike: sinh 4, cosh 3, asin 2, acos 2, expm1 5, cbrt 1 ULP.
// Before the back end reduced exp's argument itself (x = n·ln2 + r), sinh, cosh and
// expm1 were 60 ULP off near x = 88 (Vulkan lets Exp be 3 + 2|x| ULP off).
// CHECK: result: PASS (6 paths compared)
func.func @main() {
  %o = memref.alloc() : memref<6x4096xf32>
  affine.for %i = 0 to 4096 {
    %ii = arith.index_cast %i : index to i32
    %one = arith.constant 1 : i32
    %c31 = arith.constant 31 : i32
    // sinh: |x| from 6.10352e-05 to 89.4 by steps of 83586 in the bits, both signs
    %k0 = arith.constant 0 : index
    %lo0 = arith.constant 947912704 : i32
    %st0 = arith.constant 83586 : i32
    %h0 = arith.shrui %ii, %one : i32
    %m0 = arith.muli %h0, %st0 : i32
    %b0 = arith.addi %lo0, %m0 : i32
    %odd0 = arith.andi %ii, %one : i32
    %sg0 = arith.shli %odd0, %c31 : i32
    %sb0 = arith.ori %b0, %sg0 : i32
    %x0 = arith.bitcast %sb0 : i32 to f32
    %y0 = math.sinh %x0 : f32
    memref.store %y0, %o[%k0, %i] : memref<6x4096xf32>
    // cosh: |x| from 6.10352e-05 to 89.4 by steps of 83586 in the bits, both signs
    %k1 = arith.constant 1 : index
    %lo1 = arith.constant 947912704 : i32
    %st1 = arith.constant 83586 : i32
    %h1 = arith.shrui %ii, %one : i32
    %m1 = arith.muli %h1, %st1 : i32
    %b1 = arith.addi %lo1, %m1 : i32
    %odd1 = arith.andi %ii, %one : i32
    %sg1 = arith.shli %odd1, %c31 : i32
    %sb1 = arith.ori %b1, %sg1 : i32
    %x1 = arith.bitcast %sb1 : i32 to f32
    %y1 = math.cosh %x1 : f32
    memref.store %y1, %o[%k1, %i] : memref<6x4096xf32>
    // asin: |x| from 6.10352e-05 to 1 by steps of 57372 in the bits, both signs
    %k2 = arith.constant 2 : index
    %lo2 = arith.constant 947912704 : i32
    %st2 = arith.constant 57372 : i32
    %h2 = arith.shrui %ii, %one : i32
    %m2 = arith.muli %h2, %st2 : i32
    %b2 = arith.addi %lo2, %m2 : i32
    %odd2 = arith.andi %ii, %one : i32
    %sg2 = arith.shli %odd2, %c31 : i32
    %sb2 = arith.ori %b2, %sg2 : i32
    %x2 = arith.bitcast %sb2 : i32 to f32
    %y2 = math.asin %x2 : f32
    memref.store %y2, %o[%k2, %i] : memref<6x4096xf32>
    // acos: |x| from 6.10352e-05 to 1 by steps of 57372 in the bits, both signs
    %k3 = arith.constant 3 : index
    %lo3 = arith.constant 947912704 : i32
    %st3 = arith.constant 57372 : i32
    %h3 = arith.shrui %ii, %one : i32
    %m3 = arith.muli %h3, %st3 : i32
    %b3 = arith.addi %lo3, %m3 : i32
    %odd3 = arith.andi %ii, %one : i32
    %sg3 = arith.shli %odd3, %c31 : i32
    %sb3 = arith.ori %b3, %sg3 : i32
    %x3 = arith.bitcast %sb3 : i32 to f32
    %y3 = math.acos %x3 : f32
    memref.store %y3, %o[%k3, %i] : memref<6x4096xf32>
    // expm1: |x| from 6.10352e-05 to 88.7 by steps of 83541 in the bits, both signs
    %k4 = arith.constant 4 : index
    %lo4 = arith.constant 947912704 : i32
    %st4 = arith.constant 83541 : i32
    %h4 = arith.shrui %ii, %one : i32
    %m4 = arith.muli %h4, %st4 : i32
    %b4 = arith.addi %lo4, %m4 : i32
    %odd4 = arith.andi %ii, %one : i32
    %sg4 = arith.shli %odd4, %c31 : i32
    %sb4 = arith.ori %b4, %sg4 : i32
    %x4 = arith.bitcast %sb4 : i32 to f32
    %y4 = math.expm1 %x4 : f32
    memref.store %y4, %o[%k4, %i] : memref<6x4096xf32>
    // cbrt: |x| from 1.17549e-38 to 3.4e+38 by steps of 1040885 in the bits, both signs
    %k5 = arith.constant 5 : index
    %lo5 = arith.constant 8388608 : i32
    %st5 = arith.constant 1040885 : i32
    %h5 = arith.shrui %ii, %one : i32
    %m5 = arith.muli %h5, %st5 : i32
    %b5 = arith.addi %lo5, %m5 : i32
    %odd5 = arith.andi %ii, %one : i32
    %sg5 = arith.shli %odd5, %c31 : i32
    %sb5 = arith.ori %b5, %sg5 : i32
    %x5 = arith.bitcast %sb5 : i32 to f32
    %y5 = math.cbrt %x5 : f32
    memref.store %y5, %o[%k5, %i] : memref<6x4096xf32>
  }
  return
}

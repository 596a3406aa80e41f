// REQUIRES: vulkan
// RUN: tessera validate %s --backend all | FileCheck %s

// math.copysign on f16 and f64 (scalar and vector): copysign(sqrt(-0), 3) is +0 and
// copysign(sqrt(-0), -0) is -0. The back end made it select(signbit(b), -|a|, |a|), and
// lavapipe folds abs(sqrt(x)) to sqrt(x), which is -0 for x = -0: both came out with the
// wrong sign on the 3 Vulkan paths. It is now select(signbit(a) != signbit(b), -a, a), with
// no FAbs. Found by the GPU fuzzer (with vector expressions, seed 736 of that generator).
// GL has no f16 or f64.
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (4 paths compared; 2 unsupported on their adapter)
func.func @main() {
  %in0 = memref.alloc() : memref<4xf16>
  %in1 = memref.alloc() : memref<4xf16>
  %out0 = memref.alloc() : memref<4xf16>
  %out1 = memref.alloc() : memref<4xf64>
  %out2 = memref.alloc() : memref<4xf16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %nz = arith.constant -0.0 : f16
  %pz = arith.constant 0.0 : f16
  %m = arith.constant -2.0 : f16
  %p = arith.constant 3.0 : f16
  memref.store %nz, %in0[%c0] : memref<4xf16>
  memref.store %pz, %in0[%c1] : memref<4xf16>
  memref.store %nz, %in0[%c2] : memref<4xf16>
  memref.store %p, %in0[%c3] : memref<4xf16>
  memref.store %p, %in1[%c0] : memref<4xf16>
  memref.store %m, %in1[%c1] : memref<4xf16>
  memref.store %nz, %in1[%c2] : memref<4xf16>
  memref.store %pz, %in1[%c3] : memref<4xf16>
  affine.for %i = 0 to 4 {
    %x = affine.load %in0[%i] : memref<4xf16>
    %y = affine.load %in1[%i] : memref<4xf16>
    %s = math.sqrt %x : f16
    %r = math.copysign %s, %y : f16
    affine.store %r, %out0[%i] : memref<4xf16>
    %x64 = arith.extf %x : f16 to f64
    %y64 = arith.extf %y : f16 to f64
    %s64 = math.sqrt %x64 : f64
    %r64 = math.copysign %s64, %y64 : f64
    affine.store %r64, %out1[%i] : memref<4xf64>
  }
  affine.for %j = 0 to 1 {
    %xv = vector.load %in0[%c0] : memref<4xf16>, vector<4xf16>
    %yv = vector.load %in1[%c0] : memref<4xf16>, vector<4xf16>
    %sv = math.sqrt %xv : vector<4xf16>
    %rv = math.copysign %sv, %yv : vector<4xf16>
    vector.store %rv, %out2[%c0] : memref<4xf16>, vector<4xf16>
  }
  return
}

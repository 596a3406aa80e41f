// REQUIRES: vulkan, gl
// RUN: tessera run %s --backend vulkan --shader-path passthrough | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path wgsl | FileCheck %s
// RUN: tessera run %s --backend gl --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend gl --shader-path wgsl | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: tessera validate %s --backend all | FileCheck %s --check-prefix=VALIDATE

// math.isnan, isinf, isfinite, isnormal, trunc and roundeven on f32 special values, as
// scalars (kernel @scalar, one value per invocation) and as vector<4xf32> (kernel @vector_lanes,
// four lanes per invocation), on every shader path of Vulkan (lavapipe) and GL (llvmpipe)
// and on the interpreter. The inputs are bit patterns, in this order:
//   +0, -0, 2.5, -2.5, 3.5, -0.5, 0.49999997 (the largest float below 1/2), 2^23 + 1,
//   the least denormal, minus the largest denormal, the least normal, +inf, -inf, NaN,
//   -1.5, -FLT_MAX.
// Rows 0 and 3: isnan + 2·isinf + 4·isfinite + 8·isnormal (a denormal is finite, not
// normal; zeros are finite, not normal). Rows 1 and 4: the bits of trunc(x) (the sign of
// x kept: trunc(-0.5) = -0, trunc of a negative denormal = -0). Rows 2 and 5: the bits
// of roundeven(x) (ties to even: 2.5 -> 2, 3.5 -> 4, -1.5 -> -2, -0.5 -> -0;
// 0.49999997 -> 0, not 1). A NaN result is stored as 0x7FC00000 (2143289344): the sign
// and payload of a NaN an operation produced are unspecified. Expected values computed
// with Python's math.trunc and round (ties to even) on the same bit patterns.
// CHECK: sizes = [6, 16]
// CHECK-NEXT: {{\[\[}}4,   4,   12,   12,   12,   12,   12,   12,   4,   4,   12,   2,   2,   1,   12,   12],
// CHECK-NEXT: [0,   -2147483648,   1073741824,   -1073741824,   1077936128,   -2147483648,   0,   1258291201,   0,   -2147483648,   0,   2139095040,   -8388608,   2143289344,   -1082130432,   -8388609],
// CHECK-NEXT: [0,   -2147483648,   1073741824,   -1073741824,   1082130432,   -2147483648,   0,   1258291201,   0,   -2147483648,   0,   2139095040,   -8388608,   2143289344,   -1073741824,   -8388609],
// CHECK-NEXT: [4,   4,   12,   12,   12,   12,   12,   12,   4,   4,   12,   2,   2,   1,   12,   12],
// CHECK-NEXT: [0,   -2147483648,   1073741824,   -1073741824,   1077936128,   -2147483648,   0,   1258291201,   0,   -2147483648,   0,   2139095040,   -8388608,   2143289344,   -1082130432,   -8388609],
// CHECK-NEXT: [0,   -2147483648,   1073741824,   -1073741824,   1082130432,   -2147483648,   0,   1258291201,   0,   -2147483648,   0,   2139095040,   -8388608,   2143289344,   -1073741824,   -8388609]]
// VALIDATE: result: PASS (6 paths compared)
module attributes {gpu.container_module} {
  memref.global "private" constant @inputs : memref<16xi32> = dense<[0, -2147483648, 1075838976, -1071644672, 1080033280, -1090519040, 1056964607, 1258291201, 1, -2139095041, 8388608, 2139095040, -8388608, 2143289344, -1077936128, -8388609]>

  gpu.module @kernels {
    gpu.func @scalar(%a : memref<16xi32>, %o : memref<6x16xi32>) kernel
      attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [16, 1, 1]>} {
      %i = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %one = arith.constant 1 : i32
      %two = arith.constant 2 : i32
      %three = arith.constant 3 : i32
      %qnan = arith.constant 2143289344 : i32
      %b = memref.load %a[%i] : memref<16xi32>
      %x = arith.bitcast %b : i32 to f32
      %n = math.isnan %x : f32
      %f = math.isinf %x : f32
      %e = math.isfinite %x : f32
      %m = math.isnormal %x : f32
      %n32 = arith.extui %n : i1 to i32
      %f32 = arith.extui %f : i1 to i32
      %e32 = arith.extui %e : i1 to i32
      %m32 = arith.extui %m : i1 to i32
      %f1 = arith.shli %f32, %one : i32
      %e2 = arith.shli %e32, %two : i32
      %m3 = arith.shli %m32, %three : i32
      %s0 = arith.ori %n32, %f1 : i32
      %s1 = arith.ori %s0, %e2 : i32
      %cls = arith.ori %s1, %m3 : i32
      memref.store %cls, %o[%c0, %i] : memref<6x16xi32>
      %t = math.trunc %x : f32
      %tn = math.isnan %t : f32
      %tb = arith.bitcast %t : f32 to i32
      %tc = arith.select %tn, %qnan, %tb : i32
      memref.store %tc, %o[%c1, %i] : memref<6x16xi32>
      %r = math.roundeven %x : f32
      %rn = math.isnan %r : f32
      %rb = arith.bitcast %r : f32 to i32
      %rc = arith.select %rn, %qnan, %rb : i32
      memref.store %rc, %o[%c2, %i] : memref<6x16xi32>
      gpu.return
    }

    gpu.func @vector_lanes(%a : memref<16xi32>, %o : memref<6x16xi32>) kernel
      attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %i = gpu.thread_id x
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %j = arith.muli %i, %c4 : index
      %one = arith.constant dense<1> : vector<4xi32>
      %two = arith.constant dense<2> : vector<4xi32>
      %three = arith.constant dense<3> : vector<4xi32>
      %qnan = arith.constant dense<2143289344> : vector<4xi32>
      %b = vector.load %a[%j] : memref<16xi32>, vector<4xi32>
      %x = arith.bitcast %b : vector<4xi32> to vector<4xf32>
      %n = math.isnan %x : vector<4xf32>
      %f = math.isinf %x : vector<4xf32>
      %e = math.isfinite %x : vector<4xf32>
      %m = math.isnormal %x : vector<4xf32>
      %n32 = arith.extui %n : vector<4xi1> to vector<4xi32>
      %f32 = arith.extui %f : vector<4xi1> to vector<4xi32>
      %e32 = arith.extui %e : vector<4xi1> to vector<4xi32>
      %m32 = arith.extui %m : vector<4xi1> to vector<4xi32>
      %f1 = arith.shli %f32, %one : vector<4xi32>
      %e2 = arith.shli %e32, %two : vector<4xi32>
      %m3 = arith.shli %m32, %three : vector<4xi32>
      %s0 = arith.ori %n32, %f1 : vector<4xi32>
      %s1 = arith.ori %s0, %e2 : vector<4xi32>
      %cls = arith.ori %s1, %m3 : vector<4xi32>
      vector.store %cls, %o[%c3, %j] : memref<6x16xi32>, vector<4xi32>
      %t = math.trunc %x : vector<4xf32>
      %tn = math.isnan %t : vector<4xf32>
      %tb = arith.bitcast %t : vector<4xf32> to vector<4xi32>
      %tc = arith.select %tn, %qnan, %tb : vector<4xi1>, vector<4xi32>
      vector.store %tc, %o[%c4, %j] : memref<6x16xi32>, vector<4xi32>
      %r = math.roundeven %x : vector<4xf32>
      %rn = math.isnan %r : vector<4xf32>
      %rb = arith.bitcast %r : vector<4xf32> to vector<4xi32>
      %rc = arith.select %rn, %qnan, %rb : vector<4xi1>, vector<4xi32>
      vector.store %rc, %o[%c5, %j] : memref<6x16xi32>, vector<4xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %g = memref.get_global @inputs : memref<16xi32>
    %a = memref.alloc() : memref<16xi32>
    memref.copy %g, %a : memref<16xi32> to memref<16xi32>
    %o = memref.alloc() : memref<6x16xi32>
    gpu.launch_func @kernels::@scalar blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%a : memref<16xi32>, %o : memref<6x16xi32>)
    gpu.launch_func @kernels::@vector_lanes blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%a : memref<16xi32>, %o : memref<6x16xi32>)
    %u = memref.cast %o : memref<6x16xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%ptr : memref<*xi32>)
}

// REQUIRES: vulkan, gl
// RUN: tessera run %s --backend vulkan --shader-path passthrough | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path wgsl | FileCheck %s
// RUN: tessera run %s --backend gl --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend gl --shader-path wgsl | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: tessera validate %s --backend all | FileCheck %s --check-prefix=VALIDATE

// math.sinh, cosh, asin, acos, expm1, cbrt, asinh, acosh, atanh and erfc on f32 special
// values, whose results are exact: as scalars (kernel @scalar, rows 0-9) and as
// vector<4xf32> (kernel @vector_lanes, rows 10-19, the same values), on every shader path
// of Vulkan (lavapipe) and GL (llvmpipe) and on the interpreter. Row k applies the k-th
// function to its own 8 inputs (bit patterns), and stores the bits of the result; a NaN
// result is stored as 0x7FC00000 (2143289344), since the sign and payload of a NaN an
// operation produces are unspecified. Inputs:
//   row 0 (sinh): 0.0, -0, inf, -inf, NaN, 2^-126, 2^-30, -2^-20
//   row 1 (cosh): 0.0, -0, inf, -inf, NaN, 2^-30, -2^-30, -2^-126
//   row 2 (asin): 0.0, -0, 1.0, -1.0, 2.0, -inf, NaN, 2^-30
//   row 3 (acos): 1.0, -1.0, 2.0, -2.0, inf, -inf, NaN, 1.5
//   row 4 (expm1): 0.0, -0, inf, -inf, NaN, 2^-30, -2^-30, -100.0
//   row 5 (cbrt): 0.0, -0, inf, -inf, NaN, 8.0, -27.0, 0.125
//   row 6 (asinh): 0.0, -0, inf, -inf, NaN, 2^-30, -2^-30, -2^-126
//   row 7 (acosh): 1.0, inf, 0.5, -inf, NaN, 0.0, -1.0, -0
//   row 8 (atanh): 0.0, -0, 1.0, -1.0, 2.0, -inf, NaN, 2^-30
//   row 9 (erfc): 0.0, -0, inf, -inf, NaN, 20.0, -20.0, 30.0
// Expected values: Python's math module (and the C99/IEEE limits: sinh(±inf) = ±inf,
// expm1(-inf) = -1, atanh(±1) = ±inf, erfc(-inf) = 2, NaN outside the domain), rounded
// to f32 (struct.pack('<f', ..)); the odd functions keep the sign of zero.
// CHECK: sizes = [20, 8]
// CHECK-NEXT: {{\[\[}}0,   -2147483648,   2139095040,   -8388608,   2143289344,   8388608,   813694976,   -1249902592],
// CHECK-NEXT: [1065353216,   1065353216,   2139095040,   2139095040,   2143289344,   1065353216,   1065353216,   1065353216],
// CHECK-NEXT: [0,   -2147483648,   1070141403,   -1077342245,   2143289344,   2143289344,   2143289344,   813694976],
// CHECK-NEXT: [0,   1078530011,   2143289344,   2143289344,   2143289344,   2143289344,   2143289344,   2143289344],
// CHECK-NEXT: [0,   -2147483648,   2139095040,   -1082130432,   2143289344,   813694976,   -1333788672,   -1082130432],
// CHECK-NEXT: [0,   -2147483648,   2139095040,   -8388608,   2143289344,   1073741824,   -1069547520,   1056964608],
// CHECK-NEXT: [0,   -2147483648,   2139095040,   -8388608,   2143289344,   813694976,   -1333788672,   -2139095040],
// CHECK-NEXT: [0,   2139095040,   2143289344,   2143289344,   2143289344,   2143289344,   2143289344,   2143289344],
// CHECK-NEXT: [0,   -2147483648,   2139095040,   -8388608,   2143289344,   2143289344,   2143289344,   813694976],
// CHECK-NEXT: [1065353216,   1065353216,   0,   1073741824,   2143289344,   0,   1073741824,   0],
// CHECK-NEXT: [0,   -2147483648,   2139095040,   -8388608,   2143289344,   8388608,   813694976,   -1249902592],
// CHECK-NEXT: [1065353216,   1065353216,   2139095040,   2139095040,   2143289344,   1065353216,   1065353216,   1065353216],
// CHECK-NEXT: [0,   -2147483648,   1070141403,   -1077342245,   2143289344,   2143289344,   2143289344,   813694976],
// CHECK-NEXT: [0,   1078530011,   2143289344,   2143289344,   2143289344,   2143289344,   2143289344,   2143289344],
// CHECK-NEXT: [0,   -2147483648,   2139095040,   -1082130432,   2143289344,   813694976,   -1333788672,   -1082130432],
// CHECK-NEXT: [0,   -2147483648,   2139095040,   -8388608,   2143289344,   1073741824,   -1069547520,   1056964608],
// CHECK-NEXT: [0,   -2147483648,   2139095040,   -8388608,   2143289344,   813694976,   -1333788672,   -2139095040],
// CHECK-NEXT: [0,   2139095040,   2143289344,   2143289344,   2143289344,   2143289344,   2143289344,   2143289344],
// CHECK-NEXT: [0,   -2147483648,   2139095040,   -8388608,   2143289344,   2143289344,   2143289344,   813694976],
// CHECK-NEXT: [1065353216,   1065353216,   0,   1073741824,   2143289344,   0,   1073741824,   0]]
// VALIDATE: result: PASS (6 paths compared)
module attributes {gpu.container_module} {
  memref.global "private" constant @inputs : memref<10x8xi32> = dense<[[0, -2147483648, 2139095040, -8388608, 2143289344, 8388608, 813694976, -1249902592], [0, -2147483648, 2139095040, -8388608, 2143289344, 813694976, -1333788672, -2139095040], [0, -2147483648, 1065353216, -1082130432, 1073741824, -8388608, 2143289344, 813694976], [1065353216, -1082130432, 1073741824, -1073741824, 2139095040, -8388608, 2143289344, 1069547520], [0, -2147483648, 2139095040, -8388608, 2143289344, 813694976, -1333788672, -1027080192], [0, -2147483648, 2139095040, -8388608, 2143289344, 1090519040, -1042808832, 1040187392], [0, -2147483648, 2139095040, -8388608, 2143289344, 813694976, -1333788672, -2139095040], [1065353216, 2139095040, 1056964608, -8388608, 2143289344, 0, -1082130432, -2147483648], [0, -2147483648, 1065353216, -1082130432, 1073741824, -8388608, 2143289344, 813694976], [0, -2147483648, 2139095040, -8388608, 2143289344, 1101004800, -1046478848, 1106247680]]>

  gpu.module @kernels {
    gpu.func @scalar(%a : memref<10x8xi32>, %o : memref<20x8xi32>) kernel
      attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 1, 1]>} {
      %i = gpu.thread_id x
      %qnan = arith.constant 2143289344 : i32
      %c0 = arith.constant 0 : index
      %b0 = memref.load %a[%c0, %i] : memref<10x8xi32>
      %x0 = arith.bitcast %b0 : i32 to f32
      %y0 = math.sinh %x0 : f32
      %n0 = math.isnan %y0 : f32
      %yb0 = arith.bitcast %y0 : f32 to i32
      %r0 = arith.select %n0, %qnan, %yb0 : i32
      memref.store %r0, %o[%c0, %i] : memref<20x8xi32>
      %c1 = arith.constant 1 : index
      %b1 = memref.load %a[%c1, %i] : memref<10x8xi32>
      %x1 = arith.bitcast %b1 : i32 to f32
      %y1 = math.cosh %x1 : f32
      %n1 = math.isnan %y1 : f32
      %yb1 = arith.bitcast %y1 : f32 to i32
      %r1 = arith.select %n1, %qnan, %yb1 : i32
      memref.store %r1, %o[%c1, %i] : memref<20x8xi32>
      %c2 = arith.constant 2 : index
      %b2 = memref.load %a[%c2, %i] : memref<10x8xi32>
      %x2 = arith.bitcast %b2 : i32 to f32
      %y2 = math.asin %x2 : f32
      %n2 = math.isnan %y2 : f32
      %yb2 = arith.bitcast %y2 : f32 to i32
      %r2 = arith.select %n2, %qnan, %yb2 : i32
      memref.store %r2, %o[%c2, %i] : memref<20x8xi32>
      %c3 = arith.constant 3 : index
      %b3 = memref.load %a[%c3, %i] : memref<10x8xi32>
      %x3 = arith.bitcast %b3 : i32 to f32
      %y3 = math.acos %x3 : f32
      %n3 = math.isnan %y3 : f32
      %yb3 = arith.bitcast %y3 : f32 to i32
      %r3 = arith.select %n3, %qnan, %yb3 : i32
      memref.store %r3, %o[%c3, %i] : memref<20x8xi32>
      %c4 = arith.constant 4 : index
      %b4 = memref.load %a[%c4, %i] : memref<10x8xi32>
      %x4 = arith.bitcast %b4 : i32 to f32
      %y4 = math.expm1 %x4 : f32
      %n4 = math.isnan %y4 : f32
      %yb4 = arith.bitcast %y4 : f32 to i32
      %r4 = arith.select %n4, %qnan, %yb4 : i32
      memref.store %r4, %o[%c4, %i] : memref<20x8xi32>
      %c5 = arith.constant 5 : index
      %b5 = memref.load %a[%c5, %i] : memref<10x8xi32>
      %x5 = arith.bitcast %b5 : i32 to f32
      %y5 = math.cbrt %x5 : f32
      %n5 = math.isnan %y5 : f32
      %yb5 = arith.bitcast %y5 : f32 to i32
      %r5 = arith.select %n5, %qnan, %yb5 : i32
      memref.store %r5, %o[%c5, %i] : memref<20x8xi32>
      %c6 = arith.constant 6 : index
      %b6 = memref.load %a[%c6, %i] : memref<10x8xi32>
      %x6 = arith.bitcast %b6 : i32 to f32
      %y6 = math.asinh %x6 : f32
      %n6 = math.isnan %y6 : f32
      %yb6 = arith.bitcast %y6 : f32 to i32
      %r6 = arith.select %n6, %qnan, %yb6 : i32
      memref.store %r6, %o[%c6, %i] : memref<20x8xi32>
      %c7 = arith.constant 7 : index
      %b7 = memref.load %a[%c7, %i] : memref<10x8xi32>
      %x7 = arith.bitcast %b7 : i32 to f32
      %y7 = math.acosh %x7 : f32
      %n7 = math.isnan %y7 : f32
      %yb7 = arith.bitcast %y7 : f32 to i32
      %r7 = arith.select %n7, %qnan, %yb7 : i32
      memref.store %r7, %o[%c7, %i] : memref<20x8xi32>
      %c8 = arith.constant 8 : index
      %b8 = memref.load %a[%c8, %i] : memref<10x8xi32>
      %x8 = arith.bitcast %b8 : i32 to f32
      %y8 = math.atanh %x8 : f32
      %n8 = math.isnan %y8 : f32
      %yb8 = arith.bitcast %y8 : f32 to i32
      %r8 = arith.select %n8, %qnan, %yb8 : i32
      memref.store %r8, %o[%c8, %i] : memref<20x8xi32>
      %c9 = arith.constant 9 : index
      %b9 = memref.load %a[%c9, %i] : memref<10x8xi32>
      %x9 = arith.bitcast %b9 : i32 to f32
      %y9 = math.erfc %x9 : f32
      %n9 = math.isnan %y9 : f32
      %yb9 = arith.bitcast %y9 : f32 to i32
      %r9 = arith.select %n9, %qnan, %yb9 : i32
      memref.store %r9, %o[%c9, %i] : memref<20x8xi32>
      gpu.return
    }

    gpu.func @vector_lanes(%a : memref<10x8xi32>, %o : memref<20x8xi32>) kernel
      attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [2, 1, 1]>} {
      %i = gpu.thread_id x
      %four = arith.constant 4 : index
      %j = arith.muli %i, %four : index
      %qnan = arith.constant dense<2143289344> : vector<4xi32>
      %c0 = arith.constant 0 : index
      %d0 = arith.constant 10 : index
      %b0 = vector.load %a[%c0, %j] : memref<10x8xi32>, vector<4xi32>
      %x0 = arith.bitcast %b0 : vector<4xi32> to vector<4xf32>
      %y0 = math.sinh %x0 : vector<4xf32>
      %n0 = math.isnan %y0 : vector<4xf32>
      %yb0 = arith.bitcast %y0 : vector<4xf32> to vector<4xi32>
      %r0 = arith.select %n0, %qnan, %yb0 : vector<4xi1>, vector<4xi32>
      vector.store %r0, %o[%d0, %j] : memref<20x8xi32>, vector<4xi32>
      %c1 = arith.constant 1 : index
      %d1 = arith.constant 11 : index
      %b1 = vector.load %a[%c1, %j] : memref<10x8xi32>, vector<4xi32>
      %x1 = arith.bitcast %b1 : vector<4xi32> to vector<4xf32>
      %y1 = math.cosh %x1 : vector<4xf32>
      %n1 = math.isnan %y1 : vector<4xf32>
      %yb1 = arith.bitcast %y1 : vector<4xf32> to vector<4xi32>
      %r1 = arith.select %n1, %qnan, %yb1 : vector<4xi1>, vector<4xi32>
      vector.store %r1, %o[%d1, %j] : memref<20x8xi32>, vector<4xi32>
      %c2 = arith.constant 2 : index
      %d2 = arith.constant 12 : index
      %b2 = vector.load %a[%c2, %j] : memref<10x8xi32>, vector<4xi32>
      %x2 = arith.bitcast %b2 : vector<4xi32> to vector<4xf32>
      %y2 = math.asin %x2 : vector<4xf32>
      %n2 = math.isnan %y2 : vector<4xf32>
      %yb2 = arith.bitcast %y2 : vector<4xf32> to vector<4xi32>
      %r2 = arith.select %n2, %qnan, %yb2 : vector<4xi1>, vector<4xi32>
      vector.store %r2, %o[%d2, %j] : memref<20x8xi32>, vector<4xi32>
      %c3 = arith.constant 3 : index
      %d3 = arith.constant 13 : index
      %b3 = vector.load %a[%c3, %j] : memref<10x8xi32>, vector<4xi32>
      %x3 = arith.bitcast %b3 : vector<4xi32> to vector<4xf32>
      %y3 = math.acos %x3 : vector<4xf32>
      %n3 = math.isnan %y3 : vector<4xf32>
      %yb3 = arith.bitcast %y3 : vector<4xf32> to vector<4xi32>
      %r3 = arith.select %n3, %qnan, %yb3 : vector<4xi1>, vector<4xi32>
      vector.store %r3, %o[%d3, %j] : memref<20x8xi32>, vector<4xi32>
      %c4 = arith.constant 4 : index
      %d4 = arith.constant 14 : index
      %b4 = vector.load %a[%c4, %j] : memref<10x8xi32>, vector<4xi32>
      %x4 = arith.bitcast %b4 : vector<4xi32> to vector<4xf32>
      %y4 = math.expm1 %x4 : vector<4xf32>
      %n4 = math.isnan %y4 : vector<4xf32>
      %yb4 = arith.bitcast %y4 : vector<4xf32> to vector<4xi32>
      %r4 = arith.select %n4, %qnan, %yb4 : vector<4xi1>, vector<4xi32>
      vector.store %r4, %o[%d4, %j] : memref<20x8xi32>, vector<4xi32>
      %c5 = arith.constant 5 : index
      %d5 = arith.constant 15 : index
      %b5 = vector.load %a[%c5, %j] : memref<10x8xi32>, vector<4xi32>
      %x5 = arith.bitcast %b5 : vector<4xi32> to vector<4xf32>
      %y5 = math.cbrt %x5 : vector<4xf32>
      %n5 = math.isnan %y5 : vector<4xf32>
      %yb5 = arith.bitcast %y5 : vector<4xf32> to vector<4xi32>
      %r5 = arith.select %n5, %qnan, %yb5 : vector<4xi1>, vector<4xi32>
      vector.store %r5, %o[%d5, %j] : memref<20x8xi32>, vector<4xi32>
      %c6 = arith.constant 6 : index
      %d6 = arith.constant 16 : index
      %b6 = vector.load %a[%c6, %j] : memref<10x8xi32>, vector<4xi32>
      %x6 = arith.bitcast %b6 : vector<4xi32> to vector<4xf32>
      %y6 = math.asinh %x6 : vector<4xf32>
      %n6 = math.isnan %y6 : vector<4xf32>
      %yb6 = arith.bitcast %y6 : vector<4xf32> to vector<4xi32>
      %r6 = arith.select %n6, %qnan, %yb6 : vector<4xi1>, vector<4xi32>
      vector.store %r6, %o[%d6, %j] : memref<20x8xi32>, vector<4xi32>
      %c7 = arith.constant 7 : index
      %d7 = arith.constant 17 : index
      %b7 = vector.load %a[%c7, %j] : memref<10x8xi32>, vector<4xi32>
      %x7 = arith.bitcast %b7 : vector<4xi32> to vector<4xf32>
      %y7 = math.acosh %x7 : vector<4xf32>
      %n7 = math.isnan %y7 : vector<4xf32>
      %yb7 = arith.bitcast %y7 : vector<4xf32> to vector<4xi32>
      %r7 = arith.select %n7, %qnan, %yb7 : vector<4xi1>, vector<4xi32>
      vector.store %r7, %o[%d7, %j] : memref<20x8xi32>, vector<4xi32>
      %c8 = arith.constant 8 : index
      %d8 = arith.constant 18 : index
      %b8 = vector.load %a[%c8, %j] : memref<10x8xi32>, vector<4xi32>
      %x8 = arith.bitcast %b8 : vector<4xi32> to vector<4xf32>
      %y8 = math.atanh %x8 : vector<4xf32>
      %n8 = math.isnan %y8 : vector<4xf32>
      %yb8 = arith.bitcast %y8 : vector<4xf32> to vector<4xi32>
      %r8 = arith.select %n8, %qnan, %yb8 : vector<4xi1>, vector<4xi32>
      vector.store %r8, %o[%d8, %j] : memref<20x8xi32>, vector<4xi32>
      %c9 = arith.constant 9 : index
      %d9 = arith.constant 19 : index
      %b9 = vector.load %a[%c9, %j] : memref<10x8xi32>, vector<4xi32>
      %x9 = arith.bitcast %b9 : vector<4xi32> to vector<4xf32>
      %y9 = math.erfc %x9 : vector<4xf32>
      %n9 = math.isnan %y9 : vector<4xf32>
      %yb9 = arith.bitcast %y9 : vector<4xf32> to vector<4xi32>
      %r9 = arith.select %n9, %qnan, %yb9 : vector<4xi1>, vector<4xi32>
      vector.store %r9, %o[%d9, %j] : memref<20x8xi32>, vector<4xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %g = memref.get_global @inputs : memref<10x8xi32>
    %a = memref.alloc() : memref<10x8xi32>
    memref.copy %g, %a : memref<10x8xi32> to memref<10x8xi32>
    %o = memref.alloc() : memref<20x8xi32>
    gpu.launch_func @kernels::@scalar blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%a : memref<10x8xi32>, %o : memref<20x8xi32>)
    gpu.launch_func @kernels::@vector_lanes blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1)
        args(%a : memref<10x8xi32>, %o : memref<20x8xi32>)
    %u = memref.cast %o : memref<20x8xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%ptr : memref<*xi32>)
}

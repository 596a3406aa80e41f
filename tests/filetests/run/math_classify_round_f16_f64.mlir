// REQUIRES: vulkan
// RUN: tessera run %s --backend vulkan --shader-path passthrough | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path wgsl | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: tessera validate %s --backend vulkan | FileCheck %s --check-prefix=VALIDATE

// math.isnan, isinf, isfinite, isnormal, trunc and roundeven on f16 and f64 special
// values, on the Vulkan shader paths (lavapipe; GL has no f16) and the interpreter.
// isnormal uses the operand's own range: the f16 denormals 2^-24 and -(2^-14 - 2^-24)
// are not normal though their f32 values are, and the f64 1e300 and -DBL_MAX are normal
// and finite though beyond f32's range (an f64 is not classified through its f32
// conversion). f16 inputs (bits): +0, -0, 2.5, -2.5, the least denormal, minus the
// largest denormal, the least normal, +inf, -inf, NaN, 0.49976 (the largest f16 below
// 1/2), 512.5, 513.5, -65504, 3.5, -1.5. f64 inputs: +0, -0, 2.5, -0.5, 1e300, the least
// denormal, the least normal, -1e-310, +inf, -inf, NaN, 2^51 + 0.5, 2^51 + 1.5, -3.5,
// 0.49999999999999994, -DBL_MAX.
// First matrix: isnan + 2·isinf + 4·isfinite + 8·isnormal, f16 then f64. Second: the
// f32 bits of the f16 trunc and roundeven (extf is exact). Third: the i64 bits of the f64
// trunc and roundeven, and of the f64 round (half away from zero), whose GLSL `Trunc` lost
// the fractions of large f64 values on lavapipe (2^51 + 0.5 stayed 2^51 + 0.5). NaN results are stored canonical (0x7FC00000 and
// 0x7FF8000000000000). Expected values computed with Python (numpy.float16, math.trunc,
// round) on the same bit patterns.
// CHECK: sizes = [2, 16]
// CHECK-NEXT: {{\[\[}}4,   4,   12,   12,   4,   4,   12,   2,   2,   1,   12,   12,   12,   12,   12,   12],
// CHECK-NEXT: [4,   4,   12,   12,   12,   4,   12,   4,   2,   2,   1,   12,   12,   12,   12,   12]]
// CHECK: sizes = [2, 16]
// CHECK-NEXT: {{\[\[}}0,   -2147483648,   1073741824,   -1073741824,   0,   -2147483648,   0,   2139095040,   -8388608,   2143289344,   0,   1140850688,   1140867072,   -947920896,   1077936128,   -1082130432],
// CHECK-NEXT: [0,   -2147483648,   1073741824,   -1073741824,   0,   -2147483648,   0,   2139095040,   -8388608,   2143289344,   0,   1140850688,   1140883456,   -947920896,   1082130432,   -1073741824]]
// CHECK: sizes = [3, 16]
// CHECK-NEXT: {{\[\[}}0,   -9223372036854775808,   4611686018427387904,   -9223372036854775808,   9094988921128908188,   0,   0,   -9223372036854775808,   9218868437227405312,   -4503599627370496,   9221120237041090560,   4836865999795912704,   4836865999795912706,   -4609434218613702656,   0,   -4503599627370497],
// CHECK-NEXT: [0,   -9223372036854775808,   4611686018427387904,   -9223372036854775808,   9094988921128908188,   0,   0,   -9223372036854775808,   9218868437227405312,   -4503599627370496,   9221120237041090560,   4836865999795912704,   4836865999795912708,   -4607182418800017408,   0,   -4503599627370497],
// CHECK-NEXT: [0,   -9223372036854775808,   4613937818241073152,   -4616189618054758400,   9094988921128908188,   0,   0,   -9223372036854775808,   9218868437227405312,   -4503599627370496,   9221120237041090560,   4836865999795912706,   4836865999795912708,   -4607182418800017408,   0,   -4503599627370497]]
// VALIDATE: result: PASS (4 paths compared)
module attributes {gpu.container_module} {
  memref.global "private" constant @half_bits : memref<16xi16> = dense<[0, -32768, 16640, -16128, 1, -31745, 1024, 31744, -1024, 32256, 14335, 24577, 24579, -1025, 17152, -16896]>
  memref.global "private" constant @double_bits : memref<16xi64> = dense<[0, -9223372036854775808, 4612811918334230528, -4620693217682128896, 9094988921128908188, 1, 4503599627370496, -9223351796629445077, 9218868437227405312, -4503599627370496, 9221120237041090560, 4836865999795912705, 4836865999795912707, -4608308318706860032, 4602678819172646911, -4503599627370497]>

  gpu.module @kernels {
    gpu.func @k(%h : memref<16xf16>, %d : memref<16xf64>, %c : memref<2x16xi32>,
                %hr : memref<2x16xi32>, %dr : memref<3x16xi64>) kernel
      attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [16, 1, 1]>} {
      %i = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %one = arith.constant 1 : i32
      %two = arith.constant 2 : i32
      %three = arith.constant 3 : i32
      %qnan = arith.constant 2143289344 : i32
      %qnan64 = arith.constant 9221120237041090560 : i64
      %x = memref.load %h[%i] : memref<16xf16>
      %n = math.isnan %x : f16
      %f = math.isinf %x : f16
      %e = math.isfinite %x : f16
      %m = math.isnormal %x : f16
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
      memref.store %cls, %c[%c0, %i] : memref<2x16xi32>
      %t = math.trunc %x : f16
      %tw = arith.extf %t : f16 to f32
      %tn = math.isnan %tw : f32
      %tb = arith.bitcast %tw : f32 to i32
      %tc = arith.select %tn, %qnan, %tb : i32
      memref.store %tc, %hr[%c0, %i] : memref<2x16xi32>
      %r = math.roundeven %x : f16
      %rw = arith.extf %r : f16 to f32
      %rn = math.isnan %rw : f32
      %rb = arith.bitcast %rw : f32 to i32
      %rc = arith.select %rn, %qnan, %rb : i32
      memref.store %rc, %hr[%c1, %i] : memref<2x16xi32>
      %y = memref.load %d[%i] : memref<16xf64>
      %dn = math.isnan %y : f64
      %df = math.isinf %y : f64
      %de = math.isfinite %y : f64
      %dm = math.isnormal %y : f64
      %dn32 = arith.extui %dn : i1 to i32
      %df32 = arith.extui %df : i1 to i32
      %de32 = arith.extui %de : i1 to i32
      %dm32 = arith.extui %dm : i1 to i32
      %df1 = arith.shli %df32, %one : i32
      %de2 = arith.shli %de32, %two : i32
      %dm3 = arith.shli %dm32, %three : i32
      %ds0 = arith.ori %dn32, %df1 : i32
      %ds1 = arith.ori %ds0, %de2 : i32
      %dcls = arith.ori %ds1, %dm3 : i32
      memref.store %dcls, %c[%c1, %i] : memref<2x16xi32>
      %dt = math.trunc %y : f64
      %dtn = math.isnan %dt : f64
      %dtb = arith.bitcast %dt : f64 to i64
      %dtc = arith.select %dtn, %qnan64, %dtb : i64
      memref.store %dtc, %dr[%c0, %i] : memref<3x16xi64>
      %dre = math.roundeven %y : f64
      %drn = math.isnan %dre : f64
      %drb = arith.bitcast %dre : f64 to i64
      %drc = arith.select %drn, %qnan64, %drb : i64
      memref.store %drc, %dr[%c1, %i] : memref<3x16xi64>
      %dro = math.round %y : f64
      %dron = math.isnan %dro : f64
      %drob = arith.bitcast %dro : f64 to i64
      %droc = arith.select %dron, %qnan64, %drob : i64
      %c2 = arith.constant 2 : index
      memref.store %droc, %dr[%c2, %i] : memref<3x16xi64>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %hg = memref.get_global @half_bits : memref<16xi16>
    %dg = memref.get_global @double_bits : memref<16xi64>
    %h = memref.alloc() : memref<16xf16>
    %d = memref.alloc() : memref<16xf64>
    scf.for %i = %c0 to %c16 step %c1 {
      %hb = memref.load %hg[%i] : memref<16xi16>
      %hv = arith.bitcast %hb : i16 to f16
      memref.store %hv, %h[%i] : memref<16xf16>
      %db = memref.load %dg[%i] : memref<16xi64>
      %dv = arith.bitcast %db : i64 to f64
      memref.store %dv, %d[%i] : memref<16xf64>
    }
    %c = memref.alloc() : memref<2x16xi32>
    %hr = memref.alloc() : memref<2x16xi32>
    %dr = memref.alloc() : memref<3x16xi64>
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%h : memref<16xf16>, %d : memref<16xf64>, %c : memref<2x16xi32>,
             %hr : memref<2x16xi32>, %dr : memref<3x16xi64>)
    %cu = memref.cast %c : memref<2x16xi32> to memref<*xi32>
    call @printMemrefI32(%cu) : (memref<*xi32>) -> ()
    %hu = memref.cast %hr : memref<2x16xi32> to memref<*xi32>
    call @printMemrefI32(%hu) : (memref<*xi32>) -> ()
    %du = memref.cast %dr : memref<3x16xi64> to memref<*xi64>
    call @printMemrefI64(%du) : (memref<*xi64>) -> ()
    return
  }
  func.func private @printMemrefI32(%ptr : memref<*xi32>)
  func.func private @printMemrefI64(%ptr : memref<*xi64>)
}

// REQUIRES: vulkan, gl
// RUN: tessera run %s --backend vulkan --shader-path passthrough | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path wgsl | FileCheck %s
// RUN: tessera run %s --backend gl --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend gl --shader-path wgsl | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: tessera validate %s --backend all | FileCheck %s --check-prefix=VALIDATE

// math.ipowi (i32) and math.fpowi (f32 base, i32 exponent) as scalars (kernel @scalar,
// rows 0 and 1) and as vector<4> (kernel @vector_lanes, rows 2 and 3, the same values),
// on every shader path and the interpreter: every path computes binary powering product
// for product (compiler-rt's __powisf2), so the bits agree exactly.
// Row 0, ipowi(a, b) for (a, b) = (3, 0), (0, 0), (3, -2), (-1, -3), (-1, -2), (1, -5), (3, 31), (2, 31), (2, 32), (-2, 3), (7, -2147483648), (-1, -2147483648), (5, 13), (-3, 5), (10, 10), (0, 5):
// wrapping (3^31, 2^31 = INT_MIN, 2^32 = 0, 10^10), a negative b giving 0 except for
// a = ±1, and |INT_MIN| (even) for b = INT_MIN.
// Row 1, the bits of fpowi(x, n) for (x, n) = (2, 10), (2, -1), (3, -2), (NaN, 0), (inf, 0), (0, -1), (-0, -1), (-0, -2), (-2, 3), (10, 38), (10, 39), (1.5, -2147483648), (-1, -2147483648), (1.1, 100), (-inf, 3), (0.5, -126):
// x^0 = 1 (NaN and inf included), 1/±0 = ±inf by the sign of 0^|n|, overflow (10^39,
// 1.5^(2^31) then 1/inf = 0), 10^38 and 1.1^100 as the f32 products round. NaN stored as
// 0x7FC00000. Expected values from Python, repeating the products with f32 rounding.
// CHECK: sizes = [4, 16]
// CHECK-NEXT: {{\[\[}}1,   1,   0,   -1,   1,   1,   1264544299,   -2147483648,   0,   -8,   0,   1,   1220703125,   -243,   1410065408,   0],
// CHECK-NEXT: [1149239296,   1056964608,   1038323257,   1065353216,   1065353216,   2139095040,   -8388608,   2139095040,   -1056964608,   2123789978,   2139095040,   0,   1065353216,   1180127895,   -8388608,   2122317824],
// CHECK-NEXT: [1,   1,   0,   -1,   1,   1,   1264544299,   -2147483648,   0,   -8,   0,   1,   1220703125,   -243,   1410065408,   0],
// CHECK-NEXT: [1149239296,   1056964608,   1038323257,   1065353216,   1065353216,   2139095040,   -8388608,   2139095040,   -1056964608,   2123789978,   2139095040,   0,   1065353216,   1180127895,   -8388608,   2122317824]]
// VALIDATE: result: PASS (6 paths compared)
module attributes {gpu.container_module} {
  memref.global "private" constant @ia : memref<16xi32> = dense<[3, 0, 3, -1, -1, 1, 3, 2, 2, -2, 7, -1, 5, -3, 10, 0]>
  memref.global "private" constant @ib : memref<16xi32> = dense<[0, 0, -2, -3, -2, -5, 31, 31, 32, 3, -2147483648, -2147483648, 13, 5, 10, 5]>
  memref.global "private" constant @fx : memref<16xi32> = dense<[1073741824, 1073741824, 1077936128, 2143289344, 2139095040, 0, -2147483648, -2147483648, -1073741824, 1092616192, 1092616192, 1069547520, -1082130432, 1066192077, -8388608, 1056964608]>
  memref.global "private" constant @fn : memref<16xi32> = dense<[10, -1, -2, 0, 0, -1, -1, -2, 3, 38, 39, -2147483648, -2147483648, 100, 3, -126]>

  gpu.module @kernels {
    gpu.func @scalar(%ia : memref<16xi32>, %ib : memref<16xi32>, %fx : memref<16xi32>, %fn : memref<16xi32>, %o : memref<4x16xi32>) kernel
      attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [16, 1, 1]>} {
      %i = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %qnan = arith.constant 2143289344 : i32
      %a = memref.load %ia[%i] : memref<16xi32>
      %b = memref.load %ib[%i] : memref<16xi32>
      %p = math.ipowi %a, %b : i32
      memref.store %p, %o[%c0, %i] : memref<4x16xi32>
      %xb = memref.load %fx[%i] : memref<16xi32>
      %x = arith.bitcast %xb : i32 to f32
      %n = memref.load %fn[%i] : memref<16xi32>
      %y = math.fpowi %x, %n : f32, i32
      %yn = math.isnan %y : f32
      %yb = arith.bitcast %y : f32 to i32
      %r = arith.select %yn, %qnan, %yb : i32
      memref.store %r, %o[%c1, %i] : memref<4x16xi32>
      gpu.return
    }

    gpu.func @vector_lanes(%ia : memref<16xi32>, %ib : memref<16xi32>, %fx : memref<16xi32>, %fn : memref<16xi32>, %o : memref<4x16xi32>) kernel
      attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %i = gpu.thread_id x
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %j = arith.muli %i, %c4 : index
      %qnan = arith.constant dense<2143289344> : vector<4xi32>
      %a = vector.load %ia[%j] : memref<16xi32>, vector<4xi32>
      %b = vector.load %ib[%j] : memref<16xi32>, vector<4xi32>
      %p = math.ipowi %a, %b : vector<4xi32>
      vector.store %p, %o[%c2, %j] : memref<4x16xi32>, vector<4xi32>
      %xb = vector.load %fx[%j] : memref<16xi32>, vector<4xi32>
      %x = arith.bitcast %xb : vector<4xi32> to vector<4xf32>
      %n = vector.load %fn[%j] : memref<16xi32>, vector<4xi32>
      %y = math.fpowi %x, %n : vector<4xf32>, vector<4xi32>
      %yn = math.isnan %y : vector<4xf32>
      %yb = arith.bitcast %y : vector<4xf32> to vector<4xi32>
      %r = arith.select %yn, %qnan, %yb : vector<4xi1>, vector<4xi32>
      vector.store %r, %o[%c3, %j] : memref<4x16xi32>, vector<4xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %gia = memref.get_global @ia : memref<16xi32>
    %gib = memref.get_global @ib : memref<16xi32>
    %gfx = memref.get_global @fx : memref<16xi32>
    %gfn = memref.get_global @fn : memref<16xi32>
    %ia = memref.alloc() : memref<16xi32>
    %ib = memref.alloc() : memref<16xi32>
    %fx = memref.alloc() : memref<16xi32>
    %fn = memref.alloc() : memref<16xi32>
    memref.copy %gia, %ia : memref<16xi32> to memref<16xi32>
    memref.copy %gib, %ib : memref<16xi32> to memref<16xi32>
    memref.copy %gfx, %fx : memref<16xi32> to memref<16xi32>
    memref.copy %gfn, %fn : memref<16xi32> to memref<16xi32>
    %o = memref.alloc() : memref<4x16xi32>
    gpu.launch_func @kernels::@scalar blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%ia : memref<16xi32>, %ib : memref<16xi32>, %fx : memref<16xi32>, %fn : memref<16xi32>, %o : memref<4x16xi32>)
    gpu.launch_func @kernels::@vector_lanes blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%ia : memref<16xi32>, %ib : memref<16xi32>, %fx : memref<16xi32>, %fn : memref<16xi32>, %o : memref<4x16xi32>)
    %u = memref.cast %o : memref<4x16xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%ptr : memref<*xi32>)
}

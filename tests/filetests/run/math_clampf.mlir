// REQUIRES: vulkan, gl
// RUN: tessera run %s --backend vulkan --shader-path passthrough | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path wgsl | FileCheck %s
// RUN: tessera run %s --backend gl --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend gl --shader-path wgsl | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: tessera validate %s --backend all | FileCheck %s --check-prefix=VALIDATE

// math.clampf(x, lo, hi) = maximumf(minimumf(x, hi), lo), as upstream's op documentation
// states it (NaN in any operand gives NaN; -0 < +0; lo > hi gives lo), on f32 scalars and
// vector<4xf32> (rows 0 and 1, the same values), on every path. (x, lo, hi) =
// (0.5, 0, 1), (-3, 0, 1), (7, 0, 1), (NaN, 0, 1), (0.5, NaN, 1), (0.5, 0, NaN), (-0, 0, 1), (0, -1, -0), (-0, -0, 0), (0, -0, -0), (5, 3, 1), (inf, -inf, inf), (-inf, -1, 1), (inf, 0, 2), (-2.5, -inf, -3), (1e-30, 2e-30, 3e-30).
// Expected: Python, from the same formula; the bits, NaN stored as 0x7FC00000.
// CHECK: sizes = [2, 16]
// CHECK-NEXT: {{\[\[}}1056964608,   0,   1065353216,   2143289344,   2143289344,   2143289344,   0,   -2147483648,   -2147483648,   -2147483648,   1077936128,   2139095040,   -1082130432,   1073741824,   -1069547520,   237126240],
// CHECK-NEXT: [1056964608,   0,   1065353216,   2143289344,   2143289344,   2143289344,   0,   -2147483648,   -2147483648,   -2147483648,   1077936128,   2139095040,   -1082130432,   1073741824,   -1069547520,   237126240]]
// VALIDATE: result: PASS (6 paths compared)
module attributes {gpu.container_module} {
  memref.global "private" constant @xs : memref<16xi32> = dense<[1056964608, -1069547520, 1088421888, 2143289344, 1056964608, 1056964608, -2147483648, 0, -2147483648, 0, 1084227584, 2139095040, -8388608, 2139095040, -1071644672, 228737632]>
  memref.global "private" constant @los : memref<16xi32> = dense<[0, 0, 0, 0, 2143289344, 0, 0, -1082130432, -2147483648, -2147483648, 1077936128, -8388608, -1082130432, 0, -8388608, 237126240]>
  memref.global "private" constant @his : memref<16xi32> = dense<[1065353216, 1065353216, 1065353216, 1065353216, 1065353216, 2143289344, 1065353216, -2147483648, 0, -2147483648, 1065353216, 2139095040, 1065353216, 1073741824, -1069547520, 242443152]>

  gpu.module @kernels {
    gpu.func @scalar(%xs : memref<16xi32>, %los : memref<16xi32>, %his : memref<16xi32>, %o : memref<2x16xi32>) kernel
      attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [16, 1, 1]>} {
      %i = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %qnan = arith.constant 2143289344 : i32
      %xb = memref.load %xs[%i] : memref<16xi32>
      %lb = memref.load %los[%i] : memref<16xi32>
      %hb = memref.load %his[%i] : memref<16xi32>
      %x = arith.bitcast %xb : i32 to f32
      %l = arith.bitcast %lb : i32 to f32
      %h = arith.bitcast %hb : i32 to f32
      %y = math.clampf %x to [%l, %h] : f32
      %yn = math.isnan %y : f32
      %yb = arith.bitcast %y : f32 to i32
      %r = arith.select %yn, %qnan, %yb : i32
      memref.store %r, %o[%c0, %i] : memref<2x16xi32>
      gpu.return
    }

    gpu.func @vector_lanes(%xs : memref<16xi32>, %los : memref<16xi32>, %his : memref<16xi32>, %o : memref<2x16xi32>) kernel
      attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>} {
      %i = gpu.thread_id x
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %j = arith.muli %i, %c4 : index
      %qnan = arith.constant dense<2143289344> : vector<4xi32>
      %xb = vector.load %xs[%j] : memref<16xi32>, vector<4xi32>
      %lb = vector.load %los[%j] : memref<16xi32>, vector<4xi32>
      %hb = vector.load %his[%j] : memref<16xi32>, vector<4xi32>
      %x = arith.bitcast %xb : vector<4xi32> to vector<4xf32>
      %l = arith.bitcast %lb : vector<4xi32> to vector<4xf32>
      %h = arith.bitcast %hb : vector<4xi32> to vector<4xf32>
      %y = math.clampf %x to [%l, %h] : vector<4xf32>
      %yn = math.isnan %y : vector<4xf32>
      %yb = arith.bitcast %y : vector<4xf32> to vector<4xi32>
      %r = arith.select %yn, %qnan, %yb : vector<4xi1>, vector<4xi32>
      vector.store %r, %o[%c1, %j] : memref<2x16xi32>, vector<4xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %gx = memref.get_global @xs : memref<16xi32>
    %gl = memref.get_global @los : memref<16xi32>
    %gh = memref.get_global @his : memref<16xi32>
    %xs = memref.alloc() : memref<16xi32>
    %los = memref.alloc() : memref<16xi32>
    %his = memref.alloc() : memref<16xi32>
    memref.copy %gx, %xs : memref<16xi32> to memref<16xi32>
    memref.copy %gl, %los : memref<16xi32> to memref<16xi32>
    memref.copy %gh, %his : memref<16xi32> to memref<16xi32>
    %o = memref.alloc() : memref<2x16xi32>
    gpu.launch_func @kernels::@scalar blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%xs : memref<16xi32>, %los : memref<16xi32>, %his : memref<16xi32>, %o : memref<2x16xi32>)
    gpu.launch_func @kernels::@vector_lanes blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%xs : memref<16xi32>, %los : memref<16xi32>, %his : memref<16xi32>, %o : memref<2x16xi32>)
    %u = memref.cast %o : memref<2x16xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(%ptr : memref<*xi32>)
}

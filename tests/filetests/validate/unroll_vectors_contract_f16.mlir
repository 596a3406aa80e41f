// REQUIRES: vulkan
// RUN: tessera validate %s --backend all | FileCheck %s

// vector.contract of f16 factors into an f32 accumulator in a kernel (a dot product of two
// vector<6xf16>, pieces of 4 and 2 lanes): `tessera-unroll-vectors` extends each piece of
// factors (arith.extf), as the interpreter converts them, then one fused multiply-add per
// product in order: exact on the Vulkan paths (llvmpipe's GL has no f16).
// CHECK: gpu pipeline, cpu interpreter{{ +}}ok{{ +}}0{{ +}}0
// CHECK-NEXT: spirv (naga) on vulkan{{ +}}ok{{ +}}0{{ +}}0
// CHECK-NEXT: spirv passthrough on vulkan{{ +}}ok{{ +}}0{{ +}}0
// CHECK-NEXT: wgsl on vulkan{{ +}}ok{{ +}}0{{ +}}0
// CHECK: result: PASS
#dk = affine_map<(k) -> (k)>
#d0 = affine_map<(k) -> ()>
func.func @main(%a: memref<8x16xf16>, %b: memref<8xf32>) -> memref<8xf32> {
  %o = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  affine.parallel (%i) = (0) to (8) {
    %x = vector.load %a[%i, %c0] : memref<8x16xf16>, vector<6xf16>
    %y = vector.load %a[%i, %c6] : memref<8x16xf16>, vector<6xf16>
    %s = memref.load %b[%i] : memref<8xf32>
    %d = vector.contract {indexing_maps = [#dk, #dk, #d0], iterator_types = ["reduction"], kind = #vector.kind<add>} %x, %y, %s : vector<6xf16>, vector<6xf16> into f32
    memref.store %d, %o[%i] : memref<8xf32>
  }
  return %o : memref<8xf32>
}

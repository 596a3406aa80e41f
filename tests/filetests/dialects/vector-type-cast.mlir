// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// vector.type_cast in current upstream's custom and generic forms (iree-opt 3.13 prints
// the same): a statically shaped memref viewed as a memref of vectors of its trailing
// dimensions (all of them, or the last one), an identity strided layout, a memory space,
// and a discardable attribute before the types.
// CHECK-LABEL: func.func @f
// CHECK: %{{.*}} = vector.type_cast %arg0 : memref<8x8xf32> to memref<vector<8x8xf32>>
// CHECK: %{{.*}} = vector.type_cast %arg1 : memref<4x8xi16> to memref<4xvector<8xi16>>
// CHECK: %{{.*}} = vector.type_cast %arg2 : memref<2x4xf16, strided<[4, 1]>> to memref<vector<2x4xf16>>
// CHECK: %{{.*}} = vector.type_cast %arg3 {tag} : memref<3x2xf32, 1> to memref<3xvector<2xf32>, 1>
// GENERIC: "vector.type_cast"(%{{.*}}) : (memref<8x8xf32>) -> memref<vector<8x8xf32>>
// GENERIC: "vector.type_cast"(%{{.*}}) {tag} : (memref<3x2xf32, 1>) -> memref<3xvector<2xf32>, 1>
func.func @f(%a: memref<8x8xf32>, %b: memref<4x8xi16>, %c: memref<2x4xf16, strided<[4, 1]>>, %d: memref<3x2xf32, 1>) {
  %0 = vector.type_cast %a : memref<8x8xf32> to memref<vector<8x8xf32>>
  %1 = vector.type_cast %b : memref<4x8xi16> to memref<4xvector<8xi16>>
  %2 = vector.type_cast %c : memref<2x4xf16, strided<[4, 1]>> to memref<vector<2x4xf16>>
  %3 = vector.type_cast %d {tag} : memref<3x2xf32, 1> to memref<3xvector<2xf32>, 1>
  return
}

// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// vector.mask and vector.yield in current upstream's custom and generic forms (iree-opt
// 3.13 prints the same): the custom form writes only the masked op, whose vector.yield is
// implicit; an empty mask writes its yield.
// CHECK: vector.mask %{{.*}} { vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK: vector.mask %{{.*}}, %{{.*}} { vector.transfer_read
// CHECK: vector.mask %{{.*}} { vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
// CHECK: vector.mask %{{.*}} { vector.reduction <add>, %{{.*}} : vector<4xf32> into f32 } : vector<4xi1> -> f32
// CHECK: vector.mask %{{.*}} { vector.yield %{{.*}} : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK: vector.mask %{{.*}} { vector.yield } : vector<4xi1>
// CHECK: vector.mask %{{.*}} { vector.contract
// GENERIC: "vector.mask"(%{{.*}}) ({
// GENERIC-NEXT: "vector.transfer_read"
// GENERIC-NEXT: "vector.yield"(%{{.*}}) : (vector<4xf32>) -> ()
// GENERIC-NEXT: }) : (vector<4xi1>) -> vector<4xf32>
func.func @f(%m: vector<4xi1>, %b: memref<?xf32>, %i: index, %v: vector<4xf32>, %pt: vector<4xf32>, %m3: vector<2x4x3xi1>, %x: vector<2x3xf32>, %y: vector<3x4xf32>, %z: vector<2x4xf32>) -> (vector<4xf32>, f32, vector<4xf32>, vector<4xf32>, vector<2x4xf32>) {
  %pad = arith.constant 0.0 : f32
  %0 = vector.mask %m { vector.transfer_read %b[%i], %pad : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %1 = vector.mask %m, %pt { vector.transfer_read %b[%i], %pad : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %m { vector.transfer_write %v, %b[%i] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  %2 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %3 = vector.mask %m { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %m { } : vector<4xi1>
  %4 = vector.mask %m3 { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %z : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32> } : vector<2x4x3xi1> -> vector<2x4xf32>
  return %0, %2, %1, %3, %4 : vector<4xf32>, f32, vector<4xf32>, vector<4xf32>, vector<2x4xf32>
}

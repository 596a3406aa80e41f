// RUN: not tessera opt %s --lower-vector-mask --split-input-file 2>&1 | FileCheck %s

// lower-vector-mask: the mask becomes the transfer's or gather's mask operand (and-ed
// with one it already has), a pass-through is selected in the masked-off lanes, and the
// masked-off elements of a reduction become the identity of its kind.

// CHECK-LABEL: func.func @transfers
// CHECK: %[[R:.*]] = vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}}, %[[M:[a-z0-9]+]] : memref<?xf32>, vector<4xf32>
// CHECK: %[[R2:.*]] = vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}}, %[[M]] : memref<?xf32>, vector<4xf32>
// CHECK: arith.select %[[M]], %[[R2]], %{{.*}} : vector<4xi1>, vector<4xf32>
// CHECK: %[[B:.*]] = arith.andi %[[M]], %{{.*}} : vector<4xi1>
// CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}], %[[B]] : vector<4xf32>, memref<?xf32>
// CHECK: %[[G:.*]] = arith.andi %[[M]], %{{.*}} : vector<4xi1>
// CHECK: vector.gather %{{.*}}[%{{.*}}] [%{{.*}}], %[[G]], %{{.*}}
// CHECK-NOT: vector.mask
func.func @transfers(%m: vector<4xi1>, %own: vector<4xi1>, %b: memref<?xf32>, %i: index, %v: vector<4xf32>, %pt: vector<4xf32>, %iv: vector<4xindex>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %pad = arith.constant 0.0 : f32
  %0 = vector.mask %m { vector.transfer_read %b[%i], %pad : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %1 = vector.mask %m, %pt { vector.transfer_read %b[%i], %pad : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %m { vector.transfer_write %v, %b[%i], %own : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  %2 = vector.mask %m { vector.gather %b[%i][%iv], %own, %pt : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @reductions
// CHECK: %[[Z:.*]] = arith.constant dense<-0.000000e+00> : vector<4xf32>
// CHECK: %[[S:.*]] = arith.select %{{.*}}, %{{.*}}, %[[Z]] : vector<4xi1>, vector<4xf32>
// CHECK: vector.reduction <add>, %[[S]] : vector<4xf32> into f32
// CHECK: arith.constant dense<2147483647> : vector<4xi32>
// CHECK: vector.reduction <minsi>
// CHECK: arith.constant dense<0x7FC00000> : vector<4xf32>
// CHECK: vector.multi_reduction <maxnumf>
// CHECK: arith.constant dense<0> : vector<4xi32>
// CHECK: vector.reduction <xor>
func.func @reductions(%m: vector<4xi1>, %v: vector<4xf32>, %w: vector<4xi32>, %acc: f32) -> (f32, i32, f32, i32) {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %m { vector.reduction <minsi>, %w : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %2 = vector.mask %m { vector.multi_reduction <maxnumf>, %v, %acc [0] : vector<4xf32> to f32 } : vector<4xi1> -> f32
  %3 = vector.mask %m { vector.reduction <xor>, %w : vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %0, %1, %2, %3 : f32, i32, f32, i32
}

// -----

// CHECK: error: lower-vector-mask: a masked 'vector.contract' is not lowered
func.func @contract(%m3: vector<2x4x3xi1>, %x: vector<2x3xf32>, %y: vector<3x4xf32>, %z: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.mask %m3 { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %x, %y, %z : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32> } : vector<2x4x3xi1> -> vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

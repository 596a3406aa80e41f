// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// vector.transfer_read and vector.transfer_write in current upstream's custom and generic
// forms (iree-opt 3.13 prints the same): the default in_bounds (all false) and minor
// identity permutation_map are elided; masks; a transposed and a broadcasting map; a
// tensor destination gives a result.
// CHECK: #[[$T:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : memref<8x8xf32>, vector<4xf32>
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} {in_bounds = [false, true], permutation_map = #[[$T]]} : memref<8x8xf32>, vector<2x4xf32>
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} {permutation_map = #{{.*}}} : memref<8x8xf32>, vector<2x4xf32>
// CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : vector<4xf32>, memref<8x8xf32>
// CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} {in_bounds = [true], tag} : vector<4xf32>, memref<8x8xf32>
// CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] {permutation_map = #[[$T]]} : vector<2x4xf32>, memref<8x8xf32>
// CHECK: %{{.*}} = vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : vector<4xf32>, tensor<8x8xf32>
// GENERIC: "vector.transfer_read"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #{{.*}}}> : (memref<8x8xf32>, index, index, f32) -> vector<4xf32>
// GENERIC: "vector.transfer_read"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #{{.*}}}> : (memref<8x8xf32>, index, index, f32, vector<4xi1>) -> vector<4xf32>
// GENERIC: "vector.transfer_write"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = #{{.*}}}> {tag} : (vector<4xf32>, memref<8x8xf32>, index, index, vector<4xi1>) -> ()
func.func @f(%m: memref<8x8xf32>, %i: index, %pad: f32, %mask: vector<4xi1>, %v: vector<4xf32>, %v2: vector<2x4xf32>, %t: tensor<8x8xf32>) {
  %0 = vector.transfer_read %m[%i, %i], %pad : memref<8x8xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %pad, %mask {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [false, true]} : memref<8x8xf32>, vector<2x4xf32>
  %4 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<8x8xf32>, vector<2x4xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<8x8xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [true], tag} : vector<4xf32>, memref<8x8xf32>
  vector.transfer_write %v2, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x4xf32>, memref<8x8xf32>
  %5 = vector.transfer_write %v, %t[%i, %i] : vector<4xf32>, tensor<8x8xf32>
  return
}

// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// vector.extract and vector.insert with upstream's poison position -1, static (in any
// dimension, beside a dynamic one) and in a shuffle mask, in custom and generic form
// (iree-opt prints both the same).

// CHECK-LABEL: func.func @poison
// CHECK: vector.extract %{{.*}}[-1] : f32 from vector<4xf32>
// CHECK: vector.extract %{{.*}}[-1, 2] : f32 from vector<2x5xf32>
// CHECK: vector.extract %{{.*}}[%{{.*}}, -1] : f32 from vector<2x5xf32>
// CHECK: vector.extract %{{.*}}[-1] : vector<5xf32> from vector<2x5xf32>
// CHECK: vector.insert %{{.*}}, %{{.*}} [-1] : f32 into vector<4xf32>
// CHECK: vector.insert %{{.*}}, %{{.*}} [1, -1] : f32 into vector<2x5xf32>
// CHECK: vector.insert %{{.*}}, %{{.*}} [-1, %{{.*}}] : f32 into vector<2x5xf32>
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [-1, 3, -1] : vector<4xf32>, vector<4xf32>
// GENERIC: "vector.extract"(%{{.*}}) <{static_position = array<i64: -1>}> : (vector<4xf32>) -> f32
// GENERIC: "vector.extract"(%{{.*}}) <{static_position = array<i64: -1, 2>}> : (vector<2x5xf32>) -> f32
// GENERIC: "vector.extract"(%{{.*}}, %{{.*}}) <{static_position = array<i64: -9223372036854775808, -1>}> : (vector<2x5xf32>, index) -> f32
// GENERIC: "vector.insert"(%{{.*}}, %{{.*}}) <{static_position = array<i64: -1>}> : (f32, vector<4xf32>) -> vector<4xf32>
// GENERIC: "vector.insert"(%{{.*}}, %{{.*}}, %{{.*}}) <{static_position = array<i64: -1, -9223372036854775808>}> : (f32, vector<2x5xf32>, index) -> vector<2x5xf32>
func.func @poison(%v: vector<4xf32>, %w: vector<2x5xf32>, %i: index, %f: f32) {
  %0 = vector.extract %v[-1] : f32 from vector<4xf32>
  %1 = vector.extract %w[-1, 2] : f32 from vector<2x5xf32>
  %2 = vector.extract %w[%i, -1] : f32 from vector<2x5xf32>
  %3 = vector.extract %w[-1] : vector<5xf32> from vector<2x5xf32>
  %4 = vector.insert %f, %v [-1] : f32 into vector<4xf32>
  %5 = vector.insert %f, %w [1, -1] : f32 into vector<2x5xf32>
  %6 = vector.insert %f, %w [-1, %i] : f32 into vector<2x5xf32>
  %7 = vector.shuffle %v, %v [-1, 3, -1] : vector<4xf32>, vector<4xf32>
  return
}

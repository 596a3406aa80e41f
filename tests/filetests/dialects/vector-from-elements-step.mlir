// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// vector.from_elements (1-D, 2-D and 0-D) and vector.step in current upstream's custom and
// generic forms (iree-opt 3.13 prints the same).
// CHECK: vector.from_elements %{{.*}}, %{{.*}} : vector<2xf32>
// CHECK: vector.step : vector<4xindex>
// CHECK: vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<2x2xf32>
// CHECK: vector.from_elements %{{.*}} : vector<f32>
// CHECK: vector.step : vector<8xi32>
// GENERIC: "vector.from_elements"(%{{.*}}, %{{.*}}) : (f32, f32) -> vector<2xf32>
// GENERIC: "vector.step"() : () -> vector<4xindex>
func.func @f(%a: f32, %b: f32) -> (vector<2xf32>, vector<4xindex>, vector<2x2xf32>, vector<f32>, vector<8xi32>) {
  %v = vector.from_elements %a, %b : vector<2xf32>
  %s = vector.step : vector<4xindex>
  %m = vector.from_elements %a, %b, %a, %b : vector<2x2xf32>
  %z = vector.from_elements %a : vector<f32>
  %t = vector.step : vector<8xi32>
  return %v, %s, %m, %z, %t : vector<2xf32>, vector<4xindex>, vector<2x2xf32>, vector<f32>, vector<8xi32>
}

// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// vector.contract in current upstream's custom and generic forms (iree-opt 3.13 prints
// the same): the leading dictionary with the iterator types as strings, the default kind
// printed and the default fastmath elided, discardable attributes after the operands.
// CHECK: vector.contract {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %{{.*}}, %{{.*}}, %{{.*}} : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
// CHECK: vector.contract {fastmath = #arith.fastmath<fast>, indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["reduction"], kind = #vector.kind<maxsi>} %{{.*}}, %{{.*}}, %{{.*}} {tag} : vector<3xi8>, vector<3xi8> into i32
// GENERIC: "vector.contract"(%{{.*}}, %{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>, indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x3xf32>, vector<3x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>, %x: vector<3xi8>, %y: vector<3xi8>, %z: i32) {
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %1 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxsi>, fastmath = #arith.fastmath<fast>} %x, %y, %z {tag} : vector<3xi8>, vector<3xi8> into i32
  return
}

// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// gpu.ballot, gpu.subgroup_broadcast, gpu.rotate, gpu.dynamic_shared_memory and
// gpu.all_reduce (with a kind and with a body) in current upstream's custom and generic
// forms (iree-opt 3.13 prints the same, apart from the names it gives rotate's results).
// CHECK: gpu.ballot %{{.*}} : i32
// CHECK: gpu.ballot %{{.*}} : i64
// CHECK: gpu.subgroup_broadcast %{{.*}}, first_active_lane : f32
// CHECK: gpu.subgroup_broadcast %{{.*}}, specific_lane %{{.*}} : vector<4xf32>
// CHECK: gpu.rotate %{{.*}}, 1, 16 : f32
// CHECK: gpu.rotate %{{.*}}, 3, 4 : vector<4xf32>
// CHECK: gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK: gpu.all_reduce add %{{.*}} uniform {
// CHECK-NEXT: } : (f32) -> f32
// CHECK: gpu.all_reduce %{{.*}} {
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT: gpu.yield %[[S]] : f32
// CHECK-NEXT: } : (f32) -> f32
// CHECK: gpu.all_reduce maximumf %{{.*}} {
// CHECK-NEXT: } {tag = 1 : i32} : (f32) -> f32
// GENERIC: "gpu.ballot"(%{{.*}}) : (i1) -> i32
// GENERIC: "gpu.subgroup_broadcast"(%{{.*}}) <{broadcast_type = #gpu.broadcast<first_active_lane>}> : (f32) -> f32
// GENERIC: "gpu.subgroup_broadcast"(%{{.*}}, %{{.*}}) <{broadcast_type = #gpu.broadcast<specific_lane>}> : (vector<4xf32>, i32) -> vector<4xf32>
// GENERIC: "gpu.rotate"(%{{.*}}) <{offset = 1 : i32, width = 16 : i32}> : (f32) -> (f32, i1)
// GENERIC: "gpu.dynamic_shared_memory"() : () -> memref<?xi8, #gpu.address_space<workgroup>>
// GENERIC: "gpu.all_reduce"(%{{.*}}) <{op = #gpu.all_reduce_op<add>, uniform}> ({
func.func @f(%p: i1, %v: f32, %l: i32, %vv: vector<4xf32>) {
  %0 = gpu.ballot %p : i32
  %1 = gpu.ballot %p : i64
  %2 = gpu.subgroup_broadcast %v, first_active_lane : f32
  %3 = gpu.subgroup_broadcast %vv, specific_lane %l : vector<4xf32>
  %4, %5 = gpu.rotate %v, 1, 16 : f32
  %6, %7 = gpu.rotate %vv, 3, 4 : vector<4xf32>
  %8 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
  %9 = gpu.all_reduce add %v uniform {} : (f32) -> (f32)
  %10 = gpu.all_reduce %v {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    gpu.yield %s : f32
  } : (f32) -> (f32)
  %11 = gpu.all_reduce maximumf %v {} {tag = 1 : i32} : (f32) -> (f32)
  return
}

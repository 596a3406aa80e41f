// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// gpu.warp_execute_on_lane_0 as iree-opt 3.13 prints it: `(%laneid)[warp_size]`, the
// optional `args(..)` and `-> (..)`, the region (its entry block's arguments are the args
// as lane 0 sees them, `warp_size` times larger along the distributed dimension; the
// gpu.yield terminator is implicit, and not written, when there are no results), then the
// attribute dictionary.
// CHECK-LABEL: func.func @warp
// GENERIC-LABEL: sym_name = "warp"
func.func @warp(%laneid: index, %v0: vector<4xi32>, %s: f32) {
  // CHECK: gpu.warp_execute_on_lane_0(%{{.*}})[32] {
  // CHECK-NEXT: arith.constant 1 : i32
  // CHECK-NEXT: }{{$}}
  // GENERIC: "gpu.warp_execute_on_lane_0"(%{{.*}}) <{warp_size = 32 : i64}> ({
  // GENERIC: "gpu.yield"() : () -> ()
  // GENERIC-NEXT: }) : (index) -> ()
  gpu.warp_execute_on_lane_0(%laneid)[32] {
    %c = arith.constant 1 : i32
  }
  // CHECK-NEXT: = gpu.warp_execute_on_lane_0(%{{.*}})[32] args(%{{.*}} : vector<4xi32>) -> (vector<1xf32>) {
  // CHECK-NEXT: ^bb0(%{{.*}}: vector<128xi32>):
  // CHECK-NEXT: arith.constant dense<1.000000e+00> : vector<32xf32>
  // CHECK-NEXT: gpu.yield %{{.*}} : vector<32xf32>
  // CHECK-NEXT: }{{$}}
  // GENERIC: "gpu.warp_execute_on_lane_0"(%{{.*}}, %{{.*}}) <{warp_size = 32 : i64}> ({
  // GENERIC: }) : (index, vector<4xi32>) -> vector<1xf32>
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) -> (vector<1xf32>) {
  ^bb0(%arg0 : vector<128xi32>) :
    %1 = arith.constant dense<1.0> : vector<32xf32>
    gpu.yield %1 : vector<32xf32>
  }
  // A value of the same type on every lane is not distributed.
  // CHECK-NEXT: = gpu.warp_execute_on_lane_0(%{{.*}})[32] args(%{{.*}}, %{{.*}} : vector<4xi32>, f32) -> (vector<4xi32>, f32) {
  // CHECK-NEXT: ^bb0(%{{.*}}: vector<128xi32>, %{{.*}}: f32):
  // CHECK-NEXT: gpu.yield %{{.*}}, %{{.*}} : vector<128xi32>, f32
  // CHECK-NEXT: } {foo}{{$}}
  // GENERIC: }) {foo} : (index, vector<4xi32>, f32) -> (vector<4xi32>, f32)
  %2:2 = gpu.warp_execute_on_lane_0(%laneid)[32] args(%v0, %s : vector<4xi32>, f32) -> (vector<4xi32>, f32) {
  ^bb0(%arg0 : vector<128xi32>, %a1: f32) :
    gpu.yield %arg0, %a1 : vector<128xi32>, f32
  } {foo}
  return
}

// RUN: tessera opt %s --split-input-file --verify-diagnostics

// The verifier of gpu.warp_execute_on_lane_0 with upstream's messages (iree-opt 3.13
// --verify-diagnostics accepts this file): arguments and block arguments, yielded values
// and results, and how each pair is distributed over the warp.

func.func @case(%laneid: index, %v0: vector<4xi32>) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected same number op arguments and block arguments.}}
  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) {
  }
  return
}
// -----
func.func @case(%laneid: index) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected same number of yield operands and return values.}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<1xf32>) {
    gpu.yield
  }
  return
}
// -----
func.func @case(%laneid: index, %v0: vector<4xi32>) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected vector type for distributed operands.}}
  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) {
  ^bb0(%arg0 : i32):
  }
  return
}
// -----
func.func @case(%laneid: index, %v0: vector<4xi32>) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected distributed vectors to have same rank and element type.}}
  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) {
  ^bb0(%arg0 : vector<128xf32>):
  }
  return
}
// -----
func.func @case(%laneid: index, %v0: vector<4xi32>) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op expected expanded vector dimension #0 (126) to be a multipler of the distributed vector dimension (4)}}
  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) {
  ^bb0(%arg0 : vector<126xi32>):
  }
  return
}
// -----
func.func @case(%laneid: index, %v0: vector<4xi32>) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<64xi32>' to 'vector<4xi32>' with warp size = 32}}
  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v0 : vector<4xi32>) {
  ^bb0(%arg0 : vector<64xi32>):
  }
  return
}
// -----
func.func @case(%laneid: index) {
  // expected-error@+1 {{'gpu.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<64xf32>' to 'vector<1xf32>' with warp size = 32}}
  %0 = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<1xf32>) {
    %1 = arith.constant dense<1.0> : vector<64xf32>
    gpu.yield %1 : vector<64xf32>
  }
  return
}

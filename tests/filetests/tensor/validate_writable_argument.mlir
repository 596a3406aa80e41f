// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=INPLACE

// A tensor argument marked `bufferization.writable = true` may be reused by the in-place
// bufferization of the lowered paths (here the doubling writes into the argument's
// buffer), while the reference copies before every write and leaves it unchanged. Its
// contents after the call are the bufferization's choice, so validate does not compare
// that argument (it says so) and compares the result; before, it reported a mismatch on
// the argument.
// CHECK: out0: argument 0 of @forward (float32 (8,)), not compared: bufferization.writable
// CHECK: out1: result 0 of @forward
// CHECK: result: PASS (6 paths compared)
// The lowered path writes in place: no allocation for the result.
// INPLACE-LABEL: func.func @forward
// INPLACE-NOT: memref.alloc
// INPLACE: return
#id = affine_map<(d0) -> (d0)>
func.func @forward(%t: tensor<8xf32> {bufferization.writable = true}) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%t : tensor<8xf32>) {
  ^bb0(%x: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

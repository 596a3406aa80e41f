// REQUIRES: vulkan, gl
// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: tessera opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=BUF
// RUN: tessera validate %s --backend all | FileCheck %s --check-prefix=VALIDATE

// The reference interpreter evaluates tensors as values, without bufferizing: %b doubles
// %a in %a's own buffer only if no later use reads %a; the extract of %a after %b does,
// so one-shot-bufferize must copy (a second allocation and a copy). Written in place,
// %a[3] would read 8 and the result would be 16; the reference (4 + 8 = 12) shares no
// code with the bufferization, and validate checks the bufferized paths against it.
// CHECK: 12
// BUF-COUNT-2: memref.alloc
// BUF: memref.copy
// VALIDATE: result: PASS (6 paths compared)
#id = affine_map<(d0) -> (d0)>
func.func @main() -> f32 {
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%e : tensor<4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %one = arith.constant 1.0 : f32
    %g = arith.addf %f, %one : f32
    linalg.yield %g : f32
  } -> tensor<4xf32>
  %b = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%o: f32):
    %d = arith.addf %o, %o : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  %x = tensor.extract %a[%c3] : tensor<4xf32>
  %y = tensor.extract %b[%c3] : tensor<4xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

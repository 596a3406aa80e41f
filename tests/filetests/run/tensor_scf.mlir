// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: tessera run %s --backend vulkan | FileCheck %s
// RUN: tessera opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | tessera run - --backend cpu | FileCheck %s

// Tensors through scf control flow, with known results, in the interpreter (which runs
// one-shot-bufferize{copy-before-write}) and through the GPU pipeline (in place):
// an scf.for filling v[i] = 2 * i, an scf.if choosing between two tensors, an scf.while
// doubling v[1] until it exceeds 20, and tensor.reshape of the result. The interpreter
// also runs the in-place program (one-shot-bufferize's output).
// CHECK: 6
// CHECK-NEXT: 10
// CHECK-NEXT: 32
// CHECK-NEXT: 4
func.func @main() -> (f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %two = arith.constant 2.0 : f32
  %lim = arith.constant 20.0 : f32
  %ten = arith.constant 10.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %v = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %e) -> (tensor<4xf32>) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %x = arith.mulf %f, %two : f32
    %n = tensor.insert %x into %acc[%i] : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  %a = tensor.extract %v[%c3] : tensor<4xf32>
  %big = arith.cmpf ogt, %a, %two : f32
  %s = scf.if %big -> (tensor<4xf32>) {
    %y = tensor.insert %ten into %v[%c0] : tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  } else {
    scf.yield %v : tensor<4xf32>
  }
  %b = tensor.extract %s[%c0] : tensor<4xf32>
  %w = scf.while (%t = %v) : (tensor<4xf32>) -> tensor<4xf32> {
    %x = tensor.extract %t[%c1] : tensor<4xf32>
    %go = arith.cmpf ole, %x, %lim : f32
    scf.condition(%go) %t : tensor<4xf32>
  } do {
  ^bb0(%t2: tensor<4xf32>):
    %x = tensor.extract %t2[%c1] : tensor<4xf32>
    %d = arith.mulf %x, %two : f32
    %n = tensor.insert %d into %t2[%c1] : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  %c = tensor.extract %w[%c1] : tensor<4xf32>
  %shape = arith.constant dense<[4, 1]> : tensor<2xi32>
  %r = tensor.reshape %v(%shape) : (tensor<4xf32>, tensor<2xi32>) -> tensor<4x1xf32>
  %c2 = arith.constant 2 : index
  %d = tensor.extract %r[%c2, %c0] : tensor<4x1xf32>
  return %a, %b, %c, %d : f32, f32, f32, f32
}

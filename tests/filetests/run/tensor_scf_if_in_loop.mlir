// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: tessera opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | tessera run - --backend cpu | FileCheck %s
// RUN: tessera run %s --backend vulkan | FileCheck %s

// A conditional update in a loop: the scf.if writes the loop's buffer in place in one
// branch and yields it unchanged in the other, so it loses its result and the loop
// copies nothing; on the GPU the loop is a kernel holding that scf.if. %z, the init,
// keeps its zeros (the loop works on a copy: %z is read after it).
// CHECK: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
func.func @main() -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (tensor<4xf32>) {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %n = scf.if %even -> (tensor<4xf32>) {
      %x = tensor.insert %one into %acc[%i] : tensor<4xf32>
      scf.yield %x : tensor<4xf32>
    } else {
      scf.yield %acc : tensor<4xf32>
    }
    scf.yield %n : tensor<4xf32>
  }
  %a = tensor.extract %r[%c0] : tensor<4xf32>
  %b = tensor.extract %r[%c1] : tensor<4xf32>
  %c = tensor.extract %z[%c2] : tensor<4xf32>
  return %a, %b, %c : f32, f32, f32
}

// REQUIRES: vulkan, gl
// RUN: tessera opt %s --pass-pipeline="builtin.module(linalg-generalize-named-ops)" | FileCheck %s
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s --check-prefix=VALID

// linalg.matmul and linalg.batch_matmul of i8 inputs into an i32 output, as the TOSA
// pipeline lowers an int8 tosa.matmul: upstream's region builder converts each input with
// cast_signed (arith.extsi) before multiplying. Tessera refused mixed element types
// ("expected the element types of the operands to be the same").
// CHECK-LABEL: func.func @forward
// CHECK: linalg.generic
// CHECK: ^bb0(%[[A:.*]]: i8, %[[B:.*]]: i8, %[[O:.*]]: i32):
// CHECK-NEXT: %[[EA:.*]] = arith.extsi %[[A]] : i8 to i32
// CHECK-NEXT: %[[EB:.*]] = arith.extsi %[[B]] : i8 to i32
// CHECK-NEXT: %[[P:.*]] = arith.muli %[[EA]], %[[EB]] : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[O]], %[[P]] : i32
// CHECK-NEXT: linalg.yield %[[S]] : i32
// CHECK: linalg.generic
// CHECK: arith.extsi
// VALID: result: PASS (6 paths compared)

func.func @forward(%a: tensor<5x7xi8>, %b: tensor<7x3xi8>, %c: tensor<2x3x5xi8>, %d: tensor<2x5x4xi8>) -> (tensor<5x3xi32>, tensor<2x3x4xi32>) {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<5x3xi32>
  %f = linalg.fill ins(%zero : i32) outs(%e : tensor<5x3xi32>) -> tensor<5x3xi32>
  %m = linalg.matmul ins(%a, %b : tensor<5x7xi8>, tensor<7x3xi8>) outs(%f : tensor<5x3xi32>) -> tensor<5x3xi32>
  %e2 = tensor.empty() : tensor<2x3x4xi32>
  %f2 = linalg.fill ins(%zero : i32) outs(%e2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  %bm = linalg.batch_matmul ins(%c, %d : tensor<2x3x5xi8>, tensor<2x5x4xi8>) outs(%f2 : tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %m, %bm : tensor<5x3xi32>, tensor<2x3x4xi32>
}

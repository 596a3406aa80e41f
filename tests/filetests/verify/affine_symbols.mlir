// RUN: tessera opt %s | FileCheck %s

// Valid symbols as current upstream (iree-opt 3.13, LLVM 24) has them: a pure op whose
// operands are all valid symbols gives a valid symbol, wherever it is (here inside an
// affine.for, from a function argument). Every function below is accepted by iree-opt; the
// cases it rejects are in affine_symbols_errors.mlir. A strided layout with a dynamic offset
// takes one symbol operand in memref.alloc, as upstream counts its layout map's symbols.

// CHECK-LABEL: func.func @pure_of_symbols
func.func @pure_of_symbols(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    // CHECK: %[[A:.*]] = arith.muli
    %a = arith.muli %n, %n : index
    // CHECK: %[[B:.*]] = arith.addi %[[A]]
    %b = arith.addi %a, %n : index
    // CHECK: affine.load %{{.*}}[%{{.*}} + %[[B]]]
    %v = affine.load %A[%i + %b] : memref<100xf32>
    // CHECK: affine.for %{{.*}} = 0 to %[[B]]
    affine.for %q = 0 to %b {
    }
    %c = arith.maxsi %n, %a : index
    // CHECK: affine.load %{{.*}}[%{{.*}}] : memref<100xf32>
    %u = affine.load %A[%c] : memref<100xf32>
  }
  return
}

// CHECK-LABEL: func.func @strided_dynamic_offset
func.func @strided_dynamic_offset(%s: index) {
  // CHECK: memref.alloc()[%{{.*}}] : memref<4xf32, strided<[1], offset: ?>>
  %0 = memref.alloc()[%s] : memref<4xf32, strided<[1], offset: ?>>
  // CHECK: memref.alloc()[%{{.*}}, %{{.*}}] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  %1 = memref.alloc()[%s, %s] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  return
}

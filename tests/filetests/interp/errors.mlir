// RUN: not tessera run %s --backend cpu 2>&1 | FileCheck %s

// Runtime errors are diagnostics at the failing op.

func.func @main() {
  %m = memref.alloc() : memref<4x3xf32>
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = memref.load %m[%c4, %c1] : memref<4x3xf32>
  return
}

// CHECK: errors.mlir:9:8: error: out-of-bounds access to memref<4x3xf32>: index [4, 1] is outside shape [4, 3]

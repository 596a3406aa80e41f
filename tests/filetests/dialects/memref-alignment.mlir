// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s | tessera opt | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The alignment of memref.alloc, memref.alloca and memref.global: current upstream
// (iree-opt 3.13, LLVM 24) writes `alignment = N` before the attribute dictionary and
// rejects it inside the dictionary; older input (`{alignment = 64 : i64}`, which every
// module bufferized by upstream before the change contains) is accepted and printed in the
// current form. The outputs below are iree-opt's for the same input in the new form.

// CHECK: memref.global "private" @g : memref<4xf32> = dense<0.000000e+00> alignment = 64
memref.global "private" @g : memref<4xf32> = dense<0.0> alignment = 64
// CHECK: memref.global "private" constant @h : memref<4xf32> = dense<0.000000e+00> alignment = 16 {foo}
memref.global "private" constant @h : memref<4xf32> = dense<0.0> {alignment = 16 : i64, foo}

// CHECK-LABEL: func.func @f
func.func @f(%n: index) {
  // CHECK: memref.alloc(%{{.*}}) alignment = 64 : memref<?xf32>
  %0 = memref.alloc(%n) alignment = 64 : memref<?xf32>
  // CHECK: memref.alloca() alignment = 16 : memref<4xf32>
  %1 = memref.alloca() alignment = 16 : memref<4xf32>
  // CHECK: memref.alloc(%{{.*}}) alignment = 8 {foo} : memref<?xf32>
  %2 = memref.alloc(%n) alignment = 8 {foo} : memref<?xf32>
  // The older spelling.
  // CHECK: memref.alloc() alignment = 32 : memref<8xf32>
  %3 = memref.alloc() {alignment = 32 : i64} : memref<8xf32>
  // CHECK: memref.alloc() : memref<8xf32>
  %4 = memref.alloc() : memref<8xf32>
  return
}

// GENERIC: "memref.global"() <{alignment = 64 : i64, initial_value = dense<0.000000e+00> : tensor<4xf32>, sym_name = "g", sym_visibility = "private", type = memref<4xf32>}> : () -> ()
// GENERIC: "memref.alloc"(%{{.*}}) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
// GENERIC: "memref.alloca"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>

// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s

// Found by the gpu_pipeline fuzz target (a mutant of spirv/tests/data's collatz kernel
// whose divisor constant became 0): `remsi`/`divsi` by a constant zero. LangRef makes
// integer division by zero undefined behaviour, and naga's validator rejected the SPIR-V
// ("Division by zero"). It is an error at the op now, on every integer division kind.
// CHECK: spirv-integer-division-by-constant-zero.mlir:[[# @LINE + 6]]:12: error: {{.*}}'arith.remsi' by a constant zero, which is undefined behaviour
gpu.module @kernels {
  gpu.func @k(%buf: memref<?xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %buf[%i] : memref<?xi32>
    %zero = arith.constant 0 : i32
    %rem = arith.remsi %x, %zero : i32
    %div = arith.floordivsi %x, %zero : i32
    %s = arith.addi %rem, %div : i32
    memref.store %s, %buf[%i] : memref<?xi32>
    gpu.return
  }
}

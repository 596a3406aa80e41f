// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// The GPU lowering of math.ipowi handles i32 only; an i64 one is refused with a
// diagnostic at the op (the interpreter computes it: 39^39 wraps to -8795647696940200745 in 64 bits).
// CHECK: math_ipowi_i64.mlir:13:12: error: 'math.ipowi' with an exponent of i64 elements: only i32 (scalars and vectors) is lowered to the GPU
// CPU: [-8795647696940200745]
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: memref<1xi64>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %x = memref.load %a[%c0] : memref<1xi64>
      %p = math.ipowi %x, %x : i64
      memref.store %p, %a[%c0] : memref<1xi64>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %v = arith.constant 39 : i64
    %a = memref.alloc() : memref<1xi64>
    memref.store %v, %a[%c0] : memref<1xi64>
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<1xi64>)
    %u = memref.cast %a : memref<1xi64> to memref<*xi64>
    call @printMemrefI64(%u) : (memref<*xi64>) -> ()
    return
  }
  func.func private @printMemrefI64(memref<*xi64>)
}

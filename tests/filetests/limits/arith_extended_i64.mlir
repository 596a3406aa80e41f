// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s

// The GPU lowering of the extended multiplications handles i32 only; an i64 one is refused
// with a diagnostic that names the op, not lowered wrongly.
// CHECK: error: {{.*}}'arith.mului_extended' on i64 elements: only i32 is lowered to the GPU
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: memref<4xi64>, %o: memref<4xi64>) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<4xi64>
      %l, %h = arith.mului_extended %x, %x : i64
      memref.store %h, %o[%i] : memref<4xi64>
      gpu.return
    }
  }
}

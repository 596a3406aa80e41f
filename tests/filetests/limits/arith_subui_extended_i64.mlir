// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s

// The GPU lowering of arith.subui_extended handles i32 only; an i64 one is refused with a
// diagnostic that names the op and points at it, not lowered wrongly.
// CHECK: limits/arith_subui_extended_i64.mlir:12:{{[0-9]+}}: error: {{.*}}'arith.subui_extended' on i64 elements: only i32 is lowered to the GPU
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: memref<4xi64>, %o: memref<4xi64>) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<4xi64>
      %c1 = arith.constant 1 : i64
      %d, %b = arith.subui_extended %x, %c1 : i64, i1
      memref.store %d, %o[%i] : memref<4xi64>
      gpu.return
    }
  }
}

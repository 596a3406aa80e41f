// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// The GPU lowering of math.ctpop/ctlz/cttz handles i32 only; an i64 one is refused with a
// diagnostic that names the op (the interpreter counts at any width: ctlz of 1 as an i64
// is 63).
// CHECK: error: {{.*}}'math.ctlz' on i64 elements: only i32 (scalars and vectors) is lowered to the GPU
// CPU: [63,  63,  63,  63]
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: memref<4xi64>) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<4xi64>
      %l = math.ctlz %x : i64
      memref.store %l, %a[%i] : memref<4xi64>
      gpu.return
    }
  }
  func.func @main() {
    %one = arith.constant 1 : i64
    %a = memref.alloc() : memref<4xi64>
    affine.for %i = 0 to 4 {
      memref.store %one, %a[%i] : memref<4xi64>
    }
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%a : memref<4xi64>)
    %u = memref.cast %a : memref<4xi64> to memref<*xi64>
    call @printMemrefI64(%u) : (memref<*xi64>) -> ()
    return
  }
  func.func private @printMemrefI64(memref<*xi64>)
}

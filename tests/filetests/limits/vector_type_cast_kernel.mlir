// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s
// RUN: not tessera run %s --backend cpu 2>&1 | FileCheck %s --check-prefix=CPU

// vector.type_cast views a memref as a memref of vectors, which neither a kernel (no
// storage-buffer layout for it here) nor the interpreter holds: both refuse it with a
// located diagnostic naming the op.
// CHECK: limits/vector_type_cast_kernel.mlir:13:{{[0-9]+}}: error: {{.*}}'vector.type_cast' cannot be used in a kernel: memrefs of vectors have no storage-buffer layout in kernels; load and store the scalar memref with vector.load and vector.store instead
// CPU: limits/vector_type_cast_kernel.mlir:22:{{[0-9]+}}: error: {{.*}}vector.type_cast{{.*}}unsupported memref element type
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: memref<2x4xf32>, %o: memref<4xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %v = vector.type_cast %a : memref<2x4xf32> to memref<2xvector<4xf32>>
      %x = memref.load %v[%c0] : memref<2xvector<4xf32>>
      vector.store %x, %o[%c0] : memref<4xf32>, vector<4xf32>
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<2x4xf32>
    %c0 = arith.constant 0 : index
    %v = vector.type_cast %a : memref<2x4xf32> to memref<2xvector<4xf32>>
    %x = memref.load %v[%c0] : memref<2xvector<4xf32>>
    vector.print %x : vector<4xf32>
    return
  }
}

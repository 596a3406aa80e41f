// The trivial kernel of the per-call overhead benchmark (bench/overhead.py and
// examples/overhead.rs): c = a + b on 4 floats, one gpu.launch_func.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @add(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %i = gpu.block_id x
      %x = memref.load %a[%i] : memref<4xf32>
      %y = memref.load %b[%i] : memref<4xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%i] : memref<4xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) {
    %one = arith.constant 1 : index
    %four = arith.constant 4 : index
    gpu.launch_func @kernels::@add blocks in (%four, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<4xf32>, %b : memref<4xf32>, %c : memref<4xf32>)
    return
  }
}

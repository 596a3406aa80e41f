// The workgroup size comes from the gpu.launch_func that launches the kernel, and a second
// kernel takes it from spirv.entry_point_abi.

module attributes {gpu.container_module} {
  func.func @host(%a: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<?xf32>)
    return
  }
  gpu.module @kernels {
    gpu.func @scale(%a: memref<?xf32>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %a[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @abi(%a: memref<?xf32>) kernel attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [16, 2, 1]>} {
      %i = gpu.global_id x
      %b = gpu.block_dim y
      %x = memref.load %a[%i] : memref<?xf32>
      %bi = arith.index_cast %b : index to i32
      %bf = arith.sitofp %bi : i32 to f32
      %y = arith.addf %x, %bf : f32
      memref.store %y, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// scf.for with iter_args (a row of a matmul) and a nested loop without results.
// contains: OpLoopMerge
// contains: OpPhi
// golden

gpu.module @kernels {
  gpu.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>)
      kernel attributes {known_block_size = array<i32: 8, 8, 1>} {
    %i = gpu.global_id y
    %j = gpu.global_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %a, %c1 : memref<?x?xf32>
    %zero = arith.constant 0.0 : f32
    %acc = scf.for %k = %c0 to %n step %c1 iter_args(%s = %zero) -> (f32) {
      %x = memref.load %a[%i, %k] : memref<?x?xf32>
      %y = memref.load %b[%k, %j] : memref<?x?xf32>
      %p = arith.mulf %x, %y : f32
      %t = arith.addf %s, %p : f32
      scf.yield %t : f32
    }
    memref.store %acc, %c[%i, %j] : memref<?x?xf32>
    %c4 = arith.constant 4 : index
    scf.for %u = %c0 to %c4 step %c1 {
      scf.for %v = %u to %c4 step %c1 {
        memref.store %zero, %c[%u, %v] : memref<?x?xf32>
      }
    }
    gpu.return
  }
}

// An irreducible loop (two entries into one cycle) cannot be structured.
// expect-error: unstructured control flow

gpu.module @kernels {
  gpu.func @irreducible(%a: memref<?xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %a[%i] : memref<?xf32>
    %zero = arith.constant 0.0 : f32
    %c = arith.cmpf ogt, %x, %zero : f32
    cf.cond_br %c, ^a, ^b
  ^a:
    cf.br ^b
  ^b:
    cf.br ^a
  }
}

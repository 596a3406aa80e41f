// Elementwise add of two 2048x4096 f32 matrices (8M elements, 96 MiB of traffic):
// the bandwidth-bound benchmark input of `tessera bench` (docs/CLI.md).
//
//   tessera bench host/benches/inputs/elementwise_add.mlir

func.func @add(%A: memref<2048x4096xf32>, %B: memref<2048x4096xf32>, %C: memref<2048x4096xf32>) {
  affine.for %i = 0 to 2048 {
    affine.for %j = 0 to 4096 {
      %a = affine.load %A[%i, %j] : memref<2048x4096xf32>
      %b = affine.load %B[%i, %j] : memref<2048x4096xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %C[%i, %j] : memref<2048x4096xf32>
    }
  }
  return
}

// The same 512x512x512 matmul three ways, for `tessera bench` side by side (issue 22's
// speed check: linalg within 10% of affine loops, same plan): affine loops, linalg.matmul
// on memrefs, and linalg.matmul on tensors (its accumulator argument writable, so
// one-shot-bufferize writes it in place and the host copies nothing), and the frontends'
// form: tensor.empty, a zero fill and the matmul (the fill is stored inside the matmul's
// nest: one kernel).
//
//   tessera bench tests/bench/linalg_vs_affine_matmul.mlir --no-baselines --no-peaks --runs 10

func.func @affine_mm(%A: memref<512x512xf32>, %B: memref<512x512xf32>, %C: memref<512x512xf32>) {
  affine.for %i = 0 to 512 {
    affine.for %j = 0 to 512 {
      affine.for %k = 0 to 512 {
        %a = affine.load %A[%i, %k] : memref<512x512xf32>
        %b = affine.load %B[%k, %j] : memref<512x512xf32>
        %c = affine.load %C[%i, %j] : memref<512x512xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<512x512xf32>
      }
    }
  }
  return
}
func.func @linalg_memref_mm(%A: memref<512x512xf32>, %B: memref<512x512xf32>, %C: memref<512x512xf32>) {
  linalg.matmul ins(%A, %B : memref<512x512xf32>, memref<512x512xf32>) outs(%C : memref<512x512xf32>)
  return
}
func.func @linalg_tensor_mm(%A: tensor<512x512xf32>, %B: tensor<512x512xf32>, %C: tensor<512x512xf32> {bufferization.writable = true}) -> tensor<512x512xf32> {
  %r = linalg.matmul ins(%A, %B : tensor<512x512xf32>, tensor<512x512xf32>) outs(%C : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}
func.func @linalg_tensor_fill_mm(%A: tensor<512x512xf32>, %B: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x512xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %r = linalg.matmul ins(%A, %B : tensor<512x512xf32>, tensor<512x512xf32>) outs(%f : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}

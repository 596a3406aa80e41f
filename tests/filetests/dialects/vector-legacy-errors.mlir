// RUN: tessera opt %s --split-input-file --verify-diagnostics

// The removed `vector.splat` (and the standard dialect's `splat`) are read as the
// `vector.broadcast` upstream folded them into, so a malformed one gets broadcast's message
// (the tensor form is `tensor.splat`: dialects/tensor.mlir).

func.func @generic_splat_type(%x : f64) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = "vector.splat"(%x) : (f64) -> vector<4xf32>
  return
}

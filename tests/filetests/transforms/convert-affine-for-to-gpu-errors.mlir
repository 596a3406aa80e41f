// RUN: tessera opt %s --split-input-file --verify-diagnostics --convert-affine-for-to-gpu="gpu-block-dims=1 gpu-thread-dims=1"

func.func @not_nested(%A: memref<10xf32>) {
  // expected-error@+1 {{expected perfectly nested loops in the body}}
  affine.for %i = 0 to 10 {
    %0 = affine.load %A[%i] : memref<10xf32>
    affine.for %j = 0 to 10 {
    }
  }
  return
}

// -----

func.func @dependent_bounds(%A: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{loops with bounds depending on other mapped loops are not supported}}
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %0 = affine.load %A[%i, %j] : memref<10x10xf32>
    }
  }
  return
}

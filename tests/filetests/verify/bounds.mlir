// RUN: tessera opt %s --split-input-file --verify-diagnostics --tessera-bounds-check
// RUN: tessera opt %s --split-input-file --verify-diagnostics --tessera-gpu-pipeline

// Affine accesses that leave their memref for some iteration of an exactly known loop
// nest are rejected, pointing at the access. Accesses that only might leave it (symbolic
// bounds or sizes, guards the analysis cannot read) are not errors.

func.func @past_the_end(%A: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    // expected-error@+1 {{'affine.load' op index 0 is out of bounds (past the end of dimension 0 of size 16) for some iteration}}
    %v = affine.load %A[%i + 1] : memref<16xf32>
    affine.store %v, %A[%i] : memref<16xf32>
  }
  return
}

// -----

func.func @below_zero(%A: memref<4x8xf32>, %x: f32) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      // expected-error@+1 {{'affine.store' op index 1 is out of bounds (below 0 of dimension 1 of size 8) for some iteration}}
      affine.store %x, %A[%j floordiv 2, %i * 2 - 1] : memref<4x8xf32>
    }
  }
  return
}

// -----

func.func @stepped(%A: memref<16xf32>) {
  affine.for %i = 0 to 16 step 4 {
    // expected-error@+1 {{'affine.load' op index 0 is out of bounds (past the end of dimension 0 of size 16) for some iteration}}
    %v = affine.load %A[%i + 4] : memref<16xf32>
  }
  return
}

// -----

func.func @in_bounds(%A: memref<16xf32>, %B: memref<?xf32>, %n: index) {
  affine.for %i = 0 to 15 {
    %v = affine.load %A[%i + 1] : memref<16xf32>
    affine.store %v, %A[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 step 4 {
    %v = affine.load %A[%i + 3] : memref<16xf32>
  }
  // Symbolic: in bounds for some %n, out for others; not an error.
  affine.for %i = 0 to %n {
    %v = affine.load %A[%i + 3] : memref<16xf32>
  }
  // A dynamic size is unknown at compile time.
  affine.for %i = 0 to 100 {
    %v = affine.load %B[%i] : memref<?xf32>
  }
  // Guarded by affine.if.
  affine.for %i = 0 to 32 {
    affine.if affine_set<(d0) : (15 - d0 >= 0)>(%i) {
      %v = affine.load %A[%i] : memref<16xf32>
    }
  }
  return
}

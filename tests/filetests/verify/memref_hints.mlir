// RUN: tessera opt %s --split-input-file --verify-diagnostics

// memref.assume_alignment, memref.prefetch and memref.memory_space_cast: upstream's
// messages (iree-opt --verify-diagnostics accepts this file).

func.func @alignment_power_of_two(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %a = memref.assume_alignment %m, 12 : memref<4xf32>
  return
}

// -----

func.func @prefetch_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op invalid number of indices for accessed memref, expected 2 but got 1}}
  memref.prefetch %m[%i], read, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i, %i], read, locality<5>, data : memref<4x4xf32>
  return
}

// -----

func.func @space_cast_shape(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<8xf32, 1>' are cast incompatible}}
  %a = memref.memory_space_cast %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @space_cast_element(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32, 1>' are cast incompatible}}
  %a = memref.memory_space_cast %m : memref<4xf32> to memref<4xi32, 1>
  return
}

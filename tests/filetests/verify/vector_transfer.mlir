// RUN: tessera opt %s --split-input-file --verify-diagnostics

// vector.transfer_read and vector.transfer_write: upstream's messages (iree-opt
// --verify-diagnostics accepts this file).

func.func @case0(%m: memref<8x8xf32>, %i: index, %pad: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %pad : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @case1(%m: memref<8x8xf32>, %i: index, %pad: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0) -> (d0)>} : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @case2(%m: memref<8x8xf32>, %i: index, %pad: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @case3(%m: memref<8x8xf32>, %i: index, %pad: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @case4(%m: memref<8x8xf32>, %i: index, %pad: f32) {
  // expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true, true]} : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @case5(%m: memref<8x8xf32>, %i: index, %pad: f32, %mask: vector<3xi1>) {
  // expected-error@+1 {{'vector.transfer_read' op inferred mask type ('vector<4xi1>') and mask operand type ('vector<3xi1>') don't match}}
  %0 = "vector.transfer_read"(%m, %i, %i, %pad, %mask) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<8x8xf32>, index, index, f32, vector<3xi1>) -> vector<4xf32>
  return
}

// -----

func.func @case6(%m: memref<8x8xf32>, %i: index, %pad: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d1)>} : memref<8x8xf32>, vector<2x4xf32>
  return
}

// -----

func.func @case7(%m: memref<8x8xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<8x8xf32>
  return
}

// -----

func.func @case8(%m: memref<8x8xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>} : vector<4xf32>, memref<8x8xf32>
  return
}

// -----

func.func @case9(%m: memref<8x8xf32>, %i: index, %pad: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires attribute 'in_bounds'}}
  %0 = "vector.transfer_read"(%m, %i, %i, %pad) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<8x8xf32>, index, index, f32) -> vector<4xf32>
  return
}

// RUN: tessera opt %s --split-input-file --verify-diagnostics

// A generic op without its operandSegmentSizes: current upstream keeps the sizes in a
// property whose default is all zeros, so the operands do not match their total
// (iree-opt --verify-diagnostics accepts this file).

func.func @a(%c: index) {
  // expected-error@+1 {{'gpu.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "gpu.alloc"(%c) : (index) -> memref<?xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %c: index) {
  // expected-error@+1 {{'vector.transfer_read' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "vector.transfer_read"(%m, %c) <{in_bounds = [false], permutation_map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> vector<4xf32>
  return
}

// -----

// Sizes that do not add up to the operand count.
func.func @a(%m: memref<4xf32>, %c: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op operand count (3) does not match with the total size (4) specified in attribute 'operandSegmentSizes'}}
  %0 = "vector.transfer_read"(%m, %c, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, f32) -> vector<4xf32>
  return
}


// RUN: tessera opt %s --split-input-file --verify-diagnostics

// Upstream's messages for linalg.contract: its parser (the mandatory maps), ContractOp's
// verifier (emitted without the op prefix, as upstream's emitError), the structured-op
// interface's shape checks and the destination-passing results
// (iree-opt --split-input-file --verify-diagnostics accepts this file).

func.func @no_maps(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
  // expected-error@+1 {{expected 'indexing_maps' attribute}}
  linalg.contract ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  return
}

// -----

func.func @not_projected_permutation(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
  // expected-error@+1 {{provided affine_map is not a projected permutation}}
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0 + d2, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  return
}

// -----

func.func @repeated_dim(%a: memref<3x3xf32>, %b: memref<3x4xf32>, %c: memref<3x4xf32>) {
  // expected-error@+1 {{provided affine_map is not a projected permutation}}
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<3x3xf32>, memref<3x4xf32>) outs(%c : memref<3x4xf32>)
  return
}

// -----

func.func @symbols(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
  // expected-error@+1 {{provided affine_map is not a projected permutation}}
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2)[s0] -> (d0, s0)>, affine_map<(d0, d1, d2)[s0] -> (d2, d1)>, affine_map<(d0, d1, d2)[s0] -> (d0, d1)>] ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  return
}

// -----

func.func @rank(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
  // expected-error@+1 {{ranks of shaped operand and results of corresponding affine_map differ}}
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  return
}

// -----

func.func @scalar_operand(%a: f32, %b: memref<3xf32>, %c: memref<f32>) {
  // expected-error@+1 {{affine_map specifies shaped access while operand has non-shaped type}}
  linalg.contract indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>] ins(%a, %b : f32, memref<3xf32>) outs(%c : memref<f32>)
  return
}

// -----

func.func @iteration_spaces(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
  // expected-error@+1 {{iteration spaces of provided affine_maps differ}}
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  return
}

// -----

func.func @unused_dim(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
  // expected-error@+1 {{iteration space dim at index 3 not used to access any operand}}
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>] ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  return
}

// -----

func.func @input_only_dim(%a: memref<2x3xf32>, %b: memref<4xf32>, %c: memref<2xf32>) {
  // expected-error@+1 {{iteration space dim at index 1 is neither a contracting dim nor of parallel iteration type}}
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0)>] ins(%a, %b : memref<2x3xf32>, memref<4xf32>) outs(%c : memref<2xf32>)
  return
}

// -----

func.func @two_maps(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: memref<2x4xf32>) {
  // The maps zip with the operands: the second map is taken as the second input's.
  // expected-error@+1 {{iteration space dim at index 1 is neither a contracting dim nor of parallel iteration type}}
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : memref<2x4xf32>)
  return
}

// -----

func.func @outer_product(%a: memref<2xf32>, %b: memref<4xf32>, %c: memref<2x4xf32>) {
  // expected-error@+1 {{'indexing_maps' do not specify a contracting dimension}}
  linalg.contract indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %b : memref<2xf32>, memref<4xf32>) outs(%c : memref<2x4xf32>)
  return
}

// -----

func.func @shape(%a: memref<2x3xf32>, %b: memref<5x4xf32>, %c: memref<2x4xf32>) {
  // expected-error@+1 {{'linalg.contract' op inferred input/output operand #1 has shape's dimension #0 to be 3, but found 5}}
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<2x3xf32>, memref<5x4xf32>) outs(%c : memref<2x4xf32>)
  return
}

// -----

func.func @result_type(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4xf32>) {
  // expected-error@+1 {{'linalg.contract' op expected type of operand #2 ('tensor<2x4xf32>') to match type of corresponding result ('tensor<2x5xf32>')}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x5xf32>
  return
}

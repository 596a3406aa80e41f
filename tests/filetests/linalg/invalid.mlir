// RUN: tessera opt %s --split-input-file --verify-diagnostics

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @maps_count(%a: memref<4x3xf32>, %b: memref<4x3xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x3xf32>) outs(%b : memref<4x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

func.func @matmul_rank(%a: memref<4xf32>, %b: memref<3x5xf32>, %c: memref<4x5xf32>) {
  // expected-error@+1 {{'linalg.matmul' op expected an input of rank 2}}
  linalg.matmul ins(%a, %b : memref<4xf32>, memref<3x5xf32>) outs(%c : memref<4x5xf32>)
  return
}

// -----

func.func @bad_perm(%a: memref<4x3xf32>, %t: memref<3x4xf32>) {
  // expected-error@+1 {{'linalg.transpose' op expected 'permutation' to be a permutation}}
  linalg.transpose ins(%a : memref<4x3xf32>) outs(%t : memref<3x4xf32>) permutation = [1, 1]
  return
}

// -----

#id1 = affine_map<(d0) -> (d0)>
func.func @index_dim(%o: memref<8xi32>) {
  linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%o : memref<8xi32>) {
  ^bb0(%out: i32):
    // expected-error@+1 {{'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i32
    linalg.yield %c : i32
  }
  return
}

// -----

func.func @yield_outside(%x: f32) {
  // expected-error @+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %x : f32
}

// -----

func.func @tensor_result_type(%a: tensor<4x3xf32>, %x: f32) -> tensor<4x5xf32> {
  // expected-error@+1 {{'linalg.fill' op expected type of operand #1 ('tensor<4x3xf32>') to match type of corresponding result ('tensor<4x5xf32>')}}
  %f = linalg.fill ins(%x : f32) outs(%a : tensor<4x3xf32>) -> tensor<4x5xf32>
  return %f : tensor<4x5xf32>
}

// -----

func.func @tensor_missing_result(%a: tensor<4x3xf32>, %x: f32) {
  // expected-error@+1 {{'linalg.fill' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  "linalg.fill"(%x, %a) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%i: f32, %o: f32):
    "linalg.yield"(%i) : (f32) -> ()
  }) : (f32, tensor<4x3xf32>) -> ()
  return
}

// -----

func.func @memref_with_result(%a: memref<4x3xf32>, %x: f32) {
  // expected-error@+1 {{'linalg.fill' op expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  %r = "linalg.fill"(%x, %a) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%i: f32, %o: f32):
    "linalg.yield"(%i) : (f32) -> ()
  }) : (f32, memref<4x3xf32>) -> (tensor<4x3xf32>)
  return
}

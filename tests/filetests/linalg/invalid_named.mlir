// RUN: tessera opt %s --split-input-file --verify-diagnostics

// Upstream's verifier messages for the convolution, pooling, contraction, map and reduce
// ops (iree-opt --split-input-file --verify-diagnostics accepts this file).

func.func @strides_shape(%i: memref<1x9x9x3xf32>, %w: memref<3x3x3x4xf32>, %o: memref<1x4x4x4xf32>) {
  // expected-error@+1 {{'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  "linalg.conv_2d_nhwc_hwcf"(%i, %w, %o) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) : (memref<1x9x9x3xf32>, memref<3x3x3x4xf32>, memref<1x4x4x4xf32>) -> ()
  return
}

// -----

func.func @dilations_type(%i: memref<1x9x9x3xf32>, %w: memref<3x3x3xf32>, %o: memref<1x4x4x3xf32>) {
  // expected-error@+1 {{'linalg.depthwise_conv_2d_nhwc_hwc' op attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  "linalg.depthwise_conv_2d_nhwc_hwc"(%i, %w, %o) <{dilations = dense<1> : tensor<2xi32>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) : (memref<1x9x9x3xf32>, memref<3x3x3xf32>, memref<1x4x4x3xf32>) -> ()
  return
}

// -----

func.func @conv_rank(%i: memref<1x9x9xf32>, %w: memref<3x3x3x4xf32>, %o: memref<1x4x4x4xf32>) {
  // expected-error@+1 {{'linalg.conv_2d_nhwc_hwcf' op expected operand #0 rank (3) to match the result rank of indexing_map (4)}}
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%i, %w : memref<1x9x9xf32>, memref<3x3x3x4xf32>) outs(%o : memref<1x4x4x4xf32>)
  return
}

// -----

func.func @conv_input_too_small(%i: memref<1x8x8x3xf32>, %w: memref<3x3x3x4xf32>, %o: memref<1x4x4x4xf32>) {
  // expected-error@+1 {{'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 9, but found 8}}
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%i, %w : memref<1x8x8x3xf32>, memref<3x3x3x4xf32>) outs(%o : memref<1x4x4x4xf32>)
  return
}

// -----

func.func @conv_channels(%i: tensor<1x3x9x9xf32>, %w: tensor<4x2x3x3xf32>, %o: tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32> {
  // expected-error@+1 {{'linalg.conv_2d_nchw_fchw' op inferred input/output operand #1 has shape's dimension #1 to be 3, but found 2}}
  %0 = linalg.conv_2d_nchw_fchw ins(%i, %w : tensor<1x3x9x9xf32>, tensor<4x2x3x3xf32>) outs(%o : tensor<1x4x7x7xf32>) -> tensor<1x4x7x7xf32>
  return %0 : tensor<1x4x7x7xf32>
}

// -----

func.func @pool_dilated_too_small(%i: memref<1x3x6x6xf32>, %w: memref<3x3xf32>, %o: memref<1x3x2x2xf32>) {
  // expected-error@+1 {{'linalg.pooling_nchw_max' op inferred input/output operand #0 has shape's dimension #2 to be greater than or equal to 8, but found 6}}
  linalg.pooling_nchw_max {dilations = dense<3> : tensor<2xi64>} ins(%i, %w : memref<1x3x6x6xf32>, memref<3x3xf32>) outs(%o : memref<1x3x2x2xf32>)
  return
}

// -----

func.func @dot_rank(%a: memref<4xf32>, %b: memref<4xf32>, %s: memref<1xf32>) {
  // expected-error@+1 {{'linalg.dot' op expected operand #2 rank (1) to match the result rank of indexing_map (0)}}
  linalg.dot ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%s : memref<1xf32>)
  return
}

// -----

func.func @vecmat_shape(%x: memref<3xf32>, %a: memref<4x5xf32>, %y: memref<5xf32>) {
  // expected-error@+1 {{'linalg.vecmat' op inferred input/output operand #1 has shape's dimension #0 to be 3, but found 4}}
  linalg.vecmat ins(%x, %a : memref<3xf32>, memref<4x5xf32>) outs(%y : memref<5xf32>)
  return
}

// -----

func.func @reduce_init_shape(%a: memref<4x5xf32>, %r: memref<5xf32>) {
  // expected-error@+1 {{'linalg.reduce' op init dimensions [5] doesn't match input dimensions after reduction [4]}}
  linalg.reduce { arith.addf } ins(%a : memref<4x5xf32>) outs(%r : memref<5xf32>) dimensions = [1]
  return
}

// -----

func.func @reduce_dims_range(%a: memref<4x5xf32>, %r: memref<4xf32>) {
  // expected-error@+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  linalg.reduce { arith.addf } ins(%a : memref<4x5xf32>) outs(%r : memref<4xf32>) dimensions = [2]
  return
}

// -----

func.func @reduce_init_rank(%a: memref<4x5xf32>, %r: memref<4x5xf32>) {
  // expected-error@+1 {{'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 2}}
  linalg.reduce { arith.addf } ins(%a : memref<4x5xf32>) outs(%r : memref<4x5xf32>) dimensions = [1]
  return
}

// -----

func.func @reduce_arg_type(%a: memref<4x5xf32>, %r: memref<4xf32>) {
  // expected-error@+1 {{'linalg.reduce' op input element type 'f32' does not match corresponding block argument type 'f16'}}
  linalg.reduce ins(%a : memref<4x5xf32>) outs(%r : memref<4xf32>) dimensions = [1]
    (%in: f16, %init: f32) {
      linalg.yield %init : f32
    }
  return
}

// -----

func.func @map_shape(%a: memref<4x5xf32>, %r: memref<4x6xf32>) {
  // expected-error@+1 {{'linalg.map' op expected shape of input (4, 5) to match shape of output (4, 6)}}
  linalg.map { math.absf } ins(%a : memref<4x5xf32>) outs(%r : memref<4x6xf32>)
  return
}

// -----

func.func @map_arity(%a: memref<4xf32>, %r: memref<4xf32>) {
  // expected-error@+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 1}}
  linalg.map ins(%a : memref<4xf32>) outs(%r : memref<4xf32>)
    (%in: f32) {
      linalg.yield %in : f32
    }
  return
}

// -----

// The contractions' shapes are checked as upstream's structured-op interface does (a
// mismatch used to verify and read out of bounds once lowered).
func.func @matmul_shapes(%a: memref<4x4xf32>, %c: memref<4x5xf32>) {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #2 has shape's dimension #1 to be 4, but found 5}}
  linalg.matmul ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x5xf32>)
  return
}

// -----

func.func @matmul_transposed_b_shapes(%a: memref<4x3xf32>, %b: memref<3x5xf32>, %c: memref<4x5xf32>) {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #1 to be 3, but found 5}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<4x3xf32>, memref<3x5xf32>) outs(%c : memref<4x5xf32>)
  return
}

// -----

func.func @matmul_map_expr(%a: memref<4x3xf32>, %b: memref<3x5xf32>, %c: memref<4x5xf32>) {
  // expected-error @+1 {{'linalg.matmul' op Unexpected dim expression in map result.}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0 + d2, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<4x3xf32>, memref<3x5xf32>) outs(%c : memref<4x5xf32>)
  return
}

// -----

func.func @matvec_shapes(%a: memref<4x3xf32>, %x: memref<4xf32>, %y: memref<4xf32>) {
  // expected-error @+1 {{'linalg.matvec' op inferred input/output operand #1 has shape's dimension #0 to be 3, but found 4}}
  linalg.matvec ins(%a, %x : memref<4x3xf32>, memref<4xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

func.func @map_arg_type(%a: memref<4xf32>, %r: memref<4xf32>) {
  // expected-error@+1 {{'linalg.map' op expected element type of input 'f32' to match bbArg type 'f16'}}
  linalg.map ins(%a : memref<4xf32>) outs(%r : memref<4xf32>)
    (%in: f16, %init: f32) {
      linalg.yield %init : f32
    }
  return
}

// -----

func.func @elementwise_shapes(%a: memref<4x5xf32>, %b: memref<4x5xf32>, %c: memref<4x5xf32>) {
  // expected-error@+1 {{'linalg.elementwise' op inferred input/output operand #1 has shape's dimension #0 to be 5, but found 4}}
  linalg.elementwise <div> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %b : memref<4x5xf32>, memref<4x5xf32>) outs(%c : memref<4x5xf32>)
  return
}

// -----

func.func @batch_matvec_shapes(%a: memref<2x3x4xf32>, %x: memref<3x4xf32>, %y: memref<2x3xf32>) {
  // expected-error@+1 {{'linalg.batch_matvec' op inferred input/output operand #1 has shape's dimension #0 to be 2, but found 3}}
  linalg.batch_matvec ins(%a, %x : memref<2x3x4xf32>, memref<3x4xf32>) outs(%y : memref<2x3xf32>)
  return
}

// -----

func.func @conv_1d_input(%i: memref<1x8x3xf32>, %w: memref<2x3x2xf32>, %o: memref<1x4x2xf32>) {
  // expected-error@+1 {{'linalg.conv_1d_nwc_wcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 9, but found 8}}
  linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%i, %w : memref<1x8x3xf32>, memref<2x3x2xf32>) outs(%o : memref<1x4x2xf32>)
  return
}

// -----

func.func @pooling_sum_window(%i: memref<1x3x7x7xf32>, %w: memref<3x3xf32>, %o: memref<1x3x4x3xf32>) {
  // expected-error@+1 {{'linalg.pooling_nchw_sum' op inferred input/output operand #0 has shape's dimension #2 to be greater than or equal to 9, but found 7}}
  linalg.pooling_nchw_sum {strides = dense<2> : tensor<2xi64>} ins(%i, %w : memref<1x3x7x7xf32>, memref<3x3xf32>) outs(%o : memref<1x3x4x3xf32>)
  return
}

// -----

func.func @map_yield_count(%a: memref<4xf32>, %r: memref<4xf32>) {
  linalg.map ins(%a : memref<4xf32>) outs(%r : memref<4xf32>)
    (%in: f32, %init: f32) {
      // expected-error@+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
      linalg.yield %in, %in : f32, f32
    }
  return
}

// -----

func.func @map_yield_type(%a: memref<4xi32>, %r: memref<4xf32>) {
  linalg.map ins(%a : memref<4xi32>) outs(%r : memref<4xf32>)
    (%in: i32, %init: f32) {
      // expected-error@+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
      linalg.yield %in : i32
    }
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @generic_yield_type(%a: memref<4xf32>, %r: memref<4xi32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%r : memref<4xi32>) {
  ^bb0(%in: f32, %out: i32):
    // expected-error@+1 {{'linalg.yield' op type of yield operand 1 ('f32') doesn't match the element type of the enclosing linalg.generic op ('i32')}}
    linalg.yield %in : f32
  }
  return
}

// -----

// linalg.index counts the loops of any enclosing structured op (here linalg.map's, one per
// init dimension), as upstream's LinalgOp interface does.
func.func @map_index_dim(%m: memref<4xf32>) {
  linalg.map outs(%m : memref<4xf32>)
    (%init: f32) {
      // expected-error@+1 {{'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
      %0 = linalg.index 1 : index
      linalg.yield %init : f32
    }
  return
}

// RUN: tessera opt %s --split-input-file --verify-diagnostics

// Upstream's verifier messages for the quantized ops, the tiled contractions and matmul's
// `cast` (iree-opt --split-input-file --verify-diagnostics accepts this file).

func.func @qshape(%a: memref<3x4xi8>, %b: memref<4x5xi8>, %z: i32, %c: memref<3x6xi32>) {
  // expected-error@+1 {{'linalg.quantized_matmul' op inferred input/output operand #4 has shape's dimension #1 to be 5, but found 6}}
  linalg.quantized_matmul ins(%a, %b, %z, %z : memref<3x4xi8>, memref<4x5xi8>, i32, i32) outs(%c : memref<3x6xi32>)
  return
}

// -----

func.func @qstrides(%i: memref<1x5x6x3xi8>, %k: memref<2x2x3x4xi8>, %z: i32, %o: memref<1x2x3x4xi32>) {
  // expected-error@+1 {{'linalg.conv_2d_nhwc_hwcf_q' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.conv_2d_nhwc_hwcf_q {strides = dense<2> : tensor<3xi64>} ins(%i, %k, %z, %z : memref<1x5x6x3xi8>, memref<2x2x3x4xi8>, i32, i32) outs(%o : memref<1x2x3x4xi32>)
  return
}

// -----

func.func @qbool(%a: memref<3x4xi1>, %b: memref<4x5xi1>, %z: i32, %c: memref<3x5xi1>) {
  // expected-error@+1 {{unsupported operation: sub with bools}}
  linalg.quantized_matmul ins(%a, %b, %z, %z : memref<3x4xi1>, memref<4x5xi1>, i32, i32) outs(%c : memref<3x5xi1>)
  return
}

// -----

func.func @qcount(%a: memref<3x4xi8>, %b: memref<4x5xi8>, %c: memref<3x5xi32>) {
  // expected-error@+1 {{'linalg.quantized_matmul' op expected the number of indexing_map (5) to be equal to the number of input/output operands (3)}}
  "linalg.quantized_matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: i8, %y: i8, %o: i32):
    linalg.yield %o : i32
  }) : (memref<3x4xi8>, memref<4x5xi8>, memref<3x5xi32>) -> ()
  return
}

// -----

func.func @qconvcount(%i: memref<1x5x6x3xi8>, %k: memref<2x2x3x4xi8>, %o: memref<1x4x5x4xi32>) {
  // expected-error@+1 {{'linalg.conv_2d_nhwc_hwcf_q' op expected the number of indexing_map (5) to be equal to the number of input/output operands (3)}}
  "linalg.conv_2d_nhwc_hwcf_q"(%i, %k, %o) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: i8, %y: i8, %r: i32):
    linalg.yield %r : i32
  }) : (memref<1x5x6x3xi8>, memref<2x2x3x4xi8>, memref<1x4x5x4xi32>) -> ()
  return
}

// -----

func.func @castbad(%a: memref<3x4xi8>, %b: memref<4x5xi8>, %c: memref<3x5xi32>) {
  // expected-error@+1 {{'linalg.matmul' op attribute 'cast' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1}}
  linalg.matmul {cast = 1 : i32} ins(%a, %b : memref<3x4xi8>, memref<4x5xi8>) outs(%c : memref<3x5xi32>)
  return
}

// -----

func.func @mmt4dshape(%a: memref<2x3x4x5xf32>, %b: memref<6x3x7x4xf32>, %c: memref<2x6x4x7xf32>) {
  // expected-error@+1 {{'linalg.mmt4d' op inferred input/output operand #1 has shape's dimension #3 to be 5, but found 4}}
  linalg.mmt4d ins(%a, %b : memref<2x3x4x5xf32>, memref<6x3x7x4xf32>) outs(%c : memref<2x6x4x7xf32>)
  return
}

// -----

func.func @dwq(%i: memref<1x5x6x3xi8>, %k: memref<2x2x4xi8>, %z: i32, %o: memref<1x4x5x3xi32>) {
  // expected-error@+1 {{'linalg.depthwise_conv_2d_nhwc_hwc_q' op inferred input/output operand #1 has shape's dimension #2 to be 3, but found 4}}
  linalg.depthwise_conv_2d_nhwc_hwc_q ins(%i, %k, %z, %z : memref<1x5x6x3xi8>, memref<2x2x4xi8>, i32, i32) outs(%o : memref<1x4x5x3xi32>)
  return
}

// -----

func.func @brm_shape(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<3x6xf32>) {
  // expected-error@+1 {{'linalg.batch_reduce_matmul' op inferred input/output operand #2 has shape's dimension #1 to be 5, but found 6}}
  linalg.batch_reduce_matmul ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<3x6xf32>)
  return
}

// -----

func.func @qbmm(%a: memref<2x3x4xi8>, %b: memref<2x4x5xi8>, %z: i32, %c: memref<2x3x6xi32>) {
  // expected-error@+1 {{'linalg.quantized_batch_matmul' op inferred input/output operand #4 has shape's dimension #2 to be 5, but found 6}}
  linalg.quantized_batch_matmul ins(%a, %b, %z, %z : memref<2x3x4xi8>, memref<2x4x5xi8>, i32, i32) outs(%c : memref<2x3x6xi32>)
  return
}

// -----

func.func @nchwq(%i: memref<1x3x5x6xi8>, %k: memref<4x2x2x2xi8>, %z: i32, %o: memref<1x4x4x5xi32>) {
  // expected-error@+1 {{'linalg.conv_2d_nchw_fchw_q' op inferred input/output operand #1 has shape's dimension #1 to be 3, but found 2}}
  linalg.conv_2d_nchw_fchw_q ins(%i, %k, %z, %z : memref<1x3x5x6xi8>, memref<4x2x2x2xi8>, i32, i32) outs(%o : memref<1x4x4x5xi32>)
  return
}

// -----

func.func @fhwcq(%i: memref<1x5x6x3xi8>, %k: memref<4x2x2x3xi8>, %z: i32, %o: memref<1x4x5x5xi32>) {
  // expected-error@+1 {{'linalg.conv_2d_nhwc_fhwc_q' op inferred input/output operand #4 has shape's dimension #3 to be 4, but found 5}}
  linalg.conv_2d_nhwc_fhwc_q ins(%i, %k, %z, %z : memref<1x5x6x3xi8>, memref<4x2x2x3xi8>, i32, i32) outs(%o : memref<1x4x5x5xi32>)
  return
}

// -----

func.func @hwcmq(%i: memref<1x5x6x3xi8>, %k: memref<2x2x3x2xi8>, %z: i32, %o: memref<1x4x5x3x3xi32>) {
  // expected-error@+1 {{'linalg.depthwise_conv_2d_nhwc_hwcm_q' op inferred input/output operand #4 has shape's dimension #4 to be 2, but found 3}}
  linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%i, %k, %z, %z : memref<1x5x6x3xi8>, memref<2x2x3x2xi8>, i32, i32) outs(%o : memref<1x4x5x3x3xi32>)
  return
}

// -----

func.func @c3q(%i: memref<1x4x5x6x3xi8>, %k: memref<2x2x2x3x4xi8>, %z: i32, %o: memref<1x3x4x5x5xi32>) {
  // expected-error@+1 {{'linalg.conv_3d_ndhwc_dhwcf_q' op inferred input/output operand #4 has shape's dimension #4 to be 4, but found 5}}
  linalg.conv_3d_ndhwc_dhwcf_q ins(%i, %k, %z, %z : memref<1x4x5x6x3xi8>, memref<2x2x2x3x4xi8>, i32, i32) outs(%o : memref<1x3x4x5x5xi32>)
  return
}

// -----

func.func @gq(%i: memref<1x5x6x2x3xi8>, %k: memref<2x4x2x2x3xi8>, %z: i32, %o: memref<1x4x5x2x5xi32>) {
  // expected-error@+1 {{'linalg.conv_2d_nhwgc_gfhwc_q' op inferred input/output operand #4 has shape's dimension #4 to be 4, but found 5}}
  linalg.conv_2d_nhwgc_gfhwc_q ins(%i, %k, %z, %z : memref<1x5x6x2x3xi8>, memref<2x4x2x2x3xi8>, i32, i32) outs(%o : memref<1x4x5x2x5xi32>)
  return
}

// -----

func.func @bmmt4d(%ba: memref<2x2x3x4x5xf32>, %bb: memref<2x6x3x7x5xf32>, %bc: memref<2x2x6x4x8xf32>) {
  // expected-error@+1 {{'linalg.batch_mmt4d' op inferred input/output operand #2 has shape's dimension #4 to be 7, but found 8}}
  linalg.batch_mmt4d ins(%ba, %bb : memref<2x2x3x4x5xf32>, memref<2x6x3x7x5xf32>) outs(%bc : memref<2x2x6x4x8xf32>)
  return
}

// -----

func.func @bvm(%va: memref<2x3xi8>, %vb: memref<2x3x4xi8>, %vc: memref<2x5xi32>) {
  // expected-error@+1 {{'linalg.batch_vecmat' op inferred input/output operand #2 has shape's dimension #1 to be 4, but found 5}}
  linalg.batch_vecmat ins(%va, %vb : memref<2x3xi8>, memref<2x3x4xi8>) outs(%vc : memref<2x5xi32>)
  return
}

// -----

func.func @zprank(%a: memref<3x4xi8>, %b: memref<4x5xi8>, %z: memref<2xi32>, %c: memref<3x5xi32>) {
  // expected-error@+1 {{'linalg.quantized_matmul' op expected operand #2 rank (1) to match the result rank of indexing_map (0)}}
  linalg.quantized_matmul ins(%a, %b, %z, %z : memref<3x4xi8>, memref<4x5xi8>, memref<2xi32>, memref<2xi32>) outs(%c : memref<3x5xi32>)
  return
}

// -----

func.func @fill_mixed(%v: f32, %a: memref<3xf16>) {
  // expected-error@+1 {{'linalg.fill' op expected fill value type ('f32') to match output element type ('f16')}}
  linalg.fill ins(%v : f32) outs(%a : memref<3xf16>)
  return
}

// RUN: tessera opt %s --split-input-file --verify-diagnostics

// Named ops that upstream's region builders cannot build a body for (or build one whose
// payload is invalid): Tessera refuses them with a located diagnostic instead of building a
// body that computes something else.

func.func @conv_index(%i: memref<5x5xindex>, %w: memref<2x2xindex>, %o: memref<4x4xindex>) {
  // expected-error@+1 {{custom op 'linalg.conv_2d' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'index' and 'index'}}
  linalg.conv_2d ins(%i, %w : memref<5x5xindex>, memref<2x2xindex>) outs(%o : memref<4x4xindex>)
  return
}

// -----

func.func @conv_same_width_floats(%i: memref<5x5xbf16>, %w: memref<2x2xbf16>, %o: memref<4x4xf16>) {
  // expected-error@+1 {{'linalg.conv_2d' op casting bf16 to f16 is not supported}}
  linalg.conv_2d ins(%i, %w : memref<5x5xbf16>, memref<2x2xbf16>) outs(%o : memref<4x4xf16>)
  return
}

// -----

func.func @div_unsigned_float(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{'linalg.elementwise' op elementwise kind 'div_unsigned' is not supported on f32}}
  linalg.elementwise <div_unsigned> ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

// -----

func.func @exp_int(%a: memref<4xi32>, %b: memref<4xi32>) {
  // expected-error@+1 {{'linalg.elementwise' op elementwise kind 'exp' is not supported on i32}}
  linalg.elementwise <exp> ins(%a : memref<4xi32>) outs(%b : memref<4xi32>)
  return
}

// -----

func.func @elementwise_mixed(%a: memref<4xf16>, %b: memref<4xf32>) {
  // expected-error@+1 {{'linalg.elementwise' op elementwise kind 'add' needs its inputs and init of one element type}}
  linalg.elementwise <add> ins(%a, %a : memref<4xf16>, memref<4xf16>) outs(%b : memref<4xf32>)
  return
}

// -----

func.func @elementwise_arity(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{'linalg.elementwise' op elementwise kind 'add' takes 2 input(s), got 1}}
  linalg.elementwise <add> ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

// -----

func.func @max_unsigned_float(%i: memref<1x4x4x1xf32>, %w: memref<2x2xf32>, %o: memref<1x3x3x1xf32>) {
  // expected-error@+1 {{'linalg.pooling_nhwc_max_unsigned' op unsupported operation: unsigned max not on uint}}
  linalg.pooling_nhwc_max_unsigned ins(%i, %w : memref<1x4x4x1xf32>, memref<2x2xf32>) outs(%o : memref<1x3x3x1xf32>)
  return
}

// -----

func.func @min_unsigned_bool(%i: memref<1x4x1xi1>, %w: memref<2xi1>, %o: memref<1x3x1xi1>) {
  // expected-error@+1 {{'linalg.pooling_nwc_min_unsigned' op unsupported operation: unsigned min not on uint}}
  linalg.pooling_nwc_min_unsigned ins(%i, %w : memref<1x4x1xi1>, memref<2xi1>) outs(%o : memref<1x3x1xi1>)
  return
}

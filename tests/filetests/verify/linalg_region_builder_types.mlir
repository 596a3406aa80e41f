// RUN: tessera opt %s --split-input-file --verify-diagnostics

// Element types upstream's region builder cannot combine in a named op's implied body are
// its error while parsing the custom form, with its message: an `index` matmul and an
// `index` max pooling. (iree-opt --verify-diagnostics accepts this file. A matvec of `index`
// inputs into f32 gets the same error, but upstream also warns "could not cast operand of
// type 'index' to 'f32'" at an unknown location, which --verify-diagnostics cannot match.)

func.func @matmul_index(%a: memref<2x2xindex>, %b: memref<2x2xindex>, %c: memref<2x2xindex>) {
  // expected-error@+1 {{custom op 'linalg.matmul' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'index' and 'index'}}
  linalg.matmul ins(%a, %b : memref<2x2xindex>, memref<2x2xindex>) outs(%c : memref<2x2xindex>)
  return
}

// -----

func.func @pooling_index(%i: memref<1x4x4x1xindex>, %w: memref<2x2xindex>, %o: memref<1x3x3x1xindex>) {
  // expected-error@+1 {{custom op 'linalg.pooling_nhwc_max' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'index' and 'index'}}
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %w : memref<1x4x4x1xindex>, memref<2x2xindex>) outs(%o : memref<1x3x3x1xindex>)
  return
}

// -----

// Moving values needs no arithmetic: fill and copy of index elements are fine.
func.func @fill_copy_index(%c: index, %m: memref<4xindex>, %n: memref<4xindex>) {
  linalg.fill ins(%c : index) outs(%m : memref<4xindex>)
  linalg.copy ins(%m : memref<4xindex>) outs(%n : memref<4xindex>)
  return
}

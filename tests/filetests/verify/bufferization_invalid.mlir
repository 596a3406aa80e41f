// RUN: tessera opt %s --split-input-file --verify-diagnostics

// The `bufferization` ops: upstream's verifier messages (iree-opt --verify-diagnostics
// accepts this file). Upstream reports a to_buffer/to_tensor type mismatch twice ('shapes
// do not match' and the trait's message); Tessera reports the trait's message only, so
// those cases are not here.

func.func @alloc_tensor_sizes(%d: index) {
  // expected-error@+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1}}
  %e = bufferization.alloc_tensor() : tensor<4x?xf32>
  return
}

// -----

func.func @alloc_tensor_copy_and_sizes(%d: index, %t: tensor<4x?xf32>) {
  // expected-error@+1 {{dynamic sizes not needed when copying a tensor}}
  %e = bufferization.alloc_tensor(%d) copy(%t) : tensor<4x?xf32>
  return
}

// -----

func.func @alloc_tensor_copy_type(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{expected that `copy` and return type match}}
  %f = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x?xf32>
  return
}

// -----

func.func @materialize_element(%t: tensor<4x4xf32>, %m: memref<4x4xi32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type}}
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4x4xf32>, memref<4x4xi32>) -> ()
  return
}

// -----

func.func @materialize_shape(%t: tensor<4x4xf32>, %m: memref<4x5xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4x4xf32>, memref<4x5xf32>) -> ()
  return
}

// -----

func.func @materialize_rank(%t: tensor<4x4xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op source rank (2) does not match destination rank (1)}}
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4x4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_memref_not_writable(%t: tensor<4x4xf32>, %m: memref<4x4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @materialize_tensor_writable(%t: tensor<4x4xf32>, %d: tensor<4x4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  %r = bufferization.materialize_in_destination %t in writable %d : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @materialize_tensor_restrict(%t: tensor<4x4xf32>, %d: tensor<4x4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %r = bufferization.materialize_in_destination %t in restrict %d : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @materialize_tensor_no_result(%t: tensor<4x4xf32>, %d: tensor<4x4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  "bufferization.materialize_in_destination"(%t, %d) : (tensor<4x4xf32>, tensor<4x4xf32>) -> ()
  return
}

// -----

func.func @materialize_result_type(%t: tensor<4x4xf32>, %d: tensor<4x?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %r = bufferization.materialize_in_destination %t in %d : (tensor<4x4xf32>, tensor<4x?xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @materialize_memref_result(%t: tensor<4x4xf32>, %m: memref<4x4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %r = "bufferization.materialize_in_destination"(%t, %m) <{restrict, writable}> : (tensor<4x4xf32>, memref<4x4xf32>) -> tensor<4x4xf32>
  return
}

// -----

func.func @dealloc_tensor_memref(%m: memref<4x4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.dealloc_tensor' invalid kind of type specified}}
  bufferization.dealloc_tensor %m : memref<4x4xf32>
  return
}

// -----

func.func @dealloc_tensor_generic(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'bufferization.dealloc_tensor' op operand #0 must be tensor of any non-token type values, but got 'memref<4x4xf32>'}}
  "bufferization.dealloc_tensor"(%m) : (memref<4x4xf32>) -> ()
  return
}

// -----

func.func @to_buffer_operand(%m: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.to_buffer' op operand #0 must be TensorLikeType instance, but got 'memref<4xf32>'}}
  %s = "bufferization.to_buffer"(%m) : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @to_tensor_operand(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'tensor<4xf32>'}}
  %s = "bufferization.to_tensor"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_dest_type(%t: tensor<4xf32>, %f: f32) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op operand #1 must be shaped of any non-token type values, but got 'f32'}}
  "bufferization.materialize_in_destination"(%t, %f) : (tensor<4xf32>, f32) -> ()
  return
}

// -----

func.func @alloc_tensor_unranked() {
  // expected-error@+1 {{'bufferization.alloc_tensor' op result #0 must be tensor of any non-token type values, but got 'f32'}}
  %a = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> f32
  return
}

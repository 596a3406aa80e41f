// RUN: tessera opt %s --split-input-file --verify-diagnostics

// The `tensor` ops: upstream's verifier messages (iree-opt --verify-diagnostics accepts
// this file).

func.func @empty_missing_size(%d: index) {
  // expected-error@+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 0, expected 1}}
  %e = tensor.empty() : tensor<4x?xf32>
  return
}

// -----

func.func @empty_extra_size(%d: index) {
  // expected-error@+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %e = tensor.empty(%d) : tensor<4x4xf32>
  return
}

// -----

func.func @insert_indices(%t: tensor<4x4xf32>, %f: f32, %i: index) {
  // expected-error@+1 {{'tensor.insert' op incorrect number of indices}}
  %e = tensor.insert %f into %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @insert_result(%t: tensor<4x4xf32>, %f: f32, %i: index) {
  // expected-error@+1 {{'tensor.insert' op failed to verify that result type matches type of dest}}
  %e = "tensor.insert"(%f, %t, %i, %i) : (f32, tensor<4x4xf32>, index, index) -> tensor<4x5xf32>
  return
}

// -----

func.func @insert_scalar(%t: tensor<4x4xf32>, %f: i32, %i: index) {
  // expected-error@+1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %e = "tensor.insert"(%f, %t, %i, %i) : (i32, tensor<4x4xf32>, index, index) -> tensor<4x4xf32>
  return
}

// -----

func.func @extract_slice_offsets(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 1}}
  %e = tensor.extract_slice %t[0] [2] [1] : tensor<4x4xf32> to tensor<2xf32>
  return
}

// -----

func.func @extract_slice_ranks(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %e = tensor.extract_slice %t[0, 0] [2, 2] [1] : tensor<4x4xf32> to tensor<2x2xf32>
  return
}

// -----

func.func @extract_slice_dynamic_entries(%t: tensor<4x4xf32>, %i: index) {
  // expected-error@+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %e = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, index) -> tensor<2x2xf32>
  return
}

// -----

func.func @extract_slice_negative_size(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -1}}
  %e = tensor.extract_slice %t[0, 0] [2, -1] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  return
}

// -----

func.func @extract_slice_size(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<2x2xf32>' or a rank-reduced version. (size mismatch)}}
  %e = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<3x2xf32>
  return
}

// -----

func.func @extract_slice_element(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{expected element type to be 'f32'}}
  %e = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xi32>
  return
}

// -----

func.func @extract_slice_rank(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{expected rank to be smaller or equal to the other rank.}}
  %e = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2x1xf32>
  return
}

// -----

func.func @extract_slice_out_of_bounds(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %e = tensor.extract_slice %t[0, 0] [5, 2] [1, 1] : tensor<4x4xf32> to tensor<5x2xf32>
  return
}

// -----

func.func @extract_slice_offset_out_of_bounds(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 4 >= 4}}
  %e = tensor.extract_slice %t[4, 0] [0, 2] [1, 1] : tensor<4x4xf32> to tensor<0x2xf32>
  return
}

// -----

func.func @insert_slice_size(%t: tensor<4x4xf32>, %s: tensor<2x2xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<2x3xf32>' or a rank-reduced version. (size mismatch)}}
  %e = tensor.insert_slice %s into %t[0, 0] [2, 3] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  return
}

// -----

func.func @insert_slice_element(%t: tensor<4x4xf32>, %s: tensor<2x2xi32>) {
  // expected-error@+1 {{expected element type to be 'f32'}}
  %e = tensor.insert_slice %s into %t[0, 0] [2, 2] [1, 1] : tensor<2x2xi32> into tensor<4x4xf32>
  return
}

// -----

func.func @insert_slice_out_of_bounds(%t: tensor<4x4xf32>, %s: tensor<2x2xf32>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %e = tensor.insert_slice %s into %t[3, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  return
}

// -----

func.func @expand_static_size(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 3, 4] : tensor<4x4xf32> into tensor<2x3x4xf32>
  return
}

// -----

func.func @expand_output_shape(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{'tensor.expand_shape' op invalid output shape provided at pos 1}}
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 3, 4] : tensor<4x4xf32> into tensor<2x2x4xf32>
  return
}

// -----

func.func @expand_element(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{'tensor.expand_shape' op expected collapsed type to be 'tensor<4x4xi32>', but got 'tensor<4x4xf32>'}}
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, 4] : tensor<4x4xf32> into tensor<2x2x4xi32>
  return
}

// -----

func.func @expand_groups(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{'tensor.expand_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  %e = tensor.expand_shape %t [[0, 1, 2]] output_shape [2, 2, 4] : tensor<4x4xf32> into tensor<2x2x4xf32>
  return
}

// -----

func.func @expand_output_rank(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2] : tensor<4x4xf32> into tensor<2x2x4xf32>
  return
}

// -----

func.func @expand_dynamic_count(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{'tensor.expand_shape' op incorrect number of dynamic sizes, has 0, expected 1}}
  %r = "tensor.expand_shape"(%t) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 2, 4>}> : (tensor<4x4xf32>) -> tensor<2x?x4xf32>
  return
}

// -----

func.func @expand_elements(%t: tensor<f32>) {
  // expected-error@+1 {{'tensor.expand_shape' op number of elements must be preserved: 2 != 1}}
  %s = tensor.expand_shape %t [] output_shape [1, 2] : tensor<f32> into tensor<1x2xf32>
  return
}

// -----

func.func @collapse_static_size(%t: tensor<2x2x4xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 4}}
  %e = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x2x4xf32> into tensor<5x4xf32>
  return
}

// -----

func.func @collapse_dynamic_size(%t: tensor<2x?x4xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %e = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x?x4xf32> into tensor<4x4xf32>
  return
}

// -----

func.func @collapse_contiguous(%t: tensor<2x2x4xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected reassociation map #1 to be valid and contiguous.}}
  %e = tensor.collapse_shape %t [[0], [2]] : tensor<2x2x4xf32> into tensor<2x4xf32>
  return
}

// -----

func.func @collapse_map_size(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
  %e = tensor.collapse_shape %t [[0, 1, 2]] : tensor<4x4xf32> into tensor<16xf32>
  return
}

// -----

func.func @pad_type(%t: tensor<4x4xf32>, %f: f32) {
  // expected-error@+1 {{specified type 'tensor<7x6xf32>' does not match the inferred type 'tensor<6x6xf32>'}}
  %p = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<7x6xf32>
  return
}

// -----

func.func @pad_dynamic_result(%t: tensor<4x?xf32>, %f: f32) {
  // expected-error@+1 {{specified type 'tensor<?x?xf32>' does not match the inferred type 'tensor<6x?xf32>'}}
  %s = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<?x?xf32>
  return
}

// -----

func.func @pad_lists(%t: tensor<4x4xf32>, %f: f32) {
  // expected-error@+1 {{failed to infer expectedType from sourceType 'tensor<4x4xf32>', specified resultType is 'tensor<6x6xf32>'}}
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return
}

// -----

func.func @pad_arguments(%t: tensor<4x4xf32>, %f: f32) {
  // expected-error@+1 {{expected the block to have 2 arguments}}
  %p = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return
}

// -----

func.func @pad_yield(%t: tensor<4x4xf32>, %f: i32) {
  // expected-error@+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %p = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : i32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return
}

// -----

func.func @pad_argument_type(%t: tensor<4x4xf32>, %f: f32) {
  // expected-error@+1 {{'tensor.pad' op expected block argument 2 to be an index}}
  %p = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: f32):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return
}

// -----

func.func @splat_sizes(%f: f32) {
  // expected-error@+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1}}
  %s = tensor.splat %f : tensor<4x?xf32>
  return
}

// -----

func.func @splat_element(%f: f32) {
  // expected-error@+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %s = "tensor.splat"(%f) : (f32) -> tensor<4xi32>
  return
}

// -----

func.func @from_elements_count(%f: f32) {
  // expected-error@+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %s = tensor.from_elements %f : tensor<2xf32>
  return
}

// -----

func.func @from_elements_type(%f: i32) {
  // expected-error@+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %e = "tensor.from_elements"(%f) : (i32) -> tensor<1xf32>
  return
}

// -----

func.func @generate_sizes(%f: f32) {
  // expected-error@+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 0, expected 1}}
  %g = tensor.generate {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  return
}

// -----

func.func @generate_arguments(%f: f32, %i: index) {
  // expected-error@+1 {{must have one body argument per input dimension}}
  %g = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  return
}

// -----

func.func @generate_argument_type(%f: f32, %i: index) {
  // expected-error@+1 {{all body arguments must be index}}
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: i32):
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  return
}

// -----

func.func @generate_yield(%f: i32, %i: index) {
  // expected-error@+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : i32
  } : tensor<4x?xf32>
  return
}

// -----

func.func @yield_parent(%f: f32) {
  scf.execute_region {
    // expected-error@+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
    "tensor.yield"(%f) : (f32) -> ()
  }
  return
}

// -----

func.func @reshape_length(%t: tensor<4x4xf32>, %s: tensor<3xindex>) {
  // expected-error@+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %r = tensor.reshape %t(%s) : (tensor<4x4xf32>, tensor<3xindex>) -> tensor<?x?xf32>
  return
}

// -----

func.func @reshape_element(%t: tensor<4x4xf32>, %s: tensor<2xindex>) {
  // expected-error@+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %r = tensor.reshape %t(%s) : (tensor<4x4xf32>, tensor<2xindex>) -> tensor<?x?xi32>
  return
}

// -----

func.func @reshape_count(%t: tensor<4x4xf32>, %s: tensor<2xindex>) {
  // expected-error@+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %r = tensor.reshape %t(%s) : (tensor<4x4xf32>, tensor<2xindex>) -> tensor<3x5xf32>
  return
}

// -----

func.func @reshape_dynamic_shape(%t: tensor<4x4xf32>, %s: tensor<?xindex>) {
  // expected-error@+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %r = tensor.reshape %t(%s) : (tensor<4x4xf32>, tensor<?xindex>) -> tensor<?x?xf32>
  return
}

// -----

func.func @bitcast_width(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{'tensor.bitcast' op operand type 'tensor<4x4xf32>' and result type 'tensor<4x4xi64>' are cast incompatible}}
  %r = tensor.bitcast %t : tensor<4x4xf32> to tensor<4x4xi64>
  return
}

// -----

func.func @bitcast_shape(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{'tensor.bitcast' op operand type 'tensor<4x4xf32>' and result type 'tensor<4x2xi32>' are cast incompatible}}
  %r = tensor.bitcast %t : tensor<4x4xf32> to tensor<4x2xi32>
  return
}

// -----

func.func @concat_dim(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %r = tensor.concat dim(2) %t, %t : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
  return
}

// -----

func.func @concat_result(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{'tensor.concat' op result type 'tensor<9x4xf32>'does not match inferred shape 'tensor<8x4xf32>' static sizes}}
  %r = tensor.concat dim(0) %t, %t : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<9x4xf32>
  return
}

// -----

func.func @concat_other_dim(%t: tensor<4x4xf32>, %u: tensor<4x3xf32>) {
  // expected-error@+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %r = tensor.concat dim(0) %t, %u : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<8x4xf32>
  return
}

// -----

func.func @concat_rank(%t: tensor<4x4xf32>, %u: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %r = tensor.concat dim(0) %t, %u : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<8x4xf32>
  return
}

// -----

func.func @concat_element(%t: tensor<4x4xf32>, %u: tensor<4x4xi32>) {
  // expected-error@+1 {{'tensor.concat' op inputs and result element type must match}}
  %r = tensor.concat dim(0) %t, %u : (tensor<4x4xf32>, tensor<4x4xi32>) -> tensor<8x4xf32>
  return
}

// -----

func.func @concat_empty() {
  // expected-error@+1 {{'tensor.concat' op requires at least one input}}
  %s = tensor.concat dim(0) : () -> tensor<4x4xf32>
  return
}

// -----

func.func @rank_result(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{'tensor.rank' op result #0 must be index, but got 'i32'}}
  %s = "tensor.rank"(%t) : (tensor<4x4xf32>) -> i32
  return
}

// -----

func.func @extract_memref(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'tensor.extract' op operand #0 must be ranked tensor of any non-token type values, but got 'memref<4xf32>'}}
  %s = "tensor.extract"(%m, %i) : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @from_elements_dynamic(%f: f32) {
  // expected-error@+1 {{'tensor.from_elements' op result #0 must be statically shaped tensor of any non-token type values, but got 'tensor<?xf32>'}}
  %s = "tensor.from_elements"(%f) : (f32) -> tensor<?xf32>
  return
}

// -----

func.func @empty_unranked() {
  // expected-error@+1 {{'tensor.empty' op result #0 must be ranked tensor of any non-token type values, but got 'tensor<*xf32>'}}
  %g = "tensor.empty"() : () -> tensor<*xf32>
  return
}

// -----

func.func @insert_slice_result(%t: tensor<4x4xf32>, %s: tensor<2x2xf32>) {
  // expected-error@+1 {{'tensor.insert_slice' op failed to verify that expected result type to match dest type}}
  %e = "tensor.insert_slice"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2x2xf32>, tensor<4x4xf32>) -> tensor<4x5xf32>
  return
}

// -----

func.func @cast_incompatible(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %c = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @dim_rank0(%t: tensor<f32>, %i: index) {
  // expected-error@+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %d = tensor.dim %t, %i : tensor<f32>
  return
}

// -----

func.func @extract_indices(%t: tensor<4x4xf32>, %i: index) {
  // expected-error@+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %e = tensor.extract %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @yield_count(%t: tensor<4xf32>, %f: f32) {
  %g = tensor.generate {
  ^bb0(%a: index):
    // expected-error@+1 {{'tensor.yield' op requires a single operand}}
    "tensor.yield"(%f, %f) : (f32, f32) -> ()
  } : tensor<4xf32>
  return
}

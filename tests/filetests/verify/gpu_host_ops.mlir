// RUN: tessera opt %s --split-input-file --verify-diagnostics

// The verifiers of the host-side gpu ops, with upstream's messages (iree-opt 3.13
// --verify-diagnostics accepts this file): gpu.alloc's dynamic sizes and layout symbols,
// gpu.memcpy's element types and shapes, gpu.memset's element type, the operand and result
// constraints (async tokens, memrefs, unranked memrefs, i32) and the optional token result.

func.func @alloc_dynamic_sizes(%n: index) {
  // expected-error@+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %m = gpu.alloc () : memref<?xf32>
  return
}

// -----

#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @alloc_symbols(%n: index) {
  // expected-error@+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %m = gpu.alloc (%n) : memref<?xf32, #map>
  return
}

// -----

func.func @alloc_tensor(%n: index) {
  // expected-error@+1 {{'gpu.alloc' op result #0 must be memref of any non-token type values, but got 'tensor<?xf32>'}}
  %m = "gpu.alloc"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (index) -> (tensor<?xf32>)
  return
}

// -----

func.func @alloc_size_type(%n: i32) {
  // expected-error@+1 {{'gpu.alloc' op operand #0 must be variadic of index, but got 'i32'}}
  %m = "gpu.alloc"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (i32) -> (memref<?xf32>)
  return
}

// -----

func.func @alloc_token_type(%n: index) {
  // expected-error@+1 {{'gpu.alloc' op result #1 must be async token type, but got 'i32'}}
  %m:2 = "gpu.alloc"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (index) -> (memref<?xf32>, i32)
  return
}

// -----

func.func @memcpy_elements(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<4xi32>
  return
}

// -----

func.func @memcpy_shapes(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error@+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<5xf32>
  return
}

// -----

func.func @memcpy_not_memref(%a: i64) {
  // expected-error@+1 {{'gpu.memcpy' op operand #0 must be memref of any non-token type values, but got 'i64'}}
  "gpu.memcpy"(%a, %a) : (i64, i64) -> ()
  return
}

// -----

func.func @memcpy_dependency(%a: memref<4xf32>, %t: i32) {
  // expected-error@+1 {{'gpu.memcpy' op operand #0 must be variadic of async token type, but got 'i32'}}
  "gpu.memcpy"(%t, %a, %a) : (i32, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @memset_element(%a: memref<4xf32>, %v: i32) {
  // expected-error@+1 {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  gpu.memset %a, %v : memref<4xf32>, i32
  return
}

// -----

func.func @memset_operands(%a: memref<4xf32>) {
  // expected-error@+1 {{'gpu.memset' op expected 2 or more operands, but found 1}}
  "gpu.memset"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @host_register_ranked(%a: memref<4xf32>) {
  // expected-error@+1 {{'gpu.host_register' op operand #0 must be unranked.memref of any non-token type values, but got 'memref<4xf32>'}}
  "gpu.host_register"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @host_unregister_ranked(%a: memref<4xf32>) {
  // expected-error@+1 {{'gpu.host_unregister' op operand #0 must be unranked.memref of any non-token type values, but got 'memref<4xf32>'}}
  "gpu.host_unregister"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @dealloc_scalar(%a: f32) {
  // expected-error@+1 {{'gpu.dealloc' op operand #0 must be memref of any non-token type values, but got 'f32'}}
  "gpu.dealloc"(%a) : (f32) -> ()
  return
}

// -----

func.func @default_device_i64(%a: i64) {
  // expected-error@+1 {{'gpu.set_default_device' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  "gpu.set_default_device"(%a) : (i64) -> ()
  return
}

// -----

func.func @wait_result_type() {
  // expected-error@+1 {{'gpu.wait' op result #0 must be async token type, but got 'i32'}}
  %0 = "gpu.wait"() : () -> i32
  return
}

// -----

func.func @wait_results() {
  // expected-error@+1 {{'gpu.wait' op result group starting at #0 requires 0 or 1 element, but found 3}}
  %0:3 = "gpu.wait"() : () -> (!gpu.async.token, !gpu.async.token, !gpu.async.token)
  return
}

// -----

func.func @wait_unnamed() {
  // expected-error@+1 {{needs to be named when marked 'async'}}
  gpu.wait async
  return
}

// -----

func.func @dealloc_type(%a: f32) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  gpu.dealloc %a : f32
  return
}

// -----

func.func @host_register_type(%a: memref<4xf32>) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.unranked_memref, but found 'memref<4xf32>'}}
  gpu.host_register %a : memref<4xf32>
  return
}

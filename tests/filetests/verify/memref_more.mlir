// RUN: tessera opt %s --split-input-file --verify-diagnostics

// memref.transpose, reshape, realloc, generic_atomic_rmw, atomic_yield, alloca_scope,
// dma_wait and distinct_objects: upstream's messages (iree-opt --verify-diagnostics accepts
// this file).

func.func @transpose_not_permutation(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %t = memref.transpose %m (d0, d1) -> (d0, d0) : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @transpose_rank(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %t = memref.transpose %m (d0) -> (d0) : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reshape_elem(%m: memref<4xf32>, %s: memref<1xindex>) {
  // expected-error@+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %r = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<4xi32>
  return
}

// -----

func.func @reshape_rank(%m: memref<4xf32>, %s: memref<1xindex>) {
  // expected-error@+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %r = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<2x2xf32>
  return
}

// -----

func.func @reshape_dynamic_shape(%m: memref<4xf32>, %s: memref<?xindex>) {
  // expected-error@+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %r = memref.reshape %m(%s) : (memref<4xf32>, memref<?xindex>) -> memref<2x2xf32>
  return
}

// -----

func.func @realloc_missing_size(%m: memref<4xf32>) {
  // expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %r = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_unneeded_size(%m: memref<4xf32>, %n: index) {
  // expected-error@+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %r = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @realloc_elem(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.realloc' op source element type ('f32') does not match result element type ('i32')}}
  %r = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @rmw_side_effect(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %cur, %m[%i] : memref<4xf32>
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @rmw_arg_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @yield_type(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @yield_parent(%v: f32) {
  // expected-error@+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %v : f32
}

// -----

func.func @scope_return_parent() {
  // expected-error@+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return
}

// -----

func.func @dma_wait_indices(%tag: memref<2xi32>, %n: index) {
  // expected-error@+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0}}
  memref.dma_wait %tag[], %n : memref<2xi32>
  return
}

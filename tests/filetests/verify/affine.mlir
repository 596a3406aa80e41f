// RUN: tessera opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Affine dimensions and symbols (spec 002, "restrictions on dimensions and symbols") and the
// affine ops' own rules.

#map = affine_map<(d0)[s0] -> (d0 + s0)>

// Current upstream accepts this (a pure op of symbols is a symbol, so a valid dimension);
// LLVM 18-era upstream rejected it. affine_symbols_errors.mlir has what is still rejected.
func.func @lower_bound_pure_of_symbols(%arg : index) {
  affine.for %n0 = 0 to 7 {
    %dim = arith.addi %arg, %arg : index
    affine.for %n1 = 0 to #map(%dim)[%arg] {
    }
  }
  return
}

// -----

func.func @ssa_bound_is_a_symbol() {
  affine.for %i = 0 to 10 {
    // A bare SSA bound is the symbol identity map: an induction variable cannot be one.
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = %i to 10 {
    }
  }
  return
}

// -----

#map = affine_map<(d0)[s0] -> (d0 + s0)>

func.func @bound_invalid_symbol() {
  affine.for %i0 = 0 to 7 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %n0 = #map(%i0)[%i0] to 7 {
    }
  }
  return
}

// -----

func.func @load_index_not_dim(%m : memref<10xf32>, %n : index) {
  affine.for %i = 0 to 10 {
    %j = arith.addi %i, %n : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %m[%j] : memref<10xf32>
  }
  return
}

// -----

func.func @store_index_from_scf_loop(%m : memref<10xf32>, %v : f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    // expected-error@+1 {{'affine.store' op operand cannot be used as a dimension id}}
    affine.store %v, %m[%i] : memref<10xf32>
  }
  return
}

// -----

func.func @load_in_unregistered_region(%m : memref<10xi32>) {
  "test.region"() ({
  ^bb0(%arg: index):
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %m[%arg] : memref<10xi32>
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Valid: function arguments, constants, affine.apply of dims and symbols, loop IVs, memref.dim
// of a top-level memref.
func.func @valid_dims_and_symbols(%m : memref<?x?xf32>, %n : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c0 : memref<?x?xf32>
  affine.for %i = 0 to %d {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %n {
      %k = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%j)[%c1]
      %v = affine.load %m[%i, %k] : memref<?x?xf32>
      affine.store %v, %m[%k, symbol(%n)] : memref<?x?xf32>
    }
  }
  return
}

// -----

#set = affine_set<(i)[N] : (i >= 0, N - i >= 0)>

func.func @if_invalid_dim(%arg : index) {
  affine.for %n0 = 0 to 7 {
    %dim = arith.addi %arg, %arg : index
    // The dimension is valid now (a pure op of symbols); the symbol, an IV, is not.
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if #set(%dim)[%n0] {}
  }
  return
}

// -----

#set = affine_set<(i)[N] : (i >= 0, N - i >= 0)>

func.func @if_invalid_symbol() {
  affine.for %i0 = 0 to 7 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if #set(%i0)[%i0] {}
  }
  return
}

// -----

#set = affine_set<(i)[N] : (i >= 0, N - i >= 0)>

func.func @if_dim_of_local_alloc(%a0: index, %a1: index) {
  affine.for %n0 = 0 to 7 {
    %0 = memref.alloc(%a0, %a1) : memref<?x?xf32>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0 : memref<?x?xf32>
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if #set(%dim)[%n0] {}
  }
  return
}

// -----

func.func @store_value_type(%C: memref<f32>) {
  %c0 = arith.constant 0 : i32
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%c0, %C) <{map = affine_map<() -> ()>}> : (i32, memref<f32>) -> ()
  return
}

// -----

func.func @load_map_rank(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4x4xf32>, index) -> f32
  return
}

// -----

func.func @load_map_inputs(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %0 = "affine.load"(%m, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, index) -> f32
  return
}

// -----

func.func @load_result_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @apply_operand_count(%a : index, %b : index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a, %b) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @apply_result_type(%a : index) {
  // expected-error@+1 {{'affine.apply' op result #0 must be index, but got 'i32'}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0)>}> : (index) -> i32
  return
}

// -----

func.func @apply_two_results(%a : index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @min_operand_count(%arg0 : index, %arg1 : index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.min"(%arg0, %arg1) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @parallel_counts() {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (2), and the number of steps (2) must all match}}
  affine.parallel (%i) = (0, 0) to (100, 100) step (10, 10) {
  }
  return
}

// -----

func.func @parallel_missing_reduction() {
  %0 = memref.alloc() : memref<100x100xf32>
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %1 = affine.parallel (%i, %j) = (0, 0) to (100, 100) step (10, 10) -> (f32) {
    %2 = affine.load %0[%i, %j] : memref<100x100xf32>
    affine.yield %2 : f32
  }
  return
}

// -----

func.func @parallel_yield_type() {
  %0 = memref.alloc() : memref<100x100xi32>
  %1 = affine.parallel (%i, %j) = (0, 0) to (100, 100) step (10, 10) reduce ("addf") -> (f32) {
    %2 = affine.load %0[%i, %j] : memref<100x100xi32>
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %2 : i32
  }
  return
}

// -----

func.func @parallel_bound_not_dim(%n : index) {
  affine.for %x = 0 to 7 {
    %y = arith.addi %x, %x : index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%i, %j) = (0, 0) to (%y, 100) step (10, 10) {
    }
  }
  return
}

// -----

func.func @for_iter_args_count(%buffer: memref<1024xf32>) -> f32 {
  %sum_0 = arith.constant 0.0 : f32
  // expected-error@+1 {{'affine.for' op different number of region iter_args and yielded values: 1 != 2}}
  %res:2 = "affine.for"(%sum_0) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index, %acc: f32):
    affine.yield %acc, %acc : f32, f32
  }) : (f32) -> (f32, f32)
  return %res#0 : f32
}

// -----

func.func @for_yield_type(%buffer: memref<1024xf32>) -> f32 {
  %sum_0 = arith.constant 0.0 : f32
  %res = affine.for %i = 0 to 10 iter_args(%acc = %sum_0) -> (f32) {
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %c : i32
  }
  return %res : f32
}

// -----

func.func @yield_count() {
  affine.for %i = 0 to 10 {
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield %c : i32
  }
  return
}

// -----

func.func @yield_outside_affine() {
  "test.region"() ({
    // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @if_else_region_arguments(%N: index) {
  %c = arith.constant 200 : index
  // expected-error@+1 {{'affine.if' op region #1 should have no arguments}}
  affine.if affine_set<(i) : (i - 2 >= 0)>(%c) {
  } else {
  ^bb0(%arg: i32):
    affine.yield
  }
  return
}

// -----

func.func @vector_load_element_type() {
  %0 = memref.alloc() : memref<100xf32>
  affine.for %i0 = 0 to 16 step 8 {
    // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
    %1 = affine.vector_load %0[%i0] : memref<100xf32>, vector<8xf64>
  }
  return
}

// -----

func.func @for_body_argument() {
  // expected-error@+1 {{'affine.for' op expected body to have an index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: i32):
    affine.yield
  }) : () -> ()
  return
}

// RUN: tessera opt %s --split-input-file --verify-diagnostics

// The expected messages are current upstream's: `iree-opt --split-input-file
// --verify-diagnostics` (iree-base-compiler 3.13) accepts this file.

// memref: allocation operands, load/store subscripts and element types, casts, copies, globals,
// subviews, reshapes.

func.func @alloc_dynamic_sizes() {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<?x4xf32>
  return
}

// -----

func.func @alloc_too_many_sizes(%n : index) {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4xf32>
  return
}

// -----

func.func @alloc_symbols(%n : index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc() : memref<2x4xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  return
}

// -----

func.func @alloc_size_type(%n : i32) {
  // expected-error@+1 {{'memref.alloc' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> memref<?xf32>
  return
}

// -----

func.func @load_index_count(%m : memref<4x4xf32>, %i : index) {
  // expected-error@+1 {{'memref.load' op invalid number of indices for accessed memref, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @load_index_type(%m : memref<4xf32>, %i : i32) {
  // expected-error@+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @load_result_type(%m : memref<4xf32>, %i : index) {
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @store_value_type(%m : memref<4xf32>, %i : index, %v : i32) {
  // expected-error@+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @store_index_count(%m : memref<4x4xf32>, %i : index, %v : f32) {
  // expected-error@+1 {{'memref.store' op invalid number of indices for accessed memref, expected 2 but got 3}}
  memref.store %v, %m[%i, %i, %i] : memref<4x4xf32>
  return
}

// -----

func.func @cast_incompatible(%m : memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @copy_shape(%a : memref<2xf32>, %b : memref<3xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<2xf32> to memref<3xf32>
  return
}

// -----

func.func @copy_element_type(%a : memref<2xf32>, %b : memref<2xf16>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<2xf32> to memref<2xf16>
  return
}

// -----

// The custom parser rejects this already.
// expected-error@+1 {{type should be static shaped memref}}
memref.global @dynamic : memref<?xf32>

// -----

// expected-error@+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "dynamic", sym_visibility = "private", type = memref<?xf32>}> : () -> ()

// -----

func.func @subview_offsets(%m : memref<8x8xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_result_sizes(%m : memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x5xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_result_layout(%m : memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1], offset: 9>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[1, 1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_dynamic_values(%m : memref<8x8xf32>, %i : index) {
  // expected-error@+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (0 vs 1)}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1], offset: ?>>
  return
}

// -----

func.func @collapse_groups(%m : memref<2x3x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return
}

// -----

func.func @dim_index_type(%m : memref<4xf32>, %i : i32) {
  // expected-error@+1 {{'memref.dim' op operand #1 must be index, but got 'i32'}}
  %0 = "memref.dim"(%m, %i) : (memref<4xf32>, i32) -> index
  return
}

// -----

func.func @atomic_float_kind_on_integers(%m : memref<4xi32>, %i : index, %x : i32) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'maximumf' expects a floating-point type}}
  %0 = memref.atomic_rmw maximumf %x, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @atomic_integer_kind_on_floats(%m : memref<4xf32>, %i : index, %x : f32) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %x, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

// Generic kinds are current upstream's numbers: 4 is maximumf (it was maxs before the
// enumeration became alphabetical).
func.func @atomic_generic_kind_number(%m : memref<4xi32>, %i : index, %x : i32) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'maximumf' expects a floating-point type}}
  %0 = "memref.atomic_rmw"(%x, %m, %i) <{kind = 4 : i64}> : (i32, memref<4xi32>, index) -> i32
  return
}

// RUN: tessera opt %s --split-input-file --verify-diagnostics

// vector.bitcast, shape_cast, extract/insert_strided_slice, transpose, constant_mask,
// create_mask, to_elements, outerproduct and multi_reduction: upstream's messages
// (iree-opt --verify-diagnostics accepts this file).

func.func @case0(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = "vector.bitcast"(%a) : (vector<4xf32>) -> vector<2xi32>
  return
}

// -----

func.func @case1(%a: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = "vector.bitcast"(%a) : (vector<2x4xf32>) -> vector<4x4xi32>
  return
}

// -----

func.func @case2(%a: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = "vector.bitcast"(%a) : (vector<2x4xf32>) -> vector<8xi32>
  return
}

// -----

func.func @case3(%a: vector<f32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the 0-D vector element types must be equal}}
  %0 = "vector.bitcast"(%a) : (vector<f32>) -> vector<i16>
  return
}

// -----

func.func @case4(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (4) and result (6)}}
  %0 = "vector.shape_cast"(%a) : (vector<4xf32>) -> vector<2x3xf32>
  return
}

// -----

func.func @case5(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op source element type ('f32') does not match result element type ('i32')}}
  %0 = "vector.shape_cast"(%a) : (vector<4xf32>) -> vector<2x2xi32>
  return
}

// -----

func.func @case6(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = "vector.extract_strided_slice"(%a) <{offsets = [1, 0], sizes = [2], strides = [1]}> : (vector<4xf32>) -> vector<2xf32>
  return
}

// -----

func.func @case7(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %0 = "vector.extract_strided_slice"(%a) <{offsets = [3], sizes = [2], strides = [1]}> : (vector<4xf32>) -> vector<2xf32>
  return
}

// -----

func.func @case8(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = "vector.extract_strided_slice"(%a) <{offsets = [1], sizes = [2], strides = [2]}> : (vector<4xf32>) -> vector<2xf32>
  return
}

// -----

func.func @case9(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2xf32>'}}
  %0 = "vector.extract_strided_slice"(%a) <{offsets = [1], sizes = [2], strides = [1]}> : (vector<4xf32>) -> vector<3xf32>
  return
}

// -----

func.func @case10(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %0 = "vector.extract_strided_slice"(%a) <{offsets = [-1], sizes = [2], strides = [1]}> : (vector<4xf32>) -> vector<2xf32>
  return
}

// -----

func.func @case11(%a: vector<4xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 0 to be confined to [1, 5)}}
  %0 = "vector.insert_strided_slice"(%b, %a) <{offsets = [3], strides = [1]}> : (vector<2xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case12(%a: vector<4xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = "vector.insert_strided_slice"(%b, %a) <{offsets = [1, 1], strides = [1]}> : (vector<2xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case13(%a: vector<4xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %0 = "vector.insert_strided_slice"(%b, %a) <{offsets = [1], strides = [1, 1]}> : (vector<2xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case14(%a: vector<4xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = "vector.insert_strided_slice"(%b, %a) <{offsets = [1], strides = [3]}> : (vector<2xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case15(%a: vector<4xf32>, %b: vector<2x2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %0 = "vector.insert_strided_slice"(%b, %a) <{offsets = [1], strides = [1]}> : (vector<2x2xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case16(%a: vector<4xf32>, %b: vector<2xi32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op failed to verify that operand #0 and result have same element type}}
  %0 = "vector.insert_strided_slice"(%b, %a) <{offsets = [1], strides = [1]}> : (vector<2xi32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case17(%a: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = "vector.transpose"(%a) <{permutation = array<i64: 1, 0>}> : (vector<2x3xf32>) -> vector<2x3xf32>
  return
}

// -----

func.func @case18(%a: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op duplicate position index: 0}}
  %0 = "vector.transpose"(%a) <{permutation = array<i64: 0, 0>}> : (vector<2x3xf32>) -> vector<2x3xf32>
  return
}

// -----

func.func @case19(%a: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = "vector.transpose"(%a) <{permutation = array<i64: 0>}> : (vector<2x3xf32>) -> vector<2x3xf32>
  return
}

// -----

func.func @case20(%a: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op failed to verify that operand and result have same element type}}
  %0 = "vector.transpose"(%a) <{permutation = array<i64: 0, 1>}> : (vector<2x3xf32>) -> vector<2x3xi32>
  return
}

// -----

func.func @case21() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 5>}> : () -> vector<4xi1>
  return
}

// -----

func.func @case22() {
  // expected-error@+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2, 1>}> : () -> vector<4xi1>
  return
}

// -----

func.func @case23() {
  // expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 0, 2>}> : () -> vector<4x4xi1>
  return
}

// -----

func.func @case24() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: -1>}> : () -> vector<4xi1>
  return
}

// -----

func.func @case25() {
  // expected-error@+1 {{'vector.constant_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<4xi32>'}}
  %0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4xi32>
  return
}

// -----

func.func @case26(%n: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = "vector.create_mask"(%n, %n) : (index, index) -> vector<4xi1>
  return
}

// -----

func.func @case27(%n: i32) {
  // expected-error@+1 {{'vector.create_mask' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "vector.create_mask"(%n) : (i32) -> vector<4xi1>
  return
}

// -----

func.func @case28(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0:3 = "vector.to_elements"(%a) : (vector<4xf32>) -> (f32, f32, f32)
  return
}

// -----

func.func @case29(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0:4 = "vector.to_elements"(%a) : (vector<4xf32>) -> (f32, f32, f32, i32)
  return
}

// -----

func.func @case30(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op source element type ('f32') does not match result element type ('i32')}}
  %0 = "vector.shape_cast"(%a) : (vector<4xf32>) -> vector<2x3xi32>
  return
}

// -----

func.func @case31(%a: vector<2x4xf32>, %acc: vector<2xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<2xf32>' is incompatible with source type 'vector<2x4xf32>'}}
  %0 = "vector.multi_reduction"(%a, %acc) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<2x4xf32>, vector<2xf32>) -> vector<2xf32>
  return
}

// -----

func.func @case32(%a: vector<2x4xf32>, %acc: vector<4xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op failed to verify that all of {dest, acc} have same type}}
  %0 = "vector.multi_reduction"(%a, %acc) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<2x4xf32>, vector<4xf32>) -> vector<2xf32>
  return
}

// -----

func.func @case33(%a: vector<2x4xf32>, %acc: vector<4xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op reduction dimension out of range: 5}}
  %0 = "vector.multi_reduction"(%a, %acc) <{kind = #vector.kind<add>, reduction_dims = array<i64: 5>}> : (vector<2x4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case34(%a: vector<4xf32>, %b: vector<3xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<3xf32>) -> vector<4x4xf32>
  return
}

// -----

func.func @case35(%a: vector<4xf32>, %b: vector<3xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<3xf32>) -> vector<3x3xf32>
  return
}

// -----

func.func @case36(%a: vector<4xf32>, %b: vector<3xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 2-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<3xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case37(%a: vector<4xf32>, %b: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4x1xf32>
  return
}

// -----

func.func @case38(%a: vector<4xf32>, %b: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<5xf32>
  return
}

// -----

func.func @case39(%a: vector<4xf32>, %b: f32, %c: vector<4xf16>) {
  // expected-error@+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %0 = "vector.outerproduct"(%a, %b, %c) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32, vector<4xf16>) -> vector<4xf32>
  return
}

// -----

func.func @case40(%a: vector<4xf32>, %b: f32) {
  // expected-error@+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<xor>}> : (vector<4xf32>, f32) -> vector<4xf32>
  return
}

// -----

func.func @case41(%a: vector<2x4xf32>, %b: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<2x4xf32>, f32) -> vector<4xf32>
  return
}

// -----

func.func @case42(%a: vector<4xf32>, %b: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #2}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<2x3xf32>) -> vector<4x2xf32>
  return
}

// -----

func.func @case43(%a: vector<4xf32>, %b: vector<4xi32>) {
  // expected-error@+1 {{'vector.outerproduct' op failed to verify that rhs operand and result have same element type}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xi32>) -> vector<4x4xf32>
  return
}

// -----

func.func @case44(%a: vector<4xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op failed to verify that all of {dest, result} have same type}}
  %0 = "vector.insert_strided_slice"(%b, %a) <{offsets = [1], strides = [1]}> : (vector<2xf32>, vector<4xf32>) -> vector<5xf32>
  return
}

// -----

func.func @case45(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op failed to verify that operand and result have same element type}}
  %0 = "vector.extract_strided_slice"(%a) <{offsets = [1], sizes = [2], strides = [1]}> : (vector<4xf32>) -> vector<2xi32>
  return
}

// -----

func.func @case46(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.transpose' op vector result rank mismatch: 2}}
  %0 = "vector.transpose"(%a) <{permutation = array<i64: 0>}> : (vector<4xf32>) -> vector<2x2xf32>
  return
}

// -----

func.func @case47(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition index out of range: 3}}
  %0 = "vector.transpose"(%a) <{permutation = array<i64: 3>}> : (vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case48(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op attribute 'strides' failed to satisfy constraint: 64-bit integer array attribute}}
  %0 = "vector.extract_strided_slice"(%a) <{offsets = [1], sizes = [2], strides = [1 : i32]}> : (vector<4xf32>) -> vector<2xf32>
  return
}

// -----

func.func @case49(%a: vector<4xi32>, %b: vector<4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op failed to verify that lhs operand and result have same element type}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xi32>, vector<4xf32>) -> vector<4x4xf32>
  return
}

// -----

func.func @case50(%a: vector<4xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op failed to verify that operand #0 and result have same element type}}
  %0 = "vector.insert_strided_slice"(%b, %a) <{offsets = [1], strides = [1]}> : (vector<2xf32>, vector<4xf32>) -> vector<4xi32>
  return
}

// -----

func.func @case51(%a: vector<2x4xf32>, %acc: vector<4xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op duplicate reduction dimension: 0}}
  %0 = "vector.multi_reduction"(%a, %acc) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0, 0>}> : (vector<2x4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// RUN: tessera opt %s --split-input-file --verify-diagnostics

// The masked vector memory ops and the alignment of the load and store ops: upstream's
// messages (iree-opt --verify-diagnostics accepts this file).

func.func @case0(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.maskedload' op base element type ('f32') does not match result element type ('f16')}}
  %0 = "vector.maskedload"(%m, %i, %mask, %p) : (memref<8xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf16>
  return
}

// -----

func.func @case1(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.maskedload' op requires 1 indices}}
  %0 = "vector.maskedload"(%m, %i, %i, %mask, %p) : (memref<8xf32>, index, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case2(%m: memref<8xf32>, %mask: vector<3xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = "vector.maskedload"(%m, %i, %mask, %p) : (memref<8xf32>, index, vector<3xi1>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case3(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf16>, %i: index) {
  // expected-error@+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = "vector.maskedload"(%m, %i, %mask, %p) : (memref<8xf32>, index, vector<4xi1>, vector<4xf16>) -> vector<4xf32>
  return
}

// -----

func.func @case4(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf16>, %i: index) {
  // expected-error@+1 {{'vector.maskedstore' op base element type ('f32') does not match valueToStore element type ('f16')}}
  "vector.maskedstore"(%m, %i, %mask, %p) : (memref<8xf32>, index, vector<4xi1>, vector<4xf16>) -> ()
  return
}

// -----

func.func @case5(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.maskedstore' op requires 1 indices}}
  "vector.maskedstore"(%m, %i, %i, %mask, %p) : (memref<8xf32>, index, index, vector<4xi1>, vector<4xf32>) -> ()
  return
}

// -----

func.func @case6(%m: memref<8xf32>, %mask: vector<2xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  "vector.maskedstore"(%m, %i, %mask, %p) : (memref<8xf32>, index, vector<2xi1>, vector<4xf32>) -> ()
  return
}

// -----

func.func @case7(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf32>, %iv: vector<4xindex>, %i: index) {
  // expected-error@+1 {{'vector.gather' op requires 1 indices}}
  %0 = "vector.gather"(%m, %i, %i, %iv, %mask, %p) : (memref<8xf32>, index, index, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case8(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf32>, %iv: vector<3xindex>, %i: index) {
  // expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = "vector.gather"(%m, %i, %iv, %mask, %p) : (memref<8xf32>, index, vector<3xindex>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case9(%m: memref<8xf32>, %mask: vector<3xi1>, %p: vector<4xf32>, %iv: vector<4xindex>, %i: index) {
  // expected-error@+1 {{'vector.gather' op expected result dim to match mask dim}}
  %0 = "vector.gather"(%m, %i, %iv, %mask, %p) : (memref<8xf32>, index, vector<4xindex>, vector<3xi1>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case10(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf16>, %iv: vector<4xindex>, %i: index) {
  // expected-error@+1 {{'vector.gather' op expected pass_thru of same type as result type}}
  %0 = "vector.gather"(%m, %i, %iv, %mask, %p) : (memref<8xf32>, index, vector<4xindex>, vector<4xi1>, vector<4xf16>) -> vector<4xf32>
  return
}

// -----

func.func @case11(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf16>, %iv: vector<4xindex>, %i: index) {
  // expected-error@+1 {{'vector.gather' op base element type ('f32') does not match result element type ('f16')}}
  %0 = "vector.gather"(%m, %i, %iv, %mask, %p) : (memref<8xf32>, index, vector<4xindex>, vector<4xi1>, vector<4xf16>) -> vector<4xf16>
  return
}

// -----

func.func @case12(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf32>, %iv: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.gather' op operand #2 must be vector of integer or index values, but got 'vector<4xf32>'}}
  %0 = "vector.gather"(%m, %i, %iv, %mask, %p) : (memref<8xf32>, index, vector<4xf32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case13(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf32>, %iv: vector<4xindex>, %i: index) {
  // expected-error@+1 {{'vector.scatter' op result #0 must be ranked tensor of any non-token type values, but got 'vector<4xf32>'}}
  "vector.scatter"(%m, %i, %iv, %mask, %p) : (memref<8xf32>, index, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case14(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<3xf32>, %iv: vector<4xindex>, %i: index) {
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  "vector.scatter"(%m, %i, %iv, %mask, %p) : (memref<8xf32>, index, vector<4xindex>, vector<4xi1>, vector<3xf32>) -> ()
  return
}

// -----

func.func @case15(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf32>, %iv: vector<4xindex>, %i: index) {
  // expected-error@+1 {{'vector.scatter' op requires 1 indices}}
  "vector.scatter"(%m, %i, %i, %iv, %mask, %p) : (memref<8xf32>, index, index, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> ()
  return
}

// -----

func.func @case16(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf16>, %iv: vector<4xindex>, %i: index) {
  // expected-error@+1 {{'vector.scatter' op base element type ('f32') does not match valueToStore element type ('f16')}}
  "vector.scatter"(%m, %i, %iv, %mask, %p) : (memref<8xf32>, index, vector<4xindex>, vector<4xi1>, vector<4xf16>) -> ()
  return
}

// -----

func.func @case17(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.expandload' op base element type ('f32') does not match result element type ('f16')}}
  %0 = "vector.expandload"(%m, %i, %mask, %p) : (memref<8xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf16>
  return
}

// -----

func.func @case18(%m: memref<8xf32>, %mask: vector<2xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.expandload' op expected result shape to match mask shape}}
  %0 = "vector.expandload"(%m, %i, %mask, %p) : (memref<8xf32>, index, vector<2xi1>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case19(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf16>, %i: index) {
  // expected-error@+1 {{'vector.expandload' op expected pass_thru of same type as result type}}
  %0 = "vector.expandload"(%m, %i, %mask, %p) : (memref<8xf32>, index, vector<4xi1>, vector<4xf16>) -> vector<4xf32>
  return
}

// -----

func.func @case20(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.expandload' op requires 1 indices}}
  %0 = "vector.expandload"(%m, %i, %i, %mask, %p) : (memref<8xf32>, index, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case21(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf16>, %i: index) {
  // expected-error@+1 {{'vector.compressstore' op base element type ('f32') does not match valueToStore element type ('f16')}}
  "vector.compressstore"(%m, %i, %mask, %p) : (memref<8xf32>, index, vector<4xi1>, vector<4xf16>) -> ()
  return
}

// -----

func.func @case22(%m: memref<8xf32>, %mask: vector<2xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.compressstore' op expected valueToStore shape to match mask shape}}
  "vector.compressstore"(%m, %i, %mask, %p) : (memref<8xf32>, index, vector<2xi1>, vector<4xf32>) -> ()
  return
}

// -----

func.func @case23(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.compressstore' op requires 1 indices}}
  "vector.compressstore"(%m, %i, %i, %mask, %p) : (memref<8xf32>, index, index, vector<4xi1>, vector<4xf32>) -> ()
  return
}

// -----

func.func @case24(%m: memref<8xf32>, %mask: vector<4xi1>, %p: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.maskedload' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "vector.maskedload"(%m, %i, %mask, %p) <{alignment = 3 : i64}> : (memref<8xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @case25(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "vector.load"(%m, %i) <{alignment = 0 : i64}> : (memref<8xf32>, index) -> vector<4xf32>
  return
}

// -----

func.func @case26(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.load"(%m, %i) <{alignment = 6 : i64}> : (memref<8xf32>, index) -> f32
  return
}

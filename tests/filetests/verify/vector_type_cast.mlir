// RUN: tessera opt %s --split-input-file --verify-diagnostics

// vector.type_cast: upstream's messages, in upstream's order (iree-opt --verify-diagnostics
// accepts this file).

func.func @dynamic(%m: memref<?x8xf32>) {
  // expected-error@+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any non-token type values, but got 'memref<?x8xf32>'}}
  %0 = vector.type_cast %m : memref<?x8xf32> to memref<vector<8x8xf32>>
  return
}

// -----

func.func @operand_layout(%m: memref<8x8xf32, strided<[16, 1]>, 1>) {
  // expected-error@+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<8x8xf32, strided<[16, 1]>, 1> to memref<vector<8x8xf32>>
  return
}

// -----

func.func @operand_offset(%m: memref<8x8xf32, strided<[8, 1], offset: 2>>) {
  // expected-error@+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<8x8xf32, strided<[8, 1], offset: 2>> to memref<vector<8x8xf32>>
  return
}

// -----

func.func @result_layout(%m: memref<8x8xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<8x8xf32> to memref<vector<8x8xi32>, strided<[], offset: 1>>
  return
}

// -----

func.func @space(%m: memref<8x8xf32, 1>) {
  // expected-error@+1 {{'vector.type_cast' op expects result in same memory space}}
  %0 = vector.type_cast %m : memref<8x8xf32, 1> to memref<vector<8x8xf32>>
  return
}

// -----

func.func @scalar_type(%m: memref<8x8xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<2xvector<8x8xi32>>'}}
  %0 = vector.type_cast %m : memref<8x8xf32> to memref<2xvector<8x8xi32>>
  return
}

// -----

func.func @shape(%m: memref<8x8xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<4x8xf32>>'}}
  %0 = vector.type_cast %m : memref<8x8xf32> to memref<vector<4x8xf32>>
  return
}

// -----

func.func @not_memref(%m: memref<8x8xf32>) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.memref, but found 'tensor<8x8xf32>'}}
  %0 = vector.type_cast %m : memref<8x8xf32> to tensor<8x8xf32>
  return
}

// -----

func.func @generic_result(%m: memref<8x8xf32>) {
  // expected-error@+1 {{'vector.type_cast' op result #0 must be memref of any non-token type values, but got 'memref<*xf32>'}}
  %0 = "vector.type_cast"(%m) : (memref<8x8xf32>) -> memref<*xf32>
  return
}

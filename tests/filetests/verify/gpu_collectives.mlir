// RUN: tessera opt %s --split-input-file --verify-diagnostics

// gpu.rotate, gpu.ballot, gpu.subgroup_broadcast, gpu.all_reduce and
// gpu.dynamic_shared_memory: upstream's messages (iree-opt --verify-diagnostics accepts
// this file).

func.func @a(%v: f32) {
  // expected-error@+1 {{'gpu.rotate' op offset must be in the range [0, 16)}}
  %r, %ok = gpu.rotate %v, 16, 16 : f32
  return
}

// -----

func.func @a(%v: f32) {
  // expected-error@+1 {{'gpu.rotate' op attribute 'width' failed to satisfy constraint: 32-bit signless integer attribute whose value is a power of two > 0}}
  %r, %ok = gpu.rotate %v, 1, 12 : f32
  return
}

// -----

func.func @a(%v: f32) {
  // expected-error@+1 {{'gpu.rotate' op attribute 'offset' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  %r, %ok = gpu.rotate %v, -1, 16 : f32
  return
}

// -----

func.func @a(%v: vector<2x2xf32>) {
  // expected-error@+1 {{'gpu.rotate' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'vector<2x2xf32>'}}
  %r, %ok = gpu.rotate %v, 1, 4 : vector<2x2xf32>
  return
}

// -----

func.func @a(%v: index) {
  // expected-error@+1 {{'gpu.rotate' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'index'}}
  %r, %ok = gpu.rotate %v, 1, 4 : index
  return
}

// -----

func.func @a(%v: f32, %l: i32) {
  // expected-error@+1 {{'gpu.subgroup_broadcast' op lane can only be specified for `specific_lane` broadcast}}
  %0 = "gpu.subgroup_broadcast"(%v, %l) <{broadcast_type = #gpu.broadcast<first_active_lane>}> : (f32, i32) -> f32
  return
}

// -----

func.func @a(%v: f32, %l: i32) {
  // expected-error@+1 {{'gpu.subgroup_broadcast' op lane must be specified for `specific_lane` broadcast}}
  %0 = "gpu.subgroup_broadcast"(%v) <{broadcast_type = #gpu.broadcast<specific_lane>}> : (f32) -> f32
  return
}

// -----

func.func @a(%v: f32) {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %0 = gpu.all_reduce add %v {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    gpu.yield %s : f32
  } : (f32) -> (f32)
  return
}

// -----

func.func @a(%v: f32) {
  // expected-error@+1 {{expected either an op attribute or a non-empty body}}
  %0 = gpu.all_reduce %v {} : (f32) -> (f32)
  return
}

// -----

func.func @a(%v: f32) {
  // expected-error@+1 {{`and` reduction operation is not compatible with type 'f32'}}
  %0 = gpu.all_reduce and %v {} : (f32) -> (f32)
  return
}

// -----

func.func @a(%v: i32) {
  // expected-error@+1 {{`minnumf` reduction operation is not compatible with type 'i32'}}
  %0 = gpu.all_reduce minnumf %v {} : (i32) -> (i32)
  return
}

// -----

func.func @a(%v: f32) {
  // expected-error@+1 {{expected two region arguments}}
  %0 = gpu.all_reduce %v {
  ^bb0(%a: f32):
    gpu.yield %a : f32
  } : (f32) -> (f32)
  return
}

// -----

func.func @a(%v: f32) {
  // expected-error@+1 {{incorrect region argument type}}
  %0 = gpu.all_reduce %v {
  ^bb0(%a: i32, %b: i32):
    gpu.yield %a : i32
  } : (f32) -> (f32)
  return
}

// -----

func.func @a(%v: f32) {
  // expected-error@+1 {{expected one gpu.yield operand}}
  %0 = gpu.all_reduce %v {
  ^bb0(%a: f32, %b: f32):
    gpu.yield %a, %b : f32, f32
  } : (f32) -> (f32)
  return
}

// -----

func.func @a(%v: f32) {
  // expected-error@+1 {{incorrect gpu.yield type}}
  %0 = gpu.all_reduce %v {
  ^bb0(%a: f32, %b: f32):
    %c = arith.constant 1 : i32
    gpu.yield %c : i32
  } : (f32) -> (f32)
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'gpu.all_reduce' op operand #0 must be Integer or Float, but got 'vector<4xf32>'}}
  %0 = gpu.all_reduce add %v {} : (vector<4xf32>) -> (vector<4xf32>)
  return
}

// -----

func.func @a(%v: f32) {
  // expected-error@+1 {{'gpu.all_reduce' op requires the same type for all operands and results}}
  %0 = gpu.all_reduce add %v {} : (f32) -> (f64)
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
  %0 = gpu.dynamic_shared_memory : memref<?xi8>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'gpu.dynamic_shared_memory' op result #0 must be 1D memref of 8-bit signless integer values, but got 'memref<?xf32, #gpu.address_space<workgroup>>'}}
  %0 = gpu.dynamic_shared_memory : memref<?xf32, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'gpu.dynamic_shared_memory' op result memref type must be memref<?xi8, #gpu.address_space<workgroup>>}}
  %0 = gpu.dynamic_shared_memory : memref<4xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'gpu.dynamic_shared_memory' op result #0 must be 1D memref of 8-bit signless integer values, but got 'memref<?x?xi8, #gpu.address_space<workgroup>>'}}
  %0 = gpu.dynamic_shared_memory : memref<?x?xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @a(%v: i1) {
  // expected-error@+1 {{'gpu.ballot' op result #0 must be signless integer, but got 'f32'}}
  %0 = "gpu.ballot"(%v) : (i1) -> f32
  return
}

// -----

func.func @a(%v: i32) {
  // expected-error@+1 {{'gpu.ballot' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "gpu.ballot"(%v) : (i32) -> i32
  return
}

// -----

func.func @a(%v: f32) {
  // expected-error@+1 {{'gpu.subgroup_broadcast' op failed to verify that all of {result, src} have same type}}
  %0 = "gpu.subgroup_broadcast"(%v) <{broadcast_type = #gpu.broadcast<first_active_lane>}> : (f32) -> f64
  return
}

// -----

func.func @a(%v: f32, %l: i64) {
  // expected-error@+1 {{'gpu.subgroup_broadcast' op operand #1 must be 32-bit signless integer, but got 'i64'}}
  %0 = "gpu.subgroup_broadcast"(%v, %l) <{broadcast_type = #gpu.broadcast<specific_lane>}> : (f32, i64) -> f32
  return
}

// -----

func.func @a(%v: f32) {
  // expected-error@+1 {{'gpu.rotate' op failed to verify that all of {value, rotateResult} have same type}}
  %0:2 = "gpu.rotate"(%v) <{offset = 1 : i32, width = 4 : i32}> : (f32) -> (f64, i1)
  return
}

// -----

func.func @a(%v: f32) {
  // expected-error@+1 {{'gpu.rotate' op result #1 must be 1-bit signless integer, but got 'i32'}}
  %0:2 = "gpu.rotate"(%v) <{offset = 1 : i32, width = 4 : i32}> : (f32) -> (f32, i32)
  return
}

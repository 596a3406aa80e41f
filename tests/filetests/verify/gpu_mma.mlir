// RUN: tessera opt %s --split-input-file --verify-diagnostics

// The verifiers of the subgroup matrix ops and the !gpu.mma_matrix type with upstream's
// messages (iree-opt 3.13 --verify-diagnostics accepts this file).

func.func @order(%a: !gpu.mma_matrix<16x16xf16, "AOp">) {
  // expected-error@+1 {{operands must be in the order AOp, BOp, COp}}
  %c = gpu.subgroup_mma_compute %a, %a, %a : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @stride(%src: memref<32x32xf16, strided<[1, 32]>>, %i: index) {
  // expected-error@+1 {{expected source memref most minor dim must have unit stride}}
  %a = gpu.subgroup_mma_load_matrix %src[%i, %i] leadDimension 32 : memref<32x32xf16, strided<[1, 32]>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @store_a(%m: !gpu.mma_matrix<16x16xf16, "AOp">, %dst: memref<32x32xf16>, %i: index) {
  // expected-error@+1 {{expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %m, %dst[%i, %i] leadDimension 32 : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16>
  return
}

// -----

func.func @shapes(%a: !gpu.mma_matrix<16x8xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error@+1 {{operand shapes do not satisfy matmul constraints}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

// expected-error@+1 {{operand expected to be one of AOp, BOp or COp}}
func.func @operand_kind(%a: !gpu.mma_matrix<16x16xf16, "DOp">) {
  return
}

// -----

// expected-error@+1 {{MMAMatrixType must have exactly two dimensions}}
func.func @rank(%a: !gpu.mma_matrix<16xf16, "AOp">) {
  return
}

// -----

func.func @constant_type(%x: f16) {
  // expected-error@+1 {{'gpu.subgroup_mma_constant_matrix' op failed to verify that value type matches element type of mma_matrix}}
  %c = "gpu.subgroup_mma_constant_matrix"(%x) : (f16) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @constant_f64(%x: f64) {
  // expected-error@+1 {{'gpu.subgroup_mma_constant_matrix' op operand #0 must be 8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float, but got 'f64'}}
  %c = "gpu.subgroup_mma_constant_matrix"(%x) : (f64) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @extract_type(%a: !gpu.mma_matrix<16x16xf32, "COp">, %i: index) {
  // expected-error@+1 {{'gpu.subgroup_mma_extract_thread_local' op failed to verify that value type matches element type of mma_matrix}}
  %t = "gpu.subgroup_mma_extract_thread_local"(%a, %i) : (!gpu.mma_matrix<16x16xf32, "COp">, index) -> f16
  return
}

// -----

func.func @insert_type(%a: !gpu.mma_matrix<16x16xf32, "COp">, %i: index, %x: f16) {
  // expected-error@+1 {{'gpu.subgroup_mma_insert_thread_local' op failed to verify that value type matches element type of mma_matrix}}
  %t = "gpu.subgroup_mma_insert_thread_local"(%x, %a, %i) : (f16, !gpu.mma_matrix<16x16xf32, "COp">, index) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @elementwise_kind(%a: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error@+1 {{'gpu.subgroup_mma_elementwise' op requires attribute 'opType'}}
  %e = "gpu.subgroup_mma_elementwise"(%a) : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @elementwise_scalar(%a: f32) {
  // expected-error@+1 {{'gpu.subgroup_mma_elementwise' op operand #0 must be variadic of MMAMatrix type, but got 'f32'}}
  %e = "gpu.subgroup_mma_elementwise"(%a) <{opType = #gpu.mma_element_wise<negatef>}> : (f32) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @elementwise_result(%a: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error@+1 {{'gpu.subgroup_mma_elementwise' op result #0 must be MMAMatrix type, but got 'f32'}}
  %e = "gpu.subgroup_mma_elementwise"(%a) <{opType = #gpu.mma_element_wise<negatef>}> : (!gpu.mma_matrix<16x16xf32, "COp">) -> f32
  return
}

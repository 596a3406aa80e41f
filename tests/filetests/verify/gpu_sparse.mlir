// RUN: tessera opt %s --split-input-file --verify-diagnostics

// The verifiers of the sparse library ops of the gpu dialect, with upstream's messages
// (iree-opt 3.13 --verify-diagnostics accepts this file): handle, index and memref
// operands, handle and index results, operand counts, create_dn_tensor's segments and
// create_2to4_spmat's pruneFlag.

func.func @destroy_sp_mat_index(%n: index) {
  // expected-error@+1 {{'gpu.destroy_sp_mat' op operand #0 must be sparse matrix handle type, but got 'index'}}
  "gpu.destroy_sp_mat"(%n) : (index) -> ()
  return
}

// -----

func.func @destroy_dn_tensor_index(%n: index) {
  // expected-error@+1 {{'gpu.destroy_dn_tensor' op operand #0 must be dense tensor handle type, but got 'index'}}
  "gpu.destroy_dn_tensor"(%n) : (index) -> ()
  return
}

// -----

func.func @spgemm_destroy_descr_index(%n: index) {
  // expected-error@+1 {{'gpu.spgemm_destroy_descr' op operand #0 must be SpGEMM operation handle type, but got 'index'}}
  "gpu.spgemm_destroy_descr"(%n) : (index) -> ()
  return
}

// -----

func.func @coo_aos_sizes(%n: i32, %m: memref<?xindex>) {
  // expected-error@+1 {{'gpu.create_coo_aos' op operand #0 must be index, but got 'i32'}}
  %0 = "gpu.create_coo_aos"(%n, %n, %n, %m, %m) : (i32, i32, i32, memref<?xindex>, memref<?xindex>) -> !gpu.sparse.spmat_handle
  return
}

// -----

func.func @coo_aos_result(%n: index, %m: memref<?xindex>) {
  // expected-error@+1 {{'gpu.create_coo_aos' op result #0 must be sparse matrix handle type, but got 'index'}}
  %0 = "gpu.create_coo_aos"(%n, %n, %n, %m, %m) : (index, index, index, memref<?xindex>, memref<?xindex>) -> index
  return
}

// -----

func.func @coo_aos_operands(%n: index, %m: memref<?xindex>) {
  // expected-error@+1 {{'gpu.create_coo_aos' op expected 5 or more operands, but found 4}}
  %0 = "gpu.create_coo_aos"(%n, %n, %n, %m) : (index, index, index, memref<?xindex>) -> !gpu.sparse.spmat_handle
  return
}

// -----

func.func @create_descr_result() {
  // expected-error@+1 {{'gpu.spgemm_create_descr' op result #0 must be SpGEMM operation handle type, but got 'index'}}
  %0 = "gpu.spgemm_create_descr"() : () -> index
  return
}

// -----

func.func @get_size_result(%s: !gpu.sparse.spmat_handle) {
  // expected-error@+1 {{'gpu.spmat_get_size' op result #2 must be index, but got 'i32'}}
  %0:3 = "gpu.spmat_get_size"(%s) : (!gpu.sparse.spmat_handle) -> (index, index, i32)
  return
}

// -----

func.func @csr_pointers_memref(%s: !gpu.sparse.spmat_handle, %m: memref<?xindex>, %n: index) {
  // expected-error@+1 {{'gpu.set_csr_pointers' op operand #3 must be memref of any non-token type values, but got 'index'}}
  "gpu.set_csr_pointers"(%s, %m, %m, %n) : (!gpu.sparse.spmat_handle, memref<?xindex>, memref<?xindex>, index) -> ()
  return
}

// -----

func.func @prune_flag(%n: index, %m: memref<?xf64>) {
  // expected-error@+1 {{invalid properties {pruneFlag = 3 : i32} for op gpu.create_2to4_spmat: Invalid attribute `pruneFlag` in property conversion: 3 : i32}}
  %0 = "gpu.create_2to4_spmat"(%n, %n, %m) <{pruneFlag = 3 : i32}> : (index, index, memref<?xf64>) -> !gpu.sparse.spmat_handle
  return
}

// -----

func.func @dn_tensor_result(%n: index, %m: memref<?xindex>) {
  // expected-error@+1 {{'gpu.create_dn_tensor' op result #0 must be dense tensor handle type, but got '!gpu.sparse.spmat_handle'}}
  %0 = "gpu.create_dn_tensor"(%m, %n) <{operandSegmentSizes = array<i32: 0, 1, 1>}> : (memref<?xindex>, index) -> !gpu.sparse.spmat_handle
  return
}

// -----

func.func @dn_tensor_memref(%n: index) {
  // expected-error@+1 {{'gpu.create_dn_tensor' op operand #0 must be memref of any non-token type values, but got 'index'}}
  %0 = "gpu.create_dn_tensor"(%n, %n) <{operandSegmentSizes = array<i32: 0, 1, 1>}> : (index, index) -> !gpu.sparse.dntensor_handle
  return
}

// -----

func.func @dn_tensor_dims(%n: i32, %m: memref<?xindex>) {
  // expected-error@+1 {{'gpu.create_dn_tensor' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "gpu.create_dn_tensor"(%m, %n) <{operandSegmentSizes = array<i32: 0, 1, 1>}> : (memref<?xindex>, i32) -> !gpu.sparse.dntensor_handle
  return
}

// -----

func.func @prune_flag_word(%n: index, %m: memref<?xf64>) {
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'pruneFlag' [NONE, PRUNE_ONLY, PRUNE_AND_CHECK]}}
  %0 = gpu.create_2to4_spmat {ALL} %n, %n, %m : memref<?xf64>
  return
}

// -----

func.func @spmv_compute_type(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{'gpu.spmv_buffer_size' op requires attribute 'computeType'}}
  %0 = "gpu.spmv_buffer_size"(%sp, %dn, %dn) : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> index
  return
}

// -----

func.func @spmv_compute_type_kind(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{invalid properties {computeType = 1 : i32} for op gpu.spmv_buffer_size: Invalid attribute `computeType` in property conversion: 1 : i32}}
  %0 = "gpu.spmv_buffer_size"(%sp, %dn, %dn) <{computeType = 1 : i32}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> index
  return
}

// -----

func.func @sddmm_operand(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle, %m: memref<?xf64>) {
  // expected-error@+1 {{'gpu.sddmm' op operand #0 must be dense tensor handle type, but got '!gpu.sparse.spmat_handle'}}
  "gpu.sddmm"(%sp, %dn, %sp, %m) <{computeType = f64}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.spmat_handle, memref<?xf64>) -> ()
  return
}

// -----

func.func @spmv_workspace(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle, %n: index) {
  // expected-error@+1 {{'gpu.spmv' op operand #3 must be memref of any non-token type values, but got 'index'}}
  "gpu.spmv"(%sp, %dn, %dn, %n) <{computeType = f64}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, index) -> ()
  return
}

// -----

func.func @spmm_buffer_size_segments(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{'gpu.spmm_buffer_size' op result count (1) does not match with the total size (0) specified in attribute 'resultSegmentSizes'}}
  %0 = "gpu.spmm_buffer_size"(%sp, %dn, %dn) <{computeType = f32}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> index
  return
}

// -----

func.func @spmm_buffer_size_result(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{'gpu.spmm_buffer_size' op result #0 must be variadic of index, but got 'f32'}}
  %0 = "gpu.spmm_buffer_size"(%sp, %dn, %dn) <{computeType = f32, resultSegmentSizes = array<i32: 1, 0>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> f32
  return
}

// -----

func.func @spmm_segments(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{'gpu.spmm' op operand count (3) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "gpu.spmm"(%sp, %dn, %dn) <{computeType = f32}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> ()
  return
}

// -----

func.func @spmm_buffer(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle, %n: index) {
  // expected-error@+1 {{'gpu.spmm' op operand #3 must be variadic of memref of any non-token type values, but got 'index'}}
  "gpu.spmm"(%sp, %dn, %dn, %n) <{computeType = f32, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, index) -> ()
  return
}

// -----

func.func @spmm_token(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle, %m: memref<?xf64>) {
  // expected-error@+1 {{'gpu.spmm' op result #0 must be async token type, but got 'index'}}
  %0 = "gpu.spmm"(%sp, %dn, %dn, %m) <{computeType = f32, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xf64>) -> index
  return
}

// -----

func.func @spgemm_kind(%d: !gpu.sparse.spgemmop_handle, %sp: !gpu.sparse.spmat_handle, %n: index, %m: memref<?xi8>) {
  // expected-error@+1 {{'gpu.spgemm_work_estimation_or_compute' op requires attribute 'kind'}}
  %0 = "gpu.spgemm_work_estimation_or_compute"(%d, %sp, %sp, %sp, %n, %m) <{computeType = f32}> : (!gpu.sparse.spgemmop_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, index, memref<?xi8>) -> index
  return
}

// -----

func.func @spgemm_kind_value(%d: !gpu.sparse.spgemmop_handle, %sp: !gpu.sparse.spmat_handle, %n: index, %m: memref<?xi8>) {
  // expected-error@+1 {{invalid properties {computeType = f32, kind = 3 : i32} for op gpu.spgemm_work_estimation_or_compute: Invalid attribute `kind` in property conversion: 3 : i32}}
  %0 = "gpu.spgemm_work_estimation_or_compute"(%d, %sp, %sp, %sp, %n, %m) <{computeType = f32, kind = 3 : i32}> : (!gpu.sparse.spgemmop_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, index, memref<?xi8>) -> index
  return
}

// -----

func.func @spgemm_desc(%sp: !gpu.sparse.spmat_handle, %n: index, %m: memref<?xi8>) {
  // expected-error@+1 {{'gpu.spgemm_work_estimation_or_compute' op operand #0 must be SpGEMM operation handle type, but got '!gpu.sparse.spmat_handle'}}
  %0 = "gpu.spgemm_work_estimation_or_compute"(%sp, %sp, %sp, %sp, %n, %m) <{computeType = f32, kind = #gpu.spgemm_work_estimation_or_compute_kind<COMPUTE>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, index, memref<?xi8>) -> index
  return
}

// -----

func.func @spgemm_copy_operands(%d: !gpu.sparse.spgemmop_handle, %sp: !gpu.sparse.spmat_handle) {
  // expected-error@+1 {{'gpu.spgemm_copy' op expected 4 or more operands, but found 3}}
  "gpu.spgemm_copy"(%d, %sp, %sp) <{computeType = f32}> : (!gpu.sparse.spgemmop_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle) -> ()
  return
}

// -----

func.func @spgemm_copy_mode(%d: !gpu.sparse.spgemmop_handle, %sp: !gpu.sparse.spmat_handle) {
  // expected-error@+1 {{invalid properties {computeType = f32, modeA = 1 : i32} for op gpu.spgemm_copy: Invalid attribute `modeA` in property conversion: 1 : i32}}
  "gpu.spgemm_copy"(%d, %sp, %sp, %sp) <{computeType = f32, modeA = 1 : i32}> : (!gpu.sparse.spgemmop_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle) -> ()
  return
}

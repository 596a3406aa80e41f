// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// The sparse library ops of upstream's gpu dialect with fixed operands, in the custom form
// iree-opt 3.13 prints (the space a blocking op without dependencies leaves, the
// `{FLAG}` of gpu.create_2to4_spmat written right after the dependencies) and the generic
// form: handles are !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle and
// !gpu.sparse.spgemmop_handle, the optional token comes last, gpu.create_dn_tensor's
// operandSegmentSizes are (dependencies, memref, dimensions), and create_2to4_spmat's
// pruneFlag defaults to PRUNE_AND_CHECK.

// CHECK-LABEL: func.func @sparse
// GENERIC-LABEL: sym_name = "sparse"
func.func @sparse(%n: index, %t: !gpu.async.token, %mi: memref<?xindex>, %mf: memref<?xf64>) {
  // CHECK: %[[DN:.*]]:2 = gpu.create_dn_tensor async [%{{.*}}] %{{.*}}, %{{.*}} : index into memref<?xf64>{{$}}
  // GENERIC: %[[DN:.*]]:2 = "gpu.create_dn_tensor"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!gpu.async.token, memref<?xf64>, index) -> (!gpu.sparse.dntensor_handle, !gpu.async.token)
  %dn, %t1 = gpu.create_dn_tensor async [%t] %mf, %n : index into memref<?xf64>
  // CHECK-NEXT: %[[DN2:.*]] = gpu.create_dn_tensor  %{{.*}}, %{{.*}}, %{{.*}} {foo} : index, index into memref<?xf64>{{$}}
  // GENERIC-NEXT: "gpu.create_dn_tensor"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 0, 1, 2>}> {foo} : (memref<?xf64>, index, index) -> !gpu.sparse.dntensor_handle
  %dn2 = gpu.create_dn_tensor %mf, %n, %n {foo} : index, index into memref<?xf64>
  // CHECK-NEXT: gpu.destroy_dn_tensor async [%[[DN]]#1] %[[DN]]#0{{$}}
  // GENERIC-NEXT: "gpu.destroy_dn_tensor"(%[[DN]]#1, %[[DN]]#0) : (!gpu.async.token, !gpu.sparse.dntensor_handle) -> !gpu.async.token
  %t2 = gpu.destroy_dn_tensor async [%t1] %dn
  // CHECK-NEXT: gpu.destroy_dn_tensor  %[[DN2]]{{$}}
  // GENERIC-NEXT: "gpu.destroy_dn_tensor"(%{{.*}}) : (!gpu.sparse.dntensor_handle) -> ()
  gpu.destroy_dn_tensor %dn2
  // CHECK-NEXT: %[[COO:.*]]:2 = gpu.create_coo async [%{{.*}}] %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : memref<?xindex>, memref<?xindex>, memref<?xf64>{{$}}
  // GENERIC-NEXT: "gpu.create_coo"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!gpu.async.token, index, index, index, memref<?xindex>, memref<?xindex>, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
  %coo, %t3 = gpu.create_coo async [%t] %n, %n, %n, %mi, %mi, %mf : memref<?xindex>, memref<?xindex>, memref<?xf64>
  // CHECK-NEXT: %[[AOS:.*]] = gpu.create_coo_aos  %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : memref<?xindex>, memref<?xf64>{{$}}
  // GENERIC-NEXT: "gpu.create_coo_aos"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (index, index, index, memref<?xindex>, memref<?xf64>) -> !gpu.sparse.spmat_handle
  %aos = gpu.create_coo_aos %n, %n, %n, %mi, %mf : memref<?xindex>, memref<?xf64>
  // CHECK-NEXT: %[[CSR:.*]] = gpu.create_csr [%{{.*}}] %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : memref<?xindex>, memref<?xindex>, memref<?xf64>{{$}}
  // GENERIC-NEXT: "gpu.create_csr"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!gpu.async.token, index, index, index, memref<?xindex>, memref<?xindex>, memref<?xf64>) -> !gpu.sparse.spmat_handle
  %csr = gpu.create_csr [%t] %n, %n, %n, %mi, %mi, %mf : memref<?xindex>, memref<?xindex>, memref<?xf64>
  // CHECK-NEXT: gpu.create_csc  %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {foo} : memref<?xindex>, memref<?xindex>, memref<?xf64>{{$}}
  // GENERIC-NEXT: "gpu.create_csc"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) {foo} : (index, index, index, memref<?xindex>, memref<?xindex>, memref<?xf64>) -> !gpu.sparse.spmat_handle
  %csc = gpu.create_csc %n, %n, %n, %mi, %mi, %mf {foo} : memref<?xindex>, memref<?xindex>, memref<?xf64>
  // CHECK-NEXT: gpu.create_bsr  %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : memref<?xindex>, memref<?xindex>, memref<?xf64>{{$}}
  // GENERIC-NEXT: "gpu.create_bsr"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (index, index, index, index, index, memref<?xindex>, memref<?xindex>, memref<?xf64>) -> !gpu.sparse.spmat_handle
  %bsr = gpu.create_bsr %n, %n, %n, %n, %n, %mi, %mi, %mf : memref<?xindex>, memref<?xindex>, memref<?xf64>
  // CHECK-NEXT: gpu.create_2to4_spmat async [%{{.*}}]{PRUNE_ONLY} %{{.*}}, %{{.*}}, %{{.*}} : memref<?xf64>{{$}}
  // GENERIC-NEXT: "gpu.create_2to4_spmat"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{pruneFlag = #gpu.prune_2to4_spmat_flag<PRUNE_ONLY>}> : (!gpu.async.token, index, index, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
  %s24, %t4 = gpu.create_2to4_spmat async [%t] {PRUNE_ONLY} %n, %n, %mf : memref<?xf64>
  // CHECK-NEXT: gpu.create_2to4_spmat async{NONE} %{{.*}}, %{{.*}}, %{{.*}} : memref<?xf64>{{$}}
  // GENERIC-NEXT: "gpu.create_2to4_spmat"(%{{.*}}, %{{.*}}, %{{.*}}) <{pruneFlag = #gpu.prune_2to4_spmat_flag<NONE>}> : (index, index, memref<?xf64>) -> (!gpu.sparse.spmat_handle, !gpu.async.token)
  %s24b, %t5 = gpu.create_2to4_spmat async {NONE} %n, %n, %mf : memref<?xf64>
  // The default flag, absent from the generic form, is stored and written.
  // CHECK-NEXT: gpu.create_2to4_spmat {PRUNE_AND_CHECK} %{{.*}}, %{{.*}}, %{{.*}} : memref<?xf64>{{$}}
  // GENERIC-NEXT: "gpu.create_2to4_spmat"(%{{.*}}, %{{.*}}, %{{.*}}) <{pruneFlag = #gpu.prune_2to4_spmat_flag<PRUNE_AND_CHECK>}> : (index, index, memref<?xf64>) -> !gpu.sparse.spmat_handle
  %s24c = "gpu.create_2to4_spmat"(%n, %n, %mf) : (index, index, memref<?xf64>) -> !gpu.sparse.spmat_handle
  // CHECK-NEXT: %[[D:.*]]:2 = gpu.spgemm_create_descr async [%{{.*}}]{{$}}
  // GENERIC-NEXT: %[[D:.*]]:2 = "gpu.spgemm_create_descr"(%{{.*}}) : (!gpu.async.token) -> (!gpu.sparse.spgemmop_handle, !gpu.async.token)
  %d, %t6 = gpu.spgemm_create_descr async [%t]
  // CHECK-NEXT: gpu.spgemm_create_descr {{$}}
  // GENERIC-NEXT: "gpu.spgemm_create_descr"() : () -> !gpu.sparse.spgemmop_handle
  %d2 = gpu.spgemm_create_descr
  // CHECK-NEXT: gpu.spgemm_destroy_descr async [%[[D]]#1] %[[D]]#0{{$}}
  // GENERIC-NEXT: "gpu.spgemm_destroy_descr"(%[[D]]#1, %[[D]]#0) : (!gpu.async.token, !gpu.sparse.spgemmop_handle) -> !gpu.async.token
  %t7 = gpu.spgemm_destroy_descr async [%t6] %d
  // CHECK-NEXT: = gpu.spmat_get_size async [%{{.*}}] %[[COO]]#0{{$}}
  // GENERIC-NEXT: "gpu.spmat_get_size"(%{{.*}}, %{{.*}}) : (!gpu.async.token, !gpu.sparse.spmat_handle) -> (index, index, index, !gpu.async.token)
  %r, %c, %z, %t8 = gpu.spmat_get_size async [%t] %coo
  // CHECK-NEXT: = gpu.spmat_get_size  %[[CSR]] {foo}{{$}}
  // GENERIC-NEXT: "gpu.spmat_get_size"(%{{.*}}) {foo} : (!gpu.sparse.spmat_handle) -> (index, index, index)
  %r2, %c2, %z2 = gpu.spmat_get_size %csr {foo}
  // CHECK-NEXT: gpu.set_csr_pointers async [%{{.*}}] %[[CSR]], %{{.*}}, %{{.*}}, %{{.*}} : memref<?xindex>, memref<?xindex>, memref<?xf64>{{$}}
  // GENERIC-NEXT: "gpu.set_csr_pointers"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!gpu.async.token, !gpu.sparse.spmat_handle, memref<?xindex>, memref<?xindex>, memref<?xf64>) -> !gpu.async.token
  %t9 = gpu.set_csr_pointers async [%t] %csr, %mi, %mi, %mf : memref<?xindex>, memref<?xindex>, memref<?xf64>
  // CHECK-NEXT: gpu.destroy_sp_mat  %[[AOS]]{{$}}
  // GENERIC-NEXT: "gpu.destroy_sp_mat"(%{{.*}}) : (!gpu.sparse.spmat_handle) -> ()
  gpu.destroy_sp_mat %aos
  // CHECK-NEXT: gpu.destroy_sp_mat async [%{{.*}}] %[[CSR]]{{$}}
  // GENERIC-NEXT: "gpu.destroy_sp_mat"(%{{.*}}, %{{.*}}) : (!gpu.async.token, !gpu.sparse.spmat_handle) -> !gpu.async.token
  %t10 = gpu.destroy_sp_mat async [%t9] %csr
  return
}

// The sparse products: the transpose modes (modeA, modeB, NON_TRANSPOSE by default and
// then not written) follow their operand as `{MODE}`; computeType is a type property.
// CHECK-LABEL: func.func @products
// GENERIC-LABEL: sym_name = "products"
func.func @products(%t: !gpu.async.token, %sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle, %mf: memref<?xf64>) {
  // CHECK: gpu.spmv_buffer_size async [%{{.*}}] %{{.*}}{TRANSPOSE}, %{{.*}}, %{{.*}} into f64{{$}}
  // GENERIC: "gpu.spmv_buffer_size"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{computeType = f64, modeA = #gpu.mat_transpose_mode<TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, !gpu.async.token)
  %bs, %t1 = gpu.spmv_buffer_size async [%t] %sp{TRANSPOSE}, %dn, %dn into f64
  // CHECK-NEXT: gpu.spmv_buffer_size  %{{.*}}, %{{.*}}, %{{.*}} {foo} into f32{{$}}
  // GENERIC-NEXT: "gpu.spmv_buffer_size"(%{{.*}}, %{{.*}}, %{{.*}}) <{computeType = f32, modeA = #gpu.mat_transpose_mode<NON_TRANSPOSE>}> {foo} : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> index
  %bs2 = gpu.spmv_buffer_size %sp, %dn, %dn {foo} into f32
  // CHECK-NEXT: gpu.spmv async [%{{.*}}] %{{.*}}{TRANSPOSE}, %{{.*}}, %{{.*}}, %{{.*}} : memref<?xf64> into f64{{$}}
  // GENERIC-NEXT: "gpu.spmv"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{computeType = f64, modeA = #gpu.mat_transpose_mode<TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xf64>) -> !gpu.async.token
  %t2 = gpu.spmv async [%t] %sp{TRANSPOSE}, %dn, %dn, %mf : memref<?xf64> into f64
  // CHECK-NEXT: gpu.spmv  %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {foo} : memref<?xf64> into f64{{$}}
  // GENERIC-NEXT: "gpu.spmv"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{computeType = f64, modeA = #gpu.mat_transpose_mode<NON_TRANSPOSE>}> {foo} : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xf64>) -> ()
  gpu.spmv %sp, %dn, %dn, %mf {foo} : memref<?xf64> into f64
  // CHECK-NEXT: gpu.sddmm_buffer_size async [%{{.*}}] %{{.*}}, %{{.*}}{TRANSPOSE}, %{{.*}} into f64{{$}}
  // GENERIC-NEXT: "gpu.sddmm_buffer_size"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{computeType = f64, modeA = #gpu.mat_transpose_mode<NON_TRANSPOSE>, modeB = #gpu.mat_transpose_mode<TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.spmat_handle) -> (index, !gpu.async.token)
  %bs3, %t3 = gpu.sddmm_buffer_size async [%t] %dn, %dn{TRANSPOSE}, %sp into f64
  // CHECK-NEXT: gpu.sddmm async [%{{.*}}] %{{.*}}{TRANSPOSE}, %{{.*}}, %{{.*}}, %{{.*}} : memref<?xf64> into f64{{$}}
  // GENERIC-NEXT: "gpu.sddmm"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{computeType = f64, modeA = #gpu.mat_transpose_mode<TRANSPOSE>, modeB = #gpu.mat_transpose_mode<NON_TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.spmat_handle, memref<?xf64>) -> !gpu.async.token
  %t4 = gpu.sddmm async [%t] %dn{TRANSPOSE}, %dn, %sp, %mf : memref<?xf64> into f64
  // An explicit default mode is not written back.
  // CHECK-NEXT: gpu.sddmm [%{{.*}}] %{{.*}}{CONJUGATE_TRANSPOSE}, %{{.*}}, %{{.*}}, %{{.*}} : memref<?xf64> into index{{$}}
  // GENERIC-NEXT: "gpu.sddmm"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{computeType = index, modeA = #gpu.mat_transpose_mode<CONJUGATE_TRANSPOSE>, modeB = #gpu.mat_transpose_mode<NON_TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.spmat_handle, memref<?xf64>) -> ()
  gpu.sddmm [%t] %dn{CONJUGATE_TRANSPOSE}, %dn{NON_TRANSPOSE}, %sp, %mf : memref<?xf64> into index
  // The default modes, absent from the generic form, are stored.
  // CHECK-NEXT: gpu.spmv_buffer_size  %{{.*}}, %{{.*}}, %{{.*}} into f64{{$}}
  // GENERIC-NEXT: "gpu.spmv_buffer_size"(%{{.*}}, %{{.*}}, %{{.*}}) <{computeType = f64, modeA = #gpu.mat_transpose_mode<NON_TRANSPOSE>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> index
  %bs4 = "gpu.spmv_buffer_size"(%sp, %dn, %dn) <{computeType = f64}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> index
  return
}

// The products with variadic parts and the SpGEMM steps: spmm_buffer_size's sizes are a
// variadic result group (resultSegmentSizes), spmm's buffers a variadic operand group
// (five operandSegmentSizes); spgemm_work_estimation_or_compute writes its {KIND} right
// after the dependencies and, like spgemm_copy, the descriptor (stored first) after the
// three matrices.
// CHECK-LABEL: func.func @spmm
// GENERIC-LABEL: sym_name = "spmm"
func.func @spmm(%t: !gpu.async.token, %sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle, %d: !gpu.sparse.spgemmop_handle, %mf: memref<?xf64>, %mi: memref<?xi8>, %n: index) {
  // CHECK: = gpu.spmm_buffer_size async [%{{.*}}] %{{.*}}{TRANSPOSE}, %{{.*}}{CONJUGATE_TRANSPOSE}, %{{.*}} : index into f32{{$}}
  // GENERIC: "gpu.spmm_buffer_size"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{computeType = f32, modeA = #gpu.mat_transpose_mode<TRANSPOSE>, modeB = #gpu.mat_transpose_mode<CONJUGATE_TRANSPOSE>, resultSegmentSizes = array<i32: 1, 1>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, !gpu.async.token)
  %bs, %t1 = gpu.spmm_buffer_size async [%t] %sp{TRANSPOSE}, %dn{CONJUGATE_TRANSPOSE}, %dn : index into f32
  // CHECK-NEXT: = gpu.spmm_buffer_size  %{{.*}}, %{{.*}}, %{{.*}} {foo} : index, index into f64{{$}}
  // GENERIC-NEXT: "gpu.spmm_buffer_size"(%{{.*}}, %{{.*}}, %{{.*}}) <{computeType = f64, modeA = #gpu.mat_transpose_mode<NON_TRANSPOSE>, modeB = #gpu.mat_transpose_mode<NON_TRANSPOSE>, resultSegmentSizes = array<i32: 2, 0>}> {foo} : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, index)
  %bs2:2 = gpu.spmm_buffer_size %sp, %dn, %dn {foo} : index, index into f64
  // CHECK-NEXT: gpu.spmm async [%{{.*}}] %{{.*}}{TRANSPOSE}, %{{.*}}, %{{.*}}, %{{.*}} : memref<?xf64> into f32{{$}}
  // GENERIC-NEXT: "gpu.spmm"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{computeType = f32, modeA = #gpu.mat_transpose_mode<TRANSPOSE>, modeB = #gpu.mat_transpose_mode<NON_TRANSPOSE>, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (!gpu.async.token, !gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xf64>) -> !gpu.async.token
  %t2 = gpu.spmm async [%t] %sp{TRANSPOSE}, %dn, %dn, %mf : memref<?xf64> into f32
  // CHECK-NEXT: gpu.spmm  %{{.*}}, %{{.*}}{TRANSPOSE}, %{{.*}}, %{{.*}}, %{{.*}} : memref<?xf64>, memref<?xi8> into f32{{$}}
  // GENERIC-NEXT: "gpu.spmm"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{computeType = f32, modeA = #gpu.mat_transpose_mode<NON_TRANSPOSE>, modeB = #gpu.mat_transpose_mode<TRANSPOSE>, operandSegmentSizes = array<i32: 0, 1, 1, 1, 2>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xf64>, memref<?xi8>) -> ()
  gpu.spmm %sp, %dn{TRANSPOSE}, %dn, %mf, %mi : memref<?xf64>, memref<?xi8> into f32
  // CHECK-NEXT: = gpu.spgemm_work_estimation_or_compute async [%{{.*}}]{COMPUTE} %{{.*}}{TRANSPOSE}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32 into memref<?xi8>{{$}}
  // GENERIC-NEXT: "gpu.spgemm_work_estimation_or_compute"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{computeType = f32, kind = #gpu.spgemm_work_estimation_or_compute_kind<COMPUTE>, modeA = #gpu.mat_transpose_mode<TRANSPOSE>, modeB = #gpu.mat_transpose_mode<NON_TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.spgemmop_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, index, memref<?xi8>) -> (index, !gpu.async.token)
  %s, %t3 = gpu.spgemm_work_estimation_or_compute async [%t]{COMPUTE} %sp{TRANSPOSE}, %sp, %sp, %d, %n, %mi : f32 into memref<?xi8>
  // CHECK-NEXT: = gpu.spgemm_work_estimation_or_compute {WORK_ESTIMATION} %{{.*}}, %{{.*}}{TRANSPOSE}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {foo} : f32 into memref<?xi8>{{$}}
  // GENERIC-NEXT: "gpu.spgemm_work_estimation_or_compute"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{computeType = f32, kind = #gpu.spgemm_work_estimation_or_compute_kind<WORK_ESTIMATION>, modeA = #gpu.mat_transpose_mode<NON_TRANSPOSE>, modeB = #gpu.mat_transpose_mode<TRANSPOSE>}> {foo} : (!gpu.sparse.spgemmop_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, index, memref<?xi8>) -> index
  %s2 = gpu.spgemm_work_estimation_or_compute {WORK_ESTIMATION} %sp, %sp{TRANSPOSE}, %sp, %d, %n, %mi {foo} : f32 into memref<?xi8>
  // CHECK-NEXT: gpu.spgemm_copy async [%{{.*}}] %{{.*}}{TRANSPOSE}, %{{.*}}, %{{.*}}, %{{.*}} : f32{{$}}
  // GENERIC-NEXT: "gpu.spgemm_copy"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{computeType = f32, modeA = #gpu.mat_transpose_mode<TRANSPOSE>, modeB = #gpu.mat_transpose_mode<NON_TRANSPOSE>}> : (!gpu.async.token, !gpu.sparse.spgemmop_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle) -> !gpu.async.token
  %t4 = gpu.spgemm_copy async [%t] %sp{TRANSPOSE}, %sp, %sp, %d : f32
  // CHECK-NEXT: gpu.spgemm_copy  %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {foo} : f64{{$}}
  // GENERIC-NEXT: "gpu.spgemm_copy"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{computeType = f64, modeA = #gpu.mat_transpose_mode<NON_TRANSPOSE>, modeB = #gpu.mat_transpose_mode<NON_TRANSPOSE>}> {foo} : (!gpu.sparse.spgemmop_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle) -> ()
  gpu.spgemm_copy %sp, %sp, %sp, %d {foo} : f64
  return
}

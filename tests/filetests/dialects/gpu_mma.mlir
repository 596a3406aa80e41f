// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// The subgroup matrix ops and !gpu.mma_matrix as iree-opt 3.13 prints them:
// `leadDimension N` and the unit `transpose` written as keywords before the attribute
// dictionary, compute's a_transpose/b_transpose likewise, the elementwise kind a bare
// word (#gpu.mma_element_wise<..> in the generic form), the matrix type with a space after
// its comma.
// CHECK-LABEL: func.func @mma
// GENERIC-LABEL: sym_name = "mma"
func.func @mma(%src: memref<32x32xf16, 3>, %dst: memref<32x32xf32>, %i: index, %y: f32) {
  // CHECK: %[[A:.*]] = gpu.subgroup_mma_load_matrix %{{.*}}[%{{.*}}, %{{.*}}] leadDimension 32 : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">{{$}}
  // GENERIC: "gpu.subgroup_mma_load_matrix"(%{{.*}}, %{{.*}}, %{{.*}}) <{leadDimension = 32 : index}> : (memref<32x32xf16, 3>, index, index) -> !gpu.mma_matrix<16x16xf16, "AOp">
  %a = gpu.subgroup_mma_load_matrix %src[%i, %i] leadDimension 32 : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16,"AOp">
  // CHECK-NEXT: %[[B:.*]] = gpu.subgroup_mma_load_matrix %{{.*}}[%{{.*}}, %{{.*}}] leadDimension 32 transpose {foo} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">{{$}}
  // GENERIC-NEXT: "gpu.subgroup_mma_load_matrix"(%{{.*}}, %{{.*}}, %{{.*}}) <{leadDimension = 32 : index, transpose}> {foo} : (memref<32x32xf16, 3>, index, index) -> !gpu.mma_matrix<16x16xf16, "BOp">
  %b = gpu.subgroup_mma_load_matrix %src[%i, %i] leadDimension 32 transpose {foo} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
  // CHECK-NEXT: %[[C:.*]] = gpu.subgroup_mma_constant_matrix %{{.*}} : !gpu.mma_matrix<16x16xf32, "COp">{{$}}
  // GENERIC-NEXT: "gpu.subgroup_mma_constant_matrix"(%{{.*}}) : (f32) -> !gpu.mma_matrix<16x16xf32, "COp">
  %c = gpu.subgroup_mma_constant_matrix %y : !gpu.mma_matrix<16x16xf32, "COp">
  // CHECK-NEXT: %[[D:.*]] = gpu.subgroup_mma_compute %[[A]], %[[B]], %[[C]] : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">{{$}}
  // GENERIC-NEXT: "gpu.subgroup_mma_compute"(%{{.*}}, %{{.*}}, %{{.*}}) : (!gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  // CHECK-NEXT: gpu.subgroup_mma_compute %[[A]], %[[B]], %[[C]] b_transpose {foo} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">{{$}}
  // GENERIC-NEXT: "gpu.subgroup_mma_compute"(%{{.*}}, %{{.*}}, %{{.*}}) <{b_transpose}> {foo} : (!gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %d2 = gpu.subgroup_mma_compute %a, %b, %c b_transpose {foo} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  // CHECK-NEXT: gpu.subgroup_mma_compute %[[A]], %[[B]], %[[C]] a_transpose b_transpose : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">{{$}}
  // GENERIC-NEXT: "gpu.subgroup_mma_compute"(%{{.*}}, %{{.*}}, %{{.*}}) <{a_transpose, b_transpose}> : (!gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %d3 = gpu.subgroup_mma_compute %a, %b, %c a_transpose b_transpose : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  // CHECK-NEXT: %[[E:.*]] = gpu.subgroup_mma_elementwise addf %[[D]], %{{.*}} : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">{{$}}
  // GENERIC-NEXT: "gpu.subgroup_mma_elementwise"(%{{.*}}, %{{.*}}) <{opType = #gpu.mma_element_wise<addf>}> : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %e = gpu.subgroup_mma_elementwise addf %d, %d2 : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  // CHECK-NEXT: gpu.subgroup_mma_elementwise negatef %[[E]] {foo} : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">{{$}}
  // GENERIC-NEXT: "gpu.subgroup_mma_elementwise"(%{{.*}}) <{opType = #gpu.mma_element_wise<negatef>}> {foo} : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %n = gpu.subgroup_mma_elementwise negatef %e {foo} : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  // CHECK-NEXT: %[[T:.*]] = gpu.subgroup_mma_extract_thread_local %{{.*}}[%{{.*}}] : !gpu.mma_matrix<16x16xf32, "COp"> -> f32{{$}}
  // GENERIC-NEXT: "gpu.subgroup_mma_extract_thread_local"(%{{.*}}, %{{.*}}) : (!gpu.mma_matrix<16x16xf32, "COp">, index) -> f32
  %t = gpu.subgroup_mma_extract_thread_local %n[%i] : !gpu.mma_matrix<16x16xf32, "COp"> -> f32
  // CHECK-NEXT: %[[U:.*]] = gpu.subgroup_mma_insert_thread_local %[[T]], %{{.*}}[%{{.*}}] {foo} : f32, !gpu.mma_matrix<16x16xf32, "COp"> -> !gpu.mma_matrix<16x16xf32, "COp">{{$}}
  // GENERIC-NEXT: "gpu.subgroup_mma_insert_thread_local"(%{{.*}}, %{{.*}}, %{{.*}}) {foo} : (f32, !gpu.mma_matrix<16x16xf32, "COp">, index) -> !gpu.mma_matrix<16x16xf32, "COp">
  %u = gpu.subgroup_mma_insert_thread_local %t, %n[%i] {foo} : f32, !gpu.mma_matrix<16x16xf32, "COp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  // CHECK-NEXT: gpu.subgroup_mma_store_matrix %[[U]], %{{.*}}[%{{.*}}, %{{.*}}] leadDimension 32 : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>{{$}}
  // GENERIC-NEXT: "gpu.subgroup_mma_store_matrix"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{leadDimension = 32 : index}> : (!gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>, index, index) -> ()
  gpu.subgroup_mma_store_matrix %u, %dst[%i, %i] leadDimension 32 : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
  // CHECK-NEXT: gpu.subgroup_mma_store_matrix %[[U]], %{{.*}}[%{{.*}}, %{{.*}}] leadDimension 32 transpose {foo} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>{{$}}
  // GENERIC-NEXT: "gpu.subgroup_mma_store_matrix"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{leadDimension = 32 : index, transpose}> {foo} : (!gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>, index, index) -> ()
  "gpu.subgroup_mma_store_matrix"(%u, %dst, %i, %i) <{leadDimension = 32 : index, transpose}> {foo} : (!gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>, index, index) -> ()
  return
}

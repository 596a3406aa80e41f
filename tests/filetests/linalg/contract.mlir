// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s | tessera opt - | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt - | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --pass-pipeline='builtin.module(linalg-generalize-named-ops)' | FileCheck %s --check-prefix=GEN

// linalg.contract as upstream (iree-opt) prints it: `indexing_maps = [..]` always spelled,
// then the attribute dictionary (discardable attributes before the inherent `cast`, as
// upstream's getAttrs() order), ins, outs and the result types. In generic form it carries
// upstream's implicit region: `out + cast(a) * cast(b)` with the casts of upstream's region
// builder where the element types differ (extf, extui under cast_unsigned, sitofp for an
// integer input into a float init). linalg-generalize-named-ops gives upstream's generic:
// the same maps, and iterators inferred from the output's map (a loop dimension the output
// uses is parallel, any other a reduction); compared with iree-opt --linalg-generalize-named-ops.

// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[BT:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[BA:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[BB:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[BC:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @transposed_b(
// CHECK: %{{.*}} = linalg.contract indexing_maps = [#[[A]], #[[BT]], #[[C]]] ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<16x8xf32>) outs(%{{.*}} : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-LABEL: func.func @batched_unsigned(
// CHECK: linalg.contract indexing_maps = [#[[BA]], #[[BB]], #[[BC]]] {foo = 1 : i64, cast = #linalg.type_fn<cast_unsigned>} ins(%{{.*}}, %{{.*}} : memref<2x4x8xi8>, memref<2x8x16xi8>) outs(%{{.*}} : memref<2x4x16xi32>){{$}}
// CHECK-LABEL: func.func @mixed(
// CHECK: linalg.contract indexing_maps = [#[[BA]], #[[BB]], #[[BC]]] ins(%{{.*}}, %{{.*}} : memref<2x4x8xf16>, memref<2x8x16xi8>) outs(%{{.*}} : memref<2x4x16xf32>){{$}}
// CHECK-LABEL: func.func @matvec_like(
// CHECK: linalg.contract indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] {cast = #linalg.type_fn<cast_signed>} ins(

// GENERIC-LABEL: sym_name = "transposed_b"
// GENERIC: "linalg.contract"(%{{.*}}, %{{.*}}, %{{.*}}) <{indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[Z:.*]]: f32):
// GENERIC-NEXT: %[[P:.*]] = "arith.mulf"(%[[X]], %[[Y]]) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %[[S:.*]] = "arith.addf"(%[[Z]], %[[P]]) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%[[S]]) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x8xf32>, tensor<16x8xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// GENERIC-LABEL: sym_name = "batched_unsigned"
// GENERIC: "linalg.contract"(%{{.*}}, %{{.*}}, %{{.*}}) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[X:.*]]: i8, %[[Y:.*]]: i8, %[[Z:.*]]: i32):
// GENERIC-NEXT: %[[XE:.*]] = "arith.extui"(%[[X]]) : (i8) -> i32
// GENERIC-NEXT: %[[YE:.*]] = "arith.extui"(%[[Y]]) : (i8) -> i32
// GENERIC-NEXT: %[[P:.*]] = "arith.muli"(%[[XE]], %[[YE]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %[[S:.*]] = "arith.addi"(%[[Z]], %[[P]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%[[S]]) : (i32) -> ()
// GENERIC-NEXT: }) {foo = 1 : i64} : (memref<2x4x8xi8>, memref<2x8x16xi8>, memref<2x4x16xi32>) -> ()
// GENERIC-LABEL: sym_name = "mixed"
// GENERIC: ^bb0(%[[X:.*]]: f16, %[[Y:.*]]: i8, %[[Z:.*]]: f32):
// GENERIC-NEXT: %[[XE:.*]] = "arith.extf"(%[[X]]) : (f16) -> f32
// GENERIC-NEXT: %[[YE:.*]] = "arith.sitofp"(%[[Y]]) : (i8) -> f32
// GENERIC-NEXT: %[[P:.*]] = "arith.mulf"(%[[XE]], %[[YE]])

// GEN-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// GEN-DAG: #[[BT:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// GEN-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// GEN-DAG: #[[BA:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GEN-DAG: #[[BB:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GEN-DAG: #[[BC:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GEN-DAG: #[[MVA:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// GEN-DAG: #[[MVX:.*]] = affine_map<(d0, d1) -> (d1)>
// GEN-DAG: #[[MVY:.*]] = affine_map<(d0, d1) -> (d0)>
// GEN-LABEL: func.func @transposed_b(
// GEN: %{{.*}} = linalg.generic {indexing_maps = [#[[A]], #[[BT]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<16x8xf32>) outs(%{{.*}} : tensor<4x16xf32>) {
// GEN: arith.mulf
// GEN-NEXT: arith.addf
// GEN-NEXT: linalg.yield
// GEN-NEXT: } -> tensor<4x16xf32>
// GEN-LABEL: func.func @batched_unsigned(
// GEN: linalg.generic {indexing_maps = [#[[BA]], #[[BB]], #[[BC]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : memref<2x4x8xi8>, memref<2x8x16xi8>) outs(%{{.*}} : memref<2x4x16xi32>) attrs =  {foo = 1 : i64} {
// GEN: arith.extui
// GEN-NEXT: arith.extui
// GEN-NEXT: arith.muli
// GEN-NEXT: arith.addi
// GEN-LABEL: func.func @matvec_like(
// GEN: linalg.generic {indexing_maps = [#[[MVA]], #[[MVX]], #[[MVY]]], iterator_types = ["parallel", "reduction"]}
// GEN-NOT: linalg.contract

func.func @transposed_b(%a: tensor<4x8xf32>, %b: tensor<16x8xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf32>, tensor<16x8xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

func.func @batched_unsigned(%a: memref<2x4x8xi8>, %b: memref<2x8x16xi8>, %c: memref<2x4x16xi32>) {
  linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] {cast = #linalg.type_fn<cast_unsigned>, foo = 1} ins(%a, %b : memref<2x4x8xi8>, memref<2x8x16xi8>) outs(%c : memref<2x4x16xi32>)
  return
}

func.func @mixed(%a: memref<2x4x8xf16>, %b: memref<2x8x16xi8>, %c: memref<2x4x16xf32>) {
  linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%a, %b : memref<2x4x8xf16>, memref<2x8x16xi8>) outs(%c : memref<2x4x16xf32>)
  return
}

func.func @matvec_like(%a: memref<8x4xf32>, %x: memref<8xf32>, %y: memref<4xf32>) {
  linalg.contract indexing_maps = [affine_map<(m, k) -> (k, m)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>] {cast = #linalg.type_fn<cast_signed>} ins(%a, %x : memref<8x4xf32>, memref<8xf32>) outs(%y : memref<4xf32>)
  return
}

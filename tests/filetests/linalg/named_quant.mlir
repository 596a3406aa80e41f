// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s | tessera opt - | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt - | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --pass-pipeline='builtin.module(linalg-generalize-named-ops)' | FileCheck %s --check-prefix=GEN

// Mixed precision, matmul's and copy's `cast`, the quantized ops, the tiled contractions and
// batch_reduce_matmul (which stores `cast` but, as upstream's, converts with cast_signed), as
// iree-opt 3.13 prints and generalizes them. The named ops' implicit regions convert the
// operands to the init's element type as upstream's region builders do (`cast_signed`:
// arith.extsi, extf, sitofp, trunci, fptosi; `cast_unsigned`, under matmul's and
// batch_matmul's and copy's `cast = #linalg.type_fn<cast_unsigned>` and in the unsigned poolings:
// extui, uitofp, fptoui); the quantized ops take two zero points (scalars or rank-0
// memrefs, maps `() -> ()`), converted with cast_signed and subtracted from the converted
// input and filter. The CHECK lines are iree-opt's custom form; the GEN lines are
// `iree-opt --linalg-generalize-named-ops` (without the `linalg.memoized_indexing_maps`
// cache it keeps as a discardable attribute), with the block arguments captured.

// GENERIC-LABEL: sym_name = "mixed"
// GENERIC: "linalg.matmul"(%{{.*}}, %{{.*}}, %{{.*}}) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: i8, %[[B:.*]]: i8, %[[C:.*]]: i32):
// GENERIC-NEXT: %[[X:.*]] = "arith.extui"(%[[A]]) : (i8) -> i32
// GENERIC-NEXT: %[[Y:.*]] = "arith.extui"(%[[B]]) : (i8) -> i32
// GENERIC-NEXT: %[[P:.*]] = "arith.muli"(%[[X]], %[[Y]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %[[S:.*]] = "arith.addi"(%[[C]], %[[P]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%[[S]]) : (i32) -> ()
// GENERIC: "linalg.matmul"(%{{.*}}, %{{.*}}, %{{.*}}) <{cast = #linalg.type_fn<cast_signed>, indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-LABEL: sym_name = "quantized"
// GENERIC: "linalg.quantized_matmul"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: i8, %[[B:.*]]: i8, %[[AZ:.*]]: i32, %[[BZ:.*]]: i32, %[[C:.*]]: i32):
// GENERIC-NEXT: %[[X:.*]] = "arith.extsi"(%[[A]]) : (i8) -> i32
// GENERIC-NEXT: %[[XS:.*]] = "arith.subi"(%[[X]], %[[AZ]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %[[Y:.*]] = "arith.extsi"(%[[B]]) : (i8) -> i32
// GENERIC-NEXT: %[[YS:.*]] = "arith.subi"(%[[Y]], %[[BZ]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %[[P:.*]] = "arith.muli"(%[[XS]], %[[YS]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %[[S:.*]] = "arith.addi"(%[[C]], %[[P]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%[[S]]) : (i32) -> ()

// CHECK-DAG: #[[M_MAP:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[M_MAP1:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[M_MAP2:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[M_MAP3:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-DAG: #[[M_MAP4:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[M_MAP5:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// CHECK-LABEL: func.func @mixed(
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<3x4xi8>, memref<4x5xi8>) outs(%arg2 : memref<3x5xi32>)
// CHECK-NEXT: linalg.matmul ins(%arg3, %arg4 : memref<3x4xf16>, memref<4x5xf16>) outs(%arg5 : memref<3x5xf32>)
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<3x4xi8>, memref<4x5xi8>) outs(%arg2 : memref<3x5xi32>)
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<3x4xi8>, memref<4x5xi8>) outs(%arg5 : memref<3x5xf32>)
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_signed>} ins(%arg0, %arg4 : memref<3x4xi8>, memref<4x5xf16>) outs(%arg5 : memref<3x5xf32>)
// CHECK-NEXT: linalg.matmul indexing_maps = [#[[M_MAP]], #[[M_MAP1]], #[[M_MAP2]]] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg6, %arg4 : memref<4x3xi8>, memref<4x5xf16>) outs(%arg5 : memref<3x5xf32>)
// CHECK-NEXT: return
// CHECK-LABEL: func.func @mixed_batch(
// CHECK-NEXT: linalg.batch_matmul ins(%arg0, %arg1 : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%arg2 : memref<2x3x5xi32>)
// CHECK-NEXT: linalg.batch_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%arg2 : memref<2x3x5xi32>)
// CHECK-NEXT: linalg.matvec ins(%arg3, %arg4 : memref<3x4xi8>, memref<4xi8>) outs(%arg5 : memref<3xi32>)
// CHECK-NEXT: return
// CHECK-LABEL: func.func @mixed_conv(
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : memref<1x5x6x3xi8>, memref<2x2x3x4xi8>) outs(%arg2 : memref<1x4x5x4xi32>)
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf ins(%arg3, %arg4 : memref<1x5x6x3xf16>, memref<2x2x3x4xf16>) outs(%arg5 : memref<1x4x5x4xf32>)
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwc ins(%arg0, %arg6 : memref<1x5x6x3xi8>, memref<2x2x3xi8>) outs(%arg7 : memref<1x4x5x3xi32>)
// CHECK-NEXT: linalg.pooling_nhwc_sum ins(%arg0, %arg8 : memref<1x5x6x3xi8>, memref<2x2xi8>) outs(%arg7 : memref<1x4x5x3xi32>)
// CHECK-NEXT: linalg.pooling_nhwc_max ins(%arg3, %arg8 : memref<1x5x6x3xf16>, memref<2x2xi8>) outs(%arg9 : memref<1x4x5x3xf32>)
// CHECK-NEXT: linalg.pooling_nhwc_max_unsigned ins(%arg0, %arg8 : memref<1x5x6x3xi8>, memref<2x2xi8>) outs(%arg7 : memref<1x4x5x3xi32>)
// CHECK-NEXT: return
// CHECK-LABEL: func.func @quantized(
// CHECK-NEXT: linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<3x4xi8>, memref<4x5xi8>, i32, i32) outs(%arg4 : memref<3x5xi32>)
// CHECK-NEXT: linalg.quantized_matmul ins(%arg0, %arg5, %arg2, %arg3 : memref<3x4xi8>, memref<4x5xf16>, i32, i32) outs(%arg6 : memref<3x5xf32>)
// CHECK-NEXT: linalg.quantized_matmul ins(%arg0, %arg1, %arg7, %arg3 : memref<3x4xi8>, memref<4x5xi8>, memref<i32>, i32) outs(%arg4 : memref<3x5xi32>)
// CHECK-NEXT: return
// CHECK-LABEL: func.func @quantized_conv(
// CHECK-NEXT: linalg.quantized_batch_matmul ins(%arg2, %arg3, %arg0, %arg1 : memref<2x3x4xi8>, memref<2x4x5xi8>, i32, i32) outs(%arg4 : memref<2x3x5xi32>)
// CHECK-NEXT: linalg.conv_2d_nchw_fchw_q ins(%arg5, %arg6, %arg0, %arg1 : memref<1x3x5x6xi8>, memref<4x3x2x2xi8>, i32, i32) outs(%arg7 : memref<1x4x4x5xi32>)
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%arg8, %arg9, %arg0, %arg1 : memref<1x5x6x3xi8>, memref<2x2x3x4xi8>, i32, i32) outs(%arg11 : memref<1x2x5x4xi32>)
// CHECK-NEXT: linalg.conv_2d_nhwc_fhwc_q {strides = dense<[2, 1]> : tensor<2xi64>} ins(%arg8, %arg10, %arg0, %arg1 : memref<1x5x6x3xi8>, memref<4x2x2x3xi8>, i32, i32) outs(%arg11 : memref<1x2x5x4xi32>)
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwc_q ins(%arg8, %arg12, %arg0, %arg1 : memref<1x5x6x3xi8>, memref<2x2x3xi8>, i32, i32) outs(%arg13 : memref<1x4x5x3xi32>)
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%arg8, %arg14, %arg0, %arg1 : memref<1x5x6x3xi8>, memref<2x2x3x2xi8>, i32, i32) outs(%arg15 : memref<1x4x5x3x2xi32>)
// CHECK-NEXT: linalg.conv_3d_ndhwc_dhwcf_q ins(%arg16, %arg17, %arg0, %arg1 : memref<1x4x5x6x3xi8>, memref<2x2x2x3x4xi8>, i32, i32) outs(%arg18 : memref<1x3x4x5x4xi32>)
// CHECK-NEXT: return
// CHECK-LABEL: func.func @tiled(
// CHECK-NEXT: linalg.mmt4d ins(%arg0, %arg1 : memref<2x3x4x5xi8>, memref<6x3x7x5xi8>) outs(%arg2 : memref<2x6x4x7xi32>)
// CHECK-NEXT: linalg.batch_mmt4d ins(%arg3, %arg4 : memref<2x2x3x4x5xf32>, memref<2x6x3x7x5xf32>) outs(%arg5 : memref<2x2x6x4x7xf32>)
// CHECK-NEXT: linalg.batch_vecmat ins(%arg6, %arg7 : memref<2x3xi8>, memref<2x3x4xi16>) outs(%arg8 : memref<2x4xi32>)
// CHECK-NEXT: return
// CHECK-LABEL: func.func @tensors(
// CHECK-NEXT: %0 = linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg2 : tensor<3x4xi8>, tensor<4x5xi8>, i32, i32) outs(%arg3 : tensor<3x5xi32>) -> tensor<3x5xi32>
// CHECK-NEXT: %1 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<3x4xi8>, tensor<4x5xi8>) outs(%0 : tensor<3x5xi32>) -> tensor<3x5xi32>
// CHECK-NEXT: return %0, %1 : tensor<3x5xi32>, tensor<3x5xi32>
// CHECK-LABEL: func.func @more(
// CHECK-NEXT: linalg.conv_2d_nhwgc_gfhwc_q ins(%arg0, %arg1, %arg2, %arg2 : memref<1x5x6x2x3xi8>, memref<2x4x2x2x3xi8>, i32, i32) outs(%arg3 : memref<1x4x5x2x4xi32>)
// CHECK-NEXT: linalg.batch_reduce_matmul ins(%arg4, %arg5 : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%arg6 : memref<3x5xi32>)
// CHECK-NEXT: linalg.batch_reduce_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg4, %arg5 : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%arg6 : memref<3x5xi32>)
// CHECK-NEXT: linalg.batch_reduce_matmul ins(%arg7, %arg8 : memref<2x3x4xf16>, memref<2x4x5xf16>) outs(%arg9 : memref<3x5xf32>)
// CHECK-NEXT: linalg.batch_reduce_matmul indexing_maps = [#[[M_MAP3]], #[[M_MAP4]], #[[M_MAP5]]] ins(%arg10, %arg5 : memref<2x4x3xi8>, memref<2x4x5xi8>) outs(%arg6 : memref<3x5xi32>)
// CHECK-NEXT: return
// CHECK-LABEL: func.func @copies(
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<3xf16>) outs(%arg1 : memref<3xf32>)
// CHECK-NEXT: linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg2 : memref<3xi8>) outs(%arg3 : memref<3xi32>)
// CHECK-NEXT: linalg.copy ins(%arg3 : memref<3xi32>) outs(%arg2 : memref<3xi8>)
// CHECK-NEXT: return

// GEN-DAG: #[[MAP:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// GEN-DAG: #[[MAP1:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// GEN-DAG: #[[MAP2:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// GEN-DAG: #[[MAP3:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// GEN-DAG: #[[MAP4:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GEN-DAG: #[[MAP5:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GEN-DAG: #[[MAP6:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GEN-DAG: #[[MAP7:map[0-9]*]] = affine_map<(d0, d1) -> (d0, d1)>
// GEN-DAG: #[[MAP8:map[0-9]*]] = affine_map<(d0, d1) -> (d1)>
// GEN-DAG: #[[MAP9:map[0-9]*]] = affine_map<(d0, d1) -> (d0)>
// GEN-DAG: #[[MAP10:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
// GEN-DAG: #[[MAP11:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// GEN-DAG: #[[MAP12:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GEN-DAG: #[[MAP13:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
// GEN-DAG: #[[MAP14:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// GEN-DAG: #[[MAP15:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GEN-DAG: #[[MAP16:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GEN-DAG: #[[MAP17:map[0-9]*]] = affine_map<(d0, d1, d2) -> ()>
// GEN-DAG: #[[MAP18:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> ()>
// GEN-DAG: #[[MAP19:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
// GEN-DAG: #[[MAP20:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// GEN-DAG: #[[MAP21:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
// GEN-DAG: #[[MAP22:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 + d5, d6)>
// GEN-DAG: #[[MAP23:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// GEN-DAG: #[[MAP24:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
// GEN-DAG: #[[MAP25:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5, d2 + d6, d3)>
// GEN-DAG: #[[MAP26:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
// GEN-DAG: #[[MAP27:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
// GEN-DAG: #[[MAP28:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
// GEN-DAG: #[[MAP29:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
// GEN-DAG: #[[MAP30:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> ()>
// GEN-DAG: #[[MAP31:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
// GEN-DAG: #[[MAP32:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// GEN-DAG: #[[MAP33:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// GEN-DAG: #[[MAP34:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// GEN-DAG: #[[MAP35:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
// GEN-DAG: #[[MAP36:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
// GEN-DAG: #[[MAP37:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
// GEN-DAG: #[[MAP38:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// GEN-DAG: #[[MAP39:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3, d7)>
// GEN-DAG: #[[MAP40:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
// GEN-DAG: #[[MAP41:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
// GEN-DAG: #[[MAP42:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// GEN-DAG: #[[MAP43:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// GEN-DAG: #[[MAP44:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// GEN-DAG: #[[MAP45:map[0-9]*]] = affine_map<(d0) -> (d0)>
// GEN-LABEL: func.func @mixed(
// GEN: linalg.generic {indexing_maps = [#[[MAP]], #[[MAP1]], #[[MAP2]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<3x4xi8>, memref<4x5xi8>) outs(%arg2 : memref<3x5xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %2 = arith.muli %0, %1 : i32
// GEN-NEXT: %3 = arith.addi %[[V2]], %2 : i32
// GEN-NEXT: linalg.yield %3 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP]], #[[MAP1]], #[[MAP2]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg3, %arg4 : memref<3x4xf16>, memref<4x5xf16>) outs(%arg5 : memref<3x5xf32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: f16, %[[V1:[a-z0-9_]+]]: f16, %[[V2:[a-z0-9_]+]]: f32):
// GEN-NEXT: %0 = arith.extf %[[V0]] : f16 to f32
// GEN-NEXT: %1 = arith.extf %[[V1]] : f16 to f32
// GEN-NEXT: %2 = arith.mulf %0, %1 : f32
// GEN-NEXT: %3 = arith.addf %[[V2]], %2 : f32
// GEN-NEXT: linalg.yield %3 : f32
// GEN: linalg.generic {indexing_maps = [#[[MAP]], #[[MAP1]], #[[MAP2]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<3x4xi8>, memref<4x5xi8>) outs(%arg2 : memref<3x5xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extui %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.extui %[[V1]] : i8 to i32
// GEN-NEXT: %2 = arith.muli %0, %1 : i32
// GEN-NEXT: %3 = arith.addi %[[V2]], %2 : i32
// GEN-NEXT: linalg.yield %3 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP]], #[[MAP1]], #[[MAP2]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<3x4xi8>, memref<4x5xi8>) outs(%arg5 : memref<3x5xf32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: f32):
// GEN-NEXT: %0 = arith.uitofp %[[V0]] : i8 to f32
// GEN-NEXT: %1 = arith.uitofp %[[V1]] : i8 to f32
// GEN-NEXT: %2 = arith.mulf %0, %1 : f32
// GEN-NEXT: %3 = arith.addf %[[V2]], %2 : f32
// GEN-NEXT: linalg.yield %3 : f32
// GEN: linalg.generic {indexing_maps = [#[[MAP]], #[[MAP1]], #[[MAP2]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg4 : memref<3x4xi8>, memref<4x5xf16>) outs(%arg5 : memref<3x5xf32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: f16, %[[V2:[a-z0-9_]+]]: f32):
// GEN-NEXT: %0 = arith.sitofp %[[V0]] : i8 to f32
// GEN-NEXT: %1 = arith.extf %[[V1]] : f16 to f32
// GEN-NEXT: %2 = arith.mulf %0, %1 : f32
// GEN-NEXT: %3 = arith.addf %[[V2]], %2 : f32
// GEN-NEXT: linalg.yield %3 : f32
// GEN: linalg.generic {indexing_maps = [#[[MAP3]], #[[MAP1]], #[[MAP2]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg6, %arg4 : memref<4x3xi8>, memref<4x5xf16>) outs(%arg5 : memref<3x5xf32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: f16, %[[V2:[a-z0-9_]+]]: f32):
// GEN-NEXT: %0 = arith.uitofp %[[V0]] : i8 to f32
// GEN-NEXT: %1 = arith.extf %[[V1]] : f16 to f32
// GEN-NEXT: %2 = arith.mulf %0, %1 : f32
// GEN-NEXT: %3 = arith.addf %[[V2]], %2 : f32
// GEN-NEXT: linalg.yield %3 : f32
// GEN: return
// GEN-LABEL: func.func @mixed_batch(
// GEN: linalg.generic {indexing_maps = [#[[MAP4]], #[[MAP5]], #[[MAP6]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%arg2 : memref<2x3x5xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %2 = arith.muli %0, %1 : i32
// GEN-NEXT: %3 = arith.addi %[[V2]], %2 : i32
// GEN-NEXT: linalg.yield %3 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP4]], #[[MAP5]], #[[MAP6]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%arg2 : memref<2x3x5xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extui %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.extui %[[V1]] : i8 to i32
// GEN-NEXT: %2 = arith.muli %0, %1 : i32
// GEN-NEXT: %3 = arith.addi %[[V2]], %2 : i32
// GEN-NEXT: linalg.yield %3 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP7]], #[[MAP8]], #[[MAP9]]], iterator_types = ["parallel", "reduction"]} ins(%arg3, %arg4 : memref<3x4xi8>, memref<4xi8>) outs(%arg5 : memref<3xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %2 = arith.muli %0, %1 : i32
// GEN-NEXT: %3 = arith.addi %[[V2]], %2 : i32
// GEN-NEXT: linalg.yield %3 : i32
// GEN: return
// GEN-LABEL: func.func @mixed_conv(
// GEN: linalg.generic {indexing_maps = [#[[MAP10]], #[[MAP11]], #[[MAP12]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x5x6x3xi8>, memref<2x2x3x4xi8>) outs(%arg2 : memref<1x4x5x4xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %2 = arith.muli %0, %1 : i32
// GEN-NEXT: %3 = arith.addi %[[V2]], %2 : i32
// GEN-NEXT: linalg.yield %3 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP10]], #[[MAP11]], #[[MAP12]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg3, %arg4 : memref<1x5x6x3xf16>, memref<2x2x3x4xf16>) outs(%arg5 : memref<1x4x5x4xf32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: f16, %[[V1:[a-z0-9_]+]]: f16, %[[V2:[a-z0-9_]+]]: f32):
// GEN-NEXT: %0 = arith.extf %[[V0]] : f16 to f32
// GEN-NEXT: %1 = arith.extf %[[V1]] : f16 to f32
// GEN-NEXT: %2 = arith.mulf %0, %1 : f32
// GEN-NEXT: %3 = arith.addf %[[V2]], %2 : f32
// GEN-NEXT: linalg.yield %3 : f32
// GEN: linalg.generic {indexing_maps = [#[[MAP13]], #[[MAP14]], #[[MAP15]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg6 : memref<1x5x6x3xi8>, memref<2x2x3xi8>) outs(%arg7 : memref<1x4x5x3xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %2 = arith.muli %0, %1 : i32
// GEN-NEXT: %3 = arith.addi %[[V2]], %2 : i32
// GEN-NEXT: linalg.yield %3 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP13]], #[[MAP16]], #[[MAP15]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg8 : memref<1x5x6x3xi8>, memref<2x2xi8>) outs(%arg7 : memref<1x4x5x3xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.addi %[[V2]], %0 : i32
// GEN-NEXT: linalg.yield %1 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP13]], #[[MAP16]], #[[MAP15]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg3, %arg8 : memref<1x5x6x3xf16>, memref<2x2xi8>) outs(%arg9 : memref<1x4x5x3xf32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: f16, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: f32):
// GEN-NEXT: %0 = arith.extf %[[V0]] : f16 to f32
// GEN-NEXT: %1 = arith.maximumf %[[V2]], %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN: linalg.generic {indexing_maps = [#[[MAP13]], #[[MAP16]], #[[MAP15]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg8 : memref<1x5x6x3xi8>, memref<2x2xi8>) outs(%arg7 : memref<1x4x5x3xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extui %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.maxui %[[V2]], %0 : i32
// GEN-NEXT: linalg.yield %1 : i32
// GEN: return
// GEN-LABEL: func.func @quantized(
// GEN: linalg.generic {indexing_maps = [#[[MAP]], #[[MAP1]], #[[MAP17]], #[[MAP17]], #[[MAP2]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<3x4xi8>, memref<4x5xi8>, i32, i32) outs(%arg4 : memref<3x5xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32, %[[V3:[a-z0-9_]+]]: i32, %[[V4:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.subi %0, %[[V2]] : i32
// GEN-NEXT: %2 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %3 = arith.subi %2, %[[V3]] : i32
// GEN-NEXT: %4 = arith.muli %1, %3 : i32
// GEN-NEXT: %5 = arith.addi %[[V4]], %4 : i32
// GEN-NEXT: linalg.yield %5 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP]], #[[MAP1]], #[[MAP17]], #[[MAP17]], #[[MAP2]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg5, %arg2, %arg3 : memref<3x4xi8>, memref<4x5xf16>, i32, i32) outs(%arg6 : memref<3x5xf32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: f16, %[[V2:[a-z0-9_]+]]: i32, %[[V3:[a-z0-9_]+]]: i32, %[[V4:[a-z0-9_]+]]: f32):
// GEN-NEXT: %0 = arith.sitofp %[[V0]] : i8 to f32
// GEN-NEXT: %1 = arith.sitofp %[[V2]] : i32 to f32
// GEN-NEXT: %2 = arith.subf %0, %1 : f32
// GEN-NEXT: %3 = arith.extf %[[V1]] : f16 to f32
// GEN-NEXT: %4 = arith.sitofp %[[V3]] : i32 to f32
// GEN-NEXT: %5 = arith.subf %3, %4 : f32
// GEN-NEXT: %6 = arith.mulf %2, %5 : f32
// GEN-NEXT: %7 = arith.addf %[[V4]], %6 : f32
// GEN-NEXT: linalg.yield %7 : f32
// GEN: linalg.generic {indexing_maps = [#[[MAP]], #[[MAP1]], #[[MAP17]], #[[MAP17]], #[[MAP2]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg7, %arg3 : memref<3x4xi8>, memref<4x5xi8>, memref<i32>, i32) outs(%arg4 : memref<3x5xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32, %[[V3:[a-z0-9_]+]]: i32, %[[V4:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.subi %0, %[[V2]] : i32
// GEN-NEXT: %2 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %3 = arith.subi %2, %[[V3]] : i32
// GEN-NEXT: %4 = arith.muli %1, %3 : i32
// GEN-NEXT: %5 = arith.addi %[[V4]], %4 : i32
// GEN-NEXT: linalg.yield %5 : i32
// GEN: return
// GEN-LABEL: func.func @quantized_conv(
// GEN: linalg.generic {indexing_maps = [#[[MAP4]], #[[MAP5]], #[[MAP18]], #[[MAP18]], #[[MAP6]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg2, %arg3, %arg0, %arg1 : memref<2x3x4xi8>, memref<2x4x5xi8>, i32, i32) outs(%arg4 : memref<2x3x5xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32, %[[V3:[a-z0-9_]+]]: i32, %[[V4:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.subi %0, %[[V2]] : i32
// GEN-NEXT: %2 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %3 = arith.subi %2, %[[V3]] : i32
// GEN-NEXT: %4 = arith.muli %1, %3 : i32
// GEN-NEXT: %5 = arith.addi %[[V4]], %4 : i32
// GEN-NEXT: linalg.yield %5 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP19]], #[[MAP20]], #[[MAP21]], #[[MAP21]], #[[MAP12]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg5, %arg6, %arg0, %arg1 : memref<1x3x5x6xi8>, memref<4x3x2x2xi8>, i32, i32) outs(%arg7 : memref<1x4x4x5xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32, %[[V3:[a-z0-9_]+]]: i32, %[[V4:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.subi %0, %[[V2]] : i32
// GEN-NEXT: %2 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %3 = arith.subi %2, %[[V3]] : i32
// GEN-NEXT: %4 = arith.muli %1, %3 : i32
// GEN-NEXT: %5 = arith.addi %[[V4]], %4 : i32
// GEN-NEXT: linalg.yield %5 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP22]], #[[MAP11]], #[[MAP21]], #[[MAP21]], #[[MAP12]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg8, %arg9, %arg0, %arg1 : memref<1x5x6x3xi8>, memref<2x2x3x4xi8>, i32, i32) outs(%arg11 : memref<1x2x5x4xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32, %[[V3:[a-z0-9_]+]]: i32, %[[V4:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.subi %0, %[[V2]] : i32
// GEN-NEXT: %2 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %3 = arith.subi %2, %[[V3]] : i32
// GEN-NEXT: %4 = arith.muli %1, %3 : i32
// GEN-NEXT: %5 = arith.addi %[[V4]], %4 : i32
// GEN-NEXT: linalg.yield %5 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP22]], #[[MAP23]], #[[MAP21]], #[[MAP21]], #[[MAP12]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg8, %arg10, %arg0, %arg1 : memref<1x5x6x3xi8>, memref<4x2x2x3xi8>, i32, i32) outs(%arg11 : memref<1x2x5x4xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32, %[[V3:[a-z0-9_]+]]: i32, %[[V4:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.subi %0, %[[V2]] : i32
// GEN-NEXT: %2 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %3 = arith.subi %2, %[[V3]] : i32
// GEN-NEXT: %4 = arith.muli %1, %3 : i32
// GEN-NEXT: %5 = arith.addi %[[V4]], %4 : i32
// GEN-NEXT: linalg.yield %5 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP13]], #[[MAP14]], #[[MAP24]], #[[MAP24]], #[[MAP15]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg8, %arg12, %arg0, %arg1 : memref<1x5x6x3xi8>, memref<2x2x3xi8>, i32, i32) outs(%arg13 : memref<1x4x5x3xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32, %[[V3:[a-z0-9_]+]]: i32, %[[V4:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.subi %0, %[[V2]] : i32
// GEN-NEXT: %2 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %3 = arith.subi %2, %[[V3]] : i32
// GEN-NEXT: %4 = arith.muli %1, %3 : i32
// GEN-NEXT: %5 = arith.addi %[[V4]], %4 : i32
// GEN-NEXT: linalg.yield %5 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP25]], #[[MAP26]], #[[MAP21]], #[[MAP21]], #[[MAP27]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg8, %arg14, %arg0, %arg1 : memref<1x5x6x3xi8>, memref<2x2x3x2xi8>, i32, i32) outs(%arg15 : memref<1x4x5x3x2xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32, %[[V3:[a-z0-9_]+]]: i32, %[[V4:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.subi %0, %[[V2]] : i32
// GEN-NEXT: %2 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %3 = arith.subi %2, %[[V3]] : i32
// GEN-NEXT: %4 = arith.muli %1, %3 : i32
// GEN-NEXT: %5 = arith.addi %[[V4]], %4 : i32
// GEN-NEXT: linalg.yield %5 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP28]], #[[MAP29]], #[[MAP30]], #[[MAP30]], #[[MAP31]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg16, %arg17, %arg0, %arg1 : memref<1x4x5x6x3xi8>, memref<2x2x2x3x4xi8>, i32, i32) outs(%arg18 : memref<1x3x4x5x4xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32, %[[V3:[a-z0-9_]+]]: i32, %[[V4:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.subi %0, %[[V2]] : i32
// GEN-NEXT: %2 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %3 = arith.subi %2, %[[V3]] : i32
// GEN-NEXT: %4 = arith.muli %1, %3 : i32
// GEN-NEXT: %5 = arith.addi %[[V4]], %4 : i32
// GEN-NEXT: linalg.yield %5 : i32
// GEN: return
// GEN-LABEL: func.func @tiled(
// GEN: linalg.generic {indexing_maps = [#[[MAP32]], #[[MAP33]], #[[MAP34]]], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<2x3x4x5xi8>, memref<6x3x7x5xi8>) outs(%arg2 : memref<2x6x4x7xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %2 = arith.muli %0, %1 : i32
// GEN-NEXT: %3 = arith.addi %[[V2]], %2 : i32
// GEN-NEXT: linalg.yield %3 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP35]], #[[MAP36]], #[[MAP37]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%arg3, %arg4 : memref<2x2x3x4x5xf32>, memref<2x6x3x7x5xf32>) outs(%arg5 : memref<2x2x6x4x7xf32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: f32, %[[V1:[a-z0-9_]+]]: f32, %[[V2:[a-z0-9_]+]]: f32):
// GEN-NEXT: %0 = arith.mulf %[[V0]], %[[V1]] : f32
// GEN-NEXT: %1 = arith.addf %[[V2]], %0 : f32
// GEN-NEXT: linalg.yield %1 : f32
// GEN: linalg.generic {indexing_maps = [#[[MAP]], #[[MAP38]], #[[MAP2]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg6, %arg7 : memref<2x3xi8>, memref<2x3x4xi16>) outs(%arg8 : memref<2x4xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i16, %[[V2:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.extsi %[[V1]] : i16 to i32
// GEN-NEXT: %2 = arith.muli %0, %1 : i32
// GEN-NEXT: %3 = arith.addi %[[V2]], %2 : i32
// GEN-NEXT: linalg.yield %3 : i32
// GEN: return
// GEN-LABEL: func.func @tensors(
// GEN-NEXT: %0 = linalg.generic {indexing_maps = [#[[MAP]], #[[MAP1]], #[[MAP17]], #[[MAP17]], #[[MAP2]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2, %arg2 : tensor<3x4xi8>, tensor<4x5xi8>, i32, i32) outs(%arg3 : tensor<3x5xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32, %[[V3:[a-z0-9_]+]]: i32, %[[V4:[a-z0-9_]+]]: i32):
// GEN-NEXT: %2 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %3 = arith.subi %2, %[[V2]] : i32
// GEN-NEXT: %4 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %5 = arith.subi %4, %[[V3]] : i32
// GEN-NEXT: %6 = arith.muli %3, %5 : i32
// GEN-NEXT: %7 = arith.addi %[[V4]], %6 : i32
// GEN-NEXT: linalg.yield %7 : i32
// GEN-NEXT: } -> tensor<3x5xi32>
// GEN-NEXT: %1 = linalg.generic {indexing_maps = [#[[MAP]], #[[MAP1]], #[[MAP2]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<3x4xi8>, tensor<4x5xi8>) outs(%0 : tensor<3x5xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32):
// GEN-NEXT: %2 = arith.extui %[[V0]] : i8 to i32
// GEN-NEXT: %3 = arith.extui %[[V1]] : i8 to i32
// GEN-NEXT: %4 = arith.muli %2, %3 : i32
// GEN-NEXT: %5 = arith.addi %[[V2]], %4 : i32
// GEN-NEXT: linalg.yield %5 : i32
// GEN-NEXT: } -> tensor<3x5xi32>
// GEN: return %0, %1 : tensor<3x5xi32>, tensor<3x5xi32>
// GEN-LABEL: func.func @more(
// GEN: linalg.generic {indexing_maps = [#[[MAP39]], #[[MAP40]], #[[MAP41]], #[[MAP41]], #[[MAP42]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg2 : memref<1x5x6x2x3xi8>, memref<2x4x2x2x3xi8>, i32, i32) outs(%arg3 : memref<1x4x5x2x4xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32, %[[V3:[a-z0-9_]+]]: i32, %[[V4:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.subi %0, %[[V2]] : i32
// GEN-NEXT: %2 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %3 = arith.subi %2, %[[V3]] : i32
// GEN-NEXT: %4 = arith.muli %1, %3 : i32
// GEN-NEXT: %5 = arith.addi %[[V4]], %4 : i32
// GEN-NEXT: linalg.yield %5 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP4]], #[[MAP5]], #[[MAP43]]], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg4, %arg5 : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%arg6 : memref<3x5xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %2 = arith.muli %0, %1 : i32
// GEN-NEXT: %3 = arith.addi %[[V2]], %2 : i32
// GEN-NEXT: linalg.yield %3 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP4]], #[[MAP5]], #[[MAP43]]], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg4, %arg5 : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%arg6 : memref<3x5xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %2 = arith.muli %0, %1 : i32
// GEN-NEXT: %3 = arith.addi %[[V2]], %2 : i32
// GEN-NEXT: linalg.yield %3 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP4]], #[[MAP5]], #[[MAP43]]], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg7, %arg8 : memref<2x3x4xf16>, memref<2x4x5xf16>) outs(%arg9 : memref<3x5xf32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: f16, %[[V1:[a-z0-9_]+]]: f16, %[[V2:[a-z0-9_]+]]: f32):
// GEN-NEXT: %0 = arith.extf %[[V0]] : f16 to f32
// GEN-NEXT: %1 = arith.extf %[[V1]] : f16 to f32
// GEN-NEXT: %2 = arith.mulf %0, %1 : f32
// GEN-NEXT: %3 = arith.addf %[[V2]], %2 : f32
// GEN-NEXT: linalg.yield %3 : f32
// GEN: linalg.generic {indexing_maps = [#[[MAP44]], #[[MAP5]], #[[MAP43]]], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg10, %arg5 : memref<2x4x3xi8>, memref<2x4x5xi8>) outs(%arg6 : memref<3x5xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i8, %[[V2:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extsi %[[V0]] : i8 to i32
// GEN-NEXT: %1 = arith.extsi %[[V1]] : i8 to i32
// GEN-NEXT: %2 = arith.muli %0, %1 : i32
// GEN-NEXT: %3 = arith.addi %[[V2]], %2 : i32
// GEN-NEXT: linalg.yield %3 : i32
// GEN: return
// GEN-LABEL: func.func @copies(
// GEN: linalg.generic {indexing_maps = [#[[MAP45]], #[[MAP45]]], iterator_types = ["parallel"]} ins(%arg0 : memref<3xf16>) outs(%arg1 : memref<3xf32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: f16, %[[V1:[a-z0-9_]+]]: f32):
// GEN-NEXT: %0 = arith.extf %[[V0]] : f16 to f32
// GEN-NEXT: linalg.yield %0 : f32
// GEN: linalg.generic {indexing_maps = [#[[MAP45]], #[[MAP45]]], iterator_types = ["parallel"]} ins(%arg2 : memref<3xi8>) outs(%arg3 : memref<3xi32>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i8, %[[V1:[a-z0-9_]+]]: i32):
// GEN-NEXT: %0 = arith.extui %[[V0]] : i8 to i32
// GEN-NEXT: linalg.yield %0 : i32
// GEN: linalg.generic {indexing_maps = [#[[MAP45]], #[[MAP45]]], iterator_types = ["parallel"]} ins(%arg3 : memref<3xi32>) outs(%arg2 : memref<3xi8>) {
// GEN-NEXT: ^bb0(%[[V0:[a-z0-9_]+]]: i32, %[[V1:[a-z0-9_]+]]: i8):
// GEN-NEXT: %0 = arith.trunci %[[V0]] : i32 to i8
// GEN-NEXT: linalg.yield %0 : i8
// GEN: return

func.func @mixed(%a8: memref<3x4xi8>, %b8: memref<4x5xi8>, %c32: memref<3x5xi32>, %ah: memref<3x4xf16>, %bh: memref<4x5xf16>, %cf: memref<3x5xf32>, %at8: memref<4x3xi8>) {
  linalg.matmul ins(%a8, %b8 : memref<3x4xi8>, memref<4x5xi8>) outs(%c32 : memref<3x5xi32>)
  linalg.matmul ins(%ah, %bh : memref<3x4xf16>, memref<4x5xf16>) outs(%cf : memref<3x5xf32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a8, %b8 : memref<3x4xi8>, memref<4x5xi8>) outs(%c32 : memref<3x5xi32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a8, %b8 : memref<3x4xi8>, memref<4x5xi8>) outs(%cf : memref<3x5xf32>)
  linalg.matmul {cast = #linalg.type_fn<cast_signed>} ins(%a8, %bh : memref<3x4xi8>, memref<4x5xf16>) outs(%cf : memref<3x5xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {cast = #linalg.type_fn<cast_unsigned>} ins(%at8, %bh : memref<4x3xi8>, memref<4x5xf16>) outs(%cf : memref<3x5xf32>)
  return
}
func.func @mixed_batch(%a: memref<2x3x4xi8>, %b: memref<2x4x5xi8>, %c: memref<2x3x5xi32>, %m: memref<3x4xi8>, %v: memref<4xi8>, %o: memref<3xi32>) {
  linalg.batch_matmul ins(%a, %b : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%c : memref<2x3x5xi32>)
  linalg.batch_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%c : memref<2x3x5xi32>)
  linalg.matvec ins(%m, %v : memref<3x4xi8>, memref<4xi8>) outs(%o : memref<3xi32>)
  return
}
func.func @mixed_conv(%i: memref<1x5x6x3xi8>, %k: memref<2x2x3x4xi8>, %o: memref<1x4x5x4xi32>, %ih: memref<1x5x6x3xf16>, %kh: memref<2x2x3x4xf16>, %of: memref<1x4x5x4xf32>, %dk: memref<2x2x3xi8>, %do: memref<1x4x5x3xi32>, %w: memref<2x2xi8>, %pf: memref<1x4x5x3xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%i, %k : memref<1x5x6x3xi8>, memref<2x2x3x4xi8>) outs(%o : memref<1x4x5x4xi32>)
  linalg.conv_2d_nhwc_hwcf ins(%ih, %kh : memref<1x5x6x3xf16>, memref<2x2x3x4xf16>) outs(%of : memref<1x4x5x4xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc ins(%i, %dk : memref<1x5x6x3xi8>, memref<2x2x3xi8>) outs(%do : memref<1x4x5x3xi32>)
  linalg.pooling_nhwc_sum ins(%i, %w : memref<1x5x6x3xi8>, memref<2x2xi8>) outs(%do : memref<1x4x5x3xi32>)
  linalg.pooling_nhwc_max ins(%ih, %w : memref<1x5x6x3xf16>, memref<2x2xi8>) outs(%pf : memref<1x4x5x3xf32>)
  linalg.pooling_nhwc_max_unsigned ins(%i, %w : memref<1x5x6x3xi8>, memref<2x2xi8>) outs(%do : memref<1x4x5x3xi32>)
  return
}
func.func @quantized(%a: memref<3x4xi8>, %b: memref<4x5xi8>, %az: i32, %bz: i32, %c: memref<3x5xi32>, %bh: memref<4x5xf16>, %cf: memref<3x5xf32>, %zm: memref<i32>) {
  linalg.quantized_matmul ins(%a, %b, %az, %bz : memref<3x4xi8>, memref<4x5xi8>, i32, i32) outs(%c : memref<3x5xi32>)
  linalg.quantized_matmul ins(%a, %bh, %az, %bz : memref<3x4xi8>, memref<4x5xf16>, i32, i32) outs(%cf : memref<3x5xf32>)
  linalg.quantized_matmul ins(%a, %b, %zm, %bz : memref<3x4xi8>, memref<4x5xi8>, memref<i32>, i32) outs(%c : memref<3x5xi32>)
  return
}
func.func @quantized_conv(%iz: i32, %kz: i32, %ba: memref<2x3x4xi8>, %bb: memref<2x4x5xi8>, %bc: memref<2x3x5xi32>, %i: memref<1x3x5x6xi8>, %k: memref<4x3x2x2xi8>, %o: memref<1x4x4x5xi32>, %i2: memref<1x5x6x3xi8>, %k1: memref<2x2x3x4xi8>, %k2: memref<4x2x2x3xi8>, %o2: memref<1x2x5x4xi32>, %k3: memref<2x2x3xi8>, %o3: memref<1x4x5x3xi32>, %k4: memref<2x2x3x2xi8>, %o4: memref<1x4x5x3x2xi32>, %i5: memref<1x4x5x6x3xi8>, %k5: memref<2x2x2x3x4xi8>, %o5: memref<1x3x4x5x4xi32>) {
  linalg.quantized_batch_matmul ins(%ba, %bb, %iz, %kz : memref<2x3x4xi8>, memref<2x4x5xi8>, i32, i32) outs(%bc : memref<2x3x5xi32>)
  linalg.conv_2d_nchw_fchw_q ins(%i, %k, %iz, %kz : memref<1x3x5x6xi8>, memref<4x3x2x2xi8>, i32, i32) outs(%o : memref<1x4x4x5xi32>)
  linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%i2, %k1, %iz, %kz : memref<1x5x6x3xi8>, memref<2x2x3x4xi8>, i32, i32) outs(%o2 : memref<1x2x5x4xi32>)
  linalg.conv_2d_nhwc_fhwc_q {strides = dense<[2, 1]> : tensor<2xi64>} ins(%i2, %k2, %iz, %kz : memref<1x5x6x3xi8>, memref<4x2x2x3xi8>, i32, i32) outs(%o2 : memref<1x2x5x4xi32>)
  linalg.depthwise_conv_2d_nhwc_hwc_q ins(%i2, %k3, %iz, %kz : memref<1x5x6x3xi8>, memref<2x2x3xi8>, i32, i32) outs(%o3 : memref<1x4x5x3xi32>)
  linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%i2, %k4, %iz, %kz : memref<1x5x6x3xi8>, memref<2x2x3x2xi8>, i32, i32) outs(%o4 : memref<1x4x5x3x2xi32>)
  linalg.conv_3d_ndhwc_dhwcf_q ins(%i5, %k5, %iz, %kz : memref<1x4x5x6x3xi8>, memref<2x2x2x3x4xi8>, i32, i32) outs(%o5 : memref<1x3x4x5x4xi32>)
  return
}
func.func @tiled(%a: memref<2x3x4x5xi8>, %b: memref<6x3x7x5xi8>, %c: memref<2x6x4x7xi32>, %ba: memref<2x2x3x4x5xf32>, %bb: memref<2x6x3x7x5xf32>, %bc: memref<2x2x6x4x7xf32>, %va: memref<2x3xi8>, %vb: memref<2x3x4xi16>, %vc: memref<2x4xi32>) {
  linalg.mmt4d ins(%a, %b : memref<2x3x4x5xi8>, memref<6x3x7x5xi8>) outs(%c : memref<2x6x4x7xi32>)
  linalg.batch_mmt4d ins(%ba, %bb : memref<2x2x3x4x5xf32>, memref<2x6x3x7x5xf32>) outs(%bc : memref<2x2x6x4x7xf32>)
  linalg.batch_vecmat ins(%va, %vb : memref<2x3xi8>, memref<2x3x4xi16>) outs(%vc : memref<2x4xi32>)
  return
}
func.func @tensors(%a: tensor<3x4xi8>, %b: tensor<4x5xi8>, %z: i32, %c: tensor<3x5xi32>) -> (tensor<3x5xi32>, tensor<3x5xi32>) {
  %0 = linalg.quantized_matmul ins(%a, %b, %z, %z : tensor<3x4xi8>, tensor<4x5xi8>, i32, i32) outs(%c : tensor<3x5xi32>) -> tensor<3x5xi32>
  %1 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<3x4xi8>, tensor<4x5xi8>) outs(%0 : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0, %1 : tensor<3x5xi32>, tensor<3x5xi32>
}
func.func @more(%i: memref<1x5x6x2x3xi8>, %k: memref<2x4x2x2x3xi8>, %z: i32, %o: memref<1x4x5x2x4xi32>, %a: memref<2x3x4xi8>, %b: memref<2x4x5xi8>, %c: memref<3x5xi32>, %ah: memref<2x3x4xf16>, %bh: memref<2x4x5xf16>, %cf: memref<3x5xf32>, %at: memref<2x4x3xi8>) {
  linalg.conv_2d_nhwgc_gfhwc_q ins(%i, %k, %z, %z : memref<1x5x6x2x3xi8>, memref<2x4x2x2x3xi8>, i32, i32) outs(%o : memref<1x4x5x2x4xi32>)
  linalg.batch_reduce_matmul ins(%a, %b : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%c : memref<3x5xi32>)
  linalg.batch_reduce_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%c : memref<3x5xi32>)
  linalg.batch_reduce_matmul ins(%ah, %bh : memref<2x3x4xf16>, memref<2x4x5xf16>) outs(%cf : memref<3x5xf32>)
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%at, %b : memref<2x4x3xi8>, memref<2x4x5xi8>) outs(%c : memref<3x5xi32>)
  return
}
func.func @copies(%a: memref<3xf16>, %b: memref<3xf32>, %c: memref<3xi8>, %d: memref<3xi32>) {
  linalg.copy ins(%a : memref<3xf16>) outs(%b : memref<3xf32>)
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%c : memref<3xi8>) outs(%d : memref<3xi32>)
  linalg.copy ins(%d : memref<3xi32>) outs(%c : memref<3xi8>)
  return
}

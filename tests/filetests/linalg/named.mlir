// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s | tessera opt - | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt - | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --pass-pipeline='builtin.module(linalg-generalize-named-ops)' | FileCheck %s --check-prefix=GEN

// The convolution, pooling, contraction, map and reduce ops of linalg, on memrefs and on
// tensors, in the custom forms upstream (iree-opt) prints: the named ops with their
// attribute dictionary (strides, dilations) before ins; map and reduce in the short form
// `{ arith.addf }` when the body is one payload op on the block arguments, else with the
// region after the operands (reduce's `dimensions = [..] ` ends with a space, as upstream's).
// In generic form the named ops carry upstream's implicit region, with the casts of
// upstream's region builder where the element types differ. linalg-generalize-named-ops
// gives upstream's maps and iterators (compared with iree-opt --linalg-generalize-named-ops)
// and keeps the region.

// GENERIC-LABEL: "func.func"() <{function_type = {{.*}}, sym_name = "conv"}>
// GENERIC: "linalg.conv_2d_nchw_fchw"(%{{.*}}, %{{.*}}, %{{.*}}) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32):
// GENERIC-NEXT: %[[P:.*]] = "arith.mulf"(%[[A]], %[[B]]) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %[[S:.*]] = "arith.addf"(%[[C]], %[[P]]) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%[[S]]) : (f32) -> ()
// GENERIC: "linalg.conv_1d_nwc_wcf"(%{{.*}}, %{{.*}}, %{{.*}}) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: i8, %[[B:.*]]: i8, %[[C:.*]]: i32):
// GENERIC-NEXT: %[[X:.*]] = "arith.extsi"(%[[A]]) : (i8) -> i32
// GENERIC-NEXT: %[[Y:.*]] = "arith.extsi"(%[[B]]) : (i8) -> i32
// GENERIC-NEXT: %[[P:.*]] = "arith.muli"(%[[X]], %[[Y]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %[[S:.*]] = "arith.addi"(%[[C]], %[[P]]) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%[[S]]) : (i32) -> ()
// GENERIC: "linalg.conv_2d"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: f16, %[[B:.*]]: f16, %[[C:.*]]: f32):
// GENERIC-NEXT: "arith.extf"(%[[A]]) : (f16) -> f32
// GENERIC-NEXT: "arith.extf"(%[[B]]) : (f16) -> f32
// GENERIC: "linalg.elementwise"(%{{.*}}, %{{.*}}) <{indexing_maps = [#{{.*}}, #{{.*}}], kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: f32, %{{.*}}: f32):
// GENERIC-NEXT: %[[E:.*]] = "math.exp"(%[[A]]) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%[[E]]) : (f32) -> ()

// GEN-DAG: #[[NCHW:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 2 + d6)>
// GEN-DAG: #[[FCHW:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// GEN-DAG: #[[O4:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GEN-DAG: #[[NHWC:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 3 + d4 * 2, d2 + d5, d6)>
// GEN-DAG: #[[HWCF:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// GEN-DAG: #[[W1:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3 * 2, d4)>
// GEN-DAG: #[[DW:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// GEN-DAG: #[[DWNCHW:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 * 2 + d4, d2 * 2 + d5)>
// GEN-DAG: #[[PNCHW:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
// GEN-DAG: #[[RED:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// GEN-DAG: #[[MTA:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// GEN-DAG: #[[MB:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// GEN-DAG: #[[MC:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// GEN-DAG: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// GEN-DAG: #[[TR2:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// GEN-DAG: #[[MBC:.*]] = affine_map<(d0, d1, d2) -> (d2)>
// GEN-DAG: #[[PNWC3:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 3 + d3, d2)>
// GEN-DAG: #[[PWIN1:.*]] = affine_map<(d0, d1, d2, d3) -> (d3)>
// GEN-DAG: #[[PO3:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GEN-DAG: #[[PNCW:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 + d3 * 2)>
// GEN-DAG: #[[PNWC:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
// GEN-DAG: #[[PNDHWC:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 * 2 + d6, d3 + d7, d4)>
// GEN-DAG: #[[PWIN3:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
// GEN-DAG: #[[PO5:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// GEN-DAG: #[[C0:.*]] = affine_map<(d0, d1) -> (d0 + d1)>
// GEN-DAG: #[[C1:.*]] = affine_map<(d0, d1) -> (d1)>
// GEN-DAG: #[[C2:.*]] = affine_map<(d0, d1) -> (d0)>
// GEN-DAG: #[[C3:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d2 + d5)>
// GEN-DAG: #[[C4:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
// GEN-DAG: #[[C5:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
// GEN-DAG: #[[C6:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 * 2 + d4)>
// GEN-DAG: #[[C7:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
// GEN-DAG: #[[C8:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// GEN-DAG: #[[C9:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4 * 2, d2 + d5 * 2, d6)>
// GEN-DAG: #[[C10:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// GEN-DAG: #[[C12:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 * 2 + d6, d3 + d7, d8)>
// GEN-DAG: #[[C13:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
// GEN-DAG: #[[C14:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
// GEN-DAG: #[[C15:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 + d6, d3 + d7, d4 + d8)>
// GEN-DAG: #[[C16:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d6, d7, d8)>
// GEN-DAG: #[[C17:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
// GEN-DAG: #[[C18:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
// GEN-DAG: #[[C20:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
// GEN-DAG: #[[C21:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3, d7)>
// GEN-DAG: #[[C22:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
// GEN-DAG: #[[DW0:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 2 + d3, d2)>
// GEN-DAG: #[[DW1:.*]] = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// GEN-DAG: #[[DW3:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 + d3)>
// GEN-DAG: #[[DW4:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// GEN-DAG: #[[DW5:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
// GEN-DAG: #[[DW6:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d4, d2)>
// GEN-DAG: #[[DW7:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
// GEN-DAG: #[[DW8:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// GEN-DAG: #[[DW9:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5 * 2, d2 + d6 * 2, d3)>
// GEN-DAG: #[[DW10:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
// GEN-DAG: #[[DW11:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
// GEN-DAG: #[[DW12:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d4, d2 + d5, d3 + d6, d7)>
// GEN-DAG: #[[DW13:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
// GEN-DAG: #[[DW14:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
// GEN-DAG: #[[DW15:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1 * 2 + d4, d2 + d5, d3 + d6)>
// GEN-DAG: #[[DW16:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d4, d5, d6)>
// GEN-DAG: #[[DW17:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1, d2, d3)>
// GEN-DAG: #[[DW18:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
// GEN-DAG: #[[DW20:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
// GEN-LABEL: func.func @conv
// GEN: linalg.generic {indexing_maps = [#[[NCHW]], #[[FCHW]], #[[O4]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// GEN: linalg.generic {indexing_maps = [#[[NHWC]], #[[HWCF]], #[[O4]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// GEN-SAME: attrs = {foo = 1 : i64}
// GEN: linalg.generic {indexing_maps = [#[[W1]], {{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
// GEN: arith.extsi
// GEN: linalg.generic
// GEN: linalg.generic {indexing_maps = [{{.*}}, #[[DW]], {{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
// GEN: linalg.generic {indexing_maps = [#[[DWNCHW]], {{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
// GEN-LABEL: func.func @pool
// GEN: arith.maximumf
// GEN: arith.maxsi
// GEN: arith.minsi
// GEN: arith.addi
// GEN: linalg.generic {indexing_maps = [#[[PNCHW]], {{.*}}]
// GEN: arith.maximumf
// GEN: arith.addf
// GEN-LABEL: func.func @contractions
// GEN: linalg.generic {indexing_maps = [#[[MTA]], #[[MB]], #[[MC]]], iterator_types = ["parallel", "parallel", "reduction"]}
// GEN: linalg.generic {indexing_maps = [#[[RED]], #[[MBC]], #[[MC]]], iterator_types = ["parallel", "parallel", "reduction"]}
// GEN-LABEL: func.func @map_reduce
// GEN: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction"]}
// GEN: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel"]}
// GEN: linalg.generic {indexing_maps = [#{{.*}}, #[[RED]]], iterator_types = ["parallel", "reduction", "parallel"]}
// GEN-LABEL: func.func @elementwise
// GEN: linalg.generic {indexing_maps = [#[[ID2]], #[[ID2]]], iterator_types = ["parallel", "parallel"]}
// GEN: math.exp
// GEN: arith.constant 1.000000e+00 : f32
// GEN: arith.divf
// GEN: arith.select
// GEN: arith.maxsi
// GEN: linalg.generic {indexing_maps = [#[[TR2]], #[[ID2]], #[[ID2]]], iterator_types = ["parallel", "parallel"]}
// GEN: arith.divf
// GEN-LABEL: func.func @on_tensors
// GEN: %{{.*}} = linalg.generic
// GEN-NOT: linalg.conv
// GEN-NOT: linalg.pooling
// GEN-NOT: linalg.map
// GEN-NOT: linalg.reduce

// CHECK-LABEL: func.func @conv
func.func @conv(%i: memref<1x3x9x9xf32>, %w: memref<4x3x3x3xf32>, %o: memref<1x4x4x4xf32>, %hi: memref<1x11x6x3xf32>, %hw: memref<3x3x3x5xf32>, %ho: memref<1x3x4x5xf32>, %i1: memref<1x7x3xi8>, %w1: memref<2x3x5xi8>, %o1: memref<1x3x5xi32>, %i2: memref<6x7xf16>, %w2: memref<2x3xf16>, %o2: memref<5x5xf32>, %di: memref<1x9x9x3xf32>, %dw: memref<3x3x3xf32>, %do: memref<1x4x4x3xf32>, %ci: memref<1x3x9x9xf32>, %co: memref<1x3x4x4xf32>) {
  // CHECK: linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : memref<1x3x9x9xf32>, memref<4x3x3x3xf32>) outs(%{{.*}} : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %w : memref<1x3x9x9xf32>, memref<4x3x3x3xf32>) outs(%o : memref<1x4x4x4xf32>)
  // CHECK: linalg.conv_2d_nhwc_hwcf {foo = 1 : i64, dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[3, 1]> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : memref<1x11x6x3xf32>, memref<3x3x3x5xf32>) outs(%{{.*}} : memref<1x3x4x5xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[3, 1]> : tensor<2xi64>, foo = 1} ins(%hi, %hw : memref<1x11x6x3xf32>, memref<3x3x3x5xf32>) outs(%ho : memref<1x3x4x5xf32>)
  // CHECK: linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%{{.*}}, %{{.*}} : memref<1x7x3xi8>, memref<2x3x5xi8>) outs(%{{.*}} : memref<1x3x5xi32>)
  linalg.conv_1d_nwc_wcf {strides = dense<2> : tensor<1xi64>, dilations = dense<2> : tensor<1xi64>} ins(%i1, %w1 : memref<1x7x3xi8>, memref<2x3x5xi8>) outs(%o1 : memref<1x3x5xi32>)
  // CHECK: linalg.conv_2d ins(%{{.*}}, %{{.*}} : memref<6x7xf16>, memref<2x3xf16>) outs(%{{.*}} : memref<5x5xf32>)
  linalg.conv_2d ins(%i2, %w2 : memref<6x7xf16>, memref<2x3xf16>) outs(%o2 : memref<5x5xf32>)
  // CHECK: linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<2> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : memref<1x9x9x3xf32>, memref<3x3x3xf32>) outs(%{{.*}} : memref<1x4x4x3xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<2> : tensor<2xi64>} ins(%di, %dw : memref<1x9x9x3xf32>, memref<3x3x3xf32>) outs(%do : memref<1x4x4x3xf32>)
  // CHECK: linalg.depthwise_conv_2d_nchw_chw {strides = dense<2> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : memref<1x3x9x9xf32>, memref<3x3x3xf32>) outs(%{{.*}} : memref<1x3x4x4xf32>)
  linalg.depthwise_conv_2d_nchw_chw {strides = dense<2> : tensor<2xi64>} ins(%ci, %dw : memref<1x3x9x9xf32>, memref<3x3x3xf32>) outs(%co : memref<1x3x4x4xf32>)
  return
}

// CHECK-LABEL: func.func @pool
func.func @pool(%i: memref<1x9x9x3xf32>, %win: memref<3x3xf32>, %o: memref<1x4x4x3xf32>, %ii: memref<1x9x9x3xi32>, %oi: memref<1x7x7x3xi32>, %ci: memref<1x3x9x9xf32>, %co: memref<1x3x4x4xf32>) {
  // CHECK: linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : memref<1x9x9x3xf32>, memref<3x3xf32>) outs(%{{.*}} : memref<1x4x4x3xf32>)
  linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>} ins(%i, %win : memref<1x9x9x3xf32>, memref<3x3xf32>) outs(%o : memref<1x4x4x3xf32>)
  // CHECK: linalg.pooling_nhwc_max ins(%{{.*}}, %{{.*}} : memref<1x9x9x3xi32>, memref<3x3xf32>) outs(%{{.*}} : memref<1x7x7x3xi32>)
  linalg.pooling_nhwc_max ins(%ii, %win : memref<1x9x9x3xi32>, memref<3x3xf32>) outs(%oi : memref<1x7x7x3xi32>)
  // CHECK: linalg.pooling_nhwc_min ins(%{{.*}}, %{{.*}} : memref<1x9x9x3xi32>, memref<3x3xf32>) outs(%{{.*}} : memref<1x7x7x3xi32>)
  linalg.pooling_nhwc_min ins(%ii, %win : memref<1x9x9x3xi32>, memref<3x3xf32>) outs(%oi : memref<1x7x7x3xi32>)
  // CHECK: linalg.pooling_nhwc_sum ins(%{{.*}}, %{{.*}} : memref<1x9x9x3xi32>, memref<3x3xf32>) outs(%{{.*}} : memref<1x7x7x3xi32>)
  linalg.pooling_nhwc_sum ins(%ii, %win : memref<1x9x9x3xi32>, memref<3x3xf32>) outs(%oi : memref<1x7x7x3xi32>)
  // CHECK: linalg.pooling_nchw_max {strides = dense<2> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : memref<1x3x9x9xf32>, memref<3x3xf32>) outs(%{{.*}} : memref<1x3x4x4xf32>)
  linalg.pooling_nchw_max {strides = dense<2> : tensor<2xi64>} ins(%ci, %win : memref<1x3x9x9xf32>, memref<3x3xf32>) outs(%co : memref<1x3x4x4xf32>)
  // CHECK: linalg.pooling_nchw_sum {strides = dense<2> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : memref<1x3x9x9xf32>, memref<3x3xf32>) outs(%{{.*}} : memref<1x3x4x4xf32>)
  linalg.pooling_nchw_sum {strides = dense<2> : tensor<2xi64>} ins(%ci, %win : memref<1x3x9x9xf32>, memref<3x3xf32>) outs(%co : memref<1x3x4x4xf32>)
  return
}

// CHECK-LABEL: func.func @contractions
func.func @contractions(%a: memref<4x5xf32>, %x: memref<4xf32>, %y: memref<5xf32>, %s: memref<f32>, %ba: memref<2x3x4xi32>, %bx: memref<2x4xi32>, %by: memref<2x3xi32>) {
  // CHECK: linalg.vecmat ins(%{{.*}}, %{{.*}} : memref<4xf32>, memref<4x5xf32>) outs(%{{.*}} : memref<5xf32>)
  linalg.vecmat ins(%x, %a : memref<4xf32>, memref<4x5xf32>) outs(%y : memref<5xf32>)
  // CHECK: linalg.dot ins(%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>) outs(%{{.*}} : memref<f32>)
  linalg.dot ins(%x, %x : memref<4xf32>, memref<4xf32>) outs(%s : memref<f32>)
  // CHECK: linalg.batch_matvec ins(%{{.*}}, %{{.*}} : memref<2x3x4xi32>, memref<2x4xi32>) outs(%{{.*}} : memref<2x3xi32>)
  linalg.batch_matvec ins(%ba, %bx : memref<2x3x4xi32>, memref<2x4xi32>) outs(%by : memref<2x3xi32>)
  // CHECK: linalg.matmul {foo = 2 : i64} ins(%{{.*}}, %{{.*}} : memref<4x5xf32>, memref<5x4xf32>) outs(%{{.*}} : memref<4x4xf32>)
  %b = memref.alloc() : memref<5x4xf32>
  %c = memref.alloc() : memref<4x4xf32>
  linalg.matmul {foo = 2 : i64} ins(%a, %b : memref<4x5xf32>, memref<5x4xf32>) outs(%c : memref<4x4xf32>)
  // Upstream's transposed and broadcast operands.
  // CHECK: linalg.matmul indexing_maps = [#[[TA:.*]], #[[B:.*]], #[[C:.*]]] ins(%{{.*}}, %{{.*}} : memref<4x5xf32>, memref<4x4xf32>) outs(%{{.*}} : memref<5x4xf32>)
  // CHECK: linalg.matmul indexing_maps = [#[[A:.*]], #[[BB:.*]], #[[C]]] ins(%{{.*}}, %{{.*}} : memref<5x4xf32>, memref<4xf32>) outs(%{{.*}} : memref<5x4xf32>)
  %t = memref.alloc() : memref<5x4xf32>
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %c : memref<4x5xf32>, memref<4x4xf32>) outs(%t : memref<5x4xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%b, %x : memref<5x4xf32>, memref<4xf32>) outs(%t : memref<5x4xf32>)
  return
}

// CHECK-LABEL: func.func @map_reduce
func.func @map_reduce(%a: memref<4x5xf32>, %r: memref<4xf32>, %v: memref<4xf32>, %b: memref<2x3x4xi32>, %br: memref<2x4xi32>) {
  // CHECK: linalg.reduce { arith.maximumf } ins(%{{.*}} : memref<4x5xf32>) outs(%{{.*}} : memref<4xf32>) dimensions = [1]
  linalg.reduce { arith.maximumf } ins(%a : memref<4x5xf32>) outs(%r : memref<4xf32>) dimensions = [1]
  // CHECK: linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>) outs(%{{.*}} : memref<4xf32>)
  linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%r, %v : memref<4xf32>, memref<4xf32>) outs(%v : memref<4xf32>)
  // CHECK: linalg.reduce ins(%{{.*}} : memref<2x3x4xi32>) outs(%{{.*}} : memref<2x4xi32>) dimensions = [1] {{$}}
  // CHECK-NEXT: (%[[IN:.*]]: i32, %[[INIT:.*]]: i32) {
  // CHECK-NEXT: %[[M:.*]] = arith.muli %[[IN]], %[[INIT]] : i32
  // CHECK-NEXT: linalg.yield %[[M]] : i32
  // CHECK-NEXT: }
  linalg.reduce ins(%b : memref<2x3x4xi32>) outs(%br : memref<2x4xi32>) dimensions = [1]
    (%in: i32, %init: i32) {
      %m = arith.muli %in, %init : i32
      linalg.yield %m : i32
    }
  return
}

// CHECK-LABEL: func.func @elementwise
func.func @elementwise(%a: memref<4x5xf32>, %b: memref<4x5xf32>, %c: memref<4x5xf32>, %sq: memref<5x4xf32>, %t: tensor<4x5xi32>, %s: memref<4x5xi1>) -> tensor<4x5xi32> {
  // CHECK: linalg.elementwise <exp> ins(%{{.*}} : memref<4x5xf32>) outs(%{{.*}} : memref<4x5xf32>)
  linalg.elementwise <exp> ins(%a : memref<4x5xf32>) outs(%b : memref<4x5xf32>)
  // CHECK: linalg.elementwise <reciprocal> {foo = 1 : i64} ins(%{{.*}} : memref<4x5xf32>) outs(%{{.*}} : memref<4x5xf32>)
  linalg.elementwise <reciprocal> {foo = 1 : i64} ins(%a : memref<4x5xf32>) outs(%b : memref<4x5xf32>)
  // CHECK: linalg.elementwise <select> ins(%{{.*}}, %{{.*}}, %{{.*}} : memref<4x5xi1>, memref<4x5xf32>, memref<4x5xf32>) outs(%{{.*}} : memref<4x5xf32>)
  linalg.elementwise <select> ins(%s, %a, %b : memref<4x5xi1>, memref<4x5xf32>, memref<4x5xf32>) outs(%c : memref<4x5xf32>)
  // CHECK: %{{.*}} = linalg.elementwise <max_signed> ins(%{{.*}}, %{{.*}} : tensor<4x5xi32>, tensor<4x5xi32>) outs(%{{.*}} : tensor<4x5xi32>) -> tensor<4x5xi32>
  %r = linalg.elementwise <max_signed> ins(%t, %t : tensor<4x5xi32>, tensor<4x5xi32>) outs(%t : tensor<4x5xi32>) -> tensor<4x5xi32>
  // CHECK: linalg.elementwise <div> indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : memref<5x4xf32>, memref<4x5xf32>) outs(%{{.*}} : memref<4x5xf32>)
  linalg.elementwise <div> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%sq, %b : memref<5x4xf32>, memref<4x5xf32>) outs(%c : memref<4x5xf32>)
  return %r : tensor<4x5xi32>
}

// CHECK-LABEL: func.func @on_tensors
func.func @on_tensors(%i: tensor<1x9x9x3xf32>, %w: tensor<3x3x3x4xf32>, %o: tensor<1x4x4x4xf32>, %win: tensor<3x3xf32>, %po: tensor<1x4x4x3xf32>, %a: tensor<4x5xf32>, %r: tensor<4xf32>) -> (tensor<1x4x4x4xf32>, tensor<1x4x4x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK: %{{.*}} = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>) outs(%{{.*}} : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%i, %w : tensor<1x9x9x3xf32>, tensor<3x3x3x4xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  // CHECK: %{{.*}} = linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x9x9x3xf32>, tensor<3x3xf32>) outs(%{{.*}} : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %1 = linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>} ins(%i, %win : tensor<1x9x9x3xf32>, tensor<3x3xf32>) outs(%po : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  // CHECK: %[[RED:.*]] = linalg.reduce { arith.addf } ins(%{{.*}} : tensor<4x5xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
  %2 = linalg.reduce { arith.addf } ins(%a : tensor<4x5xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  // CHECK: %{{.*}} = linalg.map { math.absf } ins(%[[RED]] : tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>)
  %3 = linalg.map { math.absf } ins(%2 : tensor<4xf32>) outs(%r : tensor<4xf32>)
  // CHECK: %{{.*}} = linalg.map ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>)
  // CHECK-NEXT: (%[[IN:.*]]: f32, %[[INIT:.*]]: f32) {
  // CHECK-NEXT: %[[S:.*]] = arith.subf %[[INIT]], %[[IN]] : f32
  %4 = linalg.map ins(%3 : tensor<4xf32>) outs(%r : tensor<4xf32>)
    (%in: f32, %init: f32) {
      %s = arith.subf %init, %in : f32
      linalg.yield %s : f32
    }
  return %0, %1, %2, %3, %4 : tensor<1x4x4x4xf32>, tensor<1x4x4x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// The 1-D and 3-D poolings and the unsigned ones (cast_unsigned: extui; maxui/minui).
// GEN-LABEL: func.func @pool_more
// GEN: linalg.generic {indexing_maps = [#[[PNWC3]], #[[PWIN1]], #[[PO3]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// GEN: arith.addf
// GEN: linalg.generic {indexing_maps = [#[[PNCW]], #[[PWIN1]], #[[PO3]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// GEN: arith.addf
// GEN: linalg.generic {indexing_maps = [#[[PNWC3]], #[[PWIN1]], #[[PO3]]]
// GEN: arith.maximumf
// GEN: linalg.generic {indexing_maps = [#[[PNCW]], #[[PWIN1]], #[[PO3]]]
// GEN: arith.maximumf
// GEN: linalg.generic {indexing_maps = [#[[PNWC]], #[[PWIN1]], #[[PO3]]]
// GEN: arith.extsi
// GEN-NEXT: arith.minsi
// GEN: linalg.generic {indexing_maps = [#[[PNDHWC]], #[[PWIN3]], #[[PO5]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// GEN: arith.addf
// GEN: linalg.generic {indexing_maps = [#[[PNDHWC]], #[[PWIN3]], #[[PO5]]]
// GEN: arith.maximumf
// GEN: linalg.generic {indexing_maps = [#[[PNDHWC]], #[[PWIN3]], #[[PO5]]]
// GEN: arith.minimumf
// GEN: linalg.generic
// GEN: arith.extui
// GEN-NEXT: arith.maxui
// GEN: linalg.generic
// GEN: arith.extui
// GEN-NEXT: arith.minui
// GEN: linalg.generic {indexing_maps = [#[[PNWC]], #[[PWIN1]], #[[PO3]]]
// GEN: arith.extui
// GEN-NEXT: arith.maxui
// GEN: linalg.generic {indexing_maps = [#[[PNWC]], #[[PWIN1]], #[[PO3]]]
// GEN: arith.extui
// GEN-NEXT: arith.minui
// CHECK-LABEL: func.func @pool_more
func.func @pool_more(%i1: memref<2x9x3xf32>, %w1: memref<3xf32>, %o1: memref<2x3x3xf32>, %c1: memref<2x3x9xf32>, %co1: memref<2x3x5xf32>, %ib: memref<2x9x3xi8>, %ob: memref<2x7x3xi32>, %i3: memref<1x5x6x7x2xf32>, %w3: memref<2x2x3xf32>, %o3: memref<1x4x3x5x2xf32>, %i2: memref<1x9x9x3xi8>, %w2: memref<3x3xi8>, %o2: memref<1x7x7x3xi32>, %of: memref<1x7x7x3xf32>) {
  // CHECK: linalg.pooling_nwc_sum {strides = dense<3> : tensor<1xi64>} ins(%{{.*}}, %{{.*}} : memref<2x9x3xf32>, memref<3xf32>) outs(%{{.*}} : memref<2x3x3xf32>)
  linalg.pooling_nwc_sum {strides = dense<3> : tensor<1xi64>} ins(%i1, %w1 : memref<2x9x3xf32>, memref<3xf32>) outs(%o1 : memref<2x3x3xf32>)
  // CHECK: linalg.pooling_ncw_sum {dilations = dense<2> : tensor<1xi64>} ins(%{{.*}}, %{{.*}} : memref<2x3x9xf32>, memref<3xf32>) outs(%{{.*}} : memref<2x3x5xf32>)
  linalg.pooling_ncw_sum {dilations = dense<2> : tensor<1xi64>} ins(%c1, %w1 : memref<2x3x9xf32>, memref<3xf32>) outs(%co1 : memref<2x3x5xf32>)
  // CHECK: linalg.pooling_nwc_max {strides = dense<3> : tensor<1xi64>} ins(%{{.*}}, %{{.*}} : memref<2x9x3xf32>, memref<3xf32>) outs(%{{.*}} : memref<2x3x3xf32>)
  linalg.pooling_nwc_max {strides = dense<3> : tensor<1xi64>} ins(%i1, %w1 : memref<2x9x3xf32>, memref<3xf32>) outs(%o1 : memref<2x3x3xf32>)
  // CHECK: linalg.pooling_ncw_max {dilations = dense<2> : tensor<1xi64>} ins(%{{.*}}, %{{.*}} : memref<2x3x9xf32>, memref<3xf32>) outs(%{{.*}} : memref<2x3x5xf32>)
  linalg.pooling_ncw_max {dilations = dense<2> : tensor<1xi64>} ins(%c1, %w1 : memref<2x3x9xf32>, memref<3xf32>) outs(%co1 : memref<2x3x5xf32>)
  // CHECK: linalg.pooling_nwc_min ins(%{{.*}}, %{{.*}} : memref<2x9x3xi8>, memref<3xf32>) outs(%{{.*}} : memref<2x7x3xi32>)
  linalg.pooling_nwc_min ins(%ib, %w1 : memref<2x9x3xi8>, memref<3xf32>) outs(%ob : memref<2x7x3xi32>)
  // CHECK: linalg.pooling_ndhwc_sum {strides = dense<[1, 2, 1]> : tensor<3xi64>} ins(%{{.*}}, %{{.*}} : memref<1x5x6x7x2xf32>, memref<2x2x3xf32>) outs(%{{.*}} : memref<1x4x3x5x2xf32>)
  linalg.pooling_ndhwc_sum {strides = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i3, %w3 : memref<1x5x6x7x2xf32>, memref<2x2x3xf32>) outs(%o3 : memref<1x4x3x5x2xf32>)
  // CHECK: linalg.pooling_ndhwc_max {strides = dense<[1, 2, 1]> : tensor<3xi64>} ins(%{{.*}}, %{{.*}} : memref<1x5x6x7x2xf32>, memref<2x2x3xf32>) outs(%{{.*}} : memref<1x4x3x5x2xf32>)
  linalg.pooling_ndhwc_max {strides = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i3, %w3 : memref<1x5x6x7x2xf32>, memref<2x2x3xf32>) outs(%o3 : memref<1x4x3x5x2xf32>)
  // CHECK: linalg.pooling_ndhwc_min {strides = dense<[1, 2, 1]> : tensor<3xi64>} ins(%{{.*}}, %{{.*}} : memref<1x5x6x7x2xf32>, memref<2x2x3xf32>) outs(%{{.*}} : memref<1x4x3x5x2xf32>)
  linalg.pooling_ndhwc_min {strides = dense<[1, 2, 1]> : tensor<3xi64>} ins(%i3, %w3 : memref<1x5x6x7x2xf32>, memref<2x2x3xf32>) outs(%o3 : memref<1x4x3x5x2xf32>)
  // CHECK: linalg.pooling_nhwc_max_unsigned ins(%{{.*}}, %{{.*}} : memref<1x9x9x3xi8>, memref<3x3xi8>) outs(%{{.*}} : memref<1x7x7x3xi32>)
  linalg.pooling_nhwc_max_unsigned ins(%i2, %w2 : memref<1x9x9x3xi8>, memref<3x3xi8>) outs(%o2 : memref<1x7x7x3xi32>)
  // CHECK: linalg.pooling_nhwc_min_unsigned ins(%{{.*}}, %{{.*}} : memref<1x9x9x3xi8>, memref<3x3xi8>) outs(%{{.*}} : memref<1x7x7x3xi32>)
  linalg.pooling_nhwc_min_unsigned ins(%i2, %w2 : memref<1x9x9x3xi8>, memref<3x3xi8>) outs(%o2 : memref<1x7x7x3xi32>)
  // CHECK: linalg.pooling_nwc_max_unsigned ins(%{{.*}}, %{{.*}} : memref<2x9x3xi8>, memref<3xf32>) outs(%{{.*}} : memref<2x7x3xi32>)
  linalg.pooling_nwc_max_unsigned ins(%ib, %w1 : memref<2x9x3xi8>, memref<3xf32>) outs(%ob : memref<2x7x3xi32>)
  // CHECK: linalg.pooling_nwc_min_unsigned ins(%{{.*}}, %{{.*}} : memref<2x9x3xi8>, memref<3xf32>) outs(%{{.*}} : memref<2x7x3xi32>)
  linalg.pooling_nwc_min_unsigned ins(%ib, %w1 : memref<2x9x3xi8>, memref<3xf32>) outs(%ob : memref<2x7x3xi32>)
  return
}

// The 1-D, 3-D and grouped convolutions (i8 into i32: extsi on both operands).
// GEN-LABEL: func.func @conv_more
// GEN: linalg.generic {indexing_maps = [#[[C0]], #[[C1]], #[[C2]]], iterator_types = ["parallel", "reduction"]}
// GEN: linalg.generic {indexing_maps = [#[[C3]], #[[C4]], #[[C5]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// GEN: arith.extsi
// GEN-NEXT: arith.extsi
// GEN-NEXT: arith.muli
// GEN-NEXT: arith.addi
// GEN: linalg.generic {indexing_maps = [#[[C6]], #[[C7]], #[[C8]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
// GEN: linalg.generic {indexing_maps = [#[[C9]], #[[C10]], #[[O4]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// GEN: linalg.generic {indexing_maps = [#[[C12]], #[[C13]], #[[C14]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]}
// GEN: linalg.generic {indexing_maps = [#[[C15]], #[[C16]], #[[C14]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]}
// GEN: linalg.generic {indexing_maps = [#[[C17]], #[[C18]], #[[PO5]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// GEN: linalg.generic {indexing_maps = [#[[C17]], #[[C20]], #[[PO5]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// GEN: linalg.generic {indexing_maps = [#[[C21]], #[[C22]], #[[PO5]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// CHECK-LABEL: func.func @conv_more
func.func @conv_more(%a1: memref<7xf32>, %k1: memref<3xf32>, %o1: memref<5xf32>, %a3: memref<4x5x6xi8>, %k3: memref<2x2x3xi8>, %o3: memref<3x4x4xi32>, %ncw: memref<2x3x9xf32>, %fcw: memref<4x3x3xf32>, %oncw: memref<2x4x4xf32>, %nhwc: memref<1x7x8x3xf32>, %fhwc: memref<4x2x3x3xf32>, %onhwc: memref<1x5x4x4xf32>, %ndhwc: memref<1x4x7x5x2xf32>, %dhwcf: memref<2x3x2x2x3xf32>, %ondhwc: memref<1x3x3x4x3xf32>, %ncdhw: memref<1x2x4x5x6xf32>, %fcdhw: memref<3x2x2x2x2xf32>, %oncdhw: memref<1x3x3x4x5xf32>, %ngchw: memref<1x2x3x7x7xf32>, %fgchw: memref<4x2x3x3x3xf32>, %gfchw: memref<2x4x3x3x3xf32>, %ongchw: memref<1x2x4x5x5xf32>, %nhwgc: memref<1x7x7x2x3xf32>, %gfhwc: memref<2x4x3x3x3xf32>, %onhwgc: memref<1x5x5x2x4xf32>) {
  // CHECK: linalg.conv_1d ins(%{{.*}}, %{{.*}} : memref<7xf32>, memref<3xf32>) outs(%{{.*}} : memref<5xf32>)
  linalg.conv_1d ins(%a1, %k1 : memref<7xf32>, memref<3xf32>) outs(%o1 : memref<5xf32>)
  // CHECK: linalg.conv_3d ins(%{{.*}}, %{{.*}} : memref<4x5x6xi8>, memref<2x2x3xi8>) outs(%{{.*}} : memref<3x4x4xi32>)
  linalg.conv_3d ins(%a3, %k3 : memref<4x5x6xi8>, memref<2x2x3xi8>) outs(%o3 : memref<3x4x4xi32>)
  // CHECK: linalg.conv_1d_ncw_fcw {strides = dense<2> : tensor<1xi64>} ins(%{{.*}}, %{{.*}} : memref<2x3x9xf32>, memref<4x3x3xf32>) outs(%{{.*}} : memref<2x4x4xf32>)
  linalg.conv_1d_ncw_fcw {strides = dense<2> : tensor<1xi64>} ins(%ncw, %fcw : memref<2x3x9xf32>, memref<4x3x3xf32>) outs(%oncw : memref<2x4x4xf32>)
  // CHECK: linalg.conv_2d_nhwc_fhwc {dilations = dense<2> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : memref<1x7x8x3xf32>, memref<4x2x3x3xf32>) outs(%{{.*}} : memref<1x5x4x4xf32>)
  linalg.conv_2d_nhwc_fhwc {dilations = dense<2> : tensor<2xi64>} ins(%nhwc, %fhwc : memref<1x7x8x3xf32>, memref<4x2x3x3xf32>) outs(%onhwc : memref<1x5x4x4xf32>)
  // CHECK: linalg.conv_3d_ndhwc_dhwcf {strides = dense<[1, 2, 1]> : tensor<3xi64>} ins(%{{.*}}, %{{.*}} : memref<1x4x7x5x2xf32>, memref<2x3x2x2x3xf32>) outs(%{{.*}} : memref<1x3x3x4x3xf32>)
  linalg.conv_3d_ndhwc_dhwcf {strides = dense<[1, 2, 1]> : tensor<3xi64>} ins(%ndhwc, %dhwcf : memref<1x4x7x5x2xf32>, memref<2x3x2x2x3xf32>) outs(%ondhwc : memref<1x3x3x4x3xf32>)
  // CHECK: linalg.conv_3d_ncdhw_fcdhw ins(%{{.*}}, %{{.*}} : memref<1x2x4x5x6xf32>, memref<3x2x2x2x2xf32>) outs(%{{.*}} : memref<1x3x3x4x5xf32>)
  linalg.conv_3d_ncdhw_fcdhw ins(%ncdhw, %fcdhw : memref<1x2x4x5x6xf32>, memref<3x2x2x2x2xf32>) outs(%oncdhw : memref<1x3x3x4x5xf32>)
  // CHECK: linalg.conv_2d_ngchw_fgchw ins(%{{.*}}, %{{.*}} : memref<1x2x3x7x7xf32>, memref<4x2x3x3x3xf32>) outs(%{{.*}} : memref<1x2x4x5x5xf32>)
  linalg.conv_2d_ngchw_fgchw ins(%ngchw, %fgchw : memref<1x2x3x7x7xf32>, memref<4x2x3x3x3xf32>) outs(%ongchw : memref<1x2x4x5x5xf32>)
  // CHECK: linalg.conv_2d_ngchw_gfchw ins(%{{.*}}, %{{.*}} : memref<1x2x3x7x7xf32>, memref<2x4x3x3x3xf32>) outs(%{{.*}} : memref<1x2x4x5x5xf32>)
  linalg.conv_2d_ngchw_gfchw ins(%ngchw, %gfchw : memref<1x2x3x7x7xf32>, memref<2x4x3x3x3xf32>) outs(%ongchw : memref<1x2x4x5x5xf32>)
  // CHECK: linalg.conv_2d_nhwgc_gfhwc ins(%{{.*}}, %{{.*}} : memref<1x7x7x2x3xf32>, memref<2x4x3x3x3xf32>) outs(%{{.*}} : memref<1x5x5x2x4xf32>)
  linalg.conv_2d_nhwgc_gfhwc ins(%nhwgc, %gfhwc : memref<1x7x7x2x3xf32>, memref<2x4x3x3x3xf32>) outs(%onhwgc : memref<1x5x5x2x4xf32>)
  return
}

// The 1-D, 3-D and channel-multiplier depthwise convolutions (upstream's domains: the 3-D
// ones end with the parallel channel loop, after the reductions; dhwcm's output has six
// dimensions, as its OpDSL assignment does).
// GEN-LABEL: func.func @depthwise_more
// GEN: linalg.generic {indexing_maps = [#[[DW0]], #[[DW1]], #[[PO3]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// GEN: linalg.generic {indexing_maps = [#[[DW3]], #[[DW4]], #[[DW5]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// GEN: arith.extsi
// GEN-NEXT: arith.extsi
// GEN-NEXT: arith.muli
// GEN-NEXT: arith.addi
// GEN: linalg.generic {indexing_maps = [#[[DW6]], #[[DW7]], #[[DW8]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
// GEN: linalg.generic {indexing_maps = [#[[DW9]], #[[DW10]], #[[DW11]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
// GEN: linalg.generic {indexing_maps = [#[[DW12]], #[[DW13]], #[[DW14]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]}
// GEN: linalg.generic {indexing_maps = [#[[DW15]], #[[DW16]], #[[DW17]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]}
// GEN: linalg.generic {indexing_maps = [#[[DW18]], #[[C13]], #[[DW20]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]}
// CHECK-LABEL: func.func @depthwise_more
func.func @depthwise_more(%a: memref<2x9x3xf32>, %ka: memref<3x3xf32>, %oa: memref<2x4x3xf32>, %b: memref<2x3x9xi8>, %kb: memref<3x3xi8>, %ob: memref<2x3x7xi32>, %c: memref<1x8x3xf32>, %kc: memref<2x3x2xf32>, %oc: memref<1x7x3x2xf32>, %d: memref<1x7x8x3xf32>, %kd: memref<2x3x3x2xf32>, %od: memref<1x5x4x3x2xf32>, %e: memref<1x4x5x6x3xf32>, %ke: memref<2x2x3x3xf32>, %oe: memref<1x3x4x4x3xf32>, %f: memref<1x3x5x5x6xf32>, %kf: memref<3x2x2x3xf32>, %of: memref<1x3x2x4x4xf32>, %kg: memref<2x2x3x3x2xf32>, %og: memref<1x3x4x4x3x2xf32>) {
  // CHECK: linalg.depthwise_conv_1d_nwc_wc {strides = dense<2> : tensor<1xi64>} ins(%{{.*}}, %{{.*}} : memref<2x9x3xf32>, memref<3x3xf32>) outs(%{{.*}} : memref<2x4x3xf32>)
  linalg.depthwise_conv_1d_nwc_wc {strides = dense<2> : tensor<1xi64>} ins(%a, %ka : memref<2x9x3xf32>, memref<3x3xf32>) outs(%oa : memref<2x4x3xf32>)
  // CHECK: linalg.depthwise_conv_1d_ncw_cw ins(%{{.*}}, %{{.*}} : memref<2x3x9xi8>, memref<3x3xi8>) outs(%{{.*}} : memref<2x3x7xi32>)
  linalg.depthwise_conv_1d_ncw_cw ins(%b, %kb : memref<2x3x9xi8>, memref<3x3xi8>) outs(%ob : memref<2x3x7xi32>)
  // CHECK: linalg.depthwise_conv_1d_nwc_wcm ins(%{{.*}}, %{{.*}} : memref<1x8x3xf32>, memref<2x3x2xf32>) outs(%{{.*}} : memref<1x7x3x2xf32>)
  linalg.depthwise_conv_1d_nwc_wcm ins(%c, %kc : memref<1x8x3xf32>, memref<2x3x2xf32>) outs(%oc : memref<1x7x3x2xf32>)
  // CHECK: linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<2> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : memref<1x7x8x3xf32>, memref<2x3x3x2xf32>) outs(%{{.*}} : memref<1x5x4x3x2xf32>)
  linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<2> : tensor<2xi64>} ins(%d, %kd : memref<1x7x8x3xf32>, memref<2x3x3x2xf32>) outs(%od : memref<1x5x4x3x2xf32>)
  // CHECK: linalg.depthwise_conv_3d_ndhwc_dhwc ins(%{{.*}}, %{{.*}} : memref<1x4x5x6x3xf32>, memref<2x2x3x3xf32>) outs(%{{.*}} : memref<1x3x4x4x3xf32>)
  linalg.depthwise_conv_3d_ndhwc_dhwc ins(%e, %ke : memref<1x4x5x6x3xf32>, memref<2x2x3x3xf32>) outs(%oe : memref<1x3x4x4x3xf32>)
  // CHECK: linalg.depthwise_conv_3d_ncdhw_cdhw {strides = dense<[2, 1, 1]> : tensor<3xi64>} ins(%{{.*}}, %{{.*}} : memref<1x3x5x5x6xf32>, memref<3x2x2x3xf32>) outs(%{{.*}} : memref<1x3x2x4x4xf32>)
  linalg.depthwise_conv_3d_ncdhw_cdhw {strides = dense<[2, 1, 1]> : tensor<3xi64>} ins(%f, %kf : memref<1x3x5x5x6xf32>, memref<3x2x2x3xf32>) outs(%of : memref<1x3x2x4x4xf32>)
  // CHECK: linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%{{.*}}, %{{.*}} : memref<1x4x5x6x3xf32>, memref<2x2x3x3x2xf32>) outs(%{{.*}} : memref<1x3x4x4x3x2xf32>)
  linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%e, %kg : memref<1x4x5x6x3xf32>, memref<2x2x3x3x2xf32>) outs(%og : memref<1x3x4x4x3x2xf32>)
  return
}

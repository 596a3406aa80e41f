// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// The `tensor` ops of linalg-on-tensors input (torch-mlir, TOSA, StableHLO output) in
// current upstream's custom and generic forms, with every optional clause: dynamic and
// static offsets/sizes/strides, rank-reducing extract_slice, expand_shape's output_shape,
// pad's nofold and region, splat's dynamic sizes, generate with and without extents.
// iree-opt 3.13 prints the same custom form (tests/iree_roundtrip.rs).

// CHECK-LABEL: func.func @create
// CHECK: tensor.empty(%{{.*}}) : tensor<4x?xf32>
// CHECK: tensor.empty() : tensor<4x4xf32>
// CHECK: %splat = tensor.splat %{{.*}} : tensor<4x4xf32>
// CHECK: %splat_0 = tensor.splat %{{.*}}[%{{.*}}] : tensor<4x?xf32>
// CHECK: %from_elements = tensor.from_elements %{{.*}}, %{{.*}} : tensor<2xf32>
// CHECK: %from_elements_1 = tensor.from_elements %{{.*}} : tensor<f32>
// CHECK: %generated = tensor.generate %{{.*}} {
// CHECK-NEXT: ^bb0(%{{.*}}: index, %{{.*}}: index):
// CHECK-NEXT: tensor.yield %{{.*}} : f32
// CHECK-NEXT: } : tensor<4x?xf32>
// CHECK: %generated_2 = tensor.generate  {
// CHECK: } {test.tag} : tensor<2xi32>
// GENERIC: "tensor.empty"(%{{.*}}) : (index) -> tensor<4x?xf32>
// GENERIC: "tensor.splat"(%{{.*}}, %{{.*}}) : (f32, index) -> tensor<4x?xf32>
// GENERIC: "tensor.from_elements"(%{{.*}}, %{{.*}}) : (f32, f32) -> tensor<2xf32>
// GENERIC: "tensor.generate"(%{{.*}}) ({
// GENERIC: "tensor.yield"(%{{.*}}) : (f32) -> ()
// GENERIC: }) : (index) -> tensor<4x?xf32>
func.func @create(%d: index, %f: f32) -> (tensor<4x?xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x?xf32>, tensor<2xf32>, tensor<f32>, tensor<4x?xf32>, tensor<2xi32>) {
  %e = tensor.empty(%d) : tensor<4x?xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %s = tensor.splat %f : tensor<4x4xf32>
  %s2 = tensor.splat %f[%d] : tensor<4x?xf32>
  %fe = tensor.from_elements %f, %f : tensor<2xf32>
  %fe0 = tensor.from_elements %f : tensor<f32>
  %g = tensor.generate %d {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  %g2 = tensor.generate {
  ^bb0(%i: index):
    %c = arith.index_cast %i : index to i32
    tensor.yield %c : i32
  } {test.tag} : tensor<2xi32>
  return %e, %e2, %s, %s2, %fe, %fe0, %g, %g2 : tensor<4x?xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x?xf32>, tensor<2xf32>, tensor<f32>, tensor<4x?xf32>, tensor<2xi32>
}

// CHECK-LABEL: func.func @elements
// CHECK: %inserted = tensor.insert %{{.*}} into %{{.*}}[%{{.*}}, %{{.*}}] : tensor<4x4xf32>
// CHECK: %extracted = tensor.extract %inserted[%{{.*}}, %{{.*}}] : tensor<4x4xf32>
// CHECK: %rank = tensor.rank %{{.*}} : tensor<4x?xf32>
// CHECK: %dim = tensor.dim %{{.*}}, %{{.*}} : tensor<4x?xf32>
// GENERIC: "tensor.insert"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (f32, tensor<4x4xf32>, index, index) -> tensor<4x4xf32>
// GENERIC: "tensor.rank"(%{{.*}}) : (tensor<4x?xf32>) -> index
func.func @elements(%t: tensor<4x4xf32>, %u: tensor<4x?xf32>, %f: f32, %i: index, %j: index) -> (f32, index, index) {
  %ins = tensor.insert %f into %t[%i, %j] : tensor<4x4xf32>
  %x = tensor.extract %ins[%j, %i] : tensor<4x4xf32>
  %r = tensor.rank %u : tensor<4x?xf32>
  %d = tensor.dim %u, %i : tensor<4x?xf32>
  return %x, %r, %d : f32, index, index
}

// CHECK-LABEL: func.func @slices
// CHECK: %extracted_slice = tensor.extract_slice %{{.*}}[0, %{{.*}}] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<2x2xf32>
// CHECK: %extracted_slice_0 = tensor.extract_slice %{{.*}}[0, %{{.*}}] [1, 2] [1, %{{.*}}] : tensor<4x?xf32> to tensor<2xf32>
// CHECK: %extracted_slice_1 = tensor.extract_slice %{{.*}}[%{{.*}}, 0] [%{{.*}}, 4] [2, 1] {test.tag} : tensor<8x4xf32> to tensor<?x4xf32>
// CHECK: %inserted_slice = tensor.insert_slice %{{.*}} into %{{.*}}[0, %{{.*}}] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x?xf32>
// CHECK: %inserted_slice_2 = tensor.insert_slice %{{.*}} into %{{.*}}[1, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<4x?xf32>
// GENERIC: "tensor.extract_slice"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x?xf32>, index) -> tensor<2x2xf32>
// GENERIC: "tensor.extract_slice"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, -9223372036854775808>}> : (tensor<4x?xf32>, index, index) -> tensor<2xf32>
// GENERIC: "tensor.insert_slice"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2x2xf32>, tensor<4x?xf32>, index) -> tensor<4x?xf32>
func.func @slices(%t: tensor<4x?xf32>, %big: tensor<8x4xf32>, %s: tensor<2x2xf32>, %i: index, %j: index) -> (tensor<2x2xf32>, tensor<?x4xf32>, tensor<4x?xf32>) {
  %a = tensor.extract_slice %t[0, %i] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<2x2xf32>
  %b = tensor.extract_slice %t[0, %i] [1, 2] [1, %j] : tensor<4x?xf32> to tensor<2xf32>
  %c = tensor.extract_slice %big[%i, 0] [%j, 4] [2, 1] {test.tag} : tensor<8x4xf32> to tensor<?x4xf32>
  %d = tensor.insert_slice %s into %t[0, %i] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x?xf32>
  %e = tensor.insert_slice %b into %d[1, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<4x?xf32>
  return %a, %c, %e : tensor<2x2xf32>, tensor<?x4xf32>, tensor<4x?xf32>
}

// CHECK-LABEL: func.func @reshapes
// CHECK: %expanded = tensor.expand_shape %{{.*}} {{\[\[}}0, 1], [2]] output_shape [2, 2, 4] : tensor<4x4xf32> into tensor<2x2x4xf32>
// CHECK: %expanded_0 = tensor.expand_shape %{{.*}} {{\[\[}}0], [1, 2]] output_shape [4, %{{.*}}, 2] : tensor<4x?xf32> into tensor<4x?x2xf32>
// CHECK: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1], [2]] : tensor<2x2x4xf32> into tensor<4x4xf32>
// CHECK: %collapsed_1 = tensor.collapse_shape %{{.*}} [] : tensor<1x1xf32> into tensor<f32>
// CHECK: %reshape = tensor.reshape %{{.*}}(%{{.*}}) : (tensor<4x4xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK: tensor.bitcast %{{.*}} : tensor<4x4xf32> to tensor<4x4xi32>
// CHECK: tensor.cast %{{.*}} : tensor<4x?xf32> to tensor<*xf32>
// CHECK: %concat = tensor.concat dim(0) %{{.*}}, %{{.*}} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
// CHECK: %concat_2 = tensor.concat dim(1) %{{.*}} {test.tag} : (tensor<4x?xf32>) -> tensor<4x?xf32>
// GENERIC: "tensor.expand_shape"(%{{.*}}) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 2, 2, 4>}> : (tensor<4x4xf32>) -> tensor<2x2x4xf32>
// GENERIC: "tensor.expand_shape"(%{{.*}}, %{{.*}}) <{reassociation = {{\[\[}}0], [1, 2]], static_output_shape = array<i64: 4, -9223372036854775808, 2>}> : (tensor<4x?xf32>, index) -> tensor<4x?x2xf32>
// GENERIC: "tensor.collapse_shape"(%{{.*}}) <{reassociation = {{\[\[}}0, 1], [2]]}> : (tensor<2x2x4xf32>) -> tensor<4x4xf32>
// GENERIC: "tensor.reshape"(%{{.*}}, %{{.*}}) : (tensor<4x4xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// GENERIC: "tensor.bitcast"(%{{.*}}) : (tensor<4x4xf32>) -> tensor<4x4xi32>
// GENERIC: "tensor.concat"(%{{.*}}, %{{.*}}) <{dim = 0 : i64}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
func.func @reshapes(%t: tensor<4x4xf32>, %u: tensor<4x?xf32>, %one: tensor<1x1xf32>, %shape: tensor<2xindex>, %d: index) -> (tensor<4x4xf32>, tensor<4x?x2xf32>, tensor<f32>, tensor<?x?xf32>, tensor<4x4xi32>, tensor<*xf32>, tensor<8x4xf32>, tensor<4x?xf32>) {
  %ex = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, 4] : tensor<4x4xf32> into tensor<2x2x4xf32>
  %exd = tensor.expand_shape %u [[0], [1, 2]] output_shape [4, %d, 2] : tensor<4x?xf32> into tensor<4x?x2xf32>
  %co = tensor.collapse_shape %ex [[0, 1], [2]] : tensor<2x2x4xf32> into tensor<4x4xf32>
  %co0 = tensor.collapse_shape %one [] : tensor<1x1xf32> into tensor<f32>
  %rs = tensor.reshape %t(%shape) : (tensor<4x4xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %bc = tensor.bitcast %t : tensor<4x4xf32> to tensor<4x4xi32>
  %ca = tensor.cast %u : tensor<4x?xf32> to tensor<*xf32>
  %cc = tensor.concat dim(0) %t, %t : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
  %c1 = tensor.concat dim(1) %u {test.tag} : (tensor<4x?xf32>) -> tensor<4x?xf32>
  return %co, %exd, %co0, %rs, %bc, %ca, %cc, %c1 : tensor<4x4xf32>, tensor<4x?x2xf32>, tensor<f32>, tensor<?x?xf32>, tensor<4x4xi32>, tensor<*xf32>, tensor<8x4xf32>, tensor<4x?xf32>
}

// CHECK-LABEL: func.func @pads
// CHECK: %padded = tensor.pad %{{.*}} low[1, %{{.*}}] high[2, 0] {
// CHECK-NEXT: ^bb0(%{{.*}}: index, %{{.*}}: index):
// CHECK-NEXT: tensor.yield %{{.*}} : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<7x?xf32>
// CHECK: %padded_0 = tensor.pad %{{.*}} nofold low[1, 1] high[1, 1] {
// CHECK: arith.constant 0.000000e+00 : f32
// CHECK: } {test.tag} : tensor<4x4xf32> to tensor<6x6xf32>
// GENERIC: "tensor.pad"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 2, 0>, static_low = array<i64: 1, -9223372036854775808>}> ({
// GENERIC: "tensor.pad"(%{{.*}}) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 1>, static_low = array<i64: 1, 1>}> ({
func.func @pads(%t: tensor<4x?xf32>, %s: tensor<4x4xf32>, %l: index, %f: f32) -> (tensor<7x?xf32>, tensor<6x6xf32>) {
  %p = tensor.pad %t low[1, %l] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  %q = tensor.pad %s nofold low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %z = arith.constant 0.0 : f32
    tensor.yield %z : f32
  } {test.tag} : tensor<4x4xf32> to tensor<6x6xf32>
  return %p, %q : tensor<7x?xf32>, tensor<6x6xf32>
}

// The `bufferization` ops: to_buffer (and the `bufferization.to_memref` spelling it had
// until 2025, printed as to_buffer), to_tensor, materialize_in_destination into a tensor
// and into a memref, alloc_tensor with dynamic sizes, copy, size_hint and memory_space,
// dealloc_tensor.
// CHECK-LABEL: func.func @bufferization
// CHECK: bufferization.to_buffer %{{.*}} : tensor<4x4xf32> to memref<4x4xf32>
// CHECK: bufferization.to_buffer %{{.*}} read_only : tensor<4x4xf32> to memref<4x4xf32>
// CHECK: bufferization.to_buffer %{{.*}} : tensor<4x?xf32> to memref<4x?xf32>
// CHECK: bufferization.to_tensor %{{.*}} restrict writable : memref<4x4xf32> to tensor<4x4xf32>
// CHECK: bufferization.materialize_in_destination %{{.*}} in %{{.*}} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK: bufferization.materialize_in_destination %{{.*}} in restrict writable %{{.*}} : (tensor<4x4xf32>, memref<4x4xf32>) -> ()
// CHECK: bufferization.materialize_in_destination %{{.*}} in writable %{{.*}} : (tensor<4x4xf32>, memref<4x4xf32>) -> ()
// CHECK: bufferization.alloc_tensor(%{{.*}}) : tensor<4x?xf32>
// CHECK: %[[C:.*]] = bufferization.alloc_tensor() copy(%{{.*}}) : tensor<4x4xf32>
// CHECK: bufferization.alloc_tensor(%{{.*}}) size_hint=%{{.*}} : tensor<4x?xf32>
// CHECK: bufferization.alloc_tensor() copy(%{{.*}}) size_hint=%{{.*}} <{memory_space = 1 : i64}> {test.tag} : tensor<4x4xf32>
// CHECK: bufferization.dealloc_tensor %[[C]] : tensor<4x4xf32>
// GENERIC: "bufferization.to_buffer"(%{{.*}}) <{read_only}> : (tensor<4x4xf32>) -> memref<4x4xf32>
// GENERIC: "bufferization.materialize_in_destination"(%{{.*}}, %{{.*}}) <{restrict, writable}> : (tensor<4x4xf32>, memref<4x4xf32>) -> ()
// GENERIC: "bufferization.alloc_tensor"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<4x?xf32>
// GENERIC: "bufferization.alloc_tensor"(%{{.*}}, %{{.*}}) <{memory_space = 1 : i64, operandSegmentSizes = array<i32: 0, 1, 1>}> {test.tag} : (tensor<4x4xf32>, index) -> tensor<4x4xf32>
// GENERIC: "bufferization.dealloc_tensor"(%{{.*}}) : (tensor<4x4xf32>) -> ()
func.func @bufferization(%t: tensor<4x4xf32>, %u: tensor<4x?xf32>, %m: memref<4x4xf32>, %d: index) -> (memref<4x4xf32>, memref<4x4xf32>, memref<4x?xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x?xf32>, tensor<4x?xf32>, tensor<4x4xf32>) {
  %b = bufferization.to_buffer %t : tensor<4x4xf32> to memref<4x4xf32>
  %b2 = bufferization.to_buffer %t read_only : tensor<4x4xf32> to memref<4x4xf32>
  %b3 = bufferization.to_memref %u : tensor<4x?xf32> to memref<4x?xf32>
  %tt = bufferization.to_tensor %m restrict writable : memref<4x4xf32> to tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %mt = bufferization.materialize_in_destination %t in %e : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4x4xf32>, memref<4x4xf32>) -> ()
  bufferization.materialize_in_destination %tt in writable %m : (tensor<4x4xf32>, memref<4x4xf32>) -> ()
  %a = bufferization.alloc_tensor(%d) : tensor<4x?xf32>
  %c = bufferization.alloc_tensor() copy(%t) : tensor<4x4xf32>
  %h = bufferization.alloc_tensor(%d) size_hint=%d : tensor<4x?xf32>
  %s = bufferization.alloc_tensor() copy(%t) size_hint=%d <{memory_space = 1 : i64}> {test.tag} : tensor<4x4xf32>
  bufferization.dealloc_tensor %c : tensor<4x4xf32>
  return %b, %b2, %b3, %mt, %tt, %a, %h, %s : memref<4x4xf32>, memref<4x4xf32>, memref<4x?xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x?xf32>, tensor<4x?xf32>, tensor<4x4xf32>
}

// The standard dialect's `splat` on a tensor is read as `tensor.splat`.
// CHECK-LABEL: func.func @legacy_splat
// CHECK: %splat = tensor.splat %{{.*}} : tensor<2x2xf32>
func.func @legacy_splat(%f: f32) -> tensor<2x2xf32> {
  %s = splat %f : tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}

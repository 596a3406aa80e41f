// REQUIRES: vulkan, gl
// RUN: tessera validate %s --entry ops --backend all | FileCheck %s
// RUN: tessera opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=BUF

// Every tensor op one-shot-bufferize handles, on the GPU pipeline (in-place analysis) and
// in the interpreter's reference (copy-before-write): pad (a generic filling the padding,
// the source copied into the interior), a strided and a rank-reducing extract_slice
// (subviews), collapse_shape and expand_shape (views; the expand of a strided view copies it
// first), insert_slice and insert into a read-only argument (a copy), generate (a generic
// with linalg.index), concat (copies into subviews), splat (fill), from_elements (stores).
// CHECK-COUNT-7: result {{[0-9]}} of @ops
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: spirv (naga) on vulkan ok 0 0 - 3 3
// CHECK: wgsl on gl  ok
// CHECK: result: PASS
// BUF-LABEL: func.func @ops(
// BUF: %[[P:.*]] = memref.alloc() : memref<8x7xf32>
// BUF: linalg.generic {{.*}} outs(%[[P]] : memref<8x7xf32>)
// BUF: %[[IN:.*]] = memref.subview %[[P]][1, 2] [6, 5] [1, 1] : memref<8x7xf32> to memref<6x5xf32, strided<[7, 1], offset: 9>>
// BUF-NEXT: memref.copy %arg0, %[[IN]]
// BUF: memref.subview %arg0[1, 1] [2, 3] [2, 1] : memref<6x5xf32> to memref<2x3xf32, strided<[10, 1], offset: 6>>
// BUF: memref.collapse_shape %arg0 {{\[}}[0, 1]] : memref<6x5xf32> into memref<30xf32>
// BUF: memref.subview %arg0[0, 0] [1, 5] [1, 1] : memref<6x5xf32> to memref<5xf32, strided<[1]>>
// BUF: memref.expand_shape
// BUF: linalg.fill
// BUF: return

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @ops(%x: tensor<6x5xf32>, %v: tensor<3xf32>) -> (tensor<8x7xf32>, tensor<2x3xf32>, tensor<30xf32>, tensor<6x5xf32>, tensor<3x5xf32>, tensor<9xf32>, tensor<2x15xf32>) {
  %c0 = arith.constant 0.0 : f32
  %f = arith.constant 7.0 : f32
  %p = tensor.pad %x low[1, 2] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c0 : f32
  } : tensor<6x5xf32> to tensor<8x7xf32>
  %s = tensor.extract_slice %x[1, 1] [2, 3] [2, 1] : tensor<6x5xf32> to tensor<2x3xf32>
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<6x5xf32> into tensor<30xf32>
  %e = tensor.empty() : tensor<6x5xf32>
  %sl = tensor.extract_slice %x[0, 0] [1, 5] [1, 1] : tensor<6x5xf32> to tensor<5xf32>
  %ex = tensor.expand_shape %sl [[0, 1]] output_shape [1, 5] : tensor<5xf32> into tensor<1x5xf32>
  %ins = tensor.insert_slice %ex into %x[4, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<6x5xf32>
  %i1 = arith.constant 1 : index
  %ins2 = tensor.insert %f into %ins[%i1, %i1] : tensor<6x5xf32>
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %s2 = arith.addi %i, %j : index
    %t = arith.index_cast %s2 : index to i32
    %fl = arith.sitofp %t : i32 to f32
    tensor.yield %fl : f32
  } : tensor<3x5xf32>
  %cat = tensor.concat dim(0) %v, %v, %v : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<9xf32>
  %sp = tensor.splat %f : tensor<2x15xf32>
  %fe = tensor.from_elements %f, %f, %f : tensor<3xf32>
  return %p, %s, %c, %ins2, %g, %cat, %sp : tensor<8x7xf32>, tensor<2x3xf32>, tensor<30xf32>, tensor<6x5xf32>, tensor<3x5xf32>, tensor<9xf32>, tensor<2x15xf32>
}

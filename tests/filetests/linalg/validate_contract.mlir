// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s --check-prefix=TENSOR
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU
// RUN: tessera opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},convert-linalg-to-affine-loops)' | FileCheck %s --check-prefix=LOOPS

// linalg.contract on every path (generalized with the iterators inferred from its maps,
// then lowered to loops), in memref form (@main) and in tensor form (@forward, bufferized
// by the GPU pipeline): a matmul with a transposed B (C[m, n] += A[m, k] * B[n, k]), a
// batched contraction of i8 into i32 under cast = cast_unsigned (arith.extui: the negative
// inputs count as 251..255), and in @forward a matvec with a transposed matrix. Inputs of
// @main: element (i, j, k) of X and Y is ((7i + 3j + 5k) mod 11) - 5, element (j, k) of A
// that of (0, j, k), of B that of (1, j, k). The CPU values were computed with numpy
// (A @ B.T, and einsum('bmk,bkn->bmn') on the inputs taken as uint8).
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: wgsl on gl  ok
// CHECK: result: PASS (6 paths compared)
// TENSOR: result: PASS (6 paths compared)
// CPU: sizes = [3, 4]
// CPU-NEXT: {{\[}}[0,  9,  -26,  -17],
// CPU-NEXT: [-29,  -41,  46,  34],
// CPU-NEXT: [-3,  -3,  -3,  -3]]
// CPU: sizes = [2, 3, 2]
// CPU-NEXT: {{\[\[}}[64026,  66025],
// CPU-NEXT: [64777,  64020],
// CPU-NEXT: [64025,  2023]],
// CPU-NEXT: {{\[}}[1517,  66021],
// CPU-NEXT: [2297,  67563],
// CPU-NEXT: [64272,  64775]]]
// LOOPS-LABEL: func.func @main()
// LOOPS: arith.trunci
// LOOPS: arith.trunci
// LOOPS: affine.for %[[M:.*]] = 0 to 3 {
// LOOPS-NEXT: affine.for %[[N:.*]] = 0 to 4 {
// LOOPS-NEXT: affine.for %[[K:.*]] = 0 to 5 {
// LOOPS-NEXT: affine.load %{{.*}}[%[[M]], %[[K]]] : memref<3x5xf32>
// LOOPS-NEXT: affine.load %{{.*}}[%[[N]], %[[K]]] : memref<4x5xf32>
// LOOPS-NEXT: affine.load %{{.*}}[%[[M]], %[[N]]] : memref<3x4xf32>
// LOOPS-NEXT: arith.mulf
// LOOPS-NEXT: arith.addf
// LOOPS-NEXT: affine.store %{{.*}}, %{{.*}}[%[[M]], %[[N]]] : memref<3x4xf32>
// LOOPS: affine.for %[[B:.*]] = 0 to 2 {
// LOOPS-NEXT: affine.for %[[M:.*]] = 0 to 3 {
// LOOPS-NEXT: affine.for %[[N:.*]] = 0 to 2 {
// LOOPS-NEXT: affine.for %[[K:.*]] = 0 to 4 {
// LOOPS-NEXT: %[[X:.*]] = affine.load %{{.*}}[%[[B]], %[[M]], %[[K]]] : memref<2x3x4xi8>
// LOOPS-NEXT: %[[Y:.*]] = affine.load %{{.*}}[%[[B]], %[[K]], %[[N]]] : memref<2x4x2xi8>
// LOOPS-NEXT: affine.load
// LOOPS-NEXT: arith.extui %[[X]] : i8 to i32
// LOOPS-NEXT: arith.extui %[[Y]] : i8 to i32
// LOOPS-NOT: linalg.contract

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

#a = affine_map<(m, n, k) -> (m, k)>
#bt = affine_map<(m, n, k) -> (n, k)>
#c = affine_map<(m, n, k) -> (m, n)>
#x = affine_map<(b, m, n, k) -> (b, m, k)>
#y = affine_map<(b, m, n, k) -> (b, k, n)>
#z = affine_map<(b, m, n, k) -> (b, m, n)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

func.func @main() {
  %a = memref.alloc() : memref<3x5xf32>
  %b = memref.alloc() : memref<4x5xf32>
  %c = memref.alloc() : memref<3x4xf32>
  %x = memref.alloc() : memref<2x3x4xi8>
  %y = memref.alloc() : memref<2x4x2xi8>
  %z = memref.alloc() : memref<2x3x2xi32>
  %zero = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32
  linalg.fill ins(%zero : f32) outs(%c : memref<3x4xf32>)
  linalg.fill ins(%zi : i32) outs(%z : memref<2x3x2xi32>)
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%a : memref<3x5xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c0 = arith.constant 0 : index
    %v = func.call @value(%c0, %i, %j) : (index, index, index) -> i32
    %f = arith.sitofp %v : i32 to f32
    linalg.yield %f : f32
  }
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%b : memref<4x5xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c1 = arith.constant 1 : index
    %v = func.call @value(%c1, %i, %j) : (index, index, index) -> i32
    %f = arith.sitofp %v : i32 to f32
    linalg.yield %f : f32
  }
  linalg.generic {indexing_maps = [#id3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%x : memref<2x3x4xi8>) {
  ^bb0(%o: i8):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %v = func.call @value(%i, %j, %k) : (index, index, index) -> i32
    %t = arith.trunci %v : i32 to i8
    linalg.yield %t : i8
  }
  linalg.generic {indexing_maps = [#id3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%y : memref<2x4x2xi8>) {
  ^bb0(%o: i8):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %v = func.call @value(%i, %j, %k) : (index, index, index) -> i32
    %t = arith.trunci %v : i32 to i8
    linalg.yield %t : i8
  }
  linalg.contract indexing_maps = [#a, #bt, #c] ins(%a, %b : memref<3x5xf32>, memref<4x5xf32>) outs(%c : memref<3x4xf32>)
  linalg.contract indexing_maps = [#x, #y, #z] {cast = #linalg.type_fn<cast_unsigned>} ins(%x, %y : memref<2x3x4xi8>, memref<2x4x2xi8>) outs(%z : memref<2x3x2xi32>)
  %cu = memref.cast %c : memref<3x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  %zu = memref.cast %z : memref<2x3x2xi32> to memref<*xi32>
  func.call @printMemrefI32(%zu) : (memref<*xi32>) -> ()
  return
}

// ((7i + 3j + 5k) mod 11) - 5.
func.func @value(%i: index, %j: index, %k: index) -> i32 {
  %s = affine.apply affine_map<(i, j, k) -> ((i * 7 + j * 3 + k * 5) mod 11)>(%i, %j, %k)
  %si = arith.index_cast %s : index to i32
  %c5 = arith.constant 5 : i32
  %v = arith.subi %si, %c5 : i32
  return %v : i32
}

func.func @forward(%a: tensor<5x7xf32>, %bt: tensor<9x7xf32>, %x: tensor<3x4x6xi8>, %y: tensor<3x6x5xi8>, %mt: tensor<7x5xf32>, %v: tensor<7xf32>) -> (tensor<5x9xf32>, tensor<3x4x5xi32>, tensor<5xf32>) {
  %zero = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32
  %e = tensor.empty() : tensor<5x9xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<5x9xf32>) -> tensor<5x9xf32>
  %c = linalg.contract indexing_maps = [#a, #bt, #c] ins(%a, %bt : tensor<5x7xf32>, tensor<9x7xf32>) outs(%f : tensor<5x9xf32>) -> tensor<5x9xf32>
  %e2 = tensor.empty() : tensor<3x4x5xi32>
  %f2 = linalg.fill ins(%zi : i32) outs(%e2 : tensor<3x4x5xi32>) -> tensor<3x4x5xi32>
  %z = linalg.contract indexing_maps = [#x, #y, #z] {cast = #linalg.type_fn<cast_unsigned>} ins(%x, %y : tensor<3x4x6xi8>, tensor<3x6x5xi8>) outs(%f2 : tensor<3x4x5xi32>) -> tensor<3x4x5xi32>
  %e3 = tensor.empty() : tensor<5xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<5xf32>) -> tensor<5xf32>
  %w = linalg.contract indexing_maps = [affine_map<(m, k) -> (k, m)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>] ins(%mt, %v : tensor<7x5xf32>, tensor<7xf32>) outs(%f3 : tensor<5xf32>) -> tensor<5xf32>
  return %c, %z, %w : tensor<5x9xf32>, tensor<3x4x5xi32>, tensor<5xf32>
}

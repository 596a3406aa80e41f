// REQUIRES: vulkan, gl
// RUN: tessera opt %s --convert-linalg-to-affine-loops | FileCheck %s --check-prefix=LOOPS
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: not tessera run %s --entry mismatch --backend cpu 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not tessera run %s --entry mismatch --backend vulkan 2>&1 | FileCheck %s --check-prefix=BAD

// Linalg with dynamic sizes: the loops read them with memref.dim (a symbol upper bound),
// and every other operand dimension a loop indexes is checked against its trip count
// with a cf.assert before the nest, so a size mismatch is an error on every backend
// instead of a read past an operand.
// LOOPS-LABEL: func.func @mm(
// LOOPS: %[[M:.*]] = memref.dim %arg0, %{{.*}} : memref<?x?xf32>
// LOOPS: cf.assert %{{.*}}, "linalg: operand #2's size in the dimension loop 0 indexes differs from the loop's trip count"
// LOOPS: affine.for %{{.*}} = 0 to %[[M]] {
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: wgsl on gl  ok
// CHECK: result: PASS
// BAD: error: assertion failed: linalg: operand #2's size in the dimension loop 0 indexes differs from the loop's trip count

#id = affine_map<(d0, d1) -> (d0, d1)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @mm(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}

func.func @ramp(%m: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%m : memref<?x?xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %t = arith.index_cast %s : index to i32
    %f = arith.sitofp %t : i32 to f32
    %q = arith.constant 0.25 : f32
    %v = arith.mulf %f, %q : f32
    linalg.yield %v : f32
  }
  return
}

func.func @main() {
  %m = arith.constant 11 : index
  %k = arith.constant 7 : index
  %n = arith.constant 13 : index
  %a = memref.alloc(%m, %k) : memref<?x?xf32>
  %b = memref.alloc(%k, %n) : memref<?x?xf32>
  %c = memref.alloc(%m, %n) : memref<?x?xf32>
  func.call @ramp(%a) : (memref<?x?xf32>) -> ()
  func.call @ramp(%b) : (memref<?x?xf32>) -> ()
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<?x?xf32>)
  func.call @mm(%a, %b, %c) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %u = memref.cast %c : memref<?x?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @mismatch() {
  %m = arith.constant 4 : index
  %k = arith.constant 3 : index
  %a = memref.alloc(%m, %k) : memref<?x?xf32>
  %b = memref.alloc(%k, %k) : memref<?x?xf32>
  %c = memref.alloc(%k, %k) : memref<?x?xf32>
  func.call @mm(%a, %b, %c) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  return
}

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// linalg.matmul on memrefs with sizes that divide no tile (37x29 += 37x19 * 19x29), with
// linalg.fill and a linalg.generic producing the operands: the GPU pipeline generalizes
// and lowers them to affine loops first.
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: result: PASS

#id = affine_map<(d0, d1) -> (d0, d1)>

func.func @main() {
  %a = memref.alloc() : memref<37x19xf32>
  %b = memref.alloc() : memref<19x29xf32>
  %c = memref.alloc() : memref<37x29xf32>
  %z = arith.constant 0.0 : f32
  %h = arith.constant 0.125 : f32
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%a : memref<37x19xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %s = arith.addi %i, %k : index
    %t = arith.index_cast %s : index to i32
    %f = arith.sitofp %t : i32 to f32
    %v = arith.mulf %f, %h : f32
    linalg.yield %v : f32
  }
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%b : memref<19x29xf32>) {
  ^bb0(%out: f32):
    %k = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.subi %k, %j : index
    %t = arith.index_cast %s : index to i32
    %f = arith.sitofp %t : i32 to f32
    %v = arith.mulf %f, %h : f32
    linalg.yield %v : f32
  }
  linalg.fill ins(%z : f32) outs(%c : memref<37x29xf32>)
  linalg.matmul ins(%a, %b : memref<37x19xf32>, memref<19x29xf32>) outs(%c : memref<37x29xf32>)
  return
}

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// linalg.transpose + linalg.broadcast + an elementwise add with ReLU (linalg.generic with
// arith.maximumf), a row reduction (linalg.generic with a reduction iterator) and a
// matvec, on every path.
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: spirv (naga) on vulkan ok
// CHECK: wgsl on gl ok
// CHECK: result: PASS

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

func.func @main() {
  %a = memref.alloc() : memref<33x21xf32>
  %t = memref.alloc() : memref<21x33xf32>
  %v = memref.alloc() : memref<33xf32>
  %bv = memref.alloc() : memref<21x33xf32>
  %r = memref.alloc() : memref<21x33xf32>
  %s = memref.alloc() : memref<21xf32>
  %y = memref.alloc() : memref<33xf32>
  %w = memref.alloc() : memref<21xf32>
  %z = arith.constant 0.0 : f32
  %h = arith.constant 0.25 : f32
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%a : memref<33x21xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %d = arith.subi %i, %k : index
    %t0 = arith.index_cast %d : index to i32
    %f = arith.sitofp %t0 : i32 to f32
    %q = arith.mulf %f, %h : f32
    linalg.yield %q : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%v : memref<33xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %t0 = arith.index_cast %i : index to i32
    %f = arith.sitofp %t0 : i32 to f32
    %q = arith.mulf %f, %h : f32
    %n = arith.subf %z, %q : f32
    linalg.yield %n : f32
  }
  linalg.transpose ins(%a : memref<33x21xf32>) outs(%t : memref<21x33xf32>) permutation = [1, 0]
  linalg.broadcast ins(%v : memref<33xf32>) outs(%bv : memref<21x33xf32>) dimensions = [0]
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%t, %bv : memref<21x33xf32>, memref<21x33xf32>) outs(%r : memref<21x33xf32>) {
  ^bb0(%x: f32, %b: f32, %out: f32):
    %sum = arith.addf %x, %b : f32
    %relu = arith.maximumf %sum, %z : f32
    linalg.yield %relu : f32
  }
  linalg.fill ins(%z : f32) outs(%s : memref<21xf32>)
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%r : memref<21x33xf32>) outs(%s : memref<21xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %n = arith.addf %acc, %x : f32
    linalg.yield %n : f32
  }
  linalg.fill ins(%z : f32) outs(%w : memref<21xf32>)
  linalg.matvec ins(%t, %v : memref<21x33xf32>, memref<33xf32>) outs(%w : memref<21xf32>)
  return
}

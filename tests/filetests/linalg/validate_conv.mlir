// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// A 2-D convolution in NCHW/FCHW form with stride 2 and a ReLU, and a 2x2 max pooling,
// written as linalg.generic (upstream's generic forms of conv_2d_nchw_fchw and
// pooling_nchw_max), on every path.
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: wgsl on gl ok
// CHECK: result: PASS

#in = affine_map<(n, f, oh, ow, c, kh, kw) -> (n, c, oh * 2 + kh, ow * 2 + kw)>
#flt = affine_map<(n, f, oh, ow, c, kh, kw) -> (f, c, kh, kw)>
#out = affine_map<(n, f, oh, ow, c, kh, kw) -> (n, f, oh, ow)>
#id4 = affine_map<(n, f, oh, ow) -> (n, f, oh, ow)>
#pin = affine_map<(n, c, oh, ow, kh, kw) -> (n, c, oh * 2 + kh, ow * 2 + kw)>
#pwin = affine_map<(n, c, oh, ow, kh, kw) -> (kh, kw)>
#pout = affine_map<(n, c, oh, ow, kh, kw) -> (n, c, oh, ow)>

func.func @main() {
  %x = memref.alloc() : memref<1x3x19x19xf32>
  %w = memref.alloc() : memref<5x3x3x3xf32>
  %y = memref.alloc() : memref<1x5x9x9xf32>
  %win = memref.alloc() : memref<2x2xf32>
  %p = memref.alloc() : memref<1x5x4x4xf32>
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant -1.0e30 : f32
  %h = arith.constant 0.125 : f32
  linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%x : memref<1x3x19x19xf32>) {
  ^bb0(%o: f32):
    %c = linalg.index 1 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %a = arith.addi %c, %i : index
    %b = arith.subi %a, %j : index
    %t = arith.index_cast %b : index to i32
    %f = arith.sitofp %t : i32 to f32
    %q = arith.mulf %f, %h : f32
    linalg.yield %q : f32
  }
  linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%w : memref<5x3x3x3xf32>) {
  ^bb0(%o: f32):
    %f0 = linalg.index 0 : index
    %c = linalg.index 1 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %a = arith.muli %f0, %j : index
    %b = arith.subi %a, %i : index
    %b2 = arith.subi %b, %c : index
    %t = arith.index_cast %b2 : index to i32
    %f = arith.sitofp %t : i32 to f32
    %q = arith.mulf %f, %h : f32
    linalg.yield %q : f32
  }
  linalg.fill ins(%z : f32) outs(%y : memref<1x5x9x9xf32>)
  linalg.generic {indexing_maps = [#in, #flt, #out], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %w : memref<1x3x19x19xf32>, memref<5x3x3x3xf32>) outs(%y : memref<1x5x9x9xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%y : memref<1x5x9x9xf32>) {
  ^bb0(%o: f32):
    %r = arith.maximumf %o, %z : f32
    linalg.yield %r : f32
  }
  linalg.fill ins(%ninf : f32) outs(%p : memref<1x5x4x4xf32>)
  linalg.generic {indexing_maps = [#pin, #pwin, #pout], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%y, %win : memref<1x5x9x9xf32>, memref<2x2xf32>) outs(%p : memref<1x5x4x4xf32>) {
  ^bb0(%a: f32, %unused: f32, %acc: f32):
    %m = arith.maximumf %acc, %a : f32
    linalg.yield %m : f32
  }
  return
}

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// The named poolings, linalg.reduce and linalg.map on memrefs, generalized and lowered to
// loops, on every path: pooling_nhwc_max (3x3 window, stride 2), pooling_nchw_max (2x2,
// stride 2), pooling_nhwc_sum (2x2, dilation 2), a row sum with linalg.reduce (short form,
// into an init of 0.5) and |x - 1| with linalg.map (long form), on odd shapes. Inputs:
// element at (i, j, k, l) (the last four indices, weighted 1, 7, 3, 5) is
// ((i + 7j + 3k + 5l) mod 11) - 5. The CPU values were computed with numpy.
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: wgsl on gl ok
// CHECK: result: PASS
// CPU: rank = 4 offset = 0 sizes = [1, 3, 3, 2]
// CPU: [5,  3],
// CPU-NEXT: [4,  5],
// CPU-NEXT: [5,  4]],
// CPU-NEXT: [5,  5],
// CPU-NEXT: [4,  5],
// CPU-NEXT: [5,  4]],
// CPU-NEXT: [4,  5],
// CPU-NEXT: [5,  4],
// CPU-NEXT: [5,  5]]]]
// CPU: rank = 4 offset = 0 sizes = [1, 3, 3, 3]
// CPU: [3,  5,  4],
// CPU-NEXT: [4,  5,  4],
// CPU-NEXT: [4,  3,  5]],
// CPU-NEXT: [5,  4,  5],
// CPU-NEXT: [5,  4,  3],
// CPU-NEXT: [3,  5,  4]],
// CPU-NEXT: [3,  5,  4],
// CPU-NEXT: [4,  3,  5],
// CPU-NEXT: [4,  3,  5]]]]
// CPU: rank = 4 offset = 0 sizes = [1, 5, 5, 2]
// CPU: [-2,  -4],
// CPU-NEXT: [-1,  -3],
// CPU-NEXT: [0,  -2],
// CPU-NEXT: [1,  -1],
// CPU-NEXT: [2,  0]],
// CPU-NEXT: [4,  2],
// CPU: rank = 1 offset = 0 sizes = [5]
// CPU-NEXT: [4.5,  -7.5,  2.5,  1.5,  0.5]
// CPU: rank = 2 offset = 0 sizes = [5, 7]
// CPU: {{\[}}[6,  1,  4,  2,  3,  3,  2],
// CPU-NEXT: [3,  2,  4,  1,  5,  0,  6],
// CPU-NEXT: [0,  6,  1,  4,  2,  3,  3],
// CPU-NEXT: [3,  3,  2,  4,  1,  5,  0],
// CPU-NEXT: [5,  0,  6,  1,  4,  2,  3]]

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %x1 = memref.alloc() : memref<1x3x7x7xf32>
  %x2 = memref.alloc() : memref<1x7x7x2xf32>
  %a = memref.alloc() : memref<5x7xf32>
  %win3 = memref.alloc() : memref<3x3xf32>
  %win2 = memref.alloc() : memref<2x2xf32>
  %p1 = memref.alloc() : memref<1x3x3x2xf32>
  %p2 = memref.alloc() : memref<1x3x3x3xf32>
  %p3 = memref.alloc() : memref<1x5x5x2xf32>
  %r = memref.alloc() : memref<5xf32>
  %m = memref.alloc() : memref<5x7xf32>
  %ninf = arith.constant -1.0e30 : f32
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%x1 : memref<1x3x7x7xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 1 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 7 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 3 : index
    %t2 = arith.muli %i2, %k2 : index
    %i3 = linalg.index 3 : index
    %k3 = arith.constant 5 : index
    %t3 = arith.muli %i3, %k3 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %s3 = arith.addi %s2, %t3 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s3, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%x2 : memref<1x7x7x2xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 1 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 7 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 3 : index
    %t2 = arith.muli %i2, %k2 : index
    %i3 = linalg.index 3 : index
    %k3 = arith.constant 5 : index
    %t3 = arith.muli %i3, %k3 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %s3 = arith.addi %s2, %t3 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s3, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<5x7xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 3 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 5 : index
    %t1 = arith.muli %i1, %k1 : index
    %s1 = arith.addi %t0, %t1 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s1, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.fill ins(%ninf : f32) outs(%p1 : memref<1x3x3x2xf32>)
  linalg.fill ins(%ninf : f32) outs(%p2 : memref<1x3x3x3xf32>)
  linalg.fill ins(%zero : f32) outs(%p3 : memref<1x5x5x2xf32>)
  linalg.fill ins(%half : f32) outs(%r : memref<5xf32>)
  linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>} ins(%x2, %win3 : memref<1x7x7x2xf32>, memref<3x3xf32>) outs(%p1 : memref<1x3x3x2xf32>)
  linalg.pooling_nchw_max {strides = dense<2> : tensor<2xi64>} ins(%x1, %win2 : memref<1x3x7x7xf32>, memref<2x2xf32>) outs(%p2 : memref<1x3x3x3xf32>)
  linalg.pooling_nhwc_sum {dilations = dense<2> : tensor<2xi64>} ins(%x2, %win2 : memref<1x7x7x2xf32>, memref<2x2xf32>) outs(%p3 : memref<1x5x5x2xf32>)
  linalg.reduce { arith.addf } ins(%a : memref<5x7xf32>) outs(%r : memref<5xf32>) dimensions = [1]
  linalg.map ins(%a : memref<5x7xf32>) outs(%m : memref<5x7xf32>)
    (%in: f32, %init: f32) {
      %d = arith.subf %in, %one : f32
      %v = math.absf %d : f32
      linalg.yield %v : f32
    }
  %q1 = memref.cast %p1 : memref<1x3x3x2xf32> to memref<*xf32>
  call @printMemrefF32(%q1) : (memref<*xf32>) -> ()
  %q2 = memref.cast %p2 : memref<1x3x3x3xf32> to memref<*xf32>
  call @printMemrefF32(%q2) : (memref<*xf32>) -> ()
  %q3 = memref.cast %p3 : memref<1x5x5x2xf32> to memref<*xf32>
  call @printMemrefF32(%q3) : (memref<*xf32>) -> ()
  %q4 = memref.cast %r : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%q4) : (memref<*xf32>) -> ()
  %q5 = memref.cast %m : memref<5x7xf32> to memref<*xf32>
  call @printMemrefF32(%q5) : (memref<*xf32>) -> ()
  return
}

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// conv_1d_nwc_wcf (stride 2, dilation 2), conv_2d, depthwise_conv_2d_nchw_chw (stride 2)
// and pooling_nchw_sum (3x3, stride 2) on memrefs, generalized and lowered to loops, on
// every path, on odd shapes. Inputs: element at (i, j, k, l) (the last four indices,
// weighted 1, 7, 3, 5) is ((i + 7j + 3k + 5l) mod 11) - 5. The CPU values were computed
// with numpy (direct sums over the windows).
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: wgsl on gl ok
// CHECK: result: PASS
// CPU: sizes = [1, 4, 2]
// CPU-NEXT: {{\[\[}}[7,  -24],
// CPU-NEXT: [17,  -10],
// CPU-NEXT: [-6,  26],
// CPU-NEXT: [15,  -15]]]
// CPU: sizes = [4, 4]
// CPU-NEXT: {{\[}}[72,  -26,  19,  -24],
// CPU-NEXT: [-22,  -10,  13,  -30],
// CPU-NEXT: [-28,  72,  -26,  19],
// CPU-NEXT: [21,  -22,  -10,  13]]
// CPU: sizes = [1, 3, 3, 3]
// CPU-NEXT: {{\[\[\[}}[98,  -6,  0],
// CPU-NEXT: [-37,  -31,  -14],
// CPU-NEXT: [37,  98,  -6]],
// CPU-NEXT: [92,  90,  0],
// CPU-NEXT: [-50,  -52,  -43],
// CPU-NEXT: [39,  92,  90]],
// CPU-NEXT: [77,  23,  24],
// CPU-NEXT: [-50,  -49,  -37],
// CPU-NEXT: [76,  77,  23]]]]
// CPU: sizes = [1, 3, 3, 3]
// CPU-NEXT: {{\[\[\[}}[-6,  7,  -2],
// CPU-NEXT: [-7,  6,  8],
// CPU-NEXT: [-8,  -6,  7]],
// CPU-NEXT: [2,  -7,  6],
// CPU-NEXT: [1,  -8,  -6],
// CPU-NEXT: [0,  2,  -7]],
// CPU-NEXT: [-1,  1,  -8],
// CPU-NEXT: [-2,  0,  2],
// CPU-NEXT: [8,  -1,  1]]]]

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %x = memref.alloc() : memref<1x9x3xf32>
  %w = memref.alloc() : memref<2x3x2xf32>
  %y = memref.alloc() : memref<1x4x2xf32>
  %a = memref.alloc() : memref<5x6xf32>
  %k = memref.alloc() : memref<2x3xf32>
  %c2 = memref.alloc() : memref<4x4xf32>
  %xi = memref.alloc() : memref<1x3x7x7xf32>
  %wf = memref.alloc() : memref<3x3x3xf32>
  %d = memref.alloc() : memref<1x3x3x3xf32>
  %win = memref.alloc() : memref<3x3xf32>
  %p = memref.alloc() : memref<1x3x3x3xf32>
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%x : memref<1x9x3xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 7 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 3 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 5 : index
    %t2 = arith.muli %i2, %k2 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s2, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%w : memref<2x3x2xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 7 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 3 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 5 : index
    %t2 = arith.muli %i2, %k2 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s2, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<5x6xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%k : memref<2x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%xi : memref<1x3x7x7xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%wf : memref<3x3x3xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 7 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 3 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 5 : index
    %t2 = arith.muli %i2, %k2 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s2, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.fill ins(%zero : f32) outs(%y : memref<1x4x2xf32>)
  linalg.fill ins(%zero : f32) outs(%c2 : memref<4x4xf32>)
  linalg.fill ins(%zero : f32) outs(%d : memref<1x3x3x3xf32>)
  linalg.fill ins(%zero : f32) outs(%p : memref<1x3x3x3xf32>)
  linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%x, %w : memref<1x9x3xf32>, memref<2x3x2xf32>) outs(%y : memref<1x4x2xf32>)
  linalg.conv_2d ins(%a, %k : memref<5x6xf32>, memref<2x3xf32>) outs(%c2 : memref<4x4xf32>)
  linalg.depthwise_conv_2d_nchw_chw {strides = dense<2> : tensor<2xi64>} ins(%xi, %wf : memref<1x3x7x7xf32>, memref<3x3x3xf32>) outs(%d : memref<1x3x3x3xf32>)
  linalg.pooling_nchw_sum {strides = dense<2> : tensor<2xi64>} ins(%xi, %win : memref<1x3x7x7xf32>, memref<3x3xf32>) outs(%p : memref<1x3x3x3xf32>)
  %q1 = memref.cast %y : memref<1x4x2xf32> to memref<*xf32>
  call @printMemrefF32(%q1) : (memref<*xf32>) -> ()
  %q2 = memref.cast %c2 : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%q2) : (memref<*xf32>) -> ()
  %q3 = memref.cast %d : memref<1x3x3x3xf32> to memref<*xf32>
  call @printMemrefF32(%q3) : (memref<*xf32>) -> ()
  %q4 = memref.cast %p : memref<1x3x3x3xf32> to memref<*xf32>
  call @printMemrefF32(%q4) : (memref<*xf32>) -> ()
  return
}

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// The named convolutions on memrefs, generalized and lowered to loops, on every path:
// conv_2d_nchw_fchw with stride 2, conv_2d_nhwc_hwcf with strides [2, 1] and dilations
// [1, 2], depthwise_conv_2d_nhwc_hwc with stride 2, all accumulating into outputs filled
// with 1, on odd shapes (7x7 images, 3x3 and 3x5 outputs). Inputs: element at (i, j, k, l)
// (the last four indices, weighted 1, 7, 3, 5) is ((i + 7j + 3k + 5l) mod 11) - 5. The CPU
// values were computed with numpy from the same formulas (direct sums over the windows).
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: wgsl on gl ok
// CHECK: result: PASS
// CPU: rank = 4 offset = 0 sizes = [1, 2, 3, 3]
// CPU: [268,  108,  25],
// CPU-NEXT: [-136,  -131,  -93],
// CPU-NEXT: [153,  268,  108]],
// CPU-NEXT: [153,  21,  -45],
// CPU-NEXT: [-144,  -111,  -45],
// CPU-NEXT: [263,  153,  21]]]]
// CPU: rank = 4 offset = 0 sizes = [1, 3, 5, 2]
// CPU: [10,  -2],
// CPU-NEXT: [-64,  -17],
// CPU-NEXT: [5,  1],
// CPU-NEXT: [19,  19],
// CPU-NEXT: [0,  4]],
// CPU-NEXT: [-64,  -17],
// CPU-NEXT: [5,  1],
// CPU-NEXT: [19,  19],
// CPU-NEXT: [0,  4],
// CPU-NEXT: [25,  -22]],
// CPU-NEXT: [5,  1],
// CPU-NEXT: [19,  19],
// CPU-NEXT: [0,  4],
// CPU-NEXT: [25,  -22],
// CPU-NEXT: [-5,  7]]]]
// CPU: rank = 4 offset = 0 sizes = [1, 3, 3, 2]
// CPU: [90,  94],
// CPU-NEXT: [-47,  -48],
// CPU-NEXT: [36,  85]],
// CPU-NEXT: [-6,  1],
// CPU-NEXT: [33,  -42],
// CPU-NEXT: [-27,  -30]],
// CPU-NEXT: [-47,  -48],
// CPU-NEXT: [36,  85],
// CPU-NEXT: [-46,  -46]]]]

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %x1 = memref.alloc() : memref<1x3x7x7xf32>
  %w1 = memref.alloc() : memref<2x3x3x3xf32>
  %y1 = memref.alloc() : memref<1x2x3x3xf32>
  %x2 = memref.alloc() : memref<1x7x7x2xf32>
  %w2 = memref.alloc() : memref<3x2x2x2xf32>
  %y2 = memref.alloc() : memref<1x3x5x2xf32>
  %w3 = memref.alloc() : memref<3x3x2xf32>
  %y3 = memref.alloc() : memref<1x3x3x2xf32>
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%w1 : memref<2x3x3x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%w2 : memref<3x2x2x2xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%w3 : memref<3x3x2xf32>) {
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
  linalg.fill ins(%one : f32) outs(%y1 : memref<1x2x3x3xf32>)
  linalg.fill ins(%one : f32) outs(%y2 : memref<1x3x5x2xf32>)
  linalg.fill ins(%one : f32) outs(%y3 : memref<1x3x3x2xf32>)
  linalg.conv_2d_nchw_fchw {strides = dense<2> : tensor<2xi64>} ins(%x1, %w1 : memref<1x3x7x7xf32>, memref<2x3x3x3xf32>) outs(%y1 : memref<1x2x3x3xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%x2, %w2 : memref<1x7x7x2xf32>, memref<3x2x2x2xf32>) outs(%y2 : memref<1x3x5x2xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<2> : tensor<2xi64>} ins(%x2, %w3 : memref<1x7x7x2xf32>, memref<3x3x2xf32>) outs(%y3 : memref<1x3x3x2xf32>)
  %p1 = memref.cast %y1 : memref<1x2x3x3xf32> to memref<*xf32>
  call @printMemrefF32(%p1) : (memref<*xf32>) -> ()
  %p2 = memref.cast %y2 : memref<1x3x5x2xf32> to memref<*xf32>
  call @printMemrefF32(%p2) : (memref<*xf32>) -> ()
  %p3 = memref.cast %y3 : memref<1x3x3x2xf32> to memref<*xf32>
  call @printMemrefF32(%p3) : (memref<*xf32>) -> ()
  return
}

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// The other 19 poolings and convolutions added with validate_named_extra.mlir
// (pooling_nwc_sum, ncw_max, nwc_min, ndhwc_sum/max, the unsigned ones on i32, conv_1d,
// conv_3d, conv_2d_nhwc_fhwc, conv_3d_ncdhw_fcdhw, conv_2d_ngchw_gfchw, conv_2d_nhwgc_gfhwc,
// depthwise_conv_1d_nwc_wc/nwc_wcm, depthwise_conv_2d_nhwc_hwcm,
// depthwise_conv_3d_ncdhw_cdhw/ndhwc_dhwcm) on the odd shapes of named.mlir, generalized and
// lowered to loops: every GPU path against the interpreter (their maps and bodies are checked
// against iree-opt's generalization in named.mlir). Inputs: the element at
// (.., h, i, j, k, l) is ((2h + i + 7j + 3k + 5l) mod 11) - 5; outputs start at 0.
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: wgsl on gl ok
// CHECK: result: PASS

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %a0 = memref.alloc() : memref<2x9x3xf32>
  %b0 = memref.alloc() : memref<3xf32>
  %o0 = memref.alloc() : memref<2x3x3xf32>
  %a1 = memref.alloc() : memref<2x3x9xf32>
  %b1 = memref.alloc() : memref<3xf32>
  %o1 = memref.alloc() : memref<2x3x5xf32>
  %a2 = memref.alloc() : memref<2x9x3xi32>
  %b2 = memref.alloc() : memref<3xf32>
  %o2 = memref.alloc() : memref<2x7x3xi32>
  %a3 = memref.alloc() : memref<1x5x6x7x2xf32>
  %b3 = memref.alloc() : memref<2x2x3xf32>
  %o3 = memref.alloc() : memref<1x4x3x5x2xf32>
  %a4 = memref.alloc() : memref<1x5x6x7x2xf32>
  %b4 = memref.alloc() : memref<2x2x3xf32>
  %o4 = memref.alloc() : memref<1x4x3x5x2xf32>
  %a5 = memref.alloc() : memref<1x9x9x3xi32>
  %b5 = memref.alloc() : memref<3x3xi32>
  %o5 = memref.alloc() : memref<1x7x7x3xi32>
  %a6 = memref.alloc() : memref<1x9x9x3xi32>
  %b6 = memref.alloc() : memref<3x3xi32>
  %o6 = memref.alloc() : memref<1x7x7x3xi32>
  %a7 = memref.alloc() : memref<2x9x3xi32>
  %b7 = memref.alloc() : memref<3xf32>
  %o7 = memref.alloc() : memref<2x7x3xi32>
  %a8 = memref.alloc() : memref<7xf32>
  %b8 = memref.alloc() : memref<3xf32>
  %o8 = memref.alloc() : memref<5xf32>
  %a9 = memref.alloc() : memref<4x5x6xi32>
  %b9 = memref.alloc() : memref<2x2x3xi32>
  %o9 = memref.alloc() : memref<3x4x4xi32>
  %a10 = memref.alloc() : memref<1x7x8x3xf32>
  %b10 = memref.alloc() : memref<4x2x3x3xf32>
  %o10 = memref.alloc() : memref<1x5x4x4xf32>
  %a11 = memref.alloc() : memref<1x2x4x5x6xf32>
  %b11 = memref.alloc() : memref<3x2x2x2x2xf32>
  %o11 = memref.alloc() : memref<1x3x3x4x5xf32>
  %a12 = memref.alloc() : memref<1x2x3x7x7xf32>
  %b12 = memref.alloc() : memref<2x4x3x3x3xf32>
  %o12 = memref.alloc() : memref<1x2x4x5x5xf32>
  %a13 = memref.alloc() : memref<1x7x7x2x3xf32>
  %b13 = memref.alloc() : memref<2x4x3x3x3xf32>
  %o13 = memref.alloc() : memref<1x5x5x2x4xf32>
  %a14 = memref.alloc() : memref<2x9x3xf32>
  %b14 = memref.alloc() : memref<3x3xf32>
  %o14 = memref.alloc() : memref<2x4x3xf32>
  %a15 = memref.alloc() : memref<1x8x3xf32>
  %b15 = memref.alloc() : memref<2x3x2xf32>
  %o15 = memref.alloc() : memref<1x7x3x2xf32>
  %a16 = memref.alloc() : memref<1x7x8x3xf32>
  %b16 = memref.alloc() : memref<2x3x3x2xf32>
  %o16 = memref.alloc() : memref<1x5x4x3x2xf32>
  %a17 = memref.alloc() : memref<1x3x5x5x6xf32>
  %b17 = memref.alloc() : memref<3x2x2x3xf32>
  %o17 = memref.alloc() : memref<1x3x2x4x4xf32>
  %a18 = memref.alloc() : memref<1x4x5x6x3xf32>
  %b18 = memref.alloc() : memref<2x2x3x3x2xf32>
  %o18 = memref.alloc() : memref<1x3x4x4x3x2xf32>
  %zf32 = arith.constant 0.0 : f32
  %zi32 = arith.constant 0 : i32
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%a0 : memref<2x9x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%b0 : memref<3xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 5 : index
    %t0 = arith.muli %i0, %k0 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %t0, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%a1 : memref<2x3x9xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%b1 : memref<3xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 5 : index
    %t0 = arith.muli %i0, %k0 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %t0, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%a2 : memref<2x9x3xi32>) {
  ^bb0(%o: i32):
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
    %c5 = arith.constant 5 : i32
    %val = arith.subi %ri, %c5 : i32
    linalg.yield %val : i32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%b2 : memref<3xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 5 : index
    %t0 = arith.muli %i0, %k0 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %t0, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%a3 : memref<1x5x6x7x2xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 2 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 1 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 7 : index
    %t2 = arith.muli %i2, %k2 : index
    %i3 = linalg.index 3 : index
    %k3 = arith.constant 3 : index
    %t3 = arith.muli %i3, %k3 : index
    %i4 = linalg.index 4 : index
    %k4 = arith.constant 5 : index
    %t4 = arith.muli %i4, %k4 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %s3 = arith.addi %s2, %t3 : index
    %s4 = arith.addi %s3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s4, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%b3 : memref<2x2x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%a4 : memref<1x5x6x7x2xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 2 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 1 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 7 : index
    %t2 = arith.muli %i2, %k2 : index
    %i3 = linalg.index 3 : index
    %k3 = arith.constant 3 : index
    %t3 = arith.muli %i3, %k3 : index
    %i4 = linalg.index 4 : index
    %k4 = arith.constant 5 : index
    %t4 = arith.muli %i4, %k4 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %s3 = arith.addi %s2, %t3 : index
    %s4 = arith.addi %s3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s4, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%b4 : memref<2x2x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%a5 : memref<1x9x9x3xi32>) {
  ^bb0(%o: i32):
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
    %c5 = arith.constant 5 : i32
    %val = arith.subi %ri, %c5 : i32
    linalg.yield %val : i32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%b5 : memref<3x3xi32>) {
  ^bb0(%o: i32):
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
    %c5 = arith.constant 5 : i32
    %val = arith.subi %ri, %c5 : i32
    linalg.yield %val : i32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%a6 : memref<1x9x9x3xi32>) {
  ^bb0(%o: i32):
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
    %c5 = arith.constant 5 : i32
    %val = arith.subi %ri, %c5 : i32
    linalg.yield %val : i32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%b6 : memref<3x3xi32>) {
  ^bb0(%o: i32):
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
    %c5 = arith.constant 5 : i32
    %val = arith.subi %ri, %c5 : i32
    linalg.yield %val : i32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%a7 : memref<2x9x3xi32>) {
  ^bb0(%o: i32):
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
    %c5 = arith.constant 5 : i32
    %val = arith.subi %ri, %c5 : i32
    linalg.yield %val : i32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%b7 : memref<3xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 5 : index
    %t0 = arith.muli %i0, %k0 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %t0, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a8 : memref<7xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 5 : index
    %t0 = arith.muli %i0, %k0 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %t0, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%b8 : memref<3xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 5 : index
    %t0 = arith.muli %i0, %k0 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %t0, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%a9 : memref<4x5x6xi32>) {
  ^bb0(%o: i32):
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
    %c5 = arith.constant 5 : i32
    %val = arith.subi %ri, %c5 : i32
    linalg.yield %val : i32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%b9 : memref<2x2x3xi32>) {
  ^bb0(%o: i32):
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
    %c5 = arith.constant 5 : i32
    %val = arith.subi %ri, %c5 : i32
    linalg.yield %val : i32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%a10 : memref<1x7x8x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%b10 : memref<4x2x3x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%a11 : memref<1x2x4x5x6xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 2 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 1 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 7 : index
    %t2 = arith.muli %i2, %k2 : index
    %i3 = linalg.index 3 : index
    %k3 = arith.constant 3 : index
    %t3 = arith.muli %i3, %k3 : index
    %i4 = linalg.index 4 : index
    %k4 = arith.constant 5 : index
    %t4 = arith.muli %i4, %k4 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %s3 = arith.addi %s2, %t3 : index
    %s4 = arith.addi %s3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s4, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%b11 : memref<3x2x2x2x2xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 2 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 1 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 7 : index
    %t2 = arith.muli %i2, %k2 : index
    %i3 = linalg.index 3 : index
    %k3 = arith.constant 3 : index
    %t3 = arith.muli %i3, %k3 : index
    %i4 = linalg.index 4 : index
    %k4 = arith.constant 5 : index
    %t4 = arith.muli %i4, %k4 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %s3 = arith.addi %s2, %t3 : index
    %s4 = arith.addi %s3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s4, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%a12 : memref<1x2x3x7x7xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 2 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 1 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 7 : index
    %t2 = arith.muli %i2, %k2 : index
    %i3 = linalg.index 3 : index
    %k3 = arith.constant 3 : index
    %t3 = arith.muli %i3, %k3 : index
    %i4 = linalg.index 4 : index
    %k4 = arith.constant 5 : index
    %t4 = arith.muli %i4, %k4 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %s3 = arith.addi %s2, %t3 : index
    %s4 = arith.addi %s3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s4, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%b12 : memref<2x4x3x3x3xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 2 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 1 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 7 : index
    %t2 = arith.muli %i2, %k2 : index
    %i3 = linalg.index 3 : index
    %k3 = arith.constant 3 : index
    %t3 = arith.muli %i3, %k3 : index
    %i4 = linalg.index 4 : index
    %k4 = arith.constant 5 : index
    %t4 = arith.muli %i4, %k4 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %s3 = arith.addi %s2, %t3 : index
    %s4 = arith.addi %s3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s4, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%a13 : memref<1x7x7x2x3xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 2 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 1 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 7 : index
    %t2 = arith.muli %i2, %k2 : index
    %i3 = linalg.index 3 : index
    %k3 = arith.constant 3 : index
    %t3 = arith.muli %i3, %k3 : index
    %i4 = linalg.index 4 : index
    %k4 = arith.constant 5 : index
    %t4 = arith.muli %i4, %k4 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %s3 = arith.addi %s2, %t3 : index
    %s4 = arith.addi %s3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s4, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%b13 : memref<2x4x3x3x3xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 2 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 1 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 7 : index
    %t2 = arith.muli %i2, %k2 : index
    %i3 = linalg.index 3 : index
    %k3 = arith.constant 3 : index
    %t3 = arith.muli %i3, %k3 : index
    %i4 = linalg.index 4 : index
    %k4 = arith.constant 5 : index
    %t4 = arith.muli %i4, %k4 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %s3 = arith.addi %s2, %t3 : index
    %s4 = arith.addi %s3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s4, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%a14 : memref<2x9x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%b14 : memref<3x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%a15 : memref<1x8x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%b15 : memref<2x3x2xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%a16 : memref<1x7x8x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%b16 : memref<2x3x3x2xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%a17 : memref<1x3x5x5x6xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 2 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 1 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 7 : index
    %t2 = arith.muli %i2, %k2 : index
    %i3 = linalg.index 3 : index
    %k3 = arith.constant 3 : index
    %t3 = arith.muli %i3, %k3 : index
    %i4 = linalg.index 4 : index
    %k4 = arith.constant 5 : index
    %t4 = arith.muli %i4, %k4 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %s3 = arith.addi %s2, %t3 : index
    %s4 = arith.addi %s3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s4, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%b17 : memref<3x2x2x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%a18 : memref<1x4x5x6x3xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 2 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 1 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 7 : index
    %t2 = arith.muli %i2, %k2 : index
    %i3 = linalg.index 3 : index
    %k3 = arith.constant 3 : index
    %t3 = arith.muli %i3, %k3 : index
    %i4 = linalg.index 4 : index
    %k4 = arith.constant 5 : index
    %t4 = arith.muli %i4, %k4 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %s3 = arith.addi %s2, %t3 : index
    %s4 = arith.addi %s3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s4, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%b18 : memref<2x2x3x3x2xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 2 : index
    %t0 = arith.muli %i0, %k0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 1 : index
    %t1 = arith.muli %i1, %k1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 7 : index
    %t2 = arith.muli %i2, %k2 : index
    %i3 = linalg.index 3 : index
    %k3 = arith.constant 3 : index
    %t3 = arith.muli %i3, %k3 : index
    %i4 = linalg.index 4 : index
    %k4 = arith.constant 5 : index
    %t4 = arith.muli %i4, %k4 : index
    %s1 = arith.addi %t0, %t1 : index
    %s2 = arith.addi %s1, %t2 : index
    %s3 = arith.addi %s2, %t3 : index
    %s4 = arith.addi %s3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %s4, %c11 : index
    %ri = arith.index_cast %rem : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %c5 = arith.constant 5.0 : f32
    %val = arith.subf %rf, %c5 : f32
    linalg.yield %val : f32
  }
  linalg.fill ins(%zf32 : f32) outs(%o0 : memref<2x3x3xf32>)
  linalg.fill ins(%zf32 : f32) outs(%o1 : memref<2x3x5xf32>)
  linalg.fill ins(%zi32 : i32) outs(%o2 : memref<2x7x3xi32>)
  linalg.fill ins(%zf32 : f32) outs(%o3 : memref<1x4x3x5x2xf32>)
  linalg.fill ins(%zf32 : f32) outs(%o4 : memref<1x4x3x5x2xf32>)
  linalg.fill ins(%zi32 : i32) outs(%o5 : memref<1x7x7x3xi32>)
  linalg.fill ins(%zi32 : i32) outs(%o6 : memref<1x7x7x3xi32>)
  linalg.fill ins(%zi32 : i32) outs(%o7 : memref<2x7x3xi32>)
  linalg.fill ins(%zf32 : f32) outs(%o8 : memref<5xf32>)
  linalg.fill ins(%zi32 : i32) outs(%o9 : memref<3x4x4xi32>)
  linalg.fill ins(%zf32 : f32) outs(%o10 : memref<1x5x4x4xf32>)
  linalg.fill ins(%zf32 : f32) outs(%o11 : memref<1x3x3x4x5xf32>)
  linalg.fill ins(%zf32 : f32) outs(%o12 : memref<1x2x4x5x5xf32>)
  linalg.fill ins(%zf32 : f32) outs(%o13 : memref<1x5x5x2x4xf32>)
  linalg.fill ins(%zf32 : f32) outs(%o14 : memref<2x4x3xf32>)
  linalg.fill ins(%zf32 : f32) outs(%o15 : memref<1x7x3x2xf32>)
  linalg.fill ins(%zf32 : f32) outs(%o16 : memref<1x5x4x3x2xf32>)
  linalg.fill ins(%zf32 : f32) outs(%o17 : memref<1x3x2x4x4xf32>)
  linalg.fill ins(%zf32 : f32) outs(%o18 : memref<1x3x4x4x3x2xf32>)
  linalg.pooling_nwc_sum {strides = dense<3> : tensor<1xi64>} ins(%a0, %b0 : memref<2x9x3xf32>, memref<3xf32>) outs(%o0 : memref<2x3x3xf32>)
  linalg.pooling_ncw_max {dilations = dense<2> : tensor<1xi64>} ins(%a1, %b1 : memref<2x3x9xf32>, memref<3xf32>) outs(%o1 : memref<2x3x5xf32>)
  linalg.pooling_nwc_min ins(%a2, %b2 : memref<2x9x3xi32>, memref<3xf32>) outs(%o2 : memref<2x7x3xi32>)
  linalg.pooling_ndhwc_sum {strides = dense<[1, 2, 1]> : tensor<3xi64>} ins(%a3, %b3 : memref<1x5x6x7x2xf32>, memref<2x2x3xf32>) outs(%o3 : memref<1x4x3x5x2xf32>)
  linalg.pooling_ndhwc_max {strides = dense<[1, 2, 1]> : tensor<3xi64>} ins(%a4, %b4 : memref<1x5x6x7x2xf32>, memref<2x2x3xf32>) outs(%o4 : memref<1x4x3x5x2xf32>)
  linalg.pooling_nhwc_max_unsigned ins(%a5, %b5 : memref<1x9x9x3xi32>, memref<3x3xi32>) outs(%o5 : memref<1x7x7x3xi32>)
  linalg.pooling_nhwc_min_unsigned ins(%a6, %b6 : memref<1x9x9x3xi32>, memref<3x3xi32>) outs(%o6 : memref<1x7x7x3xi32>)
  linalg.pooling_nwc_min_unsigned ins(%a7, %b7 : memref<2x9x3xi32>, memref<3xf32>) outs(%o7 : memref<2x7x3xi32>)
  linalg.conv_1d ins(%a8, %b8 : memref<7xf32>, memref<3xf32>) outs(%o8 : memref<5xf32>)
  linalg.conv_3d ins(%a9, %b9 : memref<4x5x6xi32>, memref<2x2x3xi32>) outs(%o9 : memref<3x4x4xi32>)
  linalg.conv_2d_nhwc_fhwc {dilations = dense<2> : tensor<2xi64>} ins(%a10, %b10 : memref<1x7x8x3xf32>, memref<4x2x3x3xf32>) outs(%o10 : memref<1x5x4x4xf32>)
  linalg.conv_3d_ncdhw_fcdhw ins(%a11, %b11 : memref<1x2x4x5x6xf32>, memref<3x2x2x2x2xf32>) outs(%o11 : memref<1x3x3x4x5xf32>)
  linalg.conv_2d_ngchw_gfchw ins(%a12, %b12 : memref<1x2x3x7x7xf32>, memref<2x4x3x3x3xf32>) outs(%o12 : memref<1x2x4x5x5xf32>)
  linalg.conv_2d_nhwgc_gfhwc ins(%a13, %b13 : memref<1x7x7x2x3xf32>, memref<2x4x3x3x3xf32>) outs(%o13 : memref<1x5x5x2x4xf32>)
  linalg.depthwise_conv_1d_nwc_wc {strides = dense<2> : tensor<1xi64>} ins(%a14, %b14 : memref<2x9x3xf32>, memref<3x3xf32>) outs(%o14 : memref<2x4x3xf32>)
  linalg.depthwise_conv_1d_nwc_wcm ins(%a15, %b15 : memref<1x8x3xf32>, memref<2x3x2xf32>) outs(%o15 : memref<1x7x3x2xf32>)
  linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<2> : tensor<2xi64>} ins(%a16, %b16 : memref<1x7x8x3xf32>, memref<2x3x3x2xf32>) outs(%o16 : memref<1x5x4x3x2xf32>)
  linalg.depthwise_conv_3d_ncdhw_cdhw {strides = dense<[2, 1, 1]> : tensor<3xi64>} ins(%a17, %b17 : memref<1x3x5x5x6xf32>, memref<3x2x2x3xf32>) outs(%o17 : memref<1x3x2x4x4xf32>)
  linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%a18, %b18 : memref<1x4x5x6x3xf32>, memref<2x2x3x3x2xf32>) outs(%o18 : memref<1x3x4x4x3x2xf32>)
  %q0 = memref.cast %o0 : memref<2x3x3xf32> to memref<*xf32>
  call @printMemrefF32(%q0) : (memref<*xf32>) -> ()
  %q1 = memref.cast %o1 : memref<2x3x5xf32> to memref<*xf32>
  call @printMemrefF32(%q1) : (memref<*xf32>) -> ()
  %q2 = memref.cast %o2 : memref<2x7x3xi32> to memref<*xi32>
  call @printMemrefI32(%q2) : (memref<*xi32>) -> ()
  %q3 = memref.cast %o3 : memref<1x4x3x5x2xf32> to memref<*xf32>
  call @printMemrefF32(%q3) : (memref<*xf32>) -> ()
  %q4 = memref.cast %o4 : memref<1x4x3x5x2xf32> to memref<*xf32>
  call @printMemrefF32(%q4) : (memref<*xf32>) -> ()
  %q5 = memref.cast %o5 : memref<1x7x7x3xi32> to memref<*xi32>
  call @printMemrefI32(%q5) : (memref<*xi32>) -> ()
  %q6 = memref.cast %o6 : memref<1x7x7x3xi32> to memref<*xi32>
  call @printMemrefI32(%q6) : (memref<*xi32>) -> ()
  %q7 = memref.cast %o7 : memref<2x7x3xi32> to memref<*xi32>
  call @printMemrefI32(%q7) : (memref<*xi32>) -> ()
  %q8 = memref.cast %o8 : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%q8) : (memref<*xf32>) -> ()
  %q9 = memref.cast %o9 : memref<3x4x4xi32> to memref<*xi32>
  call @printMemrefI32(%q9) : (memref<*xi32>) -> ()
  %q10 = memref.cast %o10 : memref<1x5x4x4xf32> to memref<*xf32>
  call @printMemrefF32(%q10) : (memref<*xf32>) -> ()
  %q11 = memref.cast %o11 : memref<1x3x3x4x5xf32> to memref<*xf32>
  call @printMemrefF32(%q11) : (memref<*xf32>) -> ()
  %q12 = memref.cast %o12 : memref<1x2x4x5x5xf32> to memref<*xf32>
  call @printMemrefF32(%q12) : (memref<*xf32>) -> ()
  %q13 = memref.cast %o13 : memref<1x5x5x2x4xf32> to memref<*xf32>
  call @printMemrefF32(%q13) : (memref<*xf32>) -> ()
  %q14 = memref.cast %o14 : memref<2x4x3xf32> to memref<*xf32>
  call @printMemrefF32(%q14) : (memref<*xf32>) -> ()
  %q15 = memref.cast %o15 : memref<1x7x3x2xf32> to memref<*xf32>
  call @printMemrefF32(%q15) : (memref<*xf32>) -> ()
  %q16 = memref.cast %o16 : memref<1x5x4x3x2xf32> to memref<*xf32>
  call @printMemrefF32(%q16) : (memref<*xf32>) -> ()
  %q17 = memref.cast %o17 : memref<1x3x2x4x4xf32> to memref<*xf32>
  call @printMemrefF32(%q17) : (memref<*xf32>) -> ()
  %q18 = memref.cast %o18 : memref<1x3x4x4x3x2xf32> to memref<*xf32>
  call @printMemrefF32(%q18) : (memref<*xf32>) -> ()
  return
}

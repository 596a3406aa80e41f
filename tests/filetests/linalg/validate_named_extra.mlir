// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// pooling_nwc_max (window 3, stride 2), pooling_ncw_sum (window 3, dilation 2),
// pooling_ndhwc_min (window 2x2x3, strides [1, 2, 1]), pooling_nwc_max_unsigned (i32,
// window 2: the negative elements are the largest unsigned ones), conv_1d_ncw_fcw
// (stride 2), conv_2d_ngchw_fgchw (2 groups), conv_3d_ndhwc_dhwcf (strides [1, 2, 1]),
// depthwise_conv_1d_ncw_cw (stride 2) and depthwise_conv_3d_ndhwc_dhwc (its channel loop
// is parallel and innermost, after the reductions) on memrefs of odd sizes, generalized
// and lowered to loops, on every path. Inputs: the element at (.., h, i, j, k, l) (the
// last indices, weighted 2, 1, 7, 3, 5) is ((2h + i + 7j + 3k + 5l) mod 11) - 5. The CPU
// values were computed independently in Python (direct loops over the windows; the
// unsigned max on the values mod 2^32).
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: wgsl on gl ok
// CHECK: result: PASS
// CPU: sizes = [1, 4, 3]
// CPU-NEXT: {{\[\[\[}}1, 3, 5],
// CPU-NEXT: [4, 1, 3],
// CPU-NEXT: [2, 4, 1],
// CPU-NEXT: [5, 2, 4{{\]\]\]}}
// CPU: sizes = [1, 3, 5]
// CPU-NEXT: {{\[\[\[}}4, -3, 12, -6, 9],
// CPU-NEXT: [-9, 6, -12, 3, -4],
// CPU-NEXT: [0, 4, -3, 12, -6{{\]\]\]}}
// CPU: sizes = [1, 3, 2, 3, 2]
// CPU-NEXT: {{\[\[\[\[\[}}-5, -5],
// CPU-NEXT: [-5, -5],
// CPU-NEXT: [-4, -5{{\]\]}},
// CPU-NEXT: {{\[\[}}-5, -5],
// CPU-NEXT: [-4, -5],
// CPU-NEXT: [-5, -5{{\]\]\]}},
// CPU-NEXT: {{\[\[\[}}-5, -4],
// CPU-NEXT: [-5, -5],
// CPU-NEXT: [-5, -5{{\]\]}},
// CPU-NEXT: {{\[\[}}-5, -5],
// CPU-NEXT: [-5, -5],
// CPU-NEXT: [-5, -5{{\]\]\]}},
// CPU-NEXT: {{\[\[\[}}-4, -5],
// CPU-NEXT: [-5, -5],
// CPU-NEXT: [-5, -4{{\]\]}},
// CPU-NEXT: {{\[\[}}-5, -5],
// CPU-NEXT: [-5, -4],
// CPU-NEXT: [-5, -5{{\]\]\]\]\]}}
// CPU: sizes = [1, 6, 2]
// CPU-NEXT: {{\[\[\[}}-2, 3],
// CPU-NEXT: [-2, -5],
// CPU-NEXT: [4, -2],
// CPU-NEXT: [-4, -2],
// CPU-NEXT: [-1, 4],
// CPU-NEXT: [-1, -4{{\]\]\]}}
// CPU: sizes = [2, 4, 4]
// CPU-NEXT: {{\[\[\[}}98, -6, 0, -27],
// CPU-NEXT: [-43, -1, -3, 39],
// CPU-NEXT: [-8, -51, -50, -49],
// CPU-NEXT: [-6, 97, 90, 39{{\]\]}},
// CPU-NEXT: {{\[\[}}-43, -37, -31, -14],
// CPU-NEXT: [92, 90, 0, -35],
// CPU-NEXT: [-37, -36, 31, 76],
// CPU-NEXT: [-1, -8, -37, -44{{\]\]\]}}
// CPU: sizes = [1, 2, 2, 6, 4]
// CPU-NEXT: {{\[\[\[\[\[}}183, -86, 74, -63],
// CPU-NEXT: [-40, -34, 27, -77],
// CPU-NEXT: [-87, 183, -86, 74],
// CPU-NEXT: [31, -40, -34, 27],
// CPU-NEXT: [72, -87, 183, -86],
// CPU-NEXT: [-63, 31, -40, -34{{\]\]}},
// CPU-NEXT: {{\[\[}}27, -40, -41, 24],
// CPU-NEXT: [66, -89, 174, -91],
// CPU-NEXT: [-82, 27, -40, -41],
// CPU-NEXT: [-65, 66, -89, 174],
// CPU-NEXT: [117, -82, 27, -40],
// CPU-NEXT: [24, -65, 66, -89{{\]\]\]}},
// CPU-NEXT: {{\[\[\[}}177, -90, 72, -63],
// CPU-NEXT: [-14, -39, 24, -78],
// CPU-NEXT: [-95, 177, -90, 72],
// CPU-NEXT: [-11, -14, -39, 24],
// CPU-NEXT: [117, -95, 177, -90],
// CPU-NEXT: [-63, -11, -14, -39{{\]\]}},
// CPU-NEXT: {{\[\[}}24, -41, -40, 27],
// CPU-NEXT: [117, -91, 174, -89],
// CPU-NEXT: [-65, 24, -41, -40],
// CPU-NEXT: [-82, 117, -91, 174],
// CPU-NEXT: [66, -65, 24, -41],
// CPU-NEXT: [27, -82, 117, -91{{\]\]\]\]\]}}
// CPU: sizes = [1, 3, 3, 4, 3]
// CPU-NEXT: {{\[\[\[\[\[}}47, -20, 12],
// CPU-NEXT: [-51, 11, 7],
// CPU-NEXT: [5, -46, 35],
// CPU-NEXT: [-27, 51, -25{{\]\]}},
// CPU-NEXT: {{\[\[}}-51, 11, 7],
// CPU-NEXT: [5, -46, 35],
// CPU-NEXT: [-27, 51, -25],
// CPU-NEXT: [-4, 27, -19{{\]\]}},
// CPU-NEXT: {{\[\[}}5, -46, 35],
// CPU-NEXT: [-27, 51, -25],
// CPU-NEXT: [-4, 27, -19],
// CPU-NEXT: [30, 14, -2{{\]\]\]}},
// CPU-NEXT: {{\[\[\[}}-4, 27, -19],
// CPU-NEXT: [30, 14, -2],
// CPU-NEXT: [9, -54, -40],
// CPU-NEXT: [21, -34, 65{{\]\]}},
// CPU-NEXT: {{\[\[}}30, 14, -2],
// CPU-NEXT: [9, -54, -40],
// CPU-NEXT: [21, -34, 65],
// CPU-NEXT: [0, 74, 16{{\]\]}},
// CPU-NEXT: {{\[\[}}9, -54, -40],
// CPU-NEXT: [21, -34, 65],
// CPU-NEXT: [0, 74, 16],
// CPU-NEXT: [-32, -5, -33{{\]\]\]}},
// CPU-NEXT: {{\[\[\[}}0, 74, 16],
// CPU-NEXT: [-32, -5, -33],
// CPU-NEXT: [2, -18, -16],
// CPU-NEXT: [47, -20, 12{{\]\]}},
// CPU-NEXT: {{\[\[}}-32, -5, -33],
// CPU-NEXT: [2, -18, -16],
// CPU-NEXT: [47, -20, 12],
// CPU-NEXT: [-51, 11, 7{{\]\]}},
// CPU-NEXT: {{\[\[}}2, -18, -16],
// CPU-NEXT: [47, -20, 12],
// CPU-NEXT: [-51, 11, 7],
// CPU-NEXT: [5, -46, 35{{\]\]\]\]\]}}
// CPU: sizes = [2, 3, 4]
// CPU-NEXT: {{\[\[\[}}50, -5, -5, -5],
// CPU-NEXT: [22, 24, 26, -5],
// CPU-NEXT: [26, -25, -21, -17{{\]\]}},
// CPU-NEXT: {{\[\[}}-5, -5, -5, -5],
// CPU-NEXT: [-25, -23, -21, -19],
// CPU-NEXT: [-13, -9, -5, 10{{\]\]\]}}
// CPU: sizes = [1, 3, 4, 4, 3]
// CPU-NEXT: {{\[\[\[\[\[}}127, 106, 135],
// CPU-NEXT: [12, -16, -16],
// CPU-NEXT: [-70, -61, -57],
// CPU-NEXT: [-9, -29, 34{{\]\]}},
// CPU-NEXT: {{\[\[}}-68, -54, -56],
// CPU-NEXT: [26, 55, 79],
// CPU-NEXT: [54, 54, -17],
// CPU-NEXT: [-61, -57, -58{{\]\]}},
// CPU-NEXT: {{\[\[}}12, -16, -16],
// CPU-NEXT: [-70, -61, -57],
// CPU-NEXT: [-9, -29, 34],
// CPU-NEXT: [63, 102, 26{{\]\]}},
// CPU-NEXT: {{\[\[}}26, 55, 79],
// CPU-NEXT: [54, 54, -17],
// CPU-NEXT: [-61, -57, -58],
// CPU-NEXT: [-33, -58, -33{{\]\]\]}},
// CPU-NEXT: {{\[\[\[}}63, 102, 26],
// CPU-NEXT: [-41, -42, -37],
// CPU-NEXT: [-68, -54, -56],
// CPU-NEXT: [26, 55, 79{{\]\]}},
// CPU-NEXT: {{\[\[}}-33, -58, -33],
// CPU-NEXT: [127, 106, 135],
// CPU-NEXT: [12, -16, -16],
// CPU-NEXT: [-70, -61, -57{{\]\]}},
// CPU-NEXT: {{\[\[}}-41, -42, -37],
// CPU-NEXT: [-68, -54, -56],
// CPU-NEXT: [26, 55, 79],
// CPU-NEXT: [54, 54, -17{{\]\]}},
// CPU-NEXT: {{\[\[}}127, 106, 135],
// CPU-NEXT: [12, -16, -16],
// CPU-NEXT: [-70, -61, -57],
// CPU-NEXT: [-9, -29, 34{{\]\]\]}},
// CPU-NEXT: {{\[\[\[}}54, 54, -17],
// CPU-NEXT: [-61, -57, -58],
// CPU-NEXT: [-33, -58, -33],
// CPU-NEXT: [127, 106, 135{{\]\]}},
// CPU-NEXT: {{\[\[}}-9, -29, 34],
// CPU-NEXT: [63, 102, 26],
// CPU-NEXT: [-41, -42, -37],
// CPU-NEXT: [-68, -54, -56{{\]\]}},
// CPU-NEXT: {{\[\[}}-61, -57, -58],
// CPU-NEXT: [-33, -58, -33],
// CPU-NEXT: [127, 106, 135],
// CPU-NEXT: [12, -16, -16{{\]\]}},
// CPU-NEXT: {{\[\[}}63, 102, 26],
// CPU-NEXT: [-41, -42, -37],
// CPU-NEXT: [-68, -54, -56],
// CPU-NEXT: [26, 55, 79{{\]\]\]\]\]}}

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %x = memref.alloc() : memref<1x9x3xf32>
  %win = memref.alloc() : memref<3xf32>
  %pa = memref.alloc() : memref<1x4x3xf32>
  %xc = memref.alloc() : memref<1x3x9xf32>
  %pb = memref.alloc() : memref<1x3x5xf32>
  %x3 = memref.alloc() : memref<1x4x5x5x2xf32>
  %win3 = memref.alloc() : memref<2x2x3xf32>
  %pc = memref.alloc() : memref<1x3x2x3x2xf32>
  %xu = memref.alloc() : memref<1x7x2xi32>
  %winu = memref.alloc() : memref<2xi32>
  %pd = memref.alloc() : memref<1x6x2xi32>
  %xn = memref.alloc() : memref<2x3x9xf32>
  %fn = memref.alloc() : memref<4x3x3xf32>
  %pe = memref.alloc() : memref<2x4x4xf32>
  %xg = memref.alloc() : memref<1x2x3x7x6xf32>
  %fg = memref.alloc() : memref<2x2x3x2x3xf32>
  %pf = memref.alloc() : memref<1x2x2x6x4xf32>
  %x5 = memref.alloc() : memref<1x4x7x5x2xf32>
  %f5 = memref.alloc() : memref<2x3x2x2x3xf32>
  %pg = memref.alloc() : memref<1x3x3x4x3xf32>
  %kh = memref.alloc() : memref<3x3xf32>
  %ph = memref.alloc() : memref<2x3x4xf32>
  %xe = memref.alloc() : memref<1x4x5x6x3xf32>
  %ke = memref.alloc() : memref<2x2x3x3xf32>
  %pi = memref.alloc() : memref<1x3x4x4x3xf32>
  %lo = arith.constant -100.0 : f32
  %zero = arith.constant 0.0 : f32
  %hi = arith.constant 100.0 : f32
  %zi = arith.constant 0 : i32
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%xc : memref<1x3x9xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%x3 : memref<1x4x5x5x2xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%xu : memref<1x7x2xi32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%xn : memref<2x3x9xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%kh : memref<3x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%xe : memref<1x4x5x6x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%ke : memref<2x2x3x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%fn : memref<4x3x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%xg : memref<1x2x3x7x6xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%fg : memref<2x2x3x2x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%x5 : memref<1x4x7x5x2xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%f5 : memref<2x3x2x2x3xf32>) {
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
  linalg.fill ins(%lo : f32) outs(%pa : memref<1x4x3xf32>)
  linalg.fill ins(%zero : f32) outs(%pb : memref<1x3x5xf32>)
  linalg.fill ins(%hi : f32) outs(%pc : memref<1x3x2x3x2xf32>)
  linalg.fill ins(%zi : i32) outs(%pd : memref<1x6x2xi32>)
  linalg.pooling_nwc_max {strides = dense<2> : tensor<1xi64>} ins(%x, %win : memref<1x9x3xf32>, memref<3xf32>) outs(%pa : memref<1x4x3xf32>)
  linalg.pooling_ncw_sum {dilations = dense<2> : tensor<1xi64>} ins(%xc, %win : memref<1x3x9xf32>, memref<3xf32>) outs(%pb : memref<1x3x5xf32>)
  linalg.pooling_ndhwc_min {strides = dense<[1, 2, 1]> : tensor<3xi64>} ins(%x3, %win3 : memref<1x4x5x5x2xf32>, memref<2x2x3xf32>) outs(%pc : memref<1x3x2x3x2xf32>)
  linalg.pooling_nwc_max_unsigned ins(%xu, %winu : memref<1x7x2xi32>, memref<2xi32>) outs(%pd : memref<1x6x2xi32>)
  linalg.fill ins(%zero : f32) outs(%pe : memref<2x4x4xf32>)
  linalg.fill ins(%zero : f32) outs(%pf : memref<1x2x2x6x4xf32>)
  linalg.fill ins(%zero : f32) outs(%pg : memref<1x3x3x4x3xf32>)
  linalg.conv_1d_ncw_fcw {strides = dense<2> : tensor<1xi64>} ins(%xn, %fn : memref<2x3x9xf32>, memref<4x3x3xf32>) outs(%pe : memref<2x4x4xf32>)
  linalg.conv_2d_ngchw_fgchw ins(%xg, %fg : memref<1x2x3x7x6xf32>, memref<2x2x3x2x3xf32>) outs(%pf : memref<1x2x2x6x4xf32>)
  linalg.conv_3d_ndhwc_dhwcf {strides = dense<[1, 2, 1]> : tensor<3xi64>} ins(%x5, %f5 : memref<1x4x7x5x2xf32>, memref<2x3x2x2x3xf32>) outs(%pg : memref<1x3x3x4x3xf32>)
  linalg.fill ins(%zero : f32) outs(%ph : memref<2x3x4xf32>)
  linalg.fill ins(%zero : f32) outs(%pi : memref<1x3x4x4x3xf32>)
  linalg.depthwise_conv_1d_ncw_cw {strides = dense<2> : tensor<1xi64>} ins(%xn, %kh : memref<2x3x9xf32>, memref<3x3xf32>) outs(%ph : memref<2x3x4xf32>)
  linalg.depthwise_conv_3d_ndhwc_dhwc ins(%xe, %ke : memref<1x4x5x6x3xf32>, memref<2x2x3x3xf32>) outs(%pi : memref<1x3x4x4x3xf32>)
  %qa = memref.cast %pa : memref<1x4x3xf32> to memref<*xf32>
  call @printMemrefF32(%qa) : (memref<*xf32>) -> ()
  %qb = memref.cast %pb : memref<1x3x5xf32> to memref<*xf32>
  call @printMemrefF32(%qb) : (memref<*xf32>) -> ()
  %qc = memref.cast %pc : memref<1x3x2x3x2xf32> to memref<*xf32>
  call @printMemrefF32(%qc) : (memref<*xf32>) -> ()
  %qd = memref.cast %pd : memref<1x6x2xi32> to memref<*xi32>
  call @printMemrefI32(%qd) : (memref<*xi32>) -> ()
  %qe = memref.cast %pe : memref<2x4x4xf32> to memref<*xf32>
  call @printMemrefF32(%qe) : (memref<*xf32>) -> ()
  %qf = memref.cast %pf : memref<1x2x2x6x4xf32> to memref<*xf32>
  call @printMemrefF32(%qf) : (memref<*xf32>) -> ()
  %qg = memref.cast %pg : memref<1x3x3x4x3xf32> to memref<*xf32>
  call @printMemrefF32(%qg) : (memref<*xf32>) -> ()
  %qh = memref.cast %ph : memref<2x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%qh) : (memref<*xf32>) -> ()
  %qi = memref.cast %pi : memref<1x3x4x4x3xf32> to memref<*xf32>
  call @printMemrefF32(%qi) : (memref<*xf32>) -> ()
  return
}

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// The quantized ops, mixed-precision contractions (i8 x i8 -> i32: arith.extsi, and
// arith.extui under matmul's, batch_matmul's and copy's
// cast = #linalg.type_fn<cast_unsigned>),
// the tiled contractions and i8 -> i32 convolutions and poolings on memrefs of odd sizes,
// generalized and lowered to loops, on every GPU path (i8 storage works on all six):
// quantized_matmul, quantized_batch_matmul, conv_2d_nhwc_hwcf_q (strides [2, 1]),
// conv_2d_nchw_fchw_q, conv_2d_nhwc_fhwc_q, depthwise_conv_2d_nhwc_hwc_q,
// depthwise_conv_2d_nhwc_hwcm_q, conv_3d_ndhwc_dhwcf_q, conv_2d_nhwgc_gfhwc_q (zero points
// 3 and -2), matmul (signed and unsigned), batch_matmul (unsigned), batch_reduce_matmul,
// matvec, mmt4d, batch_mmt4d, batch_vecmat, copy (cast_unsigned), conv_2d_nhwc_hwcf
// (dilations [2, 1]), pooling_nhwc_sum and pooling_nhwc_max_unsigned. Inputs: the element at (.., h, i, j, k, l) (the last
// indices, weighted 2, 1, 7, 3, 5) is ((2h + i + 7j + 3k + 5l) mod 11) - 5.
// The printed CPU values (quantized_matmul, conv_2d_nhwc_hwcf_q, the unsigned matmul, the
// unsigned copy i8 -> i32) were computed independently with numpy:
//   import numpy as np
//   W=[2,1,7,3,5]
//   def arr(shape):
//       ws=W[-len(shape):]
//       idx=np.indices(shape)
//       s=sum(w*i for w,i in zip(ws,idx))
//       return ((s % 11) - 5).astype(np.int64)
//   A=arr((5,7)); B=arr((7,3)); azp,bzp=3,-2
//   q=(A-azp)@(B-bzp)
//   print(q.tolist())
//   X=arr((1,7,5,3)); K=arr((3,2,3,2))
//   O=np.zeros((1,3,4,2),np.int64)
//   for n in range(1):
//     for oh in range(3):
//       for ow in range(4):
//         for f in range(2):
//           s=0
//           for kh in range(3):
//             for kw in range(2):
//               for c in range(3):
//                 s+=(X[n,oh*2+kh,ow+kw,c]-azp)*(K[kh,kw,c,f]-bzp)
//           O[n,oh,ow,f]=s
//   print(O.tolist())
//   print(((A%256)@(B%256)).tolist())
//   print((A%256).tolist())
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: spirv (naga) on vulkan         ok
// CHECK: spirv passthrough on vulkan    ok
// CHECK: wgsl on vulkan                 ok
// CHECK: spirv (naga) on gl             ok
// CHECK: wgsl on gl                     ok
// CHECK: result: PASS (6 paths compared)
// CPU: sizes = [5, 3]
// CPU-NEXT: {{\[\[}}-1,   -64,   -72],
// CPU-NEXT: {{\[}}-29,   -9,   -55],
// CPU-NEXT: {{\[}}-2,   -31,   -5],
// CPU-NEXT: {{\[}}-52,   -64,   -21],
// CPU-NEXT: {{\[}}-25,   -20,   -81{{\]\]}}
// CPU: sizes = [1, 3, 4, 2]
// CPU-NEXT: {{\[\[\[\[}}1,     -153],
// CPU-NEXT: {{\[}}-108,     -135],
// CPU-NEXT: {{\[}}-129,     -150],
// CPU-NEXT: {{\[}}-95,     -110{{\]\]}},
// CPU-NEXT: {{\[\[}}-108,     -135],
// CPU-NEXT: {{\[}}-129,     -150],
// CPU-NEXT: {{\[}}-95,     -110],
// CPU-NEXT: {{\[}}-61,     -70{{\]\]}},
// CPU-NEXT: {{\[\[}}-129,     -150],
// CPU-NEXT: {{\[}}-95,     -110],
// CPU-NEXT: {{\[}}-61,     -70],
// CPU-NEXT: {{\[}}-60,     -129{{\]\]\]\]}}
// CPU: sizes = [5, 3]
// CPU-NEXT: {{\[\[}}129810,   67801,   67543],
// CPU-NEXT: {{\[}}129038,   127528,   65792],
// CPU-NEXT: {{\[}}129813,   66302,   128798],
// CPU-NEXT: {{\[}}131301,   67039,   129552],
// CPU-NEXT: {{\[}}130050,   65037,   67542{{\]\]}}
// CPU: sizes = [5, 7]
// CPU-NEXT: {{\[\[}}251,   0,   5,   255,   4,   254,   3],
// CPU-NEXT: {{\[}}254,   3,   253,   2,   252,   1,   251],
// CPU-NEXT: {{\[}}1,   251,   0,   5,   255,   4,   254],
// CPU-NEXT: {{\[}}4,   254,   3,   253,   2,   252,   1],
// CPU-NEXT: {{\[}}252,   1,   251,   0,   5,   255,   4{{\]\]}}

func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %a = memref.alloc() : memref<5x7xi8>
  %b = memref.alloc() : memref<7x3xi8>
  %oq = memref.alloc() : memref<5x3xi32>
  %ou = memref.alloc() : memref<5x3xi32>
  %os = memref.alloc() : memref<5x3xi32>
  %ba = memref.alloc() : memref<2x3x5xi8>
  %bb = memref.alloc() : memref<2x5x3xi8>
  %obu = memref.alloc() : memref<2x3x3xi32>
  %obq = memref.alloc() : memref<2x3x3xi32>
  %vec = memref.alloc() : memref<7xi8>
  %ov = memref.alloc() : memref<5xi32>
  %x = memref.alloc() : memref<1x7x5x3xi8>
  %k = memref.alloc() : memref<3x2x3x2xi8>
  %oc = memref.alloc() : memref<1x3x4x2xi32>
  %xc = memref.alloc() : memref<1x3x7x5xi8>
  %kc = memref.alloc() : memref<2x3x3x2xi8>
  %occ = memref.alloc() : memref<1x2x5x4xi32>
  %kf = memref.alloc() : memref<2x3x2x3xi8>
  %ocf = memref.alloc() : memref<1x5x4x2xi32>
  %kd = memref.alloc() : memref<3x2x3xi8>
  %od = memref.alloc() : memref<1x5x4x3xi32>
  %km = memref.alloc() : memref<3x2x3x2xi8>
  %om = memref.alloc() : memref<1x5x4x3x2xi32>
  %x3 = memref.alloc() : memref<1x3x4x5x3xi8>
  %k3 = memref.alloc() : memref<2x2x3x3x2xi8>
  %o3 = memref.alloc() : memref<1x2x3x3x2xi32>
  %lm = memref.alloc() : memref<3x5x2x3xi8>
  %rm = memref.alloc() : memref<2x5x3x3xi8>
  %omm = memref.alloc() : memref<3x2x2x3xi32>
  %blm = memref.alloc() : memref<2x1x3x2x3xi8>
  %brm = memref.alloc() : memref<2x3x3x3x3xi8>
  %obm = memref.alloc() : memref<2x1x3x2x3xi32>
  %vv = memref.alloc() : memref<2x5xi8>
  %vm = memref.alloc() : memref<2x5x3xi8>
  %ovm = memref.alloc() : memref<2x3xi32>
  %xg = memref.alloc() : memref<1x5x6x2x3xi8>
  %kg = memref.alloc() : memref<2x4x2x2x3xi8>
  %og = memref.alloc() : memref<1x4x5x2x4xi32>
  %ra = memref.alloc() : memref<3x5x7xi8>
  %rb = memref.alloc() : memref<3x7x3xi8>
  %orr = memref.alloc() : memref<5x3xi32>
  %ocp = memref.alloc() : memref<5x7xi32>
  %w = memref.alloc() : memref<3x2xi8>
  %opc = memref.alloc() : memref<1x3x4x2xi32>
  %ops = memref.alloc() : memref<1x5x4x3xi32>
  %opu = memref.alloc() : memref<1x5x4x3xi32>
  %zi = arith.constant 0 : i32
  %zf = arith.constant 0.0 : f32
  %azp = arith.constant 3 : i32
  %bzp = arith.constant -2 : i32
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<5x7xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 3 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 5 : index
    %t1 = arith.muli %j1, %w1 : index
    %sum1 = arith.addi %t0, %t1 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum1, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%b : memref<7x3xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 3 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 5 : index
    %t1 = arith.muli %j1, %w1 : index
    %sum1 = arith.addi %t0, %t1 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum1, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.fill ins(%zi : i32) outs(%oq : memref<5x3xi32>)
  linalg.fill ins(%zi : i32) outs(%ou : memref<5x3xi32>)
  linalg.fill ins(%zi : i32) outs(%os : memref<5x3xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%ba : memref<2x3x5xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 7 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 3 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 5 : index
    %t2 = arith.muli %j2, %w2 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum2, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%bb : memref<2x5x3xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 7 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 3 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 5 : index
    %t2 = arith.muli %j2, %w2 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum2, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.fill ins(%zi : i32) outs(%obu : memref<2x3x3xi32>)
  linalg.fill ins(%zi : i32) outs(%obq : memref<2x3x3xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%vec : memref<7xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 5 : index
    %t0 = arith.muli %j0, %w0 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %t0, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.fill ins(%zi : i32) outs(%ov : memref<5xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%x : memref<1x7x5x3xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 1 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 7 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 3 : index
    %t2 = arith.muli %j2, %w2 : index
    %j3 = linalg.index 3 : index
    %w3 = arith.constant 5 : index
    %t3 = arith.muli %j3, %w3 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %sum3 = arith.addi %sum2, %t3 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum3, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%k : memref<3x2x3x2xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 1 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 7 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 3 : index
    %t2 = arith.muli %j2, %w2 : index
    %j3 = linalg.index 3 : index
    %w3 = arith.constant 5 : index
    %t3 = arith.muli %j3, %w3 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %sum3 = arith.addi %sum2, %t3 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum3, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.fill ins(%zi : i32) outs(%oc : memref<1x3x4x2xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%xc : memref<1x3x7x5xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 1 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 7 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 3 : index
    %t2 = arith.muli %j2, %w2 : index
    %j3 = linalg.index 3 : index
    %w3 = arith.constant 5 : index
    %t3 = arith.muli %j3, %w3 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %sum3 = arith.addi %sum2, %t3 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum3, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%kc : memref<2x3x3x2xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 1 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 7 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 3 : index
    %t2 = arith.muli %j2, %w2 : index
    %j3 = linalg.index 3 : index
    %w3 = arith.constant 5 : index
    %t3 = arith.muli %j3, %w3 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %sum3 = arith.addi %sum2, %t3 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum3, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.fill ins(%zi : i32) outs(%occ : memref<1x2x5x4xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%kf : memref<2x3x2x3xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 1 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 7 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 3 : index
    %t2 = arith.muli %j2, %w2 : index
    %j3 = linalg.index 3 : index
    %w3 = arith.constant 5 : index
    %t3 = arith.muli %j3, %w3 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %sum3 = arith.addi %sum2, %t3 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum3, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.fill ins(%zi : i32) outs(%ocf : memref<1x5x4x2xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%kd : memref<3x2x3xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 7 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 3 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 5 : index
    %t2 = arith.muli %j2, %w2 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum2, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.fill ins(%zi : i32) outs(%od : memref<1x5x4x3xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%km : memref<3x2x3x2xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 1 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 7 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 3 : index
    %t2 = arith.muli %j2, %w2 : index
    %j3 = linalg.index 3 : index
    %w3 = arith.constant 5 : index
    %t3 = arith.muli %j3, %w3 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %sum3 = arith.addi %sum2, %t3 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum3, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.fill ins(%zi : i32) outs(%om : memref<1x5x4x3x2xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%x3 : memref<1x3x4x5x3xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 2 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 1 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 7 : index
    %t2 = arith.muli %j2, %w2 : index
    %j3 = linalg.index 3 : index
    %w3 = arith.constant 3 : index
    %t3 = arith.muli %j3, %w3 : index
    %j4 = linalg.index 4 : index
    %w4 = arith.constant 5 : index
    %t4 = arith.muli %j4, %w4 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %sum3 = arith.addi %sum2, %t3 : index
    %sum4 = arith.addi %sum3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum4, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%k3 : memref<2x2x3x3x2xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 2 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 1 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 7 : index
    %t2 = arith.muli %j2, %w2 : index
    %j3 = linalg.index 3 : index
    %w3 = arith.constant 3 : index
    %t3 = arith.muli %j3, %w3 : index
    %j4 = linalg.index 4 : index
    %w4 = arith.constant 5 : index
    %t4 = arith.muli %j4, %w4 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %sum3 = arith.addi %sum2, %t3 : index
    %sum4 = arith.addi %sum3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum4, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.fill ins(%zi : i32) outs(%o3 : memref<1x2x3x3x2xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%lm : memref<3x5x2x3xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 1 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 7 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 3 : index
    %t2 = arith.muli %j2, %w2 : index
    %j3 = linalg.index 3 : index
    %w3 = arith.constant 5 : index
    %t3 = arith.muli %j3, %w3 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %sum3 = arith.addi %sum2, %t3 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum3, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%rm : memref<2x5x3x3xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 1 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 7 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 3 : index
    %t2 = arith.muli %j2, %w2 : index
    %j3 = linalg.index 3 : index
    %w3 = arith.constant 5 : index
    %t3 = arith.muli %j3, %w3 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %sum3 = arith.addi %sum2, %t3 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum3, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.fill ins(%zi : i32) outs(%omm : memref<3x2x2x3xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%blm : memref<2x1x3x2x3xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 2 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 1 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 7 : index
    %t2 = arith.muli %j2, %w2 : index
    %j3 = linalg.index 3 : index
    %w3 = arith.constant 3 : index
    %t3 = arith.muli %j3, %w3 : index
    %j4 = linalg.index 4 : index
    %w4 = arith.constant 5 : index
    %t4 = arith.muli %j4, %w4 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %sum3 = arith.addi %sum2, %t3 : index
    %sum4 = arith.addi %sum3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum4, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%brm : memref<2x3x3x3x3xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 2 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 1 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 7 : index
    %t2 = arith.muli %j2, %w2 : index
    %j3 = linalg.index 3 : index
    %w3 = arith.constant 3 : index
    %t3 = arith.muli %j3, %w3 : index
    %j4 = linalg.index 4 : index
    %w4 = arith.constant 5 : index
    %t4 = arith.muli %j4, %w4 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %sum3 = arith.addi %sum2, %t3 : index
    %sum4 = arith.addi %sum3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum4, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.fill ins(%zi : i32) outs(%obm : memref<2x1x3x2x3xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%vv : memref<2x5xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 3 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 5 : index
    %t1 = arith.muli %j1, %w1 : index
    %sum1 = arith.addi %t0, %t1 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum1, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%vm : memref<2x5x3xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 7 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 3 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 5 : index
    %t2 = arith.muli %j2, %w2 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum2, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.fill ins(%zi : i32) outs(%ovm : memref<2x3xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%xg : memref<1x5x6x2x3xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 2 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 1 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 7 : index
    %t2 = arith.muli %j2, %w2 : index
    %j3 = linalg.index 3 : index
    %w3 = arith.constant 3 : index
    %t3 = arith.muli %j3, %w3 : index
    %j4 = linalg.index 4 : index
    %w4 = arith.constant 5 : index
    %t4 = arith.muli %j4, %w4 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %sum3 = arith.addi %sum2, %t3 : index
    %sum4 = arith.addi %sum3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum4, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%kg : memref<2x4x2x2x3xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 2 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 1 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 7 : index
    %t2 = arith.muli %j2, %w2 : index
    %j3 = linalg.index 3 : index
    %w3 = arith.constant 3 : index
    %t3 = arith.muli %j3, %w3 : index
    %j4 = linalg.index 4 : index
    %w4 = arith.constant 5 : index
    %t4 = arith.muli %j4, %w4 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %sum3 = arith.addi %sum2, %t3 : index
    %sum4 = arith.addi %sum3, %t4 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum4, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.fill ins(%zi : i32) outs(%og : memref<1x4x5x2x4xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%ra : memref<3x5x7xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 7 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 3 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 5 : index
    %t2 = arith.muli %j2, %w2 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum2, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%rb : memref<3x7x3xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 7 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 3 : index
    %t1 = arith.muli %j1, %w1 : index
    %j2 = linalg.index 2 : index
    %w2 = arith.constant 5 : index
    %t2 = arith.muli %j2, %w2 : index
    %sum1 = arith.addi %t0, %t1 : index
    %sum2 = arith.addi %sum1, %t2 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum2, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.fill ins(%zi : i32) outs(%orr : memref<5x3xi32>)
  linalg.fill ins(%zi : i32) outs(%ocp : memref<5x7xi32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%w : memref<3x2xi8>) {
  ^bb0(%o: i8):
    %j0 = linalg.index 0 : index
    %w0 = arith.constant 3 : index
    %t0 = arith.muli %j0, %w0 : index
    %j1 = linalg.index 1 : index
    %w1 = arith.constant 5 : index
    %t1 = arith.muli %j1, %w1 : index
    %sum1 = arith.addi %t0, %t1 : index
    %c11 = arith.constant 11 : index
    %rem = arith.remui %sum1, %c11 : index
    %c5 = arith.constant 5 : index
    %v = arith.subi %rem, %c5 : index
    %e = arith.index_cast %v : index to i8
    linalg.yield %e : i8
  }
  linalg.fill ins(%zi : i32) outs(%opc : memref<1x3x4x2xi32>)
  linalg.fill ins(%zi : i32) outs(%ops : memref<1x5x4x3xi32>)
  linalg.fill ins(%zi : i32) outs(%opu : memref<1x5x4x3xi32>)
  linalg.quantized_matmul ins(%a, %b, %azp, %bzp : memref<5x7xi8>, memref<7x3xi8>, i32, i32) outs(%oq : memref<5x3xi32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<5x7xi8>, memref<7x3xi8>) outs(%ou : memref<5x3xi32>)
  linalg.matmul ins(%a, %b : memref<5x7xi8>, memref<7x3xi8>) outs(%os : memref<5x3xi32>)
  linalg.batch_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ba, %bb : memref<2x3x5xi8>, memref<2x5x3xi8>) outs(%obu : memref<2x3x3xi32>)
  linalg.quantized_batch_matmul ins(%ba, %bb, %azp, %bzp : memref<2x3x5xi8>, memref<2x5x3xi8>, i32, i32) outs(%obq : memref<2x3x3xi32>)
  linalg.matvec ins(%a, %vec : memref<5x7xi8>, memref<7xi8>) outs(%ov : memref<5xi32>)
  linalg.conv_2d_nhwc_hwcf_q {strides = dense<[2, 1]> : tensor<2xi64>} ins(%x, %k, %azp, %bzp : memref<1x7x5x3xi8>, memref<3x2x3x2xi8>, i32, i32) outs(%oc : memref<1x3x4x2xi32>)
  linalg.conv_2d_nchw_fchw_q ins(%xc, %kc, %azp, %bzp : memref<1x3x7x5xi8>, memref<2x3x3x2xi8>, i32, i32) outs(%occ : memref<1x2x5x4xi32>)
  linalg.conv_2d_nhwc_fhwc_q ins(%x, %kf, %azp, %bzp : memref<1x7x5x3xi8>, memref<2x3x2x3xi8>, i32, i32) outs(%ocf : memref<1x5x4x2xi32>)
  linalg.depthwise_conv_2d_nhwc_hwc_q ins(%x, %kd, %azp, %bzp : memref<1x7x5x3xi8>, memref<3x2x3xi8>, i32, i32) outs(%od : memref<1x5x4x3xi32>)
  linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%x, %km, %azp, %bzp : memref<1x7x5x3xi8>, memref<3x2x3x2xi8>, i32, i32) outs(%om : memref<1x5x4x3x2xi32>)
  linalg.conv_3d_ndhwc_dhwcf_q ins(%x3, %k3, %azp, %bzp : memref<1x3x4x5x3xi8>, memref<2x2x3x3x2xi8>, i32, i32) outs(%o3 : memref<1x2x3x3x2xi32>)
  linalg.mmt4d ins(%lm, %rm : memref<3x5x2x3xi8>, memref<2x5x3x3xi8>) outs(%omm : memref<3x2x2x3xi32>)
  linalg.conv_2d_nhwgc_gfhwc_q ins(%xg, %kg, %azp, %bzp : memref<1x5x6x2x3xi8>, memref<2x4x2x2x3xi8>, i32, i32) outs(%og : memref<1x4x5x2x4xi32>)
  linalg.batch_reduce_matmul ins(%ra, %rb : memref<3x5x7xi8>, memref<3x7x3xi8>) outs(%orr : memref<5x3xi32>)
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%a : memref<5x7xi8>) outs(%ocp : memref<5x7xi32>)
  linalg.batch_mmt4d ins(%blm, %brm : memref<2x1x3x2x3xi8>, memref<2x3x3x3x3xi8>) outs(%obm : memref<2x1x3x2x3xi32>)
  linalg.batch_vecmat ins(%vv, %vm : memref<2x5xi8>, memref<2x5x3xi8>) outs(%ovm : memref<2x3xi32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 1]> : tensor<2xi64>} ins(%x, %k : memref<1x7x5x3xi8>, memref<3x2x3x2xi8>) outs(%opc : memref<1x3x4x2xi32>)
  linalg.pooling_nhwc_sum ins(%x, %w : memref<1x7x5x3xi8>, memref<3x2xi8>) outs(%ops : memref<1x5x4x3xi32>)
  linalg.pooling_nhwc_max_unsigned ins(%x, %w : memref<1x7x5x3xi8>, memref<3x2xi8>) outs(%opu : memref<1x5x4x3xi32>)
  %p0 = memref.cast %oq : memref<5x3xi32> to memref<*xi32>
  call @printMemrefI32(%p0) : (memref<*xi32>) -> ()
  %p1 = memref.cast %oc : memref<1x3x4x2xi32> to memref<*xi32>
  call @printMemrefI32(%p1) : (memref<*xi32>) -> ()
  %p2 = memref.cast %ou : memref<5x3xi32> to memref<*xi32>
  call @printMemrefI32(%p2) : (memref<*xi32>) -> ()
  %p3 = memref.cast %ocp : memref<5x7xi32> to memref<*xi32>
  call @printMemrefI32(%p3) : (memref<*xi32>) -> ()
  return
}

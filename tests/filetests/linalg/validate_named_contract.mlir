// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// The small contractions and the integer pooling on memrefs, generalized and lowered to
// loops, on every path: vecmat, dot, batch_matvec on i32 (muli/addi), matmul with a
// transposed A (indexing_maps (d2, d0)) and with a broadcast B (indexing_maps (d2)), and
// pooling_nhwc_min on i32 (minsi), and linalg.elementwise (<sub> with a transposed input,
// <square>, <max_signed> on i32 with a transposed input), on odd shapes. Inputs: element at (i, j, k, l) (the last
// four indices, weighted 1, 7, 3, 5) is ((i + 7j + 3k + 5l) mod 11) - 5. The CPU values
// were computed with numpy (x @ A, x @ x, einsum, A.T @ B, the window minima,
// (A.T - A2) ** 2, maximum(v, vt.T)).
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: wgsl on gl ok
// CHECK: result: PASS
// CPU: sizes = [3]
// CPU-NEXT: [10,  -19,  -48]
// CPU: rank = 0
// CPU-NEXT: [67]
// CPU: sizes = [2, 3]
// CPU-NEXT: {{\[}}[67,  -23,  -14],
// CPU-NEXT: [-29,  -41,  46]]
// CPU: sizes = [3, 7]
// CPU-NEXT: {{\[}}[62,  -23,  13,  -6,  -25,  0,  -19],
// CPU-NEXT: [-23,  39,  -20,  -13,  -6,  -10,  -3],
// CPU-NEXT: [13,  -20,  68,  -20,  13,  -20,  13]]
// CPU: sizes = [3, 4]
// CPU-NEXT: {{\[}}[67,  67,  67,  67],
// CPU-NEXT: [-23,  -23,  -23,  -23],
// CPU-NEXT: [-14,  -14,  -14,  -14]]
// CPU: sizes = [1, 3, 3, 2]
// CPU-NEXT: {{\[\[\[}}[-5,  -5],
// CPU-NEXT: [-4,  -5],
// CPU-NEXT: [-5,  -4]],
// CPU-NEXT: [-4,  -5],
// CPU-NEXT: [-5,  -4],
// CPU-NEXT: [-5,  -5]],
// CPU-NEXT: [-4,  -5],
// CPU-NEXT: [-5,  -4],
// CPU-NEXT: [-3,  -5]]]]
// CPU: sizes = [3, 5]
// CPU-NEXT: {{\[}}[0,  4,  16,  25,  64],
// CPU-NEXT: [4,  0,  4,  16,  25],
// CPU-NEXT: [16,  4,  0,  4,  16]]
// CPU: sizes = [2, 5]
// CPU-NEXT: {{\[}}[-5,  0,  5,  4,  4],
// CPU-NEXT: [0,  3,  -3,  2,  1]]

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %a = memref.alloc() : memref<5x3xf32>
  %x = memref.alloc() : memref<5xf32>
  %y = memref.alloc() : memref<3xf32>
  %s = memref.alloc() : memref<f32>
  %b = memref.alloc() : memref<2x3x5xi32>
  %v = memref.alloc() : memref<2x5xi32>
  %bv = memref.alloc() : memref<2x3xi32>
  %b2 = memref.alloc() : memref<5x7xf32>
  %c = memref.alloc() : memref<3x7xf32>
  %a2 = memref.alloc() : memref<3x5xf32>
  %c2 = memref.alloc() : memref<3x4xf32>
  %xi = memref.alloc() : memref<1x7x7x2xi32>
  %win = memref.alloc() : memref<3x3xi32>
  %p = memref.alloc() : memref<1x3x3x2xi32>
  %e1 = memref.alloc() : memref<3x5xf32>
  %e2 = memref.alloc() : memref<3x5xf32>
  %vt = memref.alloc() : memref<5x2xi32>
  %e3 = memref.alloc() : memref<2x5xi32>
  %zero = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32
  %big = arith.constant 100 : i32
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<5x3xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : memref<5xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%b : memref<2x3x5xi32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%v : memref<2x5xi32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%b2 : memref<5x7xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%a2 : memref<3x5xf32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%xi : memref<1x7x7x2xi32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%vt : memref<5x2xi32>) {
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
  linalg.fill ins(%zero : f32) outs(%y : memref<3xf32>)
  linalg.fill ins(%zero : f32) outs(%s : memref<f32>)
  linalg.fill ins(%zi : i32) outs(%bv : memref<2x3xi32>)
  linalg.fill ins(%zero : f32) outs(%c : memref<3x7xf32>)
  linalg.fill ins(%zero : f32) outs(%c2 : memref<3x4xf32>)
  linalg.fill ins(%big : i32) outs(%p : memref<1x3x3x2xi32>)
  linalg.vecmat ins(%x, %a : memref<5xf32>, memref<5x3xf32>) outs(%y : memref<3xf32>)
  linalg.dot ins(%x, %x : memref<5xf32>, memref<5xf32>) outs(%s : memref<f32>)
  linalg.batch_matvec ins(%b, %v : memref<2x3x5xi32>, memref<2x5xi32>) outs(%bv : memref<2x3xi32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b2 : memref<5x3xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a2, %x : memref<3x5xf32>, memref<5xf32>) outs(%c2 : memref<3x4xf32>)
  linalg.pooling_nhwc_min {strides = dense<2> : tensor<2xi64>} ins(%xi, %win : memref<1x7x7x2xi32>, memref<3x3xi32>) outs(%p : memref<1x3x3x2xi32>)
  linalg.elementwise <sub> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %a2 : memref<5x3xf32>, memref<3x5xf32>) outs(%e1 : memref<3x5xf32>)
  linalg.elementwise <square> ins(%e1 : memref<3x5xf32>) outs(%e2 : memref<3x5xf32>)
  linalg.elementwise <max_signed> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%v, %vt : memref<2x5xi32>, memref<5x2xi32>) outs(%e3 : memref<2x5xi32>)
  %q1 = memref.cast %y : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%q1) : (memref<*xf32>) -> ()
  %q2 = memref.cast %s : memref<f32> to memref<*xf32>
  call @printMemrefF32(%q2) : (memref<*xf32>) -> ()
  %q3 = memref.cast %bv : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%q3) : (memref<*xi32>) -> ()
  %q4 = memref.cast %c : memref<3x7xf32> to memref<*xf32>
  call @printMemrefF32(%q4) : (memref<*xf32>) -> ()
  %q5 = memref.cast %c2 : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%q5) : (memref<*xf32>) -> ()
  %q6 = memref.cast %p : memref<1x3x3x2xi32> to memref<*xi32>
  call @printMemrefI32(%q6) : (memref<*xi32>) -> ()
  %q7 = memref.cast %e2 : memref<3x5xf32> to memref<*xf32>
  call @printMemrefF32(%q7) : (memref<*xf32>) -> ()
  %q8 = memref.cast %e3 : memref<2x5xi32> to memref<*xi32>
  call @printMemrefI32(%q8) : (memref<*xi32>) -> ()
  return
}

// REQUIRES: vulkan
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// Mixed element types through the region builder's casts: conv_2d of i8 input and filter
// into i32 (arith.extsi) and of an f16 input and an i8 filter into f32 (arith.extf,
// arith.sitofp), on every path that has f16 (llvmpipe's GL has none and says so). Inputs:
// element at (i, j) is ((3i + 5j) mod 11) - 5, narrowed; both convolutions give numpy's
// values.
// CHECK: gpu pipeline, cpu interpreter  ok
// CHECK: spirv (naga) on vulkan         ok
// CHECK: spirv passthrough on vulkan    ok
// CHECK: wgsl on vulkan                 ok
// CHECK: result: PASS
// CPU: sizes = [4, 4]
// CPU-NEXT: {{\[}}[72,  -26,  19,  -24],
// CPU-NEXT: [-22,  -10,  13,  -30],
// CPU-NEXT: [-28,  72,  -26,  19],
// CPU-NEXT: [21,  -22,  -10,  13]]
// CPU: sizes = [4, 4]
// CPU-NEXT: {{\[}}[72,  -26,  19,  -24],
// CPU-NEXT: [-22,  -10,  13,  -30],
// CPU-NEXT: [-28,  72,  -26,  19],
// CPU-NEXT: [21,  -22,  -10,  13]]

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<5x6xi32>
  %k = memref.alloc() : memref<2x3xi32>
  %a8 = memref.alloc() : memref<5x6xi8>
  %k8 = memref.alloc() : memref<2x3xi8>
  %af = memref.alloc() : memref<5x6xf16>
  %oi = memref.alloc() : memref<4x4xi32>
  %of = memref.alloc() : memref<4x4xf32>
  %z = arith.constant 0 : i32
  %zf = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<5x6xi32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%k : memref<2x3xi32>) {
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
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<5x6xi32>) outs(%a8, %af : memref<5x6xi8>, memref<5x6xf16>) {
  ^bb0(%x: i32, %o1: i8, %o2: f16):
    %t = arith.trunci %x : i32 to i8
    %f = arith.sitofp %x : i32 to f16
    linalg.yield %t, %f : i8, f16
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%k : memref<2x3xi32>) outs(%k8 : memref<2x3xi8>) {
  ^bb0(%x: i32, %o1: i8):
    %t = arith.trunci %x : i32 to i8
    linalg.yield %t : i8
  }
  linalg.fill ins(%z : i32) outs(%oi : memref<4x4xi32>)
  linalg.fill ins(%zf : f32) outs(%of : memref<4x4xf32>)
  linalg.conv_2d ins(%a8, %k8 : memref<5x6xi8>, memref<2x3xi8>) outs(%oi : memref<4x4xi32>)
  linalg.conv_2d ins(%af, %k8 : memref<5x6xf16>, memref<2x3xi8>) outs(%of : memref<4x4xf32>)
  %q = memref.cast %oi : memref<4x4xi32> to memref<*xi32>
  call @printMemrefI32(%q) : (memref<*xi32>) -> ()
  %qf = memref.cast %of : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%qf) : (memref<*xf32>) -> ()
  return
}

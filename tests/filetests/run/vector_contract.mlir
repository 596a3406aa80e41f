// REQUIRES: vulkan, gl
// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: tessera validate %s --backend all | FileCheck %s --check-prefix=VALIDATE

// vector.contract in the interpreter (a host op): a 2x3 by 3x4 matmul into an accumulator
// of ones, A[i][k] = i + k, B[k][j] = k - j (products fused per reduction step, as
// upstream lowers a float add through vector.fma); an i8 dot product sign-extended into
// i32 from 100: 100 + (-128)(2) + (127)(-1) + (3)(3) = -274; a maxsi contraction (the
// largest product, (-128) * (-128) = 16384 in i32, against the accumulator 0); f16 operands into an f32
// accumulator: 0.5 * 2 + 1.5 * 1 + 0.25; and a batched contraction (b, i, k) x (b, k) ->
// (b, i). Checked by hand.
// CHECK: ( ( 6, 3, 0, -3 ), ( 9, 3, -3, -9 ) )
// CHECK-NEXT: -274
// CHECK-NEXT: 16384
// CHECK-NEXT: 2.75
// CHECK-NEXT: ( ( 5, 11 ), ( 39, 53 ) )
// VALIDATE: result: PASS
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#dot = affine_map<(k) -> (k)>
#scalar = affine_map<(k) -> ()>
func.func @main() {
  %a = arith.constant dense<[[0.0, 1.0, 2.0], [1.0, 2.0, 3.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[0.0, -1.0, -2.0, -3.0], [1.0, 0.0, -1.0, -2.0], [2.0, 1.0, 0.0, -1.0]]> : vector<3x4xf32>
  %c = arith.constant dense<1.0> : vector<2x4xf32>
  %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  vector.print %0 : vector<2x4xf32>
  %x = arith.constant dense<[-128, 127, 3]> : vector<3xi8>
  %y = arith.constant dense<[2, -1, 3]> : vector<3xi8>
  %z = arith.constant 100 : i32
  %1 = vector.contract {indexing_maps = [#dot, #dot, #scalar], iterator_types = ["reduction"]} %x, %y, %z : vector<3xi8>, vector<3xi8> into i32
  vector.print %1 : i32
  %x2 = arith.constant dense<[-128, 127, 3]> : vector<3xi16>
  %zero = arith.constant 0 : i32
  %2 = vector.contract {indexing_maps = [#dot, #dot, #scalar], iterator_types = ["reduction"], kind = #vector.kind<maxsi>} %x2, %x2, %zero : vector<3xi16>, vector<3xi16> into i32
  vector.print %2 : i32
  %h = arith.constant dense<[0.5, 1.5]> : vector<2xf16>
  %g = arith.constant dense<[2.0, 1.0]> : vector<2xf16>
  %quarter = arith.constant 0.25 : f32
  %3 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %h, %g, %quarter : vector<2xf16>, vector<2xf16> into f32
  vector.print %3 : f32
  %p = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi32>
  %q = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %r = arith.constant dense<0> : vector<2x2xi32>
  %4 = vector.contract {indexing_maps = [affine_map<(b, i, k) -> (b, i, k)>, affine_map<(b, i, k) -> (b, k)>, affine_map<(b, i, k) -> (b, i)>], iterator_types = ["parallel", "parallel", "reduction"]} %p, %q, %r : vector<2x2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  vector.print %4 : vector<2x2xi32>
  %o = memref.alloc() : memref<8xf32>
  %one = arith.constant 1.0 : f32
  affine.for %k = 0 to 8 {
    affine.store %one, %o[%k] : memref<8xf32>
  }
  return
}

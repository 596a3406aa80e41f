// REQUIRES: vulkan, gl
// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: tessera validate %s --backend all | FileCheck %s --check-prefix=VALIDATE

// vector.print as upstream's runtime prints it (floats with %g, i1 as 0/1, signless
// integers signed, index unsigned, nested parentheses, punctuation and strings), vscale
// (1), the scalable inserts and extracts, and scan as upstream's lowering computes it
// (inclusive: the initial value unused; exclusive: it comes first), inside a loop that
// stays on the host (vector.print is a host op) while the loop next to it is a kernel.
// CHECK: ( 1.5, -0, nan, 1e+10 )
// CHECK-NEXT: ( ( 1, -2 ), ( 3, -4 ) )
// CHECK-NEXT: ( 1, 0, 1 )
// A string is followed by its newline (upstream allows no other punctuation with one):
// CHECK-NEXT: 18446744073709551615, vscale {{$}}
// CHECK-NEXT: 1
// CHECK-NEXT: ( 1.5, -0, 9, 9, 9, 9, 9, 9 )
// CHECK-NEXT: ( -0, nan )
// Inclusive scan of (1, 2, 3, 4) from 7: the initial value unused; exclusive: 7 first.
// CHECK-NEXT: ( 1, 3, 6, 10 ) acc {{$}}
// CHECK-NEXT: ( 10 )
// CHECK-NEXT: ( 7, 8, 10, 13 ) acc {{$}}
// CHECK-NEXT: ( 13 )
// maxsi along dimension 1 of [[5, 1, 9], [-3, 2, 0]] from (-100, 0), inclusive then
// exclusive:
// CHECK-NEXT: ( ( 5, 5, 9 ), ( -3, 2, 2 ) ), ( 9, 2 )
// CHECK-NEXT: ( ( -100, 5, 5 ), ( 0, 0, 2 ) ), ( 5, 2 )
// CHECK-NEXT: row {{$}}
// CHECK-NEXT: 0
// CHECK-NEXT: row {{$}}
// CHECK-NEXT: 1
// VALIDATE: result: PASS
func.func @main() {
  %f = arith.constant dense<[1.5, -0.0, 0x7FC00000, 1.0e10]> : vector<4xf32>
  vector.print %f : vector<4xf32>
  %i = arith.constant dense<[[1, -2], [3, -4]]> : vector<2x2xi32>
  vector.print %i : vector<2x2xi32>
  %b = arith.constant dense<[true, false, true]> : vector<3xi1>
  vector.print %b : vector<3xi1>
  %m1 = arith.constant -1 : index
  vector.print %m1 : index punctuation <comma>
  vector.print str "vscale "
  %vs = vector.vscale
  vector.print %vs : index
  %nines = arith.constant dense<9.0> : vector<[8]xf32>
  %half = vector.extract_strided_slice %f offsets = [0], sizes = [2], strides = [1] : vector<4xf32> to vector<2xf32>
  %ins = vector.scalable.insert %half, %nines[0] : vector<2xf32> into vector<[8]xf32>
  vector.print %ins : vector<[8]xf32>
  %ext = vector.scalable.extract %ins[0] : vector<2xf32> from vector<[8]xf32>
  %sw = vector.shuffle %ext, %f [1, 4] : vector<2xf32>, vector<4xf32>
  %two = vector.extract_strided_slice %sw offsets = [0], sizes = [2], strides = [1] : vector<2xf32> to vector<2xf32>
  %p = vector.extract %f[2] : f32 from vector<4xf32>
  %pv = vector.insert %p, %two [1] : f32 into vector<2xf32>
  vector.print %pv : vector<2xf32>
  %x = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %seven = arith.constant dense<7> : vector<i32>
  %s1, %a1 = vector.scan <add>, %x, %seven reduction_dim = 0, inclusive = true : vector<4xi32>, vector<i32>
  vector.print %s1 : vector<4xi32> punctuation <no_punctuation>
  vector.print str " acc "
  vector.print %a1 : vector<i32>
  %s2, %a2 = vector.scan <add>, %x, %seven reduction_dim = 0, inclusive = false : vector<4xi32>, vector<i32>
  vector.print %s2 : vector<4xi32> punctuation <no_punctuation>
  vector.print str " acc "
  vector.print %a2 : vector<i32>
  %y = arith.constant dense<[[5, 1, 9], [-3, 2, 0]]> : vector<2x3xi32>
  %init = arith.constant dense<[-100, 0]> : vector<2xi32>
  %s3, %a3 = vector.scan <maxsi>, %y, %init reduction_dim = 1, inclusive = true : vector<2x3xi32>, vector<2xi32>
  %s4, %a4 = vector.scan <maxsi>, %y, %init reduction_dim = 1, inclusive = false : vector<2x3xi32>, vector<2xi32>
  vector.print %s3 : vector<2x3xi32> punctuation <comma>
  vector.print %a3 : vector<2xi32>
  vector.print %s4 : vector<2x3xi32> punctuation <comma>
  vector.print %a4 : vector<2xi32>
  %o = memref.alloc() : memref<16xf32>
  affine.for %k = 0 to 2 {
    %kk = arith.index_cast %k : index to i64
    vector.print str "row "
    vector.print %kk : i64
  }
  %one = arith.constant 1.0 : f32
  affine.for %k = 0 to 16 {
    affine.store %one, %o[%k] : memref<16xf32>
  }
  return
}

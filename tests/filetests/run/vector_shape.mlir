// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// The reshaping, masking and combining vector ops on 1-D vectors inside a kernel, on every
// path. Row i of `a` is x = (i - 1, i - 0.75, i - 0.5, i - 0.25); row i of the output:
//  [0:4]   select(create_mask(i mod 5) and constant_mask [3], w, -w), where w is x with
//          lanes 1..2 of x (extract_strided_slice) inserted at lane 2
//          (insert_strided_slice), after a 1-D shape_cast and transpose (identities);
//  [4:8]   the biased exponent of each lane of x (bitcast to i32, shift right by 23);
//  [8:12]  outerproduct x * 2 + x (a float add accumulator: one fma);
//  [12:16] (x0 - x1 * x2 + x3 from to_elements, multi_reduction <add> of x from 10,
//          lane 3 of outerproduct <maxnumf> (x * -1, acc x), multi_reduction <maxsi> of
//          the exponents from 0).
// The CPU lines were checked against numpy.
// CHECK: result: PASS (6 paths compared)
// CPU: [1,   0.75,   0.75,   0.5,   127,   126,   126,   125,   -3,   -2.25,   -1.5,   -0.75,   -1.625,   7.5,   0.25,   127],
// CPU-NEXT: [0,   -0.25,   -0.25,   -0.5,   0,   125,   126,   126,   0,   0.75,   1.5,   2.25,   0.625,   11.5,   0.75,   126],
// CPU-NEXT: [1,   1.25,   -1.25,   -1.5,   127,   127,   127,   127,   3,   3.75,   4.5,   5.25,   0.875,   15.5,   1.75,   127],
// CPU: [6,   6.25,   -6.25,   -6.5,   129,   129,   129,   129,   18,   18.75,   19.5,   20.25,   -27.875,   35.5,   6.75,   129]]
// KERNEL: gpu.func
// KERNEL-DAG: vector.bitcast
// KERNEL-DAG: vector.extract_strided_slice
// KERNEL-DAG: vector.insert_strided_slice
// KERNEL-DAG: vector.create_mask
// KERNEL-DAG: vector.constant_mask
// KERNEL-DAG: vector.to_elements
// KERNEL-DAG: vector.outerproduct
// KERNEL-DAG: vector.multi_reduction
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<8x4xf32>
  %o = memref.alloc() : memref<8x16xf32>
  %quarter = arith.constant 0.25 : f32
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 4 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %fj = arith.sitofp %jj : i32 to f32
      %q = arith.mulf %fj, %quarter : f32
      %s = arith.addf %fi, %q : f32
      %x = arith.subf %s, %one : f32
      affine.store %x, %a[%i, %j] : memref<8x4xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %two = arith.constant 2.0 : f32
  %mone = arith.constant -1.0 : f32
  %ten = arith.constant 10.0 : f32
  %c23 = arith.constant dense<23> : vector<4xi32>
  %zero_i = arith.constant 0 : i32
  %c255 = arith.constant dense<255> : vector<4xi32>
  affine.for %i = 0 to 8 {
    %x = vector.load %a[%i, %c0] : memref<8x4xf32>, vector<4xf32>
    %xs = vector.shape_cast %x : vector<4xf32> to vector<4xf32>
    %xt = vector.transpose %xs, [0] : vector<4xf32> to vector<4xf32>
    %mid = vector.extract_strided_slice %xt offsets = [1], sizes = [2], strides = [1] : vector<4xf32> to vector<2xf32>
    %w = vector.insert_strided_slice %mid, %xt offsets = [2], strides = [1] : vector<2xf32> into vector<4xf32>
    %k = affine.apply affine_map<(d0) -> (d0 mod 5)>(%i)
    %m1 = vector.create_mask %k : vector<4xi1>
    %m2 = vector.constant_mask [3] : vector<4xi1>
    %m = arith.andi %m1, %m2 : vector<4xi1>
    %nw = arith.negf %w : vector<4xf32>
    %r0 = arith.select %m, %w, %nw : vector<4xi1>, vector<4xf32>
    vector.store %r0, %o[%i, %c0] : memref<8x16xf32>, vector<4xf32>
    %bits = vector.bitcast %x : vector<4xf32> to vector<4xi32>
    %e = arith.shrui %bits, %c23 : vector<4xi32>
    %e8 = arith.andi %e, %c255 : vector<4xi32>
    %ef = arith.sitofp %e8 : vector<4xi32> to vector<4xf32>
    vector.store %ef, %o[%i, %c4] : memref<8x16xf32>, vector<4xf32>
    %fma = vector.outerproduct %x, %two, %x : vector<4xf32>, f32
    vector.store %fma, %o[%i, %c8] : memref<8x16xf32>, vector<4xf32>
    %e0, %e1, %e2, %e3 = vector.to_elements %x : vector<4xf32>
    %p = arith.mulf %e1, %e2 : f32
    %d = arith.subf %e0, %p : f32
    %t0 = arith.addf %d, %e3 : f32
    %t1 = vector.multi_reduction <add>, %x, %ten [0] : vector<4xf32> to f32
    %mx = vector.outerproduct %x, %mone, %x {kind = #vector.kind<maxnumf>} : vector<4xf32>, f32
    %t2 = vector.extract %mx[3] : f32 from vector<4xf32>
    %t3i = vector.multi_reduction <maxsi>, %e8, %zero_i [0] : vector<4xi32> to i32
    %t3 = arith.sitofp %t3i : i32 to f32
    %r3 = vector.from_elements %t0, %t1, %t2, %t3 : vector<4xf32>
    vector.store %r3, %o[%i, %c12] : memref<8x16xf32>, vector<4xf32>
  }
  %u = memref.cast %o : memref<8x16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

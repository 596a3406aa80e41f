// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// The combining ops in a kernel, on every path: vector.multi_reduction (of vector<4x6xf32>
// over the rows, whose pieces combine row by row; over the columns, a chain of
// vector.reductions per row; over both into a scalar; an integer maxsi of vector<3x5xi32>
// over the columns, whose rows end in a one-lane piece), vector.outerproduct (vector<3xf32>
// by vector<6xf32> with an accumulator: one fma per piece; a mul kind without an
// accumulator on i32; the AXPY form of vector<9xf32> times a scalar) and vector.contract
// (a 3x5 by 5x6 matmul, a dot product of two vector<7xf32> into a scalar, a matrix-vector
// product with a transposed operand and a maxnumf kind), which has no lowering in the back
// end: `tessera-unroll-vectors` rewrites every one in a kernel. Each result element is
// combined in the interpreter's order (its accumulator, then the products in row-major
// order of the reduction dimensions, fused for a float add), so the rows are exact.
// CHECK: gpu pipeline, cpu interpreter{{ +}}ok{{ +}}0{{ +}}0
// CHECK-NEXT: spirv (naga) on vulkan{{ +}}ok{{ +}}0{{ +}}0
// CHECK-NEXT: spirv passthrough on vulkan{{ +}}ok{{ +}}0{{ +}}0
// CHECK-NEXT: wgsl on vulkan{{ +}}ok{{ +}}0{{ +}}0
// CHECK: result: PASS (6 paths compared)

// KERNEL: gpu.module
// KERNEL-NOT: vector.contract
// KERNEL-NOT: vector<{{[0-9]+}}x{{[0-9]+}}x
// KERNEL-NOT: vector<{{(1|[5-9]|[1-9][0-9]+)}}x
#mk = affine_map<(i, j, k) -> (i, k)>
#kj = affine_map<(i, j, k) -> (k, j)>
#ij = affine_map<(i, j, k) -> (i, j)>
#dk = affine_map<(k) -> (k)>
#d0 = affine_map<(k) -> ()>
#ki = affine_map<(i, k) -> (k, i)>
#kk = affine_map<(i, k) -> (k)>
#ii = affine_map<(i, k) -> (i)>
func.func @main(%a: memref<8x40xf32>, %n: memref<8x16xi32>) -> (memref<8x112xf32>, memref<8x32xi32>) {
  %o = memref.alloc() : memref<8x112xf32>
  %p = memref.alloc() : memref<8x32xi32>
  %zf = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32
  linalg.fill ins(%zf : f32) outs(%o : memref<8x112xf32>)
  linalg.fill ins(%zi : i32) outs(%p : memref<8x32xi32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %c12 = arith.constant 12 : index
  %c13 = arith.constant 13 : index
  %c17 = arith.constant 17 : index
  %c30 = arith.constant 30 : index
  %c48 = arith.constant 48 : index
  %c57 = arith.constant 57 : index
  %c75 = arith.constant 75 : index
  %c76 = arith.constant 76 : index
  %c84 = arith.constant 84 : index
  %c94 = arith.constant 94 : index
  affine.parallel (%i) = (0) to (8) {
    %x24 = vector.load %a[%i, %c0] : memref<8x40xf32>, vector<24xf32>
    %x = vector.shape_cast %x24 : vector<24xf32> to vector<4x6xf32>
    %acc6 = vector.load %a[%i, %c30] : memref<8x40xf32>, vector<6xf32>
    %acc4 = vector.load %a[%i, %c13] : memref<8x40xf32>, vector<4xf32>
    %s0 = memref.load %a[%i, %c17] : memref<8x40xf32>
    // multi_reduction over the rows, over the columns, over both.
    %r0 = vector.multi_reduction <add>, %x, %acc6 [0] : vector<4x6xf32> to vector<6xf32>
    vector.store %r0, %o[%i, %c0] : memref<8x112xf32>, vector<6xf32>
    %r1 = vector.multi_reduction <add>, %x, %acc4 [1] : vector<4x6xf32> to vector<4xf32>
    vector.store %r1, %o[%i, %c6] : memref<8x112xf32>, vector<4xf32>
    %r2 = vector.multi_reduction <maximumf>, %x, %s0 [0, 1] : vector<4x6xf32> to f32
    memref.store %r2, %o[%i, %c12] : memref<8x112xf32>
    %k15 = vector.load %n[%i, %c1] : memref<8x16xi32>, vector<15xi32>
    %k = vector.shape_cast %k15 : vector<15xi32> to vector<3x5xi32>
    %kacc = vector.load %n[%i, %c0] : memref<8x16xi32>, vector<3xi32>
    %r3 = vector.multi_reduction <maxsi>, %k, %kacc [1] : vector<3x5xi32> to vector<3xi32>
    vector.store %r3, %p[%i, %c0] : memref<8x32xi32>, vector<3xi32>
    // outerproduct: float add with an accumulator (fma), integer mul, AXPY.
    %l3 = vector.load %a[%i, %c3] : memref<8x40xf32>, vector<3xf32>
    %r6 = vector.load %a[%i, %c9] : memref<8x40xf32>, vector<6xf32>
    %acc36 = vector.load %a[%i, %c17] : memref<8x40xf32>, vector<18xf32>
    %acc36s = vector.shape_cast %acc36 : vector<18xf32> to vector<3x6xf32>
    %op = vector.outerproduct %l3, %r6, %acc36s {kind = #vector.kind<add>} : vector<3xf32>, vector<6xf32>
    %opf = vector.shape_cast %op : vector<3x6xf32> to vector<18xf32>
    vector.store %opf, %o[%i, %c13] : memref<8x112xf32>, vector<18xf32>
    %ki3 = vector.load %n[%i, %c3] : memref<8x16xi32>, vector<3xi32>
    %ki5 = vector.load %n[%i, %c5] : memref<8x16xi32>, vector<5xi32>
    %iop = vector.outerproduct %ki3, %ki5 {kind = #vector.kind<mul>} : vector<3xi32>, vector<5xi32>
    %iopf = vector.shape_cast %iop : vector<3x5xi32> to vector<15xi32>
    vector.store %iopf, %p[%i, %c3] : memref<8x32xi32>, vector<15xi32>
    %x9 = vector.load %a[%i, %c5] : memref<8x40xf32>, vector<9xf32>
    %y9 = vector.load %a[%i, %c12] : memref<8x40xf32>, vector<9xf32>
    %axpy = vector.outerproduct %x9, %s0, %y9 {kind = #vector.kind<add>} : vector<9xf32>, f32
    vector.store %axpy, %o[%i, %c48] : memref<8x112xf32>, vector<9xf32>
    // contract: a 3x5 by 5x6 matmul into an accumulator.
    %m15 = vector.load %a[%i, %c1] : memref<8x40xf32>, vector<15xf32>
    %m = vector.shape_cast %m15 : vector<15xf32> to vector<3x5xf32>
    %q30 = vector.load %a[%i, %c6] : memref<8x40xf32>, vector<30xf32>
    %q = vector.shape_cast %q30 : vector<30xf32> to vector<5x6xf32>
    %mm = vector.contract {indexing_maps = [#mk, #kj, #ij], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %m, %q, %acc36s : vector<3x5xf32>, vector<5x6xf32> into vector<3x6xf32>
    %mmf = vector.shape_cast %mm : vector<3x6xf32> to vector<18xf32>
    vector.store %mmf, %o[%i, %c57] : memref<8x112xf32>, vector<18xf32>
    // A dot product into a scalar.
    %d1 = vector.load %a[%i, %c3] : memref<8x40xf32>, vector<7xf32>
    %d2 = vector.load %a[%i, %c12] : memref<8x40xf32>, vector<7xf32>
    %dot = vector.contract {indexing_maps = [#dk, #dk, #d0], iterator_types = ["reduction"], kind = #vector.kind<add>} %d1, %d2, %s0 : vector<7xf32>, vector<7xf32> into f32
    memref.store %dot, %o[%i, %c75] : memref<8x112xf32>
    // A transposed matrix times a vector, maxnumf of the products.
    %t = vector.shape_cast %q30 : vector<30xf32> to vector<3x10xf32>
    %v3 = vector.load %a[%i, %c0] : memref<8x40xf32>, vector<3xf32>
    %acc10 = vector.load %a[%i, %c30] : memref<8x40xf32>, vector<10xf32>
    %mv = vector.contract {indexing_maps = [#ki, #kk, #ii], iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxnumf>} %t, %v3, %acc10 : vector<3x10xf32>, vector<3xf32> into vector<10xf32>
    vector.store %mv, %o[%i, %c76] : memref<8x112xf32>, vector<10xf32>
    // A native dot product (vector<4xf32>) is rewritten too.
    %n4 = vector.contract {indexing_maps = [#dk, #dk, #d0], iterator_types = ["reduction"], kind = #vector.kind<add>} %acc4, %acc4, %s0 : vector<4xf32>, vector<4xf32> into f32
    memref.store %n4, %o[%i, %c94] : memref<8x112xf32>
  }
  return %o, %p : memref<8x112xf32>, memref<8x32xi32>
}

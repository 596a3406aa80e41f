// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// affine.min, affine.max, affine.linearize_index, affine.delinearize_index, affine.prefetch,
// affine.vector_load and affine.vector_store in loop nests that become kernels, on every
// path. The results of linearize_index/delinearize_index are valid affine dimensions when
// their operands are (upstream's isValidDim: "special forms of apply"); Tessera's verifier
// refused `affine.store %t, %idx[%lin]` ("operand cannot be used as a dimension id") until
// it followed upstream.
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (6 paths compared)
func.func @main(%a: memref<6x10xf32>, %o: memref<6x10xf32>, %v: memref<6x12xf32>, %w: memref<6x12xf32>, %idx: memref<60xindex>) {
  affine.parallel (%i, %j) = (0, 0) to (6, 10) {
    %lo = affine.min affine_map<(d0, d1) -> (d0 + d1, 7)>(%i, %j)
    %hi = affine.max affine_map<(d0, d1) -> (d0 - d1, 2)>(%i, %j)
    %x = affine.load %a[%i, %j] : memref<6x10xf32>
    %k = arith.addi %lo, %hi : index
    %kf = arith.index_cast %k : index to i32
    %f = arith.sitofp %kf : i32 to f32
    %y = arith.addf %x, %f : f32
    affine.prefetch %a[%i, %j], read, locality<3>, data : memref<6x10xf32>
    affine.store %y, %o[%i, %j] : memref<6x10xf32>
    %lin = affine.linearize_index [%i, %j] by (6, 10) : index
    %d:2 = affine.delinearize_index %lin into (6, 10) : index, index
    %s = arith.addi %d#0, %d#1 : index
    %t = arith.addi %s, %lin : index
    affine.store %t, %idx[%lin] : memref<60xindex>
  }
  affine.parallel (%i, %j) = (0, 0) to (6, 3) {
    %vv = affine.vector_load %v[%i, %j * 4] : memref<6x12xf32>, vector<4xf32>
    %dd = arith.addf %vv, %vv : vector<4xf32>
    affine.vector_store %dd, %w[%i, %j * 4] : memref<6x12xf32>, vector<4xf32>
  }
  return
}

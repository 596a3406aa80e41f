// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// vector.contract of i8 factors into i32 accumulators in a kernel: a dot product of two
// vector<6xi8> (pieces of 4 and 2 lanes) and a maxsi matrix-vector product of
// vector<3x4xi8> by vector<4xi8>. `tessera-unroll-vectors` sign-extends each piece of
// factors (arith.extsi: the interpreter holds integers sign-extended and multiplies them
// in the accumulator's width), then multiplies and combines in order: exact everywhere.
// CHECK: result: PASS (6 paths compared)
#dk = affine_map<(k) -> (k)>
#d0 = affine_map<(k) -> ()>
#mk = affine_map<(i, k) -> (i, k)>
#kk = affine_map<(i, k) -> (k)>
#ii = affine_map<(i, k) -> (i)>
func.func @main(%a: memref<8x16xi8>, %b: memref<8xi32>) -> memref<8x5xi32> {
  %o = memref.alloc() : memref<8x5xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  affine.parallel (%i) = (0) to (8) {
    %x = vector.load %a[%i, %c0] : memref<8x16xi8>, vector<6xi8>
    %y = vector.load %a[%i, %c6] : memref<8x16xi8>, vector<6xi8>
    %s = memref.load %b[%i] : memref<8xi32>
    %d = vector.contract {indexing_maps = [#dk, #dk, #d0], iterator_types = ["reduction"], kind = #vector.kind<add>} %x, %y, %s : vector<6xi8>, vector<6xi8> into i32
    memref.store %d, %o[%i, %c0] : memref<8x5xi32>
    %m12 = vector.load %a[%i, %c2] : memref<8x16xi8>, vector<12xi8>
    %m = vector.shape_cast %m12 : vector<12xi8> to vector<3x4xi8>
    %v = vector.load %a[%i, %c1] : memref<8x16xi8>, vector<4xi8>
    %acc = vector.broadcast %s : i32 to vector<3xi32>
    %mv = vector.contract {indexing_maps = [#mk, #kk, #ii], iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxsi>} %m, %v, %acc : vector<3x4xi8>, vector<4xi8> into vector<3xi32>
    vector.store %mv, %o[%i, %c1] : memref<8x5xi32>, vector<3xi32>
    memref.store %s, %o[%i, %c4] : memref<8x5xi32>
  }
  return %o : memref<8x5xi32>
}

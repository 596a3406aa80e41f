// RUN: tessera opt %s --tessera-gpu-pipeline | not tessera translate - --to wgsl 2>&1 | FileCheck %s

// In kernels `tessera-unroll-vectors` rewrites every vector.contract into multiply-adds
// on pieces (the back end has no lowering for it), except one it cannot: here its factors
// are `index` and its accumulator `i64` (no extension between them is defined). It is
// left, and the back end refuses it with a located diagnostic.
// CHECK: error: {{.*}}'vector.contract' is not lowered inside kernels: tessera-unroll-vectors rewrites it only on vectors of at most 256 pieces whose elements are the accumulator's or a narrower type of the same kind, in at most 4096 multiply-adds on pieces
#dot = affine_map<(k) -> (k)>
#scalar = affine_map<(k) -> ()>
func.func @main(%a: memref<8x8xindex>, %o: memref<8xi64>) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  affine.parallel (%i) = (0) to (8) {
    %x = vector.load %a[%i, %c0] : memref<8x8xindex>, vector<4xindex>
    %d = vector.contract {indexing_maps = [#dot, #dot, #scalar], iterator_types = ["reduction"], kind = #vector.kind<add>} %x, %x, %z : vector<4xindex>, vector<4xindex> into i64
    memref.store %d, %o[%i] : memref<8xi64>
  }
  return
}

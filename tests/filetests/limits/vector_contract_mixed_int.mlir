// RUN: tessera opt %s --tessera-gpu-pipeline | not tessera translate - --to wgsl 2>&1 | FileCheck %s

// In kernels `tessera-unroll-vectors` rewrites every vector.contract into multiply-adds
// on pieces (the back end has no lowering for it), except one whose factors have another
// integer type than the accumulator (the interpreter combines their bits as they are):
// it is left, and the back end refuses it with a located diagnostic.
// CHECK: error: {{.*}}'vector.contract' is not lowered inside kernels: tessera-unroll-vectors rewrites it only when its operands have the accumulator's element type (or a narrower float type) and it takes at most 4096 multiply-adds on pieces
#dot = affine_map<(k) -> (k)>
#scalar = affine_map<(k) -> ()>
func.func @main(%a: memref<8x8xi8>, %o: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  affine.parallel (%i) = (0) to (8) {
    %x = vector.load %a[%i, %c0] : memref<8x8xi8>, vector<4xi8>
    %d = vector.contract {indexing_maps = [#dot, #dot, #scalar], iterator_types = ["reduction"], kind = #vector.kind<add>} %x, %x, %z : vector<4xi8>, vector<4xi8> into i32
    memref.store %d, %o[%i] : memref<8xi32>
  }
  return
}

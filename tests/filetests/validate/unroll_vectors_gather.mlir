// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// The masked memory ops that the unrolling does not cut into pieces, on vectors the back
// end has no type for, in a kernel, on every path: `tessera-unroll-vectors` emulates them
// lane by lane first (as `vector-emulate-masked-memory`, which runs after it, does for
// native vectors), then cuts the lanes' extracts and inserts and the scf.ifs that carry
// the loaded vector. vector.gather of vector<6xf32> with a vector<6xi32> index vector,
// vector.scatter of vector<5xf32>, vector.expandload of vector<9xf32> and
// vector.compressstore of vector<7xf32> under masks that depend on the row, and a
// vector.maskedload/maskedstore of vector<5xf32> (its last piece is one lane).
// CHECK: result: PASS (6 paths compared)

// KERNEL: gpu.module
// KERNEL-NOT: vector.gather
// KERNEL-NOT: vector.scatter
// KERNEL-NOT: vector.expandload
// KERNEL-NOT: vector.compressstore
// KERNEL-NOT: vector.masked
// KERNEL-NOT: vector<{{[0-9]+}}x{{[0-9]+}}x
// KERNEL-NOT: vector<{{(1|[5-9]|[1-9][0-9]+)}}x
func.func @main(%a: memref<8x32xf32>) -> memref<8x48xf32> {
  %o = memref.alloc() : memref<8x48xf32>
  %zf = arith.constant 0.0 : f32
  linalg.fill ins(%zf : f32) outs(%o : memref<8x48xf32>)
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c12 = arith.constant 12 : index
  %c20 = arith.constant 20 : index
  %c30 = arith.constant 30 : index
  %c40 = arith.constant 40 : index
  %pass6 = arith.constant dense<-1.0> : vector<6xf32>
  %pass9 = arith.constant dense<-2.0> : vector<9xf32>
  %pass5 = arith.constant dense<-3.0> : vector<5xf32>
  %idx6 = arith.constant dense<[7, 0, 3, 12, 1, 5]> : vector<6xi32>
  %idx5 = arith.constant dense<[4, 0, 2, 6, 1]> : vector<5xi32>
  affine.parallel (%i) = (0) to (8) {
    %i1 = arith.addi %i, %c2 : index
    %m6 = vector.create_mask %i1 : vector<6xi1>
    %g = vector.gather %a[%i, %c2][%idx6], %m6, %pass6 : memref<8x32xf32>, vector<6xi32>, vector<6xi1>, vector<6xf32> into vector<6xf32>
    vector.store %g, %o[%i, %c0] : memref<8x48xf32>, vector<6xf32>
    %m9 = vector.create_mask %i : vector<9xi1>
    %e = vector.expandload %a[%i, %c6], %m9, %pass9 : memref<8x32xf32>, vector<9xi1>, vector<9xf32> into vector<9xf32>
    vector.store %e, %o[%i, %c6] : memref<8x48xf32>, vector<9xf32>
    %v7 = vector.load %a[%i, %c12] : memref<8x32xf32>, vector<7xf32>
    %m7 = vector.create_mask %i : vector<7xi1>
    vector.compressstore %o[%i, %c20], %m7, %v7 : memref<8x48xf32>, vector<7xi1>, vector<7xf32>
    %v5 = vector.load %a[%i, %c20] : memref<8x32xf32>, vector<5xf32>
    %m5 = vector.create_mask %i : vector<5xi1>
    vector.scatter %o[%i, %c30][%idx5], %m5, %v5 : memref<8x48xf32>, vector<5xi32>, vector<5xi1>, vector<5xf32>
    %ml = vector.maskedload %a[%i, %c2], %m5, %pass5 : memref<8x32xf32>, vector<5xi1>, vector<5xf32> into vector<5xf32>
    %mm = vector.create_mask %i1 : vector<5xi1>
    vector.maskedstore %o[%i, %c40], %mm, %ml : memref<8x48xf32>, vector<5xi1>, vector<5xf32>
  }
  return %o : memref<8x48xf32>
}

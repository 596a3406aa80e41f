// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// vector.transfer_read and vector.transfer_write of vectors wider than 4 lanes with a
// mask, in a kernel, on every path: `tessera-unroll-vectors` emulates them lane by lane
// first (an scf.if per lane on its mask bit and, out of bounds, its index against the
// size), then cuts the lanes' extracts and inserts. Reads of vector<5xf32> (in bounds)
// and vector<16xf32> (not in bounds: the rows' tails read the padding), writes of
// vector<8xf32> (not in bounds) and vector<5xf32>, under masks that depend on the row.
// CHECK: result: PASS (6 paths compared)

// KERNEL: gpu.module
// KERNEL-NOT: vector.transfer
// KERNEL-NOT: vector<{{[0-9]+}}x{{[0-9]+}}x
// KERNEL-NOT: vector<{{(1|[5-9]|[1-9][0-9]+)}}x
func.func @main(%a: memref<8x20xf32>) -> memref<8x40xf32> {
  %o = memref.alloc() : memref<8x40xf32>
  %zf = arith.constant 0.0 : f32
  linalg.fill ins(%zf : f32) outs(%o : memref<8x40xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %c21 = arith.constant 21 : index
  %c34 = arith.constant 34 : index
  %pad = arith.constant -7.0 : f32
  affine.parallel (%i) = (0) to (8) {
    %i1 = arith.addi %i, %c1 : index
    %i2 = arith.muli %i, %c2 : index
    %m5 = vector.create_mask %i1 : vector<5xi1>
    %r5 = vector.transfer_read %a[%i, %c2], %pad, %m5 {in_bounds = [true]} : memref<8x20xf32>, vector<5xf32>
    vector.store %r5, %o[%i, %c0] : memref<8x40xf32>, vector<5xf32>
    %m16 = vector.create_mask %c10 : vector<16xi1>
    %r16 = vector.transfer_read %a[%i, %i2], %pad, %m16 : memref<8x20xf32>, vector<16xf32>
    vector.store %r16, %o[%i, %c5] : memref<8x40xf32>, vector<16xf32>
    %v8 = vector.load %a[%i, %c0] : memref<8x20xf32>, vector<8xf32>
    %m8 = vector.create_mask %i2 : vector<8xi1>
    vector.transfer_write %v8, %o[%i, %c34], %m8 : vector<8xf32>, memref<8x40xf32>
    vector.transfer_write %r5, %o[%i, %c21], %m5 {in_bounds = [true]} : vector<5xf32>, memref<8x40xf32>
  }
  return %o : memref<8x40xf32>
}

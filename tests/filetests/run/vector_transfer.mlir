// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// vector.transfer_read and vector.transfer_write inside kernels, on every path, after
// vector-emulate-masked-memory. a[i, j] = 10 i + j (8 x 10); row i of the output (8 x 22):
//  [0:4]   read a[i, 8..] (not in bounds) with padding -1: lanes 2-3 are past the row;
//  [4:8]   read a[i, 2..] in bounds (a plain vector.load);
//  [8:12]  read a[i, 0..] with the first i mod 4 lanes of a mask set, padding 7;
//  [12:16] read with the map (d0, d1) -> (0): a[i, 3] broadcast;
//  [16:20] read with the map (d0, d1) -> (d0): the column a[i..i+3, 5], rows past 7 padded
//          with 0;
//  [20:22] write (1, 2, 3, 4) + i at [i, 20] (not in bounds): lanes 2-3 are past the row
//          and not written.
// The CPU lines were checked by hand against these rules.
// CHECK: result: PASS (6 paths compared)
// KERNEL: gpu.func
// KERNEL-NOT: vector.transfer_read
// KERNEL-NOT: vector.transfer_write
// CPU: [8,   9,   -1,   -1,   2,   3,   4,   5,   7,   7,   7,   7,   3,   3,   3,   3,   5,   15,   25,   35,   1,   2],
// CPU-NEXT: [18,   19,   -1,   -1,   12,   13,   14,   15,   10,   7,   7,   7,   13,   13,   13,   13,   15,   25,   35,   45,   2,   3],
// CPU: [78,   79,   -1,   -1,   72,   73,   74,   75,   70,   71,   72,   7,   73,   73,   73,   73,   75,   0,   0,   0,   8,   9]]
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<8x10xf32>
  %o = memref.alloc() : memref<8x22xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 10 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %x = arith.sitofp %ki : i32 to f32
      affine.store %x, %a[%i, %j] : memref<8x10xf32>
    }
    affine.for %j = 0 to 22 {
      affine.store %zero, %o[%i, %j] : memref<8x22xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c20 = arith.constant 20 : index
  %mone = arith.constant -1.0 : f32
  %seven = arith.constant 7.0 : f32
  %base = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  affine.for %i = 0 to 8 {
    %r0 = vector.transfer_read %a[%i, %c8], %mone : memref<8x10xf32>, vector<4xf32>
    vector.store %r0, %o[%i, %c0] : memref<8x22xf32>, vector<4xf32>
    %r1 = vector.transfer_read %a[%i, %c2], %mone {in_bounds = [true]} : memref<8x10xf32>, vector<4xf32>
    vector.store %r1, %o[%i, %c4] : memref<8x22xf32>, vector<4xf32>
    %n = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %mk = vector.create_mask %n : vector<4xi1>
    %r2 = vector.transfer_read %a[%i, %c0], %seven, %mk : memref<8x10xf32>, vector<4xf32>
    vector.store %r2, %o[%i, %c8] : memref<8x22xf32>, vector<4xf32>
    %r3 = vector.transfer_read %a[%i, %c3], %mone {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<8x10xf32>, vector<4xf32>
    vector.store %r3, %o[%i, %c12] : memref<8x22xf32>, vector<4xf32>
    %r4 = vector.transfer_read %a[%i, %c5], %zero {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<8x10xf32>, vector<4xf32>
    vector.store %r4, %o[%i, %c16] : memref<8x22xf32>, vector<4xf32>
  }
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %bi = vector.broadcast %fi : f32 to vector<4xf32>
    %w = arith.addf %base, %bi : vector<4xf32>
    vector.transfer_write %w, %o[%i, %c20] : vector<4xf32>, memref<8x22xf32>
  }
  %u = memref.cast %o : memref<8x22xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// The masked vector memory ops inside kernels, on every path, after
// vector-emulate-masked-memory. a[i, j] = 10 i + j (8 x 10); row i of the output (8 x 24):
//  [0:4]   maskedload a[i, 8..] with lanes 0-1 set, pass-through -1: lanes 2-3 are past
//          the row, and for i = 7 past the buffer: they must not be read;
//  [4:8]   gather a[i, 0 + (9, 0, 5, 3)] with lanes (1, 0, 1, 1), pass-through 0;
//  [8:12]  expandload a[i, 2..] with lanes (0, 1, 0, 1), pass-through 7;
//  [12:14] maskedstore of (100, 101, ..) with the first min(i mod 3, 2) lanes set;
//  [14:20] scatter of 200 + i + (0, 1, 2, 3) to columns 14 + (0, 5, 2, 4) with lanes
//          (1, 1, 0, 1), then compressstore of (300, 301, 302, 303) with lanes (0, 1, 1, 0)
//          to columns 16, 17 (the compressed lanes overwrite column 16 only);
//  [20:24] maskedload a[i, 7..] with the first 3 - (i mod 2) lanes set (a mask known only
//          at run time), pass-through -2: lane 3, at the constant column 10, is never set
//          and gets no access.
// The CPU lines were checked by hand against these rules.
// CHECK: result: PASS (6 paths compared)
// KERNEL: gpu.func
// KERNEL-NOT: vector.maskedload
// KERNEL-NOT: vector.gather
// KERNEL-NOT: vector.scatter
// CPU: [8,   9,   -1,   -1,   9,   0,   5,   3,   7,   2,   7,   3,   0,   0,   200,   0,   301,   302,   203,   201,   7,   8,   9,   -2],
// CPU-NEXT: [18,   19,   -1,   -1,   19,   0,   15,   13,   7,   12,   7,   13,   100,   0,   201,   0,   301,   302,   204,   202,   17,   18,   -2,   -2],
// CPU-NEXT: [28,   29,   -1,   -1,   29,   0,   25,   23,   7,   22,   7,   23,   100,   101,   202,   0,   301,   302,   205,   203,   27,   28,   29,   -2],
// CPU: [78,   79,   -1,   -1,   79,   0,   75,   73,   7,   72,   7,   73,   100,   0,   207,   0,   301,   302,   210,   208,   77,   78,   -2,   -2]]
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<8x10xf32>
  %o = memref.alloc() : memref<8x24xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 10 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %x = arith.sitofp %ki : i32 to f32
      affine.store %x, %a[%i, %j] : memref<8x10xf32>
    }
    affine.for %j = 0 to 24 {
      affine.store %zero, %o[%i, %j] : memref<8x24xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c14 = arith.constant 14 : index
  %c16 = arith.constant 16 : index
  %c7 = arith.constant 7 : index
  %c20 = arith.constant 20 : index
  %mtwo = arith.constant dense<-2.0> : vector<4xf32>
  %mone = arith.constant dense<-1.0> : vector<4xf32>
  %zeros = arith.constant dense<0.0> : vector<4xf32>
  %sevens = arith.constant dense<7.0> : vector<4xf32>
  %iv = arith.constant dense<[9, 0, 5, 3]> : vector<4xi32>
  %gmask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %emask = arith.constant dense<[false, true, false, true]> : vector<4xi1>
  %hundreds = arith.constant dense<[100.0, 101.0, 102.0, 103.0]> : vector<4xf32>
  affine.for %i = 0 to 8 {
    %m2 = vector.create_mask %c2 : vector<4xi1>
    %l = vector.maskedload %a[%i, %c8], %m2, %mone : memref<8x10xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.store %l, %o[%i, %c0] : memref<8x24xf32>, vector<4xf32>
    %g = vector.gather %a[%i, %c0] [%iv], %gmask, %zeros : memref<8x10xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.store %g, %o[%i, %c4] : memref<8x24xf32>, vector<4xf32>
    %e = vector.expandload %a[%i, %c2], %emask, %sevens : memref<8x10xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.store %e, %o[%i, %c8] : memref<8x24xf32>, vector<4xf32>
    %n = affine.apply affine_map<(d0) -> (d0 mod 3)>(%i)
    %ms = vector.create_mask %n : vector<4xi1>
    %cap = vector.constant_mask [2] : vector<4xi1>
    %msc = arith.andi %ms, %cap : vector<4xi1>
    vector.maskedstore %o[%i, %c12], %msc, %hundreds : memref<8x24xf32>, vector<4xi1>, vector<4xf32>
    %t = affine.apply affine_map<(d0) -> (3 - d0 mod 2)>(%i)
    %mt = vector.create_mask %t : vector<4xi1>
    %lt = vector.maskedload %a[%i, %c7], %mt, %mtwo : memref<8x10xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.store %lt, %o[%i, %c20] : memref<8x24xf32>, vector<4xf32>
  }
  %siv = arith.constant dense<[0, 5, 2, 4]> : vector<4xindex>
  %smask = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %cmask = arith.constant dense<[false, true, true, false]> : vector<4xi1>
  %threes = arith.constant dense<[300.0, 301.0, 302.0, 303.0]> : vector<4xf32>
  %base = arith.constant dense<[200.0, 201.0, 202.0, 203.0]> : vector<4xf32>
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %bi = vector.broadcast %fi : f32 to vector<4xf32>
    %sv = arith.addf %base, %bi : vector<4xf32>
    vector.scatter %o[%i, %c14] [%siv], %smask, %sv : memref<8x24xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
    vector.compressstore %o[%i, %c16], %cmask, %threes : memref<8x24xf32>, vector<4xi1>, vector<4xf32>
  }
  %u = memref.cast %o : memref<8x24xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

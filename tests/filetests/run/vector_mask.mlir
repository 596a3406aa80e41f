// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// vector.mask around transfers, a gather and reductions, inside kernels on every path
// (lower-vector-mask folds each mask into its op; the interpreter runs the same rewrite).
// a[i, j] = 10 i + j (8 x 10); the mask of row i has its first i mod 4 + 1 lanes set.
// Row i of the output (8 x 19):
//  [0:4]   masked read of a[i, 0..] (padding -1): masked-off lanes read -1;
//  [4:8]   the same with a pass-through (100, 200, 300, 400): masked-off lanes take it;
//  [8:12]  masked gather of a[i, 2 * k] (pass-through 0): masked-off lanes take 0;
//  [12]    masked reduction <add> of (1, 2, 4, 8): the sum of the set lanes;
//  [13]    masked reduction <maxnumf> with accumulator -5 of (-1, -2, -3, -4) times i + 1;
//  [14]    masked multi_reduction <mul> of (2, 3, 5, 7) with accumulator 1;
//  [15:19] masked write of (9, 9, 9, 9) at [i, 15]: masked-off lanes keep 0.
// The CPU lines were checked by hand against these rules.
// CHECK: result: PASS (6 paths compared)
// KERNEL: gpu.func
// KERNEL-NOT: vector.mask
// CPU: [0,   -1,   -1,   -1,   0,   200,   300,   400,   0,   0,   0,   0,   1,   -1,   2,   9,   0,   0,   0],
// CPU-NEXT: [10,   11,   -1,   -1,   10,   11,   300,   400,   10,   12,   0,   0,   3,   -2,   6,   9,   9,   0,   0],
// CPU-NEXT: [20,   21,   22,   -1,   20,   21,   22,   400,   20,   22,   24,   0,   7,   -3,   30,   9,   9,   9,   0],
// CPU-NEXT: [30,   31,   32,   33,   30,   31,   32,   33,   30,   32,   34,   36,   15,   -4,   210,   9,   9,   9,   9],
// CPU-NEXT: [40,   -1,   -1,   -1,   40,   200,   300,   400,   40,   0,   0,   0,   1,   -5,   2,   9,   0,   0,   0],
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<8x10xf32>
  %o = memref.alloc() : memref<8x19xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 10 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %x = arith.sitofp %ki : i32 to f32
      affine.store %x, %a[%i, %j] : memref<8x10xf32>
    }
    affine.for %j = 0 to 19 {
      affine.store %zero, %o[%i, %j] : memref<8x19xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c13 = arith.constant 13 : index
  %c14 = arith.constant 14 : index
  %c15 = arith.constant 15 : index
  %mone = arith.constant -1.0 : f32
  %pt = arith.constant dense<[100.0, 200.0, 300.0, 400.0]> : vector<4xf32>
  %gpt = arith.constant dense<0.0> : vector<4xf32>
  %gidx = arith.constant dense<[0, 2, 4, 6]> : vector<4xindex>
  %all = arith.constant dense<true> : vector<4xi1>
  %pows = arith.constant dense<[1.0, 2.0, 4.0, 8.0]> : vector<4xf32>
  %negs = arith.constant dense<[-1.0, -2.0, -3.0, -4.0]> : vector<4xf32>
  %primes = arith.constant dense<[2.0, 3.0, 5.0, 7.0]> : vector<4xf32>
  %onef = arith.constant 1.0 : f32
  %nines = arith.constant dense<9.0> : vector<4xf32>
  %acc = arith.constant -5.0 : f32
  affine.for %i = 0 to 8 {
    %n = affine.apply affine_map<(d0) -> (d0 mod 4 + 1)>(%i)
    %mk = vector.create_mask %n : vector<4xi1>
    %r0 = vector.mask %mk { vector.transfer_read %a[%i, %c0], %mone : memref<8x10xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
    vector.store %r0, %o[%i, %c0] : memref<8x19xf32>, vector<4xf32>
    %r1 = vector.mask %mk, %pt { vector.transfer_read %a[%i, %c0], %mone : memref<8x10xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
    vector.store %r1, %o[%i, %c4] : memref<8x19xf32>, vector<4xf32>
    %r2 = vector.mask %mk { vector.gather %a[%i, %c0][%gidx], %all, %gpt : memref<8x10xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
    vector.store %r2, %o[%i, %c8] : memref<8x19xf32>, vector<4xf32>
    %s = vector.mask %mk { vector.reduction <add>, %pows : vector<4xf32> into f32 } : vector<4xi1> -> f32
    memref.store %s, %o[%i, %c12] : memref<8x19xf32>
    %ii = arith.index_cast %i : index to i32
    %if = arith.sitofp %ii : i32 to f32
    %one = arith.constant 1.0 : f32
    %scale = arith.addf %if, %one : f32
    %sv = vector.broadcast %scale : f32 to vector<4xf32>
    %nv = arith.mulf %negs, %sv : vector<4xf32>
    %mx = vector.mask %mk { vector.reduction <maxnumf>, %nv, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
    memref.store %mx, %o[%i, %c13] : memref<8x19xf32>
    %pr = vector.mask %mk { vector.multi_reduction <mul>, %primes, %onef [0] : vector<4xf32> to f32 } : vector<4xi1> -> f32
    memref.store %pr, %o[%i, %c14] : memref<8x19xf32>
    vector.mask %mk { vector.transfer_write %nines, %o[%i, %c15] : vector<4xf32>, memref<8x19xf32> } : vector<4xi1>
  }
  %u = memref.cast %o : memref<8x19xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

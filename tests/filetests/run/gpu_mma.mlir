// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: not tessera run %s --backend cpu --entry insert 2>&1 | FileCheck %s --check-prefix=INSERT

// A 16x16x16 f16 x f16 + f32 matmul with the subgroup matrix ops on the interpreter, which
// holds a !gpu.mma_matrix whole in every lane: one subgroup of 32 invocations loads A
// (f16), B (f16, from a transposed copy with `transpose`) and C (f32), computes
// D = A * B + C, stores D, and stores E = D + 0.5 (a constant matrix and elementwise addf)
// transposed. A[i][k] = (3i + 5k) mod 7 - 3, B[k][j] = (2k + 7j) mod 5 - 2, C[i][j] = i - j;
// the expected rows are numpy's (A.astype(f32) @ B.astype(f32) + C, exact in f32).
// extract_thread_local maps lane l to the elements l, l + 32, ... (row-major): lane l's
// index 1 is element 32 + l, i.e. row 2 + l / 16, column l mod 16 of D; with
// insert_thread_local (a subgroup collective) every lane l writes l there, so rows 2 and 3
// of the stored result hold 0..31 and the other rows are D's. Outside a kernel the
// collective is refused, as the other subgroup collectives are.
// The GPU targets have no cooperative matrices: a kernel with these ops is refused.
// D = A * B + C (numpy's values):
// CHECK: [1,   8,   -10,   7,   -16,   -4,   3,   -15,   2,   -21,   -9,   -2,   -20,   -3,   -26,   -14],
// CHECK-NEXT: [10,   -5,   -10,   5,   -5,   5,   -10,   -15,   0,   -10,   0,   -15,   -20,   -5,   -15,   -5],
// CHECK-NEXT: [12,   -11,   11,   3,   -15,   7,   -16,   6,   -2,   -20,   2,   -21,   1,   -7,   -25,   -3],
// CHECK-NEXT: [14,   -10,   11,   -13,   3,   9,   -15,   6,   -18,   -2,   4,   -20,   1,   -23,   -7,   -1],
// CHECK-NEXT: [-5,   -2,   11,   -1,   7,   -10,   -7,   6,   -6,   2,   -15,   -12,   1,   -11,   -3,   -20],
// CHECK-NEXT: [-3,   13,   4,   -10,   11,   -8,   8,   -1,   -15,   6,   -13,   3,   -6,   -20,   1,   -18],
// CHECK-NEXT: [-8,   21,   -10,   9,   8,   -13,   16,   -15,   4,   3,   -18,   11,   -20,   -1,   -2,   -23],
// CHECK-NEXT: [8,   15,   -3,   14,   -9,   3,   10,   -8,   9,   -14,   -2,   5,   -13,   4,   -19,   -7],
// CHECK-NEXT: [17,   2,   -3,   12,   2,   12,   -3,   -8,   7,   -3,   7,   -8,   -13,   2,   -8,   2],
// CHECK-NEXT: [19,   -4,   18,   10,   -8,   14,   -9,   13,   5,   -13,   9,   -14,   8,   0,   -18,   4],
// CHECK-NEXT: [21,   -3,   18,   -6,   10,   16,   -8,   13,   -11,   5,   11,   -13,   8,   -16,   0,   6],
// CHECK-NEXT: [2,   5,   18,   6,   14,   -3,   0,   13,   1,   9,   -8,   -5,   8,   -4,   4,   -13],
// CHECK-NEXT: [4,   20,   11,   -3,   18,   -1,   15,   6,   -8,   13,   -6,   10,   1,   -13,   8,   -11],
// CHECK-NEXT: [-1,   28,   -3,   16,   15,   -6,   23,   -8,   11,   10,   -11,   18,   -13,   6,   5,   -16],
// CHECK-NEXT: [15,   22,   4,   21,   -2,   10,   17,   -1,   16,   -7,   5,   12,   -6,   11,   -12,   0],
// CHECK-NEXT: [24,   9,   4,   19,   9,   19,   4,   -1,   14,   4,   14,   -1,   -6,   9,   -1,   9]]
// E = D + 0.5, stored transposed:
// CHECK: [1.5,   10.5,   12.5,   14.5,   -4.5,   -2.5,   -7.5,   8.5,   17.5,   19.5,   21.5,   2.5,   4.5,   -0.5,   15.5,   24.5],
// CHECK-NEXT: [8.5,   -4.5,   -10.5,   -9.5,   -1.5,   13.5,   21.5,   15.5,   2.5,   -3.5,   -2.5,   5.5,   20.5,   28.5,   22.5,   9.5],
// CHECK-NEXT: [-9.5,   -9.5,   11.5,   11.5,   11.5,   4.5,   -9.5,   -2.5,   -2.5,   18.5,   18.5,   18.5,   11.5,   -2.5,   4.5,   4.5],
// CHECK-NEXT: [7.5,   5.5,   3.5,   -12.5,   -0.5,   -9.5,   9.5,   14.5,   12.5,   10.5,   -5.5,   6.5,   -2.5,   16.5,   21.5,   19.5],
// CHECK-NEXT: [-15.5,   -4.5,   -14.5,   3.5,   7.5,   11.5,   8.5,   -8.5,   2.5,   -7.5,   10.5,   14.5,   18.5,   15.5,   -1.5,   9.5],
// CHECK-NEXT: [-3.5,   5.5,   7.5,   9.5,   -9.5,   -7.5,   -12.5,   3.5,   12.5,   14.5,   16.5,   -2.5,   -0.5,   -5.5,   10.5,   19.5],
// CHECK-NEXT: [3.5,   -9.5,   -15.5,   -14.5,   -6.5,   8.5,   16.5,   10.5,   -2.5,   -8.5,   -7.5,   0.5,   15.5,   23.5,   17.5,   4.5],
// CHECK-NEXT: [-14.5,   -14.5,   6.5,   6.5,   6.5,   -0.5,   -14.5,   -7.5,   -7.5,   13.5,   13.5,   13.5,   6.5,   -7.5,   -0.5,   -0.5],
// CHECK-NEXT: [2.5,   0.5,   -1.5,   -17.5,   -5.5,   -14.5,   4.5,   9.5,   7.5,   5.5,   -10.5,   1.5,   -7.5,   11.5,   16.5,   14.5],
// CHECK-NEXT: [-20.5,   -9.5,   -19.5,   -1.5,   2.5,   6.5,   3.5,   -13.5,   -2.5,   -12.5,   5.5,   9.5,   13.5,   10.5,   -6.5,   4.5],
// CHECK-NEXT: [-8.5,   0.5,   2.5,   4.5,   -14.5,   -12.5,   -17.5,   -1.5,   7.5,   9.5,   11.5,   -7.5,   -5.5,   -10.5,   5.5,   14.5],
// CHECK-NEXT: [-1.5,   -14.5,   -20.5,   -19.5,   -11.5,   3.5,   11.5,   5.5,   -7.5,   -13.5,   -12.5,   -4.5,   10.5,   18.5,   12.5,   -0.5],
// CHECK-NEXT: [-19.5,   -19.5,   1.5,   1.5,   1.5,   -5.5,   -19.5,   -12.5,   -12.5,   8.5,   8.5,   8.5,   1.5,   -12.5,   -5.5,   -5.5],
// CHECK-NEXT: [-2.5,   -4.5,   -6.5,   -22.5,   -10.5,   -19.5,   -0.5,   4.5,   2.5,   0.5,   -15.5,   -3.5,   -12.5,   6.5,   11.5,   9.5],
// CHECK-NEXT: [-25.5,   -14.5,   -24.5,   -6.5,   -2.5,   1.5,   -1.5,   -18.5,   -7.5,   -17.5,   0.5,   4.5,   8.5,   5.5,   -11.5,   -0.5],
// CHECK-NEXT: [-13.5,   -4.5,   -2.5,   -0.5,   -19.5,   -17.5,   -22.5,   -6.5,   2.5,   4.5,   6.5,   -12.5,   -10.5,   -15.5,   0.5,   9.5]]
// Lane l's index 1:
// CHECK: [12,  -11,  11,  3,  -15,  7,  -16,  6,  -2,  -20,  2,  -21,  1,  -7,  -25,  -3,  14,  -10,  11,  -13,  3,  9,  -15,  6,  -18,  -2,  4,  -20,  1,  -23,  -7,  -1]
// D with lane l's value l inserted at its index 1:
// CHECK: [1,   8,   -10,   7,   -16,   -4,   3,   -15,   2,   -21,   -9,   -2,   -20,   -3,   -26,   -14],
// CHECK-NEXT: [10,   -5,   -10,   5,   -5,   5,   -10,   -15,   0,   -10,   0,   -15,   -20,   -5,   -15,   -5],
// CHECK-NEXT: [0,   1,   2,   3,   4,   5,   6,   7,   8,   9,   10,   11,   12,   13,   14,   15],
// CHECK-NEXT: [16,   17,   18,   19,   20,   21,   22,   23,   24,   25,   26,   27,   28,   29,   30,   31],
// CHECK-NEXT: [-5,   -2,   11,   -1,   7,   -10,   -7,   6,   -6,   2,   -15,   -12,   1,   -11,   -3,   -20],
// GPU: error: {{.*}}'gpu.subgroup_mma_load_matrix' cannot be used in a kernel: the target lacks cooperative-matrix support
// INSERT: error: gpu.barrier or subgroup operation outside of a GPU kernel
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @mm(%a: memref<16x16xf16>, %bt: memref<16x16xf16>, %c: memref<16x16xf32>, %d: memref<16x16xf32>, %et: memref<16x16xf32>, %x: memref<32xf32>, %di: memref<16x16xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %half = arith.constant 0.5 : f32
      %ma = gpu.subgroup_mma_load_matrix %a[%c0, %c0] leadDimension 16 : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
      %mb = gpu.subgroup_mma_load_matrix %bt[%c0, %c0] leadDimension 16 transpose : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
      %mc = gpu.subgroup_mma_load_matrix %c[%c0, %c0] leadDimension 16 : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
      %md = gpu.subgroup_mma_compute %ma, %mb, %mc b_transpose : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
      gpu.subgroup_mma_store_matrix %md, %d[%c0, %c0] leadDimension 16 : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
      %mh = gpu.subgroup_mma_constant_matrix %half : !gpu.mma_matrix<16x16xf32, "COp">
      %me = gpu.subgroup_mma_elementwise addf %md, %mh : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
      gpu.subgroup_mma_store_matrix %me, %et[%c0, %c0] leadDimension 16 transpose : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
      %l = gpu.lane_id
      %v = gpu.subgroup_mma_extract_thread_local %md[%c1] : !gpu.mma_matrix<16x16xf32, "COp"> -> f32
      memref.store %v, %x[%l] : memref<32xf32>
      %li = arith.index_cast %l : index to i32
      %lf = arith.sitofp %li : i32 to f32
      %mi = gpu.subgroup_mma_insert_thread_local %lf, %md[%c1] : f32, !gpu.mma_matrix<16x16xf32, "COp"> -> !gpu.mma_matrix<16x16xf32, "COp">
      gpu.subgroup_mma_store_matrix %mi, %di[%c0, %c0] leadDimension 16 : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
      gpu.return
    }
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %a = memref.alloc() : memref<16x16xf16>
    %bt = memref.alloc() : memref<16x16xf16>
    %c = memref.alloc() : memref<16x16xf32>
    %d = memref.alloc() : memref<16x16xf32>
    %et = memref.alloc() : memref<16x16xf32>
    %x = memref.alloc() : memref<32xf32>
    %di = memref.alloc() : memref<16x16xf32>
    affine.for %i = 0 to 16 {
      affine.for %j = 0 to 16 {
        %av = affine.apply affine_map<(i, k) -> ((i * 3 + k * 5) mod 7 - 3)>(%i, %j)
        %ai = arith.index_cast %av : index to i32
        %af = arith.sitofp %ai : i32 to f16
        memref.store %af, %a[%i, %j] : memref<16x16xf16>
        // bt[j][k] = B[k][j]
        %bv = affine.apply affine_map<(k, j) -> ((k * 2 + j * 7) mod 5 - 2)>(%i, %j)
        %bi = arith.index_cast %bv : index to i32
        %bf = arith.sitofp %bi : i32 to f16
        memref.store %bf, %bt[%j, %i] : memref<16x16xf16>
        %cv = arith.subi %i, %j : index
        %ci = arith.index_cast %cv : index to i32
        %cf = arith.sitofp %ci : i32 to f32
        memref.store %cf, %c[%i, %j] : memref<16x16xf32>
      }
    }
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@mm blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<16x16xf16>, %bt : memref<16x16xf16>, %c : memref<16x16xf32>, %d : memref<16x16xf32>, %et : memref<16x16xf32>, %x : memref<32xf32>, %di : memref<16x16xf32>)
    %du = memref.cast %d : memref<16x16xf32> to memref<*xf32>
    call @printMemrefF32(%du) : (memref<*xf32>) -> ()
    %eu = memref.cast %et : memref<16x16xf32> to memref<*xf32>
    call @printMemrefF32(%eu) : (memref<*xf32>) -> ()
    %xu = memref.cast %x : memref<32xf32> to memref<*xf32>
    call @printMemrefF32(%xu) : (memref<*xf32>) -> ()
    %diu = memref.cast %di : memref<16x16xf32> to memref<*xf32>
    call @printMemrefF32(%diu) : (memref<*xf32>) -> ()
    return
  }
  func.func @insert() {
    %v = arith.constant 1.0 : f32
    %i = arith.constant 0 : index
    %m = gpu.subgroup_mma_constant_matrix %v : !gpu.mma_matrix<16x16xf32, "COp">
    %r = gpu.subgroup_mma_insert_thread_local %v, %m[%i] : f32, !gpu.mma_matrix<16x16xf32, "COp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    return
  }
}

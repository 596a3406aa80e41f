// REQUIRES: vulkan
// RUN: tessera run %s --backend vulkan --shader-path passthrough | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path wgsl | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s

// maximumf, minimumf, maxnumf, minnumf and the 16 cmpf predicates on NaN, signed zeros
// and infinity, on operands loaded from memory (so that nothing folds), give LangRef's
// answers on every shader path and on the interpreter: maximumf/minimumf propagate NaN
// and order -0 < +0; maxnumf/minnumf return the non-NaN operand (and order the zeros the
// same way, one of the answers LangRef allows); ordered predicates are false and
// unordered ones true when an operand is NaN. (naga used to return the non-NaN operand
// of maximumf/minimumf and invert `ord`/`uno`; every path gave maximumf(+0, -0) = -0.)

// Rows: (nan, 1) (1, nan) (nan, nan) (+0, -0) (-0, +0) (1, 1) (1, inf) (-0, -0).
// Columns: maximumf minimumf maxnumf minnumf.
// CHECK: sizes = [8, 4]
// CHECK-NEXT: {{\[\[}}{{-?nan}},   {{-?nan}},   1,   1],
// CHECK-NEXT: [{{-?nan}},   {{-?nan}},   1,   1],
// CHECK-NEXT: [{{-?nan}},   {{-?nan}},   {{-?nan}},   {{-?nan}}],
// CHECK-NEXT: [0,   -0,   0,   -0],
// CHECK-NEXT: [0,   -0,   0,   -0],
// CHECK-NEXT: [1,   1,   1,   1],
// CHECK-NEXT: [inf,   1,   inf,   1],
// CHECK-NEXT: [-0,   -0,   -0,   -0]]
// Columns: false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true.
// CHECK: sizes = [8, 16]
// CHECK-NEXT: {{\[\[}}0,   0,   0,   0,   0,   0,   0,   0,   1,   1,   1,   1,   1,   1,   1,   1],
// CHECK-NEXT: [0,   0,   0,   0,   0,   0,   0,   0,   1,   1,   1,   1,   1,   1,   1,   1],
// CHECK-NEXT: [0,   0,   0,   0,   0,   0,   0,   0,   1,   1,   1,   1,   1,   1,   1,   1],
// CHECK-NEXT: [0,   1,   0,   1,   0,   1,   0,   1,   1,   0,   1,   0,   1,   0,   0,   1],
// CHECK-NEXT: [0,   1,   0,   1,   0,   1,   0,   1,   1,   0,   1,   0,   1,   0,   0,   1],
// CHECK-NEXT: [0,   1,   0,   1,   0,   1,   0,   1,   1,   0,   1,   0,   1,   0,   0,   1],
// CHECK-NEXT: [0,   0,   0,   0,   1,   1,   1,   1,   0,   0,   0,   1,   1,   1,   0,   1],
// CHECK-NEXT: [0,   1,   0,   1,   0,   1,   0,   1,   1,   0,   1,   0,   1,   0,   0,   1]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a : memref<8xf32>, %b : memref<8xf32>, %o : memref<8x4xf32>, %c : memref<8x16xi32>) kernel
      attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 1, 1]>} {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<8xf32>
      %y = memref.load %b[%i] : memref<8xf32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %m0 = arith.maximumf %x, %y : f32
      %m1 = arith.minimumf %x, %y : f32
      %m2 = arith.maxnumf %x, %y : f32
      %m3 = arith.minnumf %x, %y : f32
      memref.store %m0, %o[%i, %c0] : memref<8x4xf32>
      memref.store %m1, %o[%i, %c1] : memref<8x4xf32>
      memref.store %m2, %o[%i, %c2] : memref<8x4xf32>
      memref.store %m3, %o[%i, %c3] : memref<8x4xf32>
      %p0 = arith.cmpf false, %x, %y : f32
      %p1 = arith.cmpf oeq, %x, %y : f32
      %p2 = arith.cmpf ogt, %x, %y : f32
      %p3 = arith.cmpf oge, %x, %y : f32
      %p4 = arith.cmpf olt, %x, %y : f32
      %p5 = arith.cmpf ole, %x, %y : f32
      %p6 = arith.cmpf one, %x, %y : f32
      %p7 = arith.cmpf ord, %x, %y : f32
      %p8 = arith.cmpf ueq, %x, %y : f32
      %p9 = arith.cmpf ugt, %x, %y : f32
      %p10 = arith.cmpf uge, %x, %y : f32
      %p11 = arith.cmpf ult, %x, %y : f32
      %p12 = arith.cmpf ule, %x, %y : f32
      %p13 = arith.cmpf une, %x, %y : f32
      %p14 = arith.cmpf uno, %x, %y : f32
      %p15 = arith.cmpf true, %x, %y : f32
      %e0 = arith.extui %p0 : i1 to i32
      %e1 = arith.extui %p1 : i1 to i32
      %e2 = arith.extui %p2 : i1 to i32
      %e3 = arith.extui %p3 : i1 to i32
      %e4 = arith.extui %p4 : i1 to i32
      %e5 = arith.extui %p5 : i1 to i32
      %e6 = arith.extui %p6 : i1 to i32
      %e7 = arith.extui %p7 : i1 to i32
      %e8 = arith.extui %p8 : i1 to i32
      %e9 = arith.extui %p9 : i1 to i32
      %e10 = arith.extui %p10 : i1 to i32
      %e11 = arith.extui %p11 : i1 to i32
      %e12 = arith.extui %p12 : i1 to i32
      %e13 = arith.extui %p13 : i1 to i32
      %e14 = arith.extui %p14 : i1 to i32
      %e15 = arith.extui %p15 : i1 to i32
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %c9 = arith.constant 9 : index
      %c10 = arith.constant 10 : index
      %c11 = arith.constant 11 : index
      %c12 = arith.constant 12 : index
      %c13 = arith.constant 13 : index
      %c14 = arith.constant 14 : index
      %c15 = arith.constant 15 : index
      memref.store %e0, %c[%i, %c0] : memref<8x16xi32>
      memref.store %e1, %c[%i, %c1] : memref<8x16xi32>
      memref.store %e2, %c[%i, %c2] : memref<8x16xi32>
      memref.store %e3, %c[%i, %c3] : memref<8x16xi32>
      memref.store %e4, %c[%i, %c4] : memref<8x16xi32>
      memref.store %e5, %c[%i, %c5] : memref<8x16xi32>
      memref.store %e6, %c[%i, %c6] : memref<8x16xi32>
      memref.store %e7, %c[%i, %c7] : memref<8x16xi32>
      memref.store %e8, %c[%i, %c8] : memref<8x16xi32>
      memref.store %e9, %c[%i, %c9] : memref<8x16xi32>
      memref.store %e10, %c[%i, %c10] : memref<8x16xi32>
      memref.store %e11, %c[%i, %c11] : memref<8x16xi32>
      memref.store %e12, %c[%i, %c12] : memref<8x16xi32>
      memref.store %e13, %c[%i, %c13] : memref<8x16xi32>
      memref.store %e14, %c[%i, %c14] : memref<8x16xi32>
      memref.store %e15, %c[%i, %c15] : memref<8x16xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %a = memref.alloc() : memref<8xf32>
    %b = memref.alloc() : memref<8xf32>
    %o = memref.alloc() : memref<8x4xf32>
    %c = memref.alloc() : memref<8x16xi32>
    %nan = arith.constant 0x7FC00000 : f32
    %pz = arith.constant 0.0 : f32
    %nz = arith.constant -0.0 : f32
    %one = arith.constant 1.0 : f32
    %inf = arith.constant 0x7F800000 : f32
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i5 = arith.constant 5 : index
    %i6 = arith.constant 6 : index
    %i7 = arith.constant 7 : index
    // (nan,1) (1,nan) (nan,nan) (+0,-0) (-0,+0) (1,1) (1,inf) (-0,-0)
    memref.store %nan, %a[%i0] : memref<8xf32>
    memref.store %one, %b[%i0] : memref<8xf32>
    memref.store %one, %a[%i1] : memref<8xf32>
    memref.store %nan, %b[%i1] : memref<8xf32>
    memref.store %nan, %a[%i2] : memref<8xf32>
    memref.store %nan, %b[%i2] : memref<8xf32>
    memref.store %pz, %a[%i3] : memref<8xf32>
    memref.store %nz, %b[%i3] : memref<8xf32>
    memref.store %nz, %a[%i4] : memref<8xf32>
    memref.store %pz, %b[%i4] : memref<8xf32>
    memref.store %one, %a[%i5] : memref<8xf32>
    memref.store %one, %b[%i5] : memref<8xf32>
    memref.store %one, %a[%i6] : memref<8xf32>
    memref.store %inf, %b[%i6] : memref<8xf32>
    memref.store %nz, %a[%i7] : memref<8xf32>
    memref.store %nz, %b[%i7] : memref<8xf32>
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%a : memref<8xf32>, %b : memref<8xf32>, %o : memref<8x4xf32>, %c : memref<8x16xi32>)
    %u = memref.cast %o : memref<8x4xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    %v = memref.cast %c : memref<8x16xi32> to memref<*xi32>
    call @printMemrefI32(%v) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefF32(%ptr : memref<*xf32>)
  func.func private @printMemrefI32(%ptr : memref<*xi32>)
}

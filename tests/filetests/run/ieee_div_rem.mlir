// REQUIRES: vulkan
// RUN: tessera run %s --backend vulkan --shader-path passthrough | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path wgsl | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s

// divf and remf give IEEE's special values on every shader path and on the interpreter:
// x / 0.0 is ±inf (NaN for 0/0 and NaN/0) also when the divisor is a constant (lavapipe
// returned 0 for a division by a literal zero, and remf(x, 0.0) returned x); remf's result
// is NaN for an infinite dividend or a zero divisor, the dividend for an infinite divisor,
// and a zero remainder keeps the dividend's sign. (A NaN's sign is not specified.)

// Rows (a, b): (1, 0) (-1, -0) (0, 0) (nan, 1) (inf, 1) (-0, 1) (5.5, -2) (-1, inf).
// Columns: a / 0.0 (constant), a / b, remf(a, b), remf(a, 0.0) (constant).
// CHECK: sizes = [8, 4]
// CHECK-NEXT: {{\[\[}}inf,   inf,   {{-?nan}},   {{-?nan}}],
// CHECK-NEXT: [-inf,   inf,   {{-?nan}},   {{-?nan}}],
// CHECK-NEXT: [{{-?nan}},   {{-?nan}},   {{-?nan}},   {{-?nan}}],
// CHECK-NEXT: [{{-?nan}},   {{-?nan}},   {{-?nan}},   {{-?nan}}],
// CHECK-NEXT: [inf,   inf,   {{-?nan}},   {{-?nan}}],
// CHECK-NEXT: [{{-?nan}},   -0,   -0,   {{-?nan}}],
// CHECK-NEXT: [inf,   -2.75,   1.5,   {{-?nan}}],
// CHECK-NEXT: [-inf,   -0,   -1,   {{-?nan}}]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a : memref<8xf32>, %b : memref<8xf32>, %o : memref<8x4xf32>) kernel
      attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [8, 1, 1]>} {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<8xf32>
      %y = memref.load %b[%i] : memref<8xf32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %z = arith.constant 0.0 : f32
      %d0 = arith.divf %x, %z : f32
      %d1 = arith.divf %x, %y : f32
      %d2 = arith.remf %x, %y : f32
      %d3 = arith.remf %x, %z : f32
      memref.store %d0, %o[%i, %c0] : memref<8x4xf32>
      memref.store %d1, %o[%i, %c1] : memref<8x4xf32>
      memref.store %d2, %o[%i, %c2] : memref<8x4xf32>
      memref.store %d3, %o[%i, %c3] : memref<8x4xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %a = memref.alloc() : memref<8xf32>
    %b = memref.alloc() : memref<8xf32>
    %o = memref.alloc() : memref<8x4xf32>
    %nan = arith.constant 0x7FC00000 : f32
    %pz = arith.constant 0.0 : f32
    %nz = arith.constant -0.0 : f32
    %one = arith.constant 1.0 : f32
    %m1 = arith.constant -1.0 : f32
    %inf = arith.constant 0x7F800000 : f32
    %big = arith.constant 5.5 : f32
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i5 = arith.constant 5 : index
    %i6 = arith.constant 6 : index
    %i7 = arith.constant 7 : index
    // a: 1 -1 0 nan inf -0 5.5 -1 ; b: 0 -0 0 1 1 1 -2 inf
    memref.store %one, %a[%i0] : memref<8xf32>
    memref.store %pz, %b[%i0] : memref<8xf32>
    memref.store %m1, %a[%i1] : memref<8xf32>
    memref.store %nz, %b[%i1] : memref<8xf32>
    memref.store %pz, %a[%i2] : memref<8xf32>
    memref.store %pz, %b[%i2] : memref<8xf32>
    memref.store %nan, %a[%i3] : memref<8xf32>
    memref.store %one, %b[%i3] : memref<8xf32>
    memref.store %inf, %a[%i4] : memref<8xf32>
    memref.store %one, %b[%i4] : memref<8xf32>
    memref.store %nz, %a[%i5] : memref<8xf32>
    memref.store %one, %b[%i5] : memref<8xf32>
    memref.store %big, %a[%i6] : memref<8xf32>
    %seven = arith.constant -2.0 : f32
    memref.store %seven, %b[%i6] : memref<8xf32>
    memref.store %m1, %a[%i7] : memref<8xf32>
    memref.store %inf, %b[%i7] : memref<8xf32>
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%a : memref<8xf32>, %b : memref<8xf32>, %o : memref<8x4xf32>)
    %u = memref.cast %o : memref<8x4xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(%ptr : memref<*xf32>)
}

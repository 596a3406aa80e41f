// REQUIRES: vulkan, gl
// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path passthrough | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend vulkan --shader-path wgsl | FileCheck %s
// RUN: tessera run %s --backend gl --shader-path spirv | FileCheck %s
// RUN: tessera run %s --backend gl --shader-path wgsl | FileCheck %s
// RUN: tessera validate %s --backend all | FileCheck %s --check-prefix=VALIDATE

// Constant operands: the back end folds the classification ops (naga's WGSL front end
// evaluates what is left constant), and trunc/roundeven of constants keep the sign of
// zero results. isnormal(1e-45) = 0 (denormal), isfinite(-0) = 1, isnormal(3e38) = 1,
// isinf(3e38) = 0, isnormal([1e-40, 1.5, -0, 2e-38]) = [0, 1, 0, 1];
// trunc(-0) = -0, roundeven(-2.5) = -2, roundeven(-0.5) = -0, trunc(-0.5) = -0.
// CHECK: sizes = [16]
// CHECK-NEXT: [0,  1,  1,  0,  0,  1,  0,  1,  0,  0,  0,  0,  0,  0,  0,  0]
// CHECK: sizes = [8]
// CHECK-NEXT: [-0,  -2,  -0,  -0,  0,  0,  0,  0]
// VALIDATE: result: PASS (6 paths compared)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%o : memref<16xi32>, %p : memref<8xf32>) kernel
      attributes { spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {
      %a = arith.constant 1.0e-45 : f32
      %b = arith.constant -0.0 : f32
      %c = arith.constant 3.0e38 : f32
      %v = arith.constant dense<[1.0e-40, 1.5, -0.0, 2.0e-38]> : vector<4xf32>
      %r0 = math.isnormal %a : f32
      %r1 = math.isfinite %b : f32
      %r2 = math.isnormal %c : f32
      %r3 = math.isinf %c : f32
      %rv = math.isnormal %v : vector<4xf32>
      %e0 = arith.extui %r0 : i1 to i32
      %e1 = arith.extui %r1 : i1 to i32
      %e2 = arith.extui %r2 : i1 to i32
      %e3 = arith.extui %r3 : i1 to i32
      %ev = arith.extui %rv : vector<4xi1> to vector<4xi32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      memref.store %e0, %o[%c0] : memref<16xi32>
      memref.store %e1, %o[%c1] : memref<16xi32>
      memref.store %e2, %o[%c2] : memref<16xi32>
      memref.store %e3, %o[%c3] : memref<16xi32>
      vector.store %ev, %o[%c4] : memref<16xi32>, vector<4xi32>
      %t0 = math.trunc %b : f32
      %t1 = arith.constant -2.5 : f32
      %t2 = math.roundeven %t1 : f32
      %t3 = arith.constant -0.5 : f32
      %t4 = math.roundeven %t3 : f32
      %t5 = math.trunc %t3 : f32
      memref.store %t0, %p[%c0] : memref<8xf32>
      memref.store %t2, %p[%c1] : memref<8xf32>
      memref.store %t4, %p[%c2] : memref<8xf32>
      memref.store %t5, %p[%c3] : memref<8xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %o = memref.alloc() : memref<16xi32>
    %p = memref.alloc() : memref<8xf32>
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%o : memref<16xi32>, %p : memref<8xf32>)
    %u = memref.cast %o : memref<16xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    %w = memref.cast %p : memref<8xf32> to memref<*xf32>
    call @printMemrefF32(%w) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefI32(%ptr : memref<*xi32>)
  func.func private @printMemrefF32(%ptr : memref<*xf32>)
}

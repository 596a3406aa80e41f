// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=IR

// The classification ops, trunc and roundeven in an affine nest: the GPU pipeline
// vectorises them (the classification ops to vector<4xi1> results) and every path of
// Vulkan and GL agrees with the interpreter on NaN, -inf and ordinary lanes.
// CHECK: result: PASS (6 paths compared)
// IR-DAG: math.isnan %{{.*}} : vector<4xf32>
// IR-DAG: math.isnormal %{{.*}} : vector<4xf32>
// IR-DAG: math.isinf %{{.*}} : vector<4xf32>
// IR-DAG: math.trunc %{{.*}} : vector<4xf32>
// IR-DAG: math.roundeven %{{.*}} : vector<4xf32>

func.func @k(%F: memref<8x64xf32>, %C: memref<8x64xi32>, %T: memref<8x64xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 64 {
      %f = affine.load %F[%i, %j] : memref<8x64xf32>
      %n = math.isnan %f : f32
      %m = math.isnormal %f : f32
      %e = math.isinf %f : f32
      %n32 = arith.extui %n : i1 to i32
      %m32 = arith.extui %m : i1 to i32
      %e32 = arith.extui %e : i1 to i32
      %c2 = arith.constant 2 : i32
      %c4 = arith.constant 4 : i32
      %m2 = arith.muli %m32, %c2 : i32
      %e4 = arith.muli %e32, %c4 : i32
      %s = arith.addi %n32, %m2 : i32
      %s2 = arith.addi %s, %e4 : i32
      affine.store %s2, %C[%i, %j] : memref<8x64xi32>
      %t = math.trunc %f : f32
      %r = math.roundeven %t : f32
      %q = arith.addf %r, %f : f32
      affine.store %q, %T[%i, %j] : memref<8x64xf32>
    }
  }
  return
}
func.func @main() {
  %F = memref.alloc() : memref<8x64xf32>
  %C = memref.alloc() : memref<8x64xi32>
  %T = memref.alloc() : memref<8x64xf32>
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0xFF800000 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 64 {
      %s = arith.addi %i, %j : index
      %t = arith.index_cast %s : index to i32
      %c5 = arith.constant 5 : i32
      %m = arith.remsi %t, %c5 : i32
      %z = arith.constant 0 : i32
      %isz = arith.cmpi eq, %m, %z : i32
      %o = arith.constant 1 : i32
      %iso = arith.cmpi eq, %m, %o : i32
      %fv = arith.sitofp %t : i32 to f32
      %h = arith.constant 0.37 : f32
      %fh = arith.mulf %fv, %h : f32
      %v0 = arith.select %isz, %nan, %fh : f32
      %v = arith.select %iso, %inf, %v0 : f32
      affine.store %v, %F[%i, %j] : memref<8x64xf32>
    }
  }
  call @k(%F, %C, %T) : (memref<8x64xf32>, memref<8x64xi32>, memref<8x64xf32>) -> ()
  return
}

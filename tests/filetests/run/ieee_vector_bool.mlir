// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=IR

// Vectorised floordivsi, ceildivsi and cmpf one/ord/ueq/uno (whose lowering combines
// boolean vectors) pass naga's validation and agree with the interpreter on every path,
// NaN lanes included. (They used to fail naga's validation: `LogicalAnd(vec4<bool>, _)`.)
// CHECK: result: PASS (4 paths compared)
// IR-DAG: arith.floordivsi %{{.*}}, %{{.*}} : vector<4xi32>
// IR-DAG: arith.ceildivsi %{{.*}}, %{{.*}} : vector<4xi32>
// IR-DAG: arith.cmpf one, %{{.*}}, %{{.*}} : vector<4xf32>
// IR-DAG: arith.cmpf ord, %{{.*}}, %{{.*}} : vector<4xf32>
// IR-DAG: arith.cmpf ueq, %{{.*}}, %{{.*}} : vector<4xf32>
// IR-DAG: arith.cmpf uno, %{{.*}}, %{{.*}} : vector<4xf32>

func.func private @printMemrefI32(memref<*xi32>)
func.func @k(%A: memref<8x64xi32>, %F: memref<8x64xf32>, %C: memref<8x64xi32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 64 {
      %a = affine.load %A[%i, %j] : memref<8x64xi32>
      %f = affine.load %F[%i, %j] : memref<8x64xf32>
      %c7 = arith.constant -7 : i32
      %q = arith.floordivsi %a, %c7 : i32
      %r = arith.ceildivsi %a, %c7 : i32
      %h = arith.constant 3.0 : f32
      %p0 = arith.cmpf one, %f, %h : f32
      %p1 = arith.cmpf ord, %f, %h : f32
      %p2 = arith.cmpf ueq, %f, %h : f32
      %p3 = arith.cmpf uno, %f, %h : f32
      %e0 = arith.extui %p0 : i1 to i32
      %e1 = arith.extui %p1 : i1 to i32
      %e2 = arith.extui %p2 : i1 to i32
      %e3 = arith.extui %p3 : i1 to i32
      %s1 = arith.shli %e1, %e0 : i32
      %o1 = arith.ori %e0, %s1 : i32
      %c2 = arith.constant 2 : i32
      %c3 = arith.constant 3 : i32
      %t2 = arith.shli %e2, %c2 : i32
      %t3 = arith.shli %e3, %c3 : i32
      %o2 = arith.ori %o1, %t2 : i32
      %o3 = arith.ori %o2, %t3 : i32
      %c100 = arith.constant 100 : i32
      %qq = arith.muli %q, %c100 : i32
      %w0 = arith.addi %qq, %r : i32
      %c10000 = arith.constant 10000 : i32
      %w1 = arith.muli %w0, %c10000 : i32
      %w = arith.addi %w1, %o3 : i32
      affine.store %w, %C[%i, %j] : memref<8x64xi32>
    }
  }
  return
}
func.func @main() {
  %A = memref.alloc() : memref<8x64xi32>
  %F = memref.alloc() : memref<8x64xf32>
  %C = memref.alloc() : memref<8x64xi32>
  %nan = arith.constant 0x7FC00000 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 64 {
      %s = arith.addi %i, %j : index
      %t = arith.index_cast %s : index to i32
      %c30 = arith.constant 30 : i32
      %u = arith.subi %t, %c30 : i32
      affine.store %u, %A[%i, %j] : memref<8x64xi32>
      %c4 = arith.constant 4 : i32
      %m = arith.remsi %t, %c4 : i32
      %z = arith.constant 0 : i32
      %isz = arith.cmpi eq, %m, %z : i32
      %fv = arith.sitofp %m : i32 to f32
      %v = arith.select %isz, %nan, %fv : f32
      affine.store %v, %F[%i, %j] : memref<8x64xf32>
    }
  }
  call @k(%A, %F, %C) : (memref<8x64xi32>, memref<8x64xf32>, memref<8x64xi32>) -> ()
  %u = memref.cast %C : memref<8x64xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

// REQUIRES: vulkan
// RUN: tessera validate %s --backend vulkan | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=IR

// A loop-free body over f16 and i32 inputs with conversions, a compare and a select is
// vectorised along x on the (default, lavapipe-like) CPU target, and every path computes
// what the CPU interpreter does.
// Every path ran: the pipeline on the interpreter and the three shader paths.
// CHECK: result: PASS (4 paths compared)
// IR-LABEL: gpu.func @k_kernel
// IR-DAG: vector.load %{{.*}} : memref<8x64xf16>, vector<4xf16>
// IR-DAG: vector.load %{{.*}} : memref<8x64xi32>, vector<4xi32>
// IR-DAG: arith.extf %{{.*}} : vector<4xf16> to vector<4xf32>
// IR-DAG: arith.sitofp %{{.*}} : vector<4xi32> to vector<4xf32>
// IR-DAG: arith.cmpf ogt, %{{.*}}, %{{.*}} : vector<4xf32>
// IR-DAG: arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi1>, vector<4xf32>
// IR-DAG: vector.store %{{.*}} : memref<8x64xf32>, vector<4xf32>

func.func private @printMemrefF32(memref<*xf32>)
func.func @k(%A: memref<8x64xf16>, %B: memref<8x64xi32>, %C: memref<8x64xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 64 {
      %a = affine.load %A[%i, %j] : memref<8x64xf16>
      %b = affine.load %B[%i, %j] : memref<8x64xi32>
      %af = arith.extf %a : f16 to f32
      %bf = arith.sitofp %b : i32 to f32
      %c = arith.addf %af, %bf : f32
      %d = arith.cmpf ogt, %c, %af : f32
      %e = arith.select %d, %c, %bf : f32
      affine.store %e, %C[%i, %j] : memref<8x64xf32>
    }
  }
  return
}
func.func @main() {
  %A = memref.alloc() : memref<8x64xf16>
  %B = memref.alloc() : memref<8x64xi32>
  %C = memref.alloc() : memref<8x64xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 64 {
      %s = arith.addi %i, %j : index
      %t = arith.index_cast %s : index to i32
      %m = arith.constant 3 : i32
      %f = arith.sitofp %t : i32 to f16
      %g = arith.subi %t, %m : i32
      %h = arith.constant 7 : i32
      %q = arith.subi %g, %h : i32
      affine.store %f, %A[%i, %j] : memref<8x64xf16>
      affine.store %q, %B[%i, %j] : memref<8x64xi32>
    }
  }
  call @k(%A, %B, %C) : (memref<8x64xf16>, memref<8x64xi32>, memref<8x64xf32>) -> ()
  %u = memref.cast %C : memref<8x64xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

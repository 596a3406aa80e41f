// RUN: tessera run %s --backend cpu | FileCheck %s

// Vector values: loads, broadcast, fma, reductions, extract/insert, vector constants.

func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %m = memref.alloc() : memref<8xf32>
  affine.for %i = 0 to 8 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %m[%i] : memref<8xf32>
  }
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = vector.load %m[%c0] : memref<8xf32>, vector<4xf32>
  %b = vector.load %m[%c4] : memref<8xf32>, vector<4xf32>
  %two = arith.constant 2.0 : f32
  %s = vector.broadcast %two : f32 to vector<4xf32>
  %p = vector.fma %a, %s, %b : vector<4xf32>
  %sum = vector.reduction <add>, %p : vector<4xf32> into f32
  call @printF32(%sum) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK: 34
  %e = vector.extract %p[3] : f32 from vector<4xf32>
  call @printF32(%e) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 13
  %w = arith.constant dense<[0.5, 0.25, 0.125, 1.0]> : vector<4xf32>
  %q = arith.mulf %w, %p : vector<4xf32>
  %q2 = vector.insert %two, %q [0] : f32 into vector<4xf32>
  vector.store %q2, %m[%c4] : memref<8xf32>, vector<4xf32>
  %u = memref.cast %m : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // CHECK: [0,  1,  2,  3,  2,  1.75,  1.25,  13]
  return
}

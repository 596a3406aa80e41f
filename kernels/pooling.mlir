// RUN: tessera run %s --backend cpu | FileCheck %s
//
// Pooling over the spatial dimensions of a CxHxW tensor.
// @maxpool2d: 2x2 windows, stride 2, no padding: M[c][i][j] = max of I[c][2i + a][2j + b],
//   M: CxMHxMW with MH = H / 2, MW = W / 2 (rounded down).
// @avgpool2d: 3x3 windows, stride 1, no padding: A[c][i][j] = (sum of I[c][i + a][j + b]) / 9,
//   A: CxAHxAW with AH = H - 2, AW = W - 2.
//
// PARAM C = 4
// PARAM H = 16
// PARAM W = 12
// DERIVED MH = 8
// DERIVED MW = 6
// DERIVED AH = 14
// DERIVED AW = 10

#fill_i = affine_map<(d0, d1, d2) -> ((d0 * 5 + d1 * 7 + d2 * 3) mod 13)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @maxpool2d(%I: memref<4x16x12xf32>, %M: memref<4x8x6xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  affine.for %c = 0 to 4 {
    affine.for %i = 0 to 8 {
      affine.for %j = 0 to 6 {
        affine.store %ninf, %M[%c, %i, %j] : memref<4x8x6xf32>
        affine.for %a = 0 to 2 {
          affine.for %b = 0 to 2 {
            %x = affine.load %I[%c, %i * 2 + %a, %j * 2 + %b] : memref<4x16x12xf32>
            %m = affine.load %M[%c, %i, %j] : memref<4x8x6xf32>
            %r = arith.maximumf %m, %x : f32
            affine.store %r, %M[%c, %i, %j] : memref<4x8x6xf32>
          }
        }
      }
    }
  }
  return
}

func.func @avgpool2d(%I: memref<4x16x12xf32>, %A: memref<4x14x10xf32>) {
  %zero = arith.constant 0.0 : f32
  %nine = arith.constant 9.0 : f32
  affine.for %c = 0 to 4 {
    affine.for %i = 0 to 14 {
      affine.for %j = 0 to 10 {
        affine.store %zero, %A[%c, %i, %j] : memref<4x14x10xf32>
        affine.for %a = 0 to 3 {
          affine.for %b = 0 to 3 {
            %x = affine.load %I[%c, %i + %a, %j + %b] : memref<4x16x12xf32>
            %s = affine.load %A[%c, %i, %j] : memref<4x14x10xf32>
            %t = arith.addf %s, %x : f32
            affine.store %t, %A[%c, %i, %j] : memref<4x14x10xf32>
          }
        }
        %s = affine.load %A[%c, %i, %j] : memref<4x14x10xf32>
        %avg = arith.divf %s, %nine : f32
        affine.store %avg, %A[%c, %i, %j] : memref<4x14x10xf32>
      }
    }
  }
  return
}

func.func @main() {
  %I = memref.alloc() : memref<4x16x12xf32>
  %M = memref.alloc() : memref<4x8x6xf32>
  %A = memref.alloc() : memref<4x14x10xf32>
  %eighth = arith.constant 0.125 : f32
  %off = arith.constant 0.75 : f32
  affine.for %c = 0 to 4 {
    affine.for %h = 0 to 16 {
      affine.for %w = 0 to 12 {
        %r = affine.apply #fill_i(%c, %h, %w)
        %ri = arith.index_cast %r : index to i32
        %rf = arith.sitofp %ri : i32 to f32
        %m = arith.mulf %rf, %eighth : f32
        %v = arith.subf %m, %off : f32
        affine.store %v, %I[%c, %h, %w] : memref<4x16x12xf32>
      }
    }
  }
  call @maxpool2d(%I, %M) : (memref<4x16x12xf32>, memref<4x8x6xf32>) -> ()
  call @avgpool2d(%I, %A) : (memref<4x16x12xf32>, memref<4x14x10xf32>) -> ()
  %um = memref.cast %M : memref<4x8x6xf32> to memref<*xf32>
  call @printMemrefF32(%um) : (memref<*xf32>) -> ()
  %ua = memref.cast %A : memref<4x14x10xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  memref.dealloc %I : memref<4x16x12xf32>
  memref.dealloc %M : memref<4x8x6xf32>
  memref.dealloc %A : memref<4x14x10xf32>
  return
}

// CHECK: rank = 3 offset = 0 sizes = [4, 8, 6] strides = [48, 6, 1] data =
// CHECK-NEXT: {{\[\[\[}}0.5, 0.375, 0.75, 0.75,
// CHECK: 0.5]]]
// CHECK: rank = 3 offset = 0 sizes = [4, 14, 10] strides = [140, 10, 1] data =
// CHECK-NEXT: {{\[\[\[}}-0.222222, -0.0277778, -0.0138889, 0,
// CHECK: -0.0277778]]]

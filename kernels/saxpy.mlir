// RUN: tessera run %s --backend cpu | FileCheck %s
//
// SAXPY on dynamically shaped vectors, y = a * x + y, x, y: memref<?xf32>. The loop bound
// is the vectors' runtime size (memref.dim), so one compiled kernel serves every length;
// @main allocates N elements.
//
// PARAM N = 1000

#fill_x = affine_map<(d0) -> ((d0 * 7) mod 13)>
#fill_y = affine_map<(d0) -> ((d0 * 5 + 1) mod 11)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  affine.for %i = 0 to %n {
    %xv = affine.load %x[%i] : memref<?xf32>
    %yv = affine.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %xv : f32
    %s = arith.addf %p, %yv : f32
    affine.store %s, %y[%i] : memref<?xf32>
  }
  return
}

func.func @main() {
  %n = arith.constant 1000 : index
  %x = memref.alloc(%n) : memref<?xf32>
  %y = memref.alloc(%n) : memref<?xf32>
  %eighth = arith.constant 0.125 : f32
  %off_a = arith.constant 0.75 : f32
  %off_b = arith.constant 0.625 : f32
  %a = arith.constant 2.5 : f32
  affine.for %i = 0 to %n {
    %r = affine.apply #fill_x(%i)
    %ri = arith.index_cast %r : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %m = arith.mulf %rf, %eighth : f32
    %v = arith.subf %m, %off_a : f32
    affine.store %v, %x[%i] : memref<?xf32>
    %r2 = affine.apply #fill_y(%i)
    %ri2 = arith.index_cast %r2 : index to i32
    %rf2 = arith.sitofp %ri2 : i32 to f32
    %m2 = arith.mulf %rf2, %eighth : f32
    %v2 = arith.subf %m2, %off_b : f32
    affine.store %v2, %y[%i] : memref<?xf32>
  }
  call @saxpy(%a, %x, %y) : (f32, memref<?xf32>, memref<?xf32>) -> ()
  %u = memref.cast %y : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %x : memref<?xf32>
  memref.dealloc %y : memref<?xf32>
  return
}

// CHECK: rank = 1 offset = 0 sizes = [1000] strides = [1] data =
// CHECK-NEXT: {{\[}}-2.375, 0.4375, -2.1875, 0.625,
// CHECK: 1.5]

// RUN: tessera opt %s --split-input-file --verify-diagnostics

// Which `affine.parallel` reduction kinds fit which result types, as current upstream:
// a signless integer fits the signed and the unsigned min/max kinds (upstream's own
// `affine-parallelize` makes `maxs` reductions of `i32` loops), a signed one only the
// signed kinds and an unsigned one only the unsigned ones; the bitwise kinds take any
// integer and `assign` any type. `iree-opt --verify-diagnostics` accepts this file.

func.func @signless_min_max(%m: memref<10xi32>) -> (i32, i32, i32, i32, i32) {
  %a, %b, %c, %d, %e = affine.parallel (%i) = (0) to (10)
      reduce ("maxs", "mins", "maxu", "minu", "xori") -> (i32, i32, i32, i32, i32) {
    %v = affine.load %m[%i] : memref<10xi32>
    affine.yield %v, %v, %v, %v, %v : i32, i32, i32, i32, i32
  }
  return %a, %b, %c, %d, %e : i32, i32, i32, i32, i32
}

// -----

func.func @signed(%m: memref<10xsi32>) -> (si32, si32) {
  %a, %b = affine.parallel (%i) = (0) to (10) reduce ("maxs", "mins") -> (si32, si32) {
    %v = affine.load %m[%i] : memref<10xsi32>
    affine.yield %v, %v : si32, si32
  }
  return %a, %b : si32, si32
}

// -----

func.func @unsigned(%m: memref<10xui32>) -> (ui32, ui32, f32) {
  %a, %b = affine.parallel (%i) = (0) to (10) reduce ("maxu", "minu") -> (ui32, ui32) {
    %v = affine.load %m[%i] : memref<10xui32>
    affine.yield %v, %v : ui32, ui32
  }
  %f = arith.constant 1.0 : f32
  %c = affine.parallel (%i) = (0) to (10) reduce ("assign") -> (f32) {
    affine.yield %f : f32
  }
  return %a, %b, %c : ui32, ui32, f32
}

// -----

func.func @maxs_of_unsigned(%m: memref<10xui32>) -> ui32 {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %a = affine.parallel (%i) = (0) to (10) reduce ("maxs") -> (ui32) {
    %v = affine.load %m[%i] : memref<10xui32>
    affine.yield %v : ui32
  }
  return %a : ui32
}

// -----

func.func @minu_of_signed(%m: memref<10xsi32>) -> si32 {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %a = affine.parallel (%i) = (0) to (10) reduce ("minu") -> (si32) {
    %v = affine.load %m[%i] : memref<10xsi32>
    affine.yield %v : si32
  }
  return %a : si32
}

// -----

func.func @xori_of_float(%m: memref<10xf32>) -> f32 {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %a = affine.parallel (%i) = (0) to (10) reduce ("xori") -> (f32) {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.yield %v : f32
  }
  return %a : f32
}

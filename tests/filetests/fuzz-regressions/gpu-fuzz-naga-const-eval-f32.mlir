// REQUIRES: vulkan
// RUN: tessera validate %s --backend all | FileCheck %s

// Found by the GPU differential fuzzer (tests/tests/fuzz_gpu.rs, seeds 1069, 1420, 1573,
// 1592, 2626, 2758, 2981): naga's WGSL front end evaluates a `math` function of
// constants and refuses a NaN or infinite result, so the naga and WGSL paths failed with
// "generated WGSL does not parse" ("sqrt built-in function argument is out of valid
// range"; the same for `log`, `log2`, `pow`, "exp operation overflowed", "Float literal
// is infinite" for `rsqrt(0)`). `sqrt` of a constant is folded now (the IEEE square root,
// what the interpreter computes); a transcendental function of constants takes its
// operand from a variable, so the GPU computes it as it computes any other value. Tint
// (the browser) also evaluates `bitcast<f32>(-27i)` and rejects the NaN (browser fuzzing
// seed 89): an integer constant bitcast to f32 is a float constant now, or for a NaN or
// an infinity its bits loaded from a variable.
// CHECK: result: PASS (6 paths compared)
func.func @main() {
  %o = memref.alloc() : memref<2x10xf32>
  affine.for %i = 0 to 2 {
    %c0 = arith.constant 0 : index
    %neg_subnormal = arith.constant 0x807FFFFF : f32
    %r0 = math.sqrt %neg_subnormal : f32
    memref.store %r0, %o[%i, %c0] : memref<2x10xf32>
    %c1 = arith.constant 1 : index
    %two = arith.constant 2.0 : f32
    %r1 = math.sqrt %two : f32
    memref.store %r1, %o[%i, %c1] : memref<2x10xf32>
    %c2 = arith.constant 2 : index
    %zero = arith.constant 0.0 : f32
    %r2 = math.log %zero : f32
    memref.store %r2, %o[%i, %c2] : memref<2x10xf32>
    %c3 = arith.constant 3 : index
    %m1 = arith.constant -1.0 : f32
    %r3 = math.log2 %m1 : f32
    memref.store %r3, %o[%i, %c3] : memref<2x10xf32>
    %c4 = arith.constant 4 : index
    %big = arith.constant 100.0 : f32
    %r4 = math.exp %big : f32
    memref.store %r4, %o[%i, %c4] : memref<2x10xf32>
    %c5 = arith.constant 5 : index
    %r5 = math.rsqrt %zero : f32
    memref.store %r5, %o[%i, %c5] : memref<2x10xf32>
    %c6 = arith.constant 6 : index
    %m2 = arith.constant -2.0 : f32
    %half = arith.constant 0.5 : f32
    %r6 = math.powf %m2, %half : f32
    memref.store %r6, %o[%i, %c6] : memref<2x10xf32>
    %c7 = arith.constant 7 : index
    %r7 = math.log1p %m1 : f32
    memref.store %r7, %o[%i, %c7] : memref<2x10xf32>
    %c8 = arith.constant 8 : index
    %i8 = arith.constant -27 : i32
    %r8 = arith.bitcast %i8 : i32 to f32
    memref.store %r8, %o[%i, %c8] : memref<2x10xf32>
    %c9 = arith.constant 9 : index
    %i9 = arith.constant 1069547520 : i32
    %r9 = arith.bitcast %i9 : i32 to f32
    memref.store %r9, %o[%i, %c9] : memref<2x10xf32>
  }
  return
}

// REQUIRES: vulkan, gl
// RUN: tessera opt %s --pass-pipeline="builtin.module(tessera-narrow-powi-exponent)" | FileCheck %s
// RUN: tessera validate %s --entry forward --backend all | FileCheck %s --check-prefix=VALID

// torch-mlir's GELU "tanh" raises to a constant i64 exponent (math.fpowi %x, %c3_i64),
// which the GPU paths refused ("only i32 exponents are lowered to the GPU"). The pass gives
// such an fpowi the same exponent as an i32 constant where the value fits; one that does
// not fit stays i64 (the GPU back end refuses it with a diagnostic). The result is
// unchanged, so every path matches the interpreter, which runs the i64 form.
// CHECK-LABEL: func.func @forward
// CHECK: math.fpowi %{{.*}}, %c3_i32 : f32, i32
// CHECK: math.fpowi %{{.*}}, %c-2_i32 : f32, i32
// CHECK-LABEL: func.func @too_wide
// CHECK: math.fpowi %{{.*}}, %c4294967296_i64 : f32, i64
// VALID: result: PASS (6 paths compared)

#id = affine_map<(d0) -> (d0)>
func.func @forward(%x: tensor<7xf32>) -> tensor<7xf32> {
  %c3 = arith.constant 3 : i64
  %cm2 = arith.constant -2 : i64
  %e = tensor.empty() : tensor<7xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<7xf32>) outs(%e : tensor<7xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = math.fpowi %in, %c3 : f32, i64
    %q = math.fpowi %in, %cm2 : f32, i64
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<7xf32>
  return %r : tensor<7xf32>
}

func.func @too_wide(%x: f32) -> f32 {
  %big = arith.constant 4294967296 : i64
  %p = math.fpowi %x, %big : f32, i64
  return %p : f32
}

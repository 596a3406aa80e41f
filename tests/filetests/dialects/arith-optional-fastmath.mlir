// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s
// RUN: tessera opt %s | FileCheck %s --check-prefix=CUSTOM

// The float casts' `fastmath` is optional (upstream's OptionalAttr): absent when not
// written, not `#arith.fastmath<none>`, unlike the float arithmetic's defaulted flag
// (iree-opt 3.13 prints exactly these properties).
// CHECK: "arith.extf"(%{{.*}}) : (f16) -> f32
// CHECK: "arith.truncf"(%{{.*}}) : (f32) -> f16
// CHECK: "arith.extf"(%{{.*}}) <{fastmath = #arith.fastmath<fast>}> : (f16) -> f32
// CHECK: "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CUSTOM: arith.extf %{{.*}} : f16 to f32
// CUSTOM: arith.truncf %{{.*}} : f32 to f16
// CUSTOM: arith.extf %{{.*}} fastmath<fast> : f16 to f32
func.func @f(%a: f16, %b: f32) -> (f32, f16, f32, f32) {
  %0 = arith.extf %a : f16 to f32
  %1 = arith.truncf %b : f32 to f16
  %2 = arith.extf %a fastmath<fast> : f16 to f32
  %3 = arith.addf %b, %b : f32
  return %0, %1, %2, %3 : f32, f16, f32, f32
}

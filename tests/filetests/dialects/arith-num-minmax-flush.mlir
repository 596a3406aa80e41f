// RUN: tessera opt %s | tessera opt | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// arith.maximumnumf, minimumnumf and flush_denormals in current upstream's custom and
// generic forms (iree-opt 3.13 prints the same).
func.func @f(%x: f32, %y: f32, %v: vector<4xf16>) -> (f32, f32, vector<4xf16>) {
  // CHECK: arith.maximumnumf %{{.*}}, %{{.*}} : f32
  %a = arith.maximumnumf %x, %y : f32
  // CHECK: arith.minimumnumf %{{.*}}, %{{.*}} fastmath<nnan> : f32
  %b = arith.minimumnumf %x, %y fastmath<nnan> : f32
  // CHECK: arith.flush_denormals %{{.*}} : vector<4xf16>
  %c = arith.flush_denormals %v : vector<4xf16>
  // GENERIC: "arith.maximumnumf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  // GENERIC: "arith.minimumnumf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
  // GENERIC: "arith.flush_denormals"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (vector<4xf16>) -> vector<4xf16>
  return %a, %b, %c : f32, f32, vector<4xf16>
}

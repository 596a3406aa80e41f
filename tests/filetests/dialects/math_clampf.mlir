// RUN: tessera opt %s | tessera opt | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Custom assembly form of math.clampf, `%x to [%lo, %hi] [fastmath<..>] [attr-dict] : T`
// for any floating-point-like T, printed as upstream prints it (checked against iree-opt
// 3.13) and stable under print -> parse -> print.

// CHECK-LABEL: func.func @clamp
func.func @clamp(%x: f32, %v: vector<4xf16>, %d: f64) -> (f32, vector<4xf16>, f64) {
  // CHECK: %{{.*}} = math.clampf %{{.*}} to [%{{.*}}, %{{.*}}] : f32
  %0 = math.clampf %x to [%x, %x] : f32
  // CHECK: %{{.*}} = math.clampf %{{.*}} to [%{{.*}}, %{{.*}}] fastmath<nnan> {tag} : vector<4xf16>
  %1 = math.clampf %v to [%v, %v] fastmath<nnan> {tag} : vector<4xf16>
  // CHECK: %{{.*}} = math.clampf %{{.*}} to [%{{.*}}, %{{.*}}] : f64
  %2 = "math.clampf"(%d, %d, %d) : (f64, f64, f64) -> f64
  return %0, %1, %2 : f32, vector<4xf16>, f64
}

// GENERIC: "math.clampf"(%{{.*}}, %{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC: "math.clampf"(%{{.*}}, %{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<nnan>}> {tag} : (vector<4xf16>, vector<4xf16>, vector<4xf16>) -> vector<4xf16>
// GENERIC: "math.clampf"(%{{.*}}, %{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f64, f64, f64) -> f64

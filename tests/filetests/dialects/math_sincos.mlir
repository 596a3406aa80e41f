// RUN: tessera opt %s | tessera opt | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Custom assembly form of math.sincos, `%x [fastmath<..>] [attr-dict] : T` with two results
// of type T (iree-opt 3.13 prints the same, naming the results %sin and %cos).
func.func @sincos(%x: f32, %v: vector<4xf16>) -> (f32, vector<4xf16>) {
  // CHECK: %{{.*}}:2 = math.sincos %{{.*}} : f32
  %s, %c = math.sincos %x : f32
  // CHECK: %{{.*}}:2 = math.sincos %{{.*}} fastmath<afn> {tag} : vector<4xf16>
  %vs, %vc = math.sincos %v fastmath<afn> {tag} : vector<4xf16>
  // GENERIC: "math.sincos"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)
  // GENERIC: "math.sincos"(%{{.*}}) <{fastmath = #arith.fastmath<afn>}> {tag} : (vector<4xf16>) -> (vector<4xf16>, vector<4xf16>)
  return %s, %vc : f32, vector<4xf16>
}

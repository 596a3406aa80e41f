// RUN: tessera opt %s | tessera opt | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Custom assembly forms of math.ipowi (`%a, %b : T`, any signless-integer-like T, no
// fast-math flags) and math.fpowi (`%x, %n [fastmath<..>] : T, I`: a float base, an
// integer exponent of its shape), printed as upstream prints them (checked against
// iree-opt 3.13) and stable under print -> parse -> print.

// CHECK-LABEL: func.func @powers
func.func @powers(%i: i32, %v: vector<4xi16>, %n: index, %x: f32, %h: vector<4xf16>, %e: i64)
    -> (i32, vector<4xi16>, index, f32, vector<4xf16>, f32) {
  // CHECK: %{{.*}} = math.ipowi %{{.*}}, %{{.*}} : i32
  %0 = math.ipowi %i, %i : i32
  // CHECK: %{{.*}} = math.ipowi %{{.*}}, %{{.*}} {tag} : vector<4xi16>
  %1 = math.ipowi %v, %v {tag} : vector<4xi16>
  // CHECK: %{{.*}} = math.ipowi %{{.*}}, %{{.*}} : index
  %2 = "math.ipowi"(%n, %n) : (index, index) -> index
  // CHECK: %{{.*}} = math.fpowi %{{.*}}, %{{.*}} : f32, i32
  %3 = math.fpowi %x, %i : f32, i32
  // CHECK: %{{.*}} = math.fpowi %{{.*}}, %{{.*}} fastmath<fast> : vector<4xf16>, vector<4xi16>
  %4 = math.fpowi %h, %v fastmath<fast> : vector<4xf16>, vector<4xi16>
  // CHECK: %{{.*}} = math.fpowi %{{.*}}, %{{.*}} fastmath<nnan,ninf> : f32, i64
  %5 = "math.fpowi"(%x, %e) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, i64) -> f32
  return %0, %1, %2, %3, %4, %5 : i32, vector<4xi16>, index, f32, vector<4xf16>, f32
}

// GENERIC: "math.ipowi"(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// GENERIC: "math.ipowi"(%{{.*}}, %{{.*}}) {tag} : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
// GENERIC: "math.ipowi"(%{{.*}}, %{{.*}}) : (index, index) -> index
// GENERIC: "math.fpowi"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
// GENERIC: "math.fpowi"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf16>, vector<4xi16>) -> vector<4xf16>
// GENERIC: "math.fpowi"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, i64) -> f32

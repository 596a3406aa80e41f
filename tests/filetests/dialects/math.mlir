// RUN: tessera opt %s | tessera opt | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Custom assembly forms of the math ops added from current upstream MLIR (the
// classification ops, `trunc`, `roundeven`), printed as upstream prints them (checked
// against iree-opt 3.13) and stable under print -> parse -> print. The classification
// ops name the operand type; their result is `i1` of its shape. Every op carries a
// `fastmath` property, printed only when it is not `none`.

// CHECK-LABEL: func.func @classification
// CHECK-SAME: (%[[X:.*]]: f32, %[[V:.*]]: vector<4xf16>, %[[D:.*]]: f64, %[[T:.*]]: tensor<2x3xbf16>)
func.func @classification(%x: f32, %v: vector<4xf16>, %d: f64, %t: tensor<2x3xbf16>)
    -> (i1, vector<4xi1>, i1, tensor<2x3xi1>, i1) {
  // CHECK: %{{.*}} = math.isnan %[[X]] : f32
  %0 = math.isnan %x : f32
  // CHECK: %{{.*}} = math.isinf %[[V]] fastmath<nnan> : vector<4xf16>
  %1 = math.isinf %v fastmath<nnan> : vector<4xf16>
  // CHECK: %{{.*}} = math.isfinite %[[D]] fastmath<nnan,ninf> : f64
  %2 = math.isfinite %d fastmath<nnan,ninf> : f64
  // CHECK: %{{.*}} = math.isnormal %[[T]] : tensor<2x3xbf16>
  %3 = math.isnormal %t fastmath<none> : tensor<2x3xbf16>
  // The generic form with the default flags prints as the custom one.
  // CHECK: %{{.*}} = math.isnan %[[X]] {tag} : f32
  %4 = "math.isnan"(%x) <{fastmath = #arith.fastmath<none>}> {tag} : (f32) -> i1
  return %0, %1, %2, %3, %4 : i1, vector<4xi1>, i1, tensor<2x3xi1>, i1
}

// CHECK-LABEL: func.func @rounding
func.func @rounding(%x: f32, %v: vector<4xf16>, %d: f64) -> (f32, vector<4xf16>, f64, f32) {
  // CHECK: %{{.*}} = math.trunc %{{.*}} : f32
  %0 = math.trunc %x : f32
  // CHECK: %{{.*}} = math.roundeven %{{.*}} fastmath<fast> : vector<4xf16>
  %1 = math.roundeven %v fastmath<fast> : vector<4xf16>
  // CHECK: %{{.*}} = math.trunc %{{.*}} fastmath<reassoc> : f64
  %2 = math.trunc %d fastmath<reassoc> : f64
  // CHECK: %{{.*}} = math.roundeven %{{.*}} : f32
  %3 = "math.roundeven"(%x) : (f32) -> f32
  return %0, %1, %2, %3 : f32, vector<4xf16>, f64, f32
}

// Bit counts (no fast-math flags; any signless integer, index and vectors).
// CHECK-LABEL: func.func @bit_counts
func.func @bit_counts(%x : i32, %v : vector<4xi16>, %n : index) -> (i32, vector<4xi16>, index) {
  // CHECK: %{{.*}} = math.ctpop %{{.*}} : i32
  %0 = math.ctpop %x : i32
  // CHECK: %{{.*}} = math.ctlz %{{.*}} : vector<4xi16>
  %1 = math.ctlz %v : vector<4xi16>
  // CHECK: %{{.*}} = math.cttz %{{.*}} : index
  %2 = "math.cttz"(%n) : (index) -> index
  return %0, %1, %2 : i32, vector<4xi16>, index
}

// GENERIC: "math.isnan"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
// GENERIC: "math.isinf"(%{{.*}}) <{fastmath = #arith.fastmath<nnan>}> : (vector<4xf16>) -> vector<4xi1>
// GENERIC: "math.isfinite"(%{{.*}}) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64) -> i1
// GENERIC: "math.isnormal"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (tensor<2x3xbf16>) -> tensor<2x3xi1>
// GENERIC: "math.trunc"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "math.roundeven"(%{{.*}}) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC: "math.ctpop"(%{{.*}}) : (i32) -> i32

// RUN: tessera opt %s | tessera opt | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Custom assembly forms of math.sinh, cosh, asin, acos, expm1, cbrt, asinh, acosh, atanh
// and erfc, printed as upstream prints them (checked against iree-opt 3.13) and stable
// under print -> parse -> print: `%x [fastmath<..>] [attr-dict] : T` for any
// floating-point-like T, the flags printed only when they are not `none`.

// CHECK-LABEL: func.func @transcendental
// CHECK-SAME: (%[[X:.*]]: f32, %[[V:.*]]: vector<4xf16>, %[[D:.*]]: f64, %[[T:.*]]: tensor<2x3xbf16>)
func.func @transcendental(%x: f32, %v: vector<4xf16>, %d: f64, %t: tensor<2x3xbf16>)
    -> (f32, f32, vector<4xf16>, f64, f32, f32, tensor<2x3xbf16>, f32, f64, vector<4xf16>, f32) {
  // CHECK: %{{.*}} = math.sinh %[[X]] : f32
  %0 = math.sinh %x : f32
  // CHECK: %{{.*}} = math.cosh %[[X]] fastmath<fast> : f32
  %1 = math.cosh %x fastmath<fast> : f32
  // CHECK: %{{.*}} = math.asin %[[V]] fastmath<nnan,ninf> : vector<4xf16>
  %2 = math.asin %v fastmath<nnan,ninf> : vector<4xf16>
  // CHECK: %{{.*}} = math.acos %[[D]] : f64
  %3 = math.acos %d fastmath<none> : f64
  // CHECK: %{{.*}} = math.expm1 %[[X]] {tag} : f32
  %4 = math.expm1 %x {tag} : f32
  // CHECK: %{{.*}} = math.cbrt %[[X]] fastmath<afn> : f32
  %5 = math.cbrt %x fastmath<afn> : f32
  // CHECK: %{{.*}} = math.asinh %[[T]] : tensor<2x3xbf16>
  %6 = math.asinh %t : tensor<2x3xbf16>
  // CHECK: %{{.*}} = math.acosh %[[X]] fastmath<contract> : f32
  %7 = math.acosh %x fastmath<contract> : f32
  // CHECK: %{{.*}} = math.atanh %[[D]] : f64
  %8 = math.atanh %d : f64
  // CHECK: %{{.*}} = math.erfc %[[V]] fastmath<reassoc> : vector<4xf16>
  %9 = math.erfc %v fastmath<reassoc> : vector<4xf16>
  // The generic form with the default flags prints as the custom one.
  // CHECK: %{{.*}} = math.erfc %[[X]] : f32
  %10 = "math.erfc"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10
      : f32, f32, vector<4xf16>, f64, f32, f32, tensor<2x3xbf16>, f32, f64, vector<4xf16>, f32
}

// GENERIC: "math.sinh"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "math.cosh"(%{{.*}}) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// GENERIC: "math.asin"(%{{.*}}) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf16>) -> vector<4xf16>
// GENERIC: "math.acos"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
// GENERIC: "math.expm1"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> {tag} : (f32) -> f32
// GENERIC: "math.cbrt"(%{{.*}}) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
// GENERIC: "math.asinh"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (tensor<2x3xbf16>) -> tensor<2x3xbf16>
// GENERIC: "math.acosh"(%{{.*}}) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f32
// GENERIC: "math.atanh"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
// GENERIC: "math.erfc"(%{{.*}}) <{fastmath = #arith.fastmath<reassoc>}> : (vector<4xf16>) -> vector<4xf16>

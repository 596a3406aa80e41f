// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Fast-math flags print in upstream's order whatever the order written, and all seven as
// `fast` (iree-opt 3.13 prints exactly these lines for this input).

// CHECK-LABEL: func.func @f
func.func @f(%a: f32) -> f32 {
  // CHECK: arith.addf %{{.*}}, %{{.*}} fastmath<nnan,ninf> : f32
  %0 = arith.addf %a, %a fastmath<ninf,nnan> : f32
  // CHECK: arith.mulf %{{.*}}, %{{.*}} fastmath<reassoc,nsz,contract> : f32
  %1 = arith.mulf %0, %a fastmath<contract,reassoc,nsz> : f32
  // CHECK: arith.mulf %{{.*}}, %{{.*}} fastmath<fast> : f32
  %2 = arith.mulf %1, %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  // CHECK: math.exp %{{.*}} fastmath<nnan,afn> : f32
  %3 = math.exp %2 fastmath<afn,nnan> : f32
  // Generic input in another order.
  // CHECK: arith.subf %{{.*}}, %{{.*}} fastmath<ninf,arcp> : f32
  %4 = "arith.subf"(%3, %a) <{fastmath = #arith.fastmath<arcp,ninf>}> : (f32, f32) -> f32
  return %4 : f32
}

// GENERIC: fastmath = #arith.fastmath<nnan,ninf>
// GENERIC: fastmath = #arith.fastmath<reassoc,nsz,contract>
// GENERIC: fastmath = #arith.fastmath<fast>

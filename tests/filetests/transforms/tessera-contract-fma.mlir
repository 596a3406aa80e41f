// RUN: tessera opt %s --tessera-contract-fma | FileCheck %s
// RUN: tessera opt %s --tessera-contract-fma=fp-contract=fast | FileCheck %s --check-prefix=FAST
// RUN: not tessera opt %s --tessera-contract-fma=fp-contract=yes 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=PIPE
// RUN: tessera opt %s --tessera-gpu-pipeline=fp-contract=fast | FileCheck %s --check-prefix=PIPEFAST
// RUN: not tessera opt %s --tessera-gpu-pipeline=fp-contract=maybe 2>&1 | FileCheck %s --check-prefix=PIPEOPT

// tessera-contract-fma: in GPU kernels (gpu.launch and gpu.func bodies), an arith.addf of
// a single-use arith.mulf becomes math.fma where LangRef allows it: both ops carry the
// `contract` fast-math flag (`contract` or `fast`; the flags are read as bits, so `nnan`
// is not permission). `fp-contract=fast` (an opt-in) fuses every pair. Host code and
// products with other uses stay. The fma keeps the flags the two ops share, plus
// `contract` (it stands for a contraction, so either rounding is allowed).

// CHECK-LABEL: func.func @contract
// Host code is not touched.
// CHECK: %[[P0:.*]] = arith.mulf %arg0, %arg1 fastmath<contract> : f32
// CHECK-NEXT: arith.addf %arg2, %[[P0]] fastmath<contract> : f32
// CHECK: gpu.launch
// `c + a*b`, both flagged, the product's only use: fused, at the multiply (the
// accumulator comes from outside the kernel), with the shared flags.
// CHECK-NEXT: %[[S:.*]] = math.fma %arg0, %arg1, %arg2 fastmath<nnan,contract> : f32
// A product used twice stays a multiply and its adds stay adds.
// CHECK-NEXT: %[[Q:.*]] = arith.mulf %arg0, %arg2 fastmath<contract> : f32
// CHECK-NEXT: %[[T:.*]] = arith.addf %[[Q]], %[[S]] fastmath<contract> : f32
// CHECK-NEXT: %[[U:.*]] = arith.addf %[[T]], %[[Q]] fastmath<contract> : f32
// `a*b + acc` with the product on the left, both flagged: fused too.
// CHECK-NEXT: %[[V:.*]] = math.fma %arg1, %arg2, %[[U]] fastmath<contract> : f32
// No flags: not fused.
// CHECK-NEXT: %[[W:.*]] = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: %[[X:.*]] = arith.addf %[[W]], %[[V]] : f32
// `nnan` is not `contract`: not fused (the pass used to search the attribute's text,
// `.fastmath<nnan>`, for "fast" and fused it).
// CHECK-NEXT: %[[Y:.*]] = arith.mulf %arg1, %arg1 fastmath<nnan> : f32
// CHECK-NEXT: %[[Z:.*]] = arith.addf %[[Y]], %[[X]] fastmath<nnan> : f32
// Only the add flagged: not fused.
// CHECK-NEXT: %[[M:.*]] = arith.mulf %arg2, %arg2 : f32
// CHECK-NEXT: %[[N:.*]] = arith.addf %[[M]], %[[Z]] fastmath<contract> : f32
// CHECK-NEXT: memref.store %[[N]], %arg3
// CHECK: return

// FAST-LABEL: func.func @contract
// FAST: arith.mulf %arg0, %arg1 fastmath<contract> : f32
// FAST: gpu.launch
// FAST-NEXT: math.fma %arg0, %arg1, %arg2 fastmath<nnan,contract> : f32
// FAST-NEXT: arith.mulf %arg0, %arg2
// FAST-NEXT: arith.addf
// FAST-NEXT: arith.addf
// FAST-NEXT: math.fma %arg1, %arg2, %{{.*}} fastmath<contract> : f32
// FAST-NEXT: math.fma %arg0, %arg0, %{{.*}} fastmath<contract> : f32
// FAST-NEXT: math.fma %arg1, %arg1, %{{.*}} fastmath<nnan,contract> : f32
// FAST-NEXT: math.fma %arg2, %arg2, %{{.*}} fastmath<contract> : f32
// FAST-NEXT: memref.store

// OPTION: invalid value 'yes' for option 'fp-contract' (expected on, off or fast)

// The GPU pipeline: by default only the flagged pair of @kernel fuses; fp-contract=fast
// fuses both.
// PIPE-LABEL: gpu.func @kernel_kernel
// PIPE: math.fma {{.*}} fastmath<contract>
// PIPE-NOT: math.fma
// PIPE: gpu.return
// PIPEFAST-LABEL: gpu.func @kernel_kernel
// PIPEFAST-COUNT-2: math.fma
// PIPEOPT: invalid value 'maybe' for option 'fp-contract' (expected on, off or fast)
func.func @contract(%a: f32, %b: f32, %c: f32, %m: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %p0 = arith.mulf %a, %b fastmath<contract> : f32
  %s0 = arith.addf %c, %p0 fastmath<contract> : f32
  memref.store %s0, %m[%c1] : memref<4xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %p = arith.mulf %a, %b fastmath<nnan,contract> : f32
    %s = arith.addf %c, %p fastmath<fast> : f32
    %q = arith.mulf %a, %c fastmath<contract> : f32
    %t = arith.addf %q, %s fastmath<contract> : f32
    %u = arith.addf %t, %q fastmath<contract> : f32
    %f = arith.mulf %b, %c fastmath<contract> : f32
    %g = arith.addf %f, %u fastmath<contract> : f32
    %h = arith.mulf %a, %a : f32
    %i = arith.addf %h, %g : f32
    %j = arith.mulf %b, %b fastmath<nnan> : f32
    %k = arith.addf %j, %i fastmath<nnan> : f32
    %l = arith.mulf %c, %c : f32
    %n = arith.addf %l, %k fastmath<contract> : f32
    memref.store %n, %m[%c1] : memref<4xf32>
    gpu.terminator
  }
  return
}

func.func @kernel(%A: memref<16xf32>, %B: memref<16xf32>, %C: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %a = affine.load %A[%i] : memref<16xf32>
    %b = affine.load %B[%i] : memref<16xf32>
    %p = arith.mulf %a, %b fastmath<contract> : f32
    %s = arith.addf %p, %b fastmath<contract> : f32
    %q = arith.mulf %s, %a : f32
    %r = arith.addf %q, %b : f32
    affine.store %r, %C[%i] : memref<16xf32>
  }
  return
}

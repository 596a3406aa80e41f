// RUN: tessera opt %s --tessera-gpu-pipeline --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline="target=nvidia fp-contract=off" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: tessera opt %s --tessera-gpu-pipeline --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIME

// `tessera-gpu-pipeline` is a registered pipeline: the pass manager runs its passes one by
// one, so the IR after each is printed; a clean-up with nothing to do is skipped and says
// so. --dump-pass-pipeline prints the passes it expands to for a target (promotion on and
// no subgroup sharing on NVIDIA; no tessera-contract-fma with fp-contract=off; no
// tessera-hoist-window off CPU adapters).

func.func @scale(%a: memref<256xf32>, %b: memref<256xf32>) {
  affine.for %i = 0 to 256 {
    %x = affine.load %a[%i] : memref<256xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %b[%i] : memref<256xf32>
  }
  return
}

// CHECK: IR Dump After LinalgGeneralizeNamedOpsPass (linalg-generalize-named-ops)
// CHECK: IR Dump After LinalgElementwiseOpFusionPass (linalg-fuse-elementwise-ops)
// CHECK: IR Dump After TesseraNarrowPowiExponent (tessera-narrow-powi-exponent)
// CHECK: IR Dump After OneShotBufferizePass (one-shot-bufferize)
// CHECK: IR Dump After ConvertLinalgToAffineLoopsPass (convert-linalg-to-affine-loops)
// CHECK: IR Dump After LowerVectorMask (lower-vector-mask)
// CHECK: IR Dump After TesseraRaiseScfToAffine (tessera-raise-scf-to-affine)
// CHECK: IR Dump After TesseraRejectOutOfBounds (tessera-reject-out-of-bounds)
// CHECK: IR Dump After Canonicalizer (canonicalize)
// CHECK: IR Dump After TesseraIfConvert (tessera-if-convert)
// CHECK: IR Dump After AffineParallelize (affine-parallelize)
// CHECK: affine.parallel
// CHECK: IR Dump After AffineParallelize (affine-parallelize)
// CHECK: IR Dump After TesseraMapToGpu (tessera-map-to-gpu)
// CHECK: gpu.launch blocks
// CHECK: IR Dump After TesseraSubgroupShare (tessera-subgroup-share)
// CHECK: IR Dump After LowerAffinePass (lower-affine)
// CHECK: IR Dump After TesseraUnrollVectors (tessera-unroll-vectors)
// CHECK: IR Dump After VectorEmulateMaskedMemory (vector-emulate-masked-memory)
// CHECK: IR Dump After Canonicalizer (canonicalize)
// CHECK: IR Dump After CSE (cse)
// CHECK: IR Dump After TesseraContractFma (tessera-contract-fma)
// CHECK: IR Dump After TesseraScheduleChains (tessera-schedule-chains)
// CHECK: IR Dump After GpuKernelOutliningPass (gpu-kernel-outlining)
// CHECK: gpu.func @scale_kernel
// CHECK: IR Dump After TesseraSinkMemrefChoice (tessera-sink-memref-choice)
// CHECK: IR Dump After TesseraMarkTextures (tessera-mark-textures)
// CHECK: IR Dump After Canonicalizer (canonicalize)
// CHECK: IR Dump After IntRangeOptimizations (int-range-optimizations)
// CHECK: IR Dump After Canonicalizer (canonicalize)
// CHECK: IR Dump After TesseraVersionGuards (tessera-version-guards)
// CHECK: Canonicalizer (canonicalize) skipped: no pass changed the IR since it last ran
// CHECK: IR Dump After TesseraHoistWindow (tessera-hoist-window)
// CHECK: Canonicalizer (canonicalize) skipped
// CHECK: IR Dump After CSE (cse)
// CHECK: IR Dump After TesseraBoundsCheck (tessera-bounds-check)
// CHECK: tessera.bounds = "proven"
// CHECK-NOT: IR Dump

// DUMP: Pass Manager with 30 passes:
// DUMP-NEXT: linalg-generalize-named-ops,linalg-fuse-elementwise-ops,tessera-narrow-powi-exponent,one-shot-bufferize{bufferize-function-boundaries=true},convert-linalg-to-affine-loops{fuse-fill=true},scf-forall-to-parallel,lower-vector-mask,tessera-raise-scf-to-affine,tessera-reject-out-of-bounds,canonicalize,tessera-if-convert,affine-parallelize{assume-noalias=true parallel-reductions=true},affine-parallelize{assume-noalias=true parallel-reductions=true},tessera-map-to-gpu{assume-noalias=true cpu=false {{.*}} subgroup-size=32 textures=false vectorize=true},tessera-promote-workgroup{max-workgroup-storage={{[0-9]+}}},lower-affine,tessera-unroll-vectors,vector-emulate-masked-memory,canonicalize,cse,tessera-schedule-chains,gpu-kernel-outlining,tessera-sink-memref-choice,tessera-mark-textures{max-texture-dim={{[0-9]+}}},canonicalize,int-range-optimizations,canonicalize,tessera-version-guards,canonicalize,tessera-bounds-check{index-bits=32 unchecked=false}{{$}}

// TIME: Execution time report
// TIME: tessera-gpu-pipeline
// TIME-NEXT: {{^  [0-9.]+ \( *[0-9.]+%\)    linalg-generalize-named-ops$}}
// TIME: tessera-map-to-gpu
// TIME: tessera-bounds-check
// TIME-NEXT: (A) Verifier
// TIME-NEXT: Total

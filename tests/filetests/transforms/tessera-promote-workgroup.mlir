// RUN: tessera opt %s --split-input-file --pass-pipeline='builtin.module(tessera-map-to-gpu{workgroup-size=16,8 register-tile=2,2 textures=false}, tessera-promote-workgroup{tile-k=8})' | FileCheck %s

// The k loop of a mapped matmul is strip-mined by 8; each step copies the A and B tiles the
// workgroup reads into workgroup attributions, cooperatively, between barriers.
// CHECK-LABEL: func.func @matmul
// CHECK:         gpu.launch {{.*}} workgroup(%[[WA:.*]] : memref<16x8xf32, #gpu.address_space<workgroup>>, %[[WB:.*]] : memref<8x32xf32, #gpu.address_space<workgroup>>) {
// CHECK:           %{{.*}}:4 = affine.for %[[K0:.*]] = 0 to 32 step 8 iter_args({{.*}}) -> (f32, f32, f32, f32) {
// CHECK:             affine.for %[[E:.*]] = %{{.*}} to 128 step 128 {
// CHECK:               affine.if
// CHECK-NEXT:            %[[V:.*]] = affine.load %{{.*}} : memref<64x32xf32>
// CHECK-NEXT:            affine.store %[[V]], %[[WA]][%{{.*}}, %{{.*}}] : memref<16x8xf32, #gpu.address_space<workgroup>>
// CHECK:             affine.for %{{.*}} = %{{.*}} to 256 step 128 {
// CHECK:                 affine.store %{{.*}}, %[[WB]][%{{.*}}, %{{.*}}] : memref<8x32xf32, #gpu.address_space<workgroup>>
// CHECK:             gpu.barrier
// CHECK-NEXT:        %{{.*}}:4 = affine.for %[[K:.*]] = #{{.*}}(%[[K0]]) to min #{{.*}}(%[[K0]]) iter_args
// CHECK-NEXT:          affine.load %[[WA]][symbol(%{{.*}}), %[[K]] - %[[K0]]] : memref<16x8xf32, #gpu.address_space<workgroup>>
// CHECK:               affine.load %[[WB]][%[[K]] - %[[K0]], symbol(%{{.*}})] : memref<8x32xf32, #gpu.address_space<workgroup>>
// CHECK:             gpu.barrier
// CHECK-NEXT:        affine.yield
func.func @matmul(%A: memref<64x32xf32>, %B: memref<32x64xf32>, %C: memref<64x64xf32>) {
  affine.parallel (%i, %j) = (0, 0) to (64, 64) {
    affine.for %k = 0 to 32 {
      %a = affine.load %A[%i, %k] : memref<64x32xf32>
      %b = affine.load %B[%k, %j] : memref<32x64xf32>
      %c = affine.load %C[%i, %j] : memref<64x64xf32>
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %c, %p : f32
      affine.store %s, %C[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// A memref written in the kernel is not promoted; neither are loops without reuse.
// CHECK-LABEL: func.func @written
// CHECK-NOT:     workgroup(
// CHECK-NOT:     gpu.barrier
func.func @written(%A: memref<64x32xf32>) {
  affine.parallel (%i) = (0) to (64) {
    affine.for %k = 1 to 32 {
      %a = affine.load %A[%i, %k - 1] : memref<64x32xf32>
      affine.store %a, %A[%i, %k] : memref<64x32xf32>
    }
  }
  return
}

// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: not tessera opt %s --tessera-gpu-pipeline 2>&1 | FileCheck %s --check-prefix=GPU

// The interpreter runs tensors carried by loops as written: an affine.for whose
// iter_args is a tensor (each iteration inserts into the carried value) and an
// scf.parallel that reduces tensors (8 iterations, each adding %t to the accumulator
// initialised with %t: 9 * %t). one-shot-bufferize refuses both at the loop, as upstream
// does ("op was not bufferized"), so the GPU pipeline reports that refusal at the first.
// CHECK: sizes = [8]
// CHECK-NEXT: [0,  1,  20,  3,  40,  5,  60,  7]
// CHECK: sizes = [4]
// CHECK-NEXT: [0,  9,  18,  27]
// GPU: tensor_loops.mlir:[[# @LINE + 5]]:8: error: one-shot-bufferize does not bufferize 'affine.for' on tensors

func.func private @printMemrefF32(memref<*xf32>)

func.func @iter(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = affine.for %i = 0 to 8 step 2 iter_args(%acc = %t) -> (tensor<8xf32>) {
    %x = tensor.extract %acc[%i] : tensor<8xf32>
    %c = arith.constant 10.0 : f32
    %y = arith.mulf %x, %c : f32
    %n = tensor.insert %y into %acc[%i] : tensor<8xf32>
    affine.yield %n : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

func.func @reduce(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %s = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%t) -> tensor<4xf32> {
    scf.reduce(%t : tensor<4xf32>) {
    ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
      %e = tensor.empty() : tensor<4xf32>
      %y = linalg.map { arith.addf } ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>)
      scf.reduce.return %y : tensor<4xf32>
    }
  }
  return %s : tensor<4xf32>
}

func.func @main() {
  %t = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<8xf32>
  %r = call @iter(%t) : (tensor<8xf32>) -> tensor<8xf32>
  %m = bufferization.to_buffer %r : tensor<8xf32> to memref<8xf32>
  %u = memref.cast %m : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %t4 = arith.constant dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %s = call @reduce(%t4) : (tensor<4xf32>) -> tensor<4xf32>
  %m4 = bufferization.to_buffer %s : tensor<4xf32> to memref<4xf32>
  %u4 = memref.cast %m4 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u4) : (memref<*xf32>) -> ()
  return
}

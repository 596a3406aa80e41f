// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: tessera run %s --backend cpu --entry bufferization_ops | FileCheck %s --check-prefix=BUF
// RUN: tessera run %s --backend vulkan --entry bufferization_ops | FileCheck %s --check-prefix=BUF

// The interpreter runs tensor programs as one-shot-bufferize{copy-before-write} makes them
// (every tensor write into a new buffer); run/tensor_refused.mlir has what it refuses.

// CHECK: 2
// CHECK-NEXT: 7.5
func.func @main() -> (index, f32) {
  %e = tensor.empty() : tensor<4x4xf32>
  %r = tensor.rank %e : tensor<4x4xf32>
  %v = arith.constant 7.5 : f32
  %c1 = arith.constant 1 : index
  %i = tensor.insert %v into %e[%c1, %c1] : tensor<4x4xf32>
  %x = tensor.extract %i[%c1, %c1] : tensor<4x4xf32>
  return %r, %x : index, f32
}

// The bufferization ops: alloc_tensor (with a copy), materialize_in_destination into a
// tensor and into a memref, to_buffer, to_tensor, dealloc_tensor.
// BUF: 3.5
// BUF-NEXT: 3.5
// BUF-NEXT: 1.25
func.func @bufferization_ops() -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xf32>
  %a = arith.constant 1.25 : f32
  memref.store %a, %m[%c0] : memref<2xf32>
  memref.store %a, %m[%c1] : memref<2xf32>
  %t = bufferization.to_tensor %m restrict : memref<2xf32> to tensor<2xf32>
  %b = arith.constant 3.5 : f32
  %s = tensor.insert %b into %t[%c1] : tensor<2xf32>
  %copy = bufferization.alloc_tensor() copy(%s) : tensor<2xf32>
  %dst = bufferization.alloc_tensor() : tensor<2xf32>
  %mat = bufferization.materialize_in_destination %copy in %dst : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %out = memref.alloc() : memref<2xf32>
  bufferization.materialize_in_destination %mat in restrict writable %out : (tensor<2xf32>, memref<2xf32>) -> ()
  %x = memref.load %out[%c1] : memref<2xf32>
  %mb = bufferization.to_buffer %mat : tensor<2xf32> to memref<2xf32>
  %y = memref.load %mb[%c1] : memref<2xf32>
  %z = memref.load %m[%c1] : memref<2xf32>
  bufferization.dealloc_tensor %copy : tensor<2xf32>
  return %x, %y, %z : f32, f32, f32
}

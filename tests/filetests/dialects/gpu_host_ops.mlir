// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// The host-side gpu ops of upstream (gpu.wait, alloc, dealloc, memcpy, memset,
// host_register, host_unregister, set_default_device) in the custom form iree-opt 3.13
// prints, with the spaces its generated printers leave where custom<AsyncDependencies>
// prints nothing (`gpu.alloc  (`, `gpu.memcpy  %`, a trailing space after a bare
// `gpu.wait`), and the generic form: gpu.alloc's `hostShared` and `operandSegmentSizes`
// (dependencies, dynamic sizes, symbols) are properties; its results are the memref, then
// the token.

#map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @host_ops
// GENERIC-LABEL: sym_name = "host_ops"
func.func @host_ops(%n: index, %src: memref<4xf32>, %u: memref<*xf32>, %v: f32, %i: i32, %t: !gpu.async.token) {
  // CHECK: %[[T0:.*]] = gpu.wait async{{$}}
  // GENERIC: %[[T0:.*]] = "gpu.wait"() : () -> !gpu.async.token
  %t0 = gpu.wait async
  // CHECK-NEXT: gpu.wait [%[[T0]]]{{$}}
  // GENERIC-NEXT: "gpu.wait"(%[[T0]]) : (!gpu.async.token) -> ()
  gpu.wait [%t0]
  // CHECK-NEXT: gpu.wait {{$}}
  // GENERIC-NEXT: "gpu.wait"() : () -> ()
  gpu.wait
  // CHECK-NEXT: gpu.wait  {foo}{{$}}
  // GENERIC-NEXT: "gpu.wait"() {foo} : () -> ()
  gpu.wait {foo}
  // CHECK-NEXT: %[[T1:.*]] = gpu.wait async [%[[T0]], %{{.*}}]{{$}}
  // GENERIC-NEXT: %[[T1:.*]] = "gpu.wait"(%[[T0]], %{{.*}}) : (!gpu.async.token, !gpu.async.token) -> !gpu.async.token
  %t1 = gpu.wait async [%t0, %t]
  // CHECK-NEXT: %{{.*}} = gpu.alloc async [%[[T1]]] host_shared (%{{.*}}) : memref<?xf32>{{$}}
  // GENERIC-NEXT: %[[A:.*]]:2 = "gpu.alloc"(%[[T1]], %{{.*}}) <{hostShared, operandSegmentSizes = array<i32: 1, 1, 0>}> : (!gpu.async.token, index) -> (memref<?xf32>, !gpu.async.token)
  %m, %t2 = gpu.alloc async [%t1] host_shared (%n) : memref<?xf32>
  // CHECK-NEXT: %{{.*}} = gpu.alloc  (%{{.*}}) : memref<?xf32>{{$}}
  // GENERIC-NEXT: "gpu.alloc"(%{{.*}}) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (index) -> memref<?xf32>
  %m2 = gpu.alloc (%n) : memref<?xf32>
  // CHECK-NEXT: gpu.alloc  host_shared () : memref<4xf32>{{$}}
  // GENERIC-NEXT: "gpu.alloc"() <{hostShared, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<4xf32>
  %m3 = gpu.alloc host_shared () : memref<4xf32>
  // CHECK-NEXT: gpu.alloc  (%{{.*}})[%{{.*}}] {foo} : memref<?xf32, #map>{{$}}
  // GENERIC-NEXT: "gpu.alloc"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 0, 1, 1>}> {foo} : (index, index) -> memref<?xf32, #map>
  %m4 = gpu.alloc (%n)[%n] {foo} : memref<?xf32, #map>
  // CHECK-NEXT: = gpu.alloc async () : memref<4xf32>{{$}}
  // GENERIC-NEXT: "gpu.alloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> (memref<4xf32>, !gpu.async.token)
  %m5, %t5 = gpu.alloc async () : memref<4xf32>
  // CHECK-NEXT: gpu.alloc [%{{.*}}] (%{{.*}}) : memref<?xf32>{{$}}
  // GENERIC-NEXT: "gpu.alloc"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!gpu.async.token, index) -> memref<?xf32>
  %m6 = gpu.alloc [%t] (%n) : memref<?xf32>
  // CHECK-NEXT: %[[T3:.*]] = gpu.memcpy async [%{{.*}}] %{{.*}}, %{{.*}} : memref<?xf32>, memref<4xf32>{{$}}
  // GENERIC-NEXT: %[[T3:.*]] = "gpu.memcpy"(%[[A]]#1, %[[A]]#0, %{{.*}}) : (!gpu.async.token, memref<?xf32>, memref<4xf32>) -> !gpu.async.token
  %t3 = gpu.memcpy async [%t2] %m, %src : memref<?xf32>, memref<4xf32>
  // CHECK-NEXT: gpu.memcpy  %{{.*}}, %{{.*}} : memref<?xf32>, memref<4xf32>{{$}}
  // GENERIC-NEXT: "gpu.memcpy"(%[[A]]#0, %{{.*}}) : (memref<?xf32>, memref<4xf32>) -> ()
  gpu.memcpy %m, %src : memref<?xf32>, memref<4xf32>
  // CHECK-NEXT: gpu.memcpy [%{{.*}}] %{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32> {foo}{{$}}
  // GENERIC-NEXT: "gpu.memcpy"(%{{.*}}, %{{.*}}, %{{.*}}) {foo} : (!gpu.async.token, memref<4xf32>, memref<4xf32>) -> ()
  gpu.memcpy [%t] %src, %src : memref<4xf32>, memref<4xf32> {foo}
  // CHECK-NEXT: %[[T4:.*]] = gpu.memset async [%[[T3]]] %{{.*}}, %{{.*}} : memref<?xf32>, f32{{$}}
  // GENERIC-NEXT: %[[T4:.*]] = "gpu.memset"(%[[T3]], %[[A]]#0, %{{.*}}) : (!gpu.async.token, memref<?xf32>, f32) -> !gpu.async.token
  %t4 = gpu.memset async [%t3] %m, %v : memref<?xf32>, f32
  // CHECK-NEXT: gpu.memset  %{{.*}}, %{{.*}} : memref<?xf32>, f32{{$}}
  // GENERIC-NEXT: "gpu.memset"(%[[A]]#0, %{{.*}}) : (memref<?xf32>, f32) -> ()
  gpu.memset %m, %v : memref<?xf32>, f32
  // CHECK-NEXT: %[[T5:.*]] = gpu.dealloc async [%[[T4]]] %{{.*}} : memref<?xf32>{{$}}
  // GENERIC-NEXT: %[[T5:.*]] = "gpu.dealloc"(%[[T4]], %[[A]]#0) : (!gpu.async.token, memref<?xf32>) -> !gpu.async.token
  %t6 = gpu.dealloc async [%t4] %m : memref<?xf32>
  // CHECK-NEXT: gpu.dealloc  %{{.*}} : memref<?xf32>{{$}}
  // GENERIC-NEXT: "gpu.dealloc"(%{{.*}}) : (memref<?xf32>) -> ()
  gpu.dealloc %m2 : memref<?xf32>
  // CHECK-NEXT: gpu.dealloc [%{{.*}}] %{{.*}} {foo} : memref<4xf32>{{$}}
  // GENERIC-NEXT: "gpu.dealloc"(%{{.*}}, %{{.*}}) {foo} : (!gpu.async.token, memref<4xf32>) -> ()
  gpu.dealloc [%t] %m3 {foo} : memref<4xf32>
  // CHECK-NEXT: gpu.host_register %{{.*}} : memref<*xf32>{{$}}
  // GENERIC-NEXT: "gpu.host_register"(%{{.*}}) : (memref<*xf32>) -> ()
  gpu.host_register %u : memref<*xf32>
  // CHECK-NEXT: gpu.host_unregister %{{.*}} {foo} : memref<*xf32>{{$}}
  // GENERIC-NEXT: "gpu.host_unregister"(%{{.*}}) {foo} : (memref<*xf32>) -> ()
  gpu.host_unregister %u {foo} : memref<*xf32>
  // CHECK-NEXT: gpu.set_default_device %{{.*}}{{$}}
  // GENERIC-NEXT: "gpu.set_default_device"(%{{.*}}) : (i32) -> ()
  gpu.set_default_device %i
  // CHECK-NEXT: gpu.set_default_device {foo} %{{.*}}{{$}}
  // GENERIC-NEXT: "gpu.set_default_device"(%{{.*}}) {foo} : (i32) -> ()
  gpu.set_default_device {foo} %i
  // CHECK-NEXT: gpu.wait async [%[[T5]]]{{$}}
  %t7 = gpu.wait async [%t6]
  return
}

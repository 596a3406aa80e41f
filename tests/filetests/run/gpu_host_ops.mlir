// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: not tessera run %s --backend cpu --entry double_free 2>&1 | FileCheck %s --check-prefix=FREE
// RUN: not tessera run %s --backend cpu --entry sparse 2>&1 | FileCheck %s --check-prefix=SPARSE

// The host-side gpu memory ops on the interpreter: gpu.alloc allocates as memref.alloc
// (here with a dynamic size and with an async token), gpu.memset fills, gpu.memcpy
// copies, gpu.dealloc frees; gpu.wait, host_register, host_unregister and
// set_default_device do nothing (the interpreter runs synchronously, so every token is
// complete when it is made).
// CHECK: sizes = [4]
// CHECK-NEXT: [2.5,  2.5,  2.5,  2.5]
// CHECK: sizes = [4]
// CHECK-NEXT: [7,  7,  7,  7]
// CHECK: sizes = [4]
// CHECK-NEXT: [2.5,  -1,  2.5,  2.5]
// A freed buffer is gone: freeing it again is a fault at the second gpu.dealloc.
// FREE: :[[@LINE+40]]:3: error: double deallocation: buffer was already deallocated
// FREE-NEXT: gpu.dealloc %a : memref<4xf32>
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %dev = arith.constant 0 : i32
  %v = arith.constant 2.5 : f32
  %m1 = arith.constant -1.0 : f32
  %i7 = arith.constant 7 : i32
  gpu.set_default_device %dev
  %t0 = gpu.wait async
  %a, %t1 = gpu.alloc async [%t0] (%c4) : memref<?xf32>
  %t2 = gpu.memset async [%t1] %a, %v : memref<?xf32>, f32
  gpu.wait [%t2]
  %b = gpu.alloc host_shared () : memref<4xf32>
  %t3 = gpu.memcpy async [%t2] %b, %a : memref<4xf32>, memref<?xf32>
  %bu = memref.cast %b : memref<4xf32> to memref<*xf32>
  gpu.host_register %bu : memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  %i = gpu.alloc () : memref<4xi32>
  gpu.memset %i, %i7 : memref<4xi32>, i32
  %iu = memref.cast %i : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%iu) : (memref<*xi32>) -> ()
  memref.store %m1, %a[%c1] : memref<?xf32>
  gpu.memcpy %b, %a : memref<4xf32>, memref<?xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  gpu.host_unregister %bu : memref<*xf32>
  %t4 = gpu.dealloc async [%t3] %a : memref<?xf32>
  gpu.wait [%t4]
  gpu.dealloc %b : memref<4xf32>
  gpu.dealloc %i : memref<4xi32>
  return
}

func.func @double_free() {
  %a = gpu.alloc () : memref<4xf32>
  gpu.dealloc %a : memref<4xf32>
  gpu.dealloc %a : memref<4xf32>
  return
}

// The sparse library ops parse and verify but do not run: the interpreter names the op.
// SPARSE: error: operation 'gpu.create_csr' is not supported by the CPU interpreter (a sparse library call; it is only parsed and verified)
func.func @sparse() {
  %c4 = arith.constant 4 : index
  %i = gpu.alloc () : memref<4xindex>
  %v = gpu.alloc () : memref<4xf32>
  %t0 = gpu.wait async
  %csr, %t1 = gpu.create_csr async [%t0] %c4, %c4, %c4, %i, %i, %v : memref<4xindex>, memref<4xindex>, memref<4xf32>
  %t2 = gpu.destroy_sp_mat async [%t1] %csr
  gpu.wait [%t2]
  return
}

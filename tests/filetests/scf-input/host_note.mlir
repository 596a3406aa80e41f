// REQUIRES: vulkan
// RUN: tessera run %s --backend vulkan 2>&1 | FileCheck %s
// RUN: tessera opt %s --tessera-raise-scf-to-affine | FileCheck %s --check-prefix=RAISE

// A loop that cannot become affine stays on the host, and `run` says which and why
// (it launched 0 kernels and said nothing before).
// CHECK-DAG: [0, 1, 2, 3,
// CHECK-DAG: tessera run: note: {{.*}}host_note.mlir:21:3: 'scf.for' stays on the host: its step is not a positive constant
// RAISE: scf.for {{.*}} step %{{.*}} {
// RAISE-NEXT: arith.index_cast
// RAISE: } {tessera.host_reason = "its step is not a positive constant"}
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %A = memref.alloc() : memref<64xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %s = memref.alloc() : memref<1xindex>
  memref.store %c1, %s[%c0] : memref<1xindex>
  %st = memref.load %s[%c0] : memref<1xindex>
  scf.for %i = %c0 to %c64 step %st {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %A[%i] : memref<64xf32>
  }
  %u = memref.cast %A : memref<64xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

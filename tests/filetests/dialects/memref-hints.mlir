// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// memref.assume_alignment, memref.prefetch and memref.memory_space_cast in current
// upstream's custom and generic forms (iree-opt 3.13 prints the same).
// CHECK-LABEL: func.func @hints
// CHECK: %assume_align = memref.assume_alignment %{{.*}}, 16 : memref<4x8xf32>
// CHECK: memref.prefetch %{{.*}}[%{{.*}}, %{{.*}}], read, locality<3>, data : memref<4x8xf32>
// CHECK: memref.prefetch %{{.*}}[%{{.*}}, %{{.*}}], write, locality<0>, instr : memref<4x8xf32>
// CHECK: %memspacecast = memref.memory_space_cast %{{.*}} : memref<4x8xf32> to memref<4x8xf32, 1>
// GENERIC: "memref.assume_alignment"(%{{.*}}) <{alignment = 16 : i32}> : (memref<4x8xf32>) -> memref<4x8xf32>
// GENERIC: "memref.prefetch"(%{{.*}}, %{{.*}}, %{{.*}}) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4x8xf32>, index, index) -> ()
// GENERIC: "memref.memory_space_cast"(%{{.*}}) : (memref<4x8xf32>) -> memref<4x8xf32, 1>
func.func @hints(%m: memref<4x8xf32>, %i: index) -> (memref<4x8xf32>, memref<4x8xf32, 1>) {
  %a = memref.assume_alignment %m, 16 : memref<4x8xf32>
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<4x8xf32>
  memref.prefetch %a[%i, %i], write, locality<0>, instr : memref<4x8xf32>
  %c = memref.memory_space_cast %m : memref<4x8xf32> to memref<4x8xf32, 1>
  return %a, %c : memref<4x8xf32>, memref<4x8xf32, 1>
}

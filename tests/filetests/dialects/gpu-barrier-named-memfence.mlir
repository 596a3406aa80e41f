// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// gpu.initialize_named_barrier and gpu.barrier's named(...) and memfence [...] clauses in
// current upstream's custom and generic forms (iree-opt 3.13 prints the same).
// CHECK: %[[B:.*]] = gpu.initialize_named_barrier %{{.*}} : i32 -> !gpu.named_barrier
// CHECK: gpu.barrier named(%[[B]] : !gpu.named_barrier) memfence [#gpu.address_space<global>] {foo}
// CHECK: gpu.barrier memfence [#gpu.address_space<workgroup>] scope <subgroup>
// CHECK: gpu.barrier memfence []
// GENERIC: "gpu.barrier"(%{{.*}}) <{address_spaces = [#gpu.address_space<global>], scope = #gpu.barrier_scope<workgroup>}> {foo} : (!gpu.named_barrier) -> ()
// GENERIC: "gpu.barrier"() <{address_spaces = [], scope = #gpu.barrier_scope<workgroup>}> : () -> ()
func.func @a(%c: i32) {
  %0 = gpu.initialize_named_barrier %c : i32 -> !gpu.named_barrier
  gpu.barrier named(%0 : !gpu.named_barrier) memfence [#gpu.address_space<global>] {foo}
  gpu.barrier memfence [#gpu.address_space<workgroup>] scope <subgroup>
  gpu.barrier memfence []
  return
}

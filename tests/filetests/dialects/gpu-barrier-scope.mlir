// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// gpu.barrier's `scope` property as current upstream has it (iree-opt 3.13): the default,
// workgroup, is not written in custom form and always stored; generic form writes it.

// CHECK-LABEL: func.func @scopes
// GENERIC-LABEL: sym_name = "scopes"
func.func @scopes() {
  // CHECK-NEXT: gpu.barrier{{$}}
  // GENERIC: "gpu.barrier"() <{scope = #gpu.barrier_scope<workgroup>}> : () -> ()
  gpu.barrier
  // CHECK-NEXT: gpu.barrier scope <subgroup>
  // GENERIC: "gpu.barrier"() <{scope = #gpu.barrier_scope<subgroup>}> : () -> ()
  gpu.barrier scope <subgroup>
  // CHECK-NEXT: gpu.barrier scope <cluster>
  // GENERIC: "gpu.barrier"() <{scope = #gpu.barrier_scope<cluster>}> : () -> ()
  "gpu.barrier"() <{scope = #gpu.barrier_scope<cluster>}> : () -> ()
  // CHECK-NEXT: gpu.barrier{{$}}
  // GENERIC: "gpu.barrier"() <{scope = #gpu.barrier_scope<workgroup>}> : () -> ()
  "gpu.barrier"() : () -> ()
  return
}

// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// The cluster ids in current upstream's custom and generic forms (iree-opt 3.13 prints the
// same).
// CHECK: gpu.cluster_id x
// CHECK: gpu.cluster_dim y
// CHECK: gpu.cluster_block_id z
// CHECK: gpu.cluster_dim_blocks x upper_bound 4
// GENERIC: "gpu.cluster_id"() <{dimension = #gpu.dim<x>}> : () -> index
// GENERIC: "gpu.cluster_dim_blocks"() <{dimension = #gpu.dim<x>, upper_bound = 4 : index}> : () -> index
func.func @f() -> (index, index, index, index) {
  %0 = gpu.cluster_id x
  %1 = gpu.cluster_dim y
  %2 = gpu.cluster_block_id z
  %3 = gpu.cluster_dim_blocks x upper_bound 4
  return %0, %1, %2, %3 : index, index, index, index
}

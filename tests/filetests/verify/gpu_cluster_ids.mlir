// RUN: tessera opt %s --split-input-file --verify-diagnostics

// The cluster ids: upstream's messages (iree-opt --verify-diagnostics accepts this file).

func.func @not_index() {
  // expected-error@+1 {{'gpu.cluster_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.cluster_id"() <{dimension = #gpu.dim<x>}> : () -> i32
  return
}

// -----

func.func @no_dimension() {
  // expected-error@+1 {{'gpu.cluster_dim_blocks' op requires attribute 'dimension'}}
  %0 = "gpu.cluster_dim_blocks"() : () -> index
  return
}

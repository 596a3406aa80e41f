// RUN: tessera opt %s --split-input-file --verify-diagnostics

// A gpu.barrier scope that is a #gpu.barrier_scope of another value (upstream's parser
// refuses the keyword; Tessera reads the enum and its verifier refuses the value).

func.func @barrier_scope_value() {
  // expected-error@+1 {{'gpu.barrier' op attribute 'scope' failed to satisfy constraint: gpu barrier scope (subgroup, workgroup or cluster)}}
  "gpu.barrier"() <{scope = #gpu.barrier_scope<device>}> : () -> ()
  return
}

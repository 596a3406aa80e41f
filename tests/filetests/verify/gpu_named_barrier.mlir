// RUN: tessera opt %s --split-input-file --verify-diagnostics

// gpu.initialize_named_barrier and gpu.barrier's named barrier: upstream's messages
// (iree-opt --verify-diagnostics accepts this file).

func.func @a(%c: i64) {
  // expected-error@+1 {{'gpu.initialize_named_barrier' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = gpu.initialize_named_barrier %c : i64 -> !gpu.named_barrier
  return
}

// -----

func.func @a(%c: i32) {
  %0 = gpu.initialize_named_barrier %c : i32 -> !gpu.named_barrier
  // expected-error@+1 {{'gpu.barrier' op named barriers require workgroup scope}}
  gpu.barrier named(%0 : !gpu.named_barrier) scope <subgroup>
  return
}

// -----

func.func @a(%c: i32) {
  // expected-error@+1 {{'gpu.initialize_named_barrier' op result #0 must be named barrier type, but got 'i32'}}
  %0 = "gpu.initialize_named_barrier"(%c) : (i32) -> i32
  return
}

// -----

func.func @a(%c: i32) {
  // expected-error@+1 {{'gpu.barrier' op operand #0 must be named barrier type, but got 'i32'}}
  "gpu.barrier"(%c) : (i32) -> ()
  return
}

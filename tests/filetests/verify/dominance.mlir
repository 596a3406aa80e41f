// RUN: tessera opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// SSA dominance: within a block a definition precedes its uses; across blocks of a CFG region
// the defining block dominates the using block; a use nested in regions is checked at its
// ancestor in the definition's region.

func.func @use_before_def_in_block() {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %1 : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = arith.constant 1 : i32
  return
}

// -----

func.func @self_use() {
  // expected-error@+2 {{operand #0 does not dominate this use}}
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %0 = arith.addi %0, %0 : i32
  return
}

// -----

func.func @defined_in_one_branch(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %x = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %y = arith.addi %x, %x : i32
  return
}

// -----

func.func @defined_in_loop_latch() {
  cf.br ^bb1
^bb1:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %a = arith.addi %b, %b : i32
  cf.br ^bb2
^bb2:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %b = arith.constant 0 : i32
  cf.br ^bb1
}

// -----

// expected-note@+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @block_argument_of_sibling(%c: i1, %v: i32) {
  cf.cond_br %c, ^bb1(%v : i32), ^bb2
^bb1(%a: i32):
  cf.br ^bb3
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %x = arith.addi %a, %a : i32
  cf.br ^bb3
^bb3:
  return
}

// -----

func.func @nested_use_of_later_value() {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %u = arith.addi %late, %late : i32
  }
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %late = arith.constant 1 : i32
  return
}

// -----

func.func @unregistered_region_cfg() {
  "test.region"() ({
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "test.use"(%1) : (i32) -> ()
    cf.br ^bb1
  ^bb1:
    // expected-note@+1 {{operand defined here (op in the same region)}}
    %1 = arith.constant 0 : i32
    "test.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

// A use in an unreachable block is not checked; a use of a value defined in an unreachable
// block is.
func.func @unreachable_definition() -> i32 {
  %c = arith.constant 0 : i32
  cf.br ^bb2
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %d = arith.addi %e, %e : i32
  cf.br ^bb2
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %e = arith.addi %d, %c : i32
  return %e : i32
}

// RUN: tessera opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Blocks, terminators, successors and regions.

func.func @no_terminator() {
  // expected-error@+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32}}
  %0 = arith.constant 1 : i32
}

// -----

func.func @terminator_in_the_middle() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  %0 = arith.constant 1 : i32
}

// -----

func.func @successors_in_the_middle(%c: i1) {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "test.branch"()[^bb1] : () -> ()
  %0 = arith.constant 1 : i32
  return
^bb1:
  return
}

// -----

func.func @entry_block_predecessor() {
// expected-error@-1 {{entry block of region may not have predecessors}}
^bb0:
  cf.br ^bb0
}

// -----

func.func @branch_operand_count(%v: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%v : i32)
^bb1:
  return
}

// -----

func.func @branch_operand_type(%v: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%v : i32)
^bb1(%a: f32):
  return
}

// -----

func.func @cond_br_false_operands(%c: i1, %v: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2(%a: i32):
  return
}

// -----

func.func @cond_br_condition_type(%c: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_operands(%flag: i32, %v: f32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2(%v : f32)
  ]
^bb1:
  return
^bb2(%a: i32):
  return
}

// -----

func.func @graph_region_in_registered_op() {
  // The body of a module is a graph region: a use may precede its definition.
  "builtin.module"() ({
    "test.use"(%0) : (i32) -> ()
    %0 = "test.def"() : () -> i32
  }) : () -> ()
  return
}

// -----

// expected-error@+1 {{empty block: expect at least a terminator}}
func.func @empty_block_in_function() {
  cf.br ^bb1
^bb1:
}

// -----

func.func @unregistered_single_block_needs_no_terminator() {
  "test.region"() ({
    %0 = arith.constant 1 : i32
  }) : () -> ()
  // ... but a block of a multi-block region does.
  "test.region"() ({
    ^bb0:
      cf.br ^bb1
    ^bb1:
      // expected-error@+1 {{block with no terminator}}
      %1 = arith.constant 2 : i32
  }) : () -> ()
  return
}

// -----

func.func @affine_for_wrong_terminator() {
  // expected-error@+2 {{'affine.for' op expects regions to end with 'affine.yield', found 'test.op'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'affine.yield'}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "test.op"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @if_region_arguments(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    scf.yield
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @for_two_blocks(%lb: index) {
  // expected-error@+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    cf.br ^bb1
  ^bb1:
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// RUN: tessera opt %s --split-input-file --verify-diagnostics

// scf.index_switch and scf.execute_region: upstream's messages (iree-opt
// --verify-diagnostics accepts this file).

func.func @switch_case_count(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @switch_duplicate(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 2}}
  scf.index_switch %i
  case 2 {
    scf.yield
  }
  case 2 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @switch_yield_count(%i: index) -> i32 {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %0 = scf.index_switch %i -> i32
  case 2 {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  default {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return %0 : i32
}

// -----

func.func @switch_yield_type(%i: index) -> i32 {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %0 = scf.index_switch %i -> i32
  default {
    %c = arith.constant 1 : i64
    // expected-note@+1 {{default region returns 'i64' here}}
    scf.yield %c : i64
  }
  return %0 : i32
}

// -----

func.func @execute_region_empty() {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @execute_region_args() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%x: i32):
    scf.yield
  }) : () -> ()
  return
}

// RUN: tessera opt %s --split-input-file --verify-diagnostics

// vector.from_elements and vector.step: upstream's messages (iree-opt --verify-diagnostics
// accepts this file).

func.func @from_elements_count(%a: f32) {
  // expected-error@+1 {{number of operands and types do not match: got 1 operands and 2 types}}
  %v = vector.from_elements %a : vector<2xf32>
  return
}

// -----

func.func @step_float() {
  // expected-error@+1 {{'vector.step' op result #0 must be vector of index or signless integer of at least 8 bits values of ranks 1, but got 'vector<4xf32>'}}
  %s = vector.step : vector<4xf32>
  return
}

// RUN: tessera opt %s --split-input-file --verify-diagnostics

// vector.extract and vector.insert accept the poison position -1 in any dimension, and
// nothing else below 0 or past the dimension: upstream's messages (iree-opt
// --verify-diagnostics accepts this file).

func.func @extract_below_poison(%v: vector<2x5xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[-1, -2] : f32 from vector<2x5xf32>
  return
}

// -----
func.func @extract_past_after_poison(%v: vector<2x5xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = "vector.extract"(%v) <{static_position = array<i64: -1, 5>}> : (vector<2x5xf32>) -> f32
  return
}

// -----
func.func @insert_past_before_poison(%v: vector<2x5xf32>, %f: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %f, %v [2, -1] : f32 into vector<2x5xf32>
  return
}

// -----
func.func @insert_below_poison(%v: vector<2x5xf32>, %f: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = "vector.insert"(%f, %v) <{static_position = array<i64: -1, -3>}> : (f32, vector<2x5xf32>) -> vector<2x5xf32>
  return
}


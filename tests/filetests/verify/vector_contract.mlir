// RUN: tessera opt %s --split-input-file --verify-diagnostics

// vector.contract: upstream's messages (iree-opt --verify-diagnostics accepts this file).

func.func @case0(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @case1(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to have 2 number of inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @case2(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x5xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x4xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x5xf32>
  return
}

// -----

func.func @case3(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<xor>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @case4(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to have 2 number of outputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i + k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @case5(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 2 to have 2 number of outputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @case6(%a: vector<2x3xf32>, %b: vector<4x4xf32>, %c: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x3xf32>, vector<4x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
  return
}

// -----

func.func @case7(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<parallel>], kind = #vector.kind<add>}> : (vector<2x3xf32>, vector<3x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
  return
}

// RUN: tessera opt %s --split-input-file --verify-diagnostics

// vector.mask: upstream's messages (iree-opt --verify-diagnostics accepts this file).

func.func @a(%m: vector<8xi1>, %v: vector<4xf32>) -> f32 {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<8xi1> -> f32
  return %0 : f32
}

// -----

func.func @a(%m: vector<4xi1>, %v: vector<4xf32>) -> f64 {
  // expected-error@+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f64
  return %0 : f64
}

// -----

func.func @a(%m: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { %1 = arith.addf %v, %v : vector<4xf32>
  vector.yield %1 : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @a(%m: vector<4xi1>, %v: vector<4xf32>) -> f32 {
  // expected-error@+1 {{'vector.mask' op expects only one operation to mask}}
  %0 = vector.mask %m { %1 = vector.reduction <add>, %v : vector<4xf32> into f32
  %2 = vector.reduction <mul>, %v : vector<4xf32> into f32
  vector.yield %1 : f32 } : vector<4xi1> -> f32
  return %0 : f32
}

// -----

func.func @a(%m: vector<4xi1>, %v: vector<4xf32>, %p: f32) -> f32 {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %p { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}

// -----

func.func @a(%m: vector<4xi1>, %v: vector<4xf32>) -> f32 {
  // expected-error@+1 {{'vector.mask' op expects a terminator within the mask region}}
  %0 = "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %v : vector<4xf32> into f32
  }) : (vector<4xi1>) -> f32
  return %0 : f32
}

// -----

func.func @a(%m: vector<4xi1>, %v: vector<4xf32>) -> f32 {
  // expected-error@+1 {{'vector.mask' op expects all the results from the MaskableOpInterface to match all the values returned by the terminator}}
  %0 = "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %v : vector<4xf32> into f32
    vector.yield %v : vector<4xf32>
  }) : (vector<4xi1>) -> f32
  return %0 : f32
}

// -----

func.func @a(%m: vector<4xi1>, %v: vector<4xf32>) -> f32 {
  // expected-error@+1 {{'vector.mask' op expects number of results to match mask region yielded values}}
  %0 = "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %v : vector<4xf32> into f32
    vector.yield %1, %1 : f32, f32
  }) : (vector<4xi1>) -> f32
  return %0 : f32
}

// -----

func.func @a(%m: vector<4xi1>, %b: memref<?xf32>, %i: index, %v: vector<4xf32>, %iv: vector<4xindex>) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %v { vector.gather %b[%i][%iv], %m, %v : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @a(%m: vector<2x4xi1>, %a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<2x4x3xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32> } : vector<2x4xi1> -> vector<2x4xf32>
  return
}

// RUN: tessera opt %s --split-input-file --verify-diagnostics

// vector: loads and stores, broadcasts, extracts and inserts.

func.func @load_element_type(%m : memref<8xf32>, %i : index) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<8xf32>, vector<4xf16>
  return
}

// -----

func.func @store_indices(%m : memref<8x8xf32>, %i : index, %v : vector<4xf32>) {
  // expected-error@+1 {{'vector.store' op requires 2 indices}}
  "vector.store"(%v, %m, %i) : (vector<4xf32>, memref<8x8xf32>, index) -> ()
  return
}

// -----

func.func @broadcast_rank(%v : vector<4x4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<4x4xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_dims(%v : vector<3xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x4xf32>
  return
}

// -----

func.func @broadcast_element_type(%x : f64) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %x : f64 to vector<4xf32>
  return
}

// -----

func.func @broadcast_vector_element_type(%x : vector<4xf64>) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %x : vector<4xf64> to vector<2x4xf32>
  return
}

// -----

func.func @reduction_rank(%v : vector<4x4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<4x4xf32> into f32
  return
}

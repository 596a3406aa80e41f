// RUN: tessera opt %s | tessera opt | FileCheck %s

// Custom assembly forms of the vector dialect, printed in upstream's canonical form
// (LLVM 18-20) and stable under print -> parse -> print.

// CHECK-LABEL: func.func @load_store
// CHECK-SAME: (%[[M:.*]]: memref<8x16xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
func.func @load_store(%m: memref<8x16xf32>, %i: index, %j: index) {
  // CHECK: %[[V:.*]] = vector.load %[[M]][%[[I]], %[[J]]] : memref<8x16xf32>, vector<4xf32>
  %v = vector.load %m[%i, %j] : memref<8x16xf32>, vector<4xf32>
  // CHECK: vector.store %[[V]], %[[M]][%[[J]], %[[I]]] : memref<8x16xf32>, vector<4xf32>
  vector.store %v, %m[%j, %i] : memref<8x16xf32>, vector<4xf32>
  // `nontemporal = true` as current upstream spells it (the older attribute-dictionary
  // spelling is read too); false is the default and not printed.
  // CHECK: %[[W:.*]] = vector.load %[[M]][%[[I]], %[[I]]] nontemporal = true : memref<8x16xf32>, vector<4xf32>
  %w = vector.load %m[%i, %i] {nontemporal = true} : memref<8x16xf32>, vector<4xf32>
  // CHECK: vector.store %[[W]], %[[M]][%[[J]], %[[J]]] nontemporal = true {tag} : memref<8x16xf32>, vector<4xf32>
  vector.store %w, %m[%j, %j] nontemporal = true {tag} : memref<8x16xf32>, vector<4xf32>
  // CHECK: vector.store %[[W]], %[[M]][%[[I]], %[[J]]] : memref<8x16xf32>, vector<4xf32>
  vector.store %w, %m[%i, %j] nontemporal = false : memref<8x16xf32>, vector<4xf32>
  return
}

// CHECK-LABEL: func.func @broadcast_splat_fma
// CHECK-SAME: (%[[F:.*]]: f32, %[[V:.*]]: vector<4xf32>)
func.func @broadcast_splat_fma(%f: f32, %v: vector<4xf32>) -> vector<4xf32> {
  // CHECK: vector.broadcast %[[F]] : f32 to vector<4xf32>
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  // CHECK: vector.broadcast %[[V]] : vector<4xf32> to vector<2x4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  // The removed `vector.splat` is read as the `vector.broadcast` it was folded into.
  // CHECK: %[[S:.*]] = vector.broadcast %[[F]] : f32 to vector<4xf32>
  %2 = vector.splat %f : vector<4xf32>
  // CHECK: vector.fma %[[V]], %[[S]], %{{.*}} : vector<4xf32>
  %3 = vector.fma %v, %2, %0 : vector<4xf32>
  return %3 : vector<4xf32>
}

// CHECK-LABEL: func.func @extract_insert
// CHECK-SAME: (%[[V:.*]]: vector<4x8xf32>, %[[I:.*]]: index, %[[F:.*]]: f32)
func.func @extract_insert(%v: vector<4x8xf32>, %i: index, %f: f32) -> vector<4x8xf32> {
  // CHECK: vector.extract %[[V]][0, 1] : f32 from vector<4x8xf32>
  %0 = vector.extract %v[0, 1] : f32 from vector<4x8xf32>
  // CHECK: %[[ROW:.*]] = vector.extract %[[V]][3] : vector<8xf32> from vector<4x8xf32>
  %1 = vector.extract %v[3] : vector<8xf32> from vector<4x8xf32>
  // CHECK: vector.extract %[[V]][%[[I]], 2] : f32 from vector<4x8xf32>
  %2 = vector.extract %v[%i, 2] : f32 from vector<4x8xf32>
  // The pre-LLVM-18 form without `from` infers the result type.
  // CHECK: vector.extract %[[V]][1] : vector<8xf32> from vector<4x8xf32>
  %3 = vector.extract %v[1] : vector<4x8xf32>
  // CHECK: vector.insert %[[F]], %[[V]] [2, %[[I]]] : f32 into vector<4x8xf32>
  %4 = vector.insert %f, %v[2, %i] : f32 into vector<4x8xf32>
  // CHECK: vector.insert %[[ROW]], %{{.*}} [0] : vector<8xf32> into vector<4x8xf32>
  %5 = vector.insert %1, %4[0] : vector<8xf32> into vector<4x8xf32>
  return %5 : vector<4x8xf32>
}

// `vector.extractelement`/`insertelement`, which current upstream removed, are upgraded on
// input to `vector.extract`/`insert` with an `index` position (an `arith.index_cast` when it
// was another integer), in custom and in generic form.
// CHECK-LABEL: func.func @elements
// CHECK-SAME: (%[[V:.*]]: vector<16xf32>, %[[Z:.*]]: vector<f32>, %[[C:.*]]: i32, %[[F:.*]]: f32, %[[I:.*]]: index)
func.func @elements(%v: vector<16xf32>, %z: vector<f32>, %c: i32, %f: f32, %i: index) {
  // CHECK: %[[P0:.*]] = arith.index_cast %[[C]] : i32 to index
  // CHECK-NEXT: vector.extract %[[V]][%[[P0]]] : f32 from vector<16xf32>
  %0 = vector.extractelement %v[%c : i32] : vector<16xf32>
  // CHECK-NEXT: vector.extract %[[Z]][] : f32 from vector<f32>
  %1 = vector.extractelement %z[] : vector<f32>
  // CHECK-NEXT: %[[P2:.*]] = arith.index_cast %[[C]] : i32 to index
  // CHECK-NEXT: vector.insert %[[F]], %[[V]] [%[[P2]]] : f32 into vector<16xf32>
  %2 = vector.insertelement %f, %v[%c : i32] : vector<16xf32>
  // CHECK-NEXT: vector.insert %[[F]], %[[Z]] [] : f32 into vector<f32>
  %3 = vector.insertelement %f, %z[] : vector<f32>
  // CHECK-NEXT: vector.extract %[[V]][%[[I]]] : f32 from vector<16xf32>
  %4 = vector.extractelement %v[%i : index] : vector<16xf32>
  // CHECK-NEXT: %[[P5:.*]] = arith.index_cast %[[C]] : i32 to index
  // CHECK-NEXT: vector.extract %[[V]][%[[P5]]] : f32 from vector<16xf32>
  %5 = "vector.extractelement"(%v, %c) : (vector<16xf32>, i32) -> f32
  // CHECK-NEXT: vector.insert %[[F]], %[[Z]] [] : f32 into vector<f32>
  %6 = "vector.insertelement"(%f, %z) : (f32, vector<f32>) -> vector<f32>
  return
}

// CHECK-LABEL: func.func @reductions
// CHECK-SAME: (%[[V:.*]]: vector<4xf32>, %[[ACC:.*]]: f32, %[[W:.*]]: vector<4xi32>)
func.func @reductions(%v: vector<4xf32>, %acc: f32, %w: vector<4xi32>) -> (f32, f32, i32, f32) {
  // CHECK: vector.reduction <add>, %[[V]] : vector<4xf32> into f32
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  // CHECK: vector.reduction <mul>, %[[V]], %[[ACC]] : vector<4xf32> into f32
  %1 = vector.reduction <mul>, %v, %acc : vector<4xf32> into f32
  // CHECK: vector.reduction <xor>, %[[W]] : vector<4xi32> into i32
  %2 = vector.reduction <xor>, %w : vector<4xi32> into i32
  // CHECK: vector.reduction <maximumf>, %[[V]] fastmath<nnan,ninf> : vector<4xf32> into f32
  %3 = vector.reduction <maximumf>, %v fastmath<nnan,ninf> : vector<4xf32> into f32
  return %0, %1, %2, %3 : f32, f32, i32, f32
}

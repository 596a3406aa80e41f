// RUN: tessera opt %s --linalg-generalize-named-ops | FileCheck %s --check-prefix=GEN
// RUN: tessera opt %s --convert-linalg-to-affine-loops | FileCheck %s --check-prefix=LOOPS

// GEN-DAG: #[[$A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// GEN-DAG: #[[$B:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// GEN-DAG: #[[$C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// GEN-DAG: #[[$S:.*]] = affine_map<(d0, d1) -> ()>
// GEN-DAG: #[[$ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// GEN-DAG: #[[$T:.*]] = affine_map<(d0, d1) -> (d1, d0)>

// GEN-LABEL: func.func @named
// GEN: linalg.generic {indexing_maps = [#[[$S]], #[[$ID]]], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : f32) outs(%{{.*}} : memref<37x29xf32>) {
// GEN-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// GEN-NEXT: linalg.yield %[[IN]] : f32
// GEN: linalg.generic {indexing_maps = [#[[$A]], #[[$B]], #[[$C]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : memref<37x19xf32>, memref<19x29xf32>) outs(%{{.*}} : memref<37x29xf32>) {
// GEN-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[O:.*]]: f32):
// GEN-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// GEN-NEXT: %[[S:.*]] = arith.addf %[[O]], %[[P]] : f32
// GEN-NEXT: linalg.yield %[[S]] : f32
// GEN: linalg.generic {indexing_maps = [#[[$T]], #[[$ID]]], iterator_types = ["parallel", "parallel"]}
// GEN-NOT: linalg.matmul
// GEN-NOT: linalg.fill

// LOOPS-LABEL: func.func @named
// LOOPS: affine.for %[[I:.*]] = 0 to 37 {
// LOOPS-NEXT: affine.for %[[J:.*]] = 0 to 29 {
// LOOPS-NEXT: affine.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]] : memref<37x29xf32>
// LOOPS: affine.for %[[I:.*]] = 0 to 37 {
// LOOPS-NEXT: affine.for %[[J:.*]] = 0 to 29 {
// LOOPS-NEXT: affine.for %[[K:.*]] = 0 to 19 {
// LOOPS-NEXT: %[[X:.*]] = affine.load %{{.*}}[%[[I]], %[[K]]] : memref<37x19xf32>
// LOOPS-NEXT: %[[Y:.*]] = affine.load %{{.*}}[%[[K]], %[[J]]] : memref<19x29xf32>
// LOOPS-NEXT: %[[O:.*]] = affine.load %{{.*}}[%[[I]], %[[J]]] : memref<37x29xf32>
// LOOPS-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// LOOPS-NEXT: %[[S:.*]] = arith.addf %[[O]], %[[P]] : f32
// LOOPS-NEXT: affine.store %[[S]], %{{.*}}[%[[I]], %[[J]]] : memref<37x29xf32>
// LOOPS: affine.for %[[I:.*]] = 0 to 19 {
// LOOPS-NEXT: affine.for %[[J:.*]] = 0 to 37 {
// LOOPS-NEXT: %[[V:.*]] = affine.load %{{.*}}[%[[J]], %[[I]]] : memref<37x19xf32>
// LOOPS-NEXT: affine.store %[[V]], %{{.*}}[%[[I]], %[[J]]] : memref<19x37xf32>
// LOOPS-NOT: linalg.
func.func @named(%a: memref<37x19xf32>, %b: memref<19x29xf32>, %c: memref<37x29xf32>, %t: memref<19x37xf32>, %x: f32) {
  linalg.fill ins(%x : f32) outs(%c : memref<37x29xf32>)
  linalg.matmul ins(%a, %b : memref<37x19xf32>, memref<19x29xf32>) outs(%c : memref<37x29xf32>)
  linalg.transpose ins(%a : memref<37x19xf32>) outs(%t : memref<19x37xf32>) permutation = [1, 0]
  return
}

// linalg.index becomes the induction variable.
// LOOPS-LABEL: func.func @index
// LOOPS: affine.for %[[I:.*]] = 0 to 8 {
// LOOPS-NEXT: %[[C:.*]] = arith.index_cast %[[I]] : index to i32
// LOOPS-NEXT: affine.store %[[C]], %{{.*}}[%[[I]]] : memref<8xi32>
#id1 = affine_map<(d0) -> (d0)>
func.func @index(%o: memref<8xi32>) {
  linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%o : memref<8xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i32
    linalg.yield %c : i32
  }
  return
}

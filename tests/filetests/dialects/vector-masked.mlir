// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// The masked vector memory ops, and the `alignment` of memref.load/store and
// vector.load/store, in current upstream's custom and generic forms (iree-opt 3.13 prints
// the same).
// CHECK: vector.maskedload %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} {tag} : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK: vector.maskedstore %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} alignment = 8 : memref<4x8xf32>, vector<4xi1>, vector<4xf32>
// CHECK: vector.gather %{{.*}}[%{{.*}}, %{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} alignment = 16 {tag} : memref<4x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK: vector.scatter %{{.*}}[%{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} : memref<8xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
// CHECK: vector.expandload %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK: vector.compressstore %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : memref<8xf32>, vector<4xi1>, vector<4xf32>
// CHECK: memref.load %{{.*}}[%{{.*}}] alignment(16) nontemporal(true) : memref<8xf32>
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}] alignment(4) : memref<8xf32>
// CHECK: vector.load %{{.*}}[%{{.*}}] alignment = 16 : memref<8xf32>, vector<4xf32>
// CHECK: vector.store %{{.*}}, %{{.*}}[%{{.*}}] alignment = 16 nontemporal = true : memref<8xf32>, vector<4xf32>
// GENERIC: "vector.maskedload"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) {tag} : (memref<8xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// GENERIC: "vector.maskedstore"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{alignment = 8 : i64}> : (memref<4x8xf32>, index, index, vector<4xi1>, vector<4xf32>) -> ()
// GENERIC: "vector.gather"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{alignment = 16 : i64}> {tag} : (memref<4x8xf32>, index, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// GENERIC: "memref.load"(%{{.*}}, %{{.*}}) <{alignment = 16 : i64, nontemporal = true}> : (memref<8xf32>, index) -> f32
func.func @f(%m: memref<8xf32>, %m2: memref<4x8xf32>, %mask: vector<4xi1>, %p: vector<4xf32>,
             %iv: vector<4xindex>, %iv32: vector<4xi32>, %i: index, %x: f32) {
  %0 = vector.maskedload %m[%i], %mask, %p {tag} : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m2[%i, %i], %mask, %p alignment = 8 : memref<4x8xf32>, vector<4xi1>, vector<4xf32>
  %1 = vector.gather %m2[%i, %i] [%iv32], %mask, %p alignment = 16 {tag} : memref<4x8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%i] [%iv], %mask, %p : memref<8xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  %2 = vector.expandload %m[%i], %mask, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i], %mask, %p : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %3 = memref.load %m[%i] alignment(16) nontemporal(true) : memref<8xf32>
  memref.store %x, %m[%i] alignment(4) : memref<8xf32>
  %4 = vector.load %m[%i] alignment = 16 : memref<8xf32>, vector<4xf32>
  vector.store %4, %m[%i] alignment = 16 nontemporal = true : memref<8xf32>, vector<4xf32>
  return
}

// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// vector.print, vscale, scalable.insert/extract and scan in current upstream's custom and
// generic forms (iree-opt 3.13 prints the same).
// CHECK: vector.print %{{.*}} : vector<4xf32>
// CHECK: vector.print %{{.*}} : f32 punctuation <no_punctuation>
// CHECK: vector.print punctuation <comma>
// CHECK: vector.print str "hello\0A"
// CHECK: vector.print{{$}}
// CHECK: vector.print %{{.*}} : vector<2x2xi32> {tag}
// CHECK: vector.vscale
// CHECK: vector.scalable.insert %{{.*}}, %{{.*}}[4] : vector<4xf32> into vector<[8]xf32>
// CHECK: vector.scalable.extract %{{.*}}[0] : vector<4xf32> from vector<[8]xf32>
// CHECK: vector.scan <add>, %{{.*}}, %{{.*}} reduction_dim = 0, inclusive = true : vector<4xf32>, vector<f32>
// CHECK: vector.scan <maxsi>, %{{.*}}, %{{.*}} reduction_dim = 1, inclusive = false {tag} : vector<2x3xi32>, vector<2xi32>
// GENERIC: "vector.print"(%{{.*}}) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
// GENERIC: "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hello\0A"}> : () -> ()
// GENERIC: "vector.vscale"() : () -> index
// GENERIC: "vector.scalable.insert"(%{{.*}}, %{{.*}}) <{pos = 4 : i64}> : (vector<4xf32>, vector<[8]xf32>) -> vector<[8]xf32>
// GENERIC: "vector.scan"(%{{.*}}, %{{.*}}) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<4xf32>, vector<f32>) -> (vector<4xf32>, vector<f32>)
func.func @f(%a: vector<4xf32>, %s: f32, %sv: vector<[8]xf32>, %b: vector<2x2xi32>, %z: vector<f32>, %c: vector<2x3xi32>, %ci: vector<2xi32>) {
  vector.print %a : vector<4xf32>
  vector.print %s : f32 punctuation <no_punctuation>
  vector.print punctuation <comma>
  vector.print str "hello\n"
  vector.print punctuation <newline>
  vector.print %b : vector<2x2xi32> {tag}
  %v = vector.vscale
  %0 = vector.scalable.insert %a, %sv[4] : vector<4xf32> into vector<[8]xf32>
  %1 = vector.scalable.extract %sv[0] : vector<4xf32> from vector<[8]xf32>
  %2, %3 = vector.scan <add>, %a, %z reduction_dim = 0, inclusive = true : vector<4xf32>, vector<f32>
  %4, %5 = vector.scan <maxsi>, %c, %ci reduction_dim = 1, inclusive = false {tag} : vector<2x3xi32>, vector<2xi32>
  return
}

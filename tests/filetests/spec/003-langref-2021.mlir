// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s

// The code examples of ../shared/spec/003_f5f7d2b0b2f7a9c8.txt (Language Reference
// markdown, 2020-2022, with per-line history), parsed after the legacy upgrade and checked
// against the form upstream mlir-opt prints. Line numbers are those of the markdown (the
// numbers the history view prints). Operands the examples leave undefined are function
// arguments; ops of other dialects are unregistered ops. Examples judged invalid are in
// INVALID.md.

// 003 l.277-280, an LLVM intrinsic as an unregistered op.
// CHECK-LABEL: func.func @llvm_intrinsic(
// CHECK-SAME: %[[A:.*]]: i16, %[[B:.*]]: i16)
// CHECK-NEXT: %{{.*}}:2 = "llvm.sadd.with.overflow.i16"(%[[A]], %[[B]]) : (i16, i16) -> (i16, i1)
func.func @llvm_intrinsic(%a: i16, %b: i16) {
// LLVM: %x = call {i16, i1} @llvm.sadd.with.overflow.i16(i16 %a, i16 %b)
%x:2 = "llvm.sadd.with.overflow.i16"(%a, %b) : (i16, i16) -> (i16, i1)
  return
}

// -----

// 003 l.322-333, generic operations, at the top level of the implicit module.
// CHECK: module {
// CHECK-NEXT: %[[R:.*]]:2 = "foo_div"() : () -> (f32, i32)
// CHECK-NEXT: %[[FB:.*]]:2 = "foo_div"() : () -> (f32, i32)
// CHECK-NEXT: %{{.*}} = "tf.scramble"(%[[R]]#0, %[[FB]]#1) {fruit = "banana"} : (f32, i32) -> f32
// CHECK-NEXT: }
// An operation that produces two results.
// The results of %result can be accessed via the <name> `#` <opNo> syntax.
%result:2 = "foo_div"() : () -> (f32, i32)

// Pretty form that defines a unique name for each result.
%foo, %bar = "foo_div"() : () -> (f32, i32)

// Invoke a TensorFlow function called tf.scramble with two inputs
// and an attribute "fruit".
%2 = "tf.scramble"(%result#0, %bar) {fruit = "banana"} : (f32, i32) -> f32

// -----

// 003 l.391-414, branches, returns and block arguments (the function keeps the 2019 form:
// bare argument types and a labelled entry block).
// CHECK-LABEL: func.func @simple(
// CHECK-SAME: %[[A:[^:]*]]: i64, %[[COND:[^:]*]]: i1) -> i64 {
// CHECK-NEXT: cf.cond_br %[[COND]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.br ^bb3(%[[A]] : i64)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[B:.*]] = arith.addi %[[A]], %[[A]] : i64
// CHECK-NEXT: cf.br ^bb3(%[[B]] : i64)
// CHECK-NEXT: ^bb3(%[[C:.*]]: i64):
// CHECK-NEXT: cf.br ^bb4(%[[C]], %[[A]] : i64, i64)
// CHECK-NEXT: ^bb4(%[[D:.*]]: i64, %[[E:.*]]: i64):
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[D]], %[[E]] : i64
// CHECK-NEXT: return %[[S]] : i64
// CHECK-NEXT: }
func @simple(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1): // Code dominated by ^bb0 may refer to %a
 cf.cond_br %cond, ^bb1, ^bb2

^bb1:
 cf.br ^bb3(%a: i64) // Branch passes %a as the argument

^bb2:
 %b = arith.addi %a, %a : i64
 cf.br ^bb3(%b: i64) // Branch passes %b as the argument

// ^bb3 receives an argument, named %c, from predecessors
// and passes it on to bb4 along with %a. %a is referenced
// directly from its defining operation and is not passed through
// an argument of ^bb3.
^bb3(%c: i64):
 cf.br ^bb4(%c, %a : i64, i64)

^bb4(%d : i64, %e : i64):
 %0 = arith.addi %d, %e : i64
 return %0 : i64 // Return is also a terminator.
}

// -----

// 003 l.478-483, value scoping (%a is an argument).
// CHECK-LABEL: func.func @value_scoping(
// CHECK-SAME: %[[A:.*]]: i64)
// CHECK-NEXT: %{{.*}} = "any_op"(%[[A]]) ({
// CHECK-NEXT: %{{.*}} = "another_op"(%[[A]]) : (i64) -> i64
// CHECK-NEXT: }) : (i64) -> i64
func.func @value_scoping(%a: i64) {
 "any_op"(%a) ({ // if %a is in-scope in the containing region...
 // then %a is in-scope here too.
 %new_value = "another_op"(%a) : (i64) -> (i64)
 }) : (i64) -> (i64)
  return
}

// -----

// 003 l.612-621, a graph region (see 001-langref.mlir for the rules it exercises).
// CHECK: "test.graph_region"() ({
// CHECK-NEXT: %[[V1:[0-9]+]] = "op1"(%[[V1]], %[[V3:[0-9]+]]) : (i32, i32) -> i32
// CHECK-NEXT: %[[V2:[0-9]+]] = "test.ssacfg_region"() ({
// CHECK-NEXT: %{{.*}} = "op2"(%[[V1]], %[[V2]], %[[V3]], %[[V4:[0-9]+]]) : (i32, i32, i32, i32) -> i32
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: %[[V3]] = "op2"(%[[V1]], %[[V4]]) : (i32, i32) -> i32
// CHECK-NEXT: %[[V4]] = "op3"(%[[V1]]) : (i32) -> i32
// CHECK-NEXT: }) : () -> ()
"test.graph_region"() ({ // A Graph region
 %1 = "op1"(%1, %3) : (i32, i32) -> (i32) // OK: %1, %3 allowed here
 %2 = "test.ssacfg_region"() ({
 %5 = "op2"(%1, %2, %3, %4) : (i32, i32, i32, i32) -> (i32) // OK: %1, %2, %3, %4 all defined in the containing region
 }) : () -> (i32)
 %3 = "op2"(%1, %4) : (i32, i32) -> (i32) // OK: %4 allowed here
 %4 = "op3"(%1) : (i32) -> (i32)
}) : () -> ()

// -----

// 003 l.667-675, type aliases, REPAIRED like 002 l.183-189: the operand types of the
// generic ops are parenthesized as the function-type grammar requires.
// CHECK-LABEL: func.func @type_alias(
// CHECK-SAME: %[[X:.*]]: vector<4xf32>)
// CHECK-NEXT: "foo"(%[[X]]) : (vector<4xf32>) -> ()
// CHECK-NEXT: "foo"(%[[X]]) : (vector<4xf32>) -> ()
!avx_m128 = type vector<4 x f32>
func.func @type_alias(%x: vector<4 x f32>) {
// Using the original type.
"foo"(%x) : (vector<4 x f32>) -> ()

// Using the type alias.
"foo"(%x) : (!avx_m128) -> ()
  return
}

// -----

// 003 l.704-727, dialect types, verbose and pretty forms.
// CHECK-LABEL: func.func private @dialect_types(
// CHECK-SAME: !llvm<"i32*">, !tf.string, !foo<"something<abcd>">, !foo<"something<a%%123^^^>>>">, !tf.string, !foo.something<abcd>)
func.func private @dialect_types(
// LLVM type that wraps around llvm IR types.
!llvm<"i32*">,
// Tensor flow string type.
!tf.string,
// Complex type
!foo<"something<abcd>">,
// Even more complex type
!foo<"something<a%%123^^^>>>">,
// Tensor flow string type.
!tf.string,
// Complex type
!foo.something<abcd>)

// -----

// 003 l.797-805, attribute value aliases; the two uses are alternatives, one per function.
// CHECK: #[[MAP:.*]] = affine_map<(d0) -> (d0 + 10)>
// CHECK-LABEL: func.func @original_attribute(
// CHECK-SAME: %[[A:.*]]: index)
// CHECK-NEXT: affine.apply #[[MAP]](%[[A]])
// CHECK-LABEL: func.func @attribute_alias(
// CHECK-SAME: %[[A:.*]]: index)
// CHECK-NEXT: affine.apply #[[MAP]](%[[A]])
#map = affine_map<(d0) -> (d0 + 10)>

func.func @original_attribute(%a: index) {
// Using the original attribute.
%b = affine.apply affine_map<(d0) -> (d0 + 10)> (%a)
  return
}

func.func @attribute_alias(%a: index) {
// Using the attribute alias.
%b = affine.apply #map(%a)
  return
}

// -----

// 003 l.821-835, dialect attribute values, verbose and pretty forms.
// CHECK-LABEL: func.func @dialect_attributes()
// CHECK-NEXT: "test.use"() {a = #foo<"something<abcd>">} : () -> ()
// CHECK-NEXT: "test.use"() {a = #foo<"something<a%%123^^^>>>">} : () -> ()
// CHECK-NEXT: "test.use"() {a = #foo.something<abcd>} : () -> ()
func.func @dialect_attributes() {
// Complex attribute value.
"test.use"() {a = #foo<"something<abcd>">} : () -> ()
// Even more complex attribute value.
"test.use"() {a = #foo<"something<a%%123^^^>>>">} : () -> ()
// Complex attribute
"test.use"() {a = #foo.something<abcd>} : () -> ()
  return
}

// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s

// The code examples of ../shared/spec/002_40f2087812ca1618.txt ("MLIR Specification",
// 2019), parsed after the legacy upgrade (`func`, standard ops such as `addf`, `alloc`,
// `load`, `cmpi "slt"`, `{key: value}` dictionaries, bare affine maps) and checked against
// the modern form upstream mlir-opt prints. Operands the examples leave undefined are
// function arguments; ops of other dialects (`tf.*`, `llvm.*`) are unregistered ops.
// Line numbers are those of the spec file. Examples judged invalid are in INVALID.md.

// 002 l.55-79, the `@multiply` function of the introductory module, REPAIRED: the spec
// writes `store 0 to %C[%i, %j]`, which is not valid syntax (a store takes an SSA value);
// here a constant is stored. The rest is verbatim: legacy `dim` with a constant index
// becomes `memref.dim` with an `arith.constant`, `alloc`/`load`/`store` become `memref.*`,
// `mulf`/`addf` become `arith.*`.
// CHECK-LABEL: func.func @multiply(
// CHECK-SAME: %[[A:.*]]: memref<100x?xf32>, %[[B:.*]]: memref<?x50xf32>) -> memref<100x50xf32> {
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[N:.*]] = memref.dim %[[A]], %[[C1]] : memref<100x?xf32>
// CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<100x50xf32>
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 100 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 50 {
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: memref.store %[[Z]], %[[C]][%[[I]], %[[J]]] : memref<100x50xf32>
// CHECK-NEXT: affine.for %[[K:.*]] = 0 to %[[N]] {
// CHECK-NEXT: %[[AV:.*]] = memref.load %[[A]][%[[I]], %[[K]]] : memref<100x?xf32>
// CHECK-NEXT: %[[BV:.*]] = memref.load %[[B]][%[[K]], %[[J]]] : memref<?x50xf32>
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[AV]], %[[BV]] : f32
// CHECK-NEXT: %[[CV:.*]] = memref.load %[[C]][%[[I]], %[[J]]] : memref<100x50xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[CV]], %[[P]] : f32
// CHECK-NEXT: memref.store %[[S]], %[[C]][%[[I]], %[[J]]] : memref<100x50xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %[[C]] : memref<100x50xf32>
// A function that multiplies two memrefs and returns the result.
func @multiply(%A: memref<100x?xf32>, %B: memref<?x50xf32>)
          -> (memref<100x50xf32>)  {
  // Compute the inner dimension of %A.
  %n = dim %A, 1 : memref<100x?xf32>

  // Allocate memory for the multiplication result.
  %C = alloc() : memref<100x50xf32>

  // Multiplication loop nest.
  affine.for %i = 0 to 100 {
     affine.for %j = 0 to 50 {
        %zero = constant 0.0 : f32
        store %zero, %C[%i, %j] : memref<100x50xf32>
        affine.for %k = 0 to %n {
           %a_v  = load %A[%i, %k] : memref<100x?xf32>
           %b_v  = load %B[%k, %j] : memref<?x50xf32>
           %prod = mulf %a_v, %b_v : f32
           %c_v  = load %C[%i, %j] : memref<100x50xf32>
           %sum  = addf %c_v, %prod : f32
           store %sum, %C[%i, %j] : memref<100x50xf32>
        }
     }
  }
  return %C : memref<100x50xf32>
}

// -----

// 002 l.183-189, type aliases (the old `!name = type T` definition), REPAIRED: the spec's
// `"foo"(%x) : vector<4 x f32> -> ()` has no parentheses around the operand types, which
// its own function-type grammar (l.203) requires; they are added here. An alias is
// replaced by its type when printed.
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

// 002 l.279-298, tensor types.
// CHECK-LABEL: func.func private @tensor_types(
// CHECK-SAME: tensor<*xf32>, tensor<?x?x?x?xf32>, tensor<?x?x13x?xf32>, tensor<17x4x13x4xf32>, tensor<f32>, tensor<0x42xf32>, tensor<0xf32>)
func.func private @tensor_types(
// Tensor with unknown rank.
tensor<* x f32>,
// Known rank but unknown dimensions.
tensor<? x ? x ? x ? x f32>,
// Partially known dimensions.
tensor<? x ? x 13 x ? x f32>,
// Full static shape.
tensor<17 x 4 x 13 x 4 x f32>,
// Tensor with rank zero. Represents a scalar.
tensor<f32>,
// Zero-element dimensions are allowed.
tensor<0 x 42 x f32>,
// Zero-element tensor of f32 type (hexadecimal literals not allowed here).
tensor<0xf32>)

// -----

// 002 l.309, memref types named in prose.
// CHECK-LABEL: func.func private @memref_types(memref<f32>, memref<0xf32>, memref<1x0xf32>, memref<0x1xf32>)
func.func private @memref_types(memref<f32>, memref<0 x f32>, memref<1 x 0 x f32>, memref<0 x 1 x f32>)

// -----

// 002 l.414-415, complex types.
// CHECK-LABEL: func.func private @complex_types(complex<f32>, complex<i32>)
func.func private @complex_types(complex<f32>, complex<i32>)

// -----

// 002 l.429-436, tuple types.
// CHECK-LABEL: func.func private @tuple_types(tuple<>, tuple<f32>, tuple<i32, f32, tensor<i1>, i5>)
func.func private @tuple_types(
// Empty tuple.
tuple<>,
// Single element
tuple<f32>,
// Many elements.
tuple<i32, f32, tensor<i1>, i5>)

// -----

// 002 l.554, a sparse elements attribute in the 2019 form (type first), printed in today's
// form (type after the colon).
// CHECK-LABEL: func.func @sparse_elements()
// CHECK-NEXT: "test.use"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
func.func @sparse_elements() {
  "test.use"() {a = sparse<tensor<3x4xi32>, [[0, 0], [1, 2]], [1, 5]>} : () -> ()
  return
}

// -----

// 002 l.625-629, unit attributes on arguments (the old `name : value` entry form);
// the declarations become private.
// CHECK: func.func private @verbose_form(i1 {unitAttr})
// CHECK: func.func private @simple_form(i1 {unitAttr})
// A unit attribute defined with the `unit` value specifier.
func @verbose_form(i1 {unitAttr : unit})

// A unit attribute can also be defined without the value specifier.
func @simple_form(i1 {unitAttr})

// -----

// 002 l.657-659, external function declarations; `#layout_map0` is not defined by the spec
// and is defined here (a 2-d transposition).
// CHECK: #[[L0:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: func.func private @abort()
// CHECK: func.func private @scribble(i32, i64, memref<?x128xf32, #[[L0]]>) -> f64
#layout_map0 = affine_map<(d0, d1) -> (d1, d0)>
// External function definitions.
func @abort()
func @scribble(i32, i64, memref<? x 128 x f32, #layout_map0>) -> f64

// -----

// 002 l.661-665, a function that returns its argument twice.
// CHECK-LABEL: func.func @count(
// CHECK-SAME: %[[X:.*]]: i64) -> (i64, i64) attributes {fruit = "banana"} {
// CHECK-NEXT: return %[[X]], %[[X]] : i64, i64
// CHECK-NEXT: }
// A function that returns its argument twice:
func @count(%x: i64) -> (i64, i64)
  attributes {fruit: "banana"} {
  return %x, %x: i64, i64
}

// -----

// 002 l.785-794, generic operations: multiple results, `#` result access, and an
// unregistered `tf.scramble` with an old-style `{fruit: "banana"}` dictionary. At the top
// level they go into the implicit module.
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
%2 = "tf.scramble"(%result#0, %bar){fruit: "banana"} : (f32, i32) -> f32

// -----

// 002 l.800-802, a generic terminator with successors; %cond and %v are arguments, ^bb1 and
// ^bb2 are added. The old generic form lists the operands a successor receives inside the
// successor list; since successor operands became ordinary operands, they are appended to
// the operand list (an unregistered op has no record of which successor takes them).
// CHECK-LABEL: func.func @generic_successors(
// CHECK-SAME: %[[COND:.*]]: i1, %[[V:.*]]: index)
// CHECK-NEXT: "br_cond"(%[[COND]], %[[V]])[^bb1, ^bb2] : (i1, index) -> ()
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%{{.*}}: index):
// CHECK-NEXT: return
func.func @generic_successors(%cond: i1, %v: index) {
// Branch to ^bb1 or ^bb2 depending on the condition %cond.
// Pass value %v to ^bb2, but not to ^bb1.
"br_cond"(%cond)[^bb1, ^bb2(%v : index)] : (i1) -> ()
^bb1:
  return
^bb2(%x: index):
  return
}

// -----

// 002 l.843-850, a conditional branch whose two targets are the same block, in the 2019
// function form (bare argument types, labelled entry block).
// CHECK-LABEL: func.func @select(
// CHECK-SAME: %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32, %[[FLAG:[^:]*]]: i1) -> i32 {
// CHECK-NEXT: cf.cond_br %[[FLAG]], ^bb1(%[[A]] : i32), ^bb1(%[[B]] : i32)
// CHECK-NEXT: ^bb1(%[[X:.*]]: i32):
// CHECK-NEXT: return %[[X]] : i32
// CHECK-NEXT: }
func @select(i32, i32, i1) -> i32 {
^bb0(%a : i32, %b :i32, %flag : i1) :
    // Both targets are the same, operands differ
    cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)

^bb1(%x : i32) :
    return %x : i32
}

// -----

// 002 l.870-872, `call` (the callee is declared and the operands are arguments).
// CHECK-LABEL: func.func @call(
// CHECK-SAME: %[[A0:.*]]: tensor<16xf32>, %[[A1:.*]]: tensor<16xf32>)
// CHECK-NEXT: %{{.*}} = call @my_add(%[[A0]], %[[A1]]) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
func.func private @my_add(tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
func.func @call(%0: tensor<16xf32>, %1: tensor<16xf32>) {
// Calling the function my_add.
%31 = call @my_add(%0, %1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  return
}

// -----

// 002 l.886-887, `call_indirect`.
// CHECK-LABEL: func.func @call_indirect(
// CHECK-SAME: %[[F:.*]]: (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>, %[[A0:.*]]: tensor<16xf32>, %[[A1:.*]]: tensor<16xf32>)
// CHECK-NEXT: %{{.*}} = call_indirect %[[F]](%[[A0]], %[[A1]]) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
func.func @call_indirect(%15: (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>, %0: tensor<16xf32>, %1: tensor<16xf32>) {
%31 = call_indirect %15(%0, %1)
        : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  return
}

// -----

// 002 l.900-909, `dim` on a tensor becomes `tensor.dim`, its constant index an
// `arith.constant`; likewise the old generic form with an `index` attribute. The custom and
// generic forms reuse the names %x and %y, so each is in its own function.
// CHECK-LABEL: func.func @dim(
// CHECK-SAME: %[[A:.*]]: tensor<4x?xf32>)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %{{.*}} = tensor.dim %[[A]], %[[C0]] : tensor<4x?xf32>
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %{{.*}} = tensor.dim %[[A]], %[[C1]] : tensor<4x?xf32>
func.func @dim(%A: tensor<4 x ? x f32>) {
// Always returns 4, can be constant folded:
%x = dim %A, 0 : tensor<4 x ? x f32>

// Returns the dynamic dimension of %A.
%y = dim %A, 1 : tensor<4 x ? x f32>
  return
}
// CHECK-LABEL: func.func @dim_generic(
// CHECK-SAME: %[[A:.*]]: tensor<4x?xf32>)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %{{.*}} = tensor.dim %[[A]], %[[C0]] : tensor<4x?xf32>
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %{{.*}} = tensor.dim %[[A]], %[[C1]] : tensor<4x?xf32>
func.func @dim_generic(%A: tensor<4 x ? x f32>) {
// Equivalent generic form:
%x = "std.dim"(%A){index: 0} : (tensor<4 x ? x f32>) -> index
%y = "std.dim"(%A){index: 1} : (tensor<4 x ? x f32>) -> index
  return
}

// -----

// 002 l.975-977, the first three statements of the `dma_start` example (the `dma_start`
// itself is invalid, see INVALID.md). The identity layout is dropped; memory space 4 stays.
// CHECK-LABEL: func.func @dma_start_setup()
// CHECK-NEXT: %{{.*}} = arith.constant 32 : index
// CHECK-NEXT: %{{.*}} = memref.alloc() : memref<1xi32, 4>
// CHECK-NEXT: %{{.*}} = arith.constant 0 : index
func.func @dma_start_setup() {
%size = constant 32 : index
%tag = alloc() : memref<1 x i32, (d0) -> (d0), 4>
%idx = constant 0 : index
  return
}

// -----

// 002 l.993, `dma_wait` becomes `affine.dma_wait`.
// CHECK-LABEL: func.func @dma_wait(
// CHECK-SAME: %[[TAG:.*]]: memref<1xi32, 4>, %[[I:.*]]: index, %[[N:.*]]: index)
// CHECK-NEXT: affine.dma_wait %[[TAG]][%[[I]]], %[[N]] : memref<1xi32, 4>
func.func @dma_wait(%tag: memref<1 x i32, (d0) -> (d0), 4>, %index: index, %num_elements: index) {
dma_wait %tag[%index], %num_elements : memref<1 x i32, (d0) -> (d0), 4>
  return
}

// -----

// 002 l.1003-1006, `extract_element`: on a vector it becomes `vector.extract` with dynamic
// positions, on a ranked tensor `tensor.extract`. (l.1007, on an unranked tensor, has no
// modern equivalent, see INVALID.md.) The operands are arguments.
// CHECK-LABEL: func.func @extract_element(
// CHECK-SAME: %[[V:[^:]*]]: vector<4x4xi32>, %[[T:[^:]*]]: tensor<4x4xi32>, %[[I1:[^:]*]]: index, %[[I2:[^:]*]]: index)
// CHECK-NEXT: %{{.*}} = vector.extract %[[V]][%[[I1]], %[[I2]]] : i32 from vector<4x4xi32>
// CHECK-NEXT: %extracted = tensor.extract %[[T]][%[[I1]], %[[I2]]] : tensor<4x4xi32>
func.func @extract_element(%v: vector<4x4xi32>, %t: tensor<4x4xi32>, %1: index, %2: index) {
%3 = extract_element %v[%1, %2] : vector<4x4xi32>
%4 = extract_element %t[%1, %2] : tensor<4x4xi32>
  return
}

// -----

// 002 l.1021-1022, the first two statements of the `load` example: `affine.apply` with bare
// affine maps (the rest of the example is invalid, see INVALID.md).
// CHECK-DAG: #[[M3:.*]] = affine_map<(d0, d1) -> (d0 * 3)>
// CHECK-DAG: #[[MP1:.*]] = affine_map<(d0, d1) -> (d1 + 1)>
// CHECK-LABEL: func.func @load_indices(
// CHECK-SAME: %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK-NEXT: affine.apply #[[M3]](%[[I]], %[[J]])
// CHECK-NEXT: affine.apply #[[MP1]](%[[I]], %[[J]])
func.func @load_indices(%i: index, %j: index) {
%1 = affine.apply (d0, d1) -> (3*d0) (%i, %j)
%2 = affine.apply (d0, d1) -> (d1+1) (%i, %j)
  return
}

// -----

// 002 l.1084-1092, `addi`.
// CHECK-LABEL: func.func @addi(
// CHECK-SAME: %[[B:[^:]*]]: i64, %[[C:[^:]*]]: i64, %[[G:[^:]*]]: vector<4xi32>, %[[H:[^:]*]]: vector<4xi32>, %[[Y:[^:]*]]: tensor<4x?xi8>, %[[Z:[^:]*]]: tensor<4x?xi8>)
// CHECK-NEXT: arith.addi %[[B]], %[[C]] : i64
// CHECK-NEXT: arith.addi %[[G]], %[[H]] : vector<4xi32>
// CHECK-NEXT: arith.addi %[[Y]], %[[Z]] : tensor<4x?xi8>
func.func @addi(%b: i64, %c: i64, %g: vector<4xi32>, %h: vector<4xi32>, %y: tensor<4x?xi8>, %z: tensor<4x?xi8>) {
// Scalar addition.
%a = addi %b, %c : i64

// SIMD vector element-wise addition, e.g. for Intel SSE.
%f = addi %g, %h : vector<4xi32>

// Tensor element-wise addition, analogous to HLO's add operation.
%x = addi %y, %z : tensor<4x?xi8>
  return
}

// -----

// 002 l.1099-1107, `addf`.
// CHECK-LABEL: func.func @addf(
// CHECK-SAME: %[[B:[^:]*]]: f64, %[[C:[^:]*]]: f64, %[[G:[^:]*]]: vector<4xf32>, %[[H:[^:]*]]: vector<4xf32>, %[[Y:[^:]*]]: tensor<4x?xbf16>, %[[Z:[^:]*]]: tensor<4x?xbf16>)
// CHECK-NEXT: arith.addf %[[B]], %[[C]] : f64
// CHECK-NEXT: arith.addf %[[G]], %[[H]] : vector<4xf32>
// CHECK-NEXT: arith.addf %[[Y]], %[[Z]] : tensor<4x?xbf16>
func.func @addf(%b: f64, %c: f64, %g: vector<4xf32>, %h: vector<4xf32>, %y: tensor<4x?xbf16>, %z: tensor<4x?xbf16>) {
// Scalar addition.
%a = addf %b, %c : f64

// SIMD vector addition, e.g. for Intel SSE.
%f = addf %g, %h : vector<4xf32>

// Tensor addition, analogous to HLO's add operation.
%x = addf %y, %z : tensor<4x?xbf16>
  return
}

// -----

// 002 l.1124-1132, `and` becomes `arith.andi`.
// CHECK-LABEL: func.func @and(
// CHECK-SAME: %[[B:[^:]*]]: i64, %[[C:[^:]*]]: i64, %[[G:[^:]*]]: vector<4xi32>, %[[H:[^:]*]]: vector<4xi32>, %[[Y:[^:]*]]: tensor<4x?xi8>, %[[Z:[^:]*]]: tensor<4x?xi8>)
// CHECK-NEXT: arith.andi %[[B]], %[[C]] : i64
// CHECK-NEXT: arith.andi %[[G]], %[[H]] : vector<4xi32>
// CHECK-NEXT: arith.andi %[[Y]], %[[Z]] : tensor<4x?xi8>
func.func @and(%b: i64, %c: i64, %g: vector<4xi32>, %h: vector<4xi32>, %y: tensor<4x?xi8>, %z: tensor<4x?xi8>) {
// Scalar integer bitwise and.
%a = and %b, %c : i64

// SIMD vector element-wise bitwise integer and.
%f = and %g, %h : vector<4xi32>

// Tensor element-wise bitwise integer and.
%x = and %y, %z : tensor<4x?xi8>
  return
}

// -----

// 002 l.1139-1147, `cmpi` in custom form (a string predicate) and in the old generic form
// (the integer predicate of "std.cmpi"), each in its own function since the spec reuses
// the name %x. (l.1150-1151, the second generic form, is malformed: see INVALID.md.)
// CHECK-LABEL: func.func @cmpi_slt(
// CHECK-SAME: %[[L:.*]]: i32, %[[R:.*]]: i32)
// CHECK-NEXT: arith.cmpi slt, %[[L]], %[[R]] : i32
func.func @cmpi_slt(%lhs: i32, %rhs: i32) {
// Custom form of scalar "signed less than" comparison.
%x = cmpi "slt", %lhs, %rhs : i32
  return
}
// CHECK-LABEL: func.func @cmpi_slt_generic(
// CHECK-SAME: %[[L:.*]]: i32, %[[R:.*]]: i32)
// CHECK-NEXT: arith.cmpi slt, %[[L]], %[[R]] : i32
func.func @cmpi_slt_generic(%lhs: i32, %rhs: i32) {
// Generic form of the same operation.
%x = "std.cmpi"(%lhs, %rhs){predicate: 2} : (i32, i32) -> i1
  return
}
// CHECK-LABEL: func.func @cmpi_eq(
// CHECK-SAME: %[[L:.*]]: vector<4xi64>, %[[R:.*]]: vector<4xi64>)
// CHECK-NEXT: arith.cmpi eq, %[[L]], %[[R]] : vector<4xi64>
func.func @cmpi_eq(%lhs: vector<4xi64>, %rhs: vector<4xi64>) {
// Custom form of vector equality comparison.
%x = cmpi "eq", %lhs, %rhs : vector<4xi64>
  return
}

// -----

// 002 l.1186-1190, `constant`: an integer becomes `arith.constant`, a function reference
// `func.constant` (printed `constant` inside a function, naming its result %f); @myfn is
// declared. (The generic forms at l.1193-1195 are invalid, see INVALID.md.)
// CHECK-LABEL: func.func @constant()
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %f = constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>
func.func private @myfn(tensor<16xf32>, f32) -> tensor<16xf32>
func.func @constant() {
// Integer constant
%1 = constant 42 : i32

// Reference to function @myfn.
%3 = constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>
  return
}

// -----

// 002 l.1210-1218, `divis` becomes `arith.divsi`.
// CHECK-LABEL: func.func @divis(
// CHECK-SAME: %[[B:[^:]*]]: i64, %[[C:[^:]*]]: i64, %[[G:[^:]*]]: vector<4xi32>, %[[H:[^:]*]]: vector<4xi32>, %[[Y:[^:]*]]: tensor<4x?xi8>, %[[Z:[^:]*]]: tensor<4x?xi8>)
// CHECK-NEXT: arith.divsi %[[B]], %[[C]] : i64
// CHECK-NEXT: arith.divsi %[[G]], %[[H]] : vector<4xi32>
// CHECK-NEXT: arith.divsi %[[Y]], %[[Z]] : tensor<4x?xi8>
func.func @divis(%b: i64, %c: i64, %g: vector<4xi32>, %h: vector<4xi32>, %y: tensor<4x?xi8>, %z: tensor<4x?xi8>) {
// Scalar signed integer division.
%a = divis %b, %c : i64

// SIMD vector element-wise division.
%f = divis %g, %h : vector<4xi32>

// Tensor element-wise integer division.
%x = divis %y, %z : tensor<4x?xi8>
  return
}

// -----

// 002 l.1233-1241, `diviu` becomes `arith.divui`.
// CHECK-LABEL: func.func @diviu(
// CHECK-SAME: %[[B:[^:]*]]: i64, %[[C:[^:]*]]: i64, %[[G:[^:]*]]: vector<4xi32>, %[[H:[^:]*]]: vector<4xi32>, %[[Y:[^:]*]]: tensor<4x?xi8>, %[[Z:[^:]*]]: tensor<4x?xi8>)
// CHECK-NEXT: arith.divui %[[B]], %[[C]] : i64
// CHECK-NEXT: arith.divui %[[G]], %[[H]] : vector<4xi32>
// CHECK-NEXT: arith.divui %[[Y]], %[[Z]] : tensor<4x?xi8>
func.func @diviu(%b: i64, %c: i64, %g: vector<4xi32>, %h: vector<4xi32>, %y: tensor<4x?xi8>, %z: tensor<4x?xi8>) {
// Scalar unsigned integer division.
%a = diviu %b, %c : i64

// SIMD vector element-wise division.
%f = diviu %g, %h : vector<4xi32>

// Tensor element-wise integer division.
%x = diviu %y, %z : tensor<4x?xi8>
  return
}

// -----

// 002 l.1252-1257, `memref_cast` becomes `memref.cast` (results named %cast, %cast_0).
// CHECK-LABEL: func.func @memref_cast(
// CHECK-SAME: %[[M:.*]]: memref<4x?xf32>)
// CHECK-NEXT: %[[C3:.*]] = memref.cast %[[M]] : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: memref.cast %[[C3]] : memref<?x?xf32> to memref<4x?xf32>
func.func @memref_cast(%2: memref<4x?xf32>) {
// Discard static dimension information.
%3 = memref_cast %2 : memref<4x?xf32> to memref<?x?xf32>

// Convert to a type with more known dimensions.
%4 = memref_cast %3 : memref<?x?xf32> to memref<4x?xf32>
  return
}

// -----

// 002 l.1264-1272, `mulf`.
// CHECK-LABEL: func.func @mulf(
// CHECK-SAME: %[[B:[^:]*]]: f64, %[[C:[^:]*]]: f64, %[[G:[^:]*]]: vector<4xf32>, %[[H:[^:]*]]: vector<4xf32>, %[[Y:[^:]*]]: tensor<4x?xbf16>, %[[Z:[^:]*]]: tensor<4x?xbf16>)
// CHECK-NEXT: arith.mulf %[[B]], %[[C]] : f64
// CHECK-NEXT: arith.mulf %[[G]], %[[H]] : vector<4xf32>
// CHECK-NEXT: arith.mulf %[[Y]], %[[Z]] : tensor<4x?xbf16>
func.func @mulf(%b: f64, %c: f64, %g: vector<4xf32>, %h: vector<4xf32>, %y: tensor<4x?xbf16>, %z: tensor<4x?xbf16>) {
// Scalar multiplication.
%a = mulf %b, %c : f64

// SIMD pointwise vector multiplication, e.g. for Intel SSE.
%f = mulf %g, %h : vector<4xf32>

// Tensor pointwise multiplication, analogous to HLO's pointwise multiply operation.
%x = mulf %y, %z : tensor<4x?xbf16>
  return
}

// -----

// 002 l.1289-1297, `or` becomes `arith.ori`.
// CHECK-LABEL: func.func @or(
// CHECK-SAME: %[[B:[^:]*]]: i64, %[[C:[^:]*]]: i64, %[[G:[^:]*]]: vector<4xi32>, %[[H:[^:]*]]: vector<4xi32>, %[[Y:[^:]*]]: tensor<4x?xi8>, %[[Z:[^:]*]]: tensor<4x?xi8>)
// CHECK-NEXT: arith.ori %[[B]], %[[C]] : i64
// CHECK-NEXT: arith.ori %[[G]], %[[H]] : vector<4xi32>
// CHECK-NEXT: arith.ori %[[Y]], %[[Z]] : tensor<4x?xi8>
func.func @or(%b: i64, %c: i64, %g: vector<4xi32>, %h: vector<4xi32>, %y: tensor<4x?xi8>, %z: tensor<4x?xi8>) {
// Scalar integer bitwise or.
%a = or %b, %c : i64

// SIMD vector element-wise bitwise integer or.
%f = or %g, %h : vector<4xi32>

// Tensor element-wise bitwise integer or.
%x = or %y, %z : tensor<4x?xi8>
  return
}

// -----

// 002 l.1312-1320, `remis` becomes `arith.remsi`.
// CHECK-LABEL: func.func @remis(
// CHECK-SAME: %[[B:[^:]*]]: i64, %[[C:[^:]*]]: i64, %[[G:[^:]*]]: vector<4xi32>, %[[H:[^:]*]]: vector<4xi32>, %[[Y:[^:]*]]: tensor<4x?xi8>, %[[Z:[^:]*]]: tensor<4x?xi8>)
// CHECK-NEXT: arith.remsi %[[B]], %[[C]] : i64
// CHECK-NEXT: arith.remsi %[[G]], %[[H]] : vector<4xi32>
// CHECK-NEXT: arith.remsi %[[Y]], %[[Z]] : tensor<4x?xi8>
func.func @remis(%b: i64, %c: i64, %g: vector<4xi32>, %h: vector<4xi32>, %y: tensor<4x?xi8>, %z: tensor<4x?xi8>) {
// Scalar signed integer division remainder.
%a = remis %b, %c : i64

// SIMD vector element-wise division remainder.
%f = remis %g, %h : vector<4xi32>

// Tensor element-wise integer division remainder.
%x = remis %y, %z : tensor<4x?xi8>
  return
}

// -----

// 002 l.1335-1343, `remiu` becomes `arith.remui`.
// CHECK-LABEL: func.func @remiu(
// CHECK-SAME: %[[B:[^:]*]]: i64, %[[C:[^:]*]]: i64, %[[G:[^:]*]]: vector<4xi32>, %[[H:[^:]*]]: vector<4xi32>, %[[Y:[^:]*]]: tensor<4x?xi8>, %[[Z:[^:]*]]: tensor<4x?xi8>)
// CHECK-NEXT: arith.remui %[[B]], %[[C]] : i64
// CHECK-NEXT: arith.remui %[[G]], %[[H]] : vector<4xi32>
// CHECK-NEXT: arith.remui %[[Y]], %[[Z]] : tensor<4x?xi8>
func.func @remiu(%b: i64, %c: i64, %g: vector<4xi32>, %h: vector<4xi32>, %y: tensor<4x?xi8>, %z: tensor<4x?xi8>) {
// Scalar unsigned integer division remainder.
%a = remiu %b, %c : i64

// SIMD vector element-wise division remainder.
%f = remiu %g, %h : vector<4xi32>

// Tensor element-wise integer division remainder.
%x = remiu %y, %z : tensor<4x?xi8>
  return
}

// -----

// 002 l.1354-1363, `select` in custom and old generic forms becomes `arith.select` (one
// function per form, as the spec reuses %x).
// CHECK-LABEL: func.func @select_custom(
// CHECK-SAME: %[[C:[^:]*]]: i1, %[[T:[^:]*]]: i32, %[[F:[^:]*]]: i32)
// CHECK-NEXT: arith.select %[[C]], %[[T]], %[[F]] : i32
func.func @select_custom(%cond: i1, %true: i32, %false: i32) {
// Custom form of scalar selection.
%x = select %cond, %true, %false : i32
  return
}
// CHECK-LABEL: func.func @select_generic(
// CHECK-SAME: %[[C:[^:]*]]: i1, %[[T:[^:]*]]: i32, %[[F:[^:]*]]: i32)
// CHECK-NEXT: arith.select %[[C]], %[[T]], %[[F]] : i32
func.func @select_generic(%cond: i1, %true: i32, %false: i32) {
// Generic form of the same operation.
%x = "std.select"(%cond, %true, %false) : (i1, i32, i32) -> i32
  return
}
// CHECK-LABEL: func.func @select_vector(
// CHECK-SAME: %[[C:[^:]*]]: vector<42xi1>, %[[T:[^:]*]]: vector<42xf32>, %[[F:[^:]*]]: vector<42xf32>)
// CHECK-NEXT: arith.select %[[C]], %[[T]], %[[F]] : vector<42xi1>, vector<42xf32>
func.func @select_vector(%vcond: vector<42xi1>, %vtrue: vector<42xf32>, %vfalse: vector<42xf32>) {
// Vector selection is element-wise
%vx = "std.select"(%vcond, %vtrue, %vfalse)
    : (vector<42xi1>, vector<42xf32>, vector<42xf32>) -> vector<42xf32>
  return
}

// -----

// 002 l.1378-1388, `tensor_cast` becomes `tensor.cast`, in the old generic form (the chain
// %2, %3, %4, %5) and in custom form (l.1381, which reuses the name %2, in its own
// function).
// CHECK-LABEL: func.func @tensor_cast_generic(
// CHECK-SAME: %[[T1:.*]]: tensor<*xf32>)
// CHECK-NEXT: %[[T2:.*]] = tensor.cast %[[T1]] : tensor<*xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[T3:.*]] = tensor.cast %[[T2]] : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %[[T4:.*]] = tensor.cast %[[T3]] : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %{{.*}} = tensor.cast %[[T4]] : tensor<?x?xf32> to tensor<*xf32>
func.func @tensor_cast_generic(%1: tensor<*xf32>) {
// Convert from unknown rank to rank 2 with unknown dimension sizes.
%2 = "std.tensor_cast"(%1) : (tensor<*xf32>) -> tensor<?x?xf32>

// Convert to a type with more known dimensions.
%3 = "std.tensor_cast"(%2) : (tensor<?x?xf32>) -> tensor<4x?xf32>

// Discard static dimension and rank information.
%4 = "std.tensor_cast"(%3) : (tensor<4x?xf32>) -> tensor<?x?xf32>
%5 = "std.tensor_cast"(%4) : (tensor<?x?xf32>) -> tensor<*xf32>
  return
}
// CHECK-LABEL: func.func @tensor_cast_custom(
// CHECK-SAME: %[[T1:.*]]: tensor<*xf32>)
// CHECK-NEXT: %{{.*}} = tensor.cast %[[T1]] : tensor<*xf32> to tensor<?x?xf32>
func.func @tensor_cast_custom(%1: tensor<*xf32>) {
%2 = tensor_cast %1 : tensor<*xf32> to tensor<?x?xf32>
  return
}

// -----

// 002 l.1401-1409, `xor` becomes `arith.xori`.
// CHECK-LABEL: func.func @xor(
// CHECK-SAME: %[[B:[^:]*]]: i64, %[[C:[^:]*]]: i64, %[[G:[^:]*]]: vector<4xi32>, %[[H:[^:]*]]: vector<4xi32>, %[[Y:[^:]*]]: tensor<4x?xi8>, %[[Z:[^:]*]]: tensor<4x?xi8>)
// CHECK-NEXT: arith.xori %[[B]], %[[C]] : i64
// CHECK-NEXT: arith.xori %[[G]], %[[H]] : vector<4xi32>
// CHECK-NEXT: arith.xori %[[Y]], %[[Z]] : tensor<4x?xi8>
func.func @xor(%b: i64, %c: i64, %g: vector<4xi32>, %h: vector<4xi32>, %y: tensor<4x?xi8>, %z: tensor<4x?xi8>) {
// Scalar integer bitwise xor.
%a = xor %b, %c : i64

// SIMD vector element-wise bitwise integer xor.
%f = xor %g, %h : vector<4xi32>

// Tensor element-wise bitwise integer xor.
%x = xor %y, %z : tensor<4x?xi8>
  return
}

// -----

// 002 l.1426-1438, TensorFlow operations as unregistered ops; the attribute dictionary of
// "tf.Conv2d" (old `name: value` entries) prints sorted by name.
// CHECK-LABEL: func.func @tensorflow(
// CHECK-SAME: %[[B:[^:]*]]: tensor<*xf32>, %[[C:[^:]*]]: tensor<*xf32>, %[[E:[^:]*]]: tensor<?x42x?xf32>, %[[F:[^:]*]]: tensor<?x42x?xf32>, %[[IN:[^:]*]]: tensor<*xf32>, %[[FI:[^:]*]]: tensor<*xf32>)
// CHECK-NEXT: "tf.Add"(%[[B]], %[[C]]) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
// CHECK-NEXT: "tf.Add"(%[[E]], %[[F]]) : (tensor<?x42x?xf32>, tensor<?x42x?xf32>) -> tensor<?x42x?xf32>
// CHECK-NEXT: "tf.Conv2d"(%[[IN]], %[[FI]]) {dilations = [2, 1, 1, 1], padding = "SAME", strides = [1, 1, 2, 1]} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
func.func @tensorflow(%b: tensor<*xf32>, %c: tensor<*xf32>, %e: tensor<?x42x?xf32>, %f: tensor<?x42x?xf32>, %input: tensor<*xf32>, %filter: tensor<*xf32>) {
// TensorFlow Add operation.
%a = "tf.Add"(%b, %c)
  : (tensor<*xf32>,tensor<*xf32>) -> tensor<*xf32>

// TensorFlow Add operation with partially inferred shapes.
%d = "tf.Add"(%e, %f)
  : (tensor<?x42x?xf32>,tensor<?x42x?xf32>) -> tensor<?x42x?xf32>

// TensorFlow Conv2d operation.
%y = "tf.Conv2d"(%input, %filter)
          {strides: [1,1,2,1], padding: "SAME", dilations: [2,1,1,1]}
   : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return
}

// -----

// 002 l.1448-1449, an LLVM intrinsic as an unregistered op.
// CHECK-LABEL: func.func @llvm_intrinsic(
// CHECK-SAME: %[[A:.*]]: i16, %[[B:.*]]: i16)
// CHECK-NEXT: %{{.*}}:2 = "llvm.sadd.with.overflow.i16"(%[[A]], %[[B]]) : (i16, i16) -> (i16, i1)
func.func @llvm_intrinsic(%a: i16, %b: i16) {
// LLVM: %x = call {i16, i1} @llvm.sadd.with.overflow.i16(i16 %a, i16 %b)
%x:2 = "llvm.sadd.with.overflow.i16"(%a, %b) : (i16, i16) -> (i16, i1)
  return
}

// -----

// 002 l.1469-1487, dialect types in the verbose (quoted) and pretty forms. A quoted body
// stays quoted; `!foo.something<abcd>` is pretty.
// CHECK-LABEL: func.func private @dialect_types(
// CHECK-SAME: !llvm<"i32*">, !tf.string, !foo<"something<abcd>">, !foo<"something<a%%123^^^>>>">, !foo.something<abcd>)
func.func private @dialect_types(
// LLVM type that wraps around llvm IR types.
!llvm<"i32*">,
// Tensor flow string type.
!tf.string,
// Complex type
!foo<"something<abcd>">,
// Even more complex type
!foo<"something<a%%123^^^>>>">,
// Complex type
!foo.something<abcd>)

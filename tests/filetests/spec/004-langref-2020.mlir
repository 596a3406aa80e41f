// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s

// The code examples of ../shared/spec/004_f4f8ddeee9948328.txt (Language Reference
// markdown, 2020, numbered lines), parsed after the legacy upgrade and checked against the
// form upstream mlir-opt prints. Line numbers are the markdown's. This copy lost a number
// of lines (code fences, blank lines, closing braces, block labels, and lines that also
// occur in the other spec files); an example missing only such lines is reconstructed from
// the sibling copies and says so. Operands the examples leave undefined are function
// arguments; ops of other dialects are unregistered ops. Examples judged invalid are in
// INVALID.md.

// 004 l.230-231, an LLVM intrinsic as an unregistered op.
// CHECK-LABEL: func.func @llvm_intrinsic(
// CHECK-SAME: %[[A:.*]]: i16, %[[B:.*]]: i16)
// CHECK-NEXT: %{{.*}}:2 = "llvm.sadd.with.overflow.i16"(%[[A]], %[[B]]) : (i16, i16) -> (i16, i1)
func.func @llvm_intrinsic(%a: i16, %b: i16) {
// LLVM: %x = call {i16, i1} @llvm.sadd.with.overflow.i16(i16 %a, i16 %b)
%x:2 = "llvm.sadd.with.overflow.i16"(%a, %b) : (i16, i16) -> (i16, i1)
  return
}

// -----

// 004 l.274-283, generic operations with an old `{fruit: "banana"}` dictionary, at the top
// level of the implicit module.
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
%2 = "tf.scramble"(%result#0, %bar) {fruit: "banana"} : (f32, i32) -> f32

// -----

// 004 l.299-301, the generic form of the old `cond_br` with an operand passed to one
// successor: it becomes `cf.cond_br`, whose operands are the condition and each
// successor's operands (`operandSegmentSizes` 1, 0, 1). %cond and %v are arguments; the
// blocks are added.
// CHECK-LABEL: func.func @generic_cond_br(
// CHECK-SAME: %[[COND:[^:]*]]: i1, %[[V:[^:]*]]: index)
// CHECK-NEXT: cf.cond_br %[[COND]], ^bb1, ^bb2(%[[V]] : index)
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%{{.*}}: index):
// CHECK-NEXT: return
func.func @generic_cond_br(%cond: i1, %v: index) {
// Branch to ^bb1 or ^bb2 depending on the condition %cond.
// Pass value %v to ^bb2, but not to ^bb1.
"cond_br"(%cond)[^bb1, ^bb2(%v : index)] : (i1) -> ()
^bb1:
  return
^bb2(%x: index):
  return
}

// -----

// 004 l.356-358, external declarations (l.357 `func @abort()` is lost in this copy and
// restored from 002); `#layout_map0` is not defined by the spec and is defined here.
// CHECK: #[[L0:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: func.func private @abort()
// CHECK: func.func private @scribble(i32, i64, memref<?x128xf32, #[[L0]]>) -> f64
#layout_map0 = affine_map<(d0, d1) -> (d1, d0)>
// External function definitions.
func @abort()
func @scribble(i32, i64, memref<? x 128 x f32, #layout_map0>) -> f64

// -----

// 004 l.360-364, a function that returns its argument twice (closing brace, l.364,
// restored).
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

// 004 l.366-373, argument, result and function attributes on declarations.
// CHECK: func.func private @example_fn_arg(i32 {swift.self})
// CHECK: func.func private @example_fn_result() -> (f64 {dialectName.attrName = 0 : i64})
// CHECK: func.func private @example_fn_attr() attributes {dialectName.attrName = false}
// A function with an argument attribute
func @example_fn_arg(%x: i32 {swift.self = unit})

// A function with a result attribute
func @example_fn_result() -> (f64 {dialectName.attrName = 0 : i64})

// A function with an attribute
func @example_fn_attr() attributes {dialectName.attrName = false}

// -----

// 004 l.407-426, branches, returns and block arguments (2019 function form).
// RECONSTRUCTED: this copy lost `^bb1:` (l.411), `^bb2:` (l.414), `^bb3(%c: i64):`
// (l.420), `return %0 : i64` (l.425) and the closing brace (l.426); they are restored from
// 002 l.745-764, the same example (whose `br_cond` is the 2019 copy's own error).
// CHECK-LABEL: func.func @simple(
// CHECK-SAME: %[[A:[^:]*]]: i64, %[[COND:[^:]*]]: i1) -> i64 {
// CHECK-NEXT: cf.cond_br %[[COND]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.br ^bb3(%[[A]] : i64)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[B:.*]] = arith.addi %[[A]], %[[A]] : i64
// CHECK-NEXT: cf.br ^bb3(%[[B]] : i64)
// CHECK-NEXT: ^bb3(%[[C:.*]]: i64):
// CHECK-NEXT: cf.br ^bb4(%[[C]], %[[C]] : i64, i64)
// CHECK-NEXT: ^bb4(%[[D:.*]]: i64, %[[E:.*]]: i64):
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[D]], %[[E]] : i64
// CHECK-NEXT: return %[[S]] : i64
// CHECK-NEXT: }
func @simple(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1): // Code dominated by ^bb0 may refer to %a
cond_br %cond, ^bb1, ^bb2
^bb1:
br ^bb3(%a: i64) // Branch passes %a as the argument
^bb2:
%b = addi %a, %a : i64
br ^bb3(%b: i64) // Branch passes %b as the argument
// ^bb3 receives an argument, named %c, from predecessors
// and passes it on to bb4 twice.
^bb3(%c: i64):
br ^bb4(%c, %c : i64, i64)
^bb4(%d : i64, %e : i64):
%0 = addi %d, %e : i64
return %0 : i64
}

// -----

// 004 l.584-590, type aliases, REPAIRED like 002 l.183-189: the operand types of the
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

// 004 l.628-631, the verbose dialect types that survive in this copy.
// CHECK-LABEL: func.func private @dialect_types(!foo<"something<abcd>">, !foo<"something<a%%123^^^>>>">)
func.func private @dialect_types(
!foo<"something<abcd>">,
// Even more complex type
!foo<"something<a%%123^^^>>>">)

// -----

// 004 l.786-789, memref types named in prose.
// CHECK-LABEL: func.func private @memref_types(memref<f32>, memref<0xf32>, memref<1x0xf32>, memref<0x1xf32>, memref<*xf32>)
func.func private @memref_types(memref<f32>, memref<0 x f32>, memref<1 x 0 x f32>, memref<0 x 1 x f32>, memref<*xf32>)

// -----

// 004 l.820-823, memrefs of static rank passed to rank-specific helpers. Markdown reflowed
// the example onto three lines; MLIR does not need line breaks between operations, so it
// parses as written. The helpers are declared.
// CHECK-LABEL: func.func @static_ranks()
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<16x32xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<16x32x64xf32>
// CHECK-NEXT: call @helper_2D(%[[A]]) : (memref<16x32xf32>) -> ()
// CHECK-NEXT: call @helper_3D(%[[B]]) : (memref<16x32x64xf32>) -> ()
func.func private @helper_2D(memref<16x32xf32>)
func.func private @helper_3D(memref<16x32x64xf32>)
func.func @static_ranks() {
// With static ranks, we need a function for each possible argument type
%A = alloc() : memref<16x32xf32> %B = alloc() :
memref<16x32x64xf32> call @helper_2D(%A) : (memref<16x32xf32>)->() call
@helper_3D(%B) : (memref<16x32x64xf32>)->()
  return
}

// -----

// 004 l.825-833, the same through an unranked memref.
// CHECK-LABEL: func.func @unknown_rank()
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<16x32xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<16x32x64xf32>
// CHECK-NEXT: %[[AU:.*]] = memref.cast %[[A]] : memref<16x32xf32> to memref<*xf32>
// CHECK-NEXT: %[[BU:.*]] = memref.cast %[[B]] : memref<16x32x64xf32> to memref<*xf32>
// CHECK-NEXT: call @helper(%[[AU]]) : (memref<*xf32>) -> ()
// CHECK-NEXT: call @helper(%[[BU]]) : (memref<*xf32>) -> ()
func.func private @helper(memref<*xf32>)
func.func @unknown_rank() {
// With unknown rank, the functions can be unified under one unranked type
%A = alloc() : memref<16x32xf32>
%B = alloc() : memref<16x32x64xf32>
%A_u = memref_cast %A : memref<16x32xf32> -> memref<*xf32>
%B_u = memref_cast %B : memref<16x32x64xf32> -> memref<*xf32>
// call same function with dynamic ranks
call @helper(%A_u) : (memref<*xf32>)->()
call @helper(%B_u) : (memref<*xf32>)->()
  return
}

// -----

// 004 l.858-901, memref static types: the layout-map aliases, and the two allocations that
// name no memory space (those with `memspace0` are invalid, see INVALID.md). `div` is read
// as `floordiv`; the padded layout folds as upstream folds it. %M, %N, %B1, %B2 are
// arguments.
// CHECK-DAG: #[[T128:.*]] = affine_map<(d0, d1) -> (d0 floordiv 128, d1 floordiv 256, d0 mod 128, d1 mod 256)>
// CHECK-DAG: #[[TDYN:.*]] = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
// CHECK-DAG: #[[PAD:.*]] = affine_map<(d0, d1) -> (d0, d1 floordiv 2 + 1, d1 mod 2)>
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
// CHECK-LABEL: func.func private @layouts(
// CHECK-SAME: memref<16x32xf32>, memref<16x4x?xf32, #[[COL]]>, memref<256x512xf32, #[[T128]]>)
// CHECK-LABEL: func.func @static_types(
// CHECK-SAME: %[[M:[^:]*]]: index, %[[N:[^:]*]]: index, %[[B1:[^:]*]]: index, %[[B2:[^:]*]]: index)
// CHECK-NEXT: memref.alloc(%[[M]], %[[N]])[%[[B1]], %[[B2]]] : memref<?x?xf32, #[[TDYN]]>
// CHECK-NEXT: memref.alloc() : memref<16x64xf32, #[[PAD]]>
// Identity index/layout map
#identity = affine_map<(d0, d1) -> (d0, d1)>

// Column major layout.
#col_major = affine_map<(d0, d1, d2) -> (d2, d1, d0)>

// A 2-d tiled layout with tiles of size 128 x 256.
#tiled_2d_128x256 = affine_map<(d0, d1) -> (d0 div 128, d1 div 256, d0 mod 128, d1 mod 256)>

// A tiled data layout with non-constant tile sizes.
#tiled_dynamic = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1,
d0 mod s0, d1 mod s1)>

// A layout that yields a padding on two at either end of the minor dimension.
#padded = affine_map<(d0, d1) -> (d0, (d1 + 2) floordiv 2, (d1 + 2) mod 2)>

func.func private @layouts(memref<16x32xf32, #identity>, memref<16x4x?xf32, #col_major>, memref<256x512xf32, #tiled_2d_128x256>)

func.func @static_types(%M: index, %N: index, %B1: index, %B2: index) {
%T = alloc(%M, %N) [%B1, %B2] : memref<?x?xf32, #tiled_dynamic>

// A memref that has a two-element padding at either end. The allocation size
// will fit 16 * 68 float elements of data.
%P = alloc() : memref<16x64xf32, #padded>
  return
}

// -----

// 004 l.959 and l.965-972, layout maps in the bare form with named dimensions; identity
// layouts are dropped.
// CHECK-DAG: #[[CM:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[TL:.*]] = affine_map<(d0, d1) -> (d0 floordiv 64, d1 floordiv 64, d0 mod 64, d1 mod 64)>
// CHECK-LABEL: func.func private @layouts(
// CHECK-SAME: memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32, #[[CM]]>, memref<?x?xf32, #[[TL]]>)
// MxN matrix stored in row major layout in memory:
#layout_map_row_major = (i, j) -> (i, j)

// MxN matrix stored in column major layout in memory:
#layout_map_col_major = (i, j) -> (j, i)

// MxN matrix stored in a 2-d blocked/tiled layout with 64x64 tiles.
#layout_tiled = (i, j) -> (i floordiv 64, j floordiv 64, i mod 64, j mod 64)

func.func private @layouts(memref<?x?xf32, (i,j)->(i,j)>, memref<?x?xf32>, memref<?x?xf32, #layout_map_row_major>, memref<?x?xf32, #layout_map_col_major>, memref<?x?xf32, #layout_tiled>)

// -----

// 004 l.1014, the affine form of a strided layout (the strided form at l.1001 lacks the
// comma its grammar requires, see INVALID.md).
// CHECK: #[[S:.*]] = affine_map<(d0, d1) -> (d0 + d1 * 64 + 33)>
// CHECK-LABEL: func.func private @strided(
// CHECK-SAME: memref<42x16xf32, #[[S]]>)
func.func private @strided(memref<42x16xf32, (i, j) -> (33 + i + 64 * j)>)

// -----

// 004 l.1064-1088, tensor types (the examples at l.1073, l.1085 and l.1091 are lost in this
// copy; they are those of 002).
// CHECK-LABEL: func.func private @tensor_types(
// CHECK-SAME: tensor<?x?x?x?xf32>, tensor<?x?x13x?xf32>, tensor<17x4x13x4xf32>, tensor<0x42xf32>, tensor<0x1xi32>, tensor<1x0xi32>)
func.func private @tensor_types(
// Known rank but unknown dimensions.
tensor<? x ? x ? x ? x f32>,
// Partially known dimensions.
tensor<? x ? x 13 x ? x f32>,
// Full static shape.
tensor<17 x 4 x 13 x 4 x f32>,
// Zero-element dimensions are allowed.
tensor<0 x 42 x f32>,
tensor<0 x 1 x i32>, tensor<1 x 0 x i32>)

// -----

// 004 l.1119, tuple type; l.1135, a vector type named in prose.
// CHECK-LABEL: func.func private @tuple_and_vector(tuple<i32, f32, tensor<i1>, i5>, vector<16xf32>)
func.func private @tuple_and_vector(tuple<i32, f32, tensor<i1>, i5>, vector<16 x f32>)

// -----

// 004 l.1195-1201, attribute value aliases; the two uses are alternatives, one per function.
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

// 004 l.1219-1231, dialect attribute values, verbose and pretty forms.
// CHECK-LABEL: func.func @dialect_attributes()
// CHECK-NEXT: "test.use"() {a = #foo<"something<abcd>">} : () -> ()
// CHECK-NEXT: "test.use"() {a = #foo<"something<a%%123^^^>>>">} : () -> ()
// CHECK-NEXT: "test.use"() {a = #foo.something<abcd>} : () -> ()
func.func @dialect_attributes() {
// Complex attribute
"test.use"() {a = #foo<"something<abcd>">} : () -> ()
// Even more complex attribute
"test.use"() {a = #foo<"something<a%%123^^^>>>">} : () -> ()
// Complex attribute
"test.use"() {a = #foo.something<abcd>} : () -> ()
  return
}

// -----

// 004 l.1374, a sparse elements attribute.
// CHECK-LABEL: func.func @sparse_elements()
// CHECK-NEXT: "test.use"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
func.func @sparse_elements() {
"test.use"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
  return
}

// -----

// 004 l.1402-1405, float attributes (l.1406 is an error example, see INVALID.md).
// CHECK-LABEL: func.func @float_attr()
// CHECK-NEXT: "test.use"() {a = 4.200000e+01 : f64} : () -> ()
// CHECK-NEXT: "test.use"() {a = 4.200000e+01 : f32} : () -> ()
// CHECK-NEXT: "test.use"() {a = 0x7C00 : f16} : () -> ()
// CHECK-NEXT: "test.use"() {a = 0x7CFF : f16} : () -> ()
func.func @float_attr() {
"test.use"() {a = 42.0} : () -> () // float attribute defaults to f64 type
"test.use"() {a = 42.0 : f32} : () -> () // float attribute of f32 type
"test.use"() {a = 0x7C00 : f16} : () -> () // positive infinity
"test.use"() {a = 0x7CFF : f16} : () -> () // NaN (one of possible values)
  return
}

// -----

// 004 l.1496-1500, unit attributes on declarations.
// CHECK: func.func private @verbose_form(i1) attributes {dialectName.unitAttr}
// CHECK: func.func private @simple_form(i1) attributes {dialectName.unitAttr}
// A unit attribute defined with the `unit` value specifier.
func @verbose_form(i1) attributes {dialectName.unitAttr = unit}

// A unit attribute can also be defined without the value specifier.
func @simple_form(i1) attributes {dialectName.unitAttr}

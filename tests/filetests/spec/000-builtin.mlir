// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s

// The code examples of ../shared/spec/000_611f5274d5300405.txt (Builtin dialect reference,
// about 2021), each parsed after the legacy upgrade and checked against the form upstream
// mlir-opt prints. Fragments (a bare attribute or type) are wrapped minimally: an attribute
// into a `"test.use"() {a = ...}` op, a type into a function signature, ops into a function
// whose arguments define the operands the example uses. Line numbers are those of the
// spec file. Examples judged invalid are listed in INVALID.md.

// 000 l.17-18, AffineMapAttr.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[PROJ:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @affine_map_attr()
// CHECK-NEXT: "test.use"() {a = #[[ID]]} : () -> ()
// CHECK-NEXT: "test.use"() {a = #[[PROJ]]} : () -> ()
func.func @affine_map_attr() {
  "test.use"() {a = affine_map<(d0) -> (d0)>} : () -> ()
  "test.use"() {a = affine_map<(d0, d1, d2) -> (d0, d1)>} : () -> ()
  return
}

// -----

// 000 l.32-33, ArrayAttr.
// CHECK: #[[PROJ:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @array_attr()
// CHECK-NEXT: "test.use"() {a = [10, i32]} : () -> ()
// CHECK-NEXT: "test.use"() {a = [#[[PROJ]], i32, "string attribute"]} : () -> ()
func.func @array_attr() {
  "test.use"() {a = [10, i32]} : () -> ()
  "test.use"() {a = [affine_map<(d0, d1, d2) -> (d0, d1)>, i32, "string attribute"]} : () -> ()
  return
}

// -----

// 000 l.49-51, DenseIntOrFPElementsAttr.
// CHECK-LABEL: func.func @dense_int_or_fp()
// CHECK-NEXT: "test.use"() {a = dense<10> : tensor<2xi32>} : () -> ()
// CHECK-NEXT: "test.use"() {a = dense<[1.000000e+01, 1.100000e+01]> : tensor<2xf32>} : () -> ()
func.func @dense_int_or_fp() {
  "test.use"() {a = dense<10> : tensor<2xi32>} : () -> ()
  "test.use"() {a = dense<[10.0, 11.0]> : tensor<2xf32>} : () -> ()
  return
}

// -----

// 000 l.67-69, DenseStringElementsAttr (!foo.string is an unregistered dialect type).
// CHECK-LABEL: func.func @dense_string()
// CHECK-NEXT: "test.use"() {a = dense<"example"> : tensor<2x!foo.string>} : () -> ()
// CHECK-NEXT: "test.use"() {a = dense<["example1", "example2"]> : tensor<2x!foo.string>} : () -> ()
func.func @dense_string() {
  "test.use"() {a = dense<"example"> : tensor<2x!foo.string>} : () -> ()
  "test.use"() {a = dense<["example1", "example2"]> : tensor<2x!foo.string>} : () -> ()
  return
}

// -----

// 000 l.83-84, DictionaryAttr: as an attribute value, and as an op's attribute dictionary
// (both sorted by name; an untyped integer is i64).
// CHECK-LABEL: func.func @dictionary_attr()
// CHECK-NEXT: "test.use"() {a = {attr_name = "string attribute"}} : () -> ()
// CHECK-NEXT: "test.use"() {a = {int_attr = 10 : i64, "string attr name" = "string attribute"}} : () -> ()
// CHECK-NEXT: "test.use"() {attr_name = "string attribute"} : () -> ()
// CHECK-NEXT: "test.use"() {int_attr = 10 : i64, "string attr name" = "string attribute"} : () -> ()
func.func @dictionary_attr() {
  "test.use"() {a = {attr_name = "string attribute"}} : () -> ()
  "test.use"() {a = {int_attr = 10, "string attr name" = "string attribute"}} : () -> ()
  "test.use"() {attr_name = "string attribute"} : () -> ()
  "test.use"() {int_attr = 10, "string attr name" = "string attribute"} : () -> ()
  return
}

// -----

// 000 l.99-102, FloatAttr: f64 by default; hexadecimal bit patterns for infinity and NaN
// (the NaN keeps its payload). l.103 (`42 : f32`) is an error example, see INVALID.md.
// CHECK-LABEL: func.func @float_attr()
// CHECK-NEXT: "test.use"() {a = 4.200000e+01 : f64} : () -> ()
// CHECK-NEXT: "test.use"() {a = 4.200000e+01 : f32} : () -> ()
// CHECK-NEXT: "test.use"() {a = 0x7C00 : f16} : () -> ()
// CHECK-NEXT: "test.use"() {a = 0x7CFF : f16} : () -> ()
func.func @float_attr() {
  "test.use"() {a = 42.0} : () -> ()
  "test.use"() {a = 42.0 : f32} : () -> ()
  "test.use"() {a = 0x7C00 : f16} : () -> ()
  "test.use"() {a = 0x7CFF : f16} : () -> ()
  return
}

// -----

// 000 l.118-121, IntegerAttr.
// CHECK-LABEL: func.func @integer_attr()
// CHECK-NEXT: "test.use"() {a = 10 : i32} : () -> ()
// CHECK-NEXT: "test.use"() {a = 10 : i64} : () -> ()
// CHECK-NEXT: "test.use"() {a = true} : () -> ()
// CHECK-NEXT: "test.use"() {a = false} : () -> ()
func.func @integer_attr() {
  "test.use"() {a = 10 : i32} : () -> ()
  "test.use"() {a = 10} : () -> ()
  "test.use"() {a = true} : () -> ()
  "test.use"() {a = false} : () -> ()
  return
}

// -----

// 000 l.133, IntegerSetAttr.
// CHECK: #[[SET:.*]] = affine_set<(d0) : (d0 - 2 >= 0)>
// CHECK-LABEL: func.func @integer_set_attr()
// CHECK-NEXT: "test.use"() {a = #[[SET]]} : () -> ()
func.func @integer_set_attr() {
  "test.use"() {a = affine_set<(d0) : (d0 - 2 >= 0)>} : () -> ()
  return
}

// -----

// 000 l.147, OpaqueAttr (an attribute of the unregistered dialect `dialect`).
// CHECK-LABEL: func.func @opaque_attr()
// CHECK-NEXT: "test.use"() {a = #dialect<"opaque attribute data">} : () -> ()
func.func @opaque_attr() {
  "test.use"() {a = #dialect<"opaque attribute data">} : () -> ()
  return
}

// -----

// 000 l.165, OpaqueElementsAttr. (Upstream removed this attribute in LLVM 16; Tessera keeps
// the spec's form and prints it back unchanged.)
// CHECK-LABEL: func.func @opaque_elements()
// CHECK-NEXT: "test.use"() {a = opaque<"foo_dialect", "0xDEADBEEF"> : tensor<10xi32>} : () -> ()
func.func @opaque_elements() {
  "test.use"() {a = opaque<"foo_dialect", "0xDEADBEEF"> : tensor<10xi32>} : () -> ()
  return
}

// -----

// 000 l.183, SparseElementsAttr.
// CHECK-LABEL: func.func @sparse_elements()
// CHECK-NEXT: "test.use"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
func.func @sparse_elements() {
  "test.use"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
  return
}

// -----

// 000 l.202-203, StringAttr, untyped and typed.
// CHECK-LABEL: func.func @string_attr()
// CHECK-NEXT: "test.use"() {a = "An important string"} : () -> ()
// CHECK-NEXT: "test.use"() {a = "string with a type" : !dialect.string} : () -> ()
func.func @string_attr() {
  "test.use"() {a = "An important string"} : () -> ()
  "test.use"() {a = "string with a type" : !dialect.string} : () -> ()
  return
}

// -----

// 000 l.252 and l.256, UnitAttr with and without the `unit` value. The legacy `func`
// declarations become `func.func private` (a public declaration does not verify).
// CHECK: func.func private @verbose_form() attributes {dialectName.unitAttr}
// CHECK: func.func private @simple_form() attributes {dialectName.unitAttr}
func @verbose_form() attributes {dialectName.unitAttr = unit}

func @simple_form() attributes {dialectName.unitAttr}

// -----

// 000 l.271, CallSiteLoc, attached to an op (printed without --mlir-print-debuginfo as the
// op alone).
// CHECK-LABEL: func.func @callsite_loc()
// CHECK-NEXT: "test.op"() : () -> ()
func.func @callsite_loc() {
  "test.op"() : () -> () loc(callsite("foo" at "":10:8))
  return
}

// -----

// 000 l.300, FusedLoc with metadata. (l.299 is malformed, see INVALID.md.)
// CHECK-LABEL: func.func @fused_loc()
// CHECK-NEXT: "test.op"() : () -> ()
func.func @fused_loc() {
  "test.op"() : () -> () loc(fused<"CSE">["":10:8, "":22:8])
  return
}

// -----

// 000 l.346-348, builtin.func: external declarations. `#layout_map0` is not defined by the
// spec; it is defined here (a 2-d transposition) so that the example parses.
// CHECK: #[[L0:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: func.func private @abort()
// CHECK: func.func private @scribble(i32, i64, memref<?x128xf32, #[[L0]]>) -> f64
#layout_map0 = affine_map<(d0, d1) -> (d1, d0)>
// External function definitions.
func @abort()
func @scribble(i32, i64, memref<? x 128 x f32, #layout_map0>) -> f64

// -----

// 000 l.350-353, a function that returns its argument twice (the old `{key: value}`
// attribute dictionary). The closing brace is lost in this copy of the spec and restored.
// CHECK-LABEL: func.func @count(
// CHECK-SAME: %[[X:.*]]: i64) -> (i64, i64) attributes {fruit = "banana"} {
// CHECK-NEXT: return %[[X]], %[[X]] : i64, i64
func @count(%x: i64) -> (i64, i64)
  attributes {fruit: "banana"} {
  return %x, %x: i64, i64
}

// -----

// 000 l.355-362, argument, result and function attributes on declarations.
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

// 000 l.380-381, builtin.module (its closing brace is lost in this copy and restored).
// CHECK: module {
// CHECK-NEXT: func.func private @foo()
// CHECK-NEXT: }
module {
  func @foo()
}

// -----

// 000 l.400-415, builtin.unrealized_conversion_cast, written without the `builtin.` prefix
// as the 2021 docs do; the operands are arguments of the unregistered types the example
// uses. Inside a function (default dialect `func`) upstream prints the full name.
// CHECK-LABEL: func.func @unrealized_conversion_cast(
// CHECK-SAME: %[[OP:[^:]*]]: !foo.type, %[[TUP:[^:]*]]: !foo.tuple_type<!foo.type, !foo.type>)
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast to !bar.tuple_type<>
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %[[OP]] : !foo.type to !bar.lowered_type
// CHECK-NEXT: %{{.*}}:2 = builtin.unrealized_conversion_cast %[[TUP]] : !foo.tuple_type<!foo.type, !foo.type> to !foo.type, !foo.type
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %[[OP]], %[[OP]] : !foo.type, !foo.type to !bar.tuple_type<!foo.type, !foo.type>
func.func @unrealized_conversion_cast(%operand: !foo.type, %tuple_operand: !foo.tuple_type<!foo.type, !foo.type>) {
// An unrealized 0-1 conversion. These types of conversions are useful in
// cases where a type is removed from the type system, but not all uses have
// been converted. For example, imagine we have a tuple type that is
// expanded to its element types. If only some uses of an empty tuple type
// instance are converted we still need an instance of the tuple type, but
// have no inputs to the unrealized conversion.
%result = unrealized_conversion_cast to !bar.tuple_type<>

// An unrealized 1-1 conversion.
%result1 = unrealized_conversion_cast %operand : !foo.type to !bar.lowered_type

// An unrealized 1-N conversion.
%results2:2 = unrealized_conversion_cast %tuple_operand : !foo.tuple_type<!foo.type, !foo.type> to !foo.type, !foo.type

// An unrealized N-1 conversion.
%result3 = unrealized_conversion_cast %operand, %operand : !foo.type, !foo.type to !bar.tuple_type<!foo.type, !foo.type>
  return
}

// -----

// 000 l.529-533, memrefs of static rank passed to rank-specific helpers (the helpers are
// declared so that the calls verify).
// CHECK-LABEL: func.func @static_ranks()
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<16x32xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<16x32x64xf32>
// CHECK-NEXT: call @helper_2D(%[[A]]) : (memref<16x32xf32>) -> ()
// CHECK-NEXT: call @helper_3D(%[[B]]) : (memref<16x32x64xf32>) -> ()
func.func private @helper_2D(memref<16x32xf32>)
func.func private @helper_3D(memref<16x32x64xf32>)
func.func @static_ranks() {
%A = alloc() : memref<16x32xf32>
%B = alloc() : memref<16x32x64xf32>
call @helper_2D(%A) : (memref<16x32xf32>)->()
call @helper_3D(%B) : (memref<16x32x64xf32>)->()
  return
}

// -----

// 000 l.535-543, the same through an unranked memref (`memref_cast` with `->`).
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
// Remove rank info
%A_u = memref_cast %A : memref<16x32xf32> -> memref<*xf32>
%B_u = memref_cast %B : memref<16x32x64xf32> -> memref<*xf32>
// call same function with dynamic ranks
call @helper(%A_u) : (memref<*xf32>)->()
call @helper(%B_u) : (memref<*xf32>)->()
  return
}

// -----

// 000 l.553-590, memref static types: layout maps as aliases, an identity layout (dropped),
// a column-major layout, a tiled layout written with `div` (read as `floordiv`, see the
// note in INVALID.md), a dynamically tiled layout bound to symbol operands, and a padded
// layout (upstream's floordiv/mod folds turn `(d1 + 2) floordiv 2` into
// `d1 floordiv 2 + 1` and `(d1 + 2) mod 2` into `d1 mod 2`). The SSA values the example
// binds (%N, %M, %B1, %B2) are function arguments.
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
// CHECK-DAG: #[[T128:.*]] = affine_map<(d0, d1) -> (d0 floordiv 128, d1 floordiv 256, d0 mod 128, d1 mod 256)>
// CHECK-DAG: #[[TDYN:.*]] = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
// CHECK-DAG: #[[PAD:.*]] = affine_map<(d0, d1) -> (d0, d1 floordiv 2 + 1, d1 mod 2)>
// CHECK-LABEL: func.func private @identity(memref<16x32xf32>)
// CHECK-NEXT: func.func private @tiled(memref<256x512xf32, #[[T128]]>)
// CHECK-LABEL: func.func @static_types(
// CHECK-SAME: %[[N:[^:]*]]: index, %[[M:[^:]*]]: index, %[[B1:[^:]*]]: index, %[[B2:[^:]*]]: index)
// CHECK-NEXT: memref.alloc(%[[N]]) : memref<16x4x?xf32, #[[COL]]>
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

// The dimension list "16x32" defines the following 2D index space:
//   { (i, j) : 0 <= i < 16, 0 <= j < 32 }
func.func private @identity(memref<16x32xf32, #identity>)
func.func private @tiled(memref<256x512xf32, #tiled_2d_128x256>)

func.func @static_types(%N: index, %M: index, %B1: index, %B2: index) {
%A = alloc(%N) : memref<16x4x?xf32, #col_major>
%T = alloc(%M, %N) [%B1, %B2] : memref<?x?xf32, #tiled_dynamic>
%P = alloc() : memref<16x64xf32, #padded>
  return
}

// -----

// 000 l.609-613, index space: `#imapA` is not defined in this document (002 calls it the
// identity index map) and is defined here as such; %i and %j are arguments.
// CHECK-LABEL: func.func @index_space(
// CHECK-SAME: %[[I:[^:]*]]: index, %[[J:[^:]*]]: index)
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<16x32xf32>
// CHECK-NEXT: memref.load %[[A]][%[[I]], %[[J]]] : memref<16x32xf32>
#imapA = affine_map<(d0, d1) -> (d0, d1)>
func.func @index_space(%i: index, %j: index) {
// Allocates a memref with 2D index space:
//   { (i, j) : 0 <= i < 16, 0 <= j < 32 }
%A = alloc() : memref<16x32xf32, #imapA>

// Loads data from memref '%A' using a 2D index: (%i, %j)
%v = load %A[%i, %j] : memref<16x32xf32, #imapA>
  return
}

// -----

// 000 l.628-635, layout maps in the bare (pre-`affine_map<>`) form with named dimensions,
// used as memref layouts; the row-major (identity) one is dropped.
// CHECK-DAG: #[[CM:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[TL:.*]] = affine_map<(d0, d1) -> (d0 floordiv 64, d1 floordiv 64, d0 mod 64, d1 mod 64)>
// CHECK-LABEL: func.func private @layouts(
// CHECK-SAME: memref<?x?xf32>, memref<?x?xf32, #[[CM]]>, memref<?x?xf32, #[[TL]]>)
// MxN matrix stored in row major layout in memory:
#layout_map_row_major = (i, j) -> (i, j)

// MxN matrix stored in column major layout in memory:
#layout_map_col_major = (i, j) -> (j, i)

// MxN matrix stored in a 2-d blocked/tiled layout with 64x64 tiles.
#layout_tiled = (i, j) -> (i floordiv 64, j floordiv 64, i mod 64, j mod 64)

func.func private @layouts(memref<?x?xf32, #layout_map_row_major>, memref<?x?xf32, #layout_map_col_major>, memref<?x?xf32, #layout_tiled>)

// -----

// 000 l.624, identity layouts in prose: `memref<?x?xf32, (i,j)->(i,j)>` is
// `memref<?x?xf32>`.
// CHECK-LABEL: func.func private @identity_layout(memref<?x?xf32>, memref<?x?xf32>)
func.func private @identity_layout(memref<?x?xf32, (i,j)->(i,j)>, memref<?x?xf32>)

// -----

// 000 l.646 and l.652, strided memrefs: the old `offset: 33, strides: [1, 64]` layout is today's
// `strided<[1, 64], offset: 33>`; its affine form `(i, j) -> (33 + i + 64 * j)` is built as
// upstream builds it (constants go right).
// CHECK: #[[S:.*]] = affine_map<(d0, d1) -> (d0 + d1 * 64 + 33)>
// CHECK-LABEL: func.func private @strided(
// CHECK-SAME: memref<42x16xf32, strided<[1, 64], offset: 33>>, memref<42x16xf32, #[[S]]>)
func.func private @strided(memref<42x16xf32, offset: 33, strides: [1, 64]>, memref<42x16xf32, (i, j) -> (33 + i + 64 * j)>)

// -----

// 000 l.510 and l.512, memref types named in prose.
// CHECK-LABEL: func.func private @memref_types(memref<f32>, memref<0xf32>, memref<1x0xf32>, memref<0x1xf32>, memref<*xf32>)
func.func private @memref_types(memref<f32>, memref<0 x f32>, memref<1 x 0 x f32>, memref<0 x 1 x f32>, memref<*xf32>)

// -----

// 000 l.699-716, tensor types; `#ENCODING` (an alias the spec does not define) is defined
// here as a string attribute. l.696 names `tensor<0 x 1 x i32>` and `tensor<1 x 0 x i32>`.
// CHECK-LABEL: func.func private @tensor_types(
// CHECK-SAME: tensor<?x?x?x?xf32>, tensor<?x?x13x?xf32>, tensor<17x4x13x4xf32>, tensor<0x42xf32>, tensor<?x?xf64, "csr">, tensor<0x1xi32>, tensor<1x0xi32>)
#ENCODING = "csr"
func.func private @tensor_types(
// Known rank but unknown dimensions.
tensor<? x ? x ? x ? x f32>,
// Partially known dimensions.
tensor<? x ? x 13 x ? x f32>,
// Full static shape.
tensor<17 x 4 x 13 x 4 x f32>,
// Zero-element dimensions are allowed.
tensor<0 x 42 x f32>,
// Tensor with an encoding attribute (where #ENCODING is a named alias).
tensor<?x?xf64, #ENCODING>,
tensor<0 x 1 x i32>, tensor<1 x 0 x i32>)

// -----

// 000 l.736-737, tuple type.
// CHECK-LABEL: func.func private @tuple_type(tuple<i32, f32, tensor<i1>, i5>)
func.func private @tuple_type(tuple<i32, f32, tensor<i1>, i5>)

// -----

// 000 l.783, a vector type named in prose.
// CHECK-LABEL: func.func private @vector_type(vector<16xf32>)
func.func private @vector_type(vector<16 x f32>)

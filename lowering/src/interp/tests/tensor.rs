//! Tensor programs and `linalg` run directly (no bufferization, no linalg lowering): each
//! tensor op against hand-computed values, and the compiled form of a pure tensor program
//! holding no memref allocation or copy.

use super::*;
use inst::{Inst, MemOp};

fn ints(r: &[RtValue]) -> Vec<i64> {
    r.iter().map(int_of).collect()
}

fn f32s(r: &[RtValue]) -> Vec<f32> {
    r.iter()
        .map(|v| match v {
            RtValue::F32(x) => *x,
            _ => panic!("expected an f32, got {v:?}"),
        })
        .collect()
}

#[test]
fn insert_is_a_new_value() {
    // %b is %a with one element changed; %a keeps its value (an in-place update would
    // change both).
    let src = r#"
func.func @main() -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i32
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = tensor.insert %v into %a[%c1] : tensor<3xi32>
  %a1 = tensor.extract %a[%c1] : tensor<3xi32>
  %b1 = tensor.extract %b[%c1] : tensor<3xi32>
  %b0 = tensor.extract %b[%c0] : tensor<3xi32>
  %c = tensor.insert %v into %a[%c0] : tensor<3xi32>
  %c1v = tensor.extract %c[%c1] : tensor<3xi32>
  return %a1, %b1, %b0, %c1v : i32, i32, i32, i32
}
"#;
    let (r, _) = run(src, "main", vec![]);
    assert_eq!(ints(&r), vec![2, 7, 1, 2]);
}

#[test]
fn empty_splat_from_elements_dim_rank() {
    let src = r#"
func.func @main(%n: index) -> (f32, index, index, i32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 2.5 : f32
  %s = tensor.splat %x[%n] : tensor<4x?xf32>
  %e = tensor.extract %s[%c1, %c0] : tensor<4x?xf32>
  %d = tensor.dim %s, %c1 : tensor<4x?xf32>
  %r = tensor.rank %s : tensor<4x?xf32>
  %i = arith.constant 5 : i32
  %j = arith.constant 6 : i32
  %f = tensor.from_elements %i, %j, %i, %i : tensor<2x2xi32>
  %f01 = tensor.extract %f[%c0, %c1] : tensor<2x2xi32>
  %t = tensor.empty(%n) : tensor<?x3xf32>
  %td = tensor.dim %t, %c0 : tensor<?x3xf32>
  return %e, %d, %r, %f01, %td : f32, index, index, i32, index
}
"#;
    let (r, _) = run(src, "main", vec![RtValue::Index(5)]);
    assert_eq!(f32s(&r[..1]), vec![2.5]);
    assert_eq!(ints(&r[1..]), vec![5, 2, 6, 5]);
}

#[test]
fn slices_reshapes_concat_pad_generate() {
    let src = r#"
func.func @main() -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
  // Rows 1..2, columns 1 and 3.
  %s = tensor.extract_slice %a[1, 1] [2, 2] [1, 2] : tensor<3x4xi32> to tensor<2x2xi32>
  %s11 = tensor.extract %s[%c1, %c1] : tensor<2x2xi32>
  // A rank-reducing slice: row 2.
  %row = tensor.extract_slice %a[2, 0] [1, 4] [1, 1] : tensor<3x4xi32> to tensor<4xi32>
  %row3 = tensor.extract %row[%c3] : tensor<4xi32>
  // %s into the top-left corner of %a; %a unchanged.
  %i = tensor.insert_slice %s into %a[0, 0] [2, 2] [1, 1] : tensor<2x2xi32> into tensor<3x4xi32>
  %i01 = tensor.extract %i[%c0, %c1] : tensor<3x4xi32>
  %a01 = tensor.extract %a[%c0, %c1] : tensor<3x4xi32>
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<3x4xi32> into tensor<12xi32>
  %e = tensor.expand_shape %f [[0, 1]] output_shape [2, 6] : tensor<12xi32> into tensor<2x6xi32>
  %e13 = tensor.extract %e[%c1, %c3] : tensor<2x6xi32>
  %cat = tensor.concat dim(1) %s, %s : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x4xi32>
  %cat12 = tensor.extract %cat[%c1, %c2] : tensor<2x4xi32>
  %z = arith.constant -1 : i32
  %p = tensor.pad %s low[1, 0] high[0, 1] {
  ^bb0(%u: index, %v: index):
    tensor.yield %z : i32
  } : tensor<2x2xi32> to tensor<3x3xi32>
  %p00 = tensor.extract %p[%c0, %c0] : tensor<3x3xi32>
  %g = tensor.generate {
  ^bb0(%u: index, %v: index):
    %k = arith.muli %u, %c3 : index
    %w = arith.addi %k, %v : index
    %wi = arith.index_cast %w : index to i32
    tensor.yield %wi : i32
  } : tensor<2x3xi32>
  %g12 = tensor.extract %g[%c1, %c2] : tensor<2x3xi32>
  return %s11, %row3, %i01, %a01, %e13, %cat12, %p00, %g12 : i32, i32, i32, i32, i32, i32, i32, i32
}
"#;
    let (r, _) = run(src, "main", vec![]);
    // s = [[5, 7], [9, 11]]; e = [[0..5], [6..11]]; cat row 1 = [9, 11, 9, 11].
    assert_eq!(ints(&r), vec![11, 11, 7, 1, 9, 9, -1, 5]);
}

#[test]
fn pad_keeps_the_source_inside() {
    let src = r#"
func.func @main() -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %z = arith.constant 0 : i32
  %p = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%u: index, %v: index):
    tensor.yield %z : i32
  } : tensor<2x2xi32> to tensor<4x4xi32>
  %p11 = tensor.extract %p[%c1, %c1] : tensor<4x4xi32>
  %p22 = tensor.extract %p[%c2, %c2] : tensor<4x4xi32>
  // A padding value computed from the position (the region runs per element).
  %q = tensor.pad %a low[0, 1] high[2, 0] {
  ^bb0(%u: index, %v: index):
    %w = arith.addi %u, %u : index
    %wi = arith.index_cast %w : index to i32
    tensor.yield %wi : i32
  } : tensor<2x2xi32> to tensor<4x3xi32>
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %q30 = tensor.extract %q[%c3, %c0] : tensor<4x3xi32>
  %q12 = tensor.extract %q[%c1, %c2] : tensor<4x3xi32>
  return %p11, %p22, %q30, %q12 : i32, i32, i32, i32
}
"#;
    let (r, _) = run(src, "main", vec![]);
    assert_eq!(ints(&r), vec![1, 4, 6, 4]);
}

#[test]
fn generic_on_tensors_copies_its_init() {
    // The generic adds into a copy of %init; %init itself still reads 10.
    let src = r#"
#id = affine_map<(d0) -> (d0)>
func.func @main() -> (f32, f32, index) {
  %c2 = arith.constant 2 : index
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %init = arith.constant dense<10.0> : tensor<3xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<3xf32>) outs(%init : tensor<3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  %r2 = tensor.extract %r[%c2] : tensor<3xf32>
  %i2 = tensor.extract %init[%c2] : tensor<3xf32>
  %ix = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]}
      outs(%r : tensor<3xf32>) {
  ^bb0(%o: f32):
    %k = linalg.index 0 : index
    %kf = arith.index_cast %k : index to i32
    %f = arith.sitofp %kf : i32 to f32
    linalg.yield %f : f32
  } -> tensor<3xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %ix, %c0 : tensor<3xf32>
  return %r2, %i2, %d : f32, f32, index
}
"#;
    let (r, _) = run(src, "main", vec![]);
    assert_eq!(f32s(&r[..2]), vec![13.0, 10.0]);
    assert_eq!(ints(&r[2..]), vec![3]);
}

#[test]
fn named_ops_on_tensors() {
    // matmul of [[1, 2], [3, 4]] by itself into a fill of 1: [[8, 11], [16, 23]].
    let src = r#"
func.func @main() -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = linalg.matmul ins(%a, %a : tensor<2x2xf32>, tensor<2x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %t = linalg.transpose ins(%m : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) permutation = [1, 0]
  %m01 = tensor.extract %m[%c0, %c1] : tensor<2x2xf32>
  %t01 = tensor.extract %t[%c0, %c1] : tensor<2x2xf32>
  return %m01, %t01 : f32, f32
}
"#;
    let (r, _) = run(src, "main", vec![]);
    assert_eq!(f32s(&r), vec![11.0, 16.0]);
}

#[test]
fn bufferization_ops() {
    // to_tensor copies the memref's contents at that point; writing the memref later
    // does not change the tensor; materialize_in_destination writes a memref.
    let src = r#"
func.func @main() -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %v1 = arith.constant 1 : i32
  %v2 = arith.constant 2 : i32
  %m = memref.alloc() : memref<2xi32>
  memref.store %v1, %m[%c0] : memref<2xi32>
  %t = bufferization.to_tensor %m : memref<2xi32> to tensor<2xi32>
  memref.store %v2, %m[%c0] : memref<2xi32>
  %t0 = tensor.extract %t[%c0] : tensor<2xi32>
  %d = memref.alloc() : memref<2xi32>
  bufferization.materialize_in_destination %t in restrict writable %d : (tensor<2xi32>, memref<2xi32>) -> ()
  %d0 = memref.load %d[%c0] : memref<2xi32>
  %a = bufferization.alloc_tensor() copy(%t) : tensor<2xi32>
  %a0 = tensor.extract %a[%c0] : tensor<2xi32>
  return %t0, %d0, %a0 : i32, i32, i32
}
"#;
    let (r, _) = run(src, "main", vec![]);
    assert_eq!(ints(&r), vec![1, 1, 1]);
}

#[test]
fn tensors_through_scf() {
    // A loop-carried tensor, built by one insert per iteration.
    let src = r#"
func.func @main() -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<4xindex>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %e) -> (tensor<4xindex>) {
    %k = arith.muli %i, %i : index
    %t2 = tensor.insert %k into %t[%i] : tensor<4xindex>
    scf.yield %t2 : tensor<4xindex>
  }
  %c3 = arith.constant 3 : index
  %x = tensor.extract %r[%c3] : tensor<4xindex>
  %y = tensor.extract %e[%c3] : tensor<4xindex>
  return %x, %y : index, index
}
"#;
    let (r, _) = run(src, "main", vec![]);
    assert_eq!(ints(&r), vec![9, 0]);
}

#[test]
fn generic_reduction_order_is_lexicographic() {
    // A sum over d1 of values whose float sum depends on the order: 1e8 + 1 - 1e8 in
    // order (d1 = 0, 1, 2) is 0 in f32; another order could give 1.
    let src = r#"
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %a = arith.constant dense<[[1.0e8, 1.0, -1.0e8]]> : tensor<1x3xf32>
  %z = arith.constant dense<0.0> : tensor<1xf32>
  %r = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<1x3xf32>) outs(%z : tensor<1xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %o, %x : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  %v = tensor.extract %r[%c0] : tensor<1xf32>
  return %v : f32
}
"#;
    let (r, _) = run(src, "main", vec![]);
    assert_eq!(f32s(&r), vec![0.0]);
}

#[test]
fn a_pure_tensor_program_compiles_without_memref_ops() {
    // No bufferization runs: the compiled program holds tensor storage ops only, no
    // memref.alloc / memref.copy (what one-shot-bufferize would have produced).
    let src = r#"
#id = affine_map<(d0) -> (d0)>
func.func @main(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.map { arith.addf } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>)
  %s = tensor.extract_slice %r[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %i = tensor.insert_slice %s into %r[4] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %i : tensor<8xf32>
}
"#;
    let it = interp(src);
    let mut kinds = Vec::new();
    for f in &it.prog.funcs {
        for i in &f.code {
            if let Inst::Mem(m) = i {
                kinds.push(match **m {
                    MemOp::Alloc { .. } => "alloc",
                    MemOp::Copy { .. } => "copy",
                    MemOp::TensorAlloc { .. } => "tensor",
                    MemOp::Clone { .. } => "clone",
                    MemOp::SubView { .. } => "view",
                    _ => "other",
                });
            }
        }
    }
    assert!(!kinds.contains(&"alloc"), "{kinds:?}");
    assert_eq!(
        kinds.iter().filter(|k| **k == "clone").count(),
        3,
        "{kinds:?}"
    );
}

#[test]
fn linalg_yield_outside_is_a_compile_error() {
    let mut ctx = Context::new();
    let src = r#"
func.func @main() {
  linalg.yield
}
"#;
    let m = parse_source(&mut ctx, src, "t.mlir", &ParseOptions::default()).expect("parses");
    let e = Interpreter::new(&ctx, &m).expect_err("refused");
    assert!(
        e.0[0]
            .message
            .contains("'linalg.yield' op cannot be interpreted"),
        "{:?}",
        e.0
    );
}

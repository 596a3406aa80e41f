//! Verifier tests on parsed text: realistic valid IR must verify cleanly (no false
//! positives), and a few invalid inputs report the expected errors at the expected lines.

use super::verify_all;
use crate::ir::Context;
use crate::parser::{parse_source, ParseOptions};

/// Parses `src` (unregistered ops allowed) and returns `(line, message)` of every verifier
/// error; panics on a parse error.
fn errors(src: &str) -> Vec<(u32, String)> {
    let mut ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let m = match parse_source(&mut ctx, src, "t.mlir", &opts) {
        Ok(m) => m,
        Err(e) => panic!("parse error: {:?}", e.0),
    };
    verify_all(&ctx, &m)
        .into_iter()
        .map(|d| (d.loc.map_or(0, |l| l.line), d.message))
        .collect()
}

fn assert_valid(src: &str) {
    let e = errors(src);
    assert!(e.is_empty(), "unexpected errors: {e:?}");
}

#[test]
fn tiled_affine_matmul_verifies() {
    assert_valid(
        r#"
#ub = affine_map<(d0)[s0] -> (d0 + 32, s0)>
func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %M = memref.dim %A, %c0 : memref<?x?xf32>
  %N = memref.dim %B, %c1 : memref<?x?xf32>
  %K = memref.dim %A, %c1 : memref<?x?xf32>
  affine.for %i0 = 0 to %M step 32 {
    affine.for %j0 = 0 to %N step 32 {
      affine.for %i = affine_map<(d0) -> (d0)>(%i0) to min #ub(%i0)[%M] {
        affine.for %j = affine_map<(d0) -> (d0)>(%j0) to min #ub(%j0)[%N] {
          %init = affine.load %C[%i, %j] : memref<?x?xf32>
          %acc = affine.for %k = 0 to %K iter_args(%a = %init) -> (f32) {
            %x = affine.load %A[%i, %k] : memref<?x?xf32>
            %y = affine.load %B[%k, %j] : memref<?x?xf32>
            %p = arith.mulf %x, %y : f32
            %s = arith.addf %a, %p : f32
            affine.yield %s : f32
          }
          affine.store %acc, %C[%i, %j] : memref<?x?xf32>
        }
      }
    }
  }
  return
}
"#,
    );
}

#[test]
fn gpu_container_module_verifies() {
    assert_valid(
        r#"
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%buf: memref<64xf32>, %f: f32) workgroup(%tile: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %buf[%tid] : memref<64xf32>
      memref.store %v, %tile[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %w = memref.load %tile[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      %r = arith.mulf %w, %f : f32
      memref.store %r, %buf[%tid] : memref<64xf32>
      gpu.return
    }
  }
  func.func @host(%buf: memref<64xf32>, %f: f32) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<64xf32>, %f : f32)
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
      %v = memref.load %buf[%tx] : memref<64xf32>
      %r = arith.addf %v, %f : f32
      memref.store %r, %buf[%tx] : memref<64xf32>
      gpu.terminator
    }
    return
  }
}
"#,
    );
}

#[test]
fn structured_and_unstructured_control_flow_verifies() {
    assert_valid(
        r#"
func.func @cf(%n: index, %m: memref<?xf32>, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %pos = arith.cmpf ogt, %v, %zero : f32
    %t = scf.if %pos -> (f32) {
      scf.yield %v : f32
    } else {
      scf.yield %zero : f32
    }
    %a = arith.addf %acc, %t : f32
    scf.yield %a : f32
  }
  %w = scf.while (%x = %c0) : (index) -> index {
    %lt = arith.cmpi slt, %x, %n : index
    scf.condition(%lt) %x : index
  } do {
  ^bb0(%y: index):
    %y1 = arith.addi %y, %c1 : index
    scf.yield %y1 : index
  }
  cf.cond_br %c, ^bb1(%sum : f32), ^bb2
^bb1(%r: f32):
  return %r : f32
^bb2:
  cf.br ^bb1(%zero : f32)
}
"#,
    );
}

#[test]
fn subviews_and_parallel_loops_verify() {
    assert_valid(
        r#"
func.func @views(%m: memref<8x8xf32>, %i: index) {
  %s = memref.subview %m[2, 4] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 20>>
  %r = memref.subview %m[%i, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  %d = memref.subview %m[0, 0] [%i, 4] [2, 1] : memref<8x8xf32> to memref<?x4xf32, strided<[16, 1]>>
  affine.parallel (%a, %b) = (0, 0) to (8, 8) {
    %v = affine.load %m[%a, %b] : memref<8x8xf32>
    affine.store %v, %m[%b, %a] : memref<8x8xf32>
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %t = scf.parallel (%p) = (%c0) to (%c8) step (%c1) init (%zero) -> f32 {
    %v = memref.load %m[%p, %p] : memref<8x8xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %rr: f32):
      %x = arith.addf %l, %rr : f32
      scf.reduce.return %x : f32
    }
  }
  return
}
"#,
    );
}

#[test]
fn parsed_errors_point_at_their_ops() {
    let e = errors(
        r#"func.func @f(%m: memref<10xf32>, %n: index) -> i32 {
  affine.for %i = 0 to 10 {
    %j = arith.addi %i, %n : index
    %v = affine.load %m[%j] : memref<10xf32>
  }
  return
}
func.func @g() {
  %x = arith.addi %y, %y : i32
  %y = arith.constant 1 : i32
  return
}
"#,
    );
    let lines: Vec<u32> = e.iter().map(|(l, _)| *l).collect();
    assert_eq!(lines, vec![4, 6, 9], "{e:?}");
    assert!(e[0].1.contains("operand cannot be used as a dimension id"));
    assert!(e[1]
        .1
        .contains("has 0 operands, but enclosing function (@f) returns 1"));
    assert_eq!(e[2].1, "operand #0 does not dominate this use");
}

#[test]
fn graph_regions_of_unregistered_ops() {
    // The Language Reference's graph-region example: single-block regions of unregistered
    // ops have no SSA dominance, so uses may precede definitions, and a nested op may use
    // the result of the op that encloses it.
    assert_valid(
        r#"
"test.graph_region"() ({
  %1 = "op1"(%1, %3) : (i32, i32) -> (i32)
  %2 = "test.ssacfg_region"() ({
     %5 = "op2"(%1, %2, %3, %4) : (i32, i32, i32, i32) -> (i32)
  }) : () -> (i32)
  %3 = "op2"(%1, %4) : (i32, i32) -> (i32)
  %4 = "op3"(%1) : (i32) -> (i32)
}) : () -> ()
"#,
    );
    // A multi-block region always has SSA dominance, even under an unregistered op.
    let e = errors(
        r#"
"test.cfg"() ({
  %1 = "op1"(%2) : (i32) -> (i32)
  %2 = "op2"() : () -> (i32)
  "test.br"()[^bb1] : () -> ()
^bb1:
  "test.end"() : () -> ()
}) : () -> ()
"#,
    );
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!(e[0].0, 3, "{e:?}");
    // In an SSA-dominance region, an op's own result is not visible in its regions.
    let e = errors(
        r#"
func.func @f() {
  %0 = "test.op"() ({
    "test.use"(%0) : (i32) -> ()
  }) : () -> (i32)
  return
}
"#,
    );
    assert_eq!(e.len(), 1, "{e:?}");
}

#[test]
fn tensor_extract_constraints() {
    // The legacy `extract_element` becomes `tensor.extract` on tensors (ranked only) and
    // `vector.extract` on vectors.
    assert_valid(
        r#"
func @ee(%v: vector<4x4xi32>, %t: tensor<4x4xi32>, %i: index, %j: index) {
  %3 = extract_element %v[%i, %j] : vector<4x4xi32>
  %4 = extract_element %t[%i, %j] : tensor<4x4xi32>
  return
}
"#,
    );
    let e = errors(
        r#"
func.func @ee(%ut: tensor<*xi32>, %v: vector<4xi32>, %t: tensor<4x4xi32>, %i: index) {
  %0 = tensor.extract %ut[%i, %i] : tensor<*xi32>
  %1 = tensor.extract %v[%i] : vector<4xi32>
  %2 = tensor.extract %t[%i] : tensor<4x4xi32>
  return
}
"#,
    );
    let msgs: Vec<(u32, &str)> = e.iter().map(|(l, m)| (*l, m.as_str())).collect();
    assert_eq!(
        msgs,
        vec![
            (
                3,
                "'tensor.extract' op operand #0 must be ranked tensor of any non-token type values, but got 'tensor<*xi32>'"
            ),
            (
                4,
                "'tensor.extract' op operand #0 must be ranked tensor of any non-token type values, but got 'vector<4xi32>'"
            ),
            (
                5,
                "'tensor.extract' op incorrect number of indices for extract_element"
            ),
        ]
    );
}

#[test]
fn tensor_dim_and_cast() {
    // The legacy `dim` on a tensor (custom and generic `"std.dim"` forms) and `tensor_cast`.
    assert_valid(
        r#"
func @f(%A: tensor<4 x ? x f32>, %u: tensor<*xf32>) {
  %x = dim %A, 0 : tensor<4 x ? x f32>
  %y = "std.dim"(%A){index: 1} : (tensor<4 x ? x f32>) -> index
  %c = tensor_cast %u : tensor<*xf32> to tensor<?x?xf32>
  %d = "std.tensor_cast"(%c) : (tensor<?x?xf32>) -> tensor<4x?xf32>
  %e = "std.tensor_cast"(%d) : (tensor<4x?xf32>) -> tensor<*xf32>
  return
}
"#,
    );
    let e = errors(
        r#"
func.func @f(%t: tensor<4xf32>, %s: tensor<f32>, %i: index) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  %1 = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  %2 = tensor.cast %t : tensor<4xf32> to tensor<?x?xf32>
  %3 = tensor.dim %s, %i : tensor<f32>
  return
}
"#,
    );
    let msgs: Vec<(u32, &str)> = e.iter().map(|(l, m)| (*l, m.as_str())).collect();
    assert_eq!(
        msgs,
        vec![
            (
                3,
                "'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible"
            ),
            (
                4,
                "'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible"
            ),
            (
                5,
                "'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<?x?xf32>' are cast incompatible"
            ),
            (
                6,
                "'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'"
            ),
        ]
    );
}

//! The dependence table in MLIR text: each loop carries its expected verdict as a
//! discardable attribute, `{expect = "par"}` (parallel, no reduction), `{expect = "seq"}`
//! (sequential) or `{expect = "red:addf"}` (parallel with the listed reductions,
//! comma-separated `arith::AtomicRMWKind` names). Every loop of every case is analysed
//! with `tessera_lowering::affine::dependence` and compared; failures are reported
//! together. Run with `-- --nocapture` to print the table.

use tessera_lowering::affine::dependence::{analyze_loop_with, DependenceOptions};
use tessera_lowering::affine::AliasPolicy;
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{AttrKind, Context, Op};
use tessera_lowering::parser::{parse_source, ParseOptions};

struct Case {
    name: &'static str,
    alias: AliasPolicy,
    text: &'static str,
}

const fn c(name: &'static str, text: &'static str) -> Case {
    Case {
        name,
        alias: AliasPolicy::Conservative,
        text,
    }
}

const CASES: &[Case] = &[
    c(
        "matmul on allocations (load-op-store reduction on C)",
        r#"
func.func @matmul() {
  %A = memref.alloc() : memref<16x16xf32>
  %B = memref.alloc() : memref<16x16xf32>
  %C = memref.alloc() : memref<16x16xf32>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      affine.for %k = 0 to 16 {
        %a = affine.load %A[%i, %k] : memref<16x16xf32>
        %b = affine.load %B[%k, %j] : memref<16x16xf32>
        %c = affine.load %C[%i, %j] : memref<16x16xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<16x16xf32>
      } {expect = "red:addf"}
    } {expect = "par"}
  } {expect = "par"}
  return
}
"#,
    ),
    c(
        "matmul on arguments that may alias",
        r#"
func.func @matmul(%A: memref<16x16xf32>, %B: memref<16x16xf32>, %C: memref<16x16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      affine.for %k = 0 to 16 {
        %a = affine.load %A[%i, %k] : memref<16x16xf32>
        %b = affine.load %B[%k, %j] : memref<16x16xf32>
        %c = affine.load %C[%i, %j] : memref<16x16xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<16x16xf32>
      } {expect = "seq"}
    } {expect = "seq"}
  } {expect = "seq"}
  return
}
"#,
    ),
    Case {
        name: "matmul on arguments, distinct-arguments policy, iter_args reduction",
        alias: AliasPolicy::DistinctArguments,
        text: r#"
func.func @matmul(%A: memref<16x16xf32>, %B: memref<16x16xf32>, %C: memref<16x16xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %r = affine.for %k = 0 to 16 iter_args(%acc = %zero) -> (f32) {
        %a = affine.load %A[%i, %k] : memref<16x16xf32>
        %b = affine.load %B[%k, %j] : memref<16x16xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %acc, %p : f32
        affine.yield %s : f32
      } {expect = "red:addf"}
      affine.store %r, %C[%i, %j] : memref<16x16xf32>
    } {expect = "par"}
  } {expect = "par"}
  return
}
"#,
    },
    c(
        "matmul on llvm.noalias arguments",
        r#"
func.func @matmul(%A: memref<8x8xf32> {llvm.noalias}, %B: memref<8x8xf32> {llvm.noalias},
                  %C: memref<8x8xf32> {llvm.noalias}) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 8 {
        %a = affine.load %A[%i, %k] : memref<8x8xf32>
        %b = affine.load %B[%k, %j] : memref<8x8xf32>
        %c = affine.load %C[%i, %j] : memref<8x8xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %p, %c : f32
        affine.store %s, %C[%i, %j] : memref<8x8xf32>
      } {expect = "red:addf"}
    } {expect = "par"}
  } {expect = "par"}
  return
}
"#,
    ),
    c(
        "transpose and elementwise",
        r#"
func.func @f() {
  %A = memref.alloc() : memref<8x8xf32>
  %B = memref.alloc() : memref<8x8xf32>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<8x8xf32>
      affine.store %a, %B[%j, %i] : memref<8x8xf32>
    } {expect = "par"}
  } {expect = "par"}
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<8x8xf32>
      %b = arith.mulf %a, %a : f32
      affine.store %b, %A[%i, %j] : memref<8x8xf32>
    } {expect = "par"}
  } {expect = "par"}
  return
}
"#,
    ),
    c(
        "jacobi-2d double-buffered (t sequential, space parallel)",
        r#"
func.func @jacobi(%T: index) {
  %A = memref.alloc() : memref<64x64xf32>
  %B = memref.alloc() : memref<64x64xf32>
  affine.for %t = 0 to %T {
    affine.for %i = 1 to 63 {
      affine.for %j = 1 to 63 {
        %n = affine.load %A[%i - 1, %j] : memref<64x64xf32>
        %s = affine.load %A[%i + 1, %j] : memref<64x64xf32>
        %w = affine.load %A[%i, %j - 1] : memref<64x64xf32>
        %e = affine.load %A[%i, %j + 1] : memref<64x64xf32>
        %x = arith.addf %n, %s : f32
        %y = arith.addf %w, %e : f32
        %z = arith.addf %x, %y : f32
        affine.store %z, %B[%i, %j] : memref<64x64xf32>
      } {expect = "par"}
    } {expect = "par"}
    affine.for %i = 1 to 63 {
      affine.for %j = 1 to 63 {
        %v = affine.load %B[%i, %j] : memref<64x64xf32>
        affine.store %v, %A[%i, %j] : memref<64x64xf32>
      } {expect = "par"}
    } {expect = "par"}
  } {expect = "seq"}
  return
}
"#,
    ),
    c(
        "seidel-2d in place (all sequential)",
        r#"
func.func @seidel(%T: index) {
  %A = memref.alloc() : memref<64x64xf32>
  affine.for %t = 0 to %T {
    affine.for %i = 1 to 63 {
      affine.for %j = 1 to 63 {
        %n = affine.load %A[%i - 1, %j] : memref<64x64xf32>
        %w = affine.load %A[%i, %j - 1] : memref<64x64xf32>
        %z = arith.addf %n, %w : f32
        affine.store %z, %A[%i, %j] : memref<64x64xf32>
      } {expect = "seq"}
    } {expect = "seq"}
  } {expect = "seq"}
  return
}
"#,
    ),
    c(
        "strided accesses (GCD test)",
        r#"
func.func @f() {
  %A = memref.alloc() : memref<256xf32>
  affine.for %i = 0 to 100 {
    %a = affine.load %A[%i * 2 + 1] : memref<256xf32>
    affine.store %a, %A[%i * 2] : memref<256xf32>
  } {expect = "par"}
  affine.for %i = 0 to 100 {
    %a = affine.load %A[%i * 4 + 6] : memref<256xf32>
    affine.store %a, %A[%i * 6] : memref<256xf32>
  } {expect = "seq"}
  affine.for %i = 0 to 40 {
    %a = affine.load %A[%i * 4 + 2] : memref<256xf32>
    affine.store %a, %A[%i * 6] : memref<256xf32>
  } {expect = "seq"}
  affine.for %i = 0 to 40 {
    %a = affine.load %A[%i * 4 + 1] : memref<256xf32>
    affine.store %a, %A[%i * 6] : memref<256xf32>
  } {expect = "par"}
  return
}
"#,
    ),
    c(
        "transposed in-place access",
        r#"
func.func @f() {
  %A = memref.alloc() : memref<16x16xf32>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%j, %i] : memref<16x16xf32>
      affine.store %a, %A[%i, %j] : memref<16x16xf32>
    } {expect = "par"}
  } {expect = "seq"}
  return
}
"#,
    ),
    c(
        "tiles with min/max bounds",
        r#"
#lb = affine_map<(d0) -> (d0)>
#ub = affine_map<(d0)[s0] -> (d0 + 32, s0)>
func.func @f(%N: index) {
  %A = memref.alloc(%N) : memref<?xf32>
  affine.for %t = 0 to %N step 32 {
    affine.for %p = #lb(%t) to min #ub(%t)[%N] {
      %a = affine.load %A[%p] : memref<?xf32>
      %b = arith.addf %a, %a : f32
      affine.store %b, %A[%p] : memref<?xf32>
    } {expect = "par"}
  } {expect = "par"}
  affine.for %t = 0 to %N step 32 {
    affine.for %p = max affine_map<(d0) -> (d0 - 4, 0)>(%t) to min #ub(%t)[%N] {
      %a = affine.load %A[%p] : memref<?xf32>
      %b = arith.addf %a, %a : f32
      affine.store %b, %A[%p] : memref<?xf32>
    } {expect = "par"}
  } {expect = "seq"}
  return
}
"#,
    ),
    c(
        "triangular nests",
        r#"
func.func @f() {
  %A = memref.alloc() : memref<32x32xf32>
  %V = memref.alloc() : memref<32xf32>
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %a = affine.load %A[%j, %i] : memref<32x32xf32>
      affine.store %a, %A[%i, %j] : memref<32x32xf32>
    } {expect = "par"}
  } {expect = "par"}
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      %a = affine.load %V[%j] : memref<32xf32>
      %b = affine.load %V[%i] : memref<32xf32>
      %c = arith.addf %a, %b : f32
      affine.store %c, %V[%i] : memref<32xf32>
    } {expect = "seq"}
  } {expect = "seq"}
  return
}
"#,
    ),
    c(
        "affine.apply chains and arith index arithmetic",
        r#"
func.func @f() {
  %A = memref.alloc() : memref<256xf32>
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to 100 {
    %e = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %o = affine.apply affine_map<(d0) -> (d0 + 1)>(%e)
    %a = affine.load %A[%e] : memref<256xf32>
    affine.store %a, %A[%o] : memref<256xf32>
  } {expect = "par"}
  affine.for %i = 0 to 100 {
    %h = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
    %a = affine.load %A[%i + 128] : memref<256xf32>
    affine.store %a, %A[%h] : memref<256xf32>
  } {expect = "seq"}
  affine.for %i = 0 to 100 {
    %j = arith.addi %i, %c1 : index
    %a = memref.load %A[%i] : memref<256xf32>
    memref.store %a, %A[%j] : memref<256xf32>
  } {expect = "seq"}
  return
}
"#,
    ),
    c(
        "prefix sums are sequential",
        r#"
func.func @f() -> f32 {
  %A = memref.alloc() : memref<64xf32>
  %B = memref.alloc() : memref<64xf32>
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 iter_args(%s = %zero) -> (f32) {
    %a = affine.load %A[%i] : memref<64xf32>
    %t = arith.addf %s, %a : f32
    affine.store %t, %B[%i] : memref<64xf32>
    affine.yield %t : f32
  } {expect = "seq"}
  affine.for %i = 1 to 64 {
    %a = affine.load %A[%i - 1] : memref<64xf32>
    %b = affine.load %A[%i] : memref<64xf32>
    %t = arith.addf %a, %b : f32
    affine.store %t, %A[%i] : memref<64xf32>
  } {expect = "seq"}
  return %r : f32
}
"#,
    ),
    c(
        "reductions: iter_args min/max/mul and integer add",
        r#"
func.func @f(%n: index) -> (f32, i32) {
  %A = memref.alloc() : memref<64xf32>
  %I = memref.alloc() : memref<64xi32>
  %init = arith.constant 1.0 : f32
  %z = arith.constant 0 : i32
  %r:2 = affine.for %i = 0 to 64 iter_args(%m = %init, %s = %z) -> (f32, i32) {
    %a = affine.load %A[%i] : memref<64xf32>
    %b = affine.load %I[%i] : memref<64xi32>
    %m2 = arith.maxnumf %m, %a : f32
    %s2 = arith.addi %b, %s : i32
    affine.yield %m2, %s2 : f32, i32
  } {expect = "red:maxnumf,addi"}
  return %r#0, %r#1 : f32, i32
}
"#,
    ),
    c(
        "loop-independent dependences only",
        r#"
func.func @f() {
  %A = memref.alloc() : memref<64xf32>
  %B = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    affine.store %a, %B[%i] : memref<64xf32>
    %b = affine.load %B[%i] : memref<64xf32>
    %c = arith.addf %b, %a : f32
    affine.store %c, %A[%i] : memref<64xf32>
  } {expect = "par"}
  return
}
"#,
    ),
    c(
        "affine.if guarded stores",
        r#"
func.func @f() {
  %A = memref.alloc() : memref<64xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 64 {
    affine.if affine_set<(d0) : (d0 == 0)>(%i) {
      affine.store %one, %A[0] : memref<64xf32>
    }
  } {expect = "par"}
  affine.for %i = 0 to 64 {
    affine.if affine_set<(d0) : (d0 - 60 >= 0)>(%i) {
      affine.store %one, %A[0] : memref<64xf32>
    }
  } {expect = "seq"}
  affine.for %i = 0 to 64 {
    affine.if affine_set<(d0) : (d0 - 60 >= 0)>(%i) {
      affine.store %one, %A[0] : memref<64xf32>
    } else {
      affine.store %one, %A[%i] : memref<64xf32>
    }
  } {expect = "seq"}
  return
}
"#,
    ),
    c(
        "symbols in bounds and subscripts",
        r#"
func.func @f(%n: index, %m: index) {
  %A = memref.alloc(%n) : memref<?xf32>
  affine.for %i = 0 to %n {
    %a = affine.load %A[%i + symbol(%n)] : memref<?xf32>
    affine.store %a, %A[%i] : memref<?xf32>
  } {expect = "par"}
  affine.for %i = 0 to %n {
    %a = affine.load %A[%i + symbol(%m)] : memref<?xf32>
    affine.store %a, %A[%i] : memref<?xf32>
  } {expect = "seq"}
  affine.for %i = %m to %n {
    affine.for %j = 0 to 10 {
      %a = affine.load %A[%j] : memref<?xf32>
      affine.store %a, %A[%i * 10 + %j] : memref<?xf32>
    } {expect = "par"}
  } {expect = "seq"}
  return
}
"#,
    ),
    c(
        "aliasing views, globals and unknown memrefs",
        r#"
memref.global "private" @g0 : memref<64xf32> = dense<0.0>
memref.global "private" @g1 : memref<64xf32> = dense<0.0>
func.func @f(%X: memref<64xf32>) {
  %A = memref.alloc() : memref<64xf32>
  %V = memref.subview %A[8] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1], offset: 8>>
  %G0 = memref.get_global @g0 : memref<64xf32>
  %G1 = memref.get_global @g1 : memref<64xf32>
  affine.for %i = 0 to 32 {
    %a = affine.load %V[%i] : memref<32xf32, strided<[1], offset: 8>>
    affine.store %a, %A[%i] : memref<64xf32>
  } {expect = "seq"}
  affine.for %i = 0 to 64 {
    %a = affine.load %G0[%i] : memref<64xf32>
    affine.store %a, %G1[%i] : memref<64xf32>
  } {expect = "par"}
  affine.for %i = 0 to 64 {
    %a = affine.load %X[%i] : memref<64xf32>
    affine.store %a, %G1[%i] : memref<64xf32>
  } {expect = "seq"}
  affine.for %i = 0 to 64 {
    %a = affine.load %X[%i] : memref<64xf32>
    affine.store %a, %A[%i] : memref<64xf32>
  } {expect = "par"}
  // A view moving with the IV: v[0] and v[1] are A[i + 8] and A[i + 9].
  affine.for %i = 0 to 31 {
    %v = memref.subview %A[%i] [2] [1] : memref<64xf32> to memref<2xf32, strided<[1], offset: ?>>
    %a = affine.load %v[1] : memref<2xf32, strided<[1], offset: ?>>
    affine.store %a, %v[0] : memref<2xf32, strided<[1], offset: ?>>
  } {expect = "seq"}
  // Through memref.cast the indices are the same: A[i] = A[i] is parallel.
  affine.for %i = 0 to 64 {
    %c = memref.cast %A : memref<64xf32> to memref<?xf32>
    %a = affine.load %c[%i] : memref<?xf32>
    affine.store %a, %A[%i] : memref<64xf32>
  } {expect = "par"}
  return
}
"#,
    ),
    c(
        "unknown effects and private buffers",
        r#"
func.func private @g()
func.func @f() {
  %A = memref.alloc() : memref<64xf32>
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    func.call @g() : () -> ()
    affine.store %a, %A[%i] : memref<64xf32>
  } {expect = "seq"}
  affine.for %i = 0 to 64 {
    %t = memref.alloca() : memref<4xf32>
    %a = affine.load %A[%i] : memref<64xf32>
    affine.store %a, %t[0] : memref<4xf32>
    %b = affine.load %t[0] : memref<4xf32>
    affine.store %b, %A[%i] : memref<64xf32>
  } {expect = "par"}
  return
}
"#,
    ),
    c(
        "affine.parallel",
        r#"
func.func @f() -> f32 {
  %A = memref.alloc() : memref<8x8xf32>
  %B = memref.alloc() : memref<8x8xf32>
  affine.parallel (%i, %j) = (0, 0) to (8, 8) {
    %a = affine.load %A[%j, %i] : memref<8x8xf32>
    affine.store %a, %B[%i, %j] : memref<8x8xf32>
  } {expect = "par"}
  %s = affine.parallel (%i) = (0) to (8) reduce ("addf") -> (f32) {
    %a = affine.load %A[%i, 0] : memref<8x8xf32>
    affine.yield %a : f32
  } {expect = "red:addf"}
  affine.parallel (%i) = (1) to (8) {
    %a = affine.load %B[%i - 1, 0] : memref<8x8xf32>
    affine.store %a, %B[%i, 0] : memref<8x8xf32>
  } {expect = "seq"}
  return %s : f32
}
"#,
    ),
    c(
        "steps and vector accesses",
        r#"
func.func @f() {
  %A = memref.alloc() : memref<256xf32>
  affine.for %i = 0 to 200 step 2 {
    %a = affine.load %A[%i + 1] : memref<256xf32>
    affine.store %a, %A[%i] : memref<256xf32>
  } {expect = "par"}
  affine.for %i = 0 to 200 step 4 {
    %v = affine.vector_load %A[%i] : memref<256xf32>, vector<4xf32>
    affine.vector_store %v, %A[%i] : memref<256xf32>, vector<4xf32>
  } {expect = "par"}
  affine.for %i = 0 to 200 step 2 {
    %v = affine.vector_load %A[%i] : memref<256xf32>, vector<4xf32>
    affine.vector_store %v, %A[%i] : memref<256xf32>, vector<4xf32>
  } {expect = "seq"}
  return
}
"#,
    ),
    c(
        "tiled layouts and mod/floordiv subscripts",
        r#"
func.func @f() {
  %A = memref.alloc() : memref<64xf32>
  %B = memref.alloc() : memref<4x16xf32>
  affine.for %i = 0 to 64 {
    %a = affine.load %A[%i] : memref<64xf32>
    affine.store %a, %B[%i floordiv 16, %i mod 16] : memref<4x16xf32>
  } {expect = "par"}
  affine.for %i = 0 to 64 {
    %a = affine.load %B[%i mod 4, %i floordiv 4] : memref<4x16xf32>
    affine.store %a, %B[%i floordiv 16, %i mod 16] : memref<4x16xf32>
  } {expect = "seq"}
  affine.for %i = 0 to 64 {
    %b = affine.load %A[%i] : memref<64xf32>
    affine.store %b, %B[%i mod 4, 0] : memref<4x16xf32>
  } {expect = "seq"}
  return
}
"#,
    ),
];

fn expectation(ctx: &Context, m: &tessera_lowering::ir::Module, op: Op) -> Option<String> {
    let key = ctx.lookup_ident("expect")?;
    match ctx.attr_kind(m.op(op).get_attr(key)?) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

#[test]
fn dependence_table_text() {
    let mut failures = Vec::new();
    let mut loops = 0;
    for case in CASES {
        let mut ctx = Context::new();
        let m = match parse_source(&mut ctx, case.text, case.name, &ParseOptions::default()) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!("{}: parse error {e:?}", case.name));
                continue;
            }
        };
        println!("{}", case.name);
        let mut found = Vec::new();
        for &top in &m.top {
            m.walk_pre(top, &mut |op| {
                if matches!(
                    m.op(op).kind,
                    Some(OpKind::AffineFor | OpKind::AffineParallel)
                ) {
                    found.push(op);
                }
            });
        }
        let opts = DependenceOptions {
            alias: case.alias,
            ..DependenceOptions::default()
        };
        for op in found {
            let Some(want) = expectation(&ctx, &m, op) else {
                failures.push(format!("{}: a loop has no `expect` attribute", case.name));
                continue;
            };
            loops += 1;
            let info = analyze_loop_with(&mut ctx, &m, op, &opts);
            let got = if !info.parallel {
                "seq".to_string()
            } else if info.reductions.is_empty() {
                "par".to_string()
            } else {
                let k: Vec<&str> = info.reductions.iter().map(|r| r.kind.name()).collect();
                format!("red:{}", k.join(","))
            };
            let loc = ctx
                .loc_file_line_col(m.op(op).loc)
                .map(|(_, l, c)| format!("{l}:{c}"))
                .unwrap_or_default();
            println!(
                "  line {loc:<8} expect {want:<18} got {got:<18} {}",
                if got == want { "" } else { "WRONG" }
            );
            if got != want {
                failures.push(format!(
                    "{} (loop at {loc}): expected {want}, got {got}: {}",
                    case.name, info.reason
                ));
            }
        }
    }
    assert!(loops >= 40, "only {loops} loops checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

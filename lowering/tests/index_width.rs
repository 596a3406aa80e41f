//! The index-width analysis (`affine::index_width`): which kernels need 64-bit `index`,
//! and the argument bound under which 32 bits are exact.

use tessera_lowering::affine::index_width::{index_plan, IndexPlan};
use tessera_lowering::dialect::OpKind;
use tessera_lowering::gpu::pipeline::{run_gpu_pipeline, GpuPipelineOptions};
use tessera_lowering::gpu::target::GpuTarget;
use tessera_lowering::ir::{Context, Module, Op};
use tessera_lowering::parser::{parse_source, ParseOptions};

fn kernels_after_pipeline(src: &str) -> (Context, Module, Vec<Op>) {
    let mut ctx = Context::new();
    let mut m = parse_source(&mut ctx, src, "t.mlir", &ParseOptions::default())
        .unwrap_or_else(|e| panic!("{e}"));
    run_gpu_pipeline(
        &mut ctx,
        &mut m,
        &GpuTarget::lavapipe(),
        &GpuPipelineOptions::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut ks = Vec::new();
    for &top in &m.top {
        m.walk_pre(top, &mut |op| {
            if m.op(op).kind == Some(OpKind::GpuFunc) {
                ks.push(op);
            }
        });
    }
    (ctx, m, ks)
}

fn plans(src: &str) -> Vec<IndexPlan> {
    let (ctx, m, ks) = kernels_after_pipeline(src);
    ks.into_iter()
        .map(|k| index_plan(&ctx, &m, k, 65535))
        .collect()
}

#[test]
fn static_elementwise_kernel_is_narrow_for_any_launch() {
    let p = plans(
        r#"func.func @f(%a: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %x = affine.load %a[%i, %j] : memref<64x64xf32>
      %y = arith.addf %x, %x : f32
      affine.store %y, %a[%i, %j] : memref<64x64xf32>
    }
  }
  return
}"#,
    );
    assert_eq!(
        p,
        vec![IndexPlan::Narrow {
            arg_bound: i64::from(i32::MAX)
        }]
    );
}

#[test]
fn a_product_beyond_32_bits_is_wide_and_named() {
    let p = plans(
        r#"func.func @f(%o: memref<7x16xi32>) {
  affine.for %i = 0 to 16 {
    %ii = arith.index_cast %i : index to i32
    affine.store %ii, %o[(%i * 1073741825) mod 7, %i] : memref<7x16xi32>
  }
  return
}"#,
    );
    let [IndexPlan::Wide(w)] = p.as_slice() else {
        panic!("{p:?}")
    };
    assert_eq!(w.what, "the result of 'arith.muli'");
    assert_eq!(w.range_text(), "[0, 16106127375]");
}

#[test]
fn a_loop_beyond_32_bits_is_wide() {
    let p = plans(
        r#"func.func @f(%o: memref<4xi32>) {
  %one = arith.constant 1 : i32
  affine.for %i = 0 to 4294967296 step 1073741824 {
    %k = affine.apply affine_map<(d0) -> (d0 floordiv 1073741824)>(%i)
    affine.store %one, %o[%k] : memref<4xi32>
  }
  return
}"#,
    );
    assert!(matches!(p.as_slice(), [IndexPlan::Wide(_)]), "{p:?}");
}

#[test]
fn an_index_loaded_as_i64_is_wide_and_one_loaded_as_i32_is_not() {
    let src = |t: &str| {
        format!(
            r#"func.func @f(%idx: memref<4x{t}>, %o: memref<8xf32>) {{
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {{
    %v = affine.load %idx[%i] : memref<4x{t}>
    %j = arith.index_cast %v : {t} to index
    memref.store %one, %o[%j] : memref<8xf32>
  }}
  return
}}"#
        )
    };
    let wide = plans(&src("i64"));
    let [IndexPlan::Wide(w)] = wide.as_slice() else {
        panic!("{wide:?}")
    };
    assert_eq!(w.range_text(), "[-inf, +inf]");
    assert!(matches!(
        plans(&src("i32")).as_slice(),
        [IndexPlan::Narrow { .. }]
    ));
}

#[test]
fn an_index_argument_gets_a_bound_with_headroom() {
    let p = plans(
        r#"func.func @f(%off: index, %o: memref<4xi32>) {
  affine.for %i = 0 to 4 {
    %j = affine.apply affine_map<(d0)[s0] -> ((d0 + s0) floordiv 65536)>(%i)[%off]
    %v = arith.index_cast %j : index to i32
    affine.store %v, %o[%i] : memref<4xi32>
  }
  return
}"#,
    );
    // `%i + %off` must fit: not for |%off| up to 2^31 - 1, but for |%off| up to 2^30.
    assert_eq!(p, vec![IndexPlan::Narrow { arg_bound: 1 << 30 }]);
}

/// A kernel whose loop carries an `index` counter (`scf.for` or `affine.for`
/// `iter_args`): `x + d` per iteration, `N` iterations.
fn counter_kernel(kind: &str, step: i64) -> String {
    let lp = match kind {
        "scf" => {
            "%r = scf.for %k = %c0 to %c16 step %c1 iter_args(%acc = %c5) -> (index) {
      %n = arith.addi %acc, %d : index
      scf.yield %n : index
    }"
        }
        _ => {
            "%r = affine.for %k = 0 to 16 iter_args(%acc = %c5) -> (index) {
      %n = arith.addi %d, %acc : index
      affine.yield %n : index
    }"
        }
    };
    format!(
        r#"func.func @f(%o: memref<64xi64>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %d = arith.constant {step} : index
  affine.for %i = 0 to 64 {{
    {lp}
    %s = arith.addi %r, %i : index
    %v = arith.index_cast %s : index to i64
    affine.store %v, %o[%i] : memref<64xi64>
  }}
  return
}}"#
    )
}

#[test]
fn a_loop_carried_index_counter_is_bounded_by_the_trip_count() {
    for kind in ["scf", "affine"] {
        // 5 + 16 * 3 + 63 fits 32 bits.
        assert!(
            matches!(
                plans(&counter_kernel(kind, 3)).as_slice(),
                [IndexPlan::Narrow { .. }]
            ),
            "{kind}"
        );
        // With d = 2^28 the counter reaches 5 + 15 * 2^28 in the body (its 16th
        // iteration), beyond 2^31 - 1: the first witness is the iter_arg.
        let p = plans(&counter_kernel(kind, 1 << 28));
        let [IndexPlan::Wide(w)] = p.as_slice() else {
            panic!("{kind}: {p:?}")
        };
        assert_eq!(w.range_text(), "[5, 4026531845]", "{kind}: {w:?}");
        // A decreasing counter is bounded below the same way.
        let p = plans(&counter_kernel(kind, -(1 << 28)));
        let [IndexPlan::Wide(w)] = p.as_slice() else {
            panic!("{kind}: {p:?}")
        };
        assert_eq!(w.range_text(), "[-4026531835, 5]", "{kind}: {w:?}");
    }
}

//! The index-width analysis (`affine::index_width`): which kernels need 64-bit `index`,
//! and the argument bound under which 32 bits are exact.

use tessera_lowering::affine::index_width::{index_plan, IndexPlan};
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{Context, Module, Op};
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::transforms::gpu_pipeline::{run_gpu_pipeline, GpuPipelineOptions};
use tessera_lowering::transforms::target::GpuTarget;

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

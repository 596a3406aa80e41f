//! Unit tests of the vectorisation.
use super::*;
use crate::parser::{parse_source, ParseOptions};

fn band_body(ctx: &mut Context, m: &Module) -> (Vec<Op>, Value, Block) {
    let mut loops = Vec::new();
    for &t in &m.top {
        m.walk_pre(t, &mut |o| {
            if m.op(o).kind == Some(OpKind::AffineFor) {
                loops.push(o);
            }
        });
    }
    let _ = ctx;
    // The innermost loop of the first two (i, j) is the band's last dim.
    let j = loops[1];
    let body = m.entry_block(j, 0).unwrap();
    (body_ops(m, body), m.block(body).args()[0], body)
}

fn parse(ctx: &mut Context, src: &str) -> Module {
    parse_source(ctx, src, "t.mlir", &ParseOptions::default()).unwrap()
}

#[test]
fn matmul_body_vectorises_with_vector_accumulators() {
    let mut ctx = Context::new();
    let mut m = parse(
        &mut ctx,
        "func.func @f(%A: memref<8x8xf32>, %B: memref<8x8xf32>, %C: memref<8x8xf32>) {
           affine.for %i = 0 to 8 {
             affine.for %j = 0 to 8 {
               %c0 = affine.load %C[%i, %j] : memref<8x8xf32>
               %s = affine.for %k = 0 to 8 iter_args(%acc = %c0) -> (f32) {
                 %a = affine.load %A[%i, %k] : memref<8x8xf32>
                 %b = affine.load %B[%k, %j] : memref<8x8xf32>
                 %p = arith.mulf %a, %b : f32
                 %q = arith.addf %acc, %p : f32
                 affine.yield %q : f32
               }
               affine.store %s, %C[%i, %j] : memref<8x8xf32>
             }
           }
           return
         }",
    );
    let (tpl, x, body) = band_body(&mut ctx, &m);
    let plan = analyze(&mut ctx, &m, &tpl, x, 4).expect("vectorisable");
    let last = terminator(&m, body).unwrap();
    let at = Builder::before(&m, last);
    let out = emit(&mut ctx, &mut m, &plan, &tpl, at);
    let names: Vec<String> = out
        .iter()
        .map(|&o| ctx.ident_str(m.op(o).name).to_string())
        .collect();
    assert_eq!(
        names,
        ["affine.vector_load", "affine.for", "affine.vector_store"]
    );
    let lp = out[1];
    let r = m.op(lp).results()[0];
    assert_eq!(
        crate::printer::type_to_string(&ctx, m.value_type(r)),
        "vector<4xf32>"
    );
    // The A load stays scalar and is broadcast once.
    let inner = body_ops(&m, m.entry_block(lp, 0).unwrap());
    let inner_names: Vec<String> = inner
        .iter()
        .map(|&o| ctx.ident_str(m.op(o).name).to_string())
        .collect();
    assert_eq!(
        inner_names,
        [
            "affine.load",
            "affine.vector_load",
            "vector.broadcast",
            "arith.mulf",
            "arith.addf",
        ]
    );
}

#[test]
fn transposed_or_strided_accesses_are_not_vectorised() {
    for body in [
        "%a = affine.load %A[%j, %i] : memref<8x8xf32>
         affine.store %a, %C[%i, %j] : memref<8x8xf32>",
        "%a = affine.load %A[%i, %j * 2] : memref<8x16xf32>
         affine.store %a, %C[%i, %j] : memref<8x8xf32>",
        "%a = arith.index_cast %j : index to i32
         %f = arith.sitofp %a : i32 to f32
         affine.store %f, %C[%i, %j] : memref<8x8xf32>",
    ] {
        let mut ctx = Context::new();
        let ty = if body.contains("8x16") {
            "memref<8x16xf32>"
        } else {
            "memref<8x8xf32>"
        };
        let src = format!(
            "func.func @f(%A: {ty}, %C: memref<8x8xf32>) {{
               affine.for %i = 0 to 8 {{
                 affine.for %j = 0 to 8 {{
                   {body}
                 }}
               }}
               return
             }}"
        );
        let m = parse(&mut ctx, &src);
        let (tpl, x, _) = band_body(&mut ctx, &m);
        assert!(analyze(&mut ctx, &m, &tpl, x, 4).is_none(), "{body}");
    }
}

#[test]
fn offsets_and_uniform_values() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        "func.func @f(%A: memref<8x12xf32>, %s: memref<8xf32>, %C: memref<8x8xf32>) {
           affine.for %i = 0 to 8 {
             affine.for %j = 0 to 8 {
               %a = affine.load %A[%i, %j + 4] : memref<8x12xf32>
               %b = affine.load %s[%i] : memref<8xf32>
               %c = arith.mulf %a, %b : f32
               affine.store %c, %C[%i, %j] : memref<8x8xf32>
             }
           }
           return
         }",
    );
    let (tpl, x, _) = band_body(&mut ctx, &m);
    let plan = analyze(&mut ctx, &m, &tpl, x, 4).expect("vectorisable");
    let b = m.op(tpl[1]).results()[0];
    assert_eq!(plan.kind(b), Kind::Uniform);
    let a = m.op(tpl[0]).results()[0];
    assert_eq!(plan.kind(a), Kind::Vector);
}

/// A row sum over `n` columns, its band body one loop deep (`%x`).
fn row_sum(n: i64) -> String {
    format!(
        "func.func @f(%A: memref<8x{n}xf32>, %r: memref<8xf32>) {{
           %z = arith.constant 0.0 : f32
           affine.for %i = 0 to 8 {{
             affine.for %x = 0 to 1 {{
               %s = affine.for %j = 0 to {n} iter_args(%acc = %z) -> (f32) {{
                 %a = affine.load %A[%i, %j] : memref<8x{n}xf32>
                 %t = arith.addf %acc, %a : f32
                 affine.yield %t : f32
               }}
               affine.store %s, %r[%i] : memref<8xf32>
             }}
           }}
           return
         }}"
    )
}

#[test]
fn row_sum_loop_vectorises_from_the_exact_identity() {
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, &row_sum(16));
    let (mut tpl, _, _) = band_body(&mut ctx, &m);
    assert!(vectorize_reduction_loops(&mut ctx, &mut m, &mut tpl, 4));
    let text = crate::printer::print_module(&ctx, &m, &Default::default());
    assert!(text.contains("step 4 iter_args"), "{text}");
    // -0.0: `-0.0 + x == x` also for x = -0.0, so a sum of negative zeros stays one.
    assert!(
        text.contains("arith.constant -0.000000e+00 : f32"),
        "{text}"
    );
    assert!(
        text.contains("vector.reduction <add>, %") && text.contains(" : vector<4xf32> into f32"),
        "{text}"
    );
    // A loop whose trip count 4 does not divide is left alone.
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, &row_sum(18));
    let (mut tpl, _, _) = band_body(&mut ctx, &m);
    assert!(!vectorize_reduction_loops(&mut ctx, &mut m, &mut tpl, 4));
}

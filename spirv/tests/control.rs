//! Control-flow forms: multi-block `cf` bodies (diamond, triangle, loop), affine ops lowered
//! on the fly, and what cannot be structured.

mod common;

use common::builder::{memref, KernelBuilder};
use common::check;
use tessera_lowering::ir::{AttrKind, Context, DYNAMIC};
use tessera_spirv::{compile_kernel, SpirvError, Target};

#[test]
fn cf_diamond_and_triangle() {
    let mut ctx = Context::new();
    let f32t = ctx.f32_type();
    let mr = memref(&mut ctx, &[DYNAMIC], f32t, None);
    let mut b = KernelBuilder::new(&mut ctx, "diamond", vec![mr], [64, 1, 1]);
    let buf = b.args[0];
    let (then_b, _) = b.new_block(vec![]);
    let (else_b, _) = b.new_block(vec![]);
    let (merge_b, margs) = b.new_block(vec![f32t]);
    let (tri_b, _) = b.new_block(vec![]);
    let (end_b, _) = b.new_block(vec![]);
    // entry
    let i = b.gpu_id("gpu.global_id", "x");
    let x = b.load(buf, vec![i]);
    let zero = b.c_float(0.0, f32t);
    let c = b.cmpf(2, x, zero);
    b.cond_br(c, then_b, vec![], else_b, vec![]);
    // then: x * 2
    b.switch_to(then_b);
    let two = b.c_float(2.0, f32t);
    let y = b.bin("arith.mulf", x, two);
    b.br(merge_b, vec![y]);
    // else: -x
    b.switch_to(else_b);
    let ny = b.un("arith.negf", x);
    b.br(merge_b, vec![ny]);
    // merge: if (v > 10) store; (a triangle)
    b.switch_to(merge_b);
    let v = margs[0];
    let ten = b.c_float(10.0, f32t);
    let big = b.cmpf(2, v, ten);
    b.cond_br(big, tri_b, vec![], end_b, vec![]);
    b.switch_to(tri_b);
    b.store(v, buf, vec![i]);
    b.br(end_b, vec![]);
    b.switch_to(end_b);
    b.ret();
    let (m, f) = b.finish_blocks();
    let a = check("cf_diamond", &ctx, &m, f, &Target::default(), &[]);
    let dis = tessera_spirv::disassemble(&a.spirv);
    assert_eq!(dis.matches("OpSelectionMerge").count(), 2, "{dis}");
    assert!(dis.contains("OpPhi"));
}

#[test]
fn cf_loop() {
    let mut ctx = Context::new();
    let f32t = ctx.f32_type();
    let idx = ctx.index_type();
    let mr = memref(&mut ctx, &[DYNAMIC], f32t, None);
    let mut b = KernelBuilder::new(&mut ctx, "cfloop", vec![mr, idx], [64, 1, 1]);
    let (buf, n) = (b.args[0], b.args[1]);
    let (header, hargs) = b.new_block(vec![idx, f32t]);
    let (body, _) = b.new_block(vec![]);
    let (skip, _) = b.new_block(vec![]);
    let (latch, _) = b.new_block(vec![]);
    let (exit, _) = b.new_block(vec![]);
    let c0 = b.c_index(0);
    let zero = b.c_float(0.0, f32t);
    b.br(header, vec![c0, zero]);
    // header: i < n ?
    b.switch_to(header);
    let (iv, acc) = (hargs[0], hargs[1]);
    let lt = b.cmpi(2, iv, n);
    b.cond_br(lt, body, vec![], exit, vec![]);
    // body: if (a[i] < 0) skip-add
    b.switch_to(body);
    let x = b.load(buf, vec![iv]);
    let neg = b.cmpf(4, x, zero);
    b.cond_br(neg, skip, vec![], latch, vec![]);
    b.switch_to(skip);
    b.store(zero, buf, vec![iv]);
    b.br(latch, vec![]);
    b.switch_to(latch);
    let one = b.c_index(1);
    let next = b.bin("arith.addi", iv, one);
    let acc2 = b.bin("arith.addf", acc, x);
    b.br(header, vec![next, acc2]);
    b.switch_to(exit);
    b.store(acc, buf, vec![c0]);
    b.ret();
    let (m, f) = b.finish_blocks();
    // The counter of an unstructured loop has no range the index-width analysis can see
    // (it does not follow branch conditions), so the kernel gets 64-bit `index`, which
    // GLSL lacks (see `affine::index_width`).
    let a = check("cf_loop", &ctx, &m, f, &Target::default(), &["glsl"]);
    assert_eq!(a.index_bits, 64);
    let dis = tessera_spirv::disassemble(&a.spirv);
    assert!(dis.contains("OpLoopMerge"), "{dis}");
}

#[test]
fn cf_irreducible_is_rejected() {
    // entry -> a | b ; a -> b ; b -> a  (two entries into the a/b cycle)
    let mut ctx = Context::new();
    let f32t = ctx.f32_type();
    let mr = memref(&mut ctx, &[DYNAMIC], f32t, None);
    let mut b = KernelBuilder::new(&mut ctx, "irreducible", vec![mr], [64, 1, 1]);
    let buf = b.args[0];
    let (ba, _) = b.new_block(vec![]);
    let (bb, _) = b.new_block(vec![]);
    let i = b.gpu_id("gpu.global_id", "x");
    let x = b.load(buf, vec![i]);
    let zero = b.c_float(0.0, f32t);
    let c = b.cmpf(2, x, zero);
    b.cond_br(c, ba, vec![], bb, vec![]);
    b.switch_to(ba);
    b.br(bb, vec![]);
    b.switch_to(bb);
    b.br(ba, vec![]);
    let (m, f) = b.finish_blocks();
    let e = compile_kernel(&ctx, &m, f, &Target::default()).unwrap_err();
    assert!(matches!(e, SpirvError::Unstructured { .. }), "{e}");
    assert!(e.to_string().contains("unstructured control flow"), "{e}");
}

#[test]
fn affine_on_the_fly() {
    let mut ctx = Context::new();
    let f32t = ctx.f32_type();
    let mr = memref(&mut ctx, &[16, 16], f32t, None);
    let mut b = KernelBuilder::new(&mut ctx, "affine", vec![mr], [16, 1, 1]);
    let buf = b.args[0];
    let t = b.gpu_id("gpu.thread_id", "x");
    // affine.for %j = 0 to 16 step 2 { v = affine.load %m[%t, %j floordiv 2 + %j mod 2]; affine.store }
    let lb = b.ctx.constant_map(0);
    let ub = b.ctx.constant_map(16);
    let lba = b.ctx.map_attr(lb);
    let uba = b.ctx.map_attr(ub);
    let step = b.ctx.index_attr(2);
    let i32t = b.i(32);
    let seg = b.ctx.attr(AttrKind::DenseArray {
        elem: i32t,
        data: tessera_lowering::ir::DenseArrayData::Ints(vec![0, 0, 0]),
    });
    let idx = b.index();
    let fo = b.op_with_regions(
        "affine.for",
        vec![],
        vec![],
        vec![
            ("lowerBoundMap", lba),
            ("upperBoundMap", uba),
            ("step", step),
            ("operandSegmentSizes", seg),
        ],
        1,
    );
    b.region(fo, 0, vec![idx], |b, args| {
        let j = args[0];
        let d0 = b.ctx.dim(0);
        let d1 = b.ctx.dim(1);
        let c2 = b.ctx.cst(2);
        let fd = b
            .ctx
            .bin(tessera_lowering::ir::AffineBinOp::FloorDiv, d1, c2);
        let md = b.ctx.bin(tessera_lowering::ir::AffineBinOp::Mod, d1, c2);
        let sum = b.ctx.add(fd, md);
        let map = b.ctx.map(2, 0, vec![d0, sum]);
        let ma = b.ctx.map_attr(map);
        let v = b.op(
            "affine.load",
            vec![buf, t, j],
            vec![f32t],
            vec![("map", ma)],
        )[0];
        let two = b.c_float(2.0, f32t);
        let w = b.bin("arith.mulf", v, two);
        let id2 = b.ctx.identity_map(2);
        let ida = b.ctx.map_attr(id2);
        b.op(
            "affine.store",
            vec![w, buf, t, j],
            vec![],
            vec![("map", ida)],
        );
        // affine.apply + affine.if (j - t >= 0)
        let cd = b
            .ctx
            .bin(tessera_lowering::ir::AffineBinOp::CeilDiv, d0, c2);
        let amap = b.ctx.map(1, 0, vec![cd]);
        let aa = b.ctx.map_attr(amap);
        let k = b.op("affine.apply", vec![j], vec![idx], vec![("map", aa)])[0];
        let diff = b.ctx.sub(d0, d1);
        let set = b.ctx.integer_set(2, 0, vec![diff], vec![false]);
        let sa = b.ctx.attr(AttrKind::IntegerSet(set));
        let ifo = b.op_with_regions("affine.if", vec![j, t], vec![], vec![("condition", sa)], 2);
        b.region(ifo, 0, vec![], |b, _| {
            b.op(
                "affine.store",
                vec![w, buf, t, k],
                vec![],
                vec![("map", ida)],
            );
            b.op("affine.yield", vec![], vec![], vec![]);
        });
        b.op("affine.yield", vec![], vec![], vec![]);
    });
    let (m, f) = b.finish();
    check("affine", &ctx, &m, f, &Target::default(), &[]);
}

#[test]
fn semi_affine_divisor_needs_lower_affine() {
    let mut ctx = Context::new();
    let f32t = ctx.f32_type();
    let idx = ctx.index_type();
    let mr = memref(&mut ctx, &[16], f32t, None);
    let mut b = KernelBuilder::new(&mut ctx, "semi", vec![mr, idx], [16, 1, 1]);
    let (buf, n) = (b.args[0], b.args[1]);
    let t = b.gpu_id("gpu.thread_id", "x");
    let d0 = b.ctx.dim(0);
    let s0 = b.ctx.sym(0);
    let e = b
        .ctx
        .bin(tessera_lowering::ir::AffineBinOp::FloorDiv, d0, s0);
    let map = b.ctx.map(1, 1, vec![e]);
    let ma = b.ctx.map_attr(map);
    let v = b.op(
        "affine.load",
        vec![buf, t, n],
        vec![f32t],
        vec![("map", ma)],
    )[0];
    b.store(v, buf, vec![t]);
    let (m, f) = b.finish();
    let e = compile_kernel(&ctx, &m, f, &Target::default()).unwrap_err();
    assert!(matches!(e, SpirvError::NeedsLowerAffine { .. }), "{e}");
}

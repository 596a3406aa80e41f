//! Error paths: missing target features, index overflow, unsupported forms. Every error
//! names the problem and carries the location of the offending op.

mod common;

use common::builder::{memref, KernelBuilder};
use tessera_lowering::ir::{AttrKind, Context, FloatKind, DYNAMIC};
use tessera_spirv::{compile_kernel, compile_kernel_with, Feature, NarrowInts, SpirvError, Target};

/// `out[i] = in[i] + in[i]` over elements of `elem`.
fn simple(
    ctx: &mut Context,
    elem: tessera_lowering::ir::Type,
) -> (tessera_lowering::ir::Module, tessera_lowering::ir::Op) {
    let mr = memref(ctx, &[DYNAMIC], elem, None);
    let mut b = KernelBuilder::new(ctx, "k", vec![mr], [64, 1, 1]);
    let buf = b.args[0];
    let i = b.gpu_id("gpu.global_id", "x");
    let x = b.load(buf, vec![i]);
    let name = if matches!(
        b.ctx.type_kind(elem),
        tessera_lowering::ir::TypeKind::Float(_)
    ) {
        "arith.addf"
    } else {
        "arith.addi"
    };
    let y = b.bin(name, x, x);
    b.store(y, buf, vec![i]);
    b.finish()
}

fn missing(err: &SpirvError) -> Option<Feature> {
    match err {
        SpirvError::MissingFeature { feature, .. } => Some(*feature),
        _ => None,
    }
}

#[test]
fn f64_needs_float64() {
    let mut ctx = Context::new();
    let t = ctx.float_type(FloatKind::F64);
    let (m, f) = simple(&mut ctx, t);
    let e = compile_kernel(&ctx, &m, f, &Target::default().without(Feature::Float64)).unwrap_err();
    assert_eq!(missing(&e), Some(Feature::Float64), "{e}");
    let msg = e.to_string();
    assert!(msg.starts_with("test.mlir:"), "location first: {msg}");
    assert!(msg.contains("`float64`") && msg.contains("f64"), "{msg}");
    assert!(e.loc().is_some());
}

#[test]
fn i64_needs_int64() {
    let mut ctx = Context::new();
    let t = ctx.int_type(64);
    let (m, f) = simple(&mut ctx, t);
    let e = compile_kernel(&ctx, &m, f, &Target::webgpu()).unwrap_err();
    assert_eq!(missing(&e), Some(Feature::Int64), "{e}");
}

#[test]
fn native_i8_needs_int8() {
    let mut ctx = Context::new();
    let t = ctx.int_type(8);
    let (m, f) = simple(&mut ctx, t);
    let target = Target::default().without(Feature::Int8);
    let e = compile_kernel_with(&ctx, &m, f, &target, NarrowInts::Native).unwrap_err();
    assert_eq!(missing(&e), Some(Feature::Int8), "{e}");
    assert!(e.to_string().contains("i8"));
    // Emulated (the default), the kernel needs nothing.
    let a = compile_kernel(&ctx, &m, f, &target).unwrap();
    assert!(a.features.is_empty() || !a.features.contains(Feature::Int8));
}

#[test]
fn f16_needs_float16_and_i16_needs_int16() {
    let mut ctx = Context::new();
    let t = ctx.float_type(FloatKind::F16);
    let (m, f) = simple(&mut ctx, t);
    let e = compile_kernel(&ctx, &m, f, &Target::webgpu()).unwrap_err();
    assert_eq!(missing(&e), Some(Feature::Float16), "{e}");
    let mut ctx = Context::new();
    let t = ctx.int_type(16);
    let (m, f) = simple(&mut ctx, t);
    let e = compile_kernel_with(&ctx, &m, f, &Target::webgpu(), NarrowInts::Native).unwrap_err();
    assert_eq!(missing(&e), Some(Feature::Int16), "{e}");
    let a = compile_kernel(&ctx, &m, f, &Target::webgpu()).unwrap();
    assert!(a.wgsl.is_some() && !a.features.contains(Feature::Int16));
}

#[test]
fn index64_needs_int64() {
    let mut ctx = Context::new();
    let t = ctx.f32_type();
    let (m, f) = simple(&mut ctx, t);
    let target = Target {
        index_bits: 64,
        ..Target::webgpu()
    };
    let e = compile_kernel(&ctx, &m, f, &target).unwrap_err();
    assert_eq!(missing(&e), Some(Feature::Int64), "{e}");
    assert!(e.to_string().contains("64-bit index"), "{e}");
}

#[test]
fn push_constants_feature() {
    let mut ctx = Context::new();
    let t = ctx.f32_type();
    let (m, f) = simple(&mut ctx, t);
    let e = compile_kernel(
        &ctx,
        &m,
        f,
        &Target::webgpu().without(Feature::PushConstants),
    )
    .unwrap_err();
    assert_eq!(missing(&e), Some(Feature::PushConstants), "{e}");
}

#[test]
fn subgroups_feature() {
    let mut ctx = Context::new();
    let f32t = ctx.f32_type();
    let mr = memref(&mut ctx, &[64], f32t, None);
    let mut b = KernelBuilder::new(&mut ctx, "k", vec![mr], [64, 1, 1]);
    let buf = b.args[0];
    let i = b.gpu_id("gpu.thread_id", "x");
    let x = b.load(buf, vec![i]);
    let add = common::builder::gpu_enum(b.ctx, "all_reduce_op", "add");
    let s = b.op(
        "gpu.subgroup_reduce",
        vec![x],
        vec![f32t],
        vec![("op", add)],
    )[0];
    b.store(s, buf, vec![i]);
    let (m, f) = b.finish();
    let e = compile_kernel(&ctx, &m, f, &Target::webgpu()).unwrap_err();
    assert_eq!(missing(&e), Some(Feature::Subgroups), "{e}");
    assert!(e.to_string().contains("gpu.subgroup_reduce"), "{e}");
}

#[test]
fn i32_index_overflow() {
    let mut ctx = Context::new();
    let f32t = ctx.f32_type();
    let mr = memref(&mut ctx, &[65536, 32768], f32t, None);
    let mut b = KernelBuilder::new(&mut ctx, "huge", vec![mr], [64, 1, 1]);
    let buf = b.args[0];
    let i = b.gpu_id("gpu.global_id", "x");
    let x = b.load(buf, vec![i, i]);
    b.store(x, buf, vec![i, i]);
    let (m, f) = b.finish();
    let e = compile_kernel(&ctx, &m, f, &Target::default()).unwrap_err();
    assert!(
        matches!(e, SpirvError::IndexOverflow { elements, .. } if elements == 1u128 << 31),
        "{e}"
    );
    assert!(e.to_string().contains("overflows a 32-bit index"), "{e}");
    // With a 64-bit index the index fits, but 8 GiB of f32 is over the 4 GiB a SPIR-V
    // array (and naga's layouter) can hold: a clean error at the kernel, not a panic.
    let t = Target {
        index_bits: 64,
        ..Target::default()
    };
    let e = compile_kernel(&ctx, &m, f, &t).unwrap_err();
    assert!(e.to_string().contains("over the 4 GiB"), "{e}");
}

#[test]
fn f64_transcendental_is_rejected() {
    let mut ctx = Context::new();
    let t = ctx.float_type(FloatKind::F64);
    let mr = memref(&mut ctx, &[DYNAMIC], t, None);
    let mut b = KernelBuilder::new(&mut ctx, "k", vec![mr], [64, 1, 1]);
    let buf = b.args[0];
    let i = b.gpu_id("gpu.global_id", "x");
    let x = b.load(buf, vec![i]);
    let y = b.un("math.exp", x);
    b.store(y, buf, vec![i]);
    let (m, f) = b.finish();
    let e = compile_kernel(&ctx, &m, f, &Target::default()).unwrap_err();
    assert!(
        e.to_string().contains("math.exp") && e.to_string().contains("f64"),
        "{e}"
    );
}

#[test]
fn affine_map_layout_needs_normalization() {
    let mut ctx = Context::new();
    let f32t = ctx.f32_type();
    let d0 = ctx.dim(0);
    let d1 = ctx.dim(1);
    let map = ctx.map(2, 0, vec![d1, d0]);
    let layout = ctx.map_attr(map);
    let mr = ctx.memref_type(vec![4, 4], f32t, Some(layout), None);
    let mut b = KernelBuilder::new(&mut ctx, "k", vec![mr], [4, 1, 1]);
    let buf = b.args[0];
    let c0 = b.c_index(0);
    let x = b.load(buf, vec![c0, c0]);
    b.store(x, buf, vec![c0, c0]);
    let (m, f) = b.finish();
    let e = compile_kernel(&ctx, &m, f, &Target::default()).unwrap_err();
    assert!(e.to_string().contains("normalize"), "{e}");
}

#[test]
fn missing_workgroup_size() {
    let mut ctx = Context::new();
    let t = ctx.f32_type();
    let mr = memref(&mut ctx, &[DYNAMIC], t, None);
    let mut b = KernelBuilder::new(&mut ctx, "k", vec![mr], [64, 1, 1]);
    b.remove_func_attr("known_block_size");
    let (m, f) = b.finish();
    let e = compile_kernel(&ctx, &m, f, &Target::default()).unwrap_err();
    assert!(e.to_string().contains("workgroup size unknown"), "{e}");
}

#[test]
fn entry_point_abi_workgroup_size() {
    let mut ctx = Context::new();
    let t = ctx.f32_type();
    let mr = memref(&mut ctx, &[DYNAMIC], t, None);
    let mut b = KernelBuilder::new(&mut ctx, "k", vec![mr], [64, 1, 1]);
    b.remove_func_attr("known_block_size");
    let abi = b.ctx.attr(AttrKind::Opaque {
        dialect: "spirv".into(),
        body: ".entry_point_abi<workgroup_size = [16, 2, 1]>".into(),
        ty: None,
    });
    b.set_func_attr("spirv.entry_point_abi", abi);
    let (m, f) = b.finish();
    let a = compile_kernel(&ctx, &m, f, &Target::default()).unwrap();
    assert_eq!(a.workgroup_size, [16, 2, 1]);
}

#[test]
fn unregistered_and_unsupported_ops() {
    let mut ctx = Context::new();
    let t = ctx.f32_type();
    let mr = memref(&mut ctx, &[DYNAMIC], t, None);
    let mut b = KernelBuilder::new(&mut ctx, "k", vec![mr], [64, 1, 1]);
    b.op("foo.bar", vec![], vec![], vec![]);
    let (m, f) = b.finish();
    let e = compile_kernel(&ctx, &m, f, &Target::default()).unwrap_err();
    assert!(e.to_string().contains("unregistered op 'foo.bar'"), "{e}");

    let mut ctx = Context::new();
    let t = ctx.f32_type();
    let mr = memref(&mut ctx, &[DYNAMIC], t, None);
    let mut b = KernelBuilder::new(&mut ctx, "k", vec![mr], [64, 1, 1]);
    let p = b.op_with_regions("affine.parallel", vec![], vec![], vec![], 1);
    b.region(p, 0, vec![], |b, _| {
        b.op("affine.yield", vec![], vec![], vec![]);
    });
    let (m, f) = b.finish();
    let e = compile_kernel(&ctx, &m, f, &Target::default()).unwrap_err();
    assert!(matches!(e, SpirvError::NeedsLowerAffine { .. }), "{e}");
    assert!(e.to_string().contains("run lower-affine first"), "{e}");
}

#[test]
fn naga_failures_are_reported_not_fatal() {
    // An i8 kernel used to have no WGSL; emulated, it passes a target that requires
    // naga.
    let mut ctx = Context::new();
    let t = ctx.int_type(8);
    let (m, f) = simple(&mut ctx, t);
    let strict = Target {
        require_naga: true,
        ..Target::default()
    };
    let a = compile_kernel(&ctx, &m, f, &strict).unwrap();
    assert!(a.wgsl.is_some() && a.naga_error.is_none());
    // Native i8 SPIR-V: naga cannot read it, but the WGSL comes from the emulated form.
    let a = compile_kernel_with(&ctx, &m, f, &strict, NarrowInts::Native).unwrap();
    assert!(a.features.contains(Feature::Int8));
    assert!(tessera_spirv::to_naga(&a.spirv).is_err());
    let w = a.wgsl.expect("wgsl from the emulated compile");
    assert!(w.contains("atomicOr") && !w.contains("i8"), "{w}");
}

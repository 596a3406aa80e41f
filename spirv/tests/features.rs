//! Feature kernels built directly as IR: each type, memory space, control-flow form, math
//! and GPU op, checked with `spirv-val` and naga (validation + WGSL/MSL/HLSL/GLSL).

mod common;

use common::builder::{gpu_enum, memref, memref_gpu_space, KernelBuilder};
use common::check;
use tessera_lowering::ir::{AttrKind, Context, DenseData, FloatBits, Type, DYNAMIC};
use tessera_spirv::{BufferStorage, Feature, PushConstantKind, PushScalar, Target};

fn elem_type(ctx: &mut Context, name: &str) -> Type {
    match name {
        "f16" => ctx.float_type(tessera_lowering::ir::FloatKind::F16),
        "f32" => ctx.f32_type(),
        "f64" => ctx.float_type(tessera_lowering::ir::FloatKind::F64),
        "i8" => ctx.int_type(8),
        "i16" => ctx.int_type(16),
        "i32" => ctx.int_type(32),
        _ => ctx.int_type(64),
    }
}

/// `c[i] = a[i] * b[i] + a[i]` with a compare/select and index casts, in type `ty`.
fn typed_kernel(ty: &str) -> tessera_spirv::KernelArtifact {
    let mut ctx = Context::new();
    let t = elem_type(&mut ctx, ty);
    let float = ty.starts_with('f');
    let mr = memref(&mut ctx, &[DYNAMIC], t, None);
    let mut b = KernelBuilder::new(&mut ctx, &format!("k_{ty}"), vec![mr, mr, mr], [64, 1, 1]);
    let (a0, a1, a2) = (b.args[0], b.args[1], b.args[2]);
    let i = b.gpu_id("gpu.global_id", "x");
    let x = b.load(a0, vec![i]);
    let y = b.load(a1, vec![i]);
    let (mul, add, cmp) = if float {
        ("arith.mulf", "arith.addf", b.cmpf(4, x, y))
    } else {
        ("arith.muli", "arith.addi", b.cmpi(2, x, y))
    };
    let p = b.bin(mul, x, y);
    let s = b.bin(add, p, x);
    let s = b.select(cmp, s, y);
    let s = if float {
        let n = b.bin("arith.divf", s, x);
        let n = b.un("arith.negf", n);
        b.bin("arith.maximumf", n, s)
    } else {
        let it = b.index();
        let ii = b.cast("arith.index_cast", s, it);
        let back = b.cast("arith.index_cast", ii, t);
        let d = b.bin("arith.divsi", back, y);
        let r = b.bin("arith.remui", d, y);
        let m = b.bin("arith.maxsi", r, x);
        let sh = b.bin("arith.shrui", m, y);
        b.bin("arith.xori", sh, x)
    };
    b.store(s, a2, vec![i]);
    let (m, f) = b.finish();
    let failing: &[&str] = match ty {
        "i64" => &["glsl"],
        "f64" => &["msl"],
        "f16" => &["glsl"],
        _ => &[],
    };
    check(
        &format!("type_{ty}"),
        &ctx,
        &m,
        f,
        &Target::default(),
        failing,
    )
}

#[test]
fn types_f32_i32() {
    for ty in ["f32", "i32"] {
        let a = typed_kernel(ty);
        assert!(
            a.features.is_empty()
                || a.features == tessera_spirv::Features::from_slice(&[Feature::PushConstants]),
            "{ty}: {}",
            a.features
        );
        assert_eq!(a.bindings.len(), 3);
        assert!(a.bindings[0].read_only && a.bindings[1].read_only && !a.bindings[2].read_only);
        assert_eq!(a.bindings[0].elem_bytes, 4);
    }
}

#[test]
fn types_wide_and_narrow() {
    for (ty, f, bytes) in [
        ("i64", Feature::Int64, 8),
        ("f16", Feature::Float16, 2),
        ("f64", Feature::Float64, 8),
    ] {
        let a = typed_kernel(ty);
        assert!(a.features.contains(f), "{ty}: {}", a.features);
        assert_eq!(a.bindings[0].elem_bytes, bytes, "{ty}");
        let dis = tessera_spirv::disassemble(&a.spirv);
        if ty == "f16" {
            assert!(dis.contains("StorageBuffer16BitAccess"));
        }
    }
    // 8/16-bit integers are emulated: no capability, no feature, packed u32 words; the
    // host still sees the element size of its tightly packed bytes.
    for (ty, f, bytes) in [("i8", Feature::Int8, 1), ("i16", Feature::Int16, 2)] {
        let a = typed_kernel(ty);
        assert!(!a.features.contains(f), "{ty}: {}", a.features);
        assert_eq!(a.bindings[0].elem_bytes, bytes, "{ty}");
        let dis = tessera_spirv::disassemble(&a.spirv);
        assert!(!dis.contains("Int8") && !dis.contains("Int16") && !dis.contains("BitAccess"));
        assert!(
            !dis.contains("OpTypeInt 8") && !dis.contains("OpTypeInt 16"),
            "{dis}"
        );
        assert!(
            dis.contains("OpAtomicOr") && dis.contains("OpAtomicAnd"),
            "{dis}"
        );
    }
}

#[test]
fn workgroup_memory_with_barrier() {
    let mut ctx = Context::new();
    let f32t = ctx.f32_type();
    let mr = memref(&mut ctx, &[DYNAMIC], f32t, None);
    let wg = memref_gpu_space(&mut ctx, &[64], f32t, "workgroup");
    let wg2 = memref(&mut ctx, &[8, 8], f32t, Some(3));
    let mut b = KernelBuilder::with_attributions(
        &mut ctx,
        "reverse",
        vec![mr],
        [64, 1, 1],
        vec![wg],
        vec![],
    );
    let (buf, tile) = (b.args[0], b.args[1]);
    let t = b.gpu_id("gpu.thread_id", "x");
    let g = b.gpu_id("gpu.global_id", "x");
    let x = b.load(buf, vec![g]);
    b.store(x, tile, vec![t]);
    b.op("gpu.barrier", vec![], vec![], vec![]);
    let c63 = b.c_index(63);
    let r = b.bin("arith.subi", c63, t);
    let y = b.load(tile, vec![r]);
    // A second workgroup buffer from memref.alloc in space 3.
    let extra = b.op("memref.alloc", vec![], vec![wg2], vec![])[0];
    let c0 = b.c_index(0);
    b.store(y, extra, vec![c0, c0]);
    let z = b.load(extra, vec![c0, c0]);
    b.store(z, buf, vec![g]);
    let (m, f) = b.finish();
    let a = check("workgroup", &ctx, &m, f, &Target::default(), &[]);
    let dis = tessera_spirv::disassemble(&a.spirv);
    assert!(dis.contains("OpControlBarrier"), "{dis}");
    assert!(dis.contains("Workgroup"), "{dis}");
    assert!(a
        .wgsl
        .as_deref()
        .is_some_and(|w| w.contains("workgroupBarrier") && w.contains("var<workgroup>")));
}

#[test]
fn private_and_function_memory() {
    let mut ctx = Context::new();
    let f32t = ctx.f32_type();
    let mr = memref(&mut ctx, &[16], f32t, None);
    let pr = memref_gpu_space(&mut ctx, &[4], f32t, "private");
    let fnm = memref(&mut ctx, &[4], f32t, None);
    let mut b = KernelBuilder::with_attributions(
        &mut ctx,
        "private",
        vec![mr],
        [4, 1, 1],
        vec![],
        vec![pr],
    );
    let (buf, p) = (b.args[0], b.args[1]);
    let local = b.op("memref.alloca", vec![], vec![fnm], vec![])[0];
    let c0 = b.c_index(0);
    let c1 = b.c_index(1);
    let c4 = b.c_index(4);
    b.scf_for(c0, c4, c1, vec![], |b, i, _| {
        let x = b.load(buf, vec![i]);
        b.store(x, p, vec![i]);
        b.store(x, local, vec![i]);
        vec![]
    });
    let x = b.load(p, vec![c1]);
    let y = b.load(local, vec![c1]);
    let z = b.bin("arith.addf", x, y);
    b.store(z, buf, vec![c0]);
    let (m, f) = b.finish();
    let a = check("private", &ctx, &m, f, &Target::default(), &[]);
    assert_eq!(a.bindings[0].static_len, Some(16));
    let w = a.wgsl.unwrap_or_default();
    assert!(w.contains("var<private>"), "{w}");
}

#[test]
fn uniform_and_push_constant_memrefs_and_scalars() {
    let mut ctx = Context::new();
    let f32t = ctx.f32_type();
    let i32t = ctx.int_type(32);
    let f64t = ctx.float_type(tessera_lowering::ir::FloatKind::F64);
    let idx = ctx.index_type();
    let out = memref(&mut ctx, &[DYNAMIC, DYNAMIC], f32t, None);
    let uni = memref(&mut ctx, &[10], f32t, Some(4));
    let pc = memref(&mut ctx, &[3], i32t, Some(7));
    let mut b = KernelBuilder::new(
        &mut ctx,
        "params",
        vec![out, f32t, uni, idx, pc, f64t],
        [8, 8, 1],
    );
    let (o, s, u, n, pcm, d) = (
        b.args[0], b.args[1], b.args[2], b.args[3], b.args[4], b.args[5],
    );
    let i = b.gpu_id("gpu.global_id", "x");
    let j = b.gpu_id("gpu.global_id", "y");
    let c1 = b.c_index(1);
    let dim1 = b.op("memref.dim", vec![o, c1], vec![idx], vec![])[0];
    let jj = b.bin("arith.remsi", j, dim1);
    let ui = b.bin("arith.remsi", i, n);
    let x = b.load(u, vec![ui]);
    let c2 = b.c_index(2);
    let k = b.load(pcm, vec![c2]);
    let kf = b.cast("arith.sitofp", k, f32t);
    let df = b.cast("arith.truncf", d, f32t);
    let y = b.bin("arith.mulf", x, s);
    let y = b.bin("arith.addf", y, kf);
    let y = b.bin("arith.addf", y, df);
    b.store(y, o, vec![i, jj]);
    let (m, f) = b.finish();
    let a = check("params", &ctx, &m, f, &Target::default(), &["msl"]);
    assert_eq!(a.workgroup_size, [8, 8, 1]);
    assert_eq!(a.bindings.len(), 2);
    assert_eq!(a.bindings[1].storage, BufferStorage::Uniform);
    assert_eq!(a.bindings[1].arg_index, 2);
    let pcl = &a.push_constants;
    let kinds: Vec<_> = pcl
        .entries
        .iter()
        .map(|e| (e.kind, e.offset, e.scalar))
        .collect();
    assert_eq!(
        kinds,
        vec![
            (PushConstantKind::Scalar(1), 0, PushScalar::F32),
            (PushConstantKind::Scalar(3), 4, PushScalar::I32),
            (PushConstantKind::Scalar(5), 8, PushScalar::F64),
            (PushConstantKind::DynSize(0, 0), 16, PushScalar::I32),
            (PushConstantKind::DynSize(0, 1), 20, PushScalar::I32),
            (PushConstantKind::Array(4), 24, PushScalar::I32),
        ]
    );
    assert_eq!(pcl.size, 40);
    assert!(a.features.contains(Feature::PushConstants) && a.features.contains(Feature::Float64));
    let w = a.wgsl.unwrap_or_default();
    assert!(
        w.contains("var<uniform>") && w.contains("var<immediate>"),
        "{w}"
    );
}

#[test]
fn scf_if_with_results_and_while() {
    let mut ctx = Context::new();
    let i32t = ctx.int_type(32);
    let mr = memref(&mut ctx, &[DYNAMIC], i32t, None);
    let mut b = KernelBuilder::new(&mut ctx, "collatz", vec![mr], [32, 1, 1]);
    let buf = b.args[0];
    let i = b.gpu_id("gpu.global_id", "x");
    let x0 = b.load(buf, vec![i]);
    let zero = b.c_int(0, i32t);
    let one = b.c_int(1, i32t);
    let two = b.c_int(2, i32t);
    let three = b.c_int(3, i32t);
    // while (x > 1) { x = x % 2 == 0 ? x / 2 : 3x + 1; steps++ }
    let w = b.op_with_regions("scf.while", vec![x0, zero], vec![i32t, i32t], vec![], 2);
    b.region(w, 0, vec![i32t, i32t], |b, args| {
        let c = b.cmpi(4, args[0], one);
        b.op("scf.condition", vec![c, args[0], args[1]], vec![], vec![]);
    });
    b.region(w, 1, vec![i32t, i32t], |b, args| {
        let (x, n) = (args[0], args[1]);
        let r = b.bin("arith.remsi", x, two);
        let even = b.cmpi(0, r, zero);
        let nx = b.scf_if(
            even,
            vec![i32t],
            |b| vec![b.bin("arith.divsi", x, two)],
            Some(Box::new(move |b: &mut KernelBuilder| {
                let t = b.bin("arith.muli", x, three);
                vec![b.bin("arith.addi", t, one)]
            })),
        );
        let n1 = b.bin("arith.addi", n, one);
        b.yield_(vec![nx[0], n1]);
    });
    let steps = b.m.op(w).results()[1];
    b.store(steps, buf, vec![i]);
    let (m, f) = b.finish();
    let a = check("while", &ctx, &m, f, &Target::default(), &[]);
    let dis = tessera_spirv::disassemble(&a.spirv);
    assert!(
        dis.contains("OpLoopMerge") && dis.contains("OpSelectionMerge") && dis.contains("OpPhi")
    );
}

#[test]
fn math_ops() {
    let mut ctx = Context::new();
    let f32t = ctx.f32_type();
    let mr = memref(&mut ctx, &[DYNAMIC], f32t, None);
    let mut b = KernelBuilder::new(&mut ctx, "math", vec![mr], [64, 1, 1]);
    let buf = b.args[0];
    let i = b.gpu_id("gpu.global_id", "x");
    let x = b.load(buf, vec![i]);
    let mut acc = x;
    for name in [
        "math.sqrt",
        "math.rsqrt",
        "math.exp",
        "math.exp2",
        "math.log",
        "math.log2",
        "math.log10",
        "math.log1p",
        "math.tanh",
        "math.sin",
        "math.cos",
        "math.tan",
        "math.atan",
        "math.erf",
        "math.absf",
        "math.ceil",
        "math.floor",
        "math.round",
        "math.trunc",
        "math.roundeven",
    ] {
        let y = b.un(name, acc);
        acc = b.bin("arith.addf", acc, y);
    }
    for name in [
        "math.atan2",
        "math.powf",
        "math.copysign",
        "arith.minnumf",
        "arith.maxnumf",
        "arith.minimumf",
        "arith.remf",
    ] {
        acc = b.bin(name, acc, x);
    }
    let f = b.op("math.fma", vec![acc, x, x], vec![f32t], vec![])[0];
    for p in 0..16 {
        let c = b.cmpf(p, f, x);
        acc = b.select(c, f, acc);
    }
    let i1 = b.i(1);
    for name in ["math.isnan", "math.isinf", "math.isfinite", "math.isnormal"] {
        let c = b.op(name, vec![acc], vec![i1], vec![])[0];
        acc = b.select(c, f, acc);
    }
    b.store(acc, buf, vec![i]);
    let (m, func) = b.finish();
    let a = check("math", &ctx, &m, func, &Target::default(), &[]);
    let dis = tessera_spirv::disassemble(&a.spirv);
    assert!(dis.contains("OpExtInst") && dis.contains("Tanh"), "{dis}");
}

#[test]
fn integer_ops() {
    let mut ctx = Context::new();
    let i32t = ctx.int_type(32);
    let i64t = ctx.int_type(64);
    let i16t = ctx.int_type(16);
    let f32t = ctx.f32_type();
    let i1 = ctx.int_type(1);
    let mr = memref(&mut ctx, &[DYNAMIC], i32t, None);
    let mut b = KernelBuilder::new(&mut ctx, "ints", vec![mr], [64, 1, 1]);
    let buf = b.args[0];
    let i = b.gpu_id("gpu.global_id", "x");
    let x = b.load(buf, vec![i]);
    let c3 = b.c_int(3, i32t);
    let mut acc = x;
    for name in [
        "arith.addi",
        "arith.subi",
        "arith.muli",
        "arith.divsi",
        "arith.divui",
        "arith.remsi",
        "arith.remui",
        "arith.ceildivsi",
        "arith.ceildivui",
        "arith.floordivsi",
        "arith.minsi",
        "arith.minui",
        "arith.maxsi",
        "arith.maxui",
        "arith.andi",
        "arith.ori",
        "arith.xori",
        "arith.shli",
        "arith.shrsi",
        "arith.shrui",
    ] {
        acc = b.bin(name, acc, c3);
    }
    for p in 0..10 {
        let c = b.cmpi(p, acc, x);
        acc = b.select(c, acc, x);
    }
    let w = b.cast("arith.extsi", acc, i64t);
    let w2 = b.cast("arith.extui", acc, i64t);
    let w = b.bin("arith.addi", w, w2);
    let acc = b.cast("arith.trunci", w, i32t);
    let fl = b.cast("arith.uitofp", acc, f32t);
    let acc2 = b.cast("arith.fptoui", fl, i32t);
    let bit = b.cast("arith.bitcast", fl, i32t);
    let acc = b.bin("arith.addi", acc2, bit);
    let flag = b.cast("arith.trunci", acc, i1);
    let e = b.cast("arith.extui", flag, i32t);
    let acc = b.bin("arith.addi", acc, e);
    let _ = i16t;
    let abs = b.un("math.absi", acc);
    b.store(abs, buf, vec![i]);
    let (m, f) = b.finish();
    let a = check("ints", &ctx, &m, f, &Target::default(), &["glsl"]);
    assert!(a.features.contains(Feature::Int64));
    let w = a.wgsl.unwrap_or_default();
    assert!(
        w.contains("u32"),
        "unsigned ops keep their meaning in WGSL: {w}"
    );
}

#[test]
fn subgroup_ops() {
    let mut ctx = Context::new();
    let f32t = ctx.f32_type();
    let i32t = ctx.int_type(32);
    let i1 = ctx.int_type(1);
    let mr = memref(&mut ctx, &[DYNAMIC], f32t, None);
    let mi = memref(&mut ctx, &[DYNAMIC], i32t, None);
    let mut b = KernelBuilder::new(&mut ctx, "subgroups", vec![mr, mi], [64, 1, 1]);
    let (buf, ibuf) = (b.args[0], b.args[1]);
    let i = b.gpu_id("gpu.global_id", "x");
    let x = b.load(buf, vec![i]);
    let add = gpu_enum(b.ctx, "all_reduce_op", "add");
    let s = b.op(
        "gpu.subgroup_reduce",
        vec![x],
        vec![f32t],
        vec![("op", add)],
    )[0];
    let off = b.c_int(1, i32t);
    let width = b.c_int(32, i32t);
    let xor = gpu_enum(b.ctx, "shuffle_mode", "xor");
    let sh = b.op(
        "gpu.shuffle",
        vec![s, off, width],
        vec![f32t, i1],
        vec![("mode", xor)],
    );
    let down = gpu_enum(b.ctx, "shuffle_mode", "down");
    let sh2 = b.op(
        "gpu.shuffle",
        vec![sh[0], off, width],
        vec![f32t, i1],
        vec![("mode", down)],
    );
    let v = b.select(sh2[1], sh2[0], s);
    b.store(v, buf, vec![i]);
    let y = b.load(ibuf, vec![i]);
    let minui = gpu_enum(b.ctx, "all_reduce_op", "minui");
    let r = b.op(
        "gpu.subgroup_reduce",
        vec![y],
        vec![i32t],
        vec![("op", minui)],
    )[0];
    let it = b.index();
    let lane = b.op("gpu.lane_id", vec![], vec![it], vec![])[0];
    let size = b.op("gpu.subgroup_size", vec![], vec![it], vec![])[0];
    let li = b.cast("arith.index_cast", lane, i32t);
    let si = b.cast("arith.index_cast", size, i32t);
    let r = b.bin("arith.addi", r, li);
    let r = b.bin("arith.addi", r, si);
    b.store(r, ibuf, vec![i]);
    let (m, f) = b.finish();
    let a = check("subgroups", &ctx, &m, f, &Target::default(), &[]);
    assert!(a.features.contains(Feature::Subgroups));
    let dis = tessera_spirv::disassemble(&a.spirv);
    assert!(
        dis.contains("GroupNonUniformArithmetic") && dis.contains("OpGroupNonUniformShuffleXor"),
        "{dis}"
    );
}

fn atomic_kernel(
    ctx: &mut Context,
    with_float: bool,
) -> (tessera_lowering::ir::Module, tessera_lowering::ir::Op) {
    let i32t = ctx.int_type(32);
    let f32t = ctx.f32_type();
    let i64k = ctx.int_type(64);
    let mr = memref(ctx, &[DYNAMIC], i32t, None);
    let mf = memref(ctx, &[DYNAMIC], f32t, None);
    let wg = memref(ctx, &[1], i32t, Some(3));
    let mut b = KernelBuilder::with_attributions(
        ctx,
        "atomics",
        vec![mr, mf],
        [64, 1, 1],
        vec![wg],
        vec![],
    );
    let (buf, fbuf, tile) = (b.args[0], b.args[1], b.args[2]);
    let c0 = b.c_index(0);
    let one = b.c_int(1, i32t);
    use tessera_lowering::dialect::arith::atomic_kind::AtomicRmwKind as A;
    // Every integer kind with a SPIR-V atomic instruction.
    for kind in [
        A::AddI,
        A::AndI,
        A::Assign,
        A::MaxS,
        A::MaxU,
        A::MinS,
        A::MinU,
        A::OrI,
        A::XOrI,
    ] {
        let k = b.ctx.int_attr(i128::from(kind.value()), i64k);
        b.op(
            "memref.atomic_rmw",
            vec![one, buf, c0],
            vec![i32t],
            vec![("kind", k)],
        );
    }
    let k = b.ctx.int_attr(i128::from(A::AddI.value()), i64k);
    let old = b.op(
        "memref.atomic_rmw",
        vec![one, tile, c0],
        vec![i32t],
        vec![("kind", k)],
    )[0];
    b.store(old, buf, vec![c0]);
    if with_float {
        let x = b.c_float(1.0, f32t);
        let kf = b.ctx.int_attr(i128::from(A::AddF.value()), i64k);
        b.op(
            "memref.atomic_rmw",
            vec![x, fbuf, c0],
            vec![f32t],
            vec![("kind", kf)],
        );
    }
    b.finish()
}

#[test]
fn atomics() {
    let mut ctx = Context::new();
    let (m, f) = atomic_kernel(&mut ctx, false);
    let a = check("atomics", &ctx, &m, f, &Target::default(), &[]);
    assert!(!a.features.contains(Feature::FloatAtomicAdd));
    assert!(!a.bindings[0].read_only);
    let mut ctx = Context::new();
    let (m, f) = atomic_kernel(&mut ctx, true);
    // naga's HLSL and GLSL writers have no f32 atomic add.
    let a = check(
        "atomics_f32",
        &ctx,
        &m,
        f,
        &Target::default(),
        &["hlsl", "glsl"],
    );
    assert!(a.features.contains(Feature::FloatAtomicAdd));
    let err = tessera_spirv::compile_kernel(
        &ctx,
        &m,
        f,
        &Target::default().without(Feature::FloatAtomicAdd),
    )
    .unwrap_err();
    assert!(err.to_string().contains("float_atomic_add"), "{err}");
}

#[test]
fn vector_ops() {
    let mut ctx = Context::new();
    let f32t = ctx.f32_type();
    let idx = ctx.index_type();
    let v4 = ctx.vector_type(vec![4], f32t);
    let mr = memref(&mut ctx, &[DYNAMIC], f32t, None);
    let mv = memref(&mut ctx, &[DYNAMIC], v4, None);
    let mut b = KernelBuilder::new(&mut ctx, "vectors", vec![mr, mv], [64, 1, 1]);
    let (buf, vbuf) = (b.args[0], b.args[1]);
    let i = b.gpu_id("gpu.global_id", "x");
    let c4 = b.c_index(4);
    let base = b.bin("arith.muli", i, c4);
    let v = b.op("vector.load", vec![buf, base], vec![v4], vec![])[0];
    let w = b.load(vbuf, vec![i]);
    let two = b.c_float(2.0, f32t);
    let s = b.op("vector.broadcast", vec![two], vec![v4], vec![])[0];
    let fma = b.op("vector.fma", vec![v, s, w], vec![v4], vec![])[0];
    let sum = b.bin("arith.addf", fma, v);
    let i64t = b.i(64);
    let pos = b.ctx.attr(AttrKind::DenseArray {
        elem: i64t,
        data: tessera_lowering::ir::DenseArrayData::Ints(vec![2]),
    });
    let e = b.op(
        "vector.extract",
        vec![sum],
        vec![f32t],
        vec![("static_position", pos)],
    )[0];
    let ins = b.op(
        "vector.insert",
        vec![e, sum],
        vec![v4],
        vec![("static_position", pos)],
    )[0];
    let c1 = b.c_index(1);
    let dynamic = b.ctx.attr(AttrKind::DenseArray {
        elem: i64t,
        data: tessera_lowering::ir::DenseArrayData::Ints(vec![i128::from(DYNAMIC)]),
    });
    let e2 = b.op(
        "vector.extract",
        vec![ins, c1],
        vec![f32t],
        vec![("static_position", dynamic)],
    )[0];
    let kind = b.ctx.attr(AttrKind::Opaque {
        dialect: "vector".into(),
        body: ".kind<add>".into(),
        ty: None,
    });
    let red = b.op(
        "vector.reduction",
        vec![ins],
        vec![f32t],
        vec![("kind", kind)],
    )[0];
    let r = b.bin("arith.addf", red, e2);
    let splat = b.ctx.attr(AttrKind::DenseElements {
        ty: v4,
        data: DenseData::Floats(vec![FloatBits::new(0.5)]),
    });
    let half = b.op("arith.constant", vec![], vec![v4], vec![("value", splat)])[0];
    let out = b.bin("arith.mulf", ins, half);
    b.op("vector.store", vec![out, buf, base], vec![], vec![]);
    b.store(out, vbuf, vec![i]);
    b.store(r, buf, vec![i]);
    let _ = idx;
    let (m, f) = b.finish();
    let a = check("vectors", &ctx, &m, f, &Target::default(), &[]);
    assert_eq!(a.bindings[1].elem_bytes, 16);
}

#[test]
fn index_64_bit() {
    let mut ctx = Context::new();
    let f32t = ctx.f32_type();
    let mr = memref(&mut ctx, &[DYNAMIC], f32t, None);
    let mut b = KernelBuilder::new(&mut ctx, "idx64", vec![mr], [64, 1, 1]);
    let buf = b.args[0];
    let i = b.gpu_id("gpu.global_id", "x");
    let x = b.load(buf, vec![i]);
    let y = b.bin("arith.addf", x, x);
    b.store(y, buf, vec![i]);
    let (m, f) = b.finish();
    let t = Target {
        index_bits: 64,
        ..Target::default()
    };
    let a = check("idx64", &ctx, &m, f, &t, &["glsl"]);
    assert!(a.features.contains(Feature::Int64));
    assert_eq!(a.push_constants.entries[0].scalar, PushScalar::I64);
}

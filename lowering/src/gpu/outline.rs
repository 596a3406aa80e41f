//! `gpu-kernel-outlining`: every `gpu.launch` becomes a `gpu.func ... kernel` in a
//! `gpu.module` and a `gpu.launch_func` in the host function, as upstream
//! (`mlir/lib/Dialect/GPU/Transforms/KernelOutlining.cpp`):
//!
//! - **Sinking**: `arith.constant` ops and `memref.dim` ops (whose operands are available in
//!   the kernel or sinkable) used by the launch body are cloned into it, so that constants
//!   stay constants in the kernel instead of becoming arguments.
//! - **Arguments**: the values the body uses that are defined above it, in order of first
//!   use.
//! - **Body**: the entry block starts with `gpu.block_id`, `gpu.thread_id`, `gpu.grid_dim`
//!   and `gpu.block_dim` for x, y, z (replacing the launch's block arguments), followed by
//!   the launch body; `gpu.terminator` becomes `gpu.return`; workgroup and private
//!   attributions carry over.
//! - **Names**: the kernel is `@<function>_kernel` in a module of the same name, made unique
//!   with `_0`, `_1`, … (upstream's symbol table renaming).
//! - **Workgroup size**: when the launch's block sizes are constants the kernel gets
//!   `known_block_size = array<i32: x, y, z>` (upstream's newer inherent attribute; the
//!   SPIR-V back end reads it as the `LocalSize`, as it reads
//!   `spirv.entry_point_abi`). Tessera's `tessera.*` attributes of the launch (the register
//!   tile) are copied onto the kernel.
//! - The host module gets `gpu.container_module`; the launch's grid and block sizes, computed
//!   on the host, become `gpu.launch_func`'s operands.

use crate::diag::{Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::gpu::build::{functions, i32_array, set_attr, set_prop, Builder, Ip};
use crate::ir::fxhash::FxHashSet;
use crate::ir::{AttrKind, Block, Context, Module, Op, OpSpec, Type, Value, ValueMap};
use crate::pass::PassOptions;

/// One outlined kernel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutlinedKernel {
    /// The `gpu.launch_func` that replaced the launch.
    pub launch_func: Op,
    /// The kernel `gpu.func`.
    pub func: Op,
    /// `module::func`.
    pub symbol: String,
    /// The launch that was outlined (now erased; for matching plans).
    pub launch: Op,
}

/// The pass entry point.
pub fn run(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    opts: &PassOptions,
) -> Result<bool, Diagnostics> {
    opts.check_known("gpu-kernel-outlining", &["data-layout-str"])
        .map_err(|e| Diagnostics::from(Diagnostic::error_at(ctx, m.op(anchor).loc, e)))?;
    Ok(!outline(ctx, m, anchor)?.is_empty())
}

/// Outlines every `gpu.launch` in the functions under `anchor` (a `builtin.module`).
pub fn outline(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
) -> Result<Vec<OutlinedKernel>, Diagnostics> {
    let mut out = Vec::new();
    let module_op = if m.op(anchor).kind == Some(OpKind::BuiltinModule) {
        anchor
    } else {
        match nearest_module(m, anchor) {
            Some(x) => x,
            None => return Ok(out),
        }
    };
    // The symbol names of the module, gathered once (outlining adds to them).
    let mut taken: FxHashSet<String> = symbols_in(ctx, m, module_op).into_iter().collect();
    for f in functions(m, anchor) {
        let mut launches = Vec::new();
        m.walk_pre(f, &mut |op| {
            if m.op(op).kind == Some(OpKind::GpuLaunch) {
                launches.push(op);
            }
        });
        let fname = symbol_name(ctx, m, f).unwrap_or_else(|| "func".to_string());
        // Kernel modules go just after the function, in launch order.
        let insert_pt = m.next_op(f);
        for launch in launches {
            out.push(outline_one(
                ctx, m, &mut taken, f, insert_pt, &fname, launch,
            )?);
        }
    }
    if !out.is_empty() {
        let u = ctx.unit_attr();
        set_attr(ctx, m, module_op, "gpu.container_module", u);
    }
    Ok(out)
}

fn nearest_module(m: &Module, op: Op) -> Option<Op> {
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        if m.op(p).kind == Some(OpKind::BuiltinModule) {
            return Some(p);
        }
        cur = m.parent_op(p);
    }
    None
}

/// The `sym_name` of an op.
pub fn symbol_name(ctx: &Context, m: &Module, op: Op) -> Option<String> {
    let a = crate::affine::ops::attr(ctx, m, op, "sym_name")?;
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// The names of the symbols directly in `module_op`.
fn symbols_in(ctx: &Context, m: &Module, module_op: Op) -> Vec<String> {
    let Some(b) = m.entry_block(module_op, 0) else {
        return Vec::new();
    };
    m.block_ops(b)
        .filter_map(|op| symbol_name(ctx, m, op))
        .collect()
}

/// Whether `v` is defined inside `op`.
fn inside(m: &Module, v: Value, op: Op) -> bool {
    !crate::gpu::build::defined_outside(m, v, op)
}

/// The values used in `op`'s regions and defined above it, in order of first use.
fn used_above(m: &Module, op: Op) -> Vec<Value> {
    // Values defined inside `op`: results of the ops nested in it and arguments of the
    // blocks of its regions and of the nested ops' regions (what `inside` answers, gathered
    // in one walk instead of an ancestor search per operand). A set sized by the launch,
    // not by the module: a table over every value of the module, made once per launch,
    // made outlining quadratic in the number of kernels.
    let mut defined: FxHashSet<Value> = FxHashSet::default();
    m.walk_pre(op, &mut |o| {
        if o != op {
            defined.extend(m.op(o).results().iter().copied());
        }
        for &r in m.op(o).regions() {
            for &b in m.region(r).blocks() {
                defined.extend(m.block(b).args().iter().copied());
            }
        }
    });
    let mut out: Vec<Value> = Vec::new();
    // `defined` doubles as the seen set: a value used above is added once reported.
    m.walk_pre(op, &mut |o| {
        if o == op {
            return;
        }
        for &v in m.op(o).operands() {
            if defined.insert(v) {
                out.push(v);
            }
        }
    });
    out
}

/// Whether `def` may be cloned into the launch (upstream's `isLikelyAnIndexComputation`),
/// given the values that will be available there.
fn sinkable(m: &Module, def: Op, launch: Op, depth: u32) -> bool {
    if depth > 8 {
        return false;
    }
    match m.op(def).kind {
        Some(OpKind::ArithConstant) => true,
        Some(OpKind::MemRefDim) => m
            .op(def)
            .operands()
            .iter()
            .all(|&v| match m.defining_op(v) {
                Some(d) if m.op(d).kind == Some(OpKind::ArithConstant) => true,
                Some(d) => sinkable(m, d, launch, depth + 1) || !inside(m, v, launch),
                None => true,
            }),
        _ => false,
    }
}

/// Clones the sinkable definitions of values used in `launch` into its entry block.
fn sink(m: &mut Module, launch: Op, entry: Block) {
    let mut vm = ValueMap::default();
    let mut sunk: Vec<Op> = Vec::new();
    let mut clones: Vec<Op> = Vec::new();
    // Repeat: a sunk memref.dim may expose its constant index.
    for _ in 0..4 {
        let mut changed = false;
        for v in used_above(m, launch) {
            let Some(def) = m.defining_op(v) else {
                continue;
            };
            if !sinkable(m, def, launch, 0) || sunk.contains(&def) {
                continue;
            }
            let c = m.clone_op(def, &mut vm);
            m.prepend_op(entry, c);
            clones.push(c);
            let nv = m.op(c).results()[0];
            m.replace_uses_where(v, nv, &|mm: &Module, u| {
                u.op != launch && mm.is_ancestor(launch, u.op)
            });
            sunk.push(def);
            changed = true;
        }
        if !changed {
            break;
        }
    }
    // Clones were prepended one by one, so a `memref.dim` may now sit above the constant
    // it reads: put the constants first, then the rest, each group in creation order.
    let (consts, rest): (Vec<Op>, Vec<Op>) = clones
        .into_iter()
        .partition(|&c| m.op(c).kind == Some(OpKind::ArithConstant));
    for &c in rest.iter().rev().chain(consts.iter().rev()) {
        m.detach(c);
        m.prepend_op(entry, c);
    }
}

fn outline_one(
    ctx: &mut Context,
    m: &mut Module,
    taken: &mut FxHashSet<String>,
    f: Op,
    insert_pt: Option<Op>,
    fname: &str,
    launch: Op,
) -> Result<OutlinedKernel, Diagnostics> {
    let loc = m.op(launch).loc;
    let Some(lbody) = m.entry_block(launch, 0) else {
        return Err(Diagnostic::error_at(ctx, loc, "gpu.launch without a body").into());
    };
    let seg = crate::affine::ops::segments(ctx, m, launch).unwrap_or_default();
    let operands = m.op(launch).operands().to_vec();
    if !matches!(seg.len(), 11 | 12)
        || seg.get(11).is_some_and(|&c| c != 0)
        || seg[0] != 0
        || seg[1..7].iter().any(|&c| c != 1)
        || seg[7..10].iter().any(|&c| c != 0)
    {
        return Err(Diagnostic::error_at(
            ctx,
            loc,
            "cannot outline an async or clustered gpu.launch",
        )
        .into());
    }
    let (grid, block) = (operands[0..3].to_vec(), operands[3..6].to_vec());
    let dyn_smem = (seg[10] == 1).then(|| operands[6]);
    sink(m, launch, lbody);
    let captured = used_above(m, launch);
    // The kernel module and function.
    let kname = format!("{fname}_kernel");
    let mut mod_name = kname.clone();
    let mut k = 0;
    while taken.contains(&mod_name) {
        mod_name = format!("{kname}_{k}");
        k += 1;
    }
    taken.insert(mod_name.clone());
    let fb = Builder::before(m, f);
    let gm = fb.create(ctx, m, "gpu.module", vec![], vec![], &[], 1);
    let sn = ctx.str_attr(&mod_name);
    set_prop(ctx, m, gm, "sym_name", sn);
    m.detach(gm);
    match (insert_pt, m.op(f).parent()) {
        (Some(p), _) => m.insert_before(p, gm),
        (None, Some(b)) => m.append_op(b, gm),
        (None, None) => m.insert_after(f, gm),
    }
    let gr = m.op(gm).regions()[0];
    let gb = m.add_block(gr);
    let arg_tys: Vec<Type> = captured.iter().map(|&v| m.value_type(v)).collect();
    let fty = ctx.function_type(arg_tys.clone(), vec![]);
    let fta = ctx.type_attr(fty);
    let kf = m.create_op(OpSpec {
        name: ctx.ident("gpu.func"),
        kind: Some(OpKind::GpuFunc),
        operands: vec![],
        result_types: vec![],
        props: vec![],
        attrs: vec![],
        successors: vec![],
        num_regions: 1,
        loc,
    });
    m.append_op(gb, kf);
    set_prop(ctx, m, kf, "function_type", fta);
    let ksn = ctx.str_attr(&kname);
    set_attr(ctx, m, kf, "sym_name", ksn);
    let unit = ctx.unit_attr();
    set_prop(ctx, m, kf, "kernel", unit);
    // Attributions.
    let nwg = crate::gpu::build::int_attr(ctx, m, launch, "workgroup_attributions")
        .unwrap_or(0)
        .max(0) as usize;
    let largs = m.block(lbody).args().to_vec();
    let attributions: Vec<Value> = largs.get(12..).map(|s| s.to_vec()).unwrap_or_default();
    let i64t = ctx.int_type(64);
    let nwa = ctx.int_attr(nwg as i128, i64t);
    set_attr(ctx, m, kf, "workgroup_attributions", nwa);
    let sizes: Option<Vec<i64>> = block
        .iter()
        .map(|&v| crate::gpu::build::const_of(ctx, m, v))
        .collect();
    if let Some(s) = sizes {
        let kb = i32_array(ctx, &s);
        set_prop(ctx, m, kf, "known_block_size", kb);
    }
    // Copy Tessera's own attributes.
    let tess: Vec<crate::ir::NamedAttr> = m
        .op(launch)
        .attrs
        .iter()
        .filter(|na| ctx.ident_str(na.name).starts_with("tessera."))
        .copied()
        .collect();
    m.op_mut(kf).attrs.extend(tess);
    let fr = m.op(kf).regions()[0];
    let entry = m.add_block(fr);
    let mut vm = ValueMap::default();
    for (&v, &t) in captured.iter().zip(&arg_tys) {
        let a = m.add_block_arg(entry, t);
        vm.values.insert(v, a);
    }
    // Images of the launch body's arguments: 12 ids, then the attributions.
    let mut arg_images: Vec<Value> = Vec::new();
    let mut attribution_args = Vec::new();
    for &a in &attributions {
        let t = m.value_type(a);
        attribution_args.push(m.add_block_arg(entry, t));
    }
    // Id ops for the launch's 12 configuration arguments.
    let eb = Builder {
        ip: Ip::End(entry),
        loc,
    };
    let it = ctx.index_type();
    // The three `#gpu<dim ..>` attributes, interned once for the 12 id ops.
    let dims = ["<dim x>", "<dim y>", "<dim z>"].map(|body| {
        ctx.attr(AttrKind::Opaque {
            dialect: "gpu".into(),
            body: body.into(),
            ty: None,
        })
    });
    for name in [
        "gpu.block_id",
        "gpu.thread_id",
        "gpu.grid_dim",
        "gpu.block_dim",
    ] {
        for da in dims {
            let op = eb.create(ctx, m, name, vec![], vec![it], &[("dimension", da)], 0);
            arg_images.push(m.op(op).results()[0]);
        }
    }
    // The body: the entry block's ops go to the kernel's entry block, other blocks
    // follow. It is moved, not cloned (a clone and the erasure of the original cost more
    // than the rest of the pass). The result is the IR a clone would give, use-lists
    // included: the body's uses of the captured values are dropped in the order the
    // erasure of the launch would drop them (below), and the use-lists of the kernel's
    // values are rebuilt in program order, as a clone creates them.
    let lregion = m.op(launch).regions()[0];
    let mut captured_uses: Vec<(Op, usize, Value)> = Vec::new();
    for o in m.collect_post(launch) {
        if o == launch {
            continue;
        }
        for (i, &v) in m.op(o).operands().iter().enumerate() {
            if let Some(&a) = vm.values.get(&v) {
                captured_uses.push((o, i, a));
            }
        }
    }
    m.take_region_blocks(lregion, fr);
    arg_images.extend(attribution_args);
    if let Some(&first) = m.region(fr).blocks().get(1) {
        let cloned_args = m.block(first).args().to_vec();
        for (a, &img) in cloned_args.into_iter().zip(&arg_images) {
            m.replace_all_uses(a, img);
        }
        m.splice_block(first, entry);
        m.erase_block(first);
    }
    for b in m.region(fr).blocks().to_vec() {
        if let Some(t) = m.last_op(b) {
            if m.op(t).kind == Some(OpKind::GpuTerminator) {
                let tl = m.op(t).loc;
                Builder {
                    ip: Ip::Before(t),
                    loc: tl,
                }
                .create(ctx, m, "gpu.return", vec![], vec![], &[], 0);
                m.erase_op(t);
            }
        }
    }
    // The launch_func.
    let (root, leaf) = (ctx.ident(&mod_name), ctx.ident(&kname));
    let sym = ctx.attr(AttrKind::SymbolRef {
        root,
        nested: vec![leaf],
    });
    let mut lf_ops = grid.clone();
    lf_ops.extend(&block);
    if let Some(d) = dyn_smem {
        lf_ops.push(d);
    }
    lf_ops.extend(&captured);
    let lseg = i32_array(
        ctx,
        &[
            0,
            1,
            1,
            1,
            1,
            1,
            1,
            0,
            0,
            0,
            i64::from(dyn_smem.is_some()),
            captured.len() as i64,
            0,
        ],
    );
    let lb = Builder::before(m, launch);
    let lf = lb.create(
        ctx,
        m,
        "gpu.launch_func",
        lf_ops,
        vec![],
        &[("kernel", sym), ("operandSegmentSizes", lseg)],
        0,
    );
    for (o, i, a) in captured_uses {
        m.set_operand(o, i, a);
    }
    m.erase_op(launch);
    let mut users: Vec<Op> = Vec::new();
    m.walk_pre(kf, &mut |o| {
        if o != kf {
            users.push(o);
        }
    });
    let mut kernel_values: Vec<Value> = Vec::new();
    let mut seen: FxHashSet<Value> = FxHashSet::default();
    for &o in &users {
        for &v in m.op(o).operands() {
            if seen.insert(v) {
                kernel_values.push(v);
            }
        }
    }
    m.rebuild_use_lists(&kernel_values, &users);
    Ok(OutlinedKernel {
        launch_func: lf,
        func: kf,
        symbol: format!("{mod_name}::{kname}"),
        launch,
    })
}

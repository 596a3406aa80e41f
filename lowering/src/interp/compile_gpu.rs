//! Compilation of `gpu` ops. A `gpu.launch` body becomes a function of its own whose
//! parameters are the values it captures from the enclosing function followed by the 12
//! launch-configuration block arguments; memory attributions are allocated by the launcher.

use crate::dialect::gpu::mma::MmaOp;
use crate::dialect::{GpuOp as G, OpKind};
use crate::ir::{Op, TypeKind, Value};

use super::compile::{defined_inside, FnC, RCtx, Sym};
use super::decode::{
    attr, enum_word, int_attr, memory_space, memref_info, red_kind_by_name, scalar_type, segments,
    split_segments, symbol_ref,
};
use super::inst::{Attribution, Func, GpuIdKind, GpuOp, Inst, KernelRef, MemOp, Slot, R};

/// The host-side `gpu` ops [`FnC::gpu_host_op`] compiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum HostGpu {
    /// `gpu.alloc`
    Alloc,
    /// `gpu.dealloc`
    Dealloc,
    /// `gpu.memcpy`
    Memcpy,
    /// `gpu.memset`
    Memset,
    /// `gpu.wait`, `gpu.host_register`, `gpu.host_unregister`, `gpu.set_default_device`:
    /// nothing to do on the CPU but their async token.
    TokenOnly,
}

/// The collectives [`FnC::gpu_collective`] compiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Collective {
    /// `gpu.rotate`
    Rotate,
    /// `gpu.ballot`
    Ballot,
    /// `gpu.subgroup_broadcast`
    Broadcast,
    /// `gpu.all_reduce` (on scalars)
    AllReduce,
}

impl FnC<'_, '_> {
    /// Records the memory attributions `vals` (the first `nwg` in workgroup memory).
    pub(crate) fn attributions(&mut self, op: Op, vals: &[Value], nwg: usize) {
        for (i, &v) in vals.iter().enumerate() {
            let ty = self.m.value_type(v);
            match memref_info(self.ctx, ty) {
                Ok((elem, Some(shape), layout)) if shape.iter().all(|&s| s >= 0) => {
                    let slot = self.obj(v);
                    self.f.attributions.push(Attribution {
                        slot,
                        elem,
                        shape,
                        layout,
                        workgroup: i < nwg,
                    });
                }
                _ => self
                    .b
                    .error(op, "memory attributions must be statically shaped memrefs"),
            }
        }
    }

    /// Compiles a gpu op.
    pub(crate) fn gpu_op(&mut self, op: Op, kind: OpKind) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let ops = d.operands().to_vec();
        let res = d.results().first().copied();
        let crate::dialect::DialectOp::Gpu(g) = kind.split() else {
            return self.error("internal: not a gpu op");
        };
        match g {
            G::GpuBarrier => {
                self.f.has_sync = true;
                self.emit(Inst::Barrier);
            }
            G::GpuSubgroupReduce => {
                let (Some(res), Some(&v)) = (res, ops.first()) else {
                    return;
                };
                let Some(t) = scalar_type(ctx, self.m.value_type(v)) else {
                    return self.unsupported(op, "vector operand");
                };
                let name = attr(ctx, d, "op")
                    .and_then(|a| enum_word(ctx, a))
                    .unwrap_or_default();
                let Some(k) = red_kind_by_name(&name, t.is_float()) else {
                    return self.unsupported(op, "unknown reduction");
                };
                let cluster = int_attr(ctx, d, "cluster_size").map(|s| {
                    (
                        s.max(1) as u32,
                        int_attr(ctx, d, "cluster_stride").unwrap_or(1).max(1) as u32,
                    )
                });
                self.f.has_sync = true;
                let (dd, vv) = (self.reg(res), self.reg(v));
                self.emit(Inst::Gpu(Box::new(GpuOp::SubgroupReduce {
                    d: dd,
                    v: vv,
                    kind: k,
                    t,
                    cluster,
                })));
            }
            G::GpuShuffle => {
                let results = d.results().to_vec();
                let (Some(&r0), [v, off, w]) = (results.first(), ops.as_slice()) else {
                    return self.error("gpu.shuffle needs a value, an offset and a width");
                };
                let Some(t) = scalar_type(ctx, self.m.value_type(*v)) else {
                    return self.unsupported(op, "vector operand");
                };
                let mode = match attr(ctx, d, "mode")
                    .and_then(|a| enum_word(ctx, a))
                    .as_deref()
                {
                    Some("xor") | Some("0") => 0,
                    Some("up") | Some("1") => 1,
                    Some("down") | Some("2") => 2,
                    Some("idx") | Some("3") => 3,
                    _ => return self.error("unknown gpu.shuffle mode"),
                };
                self.f.has_sync = true;
                let valid = results.get(1).map(|&x| self.reg(x));
                let g = GpuOp::Shuffle {
                    d: self.reg(r0),
                    valid,
                    v: self.reg(*v),
                    offset: self.reg(*off),
                    width: self.reg(*w),
                    mode,
                    t,
                };
                self.emit(Inst::Gpu(Box::new(g)));
            }
            G::GpuRotate => self.gpu_collective(op, Collective::Rotate),
            G::GpuBallot => self.gpu_collective(op, Collective::Ballot),
            G::GpuSubgroupBroadcast => self.gpu_collective(op, Collective::Broadcast),
            G::GpuAllReduce => self.gpu_collective(op, Collective::AllReduce),
            // Bound by the launcher, per workgroup (see `Func::dyn_smem`).
            G::GpuDynamicSharedMemory => {
                if let Some(res) = res {
                    let slot = self.obj(res);
                    self.f.dyn_smem.push(slot);
                }
            }
            G::GpuPrintf => self.gpu_printf(op),
            G::GpuWarpExecuteOnLane0 => self.gpu_warp(op),
            G::GpuSubgroupMmaLoadMatrix => self.gpu_mma(op, MmaOp::Load),
            G::GpuSubgroupMmaStoreMatrix => self.gpu_mma(op, MmaOp::Store),
            G::GpuSubgroupMmaCompute => self.gpu_mma(op, MmaOp::Compute),
            G::GpuSubgroupMmaConstantMatrix => self.gpu_mma(op, MmaOp::Constant),
            G::GpuSubgroupMmaElementwise => self.gpu_mma(op, MmaOp::Elementwise),
            G::GpuSubgroupMmaExtractThreadLocal => self.gpu_mma(op, MmaOp::Extract),
            G::GpuSubgroupMmaInsertThreadLocal => self.gpu_mma(op, MmaOp::Insert),
            G::GpuInitializeNamedBarrier => self.unsupported(
                op,
                "named barriers (a barrier over part of a workgroup) are not interpreted",
            ),
            G::GpuLaunch => self.gpu_launch(op),
            G::GpuLaunchFunc => self.gpu_launch_func(op),
            G::GpuAlloc => self.gpu_host_op(op, HostGpu::Alloc),
            G::GpuDealloc => self.gpu_host_op(op, HostGpu::Dealloc),
            G::GpuMemcpy => self.gpu_host_op(op, HostGpu::Memcpy),
            G::GpuMemset => self.gpu_host_op(op, HostGpu::Memset),
            G::GpuWait | G::GpuHostRegister | G::GpuHostUnregister | G::GpuSetDefaultDevice => {
                self.gpu_host_op(op, HostGpu::TokenOnly)
            }
            // Calls into a sparse library (cuSPARSE / cuSPARSELt upstream), which the
            // interpreter does not have: they parse, print and verify only.
            G::GpuCreateDnTensor
            | G::GpuDestroyDnTensor
            | G::GpuCreateCoo
            | G::GpuCreateCooAos
            | G::GpuCreateCsr
            | G::GpuCreateCsc
            | G::GpuCreateBsr
            | G::GpuCreate2to4Spmat
            | G::GpuDestroySpMat
            | G::GpuSpgemmCreateDescr
            | G::GpuSpgemmDestroyDescr
            | G::GpuSpmatGetSize
            | G::GpuSetCsrPointers
            | G::GpuSpmvBufferSize
            | G::GpuSpmv
            | G::GpuSddmmBufferSize
            | G::GpuSddmm
            | G::GpuSpmmBufferSize
            | G::GpuSpmm
            | G::GpuSpgemmWorkEstimationOrCompute
            | G::GpuSpgemmCopy => {
                self.unsupported(op, "a sparse library call; it is only parsed and verified")
            }
            G::GpuThreadId => self.gpu_id(op, GpuIdKind::ThreadId),
            G::GpuBlockId => self.gpu_id(op, GpuIdKind::BlockId),
            G::GpuBlockDim => self.gpu_id(op, GpuIdKind::BlockDim),
            G::GpuGridDim => self.gpu_id(op, GpuIdKind::GridDim),
            G::GpuGlobalId => self.gpu_id(op, GpuIdKind::GlobalId),
            G::GpuLaneId => self.gpu_id(op, GpuIdKind::LaneId),
            G::GpuSubgroupId => self.gpu_id(op, GpuIdKind::SubgroupId),
            G::GpuSubgroupSize => self.gpu_id(op, GpuIdKind::SubgroupSize),
            G::GpuNumSubgroups => self.gpu_id(op, GpuIdKind::NumSubgroups),
            // No clusters: a cluster is one block.
            G::GpuClusterId => self.gpu_id(op, GpuIdKind::BlockId),
            G::GpuClusterDim => self.gpu_id(op, GpuIdKind::GridDim),
            G::GpuClusterBlockId | G::GpuClusterDimBlocks => {
                if let Some(res) = res {
                    let r = self.reg(res);
                    self.f.reg_init[r as usize] = u64::from(g == G::GpuClusterDimBlocks);
                }
            }
            // Compiled with their parent (module, function, launch body: terminators end
            // the blocks that hold them), or as the symbol table they are (`compile.rs`).
            G::GpuModule
            | G::GpuFunc
            | G::GpuBinary
            | G::GpuReturn
            | G::GpuTerminator
            | G::GpuYield => self.unsupported(op, "misplaced"),
        }
    }

    /// An id or size query (`gpu.thread_id`, ...): its `dimension` of `kind`.
    fn gpu_id(&mut self, op: Op, kind: GpuIdKind) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let Some(&res) = d.results().first() else {
            return;
        };
        let dim = match attr(ctx, d, "dimension")
            .and_then(|a| enum_word(ctx, a))
            .as_deref()
        {
            Some("y") | Some("1") => 1,
            Some("z") | Some("2") => 2,
            _ => 0,
        };
        let r = self.reg(res);
        self.emit(Inst::GpuId { d: r, kind, dim });
    }

    /// `gpu.rotate`, `gpu.ballot`, `gpu.subgroup_broadcast` and `gpu.all_reduce` on
    /// scalars: collectives that the scheduler performs once every invocation of the
    /// subgroup (the workgroup for `all_reduce`) has reached them.
    #[inline(never)]
    fn gpu_collective(&mut self, op: Op, kind: Collective) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let ops = d.operands().to_vec();
        let results = d.results().to_vec();
        let (Some(&r0), Some(&v)) = (results.first(), ops.first()) else {
            return self.error("a gpu collective needs an operand and a result");
        };
        let vt = self.m.value_type(v);
        let g = match kind {
            Collective::Ballot => {
                let bits = match ctx.type_kind(self.m.value_type(r0)) {
                    crate::ir::TypeKind::Integer { width, .. } if *width <= 64 => *width as u8,
                    _ => return self.unsupported(op, "a ballot wider than 64 bits"),
                };
                GpuOp::Ballot {
                    d: self.reg(r0),
                    p: self.reg(v),
                    bits,
                }
            }
            Collective::Rotate => {
                let Some(t) = scalar_type(ctx, vt) else {
                    return self.unsupported(op, "vector operand");
                };
                let (Some(offset), Some(width)) =
                    (int_attr(ctx, d, "offset"), int_attr(ctx, d, "width"))
                else {
                    return self.error("gpu.rotate needs an offset and a width");
                };
                let valid = results.get(1).map(|&x| self.reg(x));
                GpuOp::Rotate {
                    d: self.reg(r0),
                    valid,
                    v: self.reg(v),
                    offset: offset.clamp(0, u32::MAX as i64) as u32,
                    width: width.clamp(1, u32::MAX as i64) as u32,
                    t,
                }
            }
            Collective::Broadcast => {
                if scalar_type(ctx, vt).is_none() {
                    return self.unsupported(op, "vector operand");
                }
                let lane = ops.get(1).map(|&l| self.reg(l));
                GpuOp::Broadcast {
                    d: self.reg(r0),
                    v: self.reg(v),
                    lane,
                }
            }
            Collective::AllReduce => {
                let Some(t) = scalar_type(ctx, vt) else {
                    return self.unsupported(op, "vector operand");
                };
                let k = match crate::dialect::gpu::all_reduce_kind(ctx, self.m, op) {
                    Ok(k) => k,
                    Err(e) => return self.unsupported(op, &e),
                };
                let Some(k) = red_kind_by_name(k, t.is_float()) else {
                    return self.unsupported(op, "unknown reduction");
                };
                GpuOp::AllReduce {
                    d: self.reg(r0),
                    v: self.reg(v),
                    kind: k,
                    t,
                }
            }
        };
        self.f.has_sync = true;
        self.emit(Inst::Gpu(Box::new(g)));
    }

    /// The host-side memory ops: `gpu.alloc`/`dealloc`/`memcpy`/`memset` as their `memref`
    /// counterparts (the host and the device share the interpreter's memory), and
    /// `gpu.wait`, `host_register`, `host_unregister` and `set_default_device` as no-ops
    /// (execution is synchronous, so every async token is complete when it is made; a
    /// token result is 0 as `gpu.launch_func`'s).
    #[inline(never)]
    fn gpu_host_op(&mut self, op: Op, kind: HostGpu) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let ops = d.operands().to_vec();
        let results = d.results().to_vec();
        let is_token =
            |v: &Value| crate::dialect::gpu::verify::is_async_token(ctx, self.m.value_type(*v));
        // The operands after the leading async dependencies.
        let rest: Vec<Value> = ops.iter().copied().skip_while(|v| is_token(v)).collect();
        let token = results.iter().copied().find(|v| is_token(v));
        let mop = match kind {
            HostGpu::Alloc => {
                let Some(&res) = results.first() else { return };
                let ty = self.m.value_type(res);
                let (elem, shape, layout) = match memref_info(ctx, ty) {
                    Ok((e, Some(s), l)) => (e, s, l),
                    Ok(_) => return self.error("gpu.alloc of an unranked memref"),
                    Err(e) => return self.unsupported(op, &e),
                };
                let rg = match segments(ctx, d) {
                    Some(s) if s.len() == 3 => split_segments(&s, ops.len()),
                    _ => None,
                };
                let Some(rg) = rg else {
                    return self.error("gpu.alloc operands do not match operandSegmentSizes");
                };
                let Some(shape) = self.mixed(&shape, &ops[rg[1].clone()]) else {
                    return self.error("gpu.alloc needs one operand per dynamic dimension");
                };
                let syms = ops[rg[2].clone()].iter().map(|&v| self.reg(v)).collect();
                let dd = self.obj(res);
                Some(MemOp::Alloc {
                    d: dd,
                    elem,
                    shape,
                    syms,
                    layout,
                    stack: false,
                    space: memory_space(ctx, ty),
                })
            }
            HostGpu::Dealloc => {
                let [m] = rest[..] else {
                    return self.error("gpu.dealloc needs one memref");
                };
                Some(MemOp::Dealloc {
                    m: self.obj(m),
                    op: "gpu.dealloc",
                })
            }
            HostGpu::Memcpy => {
                let [dst, src] = rest[..] else {
                    return self.error("gpu.memcpy needs a destination and a source");
                };
                Some(MemOp::Copy {
                    s: self.obj(src),
                    t: self.obj(dst),
                    op: "gpu.memcpy",
                })
            }
            HostGpu::Memset => {
                let [dst, v] = rest[..] else {
                    return self.error("gpu.memset needs a destination and a value");
                };
                if scalar_type(ctx, self.m.value_type(v)).is_none() {
                    return self.unsupported(op, "vector value");
                }
                Some(MemOp::Fill {
                    m: self.obj(dst),
                    v: self.reg(v),
                })
            }
            HostGpu::TokenOnly => None,
        };
        if let Some(mop) = mop {
            self.emit(Inst::Mem(Box::new(mop)));
        }
        if let Some(t) = token {
            let (d, zero) = (self.reg(t), self.const_reg(0));
            self.emit(Inst::Mov { d, s: zero });
        }
    }

    fn token(&mut self, op: Op) -> Option<R> {
        let d = self.m.op(op);
        let res = d.results().first().copied()?;
        Some(self.reg(res))
    }

    fn gpu_launch(&mut self, op: Op) {
        let (ctx, m) = (self.ctx, self.m);
        let d = m.op(op);
        let ops = d.operands().to_vec();
        let rg = match segments(ctx, d) {
            Some(s) if matches!(s.len(), 8 | 11 | 12) => split_segments(&s, ops.len()),
            None if ops.len() == 6 || ops.len() == 7 => {
                Some((0..ops.len()).map(|i| i..i + 1).collect())
            }
            _ => None,
        };
        let Some(rg) = rg else {
            return self.error("gpu.launch without valid operandSegmentSizes");
        };
        let base = if rg.len() >= 8 { 1 } else { 0 };
        if rg.len() >= 11 && rg[7..10].iter().any(|r| !r.is_empty()) {
            return self.unsupported(op, "thread block clusters");
        }
        let sizes: Vec<R> = (0..6)
            .filter_map(|i| {
                rg.get(base + i)
                    .and_then(|r| ops.get(r.start))
                    .map(|&v| self.reg(v))
            })
            .collect();
        if sizes.len() != 6 {
            return self.error("gpu.launch needs grid and block sizes");
        }
        let dyn_i = match rg.len() {
            11 | 12 => 10,
            8 => 7,
            _ => 6,
        };
        let dyn_shmem = rg
            .get(dyn_i)
            .and_then(|r| r.clone().next())
            .and_then(|j| ops.get(j))
            .map(|&v| self.reg(v));
        let Some(&body) = d.regions().first() else {
            return;
        };
        let Some(entry) = m.region(body).blocks().first().copied() else {
            return;
        };
        let args = m.block(entry).args().to_vec();
        if args.len() < 12 {
            return self.error("gpu.launch body needs 12 launch-configuration arguments");
        }
        let nwg = int_attr(ctx, d, "workgroup_attributions")
            .unwrap_or(0)
            .max(0) as usize;
        // Values the body uses from outside.
        let mut captures: Vec<Value> = Vec::new();
        m.walk_pre(op, &mut |o| {
            if o == op {
                return;
            }
            for &v in m.op(o).operands() {
                if !defined_inside(m, v, op) && !captures.contains(&v) {
                    captures.push(v);
                }
            }
        });
        let fid = self.b.prog.funcs.len() as u32;
        let name = format!("{}::gpu.launch#{}", self.f.name, fid);
        self.b.prog.funcs.push(Func {
            name: name.clone(),
            ..Func::default()
        });
        let scope = self.scope;
        let outer: Vec<Slot> = self.slots_of(&captures);
        let func = {
            let mut inner = FnC::new(self.b, scope, name);
            inner.set_loc(op);
            for &v in captures.iter().chain(&args[..12]) {
                let s = inner.slot(v);
                inner.f.params.push(s);
            }
            inner.attributions(op, &args[12..], nwg);
            inner.region(body, &RCtx::Func);
            inner.finish()
        };
        if let Some(f) = self.b.prog.funcs.get_mut(fid as usize) {
            *f = func;
        }
        let token = self.token(op);
        let g = GpuOp::Launch {
            body: fid,
            grid: [sizes[0], sizes[1], sizes[2]],
            block: [sizes[3], sizes[4], sizes[5]],
            dyn_shmem,
            captures: outer,
            token,
        };
        self.emit(Inst::Gpu(Box::new(g)));
    }

    /// `gpu.printf`: a runtime call that formats its scalar arguments with the format
    /// compiled here (`interp/printf.rs`); a format it cannot print is refused.
    #[inline(never)]
    fn gpu_printf(&mut self, op: Op) {
        use super::printf::{ArgKind, Format};
        let (ctx, d) = (self.ctx, self.m.op(op));
        let fmt = match attr(ctx, d, "format").map(|a| ctx.attr_kind(a)) {
            Some(crate::ir::AttrKind::String { value, .. }) => value.clone(),
            _ => return self.error("gpu.printf without a string 'format'"),
        };
        let ops = d.operands().to_vec();
        let mut kinds = Vec::with_capacity(ops.len());
        for &v in &ops {
            let t = self.m.value_type(v);
            let k = match (ctx.type_kind(t), scalar_type(ctx, t)) {
                (TypeKind::Index, _) => ArgKind::Index,
                (TypeKind::Integer { width, signedness }, Some(_)) => {
                    let w = u8::try_from(*width).unwrap_or(64);
                    if *signedness == crate::ir::Signedness::Unsigned {
                        ArgKind::Unsigned(w)
                    } else {
                        ArgKind::Signed(w)
                    }
                }
                (TypeKind::Float(_), Some(s)) => ArgKind::Float(s),
                _ => return self.unsupported(op, "an argument of an unsupported type"),
            };
            kinds.push(k);
        }
        let format = match Format::parse(&fmt, &kinds) {
            Ok(f) => f,
            Err(why) => return self.unsupported(op, &format!("its format has {why}")),
        };
        let args = ops.iter().map(|&v| self.slot(v)).collect();
        let id = self.f.rtcalls.len() as u32;
        self.f.rtcalls.push(super::inst::RtCall {
            func: super::runtime::RtFunc::GpuPrintf,
            args,
            rets: Vec::new(),
            print: None,
            printf: Some(Box::new(format)),
        });
        self.emit(Inst::CallRt { id });
    }

    fn gpu_launch_func(&mut self, op: Op) {
        let (ctx, d) = (self.ctx, self.m.op(op));
        let ops = d.operands().to_vec();
        let Some(parts) = attr(ctx, d, "kernel").and_then(|a| symbol_ref(ctx, a)) else {
            return self.error("gpu.launch_func without a 'kernel'");
        };
        let rg = match segments(ctx, d) {
            Some(s) if [9, 12, 13].contains(&s.len()) => split_segments(&s, ops.len()),
            None if ops.len() >= 6 => {
                let mut v: Vec<std::ops::Range<usize>> = Vec::new();
                v.push(0..0);
                v.extend((0..6).map(|i| i..i + 1));
                v.push(6..6);
                v.push(6..ops.len());
                Some(v)
            }
            _ => None,
        };
        let Some(rg) = rg else {
            return self.error("gpu.launch_func without valid operandSegmentSizes");
        };
        if rg.len() >= 12 && rg[7..10].iter().any(|r| !r.is_empty()) {
            return self.unsupported(op, "thread block clusters");
        }
        if rg.len() == 13 && !rg[12].is_empty() {
            return self.unsupported(op, "async objects");
        }
        let (dyn_i, args_i) = if rg.len() == 9 { (7, 8) } else { (10, 11) };
        let sizes: Vec<R> = (1..7)
            .filter_map(|i| {
                rg[i]
                    .clone()
                    .next()
                    .and_then(|j| ops.get(j))
                    .map(|&v| self.reg(v))
            })
            .collect();
        if sizes.len() != 6 {
            return self.error("gpu.launch_func needs grid and block sizes");
        }
        let dyn_shmem = rg[dyn_i].clone().next().map(|j| self.reg(ops[j]));
        let args = self.slots_of(&ops[rg[args_i].clone()]);
        if let Some(Sym::Binary) = self
            .b
            .resolve(self.scope, parts.get(..1).unwrap_or_default())
        {
            let why = format!(
                "its kernel @{} is in a gpu.binary, serialized objects for another runtime \
                 that Tessera cannot run",
                parts.join("::@")
            );
            return self.unsupported(op, &why);
        }
        let func = match self.b.resolve(self.scope, &parts) {
            Some(Sym::Func(id)) => Some(id),
            _ => None,
        };
        let token = self.token(op);
        let g = GpuOp::LaunchFunc {
            kernel: KernelRef {
                name: parts.join("::"),
                func,
            },
            grid: [sizes[0], sizes[1], sizes[2]],
            block: [sizes[3], sizes[4], sizes[5]],
            args,
            dyn_shmem,
            token,
        };
        self.emit(Inst::Gpu(Box::new(g)));
    }
}

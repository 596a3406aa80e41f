//! GPU execution on the CPU, and the embedder hooks.
//!
//! `gpu.launch` and `gpu.launch_func` run their body or kernel once per invocation of a
//! grid of workgroups. Workgroup memory attributions are allocated once per workgroup and
//! shared by its invocations; private attributions once per invocation.
//!
//! Kernels that cannot synchronise (no `gpu.barrier`, `gpu.subgroup_reduce` or
//! `gpu.shuffle` in them or their callees) run one invocation after the other. Otherwise
//! every invocation of a workgroup is a resumable [`Thread`]: the scheduler runs each until
//! it completes or stops at a synchronising op, then
//!
//! - resolves subgroup collectives whose whole subgroup waits at the same op,
//!   (subgroups are runs of [`Config::subgroup_size`](super::Config) consecutive
//!   invocations in linear order, x fastest; the last one is partial when the workgroup's
//!   invocation count is not a multiple of the size: its missing lanes are inactive, so
//!   reductions combine only the active lanes and a shuffle from a missing lane is
//!   invalid and reads [`shuffle_poison`]),
//! - releases a barrier when every invocation of the workgroup waits at the same barrier,
//! - and reports "reached by only some invocations" otherwise (divergent barriers or
//!   collectives), at the op where the waiting invocations stopped.
//!
//! [`Hooks`] lets an embedder take over allocations and `gpu.launch_func` (the host runtime
//! dispatches kernels to a real GPU this way); by default everything runs here.

use std::sync::Arc;

use super::compile_cf::red_sop;
use super::errors::{fault, FResult, Fault};
use super::exec::{read, Exec, GpuCtx, Stop, Thread, Val};
use super::inst::{GpuOp, Inst, Obj, RedKind, ValType, R};
use super::memory::{BufferId, BufferKind, MemRefDesc, Memory};
use super::race::{Order, RaceLog};
use super::scalar;
use super::value::{RtValue, VectorValue};

/// A `gpu.launch_func` as seen by [`Hooks::launch_func`].
#[derive(Debug)]
pub struct LaunchRequest<'a> {
    /// The kernel symbol, `module::func`.
    pub kernel: &'a str,
    /// Number of workgroups in x, y, z.
    pub grid: [u64; 3],
    /// Workgroup size in x, y, z.
    pub block: [u64; 3],
    /// Bytes of dynamic workgroup memory.
    pub dynamic_shared_memory: u32,
    /// Kernel arguments; memrefs refer to buffers of the [`Memory`] passed alongside.
    pub args: &'a [RtValue],
}

/// A `memref.alloc` as seen by [`Hooks::alloc`].
#[derive(Debug)]
pub struct AllocRequest<'a> {
    /// Bytes needed (the physical size for affine-map layouts).
    pub bytes: usize,
    /// Element type.
    pub elem: super::value::Scalar,
    /// Logical sizes.
    pub sizes: &'a [i64],
    /// The memref type's memory space (`1`, `global`, …), if any.
    pub memory_space: Option<&'a str>,
}

/// What [`Hooks::launch_func`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LaunchOutcome {
    /// The embedder ran the kernel.
    Handled,
    /// Run the kernel on the CPU interpreter.
    RunOnCpu,
}

/// Embedder hooks. The defaults keep everything on the CPU.
pub trait Hooks {
    /// Called for each `gpu.launch_func` before it runs on the CPU.
    fn launch_func(
        &mut self,
        _mem: &mut Memory,
        _req: &LaunchRequest<'_>,
    ) -> Result<LaunchOutcome, String> {
        Ok(LaunchOutcome::RunOnCpu)
    }
    /// Called for each `memref.alloc` (not `alloca`); return a buffer of at least
    /// `req.bytes` bytes registered in `mem` (for instance with
    /// [`Memory::add_device_buffer`]) to place it yourself, or `None` for host memory.
    fn alloc(
        &mut self,
        _mem: &mut Memory,
        _req: &AllocRequest<'_>,
    ) -> Result<Option<BufferId>, String> {
        Ok(None)
    }
}

/// The default hooks: everything on the CPU.
#[derive(Debug, Default, Clone, Copy)]
pub struct CpuHooks;

impl Hooks for CpuHooks {}

/// Converts an internal value to an API value of type `t`.
pub(crate) fn to_rt(v: &Val, t: Option<&ValType>, func_name: &dyn Fn(u64) -> String) -> RtValue {
    match (v, t) {
        (Val::R(b), Some(ValType::Scalar(s))) => RtValue::from_bits(*s, *b),
        (Val::R(b), Some(ValType::Func)) => RtValue::Func(func_name(*b)),
        (Val::R(b), None) => RtValue::Int {
            value: *b as i64,
            width: 64,
        },
        (Val::R(_), _) => RtValue::Token,
        (Val::O(Obj::MemRef(m)), _) => RtValue::MemRef((**m).clone()),
        (Val::O(Obj::Vector(v)), Some(ValType::Vector { elem, shape })) => {
            RtValue::Vector(VectorValue {
                elem: *elem,
                shape: shape.clone(),
                bits: v.to_vec(),
            })
        }
        (Val::O(Obj::Vector(v)), _) => RtValue::Vector(VectorValue {
            elem: super::value::Scalar::Int(64),
            shape: vec![v.len() as i64],
            bits: v.to_vec(),
        }),
        (Val::O(Obj::Undef), _) => RtValue::Token,
    }
}

fn dims(regs: &[u64], r: &[R; 3], what: &str) -> FResult<[i64; 3]> {
    let mut out = [0i64; 3];
    for k in 0..3 {
        let v = regs[r[k] as usize] as i64;
        if !(0..=i32::MAX as i64).contains(&v) {
            return fault(format!("invalid {what} size {v}"));
        }
        out[k] = v;
    }
    Ok(out)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum St {
    Run,
    Wait,
    Done,
}

impl Exec<'_> {
    /// Runs `gpu.launch` / `gpu.launch_func`.
    pub(crate) fn launch(&mut self, op: &GpuOp, regs: &mut [u64], objs: &mut [Obj]) -> FResult<()> {
        match op {
            GpuOp::Launch {
                body,
                grid,
                block,
                dyn_shmem,
                captures,
                token,
            } => {
                let (g, b) = (dims(regs, grid, "grid")?, dims(regs, block, "block")?);
                let caps: Vec<Val> = captures.iter().map(|&s| read(regs, objs, s)).collect();
                let make = |c: &GpuCtx| -> Vec<Val> {
                    let mut a = caps.clone();
                    for x in c.bid.iter().chain(&c.tid).chain(&c.gdim).chain(&c.bdim) {
                        a.push(Val::R(*x as u64));
                    }
                    a
                };
                let smem = dyn_shmem.map_or(0, |r| regs[r as usize] as i64);
                self.run_grid(*body, g, b, smem, &make)?;
                if let Some(t) = token {
                    regs[*t as usize] = 0;
                }
            }
            GpuOp::LaunchFunc {
                kernel,
                grid,
                block,
                args,
                dyn_shmem,
                token,
            } => {
                let (g, b) = (dims(regs, grid, "grid")?, dims(regs, block, "block")?);
                let argv: Vec<Val> = args.iter().map(|&s| read(regs, objs, s)).collect();
                let prog = self.prog;
                let types = kernel
                    .func
                    .and_then(|f| prog.funcs.get(f as usize))
                    .map(|f| &f.param_types);
                let fname = |id: u64| {
                    prog.funcs
                        .get(id as usize)
                        .map(|f| f.name.clone())
                        .unwrap_or_default()
                };
                let rt: Vec<RtValue> = argv
                    .iter()
                    .enumerate()
                    .map(|(i, v)| to_rt(v, types.and_then(|t| t.get(i)), &fname))
                    .collect();
                let req = LaunchRequest {
                    kernel: &kernel.name,
                    grid: g.map(|x| x as u64),
                    block: b.map(|x| x as u64),
                    dynamic_shared_memory: dyn_shmem.map(|r| regs[r as usize] as u32).unwrap_or(0),
                    args: &rt,
                };
                let outcome = self.hooks.launch_func(self.mem, &req).map_err(Fault::new)?;
                if outcome == LaunchOutcome::RunOnCpu {
                    let Some(f) = kernel.func else {
                        return fault(format!(
                            "gpu.launch_func of unknown kernel @{}",
                            kernel.name.replace("::", "::@")
                        ));
                    };
                    let smem = dyn_shmem.map_or(0, |r| regs[r as usize] as i64);
                    self.run_grid(f, g, b, smem, &|_| argv.clone())?;
                }
                if let Some(t) = token {
                    regs[*t as usize] = 0;
                }
            }
            _ => return fault("internal: not a launch"),
        }
        Ok(())
    }

    fn spawn(
        &mut self,
        func: u32,
        ctx: GpuCtx,
        args: Vec<Val>,
        wg: &[(u32, Arc<MemRefDesc>)],
    ) -> FResult<Thread> {
        // Each invocation counts against the step limit, so a huge grid of empty
        // invocations ends too.
        self.tick()?;
        let mut fr = self.new_frame(func, args)?;
        for (slot, d) in wg {
            fr.objs[*slot as usize] = Obj::MemRef(d.clone());
        }
        let prog = self.prog;
        for a in prog.funcs[func as usize]
            .attributions
            .iter()
            .filter(|a| !a.workgroup)
        {
            let d =
                self.mem
                    .alloc_with_layout(a.elem, &a.shape, &a.layout, &[], BufferKind::Stack)?;
            fr.stack_bufs.push(d.buffer);
            fr.objs[a.slot as usize] = Obj::MemRef(Arc::new(d));
        }
        Ok(Thread {
            frames: vec![fr],
            gpu: ctx,
        })
    }

    /// Runs `func` once per invocation of a `grid` of `block`-sized workgroups.
    pub(crate) fn run_grid(
        &mut self,
        func: u32,
        grid: [i64; 3],
        block: [i64; 3],
        dyn_smem: i64,
        make_args: &dyn Fn(&GpuCtx) -> Vec<Val>,
    ) -> FResult<()> {
        let prog = self.prog;
        if prog.funcs.get(func as usize).is_none() {
            return fault("launch of an unknown function");
        }
        let per_group = block
            .iter()
            .try_fold(1i64, |a, &x| a.checked_mul(x))
            .unwrap_or(i64::MAX);
        if per_group > self.cfg.max_workgroup_size as i64 {
            return fault(format!(
                "workgroup of {per_group} invocations exceeds the interpreter's limit of {}",
                self.cfg.max_workgroup_size
            ));
        }
        if per_group == 0 || grid.contains(&0) {
            return Ok(());
        }
        let sync = prog.sync.get(func as usize).copied().unwrap_or(true);
        let sg = self.cfg.subgroup_size.max(1) as i64;
        let Some(groups) = grid.iter().try_fold(1u64, |a, &x| a.checked_mul(x as u64)) else {
            return fault(format!(
                "grid of [{}] workgroups is too large",
                super::memory::join(&grid)
            ));
        };
        // A launch inside a launch (through a call) keeps its caller's log aside.
        let outer = self.race.take();
        if self.cfg.race_check {
            match RaceLog::new(grid, block) {
                Ok(log) => self.race = Some(Box::new(log)),
                Err(e) => {
                    self.race = outer;
                    return Err(e);
                }
            }
        }
        let nth = self.cfg.order.nth_of(groups);
        let mut res = Ok(());
        for k in 0..groups {
            let lin = nth(k);
            let (g0, g1) = (grid[0] as u64, grid[1] as u64);
            let (bx, by, bz) = (lin % g0, (lin / g0) % g1, lin / (g0 * g1));
            if let Some(log) = self.race.as_deref_mut() {
                log.wg = lin as u32;
                log.epoch = 0;
            }
            let base = GpuCtx {
                tid: [0; 3],
                bid: [bx as i64, by as i64, bz as i64],
                bdim: block,
                gdim: grid,
                sg_size: sg,
                dyn_smem,
            };
            res = self.run_group(func, base, sync, make_args);
            if res.is_err() {
                break;
            }
        }
        self.race = outer;
        res
    }

    /// Runs the workgroup `base.bid` of a launch of `func`, with its workgroup memory.
    fn run_group(
        &mut self,
        func: u32,
        base: GpuCtx,
        sync: bool,
        make_args: &dyn Fn(&GpuCtx) -> Vec<Val>,
    ) -> FResult<()> {
        let prog = self.prog;
        let Some(f) = prog.funcs.get(func as usize) else {
            return fault("launch of an unknown function");
        };
        let mut wg = Vec::new();
        let mut wg_bufs = Vec::new();
        let mut res = Ok(());
        if !f.dyn_smem.is_empty() {
            let n = base.dyn_smem.max(0);
            match self.mem.alloc_with_layout(
                super::value::Scalar::Int(8),
                &[n],
                &super::memory::LayoutSpec::Identity,
                &[],
                BufferKind::Workgroup,
            ) {
                Ok(d) => {
                    wg_bufs.push(d.buffer);
                    let d = Arc::new(d);
                    for &slot in &f.dyn_smem {
                        wg.push((slot, d.clone()));
                    }
                }
                Err(e) => res = Err(e),
            }
        }
        for a in f.attributions.iter().filter(|a| a.workgroup && res.is_ok()) {
            match self.mem.alloc_with_layout(
                a.elem,
                &a.shape,
                &a.layout,
                &[],
                BufferKind::Workgroup,
            ) {
                Ok(d) => {
                    wg_bufs.push(d.buffer);
                    wg.push((a.slot, Arc::new(d)));
                }
                Err(e) => {
                    res = Err(e);
                    break;
                }
            }
        }
        if res.is_ok() {
            res = if sync {
                self.run_group_sync(func, base, make_args, &wg)
            } else {
                self.run_group_seq(func, base, make_args, &wg)
            };
        }
        for b in wg_bufs {
            let _ = self.mem.free(b);
        }
        res
    }

    fn contexts(base: GpuCtx) -> impl Iterator<Item = GpuCtx> {
        let b = base.bdim;
        (0..b[2]).flat_map(move |z| {
            (0..b[1]).flat_map(move |y| {
                (0..b[0]).map(move |x| GpuCtx {
                    tid: [x, y, z],
                    ..base
                })
            })
        })
    }

    fn run_group_seq(
        &mut self,
        func: u32,
        base: GpuCtx,
        make_args: &dyn Fn(&GpuCtx) -> Vec<Val>,
        wg: &[(u32, Arc<MemRefDesc>)],
    ) -> FResult<()> {
        let b = base.bdim;
        let n = (b[0] * b[1] * b[2]) as usize;
        let order = self.cfg.order;
        let perm = (order != Order::Forward).then(|| order.permutation(n, salt(&base)));
        for k in 0..n {
            let i = perm.as_ref().map_or(k, |p| p[k]);
            let l = i as i64;
            let ctx = GpuCtx {
                tid: [l % b[0], (l / b[0]) % b[1], l / (b[0] * b[1])],
                ..base
            };
            if let Some(log) = self.race.as_deref_mut() {
                log.inv = i as u32;
            }
            let mut th = self.spawn(func, ctx, make_args(&ctx), wg)?;
            match self.run(&mut th) {
                Ok(Stop::Done(_)) => {}
                Ok(Stop::Sync) => {
                    let mut e = Fault::new(
                        "internal: unexpected synchronisation in a kernel without barriers",
                    );
                    Exec::locate(&th, &mut e);
                    return Err(e);
                }
                Err(mut e) => {
                    Exec::locate(&th, &mut e);
                    return Err(e);
                }
            }
        }
        Ok(())
    }

    fn run_group_sync(
        &mut self,
        func: u32,
        base: GpuCtx,
        make_args: &dyn Fn(&GpuCtx) -> Vec<Val>,
        wg: &[(u32, Arc<MemRefDesc>)],
    ) -> FResult<()> {
        let mut ths = Vec::new();
        for ctx in Self::contexts(base) {
            let th = self.spawn(func, ctx, make_args(&ctx), wg)?;
            ths.push(th);
        }
        let n = ths.len();
        let sg = base.sg_size.max(1) as usize;
        let mut st = vec![St::Run; n];
        let order = self.cfg.order.permutation(n, salt(&base));
        let prog = self.prog;
        let pos = |th: &Thread| th.frames.last().map(|f| (f.func, f.pc));
        let inst_at = |p: Option<(u32, u32)>| {
            p.and_then(|(f, pc)| prog.funcs.get(f as usize)?.code.get(pc as usize))
        };
        loop {
            for &i in &order {
                if st[i] != St::Run {
                    continue;
                }
                if let Some(log) = self.race.as_deref_mut() {
                    log.inv = i as u32;
                }
                match self.run(&mut ths[i]) {
                    Ok(Stop::Done(_)) => st[i] = St::Done,
                    Ok(Stop::Sync) => st[i] = St::Wait,
                    Err(mut e) => {
                        Exec::locate(&ths[i], &mut e);
                        return Err(e);
                    }
                }
            }
            if st.iter().all(|s| *s == St::Done) {
                return Ok(());
            }
            // Subgroup collectives.
            let mut progressed = false;
            for start in (0..n).step_by(sg) {
                let members: Vec<usize> = (start..(start + sg).min(n)).collect();
                let Some(&w) = members.iter().find(|&&i| st[i] == St::Wait) else {
                    continue;
                };
                let p = pos(&ths[w]);
                let Some(Inst::Gpu(op)) = inst_at(p) else {
                    continue;
                };
                if matches!(**op, GpuOp::AllReduce { .. }) {
                    continue;
                }
                if members
                    .iter()
                    .any(|&i| st[i] != St::Wait || pos(&ths[i]) != p)
                {
                    let mut e = Fault::new(format!(
                        "{} reached by only some invocations of its subgroup",
                        collective_name(op)
                    ));
                    Exec::locate(&ths[w], &mut e);
                    return Err(e);
                }
                if let Err(mut e) = collective(op, &mut ths, &members, sg) {
                    Exec::locate(&ths[w], &mut e);
                    return Err(e);
                }
                for &i in &members {
                    if let Some(fr) = ths[i].frames.last_mut() {
                        fr.pc += 1;
                    }
                    st[i] = St::Run;
                }
                progressed = true;
            }
            if progressed {
                continue;
            }
            // Barrier.
            let waiting: Vec<usize> = (0..n).filter(|&i| st[i] == St::Wait).collect();
            let Some(&w) = waiting.first() else {
                return Ok(());
            };
            let p = pos(&ths[w]);
            let done = st.iter().filter(|s| **s == St::Done).count();
            let all_reduce = match inst_at(p) {
                Some(Inst::Gpu(op)) if matches!(**op, GpuOp::AllReduce { .. }) => Some(op),
                _ => None,
            };
            if done > 0
                || waiting.iter().any(|&i| pos(&ths[i]) != p)
                || !(all_reduce.is_some() || matches!(inst_at(p), Some(Inst::Barrier)))
            {
                let what = if all_reduce.is_some() {
                    "gpu.all_reduce"
                } else {
                    "gpu.barrier"
                };
                let msg = if done > 0 {
                    format!(
                        "{what} reached by only some invocations of the workgroup ({} of {n}; the others returned)",
                        waiting.len()
                    )
                } else {
                    "invocations of a workgroup wait at different synchronisation points (divergent gpu.barrier)".to_string()
                };
                let mut e = Fault::new(msg);
                Exec::locate(&ths[w], &mut e);
                return Err(e);
            }
            if let Some(op) = all_reduce {
                // Every invocation of the workgroup, in linear order.
                if let Err(mut e) = collective(op, &mut ths, &waiting, sg) {
                    Exec::locate(&ths[w], &mut e);
                    return Err(e);
                }
            }
            for &i in &waiting {
                if let Some(fr) = ths[i].frames.last_mut() {
                    fr.pc += 1;
                }
                st[i] = St::Run;
            }
            // The barrier orders the workgroup's accesses before it with those after it.
            if let Some(log) = self.race.as_deref_mut() {
                log.epoch = log.epoch.wrapping_add(1);
            }
        }
    }
}

/// What an invalid `gpu.shuffle` lane reads (LangRef: `valid` is false and the value
/// unspecified — a source lane out of range, at or beyond `width`, or inactive in a
/// partial subgroup). Instead of the lane's own value, which a kernel could silently rely
/// on, it is a fixed value that shows: a quiet NaN with payload `0xDEAD` for floats, and
/// `0xDEADBEEF_DEADBEEF` truncated to the width for integers (a huge negative `index`).
pub(crate) fn shuffle_poison(t: super::value::Scalar) -> u64 {
    use super::value::{sext, Scalar};
    const INT: i64 = 0xDEAD_BEEF_DEAD_BEEFu64 as i64;
    match t {
        Scalar::F16 => 0x7E00 | 0xAD,
        Scalar::BF16 => 0x7FC0 | 0x2D,
        Scalar::F32 => 0x7FC0_DEAD,
        Scalar::F64 => 0x7FF8_0000_0000_DEAD,
        // The small formats have no room for a payload: their NaN (0 without one).
        Scalar::Small(k) => crate::ir::minifloat::format(k)
            .and_then(|f| f.nan())
            .unwrap_or(0),
        Scalar::Int(w) => sext(INT, w) as u64,
        Scalar::Index => INT as u64,
    }
}

/// What varies a shuffled order between the workgroups of a launch.
fn salt(base: &GpuCtx) -> u64 {
    base.bid.iter().fold(0u64, |a, &x| {
        a.wrapping_mul(0x1_0001).wrapping_add(x as u64)
    })
}

/// Performs a subgroup collective for the invocations `members` (all stopped at it).
fn collective(op: &GpuOp, ths: &mut [Thread], members: &[usize], sg: usize) -> FResult<()> {
    let reg = |th: &Thread, r: R| th.frames.last().map(|f| f.regs[r as usize]).unwrap_or(0);
    match op {
        GpuOp::SubgroupReduce {
            d,
            v,
            kind,
            t,
            cluster,
        } => {
            let vals: Vec<u64> = members.iter().map(|&i| reg(&ths[i], *v)).collect();
            let (size, stride) = cluster
                .map(|(s, t)| (s as usize, t as usize))
                .unwrap_or((vals.len(), 1));
            let mut out = vec![0u64; vals.len()];
            for (l, o) in out.iter_mut().enumerate() {
                let span = size * stride;
                let first = (l / span) * span + l % stride;
                let mut acc: Option<u64> = None;
                for k in 0..size {
                    let j = first + k * stride;
                    if let Some(&x) = vals.get(j) {
                        acc = Some(match acc {
                            None => x,
                            Some(a) if *kind == RedKind::Assign => {
                                let _ = a;
                                x
                            }
                            Some(a) => scalar::eval2(red_sop(*kind, *t), a, x)?,
                        });
                    }
                }
                *o = acc.unwrap_or(0);
            }
            for (k, &i) in members.iter().enumerate() {
                if let Some(fr) = ths[i].frames.last_mut() {
                    fr.regs[*d as usize] = out[k];
                }
            }
        }
        GpuOp::Shuffle {
            d,
            valid,
            v,
            offset,
            width,
            mode,
            t,
        } => {
            let vals: Vec<u64> = members.iter().map(|&i| reg(&ths[i], *v)).collect();
            // The active lanes: a partial last subgroup has fewer than the subgroup size.
            let n = vals.len() as i64;
            let mut out = Vec::with_capacity(vals.len());
            for (l, &i) in members.iter().enumerate() {
                let (off, w) = (
                    reg(&ths[i], *offset) as i32 as i64,
                    reg(&ths[i], *width) as i32 as i64,
                );
                let l = l as i64;
                let src = match mode {
                    0 => l ^ off,
                    1 => l - off,
                    2 => l + off,
                    _ => off,
                };
                // Valid only between lanes that take part: both below `width` and
                // active in this subgroup.
                let ok = l < w && src >= 0 && src < w.min(n);
                out.push(if ok {
                    (vals[src as usize], true)
                } else {
                    (shuffle_poison(*t), false)
                });
            }
            for (k, &i) in members.iter().enumerate() {
                if let Some(fr) = ths[i].frames.last_mut() {
                    fr.regs[*d as usize] = out[k].0;
                    if let Some(vr) = valid {
                        fr.regs[*vr as usize] = if out[k].1 { u64::MAX } else { 0 };
                    }
                }
            }
        }
        GpuOp::Rotate {
            d,
            valid,
            v,
            offset,
            width,
            t,
        } => {
            let n = members.len();
            if *width as usize > sg {
                return fault(format!(
                    "gpu.rotate of width {width} in subgroups of {sg} lanes: the rotation \
                     would read lanes of another subgroup"
                ));
            }
            let w = *width as usize;
            if n < w {
                return fault(format!(
                    "gpu.rotate of width {width} with only {n} active lanes in the subgroup \
                     (upstream requires the first `width` lanes to be active)"
                ));
            }
            let vals: Vec<u64> = members.iter().map(|&i| reg(&ths[i], *v)).collect();
            for (l, &i) in members.iter().enumerate() {
                let (x, ok) = if l < w {
                    (vals[(l + *offset as usize) & (w - 1)], true)
                } else {
                    (shuffle_poison(*t), false)
                };
                if let Some(fr) = ths[i].frames.last_mut() {
                    fr.regs[*d as usize] = x;
                    if let Some(vr) = valid {
                        fr.regs[*vr as usize] = if ok { u64::MAX } else { 0 };
                    }
                }
            }
        }
        GpuOp::Ballot { d, p, bits } => {
            let mut mask = 0u64;
            for (l, &i) in members.iter().enumerate().take(*bits as usize) {
                if reg(&ths[i], *p) & 1 != 0 {
                    mask |= 1 << l;
                }
            }
            let x = super::value::sext(mask as i64, *bits) as u64;
            for &i in members {
                if let Some(fr) = ths[i].frames.last_mut() {
                    fr.regs[*d as usize] = x;
                }
            }
        }
        GpuOp::Broadcast { d, v, lane } => {
            let src = match lane {
                None => 0,
                Some(lr) => {
                    let lanes: Vec<i64> = members
                        .iter()
                        .map(|&i| reg(&ths[i], *lr) as i32 as i64)
                        .collect();
                    let l = lanes.first().copied().unwrap_or(0);
                    if lanes.iter().any(|&x| x != l) {
                        return fault(
                            "gpu.subgroup_broadcast: the lane index is not uniform across \
                             the subgroup (the result is poison)",
                        );
                    }
                    if l < 0 || l as usize >= members.len() {
                        return fault(format!(
                            "gpu.subgroup_broadcast from lane {l}, which is not an active lane \
                             of the subgroup ({} lanes; the result is poison)",
                            members.len()
                        ));
                    }
                    l as usize
                }
            };
            let x = members.get(src).map_or(0, |&i| reg(&ths[i], *v));
            for &i in members {
                if let Some(fr) = ths[i].frames.last_mut() {
                    fr.regs[*d as usize] = x;
                }
            }
        }
        GpuOp::AllReduce { d, v, kind, t } => {
            let mut acc: Option<u64> = None;
            for &i in members {
                let x = reg(&ths[i], *v);
                acc = Some(match acc {
                    None => x,
                    Some(a) => scalar::eval2(red_sop(*kind, *t), a, x)?,
                });
            }
            let x = acc.unwrap_or(0);
            for &i in members {
                if let Some(fr) = ths[i].frames.last_mut() {
                    fr.regs[*d as usize] = x;
                }
            }
        }
        GpuOp::MmaInsert { d, m, v, i } => {
            let obj = |th: &Thread| match th.frames.last().and_then(|f| f.objs.get(*m as usize)) {
                Some(super::inst::Obj::Vector(x)) => Some(x.clone()),
                _ => None,
            };
            let Some(base) = members.first().and_then(|&i| obj(&ths[i])) else {
                return fault("gpu.subgroup_mma_insert_thread_local without its matrix");
            };
            let mut out = base.to_vec();
            for (l, &k) in members.iter().enumerate() {
                let idx = reg(&ths[k], *i) as i64;
                let e = idx
                    .checked_mul(sg as i64)
                    .and_then(|x| x.checked_add(l as i64))
                    .filter(|&e| (0..out.len() as i64).contains(&e));
                let Some(e) = e else {
                    return fault(format!(
                        "gpu.subgroup_mma_insert_thread_local: index {idx} of lane {l} is past \
                         the {} elements of the matrix (lane l holds elements l, l + {sg}, ...)",
                        out.len()
                    ));
                };
                out[e as usize] = reg(&ths[k], *v);
            }
            let out: std::sync::Arc<[u64]> = out.into();
            for &k in members {
                if let Some(fr) = ths[k].frames.last_mut() {
                    if let Some(o) = fr.objs.get_mut(*d as usize) {
                        *o = super::inst::Obj::Vector(out.clone());
                    }
                }
            }
        }
        GpuOp::WarpEnter { .. } | GpuOp::WarpExit { .. } => {
            super::warp::collective(op, ths, members)?
        }
        _ => return fault("internal: not a collective"),
    }
    Ok(())
}

/// The op name of a subgroup collective, for diagnostics.
fn collective_name(op: &GpuOp) -> &'static str {
    match op {
        GpuOp::Shuffle { .. } => "gpu.shuffle",
        GpuOp::Rotate { .. } => "gpu.rotate",
        GpuOp::Ballot { .. } => "gpu.ballot",
        GpuOp::Broadcast { .. } => "gpu.subgroup_broadcast",
        GpuOp::AllReduce { .. } => "gpu.all_reduce",
        GpuOp::MmaInsert { .. } => "gpu.subgroup_mma_insert_thread_local",
        GpuOp::WarpEnter { .. } | GpuOp::WarpExit { .. } => "gpu.warp_execute_on_lane_0",
        GpuOp::SubgroupReduce { .. } => "gpu.subgroup_reduce",
        GpuOp::Launch { .. } => "gpu.launch",
        GpuOp::LaunchFunc { .. } => "gpu.launch_func",
    }
}

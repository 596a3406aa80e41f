//! The executor: runs compiled functions on explicit frame stacks.
//!
//! A [`Thread`] is a stack of [`Frame`]s (function, program counter, register and object
//! files). Calls push frames and returns pop them without recursion on the Rust stack, so a
//! thread can stop at any instruction and resume later: GPU invocations stop at
//! `gpu.barrier` and subgroup collectives ([`Stop::Sync`]) and the workgroup scheduler in
//! `gpu.rs` resumes them. The hot loop keeps the program counter and the register file in
//! locals and dispatches on [`Inst`].

use std::io::Write;
use std::sync::Arc;

use super::errors::{fault, FResult, Fault};
use super::gpu::Hooks;
use super::inst::{Callee, GpuIdKind, GpuOp, Inst, Obj, Program, Slot};
use super::memory::{BufferId, MemRefDesc, Memory};
use super::race::{Conflict, Kind, RaceLog};
use super::scalar;
use super::Config;

/// A value moving between frames.
#[derive(Debug, Clone)]
pub(crate) enum Val {
    /// A register value.
    R(u64),
    /// An object.
    O(Obj),
}

/// An activation of a function.
#[derive(Debug)]
pub(crate) struct Frame {
    pub func: u32,
    /// The next instruction (while running) or the faulting/stopped one.
    pub pc: u32,
    pub regs: Vec<u64>,
    pub objs: Vec<Obj>,
    /// Buffers allocated with `memref.alloca`, freed on return.
    pub stack_bufs: Vec<BufferId>,
}

/// GPU invocation identity.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct GpuCtx {
    pub tid: [i64; 3],
    pub bid: [i64; 3],
    pub bdim: [i64; 3],
    pub gdim: [i64; 3],
    pub sg_size: i64,
    /// The launch's `dynamic_shared_memory_size` in bytes.
    pub dyn_smem: i64,
}

impl GpuCtx {
    /// Linear id of the invocation in its workgroup (x fastest).
    pub fn linear(&self) -> i64 {
        self.tid[0] + self.bdim[0] * (self.tid[1] + self.bdim[1] * self.tid[2])
    }
}

/// A thread of execution.
#[derive(Debug, Default)]
pub(crate) struct Thread {
    pub frames: Vec<Frame>,
    pub gpu: GpuCtx,
}

/// Why [`Exec::run`] stopped.
#[derive(Debug)]
pub(crate) enum Stop {
    /// The bottom frame returned these values.
    Done(Vec<Val>),
    /// Stopped at a synchronising instruction (left at the top frame's `pc`).
    Sync,
}

enum Ctl {
    Call(u32, u32),
    Ret(u32),
    Sync,
}

/// Execution state shared by all threads of one top-level call.
pub(crate) struct Exec<'a> {
    pub prog: &'a Program,
    pub mem: &'a mut Memory,
    pub globals: &'a [Arc<MemRefDesc>],
    pub hooks: &'a mut dyn Hooks,
    pub out: &'a mut dyn Write,
    pub cfg: &'a Config,
    /// Loop iterations and calls left before the step limit ([`Config::max_steps`]).
    pub fuel: u64,
    /// The running launch's access log, when [`Config::race_check`] is on.
    pub race: Option<Box<RaceLog>>,
    /// The op running a memref or runtime operation (function, instruction): where
    /// [`Exec::note`] places its accesses.
    pub site: (u32, u32),
}

/// Reads a slot.
#[inline]
pub(crate) fn read(regs: &[u64], objs: &[Obj], s: Slot) -> Val {
    match s {
        Slot::R(r) => Val::R(regs[r as usize]),
        Slot::O(o) => Val::O(objs[o as usize].clone()),
    }
}

/// Writes a slot.
#[inline]
pub(crate) fn write(regs: &mut [u64], objs: &mut [Obj], s: Slot, v: Val) -> FResult<()> {
    match (s, v) {
        (Slot::R(r), Val::R(x)) => regs[r as usize] = x,
        (Slot::O(o), Val::O(x)) => objs[o as usize] = x,
        _ => return fault("value kind mismatch (scalar vs memref/vector)"),
    }
    Ok(())
}

/// The memref in an object slot.
#[inline]
pub(crate) fn memref(objs: &[Obj], o: u32) -> FResult<&Arc<MemRefDesc>> {
    match &objs[o as usize] {
        Obj::MemRef(m) => Ok(m),
        Obj::Undef => fault("use of an undefined memref value"),
        Obj::Vector(_) => fault("expected a memref, found a vector"),
    }
}

/// The elements of a vector in an object slot.
#[inline]
pub(crate) fn vector(objs: &[Obj], o: u32) -> FResult<&Arc<[u64]>> {
    match &objs[o as usize] {
        Obj::Vector(v) => Ok(v),
        Obj::Undef => fault("use of an undefined vector value"),
        Obj::MemRef(_) => fault("expected a vector, found a memref"),
    }
}

/// Element offset of `desc[regs[ids]]`, bounds-checked.
#[inline(always)]
pub(crate) fn elem_offset(desc: &MemRefDesc, regs: &[u64], ids: &[u32]) -> FResult<i64> {
    if ids.len() != desc.sizes.len() || desc.map.is_some() {
        return elem_offset_slow(desc, regs, ids);
    }
    let mut off = desc.offset;
    for ((&r, &size), &stride) in ids.iter().zip(&desc.sizes).zip(&desc.strides) {
        let i = regs[r as usize] as i64;
        if (i as u64) >= (size as u64) {
            return elem_offset_slow(desc, regs, ids);
        }
        off = off.wrapping_add(i.wrapping_mul(stride));
    }
    Ok(off)
}

/// Element offset of a rank-1 access.
#[inline(always)]
fn offset1(desc: &MemRefDesc, regs: &[u64], i: u32) -> FResult<i64> {
    if let (&[size], &[stride], None) = (&desc.sizes[..], &desc.strides[..], &desc.map) {
        let x = regs[i as usize];
        if x < size as u64 {
            return Ok(desc.offset.wrapping_add((x as i64).wrapping_mul(stride)));
        }
    }
    elem_offset_slow(desc, regs, &[i])
}

/// Element offset of a rank-2 access.
#[inline(always)]
fn offset2(desc: &MemRefDesc, regs: &[u64], i: &[u32; 2]) -> FResult<i64> {
    if let (&[s0, s1], &[t0, t1], None) = (&desc.sizes[..], &desc.strides[..], &desc.map) {
        let (x, y) = (regs[i[0] as usize], regs[i[1] as usize]);
        if x < s0 as u64 && y < s1 as u64 {
            let off = desc.offset.wrapping_add((x as i64).wrapping_mul(t0));
            return Ok(off.wrapping_add((y as i64).wrapping_mul(t1)));
        }
    }
    elem_offset_slow(desc, regs, i)
}

#[cold]
#[inline(never)]
fn elem_offset_slow(desc: &MemRefDesc, regs: &[u64], ids: &[u32]) -> FResult<i64> {
    if ids.len() != desc.sizes.len() {
        return fault(format!(
            "{} indices for a memref of rank {}",
            ids.len(),
            desc.sizes.len()
        ));
    }
    let idx: Vec<i64> = ids.iter().map(|&r| regs[r as usize] as i64).collect();
    desc.offset_of(&idx)
}

#[inline]
fn lt(a: u64, b: u64, uns: bool) -> bool {
    if uns {
        a < b
    } else {
        (a as i64) < (b as i64)
    }
}

impl<'a> Exec<'a> {
    /// A fresh frame of `func` with `args` bound to its parameters.
    pub(crate) fn new_frame(&self, func: u32, args: Vec<Val>) -> FResult<Frame> {
        let Some(f) = self.prog.funcs.get(func as usize) else {
            return fault("call of an unknown function");
        };
        if args.len() != f.params.len() {
            return fault(format!(
                "@{} expects {} arguments, got {}",
                f.name,
                f.params.len(),
                args.len()
            ));
        }
        let mut fr = Frame {
            func,
            pc: 0,
            regs: f.reg_init.clone(),
            objs: f.obj_init.clone(),
            stack_bufs: Vec::new(),
        };
        for (&s, v) in f.params.iter().zip(args) {
            write(&mut fr.regs, &mut fr.objs, s, v)?;
        }
        Ok(fr)
    }

    /// Appends the positions of `th`'s frames to the stack of `f`: the top frame at its
    /// stopped instruction, callers at their call instruction.
    pub(crate) fn locate(th: &Thread, f: &mut Fault) {
        let n = th.frames.len();
        for (i, fr) in th.frames.iter().enumerate().rev() {
            let pc = if i + 1 == n {
                fr.pc
            } else {
                fr.pc.saturating_sub(1)
            };
            f.stack.push((fr.func, pc));
        }
    }

    /// Counts one loop iteration or call against the step limit.
    #[inline(always)]
    pub(crate) fn tick(&mut self) -> FResult<()> {
        if self.fuel == 0 {
            return self.out_of_fuel();
        }
        self.fuel -= 1;
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn out_of_fuel(&self) -> FResult<()> {
        fault(format!(
            "step limit exceeded ({} loop iterations and calls)",
            self.cfg.max_steps
        ))
    }

    /// Records an access of `kind` to element offset `off` (byte `addr`) of `desc` by the
    /// running invocation at op `at`, when the race check is on; a race is a fault.
    #[inline]
    pub(crate) fn note(
        &mut self,
        desc: &MemRefDesc,
        off: i64,
        addr: usize,
        kind: Kind,
        at: (u32, u32),
    ) -> FResult<()> {
        let Some(log) = self.race.as_deref_mut() else {
            return Ok(());
        };
        match log.access(desc.buffer, addr, kind, at) {
            Ok(()) => Ok(()),
            Err(c) => Err(self.race_fault(c, desc, off, kind, at)),
        }
    }

    /// [`Exec::note`] at the current memref or runtime op ([`Exec::site`]).
    #[inline]
    pub(crate) fn note_here(
        &mut self,
        desc: &MemRefDesc,
        off: i64,
        addr: usize,
        kind: Kind,
    ) -> FResult<()> {
        if self.race.is_none() {
            return Ok(());
        }
        self.note(desc, off, addr, kind, self.site)
    }

    #[cold]
    #[inline(never)]
    fn race_fault(
        &self,
        c: Conflict,
        desc: &MemRefDesc,
        off: i64,
        kind: Kind,
        at: (u32, u32),
    ) -> Fault {
        let prog = self.prog;
        let loc = |(f, pc): (u32, u32)| {
            let func = prog.funcs.get(f as usize);
            match func
                .and_then(|x| x.locs.get(pc as usize))
                .and_then(|&l| prog.locs.get(l as usize).cloned().flatten())
            {
                Some(l) => format!("{}:{}:{}", l.file, l.line, l.col),
                None => format!(
                    "an op of @{} with no location",
                    func.map(|x| x.name.as_str()).unwrap_or("?")
                ),
            }
        };
        match &self.race {
            Some(log) => Fault::new(log.describe(self.mem, c, kind, (desc, off, at), &loc)),
            None => Fault::new("internal: a race reported with the race check off"),
        }
    }

    /// Frees a frame's stack allocations.
    fn pop_frame(&mut self, fr: &Frame) {
        for &b in &fr.stack_bufs {
            let _ = self.mem.free(b);
        }
    }

    /// Runs `th` until its bottom frame returns or it reaches a synchronising instruction.
    pub(crate) fn run(&mut self, th: &mut Thread) -> FResult<Stop> {
        let prog = self.prog;
        loop {
            let depth = th.frames.len();
            let gpu = th.gpu;
            let Some(frame) = th.frames.last_mut() else {
                return Ok(Stop::Done(Vec::new()));
            };
            let fid = frame.func;
            let func = &prog.funcs[fid as usize];
            let code = &func.code[..];
            let mut pc = frame.pc as usize;
            let ctl = {
                let regs = &mut frame.regs[..];
                let objs = &mut frame.objs[..];
                macro_rules! tri {
                    ($e:expr) => {
                        match $e {
                            Ok(v) => v,
                            Err(e) => {
                                frame.pc = pc as u32;
                                return Err(e);
                            }
                        }
                    };
                }
                macro_rules! r {
                    ($x:expr) => {
                        regs[*$x as usize]
                    };
                }
                loop {
                    let Some(inst) = code.get(pc) else {
                        tri!(fault("control fell off the end of the function"))
                    };
                    match inst {
                        Inst::Mov { d, s } => r!(d) = r!(s),
                        Inst::MovO { d, s } => objs[*d as usize] = objs[*s as usize].clone(),
                        Inst::ParCopy { id } => {
                            let pairs = &func.copies[*id as usize];
                            let vals: Vec<Val> =
                                pairs.iter().map(|&(_, s)| read(regs, objs, s)).collect();
                            for (&(d, _), v) in pairs.iter().zip(vals) {
                                tri!(write(regs, objs, d, v));
                            }
                        }
                        Inst::Jump { t } => {
                            if (*t as usize) <= pc {
                                tri!(self.tick());
                            }
                            pc = *t as usize;
                            continue;
                        }
                        Inst::JumpIfZero { c, t } => {
                            if r!(c) == 0 {
                                pc = *t as usize;
                                continue;
                            }
                        }
                        Inst::Switch { id } => {
                            let sw = &func.switches[*id as usize];
                            let v = regs[sw.flag as usize] as i64;
                            pc = sw
                                .cases
                                .iter()
                                .find(|c| c.0 == v)
                                .map_or(sw.default, |c| c.1)
                                as usize;
                            continue;
                        }
                        Inst::LoopEnter {
                            iv,
                            lb,
                            ub,
                            exit,
                            uns,
                        } => {
                            let l = r!(lb);
                            r!(iv) = l;
                            if !lt(l, r!(ub), *uns) {
                                pc = *exit as usize;
                                continue;
                            }
                        }
                        Inst::LoopNext {
                            iv,
                            step,
                            ub,
                            body,
                            uns,
                        } => {
                            let (n, of) = if *uns {
                                r!(iv).overflowing_add(r!(step))
                            } else {
                                let (n, of) = (r!(iv) as i64).overflowing_add(r!(step) as i64);
                                (n as u64, of)
                            };
                            r!(iv) = n;
                            if !of && lt(n, r!(ub), *uns) {
                                tri!(self.tick());
                                pc = *body as usize;
                                continue;
                            }
                        }
                        Inst::CheckStep { s } => {
                            if (r!(s) as i64) <= 0 {
                                tri!(fault(format!(
                                    "loop step must be positive, got {}",
                                    r!(s) as i64
                                )))
                            }
                        }
                        Inst::Assert { c, msg } => {
                            if r!(c) == 0 {
                                tri!(fault(func.msgs[*msg as usize].clone()))
                            }
                        }
                        Inst::Trap { msg } => tri!(fault(func.msgs[*msg as usize].clone())),
                        Inst::AddI { d, a, b } => r!(d) = r!(a).wrapping_add(r!(b)),
                        Inst::SubI { d, a, b } => r!(d) = r!(a).wrapping_sub(r!(b)),
                        Inst::MulI { d, a, b } => r!(d) = r!(a).wrapping_mul(r!(b)),
                        Inst::AddF32 { d, a, b } => {
                            r!(d) = (f32::from_bits(r!(a) as u32) + f32::from_bits(r!(b) as u32))
                                .to_bits() as u64
                        }
                        Inst::SubF32 { d, a, b } => {
                            r!(d) = (f32::from_bits(r!(a) as u32) - f32::from_bits(r!(b) as u32))
                                .to_bits() as u64
                        }
                        Inst::MulF32 { d, a, b } => {
                            r!(d) = (f32::from_bits(r!(a) as u32) * f32::from_bits(r!(b) as u32))
                                .to_bits() as u64
                        }
                        Inst::AddF64 { d, a, b } => {
                            r!(d) = (f64::from_bits(r!(a)) + f64::from_bits(r!(b))).to_bits()
                        }
                        Inst::MulF64 { d, a, b } => {
                            r!(d) = (f64::from_bits(r!(a)) * f64::from_bits(r!(b))).to_bits()
                        }
                        Inst::Op1 { op, d, a } => r!(d) = tri!(scalar::eval1(*op, r!(a))),
                        Inst::Op2 { op, d, a, b } => r!(d) = tri!(scalar::eval2(*op, r!(a), r!(b))),
                        Inst::Op3 { op, d, a, b, c } => {
                            r!(d) = tri!(scalar::eval3(*op, r!(a), r!(b), r!(c)))
                        }
                        Inst::VOp {
                            op,
                            d,
                            a,
                            b,
                            c,
                            arity,
                        } => {
                            let v = tri!(super::vector::elementwise(*op, objs, *a, *b, *c, *arity));
                            objs[*d as usize] = Obj::Vector(v);
                        }
                        Inst::SelectO { d, c, a, b } => {
                            let s = if r!(c) != 0 { *a } else { *b };
                            objs[*d as usize] = objs[s as usize].clone();
                        }
                        Inst::Affine { d, e } => {
                            r!(d) = tri!(func.exprs[*e as usize].eval(regs)) as u64
                        }
                        Inst::AffineMinMax { d, m, max } => {
                            let mut acc: Option<i64> = None;
                            for e in &func.maps[*m as usize] {
                                let v = tri!(e.eval(regs));
                                acc = Some(match acc {
                                    None => v,
                                    Some(x) if *max => x.max(v),
                                    Some(x) => x.min(v),
                                });
                            }
                            r!(d) = acc.unwrap_or(0) as u64;
                        }
                        Inst::JumpIfNotInSet { set, t } => {
                            if !tri!(func.sets[*set as usize].contains(regs)) {
                                pc = *t as usize;
                                continue;
                            }
                        }
                        Inst::Load1 { d, m, i, t } => {
                            let desc = tri!(memref(objs, *m));
                            let off = tri!(offset1(desc, regs, *i));
                            let addr = tri!(desc.byte_addr(off));
                            if self.race.is_some() {
                                tri!(self.note(desc, off, addr, Kind::Read, (fid, pc as u32)));
                            }
                            r!(d) = tri!(self.mem.load(desc.buffer, addr, *t));
                        }
                        Inst::Load2 { d, m, i, t } => {
                            let desc = tri!(memref(objs, *m));
                            let off = tri!(offset2(desc, regs, i));
                            let addr = tri!(desc.byte_addr(off));
                            if self.race.is_some() {
                                tri!(self.note(desc, off, addr, Kind::Read, (fid, pc as u32)));
                            }
                            r!(d) = tri!(self.mem.load(desc.buffer, addr, *t));
                        }
                        Inst::Store1 { v, m, i, t } => {
                            let desc = tri!(memref(objs, *m));
                            let off = tri!(offset1(desc, regs, *i));
                            let addr = tri!(desc.byte_addr(off));
                            if self.race.is_some() {
                                tri!(self.note(desc, off, addr, Kind::Write, (fid, pc as u32)));
                            }
                            tri!(self.mem.store(desc.buffer, addr, *t, r!(v)));
                        }
                        Inst::Store2 { v, m, i, t } => {
                            let desc = tri!(memref(objs, *m));
                            let off = tri!(offset2(desc, regs, i));
                            let addr = tri!(desc.byte_addr(off));
                            if self.race.is_some() {
                                tri!(self.note(desc, off, addr, Kind::Write, (fid, pc as u32)));
                            }
                            tri!(self.mem.store(desc.buffer, addr, *t, r!(v)));
                        }
                        Inst::Load { d, m, ix, n, t } => {
                            let desc = tri!(memref(objs, *m));
                            let ids = &func.idx[*ix as usize..*ix as usize + *n as usize];
                            let off = tri!(elem_offset(desc, regs, ids));
                            let addr = tri!(desc.byte_addr(off));
                            if self.race.is_some() {
                                tri!(self.note(desc, off, addr, Kind::Read, (fid, pc as u32)));
                            }
                            r!(d) = tri!(self.mem.load(desc.buffer, addr, *t));
                        }
                        Inst::Store { v, m, ix, n, t } => {
                            let desc = tri!(memref(objs, *m));
                            let ids = &func.idx[*ix as usize..*ix as usize + *n as usize];
                            let off = tri!(elem_offset(desc, regs, ids));
                            let addr = tri!(desc.byte_addr(off));
                            if self.race.is_some() {
                                tri!(self.note(desc, off, addr, Kind::Write, (fid, pc as u32)));
                            }
                            tri!(self.mem.store(desc.buffer, addr, *t, r!(v)));
                        }
                        Inst::Mem(op) => {
                            self.site = (fid, pc as u32);
                            tri!(self.mem_op(op, regs, objs, &mut frame.stack_bufs))
                        }
                        Inst::Vector(op) => tri!(super::vector::vec_op(op, regs, objs)),
                        Inst::Call { id } => {
                            frame.pc = pc as u32 + 1;
                            break Ctl::Call(*id, pc as u32);
                        }
                        Inst::CallRt { id } => {
                            self.site = (fid, pc as u32);
                            tri!(self.call_rt(&func.rtcalls[*id as usize], regs, objs))
                        }
                        Inst::Ret { id } => break Ctl::Ret(*id),
                        Inst::GpuId { d, kind, dim } => {
                            r!(d) = gpu_id(&gpu, *kind, *dim as usize, self.cfg) as u64
                        }
                        Inst::Barrier => {
                            frame.pc = pc as u32;
                            break Ctl::Sync;
                        }
                        Inst::Gpu(op) => match &**op {
                            GpuOp::SubgroupReduce { .. }
                            | GpuOp::Shuffle { .. }
                            | GpuOp::Rotate { .. }
                            | GpuOp::Ballot { .. }
                            | GpuOp::Broadcast { .. }
                            | GpuOp::AllReduce { .. }
                            | GpuOp::MmaInsert { .. }
                            | GpuOp::WarpEnter { .. }
                            | GpuOp::WarpExit { .. } => {
                                frame.pc = pc as u32;
                                break Ctl::Sync;
                            }
                            _ => tri!(self.launch(op, regs, objs)),
                        },
                    }
                    pc += 1;
                }
            };
            match ctl {
                Ctl::Sync => return Ok(Stop::Sync),
                Ctl::Call(id, at) => {
                    let site = &func.calls[id as usize];
                    let res = (|| -> FResult<Frame> {
                        let callee = match &site.callee {
                            Callee::Func(f) => *f,
                            Callee::Indirect(r) => {
                                let f = frame.regs[*r as usize];
                                if f >= prog.funcs.len() as u64 {
                                    return fault("call_indirect of an invalid function value");
                                }
                                f as u32
                            }
                            Callee::Unknown(name) => {
                                return fault(format!(
                                    "call to unknown function @{name}: it has no body and is not a runtime-library function"
                                ))
                            }
                        };
                        self.tick()?;
                        if depth >= self.cfg.max_call_depth {
                            return fault(format!(
                                "stack overflow: call depth exceeds {}",
                                self.cfg.max_call_depth
                            ));
                        }
                        let args = site
                            .args
                            .iter()
                            .map(|&s| read(&frame.regs, &frame.objs, s))
                            .collect();
                        self.new_frame(callee, args)
                    })();
                    match res {
                        Ok(fr) => th.frames.push(fr),
                        Err(e) => {
                            frame.pc = at;
                            return Err(e);
                        }
                    }
                }
                Ctl::Ret(id) => {
                    let vals: Vec<Val> = func.rets[id as usize]
                        .iter()
                        .map(|&s| read(&frame.regs, &frame.objs, s))
                        .collect();
                    let Some(done) = th.frames.pop() else {
                        return Ok(Stop::Done(vals));
                    };
                    self.pop_frame(&done);
                    let Some(caller) = th.frames.last_mut() else {
                        return Ok(Stop::Done(vals));
                    };
                    let cf = &prog.funcs[caller.func as usize];
                    let call_pc = caller.pc.saturating_sub(1) as usize;
                    let Some(Inst::Call { id: cid }) = cf.code.get(call_pc) else {
                        return fault("internal: return to a frame that is not at a call");
                    };
                    let rets = &cf.calls[*cid as usize].rets;
                    if rets.len() != vals.len() {
                        caller.pc = call_pc as u32;
                        return fault(format!(
                            "callee returned {} values, the call expects {}",
                            vals.len(),
                            rets.len()
                        ));
                    }
                    for (&s, v) in rets.iter().zip(vals) {
                        if let Err(e) = write(&mut caller.regs, &mut caller.objs, s, v) {
                            caller.pc = call_pc as u32;
                            return Err(e);
                        }
                    }
                }
            }
        }
    }
}

/// The value of a GPU id op for an invocation.
pub(crate) fn gpu_id(g: &GpuCtx, kind: GpuIdKind, dim: usize, cfg: &Config) -> i64 {
    let dim = dim.min(2);
    let sg = if g.sg_size > 0 {
        g.sg_size
    } else {
        cfg.subgroup_size as i64
    };
    match kind {
        GpuIdKind::ThreadId => g.tid[dim],
        GpuIdKind::BlockId => g.bid[dim],
        GpuIdKind::BlockDim => g.bdim[dim],
        GpuIdKind::GridDim => g.gdim[dim],
        GpuIdKind::GlobalId => g.bid[dim] * g.bdim[dim] + g.tid[dim],
        GpuIdKind::LaneId => g.linear() % sg.max(1),
        GpuIdKind::SubgroupId => g.linear() / sg.max(1),
        GpuIdKind::SubgroupSize => sg,
        GpuIdKind::NumSubgroups => {
            let n = g.bdim.iter().product::<i64>();
            let s = sg.max(1);
            (n + s - 1) / s
        }
    }
}

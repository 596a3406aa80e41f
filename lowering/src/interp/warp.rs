//! `gpu.warp_execute_on_lane_0` on the interpreter, as two subgroup collectives around the
//! region (scheduled like `gpu.shuffle`, `interp/gpu.rs`):
//! - [`GpuOp::WarpEnter`]: every invocation of the subgroup stops; the one whose `laneid`
//!   operand is 0 gets the region's arguments (an argument of the same type as its operand
//!   is that invocation's own value; a distributed vector is gathered from every lane) and
//!   a flag that lets it, and only it, run the region.
//! - [`GpuOp::WarpExit`]: every invocation stops again and takes its results from lane 0's
//!   yielded values (a value of the result's type is broadcast; a distributed vector is
//!   split).
//!
//! Distribution is upstream's block distribution along the one dimension whose sizes
//! differ: lane `l` holds the slice `[l * d, (l + 1) * d)` of that dimension (a vector
//! `vector<64xf32>` over 32 lanes gives lane 0 elements 0 and 1). A distribution over more
//! than one dimension is refused (upstream leaves the order of the lanes over several
//! dimensions to its distribution patterns), as are a `warp_size` other than the subgroup
//! size and `laneid` values that are not the subgroup's lanes (checked at run time).

use super::compile::{FnC, RCtx};
use super::decode::{int_attr, is_obj_type};
use super::errors::{fault, FResult};
use super::exec::{read, write, Thread, Val};
use super::inst::{GpuOp, Inst, Obj, Slot, R};
use crate::ir::{Op, Type, TypeKind};

/// How one value crosses the region boundary: `None` when it keeps its type, else the
/// distributed dimension with the expanded and the per-lane shapes.
pub type Dist = Option<(usize, Vec<i64>, Vec<i64>)>;

/// The distribution from `expanded` (lane 0's view) to `dist` (one lane's), or why it is
/// refused.
fn distribution(
    ctx: &crate::ir::Context,
    expanded: Type,
    dist: Type,
    warp: i64,
) -> Result<Dist, String> {
    if expanded == dist {
        return Ok(None);
    }
    let (TypeKind::Vector { shape: es, .. }, TypeKind::Vector { shape: ds, .. }) =
        (ctx.type_kind(expanded), ctx.type_kind(dist))
    else {
        return Err("a distributed value that is not a vector".into());
    };
    let differ: Vec<usize> = (0..es.len().min(ds.len()))
        .filter(|&i| es[i] != ds[i])
        .collect();
    match differ[..] {
        [k] if es.len() == ds.len() && ds[k] > 0 && es[k] == ds[k] * warp => {
            Ok(Some((k, es.clone(), ds.clone())))
        }
        _ => Err("a vector distributed over more than one dimension".into()),
    }
}

/// The row-major linear index of `idx` in `shape`.
fn linear(idx: &[i64], shape: &[i64]) -> usize {
    idx.iter().zip(shape).fold(0i64, |a, (&i, &s)| a * s + i) as usize
}

/// Calls `f` with every index of `shape`, in row-major order.
fn each_index(shape: &[i64], mut f: impl FnMut(&[i64])) {
    let n: i64 = shape.iter().product();
    let mut idx = vec![0i64; shape.len()];
    for _ in 0..n.max(0) {
        f(&idx);
        for d in (0..shape.len()).rev() {
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}

fn vector(v: &Val) -> FResult<std::sync::Arc<[u64]>> {
    match v {
        Val::O(Obj::Vector(x)) => Ok(x.clone()),
        _ => fault("gpu.warp_execute_on_lane_0: a distributed value that is not a vector"),
    }
}

/// The members of the subgroup by lane (`laneid` operand), after checking that they are
/// the lanes `0..warp`.
fn by_lane(ths: &[Thread], members: &[usize], lane: R, warp: u32) -> FResult<Vec<usize>> {
    if members.len() != warp as usize {
        return fault(format!(
            "gpu.warp_execute_on_lane_0 with warp_size {warp} in a subgroup of {} invocations",
            members.len()
        ));
    }
    let mut out = vec![usize::MAX; members.len()];
    for &k in members {
        let l = ths[k]
            .frames
            .last()
            .map_or(u64::MAX, |f| f.regs[lane as usize]);
        match out.get_mut(l as usize) {
            Some(slot) if *slot == usize::MAX => *slot = k,
            _ => {
                return fault(format!(
                    "gpu.warp_execute_on_lane_0: laneid {} is not a distinct lane of the \
                     subgroup (0..{warp})",
                    l as i64
                ))
            }
        }
    }
    Ok(out)
}

fn get(ths: &[Thread], k: usize, s: Slot) -> Val {
    match ths[k].frames.last() {
        Some(f) => read(&f.regs, &f.objs, s),
        None => Val::R(0),
    }
}

fn put(ths: &mut [Thread], k: usize, s: Slot, v: Val) -> FResult<()> {
    match ths[k].frames.last_mut() {
        Some(f) => write(&mut f.regs, &mut f.objs, s, v),
        None => Ok(()),
    }
}

/// [`GpuOp::WarpEnter`] and [`GpuOp::WarpExit`] for the invocations `members`.
pub(crate) fn collective(op: &GpuOp, ths: &mut [Thread], members: &[usize]) -> FResult<()> {
    match op {
        GpuOp::WarpEnter {
            lane,
            warp,
            first,
            args,
        } => {
            let lanes = by_lane(ths, members, *lane, *warp)?;
            let f0 = lanes[0];
            for &k in members {
                put(
                    ths,
                    k,
                    Slot::R(*first),
                    Val::R(if k == f0 { u64::MAX } else { 0 }),
                )?;
            }
            for (src, dst, dist) in args {
                let v = match dist {
                    None => get(ths, f0, *src),
                    Some((d, es, ds)) => {
                        let parts = lanes
                            .iter()
                            .map(|&k| vector(&get(ths, k, *src)))
                            .collect::<FResult<Vec<_>>>()?;
                        let mut out =
                            Vec::with_capacity(parts.first().map_or(0, |p| p.len()) * lanes.len());
                        let mut bad = false;
                        each_index(es, |idx| {
                            let l = (idx[*d] / ds[*d]) as usize;
                            let mut local = idx.to_vec();
                            local[*d] %= ds[*d];
                            match parts.get(l).and_then(|p| p.get(linear(&local, ds))) {
                                Some(&b) => out.push(b),
                                None => bad = true,
                            }
                        });
                        if bad {
                            return fault(
                                "gpu.warp_execute_on_lane_0: a lane's vector is too short",
                            );
                        }
                        Val::O(Obj::Vector(out.into()))
                    }
                };
                put(ths, f0, *dst, v)?;
            }
        }
        GpuOp::WarpExit { lane, warp, vals } => {
            let lanes = by_lane(ths, members, *lane, *warp)?;
            let f0 = lanes[0];
            for (src, dst, dist) in vals {
                let v = get(ths, f0, *src);
                for (l, &k) in lanes.iter().enumerate() {
                    let mine = match dist {
                        None => v.clone(),
                        Some((d, es, ds)) => {
                            let whole = vector(&v)?;
                            let mut out = Vec::new();
                            let mut bad = false;
                            each_index(ds, |idx| {
                                let mut g = idx.to_vec();
                                g[*d] += l as i64 * ds[*d];
                                match whole.get(linear(&g, es)) {
                                    Some(&b) => out.push(b),
                                    None => bad = true,
                                }
                            });
                            if bad {
                                return fault(
                                    "gpu.warp_execute_on_lane_0: a yielded vector is too short",
                                );
                            }
                            Val::O(Obj::Vector(out.into()))
                        }
                    };
                    put(ths, k, *dst, mine)?;
                }
            }
        }
        _ => return fault("internal: not a warp collective"),
    }
    Ok(())
}

impl FnC<'_, '_> {
    /// Compiles `gpu.warp_execute_on_lane_0`: enter, lane 0 runs the region, exit.
    #[inline(never)]
    pub(crate) fn gpu_warp(&mut self, op: Op) {
        let (ctx, m) = (self.ctx, self.m);
        let d = m.op(op);
        let ops = d.operands().to_vec();
        let results = d.results().to_vec();
        let (Some((&laneid, args)), [body]) = (ops.split_first(), d.regions()) else {
            return self.error("gpu.warp_execute_on_lane_0 without its lane id or region");
        };
        let body = *body;
        let Some(warp) = int_attr(ctx, d, "warp_size").and_then(|w| u32::try_from(w).ok()) else {
            return self.error("gpu.warp_execute_on_lane_0 without a valid warp_size");
        };
        let Some(entry) = m.region(body).blocks().first().copied() else {
            return self.error("gpu.warp_execute_on_lane_0 without a body");
        };
        let bargs = m.block(entry).args().to_vec();
        let yields = m
            .last_op(entry)
            .map(|t| m.op(t).operands().to_vec())
            .unwrap_or_default();
        if bargs.len() != args.len() || yields.len() != results.len() {
            return self.error("gpu.warp_execute_on_lane_0 with mismatched arguments or results");
        }
        let mut enter = Vec::with_capacity(args.len());
        for (&a, &b) in args.iter().zip(&bargs) {
            match distribution(ctx, m.value_type(b), m.value_type(a), i64::from(warp)) {
                Ok(dist) => {
                    let (s, t) = (self.slot(a), self.slot(b));
                    enter.push((s, t, dist));
                }
                Err(why) => return self.unsupported(op, &why),
            }
        }
        let mut exit = Vec::with_capacity(results.len());
        let mut tmps = Vec::with_capacity(results.len());
        for (&y, &r) in yields.iter().zip(&results) {
            let yt = m.value_type(y);
            let dist = match distribution(ctx, yt, m.value_type(r), i64::from(warp)) {
                Ok(dist) => dist,
                Err(why) => return self.unsupported(op, &why),
            };
            let tmp = if is_obj_type(ctx, yt) {
                Slot::O(self.new_obj())
            } else {
                Slot::R(self.new_reg())
            };
            tmps.push(tmp);
            let dst = self.slot(r);
            exit.push((tmp, dst, dist));
        }
        let lane = self.reg(laneid);
        let first = self.new_reg();
        self.f.has_sync = true;
        self.emit(Inst::Gpu(Box::new(GpuOp::WarpEnter {
            lane,
            warp,
            first,
            args: enter,
        })));
        let skip = self.new_label();
        self.emit(Inst::JumpIfZero { c: first, t: skip });
        self.region(
            body,
            &RCtx::Yield {
                dsts: tmps,
                after: skip,
            },
        );
        self.bind(skip);
        self.emit(Inst::Gpu(Box::new(GpuOp::WarpExit {
            lane,
            warp,
            vals: exit,
        })));
    }
}

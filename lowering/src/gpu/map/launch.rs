//! Emission of the `gpu.launch` of a mapped band (see `gpu::map` for the mapping rules).
//!
//! On the host, before the band: the lower bound `lb` and trip count
//! `N = max(0, ceil((ub − lb) / step))` of every mapped dim (folded to constants when the
//! bounds are static, `affine.max`/`affine.apply` of the bound operands otherwise), the grid
//! `ceil(N / (w · r))` per hardware dim (the product of the trip counts for a linearized z)
//! and the workgroup size. In the launch body:
//!
//! - **full tiles** (`affine.if` the workgroup's tile lies inside every guarded dim, or
//!   unconditionally when the trip counts are multiples of the tiles): the `r_x · r_y`
//!   instances of the body, jammed (`gpu::map::jam`), with IVs
//!   `lb + (block_id · w · r + thread_id + a · w) · step` for register offsets `a`
//!   (*cyclic*: a lane's elements are `w` apart), or, for a *blocked* x dim,
//!   `lb + (block_id · w · r + thread_id · r + a) · step` (a lane's `r` elements are
//!   consecutive; see [`has_window_load`]);
//! - **partial tiles** (else): loops over the register offsets, each instance under an
//!   `affine.if` that its IVs are below their upper bounds.

use crate::affine::compose::fully_compose_set_and_operands;
use crate::affine::fold;
use crate::diag::{Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::gpu::build::{
    body_ops, create_launch, tag_register_tile, terminate_launch, Builder, Ip,
};
use crate::gpu::map::jam::emit_jammed;
use crate::gpu::plan::band::{assign_hw, prepare_body, sink_dims, static_trip, Band};
use crate::gpu::plan::config::{choose, HwPlan};
use crate::gpu::plan::{LaunchKind, LaunchPlan, MapOptions};
use crate::ir::{
    AffineExpr, AffineMap, Attr, AttrKind, Block, Context, IntegerSet, Module, Op, TypeKind, Value,
    ValueMap,
};
use crate::transforms::loop_util::combine;

/// How a band dim is indexed inside the kernel.
#[derive(Debug, Clone, Copy)]
enum DimIndex {
    /// On hardware dim `h` (0 = x, 1 = y, 2 = z).
    Hw(usize),
    /// Linearized on z: `(block_id z floordiv div) mod modulo` (`modulo` absent for the
    /// outermost dim of the group).
    Linear { div: i64, modulo: Option<i64> },
}

/// A constraint `expr >= 0` over `nd` dims then symbols.
struct Constraint {
    expr: AffineExpr,
    nd: u32,
    operands: Vec<Value>,
}

/// The decided mapping of one band, with the host values and the launch's ids.
struct Mapping {
    loc: Attr,
    plan: HwPlan,
    /// Consecutive elements per invocation and register offset (`gpu::map::vectorize`'s width on
    /// x, 1 elsewhere).
    vec: [i64; 3],
    tile: [i64; 3],
    /// The band dim on each hardware dim (`None`: unused or linearized).
    hw_dim: [Option<usize>; 3],
    /// How each band dim is indexed (`None`: not mapped, sunk into the body).
    index: Vec<Option<DimIndex>>,
    /// Host values: lower bound and trip count per mapped band dim.
    lb: Vec<Option<Value>>,
    n: Vec<Option<Value>>,
    /// Hardware dims whose tiles may be partial.
    guarded: [bool; 3],
    /// Hardware dims mapped blocked: lane `t`'s register offsets `a` are the consecutive
    /// elements `t·r + a` of the workgroup's tile (cyclic, `t + a·w`, otherwise).
    blocked: [bool; 3],
    steps: Vec<i64>,
    bid: [Value; 3],
    tid: [Value; 3],
}

impl Mapping {
    fn internal(&self, ctx: &Context) -> Diagnostics {
        Diagnostic::error_at(ctx, self.loc, "internal error: unmapped band dim").into()
    }

    /// The trip count value of hardware dim `h`'s band dim.
    fn trip(&self, ctx: &Context, h: usize) -> Result<Value, Diagnostics> {
        self.hw_dim[h]
            .and_then(|k| self.n[k])
            .ok_or_else(|| self.internal(ctx))
    }

    /// `bid·T + tid·v + a·w·v` (cyclic) or `bid·T + tid·r·v + a·v` (blocked) over symbols
    /// `[bid, tid]` after `first_sym` other symbols and the dim `d0` when `a` is a value.
    fn linear_index(
        &self,
        ctx: &mut Context,
        h: usize,
        first_sym: u32,
        a: Result<i64, ()>,
    ) -> AffineExpr {
        let (s_b, s_t) = (ctx.sym(first_sym), ctx.sym(first_sym + 1));
        let tt = ctx.cst(self.tile[h]);
        let bt = ctx.mul(s_b, tt);
        let v = self.vec[h];
        // Cyclic: lane stride v, register stride w·v. Blocked: lane stride r·v, register
        // stride v.
        let (lane_stride, reg_stride) = if self.blocked[h] {
            (self.plan.register[h] * v, v)
        } else {
            (v, self.plan.workgroup[h] * v)
        };
        let vc = ctx.cst(lane_stride);
        let t_v = ctx.mul(s_t, vc);
        let idx = ctx.add(bt, t_v);
        let off = match a {
            Ok(c) => ctx.cst(c * reg_stride),
            Err(()) => {
                let d0 = ctx.dim(0);
                let w = ctx.cst(reg_stride);
                ctx.mul(d0, w)
            }
        };
        ctx.add(idx, off)
    }

    /// The value of band dim `k`'s IV for register offset `a` (a constant or a loop IV).
    fn iv_value(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        b: &Builder,
        k: usize,
        iv: Value,
        a: Result<i64, Value>,
    ) -> Value {
        let Some(lb) = self.lb[k] else { return iv };
        let step = ctx.cst(self.steps[k]);
        match self.index[k] {
            Some(DimIndex::Hw(h)) => {
                // lb + idx * step, symbols [lb, bid, tid], dim [a].
                let idx = self.linear_index(ctx, h, 1, a.map_err(|_| ()));
                let s_lb = ctx.sym(0);
                let sc = ctx.mul(idx, step);
                let e = ctx.add(s_lb, sc);
                let mut operands = Vec::new();
                if let Err(v) = a {
                    operands.push(v);
                }
                let nd = operands.len() as u32;
                operands.extend([lb, self.bid[h], self.tid[h]]);
                let mp = ctx.map(nd, 3, vec![e]);
                b.apply(ctx, m, mp, &operands)
            }
            Some(DimIndex::Linear { div, modulo }) => {
                let (s_lb, s_b) = (ctx.sym(0), ctx.sym(1));
                let dv = ctx.cst(div);
                let mut idx = fold::floordiv(ctx, s_b, dv);
                if let Some(md) = modulo {
                    let mc = ctx.cst(md);
                    idx = fold::modulo_expr(ctx, idx, mc);
                }
                let sc = ctx.mul(idx, step);
                let e = ctx.add(s_lb, sc);
                let mp = ctx.map(0, 2, vec![e]);
                b.apply(ctx, m, mp, &[lb, self.bid[2]])
            }
            None => iv,
        }
    }

    /// "The workgroup's tile is full": `N − bid·T − T ≥ 0` for every guarded dim.
    fn full_tile_set(
        &self,
        ctx: &mut Context,
        m: &Module,
    ) -> Result<(IntegerSet, Vec<Value>), Diagnostics> {
        let mut cons = Vec::new();
        for h in (0..3).filter(|&h| self.guarded[h]) {
            let (s_n, s_b) = (ctx.sym(0), ctx.sym(1));
            let tt = ctx.cst(self.tile[h]);
            let bt = ctx.mul(s_b, tt);
            let e0 = ctx.sub(s_n, bt);
            let mt = ctx.cst(-self.tile[h]);
            let expr = ctx.add(e0, mt);
            cons.push(Constraint {
                expr,
                nd: 0,
                operands: vec![self.trip(ctx, h)?, self.bid[h]],
            });
        }
        Ok(make_set(ctx, m, &cons))
    }

    /// "This instance is in range": `N − idx − 1 ≥ 0` for every guarded dim, with the
    /// register offsets `a_vals` (loop IVs) where the register tile is larger than one.
    fn instance_set(
        &self,
        ctx: &mut Context,
        m: &Module,
        a_vals: &[Option<Value>; 3],
    ) -> Result<(IntegerSet, Vec<Value>), Diagnostics> {
        let mut cons = Vec::new();
        for h in (0..3).filter(|&h| self.guarded[h]) {
            let idx = self.linear_index(ctx, h, 1, a_vals[h].map_or(Ok(0), |_| Err(())));
            let s_n = ctx.sym(0);
            let e0 = ctx.sub(s_n, idx);
            let m1 = ctx.cst(-1);
            let expr = ctx.add(e0, m1);
            let mut operands: Vec<Value> = a_vals[h].into_iter().collect();
            let nd = operands.len() as u32;
            operands.extend([self.trip(ctx, h)?, self.bid[h], self.tid[h]]);
            cons.push(Constraint { expr, nd, operands });
        }
        Ok(make_set(ctx, m, &cons))
    }

    /// Partial tiles: loops over the register offsets, each instance guarded.
    fn emit_partial(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        band: &Band,
        template: &[Op],
        at: Block,
    ) -> Result<(), Diagnostics> {
        let loc = self.loc;
        let mut inner = Builder {
            ip: Ip::End(at),
            loc,
        };
        let mut loops = Vec::new();
        let mut a_vals: [Option<Value>; 3] = [None; 3];
        for h in [1usize, 0] {
            if self.plan.register[h] > 1 && self.hw_dim[h].is_some() {
                let lp = inner.affine_for_const(ctx, m, 0, self.plan.register[h], 1, &[]);
                inner = Builder {
                    ip: Ip::End(lp.body),
                    loc,
                };
                a_vals[h] = Some(lp.iv);
                loops.push(lp);
            }
        }
        let mut vm = ValueMap::default();
        for (k, d) in band.dims.iter().enumerate() {
            let a = match self.index[k] {
                Some(DimIndex::Hw(h)) => a_vals[h].map_or(Ok(0), Err),
                _ => Ok(0),
            };
            let v = self.iv_value(ctx, m, &inner, k, d.iv, a);
            vm.values.insert(d.iv, v);
        }
        let (set, sops) = self.instance_set(ctx, m, &a_vals)?;
        let (_g, then_b, _) = inner.affine_if(ctx, m, set, sops, vec![], false);
        emit_jammed(
            ctx,
            m,
            template,
            &mut [vm],
            Builder {
                ip: Ip::End(then_b),
                loc,
            },
        );
        Builder::yield_in(ctx, m, then_b, vec![], loc);
        for lp in loops.iter().rev() {
            Builder::yield_in(ctx, m, lp.body, vec![], loc);
        }
        Ok(())
    }

    /// Full tiles: all `r_x · r_y` instances, jammed.
    fn emit_full(
        &self,
        ctx: &mut Context,
        m: &mut Module,
        band: &Band,
        template: &[Op],
        b: Builder,
    ) {
        let mut cache: Vec<((usize, i64), Value)> = Vec::new();
        let mut maps = Vec::new();
        let ry = if self.hw_dim[1].is_some() {
            self.plan.register[1]
        } else {
            1
        };
        for ay in 0..ry {
            for ax in 0..self.plan.register[0] {
                let mut vm = ValueMap::default();
                for (k, d) in band.dims.iter().enumerate() {
                    let a = match self.index[k] {
                        Some(DimIndex::Hw(0)) => ax,
                        Some(DimIndex::Hw(1)) => ay,
                        _ => 0,
                    };
                    let v = match cache.iter().find(|(key, _)| *key == (k, a)) {
                        Some(&(_, v)) => v,
                        None => {
                            let v = self.iv_value(ctx, m, &b, k, d.iv, Ok(a));
                            cache.push(((k, a), v));
                            v
                        }
                    };
                    vm.values.insert(d.iv, v);
                }
                maps.push(vm);
            }
        }
        emit_jammed(ctx, m, template, &mut maps, b);
    }
}

/// `()[s0] -> (s0 ceildiv t)`
fn ceil_map(ctx: &mut Context, t: i64) -> AffineMap {
    let s0 = ctx.sym(0);
    let c = ctx.cst(t);
    let e = fold::ceildiv(ctx, s0, c);
    ctx.map(0, 1, vec![e])
}

/// Maps one band onto a `gpu.launch` (see the module documentation of `gpu::map`); returns
/// the plans of the launches created, the band's last (before it: `gpu::map::relayout`'s copy
/// kernels).
pub(crate) fn map_band(
    ctx: &mut Context,
    m: &mut Module,
    band: &Band,
    o: &MapOptions,
) -> Result<Vec<LaunchPlan>, Diagnostics> {
    let loc = m.op(band.root).loc;
    let trips: Vec<Option<i64>> = band.dims.iter().map(|d| static_trip(ctx, m, d)).collect();
    let share_y = o.target.subgroup_broadcast_width().is_some() && o.target.is_cpu;
    let (x, y, z, sunk) = assign_hw(ctx, m, band, &trips, share_y);
    sink_dims(ctx, m, band, &sunk);
    let Some(body) = m.entry_block(band.last, 0) else {
        return Err(Diagnostic::error_at(ctx, loc, "malformed loop body").into());
    };
    prepare_body(ctx, m, body, o.alias());
    let mut template = body_ops(m, body);
    let mut has_loop = false;
    for &op in &template {
        m.walk_pre(op, &mut |x| {
            has_loop |= matches!(
                m.op(x).kind,
                Some(OpKind::AffineFor | OpKind::ScfFor | OpKind::ScfWhile)
            )
        });
    }
    // The plan.
    let z_trip = z
        .iter()
        .try_fold(1i64, |acc, &k| trips[k].and_then(|t| acc.checked_mul(t)));
    let hw_trips = [trips[x], y.map_or(Some(1), |k| trips[k]), z_trip];
    let n_hw = 1 + usize::from(y.is_some()) + usize::from(!z.is_empty());
    let share = match y {
        Some(yk) if has_loop => crate::gpu::plan::loads::has_shareable_load(
            m,
            &template,
            band.dims[x].iv,
            band.dims[yk].iv,
        ),
        _ => false,
    };
    let mut ivs = vec![band.dims[x].iv];
    ivs.extend(y.map(|k| band.dims[k].iv));
    let no_reuse = !ivs
        .iter()
        .any(|&iv| crate::gpu::plan::loads::has_invariant_load(m, &template, iv));
    // Texture mode (`gpu::map::texture`): a register-tiled reduction whose lane-varying loads
    // all read memrefs that can live in textures. An explicit workgroup size or register
    // tile (the autotuner's candidates) applies to its plan; a forced tile size does not.
    let forced = !o.overrides.tile.is_empty();
    let may_texture = o.textures
        && o.vectorize
        && o.target.is_cpu
        && o.target.max_texture_dim > 0
        && has_loop
        && y.is_some()
        && !forced
        && band.dims[x].step == 1
        && trips[x].is_some();
    let read_only = if may_texture {
        crate::gpu::map::texture::read_only_memrefs(ctx, m, &template)
    } else {
        Vec::new()
    };
    let mut texture = may_texture && {
        let max = o.target.max_texture_dim;
        let eligible: Vec<Value> = read_only
            .iter()
            .copied()
            .filter(|&v| crate::gpu::map::texture::eligible_type(ctx, m.value_type(v), max))
            .collect();
        crate::gpu::map::texture::band_qualifies(ctx, m, &template, band.dims[x].iv, &eligible)
    };
    let mut traits = crate::gpu::plan::config::BandTraits {
        share: share && !texture,
        no_reuse,
        texture,
    };
    let plan_with = |traits| {
        choose(
            n_hw,
            hw_trips,
            has_loop,
            &o.target,
            &o.overrides,
            true,
            traits,
        )
        .map_err(|e| Diagnostics::from(Diagnostic::error_at(ctx, loc, e)))
    };
    let mut plan = plan_with(traits)?;
    // Texture mode needs the vectorised x tile to divide the extent (`vectorize`); when
    // the fitted plan does not, the band is planned as without textures.
    if texture {
        let tile_x = plan.workgroup[0] * (plan.register[0] / 4).max(1) * 4;
        if trips[x].is_none_or(|n| n % tile_x != 0) {
            texture = false;
            traits.texture = false;
            traits.share = share;
            plan = plan_with(traits)?;
        }
    }
    let width = vectorize(
        ctx,
        m,
        band,
        x,
        trips[x],
        has_loop && !texture,
        texture,
        &mut plan,
        &mut template,
        body,
        o,
    );
    let texture = texture && width > 1;
    if texture {
        // The reduction loops read four steps' worth of their scalar inputs (matmul's
        // `A[i, k]`) as one vector, from the read-only memrefs whose rows are whole
        // vectors (aligned when the loop IV is): textures, or buffers then read as `vec4`
        // (one lane loop per 4 elements).
        let keep = |ctx: &Context, m: &Module, v: Value| {
            read_only.contains(&v)
                && matches!(ctx.type_kind(m.value_type(v)),
                    TypeKind::MemRef { shape, layout: None, .. }
                        if shape.last().is_some_and(|&d| d > 0 && d % 4 == 0)
                            && shape.iter().all(|&d| d > 0))
        };
        crate::gpu::map::vectorize::combine_loop_loads(ctx, m, &mut template, &keep);
    }
    let mut tile = plan.tile();
    tile[0] *= width;
    let reported = [plan.register[0] * width, plan.register[1], plan.register[2]];
    let mut index: Vec<Option<DimIndex>> = vec![None; band.dims.len()];
    index[x] = Some(DimIndex::Hw(0));
    if let Some(k) = y {
        index[k] = Some(DimIndex::Hw(1));
    }
    let mut z_div = 1i64;
    if z.len() == 1 {
        index[z[0]] = Some(DimIndex::Hw(2));
    } else {
        for (j, &k) in z.iter().enumerate().rev() {
            let t = trips[k].unwrap_or(1).max(1);
            index[k] = Some(DimIndex::Linear {
                div: z_div,
                modulo: (j > 0).then_some(t),
            });
            if j > 0 {
                z_div = z_div.saturating_mul(t);
            }
        }
    }
    let hw_dim = [Some(x), y, (z.len() == 1).then(|| z[0])];
    // Host side: lower bounds and trip counts, grid and workgroup sizes.
    let host = Builder::before(m, band.root);
    let host_start = m.prev_op(band.root);
    let mut lb = vec![None; band.dims.len()];
    let mut n = vec![None; band.dims.len()];
    for (k, d) in band.dims.iter().enumerate() {
        if index[k].is_none() {
            continue;
        }
        let l = host.min_max(ctx, m, false, d.lb.0, &d.lb.1);
        let u = host.min_max(ctx, m, true, d.ub.0, &d.ub.1);
        let (s0, s1) = (ctx.sym(0), ctx.sym(1));
        let diff = ctx.sub(s1, s0);
        let st = ctx.cst(d.step);
        let cnt = fold::ceildiv(ctx, diff, st);
        let zero = ctx.cst(0);
        let nmap = ctx.map(0, 2, vec![zero, cnt]);
        lb[k] = Some(l);
        n[k] = Some(host.min_max(ctx, m, false, nmap, &[l, u]));
    }
    let mut grid = Vec::new();
    for h in 0..3 {
        let g = match (hw_dim[h], h) {
            (Some(k), _) => {
                let mp = ceil_map(ctx, tile[h]);
                let nk = n[k].ok_or_else(|| {
                    Diagnostics::from(Diagnostic::error_at(
                        ctx,
                        loc,
                        "internal error: unmapped dim",
                    ))
                })?;
                host.apply(ctx, m, mp, &[nk])
            }
            (None, 2) if !z.is_empty() => {
                let s0 = ctx.sym(0);
                let c = ctx.cst(z_div);
                let e = ctx.mul(s0, c);
                let mp = ctx.map(0, 1, vec![e]);
                let nk = n[z[0]].ok_or_else(|| {
                    Diagnostics::from(Diagnostic::error_at(
                        ctx,
                        loc,
                        "internal error: unmapped dim",
                    ))
                })?;
                host.apply(ctx, m, mp, &[nk])
            }
            _ => host.const_index(ctx, m, 1),
        };
        grid.push(g);
    }
    let bs: Vec<Value> = plan
        .workgroup
        .iter()
        .map(|&w| host.const_index(ctx, m, w))
        .collect();
    let (launch, kbody) = create_launch(
        ctx,
        m,
        &host,
        [grid[0], grid[1], grid[2]],
        [bs[0], bs[1], bs[2]],
    );
    tag_register_tile(ctx, m, launch, reported);
    if texture {
        let unit = ctx.attr(AttrKind::Unit);
        crate::gpu::build::set_attr(
            ctx,
            m,
            launch,
            crate::gpu::map::texture::TEXTURE_READS,
            unit,
        );
    }
    let args = m.block(kbody).args().to_vec();
    let mut guarded = [false; 3];
    for h in 0..3 {
        if let Some(k) = hw_dim[h] {
            guarded[h] = match trips[k] {
                Some(t) => t % tile[h] != 0,
                None => tile[h] > 1,
            };
        }
    }
    // A lane that owns consecutive columns reuses the loads of a sliding window (the
    // convolution's `I[.., ow + kw]`) across the window loop: `tessera-hoist-window` then
    // loads each column once per window instead of once per window step.
    let blocked_x = o.target.is_cpu
        && width == 1
        && !texture
        && plan.register[0] > 1
        && has_window_load(ctx, m, &template, band.dims[x].iv);
    let mp = Mapping {
        loc,
        plan,
        vec: [width, 1, 1],
        tile,
        hw_dim,
        index,
        lb,
        n,
        guarded,
        blocked: [blocked_x, false, false],
        steps: band.dims.iter().map(|d| d.step).collect(),
        bid: [args[0], args[1], args[2]],
        tid: [args[3], args[4], args[5]],
    };
    let kb = Builder {
        ip: Ip::End(kbody),
        loc,
    };
    if guarded.iter().any(|&g| g) {
        let (set, sops) = mp.full_tile_set(ctx, m)?;
        let (_if, then_b, else_b) = kb.affine_if(ctx, m, set, sops, vec![], true);
        let Some(else_b) = else_b else {
            return Err(mp.internal(ctx));
        };
        mp.emit_full(
            ctx,
            m,
            band,
            &template,
            Builder {
                ip: Ip::End(then_b),
                loc,
            },
        );
        Builder::yield_in(ctx, m, then_b, vec![], loc);
        mp.emit_partial(ctx, m, band, &template, else_b)?;
        Builder::yield_in(ctx, m, else_b, vec![], loc);
    } else {
        mp.emit_full(ctx, m, band, &template, kb);
    }
    terminate_launch(ctx, m, kbody, loc);
    // Rows that every lane reads (a convolution's filters) come from a transposed copy
    // in a texture, four per fetch (`gpu::map::relayout`).
    let mut copies = Vec::new();
    // Only where `tessera-subgroup-share` will read them as vectors: one subgroup per
    // workgroup, rows in whole groups of `4·S`.
    let sg = i64::from(o.target.subgroup_size);
    let vector_rows = o.target.subgroup_broadcast_width() == u32::try_from(sg).ok()
        && sg > 1
        && mp.plan.workgroup == [sg, 1, 1]
        && mp.plan.register[1] % (4 * sg) == 0;
    if traits.share
        && vector_rows
        && !texture
        && o.textures
        && o.target.is_cpu
        && o.target.max_texture_dim > 0
    {
        copies =
            crate::gpu::map::relayout::transpose_shared_rows(ctx, m, launch, &o.target, o.alias());
    }
    tidy_host_ops(ctx, m, host_start, band.root);
    m.erase_op(band.root);
    let grid_static = [grid[0], grid[1], grid[2]].map(|v| crate::gpu::build::const_of(ctx, m, v));
    copies.push(LaunchPlan {
        launch,
        kind: LaunchKind::Band,
        grid: grid_static,
        workgroup: plan.workgroup,
        register: reported,
    });
    Ok(copies)
}

/// Whether the body `template` has a *window* load: a load inside a loop of the body with
/// a subscript that combines `x_iv` with the IV of such a loop in one affine expression
/// (the convolution's `I[n, c, oh + kh - 1, ow + kw - 1]` for `x_iv = ow`, directly in an
/// `affine.load` map or, after if-conversion, in the `affine.max`/`affine.min` clamp of a
/// `memref.load` subscript). Neighbouring x elements then read overlapping data at
/// consecutive steps of the inner loop.
pub(crate) fn has_window_load(ctx: &Context, m: &Module, template: &[Op], x_iv: Value) -> bool {
    let mut inner_ivs = Vec::new();
    for &op in template {
        m.walk_pre(op, &mut |o| {
            if m.op(o).kind == Some(OpKind::AffineFor) {
                if let Some(b) = m.entry_block(o, 0) {
                    inner_ivs.extend(m.block(b).args().first().copied());
                }
            }
        });
    }
    if inner_ivs.is_empty() {
        return false;
    }
    let mut found = false;
    for &op in template {
        m.walk_pre(op, &mut |o| {
            if found {
                return;
            }
            let mut roots = Vec::new();
            match m.op(o).kind {
                Some(OpKind::AffineLoad) => roots.push(o),
                Some(OpKind::MemRefLoad) => roots.extend(
                    m.op(o)
                        .operands()
                        .get(1..)
                        .unwrap_or(&[])
                        .iter()
                        .filter_map(|&v| {
                            m.defining_op(v).filter(|&d| {
                                matches!(
                                    m.op(d).kind,
                                    Some(
                                        OpKind::AffineApply | OpKind::AffineMax | OpKind::AffineMin
                                    )
                                )
                            })
                        }),
                ),
                _ => return,
            }
            found = roots
                .into_iter()
                .any(|r| window_subscript(ctx, m, r, x_iv, &inner_ivs, 0));
        });
    }
    found
}

/// Whether one result of the map of `op` (an affine load, apply, max or min) uses both
/// `x_iv` and one of `inner_ivs`, or one of its operands is such an op (up to a few
/// levels: a clamp `min(max(..))`).
fn window_subscript(
    ctx: &Context,
    m: &Module,
    op: Op,
    x_iv: Value,
    inner_ivs: &[Value],
    depth: u32,
) -> bool {
    if depth > 4 {
        return false;
    }
    let Some(map) = crate::affine::ops::map_attr(ctx, m, op, "map") else {
        return false;
    };
    let data = ctx.map_data(map);
    let skip = usize::from(m.op(op).kind == Some(OpKind::AffineLoad));
    let operands = &m.op(op).operands()[skip.min(m.op(op).operands().len())..];
    if operands.len() != (data.num_dims + data.num_symbols) as usize {
        return false;
    }
    for &e in &data.results {
        let mut pos = Vec::new();
        crate::gpu::build::expr_positions(ctx, e, data.num_dims, &mut pos);
        let uses = |pred: &dyn Fn(Value) -> bool| {
            pos.iter()
                .any(|&p| operands.get(p).is_some_and(|&v| pred(v)))
        };
        if uses(&|v| v == x_iv) && uses(&|v| inner_ivs.contains(&v)) {
            return true;
        }
    }
    operands.iter().any(|&v| {
        m.defining_op(v).is_some_and(|d| {
            matches!(
                m.op(d).kind,
                Some(OpKind::AffineApply | OpKind::AffineMax | OpKind::AffineMin)
            ) && window_subscript(ctx, m, d, x_iv, inner_ivs, depth + 1)
        })
    })
}

/// Vectorises the body along x when the target is a CPU adapter, `vectorize` is on, no
/// register tile or tile size is forced on x (in texture mode, `texture`, a forced
/// register tile is the vectorised one), the x dim has step 1 and a static trip count
/// that the vectorised tile divides (x then needs no guard), `gpu::map::vectorize` accepts the
/// body and the body has no loop. Replaces `template` with the vectorised ops, divides
/// `plan.register[0]` by the width and returns the width (1 when nothing changed).
/// Otherwise the body's reduction loops are vectorised along their own IV where possible
/// (`gpu::map::vectorize`).
#[allow(clippy::too_many_arguments)]
fn vectorize(
    ctx: &mut Context,
    m: &mut Module,
    band: &Band,
    x: usize,
    trip_x: Option<i64>,
    has_loop: bool,
    texture: bool,
    plan: &mut HwPlan,
    template: &mut Vec<Op>,
    body: Block,
    o: &MapOptions,
) -> i64 {
    const WIDTH: i64 = 4;
    let forced = !texture && (!o.overrides.register.is_empty() || !o.overrides.tile.is_empty());
    if !o.vectorize || !o.target.is_cpu || forced || band.dims[x].step != 1 {
        return 1;
    }
    let mut rx = (plan.register[0] / WIDTH).max(1);
    let mut wx = plan.workgroup[0];
    // An extent of fewer than one workgroup of vectors (a multiple of 4): one workgroup of
    // `n / 4` invocations covers it.
    if let Some(n) = trip_x {
        if n % (wx * rx * WIDTH) != 0 && n % WIDTH == 0 && n / WIDTH < wx {
            wx = n / WIDTH;
            rx = 1;
        }
    }
    let divides = trip_x.is_some_and(|n| n % (wx * rx * WIDTH) == 0);
    // Bodies with a loop (register-tiled reductions such as matmul's `k`) keep scalar
    // lanes: with `vector<4xf32>` accumulators the 1024³ matmul measured 1.4x slower on
    // lavapipe (9-11 against 12-16 GFLOP/s, same plan), while loop-free bodies (element-
    // wise kernels) gain 2-3x.
    let vp = if divides && !has_loop {
        crate::gpu::map::vectorize::analyze(ctx, m, template, band.dims[x].iv, WIDTH)
    } else {
        None
    };
    let Some(vp) = vp else {
        // Not along x: a reduction loop inside the body may still be (a row sum's).
        crate::gpu::map::vectorize::vectorize_reduction_loops(ctx, m, template, WIDTH);
        return 1;
    };
    let Some(term) = crate::gpu::build::terminator(m, body) else {
        return 1;
    };
    let at = Builder::before(m, term);
    *template = crate::gpu::map::vectorize::emit(ctx, m, &vp, template, at);
    plan.register[0] = rx;
    plan.workgroup[0] = wx;
    WIDTH
}

/// Tidies the host ops a mapping created between `start` (exclusive; `None`: the block's
/// first op) and `end` (exclusive): equal `arith.constant`s are merged and unused pure ops
/// erased. Nothing outside the range is touched.
pub(crate) fn tidy_host_ops(ctx: &Context, m: &mut Module, start: Option<Op>, end: Op) {
    let range = |m: &Module| {
        let mut out = Vec::new();
        let mut cur = match start {
            Some(s) => m.next_op(s),
            None => m.op(end).parent().and_then(|b| m.first_op(b)),
        };
        while let Some(op) = cur {
            if op == end {
                break;
            }
            out.push(op);
            cur = m.next_op(op);
        }
        out
    };
    let mut seen: Vec<(Option<Attr>, crate::ir::Type, Value)> = Vec::new();
    for op in range(m) {
        if m.op(op).kind != Some(OpKind::ArithConstant) {
            continue;
        }
        let value = crate::affine::ops::attr(ctx, m, op, "value");
        let r = m.op(op).results()[0];
        let ty = m.value_type(r);
        match seen.iter().find(|(v, t, _)| *v == value && *t == ty) {
            Some(&(_, _, first)) => m.replace_all_uses(r, first),
            None => seen.push((value, ty, r)),
        }
    }
    loop {
        let mut changed = false;
        for op in range(m) {
            let unused = m.op(op).results().iter().all(|&r| m.use_empty(r));
            if unused && crate::gpu::build::is_pure(m, op) {
                m.erase_op(op);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}

/// An integer set from constraints `e >= 0`, each over `nd` dims (its first operands) and
/// symbols (the rest), on one canonical operand list.
fn make_set(ctx: &mut Context, m: &Module, cons: &[Constraint]) -> (IntegerSet, Vec<Value>) {
    let pieces: Vec<(AffineMap, Vec<Value>)> = cons
        .iter()
        .map(|c| {
            (
                ctx.map(c.nd, c.operands.len() as u32 - c.nd, vec![c.expr]),
                c.operands.clone(),
            )
        })
        .collect();
    set_from_pieces(ctx, m, &pieces)
}

fn set_from_pieces(
    ctx: &mut Context,
    m: &Module,
    pieces: &[(AffineMap, Vec<Value>)],
) -> (IntegerSet, Vec<Value>) {
    let refs: Vec<(AffineMap, &[Value])> =
        pieces.iter().map(|(mp, o)| (*mp, o.as_slice())).collect();
    let c = combine(ctx, &refs);
    let cons: Vec<AffineExpr> = c.results.iter().flat_map(|r| r.iter().copied()).collect();
    let eqs = vec![false; cons.len()];
    let set = ctx.integer_set(c.num_dims, c.num_symbols, cons, eqs);
    fully_compose_set_and_operands(ctx, m, set, &c.operands)
}

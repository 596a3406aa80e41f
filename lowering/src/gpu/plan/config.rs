//! Choosing workgroup sizes and register tiles for a mapped band.
//!
//! The band's dims are assigned to hardware dims x, y, z (see `gpu::map`); this module picks,
//! for each hardware dim `h`, the workgroup size `w[h]` and the register tile `r[h]`
//! (elements per invocation along `h`). The workgroup tile is `t[h] = w[h] · r[h]` and the
//! grid `ceil(N[h] / t[h])`. The rules:
//!
//! 1. **Invocations per workgroup** `W` = 128 on CPU adapters, 256 on GPUs (capped by the
//!    target). One hardware dim: `w = [W, 1, 1]`. Two or three: `w.x` = 16 rounded up to a
//!    multiple of the subgroup width (16 for lavapipe's 8, 32 for 32-wide subgroups),
//!    `w.y = W / w.x`, `w.z = 1` — local X is a multiple of the subgroup width so that a
//!    subgroup reads consecutive elements of the contiguous dimension.
//! 2. **Register tile**: `4 × 4` (x, y) when the body contains a loop (a reduction such as
//!    matmul's `k`, where the tile gives `m + n` loads per `m · n` multiply-adds), `4 × 1`
//!    for loop-free (elementwise) bodies; `r.z = 1`. One hardware dim: `r.x = 4`.
//! 3. **Fit to the bounds** (static trip counts): a dim whose trip count `N ≤ w` gets
//!    `w = N, r = 1` (no idle invocations, no guard); otherwise `r ≤ ceil(N / w)`, and among
//!    `r, r − 1, …, ceil(r / 2)` the largest that makes `t` divide `N` is preferred, so that
//!    no guard is needed.
//!    **Subgroup sharing** (`share`: the body has a loop whose loads are invariant along x
//!    but vary along y, like matmul's `A[i, k]`, and the target is a CPU adapter that can
//!    broadcast within a subgroup): `w = [S, 1, 1]` (one subgroup per workgroup, so every lane has the same
//!    rows), `r = [8, 4·S, 1]`; `tessera-subgroup-share` then loads the `4·S` rows with
//!    `4` lane-distributed loads and broadcasts them, and each lane keeps `8 × 4·S`
//!    accumulators.
//!    **No reuse** (no load is invariant along a mapped dim, as in elementwise kernels and
//!    row sums) on CPU adapters: `r = [1, 1, 1]`, since there a register tile saves no
//!    load and measured slower than more invocations.
//! 4. **Overrides**: an explicit workgroup size, register tile or tile size (`t`, giving
//!    `r = t / w`) replaces the choice for the dims it names.
//! 5. **Limits**: `w[h] ≤ max_workgroup_size[h]`, `Π w ≤ max_invocations`, else an error;
//!    a static grid larger than `max_workgroups_per_dim` doubles `r[h]` until it fits.

use crate::gpu::target::GpuTarget;

/// The sizes chosen for one mapped band, per hardware dim (x, y, z).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HwPlan {
    /// Workgroup size.
    pub workgroup: [i64; 3],
    /// Register tile (elements per invocation).
    pub register: [i64; 3],
}

impl HwPlan {
    /// The workgroup tile `w · r`.
    pub fn tile(&self) -> [i64; 3] {
        [
            self.workgroup[0] * self.register[0],
            self.workgroup[1] * self.register[1],
            self.workgroup[2] * self.register[2],
        ]
    }
}

/// What the planner knows about a band's body besides its trip counts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BandTraits {
    /// A load inside a loop is invariant along x but varies along y (rule 3's subgroup
    /// sharing applies).
    pub share: bool,
    /// No load is invariant along any mapped dim: register tiles would bring no reuse.
    pub no_reuse: bool,
    /// Texture mode (`gpu::map::texture`): the body is vectorised by 4 along x and its
    /// lane-varying loads read textures (rule 3's texture tile applies).
    pub texture: bool,
}

/// User overrides of the plan (pipeline options).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlanOverrides {
    /// Workgroup size per hardware dim (x, y, z); missing entries are chosen.
    pub workgroup: Vec<i64>,
    /// Register tile per hardware dim.
    pub register: Vec<i64>,
    /// Workgroup tile per hardware dim.
    pub tile: Vec<i64>,
}

/// Picks the plan for `n_hw` used hardware dims with static trip counts `trips` (`None`:
/// dynamic) following the module's rules. `z_fixed` forces `w.z = r.z = 1` (a linearized z).
pub fn choose(
    n_hw: usize,
    trips: [Option<i64>; 3],
    has_loop: bool,
    target: &GpuTarget,
    o: &PlanOverrides,
    z_fixed: bool,
    traits: BandTraits,
) -> Result<HwPlan, String> {
    let share = traits.share;
    target.validate()?;
    let big_w = i64::from(target.preferred_invocations());
    let sg = i64::from(target.subgroup_size);
    let mut w = [1i64; 3];
    let mut r = [1i64; 3];
    match n_hw {
        0 => {}
        1 => {
            w[0] = big_w;
            r[0] = 4;
        }
        _ if traits.texture && has_loop && target.is_cpu => {
            // One subgroup; each lane 4 vectors of 4 columns (cyclic on local X) by 16
            // rows: 256 accumulators; per 4 steps of the reduction 16 texel fetches of
            // the right operand, 2 of the left (shared by `tessera-subgroup-share`). On
            // lavapipe 32 x 32 and 64 x 16 tiles ran ~15% faster but compile 5x slower
            // (16 ms for the 1024^3 matmul); 32 x 8 and 64 x 8 were slower.
            w[0] = sg.min(i64::from(target.max_workgroup_size[0])).max(1);
            r[0] = 16;
            r[1] = 16;
        }
        _ if share
            && has_loop
            && target.subgroup_broadcast_width().is_some()
            && target.is_cpu
            && sg >= 2 =>
        {
            w[0] = sg.min(i64::from(target.max_workgroup_size[0])).max(1);
            r[0] = 8;
            r[1] = 4 * sg;
        }
        _ => {
            let wx = (16 + sg - 1) / sg * sg;
            w[0] = wx.min(big_w).max(1);
            w[1] = (big_w / w[0]).max(1);
            r[0] = 4;
            r[1] = if has_loop { 4 } else { 1 };
        }
    }
    // Without reuse a register tile only adds code; on CPU adapters (where a wider
    // invocation is not cheaper than more invocations) the tile is one element.
    if traits.no_reuse && target.is_cpu && !share {
        r = [1, 1, 1];
    }
    // Fit to the bounds.
    for h in 0..n_hw.min(3) {
        let Some(n) = trips[h] else { continue };
        let n = n.max(1);
        if n <= w[h] {
            w[h] = n;
            r[h] = 1;
            continue;
        }
        r[h] = r[h].min((n + w[h] - 1) / w[h]).max(1);
        let lo = (r[h] + 1) / 2;
        if let Some(best) = (lo..=r[h]).rev().find(|&rr| n % (w[h] * rr) == 0) {
            r[h] = best;
        }
    }
    // Overrides.
    for h in 0..3 {
        if let Some(&v) = o.workgroup.get(h) {
            w[h] = v;
        }
        if let Some(&v) = o.register.get(h) {
            r[h] = v;
        }
        if let Some(&t) = o.tile.get(h) {
            if t < 1 || w[h] < 1 || t % w[h] != 0 {
                return Err(format!(
                    "tile size {t} of dim {h} is not a multiple of the workgroup size {}",
                    w[h]
                ));
            }
            r[h] = t / w[h];
        }
    }
    for h in n_hw.min(3)..3 {
        w[h] = 1;
        r[h] = 1;
    }
    if z_fixed {
        w[2] = 1;
        r[2] = 1;
    }
    if w.iter().chain(r.iter()).any(|&v| v < 1) {
        return Err("workgroup sizes and register tiles must be positive".to_string());
    }
    for h in 0..3 {
        if w[h] > i64::from(target.max_workgroup_size[h]) {
            return Err(format!(
                "workgroup size {} in dim {} exceeds the target's limit {}",
                w[h],
                ["x", "y", "z"][h],
                target.max_workgroup_size[h]
            ));
        }
    }
    let inv = w[0].saturating_mul(w[1]).saturating_mul(w[2]);
    if inv > i64::from(target.max_invocations) {
        return Err(format!(
            "workgroup of {inv} invocations exceeds the target's limit {}",
            target.max_invocations
        ));
    }
    // Grid limits.
    let maxg = i64::from(target.max_workgroups_per_dim);
    for h in 0..3 {
        let Some(n) = trips[h] else { continue };
        let mut guard = 0;
        while (n + w[h] * r[h] - 1) / (w[h] * r[h]) > maxg && guard < 40 {
            r[h] *= 2;
            guard += 1;
        }
    }
    Ok(HwPlan {
        workgroup: w,
        register: r,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matmul_1024_on_lavapipe() {
        let t = GpuTarget::lavapipe();
        let p = choose(
            2,
            [Some(1024), Some(1024), None],
            true,
            &t,
            &PlanOverrides::default(),
            false,
            BandTraits::default(),
        )
        .unwrap();
        assert_eq!(p.workgroup, [16, 8, 1]);
        assert_eq!(p.register, [4, 4, 1]);
        assert_eq!(p.tile(), [64, 32, 1]);
    }

    #[test]
    fn matmul_1024_with_subgroup_sharing() {
        let t = GpuTarget::lavapipe();
        let p = choose(
            2,
            [Some(1024), Some(1024), None],
            true,
            &t,
            &PlanOverrides::default(),
            false,
            BandTraits {
                share: true,
                ..BandTraits::default()
            },
        )
        .unwrap();
        assert_eq!(p.workgroup, [8, 1, 1]);
        assert_eq!(p.register, [8, 32, 1]);
        let no = GpuTarget {
            subgroup_broadcast: false,
            ..t
        };
        let p = choose(
            2,
            [Some(1024), Some(1024), None],
            true,
            &no,
            &PlanOverrides::default(),
            false,
            BandTraits {
                share: true,
                ..BandTraits::default()
            },
        )
        .unwrap();
        assert_eq!(p.workgroup, [16, 8, 1]);
    }

    #[test]
    fn small_and_odd_bounds() {
        let t = GpuTarget::lavapipe();
        let p = choose(
            2,
            [Some(10), Some(3), None],
            true,
            &t,
            &PlanOverrides::default(),
            false,
            BandTraits::default(),
        )
        .unwrap();
        assert_eq!(p.workgroup, [10, 3, 1]);
        assert_eq!(p.register, [1, 1, 1]);
        let p = choose(
            2,
            [Some(96), Some(100), None],
            true,
            &t,
            &PlanOverrides::default(),
            false,
            BandTraits::default(),
        )
        .unwrap();
        assert_eq!(p.tile()[0] % 16, 0);
        assert_eq!(96 % p.tile()[0], 0);
        assert_eq!(p.register[1], 4, "{p:?}");
        let p = choose(
            1,
            [None, None, None],
            false,
            &t,
            &PlanOverrides::default(),
            false,
            BandTraits::default(),
        )
        .unwrap();
        assert_eq!(p.workgroup, [128, 1, 1]);
    }

    #[test]
    fn overrides_and_limits() {
        let t = GpuTarget::lavapipe();
        let o = PlanOverrides {
            workgroup: vec![8, 8],
            register: vec![],
            tile: vec![32, 16],
        };
        let p = choose(
            2,
            [None, None, None],
            true,
            &t,
            &o,
            false,
            BandTraits::default(),
        )
        .unwrap();
        assert_eq!(p.register, [4, 2, 1]);
        let o = PlanOverrides {
            workgroup: vec![64, 64],
            ..Default::default()
        };
        assert!(choose(
            2,
            [None, None, None],
            true,
            &t,
            &o,
            false,
            BandTraits::default()
        )
        .is_err());
        let o = PlanOverrides {
            workgroup: vec![8],
            tile: vec![12],
            ..Default::default()
        };
        assert!(choose(
            1,
            [None, None, None],
            true,
            &t,
            &o,
            false,
            BandTraits::default()
        )
        .is_err());
        let small = GpuTarget {
            max_workgroups_per_dim: 4,
            ..t
        };
        let p = choose(
            1,
            [Some(100_000), None, None],
            false,
            &small,
            &PlanOverrides::default(),
            false,
            BandTraits::default(),
        )
        .unwrap();
        assert!((100_000 + p.tile()[0] - 1) / p.tile()[0] <= 4);
    }
}

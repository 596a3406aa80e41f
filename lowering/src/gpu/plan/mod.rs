//! Planning: what becomes a kernel and its sizes. This module holds what the planner and
//! the mapping share: the mapping's options ([`MapOptions`], read from pass options) and the
//! plan of each launch ([`LaunchPlan`], [`LaunchKind`]); [`config`] chooses the sizes,
//! [`band`] finds the parallel band of a nest, [`prep`] normalises a nest before mapping and
//! [`interchange`] moves the contiguous loop innermost.

pub mod band;
pub mod config;
pub mod interchange;
pub mod loads;
pub mod prep;

use crate::affine::access::AliasPolicy;
use crate::gpu::plan::config::PlanOverrides;
use crate::gpu::target::GpuTarget;
use crate::ir::Op;
use crate::pass::PassOptions;

/// Options of the mapping.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MapOptions {
    /// The device.
    pub target: GpuTarget,
    /// Explicit sizes.
    pub overrides: PlanOverrides,
    /// Distinct memref arguments do not alias (upstream's assumption).
    pub assume_noalias: bool,
    /// Run nests without parallelism in one-invocation kernels.
    pub serial_kernels: bool,
    /// Try loop interchange to expose an outer parallel loop.
    pub interchange: bool,
    /// Map full reductions with two launches.
    pub reductions: bool,
    /// On CPU adapters, vectorise the band dim on local X by 4 (`gpu::map::vectorize`) when the
    /// body allows it and no register tile or tile size is given for X.
    pub vectorize: bool,
    /// On CPU adapters whose target allows textures (`max_texture_dim > 0`), map a band
    /// with a reduction loop whose lane-varying loads all read texture-eligible memrefs
    /// with `vector<4xf32>` accumulators, and mark the launch for `gpu::map::texture` (the
    /// memrefs are then read through textures; see `gpu::map::texture`).
    pub textures: bool,
}

impl Default for MapOptions {
    fn default() -> Self {
        MapOptions {
            target: GpuTarget::default(),
            overrides: PlanOverrides::default(),
            assume_noalias: true,
            serial_kernels: true,
            interchange: true,
            reductions: true,
            vectorize: true,
            textures: true,
        }
    }
}

/// The option names understood by [`MapOptions::from_pass_options`].
pub const MAP_OPTION_NAMES: &[&str] = &[
    "workgroup-size",
    "register-tile",
    "tile-sizes",
    "assume-noalias",
    "serial-kernels",
    "interchange",
    "reductions",
    "subgroup-size",
    "max-subgroup-size",
    "subgroup-broadcast",
    "max-invocations",
    "max-workgroup-size",
    "max-workgroup-storage",
    "max-workgroups-per-dim",
    "cpu",
    "vectorize",
    "textures",
    "max-texture-dim",
    "max-loop-iterations",
    "target",
];

impl MapOptions {
    /// Reads pass options (`workgroup-size=16,8 register-tile=4,4 subgroup-size=32 ...`).
    pub fn from_pass_options(o: &PassOptions) -> Result<Self, String> {
        let d = MapOptions::default();
        // `target=NAME` starts from a named profile; the limit options below override
        // its values.
        let mut t = match o.get("target") {
            Some(name) => crate::gpu::target_profiles::profile(name)?.target.clone(),
            None => d.target.clone(),
        };
        if let Some(v) = o.get("subgroup-size") {
            t.subgroup_size = parse_u32(v, "subgroup-size")?;
            t.max_subgroup_size = t.subgroup_size;
        }
        if let Some(v) = o.get("max-subgroup-size") {
            t.max_subgroup_size = parse_u32(v, "max-subgroup-size")?;
        }
        if let Some(v) = o.get("max-loop-iterations") {
            // 0: no limit.
            let n = o.get_i64("max-loop-iterations", 0)?;
            let n = u64::try_from(n)
                .map_err(|_| format!("max-loop-iterations must be at least 0, got {v}"))?;
            t.max_loop_iterations = (n > 0).then_some(n);
        }
        if let Some(v) = o.get("max-invocations") {
            t.max_invocations = parse_u32(v, "max-invocations")?;
        }
        if let Some(v) = o.get_i64_list("max-workgroup-size")? {
            // `X[,Y[,Z]]`: the dims not given keep the default.
            if v.len() > 3 {
                return Err("option 'max-workgroup-size' takes at most 3 values".into());
            }
            for (d, &x) in t.max_workgroup_size.iter_mut().zip(&v) {
                *d = u32::try_from(x)
                    .map_err(|_| format!("invalid value '{x}' for option 'max-workgroup-size'"))?;
            }
        }
        if let Some(v) = o.get("max-workgroup-storage") {
            t.max_workgroup_storage = parse_u32(v, "max-workgroup-storage")?;
        }
        if let Some(v) = o.get("max-workgroups-per-dim") {
            t.max_workgroups_per_dim = parse_u32(v, "max-workgroups-per-dim")?;
        }
        if let Some(v) = o.get("max-texture-dim") {
            t.max_texture_dim = parse_u32(v, "max-texture-dim")?;
        }
        t.is_cpu = o.get_bool("cpu", t.is_cpu)?;
        t.subgroup_broadcast = o.get_bool("subgroup-broadcast", t.subgroup_broadcast)?;
        t.validate()?;
        Ok(MapOptions {
            target: t,
            overrides: PlanOverrides {
                workgroup: o.get_i64_list("workgroup-size")?.unwrap_or_default(),
                register: o.get_i64_list("register-tile")?.unwrap_or_default(),
                tile: o.get_i64_list("tile-sizes")?.unwrap_or_default(),
            },
            assume_noalias: o.get_bool("assume-noalias", d.assume_noalias)?,
            serial_kernels: o.get_bool("serial-kernels", d.serial_kernels)?,
            interchange: o.get_bool("interchange", d.interchange)?,
            reductions: o.get_bool("reductions", d.reductions)?,
            vectorize: o.get_bool("vectorize", d.vectorize)?,
            textures: o.get_bool("textures", d.textures)?,
        })
    }

    /// The aliasing assumption for memref arguments.
    pub fn alias(&self) -> AliasPolicy {
        if self.assume_noalias {
            AliasPolicy::DistinctArguments
        } else {
            AliasPolicy::Conservative
        }
    }
}

fn parse_u32(v: &str, name: &str) -> Result<u32, String> {
    v.trim()
        .parse()
        .map_err(|_| format!("invalid value '{v}' for option '{name}'"))
}

/// What a launch created by the mapping does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LaunchKind {
    /// A tiled parallel band.
    Band,
    /// A nest without parallelism, one invocation.
    Serial,
    /// First pass of a full reduction: per-invocation partial results.
    ReducePartial,
    /// Second pass of a full reduction: partials combined.
    ReduceFinal,
}

impl LaunchKind {
    /// Its spelling in `tessera.launch_kind` (one of `gpu::attrs::LAUNCH_KINDS`).
    pub fn as_str(self) -> &'static str {
        match self {
            LaunchKind::Band => "band",
            LaunchKind::Serial => "serial",
            LaunchKind::ReducePartial => "reduce_partial",
            LaunchKind::ReduceFinal => "reduce_final",
        }
    }

    /// Reads a `tessera.launch_kind` value.
    pub fn parse(s: &str) -> Option<Self> {
        [
            LaunchKind::Band,
            LaunchKind::Serial,
            LaunchKind::ReducePartial,
            LaunchKind::ReduceFinal,
        ]
        .into_iter()
        .find(|k| k.as_str() == s)
    }
}

/// One `gpu.launch` created by the mapping.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaunchPlan {
    /// The launch op.
    pub launch: Op,
    /// What it does.
    pub kind: LaunchKind,
    /// Workgroups per dim when static.
    pub grid: [Option<i64>; 3],
    /// Workgroup size.
    pub workgroup: [i64; 3],
    /// Register tile (elements per invocation per dim).
    pub register: [i64; 3],
}

//! The description of a GPU target that the mapping passes plan for.
//!
//! `tessera-lowering` does not depend on wgpu: the host fills a [`GpuTarget`] from the
//! adapter's limits (`max_compute_invocations_per_workgroup`,
//! `max_compute_workgroup_size_{x,y,z}`, `max_compute_workgroup_storage_size`,
//! `max_compute_workgroups_per_dimension`, the subgroup size and whether the adapter is a
//! CPU implementation) and hands it to [`run_gpu_pipeline`](crate::gpu::pipeline::run_gpu_pipeline).
//! The default is a lavapipe-like CPU adapter: subgroups of 8, 1024 invocations per
//! workgroup, 32 KiB of workgroup memory.

/// Limits and traits of the device kernels are planned for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GpuTarget {
    /// Maximum invocations in one workgroup (product of the three sizes).
    pub max_invocations: u32,
    /// Maximum workgroup size per dimension (x, y, z).
    pub max_workgroup_size: [u32; 3],
    /// Bytes of workgroup (shared) memory available to one workgroup.
    pub max_workgroup_storage: u32,
    /// The smallest subgroup (SIMD) width the device may run a kernel with
    /// (`subgroup_min_size`); local X sizes are multiples of it.
    pub subgroup_size: u32,
    /// The largest subgroup width the device may run a kernel with (`subgroup_max_size`).
    /// Only when it equals `subgroup_size` do kernels know their subgroup width (see
    /// [`GpuTarget::fixed_subgroup_size`]); wgpu exposes no subgroup size control, so a
    /// kernel cannot request one.
    pub max_subgroup_size: u32,
    /// Maximum number of workgroups per grid dimension.
    pub max_workgroups_per_dim: u32,
    /// Whether the adapter runs on the CPU (lavapipe, SwiftShader, WARP): workgroup memory
    /// promotion brings nothing there and is off by default.
    pub is_cpu: bool,
    /// Whether the device has subgroup operations (`gpu.shuffle idx` with a constant lane
    /// broadcasts between lanes). Optimizations that rely on a subgroup width
    /// (`tessera-subgroup-share`) also need that width fixed: see
    /// [`GpuTarget::subgroup_broadcast_width`].
    pub subgroup_broadcast: bool,
    /// Largest 2D texture side the device accepts (`max_texture_dimension_2d`); 0 when
    /// kernels may not read memrefs through textures. On CPU adapters the mapping reads
    /// vector-loaded, read-only `f32` memrefs through `Rgba32Float` textures (see
    /// `gpu::map::texture`), whose fetches lavapipe vectorises.
    pub max_texture_dim: u32,
    /// The most loop iterations one invocation may run, all loops of the kernel together,
    /// or `None` when the driver has no such limit. llvmpipe (lavapipe on Vulkan, and GL)
    /// ends every loop silently once an invocation has run 65535 iterations in total
    /// (gallivm's `LP_MAX_TGSI_LOOP_ITERATIONS`); the mapping splits a one-invocation
    /// kernel that would run more into several launches (see `gpu::map`).
    pub max_loop_iterations: Option<u64>,
}

/// llvmpipe's per-invocation loop budget (gallivm's `LP_MAX_TGSI_LOOP_ITERATIONS`).
pub const LLVMPIPE_LOOP_ITERATIONS: u64 = 65535;

impl GpuTarget {
    /// lavapipe on a machine with AVX2: 8-wide subgroups, 1024 invocations, 32 KiB.
    pub fn lavapipe() -> Self {
        GpuTarget {
            max_invocations: 1024,
            max_workgroup_size: [1024, 1024, 1024],
            max_workgroup_storage: 32 * 1024,
            subgroup_size: 8,
            max_subgroup_size: 8,
            max_workgroups_per_dim: 65535,
            is_cpu: true,
            subgroup_broadcast: true,
            max_texture_dim: 16384,
            max_loop_iterations: Some(LLVMPIPE_LOOP_ITERATIONS),
        }
    }

    /// WebGPU's default limits on a discrete GPU with 32-wide subgroups.
    pub fn webgpu_default() -> Self {
        GpuTarget {
            max_invocations: 256,
            max_workgroup_size: [256, 256, 64],
            max_workgroup_storage: 16 * 1024,
            subgroup_size: 32,
            max_subgroup_size: 32,
            max_workgroups_per_dim: 65535,
            is_cpu: false,
            subgroup_broadcast: false,
            max_texture_dim: 8192,
            max_loop_iterations: None,
        }
    }

    /// The subgroup width kernels may rely on, when the device runs every kernel with
    /// subgroups of one known width (`subgroup_size == max_subgroup_size`).
    pub fn fixed_subgroup_size(&self) -> Option<u32> {
        (self.subgroup_size == self.max_subgroup_size && self.subgroup_size > 1)
            .then_some(self.subgroup_size)
    }

    /// The width `tessera-subgroup-share` and the subgroup-sharing plans may broadcast
    /// over: the device has subgroup operations and a fixed subgroup width. `None` on
    /// devices whose width varies between kernels (GL's llvmpipe reports 4..128).
    pub fn subgroup_broadcast_width(&self) -> Option<u32> {
        if self.subgroup_broadcast {
            self.fixed_subgroup_size()
        } else {
            None
        }
    }

    /// The invocations per workgroup the planner aims for: 128 on CPU adapters (one
    /// workgroup per core-sized chunk of SIMD lanes), 256 on GPUs, within the limits.
    pub fn preferred_invocations(&self) -> u32 {
        let want = if self.is_cpu { 128 } else { 256 };
        want.min(self.max_invocations).max(1)
    }

    /// The options of `tessera-map-to-gpu` (and `tessera-gpu-pipeline`) that describe this
    /// target, in the order of the options table; `MapOptions::from_pass_options` reads
    /// them back into an equal target (a unit test checks the round trip).
    pub fn pass_options(&self) -> Vec<(&'static str, String)> {
        let [x, y, z] = self.max_workgroup_size;
        vec![
            ("subgroup-size", self.subgroup_size.to_string()),
            ("max-subgroup-size", self.max_subgroup_size.to_string()),
            ("subgroup-broadcast", self.subgroup_broadcast.to_string()),
            ("max-invocations", self.max_invocations.to_string()),
            ("max-workgroup-size", format!("{x},{y},{z}")),
            (
                "max-loop-iterations",
                self.max_loop_iterations.unwrap_or(0).to_string(),
            ),
            (
                "max-workgroup-storage",
                self.max_workgroup_storage.to_string(),
            ),
            (
                "max-workgroups-per-dim",
                self.max_workgroups_per_dim.to_string(),
            ),
            ("cpu", self.is_cpu.to_string()),
            ("max-texture-dim", self.max_texture_dim.to_string()),
        ]
    }

    /// Checks that the limits are usable (every size at least 1).
    pub fn validate(&self) -> Result<(), String> {
        if self.max_invocations == 0
            || self.max_workgroup_size.contains(&0)
            || self.subgroup_size == 0
            || self.max_subgroup_size < self.subgroup_size
            || self.max_workgroups_per_dim == 0
        {
            return Err("GPU target limits must be positive".to_string());
        }
        Ok(())
    }
}

impl Default for GpuTarget {
    fn default() -> Self {
        GpuTarget::lavapipe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults() {
        let t = GpuTarget::default();
        assert_eq!(t.subgroup_size, 8);
        assert!(t.is_cpu);
        assert_eq!(t.preferred_invocations(), 128);
        assert!(t.validate().is_ok());
        let g = GpuTarget::webgpu_default();
        assert_eq!(g.preferred_invocations(), 256);
        let bad = GpuTarget {
            subgroup_size: 0,
            ..g
        };
        assert!(bad.validate().is_err());
    }

    #[test]
    fn pass_options_round_trip() {
        let odd = GpuTarget {
            max_loop_iterations: None,
            max_subgroup_size: 64,
            max_workgroup_size: [512, 256, 64],
            ..GpuTarget::webgpu_default()
        };
        for t in [GpuTarget::lavapipe(), GpuTarget::webgpu_default(), odd] {
            let mut o = crate::pass::PassOptions::default();
            for (k, v) in t.pass_options() {
                o.values.insert(k.to_string(), v);
            }
            let back = crate::gpu::plan::MapOptions::from_pass_options(&o)
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(back.target, t);
        }
    }

    #[test]
    fn subgroup_width_needs_a_fixed_size() {
        let t = GpuTarget::default();
        assert_eq!(t.subgroup_broadcast_width(), Some(8));
        // GL's llvmpipe: subgroups of 4..128 lanes.
        let gl = GpuTarget {
            subgroup_size: 4,
            max_subgroup_size: 128,
            ..GpuTarget::default()
        };
        assert_eq!(gl.fixed_subgroup_size(), None);
        assert_eq!(gl.subgroup_broadcast_width(), None);
        let no_ops = GpuTarget {
            subgroup_broadcast: false,
            ..GpuTarget::default()
        };
        assert_eq!(no_ops.subgroup_broadcast_width(), None);
        let inverted = GpuTarget {
            max_subgroup_size: 2,
            ..GpuTarget::default()
        };
        assert!(inverted.validate().is_err());
    }
}

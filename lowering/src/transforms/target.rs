//! The description of a GPU target that the mapping passes plan for.
//!
//! `tessera-lowering` does not depend on wgpu: the host fills a [`GpuTarget`] from the
//! adapter's limits (`max_compute_invocations_per_workgroup`,
//! `max_compute_workgroup_size_{x,y,z}`, `max_compute_workgroup_storage_size`,
//! `max_compute_workgroups_per_dimension`, the subgroup size and whether the adapter is a
//! CPU implementation) and hands it to [`run_gpu_pipeline`](super::gpu_pipeline::run_gpu_pipeline).
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
    /// The subgroup (SIMD) width; local X sizes are multiples of it.
    pub subgroup_size: u32,
    /// Maximum number of workgroups per grid dimension.
    pub max_workgroups_per_dim: u32,
    /// Whether the adapter runs on the CPU (lavapipe, SwiftShader, WARP): workgroup memory
    /// promotion brings nothing there and is off by default.
    pub is_cpu: bool,
    /// Whether kernels may broadcast values between the lanes of a subgroup
    /// (`gpu.shuffle idx` with a constant lane): the device has subgroup operations and a
    /// fixed subgroup size equal to `subgroup_size`. Enables `tessera-subgroup-share`.
    pub subgroup_broadcast: bool,
    /// Largest 2D texture side the device accepts (`max_texture_dimension_2d`); 0 when
    /// kernels may not read memrefs through textures. On CPU adapters the mapping reads
    /// vector-loaded, read-only `f32` memrefs through `Rgba32Float` textures (see
    /// `gpu_texture`), whose fetches lavapipe vectorises.
    pub max_texture_dim: u32,
}

impl GpuTarget {
    /// lavapipe on a machine with AVX2: 8-wide subgroups, 1024 invocations, 32 KiB.
    pub fn lavapipe() -> Self {
        GpuTarget {
            max_invocations: 1024,
            max_workgroup_size: [1024, 1024, 1024],
            max_workgroup_storage: 32 * 1024,
            subgroup_size: 8,
            max_workgroups_per_dim: 65535,
            is_cpu: true,
            subgroup_broadcast: true,
            max_texture_dim: 16384,
        }
    }

    /// WebGPU's default limits on a discrete GPU with 32-wide subgroups.
    pub fn webgpu_default() -> Self {
        GpuTarget {
            max_invocations: 256,
            max_workgroup_size: [256, 256, 64],
            max_workgroup_storage: 16 * 1024,
            subgroup_size: 32,
            max_workgroups_per_dim: 65535,
            is_cpu: false,
            subgroup_broadcast: false,
            max_texture_dim: 8192,
        }
    }

    /// The invocations per workgroup the planner aims for: 128 on CPU adapters (one
    /// workgroup per core-sized chunk of SIMD lanes), 256 on GPUs, within the limits.
    pub fn preferred_invocations(&self) -> u32 {
        let want = if self.is_cpu { 128 } else { 256 };
        want.min(self.max_invocations).max(1)
    }

    /// Checks that the limits are usable (every size at least 1).
    pub fn validate(&self) -> Result<(), String> {
        if self.max_invocations == 0
            || self.max_workgroup_size.contains(&0)
            || self.subgroup_size == 0
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
}

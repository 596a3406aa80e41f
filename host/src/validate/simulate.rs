//! Simulated targets: the GPU pipeline planned for a named profile, run on the CPU
//! interpreter with that profile's subgroup size (`tessera validate --simulate`).
//!
//! A profile (`tessera_lowering::gpu::target_profiles`) describes a class of device:
//! its limits, features and subgroup size range. [`Simulated`] plans the program for the
//! profile's [`GpuTarget`] and interprets the lowered IR with subgroups of one size from
//! that range; [`simulated_backends`] makes one backend per profile and size — both ends
//! of a range (`sim:amd(sg=32)`, `sim:amd(sg=64)`), since a driver may pick either. A plan
//! that relies on a subgroup width the device does not guarantee then reads invalid
//! shuffle lanes, whose value is a poison NaN in the interpreter, and mismatches.
//!
//! The lowered program is checked against the profile's limits as the runtime checks a
//! device's — workgroup memory and buffer sizes before it runs, each launch's workgroup
//! size and grid when it is dispatched; a plan that exceeds them is an error on its row.
//!
//! What is not simulated: the device's arithmetic (the interpreter computes exactly as the
//! reference does, so rounding differences of real hardware do not show), its memory model
//! and scheduling beyond subgroups and barriers, and its shader compiler.

use std::time::Instant;

use tessera_lowering::gpu::target::GpuTarget;
use tessera_lowering::gpu::target_profiles::TargetProfile;
use tessera_lowering::interp::{Hooks, LaunchOutcome, LaunchRequest, Memory};

use super::backend::{
    kernel_type_features, lower, prepare_input, run_prepared_with, Backend, Mutation, PathFailure,
    RunInput, RunOutput,
};
use crate::runtime::Runtime;

/// The pipeline planned for a profile, run on the interpreter with one subgroup size.
pub struct Simulated {
    /// The profile simulated.
    pub profile: &'static TargetProfile,
    /// The interpreter's subgroup size.
    pub subgroup_size: u32,
    /// The target the pipeline plans for: the profile's, unless a test overrides it.
    pub plan: GpuTarget,
    /// Applied after the pipeline.
    pub mutation: Option<Mutation>,
}

impl Simulated {
    /// `profile` planned for its own target, run with subgroups of `subgroup_size`.
    pub fn new(profile: &'static TargetProfile, subgroup_size: u32) -> Self {
        Simulated {
            profile,
            subgroup_size,
            plan: profile.target.clone(),
            mutation: None,
        }
    }
}

/// One backend per profile and simulated subgroup size (the smallest and the largest of
/// the profile's range), in the order given.
pub fn simulated_backends(profiles: &[&'static TargetProfile]) -> Vec<Simulated> {
    profiles
        .iter()
        .flat_map(|&p| {
            p.simulated_subgroup_sizes()
                .into_iter()
                .map(move |sg| Simulated::new(p, sg))
        })
        .collect()
}

/// The wgpu limits of a profile: its compute and texture limits, WebGPU's defaults for
/// the rest.
pub fn profile_limits(t: &GpuTarget) -> wgpu::Limits {
    wgpu::Limits {
        max_compute_invocations_per_workgroup: t.max_invocations,
        max_compute_workgroup_size_x: t.max_workgroup_size[0],
        max_compute_workgroup_size_y: t.max_workgroup_size[1],
        max_compute_workgroup_size_z: t.max_workgroup_size[2],
        max_compute_workgroup_storage_size: t.max_workgroup_storage,
        max_compute_workgroups_per_dimension: t.max_workgroups_per_dim,
        max_texture_dimension_2d: t.max_texture_dim,
        ..wgpu::Limits::default()
    }
}

impl Backend for Simulated {
    fn name(&self) -> String {
        format!("sim:{}(sg={})", self.profile.name, self.subgroup_size)
    }

    fn run(&mut self, input: &RunInput<'_>) -> Result<RunOutput, PathFailure> {
        let start = Instant::now();
        let (mut p, _) = prepare_input(input).map_err(PathFailure::Error)?;
        let mut notes = lower(&mut p, &self.plan, self.mutation.as_ref(), input.unchecked)?;
        // The plan must fit the profile's limits, as the runtime checks a device's.
        let kernels = crate::runtime::kernel_list(&p.ctx, &p.module);
        crate::runtime::limits::check_module(
            &p.ctx,
            &p.module,
            &kernels,
            &profile_limits(&self.profile.target),
            32,
        )
        .map_err(|d| {
            PathFailure::Error(format!(
                "the plan exceeds the {} profile's limits:\n{}",
                self.profile.name,
                tessera_lowering::diag::render(&d.0, &p.sources)
            ))
        })?;
        let f = self.profile.features;
        let lacking: Vec<&str> = kernel_type_features(&p.ctx, &p.module)
            .into_iter()
            .filter(|t| *t == "f16" && !f.shader_f16)
            .collect();
        if !lacking.is_empty() {
            notes.push(format!(
                "the kernels use {}, which a {} device does not report: a real device of this class would refuse them",
                lacking.join(" and "),
                self.profile.name
            ));
        }
        let (sg, target) = (self.subgroup_size, self.profile.target.clone());
        run_prepared_with(&Runtime::cpu(), p, input, start, notes, &|prog| {
            prog.interp.config.subgroup_size = sg;
            prog.interp.set_hooks(Box::new(LaunchLimits {
                target: target.clone(),
            }));
        })
    }
}

/// Checks every `gpu.launch_func` against the profile's workgroup and grid limits (as a
/// device would refuse the dispatch), then runs it on the interpreter.
struct LaunchLimits {
    target: GpuTarget,
}

impl Hooks for LaunchLimits {
    fn launch_func(
        &mut self,
        _mem: &mut Memory,
        req: &LaunchRequest<'_>,
    ) -> Result<LaunchOutcome, String> {
        let t = &self.target;
        let kernel = format!("@{}", req.kernel.replace("::", "::@"));
        for (h, axis) in ["x", "y", "z"].iter().enumerate() {
            if req.block[h] > u64::from(t.max_workgroup_size[h]) {
                return Err(format!(
                    "kernel {kernel}: workgroup size {} in {axis} exceeds the target's limit {}",
                    req.block[h], t.max_workgroup_size[h]
                ));
            }
            if req.grid[h] > u64::from(t.max_workgroups_per_dim) {
                return Err(format!(
                    "kernel {kernel}: {} workgroups in {axis} exceed the target's limit {}",
                    req.grid[h], t.max_workgroups_per_dim
                ));
            }
        }
        let inv = req.block.iter().product::<u64>();
        if inv > u64::from(t.max_invocations) {
            return Err(format!(
                "kernel {kernel}: a workgroup of {inv} invocations exceeds the target's limit {}",
                t.max_invocations
            ));
        }
        Ok(LaunchOutcome::RunOnCpu)
    }
}

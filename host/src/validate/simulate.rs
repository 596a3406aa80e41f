//! Simulated targets: the GPU pipeline planned for a named profile, run on the CPU
//! interpreter with that profile's subgroup size (`tessera validate --simulate`).
//!
//! A profile (`tessera_lowering::transforms::target_profiles`) describes a class of device:
//! its limits, features and subgroup size range. [`Simulated`] plans the program for the
//! profile's [`GpuTarget`] and interprets the lowered IR with subgroups of one size from
//! that range; [`simulated_backends`] makes one backend per profile and size — both ends
//! of a range (`sim:amd(sg=32)`, `sim:amd(sg=64)`), since a driver may pick either. A plan
//! that relies on a subgroup width the device does not guarantee then reads invalid
//! shuffle lanes, whose value is a poison NaN in the interpreter, and mismatches.
//!
//! What is not simulated: the device's arithmetic (the interpreter computes exactly as the
//! reference does, so rounding differences of real hardware do not show), its memory model
//! and scheduling beyond subgroups and barriers, and its shader compiler.

use std::time::Instant;

use tessera_lowering::transforms::target::GpuTarget;
use tessera_lowering::transforms::target_profiles::TargetProfile;

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

impl Backend for Simulated {
    fn name(&self) -> String {
        format!("sim:{}(sg={})", self.profile.name, self.subgroup_size)
    }

    fn run(&mut self, input: &RunInput<'_>) -> Result<RunOutput, PathFailure> {
        let start = Instant::now();
        let (mut p, _) = prepare_input(input).map_err(PathFailure::Error)?;
        let mut notes = lower(&mut p, &self.plan, self.mutation.as_ref(), input.unchecked)?;
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
        run_prepared_with(
            &Runtime::cpu(),
            p,
            input,
            start,
            notes,
            Some(self.subgroup_size),
        )
    }
}

//! Float controls of a device: which float widths keep IEEE denormals when a shader
//! declares `DenormPreserve` (Vulkan's `shaderDenormPreserveFloat{16,32,64}`), and which
//! keep signed zeros, NaN and infinities under `SignedZeroInfNanPreserve`
//! (`shaderSignedZeroInfNanPreserveFloat{16,32,64}`).
//!
//! Without that execution mode a Vulkan driver may flush denormals to zero: NVIDIA's does
//! for `f32`, lavapipe keeps them. wgpu reports no float-controls properties, so they are
//! read from the Vulkan physical device under wgpu's adapter. Only the passthrough path
//! can use them: Tessera's own SPIR-V gets `DenormPreserve` for each width the kernel uses
//! and the device preserves (`tessera_spirv::float_controls`); naga's SPIR-V front end
//! rejects the capability, and WGSL allows flushing.

/// The environment variable that turns the execution mode off (`1`), to compare a
/// device's results with and without it.
pub const NO_FLOAT_CONTROLS_ENV: &str = "TESSERA_NO_FLOAT_CONTROLS";

/// The float widths (of 16, 32, 64) a device preserves under each execution mode.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FloatControls {
    /// Widths with `shaderDenormPreserveFloat{W}`.
    pub denorm_preserve: Vec<u32>,
    /// Widths with `shaderSignedZeroInfNanPreserveFloat{W}`.
    pub signed_zero_inf_nan_preserve: Vec<u32>,
}

/// The float controls of `adapter`; none for a non-Vulkan adapter, a Vulkan device older
/// than 1.2, or when [`NO_FLOAT_CONTROLS_ENV`] is `1`.
pub fn float_controls(adapter: &wgpu::Adapter) -> FloatControls {
    if std::env::var(NO_FLOAT_CONTROLS_ENV).is_ok_and(|v| v == "1") {
        return FloatControls::default();
    }
    vulkan_float_controls(adapter)
}

#[cfg(any(target_os = "linux", target_os = "windows", target_os = "android"))]
fn vulkan_float_controls(adapter: &wgpu::Adapter) -> FloatControls {
    use ash::vk;
    // SAFETY: the guard is only read from while `adapter` is borrowed: two property
    // queries on its physical device, through the instance wgpu created it from; nothing
    // is created or destroyed.
    let Some(hal) = (unsafe { adapter.as_hal::<wgpu::hal::api::Vulkan>() }) else {
        return FloatControls::default();
    };
    let instance = hal.shared_instance();
    let phd = hal.raw_physical_device();
    let raw = instance.raw_instance();
    // SAFETY: `phd` is a physical device of `raw`, alive as long as the adapter.
    let props = unsafe { raw.get_physical_device_properties(phd) };
    // Float controls are core in Vulkan 1.2; wgpu creates the device at the instance's
    // and the device's lower version.
    let version = props.api_version.min(instance.instance_api_version());
    if version < vk::API_VERSION_1_2 {
        return FloatControls::default();
    }
    let mut fc = vk::PhysicalDeviceFloatControlsProperties::default();
    let mut props2 = vk::PhysicalDeviceProperties2::default().push_next(&mut fc);
    // SAFETY: as above; `props2` chains one structure that outlives the call.
    unsafe { raw.get_physical_device_properties2(phd, &mut props2) };
    let widths = |flags: [vk::Bool32; 3]| -> Vec<u32> {
        [16, 32, 64]
            .into_iter()
            .zip(flags)
            .filter(|(_, b)| *b == vk::TRUE)
            .map(|(w, _)| w)
            .collect()
    };
    FloatControls {
        denorm_preserve: widths([
            fc.shader_denorm_preserve_float16,
            fc.shader_denorm_preserve_float32,
            fc.shader_denorm_preserve_float64,
        ]),
        signed_zero_inf_nan_preserve: widths([
            fc.shader_signed_zero_inf_nan_preserve_float16,
            fc.shader_signed_zero_inf_nan_preserve_float32,
            fc.shader_signed_zero_inf_nan_preserve_float64,
        ]),
    }
}

#[cfg(not(any(target_os = "linux", target_os = "windows", target_os = "android")))]
fn vulkan_float_controls(_adapter: &wgpu::Adapter) -> FloatControls {
    FloatControls::default()
}

/// What a kernel on `path` asks the driver to keep for `f32`: `(signed zeros, NaN and
/// infinities; denormals)`. Only the passthrough path declares the float controls, for
/// the widths the device offers.
pub fn declared_for_f32(path: super::ShaderPath, fc: &FloatControls) -> (bool, bool) {
    let passthrough = path == super::ShaderPath::Passthrough;
    (
        passthrough && fc.signed_zero_inf_nan_preserve.contains(&32),
        passthrough && fc.denorm_preserve.contains(&32),
    )
}

/// What a kernel on `path` of the adapter `name` (driver `driver`) may lose of LangRef's
/// IEEE semantics, as a note for `tessera run`: NaN, infinities and signed zeros without
/// `SignedZeroInfNanPreserve`, f32 denormals without `DenormPreserve` (only the
/// passthrough path declares them, where the device offers them). `None` where nothing
/// is lost: llvmpipe keeps all of it without the modes (the GPU fuzzer checks every path
/// there).
pub fn ieee_note(
    name: &str,
    driver: &str,
    path: super::ShaderPath,
    fc: &FloatControls,
) -> Option<String> {
    if crate::runtime::prepare::loop_budget(name, driver).is_some() {
        return None;
    }
    let passthrough = path == super::ShaderPath::Passthrough;
    let (nan_inf, denormals) = declared_for_f32(path, fc);
    let mut lost = Vec::new();
    if !nan_inf {
        lost.push("NaN, infinities and signed zeros");
    }
    if !denormals {
        lost.push("f32 denormals");
    }
    if lost.is_empty() {
        return None;
    }
    Some(format!(
        "the {} path on {name} cannot ask the driver to keep {}; results that involve them \
         may differ from the interpreter's (docs/VALIDATION.md, \"Documented deviations\"){}",
        path.cli_name(),
        lost.join(" or "),
        if passthrough {
            ""
        } else {
            "; the passthrough path declares what the device offers"
        }
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gpu::ShaderPath;

    #[test]
    fn the_note_names_what_a_path_cannot_keep() {
        let nvidia = FloatControls {
            denorm_preserve: vec![16],
            signed_zero_inf_nan_preserve: vec![16, 32, 64],
        };
        let pass = ieee_note("NVIDIA H200", "NVIDIA", ShaderPath::Passthrough, &nvidia)
            .expect("f32 denormals are flushed");
        assert!(pass.contains("keep f32 denormals;"), "{pass}");
        let naga = ieee_note("NVIDIA H200", "NVIDIA", ShaderPath::Spirv, &nvidia)
            .expect("the naga path declares nothing");
        assert!(
            naga.contains("keep NaN, infinities and signed zeros or f32 denormals")
                && naga.contains("the passthrough path declares"),
            "{naga}"
        );
        let all = FloatControls {
            denorm_preserve: vec![32],
            signed_zero_inf_nan_preserve: vec![32],
        };
        assert_eq!(ieee_note("GPU", "x", ShaderPath::Passthrough, &all), None);
        // llvmpipe keeps everything on every path.
        let none = FloatControls::default();
        assert_eq!(
            ieee_note(
                "llvmpipe (LLVM 15.0.6, 256 bits)",
                "llvmpipe",
                ShaderPath::Wgsl,
                &none
            ),
            None
        );
    }
}

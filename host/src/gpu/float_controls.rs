//! Denormal handling of a device: which float widths keep IEEE denormals when a shader
//! declares `DenormPreserve` (Vulkan's `shaderDenormPreserveFloat{16,32,64}`).
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

/// The float widths (of 16, 32, 64) at which `adapter` keeps denormals under
/// `DenormPreserve`; empty for a non-Vulkan adapter, a Vulkan device older than 1.2, or
/// when [`NO_FLOAT_CONTROLS_ENV`] is `1`.
pub fn denorm_preserve_widths(adapter: &wgpu::Adapter) -> Vec<u32> {
    if std::env::var(NO_FLOAT_CONTROLS_ENV).is_ok_and(|v| v == "1") {
        return Vec::new();
    }
    vulkan_denorm_preserve(adapter)
}

#[cfg(any(target_os = "linux", target_os = "windows", target_os = "android"))]
fn vulkan_denorm_preserve(adapter: &wgpu::Adapter) -> Vec<u32> {
    use ash::vk;
    // SAFETY: the guard is only read from while `adapter` is borrowed: two property
    // queries on its physical device, through the instance wgpu created it from; nothing
    // is created or destroyed.
    let Some(hal) = (unsafe { adapter.as_hal::<wgpu::hal::api::Vulkan>() }) else {
        return Vec::new();
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
        return Vec::new();
    }
    let mut fc = vk::PhysicalDeviceFloatControlsProperties::default();
    let mut props2 = vk::PhysicalDeviceProperties2::default().push_next(&mut fc);
    // SAFETY: as above; `props2` chains one structure that outlives the call.
    unsafe { raw.get_physical_device_properties2(phd, &mut props2) };
    [
        (16, fc.shader_denorm_preserve_float16),
        (32, fc.shader_denorm_preserve_float32),
        (64, fc.shader_denorm_preserve_float64),
    ]
    .into_iter()
    .filter(|(_, b)| *b == vk::TRUE)
    .map(|(w, _)| w)
    .collect()
}

#[cfg(not(any(target_os = "linux", target_os = "windows", target_os = "android")))]
fn vulkan_denorm_preserve(_adapter: &wgpu::Adapter) -> Vec<u32> {
    Vec::new()
}

//! The GPU runtime: devices, kernels, buffers and batched dispatch on wgpu.
//!
//! * [`GpuDevice::new`] picks an adapter ([`GpuOptions`]) and opens a device with
//!   only the features asked for; [`enumerate_adapters`] describes what exists.
//! * [`KernelBinary`] is what the SPIR-V back end hands over;
//!   [`GpuDevice::create_pipeline`] compiles it through a [`ShaderPath`] once.
//! * [`DeviceBuffer`]s are created with limit checks and tracked for leaks.
//! * A [`Batch`] records dispatches into one compute pass and one submit, and
//!   reports timing ([`BatchReport`]).
//! * A [`BindingKind::Texture`] binding is fed from a storage buffer: the batch copies
//!   the buffer into a cached `Rgba32Float` texture before each dispatch that binds it
//!   (see [`Batch`]), and times the copy apart from the kernel
//!   ([`DispatchTiming::texture_upload`]).
//!
//! All failures are [`GpuError`] values: wgpu validation errors are caught with
//! error scopes and an uncaptured-error handler, device loss with a callback.

mod buffer;
pub mod coverage;
mod device;
mod dispatch;
mod error;
mod features;
pub mod float_controls;
mod kernel;
mod pipeline;
mod timing;

pub use buffer::{BufferKind, BufferStats, DeviceBuffer, StagingStats};
pub use device::{
    enumerate_adapters, AdapterReport, BackendChoice, GpuDevice, GpuOptions, KeyLimits,
    LimitOverrides,
};
pub use dispatch::Batch;
pub use error::{GpuError, GpuResult};
pub use features::RequiredFeatures;
pub use kernel::{BindingDesc, BindingKind, KernelBinary, ShaderPath};
pub(crate) use pipeline::wgsl_entry_point;
pub use pipeline::Pipeline;
pub use timing::{BatchReport, DispatchTiming, TimingSource};

/// Environment variable that turns a missing GPU from a skip into a failure.
pub const REQUIRE_GPU_ENV: &str = "TESSERA_REQUIRE_GPU";

/// Prints a test's `SKIPPED: ...` line straight to the process's stderr, so that it shows
/// in `cargo test` output even when the test passes (libtest captures `eprintln!`).
pub fn report_skip(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// Whether `TESSERA_REQUIRE_GPU=1` is set: then nothing may skip or fall back to the CPU
/// for want of a GPU.
pub fn gpu_required() -> bool {
    std::env::var(REQUIRE_GPU_ENV).is_ok_and(|v| v == "1")
}

/// Opens a device for tests ([`GpuOptions::for_tests`]: every optional feature the
/// adapter has).
///
/// When no adapter exists it prints
/// `SKIPPED: no GPU adapter (install mesa-vulkan-drivers for lavapipe)` to stderr
/// and returns `None`, so GPU tests can `return` early.
///
/// # Panics
///
/// If `TESSERA_REQUIRE_GPU=1` and no device can be opened, or if an adapter
/// exists but opening a device on it fails (a real bug worth a red test).
pub fn test_device() -> Option<GpuDevice> {
    test_device_with(GpuOptions::for_tests())
}

/// [`test_device`] with explicit options.
///
/// # Panics
///
/// As [`test_device`].
pub fn test_device_with(opts: GpuOptions) -> Option<GpuDevice> {
    let required = gpu_required();
    match GpuDevice::new(opts) {
        Ok(dev) => Some(dev),
        Err(e @ (GpuError::NoAdapter { .. } | GpuError::AdapterNotFound { .. })) => {
            if required {
                panic!("{REQUIRE_GPU_ENV}=1 but no GPU adapter is usable: {e}");
            }
            report_skip(&format!(
                "SKIPPED: no GPU adapter (install mesa-vulkan-drivers for lavapipe)\n         ({e})"
            ));
            None
        }
        Err(e) => panic!("a GPU adapter exists but the test device could not be opened: {e}"),
    }
}

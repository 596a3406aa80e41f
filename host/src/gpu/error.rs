//! The error type of the GPU layer.
//!
//! Every failure the driver, wgpu validation or the caller's input can cause is
//! turned into a [`GpuError`] value; nothing in this layer panics on them.

use thiserror::Error;

/// Result alias used throughout [`crate::gpu`].
pub type GpuResult<T> = Result<T, GpuError>;

/// Everything that can go wrong while talking to a GPU through wgpu.
#[derive(Debug, Error)]
pub enum GpuError {
    /// No adapter matched the requested backend (or none exists at all).
    #[error("no GPU adapter found for backend {backend}{}", list_suffix(.available))]
    NoAdapter {
        /// The requested backend, in words.
        backend: String,
        /// Adapters that exist on other backends, if any (`name (backend)`).
        available: Vec<String>,
    },

    /// An adapter name filter matched nothing.
    #[error("no GPU adapter named like {requested:?} for backend {backend}{}", list_suffix(.available))]
    AdapterNotFound {
        /// The name filter that was given.
        requested: String,
        /// The requested backend, in words.
        backend: String,
        /// The adapters that do exist (`name (backend)`).
        available: Vec<String>,
    },

    /// A required feature is not offered by the chosen adapter.
    #[error("GPU feature `{feature}` (wgpu {wgpu_name}) is required but adapter {adapter:?} ({backend}) does not support it")]
    MissingFeature {
        /// Tessera's name of the feature (a [`super::RequiredFeatures`] field).
        feature: &'static str,
        /// The wgpu `Features` flag behind it.
        wgpu_name: &'static str,
        /// Adapter name.
        adapter: String,
        /// Adapter backend.
        backend: String,
    },

    /// A kernel needs a feature that the device was not created with.
    #[error("kernel `{kernel}` needs GPU feature `{feature}` (wgpu {wgpu_name}), which device {adapter:?} was not created with{}", feature_hint(.adapter_has))]
    KernelNeedsFeature {
        /// Kernel entry point name.
        kernel: String,
        /// Tessera's name of the feature.
        feature: &'static str,
        /// The wgpu `Features` flag behind it.
        wgpu_name: &'static str,
        /// Adapter name.
        adapter: String,
        /// Whether the adapter could have provided it.
        adapter_has: bool,
    },

    /// A limit override asks for more than the adapter offers.
    #[error("limit override {limit} = {requested} exceeds what adapter {adapter:?} supports ({adapter_max})")]
    LimitExceedsAdapter {
        /// wgpu `Limits` field name.
        limit: &'static str,
        /// Requested value.
        requested: u64,
        /// The adapter's maximum.
        adapter_max: u64,
        /// Adapter name.
        adapter: String,
    },

    /// `Adapter::request_device` failed.
    #[error("could not create a device on adapter {adapter:?}: {message}")]
    RequestDevice {
        /// Adapter name.
        adapter: String,
        /// wgpu's message.
        message: String,
    },

    /// A buffer request exceeds a device limit.
    #[error("buffer `{label}` of {size} bytes exceeds device limit {limit} = {value}")]
    BufferTooLarge {
        /// Buffer label.
        label: String,
        /// Requested size in bytes.
        size: u64,
        /// wgpu `Limits` field name.
        limit: &'static str,
        /// The limit's value on this device.
        value: u64,
    },

    /// Data handed to upload/download does not fit the buffer.
    #[error("{op} of {len} bytes does not fit buffer `{label}` of {size} bytes")]
    SizeMismatch {
        /// `upload` or `download`.
        op: &'static str,
        /// Buffer label.
        label: String,
        /// Bytes given or wanted.
        len: u64,
        /// Buffer size.
        size: u64,
    },

    /// A downloaded byte count is not a whole number of elements.
    #[error("buffer `{label}` holds {len} bytes, not a whole number of {elem}-byte elements")]
    ElementSize {
        /// Buffer label.
        label: String,
        /// Byte length.
        len: u64,
        /// Element size in bytes.
        elem: usize,
    },

    /// The kernel description itself is unusable.
    #[error("kernel `{kernel}`: {message}")]
    InvalidKernel {
        /// Kernel entry point name.
        kernel: String,
        /// What is wrong.
        message: String,
    },

    /// A kernel's workgroup or immediate size exceeds a device limit.
    #[error("kernel `{kernel}`: {what} = {requested} exceeds device limit {limit} = {value}")]
    KernelLimit {
        /// Kernel entry point name.
        kernel: String,
        /// What was measured.
        what: String,
        /// Its value.
        requested: u64,
        /// wgpu `Limits` field name.
        limit: &'static str,
        /// The limit's value on this device.
        value: u64,
    },

    /// The shader path cannot be used on this device or with this kernel.
    #[error("shader path {path} is not usable for kernel `{kernel}`: {reason}")]
    PathUnavailable {
        /// Kernel entry point name.
        kernel: String,
        /// The path, in words.
        path: String,
        /// Why.
        reason: String,
    },

    /// The shader module was rejected (parse or validation failure).
    #[error("shader module for kernel `{kernel}` via {path} was rejected: {message}")]
    ShaderCompile {
        /// Kernel entry point name.
        kernel: String,
        /// The path, in words.
        path: String,
        /// wgpu/naga's message.
        message: String,
    },

    /// Pipeline creation failed.
    #[error("compute pipeline for kernel `{kernel}` failed: {message}")]
    Pipeline {
        /// Kernel entry point name.
        kernel: String,
        /// wgpu's message.
        message: String,
    },

    /// The buffers given to a dispatch do not match the kernel's bindings.
    #[error("dispatch of kernel `{kernel}`: {message}")]
    Binding {
        /// Kernel entry point name.
        kernel: String,
        /// What does not match.
        message: String,
    },

    /// Immediate (push constant) bytes do not match the kernel.
    #[error(
        "dispatch of kernel `{kernel}`: {got} immediate bytes given, kernel declares {expected}"
    )]
    ImmediateSize {
        /// Kernel entry point name.
        kernel: String,
        /// Declared size.
        expected: u32,
        /// Given size.
        got: usize,
    },

    /// The dispatch grid exceeds `max_compute_workgroups_per_dimension`.
    #[error("dispatch of kernel `{kernel}`: grid {grid:?} has {requested} workgroups along {axis}, over device limit max_compute_workgroups_per_dimension = {limit} (splitting with a base offset is not implemented yet)")]
    GridTooLarge {
        /// Kernel entry point name.
        kernel: String,
        /// The full grid.
        grid: [u32; 3],
        /// `x`, `y` or `z`.
        axis: char,
        /// Workgroups along that axis.
        requested: u32,
        /// The limit's value on this device.
        limit: u32,
    },

    /// A wgpu validation error, caught by an error scope or the uncaptured handler.
    #[error("wgpu validation error during {context}: {message}")]
    Validation {
        /// What was being done.
        context: String,
        /// wgpu's message.
        message: String,
    },

    /// The device ran out of memory.
    #[error("GPU out of memory during {context}")]
    OutOfMemory {
        /// What was being done.
        context: String,
    },

    /// A wgpu internal error.
    #[error("wgpu internal error during {context}: {message}")]
    Internal {
        /// What was being done.
        context: String,
        /// wgpu's message.
        message: String,
    },

    /// The device was lost (driver reset, destroyed, ...).
    #[error("GPU device lost: {reason}")]
    DeviceLost {
        /// Reason reported by wgpu.
        reason: String,
    },

    /// Mapping a buffer for readback failed.
    #[error("mapping buffer `{label}` failed: {message}")]
    Map {
        /// Buffer label.
        label: String,
        /// What failed.
        message: String,
    },

    /// Waiting for the device failed.
    #[error("waiting for the GPU failed: {message}")]
    Poll {
        /// wgpu's message.
        message: String,
    },
}

fn feature_hint(adapter_has: &bool) -> &'static str {
    if *adapter_has {
        " (the adapter has it: add it to GpuOptions::required)"
    } else {
        " (the adapter does not support it)"
    }
}

fn list_suffix(available: &[String]) -> String {
    if available.is_empty() {
        " (no adapters at all; install mesa-vulkan-drivers for the lavapipe software adapter)"
            .to_string()
    } else {
        format!(" (available: {})", available.join(", "))
    }
}

/// Drops wgpu's generic "Validation Error / Caused by:" preamble and blank lines.
fn tidy(description: &str) -> String {
    let mut lines: Vec<&str> = description
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.trim().is_empty())
        .collect();
    if lines
        .first()
        .is_some_and(|l| l.trim() == "Validation Error")
    {
        lines.remove(0);
    }
    if lines.first().is_some_and(|l| l.trim() == "Caused by:") {
        lines.remove(0);
    }
    // Dedent by the first line's indentation (wgpu indents its cause chain).
    let indent = lines
        .first()
        .map_or(0, |l| l.len() - l.trim_start_matches(' ').len());
    lines
        .iter()
        .map(|l| {
            let spaces = l.len() - l.trim_start_matches(' ').len();
            &l[spaces.min(indent)..]
        })
        .collect::<Vec<_>>()
        .join("\n")
}

impl GpuError {
    /// Tidies a wgpu error description for display.
    pub(crate) fn tidy_message(description: &str) -> String {
        tidy(description)
    }

    /// Converts a wgpu error captured in `context` into a [`GpuError`].
    pub(crate) fn from_wgpu(context: &str, err: wgpu::Error) -> Self {
        match err {
            wgpu::Error::OutOfMemory { .. } => GpuError::OutOfMemory {
                context: context.to_string(),
            },
            wgpu::Error::Validation { description, .. } => GpuError::Validation {
                context: context.to_string(),
                message: tidy(&description),
            },
            wgpu::Error::Internal { description, .. } => GpuError::Internal {
                context: context.to_string(),
                message: tidy(&description),
            },
        }
    }

    /// The wgpu message behind this error (for scope errors), else its display text.
    pub(crate) fn message(&self) -> String {
        match self {
            GpuError::Validation { message, .. } | GpuError::Internal { message, .. } => {
                message.clone()
            }
            other => other.to_string(),
        }
    }
}

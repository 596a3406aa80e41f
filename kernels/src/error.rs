//! The error type of the kernel library.

use std::fmt;

/// Why a kernel call failed: bad shapes, a size the kernel does not support, or an error
/// of the runtime (with its rendered diagnostics).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KernelError {
    message: String,
}

impl KernelError {
    /// An error with `message`.
    pub fn new(message: impl Into<String>) -> Self {
        KernelError {
            message: message.into(),
        }
    }

    /// The message.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for KernelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for KernelError {}

/// The result type of the kernel library.
pub type Result<T, E = KernelError> = std::result::Result<T, E>;

//! The package's exceptions, and the guard that keeps panics out of Python.
//!
//! - `tessera.Error` (a `RuntimeError`): a program failed to run.
//! - `tessera.CompileError`: parsing, verification or a pass failed; the message is the
//!   MLIR diagnostic (`file:line:col: error: ...`, the source line and a caret), also in
//!   its `diagnostic` attribute.
//! - `tessera.DeviceError`: no device could be opened, a program exceeds a device limit
//!   (`limit` and `value` name the limit and its value), or a kernel needs a feature the
//!   device lacks (f64 on GL).
//!
//! Argument errors are Python's own `TypeError` and `ValueError`.

use std::panic::{catch_unwind, AssertUnwindSafe};

use pyo3::create_exception;
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

create_exception!(
    tessera,
    Error,
    PyRuntimeError,
    "A Tessera program failed to compile or run."
);
create_exception!(
    tessera,
    CompileError,
    Error,
    "The MLIR source failed to parse, verify or lower; the message is the diagnostic."
);
create_exception!(
    tessera,
    DeviceError,
    Error,
    "No device could be opened, or the program exceeds a device limit (`limit`, `value`)."
);

/// What failed, before it becomes an exception.
#[derive(Debug)]
pub(crate) enum Failure {
    /// Source, verifier or pass diagnostics.
    Compile(String),
    /// Opening a device.
    Device(String),
    /// Running.
    Run(String),
    /// A bad argument (`TypeError`).
    Type(String),
    /// A bad value (`ValueError`).
    Value(String),
}

/// `device limit NAME = VALUE` in a message: the limit's name and value.
fn limit_of(msg: &str) -> Option<(String, u64)> {
    let rest = &msg[msg.find("device limit ")? + "device limit ".len()..];
    let (name, after) = rest.split_once(" = ")?;
    let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
    Some((name.trim().to_string(), digits.parse().ok()?))
}

impl Failure {
    /// Compile or run failures that name a device limit become device errors.
    pub(crate) fn classify(self) -> Failure {
        match self {
            Failure::Compile(m) | Failure::Run(m)
                if limit_of(&m).is_some() || m.contains("which the target does not support") =>
            {
                Failure::Device(m)
            }
            f => f,
        }
    }

    pub(crate) fn into_py(self, py: Python<'_>) -> PyErr {
        match self.classify() {
            Failure::Compile(m) => {
                let e = CompileError::new_err(m.trim_end().to_string());
                let _ = e.value(py).setattr("diagnostic", m.trim_end());
                e
            }
            Failure::Device(m) => {
                let e = DeviceError::new_err(m.trim_end().to_string());
                let (limit, value) = match limit_of(&m) {
                    Some((l, v)) => (Some(l), Some(v)),
                    None => (None, None),
                };
                let _ = e.value(py).setattr("limit", limit);
                let _ = e.value(py).setattr("value", value);
                e
            }
            Failure::Run(m) => Error::new_err(m.trim_end().to_string()),
            Failure::Type(m) => pyo3::exceptions::PyTypeError::new_err(m),
            Failure::Value(m) => pyo3::exceptions::PyValueError::new_err(m),
        }
    }
}

/// Runs `f`, turning a panic into [`Failure::Run`] so that no panic reaches Python.
/// The last resort: panics are bugs, and the message says so.
pub(crate) fn guard<T>(f: impl FnOnce() -> Result<T, Failure>) -> Result<T, Failure> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(p) => {
            let what = p
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| p.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            Err(Failure::Run(format!(
                "internal error (a bug in Tessera, please report it): {what}"
            )))
        }
    }
}

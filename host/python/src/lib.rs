//! # tessera-python
//!
//! The `tessera` Python package: numpy arrays in, numpy arrays out. This crate is its
//! native part, the extension module `tessera._native`; the pure-Python part
//! (`python/tessera/`) adds the report dataclasses, the kernel functions' signatures and
//! the type stubs.
//!
//! - [`module`]: `compile` and `Module` (`run`, `translate`, `opt`, `functions`), on the
//!   host runtime's Rust API ([`tessera_host::runtime`]).
//! - [`arrays`]: numpy arrays and Python numbers to call arguments and back. Contiguous
//!   arrays are borrowed, not copied; others are copied to C order first.
//! - [`cache`]: the per-process caches of runtimes (one per backend and options) and of
//!   compiled programs (one per source, runtime and options), and the [`cache::Exclusive`]
//!   cell that lets a program move between Python threads.
//! - [`errors`]: `tessera.Error`, `CompileError` and `DeviceError`, and the guard that
//!   turns a panic into an exception.
//! - [`tools`]: `validate`, `bench`, `devices` and the kernel library.
//!
//! Compiling and running release the GIL.

use pyo3::prelude::*;

mod arrays;
mod cache;
mod errors;
mod module;
mod tools;

/// The extension module `tessera._native`.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("Error", py.get_type::<errors::Error>())?;
    m.add("CompileError", py.get_type::<errors::CompileError>())?;
    m.add("DeviceError", py.get_type::<errors::DeviceError>())?;
    m.add_class::<module::Module>()?;
    m.add_function(wrap_pyfunction!(module::compile, m)?)?;
    m.add_function(wrap_pyfunction!(tools::validate, m)?)?;
    m.add_function(wrap_pyfunction!(tools::bench, m)?)?;
    m.add_function(wrap_pyfunction!(tools::devices, m)?)?;
    m.add_function(wrap_pyfunction!(tools::kernel, m)?)?;
    m.add_function(wrap_pyfunction!(tools::kernel_names, m)?)?;
    m.add_function(wrap_pyfunction!(arrays::layout_copies, m)?)?;
    m.add_function(wrap_pyfunction!(cache::cache_stats, m)?)?;
    Ok(())
}

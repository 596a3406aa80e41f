//! Per-process caches: runtimes (an open device each) and compiled programs.
//!
//! Opening a device and compiling a program are the slow steps, so both are done once
//! per process: a [`Runtime`] per [`RuntimeKey`], a [`Program`] per [`ProgramKey`]
//! (its kernels' pipelines are compiled on first launch and kept by the program).
//! Two `Module`s of the same source share one program; calls on it take turns.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use pyo3::prelude::*;
use tessera_host::gpu::{LimitOverrides, ShaderPath};
use tessera_host::runtime::{Backend, CompileOptions, Program, Runtime, RuntimeOptions, Source};

use crate::errors::Failure;

/// A value that is not `Send` (it holds `Rc`s and `RefCell`s), owned by one mutex.
///
/// [`Program`] and `KernelRuntime` share state through `Rc`s, but only among their
/// own parts: no clone of those `Rc`s ever leaves the value, so moving the whole value
/// to another thread moves every reference count with it. The mutex makes sure that one
/// thread at a time touches it. That is what makes it safe to use from any Python
/// thread, with the GIL released.
pub(crate) struct Exclusive<T>(T);

// SAFETY: see the type's documentation: `T`'s non-thread-safe sharing stays inside the
// value, which is only reached through `Mutex<Exclusive<T>>`.
unsafe impl<T> Send for Exclusive<T> {}

impl<T> Exclusive<T> {
    pub(crate) fn new(v: T) -> Self {
        Exclusive(v)
    }
    pub(crate) fn get_mut(&mut self) -> &mut T {
        &mut self.0
    }
}

/// Locks `m`, ignoring poisoning (a panic is caught and reported; the data stays usable
/// or is rebuilt by the caller).
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// What selects a runtime.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct RuntimeKey {
    pub backend: Backend,
    pub shader_path: Option<ShaderPath>,
    /// `NAME=VALUE` device limit overrides, sorted.
    pub limits: Vec<String>,
}

impl RuntimeKey {
    pub(crate) fn cpu() -> Self {
        RuntimeKey {
            backend: Backend::Cpu,
            shader_path: None,
            limits: Vec::new(),
        }
    }
}

/// What selects a compiled program.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ProgramKey {
    pub text: Arc<str>,
    pub file: String,
    pub runtime: RuntimeKey,
}

pub(crate) type SharedProgram = Arc<Mutex<Exclusive<Program>>>;

type RuntimeCache = Mutex<HashMap<RuntimeKey, Arc<Runtime>>>;
type ProgramCache = Mutex<HashMap<ProgramKey, SharedProgram>>;

fn runtimes() -> &'static RuntimeCache {
    static C: OnceLock<RuntimeCache> = OnceLock::new();
    C.get_or_init(Default::default)
}

fn programs() -> &'static ProgramCache {
    static C: OnceLock<ProgramCache> = OnceLock::new();
    C.get_or_init(Default::default)
}

/// The runtime for `key`, opened on first use.
pub(crate) fn runtime(key: &RuntimeKey) -> Result<Arc<Runtime>, Failure> {
    let mut c = lock(runtimes());
    if let Some(r) = c.get(key) {
        return Ok(Arc::clone(r));
    }
    let mut limits = LimitOverrides::default();
    for l in &key.limits {
        limits.parse_assign(l).map_err(Failure::Value)?;
    }
    let options = RuntimeOptions {
        backend: key.backend,
        shader_path: key.shader_path,
        limits,
        ..RuntimeOptions::default()
    };
    let rt = Runtime::with_options(options).map_err(|e| Failure::Device(e.render()))?;
    let rt = Arc::new(rt);
    c.insert(key.clone(), Arc::clone(&rt));
    Ok(rt)
}

/// The program for `key`, compiled on first use.
pub(crate) fn program(key: &ProgramKey) -> Result<SharedProgram, Failure> {
    if let Some(p) = lock(programs()).get(key) {
        return Ok(Arc::clone(p));
    }
    let rt = runtime(&key.runtime)?;
    let p = rt
        .compile(
            Source::Text(key.text.to_string()),
            &CompileOptions::named(&key.file),
        )
        .map_err(|e| Failure::Compile(e.render()));
    // Remarks of the passes queue on this thread; nobody reads them here.
    let _ = tessera_lowering::diag::take_remarks();
    let p = Arc::new(Mutex::new(Exclusive::new(p?)));
    let mut c = lock(programs());
    Ok(Arc::clone(c.entry(key.clone()).or_insert(p)))
}

/// `(runtimes, programs)` in the caches (for tests of the caching).
#[pyfunction]
pub(crate) fn cache_stats() -> (usize, usize) {
    (lock(runtimes()).len(), lock(programs()).len())
}

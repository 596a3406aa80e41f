//! Kernel benchmarks: `tessera bench` as a library.
//!
//! For each host function of the input that launches kernels (after the default GPU
//! pipeline maps its loop nests), [`run_bench`] reports:
//!
//! - **compile time**: text → parse → verify → GPU pipeline → SPIR-V + WGSL, the median
//!   of several compiles ([`compile`]);
//! - **pipeline creation time** on the device;
//! - **run time**: the median of N timed runs after warm-up, from GPU timestamp queries
//!   when the device has them, otherwise host wall-clock time per submit (labelled);
//! - **GFLOP/s and GB/s** from static work counts ([`cost`]: floating-point ops of the
//!   loop nest times trip counts; compulsory bytes of the memref arguments);
//! - **baselines** measured in the same process: the naive mapping of the same kernel
//!   (register tile 1×1×1: one invocation per output element), a hand-written naive
//!   WGSL matmul for matmul-shaped functions ([`reference`]), and the GB/s of a
//!   memcpy-bound copy kernel;
//! - the adapter's **measured peaks** (an FMA-bound and a copy kernel), used by the
//!   roofline plot ([`plot`]).
//!
//! [`autotune`] times candidate pipeline options and caches the fastest per (kernel,
//! shape, adapter) on disk. [`library`] gives the kernel library's sources for
//! `--kernel NAME --size ...`.

pub mod autotune;
pub mod compile;
pub mod cost;
pub mod library;
pub mod measure;
pub mod plot;
pub mod reference;
pub mod report;
mod run;

pub use run::{
    run_bench, Baseline, BenchInput, BenchOptions, BenchReport, FuncResult, LaunchResult, Progress,
};

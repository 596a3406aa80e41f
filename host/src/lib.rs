//! # tessera-host
//!
//! The host side of Tessera: everything that talks to a GPU, and the `tessera` tool.
//!
//! - [`gpu`]: the wgpu device layer — adapters, devices with only the features asked
//!   for, kernels ([`gpu::KernelBinary`]) compiled into pipelines through one of three
//!   shader paths, buffers with limit checks and leak accounting, and batched dispatch
//!   with timing.
//! - [`runtime`]: runs MLIR host programs. Host code runs on the CPU interpreter of
//!   `tessera-lowering`; each `gpu.launch_func` is compiled by `tessera-spirv` and
//!   dispatched on the device, with memrefs moved to GPU buffers and synchronised on
//!   demand. [`runtime::Runtime`] and [`runtime::Program`] are the Rust API; it falls
//!   back to the CPU interpreter when there is no GPU.
//! - [`bench`]: kernel benchmarks (`tessera bench`): timings, GFLOP/s and GB/s, baselines,
//!   measured peaks, a roofline plot and an on-device autotuner with a disk cache.
//! - [`cli`]: the `tessera` command line (`opt`, `run`, `translate`, `devices`), as a
//!   library function so tests can run it in-process.
//!
//! The command-line conventions are documented in `docs/CLI.md`.

pub mod bench;
pub mod cli;
pub mod gpu;
pub mod runtime;
pub mod validate;
pub mod webgpu;

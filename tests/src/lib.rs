//! Workspace-level test support for Tessera.
//!
//! * [`filecheck`] is an in-process reimplementation of LLVM's `FileCheck`
//!   (prefixes, `CHECK-NEXT`/`-SAME`/`-LABEL`/`-DAG`/`-NOT`/`-COUNT`/`-EMPTY`,
//!   regex blocks and pattern variables).
//! * [`lit`] runs `.mlir` filetests written in the upstream lit format: it
//!   collects the `// RUN:` lines, performs the `%s`/`%S`/`%t` substitutions,
//!   and executes each line as a shell-like pipeline whose `FileCheck` stages
//!   run in-process and whose other tools run through a
//!   [`lit::ToolRunner`].
//! * [`progen`] generates random, verified host programs for differential fuzzing of
//!   the GPU paths (`tests/tests/fuzz_gpu.rs`).

pub mod filecheck;
pub mod lit;
pub mod progen;

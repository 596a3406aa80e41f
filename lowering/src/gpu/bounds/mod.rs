//! Memory safety of kernels: `tessera-bounds-check` and `tessera-reject-out-of-bounds`
//! ([`check`]), and the guards it inserts ([`guard`]). See `docs/MEMORY_SAFETY.md`.

pub mod check;
pub mod guard;

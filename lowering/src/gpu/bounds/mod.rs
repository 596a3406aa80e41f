//! Memory safety of kernels: `tessera-bounds-check` and `tessera-reject-out-of-bounds`
//! ([`check`]), the guards it inserts ([`guard`]), and the conditions under which views
//! made inside a kernel lie in their sources ([`views`]). See `docs/MEMORY_SAFETY.md`.

pub mod check;
pub mod guard;
pub mod views;

//! The GPU lowering. So far only the `tessera.*` attribute names ([`attrs`]) live here; the
//! passes are still under `crate::transforms` (`gpu_*.rs`).

pub mod attrs;

//! The `tessera.*` discardable attributes: one const per name. The passes that set them and
//! the back end that reads them use these consts, not string literals.

/// On a `gpu.func` (and its launch, before outlining): the register tile of the kernel,
/// `array<i64: x, y, z>` (set by `tessera-map-to-gpu`, read by the pipeline's report).
pub const REGISTER_TILE: &str = "tessera.register_tile";

/// On a `gpu.func`: `"proven"` when `tessera-bounds-check` proved every access in bounds,
/// else how its accesses are guarded (a string; the SPIR-V back end reads it).
pub const BOUNDS: &str = "tessera.bounds";

/// The tag `tessera-map-to-gpu` puts on a launch mapped in texture mode (copied to the
/// `gpu.func` by outlining; `tessera-mark-textures` turns it into [`TEXTURES`]).
pub const TEXTURE_READS: &str = "tessera.texture_reads";

/// On a `gpu.func`: the positions of its texture-backed arguments, `array<i64: ...>` (set by
/// `tessera-mark-textures`, read by the SPIR-V back end's texture bindings).
pub const TEXTURES: &str = "tessera.textures";

/// The tag on a launch whose transposed rows are read through a texture: `mark_textures`
/// treats it like [`TEXTURE_READS`], without texture mode's loop-body scheduling.
pub const TEXTURE_ROWS: &str = "tessera.texture_rows";

/// On an `scf` loop that stays on the host: why it was not raised to `affine` (a string,
/// set by `tessera-raise-scf-to-affine`; `run` and `translate` print it as a note).
pub const HOST_REASON: &str = "tessera.host_reason";

/// Every name above (the prefix `tessera.` belongs to these alone).
pub const ALL: &[&str] = &[
    REGISTER_TILE,
    BOUNDS,
    TEXTURE_READS,
    TEXTURES,
    TEXTURE_ROWS,
    HOST_REASON,
];

#[cfg(test)]
mod tests {
    #[test]
    fn names_are_distinct_and_prefixed() {
        for (i, a) in super::ALL.iter().enumerate() {
            assert!(a.starts_with("tessera."), "{a}");
            assert!(!super::ALL[..i].contains(a), "{a} twice");
        }
    }
}

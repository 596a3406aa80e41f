//! The `tessera.*` discardable attributes: one const per name. The passes that set them and
//! the back end that reads them use these consts, not string literals. [`SPECS`] says what
//! each one holds and where it may appear; the verifier checks every `tessera.*` attribute
//! against it ([`verify_op`]).

use crate::dialect::OpKind;
use crate::ir::{AttrKind, Context, DenseArrayData, Module, Op, TypeKind};

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

/// On a `gpu.launch` made by `tessera-map-to-gpu` (and its `gpu.func` after outlining):
/// what the kernel does, one of [`LAUNCH_KINDS`] (read by the pipeline's report).
pub const LAUNCH_KIND: &str = "tessera.launch_kind";

/// The values of [`LAUNCH_KIND`]: a tiled parallel band, a nest without parallelism run by
/// one invocation, and the two passes of a full reduction.
pub const LAUNCH_KINDS: &[&str] = &["band", "serial", "reduce_partial", "reduce_final"];

/// A unit attribute on a `gpu.launch` whose tiles `tessera-promote-workgroup` staged in
/// workgroup memory (and on its `gpu.func` after outlining).
pub const PROMOTED: &str = "tessera.promoted";

/// Every name above (the prefix `tessera.` belongs to these alone).
pub const ALL: &[&str] = &[
    REGISTER_TILE,
    BOUNDS,
    TEXTURE_READS,
    TEXTURES,
    TEXTURE_ROWS,
    HOST_REASON,
    LAUNCH_KIND,
    PROMOTED,
];

/// The value an attribute of [`ALL`] must have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttrValue {
    /// A unit attribute (a tag).
    Unit,
    /// `array<i64: ...>` with this many elements (`None`: any number), each at least this.
    I64Array(Option<usize>, i64),
    /// A string, one of these (empty: any string).
    Str(&'static [&'static str]),
}

/// Where an attribute of [`ALL`] may appear.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttrHost {
    /// A `gpu.launch`, or the `gpu.func` outlined from one.
    Kernel,
    /// An outlined `gpu.func` only.
    KernelFunc,
    /// An `scf.for` or `scf.parallel` loop.
    ScfLoop,
}

/// What each attribute of [`ALL`] is: the verifier's table (one entry per name; a test
/// checks that it covers [`ALL`]).
pub const SPECS: &[(&str, AttrValue, AttrHost)] = &[
    (
        REGISTER_TILE,
        AttrValue::I64Array(Some(3), 1),
        AttrHost::Kernel,
    ),
    (
        BOUNDS,
        AttrValue::Str(&["proven", "guarded", "unchecked"]),
        AttrHost::KernelFunc,
    ),
    (TEXTURE_READS, AttrValue::Unit, AttrHost::Kernel),
    (TEXTURES, AttrValue::I64Array(None, 0), AttrHost::KernelFunc),
    (TEXTURE_ROWS, AttrValue::Unit, AttrHost::Kernel),
    (HOST_REASON, AttrValue::Str(&[]), AttrHost::ScfLoop),
    (LAUNCH_KIND, AttrValue::Str(LAUNCH_KINDS), AttrHost::Kernel),
    (PROMOTED, AttrValue::Unit, AttrHost::Kernel),
];

/// Checks the `tessera.*` attributes of `op` against [`SPECS`]: a name of the prefix that
/// is not one of [`ALL`], a value of the wrong kind, or an attribute on an op it does not
/// belong to is an error (the verifier reports it at the op).
pub fn verify_op(ctx: &Context, m: &Module, op: Op) -> Result<(), String> {
    let data = m.op(op);
    for na in &data.attrs {
        let name = ctx.ident_str(na.name);
        if !name.starts_with("tessera.") {
            continue;
        }
        let Some(&(_, value, host)) = SPECS.iter().find(|(n, _, _)| *n == name) else {
            return Err(format!(
                "'{name}' is not a Tessera attribute (known: {})",
                ALL.join(", ")
            ));
        };
        let kind = data.kind;
        let host_ok = match host {
            AttrHost::Kernel => matches!(kind, Some(OpKind::GpuLaunch | OpKind::GpuFunc)),
            AttrHost::KernelFunc => kind == Some(OpKind::GpuFunc),
            AttrHost::ScfLoop => matches!(kind, Some(OpKind::ScfFor | OpKind::ScfParallel)),
        };
        if !host_ok {
            let want = match host {
                AttrHost::Kernel => "a 'gpu.launch' or 'gpu.func'",
                AttrHost::KernelFunc => "a 'gpu.func'",
                AttrHost::ScfLoop => "an 'scf.for' or 'scf.parallel'",
            };
            return Err(format!("'{name}' belongs on {want}"));
        }
        let ok = match (value, ctx.attr_kind(na.value)) {
            (AttrValue::Unit, AttrKind::Unit) => true,
            (AttrValue::Str(allowed), AttrKind::String { value, .. }) => {
                allowed.is_empty() || allowed.iter().any(|a| a.as_bytes() == value.as_slice())
            }
            (
                AttrValue::I64Array(len, min),
                AttrKind::DenseArray {
                    elem,
                    data: DenseArrayData::Ints(v),
                },
            ) => {
                matches!(ctx.type_kind(*elem), TypeKind::Integer { width: 64, .. })
                    && len.is_none_or(|n| v.len() == n)
                    && v.iter().all(|&x| x >= i128::from(min))
            }
            _ => false,
        };
        if !ok {
            let want = match value {
                AttrValue::Unit => "a unit attribute".to_string(),
                AttrValue::Str([]) => "a string".to_string(),
                AttrValue::Str(words) => format!("one of the strings {}", words.join(", ")),
                AttrValue::I64Array(Some(n), min) => {
                    format!("array<i64> of {n} elements, each at least {min}")
                }
                AttrValue::I64Array(None, min) => {
                    format!("array<i64>, each element at least {min}")
                }
            };
            return Err(format!("'{name}' must be {want}"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn names_are_distinct_and_prefixed() {
        for (i, a) in super::ALL.iter().enumerate() {
            assert!(a.starts_with("tessera."), "{a}");
            assert!(!super::ALL[..i].contains(a), "{a} twice");
        }
    }

    #[test]
    fn every_name_has_one_spec() {
        for a in super::ALL {
            let n = super::SPECS.iter().filter(|(n, _, _)| n == a).count();
            assert_eq!(n, 1, "{a}");
        }
        assert_eq!(super::SPECS.len(), super::ALL.len());
    }
}

//! A kernel as a browser runs it: WGSL without push constants, and the spec object that
//! `tessera_webgpu.js` dispatches it by.
//!
//! WebGPU has no push constants in its baseline, and naga writes the kernels' push-constant
//! block as `var<immediate>`. The browser variant moves that block to a uniform buffer at
//! the first binding number after the kernel's buffers (`@group(0)`), with the same member
//! offsets: the block holds 4- and 8-byte scalars at their natural alignment, which is
//! also their uniform layout. The variant is validated by naga with no optional
//! capability (what a baseline WebGPU device accepts) before any browser sees it.

use serde_json::{json, Value as Json};
use tessera_spirv::{BufferStorage, KernelArtifact, PushConstantKind, PushScalar};

/// A kernel ready for `tessera_webgpu.js`.
#[derive(Debug, Clone)]
pub struct BrowserKernel {
    /// `module::func`.
    pub symbol: String,
    /// The WGSL (push constants moved to a uniform buffer).
    pub wgsl: String,
    /// The spec object (see `tessera_webgpu.js`), with the WGSL.
    pub spec: Json,
    /// The artifact it came from (bindings and push-constant layout).
    pub artifact: KernelArtifact,
}

/// The WGSL type name of a push-constant scalar.
pub fn scalar_type(s: PushScalar) -> &'static str {
    match s {
        PushScalar::I32 => "i32",
        PushScalar::I64 => "i64",
        PushScalar::F32 => "f32",
        PushScalar::F64 => "f64",
    }
}

/// The binding kind `tessera_webgpu.js` builds the bind group layout from.
pub fn binding_kind(storage: BufferStorage, read_only: bool) -> &'static str {
    match storage {
        BufferStorage::StorageBuffer if read_only => "read-only-storage",
        BufferStorage::StorageBuffer => "storage",
        BufferStorage::Uniform => "uniform",
        BufferStorage::Texture { .. } => "texture",
    }
}

/// The binding number of the scalar block's uniform buffer.
pub fn uniform_binding(a: &KernelArtifact) -> u32 {
    a.bindings.iter().map(|b| b.binding + 1).max().unwrap_or(0)
}

/// Rewrites `a`'s WGSL for a browser and builds its spec. `symbol` is `module::func`.
pub fn browser_kernel(symbol: &str, a: &KernelArtifact) -> Result<BrowserKernel, String> {
    let shown = format!("@{}", symbol.replace("::", "::@"));
    let wgsl = a.wgsl.as_deref().ok_or_else(|| {
        format!(
            "kernel {shown} has no WGSL form: {}",
            a.naga_error.as_deref().unwrap_or("naga rejected it")
        )
    })?;
    if let Some(i) = a.push_constants.entries.iter().find_map(|e| match e.kind {
        PushConstantKind::Array(i) => Some(i),
        _ => None,
    }) {
        return Err(format!(
            "kernel {shown}: argument #{i} lives in push-constant memory (memory space 7), which WebGPU does not have"
        ));
    }
    let wgsl = move_immediates_to_uniform(wgsl, uniform_binding(a))
        .map_err(|m| format!("kernel {shown}: {m}"))?;
    let bindings: Vec<Json> = a
        .bindings
        .iter()
        .map(|b| {
            let (w, h) = match b.storage {
                BufferStorage::Texture { width, height } => (width, height),
                _ => (0, 0),
            };
            json!({
                "binding": b.binding,
                "arg": b.arg_index,
                "kind": binding_kind(b.storage, b.read_only),
                "elemBytes": b.elem_bytes,
                "staticLen": b.static_len,
                "width": w,
                "height": h,
            })
        })
        .collect();
    let uniform = if a.push_constants.size == 0 {
        Json::Null
    } else {
        let entries: Vec<Json> = a
            .push_constants
            .entries
            .iter()
            .map(|e| match e.kind {
                PushConstantKind::Scalar(i) => json!({
                    "kind": "scalar", "arg": i, "dim": 0,
                    "offset": e.offset, "type": scalar_type(e.scalar),
                }),
                PushConstantKind::DynSize(i, d) => json!({
                    "kind": "size", "arg": i, "dim": d,
                    "offset": e.offset, "type": scalar_type(e.scalar),
                }),
                PushConstantKind::DynStride(i, d) => json!({
                    "kind": "stride", "arg": i, "dim": d,
                    "offset": e.offset, "type": scalar_type(e.scalar),
                }),
                PushConstantKind::DynOffset(i) => json!({
                    "kind": "offset", "arg": i, "dim": 0,
                    "offset": e.offset, "type": scalar_type(e.scalar),
                }),
                PushConstantKind::Array(i) => json!({
                    "kind": "array", "arg": i, "dim": 0,
                    "offset": e.offset, "type": scalar_type(e.scalar),
                }),
            })
            .collect();
        json!({
            "binding": uniform_binding(a),
            "size": a.push_constants.size,
            "entries": entries,
        })
    };
    let spec = json!({
        "name": symbol,
        "entry": crate::gpu::wgsl_entry_point(&wgsl, &a.name),
        "wgsl": wgsl,
        "workgroup": a.workgroup_size,
        "bindings": bindings,
        "uniform": uniform,
    });
    Ok(BrowserKernel {
        symbol: symbol.to_string(),
        wgsl,
        spec,
        artifact: a.clone(),
    })
}

/// Moves the `var<immediate>` block of `wgsl` (if any) to `@group(0) @binding(binding)
/// var<uniform>`, and checks the result as a baseline WebGPU device would.
pub fn move_immediates_to_uniform(wgsl: &str, binding: u32) -> Result<String, String> {
    let mut module = naga::front::wgsl::parse_str(wgsl)
        .map_err(|e| format!("naga cannot re-read its WGSL: {}", e.emit_to_string(wgsl)))?;
    let handles: Vec<_> = module
        .global_variables
        .iter()
        .filter(|(_, g)| g.space == naga::AddressSpace::Immediate)
        .map(|(h, _)| h)
        .collect();
    if handles.len() > 1 {
        return Err("more than one immediate block".into());
    }
    for h in handles {
        let g = &mut module.global_variables[h];
        g.space = naga::AddressSpace::Uniform;
        g.binding = Some(naga::ResourceBinding { group: 0, binding });
    }
    let info = naga::valid::Validator::new(
        naga::valid::ValidationFlags::all(),
        naga::valid::Capabilities::empty(),
    )
    .validate(&module)
    .map_err(|e| {
        format!(
            "not valid for a baseline WebGPU device: {}",
            e.emit_to_string(wgsl)
        )
    })?;
    // Through tessera_spirv's writer: literals Tint would reject are made exact.
    tessera_spirv::wgsl_of(&module, &info)
        .map_err(|e| format!("naga cannot write the browser's WGSL: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn immediates_become_a_uniform() {
        let src = "struct P { n: i32, a: f32 }\n\
                   var<immediate> pc: P;\n\
                   @group(0) @binding(0) var<storage, read_write> b: array<f32>;\n\
                   @compute @workgroup_size(1) fn main() { b[pc.n] = pc.a; }\n";
        let out = move_immediates_to_uniform(src, 1).unwrap();
        assert!(
            out.contains("@group(0) @binding(1) \nvar<uniform> pc: P;"),
            "{out}"
        );
        assert!(!out.contains("immediate"), "{out}");
    }
}

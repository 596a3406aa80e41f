//! Device limits checked against the program before anything runs or is allocated.
//!
//! [`check_module`] runs when a program is compiled for a GPU device, on the module as it
//! will run, and reports every violation as a located error that names the limit and its
//! value on the device (after `--limit` overrides):
//!
//! | what | where the error points | limit |
//! | --- | --- | --- |
//! | workgroup memory of a kernel (attributions + workgroup-space allocs) | the `gpu.func` | `max_compute_workgroup_storage_size` |
//! | a memref whose element count needs more than 31 bits of index (devices index with `i32`) | the `gpu.func`, or the host `memref.alloc` / function | 2^31 elements |
//! | a host memref (alloc or function argument) passed to `gpu.launch_func` that is larger than a buffer may be | the `memref.alloc` or `func.func` | `max_buffer_size`, `max_storage_buffer_binding_size`, `max_uniform_buffer_binding_size` |
//!
//! Static shapes are checked here, so a huge memref is rejected before the host
//! allocates it. Launch-time checks cover what depends on values: [`check_grid`] (the
//! workgroup count per dimension: reported, not split, see below), [`check_workgroup_size`]
//! (once per kernel, from the compiled artifact), [`check_index_range`] for dynamic
//! shapes, and the buffer limits of [`crate::gpu::GpuDevice::create_buffer`].
//!
//! A grid over `max_compute_workgroups_per_dimension` is reported, not split: a split
//! dispatch needs the kernel to add a workgroup-id base offset (a push constant the back
//! end would have to emit on every `gpu.block_id`), which Tessera's kernels do not have.

use tessera_lowering::diag::{Diagnostic, Diagnostics};
use tessera_lowering::ir::{AttrKind, Context, FloatKind, Module, Op, Type, TypeKind, Value};

/// Largest element count a 32-bit signed device index can address (`2^31 - 1`).
pub(crate) const MAX_I32_ELEMENTS: u64 = i32::MAX as u64;

/// Memory space of a memref type, as the back end maps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Space {
    Storage,
    Workgroup,
    Uniform,
    Other,
}

fn space(ctx: &Context, a: Option<tessera_lowering::ir::Attr>) -> Space {
    let Some(a) = a else {
        return Space::Storage;
    };
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => match value {
            0 | 1 => Space::Storage,
            3 => Space::Workgroup,
            4 => Space::Uniform,
            _ => Space::Other,
        },
        AttrKind::Opaque { body, .. } => {
            if body.contains("workgroup") || body.contains("<Workgroup>") {
                Space::Workgroup
            } else if body.contains("global") || body.contains("<StorageBuffer>") {
                Space::Storage
            } else if body.contains("<Uniform>") {
                Space::Uniform
            } else {
                Space::Other
            }
        }
        _ => Space::Other,
    }
}

/// A statically shaped memref: element count, device bytes per element, memory space.
struct StaticMemRef {
    elements: u64,
    elem_bytes: u64,
    space: Space,
}

/// Bytes of one element on the device: integers narrower than 32 bits are emulated in
/// 32-bit words, `index` is 32-bit.
fn device_elem_bytes(ctx: &Context, t: Type) -> Option<u64> {
    Some(match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => u64::from(*width).div_ceil(8).max(4),
        TypeKind::Index => 4,
        TypeKind::Float(f) => match f {
            FloatKind::F64 => 8,
            FloatKind::F16 | FloatKind::BF16 => 2,
            _ => 4,
        },
        _ => return None,
    })
}

fn static_memref(ctx: &Context, t: Type) -> Option<StaticMemRef> {
    let TypeKind::MemRef {
        shape,
        elem,
        memory_space,
        ..
    } = ctx.type_kind(t)
    else {
        return None;
    };
    let mut elements: u64 = 1;
    for &d in shape {
        let d = u64::try_from(d).ok()?;
        elements = elements.saturating_mul(d);
    }
    Some(StaticMemRef {
        elements,
        elem_bytes: device_elem_bytes(ctx, *elem)?,
        space: space(ctx, *memory_space),
    })
}

fn name_of(ctx: &Context, m: &Module, op: Op) -> &'static str {
    match ctx.ident_str(m.op(op).name) {
        "memref.alloc" => "memref.alloc",
        "memref.alloca" => "memref.alloca",
        "gpu.launch_func" => "gpu.launch_func",
        "gpu.module" => "gpu.module",
        _ => "",
    }
}

fn type_text(ctx: &Context, t: Type) -> String {
    tessera_lowering::printer::type_to_string(ctx, t)
}

/// The index-overflow message for a memref of `elements` elements.
pub(crate) fn index_overflow_message(what: &str, elements: u64) -> String {
    format!(
        "{what} has {elements} elements, more than a 32-bit device index can address: the linearised index must stay below 2^31 (device limit: index = i32, max {MAX_I32_ELEMENTS} elements)"
    )
}

/// Checks the module's kernels and the host memrefs passed to them against `limits`.
///
/// `kernels` are the `gpu.func` kernels (with their launch symbols); `index_bits` is the
/// device index width the back end compiles for.
pub(crate) fn check_module(
    ctx: &Context,
    m: &Module,
    kernels: &[(String, Op)],
    limits: &wgpu::Limits,
    index_bits: u32,
) -> Result<(), Diagnostics> {
    let mut errors = Vec::new();
    for (symbol, k) in kernels {
        check_kernel(ctx, m, symbol, *k, limits, index_bits, &mut errors);
    }
    for &top in &m.top {
        check_host(ctx, m, top, limits, index_bits, &mut errors);
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(Diagnostics(errors))
    }
}

fn check_kernel(
    ctx: &Context,
    m: &Module,
    symbol: &str,
    k: Op,
    limits: &wgpu::Limits,
    index_bits: u32,
    errors: &mut Vec<Diagnostic>,
) {
    let shown = format!("@{}", symbol.replace("::", "::@"));
    let loc = m.op(k).loc;
    let mut workgroup_bytes: u64 = 0;
    let mut check_value = |v: Value, at: Op, errors: &mut Vec<Diagnostic>| {
        let t = m.value_type(v);
        let Some(s) = static_memref(ctx, t) else {
            return;
        };
        if s.space == Space::Workgroup {
            workgroup_bytes = workgroup_bytes.saturating_add(s.elements * s.elem_bytes);
        }
        if index_bits == 32 && s.elements > MAX_I32_ELEMENTS {
            errors.push(Diagnostic::error_at(
                ctx,
                m.op(at).loc,
                format!(
                    "kernel {shown}: {}",
                    index_overflow_message(&type_text(ctx, t), s.elements)
                ),
            ));
        }
    };
    if let Some(entry) = m.entry_block(k, 0) {
        for &a in m.block(entry).args() {
            check_value(a, k, errors);
        }
    }
    let mut allocs = Vec::new();
    m.walk_pre(k, &mut |o| {
        if matches!(name_of(ctx, m, o), "memref.alloc" | "memref.alloca") {
            allocs.push(o);
        }
    });
    for o in allocs {
        for &r in m.op(o).results() {
            check_value(r, o, errors);
        }
    }
    let limit = u64::from(limits.max_compute_workgroup_storage_size);
    if workgroup_bytes > limit {
        errors.push(Diagnostic::error_at(
            ctx,
            loc,
            format!(
                "kernel {shown} needs {workgroup_bytes} bytes of workgroup memory, over device limit max_compute_workgroup_storage_size = {limit}"
            ),
        ));
    }
}

/// Host code: allocs and function arguments of static memref type used by a launch.
fn check_host(
    ctx: &Context,
    m: &Module,
    top: Op,
    limits: &wgpu::Limits,
    index_bits: u32,
    errors: &mut Vec<Diagnostic>,
) {
    let mut candidates: Vec<(Value, Op, &'static str)> = Vec::new();
    m.walk_pre(top, &mut |o| match ctx.ident_str(m.op(o).name) {
        "func.func" => {
            if let Some(entry) = m.entry_block(o, 0) {
                for &a in m.block(entry).args() {
                    candidates.push((a, o, "function argument"));
                }
            }
        }
        "memref.alloc" => {
            for &r in m.op(o).results() {
                candidates.push((r, o, "memref.alloc"));
            }
        }
        _ => {}
    });
    for (v, at, what) in candidates {
        if in_gpu_module(ctx, m, at) {
            continue;
        }
        let launched = m
            .uses(v)
            .iter()
            .any(|u| name_of(ctx, m, u.op) == "gpu.launch_func");
        if !launched {
            continue;
        }
        let t = m.value_type(v);
        let Some(s) = static_memref(ctx, t) else {
            continue;
        };
        let loc = m.op(at).loc;
        let ty = type_text(ctx, t);
        if index_bits == 32 && s.elements > MAX_I32_ELEMENTS {
            errors.push(Diagnostic::error_at(
                ctx,
                loc,
                format!(
                    "{what} passed to a kernel: {}",
                    index_overflow_message(&ty, s.elements)
                ),
            ));
            continue;
        }
        let bytes = s.elements.saturating_mul(s.elem_bytes).max(4);
        let binding = match s.space {
            Space::Uniform => Some((
                "max_uniform_buffer_binding_size",
                limits.max_uniform_buffer_binding_size,
            )),
            Space::Storage => Some((
                "max_storage_buffer_binding_size",
                limits.max_storage_buffer_binding_size,
            )),
            _ => None,
        };
        let over = if bytes > limits.max_buffer_size {
            Some(("max_buffer_size", limits.max_buffer_size))
        } else {
            binding.filter(|(_, v)| bytes > *v)
        };
        if let Some((limit, value)) = over {
            errors.push(Diagnostic::error_at(
                ctx,
                loc,
                format!(
                    "{what} of type {ty} is passed to a kernel but needs a device buffer of {bytes} bytes, over device limit {limit} = {value}"
                ),
            ));
        }
    }
}

fn in_gpu_module(ctx: &Context, m: &Module, op: Op) -> bool {
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        if name_of(ctx, m, p) == "gpu.module" {
            return true;
        }
        cur = m.parent_op(p);
    }
    false
}

/// Checks a launch grid against `max_compute_workgroups_per_dimension`.
///
/// `shown` names the kernel; it is only called on failure (launches are a hot path).
pub(crate) fn check_grid(
    shown: impl Fn() -> String,
    grid: [u64; 3],
    limits: &wgpu::Limits,
) -> Result<(), String> {
    let limit = u64::from(limits.max_compute_workgroups_per_dimension);
    for (axis, &n) in ["x", "y", "z"].iter().zip(&grid) {
        if n > limit {
            return Err(format!(
                "gpu.launch_func of {}: grid ({}, {}, {}) has {n} workgroups along {axis}, over device limit max_compute_workgroups_per_dimension = {limit} (Tessera does not split dispatches; use fewer, larger workgroups or tile the grid)",
                shown(),
                grid[0],
                grid[1],
                grid[2]
            ));
        }
    }
    Ok(())
}

/// A device limit a kernel exceeds: the located message, and the limit with its value
/// (`name = value`), which is what the device lacks.
pub(crate) type LimitExceeded = (String, String);

/// Checks a kernel's workgroup size against the device's workgroup limits.
pub(crate) fn check_workgroup_size(
    shown: &str,
    wg: [u32; 3],
    limits: &wgpu::Limits,
) -> Result<(), LimitExceeded> {
    let max = [
        (
            "max_compute_workgroup_size_x",
            limits.max_compute_workgroup_size_x,
        ),
        (
            "max_compute_workgroup_size_y",
            limits.max_compute_workgroup_size_y,
        ),
        (
            "max_compute_workgroup_size_z",
            limits.max_compute_workgroup_size_z,
        ),
    ];
    let text = format!("({}, {}, {})", wg[0], wg[1], wg[2]);
    for ((name, value), (&n, axis)) in max.iter().zip(wg.iter().zip(["x", "y", "z"])) {
        if n > *value {
            return Err((
                format!(
                    "kernel {shown}: workgroup size {text} has {n} invocations along {axis}, over device limit {name} = {value}"
                ),
                format!("{name} = {value}"),
            ));
        }
    }
    let total = wg.iter().map(|&n| u64::from(n)).product::<u64>();
    let limit = limits.max_compute_invocations_per_workgroup;
    if total > u64::from(limit) {
        return Err((
            format!(
                "kernel {shown}: workgroup size {text} has {total} invocations, over device limit max_compute_invocations_per_workgroup = {limit}"
            ),
            format!("max_compute_invocations_per_workgroup = {limit}"),
        ));
    }
    Ok(())
}

/// Checks the buffers a kernel binds against the per-stage binding limits
/// (`max_storage_buffers_per_shader_stage`: 16 on llvmpipe's GL, 10 in WebGPU's default
/// limits; `max_uniform_buffers_per_shader_stage`), before a pipeline is created, so the
/// error names the kernel, the count and the limit instead of being the driver's
/// bind-group-layout failure. Texture bindings are checked with the pipeline
/// (`max_sampled_textures_per_shader_stage`).
pub(crate) fn check_bindings(
    shown: &str,
    bindings: &[tessera_spirv::BindingInfo],
    max_storage: u32,
    max_uniform: u32,
) -> Result<(), LimitExceeded> {
    use tessera_spirv::BufferStorage;
    let count =
        |want: fn(&BufferStorage) -> bool| bindings.iter().filter(|b| want(&b.storage)).count();
    let storage = count(|s| matches!(s, BufferStorage::StorageBuffer));
    let uniform = count(|s| matches!(s, BufferStorage::Uniform));
    for (n, what, name, limit) in [
        (
            storage,
            "storage buffers",
            "max_storage_buffers_per_shader_stage",
            max_storage,
        ),
        (
            uniform,
            "uniform buffers",
            "max_uniform_buffers_per_shader_stage",
            max_uniform,
        ),
    ] {
        if n as u64 > u64::from(limit) {
            return Err((
                format!(
                    "kernel {shown} binds {n} {what}, over device limit {name} = {limit} (one binding per memref argument)"
                ),
                format!("{name} = {limit}"),
            ));
        }
    }
    Ok(())
}

/// Checks a memref bound at launch (dynamic shapes included) against the 32-bit index range.
///
/// `what` names the memref; it is only called on failure.
pub(crate) fn check_index_range(
    what: impl Fn() -> String,
    sizes: &[i64],
    index_bits: u32,
) -> Result<(), String> {
    if index_bits != 32 {
        return Ok(());
    }
    let elements = sizes
        .iter()
        .map(|&s| u64::try_from(s).unwrap_or(0))
        .fold(1u64, u64::saturating_mul);
    if elements > MAX_I32_ELEMENTS {
        return Err(index_overflow_message(&what(), elements));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_and_workgroup_messages_name_the_limit() {
        let l = wgpu::Limits::default();
        let e = check_grid(|| "@k::@f".into(), [70000, 1, 1], &l).unwrap_err();
        assert!(
            e.contains("max_compute_workgroups_per_dimension = 65535"),
            "{e}"
        );
        assert!(check_grid(|| "@k::@f".into(), [65535, 65535, 1], &l).is_ok());
        let (e, _) = check_workgroup_size("@k::@f", [16, 16, 8], &l).unwrap_err();
        assert!(
            e.contains(
                "2048 invocations, over device limit max_compute_invocations_per_workgroup = 256"
            ),
            "{e}"
        );
        let (e, lacks) = check_workgroup_size("@k::@f", [512, 1, 1], &l).unwrap_err();
        assert!(e.contains("max_compute_workgroup_size_x = 256"), "{e}");
        assert_eq!(lacks, "max_compute_workgroup_size_x = 256");
        let buffers = |n: u32, storage: tessera_spirv::BufferStorage| {
            (0..n)
                .map(|i| tessera_spirv::BindingInfo {
                    binding: i,
                    storage,
                    read_only: false,
                    elem_bytes: 4,
                    static_len: Some(4),
                    arg_index: i as usize,
                })
                .collect::<Vec<_>>()
        };
        let storage = tessera_spirv::BufferStorage::StorageBuffer;
        assert!(check_bindings("@k::@f", &buffers(16, storage), 16, 12).is_ok());
        let (e, lacks) = check_bindings("@k::@f", &buffers(17, storage), 16, 12).unwrap_err();
        assert!(
            e.contains("binds 17 storage buffers, over device limit max_storage_buffers_per_shader_stage = 16"),
            "{e}"
        );
        assert_eq!(lacks, "max_storage_buffers_per_shader_stage = 16");
        let uniform = tessera_spirv::BufferStorage::Uniform;
        let (e, _) = check_bindings("@k::@f", &buffers(13, uniform), 16, 12).unwrap_err();
        assert!(
            e.contains("max_uniform_buffers_per_shader_stage = 12"),
            "{e}"
        );
        let e = check_index_range(|| "memref<?x?xf32>".into(), &[65536, 32768], 32).unwrap_err();
        assert!(e.contains("2147483648 elements"), "{e}");
        assert!(check_index_range(|| "m".into(), &[65536, 32768], 64).is_ok());
    }
}

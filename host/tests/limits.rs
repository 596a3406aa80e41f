//! Device limits through the Rust API, on the programs of `tests/filetests/limits/`
//! (those filetests stop early without a Vulkan adapter; these tests print `SKIPPED`
//! instead, and fail under `TESSERA_REQUIRE_GPU=1`). Each limit is either handled or
//! reported with a located error naming the limit and its value.

mod common;

use common::gpu_runtime;
use tessera_host::gpu::LimitOverrides;
use tessera_host::runtime::{Arg, CompileOptions, RuntimeOptions};

const WORKGROUP_SIZE: &str = include_str!("../../tests/filetests/limits/workgroup_size.mlir");
const WORKGROUP_MEMORY: &str = include_str!("../../tests/filetests/limits/workgroup_memory.mlir");
const GRID: &str = include_str!("../../tests/filetests/limits/grid.mlir");
const BUFFER_STATIC: &str = include_str!("../../tests/filetests/limits/buffer_static.mlir");
const BUFFER_DYNAMIC: &str = include_str!("../../tests/filetests/limits/buffer_dynamic.mlir");
const INDEX_OVERFLOW: &str = include_str!("../../tests/filetests/limits/index_overflow.mlir");

fn with_limit(name: &str, value: u64) -> RuntimeOptions {
    let mut limits = LimitOverrides::default();
    limits.set(name, value).unwrap();
    RuntimeOptions {
        limits,
        ..RuntimeOptions::default()
    }
}

/// Compiles `src` and calls `entry` with `args`; returns the rendered error.
fn error_of(opts: RuntimeOptions, src: &str, entry: &str, args: &[Arg<'_>]) -> Option<String> {
    let rt = gpu_runtime(opts)?;
    let e = match rt.compile(src, &CompileOptions::named("t.mlir")) {
        Err(e) => e.render(),
        Ok(mut p) => p.call(entry, args).unwrap_err().render(),
    };
    eprintln!("{e}");
    Some(e)
}

#[test]
fn workgroup_size_over_a_limit() {
    let Some(e) = error_of(
        with_limit("max_compute_workgroup_size_x", 128),
        WORKGROUP_SIZE,
        "main",
        &[],
    ) else {
        return;
    };
    assert!(e.starts_with("t.mlir:28:5: error: kernel @k::@wide: workgroup size (256, 1, 1) has 256 invocations along x, over device limit max_compute_workgroup_size_x = 128"), "{e}");
    let e = error_of(
        with_limit("max_compute_invocations_per_workgroup", 512),
        WORKGROUP_SIZE,
        "total",
        &[],
    )
    .unwrap();
    assert!(
        e.contains(
            "has 1024 invocations, over device limit max_compute_invocations_per_workgroup = 512"
        ),
        "{e}"
    );
}

#[test]
fn workgroup_memory_over_the_limit() {
    let Some(e) = error_of(RuntimeOptions::default(), WORKGROUP_MEMORY, "main", &[]) else {
        return;
    };
    // lavapipe: 32 KiB; any adapter with less than 40960 bytes reports it.
    assert!(
        e.contains("kernel @k::@big needs 40960 bytes of workgroup memory, over device limit max_compute_workgroup_storage_size = "),
        "{e}"
    );
    let e = error_of(
        with_limit("max_compute_workgroup_storage_size", 16384),
        WORKGROUP_MEMORY,
        "main",
        &[],
    )
    .unwrap();
    assert!(e.contains("@k::@over needs 16388 bytes"), "{e}");
    assert!(!e.contains("@k::@fits"), "{e}");
}

#[test]
fn grid_over_the_limit_is_reported_not_split() {
    let Some(e) = error_of(RuntimeOptions::default(), GRID, "main", &[]) else {
        return;
    };
    assert!(e.contains("grid (70000, 1, 1) has 70000 workgroups along x, over device limit max_compute_workgroups_per_dimension = "), "{e}");
    let e = error_of(
        with_limit("max_compute_workgroups_per_dimension", 16),
        GRID,
        "small",
        &[],
    )
    .unwrap();
    assert!(
        e.starts_with("t.mlir:51:5: error: gpu.launch_func of @k::@one: grid (1, 17, 1)"),
        "{e}"
    );
    // 16 along y fits the lowered limit and runs.
    let rt = gpu_runtime(with_limit("max_compute_workgroups_per_dimension", 16)).unwrap();
    let mut p = rt.compile(GRID, &CompileOptions::named("t.mlir")).unwrap();
    let out = p.call("fits", &[]).unwrap();
    assert_eq!(out.scalar(0).and_then(|v| v.as_i64()), Some(16));
}

#[test]
fn buffers_over_a_limit_before_allocation() {
    let Some(e) = error_of(
        with_limit("max_storage_buffer_binding_size", 1024),
        BUFFER_STATIC,
        "main",
        &[],
    ) else {
        return;
    };
    assert!(e.contains("t.mlir:30:10: error: memref.alloc of type memref<2147483647xf32> is passed to a kernel but needs a device buffer of 8589934588 bytes, over device limit max_buffer_size = "), "{e}");
    assert!(e.contains("t.mlir:33:10: error: memref.alloc of type memref<257xf32> is passed to a kernel but needs a device buffer of 1028 bytes, over device limit max_storage_buffer_binding_size = 1024"), "{e}");
    let opts = with_limit("max_storage_buffer_binding_size", 1024);
    let e = error_of(opts.clone(), BUFFER_DYNAMIC, "main", &[257usize.into()]).unwrap();
    assert!(
        e.contains("of 1028 bytes exceeds device limit max_storage_buffer_binding_size = 1024"),
        "{e}"
    );
    let rt = gpu_runtime(opts).unwrap();
    let mut p = rt
        .compile(BUFFER_DYNAMIC, &CompileOptions::named("t.mlir"))
        .unwrap();
    let out = p.call("main", &[256usize.into()]).unwrap();
    assert_eq!(out.scalar(0).and_then(|v| v.as_f64()), Some(1.0));
}

#[test]
fn index_overflow_with_32_bit_indices() {
    let Some(e) = error_of(RuntimeOptions::default(), INDEX_OVERFLOW, "main", &[]) else {
        return;
    };
    assert!(e.contains("t.mlir:17:5: error: kernel @k::@f: memref<65536x32768xi8> has 2147483648 elements, more than a 32-bit device index can address"), "{e}");
    assert!(
        e.contains("t.mlir:27:10: error: memref.alloc passed to a kernel"),
        "{e}"
    );
}

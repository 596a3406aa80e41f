//! Device errors reach the user as Tessera errors, never as a panic or an abort: a
//! destroyed (lost) device before a launch, a wgpu validation error raised outside any
//! error scope (the dispatch hot path pushes none), and a bad bind group. Skips (loudly)
//! without an adapter; fails under `TESSERA_REQUIRE_GPU=1`.

mod common;

use std::sync::Arc;

use common::gpu_runtime;
use tessera_host::gpu::{test_device, BindingDesc, BufferKind, GpuError, KernelBinary, ShaderPath};
use tessera_host::runtime::{Buffer, CompileOptions, Runtime, RuntimeOptions};

const INC: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @inc(%m: memref<64xf32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [64, 1, 1]>} {
      %t = gpu.thread_id x
      %v = memref.load %m[%t] : memref<64xf32>
      %one = arith.constant 1.0 : f32
      %w = arith.addf %v, %one : f32
      memref.store %w, %m[%t] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main(%m: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @k::@inc blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%m : memref<64xf32>)
    return
  }
}
"#;

const INC_WGSL: &str = r#"
@group(0) @binding(0) var<storage, read_write> m: array<f32>;
@compute @workgroup_size(64)
fn inc(@builtin(global_invocation_id) gid: vec3<u32>) {
    m[gid.x] = m[gid.x] + 1.0;
}
"#;

fn inc_kernel() -> KernelBinary {
    KernelBinary {
        name: "inc".into(),
        spirv: Vec::new(),
        wgsl: Some(INC_WGSL.into()),
        workgroup_size: [64, 1, 1],
        bindings: vec![BindingDesc::storage_rw(0)],
        immediate_size: 0,
        features: Default::default(),
    }
}

/// A program keeps working across calls, then its device is destroyed: the next call
/// is an error naming the lost device, and so is every later one.
#[test]
fn launch_after_device_destroy_is_an_error() {
    let Some(rt) = gpu_runtime(RuntimeOptions::default()) else {
        return;
    };
    let mut p = rt.compile(INC, &CompileOptions::named("inc.mlir")).unwrap();
    let m = Buffer::from_vec(vec![1.0f32; 64]);
    let out = p.call("main", &[(&m).into()]).unwrap();
    assert_eq!(out.arg::<f32>(0).unwrap().data()[0], 2.0);

    let dev = rt.device().unwrap();
    dev.raw_device().destroy();
    let _ = dev.raw_device().poll(wgpu::PollType::Poll);
    for _ in 0..2 {
        let e = p.call("main", &[(&m).into()]).unwrap_err().render();
        eprintln!("{e}");
        assert!(e.contains("GPU device lost"), "{e}");
    }
    // A new program on the lost device fails as cleanly.
    let rt2 = Runtime::with_device(Arc::clone(dev), RuntimeOptions::default());
    let mut p2 = rt2
        .compile(INC, &CompileOptions::named("inc.mlir"))
        .unwrap();
    let e = p2.call("main", &[(&m).into()]).unwrap_err().render();
    assert!(e.contains("GPU device lost"), "{e}");
}

/// A wgpu validation error raised outside any error scope (here: a raw call with an
/// invalid buffer descriptor) is reported by the next batch submit as a Tessera error;
/// the batch after it works again.
#[test]
fn uncaptured_validation_error_is_reported_by_the_next_submit() {
    let Some(dev) = test_device() else { return };
    let pipeline = dev
        .create_pipeline(&inc_kernel(), ShaderPath::Wgsl)
        .unwrap();
    let buf = dev.storage_buffer_from("m", &[0f32; 64]).unwrap();
    let mut b = dev.batch();
    b.dispatch(&pipeline, &[&buf], &[], [1, 1, 1]).unwrap();
    assert_eq!(b.download::<f32>(&buf).unwrap()[0], 1.0);

    let _bad = dev.raw_device().create_buffer(&wgpu::BufferDescriptor {
        label: Some("bad"),
        size: 6,
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::MAP_WRITE,
        mapped_at_creation: false,
    });
    let mut b = dev.batch();
    b.dispatch(&pipeline, &[&buf], &[], [1, 1, 1]).unwrap();
    let e = b.download::<f32>(&buf).unwrap_err();
    eprintln!("{e}");
    assert!(matches!(e, GpuError::Validation { .. }), "{e}");

    let mut b = dev.batch();
    b.dispatch(&pipeline, &[&buf], &[], [1, 1, 1]).unwrap();
    assert_eq!(b.download::<f32>(&buf).unwrap()[0], 3.0);
}

/// A bind group wgpu rejects (a storage binding given a buffer without STORAGE usage)
/// is a Tessera error from the dispatch, not a panic.
#[test]
fn bad_bind_group_is_an_error() {
    let Some(dev) = test_device() else { return };
    let pipeline = dev
        .create_pipeline(&inc_kernel(), ShaderPath::Wgsl)
        .unwrap();
    // A uniform buffer in a storage slot: Tessera's own check catches it first.
    let uni = dev.uniform_buffer_from("u", &[0f32; 64]).unwrap();
    let mut b = dev.batch();
    let e = b.dispatch(&pipeline, &[&uni], &[], [1, 1, 1]).unwrap_err();
    assert!(matches!(e, GpuError::Binding { .. }), "{e}");

    // A storage buffer too small for nothing in particular is fine, but a destroyed
    // buffer makes wgpu reject the bind group: caught by the creation's error scope.
    let buf = dev.create_buffer("gone", 256, BufferKind::Storage).unwrap();
    buf.raw().destroy();
    let mut b = dev.batch();
    let r = b
        .dispatch(&pipeline, &[&buf], &[], [1, 1, 1])
        .and_then(|()| b.flush().map(|_| ()));
    let e = r.unwrap_err();
    eprintln!("{e}");
    assert!(
        matches!(e, GpuError::Binding { .. } | GpuError::Validation { .. }),
        "{e}"
    );
    assert_eq!(
        dev.cached_bind_groups(),
        0,
        "a rejected bind group is not cached"
    );
}

/// Cached bind groups are reused across batches and dropped with their buffers.
#[test]
fn bind_groups_are_cached_and_freed_with_buffers() {
    let Some(dev) = test_device() else { return };
    let pipeline = dev
        .create_pipeline(&inc_kernel(), ShaderPath::Wgsl)
        .unwrap();
    let base = dev.buffer_stats();
    let a = dev.storage_buffer_from("a", &[0f32; 64]).unwrap();
    let c = dev.storage_buffer_from("c", &[0f32; 64]).unwrap();
    for _ in 0..3 {
        let mut b = dev.batch();
        b.dispatch(&pipeline, &[&a], &[], [1, 1, 1]).unwrap();
        b.dispatch(&pipeline, &[&c], &[], [1, 1, 1]).unwrap();
        b.flush().unwrap();
    }
    assert_eq!(dev.cached_bind_groups(), 2);
    assert_eq!(dev.download::<f32>(&a).unwrap()[0], 3.0);
    drop(a);
    assert_eq!(dev.cached_bind_groups(), 1);
    drop(c);
    assert_eq!(dev.cached_bind_groups(), 0);
    assert_eq!(dev.buffer_stats(), base);
}

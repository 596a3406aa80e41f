//! GPU dispatch tests on whatever adapter exists (lavapipe in CI).
//!
//! Every test skips with a visible `SKIPPED:` line when there is no adapter,
//! unless `TESSERA_REQUIRE_GPU=1`.

mod common;

use std::time::{Duration, Instant};

use common::shader_paths;

use tessera_host::gpu::{
    enumerate_adapters, test_device, test_device_with, BackendChoice, BindingDesc, BufferKind,
    GpuDevice, GpuError, GpuOptions, KernelBinary, LimitOverrides, RequiredFeatures, ShaderPath,
    TimingSource,
};

const VADD_WGSL: &str = r#"
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;

@compute @workgroup_size(64)
fn vadd(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i < arrayLength(&c)) {
        c[i] = a[i] + b[i];
    }
}
"#;

const SCALE_WGSL: &str = r#"
struct Imm {
    scale: f32,
    n: u32,
}
var<immediate> imm: Imm;
@group(0) @binding(0) var<storage, read_write> x: array<f32>;

@compute @workgroup_size(64)
fn scale(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x < imm.n) {
        x[gid.x] = x[gid.x] * imm.scale;
    }
}
"#;

const DOUBLE_WGSL: &str = r#"
@group(0) @binding(0) var<storage, read_write> x: array<f32>;

@compute @workgroup_size(64)
fn double(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x < arrayLength(&x)) {
        x[gid.x] = x[gid.x] * 2.0;
    }
}
"#;

const TOUCH_WGSL: &str = r#"
@group(0) @binding(0) var<storage, read_write> x: array<u32>;

@compute @workgroup_size(1)
fn touch() {
    x[0] = x[0] + 1u;
}
"#;

use common::wgsl_kernel as kernel;

fn vadd_kernel() -> KernelBinary {
    kernel(
        VADD_WGSL,
        "vadd",
        [64, 1, 1],
        vec![
            BindingDesc::storage_read(0),
            BindingDesc::storage_read(1),
            BindingDesc::storage_rw(2),
        ],
        0,
    )
}

fn scale_kernel() -> KernelBinary {
    kernel(
        SCALE_WGSL,
        "scale",
        [64, 1, 1],
        vec![BindingDesc::storage_rw(0)],
        8,
    )
}

fn double_kernel() -> KernelBinary {
    kernel(
        DOUBLE_WGSL,
        "double",
        [64, 1, 1],
        vec![BindingDesc::storage_rw(0)],
        0,
    )
}

fn inputs(n: usize) -> (Vec<f32>, Vec<f32>) {
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 1000.0 - i as f32).collect();
    (a, b)
}

#[test]
fn adapters_report() {
    let reports = enumerate_adapters(BackendChoice::All);
    for r in &reports {
        eprintln!("{r}");
    }
    let Some(dev) = test_device() else { return };
    assert!(!reports.is_empty());
    eprintln!(
        "test device: {} | enabled: {} | timestamps: {} | pipeline cache: {} | passthrough: {}",
        dev.adapter().short(),
        dev.enabled_features(),
        dev.has_timestamps(),
        dev.has_pipeline_cache(),
        dev.supports(ShaderPath::Passthrough)
    );
    let _ = dev
        .create_pipeline(&vadd_kernel(), ShaderPath::Spirv)
        .unwrap();
    eprintln!(
        "pipeline cache data after one pipeline: {:?} bytes",
        dev.pipeline_cache_data().map(|d| d.len())
    );
}

#[test]
fn vector_add_on_every_adapter() {
    if test_device().is_none() {
        return;
    }
    let n = 300usize;
    let (a, b) = inputs(n);
    let k = vadd_kernel();
    for report in enumerate_adapters(BackendChoice::All)
        .into_iter()
        .filter(|r| r.compute)
    {
        let backend = match report.backend {
            wgpu::Backend::Vulkan => BackendChoice::Vulkan,
            wgpu::Backend::Metal => BackendChoice::Metal,
            wgpu::Backend::Dx12 => BackendChoice::Dx12,
            _ => BackendChoice::Gl,
        };
        let dev = GpuDevice::new(GpuOptions {
            backend,
            adapter_name: Some(report.name.clone()),
            ..GpuOptions::for_tests()
        })
        .unwrap();
        // GL cannot take raw SPIR-V (passthrough) by design; the other paths must run.
        let paths = if report.backend == wgpu::Backend::Gl {
            vec![ShaderPath::Spirv, ShaderPath::Wgsl]
        } else {
            shader_paths(&dev)
        };
        for path in paths {
            let pipe = dev.create_pipeline(&k, path).unwrap();
            let ba = dev.storage_buffer_from("a", &a).unwrap();
            let bb = dev.storage_buffer_from("b", &b).unwrap();
            let bc = dev
                .create_buffer("c", (n * 4) as u64, BufferKind::Storage)
                .unwrap();
            let mut batch = dev.batch();
            batch
                .dispatch(&pipe, &[&ba, &bb, &bc], &[], [5, 1, 1])
                .unwrap();
            let got: Vec<f32> = batch.download(&bc).unwrap();
            for i in 0..n {
                assert_eq!(got[i], a[i] + b[i], "{} via {path}", report.short());
            }
            eprintln!("vadd on {} via {path}: ok", report.short());
        }
    }
}

#[test]
fn uncaptured_errors_and_device_loss_are_values() {
    let Some(dev) = test_device() else { return };
    // A raw wgpu call outside any error scope: reaches the uncaptured handler
    // instead of wgpu's default panic.
    let _bad = dev.raw_device().create_buffer(&wgpu::BufferDescriptor {
        label: Some("raw"),
        size: 6,
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::MAP_WRITE,
        mapped_at_creation: false,
    });
    let errors = dev.take_uncaptured_errors();
    eprintln!("uncaptured: {errors:?}");
    assert_eq!(errors.len(), 1);

    let x = dev.create_buffer("x", 64, BufferKind::Storage).unwrap();
    dev.raw_device().destroy();
    let _ = dev.raw_device().poll(wgpu::PollType::Poll);
    let err = dev.download_bytes(&x).unwrap_err();
    eprintln!("{err}");
    assert!(matches!(err, GpuError::DeviceLost { .. }), "{err}");
    let err = dev
        .create_pipeline(&double_kernel(), ShaderPath::Wgsl)
        .unwrap_err();
    assert!(matches!(err, GpuError::DeviceLost { .. }), "{err}");
}

#[test]
fn vector_add_every_path() {
    let Some(dev) = test_device() else { return };
    let n = 1000usize;
    let (a, b) = inputs(n);
    let expect: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
    let k = vadd_kernel();
    for path in shader_paths(&dev) {
        let pipe = dev.create_pipeline(&k, path).unwrap();
        let again = dev.create_pipeline(&k, path).unwrap();
        assert!(pipe.same_as(&again), "pipeline cache miss for {path}");

        let ba = dev.storage_buffer_from("a", &a).unwrap();
        let bb = dev.storage_buffer_from("b", &b).unwrap();
        let bc = dev
            .create_buffer("c", (n * 4) as u64, BufferKind::Storage)
            .unwrap();
        let mut batch = dev.batch();
        batch
            .dispatch(
                &pipe,
                &[&ba, &bb, &bc],
                &[],
                [(n as u32).div_ceil(64), 1, 1],
            )
            .unwrap();
        let got: Vec<f32> = batch.download(&bc).unwrap();
        assert_eq!(got, expect, "wrong result through {path}");
        eprintln!("vadd via {path}: ok");
    }
    assert_eq!(dev.cached_pipelines(), shader_paths(&dev).len());
}

#[test]
fn buffers_are_counted_and_freed() {
    let Some(dev) = test_device() else { return };
    let before = dev.buffer_stats();
    let x = dev.create_buffer("x", 1000, BufferKind::Storage).unwrap();
    let y = dev.create_buffer("y", 6, BufferKind::Uniform).unwrap();
    let during = dev.buffer_stats();
    assert_eq!(during.live_buffers, before.live_buffers + 2);
    assert_eq!(during.live_bytes, before.live_bytes + 1000 + 8);
    // Odd-sized round trip.
    dev.upload_bytes(&x, &[1, 2, 3, 4, 5, 6, 7]).unwrap();
    let back = dev.download_bytes(&x).unwrap();
    assert_eq!(back.len(), 1000);
    assert_eq!(&back[..8], &[1, 2, 3, 4, 5, 6, 7, 0]);
    // Staging buffers are reused.
    let _ = dev.download_bytes(&x).unwrap();
    assert!(dev.staging_stats().hits >= 1, "{:?}", dev.staging_stats());
    drop(x);
    y.release();
    assert_eq!(dev.buffer_stats(), before);
}

#[test]
fn buffer_over_limit_is_a_named_error() {
    let opts = GpuOptions {
        limits: LimitOverrides {
            max_storage_buffer_binding_size: Some(1 << 20),
            max_buffer_size: Some(4 << 20),
            ..LimitOverrides::default()
        },
        ..GpuOptions::for_tests()
    };
    let Some(dev) = test_device_with(opts) else {
        return;
    };
    let err = dev
        .create_buffer("big", (1 << 20) + 4, BufferKind::Storage)
        .unwrap_err();
    let msg = err.to_string();
    eprintln!("{msg}");
    assert!(matches!(
        err,
        GpuError::BufferTooLarge {
            limit: "max_storage_buffer_binding_size",
            value: 1048576,
            ..
        }
    ));
    assert!(
        msg.contains("max_storage_buffer_binding_size = 1048576"),
        "{msg}"
    );

    let err = dev
        .create_buffer("huge", 8 << 20, BufferKind::Storage)
        .unwrap_err();
    eprintln!("{err}");
    assert!(err.to_string().contains("max_buffer_size = 4194304"));

    // Right at the limit is fine.
    dev.create_buffer("edge", 1 << 20, BufferKind::Storage)
        .unwrap();
}

#[test]
fn limit_override_above_adapter_is_rejected() {
    if test_device().is_none() {
        return;
    }
    let opts = GpuOptions {
        limits: LimitOverrides {
            max_buffer_size: Some(u64::MAX),
            ..LimitOverrides::default()
        },
        ..GpuOptions::default()
    };
    let err = GpuDevice::new(opts).unwrap_err();
    eprintln!("{err}");
    assert!(matches!(
        err,
        GpuError::LimitExceedsAdapter {
            limit: "max_buffer_size",
            ..
        }
    ));
}

fn set_feature(f: &mut RequiredFeatures, name: &str) {
    match name {
        "f16" => f.f16 = true,
        "f64" => f.f64 = true,
        "i64" => f.i64 = true,
        "subgroups" => f.subgroups = true,
        "immediates" => f.immediates = true,
        "timestamps" => f.timestamps = true,
        "passthrough" => f.passthrough = true,
        other => panic!("unknown feature {other}"),
    }
}

#[test]
fn missing_feature_is_a_clear_error() {
    if test_device().is_none() {
        return;
    }
    // Find any adapter (any backend) lacking one of our features; lavapipe's
    // Vulkan adapter has them all, its GL adapter lacks f16/f64/i64/subgroups.
    let mut hit = false;
    for report in enumerate_adapters(BackendChoice::All)
        .into_iter()
        .filter(|r| r.compute)
    {
        let lacking = RequiredFeatures::ALL.missing_from(report.tessera_features.to_wgpu());
        eprintln!(
            "{} offers {}; lacks {lacking:?}",
            report.short(),
            report.tessera_features
        );
        let Some((name, wgpu_name)) = lacking.first() else {
            continue;
        };
        let mut required = RequiredFeatures::NONE;
        set_feature(&mut required, name);
        let backend = match report.backend {
            wgpu::Backend::Vulkan => BackendChoice::Vulkan,
            wgpu::Backend::Metal => BackendChoice::Metal,
            wgpu::Backend::Dx12 => BackendChoice::Dx12,
            _ => BackendChoice::Gl,
        };
        let err = GpuDevice::new(GpuOptions {
            backend,
            adapter_name: Some(report.name.clone()),
            required,
            ..GpuOptions::default()
        })
        .unwrap_err();
        let msg = err.to_string();
        eprintln!("{msg}");
        assert!(matches!(err, GpuError::MissingFeature { .. }), "{msg}");
        assert!(
            msg.contains(wgpu_name) && msg.contains(&report.name),
            "{msg}"
        );
        hit = true;
    }
    if !hit {
        eprintln!(
            "note: every adapter offers every feature; device-level missing-feature path not hit"
        );
    }

    // A kernel needing a feature the device was not opened with.
    let plain = GpuDevice::new(GpuOptions {
        optional: RequiredFeatures::NONE,
        ..GpuOptions::default()
    })
    .unwrap();
    assert_eq!(plain.enabled_features(), RequiredFeatures::NONE);
    let mut k = double_kernel();
    k.features.f64 = true;
    let err = plain.create_pipeline(&k, ShaderPath::Wgsl).unwrap_err();
    eprintln!("{err}");
    assert!(matches!(
        err,
        GpuError::KernelNeedsFeature {
            feature: "f64",
            wgpu_name: "SHADER_F64",
            ..
        }
    ));
}

#[test]
fn immediates_carry_a_scalar() {
    let Some(dev) = test_device() else { return };
    if !dev.enabled_features().immediates {
        assert!(
            !tessera_host::gpu::gpu_required(),
            "TESSERA_REQUIRE_GPU=1 but the device has no IMMEDIATES"
        );
        tessera_host::gpu::report_skip("SKIPPED: device has no IMMEDIATES");
        return;
    }
    let k = scale_kernel();
    let n = 100u32;
    for path in shader_paths(&dev) {
        let pipe = dev.create_pipeline(&k, path).unwrap();
        let data: Vec<f32> = (0..128).map(|i| i as f32).collect();
        let x = dev.storage_buffer_from("x", &data).unwrap();
        let imm: [u32; 2] = [3.0f32.to_bits(), n];
        let mut batch = dev.batch();
        batch
            .dispatch(&pipe, &[&x], bytemuck::cast_slice(&imm), [2, 1, 1])
            .unwrap();
        let got: Vec<f32> = batch.download(&x).unwrap();
        for (i, v) in got.iter().enumerate() {
            let want = if (i as u32) < n {
                i as f32 * 3.0
            } else {
                i as f32
            };
            assert_eq!(*v, want, "element {i} via {path}");
        }
        eprintln!("immediates via {path}: ok");

        let err = dev
            .batch()
            .dispatch(&pipe, &[&x], &[0; 4], [1, 1, 1])
            .unwrap_err();
        assert!(matches!(
            err,
            GpuError::ImmediateSize {
                expected: 8,
                got: 4,
                ..
            }
        ));
    }
}

#[test]
fn batch_of_two_dispatches_one_submit() {
    let Some(dev) = test_device() else { return };
    let vadd = dev
        .create_pipeline(&vadd_kernel(), ShaderPath::Wgsl)
        .unwrap();
    let double = dev
        .create_pipeline(&double_kernel(), ShaderPath::Spirv)
        .unwrap();
    let n = 4096usize;
    let (a, b) = inputs(n);
    let ba = dev.storage_buffer_from("a", &a).unwrap();
    let bb = dev.storage_buffer_from("b", &b).unwrap();
    let bc = dev
        .create_buffer("c", (n * 4) as u64, BufferKind::Storage)
        .unwrap();
    let groups = (n as u32).div_ceil(64);
    for timing in [false, true] {
        let mut batch = dev.batch();
        batch.set_timing(timing);
        batch
            .dispatch(&vadd, &[&ba, &bb, &bc], &[], [groups, 1, 1])
            .unwrap();
        batch
            .dispatch(&double, &[&bc], &[], [groups, 1, 1])
            .unwrap();
        assert_eq!(batch.pending(), 2);
        let got: Vec<f32> = batch.download(&bc).unwrap();
        for i in 0..n {
            assert_eq!(got[i], (a[i] + b[i]) * 2.0, "element {i}");
        }
        let report = batch.last_report().unwrap();
        eprintln!("timing={timing}:\n{report}");
        assert_eq!(report.dispatches, 2);
        assert_eq!(report.downloads, 1);
        assert_eq!(batch.pending(), 0);
        if timing && dev.has_timestamps() {
            assert_eq!(report.source, TimingSource::GpuTimestamps);
            assert!(report.per_dispatch.iter().all(|d| d.gpu_time.is_some()));
        } else {
            assert_eq!(report.source, TimingSource::WallClock);
        }
    }

    // An ordered upload between dispatches: c = (a + b) * 2, then c := 1s, then double.
    let ones = vec![1.0f32; n];
    let mut batch = dev.batch();
    batch
        .dispatch(&vadd, &[&ba, &bb, &bc], &[], [groups, 1, 1])
        .unwrap();
    batch.upload(&bc, &ones).unwrap();
    batch
        .dispatch(&double, &[&bc], &[], [groups, 1, 1])
        .unwrap();
    let got: Vec<f32> = batch.download(&bc).unwrap();
    assert!(got.iter().all(|v| *v == 2.0));
    assert_eq!(batch.last_report().unwrap().uploads, 1);
}

#[test]
fn bad_inputs_are_errors_not_panics() {
    let Some(dev) = test_device() else { return };
    // WGSL that does not parse.
    let mut broken = double_kernel();
    broken.wgsl = Some("@compute @workgroup_size(64) fn double( { oops".into());
    let err = dev.create_pipeline(&broken, ShaderPath::Wgsl).unwrap_err();
    eprintln!("{err}");
    assert!(matches!(err, GpuError::ShaderCompile { .. }));

    // Entry point that does not exist in the module.
    let mut wrong_entry = double_kernel();
    wrong_entry.name = "nope".into();
    let err = dev
        .create_pipeline(&wrong_entry, ShaderPath::Wgsl)
        .unwrap_err();
    eprintln!("{err}");
    assert!(matches!(err, GpuError::Pipeline { .. }));

    // Bindings that disagree with the shader.
    let mut wrong_layout = double_kernel();
    wrong_layout.bindings = vec![BindingDesc::uniform(0)];
    let err = dev
        .create_pipeline(&wrong_layout, ShaderPath::Spirv)
        .unwrap_err();
    eprintln!("{err}");
    assert!(matches!(err, GpuError::Pipeline { .. }));

    // Garbage SPIR-V.
    let mut garbage = double_kernel();
    garbage.spirv = vec![0x0723_0203, 0x0001_0000, 0, 10, 0, 0xdead_beef];
    let err = dev
        .create_pipeline(&garbage, ShaderPath::Spirv)
        .unwrap_err();
    eprintln!("{err}");
    assert!(matches!(err, GpuError::ShaderCompile { .. }));

    // Dispatch-time mistakes.
    let pipe = dev
        .create_pipeline(&vadd_kernel(), ShaderPath::Wgsl)
        .unwrap();
    let s = dev.create_buffer("s", 256, BufferKind::Storage).unwrap();
    let u = dev.create_buffer("u", 256, BufferKind::Uniform).unwrap();
    let mut batch = dev.batch();
    let err = batch
        .dispatch(&pipe, &[&s, &s], &[], [1, 1, 1])
        .unwrap_err();
    eprintln!("{err}");
    assert!(matches!(err, GpuError::Binding { .. }));
    let err = batch
        .dispatch(&pipe, &[&s, &s, &u], &[], [1, 1, 1])
        .unwrap_err();
    eprintln!("{err}");
    assert!(matches!(err, GpuError::Binding { .. }));
    let err = batch
        .dispatch(&pipe, &[&s, &u, &s], &[], [1, 1, 1])
        .unwrap_err();
    eprintln!("{err}");
    let t = dev.create_buffer("t", 256, BufferKind::Storage).unwrap();
    let err = batch
        .dispatch(&pipe, &[&s, &t, &s], &[], [1, 1, 1])
        .unwrap_err();
    eprintln!("{err}");
    assert!(err.to_string().contains("aliasing"));
    let limit = dev.limits().max_compute_workgroups_per_dimension;
    let err = batch
        .dispatch(&pipe, &[&s, &t, &u_storage(&dev)], &[], [1, limit + 1, 1])
        .unwrap_err();
    eprintln!("{err}");
    assert!(err
        .to_string()
        .contains(&format!("max_compute_workgroups_per_dimension = {limit}")));
    assert_eq!(batch.pending(), 0);
    assert!(dev.take_uncaptured_errors().is_empty());
}

fn u_storage(dev: &GpuDevice) -> tessera_host::gpu::DeviceBuffer {
    dev.create_buffer("out", 256, BufferKind::Storage).unwrap()
}

/// Not a benchmark: prints the launch + readback latency of a trivial kernel.
#[test]
fn launch_and_readback_latency() {
    let Some(dev) = test_device() else { return };
    let k = kernel(
        TOUCH_WGSL,
        "touch",
        [1, 1, 1],
        vec![BindingDesc::storage_rw(0)],
        0,
    );
    let pipe = dev.create_pipeline(&k, ShaderPath::Wgsl).unwrap();
    let x = dev.storage_buffer_from("x", &[0u32; 4]).unwrap();
    let iters = 200u32;
    let mut samples: Vec<Duration> = Vec::with_capacity(iters as usize);
    for i in 0..iters + 20 {
        let t = Instant::now();
        let mut batch = dev.batch();
        batch.dispatch(&pipe, &[&x], &[], [1, 1, 1]).unwrap();
        let got: Vec<u32> = batch.download(&x).unwrap();
        let dt = t.elapsed();
        assert_eq!(got[0], i + 1);
        if i >= 20 {
            samples.push(dt);
        }
    }
    samples.sort();
    let median = samples[samples.len() / 2];
    let p10 = samples[samples.len() / 10];
    let p90 = samples[samples.len() * 9 / 10];

    let mut timed = dev.batch();
    timed.set_timing(true);
    timed.dispatch(&pipe, &[&x], &[], [1, 1, 1]).unwrap();
    timed.download_bytes(&x).unwrap();
    eprintln!(
        "launch+readback of a trivial kernel on {}: median {:.1} us (p10 {:.1}, p90 {:.1}) over {iters} runs\n{}",
        dev.adapter().short(),
        median.as_secs_f64() * 1e6,
        p10.as_secs_f64() * 1e6,
        p90.as_secs_f64() * 1e6,
        timed.last_report().unwrap()
    );
}

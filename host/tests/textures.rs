//! Texture bindings: a storage buffer copied into an `Rgba32Float` texture before each
//! dispatch that binds it, read with `textureLoad` by hand-written WGSL kernels.
//!
//! Every test skips with a visible `SKIPPED:` line when there is no adapter, unless
//! `TESSERA_REQUIRE_GPU=1`.

mod common;

use common::shader_paths;
use tessera_host::gpu::{
    test_device, BindingDesc, BindingKind, BufferKind, DeviceBuffer, GpuDevice, KernelBinary,
    Pipeline, ShaderPath, TimingSource,
};

/// Reads every element of the texture back into `out`: element `i` is component
/// `i % 4` of texel `i / 4` in row-major texel order.
const TEX_READ_WGSL: &str = r#"
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32>;

@compute @workgroup_size(64)
fn tex_read(@builtin(global_invocation_id) gid: vec3<u32>) {
    let dims = textureDimensions(t);
    let n = dims.x * dims.y * 4u;
    let i = gid.x;
    if (i < n && i < arrayLength(&out)) {
        let texel = i / 4u;
        let v = textureLoad(t, vec2<u32>(texel % dims.x, texel / dims.x), 0);
        out[i] = v[i % 4u];
    }
}
"#;

/// Adds one to every element of a buffer.
const INC_WGSL: &str = r#"
@group(0) @binding(0) var<storage, read_write> x: array<f32>;

@compute @workgroup_size(64)
fn inc(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x < arrayLength(&x)) {
        x[gid.x] = x[gid.x] + 1.0;
    }
}
"#;

/// Texels per row (256 floats, 1024 bytes: a multiple of 256).
const W: u32 = 64;
/// Rows.
const H: u32 = 4;
/// Elements.
const N: usize = (W * H * 4) as usize;

fn kernel(src: &str, entry: &str, bindings: Vec<BindingDesc>) -> KernelBinary {
    common::wgsl_kernel(src, entry, [64, 1, 1], bindings, 0)
}

fn texture(binding: u32, width: u32, height: u32) -> BindingDesc {
    BindingDesc {
        binding,
        kind: BindingKind::Texture { width, height },
    }
}

fn tex_read_kernel(width: u32, height: u32) -> KernelBinary {
    kernel(
        TEX_READ_WGSL,
        "tex_read",
        vec![texture(0, width, height), BindingDesc::storage_rw(1)],
    )
}

fn inc_kernel() -> KernelBinary {
    kernel(INC_WGSL, "inc", vec![BindingDesc::storage_rw(0)])
}

/// Distinct, exactly representable values.
fn data(n: usize, shift: f32) -> Vec<f32> {
    (0..n).map(|i| i as f32 * 0.25 + shift).collect()
}

fn read_through_texture(dev: &GpuDevice, p: &Pipeline, src: &DeviceBuffer) -> Vec<f32> {
    let out = dev
        .create_buffer("out", (N * 4) as u64, BufferKind::Storage)
        .unwrap();
    let mut b = dev.batch();
    b.dispatch(p, &[src, &out], &[], [(N / 64) as u32, 1, 1])
        .unwrap();
    b.download(&out).unwrap()
}

#[test]
fn texture_binding_reads_the_buffer_exactly() {
    let Some(dev) = test_device() else { return };
    for path in shader_paths(&dev) {
        let p = dev.create_pipeline(&tex_read_kernel(W, H), path).unwrap();
        let want = data(N, -3.0);
        let src = dev.storage_buffer_from("src", &want).unwrap();
        let got = read_through_texture(&dev, &p, &src);
        assert_eq!(got, want, "path {path}");
    }
}

#[test]
fn later_dispatches_see_writes_to_the_buffer() {
    let Some(dev) = test_device() else { return };
    for path in shader_paths(&dev) {
        let read = dev.create_pipeline(&tex_read_kernel(W, H), path).unwrap();
        let inc = dev.create_pipeline(&inc_kernel(), path).unwrap();
        let base = data(N, 1.0);
        let src = dev.storage_buffer_from("src", &base).unwrap();
        let out1 = dev
            .create_buffer("out1", (N * 4) as u64, BufferKind::Storage)
            .unwrap();
        let out2 = dev
            .create_buffer("out2", (N * 4) as u64, BufferKind::Storage)
            .unwrap();
        let out3 = dev
            .create_buffer("out3", (N * 4) as u64, BufferKind::Storage)
            .unwrap();
        let grid = [(N / 64) as u32, 1, 1];
        // One batch (one pass without timing): read, write by a kernel, read, ordered
        // host upload, read.
        let uploaded = data(N, 100.0);
        let mut b = dev.batch();
        b.dispatch(&read, &[&src, &out1], &[], grid).unwrap();
        b.dispatch(&inc, &[&src], &[], grid).unwrap();
        b.dispatch(&read, &[&src, &out2], &[], grid).unwrap();
        b.upload(&src, &uploaded).unwrap();
        b.dispatch(&read, &[&src, &out3], &[], grid).unwrap();
        let got = b.download_many(&[&out1, &out2, &out3]).unwrap();
        let as_f32 = |v: &Vec<u8>| -> Vec<f32> { bytemuck::pod_collect_to_vec(v) };
        assert_eq!(as_f32(&got[0]), base, "path {path}: before the write");
        let plus_one: Vec<f32> = base.iter().map(|x| x + 1.0).collect();
        assert_eq!(as_f32(&got[1]), plus_one, "path {path}: after the kernel");
        assert_eq!(as_f32(&got[2]), uploaded, "path {path}: after the upload");
        // A host upload outside any batch, then a new batch.
        let again = data(N, -50.0);
        dev.upload(&src, &again).unwrap();
        assert_eq!(
            read_through_texture(&dev, &read, &src),
            again,
            "path {path}"
        );
        // The kernel writing the buffer in one batch, the read in the next.
        let mut b = dev.batch();
        b.dispatch(&inc, &[&src], &[], grid).unwrap();
        b.flush().unwrap();
        let plus_one: Vec<f32> = again.iter().map(|x| x + 1.0).collect();
        assert_eq!(read_through_texture(&dev, &read, &src), plus_one);
    }
}

#[test]
fn textures_are_cached_per_buffer_and_freed_with_it() {
    let Some(dev) = test_device() else { return };
    let p = dev
        .create_pipeline(&tex_read_kernel(W, H), ShaderPath::Wgsl)
        .unwrap();
    let before = dev.cached_textures();
    let src = dev.storage_buffer_from("src", &data(N, 0.0)).unwrap();
    for _ in 0..3 {
        read_through_texture(&dev, &p, &src);
    }
    assert_eq!(dev.cached_textures(), before + 1);
    // Another shape of the same buffer gets its own texture.
    let p2 = dev
        .create_pipeline(&tex_read_kernel(W / 2, H * 2), ShaderPath::Wgsl)
        .unwrap();
    let got = read_through_texture(&dev, &p2, &src);
    assert_eq!(got, data(N, 0.0));
    assert_eq!(dev.cached_textures(), before + 2);
    drop(src);
    assert_eq!(dev.cached_textures(), before);
}

#[test]
fn bad_texture_bindings_are_errors() {
    let Some(dev) = test_device() else { return };
    let max = dev.limits().max_texture_dimension_2d;
    // Wider / higher than the device allows (width kept a multiple of 16 texels).
    let wide = (max / 16 + 1) * 16;
    for (w, h) in [(wide, 1), (16, max + 1)] {
        let e = dev
            .create_pipeline(&tex_read_kernel(w, h), ShaderPath::Wgsl)
            .unwrap_err()
            .to_string();
        assert!(e.contains("max_texture_dimension_2d"), "{e}");
    }
    // Rows that are not a multiple of 256 bytes, and an empty texture.
    for (w, h, what) in [(3, 4, "multiple of 256"), (0, 4, "empty")] {
        let e = dev
            .create_pipeline(&tex_read_kernel(w, h), ShaderPath::Wgsl)
            .unwrap_err()
            .to_string();
        assert!(e.contains(what), "{e}");
    }
    // A buffer smaller than the texture.
    let p = dev
        .create_pipeline(&tex_read_kernel(W, H), ShaderPath::Wgsl)
        .unwrap();
    let small = dev.storage_buffer_from("small", &data(N - 4, 0.0)).unwrap();
    let out = dev
        .create_buffer("out", (N * 4) as u64, BufferKind::Storage)
        .unwrap();
    let e = dev
        .batch()
        .dispatch(&p, &[&small, &out], &[], [1, 1, 1])
        .unwrap_err()
        .to_string();
    assert!(e.contains("holds only"), "{e}");
    // A uniform buffer cannot feed a texture.
    let u = dev.uniform_buffer_from("u", &data(N, 0.0)[..64]).unwrap();
    let e = dev
        .batch()
        .dispatch(&p, &[&u, &out], &[], [1, 1, 1])
        .unwrap_err()
        .to_string();
    assert!(e.contains("Uniform"), "{e}");
}

#[test]
fn texture_uploads_are_timed_next_to_the_kernel() {
    let Some(dev) = test_device() else { return };
    let p = dev
        .create_pipeline(&tex_read_kernel(W, H), ShaderPath::Wgsl)
        .unwrap();
    let inc = dev
        .create_pipeline(&inc_kernel(), ShaderPath::Wgsl)
        .unwrap();
    let src = dev.storage_buffer_from("src", &data(N, 0.0)).unwrap();
    let out = dev
        .create_buffer("out", (N * 4) as u64, BufferKind::Storage)
        .unwrap();
    let grid = [(N / 64) as u32, 1, 1];
    let mut b = dev.batch();
    b.set_timing(true);
    b.dispatch(&inc, &[&src], &[], grid).unwrap();
    b.dispatch(&p, &[&src, &out], &[], grid).unwrap();
    let got: Vec<f32> = b.download(&out).unwrap();
    let want: Vec<f32> = data(N, 1.0);
    assert_eq!(got, want);
    let r = b.last_report().unwrap().clone();
    eprintln!("{r}");
    assert_eq!(r.texture_uploads, 1);
    assert_eq!(r.per_dispatch[0].textures, 0);
    assert_eq!(r.per_dispatch[1].textures, 1);
    assert!(r.per_dispatch[0].texture_upload.is_none());
    if r.source == TimingSource::GpuTimestamps {
        assert!(r.per_dispatch[1].texture_upload.is_some());
        assert!(r.per_dispatch[1].gpu_time.is_some());
        assert!(r.texture_upload_time.is_some());
        let total = r.per_dispatch[1].total_gpu_time().unwrap();
        assert!(total >= r.per_dispatch[1].gpu_time.unwrap());
    } else {
        eprintln!("note: no timestamp queries on this device; upload times not checked");
    }
    // Mixed dispatches: every one gets its kernel time, the textured ones their uploads.
    let mut b = dev.batch();
    b.set_timing(true);
    for _ in 0..2 {
        b.dispatch(&p, &[&src, &out], &[], grid).unwrap();
        b.dispatch(&inc, &[&src], &[], grid).unwrap();
    }
    b.dispatch(&p, &[&src, &out], &[], grid).unwrap();
    let got: Vec<f32> = b.download(&out).unwrap();
    assert_eq!(got, data(N, 3.0));
    let r = b.last_report().unwrap();
    assert_eq!(r.texture_uploads, 3);
    let textures: Vec<usize> = r.per_dispatch.iter().map(|d| d.textures).collect();
    assert_eq!(textures, [1, 0, 1, 0, 1]);
    if r.source == TimingSource::GpuTimestamps {
        for d in &r.per_dispatch {
            assert!(d.gpu_time.is_some(), "{r}");
            assert_eq!(d.texture_upload.is_some(), d.textures > 0, "{r}");
        }
    }
}

/// Median of a sample, seconds.
fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v.get(v.len() / 2).copied().unwrap_or(0.0)
}

/// The cost of the per-dispatch copy of a 1024x1024 `f32` memref (a 256x1024 texture):
/// GPU time from timestamps, and wall time of a one-workgroup dispatch that binds the
/// texture against the same dispatch of a kernel reading a storage buffer. A 16x1
/// texture (256 bytes) gives the floor of both measures (pass and timestamp overhead).
/// `cargo test --release -p tessera-host --test textures -- --ignored --nocapture`.
#[test]
#[ignore = "measurement, not a check"]
fn texture_upload_cost_1024x1024() {
    let Some(dev) = test_device() else { return };
    eprintln!("texture upload cost on {}:", dev.adapter().short());
    for (w, h) in [(256u32, 1024u32), (16, 1)] {
        upload_cost(&dev, w, h);
    }
}

fn upload_cost(dev: &GpuDevice, w: u32, h: u32) {
    let n = (w * h * 4) as usize;
    let tex = dev
        .create_pipeline(&tex_read_kernel(w, h), ShaderPath::Wgsl)
        .unwrap();
    let inc = dev
        .create_pipeline(&inc_kernel(), ShaderPath::Wgsl)
        .unwrap();
    let src = dev.storage_buffer_from("src", &data(n, 0.0)).unwrap();
    let out = dev
        .create_buffer("out", 64 * 4, BufferKind::Storage)
        .unwrap();
    let runs = 30;
    let mut upload_gpu = Vec::new();
    let mut kernel_gpu = Vec::new();
    let (mut wall_tex, mut wall_plain) = (Vec::new(), Vec::new());
    for timed in [true, false] {
        for i in 0..runs + 3 {
            let mut b = dev.batch();
            b.set_timing(timed);
            b.dispatch(&tex, &[&src, &out], &[], [1, 1, 1]).unwrap();
            let t0 = std::time::Instant::now();
            let r = b.flush().unwrap();
            let wall = t0.elapsed().as_secs_f64();
            let mut b = dev.batch();
            b.set_timing(timed);
            b.dispatch(&inc, &[&out], &[], [1, 1, 1]).unwrap();
            let t0 = std::time::Instant::now();
            b.flush().unwrap();
            let plain = t0.elapsed().as_secs_f64();
            if i < 3 {
                continue; // warm-up
            }
            if timed {
                let d = &r.per_dispatch[0];
                if let (Some(u), Some(k)) = (d.texture_upload, d.gpu_time) {
                    upload_gpu.push(u.as_secs_f64());
                    kernel_gpu.push(k.as_secs_f64());
                }
            } else {
                wall_tex.push(wall);
                wall_plain.push(plain);
            }
        }
    }
    let ms = |s: f64| s * 1e3;
    let bytes = f64::from(w) * f64::from(h) * 16.0;
    eprintln!("  {w}x{h} Rgba32Float texture ({:.1} KiB):", bytes / 1024.0);
    if upload_gpu.is_empty() {
        eprintln!("    GPU time: no timestamp queries on this device");
    } else {
        let u = median(upload_gpu);
        eprintln!(
            "    GPU time of the copy (timestamps, median of {runs}): {:.3} ms ({:.1} GB/s); one-workgroup kernel after it {:.3} ms",
            ms(u),
            bytes / u / 1e9,
            ms(median(kernel_gpu))
        );
    }
    let (t, p) = (median(wall_tex), median(wall_plain));
    eprintln!(
        "    wall time per submit (untimed, median of {runs}): with the copy {:.3} ms, a storage-buffer dispatch without {:.3} ms: difference {:.3} ms",
        ms(t),
        ms(p),
        ms(t - p)
    );
}

//! Kernel memory safety on the device (issue 9): a kernel whose store and load indices
//! come from a buffer, some of them out of range, must leave the canary words that follow
//! its buffer untouched.
//!
//! The output memref's binding covers only the first 64 floats of a 128-float wgpu buffer;
//! words 64..128 hold a canary. The kernel is compiled three ways:
//!
//! - guarded (`tessera-bounds-check`, the default): the guard skips out-of-range stores and
//!   makes out-of-range loads yield 0 — exactly robust buffer access, whatever the driver;
//! - `unchecked=true`: no guard; the kernel is not proven, so the host keeps naga's runtime
//!   bounds checks, which must still protect the canary (what they do with the index is
//!   printed: naga's policy decides which element an out-of-range access reaches);
//! - an in-range variant that is proven: its pipeline is created without naga's checks and
//!   must compute the right values.
//!
//! Skipped when no GPU adapter exists (unless `TESSERA_REQUIRE_GPU=1`).

use std::num::NonZeroU64;

use tessera_host::gpu::{test_device, GpuDevice, Pipeline, ShaderPath};
use tessera_lowering::gpu::bounds::check::{check_kernels, BoundsOptions};
use tessera_lowering::ir::{AttrKind, Context, Module, Op};
use tessera_lowering::parser::{parse_source, ParseOptions};

const N: usize = 64;
const CANARY: f32 = 12345.0;

/// `out[idx[t]] = src[t]; got[t] = src[idx[t]]`.
const SCATTER: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @scatter(%idx: memref<64xi32>, %src: memref<64xf32>, %out: memref<64xf32>, %got: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %t = gpu.thread_id x
      %i32 = memref.load %idx[%t] : memref<64xi32>
      %i = arith.index_cast %i32 : i32 to index
      %v = memref.load %src[%t] : memref<64xf32>
      memref.store %v, %out[%i] : memref<64xf32>
      %r = memref.load %src[%i] : memref<64xf32>
      memref.store %r, %got[%t] : memref<64xf32>
      gpu.return
    }
  }
}
"#;

/// The same data flow with in-range indices only (`63 - t`): provable.
const REVERSE: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @scatter(%idx: memref<64xi32>, %src: memref<64xf32>, %out: memref<64xf32>, %got: memref<64xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c63 = arith.constant 63 : index
      %t = gpu.thread_id x
      %i = arith.subi %c63, %t : index
      %v = memref.load %src[%t] : memref<64xf32>
      memref.store %v, %out[%i] : memref<64xf32>
      %r = memref.load %src[%i] : memref<64xf32>
      memref.store %r, %got[%t] : memref<64xf32>
      gpu.return
    }
  }
}
"#;

/// Indices: in range for t < 32 (a permutation of 0..32), past the end into the canary
/// for 32..48, far past the buffer for 48..56, negative for 56..64.
fn indices() -> Vec<i32> {
    (0..N as i32)
        .map(|t| match t {
            0..=31 => 31 - t,
            32..=47 => t + 32,
            48..=55 => 1 << 20,
            _ => -1 - (t - 56),
        })
        .collect()
}

struct Compiled {
    mark: String,
    proven: bool,
    binary: tessera_host::gpu::KernelBinary,
}

fn compile(src: &str, unchecked: bool) -> Compiled {
    let mut ctx = Context::new();
    let mut m: Module =
        parse_source(&mut ctx, src, "bounds_guard.mlir", &ParseOptions::default()).expect("parse");
    tessera_lowering::verify::verify(&ctx, &m).expect("verify");
    let top = m.top[0];
    let opts = BoundsOptions {
        report: false,
        unchecked,
    };
    let kernels = check_kernels(&mut ctx, &mut m, top, &opts).expect("bounds check");
    assert_eq!(kernels.len(), 1);
    tessera_lowering::verify::verify(&ctx, &m).expect("verify after the bounds check");
    let func: Op = kernels[0].func;
    let mark = ctx
        .lookup_ident("tessera.bounds")
        .and_then(|id| m.op(func).get_attr(id))
        .map(|a| match ctx.attr_kind(a) {
            AttrKind::String { value, .. } => String::from_utf8_lossy(value).into_owned(),
            _ => String::new(),
        })
        .unwrap_or_default();
    let artifact = tessera_spirv::compile_kernel(&ctx, &m, func, &tessera_spirv::Target::default())
        .expect("compile");
    Compiled {
        mark,
        proven: artifact.bounds_proven,
        binary: tessera_host::runtime::to_binary(&artifact),
    }
}

struct Outcome {
    out: Vec<f32>,
    canary: Vec<f32>,
    got: Vec<f32>,
}

fn bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// Runs the kernel with `out` bound to the first half of a buffer whose second half is
/// canary.
fn run(dev: &GpuDevice, p: &Pipeline, idx: &[i32]) -> Outcome {
    use wgpu::util::DeviceExt;
    fn bind(b: u32, buf: &wgpu::Buffer, size: Option<NonZeroU64>) -> wgpu::BindGroupEntry<'_> {
        wgpu::BindGroupEntry {
            binding: b,
            resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                buffer: buf,
                offset: 0,
                size,
            }),
        }
    }
    let d = dev.raw_device();
    let q = dev.raw_queue();
    let storage = wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC;
    let idx_buf = d.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("idx"),
        contents: &idx
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect::<Vec<u8>>(),
        usage: storage,
    });
    let src: Vec<f32> = (0..N).map(|i| 1.0 + i as f32).collect();
    let src_buf = d.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("src"),
        contents: &bytes(&src),
        usage: storage,
    });
    let mut init = vec![-1.0f32; N];
    init.extend(std::iter::repeat_n(CANARY, N));
    let out_buf = d.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("out+canary"),
        contents: &bytes(&init),
        usage: storage,
    });
    let got_buf = d.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("got"),
        contents: &bytes(&[-1.0f32; N]),
        usage: storage,
    });
    let half = NonZeroU64::new((N * 4) as u64);
    let bg = d.create_bind_group(&wgpu::BindGroupDescriptor {
        label: Some("bounds_guard"),
        layout: p.raw_bind_group_layout(),
        entries: &[
            bind(0, &idx_buf, None),
            bind(1, &src_buf, None),
            bind(2, &out_buf, half),
            bind(3, &got_buf, None),
        ],
    });
    let read = d.create_buffer(&wgpu::BufferDescriptor {
        label: Some("readback"),
        size: (3 * N * 4) as u64,
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    let mut enc = d.create_command_encoder(&wgpu::CommandEncoderDescriptor::default());
    {
        let mut pass = enc.begin_compute_pass(&wgpu::ComputePassDescriptor::default());
        pass.set_pipeline(p.raw());
        pass.set_bind_group(0, &bg, &[]);
        pass.dispatch_workgroups(1, 1, 1);
    }
    enc.copy_buffer_to_buffer(&out_buf, 0, &read, 0, (2 * N * 4) as u64);
    enc.copy_buffer_to_buffer(&got_buf, 0, &read, (2 * N * 4) as u64, (N * 4) as u64);
    q.submit([enc.finish()]);
    let slice = read.slice(..);
    slice.map_async(wgpu::MapMode::Read, |r| r.expect("map"));
    d.poll(wgpu::PollType::wait_indefinitely()).expect("poll");
    let data: Vec<f32> = slice
        .get_mapped_range()
        .expect("mapped range")
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    assert!(dev.take_uncaptured_errors().is_empty(), "wgpu errors");
    Outcome {
        out: data[..N].to_vec(),
        canary: data[N..2 * N].to_vec(),
        got: data[2 * N..].to_vec(),
    }
}

/// The naga paths.
fn paths() -> [ShaderPath; 2] {
    [ShaderPath::Spirv, ShaderPath::Wgsl]
}

/// The naga paths, and raw SPIR-V when the device takes it (no naga checks at all).
fn all_paths(dev: &GpuDevice) -> Vec<ShaderPath> {
    let mut v = paths().to_vec();
    if dev.supports(ShaderPath::Passthrough) {
        v.push(ShaderPath::Passthrough);
    }
    v
}

#[test]
fn guard_keeps_the_canary() {
    let c = compile(SCATTER, false);
    assert_eq!(c.mark, "guarded");
    assert!(!c.proven);
    let Some(dev) = test_device() else { return };
    let idx = indices();
    for path in all_paths(&dev) {
        let p = dev
            .create_pipeline_checked(&c.binary, path, !c.proven)
            .expect("pipeline");
        let o = run(&dev, &p, &idx);
        assert!(
            o.canary.iter().all(|&x| x == CANARY),
            "{path}: canary {:?}",
            o.canary
        );
        for (t, &i) in idx.iter().enumerate() {
            if (0..N as i32).contains(&i) {
                assert_eq!(o.out[i as usize], 1.0 + t as f32, "{path}: out[{i}]");
                assert_eq!(o.got[t], 1.0 + i as f32, "{path}: got[{t}]");
            } else {
                // Robust buffer access: the load yields zero.
                assert_eq!(o.got[t], 0.0, "{path}: got[{t}] for index {i}");
            }
        }
        // Elements no in-range store reached keep their initial value.
        assert!(
            o.out[32..].iter().all(|&x| x == -1.0),
            "{path}: {:?}",
            &o.out[32..]
        );
    }
}

#[test]
fn unchecked_kernel_keeps_runtime_checks() {
    let c = compile(SCATTER, true);
    assert_eq!(c.mark, "unchecked");
    assert!(!c.proven, "an unproven kernel keeps naga's bounds checks");
    let Some(dev) = test_device() else { return };
    let idx = indices();
    for path in paths() {
        let p = dev
            .create_pipeline_checked(&c.binary, path, !c.proven)
            .expect("pipeline");
        let o = run(&dev, &p, &idx);
        eprintln!(
            "{path} unchecked: out[32..] = {:?}; got[32..] = {:?}",
            &o.out[32..],
            &o.got[32..]
        );
        assert!(
            o.canary.iter().all(|&x| x == CANARY),
            "{path}: canary {:?}",
            o.canary
        );
        for (t, &i) in idx.iter().enumerate().take(32) {
            assert_eq!(o.got[t], 1.0 + i as f32, "{path}: got[{t}]");
        }
    }
}

#[test]
fn proven_kernel_runs_without_runtime_checks() {
    let c = compile(REVERSE, false);
    assert_eq!(c.mark, "proven");
    assert!(c.proven);
    let Some(dev) = test_device() else { return };
    for path in all_paths(&dev) {
        let p = dev
            .create_pipeline_checked(&c.binary, path, false)
            .expect("pipeline");
        let o = run(&dev, &p, &[0; N]);
        assert!(o.canary.iter().all(|&x| x == CANARY), "{path}: canary");
        for t in 0..N {
            assert_eq!(o.out[N - 1 - t], 1.0 + t as f32, "{path}: out");
            assert_eq!(o.got[t], (N - t) as f32, "{path}: got");
        }
        // On the naga paths the checked and unchecked pipelines are distinct cache
        // entries; passthrough has no naga checks either way.
        let q = dev.create_pipeline(&c.binary, path).expect("pipeline");
        assert_eq!(p.same_as(&q), path == ShaderPath::Passthrough, "{path}");
    }
}

/// Observation only (no assertion on the canary): the unguarded kernel with naga's
/// bounds checks off too, indices staying inside the 128-float buffer. What protects the
/// canary then is the driver's robust buffer access alone.
#[test]
fn observe_driver_robustness_alone() {
    let c = compile(SCATTER, true);
    let Some(dev) = test_device() else { return };
    let idx: Vec<i32> = (0..N as i32)
        .map(|t| if t < 32 { 31 - t } else { t + 32 })
        .collect();
    for path in all_paths(&dev) {
        let p = dev
            .create_pipeline_checked(&c.binary, path, false)
            .expect("pipeline");
        let o = run(&dev, &p, &idx);
        let hit = o.canary.iter().filter(|&&x| x != CANARY).count();
        eprintln!(
            "{path}, no guard, no naga checks: {hit} canary words changed; got[32..] = {:?}",
            &o.got[32..]
        );
    }
}

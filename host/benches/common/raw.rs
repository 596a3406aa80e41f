//! The raw-wgpu baseline: the same dispatch and readback as the runtime does, written
//! directly against wgpu with everything (pipeline, bind group, buffers) created once.

use tessera_host::gpu::GpuDevice;

use super::N;

/// Compiles the trivial kernel of [`super::INC`] as the runtime prepares it for `dev`
/// (the bounds check included: a kernel it cannot prove in bounds gets guards) and
/// returns its WGSL, so that the baseline dispatches the shader the runtime runs with
/// [`ShaderPath::Wgsl`](tessera_host::gpu::ShaderPath::Wgsl).
pub fn inc_wgsl(dev: &GpuDevice) -> String {
    use tessera_host::runtime::prepare;
    let mut p = prepare::parse_and_verify(super::INC, "inc.mlir").expect("parse");
    prepare::maybe_run_gpu_pipeline_with(&mut p, &prepare::gpu_target(dev), false)
        .expect("prepare");
    let kernels = tessera_host::runtime::kernel_list(&p.ctx, &p.module);
    let art = tessera_spirv::compile_kernel(&p.ctx, &p.module, kernels[0].1, &Default::default())
        .expect("kernel");
    art.wgsl.expect("wgsl")
}

/// Everything the raw-wgpu baseline needs, created once.
pub struct Raw {
    pipeline: wgpu::ComputePipeline,
    bind_group: wgpu::BindGroup,
    storage: wgpu::Buffer,
    staging: wgpu::Buffer,
}

pub fn raw_setup(dev: &GpuDevice, wgsl: &str) -> Raw {
    let d = dev.raw_device();
    let module = d.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some("inc"),
        source: wgpu::ShaderSource::Wgsl(wgsl.into()),
    });
    let pipeline = d.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: Some("inc"),
        layout: None,
        module: &module,
        entry_point: Some("inc"),
        compilation_options: Default::default(),
        cache: None,
    });
    let bytes = (N * 4) as u64;
    let storage = d.create_buffer(&wgpu::BufferDescriptor {
        label: Some("raw storage"),
        size: bytes,
        usage: wgpu::BufferUsages::STORAGE
            | wgpu::BufferUsages::COPY_SRC
            | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    let staging = d.create_buffer(&wgpu::BufferDescriptor {
        label: Some("raw staging"),
        size: bytes,
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    let bind_group = d.create_bind_group(&wgpu::BindGroupDescriptor {
        label: None,
        layout: &pipeline.get_bind_group_layout(0),
        entries: &[wgpu::BindGroupEntry {
            binding: 0,
            resource: storage.as_entire_binding(),
        }],
    });
    Raw {
        pipeline,
        bind_group,
        storage,
        staging,
    }
}

/// One launch + readback with plain wgpu.
pub fn raw_iteration(dev: &GpuDevice, raw: &Raw, input: &[f32]) -> Vec<f32> {
    let (d, q) = (dev.raw_device(), dev.raw_queue());
    q.write_buffer(&raw.storage, 0, bytemuck::cast_slice(input));
    let mut enc = d.create_command_encoder(&Default::default());
    {
        let mut pass = enc.begin_compute_pass(&Default::default());
        pass.set_pipeline(&raw.pipeline);
        pass.set_bind_group(0, &raw.bind_group, &[]);
        pass.dispatch_workgroups(4, 1, 1);
    }
    enc.copy_buffer_to_buffer(&raw.storage, 0, &raw.staging, 0, raw.staging.size());
    let index = q.submit([enc.finish()]);
    let slice = raw.staging.slice(..);
    slice.map_async(wgpu::MapMode::Read, |r| r.expect("map"));
    d.poll(wgpu::PollType::Wait {
        submission_index: Some(index),
        timeout: None,
    })
    .expect("poll");
    let out = bytemuck::pod_collect_to_vec(&slice.get_mapped_range().expect("mapped"));
    raw.staging.unmap();
    out
}

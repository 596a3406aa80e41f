//! A wgpu device for the tests that run kernels on the adapter, and one dispatch with
//! storage buffers given and read back as bytes.

/// The default adapter's device, with the `wanted` features it has.
pub struct Gpu {
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    /// Adapter name and backend, for messages.
    pub name: String,
    /// The features requested (those of `wanted` the adapter has).
    pub features: wgpu::Features,
}

/// Opens the default adapter (`None` when there is none), asking for the features of
/// `wanted` that it has and for its own limits.
pub fn gpu(label: &str, wanted: wgpu::Features) -> Option<Gpu> {
    let mut desc = wgpu::InstanceDescriptor::new_without_display_handle();
    desc.backends = wgpu::Backends::all();
    let inst = wgpu::Instance::new(desc);
    let adapter = pollster::block_on(inst.request_adapter(&wgpu::RequestAdapterOptions {
        power_preference: wgpu::PowerPreference::HighPerformance,
        ..Default::default()
    }))
    .ok()?;
    let name = format!(
        "{} ({:?})",
        adapter.get_info().name,
        adapter.get_info().backend
    );
    let features = adapter.features() & wanted;
    let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
        label: Some(label),
        required_features: features,
        required_limits: adapter.limits(),
        experimental_features: wgpu::ExperimentalFeatures::disabled(),
        memory_hints: wgpu::MemoryHints::Performance,
        trace: wgpu::Trace::Off,
    }))
    .ok()?;
    Some(Gpu {
        device,
        queue,
        name,
        features,
    })
}

/// Runs `groups` workgroups of `pipeline` with one storage buffer per element of
/// `buffers` (binding = position in `layout`, sizes padded to 4 bytes as the host does)
/// and returns their contents afterwards, each as long as it was given.
pub fn run(
    g: &Gpu,
    pipeline: &wgpu::ComputePipeline,
    layout: &wgpu::BindGroupLayout,
    buffers: &[Vec<u8>],
    groups: [u32; 3],
) -> Vec<Vec<u8>> {
    let d = &g.device;
    let bufs: Vec<(wgpu::Buffer, u64)> = buffers
        .iter()
        .map(|data| {
            let size = (data.len() as u64).div_ceil(4) * 4;
            let b = d.create_buffer(&wgpu::BufferDescriptor {
                label: None,
                size,
                usage: wgpu::BufferUsages::STORAGE
                    | wgpu::BufferUsages::COPY_SRC
                    | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            let mut padded = data.clone();
            padded.resize(size as usize, 0);
            g.queue.write_buffer(&b, 0, &padded);
            (b, size)
        })
        .collect();
    let entries: Vec<wgpu::BindGroupEntry<'_>> = bufs
        .iter()
        .enumerate()
        .map(|(k, (b, _))| wgpu::BindGroupEntry {
            binding: k as u32,
            resource: b.as_entire_binding(),
        })
        .collect();
    let bg = d.create_bind_group(&wgpu::BindGroupDescriptor {
        label: None,
        layout,
        entries: &entries,
    });
    let mut enc = d.create_command_encoder(&wgpu::CommandEncoderDescriptor { label: None });
    {
        let mut pass = enc.begin_compute_pass(&wgpu::ComputePassDescriptor {
            label: None,
            timestamp_writes: None,
        });
        pass.set_pipeline(pipeline);
        pass.set_bind_group(0, &bg, &[]);
        pass.dispatch_workgroups(groups[0], groups[1], groups[2]);
    }
    let staging: Vec<wgpu::Buffer> = bufs
        .iter()
        .map(|(b, size)| {
            let s = d.create_buffer(&wgpu::BufferDescriptor {
                label: None,
                size: *size,
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            enc.copy_buffer_to_buffer(b, 0, &s, 0, *size);
            s
        })
        .collect();
    g.queue.submit([enc.finish()]);
    for s in &staging {
        s.map_async(wgpu::MapMode::Read, .., |r| r.expect("map"));
    }
    d.poll(wgpu::PollType::Wait {
        submission_index: None,
        timeout: None,
    })
    .expect("poll");
    staging
        .iter()
        .zip(buffers)
        .map(|(s, data)| s.get_mapped_range(..).expect("mapped").to_vec()[..data.len()].to_vec())
        .collect()
}

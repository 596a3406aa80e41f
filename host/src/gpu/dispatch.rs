//! Batched dispatch: many kernel launches, one compute pass, one submit.
//!
//! The hot path (record a dispatch, encode, submit, map, wait) pushes no error scopes:
//! wgpu errors there reach the device's uncaptured-error handler and are returned by
//! the submit that follows ([`GpuDevice::check_uncaptured`]), device loss by the lost
//! callback. Bind groups are cached per (pipeline, buffers) in a [`BindGroupCache`]
//! and created, inside an error scope, only the first time; a buffer's entries are
//! dropped with the buffer.
//!
//! # Texture bindings
//!
//! A [`BindingKind::Texture`] binding is given a storage buffer like any other. The
//! batch binds an `Rgba32Float` texture of the binding's size instead (cached per
//! (buffer, width, height) next to the bind groups, and dropped with the buffer), and
//! records a `copy_buffer_to_texture` from the buffer right before the dispatch: a
//! dispatch that binds a texture always starts a new compute pass, after the copy, so
//! the copy sees every earlier write to the buffer (dispatches and ordered uploads of
//! the same batch included). With timing on, an empty compute pass whose beginning
//! timestamp marks the start of the copies precedes them, so the upload gets its own
//! GPU time ([`DispatchTiming::texture_upload`]) with nothing but `TIMESTAMP_QUERY`.

use std::collections::HashMap;
use std::sync::{mpsc, Mutex};
use std::time::{Duration, Instant};

use super::buffer::{align4, BufferKind};
use super::device::lock;
use super::error::{GpuError, GpuResult};
use super::kernel::BindingKind;
use super::pipeline::{texture_shape_ok, Pipeline, TEXEL_BYTES};
use super::timing::{BatchReport, DispatchTiming, TimingSource};
use super::{DeviceBuffer, GpuDevice};

/// Most timestamp queries one submit writes (two per dispatch, three when it uploads
/// textures).
const MAX_QUERIES: u32 = wgpu::QUERY_SET_MAX_QUERIES;

/// Most bind groups kept; the cache is emptied when it would grow past this.
const MAX_BIND_GROUPS: usize = 1024;

/// A cache key: the pipeline (by identity) and the buffer ids in binding order.
type BindKey = (usize, Vec<u64>);

/// A texture cache key: buffer id, width, height.
type TextureKey = (u64, u32, u32);

/// Bind groups by (pipeline, buffers), shared by a device and its buffers.
///
/// An entry holds a clone of its [`Pipeline`] (so the pipeline's address, part of the
/// key, cannot be reused while the entry lives) and, through the bind group, the wgpu
/// buffers it binds. [`evict_buffer`](Self::evict_buffer) runs when a
/// [`DeviceBuffer`] is dropped, so a cached bind group never keeps a freed buffer alive.
///
/// It also holds the textures that texture bindings of a buffer are copied into, keyed
/// by (buffer, width, height): they live as long as the buffer, so every bind group made
/// for a buffer binds the same texture and repeated dispatches reuse it.
#[derive(Default)]
pub(crate) struct BindGroupCache {
    map: Mutex<HashMap<BindKey, (Pipeline, wgpu::BindGroup)>>,
    textures: Mutex<HashMap<TextureKey, (wgpu::Texture, wgpu::TextureView)>>,
}

impl BindGroupCache {
    fn get(&self, key: &BindKey) -> Option<wgpu::BindGroup> {
        lock(&self.map).get(key).map(|(_, bg)| bg.clone())
    }

    fn insert(&self, key: BindKey, pipeline: &Pipeline, bg: wgpu::BindGroup) {
        let mut map = lock(&self.map);
        if map.len() >= MAX_BIND_GROUPS {
            map.clear();
        }
        map.insert(key, (pipeline.clone(), bg));
    }

    /// Drops every bind group that binds buffer `id`, and the buffer's textures.
    pub(crate) fn evict_buffer(&self, id: u64) {
        let mut map = lock(&self.map);
        if !map.is_empty() {
            map.retain(|(_, ids), _| !ids.contains(&id));
        }
        drop(map);
        let mut textures = lock(&self.textures);
        if !textures.is_empty() {
            textures.retain(|(buf, _, _), _| *buf != id);
        }
    }

    /// Textures cached for texture bindings.
    pub(crate) fn texture_count(&self) -> usize {
        lock(&self.textures).len()
    }

    /// Cached bind groups.
    pub(crate) fn len(&self) -> usize {
        lock(&self.map).len()
    }
}

/// A buffer-to-texture copy that precedes a dispatch.
struct TextureCopy {
    src: wgpu::Buffer,
    texture: wgpu::Texture,
    width: u32,
    height: u32,
}

struct DispatchRec {
    pipeline: Pipeline,
    bind_group: wgpu::BindGroup,
    immediates: Vec<u8>,
    grid: [u32; 3],
    /// Copies into the dispatch's texture bindings, recorded right before it.
    textures: Vec<TextureCopy>,
}

enum Op {
    Dispatch(DispatchRec),
    Upload {
        staging: wgpu::Buffer,
        dst: wgpu::Buffer,
        len: u64,
    },
}

/// Records dispatches (and ordered uploads) and submits them together.
///
/// Consecutive dispatches go into one compute pass; everything recorded goes
/// into one command buffer and one `Queue::submit`, issued by [`flush`](Self::flush)
/// or by a [`download`](Self::download_bytes), which appends its copy to the same
/// submit and waits. Dropping a batch discards what was not flushed.
///
/// With [`set_timing(true)`](Self::set_timing) on a device with
/// `TIMESTAMP_QUERY`, each dispatch gets its own compute pass with timestamp
/// writes, so the [`BatchReport`] has per-dispatch GPU times (and texture-upload
/// times); otherwise only wall-clock time is reported, labelled
/// [`TimingSource::WallClock`].
///
/// A dispatch with texture bindings ([`BindingKind::Texture`]) copies each bound
/// buffer into its texture first (see the module documentation).
pub struct Batch<'d> {
    dev: &'d GpuDevice,
    ops: Vec<Op>,
    timing: bool,
    record_time: Duration,
    last_report: Option<BatchReport>,
}

impl GpuDevice {
    /// Starts an empty batch on this device.
    pub fn batch(&self) -> Batch<'_> {
        Batch {
            dev: self,
            ops: Vec::new(),
            timing: false,
            record_time: Duration::ZERO,
            last_report: None,
        }
    }
}

fn map_error(label: &str, message: impl ToString) -> GpuError {
    GpuError::Map {
        label: label.to_string(),
        message: message.to_string(),
    }
}

impl<'d> Batch<'d> {
    /// Enables per-dispatch GPU timestamps (when the device has them).
    pub fn set_timing(&mut self, on: bool) -> &mut Self {
        self.timing = on;
        self
    }

    /// Whether per-dispatch GPU timestamps will be recorded.
    pub fn gpu_timing(&self) -> bool {
        self.timing && self.dev.has_timestamps()
    }

    /// Recorded dispatches and uploads not yet submitted.
    pub fn pending(&self) -> usize {
        self.ops.len()
    }

    /// The report of the most recent submit of this batch.
    pub fn last_report(&self) -> Option<&BatchReport> {
        self.last_report.as_ref()
    }

    /// Records one dispatch of `pipeline` over `grid` workgroups.
    ///
    /// `buffers[i]` is bound to `pipeline.bindings()[i]`; `immediates` must be
    /// exactly `pipeline.immediate_size()` bytes (use `bytemuck::bytes_of`).
    /// A texture binding takes a storage buffer of at least `width * height * 16`
    /// bytes, copied into the binding's texture before the dispatch.
    pub fn dispatch(
        &mut self,
        pipeline: &Pipeline,
        buffers: &[&DeviceBuffer],
        immediates: &[u8],
        grid: [u32; 3],
    ) -> GpuResult<()> {
        let t0 = Instant::now();
        self.dev.check_alive()?;
        let p = &pipeline.inner;
        let binding_err = |message: String| GpuError::Binding {
            kernel: p.name.clone(),
            message,
        };
        if buffers.len() != p.bindings.len() {
            return Err(binding_err(format!(
                "{} buffers given, kernel has {} bindings",
                buffers.len(),
                p.bindings.len()
            )));
        }
        for (desc, buf) in p.bindings.iter().zip(buffers) {
            let ok = matches!(
                (desc.kind, buf.kind()),
                (BindingKind::Storage { .. }, BufferKind::Storage)
                    | (BindingKind::Uniform, BufferKind::Uniform)
                    | (BindingKind::Texture { .. }, BufferKind::Storage)
            );
            if !ok {
                return Err(binding_err(format!(
                    "binding {} is {:?} but buffer `{}` is a {:?} buffer",
                    desc.binding,
                    desc.kind,
                    buf.label(),
                    buf.kind()
                )));
            }
            if let BindingKind::Texture { width, height } = desc.kind {
                texture_shape_ok(width, height, self.dev.limits.max_texture_dimension_2d)
                    .map_err(|m| binding_err(format!("binding {}: {m}", desc.binding)))?;
                let need = u64::from(width) * u64::from(height) * TEXEL_BYTES;
                if buf.size() < need {
                    return Err(binding_err(format!(
                        "binding {} is a {width}x{height} Rgba32Float texture ({need} bytes) but buffer `{}` holds only {} bytes",
                        desc.binding,
                        buf.label(),
                        buf.size()
                    )));
                }
            }
        }
        let writable = |k: BindingKind| matches!(k, BindingKind::Storage { read_only: false });
        for i in 0..buffers.len() {
            for j in i + 1..buffers.len() {
                if buffers[i].id == buffers[j].id
                    && (writable(p.bindings[i].kind) || writable(p.bindings[j].kind))
                {
                    return Err(binding_err(format!(
                        "buffer `{}` is bound at bindings {} and {} and one is writable (aliasing is not allowed)",
                        buffers[i].label(),
                        p.bindings[i].binding,
                        p.bindings[j].binding
                    )));
                }
            }
        }
        if immediates.len() != p.immediate_size as usize {
            return Err(GpuError::ImmediateSize {
                kernel: p.name.clone(),
                expected: p.immediate_size,
                got: immediates.len(),
            });
        }
        let limit = self.dev.limits.max_compute_workgroups_per_dimension;
        for (axis, &n) in ['x', 'y', 'z'].into_iter().zip(grid.iter()) {
            if n > limit {
                return Err(GpuError::GridTooLarge {
                    kernel: p.name.clone(),
                    grid,
                    axis,
                    requested: n,
                    limit,
                });
            }
        }
        // Textures of the texture bindings (created on first use, then cached).
        let mut textures = Vec::new();
        let mut views = Vec::with_capacity(buffers.len());
        for (desc, buf) in p.bindings.iter().zip(buffers) {
            if let BindingKind::Texture { width, height } = desc.kind {
                let (texture, view) = self.texture_for(buf, width, height, &p.name)?;
                textures.push(TextureCopy {
                    src: buf.buffer.clone(),
                    texture,
                    width,
                    height,
                });
                views.push(Some(view));
            } else {
                views.push(None);
            }
        }
        let key: BindKey = (
            std::sync::Arc::as_ptr(&pipeline.inner) as usize,
            buffers.iter().map(|b| b.id).collect(),
        );
        let bind_group = match self.dev.bind_groups.get(&key) {
            Some(bg) => bg,
            None => {
                let entries: Vec<wgpu::BindGroupEntry<'_>> = p
                    .bindings
                    .iter()
                    .zip(buffers)
                    .zip(&views)
                    .map(|((desc, buf), view)| wgpu::BindGroupEntry {
                        binding: desc.binding,
                        resource: match view {
                            Some(v) => wgpu::BindingResource::TextureView(v),
                            None => buf.buffer.as_entire_binding(),
                        },
                    })
                    .collect();
                let bg = self
                    .dev
                    .scoped(&format!("bind group for `{}`", p.name), |d| {
                        d.create_bind_group(&wgpu::BindGroupDescriptor {
                            label: Some(&p.name),
                            layout: &p.layout,
                            entries: &entries,
                        })
                    })
                    .map_err(|e| binding_err(e.message()))?;
                self.dev.bind_groups.insert(key, pipeline, bg.clone());
                bg
            }
        };
        self.ops.push(Op::Dispatch(DispatchRec {
            pipeline: pipeline.clone(),
            bind_group,
            immediates: immediates.to_vec(),
            grid,
            textures,
        }));
        self.record_time += t0.elapsed();
        Ok(())
    }

    /// The cached texture (and view) that `buf` is copied into for a `width` x `height`
    /// texture binding, created on first use.
    fn texture_for(
        &self,
        buf: &DeviceBuffer,
        width: u32,
        height: u32,
        kernel: &str,
    ) -> GpuResult<(wgpu::Texture, wgpu::TextureView)> {
        let key = (buf.id, width, height);
        if let Some(t) = lock(&self.dev.bind_groups.textures).get(&key) {
            return Ok(t.clone());
        }
        let label = format!("texture of `{}`", buf.label());
        let made = self
            .dev
            .scoped(&format!("creating the {width}x{height} {label}"), |d| {
                let texture = d.create_texture(&wgpu::TextureDescriptor {
                    label: Some(&label),
                    size: wgpu::Extent3d {
                        width,
                        height,
                        depth_or_array_layers: 1,
                    },
                    mip_level_count: 1,
                    sample_count: 1,
                    dimension: wgpu::TextureDimension::D2,
                    format: wgpu::TextureFormat::Rgba32Float,
                    usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
                    view_formats: &[],
                });
                let view = texture.create_view(&wgpu::TextureViewDescriptor::default());
                (texture, view)
            })
            .map_err(|e| GpuError::Binding {
                kernel: kernel.to_string(),
                message: e.message(),
            })?;
        Ok(lock(&self.dev.bind_groups.textures)
            .entry(key)
            .or_insert(made)
            .clone())
    }

    /// Records a copy of `bytes` into the start of `buf`, ordered after the
    /// dispatches recorded so far (through a pooled staging buffer). As with
    /// [`GpuDevice::upload_bytes`], a length that is not a multiple of 4 zeroes
    /// the bytes up to the next multiple of 4.
    pub fn upload_bytes(&mut self, buf: &DeviceBuffer, bytes: &[u8]) -> GpuResult<()> {
        let t0 = Instant::now();
        let len = bytes.len() as u64;
        if len > buf.size() {
            return Err(GpuError::SizeMismatch {
                op: "upload",
                label: buf.label().to_string(),
                len,
                size: buf.size(),
            });
        }
        if len == 0 {
            return Ok(());
        }
        let aligned = align4(len);
        let staging = self.dev.take_write_staging(aligned)?;
        {
            let mut view = staging
                .slice(0..aligned)
                .get_mapped_range_mut()
                .map_err(|e| map_error("upload staging", e))?;
            view.slice(..bytes.len()).copy_from_slice(bytes);
            view.slice(bytes.len()..).fill(0);
        }
        staging.unmap();
        self.ops.push(Op::Upload {
            staging,
            dst: buf.buffer.clone(),
            len: aligned,
        });
        self.record_time += t0.elapsed();
        Ok(())
    }

    /// Records an ordered upload of plain values (see [`upload_bytes`](Self::upload_bytes)).
    pub fn upload<T: bytemuck::Pod>(&mut self, buf: &DeviceBuffer, data: &[T]) -> GpuResult<()> {
        self.upload_bytes(buf, bytemuck::cast_slice(data))
    }

    /// Submits everything recorded and waits for it to finish.
    pub fn flush(&mut self) -> GpuResult<BatchReport> {
        self.submit(&[])?;
        Ok(self.last_report.clone().unwrap_or_else(BatchReport::empty))
    }

    /// Submits everything recorded plus a copy of `buf`, waits, and returns its bytes.
    pub fn download_bytes(&mut self, buf: &DeviceBuffer) -> GpuResult<Vec<u8>> {
        Ok(self.submit(&[buf])?.pop().unwrap_or_default())
    }

    /// Like [`download_bytes`](Self::download_bytes), for several buffers in one submit.
    pub fn download_many(&mut self, bufs: &[&DeviceBuffer]) -> GpuResult<Vec<Vec<u8>>> {
        self.submit(bufs)
    }

    /// Downloads `buf` as plain values.
    pub fn download<T: bytemuck::Pod>(&mut self, buf: &DeviceBuffer) -> GpuResult<Vec<T>> {
        let bytes = self.download_bytes(buf)?;
        let elem = std::mem::size_of::<T>();
        if elem == 0 || bytes.len() % elem != 0 {
            return Err(GpuError::ElementSize {
                label: buf.label().to_string(),
                len: bytes.len() as u64,
                elem,
            });
        }
        Ok(bytemuck::pod_collect_to_vec(&bytes))
    }

    fn submit(&mut self, reads: &[&DeviceBuffer]) -> GpuResult<Vec<Vec<u8>>> {
        let dev = self.dev;
        dev.check_alive()?;
        let ops = std::mem::take(&mut self.ops);
        let record_time = std::mem::take(&mut self.record_time);
        let t_encode = Instant::now();

        let dispatches: Vec<&DispatchRec> = ops
            .iter()
            .filter_map(|op| match op {
                Op::Dispatch(rec) => Some(rec),
                Op::Upload { .. } => None,
            })
            .collect();
        let uploads = ops.len() - dispatches.len();
        let timed = self.gpu_timing() && !dispatches.is_empty();
        // First query of each timed dispatch: [upload start,] pass begin, pass end.
        let mut query_base: Vec<u32> = Vec::new();
        let mut count = 0u32;
        if timed {
            for rec in &dispatches {
                let need = if rec.textures.is_empty() { 2 } else { 3 };
                if count + need > MAX_QUERIES {
                    break;
                }
                query_base.push(count);
                count += need;
            }
        }
        let n_timed = query_base.len();

        // Timestamp resources.
        let queries = if n_timed > 0 {
            let bytes = u64::from(count) * u64::from(wgpu::QUERY_SIZE);
            let (set, resolve) = dev.scoped("timestamp query setup", |d| {
                let set = d.create_query_set(&wgpu::QuerySetDescriptor {
                    label: Some("tessera timestamps"),
                    ty: wgpu::QueryType::Timestamp,
                    count,
                });
                let resolve = d.create_buffer(&wgpu::BufferDescriptor {
                    label: Some("tessera timestamp resolve"),
                    size: bytes,
                    usage: wgpu::BufferUsages::QUERY_RESOLVE | wgpu::BufferUsages::COPY_SRC,
                    mapped_at_creation: false,
                });
                (set, resolve)
            })?;
            let readback = dev.take_read_staging(bytes)?;
            Some((set, resolve, readback, count, bytes))
        } else {
            None
        };
        let stagings: Vec<wgpu::Buffer> = reads
            .iter()
            .map(|b| dev.take_read_staging(b.allocated_size()))
            .collect::<GpuResult<_>>()?;

        // No error scope here (the hot path): errors reach the uncaptured-error handler
        // and are returned by `check_uncaptured` at the end of this submit.
        let (submit_start, index) = {
            let d = &dev.device;
            let mut enc = d.create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some("tessera batch"),
            });
            let mut di = 0usize;
            let mut i = 0usize;
            while i < ops.len() {
                let first = match &ops[i] {
                    Op::Upload { staging, dst, len } => {
                        enc.copy_buffer_to_buffer(staging, 0, dst, 0, *len);
                        i += 1;
                        continue;
                    }
                    Op::Dispatch(rec) => rec,
                };
                // A run of dispatches sharing one pass: timed dispatches get a pass
                // each; a dispatch with textures starts a new pass after its copies.
                let start = i;
                i += 1;
                if queries.is_none() {
                    while i < ops.len()
                        && matches!(&ops[i], Op::Dispatch(rec) if rec.textures.is_empty())
                    {
                        i += 1;
                    }
                }
                // (`query_base` is empty when there are no queries.)
                let base = query_base.get(di).copied();
                let set = queries.as_ref().map(|q| &q.0);
                let (pass_begin, pass_end) = match (set, base) {
                    (Some(set), Some(b)) => {
                        if !first.textures.is_empty() {
                            // Marks the start of the texture copies.
                            let _ = enc.begin_compute_pass(&wgpu::ComputePassDescriptor {
                                label: Some("tessera texture upload"),
                                timestamp_writes: Some(wgpu::ComputePassTimestampWrites {
                                    query_set: set,
                                    beginning_of_pass_write_index: Some(b),
                                    end_of_pass_write_index: None,
                                }),
                            });
                            (b + 1, b + 2)
                        } else {
                            (b, b + 1)
                        }
                    }
                    _ => (0, 0),
                };
                for t in &first.textures {
                    copy_to_texture(&mut enc, t);
                }
                let timestamp_writes = match (set, base) {
                    (Some(set), Some(_)) => Some(wgpu::ComputePassTimestampWrites {
                        query_set: set,
                        beginning_of_pass_write_index: Some(pass_begin),
                        end_of_pass_write_index: Some(pass_end),
                    }),
                    _ => None,
                };
                let mut pass = enc.begin_compute_pass(&wgpu::ComputePassDescriptor {
                    label: Some(if i - start == 1 {
                        &first.pipeline.inner.name
                    } else {
                        "tessera dispatches"
                    }),
                    timestamp_writes,
                });
                for op in &ops[start..i] {
                    if let Op::Dispatch(rec) = op {
                        encode(&mut pass, rec);
                        di += 1;
                    }
                }
            }
            for (buf, staging) in reads.iter().zip(&stagings) {
                enc.copy_buffer_to_buffer(&buf.buffer, 0, staging, 0, buf.allocated_size());
            }
            if let Some((set, resolve, readback, count, bytes)) = &queries {
                enc.resolve_query_set(set, 0..*count, resolve, 0);
                enc.copy_buffer_to_buffer(resolve, 0, readback, 0, *bytes);
            }
            let cb = enc.finish();
            let submit_start = Instant::now();
            (submit_start, dev.queue.submit([cb]))
        };
        let encode_time = submit_start.duration_since(t_encode);

        // Map readbacks (and re-map upload staging for reuse); they resolve during the wait.
        let (tx, rx) = mpsc::channel::<(usize, Result<(), wgpu::BufferAsyncError>)>();
        let mut mapped: Vec<(&wgpu::Buffer, u64)> = reads
            .iter()
            .zip(&stagings)
            .map(|(b, s)| (s, b.allocated_size()))
            .collect();
        if let Some((_, _, readback, _, bytes)) = &queries {
            mapped.push((readback, *bytes));
        }
        let reusable_uploads: Vec<&wgpu::Buffer> = ops
            .iter()
            .filter_map(|op| match op {
                Op::Upload { staging, .. } if staging.size().is_power_of_two() => Some(staging),
                _ => None,
            })
            .collect();
        // A failed map reports through its callback (and the uncaptured handler).
        for (k, (buf, len)) in mapped.iter().enumerate() {
            let tx = tx.clone();
            buf.map_async(wgpu::MapMode::Read, 0..*len, move |r| {
                let _ = tx.send((k, r));
            });
        }
        for (k, buf) in reusable_uploads.iter().enumerate() {
            let tx = tx.clone();
            buf.map_async(wgpu::MapMode::Write, .., move |r| {
                let _ = tx.send((mapped_len_marker(k), r));
            });
        }
        drop(tx);
        dev.wait(Some(index))?;
        let wall_time = submit_start.elapsed();
        let t_copy = Instant::now();

        let mut read_ok = vec![false; mapped.len()];
        let mut upload_ok = vec![false; reusable_uploads.len()];
        for (k, r) in rx.try_iter() {
            if let Some(u) = upload_index(k) {
                if let Some(slot) = upload_ok.get_mut(u) {
                    *slot = r.is_ok();
                }
            } else if let Some(slot) = read_ok.get_mut(k) {
                *slot = r.is_ok();
            }
        }

        let mut results = Vec::with_capacity(reads.len());
        for (k, (buf, staging)) in reads.iter().zip(&stagings).enumerate() {
            if !read_ok[k] {
                // A validation error or a lost device explains a failed map best.
                dev.check_alive()?;
                dev.check_uncaptured("batch submit")?;
                return Err(map_error(buf.label(), "readback mapping did not complete"));
            }
            let data = {
                let view = staging
                    .slice(0..buf.allocated_size())
                    .get_mapped_range()
                    .map_err(|e| map_error(buf.label(), e))?;
                view[..buf.size() as usize].to_vec()
            };
            staging.unmap();
            results.push(data);
        }

        let mut per_dispatch: Vec<DispatchTiming> = dispatches
            .iter()
            .map(|rec| DispatchTiming {
                kernel: rec.pipeline.inner.name.clone(),
                grid: rec.grid,
                gpu_time: None,
                textures: rec.textures.len(),
                texture_upload: None,
            })
            .collect();
        let texture_uploads = dispatches.iter().map(|rec| rec.textures.len()).sum();
        let mut gpu_time = None;
        let mut texture_upload_time = None;
        if let Some((_, _, readback, _, bytes)) = &queries {
            if read_ok.last().copied().unwrap_or(false) {
                let ticks: Vec<u64> = {
                    let view = readback
                        .slice(0..*bytes)
                        .get_mapped_range()
                        .map_err(|e| map_error("timestamp readback", e))?;
                    bytemuck::pod_collect_to_vec(&view)
                };
                readback.unmap();
                let period = f64::from(dev.queue.get_timestamp_period());
                let span = |a: usize| -> Option<Duration> {
                    let (t0, t1) = (*ticks.get(a)?, *ticks.get(a + 1)?);
                    (t1 >= t0).then(|| Duration::from_nanos(((t1 - t0) as f64 * period) as u64))
                };
                let mut total = Duration::ZERO;
                let mut upload_total = Duration::ZERO;
                for (t, &base) in per_dispatch.iter_mut().zip(&query_base) {
                    let mut q = base as usize;
                    if t.textures > 0 {
                        t.texture_upload = span(q);
                        upload_total += t.texture_upload.unwrap_or_default();
                        q += 1;
                    }
                    t.gpu_time = span(q);
                    total += t.gpu_time.unwrap_or_default();
                }
                gpu_time = Some(total);
                if texture_uploads > 0 {
                    texture_upload_time = Some(upload_total);
                }
            }
        }

        // Return staging buffers to the pool.
        {
            let mut pool = lock(&dev.staging);
            for s in stagings {
                pool.give(false, s);
            }
            if let Some((_, _, readback, _, _)) = queries {
                pool.give(false, readback);
            }
            for (buf, ok) in reusable_uploads.into_iter().zip(upload_ok) {
                if ok {
                    pool.give(true, buf.clone());
                }
            }
        }

        self.last_report = Some(BatchReport {
            dispatches: dispatches.len(),
            uploads,
            downloads: reads.len(),
            source: if n_timed > 0 {
                TimingSource::GpuTimestamps
            } else {
                TimingSource::WallClock
            },
            per_dispatch,
            gpu_time,
            texture_uploads,
            texture_upload_time,
            wall_time,
            host_overhead: record_time + encode_time + t_copy.elapsed(),
        });
        dev.check_uncaptured("batch submit")?;
        Ok(results)
    }
}

/// Channel keys at or above this mark upload-staging re-maps.
const UPLOAD_MARK: usize = 1 << 30;

fn mapped_len_marker(k: usize) -> usize {
    UPLOAD_MARK + k
}

fn upload_index(k: usize) -> Option<usize> {
    k.checked_sub(UPLOAD_MARK)
}

/// Records the copy of a buffer into its texture: `height` rows of `width * 16` bytes
/// (a multiple of 256, checked when the dispatch was recorded).
fn copy_to_texture(enc: &mut wgpu::CommandEncoder, t: &TextureCopy) {
    let bytes_per_row = t.width.saturating_mul(TEXEL_BYTES as u32);
    enc.copy_buffer_to_texture(
        wgpu::TexelCopyBufferInfo {
            buffer: &t.src,
            layout: wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(bytes_per_row),
                rows_per_image: Some(t.height),
            },
        },
        wgpu::TexelCopyTextureInfo {
            texture: &t.texture,
            mip_level: 0,
            origin: wgpu::Origin3d::ZERO,
            aspect: wgpu::TextureAspect::All,
        },
        wgpu::Extent3d {
            width: t.width,
            height: t.height,
            depth_or_array_layers: 1,
        },
    );
}

fn encode(pass: &mut wgpu::ComputePass<'_>, rec: &DispatchRec) {
    pass.set_pipeline(&rec.pipeline.inner.pipeline);
    pass.set_bind_group(0, &rec.bind_group, &[]);
    if !rec.immediates.is_empty() {
        pass.set_immediates(0, &rec.immediates);
    }
    let [x, y, z] = rec.grid;
    pass.dispatch_workgroups(x, y, z);
}

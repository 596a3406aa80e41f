//! Device buffers, their accounting, and the staging-buffer pool.

use std::collections::HashMap;
use std::fmt;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;

use super::device::lock;
use super::dispatch::BindGroupCache;
use super::error::{GpuError, GpuResult};
use super::GpuDevice;

/// What a [`DeviceBuffer`] is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BufferKind {
    /// `STORAGE | COPY_SRC | COPY_DST`: kernel inputs/outputs.
    Storage,
    /// `UNIFORM | COPY_DST`: small constant blocks.
    Uniform,
}

impl BufferKind {
    fn usage(self) -> wgpu::BufferUsages {
        match self {
            BufferKind::Storage => {
                wgpu::BufferUsages::STORAGE
                    | wgpu::BufferUsages::COPY_SRC
                    | wgpu::BufferUsages::COPY_DST
            }
            BufferKind::Uniform => wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
        }
    }
}

/// Live-buffer accounting shared by a device and its buffers.
#[derive(Debug, Default)]
pub(crate) struct BufferCounters {
    live: AtomicUsize,
    bytes: AtomicU64,
}

/// A snapshot of a device's live [`DeviceBuffer`]s, for leak checks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BufferStats {
    /// Buffers created and not yet dropped/released.
    pub live_buffers: usize,
    /// Their total allocated size in bytes.
    pub live_bytes: u64,
}

/// A GPU buffer owned by the host. Freed when dropped or [`released`](Self::release).
pub struct DeviceBuffer {
    pub(crate) buffer: wgpu::Buffer,
    pub(crate) id: u64,
    size: u64,
    alloc_size: u64,
    kind: BufferKind,
    label: String,
    counters: Arc<BufferCounters>,
    bind_groups: Arc<BindGroupCache>,
}

impl fmt::Debug for DeviceBuffer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DeviceBuffer")
            .field("label", &self.label)
            .field("size", &self.size)
            .field("kind", &self.kind)
            .finish_non_exhaustive()
    }
}

impl DeviceBuffer {
    /// Size in bytes, as requested.
    pub fn size(&self) -> u64 {
        self.size
    }

    /// Allocated size in bytes (size rounded up to 4, at least 4).
    pub fn allocated_size(&self) -> u64 {
        self.alloc_size
    }

    /// Storage or uniform.
    pub fn kind(&self) -> BufferKind {
        self.kind
    }

    /// Debug label.
    pub fn label(&self) -> &str {
        &self.label
    }

    /// The underlying wgpu buffer.
    pub fn raw(&self) -> &wgpu::Buffer {
        &self.buffer
    }

    /// Frees the buffer now (same as dropping it), with the bind groups cached for
    /// it. Work already recorded that uses it keeps it alive until that work completes.
    pub fn release(self) {}
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        // Cached bind groups hold the wgpu buffer: drop them so the memory is freed.
        self.bind_groups.evict_buffer(self.id);
        self.counters.live.fetch_sub(1, Ordering::Relaxed);
        self.counters
            .bytes
            .fetch_sub(self.alloc_size, Ordering::Relaxed);
    }
}

/// Rounds up to a multiple of 4 (wgpu's copy alignment), at least 4.
pub(crate) fn align4(n: u64) -> u64 {
    n.max(4).div_ceil(4) * 4
}

/// Staging buffers larger than this are not pooled.
const MAX_POOLED: u64 = 64 << 20;
/// Smallest size class.
const MIN_CLASS: u64 = 4096;
/// Idle buffers kept per size class and direction.
const PER_CLASS: usize = 4;

/// A small pool of reusable staging buffers, keyed by power-of-two size class.
///
/// Read buffers (`MAP_READ | COPY_DST`) are kept unmapped; write buffers
/// (`MAP_WRITE | COPY_SRC`) are kept *mapped*, ready for the next upload (they are
/// re-mapped right after the submit that used them, while the host waits anyway).
#[derive(Default)]
pub(crate) struct StagingPool {
    read: HashMap<u64, Vec<wgpu::Buffer>>,
    write: HashMap<u64, Vec<wgpu::Buffer>>,
    pub(crate) hits: u64,
    pub(crate) misses: u64,
}

/// Staging-pool statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StagingStats {
    /// Requests served by a pooled buffer.
    pub hits: u64,
    /// Requests that allocated a new staging buffer.
    pub misses: u64,
    /// Idle buffers in the pool.
    pub idle_buffers: usize,
    /// Their total size.
    pub idle_bytes: u64,
}

/// The size class a staging request of `size` bytes uses.
pub(crate) fn size_class(size: u64, max_buffer_size: u64) -> u64 {
    let size = align4(size);
    if size > MAX_POOLED {
        return size;
    }
    let class = size.next_power_of_two().max(MIN_CLASS);
    if class > max_buffer_size {
        size
    } else {
        class
    }
}

impl StagingPool {
    fn map(&mut self, write: bool) -> &mut HashMap<u64, Vec<wgpu::Buffer>> {
        if write {
            &mut self.write
        } else {
            &mut self.read
        }
    }

    fn take(&mut self, write: bool, class: u64) -> Option<wgpu::Buffer> {
        let found = self.map(write).get_mut(&class).and_then(Vec::pop);
        if found.is_some() {
            self.hits += 1;
        } else {
            self.misses += 1;
        }
        found
    }

    /// Returns a buffer to the pool (dropped if the class is full or too big).
    pub(crate) fn give(&mut self, write: bool, buffer: wgpu::Buffer) {
        let class = buffer.size();
        if class > MAX_POOLED || !class.is_power_of_two() {
            return;
        }
        let list = self.map(write).entry(class).or_default();
        if list.len() < PER_CLASS {
            list.push(buffer);
        }
    }

    fn stats(&self) -> StagingStats {
        let all = self.read.values().chain(self.write.values()).flatten();
        let (mut idle_buffers, mut idle_bytes) = (0, 0);
        for b in all {
            idle_buffers += 1;
            idle_bytes += b.size();
        }
        StagingStats {
            hits: self.hits,
            misses: self.misses,
            idle_buffers,
            idle_bytes,
        }
    }
}

impl GpuDevice {
    /// Creates a buffer of `size` bytes.
    ///
    /// Fails with [`GpuError::BufferTooLarge`] naming the limit when `size`
    /// exceeds `max_buffer_size`, or `max_storage_buffer_binding_size` /
    /// `max_uniform_buffer_binding_size` for its kind.
    pub fn create_buffer(
        &self,
        label: &str,
        size: u64,
        kind: BufferKind,
    ) -> GpuResult<DeviceBuffer> {
        let alloc_size = align4(size);
        let too_large = |limit: &'static str, value: u64| GpuError::BufferTooLarge {
            label: label.to_string(),
            size,
            limit,
            value,
        };
        let l = &self.limits;
        if alloc_size > l.max_buffer_size {
            return Err(too_large("max_buffer_size", l.max_buffer_size));
        }
        match kind {
            BufferKind::Storage if alloc_size > l.max_storage_buffer_binding_size => {
                return Err(too_large(
                    "max_storage_buffer_binding_size",
                    l.max_storage_buffer_binding_size,
                ));
            }
            BufferKind::Uniform if alloc_size > l.max_uniform_buffer_binding_size => {
                return Err(too_large(
                    "max_uniform_buffer_binding_size",
                    l.max_uniform_buffer_binding_size,
                ));
            }
            _ => {}
        }
        let buffer = self.scoped(&format!("creating buffer `{label}`"), |d| {
            d.create_buffer(&wgpu::BufferDescriptor {
                label: Some(label),
                size: alloc_size,
                usage: kind.usage(),
                mapped_at_creation: false,
            })
        })?;
        self.counters.live.fetch_add(1, Ordering::Relaxed);
        self.counters.bytes.fetch_add(alloc_size, Ordering::Relaxed);
        Ok(DeviceBuffer {
            buffer,
            id: self.next_buffer_id.fetch_add(1, Ordering::Relaxed),
            size,
            alloc_size,
            kind,
            label: label.to_string(),
            counters: Arc::clone(&self.counters),
            bind_groups: Arc::clone(&self.bind_groups),
        })
    }

    /// Creates a storage buffer holding `data`.
    pub fn storage_buffer_from<T: bytemuck::Pod>(
        &self,
        label: &str,
        data: &[T],
    ) -> GpuResult<DeviceBuffer> {
        let bytes: &[u8] = bytemuck::cast_slice(data);
        let buf = self.create_buffer(label, bytes.len() as u64, BufferKind::Storage)?;
        self.upload_bytes(&buf, bytes)?;
        Ok(buf)
    }

    /// Creates a uniform buffer holding `data`.
    pub fn uniform_buffer_from<T: bytemuck::Pod>(
        &self,
        label: &str,
        data: &[T],
    ) -> GpuResult<DeviceBuffer> {
        let bytes: &[u8] = bytemuck::cast_slice(data);
        let buf = self.create_buffer(label, bytes.len() as u64, BufferKind::Uniform)?;
        self.upload_bytes(&buf, bytes)?;
        Ok(buf)
    }

    /// Writes `bytes` at the start of `buf` through the queue.
    ///
    /// Copies move whole 4-byte words: when `bytes.len()` is not a multiple of 4,
    /// the bytes after it up to the next multiple of 4 are zeroed.
    ///
    /// The write lands before the next submit. To order an upload *between*
    /// dispatches of an unflushed [`super::Batch`], use [`super::Batch::upload_bytes`].
    pub fn upload_bytes(&self, buf: &DeviceBuffer, bytes: &[u8]) -> GpuResult<()> {
        let len = bytes.len() as u64;
        if len > buf.size {
            return Err(GpuError::SizeMismatch {
                op: "upload",
                label: buf.label.clone(),
                len,
                size: buf.size,
            });
        }
        if len == 0 {
            return Ok(());
        }
        let context = format!("upload to `{}`", buf.label);
        if len.is_multiple_of(4) {
            self.scoped(&context, |_| self.queue.write_buffer(&buf.buffer, 0, bytes))
        } else {
            let mut padded = bytes.to_vec();
            padded.resize(align4(len) as usize, 0);
            self.scoped(&context, |_| {
                self.queue.write_buffer(&buf.buffer, 0, &padded)
            })
        }
    }

    /// Writes a slice of plain values at the start of `buf`.
    pub fn upload<T: bytemuck::Pod>(&self, buf: &DeviceBuffer, data: &[T]) -> GpuResult<()> {
        self.upload_bytes(buf, bytemuck::cast_slice(data))
    }

    /// Reads the whole buffer back (submits and waits).
    pub fn download_bytes(&self, buf: &DeviceBuffer) -> GpuResult<Vec<u8>> {
        self.batch().download_bytes(buf)
    }

    /// Reads the whole buffer back as plain values.
    pub fn download<T: bytemuck::Pod>(&self, buf: &DeviceBuffer) -> GpuResult<Vec<T>> {
        self.batch().download(buf)
    }

    /// Live buffers and bytes (for leak checks).
    pub fn buffer_stats(&self) -> BufferStats {
        BufferStats {
            live_buffers: self.counters.live.load(Ordering::Relaxed),
            live_bytes: self.counters.bytes.load(Ordering::Relaxed),
        }
    }

    /// Staging pool statistics.
    pub fn staging_stats(&self) -> StagingStats {
        lock(&self.staging).stats()
    }

    /// A readback buffer (`MAP_READ | COPY_DST`) of at least `size` bytes.
    pub(crate) fn take_read_staging(&self, size: u64) -> GpuResult<wgpu::Buffer> {
        let class = size_class(size, self.limits.max_buffer_size);
        if let Some(b) = lock(&self.staging).take(false, class) {
            return Ok(b);
        }
        self.scoped("creating a readback staging buffer", |d| {
            d.create_buffer(&wgpu::BufferDescriptor {
                label: Some("tessera readback staging"),
                size: class,
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        })
    }

    /// A mapped upload buffer (`MAP_WRITE | COPY_SRC`) of at least `size` bytes.
    pub(crate) fn take_write_staging(&self, size: u64) -> GpuResult<wgpu::Buffer> {
        let class = size_class(size, self.limits.max_buffer_size);
        if let Some(b) = lock(&self.staging).take(true, class) {
            return Ok(b);
        }
        self.scoped("creating an upload staging buffer", |d| {
            d.create_buffer(&wgpu::BufferDescriptor {
                label: Some("tessera upload staging"),
                size: class,
                usage: wgpu::BufferUsages::MAP_WRITE | wgpu::BufferUsages::COPY_SRC,
                mapped_at_creation: true,
            })
        })
    }
}

//! Memrefs that live on the GPU, and the queue of work not yet submitted.
//!
//! The interpreter's [`Memory`](tessera_lowering::interp::Memory) keeps every buffer in
//! host memory until a kernel first uses it. At that point the launch hook swaps the
//! buffer's storage for a [`GpuMem`]: the host bytes become a *shadow* copy, and a wgpu
//! buffer (storage or uniform, as the kernel binds it) is created next to it. Three
//! validity bits track which copies are current:
//!
//! | event                         | effect |
//! |-------------------------------|--------|
//! | host load (`memref.load`, printing, outputs) | download first if the host copy is stale |
//! | host store                    | download first if stale, write, device copies become stale |
//! | bind as storage               | upload if the storage copy is stale |
//! | bind as uniform               | upload if the uniform copy is stale |
//! | bind as texture               | as storage: the batch copies the storage buffer into the binding's texture right before the dispatch |
//! | dispatch that writes the binding | host and uniform copies become stale |
//!
//! Uploads and dispatches are not submitted at once: they are appended to the
//! [`Shared`] pending queue, and the whole queue goes out as one [`Batch`](crate::gpu::Batch)
//! (one compute pass, one submit) when the host needs data back, or when the call ends.
//! A download therefore flushes everything recorded before it.
//!
//! Element sizes may differ between host and device (`index` is 8 bytes on the host
//! and 4 in kernels compiled with 32-bit indices): [`ElemConv`] converts on the way.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::Arc;
use std::time::Duration;

use tessera_lowering::interp::DeviceBuffer as InterpBuffer;

use crate::gpu::{DeviceBuffer, GpuDevice, Pipeline, TimingSource};

/// One kernel dispatch, as timed.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelTiming {
    /// The kernel symbol (`module::func`).
    pub kernel: String,
    /// The workgroup grid.
    pub grid: [u32; 3],
    /// GPU execution time of the kernel from timestamp queries, when the device has
    /// them (texture uploads not included).
    pub gpu_time: Option<Duration>,
    /// Texture bindings copied from their memrefs' buffers before the dispatch.
    pub textures: usize,
    /// GPU time of those copies (timestamps only; `None` without textures).
    pub texture_upload: Option<Duration>,
}

/// Timing of everything submitted by one program, for `--time`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TimingLog {
    /// One entry per dispatch, in submission order.
    pub kernels: Vec<KernelTiming>,
    /// Number of submits.
    pub submits: usize,
    /// Host wall time from submit until the GPU finished, summed over submits.
    pub submit_wall: Duration,
    /// Whether per-kernel GPU times come from timestamps (else only wall time exists).
    pub timestamps: bool,
}

pub(crate) enum PendingOp {
    Upload {
        buf: Arc<DeviceBuffer>,
        bytes: Vec<u8>,
    },
    Dispatch {
        kernel: String,
        pipeline: Pipeline,
        bufs: Vec<Arc<DeviceBuffer>>,
        immediates: Vec<u8>,
        grid: [u32; 3],
    },
}

/// State shared by the launch hook and every [`GpuMem`] of one program.
pub(crate) struct Shared {
    pub(crate) dev: Arc<GpuDevice>,
    pending: RefCell<Vec<PendingOp>>,
    pub(crate) timing_on: bool,
    pub(crate) timing: RefCell<TimingLog>,
    next_label: Cell<u64>,
}

impl Shared {
    pub(crate) fn new(dev: Arc<GpuDevice>, timing_on: bool) -> Self {
        Shared {
            dev,
            pending: RefCell::new(Vec::new()),
            timing_on,
            timing: RefCell::new(TimingLog::default()),
            next_label: Cell::new(0),
        }
    }

    /// Appends an op to the queue.
    pub(crate) fn push(&self, op: PendingOp) {
        self.pending.borrow_mut().push(op);
    }

    /// Drops queued work (after a failed call).
    pub(crate) fn discard(&self) {
        self.pending.borrow_mut().clear();
    }

    /// A fresh buffer label.
    pub(crate) fn label(&self, what: &str) -> String {
        let n = self.next_label.get();
        self.next_label.set(n + 1);
        format!("{what}#{n}")
    }

    /// Submits the queue (if anything is queued or `reads` is not empty), reads `reads`
    /// back in the same submit and waits.
    pub(crate) fn submit(&self, reads: &[&DeviceBuffer]) -> Result<Vec<Vec<u8>>, String> {
        let ops = std::mem::take(&mut *self.pending.borrow_mut());
        if ops.is_empty() && reads.is_empty() {
            return Ok(Vec::new());
        }
        let mut batch = self.dev.batch();
        batch.set_timing(self.timing_on);
        let mut labels = Vec::new();
        // Buffers bound by a dispatch recorded earlier in this batch: an upload to one of
        // them must be ordered inside the command buffer (a staging copy); any other
        // upload goes through `Queue::write_buffer`, which lands before the submit and
        // is much cheaper.
        let mut bound: Vec<*const DeviceBuffer> = Vec::new();
        for op in &ops {
            match op {
                PendingOp::Upload { buf, bytes } => {
                    if bound.contains(&Arc::as_ptr(buf)) {
                        batch.upload_bytes(buf, bytes).map_err(|e| e.to_string())?
                    } else if bytes.len() as u64 == buf.size() && bytes.len() % 4 == 0 {
                        // Sizes are checked here; a wgpu error would still surface
                        // through the device's uncaptured-error check after the submit.
                        self.dev.raw_queue().write_buffer(buf.raw(), 0, bytes)
                    } else {
                        self.dev
                            .upload_bytes(buf, bytes)
                            .map_err(|e| e.to_string())?
                    }
                }
                PendingOp::Dispatch {
                    kernel,
                    pipeline,
                    bufs,
                    immediates,
                    grid,
                } => {
                    bound.extend(bufs.iter().map(Arc::as_ptr));
                    let refs: Vec<&DeviceBuffer> = bufs.iter().map(|b| &**b).collect();
                    batch
                        .dispatch(pipeline, &refs, immediates, *grid)
                        .map_err(|e| {
                            format!("dispatch of kernel @{}: {e}", kernel.replace("::", "::@"))
                        })?;
                    if self.timing_on {
                        labels.push(kernel.clone());
                    }
                }
            }
        }
        let out = batch.download_many(reads).map_err(|e| e.to_string())?;
        // Only a timed program keeps a log (it grows with every dispatch).
        if let (true, Some(report)) = (self.timing_on, batch.last_report()) {
            let mut t = self.timing.borrow_mut();
            t.submits += 1;
            t.submit_wall += report.wall_time;
            t.timestamps = report.source == TimingSource::GpuTimestamps;
            for (label, d) in labels.into_iter().zip(&report.per_dispatch) {
                t.kernels.push(KernelTiming {
                    kernel: label,
                    grid: d.grid,
                    gpu_time: d.gpu_time,
                    textures: d.textures,
                    texture_upload: d.texture_upload,
                });
            }
        }
        Ok(out)
    }

    /// Submits the queue and reads one buffer back.
    pub(crate) fn download(&self, buf: &DeviceBuffer) -> Result<Vec<u8>, String> {
        self.submit(&[buf])?
            .pop()
            .ok_or_else(|| "internal: readback returned nothing".to_string())
    }
}

/// How elements are converted between host and device layouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ElemConv {
    /// Bytes per element on the host.
    pub host: usize,
    /// Bytes per element on the device.
    pub dev: usize,
    /// Whether widening sign-extends (integers) — narrowing always truncates.
    pub signed: bool,
}

impl ElemConv {
    pub(crate) fn identity(size: usize) -> Self {
        ElemConv {
            host: size,
            dev: size,
            signed: false,
        }
    }

    fn is_identity(&self) -> bool {
        self.host == self.dev
    }

    /// Device bytes for `host` bytes.
    pub(crate) fn to_device(self, host: &[u8]) -> Vec<u8> {
        if self.is_identity() {
            return host.to_vec();
        }
        convert(host, self.host, self.dev, self.signed)
    }

    /// Host bytes for `dev` bytes, written into `host`.
    pub(crate) fn to_host(self, dev: &[u8], host: &mut [u8]) -> Result<(), String> {
        if self.is_identity() {
            let n = host.len();
            let src = dev
                .get(..n)
                .ok_or_else(|| format!("readback of {} bytes is short of {n}", dev.len()))?;
            host.copy_from_slice(src);
            return Ok(());
        }
        let conv = convert(dev, self.dev, self.host, self.signed);
        let n = host.len();
        let src = conv
            .get(..n)
            .ok_or_else(|| format!("readback of {} bytes is short of {n}", conv.len()))?;
        host.copy_from_slice(src);
        Ok(())
    }

    /// Device size in bytes of `host_len` host bytes.
    pub(crate) fn device_len(&self, host_len: usize) -> usize {
        host_len / self.host.max(1) * self.dev
    }
}

/// Converts little-endian integer elements of `from` bytes to `to` bytes.
fn convert(src: &[u8], from: usize, to: usize, signed: bool) -> Vec<u8> {
    let n = src.len() / from.max(1);
    let mut out = Vec::with_capacity(n * to);
    for c in src.chunks_exact(from) {
        let neg = signed && c.last().is_some_and(|b| b & 0x80 != 0);
        let fill = if neg { 0xff } else { 0 };
        for k in 0..to {
            out.push(c.get(k).copied().unwrap_or(fill));
        }
    }
    out
}

/// A memref buffer placed on the GPU, with its host shadow copy.
pub(crate) struct GpuMem {
    shared: Rc<Shared>,
    pub(crate) label: String,
    host: Vec<u8>,
    host_valid: bool,
    storage: Option<Arc<DeviceBuffer>>,
    storage_valid: bool,
    uniform: Option<Arc<DeviceBuffer>>,
    uniform_valid: bool,
    conv: Option<ElemConv>,
}

impl GpuMem {
    /// Wraps host bytes; nothing is on the device yet.
    pub(crate) fn new(shared: Rc<Shared>, label: String, host: Vec<u8>) -> Self {
        GpuMem {
            shared,
            label,
            host,
            host_valid: true,
            storage: None,
            storage_valid: false,
            uniform: None,
            uniform_valid: false,
            conv: None,
        }
    }

    /// Fixes the element conversion on first use; a later binding with another element
    /// layout is an error.
    pub(crate) fn set_conv(&mut self, conv: ElemConv) -> Result<(), String> {
        match self.conv {
            None => {
                self.conv = Some(conv);
                Ok(())
            }
            Some(c) if c == conv => Ok(()),
            Some(c) => Err(format!(
                "buffer is bound with {}-byte device elements but was first bound with {}-byte ones",
                conv.dev, c.dev
            )),
        }
    }

    fn conv(&self) -> ElemConv {
        self.conv.unwrap_or(ElemConv::identity(1))
    }

    /// Makes the host copy current (downloading, which flushes pending work).
    pub(crate) fn ensure_host(&mut self) -> Result<(), String> {
        if self.host_valid {
            return Ok(());
        }
        let buf = match (&self.storage, self.storage_valid) {
            (Some(b), true) => Arc::clone(b),
            _ => {
                return Err(format!(
                    "internal: buffer `{}` has no valid copy",
                    self.label
                ))
            }
        };
        let bytes = self.shared.download(&buf)?;
        self.conv().to_host(&bytes, &mut self.host)?;
        self.host_valid = true;
        Ok(())
    }

    /// The storage buffer, uploaded if stale. Does not mark it written.
    pub(crate) fn bind_storage(&mut self) -> Result<Arc<DeviceBuffer>, String> {
        let conv = self.conv();
        let buf = match &self.storage {
            Some(b) => Arc::clone(b),
            None => {
                let size = conv.device_len(self.host.len()) as u64;
                let b = self
                    .shared
                    .dev
                    .create_buffer(&self.label, size, crate::gpu::BufferKind::Storage)
                    .map_err(|e| e.to_string())?;
                let b = Arc::new(b);
                self.storage = Some(Arc::clone(&b));
                self.storage_valid = false;
                b
            }
        };
        if !self.storage_valid {
            self.ensure_host()?;
            self.shared.push(PendingOp::Upload {
                buf: Arc::clone(&buf),
                bytes: conv.to_device(&self.host),
            });
            self.storage_valid = true;
        }
        Ok(buf)
    }

    /// The uniform buffer (size padded to 16 bytes), uploaded if stale.
    pub(crate) fn bind_uniform(&mut self) -> Result<Arc<DeviceBuffer>, String> {
        let conv = self.conv();
        let buf = match &self.uniform {
            Some(b) => Arc::clone(b),
            None => {
                let size = (conv.device_len(self.host.len()) as u64).div_ceil(16) * 16;
                let b = self
                    .shared
                    .dev
                    .create_buffer(&self.label, size.max(16), crate::gpu::BufferKind::Uniform)
                    .map_err(|e| e.to_string())?;
                let b = Arc::new(b);
                self.uniform = Some(Arc::clone(&b));
                self.uniform_valid = false;
                b
            }
        };
        if !self.uniform_valid {
            self.ensure_host()?;
            self.shared.push(PendingOp::Upload {
                buf: Arc::clone(&buf),
                bytes: conv.to_device(&self.host),
            });
            self.uniform_valid = true;
        }
        Ok(buf)
    }

    /// Records that a dispatch writes the storage copy.
    pub(crate) fn mark_device_written(&mut self) {
        self.host_valid = false;
        self.uniform_valid = false;
    }

    /// The storage buffer, if the host copy must be refreshed from it.
    pub(crate) fn stale_storage(&self) -> Option<Arc<DeviceBuffer>> {
        if self.host_valid {
            None
        } else {
            self.storage.clone()
        }
    }

    /// Installs downloaded storage bytes as the current host copy.
    pub(crate) fn accept_download(&mut self, dev_bytes: &[u8]) -> Result<(), String> {
        self.conv().to_host(dev_bytes, &mut self.host)?;
        self.host_valid = true;
        Ok(())
    }

    /// Replaces the whole contents from the host (device copies become stale).
    pub(crate) fn overwrite(&mut self, bytes: &[u8]) -> Result<(), String> {
        if bytes.len() != self.host.len() {
            return Err(format!(
                "internal: overwrite of {} bytes into a buffer of {}",
                bytes.len(),
                self.host.len()
            ));
        }
        self.host.copy_from_slice(bytes);
        self.host_valid = true;
        self.storage_valid = false;
        self.uniform_valid = false;
        Ok(())
    }

    /// The host copy (call [`ensure_host`](Self::ensure_host) first).
    pub(crate) fn host_bytes(&self) -> &[u8] {
        &self.host
    }
}

impl InterpBuffer for GpuMem {
    fn len(&self) -> usize {
        self.host.len()
    }

    fn read(&mut self, offset: usize, dst: &mut [u8]) -> Result<(), String> {
        self.ensure_host()?;
        let src = offset
            .checked_add(dst.len())
            .and_then(|e| self.host.get(offset..e))
            .ok_or_else(|| format!("read at byte {offset} is outside buffer `{}`", self.label))?;
        dst.copy_from_slice(src);
        Ok(())
    }

    fn write(&mut self, offset: usize, src: &[u8]) -> Result<(), String> {
        self.ensure_host()?;
        let label = &self.label;
        let dst = offset
            .checked_add(src.len())
            .and_then(|e| self.host.get_mut(offset..e))
            .ok_or_else(|| format!("write at byte {offset} is outside buffer `{label}`"))?;
        dst.copy_from_slice(src);
        self.storage_valid = false;
        self.uniform_valid = false;
        Ok(())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_conversion() {
        let c = ElemConv {
            host: 8,
            dev: 4,
            signed: true,
        };
        let host: Vec<u8> = [-2i64, 7].iter().flat_map(|v| v.to_le_bytes()).collect();
        let dev = c.to_device(&host);
        assert_eq!(dev.len(), 8);
        let mut back = vec![0u8; 16];
        c.to_host(&dev, &mut back).unwrap();
        assert_eq!(back, host);
        assert_eq!(c.device_len(16), 8);
    }
}

//! The interpreter hook that runs `gpu.launch_func` on the GPU.
//!
//! For each launch: compile the kernel (once), check the launch's block size against the
//! kernel's workgroup size, place every memref the kernel binds on the device (see
//! [`super::devmem`]), encode scalar arguments and dynamic sizes into the push-constant
//! block the artifact describes, and queue the dispatch. Nothing is submitted here:
//! the queue goes out when the host next reads device data or the call ends.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use tessera_lowering::interp::{
    BufferId, Hooks, LaunchOutcome, LaunchRequest, MemRefDesc, Memory, RtValue, Scalar, Storage,
};
use tessera_spirv::{BufferStorage, PushConstantKind, PushScalar};

use super::devmem::{ElemConv, GpuMem, PendingOp, Shared};
use super::kernels::{KernelCache, KernelError};
use crate::gpu::DeviceBuffer;

/// Runs `gpu.launch_func` on the device.
pub(crate) struct GpuHooks {
    pub(crate) shared: Rc<Shared>,
    pub(crate) kernels: KernelCache,
    /// The located back-end diagnostic behind the last failed launch, if any.
    pub(crate) last_error: Rc<RefCell<Option<KernelError>>>,
    /// Launches dispatched so far.
    pub(crate) launches: Rc<RefCell<u64>>,
}

impl Hooks for GpuHooks {
    fn launch_func(
        &mut self,
        mem: &mut Memory,
        req: &LaunchRequest<'_>,
    ) -> Result<LaunchOutcome, String> {
        self.launch(mem, req)?;
        *self.launches.borrow_mut() += 1;
        Ok(LaunchOutcome::Handled)
    }
}

/// The [`GpuMem`] behind buffer `id`, moving host bytes to a new one on first use.
pub(crate) fn gpu_mem<'m>(
    mem: &'m mut Memory,
    id: BufferId,
    shared: &Rc<Shared>,
) -> Result<&'m mut GpuMem, String> {
    let st = mem
        .storage_mut(id)
        .ok_or_else(|| format!("unknown buffer #{}", id.0))?;
    if let Storage::Host(v) = st {
        let bytes = std::mem::take(v);
        let label = shared.label("memref");
        *st = Storage::Device(Box::new(GpuMem::new(Rc::clone(shared), label, bytes)));
    }
    match st {
        Storage::Device(d) => d
            .as_any_mut()
            .downcast_mut::<GpuMem>()
            .ok_or_else(|| "buffer is held by another embedder's device storage".to_string()),
        Storage::Freed => Err(format!(
            "use of a deallocated buffer (buffer #{}) in a kernel launch",
            id.0
        )),
        Storage::Host(_) => Err("internal: host storage after conversion".to_string()),
    }
}

/// Writes a push-constant entry that comes from the launch's arguments (a scalar argument
/// or a dynamic size of a memref argument) into `block`; an `Array` entry writes nothing
/// (its elements live in memory, which the caller reads).
pub(crate) fn put_argument_entry(
    e: &tessera_spirv::PushConstantEntry,
    req: &LaunchRequest<'_>,
    block: &mut [u8],
) -> Result<(), String> {
    match e.kind {
        PushConstantKind::Scalar(i) => {
            let v = req
                .args
                .get(i)
                .ok_or_else(|| format!("kernel argument #{i} is missing"))?;
            let bytes = encode_scalar(e.scalar, v.as_i64(), v.as_f64())
                .map_err(|m| format!("kernel argument #{i}: {m}"))?;
            put(block, e.offset, &bytes)
        }
        PushConstantKind::DynSize(i, dim) => {
            let d = memref_arg(req, i)?;
            let size = *d
                .sizes
                .get(dim)
                .ok_or_else(|| format!("kernel argument #{i} has no dimension {dim}"))?;
            put(block, e.offset, &encode_scalar(e.scalar, Some(size), None)?)
        }
        PushConstantKind::DynStride(i, dim) => {
            let d = memref_arg(req, i)?;
            let stride = *d
                .strides
                .get(dim)
                .ok_or_else(|| format!("kernel argument #{i} has no dimension {dim}"))?;
            put(
                block,
                e.offset,
                &encode_scalar(e.scalar, Some(stride), None)?,
            )
        }
        PushConstantKind::DynOffset(i) => {
            let d = memref_arg(req, i)?;
            put(
                block,
                e.offset,
                &encode_scalar(e.scalar, Some(d.offset), None)?,
            )
        }
        PushConstantKind::Array(_) => Ok(()),
    }
}

pub(crate) fn put(imm: &mut [u8], offset: u32, bytes: &[u8]) -> Result<(), String> {
    let o = offset as usize;
    let dst = o
        .checked_add(bytes.len())
        .and_then(|e| imm.get_mut(o..e))
        .ok_or_else(|| format!("internal: push constant at byte {o} outside the block"))?;
    dst.copy_from_slice(bytes);
    Ok(())
}

/// Encodes an integer or float as a push-constant scalar.
pub(crate) fn encode_scalar(
    s: PushScalar,
    int: Option<i64>,
    float: Option<f64>,
) -> Result<Vec<u8>, String> {
    let as_int = || int.or(float.map(|f| f as i64));
    let as_float = || float.or(int.map(|i| i as f64));
    Ok(match s {
        PushScalar::I32 => {
            let v = as_int().ok_or("expected an integer")?;
            i32::try_from(v)
                .map_err(|_| format!("{v} does not fit the kernel's 32-bit integer"))?
                .to_le_bytes()
                .to_vec()
        }
        PushScalar::I64 => as_int()
            .ok_or("expected an integer")?
            .to_le_bytes()
            .to_vec(),
        PushScalar::F32 => (as_float().ok_or("expected a float")? as f32)
            .to_le_bytes()
            .to_vec(),
        PushScalar::F64 => as_float().ok_or("expected a float")?.to_le_bytes().to_vec(),
    })
}

/// Decodes one host element of type `t` from little-endian bytes.
fn host_elem(t: Scalar, b: &[u8]) -> (Option<i64>, Option<f64>) {
    let mut raw = [0u8; 8];
    let n = b.len().min(8);
    raw[..n].copy_from_slice(&b[..n]);
    let v = u64::from_le_bytes(raw);
    match t {
        Scalar::F32 => (None, Some(f32::from_bits(v as u32) as f64)),
        Scalar::F64 => (None, Some(f64::from_bits(v))),
        Scalar::F16 => (None, Some(half::f16::from_bits(v as u16).to_f64())),
        Scalar::BF16 => (None, Some(half::bf16::from_bits(v as u16).to_f64())),
        Scalar::Small(_) => (None, Some(tessera_lowering::interp::get_float(t, v & 0xFF))),
        Scalar::Int(w) => {
            let sh = 64 - u32::from(w.clamp(1, 64));
            (Some(((v << sh) as i64) >> sh), None)
        }
        Scalar::Index => (Some(v as i64), None),
    }
}

/// Why `req` leaves the argument range the 32-bit form of kernel `a` is exact in (see
/// [`KernelArtifact::index_arg_bound`](tessera_spirv::KernelArtifact)), if it does.
pub(crate) fn index_bound_violation(
    a: &tessera_spirv::KernelArtifact,
    req: &LaunchRequest<'_>,
) -> Option<String> {
    if a.index_bits != 32 {
        return None;
    }
    let bound = a.index_arg_bound;
    for e in &a.push_constants.entries {
        match e.kind {
            PushConstantKind::Scalar(i) => {
                if let Some(RtValue::Index(v)) = req.args.get(i) {
                    if v.unsigned_abs() > bound.unsigned_abs() {
                        return Some(format!(
                            "index argument #{i} = {v} is outside ±{bound}, the range in which the kernel's 32-bit index arithmetic is exact"
                        ));
                    }
                }
            }
            PushConstantKind::DynSize(i, dim) => {
                if let Some(RtValue::MemRef(d)) = req.args.get(i) {
                    if let Some(&size) = d.sizes.get(dim) {
                        if size.unsigned_abs() > bound.unsigned_abs() {
                            return Some(format!(
                                "dimension {dim} of memref argument #{i} has size {size}, over {bound}, the largest for which the kernel's 32-bit index arithmetic is exact"
                            ));
                        }
                    }
                }
            }
            PushConstantKind::DynStride(i, dim) => {
                if let Some(RtValue::MemRef(d)) = req.args.get(i) {
                    if let Some(&stride) = d.strides.get(dim) {
                        if stride.unsigned_abs() > bound.unsigned_abs() {
                            return Some(format!(
                                "dimension {dim} of memref argument #{i} has stride {stride}, over {bound}, the largest for which the kernel's 32-bit index arithmetic is exact"
                            ));
                        }
                    }
                }
            }
            PushConstantKind::DynOffset(i) => {
                if let Some(RtValue::MemRef(d)) = req.args.get(i) {
                    if d.offset.unsigned_abs() > bound.unsigned_abs() {
                        return Some(format!(
                            "memref argument #{i} has offset {}, over {bound}, the largest for which the kernel's 32-bit index arithmetic is exact",
                            d.offset
                        ));
                    }
                }
            }
            PushConstantKind::Array(_) => {}
        }
    }
    None
}

/// Checks that every element of the strided view `d` (its offset plus `i_k * stride_k` for
/// each in-bounds index) lies in a buffer of `len` elements.
pub(crate) fn check_view_in_buffer(d: &MemRefDesc, len: u64) -> Result<(), String> {
    if d.map.is_some() || d.sizes.iter().any(|s| *s <= 0) {
        return Ok(());
    }
    let mut lo = i128::from(d.offset);
    let mut hi = lo;
    for (s, st) in d.sizes.iter().zip(&d.strides) {
        let reach = i128::from(s - 1) * i128::from(*st);
        lo += reach.min(0);
        hi += reach.max(0);
    }
    if lo < 0 || hi >= i128::from(len) {
        return Err(format!(
            "the view (offset {}, sizes [{}], strides [{}]) reaches elements {lo}..={hi} of a buffer of {len}",
            d.offset,
            join(&d.sizes),
            join(&d.strides),
        ));
    }
    Ok(())
}

fn join(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

pub(crate) fn memref_arg<'a>(
    req: &'a LaunchRequest<'_>,
    i: usize,
) -> Result<&'a MemRefDesc, String> {
    match req.args.get(i) {
        Some(RtValue::MemRef(d)) => Ok(d),
        _ => Err(format!("kernel argument #{i} is not a memref")),
    }
}

impl GpuHooks {
    fn launch(&mut self, mem: &mut Memory, req: &LaunchRequest<'_>) -> Result<(), String> {
        let shared = Rc::clone(&self.shared);
        let mut kernel = self
            .kernels
            .get(&shared.dev, req.kernel, false)
            .map_err(|e| {
                let message = e.message.clone();
                *self.last_error.borrow_mut() = Some(e);
                message
            })?;
        let shown = || format!("@{}", req.kernel.replace("::", "::@"));
        // A launch whose `index` arguments or dynamic sizes leave the range the kernel's
        // 32-bit index arithmetic is exact in takes the 64-bit variant, or is refused.
        if let Some(why) = index_bound_violation(&kernel.artifact, req) {
            if !self.kernels.has_int64() {
                let message = format!(
                    "{}: {why}, and the device has no 64-bit integers (Int64) to compute its indices in 64 bits",
                    shown()
                );
                *self.last_error.borrow_mut() = Some(KernelError {
                    message: message.clone(),
                    diag: None,
                    target_lacks: Some("64-bit integers (Int64)".into()),
                });
                return Err(message);
            }
            kernel = self
                .kernels
                .get(&shared.dev, req.kernel, true)
                .map_err(|e| {
                    let message = e.message.clone();
                    *self.last_error.borrow_mut() = Some(e);
                    message
                })?;
        }
        let a = &kernel.artifact;
        let wg = a.workgroup_size.map(u64::from);
        if req.block != wg {
            return Err(format!(
                "gpu.launch_func of {} uses block size ({}, {}, {}) but the kernel is compiled for workgroup size ({}, {}, {})",
                shown(),
                req.block[0],
                req.block[1],
                req.block[2],
                wg[0],
                wg[1],
                wg[2]
            ));
        }
        super::limits::check_grid(shown, req.grid, shared.dev.limits())?;
        let mut grid = [0u32; 3];
        for (k, g) in req.grid.iter().enumerate() {
            grid[k] = u32::try_from(*g)
                .map_err(|_| format!("grid size {g} of {} does not fit in 32 bits", shown()))?;
        }

        // Buffers.
        let mut bufs: Vec<Arc<DeviceBuffer>> = Vec::with_capacity(a.bindings.len());
        let mut written: Vec<BufferId> = Vec::new();
        for b in &a.bindings {
            let d = memref_arg(req, b.arg_index)?;
            let what = || format!("kernel argument #{} ({})", b.arg_index, d.type_string());
            if d.byte_base != 0 {
                return Err(format!(
                    "{}: views with a byte shift (memref.view) cannot be bound to a kernel",
                    what()
                ));
            }
            super::limits::check_index_range(what, &d.sizes, self.kernels.index_bits())?;
            let host = d.elem.byte_size();
            // The kernel guards (or proves) its accesses against the view's sizes; the view
            // itself (offset and strides) must then lie inside the buffer.
            let have = mem.len(d.buffer).unwrap_or(0) / host.max(1);
            check_view_in_buffer(d, have as u64).map_err(|m| format!("{}: {m}", what()))?;
            let dev = b.elem_bytes as usize;
            if host != dev && (d.elem.is_float() || dev == 0) {
                return Err(format!(
                    "{}: host elements of {host} bytes cannot be converted to the kernel's {dev}-byte elements",
                    what()
                ));
            }
            if let Some(n) = b.static_len {
                let have = mem.len(d.buffer).unwrap_or(0) / host.max(1);
                if (have as u64) < n {
                    return Err(format!(
                        "{}: the kernel reads {n} elements but the buffer holds {have}",
                        what()
                    ));
                }
            }
            let conv = ElemConv {
                host,
                dev,
                signed: true,
            };
            let gm = gpu_mem(mem, d.buffer, &shared).map_err(|e| format!("{}: {e}", what()))?;
            gm.set_conv(conv).map_err(|e| format!("{}: {e}", what()))?;
            let buf = match b.storage {
                // A texture binding is fed from the memref's storage buffer (the batch
                // copies it into the texture before the dispatch).
                BufferStorage::StorageBuffer | BufferStorage::Texture { .. } => gm.bind_storage(),
                BufferStorage::Uniform => gm.bind_uniform(),
            }
            .map_err(|e| format!("{}: {e}", what()))?;
            if b.storage == BufferStorage::StorageBuffer && !b.read_only {
                written.push(d.buffer);
            }
            bufs.push(buf);
        }

        // Push constants.
        let pc = &a.push_constants;
        let mut imm = vec![0u8; pc.size as usize];
        for e in &pc.entries {
            match e.kind {
                PushConstantKind::Scalar(_)
                | PushConstantKind::DynSize(..)
                | PushConstantKind::DynStride(..)
                | PushConstantKind::DynOffset(_) => put_argument_entry(e, req, &mut imm)?,
                PushConstantKind::Array(i) => {
                    let d = memref_arg(req, i)?.clone();
                    let bytes = mem
                        .read_bytes(&d)
                        .map_err(|m| format!("kernel argument #{i}: {m}"))?;
                    let es = d.elem.byte_size().max(1);
                    let mut off = e.offset;
                    for c in bytes.chunks_exact(es) {
                        let (int, float) = host_elem(d.elem, c);
                        let enc = encode_scalar(e.scalar, int, float)?;
                        put(&mut imm, off, &enc)?;
                        off += e.scalar.bytes();
                    }
                }
            }
        }

        shared.push(PendingOp::Dispatch {
            kernel: req.kernel.to_string(),
            pipeline: kernel.pipeline.clone(),
            bufs,
            immediates: imm,
            grid,
        });
        for id in written {
            gpu_mem(mem, id, &shared)?.mark_device_written();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_scalars() {
        assert_eq!(
            encode_scalar(PushScalar::I32, Some(-2), None).unwrap(),
            (-2i32).to_le_bytes()
        );
        assert_eq!(
            encode_scalar(PushScalar::F32, None, Some(1.5)).unwrap(),
            1.5f32.to_le_bytes()
        );
        assert_eq!(host_elem(Scalar::Int(8), &[0xff]), (Some(-1), None));
    }

    #[test]
    fn views_must_lie_in_their_buffer() {
        let view = |offset, sizes: &[i64], strides: &[i64]| MemRefDesc {
            buffer: BufferId(0),
            elem: Scalar::F32,
            byte_base: 0,
            offset,
            sizes: sizes.to_vec(),
            strides: strides.to_vec(),
            map: None,
        };
        // Rows 2, 4, 6 and columns 3..6 of an 8x10 buffer: elements 23..=66.
        assert!(check_view_in_buffer(&view(23, &[3, 4], &[20, 1]), 80).is_ok());
        assert!(check_view_in_buffer(&view(23, &[3, 4], &[20, 1]), 66).is_err());
        // A transposed view of 10x8 (strides [1, 8]).
        assert!(check_view_in_buffer(&view(0, &[8, 10], &[1, 8]), 80).is_ok());
        assert!(check_view_in_buffer(&view(1, &[8, 10], &[1, 8]), 80).is_err());
        // A negative stride must not reach below element 0; an empty view reaches nothing.
        assert!(check_view_in_buffer(&view(3, &[4], &[-1]), 4).is_ok());
        assert!(check_view_in_buffer(&view(2, &[4], &[-1]), 4).is_err());
        assert!(check_view_in_buffer(&view(99, &[0, 4], &[4, 1]), 4).is_ok());
        assert_eq!(
            host_elem(Scalar::F32, &2.0f32.to_le_bytes()),
            (None, Some(2.0))
        );
    }
}

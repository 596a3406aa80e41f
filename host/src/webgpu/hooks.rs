//! The interpreter hook that runs `gpu.launch_func` in the browser.
//!
//! Host code runs on the CPU interpreter, whose buffers stay in host memory. Each launch
//! sends the page one command: the bytes of every bound buffer the page does not already
//! hold (kept per interpreter buffer id, so an unchanged buffer is not sent again), the
//! scalar block, the grid; the page dispatches and sends back every buffer the kernel may
//! write, which replaces the host bytes. Element conversions are those of the wgpu
//! runtime: `index` is 8 bytes on the host and 4 in kernels (truncated up, sign-extended
//! down); 8- and 16-bit buffers are padded to 4 bytes.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use serde_json::{json, Value as Json};
use tessera_lowering::interp::{BufferId, Hooks, LaunchOutcome, LaunchRequest, Memory, Storage};
use tessera_spirv::{BufferStorage, PushConstantKind};

use super::kernel::BrowserKernel;
use super::session::{base64_decode, base64_encode, BrowserSession};
use crate::runtime::launch::{index_bound_violation, memref_arg, put_argument_entry};

/// Runs launches in a [`BrowserSession`].
pub struct BrowserHooks {
    /// The session.
    pub session: Rc<RefCell<BrowserSession>>,
    /// Kernels by symbol (`module::func`).
    pub kernels: HashMap<String, BrowserKernel>,
    /// What the page holds, per buffer: the device bytes last sent or read back.
    pub synced: HashMap<BufferId, Vec<u8>>,
    /// Launches run so far.
    pub launches: Rc<RefCell<u64>>,
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn host_bytes(mem: &Memory, id: BufferId) -> Result<&[u8], String> {
    match mem.storage(id) {
        Some(Storage::Host(v)) => Ok(v),
        Some(Storage::Freed) => Err(format!(
            "use of a deallocated buffer (buffer #{}) in a kernel launch",
            id.0
        )),
        Some(Storage::Device(_)) => Err("buffer is held by another device".into()),
        None => Err(format!("unknown buffer #{}", id.0)),
    }
}

/// Host bytes → kernel bytes (`host`/`dev`: element sizes), padded to 4 bytes.
fn to_device(bytes: &[u8], host: usize, dev: usize) -> Vec<u8> {
    let mut out = if host == dev || host == 0 || dev == 0 {
        bytes.to_vec()
    } else {
        let mut o = Vec::with_capacity(bytes.len() / host * dev);
        for c in bytes.chunks_exact(host) {
            o.extend_from_slice(&c[..dev.min(host)]);
            o.extend(std::iter::repeat_n(0, dev.saturating_sub(host)));
        }
        o
    };
    out.resize(out.len().div_ceil(4) * 4, 0);
    out
}

/// Kernel bytes → host bytes (integers sign-extended), `n` host bytes.
fn to_host(bytes: &[u8], host: usize, dev: usize, n: usize) -> Vec<u8> {
    if host == dev || host == 0 || dev == 0 {
        let mut v = bytes.to_vec();
        v.resize(n, 0);
        return v;
    }
    let mut out = Vec::with_capacity(n);
    for c in bytes.chunks_exact(dev).take(n / host) {
        let mut raw = [0u8; 8];
        raw[..dev.min(8)].copy_from_slice(&c[..dev.min(8)]);
        let sh = 64 - 8 * dev.min(8) as u32;
        let v = ((u64::from_le_bytes(raw) << sh) as i64) >> sh;
        out.extend_from_slice(&v.to_le_bytes()[..host.min(8)]);
    }
    out.resize(n, 0);
    out
}

impl Hooks for BrowserHooks {
    fn launch_func(
        &mut self,
        mem: &mut Memory,
        req: &LaunchRequest<'_>,
    ) -> Result<LaunchOutcome, String> {
        let shown = format!("@{}", req.kernel.replace("::", "::@"));
        let k = self
            .kernels
            .get(req.kernel)
            .ok_or_else(|| format!("gpu.launch_func of unknown kernel {shown}"))?;
        let a = &k.artifact;
        let wg = a.workgroup_size.map(u64::from);
        if req.block != wg {
            return Err(format!(
                "gpu.launch_func of {shown} uses block size {:?} but the kernel is compiled for workgroup size {:?}",
                req.block, wg
            ));
        }
        // The page's baseline WebGPU device has no 64-bit integers: a launch outside the
        // range the kernel's 32-bit index arithmetic is exact in is refused, as on GL.
        if let Some(why) = index_bound_violation(a, req) {
            return Err(format!(
                "{shown}: {why}, and the browser's WebGPU device has no 64-bit integers"
            ));
        }
        let mut grid = [0u32; 3];
        for (g, &r) in grid.iter_mut().zip(&req.grid) {
            *g = u32::try_from(r)
                .map_err(|_| format!("grid size {r} of {shown} does not fit in 32 bits"))?;
        }
        let mut uploads: Vec<Json> = Vec::new();
        let mut buffers: Vec<u64> = Vec::new();
        let mut reads: Vec<(BufferId, usize, usize, usize)> = Vec::new();
        for b in &a.bindings {
            let d = memref_arg(req, b.arg_index)?;
            if d.byte_base != 0 {
                return Err(format!(
                    "kernel argument #{}: views with a byte shift cannot be bound to a kernel",
                    b.arg_index
                ));
            }
            let host = d.elem.byte_size();
            let dev = b.elem_bytes as usize;
            if host != dev && (d.elem.is_float() || dev == 0) {
                return Err(format!(
                    "kernel argument #{}: host elements of {host} bytes cannot be converted to the kernel's {dev}-byte elements",
                    b.arg_index
                ));
            }
            let raw = host_bytes(mem, d.buffer)?;
            crate::runtime::launch::check_view_in_buffer(d, (raw.len() / host.max(1)) as u64)
                .map_err(|m| format!("kernel argument #{}: {m}", b.arg_index))?;
            let dev_bytes = to_device(raw, host, dev);
            let id = d.buffer;
            let fresh = self.synced.get(&id) != Some(&dev_bytes);
            if !buffers.contains(&(id.0 as u64)) {
                uploads.push(json!({
                    "buffer": id.0,
                    "bytes": dev_bytes.len(),
                    "data": if fresh { Json::String(base64_encode(&dev_bytes)) } else { Json::Null },
                }));
            }
            buffers.push(id.0 as u64);
            if b.storage == BufferStorage::StorageBuffer && !b.read_only {
                reads.push((id, host, dev, raw.len()));
            }
            self.synced.insert(id, dev_bytes);
        }
        let pc = &a.push_constants;
        let uniform = if pc.size == 0 {
            Json::Null
        } else {
            let mut block = vec![0u8; (pc.size as usize).div_ceil(16) * 16];
            for e in &pc.entries {
                match e.kind {
                    PushConstantKind::Scalar(_)
                    | PushConstantKind::DynSize(..)
                    | PushConstantKind::DynStride(..)
                    | PushConstantKind::DynOffset(_) => put_argument_entry(e, req, &mut block)?,
                    PushConstantKind::Array(i) => {
                        return Err(format!(
                            "kernel argument #{i} lives in push-constant memory, which WebGPU does not have"
                        ))
                    }
                }
            }
            Json::String(base64_encode(&block))
        };
        let mut session = self
            .session
            .try_borrow_mut()
            .map_err(|_| "internal: browser session in use")?;
        // Programs validated in one session may reuse kernel names: the page knows a
        // kernel by its name and a hash of its WGSL.
        let key = format!("{}#{:016x}", req.kernel, fnv1a(k.wgsl.as_bytes()));
        let kernels: Vec<Json> = if session.sent_kernels.contains(&key) {
            Vec::new()
        } else {
            let mut spec = k.spec.clone();
            spec["name"] = json!(key);
            vec![spec]
        };
        let read_ids: Vec<u64> = reads.iter().map(|r| r.0 .0 as u64).collect();
        let reply = session
            .request(json!({
                "op": "launch",
                "kernels": kernels,
                "kernel": key,
                "uploads": uploads,
                "buffers": buffers,
                "uniform": uniform,
                "grid": grid,
                "read": read_ids,
            }))
            .map_err(|e| format!("in the browser, launching {shown}: {e}"))?;
        session.sent_kernels.insert(key);
        drop(session);
        for (id, host, dev, n) in reads {
            let b64 = reply["data"][id.0.to_string()]
                .as_str()
                .ok_or_else(|| format!("the browser sent no contents for buffer #{}", id.0))?;
            let dev_bytes = base64_decode(b64)?;
            let host_new = to_host(&dev_bytes, host, dev, n);
            match mem.storage_mut(id) {
                Some(Storage::Host(v)) => *v = host_new,
                _ => return Err(format!("buffer #{} is gone after the launch", id.0)),
            }
            let mut padded = dev_bytes;
            padded.resize(padded.len().div_ceil(4) * 4, 0);
            self.synced.insert(id, padded);
        }
        *self.launches.borrow_mut() += 1;
        Ok(LaunchOutcome::Handled)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_elements_narrow_and_widen() {
        let host: Vec<u8> = [-3i64, 7].iter().flat_map(|v| v.to_le_bytes()).collect();
        let dev = to_device(&host, 8, 4);
        assert_eq!(dev, [(-3i32).to_le_bytes(), 7i32.to_le_bytes()].concat());
        assert_eq!(to_host(&dev, 8, 4, 16), host);
        assert_eq!(to_device(&[1, 2, 3], 1, 1), vec![1, 2, 3, 0]);
    }
}

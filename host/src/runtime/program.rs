//! A compiled program and its calls.
//!
//! A [`Program`] owns an [`Interpreter`] over the module: host code always runs on the
//! interpreter, and on a GPU runtime its `gpu.launch_func` ops are dispatched on the
//! device through the launch hook (see [`super::launch`]). Memref arguments are copied
//! into interpreter memory before a call and read back after it; the buffers that hold
//! them are kept per (function, argument) and reused by the next call with the same
//! shape, so that repeated calls allocate nothing new on the host or the device.

use std::cell::RefCell;
use std::collections::HashMap;
use std::io::Write;
use std::rc::Rc;
use std::sync::Arc;

use tessera_lowering::diag::{Diagnostics, SourceMap};
use tessera_lowering::interp::{BufferId, Interpreter, MemRefDesc, RtValue, Storage, ValType};

use super::array::{DType, HostArray};
use super::devmem::{GpuMem, Shared, TimingLog};
use super::error::RuntimeError;
use super::launch::GpuHooks;
use super::values::{check_array, Arg, Outputs, ParamType, Value};
use crate::gpu::{BufferStats, DeviceBuffer};

/// The GPU side of a program.
pub(crate) struct GpuSide {
    pub(crate) shared: Rc<Shared>,
    pub(crate) last_error: Rc<RefCell<Option<super::kernels::KernelError>>>,
    pub(crate) launches: Rc<RefCell<u64>>,
}

/// A compiled program, ready to [`call`](Program::call).
pub struct Program {
    pub(crate) interp: Interpreter,
    pub(crate) gpu: Option<GpuSide>,
    pub(crate) sources: SourceMap,
    pub(crate) notes: Vec<String>,
    /// The `scf` loops that the GPU pipeline left on the host, with the reason.
    pub(crate) host_loops: Vec<String>,
    slots: HashMap<(String, usize), MemRefDesc>,
}

impl std::fmt::Debug for Program {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Program")
            .field("functions", &self.interp.functions())
            .field("gpu", &self.gpu.is_some())
            .finish_non_exhaustive()
    }
}

impl Program {
    pub(crate) fn new_cpu(interp: Interpreter, sources: SourceMap, notes: Vec<String>) -> Self {
        Program {
            interp,
            gpu: None,
            sources,
            notes,
            host_loops: Vec::new(),
            slots: HashMap::new(),
        }
    }

    pub(crate) fn new_gpu(
        mut interp: Interpreter,
        hooks: GpuHooks,
        sources: SourceMap,
        notes: Vec<String>,
    ) -> Self {
        let gpu = GpuSide {
            shared: Rc::clone(&hooks.shared),
            last_error: Rc::clone(&hooks.last_error),
            launches: Rc::clone(&hooks.launches),
        };
        interp.set_hooks(Box::new(hooks));
        Program {
            interp,
            gpu: Some(gpu),
            sources,
            notes,
            host_loops: Vec::new(),
            slots: HashMap::new(),
        }
    }

    /// Whether kernels run on a GPU (else on the CPU interpreter).
    pub fn on_gpu(&self) -> bool {
        self.gpu.is_some()
    }

    /// What compilation did that the user may want to know (e.g. the GPU pipeline ran).
    pub fn notes(&self) -> &[String] {
        &self.notes
    }

    /// The `scf` loops that stay on the host, each with its location and the reason.
    pub fn host_loops(&self) -> &[String] {
        &self.host_loops
    }

    /// The callable functions.
    pub fn functions(&self) -> Vec<String> {
        self.interp
            .functions()
            .into_iter()
            .map(str::to_string)
            .collect()
    }

    /// Parameter and result types of function `entry`.
    pub fn signature(&self, entry: &str) -> Option<(Vec<ParamType>, Vec<ParamType>)> {
        let (p, r) = self.interp.signature(entry)?;
        Some((
            p.iter().map(ParamType::from_val).collect(),
            r.iter().map(ParamType::from_val).collect(),
        ))
    }

    /// Per-kernel timing collected so far (GPU programs with timing enabled).
    pub fn timing(&self) -> Option<TimingLog> {
        self.gpu.as_ref().map(|g| g.shared.timing.borrow().clone())
    }

    /// Clears the collected timing.
    pub fn reset_timing(&self) {
        if let Some(g) = &self.gpu {
            *g.shared.timing.borrow_mut() = TimingLog::default();
        }
    }

    /// Kernel launches dispatched on the GPU so far.
    pub fn gpu_launches(&self) -> u64 {
        self.gpu.as_ref().map_or(0, |g| *g.launches.borrow())
    }

    /// Live device buffers of the runtime's device (for leak checks).
    pub fn device_buffer_stats(&self) -> Option<BufferStats> {
        self.gpu.as_ref().map(|g| g.shared.dev.buffer_stats())
    }

    /// Calls `entry` with `args`; program output (`printMemref*`, …) is discarded.
    pub fn call(&mut self, entry: &str, args: &[Arg<'_>]) -> Result<Outputs, RuntimeError> {
        self.call_with_output(entry, args, &mut std::io::sink())
    }

    /// Calls `entry` with `args`, writing program output to `out`.
    pub fn call_with_output(
        &mut self,
        entry: &str,
        args: &[Arg<'_>],
        out: &mut dyn Write,
    ) -> Result<Outputs, RuntimeError> {
        let Some((params, results)) = self.signature(entry) else {
            let mut names = self.functions();
            names.retain(|n| !n.contains("::"));
            return Err(RuntimeError::msg(format!(
                "no function @{entry} in the program (functions: {})",
                if names.is_empty() {
                    "none".to_string()
                } else {
                    names
                        .iter()
                        .map(|n| format!("@{n}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                }
            )));
        };
        if args.len() != params.len() {
            return Err(RuntimeError::msg(format!(
                "@{entry} takes {} arguments ({}), {} given",
                params.len(),
                params
                    .iter()
                    .map(|p| p.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
                args.len()
            )));
        }
        let mut rt_args = Vec::with_capacity(args.len());
        let mut arg_dtypes: Vec<Option<DType>> = Vec::with_capacity(args.len());
        for (i, (a, p)) in args.iter().zip(&params).enumerate() {
            let name = || format!("argument {i} (%arg{i}) of @{entry}");
            match a {
                Arg::Array {
                    dtype,
                    shape,
                    bytes,
                } => {
                    check_array(p, *dtype, shape)
                        .map_err(|m| RuntimeError::msg(format!("{}: {m}", name())))?;
                    let d = self
                        .place_array(entry, i, *dtype, shape, bytes)
                        .map_err(|m| RuntimeError::msg(format!("{}: {m}", name())))?;
                    rt_args.push(RtValue::MemRef(d));
                    arg_dtypes.push(Some(*dtype));
                }
                Arg::Scalar(v) => {
                    if matches!(p, ParamType::MemRef { .. }) {
                        return Err(RuntimeError::msg(format!(
                            "{}: a scalar was given for a parameter of type {p}",
                            name()
                        )));
                    }
                    rt_args.push(v.clone());
                    arg_dtypes.push(None);
                }
            }
        }
        let arg_descs: Vec<Option<MemRefDesc>> =
            rt_args.iter().map(|v| v.as_memref().cloned()).collect();

        let res = self.interp.call(entry, rt_args, out);
        let vals = match res {
            Ok(v) => v,
            Err(d) => {
                if let Some(g) = &self.gpu {
                    g.shared.discard();
                }
                return Err(self.located(d));
            }
        };
        // Submit what is left, reading every stale memref argument back in the same submit.
        self.sync(&arg_descs)?;

        let mut outputs = Outputs::default();
        for (d, dt) in arg_descs.iter().zip(&arg_dtypes) {
            outputs.args.push(match (d, dt) {
                (Some(d), Some(dt)) => Some(
                    self.read_array(d)
                        .and_then(|a| a.with_dtype(*dt))
                        .map_err(RuntimeError::msg)?,
                ),
                _ => None,
            });
        }
        let arg_buffers: Vec<BufferId> = arg_descs.iter().flatten().map(|d| d.buffer).collect();
        let mut freed: Vec<BufferId> = Vec::new();
        let _ = results;
        // Every result is read before any is freed: two results may be the same buffer.
        for v in &vals {
            let value = match v {
                RtValue::MemRef(d) => match DType::for_scalar(d.elem) {
                    Some(_) => Value::Array(self.read_array(d).map_err(RuntimeError::msg)?),
                    None => Value::Other,
                },
                RtValue::Vector(_) | RtValue::Func(_) | RtValue::Token => Value::Other,
                s => Value::Scalar(s.clone()),
            };
            outputs.results.push(value);
        }
        for v in &vals {
            if let RtValue::MemRef(d) = v {
                let mem = self.interp.memory_mut();
                if !arg_buffers.contains(&d.buffer)
                    && !freed.contains(&d.buffer)
                    && mem.kind(d.buffer) == Some(tessera_lowering::interp::BufferKind::Heap)
                {
                    let _ = mem.free(d.buffer).is_ok();
                    freed.push(d.buffer);
                }
            }
        }
        Ok(outputs)
    }

    /// Turns interpreter diagnostics into an error, putting the back end's located
    /// diagnostic first when a kernel failed to compile.
    fn located(&self, d: Diagnostics) -> RuntimeError {
        let kernel = self
            .gpu
            .as_ref()
            .and_then(|g| g.last_error.borrow_mut().take());
        let target_lacks = kernel.as_ref().and_then(|k| k.target_lacks.clone());
        let diags = match kernel.and_then(|k| k.diag) {
            Some(k) => {
                let k = *k;
                let launch = d.0.first().and_then(|x| x.loc.clone());
                let mut k = k.with_note(launch, "kernel launched here");
                for extra in d.0.iter().skip(1) {
                    k.notes.push(extra.clone());
                }
                Diagnostics(vec![k])
            }
            None => d,
        };
        RuntimeError::from_diags(diags, Some(&self.sources)).with_target_lacks(target_lacks)
    }

    /// Submits pending GPU work and downloads every stale buffer among `descs` in the
    /// same submit.
    fn sync(&mut self, descs: &[Option<MemRefDesc>]) -> Result<(), RuntimeError> {
        let Some(g) = &self.gpu else {
            return Ok(());
        };
        let shared = Rc::clone(&g.shared);
        let mem = self.interp.memory_mut();
        let mut ids: Vec<BufferId> = Vec::new();
        let mut bufs: Vec<Arc<DeviceBuffer>> = Vec::new();
        for d in descs.iter().flatten() {
            if ids.contains(&d.buffer) {
                continue;
            }
            if let Some(Storage::Device(b)) = mem.storage_mut(d.buffer) {
                if let Some(gm) = b.as_any_mut().downcast_mut::<GpuMem>() {
                    if let Some(s) = gm.stale_storage() {
                        ids.push(d.buffer);
                        bufs.push(s);
                    }
                }
            }
        }
        let refs: Vec<&DeviceBuffer> = bufs.iter().map(|b| &**b).collect();
        let data = shared
            .submit(&refs)
            .map_err(|m| RuntimeError::msg(format!("GPU execution failed: {m}")))?;
        for (id, bytes) in ids.iter().zip(&data) {
            if let Some(Storage::Device(b)) = mem.storage_mut(*id) {
                if let Some(gm) = b.as_any_mut().downcast_mut::<GpuMem>() {
                    gm.accept_download(bytes).map_err(RuntimeError::msg)?;
                }
            }
        }
        Ok(())
    }

    /// Copies the view `d` to a host array.
    fn read_array(&mut self, d: &MemRefDesc) -> Result<HostArray, String> {
        let dtype = DType::for_scalar(d.elem)
            .ok_or_else(|| format!("memref of {} has no host array type", d.elem.spelling()))?;
        let shape: Vec<usize> = d.sizes.iter().map(|&s| s.max(0) as usize).collect();
        let mem = self.interp.memory_mut();
        let whole = d.is_contiguous()
            && d.offset == 0
            && d.byte_base == 0
            && mem.len(d.buffer) == Some(d.num_elements().max(0) as usize * d.elem.byte_size());
        let bytes = if whole {
            match mem.storage_mut(d.buffer) {
                Some(Storage::Host(v)) => v.clone(),
                Some(Storage::Device(b)) => match b.as_any_mut().downcast_mut::<GpuMem>() {
                    Some(gm) => {
                        gm.ensure_host()?;
                        gm.host_bytes().to_vec()
                    }
                    None => mem.read_bytes(d)?,
                },
                _ => mem.read_bytes(d)?,
            }
        } else {
            mem.read_bytes(d)?
        };
        HostArray::from_bytes(dtype, shape, bytes)
    }

    /// The memref for argument `i` of `entry`: the buffer of the previous call when its
    /// shape matches (overwritten in place), else a new one.
    fn place_array(
        &mut self,
        entry: &str,
        i: usize,
        dtype: DType,
        shape: &[usize],
        bytes: &[u8],
    ) -> Result<MemRefDesc, String> {
        let key = (entry.to_string(), i);
        let sizes: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
        let mem = self.interp.memory_mut();
        if let Some(old) = self.slots.get(&key) {
            let reusable = mem.is_live(old.buffer)
                && old.sizes == sizes
                && old.is_contiguous()
                && old.offset == 0
                && old.byte_base == 0
                && mem.len(old.buffer) == Some(bytes.len());
            if reusable {
                let d = old.clone();
                match mem.storage_mut(d.buffer) {
                    Some(Storage::Host(v)) => v.copy_from_slice(bytes),
                    Some(Storage::Device(b)) => match b.as_any_mut().downcast_mut::<GpuMem>() {
                        Some(gm) => gm.overwrite(bytes)?,
                        None => mem.write_bytes(&d, bytes)?,
                    },
                    _ => mem.write_bytes(&d, bytes)?,
                }
                return Ok(d);
            }
            if mem.is_live(old.buffer) {
                let _ = mem.free(old.buffer).is_ok();
            }
        }
        let _ = dtype;
        let param = self
            .interp
            .signature(entry)
            .and_then(|(p, _)| p.get(i).cloned());
        let d = match param {
            Some(ValType::MemRef {
                shape: Some(pshape),
                ..
            }) => {
                let dyn_sizes: Vec<i64> = pshape
                    .iter()
                    .zip(&sizes)
                    .filter(|(p, _)| **p == tessera_lowering::ir::DYNAMIC)
                    .map(|(_, s)| *s)
                    .collect();
                self.interp.alloc_param(entry, i, &dyn_sizes)?
            }
            Some(ValType::MemRef {
                elem, shape: None, ..
            }) => self.interp.memory_mut().alloc_memref(elem, &sizes)?,
            _ => return Err("parameter is not a memref".into()),
        };
        let mem = self.interp.memory_mut();
        let direct = d.is_contiguous()
            && d.offset == 0
            && d.byte_base == 0
            && mem.len(d.buffer) == Some(bytes.len());
        match mem.storage_mut(d.buffer) {
            Some(Storage::Host(v)) if direct => v.copy_from_slice(bytes),
            _ => mem.write_bytes(&d, bytes)?,
        }
        self.slots.insert(key, d.clone());
        Ok(d)
    }
}

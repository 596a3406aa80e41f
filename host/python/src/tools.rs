//! `tessera.validate`, `tessera.bench`, `tessera.devices` and the kernel library, on the
//! host crate's validation suite, bench driver and adapter list, and on
//! `tessera-kernels`' typed API.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};
use tessera_host::gpu::{enumerate_adapters, BackendChoice, GpuOptions};
use tessera_host::runtime::{Backend, DType, HostArray};
use tessera_host::validate::{
    validate_source, DeviceChoice, PathKind, PathStatus, ValidateOptions, ValidationReport,
};
use tessera_kernels::{KernelRuntime, Tensor};

use crate::arrays::{to_numpy, ArrayArg};
use crate::cache::{lock, Exclusive};
use crate::errors::{guard, Failure};
use crate::module::read_source;

fn report_dict<'py>(py: Python<'py>, r: &ValidationReport) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("file", &r.file)?;
    d.set_item("entry", &r.entry)?;
    d.set_item("passed", r.passed())?;
    d.set_item("outputs", &r.outputs)?;
    d.set_item("failures", &r.failures)?;
    d.set_item("table", r.render())?;
    let rows = PyList::empty(py);
    for p in &r.paths {
        let row = PyDict::new(py);
        let (status, message) = match &p.status {
            PathStatus::Reference => ("reference", None),
            PathStatus::Ok => ("ok", None),
            PathStatus::Mismatch => ("mismatch", None),
            PathStatus::Error(m) => ("error", Some(m.clone())),
            PathStatus::Skipped(m) => ("skipped", Some(m.clone())),
            PathStatus::Unsupported(m) => ("unsupported", Some(m.clone())),
            PathStatus::Deviation(m) => ("deviation", Some(m.clone())),
        };
        row.set_item("name", &p.name)?;
        row.set_item("is_gpu", p.is_gpu)?;
        row.set_item("status", status)?;
        row.set_item("message", message)?;
        let c = p.comparison.as_ref();
        row.set_item("max_abs", c.map(|c| c.max_abs))?;
        row.set_item("max_rel", c.map(|c| c.max_rel))?;
        row.set_item("compared", c.map_or(0, |c| c.compared))?;
        row.set_item("mismatches", c.map_or(0, |c| c.mismatches))?;
        row.set_item("details", c.map(|c| c.details.clone()).unwrap_or_default())?;
        row.set_item("kernels", p.kernels)?;
        row.set_item("launches", p.launches)?;
        row.set_item("elapsed_s", p.elapsed.as_secs_f64())?;
        row.set_item("notes", &p.notes)?;
        rows.append(row)?;
    }
    d.set_item("paths", rows)?;
    Ok(d)
}

/// Validates a function of `source` on every path (the CPU reference, the lowered CPU
/// path, the GPU shader paths) as `tessera validate` does; returns the report as a dict
/// (the Python wrapper makes dataclasses of it).
#[pyfunction]
#[pyo3(signature = (source, *, entry = "main", backend = None, paths = None, unchecked = false))]
pub(crate) fn validate<'py>(
    py: Python<'py>,
    source: &Bound<'py, PyAny>,
    entry: &str,
    backend: Option<&str>,
    paths: Option<Vec<String>>,
    unchecked: bool,
) -> PyResult<Bound<'py, PyDict>> {
    let r = (|| {
        let (text, file) = read_source(source)?;
        let mut opts = ValidateOptions {
            entry: entry.to_string(),
            unchecked,
            ..ValidateOptions::default()
        };
        if let Some(p) = paths {
            opts.paths = p
                .iter()
                .map(|s| PathKind::parse(s))
                .collect::<Result<_, _>>()
                .map_err(Failure::Value)?;
            opts.explicit_paths = true;
        }
        match backend {
            None | Some("auto") => {}
            Some("cpu" | "none") => {
                opts.paths.retain(|p| !matches!(p, PathKind::Gpu(_)));
                opts.device = DeviceChoice::None;
                opts.require_gpu = false;
            }
            Some(b) => {
                let choice: BackendChoice = b.parse().map_err(Failure::Value)?;
                opts.device = if choice == BackendChoice::All {
                    DeviceChoice::All(GpuOptions::for_tests())
                } else {
                    DeviceChoice::With(GpuOptions {
                        backend: choice,
                        ..GpuOptions::for_tests()
                    })
                };
            }
        }
        py.detach(|| {
            guard(|| {
                let r = validate_source(&text, &file, &opts).map_err(Failure::Compile);
                let _ = tessera_lowering::diag::take_remarks();
                r
            })
        })
    })();
    let report = r.map_err(|f| f.into_py(py))?;
    report_dict(py, &report)
}

/// A `tessera bench` option value as command-line words.
fn flag_words(key: &str, v: &Bound<'_, PyAny>, out: &mut Vec<String>) -> Result<(), Failure> {
    let flag = format!("--{}", key.replace('_', "-"));
    if let Ok(b) = v.extract::<bool>() {
        if b {
            out.push(flag);
        }
        return Ok(());
    }
    if let Ok(d) = v.cast::<PyDict>() {
        let mut parts = Vec::new();
        for (k, x) in d.iter() {
            parts.push(format!(
                "{}={}",
                k.str().map_err(|e| Failure::Type(e.to_string()))?,
                x.str().map_err(|e| Failure::Type(e.to_string()))?
            ));
        }
        out.push(flag);
        out.push(parts.join(","));
        return Ok(());
    }
    if let (false, Ok(items)) = (
        v.extract::<String>().is_ok(),
        v.extract::<Vec<Bound<'_, PyAny>>>(),
    ) {
        for x in items {
            flag_words(key, &x, out)?;
        }
        return Ok(());
    }
    let s = v.str().map_err(|e| Failure::Type(format!("{key}: {e}")))?;
    out.push(flag);
    out.push(s.to_string());
    Ok(())
}

/// Runs `tessera bench --json` on `source` (or on library kernels named with
/// `kernel=`/`size=`); keyword options are the command's options. Returns the JSON text.
#[pyfunction]
#[pyo3(signature = (source = None, **options))]
pub(crate) fn bench(
    py: Python<'_>,
    source: Option<&Bound<'_, PyAny>>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    let r = (|| {
        let mut words = Vec::new();
        let text = match source {
            Some(s) => {
                let (text, _) = read_source(s)?;
                words.push("-".to_string());
                Some(text)
            }
            None => None,
        };
        if let Some(d) = options {
            for (k, v) in d.iter() {
                let k: String = k
                    .extract()
                    .map_err(|e: PyErr| Failure::Type(e.to_string()))?;
                flag_words(&k, &v, &mut words)?;
            }
        }
        words.push("--json".into());
        let args = tessera_host::cli::bench::parse_bench_args(&words).map_err(Failure::Value)?;
        py.detach(|| {
            guard(|| {
                let (mut out, mut err) = (Vec::new(), Vec::new());
                let code =
                    tessera_host::cli::bench::run(&args, text.as_deref(), &mut out, &mut err);
                let _ = tessera_lowering::diag::take_remarks();
                let err = String::from_utf8_lossy(&err).into_owned();
                match code {
                    0 => Ok(String::from_utf8_lossy(&out).into_owned()),
                    _ if err.contains("no GPU adapter") || err.contains("cannot open a GPU") => {
                        Err(Failure::Device(err))
                    }
                    _ => Err(Failure::Run(err)),
                }
            })
        })
    })();
    r.map_err(|f| f.into_py(py))
}

/// The GPU adapters wgpu finds on `backend` (`all` by default), as dicts.
#[pyfunction]
#[pyo3(signature = (backend = "all"))]
pub(crate) fn devices<'py>(py: Python<'py>, backend: &str) -> PyResult<Bound<'py, PyList>> {
    let choice: BackendChoice = backend
        .parse()
        .map_err(|m: String| Failure::Value(m).into_py(py))?;
    let adapters = py
        .detach(|| guard(|| Ok(enumerate_adapters(choice))))
        .map_err(|f| f.into_py(py))?;
    let out = PyList::empty(py);
    for a in adapters {
        let d = PyDict::new(py);
        d.set_item("name", &a.name)?;
        d.set_item("backend", format!("{:?}", a.backend).to_lowercase())?;
        d.set_item("device_type", format!("{:?}", a.device_type))?;
        d.set_item("vendor", a.vendor)?;
        d.set_item("device", a.device)?;
        d.set_item("driver", &a.driver)?;
        d.set_item("driver_info", &a.driver_info)?;
        d.set_item("compute", a.compute)?;
        d.set_item("features", &a.features)?;
        d.set_item("tessera_features", a.tessera_features.to_string())?;
        let l = PyDict::new(py);
        l.set_item(
            "max_compute_invocations_per_workgroup",
            a.limits.max_compute_invocations_per_workgroup,
        )?;
        l.set_item(
            "max_compute_workgroup_storage_size",
            a.limits.max_compute_workgroup_storage_size,
        )?;
        l.set_item(
            "max_storage_buffer_binding_size",
            a.limits.max_storage_buffer_binding_size,
        )?;
        l.set_item("max_buffer_size", a.limits.max_buffer_size)?;
        l.set_item(
            "max_compute_workgroups_per_dimension",
            a.limits.max_compute_workgroups_per_dimension,
        )?;
        l.set_item(
            "max_compute_workgroup_size",
            a.limits.max_compute_workgroup_size.to_vec(),
        )?;
        d.set_item("limits", l)?;
        d.set_item("subgroup_min_size", a.subgroup_min_size)?;
        d.set_item("subgroup_max_size", a.subgroup_max_size)?;
        d.set_item("denorm_preserve", a.float_controls.denorm_preserve.clone())?;
        d.set_item(
            "signed_zero_inf_nan_preserve",
            a.float_controls.signed_zero_inf_nan_preserve.clone(),
        )?;
        out.append(d)?;
    }
    Ok(out)
}

type SharedKernels = Arc<Mutex<Exclusive<KernelRuntime>>>;

/// One kernel runtime per backend (each caches its compiled kernels per shape).
fn kernel_runtime(b: Backend) -> Result<SharedKernels, Failure> {
    static C: OnceLock<Mutex<HashMap<Backend, SharedKernels>>> = OnceLock::new();
    let mut c = lock(C.get_or_init(Default::default));
    if let Some(k) = c.get(&b) {
        return Ok(Arc::clone(k));
    }
    let k = KernelRuntime::new(b).map_err(|e| Failure::Device(e.message().to_string()))?;
    let k = Arc::new(Mutex::new(Exclusive::new(k)));
    c.insert(b, Arc::clone(&k));
    Ok(k)
}

/// The kernels `kernel` runs, with their tensor argument counts and whether they take a
/// float scalar first.
const KERNELS: &[(&str, usize, bool)] = &[
    ("matmul", 2, false),
    ("batched_matmul", 2, false),
    ("matmul_bias_relu", 3, false),
    ("gemv", 2, false),
    ("transpose", 1, false),
    ("nchw_to_nhwc", 1, false),
    ("silu", 1, false),
    ("bias_scale", 3, false),
    ("conv2d_nchw", 2, false),
    ("conv2d_nhwc", 2, false),
    ("depthwise_conv2d", 2, false),
    ("maxpool2d", 1, false),
    ("avgpool2d", 1, false),
    ("row_sum", 1, false),
    ("row_max", 1, false),
    ("col_sum", 1, false),
    ("col_max", 1, false),
    ("softmax", 1, false),
    ("layernorm", 3, false),
    ("jacobi2d_step", 1, false),
    ("jacobi3d_step", 1, false),
    ("saxpy", 2, true),
];

/// The kernel names [`kernel`] accepts.
#[pyfunction]
pub(crate) fn kernel_names() -> Vec<&'static str> {
    KERNELS.iter().map(|k| k.0).collect()
}

fn call_kernel(
    rt: &KernelRuntime,
    name: &str,
    t: &[Tensor<f32>],
    alpha: f32,
) -> tessera_kernels::Result<Tensor<f32>> {
    use tessera_kernels as k;
    match (name, t) {
        ("matmul", [a, b]) => k::matmul(rt, a, b),
        ("batched_matmul", [a, b]) => k::batched_matmul(rt, a, b),
        ("matmul_bias_relu", [a, b, c]) => k::matmul_bias_relu(rt, a, b, c),
        ("gemv", [a, x]) => k::gemv(rt, a, x),
        ("transpose", [a]) => k::transpose(rt, a),
        ("nchw_to_nhwc", [a]) => k::nchw_to_nhwc(rt, a),
        ("silu", [a]) => k::silu(rt, a),
        ("bias_scale", [x, s, b]) => k::bias_scale(rt, x, s, b),
        ("conv2d_nchw", [x, w]) => k::conv2d_nchw(rt, x, w),
        ("conv2d_nhwc", [x, w]) => k::conv2d_nhwc(rt, x, w),
        ("depthwise_conv2d", [x, w]) => k::depthwise_conv2d(rt, x, w),
        ("maxpool2d", [a]) => k::maxpool2d(rt, a),
        ("avgpool2d", [a]) => k::avgpool2d(rt, a),
        ("row_sum", [a]) => k::row_sum(rt, a),
        ("row_max", [a]) => k::row_max(rt, a),
        ("col_sum", [a]) => k::col_sum(rt, a),
        ("col_max", [a]) => k::col_max(rt, a),
        ("softmax", [a]) => k::softmax(rt, a),
        ("layernorm", [x, g, b]) => k::layernorm(rt, x, g, b),
        ("jacobi2d_step", [a]) => k::jacobi2d_step(rt, a),
        ("jacobi3d_step", [a]) => k::jacobi3d_step(rt, a),
        ("saxpy", [x, y]) => k::saxpy(rt, alpha, x, y),
        _ => Err(tessera_kernels::KernelError::new(format!(
            "{name}: no such kernel with {} tensor arguments",
            t.len()
        ))),
    }
}

/// Runs library kernel `name` on float32 arrays (`alpha` is SAXPY's scalar) on
/// `backend`; returns the output array.
#[pyfunction]
#[pyo3(signature = (name, *arrays, alpha = 0.0, backend = "auto"))]
pub(crate) fn kernel<'py>(
    py: Python<'py>,
    name: &str,
    arrays: &Bound<'py, PyTuple>,
    alpha: f32,
    backend: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let r = (|| {
        let Some(&(_, n, _)) = KERNELS.iter().find(|k| k.0 == name) else {
            return Err(Failure::Value(format!(
                "unknown kernel {name:?} (known: {})",
                kernel_names().join(", ")
            )));
        };
        if arrays.len() != n {
            return Err(Failure::Type(format!(
                "{name} takes {n} arrays, {} given",
                arrays.len()
            )));
        }
        let b: Backend = backend.parse().map_err(Failure::Value)?;
        let mut tensors = Vec::with_capacity(n);
        for (i, a) in arrays.iter().enumerate() {
            let what = format!("{name}: argument {i}");
            let arr = ArrayArg::from_object(&a, &what)?
                .ok_or_else(|| Failure::Type(format!("{what}: expected a numpy float32 array")))?;
            if arr.dtype != DType::F32 {
                return Err(Failure::Type(format!(
                    "{what}: the kernel library computes in float32, got {}; pass x.astype(numpy.float32)",
                    arr.dtype
                )));
            }
            let h = HostArray::from_bytes(DType::F32, arr.shape.clone(), arr.bytes().to_vec())
                .and_then(|h| h.to_buffer::<f32>())
                .map_err(|m| Failure::Value(format!("{what}: {m}")))?;
            tensors.push(h);
        }
        let out = py.detach(|| {
            guard(|| {
                let rt = kernel_runtime(b)?;
                let mut g = lock(&rt);
                call_kernel(g.get_mut(), name, &tensors, alpha).map_err(|e| {
                    let m = e.message().to_string();
                    // The typed API's own shape checks: `name: what must have rank N ...`
                    // or `name: what is X, expected Y`.
                    if m.starts_with(&format!("{name}: "))
                        && (m.contains("must have rank") || m.contains(", expected "))
                    {
                        Failure::Value(m)
                    } else {
                        Failure::Run(m)
                    }
                })
            })
        })?;
        Ok(to_numpy(py, &out.to_array()))
    })();
    r.map_err(|f| f.into_py(py))
}

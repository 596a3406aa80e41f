//! `tessera.compile` and `tessera.Module`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};
use tessera_host::runtime::{parse_shader_path, Arg, Backend, ParamType, Value};

use crate::arrays::{scalar, scalar_to_py, to_numpy, ArrayArg};
use crate::cache::{self, lock, ProgramKey, RuntimeKey, SharedProgram};
use crate::errors::{guard, Failure};

/// Reads `source`: a path (`os.PathLike`, or a one-line string naming a file) or MLIR
/// text. Returns `(text, file name for diagnostics)`.
pub(crate) fn read_source(source: &Bound<'_, PyAny>) -> Result<(String, String), Failure> {
    let path: Option<String> = if let Ok(s) = source.cast::<PyString>() {
        let s = s.to_string();
        (!s.contains('\n') && std::path::Path::new(&s).is_file()).then_some(s)
    } else if source.hasattr("__fspath__").unwrap_or(false) {
        let p = source
            .call_method0("__fspath__")
            .and_then(|p| p.extract::<String>())
            .map_err(|e| Failure::Type(format!("source: {e}")))?;
        Some(p)
    } else {
        return Err(Failure::Type(
            "source must be MLIR text (str) or a path (str or os.PathLike)".into(),
        ));
    };
    match path {
        Some(p) => {
            let text = std::fs::read_to_string(&p)
                .map_err(|e| Failure::Value(format!("cannot read '{p}': {e}")))?;
            Ok((text, p))
        }
        None => Ok((
            source.extract::<String>().unwrap_or_default(),
            "<input>".into(),
        )),
    }
}

/// A pass option value as pipeline text: `true`, `8`, `8,8,1`, `lavapipe`.
fn option_text(key: &str, v: &Bound<'_, PyAny>) -> Result<String, Failure> {
    if let Ok(b) = v.extract::<bool>() {
        return Ok(b.to_string());
    }
    if let Ok(i) = v.extract::<i64>() {
        return Ok(i.to_string());
    }
    if let Ok(s) = v.extract::<String>() {
        return Ok(s);
    }
    if let Ok(l) = v.extract::<Vec<i64>>() {
        return Ok(l
            .iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(","));
    }
    Err(Failure::Type(format!(
        "pipeline option {key}: expected a bool, int, str or a sequence of ints"
    )))
}

/// The input name handed to the CLI drivers (a name starting with `-` reads as an option).
fn cli_name(file: &str) -> String {
    if file.starts_with('-') {
        "-".into()
    } else {
        file.into()
    }
}

/// Runs a pass pipeline over `text` with the `tessera opt` driver; returns the output.
fn run_opt(text: &str, file: &str, pipeline: &str) -> Result<String, Failure> {
    let args = tessera_host::cli::opt::parse_opt_args(&[
        format!("--pass-pipeline={pipeline}"),
        cli_name(file),
    ])
    .map_err(|m| Failure::Value(format!("pipeline {pipeline:?}: {m}")))?;
    let (out, err, code) = tessera_host::cli::opt::run(&args, text);
    let _ = tessera_lowering::diag::take_remarks();
    if code != 0 {
        return Err(Failure::Compile(err));
    }
    Ok(out)
}

/// Compiles MLIR source for [`Module::run`].
///
/// `source` is MLIR text or a path. `gpu::target` is the SPIR-V target description used by
/// `translate` (e.g. `"webgpu,+float16"`). Keyword options are `tessera-gpu-pipeline`
/// options (`workgroup_size=(8, 8, 1)`, `unchecked=True`, ...): when given, the
/// pipeline runs now with them; otherwise each GPU plans it for its own limits.
#[pyfunction]
#[pyo3(signature = (source, *, target=None, **options))]
pub(crate) fn compile(
    py: Python<'_>,
    source: &Bound<'_, PyAny>,
    target: Option<String>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Module> {
    let r = (|| {
        let (mut text, file) = read_source(source)?;
        if let Some(t) = &target {
            t.parse::<tessera_spirv::Target>()
                .map_err(|m| Failure::Value(format!("target {t:?}: {m}")))?;
        }
        let mut opts = Vec::new();
        if let Some(d) = options {
            for (k, v) in d.iter() {
                let k: String = k
                    .extract()
                    .map_err(|e| Failure::Type(format!("option name: {e}")))?;
                opts.push(format!("{}={}", k.replace('_', "-"), option_text(&k, &v)?));
            }
        }
        let pipeline = (!opts.is_empty())
            .then(|| format!("builtin.module(tessera-gpu-pipeline{{{}}})", opts.join(" ")));
        py.detach(|| {
            guard(|| {
                if let Some(p) = &pipeline {
                    text = run_opt(&text, &file, p)?;
                }
                let text: Arc<str> = text.into();
                // Parse and verify now (on the CPU runtime), so errors show at compile.
                let key = ProgramKey {
                    text: Arc::clone(&text),
                    file: file.clone(),
                    runtime: RuntimeKey::cpu(),
                };
                let program = cache::program(&key)?;
                let mut functions = lock(&program).get_mut().functions();
                functions.retain(|f| !f.contains("::"));
                let mut programs = HashMap::new();
                programs.insert(RuntimeKey::cpu(), program);
                Ok((text, file, functions, programs))
            })
        })
    })();
    let (text, file, functions, programs) = r.map_err(|f| f.into_py(py))?;
    Ok(Module {
        text,
        file,
        target,
        functions,
        programs: Mutex::new(programs),
    })
}

/// A compiled MLIR module: call its functions on numpy arrays with [`Module::run`].
#[pyclass(module = "tessera", frozen)]
pub(crate) struct Module {
    text: Arc<str>,
    file: String,
    target: Option<String>,
    functions: Vec<String>,
    /// The module's compiled program per runtime (also in the process cache).
    programs: Mutex<HashMap<RuntimeKey, SharedProgram>>,
}

impl Module {
    fn program(&self, key: &RuntimeKey) -> Result<SharedProgram, Failure> {
        if let Some(p) = lock(&self.programs).get(key) {
            return Ok(Arc::clone(p));
        }
        let p = cache::program(&ProgramKey {
            text: Arc::clone(&self.text),
            file: self.file.clone(),
            runtime: key.clone(),
        })?;
        lock(&self.programs).insert(key.clone(), Arc::clone(&p));
        Ok(p)
    }

    fn runtime_key(
        backend: &str,
        shader_path: Option<&str>,
        limits: Option<&Bound<'_, PyDict>>,
    ) -> Result<RuntimeKey, Failure> {
        let backend: Backend = backend.parse().map_err(Failure::Value)?;
        let shader_path = shader_path
            .map(parse_shader_path)
            .transpose()
            .map_err(Failure::Value)?;
        let mut l = Vec::new();
        if let Some(d) = limits {
            for (k, v) in d.iter() {
                let k: String = k
                    .extract()
                    .map_err(|e| Failure::Type(format!("limit name: {e}")))?;
                let v: u64 = v
                    .extract()
                    .map_err(|e| Failure::Type(format!("limit {k}: {e}")))?;
                l.push(format!("{k}={v}"));
            }
        }
        l.sort();
        Ok(RuntimeKey {
            backend,
            shader_path,
            limits: l,
        })
    }

    fn run_inner<'py>(
        &self,
        py: Python<'py>,
        func: &str,
        args: &Bound<'py, PyTuple>,
        key: RuntimeKey,
    ) -> Result<Bound<'py, PyAny>, Failure> {
        let program = py.detach(|| guard(|| self.program(&key)))?;
        let (params, _) = lock(&program).get_mut().signature(func).ok_or_else(|| {
            Failure::Value(format!(
                "no function @{func} in the module (functions: {})",
                self.functions
                    .iter()
                    .map(|f| format!("@{f}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        })?;
        if args.len() != params.len() {
            return Err(Failure::Type(format!(
                "@{func} takes {} arguments ({}), {} given",
                params.len(),
                params
                    .iter()
                    .map(|p| p.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
                args.len()
            )));
        }
        let mut prepared: Vec<Prepared<'py>> = Vec::with_capacity(params.len());
        for (i, (a, p)) in args.iter().zip(&params).enumerate() {
            let what = format!("argument {i} (%arg{i}) of @{func}");
            let arr = ArrayArg::from_object(&a, &what)?;
            prepared.push(match (p, arr) {
                (ParamType::MemRef { elem, .. }, Some(arr)) => {
                    if !arr.dtype.matches(*elem) {
                        let want = tessera_host::runtime::DType::for_scalar(*elem)
                            .map(|d| d.name().to_string())
                            .unwrap_or_else(|| "an unsupported dtype".into());
                        return Err(Failure::Type(format!(
                            "{what}: dtype {} does not match parameter type {p} (expects {want})",
                            arr.dtype
                        )));
                    }
                    if !p.accepts_shape(&arr.shape) {
                        return Err(Failure::Value(format!(
                            "{what}: shape {} does not match parameter type {p}",
                            tessera_host::runtime::shape_string(&arr.shape)
                        )));
                    }
                    Prepared::Array(arr)
                }
                (ParamType::MemRef { .. }, None) => {
                    return Err(Failure::Type(format!(
                        "{what}: parameter type {p} takes a numpy array, got {}",
                        type_name(&a)
                    )))
                }
                (ParamType::Scalar(s), None) => Prepared::Scalar(scalar(&a, *s, &what)?),
                (ParamType::Scalar(_), Some(arr)) => {
                    return Err(Failure::Type(format!(
                        "{what}: parameter type {p} takes a number, got an array ({} {})",
                        arr.dtype,
                        tessera_host::runtime::shape_string(&arr.shape)
                    )))
                }
                (ParamType::Other, _) => {
                    return Err(Failure::Type(format!(
                        "{what}: parameter type {p} cannot be passed from Python"
                    )))
                }
            });
        }
        let call_args: Vec<Arg<'_>> = prepared
            .iter()
            .map(|a| match a {
                Prepared::Array(a) => Arg::Array {
                    dtype: a.dtype,
                    shape: &a.shape,
                    bytes: a.bytes(),
                },
                Prepared::Scalar(v) => Arg::Scalar(v.clone()),
            })
            .collect();
        let outputs = py.detach(|| {
            guard(|| {
                lock(&program)
                    .get_mut()
                    .call(func, &call_args)
                    .map_err(|e| Failure::Run(e.render()))
            })
        })?;
        drop(call_args);
        for (i, a) in prepared.iter().enumerate() {
            if let (Prepared::Array(a), Some(Some(out))) = (a, outputs.args.get(i)) {
                a.write_back(out, &format!("argument {i} (%arg{i}) of @{func}"))?;
            }
        }
        let mut results = Vec::with_capacity(outputs.results.len());
        for r in &outputs.results {
            results.push(match r {
                Value::Array(a) => to_numpy(py, a),
                Value::Scalar(v) => scalar_to_py(py, v).map_err(|e| Failure::Run(e.to_string()))?,
                Value::Other => py.None().into_bound(py),
            });
        }
        Ok(match results.len() {
            0 => py.None().into_bound(py),
            1 => results.remove(0),
            _ => PyTuple::new(py, results)
                .map_err(|e| Failure::Run(e.to_string()))?
                .into_any(),
        })
    }
}

/// A call argument converted from Python.
enum Prepared<'py> {
    Array(ArrayArg<'py>),
    Scalar(tessera_lowering::interp::RtValue),
}

fn type_name(a: &Bound<'_, PyAny>) -> String {
    a.get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "?".into())
}

#[pymethods]
impl Module {
    /// Calls function `func` with numpy arrays (memref parameters) and Python numbers
    /// (integer, index and float parameters).
    ///
    /// Memref arguments are updated in place: after the call each array holds what the
    /// function left in it (kernels write their outputs into arguments). Returns the
    /// function's results: `None`, one value, or a tuple.
    #[pyo3(signature = (func, *args, backend = "auto", shader_path = None, limits = None))]
    fn run<'py>(
        &self,
        py: Python<'py>,
        func: &str,
        args: &Bound<'py, PyTuple>,
        backend: &str,
        shader_path: Option<&str>,
        limits: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        Self::runtime_key(backend, shader_path, limits)
            .and_then(|key| self.run_inner(py, func, args, key))
            .map_err(|f| f.into_py(py))
    }

    /// The callable (host) functions, in program order.
    #[getter]
    fn functions<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(py, &self.functions)
    }

    /// The module's MLIR text (after the pipeline, when compiled with options).
    #[getter]
    fn text(&self) -> &str {
        &self.text
    }

    /// The file name used in diagnostics.
    #[getter]
    fn file(&self) -> &str {
        &self.file
    }

    /// `(parameter types, result types)` of `func`, spelled as MLIR types.
    fn signature(&self, py: Python<'_>, func: &str) -> PyResult<(Vec<String>, Vec<String>)> {
        let p = self
            .program(&RuntimeKey::cpu())
            .map_err(|f| f.into_py(py))?;
        let sig = lock(&p).get_mut().signature(func);
        let (a, r) = sig.ok_or_else(|| {
            Failure::Value(format!("no function @{func} in the module")).into_py(py)
        })?;
        Ok((
            a.iter().map(|t| t.to_string()).collect(),
            r.iter().map(|t| t.to_string()).collect(),
        ))
    }

    /// The module's kernels in a shader language (`wgsl`, `spirv-asm`, `msl`, `hlsl`,
    /// `glsl`), one `// ---- kernel @module::@name` section per kernel, as
    /// `tessera translate` prints them.
    #[pyo3(signature = (to = "wgsl", target = None))]
    fn translate(&self, py: Python<'_>, to: &str, target: Option<&str>) -> PyResult<String> {
        let r = (|| {
            if matches!(to, "spirv" | "webgpu") {
                return Err(Failure::Value(format!(
                    "translate(to={to:?}) writes files; use the CLI (`tessera translate --to {to} -o OUT`), or to=\"spirv-asm\" for text"
                )));
            }
            let mut a = vec![cli_name(&self.file), "--to".into(), to.into()];
            if let Some(t) = target.or(self.target.as_deref()) {
                a.push("--target".into());
                a.push(t.into());
            }
            let args =
                tessera_host::cli::translate::parse_translate_args(&a).map_err(Failure::Value)?;
            py.detach(|| {
                guard(|| {
                    let (mut out, mut err) = (Vec::new(), Vec::new());
                    let code =
                        tessera_host::cli::translate::run(&args, &self.text, &mut out, &mut err);
                    let _ = tessera_lowering::diag::take_remarks();
                    if code != 0 {
                        return Err(Failure::Compile(String::from_utf8_lossy(&err).into_owned()));
                    }
                    Ok(String::from_utf8_lossy(&out).into_owned())
                })
            })
        })();
        r.map_err(|f| f.into_py(py))
    }

    /// Runs a pass pipeline (`tessera opt --pass-pipeline` syntax, e.g.
    /// `"builtin.module(canonicalize,cse)"`) and returns the result as a new Module.
    fn opt(&self, py: Python<'_>, pipeline: &str) -> PyResult<Module> {
        let r = py.detach(|| {
            guard(|| {
                let text: Arc<str> = run_opt(&self.text, &self.file, pipeline)?.into();
                let key = ProgramKey {
                    text: Arc::clone(&text),
                    file: self.file.clone(),
                    runtime: RuntimeKey::cpu(),
                };
                let program = cache::program(&key)?;
                let mut functions = lock(&program).get_mut().functions();
                functions.retain(|f| !f.contains("::"));
                let mut programs = HashMap::new();
                programs.insert(RuntimeKey::cpu(), program);
                Ok(Module {
                    text,
                    file: self.file.clone(),
                    target: self.target.clone(),
                    functions,
                    programs: Mutex::new(programs),
                })
            })
        });
        r.map_err(|f| f.into_py(py))
    }

    fn __str__(&self) -> &str {
        &self.text
    }

    fn __repr__(&self) -> String {
        format!(
            "<tessera.Module {} functions=[{}]>",
            self.file,
            self.functions
                .iter()
                .map(|f| format!("@{f}"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
}

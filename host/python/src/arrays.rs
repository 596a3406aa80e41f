//! numpy arrays and Python numbers in, numpy arrays and Python numbers out.
//!
//! An array argument must be C-contiguous, aligned and in native byte order to be
//! borrowed as it is; any other array (Fortran order, strided views, byte-swapped) is
//! copied to such an array first, and the copy is written back into the original after
//! the call. [`layout_copies`] counts those copies so tests can check that contiguous
//! arrays are not copied.

use std::sync::atomic::{AtomicU64, Ordering};

use numpy::npyffi::flags::{NPY_ARRAY_ALIGNED, NPY_ARRAY_WRITEABLE};
use numpy::prelude::*;
use numpy::{IxDyn, PyArrayDyn, PyUntypedArray};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat, PyInt};
use tessera_host::runtime::{DType, HostArray};
use tessera_lowering::interp::{RtValue, Scalar};

use crate::errors::Failure;

static COPIES: AtomicU64 = AtomicU64::new(0);

/// How many array arguments were copied because of their layout, in this process.
#[pyfunction]
pub(crate) fn layout_copies() -> u64 {
    COPIES.load(Ordering::Relaxed)
}

/// The element type of a numpy dtype, if Tessera has it.
pub(crate) fn dtype_of(a: &Bound<'_, PyUntypedArray>) -> Option<DType> {
    let d = a.dtype();
    Some(match (d.kind(), d.itemsize()) {
        (b'b', 1) => DType::Bool,
        (b'i', 1) => DType::I8,
        (b'i', 2) => DType::I16,
        (b'i', 4) => DType::I32,
        (b'i', 8) => DType::I64,
        (b'u', 1) => DType::U8,
        (b'u', 2) => DType::U16,
        (b'u', 4) => DType::U32,
        (b'u', 8) => DType::U64,
        (b'f', 2) => DType::F16,
        (b'f', 4) => DType::F32,
        (b'f', 8) => DType::F64,
        _ => return None,
    })
}

fn flags(a: &Bound<'_, PyUntypedArray>) -> i32 {
    // SAFETY: `a` is a live ndarray; reading its flags word.
    unsafe { (*a.as_array_ptr()).flags }
}

/// An array argument ready to lend its bytes.
pub(crate) struct ArrayArg<'py> {
    /// A C-contiguous, aligned, native-order array: the caller's or a copy of it.
    pub arr: Bound<'py, PyUntypedArray>,
    /// The caller's array when `arr` is a copy.
    pub original: Option<Bound<'py, PyAny>>,
    pub dtype: DType,
    pub shape: Vec<usize>,
}

impl<'py> ArrayArg<'py> {
    /// `obj` as an array argument, or `None` when it is not a numpy array.
    pub(crate) fn from_object(
        obj: &Bound<'py, PyAny>,
        what: &str,
    ) -> Result<Option<Self>, Failure> {
        let Ok(a) = obj.cast::<PyUntypedArray>() else {
            return Ok(None);
        };
        let dtype = dtype_of(a).ok_or_else(|| {
            Failure::Type(format!(
                "{what}: numpy dtype {} is not supported (supported: bool, int8..int64, uint8..uint64, float16, float32, float64)",
                a.dtype()
            ))
        })?;
        let native = a.dtype().is_native_byteorder() != Some(false);
        let aligned = flags(a) & NPY_ARRAY_ALIGNED != 0;
        if a.is_c_contiguous() && native && aligned {
            return Ok(Some(ArrayArg {
                arr: a.clone(),
                original: None,
                dtype,
                shape: a.shape().to_vec(),
            }));
        }
        let py = obj.py();
        let copy = (|| -> PyResult<Bound<'py, PyUntypedArray>> {
            let np = py.import("numpy")?;
            let native_dt = a.dtype().call_method1("newbyteorder", ("=",))?;
            let c = np.call_method1("ascontiguousarray", (a, native_dt))?;
            Ok(c.cast_into::<PyUntypedArray>()?)
        })()
        .map_err(|e| Failure::Value(format!("{what}: cannot copy the array to C order: {e}")))?;
        COPIES.fetch_add(1, Ordering::Relaxed);
        let shape = copy.shape().to_vec();
        Ok(Some(ArrayArg {
            arr: copy,
            original: Some(obj.clone()),
            dtype,
            shape,
        }))
    }

    /// The array's bytes, row-major.
    pub(crate) fn bytes(&self) -> &[u8] {
        let n = self.arr.len() * self.dtype.size();
        if n == 0 {
            return &[];
        }
        // SAFETY: the array is C-contiguous and aligned, holds `n` bytes at `data`, and
        // `self.arr` keeps it alive for the borrow. Python code could write to it from
        // another thread while the GIL is released, as it can for numpy's own
        // GIL-releasing functions.
        unsafe { std::slice::from_raw_parts((*self.arr.as_array_ptr()).data as *const u8, n) }
    }

    /// Writes `out` (the argument after the call) back into the caller's array. A
    /// read-only array the call changed is an error, not a silent loss.
    pub(crate) fn write_back(&self, out: &HostArray, what: &str) -> Result<(), Failure> {
        let src = out.bytes();
        if src.len() != self.bytes().len() {
            return Err(Failure::Run(format!(
                "{what}: the call returned {} bytes for a {}-byte array",
                src.len(),
                self.bytes().len()
            )));
        }
        if flags(&self.arr) & NPY_ARRAY_WRITEABLE == 0 {
            if src != self.bytes() {
                return Err(Failure::Value(format!(
                    "{what}: the function wrote to this argument, but the array is read-only; pass a writeable array"
                )));
            }
            return Ok(());
        }
        if !src.is_empty() {
            // SAFETY: as in `bytes`, and the array is writeable; `src` is our own buffer.
            unsafe {
                std::ptr::copy_nonoverlapping(
                    src.as_ptr(),
                    (*self.arr.as_array_ptr()).data as *mut u8,
                    src.len(),
                )
            }
        }
        if let Some(orig) = &self.original {
            orig.set_item(pyo3::types::PyEllipsis::get(orig.py()), &self.arr)
                .map_err(|e| {
                    Failure::Value(format!("{what}: cannot write the result back: {e}"))
                })?;
        }
        Ok(())
    }
}

/// A Python number for a parameter of type `ty`, range-checked as `tessera run`
/// checks its command-line numbers.
pub(crate) fn scalar(obj: &Bound<'_, PyAny>, ty: Scalar, what: &str) -> Result<RtValue, Failure> {
    let is_int_param = !ty.is_float();
    let text = if obj.is_instance_of::<PyBool>() || is_numpy_bool(obj) {
        let b = obj
            .is_truthy()
            .map_err(|e| Failure::Type(format!("{what}: {e}")))?;
        match (ty, b) {
            (Scalar::Int(1), b) => b.to_string(),
            (_, true) => "1".into(),
            (_, false) => "0".into(),
        }
    } else if obj.is_instance_of::<PyInt>() || is_numpy_integer(obj) {
        let v: i128 = obj.extract().map_err(|_| {
            Failure::Value(format!(
                "{what}: {} is out of range for {}",
                obj.str().map(|s| s.to_string()).unwrap_or_default(),
                ty.spelling()
            ))
        })?;
        v.to_string()
    } else if obj.is_instance_of::<PyFloat>() || is_numpy_float(obj) {
        let v: f64 = obj
            .extract()
            .map_err(|e| Failure::Type(format!("{what}: {e}")))?;
        if is_int_param {
            return Err(Failure::Type(format!(
                "{what}: parameter type {} takes an integer, got the float {v}",
                ty.spelling()
            )));
        }
        format!("{v:?}")
    } else {
        let tn = obj
            .get_type()
            .name()
            .map(|n| n.to_string())
            .unwrap_or_else(|_| "?".into());
        return Err(Failure::Type(format!(
            "{what}: expected a number for parameter type {}, got {tn}",
            ty.spelling()
        )));
    };
    tessera_host::cli::run::scalar_arg(&text, ty)
        .map_err(|m| Failure::Value(format!("{what}: {m}")))
}

fn numpy_isinstance(obj: &Bound<'_, PyAny>, name: &str) -> bool {
    let py = obj.py();
    py.import("numpy")
        .and_then(|np| np.getattr(name))
        .and_then(|t| obj.is_instance(&t))
        .unwrap_or(false)
}
fn is_numpy_bool(obj: &Bound<'_, PyAny>) -> bool {
    numpy_isinstance(obj, "bool_")
}
fn is_numpy_integer(obj: &Bound<'_, PyAny>) -> bool {
    numpy_isinstance(obj, "integer")
}
fn is_numpy_float(obj: &Bound<'_, PyAny>) -> bool {
    numpy_isinstance(obj, "floating")
}

fn fill<'py, T: numpy::Element>(py: Python<'py>, a: &HostArray) -> Bound<'py, PyAny> {
    let arr = PyArrayDyn::<T>::zeros(py, IxDyn(a.shape()), false);
    let src = a.bytes();
    if !src.is_empty() {
        // SAFETY: a fresh C-order array of `a`'s shape and dtype holds exactly
        // `src.len()` bytes (`T`'s size is the dtype's).
        unsafe { std::ptr::copy_nonoverlapping(src.as_ptr(), arr.data() as *mut u8, src.len()) }
    }
    arr.into_any()
}

/// A host array as a new numpy array.
pub(crate) fn to_numpy<'py>(py: Python<'py>, a: &HostArray) -> Bound<'py, PyAny> {
    match a.dtype() {
        DType::Bool => fill::<bool>(py, a),
        DType::I8 => fill::<i8>(py, a),
        DType::I16 => fill::<i16>(py, a),
        DType::I32 => fill::<i32>(py, a),
        DType::I64 => fill::<i64>(py, a),
        DType::U8 => fill::<u8>(py, a),
        DType::U16 => fill::<u16>(py, a),
        DType::U32 => fill::<u32>(py, a),
        DType::U64 => fill::<u64>(py, a),
        DType::F16 => fill::<half::f16>(py, a),
        DType::F32 => fill::<f32>(py, a),
        DType::F64 => fill::<f64>(py, a),
    }
}

/// A scalar result as a Python number (`None` for values without one).
pub(crate) fn scalar_to_py<'py>(py: Python<'py>, v: &RtValue) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        RtValue::Int { value, width: 1 } => PyBool::new(py, *value != 0).to_owned().into_any(),
        RtValue::Int { value, .. } | RtValue::Index(value) => value.into_pyobject(py)?.into_any(),
        RtValue::F16(x) => x.to_f64().into_pyobject(py)?.into_any(),
        RtValue::BF16(x) => x.to_f64().into_pyobject(py)?.into_any(),
        RtValue::F32(x) => f64::from(*x).into_pyobject(py)?.into_any(),
        RtValue::F64(x) => x.into_pyobject(py)?.into_any(),
        RtValue::MemRef(_) | RtValue::Vector(_) | RtValue::Func(_) | RtValue::Token => {
            py.None().into_bound(py)
        }
    })
}

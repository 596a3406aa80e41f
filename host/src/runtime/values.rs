//! Arguments, parameter types and outputs of [`Program::call`](super::Program::call).

use std::fmt;

use tessera_lowering::interp::{RtValue, Scalar, ValType};

use super::array::{shape_string, Buffer, DType, Element, HostArray};
use super::error::RuntimeError;

/// One argument of a call: a borrowed host array for a memref parameter, or a scalar.
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    /// A row-major array for a memref parameter.
    Array {
        /// Element type.
        dtype: DType,
        /// Shape.
        shape: &'a [usize],
        /// Little-endian element bytes.
        bytes: &'a [u8],
    },
    /// A scalar for an integer, index or float parameter (converted to the parameter's
    /// type: integers for integer/index parameters, floats for float ones).
    Scalar(RtValue),
}

impl<'a, T: Element> From<&'a Buffer<T>> for Arg<'a> {
    fn from(b: &'a Buffer<T>) -> Self {
        Arg::Array {
            dtype: T::DTYPE,
            shape: b.shape(),
            bytes: bytemuck::cast_slice(b.data()),
        }
    }
}

impl<'a> From<&'a HostArray> for Arg<'a> {
    fn from(a: &'a HostArray) -> Self {
        Arg::Array {
            dtype: a.dtype(),
            shape: a.shape(),
            bytes: a.bytes(),
        }
    }
}

macro_rules! scalar_arg {
    ($($t:ty => $e:expr),* $(,)?) => {
        $(impl From<$t> for Arg<'_> {
            fn from(v: $t) -> Self {
                let f: fn($t) -> RtValue = $e;
                Arg::Scalar(f(v))
            }
        })*
    };
}
scalar_arg!(
    f32 => RtValue::F32,
    f64 => RtValue::F64,
    i32 => RtValue::i32,
    i64 => RtValue::i64,
    bool => RtValue::bool,
    usize => |v| RtValue::Index(v as i64),
);

/// The type of a function parameter or result, as the host sees it.
#[derive(Clone, Debug, PartialEq)]
pub enum ParamType {
    /// A memref; `shape` is `None` when unranked, dimensions `None` when dynamic.
    MemRef {
        /// Element type.
        elem: Scalar,
        /// Shape.
        shape: Option<Vec<Option<usize>>>,
    },
    /// An integer, index or float.
    Scalar(Scalar),
    /// Anything else (vectors, function references, tokens).
    Other,
}

impl ParamType {
    pub(crate) fn from_val(t: &ValType) -> Self {
        match t {
            ValType::Scalar(s) => ParamType::Scalar(*s),
            ValType::MemRef { elem, shape, .. } => ParamType::MemRef {
                elem: *elem,
                shape: shape.as_ref().map(|s| {
                    s.iter()
                        .map(|&d| usize::try_from(d).ok())
                        .collect::<Vec<_>>()
                }),
            },
            _ => ParamType::Other,
        }
    }

    /// Whether an array of `shape` fits this memref type.
    pub fn accepts_shape(&self, shape: &[usize]) -> bool {
        match self {
            ParamType::MemRef {
                shape: Some(dims), ..
            } => {
                dims.len() == shape.len()
                    && dims
                        .iter()
                        .zip(shape)
                        .all(|(d, s)| d.is_none_or(|d| d == *s))
            }
            ParamType::MemRef { shape: None, .. } => true,
            _ => false,
        }
    }

    /// The static shape, if every dimension is static.
    pub fn static_shape(&self) -> Option<Vec<usize>> {
        match self {
            ParamType::MemRef {
                shape: Some(dims), ..
            } => dims.iter().copied().collect(),
            _ => None,
        }
    }
}

impl fmt::Display for ParamType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParamType::MemRef { elem, shape } => {
                f.write_str("memref<")?;
                match shape {
                    None => f.write_str("*x")?,
                    Some(dims) => {
                        for d in dims {
                            match d {
                                Some(n) => write!(f, "{n}x")?,
                                None => f.write_str("?x")?,
                            }
                        }
                    }
                }
                write!(f, "{}>", elem.spelling())
            }
            ParamType::Scalar(s) => f.write_str(&s.spelling()),
            ParamType::Other => f.write_str("(opaque)"),
        }
    }
}

/// A value returned by a call.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A memref result, copied to the host.
    Array(HostArray),
    /// A scalar result.
    Scalar(RtValue),
    /// A value with no host form (vector, token, memref of an element type without a
    /// NumPy dtype).
    Other,
}

/// What a call produced: its results, and the contents of its memref arguments after
/// the call (kernels usually write their outputs into arguments).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outputs {
    /// The function's results, in order.
    pub results: Vec<Value>,
    /// For each argument: its contents after the call if it is a memref, else `None`.
    /// Arrays keep the dtype they were passed with.
    pub args: Vec<Option<HostArray>>,
}

impl Outputs {
    /// Memref argument `i` after the call, as a typed buffer.
    pub fn arg<T: Element>(&self, i: usize) -> Result<Buffer<T>, RuntimeError> {
        match self.args.get(i) {
            Some(Some(a)) => a
                .to_buffer()
                .map_err(|m| RuntimeError::msg(format!("argument {i}: {m}"))),
            _ => Err(RuntimeError::msg(format!(
                "argument {i} is not a memref argument of the call"
            ))),
        }
    }

    /// Memref result `i` as a typed buffer.
    pub fn result<T: Element>(&self, i: usize) -> Result<Buffer<T>, RuntimeError> {
        match self.results.get(i) {
            Some(Value::Array(a)) => a
                .to_buffer()
                .map_err(|m| RuntimeError::msg(format!("result {i}: {m}"))),
            _ => Err(RuntimeError::msg(format!("result {i} is not a memref"))),
        }
    }

    /// Scalar result `i`.
    pub fn scalar(&self, i: usize) -> Option<&RtValue> {
        match self.results.get(i) {
            Some(Value::Scalar(v)) => Some(v),
            _ => None,
        }
    }
}

/// Checks an array against memref parameter `ty`, naming both on mismatch.
pub(crate) fn check_array(ty: &ParamType, dtype: DType, shape: &[usize]) -> Result<(), String> {
    let ParamType::MemRef { elem, .. } = ty else {
        return Err(format!(
            "an array ({dtype} {}) was given for a parameter of type {ty}",
            shape_string(shape)
        ));
    };
    if !dtype.matches(*elem) {
        let want = DType::for_scalar(*elem)
            .map(|d| d.name().to_string())
            .unwrap_or_else(|| "an unsupported dtype".into());
        return Err(format!(
            "dtype {dtype} does not match parameter type {ty} (expects {want})"
        ));
    }
    if !ty.accepts_shape(shape) {
        return Err(format!(
            "shape {} does not match parameter type {ty}",
            shape_string(shape)
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn param_checks() {
        let ty = ParamType::MemRef {
            elem: Scalar::F32,
            shape: Some(vec![Some(4), None]),
        };
        assert_eq!(ty.to_string(), "memref<4x?xf32>");
        assert!(check_array(&ty, DType::F32, &[4, 7]).is_ok());
        let e = check_array(&ty, DType::F64, &[4, 7]).unwrap_err();
        assert_eq!(
            e,
            "dtype float64 does not match parameter type memref<4x?xf32> (expects float32)"
        );
        let e = check_array(&ty, DType::F32, &[3, 7]).unwrap_err();
        assert_eq!(
            e,
            "shape (3, 7) does not match parameter type memref<4x?xf32>"
        );
        assert_eq!(ty.static_shape(), None);
    }
}

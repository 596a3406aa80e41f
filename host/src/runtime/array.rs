//! Host arrays: what crosses the [`Program::call`](super::Program::call) boundary.
//!
//! A [`Buffer<T>`] is a typed, row-major host array with a shape; a [`HostArray`] is the
//! same thing with its element type erased into a [`DType`] (what `.npy` files hold).
//! Element types map onto MLIR memref element types as [`DType::matches`] describes:
//! signless integers accept both signed and unsigned arrays of their width, `index`
//! accepts 64-bit integers, `i1` accepts `bool`.

use std::fmt;

use tessera_lowering::interp::Scalar;

/// The element type of a host array (NumPy's dtype).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DType {
    /// `bool` (one byte, 0 or 1).
    Bool,
    /// `int8`
    I8,
    /// `int16`
    I16,
    /// `int32`
    I32,
    /// `int64`
    I64,
    /// `uint8`
    U8,
    /// `uint16`
    U16,
    /// `uint32`
    U32,
    /// `uint64`
    U64,
    /// `float16`
    F16,
    /// `float32`
    F32,
    /// `float64`
    F64,
}

impl DType {
    /// Bytes per element.
    pub fn size(self) -> usize {
        match self {
            DType::Bool | DType::I8 | DType::U8 => 1,
            DType::I16 | DType::U16 | DType::F16 => 2,
            DType::I32 | DType::U32 | DType::F32 => 4,
            DType::I64 | DType::U64 | DType::F64 => 8,
        }
    }

    /// NumPy's name (`float32`).
    pub fn name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::I8 => "int8",
            DType::I16 => "int16",
            DType::I32 => "int32",
            DType::I64 => "int64",
            DType::U8 => "uint8",
            DType::U16 => "uint16",
            DType::U32 => "uint32",
            DType::U64 => "uint64",
            DType::F16 => "float16",
            DType::F32 => "float32",
            DType::F64 => "float64",
        }
    }

    /// The little-endian `.npy` descriptor (`<f4`, `|u1`).
    pub fn descr(self) -> &'static str {
        match self {
            DType::Bool => "|b1",
            DType::I8 => "|i1",
            DType::I16 => "<i2",
            DType::I32 => "<i4",
            DType::I64 => "<i8",
            DType::U8 => "|u1",
            DType::U16 => "<u2",
            DType::U32 => "<u4",
            DType::U64 => "<u8",
            DType::F16 => "<f2",
            DType::F32 => "<f4",
            DType::F64 => "<f8",
        }
    }

    /// Parses a descriptor normalised to a `<` prefix (`<f4`, `<u1`).
    pub fn from_descr(d: &str) -> Option<DType> {
        Some(match d {
            "<b1" | "<?" => DType::Bool,
            "<i1" => DType::I8,
            "<i2" => DType::I16,
            "<i4" => DType::I32,
            "<i8" => DType::I64,
            "<u1" => DType::U8,
            "<u2" => DType::U16,
            "<u4" => DType::U32,
            "<u8" => DType::U64,
            "<f2" => DType::F16,
            "<f4" => DType::F32,
            "<f8" => DType::F64,
            _ => return None,
        })
    }

    /// The natural host type of a memref element type (`i32` → `int32`, `index` →
    /// `int64`, `i1` → `bool`); `None` for types without one (`bf16`, odd widths).
    pub fn for_scalar(s: Scalar) -> Option<DType> {
        Some(match s {
            Scalar::Int(1) => DType::Bool,
            Scalar::Int(8) => DType::I8,
            Scalar::Int(16) => DType::I16,
            Scalar::Int(32) => DType::I32,
            Scalar::Int(64) | Scalar::Index => DType::I64,
            Scalar::F16 => DType::F16,
            Scalar::F32 => DType::F32,
            Scalar::F64 => DType::F64,
            _ => return None,
        })
    }

    /// Whether arrays of this type can back a memref of element type `s`.
    pub fn matches(self, s: Scalar) -> bool {
        match s {
            Scalar::Int(1) => self == DType::Bool,
            Scalar::Int(8) => matches!(self, DType::I8 | DType::U8),
            Scalar::Int(16) => matches!(self, DType::I16 | DType::U16),
            Scalar::Int(32) => matches!(self, DType::I32 | DType::U32),
            Scalar::Int(64) => matches!(self, DType::I64 | DType::U64),
            Scalar::Index => self == DType::I64,
            Scalar::F16 => self == DType::F16,
            Scalar::F32 => self == DType::F32,
            Scalar::F64 => self == DType::F64,
            _ => false,
        }
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A Rust element type usable in a [`Buffer`].
pub trait Element: bytemuck::Pod {
    /// Its dtype.
    const DTYPE: DType;
}

macro_rules! element {
    ($($t:ty => $d:ident),* $(,)?) => {
        $(impl Element for $t { const DTYPE: DType = DType::$d; })*
    };
}
element!(i8 => I8, i16 => I16, i32 => I32, i64 => I64, u8 => U8, u16 => U16, u32 => U32,
    u64 => U64, f32 => F32, f64 => F64, half::f16 => F16);

/// Formats a shape like NumPy: `(2, 3)`, `(4,)`, `()`.
pub fn shape_string(shape: &[usize]) -> String {
    match shape {
        [] => "()".into(),
        [n] => format!("({n},)"),
        d => format!(
            "({})",
            d.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

fn count(shape: &[usize]) -> Option<usize> {
    shape.iter().try_fold(1usize, |a, &d| a.checked_mul(d))
}

/// A row-major host array with an erased element type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostArray {
    dtype: DType,
    shape: Vec<usize>,
    bytes: Vec<u8>,
}

impl HostArray {
    /// An array from little-endian element bytes; fails when the byte count does not
    /// match the shape.
    pub fn from_bytes(dtype: DType, shape: Vec<usize>, bytes: Vec<u8>) -> Result<Self, String> {
        let n = count(&shape).ok_or_else(|| format!("shape {shape:?} overflows"))?;
        if n.checked_mul(dtype.size()) != Some(bytes.len()) {
            return Err(format!(
                "{} bytes do not hold {} {} elements of shape {}",
                bytes.len(),
                n,
                dtype,
                shape_string(&shape)
            ));
        }
        Ok(HostArray {
            dtype,
            shape,
            bytes,
        })
    }

    /// A zero-filled array.
    pub fn zeros(dtype: DType, shape: &[usize]) -> Result<Self, String> {
        let n = count(shape)
            .and_then(|n| n.checked_mul(dtype.size()))
            .ok_or_else(|| format!("shape {shape:?} overflows"))?;
        Ok(HostArray {
            dtype,
            shape: shape.to_vec(),
            bytes: vec![0; n],
        })
    }

    /// An array copied from a slice.
    pub fn from_slice<T: Element>(data: &[T], shape: &[usize]) -> Result<Self, String> {
        Self::from_bytes(
            T::DTYPE,
            shape.to_vec(),
            bytemuck::cast_slice(data).to_vec(),
        )
    }

    /// The element type.
    pub fn dtype(&self) -> DType {
        self.dtype
    }
    /// The shape.
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }
    /// Number of elements.
    pub fn len(&self) -> usize {
        self.bytes.len() / self.dtype.size()
    }
    /// Whether there are no elements.
    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }
    /// The raw little-endian element bytes, row-major.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }
    /// Consumes the array into its bytes.
    pub fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }
    /// The elements as `T` (the dtype must be `T::DTYPE`).
    pub fn to_vec<T: Element>(&self) -> Result<Vec<T>, String> {
        if self.dtype != T::DTYPE {
            return Err(format!(
                "array holds {} elements, not {}",
                self.dtype,
                T::DTYPE
            ));
        }
        Ok(bytemuck::pod_collect_to_vec(&self.bytes))
    }
    /// Converts to a typed buffer (the dtype must be `T::DTYPE`).
    pub fn to_buffer<T: Element>(&self) -> Result<Buffer<T>, String> {
        Ok(Buffer {
            data: self.to_vec()?,
            shape: self.shape.clone(),
        })
    }
    /// Reinterprets the array with another dtype of the same size (e.g. `int32` data
    /// for a `uint32` consumer).
    pub fn with_dtype(mut self, dtype: DType) -> Result<Self, String> {
        if dtype.size() != self.dtype.size() {
            return Err(format!("cannot view {} elements as {}", self.dtype, dtype));
        }
        self.dtype = dtype;
        Ok(self)
    }
    /// `float32 (2, 3)` for messages.
    pub fn describe(&self) -> String {
        format!("{} {}", self.dtype, shape_string(&self.shape))
    }
}

/// A typed, row-major host array.
#[derive(Clone, Debug, PartialEq)]
pub struct Buffer<T: Element> {
    data: Vec<T>,
    shape: Vec<usize>,
}

impl<T: Element> Buffer<T> {
    /// A buffer of `shape` holding `data` (row-major); fails when the sizes disagree.
    pub fn new(data: Vec<T>, shape: &[usize]) -> Result<Self, String> {
        let n = count(shape).ok_or_else(|| format!("shape {shape:?} overflows"))?;
        if n != data.len() {
            return Err(format!(
                "{} elements do not fill shape {}",
                data.len(),
                shape_string(shape)
            ));
        }
        Ok(Buffer {
            data,
            shape: shape.to_vec(),
        })
    }
    /// A 1-D buffer.
    pub fn from_vec(data: Vec<T>) -> Self {
        let n = data.len();
        Buffer {
            data,
            shape: vec![n],
        }
    }
    /// A zero-filled buffer.
    pub fn zeros(shape: &[usize]) -> Result<Self, String> {
        let n = count(shape).ok_or_else(|| format!("shape {shape:?} overflows"))?;
        Ok(Buffer {
            data: vec![T::zeroed(); n],
            shape: shape.to_vec(),
        })
    }
    /// The elements, row-major.
    pub fn data(&self) -> &[T] {
        &self.data
    }
    /// The elements, mutably.
    pub fn data_mut(&mut self) -> &mut [T] {
        &mut self.data
    }
    /// The shape.
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }
    /// Consumes the buffer into its elements.
    pub fn into_vec(self) -> Vec<T> {
        self.data
    }
    /// The type-erased array.
    pub fn to_array(&self) -> HostArray {
        HostArray {
            dtype: T::DTYPE,
            shape: self.shape.clone(),
            bytes: bytemuck::cast_slice(&self.data).to_vec(),
        }
    }
}

impl<T: Element> From<Buffer<T>> for HostArray {
    fn from(b: Buffer<T>) -> Self {
        HostArray {
            dtype: T::DTYPE,
            shape: b.shape,
            bytes: bytemuck::cast_slice(&b.data).to_vec(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buffers_and_arrays() {
        let b = Buffer::new(vec![1i32, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
        let a = b.to_array();
        assert_eq!(a.describe(), "int32 (2, 3)");
        assert_eq!(a.to_buffer::<i32>().unwrap(), b);
        assert!(a.to_vec::<f32>().unwrap_err().contains("int32"));
        assert!(Buffer::new(vec![1.0f32; 5], &[2, 3]).is_err());
        let u = a.with_dtype(DType::U32).unwrap();
        assert_eq!(u.to_vec::<u32>().unwrap()[5], 6);
    }

    #[test]
    fn dtype_matching() {
        assert!(DType::U8.matches(Scalar::Int(8)));
        assert!(DType::I64.matches(Scalar::Index));
        assert!(!DType::F64.matches(Scalar::F32));
        assert!(!DType::I32.matches(Scalar::F32));
        assert_eq!(DType::for_scalar(Scalar::Index), Some(DType::I64));
        for d in [DType::Bool, DType::I8, DType::U16, DType::F16, DType::F64] {
            let norm = format!("<{}", &d.descr()[1..]);
            assert_eq!(DType::from_descr(&norm), Some(d));
        }
    }
}

//! The runtime library: upstream's runner utilities (`printMemrefF32`, `printF32`,
//! `rtclock`, …) and the Vulkan runner's `fillResource*` helpers, callable through
//! `func.call` of a body-less `func.func private` declaration.
//!
//! Output matches upstream byte for byte (`mlir/lib/ExecutionEngine/RunnerUtils.cpp` and
//! `CRunnerUtils.cpp`): floats print like C's `%g` (C++ `ostream` defaults), `i8` memref
//! elements print as raw characters (as `std::ostream << int8_t` does), `index` elements as
//! unsigned integers. The base pointer of a memref prints as a stable fake address, see
//! [`super::MemRefDesc::fake_address`]. The `_mlir_ciface_` prefix and the old snake-case
//! names (`print_memref_f32`) are accepted. Extensions: `printMemrefI16`, `printMemrefF16`,
//! `printMemrefBF16`.

use super::errors::{fault, FResult, Fault};
use super::exec::{read, write, Exec, Val};
use super::inst::{Obj, RtCall};
use super::memory::{for_each_index, join, MemRefDesc};
use super::race::Kind;
use super::value::{get_float, put_float, zext, Scalar};

/// A runtime-library function.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RtFunc {
    /// `printMemref*`: header (`Unranked Memref` or `Memref`) and data.
    PrintMemref {
        /// Element type the function expects.
        elem: Scalar,
        /// Whether the header says `Unranked Memref`.
        unranked: bool,
    },
    /// `printMemrefShape*`: header only.
    PrintMemrefShape {
        /// Element type the function expects.
        elem: Scalar,
    },
    /// `printF32`
    PrintF32,
    /// `printF64`
    PrintF64,
    /// `printI64`
    PrintI64,
    /// `printU64`
    PrintU64,
    /// `printNewline`
    PrintNewline,
    /// `printComma`
    PrintComma,
    /// `printOpen`
    PrintOpen,
    /// `printClose`
    PrintClose,
    /// `vector.print` (what it prints is the call's [`PrintSpec`](super::inst::PrintSpec)).
    VectorPrint,
    /// `gpu.printf` (its format is the call's `printf`).
    GpuPrintf,
    /// A subgroup matrix op.
    Mma(super::mma::MmaCall),
    /// `rtclock`: seconds since the epoch as `f64`.
    Rtclock,
    /// `nanoTime`: nanoseconds as `i64`.
    NanoTime,
    /// `fillResource{1,2,3}D{Float,Int,Int8}`: fills a memref with a value.
    Fill {
        /// Element type.
        elem: Scalar,
    },
    /// `verifyMemRef*`: number of mismatching elements (-1 for a shape mismatch).
    Verify {
        /// Element type.
        elem: Scalar,
    },
}

fn elem_suffix(s: &str) -> Option<Scalar> {
    Some(match s {
        "F32" | "f32" => Scalar::F32,
        "F64" | "f64" => Scalar::F64,
        "F16" | "f16" => Scalar::F16,
        "BF16" | "bf16" => Scalar::BF16,
        "I8" | "i8" => Scalar::Int(8),
        "I16" | "i16" => Scalar::Int(16),
        "I32" | "i32" => Scalar::Int(32),
        "I64" | "i64" => Scalar::Int(64),
        "Ind" | "ind" => Scalar::Index,
        _ => return None,
    })
}

/// The runtime function called `name`; `unranked` tells whether the first argument at the
/// call site is an unranked memref (it picks the `printMemref` header).
pub fn lookup(name: &str, unranked: bool) -> Option<RtFunc> {
    let name = name.strip_prefix("_mlir_ciface_").unwrap_or(name);
    use RtFunc::*;
    Some(match name {
        "printF32" => PrintF32,
        "printF64" => PrintF64,
        "printI64" => PrintI64,
        "printU64" => PrintU64,
        "printNewline" => PrintNewline,
        "printComma" => PrintComma,
        "printOpen" => PrintOpen,
        "printClose" => PrintClose,
        "rtclock" => Rtclock,
        "nanoTime" => NanoTime,
        _ => {
            if let Some(rest) = name.strip_prefix("printMemrefShape") {
                return Some(PrintMemrefShape {
                    elem: elem_suffix(rest)?,
                });
            }
            if let Some(rest) = name.strip_prefix("printMemref") {
                // printMemref1dF32 and friends take ranked memrefs.
                let b = rest.as_bytes();
                if b.len() > 2 && b[0].is_ascii_digit() && b[1] == b'd' {
                    return Some(PrintMemref {
                        elem: elem_suffix(&rest[2..])?,
                        unranked: false,
                    });
                }
                return Some(PrintMemref {
                    elem: elem_suffix(rest)?,
                    unranked,
                });
            }
            if let Some(rest) = name.strip_prefix("print_memref_") {
                return Some(PrintMemref {
                    elem: elem_suffix(rest)?,
                    unranked,
                });
            }
            if let Some(rest) = name.strip_prefix("verifyMemRef") {
                return Some(Verify {
                    elem: elem_suffix(rest)?,
                });
            }
            let rest = name.strip_prefix("fillResource")?;
            let rest = rest
                .strip_prefix("1D")
                .or_else(|| rest.strip_prefix("2D"))
                .or_else(|| rest.strip_prefix("3D"))?;
            let elem = match rest {
                "Float" => Scalar::F32,
                "Int" => Scalar::Int(32),
                "Int8" => Scalar::Int(8),
                _ => return None,
            };
            Fill { elem }
        }
    })
}

/// Formats like C's `printf("%g", v)`.
pub fn fmt_g(v: f64) -> String {
    if v.is_nan() {
        return if v.is_sign_negative() {
            "-nan".into()
        } else {
            "nan".into()
        };
    }
    if v.is_infinite() {
        return if v < 0.0 { "-inf".into() } else { "inf".into() };
    }
    if v == 0.0 {
        return if v.is_sign_negative() {
            "-0".into()
        } else {
            "0".into()
        };
    }
    const P: i32 = 6;
    let e = format!("{:.*e}", (P - 1) as usize, v);
    let (mant, exp) = e.split_once('e').unwrap_or((&e, "0"));
    let x: i32 = exp.parse().unwrap_or(0);
    if !(-4..P).contains(&x) {
        format!(
            "{}e{}{:02}",
            strip_zeros(mant),
            if x < 0 { '-' } else { '+' },
            x.abs()
        )
    } else {
        strip_zeros(&format!("{:.*}", (P - 1 - x) as usize, v))
    }
}

fn strip_zeros(s: &str) -> String {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s.to_string()
    }
}

/// One element as `vector.print` prints it (upstream's lowering to `printF32`, `printI64`
/// and so on): floats with `%g`, `i1` as 0/1, signless integers signed, `index` and
/// unsigned integers unsigned.
fn print_elem(t: Scalar, unsigned: bool, bits: u64, out: &mut Vec<u8>) {
    match t {
        Scalar::Int(w) if unsigned || w == 1 => {
            out.extend_from_slice(zext(bits as i64, w).to_string().as_bytes())
        }
        Scalar::Int(_) => out.extend_from_slice((bits as i64).to_string().as_bytes()),
        Scalar::Index => out.extend_from_slice(bits.to_string().as_bytes()),
        _ => out.extend_from_slice(fmt_g(get_float(t, bits)).as_bytes()),
    }
}

/// A vector as `vector.print` prints it: `( a, b )`, nested per dimension.
fn print_nested(
    t: Scalar,
    unsigned: bool,
    v: &[u64],
    shape: &[i64],
    k: &mut usize,
    out: &mut Vec<u8>,
) {
    out.extend_from_slice(b"( ");
    let n = shape.first().copied().unwrap_or(0).max(0);
    for i in 0..n {
        if i > 0 {
            out.extend_from_slice(b", ");
        }
        if shape.len() > 1 {
            print_nested(t, unsigned, v, &shape[1..], k, out);
        } else {
            print_elem(t, unsigned, v.get(*k).copied().unwrap_or(0), out);
            *k += 1;
        }
    }
    out.extend_from_slice(b" )");
}

/// The text of one memref element as upstream prints it.
fn elem_text(t: Scalar, bits: u64, out: &mut Vec<u8>) {
    match t {
        Scalar::Int(8) => out.push(bits as u8),
        Scalar::Int(_) => out.extend_from_slice((bits as i64).to_string().as_bytes()),
        Scalar::Index => out.extend_from_slice(zext(bits as i64, 64).to_string().as_bytes()),
        _ => out.extend_from_slice(fmt_g(get_float(t, bits)).as_bytes()),
    }
}

impl Exec<'_> {
    fn emit(&mut self, bytes: &[u8]) -> FResult<()> {
        self.out
            .write_all(bytes)
            .map_err(|e| Fault::new(format!("cannot write program output: {e}")))
    }

    fn arg_memref(&self, vals: &[Val], i: usize, elem: Scalar, what: &str) -> FResult<MemRefDesc> {
        match vals.get(i) {
            Some(Val::O(Obj::MemRef(m))) => {
                if m.elem != elem {
                    return fault(format!(
                        "{what} expects a memref of {}, got one of {}",
                        elem.spelling(),
                        m.elem.spelling()
                    ));
                }
                Ok((**m).clone())
            }
            _ => fault(format!("{what} expects a memref argument")),
        }
    }

    fn arg_bits(vals: &[Val], i: usize, what: &str) -> FResult<u64> {
        match vals.get(i) {
            Some(Val::R(b)) => Ok(*b),
            _ => fault(format!("{what} expects a scalar argument")),
        }
    }

    /// Runs a runtime-library call.
    pub(crate) fn call_rt(
        &mut self,
        rc: &RtCall,
        regs: &mut [u64],
        objs: &mut [Obj],
    ) -> FResult<()> {
        let vals: Vec<Val> = rc.args.iter().map(|&s| read(regs, objs, s)).collect();
        let mut result: Option<Val> = None;
        match rc.func {
            RtFunc::PrintMemref { elem, unranked } => {
                let m = self.arg_memref(&vals, 0, elem, "printMemref")?;
                let mut s = Vec::new();
                s.extend_from_slice(if unranked {
                    b"Unranked Memref "
                } else {
                    b"Memref "
                });
                header(&m, &mut s);
                s.extend_from_slice(b" data = \n");
                if m.rank() == 0 {
                    s.push(b'[');
                }
                let mut idx = vec![0i64; m.rank()];
                self.print_rec(&m, 0, &mut idx, &mut s)?;
                if m.rank() == 0 {
                    s.push(b']');
                }
                s.push(b'\n');
                self.emit(&s)?;
            }
            RtFunc::PrintMemrefShape { elem } => {
                let m = self.arg_memref(&vals, 0, elem, "printMemrefShape")?;
                let mut s = b"Unranked Memref ".to_vec();
                header(&m, &mut s);
                s.push(b'\n');
                self.emit(&s)?;
            }
            RtFunc::PrintF32 => {
                let b = Self::arg_bits(&vals, 0, "printF32")?;
                self.emit(fmt_g(f32::from_bits(b as u32) as f64).as_bytes())?;
            }
            RtFunc::PrintF64 => {
                let b = Self::arg_bits(&vals, 0, "printF64")?;
                self.emit(fmt_g(f64::from_bits(b)).as_bytes())?;
            }
            RtFunc::PrintI64 => {
                let b = Self::arg_bits(&vals, 0, "printI64")?;
                self.emit((b as i64).to_string().as_bytes())?;
            }
            RtFunc::PrintU64 => {
                let b = Self::arg_bits(&vals, 0, "printU64")?;
                self.emit(b.to_string().as_bytes())?;
            }
            RtFunc::VectorPrint => {
                let Some(spec) = &rc.print else {
                    return fault("vector.print without its description");
                };
                let mut out = Vec::new();
                if let Some(t) = &spec.text {
                    out.extend_from_slice(t);
                }
                if let Some((t, shape)) = &spec.value {
                    match vals.first() {
                        Some(Val::R(b)) => print_elem(*t, spec.unsigned, *b, &mut out),
                        Some(Val::O(Obj::Vector(v))) => {
                            // A 0-D vector prints as one element in parentheses.
                            let shape = if shape.is_empty() {
                                vec![1]
                            } else {
                                shape.clone()
                            };
                            let mut k = 0usize;
                            print_nested(*t, spec.unsigned, v, &shape, &mut k, &mut out);
                        }
                        _ => return fault("vector.print of an unsupported value"),
                    }
                }
                out.extend_from_slice(spec.punct.as_bytes());
                self.emit(&out)?;
            }
            RtFunc::GpuPrintf => {
                let Some(f) = &rc.printf else {
                    return fault("gpu.printf without its format");
                };
                let mut bits = Vec::with_capacity(vals.len());
                for v in &vals {
                    match v {
                        Val::R(b) => bits.push(*b),
                        _ => return fault("gpu.printf of a value that is not a scalar"),
                    }
                }
                self.emit(&f.render(&bits))?;
            }
            RtFunc::Mma(call) => result = self.mma_call(call, &vals)?,
            RtFunc::PrintNewline => self.emit(b"\n")?,
            RtFunc::PrintComma => self.emit(b", ")?,
            RtFunc::PrintOpen => self.emit(b"( ")?,
            RtFunc::PrintClose => self.emit(b" )")?,
            RtFunc::Rtclock => {
                let t = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_secs_f64())
                    .unwrap_or(0.0);
                result = Some(Val::R(put_float(Scalar::F64, t)));
            }
            RtFunc::NanoTime => {
                let t = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map(|d| d.as_nanos())
                    .unwrap_or(0);
                result = Some(Val::R(t as i64 as u64));
            }
            RtFunc::Fill { elem } => {
                let m = self.arg_memref(&vals, 0, elem, "fillResource")?;
                let v = Self::arg_bits(&vals, 1, "fillResource")?;
                for_each_index(&m.sizes, |idx| {
                    let off = m.offset_of_checked(idx)?;
                    let a = m.byte_addr(off)?;
                    self.note_here(&m, off, a, Kind::Write)?;
                    self.mem.store(m.buffer, a, elem, v)
                })?;
            }
            RtFunc::Verify { elem } => {
                let a = self.arg_memref(&vals, 0, elem, "verifyMemRef")?;
                let b = self.arg_memref(&vals, 1, elem, "verifyMemRef")?;
                let errors = if a.sizes != b.sizes || a.offset != b.offset || a.strides != b.strides
                {
                    -1
                } else {
                    let mut n = 0i64;
                    for_each_index(&a.sizes, |idx| {
                        let (ao, bo) = (a.offset_of_checked(idx)?, b.offset_of_checked(idx)?);
                        let (p, q) = (a.byte_addr(ao)?, b.byte_addr(bo)?);
                        self.note_here(&a, ao, p, Kind::Read)?;
                        self.note_here(&b, bo, q, Kind::Read)?;
                        let (u, v) = (
                            self.mem.load(a.buffer, p, elem)?,
                            self.mem.load(b.buffer, q, elem)?,
                        );
                        if !same(elem, u, v) {
                            n += 1;
                        }
                        Ok(())
                    })?;
                    n
                };
                result = Some(Val::R(errors as u64));
            }
        }
        match (result, rc.rets.first()) {
            (Some(v), Some(&s)) => write(regs, objs, s, v),
            _ => Ok(()),
        }
    }

    fn print_rec(
        &mut self,
        m: &MemRefDesc,
        k: usize,
        idx: &mut Vec<i64>,
        s: &mut Vec<u8>,
    ) -> FResult<()> {
        let rank = m.rank();
        if k == rank {
            let off = m.offset_of(idx)?;
            let a = m.byte_addr(off)?;
            self.note_here(m, off, a, Kind::Read)?;
            let bits = self.mem.load(m.buffer, a, m.elem)?;
            elem_text(m.elem, bits, s);
            if s.len() > 1 << 16 {
                self.emit(s)?;
                s.clear();
            }
            return Ok(());
        }
        let dim = rank - k;
        let n = m.sizes[k];
        let pad = rank - dim + 1;
        s.push(b'[');
        if n <= 0 {
            s.push(b']');
            return Ok(());
        }
        idx[k] = 0;
        self.print_rec(m, k + 1, idx, s)?;
        if n <= 1 {
            s.push(b']');
            return Ok(());
        }
        s.extend_from_slice(b", ");
        if dim > 1 {
            s.push(b'\n');
        }
        for i in 1..n - 1 {
            s.extend(std::iter::repeat_n(b' ', pad));
            idx[k] = i;
            self.print_rec(m, k + 1, idx, s)?;
            s.extend_from_slice(b", ");
            if dim > 1 {
                s.push(b'\n');
            }
        }
        s.extend(std::iter::repeat_n(b' ', pad));
        idx[k] = n - 1;
        self.print_rec(m, k + 1, idx, s)?;
        s.push(b']');
        idx[k] = 0;
        Ok(())
    }
}

fn header(m: &MemRefDesc, s: &mut Vec<u8>) {
    let text = format!(
        "base@ = 0x{:x} rank = {} offset = {} sizes = [{}] strides = [{}]",
        m.fake_address(),
        m.rank(),
        m.offset,
        join(&m.sizes),
        join(&m.strides)
    );
    s.extend_from_slice(text.as_bytes());
}

fn same(t: Scalar, a: u64, b: u64) -> bool {
    if !t.is_float() {
        return a == b;
    }
    let (x, y) = (get_float(t, a), get_float(t, b));
    if !x.is_finite() || !y.is_finite() {
        return false;
    }
    let eps = if t == Scalar::F64 { 1e-12 } else { 1e-6 };
    (x - y).abs() <= eps * y.abs()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn g_format() {
        assert_eq!(fmt_g(1038.0), "1038");
        assert_eq!(fmt_g(3.3f32 as f64), "3.3");
        assert_eq!(fmt_g(0.1), "0.1");
        assert_eq!(fmt_g(1e10), "1e+10");
        assert_eq!(fmt_g(123456.0), "123456");
        assert_eq!(fmt_g(1234567.0), "1.23457e+06");
        assert_eq!(fmt_g(0.0001), "0.0001");
        assert_eq!(fmt_g(0.00001), "1e-05");
        assert_eq!(fmt_g(-2.5), "-2.5");
        assert_eq!(fmt_g(9.9999996), "10");
        assert_eq!(fmt_g(f64::NAN), "nan");
        assert_eq!(fmt_g(f64::NEG_INFINITY), "-inf");
        assert_eq!(fmt_g(-0.0), "-0");
        assert_eq!(fmt_g(1.0 / 3.0), "0.333333");
    }

    #[test]
    fn names() {
        assert_eq!(
            lookup("printMemrefF32", true),
            Some(RtFunc::PrintMemref {
                elem: Scalar::F32,
                unranked: true
            })
        );
        assert_eq!(
            lookup("_mlir_ciface_printMemrefI32", true),
            Some(RtFunc::PrintMemref {
                elem: Scalar::Int(32),
                unranked: true
            })
        );
        assert_eq!(
            lookup("printMemref2dF32", false),
            Some(RtFunc::PrintMemref {
                elem: Scalar::F32,
                unranked: false
            })
        );
        assert_eq!(
            lookup("fillResource2DInt8", false),
            Some(RtFunc::Fill {
                elem: Scalar::Int(8)
            })
        );
        assert_eq!(
            lookup("print_memref_f32", true),
            Some(RtFunc::PrintMemref {
                elem: Scalar::F32,
                unranked: true
            })
        );
        assert_eq!(lookup("foo", false), None);
    }
}

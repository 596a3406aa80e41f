//! Reading and writing NumPy `.npy` files (format versions 1.0, 2.0 and 3.0).
//!
//! A `.npy` file is the magic `\x93NUMPY`, a two-byte version, a little-endian header
//! length (2 bytes in 1.0, 4 bytes in 2.0/3.0), then a Python dict literal such as
//! `{'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }` padded with spaces to a
//! multiple of 64 bytes, then the raw elements. Only the dict keys NumPy itself writes are
//! understood; element types are the plain numeric ones of [`DType`]. Fortran-order arrays
//! are transposed to row-major on read. Big-endian data (`>f4`) is byte-swapped.
//!
//! Written files use version 1.0 (2.0 when the header would not fit), little-endian
//! descriptors and C order, exactly as `numpy.save` writes them.

use std::path::Path;

use super::array::{DType, HostArray};

const MAGIC: &[u8; 6] = b"\x93NUMPY";

/// Parses the bytes of a `.npy` file. `what` names the file in error messages.
pub fn decode(bytes: &[u8], what: &str) -> Result<HostArray, String> {
    let bad = |m: &str| format!("{what}: not a valid .npy file: {m}");
    if bytes.len() < 10 || &bytes[..6] != MAGIC {
        return Err(bad("missing the \\x93NUMPY magic"));
    }
    let major = bytes[6];
    let (hlen, start): (usize, usize) = match major {
        1 => (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10),
        2 | 3 => {
            if bytes.len() < 12 {
                return Err(bad("truncated header"));
            }
            (
                u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize,
                12,
            )
        }
        v => return Err(bad(&format!("unsupported format version {v}"))),
    };
    let end = start
        .checked_add(hlen)
        .filter(|&e| e <= bytes.len())
        .ok_or_else(|| bad("truncated header"))?;
    let header = std::str::from_utf8(&bytes[start..end]).map_err(|_| bad("header is not text"))?;
    let h = parse_header(header).map_err(|m| bad(&m))?;
    let dtype = DType::from_descr(&h.descr).ok_or_else(|| {
        format!(
            "{what}: unsupported .npy dtype {:?} (supported: bool, int8..int64, uint8..uint64, float16, float32, float64)",
            h.descr
        )
    })?;
    let count = h
        .shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(d))
        .ok_or_else(|| bad("shape overflows"))?;
    let es = dtype.size();
    let nbytes = count
        .checked_mul(es)
        .ok_or_else(|| bad("data size overflows"))?;
    let data = &bytes[end..];
    if data.len() < nbytes {
        return Err(bad(&format!(
            "expected {nbytes} data bytes for shape {:?}, found {}",
            h.shape,
            data.len()
        )));
    }
    let mut raw = data[..nbytes].to_vec();
    if h.big_endian && es > 1 {
        for c in raw.chunks_exact_mut(es) {
            c.reverse();
        }
    }
    if h.fortran && h.shape.len() > 1 {
        raw = fortran_to_c(&raw, &h.shape, es);
    }
    HostArray::from_bytes(dtype, h.shape, raw).map_err(|m| format!("{what}: {m}"))
}

/// Reads a `.npy` file.
pub fn read(path: &Path) -> Result<HostArray, String> {
    let bytes =
        std::fs::read(path).map_err(|e| format!("cannot read '{}': {e}", path.display()))?;
    decode(&bytes, &format!("'{}'", path.display()))
}

/// The bytes of a `.npy` file holding `a`.
pub fn encode(a: &HostArray) -> Vec<u8> {
    let shape = match a.shape() {
        [] => "()".to_string(),
        [n] => format!("({n},)"),
        dims => format!(
            "({})",
            dims.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let dict = format!(
        "{{'descr': '{}', 'fortran_order': False, 'shape': {shape}, }}",
        a.dtype().descr()
    );
    // Header (magic + version + length + dict + '\n') padded to a multiple of 64.
    let v1 = dict.len() + 1 + 10 <= u16::MAX as usize;
    let pre = if v1 { 10 } else { 12 };
    let total = (pre + dict.len() + 1).div_ceil(64) * 64;
    let hlen = total - pre;
    let mut out = Vec::with_capacity(total + a.bytes().len());
    out.extend_from_slice(MAGIC);
    if v1 {
        out.extend_from_slice(&[1, 0]);
        out.extend_from_slice(&(hlen as u16).to_le_bytes());
    } else {
        out.extend_from_slice(&[2, 0]);
        out.extend_from_slice(&(hlen as u32).to_le_bytes());
    }
    out.extend_from_slice(dict.as_bytes());
    out.resize(total - 1, b' ');
    out.push(b'\n');
    out.extend_from_slice(a.bytes());
    out
}

/// Writes `a` to a `.npy` file.
pub fn write(path: &Path, a: &HostArray) -> Result<(), String> {
    std::fs::write(path, encode(a)).map_err(|e| format!("cannot write '{}': {e}", path.display()))
}

struct Header {
    descr: String,
    big_endian: bool,
    fortran: bool,
    shape: Vec<usize>,
}

/// Parses the header dict (a small subset of Python literal syntax).
fn parse_header(text: &str) -> Result<Header, String> {
    let mut p = Lit {
        s: text.as_bytes(),
        i: 0,
    };
    p.ws();
    p.expect(b'{')?;
    let (mut descr, mut fortran, mut shape) = (None, None, None);
    loop {
        p.ws();
        if p.eat(b'}') {
            break;
        }
        let key = p.string()?;
        p.ws();
        p.expect(b':')?;
        p.ws();
        match key.as_str() {
            "descr" => descr = Some(p.string()?),
            "fortran_order" => fortran = Some(p.boolean()?),
            "shape" => shape = Some(p.tuple()?),
            other => return Err(format!("unexpected header key {other:?}")),
        }
        p.ws();
        if !p.eat(b',') {
            p.ws();
            p.expect(b'}')?;
            break;
        }
    }
    let descr = descr.ok_or("header has no 'descr'")?;
    let big_endian = descr.starts_with('>');
    let norm = match descr.as_bytes().first() {
        Some(b'<' | b'>' | b'|' | b'=') => format!("<{}", &descr[1..]),
        _ => format!("<{descr}"),
    };
    Ok(Header {
        descr: norm,
        big_endian,
        fortran: fortran.ok_or("header has no 'fortran_order'")?,
        shape: shape.ok_or("header has no 'shape'")?,
    })
}

struct Lit<'a> {
    s: &'a [u8],
    i: usize,
}

impl Lit<'_> {
    fn ws(&mut self) {
        while self.s.get(self.i).is_some_and(|c| c.is_ascii_whitespace()) {
            self.i += 1;
        }
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn expect(&mut self, c: u8) -> Result<(), String> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(format!(
                "expected '{}' at header byte {}",
                c as char, self.i
            ))
        }
    }
    fn string(&mut self) -> Result<String, String> {
        let q = match self.s.get(self.i) {
            Some(&q @ (b'\'' | b'"')) => q,
            _ => return Err(format!("expected a string at header byte {}", self.i)),
        };
        self.i += 1;
        let start = self.i;
        while self.s.get(self.i).is_some_and(|&c| c != q) {
            self.i += 1;
        }
        let out = String::from_utf8_lossy(&self.s[start..self.i.min(self.s.len())]).into_owned();
        self.expect(q)?;
        Ok(out)
    }
    fn boolean(&mut self) -> Result<bool, String> {
        let rest = &self.s[self.i..];
        if rest.starts_with(b"True") {
            self.i += 4;
            Ok(true)
        } else if rest.starts_with(b"False") {
            self.i += 5;
            Ok(false)
        } else {
            Err(format!("expected True or False at header byte {}", self.i))
        }
    }
    fn tuple(&mut self) -> Result<Vec<usize>, String> {
        self.expect(b'(')?;
        let mut out = Vec::new();
        loop {
            self.ws();
            if self.eat(b')') {
                return Ok(out);
            }
            let start = self.i;
            while self.s.get(self.i).is_some_and(u8::is_ascii_digit) {
                self.i += 1;
            }
            let digits = std::str::from_utf8(&self.s[start..self.i]).unwrap_or("");
            // Python 2 era files may write `3L`.
            self.eat(b'L');
            let n: usize = digits
                .parse()
                .map_err(|_| format!("expected a dimension at header byte {start}"))?;
            out.push(n);
            self.ws();
            if !self.eat(b',') {
                self.ws();
                self.expect(b')')?;
                return Ok(out);
            }
        }
    }
}

/// Reorders column-major element bytes into row-major order.
fn fortran_to_c(raw: &[u8], shape: &[usize], es: usize) -> Vec<u8> {
    let n = raw.len() / es.max(1);
    let mut out = vec![0u8; raw.len()];
    let rank = shape.len();
    let mut idx = vec![0usize; rank];
    for k in 0..n {
        // Fortran offset of the row-major index `idx`.
        let mut off = 0usize;
        let mut mul = 1usize;
        for d in 0..rank {
            off += idx[d] * mul;
            mul *= shape[d];
        }
        out[k * es..(k + 1) * es].copy_from_slice(&raw[off * es..(off + 1) * es]);
        for d in (0..rank).rev() {
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roundtrip_v1() {
        let a = HostArray::from_slice(&[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3]).unwrap();
        let bytes = encode(&a);
        assert_eq!(&bytes[..8], b"\x93NUMPY\x01\x00");
        assert_eq!((bytes.len() - 24) % 64, 0);
        let header = std::str::from_utf8(&bytes[10..bytes.len() - 24]).unwrap();
        assert!(header.starts_with("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }"));
        assert!(header.ends_with('\n'));
        let b = decode(&bytes, "t").unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn scalar_and_1d_shapes() {
        let a = HostArray::from_slice(&[7i64], &[]).unwrap();
        let b = decode(&encode(&a), "t").unwrap();
        assert_eq!(b.shape(), &[] as &[usize]);
        let a = HostArray::from_slice(&[1u8, 2, 3], &[3]).unwrap();
        let enc = encode(&a);
        assert!(String::from_utf8_lossy(&enc).contains("'descr': '|u1'"));
        assert!(String::from_utf8_lossy(&enc).contains("'shape': (3,)"));
        assert_eq!(decode(&enc, "t").unwrap(), a);
    }

    #[test]
    fn fortran_and_big_endian() {
        // A 2x3 array [[1,2,3],[4,5,6]] stored column-major, big-endian i16.
        let dict = "{'descr': '>i2', 'fortran_order': True, 'shape': (2, 3), }";
        let mut f = b"\x93NUMPY\x01\x00".to_vec();
        let hlen = (10 + dict.len() + 1).div_ceil(64) * 64 - 10;
        f.extend_from_slice(&(hlen as u16).to_le_bytes());
        f.extend_from_slice(dict.as_bytes());
        f.resize(10 + hlen - 1, b' ');
        f.push(b'\n');
        for v in [1i16, 4, 2, 5, 3, 6] {
            f.extend_from_slice(&v.to_be_bytes());
        }
        let a = decode(&f, "t").unwrap();
        assert_eq!(a.shape(), &[2, 3]);
        assert_eq!(a.to_vec::<i16>().unwrap(), vec![1, 2, 3, 4, 5, 6]);
    }

    #[test]
    fn errors() {
        assert!(decode(b"hello", "x").unwrap_err().contains("magic"));
        let dict = "{'descr': '<c8', 'fortran_order': False, 'shape': (1,), }";
        let mut f = b"\x93NUMPY\x01\x00".to_vec();
        f.extend_from_slice(&(dict.len() as u16).to_le_bytes());
        f.extend_from_slice(dict.as_bytes());
        f.extend_from_slice(&[0; 8]);
        assert!(decode(&f, "x")
            .unwrap_err()
            .contains("unsupported .npy dtype"));
        let a = HostArray::from_slice(&[1.0f64, 2.0], &[2]).unwrap();
        let mut enc = encode(&a);
        enc.truncate(enc.len() - 3);
        assert!(decode(&enc, "x").unwrap_err().contains("data bytes"));
    }
}

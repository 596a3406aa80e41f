//! The memory model: buffers, where their bytes live, and memref descriptors.
//!
//! A [`Memory`] owns every buffer the program can reach. A buffer's bytes live either in
//! host memory ([`Storage::Host`]) or behind a [`DeviceBuffer`] the embedder supplies (the
//! host runtime keeps memrefs on the GPU this way; each scalar access then goes through
//! [`DeviceBuffer::read`]/[`DeviceBuffer::write`]). Freed buffers stay in the table as
//! [`Storage::Freed`] so that a use after `memref.dealloc` is reported, never undefined.
//!
//! A [`MemRefDesc`] is upstream's strided memref descriptor (buffer, offset, sizes, strides)
//! plus an optional [`MapLayout`] for affine-map layouts that are not strided (tiled layouts):
//! such a buffer is laid out in its *physical* shape, computed from the bounds of the layout
//! map's results over the logical shape, as `normalize-memrefs` would lay it out. Affine-map
//! layouts that are linear (permutations, `d0 * 64 + d1`) are turned into plain strides.
//!
//! The base address printed by `printMemref*` is a stable fake: `0x1_0000_0000 * (id + 1)`
//! plus the descriptor's byte base (see [`MemRefDesc::fake_address`]).

use std::any::Any;
use std::sync::Arc;

use super::amap::AExpr;
use super::errors::{fault, FResult, Fault};
use super::value::{sext, zext, Scalar};

/// Identifies a buffer of a [`Memory`]. Ids are never reused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BufferId(pub u32);

/// Bytes that live outside host memory (for instance in a GPU buffer).
pub trait DeviceBuffer: Any {
    /// Size in bytes.
    fn len(&self) -> usize;
    /// Whether the buffer has no bytes.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Copies `dst.len()` bytes starting at byte `offset` into `dst`.
    fn read(&mut self, offset: usize, dst: &mut [u8]) -> Result<(), String>;
    /// Copies `src` to byte `offset`.
    fn write(&mut self, offset: usize, src: &[u8]) -> Result<(), String>;
    /// For downcasting to the embedder's type.
    fn as_any(&self) -> &dyn Any;
    /// For downcasting to the embedder's type.
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

/// Where a buffer's bytes live.
pub enum Storage {
    /// In host memory.
    Host(Vec<u8>),
    /// Behind an embedder-supplied buffer.
    Device(Box<dyn DeviceBuffer>),
    /// Deallocated.
    Freed,
}

impl std::fmt::Debug for Storage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Storage::Host(v) => write!(f, "Host({} bytes)", v.len()),
            Storage::Device(d) => write!(f, "Device({} bytes)", d.len()),
            Storage::Freed => write!(f, "Freed"),
        }
    }
}

/// How a buffer came to be; decides who may free it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BufferKind {
    /// `memref.alloc` (freed by `memref.dealloc`).
    Heap,
    /// `memref.alloca` and GPU private memory (freed when its scope ends).
    Stack,
    /// A `memref.global`.
    Global,
    /// GPU workgroup memory (freed when the workgroup ends).
    Workgroup,
    /// Created by the embedder.
    Host,
}

#[derive(Debug)]
struct Buffer {
    storage: Storage,
    kind: BufferKind,
    read_only: bool,
}

/// All buffers of a running program.
#[derive(Debug)]
pub struct Memory {
    bufs: Vec<Buffer>,
    live_bytes: usize,
    /// Allocations beyond this many live bytes fail with an error instead of exhausting
    /// the machine.
    pub limit_bytes: usize,
}

impl Default for Memory {
    fn default() -> Self {
        Memory {
            bufs: Vec::new(),
            live_bytes: 0,
            limit_bytes: 4 << 30,
        }
    }
}

/// The layout part of a descriptor for a non-strided affine-map layout.
#[derive(Debug)]
pub struct MapLayout {
    /// One expression per physical dimension, over slots `[indices..., symbols...]`.
    pub(crate) results: Vec<AExpr>,
    /// Symbol values bound at allocation.
    pub(crate) syms: Vec<i64>,
    /// The physical shape.
    pub phys_shape: Vec<i64>,
    /// Row-major strides of the physical shape.
    pub phys_strides: Vec<i64>,
}

/// A memref value: a view of a buffer.
#[derive(Debug, Clone)]
pub struct MemRefDesc {
    /// The buffer viewed.
    pub buffer: BufferId,
    /// Element type.
    pub elem: Scalar,
    /// Byte position of element 0 in the buffer (upstream's aligned pointer; non-zero after
    /// `memref.view`).
    pub byte_base: u64,
    /// Offset in elements.
    pub offset: i64,
    /// Sizes (logical shape).
    pub sizes: Vec<i64>,
    /// Strides in elements (for a map layout: the row-major strides of the logical shape,
    /// for printing only).
    pub strides: Vec<i64>,
    /// A non-strided layout, if any.
    pub map: Option<Arc<MapLayout>>,
}

impl PartialEq for MemRefDesc {
    fn eq(&self, o: &Self) -> bool {
        self.buffer == o.buffer
            && self.elem == o.elem
            && self.byte_base == o.byte_base
            && self.offset == o.offset
            && self.sizes == o.sizes
            && self.strides == o.strides
            && match (&self.map, &o.map) {
                (None, None) => true,
                (Some(a), Some(b)) => Arc::ptr_eq(a, b),
                _ => false,
            }
    }
}

/// Row-major strides of `shape`.
pub fn row_major_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; shape.len()];
    let mut acc = 1i64;
    for i in (0..shape.len()).rev() {
        strides[i] = acc;
        acc = acc.wrapping_mul(shape[i].max(1));
    }
    strides
}

/// Number of elements of `shape` (`None` on overflow or a negative size).
pub fn num_elements(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(
        1i64,
        |acc, &s| if s < 0 { None } else { acc.checked_mul(s) },
    )
}

impl MemRefDesc {
    /// The rank.
    pub fn rank(&self) -> usize {
        self.sizes.len()
    }
    /// Number of elements of the view.
    pub fn num_elements(&self) -> i64 {
        num_elements(&self.sizes).unwrap_or(0)
    }
    /// The stable fake address printed as `base@`.
    pub fn fake_address(&self) -> u64 {
        0x1_0000_0000u64
            .wrapping_mul(self.buffer.0 as u64 + 1)
            .wrapping_add(self.byte_base)
    }
    /// Whether the view is row-major contiguous with no map layout.
    pub fn is_contiguous(&self) -> bool {
        self.map.is_none() && self.strides == row_major_strides(&self.sizes)
    }
    /// `memref<4x?xf32>`-style description for messages.
    pub fn type_string(&self) -> String {
        let mut s = String::from("memref<");
        for d in &self.sizes {
            s.push_str(&format!("{d}x"));
        }
        s.push_str(&self.elem.spelling());
        s.push('>');
        s
    }

    /// The element offset of the in-bounds logical index `idx` (no checks).
    #[inline]
    pub(crate) fn offset_of_checked(&self, idx: &[i64]) -> FResult<i64> {
        if let Some(m) = &self.map {
            return map_offset(m, idx, self.offset);
        }
        let mut off = self.offset;
        for (i, s) in idx.iter().zip(&self.strides) {
            off = off.wrapping_add(i.wrapping_mul(*s));
        }
        Ok(off)
    }

    /// Checks `idx` against the shape and returns the element offset.
    pub fn offset_of(&self, idx: &[i64]) -> FResult<i64> {
        if idx.len() != self.sizes.len() {
            return fault(format!(
                "{} indices for a memref of rank {}",
                idx.len(),
                self.sizes.len()
            ));
        }
        for (i, s) in idx.iter().zip(&self.sizes) {
            if *i < 0 || *i >= *s {
                return Err(self.oob(idx));
            }
        }
        self.offset_of_checked(idx)
    }

    /// The out-of-bounds fault for index `idx`.
    pub fn oob(&self, idx: &[i64]) -> Fault {
        Fault::new(format!(
            "out-of-bounds access to {}: index [{}] is outside shape [{}]",
            self.type_string(),
            join(idx),
            join(&self.sizes)
        ))
    }

    /// The byte address of element offset `off`.
    #[inline]
    pub(crate) fn byte_addr(&self, off: i64) -> FResult<usize> {
        let es = self.elem.byte_size() as i64;
        match off
            .checked_mul(es)
            .and_then(|b| b.checked_add(self.byte_base as i64))
        {
            Some(b) if b >= 0 => Ok(b as usize),
            _ => fault(format!(
                "memref access at element offset {off} lies before the start of its buffer"
            )),
        }
    }

    /// Calls `f` with the byte address of every element, in row-major logical order.
    pub fn for_each_addr(&self, mut f: impl FnMut(usize) -> FResult<()>) -> FResult<()> {
        for_each_index(&self.sizes, |idx| {
            f(self.byte_addr(self.offset_of_checked(idx)?)?)
        })
    }
}

fn map_offset(m: &MapLayout, idx: &[i64], base: i64) -> FResult<i64> {
    let mut env: Vec<u64> = Vec::with_capacity(idx.len() + m.syms.len());
    env.extend(idx.iter().map(|&i| i as u64));
    env.extend(m.syms.iter().map(|&s| s as u64));
    let mut off = base;
    for (k, e) in m.results.iter().enumerate() {
        let p = e.eval(&env)?;
        let ext = m.phys_shape.get(k).copied().unwrap_or(1);
        if p < 0 || p >= ext {
            return fault(format!(
                "layout map sends index [{}] outside the physical shape [{}]",
                join(idx),
                join(&m.phys_shape)
            ));
        }
        off = off.wrapping_add(p.wrapping_mul(m.phys_strides.get(k).copied().unwrap_or(0)));
    }
    Ok(off)
}

/// Calls `f` with every index of `sizes` in row-major order (nothing for an empty shape).
pub fn for_each_index(sizes: &[i64], mut f: impl FnMut(&[i64]) -> FResult<()>) -> FResult<()> {
    if sizes.iter().any(|&s| s <= 0) {
        return Ok(());
    }
    let rank = sizes.len();
    let mut idx = vec![0i64; rank];
    loop {
        f(&idx)?;
        let mut k = rank;
        loop {
            if k == 0 {
                return Ok(());
            }
            k -= 1;
            idx[k] += 1;
            if idx[k] < sizes[k] {
                break;
            }
            idx[k] = 0;
        }
    }
}

/// Joins integers with `", "`.
pub fn join(v: &[i64]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A memref layout decoded from a type at compile time.
#[derive(Debug, Clone, PartialEq)]
pub enum LayoutSpec {
    /// Row-major.
    Identity,
    /// `strided<[..], offset: ..>`; `DYNAMIC` entries are unknown statically.
    Strided {
        /// Offset.
        offset: i64,
        /// Strides.
        strides: Vec<i64>,
    },
    /// An affine map over `[indices..., symbols...]`.
    Map {
        /// Number of symbols.
        num_syms: usize,
        /// Results.
        results: Vec<AExpr>,
    },
}

/// Builds the descriptor of a fresh buffer of logical shape `sizes` with layout `layout`
/// (symbols `syms`); returns it with the number of bytes the buffer needs.
pub fn layout_descriptor(
    elem: Scalar,
    sizes: &[i64],
    layout: &LayoutSpec,
    syms: &[i64],
) -> FResult<(MemRefDesc, usize)> {
    let n = match num_elements(sizes) {
        Some(n) => n,
        None => return fault(format!("invalid memref shape [{}]", join(sizes))),
    };
    let es = elem.byte_size() as i64;
    let mk = |offset, strides, map| MemRefDesc {
        buffer: BufferId(u32::MAX),
        elem,
        byte_base: 0,
        offset,
        sizes: sizes.to_vec(),
        strides,
        map,
    };
    let bytes_for = |elems: i64| -> FResult<usize> {
        match elems.checked_mul(es) {
            Some(b) if b >= 0 => Ok(b as usize),
            _ => fault("memref allocation size overflows"),
        }
    };
    match layout {
        LayoutSpec::Identity => Ok((mk(0, row_major_strides(sizes), None), bytes_for(n)?)),
        LayoutSpec::Strided { offset, strides } => {
            if *offset == crate::ir::DYNAMIC || strides.contains(&crate::ir::DYNAMIC) {
                return fault(
                    "cannot allocate a memref whose layout has dynamic strides or offset",
                );
            }
            let mut hi = *offset;
            for (s, st) in sizes.iter().zip(strides) {
                if *s > 0 {
                    hi = hi.saturating_add((s - 1).saturating_mul(*st).max(0));
                }
            }
            let elems = if n == 0 { 0 } else { hi.saturating_add(1) };
            Ok((mk(*offset, strides.clone(), None), bytes_for(elems)?))
        }
        LayoutSpec::Map { num_syms, results } => {
            if syms.len() != *num_syms {
                return fault(format!(
                    "layout map has {num_syms} symbols but {} were given",
                    syms.len()
                ));
            }
            let rank = sizes.len();
            let mut ranges: Vec<(i64, i64)> = sizes.iter().map(|&s| (0, (s - 1).max(0))).collect();
            ranges.extend(syms.iter().map(|&s| (s, s)));
            let mut phys = Vec::with_capacity(results.len());
            for e in results {
                match e.range(&ranges) {
                    // As normalize-memrefs: the extent is the upper bound plus one, the lower
                    // bound is taken as 0 (negative positions fault when accessed).
                    Some((_, hi)) if hi >= 0 => phys.push(hi + 1),
                    Some(_) => return fault("layout map has a negative physical dimension"),
                    None => return fault("cannot bound the physical shape of the layout map"),
                }
            }
            if n == 0 {
                phys.iter_mut().for_each(|p| *p = 0);
            }
            let phys_strides = row_major_strides(&phys);
            let total = match num_elements(&phys) {
                Some(t) => t,
                None => return fault("memref allocation size overflows"),
            };
            // A linear map folds into plain strides.
            let mut strides = vec![0i64; rank];
            let mut offset = 0i64;
            let mut linear = true;
            for (k, e) in results.iter().enumerate() {
                match e.linear() {
                    Some((terms, cst)) => {
                        offset = offset.wrapping_add(cst.wrapping_mul(phys_strides[k]));
                        for &(slot, c) in terms {
                            let s = slot as usize;
                            if s < rank {
                                strides[s] =
                                    strides[s].wrapping_add(c.wrapping_mul(phys_strides[k]));
                            } else {
                                let v = syms.get(s - rank).copied().unwrap_or(0);
                                offset = offset
                                    .wrapping_add(v.wrapping_mul(c).wrapping_mul(phys_strides[k]));
                            }
                        }
                    }
                    None => linear = false,
                }
            }
            if linear {
                return Ok((mk(offset, strides, None), bytes_for(total)?));
            }
            let map = MapLayout {
                results: results.clone(),
                syms: syms.to_vec(),
                phys_shape: phys,
                phys_strides,
            };
            Ok((
                mk(0, row_major_strides(sizes), Some(Arc::new(map))),
                bytes_for(total)?,
            ))
        }
    }
}

/// Decodes the little-endian bytes of one element into register form.
#[inline]
pub fn decode(t: Scalar, b: &[u8]) -> u64 {
    let mut raw = [0u8; 8];
    let n = b.len().min(8);
    raw[..n].copy_from_slice(&b[..n]);
    let v = u64::from_le_bytes(raw);
    match t {
        Scalar::Int(w) => sext(v as i64, w) as u64,
        _ => v,
    }
}

/// Encodes a register as the little-endian bytes of one element.
#[inline]
pub fn encode(t: Scalar, bits: u64, out: &mut [u8]) {
    let v = match t {
        Scalar::Int(w) => zext(bits as i64, w),
        _ => bits,
    };
    let bytes = v.to_le_bytes();
    let n = out.len().min(8);
    out[..n].copy_from_slice(&bytes[..n]);
}

impl Memory {
    /// An empty memory.
    pub fn new() -> Self {
        Self::default()
    }

    /// Allocates a zeroed host buffer of `bytes` bytes.
    pub fn alloc_bytes(&mut self, bytes: usize, kind: BufferKind) -> FResult<BufferId> {
        if self.live_bytes.saturating_add(bytes) > self.limit_bytes {
            return fault(format!(
                "allocation of {bytes} bytes exceeds the interpreter's memory limit ({} bytes live, limit {})",
                self.live_bytes, self.limit_bytes
            ));
        }
        let mut v: Vec<u8> = Vec::new();
        if v.try_reserve_exact(bytes).is_err() {
            return fault(format!("out of memory allocating {bytes} bytes"));
        }
        v.resize(bytes, 0);
        Ok(self.insert(Storage::Host(v), kind))
    }

    fn insert(&mut self, storage: Storage, kind: BufferKind) -> BufferId {
        let n = match &storage {
            Storage::Host(v) => v.len(),
            Storage::Device(d) => d.len(),
            Storage::Freed => 0,
        };
        self.live_bytes = self.live_bytes.saturating_add(n);
        let id = BufferId(self.bufs.len() as u32);
        self.bufs.push(Buffer {
            storage,
            kind,
            read_only: false,
        });
        id
    }

    /// Registers an embedder-supplied buffer.
    pub fn add_device_buffer(&mut self, buf: Box<dyn DeviceBuffer>) -> BufferId {
        self.insert(Storage::Device(buf), BufferKind::Host)
    }

    /// Registers host bytes as a buffer.
    pub fn add_host_buffer(&mut self, bytes: Vec<u8>) -> BufferId {
        self.insert(Storage::Host(bytes), BufferKind::Host)
    }

    /// The storage of a buffer.
    pub fn storage(&self, b: BufferId) -> Option<&Storage> {
        self.bufs.get(b.0 as usize).map(|x| &x.storage)
    }
    /// The storage of a buffer, mutably (an embedder may swap host bytes for a device
    /// buffer and back).
    pub fn storage_mut(&mut self, b: BufferId) -> Option<&mut Storage> {
        self.bufs.get_mut(b.0 as usize).map(|x| &mut x.storage)
    }
    /// How a buffer was created.
    pub fn kind(&self, b: BufferId) -> Option<BufferKind> {
        self.bufs.get(b.0 as usize).map(|x| x.kind)
    }
    /// Whether the buffer exists and is not freed.
    pub fn is_live(&self, b: BufferId) -> bool {
        matches!(self.storage(b), Some(Storage::Host(_) | Storage::Device(_)))
    }
    /// Size in bytes of a live buffer.
    pub fn len(&self, b: BufferId) -> Option<usize> {
        match self.storage(b)? {
            Storage::Host(v) => Some(v.len()),
            Storage::Device(d) => Some(d.len()),
            Storage::Freed => None,
        }
    }
    /// Number of buffers ever created.
    pub fn num_buffers(&self) -> usize {
        self.bufs.len()
    }
    /// Marks a buffer read-only (constant globals).
    pub fn set_read_only(&mut self, b: BufferId, ro: bool) {
        if let Some(x) = self.bufs.get_mut(b.0 as usize) {
            x.read_only = ro;
        }
    }

    /// Frees a buffer; freeing twice is an error.
    pub fn free(&mut self, b: BufferId) -> FResult<()> {
        let Some(buf) = self.bufs.get_mut(b.0 as usize) else {
            return fault("deallocation of an unknown buffer");
        };
        let n = match &buf.storage {
            Storage::Host(v) => v.len(),
            Storage::Device(d) => d.len(),
            Storage::Freed => return fault("double deallocation: buffer was already deallocated"),
        };
        if buf.kind == BufferKind::Global {
            return fault("deallocation of a memref.global buffer");
        }
        buf.storage = Storage::Freed;
        self.live_bytes = self.live_bytes.saturating_sub(n);
        Ok(())
    }

    fn dead(b: BufferId) -> Fault {
        Fault::new(format!("use of a deallocated buffer (buffer #{})", b.0))
    }

    /// Loads the element of type `t` at byte `addr` of buffer `b`.
    #[inline(always)]
    pub fn load(&mut self, b: BufferId, addr: usize, t: Scalar) -> FResult<u64> {
        if let Some(Buffer {
            storage: Storage::Host(v),
            ..
        }) = self.bufs.get(b.0 as usize)
        {
            let raw = match t.byte_size() {
                4 => match v.get(addr..addr.wrapping_add(4)) {
                    Some(&[a, b1, c, d]) => Some(u32::from_le_bytes([a, b1, c, d]) as u64),
                    _ => None,
                },
                8 => match v.get(addr..addr.wrapping_add(8)) {
                    Some(&[a, b1, c, d, e, f, g, h]) => {
                        Some(u64::from_le_bytes([a, b1, c, d, e, f, g, h]))
                    }
                    _ => None,
                },
                2 => match v.get(addr..addr.wrapping_add(2)) {
                    Some(&[a, b1]) => Some(u16::from_le_bytes([a, b1]) as u64),
                    _ => None,
                },
                _ => v.get(addr).map(|&x| x as u64),
            };
            if let Some(raw) = raw {
                return Ok(match t {
                    Scalar::Int(w) => sext(raw as i64, w) as u64,
                    _ => raw,
                });
            }
        }
        self.load_slow(b, addr, t)
    }

    #[inline(never)]
    fn load_slow(&mut self, b: BufferId, addr: usize, t: Scalar) -> FResult<u64> {
        let n = t.byte_size();
        let Some(buf) = self.bufs.get_mut(b.0 as usize) else {
            return Err(Self::dead(b));
        };
        match &mut buf.storage {
            Storage::Host(v) => match addr.checked_add(n).and_then(|e| v.get(addr..e)) {
                Some(bytes) => Ok(decode(t, bytes)),
                None => fault(format!(
                    "access at byte {addr} is outside its buffer of {} bytes",
                    v.len()
                )),
            },
            Storage::Device(d) => {
                let mut tmp = [0u8; 8];
                if addr.checked_add(n).is_none_or(|e| e > d.len()) {
                    return fault(format!(
                        "access at byte {addr} is outside its buffer of {} bytes",
                        d.len()
                    ));
                }
                d.read(addr, &mut tmp[..n]).map_err(Fault::new)?;
                Ok(decode(t, &tmp[..n]))
            }
            Storage::Freed => Err(Self::dead(b)),
        }
    }

    /// Stores `bits` as an element of type `t` at byte `addr` of buffer `b`.
    #[inline(always)]
    pub fn store(&mut self, b: BufferId, addr: usize, t: Scalar, bits: u64) -> FResult<()> {
        if let Some(Buffer {
            storage: Storage::Host(v),
            read_only: false,
            ..
        }) = self.bufs.get_mut(b.0 as usize)
        {
            let v64 = match t {
                Scalar::Int(w) => zext(bits as i64, w),
                _ => bits,
            };
            let done = match t.byte_size() {
                4 => v
                    .get_mut(addr..addr.wrapping_add(4))
                    .map(|s| s.copy_from_slice(&(v64 as u32).to_le_bytes())),
                8 => v
                    .get_mut(addr..addr.wrapping_add(8))
                    .map(|s| s.copy_from_slice(&v64.to_le_bytes())),
                2 => v
                    .get_mut(addr..addr.wrapping_add(2))
                    .map(|s| s.copy_from_slice(&(v64 as u16).to_le_bytes())),
                _ => v.get_mut(addr).map(|x| *x = v64 as u8),
            };
            if done.is_some() {
                return Ok(());
            }
        }
        self.store_slow(b, addr, t, bits)
    }

    #[inline(never)]
    fn store_slow(&mut self, b: BufferId, addr: usize, t: Scalar, bits: u64) -> FResult<()> {
        let n = t.byte_size();
        let Some(buf) = self.bufs.get_mut(b.0 as usize) else {
            return Err(Self::dead(b));
        };
        if buf.read_only {
            return fault("store to a constant memref.global");
        }
        match &mut buf.storage {
            Storage::Host(v) => {
                let len = v.len();
                match addr.checked_add(n).and_then(|e| v.get_mut(addr..e)) {
                    Some(bytes) => {
                        encode(t, bits, bytes);
                        Ok(())
                    }
                    None => fault(format!(
                        "access at byte {addr} is outside its buffer of {len} bytes"
                    )),
                }
            }
            Storage::Device(d) => {
                if addr.checked_add(n).is_none_or(|e| e > d.len()) {
                    return fault(format!(
                        "access at byte {addr} is outside its buffer of {} bytes",
                        d.len()
                    ));
                }
                let mut tmp = [0u8; 8];
                encode(t, bits, &mut tmp[..n]);
                d.write(addr, &tmp[..n]).map_err(Fault::new)
            }
            Storage::Freed => Err(Self::dead(b)),
        }
    }

    /// Checks that a buffer is live.
    pub fn check_live(&self, b: BufferId) -> FResult<()> {
        if self.is_live(b) {
            Ok(())
        } else {
            Err(Self::dead(b))
        }
    }

    // ----- host data API -----------------------------------------------------------------

    /// Allocates a zeroed row-major memref owned by the embedder.
    pub fn alloc_memref(&mut self, elem: Scalar, shape: &[i64]) -> Result<MemRefDesc, String> {
        self.alloc_with_layout(elem, shape, &LayoutSpec::Identity, &[], BufferKind::Host)
            .map_err(|f| f.into_msg())
    }

    /// Allocates a zeroed memref with a layout.
    pub(crate) fn alloc_with_layout(
        &mut self,
        elem: Scalar,
        shape: &[i64],
        layout: &LayoutSpec,
        syms: &[i64],
        kind: BufferKind,
    ) -> FResult<MemRefDesc> {
        let (mut d, bytes) = layout_descriptor(elem, shape, layout, syms)?;
        d.buffer = self.alloc_bytes(bytes, kind)?;
        Ok(d)
    }

    /// Creates a row-major memref holding `bytes` (little-endian elements, row-major).
    pub fn memref_from_bytes(
        &mut self,
        elem: Scalar,
        shape: &[i64],
        bytes: &[u8],
    ) -> Result<MemRefDesc, String> {
        let d = self.alloc_memref(elem, shape)?;
        self.write_bytes(&d, bytes)?;
        Ok(d)
    }

    /// Creates a row-major `f32` memref.
    pub fn memref_from_f32(&mut self, shape: &[i64], data: &[f32]) -> Result<MemRefDesc, String> {
        let bytes: Vec<u8> = data.iter().flat_map(|x| x.to_le_bytes()).collect();
        self.memref_from_bytes(Scalar::F32, shape, &bytes)
    }
    /// Creates a row-major `f64` memref.
    pub fn memref_from_f64(&mut self, shape: &[i64], data: &[f64]) -> Result<MemRefDesc, String> {
        let bytes: Vec<u8> = data.iter().flat_map(|x| x.to_le_bytes()).collect();
        self.memref_from_bytes(Scalar::F64, shape, &bytes)
    }
    /// Creates a row-major `i32` memref.
    pub fn memref_from_i32(&mut self, shape: &[i64], data: &[i32]) -> Result<MemRefDesc, String> {
        let bytes: Vec<u8> = data.iter().flat_map(|x| x.to_le_bytes()).collect();
        self.memref_from_bytes(Scalar::Int(32), shape, &bytes)
    }
    /// Creates a row-major `i64` memref.
    pub fn memref_from_i64(&mut self, shape: &[i64], data: &[i64]) -> Result<MemRefDesc, String> {
        let bytes: Vec<u8> = data.iter().flat_map(|x| x.to_le_bytes()).collect();
        self.memref_from_bytes(Scalar::Int(64), shape, &bytes)
    }

    /// Writes `bytes` (row-major, packed elements) into the view `m`, honouring its layout.
    pub fn write_bytes(&mut self, m: &MemRefDesc, bytes: &[u8]) -> Result<(), String> {
        let es = m.elem.byte_size();
        let n = m.num_elements().max(0) as usize;
        if n.checked_mul(es) != Some(bytes.len()) {
            return Err(format!(
                "expected {} elements of {} bytes for {}, got {} bytes",
                n,
                es,
                m.type_string(),
                bytes.len()
            ));
        }
        let mut k = 0usize;
        m.for_each_addr(|a| {
            let bits = decode(m.elem, &bytes[k * es..(k + 1) * es]);
            k += 1;
            self.store(m.buffer, a, m.elem, bits)
        })
        .map_err(|f| f.into_msg())
    }

    /// Reads the view `m` as packed row-major little-endian elements.
    pub fn read_bytes(&mut self, m: &MemRefDesc) -> Result<Vec<u8>, String> {
        let es = m.elem.byte_size();
        let total = (m.num_elements().max(0) as usize).saturating_mul(es);
        if total > self.limit_bytes {
            return Err(format!(
                "reading {total} bytes exceeds the interpreter's memory limit"
            ));
        }
        let mut out = Vec::with_capacity(total);
        let mut tmp = [0u8; 8];
        m.for_each_addr(|a| {
            let bits = self.load(m.buffer, a, m.elem)?;
            encode(m.elem, bits, &mut tmp[..es]);
            out.extend_from_slice(&tmp[..es]);
            Ok(())
        })
        .map_err(|f| f.into_msg())?;
        Ok(out)
    }

    /// Checks that a descriptor supplied from outside is well formed and refers to a live
    /// buffer.
    pub fn validate(&self, m: &MemRefDesc) -> Result<(), String> {
        if m.strides.len() != m.sizes.len() {
            return Err(format!(
                "memref descriptor has {} sizes but {} strides",
                m.sizes.len(),
                m.strides.len()
            ));
        }
        if let Some(s) = m.sizes.iter().find(|&&s| s < 0) {
            return Err(format!("memref descriptor has a negative size {s}"));
        }
        if !self.is_live(m.buffer) {
            return Err("memref refers to a freed or unknown buffer".into());
        }
        Ok(())
    }

    /// Reads an `f32` view.
    pub fn read_f32(&mut self, m: &MemRefDesc) -> Result<Vec<f32>, String> {
        let b = self.read_typed(m, Scalar::F32)?;
        Ok(b.chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }
    /// Reads an `f64` view.
    pub fn read_f64(&mut self, m: &MemRefDesc) -> Result<Vec<f64>, String> {
        let b = self.read_typed(m, Scalar::F64)?;
        Ok(b.chunks_exact(8)
            .map(|c| f64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect())
    }
    /// Reads an `i32` view.
    pub fn read_i32(&mut self, m: &MemRefDesc) -> Result<Vec<i32>, String> {
        let b = self.read_typed(m, Scalar::Int(32))?;
        Ok(b.chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }
    /// Reads an `i64` view.
    pub fn read_i64(&mut self, m: &MemRefDesc) -> Result<Vec<i64>, String> {
        let b = self.read_typed(m, Scalar::Int(64))?;
        Ok(b.chunks_exact(8)
            .map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect())
    }

    fn read_typed(&mut self, m: &MemRefDesc, t: Scalar) -> Result<Vec<u8>, String> {
        if m.elem != t {
            return Err(format!(
                "memref has element type {}, not {}",
                m.elem.spelling(),
                t.spelling()
            ));
        }
        self.read_bytes(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alloc_load_store_free() {
        let mut mem = Memory::new();
        let m = mem
            .memref_from_f32(&[2, 3], &[1., 2., 3., 4., 5., 6.])
            .unwrap();
        let off = m.offset_of(&[1, 2]).unwrap();
        let a = m.byte_addr(off).unwrap();
        assert_eq!(
            f32::from_bits(mem.load(m.buffer, a, Scalar::F32).unwrap() as u32),
            6.0
        );
        mem.store(m.buffer, a, Scalar::F32, 7.5f32.to_bits() as u64)
            .unwrap();
        assert_eq!(mem.read_f32(&m).unwrap(), vec![1., 2., 3., 4., 5., 7.5]);
        let e = m.offset_of(&[2, 0]).unwrap_err();
        assert!(
            e.msg.contains("index [2, 0] is outside shape [2, 3]"),
            "{}",
            e.msg
        );
        mem.free(m.buffer).unwrap();
        assert!(mem
            .load(m.buffer, 0, Scalar::F32)
            .unwrap_err()
            .msg
            .contains("deallocated"));
        assert!(mem.free(m.buffer).is_err());
    }

    #[test]
    fn i1_and_i8_encoding() {
        let mut mem = Memory::new();
        let m = mem.alloc_memref(Scalar::Int(1), &[2]).unwrap();
        mem.store(m.buffer, 1, Scalar::Int(1), u64::MAX).unwrap();
        assert_eq!(mem.read_bytes(&m).unwrap(), vec![0, 1]);
        assert_eq!(mem.load(m.buffer, 1, Scalar::Int(1)).unwrap(), u64::MAX);
        let m8 = mem
            .memref_from_bytes(Scalar::Int(8), &[1], &[0xff])
            .unwrap();
        assert_eq!(mem.load(m8.buffer, 0, Scalar::Int(8)).unwrap() as i64, -1);
    }

    #[test]
    fn tiled_layout_physical_shape() {
        use crate::ir::{AffineBinOp, Context};
        let mut ctx = Context::new();
        let (d0, d1) = (ctx.dim(0), ctx.dim(1));
        let c2 = ctx.cst(2);
        let e = [
            ctx.bin(AffineBinOp::FloorDiv, d0, c2),
            ctx.bin(AffineBinOp::FloorDiv, d1, c2),
            ctx.bin(AffineBinOp::Mod, d0, c2),
            ctx.bin(AffineBinOp::Mod, d1, c2),
        ];
        let results = e
            .iter()
            .map(|&x| AExpr::compile(&ctx, x, &[0, 1], &[]).unwrap())
            .collect();
        let spec = LayoutSpec::Map {
            num_syms: 0,
            results,
        };
        let (d, bytes) = layout_descriptor(Scalar::F32, &[4, 4], &spec, &[]).unwrap();
        let m = d.map.as_ref().unwrap();
        assert_eq!(m.phys_shape, vec![2, 2, 2, 2]);
        assert_eq!(bytes, 64);
        // (1, 2) -> (0, 1, 1, 0) -> 0*8 + 1*4 + 1*2 + 0 = 6
        assert_eq!(d.offset_of(&[1, 2]).unwrap(), 6);
    }

    #[test]
    fn permutation_layout_becomes_strided() {
        use crate::ir::Context;
        let mut ctx = Context::new();
        let (d0, d1) = (ctx.dim(0), ctx.dim(1));
        let results = vec![
            AExpr::compile(&ctx, d1, &[0, 1], &[]).unwrap(),
            AExpr::compile(&ctx, d0, &[0, 1], &[]).unwrap(),
        ];
        let spec = LayoutSpec::Map {
            num_syms: 0,
            results,
        };
        let (d, bytes) = layout_descriptor(Scalar::F32, &[3, 5], &spec, &[]).unwrap();
        assert!(d.map.is_none());
        assert_eq!(d.strides, vec![1, 3]);
        assert_eq!(bytes, 60);
    }
}

//! Execution of memref operations: allocation, views (subview, casts, reshapes), copies,
//! atomics, DMA and vector transfers. Every view keeps pointing at its buffer; every access
//! is checked against the view's shape and the buffer's size.

use std::sync::Arc;

use super::compile_cf::red_sop;
use super::errors::{fault, FResult};
use super::exec::{memref, vector, Exec};
use super::gpu::AllocRequest;
use super::inst::{MaskedMode, MemOp, Obj, RedKind, Src, R};
use super::memory::{
    for_each_index, join, layout_descriptor, num_elements, row_major_strides, BufferId, BufferKind,
    MemRefDesc,
};
use super::race::Kind;
use super::scalar;
use super::value::Scalar;
use crate::ir::DYNAMIC;

fn srcs(v: &[Src], regs: &[u64]) -> Vec<i64> {
    v.iter().map(|s| s.get(regs)).collect()
}

fn strided(desc: &MemRefDesc, what: &str) -> FResult<()> {
    if desc.map.is_some() {
        return fault(format!(
            "{what} of a memref with a non-strided affine-map layout is not supported"
        ));
    }
    Ok(())
}

/// Row-major multi-index of linear position `lin` in `shape`.
fn delinearize(mut lin: i64, shape: &[i64]) -> Vec<i64> {
    let mut idx = vec![0i64; shape.len()];
    for k in (0..shape.len()).rev() {
        let s = shape[k].max(1);
        idx[k] = lin % s;
        lin /= s;
    }
    idx
}

impl Exec<'_> {
    /// A new host heap buffer of `sizes` elements of `elem` in identity layout: the
    /// storage of a tensor value, which nothing writes after the op creating it.
    fn tensor_buffer(&mut self, elem: Scalar, sizes: &[i64]) -> FResult<MemRefDesc> {
        if let Some(s) = sizes.iter().find(|&&s| s < 0) {
            return fault(format!("tensor with negative size {s}"));
        }
        let (mut desc, bytes) =
            layout_descriptor(elem, sizes, &super::memory::LayoutSpec::Identity, &[])?;
        desc.buffer = self.mem.alloc_bytes(bytes, BufferKind::Heap)?;
        Ok(desc)
    }

    fn rd(&mut self, d: &MemRefDesc, idx: &[i64]) -> FResult<u64> {
        let off = d.offset_of(idx)?;
        let a = d.byte_addr(off)?;
        self.note_here(d, off, a, Kind::Read)?;
        self.mem.load(d.buffer, a, d.elem)
    }

    fn wr(&mut self, d: &MemRefDesc, idx: &[i64], v: u64) -> FResult<()> {
        let off = d.offset_of(idx)?;
        let a = d.byte_addr(off)?;
        self.note_here(d, off, a, Kind::Write)?;
        self.mem.store(d.buffer, a, d.elem, v)
    }

    /// Runs a memref op.
    pub(crate) fn mem_op(
        &mut self,
        op: &MemOp,
        regs: &mut [u64],
        objs: &mut [Obj],
        stack: &mut Vec<BufferId>,
    ) -> FResult<()> {
        match op {
            MemOp::Alloc {
                d,
                elem,
                shape,
                syms,
                layout,
                stack: on_stack,
                space,
            } => {
                let sizes = srcs(shape, regs);
                if let Some(s) = sizes.iter().find(|&&s| s < 0) {
                    return fault(format!("allocation with negative size {s}"));
                }
                let symv: Vec<i64> = syms.iter().map(|&r| regs[r as usize] as i64).collect();
                let (mut desc, bytes) = layout_descriptor(*elem, &sizes, layout, &symv)?;
                let hooked = if *on_stack {
                    None
                } else {
                    let req = AllocRequest {
                        bytes,
                        elem: *elem,
                        sizes: &sizes,
                        memory_space: space.as_deref(),
                    };
                    let b = self
                        .hooks
                        .alloc(self.mem, &req)
                        .map_err(super::errors::Fault::new)?;
                    if let Some(b) = b {
                        if self.mem.len(b).is_none_or(|n| n < bytes) {
                            return fault(format!(
                                "the allocation hook returned a buffer smaller than {bytes} bytes"
                            ));
                        }
                    }
                    b
                };
                desc.buffer = match hooked {
                    Some(b) => b,
                    None => self.mem.alloc_bytes(
                        bytes,
                        if *on_stack {
                            BufferKind::Stack
                        } else {
                            BufferKind::Heap
                        },
                    )?,
                };
                if *on_stack {
                    stack.push(desc.buffer);
                }
                objs[*d as usize] = Obj::MemRef(Arc::new(desc));
            }
            MemOp::TensorAlloc { d, elem, shape } => {
                let sizes = srcs(shape, regs);
                let desc = self.tensor_buffer(*elem, &sizes)?;
                objs[*d as usize] = Obj::MemRef(Arc::new(desc));
            }
            MemOp::Clone { d, s } => {
                let src = memref(objs, *s)?.clone();
                let dst = self.tensor_buffer(src.elem, &src.sizes)?;
                for_each_index(&src.sizes, |idx| {
                    let so = src.offset_of_checked(idx)?;
                    let sa = src.byte_addr(so)?;
                    self.note_here(&src, so, sa, Kind::Read)?;
                    let v = self.mem.load(src.buffer, sa, src.elem)?;
                    let o = dst.offset_of_checked(idx)?;
                    let a = dst.byte_addr(o)?;
                    self.mem.store(dst.buffer, a, dst.elem, v)
                })?;
                objs[*d as usize] = Obj::MemRef(Arc::new(dst));
            }
            MemOp::Dealloc { m, op } => {
                let b = memref(objs, *m)?.buffer;
                match self.mem.kind(b) {
                    Some(BufferKind::Stack) => {
                        return fault(format!("{op} of a buffer allocated with memref.alloca"))
                    }
                    Some(BufferKind::Workgroup) => {
                        return fault(format!("{op} of GPU workgroup memory"))
                    }
                    _ => {}
                }
                self.mem.free(b)?;
            }
            MemOp::Fill { m, v } => {
                let dst = memref(objs, *m)?.clone();
                let bits = regs.get(*v as usize).copied().unwrap_or(0);
                for_each_index(&dst.sizes, |idx| {
                    let o = dst.offset_of_checked(idx)?;
                    let a = dst.byte_addr(o)?;
                    self.note_here(&dst, o, a, Kind::Write)?;
                    self.mem.store(dst.buffer, a, dst.elem, bits)
                })?;
            }
            MemOp::Copy { s, t, op } => {
                let (src, dst) = (memref(objs, *s)?.clone(), memref(objs, *t)?.clone());
                if src.sizes != dst.sizes {
                    return fault(format!(
                        "{op} between different shapes [{}] and [{}]",
                        join(&src.sizes),
                        join(&dst.sizes)
                    ));
                }
                if src.elem.byte_size() != dst.elem.byte_size() {
                    return fault(format!("{op} between different element types"));
                }
                for_each_index(&src.sizes, |idx| {
                    let (so, d_o) = (src.offset_of_checked(idx)?, dst.offset_of_checked(idx)?);
                    let (sa, da) = (src.byte_addr(so)?, dst.byte_addr(d_o)?);
                    self.note_here(&src, so, sa, Kind::Read)?;
                    let v = self.mem.load(src.buffer, sa, src.elem)?;
                    self.note_here(&dst, d_o, da, Kind::Write)?;
                    self.mem.store(dst.buffer, da, dst.elem, v)
                })?;
            }
            MemOp::SubView {
                d,
                s,
                offsets,
                sizes,
                strides,
                result_shape,
            } => {
                let src = MemRefDesc::clone(memref(objs, *s)?);
                strided(&src, "memref.subview")?;
                self.mem.check_live(src.buffer)?;
                let (o, z, t) = (srcs(offsets, regs), srcs(sizes, regs), srcs(strides, regs));
                let r = src.rank();
                if o.len() != r || z.len() != r || t.len() != r {
                    return fault(
                        "memref.subview offsets, sizes and strides must match the source rank",
                    );
                }
                let mut offset = src.offset;
                let mut nsizes = Vec::with_capacity(r);
                let mut nstrides = Vec::with_capacity(r);
                for i in 0..r {
                    if z[i] < 0 {
                        return fault(format!("memref.subview with negative size {}", z[i]));
                    }
                    if z[i] > 0 {
                        let last = o[i]
                            .checked_add((z[i] - 1).checked_mul(t[i]).unwrap_or(i64::MAX))
                            .unwrap_or(i64::MAX);
                        if o[i] < 0 || last < 0 || last >= src.sizes[i] {
                            return fault(format!(
                                "memref.subview out of bounds: offsets [{}], sizes [{}], strides [{}] on shape [{}]",
                                join(&o),
                                join(&z),
                                join(&t),
                                join(&src.sizes)
                            ));
                        }
                    }
                    offset = offset.wrapping_add(o[i].wrapping_mul(src.strides[i]));
                    nsizes.push(z[i]);
                    nstrides.push(src.strides[i].wrapping_mul(t[i]));
                }
                // Rank reduction: drop unit dims that the result type does not have.
                if result_shape.len() < r {
                    let (mut ks, mut kt) = (Vec::new(), Vec::new());
                    let mut j = 0;
                    for i in 0..r {
                        let keep = j < result_shape.len()
                            && (result_shape[j] == DYNAMIC || result_shape[j] == nsizes[i])
                            && (nsizes[i] != 1
                                || r - i <= result_shape.len() - j
                                || result_shape[j] == 1);
                        if keep {
                            ks.push(nsizes[i]);
                            kt.push(nstrides[i]);
                            j += 1;
                        } else if nsizes[i] != 1 {
                            return fault(
                                "memref.subview result type does not match the dropped dimensions",
                            );
                        }
                    }
                    if j != result_shape.len() {
                        return fault(
                            "memref.subview result type does not match the dropped dimensions",
                        );
                    }
                    nsizes = ks;
                    nstrides = kt;
                }
                let desc = MemRefDesc {
                    offset,
                    sizes: nsizes,
                    strides: nstrides,
                    ..src
                };
                objs[*d as usize] = Obj::MemRef(Arc::new(desc));
            }
            MemOp::Reinterpret {
                d,
                s,
                offset,
                sizes,
                strides,
            } => {
                let src = MemRefDesc::clone(memref(objs, *s)?);
                let (z, t) = (srcs(sizes, regs), srcs(strides, regs));
                if z.len() != t.len() {
                    return fault("memref.reinterpret_cast needs as many strides as sizes");
                }
                if z.iter().any(|&x| x < 0) {
                    return fault("memref.reinterpret_cast with a negative size");
                }
                let desc = MemRefDesc {
                    offset: offset.get(regs),
                    sizes: z,
                    strides: t,
                    map: None,
                    ..src
                };
                objs[*d as usize] = Obj::MemRef(Arc::new(desc));
            }
            MemOp::Cast { d, s, shape } => {
                let src = memref(objs, *s)?;
                if let Some(sh) = shape {
                    let ok = sh.len() == src.rank()
                        && sh
                            .iter()
                            .zip(&src.sizes)
                            .all(|(&a, &b)| a == DYNAMIC || a == b);
                    if !ok {
                        return fault(format!(
                            "memref.cast of a memref of shape [{}] to an incompatible shape [{}]",
                            join(&src.sizes),
                            sh.iter()
                                .map(|&x| if x == DYNAMIC {
                                    "?".to_string()
                                } else {
                                    x.to_string()
                                })
                                .collect::<Vec<_>>()
                                .join(", ")
                        ));
                    }
                }
                objs[*d as usize] = objs[*s as usize].clone();
            }
            MemOp::View {
                d,
                s,
                shift,
                sizes,
                elem,
            } => {
                let src = MemRefDesc::clone(memref(objs, *s)?);
                strided(&src, "memref.view")?;
                let sh = regs[*shift as usize] as i64;
                if sh < 0 {
                    return fault(format!("memref.view with negative byte shift {sh}"));
                }
                let z = srcs(sizes, regs);
                let base = (src.byte_base as i64)
                    .wrapping_add(src.offset.wrapping_mul(src.elem.byte_size() as i64))
                    .wrapping_add(sh);
                let desc = MemRefDesc {
                    buffer: src.buffer,
                    elem: *elem,
                    byte_base: base.max(0) as u64,
                    offset: 0,
                    strides: row_major_strides(&z),
                    sizes: z,
                    map: None,
                };
                objs[*d as usize] = Obj::MemRef(Arc::new(desc));
            }
            MemOp::Expand {
                d,
                s,
                groups,
                shape,
            } => {
                let src = MemRefDesc::clone(memref(objs, *s)?);
                strided(&src, "memref.expand_shape")?;
                if groups.len() != src.rank() {
                    return fault(
                        "memref.expand_shape reassociation does not match the source rank",
                    );
                }
                let mut sizes = srcs(shape, regs);
                let mut strides = vec![0i64; sizes.len()];
                for (k, g) in groups.iter().enumerate() {
                    if g.iter().any(|&i| i >= sizes.len()) {
                        return fault("memref.expand_shape reassociation index out of range");
                    }
                    let known: i64 = g
                        .iter()
                        .map(|&i| sizes[i])
                        .filter(|&x| x != DYNAMIC)
                        .fold(1i64, |a, x| a.wrapping_mul(x));
                    let ndyn = g.iter().filter(|&&i| sizes[i] == DYNAMIC).count();
                    if ndyn > 1 {
                        return fault("memref.expand_shape with several dynamic sizes in one group needs output_shape");
                    }
                    if ndyn == 1 {
                        let v = if known == 0 { 0 } else { src.sizes[k] / known };
                        for &i in g {
                            if sizes[i] == DYNAMIC {
                                sizes[i] = v;
                            }
                        }
                    }
                    let prod: i64 = g
                        .iter()
                        .map(|&i| sizes[i])
                        .fold(1i64, |a, x| a.wrapping_mul(x));
                    if prod != src.sizes[k] {
                        return fault(format!(
                            "memref.expand_shape: group sizes multiply to {prod}, source dimension {k} is {}",
                            src.sizes[k]
                        ));
                    }
                    let mut st = src.strides[k];
                    for &i in g.iter().rev() {
                        strides[i] = st;
                        st = st.wrapping_mul(sizes[i]);
                    }
                }
                let desc = MemRefDesc {
                    sizes,
                    strides,
                    ..src
                };
                objs[*d as usize] = Obj::MemRef(Arc::new(desc));
            }
            MemOp::Collapse { d, s, groups } => {
                let src = MemRefDesc::clone(memref(objs, *s)?);
                strided(&src, "memref.collapse_shape")?;
                let mut sizes = Vec::new();
                let mut strides = Vec::new();
                for g in groups {
                    if g.iter().any(|&i| i >= src.rank()) {
                        return fault("memref.collapse_shape reassociation index out of range");
                    }
                    let size: i64 = g
                        .iter()
                        .map(|&i| src.sizes[i])
                        .fold(1i64, |a, x| a.wrapping_mul(x));
                    let dims: Vec<usize> =
                        g.iter().copied().filter(|&i| src.sizes[i] != 1).collect();
                    for w in dims.windows(2) {
                        if src.strides[w[0]] != src.strides[w[1]].wrapping_mul(src.sizes[w[1]]) {
                            return fault(
                                "memref.collapse_shape of a non-contiguous group of dimensions",
                            );
                        }
                    }
                    let stride = dims
                        .last()
                        .or(g.last())
                        .map(|&i| src.strides[i])
                        .unwrap_or(1);
                    sizes.push(size);
                    strides.push(stride);
                }
                let desc = MemRefDesc {
                    sizes,
                    strides,
                    ..src
                };
                objs[*d as usize] = Obj::MemRef(Arc::new(desc));
            }
            MemOp::Dim { d, m, i } => {
                let desc = memref(objs, *m)?;
                let i = regs[*i as usize] as i64;
                match usize::try_from(i).ok().and_then(|i| desc.sizes.get(i)) {
                    Some(&s) => regs[*d as usize] = s as u64,
                    None => {
                        return fault(format!(
                            "memref.dim index {i} out of range for rank {}",
                            desc.rank()
                        ))
                    }
                }
            }
            MemOp::Rank { d, m } => {
                let r = memref(objs, *m)?.rank();
                regs[*d as usize] = r as u64;
            }
            MemOp::GetGlobal { d, g } => match self.globals.get(*g as usize) {
                Some(desc) => objs[*d as usize] = Obj::MemRef(desc.clone()),
                None => return fault("unknown memref.global"),
            },
            MemOp::AtomicRmw {
                d,
                v,
                m,
                idx,
                kind,
                t,
            } => {
                let desc = memref(objs, *m)?.clone();
                let ix: Vec<i64> = idx.iter().map(|&r| regs[r as usize] as i64).collect();
                let off = desc.offset_of(&ix)?;
                let a = desc.byte_addr(off)?;
                // Atomics do not race with each other.
                self.note_here(&desc, off, a, Kind::Atomic)?;
                let old = self.mem.load(desc.buffer, a, desc.elem)?;
                let val = regs[*v as usize];
                let new = if *kind == RedKind::Assign {
                    val
                } else {
                    scalar::eval2(red_sop(*kind, *t), old, val)?
                };
                self.mem.store(desc.buffer, a, desc.elem, new)?;
                regs[*d as usize] = old;
            }
            MemOp::Transpose { d, s, perm } => {
                let src = MemRefDesc::clone(memref(objs, *s)?);
                strided(&src, "memref.transpose")?;
                if perm.len() != src.rank() || perm.iter().any(|&i| i >= src.rank()) {
                    return fault("memref.transpose with a permutation of another rank");
                }
                let desc = MemRefDesc {
                    sizes: perm.iter().map(|&i| src.sizes[i]).collect(),
                    strides: perm.iter().map(|&i| src.strides[i]).collect(),
                    ..src
                };
                objs[*d as usize] = Obj::MemRef(Arc::new(desc));
            }
            MemOp::Reshape { d, s, shape } => {
                let src = MemRefDesc::clone(memref(objs, *s)?);
                let sh = memref(objs, *shape)?.clone();
                if !src.is_contiguous() {
                    return fault("memref.reshape of a memref that is not contiguous");
                }
                let n = sh.sizes.first().copied().unwrap_or(0);
                let mut sizes = Vec::new();
                for i in 0..n {
                    let v = self.rd(&sh, &[i])?;
                    sizes.push(super::value::sext(v as i64, sh.elem.int_width()));
                }
                if num_elements(&sizes) != Some(src.num_elements()) {
                    return fault(format!(
                        "memref.reshape of {} elements to shape [{}]",
                        src.num_elements(),
                        join(&sizes)
                    ));
                }
                let desc = MemRefDesc {
                    strides: row_major_strides(&sizes),
                    sizes,
                    ..src
                };
                objs[*d as usize] = Obj::MemRef(Arc::new(desc));
            }
            MemOp::Metadata {
                base,
                s,
                offset,
                sizes,
                strides,
            } => {
                let src = MemRefDesc::clone(memref(objs, *s)?);
                strided(&src, "memref.extract_strided_metadata")?;
                if sizes.len() != src.rank() || strides.len() != src.rank() {
                    return fault("memref.extract_strided_metadata of a memref of another rank");
                }
                regs[*offset as usize] = src.offset as u64;
                for (r, v) in sizes.iter().zip(&src.sizes) {
                    regs[*r as usize] = *v as u64;
                }
                for (r, v) in strides.iter().zip(&src.strides) {
                    regs[*r as usize] = *v as u64;
                }
                let desc = MemRefDesc {
                    offset: 0,
                    sizes: Vec::new(),
                    strides: Vec::new(),
                    ..src
                };
                objs[*base as usize] = Obj::MemRef(Arc::new(desc));
            }
            MemOp::Pointer { d, s } => {
                let src = memref(objs, *s)?;
                regs[*d as usize] = src.fake_address();
            }
            MemOp::Realloc { d, s, size } => {
                let src = memref(objs, *s)?.clone();
                let n = size.get(regs);
                if n < 0 {
                    return fault(format!("memref.realloc to negative size {n}"));
                }
                if src.rank() != 1 || !src.is_contiguous() {
                    return fault("memref.realloc of a memref that is not 1-D and contiguous");
                }
                if self.mem.kind(src.buffer) != Some(BufferKind::Heap) {
                    return fault("memref.realloc of a buffer not allocated with memref.alloc");
                }
                let bytes = (n as usize).saturating_mul(src.elem.byte_size());
                let buffer = self.mem.alloc_bytes(bytes, BufferKind::Heap)?;
                let desc = MemRefDesc {
                    buffer,
                    byte_base: 0,
                    offset: 0,
                    sizes: vec![n],
                    strides: vec![1],
                    map: None,
                    elem: src.elem,
                };
                for i in 0..n.min(src.sizes[0]) {
                    let v = self.rd(&src, &[i])?;
                    self.wr(&desc, &[i], v)?;
                }
                self.mem.free(src.buffer)?;
                objs[*d as usize] = Obj::MemRef(Arc::new(desc));
            }
            MemOp::RmwLoad { d, m, idx } => {
                let desc = memref(objs, *m)?.clone();
                let ix: Vec<i64> = idx.iter().map(|&r| regs[r as usize] as i64).collect();
                let off = desc.offset_of(&ix)?;
                let a = desc.byte_addr(off)?;
                self.note_here(&desc, off, a, Kind::Atomic)?;
                regs[*d as usize] = self.mem.load(desc.buffer, a, desc.elem)?;
            }
            MemOp::RmwStore { v, m, idx } => {
                let desc = memref(objs, *m)?.clone();
                let ix: Vec<i64> = idx.iter().map(|&r| regs[r as usize] as i64).collect();
                let off = desc.offset_of(&ix)?;
                let a = desc.byte_addr(off)?;
                self.note_here(&desc, off, a, Kind::Atomic)?;
                self.mem
                    .store(desc.buffer, a, desc.elem, regs[*v as usize])?;
            }
            MemOp::DmaStart {
                src,
                src_idx,
                dst,
                dst_idx,
                tag,
                tag_idx,
                n,
                stride,
            } => {
                let (s, t) = (memref(objs, *src)?.clone(), memref(objs, *dst)?.clone());
                let get =
                    |v: &[R]| -> Vec<i64> { v.iter().map(|&r| regs[r as usize] as i64).collect() };
                let (si, di) = (get(src_idx), get(dst_idx));
                // The tag location must be valid even though completion is immediate.
                let tg = memref(objs, *tag)?;
                tg.offset_of(&get(tag_idx))?;
                let n = regs[*n as usize] as i64;
                let (sl, dl) = (linear(&s, &si)?, linear(&t, &di)?);
                let (st, per) = match stride {
                    Some((a, b)) => (regs[*a as usize] as i64, (regs[*b as usize] as i64).max(1)),
                    None => (n.max(1), n.max(1)),
                };
                let (stot, dtot) = (s.num_elements(), t.num_elements());
                for k in 0..n.max(0) {
                    let (c, e) = (k / per, k % per);
                    let (sp, dp) = (
                        sl.wrapping_add(c.wrapping_mul(st)).wrapping_add(e),
                        dl.wrapping_add(k),
                    );
                    if sp < 0 || sp >= stot || dp >= dtot {
                        return fault(format!(
                            "affine.dma_start transfers {n} elements beyond the end of a memref"
                        ));
                    }
                    let v = self.rd(&s, &delinearize(sp, &s.sizes))?;
                    self.wr(&t, &delinearize(dp, &t.sizes), v)?;
                }
            }
            MemOp::Masked {
                d,
                m,
                idx,
                mask,
                val,
                shape,
                t,
                mode,
            } => {
                let desc = memref(objs, *m)?.clone();
                let base: Vec<i64> = idx.iter().map(|&r| regs[r as usize] as i64).collect();
                let lanes = vector(objs, *mask)?.clone();
                let mut vals = vector(objs, *val)?.to_vec();
                let offs = match mode {
                    MaskedMode::Indexed(o) => Some(vector(objs, *o)?.clone()),
                    _ => None,
                };
                let (r, vr) = (base.len(), shape.len());
                if desc.elem != *t {
                    return fault("vector element type does not match the memref element type");
                }
                if r != desc.rank() || r == 0 || vr > r {
                    return fault("masked vector access rank does not match the memref");
                }
                let n = num_elements(shape).unwrap_or(0);
                if lanes.len() as i64 != n || vals.len() as i64 != n {
                    return fault("masked vector access with vectors of different sizes");
                }
                let mut next = 0i64;
                for lin in 0..n as usize {
                    if lanes[lin] == 0 {
                        continue;
                    }
                    let mut ix = base.clone();
                    match mode {
                        MaskedMode::Contiguous => {
                            let v = delinearize(lin as i64, shape);
                            for k in 0..vr {
                                ix[r - vr + k] = base[r - vr + k].wrapping_add(v[k]);
                            }
                        }
                        MaskedMode::Compressed => {
                            ix[r - 1] = base[r - 1].wrapping_add(next);
                            next += 1;
                        }
                        MaskedMode::Indexed(_) => {
                            let o = offs.as_ref().and_then(|o| o.get(lin)).copied();
                            let Some(o) = o else {
                                return fault("gather/scatter index vector too short");
                            };
                            ix[r - 1] = base[r - 1].wrapping_add(o as i64);
                        }
                    }
                    if d.is_some() {
                        vals[lin] = self.rd(&desc, &ix)?;
                    } else {
                        self.wr(&desc, &ix, vals[lin])?;
                    }
                }
                if let Some(d) = d {
                    objs[*d as usize] = Obj::Vector(vals.into());
                }
            }
            MemOp::Transfer {
                d,
                v,
                m,
                idx,
                pad,
                mask,
                shape,
                dims,
                in_bounds,
                t,
            } => {
                let desc = memref(objs, *m)?.clone();
                let base: Vec<i64> = idx.iter().map(|&r| regs[r as usize] as i64).collect();
                if desc.elem != *t {
                    return fault("vector element type does not match the memref element type");
                }
                if base.len() != desc.rank() || dims.len() != shape.len() {
                    return fault("vector transfer rank does not match the memref");
                }
                let n = num_elements(shape).unwrap_or(0);
                let lanes = match mask {
                    Some(k) => Some(vector(objs, *k)?.clone()),
                    None => None,
                };
                // The mask's dimensions: the vector's, in source dimension order.
                let order = crate::dialect::vector::transfer::mask_order(dims);
                let mshape: Vec<i64> = order.iter().map(|&i| shape[i]).collect();
                let vals = match v {
                    Some(v) => vector(objs, *v)?.to_vec(),
                    None => Vec::new(),
                };
                let padding = pad.map_or(0, |p| regs[p as usize]);
                let mut out = Vec::with_capacity(n as usize);
                for lin in 0..n {
                    let pos = delinearize(lin, shape);
                    let mut on = true;
                    if let Some(l) = &lanes {
                        let mpos: Vec<i64> = order.iter().map(|&i| pos[i]).collect();
                        let ml = mpos
                            .iter()
                            .zip(row_major_strides(&mshape))
                            .map(|(&p, s)| p * s)
                            .sum::<i64>();
                        on = l.get(ml as usize).is_some_and(|&b| b != 0);
                    }
                    let mut ix = base.clone();
                    for (i, dd) in dims.iter().enumerate() {
                        if let Some(dd) = *dd {
                            ix[dd] = base[dd].wrapping_add(pos[i]);
                            let outside = ix[dd] < 0 || ix[dd] >= desc.sizes[dd];
                            if outside && !in_bounds[i] {
                                on = false;
                            }
                        }
                    }
                    if d.is_some() {
                        out.push(if on { self.rd(&desc, &ix)? } else { padding });
                    } else if on {
                        let x = vals.get(lin as usize).copied().unwrap_or(0);
                        self.wr(&desc, &ix, x)?;
                    }
                }
                if let Some(d) = d {
                    objs[*d as usize] = Obj::Vector(out.into());
                }
            }
            MemOp::VLoad {
                d,
                m,
                idx,
                shape,
                t,
            } => {
                let desc = memref(objs, *m)?.clone();
                let base: Vec<i64> = idx.iter().map(|&r| regs[r as usize] as i64).collect();
                let mut out = Vec::new();
                self.vector_walk(&desc, &base, shape, *t, |me, ix| {
                    out.push(me.rd(&desc, ix)?);
                    Ok(())
                })?;
                objs[*d as usize] = Obj::Vector(out.into());
            }
            MemOp::VStore {
                v,
                m,
                idx,
                shape,
                t,
            } => {
                let desc = memref(objs, *m)?.clone();
                let vals = vector(objs, *v)?.clone();
                let base: Vec<i64> = idx.iter().map(|&r| regs[r as usize] as i64).collect();
                let mut k = 0usize;
                self.vector_walk(&desc, &base, shape, *t, |me, ix| {
                    let x = vals.get(k).copied().unwrap_or(0);
                    k += 1;
                    me.wr(&desc, ix, x)
                })?;
            }
        }
        Ok(())
    }

    /// Visits the memref indices covered by a vector of `shape` at `base` (the vector spans
    /// the innermost dimensions).
    fn vector_walk(
        &mut self,
        desc: &MemRefDesc,
        base: &[i64],
        shape: &[i64],
        t: Scalar,
        mut f: impl FnMut(&mut Self, &[i64]) -> FResult<()>,
    ) -> FResult<()> {
        if desc.elem != t {
            return fault("vector element type does not match the memref element type");
        }
        let (r, vr) = (base.len(), shape.len());
        if vr > r || r != desc.rank() {
            return fault("vector transfer rank does not match the memref");
        }
        let n = num_elements(shape).unwrap_or(0);
        let mut ix = base.to_vec();
        for lin in 0..n {
            let v = delinearize(lin, shape);
            for k in 0..vr {
                ix[r - vr + k] = base[r - vr + k] + v[k];
            }
            f(self, &ix)?;
        }
        Ok(())
    }
}

/// Row-major linear position of `idx` in the view's shape (bounds-checked).
fn linear(d: &MemRefDesc, idx: &[i64]) -> FResult<i64> {
    if idx.len() != d.rank() {
        return fault("index count does not match the memref rank");
    }
    let mut l = 0i64;
    for (i, s) in idx.iter().zip(&d.sizes) {
        if *i < 0 || *i >= *s {
            return Err(d.oob(idx));
        }
        l = l.wrapping_mul(*s).wrapping_add(*i);
    }
    Ok(l)
}

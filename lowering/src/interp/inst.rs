//! The compiled form the executor runs: per-function flat instruction vectors over register
//! slots, with side tables for operands that do not fit an instruction.
//!
//! Every SSA value of a function gets a *slot*: scalars (integers, index, floats, tokens)
//! live in the `u64` register file, memrefs and vectors in the object file ([`Obj`]).
//! Structured control flow (`scf.for`, `affine.if`, …) is flattened into jumps at compile
//! time; block arguments become parallel copies on the branch edges; constants are stored in
//! the register file's initial image, so they cost nothing at run time. Jump targets are
//! instruction indices.

use std::sync::Arc;

use super::amap::{AExpr, ASet};
use super::memory::{LayoutSpec, MemRefDesc};
use super::scalar::SOp;
use super::value::Scalar;
use crate::diag::SourceLoc;

/// A register index.
pub type R = u32;

/// Where a value lives in a frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// A scalar register.
    R(u32),
    /// An object slot (memref or vector).
    O(u32),
}

/// A non-scalar value.
#[derive(Debug, Clone, Default)]
pub enum Obj {
    /// Not yet defined.
    #[default]
    Undef,
    /// A memref descriptor.
    MemRef(Arc<MemRefDesc>),
    /// A vector's elements in register encoding, row-major.
    Vector(Arc<[u64]>),
}

/// An operand that is either a register or a compile-time constant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Src {
    /// A register.
    Reg(R),
    /// A constant.
    Const(i64),
}

impl Src {
    /// The value.
    #[inline]
    pub fn get(self, regs: &[u64]) -> i64 {
        match self {
            Src::Reg(r) => regs.get(r as usize).copied().unwrap_or(0) as i64,
            Src::Const(c) => c,
        }
    }
}

/// Reduction kinds (`arith.atomic_rmw` kinds, `vector.kind`, `gpu.all_reduce_op`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RedKind {
    /// `addf`
    AddF,
    /// `addi`
    AddI,
    /// `mulf`
    MulF,
    /// `muli`
    MulI,
    /// `assign`
    Assign,
    /// `maximumf`
    MaximumF,
    /// `minimumf`
    MinimumF,
    /// `maxnumf`
    MaxNumF,
    /// `minnumf`
    MinNumF,
    /// `maxs`
    MaxS,
    /// `mins`
    MinS,
    /// `maxu`
    MaxU,
    /// `minu`
    MinU,
    /// `andi`
    AndI,
    /// `ori`
    OrI,
    /// `xori`
    XorI,
}

/// What a `gpu.*_id`-style op reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GpuIdKind {
    /// `gpu.thread_id`
    ThreadId,
    /// `gpu.block_id`
    BlockId,
    /// `gpu.block_dim`
    BlockDim,
    /// `gpu.grid_dim`
    GridDim,
    /// `gpu.global_id`
    GlobalId,
    /// `gpu.lane_id`
    LaneId,
    /// `gpu.subgroup_id`
    SubgroupId,
    /// `gpu.subgroup_size`
    SubgroupSize,
    /// `gpu.num_subgroups`: the workgroup's invocations over the subgroup size, rounded up.
    NumSubgroups,
}

/// One instruction.
#[derive(Debug, Clone)]
pub enum Inst {
    /// `regs[d] = regs[s]`
    Mov { d: R, s: R },
    /// `objs[d] = objs[s]`
    MovO { d: R, s: R },
    /// Parallel copy `copies[id]` (all sources read before any destination is written).
    ParCopy { id: u32 },
    /// Unconditional jump.
    Jump { t: u32 },
    /// Jump when `regs[c] == 0`.
    JumpIfZero { c: R, t: u32 },
    /// Multi-way branch `switches[id]`.
    Switch { id: u32 },
    /// `iv = lb; if !(iv < ub) goto exit`
    LoopEnter {
        iv: R,
        lb: R,
        ub: R,
        exit: u32,
        uns: bool,
    },
    /// `iv += step; if iv < ub goto body`
    LoopNext {
        iv: R,
        step: R,
        ub: R,
        body: u32,
        uns: bool,
    },
    /// Fault unless `regs[s] > 0`.
    CheckStep { s: R },
    /// Fault with `msgs[msg]` unless `regs[c] != 0`.
    Assert { c: R, msg: u32 },
    /// Fault with `msgs[msg]`.
    Trap { msg: u32 },
    /// 64-bit wrapping `add` (index, i64).
    AddI { d: R, a: R, b: R },
    /// 64-bit wrapping `sub`.
    SubI { d: R, a: R, b: R },
    /// 64-bit wrapping `mul`.
    MulI { d: R, a: R, b: R },
    /// `f32` add.
    AddF32 { d: R, a: R, b: R },
    /// `f32` sub.
    SubF32 { d: R, a: R, b: R },
    /// `f32` mul.
    MulF32 { d: R, a: R, b: R },
    /// `f64` add.
    AddF64 { d: R, a: R, b: R },
    /// `f64` mul.
    MulF64 { d: R, a: R, b: R },
    /// Generic unary scalar op.
    Op1 { op: SOp, d: R, a: R },
    /// Generic binary scalar op.
    Op2 { op: SOp, d: R, a: R, b: R },
    /// Generic ternary scalar op (`fma`, `select`).
    Op3 { op: SOp, d: R, a: R, b: R, c: R },
    /// Element-wise op on vectors (object slots `a`, `b`, `c`, as many as `arity`).
    VOp {
        op: SOp,
        d: R,
        a: R,
        b: R,
        c: R,
        arity: u8,
    },
    /// `objs[d] = regs[c] ? objs[a] : objs[b]`
    SelectO { d: R, c: R, a: R, b: R },
    /// `regs[d] = exprs[e](regs)`
    Affine { d: R, e: u32 },
    /// `regs[d] = min/max of maps[m](regs)`
    AffineMinMax { d: R, m: u32, max: bool },
    /// Jump unless the point satisfies `sets[set]`.
    JumpIfNotInSet { set: u32, t: u32 },
    /// `regs[d] = load objs[m][regs[i]]` (rank 1).
    Load1 { d: R, m: R, i: R, t: Scalar },
    /// `regs[d] = load objs[m][regs[i0], regs[i1]]` (rank 2).
    Load2 { d: R, m: R, i: [R; 2], t: Scalar },
    /// `store regs[v] -> objs[m][regs[i]]` (rank 1).
    Store1 { v: R, m: R, i: R, t: Scalar },
    /// `store regs[v] -> objs[m][regs[i0], regs[i1]]` (rank 2).
    Store2 { v: R, m: R, i: [R; 2], t: Scalar },
    /// `regs[d] = load objs[m][idx[ix..ix+n]]`
    Load {
        d: R,
        m: R,
        ix: u32,
        n: u8,
        t: Scalar,
    },
    /// `store regs[v] -> objs[m][idx[ix..ix+n]]`
    Store {
        v: R,
        m: R,
        ix: u32,
        n: u8,
        t: Scalar,
    },
    /// A memref operation.
    Mem(Box<MemOp>),
    /// A vector operation.
    Vector(Box<VecOp>),
    /// A call `calls[id]`.
    Call { id: u32 },
    /// A runtime-library call `rtcalls[id]`.
    CallRt { id: u32 },
    /// Return the values `rets[id]`.
    Ret { id: u32 },
    /// `regs[d] = <gpu id>`
    GpuId { d: R, kind: GpuIdKind, dim: u8 },
    /// `gpu.barrier`
    Barrier,
    /// A GPU operation.
    Gpu(Box<GpuOp>),
}

/// Memref operations.
#[derive(Debug, Clone)]
pub enum MemOp {
    /// `memref.alloc` / `memref.alloca`.
    Alloc {
        d: R,
        elem: Scalar,
        shape: Vec<Src>,
        syms: Vec<R>,
        layout: LayoutSpec,
        stack: bool,
        space: Option<String>,
    },
    /// A tensor value's storage: a new host heap buffer of `shape` (identity layout,
    /// zero-filled), never placed by the embedder's allocation hook.
    TensorAlloc { d: R, elem: Scalar, shape: Vec<Src> },
    /// A tensor value copied from a memref or tensor `s`: a new host heap buffer of `s`'s
    /// shape (identity layout) holding its elements.
    Clone { d: R, s: R },
    /// `memref.dealloc` / `gpu.dealloc` (`op` names it in faults).
    Dealloc { m: R, op: &'static str },
    /// `memref.copy` / `gpu.memcpy` (`op` names it in faults).
    Copy { s: R, t: R, op: &'static str },
    /// `gpu.memset`: every element of `m` set to the bits of register `v`.
    Fill { m: R, v: R },
    /// `memref.subview`; unit dimensions missing from `result_shape` are dropped.
    SubView {
        d: R,
        s: R,
        offsets: Vec<Src>,
        sizes: Vec<Src>,
        strides: Vec<Src>,
        result_shape: Vec<i64>,
    },
    /// `memref.reinterpret_cast`
    Reinterpret {
        d: R,
        s: R,
        offset: Src,
        sizes: Vec<Src>,
        strides: Vec<Src>,
    },
    /// `memref.cast`, checking static sizes (`DYNAMIC` entries are free); `None` for unranked.
    Cast { d: R, s: R, shape: Option<Vec<i64>> },
    /// `memref.view`
    View {
        d: R,
        s: R,
        shift: R,
        sizes: Vec<Src>,
        elem: Scalar,
    },
    /// `memref.expand_shape`
    Expand {
        d: R,
        s: R,
        groups: Vec<Vec<usize>>,
        shape: Vec<Src>,
    },
    /// `memref.collapse_shape`
    Collapse { d: R, s: R, groups: Vec<Vec<usize>> },
    /// `memref.dim`
    Dim { d: R, m: R, i: R },
    /// `memref.rank`
    Rank { d: R, m: R },
    /// `memref.get_global`
    GetGlobal { d: R, g: u32 },
    /// `memref.atomic_rmw`
    AtomicRmw {
        d: R,
        v: R,
        m: R,
        idx: Vec<R>,
        kind: RedKind,
        t: Scalar,
    },
    /// `memref.transpose`: sizes and strides permuted (`perm[i]` is the source dimension of
    /// result dimension `i`).
    Transpose { d: R, s: R, perm: Vec<usize> },
    /// `memref.reshape`: the sizes read from the 1-D memref `shape`.
    Reshape { d: R, s: R, shape: R },
    /// `memref.extract_strided_metadata`
    Metadata {
        base: R,
        s: R,
        offset: R,
        sizes: Vec<R>,
        strides: Vec<R>,
    },
    /// `memref.extract_aligned_pointer_as_index`: the buffer's fake address (`base@`).
    Pointer { d: R, s: R },
    /// `memref.realloc`: a new heap buffer of `size` (or the static result size) elements
    /// holding the source's leading elements; the source is freed.
    Realloc { d: R, s: R, size: Src },
    /// The read of `memref.generic_atomic_rmw` (an atomic access for the race detector).
    RmwLoad { d: R, m: R, idx: Vec<R> },
    /// The write of `memref.generic_atomic_rmw`.
    RmwStore { v: R, m: R, idx: Vec<R> },
    /// `affine.dma_start` and `memref.dma_start`
    DmaStart {
        src: R,
        src_idx: Vec<R>,
        dst: R,
        dst_idx: Vec<R>,
        tag: R,
        tag_idx: Vec<R>,
        n: R,
        stride: Option<(R, R)>,
    },
    /// The masked vector memory ops: element `k` (row-major over `shape`) of the vector
    /// `val` (the pass-through of a load, the value of a store) is read into result `d` or
    /// written, at the position `mode` gives, when lane `k` of `mask` is set; a lane that
    /// is not set touches no memory.
    Masked {
        d: Option<R>,
        m: R,
        idx: Vec<R>,
        mask: R,
        val: R,
        shape: Vec<i64>,
        t: Scalar,
        mode: MaskedMode,
    },
    /// `vector.transfer_read` (into `d`, elements outside the source or masked off read
    /// `pad`) / `vector.transfer_write` (of `v`, such elements not written): vector
    /// dimension `i` walks source dimension `dims[i]` from `idx` (`None`: a broadcast); a
    /// dimension not `in_bounds` is checked against the source; the mask (in source
    /// dimension order) masks elements off.
    Transfer {
        d: Option<R>,
        v: Option<R>,
        m: R,
        idx: Vec<R>,
        pad: Option<R>,
        mask: Option<R>,
        shape: Vec<i64>,
        dims: Vec<Option<usize>>,
        in_bounds: Vec<bool>,
        t: Scalar,
    },
    /// `vector.load` / `affine.vector_load`
    VLoad {
        d: R,
        m: R,
        idx: Vec<R>,
        shape: Vec<i64>,
        t: Scalar,
    },
    /// `vector.store` / `affine.vector_store`
    VStore {
        v: R,
        m: R,
        idx: Vec<R>,
        shape: Vec<i64>,
        t: Scalar,
    },
}

/// Where the lanes of a masked vector memory op access memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MaskedMode {
    /// `maskedload` / `maskedstore`: lane `k` at the base plus its position in the
    /// vector, which spans the innermost dimensions (as `vector.load`).
    Contiguous,
    /// `expandload` / `compressstore`: the `j`-th set lane at the base plus `j` in the
    /// innermost dimension.
    Compressed,
    /// `gather` / `scatter`: lane `k` at the base plus element `k` of the index vector
    /// (an object slot) in the innermost dimension.
    Indexed(R),
}

/// Vector operations other than element-wise arithmetic.
#[derive(Debug, Clone)]
pub enum VecOp {
    /// `vector.broadcast` from a scalar register.
    SplatScalar { d: R, s: R, n: usize },
    /// `vector.from_elements` (registers) and `vector.step` (constants), row-major.
    FromElements { d: R, elems: Vec<Src> },
    /// `vector.broadcast` from a vector of shape `src` to `dst`.
    Broadcast {
        d: R,
        s: R,
        src: Vec<i64>,
        dst: Vec<i64>,
    },
    /// `vector.extract` / `vector.extractelement`; the result is a scalar register when
    /// `scalar` holds, else a vector of `sub` elements.
    Extract {
        d: R,
        s: R,
        pos: Vec<Src>,
        shape: Vec<i64>,
        scalar: bool,
    },
    /// `vector.insert` / `vector.insertelement`; `v` is a scalar register when `scalar`.
    Insert {
        d: R,
        v: R,
        dest: R,
        pos: Vec<Src>,
        shape: Vec<i64>,
        scalar: bool,
    },
    /// `vector.shuffle`, `vector.interleave`, one result of `vector.deinterleave`: element
    /// `k` of the result is element `map[k]` of `a`'s elements followed by `b`'s (`-1`, a
    /// poison element, reads element 0, see `dialect::vector::POISON_INDEX`).
    Permute {
        d: R,
        a: R,
        b: Option<R>,
        map: Vec<i64>,
    },
    /// `vector.bitcast`: the elements' bits (`from`'s width each, element 0 lowest) read
    /// back as elements of `to`.
    Bitcast {
        d: R,
        s: R,
        from: Scalar,
        to: Scalar,
    },
    /// `vector.constant_mask` / `vector.create_mask`: element `i` (row-major over `shape`)
    /// is true when each of its indices is below the dimension's bound.
    Mask {
        d: R,
        bounds: Vec<Src>,
        shape: Vec<i64>,
    },
    /// `vector.multi_reduction`: source element `k` combines into result element
    /// `into[k]`, in order, starting from the accumulator (a register for a scalar
    /// result).
    MultiReduction {
        d: Slot,
        v: R,
        acc: Slot,
        into: Vec<i64>,
        kind: RedKind,
        t: Scalar,
    },
    /// `vector.scan` along dimension `dim` of `shape`, as upstream's lowering computes it:
    /// inclusive, `d[0] = v[0]` and `d[i] = d[i-1] op v[i]` (the initial value unused);
    /// exclusive, `d[0] = init` and `d[i] = d[i-1] op v[i-1]`. `acc` gets the last slice
    /// of `d`.
    Scan {
        d: R,
        acc: R,
        v: R,
        init: R,
        shape: Vec<i64>,
        dim: usize,
        inclusive: bool,
        kind: RedKind,
        t: Scalar,
    },
    /// `vector.contract`: result element `k` is accumulator element `k` combined, in
    /// order, with the products `l[i] * r[j]` of `terms[k]` (operands converted from `tl`
    /// and `tr` to `t`); a float `add` fuses each product (as upstream's lowering through
    /// `vector.outerproduct` and `vector.fma`).
    Contract {
        d: Slot,
        acc: Slot,
        l: R,
        r: R,
        terms: Vec<Vec<(u32, u32)>>,
        kind: RedKind,
        tl: Scalar,
        tr: Scalar,
        t: Scalar,
    },
    /// `vector.reduction`
    Reduction {
        d: R,
        v: R,
        acc: Option<R>,
        kind: RedKind,
        t: Scalar,
    },
}

/// GPU operations.
#[derive(Debug, Clone)]
pub enum GpuOp {
    /// `gpu.launch`: runs function `body` with `captures ++ 12 ids ++ attributions`.
    Launch {
        body: u32,
        grid: [R; 3],
        block: [R; 3],
        dyn_shmem: Option<R>,
        captures: Vec<Slot>,
        token: Option<R>,
    },
    /// `gpu.launch_func`.
    LaunchFunc {
        kernel: KernelRef,
        grid: [R; 3],
        block: [R; 3],
        args: Vec<Slot>,
        dyn_shmem: Option<R>,
        token: Option<R>,
    },
    /// `gpu.subgroup_reduce`
    SubgroupReduce {
        d: R,
        v: R,
        kind: RedKind,
        t: Scalar,
        cluster: Option<(u32, u32)>,
    },
    /// `gpu.rotate`: lane `l < width` reads lane `(l + offset) & (width - 1)` of its
    /// subgroup (upstream's `((l + offset) & (width - 1)) + (l & ~(width - 1))`) and is
    /// valid; the other lanes read the poison value and are not.
    Rotate {
        d: R,
        valid: Option<R>,
        v: R,
        offset: u32,
        width: u32,
        t: Scalar,
    },
    /// `gpu.ballot`: bit `l` of the `bits`-wide result is lane `l`'s predicate (lanes at
    /// or past `bits` are not represented).
    Ballot { d: R, p: R, bits: u8 },
    /// `gpu.subgroup_broadcast` from the first active lane (`lane: None`) or from a lane
    /// given by a uniform `i32`.
    Broadcast { d: R, v: R, lane: Option<R> },
    /// `gpu.all_reduce`: a workgroup collective, reduced in linear invocation order
    /// (x fastest) from invocation 0's value, as the back end does.
    AllReduce {
        d: R,
        v: R,
        kind: RedKind,
        t: Scalar,
    },
    /// `gpu.shuffle`; mode 0 xor, 1 up, 2 down, 3 idx; `t` is the shuffled value's type
    /// (an invalid lane reads its poison value, see `gpu::shuffle_poison`).
    Shuffle {
        d: R,
        valid: Option<R>,
        v: R,
        offset: R,
        width: R,
        mode: u8,
        t: Scalar,
    },
    /// `gpu.subgroup_mma_insert_thread_local`: every lane `l` of the subgroup writes its
    /// value `v` at element `l + i * S` of the matrix `m` (held whole by every lane; see
    /// `interp/mma.rs`), and every lane gets the result in `d`.
    MmaInsert { d: u32, m: u32, v: R, i: R },
    /// Entering `gpu.warp_execute_on_lane_0` (`interp/warp.rs`): the lane whose `lane` is 0
    /// gets each `(operand, block argument, distribution)` gathered, and `first` set.
    WarpEnter {
        lane: R,
        warp: u32,
        first: R,
        args: Vec<(Slot, Slot, super::warp::Dist)>,
    },
    /// Leaving it: every lane gets each `(lane 0's yielded value, result, distribution)`.
    WarpExit {
        lane: R,
        warp: u32,
        vals: Vec<(Slot, Slot, super::warp::Dist)>,
    },
}

/// The kernel of a `gpu.launch_func`.
#[derive(Debug, Clone)]
pub struct KernelRef {
    /// `module::func`
    pub name: String,
    /// The compiled kernel, if found.
    pub func: Option<u32>,
}

/// What a call site calls.
#[derive(Debug, Clone)]
pub enum Callee {
    /// A compiled function.
    Func(u32),
    /// A register holding a function id (`func.call_indirect`).
    Indirect(R),
    /// No body and not a runtime function: a runtime error when executed.
    Unknown(String),
}

/// A call site.
#[derive(Debug, Clone)]
pub struct CallSite {
    /// The callee.
    pub callee: Callee,
    /// Argument slots.
    pub args: Vec<Slot>,
    /// Result slots.
    pub rets: Vec<Slot>,
}

/// The static part of a `vector.print`.
#[derive(Debug, Clone)]
pub struct PrintSpec {
    /// The printed value's type and shape (`None` without a value; an empty shape for a
    /// scalar).
    pub value: Option<(Scalar, Vec<i64>)>,
    /// Whether the value is an `i1` (printed 0/1) or unsigned (printed as `u64`).
    pub unsigned: bool,
    /// The string literal.
    pub text: Option<Vec<u8>>,
    /// What follows: `""`, `"\n"`, `", "`, `"( "` or `" )"`.
    pub punct: &'static str,
}

/// A runtime-library call site.
#[derive(Debug, Clone)]
pub struct RtCall {
    /// The function.
    pub func: super::runtime::RtFunc,
    /// Argument slots.
    pub args: Vec<Slot>,
    /// Result slots.
    pub rets: Vec<Slot>,
    /// What `vector.print` prints (`None` for the other functions).
    pub print: Option<PrintSpec>,
    /// The compiled format of `gpu.printf` (`None` for the other functions).
    pub printf: Option<Box<super::printf::Format>>,
}

/// A `cf.switch`.
#[derive(Debug, Clone)]
pub struct SwitchTable {
    /// The flag register.
    pub flag: R,
    /// `(case value, target)`
    pub cases: Vec<(i64, u32)>,
    /// Default target.
    pub default: u32,
}

/// The type of a function parameter or result, for API conversions.
#[derive(Debug, Clone, PartialEq)]
pub enum ValType {
    /// A scalar.
    Scalar(Scalar),
    /// A memref; `shape` is `None` for unranked.
    MemRef {
        elem: Scalar,
        shape: Option<Vec<i64>>,
        layout: LayoutSpec,
    },
    /// A vector.
    Vector { elem: Scalar, shape: Vec<i64> },
    /// A function reference.
    Func,
    /// Anything else (tokens, opaque types): carried as an empty register.
    Other,
}

/// A GPU memory attribution of a kernel or launch body.
#[derive(Debug, Clone)]
pub struct Attribution {
    /// The block argument's object slot.
    pub slot: R,
    /// Element type.
    pub elem: Scalar,
    /// Static shape.
    pub shape: Vec<i64>,
    /// Layout.
    pub layout: LayoutSpec,
    /// Workgroup (shared) or private.
    pub workgroup: bool,
}

/// A compiled function.
#[derive(Debug, Clone, Default)]
pub struct Func {
    /// Symbol name (`name` or `module::name`).
    pub name: String,
    /// Instructions.
    pub code: Vec<Inst>,
    /// Per instruction: index into [`Program::locs`].
    pub locs: Vec<u32>,
    /// Initial register image (constants).
    pub reg_init: Vec<u64>,
    /// Initial object image (vector constants).
    pub obj_init: Vec<Obj>,
    /// Parameter slots.
    pub params: Vec<Slot>,
    /// Parameter types.
    pub param_types: Vec<ValType>,
    /// Result types.
    pub result_types: Vec<ValType>,
    /// GPU memory attributions (entry block arguments after the parameters).
    pub attributions: Vec<Attribution>,
    /// The object slots of `gpu.dynamic_shared_memory` results: each workgroup binds them
    /// to one `i8` buffer of the launch's `dynamic_shared_memory_size` bytes.
    pub dyn_smem: Vec<R>,
    /// Index operand lists of loads and stores.
    pub idx: Vec<R>,
    /// Affine expressions.
    pub exprs: Vec<AExpr>,
    /// Affine maps (for min/max).
    pub maps: Vec<Vec<AExpr>>,
    /// Integer sets.
    pub sets: Vec<ASet>,
    /// Parallel copies: `(destination, source)`.
    pub copies: Vec<Vec<(Slot, Slot)>>,
    /// Call sites.
    pub calls: Vec<CallSite>,
    /// Runtime calls.
    pub rtcalls: Vec<RtCall>,
    /// Returned value lists.
    pub rets: Vec<Vec<Slot>>,
    /// Switch tables.
    pub switches: Vec<SwitchTable>,
    /// Messages for traps and asserts.
    pub msgs: Vec<String>,
    /// Whether the code (not its callees) contains a `gpu.barrier` or subgroup collective.
    pub has_sync: bool,
}

/// A `memref.global`.
#[derive(Debug, Clone)]
pub struct GlobalDef {
    /// Symbol name.
    pub name: String,
    /// Element type.
    pub elem: Scalar,
    /// Shape.
    pub shape: Vec<i64>,
    /// Layout.
    pub layout: LayoutSpec,
    /// Initial elements in register encoding (one element = splat), if initialized.
    pub init: Option<Vec<u64>>,
    /// Whether stores are forbidden.
    pub constant: bool,
}

/// A compiled module.
#[derive(Debug, Clone, Default)]
pub struct Program {
    /// Functions; ids are indices.
    pub funcs: Vec<Func>,
    /// Public names (`f`, `module::f`) to function ids.
    pub by_name: std::collections::HashMap<String, u32>,
    /// Globals; ids are indices.
    pub globals: Vec<GlobalDef>,
    /// Source locations referenced by [`Func::locs`].
    pub locs: Vec<Option<SourceLoc>>,
    /// Per function: whether it, or a function it calls, synchronises GPU invocations.
    pub sync: Vec<bool>,
}

impl Program {
    /// Computes [`Program::sync`] from [`Func::has_sync`] and the call graph.
    pub fn compute_sync(&mut self) {
        let n = self.funcs.len();
        let mut sync: Vec<bool> = self.funcs.iter().map(|f| f.has_sync).collect();
        loop {
            let mut changed = false;
            for i in 0..n {
                if sync[i] {
                    continue;
                }
                let reaches = self.funcs[i].calls.iter().any(|c| match c.callee {
                    Callee::Func(g) => sync.get(g as usize).copied().unwrap_or(false),
                    Callee::Indirect(_) => true,
                    Callee::Unknown(_) => false,
                });
                if reaches {
                    sync[i] = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        self.sync = sync;
    }
}

//! What [`compile_kernel`](crate::compile_kernel) produces: the SPIR-V words, WGSL text and
//! the interface the host needs to dispatch the kernel.
//!
//! # Interface contract
//!
//! - **Buffers.** Every memref argument in the storage-buffer space (default, `0`,
//!   `#gpu.address_space<global>`) or the uniform space (`4`) is one binding of descriptor
//!   set 0 (`@group(0)`); its binding number is its position among the buffer arguments
//!   (argument order, scalars skipped). Storage buffers hold the elements tightly packed
//!   (std430: array stride = element size; 3-element vectors take 16 bytes). Uniform
//!   buffers hold static-shape memrefs of 32- or 64-bit scalars; the host uploads the
//!   elements tightly packed and pads the buffer to a multiple of 16 bytes: the shader
//!   sees them as an std140 array of 4-component (32-bit) or 2-component (64-bit)
//!   vectors, indexed `[i / lanes][i % lanes]`.
//! - **Textures.** A `gpu.func` may carry `tessera.textures = array<i64: ...>`, the
//!   positions of arguments read through textures: each must be a memref of `f32` with a
//!   static shape `[d0, ..., dn]` (rank ≥ 1), identity layout, global memory, `dn` a
//!   nonzero multiple of 64, used only by `memref.load`, `vector.load`, `affine.load` and
//!   `memref.dim` (anything else is an error at the `gpu.func`). Such an argument is a
//!   `texture_2d<f32>` binding (SPIR-V `OpTypeImage %float 2D 0 0 0 1 Unknown` in
//!   `UniformConstant`, no sampler; reads are `OpImageFetch ... Lod 0`, WGSL
//!   `textureLoad(t, vec2<i32>(x, y), 0)`) at the binding number its buffer would have
//!   had (it still counts among the buffer arguments), with [`BindingInfo::storage`] =
//!   [`BufferStorage::Texture`] `{ width: dn / 4, height: d0 · ... · d(n-1) }` (height 1
//!   for rank 1), `read_only = true`, `elem_bytes = 4`, `static_len = Some(elements)`.
//!   The host keeps the memref in its storage buffer as for any argument and, before each
//!   dispatch, copies it into an `Rgba32Float` texture of `width x height` texels
//!   (`copy_buffer_to_texture`, `bytes_per_row = width · 16`, a multiple of 256): texel
//!   `(x, y)` holds elements `y · dn + 4x .. + 4`, so element `[i0, ..., j]` is
//!   component `j % 4` of texel `(j / 4, linear(i0, ...))`.
//! - **8- and 16-bit integer buffers.** The host lays out `i8`/`i16` (and their vectors)
//!   tightly packed as for any type, with [`BindingInfo::elem_bytes`] = 1 or 2 (per lane:
//!   2-lane vectors 2 or 4 bytes, 3- and 4-lane vectors 4 or 8). By default
//!   ([`NarrowInts::Emulate`](crate::NarrowInts)) the shader declares such a buffer as an
//!   array of `u32` words (`array<u32, ceil(bytes / 4)>` for a static shape,
//!   `array<u32>` otherwise) and reads byte/half-word `i` from word `i / 4` (`i / 2`),
//!   little-endian, so the host's bytes need no conversion. **The host must pad the
//!   buffer size to a multiple of 4 bytes** (zero-filled): the last word is accessed as a
//!   whole, and a static-shape binding is `4 · ceil(bytes / 4)` bytes. Buffers the kernel
//!   writes are accessed with atomics on the words (`array<atomic<u32>>` in WGSL), so
//!   neighbouring elements written by different invocations do not clobber each other.
//!   With [`NarrowInts::Native`](crate::NarrowInts) the SPIR-V uses 8/16-bit storage
//!   access on the same bytes; padding to 4 is harmless there.
//! - **Push constants.** Scalar arguments and the dynamic sizes, strides and offsets of
//!   memref arguments travel through one push-constant block, laid out by
//!   [`PushConstantLayout`]: first the scalars in argument order, then the dynamic sizes
//!   of each memref argument in argument order (outer dimension first), then the dynamic
//!   strides of the `strided<[...], offset: ...>` layouts (`?` entries, in elements,
//!   argument order, outer dimension first), then their dynamic offsets (argument order),
//!   then memref arguments in the push-constant space (`7`) as sized arrays. A buffer
//!   with a dynamic layout is a runtime-sized array bound whole from element 0; element
//!   `[i0, ...]` is `offset + sum(ik * stride_k)`. A static strided layout's array holds
//!   `offset + sum((size_k - 1) * stride_k) + 1` elements ([`BindingInfo::static_len`]).
//!   The host checks at each launch that every element of each view lies in its buffer. 32-bit values (i32, f32, 32-bit `index`, and 1/8/16-bit
//!   scalars widened: `i1`/`i8`/`i16` sign-extended to i32, `f16` as f32) take 4 bytes at
//!   4-byte alignment; 64-bit values take 8 bytes at 8-byte alignment. The block size is
//!   rounded up to a multiple of 4 (of 8 when it holds a 64-bit value).
//!
//! # Converting to the host's `KernelBinary`
//!
//! `tessera-host` (`host/src/gpu/kernel.rs`) consumes a `KernelBinary`. The conversion is
//! field by field:
//!
//! | `KernelBinary`   | from [`KernelArtifact`] |
//! |------------------|-------------------------|
//! | `name`           | `name` |
//! | `spirv`          | `spirv` |
//! | `wgsl`           | `wgsl` |
//! | `workgroup_size` | `workgroup_size` |
//! | `bindings`       | `bindings.iter().map(|b| BindingDesc { binding: b.binding, kind: match b.storage { StorageBuffer => BindingKind::Storage { read_only: b.read_only }, Uniform => BindingKind::Uniform, Texture { width, height } => BindingKind::Texture { width, height } } })` |
//! | `immediate_size` | `push_constants.size` |
//! | `features`       | `RequiredFeatures { f16: features.contains(Float16), f64: features.contains(Float64), i64: features.contains(Int64), subgroups: features.contains(Subgroups), immediates: features.contains(PushConstants), .. }` |

use crate::target::Features;

/// The kind of descriptor a binding is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BufferStorage {
    /// A storage buffer (`StorageBuffer` storage class, `var<storage>`).
    StorageBuffer,
    /// A uniform buffer (`Uniform` storage class, `var<uniform>`).
    Uniform,
    /// A read-only `f32` memref read through a sampled 2D texture (`texture_2d<f32>`,
    /// format `Rgba32Float`, no sampler): texel `(x, y)` holds elements
    /// `y * 4 * width + 4 * x .. + 4` of the memref (row-major), so a memref of shape
    /// `[d0, ..., dn]` is `width = dn / 4` texels wide and `height = d0 * ... * d(n-1)`
    /// texels high (1 for rank 1). The kernel reads it with `OpImageFetch` (`textureLoad`).
    /// The host keeps the memref in a storage buffer as usual and copies it into an
    /// `Rgba32Float` texture of that size before each dispatch that binds it.
    Texture {
        /// Texels per row (the innermost dimension / 4).
        width: u32,
        /// Rows (the product of the outer dimensions).
        height: u32,
    },
}

/// One binding of a kernel (descriptor set 0): a buffer, or a texture (see the module
/// docs).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BindingInfo {
    /// Binding number in set 0.
    pub binding: u32,
    /// Storage buffer, uniform buffer or texture.
    pub storage: BufferStorage,
    /// Whether the kernel never writes it (decorated `NonWritable`).
    pub read_only: bool,
    /// Bytes per element as the host lays them out (tightly packed).
    pub elem_bytes: u32,
    /// Number of elements the kernel may reach for a static shape and layout (for a strided
    /// layout, `offset + sum((size_k - 1) * stride_k) + 1`); `None` for a dynamic shape or
    /// layout (a runtime-sized array).
    pub static_len: Option<u64>,
    /// Position of the memref among the kernel's arguments.
    pub arg_index: usize,
}

/// What a push-constant entry holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PushConstantKind {
    /// Scalar argument number `.0`.
    Scalar(usize),
    /// Dynamic size of dimension `.1` of memref argument `.0`.
    DynSize(usize, usize),
    /// Dynamic stride (in elements) of dimension `.1` of memref argument `.0`, whose
    /// layout is `strided<[..., ?, ...]>`.
    DynStride(usize, usize),
    /// Dynamic offset (in elements) of memref argument `.0`, whose layout is
    /// `strided<[...], offset: ?>`.
    DynOffset(usize),
    /// The elements of memref argument `.0`, which lives in push-constant space (`7`).
    Array(usize),
}

/// The scalar type of a push-constant entry, as the host must write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PushScalar {
    /// A little-endian `i32` (also 1-, 8- and 16-bit integers, sign-extended).
    I32,
    /// A little-endian `i64`.
    I64,
    /// An `f32` (also `f16` arguments, widened).
    F32,
    /// An `f64`.
    F64,
}

impl PushScalar {
    /// Size in bytes.
    pub fn bytes(self) -> u32 {
        match self {
            PushScalar::I32 | PushScalar::F32 => 4,
            PushScalar::I64 | PushScalar::F64 => 8,
        }
    }
}

/// One entry of the push-constant block.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PushConstantEntry {
    /// What it holds.
    pub kind: PushConstantKind,
    /// Byte offset in the block.
    pub offset: u32,
    /// Size in bytes.
    pub size: u32,
    /// Scalar type as written by the host (arrays: the element type).
    pub scalar: PushScalar,
}

/// The layout of the kernel's push-constant block (see the module docs).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PushConstantLayout {
    /// Entries in offset order.
    pub entries: Vec<PushConstantEntry>,
    /// Total size in bytes (0 when there is no block).
    pub size: u32,
}

impl PushConstantLayout {
    /// The entry holding `kind`, if any.
    pub fn find(&self, kind: PushConstantKind) -> Option<&PushConstantEntry> {
        self.entries.iter().find(|e| e.kind == kind)
    }
}

/// A compiled kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelArtifact {
    /// Entry-point name (the `gpu.func` symbol).
    pub name: String,
    /// SPIR-V 1.3 words (Vulkan 1.1).
    pub spirv: Vec<u32>,
    /// WGSL from naga, when naga accepted the module.
    pub wgsl: Option<String>,
    /// Why `wgsl` is `None`.
    pub naga_error: Option<String>,
    /// `LocalSize` of the entry point.
    pub workgroup_size: [u32; 3],
    /// Buffer bindings in binding order.
    pub bindings: Vec<BindingInfo>,
    /// The push-constant block.
    pub push_constants: PushConstantLayout,
    /// Optional features the kernel needs.
    pub features: Features,
    /// Whether `tessera-bounds-check` proved every memory access of the kernel in bounds
    /// (the `gpu.func` carries `tessera.bounds = "proven"`): the host may then create the
    /// shader without naga's runtime bounds checks.
    pub bounds_proven: bool,
    /// The width of `index` in the kernel: 32, or 64 when its index values can leave the
    /// 32-bit range (see [`Target::index_bits`](crate::Target::index_bits)).
    pub index_bits: u32,
    /// With 32-bit `index`: the kernel's index arithmetic is exact while every `index`
    /// argument and every dynamic memref size of a launch lies within `±index_arg_bound`;
    /// the runtime checks it at each launch. `i64::MAX` with 64-bit `index`.
    pub index_arg_bound: i64,
}

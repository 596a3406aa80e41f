//! # tessera-spirv
//!
//! Tessera's GPU back end: it lowers one `gpu.func … kernel` of a Tessera
//! [`ir::Module`](tessera_lowering::ir::Module) to a SPIR-V 1.3 compute module (Vulkan 1.1) with
//! rspirv, then translates it through naga to WGSL (and on request MSL, HLSL, GLSL).
//!
//! ## Model
//!
//! The input is a kernel after `lower-affine`: `scf`, `arith`, `math`, `memref`, `vector`,
//! `cf` and `gpu` ops (trivial `affine` ops are lowered on the fly). [`compile_kernel`]
//! walks it once in program order and emits instructions through a small emitter that
//! deduplicates types and constants (`emit::types`), so the same input gives the same
//! words, byte for byte. The work is split by job under `emit/`: the kernel interface
//! (buffers, push constants, builtins), arithmetic, math, memory, vectors, structured
//! control flow, CFG structurization, affine evaluation and GPU ops.
//!
//! - **Entry point**: `GLCompute`, `LocalSize` from `known_block_size`, else
//!   `spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [x, y, z]>`, else the
//!   constant block sizes of `gpu.launch_func` ops launching the kernel. Logical
//!   addressing, GLSL450 memory model.
//! - **Interface**: memref arguments become `Block` storage (or uniform) buffers in
//!   descriptor set 0; scalar arguments and dynamic sizes share one push-constant block.
//!   Arguments listed in `tessera.textures = array<i64: ...>` on the `gpu.func` are
//!   read-only `f32` memrefs read through sampled 2D images (`texture_2d<f32>`,
//!   `OpImageFetch`) instead.
//!   The exact layout is documented in [`artifact`] and reported in [`KernelArtifact`].
//! - **Memrefs** are addressed by linear index (`offset + Σ iₖ·strideₖ`); identity and
//!   `strided<...>` layouts, `memref.cast`, `subview`, `reinterpret_cast`,
//!   `collapse_shape` and `expand_shape` are supported; affine-map layouts must be
//!   normalized first.
//! - **Memory spaces** follow upstream's Vulkan map: default/`0`/`global` → StorageBuffer,
//!   `3`/`workgroup` → Workgroup, `4` → Uniform, `5`/`private` → Private, `6` → Function,
//!   `7` → PushConstant.
//! - **Types**: `i1`→bool, `i8`…`i64`, `f16`/`f32`/`f64`, `index` (i32, or i64 with
//!   `Target::index_bits = 64`), 1-D vectors of 2–4 lanes. `i8`/`i16` are emulated in
//!   32 bits by default (below). Each other optional type needs a [`Feature`] of the
//!   [`Target`]; a kernel needing a missing one is rejected with an error naming the
//!   feature and the op.
//! - **Control flow** is structured: `scf.for`/`scf.while` become `OpLoopMerge` loops with
//!   `OpPhi`s for loop-carried values, `scf.if` an `OpSelectionMerge` with result phis;
//!   multi-block `cf` bodies are structurized when they are diamonds, triangles or simple
//!   natural loops.
//!
//! ## naga
//!
//! [`to_naga`] parses and validates the SPIR-V; [`to_wgsl`], [`to_msl`], [`to_hlsl`] and
//! [`to_glsl`] write the other languages. The emitter avoids forms naga's SPIR-V front end
//! mistranslates: unsigned integer operations are done on unsigned types (naga reads
//! signedness from the operand types), and unordered float comparisons are built from
//! ordered ones.
//!
//! naga has no 8-bit integers, so by default ([`NarrowInts::Emulate`]) `i8`/`i16` values
//! are held sign-extended in 32-bit registers with explicit wraparound, and their storage
//! buffers are arrays of `u32` words holding the host's packed bytes, written with
//! `atomicAnd`/`atomicOr` on the word (the scheme is documented in `emit/narrow.rs` and
//! the layout in [`artifact`]). Every kernel therefore reaches naga. [`compile_kernel_with`]
//! with [`NarrowInts::Native`] keeps native 8/16-bit SPIR-V for a Vulkan driver.
//!
//! ## Target limitations of the naga writers
//!
//! naga validates each output language against the capabilities its writer supports, so
//! a kernel using a type the language lacks fails for that language only, with a clear
//! `naga <writer>: ...` error (validation against the writer's capabilities):
//!
//! | kernel uses                       | fails in | why |
//! |-----------------------------------|----------|-----|
//! | `i64` (or `index` with `index64`) | GLSL     | GLSL 4.50 core has no 64-bit integers |
//! | `f16`                             | GLSL     | naga's GLSL writer has no 16-bit floats |
//! | `f64`                             | MSL      | Metal has no `double` |
//! | f32 `atomic_rmw addf`             | HLSL, GLSL | no float atomic add in naga's HLSL/GLSL writers |
//!
//! Every kernel without such a type translates to all four languages; WGSL is never
//! among the failures (`tests/all_kernels.rs` checks every kernel of the repository
//! against this table).

pub mod artifact;
mod emit;
pub mod error;
pub mod float_controls;
mod naga_depth;
mod naga_out;
pub mod target;

pub use artifact::{
    BindingInfo, BufferStorage, KernelArtifact, PushConstantEntry, PushConstantKind,
    PushConstantLayout, PushScalar,
};
pub use error::{NagaStage, SpirvError};
pub use naga_out::{
    check_wgsl, disassemble, exact_f32_literals, to_glsl, to_hlsl, to_msl, to_naga, to_wgsl,
    validate, wgsl_of,
};
pub use target::{Feature, Features, NarrowInts, Target};

use tessera_lowering::affine::launch_facts::LaunchIndex;
use tessera_lowering::dialect::OpKind;
use tessera_lowering::ir::{Context, Module, Op};

/// Lowers the kernel `gpu_func` (a `gpu.func` op of `module`) for `gpu::target`: SPIR-V words,
/// WGSL when naga accepts the module, and the interface the host needs. 8- and 16-bit
/// integers are emulated in 32 bits ([`NarrowInts::Emulate`]), so the SPIR-V always
/// feeds naga.
pub fn compile_kernel(
    ctx: &Context,
    module: &Module,
    gpu_func: Op,
    target: &Target,
) -> Result<KernelArtifact, SpirvError> {
    compile_kernel_with(ctx, module, gpu_func, target, NarrowInts::Emulate)
}

/// [`compile_kernel`] with the module's launch sites indexed once by the caller
/// (`LaunchIndex::new`): compiling every kernel of a module then costs O(module) for
/// their launch facts, not a walk of the module per kernel.
pub fn compile_kernel_in(
    ctx: &Context,
    module: &Module,
    gpu_func: Op,
    target: &Target,
    launches: &LaunchIndex,
) -> Result<KernelArtifact, SpirvError> {
    compile_kernel_impl(
        ctx,
        module,
        gpu_func,
        target,
        NarrowInts::Emulate,
        Some(launches),
    )
}

/// The target a kernel compiles for, and the bound its launches must respect (see
/// [`KernelArtifact::index_arg_bound`]): with `index_bits = 32`, 32-bit `index` when
/// `tessera_lowering::affine::index_width` proves the kernel's index values stay within
/// 32 bits for arguments within the bound, else 64-bit `index` where the target has
/// `Int64`, else an error naming the value and its range.
fn plan_index_width(
    ctx: &Context,
    module: &Module,
    gpu_func: Op,
    target: &Target,
    launches: Option<&LaunchIndex>,
) -> Result<(Target, i64), SpirvError> {
    use tessera_lowering::affine::index_width::{index_plan_in, IndexPlan};
    if target.index_bits != 32 {
        return Ok((target.clone(), i64::MAX));
    }
    let own;
    let launches = match launches {
        Some(l) => l,
        None => {
            own = LaunchIndex::new(ctx, module);
            &own
        }
    };
    let max_wg = i64::from(target.max_workgroups);
    match index_plan_in(ctx, module, gpu_func, max_wg, launches) {
        IndexPlan::Narrow { arg_bound } => Ok((target.clone(), arg_bound)),
        IndexPlan::Wide(_) if target.supports.contains(Feature::Int64) => Ok((
            Target {
                index_bits: 64,
                ..target.clone()
            },
            i64::MAX,
        )),
        IndexPlan::Wide(w) => Err(SpirvError::IndexRange {
            loc: tessera_lowering::diag::source_loc(ctx, module.op(w.op).loc),
            what: w.what.clone(),
            range: w.range_text(),
        }),
    }
}

/// [`compile_kernel`] with a choice of how 8/16-bit integers are emitted. With
/// [`NarrowInts::Native`], `spirv` keeps native 8/16-bit types when the kernel has them
/// (for a Vulkan driver; naga cannot read it), and `wgsl` comes from a second, emulated
/// compile of the same kernel — the interface (bindings, byte layout, push constants) of
/// both is the same.
pub fn compile_kernel_with(
    ctx: &Context,
    module: &Module,
    gpu_func: Op,
    target: &Target,
    narrow: NarrowInts,
) -> Result<KernelArtifact, SpirvError> {
    compile_kernel_impl(ctx, module, gpu_func, target, narrow, None)
}

fn compile_kernel_impl(
    ctx: &Context,
    module: &Module,
    gpu_func: Op,
    target: &Target,
    narrow: NarrowInts,
    launches: Option<&LaunchIndex>,
) -> Result<KernelArtifact, SpirvError> {
    check_constant_indices(ctx, module, gpu_func)?;
    let (planned, index_arg_bound) = plan_index_width(ctx, module, gpu_func, target, launches)?;
    let target = &planned;
    let (spirv, name, info, features) = emit::lower_kernel(ctx, module, gpu_func, target, narrow)?;
    let native_narrow = narrow == NarrowInts::Native
        && (features.contains(Feature::Int8) || features.contains(Feature::Int16));
    let emulated;
    let naga_words = if native_narrow {
        emulated = emit::lower_kernel(ctx, module, gpu_func, target, NarrowInts::Emulate)?.0;
        &emulated
    } else {
        &spirv
    };
    // Re-parsing naga's WGSL is a self-check of naga's writer; in release builds it is left
    // to the consumer (wgpu parses and validates WGSL when it creates a shader module, with
    // a clean error), since naga 30's re-validation of a large register-tiled kernel costs
    // more than the whole compile (a quadratic walk in its typifier).
    let checked = |w: String| {
        if cfg!(debug_assertions) {
            check_wgsl(&w).map(|()| w)
        } else {
            Ok(w)
        }
    };
    let (wgsl, naga_error) = match to_wgsl(naga_words).and_then(checked) {
        Ok(w) => (Some(w), None),
        Err(e) if target.require_naga => return Err(e),
        Err(e) => (None, Some(e.to_string())),
    };
    Ok(KernelArtifact {
        index_bits: target.index_bits,
        index_arg_bound,
        name,
        spirv,
        wgsl,
        naga_error,
        workgroup_size: info.workgroup_size,
        bindings: info.bindings,
        push_constants: info.push_constants,
        features,
        bounds_proven: bounds_proven(ctx, module, gpu_func),
    })
}

/// Whether the kernel is marked `tessera.bounds = "proven"` by `tessera-bounds-check`.
fn bounds_proven(ctx: &Context, module: &Module, gpu_func: Op) -> bool {
    use tessera_lowering::ir::AttrKind;
    let Some(name) = ctx.lookup_ident(tessera_lowering::gpu::attrs::BOUNDS) else {
        return false;
    };
    matches!(
        module.op(gpu_func).get_attr(name).map(|a| ctx.attr_kind(a)),
        Some(AttrKind::String { value, .. }) if value.as_slice() == b"proven"
    )
}

/// Compiles every kernel of `module` (see [`find_kernels`]), stopping at the first error.
pub fn compile_all(
    ctx: &Context,
    module: &Module,
    target: &Target,
) -> Result<Vec<KernelArtifact>, SpirvError> {
    find_kernels(ctx, module)
        .into_iter()
        .map(|k| compile_kernel(ctx, module, k, target))
        .collect()
}

/// Every `gpu.func` with the `kernel` attribute in `module`, in program order.
pub fn find_kernels(ctx: &Context, module: &Module) -> Vec<Op> {
    let mut out = Vec::new();
    // The `kernel` property, or the `gpu.kernel` attribute of older input.
    let kernel_attrs = [ctx.lookup_ident("kernel"), ctx.lookup_ident("gpu.kernel")];
    for &top in &module.top {
        module.walk_pre(top, &mut |op| {
            let d = module.op(op);
            if d.kind == Some(OpKind::GpuFunc)
                && kernel_attrs
                    .iter()
                    .flatten()
                    .any(|&k| d.get_attr(k).is_some())
            {
                out.push(op);
            }
        });
    }
    out
}

/// A memory access with a constant index outside a static dimension is an error at the
/// access: the SPIR-V would index a fixed-size array out of range, which validators reject
/// (found by the `gpu::pipeline` fuzz target with an atomic, an op the bounds check does not
/// model).
fn check_constant_indices(ctx: &Context, m: &Module, func: Op) -> Result<(), SpirvError> {
    use tessera_lowering::dialect::OpKind;
    use tessera_lowering::ir::TypeKind;
    let mut err = None;
    m.walk_pre(func, &mut |op| {
        if err.is_some() {
            return;
        }
        let mem_pos = match m.op(op).kind {
            Some(OpKind::MemRefLoad | OpKind::VectorLoad) => 0,
            Some(OpKind::MemRefStore | OpKind::VectorStore | OpKind::MemRefAtomicRmw) => 1,
            _ => return,
        };
        let ops = m.op(op).operands();
        let Some(&mem) = ops.get(mem_pos) else { return };
        let TypeKind::MemRef { shape, .. } = ctx.type_kind(m.value_type(mem)) else {
            return;
        };
        let idx = &ops[mem_pos + 1..];
        if idx.len() != shape.len() {
            return;
        }
        for (d, (&v, &size)) in idx.iter().zip(shape.iter()).enumerate() {
            let Some(c) = tessera_lowering::affine::ops::constant_int(ctx, m, v) else {
                continue;
            };
            if size >= 0 && (c < 0 || c >= size) {
                err = Some(SpirvError::InvalidKernel {
                    loc: tessera_lowering::diag::source_loc(ctx, m.op(op).loc),
                    msg: format!(
                        "index {c} is out of bounds for dimension {d} of size {size} of '{}'",
                        tessera_lowering::printer::type_to_string(ctx, m.value_type(mem))
                    ),
                });
                return;
            }
        }
    });
    match err {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

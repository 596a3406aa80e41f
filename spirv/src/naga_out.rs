//! Translation of Tessera's SPIR-V through naga: parse (`spv-in`), validate, and write
//! WGSL, MSL, HLSL or GLSL; plus a SPIR-V disassembler for `spirv-asm` output.
//!
//! Validation uses every naga capability and subgroup operation: whether the device has
//! them is the host's business (see [`KernelArtifact::features`](crate::KernelArtifact)).
//! A back end only ever sees a validated module.

use naga::valid::{
    Capabilities, ModuleInfo, ShaderStages, SubgroupOperationSet, ValidationFlags, Validator,
};

use crate::error::{NagaStage, Result, SpirvError};

/// Formats an error with its `source()` chain.
fn chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut cur = e.source();
    while let Some(c) = cur {
        let t = c.to_string();
        if !s.contains(&t) {
            s.push_str(": ");
            s.push_str(&t);
        }
        cur = c.source();
    }
    s
}

fn naga_err(stage: NagaStage, e: &dyn std::error::Error) -> SpirvError {
    SpirvError::Naga {
        stage,
        msg: chain(e),
    }
}

/// Parses SPIR-V words with naga's front end and validates the result.
pub fn to_naga(words: &[u32]) -> Result<(naga::Module, ModuleInfo)> {
    guarded(NagaStage::SpvIn, || parse_and_validate(words))
}

fn parse_and_validate(words: &[u32]) -> Result<(naga::Module, ModuleInfo)> {
    let words = &crate::naga_depth::bound_inline_depth(words);
    let opts = naga::front::spv::Options {
        adjust_coordinate_space: false,
        strict_capabilities: true,
        block_ctx_dump_prefix: None,
    };
    // The words straight into the front end (what `parse_u8_slice` does after turning
    // little-endian bytes back into words).
    let module = naga::front::spv::Frontend::new(words.iter().copied(), &opts)
        .parse()
        .map_err(|e| naga_err(NagaStage::SpvIn, &e))?;
    let info = validate(&module)?;
    Ok((module, info))
}

/// Validates a naga module with every capability enabled.
pub fn validate(module: &naga::Module) -> Result<ModuleInfo> {
    validate_with(module, Capabilities::all(), NagaStage::Validate)
}

fn validate_with(
    module: &naga::Module,
    caps: Capabilities,
    stage: NagaStage,
) -> Result<ModuleInfo> {
    let mut v = Validator::new(ValidationFlags::all(), caps);
    v.subgroup_stages(ShaderStages::all());
    v.subgroup_operations(SubgroupOperationSet::all());
    v.validate(module)
        .map_err(|e| naga_err(stage, e.as_inner()))
}

/// Parses and validates for one back end: the module is validated against the
/// capabilities that back end supports, so that (say) `f64` in MSL is a clean error.
fn for_backend(
    words: &[u32],
    caps: Capabilities,
    stage: NagaStage,
) -> Result<(naga::Module, ModuleInfo)> {
    let words = spill_subgroup_results(words);
    let (m, _) = to_naga(&words)?;
    let info = validate_with(&m, caps, stage)?;
    Ok((m, info))
}

/// Routes every subgroup broadcast/shuffle result through a `Function` variable (store
/// right after it, load, and use the load everywhere else).
///
/// naga's MSL, HLSL and GLSL writers emit a loop's `continuing` block — where naga's SPIR-V
/// front end puts the updates of loop-carried phis, and so the arithmetic feeding them —
/// before the loop body, and panic when that arithmetic refers to a subgroup result,
/// which they only name when its statement is written. A load of a variable can be
/// referred to anywhere. Only these three outputs get the rewrite: lavapipe keeps
/// `Function` variables in memory, so the SPIR-V that runs keeps the plain values.
/// Malformed input is returned unchanged (the front end then reports it).
pub fn spill_subgroup_results(words: &[u32]) -> Vec<u32> {
    use rspirv::spirv::Op;
    let is_subgroup = |op: Op| {
        matches!(
            op,
            Op::GroupNonUniformBroadcast
                | Op::GroupNonUniformShuffle
                | Op::GroupNonUniformShuffleXor
                | Op::GroupNonUniformShuffleUp
                | Op::GroupNonUniformShuffleDown
        )
    };
    spill_through_variables(words, |f| {
        f.blocks
            .iter()
            .flat_map(|b| &b.instructions)
            .filter(|i| is_subgroup(i.class.opcode))
            .filter_map(|i| i.result_id)
            .collect()
    })
}

/// Routes the results that `choose` picks in each function through a `Function` variable:
/// a store right after the result, a load after it, and the load used everywhere else.
/// Returns `words` unchanged when nothing is picked or the module does not load.
pub(crate) fn spill_through_variables(
    words: &[u32],
    choose: impl Fn(&rspirv::dr::Function) -> std::collections::HashSet<u32>,
) -> Vec<u32> {
    use rspirv::binary::Assemble;
    use rspirv::dr::{Instruction, Operand};
    use rspirv::spirv::{Op, StorageClass};
    let Ok(mut m) = rspirv::dr::load_words(words) else {
        return words.to_vec();
    };
    let Some(mut bound) = m.header.as_ref().map(|h| h.bound) else {
        return words.to_vec();
    };
    let mut ptr_types: Vec<(u32, u32)> = m
        .types_global_values
        .iter()
        .filter(|i| i.class.opcode == Op::TypePointer)
        .filter(|i| {
            matches!(
                i.operands.first(),
                Some(Operand::StorageClass(StorageClass::Function))
            )
        })
        .filter_map(|i| match (i.result_id, i.operands.get(1)) {
            (Some(id), Some(Operand::IdRef(t))) => Some((*t, id)),
            _ => None,
        })
        .collect();
    let mut changed = false;
    for f in &mut m.functions {
        let chosen = choose(f);
        if chosen.is_empty() {
            continue;
        }
        let mut replace: std::collections::HashMap<u32, u32> = Default::default();
        let mut vars = Vec::new();
        for b in &mut f.blocks {
            let mut out = Vec::with_capacity(b.instructions.len());
            for inst in b.instructions.drain(..) {
                let spill = match (inst.result_type, inst.result_id) {
                    (Some(t), Some(r)) if chosen.contains(&r) => Some((t, r)),
                    _ => None,
                };
                out.push(inst);
                let Some((t, r)) = spill else { continue };
                let ptr = match ptr_types.iter().find(|(pt, _)| *pt == t) {
                    Some(&(_, p)) => p,
                    None => {
                        let p = bound;
                        bound += 1;
                        m.types_global_values.push(Instruction::new(
                            Op::TypePointer,
                            None,
                            Some(p),
                            vec![
                                Operand::StorageClass(StorageClass::Function),
                                Operand::IdRef(t),
                            ],
                        ));
                        ptr_types.push((t, p));
                        p
                    }
                };
                let (var, load) = (bound, bound + 1);
                bound += 2;
                vars.push(Instruction::new(
                    Op::Variable,
                    Some(ptr),
                    Some(var),
                    vec![Operand::StorageClass(StorageClass::Function)],
                ));
                out.push(Instruction::new(
                    Op::Store,
                    None,
                    None,
                    vec![Operand::IdRef(var), Operand::IdRef(r)],
                ));
                out.push(Instruction::new(
                    Op::Load,
                    Some(t),
                    Some(load),
                    vec![Operand::IdRef(var)],
                ));
                replace.insert(r, load);
            }
            b.instructions = out;
            if !replace.is_empty() {
                changed = true;
            }
        }
        if replace.is_empty() {
            continue;
        }
        let var_ids: std::collections::HashSet<u32> =
            vars.iter().filter_map(|x| x.result_id).collect();
        for b in &mut f.blocks {
            for inst in &mut b.instructions {
                let keep = inst.class.opcode == Op::Store
                    && matches!(inst.operands.get(1), Some(Operand::IdRef(v)) if replace.contains_key(v))
                    && matches!(inst.operands.first(), Some(Operand::IdRef(p)) if var_ids.contains(p));
                if keep {
                    continue;
                }
                for o in &mut inst.operands {
                    if let Operand::IdRef(v) = o {
                        if let Some(&n) = replace.get(v) {
                            *v = n;
                        }
                    }
                }
            }
        }
        if let Some(first) = f.blocks.first_mut() {
            let pos = first
                .instructions
                .iter()
                .take_while(|i| i.class.opcode == Op::Variable)
                .count();
            first.instructions.splice(pos..pos, vars);
        }
    }
    if !changed {
        return words.to_vec();
    }
    if let Some(h) = m.header.as_mut() {
        h.bound = bound;
    }
    m.assemble()
}

/// Runs naga, turning a panic inside it into an error.
fn guarded<T>(stage: NagaStage, f: impl FnOnce() -> Result<T>) -> Result<T> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|p| {
        let msg = p
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "naga panicked".into());
        Err(SpirvError::Naga {
            stage,
            msg: format!("internal naga panic: {msg}"),
        })
    })
}

/// The single compute entry point's name.
fn entry_name(module: &naga::Module) -> Result<String> {
    module
        .entry_points
        .iter()
        .find(|e| e.stage == naga::ShaderStage::Compute)
        .map(|e| e.name.clone())
        .ok_or(SpirvError::Naga {
            stage: NagaStage::Validate,
            msg: "no compute entry point".into(),
        })
}

/// WGSL text of a validated module (see [`exact_f32_literals`]).
pub fn wgsl_of(module: &naga::Module, info: &ModuleInfo) -> Result<String> {
    naga::back::wgsl::write_string(module, info, naga::back::wgsl::WriterFlags::empty())
        .map(|s| exact_f32_literals(&s))
        .map_err(|e| naga_err(NagaStage::Wgsl, &e))
}

/// Rewrites the `f32` literals of naga's WGSL whose decimal text lies outside `f32`'s
/// finite range as exact hexadecimal floats.
///
/// naga writes an `f32` literal with Rust's shortest round-trip form, which for
/// `f32::MAX` is `340282350000000000000000000000000000000f`: above `f32::MAX`
/// (`340282346638528859811704183484516925440`), although it rounds to it. WGSL requires an
/// `f`-suffixed literal to be representable, and Tint (Dawn, Chromium's WebGPU) rejects it
/// with `value cannot be represented as 'f32'`; naga rounds it. The min/max reduction
/// identities are `±f32::MAX`, so every max reduction hit this. The hexadecimal form
/// (`0x1.fffffep+127f`) is exact in both.
pub fn exact_f32_literals(wgsl: &str) -> String {
    let b = wgsl.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'.';
    let mut out = String::with_capacity(wgsl.len());
    let mut copied = 0;
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() || (i > 0 && ident(b[i - 1])) {
            i += 1;
            continue;
        }
        // A decimal literal: digits and dots, then an optional exponent.
        let mut j = i;
        while j < b.len() && (b[j].is_ascii_digit() || b[j] == b'.') {
            j += 1;
        }
        if j < b.len() && (b[j] == b'e' || b[j] == b'E') {
            let mut k = j + 1;
            if k < b.len() && (b[k] == b'+' || b[k] == b'-') {
                k += 1;
            }
            if k < b.len() && b[k].is_ascii_digit() {
                while k < b.len() && b[k].is_ascii_digit() {
                    k += 1;
                }
                j = k;
            }
        }
        let suffixed = j < b.len() && b[j] == b'f' && !b.get(j + 1).is_some_and(|&c| ident(c));
        if suffixed {
            if let Ok(v) = wgsl[i..j].parse::<f64>() {
                let r = v as f32;
                if v > f64::from(f32::MAX) && r.is_finite() {
                    out.push_str(&wgsl[copied..i]);
                    out.push_str(&hex_f32(r));
                    copied = j;
                }
            }
        }
        i = j.max(i + 1);
    }
    out.push_str(&wgsl[copied..]);
    out
}

/// A positive normal `f32` as a WGSL hexadecimal float without its suffix:
/// `0x1.fffffep+127`.
fn hex_f32(v: f32) -> String {
    let bits = v.to_bits();
    let exp = ((bits >> 23) & 0xff) as i32 - 127;
    let mantissa = (bits & 0x7f_ffff) << 1;
    format!("0x1.{mantissa:06x}p{exp:+}")
}

/// SPIR-V → WGSL.
pub fn to_wgsl(words: &[u32]) -> Result<String> {
    guarded(NagaStage::Wgsl, || {
        let (m, i) = to_naga(words)?;
        wgsl_of(&m, &i)
    })
}

/// Parses and validates WGSL text with naga's WGSL front end, as wgpu does before
/// dispatch: a check that the WGSL written by [`to_wgsl`] is accepted on the way back in.
pub fn check_wgsl(wgsl: &str) -> Result<()> {
    guarded(NagaStage::Wgsl, || {
        let m = naga::front::wgsl::parse_str(wgsl).map_err(|e| SpirvError::Naga {
            stage: NagaStage::Wgsl,
            msg: format!("generated WGSL does not parse: {}", e.emit_to_string(wgsl)),
        })?;
        validate(&m).map(|_| ())
    })
}

/// SPIR-V → Metal Shading Language (MSL 2.4, fake bindings for unmapped resources).
pub fn to_msl(words: &[u32]) -> Result<String> {
    guarded(NagaStage::Msl, || msl(words))
}

fn msl(words: &[u32]) -> Result<String> {
    let (m, i) = for_backend(
        words,
        naga::back::msl::supported_capabilities(),
        NagaStage::Msl,
    )?;
    let name = entry_name(&m)?;
    let opts = naga::back::msl::Options {
        lang_version: (2, 4),
        ..Default::default()
    };
    let popts = naga::back::msl::PipelineOptions {
        entry_point: Some((naga::ShaderStage::Compute, name)),
        ..Default::default()
    };
    naga::back::msl::write_string(&m, &i, &opts, &popts)
        .map(|(s, _)| s)
        .map_err(|e| naga_err(NagaStage::Msl, &e))
}

/// SPIR-V → HLSL (shader model 6.0, so that 64-bit types and wave ops are available).
pub fn to_hlsl(words: &[u32]) -> Result<String> {
    guarded(NagaStage::Hlsl, || hlsl(words))
}

fn hlsl(words: &[u32]) -> Result<String> {
    let (m, i) = for_backend(
        words,
        naga::back::hlsl::supported_capabilities(),
        NagaStage::Hlsl,
    )?;
    let name = entry_name(&m)?;
    // Push constants (naga: immediates) go to register b0 of space 1, apart from set 0.
    let opts = naga::back::hlsl::Options {
        shader_model: naga::back::hlsl::ShaderModel::V6_0,
        immediates_target: Some(naga::back::hlsl::BindTarget {
            space: 1,
            register: 0,
            ..Default::default()
        }),
        ..Default::default()
    };
    let popts = naga::back::hlsl::PipelineOptions {
        entry_point: Some((naga::ShaderStage::Compute, name)),
    };
    let mut out = String::new();
    let mut w = naga::back::hlsl::Writer::new(&mut out, &opts, &popts);
    w.write(&m, &i, None)
        .map_err(|e| naga_err(NagaStage::Hlsl, &e))?;
    Ok(out)
}

/// SPIR-V → GLSL 4.50 core compute shader.
pub fn to_glsl(words: &[u32]) -> Result<String> {
    guarded(NagaStage::Glsl, || glsl(words))
}

fn glsl(words: &[u32]) -> Result<String> {
    let (m, i) = for_backend(
        words,
        naga::back::glsl::supported_capabilities(),
        NagaStage::Glsl,
    )?;
    let name = entry_name(&m)?;
    let opts = naga::back::glsl::Options {
        version: naga::back::glsl::Version::Desktop(450),
        writer_flags: naga::back::glsl::WriterFlags::empty(),
        ..Default::default()
    };
    let popts = naga::back::glsl::PipelineOptions {
        shader_stage: naga::ShaderStage::Compute,
        entry_point: name,
        multiview: None,
    };
    let mut out = String::new();
    let mut w = naga::back::glsl::Writer::new(
        &mut out,
        &m,
        &i,
        &opts,
        &popts,
        naga::proc::BoundsCheckPolicies::default(),
    )
    .map_err(|e| naga_err(NagaStage::Glsl, &e))?;
    w.write().map_err(|e| naga_err(NagaStage::Glsl, &e))?;
    Ok(out)
}

/// Disassembles SPIR-V words into `spirv-dis`-like text (rspirv's disassembler). Words
/// that do not parse give a one-line error comment instead.
pub fn disassemble(words: &[u32]) -> String {
    use rspirv::binary::Disassemble;
    match rspirv::dr::load_words(words) {
        Ok(m) => {
            let mut s = m.disassemble();
            if !s.ends_with('\n') {
                s.push('\n');
            }
            s
        }
        Err(e) => format!("; error: cannot parse SPIR-V: {e}\n"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f32_max_literals_become_exact_hex() {
        let max = format!("{}f", f32::MAX);
        assert_eq!(max, "340282350000000000000000000000000000000f");
        let src = format!(
            "let a = -{max}; let b = vec2<f32>({max}, 1.5f); let _e38_ = 4286578688u; let c = 3.4028235e38f;"
        );
        let out = exact_f32_literals(&src);
        assert_eq!(
            out,
            "let a = -0x1.fffffep+127f; let b = vec2<f32>(0x1.fffffep+127f, 1.5f); \
             let _e38_ = 4286578688u; let c = 0x1.fffffep+127f;"
        );
        // In range, other suffixes, identifiers and hex: unchanged.
        let same = "let x = 340282330000000000000000000000000000000f + 65504h + 1e39lf + x1e39f + 0x1fp+127f;";
        assert_eq!(exact_f32_literals(same), same);
        // naga reads the rewritten literal back as f32::MAX.
        let m = naga::front::wgsl::parse_str(
            "const M: f32 = 0x1.fffffep+127f;\n@compute @workgroup_size(1) fn main() {}\n",
        )
        .unwrap();
        let (_, c) = m.constants.iter().next().unwrap();
        assert!(matches!(
            m.global_expressions[c.init],
            naga::Expression::Literal(naga::Literal::F32(v)) if v == f32::MAX
        ));
    }
}

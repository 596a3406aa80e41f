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
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let opts = naga::front::spv::Options {
        adjust_coordinate_space: false,
        strict_capabilities: true,
        block_ctx_dump_prefix: None,
    };
    let module = naga::front::spv::parse_u8_slice(&bytes, &opts)
        .map_err(|e| naga_err(NagaStage::SpvIn, &e))?;
    let info = validate(&module)?;
    Ok((module, info))
}

/// Validates a naga module with every capability enabled.
pub fn validate(module: &naga::Module) -> Result<ModuleInfo> {
    let mut v = Validator::new(ValidationFlags::all(), Capabilities::all());
    v.subgroup_stages(ShaderStages::all());
    v.subgroup_operations(SubgroupOperationSet::all());
    v.validate(module)
        .map_err(|e| naga_err(NagaStage::Validate, e.as_inner()))
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

/// WGSL text of a validated module.
pub fn wgsl_of(module: &naga::Module, info: &ModuleInfo) -> Result<String> {
    naga::back::wgsl::write_string(module, info, naga::back::wgsl::WriterFlags::empty())
        .map_err(|e| naga_err(NagaStage::Wgsl, &e))
}

/// SPIR-V → WGSL.
pub fn to_wgsl(words: &[u32]) -> Result<String> {
    let (m, i) = to_naga(words)?;
    wgsl_of(&m, &i)
}

/// SPIR-V → Metal Shading Language (MSL 2.4, fake bindings for unmapped resources).
pub fn to_msl(words: &[u32]) -> Result<String> {
    let (m, i) = to_naga(words)?;
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
    let (m, i) = to_naga(words)?;
    let name = entry_name(&m)?;
    let opts = naga::back::hlsl::Options {
        shader_model: naga::back::hlsl::ShaderModel::V6_0,
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
    let (m, i) = to_naga(words)?;
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

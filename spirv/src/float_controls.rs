//! SPV_KHR_float_controls for the passthrough path: `DenormPreserve` and
//! `SignedZeroInfNanPreserve` per float width.
//!
//! Without a float-controls execution mode, a Vulkan driver may flush denormal results and
//! operands of float arithmetic to zero. NVIDIA's driver does for `f32` (an H200, driver
//! 580: GPU fuzz seeds 27, 49, 161 and 206 mismatched on every path), while LangRef's
//! arithmetic is IEEE 754 with denormals. A device that reports
//! `shaderDenormPreserveFloat{16,32,64}` runs a module declaring `OpExecutionMode %entry
//! DenormPreserve W` with IEEE denormals at width `W`. Likewise, without
//! `SignedZeroInfNanPreserve` a driver may ignore the sign of zeros, NaN and infinities:
//! NVIDIA's computed `2 / (x · 0)` as `+inf` for `x = -3` (filetest
//! `fuzz-regressions/gpu-fuzz-unrolled-counter-zero.mlir`). Only Tessera's own SPIR-V (the
//! passthrough path) can carry the mode: naga's SPIR-V front end rejects the capability,
//! and WGSL lets an implementation flush denormals (see docs/VALIDATION.md).

use rspirv::dr::{Instruction, Operand};
use rspirv::spirv::{Capability, ExecutionMode, Op};

use crate::error::{Result, SpirvError};

/// The float widths (16, 32, 64) the module declares with `OpTypeFloat`.
pub fn float_widths(words: &[u32]) -> Result<Vec<u32>> {
    Ok(declared_widths(&load(words)?))
}

fn declared_widths(module: &rspirv::dr::Module) -> Vec<u32> {
    let mut widths: Vec<u32> = module
        .types_global_values
        .iter()
        .filter(|i| i.class.opcode == Op::TypeFloat)
        .filter_map(|i| match i.operands.first() {
            Some(Operand::LiteralBit32(w)) => Some(*w),
            _ => None,
        })
        .collect();
    widths.sort_unstable();
    widths.dedup();
    widths
}

/// `words` with `DenormPreserve` for each width of `denorm` and `SignedZeroInfNanPreserve`
/// for each width of `signed_zero` that the module declares with `OpTypeFloat`, on every
/// entry point, with their capabilities and `OpExtension "SPV_KHR_float_controls"`. No
/// such width: `words` unchanged. The module is read once.
pub fn with_float_controls(words: &[u32], denorm: &[u32], signed_zero: &[u32]) -> Result<Vec<u32>> {
    if denorm.is_empty() && signed_zero.is_empty() {
        return Ok(words.to_vec());
    }
    let mut module = load(words)?;
    let declared = declared_widths(&module);
    let used = |ws: &[u32]| -> Vec<u32> {
        ws.iter()
            .copied()
            .filter(|w| declared.contains(w))
            .collect()
    };
    let (denorm, signed_zero) = (used(denorm), used(signed_zero));
    if denorm.is_empty() && signed_zero.is_empty() {
        return Ok(words.to_vec());
    }
    let modes = [
        (
            Capability::DenormPreserve,
            ExecutionMode::DenormPreserve,
            denorm,
        ),
        (
            Capability::SignedZeroInfNanPreserve,
            ExecutionMode::SignedZeroInfNanPreserve,
            signed_zero,
        ),
    ];
    for (cap, _, widths) in &modes {
        let has_cap = module
            .capabilities
            .iter()
            .any(|i| matches!(i.operands.first(), Some(Operand::Capability(c)) if c == cap));
        if !widths.is_empty() && !has_cap {
            module.capabilities.push(Instruction::new(
                Op::Capability,
                None,
                None,
                vec![Operand::Capability(*cap)],
            ));
        }
    }
    const EXT: &str = "SPV_KHR_float_controls";
    let has_ext = module
        .extensions
        .iter()
        .any(|i| matches!(i.operands.first(), Some(Operand::LiteralString(s)) if s == EXT));
    if !has_ext {
        module.extensions.push(Instruction::new(
            Op::Extension,
            None,
            None,
            vec![Operand::LiteralString(EXT.to_string())],
        ));
    }
    let entries: Vec<u32> = module
        .entry_points
        .iter()
        .filter_map(|i| match i.operands.get(1) {
            Some(Operand::IdRef(id)) => Some(*id),
            _ => None,
        })
        .collect();
    for entry in entries {
        for (_, mode, widths) in &modes {
            for &w in widths.iter() {
                module.execution_modes.push(Instruction::new(
                    Op::ExecutionMode,
                    None,
                    None,
                    vec![
                        Operand::IdRef(entry),
                        Operand::ExecutionMode(*mode),
                        Operand::LiteralBit32(w),
                    ],
                ));
            }
        }
    }
    use rspirv::binary::Assemble;
    Ok(module.assemble())
}

fn load(words: &[u32]) -> Result<rspirv::dr::Module> {
    rspirv::dr::load_words(words)
        .map_err(|e| SpirvError::Builder(format!("cannot read back the SPIR-V module: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rspirv::binary::Disassemble;

    fn module() -> Vec<u32> {
        let mut b = rspirv::dr::Builder::new();
        b.set_version(1, 3);
        b.capability(Capability::Shader);
        b.memory_model(
            rspirv::spirv::AddressingModel::Logical,
            rspirv::spirv::MemoryModel::GLSL450,
        );
        let void = b.type_void();
        let _f32 = b.type_float(32, None);
        let _f16 = b.type_float(16, None);
        let fnty = b.type_function(void, vec![]);
        let f = b
            .begin_function(void, None, rspirv::spirv::FunctionControl::NONE, fnty)
            .unwrap_or_default();
        b.begin_block(None).unwrap_or_default();
        b.ret().unwrap_or_default();
        b.end_function().unwrap_or_default();
        b.entry_point(rspirv::spirv::ExecutionModel::GLCompute, f, "main", vec![]);
        b.module().assemble()
    }
    use rspirv::binary::Assemble;

    #[test]
    fn declares_the_mode_for_each_width_and_entry_point() {
        let words = module();
        assert_eq!(float_widths(&words).ok(), Some(vec![16, 32]));
        let out = with_float_controls(&words, &[16, 32], &[]).expect("patched");
        let text = load(&out).expect("reads back").disassemble();
        assert!(text.contains("OpCapability DenormPreserve"), "{text}");
        assert!(
            text.contains("OpExtension \"SPV_KHR_float_controls\""),
            "{text}"
        );
        assert!(text.contains("DenormPreserve 16"), "{text}");
        assert!(text.contains("DenormPreserve 32"), "{text}");
        // Once only, however often it is applied.
        let twice = with_float_controls(&out, &[], &[]).expect("unchanged");
        assert_eq!(twice, out);
    }

    #[test]
    fn declares_signed_zero_preservation_too() {
        let out = with_float_controls(&module(), &[], &[32]).expect("patched");
        let text = load(&out).expect("reads back").disassemble();
        assert!(
            text.contains("OpCapability SignedZeroInfNanPreserve"),
            "{text}"
        );
        assert!(text.contains("SignedZeroInfNanPreserve 32"), "{text}");
        assert!(!text.contains("DenormPreserve"), "{text}");
    }

    #[test]
    fn no_width_leaves_the_module_alone() {
        let words = module();
        assert_eq!(with_float_controls(&words, &[], &[]).ok(), Some(words));
    }
}

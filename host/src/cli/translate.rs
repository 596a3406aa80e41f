//! `tessera translate`: compile every `gpu.func` kernel of a file to a shader language.
//!
//! Output convention (also in `docs/CLI.md`):
//!
//! - text formats (`spirv-asm`, `wgsl`, `msl`, `hlsl`, `glsl`) produce one bundle, on
//!   stdout or in `-o OUT`: for each kernel in program order a header line
//!   `// ---- kernel @module::@name` (`; ---- kernel @module::@name` for `spirv-asm`,
//!   whose comments start with `;`), then the kernel's text;
//! - binary `spirv` needs `-o OUT`: with one kernel it is written to `OUT`, with several
//!   each goes to `OUT.<module>.<name>.spv`.
//!
//! When host code still holds affine loops, the default GPU pipeline
//! (`tessera-gpu-pipeline`, planned for a lavapipe-like target) runs first, so that the
//! kernels it creates are translated too.

use std::io::Write;

use tessera_spirv::{KernelArtifact, Target};

use super::spec::{CommandSpec, Matches, OptSpec, Ty};
use crate::runtime::prepare;

fn check_format(v: &str) -> Result<(), String> {
    v.parse::<Format>().map(|_| ())
}

fn check_target(v: &str) -> Result<(), String> {
    v.parse::<Target>().map(|_| ())
}

/// `tessera translate`'s options.
pub const TRANSLATE: CommandSpec = CommandSpec {
    name: "translate",
    about: "compile the gpu.func kernels of a file",
    usage: &["translate FILE|- --to FORMAT [-o OUT] [--target DESC] [--unchecked]"],
    before: "FORMATS:
  spirv       binary SPIR-V (needs -o; several kernels: OUT.<module>.<name>.spv)
  spirv-asm   SPIR-V assembly text
  wgsl, msl, hlsl, glsl   through naga
  webgpu      a directory (-o DIR): an ES module running the host functions'
              launches on a GPUDevice, tessera_webgpu.js and the kernels' WGSL
Text formats print every kernel after a '// ---- kernel @module::@name' line
('; ---- ...' for spirv-asm).

",
    options: &[
        OptSpec::value(
            "to",
            "FORMAT",
            Ty::Keyword {
                words: &[
                    "spirv",
                    "spirv-asm",
                    "wgsl",
                    "msl",
                    "hlsl",
                    "glsl",
                    "webgpu",
                ],
                check: check_format,
            },
            "output format (required)",
        ),
        OptSpec::value(
            "o",
            "OUT",
            Ty::Text,
            "output file (required for spirv; text formats: stdout when absent;\n\
             webgpu: the output directory, required)",
        ),
        OptSpec::value(
            "entry",
            "NAME",
            Ty::Text,
            "webgpu: the host function to export (default: every one that\n\
             translates)",
        ),
        OptSpec::value(
            "target",
            "DESC",
            Ty::Keyword {
                words: &[
                    "vulkan",
                    "webgpu",
                    "none",
                    "index32",
                    "index64",
                    "require-naga",
                    "+FEATURE",
                    "-FEATURE",
                ],
                check: check_target,
            },
            "target features, comma-separated, e.g. 'webgpu,+float16' or\n\
             'vulkan,-float64,index64'",
        )
        .default("vulkan"),
        OptSpec::flag(
            "unchecked",
            "do not guard kernel memory accesses the compiler cannot prove in\n\
             bounds (when the GPU pipeline runs on host affine loops)",
        ),
    ],
    after: "",
    numbers_positional: false,
};

/// Output format of `tessera translate`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Binary SPIR-V.
    Spirv,
    /// SPIR-V assembly.
    SpirvAsm,
    /// WGSL.
    Wgsl,
    /// Metal Shading Language.
    Msl,
    /// HLSL.
    Hlsl,
    /// GLSL.
    Glsl,
    /// A directory with an ES module for WebGPU.
    WebGpu,
}

impl std::str::FromStr for Format {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Ok(match s {
            "spirv" | "spv" => Format::Spirv,
            "spirv-asm" | "spvasm" => Format::SpirvAsm,
            "wgsl" => Format::Wgsl,
            "msl" | "metal" => Format::Msl,
            "hlsl" => Format::Hlsl,
            "glsl" => Format::Glsl,
            "webgpu" => Format::WebGpu,
            other => {
                return Err(format!(
                    "unknown format '{other}' (expected spirv, spirv-asm, wgsl, msl, hlsl, glsl or webgpu)"
                ))
            }
        })
    }
}

/// The parsed command line of `tessera translate`.
#[derive(Debug)]
pub struct TranslateArgs {
    /// Input file, `-` for stdin.
    pub input: String,
    /// Output format.
    pub to: Format,
    /// Output path.
    pub output: Option<String>,
    /// Target description.
    pub target: Target,
    /// Leave unproven kernel accesses unguarded (`--unchecked`).
    pub unchecked: bool,
    /// `--entry` (webgpu).
    pub entry: Option<String>,
}

/// Parses `tessera translate` arguments.
pub fn parse_translate_args(args: &[String]) -> Result<TranslateArgs, String> {
    args_from(&TRANSLATE.parse(args)?)
}

/// Builds [`TranslateArgs`] from parsed options.
pub fn args_from(m: &Matches) -> Result<TranslateArgs, String> {
    let input = match m.positional.as_slice() {
        [] => return Err("no input file (use '-' for standard input)".into()),
        [one] => one.clone(),
        [_, extra, ..] => return Err(format!("too many positional arguments: '{extra}'")),
    };
    let to: Format = m
        .value("to")
        .ok_or("missing --to FORMAT (spirv, spirv-asm, wgsl, msl, hlsl, glsl or webgpu)")?
        .parse()?;
    let output = m.value("o").map(str::to_string);
    if to == Format::Spirv && output.is_none() {
        return Err("--to spirv writes binary files: give -o OUT".into());
    }
    if to == Format::WebGpu && output.as_deref().is_none_or(|o| o == "-") {
        return Err("--to webgpu writes a directory: give -o DIR".into());
    }
    Ok(TranslateArgs {
        input,
        to,
        output,
        target: match m.value("target") {
            Some(t) => t.parse()?,
            None => Target::default(),
        },
        unchecked: m.flag("unchecked"),
        entry: m.value("entry").map(str::to_string),
    })
}

fn text_of(a: &KernelArtifact, to: Format) -> Result<String, String> {
    let r = match to {
        Format::SpirvAsm => Ok(tessera_spirv::disassemble(&a.spirv)),
        Format::Wgsl => match &a.wgsl {
            Some(w) => Ok(w.clone()),
            None => Err(a.naga_error.clone().unwrap_or_default()),
        },
        Format::Msl => tessera_spirv::to_msl(&a.spirv).map_err(|e| e.to_string()),
        Format::Hlsl => tessera_spirv::to_hlsl(&a.spirv).map_err(|e| e.to_string()),
        Format::Glsl => tessera_spirv::to_glsl(&a.spirv).map_err(|e| e.to_string()),
        Format::Spirv | Format::WebGpu => Err("internal: not a text format".into()),
    };
    r.map_err(|m| format!("kernel @{} has no {to:?} form: {m}", a.name))
}

/// Runs `tessera translate` on already-read input text. Returns the exit code.
pub fn run(
    args: &TranslateArgs,
    text: &str,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    match run_inner(args, text, stdout) {
        Ok(()) => 0,
        Err(e) => {
            let _ = stderr.write_all(e.as_bytes());
            if !e.ends_with('\n') {
                let _ = stderr.write_all(b"\n");
            }
            1
        }
    }
}

fn run_inner(args: &TranslateArgs, text: &str, stdout: &mut dyn Write) -> Result<(), String> {
    let file = if args.input == "-" {
        "<stdin>"
    } else {
        args.input.as_str()
    };
    let mut p = prepare::parse_and_verify(text, file).map_err(|e| e.render())?;
    if args.to == Format::WebGpu {
        return write_webgpu(args, p, file);
    }
    let mut target = tessera_lowering::gpu::target::GpuTarget::default();
    // Subgroup broadcasts only where the SPIR-V target has subgroup operations.
    target.subgroup_broadcast &= args
        .target
        .supports
        .contains(tessera_spirv::Feature::Subgroups);
    prepare::maybe_run_gpu_pipeline_with(&mut p, &target, args.unchecked)
        .map_err(|e| e.render())?;
    for n in &p.host_loops {
        eprintln!("tessera translate: note: {n}");
    }
    let kernels = crate::runtime::kernel_list(&p.ctx, &p.module);
    if kernels.is_empty() {
        return Err(format!(
            "error: {file}: no gpu.func kernels to translate (kernels are gpu.func ops with the 'kernel' attribute inside a gpu.module)"
        ));
    }
    let mut compiled = Vec::with_capacity(kernels.len());
    let mut errors = Vec::new();
    let launches = tessera_lowering::affine::launch_facts::LaunchIndex::new(&p.ctx, &p.module);
    for (sym, op) in &kernels {
        match tessera_spirv::compile_kernel_in(&p.ctx, &p.module, *op, &args.target, &launches) {
            Ok(a) => compiled.push((sym.clone(), a)),
            Err(e) => errors.push(e.to_diagnostic()),
        }
    }
    if !errors.is_empty() {
        return Err(tessera_lowering::diag::render(&errors, &p.sources));
    }
    if args.to == Format::Spirv {
        let Some(out) = &args.output else {
            return Err("error: --to spirv writes binary files: give -o OUT".into());
        };
        for (sym, a) in &compiled {
            let path = if compiled.len() == 1 {
                out.clone()
            } else {
                format!("{out}.{}.spv", sym.replace("::", "."))
            };
            let bytes: Vec<u8> = a.spirv.iter().flat_map(|w| w.to_le_bytes()).collect();
            std::fs::write(&path, bytes)
                .map_err(|e| format!("error: cannot write '{path}': {e}"))?;
        }
        return Ok(());
    }
    let comment = if args.to == Format::SpirvAsm {
        ";"
    } else {
        "//"
    };
    let mut bundle = String::new();
    for (sym, a) in &compiled {
        let body = text_of(a, args.to).map_err(|m| format!("error: {m}"))?;
        bundle.push_str(&format!(
            "{comment} ---- kernel @{}\n",
            sym.replace("::", "::@")
        ));
        bundle.push_str(&body);
        if !body.ends_with('\n') {
            bundle.push('\n');
        }
    }
    match args.output.as_deref() {
        Some(p) if p != "-" => {
            std::fs::write(p, bundle).map_err(|e| format!("error: cannot write '{p}': {e}"))
        }
        _ => stdout
            .write_all(bundle.as_bytes())
            .map_err(|e| format!("error: cannot write output: {e}")),
    }
}

/// `--to webgpu`: plans for WebGPU's default limits, compiles the kernels for a baseline
/// WebGPU device and writes the module, the runtime and the WGSL into `-o DIR`.
fn write_webgpu(args: &TranslateArgs, mut p: prepare::Prepared, file: &str) -> Result<(), String> {
    let Some(dir) = args.output.as_deref() else {
        return Err("error: --to webgpu writes a directory: give -o DIR".into());
    };
    let target = crate::webgpu::gpu_target(&serde_json::Value::Null);
    prepare::maybe_run_gpu_pipeline_with(&mut p, &target, args.unchecked)
        .map_err(|e| e.render())?;
    let kernels = crate::webgpu::compile_kernels(&p.ctx, &p.module, &p.sources)?;
    let out = crate::webgpu::module::generate(
        &p.ctx,
        &p.module,
        &p.sources,
        &kernels,
        args.entry.as_deref(),
        file,
    )?;
    let dir = std::path::Path::new(dir);
    let kdir = dir.join("kernels");
    std::fs::create_dir_all(&kdir)
        .map_err(|e| format!("error: cannot create '{}': {e}", kdir.display()))?;
    let stem = std::path::Path::new(file)
        .file_stem()
        .and_then(|s| s.to_str())
        .filter(|s| !s.is_empty() && *s != "<stdin>")
        .unwrap_or("program");
    let write = |path: std::path::PathBuf, text: &str| {
        std::fs::write(&path, text)
            .map_err(|e| format!("error: cannot write '{}': {e}", path.display()))
    };
    write(dir.join("tessera_webgpu.js"), crate::webgpu::RUNTIME_JS)?;
    write(dir.join(format!("{stem}.js")), &out.js)?;
    for (name, wgsl) in &out.wgsl {
        write(kdir.join(name), wgsl)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses() {
        let a: Vec<String> = ["k.mlir", "--to=wgsl", "-o", "out.wgsl"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let t = parse_translate_args(&a).unwrap();
        assert_eq!(t.to, Format::Wgsl);
        assert_eq!(t.output.as_deref(), Some("out.wgsl"));
        assert!(parse_translate_args(&["k.mlir".into()]).is_err());
        assert!(parse_translate_args(&["k.mlir".into(), "--to=ptx".into()]).is_err());
    }
}

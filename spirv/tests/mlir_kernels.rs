//! The `.mlir` feature kernels in `tests/data/`: each file is parsed, every kernel in it is
//! compiled, validated with `spirv-val` and translated by naga to WGSL, MSL, HLSL and GLSL.
//!
//! A file opens with directives in comments:
//!
//! - `// target: default|webgpu [-feature|+feature ...] [index64]`
//! - `// naga-fails: wgsl msl hlsl glsl` — the outputs naga cannot write for it
//!   (`naga` alone: naga's front end or validator rejects it);
//! - `// features: f1 f2` — features the artifact must report;
//! - `// expect-error: text` — compilation must fail with a message containing `text`;
//! - `// contains: text` — the disassembly must contain `text` (repeatable);
//! - `// narrow-ints: native` — compile with [`NarrowInts::Native`] (native 8/16-bit
//!   SPIR-V; the naga checks then apply to that SPIR-V, and WGSL, from the emulated
//!   compile, is always expected);
//! - `// golden` — compare `.spvasm`/`.wgsl` with `tests/golden/mlir/<file>.*`.

mod common;

use std::path::Path;

use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_spirv::{compile_kernel_with, disassemble, find_kernels, Feature, NarrowInts, Target};

struct Directives {
    target: Target,
    naga_fails: Vec<String>,
    features: Vec<Feature>,
    expect_error: Option<String>,
    contains: Vec<String>,
    golden: bool,
    narrow: NarrowInts,
}

fn directives(text: &str, file: &str) -> Directives {
    let mut d = Directives {
        target: Target::default(),
        naga_fails: Vec::new(),
        features: Vec::new(),
        expect_error: None,
        contains: Vec::new(),
        golden: false,
        narrow: NarrowInts::Emulate,
    };
    for line in text.lines().take_while(|l| l.starts_with("//")) {
        let body = line.trim_start_matches('/').trim();
        let (key, val) = body
            .split_once(':')
            .map(|(k, v)| (k.trim(), v.trim()))
            .unwrap_or((body, ""));
        match key {
            "target" => {
                for w in val.split_whitespace() {
                    match w {
                        "default" => d.target = Target::default(),
                        "webgpu" => d.target = Target::webgpu(),
                        "index64" => d.target.index_bits = 64,
                        _ if w.starts_with('-') || w.starts_with('+') => {
                            let f = Feature::from_name(&w[1..])
                                .unwrap_or_else(|| panic!("{file}: unknown feature {w}"));
                            if w.starts_with('-') {
                                d.target.supports.remove(f);
                            } else {
                                d.target.supports.insert(f);
                            }
                        }
                        _ => panic!("{file}: bad target word {w}"),
                    }
                }
            }
            "naga-fails" => d.naga_fails = val.split_whitespace().map(str::to_string).collect(),
            "features" => {
                d.features = val
                    .split_whitespace()
                    .map(|w| {
                        Feature::from_name(w)
                            .unwrap_or_else(|| panic!("{file}: unknown feature {w}"))
                    })
                    .collect()
            }
            "expect-error" => d.expect_error = Some(val.to_string()),
            "contains" => d.contains.push(val.to_string()),
            "golden" => d.golden = true,
            "narrow-ints" => {
                d.narrow = match val {
                    "native" => NarrowInts::Native,
                    "emulate" => NarrowInts::Emulate,
                    _ => panic!("{file}: bad narrow-ints {val}"),
                }
            }
            _ => {}
        }
    }
    d
}

fn run_file(path: &Path) -> Result<usize, String> {
    let file = path
        .file_name()
        .and_then(|f| f.to_str())
        .unwrap_or("?")
        .to_string();
    let stem = file.trim_end_matches(".mlir");
    let text = std::fs::read_to_string(path).map_err(|e| format!("{file}: {e}"))?;
    let d = directives(&text, &file);
    let mut ctx = Context::new();
    let m = parse_source(&mut ctx, &text, &file, &ParseOptions::default())
        .map_err(|e| format!("{file}: parse error: {e}"))?;
    let kernels = find_kernels(&ctx, &m);
    if kernels.is_empty() {
        return Err(format!("{file}: no kernels"));
    }
    for (k, f) in kernels.iter().enumerate() {
        let name = format!("{stem}#{k}");
        let res = compile_kernel_with(&ctx, &m, *f, &d.target, d.narrow);
        if let Some(want) = &d.expect_error {
            match res {
                Ok(_) => {
                    return Err(format!(
                        "{name}: expected error containing {want:?}, compiled fine"
                    ))
                }
                Err(e) if e.to_string().contains(want.as_str()) => {
                    if e.loc().is_none() {
                        return Err(format!("{name}: error without a location: {e}"));
                    }
                    continue;
                }
                Err(e) => {
                    return Err(format!(
                        "{name}: expected error containing {want:?}, got: {e}"
                    ))
                }
            }
        }
        let a = res.map_err(|e| format!("{name}: {e}"))?;
        common::spirv_val(&a.spirv, &name)
            .map_err(|e| format!("{e}\n{}", disassemble(&a.spirv)))?;
        let fails: Vec<&str> = d.naga_fails.iter().map(String::as_str).collect();
        common::naga_expect(&name, &a.spirv, &fails)?;
        let wgsl_expected = d.narrow == NarrowInts::Native
            || (!fails.contains(&"naga") && !fails.contains(&"wgsl"));
        if a.wgsl.is_some() != wgsl_expected {
            return Err(format!("{name}: WGSL in artifact: {:?}", a.naga_error));
        }
        for f in &d.features {
            if !a.features.contains(*f) {
                return Err(format!(
                    "{name}: feature {f} not reported (got {})",
                    a.features
                ));
            }
        }
        let dis = disassemble(&a.spirv);
        for c in &d.contains {
            if !dis.contains(c.as_str()) {
                return Err(format!("{name}: disassembly lacks {c:?}\n{dis}"));
            }
        }
        if std::env::var("TESSERA_DUMP").is_ok() {
            eprintln!(
                "==== {name}\n{dis}\n{}",
                a.wgsl.as_deref().unwrap_or("(no wgsl)")
            );
        }
        if d.golden {
            let suffix = if kernels.len() > 1 {
                format!(".{k}")
            } else {
                String::new()
            };
            common::golden(&format!("mlir/{stem}{suffix}.spvasm"), &dis)?;
            if let Some(w) = &a.wgsl {
                common::golden(&format!("mlir/{stem}{suffix}.wgsl"), w)?;
            }
        }
    }
    Ok(kernels.len())
}

#[test]
fn mlir_feature_kernels() {
    let dir = common::crate_dir().join("tests/data");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    let only = std::env::var("TESSERA_ONLY").ok();
    let mut failures = Vec::new();
    let mut count = 0;
    for f in &files {
        if only
            .as_deref()
            .is_some_and(|o| !f.to_string_lossy().contains(o))
        {
            continue;
        }
        match run_file(f) {
            Ok(n) => count += n,
            Err(e) => failures.push(e),
        }
    }
    eprintln!("{count} kernels in {} files checked", files.len());
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

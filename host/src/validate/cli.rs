//! `tessera validate FILE [--entry main] [--rtol R] [--atol A] [--ulps N] ...`

use std::io::Write;

use super::{validate_source, DeviceChoice, PathKind, Tolerances, ValidateOptions};
use crate::cli::spec::{CommandSpec, Matches, OptSpec, Ty};
use crate::gpu::{BackendChoice, GpuOptions};
use tessera_lowering::gpu::target_profiles::{parse_profile_list, TargetProfile};

/// `tessera validate`'s options.
pub const VALIDATE: CommandSpec = CommandSpec {
    name: "validate",
    about: "run a program on the CPU interpreter and on every GPU path, and compare",
    usage: &["validate FILE|- [OPTIONS]"],
    before:
        "Runs FILE's entry function on the CPU interpreter (the reference), then through the GPU
pipeline on the interpreter and on a GPU via SPIR-V (naga), SPIR-V passthrough and WGSL.
Compares every memref the entry allocates, its memref arguments and results, and
everything it prints; prints a table and exits with 1 on any mismatch, path error, or
path asked for that cannot run here (name the paths that can with --paths, or --no-gpu).

",
    options: &[
        OptSpec::value(
            "entry",
            "NAME",
            Ty::Text,
            "function to run (a name inside a named module works too)",
        )
        .default("main"),
        OptSpec::value("rtol", "R", Ty::Number, "relative tolerance")
            .default("by element type, f32 1e-5"),
        OptSpec::value("atol", "A", Ty::Number, "absolute tolerance")
            .default("by element type, f32 1e-6"),
        OptSpec::value(
            "ulps",
            "N",
            Ty::Count { min: 0 },
            "tolerance in units in the last place",
        )
        .default("by element type, f32 16"),
        OptSpec::value(
            "reduction-scale",
            "S",
            Ty::Number,
            "scale of the reduction bound 2*gamma_n*sum|x| (0 = off)",
        )
        .default("1"),
        OptSpec::value(
            "paths",
            "P,P,...",
            Ty::Text,
            "paths besides the reference: lowered, spirv, passthrough, wgsl;\n\
             each must run (one that cannot fails the validation)",
        )
        .default("all"),
        OptSpec::value(
            "backend",
            "B",
            Ty::Keyword {
                words: &["auto", "all", "vulkan", "metal", "dx12", "gl"],
                check: crate::cli::run::check_gpu_backend_or_all,
            },
            "GPU API: auto, vulkan, metal, dx12 or gl; all runs every path on\n\
             every adapter (one row per adapter and shader path)",
        )
        .default("auto"),
        crate::cli::run::ADAPTER,
        OptSpec::value(
            "simulate",
            "TARGETS",
            Ty::Text,
            "all, or target profiles NAME,...: also run the pipeline planned\n\
             for each on the interpreter at its subgroup sizes (docs/TARGETS.md)",
        ),
        OptSpec::flag("no-gpu", "only the CPU paths"),
        OptSpec::flag(
            "browser",
            "also run the kernels in headless Chromium's WebGPU (Dawn/Tint;\n\
             TESSERA_CHROMIUM names the browser; fails when none is found)",
        ),
        OptSpec::flag(
            "require-gpu",
            "fail when no GPU path can run (also TESSERA_REQUIRE_GPU=1)",
        ),
        OptSpec::flag(
            "unchecked",
            "do not guard kernel memory accesses the compiler cannot prove\n\
             in bounds",
        ),
    ],
    after: "\nSee docs/VALIDATION.md for the tolerances and how reductions are bounded.\n",
    numbers_positional: false,
};

/// Parsed `validate` arguments.
#[derive(Debug, Clone, PartialEq)]
struct Args {
    file: String,
    entry: String,
    tol: Tolerances,
    paths: Option<Vec<PathKind>>,
    backend: BackendChoice,
    adapter: Option<String>,
    no_gpu: bool,
    require_gpu: bool,
    unchecked: bool,
    browser: bool,
    simulate: Vec<&'static TargetProfile>,
}

#[cfg(test)]
fn parse_args(args: &[String]) -> Result<Args, String> {
    args_from(&VALIDATE.parse(args)?)
}

fn args_from(m: &Matches) -> Result<Args, String> {
    let mut a = Args {
        file: String::new(),
        entry: m.value("entry").unwrap_or("main").to_string(),
        tol: Tolerances::default(),
        paths: None,
        backend: BackendChoice::Auto,
        adapter: m.value("adapter").map(str::to_string),
        no_gpu: m.flag("no-gpu"),
        require_gpu: m.flag("require-gpu"),
        unchecked: m.flag("unchecked"),
        browser: m.flag("browser"),
        simulate: Vec::new(),
    };
    if let Some(v) = m.value("simulate") {
        a.simulate = parse_profile_list(v).map_err(|e| format!("--simulate: {e}"))?;
    }
    a.tol.rtol = m.number("rtol");
    a.tol.atol = m.number("atol");
    a.tol.reduction_scale = m.number("reduction-scale");
    a.tol.ulps = m
        .count("ulps")
        .map(|n| {
            n.try_into()
                .map_err(|_| format!("--ulps: {n} is too large"))
        })
        .transpose()?;
    if let Some(v) = m.value("paths") {
        a.paths = Some(
            v.split(',')
                .filter(|p| !p.is_empty())
                .map(PathKind::parse)
                .collect::<Result<_, _>>()?,
        );
    }
    if let Some(b) = m.value("backend") {
        a.backend = b.parse()?;
    }
    if a.no_gpu && a.require_gpu {
        return Err("--no-gpu and --require-gpu contradict each other: give one of them".into());
    }
    if a.backend == BackendChoice::All && a.adapter.is_some() {
        return Err(
            "--adapter picks one adapter and --backend all runs on every adapter: give one of them"
                .into(),
        );
    }
    a.file = match m.positional.as_slice() {
        [] => return Err("no input file given".into()),
        [one] => one.clone(),
        _ => return Err("more than one input file given".into()),
    };
    Ok(a)
}

/// Runs `tessera validate` with `args`; returns the exit code (0 pass, 1 fail, 2 usage).
pub fn run(
    args: &[String],
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let parsed = VALIDATE.parse(args).and_then(|m| {
        if m.help {
            Ok(None)
        } else {
            args_from(&m).map(Some)
        }
    });
    let a = match parsed {
        Ok(Some(a)) => a,
        Ok(None) => {
            let _ = stdout.write_all(VALIDATE.help().as_bytes());
            return 0;
        }
        Err(e) => {
            let _ = writeln!(stderr, "tessera validate: {e}");
            return 2;
        }
    };
    let text = match crate::cli::read_input(&a.file, stdin) {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(stderr, "{e}");
            return 1;
        }
    };
    let mut opts = ValidateOptions {
        entry: a.entry.clone(),
        tolerances: a.tol,
        ..ValidateOptions::default()
    };
    // `--no-gpu` asks for the CPU paths only: then `TESSERA_REQUIRE_GPU=1` has nothing to
    // require (it turns skips into failures; naming the paths is not a skip).
    opts.require_gpu = if a.no_gpu {
        false
    } else {
        opts.require_gpu || a.require_gpu
    };
    opts.unchecked = a.unchecked;
    opts.browser = a.browser;
    opts.simulate = a.simulate;
    if let Some(p) = a.paths {
        opts.paths = p;
        opts.explicit_paths = true;
    }
    opts.device = if a.no_gpu {
        opts.paths.retain(|p| !matches!(p, PathKind::Gpu(_)));
        DeviceChoice::None
    } else if a.backend == BackendChoice::All {
        DeviceChoice::All(GpuOptions::for_tests())
    } else {
        DeviceChoice::With(GpuOptions {
            backend: a.backend,
            adapter_name: a.adapter,
            ..GpuOptions::for_tests()
        })
    };
    let name = if a.file == "-" {
        "<stdin>"
    } else {
        a.file.as_str()
    };
    match validate_source(&text, name, &opts) {
        Ok(report) => {
            let _ = stdout.write_all(report.render().as_bytes());
            if report.passed() {
                0
            } else {
                1
            }
        }
        Err(e) => {
            let _ = writeln!(stderr, "{}", e.trim_end());
            1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn parses_flags() {
        let a = parse_args(&args(&[
            "f.mlir",
            "--entry=k",
            "--rtol",
            "1e-3",
            "--ulps",
            "4",
            "--paths",
            "lowered,wgsl",
        ]))
        .unwrap();
        assert_eq!(a.file, "f.mlir");
        assert_eq!(a.entry, "k");
        assert_eq!(a.tol.rtol, Some(1e-3));
        assert_eq!(a.tol.ulps, Some(4));
        assert_eq!(a.paths.unwrap().len(), 2);
    }

    #[test]
    fn rejects_bad_flags() {
        assert!(parse_args(&args(&["f.mlir", "--rtol", "x"]))
            .unwrap_err()
            .contains("--rtol"));
        assert!(parse_args(&args(&["--bogus"]))
            .unwrap_err()
            .contains("unknown option"));
        assert!(parse_args(&args(&[])).unwrap_err().contains("no input"));
        assert!(parse_args(&args(&["a", "b"]))
            .unwrap_err()
            .contains("more than one"));
        assert!(parse_args(&args(&["a", "--paths", "x"]))
            .unwrap_err()
            .contains("unknown path"));
        let e = parse_args(&args(&["a", "--simulate", "nvidia,gtx"])).unwrap_err();
        assert!(
            e.contains("--simulate: unknown target 'gtx'") && e.contains("amd"),
            "{e}"
        );
        let a = parse_args(&args(&["a", "--simulate", "all"])).unwrap();
        assert_eq!(a.simulate.len(), 9);
    }
}

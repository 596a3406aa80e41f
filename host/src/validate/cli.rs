//! `tessera validate FILE [--entry main] [--rtol R] [--atol A] [--ulps N] ...`

use std::io::Write;

use super::{validate_source, DeviceChoice, PathKind, Tolerances, ValidateOptions};
use crate::gpu::{BackendChoice, GpuOptions};

/// `tessera validate --help`.
pub const VALIDATE_HELP: &str = "\
tessera validate: run a program on the CPU interpreter and on every GPU path, and compare

USAGE: tessera validate FILE [OPTIONS]

Runs FILE's entry function on the CPU interpreter (the reference), then through the GPU
pipeline on the interpreter and on a GPU via SPIR-V (naga), SPIR-V passthrough and WGSL.
Compares every memref the entry allocates, its memref arguments and results, and
everything it prints; prints a table and exits with 1 on any mismatch or path error.

OPTIONS:
  --entry NAME            function to run (default: main)
  --rtol R                relative tolerance (default by element type: f32 1e-5)
  --atol A                absolute tolerance (default by element type: f32 1e-6)
  --ulps N                tolerance in units in the last place (default: f32 16)
  --reduction-scale S     scale of the reduction bound 2*gamma_n*sum|x| (default 1, 0 = off)
  --paths P,P,...         paths besides the reference: lowered, spirv, passthrough, wgsl
                          (default: all)
  --backend B             GPU API: auto, vulkan, metal, dx12, gl (default: auto)
  --adapter NAME          use the adapter whose name contains NAME
  --no-gpu                only the CPU paths
  --require-gpu           fail when no GPU path can run (also TESSERA_REQUIRE_GPU=1)
  --unchecked             do not guard kernel memory accesses the compiler cannot prove
                          in bounds
  -h, --help              this message

See docs/VALIDATION.md for the tolerances and how reductions are bounded.
";

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
}

fn parse_args(args: &[String]) -> Result<Args, String> {
    let mut a = Args {
        file: String::new(),
        entry: "main".into(),
        tol: Tolerances::default(),
        paths: None,
        backend: BackendChoice::Auto,
        adapter: None,
        no_gpu: false,
        require_gpu: false,
        unchecked: false,
    };
    let mut file = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        let mut value = |name: &str| -> Result<String, String> {
            match &inline {
                Some(v) => Ok(v.clone()),
                None => it
                    .next()
                    .cloned()
                    .ok_or_else(|| format!("{name} needs a value")),
            }
        };
        let num = |name: &str, v: String| -> Result<f64, String> {
            v.parse::<f64>()
                .ok()
                .filter(|x| x.is_finite() && *x >= 0.0)
                .ok_or_else(|| format!("{name}: '{v}' is not a non-negative number"))
        };
        match flag {
            "--entry" => a.entry = value(flag)?,
            "--rtol" => a.tol.rtol = Some(num(flag, value(flag)?)?),
            "--atol" => a.tol.atol = Some(num(flag, value(flag)?)?),
            "--reduction-scale" => a.tol.reduction_scale = Some(num(flag, value(flag)?)?),
            "--ulps" => {
                let v = value(flag)?;
                a.tol.ulps = Some(
                    v.parse()
                        .map_err(|_| format!("--ulps: '{v}' is not a count"))?,
                );
            }
            "--paths" => {
                let v = value(flag)?;
                a.paths = Some(
                    v.split(',')
                        .filter(|p| !p.is_empty())
                        .map(PathKind::parse)
                        .collect::<Result<_, _>>()?,
                );
            }
            "--backend" => a.backend = value(flag)?.parse()?,
            "--adapter" => a.adapter = Some(value(flag)?),
            "--no-gpu" => a.no_gpu = true,
            "--require-gpu" => a.require_gpu = true,
            "--unchecked" => a.unchecked = true,
            f if f.starts_with('-') && f != "-" => return Err(format!("unknown option '{f}'")),
            f => {
                if file.replace(f.to_string()).is_some() {
                    return Err("more than one input file given".into());
                }
            }
        }
    }
    a.file = file.ok_or("no input file given")?;
    Ok(a)
}

/// Runs `tessera validate` with `args`; returns the exit code (0 pass, 1 fail, 2 usage).
pub fn run(
    args: &[String],
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        let _ = stdout.write_all(VALIDATE_HELP.as_bytes());
        return 0;
    }
    let a = match parse_args(args) {
        Ok(a) => a,
        Err(e) => {
            let _ = writeln!(stderr, "tessera validate: {e}\n\n{VALIDATE_HELP}");
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
    opts.require_gpu |= a.require_gpu;
    opts.unchecked = a.unchecked;
    if let Some(p) = a.paths {
        opts.paths = p;
    }
    opts.device = if a.no_gpu {
        opts.paths.retain(|p| !matches!(p, PathKind::Gpu(_)));
        DeviceChoice::None
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
    }
}

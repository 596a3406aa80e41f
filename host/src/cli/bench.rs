//! `tessera bench`: compile time, pipeline creation time, GPU time, GFLOP/s and GB/s of
//! each kernel, with baselines measured side by side (see `docs/CLI.md` and
//! [`crate::bench`]).

use std::io::{IsTerminal, Write};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::bench::library::{library_kernel, library_names};
use crate::bench::{report, run_bench, BenchInput, BenchOptions, Progress};
use crate::runtime::{parse_shader_path, Runtime, RuntimeOptions};

/// Usage text for `tessera bench --help`.
pub const BENCH_HELP: &str = "\
tessera bench: time kernels on the GPU (compile time, pipeline creation, GPU time,
GFLOP/s, GB/s) next to baselines measured in the same process

USAGE: tessera bench FILE|- [--func NAME]... [OPTIONS]
       tessera bench --kernel NAME [--size P=V,P=V...] [--kernel NAME [--size ...]]... [OPTIONS]

INPUT:
  FILE                    an MLIR file; every host function that launches kernels
                          (after the default GPU pipeline) is benched
  --func NAME             bench only host function NAME (repeatable)
  --kernel NAME           a kernel of the library (kernels/NAME.mlir): matmul,
                          conv2d_nchw, reductions, elementwise, ...
  --size P=V,...          sizes of the preceding --kernel (e.g. M=1024,N=1024,K=1024);
                          sizes not given keep the file's defaults
OPTIONS:
  --runs N                timed runs per kernel, median reported (default 5)
  --warmup N              untimed runs before timing (default 1)
  --compile-reps N        compiles per input, median reported (default 5)
  --json                  print the report as JSON on stdout
  --plot FILE.svg         draw a roofline of the kernels against the measured peaks
  --no-baselines          skip the naive mapping and the naive WGSL matmul
  --no-peaks              skip the FMA and copy kernels (no roofline, no ratios)
  --copy-size N           floats moved by the copy kernel (default 8388608)
  --autotune              pick workgroup sizes and register tiles by timing candidates;
                          the winner is cached per (kernel, shape, adapter)
  --retune                with --autotune: ignore the cache and tune again
  --workgroup-size X,Y,Z  override the pipeline's workgroup size
  --register-tile X,Y,Z   override the pipeline's register tile
  --tile-sizes X,Y,Z      override the pipeline's workgroup tile
  --backend B             auto (default), vulkan, metal, dx12 or gl
  --adapter NAME          use the adapter whose name contains NAME
  --shader-path P         spirv (default), passthrough or wgsl
";

/// The parsed command line of `tessera bench`.
#[derive(Debug, Default)]
pub struct BenchArgs {
    /// Input file (`None` with `--kernel`).
    pub input: Option<String>,
    /// `--func` names.
    pub funcs: Vec<String>,
    /// `--kernel NAME` with its `--size` pairs.
    pub kernels: Vec<(String, Vec<(String, i64)>)>,
    /// Bench options.
    pub options: BenchOptions,
    /// Device options.
    pub runtime: RuntimeOptions,
    /// `--json`.
    pub json: bool,
    /// `--plot` file.
    pub plot: Option<String>,
}

fn ints(s: &str, what: &str) -> Result<Vec<i64>, String> {
    s.split(',')
        .map(|x| {
            x.trim()
                .parse::<i64>()
                .ok()
                .filter(|v| *v > 0)
                .ok_or_else(|| {
                    format!("{what}: expected positive integers separated by commas, got '{s}'")
                })
        })
        .collect()
}

fn count(s: &str, what: &str) -> Result<usize, String> {
    s.parse()
        .map_err(|_| format!("{what}: expected a count, got '{s}'"))
}

fn sizes(s: &str) -> Result<Vec<(String, i64)>, String> {
    s.split(',')
        .filter(|p| !p.trim().is_empty())
        .map(|p| {
            let (n, v) = p
                .split_once('=')
                .ok_or_else(|| format!("--size: expected NAME=VALUE, got '{p}'"))?;
            let v: i64 = v
                .trim()
                .parse()
                .map_err(|_| format!("--size: '{}' is not an integer", v.trim()))?;
            Ok((n.trim().to_string(), v))
        })
        .collect()
}

/// Parses `tessera bench` arguments (after the subcommand name).
pub fn parse_bench_args(args: &[String]) -> Result<BenchArgs, String> {
    let mut out = BenchArgs {
        runtime: RuntimeOptions {
            timing: true,
            ..RuntimeOptions::default()
        },
        ..Default::default()
    };
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if a == "-" || !a.starts_with('-') {
            if out.input.is_some() {
                return Err(format!("unexpected argument '{a}' (one input file)"));
            }
            out.input = Some(a.clone());
            continue;
        }
        let flag = a.trim_start_matches('-');
        let (name, value) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (flag, None),
        };
        let mut take = |value: Option<String>| -> Result<String, String> {
            if let Some(v) = value {
                return Ok(v);
            }
            let v = args
                .get(i)
                .cloned()
                .ok_or_else(|| format!("option '{a}' requires a value"))?;
            i += 1;
            Ok(v)
        };
        let o = &mut out.options;
        match name {
            "func" | "function" => out
                .funcs
                .push(take(value)?.trim_start_matches('@').to_string()),
            "kernel" | "k" => out.kernels.push((take(value)?, Vec::new())),
            "size" | "sizes" => {
                let v = sizes(&take(value)?)?;
                let Some(last) = out.kernels.last_mut() else {
                    return Err("--size must follow a --kernel".into());
                };
                last.1.extend(v);
            }
            "runs" | "n" => o.runs = count(&take(value)?, "--runs")?.max(1),
            "warmup" => o.warmup = count(&take(value)?, "--warmup")?,
            "compile-reps" => o.compile_reps = count(&take(value)?, "--compile-reps")?.max(1),
            "json" => out.json = true,
            "plot" => out.plot = Some(take(value)?),
            "no-baselines" => o.baselines = false,
            "no-peaks" => o.peaks = false,
            "copy-size" => o.copy_floats = count(&take(value)?, "--copy-size")?.max(4) as u64,
            "autotune" => o.autotune = true,
            "retune" => {
                o.autotune = true;
                o.retune = true
            }
            "workgroup-size" => {
                o.pipeline.workgroup_size = ints(&take(value)?, "--workgroup-size")?
            }
            "register-tile" => o.pipeline.register_tile = ints(&take(value)?, "--register-tile")?,
            "tile-sizes" => o.pipeline.tile_sizes = ints(&take(value)?, "--tile-sizes")?,
            "backend" => out.runtime.backend = take(value)?.parse()?,
            "adapter" => out.runtime.adapter = Some(take(value)?),
            "shader-path" => {
                let p = parse_shader_path(&take(value)?)?;
                out.runtime.shader_path = Some(p);
                o.shader_path = Some(p);
            }
            _ => return Err(format!("unknown option '{a}'. Try: 'tessera bench --help'")),
        }
    }
    match (&out.input, out.kernels.is_empty()) {
        (None, true) => return Err("no input: give FILE or --kernel NAME".into()),
        (Some(_), false) => return Err("give either FILE or --kernel, not both".into()),
        _ => {}
    }
    if out.plot.is_some() && !out.options.peaks {
        return Err("--plot needs the measured peaks (drop --no-peaks)".into());
    }
    if out.runtime.backend == crate::runtime::Backend::Cpu {
        return Err("tessera bench needs a GPU backend".into());
    }
    Ok(out)
}

/// The bench inputs of `args` (`text` is the FILE's text when there is one).
pub fn inputs(args: &BenchArgs, text: Option<&str>) -> Result<Vec<BenchInput>, String> {
    if let (Some(file), Some(text)) = (&args.input, text) {
        let shown = if file == "-" {
            "<stdin>"
        } else {
            file.as_str()
        };
        return Ok(vec![BenchInput {
            name: shown.to_string(),
            file: shown.to_string(),
            text: text.to_string(),
            select: (!args.funcs.is_empty()).then(|| args.funcs.clone()),
        }]);
    }
    let mut out = Vec::new();
    for (name, pairs) in &args.kernels {
        let k = library_kernel(name).ok_or_else(|| {
            format!(
                "unknown kernel '{name}' (library kernels: {})",
                library_names()
            )
        })?;
        let s = k.sizes_from(pairs)?;
        let text = k.instantiate(&s)?;
        let shown = k
            .params
            .iter()
            .zip(&s)
            .map(|(p, v)| format!("{p}={v}"))
            .collect::<Vec<_>>()
            .join(" ");
        let select: Vec<String> = if args.funcs.is_empty() {
            k.functions.iter().map(|f| f.to_string()).collect()
        } else {
            args.funcs.clone()
        };
        out.push(BenchInput {
            name: format!("{name} {shown}"),
            file: format!("kernels/{name}.mlir"),
            text,
            select: Some(select),
        });
    }
    Ok(out)
}

struct Bar(ProgressBar);

impl Progress for Bar {
    fn add_len(&mut self, n: u64) {
        self.0.inc_length(n);
    }
    fn inc(&mut self) {
        self.0.inc(1);
    }
    fn message(&mut self, msg: &str) {
        self.0.set_message(msg.to_string());
    }
}

/// Runs `tessera bench` with parsed arguments; returns the exit code.
pub fn run(
    args: &BenchArgs,
    text: Option<&str>,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let fail = |stderr: &mut dyn Write, e: &str| {
        let _ = writeln!(stderr, "tessera bench: {e}");
        1
    };
    let inputs = match inputs(args, text) {
        Ok(v) => v,
        Err(e) => return fail(stderr, &e),
    };
    let runtime = match Runtime::with_options(args.runtime.clone()) {
        Ok(r) => r,
        Err(e) => return fail(stderr, &e.render()),
    };
    let Some(dev) = runtime.device() else {
        return fail(
            stderr,
            &format!(
                "no GPU adapter: {}",
                runtime.fallback_reason().unwrap_or("none was found")
            ),
        );
    };
    let draw = if !args.json && std::io::stderr().is_terminal() {
        ProgressDrawTarget::stderr()
    } else {
        ProgressDrawTarget::hidden()
    };
    let pb = ProgressBar::with_draw_target(Some(0), draw);
    if let Ok(style) = ProgressStyle::with_template("{bar:30} {pos}/{len} runs {elapsed} {msg}") {
        pb.set_style(style);
    }
    let mut bar = Bar(pb);
    let result = run_bench(dev, &inputs, &args.options, &mut bar);
    bar.0.finish_and_clear();
    let rep = match result {
        Ok(r) => r,
        Err(e) => return fail(stderr, &e),
    };
    let text_out = if args.json {
        report::to_json(&rep) + "\n"
    } else {
        report::to_text(&rep)
    };
    if let Err(e) = stdout.write_all(text_out.as_bytes()) {
        return fail(stderr, &format!("cannot write output: {e}"));
    }
    if let Some(p) = &args.plot {
        if let Err(e) = crate::bench::plot::roofline_svg(&rep, std::path::Path::new(p)) {
            return fail(stderr, &e);
        }
        if !args.json {
            let _ = writeln!(stderr, "tessera bench: wrote the roofline to {p}");
        }
    }
    0
}

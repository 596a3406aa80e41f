//! `tessera bench`: compile time, pipeline creation time, GPU time, GFLOP/s and GB/s of
//! each kernel, with baselines measured side by side (see `docs/CLI.md` and
//! [`crate::bench`]).

use std::io::{IsTerminal, Write};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::spec::{CommandSpec, Matches, OptSpec, Ty};
use crate::bench::library::{library_kernel, library_names};
use crate::bench::{report, run_bench, BenchInput, BenchOptions, Progress};
use crate::runtime::{parse_shader_path, Runtime, RuntimeOptions};

fn check_bench_backend(v: &str) -> Result<(), String> {
    if v.parse::<crate::runtime::Backend>() == Ok(crate::runtime::Backend::Cpu) {
        return Err("tessera bench needs a GPU backend, not cpu".into());
    }
    super::run::check_gpu_backend(v)
}

/// `tessera bench`'s options.
pub const BENCH: CommandSpec = CommandSpec {
    name: "bench",
    about: "time kernels on the GPU (compile time, pipeline creation, GPU time,\n\
            GFLOP/s, GB/s) next to baselines measured in the same process",
    usage: &[
        "bench FILE|- [--func NAME]... [OPTIONS]",
        "bench --kernel NAME [--size P=V,P=V...] [--kernel NAME [--size ...]]... [OPTIONS]",
    ],
    before:
        "FILE: an MLIR file; every host function that launches kernels (after the default GPU\n\
             pipeline) is benched, except a @main that calls the others (a driver, like the\n\
             library's); --func NAME benches exactly the functions named.\n\n",
    options: &[
        OptSpec::value("func", "NAME", Ty::Text, "bench only host function NAME")
            .repeat()
            .aliases(&["function"]),
        OptSpec::value(
            "kernel",
            "NAME",
            Ty::Text,
            "a kernel of the library (kernels/NAME.mlir): matmul,\n\
             conv2d_nchw, reductions, elementwise, ...",
        )
        .repeat()
        .aliases(&["k"]),
        OptSpec::value(
            "size",
            "P=V,...",
            Ty::Text,
            "sizes of the preceding --kernel (e.g. M=1024,N=1024,K=1024);\n\
             sizes not given keep the file's defaults",
        )
        .repeat()
        .aliases(&["sizes"]),
        OptSpec::value(
            "runs",
            "N",
            Ty::Count { min: 1 },
            "timed runs per kernel, median reported",
        )
        .default("5")
        .aliases(&["n"]),
        OptSpec::value(
            "warmup",
            "N",
            Ty::Count { min: 0 },
            "untimed runs before timing",
        )
        .default("1"),
        OptSpec::value(
            "compile-reps",
            "N",
            Ty::Count { min: 1 },
            "compiles per input, median reported",
        )
        .default("5"),
        OptSpec::flag("json", "print the report as JSON on stdout"),
        OptSpec::value(
            "plot",
            "FILE.svg",
            Ty::Text,
            "draw a roofline of the kernels against the measured peaks",
        ),
        OptSpec::flag(
            "no-baselines",
            "skip the naive mapping and the naive WGSL matmul",
        ),
        OptSpec::flag(
            "no-peaks",
            "skip the FMA and copy kernels (no roofline, no ratios)",
        ),
        OptSpec::value(
            "copy-size",
            "FLOATS",
            Ty::Count { min: 4 },
            "floats moved by the copy kernel",
        )
        .default("8388608"),
        OptSpec::flag(
            "autotune",
            "pick workgroup sizes and register tiles by timing candidates;\n\
             the winner is cached per (kernel, shape, adapter)",
        ),
        OptSpec::flag("retune", "with --autotune: ignore the cache and tune again"),
        OptSpec::value(
            "workgroup-size",
            "X,Y,Z",
            Ty::Ints,
            "override the pipeline's workgroup size",
        ),
        OptSpec::value(
            "register-tile",
            "X,Y,Z",
            Ty::Ints,
            "override the pipeline's register tile",
        ),
        OptSpec::value(
            "tile-sizes",
            "X,Y,Z",
            Ty::Ints,
            "override the pipeline's workgroup tile",
        ),
        OptSpec::value(
            "backend",
            "B",
            Ty::Keyword {
                words: &["auto", "vulkan", "metal", "dx12", "gl"],
                check: check_bench_backend,
            },
            "auto (the best GPU), vulkan, metal, dx12 or gl",
        )
        .default("auto"),
        super::run::ADAPTER,
        super::run::SHADER_PATH,
    ],
    after: "",
    numbers_positional: false,
};

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

/// Parses `tessera bench` arguments (after the subcommand name). Everything that can be
/// checked without a device is checked here (library kernel names, size names), so that a
/// malformed command line exits with status 2 before any GPU work.
pub fn parse_bench_args(args: &[String]) -> Result<BenchArgs, String> {
    args_from(&BENCH.parse(args)?)
}

/// Builds [`BenchArgs`] from parsed options.
pub fn args_from(m: &Matches) -> Result<BenchArgs, String> {
    let mut out = BenchArgs {
        runtime: RuntimeOptions {
            timing: true,
            ..RuntimeOptions::default()
        },
        ..Default::default()
    };
    match m.positional.as_slice() {
        [] => {}
        [one] => out.input = Some(one.clone()),
        [_, extra, ..] => return Err(format!("unexpected argument '{extra}' (one input file)")),
    }
    let o = &mut out.options;
    for (name, value) in &m.items {
        let v = value.as_deref().unwrap_or_default();
        match name.as_str() {
            "func" => out.funcs.push(v.trim_start_matches('@').to_string()),
            "kernel" => {
                if library_kernel(v).is_none() {
                    return Err(format!(
                        "--kernel: unknown kernel '{v}' (library kernels: {})",
                        library_names()
                    ));
                }
                out.kernels.push((v.to_string(), Vec::new()))
            }
            "size" => {
                let Some(last) = out.kernels.last_mut() else {
                    return Err("--size must follow a --kernel".into());
                };
                let pairs = sizes(v)?;
                if let Some(k) = library_kernel(&last.0) {
                    k.sizes_from(&pairs).map_err(|e| format!("--size: {e}"))?;
                }
                last.1.extend(pairs);
            }
            "runs" => o.runs = m.count("runs").map_or(o.runs, |n| n as usize),
            "warmup" => o.warmup = m.count("warmup").map_or(o.warmup, |n| n as usize),
            "compile-reps" => {
                o.compile_reps = m
                    .count("compile-reps")
                    .map_or(o.compile_reps, |n| n as usize)
            }
            "json" => out.json = true,
            "plot" => out.plot = Some(v.to_string()),
            "no-baselines" => o.baselines = false,
            "no-peaks" => o.peaks = false,
            "copy-size" => o.copy_floats = m.count("copy-size").unwrap_or(o.copy_floats),
            "autotune" => o.autotune = true,
            "retune" => o.retune = true,
            "workgroup-size" => o.pipeline.workgroup_size = m.ints(name).unwrap_or_default(),
            "register-tile" => o.pipeline.register_tile = m.ints(name).unwrap_or_default(),
            "tile-sizes" => o.pipeline.tile_sizes = m.ints(name).unwrap_or_default(),
            "backend" => out.runtime.backend = v.parse()?,
            "adapter" => out.runtime.adapter = Some(v.to_string()),
            "shader-path" => {
                let p = parse_shader_path(v)?;
                out.runtime.shader_path = Some(p);
                o.shader_path = Some(p);
            }
            _ => {}
        }
    }
    match (&out.input, out.kernels.is_empty()) {
        (None, true) => return Err("no input: give FILE or --kernel NAME".into()),
        (Some(_), false) => return Err("give either FILE or --kernel, not both".into()),
        _ => {}
    }
    if out.options.retune && !out.options.autotune {
        return Err("--retune only applies with --autotune (add --autotune)".into());
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
            select: if args.funcs.is_empty() {
                crate::bench::compile::default_selection(text, shown)
            } else {
                Some(args.funcs.clone())
            },
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
        Err(e) => {
            let msg = super::explain_open_error(
                args.runtime.backend,
                args.runtime.adapter.as_deref(),
                e.render(),
            );
            return fail(stderr, msg.trim_end());
        }
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

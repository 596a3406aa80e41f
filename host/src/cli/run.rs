//! `tessera run`: run a host function of an MLIR file, kernels on the GPU.
//!
//! Arguments of the entry function are named by position: `arg0`, `arg1`, … (`%arg0`
//! and a bare `0` are accepted too). Memref arguments come from `--input NAME=FILE.npy`
//! (a static-shape memref without an input starts zero-filled); scalar arguments come
//! from the positional `ARGS` after the file, in parameter order. After the call,
//! `--output argN=FILE.npy` writes memref argument N and `--output resultN=FILE.npy`
//! memref result N; scalar results are printed to stdout, one per line.

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use tessera_lowering::interp::{Order, RtValue, Scalar};

use super::spec::{CommandSpec, Matches, OptSpec, Ty};
use crate::runtime::{
    npy, parse_shader_path, Arg, CompileOptions, HostArray, ParamType, Runtime, RuntimeOptions,
    TimingLog, Value,
};

/// Accepts what `Backend::from_str` accepts.
pub(crate) fn check_backend(v: &str) -> Result<(), String> {
    v.parse::<crate::runtime::Backend>().map(|_| ())
}

/// Accepts a GPU backend (not `cpu`).
pub(crate) fn check_gpu_backend(v: &str) -> Result<(), String> {
    if v.parse::<crate::gpu::BackendChoice>()? == crate::gpu::BackendChoice::All {
        return Err("backend 'all' is for `tessera validate` and `tessera devices`; name one backend (auto, vulkan, metal, dx12 or gl)".into());
    }
    Ok(())
}

/// Accepts a GPU backend or `all` (every adapter: `validate`, `devices`).
pub(crate) fn check_gpu_backend_or_all(v: &str) -> Result<(), String> {
    v.parse::<crate::gpu::BackendChoice>().map(|_| ())
}

/// Accepts what `parse_shader_path` accepts.
pub(crate) fn check_shader_path(v: &str) -> Result<(), String> {
    parse_shader_path(v).map(|_| ())
}

/// Accepts what `Order::from_str` accepts.
pub(crate) fn check_interp_order(v: &str) -> Result<(), String> {
    v.parse::<Order>().map(|_| ())
}

/// The `--shader-path` option, shared by `run` and `bench`.
pub(crate) const SHADER_PATH: OptSpec = OptSpec::value(
    "shader-path",
    "P",
    Ty::Keyword {
        words: &["passthrough", "spirv", "wgsl"],
        check: check_shader_path,
    },
    "passthrough (raw SPIR-V to the driver; Vulkan devices that allow it),\n\
     spirv (SPIR-V through naga) or wgsl (naga's WGSL)",
)
.default("passthrough where the device allows it, else spirv");

/// The `--adapter` option.
pub(crate) const ADAPTER: OptSpec = OptSpec::value(
    "adapter",
    "NAME",
    Ty::Text,
    "use the adapter whose name contains NAME",
);

/// `tessera run`'s options.
pub const RUN: CommandSpec = CommandSpec {
    name: "run",
    about: "run a host function; gpu.launch_func kernels run on the GPU",
    usage: &["run FILE|- [OPTIONS] [--] [ARGS...]"],
    before: "",
    options: &[
        OptSpec::value(
            "entry",
            "NAME",
            Ty::Text,
            "function to run (a name inside a named module works too)",
        )
        .default("main")
        .aliases(&["e", "entry-point"]),
        OptSpec::value(
            "backend",
            "B",
            Ty::Keyword {
                words: &["auto", "cpu", "vulkan", "metal", "dx12", "gl"],
                check: check_backend,
            },
            "auto (the best GPU, else the CPU interpreter), cpu, vulkan, metal,\n\
             dx12 or gl",
        )
        .default("auto"),
        ADAPTER,
        SHADER_PATH,
        OptSpec::value(
            "input",
            "NAME=FILE.npy",
            Ty::Assign,
            "memref argument NAME (arg0, %arg0 or 0) from a .npy file",
        )
        .repeat()
        .aliases(&["i"]),
        OptSpec::value(
            "output",
            "NAME=FILE.npy",
            Ty::Assign,
            "after the call, write memref argument NAME (argN) or memref\n\
             result NAME (resultN) to a .npy file",
        )
        .repeat()
        .aliases(&["o"]),
        OptSpec::flag(
            "time",
            "report kernel times (GPU timestamps when available) and\n\
             host overhead on stderr",
        ),
        OptSpec::flag(
            "autotune",
            "on a GPU, pick the GPU pipeline's workgroup sizes and register\n\
             tiles by timing candidates (cached per kernel, shape, adapter)",
        ),
        OptSpec::flag(
            "verbose",
            "print notes (backend chosen, pipeline run) on stderr",
        )
        .short('v'),
        OptSpec::flag(
            "unchecked",
            "do not guard kernel memory accesses the compiler cannot prove\n\
             in bounds (naga's runtime checks stay on for such kernels)",
        ),
        OptSpec::value(
            "interp-order",
            "ORDER",
            Ty::Keyword {
                words: &["forward", "reverse", "shuffle", "shuffle:SEED"],
                check: check_interp_order,
            },
            "order of the workgroups and invocations of kernels that run on\n\
             the CPU interpreter: forward, reverse, or shuffle (a fixed\n\
             permutation; shuffle:SEED picks another, SEED an integer); a\n\
             race-free kernel gives the same result in every order",
        )
        .default("forward"),
        OptSpec::flag(
            "race-check",
            "report data races between the invocations of kernels that run on\n\
             the CPU interpreter (an error naming both accesses)",
        ),
        OptSpec::value(
            "limit",
            "NAME=VALUE",
            Ty::Assign,
            "lower a device limit (wgpu Limits name, e.g.\n\
             max_compute_workgroups_per_dimension=16) to test limits",
        )
        .repeat(),
    ],
    after: "\nARGS: scalar arguments of the entry function, in parameter order.\n",
    numbers_positional: true,
};

/// The parsed command line of `tessera run`.
#[derive(Debug, Default)]
pub struct RunArgs {
    /// Input file, `-` for stdin.
    pub input: String,
    /// Entry function.
    pub entry: String,
    /// Runtime options.
    pub options: RuntimeOptions,
    /// `--input` pairs.
    pub inputs: Vec<(String, PathBuf)>,
    /// `--output` pairs.
    pub outputs: Vec<(String, PathBuf)>,
    /// Positional scalar arguments.
    pub args: Vec<String>,
    /// Print notes.
    pub verbose: bool,
    /// Leave unproven kernel accesses unguarded (`--unchecked`).
    pub unchecked: bool,
    /// Tune the GPU pipeline's options on the device (`--autotune`).
    pub autotune: bool,
}

/// Parses `tessera run` arguments (after the subcommand name).
pub fn parse_run_args(args: &[String]) -> Result<RunArgs, String> {
    args_from(&RUN.parse(args)?)
}

/// Builds [`RunArgs`] from parsed options.
pub fn args_from(m: &Matches) -> Result<RunArgs, String> {
    let mut out = RunArgs {
        entry: m.value("entry").unwrap_or("main").to_string(),
        verbose: m.flag("verbose"),
        unchecked: m.flag("unchecked"),
        autotune: m.flag("autotune"),
        ..Default::default()
    };
    if let Some(b) = m.value("backend") {
        out.options.backend = b.parse()?;
    }
    out.options.adapter = m.value("adapter").map(str::to_string);
    if let Some(p) = m.value("shader-path") {
        out.options.shader_path = Some(parse_shader_path(p)?);
    }
    for v in m.values("input") {
        out.inputs.push(pair(v, "input")?);
    }
    for v in m.values("output") {
        out.outputs.push(pair(v, "output")?);
    }
    out.options.timing = m.flag("time");
    if let Some(o) = m.value("interp-order") {
        out.options.interp_order = o.parse()?;
    }
    out.options.race_check = m.flag("race-check");
    for v in m.values("limit") {
        out.options.limits.parse_assign(v)?;
    }
    let mut pos = m.positional.iter();
    out.input = pos
        .next()
        .cloned()
        .ok_or("no input file (use '-' for standard input)")?;
    out.args = pos.cloned().collect();
    Ok(out)
}

fn pair(s: &str, what: &str) -> Result<(String, PathBuf), String> {
    match s.split_once('=') {
        Some((n, p)) if !n.is_empty() && !p.is_empty() => Ok((n.to_string(), PathBuf::from(p))),
        _ => Err(format!("--{what} expects NAME=FILE.npy, got '{s}'")),
    }
}

/// Which argument or result a `--input`/`--output` name refers to.
#[derive(Debug, PartialEq, Eq)]
enum Slot {
    Arg(usize),
    Result(usize),
}

fn slot(name: &str) -> Option<Slot> {
    let n = name.strip_prefix('%').unwrap_or(name);
    if let Some(k) = n.strip_prefix("arg") {
        return k.parse().ok().map(Slot::Arg);
    }
    if let Some(k) = n.strip_prefix("result") {
        return k.parse().ok().map(Slot::Result);
    }
    n.parse().ok().map(Slot::Arg)
}

/// Parses a scalar command-line argument for a parameter of type `s`. Out of the type's
/// range is an error naming the range: integers take their signed or unsigned `iN`
/// values (`-2^(N-1)` to `2^N - 1`, as MLIR's integer literals), `index` a signed
/// 64-bit value; a finite float that would round to infinity is rejected (`inf` and
/// `nan` may be written).
fn parse_scalar(text: &str, s: Scalar) -> Result<RtValue, String> {
    let bad = || format!("'{text}' is not a valid {} value", s.spelling());
    if s.is_float() {
        let v: f64 = text.parse().map_err(|_| bad())?;
        // The smallest magnitude that rounds to infinity, and the largest finite value.
        let limit = match s {
            Scalar::F16 => Some((65520.0, "65504".to_string())),
            Scalar::BF16 => Some((
                f32::from_bits(0x7f7f_8000) as f64,
                format!("{:e}", f32::from_bits(0x7f7f_0000)),
            )),
            Scalar::F32 => Some((f32::MAX as f64 + 2f64.powi(103), format!("{:e}", f32::MAX))),
            _ => None,
        };
        if let Some((inf, max)) = limit {
            if v.is_finite() && v.abs() >= inf {
                return Err(format!(
                    "{text} is out of range for {} (finite values up to {max} in magnitude)",
                    s.spelling()
                ));
            }
        }
        return Ok(RtValue::F64(v));
    }
    if s == Scalar::Int(1) {
        return match text {
            "true" | "1" => Ok(RtValue::bool(true)),
            "false" | "0" => Ok(RtValue::bool(false)),
            _ => Err(bad()),
        };
    }
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let mag = match digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        Some(h) => u128::from_str_radix(h, 16).map_err(|_| bad())?,
        None if digits.starts_with(|c: char| c.is_ascii_digit()) => {
            digits.parse::<u128>().map_err(|_| bad())?
        }
        None => return Err(bad()),
    };
    let w = if s == Scalar::Index {
        64
    } else {
        s.int_width() as u32
    };
    // index is signed; iN takes signed and unsigned N-bit values.
    let (lo, hi): (i128, i128) = if s == Scalar::Index {
        (i64::MIN as i128, i64::MAX as i128)
    } else {
        (-(1i128 << (w - 1)), (1i128 << w) - 1)
    };
    let v = i128::try_from(mag)
        .ok()
        .map(|m| if neg { -m } else { m })
        .filter(|v| (lo..=hi).contains(v))
        .ok_or_else(|| format!("{text} is out of range for {} ({lo} to {hi})", s.spelling()))?;
    // Two's complement, sign-extended from N bits.
    let v = ((v << (128 - w)) >> (128 - w)) as i64;
    Ok(if s == Scalar::Index {
        RtValue::Index(v)
    } else {
        RtValue::Int {
            value: v,
            width: s.int_width(),
        }
    })
}

/// Parses a scalar argument for a parameter of type `s` with `tessera run`'s range checks
/// (the Python package passes numbers through it as text, so both check alike).
pub fn scalar_arg(text: &str, s: Scalar) -> Result<RtValue, String> {
    parse_scalar(text, s)
}

/// Runs `tessera run` on already-read input text. Returns the exit code.
pub fn run(args: &RunArgs, text: &str, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    match run_inner(args, text, stdout, stderr) {
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

fn err(m: impl std::fmt::Display) -> String {
    format!("error: {m}")
}

fn run_inner(
    args: &RunArgs,
    text: &str,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<(), String> {
    let file = if args.input == "-" {
        "<stdin>"
    } else {
        args.input.as_str()
    };
    let runtime = Runtime::with_options(args.options.clone()).map_err(|e| {
        super::explain_open_error(
            args.options.backend,
            args.options.adapter.as_deref(),
            e.render(),
        )
    })?;
    if let Some(reason) = runtime.fallback_reason() {
        let _ = writeln!(stderr, "tessera run: note: {reason}");
    } else if args.verbose {
        let _ = writeln!(
            stderr,
            "tessera run: note: running on {}",
            runtime.describe()
        );
    }
    if let (Some(dev), Some(path)) = (runtime.device(), runtime.shader_path()) {
        if let Some(note) = crate::gpu::coverage::coverage_note(dev.adapter().backend, path) {
            let _ = writeln!(stderr, "tessera run: note: {note}");
        }
        let a = dev.adapter();
        if let Some(note) =
            crate::gpu::float_controls::ieee_note(&a.name, &a.driver, path, &a.float_controls)
        {
            let _ = writeln!(stderr, "tessera run: note: {note}");
        }
    }
    let tuned = match (args.autotune, runtime.device()) {
        (true, Some(dev)) => match crate::bench::autotune::tuned_module(
            dev,
            text,
            file,
            &tessera_lowering::gpu::pipeline::GpuPipelineOptions {
                unchecked: args.unchecked,
                verify_each: false,
                ..Default::default()
            },
        ) {
            Ok(t) => t,
            Err(e) => {
                let _ = writeln!(
                    stderr,
                    "tessera run: note: autotune failed, using the default plan: {e}"
                );
                None
            }
        },
        _ => None,
    };
    let mut program = match tuned {
        Some((ctx, module, choice)) => {
            if args.verbose {
                let _ = writeln!(
                    stderr,
                    "tessera run: note: autotuned GPU pipeline: {}",
                    choice.describe()
                );
            }
            // The pipeline already ran with the tuned options.
            let opts = CompileOptions {
                gpu_pipeline: false,
                ..CompileOptions::named(file)
            };
            runtime.compile((ctx, module), &opts)
        }
        None => runtime.compile(
            text,
            &CompileOptions {
                unchecked: args.unchecked,
                ..CompileOptions::named(file)
            },
        ),
    }
    .map_err(|e| e.render())?;
    if args.verbose {
        for n in program.notes() {
            let _ = writeln!(stderr, "tessera run: note: {n}");
        }
    }
    for n in program.host_loops() {
        let _ = writeln!(stderr, "tessera run: note: {n}");
    }
    let entry = &args.entry;
    let Some((params, _results)) = program.signature(entry) else {
        // Top-level functions; the qualified names of nested ones when there are none.
        let mut names = program.functions();
        if names.iter().any(|n| !n.contains("::")) {
            names.retain(|n| !n.contains("::"));
        }
        let list = names
            .iter()
            .map(|n| format!("@{n}"))
            .collect::<Vec<_>>()
            .join(", ");
        return Err(err(format!(
            "{file}: no entry function @{entry} (functions: {})",
            if list.is_empty() { "none" } else { &list }
        )));
    };

    // Inputs.
    let mut arrays: Vec<Option<HostArray>> = vec![None; params.len()];
    for (name, path) in &args.inputs {
        let i = match slot(name) {
            Some(Slot::Arg(i)) if i < params.len() => i,
            _ => {
                return Err(err(format!(
                    "--input {name}: @{entry} has no argument of that name (it has {} arguments: arg0..arg{})",
                    params.len(),
                    params.len().saturating_sub(1)
                )))
            }
        };
        if !matches!(params[i], ParamType::MemRef { .. }) {
            return Err(err(format!(
                "--input {name}: argument {i} of @{entry} has type {}, not a memref; pass scalars as positional arguments",
                params[i]
            )));
        }
        arrays[i] = Some(npy::read(path).map_err(err)?);
    }
    let mut scalars = args.args.iter();
    let mut call_args: Vec<Arg<'_>> = Vec::with_capacity(params.len());
    for (i, p) in params.iter().enumerate() {
        match p {
            ParamType::MemRef { elem, .. } => {
                if arrays[i].is_none() {
                    let (Some(shape), Some(dt)) =
                        (p.static_shape(), crate::runtime::DType::for_scalar(*elem))
                    else {
                        return Err(err(format!(
                            "argument {i} of @{entry} has type {p}: pass it with --input arg{i}=FILE.npy"
                        )));
                    };
                    arrays[i] = Some(HostArray::zeros(dt, &shape).map_err(err)?);
                }
            }
            ParamType::Scalar(_) => {}
            ParamType::Other => {
                return Err(err(format!(
                "argument {i} of @{entry} has a type that cannot be passed from the command line"
            )))
            }
        }
    }
    for (i, p) in params.iter().enumerate() {
        match p {
            ParamType::MemRef { .. } => match &arrays[i] {
                Some(a) => call_args.push(a.into()),
                None => return Err(err("internal: missing array")),
            },
            ParamType::Scalar(s) => {
                let Some(t) = scalars.next() else {
                    return Err(err(format!(
                        "argument {i} of @{entry} is a {}: pass it as a positional argument after the file",
                        s.spelling()
                    )));
                };
                call_args.push(Arg::Scalar(
                    parse_scalar(t, *s)
                        .map_err(|m| err(format!("argument {i} of @{entry}: {m}")))?,
                ));
            }
            ParamType::Other => {}
        }
    }
    if let Some(extra) = scalars.next() {
        return Err(err(format!(
            "too many arguments: @{entry} has no parameter left for '{extra}'"
        )));
    }

    let t0 = Instant::now();
    let outputs = program
        .call_with_output(entry, &call_args, stdout)
        .map_err(|e| e.render())?;
    let total = t0.elapsed();

    for v in &outputs.results {
        if let Value::Scalar(s) = v {
            let _ = writeln!(stdout, "{}", scalar_text(s));
        }
    }
    for (name, path) in &args.outputs {
        let arr = match slot(name) {
            Some(Slot::Arg(i)) => outputs.args.get(i).and_then(|a| a.as_ref()),
            Some(Slot::Result(i)) => match outputs.results.get(i) {
                Some(Value::Array(a)) => Some(a),
                _ => None,
            },
            None => None,
        };
        let arr = arr.ok_or_else(|| {
            err(format!(
                "--output {name}: not a memref argument (argN) or memref result (resultN) of @{entry}"
            ))
        })?;
        npy::write(path, arr).map_err(err)?;
    }
    if args.options.timing {
        let _ = stderr.write_all(
            timing_report(&runtime.describe(), program.timing().as_ref(), total).as_bytes(),
        );
    }
    Ok(())
}

fn scalar_text(v: &RtValue) -> String {
    match v {
        RtValue::F32(x) => tessera_lowering::interp::fmt_g(f64::from(*x)),
        RtValue::F64(x) => tessera_lowering::interp::fmt_g(*x),
        RtValue::F16(x) => tessera_lowering::interp::fmt_g(x.to_f64()),
        RtValue::BF16(x) => tessera_lowering::interp::fmt_g(x.to_f64()),
        RtValue::Int { value, width: 1 } => (*value != 0).to_string(),
        other => other.as_i64().map(|x| x.to_string()).unwrap_or_default(),
    }
}

fn us(d: Duration) -> String {
    format!("{:.1} us", d.as_secs_f64() * 1e6)
}

/// The `--time` report.
pub fn timing_report(device: &str, log: Option<&TimingLog>, total: Duration) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    let Some(log) = log else {
        let _ = writeln!(
            s,
            "tessera run: timing on the {device}: call took {} (kernels ran on the CPU; no GPU timing)",
            us(total)
        );
        return s;
    };
    let source = if log.timestamps {
        "kernel times from GPU timestamp queries"
    } else {
        "no GPU timestamps on this device: kernel times are wall-clock per submit"
    };
    let _ = writeln!(s, "tessera run: timing on {device} ({source})");
    let mut gpu_total = Duration::ZERO;
    let mut upload_total = Duration::ZERO;
    for k in &log.kernels {
        let mut t = match k.gpu_time {
            Some(t) => {
                gpu_total += t;
                format!("{} (gpu)", us(t))
            }
            None => "n/a".to_string(),
        };
        if k.textures > 0 {
            let u = match k.texture_upload {
                Some(u) => {
                    upload_total += u;
                    format!("{} (gpu)", us(u))
                }
                None => "n/a".to_string(),
            };
            t.push_str(&format!(" + texture upload {u} ({} textures)", k.textures));
        }
        let [x, y, z] = k.grid;
        let _ = writeln!(
            s,
            "  @{:<40} grid ({x}, {y}, {z})  {t}",
            k.kernel.replace("::", "::@")
        );
    }
    let _ = writeln!(
        s,
        "  kernels: {} dispatches in {} submits; {}; submit-to-done wall time {} (wall clock)",
        log.kernels.len(),
        log.submits,
        if log.timestamps && log.kernels.iter().any(|k| k.textures > 0) {
            format!(
                "GPU time {} (kernels {} + texture uploads {})",
                us(gpu_total + upload_total),
                us(gpu_total),
                us(upload_total)
            )
        } else if log.timestamps {
            format!("GPU time {}", us(gpu_total))
        } else {
            "GPU time unavailable".to_string()
        },
        us(log.submit_wall)
    );
    let _ = writeln!(
        s,
        "  host: call took {} (wall clock); host overhead {} (interpretation, transfers, encoding)",
        us(total),
        us(total.saturating_sub(log.submit_wall))
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timing_report_shows_texture_uploads() {
        use crate::runtime::KernelTiming;
        let us = Duration::from_micros;
        let log = TimingLog {
            kernels: vec![
                KernelTiming {
                    kernel: "k::plain".into(),
                    grid: [1, 1, 1],
                    gpu_time: Some(us(10)),
                    textures: 0,
                    texture_upload: None,
                },
                KernelTiming {
                    kernel: "k::tex".into(),
                    grid: [2, 1, 1],
                    gpu_time: Some(us(20)),
                    textures: 2,
                    texture_upload: Some(us(5)),
                },
            ],
            submits: 1,
            submit_wall: us(100),
            timestamps: true,
        };
        let r = timing_report("dev", Some(&log), us(200));
        assert!(
            r.contains("20.0 us (gpu) + texture upload 5.0 us (gpu) (2 textures)"),
            "{r}"
        );
        assert!(
            r.contains("GPU time 35.0 us (kernels 30.0 us + texture uploads 5.0 us)"),
            "{r}"
        );
        assert!(!r.lines().nth(1).unwrap_or("").contains("texture"), "{r}");
    }
    use crate::runtime::Backend;

    #[test]
    fn parses_flags_and_positionals() {
        let a: Vec<String> = [
            "f.mlir",
            "--backend=cpu",
            "--input",
            "%arg0=x.npy",
            "-3",
            "--time",
            "--",
            "--x",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let r = parse_run_args(&a).unwrap();
        assert_eq!(r.input, "f.mlir");
        assert_eq!(r.options.backend, Backend::Cpu);
        assert_eq!(r.inputs[0].0, "%arg0");
        assert_eq!(r.args, vec!["-3".to_string(), "--x".to_string()]);
        assert!(r.options.timing);
        assert!(parse_run_args(&["f".into(), "--frob".into()]).is_err());
        assert!(parse_run_args(&["f".into(), "--backend=tpu".into()]).is_err());
    }

    #[test]
    fn interp_order_and_race_check() {
        let parse = |extra: &[&str]| {
            let mut a = vec!["f.mlir".to_string()];
            a.extend(extra.iter().map(|s| s.to_string()));
            parse_run_args(&a)
        };
        let r = parse(&[]).unwrap();
        assert_eq!(r.options.interp_order, Order::Forward);
        assert!(!r.options.race_check);
        let r = parse(&["--interp-order", "reverse", "--race-check"]).unwrap();
        assert_eq!(r.options.interp_order, Order::Reverse);
        assert!(r.options.race_check);
        let r = parse(&["--interp-order=shuffle"]).unwrap();
        assert_eq!(r.options.interp_order, Order::Shuffle(1));
        let r = parse(&["--interp-order=shuffle:99"]).unwrap();
        assert_eq!(r.options.interp_order, Order::Shuffle(99));
        for bad in ["backward", "shuffle:", "shuffle:-3", "reverse:1", ""] {
            let e = parse(&["--interp-order", bad]).unwrap_err();
            assert!(
                e.contains(&format!(
                    "--interp-order: invalid interpreter order '{bad}' (expected forward, reverse, shuffle or shuffle:SEED"
                )),
                "{bad}: {e}"
            );
        }
    }

    #[test]
    fn names_and_scalars() {
        assert_eq!(slot("arg2"), Some(Slot::Arg(2)));
        assert_eq!(slot("%arg0"), Some(Slot::Arg(0)));
        assert_eq!(slot("1"), Some(Slot::Arg(1)));
        assert_eq!(slot("result0"), Some(Slot::Result(0)));
        assert_eq!(slot("x"), None);
        assert_eq!(
            parse_scalar("-7", Scalar::Int(32)).unwrap(),
            RtValue::Int {
                value: -7,
                width: 32
            }
        );
        assert_eq!(parse_scalar("2.5", Scalar::F32).unwrap(), RtValue::F64(2.5));
        assert!(parse_scalar("x", Scalar::Index).is_err());
        // Range-checked, never wrapped.
        let e = parse_scalar("4294967297", Scalar::Int(32)).unwrap_err();
        assert!(
            e.contains("out of range for i32 (-2147483648 to 4294967295)"),
            "{e}"
        );
        let e = parse_scalar("300", Scalar::Int(8)).unwrap_err();
        assert!(e.contains("out of range for i8 (-128 to 255)"), "{e}");
        assert!(parse_scalar("-129", Scalar::Int(8)).is_err());
        assert_eq!(
            parse_scalar("255", Scalar::Int(8)).unwrap(),
            RtValue::Int {
                value: -1,
                width: 8
            }
        );
        assert_eq!(
            parse_scalar("0xffffffffffffffff", Scalar::Int(64)).unwrap(),
            RtValue::Int {
                value: -1,
                width: 64
            }
        );
        assert!(parse_scalar("9223372036854775808", Scalar::Index).is_err());
        assert!(parse_scalar("1e39", Scalar::F32).is_err());
        assert!(parse_scalar("70000", Scalar::F16).is_err());
        assert!(parse_scalar("inf", Scalar::F32).is_ok());
        assert!(parse_scalar("3.4028235e38", Scalar::F32).is_ok());
    }
}

//! The `tessera` command line, as a library function so that tests can run it in-process.
//!
//! Subcommands: `opt` (mlir-opt compatible), `run` (run a host function, kernels on the
//! GPU), `translate` (kernels to SPIR-V/WGSL/MSL/HLSL/GLSL) and `devices` (list adapters).
//! Every subcommand writes to the given streams and returns an exit code; bad input gives
//! diagnostics and exit code 1 (2 for a malformed command line), never a panic. The
//! conventions are documented in `docs/CLI.md`.

pub mod bench;
pub mod devices;
pub mod docs;
pub mod opt;
pub mod run;
pub mod spec;
pub mod translate;

use std::io::Write;

/// Top-level usage text.
pub const HELP: &str = "\
tessera: MLIR affine loop nests to GPU kernels (SPIR-V, WGSL) on wgpu

USAGE: tessera <COMMAND> [ARGS]

COMMANDS:
  opt        parse, verify, transform and print MLIR (mlir-opt compatible flags)
  run        run a host function; gpu.launch_func kernels run on the GPU
  translate  compile gpu.func kernels to spirv, spirv-asm, wgsl, msl, hlsl or glsl
  devices    list GPU adapters
  validate   run on the CPU interpreter and every GPU path, compare the results
  bench      time kernels on the GPU (GFLOP/s, GB/s) next to baselines
  help       print this message ('help COMMAND': that command's options)

Run 'tessera <COMMAND> --help' (or 'tessera help <COMMAND>') for the options of a
command, and 'tessera opt --list-passes' for the passes and their options.
";

/// Runs the CLI with `args` (without the program name). `stdin` is read only when the
/// input is `-`.
pub fn run_cli(
    args: &[String],
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let Some((cmd, rest)) = args.split_first() else {
        let _ = stderr.write_all(HELP.as_bytes());
        return 2;
    };
    match cmd.as_str() {
        "opt" => run_opt_cmd(rest, stdin, stdout, stderr),
        "run" => run_run_cmd(rest, stdin, stdout, stderr),
        "validate" => crate::validate::cli::run(rest, stdin, stdout, stderr),
        "translate" => run_translate_cmd(rest, stdin, stdout, stderr),
        "bench" => run_bench_cmd(rest, stdin, stdout, stderr),
        "devices" => devices::run(rest, stdout, stderr),
        "help" if !rest.is_empty() => {
            // `tessera help CMD` is `tessera CMD --help`.
            let args = [rest[0].clone(), "--help".to_string()];
            run_cli(&args, stdin, stdout, stderr)
        }
        "help" | "--help" | "-h" => {
            let _ = stdout.write_all(HELP.as_bytes());
            0
        }
        "--version" | "-V" => {
            let _ = writeln!(stdout, "tessera {}", env!("CARGO_PKG_VERSION"));
            0
        }
        other => {
            let commands = [
                "opt",
                "run",
                "translate",
                "devices",
                "validate",
                "bench",
                "help",
            ];
            let hint = tessera_lowering::pass::suggest(other, &commands)
                .map(|c| format!("; did you mean '{c}'?"))
                .unwrap_or_default();
            let _ = writeln!(stderr, "error: unknown command '{other}'{hint}\n\n{HELP}");
            2
        }
    }
}

/// Reads the input named `path` (`-` = stdin) as UTF-8 text.
pub fn read_input(path: &str, stdin: &mut dyn std::io::Read) -> Result<String, String> {
    let bytes = if path == "-" {
        let mut b = Vec::new();
        stdin
            .read_to_end(&mut b)
            .map_err(|e| format!("error: cannot read standard input: {e}"))?;
        b
    } else {
        std::fs::read(path).map_err(|e| format!("error: cannot open input file '{path}': {e}"))?
    };
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "error: input file '{path}' is not valid UTF-8 (byte offset {})",
            e.utf8_error().valid_up_to()
        )
    })
}

/// Writes `text` to `output` (a file) or to stdout.
fn write_output(output: Option<&str>, text: &str, stdout: &mut dyn Write) -> Result<(), String> {
    match output {
        Some(p) if p != "-" => {
            std::fs::write(p, text).map_err(|e| format!("error: cannot write '{p}': {e}"))
        }
        _ => stdout
            .write_all(text.as_bytes())
            .map_err(|e| format!("error: cannot write output: {e}")),
    }
}

/// A GPU-open error for `backend`, made truthful: when the backend has no adapter but
/// others exist, the message names them (the runtime only sees the backend it tried).
pub(crate) fn explain_open_error(
    backend: crate::runtime::Backend,
    adapter: Option<&str>,
    message: String,
) -> String {
    let Some(choice) = backend.gpu_choice() else {
        return message;
    };
    if choice == crate::gpu::BackendChoice::Auto
        || adapter.is_some()
        || !crate::gpu::enumerate_adapters(choice).is_empty()
    {
        return message;
    }
    let others = devices::existing_adapters();
    if others.is_empty() {
        return message;
    }
    format!(
        "error: cannot open a GPU for backend {backend}: there is no {backend} adapter; the adapters that exist are: {} (use --backend auto or the backend of one of them)\n",
        others.join(", ")
    )
}

/// What the file-taking subcommands share: parsing against the command's option table
/// (a malformed command line exits 2), `--help` (exit 0) and reading the input file
/// (exit 1).
#[allow(clippy::too_many_arguments)]
fn parse_and_read<A>(
    spec: &spec::CommandSpec,
    args: &[String],
    parse: &mut dyn FnMut(&[String]) -> Result<spec::Matches, String>,
    build: fn(&spec::Matches) -> Result<A, String>,
    input_of: fn(&A) -> &str,
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<(A, String), i32> {
    let usage = |stderr: &mut dyn Write, e: String| {
        let _ = writeln!(stderr, "tessera {}: {e}", spec.name);
        2
    };
    let m = parse(args).map_err(|e| usage(stderr, e))?;
    if m.help {
        let text = if spec.name == "opt" {
            opt::help()
        } else {
            spec.help()
        };
        let _ = stdout.write_all(text.as_bytes());
        return Err(0);
    }
    let parsed = build(&m).map_err(|e| usage(stderr, e))?;
    let text = read_input(input_of(&parsed), stdin).map_err(|e| {
        let _ = writeln!(stderr, "{e}");
        1
    })?;
    Ok((parsed, text))
}

fn run_opt_cmd(
    args: &[String],
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    // `--list-passes` and `--help-pass NAME` print and exit, like `--help`.
    match opt::info_request(args) {
        Ok(Some(text)) => {
            let _ = stdout.write_all(text.as_bytes());
            return 0;
        }
        Ok(None) => {}
        Err(e) => {
            let _ = writeln!(stderr, "tessera opt: {e}");
            return 2;
        }
    }
    let (parsed, text) = match parse_and_read(
        &opt::OPT,
        args,
        &mut opt::parse_matches,
        opt::args_from,
        |a| a.input.as_str(),
        stdin,
        stdout,
        stderr,
    ) {
        Ok(v) => v,
        Err(code) => return code,
    };
    let (out, err, code) = opt::run(&parsed, &text);
    let _ = stderr.write_all(err.as_bytes());
    if let Err(e) = write_output(parsed.output.as_deref(), &out, stdout) {
        let _ = writeln!(stderr, "{e}");
        return 1;
    }
    code
}

fn run_run_cmd(
    args: &[String],
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    match parse_and_read(
        &run::RUN,
        args,
        &mut |a| run::RUN.parse(a),
        run::args_from,
        |a| a.input.as_str(),
        stdin,
        stdout,
        stderr,
    ) {
        Ok((parsed, text)) => run::run(&parsed, &text, stdout, stderr),
        Err(code) => code,
    }
}

fn run_translate_cmd(
    args: &[String],
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    match parse_and_read(
        &translate::TRANSLATE,
        args,
        &mut |a| translate::TRANSLATE.parse(a),
        translate::args_from,
        |a| a.input.as_str(),
        stdin,
        stdout,
        stderr,
    ) {
        Ok((parsed, text)) => translate::run(&parsed, &text, stdout, stderr),
        Err(code) => code,
    }
}

fn run_bench_cmd(
    args: &[String],
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let m = match bench::BENCH.parse(args) {
        Ok(m) => m,
        Err(e) => {
            let _ = writeln!(stderr, "tessera bench: {e}");
            return 2;
        }
    };
    if m.help {
        let _ = stdout.write_all(bench::BENCH.help().as_bytes());
        return 0;
    }
    let parsed = match bench::args_from(&m) {
        Ok(p) => p,
        Err(e) => {
            let _ = writeln!(stderr, "tessera bench: {e}");
            return 2;
        }
    };
    let text = match &parsed.input {
        Some(path) => match read_input(path, stdin) {
            Ok(t) => Some(t),
            Err(e) => {
                let _ = writeln!(stderr, "{e}");
                return 1;
            }
        },
        None => None,
    };
    bench::run(&parsed, text.as_deref(), stdout, stderr)
}

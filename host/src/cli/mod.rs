//! The `tessera` command line, as a library function so that tests can run it in-process.
//!
//! Subcommands: `opt` (mlir-opt compatible), `run` (run a host function, kernels on the
//! GPU), `translate` (kernels to SPIR-V/WGSL/MSL/HLSL/GLSL) and `devices` (list adapters).
//! Every subcommand writes to the given streams and returns an exit code; bad input gives
//! diagnostics and exit code 1 (2 for a malformed command line), never a panic. The
//! conventions are documented in `docs/CLI.md`.

pub mod devices;
pub mod opt;
pub mod run;
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
  help       print this message

Run 'tessera <COMMAND> --help' for the options of a command.
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
        "devices" => {
            if rest.iter().any(|a| a == "--help" || a == "-h") {
                let _ = stdout.write_all(devices::DEVICES_HELP.as_bytes());
                return 0;
            }
            devices::run(rest, stdout, stderr)
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
            let _ = writeln!(stderr, "error: unknown command '{other}'\n\n{HELP}");
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

fn run_opt_cmd(
    args: &[String],
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        let _ = stdout.write_all(opt::OPT_HELP.as_bytes());
        return 0;
    }
    let parsed = match opt::parse_opt_args(args) {
        Ok(p) => p,
        Err(e) => {
            let _ = writeln!(stderr, "tessera opt: {e}");
            return 2;
        }
    };
    let text = match read_input(&parsed.input, stdin) {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(stderr, "{e}");
            return 1;
        }
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
    if args
        .iter()
        .take_while(|a| *a != "--")
        .any(|a| a == "--help" || a == "-h")
    {
        let _ = stdout.write_all(run::RUN_HELP.as_bytes());
        return 0;
    }
    let parsed = match run::parse_run_args(args) {
        Ok(p) => p,
        Err(e) => {
            let _ = writeln!(stderr, "tessera run: {e}");
            return 2;
        }
    };
    let text = match read_input(&parsed.input, stdin) {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(stderr, "{e}");
            return 1;
        }
    };
    run::run(&parsed, &text, stdout, stderr)
}

fn run_translate_cmd(
    args: &[String],
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        let _ = stdout.write_all(translate::TRANSLATE_HELP.as_bytes());
        return 0;
    }
    let parsed = match translate::parse_translate_args(args) {
        Ok(p) => p,
        Err(e) => {
            let _ = writeln!(stderr, "tessera translate: {e}");
            return 2;
        }
    };
    let text = match read_input(&parsed.input, stdin) {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(stderr, "{e}");
            return 1;
        }
    };
    translate::run(&parsed, &text, stdout, stderr)
}

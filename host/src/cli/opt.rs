//! `tessera opt`: mlir-opt-compatible flags over [`tessera_lowering::driver`].
//!
//! mlir-opt's flag set is dynamic (every registered pass is a flag), so these arguments are
//! parsed here rather than by clap: `-flag` and `--flag` are equivalent, as in LLVM's
//! command-line library, and `--pass-name[=options]` appends a pass to the pipeline.

use tessera_lowering::driver::{run_opt, OptConfig};
use tessera_lowering::ir::Context;
use tessera_lowering::pass::{lookup_pass, parse_pipeline, PipelineElement};

/// The parsed command line of `tessera opt`.
#[derive(Debug, Default)]
pub struct OptArgs {
    /// Input file, `-` for stdin.
    pub input: String,
    /// Output file, if not stdout.
    pub output: Option<String>,
    /// Driver configuration.
    pub config: OptConfig,
}

/// Usage text for `tessera opt --help`.
pub const OPT_HELP: &str = "\
tessera opt: parse, verify, transform and print MLIR (mlir-opt compatible)

USAGE: tessera opt [FILE|-] [-o OUT] [OPTIONS] [--PASS[=OPTIONS]...]

OPTIONS:
  --split-input-file            process '// -----' separated chunks independently
  --verify-diagnostics          check diagnostics against expected-* comments
  --mlir-print-op-generic       print every op in generic form
  --mlir-print-debuginfo        print locations
  --allow-unregistered-dialect  accept ops of unregistered dialects
  --pass-pipeline=PIPELINE      e.g. 'builtin.module(func.func(cse))'
  --no-verify-each              do not verify between passes
  --mlir-print-ir-after-all     dump the IR after every pass to stderr
  --mlir-timing                 print pass timing to stderr
  -o FILE                       write the output to FILE
";

/// Parses `tessera opt` arguments (after the subcommand name).
pub fn parse_opt_args(args: &[String]) -> Result<OptArgs, String> {
    let mut out = OptArgs {
        input: "-".to_string(),
        ..Default::default()
    };
    out.config.run.verify_each = true;
    let mut input_seen = false;
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if a == "-" || !a.starts_with('-') {
            if input_seen {
                return Err(format!("too many positional arguments: '{a}'"));
            }
            out.input = a.clone();
            input_seen = true;
            continue;
        }
        let flag = a.trim_start_matches('-');
        let (name, value) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (flag, None),
        };
        let mut take_value = |value: Option<String>| -> Result<String, String> {
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
        match name {
            "o" => out.output = Some(take_value(value)?),
            "split-input-file" => out.config.split_input_file = true,
            "verify-diagnostics" => out.config.verify_diagnostics = true,
            "mlir-print-op-generic" => out.config.generic = true,
            "mlir-print-debuginfo" => out.config.debug_info = true,
            "allow-unregistered-dialect" => out.config.allow_unregistered = true,
            "no-verify-each" => out.config.run.verify_each = false,
            "verify-each" => {
                out.config.run.verify_each =
                    value.as_deref() != Some("false") && value.as_deref() != Some("0")
            }
            "mlir-print-ir-after-all" => out.config.run.print_ir_after_all = true,
            "mlir-timing" => out.config.run.timing = true,
            "pass-pipeline" => {
                let text = take_value(value)?;
                let text = text.trim_matches('\'').trim_matches('"');
                let mut p = parse_pipeline(text)?;
                out.config.pipeline.append(&mut p);
            }
            _ => {
                if lookup_pass(name).is_some() {
                    let opts_text = value.unwrap_or_default();
                    let opts_text = opts_text.trim_matches('"').trim_matches('\'');
                    let options = tessera_lowering::pass::pipeline::parse_options(opts_text)?;
                    out.config.pipeline.push(PipelineElement::Pass {
                        name: name.to_string(),
                        options,
                    });
                } else {
                    return Err(format!(
                        "Unknown command line argument '{a}'. Try: 'tessera opt --help'"
                    ));
                }
            }
        }
    }
    Ok(out)
}

/// Runs `tessera opt` on already-read input text; returns (stdout, stderr, exit code).
pub fn run(args: &OptArgs, text: &str) -> (String, String, i32) {
    let mut ctx = Context::new();
    let file = if args.input == "-" {
        "<stdin>"
    } else {
        args.input.as_str()
    };
    let out = run_opt(&mut ctx, text, file, &args.config);
    (out.stdout, out.stderr, out.code)
}

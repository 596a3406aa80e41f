//! `tessera opt`: mlir-opt-compatible flags over [`tessera_lowering::driver`].
//!
//! mlir-opt's flag set is dynamic (every registered pass is a flag): the fixed options are
//! the table [`OPT`], and `--pass-name[=options]` appends a registered pass to the
//! pipeline, its options checked against the pass's table. `-flag` and `--flag` are
//! equivalent, as in LLVM's command-line library.

use super::spec::{CommandSpec, Matches, OptSpec, Ty};
use tessera_lowering::driver::{run_opt, OptConfig};
use tessera_lowering::ir::Context;
use tessera_lowering::pass::pipeline::parse_options;
use tessera_lowering::pass::{
    lookup_pass, parse_pipeline, suggest, unknown_pass_message, PassInfo, PipelineElement, PASSES,
};

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

/// `tessera opt`'s options; every registered pass is an option too (`--PASS[=OPTIONS]`).
pub const OPT: CommandSpec = CommandSpec {
    name: "opt",
    about: "parse, verify, transform and print MLIR (mlir-opt compatible)",
    usage: &[
        "opt [FILE|-] [-o OUT] [OPTIONS] [--PASS[=OPTIONS]...]",
        "opt --list-passes | --help-pass PASS",
    ],
    before: "",
    options: &[
        OptSpec::value(
            "o",
            "OUT",
            Ty::Text,
            "write the output to OUT (default: stdout)",
        ),
        OptSpec::flag(
            "split-input-file",
            "process '// -----' separated chunks independently",
        ),
        OptSpec::flag(
            "verify-diagnostics",
            "check diagnostics against expected-* comments",
        ),
        OptSpec::flag("mlir-print-op-generic", "print every op in generic form"),
        OptSpec::flag("mlir-print-debuginfo", "print locations"),
        OptSpec::flag(
            "allow-unregistered-dialect",
            "accept ops of unregistered dialects",
        ),
        OptSpec::value(
            "pass-pipeline",
            "PIPELINE",
            Ty::Text,
            "passes to run, e.g. 'builtin.module(func.func(cse))'",
        )
        .repeat(),
        OptSpec::flag("no-verify-each", "do not verify between passes"),
        OptSpec::flag(
            "verify-each",
            "verify between passes (=false: same as --no-verify-each)",
        )
        .bool(),
        OptSpec::flag(
            "mlir-print-ir-after-all",
            "dump the IR after every pass to stderr",
        ),
        OptSpec::flag("mlir-timing", "print pass timing to stderr"),
        OptSpec::flag(
            "dump-pass-pipeline",
            "print the pipeline to stderr, registered pipelines expanded to their passes",
        ),
        OptSpec::flag(
            "list-passes",
            "list every registered pass with its options, types and defaults",
        ),
        OptSpec::value(
            "help-pass",
            "PASS",
            Ty::Text,
            "describe one pass and its options",
        ),
    ],
    after: "",
    numbers_positional: false,
};

/// `tessera opt --help`: the options, then every registered pass with its summary.
pub fn help() -> String {
    let mut s = OPT.help();
    s.push_str(
        "\nPASSES (--PASS or --PASS='OPTION=VALUE ...'; --help-pass PASS for its options):\n",
    );
    for p in PASSES {
        s.push_str(&format!("  --{:<29} {}\n", p.name, p.summary));
    }
    s
}

/// The description of one pass: name, summary and its options with types and defaults.
pub fn describe_pass(p: &PassInfo) -> String {
    let mut s = format!("--{}: {}\n", p.name, p.summary);
    if p.options.is_empty() {
        s.push_str("  (no options)\n");
    }
    for o in p.options {
        let left = format!("{}={}", o.name, o.ty.spelling());
        s.push_str(&format!(
            "  {left:<36}{} (default: {})\n",
            o.help, o.default
        ));
    }
    s
}

/// `--list-passes` or `--help-pass NAME`: the text to print, if one was asked for.
pub fn info_request(args: &[String]) -> Result<Option<String>, String> {
    let Ok(m) = parse_matches(args) else {
        return Ok(None);
    };
    if let Some(name) = m.value("help-pass") {
        let name = name.trim_start_matches('-');
        return match lookup_pass(name) {
            Some(p) => Ok(Some(describe_pass(p))),
            None => Err(format!("--help-pass: {}", unknown_pass_message(name))),
        };
    }
    if m.flag("list-passes") {
        return Ok(Some(PASSES.iter().map(describe_pass).collect()));
    }
    Ok(None)
}

/// Parses against [`OPT`]; a `--NAME` that is a registered pass is accepted (its options
/// are checked against the pass's table), anything else is an error naming the nearest
/// option or pass.
pub fn parse_matches(args: &[String]) -> Result<Matches, String> {
    OPT.parse_with(args, &mut |name, value| {
        if let Some(p) = lookup_pass(name) {
            let text = value.unwrap_or_default();
            let options = parse_options(text.trim_matches('"').trim_matches('\''))?;
            p.check_options(&options)?;
            return Ok(true);
        }
        let mut names: Vec<&str> = OPT.options.iter().map(|o| o.long).collect();
        names.extend(PASSES.iter().map(|p| p.name));
        let mut msg = format!("Unknown command line argument '--{name}'");
        if let Some(s) = suggest(name, &names) {
            msg.push_str(&format!("; did you mean '--{s}'?"));
        }
        msg.push_str(" Try: 'tessera opt --help' (or --list-passes)");
        Err(msg)
    })
}

/// Checks that every pass of a pipeline is registered and takes the options given.
fn check_pipeline(elements: &[PipelineElement]) -> Result<(), String> {
    for e in elements {
        match e {
            PipelineElement::Pass { name, options } => {
                let p = lookup_pass(name).ok_or_else(|| unknown_pass_message(name))?;
                p.check_options(options)?;
            }
            PipelineElement::Nested { elements, .. } => check_pipeline(elements)?,
        }
    }
    Ok(())
}

/// Parses `tessera opt` arguments (after the subcommand name).
pub fn parse_opt_args(args: &[String]) -> Result<OptArgs, String> {
    args_from(&parse_matches(args)?)
}

/// Builds [`OptArgs`] from parsed options, in command-line order (the pipeline is the
/// `--pass-pipeline` and `--PASS` arguments in the order given).
pub fn args_from(m: &Matches) -> Result<OptArgs, String> {
    let mut out = OptArgs {
        input: "-".to_string(),
        ..Default::default()
    };
    out.config.run.verify_each = true;
    match m.positional.as_slice() {
        [] => {}
        [one] => out.input = one.clone(),
        [_, extra, ..] => return Err(format!("too many positional arguments: '{extra}'")),
    }
    for (name, value) in &m.items {
        match name.as_str() {
            "o" => out.output = value.clone(),
            "split-input-file" => out.config.split_input_file = true,
            "verify-diagnostics" => out.config.verify_diagnostics = true,
            "mlir-print-op-generic" => out.config.generic = true,
            "mlir-print-debuginfo" => out.config.debug_info = true,
            "allow-unregistered-dialect" => out.config.allow_unregistered = true,
            "no-verify-each" => out.config.run.verify_each = false,
            "verify-each" => {
                out.config.run.verify_each = !matches!(value.as_deref(), Some("false" | "0"))
            }
            "mlir-print-ir-after-all" => out.config.run.print_ir_after_all = true,
            "mlir-timing" => out.config.run.timing = true,
            "dump-pass-pipeline" => out.config.dump_pipeline = true,
            "list-passes" | "help-pass" => {}
            "pass-pipeline" => {
                let text = value.as_deref().unwrap_or_default();
                let text = text.trim_matches('\'').trim_matches('"');
                let mut p = parse_pipeline(text)?;
                check_pipeline(&p).map_err(|e| format!("--pass-pipeline: {e}"))?;
                out.config.pipeline.append(&mut p);
            }
            pass => {
                let opts_text = value.as_deref().unwrap_or_default();
                let opts_text = opts_text.trim_matches('"').trim_matches('\'');
                out.config.pipeline.push(PipelineElement::Pass {
                    name: pass.to_string(),
                    options: parse_options(opts_text)?,
                });
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

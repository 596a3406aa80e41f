//! The `opt` driver, shared by the `tessera opt` command and the tests: split the input,
//! parse, verify, run a pass pipeline, print, or check diagnostics against `expected-*`
//! comments. It writes into strings and returns an exit code; it never panics on input.

pub mod verify_diagnostics;

use crate::diag::{render, Diagnostic, Diagnostics, SourceMap};
use crate::ir::Context;
use crate::parser::{parse_source, ParseOptions};
use crate::pass::{run_pipeline, PipelineElement, RunOptions};
use crate::printer::{print_module, PrintOptions};

/// Configuration of one `opt` run (upstream `mlir-opt` flags).
#[derive(Debug, Clone, Default)]
pub struct OptConfig {
    /// `--split-input-file`: process `// -----`-separated chunks independently.
    pub split_input_file: bool,
    /// `--verify-diagnostics`.
    pub verify_diagnostics: bool,
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debug_info: bool,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// The pass pipeline to run.
    pub pipeline: Vec<PipelineElement>,
    /// Verification, dumps and timing.
    pub run: RunOptions,
    /// `--dump-pass-pipeline`: print the pipeline, registered pipelines expanded, to stderr.
    pub dump_pipeline: bool,
}

/// What an `opt` run printed and its exit code.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OptOutput {
    /// Standard output (the printed IR).
    pub stdout: String,
    /// Standard error (diagnostics, dumps, timing).
    pub stderr: String,
    /// 0 on success, 1 on failure.
    pub code: i32,
}

/// The separator between split-input chunks, in input and output.
pub const SPLIT_MARKER: &str = "// -----";

/// Splits `text` at `// -----` lines. Each chunk keeps its original line numbers: earlier
/// lines are replaced by empty lines, so diagnostics point into the original file.
pub fn split_chunks(text: &str) -> Vec<String> {
    let mut chunks = Vec::new();
    let mut cur = String::new();
    let mut lines_before = 0usize;
    let mut line_count = 0usize;
    for line in text.split_inclusive('\n') {
        line_count += 1;
        if line.trim_end() == SPLIT_MARKER {
            chunks.push(std::mem::take(&mut cur));
            lines_before = line_count;
            continue;
        }
        if cur.is_empty() {
            cur.push_str(&"\n".repeat(lines_before));
        }
        cur.push_str(line);
    }
    chunks.push(cur);
    chunks
}

/// Runs `opt` over `text` read from `file`.
pub fn run_opt(ctx: &mut Context, text: &str, file: &str, cfg: &OptConfig) -> OptOutput {
    let chunks = if cfg.split_input_file {
        split_chunks(text)
    } else {
        vec![text.to_string()]
    };
    let mut sources = SourceMap::new();
    sources.add(file, text);
    let mut out = OptOutput::default();
    if cfg.dump_pipeline {
        match crate::pass::expand_pipeline(&cfg.pipeline) {
            Ok(p) => out.stderr.push_str(&format!(
                "Pass Manager with {} passes:\n{}\n\n",
                crate::pass::count_passes(&p),
                crate::pass::pipeline_text(&p)
            )),
            Err(e) => {
                out.stderr.push_str(&format!("error: {e}\n"));
                out.code = 1;
                return out;
            }
        }
    }
    let mut printed = Vec::new();
    for chunk in &chunks {
        crate::diag::take_remarks();
        let result = process_chunk(ctx, chunk, file, cfg, &mut out.stderr);
        // Remarks the passes emitted (`crate::diag::emit_remark`).
        let remarks = crate::diag::take_remarks();
        match result {
            Ok(s) => printed.push(s),
            Err(mut diags) => {
                diags.splice(0..0, remarks);
                if cfg.verify_diagnostics {
                    let failures = check_chunk(chunk, file, &diags);
                    if !failures.is_empty() {
                        out.stderr.push_str(&render(&failures, &sources));
                        out.code = 1;
                    }
                } else {
                    out.stderr.push_str(&render(&diags, &sources));
                    out.code = 1;
                }
                continue;
            }
        }
        if !cfg.verify_diagnostics && !remarks.is_empty() {
            out.stderr.push_str(&render(&remarks, &sources));
        }
        if cfg.verify_diagnostics {
            let failures = check_chunk(chunk, file, &remarks);
            if !failures.is_empty() {
                out.stderr.push_str(&render(&failures, &sources));
                out.code = 1;
            }
        }
    }
    let sep = format!("{SPLIT_MARKER}\n");
    out.stdout = printed.join(&sep);
    out
}

fn check_chunk(chunk: &str, file: &str, diags: &[Diagnostic]) -> Vec<Diagnostic> {
    match verify_diagnostics::parse_expectations(chunk, file) {
        Ok(exp) => verify_diagnostics::check(&exp, diags, file),
        Err(errs) => errs,
    }
}

fn process_chunk(
    ctx: &mut Context,
    chunk: &str,
    file: &str,
    cfg: &OptConfig,
    stderr: &mut String,
) -> Result<String, Vec<Diagnostic>> {
    let popts = ParseOptions {
        allow_unregistered: cfg.allow_unregistered,
    };
    let mut m = parse_source(ctx, chunk, file, &popts).map_err(|Diagnostics(d)| d)?;
    crate::verify::verify(ctx, &m).map_err(|Diagnostics(d)| d)?;
    m.mark_verified();
    if !cfg.pipeline.is_empty() {
        let report =
            run_pipeline(ctx, &mut m, &cfg.pipeline, &cfg.run).map_err(|Diagnostics(d)| d)?;
        stderr.push_str(&report.dumps);
        if cfg.run.timing {
            stderr.push_str(&report.timing_report());
        }
    }
    let popts = PrintOptions {
        generic: cfg.generic,
        debug_info: cfg.debug_info,
    };
    Ok(print_module(ctx, &m, &popts))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_keeps_line_numbers() {
        let c = split_chunks("a\nb\n// -----\nc\n// -----\n\nd\n");
        assert_eq!(c.len(), 3);
        assert_eq!(c[0], "a\nb\n");
        assert_eq!(c[1], "\n\n\nc\n");
        assert_eq!(c[2].lines().nth(6), Some("d"));
    }
}

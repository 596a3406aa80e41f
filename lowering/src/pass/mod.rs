//! The pass manager: upstream-style `--pass-pipeline` strings, pass options, and running
//! passes with verification between them.
//!
//! A pass is a free function `fn(&mut Context, &mut Module, Op, &PassOptions) ->
//! Result<bool, Diagnostics>` run on an anchor op (returning whether it changed anything).
//! [`registry`] lists every pass under its upstream name.

pub mod options;
pub mod pipeline;
pub mod registry;

pub use options::{OptionType, PassOptionInfo};
pub use pipeline::{parse_pipeline, PipelineElement};
pub use registry::{lookup_pass, suggest, unknown_pass_message, PassInfo, PASSES};

use crate::diag::{Diagnostic, Diagnostics};
use crate::ir::{Context, Module, Op};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// Options given to one pass instance: `{tile-sizes=32,32 separate}`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PassOptions {
    /// Option values by name, in name order. A bare flag has the value `"true"`.
    pub values: BTreeMap<String, String>,
}

impl PassOptions {
    /// The raw value of an option.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(|s| s.as_str())
    }
    /// A boolean option (`true`/`false`/`1`/`0`; a bare flag is true).
    pub fn get_bool(&self, name: &str, default: bool) -> Result<bool, String> {
        match self.get(name) {
            None => Ok(default),
            Some("true") | Some("1") => Ok(true),
            Some("false") | Some("0") => Ok(false),
            Some(v) => Err(format!("invalid value '{v}' for boolean option '{name}'")),
        }
    }
    /// An integer option.
    pub fn get_i64(&self, name: &str, default: i64) -> Result<i64, String> {
        match self.get(name) {
            None => Ok(default),
            Some(v) => v
                .trim()
                .parse()
                .map_err(|_| format!("invalid integer '{v}' for option '{name}'")),
        }
    }
    /// A comma-separated integer list option.
    pub fn get_i64_list(&self, name: &str) -> Result<Option<Vec<i64>>, String> {
        match self.get(name) {
            None => Ok(None),
            Some(v) => v
                .split(',')
                .filter(|s| !s.trim().is_empty())
                .map(|s| {
                    s.trim()
                        .parse()
                        .map_err(|_| format!("invalid integer list '{v}' for option '{name}'"))
                })
                .collect::<Result<Vec<_>, _>>()
                .map(Some),
        }
    }
    /// Rejects options not in `known`.
    pub fn check_known(&self, pass: &str, known: &[&str]) -> Result<(), String> {
        for k in self.values.keys() {
            if !known.contains(&k.as_str()) {
                return Err(format!("no such option '{k}' for pass '{pass}'"));
            }
        }
        Ok(())
    }
}

/// How to run a pipeline.
#[derive(Debug, Clone, Default)]
pub struct RunOptions {
    /// Verify after each pass (mlir-opt's default; `--no-verify-each` turns it off).
    pub verify_each: bool,
    /// Print the IR after every pass (`--mlir-print-ir-after-all`) to the dump sink.
    pub print_ir_after_all: bool,
    /// Collect per-pass timing (`--mlir-timing`).
    pub timing: bool,
}

/// What running a pipeline produced besides the transformed module.
#[derive(Debug, Default)]
pub struct RunReport {
    /// IR dumps, in order (`--mlir-print-ir-after-all`).
    pub dumps: String,
    /// Wall time per pass instance, in execution order.
    pub timings: Vec<(String, Duration)>,
}

impl RunReport {
    /// Renders the timing report in the spirit of `--mlir-timing`.
    pub fn timing_report(&self) -> String {
        use std::fmt::Write;
        let total: Duration = self.timings.iter().map(|(_, d)| *d).sum();
        let mut s = String::new();
        let _ = writeln!(
            s,
            "===-------------------------------------------------------------------------==="
        );
        let _ = writeln!(s, "                         ... Execution time report ...");
        let _ = writeln!(
            s,
            "===-------------------------------------------------------------------------==="
        );
        let _ = writeln!(
            s,
            "  Total Execution Time: {:.4} seconds\n",
            total.as_secs_f64()
        );
        let _ = writeln!(s, "  ----Wall Time----  ----Name----");
        for (name, d) in &self.timings {
            let pct = if total.as_nanos() > 0 {
                100.0 * d.as_secs_f64() / total.as_secs_f64()
            } else {
                0.0
            };
            let _ = writeln!(s, "  {:.4} ({:5.1}%)  {}", d.as_secs_f64(), pct, name);
        }
        let _ = writeln!(s, "  {:.4} (100.0%)  Total", total.as_secs_f64());
        s
    }
}

/// Runs a parsed pipeline on every top-level op of `m`.
pub fn run_pipeline(
    ctx: &mut Context,
    m: &mut Module,
    pipeline: &[PipelineElement],
    opts: &RunOptions,
) -> Result<RunReport, Diagnostics> {
    let mut report = RunReport::default();
    for top in m.top.clone() {
        run_elements(ctx, m, top, pipeline, opts, &mut report)?;
    }
    Ok(report)
}

fn run_elements(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    elements: &[PipelineElement],
    opts: &RunOptions,
    report: &mut RunReport,
) -> Result<(), Diagnostics> {
    for el in elements {
        match el {
            PipelineElement::Pass { name, options } => {
                let info = lookup_pass(name).ok_or_else(|| {
                    Diagnostics::from(Diagnostic::error(None, unknown_pass_message(name)))
                })?;
                info.check_options(options).map_err(|e| {
                    Diagnostics::from(Diagnostic::error_at(ctx, m.op(anchor).loc, e))
                })?;
                let start = Instant::now();
                (info.run)(ctx, m, anchor, options)?;
                if opts.timing {
                    report
                        .timings
                        .push((info.name.to_string(), start.elapsed()));
                }
                if opts.print_ir_after_all {
                    let text = crate::printer::print_module(
                        ctx,
                        m,
                        &crate::printer::PrintOptions::default(),
                    );
                    report.dumps.push_str(&format!(
                        "// -----// IR Dump After {} ({}) //----- //\n{}\n",
                        info.display, info.name, text
                    ));
                }
                if opts.verify_each {
                    crate::verify::verify(ctx, m)?;
                }
            }
            PipelineElement::Nested {
                anchor: name,
                elements,
            } => {
                // Run on every op named `name` nested directly in the anchor's regions, or the
                // anchor itself when it matches.
                let targets = nested_anchors(ctx, m, anchor, name);
                for t in targets {
                    run_elements(ctx, m, t, elements, opts, report)?;
                }
            }
        }
    }
    Ok(())
}

fn nested_anchors(ctx: &Context, m: &Module, anchor: Op, name: &str) -> Vec<Op> {
    // `builtin.module(...)` on the module itself anchors at it; otherwise (and for `any`)
    // the pipeline runs on the matching ops directly nested in the anchor.
    if name != "any" && ctx.ident_str(m.op(anchor).name) == name {
        return vec![anchor];
    }
    let mut out = Vec::new();
    for &r in m.op(anchor).regions() {
        for &b in m.region(r).blocks() {
            for op in m.block_ops(b) {
                if name == "any" || ctx.ident_str(m.op(op).name) == name {
                    out.push(op);
                }
            }
        }
    }
    out
}

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
pub use pipeline::{parse_pipeline, pipeline_text, PipelineElement};
pub use registry::{
    lookup_pass, suggest, unknown_pass_message, ExpandFn, PassInfo, PassKind, PASSES,
};

use crate::diag::{Diagnostic, Diagnostics};
use crate::ir::fxhash::FxHashMap;
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
    /// Wall time per pass instance, in execution order; the passes of a registered
    /// pipeline follow its own entry, one level deeper.
    pub timings: Vec<Timing>,
    /// Time spent verifying between passes (and once at the end, see [`run_pipeline`]).
    pub verify_time: Duration,
    /// Whether some pass reported a change.
    pub changed: bool,
}

/// The wall time of one pass instance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Timing {
    /// The pass's name (`canonicalize`).
    pub name: String,
    /// Its wall time (a registered pipeline's: its passes' together, verification apart).
    pub time: Duration,
    /// 0 for a pass of the pipeline run; 1 for a pass of a registered pipeline in it, ...
    pub depth: usize,
}

impl RunReport {
    /// Renders the timing report in the spirit of `--mlir-timing`: a registered pipeline's
    /// passes are indented under it, and verification has a line of its own.
    pub fn timing_report(&self) -> String {
        use std::fmt::Write;
        let passes: Duration = self
            .timings
            .iter()
            .filter(|t| t.depth == 0)
            .map(|t| t.time)
            .sum();
        let total = passes + self.verify_time;
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
        let pct = |d: Duration| {
            if total.as_nanos() > 0 {
                100.0 * d.as_secs_f64() / total.as_secs_f64()
            } else {
                0.0
            }
        };
        for t in &self.timings {
            let _ = writeln!(
                s,
                "  {:.4} ({:5.1}%)  {}{}",
                t.time.as_secs_f64(),
                pct(t.time),
                "  ".repeat(t.depth),
                t.name
            );
        }
        let _ = writeln!(
            s,
            "  {:.4} ({:5.1}%)  (A) Verifier",
            self.verify_time.as_secs_f64(),
            pct(self.verify_time)
        );
        let _ = writeln!(s, "  {:.4} (100.0%)  Total", total.as_secs_f64());
        s
    }
}

/// Runs a parsed pipeline on every top-level op of `m`.
///
/// With [`RunOptions::verify_each`], what changed is verified after every pass that
/// changed the module (as upstream, which skips the verifier after a pass that preserved
/// everything). The module itself records what each pass changed, whatever the pass
/// reports ([`crate::verify::verify_changed`]): the first verification covers everything
/// since the module was last marked verified (all of it, unless the caller verified it
/// and called [`Module::mark_verified`]), the later ones what the passes changed.
pub fn run_pipeline(
    ctx: &mut Context,
    m: &mut Module,
    pipeline: &[PipelineElement],
    opts: &RunOptions,
) -> Result<RunReport, Diagnostics> {
    let tops = m.top.clone();
    run_on(ctx, m, &tops, pipeline, opts)
}

/// Runs a pipeline on `anchor` only (as [`run_pipeline`] on each top-level op).
pub fn run_pipeline_at(
    ctx: &mut Context,
    m: &mut Module,
    anchor: Op,
    pipeline: &[PipelineElement],
    opts: &RunOptions,
) -> Result<RunReport, Diagnostics> {
    run_on(ctx, m, &[anchor], pipeline, opts)
}

fn run_on(
    ctx: &mut Context,
    m: &mut Module,
    anchors: &[Op],
    pipeline: &[PipelineElement],
    opts: &RunOptions,
) -> Result<RunReport, Diagnostics> {
    let mut runner = Runner {
        opts,
        report: RunReport::default(),
        epoch: 0,
        clean_at: FxHashMap::default(),
    };
    for &top in anchors {
        runner.elements(ctx, m, top, pipeline, 0)?;
    }
    runner.report.changed = runner.epoch > 0;
    Ok(runner.report)
}

/// `pipeline` with every registered pipeline (`PassKind::Pipeline`) replaced by the passes
/// its options expand to (`--dump-pass-pipeline`); errors name an unknown pass or a bad
/// option.
pub fn expand_pipeline(pipeline: &[PipelineElement]) -> Result<Vec<PipelineElement>, String> {
    let mut out = Vec::new();
    for el in pipeline {
        match el {
            PipelineElement::Pass { name, options } => {
                let info = lookup_pass(name).ok_or_else(|| unknown_pass_message(name))?;
                info.check_options(options)?;
                match info.kind {
                    PassKind::Pipeline(expand) => out.extend(expand_pipeline(&expand(options)?)?),
                    PassKind::Transform | PassKind::Cleanup => out.push(el.clone()),
                }
            }
            PipelineElement::Nested { anchor, elements } => out.push(PipelineElement::Nested {
                anchor: anchor.clone(),
                elements: expand_pipeline(elements)?,
            }),
        }
    }
    Ok(out)
}

/// The number of passes in `pipeline`, nested ones included.
pub fn count_passes(pipeline: &[PipelineElement]) -> usize {
    pipeline
        .iter()
        .map(|e| match e {
            PipelineElement::Pass { .. } => 1,
            PipelineElement::Nested { elements, .. } => count_passes(elements),
        })
        .sum()
}

/// The state of one pipeline run.
struct Runner<'a> {
    opts: &'a RunOptions,
    report: RunReport,
    /// Counts the pass runs that changed the IR.
    epoch: u64,
    /// For a clean-up pass instance (anchor, name and options), the epoch after its last
    /// run: while it is unchanged, running it again would change nothing.
    clean_at: FxHashMap<(Op, String), u64>,
}

impl Runner<'_> {
    /// Verifies what changed since the module was last verified, and marks it verified.
    fn verify(&mut self, ctx: &Context, m: &mut Module) -> Result<(), Diagnostics> {
        let t = Instant::now();
        let r = crate::verify::verify_changed(ctx, m);
        self.report.verify_time += t.elapsed();
        r?;
        m.mark_verified();
        Ok(())
    }

    fn elements(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        anchor: Op,
        elements: &[PipelineElement],
        depth: usize,
    ) -> Result<(), Diagnostics> {
        for el in elements {
            match el {
                PipelineElement::Pass { name, options } => {
                    self.pass(ctx, m, anchor, name, options, depth)?
                }
                PipelineElement::Nested {
                    anchor: name,
                    elements,
                } => {
                    // Run on every op named `name` nested directly in the anchor's regions, or
                    // the anchor itself when it matches.
                    let targets = nested_anchors(ctx, m, anchor, name);
                    for t in targets {
                        self.elements(ctx, m, t, elements, depth)?;
                    }
                }
            }
        }
        Ok(())
    }

    fn pass(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        anchor: Op,
        name: &str,
        options: &PassOptions,
        depth: usize,
    ) -> Result<(), Diagnostics> {
        let at = |ctx: &Context, m: &Module, e: String| {
            Diagnostics::from(Diagnostic::error_at(ctx, m.op(anchor).loc, e))
        };
        let info = lookup_pass(name).ok_or_else(|| {
            Diagnostics::from(Diagnostic::error(None, unknown_pass_message(name)))
        })?;
        info.check_options(options).map_err(|e| at(ctx, m, e))?;
        match info.kind {
            PassKind::Pipeline(expand) => {
                let inner = expand(options).map_err(|e| at(ctx, m, e))?;
                let slot = self.report.timings.len();
                self.report.timings.push(Timing {
                    name: info.name.to_string(),
                    time: Duration::ZERO,
                    depth,
                });
                self.elements(ctx, m, anchor, &inner, depth + 1)?;
                let time = self.report.timings[slot + 1..]
                    .iter()
                    .filter(|t| t.depth == depth + 1)
                    .map(|t| t.time)
                    .sum();
                self.report.timings[slot].time = time;
                return Ok(());
            }
            PassKind::Cleanup => {
                let key = (anchor, format!("{name}{:?}", options.values));
                if self.clean_at.get(&key) == Some(&self.epoch) {
                    if self.opts.print_ir_after_all {
                        self.report.dumps.push_str(&format!(
                            "// -----// {} ({}) skipped: no pass changed the IR since it last ran //----- //\n",
                            info.display, info.name
                        ));
                    }
                    return Ok(());
                }
                self.run_one(ctx, m, anchor, info, options, depth)?;
                self.clean_at.insert(key, self.epoch);
            }
            PassKind::Transform => self.run_one(ctx, m, anchor, info, options, depth)?,
        }
        Ok(())
    }

    fn run_one(
        &mut self,
        ctx: &mut Context,
        m: &mut Module,
        anchor: Op,
        info: &PassInfo,
        options: &PassOptions,
        depth: usize,
    ) -> Result<(), Diagnostics> {
        let start = Instant::now();
        let changed = (info.run)(ctx, m, anchor, options)?;
        if self.opts.timing {
            self.report.timings.push(Timing {
                name: info.name.to_string(),
                time: start.elapsed(),
                depth,
            });
        }
        if changed {
            self.epoch += 1;
        }
        if self.opts.print_ir_after_all {
            let text =
                crate::printer::print_module(ctx, m, &crate::printer::PrintOptions::default());
            self.report.dumps.push_str(&format!(
                "// -----// IR Dump After {} ({}) //----- //\n{}\n",
                info.display, info.name, text
            ));
        }
        if self.opts.verify_each && m.changed_since_verified() {
            self.verify(ctx, m)?;
        }
        Ok(())
    }
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

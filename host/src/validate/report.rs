//! The validation report and its table.

use std::fmt::Write as _;
use std::time::Duration;

use super::backend::RunOutput;
use super::compare::Comparison;
use super::tolerance::{Tol, Tolerances};
use crate::runtime::DType;

/// How a path fared.
#[derive(Debug, Clone, PartialEq)]
pub enum PathStatus {
    /// The reference run.
    Reference,
    /// Every output within tolerance.
    Ok,
    /// Some output outside tolerance.
    Mismatch,
    /// The path failed to compile or run.
    Error(String),
    /// The path is not available here.
    Skipped(String),
    /// With `--backend all`: this adapter lacks a feature the program needs (f16 on GL),
    /// and says so. It is not a failure there: `all` runs every adapter that can run the
    /// program. A backend named on its own that cannot run it is a failure ([`Skipped`]).
    ///
    /// [`Skipped`]: PathStatus::Skipped
    Unsupported(String),
    /// The path ran, and its only differences are a documented deviation of the path
    /// (the browser's WGSL and non-finite values): shown, with the values and the
    /// deviation, and not a failure.
    Deviation(String),
}

/// One row of the report.
#[derive(Debug, Clone, PartialEq)]
pub struct PathReport {
    /// The path's name.
    pub name: String,
    /// Whether the path runs kernels on a GPU.
    pub is_gpu: bool,
    /// Its status.
    pub status: PathStatus,
    /// The comparison with the reference (paths that ran).
    pub comparison: Option<Comparison>,
    /// `gpu.launch_func` sites in the program it ran.
    pub kernels: usize,
    /// Launches dispatched on a GPU.
    pub launches: u64,
    /// Wall time.
    pub elapsed: Duration,
    /// Remarks of the run.
    pub notes: Vec<String>,
}

impl PathReport {
    fn blank(name: String, is_gpu: bool, status: PathStatus) -> Self {
        PathReport {
            name,
            is_gpu,
            status,
            comparison: None,
            kernels: 0,
            launches: 0,
            elapsed: Duration::ZERO,
            notes: Vec::new(),
        }
    }

    /// The reference row.
    pub fn reference(name: String, out: &RunOutput) -> Self {
        let mut r = Self::blank(name, false, PathStatus::Reference);
        r.kernels = out.kernels;
        r.elapsed = out.elapsed;
        r.notes = out.notes.clone();
        r
    }

    /// A path that ran and was compared.
    pub fn compared(name: String, is_gpu: bool, out: &RunOutput, cmp: Comparison) -> Self {
        let status = if cmp.ok() {
            PathStatus::Ok
        } else {
            PathStatus::Mismatch
        };
        let mut r = Self::blank(name, is_gpu, status);
        r.comparison = Some(cmp);
        r.kernels = out.kernels;
        r.launches = out.launches;
        r.elapsed = out.elapsed;
        r.notes = out.notes.clone();
        r
    }

    /// `self` (a compared row) as a [`PathStatus::Deviation`] when every difference is
    /// at a NaN or infinite value, which this path's target language does not guarantee
    /// (`why`).
    pub fn with_nonfinite_deviation(mut self, why: &str) -> Self {
        if let (PathStatus::Mismatch, Some(c)) = (&self.status, &self.comparison) {
            if c.mismatches > 0 && c.mismatches == c.nonfinite_mismatches {
                self.status = PathStatus::Deviation(why.to_string());
            }
        }
        self
    }

    /// A path that failed.
    pub fn error(name: String, is_gpu: bool, message: String) -> Self {
        Self::blank(name, is_gpu, PathStatus::Error(message))
    }

    /// A path that did not run.
    pub fn skipped(name: String, why: String) -> Self {
        Self::blank(name, true, PathStatus::Skipped(why))
    }

    /// A row of `--backend all` whose adapter cannot run the program (see
    /// [`PathStatus::Unsupported`]).
    pub fn unsupported(name: String, why: String) -> Self {
        Self::blank(name, true, PathStatus::Unsupported(why))
    }

    /// Whether the path ran and was compared.
    pub fn ran(&self) -> bool {
        matches!(
            self.status,
            PathStatus::Ok | PathStatus::Mismatch | PathStatus::Deviation(_)
        )
    }

    /// Whether the path counts against the validation.
    pub fn failed(&self) -> bool {
        matches!(self.status, PathStatus::Mismatch | PathStatus::Error(_))
    }
}

/// The outcome of [`validate`](super::validate).
#[derive(Debug, Clone, PartialEq)]
pub struct ValidationReport {
    /// The file validated.
    pub file: String,
    /// The entry function.
    pub entry: String,
    /// The tolerance overrides used.
    pub tolerances: Tolerances,
    /// What each output is (`out{k}` in the table).
    pub outputs: Vec<String>,
    /// Element type of each output (as the reference produced it).
    pub output_dtypes: Vec<Option<DType>>,
    /// Numbers the reference printed.
    pub printed_numbers: usize,
    /// Accumulations found and the largest number of terms, if any.
    pub reductions: Option<(usize, u64)>,
    /// One row per path, the reference first.
    pub paths: Vec<PathReport>,
    /// Failures that are not a path's (the reference failed, a GPU was required).
    pub failures: Vec<String>,
}

fn fmt_err(v: f64) -> String {
    if v == 0.0 {
        "0".into()
    } else {
        format!("{v:.2e}")
    }
}

fn fmt_time(d: Duration) -> String {
    format!("{:.3}s", d.as_secs_f64())
}

impl ValidationReport {
    /// An empty report.
    pub fn new(file: &str, entry: &str, tolerances: Tolerances) -> Self {
        ValidationReport {
            file: file.into(),
            entry: entry.into(),
            tolerances,
            outputs: Vec::new(),
            output_dtypes: Vec::new(),
            printed_numbers: 0,
            reductions: None,
            paths: Vec::new(),
            failures: Vec::new(),
        }
    }

    /// Whether the validation passed: the reference ran, no path mismatched or failed.
    pub fn passed(&self) -> bool {
        self.failures.is_empty() && !self.paths.iter().any(PathReport::failed)
    }

    /// How many paths ran and were compared with the reference.
    pub fn compared_paths(&self) -> usize {
        self.paths.iter().filter(|p| p.ran()).count()
    }

    /// The row of path `name`.
    pub fn path(&self, name: &str) -> Option<&PathReport> {
        self.paths.iter().find(|p| p.name == name)
    }

    /// Orders rows: the reference, the CPU paths, then the GPU paths in the order they
    /// were run (device by device, shader paths in [`PathKind::ALL`] order: see
    /// [`backends_for`](super::backends_for)).
    ///
    /// [`PathKind::ALL`]: super::PathKind::ALL
    pub fn sort_paths(&mut self) {
        let rank = |p: &PathReport| -> usize {
            match (&p.status, p.is_gpu) {
                (PathStatus::Reference, _) => 0,
                (_, false) => 1,
                (_, true) => 2,
            }
        };
        self.paths.sort_by_key(rank);
    }

    /// The tolerances in effect, per element type present.
    fn tolerance_line(&self) -> String {
        let mut seen: Vec<DType> = Vec::new();
        for d in self.output_dtypes.iter().flatten() {
            if !seen.contains(d) {
                seen.push(*d);
            }
        }
        if seen.is_empty() {
            seen.push(DType::F32);
        }
        let parts: Vec<String> = seen
            .iter()
            .map(|&d| {
                let t = Tol::for_dtype(d, &self.tolerances);
                if t.exact {
                    format!("{d} exact")
                } else {
                    format!(
                        "{d} rtol {:.0e} atol {:.0e} ulps {}",
                        t.rtol, t.atol, t.ulps
                    )
                }
            })
            .collect();
        parts.join("; ")
    }

    /// The report as text: a header, one table row per path, mismatch details and the
    /// verdict.
    pub fn render(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "validate {} @{}", self.file, self.entry);
        for (k, o) in self.outputs.iter().enumerate() {
            let _ = writeln!(s, "  out{k}: {o}");
        }
        let _ = writeln!(s, "  printed: {} numbers", self.printed_numbers);
        let _ = writeln!(s, "  tolerances: {}", self.tolerance_line());
        if let Some((count, n)) = self.reductions {
            let _ = writeln!(
                s,
                "  reductions: {count} accumulation{} of up to {n} terms (bound 2·γn·Σ|x|, scale {})",
                if count == 1 { "" } else { "s" },
                self.tolerances.reduction_scale.unwrap_or(1.0)
            );
        }
        let header = [
            "path",
            "status",
            "max abs err",
            "max rel err",
            "worst",
            "kernels",
            "launches",
            "time",
        ];
        let mut rows: Vec<[String; 8]> = Vec::new();
        for p in &self.paths {
            let (status, abs, rel, worst) = match (&p.status, &p.comparison) {
                (PathStatus::Reference, _) => {
                    ("reference".into(), "-".into(), "-".into(), "-".into())
                }
                (PathStatus::Skipped(_), _) => {
                    ("skipped".into(), "-".into(), "-".into(), "-".into())
                }
                (PathStatus::Unsupported(_), _) => {
                    ("unsupported".into(), "-".into(), "-".into(), "-".into())
                }
                (PathStatus::Error(_), _) => ("ERROR".into(), "-".into(), "-".into(), "-".into()),
                (st, Some(c)) => (
                    match st {
                        PathStatus::Ok => "ok".to_string(),
                        PathStatus::Deviation(_) => "deviation".to_string(),
                        _ => "MISMATCH".to_string(),
                    },
                    fmt_err(c.max_abs),
                    fmt_err(c.max_rel),
                    c.worst.as_ref().map_or("-".into(), |w| w.site.clone()),
                ),
                (_, None) => ("?".into(), "-".into(), "-".into(), "-".into()),
            };
            let ran = matches!(
                p.status,
                PathStatus::Reference
                    | PathStatus::Ok
                    | PathStatus::Mismatch
                    | PathStatus::Deviation(_)
            );
            rows.push([
                p.name.clone(),
                status,
                abs,
                rel,
                worst,
                if ran {
                    p.kernels.to_string()
                } else {
                    "-".into()
                },
                if ran {
                    p.launches.to_string()
                } else {
                    "-".into()
                },
                if ran { fmt_time(p.elapsed) } else { "-".into() },
            ]);
        }
        let mut width = header.map(str::len);
        for r in &rows {
            for (w, c) in width.iter_mut().zip(r) {
                *w = (*w).max(c.chars().count());
            }
        }
        let line = |cells: &[String]| {
            let mut l = String::new();
            for (i, c) in cells.iter().enumerate() {
                let _ = write!(l, "{c:<w$}", w = width[i] + 2);
            }
            l.trim_end().to_string()
        };
        let _ = writeln!(s, "{}", line(&header.map(String::from)));
        for r in &rows {
            let _ = writeln!(s, "{}", line(r));
        }
        for p in &self.paths {
            match &p.status {
                PathStatus::Skipped(why) => {
                    let _ = writeln!(s, "SKIPPED {}: {why}", p.name);
                }
                PathStatus::Unsupported(why) => {
                    let _ = writeln!(s, "UNSUPPORTED {}: {why}", p.name);
                }
                PathStatus::Error(e) => {
                    let _ = writeln!(s, "ERROR {}: {}", p.name, e.trim_end());
                }
                PathStatus::Deviation(why) => {
                    if let Some(c) = &p.comparison {
                        let _ = writeln!(
                            s,
                            "DEVIATION {}: {} of {} values differ {why}",
                            p.name, c.mismatches, c.compared
                        );
                        for d in &c.details {
                            let _ = writeln!(s, "  {d}");
                        }
                    }
                }
                PathStatus::Mismatch => {
                    if let Some(c) = &p.comparison {
                        let _ = writeln!(
                            s,
                            "MISMATCH {}: {} of {} values outside tolerance",
                            p.name, c.mismatches, c.compared
                        );
                        for d in &c.details {
                            let _ = writeln!(s, "  {d}");
                        }
                    }
                }
                _ => {}
            }
            for n in &p.notes {
                let _ = writeln!(s, "note ({}): {n}", p.name);
            }
        }
        for f in &self.failures {
            let _ = writeln!(s, "FAILED: {f}");
        }
        // A path asked for that could not run fails the validation too (see `validate`).
        let failed = self
            .paths
            .iter()
            .filter(|p| p.failed() || matches!(p.status, PathStatus::Skipped(_)))
            .count();
        let compared = self.compared_paths();
        let unsupported = self
            .paths
            .iter()
            .filter(|p| matches!(p.status, PathStatus::Unsupported(_)))
            .count();
        let deviations = self
            .paths
            .iter()
            .filter(|p| matches!(p.status, PathStatus::Deviation(_)))
            .count();
        if self.passed() {
            let _ = writeln!(
                s,
                "result: PASS ({compared} path{} compared{}{})",
                if compared == 1 { "" } else { "s" },
                if unsupported == 0 {
                    String::new()
                } else {
                    format!(
                        "; {unsupported} unsupported on {} adapter",
                        if unsupported == 1 { "its" } else { "their" }
                    )
                },
                if deviations == 0 {
                    String::new()
                } else {
                    format!("; {deviations} with a documented deviation")
                }
            );
        } else if failed == 0 {
            let _ = writeln!(s, "result: FAIL (see FAILED above)");
        } else {
            let _ = writeln!(
                s,
                "result: FAIL ({failed} path{} failed or could not run)",
                if failed == 1 { "" } else { "s" }
            );
        }
        s
    }
}

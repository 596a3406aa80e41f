//! Diagnostics in MLIR's format.
//!
//! A [`Diagnostic`] has a severity, a location, a message and notes. Rendering produces what
//! `mlir-opt` prints: `file:line:col: error: message`, then the source line and a caret when
//! the source text is known, then each note the same way.

use crate::ir::{Attr, Context};

/// How serious a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// `note`
    Note,
    /// `remark`
    Remark,
    /// `warning`
    Warning,
    /// `error`
    Error,
}

impl Severity {
    /// The word MLIR prints.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A resolved source position (1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SourceLoc {
    /// File name as given on the command line (or `-` / `<stdin>`).
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

/// A diagnostic with notes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where it points; `None` for an unknown location.
    pub loc: Option<SourceLoc>,
    /// The message.
    pub message: String,
    /// Attached notes.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Option<SourceLoc>, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }
    /// A warning at `loc`.
    pub fn warning(loc: Option<SourceLoc>, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }
    /// An error at an IR location attribute.
    pub fn error_at(ctx: &Context, loc: Attr, message: impl Into<String>) -> Self {
        Self::error(source_loc(ctx, loc), message)
    }
    /// Adds a note.
    pub fn with_note(mut self, loc: Option<SourceLoc>, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }
}

thread_local! {
    static REMARKS: std::cell::RefCell<Vec<Diagnostic>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Emits a remark (or any non-error diagnostic) from a pass that succeeds, as MLIR's
/// diagnostic engine does: remarks are queued on the current thread until the driver
/// collects them with [`take_remarks`] (the `opt` driver prints them, or matches them
/// against `expected-remark` with `--verify-diagnostics`).
pub fn emit_remark(d: Diagnostic) {
    REMARKS.with(|r| r.borrow_mut().push(d));
}

/// Takes the remarks emitted on this thread since the last call, in emission order.
pub fn take_remarks() -> Vec<Diagnostic> {
    REMARKS.with(|r| std::mem::take(&mut *r.borrow_mut()))
}

/// Resolves an IR location attribute to a file position, if it has one.
pub fn source_loc(ctx: &Context, loc: Attr) -> Option<SourceLoc> {
    ctx.loc_file_line_col(loc).map(|(f, l, c)| SourceLoc {
        file: f.to_string(),
        line: l,
        col: c,
    })
}

/// Source texts by file name, for printing the offending line under a diagnostic.
#[derive(Debug, Default, Clone)]
pub struct SourceMap {
    files: Vec<(String, String)>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }
    /// Registers the text of `file`. A later registration of the same name wins.
    pub fn add(&mut self, file: &str, text: &str) {
        self.files.retain(|(f, _)| f != file);
        self.files.push((file.to_string(), text.to_string()));
    }
    /// Line `line` (1-based) of `file`.
    pub fn line(&self, file: &str, line: u32) -> Option<&str> {
        let (_, text) = self.files.iter().find(|(f, _)| f == file)?;
        text.lines().nth((line as usize).checked_sub(1)?)
    }
}

/// Renders diagnostics in MLIR's format.
pub fn render(diags: &[Diagnostic], sources: &SourceMap) -> String {
    let mut out = String::new();
    for d in diags {
        render_one(d, sources, &mut out);
    }
    out
}

fn render_one(d: &Diagnostic, sources: &SourceMap, out: &mut String) {
    use std::fmt::Write;
    match &d.loc {
        Some(l) => {
            let _ = writeln!(
                out,
                "{}:{}:{}: {}: {}",
                l.file,
                l.line,
                l.col,
                d.severity.as_str(),
                d.message
            );
            if let Some(text) = sources.line(&l.file, l.line) {
                let _ = writeln!(out, "{}", text);
                let pad: String = text
                    .chars()
                    .take((l.col as usize).saturating_sub(1))
                    .map(|c| if c == '\t' { '\t' } else { ' ' })
                    .collect();
                let _ = writeln!(out, "{}^", pad);
            }
        }
        None => {
            let _ = writeln!(out, "loc(unknown): {}: {}", d.severity.as_str(), d.message);
        }
    }
    for n in &d.notes {
        render_one(n, sources, out);
    }
}

/// The error type of this crate: one or more diagnostics.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{}", .0.iter().map(|d| d.message.as_str()).collect::<Vec<_>>().join("; "))]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Self {
        Diagnostics(vec![d])
    }
}

//! The runtime's error type: located diagnostics, rendered like MLIR's.

use std::fmt;

use tessera_lowering::diag::{render, Diagnostic, Diagnostics, SourceMap};

use crate::gpu::GpuError;

/// Everything that can go wrong compiling or running a program.
///
/// It holds MLIR-style [`Diagnostic`]s (with `file:line:col` locations when the failure
/// is tied to an op) and, when known, the source text, so that [`Display`](fmt::Display)
/// prints the offending line with a caret as `mlir-opt` does.
#[derive(Clone, Debug)]
pub struct RuntimeError {
    diags: Vec<Diagnostic>,
    sources: Option<SourceMap>,
    target_lacks: Option<String>,
}

impl RuntimeError {
    /// An error without a location.
    pub fn msg(message: impl Into<String>) -> Self {
        RuntimeError {
            diags: vec![Diagnostic::error(None, message)],
            sources: None,
            target_lacks: None,
        }
    }

    /// Errors from diagnostics, with the sources to quote.
    pub fn from_diags(diags: Diagnostics, sources: Option<&SourceMap>) -> Self {
        RuntimeError {
            diags: diags.0,
            sources: sources.cloned(),
            target_lacks: None,
        }
    }

    /// Marks the error as a capability or limit the device lacks (`what`, e.g. `feature
    /// `subgroups`` or `max_storage_buffers_per_shader_stage = 16`): the program is fine and
    /// runs on a device that has it. `validate` reports such a path as unsupported.
    pub fn with_target_lacks(mut self, what: Option<String>) -> Self {
        self.target_lacks = what;
        self
    }

    /// What the device lacks, when the failure is a device capability or limit rather
    /// than a problem of the program.
    pub fn target_lacks(&self) -> Option<&str> {
        self.target_lacks.as_deref()
    }

    /// Attaches source text for rendering (keeps what is there).
    pub fn with_sources(mut self, sources: &SourceMap) -> Self {
        if self.sources.is_none() {
            self.sources = Some(sources.clone());
        }
        self
    }

    /// The diagnostics.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diags
    }

    /// The first diagnostic's message.
    pub fn message(&self) -> &str {
        self.diags.first().map_or("", |d| d.message.as_str())
    }

    /// MLIR-style rendering: `file:line:col: error: message`, the source line and a caret,
    /// then notes; `error: message` for unlocated errors.
    pub fn render(&self) -> String {
        let empty = SourceMap::new();
        let text = render(&self.diags, self.sources.as_ref().unwrap_or(&empty));
        // Unlocated diagnostics render as `loc(unknown): error: ...`; a command-line tool
        // says plain `error: ...` for those.
        text.lines()
            .map(|l| l.strip_prefix("loc(unknown): ").unwrap_or(l))
            .collect::<Vec<_>>()
            .join("\n")
            + "\n"
    }
}

impl fmt::Display for RuntimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.render().trim_end())
    }
}

impl std::error::Error for RuntimeError {}

impl From<GpuError> for RuntimeError {
    fn from(e: GpuError) -> Self {
        RuntimeError::msg(e.to_string())
    }
}

impl From<Diagnostics> for RuntimeError {
    fn from(d: Diagnostics) -> Self {
        RuntimeError::from_diags(d, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tessera_lowering::diag::SourceLoc;

    #[test]
    fn renders_locations_and_plain_errors() {
        let mut sm = SourceMap::new();
        sm.add("f.mlir", "line one\n  bad op\n");
        let d = Diagnostic::error(
            Some(SourceLoc {
                file: "f.mlir".into(),
                line: 2,
                col: 3,
            }),
            "boom",
        );
        let e = RuntimeError::from_diags(Diagnostics(vec![d]), Some(&sm));
        assert_eq!(e.render(), "f.mlir:2:3: error: boom\n  bad op\n  ^\n");
        assert_eq!(RuntimeError::msg("no").render(), "error: no\n");
    }
}

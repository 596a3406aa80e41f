//! Runtime faults and their conversion to diagnostics.
//!
//! Executing code reports problems as a [`Fault`]: a message plus, once known, the stack of
//! `(function, instruction)` positions where it happened (innermost first). The executor
//! fills the stack in when the fault leaves a thread; faults raised inside a GPU invocation
//! keep that invocation's stack, and the launching thread's stack is appended. The
//! interpreter turns the innermost position into the diagnostic's location and the others
//! into "called from here" notes.

use crate::diag::{Diagnostic, SourceLoc};

/// A runtime error. Boxed, so that fallible results stay two words wide on the hot path;
/// its fields are reached through [`FaultData`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault(Box<FaultData>);

/// The contents of a [`Fault`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FaultData {
    /// The message.
    pub msg: String,
    /// `(function id, instruction index)`, innermost first; empty until located.
    pub stack: Vec<(u32, u32)>,
}

impl std::ops::Deref for Fault {
    type Target = FaultData;
    fn deref(&self) -> &FaultData {
        &self.0
    }
}

impl std::ops::DerefMut for Fault {
    fn deref_mut(&mut self) -> &mut FaultData {
        &mut self.0
    }
}

impl Fault {
    /// A fault with a message and no location yet.
    #[cold]
    pub fn new(msg: impl Into<String>) -> Self {
        Fault(Box::new(FaultData {
            msg: msg.into(),
            stack: Vec::new(),
        }))
    }
    /// The message, consuming the fault.
    pub fn into_msg(self) -> String {
        self.0.msg
    }
}

impl From<String> for Fault {
    fn from(s: String) -> Self {
        Fault::new(s)
    }
}

impl From<&str> for Fault {
    fn from(s: &str) -> Self {
        Fault::new(s)
    }
}

/// Shorthand for fallible runtime operations.
pub type FResult<T> = Result<T, Fault>;

/// Builds a fault result.
#[cold]
pub fn fault<T>(msg: impl Into<String>) -> FResult<T> {
    Err(Fault::new(msg))
}

/// Builds an error diagnostic at `loc` with one "called from here" note per caller location
/// (innermost first).
pub fn to_diagnostic(
    msg: String,
    loc: Option<SourceLoc>,
    callers: Vec<Option<SourceLoc>>,
) -> Diagnostic {
    let mut d = Diagnostic::error(loc, msg);
    for c in callers {
        d = d.with_note(c, "called from here");
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagnostic_has_notes() {
        let loc = SourceLoc {
            file: "a.mlir".into(),
            line: 3,
            col: 5,
        };
        let d = to_diagnostic("boom".into(), Some(loc.clone()), vec![Some(loc)]);
        assert_eq!(d.message, "boom");
        assert_eq!(d.notes.len(), 1);
        assert_eq!(d.notes[0].message, "called from here");
        assert!(Fault::new("x").stack.is_empty());
    }
}

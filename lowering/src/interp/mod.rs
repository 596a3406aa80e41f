//! The CPU reference interpreter.

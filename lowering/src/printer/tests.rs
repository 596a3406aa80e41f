//! Printer unit tests.

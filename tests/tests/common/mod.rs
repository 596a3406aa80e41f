//! Helpers shared by the workspace tests.

#![allow(dead_code)]

pub mod suite;

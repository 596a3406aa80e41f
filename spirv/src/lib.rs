//! spirv

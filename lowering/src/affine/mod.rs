//! The affine toolkit: simplification, composition, evaluation, bounds and dependence analysis.

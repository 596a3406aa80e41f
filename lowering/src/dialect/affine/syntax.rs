//! Custom assembly forms of the `affine` dialect.

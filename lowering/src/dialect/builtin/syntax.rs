//! Custom assembly forms of the `builtin` dialect.

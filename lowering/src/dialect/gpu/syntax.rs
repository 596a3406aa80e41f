//! Custom assembly forms of the `gpu` dialect.

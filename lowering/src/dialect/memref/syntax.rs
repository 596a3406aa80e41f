//! Custom assembly forms of the `memref` dialect.

//! Custom assembly forms of the `func` dialect.

//! Custom assembly forms of the `arith` dialect.

//! Custom assembly forms of the `math` dialect.

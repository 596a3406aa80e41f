//! Custom assembly forms of the `cf` dialect.

//! Custom assembly forms of the `vector` dialect.

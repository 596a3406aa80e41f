//! Custom assembly forms of the `scf` dialect.

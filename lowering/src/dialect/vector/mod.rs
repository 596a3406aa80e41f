//! The `vector` dialect: custom syntax (`syntax`) and per-op verification (`verify`).

pub mod syntax;
pub mod transfer;
pub mod verify;

/// Upstream's poison index: a position `-1` of `vector.extract`/`vector.insert` (static
/// or dynamic) or a mask entry `-1` of `vector.shuffle` makes the extracted value, the
/// inserted-into vector or the shuffled row poison, which any value may refine. Tessera
/// refines it the same way on every path, so that the interpreter and the GPU paths
/// agree: a poison index reads and writes index 0 (a poison shuffle row is row 0 of the
/// first operand). Any other index out of bounds is undefined behaviour, which the
/// interpreter reports.
pub const POISON_INDEX: i64 = -1;

//! IR → MLIR text: custom and generic op forms, aliases, deterministic SSA names.
//!
//! Entry points: [`print_module`] and [`print_op`]. Both build an [`OpPrinter`], which
//! numbers SSA values and blocks the way upstream MLIR does (`%0`, `%arg0`, `^bb1`, per
//! region tree), prints each registered op through its dialect's custom form when it has one
//! (see [`crate::dialect::print_custom`]) and the generic form otherwise, and emits
//! `#map`/`#set` aliases for affine maps and integer sets at the top of the output,
//! numbered in order of first use (`#map`, `#map1`, ...).
//!
//! # Writing a custom op printer
//!
//! A dialect's `syntax.rs` exposes
//! `pub fn print(kind: OpKind, p: &mut OpPrinter<'_>, op: Op) -> bool`. It is called after
//! the driver printed the results and the op name (`%0 = arith.addi`); it prints the rest,
//! normally starting with a space (` %a, %b : i32`), and returns `true`. Returning `false`
//! makes the driver print the generic form instead (any text written is discarded). It must
//! not print the trailing location: the driver does that.
//!
//! The toolkit (all on [`OpPrinter`]; `OpPrinter` also implements [`std::fmt::Write`], so
//! `write!(p, ...)` works):
//!
//! - `ctx()`, `module()`, `options()`, `op_attr(op, "name")`, `lookup_ident("name")`,
//!   `write_str(s)`, `print_new_line()`, `indent()`/`dedent()` (two spaces a level).
//! - `print_operand(v)`, `print_operands(&vs)` (comma separated), `print_type(t)`,
//!   `print_types(&ts)`, `print_arrow_type_list(&ts)` (`i32` / `(i32, f32)` / `()`),
//!   `print_function_type(&ins, &outs)`, `print_attribute(a)`,
//!   `print_attribute_without_type(a)`, `print_symbol_name(id)` (`@f` / `@"x y"`),
//!   `print_keyword_or_string(s)`, `print_string_literal(bytes)`.
//! - `print_optional_attr_dict(&attrs, &elided)`,
//!   `print_optional_attr_dict_with_keyword(&attrs, &elided)`.
//! - `print_region(r, print_entry_block_args, print_block_terminators)`,
//!   `print_argument(v, attrs)` (`%arg0: i32 {attrs}`),
//!   `print_successor(b)`, `print_successor_and_use_list(b, &operands)`.
//! - `print_affine_map_of_ssa_ids(map, &operands)` (`%i + 1, %j`: no delimiters),
//!   `print_dim_and_symbol_list(&operands, num_dims)`, `print_affine_bound(map, &operands,
//!   is_lower)`, `print_integer_set_ref(set, &operands)`.
//! - `print_optional_location(loc)` (` loc(..)` only with `debug_info`).
//!
//! [`type_to_string`] and [`attr_to_string`] print without aliases, for diagnostics.

mod attrs;
mod core;
mod names;
mod ops;
#[cfg(test)]
mod tests;

use crate::ir::{Attr, Context, Module, Op, Type};

pub use self::core::OpPrinter;

/// Options of the printer.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PrintOptions {
    /// Print every op in generic form (`mlir-opt --mlir-print-op-generic`).
    pub generic: bool,
    /// Print `loc(...)` on ops (`--mlir-print-debuginfo`).
    pub debug_info: bool,
}

/// Prints the whole module (its top-level ops), aliases first.
pub fn print_module(ctx: &Context, m: &Module, opts: &PrintOptions) -> String {
    let mut p = OpPrinter::new(ctx, m, *opts);
    for &op in &m.top {
        p.print_top_level(op);
    }
    p.finish()
}

/// Prints one op (with its regions), aliases first. Names are numbered from `op`.
pub fn print_op(ctx: &Context, m: &Module, op: Op, opts: &PrintOptions) -> String {
    let mut p = OpPrinter::new(ctx, m, *opts);
    p.print_top_level(op);
    p.finish()
}

/// `op` as upstream prints an op in a diagnostic: generic form, its results numbered from
/// `%0`, attributes written in place (no alias definitions), no trailing newline.
pub fn print_op_for_diagnostic(ctx: &Context, m: &Module, op: Op) -> String {
    let opts = PrintOptions {
        generic: true,
        debug_info: false,
    };
    let mut p = OpPrinter::new(ctx, m, opts);
    p.inline_aliases = true;
    p.print_top_level(op);
    let mut s = p.finish();
    s.truncate(s.trim_end().len());
    s
}

/// A type in its textual form (no aliases), e.g. for diagnostics.
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut s = String::new();
    attrs::AttrPrinter {
        ctx,
        out: &mut s,
        aliases: None,
    }
    .ty(t);
    s
}

/// An attribute in its textual form (no aliases), e.g. for diagnostics.
pub fn attr_to_string(ctx: &Context, a: Attr) -> String {
    let mut s = String::new();
    attrs::AttrPrinter {
        ctx,
        out: &mut s,
        aliases: None,
    }
    .attr(a, attrs::Elide::Never);
    s
}

//! MLIR text → IR: lexer, builtin types/attributes/affine maps, generic and custom op forms.
//!
//! The entry point is [`parse_source`]. Ops are parsed by one recursive-descent parser,
//! [`OpParser`], which is also the API that dialects use for their custom assembly forms
//! (modelled on upstream MLIR's `OpAsmParser`).
//!
//! # Writing a custom op parser
//!
//! A dialect's `syntax.rs` exposes
//! `pub fn parse(kind: OpKind, p: &mut OpParser<'_>, st: &mut OperationState) -> PResult<()>`,
//! called (through [`crate::dialect::parse_custom`]) after the result list (`%r:2 =`) and the
//! op name have been consumed. It fills the [`OperationState`]: operands (resolved
//! [`Value`]s), result types, inherent attributes (`props`), discardable attributes
//! (`attrs`), successors and regions. It must *not* parse the trailing `loc(...)`: the
//! driver does that. On return the driver checks that the number of result types matches
//! the number of result names (`p.num_results()`), creates the op, attaches the regions in
//! order and defines the result names.
//!
//! The toolkit, by group (all on [`OpParser`]):
//!
//! - **Tokens**: `peek_punct("(")`, `parse_optional_punct(",") -> bool`,
//!   `parse_punct(":")` (error `expected ':'`), `peek_keyword("to")`,
//!   `parse_optional_keyword("step") -> bool`, `parse_keyword("to")`,
//!   `peek_bare_id()`, `parse_optional_bare_id()`, `parse_bare_id()` (returning `&'a str`
//!   slices of the source), `parse_keyword_or_string()`.
//! - **Literals**: `parse_integer()`, `parse_optional_integer()`, `parse_float()`,
//!   `parse_string()`, `parse_optional_string()`.
//! - **Types**: `parse_type()`, `parse_optional_type()`, `parse_colon_type()`,
//!   `parse_colon_type_list()`, `parse_type_list()`, `parse_optional_arrow_type_list()`,
//!   `parse_function_type()`.
//! - **Attributes**: `parse_attribute(Option<Type>)`, `parse_optional_attribute(..)`,
//!   `parse_optional_attr_dict(&mut st.attrs)`,
//!   `parse_optional_attr_dict_with_keyword(&mut st.attrs)` (`attributes {..}`),
//!   `parse_symbol_name()` (`@f`), `parse_optional_symbol_name()`,
//!   `parse_optional_location()`.
//! - **Operands**: `parse_operand()` → [`UnresolvedOperand`] (`%x`, `%x#2`, with its
//!   position), `parse_optional_operand()`, `parse_operand_list(Delimiter)`,
//!   `resolve_operand(&u, ty)`, `resolve_operands(&us, &tys, pos, &mut out)`,
//!   `resolve_operands_same(&us, ty, &mut out)`.
//! - **Arguments and regions**: `parse_argument(allow_type, allow_attrs)` → [`Argument`]
//!   (`%x : type {attrs} loc(..)`), `parse_optional_argument(..)`,
//!   `parse_argument_list(Delimiter, allow_type, allow_attrs)`,
//!   `parse_region(&args, enable_name_shadowing)` → a *detached* [`Region`] (push it onto
//!   `st.regions`), `parse_optional_region(..)`, `ensure_terminator(region, OpKind, loc)`.
//! - **Successors**: `parse_successor()` (`^bb1`), `parse_optional_successor()`,
//!   `parse_successor_and_use_list(&mut operands)` (`^bb1(%a : i32)`).
//! - **Affine**: `parse_affine_map_of_ssa_ids(Delimiter)` (`[%i + 1, symbol(%n)]` →
//!   `(AffineMap, operands)`, dims first then symbols, as upstream),
//!   `parse_dim_and_symbol_list()` (`(%a)[%s]`), `parse_affine_bound(is_lower)` (affine.for
//!   bounds: `max #map(%a)[%s]`, constants, a single SSA id), `parse_integer_set_ref()`
//!   (`#set(%i)[%N]` or an inline `affine_set<..>(..)`).
//! - **Context and errors**: `ctx()`, `module()`, `parts()`, `options()`, `ident("name")`,
//!   `current_pos()`, `name_pos()` (the op name), `op_kind()`, `num_results()`,
//!   `error_at(pos, msg)`, `error_here(msg)`, `error_with_note(..)`, `loc_attr(pos)`,
//!   `index_type()`.
//! - **Building the state**: `set_prop(st, "name", attr)`, `set_attr(st, "name", attr)`,
//!   `i32_array_attr(&[..])` (for `operandSegmentSizes`), `capture_angle_body()` (the raw
//!   text of a balanced `<...>`, e.g. for `fastmath<fast>`).
//!
//! After a custom parser returns, the driver moves attributes whose names are inherent to
//! the op ([`OpKind::is_inherent`]) from `attrs` to `props`, fills absent properties that
//! have upstream defaults ([`OpKind::default_props`]: `fastmath`, `overflowFlags`,
//! `nontemporal`), and sorts both lists by name.
//!
//! # Legacy spellings
//!
//! Old op names (`addf`, `constant`, `alloc`, `br`, `std.*`, `loop.for`, ...) are upgraded
//! through the single table in `parser/legacy.rs`; most keep their syntax and are parsed by the
//! modern custom parser.
//!
//! Errors are [`ParseError`]s (boxed [`Diagnostic`]s at the exact line:col); parsing stops at
//! the first one, as upstream does.

mod affine;
mod attrs;
mod core;
mod decimal;
mod elements;
pub(crate) mod legacy;
mod lexer;
mod ops;
#[cfg(test)]
mod tests;
mod types;

use crate::diag::{Diagnostic, Diagnostics};
use crate::dialect::OpKind;
use crate::ir::{Attr, Block, Context, Ident, Module, NamedAttr, Region, Type, Value};

pub use self::core::OpParser;

/// Options of [`parse_source`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ParseOptions {
    /// Accept operations of unregistered dialects (in generic form), as
    /// `mlir-opt --allow-unregistered-dialect`.
    pub allow_unregistered: bool,
}

/// A parse error: one diagnostic at the offending token. Boxed to keep `PResult` small.
pub type ParseError = Box<Diagnostic>;

/// The result type of every parsing function.
pub type PResult<T> = Result<T, ParseError>;

/// A position in the source text (a byte offset), like upstream's `SMLoc`. Turn it into a
/// location attribute with [`OpParser::loc_attr`] or into an error with
/// [`OpParser::error_at`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct SrcPos(pub u32);

/// An SSA use that has been parsed but not yet given a type: `%name` or `%name#number`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnresolvedOperand {
    /// The name, interned in the parser (compare with `==`, print with
    /// [`OpParser::operand_name`]).
    pub name: u32,
    /// The result number (`#n`), 0 when absent.
    pub number: u32,
    /// Where the use is.
    pub pos: SrcPos,
}

/// A region or function argument: `%x : type {attrs} loc(..)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Argument {
    /// The SSA name being defined (its `number` is always 0).
    pub ssa: UnresolvedOperand,
    /// The type (`None` when the list was parsed without types).
    pub ty: Option<Type>,
    /// The argument attribute dictionary (`AttrKind::Dictionary`), if any.
    pub attrs: Option<Attr>,
    /// An explicit `loc(...)`, if any.
    pub loc: Option<Attr>,
}

/// How a list is delimited, as upstream's `OpAsmParser::Delimiter`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delimiter {
    /// No delimiter: a possibly empty comma-separated list.
    None,
    /// `( ... )`, required.
    Paren,
    /// `[ ... ]`, required.
    Square,
    /// `< ... >`, required.
    LessGreater,
    /// `{ ... }`, required.
    Braces,
    /// `( ... )` if present.
    OptionalParen,
    /// `[ ... ]` if present.
    OptionalSquare,
    /// `< ... >` if present.
    OptionalLessGreater,
    /// `{ ... }` if present.
    OptionalBraces,
}

/// Everything a custom parser collects to build one op (upstream's `OperationState`).
#[derive(Debug, Clone)]
pub struct OperationState {
    /// The full op name.
    pub name: Ident,
    /// The registered kind (always `Some` for custom forms).
    pub kind: Option<OpKind>,
    /// Resolved operands, in upstream order.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Inherent attributes (properties).
    pub props: Vec<NamedAttr>,
    /// Discardable attributes.
    pub attrs: Vec<NamedAttr>,
    /// Successor blocks.
    pub successors: Vec<Block>,
    /// Detached regions (from [`OpParser::parse_region`]), attached in order.
    pub regions: Vec<Region>,
    /// The op location (`loc("file":line:col)` of the first token unless `loc(..)` follows).
    pub loc: Attr,
}

impl OperationState {
    /// Sets (or replaces) the inherent attribute `name`.
    pub fn set_prop(&mut self, name: Ident, value: Attr) {
        set_named(&mut self.props, name, value);
    }
    /// Sets (or replaces) the discardable attribute `name`.
    pub fn set_attr(&mut self, name: Ident, value: Attr) {
        set_named(&mut self.attrs, name, value);
    }
    /// The inherent or discardable attribute `name`, if set.
    pub fn get(&self, name: Ident) -> Option<Attr> {
        self.props
            .iter()
            .chain(self.attrs.iter())
            .find(|a| a.name == name)
            .map(|a| a.value)
    }
}

fn set_named(list: &mut Vec<NamedAttr>, name: Ident, value: Attr) {
    match list.iter_mut().find(|a| a.name == name) {
        Some(a) => a.value = value,
        None => list.push(NamedAttr { name, value }),
    }
}

/// Parses MLIR text into a module. Top-level ops that are not a single `builtin.module`
/// are wrapped in an implicit one; `Module::top` holds the module op.
pub fn parse_source(
    ctx: &mut Context,
    text: &str,
    file: &str,
    opts: &ParseOptions,
) -> Result<Module, Diagnostics> {
    let mut p = OpParser::new(ctx, text, file, *opts);
    p.parse_top_level().map_err(|e| Diagnostics(vec![*e]))
}

pub(crate) use attrs::float_to_bits;
pub(crate) use attrs::round_to_float_kind as round_float_to_kind;

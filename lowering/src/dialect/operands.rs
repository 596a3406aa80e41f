//! Named operands: the operand groups the op table declares (ODS's `ins` operands, by
//! upstream's names in snake case), and the typed views generated from them.
//!
//! An op whose table entry lists its operands, as
//!
//! ```text
//! MemRefLoad = "memref.load" [memref: One, indices: Variadic] => op(Read, Gpu::Kernel) ...
//! ```
//!
//! gets a view struct of the same name in [`view`](super::view): `view::MemRefLoad::new(ctx,
//! op)` checks that `op` is a `memref.load` and splits its operands into groups once, and
//! the methods `memref()` (a [`Value`]) and `indices()` (a slice) read them with no index
//! arithmetic. An `Optional` group reads as an `Option<Value>`.
//!
//! The groups are split as ODS splits them: an op with an `operandSegmentSizes` property
//! (`AttrSizedOperandSegments`) reads the sizes from it; any other op has at most one
//! variadic or optional group, which takes the operands the single groups leave. A view is
//! built on unverified IR too (the interpreter runs it, the printer prints it): sizes that
//! do not fit the operands are an [`OperandError`], never a panic.

use super::OpKind;
use crate::ir::{Context, OpData};

/// How many values an operand group holds (ODS's operand constraints).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one value.
    One,
    /// Zero or one value (`Optional<...>`).
    Optional,
    /// Any number of values (`Variadic<...>`).
    Variadic,
}

/// One declared operand group.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OperandDef {
    /// Upstream's name, in snake case (`lowerBound` is `lower_bound`).
    pub name: &'static str,
    /// How many values it holds.
    pub arity: Arity,
}

/// Why an op's operands do not split into its declared groups. The messages are those of
/// upstream's ODS-generated verifiers.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OperandError {
    /// The view was asked of another op.
    #[error("expected a '{}' op, found '{found}'", .expected.name())]
    WrongOp {
        /// The op the view is for.
        expected: OpKind,
        /// The op's name.
        found: String,
    },
    /// Fewer operands than the single groups need, or a different count when there is no
    /// variadic group (the messages of upstream's `ZeroOperands`, `OneOperand`,
    /// `NOperands` and `AtLeastNOperands` traits).
    #[error("{}", count_message(*.expected, *.variadic, *.found))]
    Count {
        /// The number of single groups.
        expected: usize,
        /// Whether more may follow.
        variadic: bool,
        /// The operand count.
        found: usize,
    },
    /// `operandSegmentSizes` is not a list of integers.
    #[error(
        "attribute 'operandSegmentSizes' failed to satisfy constraint: i32 dense array attribute"
    )]
    SegmentAttr,
    /// `operandSegmentSizes` has the wrong number of entries.
    #[error("'operandSegmentSizes' attribute for specifying operand segments must have {expected} elements, but got {found}")]
    SegmentLen {
        /// The number of groups.
        expected: usize,
        /// The number of entries.
        found: usize,
    },
    /// A negative segment size.
    #[error("'operandSegmentSizes' attribute cannot have negative elements")]
    NegativeSegment,
    /// The sizes do not add up to the operand count.
    #[error("operand count ({operands}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'")]
    SegmentTotal {
        /// The operand count.
        operands: usize,
        /// The sum of the sizes.
        total: i64,
    },
    /// A single or optional group with a size it cannot have.
    #[error("operand group starting at #{start} requires {} element, but found {found}", if *.optional { "0 or 1" } else { "1" })]
    GroupSize {
        /// Its first operand's position.
        start: usize,
        /// Whether the group is optional.
        optional: bool,
        /// Its size.
        found: usize,
    },
}

fn count_message(expected: usize, variadic: bool, found: usize) -> String {
    match (expected, variadic) {
        (0, false) => "requires zero operands".to_string(),
        (1, false) => "requires a single operand".to_string(),
        (k, false) => format!("expected {k} operands, but found {found}"),
        (k, true) => format!("expected {k} or more operands, but found {found}"),
    }
}

/// Splits the operands of `op`, which must be a `kind`, into the groups `kind` declares:
/// `out[i]` becomes the `(start, end)` of group `i`. Every range lies inside the operands,
/// and a `One` group's holds exactly one value, an `Optional` group's at most one.
pub(crate) fn split(
    ctx: &Context,
    op: &OpData,
    kind: OpKind,
    out: &mut [(u32, u32)],
) -> Result<(), OperandError> {
    if op.kind != Some(kind) {
        return Err(OperandError::WrongOp {
            expected: kind,
            found: ctx.ident_str(op.name).to_string(),
        });
    }
    let defs = kind.operand_defs().unwrap_or(&[]);
    debug_assert_eq!(defs.len(), out.len());
    let n = op.operands().len();
    let sizes = if kind.has_segment_sizes() {
        segment_sizes(ctx, op, defs.len(), n)?
    } else {
        fixed_sizes(defs, n)?
    };
    let mut at = 0usize;
    for ((d, &size), slot) in defs.iter().zip(&sizes).zip(out.iter_mut()) {
        let ok = match d.arity {
            Arity::One => size == 1,
            Arity::Optional => size <= 1,
            Arity::Variadic => true,
        };
        if !ok {
            return Err(OperandError::GroupSize {
                start: at,
                optional: d.arity == Arity::Optional,
                found: size,
            });
        }
        // The sizes add up to `n`, which the operand vector's length bounds.
        *slot = (at as u32, (at + size) as u32);
        at += size;
    }
    Ok(())
}

/// The group sizes of an op without `operandSegmentSizes`: one value per single group, the
/// rest to its variadic or optional group (the table has at most one).
fn fixed_sizes(defs: &[OperandDef], n: usize) -> Result<Vec<usize>, OperandError> {
    let singles = defs.iter().filter(|d| d.arity == Arity::One).count();
    let variadic = singles < defs.len();
    if n < singles || (!variadic && n != singles) {
        return Err(OperandError::Count {
            expected: singles,
            variadic,
            found: n,
        });
    }
    Ok(defs
        .iter()
        .map(|d| match d.arity {
            Arity::One => 1,
            Arity::Optional | Arity::Variadic => n - singles,
        })
        .collect())
}

/// The group sizes `operandSegmentSizes` gives, checked against the group and operand
/// counts. An absent attribute reads as all zeros (upstream's property default).
fn segment_sizes(
    ctx: &Context,
    op: &OpData,
    groups: usize,
    n: usize,
) -> Result<Vec<usize>, OperandError> {
    let Some(a) = op.get_attr_named(ctx, "operandSegmentSizes") else {
        if n != 0 {
            return Err(OperandError::SegmentTotal {
                operands: n,
                total: 0,
            });
        }
        return Ok(vec![0; groups]);
    };
    let sizes = crate::verify::check::int_list(ctx, a).ok_or(OperandError::SegmentAttr)?;
    if sizes.len() != groups {
        return Err(OperandError::SegmentLen {
            expected: groups,
            found: sizes.len(),
        });
    }
    let sizes = sizes
        .iter()
        .map(|&s| usize::try_from(s).map_err(|_| OperandError::NegativeSegment))
        .collect::<Result<Vec<usize>, _>>()?;
    let total = sizes.iter().try_fold(0usize, |a, &s| a.checked_add(s));
    if total != Some(n) {
        return Err(OperandError::SegmentTotal {
            operands: n,
            total: total.map_or(i64::MAX, |t| i64::try_from(t).unwrap_or(i64::MAX)),
        });
    }
    Ok(sizes)
}

/// The operand name an accessor's identifier stands for: `r#in` (upstream's `$in`, a
/// Rust keyword) is `in`.
pub(crate) const fn ident_name(ident: &'static str) -> &'static str {
    match ident.as_bytes() {
        [b'r', b'#', rest @ ..] => match core::str::from_utf8(rest) {
            Ok(name) => name,
            Err(_) => ident,
        },
        _ => ident,
    }
}

/// The position of `name` in `names` (at compile time, for the generated accessors).
pub(crate) const fn position(names: &[&str], name: &str) -> usize {
    let mut i = 0;
    while i < names.len() {
        if str_eq(names[i], name) {
            return i;
        }
        i += 1;
    }
    panic!("not an operand of the op")
}

const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The value type an accessor of a group of this arity returns.
macro_rules! group_type {
    (One) => { Value };
    (Optional) => { Option<Value> };
    (Variadic) => { &'a [Value] };
}

/// Reads a group of this arity from the operands (its range was checked by [`split`]).
macro_rules! group_get {
    (One, $ops:expr, $r:expr) => {
        $ops[$r.0 as usize]
    };
    (Optional, $ops:expr, $r:expr) => {
        $ops[$r.0 as usize..$r.1 as usize].first().copied()
    };
    (Variadic, $ops:expr, $r:expr) => {
        &$ops[$r.0 as usize..$r.1 as usize]
    };
}

/// The view struct of one op whose table entry declares its operands.
macro_rules! op_view {
    ($variant:ident $name:literal $($arg:ident $arity:ident)*) => {
        #[doc = concat!("The operands of a `", $name, "` by name (see [`crate::dialect::operands`]).")]
        #[derive(Debug, Clone, Copy)]
        pub struct $variant<'a> {
            operands: &'a [Value],
            groups: [(u32, u32); <$variant<'static>>::NAMES.len()],
        }

        impl<'a> $variant<'a> {
            /// The operand groups, in order.
            pub const NAMES: &'static [&'static str] = &[$(ident_name(stringify!($arg))),*];

            #[doc = concat!("The view of `op`, which must be a `", $name, "` whose operands fit its groups.")]
            pub fn new(ctx: &Context, op: &'a OpData) -> Result<Self, OperandError> {
                let mut groups = [(0u32, 0u32); <$variant<'static>>::NAMES.len()];
                split(ctx, op, OpKind::$variant, &mut groups)?;
                Ok(Self {
                    operands: op.operands(),
                    groups,
                })
            }

            $(
                #[doc = concat!("The `", stringify!($arg), "` operand group (", stringify!($arity), ").")]
                pub fn $arg(&self) -> group_type!($arity) {
                    const I: usize =
                        position(<$variant<'static>>::NAMES, ident_name(stringify!($arg)));
                    group_get!($arity, self.operands, self.groups[I])
                }
            )*
        }
    };
}
pub(crate) use {group_get, group_type, op_view};

#[cfg(test)]
mod tests {
    use super::super::{view, OpKind};
    use super::OperandError;
    use crate::ir::{Context, Module, Op};
    use crate::parser::{parse_source, ParseOptions};

    fn parse(ctx: &mut Context, src: &str) -> Module {
        let opts = ParseOptions {
            allow_unregistered: false,
        };
        match parse_source(ctx, src, "t.mlir", &opts) {
            Ok(m) => m,
            Err(e) => panic!("parse error: {:?}", e.0),
        }
    }

    fn find(m: &Module, kind: OpKind) -> Op {
        let mut found = None;
        for &t in &m.top {
            m.walk_pre(t, &mut |o| {
                if found.is_none() && m.op(o).kind == Some(kind) {
                    found = Some(o);
                }
            });
        }
        found.expect("op in the test input")
    }

    const SRC: &str = r#"
func.func @f(%m: memref<?x8xf32>, %v: vector<4xf32>, %b: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %m[%c0, %c1] : memref<?x8xf32>
  memref.store %x, %m[%c1, %c0] : memref<?x8xf32>
  %s = memref.subview %m[%c0, 2] [%n, 4] [1, 1] : memref<?x8xf32> to memref<?x4xf32, strided<[8, 1], offset: ?>>
  %a = memref.alloc(%n) : memref<?xf32>
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%c0, %c0], %pad : memref<?x8xf32>, vector<4xf32>
  %mask = vector.constant_mask [2] : vector<4xi1>
  vector.transfer_write %v, %m[%c1, %c0], %mask : vector<4xf32>, memref<?x8xf32>
  %t = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) {
    scf.yield %acc : f32
  }
  scf.if %b {
  }
  affine.for %j = 0 to %n {
    %y = affine.load %m[%j + 1, 3] : memref<?x8xf32>
    affine.store %y, %m[%j, 3] : memref<?x8xf32>
  }
  return
}
"#;

    #[test]
    fn views_name_the_operand_groups() {
        let mut ctx = Context::new();
        let m = parse(&mut ctx, SRC);
        let args = |o: Op| m.op(o).operands().to_vec();

        let load = find(&m, OpKind::MemRefLoad);
        let v = view::MemRefLoad::new(&ctx, m.op(load)).unwrap();
        assert_eq!(v.memref(), args(load)[0]);
        assert_eq!(v.indices(), &args(load)[1..]);

        let store = find(&m, OpKind::MemRefStore);
        let v = view::MemRefStore::new(&ctx, m.op(store)).unwrap();
        assert_eq!((v.value(), v.memref()), (args(store)[0], args(store)[1]));
        assert_eq!(v.indices().len(), 2);

        // Segments read from `operandSegmentSizes`.
        let sub = find(&m, OpKind::MemRefSubView);
        let v = view::MemRefSubView::new(&ctx, m.op(sub)).unwrap();
        assert_eq!(v.source(), args(sub)[0]);
        assert_eq!(v.offsets(), &args(sub)[1..2]);
        assert_eq!(v.sizes(), &args(sub)[2..3]);
        assert!(v.strides().is_empty());
        let alloc = find(&m, OpKind::MemRefAlloc);
        let v = view::MemRefAlloc::new(&ctx, m.op(alloc)).unwrap();
        assert_eq!((v.dynamic_sizes().len(), v.symbol_operands().len()), (1, 0));

        // Optional groups.
        let read = find(&m, OpKind::VectorTransferRead);
        let v = view::VectorTransferRead::new(&ctx, m.op(read)).unwrap();
        assert_eq!(v.base(), args(read)[0]);
        assert_eq!(v.indices(), &args(read)[1..3]);
        assert_eq!(v.padding(), args(read)[3]);
        assert_eq!(v.mask(), None);
        let write = find(&m, OpKind::VectorTransferWrite);
        let v = view::VectorTransferWrite::new(&ctx, m.op(write)).unwrap();
        assert_eq!(v.value_to_store(), args(write)[0]);
        assert_eq!(v.mask(), Some(args(write)[4]));

        let f = find(&m, OpKind::ScfFor);
        let v = view::ScfFor::new(&ctx, m.op(f)).unwrap();
        let a = args(f);
        assert_eq!(
            (v.lower_bound(), v.upper_bound(), v.step()),
            (a[0], a[1], a[2])
        );
        assert_eq!(v.init_args(), &a[3..]);
        let i = find(&m, OpKind::ScfIf);
        assert_eq!(
            view::ScfIf::new(&ctx, m.op(i)).unwrap().condition(),
            args(i)[0]
        );

        let af = find(&m, OpKind::AffineFor);
        let v = view::AffineFor::new(&ctx, m.op(af)).unwrap();
        assert!(v.lower_bound_operands().is_empty());
        assert_eq!(v.upper_bound_operands(), &args(af)[..]);
        let al = find(&m, OpKind::AffineLoad);
        let v = view::AffineLoad::new(&ctx, m.op(al)).unwrap();
        assert_eq!(v.indices().len(), 1);

        // A view of another op is an error, not a panic.
        assert!(matches!(
            view::MemRefStore::new(&ctx, m.op(load)),
            Err(OperandError::WrongOp { .. })
        ));
    }

    #[test]
    fn views_of_more_ops() {
        let mut ctx = Context::new();
        let m = parse(
            &mut ctx,
            r#"
func.func @f(%m: memref<16xf32>, %iv: vector<4xi32>, %mk: vector<4xi1>, %pt: vector<4xf32>,
             %b: i1, %x: f32, %y: f32, %i: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = arith.select %b, %x, %y : f32
  %e = arith.extf %x : f32 to f64
  %g = vector.gather %m[%c0][%iv], %mk, %pt : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %ml = vector.maskedload %m[%c1], %mk, %pt : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %ex = vector.extract %pt[%n] : f32 from vector<4xf32>
  %in = vector.insert %x, %pt [%n] : f32 into vector<4xf32>
  scf.parallel (%a, %a2) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    scf.reduce
  }
  cf.switch %i : i32, [
    default: ^bb1(%x : f32),
    5: ^bb1(%y : f32)
  ]
^bb1(%z: f32):
  return
}
"#,
        );
        let args = |o: Op| m.op(o).operands().to_vec();
        let sel = find(&m, OpKind::ArithSelect);
        let v = view::ArithSelect::new(&ctx, m.op(sel)).unwrap();
        let a = args(sel);
        assert_eq!(
            (v.condition(), v.true_value(), v.false_value()),
            (a[0], a[1], a[2])
        );
        // `$in` is a Rust keyword: the accessor is `r#in`, the name `in`.
        let ext = find(&m, OpKind::ArithExtF);
        assert_eq!(view::ArithExtF::NAMES, &["in"]);
        assert_eq!(OpKind::ArithExtF.operand_defs().unwrap()[0].name, "in");
        assert_eq!(
            view::ArithExtF::new(&ctx, m.op(ext)).unwrap().r#in(),
            args(ext)[0]
        );

        let g = find(&m, OpKind::VectorGather);
        let v = view::VectorGather::new(&ctx, m.op(g)).unwrap();
        let a = args(g);
        assert_eq!((v.base(), v.offsets(), v.indices()), (a[0], &a[1..2], a[2]));
        assert_eq!((v.mask(), v.pass_thru()), (a[3], a[4]));
        let ml = find(&m, OpKind::VectorMaskedLoad);
        let v = view::VectorMaskedLoad::new(&ctx, m.op(ml)).unwrap();
        assert_eq!(
            (v.indices().len(), v.mask(), v.pass_thru()),
            (1, a[3], a[4])
        );
        let ex = find(&m, OpKind::VectorExtract);
        let v = view::VectorExtract::new(&ctx, m.op(ex)).unwrap();
        assert_eq!((v.source(), v.dynamic_position()), (a[4], &args(ex)[1..]));
        let ins = find(&m, OpKind::VectorInsert);
        let v = view::VectorInsert::new(&ctx, m.op(ins)).unwrap();
        assert_eq!((v.value_to_store(), v.dest()), (args(ins)[0], a[4]));
        assert_eq!(v.dynamic_position().len(), 1);

        let p = find(&m, OpKind::ScfParallel);
        let v = view::ScfParallel::new(&ctx, m.op(p)).unwrap();
        let a = args(p);
        assert_eq!((v.lower_bound(), v.upper_bound()), (&a[0..2], &a[2..4]));
        assert_eq!((v.step(), v.init_vals()), (&a[4..6], &[][..]));
        let sw = find(&m, OpKind::CfSwitch);
        let v = view::CfSwitch::new(&ctx, m.op(sw)).unwrap();
        let a = args(sw);
        assert_eq!(v.flag(), a[0]);
        assert_eq!(
            (v.default_operands(), v.case_operands()),
            (&a[1..2], &a[2..3])
        );
    }

    #[test]
    fn bad_operands_are_errors() {
        let mut ctx = Context::new();
        // Generic form, which the parser takes unverified.
        let m = parse(
            &mut ctx,
            r#"
func.func @f(%m: memref<8xf32>, %c: index, %p: f32) {
  %x = "memref.load"() : () -> f32
  %s = "memref.subview"(%m, %c) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xf32>, index) -> memref<4xf32>
  %r = "vector.transfer_read"(%m, %c, %p, %p, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 2>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<8xf32>, index, f32, f32, f32) -> vector<4xf32>
  "scf.if"(%c, %c) ({}, {}) : (index, index) -> ()
  return
}
"#,
        );
        let load = find(&m, OpKind::MemRefLoad);
        let e = view::MemRefLoad::new(&ctx, m.op(load)).unwrap_err();
        assert_eq!(e.to_string(), "expected 1 or more operands, but found 0");
        let sub = find(&m, OpKind::MemRefSubView);
        let e = view::MemRefSubView::new(&ctx, m.op(sub)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'"
        );
        let read = find(&m, OpKind::VectorTransferRead);
        let e = view::VectorTransferRead::new(&ctx, m.op(read)).unwrap_err();
        assert_eq!(
            e.to_string(),
            "operand group starting at #3 requires 0 or 1 element, but found 2"
        );
        let i = find(&m, OpKind::ScfIf);
        let e = view::ScfIf::new(&ctx, m.op(i)).unwrap_err();
        assert_eq!(e.to_string(), "requires a single operand");
    }
}

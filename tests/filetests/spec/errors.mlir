// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect --verify-diagnostics

// The examples the spec documents themselves call errors (../shared/spec): each is
// rejected, with upstream's diagnostic. The other examples judged invalid are listed in
// INVALID.md.

// 000 l.103 and 004 l.1406: `42 : f32  // Error: expected integer type`.
// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"test.use"() {a = 42 : f32} : () -> ()

// -----

// 000 l.787, 002 l.257 and 004 l.1141: `vector<0x42xi32>` reads as a 0x42 shape, and a
// vector has no zero sizes.
// expected-error@+1 {{vector types must have positive constant sizes}}
func.func private @zero_vector(vector<0x42xi32>)

// -----

// 001 l.380, 002 l.1489, 003 l.731 and 004 l.647: `!foo.something<a%%123^^^>>>` is not
// valid in the pretty form (unbalanced `>`); the verbose `!foo<"...">` form is needed.
// expected-error@+1 {{expected ')'}}
func.func private @pretty_unbalanced(!foo.something<a%%123^^^>>>)

// -----

// 001 l.436, 003 l.839 and 004 l.1236: the attribute form, `#foo.something<a%%123^^^>>>`.
// expected-error@+1 {{in attribute dictionary}}
"test.use"() {a = #foo.something<a%%123^^^>>>} : () -> ()

//! Printer unit tests: custom forms, generic form, names, aliases, and the print → parse →
//! print fixpoint in both forms.

use crate::ir::Context;
use crate::parser::{parse_source, ParseOptions};
use crate::printer::{print_module, PrintOptions};

fn parse(ctx: &mut Context, src: &str) -> crate::ir::Module {
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    match parse_source(ctx, src, "t.mlir", &opts) {
        Ok(m) => m,
        Err(e) => panic!("parse failed: {:?}\n{src}", e.0),
    }
}

fn print(src: &str, generic: bool) -> String {
    let mut ctx = Context::new();
    let m = parse(&mut ctx, src);
    print_module(
        &ctx,
        &m,
        &PrintOptions {
            generic,
            debug_info: false,
        },
    )
}

/// Checks the fixpoints: custom → custom, generic → generic, generic → custom.
fn check_fixpoint(src: &str) -> String {
    let c1 = print(src, false);
    let c2 = print(&c1, false);
    assert_eq!(c1, c2, "custom form is not a fixpoint");
    let g1 = print(src, true);
    let g2 = print(&g1, true);
    assert_eq!(g1, g2, "generic form is not a fixpoint");
    let c3 = print(&g1, false);
    assert_eq!(c1, c3, "generic → custom differs");
    let g3 = print(&c1, true);
    assert_eq!(g1, g3, "custom → generic differs");
    c1
}

const ARITH: &str = r#"
func.func @arith(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<4xf32>, %c: i1, %vc: vector<4xi1>, %i: index) -> (i32, f32) {
  %c0 = arith.constant 0 : index
  %c42 = arith.constant 42 : i32
  %big = arith.constant 42 : i64
  %t = arith.constant true
  %f = arith.constant 1.5 : f32
  %d = arith.constant 2.0 : f64
  %dv = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %s = arith.constant dense<0.0> : vector<4xf32>
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b overflow<nsw> : i32
  %2 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.ceildivsi %a, %b : i32
  %6 = arith.floordivsi %a, %b : i32
  %7 = arith.remsi %a, %b : i32
  %8 = arith.remui %a, %b : i32
  %9 = arith.minsi %a, %b : i32
  %10 = arith.maxui %a, %b : i32
  %11 = arith.andi %a, %b : i32
  %12 = arith.ori %a, %b : i32
  %13 = arith.xori %a, %b : i32
  %14 = arith.shli %a, %b : i32
  %15 = arith.shrsi %a, %b : i32
  %16 = arith.shrui %a, %b : i32
  %17 = arith.addf %x, %y : f32
  %18 = arith.subf %x, %y fastmath<fast> : f32
  %19 = arith.mulf %v, %v fastmath<nnan,ninf> : vector<4xf32>
  %20 = arith.divf %x, %y : f32
  %21 = arith.remf %x, %y : f32
  %22 = arith.maximumf %x, %y : f32
  %23 = arith.minnumf %x, %y : f32
  %24 = arith.negf %x : f32
  %25 = arith.cmpi slt, %a, %b : i32
  %26 = arith.cmpf olt, %x, %y : f32
  %27 = arith.cmpf une, %v, %v fastmath<fast> : vector<4xf32>
  %28 = arith.select %c, %a, %b : i32
  %29 = arith.select %vc, %v, %dv : vector<4xi1>, vector<4xf32>
  %30 = arith.index_cast %i : index to i32
  %31 = arith.sitofp %a : i32 to f32
  %32 = arith.fptosi %x : f32 to i32
  %33 = arith.extf %x : f32 to f64
  %34 = arith.truncf %d : f64 to f32
  %35 = arith.extsi %a : i32 to i64
  %36 = arith.trunci %a : i32 to i8
  %37 = arith.bitcast %x : f32 to i32
  %38 = arith.uitofp %a : i32 to f32
  %39 = arith.index_castui %i : index to i64
  %40 = arith.cmpi eq, %vc, %vc : vector<4xi1>
  return %0, %17 : i32, f32
}
"#;

#[test]
fn arith_custom_forms() {
    let out = check_fixpoint(ARITH);
    for line in [
        "%c0 = arith.constant 0 : index",
        "%c42_i32 = arith.constant 42 : i32",
        "%c42_i64 = arith.constant 42 : i64",
        "%true = arith.constant true",
        "%cst = arith.constant 1.500000e+00 : f32",
        "%cst_0 = arith.constant 2.000000e+00 : f64",
        "%cst_1 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>",
        "%cst_2 = arith.constant dense<0.000000e+00> : vector<4xf32>",
        "%0 = arith.addi %arg0, %arg1 : i32",
        "%1 = arith.subi %arg0, %arg1 overflow<nsw> : i32",
        "%2 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32",
        "%18 = arith.subf %arg2, %arg3 fastmath<fast> : f32",
        "%19 = arith.mulf %arg4, %arg4 fastmath<nnan,ninf> : vector<4xf32>",
        "%24 = arith.negf %arg2 : f32",
        "%25 = arith.cmpi slt, %arg0, %arg1 : i32",
        "%27 = arith.cmpf une, %arg4, %arg4 fastmath<fast> : vector<4xf32>",
        "%28 = arith.select %arg5, %arg0, %arg1 : i32",
        "%29 = arith.select %arg6, %arg4, %cst_1 : vector<4xi1>, vector<4xf32>",
        "%30 = arith.index_cast %arg7 : index to i32",
        "%40 = arith.cmpi eq, %arg6, %arg6 : vector<4xi1>",
        "return %0, %17 : i32, f32",
    ] {
        assert!(out.contains(&format!("    {line}\n")), "missing `{line}` in\n{out}");
    }
    let g = print(ARITH, true);
    assert!(g.contains(r#""arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32"#), "{g}");
    assert!(
        g.contains(r#""arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1"#),
        "{g}"
    );
    assert!(
        g.contains(r#""arith.constant"() <{value = 42 : i32}> : () -> i32"#),
        "{g}"
    );
    assert!(
        g.contains(
            r#""arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32"#
        ),
        "{g}"
    );
}

const FUNC: &str = r#"
func.func private @ext(i32, f32 {test.a}) -> (i32 {test.r = 1 : i32}, f32)
func.func @callee(%arg0: i32 {test.x}) -> i32 attributes {test.fn} {
  return %arg0 : i32
}
func.func nested @noret() {
  return
}
func.func @caller(%a: i32) -> (i32, f32) {
  %0 = call @callee(%a) : (i32) -> i32
  %1:2 = func.call @ext(%0, %x) {test.call} : (i32, f32) -> (i32, f32)
  %f = func.constant @callee : (i32) -> i32
  %2 = func.call_indirect %f(%1#0) : (i32) -> i32
  %x = "test.f"() : () -> f32
  return %2, %1#1 : i32, f32
}
"#;

#[test]
fn func_custom_forms() {
    let out = check_fixpoint(FUNC);
    let want = r#"module {
  func.func private @ext(i32, f32 {test.a}) -> (i32 {test.r = 1 : i32}, f32)
  func.func @callee(%arg0: i32 {test.x}) -> i32 attributes {test.fn} {
    return %arg0 : i32
  }
  func.func nested @noret() {
    return
  }
  func.func @caller(%arg0: i32) -> (i32, f32) {
    %0 = call @callee(%arg0) : (i32) -> i32
    %1:2 = call @ext(%0, %3) {test.call} : (i32, f32) -> (i32, f32)
    %f = constant @callee : (i32) -> i32
    %2 = call_indirect %f(%1#0) : (i32) -> i32
    %3 = "test.f"() : () -> f32
    return %2, %1#1 : i32, f32
  }
}
"#;
    // `func.constant` names its result `%f` (upstream's `getAsmResultNames`).
    assert_eq!(out, want);
    let g = print(FUNC, true);
    assert!(g.contains(r#""func.func"() <{arg_attrs = [{}, {test.a}], function_type = (i32, f32) -> (i32, f32), res_attrs = [{test.r = 1 : i32}, {}], sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> ()"#), "{g}");
}

const CF: &str = r#"
func.func @cf(%c: i1, %a: i32, %f: i32) -> i32 {
  cf.assert %c, "must hold"
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x, %x : i32, i32)
^bb2:
  cf.switch %f : i32, [
    default: ^bb3(%a, %a : i32, i32),
    42: ^bb1(%f : i32),
    -3: ^bb2
  ]
^bb3(%p: i32, %q: i32):
  return %p : i32
}
"#;

#[test]
fn cf_custom_forms() {
    let out = check_fixpoint(CF);
    let want = r#"module {
  func.func @cf(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    cf.assert %arg0, "must hold"
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
    cf.br ^bb3(%0, %0 : i32, i32)
  ^bb2:  // 2 preds: ^bb0, ^bb2
    cf.switch %arg2 : i32, [
      default: ^bb3(%arg1, %arg1 : i32, i32),
      42: ^bb1(%arg2 : i32),
      -3: ^bb2
    ]
  ^bb3(%1: i32, %2: i32):  // 2 preds: ^bb1, ^bb2
    return %1 : i32
  }
}
"#;
    assert_eq!(out, want);
    let g = print(CF, true);
    assert!(g.contains(r#""cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()"#), "{g}");
    assert!(g.contains(r#"<{case_operand_segments = array<i32: 1, 0>, case_values = dense<[42, -3]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 2, 1>}>"#), "{g}");
}

const MATH: &str = r#"
func.func @math(%x: f32, %y: f32, %z: f32, %i: i32, %v: vector<4xf32>) {
  %0 = math.sqrt %x : f32
  %1 = math.exp %v fastmath<fast> : vector<4xf32>
  %2 = math.powf %x, %y : f32
  %3 = math.fma %x, %y, %z : f32
  %4 = math.absi %i : i32
  %5 = math.atan2 %x, %y : f32
  %6 = math.copysign %x, %y : f32
  %7 = math.floor %x : f32
  return
}
"#;

#[test]
fn math_custom_forms() {
    let out = check_fixpoint(MATH);
    for line in [
        "%0 = math.sqrt %arg0 : f32",
        "%1 = math.exp %arg4 fastmath<fast> : vector<4xf32>",
        "%2 = math.powf %arg0, %arg1 : f32",
        "%3 = math.fma %arg0, %arg1, %arg2 : f32",
        "%4 = math.absi %arg3 : i32",
    ] {
        assert!(out.contains(line), "missing `{line}` in\n{out}");
    }
}

#[test]
fn builtin_custom_forms() {
    let src = r#"
module @outer attributes {test.a = 1 : i32} {
  module {
    func.func @f(%a: i32) -> f32 {
      %0 = builtin.unrealized_conversion_cast %a : i32 to f32
      %1:2 = builtin.unrealized_conversion_cast %a, %0 : i32, f32 to i64, i8
      return %0 : f32
    }
  }
}
"#;
    let out = check_fixpoint(src);
    assert!(
        out.starts_with("module @outer attributes {test.a = 1 : i32} {\n  module {\n"),
        "{out}"
    );
    assert!(
        out.contains("%0 = builtin.unrealized_conversion_cast %arg0 : i32 to f32"),
        "{out}"
    );
    assert!(
        out.contains("%1:2 = builtin.unrealized_conversion_cast %arg0, %0 : i32, f32 to i64, i8"),
        "{out}"
    );
}

#[test]
fn generic_only_ops_round_trip() {
    // Registered ops whose custom forms live elsewhere round-trip in generic form.
    let src = r#"
#map = affine_map<(d0) -> (d0)>
#set = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)>
func.func @g(%m: memref<4xf32>, %n: index) {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (4)>}> ({
  ^bb0(%i: index):
    %v = "affine.load"(%m, %i) <{map = #map}> : (memref<4xf32>, index) -> f32
    "affine.if"(%i, %n) <{condition = #set}> ({
      "affine.yield"() : () -> ()
    }, {
    }) : (index, index) -> ()
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
"#;
    let g = print(src, true);
    assert_eq!(print(&g, true), g);
    // `s0 - d0 - 1` is built as upstream's parser builds it (`operator+` moves the
    // symbolic operand right): `-d0 + s0 - 1`.
    assert!(g.starts_with("#map = affine_map<() -> (0)>\n#map1 = affine_map<() -> (4)>\n#map2 = affine_map<(d0) -> (d0)>\n#set = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0)>\n"), "{g}");
}

#[test]
fn legacy_spellings_are_upgraded() {
    let src = r#"
func @legacy(%a: i32, %b: i32, %x: f32, %m: memref<4x?xf32>) -> i32 {
  %c = constant 1 : i32
  %fc = constant @legacy : (i32, i32, f32, memref<4x?xf32>) -> i32
  %0 = addi %a, %c : i32
  %1 = std.muli %0, %b : i32
  %2 = divis %1, %b : i32
  %3 = remiu %2, %b : i32
  %4 = and %3, %a : i32
  %5 = cmpi "slt", %4, %a : i32
  %6 = select %5, %4, %a : i32
  %7 = addf %x, %x : f32
  %8 = sitofp %6 : i32 to f32
  %d = dim %m, 1 : memref<4x?xf32>
  %9 = index_cast %d : index to i32
  %mc = memref_cast %m : memref<4x?xf32> -> memref<?x?xf32>
  %e = exp %x : f32
  cond_br %5, ^bb1, ^bb2(%9 : i32)
^bb1:
  br ^bb2(%6 : i32)
^bb2(%r: i32):
  %s = "std.addi"(%r, %r) : (i32, i32) -> i32
  return %s : i32
}
"#;
    let g = print(src, true);
    for frag in [
        r#""arith.constant"() <{value = 1 : i32}> : () -> i32"#,
        r#""func.constant"() <{value = @legacy}>"#,
        r#""arith.muli"("#,
        r#""arith.divsi"("#,
        r#""arith.remui"("#,
        r#""arith.andi"("#,
        r#""arith.cmpi"(%6, %arg0) <{predicate = 2 : i64}>"#,
        r#""arith.select"("#,
        r#""arith.sitofp"("#,
        r#""arith.constant"() <{value = 1 : index}> : () -> index"#,
        r#""memref.dim"(%arg3, %11) : (memref<4x?xf32>, index) -> index"#,
        r#""arith.addi"(%16, %16) <{overflowFlags = #arith.overflow<none>}>"#,
        r#""memref.cast"(%arg3) : (memref<4x?xf32>) -> memref<?x?xf32>"#,
        r#""math.exp"("#,
        r#""cf.cond_br"("#,
        r#""cf.br"("#,
        r#""func.return""#,
        r#""func.func"()"#,
    ] {
        assert!(g.contains(frag), "missing `{frag}` in\n{g}");
    }
    assert_eq!(print(&g, true), g);
}

#[test]
fn legacy_2019_example_upgrades_to_modern_dialects() {
    // The multiply example of the 2019 specification, plus other old spellings.
    let src = r#"
#layout = (d0, d1)[s0] -> (d0 * s0 + d1)
!t = type f32
func @multiply(%A: memref<100x?xf32>, %B: memref<?x50xf32>) -> (memref<100x50xf32>) {
  %n = dim %A, 1 : memref<100x?xf32>
  %C = alloc() : memref<100x50xf32>
  affine.for %i = 0 to 100 {
    affine.for %k = 0 to %n {
      %a_v = load %A[%i, %k] : memref<100x?xf32>
      %sum = addf %a_v, %a_v : !t
      store %sum, %C[%i, %k] : memref<100x50xf32>
    }
  }
  return %C : memref<100x50xf32>
}
func @mul(%C_m: memref<100x50xf32>, %L: memref<4x4xf32, #layout>) -> tensor<100x50xf32> {
  %C = tensor_load %C_m : memref<100x50xf32>
  %c0 = constant 0 : index
  %e = extract_element %C[%c0, %c0] : tensor<100x50xf32>
  %u = memref_cast %C_m : memref<100x50xf32> -> memref<*xf32>
  return %C : tensor<100x50xf32>
}
func @extern(f32, i32) -> i1
"#;
    let out = check_fixpoint(src);
    for frag in [
        "#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>\nmodule {",
        "func.func @multiply(%arg0: memref<100x?xf32>, %arg1: memref<?x50xf32>) -> memref<100x50xf32> {",
        "%c1 = arith.constant 1 : index\n    %dim = memref.dim %arg0, %c1 : memref<100x?xf32>",
        "%alloc = memref.alloc() : memref<100x50xf32>",
        "memref.load %arg0[",
        "arith.addf %",
        "memref.store %",
        "%0 = bufferization.to_tensor %arg0 : memref<100x50xf32> to tensor<100x50xf32>",
        "%extracted = tensor.extract %0[%c0, %c0] : tensor<100x50xf32>",
        "%cast = memref.cast %arg0 : memref<100x50xf32> to memref<*xf32>",
        "func.func @mul(%arg0: memref<100x50xf32>, %arg1: memref<4x4xf32, #map>) -> tensor<100x50xf32> {",
        "func.func private @extern(f32, i32) -> i1",
    ] {
        assert!(out.contains(frag), "missing `{frag}` in\n{out}");
    }
}

#[test]
fn debug_info_and_generic_flags() {
    let src = "func.func @f() {\n  return loc(\"a.c\":3:4)\n} loc(\"a.c\":1:1)\n";
    let mut ctx = Context::new();
    let m = parse(&mut ctx, src);
    let out = print_module(
        &ctx,
        &m,
        &PrintOptions {
            generic: false,
            debug_info: true,
        },
    );
    assert_eq!(
        out,
        "module {\n  func.func @f() {\n    return loc(\"a.c\":3:4)\n  } loc(\"a.c\":1:1)\n} loc(\"t.mlir\":0:0)\n"
    );
    let out = print_module(
        &ctx,
        &m,
        &PrintOptions {
            generic: true,
            debug_info: true,
        },
    );
    let again = {
        let mut c2 = Context::new();
        let m2 = parse(&mut c2, &out);
        print_module(
            &c2,
            &m2,
            &PrintOptions {
                generic: true,
                debug_info: true,
            },
        )
    };
    assert_eq!(out, again);
}

#[test]
fn names_follow_upstream_numbering() {
    // Nested regions continue after their parent region; siblings reuse names.
    let src = r#"
func.func @f(%n: i32) {
  %0 = "test.a"() : () -> i32
  "test.r"() ({
  ^bb0(%i: i32):
    %1 = "test.b"() : () -> i32
    "test.end"() : () -> ()
  }, {
  ^bb0(%j: i32):
    %2 = "test.b"() : () -> i32
    "test.end"() : () -> ()
  }) : () -> ()
  %3 = "test.c"() : () -> i32
  return
}
"#;
    let out = print(src, false);
    assert!(out.contains("%0 = \"test.a\"()"), "{out}");
    assert!(
        out.contains("^bb0(%arg1: i32):\n      %2 = \"test.b\"()"),
        "{out}"
    );
    assert!(
        out.contains("^bb0(%arg1: i32):\n      %2 = \"test.b\"()"),
        "{out}"
    );
    assert!(out.contains("%1 = \"test.c\"()"), "{out}");
}

/// Builds a module with `n` arithmetic ops in straight-line functions.
pub(crate) fn generated_module(n: usize) -> String {
    use std::fmt::Write;
    let mut s = String::from("#map = affine_map<(d0) -> (d0 + 1)>\n");
    let per_func = 1000;
    let mut done = 0;
    let mut f = 0;
    while done < n {
        let _ = writeln!(
            s,
            "func.func @f{f}(%a: i32, %x: f32, %m: memref<16xf32, #map>) -> i32 {{"
        );
        let _ = writeln!(s, "  %v0 = arith.constant {f} : i32");
        let mut last = "%v0".to_string();
        let k = per_func.min(n - done);
        for i in 1..k {
            let op = match i % 4 {
                0 => format!("%v{i} = arith.addi {last}, %a : i32"),
                1 => format!("%v{i} = arith.muli {last}, {last} : i32"),
                2 => format!("%v{i} = \"test.op\"({last}) {{k = {i} : i64}} : (i32) -> i32"),
                _ => {
                    let _ = writeln!(s, "  %c{i} = arith.cmpi slt, {last}, %a : i32");
                    format!("%v{i} = arith.select %c{i}, {last}, %a : i32")
                }
            };
            let _ = writeln!(s, "  {op}");
            last = format!("%v{i}");
        }
        let _ = writeln!(s, "  return {last} : i32\n}}");
        done += k;
        f += 1;
    }
    s
}

#[test]
fn large_generated_module_round_trips() {
    let src = generated_module(20_000);
    let mut ctx = Context::new();
    let m = parse(&mut ctx, &src);
    let count = {
        let mut n = 0;
        m.walk_pre(m.top[0], &mut |_| n += 1);
        n
    };
    assert!(count > 20_000, "only {count} ops");
    let out = print_module(&ctx, &m, &PrintOptions::default());
    let mut ctx2 = Context::new();
    let m2 = parse(&mut ctx2, &out);
    assert_eq!(print_module(&ctx2, &m2, &PrintOptions::default()), out);
    let g = print_module(
        &ctx,
        &m,
        &PrintOptions {
            generic: true,
            debug_info: false,
        },
    );
    let mut ctx3 = Context::new();
    let m3 = parse(&mut ctx3, &g);
    assert_eq!(print_module(&ctx3, &m3, &PrintOptions::default()), out);
}

/// Throughput probe: `cargo test --release -p tessera-lowering -- --ignored perf_probe
/// --nocapture` prints parse and print times for a module of about a million ops.
#[test]
#[ignore]
fn perf_probe() {
    let src = generated_module(1_000_000);
    let t = std::time::Instant::now();
    let mut ctx = Context::new();
    let m = parse(&mut ctx, &src);
    let tp = t.elapsed();
    let t = std::time::Instant::now();
    let out = print_module(&ctx, &m, &PrintOptions::default());
    let tpr = t.elapsed();
    eprintln!(
        "input {} bytes: parse {:?}, print {:?} ({} bytes)",
        src.len(),
        tp,
        tpr,
        out.len()
    );
}

#[test]
fn legacy_func_with_bare_argument_types_and_entry_block() {
    // The 2019 form: the signature lists types, the labelled entry block names them.
    let src = r#"
func @select(i32, i32, i1) -> i32 {
^bb0(%a : i32, %b :i32, %flag : i1) :
    cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x : i32) :
    return %x : i32
}
"#;
    let out = check_fixpoint(src);
    assert!(
        out.contains(
            "func.func @select(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {\n    \
             cf.cond_br %arg2, ^bb1(%arg0 : i32), ^bb1(%arg1 : i32)\n"
        ),
        "{out}"
    );
    // The entry block must declare the signature's arguments.
    let err = |src: &str| {
        let mut ctx = Context::new();
        match parse_source(&mut ctx, src, "t.mlir", &ParseOptions::default()) {
            Ok(_) => String::new(),
            Err(e) => e.0.first().map(|d| d.message.clone()).unwrap_or_default(),
        }
    };
    let e = err("func @f(i32) {\n^bb0(%a: i64):\n  return\n}\n");
    assert_eq!(
        e,
        "the entry block's arguments must match the function's argument types"
    );
    // `func.func` keeps upstream's rule.
    let e = err("func.func @f(i32) {\n^bb0(%a: i32):\n  return\n}\n");
    assert_eq!(e, "expected named arguments for a function with a body");
}

#[test]
fn legacy_generic_cond_br_gets_operand_segments() {
    // The 2020 generic form lists a successor's operands inside the successor list.
    let src = r#"
func.func @g(%cond: i1, %v: index) {
  "cond_br"(%cond)[^bb1, ^bb2(%v : index)] : (i1) -> ()
^bb1:
  return
^bb2(%x: index):
  return
}
"#;
    let out = check_fixpoint(src);
    assert!(
        out.contains("cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : index)"),
        "{out}"
    );
    let g = print(src, true);
    assert!(
        g.contains(
            "\"cf.cond_br\"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, index) -> ()"
        ),
        "{g}"
    );
}

#[test]
fn legacy_unprefixed_builtin_ops_inside_functions() {
    // The 2021 builtin dialect docs write builtin ops without their prefix.
    let src = r#"
func @f(%operand: !foo.type) {
  %result = unrealized_conversion_cast to !bar.tuple_type<>
  %result1 = unrealized_conversion_cast %operand : !foo.type to !bar.lowered_type
  return
}
"#;
    let mut ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let m = parse_source(&mut ctx, src, "t.mlir", &opts).expect("parses");
    let out = print_module(&ctx, &m, &PrintOptions::default());
    assert!(
        out.contains("%0 = builtin.unrealized_conversion_cast to !bar.tuple_type<>\n"),
        "{out}"
    );
    assert!(
        out.contains(
            "%1 = builtin.unrealized_conversion_cast %arg0 : !foo.type to !bar.lowered_type\n"
        ),
        "{out}"
    );
}

#[test]
fn legacy_tensor_dim_and_cast() {
    let src = r#"
func @f(%A: tensor<4 x ? x f32>, %u: tensor<*xf32>) {
  %x = dim %A, 1 : tensor<4 x ? x f32>
  %y = "std.dim"(%A){index: 0} : (tensor<4 x ? x f32>) -> index
  %c = tensor_cast %u : tensor<*xf32> to tensor<?x?xf32>
  %d = "std.tensor_cast"(%c) : (tensor<?x?xf32>) -> tensor<4x?xf32>
  return
}
"#;
    let out = check_fixpoint(src);
    for frag in [
        "%c1 = arith.constant 1 : index\n    %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>\n",
        "%c0 = arith.constant 0 : index\n    %dim_0 = tensor.dim %arg0, %c0 : tensor<4x?xf32>\n",
        "%cast = tensor.cast %arg1 : tensor<*xf32> to tensor<?x?xf32>\n",
        "%cast_1 = tensor.cast %cast : tensor<?x?xf32> to tensor<4x?xf32>\n",
    ] {
        assert!(out.contains(frag), "missing `{frag}` in\n{out}");
    }
}

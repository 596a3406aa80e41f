//! Parser unit tests: grammar pieces, round trips and error locations.

use crate::ir::Context;
use crate::parser::{parse_source, ParseOptions};
use crate::printer::{print_module, PrintOptions};

pub(crate) fn roundtrip(src: &str) -> String {
    let mut ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let m = match parse_source(&mut ctx, src, "t.mlir", &opts) {
        Ok(m) => m,
        Err(e) => panic!("parse failed: {:?}", e.0),
    };
    print_module(&ctx, &m, &PrintOptions::default())
}

#[test]
fn smoke() {
    let src = r#"
#map = affine_map<(d0)[s0] -> (d0 + s0, d0 - 1, -d0, d0 * 2 - s0 * 3)>
func.func @f(%arg0: i32, %arg1: f32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %arg0, %c1 : i32
  %1 = arith.addf %arg1, %arg1 fastmath<fast> : f32
  %2 = arith.cmpi slt, %0, %c1 : i32
  cf.cond_br %2, ^bb1(%0 : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  %3 = "foo.bar"(%0) {m = #map} : (i32) -> i32
  return %3 : i32
}
"#;
    let out = roundtrip(src);
    println!("{out}");
    assert_eq!(roundtrip(&out), out);
}

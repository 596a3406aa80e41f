//! The runtime library's output, byte for byte.

use super::*;

#[test]
fn print_memref_2d_f32() {
    let src = r#"
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<2x3xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c3 = arith.constant 3 : i32
      %t = arith.muli %ii, %c3 : i32
      %v = arith.addi %t, %jj : i32
      %f = arith.sitofp %v : i32 to f32
      %h = arith.constant 0.5 : f32
      %g = arith.addf %f, %h : f32
      affine.store %g, %m[%i, %j] : memref<2x3xf32>
    }
  }
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
"#;
    assert_eq!(
        run_main(src),
        "Unranked Memref base@ = 0x100000000 rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n\
         [[0.5,   1.5,   2.5], \n [3.5,   4.5,   5.5]]\n"
    );
}

#[test]
fn print_memref_shapes_and_types() {
    let src = r#"
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemref1dF32(memref<?xf32>)
func.func private @fillResource1DFloat(memref<?xf32>, f32)
func.func private @fillResource3DInt(memref<?x?x?xi32>, i32)
func.func @main() {
  %a = memref.alloc() : memref<2x2x2xi32>
  %a1 = memref.cast %a : memref<2x2x2xi32> to memref<?x?x?xi32>
  %seven = arith.constant 7 : i32
  call @fillResource3DInt(%a1, %seven) : (memref<?x?x?xi32>, i32) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m1 = arith.constant -1 : i32
  memref.store %m1, %a[%c1, %c0, %c1] : memref<2x2x2xi32>
  %au = memref.cast %a : memref<2x2x2xi32> to memref<*xi32>
  call @printMemrefI32(%au) : (memref<*xi32>) -> ()
  %s = memref.alloc() : memref<f64>
  %pi = arith.constant 3.25 : f64
  memref.store %pi, %s[] : memref<f64>
  %su = memref.cast %s : memref<f64> to memref<*xf64>
  call @printMemrefF64(%su) : (memref<*xf64>) -> ()
  %v = memref.alloc() : memref<3xf32>
  %vd = memref.cast %v : memref<3xf32> to memref<?xf32>
  %x = arith.constant 1.0e+10 : f32
  call @fillResource1DFloat(%vd, %x) : (memref<?xf32>, f32) -> ()
  call @printMemref1dF32(%vd) : (memref<?xf32>) -> ()
  %e = memref.alloc() : memref<0xi64>
  %eu = memref.cast %e : memref<0xi64> to memref<*xi64>
  call @printMemrefI64(%eu) : (memref<*xi64>) -> ()
  return
}
"#;
    let out = run_main(src);
    let want = "Unranked Memref base@ = 0x100000000 rank = 3 offset = 0 sizes = [2, 2, 2] strides = [4, 2, 1] data = \n\
[[[7,    7], \n  [7,    7]], \n [[7,    -1], \n  [7,    7]]]\n\
Unranked Memref base@ = 0x200000000 rank = 0 offset = 0 sizes = [] strides = [] data = \n[3.25]\n\
Memref base@ = 0x300000000 rank = 1 offset = 0 sizes = [3] strides = [1] data = \n[1e+10,  1e+10,  1e+10]\n\
Unranked Memref base@ = 0x400000000 rank = 1 offset = 0 sizes = [0] strides = [1] data = \n[]\n";
    assert_eq!(out, want);
}

#[test]
fn print_scalars_and_subview_offsets() {
    let src = r#"
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printOpen()
func.func private @printClose()
func.func private @printMemrefF32(memref<*xf32>)
func.func private @rtclock() -> f64
func.func @main() {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 2.0e-05 : f64
  %c = arith.constant -3 : i64
  call @printOpen() : () -> ()
  call @printF32(%a) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF64(%b) : (f64) -> ()
  call @printComma() : () -> ()
  call @printI64(%c) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%c) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  %t = call @rtclock() : () -> f64
  %m = memref.alloc() : memref<4x4xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.store %one, %m[%i, %j] : memref<4x4xf32>
    }
  }
  %sv = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  %u = memref.cast %sv : memref<2x2xf32, strided<[4, 1], offset: 5>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
"#;
    assert_eq!(
        run_main(src),
        "( 0.1, 2e-05, -3, 18446744073709551613 )\n\
         Unranked Memref base@ = 0x100000000 rank = 2 offset = 5 sizes = [2, 2] strides = [4, 1] data = \n\
         [[1,   1], \n [1,   1]]\n"
    );
}

#[test]
fn print_memref_i8_prints_characters() {
    let src = r#"
func.func private @printMemrefI8(memref<*xi8>)
func.func @main() {
  %m = memref.alloc() : memref<2xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %h = arith.constant 72 : i8
  %i = arith.constant 105 : i8
  memref.store %h, %m[%c0] : memref<2xi8>
  memref.store %i, %m[%c1] : memref<2xi8>
  %u = memref.cast %m : memref<2xi8> to memref<*xi8>
  call @printMemrefI8(%u) : (memref<*xi8>) -> ()
  return
}
"#;
    assert!(run_main(src).ends_with("data = \n[H,  i]\n"));
}

#[test]
fn print_memref_wrong_element_type_is_an_error() {
    let src = r#"
func.func private @printMemrefF32(memref<*xf32>)
func.func @main(%m: memref<*xf32>) {
  call @printMemrefF32(%m) : (memref<*xf32>) -> ()
  return
}
"#;
    let mut it = interp(src);
    let m = it.memory_mut().memref_from_i32(&[2], &[1, 2]).unwrap();
    let e = it
        .call("main", vec![RtValue::MemRef(m)], &mut Vec::new())
        .unwrap_err();
    assert!(e.0[0].message.contains("argument 0"), "{}", e.0[0].message);
}

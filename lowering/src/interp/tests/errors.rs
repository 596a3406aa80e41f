//! Runtime errors: each is a diagnostic at the failing op, never a panic.

use super::*;

fn line_of(d: &crate::diag::Diagnostic) -> u32 {
    d.loc.as_ref().map(|l| l.line).unwrap_or(0)
}

#[test]
fn out_of_bounds_names_index_and_shape() {
    let src = r#"
func.func @f(%m: memref<4x3xf32>, %i: index) -> f32 {
  %c1 = arith.constant 1 : index
  %x = memref.load %m[%i, %c1] : memref<4x3xf32>
  return %x : f32
}
"#;
    let mut it = interp(src);
    let m = it
        .memory_mut()
        .memref_from_f32(&[4, 3], &[0.0; 12])
        .unwrap();
    let e = it
        .call(
            "f",
            vec![RtValue::MemRef(m), RtValue::Index(4)],
            &mut Vec::new(),
        )
        .unwrap_err();
    let d = &e.0[0];
    assert_eq!(line_of(d), 4);
    assert_eq!(
        d.loc.as_ref().map(|l| l.col),
        Some(8),
        "located at the op name"
    );
    assert!(
        d.message.contains("index [4, 1] is outside shape [4, 3]"),
        "{}",
        d.message
    );
}

#[test]
fn affine_store_out_of_bounds() {
    let src = r#"
func.func @f(%m: memref<10xi32>) {
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 11 {
    affine.store %z, %m[%i] : memref<10xi32>
  }
  return
}
"#;
    let mut it = interp(src);
    let m = it.memory_mut().memref_from_i32(&[10], &[1; 10]).unwrap();
    let e = it
        .call("f", vec![RtValue::MemRef(m)], &mut Vec::new())
        .unwrap_err();
    assert_eq!(line_of(&e.0[0]), 5);
    assert!(e.0[0].message.contains("index [10]"), "{}", e.0[0].message);
}

#[test]
fn division_by_zero() {
    let src = r#"
func.func @f(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}
"#;
    let d = run_err(src, "f", vec![RtValue::i32(1), RtValue::i32(0)]);
    assert_eq!(line_of(&d), 3);
    assert_eq!(d.message, "integer division by zero");
}

#[test]
fn use_after_dealloc_and_double_free() {
    let src = r#"
func.func @f() -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  %x = memref.load %m[%c0] : memref<4xf32>
  return %x : f32
}
func.func @g() {
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
"#;
    let d = run_err(src, "f", vec![]);
    assert_eq!(line_of(&d), 6);
    assert!(d.message.contains("deallocated"), "{}", d.message);
    let d = run_err(src, "g", vec![]);
    assert_eq!(line_of(&d), 12);
    assert!(d.message.contains("double deallocation"), "{}", d.message);
}

#[test]
fn divergent_barrier() {
    let src = r#"
func.func @f() {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %lt = arith.cmpi ult, %tx, %c16 : index
    scf.if %lt {
      gpu.barrier
    }
    gpu.terminator
  }
  return
}
"#;
    let d = run_err(src, "f", vec![]);
    assert_eq!(line_of(&d), 10);
    assert!(
        d.message
            .contains("barrier reached by only some invocations"),
        "{}",
        d.message
    );
    // The launch site is a note.
    assert_eq!(d.notes.len(), 1);
    assert_eq!(d.notes[0].loc.as_ref().map(|l| l.line), Some(6));
}

#[test]
fn stack_overflow_and_call_notes() {
    let src = r#"
func.func @down(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %m = arith.subi %n, %one : i64
  %r = func.call @down(%m) : (i64) -> i64
  return %r : i64
}
func.func @inner(%m: memref<2xf32>) {
  %c5 = arith.constant 5 : index
  %z = arith.constant 0.0 : f32
  memref.store %z, %m[%c5] : memref<2xf32>
  return
}
func.func @outer(%m: memref<2xf32>) {
  func.call @inner(%m) : (memref<2xf32>) -> ()
  return
}
"#;
    let mut it = interp(src);
    it.config.max_call_depth = 500;
    let e = it
        .call("down", vec![RtValue::i64(0)], &mut Vec::new())
        .unwrap_err();
    assert!(
        e.0[0].message.contains("stack overflow"),
        "{}",
        e.0[0].message
    );
    assert_eq!(line_of(&e.0[0]), 5);
    let m = it.memory_mut().memref_from_f32(&[2], &[0.0; 2]).unwrap();
    let e = it
        .call("outer", vec![RtValue::MemRef(m)], &mut Vec::new())
        .unwrap_err();
    let d = &e.0[0];
    assert_eq!(line_of(d), 11);
    assert_eq!(d.notes.len(), 1);
    assert_eq!(d.notes[0].loc.as_ref().map(|l| l.line), Some(15));
}

#[test]
fn unknown_function_and_assert() {
    let src = r#"
func.func private @nowhere(i32) -> i32
func.func @f(%x: i32) -> i32 {
  %r = func.call @nowhere(%x) : (i32) -> i32
  return %r : i32
}
func.func @g(%b: i1) {
  cf.assert %b, "b must hold"
  return
}
"#;
    let d = run_err(src, "f", vec![RtValue::i32(1)]);
    assert_eq!(line_of(&d), 4);
    assert!(
        d.message.contains("unknown function @nowhere"),
        "{}",
        d.message
    );
    let d = run_err(src, "g", vec![RtValue::bool(false)]);
    assert_eq!(d.message, "assertion failed: b must hold");
    assert_eq!(line_of(&d), 8);
    let mut it = interp(src);
    let e = it.call("missing", vec![], &mut Vec::new()).unwrap_err();
    assert!(e.0[0].message.contains("unknown function @missing"));
}

#[test]
fn subview_and_cast_checks() {
    let src = r#"
func.func @f(%m: memref<4xf32>, %o: index) {
  %s = memref.subview %m[%o] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
  return
}
func.func @g(%m: memref<?xf32>) {
  %s = memref.cast %m : memref<?xf32> to memref<8xf32>
  return
}
"#;
    let mut it = interp(src);
    let m = it.memory_mut().memref_from_f32(&[4], &[0.0; 4]).unwrap();
    let e = it
        .call(
            "f",
            vec![RtValue::MemRef(m.clone()), RtValue::Index(3)],
            &mut Vec::new(),
        )
        .unwrap_err();
    assert!(
        e.0[0].message.contains("memref.subview out of bounds"),
        "{}",
        e.0[0].message
    );
    let e = it
        .call("g", vec![RtValue::MemRef(m)], &mut Vec::new())
        .unwrap_err();
    assert!(
        e.0[0].message.contains("incompatible shape"),
        "{}",
        e.0[0].message
    );
}

#[test]
fn step_limit_counts_gpu_invocations() {
    // A billion empty invocations execute no loop or call; each invocation counts as a
    // step, so the step limit still ends the launch.
    let src = r#"
func.func @f() {
  %c1 = arith.constant 1 : index
  %big = arith.constant 1000000000 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %big, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}
"#;
    let mut it = interp(src);
    it.config.max_steps = 1000;
    let e = it.call("f", vec![], &mut Vec::new()).unwrap_err();
    assert!(
        e.0[0].message.contains("step limit exceeded"),
        "{}",
        e.0[0].message
    );
}

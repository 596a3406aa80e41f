//! Whole programs compared with hand-computed references: loop nests, reductions, control
//! flow, calls.

use super::*;

#[test]
fn arith_semantics() {
    let src = r#"
func.func @ints(%a: i8, %b: i8) -> (i8, i8, i8, i8, i1, i32, i8) {
  %s = arith.addi %a, %b : i8
  %m = arith.muli %a, %b : i8
  %d = arith.divui %a, %b : i8
  %r = arith.remsi %a, %b : i8
  %c = arith.cmpi ult, %a, %b : i8
  %e = arith.extui %a : i8 to i32
  %sh = arith.shrsi %a, %b : i8
  return %s, %m, %d, %r, %c, %e, %sh : i8, i8, i8, i8, i1, i32, i8
}
func.func @floats(%x: f32, %h: f16) -> (f32, f16, f64, i32, f32, f32) {
  %c3 = arith.constant 3.0 : f32
  %q = arith.divf %x, %c3 : f32
  %hh = arith.addf %h, %h : f16
  %w = arith.extf %x : f32 to f64
  %i = arith.fptosi %x : f32 to i32
  %n = arith.negf %x : f32
  %mx = arith.maximumf %x, %n : f32
  return %q, %hh, %w, %i, %n, %mx : f32, f16, f64, i32, f32, f32
}
"#;
    let (r, _) = run(
        src,
        "ints",
        vec![
            RtValue::Int {
                value: -100,
                width: 8,
            },
            RtValue::Int { value: 3, width: 8 },
        ],
    );
    let v: Vec<i64> = r.iter().map(int_of).collect();
    // -100 + 3 = -97; -100 * 3 = -300 = -44 (mod 256); 156 / 3 = 52; -100 rem 3 = -1;
    // 156 <u 3 is false; extui 156; -100 >> 3 = -13.
    assert_eq!(v, vec![-97, -44, 52, -1, 0, 156, -13]);
    let (r, _) = run(
        src,
        "floats",
        vec![RtValue::F32(7.5), RtValue::F16(half::f16::from_f32(1.5))],
    );
    assert_eq!(r[0], RtValue::F32(7.5f32 / 3.0));
    assert_eq!(r[1], RtValue::F16(half::f16::from_f32(3.0)));
    assert_eq!(r[2], RtValue::F64(7.5));
    assert_eq!(int_of(&r[3]), 7);
    assert_eq!(r[4], RtValue::F32(-7.5));
    assert_eq!(r[5], RtValue::F32(7.5));
}

#[test]
fn math_ops() {
    let src = r#"
func.func @m(%x: f64) -> (f64, f64, f64, f64, f64) {
  %a = math.sqrt %x : f64
  %b = math.exp %x : f64
  %c = math.erf %x : f64
  %d = math.powf %x, %x : f64
  %e = math.fma %x, %x, %x : f64
  return %a, %b, %c, %d, %e : f64, f64, f64, f64, f64
}
"#;
    let (r, _) = run(src, "m", vec![RtValue::F64(2.0)]);
    let f: Vec<f64> = r.iter().map(|v| v.as_f64().unwrap()).collect();
    assert_eq!(f[0], 2f64.sqrt());
    assert_eq!(f[1], 2f64.exp());
    assert!((f[2] - 0.995_322_265_018_952_7).abs() < 1e-15);
    assert_eq!(f[3], 4.0);
    assert_eq!(f[4], 6.0);
}

#[test]
fn conv2d() {
    let src = r#"
func.func @conv(%I: memref<6x6xf32>, %K: memref<3x3xf32>, %O: memref<4x4xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %s = affine.for %ki = 0 to 3 iter_args(%a = %z) -> (f32) {
        %t = affine.for %kj = 0 to 3 iter_args(%b = %a) -> (f32) {
          %x = affine.load %I[%i + %ki, %j + %kj] : memref<6x6xf32>
          %w = affine.load %K[%ki, %kj] : memref<3x3xf32>
          %m = arith.mulf %x, %w : f32
          %r = arith.addf %b, %m : f32
          affine.yield %r : f32
        }
        affine.yield %t : f32
      }
      affine.store %s, %O[%i, %j] : memref<4x4xf32>
    }
  }
  return
}
"#;
    let mut it = interp(src);
    let iv: Vec<f32> = (0..36).map(|x| (x % 7) as f32).collect();
    let kv: Vec<f32> = vec![1., 0., -1., 2., 0., -2., 1., 0., -1.];
    let mem = it.memory_mut();
    let (mi, mk, mo) = (
        mem.memref_from_f32(&[6, 6], &iv).unwrap(),
        mem.memref_from_f32(&[3, 3], &kv).unwrap(),
        mem.memref_from_f32(&[4, 4], &[0.0; 16]).unwrap(),
    );
    it.call(
        "conv",
        vec![
            RtValue::MemRef(mi),
            RtValue::MemRef(mk),
            RtValue::MemRef(mo.clone()),
        ],
        &mut Vec::new(),
    )
    .unwrap();
    let o = it.memory_mut().read_f32(&mo).unwrap();
    for i in 0..4 {
        for j in 0..4 {
            let mut acc = 0f32;
            for a in 0..3 {
                for b in 0..3 {
                    acc += iv[(i + a) * 6 + j + b] * kv[a * 3 + b];
                }
            }
            assert_eq!(o[i * 4 + j], acc, "O[{i}][{j}]");
        }
    }
}

#[test]
fn jacobi_stencil() {
    let src = r#"
func.func @jacobi(%A: memref<8x8xf64>, %B: memref<8x8xf64>) {
  %q = arith.constant 0.25 : f64
  affine.for %i = 1 to 7 {
    affine.for %j = 1 to 7 {
      %n = affine.load %A[%i - 1, %j] : memref<8x8xf64>
      %s = affine.load %A[%i + 1, %j] : memref<8x8xf64>
      %w = affine.load %A[%i, %j - 1] : memref<8x8xf64>
      %e = affine.load %A[%i, %j + 1] : memref<8x8xf64>
      %t0 = arith.addf %n, %s : f64
      %t1 = arith.addf %w, %e : f64
      %t2 = arith.addf %t0, %t1 : f64
      %r = arith.mulf %t2, %q : f64
      affine.store %r, %B[%i, %j] : memref<8x8xf64>
    }
  }
  return
}
"#;
    let mut it = interp(src);
    let a: Vec<f64> = (0..64).map(|x| (x * x % 17) as f64).collect();
    let ma = it.memory_mut().memref_from_f64(&[8, 8], &a).unwrap();
    let mb = it
        .memory_mut()
        .memref_from_f64(&[8, 8], &[0.0; 64])
        .unwrap();
    it.call(
        "jacobi",
        vec![RtValue::MemRef(ma), RtValue::MemRef(mb.clone())],
        &mut Vec::new(),
    )
    .unwrap();
    let b = it.memory_mut().read_f64(&mb).unwrap();
    for i in 0..8 {
        for j in 0..8 {
            let want = if (1..7).contains(&i) && (1..7).contains(&j) {
                ((a[(i - 1) * 8 + j] + a[(i + 1) * 8 + j]) + (a[i * 8 + j - 1] + a[i * 8 + j + 1]))
                    * 0.25
            } else {
                0.0
            };
            assert_eq!(b[i * 8 + j], want, "B[{i}][{j}]");
        }
    }
}

#[test]
fn scf_reduction_with_iter_args() {
    let src = r#"
func.func @sum(%m: memref<?xi32>) -> (i32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %n = memref.dim %m, %c0 : memref<?xi32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z, %cnt = %c0) -> (i32, index) {
    %x = memref.load %m[%i] : memref<?xi32>
    %a = arith.addi %acc, %x : i32
    %c = arith.addi %cnt, %c1 : index
    scf.yield %a, %c : i32, index
  }
  return %r#0, %r#1 : i32, index
}
"#;
    let mut it = interp(src);
    let data: Vec<i32> = (1..=100).collect();
    let m = it.memory_mut().memref_from_i32(&[100], &data).unwrap();
    let r = it
        .call("sum", vec![RtValue::MemRef(m)], &mut Vec::new())
        .unwrap();
    assert_eq!(r, vec![RtValue::i32(5050), RtValue::Index(100)]);
}

#[test]
fn triangular_loop_nest() {
    let src = r#"
#ub = affine_map<(d0) -> (d0 + 1)>
func.func @tri(%m: memref<10x10xi32>) -> i32 {
  %one = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  %t = affine.for %i = 0 to 10 iter_args(%acc = %z) -> (i32) {
    %u = affine.for %j = 0 to #ub(%i) iter_args(%b = %acc) -> (i32) {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %v = arith.muli %ii, %jj : i32
      affine.store %v, %m[%i, %j] : memref<10x10xi32>
      %n = arith.addi %b, %one : i32
      affine.yield %n : i32
    }
    affine.yield %u : i32
  }
  return %t : i32
}
"#;
    let mut it = interp(src);
    let m = it
        .memory_mut()
        .memref_from_i32(&[10, 10], &[-1; 100])
        .unwrap();
    let r = it
        .call("tri", vec![RtValue::MemRef(m.clone())], &mut Vec::new())
        .unwrap();
    assert_eq!(r, vec![RtValue::i32(55)]);
    let d = it.memory_mut().read_i32(&m).unwrap();
    for i in 0..10 {
        for j in 0..10 {
            let want = if j <= i { (i * j) as i32 } else { -1 };
            assert_eq!(d[i * 10 + j], want);
        }
    }
}

#[test]
fn affine_if_guarded_update_and_max_bounds() {
    let src = r#"
#set = affine_set<(d0, d1) : (d1 - d0 >= 0, d0 + d1 - 6 >= 0)>
#lb = affine_map<(d0) -> (0, d0 - 2)>
#ub = affine_map<(d0) -> (8, d0 + 3)>
func.func @f(%m: memref<8x8xf32>, %cnt: memref<8xi32>) {
  %one = arith.constant 1.0 : f32
  %c1 = arith.constant 1 : i32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.if #set(%i, %j) {
        affine.store %one, %m[%i, %j] : memref<8x8xf32>
      }
    }
    affine.for %k = max #lb(%i) to min #ub(%i) step 2 {
      %v = affine.load %cnt[%i] : memref<8xi32>
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %cnt[%i] : memref<8xi32>
    }
  }
  return
}
"#;
    let mut it = interp(src);
    let m = it
        .memory_mut()
        .memref_from_f32(&[8, 8], &[0.0; 64])
        .unwrap();
    let c = it.memory_mut().memref_from_i32(&[8], &[0; 8]).unwrap();
    it.call(
        "f",
        vec![RtValue::MemRef(m.clone()), RtValue::MemRef(c.clone())],
        &mut Vec::new(),
    )
    .unwrap();
    let d = it.memory_mut().read_f32(&m).unwrap();
    for i in 0..8i64 {
        for j in 0..8i64 {
            let want = if j >= i && i + j >= 6 { 1.0 } else { 0.0 };
            assert_eq!(d[(i * 8 + j) as usize], want, "[{i}][{j}]");
        }
    }
    let cnt = it.memory_mut().read_i32(&c).unwrap();
    for i in 0..8i64 {
        let (lb, ub) = (0.max(i - 2), 8.min(i + 3));
        let want = (lb..ub).step_by(2).count() as i32;
        assert_eq!(cnt[i as usize], want, "cnt[{i}]");
    }
}

#[test]
fn block_arguments_and_branches() {
    let src = r#"
func.func @fact(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  cf.br ^loop(%n, %one : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = arith.cmpi sle, %i, %one : i64
  cf.cond_br %done, ^exit(%acc : i64), ^body
^body:
  %a = arith.muli %acc, %i : i64
  %j = arith.subi %i, %one : i64
  cf.br ^loop(%j, %a : i64, i64)
^exit(%r: i64):
  return %r : i64
}
func.func @swap(%a: i32, %b: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0, %a, %b : index, i32, i32)
^h(%i: index, %x: i32, %y: i32):
  %c = arith.cmpi slt, %i, %n : index
  %i2 = arith.addi %i, %c1 : index
  cf.cond_br %c, ^h(%i2, %y, %x : index, i32, i32), ^e
^e:
  return %x, %y : i32, i32
}
func.func @sw(%x: i32) -> i32 {
  %a = arith.constant 10 : i32
  %b = arith.constant 20 : i32
  %c = arith.constant 30 : i32
  cf.switch %x : i32, [
    default: ^d(%c : i32),
    1: ^d(%a : i32),
    2: ^d(%b : i32)
  ]
^d(%r: i32):
  return %r : i32
}
"#;
    assert_eq!(
        run(src, "fact", vec![RtValue::i64(20)]).0,
        vec![RtValue::i64(2_432_902_008_176_640_000)]
    );
    assert_eq!(
        run(
            src,
            "swap",
            vec![RtValue::i32(1), RtValue::i32(2), RtValue::Index(3)]
        )
        .0,
        vec![RtValue::i32(2), RtValue::i32(1)]
    );
    assert_eq!(
        run(src, "sw", vec![RtValue::i32(2)]).0,
        vec![RtValue::i32(20)]
    );
    assert_eq!(
        run(src, "sw", vec![RtValue::i32(7)]).0,
        vec![RtValue::i32(30)]
    );
}

#[test]
fn recursion_and_calls() {
    let src = r#"
func.func @fib(%n: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %lt = arith.cmpi slt, %n, %c2 : i32
  %r = scf.if %lt -> (i32) {
    scf.yield %n : i32
  } else {
    %a = arith.subi %n, %c1 : i32
    %b = arith.subi %n, %c2 : i32
    %fa = func.call @fib(%a) : (i32) -> i32
    %fb = func.call @fib(%b) : (i32) -> i32
    %s = arith.addi %fa, %fb : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @twice(%f: (i32) -> i32, %x: i32) -> i32 {
  %a = func.call_indirect %f(%x) : (i32) -> i32
  %b = func.call_indirect %f(%a) : (i32) -> i32
  return %b : i32
}
func.func @indirect() -> i32 {
  %f = func.constant @fib : (i32) -> i32
  %c = arith.constant 5 : i32
  %r = func.call @twice(%f, %c) : ((i32) -> i32, i32) -> i32
  return %r : i32
}
"#;
    assert_eq!(
        run(src, "fib", vec![RtValue::i32(20)]).0,
        vec![RtValue::i32(6765)]
    );
    // fib(fib(5)) = fib(5) = 5
    assert_eq!(run(src, "indirect", vec![]).0, vec![RtValue::i32(5)]);
}

#[test]
fn scf_while_and_parallel() {
    let src = r#"
func.func @collatz(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %z = arith.constant 0 : i64
  %r:2 = scf.while (%x = %n, %s = %z) : (i64, i64) -> (i64, i64) {
    %c = arith.cmpi ne, %x, %one : i64
    scf.condition(%c) %x, %s : i64, i64
  } do {
  ^bb0(%x: i64, %s: i64):
    %rem = arith.remui %x, %two : i64
    %even = arith.cmpi eq, %rem, %z : i64
    %h = arith.divui %x, %two : i64
    %t = arith.muli %x, %three : i64
    %t1 = arith.addi %t, %one : i64
    %nx = arith.select %even, %h, %t1 : i64
    %ns = arith.addi %s, %one : i64
    scf.yield %nx, %ns : i64, i64
  }
  return %r#1 : i64
}
func.func @psum(%m: memref<4x5xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c5) step (%c1, %c1) init (%z) -> f32 {
    %x = memref.load %m[%i, %j] : memref<4x5xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @amax(%m: memref<4x5xf32>) -> (f32, f32) {
  %r:2 = affine.parallel (%i, %j) = (0, 0) to (4, 5) reduce ("maximumf", "addf") -> (f32, f32) {
    %x = affine.load %m[%i, %j] : memref<4x5xf32>
    affine.yield %x, %x : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
"#;
    assert_eq!(
        run(src, "collatz", vec![RtValue::i64(27)]).0,
        vec![RtValue::i64(111)]
    );
    let mut it = interp(src);
    let d: Vec<f32> = (0..20).map(|x| ((x * 7) % 20) as f32).collect();
    let m = it.memory_mut().memref_from_f32(&[4, 5], &d).unwrap();
    let r = it
        .call("psum", vec![RtValue::MemRef(m.clone())], &mut Vec::new())
        .unwrap();
    assert_eq!(r, vec![RtValue::F32(190.0)]);
    let r = it
        .call("amax", vec![RtValue::MemRef(m)], &mut Vec::new())
        .unwrap();
    assert_eq!(r, vec![RtValue::F32(19.0), RtValue::F32(190.0)]);
}

#[test]
fn vectors() {
    let src = r#"
func.func @v(%m: memref<8xf32>) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = vector.load %m[%c0] : memref<8xf32>, vector<4xf32>
  %b = vector.load %m[%c4] : memref<8xf32>, vector<4xf32>
  %two = arith.constant 2.0 : f32
  %s = vector.broadcast %two : f32 to vector<4xf32>
  %p = vector.fma %a, %s, %b : vector<4xf32>
  vector.store %p, %m[%c0] : memref<8xf32>, vector<4xf32>
  %sum = vector.reduction <add>, %p : vector<4xf32> into f32
  %e = vector.extract %p[2] : f32 from vector<4xf32>
  %ins = vector.insert %two, %p [1] : f32 into vector<4xf32>
  %mx = vector.reduction <maxnumf>, %ins : vector<4xf32> into f32
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %q = arith.mulf %cst, %p : vector<4xf32>
  affine.vector_store %q, %m[%c4] : memref<8xf32>, vector<4xf32>
  return %sum, %e, %mx : f32, f32, f32
}
"#;
    let mut it = interp(src);
    let m = it
        .memory_mut()
        .memref_from_f32(&[8], &[1., 2., 3., 4., 10., 20., 30., 40.])
        .unwrap();
    let r = it
        .call("v", vec![RtValue::MemRef(m.clone())], &mut Vec::new())
        .unwrap();
    // p = 2a + b = [12, 24, 36, 48]
    assert_eq!(
        r,
        vec![RtValue::F32(120.0), RtValue::F32(36.0), RtValue::F32(48.0)]
    );
    assert_eq!(
        it.memory_mut().read_f32(&m).unwrap(),
        vec![12., 24., 36., 48., 12., 48., 108., 192.]
    );
}

#[test]
fn index_delinearize_linearize() {
    let src = r#"
func.func @d(%x: index) -> (index, index, index, index) {
  %a:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %l = affine.linearize_index [%a#0, %a#1, %a#2] by (2, 3, 4) : index
  return %a#0, %a#1, %a#2, %l : index, index, index, index
}
"#;
    let (r, _) = run(src, "d", vec![RtValue::Index(23)]);
    assert_eq!(
        r,
        vec![
            RtValue::Index(1),
            RtValue::Index(2),
            RtValue::Index(3),
            RtValue::Index(23)
        ]
    );
}

#[test]
fn affine_if_results_and_index_ops() {
    let src = r#"
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
#m = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 floordiv 2 + s0, d1 mod 3)>
func.func @f(%i: index, %j: index, %n: index) -> (index, index, index, index, index) {
  %r = affine.if #set(%i)[%n] -> index {
    affine.yield %i : index
  } else {
    affine.yield %n : index
  }
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 - 1)>(%i)[%n]
  %lo = affine.min #m(%i, %j)[%n]
  %hi = affine.max #m(%i, %j)[%n]
  %c = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%j)
  return %r, %a, %lo, %hi, %c : index, index, index, index, index
}
"#;
    let (r, _) = run(
        src,
        "f",
        vec![RtValue::Index(2), RtValue::Index(7), RtValue::Index(5)],
    );
    // r = max(2, 5) -> 5 (2 - 5 < 0); a = 6 + 5 - 1; #m = (8 + 3 + 5, 7 mod 3) = (16, 1)
    assert_eq!(
        r.iter().map(int_of).collect::<Vec<_>>(),
        vec![5, 10, 1, 16, 2]
    );
    let (r, _) = run(
        src,
        "f",
        vec![RtValue::Index(9), RtValue::Index(0), RtValue::Index(5)],
    );
    assert_eq!(int_of(&r[0]), 9);
}

#[test]
fn vector_elements_and_low_precision() {
    let src = r#"
func.func @v(%x: f32, %i: index) -> (f32, f32, bf16, f16, i1) {
  %s = vector.splat %x : vector<4xf32>
  %one = arith.constant 1.0 : f32
  %v = vector.insertelement %one, %s[%i : index] : vector<4xf32>
  %e = vector.extractelement %v[%i : index] : vector<4xf32>
  %c0 = arith.constant 0 : index
  %e0 = vector.extractelement %v[%c0 : index] : vector<4xf32>
  %b = arith.truncf %x : f32 to bf16
  %b2 = arith.mulf %b, %b : bf16
  %h = arith.truncf %x : f32 to f16
  %h2 = math.sqrt %h : f16
  %cmp = arith.cmpf olt, %h2, %h : f16
  return %e, %e0, %b2, %h2, %cmp : f32, f32, bf16, f16, i1
}
"#;
    let (r, _) = run(src, "v", vec![RtValue::F32(9.0), RtValue::Index(2)]);
    assert_eq!(r[0], RtValue::F32(1.0));
    assert_eq!(r[1], RtValue::F32(9.0));
    assert_eq!(r[2], RtValue::BF16(half::bf16::from_f32(81.0)));
    assert_eq!(r[3], RtValue::F16(half::f16::from_f32(3.0)));
    assert_eq!(r[4], RtValue::bool(true));
}

#[test]
fn alloca_in_loop_and_prefetch() {
    let src = r#"
func.func @f(%m: memref<16xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 16 step 4 iter_args(%acc = %z) -> (f32) {
    %t = memref.alloca() : memref<4xf32>
    affine.prefetch %m[%i], read, locality<3>, data : memref<16xf32>
    affine.for %j = 0 to 4 {
      %x = affine.load %m[%i + %j] : memref<16xf32>
      affine.store %x, %t[%j] : memref<4xf32>
    }
    %s = affine.for %j = 0 to 4 iter_args(%a = %acc) -> (f32) {
      %x = affine.load %t[%j] : memref<4xf32>
      %y = arith.addf %a, %x : f32
      affine.yield %y : f32
    }
    affine.yield %s : f32
  }
  return %r : f32
}
"#;
    let mut it = interp(src);
    let d: Vec<f32> = (0..16).map(|x| x as f32).collect();
    let m = it.memory_mut().memref_from_f32(&[16], &d).unwrap();
    let r = it
        .call("f", vec![RtValue::MemRef(m)], &mut Vec::new())
        .unwrap();
    assert_eq!(r, vec![RtValue::F32(120.0)]);
    // The allocas were freed when @f returned.
    let live = (0..it.memory().num_buffers() as u32)
        .filter(|&b| it.memory().is_live(BufferId(b)))
        .count();
    assert_eq!(live, 1);
}

#[test]
fn subui_extended_borrows_at_every_width() {
    let src = r#"
func.func @s(%a: i32, %b: i32, %c: i8, %d: i8, %e: i64, %f: i64) -> (i32, i1, i8, i1, i64, i1) {
  %x, %bx = arith.subui_extended %a, %b : i32, i1
  %y, %by = arith.subui_extended %c, %d : i8, i1
  %z, %bz = arith.subui_extended %e, %f : i64, i1
  return %x, %bx, %y, %by, %z, %bz : i32, i1, i8, i1, i64, i1
}
"#;
    let call = |a: i32, b: i32, c: i8, d: i8, e: i64, f: i64| {
        let int = |value: i64, width: u8| RtValue::Int { value, width };
        let args = vec![
            int(i64::from(a), 32),
            int(i64::from(b), 32),
            int(i64::from(c), 8),
            int(i64::from(d), 8),
            int(e, 64),
            int(f, 64),
        ];
        run(src, "s", args).0.iter().map(int_of).collect::<Vec<_>>()
    };
    // 0 - 1 borrows at every width; i1 results read back as 0 / -1 or 0 / 1.
    let r = call(0, 1, 0, 1, 0, 1);
    assert_eq!((r[0], r[2], r[4]), (-1, -1, -1));
    assert!(r[1] != 0 && r[3] != 0 && r[5] != 0, "{r:?}");
    // INT_MIN - 1 wraps to INT_MAX with no borrow (INT_MIN is 2^(w-1) unsigned).
    let r = call(i32::MIN, 1, i8::MIN, 1, i64::MIN, 1);
    assert_eq!(
        (r[0], r[2], r[4]),
        (i64::from(i32::MAX), i64::from(i8::MAX), i64::MAX)
    );
    assert_eq!((r[1], r[3], r[5]), (0, 0, 0));
    // INT_MAX - (-1): -1 is the largest unsigned value, so it borrows, giving INT_MIN.
    let r = call(i32::MAX, -1, i8::MAX, -1, i64::MAX, -1);
    assert_eq!(
        (r[0], r[2], r[4]),
        (i64::from(i32::MIN), i64::from(i8::MIN), i64::MIN)
    );
    assert!(r[1] != 0 && r[3] != 0 && r[5] != 0, "{r:?}");
    // Equal operands: 0, no borrow.
    let r = call(-5, -5, 7, 7, 3, 3);
    assert_eq!(r, vec![0, 0, 0, 0, 0, 0]);
}

#[test]
fn vector_shuffle_interleave_deinterleave() {
    let src = r#"
func.func @p(%m: memref<32xi32>) {
  %c0 = arith.constant 0 : index
  %x = arith.constant dense<[10, 11]> : vector<2xi32>
  %y = arith.constant dense<[20, 21, 22]> : vector<3xi32>
  // Picks from [10, 11, 20, 21, 22]; -1 (poison) is not stored.
  %s = vector.shuffle %x, %y [4, 0, -1, 2] : vector<2xi32>, vector<3xi32>
  %s3 = vector.shuffle %s, %s [0, 1, 3] : vector<4xi32>, vector<4xi32>
  vector.store %s3, %m[%c0] : memref<32xi32>, vector<3xi32>
  %il = vector.interleave %x, %x : vector<2xi32> -> vector<4xi32>
  %c3 = arith.constant 3 : index
  vector.store %il, %m[%c3] : memref<32xi32>, vector<4xi32>
  %ev, %od = vector.deinterleave %il : vector<4xi32> -> vector<2xi32>
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  vector.store %ev, %m[%c7] : memref<32xi32>, vector<2xi32>
  vector.store %od, %m[%c9] : memref<32xi32>, vector<2xi32>
  // n-D: rows move whole in a shuffle; interleave / deinterleave work on the last dim.
  %a = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %b = arith.constant dense<[[5, 6]]> : vector<1x2xi32>
  %r = vector.shuffle %a, %b [2, 0] : vector<2x2xi32>, vector<1x2xi32>
  %r0 = vector.extract %r[0] : vector<2xi32> from vector<2x2xi32>
  %r1 = vector.extract %r[1] : vector<2xi32> from vector<2x2xi32>
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  vector.store %r0, %m[%c11] : memref<32xi32>, vector<2xi32>
  vector.store %r1, %m[%c13] : memref<32xi32>, vector<2xi32>
  %i2 = vector.interleave %a, %a : vector<2x2xi32> -> vector<2x4xi32>
  %i20 = vector.extract %i2[0] : vector<4xi32> from vector<2x4xi32>
  %i21 = vector.extract %i2[1] : vector<4xi32> from vector<2x4xi32>
  %c15 = arith.constant 15 : index
  %c19 = arith.constant 19 : index
  vector.store %i20, %m[%c15] : memref<32xi32>, vector<4xi32>
  vector.store %i21, %m[%c19] : memref<32xi32>, vector<4xi32>
  %e2, %o2 = vector.deinterleave %a : vector<2x2xi32> -> vector<2x1xi32>
  %e20 = vector.extract %e2[1, 0] : i32 from vector<2x1xi32>
  %o20 = vector.extract %o2[1, 0] : i32 from vector<2x1xi32>
  %c23 = arith.constant 23 : index
  %c24 = arith.constant 24 : index
  memref.store %e20, %m[%c23] : memref<32xi32>
  memref.store %o20, %m[%c24] : memref<32xi32>
  // 0-D operands: one element each.
  %z = arith.constant dense<7> : vector<i32>
  %w = arith.constant dense<8> : vector<i32>
  %zs = vector.shuffle %z, %w [1, 0, 1] : vector<i32>, vector<i32>
  %c25 = arith.constant 25 : index
  vector.store %zs, %m[%c25] : memref<32xi32>, vector<3xi32>
  %zi = vector.interleave %z, %w : vector<i32> -> vector<2xi32>
  %c28 = arith.constant 28 : index
  vector.store %zi, %m[%c28] : memref<32xi32>, vector<2xi32>
  return
}
"#;
    let mut it = interp(src);
    let m = it.memory_mut().memref_from_i32(&[32], &[0; 32]).unwrap();
    it.call("p", vec![RtValue::MemRef(m.clone())], &mut Vec::new())
        .unwrap();
    let got = it.memory_mut().read_i32(&m).unwrap();
    let want = [
        22, 10, 20, // shuffle without its poison lane
        10, 10, 11, 11, // interleave
        10, 11, 10, 11, // deinterleave
        5, 6, 1, 2, // 2-D shuffle
        1, 1, 2, 2, 3, 3, 4, 4, // 2-D interleave
        3, 4, // 2-D deinterleave, row 1
        8, 7, 8, // 0-D shuffle
        7, 8, // 0-D interleave
        0, 0,
    ];
    assert_eq!(got, want);
}

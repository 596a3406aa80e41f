//! Semantics of `tessera-gpu-pipeline`: every program runs on the CPU interpreter before
//! and after the full pipeline (which produces `gpu.launch_func` kernels, run by the
//! interpreter's GPU scheduler), on the same inputs, and every memref argument and result
//! must match (floats within a relative tolerance: reductions are reassociated).
//!
//! Besides equal results, the tests check the shape of the output: loop-carried
//! dependences stay sequential (a one-invocation kernel or a host loop around launches),
//! and the register tiles and grids the report announces.

use tessera_lowering::gpu::pipeline::{run_gpu_pipeline, GpuPipelineOptions, PipelineReport};
use tessera_lowering::gpu::plan::LaunchKind;
use tessera_lowering::gpu::target::GpuTarget;
use tessera_lowering::interp::{Interpreter, RtValue};
use tessera_lowering::ir::{Context, Module};
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::printer::{print_module, PrintOptions};

/// An argument of the function under test.
#[derive(Clone, Debug)]
enum Arg {
    /// A memref of f32 with this (runtime) shape, filled with pseudo-random values.
    F32(Vec<i64>),
    /// An `index` scalar.
    Index(i64),
}

/// Deterministic pseudo-random floats in [-1, 1).
fn data(seed: u64, n: usize) -> Vec<f32> {
    let mut s = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((s >> 40) as f64 / (1u64 << 24) as f64 * 2.0 - 1.0) as f32
        })
        .collect()
}

/// The memref contents and scalar results of one call.
#[derive(Debug)]
struct Outcome {
    memrefs: Vec<Vec<f32>>,
    results: Vec<f64>,
}

fn parse(ctx: &mut Context, src: &str) -> Module {
    match parse_source(ctx, src, "case.mlir", &ParseOptions::default()) {
        Ok(m) => m,
        Err(e) => panic!("parse: {e}"),
    }
}

fn execute(ctx: &Context, m: &Module, func: &str, args: &[Arg]) -> Outcome {
    let mut it = match Interpreter::new(ctx, m) {
        Ok(i) => i,
        Err(e) => panic!(
            "interpreter: {e}\n{}",
            print_module(ctx, m, &PrintOptions::default())
        ),
    };
    let mut vals = Vec::new();
    let mut mems = Vec::new();
    for (i, a) in args.iter().enumerate() {
        match a {
            Arg::F32(shape) => {
                let n: i64 = shape.iter().product();
                let d = data(i as u64 + 1, n as usize);
                let desc = it.memory_mut().memref_from_f32(shape, &d).expect("alloc");
                mems.push(desc.clone());
                vals.push(RtValue::MemRef(desc));
            }
            Arg::Index(v) => vals.push(RtValue::Index(*v)),
        }
    }
    let mut out = Vec::new();
    let res = match it.call(func, vals, &mut out) {
        Ok(r) => r,
        Err(e) => panic!(
            "run @{func}: {e}\n{}",
            print_module(ctx, m, &PrintOptions::default())
        ),
    };
    let memrefs = mems
        .iter()
        .map(|d| it.memory_mut().read_f32(d).expect("read"))
        .collect();
    let results = res
        .iter()
        .filter_map(|r| r.as_f64().or(r.as_i64().map(|v| v as f64)))
        .collect();
    Outcome { memrefs, results }
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-4 * (1.0 + a.abs().max(b.abs())) || (a.is_nan() && b.is_nan())
}

/// Runs `func` before and after the pipeline and compares; returns the report and the
/// printed output.
fn check_with(
    src: &str,
    func: &str,
    args: &[Arg],
    target: &GpuTarget,
    opts: &GpuPipelineOptions,
) -> (PipelineReport, String) {
    let mut ctx = Context::new();
    let m0 = parse(&mut ctx, src);
    let before = execute(&ctx, &m0, func, args);
    let mut m = m0.clone();
    let report = match run_gpu_pipeline(&mut ctx, &mut m, target, opts) {
        Ok(r) => r,
        Err(e) => panic!(
            "pipeline failed: {e}\n{}",
            print_module(&ctx, &m, &PrintOptions::default())
        ),
    };
    let text = print_module(&ctx, &m, &PrintOptions::default());
    assert!(
        text.contains("gpu.launch_func"),
        "no kernel produced:\n{text}"
    );
    assert!(
        !text.contains("gpu.launch "),
        "launch left un-outlined:\n{text}"
    );
    // The printed output parses again (upstream syntax) and behaves the same.
    let mut ctx2 = Context::new();
    let m2 = parse(&mut ctx2, &text);
    let after = execute(&ctx2, &m2, func, args);
    for (k, (x, y)) in before.memrefs.iter().zip(&after.memrefs).enumerate() {
        assert_eq!(x.len(), y.len());
        for (i, (&a, &b)) in x.iter().zip(y).enumerate() {
            assert!(
                close(a as f64, b as f64),
                "@{func}: memref arg {k} differs at {i}: {a} vs {b}\n{text}"
            );
        }
    }
    assert_eq!(before.results.len(), after.results.len());
    for (a, b) in before.results.iter().zip(&after.results) {
        assert!(close(*a, *b), "@{func}: result {a} vs {b}\n{text}");
    }
    (report, text)
}

fn check(src: &str, func: &str, args: &[Arg]) -> (PipelineReport, String) {
    check_with(
        src,
        func,
        args,
        &GpuTarget::default(),
        &GpuPipelineOptions::default(),
    )
}

fn kinds(r: &PipelineReport) -> Vec<Option<LaunchKind>> {
    r.kernels.iter().map(|k| k.kind).collect()
}

const MATMUL_64: &str = r#"
func.func @matmul(%A: memref<64x32xf32>, %B: memref<32x64xf32>, %C: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to 32 {
        %a = affine.load %A[%i, %k] : memref<64x32xf32>
        %b = affine.load %B[%k, %j] : memref<32x64xf32>
        %c = affine.load %C[%i, %j] : memref<64x64xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<64x64xf32>
      }
    }
  }
  return
}"#;

#[test]
fn matmul_divisible() {
    let (r, text) = check(
        MATMUL_64,
        "matmul",
        &[
            Arg::F32(vec![64, 32]),
            Arg::F32(vec![32, 64]),
            Arg::F32(vec![64, 64]),
        ],
    );
    assert_eq!(r.kernels.len(), 1);
    let k = &r.kernels[0];
    // lavapipe-like target (textures allowed): texture mode. One subgroup per workgroup,
    // each lane 2 vectors of 4 columns by 16 rows; the k loop steps by 4 and reads A's
    // four k values as one vector; A and B are read through textures.
    assert_eq!(k.workgroup, [8, 1, 1]);
    assert_eq!(k.register_tile, [8, 16, 1]);
    assert_eq!(k.grid, [Some(1), Some(4), Some(1)]);
    // A (64x32: rows of 32 floats) is no texture, but its four k values are one vec4 load;
    // B (the kernel argument of type 32x64, wherever outlining put it) is a texture.
    let kernel_line = text
        .lines()
        .find(|l| l.contains("gpu.func @matmul_kernel"))
        .unwrap_or("");
    let b_arg = (0..3)
        .find(|i| kernel_line.contains(&format!("%arg{i}: memref<32x64xf32>")))
        .unwrap_or(99);
    assert!(
        kernel_line.contains(&format!("tessera.textures = array<i64: {b_arg}>")),
        "{text}"
    );
    assert!(text.contains("step %c4"), "{text}");
    // The 16 rows' vectors of A are loaded by the lanes for each other (2 loads, 4
    // elements each) and each row's 4 elements shuffled from its lane.
    assert_eq!(text.matches("gpu.shuffle idx").count(), 64, "{text}");
    assert_eq!(text.matches("vector.extract").count(), 8, "{text}");
    assert!(!text.contains("scf.if"), "{text}");
    // An explicit workgroup size and register tile (the autotuner's candidates) apply to
    // the texture-mode plan: 8 lanes x 2 vectors x 32 rows.
    let forced = GpuPipelineOptions {
        workgroup_size: vec![8, 1],
        register_tile: vec![8, 32],
        ..Default::default()
    };
    let (r, text) = check_with(
        MATMUL_64,
        "matmul",
        &[
            Arg::F32(vec![64, 32]),
            Arg::F32(vec![32, 64]),
            Arg::F32(vec![64, 64]),
        ],
        &GpuTarget::default(),
        &forced,
    );
    assert_eq!(r.kernels[0].register_tile, [8, 32, 1]);
    assert_eq!(r.kernels[0].grid, [Some(1), Some(2), Some(1)]);
    assert!(text.contains("tessera.textures"), "{text}");
    assert!(text.contains("vector<4xf32>"), "{text}");
    // Without textures: 8 x 32 register tile, and the 32 rows of A loaded by 4
    // lane-distributed loads and broadcast.
    let no_tex = GpuTarget {
        max_texture_dim: 0,
        ..GpuTarget::default()
    };
    let (r, text) = check_with(
        MATMUL_64,
        "matmul",
        &[
            Arg::F32(vec![64, 32]),
            Arg::F32(vec![32, 64]),
            Arg::F32(vec![64, 64]),
        ],
        &no_tex,
        &GpuPipelineOptions::default(),
    );
    let k = &r.kernels[0];
    assert_eq!(k.workgroup, [8, 1, 1]);
    assert_eq!(k.register_tile, [8, 32, 1]);
    assert_eq!(k.grid, [Some(1), Some(2), Some(1)]);
    assert!(!text.contains("tessera.textures"), "{text}");
    assert_eq!(text.matches("gpu.shuffle idx").count(), 32, "{text}");
    // Divisible: no guard, one k loop carrying the accumulators.
    assert!(text.contains("iter_args"), "{text}");
    assert!(!text.contains("scf.if"), "{text}");
    // Without subgroup broadcasts: the 16 x 8 workgroup with 4 x 4 register tiles.
    let t = GpuTarget {
        subgroup_broadcast: false,
        ..no_tex
    };
    let (r, text) = check_with(
        MATMUL_64,
        "matmul",
        &[
            Arg::F32(vec![64, 32]),
            Arg::F32(vec![32, 64]),
            Arg::F32(vec![64, 64]),
        ],
        &t,
        &GpuPipelineOptions::default(),
    );
    let k = &r.kernels[0];
    assert_eq!(k.workgroup, [16, 8, 1]);
    assert_eq!(k.register_tile, [4, 4, 1]);
    assert!(!text.contains("gpu.shuffle"), "{text}");
}

#[test]
fn matmul_non_divisible() {
    let src = r#"
func.func @matmul(%A: memref<50x23xf32>, %B: memref<23x37xf32>, %C: memref<50x37xf32>) {
  affine.for %i = 0 to 50 {
    affine.for %j = 0 to 37 {
      affine.for %k = 0 to 23 {
        %a = affine.load %A[%i, %k] : memref<50x23xf32>
        %b = affine.load %B[%k, %j] : memref<23x37xf32>
        %c = affine.load %C[%i, %j] : memref<50x37xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<50x37xf32>
      }
    }
  }
  return
}"#;
    let (r, text) = check(
        src,
        "matmul",
        &[
            Arg::F32(vec![50, 23]),
            Arg::F32(vec![23, 37]),
            Arg::F32(vec![50, 37]),
        ],
    );
    assert_eq!(r.kernels.len(), 1);
    assert!(text.contains("scf.if"), "guards expected:\n{text}");
    // Small sizes with a tile override: several workgroups, partial tiles on both axes.
    let opts = GpuPipelineOptions {
        workgroup_size: vec![8, 4],
        register_tile: vec![2, 2],
        ..Default::default()
    };
    let (r, _) = check_with(
        src,
        "matmul",
        &[
            Arg::F32(vec![50, 23]),
            Arg::F32(vec![23, 37]),
            Arg::F32(vec![50, 37]),
        ],
        &GpuTarget::default(),
        &opts,
    );
    assert_eq!(r.kernels[0].grid, [Some(3), Some(7), Some(1)]);
}

#[test]
fn batched_matmul() {
    let src = r#"
func.func @bmm(%A: memref<3x20x16xf32>, %B: memref<3x16x24xf32>, %C: memref<3x20x24xf32>) {
  affine.for %b = 0 to 3 {
    affine.for %i = 0 to 20 {
      affine.for %j = 0 to 24 {
        affine.for %k = 0 to 16 {
          %x = affine.load %A[%b, %i, %k] : memref<3x20x16xf32>
          %y = affine.load %B[%b, %k, %j] : memref<3x16x24xf32>
          %c = affine.load %C[%b, %i, %j] : memref<3x20x24xf32>
          %p = arith.mulf %x, %y : f32
          %s = arith.addf %c, %p : f32
          affine.store %s, %C[%b, %i, %j] : memref<3x20x24xf32>
        }
      }
    }
  }
  return
}"#;
    let (r, _) = check(
        src,
        "bmm",
        &[
            Arg::F32(vec![3, 20, 16]),
            Arg::F32(vec![3, 16, 24]),
            Arg::F32(vec![3, 20, 24]),
        ],
    );
    assert_eq!(r.kernels.len(), 1);
    assert_eq!(
        r.kernels[0].grid[2],
        Some(3),
        "batch on z: {:?}",
        r.kernels[0]
    );
}

#[test]
fn conv2d_nchw() {
    let src = r#"
func.func @conv(%I: memref<2x3x10x10xf32>, %W: memref<4x3x3x3xf32>, %O: memref<2x4x8x8xf32>) {
  affine.for %n = 0 to 2 {
    affine.for %oc = 0 to 4 {
      affine.for %oh = 0 to 8 {
        affine.for %ow = 0 to 8 {
          affine.for %ic = 0 to 3 {
            affine.for %kh = 0 to 3 {
              affine.for %kw = 0 to 3 {
                %x = affine.load %I[%n, %ic, %oh + %kh, %ow + %kw] : memref<2x3x10x10xf32>
                %w = affine.load %W[%oc, %ic, %kh, %kw] : memref<4x3x3x3xf32>
                %o = affine.load %O[%n, %oc, %oh, %ow] : memref<2x4x8x8xf32>
                %p = arith.mulf %x, %w : f32
                %s = arith.addf %o, %p : f32
                affine.store %s, %O[%n, %oc, %oh, %ow] : memref<2x4x8x8xf32>
              }
            }
          }
        }
      }
    }
  }
  return
}"#;
    let (r, _) = check(
        src,
        "conv",
        &[
            Arg::F32(vec![2, 3, 10, 10]),
            Arg::F32(vec![4, 3, 3, 3]),
            Arg::F32(vec![2, 4, 8, 8]),
        ],
    );
    assert_eq!(r.kernels.len(), 1);
    // The filters (oc) index W, which every lane along ow reads: they go on y, the rows of
    // the register tile (shared by subgroup broadcast when there are 8 or more); (n, oh)
    // are linearized on z.
    assert_eq!(r.kernels[0].grid[2], Some(16), "{:?}", r.kernels[0]);
    assert_eq!(r.kernels[0].register_tile, [1, 4, 1], "{:?}", r.kernels[0]);
}

#[test]
fn transposes() {
    let src = r#"
func.func @transpose(%A: memref<33x47xf32>, %B: memref<47x33xf32>) {
  affine.for %i = 0 to 33 {
    affine.for %j = 0 to 47 {
      %v = affine.load %A[%i, %j] : memref<33x47xf32>
      affine.store %v, %B[%j, %i] : memref<47x33xf32>
    }
  }
  return
}
func.func @transpose3(%A: memref<4x5x6xf32>, %B: memref<6x4x5xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      affine.for %k = 0 to 6 {
        %v = affine.load %A[%i, %j, %k] : memref<4x5x6xf32>
        affine.store %v, %B[%k, %i, %j] : memref<6x4x5xf32>
      }
    }
  }
  return
}"#;
    let (r, _) = check(
        src,
        "transpose",
        &[Arg::F32(vec![33, 47]), Arg::F32(vec![47, 33])],
    );
    assert_eq!(r.kernels.len(), 2);
    check(
        src,
        "transpose3",
        &[Arg::F32(vec![4, 5, 6]), Arg::F32(vec![6, 4, 5])],
    );
}

#[test]
fn elementwise_broadcast() {
    let src = r#"
func.func @bcast(%A: memref<30x70xf32>, %row: memref<70xf32>, %col: memref<30xf32>, %C: memref<30x70xf32>) {
  %two = arith.constant 2.0 : f32
  affine.for %i = 0 to 30 {
    affine.for %j = 0 to 70 {
      %a = affine.load %A[%i, %j] : memref<30x70xf32>
      %r = affine.load %row[%j] : memref<70xf32>
      %c = affine.load %col[%i] : memref<30xf32>
      %x = arith.mulf %a, %r : f32
      %y = arith.addf %x, %c : f32
      %z = arith.mulf %y, %two : f32
      %m = arith.maximumf %z, %a : f32
      affine.store %m, %C[%i, %j] : memref<30x70xf32>
    }
  }
  return
}"#;
    check(
        src,
        "bcast",
        &[
            Arg::F32(vec![30, 70]),
            Arg::F32(vec![70]),
            Arg::F32(vec![30]),
            Arg::F32(vec![30, 70]),
        ],
    );
}

#[test]
fn row_and_column_reductions() {
    let src = r#"
func.func @rowsum(%A: memref<40x50xf32>, %S: memref<40xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 40 {
    %s = affine.for %j = 0 to 50 iter_args(%acc = %z) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<40x50xf32>
      %t = arith.addf %acc, %a : f32
      affine.yield %t : f32
    }
    affine.store %s, %S[%i] : memref<40xf32>
  }
  return
}
func.func @colsum(%A: memref<40x50xf32>, %S: memref<50xf32>) {
  affine.for %i = 0 to 40 {
    affine.for %j = 0 to 50 {
      %a = affine.load %A[%i, %j] : memref<40x50xf32>
      %s = affine.load %S[%j] : memref<50xf32>
      %t = arith.addf %s, %a : f32
      affine.store %t, %S[%j] : memref<50xf32>
    }
  }
  return
}"#;
    let (r, _) = check(src, "rowsum", &[Arg::F32(vec![40, 50]), Arg::F32(vec![40])]);
    assert!(
        kinds(&r).iter().all(|k| *k == Some(LaunchKind::Band)),
        "{:?}",
        r.kernels
    );
    let (r, text) = check(src, "colsum", &[Arg::F32(vec![40, 50]), Arg::F32(vec![50])]);
    // Interchanged: the columns are parallel, each invocation sums its column.
    assert!(
        kinds(&r).iter().all(|k| *k == Some(LaunchKind::Band)),
        "{:?}\n{text}",
        r.kernels
    );
    assert_eq!(
        r.kernels
            .iter()
            .filter(|k| k.kind == Some(LaunchKind::Band))
            .count(),
        2
    );
}

#[test]
fn softmax_rows() {
    let src = r#"
func.func @softmax(%X: memref<16x33xf32>, %Y: memref<16x33xf32>) {
  %ninf = arith.constant -3.0e+38 : f32
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    %mx = affine.for %j = 0 to 33 iter_args(%m = %ninf) -> (f32) {
      %x = affine.load %X[%i, %j] : memref<16x33xf32>
      %m2 = arith.maximumf %m, %x : f32
      affine.yield %m2 : f32
    }
    %sum = affine.for %j = 0 to 33 iter_args(%s = %z) -> (f32) {
      %x = affine.load %X[%i, %j] : memref<16x33xf32>
      %d = arith.subf %x, %mx : f32
      %e = math.exp %d : f32
      affine.store %e, %Y[%i, %j] : memref<16x33xf32>
      %s2 = arith.addf %s, %e : f32
      affine.yield %s2 : f32
    }
    affine.for %j = 0 to 33 {
      %e = affine.load %Y[%i, %j] : memref<16x33xf32>
      %q = arith.divf %e, %sum : f32
      affine.store %q, %Y[%i, %j] : memref<16x33xf32>
    }
  }
  return
}"#;
    check(
        src,
        "softmax",
        &[Arg::F32(vec![16, 33]), Arg::F32(vec![16, 33])],
    );
}

#[test]
fn stencils_2d_and_3d() {
    let src = r#"
func.func @jacobi2d(%A: memref<34x35xf32>, %B: memref<34x35xf32>) {
  %q = arith.constant 0.2 : f32
  affine.for %i = 1 to 33 {
    affine.for %j = 1 to 34 {
      %c = affine.load %A[%i, %j] : memref<34x35xf32>
      %n = affine.load %A[%i - 1, %j] : memref<34x35xf32>
      %s = affine.load %A[%i + 1, %j] : memref<34x35xf32>
      %w = affine.load %A[%i, %j - 1] : memref<34x35xf32>
      %e = affine.load %A[%i, %j + 1] : memref<34x35xf32>
      %t0 = arith.addf %c, %n : f32
      %t1 = arith.addf %t0, %s : f32
      %t2 = arith.addf %t1, %w : f32
      %t3 = arith.addf %t2, %e : f32
      %r = arith.mulf %t3, %q : f32
      affine.store %r, %B[%i, %j] : memref<34x35xf32>
    }
  }
  return
}
func.func @heat3d(%A: memref<10x11x12xf32>, %B: memref<10x11x12xf32>) {
  %q = arith.constant 0.125 : f32
  affine.for %i = 1 to 9 {
    affine.for %j = 1 to 10 {
      affine.for %k = 1 to 11 {
        %c = affine.load %A[%i, %j, %k] : memref<10x11x12xf32>
        %a = affine.load %A[%i - 1, %j, %k] : memref<10x11x12xf32>
        %b = affine.load %A[%i + 1, %j, %k] : memref<10x11x12xf32>
        %d = affine.load %A[%i, %j - 1, %k] : memref<10x11x12xf32>
        %e = affine.load %A[%i, %j + 1, %k] : memref<10x11x12xf32>
        %f = affine.load %A[%i, %j, %k - 1] : memref<10x11x12xf32>
        %g = affine.load %A[%i, %j, %k + 1] : memref<10x11x12xf32>
        %t0 = arith.addf %a, %b : f32
        %t1 = arith.addf %t0, %d : f32
        %t2 = arith.addf %t1, %e : f32
        %t3 = arith.addf %t2, %f : f32
        %t4 = arith.addf %t3, %g : f32
        %t5 = arith.mulf %t4, %q : f32
        %r = arith.addf %t5, %c : f32
        affine.store %r, %B[%i, %j, %k] : memref<10x11x12xf32>
      }
    }
  }
  return
}"#;
    check(
        src,
        "jacobi2d",
        &[Arg::F32(vec![34, 35]), Arg::F32(vec![34, 35])],
    );
    check(
        src,
        "heat3d",
        &[Arg::F32(vec![10, 11, 12]), Arg::F32(vec![10, 11, 12])],
    );
}

#[test]
fn triangular_loops() {
    let src = r#"
func.func @tri(%A: memref<37x37xf32>, %x: memref<37xf32>, %y: memref<37xf32>) {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 37 {
    %s = affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) iter_args(%acc = %z) -> (f32) {
      %a = affine.load %A[%i, %j] : memref<37x37xf32>
      %b = affine.load %x[%j] : memref<37xf32>
      %p = arith.mulf %a, %b : f32
      %t = arith.addf %acc, %p : f32
      affine.yield %t : f32
    }
    affine.store %s, %y[%i] : memref<37xf32>
  }
  return
}
func.func @upper(%A: memref<29x29xf32>, %B: memref<29x29xf32>) {
  affine.for %i = 0 to 29 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 29 {
      %a = affine.load %A[%i, %j] : memref<29x29xf32>
      %b = arith.addf %a, %a : f32
      affine.store %b, %B[%i, %j] : memref<29x29xf32>
    }
  }
  return
}"#;
    check(
        src,
        "tri",
        &[
            Arg::F32(vec![37, 37]),
            Arg::F32(vec![37]),
            Arg::F32(vec![37]),
        ],
    );
    check(
        src,
        "upper",
        &[Arg::F32(vec![29, 29]), Arg::F32(vec![29, 29])],
    );
}

#[test]
fn dynamic_matmul() {
    let src = r#"
func.func @dmm(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %M = memref.dim %A, %c0 : memref<?x?xf32>
  %K = memref.dim %A, %c1 : memref<?x?xf32>
  %N = memref.dim %B, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      affine.for %k = 0 to %K {
        %a = affine.load %A[%i, %k] : memref<?x?xf32>
        %b = affine.load %B[%k, %j] : memref<?x?xf32>
        %c = affine.load %C[%i, %j] : memref<?x?xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}"#;
    let (r, text) = check(
        src,
        "dmm",
        &[
            Arg::F32(vec![45, 19]),
            Arg::F32(vec![19, 70]),
            Arg::F32(vec![45, 70]),
        ],
    );
    assert_eq!(
        r.kernels[0].grid[0], None,
        "dynamic grid: {:?}",
        r.kernels[0]
    );
    assert!(text.contains("memref.dim"), "{text}");
    // Same compiled code, other sizes, including an empty k range.
    check(
        src,
        "dmm",
        &[
            Arg::F32(vec![64, 32]),
            Arg::F32(vec![32, 64]),
            Arg::F32(vec![64, 64]),
        ],
    );
    check(
        src,
        "dmm",
        &[
            Arg::F32(vec![7, 0]),
            Arg::F32(vec![0, 9]),
            Arg::F32(vec![7, 9]),
        ],
    );
}

#[test]
fn affine_if_kernels() {
    let src = r#"
func.func @border(%A: memref<20x30xf32>, %B: memref<20x30xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 30 {
      affine.if affine_set<(d0, d1) : (d0 - 1 >= 0, -d0 + 18 >= 0, d1 - 1 >= 0, -d1 + 28 >= 0)>(%i, %j) {
        %a = affine.load %A[%i, %j] : memref<20x30xf32>
        %l = affine.load %A[%i, %j - 1] : memref<20x30xf32>
        %s = arith.addf %a, %l : f32
        affine.store %s, %B[%i, %j] : memref<20x30xf32>
      } else {
        affine.store %zero, %B[%i, %j] : memref<20x30xf32>
      }
    }
  }
  return
}
func.func @lower_tri(%A: memref<24x24xf32>) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 24 {
    affine.for %j = 0 to 24 {
      affine.if affine_set<(d0, d1) : (d1 - d0 - 1 >= 0)>(%i, %j) {
        affine.store %zero, %A[%i, %j] : memref<24x24xf32>
      }
    }
  }
  return
}"#;
    check(
        src,
        "border",
        &[Arg::F32(vec![20, 30]), Arg::F32(vec![20, 30])],
    );
    check(src, "lower_tri", &[Arg::F32(vec![24, 24])]);
}

#[test]
fn recurrences_stay_sequential() {
    let src = r#"
func.func @prefix(%A: memref<100xf32>) {
  affine.for %i = 1 to 100 {
    %p = affine.load %A[%i - 1] : memref<100xf32>
    %v = affine.load %A[%i] : memref<100xf32>
    %s = arith.addf %p, %v : f32
    affine.store %s, %A[%i] : memref<100xf32>
  }
  return
}
func.func @wavefront(%A: memref<12x13xf32>) {
  affine.for %i = 1 to 12 {
    affine.for %j = 1 to 13 {
      %n = affine.load %A[%i - 1, %j] : memref<12x13xf32>
      %w = affine.load %A[%i, %j - 1] : memref<12x13xf32>
      %s = arith.addf %n, %w : f32
      %h = arith.constant 0.5 : f32
      %r = arith.mulf %s, %h : f32
      affine.store %r, %A[%i, %j] : memref<12x13xf32>
    }
  }
  return
}"#;
    let (r, _) = check(src, "prefix", &[Arg::F32(vec![100])]);
    assert_eq!(
        kinds(&r),
        vec![Some(LaunchKind::Serial), Some(LaunchKind::Serial)],
        "{:?}",
        r.kernels
    );
    assert!(r
        .kernels
        .iter()
        .all(|k| k.grid == [Some(1); 3] && k.workgroup == [1, 1, 1]));
    check(src, "wavefront", &[Arg::F32(vec![12, 13])]);
}

#[test]
fn time_steps_stay_on_the_host() {
    let src = r#"
func.func @jacobi1d(%A: memref<66xf32>, %B: memref<66xf32>) {
  %h = arith.constant 0.5 : f32
  affine.for %t = 0 to 5 {
    affine.for %i = 1 to 65 {
      %l = affine.load %A[%i - 1] : memref<66xf32>
      %r = affine.load %A[%i + 1] : memref<66xf32>
      %s = arith.addf %l, %r : f32
      %m = arith.mulf %s, %h : f32
      affine.store %m, %B[%i] : memref<66xf32>
    }
    affine.for %i = 1 to 65 {
      %v = affine.load %B[%i] : memref<66xf32>
      affine.store %v, %A[%i] : memref<66xf32>
    }
  }
  return
}"#;
    let (r, text) = check(src, "jacobi1d", &[Arg::F32(vec![66]), Arg::F32(vec![66])]);
    assert_eq!(
        kinds(&r),
        vec![Some(LaunchKind::Band), Some(LaunchKind::Band)]
    );
    // The time loop is a host loop around the two launches.
    let host_loop = text.find("scf.for").expect("host loop");
    let launch = text.find("gpu.launch_func").expect("launch");
    assert!(host_loop < launch, "{text}");
}

#[test]
fn full_reductions() {
    let src = r#"
func.func @sum(%A: memref<1000xf32>) -> f32 {
  %z = arith.constant 1.0 : f32
  %r = affine.for %i = 0 to 1000 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %A[%i] : memref<1000xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}
func.func @maxabs(%A: memref<37x41xf32>, %out: memref<1xf32>) {
  %ninf = arith.constant -3.0e+38 : f32
  %r = affine.for %i = 0 to 37 iter_args(%m = %ninf) -> (f32) {
    %q = affine.for %j = 0 to 41 iter_args(%m2 = %m) -> (f32) {
      %v = affine.load %A[%i, %j] : memref<37x41xf32>
      %a = math.absf %v : f32
      %n = arith.maximumf %m2, %a : f32
      affine.yield %n : f32
    }
    affine.yield %q : f32
  }
  affine.store %r, %out[0] : memref<1xf32>
  return
}"#;
    let (r, _) = check(src, "sum", &[Arg::F32(vec![1000])]);
    assert!(
        kinds(&r).contains(&Some(LaunchKind::ReducePartial)),
        "{:?}",
        r.kernels
    );
    assert!(
        kinds(&r).contains(&Some(LaunchKind::ReduceFinal)),
        "{:?}",
        r.kernels
    );
    check(src, "maxabs", &[Arg::F32(vec![37, 41]), Arg::F32(vec![1])]);
}

#[test]
fn dynamic_elementwise_and_symbols() {
    let src = r#"
func.func @axpy(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) {
  %a = arith.constant 3.0 : f32
  affine.for %i = 0 to %n {
    %u = affine.load %x[%i] : memref<?xf32>
    %v = affine.load %y[%i] : memref<?xf32>
    %p = arith.mulf %u, %a : f32
    %s = arith.addf %p, %v : f32
    affine.store %s, %y[%i] : memref<?xf32>
  }
  return
}
func.func @strided(%x: memref<300xf32>, %lo: index) {
  affine.for %i = max affine_map<()[s0] -> (s0, 3)>()[%lo] to 290 step 3 {
    %u = affine.load %x[%i] : memref<300xf32>
    %v = arith.mulf %u, %u : f32
    affine.store %v, %x[%i + 1] : memref<300xf32>
  }
  return
}"#;
    check(
        src,
        "axpy",
        &[Arg::F32(vec![1001]), Arg::F32(vec![1001]), Arg::Index(1001)],
    );
    check(
        src,
        "axpy",
        &[Arg::F32(vec![5]), Arg::F32(vec![5]), Arg::Index(3)],
    );
    check(src, "strided", &[Arg::F32(vec![300]), Arg::Index(10)]);
}

#[test]
fn workgroup_memory_promotion() {
    let promote = GpuPipelineOptions {
        promote: Some(true),
        ..Default::default()
    };
    let t = GpuTarget::default();
    let (r, text) = check_with(
        MATMUL_64,
        "matmul",
        &[
            Arg::F32(vec![64, 32]),
            Arg::F32(vec![32, 64]),
            Arg::F32(vec![64, 64]),
        ],
        &t,
        &promote,
    );
    assert!(r.kernels[0].promoted, "{text}");
    assert!(
        text.contains("gpu.barrier") && text.contains("#gpu.address_space<workgroup>"),
        "{text}"
    );
    // Non-divisible sizes and a k range that is not a multiple of the k tile.
    let src = r#"
func.func @mm(%A: memref<50x23xf32>, %B: memref<23x37xf32>, %C: memref<50x37xf32>) {
  affine.for %i = 0 to 50 {
    affine.for %j = 0 to 37 {
      affine.for %k = 0 to 23 {
        %a = affine.load %A[%i, %k] : memref<50x23xf32>
        %b = affine.load %B[%k, %j] : memref<23x37xf32>
        %c = affine.load %C[%i, %j] : memref<50x37xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<50x37xf32>
      }
    }
  }
  return
}"#;
    let small = GpuPipelineOptions {
        workgroup_size: vec![8, 4],
        register_tile: vec![2, 2],
        ..promote.clone()
    };
    let (r, text) = check_with(
        src,
        "mm",
        &[
            Arg::F32(vec![50, 23]),
            Arg::F32(vec![23, 37]),
            Arg::F32(vec![50, 37]),
        ],
        &t,
        &small,
    );
    assert!(r.kernels[0].promoted, "{text}");
    // A GPU target promotes by default.
    let (r, _) = check_with(
        MATMUL_64,
        "matmul",
        &[
            Arg::F32(vec![64, 32]),
            Arg::F32(vec![32, 64]),
            Arg::F32(vec![64, 64]),
        ],
        &GpuTarget::webgpu_default(),
        &GpuPipelineOptions::default(),
    );
    assert!(r.kernels[0].promoted);
    // Convolution windows: overlapping reads of the input.
    let conv = r#"
func.func @conv1d(%I: memref<70xf32>, %W: memref<5xf32>, %O: memref<66xf32>) {
  affine.for %o = 0 to 66 {
    affine.for %k = 0 to 5 {
      %x = affine.load %I[%o + %k] : memref<70xf32>
      %w = affine.load %W[%k] : memref<5xf32>
      %y = affine.load %O[%o] : memref<66xf32>
      %p = arith.mulf %x, %w : f32
      %s = arith.addf %y, %p : f32
      affine.store %s, %O[%o] : memref<66xf32>
    }
  }
  return
}"#;
    let opts = GpuPipelineOptions {
        workgroup_size: vec![16],
        register_tile: vec![2],
        ..promote
    };
    let (r, text) = check_with(
        conv,
        "conv1d",
        &[Arg::F32(vec![70]), Arg::F32(vec![5]), Arg::F32(vec![66])],
        &t,
        &opts,
    );
    assert!(r.kernels[0].promoted, "{text}");
}

/// The report for a 1024³ matmul under the default pipeline (lavapipe-like target), with
/// the pipeline's compile time. Run with
/// `cargo test --release -p tessera-lowering --test gpu_pipeline_semantics -- --ignored --nocapture`.
#[test]
#[ignore]
fn report_matmul_1024() {
    let src = MATMUL_64
        .replace("64x32", "1024x1024")
        .replace("32x64", "1024x1024")
        .replace("64x64", "1024x1024")
        .replace("to 64", "to 1024")
        .replace("to 32", "to 1024");
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..20 {
        let mut ctx = Context::new();
        let mut m = parse(&mut ctx, &src);
        let start = std::time::Instant::now();
        let r = run_gpu_pipeline(
            &mut ctx,
            &mut m,
            &GpuTarget::default(),
            &GpuPipelineOptions::default(),
        )
        .expect("pipeline");
        times.push(start.elapsed().as_secs_f64() * 1e3);
        last = Some(r);
    }
    times.sort_by(f64::total_cmp);
    // The same with verification only after the last pass.
    let mut once = Vec::new();
    for _ in 0..20 {
        let mut ctx = Context::new();
        let mut m = parse(&mut ctx, &src);
        let start = std::time::Instant::now();
        let opts = GpuPipelineOptions {
            verify_each: false,
            ..GpuPipelineOptions::default()
        };
        run_gpu_pipeline(&mut ctx, &mut m, &GpuTarget::default(), &opts).expect("pipeline");
        once.push(start.elapsed().as_secs_f64() * 1e3);
    }
    once.sort_by(f64::total_cmp);
    println!(
        "compile time, verifying once at the end: median {:.3} ms",
        once[once.len() / 2]
    );
    let r = last.expect("report");
    for k in &r.kernels {
        println!("{k}");
    }
    for (p, d) in &r.pass_times {
        println!("  {p}: {:.3} ms", d.as_secs_f64() * 1e3);
    }
    println!(
        "compile time: median {:.3} ms, min {:.3} ms over {} runs",
        times[times.len() / 2],
        times[0],
        times.len()
    );
    // Texture mode: 8 lanes x 4 vectors of 4 columns, 16 rows.
    assert_eq!(r.kernels.len(), 1);
    assert_eq!(r.kernels[0].grid, [Some(8), Some(64), Some(1)]);
    assert_eq!(r.kernels[0].workgroup, [8, 1, 1]);
    assert_eq!(r.kernels[0].register_tile, [16, 16, 1]);
}

/// Verifying only after the last pass changes nothing in the output.
#[test]
fn verify_each_off_gives_the_same_module() {
    let mut out = Vec::new();
    for verify_each in [true, false] {
        let mut ctx = Context::new();
        let mut m = parse(&mut ctx, MATMUL_64);
        let opts = GpuPipelineOptions {
            verify_each,
            ..GpuPipelineOptions::default()
        };
        let r = run_gpu_pipeline(&mut ctx, &mut m, &GpuTarget::default(), &opts).expect("pipeline");
        assert_eq!(r.pass_times.last().map(|(p, _)| p.as_str()), Some("verify"));
        out.push(print_module(&ctx, &m, &PrintOptions::default()));
    }
    assert_eq!(out[0], out[1]);
}

#[test]
fn edge_cases() {
    let src = r#"
func.func private @ext(f32) -> f32
func.func @edges(%A: memref<16x8xf32>, %B: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  // Empty and reversed ranges.
  affine.for %i = 0 to 0 {
    affine.store %one, %B[%i] : memref<16xf32>
  }
  affine.for %i = 10 to 4 {
    affine.store %one, %B[%i] : memref<16xf32>
  }
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 16)>()[%n] {
    affine.for %j = 0 to 8 {
      affine.store %one, %A[%i, %j] : memref<16x8xf32>
    }
  }
  // A private buffer and structured control flow written by hand inside the band.
  affine.for %i = 0 to 16 {
    %t = memref.alloca() : memref<8xf32>
    affine.for %j = 0 to 8 {
      %v = affine.load %A[%i, %j] : memref<16x8xf32>
      affine.store %v, %t[%j] : memref<8xf32>
    }
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %s = scf.for %j = %c0 to %c8 step %c1 iter_args(%acc = %one) -> (f32) {
      %v = memref.load %t[%j] : memref<8xf32>
      %pos = arith.cmpf ogt, %v, %acc : f32
      %m = scf.if %pos -> (f32) {
        scf.yield %v : f32
      } else {
        scf.yield %acc : f32
      }
      scf.yield %m : f32
    }
    affine.store %s, %B[%i] : memref<16xf32>
  }
  // A call: unknown effects, stays on the host.
  affine.for %i = 0 to 16 {
    %v = affine.load %B[%i] : memref<16xf32>
    %w = func.call @ext(%v) : (f32) -> f32
    affine.store %w, %B[%i] : memref<16xf32>
  }
  return
}
func.func @ext(%x: f32) -> f32 {
  %r = arith.mulf %x, %x : f32
  return %r : f32
}"#;
    let src = src.replace("func.func private @ext(f32) -> f32\n", "");
    let (r, text) = check(
        &src,
        "edges",
        &[Arg::F32(vec![16, 8]), Arg::F32(vec![16]), Arg::Index(5)],
    );
    assert!(text.contains("func.call @ext"), "{text}");
    assert!(!r.kernels.is_empty());
    check(
        &src,
        "edges",
        &[Arg::F32(vec![16, 8]), Arg::F32(vec![16]), Arg::Index(0)],
    );
    check(
        &src,
        "edges",
        &[Arg::F32(vec![16, 8]), Arg::F32(vec![16]), Arg::Index(40)],
    );
}

/// Vectorisation along x on CPU targets (`gpu::map::vectorize`): loop-free bodies whose x
/// tile divides the extent get `vector<4xf32>` loads, arithmetic and stores; reduction
/// loops with a contiguous load get `vector<4xf32>` partial results and a
/// `vector.reduction`; bodies with loops, non-dividing extents and `vectorize=false` stay
/// scalar. Results are compared with the unlowered program in every case.
#[test]
fn vectorisation_along_x_and_reduction_loops() {
    let ew = |n: i64| {
        format!(
            r#"
func.func @ew(%A: memref<16x{n}xf32>, %row: memref<16xf32>, %C: memref<16x{n}xf32>) {{
  affine.for %i = 0 to 16 {{
    affine.for %j = 0 to {n} {{
      %a = affine.load %A[%i, %j] : memref<16x{n}xf32>
      %r = affine.load %row[%i] : memref<16xf32>
      %x = arith.mulf %a, %r : f32
      %m = arith.maximumf %x, %a : f32
      affine.store %m, %C[%i, %j] : memref<16x{n}xf32>
    }}
  }}
  return
}}"#
        )
    };
    let args = |n: i64| {
        vec![
            Arg::F32(vec![16, n]),
            Arg::F32(vec![16]),
            Arg::F32(vec![16, n]),
        ]
    };
    // 128 columns: 16 invocations x 4 elements on x, divisible.
    let (r, text) = check(&ew(128), "ew", &args(128));
    assert_eq!(r.kernels[0].register_tile[0], 4, "{:?}", r.kernels);
    assert!(
        text.contains("vector.load") && text.contains("vector.store"),
        "{text}"
    );
    assert!(text.contains("arith.maximumf %") && text.contains(": vector<4xf32>"));
    // The x-invariant row value is loaded once and broadcast.
    assert!(text.contains("vector.broadcast"), "{text}");
    // 30 rows: partial tiles along y (guarded instances) around vectorised x.
    let ew30 = ew(128).replace("16x", "30x").replace("0 to 16", "0 to 30");
    let (_, text) = check(
        &ew30,
        "ew",
        &[
            Arg::F32(vec![30, 128]),
            Arg::F32(vec![30]),
            Arg::F32(vec![30, 128]),
        ],
    );
    assert!(
        text.contains("vector.load") && text.contains("scf.if"),
        "{text}"
    );
    // 70 columns: no x tile of 4 elements divides it, scalar lanes.
    let (_, text) = check(&ew(70), "ew", &args(70));
    assert!(!text.contains("vector<4xf32>"), "{text}");
    // Turned off.
    let off = GpuPipelineOptions {
        vectorize: false,
        ..GpuPipelineOptions::default()
    };
    let (_, text) = check_with(&ew(128), "ew", &args(128), &GpuTarget::default(), &off);
    assert!(!text.contains("vector<4xf32>"), "{text}");
    // Not a CPU adapter: scalar lanes.
    let (_, text) = check_with(
        &ew(128),
        "ew",
        &args(128),
        &GpuTarget::webgpu_default(),
        &GpuPipelineOptions::default(),
    );
    assert!(!text.contains("vector<4xf32>"), "{text}");

    // Row reductions: sum and max over 48 columns (divisible by 4), and 50 (not).
    let red = |n: i64, op: &str, init: &str| {
        format!(
            r#"
func.func @red(%A: memref<40x{n}xf32>, %S: memref<40xf32>) {{
  %z = arith.constant {init} : f32
  affine.for %i = 0 to 40 {{
    %s = affine.for %j = 0 to {n} iter_args(%acc = %z) -> (f32) {{
      %a = affine.load %A[%i, %j] : memref<40x{n}xf32>
      %t = {op} %acc, %a : f32
      affine.yield %t : f32
    }}
    affine.store %s, %S[%i] : memref<40xf32>
  }}
  return
}}"#
        )
    };
    for (op, init, kind) in [
        ("arith.addf", "0.5", "<add>"),
        ("arith.maximumf", "-2.0", "<maximumf>"),
        ("arith.mulf", "1.0", "<mul>"),
    ] {
        let (_, text) = check(
            &red(48, op, init),
            "red",
            &[Arg::F32(vec![40, 48]), Arg::F32(vec![40])],
        );
        assert!(
            text.contains("step %c4") && text.contains(&format!("vector.reduction {kind}")),
            "{op}:\n{text}"
        );
        let (_, text) = check(
            &red(50, op, init),
            "red",
            &[Arg::F32(vec![40, 50]), Arg::F32(vec![40])],
        );
        assert!(!text.contains("vector.reduction"), "{op}:\n{text}");
    }

    // Matmul (a body with a loop) keeps scalar lanes on buffers; read through textures it
    // is vectorised (`matmul_divisible`).
    let no_tex = GpuTarget {
        max_texture_dim: 0,
        ..GpuTarget::default()
    };
    let (_, text) = check_with(
        MATMUL_64,
        "matmul",
        &[
            Arg::F32(vec![64, 32]),
            Arg::F32(vec![32, 64]),
            Arg::F32(vec![64, 64]),
        ],
        &no_tex,
        &GpuPipelineOptions::default(),
    );
    assert!(!text.contains("vector<4xf32>"), "{text}");
    let opts = GpuPipelineOptions {
        textures: false,
        ..Default::default()
    };
    let (_, text) = check_with(
        MATMUL_64,
        "matmul",
        &[
            Arg::F32(vec![64, 32]),
            Arg::F32(vec![32, 64]),
            Arg::F32(vec![64, 64]),
        ],
        &GpuTarget::default(),
        &opts,
    );
    assert!(!text.contains("vector<4xf32>"), "{text}");
}

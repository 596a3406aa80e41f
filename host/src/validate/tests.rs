//! Engine tests with a fake path that perturbs the reference's outputs.

use super::*;
use crate::runtime::HostArray;

/// The reference, with `edit` applied to what it produced.
struct Perturbed(Box<dyn Fn(&mut RunOutput)>);

impl Backend for Perturbed {
    fn name(&self) -> String {
        "perturbed".into()
    }
    fn run(&mut self, input: &RunInput<'_>) -> Result<RunOutput, PathFailure> {
        let mut out = Reference::default().run(input)?;
        (self.0)(&mut out);
        Ok(out)
    }
}

fn map_f32(a: &HostArray, f: impl Fn(usize, f32) -> f32) -> HostArray {
    let v: Vec<f32> = a.to_vec().unwrap();
    let v: Vec<f32> = v.iter().enumerate().map(|(i, &x)| f(i, x)).collect();
    HostArray::from_slice(&v, a.shape()).unwrap()
}

fn check(src: &str, tol: Tolerances, edit: impl Fn(&mut RunOutput) + 'static) -> ValidationReport {
    let backends: Vec<Box<dyn Backend>> = vec![Box::new(Perturbed(Box::new(edit)))];
    validate_with(src, "t.mlir", "main", &tol, backends).unwrap()
}

const SCALE: &str = r#"
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 0.3 : f32
  affine.for %i = 0 to 4 {
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    %v = arith.mulf %g, %c : f32
    affine.store %v, %a[%i] : memref<4xf32>
  }
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
"#;

#[test]
fn small_errors_pass_and_large_ones_are_located() {
    let r = check(SCALE, Tolerances::default(), |o| {
        o.outputs[0] = Some(map_f32(o.outputs[0].as_ref().unwrap(), |_, x| {
            x * (1.0 + 4e-6)
        }));
    });
    assert!(r.passed(), "{}", r.render());
    let p = r.path("perturbed").unwrap();
    assert!(p.comparison.as_ref().unwrap().max_rel > 1e-6);

    let r = check(SCALE, Tolerances::default(), |o| {
        o.outputs[0] = Some(map_f32(o.outputs[0].as_ref().unwrap(), |i, x| {
            if i == 2 {
                x + 1e-3
            } else {
                x
            }
        }));
    });
    assert!(!r.passed());
    let c = r.path("perturbed").unwrap().comparison.clone().unwrap();
    assert_eq!(c.mismatches, 1);
    assert_eq!(c.worst.unwrap().site, "out0[2]");
    let text = r.render();
    assert!(
        text.contains("MISMATCH") && text.contains("result: FAIL"),
        "{text}"
    );
}

#[test]
fn user_tolerances_apply() {
    let edit = |o: &mut RunOutput| {
        o.outputs[0] = Some(map_f32(o.outputs[0].as_ref().unwrap(), |_, x| x * 1.001));
    };
    assert!(!check(SCALE, Tolerances::default(), edit).passed());
    let loose = Tolerances {
        rtol: Some(2e-3),
        ..Tolerances::default()
    };
    assert!(check(SCALE, loose, edit).passed());
}

#[test]
fn printed_text_must_match() {
    let r = check(SCALE, Tolerances::default(), |o| {
        o.stdout.push_str("extra\n")
    });
    assert!(!r.passed());
    let c = r.path("perturbed").unwrap().comparison.clone().unwrap();
    assert!(c.details[0].contains("tokens"), "{:?}", c.details);
    let r = check(SCALE, Tolerances::default(), |o| {
        o.stdout = o.stdout.replace("rank", "rnak")
    });
    assert!(!r.passed());
    // A different base address is not a difference.
    let r = check(SCALE, Tolerances::default(), |o| {
        o.stdout = o.stdout.replace("0x", "0x9")
    });
    assert!(r.passed(), "{}", r.render());
}

#[test]
fn missing_outputs_and_integer_differences_fail() {
    let r = check(SCALE, Tolerances::default(), |o| {
        o.outputs.pop();
    });
    assert!(!r.passed());
    let src = r#"
func.func @main() {
  %a = memref.alloc() : memref<3xi32>
  %c = arith.constant 7 : i32
  affine.for %i = 0 to 3 {
    affine.store %c, %a[%i] : memref<3xi32>
  }
  return
}
"#;
    let r = check(src, Tolerances::default(), |o| {
        let a = o.outputs[0].as_ref().unwrap();
        let v: Vec<i32> = a.to_vec().unwrap();
        let v: Vec<i32> = v.iter().map(|x| x + 1).collect();
        o.outputs[0] = Some(HostArray::from_slice(&v, a.shape()).unwrap());
    });
    assert!(!r.passed());
    assert!(r.render().contains("int32 exact"), "{}", r.render());
}

/// Row sums of 1000 alternating terms of magnitude about 1: the sum is small, Σ|x| is
/// about 1000.
const SUMS: &str = r#"
func.func @main() {
  %a = memref.alloc() : memref<2x1000xf32>
  %s = memref.alloc() : memref<2xf32>
  %z = arith.constant 0.0 : f32
  %e = arith.constant 0.0009765625 : f32
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 1000 {
      %q = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 3)>(%i, %j)
      %f = arith.index_cast %q : index to i32
      %g = arith.sitofp %f : i32 to f32
      %h = arith.mulf %g, %e : f32
      %r = affine.apply affine_map<(d0) -> (d0 mod 2)>(%j)
      %c = arith.index_cast %r : index to i32
      %b = arith.sitofp %c : i32 to f32
      %one = arith.constant 1.0 : f32
      %two = arith.constant 2.0 : f32
      %sg = arith.mulf %b, %two : f32
      %sign = arith.subf %sg, %one : f32
      %m = arith.addf %h, %one : f32
      %v = arith.mulf %m, %sign : f32
      affine.store %v, %a[%i, %j] : memref<2x1000xf32>
    }
  }
  affine.for %i = 0 to 2 {
    %t = affine.for %j = 0 to 1000 iter_args(%acc = %z) -> (f32) {
      %x = affine.load %a[%i, %j] : memref<2x1000xf32>
      %y = arith.addf %acc, %x : f32
      affine.yield %y : f32
    }
    affine.store %t, %s[%i] : memref<2xf32>
  }
  return
}
"#;

#[test]
fn reductions_get_the_order_independent_bound() {
    // Σ|x| over row 0 is Σ (1 + 3j/1024) ≈ 1000 + 1463 = 2463; 2γ₁₀₀₀ ≈ 1.19e-4.
    let bump = |o: &mut RunOutput| {
        o.outputs[1] = Some(map_f32(o.outputs[1].as_ref().unwrap(), |_, x| x + 0.05));
    };
    let r = check(SUMS, Tolerances::default(), bump);
    assert!(r.passed(), "{}", r.render());
    assert_eq!(r.reductions, Some((1, 1000)));
    // Off: the same error is a mismatch.
    let off = Tolerances {
        reduction_scale: Some(0.0),
        ..Tolerances::default()
    };
    assert!(!check(SUMS, off, bump).passed());
    // Beyond the bound: a mismatch.
    let r = check(SUMS, Tolerances::default(), |o| {
        o.outputs[1] = Some(map_f32(o.outputs[1].as_ref().unwrap(), |_, x| x + 1.0));
    });
    assert!(!r.passed(), "{}", r.render());
}

#[test]
fn a_failing_reference_fails_the_validation() {
    let src = r#"
func.func @main() {
  %a = memref.alloc() : memref<2xf32>
  %c = arith.constant 5 : index
  %v = memref.load %a[%c] : memref<2xf32>
  return
}
"#;
    let r = check(src, Tolerances::default(), |_| {});
    assert!(!r.passed());
    assert!(
        r.render().contains("the reference run failed"),
        "{}",
        r.render()
    );
}

#[test]
fn entries_with_memref_parameters_get_generated_inputs() {
    let src = r#"
func.func @k(%a: memref<5xf32>, %b: memref<5xf32>) {
  affine.for %i = 0 to 5 {
    %x = affine.load %a[%i] : memref<5xf32>
    %y = arith.addf %x, %x : f32
    affine.store %y, %b[%i] : memref<5xf32>
  }
  return
}
"#;
    let backends: Vec<Box<dyn Backend>> = vec![Box::new(LoweredOnCpu::default())];
    let r = validate_with(src, "t.mlir", "k", &Tolerances::default(), backends).unwrap();
    assert!(r.passed(), "{}", r.render());
    assert_eq!(r.outputs.len(), 2);
    assert!(r.outputs[0].contains("argument 0 of @k"));
    let bad = validate_with(
        "func.func @k(%n: index) { return }",
        "t.mlir",
        "k",
        &Tolerances::default(),
        Vec::new(),
    );
    assert!(bad.unwrap_err().contains("scalar parameters"));
}

#[test]
fn a_path_asked_for_that_cannot_run_fails_the_validation() {
    // Every path, but no device: the three GPU paths cannot run, and that is a failure.
    let opts = ValidateOptions {
        device: DeviceChoice::None,
        require_gpu: false,
        ..ValidateOptions::default()
    };
    let report = validate_source(SCALE, "t.mlir", &opts).unwrap();
    assert!(!report.passed(), "{}", report.render());
    let text = report.render();
    assert_eq!(
        text.matches("was asked for but cannot run here").count(),
        3,
        "{text}"
    );
    assert!(text.contains("result: FAIL"), "{text}");
    // An explicit list without the GPU paths validates what it names.
    let opts = ValidateOptions {
        paths: vec![PathKind::LoweredOnCpu],
        ..opts
    };
    let report = validate_source(SCALE, "t.mlir", &opts).unwrap();
    assert!(report.passed(), "{}", report.render());
    assert_eq!(report.compared_paths(), 1);
    assert!(report.render().contains("result: PASS (1 path compared)"));
}

#[test]
fn each_argument_gets_its_own_fill() {
    let shape = [4usize, 5];
    let fills: Vec<Vec<f32>> = (0..8)
        .map(|s| {
            backend::default_arg(crate::runtime::DType::F32, &shape, s)
                .unwrap()
                .to_vec()
                .unwrap()
        })
        .collect();
    for (i, a) in fills.iter().enumerate() {
        for b in &fills[i + 1..] {
            assert_ne!(a, b);
        }
        // Exact binary fractions of magnitude at most 3/4.
        assert!(a
            .iter()
            .all(|x| (x * 8.0).fract() == 0.0 && x.abs() <= 0.75));
    }
    let h: Vec<half::f16> = backend::default_arg(crate::runtime::DType::F16, &shape, 1)
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(h
        .iter()
        .all(|x| (x.to_f32() * 4.0).fract() == 0.0 && x.to_f32().abs() <= 0.5));
}

/// [`Perturbed`] on a path whose target language does not guarantee NaN and infinities
/// (the browser's WGSL).
struct PerturbedWgsl(Box<dyn Fn(&mut RunOutput)>);

impl Backend for PerturbedWgsl {
    fn name(&self) -> String {
        "wgsl elsewhere".into()
    }
    fn run(&mut self, input: &RunInput<'_>) -> Result<RunOutput, PathFailure> {
        let mut out = Reference::default().run(input)?;
        (self.0)(&mut out);
        Ok(out)
    }
    fn nonfinite_deviation(&self) -> Option<&'static str> {
        Some(backend::WGSL_NONFINITE)
    }
}

#[test]
fn a_path_with_a_documented_deviation_reports_it_and_only_it() {
    let run = |edit: fn(usize, f32) -> f32| {
        let backends: Vec<Box<dyn Backend>> = vec![Box::new(PerturbedWgsl(Box::new(move |o| {
            o.outputs[0] = Some(map_f32(o.outputs[0].as_ref().unwrap(), edit));
        })))];
        validate_with(SCALE, "t.mlir", "main", &Tolerances::default(), backends).unwrap()
    };
    // A NaN where the reference has a number: the deviation, shown, not a failure.
    let r = run(|i, x| if i == 1 { f32::NAN } else { x });
    let text = r.render();
    assert!(r.passed(), "{text}");
    let p = r.path("wgsl elsewhere").unwrap();
    assert!(
        matches!(p.status, PathStatus::Deviation(_)),
        "{:?}",
        p.status
    );
    assert!(
        text.contains("DEVIATION wgsl elsewhere: 1 of")
            && text.contains("WGSL makes no NaN or infinity guarantees")
            && text.contains("out0[1]: expected 3.0000001192092896e-1, got NaN")
            && text.contains("1 with a documented deviation"),
        "{text}"
    );
    // A finite difference on the same path is a mismatch, whatever else differs.
    let r = run(|i, x| match i {
        1 => f32::INFINITY,
        2 => x + 1e-3,
        _ => x,
    });
    assert!(!r.passed(), "{}", r.render());
    let p = r.path("wgsl elsewhere").unwrap();
    assert_eq!(p.status, PathStatus::Mismatch);
    // On a path without the deviation, a NaN is a mismatch.
    let r = check(SCALE, Tolerances::default(), |o| {
        o.outputs[0] = Some(map_f32(o.outputs[0].as_ref().unwrap(), |i, x| {
            if i == 1 {
                f32::NAN
            } else {
                x
            }
        }));
    });
    assert!(!r.passed(), "{}", r.render());
}

#[test]
fn f64_values_that_are_f32_values_get_f32_tolerance_too() {
    const EXT: &str = r#"
func.func @main() {
  %a = memref.alloc() : memref<2xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 13.416408 : f32
  %y = arith.extf %x : f32 to f64
  memref.store %y, %a[%c0] : memref<2xf64>
  %z = arith.constant 0.1 : f64
  memref.store %z, %a[%c1] : memref<2xf64>
  return
}
"#;
    let edit = |i: usize| {
        move |o: &mut RunOutput| {
            let a = o.outputs[0].as_ref().unwrap();
            let mut v: Vec<f64> = a.to_vec().unwrap();
            v[i] = if i == 0 {
                // One f32 ulp below: an f32 computation rounded once more (seed 643).
                f64::from(f32::from_bits((v[0] as f32).to_bits() - 1))
            } else {
                v[1] * (1.0 + 1e-9)
            };
            o.outputs[0] = Some(HostArray::from_slice(&v, a.shape()).unwrap());
        }
    };
    let r = check(EXT, Tolerances::default(), edit(0));
    assert!(r.passed(), "{}", r.render());
    // A genuine f64 value 1e-9 off is still a mismatch (f64's rtol is 1e-12).
    let r = check(EXT, Tolerances::default(), edit(1));
    assert!(!r.passed(), "{}", r.render());
}

/// A program whose result depends on f32 denormals: `x · 2^-129` is a denormal for
/// `x = 1..3`, which a flushing GPU computes as 0 (and then `d == 0` is true).
const DENORMALS: &str = r#"
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %tiny = arith.constant 0x00100000 : f32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 4 {
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    %d = arith.mulf %g, %tiny : f32
    affine.store %d, %a[%i] : memref<4xf32>
    %z = arith.cmpf oeq, %d, %zero : f32
    %s = arith.select %z, %one, %zero : f32
    affine.store %s, %b[%i] : memref<4xf32>
  }
  return
}
"#;

/// Runs the reference with f32 denormals flushed, then edits the output; `flushes`:
/// what [`Backend::may_flush_denormals`] says.
struct Flushing {
    flushes: bool,
    edit: fn(&mut RunOutput),
}

impl Backend for Flushing {
    fn name(&self) -> String {
        "flushing gpu".into()
    }
    fn runs_on_gpu(&self) -> bool {
        true
    }
    fn run(&mut self, input: &RunInput<'_>) -> Result<RunOutput, PathFailure> {
        let mut out = backend::FlushedReference.run(input)?;
        (self.edit)(&mut out);
        Ok(out)
    }
    fn may_flush_denormals(&self) -> bool {
        self.flushes
    }
}

#[test]
fn flushed_denormals_are_a_deviation_only_on_a_path_that_may_flush_them() {
    let run = |flushes: bool, edit: fn(&mut RunOutput)| {
        let backends: Vec<Box<dyn Backend>> = vec![Box::new(Flushing { flushes, edit })];
        validate_with(
            DENORMALS,
            "t.mlir",
            "main",
            &Tolerances::default(),
            backends,
        )
        .unwrap()
    };
    // The flushed run differs from the reference: 1.0 where it keeps the denormal.
    let flushed = backend::FlushedReference
        .run(&RunInput {
            text: DENORMALS,
            file: "t.mlir",
            entry: "main",
            args: &[],
            unchecked: false,
        })
        .unwrap();
    let b: Vec<f32> = flushed.outputs[1].as_ref().unwrap().to_vec().unwrap();
    assert_eq!(b, vec![1.0, 1.0, 1.0, 1.0]);

    let r = run(true, |_| {});
    let text = r.render();
    assert!(r.passed(), "{text}");
    let p = r.path("flushing gpu").unwrap();
    assert!(
        matches!(&p.status, PathStatus::Deviation(why) if why.contains("denormals flushed")),
        "{text}"
    );
    // The same results on a path that keeps denormals: a mismatch.
    let r = run(false, |_| {});
    assert!(!r.passed(), "{}", r.render());
    // A difference that flushing does not explain: a mismatch.
    let r = run(true, |o| {
        o.outputs[1] = Some(map_f32(o.outputs[1].as_ref().unwrap(), |i, x| {
            if i == 2 {
                0.5
            } else {
                x
            }
        }));
    });
    assert!(!r.passed(), "{}", r.render());
}

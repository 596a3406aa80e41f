//! The Rust side of `bench/overhead.py`: per-call time of `Program::call` on a trivial
//! kernel, printed as microseconds per call (the best of ROUNDS rounds of CALLS calls: on a
//! shared machine, other load only ever adds time).
//!
//! `cargo run --release -p tessera-python --example overhead -- FILE BACKEND CALLS ROUNDS`

use std::time::Instant;

use tessera_host::runtime::{Buffer, CompileOptions, Runtime, RuntimeOptions};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let [_, file, backend, calls, rounds] = args.as_slice() else {
        return Err("usage: overhead FILE BACKEND CALLS ROUNDS".into());
    };
    let calls: usize = calls.parse()?;
    let rounds: usize = rounds.parse()?;
    let text = std::fs::read_to_string(file)?;
    let runtime = Runtime::with_options(RuntimeOptions {
        backend: backend.parse()?,
        ..RuntimeOptions::default()
    })?;
    let mut program = runtime.compile(text.as_str(), &CompileOptions::named(file))?;
    let a = Buffer::from_vec(vec![0.0f32, 1.0, 2.0, 3.0]);
    let b = Buffer::from_vec(vec![10.0f32; 4]);
    let c = Buffer::<f32>::zeros(&[4])?;
    let mut check = Vec::new();
    for _ in 0..100 {
        let out = program.call("main", &[(&a).into(), (&b).into(), (&c).into()])?;
        check = out.arg::<f32>(2)?.into_vec();
    }
    if check != [10.0, 11.0, 12.0, 13.0] {
        return Err(format!("wrong result {check:?}").into());
    }
    let mut per_call = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        let t0 = Instant::now();
        for _ in 0..calls {
            let out = program.call("main", &[(&a).into(), (&b).into(), (&c).into()])?;
            std::hint::black_box(&out);
        }
        per_call.push(t0.elapsed().as_secs_f64() / calls as f64);
    }
    let best = per_call.iter().copied().fold(f64::INFINITY, f64::min);
    println!("{:.3}", best * 1e6);
    Ok(())
}

//! Soak test: many kernel launches with readbacks, checking that memory stays flat.
//!
//! `cargo run --release -p tessera-host --example soak [-- --launches N]`
//!
//! Two loops of N launches (default 10,000), each followed by a readback:
//!
//! 1. inside one call: a host-program `scf.for` that launches and then reads an element
//!    (every iteration submits and downloads);
//! 2. across calls: N `Program::call`s, each uploading the input, launching and reading
//!    the output argument back.
//!
//! It prints resident set size (RSS, from `/proc/self/statm`) and live device buffers
//! before and after each loop, and exits with status 1 if live buffers grew or RSS grew
//! by more than 16 MiB. Without an adapter it prints `SKIPPED` and exits 0.

#[path = "../benches/common/mod.rs"]
mod common;

use std::time::Instant;

use tessera_host::runtime::{Buffer, CompileOptions, Runtime, RuntimeOptions};

/// Resident set size in KiB (Linux), if known.
fn rss_kib() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4)
}

fn show(kib: Option<u64>) -> String {
    kib.map_or_else(|| "n/a".into(), |k| format!("{:.1} MiB", k as f64 / 1024.0))
}

fn main() {
    let mut launches: usize = 10_000;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--launches" {
            launches = it.next().and_then(|v| v.parse().ok()).unwrap_or(launches);
        }
    }
    let rt = match Runtime::with_options(RuntimeOptions {
        backend: tessera_host::runtime::Backend::Vulkan,
        ..RuntimeOptions::default()
    })
    .or_else(|_| Runtime::new())
    {
        Ok(rt) if rt.device().is_some() => rt,
        _ => {
            println!("SKIPPED: no GPU adapter (install mesa-vulkan-drivers for lavapipe)");
            return;
        }
    };
    println!("soak on {}: {launches} launches per loop", rt.describe());
    let mut program = match rt.compile(common::INC, &CompileOptions::named("inc.mlir")) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let input = Buffer::from_vec(vec![0f32; common::N]);
    let mut ok = true;

    // Warm up (pipeline creation, staging pool, allocator) before the first sample.
    for _ in 0..100 {
        if let Err(e) = program.call("main", &[(&input).into()]) {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
    let _ = program.call("soak", &[(&input).into(), 100usize.into()]);

    // 1. Launches + readbacks inside one call.
    let (rss0, live0) = (rss_kib(), program.device_buffer_stats());
    let t = Instant::now();
    let out = match program.call("soak", &[(&input).into(), launches.into()]) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let dt = t.elapsed();
    let (rss1, live1) = (rss_kib(), program.device_buffer_stats());
    let last = out.scalar(0).and_then(|v| v.as_f64()).unwrap_or(-1.0);
    println!(
        "in-program loop: {:.1} us per launch+readback; element 0 = {last} (want {launches})",
        dt.as_secs_f64() * 1e6 / launches as f64
    );
    println!(
        "  RSS {} -> {}; live device buffers {:?} -> {:?}",
        show(rss0),
        show(rss1),
        live0.map(|s| s.live_buffers),
        live1.map(|s| s.live_buffers)
    );
    ok &= last == launches as f64;
    ok &= live0.map(|s| s.live_buffers) == live1.map(|s| s.live_buffers);
    ok &= matches!((rss0, rss1), (Some(a), Some(b)) if b <= a + 16 * 1024) || rss0.is_none();

    // 2. Launches + readbacks across calls.
    let (rss2, live2) = (rss_kib(), program.device_buffer_stats());
    let t = Instant::now();
    for i in 0..launches {
        match program.call("main", &[(&input).into()]) {
            Ok(o) => {
                if i == launches - 1 {
                    let v = o.arg::<f32>(0).map(|b| b.data()[0]).unwrap_or(-1.0);
                    ok &= v == 1.0;
                }
            }
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        }
    }
    let dt = t.elapsed();
    let (rss3, live3) = (rss_kib(), program.device_buffer_stats());
    println!(
        "call loop: {:.1} us per call (upload + launch + readback)",
        dt.as_secs_f64() * 1e6 / launches as f64
    );
    println!(
        "  RSS {} -> {}; live device buffers {:?} -> {:?}",
        show(rss2),
        show(rss3),
        live2.map(|s| s.live_buffers),
        live3.map(|s| s.live_buffers)
    );
    ok &= live2.map(|s| s.live_buffers) == live3.map(|s| s.live_buffers);
    ok &= matches!((rss2, rss3), (Some(a), Some(b)) if b <= a + 16 * 1024) || rss2.is_none();
    if let Some(dev) = rt.device() {
        println!("staging pool: {:?}", dev.staging_stats());
    }
    println!("{}", if ok { "PASS: flat" } else { "FAIL: growth" });
    if !ok {
        std::process::exit(1);
    }
}

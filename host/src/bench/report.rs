//! The bench report as text (a table per function) and as JSON.

use std::fmt::Write;

use super::run::fmt_secs;
use super::BenchReport;

/// The report as pretty-printed JSON.
pub fn to_json(r: &BenchReport) -> String {
    serde_json::to_string_pretty(r).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}

/// The report as text.
pub fn to_text(r: &BenchReport) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "adapter: {} ({}), driver {}",
        r.adapter, r.backend, r.driver
    );
    let _ = writeln!(
        s,
        "timing: {} (median of {} runs per kernel)",
        if r.timing == super::measure::GPU_TIMESTAMPS {
            "GPU timestamp queries"
        } else {
            "host wall-clock per submit; the device has no timestamp queries"
        },
        r.runs,
    );
    if let Some(p) = &r.peaks {
        let _ = writeln!(
            s,
            "peaks: {:.1} GFLOP/s (FMA kernel, {}), {:.1} GB/s (copy kernel, {:.0} MB moved, {})",
            p.flops_per_s / 1e9,
            fmt_secs(p.fma.median_s),
            p.bytes_per_s / 1e9,
            p.copy_bytes / 1e6,
            fmt_secs(p.copy.median_s)
        );
    }
    for f in &r.results {
        let _ = writeln!(s);
        let _ = writeln!(s, "{} @{}", f.input, f.function);
        let _ = writeln!(
            s,
            "  compile (text -> SPIR-V + WGSL): {} (front {} + back end {}); pipeline creation {}",
            fmt_secs(f.compile_s),
            fmt_secs(f.compile_front_s),
            fmt_secs(f.compile_backend_s),
            fmt_secs(f.pipeline_create_s)
        );
        let uploads = match f.texture_upload_s {
            Some(u) => format!(
                " = kernels {} + texture upload {}",
                fmt_secs(f.median_s - u),
                fmt_secs(u)
            ),
            None => String::new(),
        };
        let _ = writeln!(
            s,
            "  time: {}{uploads} ({}), {:.3} GFLOP, {:.1} MB{}",
            fmt_secs(f.median_s),
            f.timing,
            f.flops / 1e9,
            f.bytes / 1e6,
            if f.counts_exact {
                ""
            } else {
                " (counts approximate)"
            }
        );
        let mut line = format!("  achieved: {:.2} GFLOP/s, {:.2} GB/s", f.gflops, f.gbps);
        if let Some(x) = f.peak_flops_fraction {
            let _ = write!(line, "; {:.0}% of FMA peak", 100.0 * x);
        }
        if let Some(x) = f.memcpy_fraction {
            let _ = write!(line, ", {:.0}% of copy GB/s", 100.0 * x);
        }
        let _ = writeln!(s, "{line}");
        for b in &f.baselines {
            let _ = writeln!(
                s,
                "  vs {}: {} ({:.2} GFLOP/s, {:.2} GB/s) -> {:.2}x",
                b.name,
                fmt_secs(b.median_s),
                b.gflops,
                b.gbps,
                b.speedup
            );
        }
        if let Some(t) = &f.autotuned {
            let _ = writeln!(s, "  autotuned: {t}");
        }
        for l in &f.launches {
            let uploads = match (l.time.textures, l.time.texture_upload_median_s) {
                (0, _) => String::new(),
                (n, Some(u)) => format!(
                    " = kernel {} + texture upload {} ({n} textures)",
                    fmt_secs(l.time.kernel_median_s),
                    fmt_secs(u)
                ),
                (n, None) => format!(" (includes {n} texture uploads)"),
            };
            let _ = writeln!(
                s,
                "  launch @{}: grid {:?} workgroup {:?}: {}{uploads} (wall clock per submit {})",
                l.kernel.replace("::", "::@"),
                l.grid,
                l.workgroup,
                fmt_secs(l.time.median_s),
                fmt_secs(l.time.wall_median_s)
            );
        }
    }
    for k in &r.skipped {
        let _ = writeln!(s, "skipped: {k}");
    }
    s
}

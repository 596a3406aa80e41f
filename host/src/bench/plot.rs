//! The roofline plot (`tessera bench --plot FILE.svg`): measured kernels against the
//! adapter's measured peaks, on log-log axes of arithmetic intensity (FLOP/byte) and
//! GFLOP/s. The roof is `min(peak FLOP/s, intensity × copy-kernel bandwidth)`.

use plotters::prelude::*;

use super::BenchReport;

fn err(e: impl std::fmt::Display) -> String {
    format!("cannot draw the roofline: {e}")
}

/// Draws the roofline of `r` into the SVG file `path`. Needs measured peaks.
pub fn roofline_svg(r: &BenchReport, path: &std::path::Path) -> Result<(), String> {
    let mut svg = String::new();
    draw(r, &mut svg)?;
    std::fs::write(path, svg).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Draws the roofline of `r` as SVG text into `out`.
pub fn draw(r: &BenchReport, out: &mut String) -> Result<(), String> {
    let Some(p) = &r.peaks else {
        return Err("cannot draw the roofline without measured peaks".into());
    };
    let peak = (p.flops_per_s / 1e9).max(1e-6);
    let bw = (p.bytes_per_s / 1e9).max(1e-6);
    let pts: Vec<(f64, f64, String)> = r
        .results
        .iter()
        .filter(|f| f.bytes > 0.0 && f.flops > 0.0 && f.gflops > 0.0)
        .map(|f| (f.flops / f.bytes, f.gflops, f.function.clone()))
        .collect();
    let ridge = peak / bw;
    let x_lo = pts
        .iter()
        .map(|p| p.0)
        .fold(ridge / 100.0, f64::min)
        .max(1e-4)
        / 2.0;
    let x_hi = pts.iter().map(|p| p.0).fold(ridge * 100.0, f64::max) * 2.0;
    let y_lo = pts.iter().map(|p| p.1).fold(peak / 1000.0, f64::min) / 2.0;
    let y_hi = peak * 3.0;
    {
        let root = SVGBackend::with_string(out, (900, 600)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let title = format!(
            "Roofline: {} ({:.1} GFLOP/s FMA, {:.1} GB/s copy)",
            r.adapter, peak, bw
        );
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 18))
            .margin(15)
            .x_label_area_size(45)
            .y_label_area_size(60)
            .build_cartesian_2d((x_lo..x_hi).log_scale(), (y_lo..y_hi).log_scale())
            .map_err(err)?;
        chart
            .configure_mesh()
            .x_desc("arithmetic intensity (FLOP/byte)")
            .y_desc("GFLOP/s")
            .draw()
            .map_err(err)?;
        // The roof: bandwidth slope up to the ridge, then flat.
        let roof = vec![(x_lo, x_lo * bw), (ridge, peak), (x_hi, peak)];
        chart
            .draw_series(LineSeries::new(roof, BLUE.stroke_width(2)))
            .map_err(err)?
            .label("roof: min(peak, intensity x bandwidth)")
            .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], BLUE));
        chart
            .draw_series(
                pts.iter()
                    .map(|(x, y, _)| Circle::new((*x, *y), 5, RED.filled())),
            )
            .map_err(err)?
            .label("measured kernels")
            .legend(|(x, y)| Circle::new((x + 10, y), 5, RED.filled()));
        chart
            .draw_series(pts.iter().map(|(x, y, name)| {
                Text::new(format!("@{name}"), (*x, *y * 1.15), ("sans-serif", 13))
            }))
            .map_err(err)?;
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .position(SeriesLabelPosition::LowerRight)
            .draw()
            .map_err(err)?;
        root.present().map_err(err)?;
    }
    Ok(())
}

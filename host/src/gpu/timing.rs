//! Timing reports for submitted batches.

use std::fmt;
use std::time::Duration;

/// Where a batch's kernel times come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimingSource {
    /// GPU timestamp queries written at the start and end of each dispatch's pass.
    GpuTimestamps,
    /// No GPU timestamps (not requested, or the device lacks `TIMESTAMP_QUERY`):
    /// only host wall-clock time from submit to completion is known.
    WallClock,
}

/// Timing of one dispatch.
#[derive(Clone, Debug, PartialEq)]
pub struct DispatchTiming {
    /// Kernel name.
    pub kernel: String,
    /// Workgroup grid.
    pub grid: [u32; 3],
    /// GPU execution time of the kernel's compute pass from timestamps; `None` under
    /// [`TimingSource::WallClock`]. Texture uploads are not included: see
    /// [`texture_upload`](Self::texture_upload).
    pub gpu_time: Option<Duration>,
    /// Texture bindings copied from their buffers before the dispatch.
    pub textures: usize,
    /// GPU time of those copies (timestamps only; `None` when `textures` is 0).
    pub texture_upload: Option<Duration>,
}

impl DispatchTiming {
    /// Kernel plus texture-upload GPU time: the per-dispatch work the launch costs.
    pub fn total_gpu_time(&self) -> Option<Duration> {
        self.gpu_time
            .map(|k| k + self.texture_upload.unwrap_or_default())
    }
}

/// What one submit of a [`super::Batch`] did and how long it took.
#[derive(Clone, Debug, PartialEq)]
pub struct BatchReport {
    /// Dispatches in the submit.
    pub dispatches: usize,
    /// Ordered uploads (staging copies) in the submit.
    pub uploads: usize,
    /// Buffers read back by the submit.
    pub downloads: usize,
    /// Where the per-dispatch times come from.
    pub source: TimingSource,
    /// One entry per dispatch, in order.
    pub per_dispatch: Vec<DispatchTiming>,
    /// Sum of the per-dispatch kernel GPU times (timestamps only; texture uploads not
    /// included).
    pub gpu_time: Option<Duration>,
    /// Buffer-to-texture copies recorded for texture bindings.
    pub texture_uploads: usize,
    /// Sum of their GPU times (timestamps only, when `texture_uploads > 0`).
    pub texture_upload_time: Option<Duration>,
    /// Host wall-clock time from submit until the GPU finished (includes readback mapping).
    pub wall_time: Duration,
    /// Host time spent recording (bind groups), encoding and copying readback data.
    pub host_overhead: Duration,
}

impl BatchReport {
    pub(crate) fn empty() -> Self {
        BatchReport {
            dispatches: 0,
            uploads: 0,
            downloads: 0,
            source: TimingSource::WallClock,
            per_dispatch: Vec::new(),
            gpu_time: None,
            texture_uploads: 0,
            texture_upload_time: None,
            wall_time: Duration::ZERO,
            host_overhead: Duration::ZERO,
        }
    }
}

fn us(d: Duration) -> String {
    format!("{:.1} us", d.as_secs_f64() * 1e6)
}

impl fmt::Display for BatchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "batch: {} dispatches, {} uploads, {} downloads",
            self.dispatches, self.uploads, self.downloads
        )?;
        match self.gpu_time {
            Some(gpu) => writeln!(f, "  gpu time (timestamps): {}", us(gpu))?,
            None => writeln!(f, "  gpu time: unavailable (wall clock only)")?,
        }
        if self.texture_uploads > 0 {
            let t = self
                .texture_upload_time
                .map_or_else(|| "n/a".to_string(), us);
            writeln!(
                f,
                "  texture uploads: {} (buffer -> texture copies), gpu time {t}",
                self.texture_uploads
            )?;
        }
        writeln!(
            f,
            "  wall time (submit -> done, host clock): {}",
            us(self.wall_time)
        )?;
        writeln!(
            f,
            "  host overhead (record + encode + copy): {}",
            us(self.host_overhead)
        )?;
        for (i, d) in self.per_dispatch.iter().enumerate() {
            let t = d.gpu_time.map_or_else(|| "n/a".to_string(), us);
            write!(f, "  [{i}] {} grid {:?}: {t}", d.kernel, d.grid)?;
            if d.textures > 0 {
                let u = d.texture_upload.map_or_else(|| "n/a".to_string(), us);
                write!(f, " + texture upload {u} ({} textures)", d.textures)?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

//! Adapter discovery, device creation and the error plumbing around it.

use std::collections::HashMap;
use std::fmt;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex, MutexGuard};

use super::buffer::{BufferCounters, StagingPool};
use super::dispatch::BindGroupCache;
use super::error::{GpuError, GpuResult};
use super::kernel::ShaderPath;
use super::pipeline::Pipeline;
use super::RequiredFeatures;

/// Which graphics API to run on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BackendChoice {
    /// The best adapter of a backend the validation suite covers (Vulkan, then GL; real
    /// GPUs first): see [`SUITE_COVERAGE`](super::coverage::SUITE_COVERAGE). Metal and
    /// DX12 are used only when named.
    #[default]
    Auto,
    /// Every backend wgpu has (Vulkan, Metal, DX12, GL): what `tessera devices` lists and
    /// `tessera validate --backend all` runs on. Opening a device picks the best adapter.
    All,
    /// Vulkan (also lavapipe, Mesa's software Vulkan).
    Vulkan,
    /// Metal (macOS/iOS).
    Metal,
    /// Direct3D 12 (Windows).
    Dx12,
    /// OpenGL / OpenGL ES.
    Gl,
}

impl BackendChoice {
    /// The wgpu backend set this choice enumerates.
    pub fn to_backends(self) -> wgpu::Backends {
        match self {
            BackendChoice::Auto => wgpu::Backends::VULKAN | wgpu::Backends::GL,
            BackendChoice::All => {
                wgpu::Backends::VULKAN
                    | wgpu::Backends::METAL
                    | wgpu::Backends::DX12
                    | wgpu::Backends::GL
            }
            BackendChoice::Vulkan => wgpu::Backends::VULKAN,
            BackendChoice::Metal => wgpu::Backends::METAL,
            BackendChoice::Dx12 => wgpu::Backends::DX12,
            BackendChoice::Gl => wgpu::Backends::GL,
        }
    }
}

impl fmt::Display for BackendChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BackendChoice::Auto => "auto",
            BackendChoice::All => "all",
            BackendChoice::Vulkan => "vulkan",
            BackendChoice::Metal => "metal",
            BackendChoice::Dx12 => "dx12",
            BackendChoice::Gl => "gl",
        })
    }
}

impl std::str::FromStr for BackendChoice {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "auto" => Ok(BackendChoice::Auto),
            "all" => Ok(BackendChoice::All),
            "vulkan" | "vk" => Ok(BackendChoice::Vulkan),
            "metal" | "mtl" => Ok(BackendChoice::Metal),
            "dx12" | "d3d12" => Ok(BackendChoice::Dx12),
            "gl" | "gles" | "opengl" => Ok(BackendChoice::Gl),
            other => Err(format!(
                "unknown backend {other:?} (expected auto, all, vulkan, metal, dx12 or gl)"
            )),
        }
    }
}

/// Lower (or explicitly state) device limits instead of taking the adapter's maxima.
///
/// Every `Some` value must not exceed the adapter's own limit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LimitOverrides {
    /// `max_storage_buffer_binding_size` in bytes.
    pub max_storage_buffer_binding_size: Option<u64>,
    /// `max_uniform_buffer_binding_size` in bytes.
    pub max_uniform_buffer_binding_size: Option<u64>,
    /// `max_buffer_size` in bytes.
    pub max_buffer_size: Option<u64>,
    /// `max_compute_workgroups_per_dimension`.
    pub max_compute_workgroups_per_dimension: Option<u32>,
    /// `max_compute_workgroup_storage_size` in bytes.
    pub max_compute_workgroup_storage_size: Option<u32>,
    /// `max_compute_invocations_per_workgroup`.
    pub max_compute_invocations_per_workgroup: Option<u32>,
    /// `max_immediate_size` in bytes (push constants).
    pub max_immediate_size: Option<u32>,
    /// `max_compute_workgroup_size_{x,y,z}`.
    pub max_compute_workgroup_size: [Option<u32>; 3],
    /// `max_texture_dimension_2d` in texels (bounds texture bindings).
    pub max_texture_dimension_2d: Option<u32>,
}

impl LimitOverrides {
    /// The limit names [`set`](Self::set) accepts (wgpu `Limits` field names).
    pub const NAMES: [&'static str; 11] = [
        "max_storage_buffer_binding_size",
        "max_uniform_buffer_binding_size",
        "max_buffer_size",
        "max_compute_workgroups_per_dimension",
        "max_compute_workgroup_storage_size",
        "max_compute_invocations_per_workgroup",
        "max_immediate_size",
        "max_compute_workgroup_size_x",
        "max_compute_workgroup_size_y",
        "max_compute_workgroup_size_z",
        "max_texture_dimension_2d",
    ];

    /// Lowers limit `name` (a wgpu `Limits` field name) to `value`.
    pub fn set(&mut self, name: &str, value: u64) -> Result<(), String> {
        let small = |v: u64| {
            u32::try_from(v).map_err(|_| format!("limit {name} = {v} does not fit in 32 bits"))
        };
        match name {
            "max_storage_buffer_binding_size" => self.max_storage_buffer_binding_size = Some(value),
            "max_uniform_buffer_binding_size" => self.max_uniform_buffer_binding_size = Some(value),
            "max_buffer_size" => self.max_buffer_size = Some(value),
            "max_compute_workgroups_per_dimension" => {
                self.max_compute_workgroups_per_dimension = Some(small(value)?)
            }
            "max_compute_workgroup_storage_size" => {
                self.max_compute_workgroup_storage_size = Some(small(value)?)
            }
            "max_compute_invocations_per_workgroup" => {
                self.max_compute_invocations_per_workgroup = Some(small(value)?)
            }
            "max_immediate_size" => self.max_immediate_size = Some(small(value)?),
            "max_compute_workgroup_size_x" => {
                self.max_compute_workgroup_size[0] = Some(small(value)?)
            }
            "max_compute_workgroup_size_y" => {
                self.max_compute_workgroup_size[1] = Some(small(value)?)
            }
            "max_compute_workgroup_size_z" => {
                self.max_compute_workgroup_size[2] = Some(small(value)?)
            }
            "max_texture_dimension_2d" => self.max_texture_dimension_2d = Some(small(value)?),
            other => {
                return Err(format!(
                    "unknown limit '{other}' (known: {})",
                    Self::NAMES.join(", ")
                ))
            }
        }
        Ok(())
    }

    /// Parses `NAME=VALUE` and lowers that limit.
    pub fn parse_assign(&mut self, text: &str) -> Result<(), String> {
        let (name, value) = text
            .split_once('=')
            .ok_or_else(|| format!("a limit override is NAME=VALUE, got '{text}'"))?;
        let value: u64 = value
            .trim()
            .parse()
            .map_err(|_| format!("limit {name}: '{value}' is not a non-negative integer"))?;
        self.set(name.trim(), value)
    }
}

/// How to pick and open a GPU.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GpuOptions {
    /// Backend to use.
    pub backend: BackendChoice,
    /// Case-insensitive substring of the adapter name; `None` = best adapter.
    pub adapter_name: Option<String>,
    /// Features the device must have; creation fails, naming the feature, if one is missing.
    pub required: RequiredFeatures,
    /// Features enabled only if the adapter has them (default: timestamps).
    pub optional: RequiredFeatures,
    /// Limit overrides (default: the adapter's own limits).
    pub limits: LimitOverrides,
}

impl Default for GpuOptions {
    fn default() -> Self {
        GpuOptions {
            backend: BackendChoice::Auto,
            adapter_name: None,
            required: RequiredFeatures::NONE,
            optional: RequiredFeatures {
                timestamps: true,
                ..RequiredFeatures::NONE
            },
            limits: LimitOverrides::default(),
        }
    }
}

impl GpuOptions {
    /// Options used by [`super::test_device`]: any backend, every optional feature
    /// the adapter offers.
    pub fn for_tests() -> Self {
        GpuOptions {
            optional: RequiredFeatures::ALL,
            ..GpuOptions::default()
        }
    }
}

/// The limits Tessera cares about, as reported by an adapter or device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyLimits {
    /// `max_compute_invocations_per_workgroup`.
    pub max_compute_invocations_per_workgroup: u32,
    /// `max_compute_workgroup_storage_size` (bytes).
    pub max_compute_workgroup_storage_size: u32,
    /// `max_storage_buffer_binding_size` (bytes).
    pub max_storage_buffer_binding_size: u64,
    /// `max_uniform_buffer_binding_size` (bytes).
    pub max_uniform_buffer_binding_size: u64,
    /// `max_buffer_size` (bytes).
    pub max_buffer_size: u64,
    /// `max_compute_workgroups_per_dimension`.
    pub max_compute_workgroups_per_dimension: u32,
    /// `max_compute_workgroup_size_{x,y,z}`.
    pub max_compute_workgroup_size: [u32; 3],
    /// `max_storage_buffers_per_shader_stage`.
    pub max_storage_buffers_per_shader_stage: u32,
    /// `max_immediate_size` (bytes of push constants).
    pub max_immediate_size: u32,
}

impl KeyLimits {
    /// Extracts the key limits from wgpu's full set.
    pub fn from_wgpu(l: &wgpu::Limits) -> Self {
        KeyLimits {
            max_compute_invocations_per_workgroup: l.max_compute_invocations_per_workgroup,
            max_compute_workgroup_storage_size: l.max_compute_workgroup_storage_size,
            max_storage_buffer_binding_size: l.max_storage_buffer_binding_size,
            max_uniform_buffer_binding_size: l.max_uniform_buffer_binding_size,
            max_buffer_size: l.max_buffer_size,
            max_compute_workgroups_per_dimension: l.max_compute_workgroups_per_dimension,
            max_compute_workgroup_size: [
                l.max_compute_workgroup_size_x,
                l.max_compute_workgroup_size_y,
                l.max_compute_workgroup_size_z,
            ],
            max_storage_buffers_per_shader_stage: l.max_storage_buffers_per_shader_stage,
            max_immediate_size: l.max_immediate_size,
        }
    }
}

/// A description of one adapter, for `tessera devices` and diagnostics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AdapterReport {
    /// Graphics API.
    pub backend: wgpu::Backend,
    /// Discrete, integrated, CPU, ...
    pub device_type: wgpu::DeviceType,
    /// Adapter name.
    pub name: String,
    /// Vendor id (PCI id on most backends).
    pub vendor: u32,
    /// Device id (PCI id on most backends).
    pub device: u32,
    /// Driver name.
    pub driver: String,
    /// Driver version / info string.
    pub driver_info: String,
    /// Whether the adapter can run compute shaders at all.
    pub compute: bool,
    /// Every wgpu feature the adapter offers (`SCREAMING_SNAKE_CASE` names).
    pub features: Vec<String>,
    /// Tessera's optional features that the adapter offers.
    pub tessera_features: RequiredFeatures,
    /// Key limits.
    pub limits: KeyLimits,
    /// Smallest subgroup size.
    pub subgroup_min_size: u32,
    /// Largest subgroup size.
    pub subgroup_max_size: u32,
    /// The float widths the device keeps denormals, and signed zeros, NaN and infinities,
    /// at under the float-controls execution modes (see [`super::float_controls`]).
    pub float_controls: super::float_controls::FloatControls,
}

impl AdapterReport {
    /// Describes a wgpu adapter.
    pub fn from_adapter(adapter: &wgpu::Adapter) -> Self {
        let info = adapter.get_info();
        let features = adapter.features();
        let limits = adapter.limits();
        let compute = adapter_computes(adapter);
        AdapterReport {
            backend: info.backend,
            device_type: info.device_type,
            name: info.name,
            vendor: info.vendor,
            device: info.device,
            driver: info.driver,
            driver_info: info.driver_info,
            compute,
            features: features
                .iter_names()
                .map(|(name, _)| name.to_string())
                .collect(),
            tessera_features: RequiredFeatures::from_wgpu(features),
            limits: KeyLimits::from_wgpu(&limits),
            subgroup_min_size: info.subgroup_min_size,
            subgroup_max_size: info.subgroup_max_size,
            float_controls: super::float_controls::float_controls(adapter),
        }
    }

    /// `name (backend)`, used in error messages.
    pub fn short(&self) -> String {
        format!("{} ({:?})", self.name, self.backend)
    }
}

fn fmt_bytes(b: u64) -> String {
    const KIB: u64 = 1024;
    const MIB: u64 = 1024 * KIB;
    const GIB: u64 = 1024 * MIB;
    if b >= GIB && b.is_multiple_of(MIB) {
        format!("{b} ({:.2} GiB)", b as f64 / GIB as f64)
    } else if b >= MIB {
        format!("{b} ({:.1} MiB)", b as f64 / MIB as f64)
    } else if b >= KIB {
        format!("{b} ({:.1} KiB)", b as f64 / KIB as f64)
    } else {
        format!("{b}")
    }
}

impl fmt::Display for AdapterReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let l = &self.limits;
        writeln!(f, "{}", self.name)?;
        writeln!(
            f,
            "  backend: {:?}   type: {:?}   vendor: {:#06x}   device: {:#06x}",
            self.backend, self.device_type, self.vendor, self.device
        )?;
        writeln!(f, "  driver: {}   ({})", self.driver, self.driver_info)?;
        writeln!(
            f,
            "  compute shaders: {}   subgroup size: {}..{}",
            if self.compute {
                "yes".to_string()
            } else {
                match gl_version_without_compute(self.backend, &self.driver_info) {
                    Some(v) => format!(
                        "NO ({v} context; compute shaders need OpenGL 4.3 or OpenGL ES 3.1)"
                    ),
                    None => "NO".to_string(),
                }
            },
            self.subgroup_min_size,
            self.subgroup_max_size
        )?;
        writeln!(f, "  tessera features: {}", self.tessera_features)?;
        let fc = &self.float_controls;
        let widths = |ws: &[u32]| -> String {
            if ws.is_empty() {
                "none".to_string()
            } else {
                ws.iter()
                    .map(|w| format!("f{w}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        };
        writeln!(
            f,
            "  float controls (passthrough path only): DenormPreserve {}; SignedZeroInfNanPreserve {}",
            widths(&fc.denorm_preserve),
            widths(&fc.signed_zero_inf_nan_preserve)
        )?;
        let covered = super::coverage::covered_paths(self.backend);
        if covered.is_empty() {
            writeln!(
                f,
                "  validation suite: not run on this backend (auto does not pick it)"
            )?;
        } else {
            let paths: Vec<&str> = covered.iter().map(|p| p.cli_name()).collect();
            writeln!(
                f,
                "  validation suite: runs shader paths {}",
                paths.join(", ")
            )?;
        }
        writeln!(f, "  limits:")?;
        let rows: [(&str, String); 9] = [
            (
                "max_compute_invocations_per_workgroup",
                l.max_compute_invocations_per_workgroup.to_string(),
            ),
            (
                "max_compute_workgroup_size (x, y, z)",
                format!(
                    "{} x {} x {}",
                    l.max_compute_workgroup_size[0],
                    l.max_compute_workgroup_size[1],
                    l.max_compute_workgroup_size[2]
                ),
            ),
            (
                "max_compute_workgroups_per_dimension",
                l.max_compute_workgroups_per_dimension.to_string(),
            ),
            (
                "max_compute_workgroup_storage_size",
                fmt_bytes(u64::from(l.max_compute_workgroup_storage_size)),
            ),
            (
                "max_storage_buffer_binding_size",
                fmt_bytes(l.max_storage_buffer_binding_size),
            ),
            (
                "max_uniform_buffer_binding_size",
                fmt_bytes(l.max_uniform_buffer_binding_size),
            ),
            ("max_buffer_size", fmt_bytes(l.max_buffer_size)),
            (
                "max_storage_buffers_per_shader_stage",
                l.max_storage_buffers_per_shader_stage.to_string(),
            ),
            (
                "max_immediate_size (push constants)",
                fmt_bytes(u64::from(l.max_immediate_size)),
            ),
        ];
        for (name, value) in rows {
            writeln!(f, "    {name:<40} {value}")?;
        }
        writeln!(f, "  wgpu features ({}):", self.features.len())?;
        let mut line = String::from("   ");
        for name in &self.features {
            if line.len() + name.len() + 1 > 96 {
                writeln!(f, "{line}")?;
                line = String::from("   ");
            }
            line.push(' ');
            line.push_str(name);
        }
        if line.trim().is_empty() {
            writeln!(f, "    (none)")
        } else {
            writeln!(f, "{line}")
        }
    }
}

fn device_type_rank(t: wgpu::DeviceType) -> u8 {
    match t {
        wgpu::DeviceType::DiscreteGpu => 0,
        wgpu::DeviceType::IntegratedGpu => 1,
        wgpu::DeviceType::VirtualGpu => 2,
        wgpu::DeviceType::Cpu => 3,
        wgpu::DeviceType::Other => 4,
    }
}

fn backend_rank(b: wgpu::Backend) -> u8 {
    match b {
        wgpu::Backend::Vulkan | wgpu::Backend::Metal | wgpu::Backend::Dx12 => 0,
        wgpu::Backend::Gl => 1,
        _ => 2,
    }
}

fn new_instance(backend: BackendChoice) -> wgpu::Instance {
    let mut desc = wgpu::InstanceDescriptor::new_without_display_handle();
    desc.backends = backend.to_backends();
    desc.flags = wgpu::InstanceFlags::from_build_config().with_env();
    wgpu::Instance::new(desc)
}

/// All adapters of `backend`, best first (the order [`GpuDevice::new`] prefers).
fn sorted_adapters(instance: &wgpu::Instance, backend: BackendChoice) -> Vec<wgpu::Adapter> {
    let mut adapters = pollster::block_on(instance.enumerate_adapters(backend.to_backends()));
    adapters.sort_by_key(|a| {
        let info = a.get_info();
        (
            device_type_rank(info.device_type),
            backend_rank(info.backend),
        )
    });
    adapters
}

/// Describes every adapter of `backend`, best first.
///
/// Returns an empty list when there is none (no driver, no GPU, no lavapipe).
pub fn enumerate_adapters(backend: BackendChoice) -> Vec<AdapterReport> {
    let instance = new_instance(backend);
    sorted_adapters(&instance, backend)
        .iter()
        .map(AdapterReport::from_adapter)
        .collect()
}

/// Mutex lock that survives poisoning (a panicking thread cannot wedge the device).
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// An open GPU: wgpu device + queue, pipeline cache, buffer accounting.
///
/// All failures surface as [`GpuError`]: an uncaptured-error handler and a
/// device-lost callback are installed, and every fallible wgpu call is wrapped
/// in error scopes.
pub struct GpuDevice {
    pub(crate) device: wgpu::Device,
    pub(crate) queue: wgpu::Queue,
    _instance: wgpu::Instance,
    _adapter: wgpu::Adapter,
    pub(crate) report: AdapterReport,
    pub(crate) limits: wgpu::Limits,
    pub(crate) features: wgpu::Features,
    pub(crate) enabled: RequiredFeatures,
    pub(crate) pipeline_cache: Option<wgpu::PipelineCache>,
    pub(crate) pipelines: Mutex<HashMap<(u64, ShaderPath), Pipeline>>,
    pub(crate) counters: Arc<BufferCounters>,
    pub(crate) staging: Mutex<StagingPool>,
    pub(crate) next_buffer_id: AtomicU64,
    pub(crate) bind_groups: Arc<BindGroupCache>,
    uncaptured: Arc<Mutex<Vec<String>>>,
    lost: Arc<Mutex<Option<String>>>,
}

impl fmt::Debug for GpuDevice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GpuDevice")
            .field("adapter", &self.report.short())
            .field("features", &self.enabled)
            .finish_non_exhaustive()
    }
}

/// Whether `adapter` runs compute shaders: wgpu's downlevel flag, and for GL a context
/// version that has them. NVIDIA's EGL gives wgpu 30 an OpenGL 3.3 context, for which
/// wgpu still sets the flag; opening a device on it then fails ("Parent device is lost").
fn adapter_computes(adapter: &wgpu::Adapter) -> bool {
    let info = adapter.get_info();
    adapter
        .get_downlevel_capabilities()
        .flags
        .contains(wgpu::DownlevelFlags::COMPUTE_SHADERS)
        && gl_version_without_compute(info.backend, &info.driver_info).is_none()
}

/// For a GL adapter whose context version (wgpu's `driver_info`: `3.3.0 NVIDIA 580.159.04`,
/// `4.5 (Core Profile) Mesa 22.3.6`, `OpenGL ES 3.2 Mesa ...`) is below OpenGL 4.3 or
/// OpenGL ES 3.1, that version (`OpenGL 3.3`); `None` otherwise, also when the version
/// cannot be read.
pub fn gl_version_without_compute(backend: wgpu::Backend, driver_info: &str) -> Option<String> {
    if backend != wgpu::Backend::Gl {
        return None;
    }
    let (es, rest) = match driver_info.trim().strip_prefix("OpenGL ES ") {
        Some(r) => (true, r),
        None => (false, driver_info.trim()),
    };
    let version = rest.split_whitespace().next()?;
    let mut parts = version.split('.');
    let major: u32 = parts.next()?.parse().ok()?;
    let minor: u32 = parts.next()?.parse().ok()?;
    let has = if es {
        (major, minor) >= (3, 1)
    } else {
        (major, minor) >= (4, 3)
    };
    (!has).then(|| {
        format!(
            "{} {major}.{minor}",
            if es { "OpenGL ES" } else { "OpenGL" }
        )
    })
}

impl GpuDevice {
    /// Picks an adapter per `opts` and opens a device on it.
    ///
    /// Requests exactly `opts.required`, plus whatever of `opts.optional` the
    /// adapter has, plus `PIPELINE_CACHE` where offered; limits are the
    /// adapter's own, lowered by `opts.limits`.
    pub fn new(opts: GpuOptions) -> GpuResult<GpuDevice> {
        let instance = new_instance(opts.backend);
        let all = sorted_adapters(&instance, opts.backend);
        let available: Vec<String> = all
            .iter()
            .map(|a| {
                let r = AdapterReport::from_adapter(a);
                if r.compute {
                    r.short()
                } else {
                    format!("{} [no compute]", r.short())
                }
            })
            .collect();
        let usable = all.into_iter().filter(adapter_computes);
        let adapter = match &opts.adapter_name {
            Some(wanted) => {
                let wanted_lc = wanted.to_lowercase();
                let mut usable = usable;
                usable
                    .find(|a| a.get_info().name.to_lowercase().contains(&wanted_lc))
                    .ok_or_else(|| GpuError::AdapterNotFound {
                        requested: wanted.clone(),
                        backend: opts.backend.to_string(),
                        available: available.clone(),
                    })?
            }
            None => {
                let mut usable = usable;
                usable.next().ok_or_else(|| GpuError::NoAdapter {
                    backend: opts.backend.to_string(),
                    available: available.clone(),
                })?
            }
        };
        let report = AdapterReport::from_adapter(&adapter);
        let adapter_features = adapter.features();

        if let Some((feature, wgpu_name)) = opts.required.missing_from(adapter_features).first() {
            return Err(GpuError::MissingFeature {
                feature,
                wgpu_name,
                adapter: report.name.clone(),
                backend: format!("{:?}", report.backend),
            });
        }
        let offered = RequiredFeatures::from_wgpu(adapter_features);
        let enabled = opts.required.union(&opts.optional.intersection(&offered));
        let mut features = enabled.to_wgpu();
        if adapter_features.contains(wgpu::Features::PIPELINE_CACHE) {
            features |= wgpu::Features::PIPELINE_CACHE;
        }

        let limits = apply_overrides(adapter.limits(), &opts.limits, &report.name)?;

        let desc = wgpu::DeviceDescriptor {
            label: Some("tessera"),
            required_features: features,
            required_limits: limits.clone(),
            experimental_features: wgpu::ExperimentalFeatures::disabled(),
            memory_hints: wgpu::MemoryHints::Performance,
            trace: wgpu::Trace::Off,
        };
        let (device, queue) = pollster::block_on(adapter.request_device(&desc)).map_err(|e| {
            GpuError::RequestDevice {
                adapter: report.name.clone(),
                message: e.to_string(),
            }
        })?;

        let uncaptured = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&uncaptured);
        device.on_uncaptured_error(Arc::new(move |e: wgpu::Error| {
            lock(&sink).push(GpuError::tidy_message(&e.to_string()));
        }));
        let lost = Arc::new(Mutex::new(None));
        let lost_sink = Arc::clone(&lost);
        device.set_device_lost_callback(move |reason, message| {
            *lock(&lost_sink) = Some(if message.is_empty() {
                format!("{reason:?}")
            } else {
                format!("{reason:?}: {message}")
            });
        });

        let mut dev = GpuDevice {
            device,
            queue,
            _instance: instance,
            _adapter: adapter,
            report,
            limits,
            features,
            enabled,
            pipeline_cache: None,
            pipelines: Mutex::new(HashMap::new()),
            counters: Arc::new(BufferCounters::default()),
            staging: Mutex::new(StagingPool::default()),
            next_buffer_id: AtomicU64::new(1),
            bind_groups: Arc::new(BindGroupCache::default()),
            uncaptured,
            lost,
        };
        if features.contains(wgpu::Features::PIPELINE_CACHE) {
            // SAFETY: `data` is None, so there is no foreign cache blob to trust.
            let cache = dev.scoped("pipeline cache creation", |d| unsafe {
                d.create_pipeline_cache(&wgpu::PipelineCacheDescriptor {
                    label: Some("tessera pipeline cache"),
                    data: None,
                    fallback: true,
                })
            });
            // A failed cache only costs compile time: run without one.
            dev.pipeline_cache = cache.ok();
        }
        Ok(dev)
    }

    /// The adapter this device runs on.
    pub fn adapter(&self) -> &AdapterReport {
        &self.report
    }

    /// The device's limits (the adapter's, after overrides).
    pub fn limits(&self) -> &wgpu::Limits {
        &self.limits
    }

    /// Tessera features enabled on this device.
    pub fn enabled_features(&self) -> RequiredFeatures {
        self.enabled
    }

    /// Every wgpu feature enabled on this device.
    pub fn wgpu_features(&self) -> wgpu::Features {
        self.features
    }

    /// Whether GPU timestamps (per-dispatch GPU time) are available.
    pub fn has_timestamps(&self) -> bool {
        self.features.contains(wgpu::Features::TIMESTAMP_QUERY)
    }

    /// Whether a wgpu `PipelineCache` backs pipeline creation.
    pub fn has_pipeline_cache(&self) -> bool {
        self.pipeline_cache.is_some()
    }

    /// The pipeline cache's serialized data, if the backend exposes it (to persist).
    pub fn pipeline_cache_data(&self) -> Option<Vec<u8>> {
        self.pipeline_cache.as_ref().and_then(|c| c.get_data())
    }

    /// The shader path kernels take: `asked`, else passthrough where the device allows
    /// it and SPIR-V through naga elsewhere.
    pub fn shader_path_for(&self, asked: Option<ShaderPath>) -> ShaderPath {
        match asked {
            Some(p) => p,
            None if self.supports(ShaderPath::Passthrough) => ShaderPath::Passthrough,
            None => ShaderPath::Spirv,
        }
    }

    /// Whether `path` can be used on this device.
    pub fn supports(&self, path: ShaderPath) -> bool {
        match path {
            ShaderPath::Spirv | ShaderPath::Wgsl => true,
            ShaderPath::Passthrough => {
                self.report.backend == wgpu::Backend::Vulkan
                    && self.features.contains(wgpu::Features::PASSTHROUGH_SHADERS)
            }
        }
    }

    /// The underlying wgpu device (for code outside this layer; prefer the safe API).
    pub fn raw_device(&self) -> &wgpu::Device {
        &self.device
    }

    /// The underlying wgpu queue.
    pub fn raw_queue(&self) -> &wgpu::Queue {
        &self.queue
    }

    /// Bind groups cached for reuse by dispatches (one per pipeline and buffer set).
    pub fn cached_bind_groups(&self) -> usize {
        self.bind_groups.len()
    }

    /// Textures cached for texture bindings (one per buffer and texture size; dropped
    /// with the buffer).
    pub fn cached_textures(&self) -> usize {
        self.bind_groups.texture_count()
    }

    /// Fails with [`GpuError::DeviceLost`] once the device is lost.
    pub fn check_alive(&self) -> GpuResult<()> {
        match lock(&self.lost).as_ref() {
            Some(reason) => Err(GpuError::DeviceLost {
                reason: reason.clone(),
            }),
            None => Ok(()),
        }
    }

    /// Returns (and clears) errors that reached the uncaptured-error handler.
    pub fn take_uncaptured_errors(&self) -> Vec<String> {
        std::mem::take(&mut *lock(&self.uncaptured))
    }

    /// Fails with the first uncaptured error since the last call, if any.
    pub(crate) fn check_uncaptured(&self, context: &str) -> GpuResult<()> {
        let errors = self.take_uncaptured_errors();
        match errors.into_iter().next() {
            Some(message) => Err(GpuError::Validation {
                context: format!("{context} (uncaptured)"),
                message,
            }),
            None => Ok(()),
        }
    }

    /// Runs `f` inside validation, internal and out-of-memory error scopes and
    /// turns anything they catch (or a device loss) into a [`GpuError`].
    pub(crate) fn scoped<T>(
        &self,
        context: &str,
        f: impl FnOnce(&wgpu::Device) -> T,
    ) -> GpuResult<T> {
        self.check_alive()?;
        let oom = self.device.push_error_scope(wgpu::ErrorFilter::OutOfMemory);
        let internal = self.device.push_error_scope(wgpu::ErrorFilter::Internal);
        let validation = self.device.push_error_scope(wgpu::ErrorFilter::Validation);
        let value = f(&self.device);
        let v = pollster::block_on(validation.pop());
        let i = pollster::block_on(internal.pop());
        let o = pollster::block_on(oom.pop());
        if let Some(e) = v.or(i).or(o) {
            return Err(GpuError::from_wgpu(context, e));
        }
        self.check_alive()?;
        Ok(value)
    }

    /// Blocks until `index` (or all work, if `None`) has finished on the GPU.
    pub(crate) fn wait(&self, index: Option<wgpu::SubmissionIndex>) -> GpuResult<()> {
        self.device
            .poll(wgpu::PollType::Wait {
                submission_index: index,
                timeout: None,
            })
            .map_err(|e| GpuError::Poll {
                message: e.to_string(),
            })?;
        self.check_alive()
    }
}

fn apply_overrides(
    adapter: wgpu::Limits,
    o: &LimitOverrides,
    adapter_name: &str,
) -> GpuResult<wgpu::Limits> {
    let mut l = adapter.clone();
    let too_big = |limit: &'static str, requested: u64, adapter_max: u64| {
        if requested > adapter_max {
            Err(GpuError::LimitExceedsAdapter {
                limit,
                requested,
                adapter_max,
                adapter: adapter_name.to_string(),
            })
        } else {
            Ok(())
        }
    };
    if let Some(v) = o.max_storage_buffer_binding_size {
        too_big(
            "max_storage_buffer_binding_size",
            v,
            adapter.max_storage_buffer_binding_size,
        )?;
        l.max_storage_buffer_binding_size = v;
    }
    if let Some(v) = o.max_uniform_buffer_binding_size {
        too_big(
            "max_uniform_buffer_binding_size",
            v,
            adapter.max_uniform_buffer_binding_size,
        )?;
        l.max_uniform_buffer_binding_size = v;
    }
    if let Some(v) = o.max_buffer_size {
        too_big("max_buffer_size", v, adapter.max_buffer_size)?;
        l.max_buffer_size = v;
    }
    if let Some(v) = o.max_compute_workgroups_per_dimension {
        too_big(
            "max_compute_workgroups_per_dimension",
            u64::from(v),
            u64::from(adapter.max_compute_workgroups_per_dimension),
        )?;
        l.max_compute_workgroups_per_dimension = v;
    }
    if let Some(v) = o.max_compute_workgroup_storage_size {
        too_big(
            "max_compute_workgroup_storage_size",
            u64::from(v),
            u64::from(adapter.max_compute_workgroup_storage_size),
        )?;
        l.max_compute_workgroup_storage_size = v;
    }
    if let Some(v) = o.max_compute_invocations_per_workgroup {
        too_big(
            "max_compute_invocations_per_workgroup",
            u64::from(v),
            u64::from(adapter.max_compute_invocations_per_workgroup),
        )?;
        l.max_compute_invocations_per_workgroup = v;
    }
    if let Some(v) = o.max_immediate_size {
        too_big(
            "max_immediate_size",
            u64::from(v),
            u64::from(adapter.max_immediate_size),
        )?;
        l.max_immediate_size = v;
    }
    let dims = [
        (
            "max_compute_workgroup_size_x",
            adapter.max_compute_workgroup_size_x,
            &mut l.max_compute_workgroup_size_x,
        ),
        (
            "max_compute_workgroup_size_y",
            adapter.max_compute_workgroup_size_y,
            &mut l.max_compute_workgroup_size_y,
        ),
        (
            "max_compute_workgroup_size_z",
            adapter.max_compute_workgroup_size_z,
            &mut l.max_compute_workgroup_size_z,
        ),
    ];
    for ((name, max, slot), v) in dims.into_iter().zip(o.max_compute_workgroup_size) {
        if let Some(v) = v {
            too_big(name, u64::from(v), u64::from(max))?;
            *slot = v;
        }
    }
    if let Some(v) = o.max_texture_dimension_2d {
        too_big(
            "max_texture_dimension_2d",
            u64::from(v),
            u64::from(adapter.max_texture_dimension_2d),
        )?;
        l.max_texture_dimension_2d = v;
    }
    Ok(l)
}

#[cfg(test)]
mod gl_version_tests {
    use super::gl_version_without_compute as v;
    use wgpu::Backend::{Gl, Vulkan};

    #[test]
    fn gl_contexts_without_compute_are_recognised() {
        // NVIDIA's EGL, as wgpu 30 reports it on an H200: no compute shaders.
        assert_eq!(
            v(Gl, "3.3.0 NVIDIA 580.159.04").as_deref(),
            Some("OpenGL 3.3")
        );
        assert_eq!(v(Gl, "4.5 (Core Profile) Mesa 22.3.6"), None);
        assert_eq!(v(Gl, "4.3.0 NVIDIA 580.159.04"), None);
        assert_eq!(v(Gl, "OpenGL ES 3.2 Mesa 22.3.6"), None);
        assert_eq!(
            v(Gl, "OpenGL ES 3.0 Mesa 22.3.6").as_deref(),
            Some("OpenGL ES 3.0")
        );
        // Unreadable: left to wgpu's flag.
        assert_eq!(v(Gl, ""), None);
        assert_eq!(v(Vulkan, "3.3"), None);
    }
}

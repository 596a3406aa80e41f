//! WebGPU in a browser: the JS runtime Tessera generates, the headless-Chromium driver
//! behind `tessera validate --browser`, and the ES module of
//! `tessera translate --to webgpu`.
//!
//! - [`kernel`]: a kernel as a browser runs it — naga's WGSL with the push-constant block
//!   moved to a uniform buffer (WebGPU has no push constants), checked by naga for a
//!   baseline device, and the spec object the JS runtime dispatches it by.
//! - `tessera_webgpu.js` ([`RUNTIME_JS`]): the runtime module — pipelines with explicit
//!   bind group layouts, buffers, textures for texture-mode arguments, the scalar uniform
//!   block, batched dispatches and readback with typed arrays.
//! - [`session`]: a local HTTP server and a headless Chromium on its page; the page
//!   (`driver.js`) runs the commands Tessera sends.
//! - [`hooks`]: the interpreter hook that sends each `gpu.launch_func` to the page.
//! - [`module`]: the ES module that runs a host function's launches on a `GPUDevice`.
//!
//! Kernels for the browser are planned for the limits the page's device reports
//! ([`gpu_target`]) and compiled for [`tessera_spirv::Target::webgpu`]; Dawn/Tint then
//! compiles the WGSL, an implementation independent of naga and of the native drivers.

pub mod hooks;
pub mod kernel;
pub mod module;
pub mod session;

use std::collections::HashMap;

use serde_json::Value as Json;
use tessera_lowering::gpu::target::GpuTarget;
use tessera_lowering::ir::{Context, Module};

pub use kernel::{browser_kernel, BrowserKernel};
pub use session::{find_chromium, BrowserSession, CHROMIUM_ENV, CHROMIUM_FLAGS, RUNTIME_JS};

/// The target kernels are planned for when the page reported `hello` (its device's
/// limits and its adapter): WebGPU's default limits otherwise. Subgroup operations are
/// never planned (baseline WGSL has none); textures are used on CPU (fallback) adapters,
/// as natively.
pub fn gpu_target(hello: &Json) -> GpuTarget {
    let mut t = GpuTarget::webgpu_default();
    let l = &hello["limits"];
    let get = |k: &str, d: u32| {
        l[k].as_u64()
            .and_then(|v| u32::try_from(v).ok())
            .unwrap_or(d)
    };
    t.max_invocations = get("maxComputeInvocationsPerWorkgroup", t.max_invocations);
    t.max_workgroup_size = [
        get("maxComputeWorkgroupSizeX", t.max_workgroup_size[0]),
        get("maxComputeWorkgroupSizeY", t.max_workgroup_size[1]),
        get("maxComputeWorkgroupSizeZ", t.max_workgroup_size[2]),
    ];
    t.max_workgroup_storage = get("maxComputeWorkgroupStorageSize", t.max_workgroup_storage);
    t.max_workgroups_per_dim = get("maxComputeWorkgroupsPerDimension", t.max_workgroups_per_dim);
    t.max_texture_dim = get("maxTextureDimension2D", t.max_texture_dim);
    let a = &hello["adapter"];
    let min = a["subgroupMinSize"].as_u64().unwrap_or(0) as u32;
    let max = a["subgroupMaxSize"].as_u64().unwrap_or(0) as u32;
    if min > 0 && max >= min {
        t.subgroup_size = min;
        t.max_subgroup_size = max;
    }
    t.subgroup_broadcast = false;
    t.is_cpu = a["isFallbackAdapter"].as_bool() == Some(true)
        || a["architecture"].as_str() == Some("swiftshader");
    t
}

/// Why the kernels could not be compiled for the browser: rendered diagnostics, and whether
/// every failure is a capability the page's device lacks (a feature such as subgroups,
/// [`tessera_spirv::SpirvError::target_lacks`]), which `validate` reports as unsupported.
#[derive(Debug, Clone)]
pub struct CompileFailure {
    /// The rendered diagnostics.
    pub message: String,
    /// Whether each failure is something the device lacks.
    pub target_lacks: bool,
}

impl From<CompileFailure> for String {
    fn from(f: CompileFailure) -> String {
        f.message
    }
}

/// Compiles every kernel of `module` for the browser, keyed by `module::func`.
pub fn compile_kernels(
    ctx: &Context,
    module: &Module,
    sources: &tessera_lowering::diag::SourceMap,
) -> Result<HashMap<String, BrowserKernel>, CompileFailure> {
    let target = tessera_spirv::Target::webgpu();
    let mut out = HashMap::new();
    let mut diags = Vec::new();
    let mut errors = Vec::new();
    let mut lacks = true;
    let launches = tessera_lowering::affine::launch_facts::LaunchIndex::new(ctx, module);
    for (sym, op) in crate::runtime::kernel_list(ctx, module) {
        match tessera_spirv::compile_kernel_in(ctx, module, op, &target, &launches) {
            Ok(a) => match browser_kernel(&sym, &a) {
                Ok(k) => {
                    out.insert(sym, k);
                }
                Err(e) => errors.push(e),
            },
            Err(e) => {
                lacks &= e.target_lacks().is_some();
                diags.push(e.to_diagnostic());
            }
        }
    }
    if !diags.is_empty() {
        errors.insert(0, tessera_lowering::diag::render(&diags, sources));
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(CompileFailure {
            // `browser_kernel`'s errors (no WGSL, push-constant memory) are not lacks.
            target_lacks: lacks && errors.len() == 1 && !diags.is_empty(),
            message: errors.join("\n"),
        })
    }
}

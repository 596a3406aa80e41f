//! The browser path of `tessera validate --browser`: the GPU pipeline planned for the
//! limits of the browser's WebGPU device, kernels compiled to WGSL for a baseline device
//! (see [`crate::webgpu::kernel`]), and every `gpu.launch_func` run in headless Chromium
//! (Dawn/Tint compiles the WGSL) while the host function runs on the CPU interpreter.
//!
//! One Chromium can serve several validations: [`BrowserPath::with_session`] shares a
//! started [`BrowserSession`]; [`BrowserPath::new`] starts one on first use and keeps it
//! for the path's life.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::time::Instant;

use super::backend::scalar_array;
use tessera_lowering::dialect::OpKind;

use super::backend::{prepare_input, Backend, Mutation, PathFailure, RunInput, RunOutput};
use crate::runtime::{prepare, Arg, CompileOptions, HostArray, Runtime, Source, Value};
use crate::webgpu::hooks::BrowserHooks;
use crate::webgpu::{self, BrowserSession};

/// The path's name in reports before the browser has reported its adapter.
pub const NAME: &str = "browser (chromium/WebGPU)";

/// Kernels in headless Chromium.
#[derive(Default)]
pub struct BrowserPath {
    session: Option<Rc<RefCell<BrowserSession>>>,
    /// Applied after the GPU pipeline.
    pub mutation: Option<Mutation>,
    /// Set once the session started: the adapter, for the report.
    adapter: Option<String>,
    /// Validated together with `--backend all`: like one adapter among several, a program
    /// needing a feature the browser's device lacks is [`PathFailure::Unsupported`]
    /// instead of a failure.
    pub optional: bool,
}

impl BrowserPath {
    /// A path that starts Chromium when it first runs.
    pub fn new() -> Self {
        BrowserPath::default()
    }

    /// A path on a new session (Chromium started now, so the report names the adapter).
    /// The error says why it cannot run (no Chromium, no WebGPU adapter, a timeout).
    pub fn start() -> Result<Self, String> {
        let s = BrowserSession::start()?;
        Ok(BrowserPath::with_session(Rc::new(RefCell::new(s))))
    }

    /// A path on an already started session.
    pub fn with_session(session: Rc<RefCell<BrowserSession>>) -> Self {
        let adapter = session.try_borrow().ok().map(|s| s.adapter_line());
        BrowserPath {
            session: Some(session),
            mutation: None,
            adapter,
            optional: false,
        }
    }

    fn session(&mut self) -> Result<Rc<RefCell<BrowserSession>>, PathFailure> {
        if let Some(s) = &self.session {
            return Ok(Rc::clone(s));
        }
        // Chromium missing: the path cannot run here (a failure when asked for).
        webgpu::find_chromium().map_err(PathFailure::Skipped)?;
        let s = BrowserSession::start()
            .map_err(|e| PathFailure::Error(format!("cannot start the browser: {e}")))?;
        self.adapter = Some(s.adapter_line());
        let s = Rc::new(RefCell::new(s));
        self.session = Some(Rc::clone(&s));
        Ok(s)
    }
}

/// Why the browser's device lacks the float types `missing` (`f16`, `f64`): WebGPU has no
/// `f64`, and the page opens a baseline device (no `shader-f16`), saying whether its
/// adapter offers `shader-f16` at all.
fn missing_feature_note(hello: &serde_json::Value, missing: &[&str]) -> String {
    let mut notes = Vec::new();
    if missing.contains(&"f16") {
        let offered = hello["features"]
            .as_array()
            .is_some_and(|f| f.iter().any(|x| x.as_str() == Some("shader-f16")));
        notes.push(if offered {
            "the adapter offers shader-f16, but the browser path opens a baseline device"
        } else {
            "the adapter does not offer shader-f16"
        });
    }
    if missing.contains(&"f64") {
        notes.push("WebGPU has no f64");
    }
    notes.join("; ")
}

impl Backend for BrowserPath {
    fn name(&self) -> String {
        match &self.adapter {
            Some(a) => format!("browser (chromium/WebGPU: {a})"),
            None => NAME.into(),
        }
    }

    fn runs_on_gpu(&self) -> bool {
        true
    }

    fn nonfinite_deviation(&self) -> Option<&'static str> {
        Some(super::backend::WGSL_NONFINITE)
    }

    fn run(&mut self, input: &RunInput<'_>) -> Result<RunOutput, PathFailure> {
        let session = self.session()?;
        let start = Instant::now();
        let (mut p, _) = prepare_input(input).map_err(PathFailure::Error)?;
        let target = webgpu::gpu_target(&session.borrow().hello);
        let subgroup_sizes = Some((target.subgroup_size, target.max_subgroup_size));
        let mut notes = Vec::new();
        let ran = prepare::maybe_run_gpu_pipeline_with(&mut p, &target, input.unchecked)
            .map_err(|e| PathFailure::Error(e.render()))?;
        if !ran {
            notes.push("no affine loops in host code: the GPU pipeline had nothing to map".into());
        }
        if let Some(f) = &self.mutation {
            f(&mut p.ctx, &mut p.module).map_err(PathFailure::Error)?;
        }
        let missing = super::backend::kernel_type_features(&p.ctx, &p.module);
        if !missing.is_empty() {
            let why = format!(
                "the kernels use {}, which the browser's WebGPU device does not have ({})",
                missing.join(" and "),
                missing_feature_note(&session.borrow().hello, &missing)
            );
            return Err(if self.optional {
                PathFailure::Unsupported(why)
            } else {
                PathFailure::Skipped(why)
            });
        }
        // A feature the page's device lacks (subgroups) is unsupported on it, as on GL.
        let kernels =
            webgpu::compile_kernels(&p.ctx, &p.module, &p.sources).map_err(|f| {
                match (f.target_lacks, self.optional) {
                    (true, true) => PathFailure::Unsupported(f.message),
                    (true, false) => PathFailure::Skipped(f.message),
                    (false, _) => PathFailure::Error(f.message),
                }
            })?;
        // The page's per-stage binding limits, checked before it creates any pipeline (the
        // scalar arguments take one more uniform buffer there).
        {
            let hello = &session.borrow().hello;
            let limit = |k: &str, d: u32| {
                hello["limits"][k]
                    .as_u64()
                    .and_then(|v| u32::try_from(v).ok())
                    .unwrap_or(d)
            };
            let mut symbols: Vec<&String> = kernels.keys().collect();
            symbols.sort();
            for sym in symbols {
                let a = &kernels[sym].artifact;
                let scalars = u32::from(!a.push_constants.entries.is_empty());
                crate::runtime::limits::check_bindings(
                    &format!("@{}", sym.replace("::", "::@")),
                    &a.bindings,
                    limit("maxStorageBuffersPerShaderStage", 8),
                    limit("maxUniformBuffersPerShaderStage", 12).saturating_sub(scalars),
                )
                .map_err(|(why, _)| {
                    if self.optional {
                        PathFailure::Unsupported(why)
                    } else {
                        PathFailure::Skipped(why)
                    }
                })?;
            }
        }
        let mut sites = 0;
        for &top in &p.module.top {
            p.module.walk_pre(top, &mut |op| {
                if p.module.op(op).kind == Some(OpKind::GpuLaunchFunc) {
                    sites += 1;
                }
            });
        }
        let mut opts = CompileOptions::named(input.file);
        opts.gpu_pipeline = false;
        let mut program = Runtime::cpu()
            .compile(Source::Module(p.ctx, p.module), &opts)
            .map_err(|e| PathFailure::Error(e.render()))?;
        let launches = Rc::new(RefCell::new(0u64));
        program.interp.set_hooks(Box::new(BrowserHooks {
            session,
            kernels,
            synced: HashMap::new(),
            launches: Rc::clone(&launches),
        }));
        let args: Vec<Arg<'_>> = input.args.iter().map(Arg::from).collect();
        let mut out = Vec::new();
        let res = program
            .call_with_output(input.entry, &args, &mut out)
            .map_err(|e| PathFailure::Error(e.render()))?;
        let mut outputs: Vec<Option<HostArray>> =
            res.args.into_iter().flatten().map(Some).collect();
        for r in res.results {
            outputs.push(match r {
                Value::Array(a) => Some(a),
                Value::Scalar(v) => scalar_array(&v),
                Value::Other => None,
            });
        }
        let launches = *launches.borrow();
        Ok(RunOutput {
            stdout: String::from_utf8_lossy(&out).into_owned(),
            outputs,
            kernels: sites,
            launches,
            elapsed: start.elapsed(),
            notes,
            subgroup_sizes,
        })
    }
}

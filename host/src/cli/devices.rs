//! `tessera devices`: list the GPU adapters wgpu can see.

use std::io::Write;

use super::spec::{CommandSpec, OptSpec, Ty};
use crate::gpu::{enumerate_adapters, AdapterReport, BackendChoice, RequiredFeatures};

/// `tessera devices`'s options.
pub const DEVICES: CommandSpec = CommandSpec {
    name: "devices",
    about: "list GPU adapters (backend, type, driver, features, key limits)",
    usage: &["devices [--backend all|auto|vulkan|metal|dx12|gl]"],
    before: "",
    options: &[OptSpec::value(
        "backend",
        "B",
        Ty::Keyword {
            words: &["all", "auto", "vulkan", "metal", "dx12", "gl"],
            check: super::run::check_gpu_backend_or_all,
        },
        "list only the adapters of this backend (auto: those `auto` may pick)",
    )
    .default("all")],
    after: "",
    numbers_positional: false,
};

/// The Tessera features of an adapter that its backend can use: raw SPIR-V
/// (`passthrough`) only reaches the driver on Vulkan, so `tessera run` refuses
/// `--shader-path passthrough` elsewhere even when wgpu lists `PASSTHROUGH_SHADERS`.
pub fn usable_features(backend: wgpu::Backend, f: RequiredFeatures) -> RequiredFeatures {
    RequiredFeatures {
        passthrough: f.passthrough && backend == wgpu::Backend::Vulkan,
        ..f
    }
}

/// The adapter as `tessera devices` shows it.
fn shown(a: &AdapterReport) -> AdapterReport {
    let mut a = a.clone();
    a.tessera_features = usable_features(a.backend, a.tessera_features);
    a
}

/// The adapters of every backend, as `name (Backend)`, for messages about a backend that
/// has none.
pub fn existing_adapters() -> Vec<String> {
    enumerate_adapters(BackendChoice::All)
        .iter()
        .map(AdapterReport::short)
        .collect()
}

/// What to say when `backend` has no adapter: the adapters that exist, if any.
pub fn no_adapter_hint(backend: &str) -> String {
    let others = existing_adapters();
    if others.is_empty() {
        crate::runtime::NO_GPU_HINT.to_string()
    } else {
        format!(
            "no {backend} adapter; the adapters that exist are: {} (pick one with --backend)",
            others.join(", ")
        )
    }
}

/// Runs `tessera devices`; returns the exit code (1 when no adapter exists).
pub fn run(args: &[String], stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let m = match DEVICES.parse(args) {
        Ok(m) => m,
        Err(e) => {
            let _ = writeln!(stderr, "tessera devices: {e}");
            return 2;
        }
    };
    if m.help {
        let _ = stdout.write_all(DEVICES.help().as_bytes());
        return 0;
    }
    if let Some(extra) = m.positional.first() {
        let _ = writeln!(
            stderr,
            "tessera devices: unexpected argument '{extra}'. Try: 'tessera devices --help'"
        );
        return 2;
    }
    let backend = match m.value("backend").map(str::parse::<BackendChoice>) {
        Some(Ok(b)) => b,
        Some(Err(e)) => {
            let _ = writeln!(stderr, "tessera devices: {e}");
            return 2;
        }
        None => BackendChoice::All,
    };
    let adapters = enumerate_adapters(backend);
    if adapters.is_empty() {
        let hint = if matches!(backend, BackendChoice::Auto | BackendChoice::All) {
            crate::runtime::NO_GPU_HINT.to_string()
        } else {
            no_adapter_hint(&backend.to_string())
        };
        let _ = writeln!(
            stderr,
            "tessera devices: no GPU adapter found for backend {backend}; {hint}"
        );
        return 1;
    }
    for (k, a) in adapters.iter().enumerate() {
        let _ = write!(stdout, "[{k}] {}", shown(a));
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passthrough_only_on_vulkan() {
        let all = RequiredFeatures {
            passthrough: true,
            subgroups: true,
            ..Default::default()
        };
        assert!(usable_features(wgpu::Backend::Vulkan, all).passthrough);
        let gl = usable_features(wgpu::Backend::Gl, all);
        assert!(!gl.passthrough && gl.subgroups);
        assert!(!gl.to_string().contains("passthrough"), "{gl}");
    }
}

//! `tessera devices`: list the GPU adapters wgpu can see.

use std::io::Write;

use crate::gpu::{enumerate_adapters, BackendChoice};

/// Usage text for `tessera devices --help`.
pub const DEVICES_HELP: &str = "\
tessera devices: list GPU adapters (backend, type, driver, features, key limits)

USAGE: tessera devices [--backend auto|vulkan|metal|dx12|gl]
";

/// Runs `tessera devices`; returns the exit code (1 when no adapter exists).
pub fn run(args: &[String], stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    let mut backend = BackendChoice::Auto;
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        i += 1;
        let value = match a.split_once('=') {
            Some(("--backend", v)) => Some(v.to_string()),
            None if a == "--backend" => {
                i += 1;
                args.get(i - 1).cloned()
            }
            _ => {
                let _ = writeln!(
                    stderr,
                    "tessera devices: unknown argument '{a}'\n\n{DEVICES_HELP}"
                );
                return 2;
            }
        };
        match value.as_deref().map(str::parse::<BackendChoice>) {
            Some(Ok(b)) => backend = b,
            Some(Err(e)) => {
                let _ = writeln!(stderr, "tessera devices: {e}");
                return 2;
            }
            None => {
                let _ = writeln!(
                    stderr,
                    "tessera devices: option '--backend' requires a value"
                );
                return 2;
            }
        }
    }
    let adapters = enumerate_adapters(backend);
    if adapters.is_empty() {
        let _ = writeln!(
            stderr,
            "tessera devices: no GPU adapter found for backend {backend}; {}",
            crate::runtime::NO_GPU_HINT
        );
        return 1;
    }
    for (k, a) in adapters.iter().enumerate() {
        let _ = write!(stdout, "[{k}] {a}");
    }
    0
}

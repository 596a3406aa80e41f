//! Shared test helpers: `spirv-val`, naga round trips, golden files.

#![allow(dead_code)]

pub mod builder;
pub mod gpu;
pub mod kernels;

use std::path::{Path, PathBuf};
use std::process::Command;

/// Runs `spirv-val --target-env vulkan1.1` on `words`. When the binary is missing, prints
/// a visible SKIPPED line (or fails under `TESSERA_REQUIRE_GPU=1`).
pub fn spirv_val(words: &[u32], name: &str) -> Result<(), String> {
    spirv_val_env(words, name, "vulkan1.1")
}

/// [`spirv_val`] for the Vulkan version `env` (`vulkan1.2`: float controls are core).
pub fn spirv_val_env(words: &[u32], name: &str, env: &str) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("tessera-spirv-tests-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    // Tests run on several threads and may validate kernels of the same name at once: give
    // every call its own file.
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let file = dir.join(format!("{}-{n}.spv", name.replace(['/', ' '], "_")));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&file, bytes).map_err(|e| e.to_string())?;
    let result = Command::new("spirv-val")
        .arg("--target-env")
        .arg(env)
        .arg(&file)
        .output();
    let _ = std::fs::remove_file(&file);
    match result {
        Ok(out) if out.status.success() => Ok(()),
        Ok(out) => Err(format!(
            "spirv-val rejected {name}:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )),
        Err(_) => {
            if std::env::var("TESSERA_REQUIRE_GPU").as_deref() == Ok("1") {
                Err("spirv-val not found and TESSERA_REQUIRE_GPU=1".into())
            } else {
                use std::io::Write;
                let _ = writeln!(
                    std::io::stderr(),
                    "SKIPPED: spirv-val not installed; {name} not validated by spirv-val"
                );
                Ok(())
            }
        }
    }
}

/// The four naga outputs, each a result.
pub fn naga_outputs(words: &[u32]) -> [(&'static str, Result<String, String>); 4] {
    let s = |r: Result<String, tessera_spirv::SpirvError>| r.map_err(|e| e.to_string());
    [
        ("wgsl", s(tessera_spirv::to_wgsl(words))),
        ("msl", s(tessera_spirv::to_msl(words))),
        ("hlsl", s(tessera_spirv::to_hlsl(words))),
        ("glsl", s(tessera_spirv::to_glsl(words))),
    ]
}

/// Checks the four naga outputs: every language not in `failing` must succeed and every
/// one in it must fail. `failing = ["naga"]` means naga's front end or validation rejects
/// the module.
pub fn naga_expect(name: &str, words: &[u32], failing: &[&str]) -> Result<(), String> {
    let parsed = tessera_spirv::to_naga(words);
    if failing.contains(&"naga") {
        return match parsed {
            Ok(_) => Err(format!("{name}: naga unexpectedly accepted the module")),
            Err(_) => Ok(()),
        };
    }
    parsed.map_err(|e| format!("{name}: {e}"))?;
    for (lang, r) in naga_outputs(words) {
        match (r, failing.contains(&lang)) {
            (Ok(_), false) | (Err(_), true) => {}
            (Ok(_), true) => return Err(format!("{name}: {lang} unexpectedly succeeded")),
            (Err(e), false) => return Err(format!("{name}: {lang} failed: {e}")),
        }
    }
    Ok(())
}

/// The crate root.
pub fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Compares `text` with the golden file `path` (relative to `tests/golden`); rewrites it
/// under `TESSERA_BLESS=1`.
pub fn golden(path: &str, text: &str) -> Result<(), String> {
    let p = crate_dir().join("tests/golden").join(path);
    if std::env::var("TESSERA_BLESS").as_deref() == Ok("1") {
        if let Some(d) = p.parent() {
            let _ = std::fs::create_dir_all(d);
        }
        std::fs::write(&p, text).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let want = std::fs::read_to_string(&p).map_err(|_| {
        format!(
            "golden file {} missing; run with TESSERA_BLESS=1",
            p.display()
        )
    })?;
    if want != text {
        return Err(format!(
            "golden mismatch for {}; rerun with TESSERA_BLESS=1 to update.\n--- want\n{}\n--- got\n{}",
            p.display(),
            first_diff(&want, text),
            first_diff(text, &want)
        ));
    }
    Ok(())
}

fn first_diff(a: &str, b: &str) -> String {
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}: {x}", i + 1);
        }
    }
    format!(
        "(length differs: {} vs {} lines)",
        a.lines().count(),
        b.lines().count()
    )
}

/// Whether a path exists.
pub fn exists(p: &Path) -> bool {
    p.exists()
}

use tessera_lowering::ir::{Context, Module, Op};
use tessera_spirv::{compile_kernel, KernelArtifact, Target};

/// Compiles a kernel, runs `spirv-val`, and when `naga` is expected, naga validation and
/// all four outputs. Panics with a readable message on failure.
///
/// `failing` lists the naga outputs expected to fail (see [`naga_expect`]).
pub fn check(
    name: &str,
    ctx: &Context,
    m: &Module,
    f: Op,
    target: &Target,
    failing: &[&str],
) -> KernelArtifact {
    let a =
        compile_kernel(ctx, m, f, target).unwrap_or_else(|e| panic!("{name}: compile failed: {e}"));
    if let Err(e) = spirv_val(&a.spirv, name) {
        panic!("{e}\n{}", tessera_spirv::disassemble(&a.spirv));
    }
    if let Err(e) = naga_expect(name, &a.spirv, failing) {
        panic!("{e}\n{}", tessera_spirv::disassemble(&a.spirv));
    }
    if std::env::var("TESSERA_DUMP").is_ok() {
        eprintln!(
            "==== {name}\n{}\n{}",
            tessera_spirv::disassemble(&a.spirv),
            a.wgsl.as_deref().unwrap_or("(no wgsl)")
        );
    }
    let naga_ok = !failing.contains(&"naga") && !failing.contains(&"wgsl");
    assert_eq!(
        a.wgsl.is_some(),
        naga_ok,
        "{name}: wgsl presence: {:?}",
        a.naga_error
    );
    a
}

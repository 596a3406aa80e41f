//! Which backends and shader paths the validation suite covers.
//!
//! The suite (`tests/tests/validation_suite.rs`) validates every library kernel against the
//! CPU interpreter on each (backend, shader path) pair of [`SUITE_COVERAGE`], and CI runs it
//! with `TESSERA_REQUIRE_GPU=1` on Mesa's lavapipe (Vulkan) and llvmpipe (GL). The suite
//! checks that it ran every pair listed here, so the table cannot claim more than CI runs.
//!
//! The `auto` backend picks only a backend of this table ([`BackendChoice::Auto`]), and
//! `tessera run` says on stderr when the backend or shader path it uses is not covered.
//!
//! [`BackendChoice::Auto`]: super::BackendChoice::Auto

use super::kernel::ShaderPath;

/// The shader paths the validation suite runs on each backend it covers. Passthrough
/// hands SPIR-V to the driver and exists on Vulkan only.
pub const SUITE_COVERAGE: [(wgpu::Backend, &[ShaderPath]); 2] = [
    (
        wgpu::Backend::Vulkan,
        &[ShaderPath::Spirv, ShaderPath::Passthrough, ShaderPath::Wgsl],
    ),
    (wgpu::Backend::Gl, &[ShaderPath::Spirv, ShaderPath::Wgsl]),
];

/// The shader paths the suite covers on `backend` (empty for a backend it does not run).
pub fn covered_paths(backend: wgpu::Backend) -> &'static [ShaderPath] {
    SUITE_COVERAGE
        .iter()
        .find(|(b, _)| *b == backend)
        .map_or(&[], |(_, paths)| paths)
}

/// Whether the suite covers `path` on `backend`.
pub fn suite_covers(backend: wgpu::Backend, path: ShaderPath) -> bool {
    covered_paths(backend).contains(&path)
}

/// What `tessera run` says when it runs on a backend or shader path the suite does not
/// cover; `None` when it does.
pub fn coverage_note(backend: wgpu::Backend, path: ShaderPath) -> Option<String> {
    if suite_covers(backend, path) {
        return None;
    }
    let name = backend_name(backend);
    let covered = covered_paths(backend);
    Some(if covered.is_empty() {
        format!(
            "the validation suite does not run on {name}: results on this backend are unchecked; compare them with `tessera validate FILE --backend {}`",
            backend_cli_name(backend)
        )
    } else {
        format!(
            "the validation suite does not run shader path {} on {name} (it runs {}): compare the results with `tessera validate FILE --backend {} --paths {}`",
            path.cli_name(),
            covered
                .iter()
                .map(|p| p.cli_name())
                .collect::<Vec<_>>()
                .join(", "),
            backend_cli_name(backend),
            path.cli_name()
        )
    })
}

/// The backend's name in messages.
pub fn backend_name(backend: wgpu::Backend) -> &'static str {
    match backend {
        wgpu::Backend::Noop => "the no-op backend",
        wgpu::Backend::Vulkan => "Vulkan",
        wgpu::Backend::Metal => "Metal",
        wgpu::Backend::Dx12 => "DX12",
        wgpu::Backend::Gl => "GL",
        wgpu::Backend::BrowserWebGpu => "browser WebGPU",
    }
}

/// The backend's `--backend` value.
pub fn backend_cli_name(backend: wgpu::Backend) -> &'static str {
    match backend {
        wgpu::Backend::Noop => "noop",
        wgpu::Backend::Vulkan => "vulkan",
        wgpu::Backend::Metal => "metal",
        wgpu::Backend::Dx12 => "dx12",
        wgpu::Backend::Gl => "gl",
        wgpu::Backend::BrowserWebGpu => "webgpu",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `auto` picks exactly the backends the suite covers.
    #[test]
    fn auto_is_the_covered_backends() {
        let covered = SUITE_COVERAGE
            .iter()
            .fold(wgpu::Backends::empty(), |acc, (b, _)| {
                acc | wgpu::Backends::from(*b)
            });
        assert_eq!(super::super::BackendChoice::Auto.to_backends(), covered);
        assert!(super::super::BackendChoice::All
            .to_backends()
            .contains(wgpu::Backends::METAL | wgpu::Backends::DX12 | covered));
    }

    #[test]
    fn vulkan_and_gl_are_covered() {
        assert!(suite_covers(wgpu::Backend::Vulkan, ShaderPath::Passthrough));
        assert!(suite_covers(wgpu::Backend::Gl, ShaderPath::Wgsl));
        assert!(!suite_covers(wgpu::Backend::Gl, ShaderPath::Passthrough));
        assert!(!suite_covers(wgpu::Backend::Metal, ShaderPath::Spirv));
        assert_eq!(coverage_note(wgpu::Backend::Vulkan, ShaderPath::Wgsl), None);
        let metal = coverage_note(wgpu::Backend::Metal, ShaderPath::Wgsl).unwrap_or_default();
        assert!(metal.contains("does not run on Metal"), "{metal}");
        assert!(metal.contains("--backend metal"), "{metal}");
        let gl = coverage_note(wgpu::Backend::Gl, ShaderPath::Passthrough).unwrap_or_default();
        assert!(gl.contains("spirv, wgsl"), "{gl}");
    }
}

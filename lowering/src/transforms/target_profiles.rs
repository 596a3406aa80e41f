//! Named GPU target profiles: the limits and features a typical device of a class reports.
//!
//! Every optimization was first tuned on lavapipe (subgroups of 8, 1024 invocations, 32 KiB
//! of workgroup memory). A profile lets the pipeline plan for another class of device
//! without having one — `tessera opt --tessera-gpu-pipeline=target=nvidia` — and lets
//! `tessera validate --simulate` run that plan on the CPU interpreter with the profile's
//! subgroup sizes (see `docs/TARGETS.md`, generated from [`PROFILES`] by
//! [`markdown_table`]).
//!
//! A profile is one [`GpuTarget`] plus the shader [`Features`] the pipeline may have to
//! respect, and the device and public source its numbers come from. Numbers that could
//! not be checked against a stored device report are marked as such in [`TargetProfile::note`]
//! rather than given false precision. Where a class spans several subgroup widths (AMD's
//! wave32/wave64, Intel's SIMD8/16/32, Mali's Bifrost/Valhall, Adreno's wave64/wave128) the
//! profile carries the whole range: a plan may rely only on what every member guarantees,
//! and the simulation runs at both ends.

use super::target::{GpuTarget, LLVMPIPE_LOOP_ITERATIONS};

/// Optional shader features a device of the class reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Features {
    /// 16-bit floats in shaders (`shaderFloat16`, WebGPU `shader-f16`).
    pub shader_f16: bool,
    /// 64-bit integers in shaders (`shaderInt64`); WGSL has none.
    pub shader_int64: bool,
    /// Subgroup operations including shuffles (`VK_SUBGROUP_FEATURE_SHUFFLE_BIT`, WebGPU
    /// `subgroups`); mirrored by [`GpuTarget::subgroup_broadcast`].
    pub subgroups: bool,
}

/// One named target profile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TargetProfile {
    /// The name used by `target=NAME` and `--simulate NAME`.
    pub name: &'static str,
    /// The device the numbers model.
    pub device: &'static str,
    /// The limits the pipeline plans for.
    pub target: GpuTarget,
    /// Optional features.
    pub features: Features,
    /// Where the numbers come from.
    pub sources: &'static [&'static str],
    /// Caveats: which numbers are approximations or could not be verified.
    pub note: &'static str,
}

impl TargetProfile {
    /// The subgroup sizes a simulation runs at: the smallest and, when different, the
    /// largest the class may use.
    pub fn simulated_subgroup_sizes(&self) -> Vec<u32> {
        let (lo, hi) = (self.target.subgroup_size, self.target.max_subgroup_size);
        if lo == hi {
            vec![lo]
        } else {
            vec![lo, hi]
        }
    }
}

#[allow(clippy::too_many_arguments)]
const fn target(
    max_invocations: u32,
    max_workgroup_size: [u32; 3],
    max_workgroup_storage: u32,
    subgroups: (u32, u32),
    is_cpu: bool,
    subgroup_broadcast: bool,
    max_texture_dim: u32,
    max_loop_iterations: Option<u64>,
) -> GpuTarget {
    GpuTarget {
        max_invocations,
        max_workgroup_size,
        max_workgroup_storage,
        subgroup_size: subgroups.0,
        max_subgroup_size: subgroups.1,
        max_workgroups_per_dim: 65535,
        is_cpu,
        subgroup_broadcast,
        max_texture_dim,
        max_loop_iterations,
    }
}

const ALL: Features = Features {
    shader_f16: true,
    shader_int64: true,
    subgroups: true,
};

/// Every profile, in the order reports list them.
///
/// `max_workgroups_per_dim` is 65535 everywhere: Vulkan guarantees 65535 per dimension,
/// WebGPU's default is 65535, and wgpu exposes no more; devices that report more in X
/// (NVIDIA 2^31-1, AMD 2^32-1) are planned for the portable value.
pub const PROFILES: &[TargetProfile] = &[
    // Mesa lavapipe (llvmpipe on Vulkan), as `tessera devices` reports it on the CI
    // machine: Mesa 22.3.6, LLVM 15, AVX2 (256-bit) SIMD.
    TargetProfile {
        name: "lavapipe",
        device: "Mesa lavapipe 22.3 (llvmpipe, 256-bit SIMD)",
        target: target(
            1024,
            [1024, 1024, 1024],
            32 * 1024,
            (8, 8),
            true,
            true,
            16384,
            Some(LLVMPIPE_LOOP_ITERATIONS),
        ),
        features: ALL,
        sources: &[
            "`tessera devices` on the CI machine (Mesa 22.3.6, LLVM 15.0.6)",
            "https://docs.mesa3d.org/drivers/llvmpipe.html",
        ],
        note: "today's default target; the loop budget is gallivm's LP_MAX_TGSI_LOOP_ITERATIONS",
    },
    // SwiftShader's Vulkan ICD (Chromium's WebGPU fallback): 4-wide SIMD subgroups.
    TargetProfile {
        name: "swiftshader",
        device: "SwiftShader Vulkan (CPU, 4-wide SIMD)",
        target: target(256, [256, 256, 64], 16384, (4, 4), true, true, 8192, None),
        features: Features {
            shader_f16: false,
            shader_int64: false,
            subgroups: true,
        },
        sources: &[
            "https://github.com/google/swiftshader/blob/master/src/Vulkan/VkPhysicalDevice.cpp (subgroupSize = sw::SIMD::Width = 4, maxComputeSharedMemorySize 16384, shaderInt64/16-bit storage false)",
            "https://github.com/gpuweb/gpuweb/pull/1898 (workgroup limits raised to 256, (256,256,64) for WebGPU)",
        ],
        note: "older SwiftShader sources report 128 invocations, (128,128,64); the 256 limits follow gpuweb#1898; shuffle support and the 8192 texture side are not verified against a device report",
    },
    // NVIDIA Ampere, proprietary driver: 32-wide warps.
    TargetProfile {
        name: "nvidia",
        device: "NVIDIA GeForce RTX 3080 (Ampere), proprietary Vulkan driver",
        target: target(1024, [1024, 1024, 64], 49152, (32, 32), false, true, 32768, None),
        features: ALL,
        sources: &[
            "https://vulkan.gpuinfo.org/listreports.php?devicename=NVIDIA+GeForce+RTX+3080",
            "https://docs.nvidia.com/cuda/cuda-c-programming-guide/ (warp size 32)",
        ],
        note: "limits are the values NVIDIA drivers typically report (48 KiB static shared memory); not re-checked against a stored report",
    },
    // AMD RDNA 2, RADV: wave32 and wave64 (GCN: wave64 only).
    TargetProfile {
        name: "amd",
        device: "AMD Radeon RX 6800 (RDNA 2), RADV",
        target: target(1024, [1024, 1024, 1024], 65536, (32, 64), false, true, 16384, None),
        features: ALL,
        sources: &[
            "https://vulkan.gpuinfo.org/listreports.php?devicename=AMD+Radeon+RX+6800+(RADV+NAVI21)",
            "https://www.amd.com/system/files/documents/rdna-whitepaper.pdf (wave32 and wave64)",
        ],
        note: "subgroup range 32..64 (VK_EXT_subgroup_size_control min/max); limits not re-checked against a stored report",
    },
    // Intel Gen9.5 integrated, ANV: SIMD8/16/32 chosen per shader.
    TargetProfile {
        name: "intel",
        device: "Intel UHD Graphics 630 (Gen9.5), ANV",
        target: target(1024, [1024, 1024, 1024], 65536, (8, 32), false, true, 16384, None),
        features: ALL,
        sources: &[
            "https://vulkan.gpuinfo.org/listreports.php?devicename=Intel(R)+UHD+Graphics+630+(CFL+GT2)",
            "https://www.intel.com/content/www/us/en/docs/oneapi/optimization-guide-gpu/current/intel-xe-gpu-architecture.html (SIMD8/16/32)",
        ],
        note: "subgroup range 8..32; limits not re-checked against a stored report",
    },
    // Apple M1 through Metal (or MoltenVK): 32-wide SIMD groups.
    TargetProfile {
        name: "apple",
        device: "Apple M1 GPU (Metal / MoltenVK)",
        target: target(1024, [1024, 1024, 1024], 32768, (32, 32), false, true, 16384, None),
        features: ALL,
        sources: &[
            "https://developer.apple.com/metal/Metal-Feature-Set-Tables.pdf (32 KiB threadgroup memory, 1024 threads, 16384 texture side)",
            "https://developer.apple.com/documentation/metal/mtlcomputepipelinestate/threadexecutionwidth (32 on Apple GPUs)",
        ],
        note: "Metal has no subgroup size range; 32 is threadExecutionWidth on Apple silicon; limits not re-checked against the feature set tables",
    },
    // Arm Mali: Valhall warps of 16, Bifrost of 4 or 8.
    TargetProfile {
        name: "mali",
        device: "Arm Mali-G78 (Valhall); the range covers Bifrost (4/8)",
        target: target(512, [512, 512, 512], 32768, (4, 16), false, true, 65536, None),
        features: ALL,
        sources: &[
            "https://developer.arm.com/documentation/102849/latest/ (Valhall: 16-wide warps)",
            "https://vulkan.gpuinfo.org/listreports.php?devicename=Mali-G78",
        ],
        note: "512 invocations and 65536 texture side are the values Mali drivers typically report; not re-checked against a stored report; the 4..16 range spans Bifrost and Valhall",
    },
    // Qualcomm Adreno 6xx: waves of 64 or 128.
    TargetProfile {
        name: "adreno",
        device: "Qualcomm Adreno 660 (Snapdragon 888)",
        target: target(1024, [1024, 1024, 1024], 32768, (64, 128), false, true, 16384, None),
        features: Features {
            shader_f16: true,
            shader_int64: false,
            subgroups: true,
        },
        sources: &[
            "https://vulkan.gpuinfo.org/listreports.php?devicename=Adreno+(TM)+660",
            "https://docs.qualcomm.com/bundle/publicresource/topics/80-78185-2/overview.html (Adreno wave sizes)",
        ],
        note: "64..128 per VK_EXT_subgroup_size_control; shaderInt64 false is an assumption for Adreno 6xx, not verified against a stored report",
    },
    // The WebGPU specification's default limits; no optional feature.
    TargetProfile {
        name: "webgpu-baseline",
        device: "any WebGPU adapter at the specification's default limits",
        target: target(256, [256, 256, 64], 16384, (4, 128), false, false, 8192, None),
        features: Features {
            shader_f16: false,
            shader_int64: false,
            subgroups: false,
        },
        sources: &[
            "https://www.w3.org/TR/webgpu/#limit-default (maxComputeInvocationsPerWorkgroup 256, maxComputeWorkgroupSize 256/256/64, maxComputeWorkgroupStorageSize 16384, maxTextureDimension2D 8192)",
            "https://www.w3.org/TR/webgpu/#dom-gpuadapterinfo-subgroupminsize (subgroup sizes are powers of two in 4..128)",
        ],
        note: "shader-f16 and subgroups are optional WebGPU features, off here; WGSL has no 64-bit integers",
    },
];

/// The names of every profile, in table order.
pub fn profile_names() -> Vec<&'static str> {
    PROFILES.iter().map(|p| p.name).collect()
}

/// The profile called `name`; an unknown name is an error listing the known ones.
pub fn profile(name: &str) -> Result<&'static TargetProfile, String> {
    let name = name.trim();
    PROFILES.iter().find(|p| p.name == name).ok_or_else(|| {
        format!(
            "unknown target '{name}' (known targets: {})",
            profile_names().join(", ")
        )
    })
}

/// Parses `all` or a comma-separated list of profile names (each at most once).
pub fn parse_profile_list(list: &str) -> Result<Vec<&'static TargetProfile>, String> {
    if list.trim() == "all" {
        return Ok(PROFILES.iter().collect());
    }
    let mut out: Vec<&'static TargetProfile> = Vec::new();
    for n in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        let p = profile(n)?;
        if !out.iter().any(|q| q.name == p.name) {
            out.push(p);
        }
    }
    if out.is_empty() {
        return Err(format!(
            "no target named (expected all or some of: {})",
            profile_names().join(", ")
        ));
    }
    Ok(out)
}

fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// The profile table of `docs/TARGETS.md` (between its `targets-table` markers).
pub fn markdown_table() -> String {
    let mut s = String::from(
        "| profile | device it models | subgroup sizes | invocations | workgroup size (x, y, z) | workgroup memory | 2-D texture | CPU | f16 | i64 | subgroup ops | loop budget |\n\
         |---|---|---|---|---|---|---|---|---|---|---|---|\n",
    );
    for p in PROFILES {
        let t = &p.target;
        let sg = if t.subgroup_size == t.max_subgroup_size {
            t.subgroup_size.to_string()
        } else {
            format!("{}..{}", t.subgroup_size, t.max_subgroup_size)
        };
        s.push_str(&format!(
            "| `{}` | {} | {} | {} | {} x {} x {} | {} B | {} | {} | {} | {} | {} | {} |\n",
            p.name,
            p.device,
            sg,
            t.max_invocations,
            t.max_workgroup_size[0],
            t.max_workgroup_size[1],
            t.max_workgroup_size[2],
            t.max_workgroup_storage,
            t.max_texture_dim,
            yes(t.is_cpu),
            yes(p.features.shader_f16),
            yes(p.features.shader_int64),
            yes(p.features.subgroups),
            t.max_loop_iterations
                .map_or("none".to_string(), |n| n.to_string()),
        ));
    }
    s.push_str("\nSources and caveats:\n\n");
    for p in PROFILES {
        s.push_str(&format!(
            "- `{}`: {}. Note: {}.\n",
            p.name,
            p.sources.join("; "),
            p.note
        ));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn profiles_are_consistent() {
        let names = profile_names();
        for want in [
            "lavapipe",
            "swiftshader",
            "nvidia",
            "amd",
            "intel",
            "apple",
            "mali",
            "adreno",
            "webgpu-baseline",
        ] {
            assert!(names.contains(&want), "missing profile {want}");
        }
        for (i, p) in PROFILES.iter().enumerate() {
            assert!(p.target.validate().is_ok(), "{}", p.name);
            assert!(!names[..i].contains(&p.name), "duplicate {}", p.name);
            assert_eq!(
                p.target.subgroup_broadcast, p.features.subgroups,
                "{}",
                p.name
            );
            for s in [p.target.subgroup_size, p.target.max_subgroup_size] {
                assert!(s.is_power_of_two() && (4..=128).contains(&s), "{}", p.name);
            }
            let [x, y, z] = p.target.max_workgroup_size;
            assert!(x.max(y).max(z) <= p.target.max_invocations, "{}", p.name);
            assert!(!p.sources.is_empty() && !p.device.is_empty(), "{}", p.name);
        }
        // lavapipe is today's default target, unchanged.
        assert_eq!(profile("lavapipe").unwrap().target, GpuTarget::default());
    }

    #[test]
    fn unknown_names_list_the_known_ones() {
        let e = profile("nvidai").unwrap_err();
        assert!(e.contains("unknown target 'nvidai'"), "{e}");
        assert!(e.contains("nvidia") && e.contains("webgpu-baseline"), "{e}");
        assert_eq!(parse_profile_list("all").unwrap().len(), PROFILES.len());
        let two = parse_profile_list("amd, nvidia,amd").unwrap();
        assert_eq!(
            two.iter().map(|p| p.name).collect::<Vec<_>>(),
            ["amd", "nvidia"]
        );
        assert!(parse_profile_list(",").is_err());
        assert!(parse_profile_list("amd,bogus").is_err());
    }

    #[test]
    fn ranges_simulate_both_ends() {
        assert_eq!(
            profile("amd").unwrap().simulated_subgroup_sizes(),
            vec![32, 64]
        );
        assert_eq!(
            profile("nvidia").unwrap().simulated_subgroup_sizes(),
            vec![32]
        );
        // Only fixed widths allow subgroup sharing.
        assert_eq!(
            profile("amd").unwrap().target.subgroup_broadcast_width(),
            None
        );
        assert_eq!(
            profile("webgpu-baseline")
                .unwrap()
                .target
                .subgroup_broadcast_width(),
            None
        );
    }

    /// `docs/TARGETS.md` holds [`markdown_table`] between its markers;
    /// `TESSERA_BLESS=1` rewrites it.
    #[test]
    fn targets_doc_matches_the_table() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/TARGETS.md");
        let doc = std::fs::read_to_string(&path).expect("docs/TARGETS.md");
        let (begin, end) = (
            "<!-- targets-table:begin -->\n",
            "<!-- targets-table:end -->",
        );
        let (Some(b), Some(e)) = (doc.find(begin), doc.find(end)) else {
            panic!("docs/TARGETS.md lacks the targets-table markers");
        };
        let have = &doc[b + begin.len()..e];
        let want = markdown_table();
        if have != want {
            if std::env::var("TESSERA_BLESS").is_ok_and(|v| v == "1") {
                let new = format!("{}{}{}", &doc[..b + begin.len()], want, &doc[e..]);
                std::fs::write(&path, new).expect("write docs/TARGETS.md");
            } else {
                panic!(
                    "docs/TARGETS.md's table is stale; run TESSERA_BLESS=1 cargo test -p tessera-lowering targets_doc\n--- have\n{have}\n--- want\n{want}"
                );
            }
        }
    }
}

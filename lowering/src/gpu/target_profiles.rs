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

use crate::gpu::target::{GpuTarget, LLVMPIPE_LOOP_ITERATIONS};

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
    /// Where the numbers come from: each entry is a URL and, in parentheses, the values it
    /// gives.
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
/// (NVIDIA 2^31-1; AMD 2^32-1 in older RADV and AMD's driver, 65535 in current RADV) are
/// planned for the portable value.
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
            "https://github.com/qcr/benchbot/issues/20 (vulkaninfo of an RTX 3080, proprietary driver, Vulkan 1.2.168: maxImageDimension2D = 32768)",
            "https://github.com/hashcat/hashcat/issues/2813 (clinfo of an RTX 3080 on the CUDA driver: max work-group size 1024, max work-item sizes 1024x1024x64, warp size 32)",
            "https://github.com/chaotic-cx/nyx/issues/546 (vulkaninfo, NVIDIA proprietary driver: minSubgroupSize = maxSubgroupSize = 32; subgroupSupportedOperations include SHUFFLE and SHUFFLE_RELATIVE)",
            "https://gitlab.freedesktop.org/mesa/mesa/-/blob/main/src/nouveau/vulkan/nvk_physical_device.c (NVK, Mesa's driver for the same hardware: maxComputeSharedMemorySize 49152, maxComputeWorkGroupCount {2^31-1, 65535, 65535}, maxComputeWorkGroupInvocations 1024, maxComputeWorkGroupSize {1024, 1024, 64}; read in a stored mirror copy)",
            "https://github.com/kryptic-sh/infr/pull/2 (measured table: NVIDIA maxComputeSharedMemorySize 49152)",
            "https://docs.nvidia.com/cuda/cuda-c-programming-guide/ (warp size 32, 48 KiB static shared memory per block; not stored here, cited by the issues above)",
        ],
        note: "maxComputeSharedMemorySize 49152 and the compute limits come from NVK's source, a CUDA-driver clinfo and a third-party table, not from the RTX 3080 vulkaninfo itself (its stored excerpt stops before the compute limits); the subgroup report does not name its GPU; shaderFloat16/shaderInt64 not seen in a stored report",
    },
    // AMD RDNA 2, RADV: wave32 and wave64 (GCN: wave64 only).
    TargetProfile {
        name: "amd",
        device: "AMD Radeon RX 6800 (RDNA 2), RADV",
        target: target(1024, [1024, 1024, 1024], 65536, (32, 64), false, true, 16384, None),
        features: ALL,
        sources: &[
            "https://gitlab.freedesktop.org/mesa/mesa/-/blob/main/src/amd/vulkan/radv_physical_device.c (RADV, read in a stored mirror copy: maxComputeSharedMemorySize 65536 on GFX7+, maxComputeWorkGroupInvocations 1024, maxComputeWorkGroupSize {1024, 1024, 1024}, maxImageDimension2D 16384, subgroupSize 64 with minSubgroupSize 32 / maxSubgroupSize 64 on GFX10+, SHUFFLE in subgroupSupportedOperations, shaderInt64 true, shaderFloat16 = has_packed_math_16bit)",
            "https://github.com/sharpemu/sharpemu/pull/332 (log of an RX 6650 XT, RDNA 2: invocations 1024, local 1024x1024x1024, subgroup default 64, size control 32-64, shuffle ops)",
            "https://github.com/KomputeProject/kompute/issues/275 (vulkaninfo of an RX 6500 XT, RDNA 2: subgroupSize 64, minSubgroupSize 32, maxSubgroupSize 64, SHUFFLE)",
        ],
        note: "the limits are RADV's for every RDNA 2 GPU; no stored report of an RX 6800 itself; has_packed_math_16bit (hence shaderFloat16) for RDNA 2 was not read in the source",
    },
    // Intel Gen9.5 integrated, ANV: SIMD8/16/32 chosen per shader.
    TargetProfile {
        name: "intel",
        device: "Intel UHD Graphics 630 (Gen9.5), ANV",
        target: target(1024, [1024, 1024, 1024], 65536, (8, 32), false, true, 16384, None),
        features: ALL,
        sources: &[
            "https://gitlab.freedesktop.org/mesa/mesa/-/blob/main/src/intel/vulkan/anv_physical_device.c (ANV, read in a stored mirror copy: maxComputeSharedMemorySize 64 KiB, maxComputeWorkGroupInvocations and each maxComputeWorkGroupSize = min(1024, 32 x max_cs_workgroup_threads), maxImageDimension2D 16384, minSubgroupSize 8, maxSubgroupSize 32, maxComputeWorkgroupSubgroups = max_cs_workgroup_threads, SHUFFLE in subgroupSupportedOperations)",
            "https://github.com/KhronosGroup/MoltenVK/issues/1553 (UHD Graphics 630 through MoltenVK: minSubgroupSize 8, maxSubgroupSize 32)",
            "https://github.com/smxi/inxi/issues/284 (vulkaninfo of an Intel GPU on ANV: minSubgroupSize 8, maxSubgroupSize 32, maxComputeWorkgroupSubgroups 56)",
        ],
        note: "1024 invocations assumes max_cs_workgroup_threads >= 32 on Gen9.5 GT2 (the per-GPU value was not read; the ANV report with 56 does not name its GPU); ANV also caps a workgroup at maxComputeWorkgroupSubgroups subgroups, so at a required subgroup size of 8 only 8 x that count invocations fit, which GpuTarget does not model; shaderFloat16/shaderInt64 not seen in a stored report",
    },
    // Apple M1 through Metal (or MoltenVK): 32-wide SIMD groups.
    TargetProfile {
        name: "apple",
        device: "Apple M1 GPU (Metal / MoltenVK)",
        target: target(1024, [1024, 1024, 1024], 32768, (32, 32), false, true, 16384, None),
        features: ALL,
        sources: &[
            "https://github.com/gfx-rs/wgpu/blob/trunk/wgpu-hal/src/metal/adapter.rs (wgpu's Metal backend, from the Metal feature set tables: max_threads_per_group 1024 and max_total_threadgroup_memory 32 KiB for macOS GPU family 1 / iOS family 4, max_texture_size 16384 for macOS family 1 / iOS family 3)",
            "https://github.com/gfx-rs/wgpu/issues/5551 (vulkaninfo through MoltenVK on a Mac: maxComputeSharedMemorySize 32768, maxComputeWorkGroupInvocations 1024, maxComputeWorkGroupSize {1024, 1024, 1024}, SHUFFLE supported, minSubgroupSize 4 / maxSubgroupSize 32)",
            "https://github.com/KhronosGroup/MoltenVK/pull/932 (MoltenVK reports subgroupSize 32 on non-AMD GPUs)",
            "https://dawn.googlesource.com/dawn/+/HEAD/docs/tint/extensions/subgroup_size_control.md (on Metal, subgroup size control needs subgroup min == max, which only Apple GPUs have)",
            "https://developer.apple.com/metal/Metal-Feature-Set-Tables.pdf (primary source of the Metal limits; not stored here)",
        ],
        note: "the subgroup size 32 is Metal's SIMD-group width (MoltenVK advertises a 4..32 size-control range, which the profile does not model); the MoltenVK vulkaninfo does not name its Mac; shaderFloat16/shaderInt64 on M1 not seen in a stored report",
    },
    // Arm Mali: Valhall warps of 16, Bifrost of 4 or 8.
    TargetProfile {
        name: "mali",
        device: "Arm Mali-G78 (Valhall); the range covers Bifrost (4/8)",
        target: target(512, [512, 512, 512], 32768, (4, 16), false, true, 65536, None),
        features: ALL,
        sources: &[
            "https://gitlab.freedesktop.org/mesa/mesa/-/blob/main/src/panfrost/compiler/pan_compiler.h (pan_subgroup_size: 16 on Valhall (arch >= 9), 8 on Bifrost v7, 4 on Bifrost v6; read in a stored mirror copy)",
            "https://gitlab.freedesktop.org/mesa/mesa/-/blob/main/src/panfrost/vulkan/panvk_vX_physical_device.c (PanVK: maxComputeSharedMemorySize 32768, maxComputeWorkGroupCount 65535, invocations = the kernel's max_threads_per_wg, SHUFFLE supported; notes the hardware texture limit is 2^16)",
            "https://github.com/leegao/bionic-vulkan-wrapper/issues/124 (Arm proprietary driver on a Mali-G615, Valhall: maxImageDimension2D 65536)",
            "https://developer.arm.com/documentation/102849/latest/ (Valhall: 16-wide warps; not stored here)",
        ],
        note: "512 invocations and (512, 512, 512) are not verified for any Mali (no stored Mali-G78 report; PanVK takes the value from the kernel; Bifrost OpenCL reports in ARM-software/ComputeLibrary#999 and 96boards-hikey/linux#59 show 384); 32768 B of workgroup memory is PanVK's cap, not an Arm-driver report; shaderFloat16/shaderInt64 not verified",
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
            "https://gitlab.freedesktop.org/mesa/mesa/-/blob/main/src/freedreno/vulkan/tu_device.cc (Turnip, Mesa's Adreno driver, read in a stored older tu_device.c: maxComputeSharedMemorySize 32768, maxComputeWorkGroupCount 65535, maxComputeWorkGroupInvocations 2048, maxComputeWorkGroupSize {1024, 1024, 1024}, maxImageDimension2D 16384)",
            "https://github.com/ggml-org/llama.cpp/issues/22690 (a Turnip developer: Turnip exposes minSubgroupSize 64, maxSubgroupSize 128)",
            "https://github.com/kde-yyds/android-vulkan-bridge/issues/2 (vulkaninfo, Qualcomm proprietary driver on an Adreno 830: maxComputeSharedMemorySize 32768, maxComputeWorkGroupInvocations 1024, maxComputeWorkGroupSize {1024, 1024, 1024}, maxComputeWorkGroupCount 65535)",
            "https://github.com/azhirnov/cpu-gpu-arch/blob/main/gpu/Adreno-6xx.md (Adreno 6xx: wave64 and wave128, Vulkan maxSubgroupSize 128)",
        ],
        note: "1024 invocations is the proprietary driver's value on a later Adreno (Turnip reports 2048 on a6xx), kept as the lower of the two; no stored report of an Adreno 660 itself; shaderInt64 false is an assumption for the proprietary Adreno 6xx driver, not verified; shaderFloat16 not verified",
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
            "https://www.w3.org/TR/webgpu/#limit-default (maxComputeInvocationsPerWorkgroup 256, maxComputeWorkgroupSize 256/256/64, maxComputeWorkgroupStorageSize 16384, maxComputeWorkgroupsPerDimension 65535, maxTextureDimension2D 8192; the spec is not stored here)",
            "https://github.com/gfx-rs/wgpu/blob/trunk/wgpu-types/src/limits.rs (wgpu's copy of the WebGPU defaults, stored: the same seven values)",
            "https://docs.slint.dev/latest/docs/rust/slint/wgpu_28/wgpu/constant.MAXIMUM_SUBGROUP_MAX_SIZE (wgpu 28 docs: MAXIMUM_SUBGROUP_MAX_SIZE = 128, the largest subgroup_max_size, per gpuweb's GPUAdapterInfo)",
        ],
        note: "shader-f16 and subgroups are optional WebGPU features, off here; WGSL has no 64-bit integers; the lower subgroup bound 4 was not seen in a stored copy of the spec",
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

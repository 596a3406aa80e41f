//! Hand-written WGSL reference kernels, dispatched through wgpu directly:
//!
//! - **copy** (`dst[i] = src[i]` on `vec4<f32>`, 256 invocations per workgroup): a
//!   memcpy-bound kernel; its GB/s (read + write bytes) is the bandwidth reference.
//! - **fma**: eight independent `vec4<f32>` FMA chains per invocation, no memory traffic
//!   in the loop; its GFLOP/s (2 per lane per FMA) is the compute reference.
//! - **naive matmul**: one invocation per element of C, 16×16 workgroups, a plain loop
//!   over k — the baseline for matmul-shaped kernels.

use crate::gpu::{BindingDesc, KernelBinary, RequiredFeatures};

/// Invocations per workgroup of the copy and FMA kernels.
pub const REF_WG: u32 = 256;
/// FMA loop trips of the FMA kernel.
pub const FMA_ITERS: u32 = 512;
/// Independent accumulators (each a `vec4<f32>`) of the FMA kernel.
pub const FMA_CHAINS: u32 = 8;

fn binary(name: &str, wgsl: String, wg: [u32; 3], bindings: Vec<BindingDesc>) -> KernelBinary {
    KernelBinary {
        name: name.to_string(),
        spirv: Vec::new(),
        wgsl: Some(wgsl),
        workgroup_size: wg,
        bindings,
        immediate_size: 0,
        features: RequiredFeatures::NONE,
    }
}

/// The copy kernel over `vec4s` four-float elements, laid out as `grid_x` workgroups per
/// row of the grid.
pub fn copy_kernel(grid_x: u32) -> KernelBinary {
    let wgsl = format!(
        "@group(0) @binding(0) var<storage, read> src: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> dst: array<vec4<f32>>;

@compute @workgroup_size({REF_WG})
fn copy(@builtin(global_invocation_id) g: vec3<u32>) {{
    let i = g.x + g.y * {row}u;
    if (i < arrayLength(&dst)) {{
        dst[i] = src[i];
    }}
}}
",
        row = grid_x * REF_WG
    );
    binary(
        "copy",
        wgsl,
        [REF_WG, 1, 1],
        vec![BindingDesc::storage_read(0), BindingDesc::storage_rw(1)],
    )
}

/// The FMA-bound kernel: each invocation runs [`FMA_CHAINS`] independent `vec4` FMA
/// chains for [`FMA_ITERS`] trips and writes one `vec4`.
pub fn fma_kernel() -> KernelBinary {
    let mut decl = String::new();
    let mut body = String::new();
    let mut sum = String::from("x0");
    for c in 0..FMA_CHAINS {
        decl.push_str(&format!(
            "    var x{c} = vec4<f32>(s + {c}.0, s + {c}.25, s + {c}.5, s + {c}.75) * 1e-3;\n"
        ));
        body.push_str(&format!("        x{c} = fma(x{c}, a, b);\n"));
        if c > 0 {
            sum.push_str(&format!(" + x{c}"));
        }
    }
    let wgsl = format!(
        "@group(0) @binding(0) var<storage, read_write> out: array<vec4<f32>>;

@compute @workgroup_size({REF_WG})
fn fma_peak(@builtin(global_invocation_id) g: vec3<u32>) {{
    let s = f32(g.x & 1023u) * 1e-3;
    let a = vec4<f32>(0.9999, 0.9998, 0.9997, 0.9996);
    let b = vec4<f32>(1e-4, 2e-4, 3e-4, 4e-4);
{decl}    for (var i = 0u; i < {FMA_ITERS}u; i = i + 1u) {{
{body}    }}
    let i = g.x + g.y * 65535u * {REF_WG}u;
    if (i < arrayLength(&out)) {{
        out[i] = {sum};
    }}
}}
"
    );
    binary(
        "fma_peak",
        wgsl,
        [REF_WG, 1, 1],
        vec![BindingDesc::storage_rw(0)],
    )
}

/// FLOPs of one FMA-kernel invocation.
pub fn fma_flops_per_invocation() -> f64 {
    f64::from(FMA_ITERS) * f64::from(FMA_CHAINS) * 4.0 * 2.0
}

/// Workgroup edge of the naive matmul.
pub const NAIVE_MM_WG: u32 = 16;

/// The naive matmul `C[i][j] = sum_k A[i][k] * B[k][j]` for row-major `A: m×k`,
/// `B: k×n`, `C: m×n`; dispatch `(ceil(n/16), ceil(m/16), 1)` workgroups.
pub fn naive_matmul_kernel(m: u64, n: u64, k: u64) -> KernelBinary {
    let wgsl = format!(
        "@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;

@compute @workgroup_size({wg}, {wg}, 1)
fn naive_matmul(@builtin(global_invocation_id) g: vec3<u32>) {{
    let j = g.x;
    let i = g.y;
    if (i >= {m}u || j >= {n}u) {{
        return;
    }}
    var acc = 0.0;
    for (var p = 0u; p < {k}u; p = p + 1u) {{
        acc = acc + a[i * {k}u + p] * b[p * {n}u + j];
    }}
    c[i * {n}u + j] = acc;
}}
",
        wg = NAIVE_MM_WG
    );
    binary(
        "naive_matmul",
        wgsl,
        [NAIVE_MM_WG, NAIVE_MM_WG, 1],
        vec![
            BindingDesc::storage_read(0),
            BindingDesc::storage_read(1),
            BindingDesc::storage_rw(2),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reference_kernels_are_valid_wgsl() {
        for k in [copy_kernel(8), fma_kernel(), naive_matmul_kernel(5, 7, 3)] {
            let text = k.wgsl.unwrap();
            tessera_spirv::check_wgsl(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        }
    }
}

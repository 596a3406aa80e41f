//! The kernels of the library: their sources, size parameters and functions.
//!
//! [`KERNELS`] lists every `kernels/*.mlir` file. Each [`KernelSpec`] names the file's
//! base size parameters (in the order [`instantiate`](crate::template::instantiate)
//! takes them), computes its derived sizes, and lists the kernel functions the file
//! defines besides `@main`.

/// One kernel source file.
#[derive(Debug, Clone, Copy)]
pub struct KernelSpec {
    /// Short name (the file stem): `matmul`.
    pub name: &'static str,
    /// File name under `kernels/`: `matmul.mlir`.
    pub file: &'static str,
    /// The file's text (compiled into the library).
    pub source: &'static str,
    /// Base size parameters, in order.
    pub params: &'static [&'static str],
    /// Derived sizes (name, value) from the base sizes.
    pub derive: fn(&[i64]) -> Vec<(&'static str, i64)>,
    /// The kernel functions of the file (the `@main` host function aside).
    pub functions: &'static [&'static str],
    /// Minimum value of each base parameter for the kernel to make sense.
    pub min_sizes: &'static [i64],
}

impl KernelSpec {
    /// The default base sizes, read from the header.
    pub fn default_sizes(&self) -> Vec<i64> {
        let header = crate::template::header_params(self.source).unwrap_or_default();
        self.params
            .iter()
            .map(|n| {
                header
                    .iter()
                    .find(|p| p.name == *n)
                    .map_or(0, |p| p.default)
            })
            .collect()
    }
}

fn none(_: &[i64]) -> Vec<(&'static str, i64)> {
    Vec::new()
}

fn size(s: &[i64], i: usize) -> i64 {
    s.get(i).copied().unwrap_or(0)
}

/// Output size of a convolution or pooling window along one axis.
pub fn conv_out(input: i64, kernel: i64, stride: i64, pad: i64, dilation: i64) -> i64 {
    let span = input + 2 * pad - dilation * (kernel - 1) - 1;
    if span < 0 {
        0
    } else {
        span / stride + 1
    }
}

fn conv2d_nchw_derive(s: &[i64]) -> Vec<(&'static str, i64)> {
    // Sizes: N, C, H, W, F; 3x3 filter, stride 2, padding 1, dilation 1.
    vec![
        ("OH", conv_out(size(s, 2), 3, 2, 1, 1)),
        ("OW", conv_out(size(s, 3), 3, 2, 1, 1)),
    ]
}

fn conv2d_nhwc_derive(s: &[i64]) -> Vec<(&'static str, i64)> {
    // Sizes: N, H, W, C, F; the padding test's bounds are H + 1 and W + 1.
    vec![("HB", size(s, 1) + 1), ("WB", size(s, 2) + 1)]
}

fn pooling_derive(s: &[i64]) -> Vec<(&'static str, i64)> {
    // Sizes: C, H, W; 2x2/2 max pooling and 3x3/1 average pooling.
    let (h, w) = (size(s, 1), size(s, 2));
    vec![
        ("MH", conv_out(h, 2, 2, 0, 1)),
        ("MW", conv_out(w, 2, 2, 0, 1)),
        ("AH", conv_out(h, 3, 1, 0, 1)),
        ("AW", conv_out(w, 3, 1, 0, 1)),
    ]
}

fn jacobi2d_derive(s: &[i64]) -> Vec<(&'static str, i64)> {
    vec![("HM", size(s, 0) - 1), ("WM", size(s, 1) - 1)]
}

fn jacobi3d_derive(s: &[i64]) -> Vec<(&'static str, i64)> {
    vec![
        ("DM", size(s, 0) - 1),
        ("HM", size(s, 1) - 1),
        ("WM", size(s, 2) - 1),
    ]
}

macro_rules! kernel {
    ($name:literal, [$($p:literal),*], $derive:expr, [$($f:literal),*], [$($min:literal),*]) => {
        KernelSpec {
            name: $name,
            file: concat!($name, ".mlir"),
            source: include_str!(concat!("../", $name, ".mlir")),
            params: &[$($p),*],
            derive: $derive,
            functions: &[$($f),*],
            min_sizes: &[$($min),*],
        }
    };
}

/// Every kernel of the library.
pub const KERNELS: &[KernelSpec] = &[
    kernel!("matmul", ["M", "N", "K"], none, ["matmul"], [1, 1, 1]),
    kernel!(
        "batched_matmul",
        ["BATCH", "M", "N", "K"],
        none,
        ["batched_matmul"],
        [1, 1, 1, 1]
    ),
    kernel!(
        "matmul_bias_relu",
        ["M", "N", "K"],
        none,
        ["matmul_bias_relu"],
        [1, 1, 1]
    ),
    kernel!("gemv", ["M", "N"], none, ["gemv"], [1, 1]),
    kernel!("transpose", ["M", "N"], none, ["transpose"], [1, 1]),
    kernel!(
        "permute4d",
        ["N", "C", "H", "W"],
        none,
        ["permute4d"],
        [1, 1, 1, 1]
    ),
    kernel!(
        "elementwise",
        ["M", "N"],
        none,
        ["silu", "bias_scale"],
        [1, 1]
    ),
    kernel!(
        "conv2d_nchw",
        ["N", "C", "H", "W", "F"],
        conv2d_nchw_derive,
        ["conv2d_nchw"],
        [1, 1, 1, 1, 1]
    ),
    kernel!(
        "conv2d_nhwc",
        ["N", "H", "W", "C", "F"],
        conv2d_nhwc_derive,
        ["conv2d_nhwc"],
        [1, 1, 1, 1, 1]
    ),
    kernel!(
        "depthwise_conv2d",
        ["N", "C", "H", "W"],
        none,
        ["depthwise_conv2d"],
        [1, 1, 1, 1]
    ),
    kernel!(
        "pooling",
        ["C", "H", "W"],
        pooling_derive,
        ["maxpool2d", "avgpool2d"],
        [1, 3, 3]
    ),
    kernel!(
        "reductions",
        ["M", "N"],
        none,
        ["row_sum", "row_max", "col_sum", "col_max"],
        [1, 1]
    ),
    kernel!("softmax", ["M", "N"], none, ["softmax"], [1, 1]),
    kernel!("layernorm", ["M", "N"], none, ["layernorm"], [1, 1]),
    kernel!(
        "jacobi2d",
        ["H", "W"],
        jacobi2d_derive,
        ["jacobi2d"],
        [2, 2]
    ),
    kernel!(
        "jacobi3d",
        ["D", "H", "W"],
        jacobi3d_derive,
        ["jacobi3d"],
        [2, 2, 2]
    ),
    kernel!("saxpy", ["N"], none, ["saxpy"], [1]),
    kernel!(
        "matmul_f16",
        ["M", "N", "K"],
        none,
        ["matmul_f16"],
        [1, 1, 1]
    ),
];

/// The kernel named `name`.
pub fn kernel(name: &str) -> Option<&'static KernelSpec> {
    KERNELS.iter().find(|k| k.name == name)
}

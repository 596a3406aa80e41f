//! The typed kernel API: one function per kernel, on [`Tensor<f32>`]s.
//!
//! Every function checks its arguments' shapes, compiles the kernel for those sizes on
//! first use (cached in the [`KernelRuntime`]), runs it and returns the result. Outputs
//! that the kernels accumulate into start from zeros. Convolution and pooling geometry
//! (filter size, stride, padding, dilation) is that of the kernel file, stated on each
//! function.

use tessera_host::runtime::Arg;

use crate::catalog::{kernel, KernelSpec};
use crate::error::{KernelError, Result};
use crate::runtime::KernelRuntime;

/// A row-major host tensor: the host runtime's typed buffer.
pub type Tensor<T> = tessera_host::runtime::Buffer<T>;

fn spec(name: &str) -> Result<&'static KernelSpec> {
    kernel(name).ok_or_else(|| KernelError::new(format!("kernel {name} is not in the library")))
}

fn dims<const N: usize>(func: &str, what: &str, t: &Tensor<f32>) -> Result<[usize; N]> {
    <[usize; N]>::try_from(t.shape()).map_err(|_| {
        KernelError::new(format!(
            "{func}: {what} must have rank {N}, got shape {:?}",
            t.shape()
        ))
    })
}

fn same(func: &str, what: &str, got: usize, want: usize) -> Result<()> {
    if got == want {
        Ok(())
    } else {
        Err(KernelError::new(format!(
            "{func}: {what} is {got}, expected {want}"
        )))
    }
}

fn zeros(shape: &[usize]) -> Result<Tensor<f32>> {
    Tensor::zeros(shape).map_err(KernelError::new)
}

fn sizes(v: &[usize]) -> Vec<i64> {
    v.iter().map(|&x| x as i64).collect()
}

/// Runs `func` of kernel file `file` at `base` sizes with `ins` and `outs` (outputs
/// last), returning the outputs after the call.
fn run(
    rt: &KernelRuntime,
    file: &str,
    func: &str,
    base: &[usize],
    ins: &[&Tensor<f32>],
    outs: Vec<Tensor<f32>>,
) -> Result<Vec<Tensor<f32>>> {
    let s = spec(file)?;
    let mut args: Vec<Arg<'_>> = ins.iter().map(|t| Arg::from(*t)).collect();
    args.extend(outs.iter().map(Arg::from));
    let res = rt.call(s, &sizes(base), func, &args)?;
    (ins.len()..ins.len() + outs.len())
        .map(|i| {
            res.arg::<f32>(i)
                .map_err(|e| KernelError::new(format!("{func}: {}", e.render())))
        })
        .collect()
}

fn one(mut v: Vec<Tensor<f32>>) -> Result<Tensor<f32>> {
    v.pop()
        .ok_or_else(|| KernelError::new("kernel returned no output"))
}

/// `A · B` for A: m×k, B: k×n.
pub fn matmul(rt: &KernelRuntime, a: &Tensor<f32>, b: &Tensor<f32>) -> Result<Tensor<f32>> {
    let [m, k] = dims("matmul", "A", a)?;
    let [k2, n] = dims("matmul", "B", b)?;
    same("matmul", "B's first dimension", k2, k)?;
    one(run(
        rt,
        "matmul",
        "matmul",
        &[m, n, k],
        &[a, b],
        vec![zeros(&[m, n])?],
    )?)
}

/// `A[i] · B[i]` for each batch entry, A: batch×m×k, B: batch×k×n.
pub fn batched_matmul(rt: &KernelRuntime, a: &Tensor<f32>, b: &Tensor<f32>) -> Result<Tensor<f32>> {
    let [bt, m, k] = dims("batched_matmul", "A", a)?;
    let [bt2, k2, n] = dims("batched_matmul", "B", b)?;
    same("batched_matmul", "B's batch", bt2, bt)?;
    same("batched_matmul", "B's second dimension", k2, k)?;
    one(run(
        rt,
        "batched_matmul",
        "batched_matmul",
        &[bt, m, n, k],
        &[a, b],
        vec![zeros(&[bt, m, n])?],
    )?)
}

/// `relu(A · B + bias)` for A: m×k, B: k×n, bias: n.
pub fn matmul_bias_relu(
    rt: &KernelRuntime,
    a: &Tensor<f32>,
    b: &Tensor<f32>,
    bias: &Tensor<f32>,
) -> Result<Tensor<f32>> {
    let f = "matmul_bias_relu";
    let [m, k] = dims(f, "A", a)?;
    let [k2, n] = dims(f, "B", b)?;
    let [n2] = dims(f, "bias", bias)?;
    same(f, "B's first dimension", k2, k)?;
    same(f, "the bias length", n2, n)?;
    one(run(
        rt,
        f,
        f,
        &[m, n, k],
        &[a, b, bias],
        vec![zeros(&[m, n])?],
    )?)
}

/// `A · x` for A: m×n, x: n.
pub fn gemv(rt: &KernelRuntime, a: &Tensor<f32>, x: &Tensor<f32>) -> Result<Tensor<f32>> {
    let [m, n] = dims("gemv", "A", a)?;
    let [n2] = dims("gemv", "x", x)?;
    same("gemv", "x's length", n2, n)?;
    one(run(
        rt,
        "gemv",
        "gemv",
        &[m, n],
        &[a, x],
        vec![zeros(&[m])?],
    )?)
}

/// The transpose of an m×n matrix.
pub fn transpose(rt: &KernelRuntime, a: &Tensor<f32>) -> Result<Tensor<f32>> {
    let [m, n] = dims("transpose", "A", a)?;
    one(run(
        rt,
        "transpose",
        "transpose",
        &[m, n],
        &[a],
        vec![zeros(&[n, m])?],
    )?)
}

/// NCHW to NHWC: `O[n][h][w][c] = I[n][c][h][w]`.
pub fn nchw_to_nhwc(rt: &KernelRuntime, x: &Tensor<f32>) -> Result<Tensor<f32>> {
    let [n, c, h, w] = dims("nchw_to_nhwc", "the input", x)?;
    one(run(
        rt,
        "permute4d",
        "permute4d",
        &[n, c, h, w],
        &[x],
        vec![zeros(&[n, h, w, c])?],
    )?)
}

/// `x · sigmoid(x)` elementwise over an m×n matrix.
pub fn silu(rt: &KernelRuntime, x: &Tensor<f32>) -> Result<Tensor<f32>> {
    let [m, n] = dims("silu", "X", x)?;
    one(run(
        rt,
        "elementwise",
        "silu",
        &[m, n],
        &[x],
        vec![zeros(&[m, n])?],
    )?)
}

/// `Z[i][j] = X[i][j] · s[j] + t[i]` (s broadcast over rows, t over columns).
pub fn bias_scale(
    rt: &KernelRuntime,
    x: &Tensor<f32>,
    s: &Tensor<f32>,
    t: &Tensor<f32>,
) -> Result<Tensor<f32>> {
    let f = "bias_scale";
    let [m, n] = dims(f, "X", x)?;
    let [n2] = dims(f, "s", s)?;
    let [m2] = dims(f, "t", t)?;
    same(f, "s's length", n2, n)?;
    same(f, "t's length", m2, m)?;
    one(run(
        rt,
        "elementwise",
        f,
        &[m, n],
        &[x, s, t],
        vec![zeros(&[m, n])?],
    )?)
}

/// NCHW convolution with a 3×3 FCHW filter, stride 2, padding 1, dilation 1.
pub fn conv2d_nchw(rt: &KernelRuntime, x: &Tensor<f32>, w: &Tensor<f32>) -> Result<Tensor<f32>> {
    let f = "conv2d_nchw";
    let [n, c, h, wd] = dims(f, "the input", x)?;
    let [fo, c2, kh, kw] = dims(f, "the filter", w)?;
    same(f, "the filter's channels", c2, c)?;
    same(f, "the filter height", kh, 3)?;
    same(f, "the filter width", kw, 3)?;
    let (oh, ow) = ((h.max(1) - 1) / 2 + 1, (wd.max(1) - 1) / 2 + 1);
    one(run(
        rt,
        f,
        f,
        &[n, c, h, wd, fo],
        &[x, w],
        vec![zeros(&[n, fo, oh, ow])?],
    )?)
}

/// NHWC convolution with a 3×3 HWCF filter, stride 1, padding 2, dilation 2 (the
/// output has the input's spatial size).
pub fn conv2d_nhwc(rt: &KernelRuntime, x: &Tensor<f32>, w: &Tensor<f32>) -> Result<Tensor<f32>> {
    let f = "conv2d_nhwc";
    let [n, h, wd, c] = dims(f, "the input", x)?;
    let [kh, kw, c2, fo] = dims(f, "the filter", w)?;
    same(f, "the filter height", kh, 3)?;
    same(f, "the filter width", kw, 3)?;
    same(f, "the filter's channels", c2, c)?;
    one(run(
        rt,
        f,
        f,
        &[n, h, wd, c, fo],
        &[x, w],
        vec![zeros(&[n, h, wd, fo])?],
    )?)
}

/// Depthwise NCHW convolution, one 3×3 filter per channel (C×3×3), stride 1, padding 1.
pub fn depthwise_conv2d(
    rt: &KernelRuntime,
    x: &Tensor<f32>,
    w: &Tensor<f32>,
) -> Result<Tensor<f32>> {
    let f = "depthwise_conv2d";
    let [n, c, h, wd] = dims(f, "the input", x)?;
    let [c2, kh, kw] = dims(f, "the filter", w)?;
    same(f, "the filter's channels", c2, c)?;
    same(f, "the filter height", kh, 3)?;
    same(f, "the filter width", kw, 3)?;
    one(run(
        rt,
        f,
        f,
        &[n, c, h, wd],
        &[x, w],
        vec![zeros(&[n, c, h, wd])?],
    )?)
}

/// 2×2 max pooling with stride 2 over a C×H×W tensor (H, W ≥ 3).
pub fn maxpool2d(rt: &KernelRuntime, x: &Tensor<f32>) -> Result<Tensor<f32>> {
    let [c, h, w] = dims("maxpool2d", "the input", x)?;
    one(run(
        rt,
        "pooling",
        "maxpool2d",
        &[c, h, w],
        &[x],
        vec![zeros(&[c, h / 2, w / 2])?],
    )?)
}

/// 3×3 average pooling with stride 1 over a C×H×W tensor (H, W ≥ 3).
pub fn avgpool2d(rt: &KernelRuntime, x: &Tensor<f32>) -> Result<Tensor<f32>> {
    let [c, h, w] = dims("avgpool2d", "the input", x)?;
    let (ah, aw) = (h.saturating_sub(2), w.saturating_sub(2));
    one(run(
        rt,
        "pooling",
        "avgpool2d",
        &[c, h, w],
        &[x],
        vec![zeros(&[c, ah, aw])?],
    )?)
}

fn reduce(rt: &KernelRuntime, func: &str, a: &Tensor<f32>, rows: bool) -> Result<Tensor<f32>> {
    let [m, n] = dims(func, "A", a)?;
    let len = if rows { m } else { n };
    one(run(
        rt,
        "reductions",
        func,
        &[m, n],
        &[a],
        vec![zeros(&[len])?],
    )?)
}

/// Sum of each row of an m×n matrix.
pub fn row_sum(rt: &KernelRuntime, a: &Tensor<f32>) -> Result<Tensor<f32>> {
    reduce(rt, "row_sum", a, true)
}

/// Maximum of each row of an m×n matrix.
pub fn row_max(rt: &KernelRuntime, a: &Tensor<f32>) -> Result<Tensor<f32>> {
    reduce(rt, "row_max", a, true)
}

/// Sum of each column of an m×n matrix.
pub fn col_sum(rt: &KernelRuntime, a: &Tensor<f32>) -> Result<Tensor<f32>> {
    reduce(rt, "col_sum", a, false)
}

/// Maximum of each column of an m×n matrix.
pub fn col_max(rt: &KernelRuntime, a: &Tensor<f32>) -> Result<Tensor<f32>> {
    reduce(rt, "col_max", a, false)
}

/// Numerically stable softmax of each row of an m×n matrix.
pub fn softmax(rt: &KernelRuntime, x: &Tensor<f32>) -> Result<Tensor<f32>> {
    let [m, n] = dims("softmax", "X", x)?;
    one(run(
        rt,
        "softmax",
        "softmax",
        &[m, n],
        &[x],
        vec![zeros(&[m, n])?],
    )?)
}

/// Layer normalisation of each row, `(x - mean) / sqrt(var + 1e-5) · gamma + beta`.
pub fn layernorm(
    rt: &KernelRuntime,
    x: &Tensor<f32>,
    gamma: &Tensor<f32>,
    beta: &Tensor<f32>,
) -> Result<Tensor<f32>> {
    let f = "layernorm";
    let [m, n] = dims(f, "X", x)?;
    let [n2] = dims(f, "gamma", gamma)?;
    let [n3] = dims(f, "beta", beta)?;
    same(f, "gamma's length", n2, n)?;
    same(f, "beta's length", n3, n)?;
    one(run(
        rt,
        f,
        f,
        &[m, n],
        &[x, gamma, beta],
        vec![zeros(&[m, n])?],
    )?)
}

/// One 5-point Jacobi sweep of an H×W grid (H, W ≥ 2); the boundary is kept.
pub fn jacobi2d_step(rt: &KernelRuntime, a: &Tensor<f32>) -> Result<Tensor<f32>> {
    let [h, w] = dims("jacobi2d_step", "the grid", a)?;
    one(run(
        rt,
        "jacobi2d",
        "jacobi2d",
        &[h, w],
        &[a],
        vec![a.clone()],
    )?)
}

/// One 7-point Jacobi sweep of a D×H×W grid (each size ≥ 2); the boundary is kept.
pub fn jacobi3d_step(rt: &KernelRuntime, a: &Tensor<f32>) -> Result<Tensor<f32>> {
    let [d, h, w] = dims("jacobi3d_step", "the grid", a)?;
    one(run(
        rt,
        "jacobi3d",
        "jacobi3d",
        &[d, h, w],
        &[a],
        vec![a.clone()],
    )?)
}

/// `a · x + y` on vectors of any length. The kernel is dynamically shaped
/// (`memref<?xf32>`), so one compiled program serves every length.
pub fn saxpy(rt: &KernelRuntime, a: f32, x: &Tensor<f32>, y: &Tensor<f32>) -> Result<Tensor<f32>> {
    let [n] = dims("saxpy", "x", x)?;
    let [n2] = dims("saxpy", "y", y)?;
    same("saxpy", "y's length", n2, n)?;
    let s = spec("saxpy")?;
    let args = [Arg::from(a), Arg::from(x), Arg::from(y)];
    let res = rt.call(s, &s.default_sizes(), "saxpy", &args)?;
    res.arg::<f32>(2)
        .map_err(|e| KernelError::new(format!("saxpy: {}", e.render())))
}

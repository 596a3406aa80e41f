//! Plain-Rust reference implementations of every kernel, independent of the MLIR sources
//! and of the interpreter: straightforward loops over row-major slices, accumulating in
//! `f64` and rounding once to `f32`. The tests check the `.mlir` kernels against these.
//!
//! Shapes follow the kernels' conventions (row-major, NCHW/NHWC as named). Callers pass
//! slices of the right lengths; functions panic on a short slice (they are test oracles).

/// `C = A * B`, A: m×k, B: k×n.
pub fn matmul(a: &[f32], b: &[f32], m: usize, n: usize, k: usize) -> Vec<f32> {
    let mut c = vec![0f32; m * n];
    for i in 0..m {
        for j in 0..n {
            let mut s = 0f64;
            for p in 0..k {
                s += a[i * k + p] as f64 * b[p * n + j] as f64;
            }
            c[i * n + j] = s as f32;
        }
    }
    c
}

/// `C[b] = A[b] * B[b]` for each of `batch` matrices.
pub fn batched_matmul(
    a: &[f32],
    b: &[f32],
    batch: usize,
    m: usize,
    n: usize,
    k: usize,
) -> Vec<f32> {
    let mut c = Vec::with_capacity(batch * m * n);
    for t in 0..batch {
        c.extend(matmul(
            &a[t * m * k..(t + 1) * m * k],
            &b[t * k * n..(t + 1) * k * n],
            m,
            n,
            k,
        ));
    }
    c
}

/// `relu(A * B + bias)`, bias: n.
pub fn matmul_bias_relu(
    a: &[f32],
    b: &[f32],
    bias: &[f32],
    m: usize,
    n: usize,
    k: usize,
) -> Vec<f32> {
    let mut c = matmul(a, b, m, n, k);
    for i in 0..m {
        for j in 0..n {
            let v = c[i * n + j] + bias[j];
            c[i * n + j] = v.max(0.0);
        }
    }
    c
}

/// `a · x + y` elementwise.
pub fn saxpy(a: f32, x: &[f32], y: &[f32]) -> Vec<f32> {
    x.iter()
        .zip(y)
        .map(|(&x, &y)| (a as f64 * x as f64 + y as f64) as f32)
        .collect()
}

/// `y = A * x`, A: m×n.
pub fn gemv(a: &[f32], x: &[f32], m: usize, n: usize) -> Vec<f32> {
    (0..m)
        .map(|i| {
            (0..n)
                .map(|j| a[i * n + j] as f64 * x[j] as f64)
                .sum::<f64>() as f32
        })
        .collect()
}

/// The transpose of the m×n matrix `a` (n×m).
pub fn transpose(a: &[f32], m: usize, n: usize) -> Vec<f32> {
    let mut b = vec![0f32; m * n];
    for i in 0..m {
        for j in 0..n {
            b[j * m + i] = a[i * n + j];
        }
    }
    b
}

/// NCHW to NHWC.
pub fn nchw_to_nhwc(x: &[f32], n: usize, c: usize, h: usize, w: usize) -> Vec<f32> {
    let mut o = vec![0f32; n * c * h * w];
    for a in 0..n {
        for b in 0..c {
            for y in 0..h {
                for z in 0..w {
                    o[((a * h + y) * w + z) * c + b] = x[((a * c + b) * h + y) * w + z];
                }
            }
        }
    }
    o
}

/// `x * sigmoid(x)` elementwise.
pub fn silu(x: &[f32]) -> Vec<f32> {
    x.iter()
        .map(|&v| {
            let v = v as f64;
            (v / (1.0 + (-v).exp())) as f32
        })
        .collect()
}

/// `Z[i][j] = X[i][j] * s[j] + t[i]`.
pub fn bias_scale(x: &[f32], s: &[f32], t: &[f32], m: usize, n: usize) -> Vec<f32> {
    let mut z = vec![0f32; m * n];
    for i in 0..m {
        for j in 0..n {
            z[i * n + j] = (x[i * n + j] as f64 * s[j] as f64 + t[i] as f64) as f32;
        }
    }
    z
}

/// Convolution geometry along both spatial axes: kernel size, stride, padding, dilation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    /// Kernel height and width.
    pub k: (usize, usize),
    /// Stride.
    pub stride: usize,
    /// Zero padding on each side.
    pub pad: usize,
    /// Dilation.
    pub dilation: usize,
}

impl Window {
    /// Output size along an axis of `input` elements with kernel extent `k`.
    pub fn out(&self, input: usize, k: usize) -> usize {
        let span = input as i64 + 2 * self.pad as i64 - self.dilation as i64 * (k as i64 - 1) - 1;
        if span < 0 {
            0
        } else {
            span as usize / self.stride + 1
        }
    }

    /// The input coordinate read by output `o` and kernel tap `t`, if inside the input.
    fn src(&self, o: usize, t: usize, input: usize) -> Option<usize> {
        let v = (o * self.stride + t * self.dilation) as i64 - self.pad as i64;
        (v >= 0 && v < input as i64).then_some(v as usize)
    }
}

/// NCHW convolution, filter FCHW: `(n, c, h, w)` input, `f` output channels.
pub fn conv2d_nchw(
    x: &[f32],
    wt: &[f32],
    dims: (usize, usize, usize, usize),
    f: usize,
    win: Window,
) -> Vec<f32> {
    let (n, c, h, w) = dims;
    let (kh, kw) = win.k;
    let (oh, ow) = (win.out(h, kh), win.out(w, kw));
    let mut o = vec![0f32; n * f * oh * ow];
    for b in 0..n {
        for g in 0..f {
            for y in 0..oh {
                for z in 0..ow {
                    let mut s = 0f64;
                    for ch in 0..c {
                        for ky in 0..kh {
                            for kx in 0..kw {
                                let (Some(iy), Some(ix)) = (win.src(y, ky, h), win.src(z, kx, w))
                                else {
                                    continue;
                                };
                                s += x[((b * c + ch) * h + iy) * w + ix] as f64
                                    * wt[((g * c + ch) * kh + ky) * kw + kx] as f64;
                            }
                        }
                    }
                    o[((b * f + g) * oh + y) * ow + z] = s as f32;
                }
            }
        }
    }
    o
}

/// NHWC convolution, filter HWCF: `(n, h, w, c)` input, `f` output channels.
pub fn conv2d_nhwc(
    x: &[f32],
    wt: &[f32],
    dims: (usize, usize, usize, usize),
    f: usize,
    win: Window,
) -> Vec<f32> {
    let (n, h, w, c) = dims;
    let (kh, kw) = win.k;
    let (oh, ow) = (win.out(h, kh), win.out(w, kw));
    let mut o = vec![0f32; n * oh * ow * f];
    for b in 0..n {
        for y in 0..oh {
            for z in 0..ow {
                for g in 0..f {
                    let mut s = 0f64;
                    for ky in 0..kh {
                        for kx in 0..kw {
                            let (Some(iy), Some(ix)) = (win.src(y, ky, h), win.src(z, kx, w))
                            else {
                                continue;
                            };
                            for ch in 0..c {
                                s += x[((b * h + iy) * w + ix) * c + ch] as f64
                                    * wt[((ky * kw + kx) * c + ch) * f + g] as f64;
                            }
                        }
                    }
                    o[((b * oh + y) * ow + z) * f + g] = s as f32;
                }
            }
        }
    }
    o
}

/// Depthwise NCHW convolution, one `kh×kw` filter per channel (filter C×KH×KW).
pub fn depthwise_conv2d(
    x: &[f32],
    wt: &[f32],
    dims: (usize, usize, usize, usize),
    win: Window,
) -> Vec<f32> {
    let (n, c, h, w) = dims;
    let (kh, kw) = win.k;
    let (oh, ow) = (win.out(h, kh), win.out(w, kw));
    let mut o = vec![0f32; n * c * oh * ow];
    for b in 0..n {
        for ch in 0..c {
            for y in 0..oh {
                for z in 0..ow {
                    let mut s = 0f64;
                    for ky in 0..kh {
                        for kx in 0..kw {
                            let (Some(iy), Some(ix)) = (win.src(y, ky, h), win.src(z, kx, w))
                            else {
                                continue;
                            };
                            s += x[((b * c + ch) * h + iy) * w + ix] as f64
                                * wt[(ch * kh + ky) * kw + kx] as f64;
                        }
                    }
                    o[((b * c + ch) * oh + y) * ow + z] = s as f32;
                }
            }
        }
    }
    o
}

fn pool(x: &[f32], dims: (usize, usize, usize), k: usize, stride: usize, avg: bool) -> Vec<f32> {
    let (c, h, w) = dims;
    let win = Window {
        k: (k, k),
        stride,
        pad: 0,
        dilation: 1,
    };
    let (oh, ow) = (win.out(h, k), win.out(w, k));
    let mut o = vec![0f32; c * oh * ow];
    for ch in 0..c {
        for y in 0..oh {
            for z in 0..ow {
                let mut s = 0f64;
                let mut m = f32::NEG_INFINITY;
                for a in 0..k {
                    for b in 0..k {
                        let v = x[(ch * h + y * stride + a) * w + z * stride + b];
                        s += v as f64;
                        m = m.max(v);
                    }
                }
                o[(ch * oh + y) * ow + z] = if avg { (s / (k * k) as f64) as f32 } else { m };
            }
        }
    }
    o
}

/// Max pooling over `k×k` windows with `stride`, no padding, of a C×H×W tensor.
pub fn maxpool2d(x: &[f32], dims: (usize, usize, usize), k: usize, stride: usize) -> Vec<f32> {
    pool(x, dims, k, stride, false)
}

/// Average pooling over `k×k` windows with `stride`, no padding, of a C×H×W tensor.
pub fn avgpool2d(x: &[f32], dims: (usize, usize, usize), k: usize, stride: usize) -> Vec<f32> {
    pool(x, dims, k, stride, true)
}

/// Sum of each row of an m×n matrix.
pub fn row_sum(a: &[f32], m: usize, n: usize) -> Vec<f32> {
    (0..m)
        .map(|i| a[i * n..(i + 1) * n].iter().map(|&v| v as f64).sum::<f64>() as f32)
        .collect()
}

/// Maximum of each row of an m×n matrix.
pub fn row_max(a: &[f32], m: usize, n: usize) -> Vec<f32> {
    (0..m)
        .map(|i| {
            a[i * n..(i + 1) * n]
                .iter()
                .copied()
                .fold(f32::NEG_INFINITY, f32::max)
        })
        .collect()
}

/// Sum of each column of an m×n matrix.
pub fn col_sum(a: &[f32], m: usize, n: usize) -> Vec<f32> {
    (0..n)
        .map(|j| (0..m).map(|i| a[i * n + j] as f64).sum::<f64>() as f32)
        .collect()
}

/// Maximum of each column of an m×n matrix.
pub fn col_max(a: &[f32], m: usize, n: usize) -> Vec<f32> {
    (0..n)
        .map(|j| {
            (0..m)
                .map(|i| a[i * n + j])
                .fold(f32::NEG_INFINITY, f32::max)
        })
        .collect()
}

/// Softmax of each row of an m×n matrix.
pub fn softmax(x: &[f32], m: usize, n: usize) -> Vec<f32> {
    let mut y = vec![0f32; m * n];
    for i in 0..m {
        let row = &x[i * n..(i + 1) * n];
        let mx = row.iter().copied().fold(f32::NEG_INFINITY, f32::max) as f64;
        let s: f64 = row.iter().map(|&v| (v as f64 - mx).exp()).sum();
        for j in 0..n {
            y[i * n + j] = ((row[j] as f64 - mx).exp() / s) as f32;
        }
    }
    y
}

/// Layer normalisation of each row: `(x - mean) / sqrt(var + eps) * gamma + beta`.
pub fn layernorm(x: &[f32], gamma: &[f32], beta: &[f32], m: usize, n: usize, eps: f64) -> Vec<f32> {
    let mut y = vec![0f32; m * n];
    for i in 0..m {
        let row = &x[i * n..(i + 1) * n];
        let mean = row.iter().map(|&v| v as f64).sum::<f64>() / n as f64;
        let var = row.iter().map(|&v| (v as f64 - mean).powi(2)).sum::<f64>() / n as f64;
        let r = 1.0 / (var + eps).sqrt();
        for j in 0..n {
            y[i * n + j] = ((row[j] as f64 - mean) * r * gamma[j] as f64 + beta[j] as f64) as f32;
        }
    }
    y
}

/// One 5-point Jacobi sweep of the h×w grid `a` into `b` (interior points only; `b`'s
/// boundary is left as is).
pub fn jacobi2d_sweep(a: &[f32], b: &mut [f32], h: usize, w: usize) {
    for i in 1..h.saturating_sub(1) {
        for j in 1..w.saturating_sub(1) {
            let s = a[i * w + j]
                + a[(i - 1) * w + j]
                + a[(i + 1) * w + j]
                + a[i * w + j - 1]
                + a[i * w + j + 1];
            b[i * w + j] = s * 0.2;
        }
    }
}

/// One 7-point Jacobi sweep of the d×h×w grid `a` into `b` (interior points only).
pub fn jacobi3d_sweep(a: &[f32], b: &mut [f32], d: usize, h: usize, w: usize) {
    let at = |k: usize, i: usize, j: usize| a[(k * h + i) * w + j];
    for k in 1..d.saturating_sub(1) {
        for i in 1..h.saturating_sub(1) {
            for j in 1..w.saturating_sub(1) {
                let s = at(k, i, j)
                    + at(k - 1, i, j)
                    + at(k + 1, i, j)
                    + at(k, i - 1, j)
                    + at(k, i + 1, j)
                    + at(k, i, j - 1)
                    + at(k, i, j + 1);
                b[(k * h + i) * w + j] = s / 7.0;
            }
        }
    }
}

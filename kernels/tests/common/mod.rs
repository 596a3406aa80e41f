//! Shared helpers of the kernel tests: the deterministic inputs of the kernels' `@main`
//! functions, the expected outputs computed with [`tessera_kernels::reference`], and a
//! reader for `printMemrefF32` output.

#![allow(dead_code)]

use tessera_kernels::reference::{self as r, Window};

/// Row-major fill of `shape` with `f(index)`.
pub fn fill(shape: &[usize], f: impl Fn(&[usize]) -> f32) -> Vec<f32> {
    let n: usize = shape.iter().product();
    let mut out = Vec::with_capacity(n);
    let mut idx = vec![0usize; shape.len()];
    for _ in 0..n {
        out.push(f(&idx));
        for d in (0..shape.len()).rev() {
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    out
}

/// `((Σ coef·index + add) mod modulus) / 8 - off`, the fills of the kernels' `@main`.
pub fn lin(
    coefs: &'static [usize],
    add: usize,
    modulus: usize,
    off: f32,
) -> impl Fn(&[usize]) -> f32 {
    move |idx: &[usize]| {
        let s: usize = idx.iter().zip(coefs).map(|(i, c)| i * c).sum::<usize>() + add;
        (s % modulus) as f32 * 0.125 - off
    }
}

/// `(((7i + 3j) mod 13 + (3i + 5j) mod 11) * scale - off`, the two-modulus fill.
pub fn two_mod(scale: f32, off: f32) -> impl Fn(&[usize]) -> f32 {
    move |idx: &[usize]| {
        let (i, j) = (idx[0], idx[1]);
        ((7 * i + 3 * j) % 13 + (3 * i + 5 * j) % 11) as f32 * scale - off
    }
}

fn u(s: &[i64]) -> Vec<usize> {
    s.iter().map(|&v| v as usize).collect()
}

/// What `@main` of kernel `name` prints at base sizes `sizes`: (shape, values) per
/// printed memref.
pub fn expected_main(name: &str, sizes: &[i64]) -> Vec<(Vec<usize>, Vec<f32>)> {
    let s = u(sizes);
    let fa = lin(&[7, 3], 0, 13, 0.75);
    let fb = lin(&[3, 5], 1, 11, 0.625);
    match name {
        "matmul" => {
            let (m, n, k) = (s[0], s[1], s[2]);
            let a = fill(&[m, k], fa);
            let b = fill(&[k, n], fb);
            vec![(vec![m, n], r::matmul(&a, &b, m, n, k))]
        }
        "matmul_f16" => {
            // Quarters in [-1/2, 1/2]: exact in f16 as long as K/4 < 128 (K <= 511).
            let (m, n, k) = (s[0], s[1], s[2]);
            let quarters = |c: [usize; 2], add: usize| {
                move |idx: &[usize]| ((idx[0] * c[0] + idx[1] * c[1] + add) % 5) as f32 * 0.25 - 0.5
            };
            let a = fill(&[m, k], quarters([7, 3], 0));
            let b = fill(&[k, n], quarters([3, 2], 1));
            vec![(vec![m, n], r::matmul(&a, &b, m, n, k))]
        }
        "batched_matmul" => {
            let (bt, m, n, k) = (s[0], s[1], s[2], s[3]);
            let a = fill(&[bt, m, k], lin(&[5, 7, 3], 0, 13, 0.75));
            let b = fill(&[bt, k, n], lin(&[7, 3, 5], 1, 11, 0.625));
            vec![(vec![bt, m, n], r::batched_matmul(&a, &b, bt, m, n, k))]
        }
        "matmul_bias_relu" => {
            let (m, n, k) = (s[0], s[1], s[2]);
            let a = fill(&[m, k], fa);
            let b = fill(&[k, n], fb);
            let bias = fill(&[n], lin(&[5], 1, 11, 0.625));
            vec![(vec![m, n], r::matmul_bias_relu(&a, &b, &bias, m, n, k))]
        }
        "gemv" => {
            let (m, n) = (s[0], s[1]);
            let a = fill(&[m, n], fa);
            let x = fill(&[n], lin(&[5], 1, 11, 0.625));
            vec![(vec![m], r::gemv(&a, &x, m, n))]
        }
        "transpose" => {
            let (m, n) = (s[0], s[1]);
            let a = fill(&[m, n], fa);
            vec![(vec![n, m], r::transpose(&a, m, n))]
        }
        "permute4d" => {
            let (n, c, h, w) = (s[0], s[1], s[2], s[3]);
            let x = fill(&[n, c, h, w], lin(&[11, 5, 7, 3], 0, 13, 0.75));
            vec![(vec![n, h, w, c], r::nchw_to_nhwc(&x, n, c, h, w))]
        }
        "elementwise" => {
            let (m, n) = (s[0], s[1]);
            let x = fill(&[m, n], fa);
            let sv = fill(&[n], lin(&[5], 1, 11, 0.625));
            let t = fill(&[m], lin(&[7], 0, 13, 0.75));
            vec![
                (vec![m, n], r::silu(&x)),
                (vec![m, n], r::bias_scale(&x, &sv, &t, m, n)),
            ]
        }
        "conv2d_nchw" => {
            let (n, c, h, w, f) = (s[0], s[1], s[2], s[3], s[4]);
            let x = fill(&[n, c, h, w], lin(&[11, 5, 7, 3], 0, 13, 0.75));
            let wt = fill(&[f, c, 3, 3], lin(&[3, 7, 5, 1], 1, 11, 0.625));
            let win = Window {
                k: (3, 3),
                stride: 2,
                pad: 1,
                dilation: 1,
            };
            let (oh, ow) = (win.out(h, 3), win.out(w, 3));
            vec![(
                vec![n, f, oh, ow],
                r::conv2d_nchw(&x, &wt, (n, c, h, w), f, win),
            )]
        }
        "conv2d_nhwc" => {
            let (n, h, w, c, f) = (s[0], s[1], s[2], s[3], s[4]);
            let x = fill(&[n, h, w, c], lin(&[11, 5, 7, 3], 0, 13, 0.75));
            let wt = fill(&[3, 3, c, f], lin(&[3, 7, 5, 1], 1, 11, 0.625));
            let win = Window {
                k: (3, 3),
                stride: 1,
                pad: 2,
                dilation: 2,
            };
            let (oh, ow) = (win.out(h, 3), win.out(w, 3));
            vec![(
                vec![n, oh, ow, f],
                r::conv2d_nhwc(&x, &wt, (n, h, w, c), f, win),
            )]
        }
        "depthwise_conv2d" => {
            let (n, c, h, w) = (s[0], s[1], s[2], s[3]);
            let x = fill(&[n, c, h, w], lin(&[11, 5, 7, 3], 0, 13, 0.75));
            let wt = fill(&[c, 3, 3], lin(&[3, 7, 5], 1, 11, 0.625));
            let win = Window {
                k: (3, 3),
                stride: 1,
                pad: 1,
                dilation: 1,
            };
            vec![(
                vec![n, c, h, w],
                r::depthwise_conv2d(&x, &wt, (n, c, h, w), win),
            )]
        }
        "pooling" => {
            let (c, h, w) = (s[0], s[1], s[2]);
            let x = fill(&[c, h, w], lin(&[5, 7, 3], 0, 13, 0.75));
            vec![
                (vec![c, h / 2, w / 2], r::maxpool2d(&x, (c, h, w), 2, 2)),
                (vec![c, h - 2, w - 2], r::avgpool2d(&x, (c, h, w), 3, 1)),
            ]
        }
        "reductions" => {
            let (m, n) = (s[0], s[1]);
            let a = fill(&[m, n], two_mod(0.125, 1.375));
            vec![
                (vec![m], r::row_sum(&a, m, n)),
                (vec![m], r::row_max(&a, m, n)),
                (vec![n], r::col_sum(&a, m, n)),
                (vec![n], r::col_max(&a, m, n)),
            ]
        }
        "softmax" => {
            let (m, n) = (s[0], s[1]);
            let x = fill(&[m, n], two_mod(0.25, 2.75));
            vec![(vec![m, n], r::softmax(&x, m, n))]
        }
        "layernorm" => {
            let (m, n) = (s[0], s[1]);
            let x = fill(&[m, n], two_mod(0.125, 1.375));
            let g = fill(&[n], lin(&[5], 1, 11, 0.625));
            let b = fill(&[n], lin(&[7], 0, 13, 0.75));
            vec![(vec![m, n], r::layernorm(&x, &g, &b, m, n, 1e-5))]
        }
        "jacobi2d" => {
            let (h, w) = (s[0], s[1]);
            let mut a = fill(&[h, w], fa);
            let mut b = a.clone();
            r::jacobi2d_sweep(&a, &mut b, h, w);
            r::jacobi2d_sweep(&b, &mut a, h, w);
            vec![(vec![h, w], a)]
        }
        "jacobi3d" => {
            let (d, h, w) = (s[0], s[1], s[2]);
            let mut a = fill(&[d, h, w], lin(&[5, 7, 3], 0, 13, 0.75));
            let mut b = a.clone();
            r::jacobi3d_sweep(&a, &mut b, d, h, w);
            r::jacobi3d_sweep(&b, &mut a, d, h, w);
            vec![(vec![d, h, w], a)]
        }
        "saxpy" => {
            let n = s[0];
            let x = fill(&[n], lin(&[7], 0, 13, 0.75));
            let y = fill(&[n], lin(&[5], 1, 11, 0.625));
            vec![(vec![n], r::saxpy(2.5, &x, &y))]
        }
        other => panic!("no expected output for kernel {other}"),
    }
}

/// The memrefs in `printMemref*` output: (sizes, values) per printed memref.
pub fn printed_memrefs(text: &str) -> Vec<(Vec<usize>, Vec<f64>)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("sizes = [") {
        rest = &rest[i + "sizes = [".len()..];
        let Some(j) = rest.find(']') else { break };
        let sizes: Vec<usize> = rest[..j]
            .split(',')
            .filter(|t| !t.trim().is_empty())
            .map(|t| t.trim().parse().expect("size"))
            .collect();
        let Some(k) = rest.find("data =") else { break };
        rest = &rest[k + "data =".len()..];
        let n: usize = sizes.iter().product();
        let mut vals = Vec::with_capacity(n);
        let mut consumed = 0;
        for tok in rest.split(|c: char| c.is_whitespace() || c == '[' || c == ']' || c == ',') {
            consumed += tok.len() + 1;
            if vals.len() == n {
                break;
            }
            if tok.is_empty() {
                continue;
            }
            let v = match tok {
                "nan" | "-nan" => f64::NAN,
                "inf" => f64::INFINITY,
                "-inf" => f64::NEG_INFINITY,
                t => t.parse().expect("number"),
            };
            vals.push(v);
        }
        rest = rest.get(consumed.min(rest.len())..).unwrap_or("");
        out.push((sizes, vals));
    }
    out
}

/// Compares printed values (6 significant digits) with expected ones.
pub fn check_printed(what: &str, got: &[(Vec<usize>, Vec<f64>)], want: &[(Vec<usize>, Vec<f32>)]) {
    assert_eq!(got.len(), want.len(), "{what}: number of printed memrefs");
    for (k, ((gs, gv), (ws, wv))) in got.iter().zip(want).enumerate() {
        assert_eq!(gs, ws, "{what}: shape of printed memref {k}");
        assert_eq!(
            gv.len(),
            wv.len(),
            "{what}: element count of printed memref {k}"
        );
        for (i, (&g, &w)) in gv.iter().zip(wv).enumerate() {
            let w = w as f64;
            let ok = (g - w).abs() <= 1e-6 + 6e-6 * w.abs();
            assert!(
                ok,
                "{what}: printed memref {k} element {i}: got {g}, want {w}"
            );
        }
    }
}

//! The typed API against the plain-Rust references, on the CPU interpreter and (when an
//! adapter exists) on the GPU, at shapes that do not divide into tiles.

use std::sync::Arc;

use tessera_host::runtime::{Runtime, RuntimeOptions};
use tessera_kernels::reference::{self as r, Window};
use tessera_kernels::{self as k, KernelRuntime, Tensor};

/// Exact binary fractions in [-1, 1): products and sums of a few thousand are exact.
fn tensor(shape: &[usize], seed: u64) -> Tensor<f32> {
    let n: usize = shape.iter().product();
    let mut s = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let data = (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((s >> 33) % 16) as f32 / 8.0 - 1.0
        })
        .collect();
    Tensor::new(data, shape).unwrap()
}

fn close(what: &str, got: &Tensor<f32>, want: &[f32], shape: &[usize], rtol: f32) {
    assert_eq!(got.shape(), shape, "{what}: shape");
    for (i, (&g, &w)) in got.data().iter().zip(want).enumerate() {
        assert!(
            (g - w).abs() <= 1e-6 + rtol * w.abs(),
            "{what}[{i}]: got {g}, want {w}"
        );
    }
}

fn check_all(rt: &KernelRuntime) {
    let exact = 0.0;
    let (m, n, kk) = (13, 7, 5);
    let a = tensor(&[m, kk], 1);
    let b = tensor(&[kk, n], 2);
    close(
        "matmul",
        &k::matmul(rt, &a, &b).unwrap(),
        &r::matmul(a.data(), b.data(), m, n, kk),
        &[m, n],
        exact,
    );
    // Same shape again: served from the cache.
    let before = rt.cached_programs();
    k::matmul(rt, &b.clone(), &tensor(&[n, 3], 9)).unwrap();
    k::matmul(rt, &a, &b).unwrap();
    assert_eq!(rt.cached_programs(), before + 1);

    let ba = tensor(&[3, 5, 4], 3);
    let bb = tensor(&[3, 4, 6], 4);
    close(
        "batched_matmul",
        &k::batched_matmul(rt, &ba, &bb).unwrap(),
        &r::batched_matmul(ba.data(), bb.data(), 3, 5, 6, 4),
        &[3, 5, 6],
        exact,
    );
    let bias = tensor(&[n], 5);
    close(
        "matmul_bias_relu",
        &k::matmul_bias_relu(rt, &a, &b, &bias).unwrap(),
        &r::matmul_bias_relu(a.data(), b.data(), bias.data(), m, n, kk),
        &[m, n],
        exact,
    );
    let x = tensor(&[kk], 6);
    close(
        "gemv",
        &k::gemv(rt, &a, &x).unwrap(),
        &r::gemv(a.data(), x.data(), m, kk),
        &[m],
        exact,
    );
    close(
        "transpose",
        &k::transpose(rt, &a).unwrap(),
        &r::transpose(a.data(), m, kk),
        &[kk, m],
        exact,
    );
    let img = tensor(&[2, 3, 9, 7], 7);
    close(
        "nchw_to_nhwc",
        &k::nchw_to_nhwc(rt, &img).unwrap(),
        &r::nchw_to_nhwc(img.data(), 2, 3, 9, 7),
        &[2, 9, 7, 3],
        exact,
    );
    close(
        "silu",
        &k::silu(rt, &a).unwrap(),
        &r::silu(a.data()),
        &[m, kk],
        1e-5,
    );
    let s = tensor(&[kk], 8);
    let t = tensor(&[m], 9);
    close(
        "bias_scale",
        &k::bias_scale(rt, &a, &s, &t).unwrap(),
        &r::bias_scale(a.data(), s.data(), t.data(), m, kk),
        &[m, kk],
        exact,
    );

    let w = tensor(&[4, 3, 3, 3], 10);
    let win = Window {
        k: (3, 3),
        stride: 2,
        pad: 1,
        dilation: 1,
    };
    close(
        "conv2d_nchw",
        &k::conv2d_nchw(rt, &img, &w).unwrap(),
        &r::conv2d_nchw(img.data(), w.data(), (2, 3, 9, 7), 4, win),
        &[2, 4, 5, 4],
        exact,
    );
    let nhwc = tensor(&[2, 6, 5, 3], 11);
    let w = tensor(&[3, 3, 3, 4], 12);
    let win = Window {
        k: (3, 3),
        stride: 1,
        pad: 2,
        dilation: 2,
    };
    close(
        "conv2d_nhwc",
        &k::conv2d_nhwc(rt, &nhwc, &w).unwrap(),
        &r::conv2d_nhwc(nhwc.data(), w.data(), (2, 6, 5, 3), 4, win),
        &[2, 6, 5, 4],
        exact,
    );
    let w = tensor(&[3, 3, 3], 13);
    let win = Window {
        k: (3, 3),
        stride: 1,
        pad: 1,
        dilation: 1,
    };
    close(
        "depthwise_conv2d",
        &k::depthwise_conv2d(rt, &img, &w).unwrap(),
        &r::depthwise_conv2d(img.data(), w.data(), (2, 3, 9, 7), win),
        &[2, 3, 9, 7],
        exact,
    );
    let p = tensor(&[3, 9, 7], 14);
    close(
        "maxpool2d",
        &k::maxpool2d(rt, &p).unwrap(),
        &r::maxpool2d(p.data(), (3, 9, 7), 2, 2),
        &[3, 4, 3],
        exact,
    );
    close(
        "avgpool2d",
        &k::avgpool2d(rt, &p).unwrap(),
        &r::avgpool2d(p.data(), (3, 9, 7), 3, 1),
        &[3, 7, 5],
        1e-6,
    );

    close(
        "row_sum",
        &k::row_sum(rt, &a).unwrap(),
        &r::row_sum(a.data(), m, kk),
        &[m],
        exact,
    );
    close(
        "row_max",
        &k::row_max(rt, &a).unwrap(),
        &r::row_max(a.data(), m, kk),
        &[m],
        exact,
    );
    close(
        "col_sum",
        &k::col_sum(rt, &a).unwrap(),
        &r::col_sum(a.data(), m, kk),
        &[kk],
        exact,
    );
    close(
        "col_max",
        &k::col_max(rt, &a).unwrap(),
        &r::col_max(a.data(), m, kk),
        &[kk],
        exact,
    );
    close(
        "softmax",
        &k::softmax(rt, &a).unwrap(),
        &r::softmax(a.data(), m, kk),
        &[m, kk],
        1e-5,
    );
    let g = tensor(&[kk], 15);
    let be = tensor(&[kk], 16);
    close(
        "layernorm",
        &k::layernorm(rt, &a, &g, &be).unwrap(),
        &r::layernorm(a.data(), g.data(), be.data(), m, kk, 1e-5),
        &[m, kk],
        1e-4,
    );

    for (len, seed) in [(1, 19), (300, 20)] {
        let x = tensor(&[len], seed);
        let y = tensor(&[len], seed + 100);
        close(
            "saxpy",
            &k::saxpy(rt, -1.5, &x, &y).unwrap(),
            &r::saxpy(-1.5, x.data(), y.data()),
            &[len],
            exact,
        );
    }
    let grid = tensor(&[6, 9], 17);
    let mut want = grid.data().to_vec();
    r::jacobi2d_sweep(grid.data(), &mut want, 6, 9);
    close(
        "jacobi2d_step",
        &k::jacobi2d_step(rt, &grid).unwrap(),
        &want,
        &[6, 9],
        1e-6,
    );
    let cube = tensor(&[4, 5, 6], 18);
    let mut want = cube.data().to_vec();
    r::jacobi3d_sweep(cube.data(), &mut want, 4, 5, 6);
    close(
        "jacobi3d_step",
        &k::jacobi3d_step(rt, &cube).unwrap(),
        &want,
        &[4, 5, 6],
        1e-6,
    );
}

#[test]
fn api_on_the_cpu_interpreter() {
    let rt = KernelRuntime::cpu();
    assert!(!rt.on_gpu());
    check_all(&rt);
}

#[test]
fn api_on_the_gpu() {
    let Some(dev) = tessera_host::gpu::test_device() else {
        return;
    };
    let rt = KernelRuntime::with_runtime(Runtime::with_device(
        Arc::new(dev),
        RuntimeOptions::default(),
    ));
    assert!(rt.on_gpu());
    check_all(&rt);
    assert!(rt.gpu_launches() > 0, "no kernel ran on the GPU");
}

#[test]
fn shape_errors() {
    let rt = KernelRuntime::cpu();
    let a = tensor(&[3, 4], 1);
    let b = tensor(&[5, 2], 2);
    let e = k::matmul(&rt, &a, &b).unwrap_err();
    assert!(
        e.message().contains("B's first dimension is 5, expected 4"),
        "{e}"
    );
    let e = k::gemv(&rt, &a, &a).unwrap_err();
    assert!(e.message().contains("x must have rank 1"), "{e}");
    let e = k::maxpool2d(&rt, &tensor(&[1, 2, 2], 3)).unwrap_err();
    assert!(e.message().contains("at least 3"), "{e}");
    let e = k::conv2d_nchw(&rt, &tensor(&[1, 2, 5, 5], 4), &tensor(&[1, 2, 5, 5], 5)).unwrap_err();
    assert!(
        e.message().contains("filter height is 5, expected 3"),
        "{e}"
    );
}

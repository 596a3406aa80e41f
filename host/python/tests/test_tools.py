"""validate, devices, bench and the kernel library."""

import json

import numpy as np
import pytest

import tessera
from tessera import kernels
from test_gpu import MATMUL


def test_validate_cpu_report_rows_are_dataclasses():
    rep = tessera.validate(MATMUL.replace("@matmul", "@main"), backend="cpu")
    assert isinstance(rep, tessera.Report)
    assert rep.passed
    assert rep.rows[0].status == "reference"
    assert all(isinstance(r, tessera.PathRow) for r in rep.rows)
    d = rep.to_dict()
    json.dumps(d)
    assert d["rows"][0]["status"] == "reference"
    assert rep.rows[1].to_dict()["name"] == rep.rows[1].name
    assert "reference" in str(rep)


def test_validate_compile_error():
    with pytest.raises(tessera.CompileError):
        tessera.validate("func.func @main() {\n  bogus.op\n}\n", backend="cpu")


def test_devices_are_dataclasses():
    for d in tessera.devices():
        assert isinstance(d, tessera.Device)
        assert d.backend in ("vulkan", "gl", "metal", "dx12")
        assert d.limits["max_compute_workgroups_per_dimension"] > 0
        assert d.to_dict()["name"] == d.name
    with pytest.raises(ValueError):
        tessera.devices("tpu")


def test_bench_errors_or_reports():
    with pytest.raises(ValueError):
        tessera.bench(MATMUL, no_such_flag=1)
    try:
        r = tessera.bench(kernel="matmul", size="M=32,N=32,K=32", warmup=1, runs=1)
    except tessera.DeviceError:
        assert not tessera.devices()
        return
    assert isinstance(r, dict) and r


def test_library_kernels_cpu():
    rng = np.random.default_rng(0)
    a = rng.standard_normal((5, 4)).astype(np.float32)
    b = rng.standard_normal((4, 3)).astype(np.float32)
    np.testing.assert_allclose(kernels.matmul(a, b, backend="cpu"), a @ b, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(kernels.transpose(a, backend="cpu"), a.T)
    np.testing.assert_allclose(kernels.row_sum(a, backend="cpu"), a.sum(1), rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(kernels.col_max(a, backend="cpu"), a.max(0))
    e = np.exp(a - a.max(1, keepdims=True))
    np.testing.assert_allclose(kernels.softmax(a, backend="cpu"), e / e.sum(1, keepdims=True), rtol=1e-5, atol=1e-6)
    x = rng.standard_normal(7).astype(np.float32)
    y = rng.standard_normal(7).astype(np.float32)
    np.testing.assert_allclose(kernels.saxpy(2.0, x, y, backend="cpu"), 2 * x + y, rtol=1e-6)
    np.testing.assert_allclose(kernels.gemv(a, b[:, 0].copy(), backend="cpu"), a @ b[:, 0], rtol=1e-5, atol=1e-5)


def conv_reference(x, w, s, p, d=1):
    n, c, h, wd = x.shape
    f, _, kh, kw = w.shape
    xp = np.pad(x, ((0, 0), (0, 0), (p, p), (p, p)))
    oh = (h + 2 * p - d * (kh - 1) - 1) // s + 1
    ow = (wd + 2 * p - d * (kw - 1) - 1) // s + 1
    out = np.zeros((n, f, oh, ow), np.float64)
    for i in range(kh):
        for j in range(kw):
            patch = xp[:, :, i * d: i * d + s * (oh - 1) + 1: s, j * d: j * d + s * (ow - 1) + 1: s]
            out += np.einsum("nchw,fc->nfhw", patch, w[:, :, i, j])
    return out


@pytest.mark.parametrize("s,p,d", [(1, 1, 1), (2, 1, 1), (1, 0, 1), (2, 2, 2)])
def test_conv2d_geometries_cpu(s, p, d):
    rng = np.random.default_rng(3)
    x = rng.standard_normal((2, 3, 7, 8)).astype(np.float32)
    w = rng.standard_normal((4, 3, 3, 3)).astype(np.float32)
    got = kernels.conv2d(x, w, stride=s, padding=p, dilation=d, backend="cpu")
    np.testing.assert_allclose(got, conv_reference(x, w, s, p, d), rtol=1e-4, atol=1e-4)


def test_conv2d_nhwc_cpu():
    rng = np.random.default_rng(4)
    x = rng.standard_normal((1, 6, 6, 2)).astype(np.float32)
    w = rng.standard_normal((3, 3, 2, 3)).astype(np.float32)
    got = kernels.conv2d(x, w, stride=1, padding=1, layout="nhwc", backend="cpu")
    ref = conv_reference(x.transpose(0, 3, 1, 2), w.transpose(3, 2, 0, 1), 1, 1).transpose(0, 2, 3, 1)
    np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-4)


def test_kernel_argument_errors():
    a = np.zeros((3, 4), np.float32)
    with pytest.raises(ValueError, match="matmul"):
        kernels.matmul(a, a, backend="cpu")
    with pytest.raises(TypeError, match="float32"):
        kernels.matmul(a.astype(np.float64), a.T.copy(), backend="cpu")
    with pytest.raises(ValueError, match="rank"):
        kernels.softmax(np.zeros(3, np.float32), backend="cpu")
    with pytest.raises(ValueError, match="stride"):
        kernels.conv2d(np.zeros((1, 1, 4, 4), np.float32), np.zeros((1, 1, 3, 3), np.float32), stride=0)
    with pytest.raises(ValueError, match="channels"):
        kernels.conv2d(np.zeros((1, 2, 4, 4), np.float32), np.zeros((1, 1, 3, 3), np.float32))
    with pytest.raises(TypeError):
        tessera._native.kernel("matmul", a, backend="cpu")

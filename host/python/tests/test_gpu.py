"""GPU against CPU: the same calls on the GPU backend and the CPU interpreter agree."""

import numpy as np
import pytest

import tessera
from test_run import ADD_SCALAR, TYPES, copy_kernel

MATMUL = """
func.func @matmul(%A: memref<16x8xf32>, %B: memref<8x12xf32>, %C: memref<16x12xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 12 {
      %z = arith.constant 0.0 : f32
      affine.store %z, %C[%i, %j] : memref<16x12xf32>
      affine.for %k = 0 to 8 {
        %a = affine.load %A[%i, %k] : memref<16x8xf32>
        %b = affine.load %B[%k, %j] : memref<8x12xf32>
        %c = affine.load %C[%i, %j] : memref<16x12xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<16x12xf32>
      }
    }
  }
  return
}
"""


def test_matmul_gpu_matches_cpu(gpu_backend):
    m = tessera.compile(MATMUL)
    rng = np.random.default_rng(1)
    a = rng.integers(-4, 4, (16, 8)).astype(np.float32)
    b = rng.integers(-4, 4, (8, 12)).astype(np.float32)
    c_gpu = np.zeros((16, 12), np.float32)
    c_cpu = np.zeros((16, 12), np.float32)
    m.run("matmul", a, b, c_gpu, backend=gpu_backend)
    m.run("matmul", a, b, c_cpu, backend="cpu")
    np.testing.assert_array_equal(c_gpu, c_cpu)
    np.testing.assert_array_equal(c_cpu, a @ b)


@pytest.mark.parametrize("t,dtype", TYPES, ids=[f"{t}-{np.dtype(d).name}" for t, d in TYPES])
def test_element_types_gpu_match_cpu(gpu_backend, t, dtype):
    m = tessera.compile(copy_kernel(t))
    a = np.arange(6).astype(dtype)
    b_gpu = np.zeros(6, dtype)
    try:
        m.run("main", a, b_gpu, backend=gpu_backend)
    except tessera.DeviceError as e:
        # Not every adapter has f16, f64 or i64 (GL has none): a clear error there.
        assert gpu_backend != "vulkan", str(e)
        assert "does not support" in str(e) and t in ("f16", "f64", "i64"), str(e)
        return
    b_cpu = np.zeros(6, dtype)
    m.run("main", a, b_cpu, backend="cpu")
    np.testing.assert_array_equal(b_gpu, b_cpu)


def test_scalars_gpu_match_cpu(gpu_backend):
    m = tessera.compile(ADD_SCALAR)
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    o1 = np.zeros((2, 3), np.float32)
    o2 = np.zeros((2, 3), np.float32)
    m.run("add", a, 0.25, -3, o1, backend=gpu_backend)
    m.run("add", a, 0.25, -3, o2, backend="cpu")
    np.testing.assert_array_equal(o1, o2)


def test_kernels_gpu_match_cpu(gpu_backend):
    rng = np.random.default_rng(2)
    x = rng.standard_normal((1, 3, 9, 9)).astype(np.float32)
    w = rng.standard_normal((4, 3, 3, 3)).astype(np.float32)
    g = tessera.kernels.conv2d(x, w, stride=1, padding=1, backend=gpu_backend)
    c = tessera.kernels.conv2d(x, w, stride=1, padding=1, backend="cpu")
    np.testing.assert_allclose(g, c, rtol=1e-5, atol=1e-5)
    a = rng.standard_normal((8, 5)).astype(np.float32)
    np.testing.assert_allclose(tessera.kernels.softmax(a, backend=gpu_backend),
                               tessera.kernels.softmax(a, backend="cpu"), rtol=1e-5, atol=1e-6)


def test_device_limit_error(gpu_backend):
    m = tessera.compile(copy_kernel("f32", 64))
    a = np.ones(64, np.float32)
    b = np.zeros(64, np.float32)
    with pytest.raises(tessera.DeviceError) as e:
        m.run("main", a, b, backend=gpu_backend,
              limits={"max_compute_workgroups_per_dimension": 16})
    assert e.value.limit == "max_compute_workgroups_per_dimension"
    assert e.value.value == 16
    assert "16" in str(e.value)


def test_shader_paths_match(gpu_backend):
    m = tessera.compile(MATMUL)
    a = np.ones((16, 8), np.float32)
    b = np.ones((8, 12), np.float32)
    for path in ("spirv", "wgsl"):
        c = np.zeros((16, 12), np.float32)
        m.run("matmul", a, b, c, backend=gpu_backend, shader_path=path)
        np.testing.assert_array_equal(c, 8.0)


def test_validate_report_with_gpu(gpu_backend):
    rep = tessera.validate(MATMUL.replace("@matmul", "@main"), backend=gpu_backend)
    assert rep.passed, str(rep)
    assert any(r.is_gpu and r.status == "ok" for r in rep.rows)

"""Issue 22's models, in linalg on tensors and in their memref form as upstream bufferizes
them (tests/filetests/models), against numpy: on the CPU interpreter and on every GPU
backend and shader path here. The filetests compare the same models' paths with the
interpreter; this checks the interpreter itself, and the GPU, against numpy."""

import math
import pathlib

import numpy as np
import pytest

import tessera
from conftest import REQUIRE_GPU, gpu_backends

MODELS = pathlib.Path(__file__).resolve().parents[3] / "tests" / "filetests" / "models"


def rnd(*shape, seed):
    return np.random.default_rng(seed).uniform(-1.0, 1.0, shape).astype(np.float32)


def gelu_tanh(x):
    k0 = math.sqrt(2.0 / math.pi)
    return 0.5 * x * (1.0 + np.tanh(k0 * (x + 0.044715 * x**3)))


def softmax(x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def layernorm(x, g, b):
    m = x.mean(axis=1, keepdims=True)
    v = ((x - m) ** 2).mean(axis=1, keepdims=True)
    return (x - m) / np.sqrt(v + 1e-5) * g + b


def conv_nchw(x, w, stride, pad):
    """Cross-correlation, NCHW input, FCHW filter."""
    x = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    n, c, h, wd = x.shape
    f, _, kh, kw = w.shape
    oh, ow = (h - kh) // stride + 1, (wd - kw) // stride + 1
    out = np.zeros((n, f, oh, ow), np.float64)
    for i in range(kh):
        for j in range(kw):
            patch = x[:, :, i : i + stride * oh : stride, j : j + stride * ow : stride]
            out += np.einsum("nchw,fc->nfhw", patch, w[:, :, i, j])
    return out


# name -> (inputs, numpy reference of the one result)
CASES = {
    "matmul": (lambda: [rnd(37, 19, seed=1), rnd(19, 29, seed=2)], lambda a, b: a @ b),
    "mlp": (
        lambda: [rnd(13, 24, seed=3), rnd(24, 40, seed=4), rnd(40, seed=5), rnd(40, 10, seed=6), rnd(10, seed=7)],
        lambda x, w1, b1, w2, b2: gelu_tanh(x @ w1 + b1) @ w2 + b2,
    ),
    "softmax": (lambda: [rnd(7, 33, seed=8) * 4], softmax),
    "layernorm": (lambda: [rnd(9, 50, seed=9), rnd(50, seed=10), rnd(50, seed=11)], layernorm),
    "transpose_broadcast_add": (
        lambda: [rnd(12, 20, seed=12), rnd(12, seed=13)],
        lambda x, v: x.T + v[None, :],
    ),
}

# Further models run when their file is there (they need the named convolution and
# pooling ops).
OPTIONAL = {
    "conv2d_nchw_relu": (
        lambda: [rnd(1, 3, 17, 15, seed=14), rnd(8, 3, 3, 3, seed=15), rnd(8, seed=16)],
        lambda x, w, b: np.maximum(conv_nchw(x, w, 1, 1) + b[None, :, None, None], 0),
    ),
    "conv2d_nhwc_relu": (
        lambda: [rnd(1, 17, 15, 3, seed=17), rnd(3, 3, 3, 8, seed=18), rnd(8, seed=19)],
        lambda x, w, b: np.maximum(
            conv_nchw(x.transpose(0, 3, 1, 2), w.transpose(3, 2, 0, 1), 2, 0).transpose(0, 2, 3, 1) + b,
            0,
        ),
    ),
    "depthwise_conv": (
        lambda: [rnd(1, 13, 11, 6, seed=20), rnd(3, 3, 6, seed=21)],
        lambda x, w: np.stack(
            [conv_nchw(x[..., c][:, None], w[..., c][None, None], 1, 0)[:, 0] for c in range(6)], axis=-1
        ),
    ),
    "maxpool": (
        lambda: [rnd(1, 13, 11, 6, seed=22)],
        lambda x: np.stack(
            [
                np.stack([x[0, 2 * i : 2 * i + 3, 2 * j : 2 * j + 3].max(axis=(0, 1)) for j in range(5)])
                for i in range(6)
            ]
        )[None],
    ),
    "reduce_axis": (lambda: [rnd(23, 37, seed=23)], lambda x: x.sum(axis=1)),
}


def paths():
    """(backend, shader_path) pairs: the interpreter, then every GPU path here."""
    out = [("cpu", None)]
    for b in gpu_backends():
        shaders = ["passthrough", "spirv", "wgsl"] if b == "vulkan" else ["spirv", "wgsl"]
        out += [(b, s) for s in shaders]
    return out


def models():
    names = list(CASES) + [n for n in OPTIONAL if (MODELS / f"{n}.mlir").exists()]
    return [(n, form) for n in names for form in ("", "_memref") if (MODELS / f"{n}{form}.mlir").exists()]


@pytest.mark.parametrize("name,form", models())
def test_model_matches_numpy(name, form):
    make, ref = {**CASES, **OPTIONAL}[name]
    if REQUIRE_GPU and not gpu_backends():
        pytest.fail("TESSERA_REQUIRE_GPU=1 but no GPU adapter")
    inputs = make()
    want = ref(*[x.astype(np.float64) for x in inputs])
    m = tessera.compile(MODELS / f"{name}{form}.mlir")
    for backend, shader in paths():
        args = [x.copy() for x in inputs]
        got = m.run("forward", *args, backend=backend, shader_path=shader)
        assert got.shape == want.shape, (backend, shader)
        np.testing.assert_allclose(got, want, rtol=2e-4, atol=2e-5, err_msg=f"{name}{form} on {backend}/{shader}")
        for a, x in zip(args, inputs):
            if not form:
                # Tensor arguments are values: the function never writes them.
                np.testing.assert_array_equal(a, x, err_msg=f"{name} wrote an argument on {backend}")


def test_every_model_file_is_checked():
    """A model file that this test does not know is a test without a reference."""
    known = set(CASES) | set(OPTIONAL)
    for f in MODELS.glob("*.mlir"):
        stem = f.stem.removesuffix("_memref")
        assert stem in known, f"{f.name} has no numpy reference in test_models.py"

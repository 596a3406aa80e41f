"""Tessera's kernel library on numpy float32 arrays.

Each function checks its arguments' shapes, compiles the kernel for those sizes on first
use (cached per process and shape), runs it on ``backend`` (``"auto"``: the best GPU,
else the CPU interpreter) and returns a new array. These are the typed Rust API of
``tessera-kernels`` (``kernels/*.mlir``); :func:`conv2d` also takes geometries the
library files do not have, through a convolution generated for them.

Arrays must be ``float32`` (the library computes in float32): pass
``x.astype(numpy.float32)`` rather than have precision dropped silently.
"""

from __future__ import annotations

from typing import Dict, Tuple

import numpy as np

from . import _native

__all__ = [
    "matmul", "batched_matmul", "matmul_bias_relu", "gemv", "transpose", "nchw_to_nhwc",
    "silu", "bias_scale", "conv2d", "conv2d_nchw", "conv2d_nhwc", "depthwise_conv2d",
    "maxpool2d", "avgpool2d", "row_sum", "row_max", "col_sum", "col_max", "softmax",
    "layernorm", "jacobi2d_step", "jacobi3d_step", "saxpy",
]


def matmul(a: np.ndarray, b: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """``a @ b`` for a: m×k, b: k×n."""
    return _native.kernel("matmul", a, b, backend=backend)


def batched_matmul(a: np.ndarray, b: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """``a[i] @ b[i]`` for a: batch×m×k, b: batch×k×n."""
    return _native.kernel("batched_matmul", a, b, backend=backend)


def matmul_bias_relu(a: np.ndarray, b: np.ndarray, bias: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """``relu(a @ b + bias)`` for a: m×k, b: k×n, bias: n."""
    return _native.kernel("matmul_bias_relu", a, b, bias, backend=backend)


def gemv(a: np.ndarray, x: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """``a @ x`` for a: m×n, x: n."""
    return _native.kernel("gemv", a, x, backend=backend)


def transpose(a: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """The transpose of a 2-D array."""
    return _native.kernel("transpose", a, backend=backend)


def nchw_to_nhwc(x: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """An N×C×H×W array as N×H×W×C."""
    return _native.kernel("nchw_to_nhwc", x, backend=backend)


def silu(x: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """``x * sigmoid(x)`` elementwise on a 2-D array."""
    return _native.kernel("silu", x, backend=backend)


def bias_scale(x: np.ndarray, s: np.ndarray, t: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """``x[i, j] * s[j] + t[i]`` for x: m×n, s: n, t: m."""
    return _native.kernel("bias_scale", x, s, t, backend=backend)


def conv2d_nchw(x: np.ndarray, w: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """The library's NCHW convolution: 3×3 FCHW filter, stride 2, padding 1."""
    return _native.kernel("conv2d_nchw", x, w, backend=backend)


def conv2d_nhwc(x: np.ndarray, w: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """The library's NHWC convolution: 3×3 HWCF filter, stride 1, padding 2, dilation 2."""
    return _native.kernel("conv2d_nhwc", x, w, backend=backend)


def depthwise_conv2d(x: np.ndarray, w: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """Depthwise NCHW convolution, one 3×3 filter per channel (w: C×3×3), stride 1,
    padding 1."""
    return _native.kernel("depthwise_conv2d", x, w, backend=backend)


def maxpool2d(x: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """2×2 max pooling with stride 2 over C×H×W (H, W ≥ 3)."""
    return _native.kernel("maxpool2d", x, backend=backend)


def avgpool2d(x: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """3×3 average pooling with stride 1 over C×H×W (H, W ≥ 3)."""
    return _native.kernel("avgpool2d", x, backend=backend)


def row_sum(a: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """The sum of each row of a 2-D array."""
    return _native.kernel("row_sum", a, backend=backend)


def row_max(a: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """The maximum of each row of a 2-D array."""
    return _native.kernel("row_max", a, backend=backend)


def col_sum(a: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """The sum of each column of a 2-D array."""
    return _native.kernel("col_sum", a, backend=backend)


def col_max(a: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """The maximum of each column of a 2-D array."""
    return _native.kernel("col_max", a, backend=backend)


def softmax(x: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """Softmax of each row of a 2-D array."""
    return _native.kernel("softmax", x, backend=backend)


def layernorm(x: np.ndarray, gamma: np.ndarray, beta: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """Layer normalisation of each row: ``(x - mean) / sqrt(var + 1e-5) * gamma + beta``."""
    return _native.kernel("layernorm", x, gamma, beta, backend=backend)


def jacobi2d_step(a: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """One 5-point Jacobi sweep of an H×W grid (H, W ≥ 2); the boundary is kept."""
    return _native.kernel("jacobi2d_step", a, backend=backend)


def jacobi3d_step(a: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """One 7-point Jacobi sweep of a D×H×W grid (each size ≥ 2); the boundary is kept."""
    return _native.kernel("jacobi3d_step", a, backend=backend)


def saxpy(a: float, x: np.ndarray, y: np.ndarray, *, backend: str = "auto") -> np.ndarray:
    """``a * x + y`` on vectors of any length (one compiled program for every length)."""
    return _native.kernel("saxpy", x, y, alpha=float(a), backend=backend)


# Convolutions of any geometry: generated MLIR, compiled once per shape and geometry.
_CONV: Dict[Tuple[int, ...], "_native.Module"] = {}


def _term(coef: int, name: str) -> str:
    return f"{name} * {coef}" if coef != 1 else name


def _const(v: int) -> str:
    return f"+ {v}" if v >= 0 else f"- {-v}"


def _conv_source(n: int, c: int, h: int, wd: int, f: int, kh: int, kw: int,
                 s: int, p: int, d: int, oh: int, ow: int) -> str:
    i_t = f"memref<{n}x{c}x{h}x{wd}xf32>"
    w_t = f"memref<{f}x{c}x{kh}x{kw}xf32>"
    o_t = f"memref<{n}x{f}x{oh}x{ow}xf32>"
    rows = (f"{_term(s, 'd0')} + {_term(d, 'd1')} {_const(-p)} >= 0, "
            f"-{_term(s, 'd0')} - {_term(d, 'd1')} {_const(h - 1 + p)} >= 0, "
            f"{_term(s, 'd2')} + {_term(d, 'd3')} {_const(-p)} >= 0, "
            f"-{_term(s, 'd2')} - {_term(d, 'd3')} {_const(wd - 1 + p)} >= 0")
    ih = f"{_term(s, '%oh')} + {_term(d, '%kh')} {_const(-p)}"
    iw = f"{_term(s, '%ow')} + {_term(d, '%kw')} {_const(-p)}"
    return f"""#in_bounds = affine_set<(d0, d1, d2, d3) : ({rows})>
func.func @conv2d(%I: {i_t}, %W: {w_t}, %O: {o_t}) {{
  %zero = arith.constant 0.0 : f32
  affine.for %n = 0 to {n} {{
    affine.for %f = 0 to {f} {{
      affine.for %oh = 0 to {oh} {{
        affine.for %ow = 0 to {ow} {{
          affine.store %zero, %O[%n, %f, %oh, %ow] : {o_t}
          affine.for %c = 0 to {c} {{
            affine.for %kh = 0 to {kh} {{
              affine.for %kw = 0 to {kw} {{
                affine.if #in_bounds(%oh, %kh, %ow, %kw) {{
                  %x = affine.load %I[%n, %c, {ih}, {iw}] : {i_t}
                  %w = affine.load %W[%f, %c, %kh, %kw] : {w_t}
                  %o = affine.load %O[%n, %f, %oh, %ow] : {o_t}
                  %m = arith.mulf %x, %w : f32
                  %a = arith.addf %o, %m : f32
                  affine.store %a, %O[%n, %f, %oh, %ow] : {o_t}
                }}
              }}
            }}
          }}
        }}
      }}
    }}
  }}
  return
}}
"""


def conv2d(x: np.ndarray, w: np.ndarray, stride: int = 1, padding: int = 1, *,
           dilation: int = 1, layout: str = "nchw", backend: str = "auto") -> np.ndarray:
    """2-D convolution (cross-correlation, as in deep-learning frameworks) with zero
    padding.

    ``layout="nchw"``: x is N×C×H×W and w is F×C×KH×KW; ``layout="nhwc"``: x is N×H×W×C
    and w is KH×KW×C×F. The output has ``(H + 2·padding - dilation·(KH-1) - 1) // stride
    + 1`` rows (columns likewise). The library's own kernels serve their geometries
    (NCHW 3×3 stride 2 padding 1; NHWC 3×3 stride 1 padding 2 dilation 2); other
    geometries use a convolution generated for them and compiled once per shape.
    """
    if layout not in ("nchw", "nhwc"):
        raise ValueError(f"conv2d: layout must be 'nchw' or 'nhwc', got {layout!r}")
    for name, v, low in (("stride", stride, 1), ("padding", padding, 0), ("dilation", dilation, 1)):
        if not isinstance(v, (int, np.integer)) or isinstance(v, bool) or v < low:
            raise ValueError(f"conv2d: {name} must be an integer >= {low}, got {v!r}")
    for what, a in (("x", x), ("w", w)):
        if not isinstance(a, np.ndarray):
            raise TypeError(f"conv2d: {what} must be a numpy float32 array, got {type(a).__name__}")
        if a.dtype != np.float32:
            raise TypeError(f"conv2d: {what} must be float32, got {a.dtype}; pass {what}.astype(numpy.float32)")
        if a.ndim != 4:
            raise ValueError(f"conv2d: {what} must have rank 4, got shape {a.shape}")
    geometry = (int(stride), int(padding), int(dilation))
    if layout == "nhwc":
        if w.shape[:2] == (3, 3) and geometry == (1, 2, 2):
            return conv2d_nhwc(x, w, backend=backend)
        y = conv2d(np.ascontiguousarray(x.transpose(0, 3, 1, 2)),
                   np.ascontiguousarray(w.transpose(3, 2, 0, 1)),
                   stride, padding, dilation=dilation, backend=backend)
        return np.ascontiguousarray(y.transpose(0, 2, 3, 1))
    n, c, h, wd = x.shape
    f, c2, kh, kw = w.shape
    if c2 != c:
        raise ValueError(f"conv2d: the filter has {c2} channels, the input {c}")
    s, p, d = geometry
    oh = (h + 2 * p - d * (kh - 1) - 1) // s + 1
    ow = (wd + 2 * p - d * (kw - 1) - 1) // s + 1
    if oh < 1 or ow < 1 or 0 in x.shape or 0 in w.shape:
        raise ValueError(f"conv2d: input {x.shape} and filter {w.shape} give an empty output "
                         f"with stride {s}, padding {p}, dilation {d}")
    if (kh, kw) == (3, 3) and geometry == (2, 1, 1):
        return conv2d_nchw(x, w, backend=backend)
    key = (n, c, h, wd, f, kh, kw, s, p, d)
    m = _CONV.get(key)
    if m is None:
        m = _native.compile(_conv_source(n, c, h, wd, f, kh, kw, s, p, d, oh, ow))
        _CONV[key] = m
    out = np.zeros((n, f, oh, ow), dtype=np.float32)
    m.run("conv2d", x, w, out, backend=backend)
    return out

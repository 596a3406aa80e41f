"""Tessera from Python: compile MLIR, run it on numpy arrays, on a GPU or the CPU.

>>> import numpy as np, tessera
>>> m = tessera.compile(MLIR_TEXT_OR_PATH)
>>> m.run("main", a, b, c)           # c holds the result afterwards

- :func:`compile` parses, verifies (and with pipeline options, lowers) MLIR and returns a
  :class:`Module`; :meth:`Module.run` calls one of its functions on numpy arrays and
  Python numbers, on ``backend="auto"`` (the best GPU, else the CPU interpreter),
  ``"cpu"``, ``"vulkan"``, ``"gl"``, ``"metal"`` or ``"dx12"``.
- :func:`validate` runs a function on every path and compares them (a :class:`Report`);
  :func:`bench` times kernels; :func:`devices` lists the GPU adapters.
- :mod:`tessera.kernels`: the kernel library (``matmul``, ``conv2d``, ``softmax``, ...).

Errors are exceptions: :class:`CompileError` (the MLIR diagnostic), :class:`DeviceError`
(no device, or a device limit: ``limit`` and ``value``), :class:`Error` (a failed run);
bad arguments raise ``TypeError`` or ``ValueError``. Compiling and running release the GIL;
devices, compiled programs and their GPU pipelines are cached per process.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any, Dict, List, Optional, Sequence, Union

from . import _native
from ._native import CompileError, DeviceError, Error, Module

__all__ = [
    "compile",
    "Module",
    "validate",
    "Report",
    "PathRow",
    "bench",
    "devices",
    "Device",
    "Error",
    "CompileError",
    "DeviceError",
    "kernels",
]

Source = Union[str, "os.PathLike[str]"]


def compile(source: Source, *, target: Optional[str] = None, **pipeline_options: Any) -> Module:
    """Compiles MLIR ``source`` (text, or a path) into a :class:`Module`.

    ``gpu::target`` is the SPIR-V target description :meth:`Module.translate` uses
    (``"webgpu,+float16"``; see ``tessera translate --help``). Keyword options are
    ``tessera-gpu-pipeline`` options with ``_`` for ``-`` (``workgroup_size=(8, 8, 1)``,
    ``unchecked=True``, ``fp_contract="off"``): with any, the pipeline runs now with them,
    and every backend runs the lowered module; without, each GPU plans the pipeline for
    its own limits and the CPU interpreter runs the loops as written.

    Raises :class:`CompileError` with the MLIR diagnostic when the source does not parse,
    verify or lower.
    """
    return _native.compile(source, target=target, **pipeline_options)


@dataclass
class PathRow:
    """One row of a :class:`Report`: how one path (reference, lowered CPU, a GPU shader
    path on one adapter) fared."""

    name: str
    is_gpu: bool
    #: ``reference``, ``ok``, ``mismatch``, ``error``, ``skipped`` or ``unsupported``.
    status: str
    #: The error, or why the path was skipped.
    message: Optional[str]
    max_abs: Optional[float]
    max_rel: Optional[float]
    compared: int
    mismatches: int
    details: List[str]
    kernels: int
    launches: int
    elapsed_s: float
    notes: List[str]

    def to_dict(self) -> Dict[str, Any]:
        """The row as a plain dict."""
        return asdict(self)


@dataclass
class Report:
    """The outcome of :func:`validate`."""

    file: str
    entry: str
    passed: bool
    outputs: List[str]
    failures: List[str]
    rows: List[PathRow] = field(default_factory=list)
    #: The table ``tessera validate`` prints.
    table: str = ""

    def to_dict(self) -> Dict[str, Any]:
        """The report as plain dicts and lists (JSON-serialisable)."""
        return asdict(self)

    def __str__(self) -> str:
        return self.table


def validate(
    source: Source,
    *,
    entry: str = "main",
    backend: Optional[str] = None,
    paths: Optional[Sequence[str]] = None,
    unchecked: bool = False,
) -> Report:
    """Runs function ``entry`` of ``source`` on every path and compares each with the CPU
    reference, as ``tessera validate`` does.

    ``backend``: ``None``/``"auto"`` (the best GPU; GPU paths are skipped without one),
    ``"cpu"`` (CPU paths only), ``"vulkan"``, ``"gl"``, ... or ``"all"`` (every adapter).
    ``paths``: the paths to run (``"lowered"``, ``"spirv"``, ``"passthrough"``, ``"wgsl"``).
    """
    d = _native.validate(
        source, entry=entry, backend=backend, paths=list(paths) if paths is not None else None,
        unchecked=unchecked,
    )
    rows = [PathRow(**r) for r in d.pop("paths")]
    return Report(rows=rows, **d)


def bench(source: Optional[Source] = None, **options: Any) -> Dict[str, Any]:
    """Times kernels on the GPU as ``tessera bench --json`` does and returns its report.

    ``source`` is an MLIR file or text; or name library kernels with ``kernel="matmul"``
    and ``size="M=256,N=256,K=256"`` (or a dict). Other keyword options are the command's
    options with ``_`` for ``-`` (``warmup=2``, ``runs=5``, ``backend="vulkan"``);
    ``True`` passes a flag. Raises :class:`DeviceError` when there is no GPU.
    """
    return json.loads(_native.bench(source, **options))


@dataclass
class Device:
    """A GPU adapter, as ``tessera devices`` lists it."""

    name: str
    backend: str
    device_type: str
    vendor: int
    device: int
    driver: str
    driver_info: str
    compute: bool
    features: List[str]
    tessera_features: str
    limits: Dict[str, Any]
    subgroup_min_size: int
    subgroup_max_size: int
    #: Float widths (16, 32, 64) the passthrough path keeps denormals at (DenormPreserve).
    denorm_preserve: List[int]
    #: Float widths it keeps signed zeros, NaN and infinities at (SignedZeroInfNanPreserve).
    signed_zero_inf_nan_preserve: List[int]

    def to_dict(self) -> Dict[str, Any]:
        """The device as a plain dict."""
        return asdict(self)


def devices(backend: str = "all") -> List[Device]:
    """The GPU adapters on ``backend`` (``"all"``, ``"vulkan"``, ``"gl"``, ...); empty
    when there are none."""
    return [Device(**d) for d in _native.devices(backend)]


from . import kernels  # noqa: E402  (after the names it uses)

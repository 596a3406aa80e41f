"""Type stubs of the extension module ``tessera._native``."""

from os import PathLike
from typing import Any, Dict, List, Optional, Tuple, Union

import numpy as np

Source = Union[str, PathLike[str]]

class Error(RuntimeError):
    """A Tessera program failed to compile or run."""

class CompileError(Error):
    """The MLIR source failed to parse, verify or lower."""

    #: The MLIR diagnostic: ``file:line:col: error: ...``, the source line and a caret.
    diagnostic: str

class DeviceError(Error):
    """No device, a device limit exceeded, or a feature the device lacks."""

    #: The wgpu limit's name (``max_compute_workgroups_per_dimension``), if one was exceeded.
    limit: Optional[str]
    #: The limit's value on the device.
    value: Optional[int]

class Module:
    """A compiled MLIR module."""

    @property
    def functions(self) -> List[str]:
        """The callable (host) functions, in program order."""
    @property
    def text(self) -> str:
        """The module's MLIR text (after the pipeline, when compiled with options)."""
    @property
    def file(self) -> str:
        """The file name used in diagnostics."""
    def run(
        self,
        func: str,
        *args: Union[np.ndarray, int, float, bool],
        backend: str = "auto",
        shader_path: Optional[str] = None,
        limits: Optional[Dict[str, int]] = None,
    ) -> Any:
        """Calls ``func``. Memref arguments are numpy arrays, updated in place; scalar
        arguments are Python (or numpy) numbers, range-checked. Returns ``None``, the one
        result, or a tuple of results (memrefs as new arrays, scalars as numbers)."""
    def signature(self, func: str) -> Tuple[List[str], List[str]]:
        """(parameter types, result types) of ``func`` as MLIR type spellings."""
    def translate(self, to: str = "wgsl", target: Optional[str] = None) -> str:
        """The kernels as ``wgsl``, ``spirv-asm``, ``msl``, ``hlsl`` or ``glsl`` text."""
    def opt(self, pipeline: str) -> Module:
        """The module after a pass pipeline (``"builtin.module(canonicalize,cse)"``)."""

def compile(source: Source, *, target: Optional[str] = None, **options: Any) -> Module: ...
def validate(
    source: Source,
    *,
    entry: str = "main",
    backend: Optional[str] = None,
    paths: Optional[List[str]] = None,
    unchecked: bool = False,
) -> Dict[str, Any]: ...
def bench(source: Optional[Source] = None, **options: Any) -> str: ...
def devices(backend: str = "all") -> List[Dict[str, Any]]: ...
def kernel(name: str, *arrays: np.ndarray, alpha: float = 0.0, backend: str = "auto") -> np.ndarray: ...
def kernel_names() -> List[str]: ...
def layout_copies() -> int:
    """Array arguments copied because of their layout (Fortran order, views, byte order)."""
def cache_stats() -> Tuple[int, int]:
    """(runtimes, compiled programs) in the process caches."""

"""Module.run: every element type, layouts, scalars, results, errors."""

import numpy as np
import pytest

import tessera

# MLIR element type -> the numpy dtypes that may back it.
TYPES = [
    ("f16", np.float16),
    ("f32", np.float32),
    ("f64", np.float64),
    ("i8", np.int8),
    ("i16", np.int16),
    ("i32", np.int32),
    ("i64", np.int64),
    ("i8", np.uint8),
    ("i32", np.uint32),
]


def copy_kernel(t: str, n: int = 6) -> str:
    """@main copies %a into %b with a gpu.launch_func kernel, and returns b[1]."""
    return f"""
module attributes {{gpu.container_module}} {{
  gpu.module @kernels {{
    gpu.func @copy(%a: memref<{n}x{t}>, %b: memref<{n}x{t}>) kernel
        attributes {{spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>}} {{
      %i = gpu.block_id x
      %x = memref.load %a[%i] : memref<{n}x{t}>
      memref.store %x, %b[%i] : memref<{n}x{t}>
      gpu.return
    }}
  }}
  func.func @main(%a: memref<{n}x{t}>, %b: memref<{n}x{t}>) -> {t} {{
    %one = arith.constant 1 : index
    %n = arith.constant {n} : index
    gpu.launch_func @kernels::@copy blocks in (%n, %one, %one) threads in (%one, %one, %one)
        args(%a : memref<{n}x{t}>, %b : memref<{n}x{t}>)
    %r = memref.load %b[%one] : memref<{n}x{t}>
    return %r : {t}
  }}
}}
"""


ADD_SCALAR = """
func.func @add(%a: memref<2x3xf32>, %s: f32, %k: i8, %out: memref<2x3xf32>) -> index {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %x = affine.load %a[%i, %j] : memref<2x3xf32>
      %kf = arith.sitofp %k : i8 to f32
      %y = arith.addf %x, %s : f32
      %z = arith.addf %y, %kf : f32
      affine.store %z, %out[%i, %j] : memref<2x3xf32>
    }
  }
  %c = arith.constant 6 : index
  return %c : index
}
"""


@pytest.mark.parametrize("t,dtype", TYPES, ids=[f"{t}-{np.dtype(d).name}" for t, d in TYPES])
def test_every_element_type_cpu(t, dtype):
    m = tessera.compile(copy_kernel(t))
    a = np.arange(6).astype(dtype)
    b = np.zeros(6, dtype=dtype)
    r = m.run("main", a, b, backend="cpu")
    np.testing.assert_array_equal(b, a)
    assert r == a[1]


def test_bool_memref():
    src = """
func.func @neg(%a: memref<4xi1>, %b: memref<4xi1>) {
  %t = arith.constant true
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xi1>
    %y = arith.xori %x, %t : i1
    affine.store %y, %b[%i] : memref<4xi1>
  }
  return
}
"""
    m = tessera.compile(src)
    a = np.array([True, False, True, True])
    b = np.zeros(4, dtype=bool)
    assert m.run("neg", a, b, backend="cpu") is None
    np.testing.assert_array_equal(b, ~a)


def test_scalars_and_index_result():
    m = tessera.compile(ADD_SCALAR)
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    out = np.zeros((2, 3), dtype=np.float32)
    r = m.run("add", a, 0.5, 3, out, backend="cpu")
    assert r == 6 and isinstance(r, int)
    np.testing.assert_allclose(out, a + 3.5)
    # numpy scalars are numbers too.
    m.run("add", a, np.float32(1.0), np.int64(-2), out, backend="cpu")
    np.testing.assert_allclose(out, a - 1.0)


def test_scalar_range_and_type_errors():
    m = tessera.compile(ADD_SCALAR)
    a = np.zeros((2, 3), dtype=np.float32)
    out = np.zeros((2, 3), dtype=np.float32)
    with pytest.raises(ValueError, match="out of range for i8"):
        m.run("add", a, 0.5, 300, out, backend="cpu")
    with pytest.raises(ValueError, match="out of range for i8"):
        m.run("add", a, 0.5, 2**70, out, backend="cpu")
    with pytest.raises(TypeError, match="takes an integer"):
        m.run("add", a, 0.5, 1.5, out, backend="cpu")
    with pytest.raises(ValueError, match="out of range for f32"):
        m.run("add", a, 1e300, 1, out, backend="cpu")
    with pytest.raises(TypeError, match="expected a number"):
        m.run("add", a, "x", 1, out, backend="cpu")


def test_fortran_order_and_views_are_copied_and_written_back():
    m = tessera.compile(ADD_SCALAR)
    a = np.asfortranarray(np.arange(6, dtype=np.float32).reshape(2, 3))
    out = np.asfortranarray(np.zeros((2, 3), dtype=np.float32))
    before = tessera._native.layout_copies()
    m.run("add", a, 1.0, 0, out, backend="cpu")
    assert tessera._native.layout_copies() == before + 2
    np.testing.assert_allclose(out, a + 1.0)
    assert out.flags.f_contiguous
    # A strided view: copied in, written back through the view.
    big = np.zeros((2, 6), dtype=np.float32)
    view = big[:, ::2]
    m.run("add", np.ascontiguousarray(a), 2.0, 0, view, backend="cpu")
    np.testing.assert_allclose(big[:, ::2], a + 2.0)
    np.testing.assert_allclose(big[:, 1::2], 0.0)


def test_contiguous_arrays_are_not_copied():
    m = tessera.compile(ADD_SCALAR)
    a = np.ones((2, 3), dtype=np.float32)
    out = np.zeros((2, 3), dtype=np.float32)
    before = tessera._native.layout_copies()
    m.run("add", a, 1.0, 0, out, backend="cpu")
    assert tessera._native.layout_copies() == before
    # Byte-swapped arrays are copied to native order.
    m.run("add", a.astype(">f4"), 1.0, 0, out, backend="cpu")
    assert tessera._native.layout_copies() == before + 1
    np.testing.assert_allclose(out, 2.0)


def test_memref_results_are_new_arrays():
    src = """
func.func @make(%n: index) -> memref<?xf64> {
  %m = memref.alloc(%n) : memref<?xf64>
  %one = arith.constant 1.5 : f64
  affine.for %i = 0 to %n {
    memref.store %one, %m[%i] : memref<?xf64>
  }
  return %m : memref<?xf64>
}
"""
    m = tessera.compile(src)
    r = m.run("make", 5, backend="cpu")
    assert isinstance(r, np.ndarray) and r.dtype == np.float64 and r.shape == (5,)
    np.testing.assert_array_equal(r, 1.5)


def test_argument_errors_are_exceptions():
    m = tessera.compile(ADD_SCALAR)
    a = np.zeros((2, 3), dtype=np.float32)
    out = np.zeros((2, 3), dtype=np.float32)
    with pytest.raises(TypeError, match="takes 4 arguments"):
        m.run("add", a, 1.0, 1, backend="cpu")
    with pytest.raises(TypeError, match=r"dtype float64 does not match parameter type memref<2x3xf32>"):
        m.run("add", a.astype(np.float64), 1.0, 1, out, backend="cpu")
    with pytest.raises(ValueError, match=r"shape \(3, 2\) does not match"):
        m.run("add", a.reshape(3, 2), 1.0, 1, out, backend="cpu")
    with pytest.raises(TypeError, match="takes a numpy array"):
        m.run("add", [[0.0] * 3] * 2, 1.0, 1, out, backend="cpu")
    with pytest.raises(TypeError, match="takes a number, got an array"):
        m.run("add", a, a, 1, out, backend="cpu")
    with pytest.raises(TypeError, match="not supported"):
        m.run("add", a.astype(np.complex64), 1.0, 1, out, backend="cpu")
    with pytest.raises(ValueError, match="no function @nope"):
        m.run("nope", backend="cpu")
    with pytest.raises(ValueError, match="unknown backend"):
        m.run("add", a, 1.0, 1, out, backend="tpu")
    with pytest.raises(ValueError, match="unknown shader path"):
        m.run("add", a, 1.0, 1, out, shader_path="ptx")
    ro = np.zeros((2, 3), dtype=np.float32)
    ro.flags.writeable = False
    with pytest.raises(ValueError, match="read-only"):
        m.run("add", a, 1.0, 1, ro, backend="cpu")


def test_compile_error_carries_the_diagnostic():
    bad = "func.func @f(%a: memref<4xf32>) {\n  %x = arith.addf %a, %a : f32\n  return\n}\n"
    with pytest.raises(tessera.CompileError) as e:
        tessera.compile(bad)
    text = str(e.value)
    assert text.startswith("<input>:2:"), text
    assert "%x = arith.addf %a, %a : f32" in text  # the source line
    assert "^" in text
    assert e.value.diagnostic == text
    assert isinstance(e.value, tessera.Error) and isinstance(e.value, RuntimeError)


def test_compile_from_path(tmp_path):
    p = tmp_path / "add.mlir"
    p.write_text(ADD_SCALAR)
    m = tessera.compile(p)
    assert m.file == str(p)
    assert m.functions == ["add"]
    m2 = tessera.compile(str(p))
    assert m2.signature("add") == (["memref<2x3xf32>", "f32", "i8", "memref<2x3xf32>"], ["index"])
    with pytest.raises(TypeError):
        tessera.compile(12)


def test_runtime_error_is_an_exception():
    src = """
func.func @oob(%a: memref<4xf32>, %i: index) -> f32 {
  %x = memref.load %a[%i] : memref<4xf32>
  return %x : f32
}
"""
    m = tessera.compile(src)
    a = np.zeros(4, dtype=np.float32)
    assert m.run("oob", a, 3, backend="cpu") == 0.0
    with pytest.raises(tessera.Error):
        m.run("oob", a, 9, backend="cpu")


def test_pipeline_options_and_translate_and_opt():
    m = tessera.compile(ADD_SCALAR, workgroup_size=(4, 1, 1), unchecked=False)
    assert "gpu.launch_func" in m.text
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    out = np.zeros((2, 3), dtype=np.float32)
    m.run("add", a, 1.0, 2, out, backend="cpu")
    np.testing.assert_allclose(out, a + 3.0)
    wgsl = m.translate()
    assert "@compute" in wgsl and "// ---- kernel @" in wgsl
    assert "OpEntryPoint" in m.translate(to="spirv-asm")
    with pytest.raises(ValueError):
        m.translate(to="spirv")
    with pytest.raises(ValueError):
        tessera.compile(ADD_SCALAR, target="nonsense-word")
    with pytest.raises(ValueError, match="no such option 'no-such-option'"):
        tessera.compile(ADD_SCALAR, no_such_option=1)
    o = tessera.compile(ADD_SCALAR).opt("builtin.module(canonicalize)")
    assert isinstance(o, tessera.Module) and o.functions == ["add"]
    with pytest.raises((tessera.CompileError, ValueError)):
        tessera.compile(ADD_SCALAR).opt("builtin.module(no-such-pass)")


def test_compiled_programs_are_cached():
    tessera.compile(ADD_SCALAR)
    _, before = tessera._native.cache_stats()
    m = tessera.compile(ADD_SCALAR)
    m.run("add", np.zeros((2, 3), np.float32), 1.0, 1, np.zeros((2, 3), np.float32), backend="cpu")
    _, after = tessera._native.cache_stats()
    assert after == before

"""1,000 calls in a loop with flat RSS."""

import os

import numpy as np

import tessera

# 64x64 float32 arrays (16 KiB each): a call that leaked one copy of an argument or a
# result would grow RSS by 16 MiB over 1,000 calls, four times the bound below.
ADD = """
func.func @add(%a: memref<64x64xf32>, %s: f32, %out: memref<64x64xf32>) -> memref<64x64xf32> {
  %r = memref.alloc() : memref<64x64xf32>
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %x = affine.load %a[%i, %j] : memref<64x64xf32>
      %y = arith.addf %x, %s : f32
      affine.store %y, %out[%i, %j] : memref<64x64xf32>
      affine.store %y, %r[%i, %j] : memref<64x64xf32>
    }
  }
  return %r : memref<64x64xf32>
}
"""

BOUND = 4 * 1024 * 1024


def rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE")


def loop(m, backend, n):
    a = np.arange(64 * 64, dtype=np.float32).reshape(64, 64)
    for i in range(n):
        out = np.zeros((64, 64), np.float32)
        r = m.run("add", a, float(i), out, backend=backend)
    np.testing.assert_array_equal(out, a + float(n - 1))
    np.testing.assert_array_equal(r, out)


def check_flat(backend):
    m = tessera.compile(ADD)
    loop(m, backend, 100)  # warm up: caches, allocator pools
    before = rss_bytes()
    loop(m, backend, 1000)
    grown = rss_bytes() - before
    assert grown < BOUND, f"RSS grew by {grown} bytes over 1,000 calls"


def test_thousand_calls_flat_rss_cpu():
    check_flat("cpu")


def test_thousand_calls_flat_rss_gpu(gpu_backend):
    check_flat(gpu_backend)

"""1,000 calls in a loop with flat RSS."""

import numpy as np

import tessera
from test_run import ADD_SCALAR


def rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    import os
    return pages * os.sysconf("SC_PAGE_SIZE")


def loop(m, backend, n):
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    for i in range(n):
        out = np.zeros((2, 3), np.float32)
        m.run("add", a, float(i), 1, out, backend=backend)
    assert out[0, 0] == float(n - 1) + 1.0


def check_flat(backend):
    m = tessera.compile(ADD_SCALAR)
    loop(m, backend, 100)  # warm up: caches, allocator pools
    before = rss_bytes()
    loop(m, backend, 1000)
    grown = rss_bytes() - before
    # A leak of per-call state (a device buffer, a staging copy, a Python reference to
    # an argument or result, ~4 KiB or more per call) grows RSS past this bound; the
    # bound leaves room for allocator noise.
    assert grown < 4 * 1024 * 1024, f"RSS grew by {grown} bytes over 1,000 calls"


def test_thousand_calls_flat_rss_cpu():
    check_flat("cpu")


def test_thousand_calls_flat_rss_gpu(gpu_backend):
    check_flat(gpu_backend)

"""The GIL is released while a module compiles and runs."""

import threading
import time

import numpy as np

import tessera

SPIN = """
func.func @spin(%a: memref<1xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %x = affine.load %a[0] : memref<1xf32>
    %one = arith.constant 1.0 : f32
    %y = arith.addf %x, %one : f32
    affine.store %y, %a[0] : memref<1xf32>
  }
  return
}
"""


def test_run_releases_the_gil():
    m = tessera.compile(SPIN)
    a = np.zeros(1, np.float32)
    m.run("spin", a, 1000, backend="cpu")
    # Long enough that a held GIL would starve the counting thread.
    n = 200_000
    t0 = time.perf_counter()
    m.run("spin", a, n, backend="cpu")
    alone = time.perf_counter() - t0

    ticks = 0
    stop = threading.Event()

    def count():
        nonlocal ticks
        while not stop.is_set():
            ticks += 1

    th = threading.Thread(target=count)
    th.start()
    time.sleep(0.01)
    before = ticks
    m.run("spin", a, n, backend="cpu")
    during = ticks - before
    stop.set()
    th.join()
    # With the GIL held for the whole call, the counter could only advance in the
    # interpreter's switch intervals before the call starts (none during it).
    assert during > 1000, f"counter advanced {during} times during a {alone:.3f}s call"


def test_threads_share_a_module():
    m = tessera.compile(SPIN)
    errors = []

    def work(k):
        try:
            for i in range(30):
                a = np.full(1, float(k), np.float32)
                m.run("spin", a, i, backend="cpu")
                assert a[0] == float(k + i), (k, i, a[0])
        except BaseException as e:  # collected: a thread's failure must fail the test
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors

"""Per-call overhead of Module.run on a trivial kernel, next to the Rust API's.

    python host/python/bench/overhead.py [--backend vulkan] [--calls 2000]

Times ``Module.run("main", a, b, c)`` on bench/trivial.mlir (one 4-element kernel
launch), then runs the Rust counterpart (``cargo run --release -p tessera-python
--example overhead``, the same calls through ``Program::call``) unless --no-rust (--profile: the wheel's cargo profile), and
prints both and their ratio. A benchmark, not a test: it asserts nothing.
"""

import argparse
import os
import subprocess
import sys
import time

import numpy as np

import tessera

HERE = os.path.dirname(os.path.abspath(__file__))
MLIR = os.path.join(HERE, "trivial.mlir")


def time_python(backend: str, calls: int, rounds: int) -> float:
    m = tessera.compile(MLIR)
    a = np.arange(4, dtype=np.float32)
    b = np.full(4, 10.0, dtype=np.float32)
    c = np.zeros(4, dtype=np.float32)
    for _ in range(100):
        m.run("main", a, b, c, backend=backend)
    assert list(c) == [10.0, 11.0, 12.0, 13.0]
    per_call = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        for _ in range(calls):
            m.run("main", a, b, c, backend=backend)
        per_call.append((time.perf_counter() - t0) / calls)
    # The best round: on a shared machine, other load only ever adds time.
    return min(per_call)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--backend", default="vulkan")
    ap.add_argument("--calls", type=int, default=500)
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--no-rust", action="store_true")
    ap.add_argument("--profile", default="release",
                    help="cargo profile of the Rust side; use the one the wheel was built with")
    args = ap.parse_args()
    py = time_python(args.backend, args.calls, args.rounds)
    print(f"python Module.run   : {py * 1e6:9.2f} us/call ({args.backend}, best of {args.rounds} rounds of {args.calls})")
    if args.no_rust:
        return
    root = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
    out = subprocess.run(
        ["cargo", "run", "--quiet", "--profile", args.profile, "-p", "tessera-python", "--example", "overhead", "--",
         MLIR, args.backend, str(args.calls), str(args.rounds)],
        cwd=root, check=True, capture_output=True, text=True,
    ).stdout
    rust = float(out.split()[0]) * 1e-6
    print(f"rust Program::call  : {rust * 1e6:9.2f} us/call")
    print(f"ratio python / rust : {py / rust:9.3f}")


if __name__ == "__main__":
    sys.exit(main())

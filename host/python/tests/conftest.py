"""Shared fixtures: the GPU is optional unless TESSERA_REQUIRE_GPU=1."""

import os

import pytest

import tessera

REQUIRE_GPU = os.environ.get("TESSERA_REQUIRE_GPU") == "1"


def gpu_backends():
    """Backends with an adapter here, in the order the runtime tries them."""
    found = {d.backend for d in tessera.devices()}
    return [b for b in ("vulkan", "gl") if b in found]


@pytest.fixture(scope="session")
def gpu_backend():
    """The first GPU backend; skips visibly without one, fails under TESSERA_REQUIRE_GPU=1."""
    b = gpu_backends()
    if not b:
        msg = "no GPU adapter (install mesa-vulkan-drivers for lavapipe)"
        if REQUIRE_GPU:
            pytest.fail(f"TESSERA_REQUIRE_GPU=1 but {msg}")
        pytest.skip(f"SKIPPED: {msg}")
    return b[0]

"""Fixtures shared by every test directory. Keep this file small."""

from __future__ import annotations

import random
import zlib

import pytest


@pytest.fixture
def rng(request: pytest.FixtureRequest) -> random.Random:
    """A generator seeded from the test's id: the same draws on every run and every machine.

    Tests never use the global ``random``; this seed does not depend on PYTHONHASHSEED.
    """
    return random.Random(zlib.crc32(request.node.nodeid.encode()))

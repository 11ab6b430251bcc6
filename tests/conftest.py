"""Fixtures shared by every test directory. Keep this file small."""

from __future__ import annotations

import os
import random
import tempfile
import zlib

import pytest

# The tutor keeps learners' games in the user's data folder; the suite (and the notebooks it
# runs, whose kernels inherit this environment) keeps them in a folder of its own instead.
os.environ.setdefault("TABLETOP_TUTOR_DIR", tempfile.mkdtemp(prefix="tabletop-tutor-"))


@pytest.fixture
def rng(request: pytest.FixtureRequest) -> random.Random:
    """A generator seeded from the test's id: the same draws on every run and every machine.

    Tests never use the global ``random``; this seed does not depend on PYTHONHASHSEED.
    """
    return random.Random(zlib.crc32(request.node.nodeid.encode()))

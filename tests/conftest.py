"""Fixtures shared by every test directory. Keep this file small."""

from __future__ import annotations

import os
import random
import tempfile
import zlib
from typing import Any

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


BROWSER_TESTS = "tests/browser/"
"""The browser tests: under xdist they run on one worker, which starts one JupyterLab server and
one Chromium for all of them."""


def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """With ``--dist loadfile`` (``make pytest``), every file's tests run on one worker, as
    usual, and the browser test files all on one worker together, sharing one JupyterLab server
    (its fixture is per worker session). (``--dist loadgroup`` cannot do it here: it marks a
    test's group by rewriting ``item._nodeid``, which this pytest no longer reads.)"""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class BrowserTogether(LoadFileScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            if nodeid.startswith(BROWSER_TESTS):
                return BROWSER_TESTS
            scope: str = super()._split_scope(nodeid)
            return scope

    return BrowserTogether(config, log)

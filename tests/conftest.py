"""Fixtures shared by every test directory. Keep this file small."""

from __future__ import annotations

import os
import random
import re
import sys
import tempfile
import zlib
from pathlib import Path
from typing import Any

import pytest

# The browser driver and session live in tests/browser/; browser tests in every folder (the
# generic ones there, a game's own in tests/games/<game>/) import them and share one session.
sys.path.insert(0, str(Path(__file__).resolve().parent / "browser"))
from browser_session import (  # noqa: F401
    artifacts,
    browser,
    chromium_path,
    lab_server,
    laptop_page,
)

# The tutor keeps learners' games in the user's data folder; the suite (and the notebooks it
# runs, whose kernels inherit this environment) keeps them in a folder of its own instead.
os.environ.setdefault("TABLETOP_TUTOR_DIR", tempfile.mkdtemp(prefix="tabletop-tutor-"))
# The notebooks' large live studies (04's 7,600 simulated games) run on a tenth of their games
# under the suite: every cell still runs on real results; the stored outputs keep full sizes.
os.environ.setdefault("TABLETOP_STUDY_SHARE", "10")


@pytest.fixture
def rng(request: pytest.FixtureRequest) -> random.Random:
    """A generator seeded from the test's id: the same draws on every run and every machine.

    Tests never use the global ``random``; this seed does not depend on PYTHONHASHSEED.
    """
    return random.Random(zlib.crc32(request.node.nodeid.encode()))


BROWSER_TESTS = "tests/browser/"
"""The browser tests: under xdist they run on one worker, which starts one JupyterLab server and
one Chromium for all of them. A game's own browser tests (``tests/games/<game>/test_browser_*``)
join them (:func:`browser_scope`)."""
GAME_BROWSER_TESTS = re.compile(r"tests/games/[^/]+/test_browser_[^/]*\.py::")


def browser_scope(nodeid: str) -> bool:
    """Whether a test is a browser test that runs on the browser tests' worker."""
    return nodeid.startswith(BROWSER_TESTS) or GAME_BROWSER_TESTS.match(nodeid) is not None


def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """With ``--dist loadfile`` (``make pytest``), every file's tests run on one worker, as
    usual, and the browser test files all on one worker together, sharing one JupyterLab server
    (its fixture is per worker session), started first. (``--dist loadgroup`` cannot do it
    here: it marks a test's group by rewriting ``item._nodeid``, which this pytest no longer
    reads.)"""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class BrowserTogether(LoadFileScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            if browser_scope(nodeid):
                return BROWSER_TESTS
            scope: str = super()._split_scope(nodeid)
            return scope

        def _assign_work_unit(self, node: Any) -> None:
            # The browser tests first: together they are the longest unit of work by far (a
            # server, a browser, notebooks run in it), and a long unit started last leaves the
            # other worker idle at the end. xdist orders the rest by their number of tests.
            if BROWSER_TESTS in self.workqueue:
                self.workqueue.move_to_end(BROWSER_TESTS, last=False)
            super()._assign_work_unit(node)

    return BrowserTogether(config, log)

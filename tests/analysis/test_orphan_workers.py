"""Pool workers end when the study's process dies (killed), rather than playing on."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

PARENT = """
import os, sys, time
from concurrent.futures import ProcessPoolExecutor
from tabletop_lib.analysis.backends import end_with_parent

def work(_):
    time.sleep(60)
    return os.getpid()

def pid(_):
    return os.getpid()

if __name__ == "__main__":
    pool = ProcessPoolExecutor(2, initializer=end_with_parent, initargs=(os.getpid(),))
    pids = set(pool.map(pid, range(8)))
    for _ in range(2):
        pool.submit(work, 0)
    print(" ".join(map(str, sorted(pids))), flush=True)
    time.sleep(60)
"""


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat") as stat:  # a zombie has ended
        return stat.read().split(") ")[1][0] != "Z"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_pool_workers_end_when_their_parent_is_killed(tmp_path: os.PathLike[str]) -> None:
    script = os.path.join(tmp_path, "parent.py")
    with open(script, "w") as handle:
        handle.write(PARENT)
    env = {**os.environ, "PYTHONPATH": os.getcwd()}
    parent = subprocess.Popen([sys.executable, script], stdout=subprocess.PIPE, text=True, env=env)
    assert parent.stdout is not None
    workers = [int(p) for p in parent.stdout.readline().split()]
    assert workers and all(alive(p) for p in workers)
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 10
    while any(alive(p) for p in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(alive(p) for p in workers)

"""Build the sdist and the wheel, install the wheel without extras into a venv of its own, and
run ``tools/installed_check.py`` there from an empty folder (``make test-install``).

The wheel is built from the sdist, so a file missing from the sdist fails here too. The venv
(``.venv-install/``) is made afresh on every run, so the wheel's declared dependencies alone
must be enough: a dependency dropped from pyproject.toml, or one the package starts to import
without declaring it, fails here instead of surviving in a venv kept from an earlier run.

uv (a dev dependency) makes that cheap: it builds the packages' isolated build environments and
fills the venv from its cache, shared by every clone on the machine, by linking files instead of
unpacking wheels (a fresh venv in one or two seconds where pip took 70 s on a fresh clone). Without
uv, build and pip do the same work, slowly. Prints the sizes the packaging is judged by, the
import times, and the wall and CPU time of each step.
"""

from __future__ import annotations

import importlib.util
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import venv
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DIST = REPO / "build" / "dist"
VENV = REPO / ".venv-install"


STEPS: list[str] = []
"""One line per step of the check: its wall time and the CPU time it and its processes took."""


def _cpu() -> float:
    """CPU seconds (user and system) of this process and of the processes it has waited for."""
    mine = resource.getrusage(resource.RUSAGE_SELF)
    theirs = resource.getrusage(resource.RUSAGE_CHILDREN)
    return mine.ru_utime + mine.ru_stime + theirs.ru_utime + theirs.ru_stime


@contextmanager
def step(name: str) -> Iterator[None]:
    """Time one step of the check, for the summary ``main`` prints at the end."""
    wall, cpu = time.perf_counter(), _cpu()
    yield
    STEPS.append(f"{name} {time.perf_counter() - wall:.1f} s wall {_cpu() - cpu:.1f} s cpu")


def run(*args: str | Path, cwd: Path = REPO, env: dict[str, str] | None = None) -> str:
    done = subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stdout + done.stderr)
        raise SystemExit(f"check_install: {' '.join(map(str, args[:4]))} ... failed")
    return done.stdout


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


LOCAL = frozenset(
    {".git", "build", ".cache", ".strong_study", "benchmarks/results", "tests/artifacts"}
)
"""Folders of this checkout that are no part of its sources (besides the caches and venvs)."""
CACHES = shutil.ignore_patterns(
    "__pycache__", "*.egg-info", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".venv*",
    ".ipynb_checkpoints", ".hypothesis",
)  # fmt: skip


def _not_sources(folder: str, names: list[str]) -> set[str]:
    """What ``shutil.copytree`` leaves out of the copy the packages are built from."""
    where = Path(folder).relative_to(REPO)
    local = {n for n in names if (where / n).as_posix() in LOCAL}
    return local | set(CACHES(folder, names))


def build() -> tuple[Path, Path]:
    """The sdist and the wheel, built from a copy of the sources: building writes an egg-info
    beside the sources, and this checkout's is the one the test suite, running meanwhile
    (``make test``), reads the games' entry points from."""
    shutil.rmtree(DIST, ignore_errors=True)
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / REPO.name
        shutil.copytree(REPO, source, ignore=_not_sources)
        # Isolated, as a user's pip builds it: the build environment holds only what
        # [build-system] requires, so a wrong requirement fails here.
        installer = ("--installer", "uv") if _has_uv() else ()
        run(sys.executable, "-m", "build", *installer, "--outdir", DIST, source)
    (wheel,) = DIST.glob("*.whl")
    (sdist,) = DIST.glob("*.tar.gz")
    return wheel, sdist


def describe(wheel: Path, sdist: Path) -> None:
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
    data = [n for n in names if "/data/" in n]
    print(
        f"wheel {wheel.name}: {wheel.stat().st_size / 1e6:.2f} MB, {len(names)} files "
        f"({len(data)} data files)"
    )
    listing = run("tar", "tzf", sdist).split()
    kinds = {k: sum(1 for n in listing if f"/{k}/" in n) for k in ("tests", "notebooks", "docs")}
    print(
        f"sdist {sdist.name}: {sdist.stat().st_size / 1e6:.2f} MB, {len(listing)} files "
        f"({', '.join(f'{v} in {k}' for k, v in kinds.items())}; LICENSE "
        f"{'in' if any(n.endswith('/LICENSE') for n in listing) else 'MISSING'})"
    )
    for needed in ("LICENSE", "tabletop_lib/py.typed", "brian_boru/data/board.json"):
        if not any(n.endswith(needed) for n in names):
            raise SystemExit(f"check_install: the wheel lacks {needed}")


def _has_uv() -> bool:
    return importlib.util.find_spec("uv") is not None


def install(wheel: Path) -> Path:
    """A fresh venv holding the wheel and its declared dependencies (no extras), nothing else."""
    python = VENV / "bin" / "python"
    shutil.rmtree(VENV, ignore_errors=True)
    if _has_uv():
        uv = (sys.executable, "-m", "uv")
        run(*uv, "venv", "--quiet", "--python", sys.executable, VENV)
        run(*uv, "pip", "install", "--quiet", "--python", python, wheel)
        return python
    venv.create(VENV, with_pip=True)
    run(python, "-m", "pip", "install", "--quiet", wheel)
    return python


def retire_venv() -> threading.Thread:
    """Move the previous run's venv aside and delete it while the packages build: its tens of
    thousands of files take seconds of disk time to unlink (little CPU), and the check starts
    from a fresh venv anyway."""
    aside = DIST.parent / f"{VENV.name}.old"
    shutil.rmtree(aside, ignore_errors=True)  # left by an interrupted run
    if VENV.exists():
        aside.parent.mkdir(parents=True, exist_ok=True)
        VENV.rename(aside)
    removal = threading.Thread(target=shutil.rmtree, args=(aside,), kwargs={"ignore_errors": True})
    removal.start()
    return removal


def import_times(python: Path, folder: Path, env: dict[str, str]) -> None:
    """Print how long each layer takes to import, each in a fresh process."""
    for module in ("tabletop_lib", "tabletop_lib.viz", "tabletop_lib.widgets"):
        code = (
            f"import time; t = time.perf_counter(); import {module}; "
            "print(f'{time.perf_counter() - t:.2f}')"
        )
        seconds = run(python, "-c", code, cwd=folder, env=env).strip()
        print(f"import {module}: {seconds} s")


def main() -> int:
    started = time.perf_counter()
    with step("build"):
        removal = retire_venv()
        wheel, sdist = build()
    describe(wheel, sdist)
    with step("install"):
        python = install(wheel)
    print(
        f"venv {VENV.name}: {folder_size(VENV) / 1e6:.0f} MB with the default dependencies"
        " (before any bytecode is compiled)"
    )
    # The check's own imports write the bytecode that uv (unlike pip) does not compile at
    # install, so the import times after it are those a user sees from the second import on.
    hidden = ("TABLETOP_DATA", "PYTHONPATH", "PYTHONDONTWRITEBYTECODE")
    env = {k: v for k, v in os.environ.items() if k not in hidden}
    env["PATH"] = f"{python.parent}{os.pathsep}{env.get('PATH', '')}"
    with tempfile.TemporaryDirectory() as empty:
        with step("check"):
            script = REPO / "tools" / "installed_check.py"
            done = subprocess.run([python, script], cwd=empty, env=env)
        with step("imports"):
            import_times(python, Path(empty), env)
    removal.join()
    print(f"check_install: {time.perf_counter() - started:.0f} s ({'; '.join(STEPS)})")
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())

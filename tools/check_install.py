"""Build the sdist and the wheel, install the wheel without extras into a venv of its own, and
run ``tools/installed_check.py`` there from an empty folder (``make test-install``).

The venv (``.venv-install/``) is kept between runs; every run reinstalls the freshly built
wheel. It is made and filled by uv (a dev dependency): on a fresh clone pip took about 70 s to
install the wheel's dependencies into a new venv, uv takes seconds (its cache is shared by every
clone on the machine, and it downloads in parallel). Without uv, pip does it. The wheel is
built from the sdist, so a file missing from the sdist fails here too. Prints the sizes the
packaging is judged by.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import time
import venv
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DIST = REPO / "build" / "dist"
VENV = REPO / ".venv-install"


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
        run(sys.executable, "-m", "build", "--outdir", DIST, source)
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
    """The wheel and its declared dependencies (no extras) in the venv of the check."""
    python = VENV / "bin" / "python"
    if _has_uv():
        uv = (sys.executable, "-m", "uv")
        if not python.exists():
            run(*uv, "venv", "--quiet", "--python", sys.executable, VENV)
        run(*uv, "pip", "install", "--quiet", "--python", python,
            "--reinstall-package", "tabletop_lib", wheel)  # fmt: skip
        return python
    if not python.exists():
        venv.create(VENV, with_pip=True)
    run(python, "-m", "pip", "install", "--quiet", "--force-reinstall", "--no-deps", wheel)
    run(python, "-m", "pip", "install", "--quiet", wheel)  # its dependencies, when missing
    return python


def main() -> int:
    started = time.perf_counter()
    wheel, sdist = build()
    describe(wheel, sdist)
    python = install(wheel)
    print(f"venv {VENV.name}: {folder_size(VENV) / 1e6:.0f} MB with the default dependencies")
    env = {k: v for k, v in os.environ.items() if k not in ("TABLETOP_DATA", "PYTHONPATH")}
    env["PATH"] = f"{python.parent}{os.pathsep}{env.get('PATH', '')}"
    with tempfile.TemporaryDirectory() as empty:
        for module in ("tabletop_lib", "tabletop_lib.viz", "tabletop_lib.widgets"):
            code = (
                f"import time; t = time.perf_counter(); import {module}; "
                "print(f'{time.perf_counter() - t:.2f}')"
            )
            seconds = run(python, "-c", code, cwd=Path(empty), env=env).strip()
            print(f"import {module}: {seconds} s")
        script = REPO / "tools" / "installed_check.py"
        done = subprocess.run([python, script], cwd=empty, env=env)
    print(f"check_install: {time.perf_counter() - started:.0f} s")
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())

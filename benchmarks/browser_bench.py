"""Click-to-redraw latency of the notebook stepper, measured in a real browser.

For each registered game (``cases()``: each game at 3 players or the nearest count, seed 1,
every seat a person, then each option setting its faces declare, as Merlin with the nine Big Box
modules; and each game's tutor, ``tutor_<game>``: a learning game, clicked *Continue* or
*Choose* as its card asks), JupyterLab runs a two-cell notebook showing a ``GameStepper``
(the browser tests' stepper notebook, ``tests/games/brian_boru/stepper_demo.ipynb``, with its
last cell replaced) in headless Chromium at a laptop's viewport (1280 x 800, file browser
open). Then the script clicks the stepper's buttons as a person would, in rounds of Apply,
"Play one move", Undo and Redo, and times each click in the page: from the click to the
moment the status line shows the new step and, when the figure changed, plotly has finished
redrawing it. That is what a person waits for; the kernel's share alone is in
``stepper_bench.py``.

    .venv/bin/python benchmarks/browser_bench.py [--rounds 12] [--game CASE] [--repo PATH]
        [--write-md]

``--repo`` serves another checkout's tabletop_lib to the kernel (a "before" measurement in the
same run conditions). Without chromium, playwright or jupyterlab it prints why and exits 0.
With ``--write-md`` the table replaces the block between ``<!-- browser:start -->`` and
``<!-- browser:end -->`` in BENCHMARKS.md.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import jupyterlab_driver as lab  # noqa: E402
from bench_games import games, players, slug, title, variants  # noqa: E402

NOTEBOOK = ROOT / "tests" / "games" / "brian_boru" / "stepper_demo.ipynb"
PLAYERS = 3
"""The table size measured (or the allowed count nearest to it)."""


def cases() -> dict[str, tuple[str, str]]:
    """Per case: its title and the notebook cell that shows it. Every registered game's
    stepper, its declared option settings' steppers, then every game's tutor."""
    steppers: dict[str, tuple[str, str]] = {}
    tutors: dict[str, tuple[str, str]] = {}
    for name in games():
        n = players(name, PLAYERS)
        load = f'tabletop_lib.load_game("{name}", num_players={n}'
        steppers[name] = (title(name), f"GameStepper({load}), seed=1)")
        for words, options in variants(name):
            steppers[f"{name}_{slug(words)}"] = (
                f"{title(name)}, {words}",
                f"GameStepper({load}, **{options!r}), seed=1)",
            )
        tutors[f"tutor_{name}"] = (
            f"Tutor, {title(name)}",
            f'tabletop_lib.widgets.Tutor("{name}", num_players={n}, seed=1, '
            'opponents="random", keep=False)',
        )
    return {**steppers, **tutors}


CLICKS = ("Apply", "Play one move", "Undo", "Redo")
TUTOR_CLICKS = ("Continue", "Choose")
"""The tutor's clicks: *Continue* past a moment, else *Choose* the selected option."""
VISIBLE = """(label) => [...document.querySelectorAll('.jp-OutputArea-output button')]
    .some(b => b.textContent.trim() === label && b.offsetParent !== null)"""
MEDIAN_TARGET_MS, P95_TARGET_MS = 100.0, 150.0
TUTOR_P95_TARGET_MS = 250.0
"""The tutor's p95 target (issue 31): a click there also draws the card and what changed."""
TIMED_OUT_MS = 20000.0
"""What a click that never redrew counts for (the page gives up after 20 s)."""
MD = ROOT / "BENCHMARKS.md"
MD_START, MD_END = "<!-- browser:start -->", "<!-- browser:end -->"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[round(q * (len(ordered) - 1))]


def _notebook(target: Path, cell: str) -> None:
    """The stepper notebook with its last code cell showing ``cell``, without outputs, at
    ``target``."""
    notebook = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    code = [c for c in notebook["cells"] if c["cell_type"] == "code"]
    code[-1]["source"] = cell if "\n" in cell else [f"s = {cell}\n", "s"]  # lines: as they are
    for c in code:
        c["outputs"], c["execution_count"] = [], None
    target.write_text(json.dumps(notebook, indent=1), encoding="utf-8")


def _round(page: Any, case: str) -> tuple[str, ...]:
    """The clicks of one round: the stepper's four, or the tutor's one visible button (its
    hidden buttons stay in the page, and a script's click would reach them)."""
    if not case.startswith("tutor"):
        return CLICKS
    return ("Continue",) if page.evaluate(VISIBLE, "Continue") else ("Choose",)


def measure(repo: Path, rounds: int, case: str) -> dict[str, list[float]]:
    """Milliseconds per click, by button."""
    times: dict[str, list[float]] = {
        label: [] for label in (TUTOR_CLICKS if case.startswith("tutor") else CLICKS)
    }
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "root"
        root.mkdir()
        name = f"stepper_{case}.ipynb"
        _notebook(root / name, cases()[case][1])
        with lab.lab_server(root, Path(tmp), repo) as server, lab.launch_chromium() as browser:
            page = browser.new_context(viewport=lab.LAPTOP).new_page()
            page.set_default_timeout(lab.TIMEOUT_MS)
            lab.open_and_run_all(page, server, name)
            lab.open_file_browser(page)
            tutor = case.startswith("tutor")
            first = "Continue" if tutor else "Apply"
            page.locator(f"{lab.OUTPUT} button", has_text=first).wait_for(state="attached")
            page.locator(lab.FIGURE).first.wait_for(state="attached")  # the tutor has two
            page.evaluate(lab.SCROLL_TO_FIGURE, lab.FIGURE)
            page.wait_for_timeout(1500)  # let the first drawing settle
            for _ in range(rounds * (len(CLICKS) if tutor else 1)):
                for label in _round(page, case):
                    ms = page.evaluate(lab.TIMED_CLICK, [label, lab.STATUS, lab.FIGURE])
                    if ms is None:
                        continue  # the button is disabled (nothing to undo, game over)
                    if ms < 0:  # counted at the page's deadline: it shows in p95 and max
                        print(f"[browser] {case}: no redraw after {label!r}", file=sys.stderr)
                        ms = TIMED_OUT_MS
                    times[label].append(float(ms))
                    page.wait_for_timeout(150)  # a person's pause between clicks
    return times


OPENING_CELL = (
    "from IPython.display import display\n"
    'display(tabletop_lib.widgets.Tutors("{game}", seed=1, opponents="random", keep=False))\n'
    'display(tabletop_lib.widgets.RuleBook("{game}"))'
)
NEW_GAME_TARGET_MS, EXAMPLE_TARGET_MS = 1500.0, 1000.0
START = "Start a new game"
NEW, FIRST, LATER = "New tutor game", "First rule example", "Later rule examples"
# Open the ``n``-th rule with a live example in the rule book's list (the list with section
# headings: the tutor's list of rules not met has live-example marks too); resolve once the rule
# book's stepper shows it: its status line changed and its figure is drawn (a new figure, or
# the one shown redrawn in place; or nothing to redraw). Milliseconds; null if there is no rule
# book; -1 on a time-out.
OPEN_EXAMPLE = """async (n) => {
    const plots = () => [...document.querySelectorAll('.jp-OutputArea-output .js-plotly-plot')];
    const before = new Set(plots());
    window.__lastPlot = 0;
    for (const gd of before) {
        if (gd.__exampleClock) continue;
        gd.__exampleClock = true;
        const mark = () => { window.__lastPlot = performance.now(); };
        for (const name of ['plotly_afterplot', 'plotly_restyle', 'plotly_relayout',
                            'plotly_update']) gd.on(name, mark);
    }
    const statuses = () => [...document.querySelectorAll('[data-stepper-revision]')];
    const marks = () => statuses().map(e => e.dataset.stepperRevision + e.textContent).join();
    const was = marks();
    const select = [...document.querySelectorAll('.jp-OutputArea-output select')]
        .find(s => [...s.options].some(o => o.textContent.includes('──')));
    if (!select) return null;
    const live = [...select.options].map((o, i) => [o, i])
        .filter(([o]) => o.textContent.includes('▶'));
    const index = live[(n * 7) % live.length][1];
    const start = performance.now();
    select.selectedIndex = index;
    select.dispatchEvent(new Event('change', {bubbles: true}));
    while (performance.now() < start + 20000) {
        await new Promise(r => requestAnimationFrame(r));
        if (marks() === was) continue;
        if (plots().some(e => !before.has(e) && e._fullLayout && e.querySelector('.main-svg')))
            return performance.now() - start;
        const book = statuses().at(-1);
        if (window.__lastPlot > start || book.dataset.stepperFigure === '0')
            return performance.now() - start;
    }
    return -1;
}"""


def measure_openings(repo: Path, game: str, count: int) -> dict[str, list[float]]:
    """Milliseconds to draw a new tutor game (after a few moves of the last one, so the board
    changes), and to open a rule's live example: the rule book's first, and later ones."""
    times: dict[str, list[float]] = {NEW: [], FIRST: [], LATER: []}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "root"
        root.mkdir()
        name = f"openings_{game}.ipynb"
        _notebook(root / name, OPENING_CELL.format(game=game))
        with lab.lab_server(root, Path(tmp), repo) as server, lab.launch_chromium() as browser:
            page = browser.new_context(viewport=lab.LAPTOP).new_page()
            page.set_default_timeout(lab.TIMEOUT_MS)
            lab.open_and_run_all(page, server, name)
            lab.open_file_browser(page)
            page.locator(f"{lab.OUTPUT} button", has_text=START).wait_for(state="attached")
            page.locator(f"{lab.OUTPUT} select").first.wait_for(state="attached")
            page.wait_for_timeout(1500)
            for i in range(count):
                for _ in range(4):  # play on a little: the new game's board differs
                    for label in _round(page, "tutor"):
                        page.evaluate(lab.TIMED_CLICK, [label, lab.STATUS, lab.FIGURE])
                seed = page.locator(f"{lab.OUTPUT} .widget-text input").first
                seed.fill(str(i + 2))  # another game
                seed.press("Enter")
                page.wait_for_timeout(300)
                for label, script, args in (
                    (NEW, lab.TIMED_CLICK, [START, lab.STATUS, lab.FIGURE]),
                    (FIRST if i == 0 else LATER, OPEN_EXAMPLE, i),
                ):
                    ms = page.evaluate(script, args)
                    if ms is not None:
                        times[label].append(TIMED_OUT_MS if ms < 0 else float(ms))
                    page.wait_for_timeout(300)
    return times


def openings_table(rows: dict[str, dict[str, list[float]]]) -> list[str]:
    """One row per game: new tutor games (median, max) and rule examples (the first, later
    ones' median and max)."""
    out = [
        "| Game | New tutor game: median ms | max ms | First rule example ms "
        "| Later examples: median ms | max ms | New game < 1.5 s, example < 1 s |",
        "|---|--:|--:|--:|--:|--:|---|",
    ]
    for game, times in rows.items():
        new, first, later = times[NEW], times[FIRST], times[LATER]
        if not new or not first or not later:
            continue
        ok = max(new) < NEW_GAME_TARGET_MS and max(first + later) < EXAMPLE_TARGET_MS
        out.append(
            f"| {title(game)} | {statistics.median(new):.0f} | {max(new):.0f} "
            f"| {first[0]:.0f} | {statistics.median(later):.0f} | {max(later):.0f} "
            f"| {'yes' if ok else 'no'} |"
        )
    return out


HEADER = [
    "| Game | Click | Clicks | Median ms | p95 ms | Max ms | Median < 100, p95 < 150 (tutor 250) |",
    "|---|---|--:|--:|--:|--:|---|",
]


def table(times: dict[str, list[float]], game: str) -> list[str]:
    """The rows of one game: one per button, then all its clicks together."""
    p95_target = TUTOR_P95_TARGET_MS if game.startswith("Tutor") else P95_TARGET_MS
    rows = []
    every: list[float] = []
    for label, values in times.items():
        if not values:
            continue
        every += values
        med, p95 = statistics.median(values), percentile(values, 0.95)
        ok = "yes" if med < MEDIAN_TARGET_MS and p95 < p95_target else "no"
        rows.append(
            f"| {game} | {label} | {len(values)} | {med:.0f} | {p95:.0f} | {max(values):.0f} "
            f"| {ok} |"
        )
    med, p95 = statistics.median(every), percentile(every, 0.95)
    ok = "yes" if med < MEDIAN_TARGET_MS and p95 < p95_target else "no"
    rows.append(
        f"| {game} | **all** | {len(every)} | {med:.0f} | {p95:.0f} | {max(every):.0f} | {ok} |"
    )
    return rows


def write_md(lines: list[str]) -> None:
    text = MD.read_text(encoding="utf-8")
    block = "\n".join([MD_START, *lines, MD_END])
    if MD_START in text:
        head, rest = text.split(MD_START, 1)
        text = head + block + rest.split(MD_END, 1)[1]
    else:
        text += "\n## Notebook stepper in the browser: click to redraw\n\n" + block + "\n"
    MD.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--rounds", type=int, default=12, help="rounds of the four clicks (0: none)"
    )
    parser.add_argument("--repo", type=Path, default=ROOT, help="the checkout the kernel imports")
    parser.add_argument("--before", type=Path, default=None, help="also measure this checkout")
    parser.add_argument("--write-md", action="store_true", help="write the table to BENCHMARKS.md")
    parser.add_argument(
        "--game", action="append", choices=list(cases()), help="one case (repeatable; default all)"
    )
    parser.add_argument(
        "--openings",
        type=int,
        default=5,
        help="new tutor games and rule examples per game (0: skip)",
    )
    args, _ = parser.parse_known_args(argv)  # `make bench` passes run.py's flags to all
    missing = lab.missing_tools()
    if missing:
        print(f"[browser] skipped: {missing}", file=sys.stderr)
        return 0
    runs = [("before", args.before)] if args.before else []
    runs.append(("now", args.repo))
    out: list[str] = []
    for name, repo in runs:
        commit = subprocess.run(
            ["git", "-C", str(repo), "rev-parse", "--short", "HEAD"],
            capture_output=True, text=True, check=False,
        ).stdout.strip()  # fmt: skip
        out += [f"**{name}** (tabletop_lib at `{commit}`):", ""]
        if args.rounds:  # --rounds 0: the openings only
            rows = list(HEADER)
            every = cases()
            for case in args.game or list(every):
                print(f"[browser] measuring {name} ({repo}, {commit}), {case} ...", file=sys.stderr)
                rows += table(measure(repo, args.rounds, case), every[case][0])
            out += [*rows, ""]
        if args.openings:
            opened = {}
            for game in games():
                print(f"[browser] measuring {name}, openings of {game} ...", file=sys.stderr)
                opened[game] = measure_openings(repo, game, args.openings)
            out += [*openings_table(opened), ""]
    stamp = dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        f"Measured {stamp} in headless Chromium at 1280 x 800 with the file browser open, "
        f"`benchmarks/browser_bench.py{' --before ...' if args.before else ''}`; "
        "3 players, seed 1, all seats human.",
        "",
        *out,
    ]
    print("\n".join(lines))
    if args.write_md:
        write_md(lines)
    return 0


if __name__ == "__main__":
    sys.exit(main())

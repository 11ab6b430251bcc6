"""A learner at the tutor in Chromium: the clicks and the checks of a whole game, shared by
``test_tutor_whole_game.py`` (and usable from a script to try a game by hand).

:class:`Learner` drives one tutor on a page (JupyterLab's notebook on show, or the Voila page):
*Continue* past each moment, at each decision an option picked in the list (the hint taken now
and then, "Not allowed now" opened now and then) and *Choose*, each click waited for through
the status line's revision. Before each click it checks what a learner sees at 1280 x 800:
the board, the card's title and the decision's button inside the viewport, the visible text
free of engine words (:func:`tabletop_lib.core.plain.engine_words`), "Since your turn" headed
by players' names. :meth:`Learner.play` returns what it met, for the tests to assert.
"""

from __future__ import annotations

import random
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest
from registered import case, having

from tabletop_lib.core.plain import engine_words

LAB_NOTEBOOK = ".jp-NotebookPanel:not(.lm-mod-hidden)"
"""JupyterLab's notebook on show (the shared server restores other tests' notebooks hidden)."""

# The boxes (top, bottom, left, right) of the tutor's parts a decision needs, and of the area
# that shows them: the window, or the scrolled area holding the tutor (JupyterLab's notebook,
# between its toolbar and its status bar).
BOXES = """(root) => {
    const tutor = document.querySelector(root);
    const box = (e) => {
        if (!e) return null;
        const r = e.getBoundingClientRect();
        return [r.top, r.bottom, r.left, r.right];
    };
    let area = [0, window.innerHeight, 0, window.innerWidth];
    for (let e = tutor.parentElement; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e).overflowY;
        if ((style === 'auto' || style === 'scroll') && e.scrollHeight > e.clientHeight) {
            area = box(e);
            break;
        }
    }
    const visible = [...tutor.querySelectorAll('button')].filter(
        b => b.offsetParent !== null && /^(Continue|Choose)$/.test(b.textContent.trim()));
    return {
        board: box(tutor.querySelector('.js-plotly-plot')),
        title: box(tutor.querySelector('.tabletop-tutor-moment > div')),
        button: box(visible[0]),
        options: box([...tutor.querySelectorAll('select')].find(s => s.offsetParent !== null
            && s.closest('.tabletop-tutor') === tutor && s.size > 1)),
        area: area,
    };
}"""
PAINTED = """() => new Promise(
    r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))"""
# Whether the tutor redrew since revision r (the status line's data attribute).
REDRAWN = """([root, r]) => document.querySelector(root + ' [data-stepper-revision]')
    ?.dataset.stepperRevision !== r"""


@dataclass
class Seen:
    """What a learner met over the clicks: for the tests' assertions and a person's report."""

    decisions: int = 0
    clicks: int = 0
    scrolls: int = 0
    waits: list[float] = field(default_factory=list)
    """Seconds from each Continue or Choose to the tutor's redraw (the kernel's work too)."""
    out_of_view: list[str] = field(default_factory=list)
    engine: list[tuple[int, list[str]]] = field(default_factory=list)
    hints: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    since: list[list[str]] = field(default_factory=list)
    titles: list[str] = field(default_factory=list)
    debrief: str = ""
    shots: list[str] = field(default_factory=list)


class Learner:
    """One learner's clicks on the tutor at ``root`` (a CSS selector) of ``page``."""

    def __init__(self, page: Any, root: str, seed: int = 0, shots: Path | None = None) -> None:
        self.page = page
        self.root = root
        self.rng = random.Random(seed)
        self.shots = shots
        self.seen = Seen()

    # -- reading the page ----------------------------------------------------------------------
    def revision(self) -> str:
        value = self.page.locator(f"{self.root} [data-stepper-revision]").first.get_attribute(
            "data-stepper-revision"
        )
        return value or ""

    def button(self, label: str) -> Any:
        """The tutor's visible button whose text is ``label`` (its icon has no text)."""
        return self.page.locator(f"{self.root} button:visible").filter(
            has_text=re.compile(rf"^\s*{re.escape(label)}\s*$")
        )

    def text(self) -> str:
        """The tutor's visible text, the board's drawn words included."""
        value: str = self.page.locator(self.root).inner_text()
        return value

    def title(self) -> str:
        value: str = self.page.locator(
            f"{self.root} .tabletop-tutor-moment > div"
        ).first.inner_text()
        return value.strip()

    def is_over(self) -> bool:
        return (
            self.page.locator(f"{self.root} .tabletop-tutor-moment[data-kind='over']").count() > 0
        )

    def scroll(self) -> None:
        """Scroll the tutor to the top of the window, as a learner would once."""
        self.page.evaluate(
            "(s) => document.querySelector(s).scrollIntoView({block: 'start'})", self.root
        )
        self.page.evaluate(PAINTED)

    def check_view(self) -> None:
        """The board, the card's title and the decision's button (and list) inside the
        viewport: nothing to scroll to decide. A miss is recorded by what is out of view, and
        the learner scrolls the tutor to the top."""
        missed = len(self.seen.out_of_view)
        self._check_boxes()
        if len(self.seen.out_of_view) > missed:
            self.seen.scrolls += 1
            self.scroll()

    def _check_boxes(self) -> None:
        boxes = self.page.evaluate(BOXES, self.root)
        for part in ("board", "title", "button", "options"):
            box = boxes[part]
            if box is None:
                if part in ("board", "title", "button"):
                    self.seen.out_of_view.append(f"click {self.seen.clicks}: no {part}")
                continue
            top, bottom, left, right = box
            high, low, west, east = boxes["area"]
            if top < high - 1 or bottom > low + 1 or left < west - 1 or right > east + 1:
                self.seen.out_of_view.append(
                    f"click {self.seen.clicks}: {part} at {round(top)}-{round(bottom)} px"
                )

    def check_words(self) -> None:
        found = engine_words(self.text())
        if found:
            self.seen.engine.append((self.seen.clicks, found))

    def since_lines(self) -> list[str]:
        """The card's list of what happened (headings and sentences), as shown."""
        lines: list[str] = self.page.locator(
            f"{self.root} .tabletop-tutor-moment li"
        ).all_inner_texts()
        return [line.strip() for line in lines if line.strip()]  # a folded line reads ""

    # -- acting --------------------------------------------------------------------------------
    def click(self, label: str) -> None:
        """Click ``label`` and wait until the tutor has redrawn."""
        before = self.revision()
        start = time.monotonic()
        self.button(label).click()
        self.page.wait_for_function(REDRAWN, arg=[self.root, before])
        self.seen.waits.append(time.monotonic() - start)

    def take_hint(self) -> None:
        self.button("Hint").click()
        advice = self.page.locator(f"{self.root} .tabletop-tutor-advice")
        advice.wait_for(state="visible", timeout=120_000)
        self.seen.hints.append(advice.inner_text())

    def look_at_refused(self) -> None:
        """Open "Not allowed now", read it, fold it again."""
        header = self.page.locator(f"{self.root} .jupyter-widget-Collapse-header:visible").filter(
            has_text="Not allowed now"
        )
        header.click()
        answer = self.page.locator(
            f"{self.root} .tabletop-tutor-refused, {self.root} .tabletop-tutor-none"
        )
        answer.first.wait_for(state="visible")
        self.seen.refused.extend(
            self.page.locator(f"{self.root} .tabletop-tutor-refused li").all_inner_texts()
        )
        header.click()

    def pick(self) -> None:
        """Pick an option in the list as a learner would (at random), and wait for its
        preview."""
        select = self.page.locator(f"{self.root} select:visible").filter(
            has=self.page.locator("option")
        )
        options = select.first.locator("option").count()
        index = self.rng.randrange(options)
        if index:
            select.first.select_option(index=index)
            self.page.wait_for_timeout(50)  # the preview follows from the kernel

    def shoot(self, name: str) -> None:
        if self.shots is not None:
            path = self.shots / f"{name}.png"
            self.page.screenshot(path=str(path))
            self.seen.shots.append(path.name)

    def step(self, hint_every: int = 0, refused_every: int = 0, shoot_every: int = 0) -> str:
        """One click: Continue, or a decision (pick, sometimes a hint or "Not allowed now",
        Choose). Returns "continue", "choose" or "over"."""
        seen = self.seen
        if self.is_over() and not self.button("Continue").count():
            return "over"
        seen.clicks += 1
        self.check_view()
        self.check_words()
        seen.titles.append(self.title())
        if shoot_every and seen.clicks % shoot_every == 0:
            self.shoot(f"click{seen.clicks:03d}")
        if self.button("Continue").count():
            self.click("Continue")
            return "continue"
        seen.decisions += 1
        seen.since.append(self.since_lines())
        if hint_every and seen.decisions % hint_every == 1:
            self.take_hint()
        if refused_every and seen.decisions % refused_every == 2:
            self.look_at_refused()
        self.pick()
        self.click("Choose")
        return "choose"

    def play(self, decisions: int | None = None, **every: int) -> Seen:
        """Click on until the game is over (or ``decisions`` are made); the debrief's text."""
        while decisions is None or self.seen.decisions < decisions:
            if self.step(**every) == "over":
                self.seen.debrief = self.page.locator(
                    f"{self.root} .tabletop-tutor-moment[data-kind='over']"
                ).inner_text()
                self.check_view_over()
                break
            if self.seen.clicks > 2000:
                raise AssertionError("no end after 2000 clicks")
        return self.seen

    def check_view_over(self) -> None:
        """At the end: the debrief's head in view, and its words the game's."""
        self.check_words()
        boxes = self.page.evaluate(BOXES, self.root)
        top, bottom = boxes["title"][:2] if boxes["title"] else (-1, -1)
        if top < boxes["area"][0] or bottom > boxes["area"][1]:
            self.seen.out_of_view.append(f"debrief title at {round(top)}-{round(bottom)} px")


# -- the tests -------------------------------------------------------------------------------
GAME = having("WHOLE_GAME_TUTOR")[0]
PLAYERS, SEED = case(GAME, "WHOLE_GAME_TUTOR")
"""The shortest whole game the tutor offers (its test folder's ``WHOLE_GAME_TUTOR``: base Merlin
at two, about 65 decisions)."""
DOZEN = 12
LEFT = 4
"""The resumed game is saved this many of the learner's decisions before its end."""
TUTOR_ARGS = f'"{GAME}", num_players={PLAYERS}, seed={SEED}, opponents="random"'
FRESH = f"""from tabletop_lib.widgets import Tutor
Tutor({TUTOR_ARGS}, hint_simulations=20, keep=False)"""
NEAR_FINAL = f"""import os, tempfile
os.environ["TABLETOP_TUTOR_DIR"] = tempfile.mkdtemp()  # the learner's saves, for this test
from tabletop_lib.widgets import Tutor, tutor_save
from tabletop_lib.widgets.tutor_model import TutorModel

def learner_decisions(model, stop=None):
    made = 0
    while not model.state.is_terminal() and made != stop:
        if model.is_learners_turn():
            model.choose(model.options()[-1].action)
            made += 1
        else:
            model.proceed()
    return made

total = learner_decisions(TutorModel({TUTOR_ARGS}))
kept = TutorModel({TUTOR_ARGS})
learner_decisions(kept, total - {LEFT})
tutor_save.save(kept)  # yesterday's game, {LEFT} decisions before its end
Tutor({TUTOR_ARGS}, hint_simulations=20)"""
DEBRIEF_PARTS = ("The game is over", "You scored", "Scoring", "You met", "Among strong players")


def _open(lab_server: Any, page: Any, name: str, source: str) -> Learner:
    """A notebook of one cell ``source`` run in JupyterLab in ``page`` (the session's 1280 x
    800 ``laptop_page``) with the file browser open, the tutor scrolled to the top; a learner
    at it. The caller leaves the page."""
    lab.write_notebook(lab_server.root / name, source)
    lab.open_and_run_all(page, lab_server, name)
    lab.open_file_browser(page)
    page.wait_for_function(lab.ALL_CELLS_RAN, arg=[lab.ERROR_OUTPUT], timeout=300_000)
    root = f"{LAB_NOTEBOOK} .jp-OutputArea-output .tabletop-tutor"
    page.locator(f"{root} [data-stepper-revision]").wait_for(state="attached")
    learner = Learner(page, root, seed=SEED)
    learner.scroll()
    return learner


def _assert_read_as_a_learner(seen: Seen) -> None:
    """Every decision in view with no scroll (after the learner's one scroll to the tutor), the
    game's words only, each player's part of "Since your turn" under their name."""
    assert seen.scrolls == 0 and not seen.out_of_view, seen.out_of_view
    assert not seen.engine, seen.engine[:3]
    for lines in seen.since:
        if lines and lines[0] == "Since your last turn:":
            assert lines[1].endswith("'s move:") or lines[1] == "Your move:", lines


@pytest.mark.browser
def test_a_dozen_decisions_in_view_with_hints_in_words(
    lab_server: Any, laptop_page: Any, artifacts: Path
) -> None:
    page = laptop_page
    try:
        learner = _open(lab_server, page, "tutor_whole_a.ipynb", FRESH)
        seen = learner.play(decisions=DOZEN, hint_every=6, refused_every=6)
        page.screenshot(path=str(artifacts / "tutor_whole_dozen.png"))
    finally:
        lab.leave(page)
    assert seen.decisions == DOZEN
    _assert_read_as_a_learner(seen)
    assert len(seen.hints) == 2
    for hint in seen.hints:  # a move in words with its reason
        assert hint.startswith("Suggested:") and "Why:" in hint and not engine_words(hint)
    assert all(not engine_words(line) for line in seen.refused)
    assert any(lines for lines in seen.since), "no decision told what happened before it"


@pytest.mark.browser
def test_the_end_of_a_resumed_game_and_its_debrief(
    lab_server: Any, laptop_page: Any, artifacts: Path
) -> None:
    page = laptop_page
    try:
        learner = _open(lab_server, page, "tutor_whole_b.ipynb", NEAR_FINAL)
        resume = page.locator(f"{learner.root} button:visible", has_text="Resume your game")
        assert "rules met so far" in page.locator(learner.root).inner_text()
        before = learner.revision()
        resume.click()
        page.wait_for_function(REDRAWN, arg=[learner.root, before])
        learner.scroll()
        seen = learner.play()
        page.screenshot(path=str(artifacts / "tutor_whole_debrief.png"))
        met = page.locator(f"{learner.root} select:visible option").all_inner_texts()
    finally:
        lab.leave(page)
    _assert_read_as_a_learner(seen)
    assert 1 <= seen.decisions <= 3 * LEFT  # the learner's own picks may add a choice or two
    assert all(part in seen.debrief for part in DEBRIEF_PARTS), seen.debrief
    assert re.search(r"Your (best|costliest) turn", seen.debrief), seen.debrief
    # The rules met, listed to open in the rule book: as many as the debrief counts.
    counted = re.search(r"You met (\d+) rules", seen.debrief)
    assert counted and len(met) == int(counted.group(1))


# -- the whole game, on the page of its own (make soak) ------------------------------------------
PAGE_START_S = 120
STOP_AT = 25
"""The learner's decisions before the page is stopped and served again (the next day)."""


def _serve(saves: Path) -> tuple[Any, str]:
    """``tabletop tutor merlin`` on a free port with the learner's saves in ``saves``."""
    import os
    import subprocess
    import sys
    import urllib.error
    import urllib.request

    port = lab._free_port()
    repo = Path(__file__).resolve().parents[2]
    env = {**os.environ, "TABLETOP_TUTOR_DIR": str(saves), "PYTHONPATH": str(repo)}
    server = subprocess.Popen(
        [sys.executable, "-m", "tabletop_lib", "tutor", GAME, f"--port={port}", "--no-browser"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # the server, Voila and its kernel: one group to stop
    )
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + PAGE_START_S
    while time.monotonic() < deadline:
        assert server.poll() is None, f"the tutor page exited with {server.returncode}"
        try:
            with urllib.request.urlopen(url, timeout=2):
                return server, url
        except (urllib.error.URLError, OSError):
            time.sleep(0.3)
    lab._stop(server)
    raise RuntimeError(f"the tutor page did not answer in {PAGE_START_S} s")


def _where(learner: Learner) -> tuple[str, str, str]:
    """What the learner sees of the game: the card's title, the rules met, the status line."""
    page, root = learner.page, learner.root
    return (
        learner.title(),
        page.locator(f"{root} .tabletop-tutor-progress").inner_text(),
        page.locator(f"{root} [data-stepper-revision]").first.inner_text(),
    )


@pytest.mark.soak
@pytest.mark.browser
def test_a_whole_game_on_the_tutor_page_stopped_and_resumed_the_next_day(
    chromium_path: str, browser: Any, artifacts: Path, tmp_path: Path
) -> None:
    """``tabletop tutor merlin``, two players chosen in the picker, played to its end by a
    learner who stops the page after some decisions and comes back: "Resume your game" brings
    the same moment and rules met; every decision in view, the game's words only, the debrief
    with its parts at the end."""
    server, url = _serve(tmp_path)
    context = browser.new_context(viewport=lab.LAPTOP)
    page = context.new_page()
    page.set_default_timeout(lab.TIMEOUT_MS)
    root = ".tabletop-tutor"
    try:
        page.goto(url)
        page.locator(f"{root} [data-stepper-revision]").wait_for(state="attached", timeout=120_000)
        page.locator("select").nth(1).select_option(label=str(PLAYERS))
        learner = Learner(page, root, seed=SEED)
        before = learner.revision()
        page.get_by_role("button", name="Start a new game").click()
        page.wait_for_function(REDRAWN, arg=[root, before])
        learner.scroll()
        every = {"hint_every": 15, "refused_every": 15}
        learner.play(decisions=STOP_AT, **every)
        kept = _where(learner)
        lab._stop(server)
        server, url = _serve(tmp_path)
        page.goto(url)
        resume = page.get_by_role("button", name="Resume your game")
        resume.wait_for(timeout=120_000)
        before = learner.revision()
        resume.click()
        page.wait_for_function(REDRAWN, arg=[root, before])
        learner.scroll()
        assert _where(learner) == kept
        seen = learner.play(**every)
        page.screenshot(path=str(artifacts / "tutor_page_whole_game_debrief.png"))
    finally:
        context.close()
        lab._stop(server)
    _assert_read_as_a_learner(seen)
    assert seen.scrolls == 0, seen.out_of_view  # a page of its own: nothing ever out of view
    assert seen.decisions > 2 * STOP_AT
    assert all(part in seen.debrief for part in DEBRIEF_PARTS), seen.debrief

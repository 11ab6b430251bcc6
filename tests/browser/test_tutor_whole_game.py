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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop_lib.core.plain import engine_words

VIEWPORT_HEIGHT = 800
LAB_NOTEBOOK = ".jp-NotebookPanel:not(.lm-mod-hidden)"
"""JupyterLab's notebook on show (the shared server restores other tests' notebooks hidden)."""

# The boxes (top, bottom, left, right) of the tutor's parts a decision needs.
BOXES = """(root) => {
    const tutor = document.querySelector(root);
    const box = (e) => {
        if (!e) return null;
        const r = e.getBoundingClientRect();
        return [r.top, r.bottom, r.left, r.right];
    };
    const visible = [...tutor.querySelectorAll('button')].filter(
        b => b.offsetParent !== null && /^(Continue|Choose)$/.test(b.textContent.trim()));
    return {
        board: box(tutor.querySelector('.js-plotly-plot')),
        title: box(tutor.querySelector('.tabletop-tutor-moment > div')),
        button: box(visible[0]),
        options: box([...tutor.querySelectorAll('select')].find(s => s.offsetParent !== null
            && s.closest('.tabletop-tutor') === tutor && s.size > 1)),
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
        value: str = self.page.locator(f"{self.root} .tabletop-tutor-moment > div").first.inner_text()
        return value.strip()

    def is_over(self) -> bool:
        return self.page.locator(f"{self.root} .tabletop-tutor-moment[data-kind='over']").count() > 0

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
            if top < -1 or bottom > VIEWPORT_HEIGHT + 1 or left < -1 or right > 1281:
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
        return [line.strip() for line in lines]

    # -- acting --------------------------------------------------------------------------------
    def click(self, label: str) -> None:
        """Click ``label`` and wait until the tutor has redrawn."""
        before = self.revision()
        self.button(label).click()
        self.page.wait_for_function(REDRAWN, arg=[self.root, before])

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
        items = self.page.locator(f"{self.root} .tabletop-tutor-refused li")
        try:
            items.first.wait_for(state="visible", timeout=30_000)
            self.seen.refused.extend(items.all_inner_texts())
        except Exception:  # nothing refused: "Nothing to show here."
            pass
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
        if top < 0 or bottom > VIEWPORT_HEIGHT:
            self.seen.out_of_view.append(f"debrief title at {round(top)}-{round(bottom)} px")

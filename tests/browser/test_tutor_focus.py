"""The tutor where a learner meets it in JupyterLab, at 1280 x 800 with the file browser open:
in the notebook "Learn while playing", below other cells, after Run All has left another cell
the active one.

- The view stays where the learner put it: their first click into the tutor (which makes its
  cell JupyterLab's active cell), every later click, and the clicks after a kernel restart and
  *Resume your game* never scroll the notebook.
- Every option can be read whole: the list is as wide as the card and as tall as its options
  (a label wrapped onto two lines hides nothing), up to its longest height.
- A finished game kept from yesterday is offered again; its replay steps through the moves on
  the tutor's board, and goes back to the debrief.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import jupyterlab_driver as lab
import pytest
from registered import case, games, having
from test_tutor_whole_game import LAB_NOTEBOOK, PAINTED, REDRAWN, Learner

NOTEBOOK = "17_learn_while_playing.ipynb"
ROOT = f"{LAB_NOTEBOOK} .jp-OutputArea-output .tabletop-tutor"
SCROLLER = f"{LAB_NOTEBOOK} .jp-WindowedPanel-outer"
ACTIVE_CELL = f"""() => [...document.querySelectorAll('{LAB_NOTEBOOK} .jp-Cell')]
    .findIndex(c => c.classList.contains('jp-mod-active'))"""
# The options list against the card holding it: [list right, card right, the list's height,
# its height inside its border, its content's height, its largest height, the widest option's
# right].
OPTIONS_BOX = """(root) => {
    const tutor = document.querySelector(root);
    const list = [...tutor.querySelectorAll('select')].find(s => s.offsetParent !== null
        && s.closest('.tabletop-tutor') === tutor && s.size > 1);
    if (!list) return null;
    const card = list.closest('.tabletop-tutor-side').getBoundingClientRect();
    const box = list.getBoundingClientRect();
    const widest = Math.max(...[...list.options].map(o => o.getBoundingClientRect().right));
    return [box.right, card.right, box.height, list.clientHeight, list.scrollHeight,
            parseFloat(getComputedStyle(list).maxHeight), widest];
}"""

# The tutor's card parts that stick out of the card at the right (cut there): tag and classes.
CUT_AT_THE_RIGHT = """(root) => {
    const side = document.querySelector(root + ' .tabletop-tutor-side');
    const right = side.getBoundingClientRect().right;
    return [...side.querySelectorAll('select, .jupyter-widget-Collapse-header, .widget-html')]
        .filter(e => e.offsetParent !== null && e.getBoundingClientRect().right > right + 0.5)
        .map(e => `${e.tagName} ${e.className}`.trim());
}"""


class ListReader(Learner):
    """A learner who also reads every option of each decision's list."""

    def __init__(self, page: Any, root: str) -> None:
        super().__init__(page, root, seed=3)
        self.lists: list[list[float]] = []
        self.tops: list[int] = []
        self.cut: list[str] = []

    def check_view(self) -> None:
        super().check_view()
        self.tops.append(scroll_top(self.page))
        shown = self.page.evaluate(OPTIONS_BOX, self.root)
        if shown is not None:
            self.lists.append(shown)
        self.cut += self.page.evaluate(CUT_AT_THE_RIGHT, self.root)


def scroll_top(page: Any) -> int:
    return round(page.evaluate("(s) => document.querySelector(s).scrollTop", SCROLLER))


def _lesson_notebook(root: Path, name: str, saves: Path, game: str | None = None) -> None:
    """The notebook "Learn while playing" as ``name``, without outputs, its tutor keeping the
    learner's games in ``saves`` (a first cell says so) and showing ``game`` first (default:
    the notebook's own choice). Its first four cells only: the tutor with the words around it
    and a code cell after it, which Run All leaves the active cell (the studies further down
    would only make each Run All slower)."""
    notebook = json.loads((Path(__file__).parents[2] / "notebooks" / NOTEBOOK).read_text())
    notebook["cells"] = notebook["cells"][:4]
    assert notebook["cells"][-1]["cell_type"] == "code"
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"], cell["execution_count"] = [], None
            source = "".join(cell["source"])
            if game is not None and "Tutors(" in source:
                cell["source"] = re.sub(r"Tutors\((['\"])\w+\1", f"Tutors({game!r}", source)
    keep = f"import os\nos.environ['TABLETOP_TUTOR_DIR'] = {str(saves)!r}"
    first = {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None}
    notebook["cells"].insert(0, {**first, "source": keep})
    (root / name).write_text(json.dumps(notebook), encoding="utf-8")


def _run_in_lab(lab_server: Any, page: Any, name: str) -> Any:
    """The notebook ``name`` run all in JupyterLab in ``page`` (the session's 1280 x 800
    ``laptop_page``) with the file browser open; the caller leaves the page."""
    try:
        lab.open_and_run_all(page, lab_server, name)
        lab.open_file_browser(page)
        page.wait_for_function(lab.ALL_CELLS_RAN, arg=[lab.ERROR_OUTPUT], timeout=300_000)
    except BaseException:
        lab.leave(page)
        raise
    return page


def _assert_lists_read_whole(lists: list[list[float]]) -> None:
    assert lists, "no decision showed its options"
    for right, card_right, height, shown, content, highest, widest in lists:
        assert right <= card_right + 0.5 and widest <= right + 0.5  # nothing cut at the right
        if height < highest - 0.5:  # a list shorter than its longest shows all its options
            assert content <= shown + 1, (shown, content)


@pytest.mark.browser
def test_the_view_stays_put_through_clicks_a_restart_and_resume(
    lab_server: Any, laptop_page: Any, artifacts: Path
) -> None:

    _lesson_notebook(lab_server.root, "tutor_focus.ipynb", lab_server.root.parent / "focus_saves")
    page = _run_in_lab(lab_server, laptop_page, "tutor_focus.ipynb")
    try:
        page.locator(f"{ROOT} [data-stepper-revision]").wait_for(state="attached")
        learner = ListReader(page, ROOT)
        learner.scroll()  # the learner scrolls up to the tutor, once
        placed, active = scroll_top(page), page.evaluate(ACTIVE_CELL)
        assert placed > 0 and active == 4  # Run All left the last cell active
        learner.play(decisions=4)
        assert page.evaluate(ACTIVE_CELL) == 2  # the tutor's cell, made active by a click
        # The restart: Run All again; the learner scrolls back to the tutor and resumes.
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:restart-run-all'); }")
        page.locator(".jp-Dialog .jp-mod-accept").click()
        resume = page.locator(f"{ROOT} button:visible", has_text="Resume your game")
        resume.wait_for(timeout=300_000)
        learner.scroll()
        resumed_at = scroll_top(page)
        before = learner.revision()
        resume.click()
        page.wait_for_function(REDRAWN, arg=[ROOT, before])
        page.evaluate(PAINTED)
        assert scroll_top(page) == resumed_at
        learner.play(decisions=7)
        page.screenshot(path=str(artifacts / "tutor_focus_resumed.png"))
    finally:
        lab.leave(page)
    seen = learner.seen
    assert seen.scrolls == 0 and not seen.out_of_view, seen.out_of_view
    assert set(learner.tops[:4]) == {placed} and set(learner.tops[-3:]) == {resumed_at}
    _assert_lists_read_whole(learner.lists)
    assert not learner.cut, learner.cut


GAME = having("WHOLE_GAME_TUTOR")[0]
PLAYERS, SEED = case(GAME, "WHOLE_GAME_TUTOR")
FINISHED_YESTERDAY = f"""import os, tempfile
os.environ["TABLETOP_TUTOR_DIR"] = tempfile.mkdtemp()  # the learner's saves, for this test
from tabletop_lib.widgets import Tutor, tutor_save
from tabletop_lib.widgets.tutor_model import TutorModel

kept = TutorModel("{GAME}", num_players={PLAYERS}, seed={SEED}, opponents="random")
while not kept.state.is_terminal() or kept.pending is not None:  # to its closing words
    if kept.pending is None and kept.is_learners_turn():
        kept.choose(kept.options()[0].action)
    else:
        kept.proceed()
tutor_save.save(kept)  # yesterday's game, finished
Tutor("{GAME}", num_players={PLAYERS}, seed={SEED}, opponents="random")"""


@pytest.mark.browser
def test_yesterdays_finished_game_replays_move_by_move(
    lab_server: Any, laptop_page: Any, artifacts: Path
) -> None:
    lab.write_notebook(lab_server.root / "tutor_replay.ipynb", FINISHED_YESTERDAY)
    page = _run_in_lab(lab_server, laptop_page, "tutor_replay.ipynb")
    try:
        learner = Learner(page, ROOT)
        learner.button("See your last game again").wait_for()
        learner.scroll()
        learner.click("See your last game again")
        assert learner.is_over()
        assert page.locator(f"{ROOT} select:visible option").count() > 0  # the rules met
        cut = page.evaluate(CUT_AT_THE_RIGHT, ROOT)
        learner.click("Replay the game move by move")
        narration = page.locator(f"{ROOT} .tabletop-replay .widget-html:visible").last
        slider = page.locator(f"{ROOT} .tabletop-replay .widget-readout")
        assert slider.inner_text().strip() == "0"
        told = []
        for label in ("Forward", "Forward", "Back"):
            learner.click(label)
            told.append((slider.inner_text().strip(), narration.inner_text()))
        page.screenshot(path=str(artifacts / "tutor_replay.png"))
        assert [step for step, _ in told] == ["1", "2", "1"]
        assert told[0][1] == told[2][1] != told[1][1]  # each move told in its own words
        assert "What happened" in told[1][1]
        learner.click("Back to the debrief")
        assert learner.is_over() and learner.button("Replay the game move by move").count()
        cut += page.evaluate(CUT_AT_THE_RIGHT, ROOT)
    finally:
        lab.leave(page)
    assert not cut, cut
    assert all(re.search(r"[a-z]", text) for _, text in told)


@pytest.mark.soak
@pytest.mark.browser
@pytest.mark.parametrize("game", games())
def test_a_whole_game_in_learn_while_playing_without_a_scroll(
    game: str, lab_server: Any, laptop_page: Any, artifacts: Path
) -> None:
    """A learner plays a whole game in the notebook, at 1280 x 800 with the file browser open,
    reading a hint and "Not allowed now" every tenth decision: after their one scroll to the
    tutor, every decision is in view to its end, in the game's words, ending with the debrief."""

    name = f"tutor_whole_{game}.ipynb"
    _lesson_notebook(lab_server.root, name, lab_server.root.parent / f"saves_{game}", game)
    page = _run_in_lab(lab_server, laptop_page, name)
    try:
        page.locator(f"{ROOT} [data-stepper-revision]").wait_for(state="attached")
        learner = ListReader(page, ROOT)
        learner.scroll()
        seen = learner.play(hint_every=10, refused_every=10)
        page.screenshot(path=str(artifacts / f"tutor_whole_notebook_{game}.png"))
    finally:
        lab.leave(page)
    assert seen.decisions > 20 and seen.scrolls == 0 and not seen.out_of_view, seen.out_of_view
    assert not seen.engine and not learner.cut, (seen.engine[:3], learner.cut[:3])
    assert "You scored" in seen.debrief
    _assert_lists_read_whole(learner.lists)

"""The library's widgets show a one-line note in words, never a repr, where they cannot be live.

A notebook stores a widget output as the live widget and a plain-text alternative; the text is
what a reader sees when the widget cannot come back (an untrusted notebook's stored outputs, a
viewer without a kernel). It must say what the output was, in the reader's words, on one line.
"""

from __future__ import annotations

from typing import Any

import IPython.display
import pytest
from registered import games, table

import tabletop_lib
from tabletop_lib.core.plain import engine_words
from tabletop_lib.core.registry import game_info
from tabletop_lib.widgets import GameStepper, RuleBook, Tutor

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def _shown(thing: Any, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    seen: list[Any] = []
    monkeypatch.setattr(IPython.display, "display", lambda *a, **k: seen.append((a, k)))
    thing._ipython_display_()
    assert len(seen) == 1
    (data,), kwargs = seen[0]
    assert kwargs.get("raw") is True
    return dict(data)


MAKERS = {
    "stepper": lambda name: GameStepper(
        tabletop_lib.load_game(name, num_players=table(name)), seed=1
    ),
    "tutor": lambda name: Tutor(
        name, num_players=table(name), seed=1, opponents="random", keep=False
    ),
    "rule book": lambda name: RuleBook(name),
}


@pytest.mark.parametrize("name", games())
@pytest.mark.parametrize("kind", MAKERS)
def test_a_widget_is_shown_live_with_a_note_in_words(
    kind: str, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    thing = MAKERS[kind](name)
    title = game_info(name).title.split(":")[0]  # the title's first words
    data = _shown(thing, monkeypatch)
    assert data[WIDGET_VIEW]["model_id"] == thing.widget.model_id  # the live widget
    text = data["text/plain"]
    assert "\n" not in text and len(text) < 120
    assert title in text and "run this cell" in text
    assert "children=" not in text and "Box(" not in text
    assert not engine_words(text)

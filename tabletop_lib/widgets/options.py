"""Switch one rules option and see what it changes: toggle buttons bound to ``load_game``.

Some rules are engine options because no public source settles them (Paladins' Inquisition,
how long a King's Favour stays open ...). A tutorial shows such a rule with an
:class:`OptionSwitch`: one button per reading; choosing one loads the game with that value and
shows ``render(game)`` (a situation found by play, a table, a figure) below the buttons. The
rule itself lives in the engine; this widget only binds the buttons to it::

    switch = OptionSwitch("paladins", 3, "favour_duration", ["round", "game"], render)
    switch.buttons.value = "game"        # as a reader would click it
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w

from tabletop_lib.core.game import Game
from tabletop_lib.core.registry import load_game
from tabletop_lib.core.words import sentence, words

from .quiz import as_widget

__all__ = ["OptionSwitch"]


class OptionSwitch:
    """Buttons for the readings ``values`` of option ``option`` of ``game_name``.

    ``render(game)`` gets the game loaded with the chosen value (and ``fixed`` options) and
    returns what :func:`~tabletop_lib.widgets.quiz.as_widget` can show (HTML text, a figure, a
    widget, a stepper, a DataFrame, or a list of these). The first value is shown at first,
    unless ``value`` names another; each reading is rendered once and kept. The buttons read in
    words: ``title`` before them, ``labels`` (default: each value in words) on them; the
    option's name and value only in the tooltips.
    """

    def __init__(
        self,
        game_name: str,
        num_players: int,
        option: str,
        values: Sequence[Any],
        render: Callable[[Game[Any, Any]], Any],
        *,
        value: Any = None,
        fixed: dict[str, Any] | None = None,
        labels: Sequence[str] | None = None,
        title: str = "The rulebook does not say; play it as",
    ) -> None:
        if len(values) < 2:
            raise ValueError("an option switch needs at least two values")
        if labels is not None and len(labels) != len(values):
            raise ValueError("give one label per value")
        self.game_name = game_name
        self.num_players = num_players
        self.option = option
        self.render = render
        self.fixed = dict(fixed or {})
        names = list(labels) if labels is not None else [sentence(words(str(v))) for v in values]
        self.buttons = w.ToggleButtons(
            options=list(zip(names, values, strict=True)),
            value=values[0] if value is None else value,
            description=title,
            tooltips=[f"{option} = {v!r}" for v in values],
            style={"description_width": "initial", "button_width": "auto"},
        )
        self.content = w.VBox()
        self._shown: dict[int, tuple[w.Widget, ...]] = {}
        self.buttons.observe(lambda _: self.show(), names="value")
        self.widget = w.VBox([self.buttons, self.content])
        self.show()

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)  # type: ignore[no-untyped-call]

    @property
    def value(self) -> Any:
        return self.buttons.value

    def game(self) -> Game[Any, Any]:
        """The game loaded with the chosen reading."""
        options = {**self.fixed, self.option: self.value}
        return load_game(self.game_name, num_players=self.num_players, **options)

    def show(self) -> None:
        """Render the chosen reading (once; later choices of it show the kept widgets)."""
        key = self.buttons.index
        if key not in self._shown:
            shown = self.render(self.game())
            items = shown if isinstance(shown, list | tuple) else [shown]
            self._shown[key] = tuple(as_widget(item) for item in items)
        self.content.children = self._shown[key]

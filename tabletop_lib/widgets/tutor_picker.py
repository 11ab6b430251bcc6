"""The game picker over the tutor: choose a game, its players, seed and modules, then start.

:class:`Tutors` is what notebook 17 and the stand-alone page (``tabletop tutor``) show: one row
of controls above a :class:`~tabletop_lib.widgets.tutor.Tutor`, which a new game reuses when
the game is the same.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from tabletop_lib.core.faces import faces_of
from tabletop_lib.core.registry import game_info, list_games
from tabletop_lib.core.words import label, sentence

from .shown import show
from .tutor import Tutor


class Tutors:
    """A game picker over :class:`Tutor`: choose a game (and the switches its faces offer,
    ``tutor_choices``: Merlin's modules), start."""

    def __init__(self, game: str | None = None, *, seed: int = 1, **kwargs: Any) -> None:
        self.kwargs = kwargs
        # One row above the tutor (about 40 px), so the board below it fits a laptop's window.
        short = {"description_width": "initial"}
        self.picker = w.Dropdown(
            options=[(game_info(g).title, g) for g in list_games()],
            value=game or list_games()[0],
            description="Game",
            style=short,
            layout=w.Layout(width="310px"),
        )
        self.players = w.Dropdown(
            description="Players", style=short, layout=w.Layout(width="120px")
        )
        self.seed = w.IntText(
            value=seed, description="Seed", style=short, layout=w.Layout(width="110px")
        )
        self.modules = w.SelectMultiple(description="Modules", rows=4, style=short)
        self.start = w.Button(description="Start a new game", button_style="success")
        self.start.on_click(lambda _: self.open())
        self.picker.observe(lambda _: self._fit_controls(), names="value")
        self._fit_controls()
        self.tutor = self._make()
        controls = w.HBox(
            [self.picker, self.players, self.seed, self.modules, self.start],
            layout=w.Layout(flex_flow="row wrap"),
        )
        self.widget = w.VBox([controls, self.tutor.widget])

    def _fit_controls(self) -> None:
        counts = game_info(self.picker.value).player_counts
        self.players.options = list(counts)
        self.players.value = 3 if 3 in counts else counts[0]
        faces = faces_of(self.picker.value)
        kind = faces.tutor_choice_kind
        self.modules.options = [
            (sentence(label(self.picker.value, kind, c)) if kind else c, c)
            for c in faces.tutor_choices
        ]
        self.modules.layout.display = None if faces.tutor_choices else "none"

    def _options(self) -> dict[str, Any]:
        """The picked switches, as the game's list option (``tutor_list_option``)."""
        option = faces_of(self.picker.value).tutor_list_option
        return {option: list(self.modules.value)} if option else {}

    def _make(self) -> Tutor:
        options = self._options()
        return Tutor(
            self.picker.value,
            num_players=self.players.value,
            seed=self.seed.value,
            **self.kwargs,
            **options,
        )

    def open(self) -> Tutor:
        """Start a new learning game with the chosen game, players, seed and modules (in the
        tutor shown when the game is the same: its widgets are reused, which is fast)."""
        if self.tutor.model.game.name == self.picker.value:
            options = self._options()
            self.tutor.start(num_players=self.players.value, seed=self.seed.value, **options)
            return self.tutor
        self.tutor = self._make()
        self.widget.children = (self.widget.children[0], self.tutor.widget)
        return self.tutor

    def _ipython_display_(self) -> None:
        show(self.widget, "The tutor")

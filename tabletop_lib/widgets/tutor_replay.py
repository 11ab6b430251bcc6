"""Replaying a finished tutor game, move by move, on the tutor's own board.

When a learning game ends, the tutor's card shows the debrief and, beside it, *Replay the game
move by move*: the board then steps through the game from its first move (a slider and
back/forward buttons), narrating each move in the game's words as the stepper does, from the
learner's seat (what they could not see stays hidden). *Back to the debrief* shows the end of
the game again. The replay walks a second cursor over the match's recorded states
(:meth:`~tabletop_lib.core.match.Match.copy`): nothing is replayed by the engine and the
tutor's own match, the one kept in the learner's save, stays at its end.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from tabletop_lib.core.match import Match

from .stepper import HUMAN, GameStepper


class Replay:
    """The replay controls of a tutor (``board`` is the tutor's board, ``leave`` what the
    tutor does when the learner goes back to the end of the game)."""

    def __init__(self, board: GameStepper, leave: Callable[[], None]) -> None:
        self.board = board
        self._leave = leave
        self.match: Match | None = None
        """The cursor over the finished game while it is replayed (None: not replaying)."""

        def button(text: str, **kw: Any) -> w.Button:
            return w.Button(description=text, layout=w.Layout(width="auto"), **kw)

        self.start_button = button("Replay the game move by move", icon="play-circle")
        self.back_button = button("Back", icon="step-backward")
        self.forward_button = button("Forward", icon="step-forward")
        self.leave_button = button("Back to the debrief", icon="flag-checkered")
        self.slider = w.IntSlider(
            description="Move", min=0, max=0, continuous_update=False,
            layout=w.Layout(width="100%"),
        )  # fmt: skip
        self.start_button.on_click(lambda _: self.start())
        self.back_button.on_click(lambda _: self.go(self.step - 1))
        self.forward_button.on_click(lambda _: self.go(self.step + 1))
        self.leave_button.on_click(lambda _: self.leave())
        self.slider.observe(lambda change: self.go(int(change["new"])), names="value")
        row = w.Layout(flex_flow="row wrap")
        self.controls = w.VBox(
            [
                w.HBox([self.back_button, self.forward_button, self.leave_button], layout=row),
                self.slider,
                board.narration,  # what the move shown did, in the game's words
            ]
        )
        self.widget = w.VBox([self.start_button, self.controls])
        self.widget.add_class("tabletop-replay")
        self.show(False)

    @property
    def replaying(self) -> bool:
        return self.match is not None

    @property
    def step(self) -> int:
        return 0 if self.match is None else self.match.step

    def show(self, over: bool) -> None:
        """Offer the replay when the game is ``over``; hide it otherwise."""
        self.widget.layout.display = None if over else "none"
        self.start_button.layout.display = None if over and not self.replaying else "none"
        self.controls.layout.display = None if self.replaying else "none"

    def start(self) -> None:
        """Show the game's first move on the board, with the controls to step through it."""
        tutor_match = self.board.match
        self.match = tutor_match.copy()
        seats = [HUMAN] * tutor_match.game.num_players
        self.board.rebind(self.match, seats, refresh=False)
        self.board.jump(0)
        self.board.show_narration()  # a board without its stepper's controls narrates nothing
        self.slider.max = self.match.num_steps
        self.show(True)
        self._follow()

    def go(self, step: int) -> None:
        """Show the game after ``step`` moves (clamped to the game's length)."""
        if self.match is None:
            return
        step = max(0, min(step, self.match.num_steps))
        if step != self.match.step:
            self.board.jump(step)
            self.board.show_narration()
        self._follow()

    def _follow(self) -> None:
        """The slider and buttons at the step shown (setting the slider to where it is sends
        nothing, so this never jumps twice)."""
        assert self.match is not None
        step = self.match.step
        self.slider.value = step
        self.back_button.disabled = step == 0
        self.forward_button.disabled = step == self.match.num_steps

    def leave(self) -> None:
        """Stop replaying: the tutor shows the end of its game again."""
        self.match = None
        self.show(True)
        self._leave()

    def reset(self) -> None:
        """Forget a replay (another game is shown)."""
        self.match = None
        self.show(False)

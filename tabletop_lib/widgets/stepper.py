"""A game stepper for notebooks: the board, the legal actions, the narration, undo and redo.

``GameStepper(game, seed=...)`` shows one call's worth of controls bound to a
:class:`~tabletop_lib.core.Match`. The rules stay in the engine (legal actions, ``explain``);
the figure comes from a viz function (``tabletop_lib.viz.figure_for`` by default) and is
updated in place in a ``FigureWidget``, so a step does not redraw the notebook output.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w
import plotly.graph_objects as go

from tabletop_lib.core.agents import Agent, make_agent
from tabletop_lib.core.game import Game, State, explain
from tabletop_lib.core.match import Match
from tabletop_lib.core.rules import rule

Seat = str | Agent
"""A seat is ``"human"``, an agent kind (``"random"``, ``"greedy"``) or an agent object."""

HUMAN = "human"
MAX_AUTO_STEPS = 5000


def _figure_for(state: State[Any], viewer: int | None) -> go.Figure:
    from tabletop_lib.viz import figure_for

    return figure_for(state, viewer=viewer)


class GameStepper:
    """Step through a game by hand or with agents.

    ``seats`` gives each seat as ``"human"``, an agent kind or an agent (default: everyone
    human). ``viewer`` draws only what that seat may see (default: everything). After a person
    applies an action, agent seats move on their own until a person must decide
    (``auto_advance``).
    """

    def __init__(
        self,
        game: Game[Any, Any] | Match,
        seed: int | None = 0,
        *,
        seats: Sequence[Seat] | None = None,
        viewer: int | None = None,
        figure: Callable[[State[Any], int | None], go.Figure] = _figure_for,
        auto_advance: bool = True,
        narration_events: int = 12,
    ) -> None:
        self.match = game if isinstance(game, Match) else Match(game, seed)
        n = self.match.game.num_players
        seats = list(seats) if seats is not None else [HUMAN] * n
        if len(seats) != n:
            raise ValueError(f"{self.match.game.name} has {n} seats, got {len(seats)}")
        base = 0 if self.match.seed is None else self.match.seed
        self.agents: list[Agent | None] = [
            None if s == HUMAN else make_agent(s, base * 1000 + i) if isinstance(s, str) else s
            for i, s in enumerate(seats)
        ]
        self._fallback = make_agent("random", base * 1000 + 999)
        self.viewer = viewer
        self.auto_advance = auto_advance
        self.narration_events = narration_events
        self._figure = figure
        self._build()
        self.refresh()

    # -- layout --------------------------------------------------------------------------
    def _build(self) -> None:
        # Built from the first figure, not filled in afterwards: plotly's widget draws a figure
        # that was batch-updated before it was shown with parts missing (tables, markers).
        self.figure_widget = go.FigureWidget(self._figure(self.state, self.viewer))
        self._shown_step: int | None = self.match.step
        # On its first display plotly's widget lays tables out before the page has sized it
        # (cells wrap and clip); one more drawing once a view exists puts them right.
        self.figure_widget._view_count = 0
        self.figure_widget.observe(self._on_first_view, names="_view_count")
        self.status = w.HTML()
        self.actions = w.Select(rows=8, layout=w.Layout(width="340px"))
        self.why = w.HTML(layout=w.Layout(width="420px"))
        self.apply_button = w.Button(description="Apply", button_style="primary", icon="play")
        self.agent_step = w.Button(description="Agent: 1 action")
        self.agent_trick = w.Button(description="… to end of trick")
        self.agent_phase = w.Button(description="… to end of phase")
        self.agent_game = w.Button(description="… to end of game")
        self.undo_button = w.Button(description="Undo", icon="undo")
        self.redo_button = w.Button(description="Redo", icon="repeat")
        self.slider = w.IntSlider(description="Step", min=0, max=0, continuous_update=False)
        self.narration = w.HTML()
        self.message = w.HTML()
        self.apply_button.on_click(lambda _: self.apply_selected())
        self.agent_step.on_click(lambda _: self.play_agents(1))
        self.agent_trick.on_click(lambda _: self.play_until("trick"))
        self.agent_phase.on_click(lambda _: self.play_until("phase"))
        self.agent_game.on_click(lambda _: self.play_until("game"))
        self.undo_button.on_click(lambda _: self.undo())
        self.redo_button.on_click(lambda _: self.redo())
        self.actions.observe(lambda _: self._show_why(), names="value")
        self.slider.observe(self._on_slider, names="value")
        controls = w.VBox(
            [
                self.status,
                w.HBox([self.actions, self.why]),
                w.HBox([self.apply_button, self.undo_button, self.redo_button]),
                w.HBox([self.agent_step, self.agent_trick, self.agent_phase, self.agent_game]),
                self.slider,
                self.message,
            ]
        )
        self.widget = w.VBox([self.figure_widget, controls, self.narration])

    def _on_first_view(self, change: dict[str, Any]) -> None:
        if change["old"] == 0 and change["new"]:
            fw = self.figure_widget
            fw.layout.meta = {"views": change["new"]}  # any layout change redraws the figure

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)  # type: ignore[no-untyped-call]

    # -- the state shown -------------------------------------------------------------------
    @property
    def state(self) -> State[Any]:
        return self.match.state

    def refresh(self) -> None:
        """Bring every control and the figure up to the match's current step."""
        state = self.state
        if self._shown_step != self.match.step:
            self._update_figure(self._figure(state, self.viewer))
        self._shown_step = self.match.step
        terminal = state.is_terminal()
        player = state.current_player()
        who = "game over" if terminal else f"player {player} to act"
        seat = "" if terminal else (" (a person)" if self._is_human(player) else " (an agent)")
        self.status.value = (
            f"<b>{html.escape(state.game.name)}</b> step {self.match.step}: "
            f"{html.escape(state.phase())}, {who}{seat}"
        )
        legal = [] if terminal else state.legal_actions()
        self.actions.options = [(str(a), a) for a in legal]
        self.actions.value = legal[0] if legal else None
        for button in (self.apply_button, self.agent_step, self.agent_trick):
            button.disabled = terminal
        self.agent_phase.disabled = self.agent_game.disabled = terminal
        self.undo_button.disabled = not self.match.can_undo()
        self.redo_button.disabled = not self.match.can_redo()
        with self.slider.hold_trait_notifications():
            self.slider.max = self.match.num_steps
            self.slider.value = self.match.step
        self._show_why()
        self._show_narration()

    def _update_figure(self, figure: go.Figure) -> None:
        fw = self.figure_widget
        with fw.batch_update():
            if len(fw.data) == len(figure.data):
                for old, new in zip(fw.data, figure.data, strict=True):
                    old.update(new.to_plotly_json(), overwrite=True)
            else:
                fw.data = ()
                fw.add_traces(list(figure.data))
            fw.layout = figure.layout

    def _show_why(self) -> None:
        action = self.actions.value
        if action is None:
            self.why.value = ""
            return
        e = explain(self.state, action)
        self.why.value = (
            f"<b>{html.escape(e.action)}</b>: {html.escape(e.text)}<br>"
            f"<small>{html.escape(e.rule)}: {html.escape(e.citation)}</small>"
        )

    def _show_narration(self) -> None:
        state = self.state
        step = self.match.step
        events = [e for e in state.events() if e.step == step] if step else state.events()
        events = events[-self.narration_events :]
        items = []
        for e in events:
            try:
                citation = rule(e.rule).citation
            except KeyError:
                citation = ""
            items.append(
                f"<li>{html.escape(e.text)} <small title='{html.escape(citation)}'>"
                f"[{html.escape(e.rule)}]</small></li>"
            )
        self.narration.value = "<b>What happened</b><ul>" + "".join(items) + "</ul>"

    # -- moving --------------------------------------------------------------------------
    def _is_human(self, player: int) -> bool:
        return 0 <= player < len(self.agents) and self.agents[player] is None

    def apply_selected(self) -> None:
        """Apply the action chosen in the list (a person's move)."""
        action = self.actions.value
        if action is None:
            return
        self.apply(action)

    def apply(self, action: Any) -> None:
        """Apply an action (checked), then let agent seats move if ``auto_advance``."""
        try:
            self.match.apply(action)
        except ValueError as exc:
            self.message.value = f"<span style='color:#b00'>{html.escape(str(exc))}</span>"
            return
        self.message.value = ""
        if self.auto_advance:
            self._advance_agents()
        self.refresh()

    def _advance_agents(self) -> None:
        for _ in range(MAX_AUTO_STEPS):
            state = self.state
            if state.is_terminal() or self._is_human(state.current_player()):
                return
            self._agent_move()

    def _agent_move(self) -> None:
        state = self.state
        agent = self.agents[state.current_player()] or self._fallback
        self.match.apply(agent.choose(state))

    def play_agents(self, n: int = 1) -> None:
        """Let agents play ``n`` actions (a random agent stands in for a person's seat)."""
        for _ in range(n):
            if self.state.is_terminal():
                break
            self._agent_move()
        self.refresh()

    def play_until(self, goal: str) -> None:
        """Let agents play to the end of the ``"trick"``, ``"phase"``, ``"round"`` or ``"game"``."""
        if goal not in ("trick", "phase", "round", "game"):
            raise ValueError(f"goal must be trick, phase, round or game, not {goal!r}")
        start = self.state
        start_phase, start_progress = start.phase(), start.progress()
        if goal in ("trick", "round") and goal not in start_progress:
            goal = "phase"  # a game without that counter stops at the phase's end instead
        for _ in range(MAX_AUTO_STEPS):
            state = self.state
            if state.is_terminal():
                break
            if goal == "phase" and state.phase() != start_phase:
                break
            if goal in ("trick", "round") and state.progress()[goal] != start_progress[goal]:
                break
            self._agent_move()
        self.refresh()

    def undo(self) -> None:
        if self.match.can_undo():
            self.match.undo()
            self.refresh()

    def redo(self) -> None:
        if self.match.can_redo():
            self.match.redo()
            self.refresh()

    def jump(self, step: int) -> None:
        self.match.jump(step)
        self.refresh()

    def _on_slider(self, change: dict[str, Any]) -> None:
        step = int(change["new"])
        if step != self.match.step:
            self.jump(step)

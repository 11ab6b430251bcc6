"""A game stepper for notebooks: the board, the legal actions, the narration, undo and redo.

``GameStepper(game, seed=...)`` shows one call's worth of controls bound to a
:class:`~tabletop_lib.core.Match`. The rules stay in the engine (legal actions, ``explain``,
``describe_action``); how the game is drawn comes from its :class:`~tabletop_lib.viz.BoardView`:
a board figure (a ``FigureWidget`` updated in place) and HTML panels under it.

Built for a laptop: at about 960 px of output width the board and the controls sit side by
side and the panels wrap below. Built for speed in the browser: a step sends only the traces
and the panels that changed (static layers such as roads and names never travel again), so
plotly redraws a few traces instead of the whole figure. Clicking a point of the board (a town)
narrows the action list to the actions that point at it; a filter box narrows it by words.
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
from tabletop_lib.core.words import glossed, has_label
from tabletop_lib.core.words import label as printed

from .figure_update import figure_changes, figure_widget
from .players import final_scores, to_play
from .rule_note import rule_note
from .shown import show

Seat = str | Agent
"""A seat is ``"human"``, an agent kind (``"random"``, ``"greedy"``) or an agent object."""

HUMAN = "human"
MAX_AUTO_STEPS = 5000
CONTROLS_WIDTH = "360px"
INSIDE = "calc(100% - 4px)"
"""The width of a control in the controls column: a widget's margins (2 px each side) stay inside
the column, which would otherwise cut the right border of the filter box and the action list."""
ACTIONS_CLASS = "tabletop-actions"


def actions_css(scope: str) -> str:
    """The CSS of an action list (a ``Select`` with :data:`ACTIONS_CLASS`) inside ``scope``.

    A long label wraps onto more lines instead of being cut at the list's right edge (a
    browser's list box keeps each option on one line unless told otherwise), and the list
    keeps the height of about nine one-line labels (a list box sized by its rows grows with its
    tallest label). ipywidgets' ``Select`` writes every space of a label as a no-break space,
    so a label is one unbreakable run: only ``overflow-wrap: break-word`` wraps it, at any
    character, and a line can start with ", ..." (known; a list that keeps its spaces would
    need another widget than ``Select``)."""
    return (
        f"{scope} .{ACTIONS_CLASS} select {{ height: 200px; }}"
        f" {scope} .{ACTIONS_CLASS} select > option {{"
        " white-space: normal; overflow-wrap: break-word; line-height: 1.3;"
        " padding: 2px 4px; border-bottom: 1px solid #eee; }"
    )


ACTIONS_CSS = actions_css(".tabletop-stepper")


class GameStepper:
    """Step through a game by hand or with agents.

    ``seats`` gives each seat as ``"human"``, an agent kind or an agent (default: everyone
    human). ``viewer`` draws only what that seat may see (default: everything). After a person
    applies an action, agent seats move on their own until a person must decide
    (``auto_advance``). ``figure`` replaces the game's board figure (a function of the state and
    the viewer); ``view`` replaces its whole :class:`~tabletop_lib.viz.BoardView`.
    """

    message: w.HTML
    filter: w.Text
    _shown_step: int | None
    """The match step the figure shows (None: draw it at the next refresh)."""

    def __init__(
        self,
        game: Game[Any, Any] | Match,
        seed: int | None = 0,
        *,
        seats: Sequence[Seat] | None = None,
        viewer: int | None = None,
        figure: Callable[[State[Any], int | None], go.Figure] | None = None,
        view: Any = None,
        auto_advance: bool = True,
        narration_events: int = 12,
        board_width: int | None = None,
        board_height: int | None = None,
        controls: bool = True,
    ) -> None:
        from tabletop_lib.viz import BoardView, board_view_for

        self.controls = controls
        """Whether the action list, its explanation, the step slider and the narration are
        kept up to date. A caller that shows only the board, its panels and the status line
        (the tutor) turns them off: they would cost the kernel every legal action's words
        and the page a few messages at every step, for widgets nobody sees."""
        self.board_width = board_width
        self.board_height = board_height
        """Likewise a board drawn taller than this is scaled down to it, its width with it (a
        tall board beside its decision must fit a laptop's window)."""
        """A board drawn wider than this is scaled down to it, its height with it (the tutor
        keeps the board and its decision side by side in a laptop's output area)."""
        self.match = game if isinstance(game, Match) else Match(game, seed)
        n = self.match.game.num_players
        seats = list(seats) if seats is not None else [HUMAN] * n
        if len(seats) != n:
            raise ValueError(f"{self.match.game.name} has {n} seats, got {len(seats)}")
        self._seat(seats)
        self.viewer = viewer
        self.you = self._learner_seat()
        """The learner's seat, named "You": the viewer if a person sits there, else the only
        person's seat (None when several people or none play)."""
        self.auto_advance = auto_advance
        self.narration_events = narration_events
        chosen: BoardView = view or board_view_for(self.match.game.name)
        if figure is not None:
            chosen = BoardView(figure, chosen.panels, chosen.targets)
        self.view = chosen
        self.target: str | None = None
        """The board key (a town id) the action list is narrowed to, after a click."""
        self.revision = 0
        self._traces: list[dict[str, Any]] = []
        self._layout: dict[str, Any] = {}
        self._legal: list[Any] = []
        self._labels: list[str] = []
        self._build()
        self.refresh()

    def _seat(self, seats: Sequence[Seat]) -> None:
        """Seat a person or an agent (seeded from the match's seed) in each chair."""
        base = 0 if self.match.seed is None else self.match.seed
        self.agents: list[Agent | None] = [
            None if s == HUMAN else make_agent(s, base * 1000 + i) if isinstance(s, str) else s
            for i, s in enumerate(seats)
        ]
        self._fallback = make_agent("random", base * 1000 + 999)

    def rebind(
        self, match: Match, seats: Sequence[Seat] | None = None, *, refresh: bool = True
    ) -> None:
        """Show ``match``, another match of the same game, in these widgets: the board is
        updated in place as after a move, and no widget is made anew (in the browser a new
        stepper costs seconds, a rebound one about a click). ``seats`` as for a new stepper;
        ``refresh=False`` leaves the drawing to the caller's next :meth:`refresh`."""
        if match.game.name != self.match.game.name:
            raise ValueError(
                f"a {self.match.game.title} stepper cannot show a game of {match.game.title}"
            )
        n = match.game.num_players
        seats = list(seats) if seats is not None else [HUMAN] * n
        if len(seats) != n:
            raise ValueError(f"{match.game.name} has {n} seats, got {len(seats)}")
        self.match = match
        self._seat(seats)
        self.you = self._learner_seat()
        self.target = None
        self.message.value = ""
        with self.filter.hold_trait_notifications():
            self.filter.value = ""  # nothing narrowed in another match
        self._shown_step = None  # draw the new match's board, whatever its step
        if refresh:
            self.refresh()

    # -- layout --------------------------------------------------------------------------
    def _build(self) -> None:
        first = self.view.figure(self.state, self.viewer)
        shape = {"width": first.layout.width, "height": first.layout.height}
        fitted = {k: v for k, v in self._fitted(shape).items() if v != shape[k]}
        if fitted:  # only the size: re-setting the whole layout cost plotly ~1.7 s a board
            first.update_layout(fitted)
        # Built from the first figure, not filled in afterwards: plotly's widget draws a figure
        # that was batch-updated before it was shown with parts missing.
        self.figure_widget = figure_widget(first)
        self.figure_widget._config = {"displayModeBar": False, "scrollZoom": False}
        self._traces, self._layout = self._figure_data(self.state)
        self._bind_clicks()
        self._shown_step = self.match.step
        self._figure_sent = False

        def button() -> w.Layout:  # one each: a shared Layout would hide them all together
            return w.Layout(width="auto", margin="2px 4px 2px 0")

        self.status = w.HTML()
        self.filter = w.Text(
            placeholder="filter the actions by words…",
            continuous_update=True,
            layout=w.Layout(width=INSIDE),
        )
        self.target_note = w.HTML()
        self.show_all = w.Button(description="Show all actions", layout=button())
        self.show_all.layout.display = "none"
        self.actions = w.Select(rows=9, layout=w.Layout(width=INSIDE))
        self.actions.add_class(ACTIONS_CLASS)
        self.style = w.HTML(f"<style>{ACTIONS_CSS}</style>", layout=w.Layout(display="none"))
        self.why = w.HTML(layout=w.Layout(width=INSIDE))
        self.apply_button = w.Button(
            description="Apply", button_style="primary", icon="play", layout=button()
        )
        self.undo_button = w.Button(description="Undo", icon="undo", layout=button())
        self.redo_button = w.Button(description="Redo", icon="repeat", layout=button())
        self.agent_step = w.Button(description="Play one move", layout=button())
        self.milestone_buttons = {
            goal: w.Button(description=f"… to the end of the {goal}", layout=button())
            for goal in (*self.match.game.milestones, "phase", "game")
        }
        self.agent_phase = self.milestone_buttons["phase"]
        self.agent_game = self.milestone_buttons["game"]
        self.slider = w.IntSlider(
            description="Step", min=0, max=0, continuous_update=False, layout=w.Layout(width=INSIDE)
        )
        self.narration = w.HTML()
        self.message = w.HTML()
        self.apply_button.on_click(lambda _: self.apply_selected())
        self.agent_step.on_click(lambda _: self.play_agents(1))
        for goal, milestone in self.milestone_buttons.items():
            milestone.on_click(lambda _, goal=goal: self.play_until(goal))
        self.undo_button.on_click(lambda _: self.undo())
        self.redo_button.on_click(lambda _: self.redo())
        self.show_all.on_click(lambda _: self.choose_target(None))
        self.actions.observe(lambda _: self._show_why(), names="value")
        self.filter.observe(lambda _: self._show_actions(), names="value")
        self.slider.observe(self._on_slider, names="value")
        wrap = w.Layout(display="flex", flex_flow="row wrap")
        controls = w.VBox(
            [
                self.status,
                self.filter,
                w.HBox([self.target_note, self.show_all], layout=wrap),
                self.actions,
                w.HBox([self.apply_button, self.undo_button, self.redo_button], layout=wrap),
                self.why,
                w.HBox([self.agent_step, *self.milestone_buttons.values()], layout=wrap),
                self.slider,
                self.message,
                self.style,
            ],
            layout=w.Layout(width=CONTROLS_WIDTH, min_width="300px"),
        )
        self.panels: list[w.HTML] = []
        self.panel_box = w.Box(layout=w.Layout(display="flex", flex_flow="row wrap", width="100%"))
        top = w.Box(
            [self.figure_widget, controls],
            layout=w.Layout(display="flex", flex_flow="row wrap", align_items="flex-start"),
        )
        self.widget = w.VBox([top, self.panel_box, self.narration], layout=w.Layout(width="100%"))
        self.widget.add_class("tabletop-stepper")

    def _bind_clicks(self) -> None:
        """Clicking a point whose ``customdata`` is a board key (a town id) targets it. A trace
        that has keys but no points yet (an empty hand) is bound too: it may fill later."""
        for trace in self.figure_widget.data:
            custom = getattr(trace, "customdata", None)
            if custom is not None and (not len(custom) or isinstance(custom[0], str)):
                trace.on_click(self._on_click)

    def _ipython_display_(self) -> None:
        show(self.widget, f"{self.match.game.title}, step by step")

    # -- the state shown -------------------------------------------------------------------
    @property
    def state(self) -> State[Any]:
        return self.match.state

    def refresh(self) -> None:
        """Bring every control, the figure and the panels up to the match's current step.

        Order matters in the browser: the figure and panels change first and the status line
        last, so once the status shows the new step everything else has been sent."""
        state = self.state
        self._figure_sent = False
        if self._shown_step != self.match.step:
            self._update_figure(state)
        self._shown_step = self.match.step
        self._update_panels(self.view.panels(state, self.viewer))
        if self.controls:
            self._refresh_controls(state)
        self.revision += 1
        self.status.value = self._status_html()

    def _refresh_controls(self, state: State[Any]) -> None:
        """The action list, the buttons, the slider and the narration, at the current step."""
        terminal = state.is_terminal()
        self._legal = [] if terminal else state.legal_actions()
        self._labels = [state.describe_action(a) for a in self._legal]
        self._show_actions()
        for button in (self.apply_button, self.agent_step, *self.milestone_buttons.values()):
            button.disabled = terminal
        self.undo_button.disabled = not self.match.can_undo()
        self.redo_button.disabled = not self.match.can_redo()
        with self.slider.hold_trait_notifications():
            self.slider.max = self.match.num_steps
            self.slider.value = self.match.step
        self.show_narration()

    def _learner_seat(self) -> int | None:
        people = [p for p, agent in enumerate(self.agents) if agent is None]
        if self.viewer is not None and self.viewer in people:
            return self.viewer
        return people[0] if len(people) == 1 else None

    def _status_html(self) -> str:
        """The status line in the game's words: "Round 2, trick 3 · Red to play"."""
        state = self.state
        names = state.game.player_names
        if state.is_terminal():
            line = final_scores(names, state.scores(), self.you)
        else:
            player = state.current_player()
            agent = self.agents[player] if 0 <= player < len(self.agents) else None
            line = f"{state.status_words()} · {to_play(names, player, self.you, agent)}"
        return (
            f"<div data-stepper-step='{self.match.step}' data-stepper-revision='{self.revision}'"
            f" data-stepper-figure='{int(self._figure_sent)}'>"
            f"<b>{html.escape(state.game.title)}</b><br>{html.escape(line)}</div>"
        )

    def place_name(self, key: str) -> str:
        """A board key (a town or space id) by the name the game prints for it."""
        game = self.state.game.name
        return printed(game, "space", key) if has_label(game, "space", key) else str(key)

    def _figure_data(self, state: State[Any]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        """The board's traces and layout as plain dicts (scaled to ``board_width``)."""
        if self.view.data is not None:
            traces, layout = self.view.data(state, self.viewer)
        else:
            figure = self.view.figure(state, self.viewer)
            traces, layout = (
                [t.to_plotly_json() for t in figure.data],
                figure.layout.to_plotly_json(),
            )
        return traces, self._fitted(layout)

    def _fitted(self, layout: dict[str, Any]) -> dict[str, Any]:
        """``layout`` scaled down, keeping its proportions, to fit ``board_width`` and
        ``board_height`` (a board within both is drawn as it is)."""
        width, height = layout.get("width"), layout.get("height")
        scale = 1.0
        if self.board_width is not None and width and width > self.board_width:
            scale = self.board_width / width
        if self.board_height is not None and height and height * scale > self.board_height:
            scale = self.board_height / height
        if scale == 1.0:
            return layout
        fitted = dict(layout, width=round(width * scale)) if width else dict(layout)
        if height:
            fitted["height"] = round(height * scale)
        return fitted

    def _update_figure(self, state: State[Any]) -> None:
        """Send only what changed: the traces whose data differ, the layout keys that differ."""
        fw = self.figure_widget
        new_traces, new_layout = self._figure_data(state)
        if len(new_traces) != len(self._traces):
            with fw.batch_update():
                fw.data = ()
                fw.add_traces(new_traces)
                fw.layout = new_layout
            self._bind_clicks()
            self._figure_sent = True
        else:
            restyle, relayout, changed = figure_changes(
                self._traces, new_traces, self._layout, new_layout
            )
            if changed or relayout:
                # One plotly "update" message for every changed trace and the layout. It sets
                # the figure's dicts as they are: the view's dicts were validated once by the
                # tests, and plotly's per-property validation here cost most of a step.
                fw.plotly_update(
                    restyle_data=restyle, relayout_data=relayout, trace_indexes=changed
                )
                self._figure_sent = True
        self._traces, self._layout = new_traces, new_layout

    def _update_panels(self, panels: list[tuple[str, str]]) -> None:
        if len(panels) != len(self.panels):
            self.panels = [w.HTML() for _ in panels]
            self.panel_box.children = tuple(self.panels)
        for widget, (title, body) in zip(self.panels, panels, strict=True):
            value = (
                f"<div class='tabletop-panel' data-title='{html.escape(title, quote=True)}'>"
                f"<div style='font-weight:600;font-size:13px;margin:2px 0'>"
                f"{html.escape(title)}</div>{body}</div>"
            )
            if widget.value != value:
                widget.value = value

    def _show_actions(self) -> None:
        """Fill the action list: the legal actions, narrowed by the target and the filter."""
        words = self.filter.value.lower().split()
        state = self.state
        options = []
        for action, label in zip(self._legal, self._labels, strict=True):
            if self.target is not None and self.target not in self.view.targets(state, action):
                continue
            text = label.lower()
            if all(word in text for word in words):
                options.append((label, action))
        previous = self.actions.value
        self.actions.options = options
        values = [a for _, a in options]
        self.actions.value = previous if previous in values else (values[0] if values else None)
        if self.target is not None:
            self.target_note.value = (
                f"<small>{len(options)} of {len(self._legal)} actions point at "
                f"<b>{html.escape(self.place_name(self.target))}</b></small>"
            )
            self.show_all.layout.display = None
        else:
            shown = f"{len(options)} of {len(self._legal)}" if words else f"{len(options)}"
            self.target_note.value = f"<small>{shown} legal actions</small>"
            self.show_all.layout.display = "none"
        self._show_why()

    def choose_target(self, key: str | None) -> None:
        """Narrow the action list to the actions that point at board key ``key`` (None: all)."""
        self.target = key
        self._show_actions()

    def _on_click(self, trace: Any, points: Any, _selector: Any) -> None:
        if not points.point_inds:
            return
        key = trace.customdata[points.point_inds[0]]
        state = self.state
        if any(key in self.view.targets(state, a) for a in self._legal):
            self.message.value = ""
            self.choose_target(str(key))
        else:
            self.message.value = (
                f"<span style='color:#555'>No legal action points at "
                f"{html.escape(self.place_name(str(key)))} now.</span>"
            )

    def _show_why(self) -> None:
        action = self.actions.value
        if action is None:
            self.why.value = ""
            return
        e = explain(self.state, action)
        try:
            reason = rule(e.rule).text if e.legal else e.text
        except KeyError:
            reason = e.text
        self.why.value = (
            f"<div style='font-size:12px'><b>{html.escape(self.state.describe_action(action))}"
            f"</b><br>{html.escape(reason)} {rule_note(e.rule, 'color:#555', named_only=True)}"
            "</div>"
        )

    def show_narration(self) -> None:
        """The narration of the step shown (the moves that led to it), in the game's words."""
        state = self.state
        step = self.match.step
        events = [e for e in state.events() if e.step == step] if step else state.events()
        events = events[-self.narration_events :]
        game, seen = self.match.game.name, set[str]()  # each glossary term explained once
        items = [
            f"<li>{glossed(e.text, game, seen)} {rule_note(e.rule, 'color:#777')}</li>"
            for e in events
        ]
        self.narration.value = (
            "<b>What happened</b><ul style='margin-top:2px'>" + "".join(items) + "</ul>"
        )

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
        except ValueError:
            refused = explain(self.state, action)
            self.message.value = f"<span style='color:#b00'>{html.escape(refused.text)}</span>"
            return
        self.message.value = ""
        self.target = None
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
        self.target = None
        self.refresh()

    def play_until(self, goal: str) -> None:
        """Let agents play to the end of a milestone of the game (``game.milestones``, such as
        ``"trick"`` or ``"round"``), of the ``"phase"``, or of the ``"game"``."""
        allowed = (*self.match.game.milestones, "phase", "game")
        if goal not in allowed:
            raise ValueError(f"goal must be one of: {', '.join(allowed)}; not {goal!r}")
        start = self.state
        start_phase, start_progress = start.phase(), start.progress()
        for _ in range(MAX_AUTO_STEPS):
            state = self.state
            if state.is_terminal():
                break
            if goal == "phase" and state.phase() != start_phase:
                break
            if goal in start_progress and state.progress()[goal] != start_progress[goal]:
                break
            self._agent_move()
        self.target = None
        self.refresh()

    def undo(self) -> None:
        if self.match.can_undo():
            self.match.undo()
            self.target = None
            self.refresh()

    def redo(self) -> None:
        if self.match.can_redo():
            self.match.redo()
            self.target = None
            self.refresh()

    def jump(self, step: int) -> None:
        self.match.jump(step)
        self.target = None
        self.refresh()

    def _on_slider(self, change: dict[str, Any]) -> None:
        step = int(change["new"])
        if step != self.match.step:
            self.jump(step)

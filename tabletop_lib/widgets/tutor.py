"""Learn while playing: a first game against the computer that teaches each rule when it matters.

``Tutor("brian_boru", num_players=3, seat=0, seed=1, opponents="greedy")`` shows a learning
game (the model is :class:`~tabletop_lib.widgets.tutor_model.TutorModel`; it holds every rule
of the tutor and none of the games'). On the left the board, from the learner's seat (updated
in place, as :class:`~tabletop_lib.widgets.GameStepper` does); on the right the tutor's card:

- a moment to read (the goal at the start, a step that set a rule off for the first time, with
  its lesson and citation and the "what changed" figure under the board), with *Continue*;
- or the learner's decision: the lessons of a new kind of decision, the options in plain words
  (picking one previews it: the points it scores now, the rules it sets off, the figure of
  what it would change) and *Choose*; the options the rules refuse now, greyed out with the
  rule that forbids each.

Rules met earlier are only named, their lessons one click away (an accordion). Below: the
learner's progress through the rules of the game, each remaining one opening the rule book's
live example; *Undo*; the opponents' level. *Hint* sits beside *Choose*: the move a strong
player would make, in words with its reason (IS-MCTS with a small budget).
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from tabletop_lib.core.citations import reader_citation
from tabletop_lib.core.errors import DataError
from tabletop_lib.core.game import Game
from tabletop_lib.core.rules import lesson, rule, rule_name
from tabletop_lib.core.words import glossed

from . import tutor_save
from .shown import show
from .stepper import ACTIONS_CLASS, HUMAN, GameStepper, actions_css
from .tutor_change import ChangeFigure, Diff
from .tutor_css import NO_ANCHOR, OPTION_ROWS, SIDE_CLASS, SIDE_CSS, rows_css
from .tutor_debrief import debrief_html
from .tutor_hint import Advice, advice_of, hint_html
from .tutor_html import (
    moment_html,
    preview_html,
    refused_html,
)
from .tutor_model import OPPONENT_LEVELS, Hint, TutorModel
from .tutor_replay import Replay

LEVEL_NAMES = {"random": "Beginners", "greedy": "Hasty players", "ismcts": "Strong players"}
"""The levels as the status line words them too (``core.words.LEVELS``)."""
BOARD_WIDTH = 520
"""A wider board is scaled down to this, so that with the card beside it (300 px at least) it
fits an 848 px output area: JupyterLab at 1280x800 with the file browser open."""
BOARD_HEIGHT = 600
"""A taller board is scaled down to this, so that it fits the window with the decision beside
it: 800 px less JupyterLab's bars (about 95 px above the notebook, 25 below) and a margin
(Paladins' board is drawn 916 px tall)."""
CARD_WIDTH = "420px"
"""The card beside the board takes what the board leaves, 300 px at least, up to this."""
NAMED_SHOWN = 8


class Tutor:
    """A learning game in a notebook (see the module docstring). ``game`` is a game's name or
    a Game; ``options`` are the game's (``modules=["arthur"]`` for Merlin)."""

    board: GameStepper
    change: ChangeFigure
    level: w.Dropdown
    advice: Advice | None

    def __init__(
        self,
        game: Game[Any, Any] | str,
        *,
        num_players: int | None = None,
        seat: int = 0,
        seed: int = 0,
        opponents: str = "greedy",
        hint_simulations: int = 100,
        keep: bool = True,
        resume: bool = False,
        board_size: tuple[int, int] = (BOARD_WIDTH, BOARD_HEIGHT),
        **options: Any,
    ) -> None:
        self.board_size = board_size
        """The board's largest width and height in px (a page of its own has more room)."""
        self.keep = keep
        """Whether the game is saved as it is played (``tutor_save``), to be resumed later."""
        self.widget = w.VBox(layout=w.Layout(width="100%"))
        self.widget.add_class("tabletop-tutor")
        self.resume_bar = w.HBox(layout=w.Layout(flex_flow="row wrap", align_items="center"))
        model = TutorModel(
            game,
            num_players=num_players,
            seat=seat,
            seed=seed,
            opponents=opponents,
            hint_simulations=hint_simulations,
            **options,
        )
        self._offer_resume(model.game.name, resume)
        if resume and self._saved is not None:
            model = self._saved
        self._attach(model)

    def _attach(self, model: TutorModel) -> None:
        """Show ``model``'s game: the board, card and controls bound to it. Another game of
        the game already shown reuses every widget (its board is updated in place, as after
        a move); only a first game, or another game's, builds them."""
        previous = getattr(self, "model", None)
        self.model = model
        seats = self._seats(model)
        self._remaining: tuple[str, ...] | None = None
        self._named: tuple[str, ...] | None = None
        self._options: list[Any] = []
        self._quiet = False
        if previous is not None and previous.game.name == model.game.name:
            self.replay.reset()
            self.board.viewer = model.seat
            self.board.rebind(model.match, seats, refresh=False)  # drawn by refresh() below
            self.change.show(None, None)
            self.advice = None
            self.level.value = model.opponents
            self.refresh()
            return
        self.board = GameStepper(
            model.match,
            seats=seats,
            viewer=model.seat,
            auto_advance=False,
            board_width=self.board_size[0],
            board_height=self.board_size[1],
            controls=False,  # the tutor shows the board, its panels and status line only
        )
        self.change = ChangeFigure(self._change_figure(model.state, model.state))
        self.book: Any = None
        self._build()
        self.refresh()

    @staticmethod
    def _seats(model: TutorModel) -> list[Any]:
        """The board's seats: the learner, and the model's agents (the model moves them; the
        board's status line says their level: "Green (a hasty player) to play")."""
        return [HUMAN if i == model.seat else agent for i, agent in enumerate(model.agents)]

    def _set_level(self, level: str) -> None:
        """The opponents' level changed: the model's agents, and the status line's words."""
        self.model.set_opponents(level)
        self.board.agents = list(self.model.agents)  # the learner's seat: None, as HUMAN's
        self.board.refresh()

    def start(self, *, num_players: int | None = None, seed: int = 0, **options: Any) -> None:
        """Start a new learning game of the game shown (the same seat, opponents and hint
        budget; ``options`` the game's, e.g. Merlin's ``modules``), in the widgets shown."""
        old = self.model
        self.resume_bar.children = ()
        self._attach(
            TutorModel(
                old.game.name,
                num_players=num_players or old.game.num_players,
                seat=old.seat,
                seed=seed,
                opponents=old.opponents,
                hint_simulations=old.hint_simulations,
                **options,
            )
        )

    # -- keeping the game ------------------------------------------------------------------------
    def _offer_resume(self, game: str, resume: bool) -> None:
        """Look for the learner's saved game of ``game``: offer it (a button) or take it."""
        self._saved: TutorModel | None = None
        path = tutor_save.save_path(game)
        if not self.keep or not path.exists():
            return
        try:
            saved = tutor_save.load(path)
        except DataError:
            self.resume_bar.children = (
                w.HTML("<small>A saved game could not be read; a new game starts.</small>"),
            )
            return
        if not saved.learner_steps and not resume:
            return  # nothing the learner would miss: not one choice made
        self._saved = saved
        if resume:
            return
        finished = saved.state.is_terminal()
        button = w.Button(
            description="See your last game again" if finished else "Resume your game",
            icon="history", button_style="info", layout=w.Layout(width="auto"),
        )  # fmt: skip
        button.on_click(lambda _: self.resume())
        title, rules = html.escape(saved.game.title), len(saved.progress().met)
        words = (
            f"Your last game of {title} is finished: its debrief, and a replay move by move."
            if finished
            else f"Your last game of {title} is kept: {rules} rules met so far."
        )
        self.resume_bar.children = (button, w.HTML(f"<small>&nbsp;{words}</small>"))

    def resume(self) -> None:
        """Go back to the learner's saved game (the *Resume your game* button; a finished
        game shows its debrief and the replay)."""
        if self._saved is not None:
            self.resume_bar.children = ()
            self._attach(self._saved)
            self._saved = None

    def _keep(self) -> None:
        """Save the game as it is played, once the learner has made a choice: a new game
        shown beside the "Resume your game" offer must not replace the kept one before the
        learner plays it (a reload would lose yesterday's game)."""
        if self.keep and self.model.learner_steps:
            tutor_save.save(self.model)

    # -- layout ------------------------------------------------------------------------------
    def _build(self) -> None:
        def button(text: str, **kw: Any) -> w.Button:
            return w.Button(description=text, layout=w.Layout(width="auto"), **kw)

        self.card = w.HTML()
        self.named = w.Accordion(layout=w.Layout(width="100%"))
        self._named_pool = [w.HTML() for _ in range(NAMED_SHOWN)]
        self.continue_button = button("Continue", button_style="primary", icon="forward")
        self.options = w.Select(rows=OPTION_ROWS, layout=w.Layout(width="100%"))
        self.options.add_class(ACTIONS_CLASS)  # long labels wrap at spaces, as the stepper's
        css = " ".join(
            (actions_css(".tabletop-tutor"), rows_css(".tabletop-tutor"), SIDE_CSS, NO_ANCHOR)
        )
        style = w.HTML(f"<style>{css}</style>")
        style.layout.display = "none"
        self.preview = w.HTML()
        self.choose_button = button("Choose", button_style="primary", icon="check")
        self.refused = w.HTML()
        self.refused_box = w.Accordion(children=[self.refused], titles=("Not allowed now",))
        self.refused_box.selected_index = None
        self.refused_box.observe(lambda _: self._show_refused(), names="selected_index")
        self.draw_changes = w.Checkbox(
            value=True, description="Draw what changes", indent=False, layout=w.Layout(width="auto")
        )
        self.undo_button = button("Undo my last choice", icon="undo")
        self.hint_button = button(
            "Hint", icon="lightbulb-o", tooltip="What would a strong player do?"
        )
        self.hint = w.HTML()
        self.advice = None
        self.level = w.Dropdown(
            options=[(LEVEL_NAMES.get(v, v), v) for v in OPPONENT_LEVELS],
            value=self.model.opponents,
            description="Opponents",
        )
        self.progress_bar = w.IntProgress(min=0, max=1, layout=w.Layout(width="200px"))
        self.progress_text = w.HTML()
        self.remaining = w.Select(rows=8, layout=w.Layout(width="100%"))
        self.open_example = button("Open its live example in the rule book", icon="book")
        self.book_box = w.VBox()
        self.met = w.Select(rows=6, layout=w.Layout(width="100%"))
        self.open_met = button("Read it in the rule book (under the board)", icon="book")
        self.open_met.on_click(lambda _: self._open_met())
        self.met_box = w.VBox([self.met, self.open_met])
        self.met_box.layout.display = "none"
        self.replay = Replay(self.board, self._end_replay)
        self.continue_button.on_click(lambda _: self.proceed())
        self.choose_button.on_click(lambda _: self.choose_selected())
        self.undo_button.on_click(lambda _: self.undo())
        self.hint_button.on_click(lambda _: self.ask_hint())
        self.open_example.on_click(lambda _: self.open_rule(self.remaining.value))
        self.options.observe(lambda _: self._show_preview(), names="value")
        self.level.observe(lambda change: self._set_level(change["new"]), names="value")
        self.decide_row = w.HBox(
            [self.choose_button, self.hint_button], layout=w.Layout(flex_flow="row wrap")
        )
        # The decision first: Continue, or the options and Choose, always at the top beside the
        # board, so that reading the card below never moves them out of view.
        side = w.VBox(
            [
                self.board.status,
                self.continue_button,
                self.options,
                self.decide_row,
                self.hint,
                self.refused_box,  # with the decision, in view however long the card is
                self.replay.widget,
                self.card,
                self.met_box,
                self.preview,
                self.named,
                w.HBox(
                    [self.undo_button, self.draw_changes], layout=w.Layout(flex_flow="row wrap")
                ),
                style,
            ],
            layout=w.Layout(flex="1 1 300px", min_width="300px", max_width=CARD_WIDTH),
        )
        side.add_class(SIDE_CLASS)
        top = w.Box(
            [self.board.figure_widget, side],
            layout=w.Layout(display="flex", flex_flow="row wrap", align_items="flex-start"),
        )
        progress = w.VBox(
            [
                w.HBox([self.progress_bar, self.progress_text]),
                w.HTML("<small>Rules not met yet (▶: with a live example):</small>"),
                self.remaining,
                self.open_example,
                self.book_box,
            ]
        )
        extras = w.Accordion(
            children=[progress, self.level],
            titles=("Your progress through the rules", "The opponents' level"),
        )
        extras.selected_index = None
        self.extras = extras
        self.widget.children = (
            self.resume_bar,
            top,
            self.change.widget,
            self.board.panel_box,
            extras,
        )

    def _ipython_display_(self) -> None:
        show(self.widget, f"The {self.model.game.title} tutor")

    # -- showing -------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Bring the card, the options, the progress and the board up to the model."""
        model = self.model
        if self.replay.replaying:  # a click of the tutor's own ends a replay
            self.replay.reset()
            self.board.rebind(model.match, self._seats(model), refresh=False)
        state = model.state
        moment = model.pending or model.decision
        deciding = model.is_learners_turn()
        if moment is not None:
            self.card.value = moment_html(moment, model.game.name)
            self._show_named(moment.named)
        elif state.is_terminal():
            self.card.value = self._game_over_html()
            self._show_named(())
        self._show_met(moment is None and state.is_terminal())
        self.replay.show(moment is None and state.is_terminal())
        self.continue_button.layout.display = None if model.pending is not None else "none"
        for control in (self.options, self.choose_button, self.hint_button, self.refused_box):
            control.layout.display = None if deciding else "none"
        if deciding:
            options = model.options()
            self._options = options
            self._quiet = True  # the default selection previews in words, draws nothing
            self._fit_rows(len(options))
            self.options.options = [(o.label, i) for i, o in enumerate(options)]
            self.options.value = 0 if options else None
            self._quiet = False
            self._show_refused()
            self._show_preview(draw=False)
        else:
            self._options = []
            self.preview.value = ""
            pending = model.pending
            if (
                pending is not None
                and pending.before is not None
                and pending.after is not None
                and self.draw_changes.value
            ):
                self._show_change(pending.before, pending.after, (pending.step, -1))
            else:
                self.change.show(None, None)
        self.undo_button.disabled = not model.learner_steps
        self.hint.value = ""
        self._show_progress()
        self._keep()
        # Last: the board's status line carries the revision the browser waits for.
        self.board.refresh()

    def _fit_rows(self, count: int) -> None:
        """The options list as tall as ``count`` options, up to :data:`OPTION_ROWS` rows.

        The list is a list box of two rows at least, even for one option: with one row the
        browser draws a drop-down instead, whose one line no label wraps in, and which grows as
        wide as its label (a long one stuck out of the card, cut at its right edge). Its class
        (``tabletop-rows-1``) still makes it one option tall."""
        rows = max(1, min(OPTION_ROWS, count))
        wanted = [f"tabletop-rows-{rows}"] if rows < OPTION_ROWS else []
        classes = [c for c in self.options._dom_classes if c.startswith("tabletop-rows-")]
        if classes == wanted and self.options.rows == max(2, rows):
            return
        for cls in classes:
            self.options.remove_class(cls)
        for cls in wanted:
            self.options.add_class(cls)
        self.options.rows = max(2, rows)

    def _show_refused(self) -> None:
        """The refused options, computed only while their fold is open (they cost a verdict
        per sampled action)."""
        if self.refused_box.selected_index is None or not self.model.is_learners_turn():
            self.refused.value = ""
            return
        refused = self.model.refused()
        self.refused.value = (
            refused_html(refused)
            if refused
            else "<small class='tabletop-tutor-none'>Nothing to show here.</small>"
        )

    def _show_named(self, named: tuple[str, ...]) -> None:
        shown = named[:NAMED_SHOWN]
        if shown == self._named:
            return
        self._named = shown
        if not shown:
            self.named.children = ()
            self.named.layout.display = "none"
            return
        self.named.layout.display = None
        for widget, r in zip(self._named_pool, shown, strict=False):  # reused: no new widgets
            source = html.escape(reader_citation(rule(r).citation))
            widget.value = (
                f"<div style='font-size:12px'>{glossed(lesson(r), self.model.game.name)}<br>"
                f"<small style='color:#666'>{source}</small></div>"
            )
        self.named.children = tuple(self._named_pool[: len(shown)])
        self.named.titles = tuple(f"Rule met before: {rule_name(r)}" for r in shown)
        self.named.selected_index = None

    def _show_preview(self, draw: bool = True) -> None:
        """The selected option's preview in words; with ``draw`` (the learner picked it, and
        *Draw what changes* is on), its figure too. Drawing only on request keeps a click
        cheap in the browser: the figure of a whole board is most of a redraw."""
        index = self.options.value
        if index is None or not self._options:
            self.preview.value = ""
            return
        preview = self.model.preview(self._options[index].action)
        draw = draw and not self._quiet and self.draw_changes.value
        self.preview.value = preview_html(preview, draw)
        if draw:
            self._show_change(preview.before, preview.after, (self.model.match.step, index))
        else:
            self.change.show(None, None)

    def _change_figure(self, before: Any, after: Any) -> Diff | None:
        from tabletop_lib.viz import diff_data_for

        try:  # plain dicts: building a plotly figure only to read them back cost ~20 ms
            return diff_data_for(before, after, viewer=self.model.seat)
        except LookupError:  # a game without a diff figure
            return None

    def _show_change(self, before: Any, after: Any, key: tuple[int, int]) -> None:
        self.change.show(self._change_figure(before, after), key)

    def _show_progress(self) -> None:
        progress = self.model.progress()
        self.progress_bar.max = max(progress.total, 1)
        self.progress_bar.value = len(progress.met)
        self.progress_text.value = (
            f"<span class='tabletop-tutor-progress'>Rules met: {len(progress.met)} of "
            f"{progress.total}</span>"
        )
        if progress.remaining != self._remaining:  # only when a rule was met: a long list
            self._remaining = progress.remaining
            examples = self._examples()
            self.remaining.options = [
                (("▶ " if r in examples else "· ") + rule_name(r), r) for r in progress.remaining
            ]

    def _show_met(self, over: bool) -> None:
        """At the end of the game, the rules the learner met, each one click from the book."""
        self.met_box.layout.display = None if over else "none"
        if over:
            met = self.model.progress().met
            self.met.options = [(rule_name(r), r) for r in met]
            self.met.value = met[0] if met else None

    def _open_met(self) -> None:
        """Open the rule picked in the debrief's list in the rule book, unfolded."""
        self.extras.selected_index = 0
        self.open_rule(self.met.value)

    def _examples(self) -> set[str]:
        if not hasattr(self, "_example_ids"):
            from tabletop_lib.core.examples import load_index

            self._example_ids = set(load_index(self.model.game.name).examples)
        return self._example_ids

    def _end_replay(self) -> None:
        """The learner left the replay: the board shows the tutor's game at its end again."""
        self.board.rebind(self.model.match, self._seats(self.model), refresh=False)
        self.refresh()

    def _game_over_html(self) -> str:
        return debrief_html(self.model)

    # -- acting --------------------------------------------------------------------------------
    def proceed(self) -> None:
        """*Continue*: dismiss the moment and play on until the next one or your turn."""
        self.model.proceed()
        self.refresh()

    def choose(self, index: int) -> None:
        """Choose option ``index`` of the list (a learner's click on *Choose*)."""
        self.options.value = index
        self.choose_selected()

    def choose_selected(self) -> None:
        index = self.options.value
        if index is None or not self._options:
            return
        self.model.choose(self._options[index].action)
        self.refresh()

    def undo(self) -> None:
        if self.model.undo():
            self.refresh()

    def ask_hint(self) -> Hint | None:
        """*Hint*: the move a strong player would make, in words with its reason; the search's
        figures folded below. Nothing is played."""
        hint = self.model.hint()
        self.advice = self._advice(hint)
        self.hint.value = hint_html(self.advice, hint)
        return hint

    def _advice(self, hint: Hint | None) -> Advice | None:
        if hint is None:
            return None
        legal = set(map(str, self.model.state.legal_actions()))
        return advice_of(hint, lambda a: self.model.preview(a) if str(a) in legal else None)

    def open_rule(self, rule_id: str | None) -> None:
        """Open the rule book on ``rule_id`` (its live example) under the progress list."""
        if rule_id is None:
            return
        from .rulebook import RuleBook

        if self.book is None:
            self.book = RuleBook(self.model.game.name)
            self.book_box.children = (self.book.widget,)
        self.book.select(rule_id)

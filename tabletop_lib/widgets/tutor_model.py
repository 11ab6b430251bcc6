"""The tutor's model: a learning game that teaches each rule the moment it first matters.

Pure Python (no ipywidgets, no plotly): the :class:`~tabletop_lib.widgets.Tutor` widget binds
controls to it, and the tests drive it directly. The learner takes one seat; agents take the
others. Nothing here knows any game's rules: every explanation is the rule catalog's lesson
(:func:`tabletop_lib.core.rules.lesson`) of a rule id the engine names, either in the events
of a step (a rule *fires*) or in the verdict of a legal action (a rule *allows* a choice).

- **Start**: the goal and how the game ends (the game's end and winner rules, found by their
  ids: see :func:`goal_rules`), the scoring categories the engine counts, and the rules that
  set up the table (the setup step's events). Then play begins at once.
- **A decision kind** is the pending phase plus the verb of a legal action (the first word of
  its compact text): ``("card selection", "pick")``. The rules that govern it are those
  ``check_action`` cites for its legal actions. When the learner is to move, every governing
  rule not yet taught is taught before they choose.
- **A rule fires** when an event of a step carries its id (any player's action, an upkeep
  step, a scoring). The first time, the tutor pauses there (:attr:`TutorModel.pending`) with
  what happened and the rule's lesson; later the rule is only named.
- A rule is taught once: :attr:`TutorModel.taught` maps it to the step it was taught at.
"""

from __future__ import annotations

import importlib
import itertools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, NamedTuple

from tabletop_lib.core.agents import Agent, make_agent
from tabletop_lib.core.citations import reader_citation
from tabletop_lib.core.examples import game_rules, step_events
from tabletop_lib.core.game import Game, State
from tabletop_lib.core.match import Match
from tabletop_lib.core.registry import game_package, load_game
from tabletop_lib.core.rules import Rule, has_lesson, lesson, rule
from tabletop_lib.core.words import and_list, intro, label, phase_words

from .players import as_you
from .tutor_preview import Option, Preview, option_of, preview_of
from .tutor_preview import unique as _unique

if TYPE_CHECKING:
    from tabletop_lib.agents.ismcts import Thinking

OPPONENT_LEVELS = ("random", "greedy", "ismcts")
"""The opponents' levels a learner can choose, weakest first."""
OPPONENT_SPECS = {"ismcts": "ismcts:simulations=100"}
OPPONENT_WORDS = {
    "random": "each a beginner who plays any legal move",
    "greedy": "each a hasty player who takes the best points in sight",
    "ismcts": "each a strong player who thinks ahead",
}
"""The opponents' levels as a learner reads them."""
"""The agent spec of a level whose default budget is too slow for a learning game."""
GOAL_SECTIONS = ("round", "end", "final", "score", "scoring")
GOAL_NAMES = ("count", "end", "winner", "final-scoring")
"""Tie-breaks are not among them: good tutorials keep rare cases for last, so a tie-break is
taught when it first decides something (its rule fires), like any other rule."""
HINT_SIMULATIONS = 100
PREVIEW_SEED_OFFSET = 500
"""Keeps the previews' seeds apart from the hints' (``seed * 1000 + step``)."""
HINT_TOP = 3
REFUSED_SAMPLE = 6
REFUSED_TRIED = 60
"""How many actions of the universe (spread over it) the refused sample is drawn from."""
MAX_AUTO_STEPS = 5000
FIRST_TIME = ": a rule at work for the first time"
FIRST_TIME_MANY = ": rules at work for the first time"
"""The end of the title of a step that fired rules not taught yet."""


class DecisionKind(NamedTuple):
    """A kind of decision: the engine's phase and the verb of a legal action."""

    phase: str
    verb: str

    def __str__(self) -> str:
        return f"{self.phase}: {self.verb}"


def decision_kinds(state: State[Any], actions: Iterable[Any] | None = None) -> list[DecisionKind]:
    """The kinds of decision the player to move faces, in the order of the legal actions."""
    phase = state.phase()
    kinds: dict[DecisionKind, None] = {}
    for action in state.legal_actions() if actions is None else actions:
        kinds[DecisionKind(phase, str(action).split(" ", 1)[0])] = None
    return list(kinds)


@dataclass(frozen=True)
class Lesson:
    """A rule as the tutor teaches it: its lesson (or one sentence until one is written)."""

    rule: str
    citation: str
    text: str
    written: bool

    @classmethod
    def of(cls, rule_id: str) -> Lesson:
        cited = rule(rule_id)
        return cls(rule_id, reader_citation(cited.citation), lesson(rule_id), has_lesson(rule_id))


@dataclass(frozen=True)
class Moment:
    """Something the tutor shows: the start, a decision, or a step that fired new rules.

    ``taught`` holds the lessons given here for the first time; ``named`` the rules at work
    here that were taught before (the widget names them, their lesson one click away).
    ``before``/``after`` are the states either side of the step (for the "what changed"
    figure); a decision has only ``after``, the state the learner decides in."""

    kind: str
    step: int
    player: int
    title: str
    what: tuple[str, ...]
    taught: tuple[Lesson, ...]
    named: tuple[str, ...] = ()
    kinds: tuple[DecisionKind, ...] = ()
    folded: tuple[Lesson, ...] = ()
    """Lessons given here too, but shown folded (at the start: how the table was set up)."""
    steps: tuple[str, ...] = ()
    """At the start: how a round goes, one sentence per step in play order."""
    tip: str = ""
    """At the start: a first piece of advice."""
    before: State[Any] | None = field(default=None, compare=False, repr=False)
    after: State[Any] | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class HintChoice:
    action: Any
    label: str
    visits: int
    value: float


@dataclass(frozen=True)
class Hint:
    """What a strong player would do: IS-MCTS's top choices, or the greedy agent's choice."""

    source: str
    simulations: int
    choices: tuple[HintChoice, ...]
    thinking: Thinking | None = field(default=None, compare=False, repr=False)
    """IS-MCTS's whole search record (for the thinking table of :mod:`.thinking`)."""


@dataclass(frozen=True)
class Progress:
    """Rules met (taught) out of the rules of this game, and those that remain."""

    met: tuple[str, ...]
    remaining: tuple[str, ...]

    @property
    def total(self) -> int:
        return len(self.met) + len(self.remaining)


# -- the rules of one game and option set ----------------------------------------------------
def rules_in_play(game: Game[Any, Any]) -> dict[str, Rule]:
    """The rules of ``game`` as loaded: its catalog, without the sections of optional modules
    that are not in play (a game with modules names them in ``params.MODULE_NAMES``, and its
    module rules' ids have the module's name as their section: ``ME.arthur.*``)."""
    rules = game_rules(game.name)
    try:
        params = importlib.import_module(f"{game_package(game.name)}.params")
    except ModuleNotFoundError:
        return rules
    optional = set(getattr(params, "MODULE_NAMES", ()))
    playing = set(game.options.get("modules", ()) or ())
    left_out = optional - playing
    return {k: r for k, r in rules.items() if _section(k) not in left_out}


def _section(rule_id: str) -> str:
    parts = rule_id.split(".")
    return parts[1] if len(parts) > 2 else ""


def goal_rules(rules: Iterable[str]) -> list[str]:
    """The rules that say how the game ends and who wins: in a round, end, final or scoring
    section, named ``count``, ``end``, ``winner`` or ``final-scoring``."""
    return [r for r in rules if _section(r) in GOAL_SECTIONS and r.rsplit(".", 1)[-1] in GOAL_NAMES]


# -- the model -----------------------------------------------------------------------------
class TutorModel:
    """One learning game (see the module docstring).

    ``game`` is a Game or a game's name (then ``num_players`` and ``options`` load it). The
    learner sits at ``seat``; ``opponents`` is a level of :data:`OPPONENT_LEVELS` (or any agent
    spec). Drive it as the widget does: :meth:`proceed` past each :attr:`pending` moment,
    :meth:`choose` an action when it is the learner's turn, :meth:`undo` a decision.
    """

    def __init__(
        self,
        game: Game[Any, Any] | str,
        *,
        num_players: int | None = None,
        seat: int = 0,
        seed: int = 0,
        opponents: str = "greedy",
        hint_simulations: int = HINT_SIMULATIONS,
        **options: Any,
    ) -> None:
        if isinstance(game, str):
            game = load_game(game, num_players=num_players, **options)
        if not 0 <= seat < game.num_players:
            raise ValueError(f"no seat {seat} in a {game.num_players}-player game")
        self.game = game
        self.seat = seat
        self.seed = seed
        self.hint_simulations = hint_simulations
        self.match = Match(game, seed)
        self.rules = rules_in_play(game)
        self.taught: dict[str, int] = {}
        """Rule id -> the step at which it was taught."""
        self.first_fired: dict[str, int] = {}
        """Rule id -> the first step whose events carried it (0: setup)."""
        self.kinds_met: dict[DecisionKind, int] = {}
        """Decision kind -> the step at which the learner first faced it."""
        self.decisions: list[tuple[int, tuple[DecisionKind, ...], tuple[str, ...]]] = []
        """Every decision the learner reached: (step, its kinds, the rules that govern it)."""
        self.moments: list[Moment] = []
        self.learner_steps: list[int] = []
        """The match step of each of the learner's choices (undo goes back along it)."""
        self.saved: list[str] = []
        """The state's JSON at each of the learner's choices (for checks of undo)."""
        self.once_legal: dict[str, Any] = {}
        """Every action the learner could take at one of their decisions so far, by its text:
        what they might plausibly try again when the rules refuse it (see :meth:`refused`)."""
        self.pending: Moment | None = None
        """A moment the learner must see before play goes on (:meth:`proceed` dismisses it)."""
        self.decision: Moment | None = None
        """The learner's current decision, with its lessons, when it is their turn."""
        self.opponents = ""
        self.agents: list[Agent | None] = []
        self.set_opponents(opponents)
        self.told = 0
        """How many of the game's events the learner has been shown (``since_last_turn``)."""
        self.movers: dict[int, int] = {}
        """Match step -> the player whose action led to it (its events carry that step)."""
        self.script: list[str] | None = None
        """Recorded moves replayed instead of the opponents' choices (resuming a saved game,
        :mod:`.tutor_save`); None in play."""
        self._start()

    # -- what the learner sees -----------------------------------------------------------------
    @property
    def state(self) -> State[Any]:
        return self.match.state

    def is_learners_turn(self) -> bool:
        state = self.state
        return (
            self.pending is None
            and not state.is_terminal()
            and (state.current_player() == self.seat)
        )

    def progress(self) -> Progress:
        met = tuple(r for r in self.rules if r in self.taught)
        return Progress(met, tuple(r for r in self.rules if r not in self.taught))

    def options(self) -> list[Option]:
        """The learner's legal actions, in words, each with the rule that allows it."""
        if not self.is_learners_turn():
            return []
        state = self.state
        return [self._option(state, a) for a in state.legal_actions()]

    def refused(self, limit: int = REFUSED_SAMPLE) -> list[Option]:
        """What the learner might plausibly try now that the rules refuse, each with the rule
        that forbids it: actions of the kind they face now (the verb of a legal action) that
        they could take at an earlier decision of this game (a card they held, a die face
        they rolled, a space or a Townsfolk they could pay for) and cannot now. Never an
        action they have not met: a card numbered 0, a card that was never theirs."""
        if not self.is_learners_turn():
            return []
        state = self.state
        legal = state.legal_actions()
        texts = {str(a) for a in legal}
        verbs = {str(a).split(" ", 1)[0] for a in legal}
        candidates = [
            a
            for text, a in self.once_legal.items()
            if text not in texts and text.split(" ", 1)[0] in verbs
        ]
        by_rule: dict[str, dict[str, Option]] = {}  # by label: variants read the same
        for action in _spread(candidates, REFUSED_TRIED):
            option = self._option(state, action)
            if not option.legal:
                by_rule.setdefault(option.rule, {}).setdefault(option.label, option)
        # Round robin over the forbidding rules: a sample shows as many of them as it can.
        groups = [list(g.values()) for g in by_rule.values()]
        out: dict[str, Option] = {}
        for i in range(limit):
            for group in groups:
                if i < len(group):
                    out.setdefault(group[i].label, group[i])
        you = self.game.player_names[self.seat]
        return [  # said to the learner: "You have no ...", "not in your pack", not "Red's"
            replace(o, reason=re.sub(rf"\b{re.escape(you)}'s\b", "your", as_you(o.reason, you)))
            for o in list(out.values())[:limit]
        ]

    def preview(self, action: Any) -> Preview:
        """The consequence of a legal action, played on a state resampled from the learner's
        observation (:func:`preview_of`), never on the true state: a preview shows no card
        the learner would draw, no die they would roll, no hidden hand. The seed is the
        tutor's seed and the step, so the same option previews the same way each time."""
        return preview_of(self.state, action, self.seat, self.preview_seed())

    def preview_seed(self) -> int:
        """The seed of this step's previews: the tutor's seed and the step, nothing hidden."""
        return self.seed * 1000 + self.match.step + PREVIEW_SEED_OFFSET

    def hint(self) -> Hint | None:
        """What a strong player would do here: IS-MCTS's top choices (a small budget), or the
        greedy agent's choice where the game cannot be searched. None off the learner's turn."""
        if not self.is_learners_turn():
            return None
        state = self.state
        seed = self.seed * 1000 + self.match.step
        try:
            from tabletop_lib.agents import ISMCTSAgent

            searcher = ISMCTSAgent(seed=seed, simulations=self.hint_simulations)
            searcher.choose(state)
        except (ImportError, NotImplementedError):
            # the greedy agent looks one step ahead, so it plays on what the learner may know
            try:
                seen = state.resample(self.seat, seed)
            except NotImplementedError:  # a game that cannot resample: only its own state
                seen = state
            action = make_agent("greedy", seed).choose(seen)
            return Hint("greedy", 0, (HintChoice(action, state.describe_action(action), 1, 0.0),))
        thinking = searcher.thinking
        if thinking is None:  # a forced move: nothing to weigh
            action = state.legal_actions()[0]
            return Hint("forced", 0, (HintChoice(action, state.describe_action(action), 0, 0.0),))
        choices = tuple(
            HintChoice(s.action, state.describe_action(s.action), s.visits, s.value)
            for s in thinking.top(HINT_TOP)
        )
        return Hint("ismcts", thinking.simulations, choices, thinking)

    # -- moving --------------------------------------------------------------------------------
    def set_opponents(self, level: str) -> None:
        """Give every other seat an agent of ``level`` (random, greedy, ismcts, or a spec)."""
        spec = OPPONENT_SPECS.get(level, level)
        self.agents = [
            None if i == self.seat else make_agent(spec, self.seed * 1000 + i)
            for i in range(self.game.num_players)
        ]
        self.opponents = level

    def proceed(self) -> Moment | None:
        """Dismiss the pending moment and play the opponents on until the next moment or the
        learner's turn; returns the new pending moment (None: the learner decides, or the game
        is over)."""
        self.pending = None
        for _ in range(MAX_AUTO_STEPS):
            state = self.state
            if state.is_terminal():
                self.decision = None
                return None
            player = state.current_player()
            if player == self.seat:
                self._reach_decision()
                return None
            if self.script is not None:
                if not self.script:
                    return None  # a replay stops where the saved game stopped
                self._step(state.parse_action(self.script.pop(0)))
            else:
                agent = self.agents[player]
                assert agent is not None
                self._step(agent.choose(state))
            if self.pending is not None:
                return self.pending
        raise RuntimeError(f"the opponents played {MAX_AUTO_STEPS} steps without the learner")

    def choose(self, action: Any) -> Moment | None:
        """The learner takes ``action`` (checked: an illegal one raises and changes nothing);
        then play goes on as in :meth:`proceed` unless the step fired a rule to teach."""
        if not self.is_learners_turn():
            raise ValueError("it is not the learner's turn")
        if isinstance(action, str):
            action = self.state.parse_action(action)
        before_json = self.state.to_json()
        step = self.match.step
        self._step(action)
        self.learner_steps.append(step)
        self.saved.append(before_json)
        self.decision = None
        return self.pending if self.pending is not None else self.proceed()

    def undo(self) -> bool:
        """Go back to before the learner's last choice (the opponents' moves after it too).
        Rules already taught stay taught. False when there is nothing to undo."""
        if not self.learner_steps:
            return False
        step = self.learner_steps.pop()
        self.saved.pop()
        self.match.jump(step)
        self.pending = None
        self._reach_decision()
        return True

    # -- teaching --------------------------------------------------------------------------------
    def _teach(self, rule_ids: Iterable[str], step: int) -> tuple[list[Lesson], list[str]]:
        """Lessons for the rules not taught yet (now marked taught), and the others' ids."""
        new, named = [], []
        for rule_id in _unique(rule_ids):
            if rule_id in self.taught:
                named.append(rule_id)
            else:
                self.taught[rule_id] = step
                new.append(Lesson.of(rule_id))
        return new, named

    def _start(self) -> None:
        state = self.state
        setup = _unique(e.rule for e in state.events() if e.step == 0)
        for rule_id in setup:
            self.first_fired.setdefault(rule_id, 0)
        taught, _ = self._teach(goal_rules(self.rules), 0)
        folded, _ = self._teach(setup, 0)
        names = self.game.player_names
        others = and_list([n for i, n in enumerate(names) if i != self.seat])
        seats = (
            f"You play {names[self.seat]}; {others} "
            f"{'is' if self.game.num_players == 2 else 'are'} played by the computer, "
            f"{OPPONENT_WORDS.get(self.opponents, 'at the level you chose')}."
        )
        told = intro(self.game.name)
        if told is not None:  # theme, goal, how a round goes, a tip: as good tutorials do
            what: tuple[str, ...] = (told.theme, seats, f"To win: {told.goal}")
            steps, tip = told.rounds, told.tip
        else:  # a game without an introduction: its scoring categories at least
            categories = _unique(str(row["category"]) for row in state.score_breakdown())
            what = (
                seats,
                "Points come from: "
                + and_list([label(self.game.name, "score", c) for c in categories]).lower()
                + ".",
            )
            steps, tip = (), ""
        self.told = len(state.events())
        self.pending = Moment(
            "start", 0, -1, f"Welcome to {self.game.title}", what, tuple(taught),
            folded=tuple(folded), steps=steps, tip=tip, after=state,
        )  # fmt: skip
        self.moments.append(self.pending)

    def _step(self, action: Any) -> None:
        """Apply one action (checked) and pause if its events fire a rule not taught yet."""
        before = self.state
        player = before.current_player()
        self.match.apply(action)
        after = self.state
        step = self.match.step
        self.movers[step] = player
        events = step_events(after)
        fired = _unique(e.rule for e in events)
        for rule_id in fired:
            self.first_fired.setdefault(rule_id, step)
        if all(r in self.taught for r in fired):
            return
        taught, named = self._teach(fired, step)
        # An opponent's move is told by its events only: they are public narration, while
        # the action's words may name what the learner may not see (a card drafted unseen).
        if player == self.seat:
            title = f"You chose \u201c{before.describe_action(action)}\u201d"
        else:
            title = f"{self.game.player_names[player]}'s move"
        title += FIRST_TIME if len(taught) == 1 else FIRST_TIME_MANY
        moment = Moment(
            "fired",
            step,
            player,
            title,
            self.untold(headed=not self._only_from(player)),
            tuple(taught),
            tuple(named),
            before=before,
            after=after,
        )
        self.pending = moment
        self.moments.append(moment)

    def _reach_decision(self) -> None:
        """The learner is to move: teach the rules of this decision not taught yet."""
        state = self.state
        if state.is_terminal() or state.current_player() != self.seat:
            self.decision = None
            return
        step = self.match.step
        legal = state.legal_actions()
        for action in legal:
            self.once_legal.setdefault(str(action), action)
        kinds = decision_kinds(state, legal)
        governing = _unique(state.check_action(a).rule for a in legal)
        new_kinds = [k for k in kinds if k not in self.kinds_met]
        for kind in new_kinds:
            self.kinds_met[kind] = step
        taught, named = self._teach(governing, step)
        self.decisions.append((step, tuple(kinds), tuple(governing)))
        phases = _unique(phase_words(self.game.name, k.phase) for k in new_kinds)
        title = "A new kind of decision: " + "; ".join(phases) if phases else "Your turn"
        what = self.since_last_turn()
        self.decision = Moment(
            "decision", step, self.seat, title, what, tuple(taught), tuple(named),
            tuple(kinds), after=state,
        )  # fmt: skip
        if taught:
            self.moments.append(self.decision)

    def untold(self, headed: bool = True) -> tuple[str, ...]:
        """The narration's sentences the learner has not been shown yet (every player's moves,
        tricks, upkeep and scorings), all of them (the card folds the middle of a long list);
        marks them told. ``headed``: each player's part under a heading line ending in a
        colon ("Green's move:", "Your move:"), so that nobody's move is told under another's
        name."""
        events = self.state.events()
        you = self.game.player_names[self.seat]
        lines: list[str] = []
        mover: int | None = None
        group: list[str] = []
        for event in events[min(self.told, len(events)) :]:
            by = self.movers.get(event.step, -1)
            if by != mover:
                lines.extend(self._group(mover, group, headed))
                mover, group = by, []
            group.append(as_you(event.text, you) if event.player == self.seat else event.text)
        lines.extend(self._group(mover, group, headed))
        self.told = len(events)
        return tuple(lines)

    def _group(self, mover: int | None, lines: list[str], headed: bool) -> list[str]:
        """One player's part of what happened, repeats counted, under its heading."""
        if not lines:
            return []
        counted = repeats_counted(lines)
        if not headed or mover is None or mover < 0:
            return counted
        who = "Your" if mover == self.seat else f"{self.game.player_names[mover]}'s"
        return [f"{who} move:", *counted]

    def _only_from(self, player: int) -> bool:
        """Whether every untold event came from ``player``'s moves."""
        events = self.state.events()
        return all(self.movers.get(e.step, -1) == player for e in events[self.told :])

    def since_last_turn(self) -> tuple[str, ...]:
        """What happened since the learner last saw the table (:meth:`untold`), headed; when
        only their own last choice did something (their turn goes on), just that."""
        if self._only_from(self.seat):  # the learner's turn goes on: their last choice did
            new = self.untold(headed=False)
            return ("What your last choice did:", *new) if new else ()
        new = self.untold()
        return ("Since your last turn:", *new) if new else ()

    def _option(self, state: State[Any], action: Any) -> Option:
        return option_of(state, action)


def repeats_counted(lines: Sequence[str]) -> list[str]:
    """The same sentence told several times in a row, told once with the count: "You take a
    coin." three times -> "You take a coin (3 times)." """
    out: list[str] = []
    for _, run in itertools.groupby(lines):
        items = list(run)
        text = items[0]
        if len(items) > 1:
            stop = "." if text.endswith(".") else ""
            text = f"{text.removesuffix(stop)} ({len(items)} times){stop}"
        out.append(text)
    return out


def _spread(items: Sequence[Any], limit: int) -> list[Any]:
    """Up to ``limit`` items spread evenly over ``items`` (deterministic)."""
    if len(items) <= limit:
        return list(items)
    return [items[i * len(items) // limit] for i in range(limit)]

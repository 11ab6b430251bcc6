"""The engine contract every game shares (OpenSpiel-shaped).

A :class:`Game` holds the rules' parameters and static data; it makes :class:`State` objects.
A State is the mutable position of one game. ``apply_action`` validates first and changes
nothing unless the action is legal; ``apply_action(a, check=False)`` is the fast path for
playouts and search, for callers that only pass actions taken from ``legal_actions()``.

Actions have two texts. ``str(action)`` is compact and parseable (``princess military-support``,
``parse_action(str(a)) == a``); ``state.describe_action(action)`` is a sentence for people
saying what the player to move would do with it in this state, with the names people read
(town, card and space names, amounts, where the piece ends up): "Choose the Princess's military
support". It accepts an action or its text, and gives a sentence for any action, legal or not
(unparseable text included). Games implement it in their ``describe.py``; only people-facing
code calls it, never the playout path. ``explain`` and the legal verdicts of ``check_action``
use it: "Player 3 may choose the Princess's military support".
"""

from __future__ import annotations

import json
import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import repeat
from operator import is_
from typing import Any, ClassVar, Generic, TypeVar, cast

from .citations import reader_rule_text
from .errors import DataError, IllegalActionError
from .events import Event
from .log import (
    Chunks,
    Deferred,
    EventsMemo,
    FinalEvent,
    JsonMemo,
    Log,
    RawEvent,
    events_json,
    final_events,
    newest,
    seal,
)
from .log import new_object as _new_object
from .rules import rule
from .words import has_label, label, sentence, words

A = TypeVar("A")
S = TypeVar("S", bound="State[Any]")


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether an action is legal now, and the rule that says so (or forbids it)."""

    legal: bool
    rule: str
    reason: str


@dataclass(frozen=True, slots=True)
class Explanation:
    """What :func:`explain` answers: legality, the rule, its citation and a sentence."""

    action: str
    legal: bool
    rule: str
    citation: str
    text: str

    def __str__(self) -> str:
        verdict = "legal" if self.legal else "illegal"
        return f"{self.action}: {verdict}. {self.text} [{self.rule}: {self.citation}]"

    def said(self) -> str:
        """The explanation as a learner reads it: allowed or not, why, and the rule by its
        plain name; no action text, rule id or option name ("Not allowed: the game is waiting
        for a starting town. (Rule: Waiting for a decision)")."""
        from .citations import reader_rule_text
        from .rules import has_rule_name, rule_name

        why = reader_rule_text(_CODE_HINT.sub("", self.text)).strip()
        named = f" (Rule: {rule_name(self.rule)})" if has_rule_name(self.rule) else ""
        return f"{'Allowed' if self.legal else 'Not allowed'}: {why}{named}"


_CODE_HINT = re.compile(r"\s*\((?:'[^']*'(?:,? or |, )?)+\)")
"""An action's text offered as a hint in a refusal ("('start-town <town>')")."""


class State(ABC, Generic[A]):
    """The position of one game in progress. Subclasses keep plain, cheaply cloned data."""

    game: Game[Any, Any]

    # -- the contract -------------------------------------------------------------------
    @abstractmethod
    def current_player(self) -> int:
        """The seat that decides now; -1 once the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[A]:
        """The actions the current player may take, in a deterministic order."""

    @abstractmethod
    def check_action(self, action: object) -> Verdict:
        """Whether ``action`` is legal now, with the rule that allows or forbids it."""

    @abstractmethod
    def _apply(self, action: A) -> None:
        """Apply an action known to be legal."""

    @abstractmethod
    def clone(self: S) -> S:
        """An independent copy; later play on either never changes the other."""

    @abstractmethod
    def is_terminal(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[int]:
        """Points per player: current points during play, final points at the end."""

    @abstractmethod
    def score_breakdown(self) -> list[dict[str, object]]:
        """Rows ``{"player", "category", "points"}`` that sum to :meth:`scores`."""

    @abstractmethod
    def winners(self) -> list[int]:
        """The seats that win after tie-breaks (several on a shared win); [] during play."""

    @abstractmethod
    def observation(self, player: int) -> dict[str, Any]:
        """A JSON-serialisable view with only what ``player`` may see."""

    @abstractmethod
    def history(self) -> list[A]:
        """The actions applied since the initial state."""

    @abstractmethod
    def events(self) -> list[Event]:
        """What happened so far, setup included, oldest first."""

    @abstractmethod
    def phase(self) -> str:
        """The name of the current phase, as error messages and widgets show it."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """Everything needed to rebuild this state exactly (see ``Game.state_from_json``)."""

    def mute(self) -> None:
        """Stop narrating: this state, and the clones made from it, record no more events.

        For search playouts, which read scores and legal actions but never events; what the
        state does is unchanged. The default does nothing (a game without a cheap way to mute
        still plays the same).
        """

    def resample(self: S, player: int, seed: int) -> S:
        """A state consistent with everything ``player`` has seen, the rest drawn again.

        The hidden hands, the face-down decks and their order (and the generator that draws
        future chance) are dealt again with a generator seeded by ``seed``, keeping every
        count and everything ``player`` sees: the copy gives the same ``observation(player)``
        and, when ``player`` is to move, the same ``legal_actions()``, and it plays on to the
        end. This state is not changed. The redeal depends only on what ``player`` sees and
        on ``seed`` (the pools are put in order before they are shuffled), so a search cannot
        learn the true hidden cards from it. Search over imperfect information uses it
        (OpenSpiel's IS-MCTS calls it ``resample_from_infostate``). Consistency is with the
        player's current observation: the engines keep no record of cards a player saw pass
        earlier (a pack passed on in a draft, a card taken openly into a rival's hand).
        """
        raise NotImplementedError(f"{self.game.name} does not resample hidden information")

    def full_view(self) -> dict[str, Any]:
        """Everything on the table, hidden information included (for replays and umpires).

        Games override this; the default is the union of every player's observation."""
        view: dict[str, Any] = {"player": None}
        for p in range(self.num_players):
            view[f"player_{p}"] = self.observation(p)
        return view

    def progress(self) -> dict[str, int]:
        """Counters that only grow as the game goes on (``step``, and per game e.g. ``round``,
        ``trick``): a stepper plays "to the end of the trick" until ``trick`` changes."""
        return {"step": len(self.history())}

    def status_words(self) -> str:
        """Where the game stands, in the game's words: "Round 2, trick 3" (no player; the
        widgets add who is to move). Games may override it to say more ("Round 2, trick 3:
        playing the trick"); the default names the counters of ``progress()`` that are the
        game's milestones and have begun, coarsest first, then the phase when the game
        registered a label for it (``core.words.register_labels(game, "phase", ...)``)."""
        progress = self.progress()
        parts = [
            f"{words(goal)} {progress[goal]}"
            for goal in reversed(self.game.milestones)
            if progress.get(goal)  # a counter still at 0 has not begun: nothing to say
        ]
        phase = self.phase()
        if has_label(self.game.name, "phase", phase):
            parts.append(label(self.game.name, "phase", phase))
        return sentence(", ".join(parts)) if parts else "Setting up"

    # -- display in notebooks -----------------------------------------------------------
    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        """The game's figure face (``core.faces``) when it has one and plotly is installed,
        else a text summary."""
        from .faces import face

        try:
            draw = face(self.game.name, "figure")
            if draw is None:
                return {"text/plain": str(self)}
            figure = draw(self)
        except (ImportError, LookupError):
            return {"text/plain": str(self)}
        bundle: dict[str, Any] = figure._repr_mimebundle_(include, exclude)
        bundle["text/plain"] = str(self)
        return bundle

    # -- shared behaviour ---------------------------------------------------------------
    def apply_action(self, action: A | str, check: bool = True) -> None:
        """Apply ``action`` (an action, or its text when checked) in place.

        With ``check`` (the default) an illegal action raises :class:`IllegalActionError`
        naming the rule that forbids it, and the state stays exactly as it was.
        """
        self._apply(self._checked(action) if check else action)  # type: ignore[arg-type]

    def _checked(self, action: A | str) -> A:
        """``action`` (parsed when it is text) if it is legal now, else IllegalActionError."""
        if isinstance(action, str):
            action = self.parse_action(action)
        if not self._was_offered(action):
            verdict = self._refusal(action)
            if verdict is not None:
                raise IllegalActionError(
                    game=self.game.name,
                    phase=self.phase(),
                    player=self.current_player(),
                    action=action,
                    rule=verdict.rule,
                    reason=verdict.reason,
                )
        return action

    def _refusal(self, action: object) -> Verdict | None:
        """``check_action``'s verdict when it refuses ``action``, else None: what the checked
        path needs. A game whose checks are ``core.checks.ActionChecks`` answers without
        writing a legal verdict's sentence (:meth:`ActionChecks.refusal`): a replay checks
        every action it applies and reads no sentence."""
        verdict = self.check_action(action)
        return None if verdict.legal else verdict

    def _was_offered(self, action: object) -> bool:
        """Whether ``action`` is among the legal actions this very position last answered.

        The checked path's shortcut: ``check_action`` accepts exactly those actions, so an
        action the caller took from ``legal_actions()`` needs no second computation (and no
        verdict sentence). ``False`` means "not known", and ``check_action`` decides."""
        return False

    def child(self: S, action: A) -> S:
        """A new state: this one after ``action`` (checked). This state is not changed."""
        nxt = self.clone()
        nxt.apply_action(action)
        return nxt

    def parse_action(self, text: str) -> A:
        """The action whose ``str`` is ``text``; ``parse_action(str(a)) == a``."""
        parsed: A = self.game.parse_action(text)
        return parsed

    def describe_action(self, action: A | str) -> str:
        """A sentence for people: what the player to move would do with ``action`` (an action
        or its text) in this state, e.g. "Mark Tara (Meath) as the town you contest". Illegal
        actions are described as what they would do; text that names no action says so."""
        if isinstance(action, str):
            text = action
            try:
                action = self.parse_action(text)
            except ValueError:
                return f"No action: {self.game.title} has none called {text.strip()!r}"
        return self._describe_action(action)

    def _describe_action(self, action: A) -> str:
        """The games' describers override this; the default spells out the compact text."""
        return sentence(words(str(action)))

    def to_json(self) -> str:
        """A canonical JSON text: equal states give identical text."""
        return json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"), ensure_ascii=False)

    def explain(self, action: A) -> Explanation:
        return explain(self, action)

    @property
    def num_players(self) -> int:
        return self.game.num_players


class LoggedState(State[A]):
    """The shape every engine here shares: a pending decision (``stage`` for ``current``), and
    the history in a persistent log that clones share (``_history``), the events in sealed
    chunks that clones share (``_events``) and a list of the state's own (``_tail``).

    Subclasses set ``TERMINAL_STAGE`` and implement :meth:`_effect`, which changes the state for
    a legal action; recording the action in the history is done here.
    """

    TERMINAL_STAGE: ClassVar[int]
    stage: int
    current: int
    _history: Log[A]
    _events: Chunks
    """The events sealed when this state or its original was cloned, shared by the clones."""
    _tail: list[RawEvent] | None
    """This state's own events since then, appended by ``narrate.say``; ``None`` when muted
    (see ``core.log.Chunks`` for why the narration is kept this way)."""
    _offered: tuple[Log[A], tuple[A, ...]] | None = None
    """The last ``legal_actions()`` answer and the history it was computed at. Every applied
    action appends a new link to the history, so the pair goes stale at the next change; a
    clone starts without it (its ``__dict__`` is new)."""

    @abstractmethod
    def _effect(self, action: A) -> None:
        """Apply a legal action (the history already holds it)."""

    @abstractmethod
    def _legal_actions(self) -> list[A]:
        """The game's legal actions now (``legal_actions`` records them for the checked path)."""

    def legal_actions(self) -> list[A]:
        actions = self._legal_actions()
        self._offered = (self._history, tuple(actions))
        return actions

    def _was_offered(self, action: object) -> bool:
        offered = self._offered
        if offered is None or offered[0] is not self._history:
            return False
        actions = offered[1]
        # The caller usually passes one of the very objects it was given: identity first.
        return any(map(is_, actions, repeat(action))) or action in actions

    def forget_legal_actions(self) -> None:
        """Drop the recorded ``legal_actions()`` answer: call it after changing a state by
        hand (tests and situation builders that set fields), so the next checked
        ``apply_action`` validates against the changed position. A game that keeps more
        answers for the positions that follow (Merlin's "nothing aside" memo) drops them
        here too."""
        self._offered = None

    def _apply(self, action: A) -> None:
        self._history = self._history.append(action)
        self._effect(action)

    def apply_action(self, action: A | str, check: bool = True) -> None:
        # State.apply_action with _apply inlined: one call less per action on the playout path.
        history = self._history
        if check:
            # _was_offered's identity test inlined: the usual checked call passes an object
            # just offered here; anything else (an equal action, text) goes to _checked, which
            # tries equality, then check_action.
            offered = self._offered
            if offered is None or offered[0] is not history:
                action = self._checked(action)
            else:
                for known in offered[1]:  # (a loop: cheaper here than any(map(is_, ...)))
                    if known is action:
                        break
                else:
                    action = self._checked(action)
        # history.append(action) inline (``Log.append``'s three stores): a call less per action
        link: Log[A] = _new_object(Log)
        link._head = (history._head, action)  # type: ignore[assignment]
        link._len = history._len + 1
        self._history = link
        self._effect(action)  # type: ignore[arg-type]

    def current_player(self) -> int:
        return -1 if self.stage == self.TERMINAL_STAGE else self.current

    def is_terminal(self) -> bool:
        return self.stage == self.TERMINAL_STAGE

    def history(self) -> list[A]:
        return self._history.to_list()

    def start_logs(self) -> None:
        """An empty history and narration (setup calls it first)."""
        self._history = Log()
        self._events = None
        self._tail = []
        self._events_memo = self._history_memo = self._json_memo = None

    def load_logs(self, history: Iterable[A], events: Iterable[Event]) -> None:
        """The history and the narration of a saved game."""
        self._history = Log.of(history)
        raw: list[RawEvent] = [(e.step, e.rule, e.text, e.player) for e in events]
        self._events = seal(None, raw)
        self._tail = []
        self._history_memo = self._json_memo = None
        # saved events are final (final_text leaves a final text as it is): read, not written
        self._events_memo = (self._events, self._tail, 0, cast("list[FinalEvent]", raw))

    def share_logs(self, new: LoggedState[A]) -> None:
        """Give the clone ``new`` this state's history and narration. The events recorded
        since the last clone are sealed into one shared chunk first, so that each state goes
        on appending to a list of its own (``core.log.Chunks``)."""
        new._history = self._history
        new._history_memo = self._history_memo  # (immutable: a later save extends a copy)
        new._json_memo = self._json_memo  # (the clone's events begin with all of these)
        tail = self._tail
        memo = self._events_memo
        # whether the events were read to the end since the last one: then the clone starts
        # from that reading (the tail, sealed below, is the newest chunk; see final_events)
        read = (
            memo is not None
            and memo[1] is tail
            and memo[0] is self._events
            and memo[2] == len(memo[1])
        )
        if tail:
            self._events = seal(self._events, tail)
            tail.clear()
        new._events = self._events
        new._tail = None if tail is None else []
        if read and new._tail is not None:
            new._events_memo = (new._events, new._tail, 0, memo[3])  # type: ignore[index]

    PLAIN_TEXT_IS_FINAL: ClassVar[bool] = True
    """Whether an event recorded as a plain string is already its final text, so the readers
    call :meth:`final_text` only for deferred sentences. A game whose ``final_text`` changes
    plain strings too (Merlin puts a module's title in front) sets it False."""

    def final_text(self, rule: str, text: str | Deferred) -> str:
        """The final text of a raw event: what ``raw_events``, ``events``, ``recent_events``
        and saved games give for the event of rule ``rule`` recorded with ``text``. Here a
        :data:`core.log.Deferred` sentence is written and a string is final. A game may
        override it to finish every event's text as it is read (see
        :attr:`PLAIN_TEXT_IS_FINAL`); it must leave a final text as it is, since a loaded
        game's events were saved final."""
        if isinstance(text, str):
            return text
        writer: Callable[..., str] = text[0]
        return writer(self.game, *text[1:])

    def _final(self, raw: list[RawEvent]) -> list[FinalEvent]:
        """``raw`` with every text final (the readers' last step)."""
        final_text = self.final_text
        if self.PLAIN_TEXT_IS_FINAL:  # only the deferred sentences to write (a str is final)
            done = [
                e if isinstance(e[2], str) else (e[0], e[1], final_text(e[1], e[2]), e[3])
                for e in raw
            ]
            return cast("list[FinalEvent]", done)
        return [(step, rule, final_text(rule, text), p) for step, rule, text, p in raw]

    _events_memo: EventsMemo | None = None
    """The last reading of the events (``core.log.final_events``): a state saved at every
    step finishes each sentence once. Like ``_offered``, a clone starts without it."""
    _history_memo: tuple[Log[A], list[str]] | None = None
    """The history and its texts when last saved (:meth:`history_texts`)."""
    _json_memo: JsonMemo | None = None
    """The JSON text of the events when last saved (:meth:`to_json`)."""

    def _final_events(self, tail: list[RawEvent]) -> list[FinalEvent]:
        """Every event with its final text, finishing only those new since the last reading
        (the memo's list: not to be changed or given away)."""
        memo, done = final_events(self._events_memo, self._events, tail, self._final)
        self._events_memo = memo
        return done

    def raw_events(self) -> list[FinalEvent]:
        """The events as plain ``(step, rule, text, player)`` tuples with their final text,
        oldest first (what saved games store; ``events()`` wraps them)."""
        tail = self._tail
        if tail is None:
            return []
        return list(self._final_events(tail))

    def events(self) -> list[Event]:
        tail = self._tail
        if tail is None:
            return []
        return list(map(_make_event, self._final_events(tail)))

    def to_json(self) -> str:
        """``State.to_json``, with the events' JSON text written only for those new since
        this state was last saved (``core.log.events_json``): the same text, in time that does
        not grow with the length of the game already saved."""
        data = self._fields_to_write()
        if "events" not in data or self._tail is None:
            return super().to_json()
        data["events"] = _EVENTS_MARK
        text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        memo, events = events_json(self._json_memo, self._final_events(self._tail))
        self._json_memo = memo
        return text.replace(_EVENTS_MARK_JSON, events, 1)

    def _fields_to_write(self) -> dict[str, Any]:
        """What :meth:`to_json` writes: ``to_dict()``, or a dict made to be written at once
        and dropped (the games' ``FieldSchema.dump(state, to_write=True)``: the state's own
        lists, no copies, and no events list, their text coming from the memo here)."""
        return self.to_dict()

    def history_texts(self) -> list[str]:
        """The text of every action of the history, oldest first (what saved games store).
        Each action's text is written once per state however often it is saved: a saved
        state's texts are kept with the history they were written from, and a later save
        writes only the actions appended since (``Log.since``)."""
        history = self._history
        memo = self._history_memo
        new = None if memo is None else history.since(memo[0])
        if memo is None or new is None:
            texts = [str(a) for a in history]
        else:
            texts = memo[1] + [str(a) for a in new] if new else memo[1]
        self._history_memo = (history, texts)
        return texts[:]

    def mute(self) -> None:
        self._events = None
        self._tail = None
        self._events_memo = self._json_memo = None

    def recent_events(self, n: int) -> list[Event]:
        """The newest ``n`` events, oldest first, without reading the whole log."""
        tail = self._tail
        if tail is None:
            return []
        return list(map(_make_event, self._final(newest(self._events, tail, n))))

    def step(self) -> int:
        """How many actions have been applied."""
        return len(self._history)


_EVENTS_MARK = "\x00events\x00"
"""Where :meth:`LoggedState.to_json` puts the events' text (no state field holds a NUL)."""
_EVENTS_MARK_JSON = json.dumps(_EVENTS_MARK)

_make_event = partial(tuple.__new__, Event)
"""An Event from its raw tuple: ``Event._make`` without its Python-level frame (events() builds
one per event of the game)."""


class Game(ABC, Generic[A, S]):
    """A game with fixed player count and options; a factory of states."""

    name: str
    title: str
    num_players: int
    player_names: tuple[str, ...]
    """How the narration and the verdicts name each seat ("Player 0")."""
    milestones: tuple[str, ...] = ()
    """Counters of ``State.progress()``, finest first, that mark the end of a part of the game
    (a trick, a turn, a round): a stepper offers to play on to the end of each."""
    tables: Any = None
    """The game's interned actions, in any nesting of mappings, tuples and dataclasses (the
    OpenSpiel adapter walks it for its action universe); None for a game without them."""

    @property
    def verified(self) -> bool:
        """False while any data the game uses is marked unverified (the data notice shows it).
        A game whose data is all verified, or that has none, keeps this default."""
        return True

    @property
    @abstractmethod
    def options(self) -> Mapping[str, Any]:
        """The options this game was loaded with (JSON-serialisable), for saved matches."""

    @abstractmethod
    def new_initial_state(self, seed: int | None = None) -> S:
        """The state after setup; its randomness comes from its own generator seeded here."""

    @abstractmethod
    def state_from_dict(self, data: Mapping[str, Any], source: str = "<dict>") -> S:
        """The inverse of ``State.to_dict``; malformed data raises :class:`DataError`."""

    @abstractmethod
    def parse_action(self, text: str) -> A:
        """Parse an action's ``str``; unknown text raises ``ValueError``."""

    def state_from_json(self, text: str, source: str = "<json>") -> S:
        """The state whose ``to_json()`` gave ``text``."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise DataError(source, "<document>", f"not valid JSON: {exc}") from None
        if not isinstance(data, dict):
            raise DataError(source, "<document>", "expected a JSON object")
        return self.state_from_dict(data, source)

    def replay(self, seed: int | None, actions: Iterable[A | str]) -> S:
        """Play ``actions`` (objects or their ``str``) from the initial state of ``seed``."""
        state = self.new_initial_state(seed)
        for action in actions:
            state.apply_action(self.parse_action(action) if isinstance(action, str) else action)
        return state

    def __repr__(self) -> str:
        opts = "".join(f", {k}={v!r}" for k, v in self.options.items())
        return f"load_game({self.name!r}, num_players={self.num_players}{opts})"


def explain(state: State[Any], action: object) -> Explanation:
    """Say why ``action`` (an action or its text) is legal or not, with the rule and citation."""
    if isinstance(action, str):
        text = action
        try:
            action = state.parse_action(text)
        except ValueError as exc:
            cited = rule("core.action-text")
            return Explanation(text, False, cited.id, cited.citation, f"{exc} ({cited.text})")
    verdict = state.check_action(action)
    try:
        cited = rule(verdict.rule)
        citation, sentence = cited.citation, cited.text
    except KeyError:
        citation, sentence = "", ""
    text = verdict.reason if not sentence else f"{verdict.reason} ({reader_rule_text(sentence)})"
    return Explanation(str(action), verdict.legal, verdict.rule, citation, text)


def ranked_winners(keys: Sequence[tuple[int, ...]]) -> list[int]:
    """The seats whose key tuple (score first, then tie-breaks) is the greatest."""
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]

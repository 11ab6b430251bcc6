"""The shared plumbing of the engines: actions declared once, their parser, the narration, the
bit helper and the order of ``check_action``."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any, ClassVar

import pytest
from registered import case, games, having, largest_setting, table

from tabletop_lib import load_game
from tabletop_lib.core.actions import ActionSet, Arg, GameAction, Letter, Number, Word
from tabletop_lib.core.bits import bits
from tabletop_lib.core.checks import ActionChecks, StageTables, listed_or
from tabletop_lib.core.narrate import say


@dataclass(frozen=True, slots=True)
class Rest(GameAction):
    verb: ClassVar[str] = "rest"


@dataclass(frozen=True, slots=True)
class Visit(GameAction):
    town: str
    verb: ClassVar[str] = "visit"
    arg: ClassVar[Arg] = Word("town", kind="town", refusal="no town {arg!r}")


@dataclass(frozen=True, slots=True)
class Roll(GameAction):
    dice: int
    verb: ClassVar[str] = "roll"
    arg: ClassVar[Arg] = Number("dice")


@dataclass(frozen=True, slots=True)
class Side(GameAction):
    side: int
    verb: ClassVar[str] = "side"
    arg: ClassVar[Arg] = Letter("side", "LR")


@dataclass(frozen=True, slots=True)
class Mood(GameAction):
    mood: str
    verb: ClassVar[str] = "mood"
    arg: ClassVar[Arg] = Word("mood", allowed=("sad", "glad"))


TOY = ActionSet("Toy", (Rest, Visit, Roll, Side, Mood))


@pytest.mark.parametrize(
    "action", [Rest(), Visit("york"), Roll(12), Side(0), Side(1), Mood("glad")]
)
def test_an_action_reads_back_from_its_text(action: GameAction) -> None:
    assert TOY.parse(str(action), {"town": {"york"}}) == action


def test_the_texts_are_the_verb_and_the_words_of_the_fields() -> None:
    assert [str(a) for a in (Rest(), Visit("york"), Roll(3), Side(1))] == [
        "rest",
        "visit york",
        "roll 3",
        "side R",
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("fly", "unknown Toy action 'fly'; verbs are ['mood', 'rest', 'roll', 'side', 'visit']"),
        ("rest now", "'rest' takes no argument, got 'now'"),
        ("roll", "'roll' needs an argument"),
        ("roll two", "'roll' needs a number, got 'two'"),
        ("side M", "'side' takes L or R, got 'M'"),
        ("side LR", "'side' takes L or R, got 'LR'"),
        ("visit leeds", "no town 'leeds'"),
        ("mood mad", "'mood' takes one of: sad, glad, got 'mad'"),
    ],
)
def test_a_bad_text_is_refused_with_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(ValueError) as info:
        TOY.parse(text, {"town": {"york"}})
    assert str(info.value) == message


def test_names_are_checked_only_when_the_game_gives_them() -> None:
    assert TOY.parse("visit leeds") == Visit("leeds")
    assert TOY.parse("  visit   leeds ", {"mood": {"x"}}) == Visit("leeds")


def test_two_actions_cannot_share_a_verb() -> None:
    with pytest.raises(ValueError, match="two actions use the verb 'rest'"):
        ActionSet("Toy", (Rest, Rest))


@pytest.mark.parametrize("game", having("ACTION_SET"))
def test_every_action_of_a_played_game_reads_back_from_its_text(game: str) -> None:
    """Played with the game's largest declared option setting, so that a game whose optional
    parts add verbs (Merlin's modules) plays most of them."""
    actions: ActionSet[Any] = case(game, "ACTION_SET")
    g = load_game(game, num_players=table(game), **largest_setting(game))
    state = g.new_initial_state(seed=4)
    rng = random.Random(4)
    verbs = set()
    while not state.is_terminal():
        legal = state.legal_actions()
        for a in legal:
            assert g.parse_action(str(a)) == a
            verbs.add(a.verb)
        state.apply_action(rng.choice(legal), check=False)
    assert verbs <= set(actions.by_verb)
    assert len(verbs) > len(actions.by_verb) // 2


@pytest.mark.parametrize("mask", [0, 1, 0b1010, 1 << 70 | 5])
def test_bits_lists_the_set_bits_ascending(mask: int) -> None:
    assert bits(mask) == [i for i in range(mask.bit_length()) if mask >> i & 1]


@pytest.mark.parametrize("name", games())
def test_say_records_an_event_at_the_current_step(name: str) -> None:
    state = load_game(name, num_players=table(name)).new_initial_state(seed=1)
    state.apply_action(state.legal_actions()[0])
    before = len(state.events())
    say(state, "X.test.said", "A test sentence.", 2)
    event = state.events()[-1]
    assert len(state.events()) == before + 1
    assert (event.step, event.rule, event.text, event.player) == (
        1,
        "X.test.said",
        "A test sentence.",
        2,
    )


def _checks(calls: list[str]) -> ActionChecks[Any]:
    def rule_for(s: Any, action: Any) -> str:
        calls.append("rule_for")
        return "X.rule"

    def problem(s: Any, action: Any, rule: str) -> tuple[str, str] | None:
        calls.append("problem")
        return None if action == Roll(1) else ("X.why", "not that roll")

    return ActionChecks(
        game_over_rule="X.over",
        pending_rule="X.pending",
        stage_actions={0: (Roll,)},
        expected={0: "a roll"},
        rule_for=rule_for,
        problem=problem,
        describe=lambda s, a: f"roll {a.dice}",
    )


def test_check_action_asks_in_order_over_stage_legal_then_why_not() -> None:
    """On a stand-in state: the checks read only its stage, its current player and the game's
    player names."""
    game = SimpleNamespace(player_names=("Red", "Green", "Blue"))
    state: Any = SimpleNamespace(stage=0, current=1, TERMINAL_STAGE=99, game=game)
    calls: list[str] = []
    checks = _checks(calls)
    wrong_kind = checks.check(state, Rest())
    assert (wrong_kind.legal, wrong_kind.rule, calls) == (False, "X.pending", [])
    assert wrong_kind.reason == "the game is waiting for a roll"
    legal = checks.check(state, Roll(1))
    assert (legal.legal, legal.rule, legal.reason) == (True, "X.rule", "Green may roll 1")
    illegal = checks.check(state, Roll(2))
    assert (illegal.legal, illegal.rule, illegal.reason) == (False, "X.why", "not that roll")
    assert calls == ["rule_for", "problem"] * 2
    state.stage = state.TERMINAL_STAGE
    over = checks.check(state, Roll(1))
    assert (over.legal, over.rule, over.reason) == (False, "X.over", "the game is over")


def test_refusal_is_the_check_without_the_legal_sentence() -> None:
    """The checked path's question: None for a legal action (no sentence written), else the
    very verdict ``check`` gives."""
    game = SimpleNamespace(player_names=("Red", "Green", "Blue"))
    state: Any = SimpleNamespace(stage=0, current=1, TERMINAL_STAGE=99, game=game)
    checks = _checks([])
    assert checks.refusal(state, Roll(1)) is None
    for action in (Roll(2), Rest()):
        assert checks.refusal(state, action) == checks.check(state, action)
    state.stage = state.TERMINAL_STAGE
    assert checks.refusal(state, Roll(1)) == checks.check(state, Roll(1))


def test_stage_tables_join_the_tables_in_order_and_see_later_entries() -> None:
    base: dict[int, tuple[type, ...]] = {0: (Rest,), 1: (Roll,)}
    extra: dict[int, tuple[type, ...]] = {}
    joined = StageTables(base, extra)
    assert joined[0] == (Rest,)
    extra[0] = (Visit,)  # registered after the join was built
    extra[2] = (Side,)
    assert (joined[0], joined[1], joined[2]) == ((Rest, Visit), (Roll,), (Side,))
    assert (list(joined), len(joined)) == ([0, 1, 2], 3)
    assert 3 not in joined
    with pytest.raises(KeyError):
        joined[3]


def test_listed_or_accepts_the_listed_actions_and_asks_why_not_for_the_others() -> None:
    asked: list[tuple[object, str]] = []

    def why_not(s: Any, action: Any, rule: str) -> tuple[str, str]:
        asked.append((action, rule))
        return "X.why", f"not {action}"

    problem = listed_or(lambda s: [Roll(1), Rest()], why_not)
    assert problem(None, Roll(1), "X.rule") is None
    assert problem(None, Roll(2), "X.rule") == ("X.why", "not roll 2")
    assert asked == [(Roll(2), "X.rule")]


GAMES = Path(__file__).resolve().parents[2] / "tabletop_lib" / "games"
CORE_COPIES = {
    r"while \w+:\n\s*\w+ = (\w+) & -\1": "a bit loop (use core.bits.bits)",
    r"\bplayer_names\[": "a seat's name (use core.narrate.name)",
    r"\bVerdict\(": "a check_action verdict (use core.checks.ActionChecks)",
    r"\.score\[\w+\] \+=": "points on the track (use core.points.add_points)",
}
"""What an engine must take from the core rather than write again (issue 15, section 2)."""


def test_no_engine_writes_the_core_plumbing_again() -> None:
    found = [
        f"{path.relative_to(GAMES)}: {what}"
        for path in sorted(GAMES.rglob("*.py"))
        if "viz" not in path.relative_to(GAMES).parts  # a game's views, not its engine
        for pattern, what in CORE_COPIES.items()
        if re.search(pattern, path.read_text(encoding="utf-8"))
    ]
    assert len(list(GAMES.rglob("*.py"))) > 50
    assert found == []

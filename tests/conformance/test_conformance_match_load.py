"""Loading a saved match whose actions the rules refuse names its first illegal step, for every
game: the line, the step and the action, in a ``DataError``; nothing is half-loaded."""

from __future__ import annotations

import json
import random

import pytest
from conformance_kit import game, game_cases

from tabletop_lib import DataError, Match

STEPS = 24
"""Actions played before the match is saved (the first illegal one goes half-way)."""
GAMES = tuple(
    case
    for case in dict.fromkeys(c for c, _ in game_cases())
    if "[" not in case or "all" in case.partition("[")[2].rstrip("]").split("-")
)
"""Every registered game, and each with all its options together (its ``all`` variant)."""
CASES = [
    pytest.param(case, n, id=f"{case}-{n}p")
    for case in GAMES
    for n in [min(m for c, m in game_cases() if c == case)]
]


def _played(case: str, num_players: int) -> Match:
    match = Match(game(case, num_players), seed=7)
    pick = random.Random(7)
    for _ in range(STEPS):
        match.apply(pick.choice(match.state.legal_actions()))
    return match


@pytest.mark.parametrize(("case", "num_players"), CASES)
def test_loading_a_match_names_its_first_illegal_step(case: str, num_players: int) -> None:
    match = _played(case, num_players)
    lines = match.dumps().splitlines()
    k = STEPS // 2
    there = match.jump(k)
    # an action legal at some other step of this match, refused at step k + 1
    elsewhere = [a for step in range(STEPS + 1) for a in match.jump(step).legal_actions()]
    illegal = next(a for a in elsewhere if not there.check_action(a).legal)
    # a second, later refusal (unknown text) must not be the one named
    broken = [*lines[: k + 1], json.dumps(str(illegal)), *lines[k + 1 :], json.dumps("no such")]
    with pytest.raises(DataError) as caught:
        Match.loads("\n".join(broken) + "\n", source="edited.match")
    err = caught.value
    assert (err.source, err.field) == ("edited.match", f"line {k + 2}")
    assert f"step {k + 1}, {str(illegal)!r}, is not a legal action" in err.problem


@pytest.mark.parametrize(("case", "num_players"), CASES)
def test_loading_a_match_names_an_unknown_action_text(case: str, num_players: int) -> None:
    lines = _played(case, num_players).dumps().splitlines()
    broken = [*lines[:4], json.dumps("fly to the moon"), *lines[4:]]
    with pytest.raises(DataError) as caught:
        Match.loads("\n".join(broken) + "\n", source="edited.match")
    assert caught.value.field == "line 5"
    assert "step 4, 'fly to the moon', is not a legal action" in caught.value.problem


@pytest.mark.parametrize(("case", "num_players"), CASES)
def test_a_saved_match_loads_to_the_same_game(case: str, num_players: int) -> None:
    """The control: the unedited file loads, step for step (so the refusals above are the
    edits' doing)."""
    match = _played(case, num_players)
    loaded = Match.loads(match.dumps(), source="saved.match")
    assert loaded.actions == match.actions
    assert loaded.jump(STEPS).to_json() == match.jump(STEPS).to_json()

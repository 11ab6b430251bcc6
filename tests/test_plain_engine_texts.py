"""What the engines say reads as the games' words, not the engine's (issue "plain words").

The refusals, action descriptions and narration are written by each game (and each Merlin
module) and shown by the stepper, the tutor's "not allowed now", the rule book and the CLI.
Seeded random games of every registered game (Merlin with all its modules too) are played; at each
step every legal action's description, the refusal of actions the player could plausibly try
(actions of the same kind that were legal earlier in the game) and every event are scanned with
``core.plain.engine_words``, with the game's card ids and dashed action codes as codes. A failure
names each text with the rule or action that produced it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from registered import games, table, variants

import tabletop_lib
from tabletop_lib.core.plain import engine_words
from tabletop_lib.core.words import cards

STEPS = 160
SEEDS = (0, 1)
REFUSALS_PER_STATE = 4
CASES = [
    *(pytest.param(name, table(name, 3), {}, id=name) for name in games()),
    *(
        pytest.param(name, table(name, 4), options, id=f"{name}-{label}")
        for name in games()
        for label, options in variants(name)
    ),
]
"""Every registered game at 3 players (or its nearest count), and at 4 with each setting its
corpus plays beyond the base game (Merlin: all nine modules)."""


def verb(action: object) -> str:
    return str(action).split(" ", 1)[0]


def texts_of_a_game(state: Any, seed: int, codes: set[str]) -> Iterator[tuple[str, str]]:
    """(where it came from, text) for the descriptions, plausible refusals and events of
    ``STEPS`` random steps; the dashed action codes offered (``start-town``) go into
    ``codes``."""
    chooser = random.Random(seed)
    once_legal: dict[str, Any] = {}
    for _ in range(STEPS):
        if state.is_terminal():
            return
        legal = state.legal_actions()
        offered = {str(a) for a in legal}
        verbs = {verb(a) for a in legal}
        codes.update(v for v in verbs if "-" in v)
        for action in legal:
            once_legal.setdefault(str(action), action)
            yield f"description of {action}", state.describe_action(action)
        tried = [a for t, a in once_legal.items() if t not in offered and verb(a) in verbs]
        for action in chooser.sample(tried, min(REFUSALS_PER_STATE, len(tried))):
            verdict = state.check_action(action)
            if not verdict.legal:
                yield f"refusal of {action} ({verdict.rule})", verdict.reason
                yield f"explanation of {action}", state.explain(action).said()
        before = len(state.events())
        state.apply_action(legal[chooser.randrange(len(legal))])
        for event in state.events()[before:]:
            yield f"event {event.rule}", event.text


@pytest.mark.parametrize(("game", "num_players", "options"), CASES)
def test_refusals_descriptions_and_narration_read_as_the_games_words(
    game: str, num_players: int, options: dict[str, Any]
) -> None:
    loaded = tabletop_lib.load_game(game, num_players=num_players, **options)
    hits: dict[str, str] = {}
    seen = 0
    for seed in SEEDS:
        state = loaded.new_initial_state(seed)
        codes = set(cards(game))
        for where, text in texts_of_a_game(state, seed, codes):
            seen += 1
            found = engine_words(text, codes)
            if found:
                hits.setdefault(f"{found}", f"{where}: {text!r}")
    assert seen > 100, f"only {seen} texts were read"
    report = [f"{words} in {where}" for words, where in sorted(hits.items())]
    assert not hits, f"{len(hits)} kinds of engine words:\n" + "\n".join(report[:40])


def test_the_scan_catches_the_codes_this_review_found() -> None:
    """Each kind of engine word the review of these texts found is caught."""
    assert engine_words("Blue holds no material that tile r2c5 accepts") == ["r2c5"]
    assert engine_words("swaps M02 for M45") == ["M02", "M45"]
    assert engine_words("Blue holds 1 decree(s)") == ["e(s)"]
    assert engine_words("arthur-take flag blue is not possible now", ["arthur-take"])
    assert not engine_words("Blue's knight shares the space with Red's knight.")

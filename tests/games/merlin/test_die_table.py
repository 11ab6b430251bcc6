"""The die stage's and the pre-move stage's tables answer what the plain readings answer.

``die_choices`` (compiled per game: one expression per die kind) reads per-kind tables indexed
by the values each kind's dice show and the apples of the pre-move stage come from a table
keyed by the die's value; at every die choice and pre-move position of a seeded game with
every module, both must agree with the rules read plainly (manual p. 4-5: one choice per kind
and value of an unused die; p. 13: an apple sets the die to any other face), and a die set by
hand must be seen at once.
"""

from __future__ import annotations

import pytest

from tabletop_lib.games.merlin import MerlinState
from tabletop_lib.games.merlin import constants as C
from tabletop_lib.games.merlin import legality as L
from tabletop_lib.games.merlin.actions import SpendApple, UseDie
from tabletop_lib.games.merlin.die_table import die_choices_read

from .scenarios import played_positions


@pytest.fixture(scope="module")
def positions() -> list[MerlinState]:
    return played_positions(3, 5, (C.CHOOSE_DIE, C.PRE_MOVE))


def _dice_read_plainly(s: MerlinState) -> list[UseDie]:
    g = s.game
    k = g.dice_per_player
    kinds = g.die_slot_kind
    held = {(kinds[i], s.dice[s.current * k + i]) for i in range(k) if s.dice[s.current * k + i]}
    return [g.tables.die[kind][value] for kind, value in sorted(held)]


def test_die_choices_are_the_plain_reading(positions: list[MerlinState]) -> None:
    seen = 0
    for s in positions:
        if s.stage == C.CHOOSE_DIE:
            seen += 1
            first = L.die_choices(s)
            assert first == _dice_read_plainly(s)
            assert die_choices_read(s) == first  # the game's compiled copy, read with loops
            first.append(s.game.tables.pass_turn)  # a caller appends to its list ...
            assert L.die_choices(s) == _dice_read_plainly(s)  # ... never to the tables
    assert seen > 20


def test_a_die_set_by_hand_is_seen_at_once(positions: list[MerlinState]) -> None:
    s = next(s for s in positions if s.stage == C.CHOOSE_DIE).clone()
    k = s.game.dice_per_player
    before = L.die_choices(s)
    for i in range(k):
        s.dice[s.current * k + i] = 0
    assert before and L.die_choices(s) == []
    s.dice[s.current * k] = 3
    assert L.die_choices(s) == [s.game.tables.die[s.game.die_slot_kind[0]][3]]


def test_pre_move_apples_are_every_other_face(positions: list[MerlinState]) -> None:
    seen = 0
    faces = positions[0].game.params.die_faces
    for s in positions:
        if s.stage != C.PRE_MOVE:
            continue
        s = s.clone()
        s.apples[s.current] = 1
        apples = [a.face for a in L.pre_move_choices(s) if isinstance(a, SpendApple)]
        assert apples == [f for f in range(1, faces + 1) if f != s.die_value]
        seen += 1
    assert seen > 20

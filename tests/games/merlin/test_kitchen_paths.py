"""Morgana's kitchen (manual pp. 31-33) lists its choices from interned actions and per-value
slot tables; at every kitchen step of seeded 4-player games with every module they must be
what the rules read plainly say."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_lib.games.merlin import MerlinState
from tabletop_lib.games.merlin.constants import GOOD_NAMES, GOODS_BLOCK, MATERIAL, NUM_COLOURS
from tabletop_lib.games.merlin.modules.morgana import kitchen
from tabletop_lib.games.merlin.modules.morgana import rules as R
from tabletop_lib.games.merlin.modules.morgana.actions import (
    CauldronPass,
    HornCup,
    KitchenApple,
    KitchenPay,
    PlaceMorgana,
    UseCauldron,
    WitchGold,
)
from tabletop_lib.games.merlin.modules.morgana.cauldrons import effect_choices

from .scenarios import played_positions


@pytest.fixture(scope="module")
def kitchen_positions() -> list[MerlinState]:
    found = [s for seed in (2, 5, 11) for s in played_positions(4, seed, (R.MORGANA,))]
    assert len(found) > 50
    return found


def _uses_read_plainly(s: MerlinState, p: int, value: int) -> list[Any]:
    """ME.morgana.poisoned-apple, .horn-cup, .cauldron and .wild-six: the apple space while an
    apple is left, the cup when gold and materials pay up to 7, every free slot of the die's
    face (any slot for a 6)."""
    out: list[Any] = []
    if s.poison_supply > 0:
        out.append(KitchenApple())
    base = p * GOODS_BLOCK + MATERIAL * NUM_COLOURS
    if R.CUP_VALUE - value <= s.gold[p] + sum(s.goods[base : base + NUM_COLOURS]):
        out.append(HornCup())
    for slot, (_, face) in enumerate(R.slot_table(s.game.data_dir)):
        if not s.cauldron_slots[slot] and (face == value or value == 6):
            out.append(UseCauldron(slot))
    return out


def test_kitchen_uses_are_the_plain_reading(kitchen_positions: list[MerlinState]) -> None:
    for s in kitchen_positions:
        for p in range(s.game.num_players):
            for value in range(8):
                assert kitchen.kitchen_uses(s, p, value) == _uses_read_plainly(s, p, value)


def test_kitchen_steps_list_the_plain_choices(kitchen_positions: list[MerlinState]) -> None:
    """The horn cup's payments, Morgana's first placement and the cauldron's pass, as fresh
    actions in the rules' order."""
    seen: set[object] = set()
    for s in kitchen_positions:
        p, step = s.current, s.morgana_step
        colours = s.game.data.colours
        if step == R.STEP_CUP:
            base = p * GOODS_BLOCK + MATERIAL * NUM_COLOURS
            plain: list[Any] = [KitchenPay("gold")] if s.gold[p] > 0 else []
            plain += [KitchenPay(colours[c]) for c in range(NUM_COLOURS) if s.goods[base + c]]
        elif step == R.STEP_PLACE and s.morgana < 0:
            plain = [PlaceMorgana(c) for c in colours]
        elif step == R.STEP_EFFECT:
            plain = [*effect_choices(s), CauldronPass()]
            if R.cauldron_face(s, s.morgana_effect)[0] == R.WITCH_GOLD and plain[:-1]:
                base = p * GOODS_BLOCK  # ME.morgana.witch-gold: any good held pays
                seen.add("witch gold")
                assert plain[:-1] == [
                    WitchGold(GOOD_NAMES[i // NUM_COLOURS], colours[i % NUM_COLOURS])
                    for i in range(GOODS_BLOCK)
                    if s.goods[base + i]
                ]
        else:
            continue
        seen.add(step)
        assert kitchen.choices(s) == plain
    assert {R.STEP_CUP, R.STEP_EFFECT, "witch gold"} <= seen


@pytest.mark.parametrize("good", [0, 1, 2])
def test_restash_takes_any_good_returned_to_the_blocked_principality(
    kitchen_positions: list[MerlinState], good: int
) -> None:
    """ME.morgana.block: a good of any kind back in Morgana's principality goes to her stash
    at once (the turn-start check reads the three kinds before looping over them)."""
    s = next(p for p in kitchen_positions if p.morgana >= 0).clone()
    i = s.game.num_players * GOODS_BLOCK + good * NUM_COLOURS + s.morgana
    assert s.goods[i] == 0
    untouched = s.goods[:], s.morgana_stash[:]
    R.restash(s)
    assert (s.goods, s.morgana_stash) == untouched
    s.goods[i] = 2
    stash = s.morgana_stash[good]
    R.restash(s)
    assert s.goods[i] == 0
    assert s.morgana_stash[good] == stash + 2

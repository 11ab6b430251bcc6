"""The Morgana module's actions for the interop adapters' fixed action universe.

The module builds its actions while playing (each decision with every slot, die, player and
colour), so no interned table holds them; the OpenSpiel and PettingZoo adapters list them all
here (``MerlinModule.universe_actions``).
"""

from __future__ import annotations

from typing import Any

from ... import actions as A
from ...constants import GOOD_NAMES
from . import actions as MA
from . import rules as M


def universe_actions(game: Any) -> list[Any]:
    """Every Morgana decision with every slot, die, player and colour (no table holds them)."""
    out: list[Any] = []
    colours: tuple[str, ...] = tuple(game.data.colours)
    tiles = tuple(game.grid.name(pos) for pos in range(game.grid.size))
    faces = int(game.params.die_faces)
    n = int(game.num_players)
    k = int(game.dice_per_player)
    morgana_dice = int(M.module_data(game.data_dir)["supply"]["dice"])
    out.extend([MA.KitchenApple(), MA.HornCup(), MA.CauldronPass(), MA.SwapMerlinArthur()])
    out.extend(MA.UseCauldron(i) for i in range(len(M.slot_table(game.data_dir))))
    out.extend(MA.UseMorganaDie(i) for i in range(morgana_dice))
    out.extend(MA.KitchenPay(item) for item in ("gold", *colours))
    out.extend(MA.PlaceMorgana(c) for c in colours)
    out.extend(MA.MoveMorgana(d) for d in A.DIRECTIONS)
    out.extend(MA.DarkInfluence(c) for c in colours)
    out.extend(MA.WitchHut(t) for t in tiles)
    out.extend(MA.WitchGold(g, c) for g in GOOD_NAMES for c in colours)
    out.extend(MA.MorganaBuy(g) for g in GOOD_NAMES)
    out.extend(MA.SwapKnights(q) for q in range(n))
    out.extend(MA.Bewitch(q, i, f) for q in range(n) for i in range(k) for f in range(1, faces + 1))
    out.extend(
        MA.SpendPoison(mine, q, theirs)
        for mine in range(-1, k)
        for q in range(n)
        for theirs in range(k)
    )
    return out

"""What the OpenSpiel and PettingZoo adapters need of Merlin beyond its action tables.

The Morgana module builds its actions while playing (each decision with every slot, die,
player and colour), so no interned table holds them: :func:`extra_actions` lists them for the
adapters' fixed action universe, when the module is in play. :func:`max_game_length` bounds a
game's decisions: 150 a player for the base game and 60 more a player for each module in play
(the test suite checks the bound over random games).
"""

from __future__ import annotations

from typing import Any

from . import actions as A
from .constants import GOOD_NAMES
from .modules.morgana import actions as MA
from .modules.morgana import rules as M

BASE_LENGTH_PER_PLAYER = 150
MODULE_LENGTH_PER_PLAYER = 60


def max_game_length(game: Any) -> int:
    """The most decisions a game with these modules takes (module docstring)."""
    modules = len(game.options.get("modules") or ())
    return (BASE_LENGTH_PER_PLAYER + MODULE_LENGTH_PER_PLAYER * modules) * int(game.num_players)


def extra_actions(game: Any) -> list[Any]:
    """The module actions that no interned table holds (its ``extra_actions`` face)."""
    out: list[Any] = []
    colours: tuple[str, ...] = tuple(game.data.colours)
    tiles = tuple(game.grid.name(pos) for pos in range(game.grid.size))
    faces = int(game.params.die_faces)
    n = int(game.num_players)
    k = int(game.dice_per_player)
    if game.in_play("morgana"):
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
        out.extend(
            MA.Bewitch(q, i, f) for q in range(n) for i in range(k) for f in range(1, faces + 1)
        )
        out.extend(
            MA.SpendPoison(mine, q, theirs)
            for mine in range(-1, k)
            for q in range(n)
            for theirs in range(k)
        )
    return out

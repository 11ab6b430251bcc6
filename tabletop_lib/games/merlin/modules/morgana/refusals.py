"""Why a Morgana action is refused (``MerlinModule.why_not``), and what in its text names
nothing of the game (``MerlinModule.unknown_name``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import DIRECTIONS
from ...common import name
from ...words import tile_words
from .actions import (
    Bewitch,
    DarkInfluence,
    HornCup,
    KitchenApple,
    KitchenPay,
    MorganaBuy,
    MoveMorgana,
    PlaceMorgana,
    SpendPoison,
    SwapKnights,
    SwapMerlinArthur,
    UseCauldron,
    UseMorganaDie,
    WitchGold,
    WitchHut,
)
from .rules import CUP_VALUE, MODULE, MORGANA, STEP_USE, took_pentagram

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState


def why_not(s: MerlinState, a: object, rule: str) -> tuple[str, str]:
    """(rule, reason) for a Morgana action of the right stage that is not legal now."""
    if not s.game.in_play(MODULE):
        return rule, "the Morgana module is not in play"
    p = s.current
    who = name(s, p)
    if isinstance(a, UseMorganaDie):
        if took_pentagram(s, p):
            return rule, f"{who} already took a pentagram this round"
        return rule, (
            f"Morgana die {a.index + 1} is not available, or has no use in the witch's kitchen"
        )
    if isinstance(a, SpendPoison):
        if s.poisoned[p] <= 0:
            return rule, f"{who} has no poisoned apple"
        return rule, "both dice must be unused and show different values"
    if (
        s.stage == MORGANA
        and s.morgana_step != STEP_USE
        and isinstance(a, (KitchenApple, HornCup, UseCauldron))
    ):
        return "ME.turn.pending-decision", "the Morgana die is already placed"
    if isinstance(a, KitchenApple):
        return rule, "no poisoned apple is left"
    if isinstance(a, HornCup):
        return rule, f"{who} cannot pay {CUP_VALUE - s.morgana_value} gold coins or materials"
    if isinstance(a, UseCauldron):
        return rule, "that place under the cauldron is taken or does not show the die's value"
    if isinstance(a, (PlaceMorgana, MoveMorgana)):
        if isinstance(a, PlaceMorgana) and s.morgana >= 0:
            return rule, "Morgana is already on the board: she moves"
        return rule, "Morgana is not being moved now"
    return _why_not_cauldron(s, a, rule)


def _why_not_cauldron(s: MerlinState, a: object, rule: str) -> tuple[str, str]:
    """The refusals of the cauldrons' actions."""
    p = s.current
    who = name(s, p)
    if isinstance(a, Bewitch):
        return rule, (
            "Morgana bewitches only an unused die of yours, or an opponent's unused die of their "
            "colour, and turns it to a new face"
        )
    if isinstance(a, SwapKnights):
        return rule, "no other knight to swap with on another space"
    if isinstance(a, SwapMerlinArthur):
        if not s.game.in_play("arthur"):
            return rule, "Merlin and Arthur swap only with the Arthur module"
        return rule, "Merlin would stay on his space or land on Morgana's"
    if isinstance(a, DarkInfluence):
        return rule, "the second marker goes to a principality next to Morgana's"
    if isinstance(a, WitchHut):
        if s.hut_supply <= 0:
            return rule, "no witch hut is left"
        pos = s.game.tile_index.get(a.tile, -1)
        where = tile_words(s.game, pos) if pos >= 0 else "that tile"
        return rule, f"{who} has no manor without a hut on {where}"
    if isinstance(a, WitchGold):
        return rule, f"{who} holds no {a.colour} {a.good}"
    if isinstance(a, MorganaBuy):
        if s.gold[p] < 2 and s.morgana_pay == 0:
            return rule, f"{who} needs 2 gold coins"
        return rule, f"no {a.good} is left under Morgana"
    return rule, "that cauldron's action cannot be taken now"


def unknown_name(game: MerlinGame, a: object) -> str:
    """What in a Morgana action's text names nothing of ``game`` ("" when all is well):
    colours, goods, tiles, directions."""
    colours = game.colour_index
    if isinstance(a, (PlaceMorgana, DarkInfluence)):
        return "" if a.colour in colours else f"no principality colour {a.colour!r}"
    if isinstance(a, KitchenPay):
        ok = a.item == "gold" or a.item in colours
        return "" if ok else "pay with 'gold' or a material colour"
    if isinstance(a, MoveMorgana):
        return "" if a.direction in DIRECTIONS else "the direction is 'cw' or 'ccw'"
    if isinstance(a, WitchHut):
        return "" if a.tile in game.tile_index else f"no tile {a.tile!r} in these surroundings"
    if isinstance(a, (WitchGold, MorganaBuy)):
        if a.good not in game.good_index:
            return f"no good {a.good!r}"
        if isinstance(a, WitchGold) and a.colour not in colours:
            return f"no principality colour {a.colour!r}"
    return ""

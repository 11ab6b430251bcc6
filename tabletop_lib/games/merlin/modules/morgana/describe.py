"""The Morgana module's actions in plain words (pp. 31-33)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from tabletop_lib.core.words import count, ordinal

from ...describe import Describer, good, tile, who, whose
from .actions import (
    Bewitch,
    CauldronPass,
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
from .rules import CUP_VALUE, EFFECTS, cauldron_face, neighbour, slot_table

if TYPE_CHECKING:
    from ...state import MerlinState


def _colour(s: MerlinState, c: int) -> str:
    colours = s.game.data.colours
    return colours[c] if 0 <= c < len(colours) else "no"


_CAULDRON = {
    "bewitch": "bewitch a die",
    "swap-pawns": "swap two pawns",
    "dark-influence": "place dark influence",
    "witch-hut": "put a witch hut on a manor",
    "witch-gold": "trade goods for witch gold",
    "buy": "buy goods from the blocked principality",
}
_DIE_KIND = {"knight": "knight die", "merlin": "Merlin die", "arthur": "black die"}


def _die_of(s: MerlinState, q: int, slot: int) -> str:
    g = s.game
    k = g.dice_per_player
    if not 0 <= slot < k or not 0 <= q < g.num_players:
        return "a die"
    kinds = g.die_slot_kind
    kind = g.die_kinds[kinds[slot]].name
    # Several dice of one kind (the knight dice) are told apart by their place on the board.
    same = [i for i in range(k) if kinds[i] == kinds[slot]]
    nth = f"{ordinal(same.index(slot) + 1)} " if len(same) > 1 else ""
    return f"{whose(s, q)} {nth}{_DIE_KIND.get(kind, 'die')} ({s.dice[q * k + slot]})"


def _morgana_die(s: MerlinState, a: UseMorganaDie) -> str:
    value = s.morgana_dice[a.index] if 0 <= a.index < len(s.morgana_dice) else 0
    shows = f", showing {value}," if value else ""
    return f"Take Morgana die {a.index + 1}{shows} and its pentagram for the witch's kitchen"


def _cauldron(s: MerlinState, a: UseCauldron) -> str:
    table = slot_table(s.game.data_dir)
    if not 0 <= a.slot < len(table):
        return "Put the Morgana die under a cauldron the kitchen does not have"
    pos, face = table[a.slot]
    effect, number = cauldron_face(s, pos)
    what = _CAULDRON.get(EFFECTS[effect], EFFECTS[effect])
    first = (
        "put Morgana on a principality space"
        if s.morgana < 0
        else f"move Morgana {count(number, 'principality space')}"
    )
    return f"Put the Morgana die on the {face} under cauldron {pos + 1}: {first}, then {what}"


def _move_morgana(s: MerlinState, a: MoveMorgana) -> str:
    number = cauldron_face(s, s.morgana_effect)[1] if s.morgana_effect >= 0 else 1
    sign = 1 if a.direction == "cw" else -1
    way = "clockwise" if sign > 0 else "counter-clockwise"
    dest = neighbour(s, s.morgana, sign * number) if s.morgana >= 0 else -1
    return (
        f"Move Morgana {count(number, 'principality space')} {way}, from "
        f"{_colour(s, s.morgana)} to {_colour(s, dest)}"
    )


def _poison(s: MerlinState, a: SpendPoison) -> str:
    mine = (
        f"the Morgana die you hold ({s.morgana_value})"
        if a.mine < 0
        else _die_of(s, s.current, a.mine)
    )
    return (
        f"Spend a poisoned apple to swap the values of {mine} and {_die_of(s, a.player, a.theirs)}"
    )


def _horn_cup(s: MerlinState, a: HornCup) -> str:
    value = s.morgana_value
    return (
        f"Raise the Morgana die from {value} to {CUP_VALUE} for the horn cup, paying with gold "
        "or materials"
    )


def _kitchen_pay(s: MerlinState, a: KitchenPay) -> str:
    if a.item == "gold":
        return "Pay one step of the horn cup with a gold coin"
    return f"Pay one step of the horn cup with {good('material', a.item)}"


def _bewitch(s: MerlinState, a: Bewitch) -> str:
    return f"Bewitch {_die_of(s, a.player, a.slot)}: turn it to {a.face}"


def _morgana_buy(s: MerlinState, a: MorganaBuy) -> str:
    return f"Take {good(a.good, _colour(s, s.morgana))} from the blocked principality"


def _witch_gold(s: MerlinState, a: WitchGold) -> str:
    return f"Return {good(a.good, a.colour)} towards the witch's gold coins"


DESCRIBERS: Mapping[type, Describer] = MappingProxyType(
    {
        UseMorganaDie: _morgana_die,
        KitchenApple: lambda s, a: "Put the Morgana die on the apple space for a poisoned apple",
        HornCup: _horn_cup,
        KitchenPay: _kitchen_pay,
        UseCauldron: _cauldron,
        PlaceMorgana: lambda s, a: f"Put Morgana on the {a.colour} principality space, blocking it",
        MoveMorgana: _move_morgana,
        Bewitch: _bewitch,
        SwapMerlinArthur: lambda s, a: "Swap the places of Merlin and Arthur",
        SwapKnights: lambda s, a: f"Swap the places of your knight and {who(s, a.player)}'s",
        DarkInfluence: lambda s, a: f"Put the second Morgana marker in {a.colour}",
        WitchHut: lambda s, a: f"Put a witch hut on your manor on {tile(s, a.tile)}",
        WitchGold: _witch_gold,
        MorganaBuy: _morgana_buy,
        CauldronPass: lambda s, a: "Leave the rest of the cauldron's action undone",
        SpendPoison: _poison,
    }
)

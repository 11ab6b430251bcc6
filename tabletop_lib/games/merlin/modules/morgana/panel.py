"""Morgana's shared pieces in the rulebook's words (pp. 31-33), for the "Modules" panel: where
Morgana stands and what she blocks, the Morgana dice and pentagrams, the horn cup, poisoned
apples, the five cauldrons (their actions and free die spaces), dark influence and witch huts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop_lib.core.words import and_list

from ..panel_words import colour, counted, dotted, per_player, player, tile_place
from .rules import module_data, slot_table

CAULDRON_WORDS = {
    "bewitch": "Bewitch",
    "swap-pawns": "Swap pawns",
    "dark-influence": "Dark influence",
    "witch-hut": "Witch hut",
    "witch-gold": "Witch gold",
    "buy": "Buy 3 goods from Morgana's principality for 2 gold coins",
}
"""The cauldrons' actions (p. 33), as the panel names them."""
GOOD_WORDS = (("shield", "shield"), ("flag", "flag"), ("material", "material"))


def panel_rows(view: Mapping[str, Any], game: Any) -> list[tuple[str, str]]:
    """Morgana, her dice and pentagrams, the horn cup, poisoned apples, the cauldrons, dark
    influence and witch huts."""
    kitchen = view["kitchen"]
    rows = [
        ("Morgana", _where(kitchen, view)),
        ("Morgana dice", _dice(kitchen)),
        ("Pentagrams this round", _pentagrams(kitchen["pentagrams"], game)),
        ("Horn cup", _cup(kitchen["horn_cup"], game)),
        (
            "Poisoned apples",
            f"{per_player(game, kitchen['poisoned_apples'])}; "
            f"{kitchen['poisoned_apple_supply']} in the supply",
        ),
        *_cauldrons(kitchen, game),
    ]
    dark = _dark(kitchen["markers"], game)
    if dark:
        rows.append(("Dark influence", dark))
    rows.append(("Witch huts", _huts(kitchen["witch_huts"], view, game)))
    return rows


def _where(kitchen: Mapping[str, Any], view: Mapping[str, Any]) -> str:
    """Where Morgana stands, what she blocks and the goods she keeps out of reach."""
    c = kitchen["morgana"]
    if c is None:
        return "beside the kitchen board (she blocks nothing yet)"
    district = view.get("districts", {}).get(c)
    if district:  # every good lies in a district of its kind: the whole district is shut
        return f"blocks the {colour(c)} principality space and its district, the {district}"
    held = [counted(int(kitchen["blocked_goods"].get(k, 0)), f"{c} {w}") for k, w in GOOD_WORDS]
    return (
        f"blocks the {colour(c)} principality space; out of reach while she stays: {and_list(held)}"
    )


def _dice(kitchen: Mapping[str, Any]) -> str:
    """The Morgana dice still on the kitchen, the taken ones, the one in use."""
    values: Sequence[int] = kitchen["dice"]
    left = [("6 (any number)" if v == 6 else str(v)) for v in values if v]
    taken = sum(1 for v in values if not v)
    text = f"on the pentagrams: {', '.join(left) or 'none'}"
    if taken:
        text += f"; {counted(taken, 'die', 'dice')} taken this round"
    if kitchen.get("die_in_use") is not None:
        text += f"; the die in use shows {kitchen['die_in_use']}"
    return text


def _pentagrams(pentagrams: Sequence[int], game: Any) -> str:
    """Who took a pentagram (a Morgana die) this round, and who may still."""
    took = [player(game, p) for p in pentagrams if p >= 0]
    may = [player(game, p) for p in range(len(game.player_names)) if p not in pentagrams]
    parts = [f"taken by {and_list(took)}" if took else "none taken yet"]
    if may and any(p < 0 for p in pentagrams):
        parts.append(f"{and_list(may)} may still take one")
    return "; ".join(parts)


def _cup(holder: int | None, game: Any) -> str:
    if holder is None:
        return "on the kitchen board"
    return f"held by {player(game, holder)}, who scores the round's number at its end"


def _cauldrons(kitchen: Mapping[str, Any], game: Any) -> list[tuple[str, str]]:
    """Each cauldron, left to right: its action, how far it moves Morgana, its free die spaces."""
    table = slot_table(game.data_dir)
    taken: Sequence[int] = kitchen["slots_taken"]
    rows = []
    for pos, face in enumerate(kitchen["cauldrons"]):
        free = [str(f) for slot, (at, f) in enumerate(table) if at == pos and not taken[slot]]
        action = CAULDRON_WORDS.get(face["action"], face["action"])
        spaces = (
            f"free die space{'s' * (len(free) > 1)}: {', '.join(free)}"
            if free
            else "no free die space"
        )
        rows.append((f"Cauldron {pos + 1}", f"{action}; moves Morgana {face['number']}; {spaces}"))
    return rows


def _dark(markers: Mapping[str, Sequence[int]], game: Any) -> str:
    """Morgana's influence markers on the principalities: on a player's marker, or alone."""
    parts = []
    n = len(game.player_names)
    for c, counts in markers.items():
        on = [f"{counts[p]} on {player(game, p)}'s marker" for p in range(n) if counts[p]]
        alone = [f"{counts[n]} alone"] if len(counts) > n and counts[n] else []
        if on or alone:
            parts.append(f"{colour(c)}: {', '.join(on + alone)}")
    return dotted(parts)


def _huts(huts: Sequence[str], view: Mapping[str, Any], game: Any) -> str:
    """The witch huts on manors (by tile and owner), and how many are left."""
    total = int(module_data(game.data_dir)["supply"]["witch_huts"])
    manors: Mapping[str, int] = view["surroundings"]["manors"]
    placed = [
        f"{tile_place(t)} ({player(game, manors[t])})" if t in manors else tile_place(t)
        for t in huts
    ]
    left = f"{total - len(huts)} left"
    return f"{'; '.join(placed)}; {left}" if placed else f"none placed; {left}"

"""Final scoring: one pure function per category of docs/rules §2.7 (the Portuguese text stops
before it).

Each takes plain numbers (and, optionally, the table to use; the default is the one in
games/paladins/data/main_board.json or player_board.json) and returns points, so notebooks and tests
can call them on any situation. ``state_points`` gathers them for a state.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from .common import bits
from .constants import FAITH, INFLUENCE, STRENGTH
from .costs import developed, placed
from .data import GameData, load_data

if TYPE_CHECKING:
    from .state import PaladinsState


@cache
def _default() -> GameData:
    return load_data()


def _table(values: Sequence[int], index: int, what: str) -> int:
    if index < 0:
        raise ValueError(f"{what} cannot be negative")
    return values[min(index, len(values) - 1)]


def attribute_points(level: int, table: Sequence[int] | None = None) -> int:
    """PA.score.attributes: a track's value to points: 0-1 -> 0, 2-3 -> 1, 4-5 -> 3,
    6-7 -> 6, 8 -> 9, 9 -> 11, 10 -> 13, 11 -> 16, 12 or more -> 20 (docs/rules §2.5)."""
    return _table(table or _default().attribute_points, level, "an attribute level")


def kings_orders_points(
    done: Sequence[int], values: Sequence[int] | None = None, threshold: int | None = None
) -> int:
    """PA.score.kings-orders: ``done[k]`` is how often the player did the action of the
    Order revealed k-th; each met (at least ``threshold``, 5) scores ``values[k]`` (4/6/8)."""
    values = values or _default().order_points
    need = _default().order_threshold if threshold is None else threshold
    return sum(v for d, v in zip(done, values, strict=False) if d >= need)


def develop_points(workshops_moved: int, table: Sequence[int] | None = None) -> int:
    """PA.score.develop: points revealed in the workshop row: 6th 1, 7th 3, 8th 6."""
    return _table(table or _default().workshop_points, workshops_moved, "a workshop count")


def debt_points(
    unpaid: int, paid: int, unpaid_points: int | None = None, paid_points: int | None = None
) -> int:
    """PA.score.debts: -3 per unpaid Debt, +1 per paid Debt (docs/rules §2.7, S3; the data's
    numbers unless given)."""
    if unpaid < 0 or paid < 0:
        raise ValueError("debt counts cannot be negative")
    data = _default()
    if unpaid_points is None:
        unpaid_points = data.unpaid_debt_points
    if paid_points is None:
        paid_points = data.paid_debt_points
    return unpaid * unpaid_points + paid * paid_points


def resources_points(silver: int, provisions: int, per_point: int | None = None) -> int:
    """PA.score.resources: 1 point per 3 silver and provisions together, rounded down (the
    data's number unless given)."""
    if silver < 0 or provisions < 0:
        raise ValueError("silver and provisions cannot be negative")
    return (silver + provisions) // (
        _default().resources_per_point if per_point is None else per_point
    )


def commission_points(monks: int, table: Sequence[int] | None = None) -> int:
    """PA.score.commission: points revealed in the monk row: 5th 2, 6th 5, 7th 9."""
    return _table(table or _default().monks.points, monks, "a monk count")


def garrison_points(outposts: int, table: Sequence[int] | None = None) -> int:
    """PA.score.garrison: points revealed in the outpost row: 5th 2, 6th 5, 7th 9."""
    return _table(table or _default().outposts.points, outposts, "an outpost count")


def absolve_points(jars: int, table: Sequence[int] | None = None) -> int:
    """PA.score.absolve: points revealed in the jar row: 5th 1, 6th 3, 7th 6."""
    return _table(table or _default().jars.points, jars, "a jar count")


def fortify_points(walls: int, wall_card_points: int, table: Sequence[int] | None = None) -> int:
    """PA.score.fortify: the wall row's points (5th 1, 6th 3, 7th 6) plus the points printed
    on the wall cards built."""
    if wall_card_points < 0:
        raise ValueError("printed wall points cannot be negative")
    return _table(table or _default().walls_row.points, walls, "a wall count") + wall_card_points


def convert_points(conditions: Sequence[tuple[int, int, int]]) -> int:
    """PA.score.convert: for each converted Outsider ``(count, per, points)``: ``points`` for
    every full ``per`` of what its condition counts (docs/rules §3.3; values unverified)."""
    total = 0
    for count, per, points in conditions:
        if count < 0 or per < 1:
            raise ValueError(f"bad condition {(count, per, points)}")
        total += count // per * points
    return total


# -- a state's points ---------------------------------------------------------------------------
def times_done(s: PaladinsState, p: int, space: int) -> int:
    """How often ``p`` did a right-hand action (pieces placed, Outsiders attacked)."""
    return placed(s, p, space)


def orders_met(s: PaladinsState, p: int) -> list[int]:
    """Per revealed King's Order (in reveal order): how often ``p`` did its action."""
    data = s.game.data
    out = []
    for k, order in enumerate(s.orders):
        if data.order_rounds[k] <= s.round:
            out.append(times_done(s, p, data.orders[order]))
        else:
            out.append(0)
    return out


def counter(s: PaladinsState, p: int, what: str) -> int:
    """The value a conversion condition counts for player ``p`` (data.COUNTERS)."""
    data = s.game.data
    if what == "monks":
        return s.monk_at[p].bit_count()
    if what == "outposts":
        return s.outpost_at[p].bit_count()
    if what == "walls":
        return s.walls[p].bit_count()
    if what == "jars":
        return s.jars[p].bit_count()
    if what == "workshops":
        return developed(s, p)
    if what == "townsfolk":
        return s.hired[p].bit_count()
    if what in ("faith", "strength", "influence"):
        return s.attribute(p, ("faith", "strength", "influence").index(what))
    if what == "kings_orders":
        need = data.order_threshold
        return sum(1 for d in orders_met(s, p) if d >= need)
    if what == "paid_debts":
        return s.paid[p]
    if what == "unpaid_debts":
        return s.unpaid[p]
    if what == "suspicion":
        return s.suspicion_count(p)
    return _outsiders_counted(s, p, what)


def _outsiders_counted(s: PaladinsState, p: int, what: str) -> int:
    """``attacked:<suit>``: the Outsiders of that suit ``p`` attacked; ``converted:<name>``:
    those of that name ``p`` converted."""
    data = s.game.data
    kind, _, value = what.partition(":")
    cards = s.attacked[p] if kind == "attacked" else s.converted[p]
    if kind == "attacked":
        suit = data.suits.index(value)
        return sum(
            1
            for c in range(len(data.outsiders))
            if cards >> c & 1 and data.outsiders[c].suit == suit
        )
    return sum(
        1 for c in range(len(data.outsiders)) if cards >> c & 1 and data.outsiders[c].name == value
    )


def state_points(s: PaladinsState) -> list[list[int]]:
    """Points per player in the order of ``constants.CATEGORIES``."""
    g = s.game
    data = g.data
    table = data.attribute_points
    out = []
    for p in range(g.num_players):
        outsiders = data.outsiders
        conditions = [
            (counter(s, p, outsiders[c].counter), outsiders[c].per, outsiders[c].points)
            for c in bits(s.converted[p])
        ]
        out.append(
            [
                kings_orders_points(orders_met(s, p), g.order_points, data.order_threshold),
                attribute_points(s.attribute(p, FAITH), table),
                attribute_points(s.attribute(p, INFLUENCE), table),
                attribute_points(s.attribute(p, STRENGTH), table),
                develop_points(developed(s, p), data.workshop_points),
                debt_points(s.unpaid[p], s.paid[p], data.unpaid_debt_points, data.paid_debt_points),
                resources_points(s.silver[p], s.provisions[p], data.resources_per_point),
                commission_points(s.monk_at[p].bit_count(), data.monks.points),
                garrison_points(s.outpost_at[p].bit_count(), data.outposts.points),
                absolve_points(s.jars[p].bit_count(), data.jars.points),
                fortify_points(
                    s.walls[p].bit_count(),
                    sum(data.walls[c].points for c in bits(s.walls[p])),
                    data.walls_row.points,
                ),
                convert_points(conditions),
            ]
        )
    return out


__all__ = [
    "absolve_points",
    "attribute_points",
    "commission_points",
    "convert_points",
    "debt_points",
    "develop_points",
    "fortify_points",
    "garrison_points",
    "kings_orders_points",
    "resources_points",
    "state_points",
]

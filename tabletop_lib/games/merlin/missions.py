"""Mission requirements (p. 9 and p. 13): held, never spent.

A card's requirements are compiled once into tuples of small integers so that the hot path
(which missions can be completed now?) is a short loop. :func:`mission_met` is the reference
reading of each requirement kind, on plain per-player lists; the compiled check agrees with it
(tests compare them on random positions).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from .constants import HOME, NUM_COLOURS, NUM_HENCHMEN
from .data import MissionCard, Requirement

# Compiled operations: (op, a, count, b).
GOODS, GOODS_ANY, INFLUENCE_IN, INFLUENCE_ANY, HENCHMAN_IN, HENCHMEN_IN, TOGETHER = range(7)
_OPS = {
    "goods": GOODS,
    "goods-any-colour": GOODS_ANY,
    "influence-in": INFLUENCE_IN,
    "influence-any": INFLUENCE_ANY,
    "henchman-in": HENCHMAN_IN,
    "henchmen-in": HENCHMEN_IN,
    "henchmen-together": TOGETHER,
}
REQUIREMENT_RULES = {
    "goods": "ME.mission.requirement.goods",
    "goods-any-colour": "ME.mission.requirement.goods-any-colour",
    "influence-in": "ME.mission.requirement.influence-in",
    "influence-any": "ME.mission.requirement.influence-any",
    "henchman-in": "ME.mission.requirement.henchman-in",
    "henchmen-in": "ME.mission.requirement.henchmen-in",
    "henchmen-together": "ME.mission.requirement.henchmen-together",
}

Code = tuple[tuple[int, int, int, int], ...]


def compile_card(card: MissionCard) -> Code:
    """The card's requirements as ``(op, a, count, b)`` tuples for :func:`code_met`."""
    out = []
    for r in card.requires:
        op = _OPS[r.kind]
        if op == GOODS:
            out.append((op, r.good * NUM_COLOURS + r.colour, r.count, 0))
        elif op == GOODS_ANY:
            out.append((op, r.good * NUM_COLOURS, r.count, 0))
        elif op in (INFLUENCE_IN, HENCHMEN_IN):
            out.append((op, r.principality, r.count, 0))
        elif op == INFLUENCE_ANY:
            out.append((op, 0, r.count, 0))
        elif op == HENCHMAN_IN:
            out.append((op, r.henchmen[0], 1, r.principality))
        else:
            out.append((op, r.henchmen[0], 2, r.henchmen[1]))
    return tuple(out)


def code_met(  # noqa: C901  (a compiled card's interpreter: one branch per op, on the hot path)
    code: Code,
    goods: Sequence[int],
    g0: int,
    influence: Sequence[int],
    i0: int,
    henchmen: Sequence[int],
    h0: int,
) -> bool:
    """Whether a compiled card is met by the player whose goods, influence markers and
    henchmen start at offsets ``g0``, ``i0`` and ``h0`` of the state's flat lists."""
    for op, a, n, b in code:
        if op == GOODS:
            if goods[g0 + a] < n:
                return False
        elif op == GOODS_ANY:
            if sum(goods[g0 + a : g0 + a + NUM_COLOURS]) < n:
                return False
        elif op == INFLUENCE_IN:
            if influence[i0 + a] < n:
                return False
        elif op == INFLUENCE_ANY:
            if max(influence[i0 : i0 + NUM_COLOURS]) < n:
                return False
        elif op == HENCHMAN_IN:
            if henchmen[h0 + a] != b:
                return False
        elif op == HENCHMEN_IN:
            if henchmen[h0 : h0 + NUM_HENCHMEN].count(a) < n:
                return False
        else:
            where = henchmen[h0 + a]
            if where == HOME or where != henchmen[h0 + b]:
                return False
    return True


Check = Callable[[Sequence[int], int, Sequence[int], int, Sequence[int], int], bool]
"""A compiled card: ``check(goods, g0, influence, i0, henchmen, h0)`` as in :func:`code_met`."""


def _op_source(op: int, a: int, n: int, b: int) -> str:
    """One compiled operation as a Python expression over the check's arguments.

    The counts over a row (goods of any colour, the most markers in one principality, the
    henchmen in one) are written out element by element: ``sum``, ``max`` and ``count`` over
    a slice cost twice as much as a few indexed comparisons, and every card in every hand is
    tested at every main point of every turn."""
    if op == GOODS:
        return f"gd[g0 + {a}] >= {n}"
    if op == GOODS_ANY:
        row = " + ".join(f"gd[g0 + {a + k}]" for k in range(NUM_COLOURS))
        return f"{row} >= {n}"
    if op == INFLUENCE_IN:
        return f"inf[i0 + {a}] >= {n}"
    if op == INFLUENCE_ANY:
        return "(" + " or ".join(f"inf[i0 + {k}] >= {n}" for k in range(NUM_COLOURS)) + ")"
    if op == HENCHMAN_IN:
        return f"hm[h0 + {a}] == {b}"
    if op == HENCHMEN_IN:
        row = " + ".join(f"(hm[h0 + {k}] == {a})" for k in range(NUM_HENCHMEN))
        return f"{row} >= {n}"
    return f"(hm[h0 + {a}] != {HOME} and hm[h0 + {a}] == hm[h0 + {b}])"


_CHECK_NAMES: dict[str, object] = {"__builtins__": {}}


@cache
def compile_check(code: Code) -> Check:
    """One function testing every requirement of a compiled card, in the card's order.

    The requirements become one expression (``a and b and ...``) compiled once, so testing a
    card on the hot path is a single call (the ``namedtuple`` technique); its source is built
    from the integers of ``code`` alone, never from data text. The function holds no state, so
    one per code serves every game (compiling them was most of loading a game)."""
    body = " and ".join(_op_source(*op) for op in code) or "True"
    check: Check = eval(f"lambda gd, g0, inf, i0, hm, h0: {body}", dict(_CHECK_NAMES))
    return check


Unmet = Callable[[Sequence[int], int, Sequence[int], int, Sequence[int], int], int]
"""A compiled card's count of requirements not met, with the arguments of :data:`Check`."""


@cache
def compile_unmet(code: Code) -> Unmet:
    """One function counting the requirements of a compiled card that are not met (for a
    module that lets a player stand in for missing requirements): the same expressions as
    :func:`compile_check`, summed instead of chained, compiled once per code."""
    body = " + ".join(["0", *(f"(not ({_op_source(*op)}))" for op in code)])  # an int
    unmet: Unmet = eval(f"lambda gd, g0, inf, i0, hm, h0: {body}", dict(_CHECK_NAMES))
    return unmet


def requirement_met(
    r: Requirement, goods: Sequence[int], influence: Sequence[int], henchmen: Sequence[int]
) -> bool:
    """One requirement (p. 13) against one player's holdings.

    ``goods[good * 6 + colour]`` counts the player's shields, flags and materials;
    ``influence[colour]`` their influence markers in each principality; ``henchmen[h]`` the
    principality of each henchman, or -1 at home.
    """
    if r.kind == "goods":
        return goods[r.good * NUM_COLOURS + r.colour] >= r.count
    if r.kind == "goods-any-colour":
        return sum(goods[r.good * NUM_COLOURS : (r.good + 1) * NUM_COLOURS]) >= r.count
    if r.kind == "influence-in":
        return influence[r.principality] >= r.count
    if r.kind == "influence-any":
        # Read as: that many markers in one principality of the player's choice.
        return any(m >= r.count for m in influence)
    if r.kind == "henchman-in":
        return henchmen[r.henchmen[0]] == r.principality
    if r.kind == "henchmen-in":
        return sum(1 for where in henchmen if where == r.principality) >= r.count
    if r.kind == "henchmen-together":
        a, b = (henchmen[h] for h in r.henchmen)
        return a != HOME and a == b
    raise ValueError(f"unknown requirement kind {r.kind!r}")


def mission_met(
    card: MissionCard, goods: Sequence[int], influence: Sequence[int], henchmen: Sequence[int]
) -> bool:
    """Whether a player holding these goods, markers and henchmen meets every requirement."""
    return all(requirement_met(r, goods, influence, henchmen) for r in card.requires)

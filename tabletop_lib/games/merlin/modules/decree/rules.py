"""Big Box module "Queenie: o decreto do rei" (the king's decree; manual p. 35, docs/rules §5.17):
four face-down decrees on each principality; acting on a principality space, a player may take
one of its decrees instead of the placed henchman's action, gaining what it shows; decrees are
spent in the player's turn, 1 to change a die by one, 2 for any shield, flag or material or an
influence marker anywhere, 3 for 5 points.

What each of the 24 tiles shows is not public: data/merlin/decree.json holds a placeholder
(``"verified": false``) read from the default data folder.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.errors import DataError
from tabletop_lib.core.options import words
from tabletop_lib.core.words import count

from ...common import (
    a_good,
    add_points,
    colour,
    finish,
    gain_good,
    good_label,
    name,
    place_influence,
    player_name,
    say,
    with_article,
)
from ...constants import GOOD_NAMES, GOODS_BLOCK, NUM_COLOURS, SUB_PRINCIPALITY
from ...plugin import load_module_data
from ...spaces import place_henchman
from .actions import DecreeDie
from .tables import tables

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState

M = "Merlin: Big Box manual, Portuguese edition (Queen Games, 2020)"
MODULE = "decree"
CATEGORY = "decrees"
SPENT = -1
"""``state.decree_where`` of a decree spent (out of the game)."""
POINTS_KIND = "points"
DECREE_PICK = 19
"""The stage of looking through a principality's decrees."""

RULES: tuple[tuple[str, str, str], ...] = (
    (
        "ME.decree.setup",
        f"{M} p. 35, Changes to the setup (Mudanças na preparação; our translation)",
        "Decree module: the 24 decrees are shuffled and stacked 4 face down on each of the six "
        "principalities. The rulebook text does not say what each decree shows; here a stand-in "
        "set is played.",
    ),
    (
        "ME.decree.take",
        f"{M} p. 35, Changes to the gameplay (Mudanças na jogabilidade; our translation)",
        "Decree module: acting on a principality space, a player may take a decree of that "
        "principality, if any is left, instead of the placed henchman's action; having looked "
        "through the stack they must take one. The rulebook does not settle this; here the "
        "henchman is still placed (and "
        "sends an opponent's home) but does not act.",
    ),
    (
        "ME.decree.gain",
        f"{M} p. 35, Changes to the gameplay (Mudanças na jogabilidade; our translation)",
        "Decree module: the player at once takes the shield, flag or material the decree "
        "shows, if available, or scores the points it shows; then keeps the decree.",
    ),
    (
        "ME.decree.spend-die",
        f"{M} p. 35, The decrees' actions (Ações dos decretos; our translation)",
        "Decree module: 1 decree raises or lowers one of the player's dice, personal or "
        "Merlin's (not Arthur's black die), by one. The rulebook does not settle this; here the "
        "die chosen for the turn, "
        "before moving; a 6 does not become a 1 nor a 1 a 6.",
    ),
    (
        "ME.decree.spend-good",
        f"{M} p. 35, The decrees' actions (Ações dos decretos; our translation)",
        "Decree module: 2 decrees take any shield, flag or building material from the board.",
    ),
    (
        "ME.decree.spend-influence",
        f"{M} p. 35, The decrees' actions (Ações dos decretos; our translation)",
        "Decree module: 2 decrees place one of the player's influence markers in any principality.",
    ),
    (
        "ME.decree.spend-points",
        f"{M} p. 35, The decrees' actions (Ações dos decretos; our translation)",
        "Decree module: 3 decrees score 5 points.",
    ),
    (
        "ME.decree.when",
        f"{M} p. 35, Changes to the gameplay (Mudanças na jogabilidade; our translation)",
        "Decree module: in their turn a player may spend any number of their decrees, "
        "discarding them. The rulebook does not settle this; here at every main point of the "
        "turn: before choosing the die, "
        "before moving (the only point where a decree changes a die), after moving and after "
        "the action, until the player ends the turn (a decree taken with the turn's action can "
        "still be spent); spent decrees leave the game.",
    ),
)


def check_data(doc: Mapping[str, Any], source: str) -> None:
    """decree.json: the 24 tiles (unverified)."""
    for i, tile in enumerate(doc["tiles"]):
        kind = tile.get("kind")
        if kind == POINTS_KIND:
            if not isinstance(tile.get("points"), int) or tile["points"] < 0:
                raise DataError(source, f"tiles[{i}]", "a points tile needs points >= 0")
        elif kind not in GOOD_NAMES or not isinstance(tile.get("colour"), str):
            raise DataError(source, f"tiles[{i}]", f"kind is one of: {words(GOOD_NAMES)}, points")


def module_data(folder: Path | None = None) -> Mapping[str, Any]:
    """decree.json of the ``data_dir`` folder (default data/merlin/)."""
    return load_module_data("decree.json", folder, check_data)


def tile_ids(folder: Path | None = None) -> tuple[str, ...]:
    return tuple(str(t["id"]) for t in module_data(folder)["tiles"])


def tile_index(game: MerlinGame) -> Mapping[str, int]:
    """Decree id -> tile index, for this game's data."""
    found: Mapping[str, int] = tables(game).index
    return found


def setup_hook(s: MerlinState) -> None:
    """ME.decree.setup: shuffle the decrees, stack 4 on each principality (p. 35)."""
    per = int(module_data(s.game.data_dir)["per_principality"])
    order = list(range(len(tile_ids(s.game.data_dir))))
    s.rng.shuffle(order)
    where = [SPENT] * len(order)
    for i, tile in enumerate(order[: per * NUM_COLOURS]):
        where[tile] = i // per
    s.decree_where = where
    say(s, "ME.decree.setup", f"Decree module: {per} decrees are stacked on each principality.")


def held_code(p: int) -> int:
    """``state.decree_where`` of a decree held by player ``p``."""
    return NUM_COLOURS + p


def held(s: MerlinState, p: int) -> int:
    return s.decree_where.count(NUM_COLOURS + p)


def stack(s: MerlinState, c: int) -> list[int]:
    """The decrees left on principality ``c``, by tile index."""
    return [t for t, w in enumerate(s.decree_where) if w == c]


# -- taking a decree (p. 35) ------------------------------------------------------------------
def can_take(s: MerlinState) -> bool:
    return s.sub == SUB_PRINCIPALITY and s.target in s.decree_where


def henchman_for_decree(s: MerlinState, h: int) -> None:
    """ME.decree.take: the henchman is placed without acting; the stack is looked through."""
    p = s.current
    if place_henchman(s, p, h, s.target, "ME.space.principality", act=False):
        return  # a Caerleon district slot choice first; it calls after_placed
    after_placed(s)


def after_placed(s: MerlinState) -> None:
    """The henchman stands in the principality: look through its decrees."""
    p = s.current
    say(
        s,
        "ME.decree.take",
        f"Decree module: instead of the henchman's action {name(s, p)} looks through the "
        f"decrees of {colour(s, s.target)}.",
        p,
    )
    s.stage = DECREE_PICK


def pick_choices(s: MerlinState) -> list[int]:
    return stack(s, s.target)


def take_decree(s: MerlinState, tile: int) -> None:
    """ME.decree.gain: take what the decree shows (if available), keep the decree."""
    p = s.current
    info = module_data(s.game.data_dir)["tiles"][tile]
    s.decree_where[tile] = held_code(p)
    if info["kind"] == POINTS_KIND:
        pts = int(info["points"])
        add_points(s, p, s.game.ruleset.categories.index(CATEGORY), pts)
        got = f"scores {count(pts, 'point')}"
    else:
        good = GOOD_NAMES.index(info["kind"])
        c = s.game.colour_index[info["colour"]]
        label = good_label(s, good, c)
        got = (
            f"takes {with_article(label)}" if gain_good(s, p, good, c) else f"finds no {label} left"
        )
    text = f"Decree module: {name(s, p)} takes a decree and {got}."
    say(s, "ME.decree.gain", text, p)
    finish(s)


# -- spending decrees (p. 35) -----------------------------------------------------------------
def _spend(s: MerlinState, k: int) -> None:
    """Discard ``k`` of the current player's decrees (the lowest tiles: they are all alike)."""
    code = held_code(s.current)
    where = s.decree_where
    for t, w in enumerate(where):
        if k and w == code:
            where[t] = SPENT
            k -= 1


def changes_die(s: MerlinState) -> bool:
    """ME.decree.spend-die: the die chosen for the turn is one a decree changes, a personal
    or the Merlin die (``params.decree_die_kinds``), not Arthur's black die."""
    g = s.game
    return s.die >= 0 and g.die_kinds[g.die_slot_kind[s.die]].name in g.params.decree_die_kinds


def die_steps(s: MerlinState) -> tuple[int, ...]:
    """The steps (+1, -1) one decree may change the chosen die by now (before moving)."""
    if held(s, s.current) < s.game.params.decrees_for_die or not changes_die(s):
        return ()
    v = s.die_value
    out: list[int] = []
    if v < s.game.params.die_faces:
        out.append(1)
    if v > 1:
        out.append(-1)
    return tuple(out)


def spend_die(s: MerlinState, step: int) -> None:
    """ME.decree.spend-die."""
    p = s.current
    old = s.die_value
    _spend(s, s.game.params.decrees_for_die)
    s.die_value = old + step
    s.dice[p * s.game.dice_per_player + s.die] = s.die_value
    say(s, "ME.decree.spend-die", (_die_turned, p, old, s.die_value), p)


def _die_turned(g: MerlinGame, p: int, old: int, new: int) -> str:
    return f"Decree module: {player_name(g, p)} spends a decree to turn a {old} into a {new}."


def good_choices(s: MerlinState, held_now: int) -> list[int]:
    """Board goods (``good * 6 + colour``) 2 decrees may take now, the current player holding
    ``held_now`` decrees."""
    if held_now < s.game.params.decrees_for_good:
        return []
    base = s.game.num_players * GOODS_BLOCK
    goods = s.goods
    return [i for i in range(GOODS_BLOCK) if goods[base + i] > 0]


def spend_good(s: MerlinState, good: int, c: int) -> None:
    """ME.decree.spend-good."""
    p = s.current
    _spend(s, s.game.params.decrees_for_good)
    gain_good(s, p, good, c)
    text = f"Decree module: {name(s, p)} spends 2 decrees to take {a_good(s, good, c)}."
    say(s, "ME.decree.spend-good", text, p)


def can_spend_influence(s: MerlinState, held_now: int) -> bool:
    return held_now >= s.game.params.decrees_for_influence and s.castle_influence[s.current] > 0


def spend_influence(s: MerlinState, c: int) -> None:
    """ME.decree.spend-influence."""
    p = s.current
    _spend(s, s.game.params.decrees_for_influence)
    place_influence(s, p, c)
    text = f"Decree module: {name(s, p)} spends 2 decrees to place influence in {colour(s, c)}."
    say(s, "ME.decree.spend-influence", text, p)


def can_spend_points(s: MerlinState, held_now: int) -> bool:
    return held_now >= s.game.params.decrees_for_points


def spend_points(s: MerlinState) -> None:
    """ME.decree.spend-points."""
    p = s.current
    prm = s.game.params
    _spend(s, prm.decrees_for_points)
    add_points(s, p, s.game.ruleset.categories.index(CATEGORY), prm.decree_points)
    text = f"Decree module: {name(s, p)} spends 3 decrees for {prm.decree_points} points."
    say(s, "ME.decree.spend-points", text, p)


def can_spend(s: MerlinState) -> bool:
    """ME.decree.when: whether the current player's decrees buy a good, an influence marker
    or points now (the die changes are :func:`die_steps`)."""
    k = s.decree_where.count(NUM_COLOURS + s.current)  # held(): asked at every main point
    if k < tables(s.game).least_spend:  # the usual answer, at once
        return False
    return can_spend_points(s, k) or can_spend_influence(s, k) or bool(good_choices(s, k))


def why_not(s: MerlinState, rule: str, action: object = None) -> tuple[str, str]:
    """Why a decree action of the right stage is not legal now."""
    if MODULE not in s.game.params.modules:
        return rule, "the king's decree module is not in play"
    p = s.current
    if isinstance(action, DecreeDie) and held(s, p) and not changes_die(s):
        return rule, "a decree changes a personal or the Merlin die, not Arthur's black die"
    holds = count(held(s, p), "decree")
    return rule, f"{name(s, p)} holds {holds}, or nothing can be had for them now"

"""What each kind of action space does (manual p. 6-9), as pluggable :class:`SpaceKind` handlers.

A ring is data (data/rondel.json: the kind and argument of each space); the behaviour of
a kind lives here. A handler answers ``feasible(state, player, arg)`` (would taking the action
change anything?) and ``start(state, player, arg)``, which carries the action out and returns
False, or sets the decision stage of its first choice and returns True. The choices of a space
(which henchman, which good ...) are answered by the ``apply_*`` functions below (a manor's
in ``manors.py``), which end the action with ``common.finish``. Modules add kinds (and overlay
spaces on the ring) through ``modules.Module.space_kinds``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .common import (
    a_good,
    add_points,
    bits,
    colour,
    finish,
    gain_good,
    good_blocked,
    good_label,
    name,
    place_influence,
    player_name,
    return_good,
    say,
    total_goods,
    traitors_expelled,
    with_article,
)
from .constants import (
    BUILDER,
    CAT_VP_SPACES,
    DRAW_MISSION_SPACE,
    EXCHANGE_RETURN,
    EXCHANGE_TAKE,
    FLAG,
    FLAG_BEARER,
    GOOD_NAMES,
    GOODS_BLOCK,
    HENCHMAN,
    HENCHMAN_NAMES,
    HOME,
    LADY,
    MATERIAL,
    MISSION_DISCARD,
    MISSION_DRAW,
    NUM_COLOURS,
    NUM_HENCHMEN,
    RELOCATE_DIR,
    SHIELD,
    SHIELD_BEARER,
    SUB_ANY_PRINCIPALITY,
    SUB_INFLUENCE_HENCHMAN,
    SUB_PRINCIPALITY,
    SUB_RELOCATE,
    SUB_RELOCATE_HOME,
    SUB_RULES,
    TAKE_GOOD,
    TARGET,
    TRAITOR,
)
from .data import VP_INFLUENCE
from .manors import build_feasible, build_start
from .words import mission_words

if TYPE_CHECKING:
    from .game import MerlinGame
    from .state import MerlinState

_HENCHMAN_GOOD = {SHIELD_BEARER: SHIELD, BUILDER: MATERIAL, FLAG_BEARER: FLAG}
_HENCHMAN_RULE = (
    "ME.henchman.lady-in-waiting",
    "ME.henchman.shield-bearer",
    "ME.henchman.builder",
    "ME.henchman.flag-bearer",
)


@dataclass(frozen=True)
class SpaceKind:
    """The behaviour of one kind of action space."""

    name: str
    rule: str
    feasible: Callable[[MerlinState, int, int], bool]
    start: Callable[[MerlinState, int, int], bool]
    label: Callable[[tuple[str, ...], int], str]
    words: str = ""
    """How people call a space of this kind (``describe.space``'s placeholders), when it
    differs from the base kind's words."""


# -- henchmen ---------------------------------------------------------------------------------
def place_henchman(s: MerlinState, p: int, h: int, c: int, rule: str, act: bool = True) -> bool:
    """Put ``p``'s henchman ``h`` in principality ``c`` (from the castle or elsewhere); an
    opponent's henchman of the same kind there goes home; then the henchman acts (unless
    ``act`` is False: the decree module's decree taken instead). True when a decision is
    pending (a module placing it its own way), which then ends the action."""
    g = s.game
    for place in g.ruleset.place_henchman:
        placed = place(s, p, h, c, rule, act)
        if placed is not None:
            return placed
    hench = s.henchmen
    for q in range(g.num_players):
        if q != p and hench[q * NUM_HENCHMEN + h] == c:
            hench[q * NUM_HENCHMEN + h] = HOME
            say(
                s,
                "ME.space.principality.displace",
                f"{name(s, q)}'s {HENCHMAN_NAMES[h]} is sent home from {colour(s, c)}.",
                q,
            )
    src = hench[p * NUM_HENCHMEN + h]
    hench[p * NUM_HENCHMEN + h] = c
    origin = "the castle" if src == HOME else colour(s, src)
    say(s, rule, f"{name(s, p)} sends the {HENCHMAN_NAMES[h]} from {origin} to {colour(s, c)}.", p)
    if act:
        henchman_acts(s, p, h, c)
        for again in g.ruleset.hooks["acts_again"]:  # (a marshal: it acts twice)
            if again(s, p, c):
                henchman_acts(s, p, h, c)
                break
    return False


def henchman_acts(s: MerlinState, p: int, h: int, c: int) -> None:
    """p. 7: the builder, flag-bearer and shield-bearer take their good of the principality;
    the lady-in-waiting places an influence marker there; each only if available."""
    rule = _HENCHMAN_RULE[h]
    if h == LADY:
        if place_influence(s, p, c):
            say(s, rule, f"{name(s, p)} places an influence marker in {colour(s, c)}.", p)
        else:
            say(s, rule, f"{name(s, p)} has no influence marker left in the castle.", p)
        return
    good = _HENCHMAN_GOOD[h]
    if gain_good(s, p, good, c):
        say(s, rule, f"{name(s, p)} takes {a_good(s, good, c)}.", p)
    else:
        say(s, rule, f"No {good_label(s, good, c)} is left to take.", p)


def henchman_choices(s: MerlinState) -> list[int]:
    """The henchmen the current player may choose at the HENCHMAN stage, ascending."""
    p = s.current
    base = p * NUM_HENCHMEN
    hench = s.henchmen
    sub = s.sub
    if sub == SUB_PRINCIPALITY:
        return [h for h in range(NUM_HENCHMEN) if hench[base + h] != s.target]
    if sub == SUB_RELOCATE:
        return [h for h in range(NUM_HENCHMEN) if hench[base + h] != HOME]
    if sub == SUB_RELOCATE_HOME:
        return list(range(NUM_HENCHMEN))
    influence = influence_mask(s, p)
    return [h for h in range(NUM_HENCHMEN) if influence & ~_bit(hench[base + h])]


def target_choices(s: MerlinState) -> list[int]:
    """The principalities the chosen henchman may go to at the TARGET stage, ascending."""
    where = s.henchmen[s.current * NUM_HENCHMEN + s.chosen]
    if s.sub == SUB_RELOCATE_HOME:
        return list(range(NUM_COLOURS))
    if s.sub == SUB_ANY_PRINCIPALITY:
        return [c for c in range(NUM_COLOURS) if c != where]
    return bits(influence_mask(s, s.current) & ~_bit(where))


def _bit(c: int) -> int:
    return 0 if c < 0 else 1 << c


def influence_mask(s: MerlinState, p: int) -> int:
    """Bitmask of the principalities where ``p`` has at least one influence marker."""
    infl = s.influence
    base = p * NUM_COLOURS
    mask = 0
    for c in range(NUM_COLOURS):
        if infl[base + c]:
            mask |= 1 << c
    return mask


# -- principality spaces (x6) ----------------------------------------------------------------
def principality_feasible(s: MerlinState, p: int, c: int) -> bool:
    base = p * NUM_HENCHMEN
    return s.henchmen[base : base + NUM_HENCHMEN].count(c) < NUM_HENCHMEN


def principality_start(s: MerlinState, p: int, c: int) -> bool:
    s.sub = SUB_PRINCIPALITY
    s.target = c
    s.stage = HENCHMAN
    return True


def apply_henchman(s: MerlinState, h: int) -> None:
    """The HENCHMAN choice: place at once (principality space) or ask where (the others)."""
    p = s.current
    if s.sub == SUB_PRINCIPALITY:
        if not place_henchman(s, p, h, s.target, "ME.space.principality"):
            finish(s)
        return
    s.chosen = h
    if s.sub == SUB_RELOCATE:
        s.stage = RELOCATE_DIR
    else:
        s.stage = TARGET


def apply_target(s: MerlinState, c: int) -> None:
    rule = (
        "ME.space.relocate.all-home"
        if s.sub == SUB_RELOCATE_HOME
        else SUB_RULES.get(s.sub, "ME.space.influence-henchman")
    )
    if not place_henchman(s, s.current, s.chosen, c, rule):
        finish(s)


def apply_relocate(s: MerlinState, step: int) -> None:
    """Relocate (p. 8): the henchman moves to the next principality clockwise (+1) or
    counter-clockwise (-1), in the principalities' clockwise order."""
    p = s.current
    where = s.henchmen[p * NUM_HENCHMEN + s.chosen]
    if not place_henchman(s, p, s.chosen, (where + step) % NUM_COLOURS, "ME.space.relocate"):
        finish(s)


# -- influence spaces (x4) -------------------------------------------------------------------
def influence_henchman_feasible(s: MerlinState, p: int, arg: int) -> bool:
    influence = influence_mask(s, p)
    base = p * NUM_HENCHMEN
    return any(influence & ~_bit(s.henchmen[base + h]) for h in range(NUM_HENCHMEN))


def influence_henchman_start(s: MerlinState, p: int, arg: int) -> bool:
    s.sub = SUB_INFLUENCE_HENCHMAN
    s.stage = HENCHMAN
    return True


def take_good_choices(s: MerlinState) -> list[int]:
    """Colours of ``s.chosen`` the current player may take at an influence space."""
    g = s.game
    supply = g.num_players * GOODS_BLOCK + s.chosen * NUM_COLOURS
    if good_blocked(s, s.chosen):
        return []
    return [c for c in bits(influence_mask(s, s.current)) if s.goods[supply + c] > 0]


def influence_good_feasible(s: MerlinState, p: int, good: int) -> bool:
    supply = s.game.num_players * GOODS_BLOCK + good * NUM_COLOURS
    if good_blocked(s, good):
        return False
    goods, infl = s.goods, s.influence
    base = p * NUM_COLOURS
    for c in range(NUM_COLOURS):  # noqa: SIM110  (a plain loop is faster here)
        if infl[base + c] and goods[supply + c]:
            return True
    return False


def influence_good_start(s: MerlinState, p: int, good: int) -> bool:
    s.chosen = good
    s.stage = TAKE_GOOD
    return True


def apply_take_good(s: MerlinState, good: int, c: int, rule: str) -> None:
    p = s.current
    gain_good(s, p, good, c)
    say(s, rule, f"{name(s, p)} takes {a_good(s, good, c)}.", p)
    finish(s)


# -- relocate (x1) ---------------------------------------------------------------------------
def relocate_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return True


def relocate_start(s: MerlinState, p: int, arg: int) -> bool:
    base = p * NUM_HENCHMEN
    placed = any(s.henchmen[base + h] != HOME for h in range(NUM_HENCHMEN))
    s.sub = SUB_RELOCATE if placed else SUB_RELOCATE_HOME
    s.stage = HENCHMAN
    return True


# -- victory points (x4) ---------------------------------------------------------------------
def victory_points_of(s: MerlinState, p: int, counts: int) -> int:
    if counts == VP_INFLUENCE:
        return sum(s.influence[p * NUM_COLOURS : (p + 1) * NUM_COLOURS])
    return total_goods(s, p, counts)


def victory_points_feasible(s: MerlinState, p: int, counts: int) -> bool:
    return victory_points_of(s, p, counts) > 0


def _vp_scored(g: MerlinGame, p: int, points: int, counts: int) -> str:
    what = "influence marker on the board" if counts == VP_INFLUENCE else GOOD_NAMES[counts]
    return f"{player_name(g, p)} scores {points} (a point per {what})."


def victory_points_start(s: MerlinState, p: int, counts: int) -> bool:
    points = victory_points_of(s, p, counts)
    add_points(s, p, CAT_VP_SPACES, points)
    say(s, "ME.space.victory-points", (_vp_scored, p, points, counts), p)
    for hook in s.game.ruleset.hooks["space_scored"]:
        hook(s, p, "victory-points", counts)
    return False


# -- exchange (x2) ---------------------------------------------------------------------------
def exchange_feasible(s: MerlinState, p: int, arg: int) -> bool:
    """A good to give back, and (while a kind is blocked) a good of another kind to take."""
    if not total_goods(s, p):
        return False
    if not s.game.ruleset.hooks["good_blocked"]:
        return True
    goods = s.goods
    base = s.game.num_players * GOODS_BLOCK
    for good in range(GOODS_BLOCK // NUM_COLOURS):  # (a plain loop: asked at every move there)
        start = base + good * NUM_COLOURS
        if any(goods[start : start + NUM_COLOURS]) and not good_blocked(s, good):
            return True
    return False


def exchange_start(s: MerlinState, p: int, arg: int) -> bool:
    s.stage = EXCHANGE_RETURN
    return True


def apply_return_good(s: MerlinState, good: int, c: int) -> None:
    p = s.current
    return_good(s, p, good, c)
    say(s, "ME.space.exchange", f"{name(s, p)} returns {a_good(s, good, c)}.", p)
    s.stage = EXCHANGE_TAKE


# -- missions (x2) ---------------------------------------------------------------------------
def missions_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return bool(s.hands[p])


def missions_start(s: MerlinState, p: int, arg: int) -> bool:
    s.swaps = 0
    s.stage = MISSION_DISCARD
    return True


def apply_discard_mission(s: MerlinState, card: int) -> None:
    p = s.current
    s.hands[p].remove(card)
    s.mission_discard.append(card)
    s.swaps += 1
    cid = s.game.data.missions[card].id
    say(s, "ME.space.missions", f"{name(s, p)} discards {mission_words(s.game, cid)}.", p)
    if s.swaps >= s.game.params.mission_space_swaps or not s.hands[p]:
        begin_space_draws(s)


def begin_space_draws(s: MerlinState) -> None:
    from .rules import can_draw_mission

    s.draws_left = s.swaps
    s.draw_purpose = DRAW_MISSION_SPACE
    if s.draws_left > 0 and can_draw_mission(s):
        s.stage = MISSION_DRAW
    else:
        finish(s)


# -- Excalibur and the Grail (x1 each) -------------------------------------------------------
def traitor_colours(s: MerlinState, p: int) -> list[int]:
    base = p * NUM_COLOURS
    return [c for c in range(NUM_COLOURS) if s.traitors[base + c]]


def excalibur_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return s.excalibur != p or bool(traitor_colours(s, p))


def excalibur_start(s: MerlinState, p: int, arg: int) -> bool:
    colours = traitor_colours(s, p)
    if len(colours) > 1:
        s.stage = TRAITOR
        return True
    if colours:
        defeat_traitor(s, p, colours[0])
    take_excalibur(s, p)
    return False


def defeat_traitor(s: MerlinState, p: int, c: int) -> None:
    s.traitors[p * NUM_COLOURS + c] -= 1
    s.traitor_discard.append(c)
    say(
        s,
        "ME.space.excalibur",
        f"{name(s, p)} defeats {with_article(f'{colour(s, c)} traitor')}.",
        p,
    )
    traitors_expelled(s, p, c)


def take_excalibur(s: MerlinState, p: int) -> None:
    if s.excalibur != p:
        s.excalibur = p
        say(s, "ME.space.excalibur", f"{name(s, p)} takes Excalibur.", p)


def apply_defeat_traitor(s: MerlinState, c: int) -> None:
    defeat_traitor(s, s.current, c)
    take_excalibur(s, s.current)
    finish(s)


def grail_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return s.grail != p or s.apple_supply > 0


def grail_start(s: MerlinState, p: int, arg: int) -> bool:
    if s.apple_supply > 0:
        s.apple_supply -= 1
        s.apples[p] += 1
        say(s, "ME.space.grail", f"{name(s, p)} takes an apple.", p)
    else:
        say(s, "ME.space.grail", "No apple is left in the supply.", p)
    if s.grail != p:
        s.grail = p
        say(s, "ME.space.grail", f"{name(s, p)} takes the Grail.", p)
    return False


# -- the base kinds --------------------------------------------------------------------------
def _label_plain(title: str) -> Callable[[tuple[str, ...], int], str]:
    return lambda colours, arg: title


BASE_KINDS: tuple[SpaceKind, ...] = (
    SpaceKind(
        "principality",
        "ME.space.principality",
        principality_feasible,
        principality_start,
        lambda colours, c: f"principality space ({colours[c]})",
    ),
    SpaceKind(
        "victory-points",
        "ME.space.victory-points",
        victory_points_feasible,
        victory_points_start,
        lambda colours, k: f"victory points ({(*GOOD_NAMES, 'influence')[k]})",
    ),
    SpaceKind(
        "influence-good",
        "ME.space.influence-good",
        influence_good_feasible,
        influence_good_start,
        lambda colours, k: f"influence: {GOOD_NAMES[k]}",
    ),
    SpaceKind(
        "influence-henchman",
        "ME.space.influence-henchman",
        influence_henchman_feasible,
        influence_henchman_start,
        _label_plain("influence: henchman"),
    ),
    SpaceKind(
        "relocate-henchman",
        "ME.space.relocate",
        relocate_feasible,
        relocate_start,
        _label_plain("relocate a henchman"),
    ),
    SpaceKind(
        "exchange", "ME.space.exchange", exchange_feasible, exchange_start, _label_plain("exchange")
    ),
    SpaceKind(
        "missions", "ME.space.missions", missions_feasible, missions_start, _label_plain("missions")
    ),
    SpaceKind(
        "excalibur",
        "ME.space.excalibur",
        excalibur_feasible,
        excalibur_start,
        _label_plain("Excalibur"),
    ),
    SpaceKind("grail", "ME.space.grail", grail_feasible, grail_start, _label_plain("Grail")),
    SpaceKind(
        "build-manor",
        "ME.space.build-manor",
        build_feasible,
        build_start,
        _label_plain("build a manor"),
    ),
)

"""Big Box module "Cavaleiros da távola redonda" (Knights of the Round Table; manual pp. 20-25,
docs/rules §5.12): each player drafts two of twelve allies (stack A passed clockwise from the first
player, stack B counter-clockwise from the last; or, with ``knights_draft="random"``, one of
each stack dealt at random) and uses their abilities, most of them by discarding the ally's
tokens.

docs/rules §5.12 corrects three headings of p. 22 that the Portuguese text misplaces: Tristram
spends movement tiles (+/-1 or +/-2 on a personal die), Gawain special movement tiles (the
Merlin or Arthur die to any value), Lamorak uses a henchman already in the principality.

Every ally ability is one action ``ally <name> <argument>`` offered at the moment it applies
(see :func:`ally_actions`); the draft is the stage ``KNIGHTS_DRAFT`` (``draft-ally <name>``).
Which allies are in stack A and which in B is not public: data/merlin/knights.json keeps the
split with ``"verified": false``.

Functions for the other modules: :func:`is_castle` (Gaheris' castles, for Arthur's manor
replacement and reduction), :func:`manor_weight` (a manor with a castle counts twice),
:func:`geraint_space` (Arthur's points-per-manor space is the fifth VP-space type), and the
hook point ``traitor_repelled`` (Gareth).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.data import data_path, load_json
from tabletop_lib.core.errors import DataError
from tabletop_lib.core.rules import register_rules

from .actions import AllyAction, DraftAlly, TowerBonus
from .common import (
    add_points,
    bits,
    blocked_spaces,
    colour,
    finish,
    gain_good,
    name,
    say,
    with_article,
)
from .constants import (
    ACTION,
    BUILD_TILE,
    CHOOSE_DIE,
    END_TURN,
    GOOD_NAMES,
    GOODS_BLOCK,
    HENCHMAN,
    HENCHMAN_NAMES,
    KNIGHTS_DRAFT,
    LADY,
    NUM_COLOURS,
    NUM_HENCHMEN,
    PC_ACTION,
    PC_TURN,
    PC_WAIT,
    PRE_MOVE,
    SUB_INFLUENCE_HENCHMAN,
    SUB_PRINCIPALITY,
    SUB_RELOCATE_HOME,
    SUB_RULES,
    TAKE_GOOD,
    TARGET,
    TOWER_BONUS,
)
from .missions import requirement_met
from .modules.kings_favor.rules import FAVOR_CHOICE
from .plugin import FinalStep, MerlinModule

if TYPE_CHECKING:
    from .actions import Action
    from .data import Requirement
    from .state import MerlinState

M = "Merlin: Big Box manual, Portuguese edition (Queen Games, 2020)"
MODULE = "knights"
CATEGORY = "knights"
DRAFT, RANDOM = "draft", "random"
DRAFT_VARIANTS = (DRAFT, RANDOM)
ALLY_NAMES = (
    "tristram",
    "gawain",
    "lamorak",
    "gareth",
    "lancelot",
    "geraint",
    "galahad",
    "bors",
    "gaheris",
    "bedivere",
    "percival",
    "kay",
)
(
    TRISTRAM,
    GAWAIN,
    LAMORAK,
    GARETH,
    LANCELOT,
    GERAINT,
    GALAHAD,
    BORS,
    GAHERIS,
    BEDIVERE,
    PERCIVAL,
    KAY,
) = range(12)
NUM_ALLIES = 12
IN_STACK, IN_BOX = -1, -2
"""``state.ally_owner`` values besides a player: still in its stack; returned to the box."""
STACK_NAMES = ("A", "B")
_SIDE_STAGES = (CHOOSE_DIE, ACTION, END_TURN)
_HENCHMAN_GOOD = {1: 0, 2: 2, 3: 1}
"""Henchman -> the good it takes (shield-bearer shields, builder materials, flag-bearer flags)."""
# ``state.knights_turn``: [turn key, Kay mask, castle tile pending, extra tower bonus, colour
# of the first doubled tower bonus]
T_KEY, T_KAY, T_CASTLE, T_TOWER, T_FIRST = range(5)

RULES: tuple[tuple[str, str, str], ...] = (
    (
        "ME.knights.setup",
        f"{M} p. 21, Mudanças na preparação",
        "Knights module: the 12 allies form two stacks, A and B, by their backs; each player "
        "takes the tokens of their allies (Gareth's and Geraint's tokens lie beside them). "
        "[choice] The A/B split is a placeholder (data/merlin/knights.json, unverified).",
    ),
    (
        "ME.knights.draft",
        f"{M} p. 21, Mudanças na preparação",
        "Knights module: stack A goes to the first player and stack B to the last; each picks "
        "one ally face up, then A passes clockwise and B counter-clockwise, until each player "
        "has two allies; the rest go back to the box. [choice] The two simultaneous picks are "
        "taken one after the other, A first; only the holder of a stack sees its allies.",
    ),
    (
        "ME.knights.draft-random",
        f"{M} p. 21, Variante",
        "Knights module, quick variant (option knights_draft='random'): each player gets one "
        "random ally of stack A and one of stack B.",
    ),
    (
        "ME.knights.tristram",
        f"{M} p. 22, Sir Tristram (heading corrected, docs/rules/merlin.md §5.12)",
        "Knights module, Sir Tristram: discarding a movement tile, the player raises or lowers "
        "one of their personal dice by 1 or 2, never above 6 nor below 1; used tiles go to the "
        "box. [choice] Personal dice are the knight dice; used on the die chosen, before "
        "moving.",
    ),
    (
        "ME.knights.gawain",
        f"{M} p. 22, Sir Gawain (heading corrected, docs/rules/merlin.md §5.12)",
        "Knights module, Sir Gawain: discarding a special movement tile, the player sets their "
        "white Merlin die (or black Arthur die) to any value. [choice] On the die chosen, "
        "before moving.",
    ),
    (
        "ME.knights.lamorak",
        f"{M} p. 22, Sir Lamorak (heading corrected, docs/rules/merlin.md §5.12)",
        "Knights module, Sir Lamorak: on a principality space or the influence-henchman space "
        "the player may use a henchman already in that principality (it acts there without "
        "moving); the space's action is then possible even with all four henchmen there. "
        "[choice] Not for a henchman placed for a decree. With Caerleon it takes its district's "
        "action.",
    ),
    (
        "ME.knights.gareth",
        f"{M} p. 23, Sir Gareth",
        "Knights module, Sir Gareth: the first time the player expels a traitor of a shield "
        "colour, that colour's defence tile goes on Gareth and the player scores 1 point. "
        "[choice] Expelling: with shields at a scoring, with the repel flag, with Excalibur "
        "or with the King's Favor shield-bearer.",
    ),
    (
        "ME.knights.gareth-final",
        f"{M} p. 23, Sir Gareth (table)",
        "Knights module, Sir Gareth, end of the game: 1, 2, 3, 4, 5, 6 different defence tiles "
        "score 1, 3, 5, 7, 9, 12 points.",
    ),
    (
        "ME.knights.lancelot",
        f"{M} p. 23, Sir Lancelot",
        "Knights module, Sir Lancelot: at setup the marshal goes to the principality where the "
        "player's knight starts; each time the player places a henchman there, it acts twice "
        "(2 goods or 2 influence markers). [choice] A henchman used where it stands (Lamorak) "
        "or placed for a decree is not a placement that acts twice. With Caerleon the "
        "marshal's district gives its action twice (twice the goods, coins or exchanges).",
    ),
    (
        "ME.knights.geraint",
        f"{M} p. 23, Sir Geraint",
        "Knights module, Sir Geraint: the first time the player ends a move on a victory-point "
        "space of a type, its ally tile goes on Geraint; the player scores 1 more point "
        "whenever they score a space whose tile lies there. [choice] A move of the knight or "
        "of Merlin counts; the first scoring already earns the extra point.",
    ),
    (
        "ME.knights.geraint-final",
        f"{M} p. 23, Sir Geraint (table)",
        "Knights module, Sir Geraint, end of the game: 1, 2, 3, 4, 5 ally tiles score 1, 3, "
        "5, 7, 10 points (5 types only with the Arthur module).",
    ),
    (
        "ME.knights.galahad",
        f"{M} p. 24, Sir Galahad",
        "Knights module, Sir Galahad: taking a shield, flag or material from a principality, the "
        "player may discard a wild tile to take the same kind from any other principality "
        "instead. [choice] Offered for a henchman sent to a principality (principality space, "
        "influence-henchman space, relocation from home, King's Favor row 2) and on the "
        "influence-good spaces; not for the exchange or the tower bonus, which take from any "
        "principality anyway. With Caerleon, not for a henchman sent to a district (the "
        "districts have actions of their own), only on the influence-good spaces.",
    ),
    (
        "ME.knights.bors",
        f"{M} p. 24, Sir Bors",
        "Knights module, Sir Bors: discarding a portal tile, the player ignores the personal "
        "die chosen, puts their knight on any principality space and takes its action. "
        "[choice] With a knight die, before moving; the die is used up. With Morgana, not onto "
        "the space she blocks.",
    ),
    (
        "ME.knights.gaheris",
        f"{M} p. 24, Sir Gaheris",
        "Knights module, Sir Gaheris: building a manor, the player may put one of their 2 "
        "castle tiles under it; on a tower tile the bonus doubles (a shield, flag or influence "
        "marker in two principalities). With the treasures only tower tiles double. [choice] "
        "The two bonuses go to two different principalities.",
    ),
    (
        "ME.knights.gaheris-scoring",
        f"{M} p. 24, Sir Gaheris",
        "Knights module, Sir Gaheris: in the surroundings scoring a castle tile counts as one "
        "more manor.",
    ),
    (
        "ME.knights.bedivere",
        f"{M} p. 25, Sir Bedivere",
        "Knights module, Sir Bedivere: the player draws 2 more mission cards at setup and may "
        "hold 6 instead of 4 for the whole game. [choice] Drawn when Bedivere is taken.",
    ),
    (
        "ME.knights.bedivere-swap",
        f"{M} p. 25, Sir Bedivere",
        "Knights module, Sir Bedivere: discarding a swap tile, the player exchanges a mission "
        "card of their hand for one of the display. [choice] At the moments missions may be "
        "completed.",
    ),
    (
        "ME.knights.percival",
        f"{M} p. 25, Sir Percival; example p. 25",
        "Knights module, Sir Percival: completing a mission, the player may discard a "
        "colour-change tile to change the colour of one requirement of the card; one tile per "
        "card. [choice] Any coloured requirement (goods, influence or henchmen in a "
        "principality).",
    ),
    (
        "ME.knights.kay",
        f"{M} p. 25, Sir Kay",
        "Knights module, Sir Kay: each time the player places an influence marker in a "
        "principality they may add one of their 2 influence tiles there. [choice] Added later "
        "in the same turn, one tile per marker placed.",
    ),
    (
        "ME.knights.kay-scoring",
        f"{M} p. 25, Sir Kay",
        "Knights module, Sir Kay: at an influence scoring an influence tile counts as one more "
        "marker of its player for the majority, but not for the points; the tiles return to "
        "the player after that principality's scoring.",
    ),
)
register_rules(RULES)


# -- data ------------------------------------------------------------------------------------
@cache
def module_data() -> Mapping[str, Any]:
    """data/merlin/knights.json: the allies, their stacks (unverified) and tokens."""
    path = data_path("merlin", "knights.json")
    doc = load_json(path)
    names = tuple(a.get("name") for a in doc.get("allies", ()))
    if names != ALLY_NAMES:
        raise DataError(str(path), "allies", f"the allies are {ALLY_NAMES}, in this order")
    for i, ally in enumerate(doc["allies"]):
        if ally.get("stack") not in STACK_NAMES:
            raise DataError(str(path), f"allies[{i}].stack", "is 'A' or 'B'")
        if not isinstance(ally.get("tokens"), int) or ally["tokens"] < 0:
            raise DataError(str(path), f"allies[{i}].tokens", "is a count >= 0")
    if len(doc.get("gareth_points", ())) != 7 or len(doc.get("geraint_points", ())) != 6:
        raise DataError(str(path), "gareth_points", "tables for 0-6 and 0-5 tiles")
    return MappingProxyType(doc)


def stack_of(ally: int) -> int:
    return STACK_NAMES.index(module_data()["allies"][ally]["stack"])


def token_count(ally: int) -> int:
    return int(module_data()["allies"][ally]["tokens"])


def gareth_points(tiles: int) -> int:
    """ME.knights.gareth-final: points for 0-6 different defence tiles on Gareth."""
    return int(module_data()["gareth_points"][tiles])


def geraint_points(tiles: int) -> int:
    """ME.knights.geraint-final: points for 0-5 ally tiles on Geraint."""
    return int(module_data()["geraint_points"][tiles])


@cache
def _geraint_types() -> tuple[tuple[str, int], ...]:
    return tuple((str(t["kind"]), int(t["arg"])) for t in module_data()["geraint_spaces"])


def geraint_space(kind: str, arg: int) -> int:
    """The VP-space type (0-4) of a space kind and argument for Geraint, or -1. The Arthur
    module's points-per-manor space is type 4 (kind ``manor-points``)."""
    try:
        return _geraint_types().index((kind, arg))
    except ValueError:
        return -1


# -- queries ---------------------------------------------------------------------------------
def owner(s: MerlinState, ally: int) -> int:
    """The player holding ``ally``, or a negative number."""
    return s.ally_owner[ally] if s.game.knights_on else IN_BOX


def tokens(s: MerlinState, p: int, ally: int) -> int:
    """Tokens ``p`` has left on ``ally`` (0 when another player holds it)."""
    return s.ally_tokens[ally] if owner(s, ally) == p else 0


def allies_of(s: MerlinState, p: int) -> list[int]:
    return [a for a in range(NUM_ALLIES) if s.ally_owner[a] == p]


def is_castle(s: MerlinState, pos: int) -> bool:
    """Whether a Gaheris castle tile lies under the manor at grid position ``pos`` (Arthur: such
    a manor cannot be replaced or removed and is kept beyond the one manor per territory)."""
    return s.game.knights_on and any(c >> pos & 1 for c in s.castles)


def protected_manors(s: MerlinState, p: int) -> int:
    """The ``protected_manors`` hook (Arthur module, p. 24): ``p``'s manors on a Gaheris castle
    can be neither replaced nor removed, and are kept beyond the one manor per territory."""
    return s.castles[p] if s.castles else 0


def manor_weight(s: MerlinState, p: int, mask: int) -> int:
    """``p``'s manors in ``mask`` as the surroundings scoring counts them: each castle tile
    counts as one more manor (ME.knights.gaheris-scoring)."""
    count = (s.manors[p] & mask).bit_count()
    if s.game.knights_on:
        count += (s.castles[p] & mask).bit_count()
    return count


def _key(s: MerlinState) -> int:
    return s.round * 1000 + s.turn


# -- setup and the draft (p. 21) -------------------------------------------------------------
def setup_hook(s: MerlinState) -> None:
    """ME.knights.setup, then the draft (a decision per pick) or the random variant."""
    g = s.game
    n = g.num_players
    s.ally_owner = [IN_STACK] * NUM_ALLIES
    s.ally_tokens = [token_count(a) for a in range(NUM_ALLIES)]
    s.ally_tokens[GARETH] = s.ally_tokens[GERAINT] = 0  # bitmasks of the tiles placed
    s.ally_tokens[LANCELOT] = -1  # the marshal's principality
    s.kay_at = [-1] * token_count(KAY)
    s.castles = [0] * n
    s.knights_turn = [-1, 0, -1, 0, -1]
    stacks = {k: [ALLY_NAMES[a] for a in range(NUM_ALLIES) if stack_of(a) == k] for k in (0, 1)}
    say(
        s,
        "ME.knights.setup",
        f"Knights module: the allies form stack A ({len(stacks[0])}) and stack B "
        f"({len(stacks[1])}).",
    )
    if g.params.knights_draft == RANDOM:
        s.ally_draft = []
        for p in range(n):
            for k in (0, 1):
                pool = [a for a in range(NUM_ALLIES) if stack_of(a) == k and s.ally_owner[a] < 0]
                take_ally(s, p, pool[s.rng.below(len(pool))], "ME.knights.draft-random")
        _close_draft(s)
        return
    first = s.first
    last = (first - 1) % n
    order = []
    for r in range(n):
        order.append((first + r) % n * 2)
        order.append((last - r) % n * 2 + 1)
    s.ally_draft = order
    s.current = order[0] // 2
    s.stage = KNIGHTS_DRAFT
    s.pc = PC_WAIT
    say(
        s,
        "ME.knights.draft",
        f"Knights module: {name(s, first)} takes stack A and {name(s, last)} stack B.",
    )


def draft_choices(s: MerlinState) -> list[int]:
    """The allies of the stack the current drafter holds."""
    if not s.ally_draft:
        return []
    k = s.ally_draft[0] % 2
    return [a for a in range(NUM_ALLIES) if s.ally_owner[a] == IN_STACK and stack_of(a) == k]


def take_ally(s: MerlinState, p: int, ally: int, rule: str) -> None:
    """``p`` puts ``ally`` face up in front of them, with its tokens."""
    from .effects import draw_from_deck

    s.ally_owner[ally] = p
    title = f"Sir {ALLY_NAMES[ally].capitalize()}"
    say(s, rule, f"Knights module: {name(s, p)} takes {title} as an ally.", p)
    if ally == LANCELOT:
        c = s.game.ruleset.space_arg[s.knights[p]]
        s.ally_tokens[LANCELOT] = c
        text = f"Knights module: Sir Lancelot's marshal goes to {colour(s, c)}."
        say(s, "ME.knights.lancelot", text, p)
    elif ally == BEDIVERE:
        extra = int(module_data()["bedivere_extra_missions"])
        for _ in range(extra):
            card = draw_from_deck(s)
            if card >= 0:
                s.hands[p].append(card)
        say(s, "ME.knights.bedivere", f"Knights module: {name(s, p)} draws {extra} missions.", p)


def pick(s: MerlinState, ally: int) -> None:
    """ME.knights.draft: the current drafter's pick; the next drafter, or the game begins."""
    take_ally(s, s.current, ally, "ME.knights.draft")
    s.ally_draft.pop(0)
    if s.ally_draft:
        s.current = s.ally_draft[0] // 2
        s.stage = KNIGHTS_DRAFT
        return
    _close_draft(s)
    s.pc = PC_TURN


def _close_draft(s: MerlinState) -> None:
    for a in range(NUM_ALLIES):
        if s.ally_owner[a] == IN_STACK:
            s.ally_owner[a] = IN_BOX
    say(s, "ME.knights.draft", "Knights module: the other allies go back to the box.")


# -- the actions offered now ------------------------------------------------------------------
def legal_actions(s: MerlinState) -> list[Action]:
    """The base legal actions plus the allies' (``rules.legal_actions`` with the module)."""
    from .rules import base_legal_actions as base

    stage = s.stage
    if stage == KNIGHTS_DRAFT:
        return [DraftAlly(ALLY_NAMES[a]) for a in draft_choices(s)]
    out = base(s)
    if stage == TOWER_BONUS and s.knights_turn[T_FIRST] >= 0:
        first = s.game.data.colours[s.knights_turn[T_FIRST]]
        out = [a for a in out if not (isinstance(a, TowerBonus) and a.colour == first)]
    if stage == ACTION and lamorak_possible(s):
        act = s.game.tables.take_action
        if act not in out:
            out.insert(0, act)  # the space's action is possible through Lamorak alone
    out.extend(ally_actions(s))
    return out


def lamorak_possible(s: MerlinState) -> bool:
    """Whether Lamorak gives the turn's space something to do (``rules.any_action_choice``):
    a henchman of the player already in the space's principality (or, on the
    influence-henchman space, in one where the player has influence)."""
    p = s.current
    if s.ally_owner[LAMORAK] != p or s.space < 0:
        return False
    rs = s.game.ruleset
    kind = rs.space_at[s.space].name
    where = s.henchmen[p * NUM_HENCHMEN : (p + 1) * NUM_HENCHMEN]
    if kind == "principality":
        return rs.space_arg[s.space] in where
    if kind == "influence-henchman":
        return any(c >= 0 and s.influence[p * NUM_COLOURS + c] for c in where)
    return False


def ally_actions(s: MerlinState) -> list[Action]:
    """The ally abilities the current player may use at this stage."""
    stage = s.stage
    if stage in _SIDE_STAGES:
        return side_actions(s)
    if stage == PRE_MOVE:
        return pre_move_actions(s)
    if stage == HENCHMAN:
        return henchman_actions(s)
    if stage == TAKE_GOOD:
        return _galahad_take(s)
    if stage == TARGET:
        return _galahad_target(s)
    if stage == BUILD_TILE:
        return _gaheris_build(s)
    return []


def _figure(s: MerlinState) -> str:
    g = s.game
    return g.die_kinds[g.die_slot_kind[s.die]].figure


def pre_move_actions(s: MerlinState) -> list[Action]:
    p = s.current
    out: list[Action] = []
    knight = _figure(s) == "knight"
    faces = s.game.params.die_faces
    if knight and tokens(s, p, TRISTRAM) > 0:
        v = s.die_value
        out.extend(AllyAction("tristram", f"{d:+d}") for d in (-2, -1, 1, 2) if 1 <= v + d <= faces)
    if not knight and tokens(s, p, GAWAIN) > 0:
        out.extend(AllyAction("gawain", str(f)) for f in range(1, faces + 1) if f != s.die_value)
    if knight and tokens(s, p, BORS) > 0:
        # not onto a blocked space (MerlinModule.blocked_spaces)
        blocked, ring = blocked_spaces(s), s.game.ruleset.rondel
        out.extend(
            AllyAction("bors", c)
            for i, c in enumerate(s.game.data.colours)
            if not blocked >> ring.principality_space(i) & 1
        )
    return out


def pre_move_possible(s: MerlinState) -> bool:
    """Whether an ally gives the PRE_MOVE stage a choice (``rules.any_pre_move_choice``)."""
    p = s.current
    if _figure(s) == "knight":
        return tokens(s, p, TRISTRAM) > 0 or tokens(s, p, BORS) > 0
    return tokens(s, p, GAWAIN) > 0


def henchman_actions(s: MerlinState) -> list[Action]:
    p = s.current
    g = s.game
    base = p * NUM_HENCHMEN
    hench = s.henchmen
    out: list[Action] = []
    if owner(s, LAMORAK) == p:
        if s.sub == SUB_PRINCIPALITY:
            out.extend(
                AllyAction("lamorak", HENCHMAN_NAMES[h])
                for h in range(NUM_HENCHMEN)
                if hench[base + h] == s.target
            )
        elif s.sub == SUB_INFLUENCE_HENCHMAN:
            out.extend(
                AllyAction("lamorak", HENCHMAN_NAMES[h])
                for h in range(NUM_HENCHMEN)
                if hench[base + h] >= 0 and s.influence[p * NUM_COLOURS + hench[base + h]]
            )
    if s.sub == SUB_PRINCIPALITY and tokens(s, p, GALAHAD) > 0 and not g.caerleon_on:
        supply = g.num_players * GOODS_BLOCK
        for h in range(NUM_HENCHMEN):
            if h == LADY or hench[base + h] == s.target:
                continue
            good = _HENCHMAN_GOOD[h]
            for c in range(NUM_COLOURS):
                if c != s.target and s.goods[supply + good * NUM_COLOURS + c] > 0:
                    arg = f"{HENCHMAN_NAMES[h]}:{g.data.colours[c]}"
                    out.append(AllyAction("galahad", arg))
    return out


def _galahad_take(s: MerlinState) -> list[Action]:
    from .spaces import take_good_choices

    p = s.current
    if tokens(s, p, GALAHAD) <= 0:
        return []
    g = s.game
    good = s.chosen
    normal = set(take_good_choices(s))
    supply = g.num_players * GOODS_BLOCK + good * NUM_COLOURS
    return [
        AllyAction("galahad", f"{GOOD_NAMES[good]}:{g.data.colours[c]}")
        for c in range(NUM_COLOURS)
        if c not in normal and s.goods[supply + c] > 0
    ]


def _galahad_target(s: MerlinState) -> list[Action]:
    """The henchman chosen goes to ``target`` and takes its good from ``colour`` instead:
    ``ally galahad <target>:<colour>`` (influence-henchman, relocate-all-home, King's Favor
    row 2)."""
    from .spaces import target_choices

    p = s.current
    h = s.chosen
    g = s.game
    if h == LADY or tokens(s, p, GALAHAD) <= 0 or g.caerleon_on:
        return []
    colours = g.data.colours
    supply = g.num_players * GOODS_BLOCK + _HENCHMAN_GOOD[h] * NUM_COLOURS
    return [
        AllyAction("galahad", f"{colours[target]}:{colours[c]}")
        for target in target_choices(s)
        for c in range(NUM_COLOURS)
        if c != target and s.goods[supply + c] > 0
    ]


def _gaheris_build(s: MerlinState) -> list[Action]:
    from .manors import buildable_tiles

    p = s.current
    if tokens(s, p, GAHERIS) <= 0:
        return []
    grid = s.game.grid
    return [AllyAction("gaheris", grid.name(pos)) for pos in bits(buildable_tiles(s, p))]


def side_actions(s: MerlinState) -> list[Action]:
    """Bedivere's swaps, Percival's missions and Kay's tiles: at any main point of a turn."""
    p = s.current
    g = s.game
    ids = g.data.missions
    out: list[Action] = []
    if tokens(s, p, BEDIVERE) > 0:
        out.extend(
            AllyAction("bedivere", f"{ids[h].id}:{ids[d].id}")
            for h in s.hands[p]
            for d in s.display
            if d >= 0
        )
    if tokens(s, p, PERCIVAL) > 0:
        out.extend(AllyAction("percival", ids[c].id) for c in percival_cards(s))
    if owner(s, KAY) == p:
        out.extend(AllyAction("kay", g.data.colours[c]) for c in kay_choices(s))
    return out


def side_possible(s: MerlinState) -> bool:
    """Whether :func:`side_actions` is non-empty (``rules.any_side_option``)."""
    p = s.current
    if tokens(s, p, BEDIVERE) > 0 and s.hands[p] and any(d >= 0 for d in s.display):
        return True
    if owner(s, KAY) == p and kay_choices(s):
        return True
    return tokens(s, p, PERCIVAL) > 0 and bool(percival_cards(s))


# -- Tristram, Gawain, Bors (p. 22, 24) -------------------------------------------------------
def apply_ally(s: MerlinState, a: AllyAction, stage: int) -> None:
    """Carry out an ally's ability (a legal ``ally`` action)."""
    ally = ALLY_NAMES.index(a.ally)
    p = s.current
    if ally not in (LAMORAK, KAY):
        s.ally_tokens[ally] -= 1
    left = s.ally_tokens[ally]
    who = name(s, p)
    g = s.game
    if ally in (TRISTRAM, GAWAIN):
        from .effects import pre_move, set_die

        old = s.die_value
        new = old + int(a.arg) if ally == TRISTRAM else int(a.arg)
        set_die(s, new)
        tile = "a movement tile" if ally == TRISTRAM else "a special movement tile"
        text = f"Knights module: {who} discards {tile} ({left} left) and turns the {old} to {new}."
        say(s, f"ME.knights.{a.ally}", text, p)
        pre_move(s)
    elif ally == BORS:
        c = g.colour_index[a.arg]
        s.dice[p * g.dice_per_player + s.die] = 0
        s.knights[p] = g.ruleset.rondel.principality_space(c)
        s.space = s.knights[p]
        s.acts_left = 1
        say(
            s,
            "ME.knights.bors",
            f"Knights module: {who} discards a portal tile ({left} left), ignores the die and "
            f"puts their knight on the {g.space_label(s.space)} space.",
            p,
        )
        s.pc = PC_ACTION
    elif ally in (LAMORAK, GALAHAD) and stage == HENCHMAN:
        _henchman_ally(s, ally, a.arg)
    elif ally == GALAHAD and stage == TARGET:
        target, _, take = a.arg.partition(":")
        _galahad_place(s, s.chosen, g.colour_index[target], g.colour_index[take], _target_rule(s))
    elif ally == GALAHAD:
        from .spaces import apply_take_good

        good_name, colour_name = a.arg.split(":")
        say(s, "ME.knights.galahad", f"Knights module: {who} discards a wild tile ({left} left).")
        apply_take_good(
            s, GOOD_NAMES.index(good_name), g.colour_index[colour_name], "ME.knights.galahad"
        )
    elif ally == GAHERIS:
        from .manors import apply_build

        pos = g.tile_index[a.arg]
        s.knights_turn[T_CASTLE] = pos
        apply_build(s, pos)
    else:
        _side_ally(s, ally, a.arg, stage)


def _henchman_ally(s: MerlinState, ally: int, arg: str) -> None:
    from .spaces import henchman_acts

    p = s.current
    g = s.game
    if ally == LAMORAK:
        h = g.henchman_index[arg]
        c = s.henchmen[p * NUM_HENCHMEN + h]
        say(
            s,
            "ME.knights.lamorak",
            f"Knights module: Sir Lamorak lets {name(s, p)} use the {arg} already in "
            f"{colour(s, c)}.",
            p,
        )
        if g.caerleon_on:  # the henchman takes its district's action (Caerleon module)
            from .module_caerleon import district_acts

            if district_acts(s, p, h, c):
                return  # a district decision is pending; Caerleon finishes the action
        else:
            henchman_acts(s, p, h, c)
        finish(s)
        return
    h_name, colour_name = arg.split(":")
    h = g.henchman_index[h_name]
    _galahad_place(s, h, s.target, g.colour_index[colour_name], "ME.space.principality")


def _target_rule(s: MerlinState) -> str:
    if s.sub == SUB_RELOCATE_HOME:
        return "ME.space.relocate.all-home"
    if s.sub in SUB_RULES:
        return SUB_RULES[s.sub]
    return "ME.space.influence-henchman"


def _galahad_place(s: MerlinState, h: int, target: int, c: int, rule: str) -> None:
    """ME.knights.galahad: henchman ``h`` goes to ``target`` and takes its good from ``c``."""
    from .spaces import henchman_acts, place_henchman

    p = s.current
    place_henchman(s, p, h, target, rule, act=False)
    good = _HENCHMAN_GOOD[h]
    gain_good(s, p, good, c)
    say(
        s,
        "ME.knights.galahad",
        f"Knights module: {name(s, p)} discards a wild tile ({s.ally_tokens[GALAHAD]} left) and "
        f"takes {with_article(f'{colour(s, c)} {GOOD_NAMES[good]}')} instead.",
        p,
    )
    if marshal_doubles(s, p, target):
        henchman_acts(s, p, h, target)
    finish(s)


# -- Lancelot (p. 23) -------------------------------------------------------------------------
def marshal_doubles(s: MerlinState, p: int, c: int) -> bool:
    """ME.knights.lancelot: whether ``p``'s henchman placed in ``c`` acts once more."""
    if owner(s, LANCELOT) != p or s.ally_tokens[LANCELOT] != c:
        return False
    say(s, "ME.knights.lancelot", "Knights module: Sir Lancelot's marshal: it acts again.", p)
    return True


# -- Gareth (p. 23) ---------------------------------------------------------------------------
def traitor_repelled(s: MerlinState, p: int, c: int) -> None:
    """Hook ``traitor_repelled``: ME.knights.gareth."""
    if s.ally_owner[GARETH] != p or s.ally_tokens[GARETH] >> c & 1:
        return
    s.ally_tokens[GARETH] |= 1 << c
    add_points(s, p, _category(s), 1)
    say(
        s,
        "ME.knights.gareth",
        f"Knights module: {name(s, p)} expels {with_article(colour(s, c))} traitor for the "
        "first time: its defence tile goes on Sir Gareth, +1.",
        p,
    )


# -- Geraint (p. 23) --------------------------------------------------------------------------
def landed(s: MerlinState) -> None:
    """ME.knights.geraint: after a move, the ally tile of a VP space reached the first time."""
    p = s.current
    if s.ally_owner[GERAINT] != p:
        return
    rs = s.game.ruleset
    t = geraint_space(rs.space_at[s.space].name, rs.space_arg[s.space])
    if t < 0 or s.ally_tokens[GERAINT] >> t & 1:
        return
    s.ally_tokens[GERAINT] |= 1 << t
    say(
        s,
        "ME.knights.geraint",
        f"Knights module: {name(s, p)} reaches the {s.game.space_label(s.space)} space for the "
        "first time: its ally tile goes on Sir Geraint.",
        p,
    )


def vp_scored(s: MerlinState, p: int, kind: str, arg: int) -> None:
    """ME.knights.geraint: 1 more point for scoring a space whose tile lies on Geraint."""
    if s.ally_owner[GERAINT] != p:
        return
    t = geraint_space(kind, arg)
    if t >= 0 and s.ally_tokens[GERAINT] >> t & 1:
        add_points(s, p, _category(s), 1)
        say(s, "ME.knights.geraint", f"Knights module: Sir Geraint gives {name(s, p)} +1.", p)


# -- Gaheris (p. 24) --------------------------------------------------------------------------
def after_build(s: MerlinState, pos: int, tower: bool) -> None:
    """ME.knights.gaheris: a castle tile under the manor just built (if chosen)."""
    if s.knights_turn[T_CASTLE] != pos:
        return
    p = s.current
    s.knights_turn[T_CASTLE] = -1
    s.castles[p] |= 1 << pos
    # with the treasures module a manor on a treasure runs the treasure's action instead
    double = tower and not (s.game.in_play("treasures") and s.treasure_at[pos] >= 0)
    if double:
        s.knights_turn[T_TOWER] = 1
    say(
        s,
        "ME.knights.gaheris",
        f"Knights module: {name(s, p)} puts a castle tile under the manor on "
        f"{s.game.grid.name(pos)} ({s.ally_tokens[GAHERIS]} left)"
        + (": the tower bonus doubles." if double else "."),
        p,
    )


def second_tower_bonus(s: MerlinState, c: int) -> bool:
    """After a tower bonus in ``c``: True when Gaheris' castle gives a second one now."""
    if s.knights_turn[T_TOWER]:
        s.knights_turn[T_TOWER] = 0
        s.knights_turn[T_FIRST] = c
        return True
    s.knights_turn[T_FIRST] = -1
    return False


def skip_tower(s: MerlinState) -> None:
    s.knights_turn[T_TOWER] = 0
    s.knights_turn[T_FIRST] = -1


# -- Percival (p. 25) -------------------------------------------------------------------------
@cache
def _recolourings(r: Requirement) -> tuple[Requirement, ...]:
    """``r`` with its colour (or principality) changed to each other one (Percival)."""
    if r.colour >= 0:
        return tuple(dataclasses.replace(r, colour=c) for c in range(NUM_COLOURS) if c != r.colour)
    if r.principality >= 0:
        return tuple(
            dataclasses.replace(r, principality=c)
            for c in range(NUM_COLOURS)
            if c != r.principality
        )
    return ()


def _recoloured_met(s: MerlinState, p: int, card: int) -> bool:
    """Whether ``card`` is met with one requirement's colour changed (ME.knights.percival)."""
    reqs = s.game.data.missions[card].requires
    goods = s.goods[p * GOODS_BLOCK : (p + 1) * GOODS_BLOCK]
    influence = s.influence[p * NUM_COLOURS : (p + 1) * NUM_COLOURS]
    henchmen = s.henchmen[p * NUM_HENCHMEN : (p + 1) * NUM_HENCHMEN]
    unmet = [i for i, r in enumerate(reqs) if not requirement_met(r, goods, influence, henchmen)]
    if len(unmet) != 1:  # all met needs no Percival; two unmet cannot both be recoloured
        return False
    return any(
        requirement_met(other, goods, influence, henchmen)
        for other in _recolourings(reqs[unmet[0]])
    )


def percival_cards(s: MerlinState) -> list[int]:
    """Hand cards completable now only with one requirement's colour changed."""
    from .rules import mission_choices, mission_limit

    p = s.current
    if s.missions_done >= mission_limit(s, p):
        return []
    if s.game.market_on and s.market_used:  # ME.market.no-mission
        return []
    met = set(mission_choices(s))
    return [c for c in s.hands[p] if c not in met and _recoloured_met(s, p, c)]


# -- Kay (p. 25) ------------------------------------------------------------------------------
def influence_placed(s: MerlinState, p: int, c: int) -> None:
    """Called when ``p`` places an influence marker in ``c``: Kay may add a tile there."""
    if s.ally_owner[KAY] != p or -1 not in s.kay_at:
        return
    key = _key(s)
    if s.knights_turn[T_KEY] != key:
        s.knights_turn[T_KEY] = key
        s.knights_turn[T_KAY] = 0
    s.knights_turn[T_KAY] |= 1 << c


def kay_choices(s: MerlinState) -> list[int]:
    if s.knights_turn[T_KEY] != _key(s) or -1 not in s.kay_at:
        return []
    return bits(s.knights_turn[T_KAY])


def kay_tiles(s: MerlinState, c: int) -> int:
    return s.kay_at.count(c)


def influence_with_tiles(
    markers: list[int], tiles: list[int], grail_holder: int | None = None
) -> dict[int, int]:
    """ME.knights.kay-scoring: the majority counts markers and Kay's tiles; the points are the
    markers only (the leaders share them, rounded down)."""
    strength = [m + t for m, t in zip(markers, tiles, strict=True)]
    out = dict.fromkeys(range(len(markers)), 0)
    best = max(strength, default=0)
    if best <= 0:
        return out
    leaders = [p for p, v in enumerate(strength) if v == best]
    if grail_holder is not None and grail_holder in leaders:
        leaders = [grail_holder]
    for p in leaders:
        out[p] = sum(markers) // len(leaders)
    return out


def principality_tiles(s: MerlinState, c: int) -> list[int]:
    """Per player: Kay's tiles in ``c``."""
    n = s.game.num_players
    k = kay_tiles(s, c)
    return [k if s.ally_owner[KAY] == p else 0 for p in range(n)]


def return_kay(s: MerlinState, c: int) -> None:
    if c not in s.kay_at:
        return
    s.kay_at = [-1 if at == c else at for at in s.kay_at]
    p = s.ally_owner[KAY]
    text = f"Knights module: Sir Kay's influence tiles in {colour(s, c)} return to {name(s, p)}."
    say(s, "ME.knights.kay-scoring", text, p)


def _side_ally(s: MerlinState, ally: int, arg: str, stage: int) -> None:
    from .effects import complete_mission, resume_main

    g = s.game
    p = s.current
    who = name(s, p)
    left = s.ally_tokens[ally]
    if ally == BEDIVERE:
        mine, theirs = (g.mission_index[x] for x in arg.split(":"))
        slot = s.display.index(theirs)
        s.display[slot] = mine
        s.hands[p][s.hands[p].index(mine)] = theirs
        text = f"Knights module: {who} discards a swap tile ({left} left) and swaps {arg}."
        say(s, "ME.knights.bedivere-swap", text.replace(":", " for "), p)
    elif ally == PERCIVAL:
        text = f"Knights module: {who} discards a colour-change tile ({left} left) for {arg}."
        say(s, "ME.knights.percival", text, p)
        complete_mission(s, g.mission_index[arg])
        if s.stage == FAVOR_CHOICE:
            return
    else:  # Kay
        c = g.colour_index[arg]
        s.kay_at[s.kay_at.index(-1)] = c
        s.knights_turn[T_KAY] &= ~(1 << c)
        text = f"Knights module: {who} adds one of Sir Kay's influence tiles in {arg}."
        say(s, "ME.knights.kay", text, p)
    if stage in (ACTION, END_TURN):
        resume_main(s, stage)


# -- scoring ----------------------------------------------------------------------------------
def _category(s: MerlinState) -> int:
    return s.game.ruleset.categories.index(CATEGORY)


def final_allies(s: MerlinState) -> None:
    """ME.knights.gareth-final and ME.knights.geraint-final."""
    for ally, table, rule in (
        (GARETH, gareth_points, "ME.knights.gareth-final"),
        (GERAINT, geraint_points, "ME.knights.geraint-final"),
    ):
        p = s.ally_owner[ally]
        if p < 0:
            continue
        count = s.ally_tokens[ally].bit_count()
        points = table(count)
        if points:
            add_points(s, p, _category(s), points)
        title = f"Sir {ALLY_NAMES[ally].capitalize()}"
        text = f"Knights module: {name(s, p)} scores {points} for {count} tiles on {title}."
        say(s, rule, text, p)


# -- observation ------------------------------------------------------------------------------
def public_view(s: MerlinState) -> dict[str, Any]:
    """What everyone sees: the allies in front of each player with their tokens, the Kay tiles
    and castles on the board, the draft's progress (only the stacks' sizes)."""
    g = s.game
    allies: dict[str, Any] = {}
    for a in range(NUM_ALLIES):
        p = s.ally_owner[a]
        if p < 0:
            continue
        info: dict[str, Any] = {"player": p}
        if a == GARETH:
            info["defence_tiles"] = [g.data.colours[c] for c in bits(s.ally_tokens[a])]
        elif a == GERAINT:
            info["ally_tiles"] = bits(s.ally_tokens[a])
        elif a == LANCELOT:
            info["marshal"] = g.data.colours[s.ally_tokens[a]]
        elif a == KAY:
            info["tiles_in_hand"] = s.kay_at.count(-1)
        elif a != LAMORAK:
            info["tokens"] = s.ally_tokens[a]
        allies[ALLY_NAMES[a]] = info
    view: dict[str, Any] = {
        "allies": allies,
        "kay_tiles": {g.data.colours[c]: s.kay_at.count(c) for c in set(s.kay_at) if c >= 0},
        "castles": [g.grid.name(pos) for m in s.castles for pos in bits(m)],
    }
    if s.ally_draft:
        code = s.ally_draft[0]
        view["draft"] = {
            "drafter": code // 2,
            "stack": STACK_NAMES[code % 2],
            "picks_left": len(s.ally_draft),
            "stack_sizes": {
                STACK_NAMES[k]: sum(
                    1 for a in range(NUM_ALLIES) if s.ally_owner[a] == IN_STACK and stack_of(a) == k
                )
                for k in (0, 1)
            },
        }
    return view


def private_view(s: MerlinState, player: int, view: dict[str, Any]) -> None:
    """The drafter alone sees the allies of the stack in their hands."""
    if s.stage == KNIGHTS_DRAFT and s.current == player:
        view["knights"]["draft"]["options"] = [ALLY_NAMES[a] for a in draft_choices(s)]


def why_not(s: MerlinState, rule: str) -> tuple[str, str]:
    if not s.game.knights_on:
        return rule, "the Knights of the Round Table module is not in play"
    return rule, f"{name(s, s.current)} cannot use that ally this way now"


def ally_rule(a: AllyAction) -> str:
    """The rule id of an ``ally`` action."""
    if a.ally == "bedivere":
        return "ME.knights.bedivere-swap"
    return f"ME.knights.{a.ally}" if a.ally in ALLY_NAMES else "ME.knights.setup"


class KnightsModule(MerlinModule):
    """The Knights of the Round Table module's plug-in (its rules register themselves)."""

    name = MODULE
    title = "Knights"
    interacts_with = ("treasures", "kings_favor")
    """Gaheris' tower bonus not doubled on a treasure; Percival's mission and the seal."""
    categories = (CATEGORY,)

    def final_steps(self) -> tuple[tuple[str, FinalStep], ...]:
        return ((CATEGORY, final_allies),)

    def after_setup(self, s: MerlinState) -> None:
        setup_hook(s)

    def traitor_repelled(self, s: MerlinState, p: int, c: int) -> None:
        traitor_repelled(s, p, c)

    def protected_manors(self, s: MerlinState, p: int) -> int:
        return protected_manors(s, p)

    def observe_board(self, s: MerlinState, view: dict[str, Any]) -> None:
        # the allies lie face up; the stacks being drafted show only their sizes
        view["knights"] = public_view(s)

    def observe_private(self, s: MerlinState, player: int, view: dict[str, Any]) -> None:
        private_view(s, player, view)

    def observe_full(self, s: MerlinState, view: dict[str, Any]) -> None:
        view["knights"]["owners"] = {a: s.ally_owner[i] for i, a in enumerate(ALLY_NAMES)}

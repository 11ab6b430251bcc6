"""Big Box module "Cavaleiros da távola redonda" (Knights of the Round Table; manual pp. 20-25,
docs/rules §5.12): each player drafts two of twelve allies (stack A passed clockwise from the first
player, stack B counter-clockwise from the last; or, with ``knights_draft="random"``, one of
each stack dealt at random) and uses their abilities, most of them by discarding the ally's
tokens.

docs/rules §5.12 corrects three headings of p. 22 that the Portuguese text misplaces: Tristram
spends movement tiles (+/-1 or +/-2 on a personal die), Gawain special movement tiles (the
Merlin or Arthur die to any value), Lamorak uses a henchman already in the principality.

Every ally ability is one action ``ally <name> <argument>`` offered at the moment it applies
(see ``allies.adjust_choices``); the draft is the stage ``KNIGHTS_DRAFT`` (``draft-ally <name>``).
Which allies are in stack A and which in B is not public: data/merlin/knights.json keeps the
split with ``"verified": false`` (read from the ``data_dir`` option's folder when it holds a
copy).

The module's files: ``rules.py`` (this one: the catalog, the data, the setup and the draft),
``allies.py`` (the abilities offered at each stage), ``abilities.py`` (what they do),
``scoring.py`` (Kay's tiles at the influence scoring, Gareth's and Geraint's tables),
``module.py`` (the plug-in: its extension points and hooks). Gaheris' castles reach Arthur's
manor rules through the ``protected_manors`` hook, Sir Geraint's points through the
``space_scored`` hook (Arthur's points-per-manor space is the fifth VP-space type).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.errors import DataError

from ...common import colour, name, player_name, say
from ...constants import ACTION, CHOOSE_DIE, END_TURN, PC_TURN, PC_WAIT
from ...effects import draw_from_deck
from ...plugin import load_module_data

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState

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
SIDE_STAGES = (CHOOSE_DIE, ACTION, END_TURN)
HENCHMAN_GOOD = {1: 0, 2: 2, 3: 1}
"""Henchman -> the good it takes (shield-bearer shields, builder materials, flag-bearer flags)."""
# ``state.knights_turn``: [turn key, Kay mask, castle tile pending, extra tower bonus, colour
# of the first doubled tower bonus]
T_KEY, T_KAY, T_CASTLE, T_TOWER, T_FIRST = range(5)

RULES: tuple[tuple[str, str, str], ...] = (
    (
        "ME.knights.setup",
        f"{M} p. 21, Changes to the setup (Mudanças na preparação; our translation)",
        "Knights module: the 12 allies form two stacks, A and B, by their backs; each player "
        "takes the tokens of their allies (Gareth's and Geraint's tokens lie beside them). "
        "The rulebook text does not say which allies are in which stack; here a stand-in split "
        "is played.",
    ),
    (
        "ME.knights.draft",
        f"{M} p. 21, Changes to the setup (Mudanças na preparação; our translation)",
        "Knights module: stack A goes to the first player and stack B to the last; each picks "
        "one ally face up, then A passes clockwise and B counter-clockwise, until each player "
        "has two allies; the rest go back to the box. The rulebook does not settle this; here the "
        "two simultaneous picks are "
        "taken one after the other, A first; only the holder of a stack sees its allies.",
    ),
    (
        "ME.knights.draft-random",
        f"{M} p. 21, Variant (Variante; our translation)",
        "Knights module, quick variant (the quick variant): each player gets one "
        "random ally of stack A and one of stack B.",
    ),
    (
        "ME.knights.tristram",
        f"{M} p. 22, Sir Tristram",
        "Knights module, Sir Tristram: discarding a movement tile, the player raises or lowers "
        "one of their personal dice by 1 or 2, never above 6 nor below 1; used tiles go to the "
        "box. The rulebook does not settle this; here personal dice are the knight dice; used on "
        "the die chosen, before "
        "moving.",
    ),
    (
        "ME.knights.gawain",
        f"{M} p. 22, Sir Gawain",
        "Knights module, Sir Gawain: discarding a special movement tile, the player sets their "
        "white Merlin die (or black Arthur die) to any value. The rulebook does not settle this; "
        "here on the die chosen, "
        "before moving.",
    ),
    (
        "ME.knights.lamorak",
        f"{M} p. 22, Sir Lamorak",
        "Knights module, Sir Lamorak: on a principality space or the influence-henchman space "
        "the player may use a henchman already in that principality (it acts there without "
        "moving); the space's action is then possible even with all four henchmen there. "
        "The rulebook does not settle this; here not for a henchman placed for a decree. With "
        "Caerleon it takes its district's "
        "action.",
    ),
    (
        "ME.knights.gareth",
        f"{M} p. 23, Sir Gareth",
        "Knights module, Sir Gareth: the first time the player expels a traitor of a shield "
        "colour, that colour's defence tile goes on Gareth and the player scores 1 point. "
        "The rulebook does not settle this; here expelling: with shields at a scoring, with the "
        "repel flag, with Excalibur "
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
        "(2 goods or 2 influence markers). The rulebook does not settle this; here a henchman "
        "used where it stands (Lamorak) "
        "or placed for a decree is not a placement that acts twice. With Caerleon the "
        "marshal's district gives its action twice (twice the goods, coins or exchanges).",
    ),
    (
        "ME.knights.geraint",
        f"{M} p. 23, Sir Geraint",
        "Knights module, Sir Geraint: the first time the player ends a move on a victory-point "
        "space of a type, its ally tile goes on Geraint; the player scores 1 more point "
        "whenever they score a space whose tile lies there. The rulebook does not settle this; "
        "here a move of the knight or "
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
        "instead. The rulebook does not settle this; here offered for a henchman sent to a "
        "principality (principality space, "
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
        "The rulebook does not settle this; here with a knight die, before moving; the die is "
        "used up. With Morgana, not onto "
        "the space she blocks.",
    ),
    (
        "ME.knights.gaheris",
        f"{M} p. 24, Sir Gaheris",
        "Knights module, Sir Gaheris: building a manor, the player may put one of their 2 "
        "castle tiles under it; on a tower tile the bonus doubles (a shield, flag or influence "
        "marker in two principalities). With the treasures only tower tiles double. The rulebook "
        "does not settle this; here "
        "the two bonuses go to two different principalities.",
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
        "hold 6 instead of 4 for the whole game. The rulebook does not settle this; here drawn "
        "when Bedivere is taken.",
    ),
    (
        "ME.knights.bedivere-swap",
        f"{M} p. 25, Sir Bedivere",
        "Knights module, Sir Bedivere: discarding a swap tile, the player exchanges a mission "
        "card of their hand for one of the display. The rulebook does not settle this; here at "
        "the moments missions may be "
        "completed.",
    ),
    (
        "ME.knights.percival",
        f"{M} p. 25, Sir Percival; example p. 25",
        "Knights module, Sir Percival: completing a mission, the player may discard a "
        "colour-change tile to change the colour of one requirement of the card; one tile per "
        "card. The rulebook does not settle this; here any coloured requirement (goods, influence "
        "or henchmen in a "
        "principality).",
    ),
    (
        "ME.knights.kay",
        f"{M} p. 25, Sir Kay",
        "Knights module, Sir Kay: each time the player places an influence marker in a "
        "principality they may add one of their 2 influence tiles there. The rulebook does not "
        "settle this; here added later "
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

# -- data ------------------------------------------------------------------------------------
KNIGHTS_DRAFT = 39
"""The stage of a draft pick (``draft-ally <name>``)."""


def check_data(doc: Mapping[str, Any], path: str) -> None:
    """ME.knights.setup: the twelve allies in order, each with its stack and tokens; the end-game
    tables of Gareth (0-6 tiles) and Geraint (0-5 tiles)."""
    names = tuple(a.get("name") for a in doc.get("allies", ()))
    if names != ALLY_NAMES:
        raise DataError(path, "allies", f"the allies are {ALLY_NAMES}, in this order")
    for i, ally in enumerate(doc["allies"]):
        if ally.get("stack") not in STACK_NAMES:
            raise DataError(path, f"allies[{i}].stack", "is 'A' or 'B'")
        if not isinstance(ally.get("tokens"), int) or ally["tokens"] < 0:
            raise DataError(path, f"allies[{i}].tokens", "is a count >= 0")
    if len(doc.get("gareth_points", ())) != 7 or len(doc.get("geraint_points", ())) != 6:
        raise DataError(path, "gareth_points", "tables for 0-6 and 0-5 tiles")


def module_data(folder: Path | None = None) -> Mapping[str, Any]:
    """knights.json of the ``data_dir`` folder (default data/merlin/): the allies, their stacks
    (unverified) and tokens."""
    return load_module_data("knights.json", folder, check_data)


def stack_of(s: MerlinState, ally: int) -> int:
    return ally_stacks(s.game.data_dir)[ally]


@cache
def ally_stacks(folder: Path | None) -> tuple[int, ...]:
    """Per ally, its stack (an index in :data:`STACK_NAMES`): read once per data folder, as
    the draft asks every ally's at every step."""
    return tuple(STACK_NAMES.index(a["stack"]) for a in module_data(folder)["allies"])


def token_count(s: MerlinState, ally: int) -> int:
    return int(module_data(s.game.data_dir)["allies"][ally]["tokens"])


def gareth_points(s: MerlinState, tiles: int) -> int:
    """ME.knights.gareth-final: points for 0-6 different defence tiles on Gareth."""
    return int(module_data(s.game.data_dir)["gareth_points"][tiles])


def geraint_points(s: MerlinState, tiles: int) -> int:
    """ME.knights.geraint-final: points for 0-5 ally tiles on Geraint."""
    return int(module_data(s.game.data_dir)["geraint_points"][tiles])


@cache
def _geraint_types(folder: Path | None) -> tuple[tuple[str, int], ...]:
    return tuple((str(t["kind"]), int(t["arg"])) for t in module_data(folder)["geraint_spaces"])


def geraint_space(s: MerlinState, kind: str, arg: int) -> int:
    """The VP-space type (0-4) of a space kind and argument for Geraint, or -1. The Arthur
    module's points-per-manor space is type 4 (kind ``manor-points``)."""
    try:
        return _geraint_types(s.game.data_dir).index((kind, arg))
    except ValueError:
        return -1


# -- queries ---------------------------------------------------------------------------------
def owner(s: MerlinState, ally: int) -> int:
    """The player holding ``ally``, or a negative number."""
    return s.ally_owner[ally] if s.ally_owner else IN_BOX


def tokens(s: MerlinState, p: int, ally: int) -> int:
    """Tokens ``p`` has left on ``ally`` (0 when another player holds it)."""
    return s.ally_tokens[ally] if owner(s, ally) == p else 0


def allies_of(s: MerlinState, p: int) -> list[int]:
    return [a for a in range(NUM_ALLIES) if s.ally_owner[a] == p]


def is_castle(s: MerlinState, pos: int) -> bool:
    """Whether a Gaheris castle tile lies under the manor at grid position ``pos`` (Arthur: such
    a manor cannot be replaced or removed and is kept beyond the one manor per territory)."""
    return any(c >> pos & 1 for c in s.castles)


def protected_manors(s: MerlinState, p: int) -> int:
    """The ``protected_manors`` hook (Arthur module, p. 24): ``p``'s manors on a Gaheris castle
    can be neither replaced nor removed, and are kept beyond the one manor per territory."""
    return s.castles[p] if s.castles else 0


def manor_weight(s: MerlinState, p: int, mask: int) -> int:
    """``p``'s manors in ``mask`` as the surroundings scoring counts them: each castle tile
    counts as one more manor (ME.knights.gaheris-scoring)."""
    count = (s.manors[p] & mask).bit_count()
    if s.castles:
        count += (s.castles[p] & mask).bit_count()
    return count


def key(s: MerlinState) -> int:
    return s.round * 1000 + s.turn


# -- setup and the draft (p. 21) -------------------------------------------------------------
def setup_hook(s: MerlinState) -> None:
    """ME.knights.setup, then the draft (a decision per pick) or the random variant."""
    g = s.game
    n = g.num_players
    s.ally_owner = [IN_STACK] * NUM_ALLIES
    s.ally_tokens = [token_count(s, a) for a in range(NUM_ALLIES)]
    s.ally_tokens[GARETH] = s.ally_tokens[GERAINT] = 0  # bitmasks of the tiles placed
    s.ally_tokens[LANCELOT] = -1  # the marshal's principality
    s.kay_at = [-1] * token_count(s, KAY)
    s.castles = [0] * n
    s.knights_turn = [-1, 0, -1, 0, -1]
    stacks = {k: [ALLY_NAMES[a] for a in range(NUM_ALLIES) if stack_of(s, a) == k] for k in (0, 1)}
    say(
        s,
        "ME.knights.setup",
        f"Knights module: the allies form stack A ({len(stacks[0])}) and stack B "
        f"({len(stacks[1])}).",
    )
    if g.params.module_options["knights_draft"] == RANDOM:
        s.ally_draft = []
        for p in range(n):
            for k in (0, 1):
                pool = [a for a in range(NUM_ALLIES) if stack_of(s, a) == k and s.ally_owner[a] < 0]
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
    stacks, owner = ally_stacks(s.game.data_dir), s.ally_owner
    return [a for a in range(NUM_ALLIES) if owner[a] == IN_STACK and stacks[a] == k]


def take_ally(s: MerlinState, p: int, ally: int, rule: str) -> None:
    """``p`` puts ``ally`` face up in front of them, with its tokens."""
    s.ally_owner[ally] = p
    say(s, rule, (_took_ally, p, ally), p)
    if ally == LANCELOT:
        c = s.game.ruleset.space_arg[s.knights[p]]
        s.ally_tokens[LANCELOT] = c
        text = f"Knights module: Sir Lancelot's marshal goes to {colour(s, c)}."
        say(s, "ME.knights.lancelot", text, p)
    elif ally == BEDIVERE:
        extra = int(module_data(s.game.data_dir)["bedivere_extra_missions"])
        for _ in range(extra):
            card = draw_from_deck(s)
            if card >= 0:
                s.hands[p].append(card)
        say(s, "ME.knights.bedivere", f"Knights module: {name(s, p)} draws {extra} missions.", p)


def _took_ally(g: MerlinGame, p: int, ally: int) -> str:
    title = f"Sir {ALLY_NAMES[ally].capitalize()}"
    return f"Knights module: {player_name(g, p)} takes {title} as an ally."


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

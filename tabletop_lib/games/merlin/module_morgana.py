"""Big Box module "Morgana" (manual pp. 31-33, docs/rules §2.2, §5.16): the witch's kitchen.

Four Morgana dice lie on four pentagrams; in their turn a player may use one of them instead of
a die of their own, only on the kitchen board, taking its pentagram (one per player and round;
a Morgana 6 is wild). On the kitchen the die buys a poisoned apple (any value), the horn cup
(the die raised to 7 with gold or materials) or a cauldron: Morgana is placed or moved on the
principality spaces (she blocks the space and the principality's goods), then the cauldron's
action (bewitch, swap pawns, dark influence, witch hut, witch gold, buying from the blocked
principality) and the cauldron is flipped. Dark influence and witch huts change the influence
and surroundings scoring; the horn cup's holder scores the round's number at each round end.

Every kitchen decision is one stage, ``MORGANA``; ``state.morgana_step`` says which of them is
asked. The cauldron faces and the slots under them are not public: data/merlin/morgana.json
(``"verified": false``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.data import data_path, load_json
from tabletop_lib.core.errors import DataError
from tabletop_lib.core.options import words
from tabletop_lib.core.rules import register_rules

from .actions import (
    DIRECTIONS,
    Bewitch,
    CauldronPass,
    DarkInfluence,
    HornCup,
    KitchenApple,
    KitchenPay,
    MirrorKnight,
    MorganaBuy,
    MoveMorgana,
    PlaceMorgana,
    SpendPoison,
    SwapKnights,
    SwapMerlinArthur,
    TakeOtherAction,
    UseCauldron,
    UseMorganaDie,
    WitchGold,
    WitchHut,
)
from .common import (
    a_good,
    add_points,
    bits,
    colour,
    name,
    return_good,
    say,
    with_article,
)
from .constants import (
    CAT_INFLUENCE,
    CAT_SURROUNDINGS,
    GOOD_NAMES,
    GOODS_BLOCK,
    MATERIAL,
    MORGANA,
    NUM_COLOURS,
    NUM_GOODS,
    PC_END_TURN,
)
from .dice import rerolls_said, roll_with_rerolls
from .modules.arthur.data import protected_manors
from .plugin import MerlinModule

if TYPE_CHECKING:
    from .state import MerlinState

M = "Merlin: Big Box manual, Portuguese edition (Queen Games, 2020)"
MODULE = "morgana"
CATEGORY = "morgana"
SAY = "Morgana module: "

EFFECTS = ("bewitch", "swap-pawns", "dark-influence", "witch-hut", "witch-gold", "buy")
BEWITCH, SWAP, DARK, HUT, WITCH_GOLD, BUY = range(6)
STEP_USE, STEP_CUP, STEP_PLACE, STEP_EFFECT = range(4)
CUP_VALUE = 7

RULES: tuple[tuple[str, str, str], ...] = (
    (
        "ME.morgana.setup",
        f"{M} p. 31, Componentes e mudanças na preparação 1-4",
        "Morgana module: the kitchen board beside the board, the poisoned apples, the 4 "
        "pentagrams each with a Morgana die rolled on it, the horn cup, the 5 cauldrons shuffled "
        "onto the 5 cauldron spaces (either face), the 7 witch huts, Morgana and her 6 influence "
        "markers beside the board.",
    ),
    (
        "ME.morgana.dice-roll",
        f"{M} p. 31, Preparação 2",
        "Morgana module: 4 Morgana dice showing 3 or 4 equal values are rolled again until they "
        "show at least 3 different values, read as p. 5 is: a first roll without 3 equal values "
        "(two pairs) stands. [choice] The same at every round's roll.",
    ),
    (
        "ME.morgana.extra-die",
        f"{M} p. 31, Mudanças na jogabilidade",
        "Morgana module: in their turn a player may use an available Morgana die instead of one "
        "of their own dice, only on the kitchen board, and takes its pentagram: one Morgana die "
        "per player and round.",
    ),
    (
        "ME.morgana.round-end",
        f"{M} p. 31, Mudanças na jogabilidade",
        "Morgana module: at the end of the round the pentagrams return and the Morgana dice are "
        "rolled again onto them.",
    ),
    (
        "ME.morgana.wild-six",
        f"{M} p. 31, Mudanças na jogabilidade",
        "Morgana module: a Morgana die showing 6 may be used as any value (6 included). "
        "[choice] For the horn cup a 6 is a 6 (one payment raises it to 7).",
    ),
    (
        "ME.morgana.poisoned-apple",
        f"{M} p. 32, Maçã envenenada",
        "Morgana module: a die of any value on the apple space gives a poisoned apple from the "
        "supply.",
    ),
    (
        "ME.morgana.poison-swap",
        f"{M} p. 32, Maçã envenenada",
        "Morgana module: in their turn a player may spend a poisoned apple to swap the values of "
        "one of their dice and a die of an opponent, of any kind. [choice] Spent when choosing "
        "a die (own unused dice) or right after taking a Morgana die (that die); the opponent's "
        "die is one of their unused dice.",
    ),
    (
        "ME.morgana.apple-not-morgana",
        f"{M} p. 32, Maçã envenenada (Nota)",
        "Morgana module: a normal apple cannot change a Morgana die (nor can gold or decrees: a "
        "Morgana die goes straight to the kitchen).",
    ),
    (
        "ME.morgana.horn-cup",
        f"{M} p. 33, Copo de chifre",
        "Morgana module: only a Morgana die may take the horn cup: it is raised to 7, +1 per gold "
        "coin or material discarded; the player takes the horn cup (from its holder), a poisoned "
        "apple and 1 point. Several players may do so in a round.",
    ),
    (
        "ME.morgana.horn-cup.points",
        f"{M} p. 33, Copo de chifre",
        "Morgana module: at the end of every round the horn cup's holder scores points equal to "
        "the round's number.",
    ),
    (
        "ME.morgana.cauldron",
        f"{M} p. 33, Caldeirão da bruxa",
        "Morgana module: the die goes under a cauldron, on an unoccupied slot showing its face; "
        "then (a) Morgana moves, (b) the cauldron's action is resolved and the cauldron flipped. "
        "[choice] Faces, numbers and slots: data/merlin/morgana.json (unverified); the action "
        "may be left undone ('cauldron-pass').",
    ),
    (
        "ME.morgana.move",
        f"{M} p. 33, a) Mova a Morgana",
        "Morgana module: while Morgana is beside the kitchen she is placed on any principality "
        "space (occupied or not); afterwards she moves the cauldron's number of principality "
        "spaces clockwise or counter-clockwise.",
    ),
    (
        "ME.morgana.block",
        f"{M} p. 33, a) Mova a Morgana; docs/rules/merlin.md §2.2",
        "Morgana module: the space where Morgana stands is skipped and not counted when knights "
        "and Merlin move, and no shield, flag or material of its principality can be obtained "
        "until she moves on.",
    ),
    (
        "ME.morgana.block.caerleon",
        f"{M} p. 33, a) Mova a Morgana (Módulo: a cidade de Caerleon)",
        "Morgana module with Caerleon: Morgana blocks the district on her principality; a "
        "henchman sent there gives nothing (the forge no shields, the mint no gold ...) until "
        "she moves on.",
    ),
    (
        "ME.morgana.bewitch",
        f"{M} p. 33, Enfeitiçar",
        "Morgana module, bewitch: turn one of your dice (personal, Merlin) to any face, or an "
        "opponent's personal die. [choice] Unused dice only.",
    ),
    (
        "ME.morgana.swap-pawns",
        f"{M} p. 33, Trocar peões",
        "Morgana module, swap pawns: your knight and another player's knight change places, or, "
        "with the Arthur module, Merlin and Arthur. [choice] The outer ring has 24 spaces and "
        "Arthur's ring 13, so each goes to the space of its own ring nearest the other's angle; "
        "not offered when Merlin would stay put or land on Morgana's blocked space.",
    ),
    (
        "ME.morgana.dark-influence",
        f"{M} p. 33, Influência sombria",
        "Morgana module, dark influence: 2 Morgana markers from the supply (if available), one in "
        "the blocked principality, one in an adjacent one of the player's choice; each goes on "
        "the player's marker there if one has none on top, else beside. [choice] Adjacent: the "
        "next principality space clockwise or counter-clockwise on the ring.",
    ),
    (
        "ME.morgana.dark-influence.scoring",
        f"{M} p. 33, Influência sombria",
        "Morgana module: a player's marker with a Morgana marker on top counts 2; Morgana "
        "markers alone count for Morgana, who scores nothing but can win or tie. Afterwards the "
        "Morgana markers return to the kitchen and the markers they covered to their castles. "
        "[choice] The points are every counted marker there (Morgana's included); a tie with "
        "Morgana shares the points and her share is lost.",
    ),
    (
        "ME.morgana.witch-hut",
        f"{M} p. 33, Cabana da bruxa",
        "Morgana module, witch hut: a hut from the supply (if available) on one of your manors "
        "without one; impossible without such a manor.",
    ),
    (
        "ME.morgana.witch-hut.scoring",
        f"{M} p. 33, Cabana da bruxa",
        "Morgana module: a manor with a hut counts as two in the surroundings scoring; winning a "
        "territory alone gives 1 more point per hut on your manors. [choice] per hut in that "
        "territory. After the scoring manors with huts go back to their owners and the huts to "
        "the supply.",
    ),
    (
        "ME.morgana.witch-hut.arthur",
        f"{M} p. 33, Cabana da bruxa (Expansão Arthur)",
        "Morgana module with Arthur: after the surroundings scoring every manor in a territory "
        "with a witch hut (on anyone's manor) goes back to its owner, except manors on a castle "
        "tile (Sir Gaheris).",
    ),
    (
        "ME.morgana.witch-gold",
        f"{M} p. 33, Ouro da bruxa",
        "Morgana module, witch gold: return any 2 shields, flags or materials for 3 gold coins "
        "from the supply.",
    ),
    (
        "ME.morgana.buy",
        f"{M} p. 33",
        "Morgana module: pay 2 gold coins to take 3 shields, flags or materials of your choice "
        "from the principality Morgana blocks. [choice] Fewer if fewer are left.",
    ),
)
register_rules(RULES)

ACTION_TYPES: tuple[type, ...] = (
    KitchenApple,
    HornCup,
    KitchenPay,
    UseCauldron,
    PlaceMorgana,
    MoveMorgana,
    Bewitch,
    SwapKnights,
    SwapMerlinArthur,
    DarkInfluence,
    WitchHut,
    WitchGold,
    MorganaBuy,
    CauldronPass,
)
"""The kitchen's own actions."""
STAGE_TYPES: tuple[type, ...] = (*ACTION_TYPES, SpendPoison)
"""The actions of the ``MORGANA`` stage (a poisoned apple may change the Morgana die)."""
DIE_STAGE_TYPES: tuple[type, ...] = (UseMorganaDie, SpendPoison)
"""The module's actions when choosing a die."""
ALL_TYPES: tuple[type, ...] = (*ACTION_TYPES, *DIE_STAGE_TYPES)
"""Every action of the module."""
_EFFECT_RULES = (
    "ME.morgana.bewitch",
    "ME.morgana.swap-pawns",
    "ME.morgana.dark-influence",
    "ME.morgana.witch-hut",
    "ME.morgana.witch-gold",
    "ME.morgana.buy",
)


# -- data -------------------------------------------------------------------------------------
@cache
def module_data() -> Mapping[str, Any]:
    """data/merlin/morgana.json: supplies, cauldron faces and slots (unverified)."""
    path = data_path("merlin", "morgana.json")
    doc = load_json(path)
    for i, c in enumerate(doc["cauldrons"]):
        faces = c.get("faces")
        if not isinstance(faces, list) or len(faces) != 2:
            raise DataError(str(path), f"cauldrons[{i}]", "needs two faces")
        for f in faces:
            if f.get("action") not in EFFECTS or not isinstance(f.get("number"), int):
                raise DataError(
                    str(path), f"cauldrons[{i}]", f"a face needs one of: {words(EFFECTS)}"
                )
    if len(doc["slots"]) != len(doc["cauldrons"]):
        raise DataError(str(path), "slots", "one list of die faces per cauldron space")
    return MappingProxyType(doc)


@cache
def slot_table() -> tuple[tuple[int, int], ...]:
    """Per die-face slot: (cauldron space, face)."""
    return tuple(
        (pos, int(face)) for pos, faces in enumerate(module_data()["slots"]) for face in faces
    )


def cauldron_face(s: MerlinState, pos: int) -> tuple[int, int]:
    """(effect, number) of the cauldron face shown on cauldron space ``pos``."""
    tile, face = divmod(s.cauldrons[pos], 2)
    info = module_data()["cauldrons"][tile]["faces"][face]
    return EFFECTS.index(info["action"]), int(info["number"])


@cache
def _ring_order(spaces: tuple[Any, ...]) -> tuple[int, ...]:
    return tuple(
        spec.arg
        for _, spec in sorted(
            (i, spec) for i, spec in enumerate(spaces) if spec.kind == "principality"
        )
    )


def ring_order(s: MerlinState) -> tuple[int, ...]:
    """The principalities in the clockwise order of their spaces on the ring."""
    return _ring_order(s.game.ruleset.rondel.spaces)


def neighbour(s: MerlinState, c: int, step: int) -> int:
    """The principality ``step`` principality spaces from ``c`` (clockwise if positive)."""
    order = ring_order(s)
    return order[(order.index(c) + step) % len(order)]


def district_blocked_hook(s: MerlinState, c: int) -> bool:
    """ME.morgana.block.caerleon: the Caerleon module's ``district_blocked`` question."""
    return s.morgana == c


def blocked_space(s: MerlinState) -> int:
    """The ring index Morgana blocks, or -1."""
    return -1 if s.morgana < 0 else s.game.ruleset.rondel.principality_space(s.morgana)


# -- setup and rounds -------------------------------------------------------------------------
def roll_morgana_dice(s: MerlinState) -> None:
    """ME.morgana.dice-roll: 3 or 4 equal values are rolled again until at least 3 different
    values show (p. 31, read as p. 5 is: ``dice.py``)."""
    prm = s.game.params
    faces = prm.die_faces
    k = int(module_data()["supply"]["dice"])
    rng = s.rng
    rolls = roll_with_rerolls(
        lambda: rng.below(faces) + 1, k, prm.morgana_reroll, prm.reroll_reading
    )
    values = rolls[-1]
    s.morgana_dice = values
    s.pentagrams = [-1] * k
    again = rerolls_said(rolls)
    say(s, "ME.morgana.dice-roll", f"{SAY}the Morgana dice show {values}{again}.")


def setup_hook(s: MerlinState) -> None:
    """ME.morgana.setup (p. 31)."""
    n = s.game.num_players
    data = module_data()
    supply = data["supply"]
    s.morgana = s.morgana_cup = s.morgana_die = s.morgana_effect = -1
    s.morgana_step = s.morgana_value = s.morgana_pay = s.morgana_huts = 0
    s.poison_supply = int(supply["poisoned_apples"])
    s.hut_supply = int(supply["witch_huts"])
    s.marker_supply = int(supply["morgana_markers"])
    s.poisoned = [0] * n
    tiles = list(range(len(data["cauldrons"])))
    s.rng.shuffle(tiles)
    s.cauldrons = [t * 2 + s.rng.below(2) for t in tiles]
    s.cauldron_slots = [0] * len(slot_table())
    s.morgana_influence = [0] * (NUM_COLOURS * (n + 1))
    s.morgana_stash = [0] * NUM_GOODS
    shown = ", ".join(
        f"{EFFECTS[cauldron_face(s, i)[0]]} ({cauldron_face(s, i)[1]})" for i in range(len(tiles))
    )
    say(
        s,
        "ME.morgana.setup",
        f"{SAY}the witch's kitchen is set up; the cauldrons show {shown}; Morgana waits beside "
        "the board.",
    )
    roll_morgana_dice(s)


def round_end_hook(s: MerlinState) -> None:
    """ME.morgana.horn-cup.points, then ME.morgana.round-end."""
    holder = s.morgana_cup
    if holder >= 0:
        add_points(s, holder, category(s), s.round)
        say(
            s,
            "ME.morgana.horn-cup.points",
            f"{SAY}{name(s, holder)} holds the horn cup and scores {s.round}.",
            holder,
        )
    s.cauldron_slots = [0] * len(s.cauldron_slots)
    say(s, "ME.morgana.round-end", f"{SAY}the pentagrams return to the kitchen.")
    roll_morgana_dice(s)


def category(s: MerlinState) -> int:
    return s.game.ruleset.categories.index(CATEGORY)


# -- Morgana on the ring: blocking ------------------------------------------------------------
def walk(s: MerlinState, pos: int, sign: int, steps: int) -> int:
    """ME.morgana.block: ``steps`` spaces from ``pos``, the blocked space not counted."""
    ring = s.game.ruleset.rondel.size
    blocked = blocked_space(s)
    for _ in range(steps):
        pos = (pos + sign) % ring
        if pos == blocked:
            pos = (pos + sign) % ring
    return pos


def unblocked(s: MerlinState, actions: list[Any]) -> list[Any]:
    """ME.morgana.block: no mirror flag onto Morgana's space, no other-action flag for it."""
    blocked = blocked_space(s)
    ring = s.game.ruleset.rondel.size
    mirror_to = (s.knights[s.current] + ring // 2) % ring
    return [
        a
        for a in actions
        if not (isinstance(a, MirrorKnight) and mirror_to == blocked)
        and not (isinstance(a, TakeOtherAction) and a.space == blocked)
    ]


def restash(s: MerlinState) -> None:
    """ME.morgana.block: goods returned to the blocked principality stay out of reach."""
    c = s.morgana
    if c < 0:
        return
    base = s.game.num_players * GOODS_BLOCK
    for good in range(NUM_GOODS):
        i = base + good * NUM_COLOURS + c
        if s.goods[i]:
            s.morgana_stash[good] += s.goods[i]
            s.goods[i] = 0


def set_morgana(s: MerlinState, c: int) -> None:
    """Morgana goes to principality ``c``: the old one's goods come back, the new one's go."""
    base = s.game.num_players * GOODS_BLOCK
    if s.morgana >= 0:
        for good in range(NUM_GOODS):
            s.goods[base + good * NUM_COLOURS + s.morgana] += s.morgana_stash[good]
            s.morgana_stash[good] = 0
    s.morgana = c
    restash(s)


# -- the kitchen turn -------------------------------------------------------------------------
def took_pentagram(s: MerlinState, p: int) -> bool:
    return p in s.pentagrams


def kitchen_uses(s: MerlinState, p: int, value: int) -> list[Any]:
    """What a Morgana die of ``value`` may do on the kitchen (poison swaps not included)."""
    out: list[Any] = []
    if s.poison_supply > 0:
        out.append(KitchenApple())
    if CUP_VALUE - value <= s.gold[p] + materials(s, p):
        out.append(HornCup())
    for slot, (_, face) in enumerate(slot_table()):
        if not s.cauldron_slots[slot] and (face == value or value == 6):
            out.append(UseCauldron(slot))
    return out


def materials(s: MerlinState, p: int) -> int:
    base = p * GOODS_BLOCK + MATERIAL * NUM_COLOURS
    return sum(s.goods[base : base + NUM_COLOURS])


def extra_turn_hook(s: MerlinState, p: int) -> bool:
    """ME.morgana.extra-die with ME.round.extra-turns: ``p`` may still take a turn with a
    Morgana die (no pentagram yet this round, a die available with a use on the kitchen)."""
    if took_pentagram(s, p):
        return False
    return any(v and kitchen_uses(s, p, v) for v in s.morgana_dice)


def die_stage_choices(s: MerlinState) -> list[Any]:
    """ME.morgana.extra-die and ME.morgana.poison-swap at the CHOOSE_DIE stage."""
    p = s.current
    out: list[Any] = []
    if not took_pentagram(s, p):
        seen: set[int] = set()
        for i, v in enumerate(s.morgana_dice):
            if v and v not in seen and kitchen_uses(s, p, v):
                seen.add(v)
                out.append(UseMorganaDie(i))
    if s.poisoned[p] > 0:
        k = s.game.dice_per_player
        mine = [(i, s.dice[p * k + i]) for i in range(k) if s.dice[p * k + i]]
        out.extend(_poison_swaps(s, p, mine))
    return out


def _poison_swaps(s: MerlinState, p: int, mine: list[tuple[int, int]]) -> list[SpendPoison]:
    k = s.game.dice_per_player
    out: list[SpendPoison] = []
    for q in range(s.game.num_players):
        if q == p:
            continue
        for j in range(k):
            theirs = s.dice[q * k + j]
            if theirs:
                out.extend(SpendPoison(i, q, j) for i, v in mine if v != theirs)
    return out


def choices(s: MerlinState) -> list[Any]:
    """The legal actions of the MORGANA stage."""
    p = s.current
    step = s.morgana_step
    if step == STEP_USE:
        out = kitchen_uses(s, p, s.morgana_value)
        if s.poisoned[p] > 0:
            out.extend(_poison_swaps(s, p, [(-1, s.morgana_value)]))
        return out
    if step == STEP_CUP:
        pay: list[Any] = [KitchenPay("gold")] if s.gold[p] > 0 else []
        base = p * GOODS_BLOCK + MATERIAL * NUM_COLOURS
        pay.extend(KitchenPay(colour(s, c)) for c in range(NUM_COLOURS) if s.goods[base + c])
        return pay
    if step == STEP_PLACE:
        if s.morgana < 0:
            return [PlaceMorgana(c) for c in s.game.data.colours]
        return [MoveMorgana(d) for d in DIRECTIONS]
    return [*effect_choices(s), CauldronPass()]


def effect_choices(s: MerlinState) -> list[Any]:
    """The choices of the cauldron action being resolved (empty when nothing is possible)."""
    g = s.game
    p = s.current
    effect = cauldron_face(s, s.morgana_effect)[0]
    k = g.dice_per_player
    faces = g.params.die_faces
    if effect == BEWITCH:
        out: list[Any] = []
        for q in range(g.num_players):
            for i in range(k):
                v = s.dice[q * k + i]
                if not v or (q != p and g.die_kinds[g.die_slot_kind[i]].figure != "knight"):
                    continue
                out.extend(Bewitch(q, i, f) for f in range(1, faces + 1) if f != v)
        return out
    if effect == SWAP:
        knights = [
            SwapKnights(q) for q in range(g.num_players) if q != p and s.knights[q] != s.knights[p]
        ]
        if g.in_play("arthur") and swapped_positions(s)[0] not in (s.merlin, blocked_space(s)):
            return [SwapMerlinArthur(), *knights]
        return knights
    if effect == DARK:
        if s.marker_supply <= 0 or s.morgana < 0:
            return []
        return [DarkInfluence(colour(s, c)) for c in _adjacent(s)]
    if effect == HUT:
        if s.hut_supply <= 0:
            return []
        free = s.manors[p] & ~s.morgana_huts
        return [WitchHut(g.grid.name(pos)) for pos in bits(free)]
    if effect == WITCH_GOLD:
        base = p * GOODS_BLOCK
        if s.morgana_pay == 2 and sum(s.goods[base : base + GOODS_BLOCK]) < 2:
            return []
        return [
            WitchGold(GOOD_NAMES[i // NUM_COLOURS], colour(s, i % NUM_COLOURS))
            for i in range(GOODS_BLOCK)
            if s.goods[base + i]
        ]
    # BUY
    if s.morgana_pay == 0 and s.gold[p] < 2:
        return []
    return [MorganaBuy(GOOD_NAMES[good]) for good in range(NUM_GOODS) if s.morgana_stash[good]]


def _adjacent(s: MerlinState) -> list[int]:
    return sorted({neighbour(s, s.morgana, 1), neighbour(s, s.morgana, -1)} - {s.morgana})


def start_kitchen(s: MerlinState, index: int) -> None:
    """ME.morgana.extra-die: take the Morgana die and its pentagram."""
    p = s.current
    s.pentagrams[index] = p
    s.morgana_die = index
    s.morgana_value = s.morgana_dice[index]
    s.morgana_dice[index] = 0
    s.morgana_step = STEP_USE
    s.morgana_effect = -1
    s.morgana_pay = 0
    s.stage = MORGANA
    say(
        s,
        "ME.morgana.extra-die",
        f"{SAY}{name(s, p)} takes the Morgana die showing {s.morgana_value} and its pentagram.",
        p,
    )


def end_kitchen(s: MerlinState) -> None:
    """The kitchen action is over: the turn ends as usual (missions, draws)."""
    s.morgana_die = -1
    s.morgana_effect = -1
    s.morgana_pay = 0
    s.acts_left = 0
    restash(s)
    s.pc = PC_END_TURN


def spend_poison(s: MerlinState, mine: int, q: int, theirs: int) -> None:
    """ME.morgana.poison-swap."""
    p = s.current
    k = s.game.dice_per_player
    s.poisoned[p] -= 1
    s.poison_supply += 1
    mine_value = s.morgana_value if mine < 0 else s.dice[p * k + mine]
    their_value = s.dice[q * k + theirs]
    s.dice[q * k + theirs] = mine_value
    if mine < 0:
        s.morgana_value = their_value
    else:
        s.dice[p * k + mine] = their_value
    say(
        s,
        "ME.morgana.poison-swap",
        f"{SAY}{name(s, p)} spends a poisoned apple: their {mine_value} and {name(s, q)}'s "
        f"{their_value} change places.",
        p,
    )


def kitchen_apple(s: MerlinState) -> None:
    """ME.morgana.poisoned-apple."""
    p = s.current
    s.poison_supply -= 1
    s.poisoned[p] += 1
    say(s, "ME.morgana.poisoned-apple", f"{SAY}{name(s, p)} takes a poisoned apple.", p)
    end_kitchen(s)


def horn_cup(s: MerlinState) -> None:
    s.morgana_pay = CUP_VALUE - s.morgana_value
    s.morgana_step = STEP_CUP


def kitchen_pay(s: MerlinState, item: str) -> None:
    """ME.morgana.horn-cup: one payment raises the die by one; at 7 the cup is taken."""
    p = s.current
    if item == "gold":
        s.gold[p] -= 1
        s.gold_supply += 1
    else:
        return_good(s, p, MATERIAL, s.game.colour_index[item])
    s.morgana_value += 1
    s.morgana_pay -= 1
    label = "a gold coin" if item == "gold" else f"{with_article(item)} material"
    say(
        s,
        "ME.morgana.horn-cup",
        f"{SAY}{name(s, p)} discards {label}: the Morgana die shows {s.morgana_value}.",
        p,
    )
    if s.morgana_pay > 0:
        return
    before = s.morgana_cup
    s.morgana_cup = p
    if s.poison_supply > 0:
        s.poison_supply -= 1
        s.poisoned[p] += 1
    add_points(s, p, category(s), 1)
    source = "" if before < 0 else f" from {name(s, before)}"
    say(
        s,
        "ME.morgana.horn-cup",
        f"{SAY}{name(s, p)} takes the horn cup{source}, a poisoned apple and 1 point.",
        p,
    )
    end_kitchen(s)


def use_cauldron(s: MerlinState, slot: int) -> None:
    """ME.morgana.cauldron: the die goes on the slot; Morgana moves first."""
    p = s.current
    pos, face = slot_table()[slot]
    s.cauldron_slots[slot] = 1
    s.morgana_effect = pos
    effect, number = cauldron_face(s, pos)
    wild = " (a wild 6)" if s.morgana_value == 6 and face != 6 else ""
    say(
        s,
        "ME.morgana.cauldron" if not wild else "ME.morgana.wild-six",
        f"{SAY}{name(s, p)} puts the Morgana die{wild} on the {face} under cauldron {pos + 1} "
        f"({EFFECTS[effect]}, {number}).",
        p,
    )
    s.morgana_step = STEP_PLACE


def place_morgana(s: MerlinState, c: int) -> None:
    p = s.current
    set_morgana(s, c)
    say(
        s,
        "ME.morgana.move",
        f"{SAY}{name(s, p)} places Morgana on the {colour(s, c)} principality space: it is "
        "blocked.",
        p,
    )
    say(s, "ME.morgana.block", f"{SAY}no goods can be taken from {colour(s, c)} now.", p)
    start_effect(s)


def move_morgana(s: MerlinState, sign: int) -> None:
    p = s.current
    number = cauldron_face(s, s.morgana_effect)[1]
    c = neighbour(s, s.morgana, sign * number)
    old = s.morgana
    set_morgana(s, c)
    way = "clockwise" if sign > 0 else "counter-clockwise"
    say(
        s,
        "ME.morgana.move",
        f"{SAY}{name(s, p)} moves Morgana {number} principality space(s) {way}, from "
        f"{colour(s, old)} to {colour(s, c)}.",
        p,
    )
    say(s, "ME.morgana.block", f"{SAY}no goods can be taken from {colour(s, c)} now.", p)
    start_effect(s)


def start_effect(s: MerlinState) -> None:
    """(b): the cauldron's action; dark influence places its first marker at once."""
    effect = cauldron_face(s, s.morgana_effect)[0]
    s.morgana_step = STEP_EFFECT
    s.morgana_pay = 2 if effect == WITCH_GOLD else 0
    if effect == DARK and s.marker_supply > 0:
        put_marker(s, s.current, s.morgana)
    if not effect_choices(s):
        say(
            s,
            _EFFECT_RULES[effect],
            f"{SAY}the {EFFECTS[effect]} action has nothing (more) to do.",
            s.current,
        )
        finish_effect(s)


def finish_effect(s: MerlinState) -> None:
    """The cauldron is flipped; the turn ends."""
    pos = s.morgana_effect
    s.cauldrons[pos] ^= 1
    effect, number = cauldron_face(s, pos)
    say(
        s,
        "ME.morgana.cauldron",
        f"{SAY}cauldron {pos + 1} is flipped: it now shows {EFFECTS[effect]} ({number}).",
    )
    end_kitchen(s)


def bewitch(s: MerlinState, q: int, slot: int, face: int) -> None:
    p = s.current
    k = s.game.dice_per_player
    old = s.dice[q * k + slot]
    s.dice[q * k + slot] = face
    whose = "their" if q == p else f"{name(s, q)}'s"
    say(
        s,
        "ME.morgana.bewitch",
        f"{SAY}{name(s, p)} bewitches {whose} die: the {old} becomes a {face}.",
        p,
    )
    finish_effect(s)


def swapped_positions(s: MerlinState) -> tuple[int, int]:
    """ME.morgana.swap-pawns with Arthur: (Merlin's new outer index, Arthur's new inner index).
    [choice] The rings have different sizes, so each figure goes to the space of its own ring
    whose middle lies nearest the other figure's angle (the middle of its space)."""
    outer = s.game.ruleset.rondel.size
    inner = len(s.game.ruleset.inner_rings[0].spaces)
    merlin = (2 * s.arthur + 1) * outer // (2 * inner)
    arthur = (2 * s.merlin + 1) * inner // (2 * outer)
    return merlin, arthur


def swap_merlin_arthur(s: MerlinState) -> None:
    p = s.current
    s.merlin, s.arthur = swapped_positions(s)
    say(
        s,
        "ME.morgana.swap-pawns",
        f"{SAY}{name(s, p)} swaps Merlin and Arthur: Merlin to the "
        f"{s.game.space_label(s.merlin)} space, Arthur to inner space {s.arthur}.",
        p,
    )
    finish_effect(s)


def swap_knights(s: MerlinState, q: int) -> None:
    p = s.current
    s.knights[p], s.knights[q] = s.knights[q], s.knights[p]
    say(
        s,
        "ME.morgana.swap-pawns",
        f"{SAY}{name(s, p)}'s knight and {name(s, q)}'s knight change places.",
        p,
    )
    finish_effect(s)


def put_marker(s: MerlinState, p: int, c: int) -> None:
    """ME.morgana.dark-influence: on ``p``'s uncovered marker in ``c`` if any, else alone."""
    n = s.game.num_players
    s.marker_supply -= 1
    covered = s.morgana_influence[c * (n + 1) + p]
    if s.influence[p * NUM_COLOURS + c] > covered:
        s.morgana_influence[c * (n + 1) + p] += 1
        where = f"on {name(s, p)}'s marker"
    else:
        s.morgana_influence[c * (n + 1) + n] += 1
        where = "alone"
    say(
        s,
        "ME.morgana.dark-influence",
        f"{SAY}a Morgana influence marker goes to {colour(s, c)}, {where}.",
        p,
    )


def dark_influence(s: MerlinState, c: int) -> None:
    put_marker(s, s.current, c)
    finish_effect(s)


def witch_hut(s: MerlinState, pos: int) -> None:
    p = s.current
    s.hut_supply -= 1
    s.morgana_huts |= 1 << pos
    say(
        s,
        "ME.morgana.witch-hut",
        f"{SAY}{name(s, p)} puts a witch hut on their manor on {s.game.grid.name(pos)}.",
        p,
    )
    finish_effect(s)


def witch_gold(s: MerlinState, good: int, c: int) -> None:
    p = s.current
    return_good(s, p, good, c)
    s.morgana_pay -= 1
    say(s, "ME.morgana.witch-gold", f"{SAY}{name(s, p)} returns {a_good(s, good, c)}.", p)
    if s.morgana_pay > 0:
        return
    gain = min(3, s.gold_supply)
    s.gold_supply -= gain
    s.gold[p] += gain
    say(s, "ME.morgana.witch-gold", f"{SAY}{name(s, p)} takes {gain} gold coins.", p)
    finish_effect(s)


def buy(s: MerlinState, good: int) -> None:
    p = s.current
    if s.morgana_pay == 0:
        s.gold[p] -= 2
        s.gold_supply += 2
        s.morgana_pay = 3
        say(s, "ME.morgana.buy", f"{SAY}{name(s, p)} pays 2 gold coins.", p)
    s.morgana_stash[good] -= 1
    s.goods[p * GOODS_BLOCK + good * NUM_COLOURS + s.morgana] += 1
    s.morgana_pay -= 1
    say(
        s,
        "ME.morgana.buy",
        f"{SAY}{name(s, p)} takes {a_good(s, good, s.morgana)} from under Morgana.",
        p,
    )
    if s.morgana_pay <= 0 or not any(s.morgana_stash):
        finish_effect(s)


def cauldron_pass(s: MerlinState) -> None:
    effect = cauldron_face(s, s.morgana_effect)[0]
    say(
        s,
        _EFFECT_RULES[effect],
        f"{SAY}{name(s, s.current)} leaves the {EFFECTS[effect]} action.",
        s.current,
    )
    finish_effect(s)


# -- scoring ----------------------------------------------------------------------------------
def hut_bonus(s: MerlinState, mask: int, counts: list[int], points: dict[int, int]) -> None:
    """ME.morgana.witch-hut.scoring: a player winning territory ``mask`` alone scores 1 more
    point per witch hut on their manors there (``upkeep.score_surroundings`` calls this)."""
    huts = s.morgana_huts & mask
    winners = [p for p, pts in points.items() if pts]
    best = max(counts)
    if not huts or len(winners) != 1 or counts.count(best) != 1:
        return
    p = winners[0]
    bonus = (s.manors[p] & huts).bit_count()
    if bonus:
        add_points(s, p, CAT_SURROUNDINGS, bonus)
        say(
            s,
            "ME.morgana.witch-hut.scoring",
            f"{SAY}{name(s, p)} wins the territory alone: +{bonus} for witch huts.",
            p,
        )


def return_huts(s: MerlinState) -> None:
    """ME.morgana.witch-hut.scoring (and .arthur): after the surroundings scoring the manors
    with huts (with Arthur: every manor of their territories) go back, the huts to the supply."""
    g = s.game
    n = g.num_players
    huts = s.morgana_huts
    if huts:
        if g.in_play("arthur"):  # p. 33: every manor of a territory with a hut, but castles
            gone = sum(t for t in s.territories if t & huts)
            for p in range(n):
                s.manors[p] &= ~(gone & ~protected_manors(s, p))
            say(
                s,
                "ME.morgana.witch-hut.arthur",
                f"{SAY}with Arthur, every manor in a territory with a witch hut goes back to its "
                "owner, except those on a castle tile.",
            )
        else:
            for p in range(n):
                s.manors[p] &= ~huts
        s.hut_supply += huts.bit_count()
        s.morgana_huts = 0
        say(
            s,
            "ME.morgana.witch-hut.scoring",
            f"{SAY}the manors with witch huts go back to their owners, the huts to the supply.",
        )


def counted_markers(s: MerlinState, c: int) -> tuple[list[int], int]:
    """Per player their markers in ``c`` (a covered one counts 2), and Morgana's alone."""
    n = s.game.num_players
    row = c * (n + 1)
    vals = []
    lone = s.morgana_influence[row + n]
    for p in range(n):
        own = s.influence[p * NUM_COLOURS + c]
        covered = s.morgana_influence[row + p]
        # a covered marker taken away by another module leaves its Morgana marker alone
        vals.append(own + min(covered, own))
        lone += max(covered - own, 0)
    return vals, lone


def morgana_influence_points(
    markers: list[int],
    morgana: int,
    grail_holder: int | None = None,
    tiles: list[int] | None = None,
) -> dict[int, int]:
    """ME.morgana.dark-influence.scoring on plain numbers: ``markers`` per player as counted
    (a covered marker counts 2), ``morgana`` her markers alone; points per player. ``tiles``
    (Sir Kay's, knights module) count for the majority only."""
    out = dict.fromkeys(range(len(markers)), 0)
    strength = markers if tiles is None else [m + t for m, t in zip(markers, tiles, strict=True)]
    best = max([*strength, morgana])
    if best <= 0:
        return out
    total = sum(markers) + morgana
    leaders = [p for p, m in enumerate(strength) if m == best]
    ways = len(leaders) + (1 if morgana == best else 0)
    if grail_holder is not None and grail_holder in leaders:
        leaders, ways = [grail_holder], 1
    for p in leaders:
        out[p] = total // ways
    return out


def grail_tie(s: MerlinState, c: int) -> bool:
    holder = s.grail
    if holder < 0 or s.grail_used:
        return False
    vals, morgana = counted_markers(s, c)
    vals = [v + t for v, t in zip(vals, _kay_tiles(s, c), strict=True)]
    best = max([*vals, morgana])
    ways = vals.count(best) + (1 if morgana == best else 0)
    return best > 0 and vals[holder] == best and ways > 1


def _kay_tiles(s: MerlinState, c: int) -> list[int]:
    """Sir Kay's influence tiles in ``c`` per player (knights module), for the majority."""
    if not s.game.in_play("knights"):
        return [0] * s.game.num_players
    from .modules.knights.scoring import principality_tiles

    return principality_tiles(s, c)


def score_principality(s: MerlinState, c: int, grail: bool) -> None:
    """ME.scoring.influence with Morgana's markers; then they return (and what they cover),
    and so do Sir Kay's tiles (ME.knights.kay-scoring)."""
    tiles = _kay_tiles(s, c)
    _score_markers(s, c, grail, tiles)
    if any(tiles):
        from .modules.knights.scoring import return_kay

        return_kay(s, c)


def _score_markers(s: MerlinState, c: int, grail: bool, tiles: list[int]) -> None:
    n = s.game.num_players
    vals, morgana = counted_markers(s, c)
    if not any(vals) and not morgana:
        return
    points = morgana_influence_points(vals, morgana, s.grail if grail else None, tiles)
    strength = [v + t for v, t in zip(vals, tiles, strict=True)]
    if morgana and morgana >= max(strength) and not (grail and s.grail >= 0):
        say(s, "ME.morgana.dark-influence.scoring", f"{SAY}Morgana leads in {colour(s, c)}.")
    for p, pts in points.items():
        if pts:
            add_points(s, p, CAT_INFLUENCE, pts)
            rule = (
                "ME.morgana.dark-influence.scoring"
                if any(s.morgana_influence[c * (n + 1) : (c + 1) * (n + 1)])
                else "ME.scoring.influence"
            )
            say(s, rule, f"{name(s, p)} scores {pts} for influence in {colour(s, c)}.", p)
    row = c * (n + 1)
    back = sum(s.morgana_influence[row : row + n + 1])
    if back:
        for p in range(n):
            covered = min(s.morgana_influence[row + p], s.influence[p * NUM_COLOURS + c])
            if covered:
                s.influence[p * NUM_COLOURS + c] -= covered
                s.castle_influence[p] += covered
            s.morgana_influence[row + p] = 0
        s.morgana_influence[row + n] = 0
        s.marker_supply += back
        say(
            s,
            "ME.morgana.dark-influence.scoring",
            f"{SAY}Morgana's markers in {colour(s, c)} return to the kitchen, the markers they "
            "covered to their castles.",
        )
    for p in range(n):
        extra = s.influence[p * NUM_COLOURS + c] - 1
        if extra > 0:
            s.influence[p * NUM_COLOURS + c] = 1
            s.castle_influence[p] += extra


# -- the engine's entry points ----------------------------------------------------------------
def apply(s: MerlinState, a: Any) -> None:
    """Apply a Morgana action (the program carries on from ``state.pc``)."""
    g = s.game
    if isinstance(a, UseMorganaDie):
        start_kitchen(s, a.index)
    elif isinstance(a, SpendPoison):
        spend_poison(s, a.mine, a.player, a.theirs)
        if s.stage == MORGANA:
            return
    elif isinstance(a, KitchenApple):
        kitchen_apple(s)
    elif isinstance(a, HornCup):
        horn_cup(s)
    elif isinstance(a, KitchenPay):
        kitchen_pay(s, a.item)
    elif isinstance(a, UseCauldron):
        use_cauldron(s, a.slot)
    elif isinstance(a, PlaceMorgana):
        place_morgana(s, g.colour_index[a.colour])
    elif isinstance(a, MoveMorgana):
        move_morgana(s, 1 if a.direction == "cw" else -1)
    elif isinstance(a, Bewitch):
        bewitch(s, a.player, a.slot, a.face)
    elif isinstance(a, SwapKnights):
        swap_knights(s, a.player)
    elif isinstance(a, SwapMerlinArthur):
        swap_merlin_arthur(s)
    elif isinstance(a, DarkInfluence):
        dark_influence(s, g.colour_index[a.colour])
    elif isinstance(a, WitchHut):
        witch_hut(s, g.tile_index[a.tile])
    elif isinstance(a, WitchGold):
        witch_gold(s, g.good_index[a.good], g.colour_index[a.colour])
    elif isinstance(a, MorganaBuy):
        buy(s, g.good_index[a.good])
    elif isinstance(a, CauldronPass):
        cauldron_pass(s)


def handlers() -> dict[type, Callable[[MerlinState, Any, int], None]]:
    """Handlers for ``effects._HANDLERS``."""
    return {cls: _handle for cls in ALL_TYPES}


def _handle(s: MerlinState, a: Any, stage: int) -> None:
    apply(s, a)


def rule_for(s: MerlinState, a: Any) -> str:
    simple: dict[type, str] = {
        UseMorganaDie: "ME.morgana.extra-die",
        SpendPoison: "ME.morgana.poison-swap",
        KitchenApple: "ME.morgana.poisoned-apple",
        HornCup: "ME.morgana.horn-cup",
        KitchenPay: "ME.morgana.horn-cup",
        UseCauldron: "ME.morgana.cauldron",
        PlaceMorgana: "ME.morgana.move",
        MoveMorgana: "ME.morgana.move",
        Bewitch: "ME.morgana.bewitch",
        SwapKnights: "ME.morgana.swap-pawns",
        SwapMerlinArthur: "ME.morgana.swap-pawns",
        DarkInfluence: "ME.morgana.dark-influence",
        WitchHut: "ME.morgana.witch-hut",
        WitchGold: "ME.morgana.witch-gold",
        MorganaBuy: "ME.morgana.buy",
        CauldronPass: "ME.morgana.cauldron",
    }
    return simple.get(type(a), "ME.morgana.extra-die")


def why_not(s: MerlinState, a: Any, rule: str) -> tuple[str, str]:
    """(rule, reason) for a Morgana action of the right stage that is not legal now."""
    g = s.game
    p = s.current
    who = name(s, p)
    if not g.morgana_on:
        return rule, "the Morgana module is not in play"
    if isinstance(a, UseMorganaDie):
        if took_pentagram(s, p):
            return rule, f"{who} already took a pentagram this round"
        return rule, f"Morgana die {a.index} is not available or has no use on the kitchen"
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
        return rule, f"slot {a.slot} is taken or does not show the die's value"
    if isinstance(a, (PlaceMorgana, MoveMorgana)):
        if isinstance(a, PlaceMorgana) and s.morgana >= 0:
            return rule, "Morgana is already on the board: she moves"
        return rule, "Morgana is not being moved now"
    if isinstance(a, Bewitch):
        return rule, "only your unused dice, or an opponent's unused personal die, to a new face"
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
        return rule, f"{who} has no manor without a hut on {a.tile}"
    if isinstance(a, WitchGold):
        return rule, f"{who} holds no {a.colour} {a.good}"
    if isinstance(a, MorganaBuy):
        if s.gold[p] < 2 and s.morgana_pay == 0:
            return rule, f"{who} needs 2 gold coins"
        return rule, f"no {a.good} is left under Morgana"
    return rule, "not possible now"


def observe(s: MerlinState) -> dict[str, Any]:
    """The kitchen, for the public view."""
    g = s.game
    n = g.num_players
    return {
        "morgana": None if s.morgana < 0 else colour(s, s.morgana),
        "dice": s.morgana_dice[:],
        "die_in_use": s.morgana_value if s.morgana_die >= 0 else None,
        "pentagrams": s.pentagrams[:],
        "horn_cup": None if s.morgana_cup < 0 else s.morgana_cup,
        "poisoned_apples": s.poisoned[:],
        "poisoned_apple_supply": s.poison_supply,
        "cauldrons": [
            {"action": EFFECTS[cauldron_face(s, i)[0]], "number": cauldron_face(s, i)[1]}
            for i in range(len(s.cauldrons))
        ],
        "slots_taken": s.cauldron_slots[:],
        "witch_huts": [g.grid.name(pos) for pos in bits(s.morgana_huts)],
        "markers": {
            colour(s, c): s.morgana_influence[c * (n + 1) : (c + 1) * (n + 1)]
            for c in range(NUM_COLOURS)
        },
        "blocked_goods": dict(zip(GOOD_NAMES, s.morgana_stash, strict=True)),
    }


class MorganaModule(MerlinModule):
    """The Morgana module's plug-in (its rules register themselves)."""

    name = MODULE
    title = "Morgana"
    stage_choices = MappingProxyType({MORGANA: choices})
    categories = (CATEGORY,)

    def after_setup(self, s: MerlinState) -> None:
        setup_hook(s)

    def round_end(self, s: MerlinState) -> None:
        round_end_hook(s)

    def extra_turn(self, s: MerlinState, p: int) -> bool:
        return extra_turn_hook(s, p)

    def district_blocked(self, s: MerlinState, c: int) -> bool:
        return district_blocked_hook(s, c)

    def turn_started(self, s: MerlinState) -> None:
        # goods returned to the principality Morgana blocks stay out of reach
        restash(s)

    def die_substitutes(self, s: MerlinState) -> list[Any]:
        """Morgana's dice and poisoned apples instead of a die (ME.round.extra-turns)."""
        return die_stage_choices(s)

    def observe_board(self, s: MerlinState, view: dict[str, Any]) -> None:
        view["kitchen"] = observe(s)

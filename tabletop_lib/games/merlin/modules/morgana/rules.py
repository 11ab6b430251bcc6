"""Big Box module "Morgana" (manual pp. 31-33, docs/rules §2.2, §5.16): the witch's kitchen.

Four Morgana dice lie on four pentagrams; in their turn a player may use one of them instead of
a die of their own, only on the kitchen board, taking its pentagram (one per player and round;
a Morgana 6 is wild). On the kitchen the die buys a poisoned apple (any value), the horn cup
(the die raised to 7 with gold or materials) or a cauldron: Morgana is placed or moved on the
principality spaces (she blocks the space and the principality's goods), then the cauldron's
action (bewitch, swap pawns, dark influence, witch hut, witch gold, buying from the blocked
principality) and the cauldron is flipped. Dark influence and witch huts change the influence
and surroundings scoring (``scoring.py``); the horn cup's holder scores the round's number at
each round end.

This file holds the catalog, the data, Morgana on the ring, the setup and the round's end; the
kitchen turn is in ``kitchen.py``, the cauldrons' actions in ``cauldrons.py``. Every kitchen
decision is one stage, ``MORGANA``; ``state.morgana_step`` says which of them is asked. The
cauldron faces and the slots under them are not public: data/merlin/morgana.json
(``"verified": false``), read from the ``data_dir`` option like the base game's data.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from tabletop_lib.core.errors import DataError
from tabletop_lib.core.options import words
from tabletop_lib.core.words import and_list

from ...common import add_points, name, say
from ...constants import GOODS_BLOCK, NUM_COLOURS, NUM_GOODS, PC_END_TURN
from ...data import Rondel
from ...dice import rerolls_said, roll_with_rerolls
from ...plugin import load_module_data

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState

M = "Merlin: Big Box manual, Portuguese edition (Queen Games, 2020)"
MODULE = "morgana"
CATEGORY = "morgana"
SAY = "Morgana module: "

EFFECTS = ("bewitch", "swap-pawns", "dark-influence", "witch-hut", "witch-gold", "buy")
BEWITCH, SWAP, DARK, HUT, WITCH_GOLD, BUY = range(6)
STEP_USE, STEP_CUP, STEP_PLACE, STEP_EFFECT = range(4)
CUP_VALUE = 7


MORGANA = 40
"""The stage of every decision at the witch's kitchen (``state.morgana_step`` says which)."""


RULES: tuple[tuple[str, str, str], ...] = (
    (
        "ME.morgana.setup",
        f"{M} p. 31, Components and changes to the setup 1-4 (Componentes e mudanças na "
        "preparação 1-4; "
        "our translation)",
        "Morgana module: the kitchen board beside the board, the poisoned apples, the 4 "
        "pentagrams each with a Morgana die rolled on it, the horn cup, the 5 cauldrons shuffled "
        "onto the 5 cauldron spaces (either face), the 7 witch huts, Morgana and her 6 influence "
        "markers beside the board.",
    ),
    (
        "ME.morgana.dice-roll",
        f"{M} p. 31, Setup, step 2 (Preparação 2; our translation)",
        "Morgana module: 4 Morgana dice showing 3 or 4 equal values are rolled again until they "
        "show at least 3 different values, read as p. 5 is: a first roll without 3 equal values "
        "(two pairs) stands. The rulebook does not settle this; here the same at every round's "
        "roll.",
    ),
    (
        "ME.morgana.extra-die",
        f"{M} p. 31, Changes to the gameplay (Mudanças na jogabilidade; our translation)",
        "Morgana module: in their turn a player may use an available Morgana die instead of one "
        "of their own dice, only on the kitchen board, and takes its pentagram: one Morgana die "
        "per player and round.",
    ),
    (
        "ME.morgana.round-end",
        f"{M} p. 31, Changes to the gameplay (Mudanças na jogabilidade; our translation)",
        "Morgana module: at the end of the round the pentagrams return and the Morgana dice are "
        "rolled again onto them.",
    ),
    (
        "ME.morgana.wild-six",
        f"{M} p. 31, Changes to the gameplay (Mudanças na jogabilidade; our translation)",
        "Morgana module: a Morgana die showing 6 may be used as any value (6 included). "
        "The rulebook does not settle this; here for the horn cup a 6 is a 6 (one payment raises "
        "it to 7).",
    ),
    (
        "ME.morgana.poisoned-apple",
        f"{M} p. 32, Poisoned apple (Maçã envenenada; our translation)",
        "Morgana module: a die of any value on the apple space gives a poisoned apple from the "
        "supply.",
    ),
    (
        "ME.morgana.poison-swap",
        f"{M} p. 32, Poisoned apple (Maçã envenenada; our translation)",
        "Morgana module: in their turn a player may spend a poisoned apple to swap the values of "
        "one of their dice and a die of an opponent, of any kind. The rulebook does not settle "
        "this; here spent when choosing "
        "a die (own unused dice) or right after taking a Morgana die (that die); the opponent's "
        "die is one of their unused dice.",
    ),
    (
        "ME.morgana.apple-not-morgana",
        f"{M} p. 32, Poisoned apple (Maçã envenenada; our translation) (Note (Nota; our "
        "translation))",
        "Morgana module: a normal apple cannot change a Morgana die (nor can gold or decrees: a "
        "Morgana die goes straight to the kitchen).",
    ),
    (
        "ME.morgana.horn-cup",
        f"{M} p. 33, Horn cup (Copo de chifre; our translation)",
        "Morgana module: only a Morgana die may take the horn cup: it is raised to 7, +1 per gold "
        "coin or material discarded; the player takes the horn cup (from its holder), a poisoned "
        "apple and 1 point. Several players may do so in a round.",
    ),
    (
        "ME.morgana.horn-cup.points",
        f"{M} p. 33, Horn cup (Copo de chifre; our translation)",
        "Morgana module: at the end of every round the horn cup's holder scores points equal to "
        "the round's number.",
    ),
    (
        "ME.morgana.cauldron",
        f"{M} p. 33, Witch's cauldron (Caldeirão da bruxa; our translation)",
        "Morgana module: the die goes under a cauldron, on an unoccupied slot showing its face; "
        "then (a) Morgana moves, (b) the cauldron's action is resolved and the cauldron flipped. "
        "The rulebook text does not list the faces, numbers and slots; here a stand-in set is "
        "played. The action may be left undone.",
    ),
    (
        "ME.morgana.move",
        f"{M} p. 33, a) Move Morgana (a) Mova a Morgana; our translation)",
        "Morgana module: while Morgana is beside the kitchen she is placed on any principality "
        "space (occupied or not); afterwards she moves the cauldron's number of principality "
        "spaces clockwise or counter-clockwise.",
    ),
    (
        "ME.morgana.block",
        f"{M} p. 33, a) Move Morgana (a) Mova a Morgana; our translation)",
        "Morgana module: the space where Morgana stands is skipped and not counted when knights "
        "and Merlin move, and no shield, flag or material of its principality can be obtained "
        "until she moves on.",
    ),
    (
        "ME.morgana.block.caerleon",
        f"{M} p. 32, a) Move Morgana (a) Mova a Morgana; our translation), its note on the city "
        "of Caerleon (Módulo: a cidade de Caerleon; our translation); p. 29, Caerleon's setup",
        "Morgana module with Caerleon: Morgana blocks the whole district on her principality "
        "until she moves on. A henchman sent there gets nothing (the mint no gold ...), and "
        "since every shield, material and flag lies in the forge, quarry or tailor, none of "
        "that district's goods, of any colour, can be taken from any space: no shield at all "
        "while she blocks the forge.",
    ),
    (
        "ME.morgana.bewitch",
        f"{M} p. 33, Bewitch (Enfeitiçar; our translation)",
        "Morgana module, bewitch: turn one of your dice (personal, Merlin) to any face, or an "
        "opponent's personal die. The rulebook does not settle this; here unused dice only.",
    ),
    (
        "ME.morgana.swap-pawns",
        f"{M} p. 33, Swap pawns (Trocar peões; our translation)",
        "Morgana module, swap pawns: your knight and another player's knight change places, or, "
        "with the Arthur module, Merlin and Arthur. The rulebook does not settle this; here the "
        "outer ring has 24 spaces and "
        "Arthur's ring 13, so each goes to the space of its own ring nearest the other's angle; "
        "not offered when Merlin would stay put or land on Morgana's blocked space.",
    ),
    (
        "ME.morgana.dark-influence",
        f"{M} p. 33, Dark influence (Influência sombria; our translation)",
        "Morgana module, dark influence: 2 Morgana markers from the supply (if available), one in "
        "the blocked principality, one in an adjacent one of the player's choice; each goes on "
        "the player's marker there if one has none on top, else beside. The rulebook does not "
        "settle this; here adjacent: the "
        "next principality space clockwise or counter-clockwise on the ring.",
    ),
    (
        "ME.morgana.dark-influence.scoring",
        f"{M} p. 33, Dark influence (Influência sombria; our translation)",
        "Morgana module: a player's marker with a Morgana marker on top counts 2; Morgana "
        "markers alone count for Morgana, who scores nothing but can win or tie. Afterwards the "
        "Morgana markers return to the kitchen and the markers they covered to their castles. "
        "The rulebook does not settle this; here the points are every counted marker there "
        "(Morgana's included); a tie with "
        "Morgana shares the points and her share is lost.",
    ),
    (
        "ME.morgana.witch-hut",
        f"{M} p. 33, Witch hut (Cabana da bruxa; our translation)",
        "Morgana module, witch hut: a hut from the supply (if available) on one of your manors "
        "without one; impossible without such a manor.",
    ),
    (
        "ME.morgana.witch-hut.scoring",
        f"{M} p. 33, Witch hut (Cabana da bruxa; our translation)",
        "Morgana module: a manor with a hut counts as two in the surroundings scoring; winning a "
        "territory alone gives 1 more point per hut on your manors. The rulebook does not settle "
        "this; here per hut in that "
        "territory. After the scoring manors with huts go back to their owners and the huts to "
        "the supply.",
    ),
    (
        "ME.morgana.witch-hut.arthur",
        f"{M} p. 33, Witch hut (Arthur module) (Cabana da bruxa (Expansão Arthur); our "
        "translation)",
        "Morgana module with Arthur: after the surroundings scoring every manor in a territory "
        "with a witch hut (on anyone's manor) goes back to its owner, except manors on a castle "
        "tile (Sir Gaheris).",
    ),
    (
        "ME.morgana.witch-gold",
        f"{M} p. 33, Witch gold (Ouro da bruxa; our translation)",
        "Morgana module, witch gold: return any 2 shields, flags or materials for 3 gold coins "
        "from the supply.",
    ),
    (
        "ME.morgana.buy",
        f"{M} p. 33",
        "Morgana module: pay 2 gold coins to take 3 shields, flags or materials of your choice "
        "from the principality Morgana blocks. The rulebook does not settle this; here fewer if "
        "fewer are left.",
    ),
)


EFFECT_RULES = (
    "ME.morgana.bewitch",
    "ME.morgana.swap-pawns",
    "ME.morgana.dark-influence",
    "ME.morgana.witch-hut",
    "ME.morgana.witch-gold",
    "ME.morgana.buy",
)
"""The rule of each cauldron action (``EFFECTS``)."""


# -- data -------------------------------------------------------------------------------------
def check_data(doc: Mapping[str, Any], source: str) -> None:
    """morgana.json: supplies, cauldron faces and slots (unverified)."""
    for i, c in enumerate(doc["cauldrons"]):
        faces = c.get("faces")
        if not isinstance(faces, list) or len(faces) != 2:
            raise DataError(source, f"cauldrons[{i}]", "needs two faces")
        for f in faces:
            if f.get("action") not in EFFECTS or not isinstance(f.get("number"), int):
                raise DataError(source, f"cauldrons[{i}]", f"a face needs one of: {words(EFFECTS)}")
    if len(doc["slots"]) != len(doc["cauldrons"]):
        raise DataError(source, "slots", "one list of die faces per cauldron space")


def module_data(folder: Path | None = None) -> Mapping[str, Any]:
    """morgana.json of the ``data_dir`` folder (default data/merlin/)."""
    return load_module_data("morgana.json", folder, check_data)


@cache
def slot_table(folder: Path | None = None) -> tuple[tuple[int, int], ...]:
    """Per die-face slot: (cauldron space, face). Built once per data folder (the data is
    read once per folder too): the kitchen asks it at every die choice."""
    return tuple(
        (pos, int(face)) for pos, faces in enumerate(module_data(folder)["slots"]) for face in faces
    )


@cache
def slots_for_value(folder: Path | None = None) -> tuple[tuple[int, ...], ...]:
    """Per die value (index 0 unused): the slots a Morgana die of that value may lie on, its
    face or any slot for a 6 (ME.morgana.wild-six)."""
    table = slot_table(folder)
    return tuple(
        tuple(slot for slot, (_, face) in enumerate(table) if face == value or value == 6)
        for value in range(7)
    )


def cauldron_face(s: MerlinState, pos: int) -> tuple[int, int]:
    """(effect, number) of the cauldron face shown on cauldron space ``pos``."""
    return face_table(s.game.data_dir)[s.cauldrons[pos]]


@cache
def face_table(folder: Path | None = None) -> tuple[tuple[int, int], ...]:
    """``[tile * 2 + face]``: (effect, number) of that cauldron face, read once per data folder
    (the data is read once per folder too): a kitchen turn asks it several times."""
    return tuple(
        (EFFECTS.index(info["action"]), int(info["number"]))
        for c in module_data(folder)["cauldrons"]
        for info in c["faces"]
    )


class _RingFacts(NamedTuple):
    rondel: Rondel
    order: tuple[int, ...]
    """The principalities in the clockwise order of their spaces."""
    spaces: Mapping[int, int]
    """Colour -> the index of its principality space (``Rondel.principality_space``)."""
    masks: Mapping[int, int]
    """Colour -> the bit of its principality space (``blocked_mask``)."""


_RINGS: dict[int, _RingFacts] = {}
"""id(rondel) -> what Morgana reads of that ring, found once per ring rather than at every
move, kitchen turn and flag (hashing the frozen ring to key a ``functools.cache`` costs more
than scanning it; the stored ring makes a reused id harmless)."""


def _ring_facts(rondel: Rondel) -> _RingFacts:
    found = _RINGS.get(id(rondel))
    if found is None or found.rondel is not rondel:
        specs = rondel.spaces
        spaces: dict[int, int] = {}
        for i, spec in enumerate(specs):
            if spec.kind == "principality":
                spaces.setdefault(spec.arg, i)
        order = tuple(spec.arg for spec in specs if spec.kind == "principality")
        masks = {c: 1 << i for c, i in spaces.items()}
        found = _RINGS[id(rondel)] = _RingFacts(rondel, order, spaces, masks)
    return found


def ring_order(s: MerlinState) -> tuple[int, ...]:
    """The principalities in the clockwise order of their spaces on the ring."""
    return _ring_facts(s.game.ruleset.rondel).order


def neighbour(s: MerlinState, c: int, step: int) -> int:
    """The principality ``step`` principality spaces from ``c`` (clockwise if positive)."""
    order = ring_order(s)
    return order[(order.index(c) + step) % len(order)]


def blocked_space(s: MerlinState) -> int:
    """The ring index Morgana blocks, or -1."""
    if s.morgana < 0:
        return -1
    return _ring_facts(s.game.ruleset.rondel).spaces[s.morgana]


def blocked_mask(s: MerlinState) -> int:
    """ME.morgana.block: the bit of the ring space Morgana blocks, or 0 (asked at every move:
    one look-up, not ``1 << blocked_space(s)``)."""
    m = s.morgana
    if m < 0:
        return 0
    return _ring_facts(s.game.ruleset.rondel).masks[m]


# -- setup and rounds -------------------------------------------------------------------------
def roll_morgana_dice(s: MerlinState) -> None:
    """ME.morgana.dice-roll: 3 or 4 equal values are rolled again until at least 3 different
    values show (p. 31, read as p. 5 is: ``dice.py``)."""
    prm = s.game.params
    k = int(module_data(s.game.data_dir)["supply"]["dice"])
    rolls = roll_with_rerolls(s.rng, prm.die_faces, k, prm.morgana_reroll, prm.reroll_reading)
    values = rolls[-1]
    s.morgana_dice = values
    s.pentagrams = [-1] * k
    say(s, "ME.morgana.dice-roll", (_rolled_morgana, tuple(values), rerolls_said(rolls)))


def _rolled_morgana(g: MerlinGame, values: tuple[int, ...], rerolls: str) -> str:
    return f"{SAY}the Morgana dice show {and_list([str(v) for v in values])}{rerolls}."


def setup_hook(s: MerlinState) -> None:
    """ME.morgana.setup (p. 31)."""
    n = s.game.num_players
    data = module_data(s.game.data_dir)
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
    s.cauldron_slots = [0] * len(slot_table(s.game.data_dir))
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
def restash(s: MerlinState) -> None:
    """ME.morgana.block: goods returned to the blocked principality stay out of reach."""
    c = s.morgana
    if c < 0:
        return
    goods = s.goods  # (runs at every turn's start: locals, no list rebuilt)
    i = s.game.num_players * GOODS_BLOCK + c
    # mostly nothing came back since the last turn: three reads, no loop (NUM_GOODS is 3)
    if not (goods[i] or goods[i + NUM_COLOURS] or goods[i + 2 * NUM_COLOURS]):
        return
    for good in range(NUM_GOODS):
        if goods[i]:
            s.morgana_stash[good] += goods[i]
            goods[i] = 0
        i += NUM_COLOURS


def set_morgana(s: MerlinState, c: int) -> None:
    """Morgana goes to principality ``c``: the old one's goods come back, the new one's go."""
    base = s.game.num_players * GOODS_BLOCK
    if s.morgana >= 0:
        for good in range(NUM_GOODS):
            s.goods[base + good * NUM_COLOURS + s.morgana] += s.morgana_stash[good]
            s.morgana_stash[good] = 0
    s.morgana = c
    restash(s)


def took_pentagram(s: MerlinState, p: int) -> bool:
    return p in s.pentagrams


def end_kitchen(s: MerlinState) -> None:
    """The kitchen action is over: the turn ends as usual (missions, draws)."""
    s.morgana_die = -1
    s.morgana_effect = -1
    s.morgana_pay = 0
    s.acts_left = 0
    restash(s)
    s.pc = PC_END_TURN

"""Big Box module "Módulo: a cidade de Caerleon" (the city of Caerleon; manual pp. 29-30, ref
§5.15): six districts (mint, market, orchard, forge, quarry, tailor) cover the principalities,
and every "principality" of the rules reads "district".

A district space sends a henchman (from the castle or another district) to its district. Only
the lady-in-waiting has a slot of her own there (she replaces another lady); the two other slots
take any of the other three henchmen: a henchman of the same kind there goes home, and when
both slots are full and the kind is absent the active player chooses which of the two goes
home. The lady places an influence marker; the other henchmen act by district: quarry
(materials), forge (shields), tailor (flags), mint (2 gold), orchard (2 apples/mistletoe),
market (up to 4 exchanges). The influence spaces read as districts.

The front side puts each district on the principality of its roof colour (which colour each
roof has is not public: data/merlin/caerleon.json, ``"verified": false``); the back side (the
``caerleon_side="back"`` option) lays them out at random.

Decisions in progress live in ``state.caerleon_pending``: ``[then, a, b, c]`` where ``then``
says how the action ends (``THEN_FINISH``, or ``THEN_DECREE``: the decree module's decree is
taken instead of the district's action); for the slot choice ``a, b, c`` are the henchman, the
district's colour and the placing rule; for the district actions ``a`` counts what is left
(goods, supplies, exchanges), ``b`` the good kind (or, at the market, what was given) and ``c``
the district.

This file holds the catalog, the data, the setup and the spaces read as districts; the slots and
the districts' actions are in ``districts.py``. The district tiles' roof colours are read from
the ``data_dir`` option like the base game's data.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.errors import DataError

from ...common import name, say
from ...constants import (
    BUILDER,
    FLAG,
    FLAG_BEARER,
    GOOD_NAMES,
    MATERIAL,
    NUM_COLOURS,
    SHIELD,
    SHIELD_BEARER,
)
from ...plugin import load_module_data
from ...spaces import (
    BASE_KINDS,
    SpaceKind,
    influence_good_start,
    influence_henchman_start,
    principality_start,
)

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState


M = "Merlin: Big Box manual, Portuguese edition (Queen Games, 2020)"
MODULE = "caerleon"
SIDES = ("front", "back")
"""p. 29: the two sides of the district tiles (option ``caerleon_side``), the default first."""
DISTRICTS = ("mint", "market", "orchard", "forge", "quarry", "tailor")
MINT, MARKET, ORCHARD, FORGE, QUARRY, TAILOR = range(6)


CAER_EVICT, CAER_GOODS, CAER_ORCHARD, CAER_MARKET_GIVE, CAER_MARKET_TAKE = range(24, 29)
"""The module's decision stages (numbers kept from before it had its own folder)."""
STAGE_NAMES = {
    CAER_EVICT: "caerleon: which henchman goes home",
    CAER_GOODS: "caerleon: goods of your choice",
    CAER_ORCHARD: "caerleon: orchard",
    CAER_MARKET_GIVE: "caerleon: market (give)",
    CAER_MARKET_TAKE: "caerleon: market (take)",
}
STAGES = frozenset({CAER_EVICT, CAER_GOODS, CAER_ORCHARD, CAER_MARKET_GIVE, CAER_MARKET_TAKE})
THEN_FINISH, THEN_DECREE = range(2)
GAVE_GOLD = -1
"""``caerleon_pending[2]`` at the market when a gold coin was given."""

GOODS_DISTRICT = {QUARRY: MATERIAL, FORGE: SHIELD, TAILOR: FLAG}
"""The districts holding the goods, and which good."""
BONUS_HENCHMAN = {QUARRY: BUILDER, FORGE: SHIELD_BEARER, TAILOR: FLAG_BEARER}
"""The henchman who takes 2 goods there (the others take 1)."""
DISTRICT_RULE = {
    MINT: "ME.caerleon.mint",
    MARKET: "ME.caerleon.market",
    ORCHARD: "ME.caerleon.orchard",
    FORGE: "ME.caerleon.forge",
    QUARRY: "ME.caerleon.quarry",
    TAILOR: "ME.caerleon.tailor",
}
PLACE_RULES = (
    "ME.caerleon.district-space",
    "ME.space.influence-henchman",
    "ME.space.relocate",
    "ME.space.relocate.all-home",
    "ME.kings_favor.row2-any-principality",
)


RULES: tuple[tuple[str, str, str], ...] = (
    (
        "ME.caerleon.setup",
        f"{M} p. 29, Components and changes to the setup 1-2 (Componentes e mudanças na "
        "preparação 1-2; "
        "our translation)",
        "Caerleon module: the six districts cover the six principalities, front side up: each "
        "district on the principality of its roof colour; the shields, materials and flags go "
        "to the forge, quarry and tailor by colour, the gold coins to the mint and the apples "
        "and mistletoe to the orchard. The module brings the gold coins and mistletoe. "
        "The rulebook text does not say which roof colour each district has; here a stand-in "
        "is played.",
    ),
    (
        "ME.caerleon.setup.back",
        f"{M} p. 29, Alternative setup (Preparação alternativa; our translation)",
        "Caerleon module, alternative set-up (the alternative set-up): the districts are "
        "laid out at random with their brown-roofed backs up; each district takes the colour "
        "of the principality space next to it for the whole game. The rulebook does not settle "
        "this; here a uniformly random "
        "layout drawn at setup.",
    ),
    (
        "ME.caerleon.districts",
        f"{M} p. 29, Important (Importante; our translation)",
        "Caerleon module: wherever the rules of the base game and the other modules say "
        "'principality', read 'district' (a district has the colour of the principality it "
        "covers).",
    ),
    (
        "ME.caerleon.district-space",
        f"{M} p. 29, District spaces (Espaços de distrito; our translation) (6x)",
        "Caerleon module: a district space (formerly a principality space) sends one of the "
        "player's henchmen, from the castle or from any of the other five districts, to that "
        "district, where it acts.",
    ),
    (
        "ME.caerleon.lady-slot",
        f"{M} p. 29, District spaces (Espaços de distrito; our translation) (6x)",
        "Caerleon module: only the lady-in-waiting has a slot of her own in a district; another "
        "lady-in-waiting there goes back to her owner's castle.",
    ),
    (
        "ME.caerleon.slots",
        f"{M} p. 30, District spaces (Espaços de distrito; our translation)",
        "Caerleon module: the two other slots of a district take any of the other three "
        "henchmen; a henchman placed where one of its kind stands replaces it, and that one "
        "goes back to its owner.",
    ),
    (
        "ME.caerleon.slots.choose",
        f"{M} p. 30, District spaces (Espaços de distrito; our translation)",
        "Caerleon module: when both slots are taken and the kind being placed is not there, "
        "the active player chooses which of the two henchmen goes back to its owner. The rulebook "
        "does not settle this; here "
        "their own henchman may be the one chosen.",
    ),
    (
        "ME.caerleon.lady",
        f"{M} p. 30, District spaces (Espaços de distrito; our translation)",
        "Caerleon module: placing the lady-in-waiting, the player puts one of their influence "
        "markers from the castle, if any, in that district (in every district alike).",
    ),
    (
        "ME.caerleon.quarry",
        f"{M} p. 30, Quarry (Pedreira; our translation)",
        "Caerleon module, quarry: the builder takes 2 building materials, the shield-bearer or "
        "flag-bearer 1, of the player's choice. The rulebook does not settle this; here 'of "
        "choice' means of any colour still "
        "in the quarry (two may be of the same colour).",
    ),
    (
        "ME.caerleon.mint",
        f"{M} p. 30, Mint (Casa da moeda; our translation)",
        "Caerleon module, mint: the builder, shield-bearer or flag-bearer takes 2 gold coins "
        "from the supply, if available (as many as are left).",
    ),
    (
        "ME.caerleon.forge",
        f"{M} p. 30, Forge (Forja; our translation)",
        "Caerleon module, forge: the shield-bearer takes 2 shields, the builder or flag-bearer "
        "1, of any colour of the player's choice still in the forge.",
    ),
    (
        "ME.caerleon.orchard",
        f"{M} p. 30, Orchard (Pomar; our translation)",
        "Caerleon module, orchard: the builder, shield-bearer or flag-bearer takes any "
        "combination of 2 apples or mistletoe from the supply (as many as are left).",
    ),
    (
        "ME.caerleon.tailor",
        f"{M} p. 30, Tailor (Alfaiataria; our translation)",
        "Caerleon module, tailor: the flag-bearer takes 2 flags, the builder or shield-bearer "
        "1, of any colour of the player's choice still in the tailor.",
    ),
    (
        "ME.caerleon.market",
        f"{M} p. 30, Market (Mercado; our translation)",
        "Caerleon module, market: the builder, shield-bearer or flag-bearer makes up to 4 "
        "exchanges: each gives back a flag, shield, building material or gold coin for a flag, "
        "shield or building material of the player's choice (of any kind and colour), or gives "
        "back a flag, shield or material for a gold coin; what is given back goes to its "
        "district. The rulebook does not settle this; here a gold coin is not exchanged for a "
        "gold coin; the player may stop "
        "after any exchange.",
    ),
    (
        "ME.caerleon.influence-good",
        f"{M} p. 30, Influence spaces (Espaços de influência; our translation) (4x)",
        "Caerleon module: an influence space of a good gives a flag, shield or building "
        "material of the roof colour (the colour on the back side) of any district where the "
        "player has at least one influence marker.",
    ),
    (
        "ME.caerleon.influence-henchman",
        f"{M} p. 30, Influence spaces (Espaços de influência; our translation) (4x), Henchman "
        "(Vassalo; our translation)",
        "Caerleon module: the influence henchman space sends a henchman from the castle or one "
        "of the other five districts to a district where the player has at least one influence "
        "marker; the slots apply and the henchman acts there.",
    ),
    (
        "ME.caerleon.henchmen-scoring",
        f"{M} p. 29, Important (Importante; our translation); p. 11",
        "Caerleon module: the henchmen scoring reads districts for principalities: a point per "
        "henchman in a district. The rulebook does not settle this; here unchanged otherwise (the "
        "manual says nothing more); "
        "the fewer slots send more henchmen home.",
    ),
    (
        "ME.caerleon.decree",
        f"{M} p. 29, Important (Importante; our translation); p. 35",
        "Caerleon module with the king's decree: on a district space the player may take a "
        "decree of that district instead of the henchman's action. The rulebook does not settle "
        "this; here the henchman is "
        "still placed by the slot rules (a slot choice comes first).",
    ),
)


def check_data(doc: Mapping[str, Any], source: str) -> None:
    """caerleon.json: the districts and the front side's roof colours (unverified)."""
    if list(doc.get("districts", ())) != list(DISTRICTS):
        raise DataError(source, "districts", f"the districts are {DISTRICTS}")
    front = doc.get("front")
    if not isinstance(front, dict) or sorted(front) != sorted(DISTRICTS):
        raise DataError(source, "front", "one roof colour per district")
    if len(set(front.values())) != len(DISTRICTS):
        raise DataError(source, "front", "each district on its own principality")


def module_data(folder: Path | None = None) -> Mapping[str, Any]:
    """caerleon.json of the ``data_dir`` folder (default data/merlin/)."""
    return load_module_data("caerleon.json", folder, check_data)


def front_layout(colours: tuple[str, ...], folder: Path | None = None) -> list[int]:
    """Per principality colour: the district lying there on the front side."""
    front = module_data(folder)["front"]
    out = [-1] * NUM_COLOURS
    for d, district in enumerate(DISTRICTS):
        c = front[district]
        if c not in colours:
            raise DataError("caerleon.json", f"front.{district}", f"{c!r} is not a colour")
        out[colours.index(c)] = d
    return out


def setup_hook(s: MerlinState) -> None:
    """ME.caerleon.setup / ME.caerleon.setup.back."""
    g = s.game
    colours = g.data.colours
    if g.params.module_options["caerleon_side"] == "back":
        layout = list(range(len(DISTRICTS)))
        s.rng.shuffle(layout)
        rule = "ME.caerleon.setup.back"
        how = "backs up, laid out at random; each takes the colour of its principality"
    else:
        layout = front_layout(colours, g.data_dir)
        rule = "ME.caerleon.setup"
        how = "fronts up, each on the principality of its roof colour"
    s.districts = layout
    s.caerleon_pending = []
    where = ", ".join(f"{DISTRICTS[d]} ({colours[c]})" for c, d in enumerate(layout))
    say(s, rule, f"Caerleon module: the six districts cover the principalities, {how}: {where}.")
    say(
        s,
        "ME.caerleon.setup",
        "Caerleon module: the shields, materials and flags go to the forge, quarry and tailor, "
        "the gold to the mint, the apples and mistletoe to the orchard.",
    )


def district_of(s: MerlinState, c: int) -> int:
    return s.districts[c]


def label(s: MerlinState, c: int) -> str:
    """``the forge (purple)``."""
    return district_label(s.game, s.districts[c], c)


def district_label(g: MerlinGame, district: int, c: int) -> str:
    """:func:`label` from the district on principality ``c`` (for a deferred sentence)."""
    return f"the {DISTRICTS[district]} ({g.data.colours[c]})"


def district_colour(s: MerlinState, district: int) -> int:
    """The colour of the principality the district covers."""
    return s.districts.index(district)


def district_blocked(s: MerlinState, c: int) -> bool:
    """Whether district ``c`` gives nothing now: the ``district_blocked`` hooks (the Morgana
    module's, when she stands there)."""
    for hook in s.game.ruleset.hooks["district_blocked"]:  # noqa: SIM110  (no generator)
        if hook(s, c):
            return True
    return False


_DISTRICT_OF_GOOD = {kind: d for d, kind in reversed(GOODS_DISTRICT.items())}
"""The district holding each kind of good (the first listed, should two hold one kind)."""


def kind_blocked(s: MerlinState, good: int) -> bool:
    """ME.morgana.block.caerleon: every good of kind ``good`` lies in its district (the forge,
    quarry or tailor, p. 29), so none may be taken while that district is blocked.

    Asked for every kind at the exchange and influence spaces: the district is looked up in
    a table and the ``district_blocked`` hooks asked inline."""
    d = _DISTRICT_OF_GOOD.get(good)
    if d is None:
        return False
    c = s.districts.index(d)
    for hook in s.game.ruleset.hooks["district_blocked"]:  # noqa: SIM110  (no generator)
        if hook(s, c):
            return True
    return False


# -- the spaces read as districts -------------------------------------------------------------
def _base(kind: str) -> SpaceKind:
    return next(k for k in BASE_KINDS if k.name == kind)


def _district_start(s: MerlinState, p: int, c: int) -> bool:
    return principality_start(s, p, c)


def _influence_good_start(s: MerlinState, p: int, good: int) -> bool:
    say(
        s,
        "ME.caerleon.influence-good",
        f"Caerleon module: {name(s, p)} may take a {GOOD_NAMES[good]} of the colour of a "
        "district with their influence.",
        p,
    )
    return influence_good_start(s, p, good)


def _influence_henchman_start(s: MerlinState, p: int, arg: int) -> bool:
    say(
        s,
        "ME.caerleon.influence-henchman",
        f"Caerleon module: {name(s, p)} may send a henchman to a district with their influence.",
        p,
    )
    return influence_henchman_start(s, p, arg)


SPACE_KINDS = (
    SpaceKind(
        "principality",
        "ME.caerleon.district-space",
        _base("principality").feasible,
        _district_start,
        lambda colours, c: f"district space ({colours[c]})",
        words="the {colour} principality space{emblem} and its district",
    ),
    SpaceKind(
        "influence-good",
        "ME.caerleon.influence-good",
        _base("influence-good").feasible,
        _influence_good_start,
        lambda colours, k: f"influence: {GOOD_NAMES[k]} (districts)",
    ),
    SpaceKind(
        "influence-henchman",
        "ME.caerleon.influence-henchman",
        _base("influence-henchman").feasible,
        _influence_henchman_start,
        lambda colours, arg: "influence: henchman (districts)",
    ),
)

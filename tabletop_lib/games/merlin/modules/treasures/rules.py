"""Big Box module "Queenie: tesouros dos arredores" (treasures of the surroundings; manual
p. 34, docs/rules §5.17): 15 treasure tiles replace the base tiles without a tower; building a manor
on one gives its special action (Excalibur, Grail, points and an apple, two rewards of a
principality with the player's influence, a neutral Merlin's staff, or every other player
discards one of the items shown).

Which effect each tile shows is not public: data/merlin/treasures.json holds a placeholder
(``"verified": false``) read from the default data folder.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.errors import DataError
from tabletop_lib.core.words import card_text

from ...common import (
    a_good,
    add_points,
    colour,
    finish,
    gain_good,
    good_label,
    name,
    return_good,
    say,
    with_article,
)
from ...constants import (
    GOOD_NAMES,
    GOODS_BLOCK,
    NUM_COLOURS,
)
from ...plugin import load_module_data
from ...spaces import excalibur_start, grail_start

if TYPE_CHECKING:
    from ...state import MerlinState

M = "Merlin: Big Box manual, Portuguese edition (Queen Games, 2020)"
MODULE = "treasures"
CATEGORY = "treasures"
EFFECTS = ("excalibur", "grail", "points-apple", "influence", "staff", "discard")
ITEM_NAMES = (*GOOD_NAMES, "influence")
"""What the discard tiles show: the three goods, or an influence marker (index 3)."""
INFLUENCE_ITEM = 3
TERRAINS = ("mountain", "forest", "lake")
TREASURE_INFLUENCE, TREASURE_DISCARD = 20, 21
"""The stages of an influence treasure's principality and of a discard treasure's items."""

RULES: tuple[tuple[str, str, str], ...] = (
    (
        "ME.treasures.setup",
        f"{M} p. 34, Changes to the setup (Mudanças na preparação; our translation)",
        "Treasures module: the 15 treasure tiles replace the base tiles without a tower; the 2 "
        "neutral staffs lie beside the surroundings. The rulebook does not settle this; here each "
        "terrain's treasures are "
        "shuffled onto the places of its plain tiles (with 2 or 3 players one treasure of "
        "each terrain stays out). The rulebook text does not say which effect each tile shows; "
        "here a stand-in set is played.",
    ),
    (
        "ME.treasures.excalibur",
        f"{M} p. 34, Excalibur",
        "Treasures module: building on the Excalibur treasure discards one of the player's "
        "traitors and gives Excalibur (from the board or its holder). The rulebook does not "
        "settle this; here as the "
        "Excalibur space: a traitor colour is asked only when there are several.",
    ),
    (
        "ME.treasures.grail",
        f"{M} p. 34, Graal",
        "Treasures module: building on the Grail treasure gives an apple from the supply and "
        "the Grail (from the board or its holder).",
    ),
    (
        "ME.treasures.points-apple",
        f"{M} p. 34, Victory points and apple (Pontos de vitória e maçã; our translation)",
        "Treasures module: building on a points-and-apple treasure scores the points shown "
        "and gives an apple from the supply.",
    ),
    (
        "ME.treasures.influence",
        f"{M} p. 34, Influence (Influência; our translation)",
        "Treasures module: building on an influence treasure, the player chooses a "
        "principality where they have an influence marker and takes the two rewards shown "
        "from there (each if available).",
    ),
    (
        "ME.treasures.staff",
        f"{M} p. 34, Merlin's staff (Cajado de Merlin; our translation)",
        "Treasures module: building on a staff treasure gives a neutral Merlin's staff (if one "
        "is left), used and scored (2 points unused) like the player's own.",
    ),
    (
        "ME.treasures.discard",
        f"{M} p. 35, Discard (Descarte; our translation)",
        "Treasures module: building on a discard treasure, every other player (clockwise) "
        "chooses and returns one of the items shown: goods to their principality, influence "
        "markers to the castle; a player with none of them discards nothing.",
    ),
)


def check_data(doc: Mapping[str, Any], source: str) -> None:
    """treasures.json: the 15 tiles (unverified)."""
    for i, tile in enumerate(doc["tiles"]):
        if tile.get("terrain") not in TERRAINS or tile.get("effect") not in EFFECTS:
            raise DataError(source, f"tiles[{i}]", f"needs a terrain and an effect {EFFECTS}")
        if tile["effect"] == "influence" and not set(tile["rewards"]) <= set(GOOD_NAMES):
            raise DataError(source, f"tiles[{i}]", f"rewards are among {GOOD_NAMES}")
        if tile["effect"] == "discard" and not set(tile["items"]) <= set(ITEM_NAMES):
            raise DataError(source, f"tiles[{i}]", f"items are among {ITEM_NAMES}")


def module_data(folder: Path | None = None) -> Mapping[str, Any]:
    """treasures.json of the ``data_dir`` folder (default data/merlin/)."""
    return load_module_data("treasures.json", folder, check_data)


def tile(s: MerlinState, t: int) -> Mapping[str, Any]:
    found: Mapping[str, Any] = module_data(s.game.data_dir)["tiles"][t]
    return found


def setup_hook(s: MerlinState) -> None:
    """ME.treasures.setup: treasures on the plain tiles' places; 2 neutral staffs."""
    data = s.game.data
    kinds = data.tile_kinds
    tiles = module_data(s.game.data_dir)["tiles"]
    where = [-1] * len(s.layout)
    for terrain in TERRAINS:
        places = [
            pos
            for pos, k in enumerate(s.layout)
            if not kinds[k].tower and data.terrains[kinds[k].terrain] == terrain
        ]
        treasures = [t for t, info in enumerate(tiles) if info["terrain"] == terrain]
        s.rng.shuffle(treasures)
        for pos, t in zip(places, treasures, strict=False):
            where[pos] = t
    s.treasure_at = where
    s.neutral_staffs = int(module_data(s.game.data_dir)["neutral_staffs"])
    say(
        s,
        "ME.treasures.setup",
        f"Treasures module: {sum(1 for t in where if t >= 0)} treasure tiles lie in the "
        f"surroundings; {s.neutral_staffs} neutral staffs beside them.",
    )


def _take_apple(s: MerlinState, p: int, rule: str) -> None:
    if s.apple_supply > 0:
        s.apple_supply -= 1
        s.apples[p] += 1
        say(s, rule, f"Treasures module: {name(s, p)} takes an apple.", p)


def trigger(s: MerlinState, pos: int) -> None:
    """The manor on grid position ``pos`` was just paid: run its treasure's special action."""
    p = s.current
    t = s.treasure_at[pos]
    info = tile(s, t)
    effect = info["effect"]
    rule = f"ME.treasures.{effect}"
    s.treasure = t
    treasure = card_text("merlin", info["id"]).name
    say(s, rule, f"Treasures module: {name(s, p)} builds on the {treasure}.", p)
    if effect == "excalibur":
        if not excalibur_start(s, p, 0):
            finish(s)
    elif effect == "grail":
        grail_start(s, p, 0)
        finish(s)
    elif effect == "points-apple":
        add_points(s, p, s.game.ruleset.categories.index(CATEGORY), int(info["points"]))
        say(s, rule, f"Treasures module: {name(s, p)} scores {info['points']} points.", p)
        _take_apple(s, p, rule)
        finish(s)
    elif effect == "staff":
        if s.neutral_staffs > 0:
            s.neutral_staffs -= 1
            s.staffs[p] += 1
            say(s, rule, f"Treasures module: {name(s, p)} takes a neutral Merlin's staff.", p)
        finish(s)
    elif effect == "influence":
        if influence_choices(s):
            s.stage = TREASURE_INFLUENCE
        else:
            finish(s)
    else:
        s.treasure_builder = p
        next_discarder(s, p)


def influence_choices(s: MerlinState) -> list[int]:
    base = s.current * NUM_COLOURS
    return [c for c in range(NUM_COLOURS) if s.influence[base + c] > 0]


def take_rewards(s: MerlinState, c: int) -> None:
    """ME.treasures.influence: the two rewards shown, from principality ``c``."""
    p = s.current
    for good_name in tile(s, s.treasure)["rewards"]:
        good = GOOD_NAMES.index(good_name)
        label = good_label(s, good, c)
        got = (
            f"takes {with_article(label)}" if gain_good(s, p, good, c) else f"finds no {label} left"
        )
        say(s, "ME.treasures.influence", f"Treasures module: {name(s, p)} {got}.", p)
    finish(s)


def discard_choices(s: MerlinState, q: int) -> list[int]:
    """Items player ``q`` may discard, as ``item * 6 + colour`` (item 3: influence)."""
    out: list[int] = []
    for item_name in tile(s, s.treasure)["items"]:
        item = ITEM_NAMES.index(item_name)
        for c in range(NUM_COLOURS):
            if item == INFLUENCE_ITEM:
                have = s.influence[q * NUM_COLOURS + c]
            else:
                have = s.goods[q * GOODS_BLOCK + item * NUM_COLOURS + c]
            if have > 0:
                out.append(item * NUM_COLOURS + c)
    return sorted(out)


def next_discarder(s: MerlinState, after: int) -> None:
    """Hand the decision to the next other player (clockwise) holding a shown item."""
    n = s.game.num_players
    builder = s.treasure_builder
    q = (after + 1) % n
    while q != builder:
        if discard_choices(s, q):
            s.current = q
            s.stage = TREASURE_DISCARD
            return
        say(s, "ME.treasures.discard", f"Treasures module: {name(s, q)} has nothing to discard.")
        q = (q + 1) % n
    s.current = builder
    s.treasure_builder = -1
    finish(s)


def discard_item(s: MerlinState, item: int, c: int) -> None:
    """ME.treasures.discard: the current (other) player returns one shown item."""
    q = s.current
    if item == INFLUENCE_ITEM:
        s.influence[q * NUM_COLOURS + c] -= 1
        s.castle_influence[q] += 1
        what = f"an influence marker from {colour(s, c)}"
    else:
        return_good(s, q, item, c)
        what = a_good(s, item, c)
    say(s, "ME.treasures.discard", f"Treasures module: {name(s, q)} discards {what}.", q)
    next_discarder(s, q)

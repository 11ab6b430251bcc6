"""Big Box module "Moedas de ouro e visco" (gold coins and mistletoe; manual p. 26-27,
docs/rules §5.13): two gold and one mistletoe each at the start; a gold coin raises or lowers a die
by one (no 6-1 wrap); a mistletoe ignores one requirement of a mission being completed; every
2 gold left at the end score 3 points.

The action medallion brings two new spaces, each twice: apple-or-mistletoe and gold coin
(p. 27). Which outer spaces it covers is not public: data/merlin/gold.json holds a placeholder
(``"verified": false``) read from the default data folder.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.errors import DataError

from ...common import add_points, finish, name, player_name, say
from ...constants import GOODS_BLOCK, NUM_COLOURS, NUM_HENCHMEN
from ...data import SpaceSpec
from ...missions import Unmet
from ...plugin import load_module_data
from ...spaces import SpaceKind
from ...words import mission_words

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState

M = "Merlin: Big Box manual, Portuguese edition (Queen Games, 2020)"
MODULE = "gold"
CATEGORY = "gold"
GOLD_KIND = "gold"
CHOICE_KIND = "apple-or-mistletoe"
APPLE_OR_MISTLETOE = 18
"""The stage of the apple-or-mistletoe space's choice."""

RULES: tuple[tuple[str, str, str], ...] = (
    (
        "ME.gold.setup",
        f"{M} p. 26, Gold coins and mistletoe, setup step 3 (Moedas de ouro e visco, Preparação 3; "
        "our translation)",
        "Gold module: each player starts with 2 gold coins and 1 mistletoe.",
    ),
    (
        "ME.gold.change-die",
        f"{M} p. 26, Gold coins (Moedas de ouro; our translation)",
        "Gold module: a player may return any number of gold coins in their turn, each raising "
        "or lowering a die by one; a 6 does not become a 1 nor a 1 a 6. The rulebook does not "
        "settle this; here gold changes "
        "the die chosen for the turn, before moving.",
    ),
    (
        "ME.gold.final",
        f"{M} p. 26, Gold coins (Moedas de ouro; our translation)",
        "Gold module: at the end of the game every 2 gold coins a player holds score 3 points.",
    ),
    (
        "ME.gold.space.gold",
        f"{M} p. 27, Action medallion (Medalhão de ações; our translation)",
        "Gold module: the gold coin space (twice on the medallion) gives a gold coin from the "
        "supply, if one is left.",
    ),
    (
        "ME.gold.space.apple-or-mistletoe",
        f"{M} p. 27, Action medallion (Medalhão de ações; our translation)",
        "Gold module: the apple/mistletoe space (twice on the medallion) gives an apple or a "
        "mistletoe from the supply, as the player chooses, if available.",
    ),
    (
        "ME.gold.medallion",
        f"{M} p. 26, Setup, step 1 (Preparação 1; our translation)",
        "Gold module: the action medallion covers four outer spaces. The rulebook text does not "
        "say which ones; here a stand-in choice is played.",
    ),
    (
        "ME.gold.mistletoe",
        f"{M} p. 27, Mistletoe (Visco; our translation)",
        "Gold module: each mistletoe spent ignores one requirement of the mission card being "
        "completed; several may be spent on one card. The rulebook does not settle this; here "
        "exactly one mistletoe per "
        "requirement not held is spent.",
    ),
)


def check_data(doc: Mapping[str, Any], source: str) -> None:
    """gold.json: the supply and the medallion's placement (unverified)."""
    kinds = (GOLD_KIND, CHOICE_KIND)
    for i, entry in enumerate(doc["medallion"]):
        if entry.get("kind") not in kinds or not isinstance(entry.get("index"), int):
            raise DataError(source, f"medallion[{i}]", f"needs an index and a kind {kinds}")


def module_data(folder: Path | None = None) -> Mapping[str, Any]:
    """gold.json of the ``data_dir`` folder (default data/merlin/)."""
    return load_module_data("gold.json", folder, check_data)


def medallion(folder: Path | None) -> dict[int, SpaceSpec]:
    """ME.gold.medallion: ring index -> the medallion's space covering it."""
    return {int(e["index"]): SpaceSpec(str(e["kind"])) for e in module_data(folder)["medallion"]}


def setup_hook(s: MerlinState) -> None:
    """ME.gold.setup: 2 gold and 1 mistletoe per player (p. 26, Preparação 3)."""
    prm = s.game.params
    n = s.game.num_players
    supply = module_data(s.game.data_dir)["supply"]
    s.gold = [prm.start_gold] * n
    s.mistletoe = [prm.start_mistletoe] * n
    s.gold_supply = int(supply["gold"]) - prm.start_gold * n
    s.mistletoe_supply = int(supply["mistletoe"]) - prm.start_mistletoe * n
    say(
        s,
        "ME.gold.setup",
        f"Gold module: each player takes {prm.start_gold} gold coins and "
        f"{prm.start_mistletoe} mistletoe.",
    )


def gold_steps(s: MerlinState) -> tuple[int, ...]:
    """The die changes one gold coin may make now: +1 below the top face, -1 above 1."""
    if s.gold[s.current] <= 0:
        return ()
    v = s.die_value
    out: list[int] = []
    if v < s.game.params.die_faces:
        out.append(1)
    if v > 1:
        out.append(-1)
    return tuple(out)


def unmet_requirements(s: MerlinState, p: int, card: int) -> int:
    """How many requirements of ``card`` player ``p`` does not hold: the card's count compiled
    once per game (``GoldTables.unmet``, built in every game) over the state's flat lists
    (``missions.compile_unmet``; the tests compare it with ``missions.requirement_met``)."""
    unmet: tuple[Unmet, ...] = s.game.tables.modules[MODULE].unmet
    return unmet[card](
        s.goods, p * GOODS_BLOCK, s.influence, p * NUM_COLOURS, s.henchmen, p * NUM_HENCHMEN
    )


def mistletoe_choices(s: MerlinState) -> list[int]:
    """Hand cards completable with mistletoe (some requirement missing, enough mistletoe).

    The caller has already checked the per-turn mission limit. The compiled counts are called
    inline (no call of :func:`unmet_requirements` per card): this runs at every main point."""
    p = s.current
    have = s.mistletoe[p]
    if have <= 0:
        return []
    unmet: tuple[Unmet, ...] = s.game.tables.modules[MODULE].unmet
    goods, influence, henchmen = s.goods, s.influence, s.henchmen
    g0, i0, h0 = p * GOODS_BLOCK, p * NUM_COLOURS, p * NUM_HENCHMEN
    return [c for c in s.hands[p] if 1 <= unmet[c](goods, g0, influence, i0, henchmen, h0) <= have]


def any_mistletoe_choice(s: MerlinState) -> bool:
    """Whether :func:`mistletoe_choices` is non-empty (stops at the first card)."""
    p = s.current
    have = s.mistletoe[p]
    if have <= 0:
        return False
    unmet: tuple[Unmet, ...] = s.game.tables.modules[MODULE].unmet
    goods, influence, henchmen = s.goods, s.influence, s.henchmen
    g0, i0, h0 = p * GOODS_BLOCK, p * NUM_COLOURS, p * NUM_HENCHMEN
    for c in s.hands[p]:  # noqa: SIM110  (a plain loop: no generator on the hot path)
        if 1 <= unmet[c](goods, g0, influence, i0, henchmen, h0) <= have:
            return True
    return False


def spend_gold(s: MerlinState, step: int) -> None:
    """ME.gold.change-die."""
    p = s.current
    old = s.die_value
    s.gold[p] -= 1
    s.gold_supply += 1
    s.die_value = old + step
    s.dice[p * s.game.dice_per_player + s.die] = s.die_value
    say(
        s,
        "ME.gold.change-die",
        f"Gold module: {name(s, p)} spends a gold coin to turn a {old} into a {s.die_value}.",
        p,
    )


def spend_mistletoe(s: MerlinState, card: int) -> None:
    """ME.gold.mistletoe: pay the mistletoe; the caller then completes the mission."""
    p = s.current
    k = unmet_requirements(s, p, card)
    s.mistletoe[p] -= k
    s.mistletoe_supply += k
    say(s, "ME.gold.mistletoe", (_mistletoe_spent, p, k, card), p)


def _mistletoe_spent(g: MerlinGame, p: int, k: int, card: int) -> str:
    return (
        f"Gold module: {player_name(g, p)} spends {k} mistletoe to ignore {k} requirement"
        f"{'s' if k > 1 else ''} of {mission_words(g, card)}."
    )


def gold_points(gold: list[int], per: int, points: int) -> dict[int, int]:
    """ME.gold.final: ``points`` for every ``per`` gold coins, per player."""
    return {p: g // per * points for p, g in enumerate(gold)}


def final_gold(s: MerlinState) -> None:
    """ME.gold.final (p. 26): 3 points per 2 gold coins left."""
    g = s.game
    cat = g.ruleset.categories.index(CATEGORY)
    for p, pts in gold_points(s.gold, g.params.gold_per_points, g.params.points_per_gold).items():
        if pts:
            add_points(s, p, cat, pts)
            say(s, "ME.gold.final", f"Gold module: {name(s, p)} scores {pts} for gold.", p)


# -- the medallion's spaces (p. 27) -----------------------------------------------------------
def gold_space_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return s.gold_supply > 0


def gold_space_start(s: MerlinState, p: int, arg: int) -> bool:
    """ME.gold.space.gold: one gold coin from the supply."""
    s.gold_supply -= 1
    s.gold[p] += 1
    say(s, "ME.gold.space.gold", f"Gold module: {name(s, p)} takes a gold coin.", p)
    return False


def choice_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return s.apple_supply > 0 or s.mistletoe_supply > 0


def choice_start(s: MerlinState, p: int, arg: int) -> bool:
    """ME.gold.space.apple-or-mistletoe: a choice only when both are in the supply."""
    if s.apple_supply > 0 and s.mistletoe_supply > 0:
        s.stage = APPLE_OR_MISTLETOE
        return True
    take_from_supply(s, "apple" if s.apple_supply > 0 else "mistletoe")
    return False


def supply_choices(s: MerlinState) -> list[str]:
    out = []
    if s.apple_supply > 0:
        out.append("apple")
    if s.mistletoe_supply > 0:
        out.append("mistletoe")
    return out


def gain_from_supply(s: MerlinState, p: int, item: str) -> str:
    """``p`` takes an apple or a mistletoe (``item``) from the supply; returns its name with
    its article, for the narration."""
    if item == "apple":
        s.apple_supply -= 1
        s.apples[p] += 1
        return "an apple"
    s.mistletoe_supply -= 1
    s.mistletoe[p] += 1
    return "a mistletoe"


def take_from_supply(s: MerlinState, item: str) -> None:
    p = s.current
    what = gain_from_supply(s, p, item)
    say(s, "ME.gold.space.apple-or-mistletoe", f"Gold module: {name(s, p)} takes {what}.", p)


def apply_take_from_supply(s: MerlinState, item: str) -> None:
    take_from_supply(s, item)
    finish(s)


SPACE_KINDS = (
    SpaceKind(
        GOLD_KIND,
        "ME.gold.space.gold",
        gold_space_feasible,
        gold_space_start,
        lambda colours, arg: "gold coin",
    ),
    SpaceKind(
        CHOICE_KIND,
        "ME.gold.space.apple-or-mistletoe",
        choice_feasible,
        choice_start,
        lambda colours, arg: "apple or mistletoe",
    ),
)

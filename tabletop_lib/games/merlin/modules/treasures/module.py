"""The treasures module's plug-in: a treasure's special action when a manor is built on it,
its two decision stages, the treasure tiles in the observation, the neutral staffs."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.options import words
from tabletop_lib.core.validation import Bounds
from tabletop_lib.core.words import and_list

from ...common import name
from ...constants import NUM_COLOURS
from ...describe import Describer, good
from ...plugin import MerlinModule, PanelRow
from . import rules as R
from .actions import TreasureDiscard, TreasureInfluence
from .lessons import LESSONS
from .state import FIELDS

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState


@dataclass(frozen=True)
class TreasureTables:
    """The treasures module's interned actions."""

    influence: tuple[TreasureInfluence, ...]
    discard: tuple[tuple[TreasureDiscard, ...], ...]
    """``discard[item][colour]``."""


def tables(s: MerlinState) -> TreasureTables:
    found: TreasureTables = s.game.tables.modules[R.MODULE]
    return found


def _on_influence(s: MerlinState, a: TreasureInfluence, stage: int) -> None:
    R.take_rewards(s, s.game.colour_index[a.colour])


def _on_discard(s: MerlinState, a: TreasureDiscard, stage: int) -> None:
    R.discard_item(s, R.ITEM_NAMES.index(a.item), s.game.colour_index[a.colour])


def _rewards(s: MerlinState, colour: str) -> str:
    rewards = R.tile(s, s.treasure)["rewards"] if s.treasure >= 0 else []
    what = and_list([good(r, colour) for r in rewards]) or "the treasure's rewards"
    return f"Take {what} from {colour}, where you have influence"


def _item(item: str, colour: str) -> str:
    if item == "influence":
        return f"an influence marker in {colour}"
    return good(item, colour)


def _discard_choices(s: MerlinState) -> list[Any]:
    table = tables(s).discard
    return [table[i // NUM_COLOURS][i % NUM_COLOURS] for i in R.discard_choices(s, s.current)]


DESCRIBERS: Mapping[type, Describer] = MappingProxyType(
    {
        TreasureInfluence: lambda s, a: _rewards(s, a.colour),
        TreasureDiscard: lambda s, a: (
            f"Give up {_item(a.item, a.colour)} for the treasure another player found"
        ),
    }
)


class TreasuresModule(MerlinModule):
    """ME.treasures.*: the treasure tiles on the surroundings' plain places, their special
    actions when built on, and the neutral staffs."""

    name = R.MODULE
    title = "Treasures"
    board_keys = ("neutral_staffs",)
    rules = R.RULES
    lessons = MappingProxyType(LESSONS)
    categories = (R.CATEGORY,)
    tables_always = True
    actions = (TreasureInfluence, TreasureDiscard)
    stages = MappingProxyType(
        {R.TREASURE_INFLUENCE: "treasure: principality", R.TREASURE_DISCARD: "treasure: discard"}
    )
    stage_actions = MappingProxyType(
        {R.TREASURE_INFLUENCE: (TreasureInfluence,), R.TREASURE_DISCARD: (TreasureDiscard,)}
    )
    expected = MappingProxyType(
        {
            R.TREASURE_INFLUENCE: (
                "a principality with your influence ('treasure-influence <colour>')"
            ),
            R.TREASURE_DISCARD: "an item to discard ('treasure-discard <item> <colour>')",
        }
    )
    handlers = MappingProxyType({TreasureInfluence: _on_influence, TreasureDiscard: _on_discard})
    action_rules = MappingProxyType(
        {TreasureInfluence: "ME.treasures.influence", TreasureDiscard: "ME.treasures.discard"}
    )
    describers = DESCRIBERS
    fields = FIELDS
    stage_choices = MappingProxyType(
        {
            R.TREASURE_INFLUENCE: lambda s: [
                tables(s).influence[c] for c in R.influence_choices(s)
            ],
            R.TREASURE_DISCARD: _discard_choices,
        }
    )

    def tables(self, game: MerlinGame) -> TreasureTables:
        colours = game.data.colours
        return TreasureTables(
            influence=tuple(TreasureInfluence(c) for c in colours),
            discard=tuple(tuple(TreasureDiscard(i, c) for c in colours) for i in R.ITEM_NAMES),
        )

    def unknown_name(self, game: MerlinGame, action: object) -> str | None:
        colours = game.colour_index
        if isinstance(action, TreasureDiscard):
            if action.item not in R.ITEM_NAMES:
                return f"an item is one of: {words(R.ITEM_NAMES)}"
            return "" if action.colour in colours else f"no principality colour {action.colour!r}"
        if isinstance(action, TreasureInfluence):
            return "" if action.colour in colours else f"no principality colour {action.colour!r}"
        return None

    def why_not(self, s: MerlinState, action: object, rule: str) -> tuple[str, str] | None:
        who = name(s, s.current)
        if isinstance(action, TreasureInfluence):
            return rule, f"{who} has no influence marker in {action.colour}"
        if isinstance(action, TreasureDiscard):
            return rule, f"{who} holds no {action.colour} {action.item} shown on the treasure"
        return None

    # -- extension points ---------------------------------------------------------------------
    def after_setup(self, s: MerlinState) -> None:
        R.setup_hook(s)

    def manor_built(self, s: MerlinState, pos: int, tower: bool) -> bool:
        """A manor on a treasure runs the treasure's action instead of the tower bonus."""
        if s.treasure_at[pos] < 0:
            return False
        R.trigger(s, pos)
        return True

    def panel_rows(self, view: Mapping[str, Any], game: MerlinGame) -> list[PanelRow]:
        from .panel import panel_rows  # (words for the stepper: loaded when first shown)

        return panel_rows(view, game)

    def observe_board(self, s: MerlinState, view: dict[str, Any]) -> None:
        # the treasure tiles lie face up
        g = s.game
        tiles = R.module_data(g.data_dir)["tiles"]
        view["surroundings"]["treasures"] = {
            g.grid.name(pos): tiles[t]["id"] for pos, t in enumerate(s.treasure_at) if t >= 0
        }
        view["neutral_staffs"] = s.neutral_staffs

    def extra_staffs(self, game: MerlinGame) -> int:
        """The neutral staffs (p. 34) a player may take."""
        return int(R.module_data(game.data_dir)["neutral_staffs"])

    def ranges(self, game: MerlinGame) -> dict[str, Bounds]:
        neutral = self.extra_staffs(game) if game.in_play(R.MODULE) else 0
        tiles = len(R.module_data(game.data_dir)["tiles"]) - 1
        return {
            "neutral_staffs": (0, neutral),
            # a treasure tile on a grid position (or -1), the one being resolved (or -1)
            "treasure_at": (-1, tiles),
            "treasure": (-1, tiles),
            "treasure_builder": (-1, game.num_players - 1),
        }

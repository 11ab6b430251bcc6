"""The Morgana module's plug-in: a Morgana die or a poisoned apple instead of a die, the
kitchen's stage, Morgana's blocked space, the extra turn, the district she blocks, the witch huts
and the dark influence in the scorings, the kitchen in the observation, its pieces conserved."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.validation import Bounds

from ...common import bits, colour
from ...constants import CHOOSE_DIE, GOOD_NAMES, NUM_COLOURS, NUM_GOODS
from ...plugin import Handler, MerlinModule, PanelRow
from . import cauldrons as C
from . import kitchen as K
from . import rules as R
from . import scoring
from .actions import (
    Bewitch,
    CauldronPass,
    DarkInfluence,
    HornCup,
    KitchenApple,
    KitchenPay,
    MorganaBuy,
    MoveMorgana,
    PlaceMorgana,
    SpendPoison,
    SwapKnights,
    SwapMerlinArthur,
    UseCauldron,
    UseMorganaDie,
    WitchGold,
    WitchHut,
)
from .describe import DESCRIBERS
from .lessons import LESSONS
from .refusals import unknown_name, why_not
from .state import FIELDS

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState

KITCHEN_TYPES: tuple[type, ...] = (
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
"""The kitchen's own actions; a poisoned apple may also change the Morgana die there."""
ALL_TYPES: tuple[type, ...] = (*KITCHEN_TYPES, UseMorganaDie, SpendPoison)

_HANDLERS: dict[type, Handler] = {
    UseMorganaDie: lambda s, a, stage: K.start_kitchen(s, a.index),
    SpendPoison: lambda s, a, stage: K.spend_poison(s, a.mine, a.player, a.theirs),
    KitchenApple: lambda s, a, stage: K.kitchen_apple(s),
    HornCup: lambda s, a, stage: K.horn_cup(s),
    KitchenPay: lambda s, a, stage: K.kitchen_pay(s, a.item),
    UseCauldron: lambda s, a, stage: K.use_cauldron(s, a.slot),
    PlaceMorgana: lambda s, a, stage: K.place_morgana(s, s.game.colour_index[a.colour]),
    MoveMorgana: lambda s, a, stage: K.move_morgana(s, 1 if a.direction == "cw" else -1),
    Bewitch: lambda s, a, stage: C.bewitch(s, a.player, a.slot, a.face),
    SwapKnights: lambda s, a, stage: C.swap_knights(s, a.player),
    SwapMerlinArthur: lambda s, a, stage: C.swap_merlin_arthur(s),
    DarkInfluence: lambda s, a, stage: C.dark_influence(s, s.game.colour_index[a.colour]),
    WitchHut: lambda s, a, stage: C.witch_hut(s, s.game.tile_index[a.tile]),
    WitchGold: lambda s, a, stage: C.witch_gold(
        s, s.game.good_index[a.good], s.game.colour_index[a.colour]
    ),
    MorganaBuy: lambda s, a, stage: C.buy(s, s.game.good_index[a.good]),
    CauldronPass: lambda s, a, stage: C.cauldron_pass(s),
}
"""What each action changes (the program carries on from ``state.pc``)."""

_RULES: dict[type, str] = {
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
            {"action": R.EFFECTS[R.cauldron_face(s, i)[0]], "number": R.cauldron_face(s, i)[1]}
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
    """ME.morgana.*: the witch's kitchen, the Morgana dice, poisoned apples, the horn cup, the
    cauldrons, Morgana blocking a principality space, dark influence and witch huts."""

    name = R.MODULE
    title = "Morgana"
    board_keys = ("kitchen",)
    interacts_with = ("arthur", "knights", "caerleon")
    """Merlin and Arthur swapped, every manor of a hut's territory back with Arthur; Sir
    Kay's tiles in the influence scoring; the Caerleon district Morgana blocks."""
    rules = R.RULES
    lessons = MappingProxyType(LESSONS)
    categories = (R.CATEGORY,)
    actions = (
        UseMorganaDie,
        KitchenApple,
        HornCup,
        KitchenPay,
        UseCauldron,
        PlaceMorgana,
        MoveMorgana,
        Bewitch,
        SwapMerlinArthur,
        SwapKnights,
        DarkInfluence,
        WitchHut,
        WitchGold,
        MorganaBuy,
        CauldronPass,
        SpendPoison,
    )
    stages = MappingProxyType({R.MORGANA: "morgana: the witch's kitchen"})
    stage_actions = MappingProxyType(
        {
            CHOOSE_DIE: (UseMorganaDie, SpendPoison),
            R.MORGANA: (*KITCHEN_TYPES, SpendPoison),
        }
    )
    expected = MappingProxyType({R.MORGANA: "a kitchen decision of the Morgana module"})
    handlers = MappingProxyType(_HANDLERS)
    action_rules = MappingProxyType(_RULES)
    describers = DESCRIBERS
    fields = FIELDS
    stage_choices = MappingProxyType({R.MORGANA: K.choices})

    def universe_actions(self, game: MerlinGame) -> list[Any]:
        """Every Morgana decision, for the interop action universe (``interop.py``)."""
        from .interop import universe_actions

        return universe_actions(game)

    def unknown_name(self, game: MerlinGame, action: object) -> str | None:
        return unknown_name(game, action) if isinstance(action, ALL_TYPES) else None

    def why_not(self, s: MerlinState, action: object, rule: str) -> tuple[str, str] | None:
        return why_not(s, action, rule) if isinstance(action, ALL_TYPES) else None

    # -- hooks -------------------------------------------------------------------------------
    def after_setup(self, s: MerlinState) -> None:
        R.setup_hook(s)

    def round_end(self, s: MerlinState) -> None:
        R.round_end_hook(s)

    extra_turn = staticmethod(K.extra_turn_hook)
    """ME.morgana.extra-die with ME.round.extra-turns: the function itself, not a method
    calling it (asked for every player at every round's last turns)."""

    def district_blocked(self, s: MerlinState, c: int) -> bool:
        """ME.morgana.block.caerleon: the district on Morgana's principality gives nothing."""
        return s.morgana == c

    turn_started = staticmethod(R.restash)
    """Goods returned to the principality Morgana blocks stay out of reach: the function
    itself, not a method calling it (it runs at every turn's start)."""

    def surroundings_scored(self, s: MerlinState) -> None:
        scoring.return_huts(s)

    # -- extension points --------------------------------------------------------------------
    die_substitutes = staticmethod(K.die_stage_choices)
    """Morgana's dice and poisoned apples instead of a die (ME.round.extra-turns): the
    function itself, not a method calling it (it runs at every die choice)."""

    def panel_rows(self, view: Mapping[str, Any], game: MerlinGame) -> list[PanelRow]:
        from .panel import panel_rows  # (words for the stepper: loaded when first shown)

        return panel_rows(view, game)

    def observe_board(self, s: MerlinState, view: dict[str, Any]) -> None:
        view["kitchen"] = observe(s)

    blocked_spaces = staticmethod(R.blocked_mask)
    """ME.morgana.block: the function itself, not a method calling it (every move asks it)."""

    def territory_counts(self, s: MerlinState, mask: int, counts: list[int]) -> list[int]:
        return scoring.territory_counts(s, mask, counts)

    def territory_scored(
        self, s: MerlinState, mask: int, counts: list[int], points: dict[int, int]
    ) -> None:
        scoring.hut_bonus(s, mask, counts, points)

    influence_tie = staticmethod(scoring.grail_tie)
    """ME.scoring.influence.grail with Morgana's markers (the function itself: no method
    calling it at every principality of a scoring)."""

    score_principality = staticmethod(scoring.score_principality)

    # -- saved games -------------------------------------------------------------------------
    def invariant(self, s: MerlinState) -> str | None:
        supply = R.module_data(s.game.data_dir)["supply"]
        markers, huts = int(supply["morgana_markers"]), int(supply["witch_huts"])
        if s.marker_supply + sum(s.morgana_influence) != markers:
            return f"Morgana's markers: {s.marker_supply} + {s.morgana_influence}"
        if s.hut_supply + s.morgana_huts.bit_count() != huts:
            return f"witch huts: {s.hut_supply} + {s.morgana_huts:#x}"
        return None

    def ranges(self, game: MerlinGame) -> Mapping[str, Bounds]:
        cauldrons = len(R.module_data(game.data_dir)["cauldrons"])
        # a cauldron tile and its face up (tile * 2 + face)
        seat = (-1, game.num_players - 1)  # a player, or -1: nobody
        dice = int(R.module_data(game.data_dir)["supply"]["dice"])
        return {
            "morgana": (-1, NUM_COLOURS - 1),
            "cauldrons": (0, 2 * cauldrons - 1),
            # the kitchen's decision: the die held, its value (the horn cup raises it to 7),
            # what is left to pay, the cauldron chosen
            "morgana_dice": (0, game.params.die_faces),  # a face, 0 once taken
            "morgana_step": (0, R.STEP_EFFECT),
            "morgana_die": (-1, dice - 1),
            "morgana_value": (0, R.CUP_VALUE),
            "morgana_pay": (0, R.CUP_VALUE - 1),
            "morgana_effect": (-1, cauldrons - 1),
            "morgana_cup": seat,
            "pentagrams": seat,
        }

    def goods_aside(self, s: MerlinState) -> Sequence[int]:
        """ME.morgana.block: the blocked principality's goods, set aside while she stays."""
        c = s.morgana
        if c < 0:
            return ()
        return [
            s.morgana_stash[i // NUM_COLOURS] if i % NUM_COLOURS == c else 0
            for i in range(NUM_GOODS * NUM_COLOURS)
        ]

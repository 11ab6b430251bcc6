"""The Merlin game object: parameters, static data, the ruleset, interned actions, the factory."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from tabletop_lib.core.game import Game

from . import (
    module_arthur,
    module_decree,
    module_kings_favor,
    module_market,
    module_treasures,
    rules,
)
from .actions import (
    DIRECTIONS,
    MARKET_GOLD,
    SUPPLY_ITEMS,
    TOWER_BONUS_KINDS,
    Action,
    AllyAction,
    BuildManor,
    CaerleonEvict,
    ChoosePrincipality,
    CompleteMission,
    CompleteMissionWithMistletoe,
    DarkInfluence,
    DeclineAction,
    DecreeDie,
    DecreeGood,
    DecreeInfluence,
    DecreePoints,
    DefeatTraitor,
    DiscardMission,
    DraftAlly,
    DrawMission,
    EndTurn,
    ExpelTraitor,
    FavorScore,
    FlipDie,
    KeepGrail,
    KeepMissionPoints,
    KitchenPay,
    MarketGold,
    MarketStop,
    MirrorKnight,
    MorganaBuy,
    Move,
    MoveMorgana,
    PassTurn,
    PayMaterial,
    PlaceHenchman,
    PlaceHenchmanAnywhere,
    PlaceHenchmanForDecree,
    PlaceMorgana,
    RelocateHenchman,
    RepelTraitors,
    ReturnGood,
    SealFavor,
    SkipTowerBonus,
    SpendApple,
    SpendGold,
    StopDiscarding,
    TakeAction,
    TakeActionWithStaff,
    TakeDecree,
    TakeFromSupply,
    TakeGood,
    TakeOtherAction,
    TowerBonus,
    TreasureDiscard,
    TreasureInfluence,
    UseDie,
    UseFavor,
    UseGrail,
    WitchGold,
    WitchHut,
    parse_action,
)
from .board import HexGrid
from .constants import GOOD_NAMES, HENCHMAN_NAMES, NUM_COLOURS
from .data import MerlinData, load_data
from .missions import Check, Code, compile_card, compile_check
from .modules import MODULES, DieKind, Ruleset, build_ruleset
from .params import Params, make_params
from .state import MerlinState


@dataclass(frozen=True)
class ActionTables:
    """Every action object built once, so the hot path indexes instead of constructing."""

    die: tuple[tuple[UseDie, ...], ...]
    apple: tuple[SpendApple, ...]
    move: tuple[Move, Move]
    flip: FlipDie
    take_action: TakeAction
    take_action_with_staff: TakeActionWithStaff
    decline: DeclineAction
    mirror: MirrorKnight
    other: tuple[TakeOtherAction, ...]
    complete: tuple[CompleteMission, ...]
    repel: tuple[RepelTraitors, ...]
    henchman: tuple[PlaceHenchman, ...]
    to: tuple[ChoosePrincipality, ...]
    relocate: tuple[RelocateHenchman, RelocateHenchman]
    take: tuple[tuple[TakeGood, ...], ...]
    give_back: tuple[tuple[ReturnGood, ...], ...]
    discard: tuple[DiscardMission, ...]
    stop_discarding: StopDiscarding
    draw: tuple[DrawMission, ...]
    draw_deck: DrawMission
    defeat: tuple[DefeatTraitor, ...]
    build_on: tuple[BuildManor, ...]
    pay: tuple[PayMaterial, ...]
    tower: tuple[tuple[TowerBonus, ...], ...]
    skip_tower: SkipTowerBonus
    end_turn: EndTurn
    pass_turn: PassTurn
    use_grail: UseGrail
    keep_grail: KeepGrail
    gold: tuple[SpendGold, SpendGold, SpendGold]
    """Indexed by the step: ``gold[1]`` raises the die, ``gold[-1]`` lowers it."""
    mistletoe: tuple[CompleteMissionWithMistletoe, ...]
    supply: Mapping[str, TakeFromSupply]
    decree_henchman: tuple[PlaceHenchmanForDecree, ...]
    take_decree: tuple[TakeDecree, ...]
    decree_die: tuple[DecreeDie, DecreeDie, DecreeDie]
    """Indexed by the step, like ``gold``."""
    decree_good: tuple[tuple[DecreeGood, ...], ...]
    decree_influence: tuple[DecreeInfluence, ...]
    decree_points: DecreePoints
    keep_points: KeepMissionPoints
    seal: tuple[SealFavor, ...]
    """Indexed by row (index 0 unused)."""
    anywhere: tuple[PlaceHenchmanAnywhere, ...]
    use_favor: UseFavor
    favor_score: tuple[FavorScore, ...]
    expel: tuple[ExpelTraitor, ...]
    treasure_influence: tuple[TreasureInfluence, ...]
    treasure_discard: tuple[tuple[TreasureDiscard, ...], ...]
    caerleon_evict: tuple[tuple[CaerleonEvict, ...], ...]
    """Caerleon module: ``caerleon_evict[player][henchman]``."""
    market_gold: tuple[MarketGold, MarketGold]
    """Caerleon module: (give, take)."""
    market_stop: MarketStop

    @classmethod
    def build(
        cls, data: MerlinData, kinds: tuple[str, ...], faces: int, ring: int, grid: HexGrid
    ) -> ActionTables:
        colours = data.colours
        cards = tuple(c.id for c in data.missions)
        return cls(
            die=tuple(tuple(UseDie(k, v) for v in range(faces + 1)) for k in kinds),
            apple=tuple(SpendApple(f) for f in range(faces + 1)),
            move=(Move(DIRECTIONS[0]), Move(DIRECTIONS[1])),
            flip=FlipDie(),
            take_action=TakeAction(),
            take_action_with_staff=TakeActionWithStaff(),
            decline=DeclineAction(),
            mirror=MirrorKnight(),
            other=tuple(TakeOtherAction(i) for i in range(ring)),
            complete=tuple(CompleteMission(c) for c in cards),
            repel=tuple(RepelTraitors(c) for c in colours),
            henchman=tuple(PlaceHenchman(h) for h in HENCHMAN_NAMES),
            to=tuple(ChoosePrincipality(c) for c in colours),
            relocate=(RelocateHenchman(DIRECTIONS[0]), RelocateHenchman(DIRECTIONS[1])),
            take=tuple(tuple(TakeGood(g, c) for c in colours) for g in GOOD_NAMES),
            give_back=tuple(tuple(ReturnGood(g, c) for c in colours) for g in GOOD_NAMES),
            discard=tuple(DiscardMission(c) for c in cards),
            stop_discarding=StopDiscarding(),
            draw=tuple(DrawMission(c) for c in cards),
            draw_deck=DrawMission("deck"),
            defeat=tuple(DefeatTraitor(c) for c in colours),
            build_on=tuple(BuildManor(grid.name(pos)) for pos in range(grid.size)),
            pay=tuple(PayMaterial(c) for c in colours),
            tower=tuple(tuple(TowerBonus(k, c) for c in colours) for k in TOWER_BONUS_KINDS),
            skip_tower=SkipTowerBonus(),
            end_turn=EndTurn(),
            pass_turn=PassTurn(),
            use_grail=UseGrail(),
            keep_grail=KeepGrail(),
            gold=(SpendGold(0), SpendGold(1), SpendGold(-1)),
            mistletoe=tuple(CompleteMissionWithMistletoe(c) for c in cards),
            supply=MappingProxyType({i: TakeFromSupply(i) for i in SUPPLY_ITEMS}),
            decree_henchman=tuple(PlaceHenchmanForDecree(h) for h in HENCHMAN_NAMES),
            take_decree=tuple(TakeDecree(t) for t in module_decree.tile_ids()),
            decree_die=(DecreeDie(0), DecreeDie(1), DecreeDie(-1)),
            decree_good=tuple(tuple(DecreeGood(g, c) for c in colours) for g in GOOD_NAMES),
            decree_influence=tuple(DecreeInfluence(c) for c in colours),
            decree_points=DecreePoints(),
            keep_points=KeepMissionPoints(),
            seal=tuple(SealFavor(r) for r in range(4)),
            anywhere=tuple(PlaceHenchmanAnywhere(h) for h in HENCHMAN_NAMES),
            use_favor=UseFavor(),
            favor_score=tuple(FavorScore(k) for k in module_kings_favor.SCORE_KINDS),
            expel=tuple(ExpelTraitor(c) for c in colours),
            treasure_influence=tuple(TreasureInfluence(c) for c in colours),
            treasure_discard=tuple(
                tuple(TreasureDiscard(i, c) for c in colours) for i in module_treasures.ITEM_NAMES
            ),
            caerleon_evict=tuple(
                tuple(CaerleonEvict(p, h) for h in HENCHMAN_NAMES) for p in range(4)
            ),
            market_gold=(MarketGold(MARKET_GOLD[0]), MarketGold(MARKET_GOLD[1])),
            market_stop=MarketStop(),
        )


class MerlinGame(Game[Action, MerlinState]):
    """Merlin (Queen Games; Big Box edition), the base game for 2-4 players.

    ``modules`` lists Big Box modules (see ``params.IMPLEMENTED_MODULES``);
    ``data_dir`` loads corrected copies of data/merlin/*.json; ``caerleon_side`` (``front`` or
    ``back``) chooses the side of the Caerleon district tiles; ``knights_draft`` is ``"draft"``
    or ``"random"`` (the knights module's quick variant).
    """

    name = "merlin"
    title = "Merlin (Big Box): base game"

    def __init__(
        self,
        num_players: int,
        modules: list[str] | tuple[str, ...] | None = None,
        data_dir: str | Path | None = None,
        caerleon_side: str | None = None,
        knights_draft: str | None = None,
    ) -> None:
        self.num_players = num_players
        extra: dict[str, Any] = {}
        if caerleon_side is not None:
            extra["caerleon_side"] = caerleon_side
        if knights_draft is not None:
            extra["knights_draft"] = knights_draft
        self.params: Params = make_params(num_players, modules=list(modules or []), **extra)
        self._options: dict[str, Any] = {"modules": list(self.params.modules)}
        if caerleon_side is not None:
            self._options["caerleon_side"] = self.params.caerleon_side
        if "knights" in self.params.modules:
            self._options["knights_draft"] = self.params.knights_draft
        if data_dir is not None:
            self._options["data_dir"] = str(data_dir)
        self.data: MerlinData = load_data(Path(data_dir) if data_dir is not None else None)
        self.ruleset: Ruleset = build_ruleset(
            self.data, self.params, [MODULES[m] for m in self.params.modules]
        )
        rs = self.ruleset
        self.gold_on = "gold" in self.params.modules
        """The gold coins and mistletoe module is in play."""
        self.decree_on = "decree" in self.params.modules
        """The king's decree module is in play."""
        self.favor_on = "kings_favor" in self.params.modules
        """The King's Favor module is in play."""
        self.treasures_on = "treasures" in self.params.modules
        """The treasures of the surroundings module is in play."""
        self.market_on = "market" in self.params.modules
        """The market module is in play."""
        self.caerleon_on = "caerleon" in self.params.modules
        """The Caerleon module (districts over the principalities) is in play."""
        self.arthur_on = "arthur" in self.params.modules
        """The Arthur module is in play."""
        self.knights_on = "knights" in self.params.modules
        """The Knights of the Round Table module is in play."""
        self.morgana_on = "morgana" in self.params.modules
        """The Morgana module is in play."""
        self.decree_index: Mapping[str, int] = MappingProxyType(
            {t: i for i, t in enumerate(module_decree.tile_ids())}
        )
        kinds = tuple(dict.fromkeys(rs.dice))
        self.die_kinds: tuple[DieKind, ...] = tuple(rs.die_kinds[k] for k in kinds)
        self.die_kind_index: Mapping[str, int] = MappingProxyType(
            {k: i for i, k in enumerate(kinds)}
        )
        self.die_slot_kind: tuple[int, ...] = tuple(kinds.index(k) for k in rs.dice)
        self.dice_per_player = len(rs.dice)
        self.num_categories = len(rs.categories)
        tiles = self.data.tiles_for(num_players)
        self.grid: HexGrid = self.data.grid_for(len(tiles))
        self.accepts: tuple[int, ...] = self.data.accepts_for(len(tiles))
        self.tile_mask = (1 << len(tiles)) - 1
        self.tiles_accepting: tuple[int, ...] = tuple(
            sum(1 << pos for pos, mask in enumerate(self.accepts) if mask >> c & 1)
            for c in range(NUM_COLOURS)
        )
        """Per material colour: bitmask of the grid positions that accept it."""
        self.mission_codes: tuple[Code, ...] = tuple(compile_card(c) for c in self.data.missions)
        self.mission_checks: tuple[Check, ...] = tuple(compile_check(c) for c in self.mission_codes)
        self.ability_colour_list: tuple[tuple[int, ...], ...] = tuple(
            tuple(c for c in range(NUM_COLOURS) if mask >> c & 1)
            for mask in self.data.ability_colours
        )
        self.ability_single_colour: tuple[int, ...] = tuple(
            cs[0] if len(cs) == 1 else -1 for cs in self.ability_colour_list
        )
        if self.arthur_on:  # ME.arthur.flags: the black and grey flags are swapped
            self.ability_colour_list, self.ability_single_colour = module_arthur.flag_abilities(
                self
            )
        self.colour_index: Mapping[str, int] = MappingProxyType(
            {c: i for i, c in enumerate(self.data.colours)}
        )
        self.good_index: Mapping[str, int] = MappingProxyType(
            {g: i for i, g in enumerate(GOOD_NAMES)}
        )
        self.henchman_index: Mapping[str, int] = MappingProxyType(
            {h: i for i, h in enumerate(HENCHMAN_NAMES)}
        )
        self.mission_index: Mapping[str, int] = MappingProxyType(
            {c.id: i for i, c in enumerate(self.data.missions)}
        )
        self.tile_index: Mapping[str, int] = MappingProxyType(
            {self.grid.name(pos): pos for pos in range(self.grid.size)}
        )
        self.tables = ActionTables.build(
            self.data, kinds, self.params.die_faces, rs.rondel.size, self.grid
        )
        self.arthur_tables: module_arthur.ArthurTables | None = (
            module_arthur.ArthurTables.build_for(self) if self.arthur_on else None
        )
        self.market_tables = module_market.MarketTables.build(
            self.data.colours,
            tuple(c.id for c in self.data.missions),
            self.params.die_faces,
        )
        """The market module's actions (built even without it: they are few)."""
        self.player_names = tuple(f"Player {p}" for p in range(num_players))
        labels = tuple(
            kind.label(self.data.colours, arg)
            for kind, arg in zip(rs.space_at, rs.space_arg, strict=True)
        )
        self._space_labels = labels
        self._parsed: dict[str, Action] = {}
        """Actions already parsed, by text (actions are immutable, so they can be shared)."""

    @property
    def options(self) -> Mapping[str, Any]:
        return MappingProxyType(self._options)

    @property
    def verified(self) -> bool:
        """False while any data file in use is marked unverified."""
        return self.data.verified

    def space_label(self, space: int) -> str:
        """A short name of the action space at ring index ``space``."""
        return self._space_labels[space]

    def new_initial_state(self, seed: int | None = None) -> MerlinState:
        state = MerlinState(self)
        rules.setup(state, 0 if seed is None else seed)
        return state

    def state_from_dict(self, data: Mapping[str, Any], source: str = "<dict>") -> MerlinState:
        return MerlinState.from_dict(self, data, source)

    def parse_action(self, text: str) -> Action:
        """The action whose ``str`` is ``text``; names must exist in this game's data."""
        known = self._parsed.get(text)
        if known is not None:
            return known
        action = parse_action(text)
        problem = self._unknown_name(action)
        if problem:
            raise ValueError(f"{text!r}: {problem}")
        if len(self._parsed) < 100_000:
            self._parsed[text] = action
        return action

    def _unknown_name(self, a: Action) -> str:
        if isinstance(a, module_market.MARKET_ACTIONS):
            return module_market.unknown_name(self, a)
        colours = self.colour_index
        faces = self.params.die_faces
        if isinstance(a, module_arthur.ACTIONS):
            return module_arthur.unknown_name(self, a)
        if isinstance(a, UseDie):
            if a.kind not in self.die_kind_index:
                return f"no die kind {a.kind!r} (kinds: {', '.join(self.die_kind_index)})"
            return "" if 1 <= a.value <= faces else f"a die shows 1 to {faces}"
        if isinstance(a, SpendApple):
            return "" if 1 <= a.face <= faces else f"a die shows 1 to {faces}"
        if isinstance(a, (Move, RelocateHenchman)):
            return "" if a.direction in DIRECTIONS else "the direction is 'cw' or 'ccw'"
        if isinstance(a, TakeOtherAction):
            return "" if 0 <= a.space < self.ruleset.rondel.size else "no such space on the ring"
        if isinstance(a, (CompleteMission, DiscardMission, CompleteMissionWithMistletoe)):
            return "" if a.card in self.mission_index else f"no mission card {a.card!r}"
        if isinstance(a, DrawMission):
            ok = a.source == "deck" or a.source in self.mission_index
            return "" if ok else f"no mission card {a.source!r}"
        if isinstance(a, (RepelTraitors, ChoosePrincipality, DefeatTraitor, PayMaterial)):
            return "" if a.colour in colours else f"no principality colour {a.colour!r}"
        if isinstance(a, PlaceHenchman):
            return "" if a.henchman in self.henchman_index else f"no henchman {a.henchman!r}"
        if isinstance(a, (TakeGood, ReturnGood)):
            if a.good not in self.good_index:
                return f"no good {a.good!r}"
            return "" if a.colour in colours else f"no principality colour {a.colour!r}"
        if isinstance(a, TowerBonus):
            if a.kind not in TOWER_BONUS_KINDS:
                return f"a tower bonus is one of {TOWER_BONUS_KINDS}"
            return "" if a.colour in colours else f"no principality colour {a.colour!r}"
        if isinstance(a, PlaceHenchmanForDecree):
            return "" if a.henchman in self.henchman_index else f"no henchman {a.henchman!r}"
        if isinstance(a, TakeDecree):
            return "" if a.tile in self.decree_index else f"no decree {a.tile!r}"
        if isinstance(a, PlaceHenchmanAnywhere):
            return "" if a.henchman in self.henchman_index else f"no henchman {a.henchman!r}"
        if isinstance(a, SealFavor):
            return "" if 1 <= a.row <= 3 else "a favor row is 1, 2 or 3"
        if isinstance(a, FavorScore):
            kinds = module_kings_favor.SCORE_KINDS
            return "" if a.kind in kinds else f"a resource is one of {kinds}"
        if isinstance(a, ExpelTraitor):
            return "" if a.colour in colours else f"no principality colour {a.colour!r}"
        if isinstance(a, DecreeGood):
            if a.good not in self.good_index:
                return f"no good {a.good!r}"
            return "" if a.colour in colours else f"no principality colour {a.colour!r}"
        if isinstance(a, TreasureDiscard):
            if a.item not in module_treasures.ITEM_NAMES:
                return f"an item is one of {module_treasures.ITEM_NAMES}"
            return "" if a.colour in colours else f"no principality colour {a.colour!r}"
        if isinstance(a, (DecreeInfluence, TreasureInfluence)):
            return "" if a.colour in colours else f"no principality colour {a.colour!r}"
        if isinstance(a, TakeFromSupply):
            return "" if a.item in SUPPLY_ITEMS else f"one of {SUPPLY_ITEMS}"
        if isinstance(a, CaerleonEvict):
            if not 0 <= a.player < self.num_players:
                return f"no player {a.player}"
            return "" if a.henchman in self.henchman_index else f"no henchman {a.henchman!r}"
        if isinstance(a, MarketGold):
            return "" if a.direction in MARKET_GOLD else f"one of {MARKET_GOLD}"
        if isinstance(a, (DraftAlly, AllyAction)):
            from .module_knights import ALLY_NAMES

            return "" if a.ally in ALLY_NAMES else f"an ally is one of {ALLY_NAMES}"
        if isinstance(a, BuildManor):
            return "" if a.tile in self.tile_index else f"no tile {a.tile!r} in these surroundings"
        return self._unknown_morgana_name(a)

    def _unknown_morgana_name(self, a: Action) -> str:
        """Morgana module actions: colours, goods, tiles, directions."""
        colours = self.colour_index
        if isinstance(a, (PlaceMorgana, DarkInfluence)):
            return "" if a.colour in colours else f"no principality colour {a.colour!r}"
        if isinstance(a, KitchenPay):
            ok = a.item == "gold" or a.item in colours
            return "" if ok else "pay with 'gold' or a material colour"
        if isinstance(a, MoveMorgana):
            return "" if a.direction in DIRECTIONS else "the direction is 'cw' or 'ccw'"
        if isinstance(a, WitchHut):
            return "" if a.tile in self.tile_index else f"no tile {a.tile!r} in these surroundings"
        if isinstance(a, (WitchGold, MorganaBuy)):
            if a.good not in self.good_index:
                return f"no good {a.good!r}"
            if isinstance(a, WitchGold) and a.colour not in colours:
                return f"no principality colour {a.colour!r}"
        return ""

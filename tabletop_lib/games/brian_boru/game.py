"""The Brian Boru game object: parameters, static data, interned actions, the state factory."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from tabletop_lib.core.game import Game

from . import rules
from .actions import (
    ACTIONS,
    PRINCESS_OPTIONS,
    Action,
    BuyExtra,
    ChoosePrincess,
    ChooseSecondary,
    ClaimTown,
    DeclineExpand,
    Expand,
    PickCard,
    PlaceMarker,
    PlaceMonastery,
    PlaceStartTown,
    PlayCard,
    RemoveVikingControl,
    StopBuying,
    SurrenderTown,
)
from .constants import NUM_CATEGORIES, PLAYER_NAMES
from .data import Board, Cards, load_board, load_cards
from .params import Params, make_params
from .state import BrianBoruState


@dataclass(frozen=True)
class ActionTables:
    """Every action object built once, so the hot path indexes instead of constructing."""

    start_town: tuple[PlaceStartTown, ...]
    pick: tuple[PickCard, ...]
    mark: tuple[PlaceMarker, ...]
    play: tuple[PlayCard, ...]
    secondary: tuple[ChooseSecondary, ChooseSecondary]
    buy_extra: BuyExtra
    stop_buying: StopBuying
    expand: tuple[Expand, ...]
    decline_expand: DeclineExpand
    remove_viking: tuple[RemoveVikingControl, ...]
    claim_town: tuple[ClaimTown, ...]
    princess: tuple[ChoosePrincess, ...]
    surrender: tuple[SurrenderTown, ...]
    monastery: tuple[PlaceMonastery, ...]

    @classmethod
    def build(cls, board: Board, num_cards: int) -> ActionTables:
        towns = board.town_ids
        cards = range(num_cards + 1)
        return cls(
            start_town=tuple(PlaceStartTown(t) for t in towns),
            pick=tuple(PickCard(c) for c in cards),
            mark=tuple(PlaceMarker(t) for t in towns),
            play=tuple(PlayCard(c) for c in cards),
            secondary=(ChooseSecondary(0), ChooseSecondary(1)),
            buy_extra=BuyExtra(),
            stop_buying=StopBuying(),
            expand=tuple(Expand(t) for t in towns),
            decline_expand=DeclineExpand(),
            remove_viking=tuple(RemoveVikingControl(t) for t in towns),
            claim_town=tuple(ClaimTown(t) for t in towns),
            princess=tuple(ChoosePrincess(o) for o in PRINCESS_OPTIONS),
            surrender=tuple(SurrenderTown(t) for t in towns),
            monastery=tuple(PlaceMonastery(t) for t in towns),
        )


class BrianBoruGame(Game[Action, BrianBoruState]):
    """Brian Boru: High King of Ireland, for 3-5 players.

    ``board_path`` and ``cards_path`` load other data files (same format as
    data/brian_boru/), for anyone correcting the unverified map or cards.
    """

    name = "brian_boru"
    milestones = ("trick", "round")
    title = "Brian Boru: High King of Ireland"
    num_categories = NUM_CATEGORIES
    """Score categories per player in ``state.points`` (``core.points``)."""

    def __init__(
        self,
        num_players: int,
        board_path: str | Path | None = None,
        cards_path: str | Path | None = None,
        **options: Any,
    ) -> None:
        self.num_players = num_players
        self.params: Params = make_params(num_players, **options)
        self._options = dict(options)
        if board_path is not None:
            self._options["board_path"] = str(board_path)
        if cards_path is not None:
            self._options["cards_path"] = str(cards_path)
        bp = Path(board_path) if board_path is not None else None
        cp = Path(cards_path) if cards_path is not None else None
        self.board: Board = load_board(bp)
        self.cards: Cards = load_cards(cp, bp)
        self.viking_strengths: tuple[int, ...] = (
            self.params.viking_strengths or self.cards.viking_strengths
        )
        self.town_index: Mapping[str, int] = MappingProxyType(
            {t: i for i, t in enumerate(self.board.town_ids)}
        )
        self._names = {"town": frozenset(self.board.town_ids)}
        self.tables = ActionTables.build(self.board, len(self.cards.action) - 1)
        self.player_names = PLAYER_NAMES[:num_players]

    @property
    def options(self) -> Mapping[str, Any]:
        return MappingProxyType(self._options)

    @property
    def verified(self) -> bool:
        """False while the board or cards in use are marked unverified."""
        return self.board.verified and self.cards.verified

    def new_initial_state(self, seed: int | None = None) -> BrianBoruState:
        state = BrianBoruState(self)
        rules.setup(state, 0 if seed is None else seed)
        return state

    def state_from_dict(self, data: Mapping[str, Any], source: str = "<dict>") -> BrianBoruState:
        return BrianBoruState.from_dict(self, data, source)

    def parse_action(self, text: str) -> Action:
        return ACTIONS.parse(text, self._names)

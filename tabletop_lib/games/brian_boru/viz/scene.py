"""What a Brian Boru figure is drawn from: a view dict cut to what the viewer may see, with
the static board and cards; and the frame every Brian Boru figure shares (title, notices,
where the map sits)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop_lib.games.brian_boru import BrianBoruState
from tabletop_lib.games.brian_boru.constants import PLAYER_NAMES
from tabletop_lib.games.brian_boru.data import Board, Cards, load_board, load_cards
from tabletop_lib.viz.observed import ObservedView

Source = BrianBoruState | Mapping[str, Any]
UNVERIFIED_NOTICE = "Map not yet checked against the printed board: towns and roads may differ"
CARDS_UNVERIFIED_NOTICE = "Card symbols not yet checked against the printed cards"
HIDDEN_KEYS = ("hands", "packs", "set_aside", "viking_deck", "marriage_deck")
"""What a full view holds beyond the public view."""

MAP_X = (0.0, 0.43)
MAP_Y = (0.03, 0.93)
RIGHT = 0.48
"""Where the panels beside the map start (paper x)."""


@dataclass(frozen=True, slots=True)
class Scene:
    """What a figure is drawn from: a view dict, the static data, the seats' names, and the
    seat whose eyes the view belongs to (None for the whole table)."""

    view: Mapping[str, Any]
    board: Board
    cards: Cards
    names: tuple[str, ...]
    viewer: int | None

    @property
    def num_players(self) -> int:
        return int(self.view["num_players"])

    @property
    def players(self) -> Sequence[Mapping[str, Any]]:
        players: Sequence[Mapping[str, Any]] = self.view["players"]
        return players

    def name(self, seat: Any) -> str:
        return self.names[seat] if isinstance(seat, int) and seat >= 0 else "-"

    def region_name(self, region_id: str) -> str:
        return self.board.region_names[self.board.region_index(region_id)]

    def town_name(self, town_id: str | None) -> str:
        return "-" if town_id is None else self.board.town_names[self.board.town_index(town_id)]


def _public(view: Mapping[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in view.items() if k not in HIDDEN_KEYS and k not in ("hand", "pack")}
    out["player"] = None
    return out


def _observation_from_full(view: Mapping[str, Any], player: int) -> dict[str, Any]:
    """What ``observation(player)`` holds, cut from a full view."""
    out = _public(view)
    out["player"] = player
    out["hand"] = list(view["hands"][player])
    out["pack"] = list(view["packs"][player])
    return out


def _check_seat(viewer: int, num_players: int) -> None:
    if not 0 <= viewer < num_players:
        raise ValueError(f"no player {viewer} in a {num_players}-player game")


def scene_of(
    source: Source,
    viewer: int | None = None,
    show_hidden: bool | None = None,
    board: Board | None = None,
    cards: Cards | None = None,
) -> Scene:
    """The view to draw and the static data to draw it with.

    From a state: the full view when ``viewer`` is None, else ``state.observation(viewer)``.
    ``show_hidden`` overrides that: True draws every hand (an umpire's view), False only the
    public table (plus the viewer's own cards). From a dict: that dict, cut down when asked;
    an observation is never drawn for another seat, and it has no hidden cards to show.
    """
    if isinstance(source, ObservedView):  # figure_for's wrapper of a view dict: the dict
        source = source.view
    if isinstance(source, BrianBoruState):
        game = source.game
        board, cards, names = board or game.board, cards or game.cards, game.player_names
        if viewer is not None:
            _check_seat(viewer, source.num_players)
        hidden = viewer is None if show_hidden is None else show_hidden
        if hidden:
            view: Mapping[str, Any] = source.full_view()
        elif viewer is not None:
            view = source.observation(viewer)
        else:
            view = _public(source.full_view())
        return Scene(view, board, cards, names, viewer)
    if not isinstance(source, Mapping) or source.get("game") != "brian_boru":
        raise TypeError("expected a Brian Boru state or a view dict of one (its 'game' key)")
    view = source
    n = int(view["num_players"])
    names = PLAYER_NAMES[:n]
    if viewer is not None:
        _check_seat(viewer, n)
    if "hands" in view:
        hidden = viewer is None if show_hidden is None else show_hidden
        if not hidden:
            view = _observation_from_full(view, viewer) if viewer is not None else _public(view)
    else:
        owner = view.get("player")
        if viewer is not None and viewer != owner:
            raise ValueError(f"this view is player {owner}'s; it cannot be drawn for {viewer}")
        if show_hidden:
            raise ValueError("an observation holds no hidden cards to show")
        viewer = owner
    return Scene(view, board or load_board(), cards or load_cards(), names, viewer)


def situation(scene: Scene) -> str:
    """Round, phase, who is to act (or the final scores), and whose view this is."""
    view = scene.view
    current = view["current_player"]
    if current < 0:
        scores = ", ".join(
            f"{scene.names[p]} {info['score']}" for p, info in enumerate(scene.players)
        )
        who = f"final scores: {scores}"
    else:
        who = f"{scene.names[current]} to play"
    if "hands" in view:
        seen = "the whole table"
    elif view.get("player") is not None:
        seen = f"as {scene.names[view['player']]} sees it"
    else:
        seen = "what everyone sees"
    # The engine counts the setup as round 0, which the rulebook does not.
    when = "setting up" if view["round"] < 1 else f"round {view['round']}, {view['phase']}"
    return f"{when}; {who} ({seen})"


def title_of(scene: Scene) -> str:
    return f"Brian Boru: {situation(scene)}"


def notices(board: Board, cards: Cards) -> list[dict[str, Any]]:
    texts = ([] if board.verified else [UNVERIFIED_NOTICE]) + (
        [] if cards.verified else [CARDS_UNVERIFIED_NOTICE]
    )
    return [
        {
            "name": "unverified",
            "text": text,
            "x": 0.0,
            "y": -0.005 - 0.025 * i,
            "xref": "paper",
            "yref": "paper",
            "xanchor": "left",
            "yanchor": "top",
            "showarrow": False,
            "font": {"size": 11, "color": "#b00020"},
        }
        for i, text in enumerate(texts)
    ]

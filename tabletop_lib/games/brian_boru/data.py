"""Brian Boru's static data, loaded once from games/brian_boru/data/ and shared by every state.

The hot path reads the tuples and bitmasks built here: a set of towns is an ``int`` whose bit
``i`` stands for town ``i`` (the order of ``board.json``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from tabletop_lib.core.data import data_path, field, load_json
from tabletop_lib.core.errors import DataError
from tabletop_lib.core.options import words

COLOURS = ("red", "blue", "yellow", "white")
WHITE = COLOURS.index("white")
TOWN_COLOURS = COLOURS[:WHITE]
"""The colours a town can have: every card colour but white (the royal cards, which follow
any town's colour)."""

# Action symbols, in the order of the rulebook's symbol list ("Símbolos e Ações").
SYMBOLS = (
    "town",
    "coin",
    "pay_coin",
    "renown",
    "church",
    "raider",
    "courtship",
    "expand",
    "remove_viking",
)
(
    TOWN,
    COIN,
    PAY_COIN,
    RENOWN,
    CHURCH,
    RAIDER,
    COURTSHIP,
    EXPAND,
    REMOVE_VIKING,
) = range(len(SYMBOLS))


@dataclass(frozen=True)
class Board:
    """Regions, towns and roads. Indices follow the file's order."""

    source: str
    verified: bool
    provenance: str
    region_ids: tuple[str, ...]
    region_names: tuple[str, ...]
    thresholds: tuple[int, ...]
    claim_points: tuple[int, ...]
    town_ids: tuple[str, ...]
    town_names: tuple[str, ...]
    town_kinds: tuple[str, ...]
    town_colour: tuple[int, ...]
    town_region: tuple[int, ...]
    lat: tuple[float, ...]
    lon: tuple[float, ...]
    roads: tuple[tuple[int, int], ...]
    neighbours: tuple[int, ...]
    """Per town: bitmask of the towns one road away."""
    region_mask: tuple[int, ...]
    colour_mask: tuple[int, ...]
    """Per town colour (red, blue, yellow): bitmask of those towns."""
    all_towns: int

    @property
    def num_towns(self) -> int:
        return len(self.town_ids)

    @property
    def num_regions(self) -> int:
        return len(self.region_ids)

    def town_index(self, town_id: str) -> int:
        try:
            return self.town_ids.index(town_id)
        except ValueError:
            raise KeyError(f"no town {town_id!r} on the board") from None

    def region_index(self, region_id: str) -> int:
        try:
            return self.region_ids.index(region_id)
        except ValueError:
            raise KeyError(f"no region {region_id!r} on the board") from None


@dataclass(frozen=True)
class ActionCard:
    value: int
    colour: int
    primary: tuple[int, ...]
    secondary: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class MarriageCard:
    id: str
    name: str
    points: int
    renown: int
    town_in_region: int
    """Region index where the winner places a disc, or -1."""


@dataclass(frozen=True)
class TrackReward:
    coins: int = 0
    renown: int = 0
    town_anywhere: int = 0


@dataclass(frozen=True)
class Cards:
    source: str
    verified: bool
    provenance: str
    action: tuple[ActionCard, ...]
    """Indexed by card value: ``action[v].value == v``; index 0 is unused."""
    marriage: tuple[MarriageCard, ...]
    princess_name: str
    princess_spurn_points: int
    viking_strengths: tuple[int, ...]
    track: tuple[TrackReward, ...]
    """The marriage track from the bottom (0, any number of discs) to the top."""

    @property
    def values(self) -> tuple[int, ...]:
        return tuple(c.value for c in self.action[1:])


def _load_towns(
    towns: list[Any], region_of: dict[str, int], src: str
) -> tuple[list[str], list[int], list[int]]:
    """Each town's id, colour index and region index, checked (unique ids, known colours and
    regions, a position)."""
    town_ids: list[str] = []
    colour: list[int] = []
    region: list[int] = []
    for i, t in enumerate(towns):
        where = f"towns[{i}]"
        town_ids.append(field(t, "id", str, src, where))
        c = field(t, "colour", str, src, where)
        if c not in TOWN_COLOURS:
            raise DataError(src, f"{where}.colour", f"{c!r} is not one of: {words(TOWN_COLOURS)}")
        colour.append(TOWN_COLOURS.index(c))
        r = field(t, "region", str, src, where)
        if r not in region_of:
            raise DataError(src, f"{where}.region", f"unknown region {r!r}")
        region.append(region_of[r])
        for key in ("lat", "lon"):
            if not isinstance(t.get(key), (int, float)):
                raise DataError(src, f"{where}.{key}", "expected a number")
    if len(set(town_ids)) != len(town_ids):
        raise DataError(src, "towns", "town ids are not unique")
    if len(town_ids) > 63 * 8:
        raise DataError(src, "towns", "too many towns")
    return town_ids, colour, region


def _load_roads(roads: list[Any], index: dict[str, int], src: str) -> set[tuple[int, int]]:
    """The roads as pairs of town indices (lower first), each joining two known towns."""
    edges: set[tuple[int, int]] = set()
    for i, pair in enumerate(roads):
        if not (isinstance(pair, list) and len(pair) == 2 and all(p in index for p in pair)):
            raise DataError(src, f"roads[{i}]", f"expected two known town ids, got {pair!r}")
        a, b = sorted(index[p] for p in pair)
        if a == b:
            raise DataError(src, f"roads[{i}]", "a road must join two different towns")
        edges.add((a, b))
    return edges


def _load_board(path: Path) -> Board:
    doc = load_json(path)
    src = str(path)
    regions = field(doc, "regions", list, src)
    towns = field(doc, "towns", list, src)
    roads = field(doc, "roads", list, src)
    region_ids = [field(r, "id", str, src, f"regions[{i}]") for i, r in enumerate(regions)]
    if len(set(region_ids)) != len(region_ids):
        raise DataError(src, "regions", "region ids are not unique")
    region_of = {rid: i for i, rid in enumerate(region_ids)}
    town_ids, colour, region = _load_towns(towns, region_of, src)
    edges = _load_roads(roads, {tid: i for i, tid in enumerate(town_ids)}, src)
    neighbours = [0] * len(town_ids)
    for a, b in edges:
        neighbours[a] |= 1 << b
        neighbours[b] |= 1 << a
    region_mask = [0] * len(region_ids)
    colour_mask = [0] * len(TOWN_COLOURS)
    for i in range(len(town_ids)):
        region_mask[region[i]] |= 1 << i
        colour_mask[colour[i]] |= 1 << i
    return Board(
        source=src,
        verified=bool(doc["verified"]),
        provenance=str(doc["provenance"]),
        region_ids=tuple(region_ids),
        region_names=tuple(
            field(r, "name", str, src, f"regions[{i}]") for i, r in enumerate(regions)
        ),
        thresholds=tuple(
            field(r, "threshold", int, src, f"regions[{i}]") for i, r in enumerate(regions)
        ),
        claim_points=tuple(
            field(r, "claim_points", int, src, f"regions[{i}]") for i, r in enumerate(regions)
        ),
        town_ids=tuple(town_ids),
        town_names=tuple(str(t.get("name", t["id"])) for t in towns),
        town_kinds=tuple(str(t.get("kind", "town")) for t in towns),
        town_colour=tuple(colour),
        town_region=tuple(region),
        lat=tuple(float(t["lat"]) for t in towns),
        lon=tuple(float(t["lon"]) for t in towns),
        roads=tuple(sorted(edges)),
        neighbours=tuple(neighbours),
        region_mask=tuple(region_mask),
        colour_mask=tuple(colour_mask),
        all_towns=(1 << len(town_ids)) - 1,
    )


def _symbols(raw: Any, src: str, where: str) -> tuple[int, ...]:
    if not isinstance(raw, list) or not all(s in SYMBOLS for s in raw):
        raise DataError(src, where, f"expected a list of symbols from {SYMBOLS}")
    return tuple(SYMBOLS.index(s) for s in raw)


def _action_card(c: Any, i: int, src: str) -> ActionCard:
    """Action card ``i`` (value ``i + 1``): its colour, primary and one or two secondaries."""
    where = f"action_cards[{i}]"
    value = field(c, "value", int, src, where)
    if value != i + 1:
        raise DataError(src, f"{where}.value", f"expected {i + 1} (cards in value order)")
    col = field(c, "colour", str, src, where)
    if col not in COLOURS:
        raise DataError(src, f"{where}.colour", f"{col!r} is not one of: {words(COLOURS)}")
    primary = _symbols(c.get("primary"), src, f"{where}.primary")
    if TOWN not in primary:
        raise DataError(src, f"{where}.primary", "a primary action must take the town")
    secondary = tuple(
        _symbols(s, src, f"{where}.secondary[{j}]")
        for j, s in enumerate(field(c, "secondary", list, src, where))
    )
    if not 1 <= len(secondary) <= 2:
        raise DataError(src, f"{where}.secondary", "expected one or two secondary actions")
    return ActionCard(value, COLOURS.index(col), primary, secondary)


def _load_cards(path: Path, board: Board) -> Cards:
    doc = load_json(path)
    src = str(path)
    action: list[ActionCard | None] = [None]
    for i, c in enumerate(field(doc, "action_cards", list, src)):
        action.append(_action_card(c, i, src))
    marriage = []
    for i, m in enumerate(field(doc, "marriage_cards", list, src)):
        where = f"marriage_cards[{i}]"
        region = m.get("town_in_region")
        if region is not None and region not in board.region_ids:
            raise DataError(src, f"{where}.town_in_region", f"unknown region {region!r}")
        marriage.append(
            MarriageCard(
                id=field(m, "id", str, src, where),
                name=field(m, "name", str, src, where),
                points=field(m, "points", int, src, where),
                renown=field(m, "renown", int, src, where),
                town_in_region=-1 if region is None else board.region_index(region),
            )
        )
    princess = field(doc, "princess", dict, src)
    vikings = field(doc, "viking_strengths", list, src)
    if not all(isinstance(v, int) and v >= 0 for v in vikings):
        raise DataError(src, "viking_strengths", "expected non-negative integers")
    track = []
    for i, space in enumerate(field(doc, "marriage_track", list, src)):
        reward = space.get("reward") if isinstance(space, dict) else None
        if reward is None:
            track.append(TrackReward())
        elif isinstance(reward, dict) and set(reward) <= {"coins", "renown", "town_anywhere"}:
            track.append(TrackReward(**{k: int(v) for k, v in reward.items()}))
        else:
            raise DataError(src, f"marriage_track[{i}].reward", "unknown reward")
    if len(track) < 2:
        raise DataError(src, "marriage_track", "the track needs at least two spaces")
    return Cards(
        source=src,
        verified=bool(doc["verified"]),
        provenance=str(doc["provenance"]),
        action=tuple(action),  # type: ignore[arg-type]
        marriage=tuple(marriage),
        princess_name=field(princess, "name", str, src, "princess"),
        princess_spurn_points=field(princess, "spurn_points", int, src, "princess"),
        viking_strengths=tuple(vikings),
        track=tuple(track),
    )


def load_board(path: Path | None = None) -> Board:
    """The board, loaded and checked once per file (default: data/board.json)."""
    return _cached_board((path or data_path("brian_boru", "board.json")).resolve())


def load_cards(path: Path | None = None, board_path: Path | None = None) -> Cards:
    """The cards, loaded and checked once per file (default: data/cards.json)."""
    cards = (path or data_path("brian_boru", "cards.json")).resolve()
    return _cached_cards(cards, load_board(board_path))


@cache
def _cached_board(path: Path) -> Board:
    return _load_board(path)


@cache
def _cached_cards(path: Path, board: Board) -> Cards:
    return _load_cards(path, board)

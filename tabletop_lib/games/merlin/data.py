"""Merlin's static data, loaded once from games/merlin/data/ and shared by every state.

Colours (principalities, their shields, flags and materials, the traitors) are indices into the
principalities' clockwise order of ``rondel.json``; henchmen, goods and flag abilities are the
indices of ``constants.py``. Files whose facts are not public are marked ``"verified": false``
(see games/merlin/data/README.md); everything the rules need about the board and the cards is here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from typing import Any

from tabletop_lib.core.data import data_path, field, load_json
from tabletop_lib.core.errors import DataError
from tabletop_lib.core.options import words

from .board import DIRECTIONS, HexGrid, material_table, neighbour_masks
from .constants import ABILITY_NAMES, GOOD_NAMES, HENCHMAN_NAMES, NUM_COLOURS

FILES = ("rondel", "surroundings", "flags", "start_tiles", "traitors", "missions")

# Space kinds of the base game's action medallion (p. 6-9).
BASE_SPACE_KINDS = (
    "principality",
    "victory-points",
    "influence-good",
    "influence-henchman",
    "relocate-henchman",
    "exchange",
    "missions",
    "excalibur",
    "grail",
    "build-manor",
)
VP_INFLUENCE = 3
"""``SpaceSpec.arg`` of the victory-point space that counts influence markers."""

REQUIREMENT_KINDS = (
    "goods",
    "goods-any-colour",
    "influence-in",
    "influence-any",
    "henchman-in",
    "henchmen-in",
    "henchmen-together",
)


@dataclass(frozen=True)
class DataFile:
    name: str
    source: str
    verified: bool
    provenance: str


@dataclass(frozen=True)
class SpaceSpec:
    """One space of a ring: its kind and argument (a colour, a good, or -1)."""

    kind: str
    arg: int = -1


@dataclass(frozen=True)
class Rondel:
    """The ring of action spaces, clockwise from index 0. Modules overlay spaces on it."""

    spaces: tuple[SpaceSpec, ...]
    merlin_start: int

    @property
    def size(self) -> int:
        return len(self.spaces)

    def overlay(self, replacements: Mapping[int, SpaceSpec]) -> Rondel:
        """A new ring with the spaces at the given indices replaced (an overlay medallion)."""
        spaces = list(self.spaces)
        for index, spec in replacements.items():
            if not 0 <= index < len(spaces):
                raise ValueError(f"no space {index} on a ring of {len(spaces)}")
            spaces[index] = spec
        return replace(self, spaces=tuple(spaces))

    def principality_space(self, colour: int) -> int:
        """The index of the principality space of ``colour``."""
        for i, spec in enumerate(self.spaces):
            if spec.kind == "principality" and spec.arg == colour:
                return i
        raise KeyError(f"no principality space of colour {colour}")


@dataclass(frozen=True)
class Requirement:
    """One requirement of a mission card (p. 13). -1 means "any" for colour and principality."""

    kind: str
    count: int = 1
    good: int = -1
    colour: int = -1
    principality: int = -1
    henchmen: tuple[int, ...] = ()


@dataclass(frozen=True)
class MissionCard:
    id: str
    points: int
    henchman: int
    requires: tuple[Requirement, ...]


@dataclass(frozen=True)
class TileKind:
    id: str
    terrain: int
    tower: bool
    count: int


@dataclass(frozen=True, eq=False)
class MerlinData:
    """Everything static about a Merlin table."""

    files: tuple[DataFile, ...]
    colours: tuple[str, ...]
    principality_names: tuple[str, ...]
    principality_names_pt: tuple[str, ...]
    rondel: Rondel
    flag_ability: tuple[int, ...]
    """Per flag colour: the ability index it carries."""
    ability_colours: tuple[int, ...]
    """Per ability: bitmask of the flag colours carrying it."""
    start_tiles: tuple[int, ...]
    traitors: tuple[int, ...]
    missions: tuple[MissionCard, ...]
    terrains: tuple[str, ...]
    tile_kinds: tuple[TileKind, ...]
    small_game_players: tuple[int, ...]
    small_game_removed: tuple[int, ...]
    columns: int
    orientation: str
    offset: str
    frames: Mapping[str, Mapping[str, tuple[int | None, ...]]]

    @property
    def verified(self) -> bool:
        return all(f.verified for f in self.files)

    def unverified(self) -> list[DataFile]:
        return [f for f in self.files if not f.verified]

    def colour_index(self, colour: str) -> int:
        try:
            return self.colours.index(colour)
        except ValueError:
            raise KeyError(f"no principality colour {colour!r}") from None

    def mission_index(self, card_id: str) -> int:
        for i, card in enumerate(self.missions):
            if card.id == card_id:
                return i
        raise KeyError(f"no mission card {card_id!r}")

    def tiles_for(self, num_players: int) -> tuple[int, ...]:
        """The tile kinds in play (kind indices, one per tile) before shuffling (p. 5 step 9)."""
        tiles = [k for k, kind in enumerate(self.tile_kinds) for _ in range(kind.count)]
        if num_players in self.small_game_players:
            for k in self.small_game_removed:
                tiles.remove(k)
        return tuple(tiles)

    def grid_for(self, num_tiles: int) -> HexGrid:
        return grid_of(self.columns, num_tiles, self.orientation, self.offset)

    def accepts_for(self, num_tiles: int) -> tuple[int, ...]:
        """Per grid position: bitmask of material colours a manor there may be paid with."""
        return _accepts(self, num_tiles)

    def neighbours_for(self, num_tiles: int) -> tuple[int, ...]:
        return neighbour_masks(self.grid_for(num_tiles))


@cache
def grid_of(columns: int, num_tiles: int, orientation: str, offset: str) -> HexGrid:
    rows = -(-num_tiles // columns)
    return HexGrid(rows, columns, orientation, offset)


@cache
def _accepts(data: MerlinData, num_tiles: int) -> tuple[int, ...]:
    return material_table(data.grid_for(num_tiles), data.frames)


def _colour(value: Any, colours: tuple[str, ...], src: str, where: str) -> int:
    if value not in colours:
        raise DataError(src, where, f"{value!r} is not a principality colour ({words(colours)})")
    return colours.index(value)


def _named(value: Any, names: tuple[str, ...], src: str, where: str) -> int:
    if value not in names:
        raise DataError(src, where, f"{value!r} is not one of: {words(names)}")
    return names.index(value)


def _load_rondel(doc: dict[str, Any], src: str) -> tuple[tuple[str, ...], Rondel, list[Any]]:
    principalities = field(doc, "principalities", list, src)
    if len(principalities) != NUM_COLOURS:
        raise DataError(src, "principalities", f"expected {NUM_COLOURS} principalities")
    colours = tuple(
        field(p, "colour", str, src, f"principalities[{i}]") for i, p in enumerate(principalities)
    )
    if len(set(colours)) != len(colours):
        raise DataError(src, "principalities", "colours are not unique")
    spaces = []
    for i, raw in enumerate(field(doc, "spaces", list, src)):
        where = f"spaces[{i}]"
        kind = field(raw, "kind", str, src, where)
        if kind not in BASE_SPACE_KINDS:
            raise DataError(
                src, f"{where}.kind", f"{kind!r} is not one of: {words(BASE_SPACE_KINDS)}"
            )
        arg = -1
        if kind == "principality":
            arg = _colour(raw.get("principality"), colours, src, f"{where}.principality")
        elif kind == "victory-points":
            arg = _named(raw.get("counts"), (*GOOD_NAMES, "influence"), src, f"{where}.counts")
        elif kind == "influence-good":
            arg = _named(raw.get("good"), GOOD_NAMES, src, f"{where}.good")
        spaces.append(SpaceSpec(kind, arg))
    rondel = Rondel(tuple(spaces), field(doc, "merlin_start", int, src))
    for c in range(NUM_COLOURS):
        found = [s for s in spaces if s.kind == "principality" and s.arg == c]
        if len(found) != 1:
            raise DataError(src, "spaces", f"expected one principality space for {colours[c]}")
    if not 0 <= rondel.merlin_start < rondel.size:
        raise DataError(src, "merlin_start", "is not a space of the ring")
    return colours, rondel, principalities


def _load_requirement(raw: Any, colours: tuple[str, ...], src: str, where: str) -> Requirement:
    kind = field(raw, "kind", str, src, where)
    if kind not in REQUIREMENT_KINDS:
        raise DataError(src, f"{where}.kind", f"{kind!r} is not one of: {words(REQUIREMENT_KINDS)}")
    count = raw.get("count", 1)
    if not isinstance(count, int) or count < 1:
        raise DataError(src, f"{where}.count", "expected a positive integer")
    if kind in ("goods", "goods-any-colour"):
        good = _named(raw.get("good"), GOOD_NAMES, src, f"{where}.good")
        colour = (
            -1 if kind == "goods-any-colour" else _colour(raw.get("colour"), colours, src, where)
        )
        return Requirement(kind, count, good=good, colour=colour)
    if kind in ("influence-in", "henchmen-in"):
        where_p = f"{where}.principality"
        return Requirement(
            kind, count, principality=_colour(raw.get("principality"), colours, src, where_p)
        )
    if kind == "influence-any":
        return Requirement(kind, count)
    if kind == "henchman-in":
        h = _named(raw.get("henchman"), HENCHMAN_NAMES, src, f"{where}.henchman")
        c = _colour(raw.get("principality"), colours, src, f"{where}.principality")
        return Requirement(kind, 1, principality=c, henchmen=(h,))
    names = raw.get("henchmen")
    if not isinstance(names, list) or len(names) != 2 or names[0] == names[1]:
        raise DataError(src, f"{where}.henchmen", "expected two different henchmen")
    pair = tuple(_named(h, HENCHMAN_NAMES, src, f"{where}.henchmen") for h in names)
    return Requirement(kind, 2, henchmen=pair)


def _load_missions(
    doc: dict[str, Any], colours: tuple[str, ...], src: str
) -> tuple[MissionCard, ...]:
    cards = []
    for i, raw in enumerate(field(doc, "cards", list, src)):
        where = f"cards[{i}]"
        points = field(raw, "points", int, src, where)
        if points < 0:
            raise DataError(src, f"{where}.points", "expected a non-negative integer")
        requires = field(raw, "requires", list, src, where)
        if not requires:
            raise DataError(src, f"{where}.requires", "a mission needs at least one requirement")
        cards.append(
            MissionCard(
                id=field(raw, "id", str, src, where),
                points=points,
                henchman=_named(raw.get("henchman"), HENCHMAN_NAMES, src, f"{where}.henchman"),
                requires=tuple(
                    _load_requirement(r, colours, src, f"{where}.requires[{j}]")
                    for j, r in enumerate(requires)
                ),
            )
        )
    if len({c.id for c in cards}) != len(cards):
        raise DataError(src, "cards", "card ids are not unique")
    return tuple(cards)


def _load_frames(
    doc: dict[str, Any], colours: tuple[str, ...], orientation: str, columns: int, src: str
) -> dict[str, dict[str, tuple[int | None, ...]]]:
    frames: dict[str, dict[str, tuple[int | None, ...]]] = {}
    directions = {d for d, _, _ in DIRECTIONS[orientation]}
    for frame, slots in field(doc, "frames", dict, src).items():
        if frame not in ("top", "bottom") or not isinstance(slots, dict):
            raise DataError(src, f"frames.{frame}", "expected the frames 'top' and 'bottom'")
        frames[frame] = {}
        for direction, row in slots.items():
            where = f"frames.{frame}.{direction}"
            if direction not in directions:
                raise DataError(src, where, f"not a direction of {orientation} hexes")
            if not isinstance(row, list) or len(row) != columns:
                raise DataError(src, where, f"expected one entry per column ({columns})")
            frames[frame][direction] = tuple(
                None if c is None else _colour(c, colours, src, where) for c in row
            )
    return frames


def load_data(folder: Path | None = None) -> MerlinData:
    """The Merlin data of ``folder`` (default games/merlin/data/), loaded and checked once."""
    return _load(folder)


@cache
def _load(folder: Path | None) -> MerlinData:
    def path(name: str) -> Path:
        return (
            folder / f"{name}.json" if folder is not None else data_path("merlin", f"{name}.json")
        )

    docs = {name: load_json(path(name)) for name in FILES}
    files = tuple(
        DataFile(name, str(path(name)), bool(d["verified"]), str(d["provenance"]))
        for name, d in docs.items()
    )
    src = str(path("rondel"))
    colours, rondel, principalities = _load_rondel(docs["rondel"], src)

    src = str(path("flags"))
    abilities = field(docs["flags"], "abilities", dict, src)
    flag_ability = []
    for c in colours:
        flag_ability.append(_named(abilities.get(c), ABILITY_NAMES, src, f"abilities.{c}"))
    ability_colours = tuple(
        sum(1 << c for c, a in enumerate(flag_ability) if a == ability)
        for ability in range(len(ABILITY_NAMES))
    )

    src = str(path("start_tiles"))
    start_raw = field(docs["start_tiles"], "start_tiles", list, src)
    start_tiles = tuple(
        _colour(c, colours, src, f"start_tiles[{i}]") for i, c in enumerate(start_raw)
    )
    if len(set(start_tiles)) != len(start_tiles):
        raise DataError(src, "start_tiles", "two start tiles name the same principality")

    src = str(path("traitors"))
    traitor_raw = field(docs["traitors"], "traitors", list, src)
    traitors = tuple(_colour(c, colours, src, f"traitors[{i}]") for i, c in enumerate(traitor_raw))

    src = str(path("surroundings"))
    sdoc = docs["surroundings"]
    columns = field(sdoc, "columns", int, src)
    orientation = field(sdoc, "orientation", str, src)
    offset = field(sdoc, "row_offset", str, src)
    if orientation not in DIRECTIONS:
        raise DataError(src, "orientation", f"expected one of: {words(DIRECTIONS)}")
    terrains: list[str] = []
    kinds = []
    for i, raw in enumerate(field(sdoc, "tile_kinds", list, src)):
        where = f"tile_kinds[{i}]"
        terrain = field(raw, "terrain", str, src, where)
        if terrain not in terrains:
            terrains.append(terrain)
        kinds.append(
            TileKind(
                field(raw, "id", str, src, where),
                terrains.index(terrain),
                field(raw, "tower", bool, src, where),
                field(raw, "count", int, src, where),
            )
        )
    kind_ids = tuple(k.id for k in kinds)
    small = field(sdoc, "removed_for_small_games", dict, src)
    removed = tuple(
        _named(k, kind_ids, src, "removed_for_small_games.tiles")
        for k in field(small, "tiles", list, src, "removed_for_small_games")
    )
    data = MerlinData(
        files=files,
        colours=colours,
        principality_names=tuple(str(p.get("name", "")) for p in principalities),
        principality_names_pt=tuple(str(p.get("name_pt", "")) for p in principalities),
        rondel=rondel,
        flag_ability=tuple(flag_ability),
        ability_colours=ability_colours,
        start_tiles=start_tiles,
        traitors=traitors,
        missions=_load_missions(docs["missions"], colours, str(path("missions"))),
        terrains=tuple(terrains),
        tile_kinds=tuple(kinds),
        small_game_players=tuple(
            int(n) for n in field(small, "player_counts", list, src, "removed_for_small_games")
        ),
        small_game_removed=removed,
        columns=columns,
        orientation=orientation,
        offset=offset,
        frames=_load_frames(sdoc, colours, orientation, columns, src),
    )
    try:
        data.grid_for(len(data.tiles_for(4)))
    except ValueError as exc:
        raise DataError(src, "row_offset", str(exc)) from None
    return data

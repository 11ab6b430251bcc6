"""The worked examples of the Merlin manual (Big Box, Portuguese edition, p. 9-12) as positions.

Each example is a :class:`ManualExample`: a match to step through, the seats that play the
manual's colours, and whether the position was *played* or *built*.

- Played (the p. 9 build and the p. 10 traitors examples): seeded random players reach a
  position with the manual's shape (:mod:`.situations`); nothing is edited.
- Built (the p. 11 surroundings and influence examples, the p. 12 end of game): a position
  reached by play, one action before the scoring, is copied and the pieces the example counts
  are set to the manual's numbers, taking them from (or returning them to) the supplies so no
  piece is created or lost. The scores earned so far stay. The match starts at the built
  position (``Match.from_state``: no seed replays it) with the action that sets off the
  scoring in its redo line. These constructors are for tutorials and tests only.

The manual's players are red, blue, green and yellow; here they are the seats the figures draw
in those colours (yellow drawn orange), :data:`MANUAL_SEATS`, and the played examples are
searched for a position where the right seat is the one concerned.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from tabletop_lib.core.game import Game
from tabletop_lib.core.match import Match

from . import situations
from .constants import BUILD_TILE, FLAG, GOODS_BLOCK, MATERIAL, NUM_COLOURS, SHIELD
from .game import MerlinGame
from .scoring import repel_traitors
from .state import MerlinState

__all__ = [
    "MANUAL_SEATS",
    "ManualExample",
    "build_example",
    "end_of_game_example",
    "influence_example",
    "surroundings_example",
    "traitors_example",
]

MANUAL_SEATS: dict[str, int] = {"red": 0, "blue": 1, "green": 2, "yellow": 3}
"""The manual's player colours and the seats that play them here (the order of the figures'
player colours, ``tabletop_lib.games.merlin.viz.figure.PLAYER_COLOURS``, with orange for yellow)."""


@dataclass(frozen=True)
class ManualExample:
    """One worked example of the manual, as a position to step through."""

    page: str
    """Where the example is printed (page and heading of the manual)."""
    match: Match
    built: bool
    """True when the position was set to the manual's numbers rather than reached by play."""
    seats: dict[str, int] = field(default_factory=dict)
    """The manual's colours in this example and the seats that play them."""
    where: dict[str, str] = field(default_factory=dict)
    """The places the example names (a tile, a territory, a principality) and which they are
    here."""


def _game(game: Game[Any, Any] | None) -> MerlinGame:
    chosen = game if game is not None else MerlinGame(num_players=4)
    if not isinstance(chosen, MerlinGame) or chosen.num_players != 4:
        raise ValueError("the manual's examples have four players: give a 4-player Merlin game")
    return chosen


def _state(match: Match) -> MerlinState:
    state = match.state
    assert isinstance(state, MerlinState)
    return state


# -- played ------------------------------------------------------------------------------------
def build_example(game: Game[Any, Any] | None = None, seed: int = 0) -> ManualExample:
    """p. 9, Construir um palacete: the tile r1c4 is a lake with a tower and accepts grey,
    orange and blue materials; the player to act (green in the manual) holds a grey material
    and is choosing where to build. Played: found by seeded random players."""
    g = _game(game)
    pos = _position(g, "r1c4")
    grey = g.data.colours.index("grey")
    green = MANUAL_SEATS["green"]

    def ready(s: MerlinState) -> bool:
        return (
            s.stage == BUILD_TILE
            and s.current == green
            and s.goods[s.current * GOODS_BLOCK + MATERIAL * NUM_COLOURS + grey] > 0
            and g.data.tile_kinds[s.layout[pos]].id == "lake-tower"
            and any(str(a) == "build r1c4" for a in s.legal_actions())
        )

    match = situations.find(g, lambda s: ready(_as_merlin(s)), seed=seed, max_games=SEARCHED_GAMES)
    return ManualExample(
        "p. 9, Construir um palacete", match, False, {"green": green}, {"tile": "r1c4"}
    )


def traitors_example(game: Game[Any, Any] | None = None, seed: int = 0) -> ManualExample:
    """p. 10, Categoria: traidores: one action before a scoring, a player (yellow in the
    manual) has three traitors and shields for two of them; the blue one stays and costs 3
    points. Played: the first scoring, in the games from ``seed`` on, where a player stands so
    (with 3 points or more, so the whole penalty shows). Random play reaches it too rarely with
    yellow's seat, so the seat is whichever stands so: ``seats["yellow"]``."""
    g = _game(game)
    blue = g.data.colours.index("blue")

    def yellow(s: MerlinState) -> int | None:
        for p in range(g.num_players):
            traitors = s.traitors[p * NUM_COLOURS : (p + 1) * NUM_COLOURS]
            base = p * GOODS_BLOCK + SHIELD * NUM_COLOURS
            spent, left = repel_traitors(traitors, s.goods[base : base + NUM_COLOURS])
            if (
                sum(traitors) == 3
                and sum(spent) == 2
                and left == 1
                and traitors[blue] > spent[blue]
                and s.score[p] >= 3
            ):
                return p
        return None

    def scoring_with_yellow(before: Any, after: Any) -> bool:
        return "ME.scoring.order" in situations.step_rules(after) and yellow(before) is not None

    match = situations.find_step(g, scoring_with_yellow, seed=seed, max_games=SEARCHED_GAMES)
    seat = yellow(_state(match))
    assert seat is not None
    return ManualExample("p. 10, Categoria: traidores", match, False, {"yellow": seat})


# -- built -------------------------------------------------------------------------------------
def surroundings_example(game: Game[Any, Any] | None = None, seed: int = 0) -> ManualExample:
    """p. 11, Categoria: arredores: blue alone in a 2-tile territory scores 2, green alone in
    a 1-tile territory 1, red and yellow with one manor each in a 4-tile forest share it, 2
    each. Built: the first round-2 scoring from ``seed`` whose surroundings have such
    territories gets exactly these manors (every other manor goes back to its owner)."""
    g = _game(game)
    forest = g.data.terrains.index("forest")
    for match in _round_two_scorings(g, seed):
        s = _state(match)
        sizes = {mask: mask.bit_count() for mask in s.territories}
        forests = [m for m in s.territories if sizes[m] == 4 and _terrain(s, m) == forest]
        pairs = [m for m in s.territories if sizes[m] == 2]
        singles = [m for m in s.territories if sizes[m] == 1]
        if not (forests and pairs and singles):
            continue
        four, two, one = forests[0], pairs[0], singles[0]
        tiles = [_tiles(four)[0], _tiles(four)[-1], _tiles(two)[0], _tiles(one)[0]]
        owners = [MANUAL_SEATS[c] for c in ("red", "yellow", "blue", "green")]

        def edit(b: MerlinState, owners: list[int] = owners, tiles: list[int] = tiles) -> None:
            b.manors = [0] * g.num_players
            for p, pos in zip(owners, tiles, strict=True):
                b.manors[p] |= 1 << pos

        where = {
            "forest of 4": _names(g, four),
            "territory of 2": _names(g, two),
            "territory of 1": _names(g, one),
        }
        return ManualExample(
            "p. 11, Categoria: arredores", _built(match, edit), True, dict(MANUAL_SEATS), where
        )
    raise LookupError("no surroundings with the manual's territories in the games searched")


def influence_example(game: Game[Any, Any] | None = None, seed: int = 0) -> ManualExample:
    """p. 11, Categoria: influência and O Graal, one scoring: in black yellow, blue and red
    have a marker each (1 point each, 3 / 3); in blue red has 3, green 2 and blue 1 (red
    alone has the most: 6 points); in orange yellow and red have 2 each and yellow holds the
    Grail (placed there, it wins the tie: 4 points instead of 2). Built from the round-2
    scoring found from ``seed``: every other influence marker goes back to its castle."""
    g = _game(game)
    match = situations.round_scoring(g, seed=seed)
    colour = g.data.colours.index
    y, r, b, gr = (MANUAL_SEATS[c] for c in ("yellow", "red", "blue", "green"))
    wanted = {
        colour("black"): {y: 1, b: 1, r: 1},
        colour("blue"): {r: 3, gr: 2, b: 1},
        colour("orange"): {y: 2, r: 2},
    }

    def edit(s: MerlinState) -> None:
        for p in range(g.num_players):
            for c in range(NUM_COLOURS):
                i = p * NUM_COLOURS + c
                s.castle_influence[p] += s.influence[i] - wanted.get(c, {}).get(p, 0)
                s.influence[i] = wanted.get(c, {}).get(p, 0)
            assert s.castle_influence[p] >= 0
        s.grail = y

    return ManualExample(
        "p. 11, Categoria: influência; O Graal",
        _built(match, edit),
        True,
        dict(MANUAL_SEATS),
        {"each marker": "black", "red the most": "blue", "the Grail's tie": "orange"},
    )


def end_of_game_example(game: Game[Any, Any] | None = None, seed: int = 0) -> ManualExample:
    """p. 12, Fim de jogo, Materiais: yellow ends with 2 flags, 2 building materials and 1
    shield, 5 goods, which score 1 point (1 per 3). Built: one action before the end of the
    game found from ``seed``, yellow's goods are set to these (black flags, grey materials, a
    blue shield), the rest going back to their principalities."""
    g = _game(game)
    match = situations.final_scoring(g, seed=seed)
    y = MANUAL_SEATS["yellow"]
    black, grey, blue = (g.data.colours.index(c) for c in ("black", "grey", "blue"))
    wanted = {FLAG * NUM_COLOURS + black: 2, MATERIAL * NUM_COLOURS + grey: 2}
    wanted[SHIELD * NUM_COLOURS + blue] = 1

    def edit(s: MerlinState) -> None:
        supply = g.num_players * GOODS_BLOCK
        for i in range(GOODS_BLOCK):
            have, want = s.goods[y * GOODS_BLOCK + i], wanted.get(i, 0)
            moved = min(want - have, s.goods[supply + i]) if want > have else want - have
            s.goods[y * GOODS_BLOCK + i] += moved
            s.goods[supply + i] -= moved

    return ManualExample("p. 12, Fim de jogo", _built(match, edit), True, {"yellow": y}, {})


# -- helpers -----------------------------------------------------------------------------------
SEARCHED_GAMES = 400
"""How many games the examples that need a particular position look through."""


def _round_two_scorings(g: MerlinGame, seed: int) -> Iterator[Match]:
    """The round-2 scoring (one action before it) of each game from ``seed`` on, in turn."""
    game_seed = seed
    while game_seed < seed + SEARCHED_GAMES:
        match = situations.round_scoring(g, seed=game_seed)
        yield match
        assert match.seed is not None
        game_seed = match.seed + 1


def _built(match: Match, edit: Callable[[MerlinState], None]) -> Match:
    """A match starting at a copy of ``match``'s state changed by ``edit``, with ``match``'s
    next action (the one that sets off the example's rule) waiting in its redo line."""
    built = _state(match).clone()
    edit(built)
    out = Match.from_state(built)
    out.apply(situations.played_action(match))
    out.undo()
    return out


def _as_merlin(state: Any) -> MerlinState:
    assert isinstance(state, MerlinState)
    return state


def _position(g: MerlinGame, name: str) -> int:
    return next(pos for pos in range(g.grid.size) if g.grid.name(pos) == name)


def _tiles(mask: int) -> list[int]:
    return [pos for pos in range(mask.bit_length()) if mask >> pos & 1]


def _terrain(s: MerlinState, mask: int) -> int:
    return s.game.data.tile_kinds[s.layout[_tiles(mask)[0]]].terrain


def _names(g: MerlinGame, mask: int) -> str:
    """The tiles of ``mask`` as the board counts them: "row 1, column 3; row 1, column 4"."""
    return "; ".join(g.grid.place(pos) for pos in _tiles(mask))

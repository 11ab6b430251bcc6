"""Game parameters shared by the OpenSpiel and PettingZoo adapters: the returns, and the
engines' options spelled as OpenSpiel parameters (ints, bools and strings only).

Returns (``returns=``), paid only at the end of a game:

- ``win`` (default): 1 shared among the winners after tie-breaks (1/k each for k winners), 0
  for the others. Bounds [0, 1].
- ``rank``: (players beaten - players that beat you) / (players - 1), ties counting for
  neither side. Bounds [-1, 1].
- ``normalised``: the final score rescaled so the table's lowest is 0 and highest 1 (every
  player 1 when all scores are equal). Bounds [0, 1].

Engine options: a string parameter left empty means the engine's default. Lists are written
with ``;`` (``modules=arthur;morgana``, ``order_points=4;6;8``); Paladins'
``pay_debt_silver=-1`` means None (paying a Debt as an action is forbidden).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from tabletop_lib.core.errors import ConfigError
from tabletop_lib.core.faces import faces_of
from tabletop_lib.core.game import Game, State
from tabletop_lib.core.registry import game_info, list_games, load_game

RETURNS = ("win", "rank", "normalised")
UTILITY_BOUNDS: Mapping[str, tuple[float, float]] = {
    "win": (0.0, 1.0),
    "rank": (-1.0, 1.0),
    "normalised": (0.0, 1.0),
}


def parameters(name: str) -> Mapping[str, Any]:
    """The engine options of ``name`` spelled as adapter parameters, with their defaults (""
    means the engine's default): the game's ``interop_parameters`` face (``core.faces``),
    else every option of its registration (file paths and lists of text alike)."""
    declared = faces_of(name).interop_parameters
    if declared is not None:
        return declared
    return dict.fromkeys(game_info(name).options, "")


class _ByGame(Mapping[str, Any]):
    """A read-only mapping game name -> fact, over every registered game (the registry is
    read when the mapping is, so games registered later are in it)."""

    def __init__(self, fact: Callable[[str], Any]) -> None:
        self._fact = fact

    def __getitem__(self, name: str) -> Any:
        if name not in list_games():
            raise KeyError(name)
        return self._fact(name)

    def __iter__(self) -> Iterator[str]:
        return iter(list_games())

    def __len__(self) -> int:
        return len(list_games())


ENGINE_PARAMETERS: Mapping[str, Mapping[str, Any]] = _ByGame(parameters)
"""Game name -> {parameter: default}, for every registered game."""
PLAYER_COUNTS: Mapping[str, tuple[int, ...]] = _ByGame(lambda name: game_info(name).player_counts)
"""Game name -> the player counts it allows, for every registered game."""


def _list_item(text: str) -> int | str:
    """One item of a list parameter: an integer when it reads as one, else the text."""
    try:
        return int(text)
    except ValueError:
        return text


def engine_options(name: str, params: Mapping[str, Any]) -> dict[str, Any]:
    """The ``load_game`` options for parameters ``params`` (only those not at their default)."""
    out: dict[str, Any] = {}
    list_options = frozenset(game_info(name).list_options)
    for key, default in parameters(name).items():
        value = params.get(key, default)
        if value == default:
            continue
        if key in list_options:
            out[key] = [_list_item(v.strip()) for v in str(value).split(";") if v.strip()]
        else:
            out[key] = value
    return out


def check_returns(returns: str) -> str:
    if returns not in RETURNS:
        raise ConfigError(f"returns must be one of {', '.join(RETURNS)}, not {returns!r}")
    return returns


def final_returns(state: State[Any], returns: str) -> list[float]:
    """Each player's return at the end of the game (0 for everyone during play)."""
    n = state.num_players
    if not state.is_terminal():
        return [0.0] * n
    if returns == "win":
        winners = state.winners()
        share = 1.0 / len(winners) if winners else 0.0
        return [share if p in winners else 0.0 for p in range(n)]
    scores = state.scores()
    if returns == "rank":
        return [
            (sum(1 for s in scores if s < mine) - sum(1 for s in scores if s > mine)) / (n - 1)
            for mine in scores
        ]
    low, high = min(scores), max(scores)
    if high == low:
        return [1.0] * n
    return [(s - low) / (high - low) for s in scores]


@functools.lru_cache(maxsize=64)
def _cached_game(name: str, num_players: int | None, options_json: str) -> Game[Any, Any]:
    return load_game(name, num_players=num_players, **json.loads(options_json))


def engine_game(name: str, num_players: int | None, **options: Any) -> Game[Any, Any]:
    """The engine game (immutable, so shared): one per name, player count and option set."""
    return _cached_game(name, num_players, json.dumps(options, sort_keys=True))

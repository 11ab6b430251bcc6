"""Simulation studies: many games with the same agents -> one pandas DataFrame.

:func:`simulate` plays ``n_games`` games and returns one row per (game, seat). Every game's seed
comes from the study seed and the game's index only, and every agent's seed from the game seed
and its seat, so a study gives the same DataFrame whatever the number of worker processes, the
order in which the workers finish, or PYTHONHASHSEED. One row can be replayed on its own:
``play(load_game(name, n), [make_agent(kind, agent_seed(game_seed, seat)) ...], game_seed)``.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
from tqdm import tqdm

from tabletop_lib.core.agents import Agent, check_agent, make_agent
from tabletop_lib.core.game import Game, State
from tabletop_lib.core.registry import load_game

from .extras import extras_hook

GAME_SEED_STRIDE = 1_000_003
"""Game ``i`` of a study with seed ``s`` is played from seed ``s * GAME_SEED_STRIDE + i``."""
AGENT_SEED_STRIDE = 1000
CATEGORY_PREFIX = "cat_"
_NOT_WORD = re.compile(r"[^0-9a-zA-Z]+")


def game_seed(study_seed: int, index: int) -> int:
    """The seed of game ``index`` of a study: ``study_seed * 1_000_003 + index``.

    Studies with different seeds share no game as long as they have fewer than 1,000,003 games.
    """
    return study_seed * GAME_SEED_STRIDE + index


def agent_seed(seed_of_game: int, seat: int) -> int:
    """The seed of the agent in ``seat``: ``game_seed * 1000 + seat + 1``.

    This is what :func:`tabletop_lib.play` gives its default random agents, so an all-random
    study's game replays with ``play(game, seed=game_seed)``.
    """
    return seed_of_game * AGENT_SEED_STRIDE + seat + 1


def category_column(category: str) -> str:
    """The column of a score category: ``"coin penalty"`` -> ``"cat_coin_penalty"``."""
    return CATEGORY_PREFIX + _NOT_WORD.sub("_", category).strip("_").lower()


@dataclass(frozen=True)
class _Study:
    """What every worker needs to play its games (small and picklable)."""

    game_name: str
    num_players: int
    options: Mapping[str, Any]
    agents: tuple[str, ...]

    def load(self) -> Game[Any, Any]:
        return load_game(self.game_name, num_players=self.num_players, **self.options)


def _ranks(scores: Sequence[int], winners: Sequence[int]) -> list[int]:
    """1 for every winner; otherwise 1 + the seats that beat this one.

    A seat beats another with a higher score, or with the same score when it won the tie-break.
    Non-winners tied on score share a rank (the contract exposes no tie-break past the winners).
    """
    won = set(winners)
    ranks = []
    for p, score in enumerate(scores):
        if p in won:
            ranks.append(1)
            continue
        better = sum(1 for q, s in enumerate(scores) if s > score or (s == score and q in won))
        ranks.append(1 + better)
    return ranks


def _game_rows(state: State[Any], study: _Study, index: int, seed: int) -> list[dict[str, object]]:
    """The rows of one finished game, one per seat, columns in the documented order."""
    n = study.num_players
    scores = state.scores()
    winners = state.winners()
    ranks = _ranks(scores, winners)
    categories: list[dict[str, int]] = [{} for _ in range(n)]
    for item in state.score_breakdown():
        player, category, points = item["player"], item["category"], item["points"]
        assert isinstance(player, int) and isinstance(points, int)
        column = category_column(str(category))
        categories[player][column] = categories[player].get(column, 0) + points
    start = getattr(state, "start_player", None)
    length = len(state.history())
    hook = extras_hook(study.game_name)
    extras = hook(state) if hook is not None else [{} for _ in range(n)]
    rows: list[dict[str, object]] = []
    for seat in range(n):
        row: dict[str, object] = {
            "game_index": index,
            "game_seed": seed,
            "seat": seat,
            "agent": study.agents[seat],
            "score": scores[seat],
            **categories[seat],
            "winner": seat in winners,
            "n_winners": len(winners),
            "rank": ranks[seat],
            "game_length": length,
            "num_players": n,
        }
        if isinstance(start, int):
            row["start_player"] = start
        row.update(extras[seat])
        rows.append(row)
    return rows


def _play_unchecked(game: Game[Any, Any], agents: Sequence[Agent], seed: int) -> State[Any]:
    """:func:`tabletop_lib.play` on the fast path: the agents only choose legal actions, so
    checking each one again (a fifth of the time of a random game) changes nothing."""
    state: State[Any] = game.new_initial_state(seed)
    while not state.is_terminal():
        state.apply_action(agents[state.current_player()].choose(state), check=False)
    return state


def _play_games(
    study: _Study,
    indices: Sequence[int],
    seeds: Sequence[int],
    game: Game[Any, Any] | None = None,
    bar: tqdm[Any] | None = None,
) -> list[dict[str, object]]:
    """Play the given games of a study in this process (a worker's whole task)."""
    if game is None:
        game = study.load()
    rows: list[dict[str, object]] = []
    for index, seed in zip(indices, seeds, strict=True):
        agents = [make_agent(kind, agent_seed(seed, s)) for s, kind in enumerate(study.agents)]
        rows.extend(_game_rows(_play_unchecked(game, agents, seed), study, index, seed))
        if bar is not None:
            bar.update(1)
    return rows


def _check_agents(agents: str | Sequence[str] | None, num_players: int) -> tuple[str, ...]:
    if agents is None:
        kinds: tuple[str, ...] = ("random",) * num_players
    elif isinstance(agents, str):
        kinds = (agents,) * num_players
    else:
        kinds = tuple(agents)
    if len(kinds) != num_players:
        raise ValueError(f"{num_players} players need {num_players} agents, got {len(kinds)}")
    for kind in kinds:
        check_agent(kind)
    return kinds


def _check_count(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"{name} must be a positive integer, got {value!r}")
    return value


def _chunks(n_games: int, workers: int) -> list[range]:
    """Consecutive slices of game indices: ~8 per worker, for balance, of at most 100 games."""
    size = max(1, min(100, -(-n_games // (workers * 8))))
    return [range(i, min(i + size, n_games)) for i in range(0, n_games, size)]


def simulate(
    game_name: str,
    num_players: int,
    agents: str | Sequence[str] | None = None,
    n_games: int = 100,
    seed: int = 0,
    workers: int = 1,
    options: Mapping[str, Any] | None = None,
    progress: bool = True,
) -> pd.DataFrame:
    """Play ``n_games`` games and return one row per (game, seat), sorted by game and seat.

    ``agents`` names the agent kind of each seat (``"random"``, ``"greedy"``; one name for every
    seat; default all random). ``workers`` > 1 plays chunks of games in that many processes; the
    result does not depend on it. ``options`` are the game's options (see ``game_info``).
    ``progress`` shows a tqdm bar on stderr.

    Columns: ``game_index``, ``game_seed``, ``seat``, ``agent``, ``score``, one ``cat_<category>``
    per score category (they sum to ``score``), ``winner`` (every winner of a shared win),
    ``n_winners``, ``rank`` (1 for winners), ``game_length`` (actions), ``num_players``,
    ``start_player`` (when the state has one), then the game's extras (see ``extras.py``).
    ``df.attrs["study"]`` records the game, agents, seed, options and library version; Parquet
    files written by :func:`write_parquet` keep it.

    Raises ``ConfigError`` for an unknown game, player count or option, ``ValueError`` for an
    unknown agent or a count below 1.
    """
    n_games = _check_count("n_games", n_games)
    workers = _check_count("workers", workers)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an integer, got {seed!r}")
    options = dict(options or {})
    # A bad name, player count or option fails here, before any worker starts.
    game = load_game(game_name, num_players=num_players, **options)
    study = _Study(game_name, num_players, options, _check_agents(agents, num_players))
    seeds = [game_seed(seed, i) for i in range(n_games)]
    bar = tqdm(
        total=n_games,
        desc=f"{game_name} {num_players}p",
        unit="game",
        disable=not progress,
        file=sys.stderr,
    )
    with bar:
        if workers == 1:
            rows = _play_games(study, range(n_games), seeds, game, bar)
        else:
            rows = _play_parallel(study, seeds, workers, bar)
    df = _frame(rows)
    df.attrs["study"] = _describe(study, n_games, seed)
    return df


def _describe(study: _Study, n_games: int, seed: int) -> dict[str, object]:
    """What made a study, kept in ``df.attrs["study"]`` and in its Parquet file's metadata."""
    from tabletop_lib import __version__

    # JSON-safe (a Path option becomes its text), as Parquet metadata must be.
    options = json.loads(json.dumps(dict(study.options), default=str, sort_keys=True))
    return {
        "game": study.game_name,
        "num_players": study.num_players,
        "agents": list(study.agents),
        "n_games": n_games,
        "seed": seed,
        "options": options,
        "tabletop_lib": __version__,
    }


def _play_parallel(
    study: _Study, seeds: list[int], workers: int, bar: tqdm[Any]
) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    pool = ProcessPoolExecutor(max_workers=workers)
    try:
        futures: dict[Future[list[dict[str, object]]], int] = {}
        for chunk in _chunks(len(seeds), workers):
            task = pool.submit(_play_games, study, list(chunk), seeds[chunk.start : chunk.stop])
            futures[task] = len(chunk)
        for done in as_completed(futures):
            rows.extend(done.result())
            bar.update(futures[done])
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
    return rows


def _frame(rows: list[dict[str, object]]) -> pd.DataFrame:
    """The rows as a DataFrame in (game_index, seat) order with a fresh RangeIndex."""
    df = pd.DataFrame.from_records(rows)
    categories = [c for c in df.columns if str(c).startswith(CATEGORY_PREFIX)]
    # A game may leave a category out of a breakdown: it scored nothing there.
    df[categories] = df[categories].fillna(0).astype("int64")
    df = df.sort_values(["game_index", "seat"], kind="stable", ignore_index=True)
    return df


def write_parquet(df: pd.DataFrame, path: str | Path) -> Path:
    """Write a study to a Parquet file (pyarrow, no index column); returns the path."""
    out = Path(path)
    table = pa.Table.from_pandas(df, preserve_index=False)
    pq.write_table(table, out)
    return out


def read_parquet(path: str | Path) -> pd.DataFrame:
    """Read a study written by :func:`write_parquet`, with the same columns and dtypes."""
    table = pq.read_table(Path(path))
    df: pd.DataFrame = table.to_pandas()
    return df

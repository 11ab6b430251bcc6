"""What a study plays, and the rows one finished game gives: shared by every back end.

A :class:`Study` is small and picklable: the game, its options, the agents of each seat, and the
study seed. Game ``i``'s seed comes from the study seed and ``i`` only (and every agent's seed
from the game seed and its seat), so a worker given a list of game indices plays exactly the
games the client would have played: the serial run, the process pool and a Dask cluster give
the same rows, whatever the number of workers and the order in which they finish.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pandas as pd
from tqdm.auto import tqdm

from tabletop_lib.core.agents import Agent, make_agent
from tabletop_lib.core.game import Game, State
from tabletop_lib.core.registry import load_game

from .extras import extras_hook

GAME_SEED_STRIDE = 1_000_003
"""Game ``i`` of a study with seed ``s`` is played from seed ``s * GAME_SEED_STRIDE + i``."""
AGENT_SEED_STRIDE = 1000
CATEGORY_PREFIX = "cat_"
_NOT_WORD = re.compile(r"[^0-9a-zA-Z]+")

Row = dict[str, object]


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
class Study:
    """What every worker needs to play its games (small and picklable).

    Game ``i`` seats ``lineups[i % len(lineups)]``: one label per seat (a plain study has one
    lineup; a tournament rotates its entrants through the seats). ``specs`` maps a label to the
    agent name given to :func:`~tabletop_lib.core.agents.make_agent` (a label missing from it
    is its own name). Games ``i`` and ``j`` are dealt from the same seed when
    ``i // deal_block == j // deal_block``: a tournament replays each deal once per lineup.
    """

    game_name: str
    num_players: int
    options: Mapping[str, Any]
    lineups: tuple[tuple[str, ...], ...]
    seed: int = 0
    specs: Mapping[str, str] = field(default_factory=dict)
    deal_block: int = 1

    def load(self) -> Game[Any, Any]:
        return load_game(self.game_name, num_players=self.num_players, **self.options)

    def lineup(self, index: int) -> tuple[str, ...]:
        """The label of the agent in each seat of game ``index``."""
        return self.lineups[index % len(self.lineups)]

    def seed_of(self, index: int) -> int:
        """The seed game ``index`` is dealt from (see :func:`game_seed`)."""
        return game_seed(self.seed, index // self.deal_block)

    def agents(self, index: int) -> list[Agent]:
        """Fresh agents for game ``index``, each seeded by :func:`agent_seed`."""
        seed = self.seed_of(index)
        return [
            make_agent(self.specs.get(label, label), agent_seed(seed, seat))
            for seat, label in enumerate(self.lineup(index))
        ]

    def describe(self, n_games: int) -> dict[str, object]:
        """What made the study: kept in ``df.attrs["study"]`` and in Parquet metadata."""
        from tabletop_lib import __version__

        # JSON-safe (a Path option becomes its text), as Parquet metadata must be.
        options = json.loads(json.dumps(dict(self.options), default=str, sort_keys=True))
        out: dict[str, object] = {
            "game": self.game_name,
            "num_players": self.num_players,
            # A tournament's entrants in the order given; a plain study's agent per seat.
            "agents": list(self.specs) if self.specs else list(self.lineups[0]),
            "n_games": n_games,
            "seed": self.seed,
            "options": options,
            "tabletop_lib": __version__,
        }
        if len(self.lineups) > 1 or self.specs or self.deal_block != 1:
            out["lineups"] = [list(lineup) for lineup in self.lineups]
            out["specs"] = dict(self.specs)
            out["deal_block"] = self.deal_block
        return out


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


def _game_rows(state: State[Any], study: Study, index: int) -> list[Row]:
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
    lineup = study.lineup(index)
    rows: list[Row] = []
    for seat in range(n):
        row: Row = {
            "game_index": index,
            "game_seed": study.seed_of(index),
            "seat": seat,
            "agent": lineup[seat],
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


def play_unchecked(game: Game[Any, Any], agents: Sequence[Agent], seed: int) -> State[Any]:
    """:func:`tabletop_lib.play` on the fast path: the agents only choose legal actions, so
    checking each one again (a fifth of the time of a random game) changes nothing."""
    state: State[Any] = game.new_initial_state(seed)
    while not state.is_terminal():
        state.apply_action(agents[state.current_player()].choose(state), check=False)
    return state


def play_games(
    study: Study,
    indices: Sequence[int],
    game: Game[Any, Any] | None = None,
    bar: tqdm[Any] | None = None,
) -> list[Row]:
    """Play the given games of a study in this process (a worker's whole task)."""
    if game is None:
        game = study.load()
    rows: list[Row] = []
    for index in indices:
        final = play_unchecked(game, study.agents(index), study.seed_of(index))
        rows.extend(_game_rows(final, study, index))
        if bar is not None:
            bar.update(1)
    return rows


def frame(rows: list[Row]) -> pd.DataFrame:
    """The rows as a DataFrame in (game_index, seat) order with a fresh RangeIndex."""
    df = pd.DataFrame.from_records(rows)
    return tidy(df)


def tidy(df: pd.DataFrame) -> pd.DataFrame:
    """Categories as int64 (a missing one scored nothing), rows in (game_index, seat) order."""
    categories = [c for c in df.columns if str(c).startswith(CATEGORY_PREFIX)]
    # A game may leave a category out of a breakdown: it scored nothing there.
    df[categories] = df[categories].fillna(0).astype("int64")
    return df.sort_values(["game_index", "seat"], kind="stable", ignore_index=True)


def start_players(game: Any, seeds: Iterable[int]) -> dict[int, int]:
    """The start player of each game seed of ``game``: drawn at setup, so read off the initial
    state (Brian Boru and Merlin call it the start player, Paladins the first player)."""
    out: dict[int, int] = {}
    for seed in seeds:
        state = game.new_initial_state(int(seed))
        first = getattr(state, "start_player", None)
        out[int(seed)] = int(first if first is not None else state.first_player)
    return out

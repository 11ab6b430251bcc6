"""Tournaments: agents rotated through the seats, rated with openskill's Plackett-Luce model.

In most games the seats are not equal (the start player, the turn order), so an agent that
always sat in the same seat would carry that seat's advantage into its result. A tournament
therefore seats its entrants in every lineup of a *rotation*, each lineup equally often:

* ``"balanced"`` (the default): a Williams design, a Latin square in which every entrant sits in
  every seat once, and sits directly after every other entrant equally often (n lineups for an
  even number of players, 2n for an odd one). Williams, E. J. (1949), "Experimental designs
  balanced for the estimation of residual effects of treatments", *Australian Journal of
  Scientific Research* A2(2), 149-168.
* ``"all"``: every permutation of the entrants over the seats (n! lineups).

With ``same_deals`` (the default) the games of one round of the rotation are dealt from the
same seed, so every entrant meets the same shuffles and setups from every seat: luck of the deal
cancels out of the comparison, as in duplicate bridge.

The ratings come from the Plackett-Luce model of Weng and Lin (2011), "A Bayesian
Approximation Method for Online Ranking", *Journal of Machine Learning Research* 12, 267-300,
as implemented by the ``openskill`` package (https://openskill.me): a skill ``mu`` and an
uncertainty ``sigma`` per entrant, updated game by game (in game order, so the ratings are
reproducible) from the ranks of the final scores. ``mu ± 1.96 sigma`` is the skill's ~95%
interval; the ``ordinal`` ``mu - 3 sigma`` is the cautious estimate leaderboards sort by.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from statistics import NormalDist
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
import pandas as pd

from tabletop_lib.core.extras import require
from tabletop_lib.core.registry import load_game

from .backends import ParquetStudy, collect, stream
from .metrics import win_rates
from .simulate import check_agents, check_count, check_seed
from .study import Study

if TYPE_CHECKING:
    import plotly.graph_objects as go
    from distributed import Client

Rotation = Literal["balanced", "all"]
ROTATIONS: tuple[Rotation, ...] = ("balanced", "all")


def williams_square(n: int) -> tuple[tuple[int, ...], ...]:
    """A Williams design for ``n`` entrants: lineups as entrant numbers, seat by seat.

    Every entrant takes every seat equally often, and every ordered pair (a, b) of entrants
    sits in neighbouring seats (a in seat s, b in seat s + 1) equally often. The first lineup
    is 0, 1, n-1, 2, n-2, ...; lineup r adds r to each entry (mod n); for odd n the reversed
    lineups are added, as a single square cannot balance the pairs then.
    """
    n = check_count("n", n)
    first = [0]
    low, high = 1, n - 1
    while len(first) < n:
        first.append(low)
        low += 1
        if len(first) < n:
            first.append(high)
            high -= 1
    rows = [tuple((x + r) % n for x in first) for r in range(n)]
    if n % 2 == 1 and n > 1:
        rows += [row[::-1] for row in rows]
    return tuple(rows)


def seat_rotation(n: int, rotation: Rotation = "balanced") -> tuple[tuple[int, ...], ...]:
    """The lineups of a rotation (``"balanced"`` or ``"all"``) of ``n`` entrants."""
    if rotation == "balanced":
        return williams_square(n)
    if rotation == "all":
        return tuple(itertools.permutations(range(check_count("n", n))))
    raise ValueError(f"unknown rotation {rotation!r}; the rotations are: {', '.join(ROTATIONS)}")


def entrant_labels(agents: Sequence[str] | Mapping[str, str]) -> dict[str, str]:
    """Label -> agent name. A name entered twice is numbered: ``random 1``, ``random 2``."""
    if isinstance(agents, Mapping):
        return {str(label): str(spec) for label, spec in agents.items()}
    if isinstance(agents, str):
        raise ValueError("a tournament needs a list of agents, one per seat, not one name")
    counts = {spec: agents.count(spec) for spec in agents}
    seen: dict[str, int] = {}
    labels: dict[str, str] = {}
    for spec in agents:
        seen[spec] = seen.get(spec, 0) + 1
        labels[f"{spec} {seen[spec]}" if counts[spec] > 1 else spec] = spec
    return labels


def rate(games: pd.DataFrame, confidence: float = 0.95) -> pd.DataFrame:
    """Plackett-Luce ratings of the ``agent`` column from each game's ``rank`` column.

    Games are taken in ``game_index`` order; a shared rank is a tie. Columns: ``agent``,
    ``mu``, ``sigma``, ``low`` and ``high`` (``mu ± z sigma`` at ``confidence``), ``ordinal``
    (``mu - 3 sigma``); best ``mu`` first.
    """
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    ordered = games.sort_values(["game_index", "seat"], kind="stable")
    n = int(ordered["num_players"].iloc[0])
    agents = ordered["agent"].to_numpy().reshape(-1, n)
    ranks = ordered["rank"].to_numpy(dtype=np.int64).reshape(-1, n)
    models = require("openskill.models", "analysis", "ratings")
    model = models.PlackettLuce()
    ratings = {str(label): model.rating(name=str(label)) for label in sorted(set(agents.flat))}
    for labels, game_ranks in zip(agents, ranks, strict=True):
        teams = model.rate([[ratings[str(a)]] for a in labels], ranks=[int(r) for r in game_ranks])
        for label, team in zip(labels, teams, strict=True):
            ratings[str(label)] = team[0]
    out = pd.DataFrame(
        [
            {"agent": label, "mu": r.mu, "sigma": r.sigma, "ordinal": r.mu - 3 * r.sigma}
            for label, r in ratings.items()
        ]
    )
    out["low"] = out["mu"] - z * out["sigma"]
    out["high"] = out["mu"] + z * out["sigma"]
    out = out.sort_values(["mu", "agent"], ascending=[False, True], ignore_index=True)
    return out[["agent", "mu", "sigma", "low", "high", "ordinal"]]


@dataclass(frozen=True)
class TournamentResult:
    """A tournament's games and what they say about the entrants.

    ``games``: one row per game and seat, as :func:`~.simulate.simulate` gives (``agent`` is the
    entrant's label). ``ratings``: one row per entrant, best first: the Plackett-Luce rating
    (``mu``, ``sigma``, ``low``, ``high``, ``ordinal``), then ``games``, ``wins``,
    ``win_rate`` with its Wilson interval (``ci_low``, ``ci_high``), ``mean_score`` and
    ``mean_rank``. ``by_seat``: win rates per entrant and seat. ``seats``: win rates per seat,
    whoever sat there (the seat advantage the rotation cancels). ``specs``: label -> agent name.
    """

    games: pd.DataFrame
    ratings: pd.DataFrame
    by_seat: pd.DataFrame
    seats: pd.DataFrame
    lineups: tuple[tuple[str, ...], ...]
    specs: Mapping[str, str]
    dataset: ParquetStudy | None = None

    def plot(self, title: str | None = None) -> go.Figure:
        """The ratings and win rates with their intervals (see ``viz.studies``)."""
        from tabletop_lib.viz.studies import ratings_figure

        return ratings_figure(self.ratings, num_players=len(self.lineups[0]), title=title)


def summarise(
    games: pd.DataFrame,
    lineups: tuple[tuple[str, ...], ...],
    specs: Mapping[str, str],
    confidence: float = 0.95,
    dataset: ParquetStudy | None = None,
) -> TournamentResult:
    """Ratings and win rates of a tournament's games (what :func:`tournament` returns)."""
    rates = win_rates(games, by="agent", confidence=confidence)
    mean_rank = games.groupby("agent")["rank"].mean().rename("mean_rank")
    ratings = rate(games, confidence).merge(rates, on="agent").merge(mean_rank, on="agent")
    return TournamentResult(
        games=games,
        ratings=ratings,
        by_seat=win_rates(games, by=["agent", "seat"], confidence=confidence),
        seats=win_rates(games, by="seat", confidence=confidence),
        lineups=lineups,
        specs=dict(specs),
        dataset=dataset,
    )


def tournament(
    game_name: str,
    agents: Sequence[str] | Mapping[str, str],
    n_games: int,
    num_players: int | None = None,
    seed: int = 0,
    rotation: Rotation = "balanced",
    *,
    same_deals: bool = True,
    options: Mapping[str, Any] | None = None,
    workers: int = 1,
    client: Client | None = None,
    out: str | Path | None = None,
    chunk_size: int | None = None,
    progress: bool = True,
    confidence: float = 0.95,
) -> TournamentResult:
    """Play ``n_games`` games with the entrants rotated through the seats; rate them.

    ``agents`` holds one entrant per seat: agent names (``["greedy", "random", "random",
    "random"]``; a repeated name is numbered ``random 1``, ``random 2``...) or a mapping from
    a label to a name (``{"deep": "ismcts", ...}`` with the parameters the name takes).
    ``num_players`` defaults to the number of entrants and must equal it. ``rotation`` is
    ``"balanced"`` or ``"all"`` (see the module); ``n_games`` must be a multiple of its number
    of lineups, so that every entrant sits in every seat equally often. ``same_deals`` deals
    each round of the rotation from one seed. ``workers``, ``client``, ``out`` and
    ``chunk_size`` choose where the games are played and stored, as in
    :func:`~.simulate.simulate`; the result does not depend on them.
    """
    specs = entrant_labels(agents)
    n = len(specs) if num_players is None else num_players
    if n != len(specs):
        raise ValueError(f"{n} players need {n} entrants, got {len(specs)}")
    n_games = check_count("n_games", n_games)
    workers = check_count("workers", workers)
    seed = check_seed(seed)
    check_agents(list(specs.values()), n)
    order = seat_rotation(n, rotation)
    if n_games % len(order):
        below = n_games - n_games % len(order)
        raise ValueError(
            f"the {rotation!r} rotation of {n} entrants has {len(order)} lineups: n_games must "
            f"be a multiple of {len(order)} (say {below or len(order)} or {below + len(order)})"
        )
    options = dict(options or {})
    load_game(game_name, num_players=n, **options)  # fails before any worker starts
    labels = list(specs)
    lineups = tuple(tuple(labels[e] for e in lineup) for lineup in order)
    study = Study(game_name, n, options, lineups, seed, specs, len(lineups) if same_deals else 1)
    if out is None:
        games = collect(study, n_games, workers, client, chunk_size, progress)
        return summarise(games, lineups, specs, confidence)
    dataset = stream(study, n_games, out, workers, client, chunk_size, progress)
    return summarise(dataset.read(), lineups, specs, confidence, dataset)

"""The corpus of strong games: reproducible and resumable runs, the shipped tables' schema and
sizes, and a sample of their games replayed from the seeds."""

from __future__ import annotations

import gzip
import json
from functools import cache
from pathlib import Path

import pandas as pd
import pytest
from registered import case, games, having

from tabletop_lib.analysis import corpus
from tabletop_lib.analysis.corpus import (
    COLUMNS,
    GAMES_PER_CONFIGURATION,
    HEURISTIC,
    SEARCHER,
    TABLES,
    Configuration,
    configurations,
    corpus_path,
    lineups,
    main,
    part_frame,
    part_path,
    play_configuration,
    read_part,
    replay_rows,
    shipped,
    strong_games,
)
from tabletop_lib.core.registry import game_info

TINY = next(
    Configuration(name, case(name, "CHEAPEST_CORPUS_TABLE"))
    for name in having("CHEAPEST_CORPUS_TABLE")
)
"""The cheapest configuration (its game's ``CHEAPEST_CORPUS_TABLE``): about a second a game."""
SHIPPED = list(configurations())
"""Every configuration: each table is shipped, so each is checked (a missing one fails)."""


@cache
def replayed(config: Configuration, index: int) -> pd.DataFrame:
    """``replay_rows(config, index)``, played once for this module: game 2 of the cheapest
    configuration (every seat searching, the dearest replay here) is compared both with a
    fresh run and with the shipped table. The tests only read the frame."""
    return replay_rows(config, index)


def test_every_configuration_is_shipped() -> None:
    missing = [c.key for c in configurations() if not corpus_path(c).exists()]
    assert not missing, f"corpus tables not shipped: {missing}"
    assert len(configurations()) == 12


def test_every_seat_holds_the_searcher_equally_often() -> None:
    for n in (2, 3, 4, 5):
        seats = lineups(n)
        assert len(seats) == 2 * n
        assert seats[0::2] == ((SEARCHER,) * n,) * n  # every other game: all strong
        mixed = seats[1::2]
        assert [lineup.index(SEARCHER) for lineup in mixed] == list(range(n))
        assert all(lineup.count(HEURISTIC) == n - 1 for lineup in mixed)


def test_the_base_configurations_are_the_usual_player_counts() -> None:
    for name in {c.game for c in configurations()}:
        base = [c.num_players for c in configurations(name) if c.variant == corpus.BASE]
        assert sorted(base) == list(game_info(name).player_counts), name


def test_the_same_seed_gives_the_same_rows_and_a_resumed_run_the_same(tmp_path: Path) -> None:
    """A run stopped after one game and a half and run again gives the shipped table's first
    three games (played from the same seed when the table was made), row for row."""
    first = play_configuration(TINY, 1, tmp_path / "b", progress=False)
    path = part_path(tmp_path / "b", TINY)
    path.write_text(path.read_text() + '{"index": 1, "rows": [', encoding="utf-8")
    assert sorted(read_part(path)) == [0] and len(first) == 1
    resumed = part_frame(TINY, play_configuration(TINY, 3, tmp_path / "b", progress=False))
    assert len(resumed) == 3 * 2 and list(resumed["game_index"].unique()) == [0, 1, 2]
    assert set(resumed["agent"]) == {"ismcts", "heuristic"}
    assert list(resumed.drop_duplicates("game_index")["table"]) == [TABLES[0], TABLES[1], TABLES[0]]
    assert len(path.read_text().splitlines()) == 3
    table = strong_games(TINY.game, TINY.num_players, TINY.variant)
    stored = table[table["game_index"] < 3].reset_index(drop=True)
    categories = [c for c in stored.columns if c.startswith("cat_")]
    assert resumed[list(COLUMNS)].astype(str).equals(stored[list(COLUMNS)].astype(str))
    assert resumed[categories].equals(stored[categories])
    pd.testing.assert_frame_equal(
        replayed(TINY, 2), resumed[resumed["game_index"] == 2].reset_index(drop=True)
    )
    other_seed = part_frame(
        TINY, play_configuration(TINY, 1, tmp_path / "c", seed=5, progress=False)
    )
    assert not other_seed["game_seed"].isin(resumed["game_seed"]).any()
    with pytest.raises(ValueError, match="seed 5"):
        play_configuration(TINY, 2, tmp_path / "c", progress=False)


def test_make_corpus_writes_the_table_and_the_data_card(tmp_path: Path) -> None:
    work, out = tmp_path / "work", tmp_path / "out"
    name, players = TINY.game, TINY.num_players
    args = ["--game", name, "--players", str(players), "--variant", corpus.BASE, "--games", "2"]
    assert main([*args, "--work-dir", str(work), "--out-dir", str(out)]) == 0
    first = Configuration(name, players)
    table = out / name / first.filename
    with gzip.open(table, "rt", encoding="utf-8") as f:
        header = f.readline().strip().split(",")
    assert header[: len(COLUMNS)] == list(COLUMNS)
    card = (out / name / corpus.CARD).read_text(encoding="utf-8")
    assert "shipped, 2 games" in card and "not yet: not started" in card
    assert "Time taken: 2 games" in card
    (out / name / corpus.CARD).unlink()
    assert (
        main(
            [
                "--card-only",
                "--game",
                name,
                "--games",
                "2",
                "--work-dir",
                str(work),
                "--out-dir",
                str(out),
            ]
        )
        == 0
    )
    assert (out / name / corpus.CARD).read_text(encoding="utf-8") == card
    assert [folder.name for folder in out.iterdir()] == [name]  # no other game's
    assert json.loads(part_path(work, first).read_text().splitlines()[0])["seed"] == corpus.SEED


@pytest.mark.parametrize("config", SHIPPED, ids=lambda c: c.key)
def test_a_shipped_table_has_its_schema_its_games_and_replays(config: Configuration) -> None:
    df = strong_games(config.game, config.num_players, config.variant)
    n = config.num_players
    assert list(df.columns[: len(COLUMNS)]) == list(COLUMNS)
    assert len(df) == GAMES_PER_CONFIGURATION * n
    assert sorted(df["game_index"].unique()) == list(range(GAMES_PER_CONFIGURATION))
    assert (
        df.groupby("game_index")["seat"].apply(list) == [list(range(n))] * GAMES_PER_CONFIGURATION
    ).all()
    assert df["winner"].dtype == bool and df.groupby("game_index")["winner"].any().all()
    assert set(df["options"]) == {config.variant} and set(df["num_players"]) == {n}
    categories = [c for c in df.columns if c.startswith("cat_")]
    assert all(df[c].dtype == "int64" for c in categories)
    assert (df[categories].sum(axis=1) == df["score"]).all()
    assert df.groupby("table")["game_index"].nunique().to_dict() == {
        TABLES[0]: GAMES_PER_CONFIGURATION // 2,
        TABLES[1]: GAMES_PER_CONFIGURATION // 2,
    }
    # A game with one searcher played again from its seed (a quick one), and for the cheapest
    # configuration a game where every seat searches too.
    for index in (1, 2) if config == TINY else (1,):
        stored = df[df["game_index"] == index].reset_index(drop=True)
        again = replayed(config, index)
        assert again[list(COLUMNS)].astype(str).equals(stored[list(COLUMNS)].astype(str))
        assert again[categories].equals(stored[categories])


def test_every_game_lists_its_shipped_tables() -> None:
    for game in games():
        assert shipped(game) == [c for c in SHIPPED if c.game == game]

"""``python -m tabletop_lib`` on Brian Boru: rules, play, simulate, and one-line errors."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
from cli_run import run_cli

import tabletop_lib
from tabletop_lib.__main__ import main
from tabletop_lib.analysis import read_parquet, simulate
from tabletop_lib.core.plain import engine_words
from tabletop_lib.core.rules import all_rules, rule_name, rule_sections


def test_rules_lists_plain_names_by_section_with_their_source() -> None:
    result = run_cli("rules", "brian_boru")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Cited from Brian Boru: High King of Ireland, rulebook (")
    assert not engine_words(result.stdout), engine_words(result.stdout)
    tabletop_lib.load_game("brian_boru")
    for title, members in rule_sections("BB."):
        at = lines.index(title)
        names = [line.split(" — ")[0].strip() for line in lines[at + 1 : at + 1 + len(members)]]
        assert names == [rule_name(r) for r in members]
    winner = next(line for line in lines if line.startswith(f"  {rule_name('BB.trick.winner')} — "))
    assert "p. " in winner  # where the rulebook says it
    assert sum(line.startswith("  ") for line in lines) == len(all_rules("BB."))


def test_rules_with_ids_starts_each_line_with_the_id() -> None:
    result = run_cli("rules", "brian_boru", "--ids")
    assert result.returncode == 0, result.stderr
    rows = [line.split() for line in result.stdout.splitlines() if line.startswith("  ")]
    assert rows and all(row[0].startswith("BB.") for row in rows)


def test_play_narrates_a_game() -> None:
    result = run_cli("play", "brian_boru", "--players", "4", "--seed", "1")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "[BB." not in out, "rule ids only with --rule-ids"
    assert " wins the trick" in out or " win the trick" in out
    assert "Final" in out
    headings = [line for line in out.splitlines() if line.startswith("== ")]
    assert headings[:2] == ["== Setup ==", "== Round 1 =="]
    assert headings[-3:] == ["== Round 4 ==", "== Final scoring ==", "== Final score breakdown =="]
    assert out.rstrip().splitlines()[-1].startswith("Winner")
    with_ids = run_cli("play", "brian_boru", "--players", "4", "--seed", "1", "--rule-ids")
    assert "[BB.trick.winner] " in with_ids.stdout


def test_simulate_writes_a_readable_parquet_file(tmp_path: Path) -> None:
    args = ["--players", "3", "--games", "20", "--workers", "2", "--seed", "5"]
    agents = ["--agents", "random", "greedy", "random"]
    result = run_cli("simulate", "brian_boru", *args, *agents, "--out", "tmp.parquet", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "win_rate" in result.stdout and "mean_score" in result.stdout
    assert "20/20" in result.stderr  # the progress bar goes to stderr
    written = read_parquet(tmp_path / "tmp.parquet")
    expected = simulate(
        "brian_boru", 3, ["random", "greedy", "random"], n_games=20, seed=5, progress=False
    )
    pd.testing.assert_frame_equal(written, expected)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["rules", "no_such_game"], "unknown game 'no_such_game'"),
        (["simulate", "brian_boru", "--players", "9"], "is for 3, 4, 5 players"),
        (["simulate", "brian_boru", "--agents", "wizard"], "the agents are: random, greedy"),
        (["play", "brian_boru", "--agents", "random", "random"], "need 1 or 3 agent kinds"),
        (["simulate", "brian_boru", "--games", "0"], "--games: 0 is outside 1..1,000,000"),
        (["simulate", "brian_boru", "--workers", "-1"], "--workers: -1 is outside 1..64"),
        (["simulate", "brian_boru", "--option", "colour=red"], "has no option colour"),
        (["simulate", "brian_boru", "--out", "no/such/dir/x.parquet"], "does not exist"),
        (["simulate", "brian_boru", "--games", "many"], "--games: 'many' is not a whole number"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_errors_are_one_line_and_exit_2(
    args: list[str],
    message: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err
    assert len(err.strip().splitlines()) == 1

"""A tutor game kept on disk: resumed after a (simulated) kernel restart, it is the same game at
the same moment with the same rules met; a broken file is refused with a DataError."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from registered import games, option_sets, table

from tabletop_lib.core.errors import DataError
from tabletop_lib.core.registry import game_info
from tabletop_lib.widgets import tutor_save
from tabletop_lib.widgets.tutor_model import TutorModel


def _play(model: TutorModel, decisions: int) -> None:
    """Drive the model as a learner would: read each moment, take the last option offered."""
    made = 0
    while made < decisions and not model.state.is_terminal():
        if model.pending is not None:
            model.proceed()
        elif model.is_learners_turn():
            model.choose(model.options()[-1].action)
            made += 1
        else:
            model.proceed()


def _same(a: TutorModel, b: TutorModel) -> None:
    assert b.state.to_json() == a.state.to_json()
    assert b.taught == a.taught
    assert b.learner_steps == a.learner_steps
    assert (b.pending is None) == (a.pending is None)
    if a.pending is not None and b.pending is not None:
        assert b.pending.title == a.pending.title
    assert b.is_learners_turn() == a.is_learners_turn()


@pytest.mark.parametrize(
    ("game", "players", "options"),
    [(name, min(game_info(name).player_counts), option_sets(name)[-1]) for name in games()],
)
def test_a_saved_game_resumes_after_a_restart(
    game: str, players: int, options: dict[str, object], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    monkeypatch.setenv(tutor_save.DIR_VAR, str(tmp_path))
    model = TutorModel(game, num_players=players, seat=1, seed=4, opponents="random", **options)
    _play(model, 6)
    path = tutor_save.save(model)
    assert path == tmp_path / f"{game}.json"
    # A restart: nothing of the old objects is used, only the file.
    resumed = tutor_save.load(tutor_save.save_path(game))
    _same(model, resumed)
    # The resumed game goes on (the opponents' agents start afresh, so their later choices may
    # differ from the ones the first session would have made).
    steps = resumed.match.step
    _play(resumed, 2)
    assert resumed.match.step > steps or resumed.state.is_terminal()


@pytest.mark.parametrize("name", games())
def test_a_save_is_written_whole_and_names_no_temporary_file(name: str, tmp_path: Path) -> None:
    model = TutorModel(name, num_players=table(name), seed=1, opponents="random")
    _play(model, 2)
    target = tutor_save.save(model, tmp_path / "game.json")
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
    assert json.loads(target.read_text())["actions"] == [
        str(a) for a in model.match.actions[: model.match.step]
    ]


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: "not json{", "<document>"),
        (lambda d: json.dumps({**d, "format": "something else"}), "format"),
        (lambda d: json.dumps({**d, "version": 99}), "version"),
        (lambda d: json.dumps({**d, "seed": "4"}), "seed"),
        (lambda d: json.dumps({**d, "seat": True}), "seat"),
        (lambda d: json.dumps({**d, "actions": [1, 2]}), "actions"),
        (lambda d: json.dumps({**d, "actions": ["no such move"]}), "actions"),
        (lambda d: json.dumps({**d, "game": "chess"}), "actions"),
        (lambda d: json.dumps({**d, "seat": 7}), "actions"),
    ],
)
@pytest.mark.parametrize("name", games())
def test_a_broken_save_is_refused_naming_the_field(
    name: str, change, field: str, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    model = TutorModel(name, num_players=table(name), seed=1, opponents="random")
    _play(model, 1)
    doc = json.loads(tutor_save.dumps(model))
    path = tmp_path / "broken.json"
    path.write_text(change(doc), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        tutor_save.load(path)
    assert caught.value.field == field and str(path) in str(caught.value)

"""Match: undo, redo, jump, save and load."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from registered import games, largest_setting, table

from tabletop_lib import DataError, IllegalActionError, Match, TabletopError, load_game
from tabletop_lib.core.game import Game


@pytest.fixture(scope="module", params=games())
def game(request: pytest.FixtureRequest) -> Game[Any, Any]:
    """Each registered game at four players (or the count nearest it)."""
    return load_game(request.param, num_players=table(request.param, 4))


def _first_legal(match: Match) -> Any:
    return match.state.legal_actions()[0]


@pytest.fixture
def match(game: Game[Any, Any]) -> Match:
    """A match five actions in."""
    m = Match(game, seed=21)
    for _ in range(5):
        m.apply(_first_legal(m))
    return m


def test_a_new_match_is_at_its_initial_state(game: Game[Any, Any]) -> None:
    m = Match(game, seed=21)
    assert (m.step, m.num_steps, m.actions) == (0, 0, [])
    assert m.state.to_json() == game.new_initial_state(21).to_json()
    assert not m.can_undo()
    assert not m.can_redo()


def test_apply_moves_forward_and_records(game: Game[Any, Any], match: Match) -> None:
    assert (match.step, match.num_steps) == (5, 5)
    assert match.state.history() == match.actions
    assert match.state.to_json() == game.replay(21, match.actions).to_json()


def test_undo_redo_and_jump(game: Game[Any, Any], match: Match) -> None:
    texts = [match.jump(k).to_json() for k in range(6)]
    assert texts[0] == game.new_initial_state(21).to_json()
    assert len(set(texts)) == 6
    match.jump(5)
    assert match.undo().to_json() == texts[4]
    assert match.undo().to_json() == texts[3]
    assert (match.step, match.num_steps) == (3, 5)
    assert match.can_redo()
    assert match.redo().to_json() == texts[4]
    assert match.jump(1).to_json() == texts[1]
    assert match.jump(5).to_json() == texts[5]
    assert not match.can_redo()


def test_a_new_apply_drops_the_redo_line(match: Match) -> None:
    match.jump(2)
    kept = match.actions[:2]
    legal = match.state.legal_actions()
    other = legal[-1] if legal[-1] != match.actions[2] else legal[0]
    assert other != match.actions[2]
    match.apply(other)
    assert (match.step, match.num_steps) == (3, 3)
    assert match.actions == [*kept, other]
    assert not match.can_redo()


def test_earlier_states_are_not_altered_by_later_play(match: Match) -> None:
    before = [match.jump(k).to_json() for k in range(match.num_steps + 1)]
    match.jump(match.num_steps)
    for _ in range(5):
        match.apply(_first_legal(match))
    assert [match.jump(k).to_json() for k in range(len(before))] == before


def test_apply_accepts_the_action_text(match: Match) -> None:
    action = _first_legal(match)
    state = match.apply(str(action))
    assert match.actions[-1] == action
    assert state is match.state


def test_an_illegal_apply_changes_nothing(match: Match) -> None:
    """An action legal earlier in the match, refused now, changes nothing."""
    candidates = [a for s in match._states for a in s.legal_actions()]
    illegal = next(a for a in candidates if not match.state.check_action(a).legal)
    before = (match.step, match.num_steps, match.actions, match.state.to_json())
    with pytest.raises(IllegalActionError):
        match.apply(str(illegal))
    assert (match.step, match.num_steps, match.actions, match.state.to_json()) == before


def test_moving_past_either_end_raises(game: Game[Any, Any], match: Match) -> None:
    start = Match(game, seed=1)
    with pytest.raises(IndexError, match="nothing to undo"):
        start.undo()
    with pytest.raises(IndexError, match="nothing to redo"):
        match.redo()
    for step in (-1, match.num_steps + 1):
        with pytest.raises(IndexError):
            match.jump(step)
    assert match.step == 5


def test_save_and_load(match: Match, tmp_path: Path) -> None:
    path = tmp_path / "game.match"
    match.save(path)
    loaded = Match.load(path)
    assert loaded.game.name == match.game.name
    assert loaded.game.num_players == match.game.num_players
    assert loaded.seed == match.seed
    assert loaded.actions == match.actions
    assert loaded.step == match.num_steps
    assert loaded.state.to_json() == match.state.to_json()


@pytest.mark.parametrize("name", [name for name in games() if largest_setting(name)])
def test_save_and_load_keep_the_options(name: str, tmp_path: Path) -> None:
    options = largest_setting(name)
    game = load_game(name, num_players=table(name), **options)
    m = Match(game, seed=4)
    m.apply(m.state.legal_actions()[0])
    path = tmp_path / "options.match"
    m.save(path)
    loaded = Match.load(path)
    assert dict(loaded.game.options) == dict(game.options)
    assert loaded.state.to_json() == m.state.to_json()


def test_from_actions_equals_applying_them(game: Game[Any, Any], match: Match) -> None:
    rebuilt = Match.from_actions(game, 21, [str(a) for a in match.actions])
    assert rebuilt.state.to_json() == match.state.to_json()


def test_from_states_is_the_match_its_actions_replay(game: Game[Any, Any], match: Match) -> None:
    """A match of states already played (a rule's example) is the one ``from_actions`` replays:
    the same steps, states, redo line and file."""
    state = game.new_initial_state(21)
    states = [state]
    for action in match.actions:
        state = state.child(action)
        states.append(state)
    built = Match.from_states(game, 21, match.actions, states)
    rebuilt = Match.from_actions(game, 21, match.actions)
    assert (built.step, built.num_steps, built.built) == (5, 5, False)
    assert built.dumps() == rebuilt.dumps()
    assert [built.jump(i).to_json() for i in range(6)] == [
        rebuilt.jump(i).to_json() for i in range(6)
    ]
    with pytest.raises(ValueError, match="5 actions need 6 states"):
        Match.from_states(game, 21, match.actions, states[:-1])


def test_loading_a_broken_match(game: Game[Any, Any]) -> None:
    with pytest.raises(DataError, match="empty"):
        Match.loads("", source="m.match")
    with pytest.raises(DataError, match="<header>"):
        Match.loads('{"num_players": 4}\n', source="m.match")
    with pytest.raises(DataError, match="<header>"):
        Match.loads("[1, 2]\n", source="m.match")
    header = json.dumps({"game": game.name, "num_players": game.num_players, "seed": 3}) + "\n"
    with pytest.raises(DataError, match="line 2") as caught:
        Match.loads(header + '"no such action 3"\n', source="m.match")
    assert "m.match" in str(caught.value)
    with pytest.raises(DataError, match="line 2"):
        Match.loads(header + "not json\n", source="m.match")
    misspelt = game.name[1] + game.name[0] + game.name[2:]
    with pytest.raises(TabletopError, match=game.name):  # the error lists the games
        Match.loads(f'{{"game": "{misspelt}", "num_players": 4}}\n', source="m.match")


def test_loading_a_match_names_its_first_illegal_step(game: Game[Any, Any], match: Match) -> None:
    """A saved match whose actions the rules refuse names the line, the step and the action."""
    lines = match.dumps().splitlines()
    state = game.new_initial_state(match.seed)
    for text in lines[1:4]:
        state.apply_action(game.parse_action(json.loads(text)))
    candidates = [a for s in match._states for a in s.legal_actions()]
    illegal = next(a for a in candidates if not state.check_action(a).legal)
    broken = "\n".join([*lines[:4], json.dumps(str(illegal)), *lines[4:]]) + "\n"
    with pytest.raises(DataError) as caught:
        Match.loads(broken, source="m.match")
    assert caught.value.field == "line 5"
    assert f"step 4, {str(illegal)!r}, is not a legal action" in caught.value.problem

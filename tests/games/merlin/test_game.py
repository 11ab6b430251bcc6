"""The engine contract for Merlin: registration, whole games, saving, observations, parsing."""

from __future__ import annotations

import json
import random

import pytest

import tabletop_lib
from tabletop_lib.core.errors import ConfigError
from tabletop_lib.games.merlin import MerlinGame

from .scenarios import act, bare_table, give, new_state, start_turn


def test_registered_for_two_to_four_players() -> None:
    info = tabletop_lib.core.game_info("merlin")
    assert info.player_counts == (2, 3, 4)
    assert "modules" in info.options
    game = tabletop_lib.load_game("merlin", num_players=3)
    assert isinstance(game, MerlinGame) and game.num_players == 3
    assert tabletop_lib.load_game("merlin", num_players=2, modules=[]).options["modules"] == []
    with pytest.raises(ConfigError):
        tabletop_lib.load_game("merlin", num_players=5)
    with pytest.raises(ConfigError, match="unknown Merlin module"):
        tabletop_lib.load_game("merlin", num_players=2, modules=["dragons"])


@pytest.mark.parametrize("n", [2, 3, 4])
def test_whole_games_play_to_the_end(n: int) -> None:
    game = MerlinGame(n)
    for seed in range(3):
        s = game.new_initial_state(seed)
        chooser = random.Random(seed)
        steps = 0
        while not s.is_terminal():
            s.apply_action(chooser.choice(s.legal_actions()))
            steps += 1
            assert steps < 3000
        assert s.round == 6
        assert s.winners()
        totals = [0] * n
        for row in s.score_breakdown():
            totals[row["player"]] += row["points"]  # type: ignore[index,operator]
        assert totals == s.scores()
        # Every event names a registered rule.
        for event in s.events():
            tabletop_lib.rule(event.rule)


def test_json_round_trip_and_replay() -> None:
    game = MerlinGame(3)
    s = game.new_initial_state(9)
    chooser = random.Random(9)
    for _ in range(150):
        s.apply_action(chooser.choice(s.legal_actions()))
    text = s.to_json()
    restored = game.state_from_json(text)
    assert restored.to_json() == text
    assert restored.legal_actions() == s.legal_actions()
    again = game.replay(9, [str(a) for a in s.history()])
    assert again.to_json() == text


def test_clone_is_independent() -> None:
    s = new_state(4, seed=2)
    copy = s.clone()
    before = copy.to_json()
    s.apply_action(s.legal_actions()[0])
    assert copy.to_json() == before
    assert s.to_json() != before


def test_observation_hides_other_hands_and_the_decks() -> None:
    """What is hidden: other players' mission hands and the order of both decks."""
    s = new_state(4, seed=5)
    for p in range(4):
        view = s.observation(p)
        json.dumps(view)
        assert view["hand"] == [s.game.data.missions[c].id for c in s.hands[p]]
        assert all(info["hand_size"] == 4 for info in view["players"])
        text = json.dumps(view)
        for q in range(4):
            if q != p:
                hidden = {s.game.data.missions[c].id for c in s.hands[q]}
                shown = {s.game.data.missions[c].id for c in s.display}
                assert not any(f'"{cid}"' in text for cid in hidden - shown - set(view["hand"]))
        assert "mission_deck" not in view and "traitor_deck" not in view
        # Traitors, dice and goods are public.
        assert view["players"][p]["traitors"]
    full = s.full_view()
    assert len(full["mission_deck"]) == len(s.mission_deck)


def test_observation_does_not_depend_on_hidden_things() -> None:
    s = new_state(4, seed=6)
    other = s.clone()
    other.hands[1], other.mission_deck[:4] = other.mission_deck[:4], other.hands[1]
    other.mission_deck.reverse()
    other.traitor_deck.reverse()
    assert other.observation(0) == s.observation(0)
    assert other.observation(1) != s.observation(1)


def test_parse_action_checks_names() -> None:
    game = MerlinGame(4)
    for text in (
        "die knight 4",
        "take shield black",
        "build r3c5",
        "draw-mission deck",
        "flag-other 12",
    ):
        assert str(game.parse_action(text)) == text
    for bad in (
        "die arthur 3",
        "die knight 7",
        "take gold black",
        "take shield pink",
        "build r4c0",
        "complete-mission X99",
        "relocate up",
        "dance",
    ):
        with pytest.raises(ValueError):
            game.parse_action(bad)
    assert MerlinGame(2).tables.build_on[-1].tile == "r2c5"


def test_explain_cites_the_rule() -> None:
    s = bare_table(new_state(4))
    give(s, 0, "shield", "blue")
    start_turn(s, 0, (1, 2, 3, 4))
    why = tabletop_lib.explain(s, "die knight 6")
    assert not why.legal and why.rule == "ME.turn.choose-die" and "p. 6" in why.citation
    ok = tabletop_lib.explain(s, "die knight 2")
    assert ok.legal


def test_progress_grows_and_summary_reads() -> None:
    s = new_state(2, seed=1)
    last = s.progress()
    chooser = random.Random(1)
    for _ in range(120):
        act(s, str(chooser.choice(s.legal_actions())))
        now = s.progress()
        assert all(now[k] >= last[k] for k in now)
        last = now
    assert "Merlin, 2 players" in str(s)
    assert "MerlinState" in repr(s)

"""The engine contract for Paladins: loading, options, data checks, actions as text, JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tabletop_lib
from tabletop_lib.core.errors import ConfigError, DataError
from tabletop_lib.games.paladins.actions import AssignWorkers, parse_action
from tabletop_lib.games.paladins.data import load_data
from tabletop_lib.games.paladins.game import assignments
from tabletop_lib.games.paladins.params import OPTION_HELP, make_params

from .scenarios import C, act, controlled, give, legal, new_state, play_random_until


def test_registered_for_two_to_four_players() -> None:
    assert "paladins" in tabletop_lib.list_games()
    info = tabletop_lib.core.game_info("paladins")
    assert info.player_counts == (2, 3, 4)
    with pytest.raises(ConfigError):
        tabletop_lib.load_game("paladins", num_players=1)
    with pytest.raises(ConfigError):
        tabletop_lib.load_game("paladins", num_players=5)


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("inquisition_trigger", "sometimes"),
        ("unused_workers", True),
        ("inquisition_minimum", 0),
        ("pay_debt_silver", -1),
        ("order_points", [1, 2]),
        ("exclusive_spaces", "yes"),
        ("tie_break", "coin"),
    ],
)
def test_bad_options_are_refused(option: str, value: object) -> None:
    with pytest.raises(ConfigError):
        tabletop_lib.load_game("paladins", num_players=2, **{option: value})


def test_every_option_is_documented_and_defaults_are_kept() -> None:
    params = make_params(3)
    for name in OPTION_HELP:
        assert hasattr(params, name)
    game = tabletop_lib.load_game("paladins", num_players=3, order_points=(1, 2, 3))
    assert game.order_points == (1, 2, 3)  # type: ignore[attr-defined]
    assert json.loads(json.dumps(dict(game.options))) == {"order_points": [1, 2, 3]}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_end_after_seven_rounds(n: int) -> None:
    for seed in range(3):
        s = play_random_until(new_state(n, seed), lambda st: st.is_terminal(), agent_seed=seed)
        assert s.round == 7 and s.is_terminal() and s.winners()


def test_data_is_marked_unverified_with_provenance() -> None:
    data = load_data()
    assert not data.verified
    assert all(p for p in data.provenance)
    assert any("townsfolk" in line for line in data.unverified)
    assert len(data.paladins) == 12 and len(data.townsfolk) == 32
    assert len(data.outsiders) == 36 and len(data.taverns) == 24 and len(data.walls) == 24
    assert len(data.orders) == 6 and len(data.favours) == 10
    assert sum(len(s) for s in data.slots) == 28, "the 28 worker slots"


def test_a_corrected_data_file_can_be_loaded(tmp_path: Path) -> None:
    src = Path(load_data().sources[2])
    doc = json.loads(src.read_text(encoding="utf-8"))
    doc["tax_supply"]["by_players"]["2"] = 7
    path = tmp_path / "main_board.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    game = tabletop_lib.load_game("paladins", num_players=2, main_board_path=str(path))
    assert game.new_initial_state(0).tax == 7


def test_a_broken_data_file_names_the_field(tmp_path: Path) -> None:
    src = Path(load_data().sources[0])
    doc = json.loads(src.read_text(encoding="utf-8"))
    doc["townsfolk"]["cards"][0]["discard"] = ["teleport:1"]
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(DataError, match=r"townsfolk\.cards"):
        tabletop_lib.load_game("paladins", num_players=2, cards_path=str(path))
    doc = json.loads(src.read_text(encoding="utf-8"))
    doc["townsfolk"]["cards"][28]["ability"]["effects"] = ["tax:1"]  # a Squire
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(DataError, match="Inquisition triggers"):
        tabletop_lib.load_game("paladins", num_players=2, cards_path=str(path))


def test_actions_parse_back() -> None:
    for text in [
        "act hunt-2",
        "workers labourer+scout+criminal",
        "hire 0 debt",
        "dismiss 3",
        "monk r3-2",
        "jar j4",
        "favour 2",
        "pass",
        "pay-debt",
        "raise faith",
        "option 1",
        "tavern 4",
        "keep roland",
        "top oliver",
        "clear hunt",
        "workshop attack",
        "attack 5",
        "convert 0",
        "outpost r1-1",
    ]:
        assert str(parse_action(text)) == text
    assert parse_action("workers scout+labourer") == AssignWorkers((0, 1))
    for bad in ["fly", "act", "act nothing", "hire x", "tavern one", "workers gnome", "pass 3"]:
        with pytest.raises(ValueError):
            parse_action(bad)
    game = tabletop_lib.load_game("paladins", num_players=2)
    with pytest.raises(ValueError):
        game.parse_action("monk nowhere")


def test_assignments_are_distinct_and_canonical() -> None:
    counts = (1, 1, 1, 1, 1, 2)
    found = assignments((2, 6, 3), counts)  # merchant, any, fighter
    assert len(found) == len(set(found))
    criminals = [m.count(C.CRIMINAL) for m in found]
    assert criminals == sorted(criminals), "fewest criminals first"
    assert all(list(m) == sorted(m) for m in found)


def test_explain_names_rule_and_citation() -> None:
    s = controlled()
    give(s, workers={"labourer": 2})
    why = tabletop_lib.explain(s, "act hunt-2")
    assert not why.legal and why.rule == "PA.workers.coloured-slot" and why.citation
    ok = tabletop_lib.explain(s, "act hunt-1")
    assert ok.legal


def test_json_round_trip_mid_game() -> None:
    s = play_random_until(new_state(3, seed=4), lambda st: st.round == 4)
    game = s.game
    again = game.state_from_json(s.to_json())
    assert again.to_json() == s.to_json()
    assert legal(again) == legal(s)
    with pytest.raises(DataError):
        game.state_from_json(json.dumps({**json.loads(s.to_json()), "silver": "x"}))


def test_clone_is_independent() -> None:
    s = controlled()
    copy = s.clone()
    give(s, workers={"labourer": 1})
    act(s, "act conspire")
    assert copy.to_json() != s.to_json()
    assert copy.workers[copy.current * 6] == 0


@pytest.mark.parametrize(
    "options",
    [{}, {"attack_rounding": "down", "discard_pays_slot_cost": False, "exclusive_spaces": False}],
    ids=["defaults", "other"],
)
def test_fast_choices_agree_with_their_explanations(options: dict[str, object]) -> None:
    """``open_choices`` (unrolled, for speed) = ``can_choose`` = no ``choice_problem``."""
    from tabletop_lib.core.agents import RandomAgent
    from tabletop_lib.games.paladins import choices

    checked = 0
    for n in (2, 3, 4):
        for seed in range(3):
            s = new_state(n, seed, **options)
            agent = RandomAgent(seed)
            while not s.is_terminal():
                p = s.current
                if s.stage == C.ACTION and s.worker_count(p):
                    feasible = s.game.feasible(s.game.pack(s.workers, p * 6))
                    fast = choices.open_choices(s, p, feasible)
                    slow = [c for c in range(15) if choices.can_choose(s, p, c, feasible)]
                    explained = [c for c in range(15) if choices.choice_problem(s, p, c) is None]
                    assert fast == slow == explained, (n, seed, s.step())
                    checked += 1
                s.apply_action(agent.choose(s))
    assert checked > 100

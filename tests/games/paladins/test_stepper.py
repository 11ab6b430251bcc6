"""The stepper on Paladins, driven from Python: plain words, clicks, milestones."""

from __future__ import annotations

from typing import Any

import tabletop_lib
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.games.paladins.actions import HireTownsfolk
from tabletop_lib.widgets import GameStepper


def stepper(seed: int = 1, players: int = 2) -> GameStepper:
    return GameStepper(tabletop_lib.load_game("paladins", num_players=players), seed=seed)


class Points:
    def __init__(self, index: int) -> None:
        self.point_inds = [index]


def click(s: GameStepper, key: str) -> None:
    trace = next(t for t in s.figure_widget.data if key in list(t.customdata or ()))
    s._on_click(trace, Points(list(trace.customdata).index(key)), None)


def test_every_action_kind_reads_in_plain_words() -> None:
    state = tabletop_lib.load_game("paladins", num_players=3).new_initial_state(seed=5)
    agent = RandomAgent(2)
    seen: dict[str, str] = {}
    for _ in range(1500):
        if state.is_terminal():
            break
        for action in state.legal_actions():
            text = state.describe_action(action)
            assert str(action) not in text and text[0].isupper(), (str(action), text)
            seen.setdefault(type(action).__name__, text)
            if isinstance(action, HireTownsfolk):
                assert "from slot" in text and (
                    "silver" in text or "Debt" in text or "free" in text
                ), text
        state.apply_action(agent.choose(state))
    assert len(seen) >= 14, sorted(seen)


def test_milestones_fit_the_game() -> None:
    s = stepper()
    assert list(s.milestone_buttons) == ["turn", "round", "phase", "game"]
    for expected in (1, 2):
        s.milestone_buttons["round"].click()
        assert s.state.progress()["round"] == expected


def test_to_end_of_turn_stops_when_the_next_turn_begins() -> None:
    s = stepper(seed=3)
    s.milestone_buttons["round"].click()
    while s.state.phase() != "actions: choose an action":
        s.play_agents(1)
    for _ in range(6):
        before = s.state.progress()["turn"]
        s.milestone_buttons["turn"].click()
        assert s.state.progress()["turn"] == before + 1
        assert s.state.phase() in ("actions: choose an action", "paladins: keep a Paladin")


def test_clicking_a_space_or_card_narrows_the_actions() -> None:
    s = stepper(seed=1)
    while s.state.phase() != "actions: choose an action":
        s.play_agents(1)
    legal = s.state.legal_actions()
    click(s, "action:hunt")
    assert s.target == "action:hunt"
    assert [a for _, a in s.actions.options]
    assert all(str(a).startswith("act hunt") for _, a in s.actions.options)
    assert len(s.actions.options) < len(legal)
    chosen = s.actions.value
    s.apply_selected()
    assert s.target is None and s.state.history()[-1] == chosen
    click(s, "townsfolk:0")
    assert s.target is None and "No legal action points at townsfolk:0" in s.message.value


def test_a_step_sends_only_some_traces() -> None:
    s = stepper(seed=2)
    before: list[dict[str, Any]] = list(s._traces)
    s.play_agents(1)
    after = s._traces
    assert len(after) == len(before)
    changed = [i for i, t in enumerate(after) if t != before[i]]
    assert 0 < len(changed) < len(after)
    for shown, sent in zip(s.figure_widget.data, after, strict=True):
        for key in ("x", "y", "hovertext", "customdata"):
            if key in sent:
                assert list(getattr(shown, key)) == list(sent[key]), (sent["name"], key)

"""Paladins' board is drawn the same since its marker traces were split into groups.

The stepper resends the whole of every trace in which something changed, so the figure's cards
and pieces were split into groups that change apart (see ``MARKER_GROUPS``). The drawing must
not change: over a seeded game, the groups joined in drawing order are, key for key and point
for point, the single "cards" and "pieces" traces that one merge of every marker trace gives,
the labels and the layout are the same, and most steps change only some of the groups.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import tabletop_lib
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.games.paladins.viz.figure import (
    CARDS,
    MARKER_GROUPS,
    PIECES,
    STATIC_LABELS,
    board_data,
    board_traces,
)
from tabletop_lib.games.paladins.viz.parts import join_traces, merge_labels, merge_markers

STEPS = 120


def _states() -> list[Any]:
    state = tabletop_lib.load_game("paladins", num_players=3).new_initial_state(seed=5)
    agent, out = RandomAgent(5), [state.clone()]
    for _ in range(STEPS):
        if state.is_terminal():
            break
        state.apply_action(agent.choose(state))
        out.append(state.clone())
    return out


@pytest.fixture(scope="module")
def states() -> list[Any]:
    return _states()


def _one_merge(state: Any, viewer: int | None) -> list[dict[str, Any]]:
    """The figure's traces as the board drew them before the split: every card in one trace,
    every piece in another, then the labels."""
    moving = [t for t in board_traces(state, viewer) if t["name"] not in STATIC_LABELS]
    merged = merge_markers(merge_markers(moving, CARDS, "cards"), PIECES, "pieces")
    return merge_labels(merged)


def _joined(traces: list[dict[str, Any]], kinds: frozenset[str], name: str) -> dict[str, Any]:
    groups = [n for n, members in MARKER_GROUPS if members <= kinds]
    return join_traces([t for t in traces if t["name"] in groups], name)


@pytest.mark.parametrize("viewer", [None, 1])
def test_the_groups_joined_are_the_board_drawn_before(states: list[Any], viewer: Any) -> None:
    for state in states[::4]:
        before = _one_merge(state, viewer)
        traces, _ = board_data(state, viewer)
        names = [t["name"] for t in traces]
        assert names == [n for n, _ in MARKER_GROUPS] + ["labels"]
        assert _joined(traces, CARDS, "cards") == before[0]
        assert _joined(traces, PIECES, "pieces") == before[1]
        assert traces[-1] == before[2]


def test_every_marker_trace_is_in_one_group() -> None:
    members = [m for _, group in MARKER_GROUPS for m in group]
    assert len(members) == len(set(members))
    assert set(members) == CARDS | PIECES


def test_a_step_resends_less_than_the_whole_board(states: list[Any]) -> None:
    """Over the game, the traces that changed from one step to the next weigh much less than
    the figure's traces (what the stepper sent with cards and pieces in one trace each)."""
    sent = whole = 0
    previous, _ = board_data(states[0])
    for state in states[1:]:
        traces, _ = board_data(state)
        whole += sum(len(json.dumps(t)) for t in traces)
        sent += sum(len(json.dumps(t)) for t, p in zip(traces, previous, strict=True) if t != p)
        previous = traces
    assert sent < 0.7 * whole

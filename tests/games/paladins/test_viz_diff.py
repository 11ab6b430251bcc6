"""Paladins' 'what changed' figure, checked by its data."""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go
import pytest

import tabletop_lib
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.games.paladins.describe import space_words
from tabletop_lib.games.paladins.viz.parts import PLAYER_COLOURS
from tabletop_lib.viz import diff_for


def trace(figure: Any, name: str) -> Any:
    return next(t for t in figure.data if t.name == name)


@pytest.fixture(scope="module")
def pair() -> tuple[Any, Any]:
    state = tabletop_lib.load_game("paladins", num_players=3).new_initial_state(seed=1)
    agent = RandomAgent(3)
    for _ in range(60):
        state.apply_action(agent.choose(state))
    after = state.clone()
    while len(after.full_view()["main_board"]) <= len(state.full_view()["main_board"]):
        after.apply_action(agent.choose(after))
    return state, after


def test_nothing_changed_between_a_state_and_itself(pair: tuple[Any, Any]) -> None:
    before, _ = pair
    figure = diff_for(before, before.clone())
    assert list(trace(figure, "changes").x) == []
    rows = trace(figure, "player changes").cells.values[0]
    assert list(rows) == ["Score"]


def test_the_pieces_placed_are_ringed_in_their_colour(pair: tuple[Any, Any]) -> None:
    before, after = pair
    figure = diff_for(before, after)
    go.Figure(figure.to_dict())
    ring = trace(figure, "changes")
    new = {
        k: v
        for k, v in after.full_view()["main_board"].items()
        if k not in before.full_view()["main_board"]
    }
    placed = [h for h in ring.hovertext if " on " in h and "put a" in h]
    assert len(placed) == len(new) >= 1
    for space, piece in new.items():
        data = after.game.data
        on = space_words(data, after.game.space_index[space])
        assert any(h.endswith(f"on {on}") for h in placed) and on.startswith("space ")
        assert PLAYER_COLOURS[int(piece["player"])] in ring.marker.color


def test_player_changes_are_before_and_after(pair: tuple[Any, Any]) -> None:
    before, after = pair
    table = trace(diff_for(before, after), "player changes")
    labels = list(table.cells.values[0])
    a, b = before.full_view()["players"], after.full_view()["players"]
    for p in range(3):
        cell = table.cells.values[1 + p][labels.index("Score")]
        old, new = before.scores()[p], after.scores()[p]
        assert cell == (str(new) if old == new else f"{old} → {new} ({new - old:+d})")
        if a[p]["silver"] != b[p]["silver"]:
            row = table.cells.values[1 + p][labels.index("Silver")]
            assert row.startswith(f"{a[p]['silver']} → {b[p]['silver']}")


def test_the_narration_is_in_plain_words_and_hidden_from_a_seat(pair: tuple[Any, Any]) -> None:
    before, after = pair
    told = list(trace(diff_for(before, after), "narration").cells.values[0])
    assert any(line.startswith(("Red ", "Blue ", "Green ", "Purple ")) for line in told)
    assert not any(str(a) in told for a in after.history()[len(before.history()) :])
    hidden = list(trace(diff_for(before, after, viewer=1), "narration").cells.values[0])
    assert all("Keep" not in line for line in hidden)


def test_the_faded_board_s_fixed_labels_and_boxes_are_one_backdrop(pair: tuple[Any, Any]) -> None:
    """The map keeps every faded trace of the main board but its fixed labels, unchanged and
    in order; the labels (faded as they were) and the section boxes are one image, the same
    image for every pair of states of the game."""
    import base64
    import html

    from tabletop_lib.games.paladins.viz.board import MAIN_SHAPES, main_board_traces
    from tabletop_lib.games.paladins.viz.figure import STATIC_LABELS
    from tabletop_lib.games.paladins.viz.parts import view_of

    before, after = pair
    figure = diff_for(before, after)
    fixed = [
        t for t in main_board_traces(after, view_of(after, None), []) if t["name"] in STATIC_LABELS
    ]
    names = [t.name for t in figure.data if t.type == "scatter"]
    assert fixed and not set(names) & STATIC_LABELS and "board spaces" in names
    (image,) = figure.layout.images
    assert not figure.layout.shapes
    svg = base64.b64decode(image.source.split(",", 1)[1]).decode("utf-8")
    assert svg.count("<rect") == len(MAIN_SHAPES)
    assert svg.count("<g opacity='0.45'>") == len(fixed)
    for t in fixed:
        assert all(
            html.escape(part) in svg
            for text in t["text"]
            for part in text.split("<br>")
            if "<b>" not in part
        )
    assert diff_for(before, before.clone()).layout.images[0].source == image.source

"""``diff_data_for``: a diff figure's traces and layout as plain dicts, without the figure."""

from __future__ import annotations

import pytest
from registered import games, table

import tabletop_lib
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.viz import diff_data_for, diff_for
from tabletop_lib.viz.common import fast_figure


@pytest.mark.parametrize("name", games())
def test_the_dicts_are_the_diff_figure_s(name: str) -> None:
    """The dicts build the very figure ``diff_for`` draws, for a seat's view and for all."""
    state = tabletop_lib.load_game(name, num_players=table(name)).new_initial_state(seed=5)
    agent = RandomAgent(2)
    for _ in range(20):
        state.apply_action(agent.choose(state))
    after = state.clone()
    for _ in range(6):
        after.apply_action(agent.choose(after))
    for viewer in (None, 0):
        traces, layout = diff_data_for(state, after, viewer=viewer)
        assert traces and all(isinstance(t, dict) for t in traces)
        figure = diff_for(state, after, viewer=viewer)
        assert fast_figure(traces, layout).to_dict() == figure.to_dict()


@pytest.mark.parametrize("name", games())
def test_a_game_without_diff_data_is_read_from_its_figure(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A diff function whose module offers no ``diff_data`` (this test module) is drawn and
    its figure's dicts read back."""
    import tabletop_lib.viz as viz

    state = tabletop_lib.load_game(name, num_players=table(name, 2)).new_initial_state(seed=1)
    expected = diff_data_for(state, state.clone())

    def drawn(*args: object, **kwargs: object) -> object:
        return fast_figure(*expected)

    monkeypatch.setitem(viz._DIFFS, name, drawn)
    traces, layout = diff_data_for(state, state.clone())
    assert [t["name"] for t in traces] == [t["name"] for t in expected[0]]
    assert layout["width"] == expected[1]["width"]

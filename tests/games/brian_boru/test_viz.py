"""The Brian Boru figures, checked by their data (traces, hover text, tables), not pixels."""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

import plotly.graph_objects as go
import plotly.io as pio
import pytest

import tabletop_lib
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.games.brian_boru import BrianBoruState
from tabletop_lib.games.brian_boru.constants import PLAYER_NAMES
from tabletop_lib.games.brian_boru.viz.figure import (
    PLAYER_COLOURS,
    UNVERIFIED_NOTICE,
    board_figure,
    diff_figure,
)
from tabletop_lib.games.brian_boru.viz.map import TOWN_MARKER_COLOURS
from tabletop_lib.games.brian_boru.viz.panels import card_text, count_text
from tabletop_lib.viz import diff_for, figure_for

SEED = 11
PLAYERS = 4


def _game() -> Any:
    return tabletop_lib.load_game("brian_boru", num_players=PLAYERS)


@pytest.fixture(scope="module")
def final() -> BrianBoruState:
    state = tabletop_lib.play(_game(), seed=SEED)
    assert isinstance(state, BrianBoruState)
    return state


def _play_until(state: BrianBoruState, done: Any, seed: int = SEED) -> BrianBoruState:
    agent = RandomAgent(seed)
    while not done(state):
        assert not state.is_terminal(), "the game ended before the wanted position"
        state.apply_action(agent.choose(state))
    return state


@pytest.fixture(scope="module")
def mid() -> BrianBoruState:
    """A trick in round 2: towns owned, a town marked active, every player holding cards."""
    state = _game().new_initial_state(SEED)
    return _play_until(
        state,
        lambda s: (
            s.round >= 2
            and s.phase() == "tricks"
            and s.active_town >= 0
            and all(len(h) >= 2 for h in s.hands)
        ),
    )


def trace(figure: go.Figure, name: str) -> Any:
    matches = [t for t in figure.data if t.name == name]
    assert len(matches) == 1, f"expected one trace named {name!r}"
    return matches[0]


def annotations(figure: go.Figure) -> list[str]:
    return [a.text for a in figure.layout.annotations]


def hand_cells(figure: go.Figure) -> list[list[str]]:
    """The hands table as rows: player, hand, pack."""
    columns = trace(figure, "hands").cells.values
    return [list(row) for row in zip(*columns, strict=True)]


def mentions_card(text: str, state: BrianBoruState, card: int) -> bool:
    """Whether ``text`` names the card ("7 red"), not only a longer number ("17 red")."""
    return re.search(rf"(?<![0-9]){re.escape(card_text(state.game.cards, card))}", text) is not None


# -- the map ---------------------------------------------------------------------------------
def test_owned_town_markers_are_in_the_owners_colours(final: BrianBoruState) -> None:
    owner = final.full_view()["town_owner"]
    assert len({*owner.values()}) > 1, "the seeded game should leave several owners"
    owned = trace(board_figure(final), "owned towns")
    colours = dict(zip(owned.customdata, owned.marker.color, strict=True))
    assert colours == {town: PLAYER_COLOURS[p] for town, p in owner.items()}


def test_owned_town_markers_sit_on_their_towns(final: BrianBoruState) -> None:
    board = final.game.board
    owned = trace(board_figure(final), "owned towns")
    for town, x, y in zip(owned.customdata, owned.x, owned.y, strict=True):
        i = board.town_index(town)
        assert (x, y) == (board.lon[i], board.lat[i])


def test_every_town_is_drawn_in_its_colour(final: BrianBoruState) -> None:
    board = final.game.board
    towns = trace(board_figure(final), "towns")
    assert list(towns.customdata) == list(board.town_ids)
    expected = [TOWN_MARKER_COLOURS[("red", "blue", "yellow")[c]] for c in board.town_colour]
    assert list(towns.marker.color) == expected


def test_player_colours_differ_from_each_other_and_from_the_map() -> None:
    assert len(PLAYER_COLOURS) == 5
    assert len({c.lower() for c in PLAYER_COLOURS}) == 5
    reserved = {c.lower() for c in TOWN_MARKER_COLOURS.values()} | {"#000000", "#ffffff"}
    assert not reserved & {c.lower() for c in PLAYER_COLOURS}


def test_town_hover_names_the_town_region_and_owner(final: BrianBoruState) -> None:
    board = final.game.board
    owner = final.full_view()["town_owner"]
    hover = trace(board_figure(final), "towns").hovertext
    for i, town in enumerate(board.town_ids):
        text = hover[i]
        assert board.town_names[i] in text
        assert f"Region: {board.region_names[board.town_region[i]]}" in text
        expected = PLAYER_NAMES[owner[town]] if town in owner else "free"
        assert f"Owner: {expected}" in text


def test_viking_control_monasteries_and_active_town_follow_the_view(
    mid: BrianBoruState, final: BrianBoruState
) -> None:
    assert final.full_view()["viking_towns"] and final.full_view()["monasteries"]
    for state in (mid, final):
        view = state.full_view()
        figure = board_figure(state)
        assert set(trace(figure, "Viking-controlled towns").customdata) == set(view["viking_towns"])
        assert set(trace(figure, "monastery towns").customdata) == set(view["monasteries"])
        active = [view["active_town"]] if view["active_town"] else []
        assert list(trace(figure, "active town").customdata) == active
    assert mid.full_view()["active_town"] is not None


def test_region_labels_show_the_claim_tokens(final: BrianBoruState) -> None:
    view = final.full_view()
    figure = board_figure(final)
    regions = trace(figure, "region labels")
    assert list(regions.customdata) == list(final.game.board.region_ids)
    table = dict(zip(*trace(figure, "regions").cells.values[::3], strict=True))
    for region, hover in zip(regions.customdata, regions.hovertext, strict=True):
        claim = view["claims"][region]
        name = final.game.board.region_names[final.game.board.region_index(region)]
        if isinstance(claim, int):
            assert f"held by {PLAYER_NAMES[claim]}" in hover
            assert table[name] == PLAYER_NAMES[claim]
        else:
            assert ("face down" if claim == "face-down" else "face up") in hover
            assert table[name] == ("face down" if claim == "face-down" else "face up")


# -- the panels ------------------------------------------------------------------------------
def test_score_bars_and_marriage_track_follow_the_players(final: BrianBoruState) -> None:
    figure = board_figure(final)
    players = final.full_view()["players"]
    scores = trace(figure, "points")
    assert list(scores.y) == final.scores()
    assert list(trace(figure, "marriage track").x) == [p["marriage_space"] for p in players]


def test_players_table_lists_coins_renown_and_claims(final: BrianBoruState) -> None:
    board = final.game.board
    cells = trace(board_figure(final), "players").cells.values
    header = [
        h.replace("<b>", "").replace("</b>", "")
        for h in trace(board_figure(final), "players").header.values
    ]
    column = dict(zip(header, cells, strict=True))
    for p, info in enumerate(final.full_view()["players"]):
        assert column["Coins"][p] == info["coins"]
        assert column["Renown"][p] == info["renown"]
        for region in info["claim_tokens"]:
            assert board.region_names[board.region_index(region)] in column["Claim tokens"][p]


def test_trick_table_shows_the_cards_played_and_who_played_them() -> None:
    state = _game().new_initial_state(SEED)
    state = _play_until(
        state, lambda s: s.phase() == "tricks" and sum(c >= 0 for c in s.played) >= 2
    )
    rows = dict(zip(*trace(board_figure(state), "trick").cells.values, strict=True))
    for p, card in enumerate(state.played):
        if card >= 0:
            assert f"{PLAYER_NAMES[p]}: {card_text(state.game.cards, card)}" in rows["Cards played"]
    assert rows["Trick leader"] == PLAYER_NAMES[state.trick_leader]


# -- hidden information ----------------------------------------------------------------------
def test_full_figure_shows_every_hand(mid: BrianBoruState) -> None:
    rows = hand_cells(board_figure(mid))
    for p, hand in enumerate(mid.hands):
        assert rows[p][1] == ", ".join(card_text(mid.game.cards, c) for c in sorted(hand))


def test_viewer_figure_shows_only_the_viewers_hand(mid: BrianBoruState) -> None:
    for viewer in range(PLAYERS):
        figure = board_figure(mid, viewer=viewer)
        rows = hand_cells(figure)
        text = figure.to_json()
        for p, hand in enumerate(mid.hands):
            if p == viewer:
                assert all(mentions_card(rows[p][1], mid, c) for c in hand)
            else:
                assert rows[p][1] == f"{count_text(len(hand), 'card')} (hidden)"
                leaked = [c for c in hand if mentions_card(text, mid, c)]
                assert not leaked, f"player {viewer}'s figure names player {p}'s cards {leaked}"


def test_viewer_figure_depends_only_on_the_observation(mid: BrianBoruState) -> None:
    """Reshuffling what player 0 cannot see leaves player 0's figure exactly the same."""
    before = board_figure(mid, viewer=0).to_json()
    other = mid.clone()
    other.hands[1], other.hands[2] = (
        other.hands[2][: len(mid.hands[1])],
        other.hands[1][: len(mid.hands[2])],
    )
    other.viking_deck.reverse()
    other.marriage_deck.reverse()
    assert other.full_view() != mid.full_view()
    assert board_figure(other, viewer=0).to_json() == before


def test_observation_dict_draws_the_same_figure(mid: BrianBoruState) -> None:
    obs = mid.observation(2)
    from_dict = board_figure(obs)
    assert from_dict.to_json() == board_figure(mid, viewer=2).to_json()
    assert "as Brown sees it" in from_dict.layout.title.text
    assert json.loads(json.dumps(obs)) == obs  # drawing did not change the dict
    assert figure_for(obs).to_json() == from_dict.to_json()
    with pytest.raises(ValueError, match="player 2's"):
        board_figure(obs, viewer=1)
    with pytest.raises(ValueError, match="no hidden cards"):
        board_figure(obs, show_hidden=True)


def test_full_view_dict_can_be_cut_to_one_viewer(mid: BrianBoruState) -> None:
    full = mid.full_view()
    assert board_figure(full).to_json() == board_figure(mid).to_json()
    assert board_figure(full, viewer=3).to_json() == board_figure(mid, viewer=3).to_json()


def test_show_hidden_false_draws_only_the_public_table(mid: BrianBoruState) -> None:
    rows = hand_cells(board_figure(mid, show_hidden=False))
    assert all("(hidden)" in row[1] for row in rows)
    trick = dict(
        zip(*trace(board_figure(mid, show_hidden=False), "trick").cells.values, strict=True)
    )
    assert trick["Viking deck"] == count_text(len(mid.viking_deck), "card")


# -- notices, registry and validity ----------------------------------------------------------
def test_unverified_data_is_announced(final: BrianBoruState) -> None:
    assert not final.game.board.verified
    assert UNVERIFIED_NOTICE in annotations(board_figure(final))
    assert UNVERIFIED_NOTICE in annotations(diff_figure(final, final))
    verified = dataclasses.replace(final.game.board, verified=True)
    assert UNVERIFIED_NOTICE not in annotations(board_figure(final, board=verified))


def test_title_names_round_phase_and_player_to_act(mid: BrianBoruState) -> None:
    title = board_figure(mid).layout.title.text
    assert f"round {mid.round}" in title and mid.phase() in title
    assert f"{PLAYER_NAMES[mid.current_player()]} to play" in title


def test_figure_for_and_notebook_display(
    mid: BrianBoruState, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert figure_for(mid).to_json() == board_figure(mid).to_json()
    assert figure_for(mid, viewer=1).to_json() == board_figure(mid, viewer=1).to_json()
    # Under a Jupyter kernel plotly picks the "plotly_mimetype" renderer; pytest has none.
    monkeypatch.setattr(pio.renderers, "default", "plotly_mimetype")
    bundle = mid._repr_mimebundle_()
    assert bundle["text/plain"] == str(mid)
    shown = bundle["application/vnd.plotly.v1+json"]
    assert shown["layout"]["title"]["text"] == board_figure(mid).layout.title.text


def test_figures_are_valid_plotly(mid: BrianBoruState, final: BrianBoruState) -> None:
    """The figures are built without plotly's validation, for speed: validate them here."""
    child = mid.child(mid.legal_actions()[0])
    for figure in (
        board_figure(mid),
        board_figure(mid, viewer=1),
        board_figure(final),
        board_figure(mid.observation(3)),
        diff_figure(mid, child),
        diff_figure(_game().new_initial_state(SEED), final),
    ):
        go.Figure(figure.to_dict())  # raises on any invalid property


def test_figures_reject_edits_that_are_not_plotly(mid: BrianBoruState) -> None:
    with pytest.raises(ValueError):
        board_figure(mid).update_layout(not_a_property=1)


# -- diffs -----------------------------------------------------------------------------------
def _first_town_taken_in_a_trick() -> tuple[BrianBoruState, BrianBoruState, str, int]:
    state = _game().new_initial_state(SEED)
    agent = RandomAgent(SEED)
    while not state.is_terminal():
        child = state.child(agent.choose(state))
        before, after = state.full_view()["town_owner"], child.full_view()["town_owner"]
        new = [t for t in after if t not in before]
        if state.phase() == "tricks" and new:
            return state, child, new[0], after[new[0]]
        state = child
    raise AssertionError("no town was taken in a trick")


def test_diff_marks_the_town_taken() -> None:
    before, after, town, taker = _first_town_taken_in_a_trick()
    figure = diff_figure(before, after)
    taken = trace(figure, "towns taken")
    assert town in taken.customdata
    assert taken.marker.color[list(taken.customdata).index(town)] == PLAYER_COLOURS[taker]
    assert list(trace(figure, "towns lost").customdata) == []
    cells = trace(figure, "player changes").cells.values
    header = list(trace(figure, "player changes").header.values)
    towns = cells[[h.replace("<b>", "").replace("</b>", "") for h in header].index("Towns")]
    board = before.game.board
    assert f"+{board.town_names[board.town_index(town)]}" in towns[taker]
    assert diff_for(before, after).to_json() == figure.to_json()


def test_diff_of_a_state_with_itself_marks_nothing(final: BrianBoruState) -> None:
    figure = diff_figure(final, final)
    for name in ("towns taken", "towns lost", "Viking control placed", "monastery placed"):
        assert list(trace(figure, name).customdata) == []


def test_diff_reports_coin_changes_in_the_columns_that_changed(mid: BrianBoruState) -> None:
    after = mid.clone()
    after.coins[1] += 3
    table = trace(diff_figure(mid, after), "player changes")
    header = [h.replace("<b>", "").replace("</b>", "") for h in table.header.values]
    assert header == ["Player", "Coins"], "only what changed, beside who"
    coins = table.cells.values[1]
    assert coins[1] == f"{mid.coins[1]} → {mid.coins[1] + 3} (+3)"
    assert coins[0] == str(mid.coins[0])
    same = trace(diff_figure(mid, mid), "player changes")
    assert [list(c) for c in same.cells.values][1] == ["none"] * mid.num_players


def test_diff_for_a_viewer_hides_the_narration(mid: BrianBoruState) -> None:
    child = mid.child(mid.legal_actions()[0])
    hidden = trace(diff_figure(mid, child, viewer=0), "narration").cells.values
    assert [list(column) for column in hidden] == [["-"]]
    narration = list(trace(diff_figure(mid, child), "narration").cells.values[0])
    new_events = [e.text for e in child.events()[len(mid.events()) :]]
    assert narration == new_events[-16:] and not any("action:" in n for n in narration)


def test_diff_table_lists_only_what_changed(final: BrianBoruState) -> None:
    unchanged = trace(diff_figure(final, final), "table changes").cells.values
    assert [list(c) for c in unchanged] == [["-"], ["no change"]]
    start = final.game.new_initial_state(seed=SEED)
    after = start.child(start.legal_actions()[0])  # a start town: the next seat is to act
    rows = dict(zip(*trace(diff_figure(start, after), "table changes").cells.values, strict=True))
    assert "To act" in rows and "Round" not in rows and "Phase" not in rows
    before_name, after_name = rows["To act"].split(" → ")
    assert before_name != after_name


def test_the_setup_is_setting_up_not_round_zero() -> None:
    state = tabletop_lib.load_game("brian_boru", num_players=3).new_initial_state(2)
    assert state.round == 0  # the engine's count of the setup
    before = state.clone()
    state.apply_action(state.legal_actions()[0])
    title = diff_for(before, state).layout.title.text
    assert "now setting up" in title and not re.search(r"\bround 0\b", title)
    while state.round < 1:
        state.apply_action(state.legal_actions()[0])
    assert "round 1, " in diff_for(before, state).layout.title.text

"""Paladins' figures and panels, checked by their data."""

from __future__ import annotations

import base64
from collections import Counter
from types import SimpleNamespace
from typing import Any

import plotly.graph_objects as go
import pytest

import tabletop_lib
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.core.rules import rule_name
from tabletop_lib.games.paladins.actions import ChooseAction, Pass
from tabletop_lib.games.paladins.constants import SPACES, WORKERS
from tabletop_lib.games.paladins.viz.figure import (
    CARDS,
    MARKER_GROUPS,
    PIECES,
    PLAYER_COLOURS,
    board_data,
    board_figure,
    main_board_figure,
    panels,
    players_figure,
    shown_player,
    targets,
)
from tabletop_lib.games.paladins.viz.parts import (
    ATTRIBUTE_COLOURS,
    BONUS_COLOURS,
    EMPTY,
    join_traces,
    labelled,
    part,
)
from tabletop_lib.viz import figure_for


def _select(value: Any, mask: list[bool]) -> Any:
    if isinstance(value, dict):
        return SimpleNamespace(**{k: _select(v, mask) for k, v in value.items()})
    if isinstance(value, (list, tuple)) and len(value) == len(mask):
        return [v for v, keep in zip(value, mask, strict=True) if keep]
    return value


def trace(figure: Any, name: str) -> Any:
    """A trace by name: "labels" as a dict, "cards" and "pieces" as the dict of the figure's
    groups of cards or pieces joined, and a trace merged into one of them (by its points'
    ``meta``) as an object with that trace's points only."""
    if name in ("cards", "pieces"):
        kinds = CARDS if name == "cards" else PIECES
        groups = {n for n, members in MARKER_GROUPS if members <= kinds}
        return join_traces([t.to_plotly_json() for t in figure.data if t.name in groups], name)
    for t in figure.data:
        if t.name == name:
            return t.to_plotly_json() if name == "labels" else t
    for t in figure.data:
        whole = t.to_plotly_json()
        meta = list(whole.get("meta") or [])
        if name in meta:
            return _select(whole, [m == name for m in meta])
    raise LookupError(name)


def play_until(state: Any, done: Any, seed: int = 3, limit: int = 3000) -> Any:
    agent = RandomAgent(seed)
    for _ in range(limit):
        if done(state) or state.is_terminal():
            break
        state.apply_action(agent.choose(state))
    assert done(state), "the seeded game never reached the situation"
    return state


@pytest.fixture(scope="module")
def mid() -> Any:
    state = tabletop_lib.load_game("paladins", num_players=3).new_initial_state(seed=1)
    return play_until(state, lambda s: len(s.full_view()["main_board"]) >= 3)


def test_the_figure_is_valid_plotly(mid: Any) -> None:
    for figure in (board_figure(mid), main_board_figure(mid, 1), players_figure(mid, 0)):
        go.Figure(figure.to_dict())  # validation on: an unknown property raises


def test_the_main_board_shows_every_space_and_who_took_it(mid: Any) -> None:
    figure = board_figure(mid)
    spaces = trace(figure, "board spaces")
    data = mid.game.data
    assert list(spaces.customdata) == [f"space:{s.id}" for s in data.spaces]
    taken = mid.full_view()["main_board"]
    pieces = trace(figure, "pieces")
    assert len(part(pieces, "taken spaces", "x")) == len(taken) >= 3
    owners = sorted(PLAYER_COLOURS[int(p["player"])] for p in taken.values())
    assert sorted(part(pieces, "taken spaces", "marker.color")) == owners
    for space, hover in zip(data.spaces, spaces.hovertext, strict=True):
        assert f"Faith {space.faith}" in hover and f"Strength {space.strength}" in hover
        if space.id in taken:
            assert f"(rule: {rule_name('PA.board.space-exclusive')})" in hover


def test_the_rows_show_their_cards_and_costs(mid: Any) -> None:
    view = mid.observation(0)
    data = mid.game.data
    figure = board_figure(mid, 0)
    townsfolk = trace(figure, "townsfolk row")
    assert list(townsfolk.customdata) == [
        f"townsfolk:{k}" for k in range(len(view["townsfolk_row"]))
    ]
    for k, text in enumerate(townsfolk.text):
        assert text.startswith(f"{data.townsfolk_costs[k]} silver")
        assert text.endswith("or Debt") == data.townsfolk_debt[k]
    names = {t.id: t.name for t in data.townsfolk}
    shown = labelled(trace(figure, "labels"), "townsfolk names")
    assert shown == [names[c] if c else "empty" for c in view["townsfolk_row"]]
    outsiders = trace(figure, "outsider row")
    assert list(outsiders.text) == [str(t) for t in data.outsider_thresholds[: len(outsiders.x)]]
    supplies = " ".join(labelled(trace(figure, "labels"), "supplies"))
    assert (
        f"<b>{view['tax_supply']}</b>" in supplies and f"<b>{view['debt_supply']}</b>" in supplies
    )


def test_the_kings_cards_are_hidden_until_revealed(mid: Any) -> None:
    view = mid.observation(2)
    favours = trace(board_figure(mid, 2), "king's favours")
    for card, text in zip(view["kings_favours"], favours.text, strict=True):
        assert (text == "?") == (card is None)


def test_the_player_board_shows_workers_tracks_and_slots(mid: Any) -> None:
    state = play_until(
        mid.clone(),
        lambda s: (
            any(s.full_view()["players"][p]["workers_on_spaces"] for p in range(3))
            and s.current_player() >= 0
        ),
    )
    p = shown_player(state, None)
    info = state.full_view()["players"][p]
    figure = board_figure(state)
    pieces_trace = trace(figure, "pieces")
    assert part(pieces_trace, "workers in hand", "text") == [
        str(info["workers"][k]) for k in WORKERS
    ]
    colours = Counter(part(pieces_trace, "attribute tracks", "marker.color"))
    for attribute, colour in ATTRIBUTE_COLOURS.items():
        assert colours[colour] == min(info[attribute], state.game.data.track_max)
    slots = trace(figure, "worker slots")
    data = state.game.data
    assert len(slots.x) == sum(len(s) for s in data.slots)
    keys = Counter(slots.customdata)
    assert keys == Counter(f"action:{sp}" for s, sp in enumerate(SPACES) for _ in data.slots[s])
    filled = sum(1 for c in slots.marker.color if c != EMPTY and c != "#8d8d8d")
    on_spaces = sum(sum(v.values()) for v in info["workers_on_spaces"].values())
    assert filled == on_spaces
    covered = sum(1 for sym in slots.marker.symbol if sym == "square")
    assert covered == sum(info["workshops"].values())
    pieces = trace(figure, "piece rows")
    shown = Counter(c for c in pieces.marker.color if c == PLAYER_COLOURS[p])
    total = info["monks"] + info["outposts"] + len(info["walls"]) + len(info["jars"])
    assert shown[PLAYER_COLOURS[p]] == total + len(info["converted"])


def test_the_paladin_bonus_is_drawn_apart() -> None:
    state = tabletop_lib.load_game("paladins", num_players=2).new_initial_state(seed=4)

    def revealed(s: Any) -> bool:
        p = s.current_player()
        if p < 0:
            return False
        pal = s.full_view()["players"][p]["paladin"]
        return pal is not None and any(s.game.data.paladins[s.game.paladin_index[pal]].bonus)

    play_until(state, revealed)
    p = state.current_player()
    info = state.full_view()["players"][p]
    bonus = state.game.data.paladins[state.game.paladin_index[info["paladin"]]].bonus
    colours = Counter(
        part(trace(board_figure(state), "pieces"), "attribute tracks", "marker.color")
    )
    top = state.game.data.track_max
    for a, (attribute, colour) in enumerate(BONUS_COLOURS.items()):
        assert colours[colour] == max(0, min(info[attribute] + bonus[a], top) - info[attribute])
    names = labelled(trace(board_figure(state), "labels"), "track names")
    assert any(f"+{b}" in n for n, b in zip(names, bonus, strict=True) if b)


def test_hover_quotes_the_engines_verdict() -> None:
    state = tabletop_lib.load_game("paladins", num_players=2).new_initial_state(seed=6)
    play_until(state, lambda s: s.phase() == "actions: choose an action")
    legal = set(state.legal_actions())
    figure = board_figure(state)
    labels = trace(figure, "action spaces")
    hover = dict(zip(labels.customdata, labels.hovertext, strict=False))
    for choice in ("develop", "pray", "commission", "attack", "conspire"):
        action = ChooseAction(choice)
        text = hover[f"action:{choice}"].replace("<br>", " ")
        verdict = state.check_action(action)
        assert f"(rule: {rule_name(verdict.rule)})" in text and verdict.rule not in text
        assert ("✓" in text) == (action in legal) or choice in ("hunt", "trade", "recruit")
    assert Pass() in legal


def test_every_targeted_action_points_at_a_drawn_key() -> None:
    state = tabletop_lib.load_game("paladins", num_players=2).new_initial_state(seed=2)
    agent = RandomAgent(4)
    kinds: set[str] = set()
    for _ in range(700):
        if state.is_terminal():
            break
        drawn: set[str] = set()
        for t in board_data(state)[0]:
            drawn.update(t.get("customdata", ()))
        for action in state.legal_actions():
            keys = targets(state, action)
            if type(action).__name__ in ("Pass", "PayDebt", "ChooseOption", "RaiseAttribute"):
                assert keys == ()
                continue
            assert keys and set(keys) <= drawn, (str(action), keys)
            kinds.add(type(action).__name__)
        state.apply_action(agent.choose(state))
    assert {"ChooseAction", "AssignWorkers", "PlaceMonk", "TakeTavern", "KeepPaladin"} <= kinds


def test_opponents_hidden_cards_are_counts(mid: Any) -> None:
    state = tabletop_lib.load_game("paladins", num_players=3).new_initial_state(seed=1)
    play_until(state, lambda s: s.phase() == "paladins: keep a Paladin")
    mover = state.current_player()
    other = (mover + 1) % 3
    own = trace(board_figure(state, mover), "paladins in hand")
    assert sorted(own.customdata) == sorted(
        f"paladin:{p}" for p in state.observation(mover)["my_paladins"]["hand"]
    )
    keys = trace(board_figure(state, other), "cards")["customdata"]
    assert not [k for k in keys if k.startswith("paladin:")]
    counts = " ".join(labelled(trace(board_figure(state, other), "labels"), "debts and suspicion"))
    assert "in hand (hidden)" in counts


def test_the_panels_show_the_players(mid: Any) -> None:
    titles = [t for t, _ in panels(mid, 0)]
    assert titles[:3] == ["Players", "Round", "Townsfolk and Outsiders"]
    players = dict(panels(mid, 0))["Players"]
    # One column per player, one row per item: the table keeps to a laptop's width.
    for p in range(len(mid.scores())):
        assert f">{mid.game.player_names[p]}</th>" in players
    for row in ("Silver", "Workers", "Debts", "Suspicion", "Paladin", "Workshops"):
        assert f">{row}</td>" in players
    assert players.count("<tr>") == 1 + 11
    assert figure_for(mid).data[0].name == MARKER_GROUPS[0][0]
    assert "Data" in dict(panels(mid, 0))


def test_the_unverified_data_is_marked_on_the_figure(mid: Any) -> None:
    notes = [a.text for a in board_figure(mid).layout.annotations]
    assert any("unverified" in n for n in notes) == (not mid.game.verified)


def test_the_static_labels_are_in_the_backdrop_image(mid: Any) -> None:
    data, layout = board_data(mid)
    assert [image["name"] for image in layout["images"]] == ["backdrop"]
    names = {t["name"] for t in data}
    assert "region names" not in names and "space glyphs" not in names
    assert board_data(mid.clone())[1]["images"][0] is layout["images"][0]  # built once
    svg = base64.b64decode(layout["images"][0]["source"].split(",", 1)[1]).decode("utf-8")
    assert "Region 6" in svg and "merchant" in svg


def _board_heads(figure: go.Figure) -> list[str]:
    texts = [a.text or "" for a in figure.layout.annotations]
    for trace in figure.data:
        values = trace.text if isinstance(trace.text, (list, tuple)) else [trace.text]
        texts += [v for v in values if isinstance(v, str)]
    return [t.split(" · ")[0] for t in texts if "</b> provisions · " in t]


def test_the_viewers_own_board_is_marked_you() -> None:
    game = tabletop_lib.load_game("paladins", num_players=2)
    state = game.new_initial_state(1)
    mover = state.current_player()
    mine = _board_heads(figure_for(state, mover))
    assert mine and all(h.endswith("(you, to move)") for h in mine)
    full = _board_heads(figure_for(state, None))
    assert full and not any("you" in h for h in full) and all("(to move)" in h for h in full)

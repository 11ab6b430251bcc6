"""Merlin's figure and panels, checked by their data: the ring, the pieces, the surroundings."""

from __future__ import annotations

import base64
import html
import random
import re
from types import SimpleNamespace
from typing import Any

import plotly.graph_objects as go
import pytest

import tabletop_lib
from tabletop_lib.core.agents import RandomAgent, make_agent
from tabletop_lib.core.plain import engine_words, visible_text
from tabletop_lib.core.words import card_text, cards
from tabletop_lib.games.merlin import MerlinState
from tabletop_lib.games.merlin.viz.figure import (
    PLAYER_COLOURS,
    board_data,
    board_figure,
    board_traces,
    in_backdrop,
)
from tabletop_lib.games.merlin.viz.panels import panels, targets
from tabletop_lib.viz import board_view_for, figure_for
from tabletop_lib.widgets import GameStepper

ALL_MODULES = [
    "kings_favor", "arthur", "knights", "gold", "market", "caerleon", "morgana", "treasures",
    "decree",
]  # fmt: skip


def _played(num_players: int = 3, steps: int = 120, modules: list[str] | None = None) -> Any:
    game = tabletop_lib.load_game("merlin", num_players=num_players, modules=modules or [])
    state = game.new_initial_state(seed=7)
    agent = RandomAgent(11)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply_action(agent.choose(state))
    return state


def trace(figure: Any, name: str) -> Any:
    return next(t for t in figure.data if t.name == name)


@pytest.fixture(scope="module")
def mid() -> MerlinState:
    return _played()


def test_the_ring_has_every_space_with_its_label(mid: MerlinState) -> None:
    figure = board_figure(mid)
    spaces = trace(figure, "ring spaces")
    assert len(spaces.x) == 24
    assert list(spaces.customdata) == [f"space:{i}" for i in range(24)]
    for i, hover in enumerate(spaces.hovertext):
        assert f"<b>{mid.game.space_name(i)}</b>" in hover


def test_knights_and_merlin_stand_on_their_spaces(mid: MerlinState) -> None:
    figure = board_figure(mid)
    view = mid.full_view()
    knights = trace(figure, "knights")
    assert list(knights.marker.color) == list(PLAYER_COLOURS[:3])
    for p, hover in enumerate(knights.hovertext):
        assert hover.endswith(f"on {mid.game.space_name(view['players'][p]['knight'])}")
    assert mid.game.space_name(view["merlin"]) in trace(figure, "Merlin").hovertext[0]


def test_the_surroundings_show_tiles_manors_and_territories(mid: MerlinState) -> None:
    figure = board_figure(mid)
    sur = mid.full_view()["surroundings"]
    tiles = trace(figure, "tiles")
    assert len(tiles.x) == sur["rows"] * sur["columns"]
    manors = trace(figure, "manors")
    assert sorted(manors.customdata) == sorted(sur["manors"])
    assert [c for c in manors.marker.color] == [
        PLAYER_COLOURS[sur["manors"][t]] for t in manors.customdata
    ]
    size = {name: len(group) for group in sur["territories"] for name in group}
    game = mid.game
    for key, hover in zip(tiles.customdata, tiles.hovertext, strict=True):
        name = key.split(":", 1)[1]
        assert f"territory of {size[name]} tile" in hover
        accepts = game.accepts[game.tile_index[name]]
        colours = [c for i, c in enumerate(game.data.colours) if accepts >> i & 1]
        assert f"materials its lines meet: {', '.join(colours) or 'none'}" in hover
    every = {t["name"]: t for t in board_traces(mid)}  # the backdrop's layers too
    towers = every["towers"]
    assert len(towers["x"]) == sum(1 for t in sur["tiles"] if t.endswith("tower"))
    outline = every["territory outlines"]
    assert outline["x"].count(None) >= 6 * len(sur["territories"])  # each territory is closed


def _svg(layout: dict[str, Any]) -> str:
    (image,) = layout["images"]
    return base64.b64decode(image["source"].split(",", 1)[1]).decode("utf-8")


@pytest.mark.parametrize("modules", [[], ALL_MODULES])
def test_the_layers_that_never_change_are_one_backdrop_and_the_board_stays_as_drawn(
    modules: list[str],
) -> None:
    """The board is the same marks as before the backdrop: its traces are every trace of the
    board but the fixed layers, in order and unchanged, and the image draws each fixed mark
    (every terrain hexagon, outline edge, tower and space name); none of them has a hover."""
    state = _played(steps=60, modules=modules)
    every = board_traces(state, 0)
    data, layout = board_data(state, 0)
    assert data == [t for t in every if not in_backdrop(t)]
    fixed = [t for t in every if in_backdrop(t)]
    assert {t["name"] for t in fixed} >= {"space labels", "territory outlines", "towers"}
    assert all(t.get("hoverinfo") == "skip" and not t.get("showlegend") for t in fixed)
    svg = _svg(layout)
    for t in fixed:
        if t["name"].endswith(" tiles"):
            assert svg.count(f"fill='{t['fillcolor']}'") == t["x"].count(None)
        elif t["name"] == "territory outlines":
            assert svg.count("<polyline") == t["x"].count(None)
        elif t["name"] == "towers":
            assert svg.count("<path") == len(t["x"])
        else:
            assert all(html.escape(text) in svg for text in t["text"])
    later = _played(steps=90, modules=modules)  # the same game further on: the same image
    assert board_data(later, 0)[1]["images"][0] is layout["images"][0]
    assert [i["layer"] for i in layout["images"]] == ["below"]


def test_an_observation_hides_the_other_players_missions(mid: MerlinState) -> None:
    view = mid.observation(1)
    players = dict(panels(mid, 1))["Players"]
    for p in (0, 2):
        assert f"{view['players'][p]['hand_size']} (hidden)" in players
    for card in view["hand"]:
        assert html.escape(card_text("merlin", card).name, quote=False) in players
    full = dict(panels(mid, None))["Players"]
    for card in mid.full_view()["hands"][0]:
        assert html.escape(card_text("merlin", card).name, quote=False) in full


def test_modules_show_their_pieces() -> None:
    state = _played(modules=ALL_MODULES, steps=60)
    titles = [t for t, _ in panels(state, 0)]
    assert "Modules" in titles
    modules = dict(panels(state, 0))["Modules"]
    assert "kitchen" in modules and "arthur" in modules
    assert "Arthur" in [t.name for t in board_figure(state, 0).data]
    assert ">Gold</td>" in dict(panels(state, 0))["Players"]  # a row of its own


def test_actions_point_at_their_space_or_tile() -> None:
    state = _played(steps=0)
    agent = RandomAgent(5)
    seen: set[str] = set()
    for _ in range(400):
        if state.is_terminal():
            break
        for action in state.legal_actions():
            keys = targets(state, action)
            if action.verb == "move":
                landed = state.child(action).full_view()
                me = landed["players"][state.current_player()]["knight"]
                assert keys in ((f"space:{me}",), (f"space:{landed['merlin']}",))
                seen.add("move")
            elif action.verb == "die" and action.kind in ("knight", "merlin"):
                child = state.child(action)
                view = state.full_view()
                size = len(state.game.data.rondel.spaces)
                if action.kind == "knight" and child.phase() != "move":
                    me = child.full_view()["players"][state.current_player()]["knight"]
                    assert keys == (f"space:{me}",)
                elif action.kind == "merlin":
                    m = view["merlin"]
                    assert set(keys) <= {
                        f"space:{(m + action.value) % size}",
                        f"space:{(m - action.value) % size}",
                    }
                    assert keys
                seen.add("die")
            elif action.verb == "build":
                assert keys == (f"tile:{action.tile}",)
                seen.add("build")
        state.apply_action(agent.choose(state))
    assert seen == {"move", "build", "die"}


def test_the_stepper_shows_merlin_and_a_click_on_a_space_chooses_the_move() -> None:
    stepper = GameStepper(tabletop_lib.load_game("merlin", num_players=3), seed=3)
    assert figure_for(stepper.state).data[0].name == "ring spaces"
    assert board_view_for("merlin").data is not None
    while not any(a.verb == "move" for a in stepper.state.legal_actions()):
        stepper.apply(stepper.state.legal_actions()[0])
    move = next(a for a in stepper.state.legal_actions() if a.verb == "move")
    key = targets(stepper.state, move)[0]
    spaces = trace(stepper.figure_widget, "ring spaces")
    points = SimpleNamespace(point_inds=[list(spaces.customdata).index(key)])
    stepper._on_click(spaces, points, None)
    assert move in [a for _, a in stepper.actions.options]
    assert all(key in targets(stepper.state, a) for _, a in stepper.actions.options)


def _rows(table: str) -> list[dict[str, str]]:
    """An HTML panel table as one dict per body row, by column title."""
    cells = re.compile(r"<t[dh](?: [^>]*)?>(.*?)</t[dh]>")
    head, body = table.split("</thead>", 1)
    header = [html.unescape(c) for c in cells.findall(head)]
    return [
        dict(zip(header, (html.unescape(c) for c in cells.findall(row)), strict=True))
        for row in re.findall(r"<tr>(.*?)</tr>", body)
    ]


def _columns(table: str) -> list[dict[str, str]]:
    """A panel table with one column per player as one dict per player, by row title."""
    cells = re.compile(r"<t[dh](?: [^>]*)?>(.*?)</t[dh]>")
    head, body = table.split("</thead>", 1)
    players = len(cells.findall(head)) - 1
    columns: list[dict[str, str]] = [{} for _ in range(players)]
    for row in re.findall(r"<tr>(.*?)</tr>", body):
        title, *values = (html.unescape(c) for c in cells.findall(row))
        for column, value in zip(columns, values, strict=True):
            column[title] = value
    return columns


def test_the_players_panel_shows_every_modules_pieces_with_all_nine_on() -> None:
    """Issue 11 §1 "the players": every module's own pieces per player, missions in hand for
    the viewer only."""
    game = tabletop_lib.load_game("merlin", num_players=3, modules=ALL_MODULES)
    state = game.new_initial_state(seed=3)
    agent = make_agent("greedy", 3)
    for _ in range(262):  # by then manors stand on treasures and a witch hut is out
        state.apply_action(agent.choose(state))
    viewer = 1
    view = state.observation(viewer)
    rows = _columns(dict(panels(state, viewer))["Players"])
    for column in (
        "At home", "Gold", "Mistletoe", "Decrees", "King's Favor seals", "Market tokens",
        "Allies", "Picts", "Morgana", "Caerleon districts", "Treasures",
    ):  # fmt: skip
        assert all(column in row for row in rows), column
    manors = view["surroundings"]["manors"]
    kitchen = view["kitchen"]
    assert kitchen["witch_huts"] and set(manors) & set(view["surroundings"]["treasures"])
    for p, (row, info) in enumerate(zip(rows, view["players"], strict=True)):
        assert row["Gold"] == str(info["gold"]) and row["Decrees"] == str(info["decrees"])
        assert ("the Grail" in row["Relics"]) == (view["grail"] == p)
        assert ("Excalibur" in row["Relics"]) == (view["excalibur"] == p)
        home = [h for h, c in info["henchmen"].items() if c is None]
        assert row["At home"] == (", ".join(home) or "-")
        assert row["Knight on"] == state.game.space_name(info["knight"])
        for h, c in info["henchmen"].items():
            if c is not None:
                assert (
                    f"{h.replace('-', ' ')} in the {view['districts'][c]}"
                    in row["Caerleon districts"]
                )
        for ally, where in view["knights"]["allies"].items():
            assert (ally.capitalize() in row["Allies"]) == (where["player"] == p)
        assert row["Picts"].startswith(str(len(view["arthur"]["picts"][p])))
        assert f"poisoned apples {kitchen['poisoned_apples'][p]}" in row["Morgana"]
        for hut in kitchen["witch_huts"]:
            assert (place(hut) in row["Morgana"]) == (manors.get(hut) == p)
        for tile, treasure in view["surroundings"]["treasures"].items():
            named = f"{card_text('merlin', treasure).name} ({place(tile)})"
            assert (named in row["Treasures"]) == (manors.get(tile) == p)
            assert treasure not in row["Treasures"] and tile not in row["Treasures"]
        seals = sum(1 for cells in info["favor"].values() for v in cells if v)
        assert row["King's Favor seals"].count("row ") == seals
        shields = info["market"]["shield_tokens"]
        assert all(f"{c} {n}" in row["Market tokens"] for c, n in shields.items() if n)
        if p == viewer:
            names = [card_text("merlin", card).name for card in view["hand"]]
            assert all(name in row["Missions"] for name in names)
        else:
            assert row["Missions"] == f"{info['hand_size']} (hidden)"
    assert "Cauldron 1" in dict(panels(state, viewer))["Modules"]
    principalities = _rows(dict(panels(state, viewer))["Principalities"])
    for row, colour in zip(principalities, state.game.data.colours, strict=True):
        assert row["Principality"].endswith(f"({view['districts'][colour]})")


def test_a_tiles_hover_says_who_leads_its_territory_and_what_the_engine_would_score() -> None:
    """ME.scoring.surroundings (with the Knights' castles and Morgana's witch huts): the hover's
    leader and points agree with the engine's own surroundings scoring run on a copy."""
    from tabletop_lib.games.merlin import upkeep

    game = tabletop_lib.load_game("merlin", num_players=3, modules=ALL_MODULES)
    state = game.new_initial_state(seed=3)
    agent = make_agent("greedy", 3)
    for _ in range(262):
        state.apply_action(agent.choose(state))
    hover = dict(zip(trace(board_figure(state), "tiles").customdata,
                     trace(board_figure(state), "tiles").hovertext, strict=True))  # fmt: skip
    scored = state.clone()
    start = len(scored.events())
    upkeep.score_surroundings(scored)
    lines = [e.text for e in scored.events()[start:] if e.rule == "ME.scoring.surroundings"]
    assert lines
    pattern = re.compile(
        r"(\w+) scores (\d+) points? for the \w+ territory "
        r"\(the tiles? in row (\d+), column (\d+)\b.*\)\."
    )
    for line in lines:
        player, points, row, col = pattern.fullmatch(line).groups()  # type: ignore[union-attr]
        text = hover[f"tile:r{int(row) - 1}c{int(col) - 1}"]
        leads = text.split("leads: ", 1)[1].split("<br>", 1)[0]
        assert player in leads and f"{points} point" in leads
    view = state.full_view()
    for tile, treasure in view["surroundings"]["treasures"].items():
        assert f"treasure {treasure}" in hover[f"tile:{tile}"]
    for hut in view["kitchen"]["witch_huts"]:
        assert "witch hut" in hover[f"tile:{hut}"]


def test_the_figure_names_the_unverified_data_in_use() -> None:
    """STYLE.md "Data with unknown facts": the figure marks every unverified file in use, the
    modules' too, in words (no file path)."""
    from tabletop_lib.games.merlin.viz.figure import DATA_WORDS

    state = _played(modules=["gold", "morgana"], steps=0)
    notice = board_figure(state).layout.annotations[0].text.replace("<br>", " ")
    assert "may differ from the printed game" in notice and "README" not in notice
    for f in state.game.data.unverified():
        assert DATA_WORDS[f.name] in notice
    assert "Gold coins and mistletoe module" in notice and "Morgana module" in notice
    assert "Arthur" not in notice


def test_the_steppers_figure_matches_a_fresh_one_after_steps_and_undo() -> None:
    """The stepper sends only the trace properties that changed: what the widget ends up with
    must still be the whole figure of the state shown (nothing stale, nothing missing)."""
    stepper = GameStepper(tabletop_lib.load_game("merlin", num_players=3), seed=5)
    for _ in range(7):
        stepper.play_agents(1)
    stepper.undo()
    stepper.undo()
    stepper.redo()
    fresh = board_figure(stepper.state)
    fresh_traces = go.Figure(fresh.to_dict()).data  # validated, as the widget holds them
    assert len(stepper.figure_widget.data) == len(fresh_traces)
    for shown, expected in zip(stepper.figure_widget.data, fresh_traces, strict=True):
        widget_json = {k: v for k, v in shown.to_plotly_json().items() if k != "uid"}
        assert widget_json == expected.to_plotly_json(), expected.name


def test_morgana_stands_on_the_space_she_blocks() -> None:
    """ME.morgana.block: once placed, Morgana is drawn on her principality's space."""
    game = tabletop_lib.load_game("merlin", num_players=3, modules=["morgana"])
    state = game.new_initial_state(seed=3)
    agent = RandomAgent(3)
    figure = board_figure(state)
    assert len(trace(figure, "Morgana").x) == 0
    while state.full_view()["kitchen"]["morgana"] is None and not state.is_terminal():
        state.apply_action(agent.choose(state))
    colour = state.full_view()["kitchen"]["morgana"]
    space = game.data.rondel.principality_space(game.colour_index[colour])
    morgana = trace(board_figure(state), "Morgana")
    assert morgana.hovertext[0].startswith(f"Morgana on {game.space_name(space)}.")
    assert len(board_figure(state).data) == len(figure.data)  # the stepper redraws in place


def test_the_panels_read_as_the_game() -> None:
    """The side panels of a game with every module show cards by name and no code: no mission
    or Pict id, tile code, repr or snake_case (issue 30)."""
    game = tabletop_lib.load_game("merlin", num_players=3, modules=ALL_MODULES)
    state = game.new_initial_state(seed=5)
    chooser = random.Random(5)
    codes = set(cards("merlin")) | {game.grid.name(p) for p in range(game.grid.size)}
    hits: set[tuple[str, str]] = set()
    for step in range(400):
        if state.is_terminal():
            break
        if step % 40 == 0:
            for title, markup in panels(state):
                hits |= {(title, w) for w in engine_words(visible_text(markup), codes)}
        state.apply_action(chooser.choice(state.legal_actions()))
    assert step > 200 and not hits, sorted(hits)


def place(tile: str) -> str:
    """A tile's code ("r0c1") as the players panel names it ("row 1, column 2")."""
    row, _, col = tile.removeprefix("r").partition("c")
    return f"row {int(row) + 1}, column {int(col) + 1}"

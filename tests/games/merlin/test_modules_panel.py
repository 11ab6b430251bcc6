"""The "Modules" panel under Merlin's board speaks the Big Box rulebook's words: one section per
module in play (from the module's own ``panel.py``), players by colour, no engine words, and
facts that match the view it was drawn from."""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from tabletop_lib.core.plain import engine_words, visible_text
from tabletop_lib.core.registry import load_game
from tabletop_lib.core.words import cards, label
from tabletop_lib.games.merlin.modules.registry import MODULES
from tabletop_lib.games.merlin.params import IMPLEMENTED_MODULES
from tabletop_lib.games.merlin.viz.panels import PANEL_WIDTH, modules_panel

SETS = [(m,) for m in IMPLEMENTED_MODULES] + [IMPLEMENTED_MODULES]
SET_IDS = [*IMPLEMENTED_MODULES, "all"]
PLAYER_NUMBER = re.compile(r"\bplayer \d", re.IGNORECASE)


@cache
def states(modules: tuple[str, ...], num_players: int = 3, seed: int = 5) -> tuple[Any, ...]:
    """Snapshots of one seeded random game: its start, every 40 steps, and its end."""
    game = load_game("merlin", num_players=num_players, modules=list(modules))
    state = game.new_initial_state(seed)
    chooser = random.Random(seed)
    out = [state.clone()]
    step = 0
    while not state.is_terminal():
        state.apply_action(chooser.choice(state.legal_actions()))
        step += 1
        if step % 40 == 0:
            out.append(state.clone())
    out.append(state)
    return tuple(out)


def views(modules: tuple[str, ...]) -> Iterator[tuple[Any, dict[str, Any]]]:
    """Each snapshot's game with a player's observation and the full view."""
    for i, state in enumerate(states(modules)):
        yield state.game, state.observation(i % state.num_players)
        yield state.game, state.full_view()


def codes(game: Any, view: dict[str, Any]) -> set[str]:
    """Codes a learner must not read: card ids, tile codes, the view's coded keys and values."""
    found = set(cards("merlin")) | {game.grid.name(pos) for pos in range(game.grid.size)}
    found |= {m for m in IMPLEMENTED_MODULES if "_" in m}
    for module in MODULES.values():
        for key in module.board_keys:
            found.add(key)
            value = view.get(key)
            if isinstance(value, dict):
                found |= {k for k in value if "_" in k or "-" in k}
    found |= {"apple-mistletoe", "witch-gold", "swap-pawns", "dark-influence", "witch-hut"}
    return {c for c in found if not c.isalpha()}  # "market", "arthur": English words too


def text_of(view: dict[str, Any], game: Any) -> str:
    html = modules_panel(view, game)
    assert html is not None
    return visible_text(html)


@pytest.mark.parametrize("modules", SETS, ids=SET_IDS)
def test_the_panel_reads_as_the_rulebook(modules: tuple[str, ...]) -> None:
    for game, view in views(modules):
        html = modules_panel(view, game)
        assert html is not None
        text = visible_text(html)
        assert not engine_words(text, codes(game, view)), engine_words(text, codes(game, view))
        assert not PLAYER_NUMBER.search(text), text
        assert "Other pieces" not in text  # every key of a module in play is put in words
        for name in view["options"]["modules"]:
            assert label("merlin", "module", name) in text.split("Modules in play:")[1]
            assert f"data-panel='module-{name}'" in html
        assert html.startswith(f"<div style='max-width:{PANEL_WIDTH}")


def rows(html: str, section: str) -> dict[str, str]:
    """A module's section as {row title: text}."""
    table = html.split(f"data-panel='module-{section}'")[1].split("</table>")[0]
    cells = [visible_text(c).strip() for c in re.findall(r"<td[^>]*>.*?</td>", table)]
    return dict(zip(cells[0::2], cells[1::2], strict=True))


def test_the_facts_match_the_view() -> None:
    checked = 0
    for game, view in views(IMPLEMENTED_MODULES):
        html = modules_panel(view, game)
        assert html is not None
        names = game.player_names
        arthur = rows(html, "arthur")
        space = game.space_name(game.ruleset.rondel.size + view["arthur"]["arthur"])
        assert arthur["Arthur stands on"] == f"{space} (a space of the inner ring)"
        ring = view["arthur"]["signet_ring"]
        assert (
            (names[ring] in arthur["Signet ring"])
            if ring is not None
            else "medallion" in (arthur["Signet ring"])
        )
        kitchen = view["kitchen"]
        morgana = rows(html, "morgana")
        apples = morgana["Poisoned apples"].split("; ")
        assert apples == [
            ", ".join(f"{names[p]} {n}" for p, n in enumerate(kitchen["poisoned_apples"])),
            f"{kitchen['poisoned_apple_supply']} in the supply",
        ]
        took = [names[p] for p in kitchen["pentagrams"] if p >= 0]
        assert all(n in morgana["Pentagrams this round"] for n in took)
        if not took:
            assert morgana["Pentagrams this round"].startswith("none taken")
        where = morgana["Morgana"]
        if kitchen["morgana"] is None:
            assert where.startswith("beside the kitchen board")
        else:
            assert where.startswith(f"blocks the {kitchen['morgana'].capitalize()} principality")
            assert f"the {view['districts'][kitchen['morgana']]}" in where
        cup = kitchen["horn_cup"]
        assert morgana["Horn cup"].startswith(
            f"held by {names[cup]}" if cup is not None else "on the kitchen board"
        )
        for p, held in enumerate(view["arthur"]["picts"]):
            said = f"{names[p]} {len(held)} Pict" if held else f"{names[p]} none"
            assert said in arthur["Picts taken"]
        districts = rows(html, "caerleon")["Districts"].split(" · ")
        assert districts == [f"{c.capitalize()}: {d}" for c, d in view["districts"].items()]
        stock = rows(html, "market")["On the market board (a gold coin each)"]
        shields = view["market"]["shield"]
        assert (f"{shields} shield token" if shields else "no shield tokens") in stock
        for c, n in view["decree_stacks"].items():
            assert f"{c.capitalize()} {n}" in rows(html, "decree")["Decrees left (face down)"]
        gold = view["gold_supply"]
        assert (f"{gold} gold coin" if gold else "no gold coins") in rows(html, "gold")[
            "In the supply"
        ]
        knights = rows(html, "knights")
        for ally, info in view["knights"]["allies"].items():
            assert knights[f"Sir {ally.capitalize()}"].startswith(names[info["player"]])
        checked += 1
    assert checked >= 4


def test_a_key_no_module_words_is_still_shown() -> None:
    game, view = next(views(("arthur",)))
    odd = copy.deepcopy(view)
    odd["pict_reserve"] = {"hidden_pile": 3}
    text = text_of(odd, game)
    assert "Other pieces" in text and "pict reserve: hidden pile" in text


def test_the_market_speaks_of_this_turn_only_when_it_matters() -> None:
    game, view = next(views(("market",)))
    quiet = text_of(view, game)
    assert "This turn" not in quiet and "bought" not in quiet
    bought = copy.deepcopy(view)
    bought["market"]["bought_this_turn"] = True
    who = game.player_names[view["current_player"]]
    assert f"{who} has bought at the market" in text_of(bought, game)


def test_no_modules_no_panel() -> None:
    state = load_game("merlin", num_players=2).new_initial_state(1)
    assert modules_panel(state.observation(0), state.game) is None


def test_the_base_games_settings_are_no_module_pieces() -> None:
    game = load_game("merlin", num_players=2, modules=["decree"], flip_flag_dice="any")
    text = text_of(game.new_initial_state(1).observation(0), game)
    assert "flip" not in text and "Other pieces" not in text
    assert "Modules in play: " + label("merlin", "module", "decree") in " ".join(text.split())

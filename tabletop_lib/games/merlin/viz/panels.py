"""Merlin's panels for the stepper (HTML): the six principalities, the players, the supply and
the modules' pieces; and which board key each action points at (a click chooses it).

Read only from a view dict (``observation(p)`` or ``full_view()``) and the game's static data.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from tabletop_lib.core.words import card_text, cards, label
from tabletop_lib.viz.html_tables import Cell, html_table, notice_html

from ..modules.registry import MODULES
from .figure import PLAYER_COLOURS, PRINCIPALITY_COLOURS
from .gains import RELICS
from .hover import ROUTE_VERBS, die_landings, landing_space
from .pieces import player_pieces
from .surroundings import player_name

BASE_PLAYER_KEYS = frozenset(
    {
        "score", "knight", "goods", "henchmen", "influence", "castle_influence", "apples",
        "staffs", "manors_built", "traitors", "dice", "hand_size",
    }
)  # fmt: skip
"""What every player has in the base game; anything else is a module's piece."""
BASE_KEYS = frozenset(
    {
        "game", "num_players", "round", "rounds", "phase", "current_player", "first_player",
        "turn", "merlin", "grail", "excalibur", "supply", "apple_supply", "display",
        "mission_deck_size", "mission_discard_size", "traitor_deck_size", "traitor_discard_size",
        "surroundings", "players", "player", "hand", "hands", "mission_deck", "traitor_deck",
    }
)  # fmt: skip


UNVERIFIED = (
    "Merlin's ring order, frames and some module pieces are unverified data: "
    "see data/merlin/README.md"
)


def _count(goods: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {c}" for c, n in goods.items() if n) or "-"


def _seat(p: int) -> Cell:
    return Cell(player_name(p), background=PLAYER_COLOURS[p], colour="#ffffff")


def principalities_panel(view: Mapping[str, Any], game: Any) -> str:
    """Per principality: each player's henchmen and influence there, and its supply. (The Grail
    and Excalibur are held by players: the players panel shows them.)"""
    colours = game.data.colours
    names = game.data.principality_names
    players = view["players"]
    rows = []
    for i, colour in enumerate(colours):
        district = view.get("districts", {}).get(colour)  # Caerleon: the district on it
        label = f"{names[i]} ({district})" if district else names[i]
        cells: list[Any] = [
            Cell(label, f"{colour} principality", background=PRINCIPALITY_COLOURS[colour],
                 colour="#ffffff" if colour in ("black", "blue", "purple", "brown") else "#111")
        ]  # fmt: skip
        for info in players:
            henchmen = [h for h, c in info["henchmen"].items() if c == colour]
            markers = info["influence"].get(colour, 0)
            cells.append(
                Cell(
                    " · ".join(
                        filter(None, [", ".join(henchmen), f"{markers} infl." * bool(markers)])
                    )
                    or "-",
                    "henchmen there and influence markers",
                )
            )
        supply = view["supply"]
        cells.append(
            f"{supply['shield'][colour]} / {supply['flag'][colour]} / {supply['material'][colour]}"
        )
        rows.append(cells)
    header = [
        "Principality",
        *(player_name(p) for p in range(len(players))),
        "Shields / flags / materials",
    ]
    return html_table(header, rows, name="principalities")


PLAYER_ROWS = (
    "Score", "Knight on", "Dice", "Shields", "Flags", "Materials", "Apples", "Staffs",
    "At home", "Castle", "Manors", "Relics", "Traitors", "Missions",
)  # fmt: skip
"""The players panel's rows (one column per player), in this order; each module's pieces follow."""
DIE_KINDS = {"knight": "knight", "merlin": "Merlin", "arthur": "Arthur's"}
"""A die's kind as the players panel names it (the rulebook's names, p. 6)."""


def players_panel(view: Mapping[str, Any], game: Any) -> str:
    """One column per player (a table of 3-4 columns fits beside the board, where one row per
    player with a column per piece grew to 26 columns with all modules): score, where the
    knight stands, dice, goods, apples, staffs, henchmen at home, castle, manors, relics,
    traitors, missions (the cards only for the viewer, counts for the others), then each
    module's own pieces (:mod:`.pieces`)."""
    players = view["players"]
    pieces = [player_pieces(view, p, BASE_PLAYER_KEYS) for p in range(len(players))]
    modules = list(dict.fromkeys(title for row in pieces for title, _ in row))
    columns = [_player_column(view, game, p) | dict(pieces[p]) for p in range(len(players))]
    rows = [
        [Cell(title, ROW_TIPS.get(title, "")), *(column.get(title, "-") for column in columns)]
        for title in (*PLAYER_ROWS, *modules)
    ]
    return html_table(["", *(_seat(p) for p in range(len(players)))], rows, name="players")


ROW_TIPS = {
    "Dice": "each die: its kind and the number rolled, or used",
    "At home": "henchmen in the castle",
    "Relics": "taken on the Grail and Excalibur spaces (p. 8)",
    "Castle": "influence markers in the castle",
}
"""Hover texts of the players panel's row titles."""


def _player_column(view: Mapping[str, Any], game: Any, p: int) -> dict[str, Any]:
    """One player's base-game pieces, by row title."""
    info = view["players"][p]
    if "hands" in view:
        missions = "; ".join(_mission(c) for c in view["hands"][p]) or "-"
    elif view.get("player") == p and "hand" in view:
        missions = "; ".join(_mission(c) for c in view["hand"]) or "-"
    else:
        missions = f"{info['hand_size']} (hidden)"
    dice = ", ".join(
        f"{DIE_KINDS.get(d['kind'], d['kind'])} {d['value'] or 'used'}" for d in info["dice"]
    )
    goods = info["goods"]
    return {
        "Score": info["score"],
        "Knight on": game.space_name(info["knight"]),
        "Dice": dice,
        "Shields": Cell(_count(goods["shield"]), "shields"),
        "Flags": Cell(_count(goods["flag"]), "flags"),
        "Materials": Cell(_count(goods["material"]), "building materials"),
        "Apples": info["apples"],
        "Staffs": info["staffs"],
        "At home": ", ".join(h for h, c in info["henchmen"].items() if c is None) or "-",
        "Castle": info["castle_influence"],
        "Manors": info["manors_built"],
        "Relics": ", ".join(title for key, title in RELICS if view.get(key) == p) or "-",
        "Traitors": Cell(sum(info["traitors"].values()), _count(info["traitors"])),
        "Missions": missions,
    }


def _short(value: Any) -> str:
    """A module piece's value in words: counts by name, lists joined, yes or no, "-" for none."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Mapping):
        return ", ".join(f"{_words(k)} {_short(v)}" for k, v in value.items() if v) or "-"
    if isinstance(value, list | tuple):
        return ", ".join(_short(v) for v in value) or "-"
    if value is None:
        return "-"
    return _mission(value) if isinstance(value, str) else str(value)


def _words(code: str) -> str:
    """A module's key or code in words: "poisoned_apples" -> "poisoned apples", "witch-gold" ->
    "witch gold"."""
    return code.replace("_", " ").replace("-", " ")


def _mission(card_id: str) -> str:
    """A card (a mission, a Pict ...) by its name; other words with spaces for underscores."""
    return card_text("merlin", card_id).name if card_id in cards("merlin") else _words(card_id)


def table_panel(view: Mapping[str, Any], game: Any) -> str:
    rows = [
        ["Round", f"{view['round']} of {view['rounds']}"],
        ["Missions on display", "; ".join(_mission(c) for c in view["display"]) or "-"],
        ["Mission deck", f"{view['mission_deck_size']} (discarded {view['mission_discard_size']})"],
        ["Traitor deck", f"{view['traitor_deck_size']} (discarded {view['traitor_discard_size']})"],
        ["Apples in the supply", view["apple_supply"]],
    ]
    return html_table(["", "Now"], rows, name="table")


PANEL_WIDTH = "420px"
"""The widest the "Modules" panel grows beside the others (its text wraps within)."""


def modules_panel(view: Mapping[str, Any], game: Any) -> str | None:
    """The modules' shared pieces on the table: first the modules in play by their printed
    names, then one short section per module in the rulebook's words (each module's
    ``panel_rows``, read from its own folder). A table key that no module in play puts in
    words is shown as it is, so that nothing is hidden. None without modules."""
    modules = [MODULES[m] for m in view.get("options", {}).get("modules", ()) if m in MODULES]
    if not modules:
        return None
    names = ", ".join(label("merlin", "module", m.name) for m in modules)
    parts = [
        f"<div data-panel='modules-in-play' style='font-size:12px;margin:0 0 4px 0'>"
        f"<b>Modules in play:</b> {html.escape(names)}</div>"
    ]
    for module in modules:
        rows = module.panel_rows(view, game)
        if rows:
            title = Cell(label("merlin", "module", module.name), "Big Box module")
            parts.append(
                html_table([title, ""], [list(r) for r in rows], name=f"module-{module.name}")
            )
    rest = _unworded(view, modules)
    if rest:
        parts.append(html_table(["Other pieces", ""], rest, name="modules-other"))
    return f"<div style='max-width:{PANEL_WIDTH};overflow-wrap:anywhere'>{''.join(parts)}</div>"


def _unworded(view: Mapping[str, Any], modules: list[Any]) -> list[list[str]]:
    """The generic rows of every table key that no module in play puts in words. (The game's
    options are settings, not pieces: the modules' own options are in their sections, the base
    game's and the data folder are not shown here.)"""
    covered = BASE_KEYS | {"options"} | {k for m in modules for k in m.board_keys}
    rows = []
    for key in sorted(k for k in view if k not in covered):
        value = view[key]
        if isinstance(value, Mapping):
            rows += [[f"{_words(key)}: {_words(sub)}", _short(item)] for sub, item in value.items()]
        else:
            rows.append([_words(key), _short(value)])
    return rows


def panels(state: Any, viewer: int | None = None) -> list[tuple[str, str]]:
    view = state.full_view() if viewer is None else state.observation(viewer)
    game = state.game
    out = [
        ("Players", players_panel(view, game)),
        ("Principalities", principalities_panel(view, game)),
        ("Table", table_panel(view, game)),
    ]
    modules = modules_panel(view, game)
    if modules is not None:
        out.append(("Modules", modules))
    if not game.verified:
        out.append(("Data", notice_html([UNVERIFIED])))
    return out


def targets(state: Any, action: Any) -> tuple[str, ...]:
    """The ring space or the tile an action points at: a click there chooses it.

    A move, a die choice or a market worker points at the space (or spaces) the figure lands
    on, found by applying it to a copy (Arthur's inner spaces are numbered after the outer
    ones); a build or a decree at its tile; a principality choice at that
    principality's space."""
    tile = getattr(action, "tile", None)
    if isinstance(tile, str):
        return (f"tile:{tile}",)
    space = getattr(action, "space", None)
    if isinstance(space, int):
        return (f"space:{space}",)
    verb = getattr(action, "verb", "")
    if verb == "move":
        landed = landing_space(state, action)
        return () if landed is None else (f"space:{landed}",)
    if verb in ROUTE_VERBS:
        return tuple(f"space:{s}" for s in die_landings(state, action))
    colour = getattr(action, "colour", None)
    if verb == "to" and isinstance(colour, str):
        return (
            f"space:{state.game.data.rondel.principality_space(state.game.colour_index[colour])}",
        )
    return ()

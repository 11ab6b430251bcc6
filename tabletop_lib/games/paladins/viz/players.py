"""A Paladins player board as plotly traces: workers in hand by kind (criminals apart), silver
and provisions, the three attribute tracks with the round's Paladin bonus drawn apart, the twelve
action spaces with their worker slots (colour or clear, filled by whom, covered by a workshop)
and costs, the rows of monks, outposts, walls, absolve jars and conversions (filled and empty
slots with their costs and requirements), the Townsfolk hired, the Debts and the Suspicion.

Drawn from a view dict: an opponent's hidden cards (the Paladin kept face down, the hand, the
deck) appear only as counts. No rules live here; the hover quotes the engine's verdict on the
action a slot belongs to.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop_lib.core.words import card_text
from tabletop_lib.games.paladins.actions import (
    KeepPaladin,
    PlaceJar,
    TopPaladin,
)
from tabletop_lib.games.paladins.constants import (
    ATTRIBUTES,
    WORKERS,
)
from tabletop_lib.viz.common import Trace

from .actions import action_spaces, placed
from .parts import (
    ATTRIBUTE_COLOURS,
    BONUS_COLOURS,
    EMPTY,
    PLAYER_COLOURS,
    WORKER_COLOURS,
    effect_words,
    labels,
    paladin_bonus,
    player_name,
    points,
    rule_ref,
    section,
    unverified,
    verdict_line,
    wrap,
)

SPACE_STEP = 0.6
SLOT_STEP = 0.5
ROW_STEP = 0.56
PIECE_X0, PIECE_STEP = 2.75, 0.93
TRACK_X0, TRACK_STEP = 2.3, 0.5
BOARD_HEIGHT = 10.6
"""Data units from the top of a player board to its bottom."""
_ROWS = (
    ("monks", "Monks", "commission"),
    ("outposts", "Outposts", "garrison"),
    ("walls_row", "Walls", "fortify"),
    ("jars", "Jars", "absolve"),
    ("converts", "Converts", "convert"),
)


def _tracks(game: Any, view: Mapping[str, Any], p: int, y0: float) -> list[Trace]:
    info = view["players"][p]
    data = game.data
    bonus = paladin_bonus(game, info.get("paladin"))
    top = data.track_max
    xs, ys, fill, hover, names, ny, nh = [], [], [], [], [], [], []
    for a, attribute in enumerate(ATTRIBUTES):
        y = y0 - 1.7 - 0.5 * a
        value, extra = info[attribute], bonus[a]
        score = data.attribute_points[min(value, len(data.attribute_points) - 1)]
        text = (
            f"{attribute.capitalize()} {value}"
            + (f" (+{extra} Paladin, this round only)" if extra else "")
            + f": scores {score} points at the end {rule_ref('PA.score.attributes')}"
            + unverified(game, "main_board.json: scoring")
        )
        names.append(f"{attribute.capitalize()} <b>{value}</b>" + (f" +{extra}" if extra else ""))
        ny.append(y)
        nh.append(text)
        for level in range(1, top + 1):
            xs.append(TRACK_X0 + TRACK_STEP * (level - 1))
            ys.append(y)
            if level <= value:
                fill.append(ATTRIBUTE_COLOURS[attribute])
            elif level <= value + extra:
                fill.append(BONUS_COLOURS[attribute])
            else:
                fill.append(EMPTY)
            hover.append(
                f"{attribute.capitalize()} {level}: {data.attribute_points[level]} points"
                + f"<br>{text}"
            )
    return [
        labels("track names", [0.05] * 3, ny, names, size=10, position="middle right", hover=nh),
        points(
            "attribute tracks",
            xs,
            ys,
            hover=[wrap(h) for h in hover],
            marker={
                "symbol": "square",
                "size": 13,
                "color": fill,
                "line": {"width": 1, "color": "#999999"},
            },
        ),
    ]


def _piece_rows(
    state: Any, view: Mapping[str, Any], p: int, y0: float, legal: Sequence[Any]
) -> list[Trace]:
    game = state.game
    data = game.data
    info = view["players"][p]
    jar_now = any(isinstance(a, PlaceJar) for a in legal)
    xs, ys, fill, text, hover, keys = [], [], [], [], [], []
    names, ny = [], []
    jars_note = unverified(game, "player_board.json: absolve_spaces")
    rows_note = unverified(game, "player_board.json: rows") or unverified(
        game, "player_board.json: row_bonuses"
    )
    for r, (attr, label, action) in enumerate(_ROWS):
        y = y0 - 7.25 - ROW_STEP * r
        row = getattr(data, attr)
        done = placed(info, action)
        unit = "silver" if row.resource == "silver" else "provision"
        if attr == "jars":
            names.append(f"{label} ({done})")
            ny.append(y)
            for k, jar in enumerate(data.absolve_spaces):
                here = jar.id in info["jars"]
                xs.append(PIECE_X0 + PIECE_STEP * k)
                ys.append(y)
                fill.append(PLAYER_COLOURS[p] if here else CLEAR)
                text.append(f"I{jar.influence}")
                keys.append(f"jar:{jar.id}")
                lines = [
                    f"<b>Absolve space {k + 1}</b>: needs Influence {jar.influence}; "
                    f"{effect_words(data, jar.effects + data.absolve)}",
                    "a jar is here" if here else "empty",
                ]
                if jar_now and state.current_player() == p:
                    lines.append(verdict_line(state, PlaceJar(jar.id)))
                hover.append(wrap("<br>".join(lines)) + jars_note)
            continue
        names.append(f"{label} ({done})")
        ny.append(y)
        for k, cost in enumerate(row.costs):
            here = k < done
            xs.append(PIECE_X0 + PIECE_STEP * k)
            ys.append(y)
            fill.append(PLAYER_COLOURS[p] if here else CLEAR)
            need = row.influence[k] if attr == "walls_row" else 0
            text.append(f"{cost}{unit[0]}" + (f"<br>I{need}" if need else ""))
            keys.append(f"action:{action}")
            bonus = row.bonus[k] if k < len(row.bonus) and row.bonus[k] else ()
            reveal = row.points[k + 1] if k + 1 < len(row.points) else 0
            lines = [
                f"<b>{label[:-1]} {k + 1}</b> ({action.capitalize()}): costs {cost} {unit}"
                + ("" if cost == 1 or unit == "silver" else "s")
                + (f", needs Influence {need}" if need else "")
                + (f"; gives {effect_words(data, bonus)}" if bonus else ""),
                f"taking it uncovers {reveal} points for the end"
                if reveal
                else "uncovers no points",
                "placed" if here else "still on the board",
            ]
            hover.append(wrap("<br>".join(lines)) + rows_note)
    return [
        labels("piece row names", [0.05] * len(names), ny, names, size=10, position="middle right"),
        # Empty slots (a circle with the cost) are in the backdrop (piece_row_shapes and the
        # "piece costs" labels); a placed piece covers its slot.
        labels("piece costs", xs, ys, text, size=8, colour="#444444"),
        points(
            "piece rows",
            xs,
            ys,
            keys=keys,
            hover=hover,
            marker={
                "symbol": "circle",
                "size": 24,
                "color": fill,
                "line": {"width": [0 if c == CLEAR else 1 for c in fill], "color": "#333333"},
            },
        ),
    ]


def piece_row_shapes(data: Any, y0: float) -> list[dict[str, Any]]:
    """The empty slots of the piece rows, as circles 24 px across (static: for the backdrop)."""
    out: list[dict[str, Any]] = []
    for r, (attr, _, _) in enumerate(_ROWS):
        y = y0 - 7.25 - ROW_STEP * r
        count = len(data.absolve_spaces) if attr == "jars" else len(getattr(data, attr).costs)
        for k in range(count):
            x = PIECE_X0 + PIECE_STEP * k
            box = section(x - 0.272, x + 0.272, y - 0.308, y + 0.308, EMPTY)
            box["type"] = "circle"
            box["line"] = {"width": 1, "color": "#777777"}
            out.append(box)
    return out


def _hidden_paladins(view: Mapping[str, Any], p: int) -> list[str]:
    """The Paladins of ``p`` the view shows: all in a full view, only the viewer's own."""
    if view.get("player") is None and "paladins" in view:
        return list(view["paladins"][p]["hand"])
    if view.get("player") == p:
        return list(view["my_paladins"]["hand"])
    return []


def _header(
    state: Any, view: Mapping[str, Any], p: int, y0: float, legal: Sequence[Any]
) -> list[Trace]:
    game = state.game
    info = view["players"][p]
    mover = state.current_player()
    paladin = info.get("paladin")
    pal_more = ""
    if paladin is not None:
        pal = game.data.paladins[game.paladin_index[paladin]]
        bonus = ", ".join(f"+{v} {a}" for a, v in zip(ATTRIBUTES, pal.bonus, strict=True) if v)
        pal_text = f"Paladin <b>{pal.name}</b>"
        pal_more = f" ({bonus})" if bonus else ""
    elif info.get("paladin_face_down"):
        pal_text = "Paladin face down"
        pal_more = ": chosen, not yet revealed"
    else:
        pal_text = "no Paladin yet"
    marks = [m for m, on in (("you", view.get("player") == p), ("to move", mover == p)) if on]
    said = f" ({', '.join(marks)})" if marks else ""
    # Short enough for the board scaled down beside the tutor's card; the whole in its hover.
    head = (
        f"<b>{player_name(p)}</b>{said} · <b>{info['silver']}</b> silver · "
        f"<b>{info['provisions']}</b> provisions · {pal_text}"
    )
    head_hover = (
        f"{player_name(p)}'s board: {info['silver']} silver, {info['provisions']} provisions; "
        f"{pal_text}{pal_more}"
    )
    wx, wy, wkind, wtext, whover = [], [], [], [], []
    for k, kind in enumerate(WORKERS):
        n = info["workers"].get(kind, 0)
        wx.append(0.35 + 0.88 * k)
        wy.append(y0 - 0.95)
        wkind.append(kind)
        wtext.append(str(n))
        note = (
            " (wild: fills any slot, brings a Suspicion card) "
            + rule_ref("PA.workers.criminal-wild")
            if kind == "criminal"
            else ""
        )
        whover.append(f"{n} {kind}{'s' if n != 1 else ''} in hand{note}")
    hand = _hidden_paladins(view, p)
    unseen = info["paladins_in_hand"] - len(hand)
    pick = [a for a in legal if isinstance(a, (KeepPaladin, TopPaladin))]
    px = [6.0 + 1.05 * k for k in range(len(hand))]
    phover = []
    for pid in hand:
        pal = game.data.paladins[game.paladin_index[pid]]
        lines = [f"<b>{pal.name}</b>: {card_text('paladins', pal.id).text}"]
        for action in pick:
            if action.paladin == pid:
                lines.append(state.describe_action(action))
        phover.append(wrap("<br>".join(lines)))
    counts = f"Paladins: {info['paladin_deck_size']} in deck" + (
        f", {unseen} in hand (hidden)" if unseen > 0 else ""
    )
    lines = [
        f"Debts: <b>{info['unpaid_debts']}</b> unpaid, <b>{info['paid_debts']}</b> paid",
        f"Suspicion cards: <b>{info['suspicion']}</b>",
        counts,
    ]
    return [
        labels(
            "worker kinds",
            wx,
            [y0 - 1.27] * len(wx),
            [k for k in WORKERS],
            size=8,
            colour="#555555",
        ),
        labels(
            "board title",
            [0.05],
            [y0 - 0.35],
            [head],
            size=11,
            position="middle right",
            hover=[head_hover],
        ),
        points(
            "workers in hand",
            wx,
            wy,
            hover=whover,
            text=wtext,
            textfont={
                "size": 10,
                "color": ["#ffffff" if k == "criminal" else "#111111" for k in WORKERS],
            },
            marker={
                "symbol": "circle",
                "size": 22,
                "color": [WORKER_COLOURS[k] for k in wkind],
                "line": {"width": 1, "color": "#555555"},
            },
        ),
        points(
            "paladins in hand",
            px,
            [y0 - 0.95] * len(px),
            keys=[f"paladin:{pid}" for pid in hand],
            hover=phover,
            text=[game.data.paladins[game.paladin_index[pid]].name for pid in hand],
            textfont={"size": 9},
            marker={"symbol": "square", "size": 1, "color": "rgba(0,0,0,0)"},
        ),
        labels(
            "debts and suspicion",
            [12.0] * 3,
            [y0 - 1.7 - 0.5 * i for i in range(3)],
            lines,
            size=10,
            position="middle left",
            hover=[
                "each unpaid Debt scores −3 at the end, a paid one +1 "
                + rule_ref("PA.score.debts"),
                "Suspicion cards bring Debts at an Inquisition "
                + rule_ref("PA.inquisition.penalty"),
                "an opponent's Paladins in hand and deck are hidden: counts only",
            ],
        ),
    ]


def _footer(state: Any, view: Mapping[str, Any], p: int, y0: float) -> Trace:
    data = state.game.data
    info = view["players"][p]
    names = {t.id: t.name for t in data.townsfolk}
    outsiders = {o.id: o.name for o in data.outsiders}
    hired = ", ".join(names[t] for t in info["townsfolk"]) or "none"
    attacked = ", ".join(outsiders[o] for o in info["attacked"]) or "none"
    converted = ", ".join(outsiders[o] for o in info["converted"]) or "none"
    lines = [f"Townsfolk hired: {hired}", f"Attacked: {attacked} · converted: {converted}"]
    return labels(
        "hired and won",
        [0.05, 0.05],
        [y0 - 10.05, y0 - 10.4],
        [wrap(line, 100) for line in lines],
        size=9,
        position="middle right",
    )


def player_board_traces(
    state: Any, view: Mapping[str, Any], p: int, y0: float, legal: Sequence[Any]
) -> list[Trace]:
    """Player ``p``'s board with its top at ``y0``, as a fixed list of traces."""
    return [
        *_header(state, view, p, y0, legal),
        *_tracks(state.game, view, p, y0),
        *action_spaces(state, view, p, y0, legal),
        *_piece_rows(state, view, p, y0, legal),
        _footer(state, view, p, y0),
    ]


CLEAR = "rgba(0,0,0,0)"


def player_board_shapes(y0: float) -> list[dict[str, Any]]:
    """The background boxes of a player board (static)."""
    fill = "#f7f4ee"  # the same for every seat: the shapes never travel again
    return [
        section(-0.1, 12.1, y0 - BOARD_HEIGHT, y0, fill),
        section(-0.05, 5.95, y0 - 6.75, y0 - 3.1, "#ffffff"),
        section(6.05, 12.05, y0 - 6.75, y0 - 3.1, "#ffffff"),
    ]

"""The Paladins main board as plotly traces: the King's Orders and Favours revealed so far,
the Townsfolk row with its hire costs by slot, the Outsider row with the Strength or Faith each
position needs, the round's Taverns, the tax supply and the Debt and Suspicion decks, and the six
regions of monk and outpost spaces (who took which).

Drawn from a view dict (``observation(p)`` or ``full_view()``) and the game's static data. The
hover of every space and card says what it does and costs and whether the player to move may
take it now (the engine's ``check_action``, with its rule id). No rules live here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop_lib.games.paladins.actions import (
    AttackOutsider,
    ConvertOutsider,
    DiscardTownsfolk,
    HireTownsfolk,
    PlaceMonk,
    PlaceOutpost,
    TakeTavern,
    UseFavour,
)
from tabletop_lib.games.paladins.constants import EFFECT_OPS, WORKERS
from tabletop_lib.games.paladins.describe import effects as effect_words
from tabletop_lib.games.paladins.describe import worker_list

from .common import Trace
from .paladins_parts import (
    EMPTY,
    HIDDEN,
    PLAYER_COLOURS,
    WORKER_COLOURS,
    effective,
    labels,
    player_name,
    points,
    section,
    title,
    verdict_line,
    wrap,
)

SUIT_COLOURS = {"blue": "#aed6f1", "green": "#abebc6", "yellow": "#f9e79f"}
ORDER_X = (0.8, 2.2, 3.6)
FAVOUR_X = (5.3, 6.65, 8.0, 9.35, 10.7)
TOWNSFOLK_X = (2.2, 4.0, 5.8, 7.6, 9.4)
OUTSIDER_X = (1.6, 3.3, 5.0, 6.7, 8.4, 10.1)
TAVERN_X = (0.9, 2.5, 4.1, 5.7, 7.3)
REGION_X = (1.0, 3.0, 5.0, 7.0, 9.0, 11.0)
# Rows of the main board, in data units from its top (y grows upwards).
Y_TITLE, Y_KING, Y_TOWNSFOLK, Y_OUTSIDERS, Y_TAVERNS, Y_REGIONS = (
    -0.4,
    -1.55,
    -3.15,
    -4.65,
    -6.15,
    -7.45,
)
SPACE_STEP = 0.72
MAIN_BOTTOM = -11.9

_GLYPHS = {
    "silver": "{n}s",
    "provisions": "{n}p",
    "faith": "+{n}F",
    "strength": "+{n}S",
    "influence": "+{n}I",
    "tax": "tax",
    "suspicion": "susp",
    "remove_suspicion": "−susp",
    "pay_debt": "debt",
    "remove_debt": "debt",
    "take_debt": "+debt",
    "free_recruit": "hire",
    "free_develop": "dev",
    "pray": "pray",
    "choose_attribute": "+?",
    "criminal": "Cr",
}


def glyph(codes: Sequence[int]) -> str:
    """A reward in a few letters, to print on a board space ("2s", "+1F", "Sc")."""
    parts = []
    for code in codes:
        op, arg = EFFECT_OPS[code >> 8], code & 255
        if op == "worker":
            parts.append(WORKERS[arg][:2].capitalize())
        elif op == "choose":
            parts.append("or")
        else:
            parts.append(_GLYPHS.get(op, op[:4]).format(n=arg))
    return " ".join(parts)


def _first(legal: Sequence[Any], kind: type | tuple[type, ...]) -> bool:
    return any(isinstance(a, kind) for a in legal)


def _regions(state: Any, view: Mapping[str, Any], legal: Sequence[Any]) -> list[Trace]:
    game = state.game
    data = game.data
    n = view["num_players"]
    taken: Mapping[str, Mapping[str, Any]] = view["main_board"]
    mover = view["current_player"]
    faith = strength = None
    if mover is not None and mover >= 0:
        faith, strength, _ = effective(view, game, mover)
    monk_now, outpost_now = _first(legal, PlaceMonk), _first(legal, PlaceOutpost)
    xs, ys, keys, hover, fill, text = [], [], [], [], [], []
    px, py, pc, psym, phover = [], [], [], [], []
    count: dict[int, int] = {}
    for space in data.spaces:
        k = count.get(space.region, 0)
        count[space.region] = k + 1
        x = REGION_X[space.region] + (-0.45 if k % 2 == 0 else 0.45)
        y = Y_REGIONS - 1.05 - SPACE_STEP * (k // 2)
        in_play = space.min_players <= n
        piece = taken.get(space.id)
        lines = [
            f"<b>Region {space.region + 1}, space {k + 1}</b>: {effect_words(data, space.effects)}",
            f"a monk needs Faith {space.faith}, an outpost Strength {space.strength}",
        ]
        if not in_play:
            lines.append(f"✗ only with {space.min_players}+ players [PA.board.player-count]")
        elif piece is not None:
            who = player_name(int(piece["player"]))
            lines.append(f"taken: {who}'s {piece['piece']} [PA.board.space-exclusive]")
        elif monk_now:
            lines.append(verdict_line(state, PlaceMonk(space.id)))
        elif outpost_now:
            lines.append(verdict_line(state, PlaceOutpost(space.id)))
        elif faith is not None and strength is not None:
            lines.append(
                f"free. {player_name(mover)} has Faith {faith} "
                f"({'enough' if faith >= space.faith else 'too little'} for a monk) and "
                f"Strength {strength} "
                f"({'enough' if strength >= space.strength else 'too little'} for an outpost); "
                "a monk comes with Commission, an outpost with Garrison"
            )
        xs.append(x)
        ys.append(y)
        keys.append(f"space:{space.id}")
        hover.append(wrap("<br>".join(lines)))
        fill.append(EMPTY if in_play else HIDDEN)
        text.append(glyph(space.effects) if in_play else "")
        if piece is not None:
            px.append(x)
            py.append(y)
            pc.append(PLAYER_COLOURS[int(piece["player"])])
            psym.append("circle" if piece["piece"] == "monk" else "triangle-up")
            phover.append(f"{player_name(int(piece['player']))}'s {piece['piece']} on {space.id}")
    heads = [
        f"<b>Region {r + 1}</b><br>F{f} · S{s}"
        for r, (f, s) in enumerate(zip(data.region_faith, data.region_strength, strict=True))
    ]
    return [
        points(
            "board spaces",
            xs,
            ys,
            keys=keys,
            hover=hover,
            text=text,
            textfont={"size": 8, "color": "#333333"},
            marker={
                "symbol": "square",
                "size": 30,
                "color": fill,
                "line": {"width": 1, "color": "#777777"},
            },
        ),
        points(
            "taken spaces",
            px,
            py,
            hover=phover,
            marker={
                "symbol": psym,
                "size": 18,
                "color": pc,
                "line": {"width": 1.5, "color": "#111111"},
            },
        ),
        labels("region names", REGION_X, [Y_REGIONS - 0.3] * 6, heads, size=9),
        labels(
            "regions key",
            [0.05],
            [Y_REGIONS + 0.55],
            ["<b>Regions</b>: a monk needs Faith F, an outpost Strength S (unverified data)"],
            size=10,
            position="middle right",
        ),
    ]


def _king(state: Any, view: Mapping[str, Any], legal: Sequence[Any]) -> list[Trace]:
    data = state.game.data
    orders: list[str | None] = view["kings_orders"]
    favours: list[Mapping[str, Any] | None] = view["kings_favours"]
    favour_by_id = {f.id: f for f in data.favours}
    ox = list(ORDER_X[: len(orders)])
    order_hover = [
        wrap(
            f"<b>King's Order: {title(o)}</b><br>met by doing that action "
            f"{data.order_threshold} times or more: points at the end [PA.score.kings-orders]"
        )
        if o
        else f"King's Order {k + 1}: face down until round {data.order_rounds[k]}"
        for k, o in enumerate(orders)
    ]
    fx, fill, line, ftext, fhover, fkeys = [], [], [], [], [], []
    ux, uy, uc = [], [], []
    favour_now = _first(legal, UseFavour)
    for k, f in enumerate(favours):
        x = FAVOUR_X[k] if k < len(FAVOUR_X) else FAVOUR_X[-1] + 1.35 * (k - len(FAVOUR_X) + 1)
        fx.append(x)
        fkeys.append(f"favour:{k}")
        if f is None:
            fill.append(HIDDEN)
            line.append("#999999")
            ftext.append("?")
            fhover.append(f"King's Favour {k + 1}: face down until round {data.favour_rounds[k]}")
            continue
        card = favour_by_id[f["id"]]
        worker = "any worker" if card.worker >= len(WORKERS) else f"a {WORKERS[card.worker]}"
        usable = bool(f.get("usable", True))
        fill.append(WORKER_COLOURS.get(WORKERS[card.worker], EMPTY) if card.worker < 6 else EMPTY)
        line.append("#b8860b" if usable else "#999999")
        ftext.append(title(f["id"]))
        lines = [
            f"<b>King's Favour: {title(f['id'])}</b>: put {worker} here to "
            f"{effect_words(data, card.effects)}",
            "usable this round" if usable else "not usable this round [PA.favour.duration]",
        ]
        used = list(f.get("used_by", ()))
        if used:
            lines.append("workers on it: " + ", ".join(player_name(p) for p in used))
        if favour_now:
            lines.append(verdict_line(state, UseFavour(k)))
        fhover.append(wrap("<br>".join(lines)))
        for j, p in enumerate(used):
            ux.append(x - 0.25 + 0.25 * j)
            uy.append(Y_KING + 0.42)
            uc.append(PLAYER_COLOURS[p])
    return [
        points(
            "king's orders",
            ox,
            [Y_KING] * len(ox),
            hover=order_hover,
            keys=[f"order:{k}" for k in range(len(ox))],
            text=[title(o) if o else "?" for o in orders],
            textposition="bottom center",
            marker={
                "symbol": "square",
                "size": 30,
                "color": ["#f0e6c8" if o else HIDDEN for o in orders],
                "line": {"width": 1, "color": "#8a7f5a"},
            },
        ),
        points(
            "king's favours",
            fx,
            [Y_KING] * len(fx),
            hover=fhover,
            keys=fkeys,
            text=ftext,
            textposition="bottom center",
            marker={
                "symbol": "diamond",
                "size": 30,
                "color": fill,
                "line": {"width": 2.5, "color": line},
            },
        ),
        points("workers on favours", ux, uy, marker={"size": 9, "color": uc}),
    ]


def _rows(state: Any, view: Mapping[str, Any], legal: Sequence[Any]) -> list[Trace]:
    data = state.game.data
    tf_by_id = {t.id: t for t in data.townsfolk}
    out_by_id = {o.id: o for o in data.outsiders}
    hire_now = _first(legal, (HireTownsfolk, DiscardTownsfolk))
    tx, tfill, ttext, tcost, thover, tkeys = [], [], [], [], [], []
    for k, card_id in enumerate(view["townsfolk_row"]):
        cost = data.townsfolk_costs[k] if k < len(data.townsfolk_costs) else 0
        debt = k < len(data.townsfolk_debt) and data.townsfolk_debt[k]
        x = TOWNSFOLK_X[k] if k < len(TOWNSFOLK_X) else TOWNSFOLK_X[-1] + 1.8
        tx.append(x)
        tkeys.append(f"townsfolk:{k}")
        tcost.append(f"{cost}s" + ("/D" if debt else ""))
        price = f"{cost} silver" + (" or a Debt" if debt else "")
        if card_id is None:
            tfill.append(EMPTY)
            ttext.append("empty")
            thover.append(f"Townsfolk slot {k + 1}: empty (hire cost {price})")
            continue
        tf = tf_by_id[card_id]
        tfill.append("#f0e6c8")
        ttext.append(tf.name)
        lines = [
            f"<b>{tf.name}</b> (slot {k + 1}): hire for {price} with Recruit and two workers",
            "hired: "
            + (effect_words(data, tf.hire) + " at once; " if tf.hire else "")
            + (
                f"then {effect_words(data, tf.effects)} when its trigger comes"
                if tf.effects
                else ""
            ),
            f"dismissed (Recruit with one worker): {effect_words(data, tf.discard)}",
        ]
        if hire_now:
            kind = HireTownsfolk if _first(legal, HireTownsfolk) else DiscardTownsfolk
            lines.append(verdict_line(state, kind(k)))
        thover.append(wrap("<br>".join(lines)))
    ox, ofill, otext, oneed, ohover, okeys = [], [], [], [], [], []
    fight_now = _first(legal, (AttackOutsider, ConvertOutsider))
    for k, card_id in enumerate(view["outsider_row"]):
        need = data.outsider_thresholds[k] if k < len(data.outsider_thresholds) else 0
        x = OUTSIDER_X[k] if k < len(OUTSIDER_X) else OUTSIDER_X[-1] + 1.7
        ox.append(x)
        okeys.append(f"outsider:{k}")
        oneed.append(str(need))
        if card_id is None:
            ofill.append(EMPTY)
            otext.append("empty")
            ohover.append(f"Outsider slot {k + 1}: empty")
            continue
        o = out_by_id[card_id]
        suit = data.suits[o.suit]
        ofill.append(SUIT_COLOURS.get(suit, EMPTY))
        otext.append(o.name)
        lines = [
            f"<b>{o.name}</b> ({suit}, slot {k + 1}): attack with Strength {need} "
            f"(silver makes up the rest) to {effect_words(data, o.attack + data.attack)}",
            f"or convert with Faith {need} and Strength {o.convert_strength}: "
            f"{o.points} points per {o.per} {o.counter.replace('_', ' ')} at the end",
        ]
        if fight_now:
            kind2 = AttackOutsider if _first(legal, AttackOutsider) else ConvertOutsider
            lines.append(verdict_line(state, kind2(k)))
        ohover.append(wrap("<br>".join(lines)))
    decks = view["deck_sizes"]
    return [
        labels(
            "row names",
            [0.05, 0.05],
            [Y_TOWNSFOLK, Y_OUTSIDERS],
            ["Towns-<br>folk", "Out-<br>siders"],
            size=10,
            position="middle right",
        ),
        points(
            "townsfolk row",
            tx,
            [Y_TOWNSFOLK] * len(tx),
            keys=tkeys,
            hover=thover,
            text=tcost,
            textfont={"size": 10, "color": "#5d4037"},
            marker={
                "symbol": "square",
                "size": 34,
                "color": tfill,
                "line": {"width": 1, "color": "#8a7f5a"},
            },
        ),
        labels("townsfolk names", tx, [Y_TOWNSFOLK - 0.62] * len(tx), ttext, size=9),
        points(
            "outsider row",
            ox,
            [Y_OUTSIDERS] * len(ox),
            keys=okeys,
            hover=ohover,
            text=oneed,
            textfont={"size": 11, "color": "#1b2631"},
            marker={
                "symbol": "hexagon",
                "size": 34,
                "color": ofill,
                "line": {"width": 1, "color": "#566573"},
            },
        ),
        labels("outsider names", ox, [Y_OUTSIDERS - 0.62] * len(ox), otext, size=9),
        labels(
            "deck counts",
            [11.3, 11.6],
            [Y_TOWNSFOLK, Y_OUTSIDERS],
            [f"deck<br>{decks['townsfolk']}", f"deck<br>{decks['outsiders']}"],
            size=9,
            colour="#555555",
        ),
    ]


def _taverns(state: Any, view: Mapping[str, Any], legal: Sequence[Any]) -> list[Trace]:
    tavern_now = _first(legal, TakeTavern)
    cx, cline, chover, ckeys = [], [], [], []
    wx, wy, wkind = [], [], []
    for k, tavern in enumerate(view["taverns"]):
        x = TAVERN_X[k] if k < len(TAVERN_X) else TAVERN_X[-1] + 1.6 * (k - len(TAVERN_X) + 1)
        cx.append(x)
        ckeys.append(f"tavern:{k}")
        taker = tavern["taken_by"]
        cline.append(PLAYER_COLOURS[taker] if taker is not None else "#8a7f5a")
        kinds = list(tavern["workers"])
        lines = [
            f"<b>Tavern {k + 1}</b>: "
            f"{worker_list(tuple(WORKERS.index(w) for w in kinds)) or 'no workers'}",
            f"taken by {player_name(taker)}" if taker is not None else "not taken yet",
        ]
        if tavern_now:
            lines.append(verdict_line(state, TakeTavern(k)))
        chover.append(wrap("<br>".join(lines)))
        for j, kind in enumerate(kinds):
            wx.append(x - 0.32 * (len(kinds) - 1) / 2 + 0.32 * j)
            wy.append(Y_TAVERNS)
            wkind.append(kind)
    supply = view.get("worker_supply")
    lines = [
        f"Tax supply: <b>{view['tax_supply']}</b> silver",
        f"Debts left: <b>{view['debt_supply']}</b>",
        f"Suspicion deck: <b>{view['deck_sizes']['suspicion']}</b>",
    ]
    hover = [
        "The tax supply pays the 'tax' rewards; an Inquisition refills it [PA.setup.tax-supply]",
        "Debts taken come from here; each unpaid one costs points at the end",
        "Criminals bring Suspicion cards; the Inquisition punishes who holds most",
    ]
    if supply:
        lines.append("Workers: " + " ".join(f"{k[:2]} {v}" for k, v in supply.items()))
        hover.append("the shared supply (option worker_supply 'finite')")
    return [
        labels(
            "tavern name",
            [0.05],
            [Y_TAVERNS + 0.62],
            ["<b>Taverns</b> (this round)"],
            size=10,
            position="middle right",
        ),
        points(
            "taverns",
            cx,
            [Y_TAVERNS] * len(cx),
            keys=ckeys,
            hover=chover,
            marker={
                "symbol": "square",
                "size": 40,
                "color": [
                    "#e5e0d0" if t["taken_by"] is not None else "#f0e6c8" for t in view["taverns"]
                ],
                "line": {"width": 2.5, "color": cline},
            },
        ),
        points(
            "tavern workers",
            wx,
            wy,
            marker={
                "size": 11,
                "color": [WORKER_COLOURS[k] for k in wkind],
                "line": {"width": 1, "color": "#444444"},
            },
        ),
        labels(
            "supplies",
            [8.45] * len(lines),
            [Y_TAVERNS + 0.55 - 0.42 * i for i in range(len(lines))],
            lines,
            size=10,
            position="middle right",
            hover=hover,
        ),
    ]


def main_board_traces(state: Any, view: Mapping[str, Any], legal: Sequence[Any]) -> list[Trace]:
    """Every trace of the main board, in a fixed number and order (the stepper sends only the
    ones that change)."""
    phase = view["phase"]
    header = f"<b>Main board</b> · round {view['round']} of {state.game.params.rounds} · {phase}"
    return [
        *_regions(state, view, legal),
        labels("main title", [0.05], [Y_TITLE], [header], size=12, position="middle right"),
        labels(
            "king's track names",
            [0.1, 4.7],
            [Y_KING + 0.62] * 2,
            ["<b>King's Orders</b>", "<b>King's Favours</b> (gold rim: usable now)"],
            size=10,
            position="middle right",
        ),
        *_king(state, view, legal),
        *_rows(state, view, legal),
        *_taverns(state, view, legal),
    ]


MAIN_SHAPES = [
    section(-0.1, 12.1, Y_KING - 0.95, Y_KING + 0.95),
    section(-0.1, 12.1, Y_OUTSIDERS - 0.95, Y_TOWNSFOLK + 0.6),
    section(-0.1, 12.1, Y_TAVERNS - 0.6, Y_TAVERNS + 0.95),
    *[section(x - 0.95, x + 0.95, MAIN_BOTTOM, Y_REGIONS + 0.35, "#eef3ea") for x in REGION_X],
]
"""The main board's background boxes (static)."""

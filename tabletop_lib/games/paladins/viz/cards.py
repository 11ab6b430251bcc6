"""The Paladins main board's card rows: the Townsfolk row with its hire costs by slot, the
Outsider row with the Strength or Faith each position needs, the round's Taverns and the
supplies (tax, Debts, Suspicion deck). Part of :mod:`.paladins_board`; no rules live here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop_lib.core.words import card_text
from tabletop_lib.games.paladins.actions import (
    AttackOutsider,
    ConvertOutsider,
    DiscardTownsfolk,
    HireTownsfolk,
    TakeTavern,
)
from tabletop_lib.games.paladins.constants import WORKERS
from tabletop_lib.games.paladins.describe import worker_list
from tabletop_lib.viz.common import Trace

from .parts import (
    EMPTY,
    PLAYER_COLOURS,
    WORKER_COLOURS,
    Y_OUTSIDERS,
    Y_TAVERNS,
    Y_TOWNSFOLK,
    first_of,
    labels,
    player_name,
    points,
    rule_ref,
    unverified,
    verdict_line,
    wrap,
)

SUIT_COLOURS = {"blue": "#aed6f1", "green": "#abebc6", "yellow": "#f9e79f"}
TOWNSFOLK_X = (2.2, 4.0, 5.8, 7.6, 9.4)
OUTSIDER_X = (1.6, 3.3, 5.0, 6.7, 8.4, 10.1)
TAVERN_X = (0.9, 2.5, 4.1, 5.7, 7.3)


def card_rows(state: Any, view: Mapping[str, Any], legal: Sequence[Any]) -> list[Trace]:
    data = state.game.data
    tf_by_id = {t.id: t for t in data.townsfolk}
    out_by_id = {o.id: o for o in data.outsiders}
    hire_now = first_of(legal, (HireTownsfolk, DiscardTownsfolk))
    tx, tfill, ttext, tcost, thover, tkeys = [], [], [], [], [], []
    for k, card_id in enumerate(view["townsfolk_row"]):
        cost = data.townsfolk_costs[k] if k < len(data.townsfolk_costs) else 0
        debt = k < len(data.townsfolk_debt) and data.townsfolk_debt[k]
        x = TOWNSFOLK_X[k] if k < len(TOWNSFOLK_X) else TOWNSFOLK_X[-1] + 1.8
        tx.append(x)
        tkeys.append(f"townsfolk:{k}")
        tcost.append(f"{cost} silver" + ("<br>or Debt" if debt else ""))
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
            card_text("paladins", tf.id).text,
        ]
        if hire_now:
            kind = HireTownsfolk if first_of(legal, HireTownsfolk) else DiscardTownsfolk
            lines.append(verdict_line(state, kind(k)))
        thover.append(
            wrap("<br>".join(lines)) + unverified(state.game, "main_board.json: townsfolk_row")
        )
    ox, ofill, otext, oneed, ohover, okeys = [], [], [], [], [], []
    fight_now = first_of(legal, (AttackOutsider, ConvertOutsider))
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
            f"<b>{o.name}</b> ({suit}, slot {k + 1}): attack with Strength {need} (silver "
            f"makes up the rest), or convert with Faith {need}",
            card_text("paladins", o.id).text,
        ]
        if fight_now:
            kind2 = AttackOutsider if first_of(legal, AttackOutsider) else ConvertOutsider
            lines.append(verdict_line(state, kind2(k)))
        ohover.append(
            wrap("<br>".join(lines)) + unverified(state.game, "main_board.json: outsider_row")
        )
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


def taverns(state: Any, view: Mapping[str, Any], legal: Sequence[Any]) -> list[Trace]:
    tavern_now = first_of(legal, TakeTavern)
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
        "The tax supply pays the tax rewards; an Inquisition refills it "
        + rule_ref("PA.setup.tax-supply")
        + unverified(state.game, "main_board.json: tax_supply"),
        "Debts taken come from here; each unpaid one costs points at the end",
        "Criminals bring Suspicion cards; the Inquisition punishes who holds most",
    ]
    if supply:
        lines.append("Workers: " + ", ".join(f"{v} {k}s" for k, v in supply.items()))
        hover.append("the shared supply of workers, limited to the pieces in the box")
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

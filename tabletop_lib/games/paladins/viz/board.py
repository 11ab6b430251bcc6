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

from tabletop_lib.core.words import phase_words
from tabletop_lib.games.paladins.actions import (
    PlaceMonk,
    PlaceOutpost,
    UseFavour,
)
from tabletop_lib.games.paladins.constants import EFFECT_OPS, WORKERS
from tabletop_lib.viz.common import Trace

from .cards import card_rows, taverns
from .parts import (
    EMPTY,
    HIDDEN,
    PLAYER_COLOURS,
    WORKER_COLOURS,
    Y_KING,
    Y_OUTSIDERS,
    Y_REGIONS,
    Y_TAVERNS,
    Y_TITLE,
    Y_TOWNSFOLK,
    effect_words,
    first_of,
    labels,
    player_name,
    points,
    round_words,
    rule_ref,
    section,
    title,
    unverified,
    verdict_line,
    wrap,
)

ORDER_X = (0.8, 2.2, 3.6)
FAVOUR_X = (5.3, 6.65, 8.0, 9.35, 10.7)
REGION_X = (1.0, 3.0, 5.0, 7.0, 9.0, 11.0)
SPACE_STEP = 0.72
MAIN_BOTTOM = -11.9

_GLYPHS = {
    "silver": "{n} silver",
    "provisions": "{n} prov.",
    "faith": "+{n} Faith",
    "strength": "+{n} Str.",
    "influence": "+{n} Infl.",
    "tax": "{n} tax",
    "suspicion": "Suspicion",
    "remove_suspicion": "−Suspicion",
    "pay_debt": "pay Debt",
    "remove_debt": "−Debt",
    "take_debt": "+Debt",
    "free_recruit": "hire",
    "free_develop": "develop",
    "pray": "pray",
    "choose_attribute": "+{n} any",
    "criminal": "criminal",
}


def glyph(codes: Sequence[int]) -> str:
    """A reward in a word or two, to print on a board space ("2 silver", "+1 Faith",
    "scout"); the hover says it in full."""
    parts = []
    for code in codes:
        op, arg = EFFECT_OPS[code >> 8], code & 255
        if op == "worker":
            parts.append(WORKERS[arg])
        elif op == "choose":
            parts.append("or")
        else:
            parts.append(_GLYPHS.get(op, op[:4]).format(n=arg))
    return "<br>".join(parts)


def _regions(state: Any, view: Mapping[str, Any], legal: Sequence[Any]) -> list[Trace]:
    game = state.game
    data = game.data
    n = view["num_players"]
    taken: Mapping[str, Mapping[str, Any]] = view["main_board"]
    monk_now, outpost_now = first_of(legal, PlaceMonk), first_of(legal, PlaceOutpost)
    xs, ys, keys, hover, text = [], [], [], [], []
    px, py, pc, psym, phover = [], [], [], [], []
    count: dict[int, int] = {}
    regions_note = unverified(game, "main_board.json: regions")
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
            lines.append(
                f"✗ only with {space.min_players}+ players {rule_ref('PA.board.player-count')}"
            )
        elif piece is not None:
            who = player_name(int(piece["player"]))
            lines.append(f"taken: {who}'s {piece['piece']} {rule_ref('PA.board.space-exclusive')}")
        elif monk_now:
            lines.append(verdict_line(state, PlaceMonk(space.id)))
        elif outpost_now:
            lines.append(verdict_line(state, PlaceOutpost(space.id)))
        else:
            lines.append(
                "free: a monk comes with Commission (Faith at least the space's), an "
                "outpost with Garrison (Strength at least the space's)"
            )
        xs.append(x)
        ys.append(y)
        keys.append(f"space:{space.id}")
        hover.append(wrap("<br>".join(lines)) + regions_note)
        text.append(glyph(space.effects) if in_play else "")
        if piece is not None:
            px.append(x)
            py.append(y)
            pc.append(PLAYER_COLOURS[int(piece["player"])])
            psym.append("circle" if piece["piece"] == "monk" else "triangle-up")
            phover.append(f"{player_name(int(piece['player']))}'s {piece['piece']} on {space.id}")
    heads = [
        f"<b>Region {r + 1}</b><br>Faith {f} · Strength {s}"
        for r, (f, s) in enumerate(zip(data.region_faith, data.region_strength, strict=True))
    ]
    return [
        # The squares and their rewards are drawn in the backdrop (space_boxes): the trace
        # only hovers and answers clicks.
        points(
            "board spaces",
            xs,
            ys,
            keys=keys,
            hover=hover,
            marker={"symbol": "square", "size": 30, "color": "rgba(0,0,0,0)"},
        ),
        labels("space glyphs", xs, ys, text, size=8, colour="#333333"),
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
            [
                "<b>Regions</b>: a monk needs the Faith shown, an outpost the Strength shown "
                "(not confirmed against the printed board)"
            ],
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
            f"{data.order_threshold} times or more: points at the end "
            + rule_ref("PA.score.kings-orders")
        )
        if o
        else f"King's Order {k + 1}: face down until round {data.order_rounds[k]}"
        for k, o in enumerate(orders)
    ]
    fx, fill, line, ftext, fhover, fkeys = [], [], [], [], [], []
    ux, uy, uc = [], [], []
    favour_now = first_of(legal, UseFavour)
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
            "usable this round"
            if usable
            else f"not usable this round {rule_ref('PA.favour.duration')}",
        ]
        used = list(f.get("used_by", ()))
        if used:
            lines.append("workers on it: " + ", ".join(player_name(p) for p in used))
        if favour_now:
            lines.append(verdict_line(state, UseFavour(k)))
        fhover.append(
            wrap("<br>".join(lines)) + unverified(state.game, "cards.json: kings_favours")
        )
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


def main_board_traces(state: Any, view: Mapping[str, Any], legal: Sequence[Any]) -> list[Trace]:
    """Every trace of the main board, in a fixed number and order (the stepper sends only the
    ones that change)."""
    phase = phase_words("paladins", view["phase"])
    played = round_words(view["round"], state.game.params.rounds)
    header = f"<b>Main board</b> · {played} · {phase}"
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
        *card_rows(state, view, legal),
        *taverns(state, view, legal),
    ]


MAIN_SHAPES = [
    section(-0.1, 12.1, Y_KING - 0.95, Y_KING + 0.95),
    section(-0.1, 12.1, Y_OUTSIDERS - 0.95, Y_TOWNSFOLK + 0.6),
    section(-0.1, 12.1, Y_TAVERNS - 0.6, Y_TAVERNS + 0.95),
    *[section(x - 0.95, x + 0.95, MAIN_BOTTOM, Y_REGIONS + 0.35, "#eef3ea") for x in REGION_X],
]
"""The main board's background boxes (static)."""
SPACE_HALF = (0.34, 0.385)
"""Half the side of a board space's square, in x and y units (30 px at the figure's scale)."""


def space_boxes(game: Any) -> list[dict[str, Any]]:
    """The squares of the main-board spaces: white in play, grey when the player count leaves
    the space out (static for a game)."""
    n = game.num_players
    out = []
    count: dict[int, int] = {}
    for space in game.data.spaces:
        k = count.get(space.region, 0)
        count[space.region] = k + 1
        x = REGION_X[space.region] + (-0.45 if k % 2 == 0 else 0.45)
        y = Y_REGIONS - 1.05 - SPACE_STEP * (k // 2)
        box = section(
            x - SPACE_HALF[0],
            x + SPACE_HALF[0],
            y - SPACE_HALF[1],
            y + SPACE_HALF[1],
            EMPTY if space.min_players <= n else HIDDEN,
        )
        box["line"] = {"width": 1, "color": "#777777"}
        out.append(box)
    return out

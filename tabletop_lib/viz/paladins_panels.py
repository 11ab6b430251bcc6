"""The Paladins stepper's HTML panels under the figure: every player at a glance (opponents'
hidden cards as counts), the round, the Townsfolk and Outsider rows, the data notice."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop_lib.games.paladins.params import SEAT_NAMES

from .html_tables import Cell, html_table, notice_html
from .paladins_parts import PLAYER_COLOURS, UNVERIFIED, title, view_of

PLAYER_FIELDS = (
    "Silver", "Provisions", "Workers", "Debts", "Suspicion", "Paladin", "Townsfolk",
    "Walls / outposts / monks / jars", "Attacked / converted", "Workshops", "Actions used",
)  # fmt: skip


def _players_panel(view: Mapping[str, Any], game: Any) -> str:
    """One column per player and one row per item, so the table keeps to a laptop's width
    (twelve columns side by side ran to about 1,100 px) and long lists wrap in their cell."""
    columns = []
    for info in view["players"]:
        workers = ", ".join(f"{n} {k}" for k, n in info["workers"].items() if n) or "-"
        columns.append(
            [
                info["silver"],
                info["provisions"],
                workers,
                Cell(
                    f"{info['unpaid_debts']} unpaid, {info['paid_debts']} paid",
                    "each unpaid debt costs points at the end; a paid one scores",
                ),
                info["suspicion"],
                _paladin_cell(info),
                ", ".join(info["townsfolk"]) or "-",
                f"{len(info['walls'])} / {info['outposts']} / {info['monks']}"
                f" / {len(info['jars'])}",
                f"{len(info['attacked'])} / {len(info['converted'])}",
                ", ".join(k for k, v in info["workshops"].items() if v) or "-",
                ", ".join(info["used_spaces"]) or "-",
            ]
        )
    header = [""] + [
        Cell(SEAT_NAMES[p], background=PLAYER_COLOURS[p], colour="#ffffff")
        for p in range(len(columns))
    ]
    rows = [[field, *(column[i] for column in columns)] for i, field in enumerate(PLAYER_FIELDS)]
    return html_table(header, rows, name="players")


def _paladin_cell(info: Mapping[str, Any]) -> Any:
    """The Paladin in play, or a face-down one and the hidden hand as counts."""
    if info["paladin"]:
        return info["paladin"]
    hidden = f"{info['paladins_in_hand']} in hand, {info['paladin_deck_size']} in deck"
    if info["paladin_face_down"]:
        return Cell("face down", f"chosen, not yet revealed; {hidden}")
    return Cell("-", hidden)


def _rows_panel(view: Mapping[str, Any], game: Any) -> str:
    data = game.data
    townsfolk = [
        Cell(title(card), f"hire for {cost} silver" + (" or a debt" if debt else ""))
        for card, cost, debt in zip(
            view["townsfolk_row"], data.townsfolk_costs, data.townsfolk_debt, strict=False
        )
    ]
    outsiders = [
        Cell(title(card), f"attack or convert needs {need} Strength or Faith")
        for card, need in zip(view["outsider_row"], data.outsider_thresholds, strict=False)
    ]
    rows = [
        [
            "Townsfolk (cost)",
            *(
                f"{c.text} ({cost})"
                for c, cost in zip(townsfolk, data.townsfolk_costs, strict=False)
            ),
        ],
        [
            "Outsiders (needs)",
            *(f"{c.text} ({n})" for c, n in zip(outsiders, data.outsider_thresholds, strict=False)),
        ],
    ]
    width = max(len(r) for r in rows)
    rows = [r + ["-"] * (width - len(r)) for r in rows]
    return html_table(["Row", *(f"Slot {i + 1}" for i in range(width - 1))], rows, name="rows")


def _favour(favour: Any) -> str:
    if isinstance(favour, Mapping):
        used = ", ".join(SEAT_NAMES[p] for p in favour.get("used_by", ()))
        return f"{favour['id']}" + (f" (used by {used})" if used else "")
    return str(favour)


def _round_panel(view: Mapping[str, Any]) -> str:
    taverns = "; ".join(
        f"{i}: {', '.join(t['workers'])}"
        + (f" (taken by P{t['taken_by']})" if t["taken_by"] is not None else "")
        for i, t in enumerate(view["taverns"])
    )
    rows = [
        ["Round", f"{view['round']} of 7"],
        ["Phase", view["phase"]],
        ["King's Orders", ", ".join(o for o in view["kings_orders"] if o) or "-"],
        ["King's Favours", ", ".join(_favour(f) for f in view["kings_favours"] if f) or "-"],
        ["Taverns", taverns or "-"],
        ["Tax supply", view["tax_supply"]],
        ["Debt supply", view["debt_supply"]],
        ["Decks", ", ".join(f"{k} {v}" for k, v in view["deck_sizes"].items())],
    ]
    return html_table(["", "Now"], rows, name="round")


def panels(state: Any, viewer: int | None = None) -> list[tuple[str, str]]:
    """(title, HTML) for each panel under the figure, in reading order."""
    view, game = view_of(state, viewer), state.game
    out = [
        ("Players", _players_panel(view, game)),
        ("Round", _round_panel(view)),
        ("Townsfolk and Outsiders", _rows_panel(view, game)),
    ]
    if not game.verified:
        out.append(("Data", notice_html([UNVERIFIED])))
    return out

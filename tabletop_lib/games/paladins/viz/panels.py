"""The Paladins stepper's HTML panels under the figure: every player at a glance (opponents'
hidden cards as counts), the round, the Townsfolk and Outsider rows, the data notice."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop_lib.core.words import card_text
from tabletop_lib.games.paladins.params import SEAT_NAMES
from tabletop_lib.viz.html_tables import Cell, html_table, notice_html

from .parts import PLAYER_COLOURS, UNVERIFIED, round_words, view_of

GAME = "paladins"
_DECKS = {
    "townsfolk": "Townsfolk",
    "outsiders": "Outsiders",
    "walls": "Walls",
    "taverns": "Taverns",
    "suspicion": "Suspicion",
}


def card(card_id: str | None) -> Cell | str:
    """A card by its printed name, its text in the cell's tooltip ("-" for none)."""
    if not card_id:
        return "-"
    found = card_text(GAME, card_id)
    return Cell(found.name, found.text)


def card_list(ids: list[str]) -> str:
    """Cards one per line, "name: text" ("" for none): a cell's tooltip."""
    return "\n".join(f"{c.name}: {c.text}" for c in (card_text(GAME, i) for i in ids))


def cards_cell(ids: list[str]) -> Cell | str:
    """Several cards by name, each one's text in the tooltip."""
    if not ids:
        return "-"
    return Cell(", ".join(card_text(GAME, i).name for i in ids), card_list(ids))


def _actions(spaces: list[str]) -> str:
    return ", ".join(s.capitalize() for s in spaces) or "-"


PLAYER_FIELDS = (
    "Silver", "Provisions", "Workers", "Debts", "Suspicion", "Paladin", "Townsfolk",
    "Walls / outposts / monks / jars", "Attacked / converted", "Workshops", "Actions used",
)  # fmt: skip


def _players_panel(view: Mapping[str, Any], game: Any) -> str:
    """One column per player and one row per item, so the table keeps to a laptop's width
    (twelve columns side by side ran to about 1,100 px) and long lists wrap in their cell."""
    columns = []
    for info in view["players"]:
        workers = (
            ", ".join(f"{n} {k}{'s' if n != 1 else ''}" for k, n in info["workers"].items() if n)
            or "-"
        )
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
                cards_cell(info["townsfolk"]),
                f"{len(info['walls'])} / {info['outposts']} / {info['monks']}"
                f" / {len(info['jars'])}",
                Cell(
                    f"{len(info['attacked'])} / {len(info['converted'])}",
                    card_list(info["attacked"] + info["converted"]),
                ),
                _actions([k for k, v in info["workshops"].items() if v]),
                _actions(info["used_spaces"]),
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
        return card(info["paladin"])
    hidden = f"{info['paladins_in_hand']} in hand, {info['paladin_deck_size']} in deck"
    if info["paladin_face_down"]:
        return Cell("face down", f"chosen, not yet revealed; {hidden}")
    return Cell("-", hidden)


def _rows_panel(view: Mapping[str, Any], game: Any) -> str:
    data = game.data
    townsfolk = [
        _in_slot(c, f"{cost} silver" + (" or a Debt" if debt else ""))
        for c, cost, debt in zip(
            view["townsfolk_row"], data.townsfolk_costs, data.townsfolk_debt, strict=False
        )
    ]
    outsiders = [
        _in_slot(c, f"Strength {need} to attack, Faith {need} to convert")
        for c, need in zip(view["outsider_row"], data.outsider_thresholds, strict=False)
    ]
    rows: list[list[Any]] = [
        ["Townsfolk (cost to hire)", *townsfolk],
        ["Outsiders (what they need)", *outsiders],
    ]
    width = max(len(r) for r in rows)
    rows = [r + ["-"] * (width - len(r)) for r in rows]
    return html_table(["Row", *(f"Slot {i + 1}" for i in range(width - 1))], rows, name="rows")


def _in_slot(card_id: str | None, price: str) -> Cell:
    """A row's card by name with its price, the card's text in the tooltip."""
    if not card_id:
        return Cell(f"empty ({price})")
    found = card_text(GAME, card_id)
    return Cell(f"{found.name} ({price})", found.text)


def _favour(favour: Any) -> Cell | str:
    if not isinstance(favour, Mapping):
        return "-"
    found = card_text(GAME, favour["id"])
    used = ", ".join(SEAT_NAMES[p] for p in favour.get("used_by", ()))
    name = found.name.removeprefix("King's Favour: ")
    return Cell(name + (f" (used by {used})" if used else ""), found.text)


def _joined(cells: list[Cell | str]) -> Cell | str:
    shown = [c for c in cells if isinstance(c, Cell)]
    if not shown:
        return "-"
    return Cell(", ".join(str(c.text) for c in shown), "\n".join(c.title for c in shown))


def _round(round_number: int, rounds: int) -> str:
    """The panel's round: "2 of 7", or "Setting up" before the first round."""
    said = round_words(round_number, rounds)
    return said.removeprefix("round ") if round_number >= 1 else said.capitalize()


def _round_panel(view: Mapping[str, Any], game: Any) -> str:
    taverns = "; ".join(
        f"{i + 1}: {', '.join(t['workers'])}"
        + (f" (taken by {SEAT_NAMES[t['taken_by']]})" if t["taken_by"] is not None else "")
        for i, t in enumerate(view["taverns"])
    )
    orders = [card(o) for o in view["kings_orders"] if o]
    rows = [
        ["Round", _round(view["round"], game.params.rounds)],
        ["Now", view["stage"]],
        ["King's Orders", _joined([c for c in orders if isinstance(c, Cell)])],
        ["King's Favours", _joined([_favour(f) for f in view["kings_favours"] if f])],
        ["Taverns", taverns or "-"],
        ["Tax supply", f"{view['tax_supply']} silver"],
        ["Debts left", view["debt_supply"]],
        ["Decks", ", ".join(f"{_DECKS.get(k, k)} {v}" for k, v in view["deck_sizes"].items())],
    ]
    return html_table(["", "Now"], rows, name="round")


def panels(state: Any, viewer: int | None = None) -> list[tuple[str, str]]:
    """(title, HTML) for each panel under the figure, in reading order."""
    view, game = view_of(state, viewer), state.game
    out = [
        ("Players", _players_panel(view, game)),
        ("Round", _round_panel(view, game)),
        ("Townsfolk and Outsiders", _rows_panel(view, game)),
    ]
    if not game.verified:
        out.append(("Data", notice_html([UNVERIFIED])))
    return out

"""Edits of a saved state (its JSON document) that the games' soak findings are made of
(``tests/games/<game>/saved_findings.py``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Doc = dict[str, Any]


def set_field(field: str, value: int, index: int | None = None) -> Callable[[Doc], None]:
    """An edit that sets ``field`` (or its item ``index``) to ``value``."""

    def edit(d: Doc) -> None:
        if index is None:
            d[field] = value
        else:
            d[field][index] = value

    return edit


def next_player_decides(d: Doc) -> None:
    """The decision passes to the next player, nothing else changing."""
    d["current"] = (d["current"] + 1) % len(d["score"])


def one_more_round(d: Doc) -> None:
    """The round counter one ahead of the rest of the state."""
    d["round"] += 1

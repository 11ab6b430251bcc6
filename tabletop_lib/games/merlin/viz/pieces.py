"""Each Big Box module's pieces in front of one player, in words, for the players panel.

Read only from a view dict (``observation(p)`` or ``full_view()``): the per-player keys the
modules add (gold, mistletoe, decrees, King's Favor seals, market tokens) and the pieces of the
modules' shared entries that belong to a player (allies, Picts, the signet ring, Morgana's
poisoned apples, horn cup, pentagrams, dark influence and witch huts, Caerleon's districts
where the player's henchmen stand, treasures under the player's manors). No rules live here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

Piece = tuple[str, str]
"""(column title, what the player holds) for one module's piece."""


def _listing(items: Mapping[str, Any]) -> str:
    return ", ".join(f"{k} {v}" for k, v in items.items() if v) or "-"


def _favor(info: Mapping[str, Any], _view: Mapping[str, Any], _p: int) -> list[Piece]:
    """King's Favor (p. 14-15): the seals on each henchman's column, by row (a used row-3
    seal is flipped)."""
    cells = []
    for henchman, rows in info["favor"].items():
        sealed = [
            f"row {r + 1}{' (used)' if value == 2 else ''}" for r, value in enumerate(rows) if value
        ]
        if sealed:
            cells.append(f"{henchman.replace('-', ' ')}: {', '.join(sealed)}")
    return [("King's Favor seals", "; ".join(cells) or "-")]


def _market(info: Mapping[str, Any], _view: Mapping[str, Any], _p: int) -> list[Piece]:
    m = info["market"]
    parts = [
        f"shield tokens: {_listing(m['shield_tokens'])}",
        f"material tokens: {_listing(m['material_tokens'])}",
        f"addition markers {m['addition_markers']} (placed: {_listing(m['additions_placed'])})",
        f"apple/mistletoe tokens {m['apple_mistletoe_tokens']}",
    ]
    workers = m["temporary_workers"]
    if workers:
        parts.append(f"temporary workers {', '.join(str(w) for w in workers)}")
    return [("Market tokens", "; ".join(parts))]


def _allies(view: Mapping[str, Any], p: int) -> list[Piece]:
    allies: Mapping[str, Any] = view["knights"].get("allies", {})
    mine = []
    for name, info in allies.items():
        if info.get("player") != p:
            continue
        extra = ", ".join(
            f"{k.replace('_', ' ')} {v if not isinstance(v, list) else len(v)}"
            for k, v in info.items()
            if k != "player"
        )
        mine.append(name.capitalize() + (f" ({extra})" if extra else ""))
    return [("Allies", ", ".join(mine) or "-")]


def _arthur(view: Mapping[str, Any], p: int) -> list[Piece]:
    arthur = view["arthur"]
    picts = arthur.get("picts", [])
    held = picts[p] if p < len(picts) else []
    ring = " · the signet ring" if arthur.get("signet_ring") == p else ""
    return [("Picts", f"{len(held)}{ring}")]


def _kitchen(view: Mapping[str, Any], p: int) -> list[Piece]:
    """Morgana (pp. 31-33): what the player has from the witch's kitchen."""
    kitchen = view["kitchen"]
    manors: Mapping[str, int] = view["surroundings"]["manors"]
    huts = [t for t in kitchen.get("witch_huts", []) if manors.get(t) == p]
    poisoned = kitchen.get("poisoned_apples", [])
    dark = {c: markers[p] for c, markers in kitchen.get("markers", {}).items() if markers[p]}
    parts = [f"poisoned apples {poisoned[p] if p < len(poisoned) else 0}"]
    if kitchen.get("horn_cup") == p:
        parts.append("the horn cup")
    if p in kitchen.get("pentagrams", []):
        parts.append("a pentagram this round")
    if dark:
        parts.append(f"dark influence: {_listing(dark)}")
    parts.append(f"witch huts: {'; '.join(_tile_place(t) for t in huts) or '-'}")
    return [("Morgana", "; ".join(parts))]


def _districts(view: Mapping[str, Any], p: int) -> list[Piece]:
    """Caerleon (pp. 29-30): the districts where the player's henchmen stand."""
    districts: Mapping[str, str] = view["districts"]
    henchmen: Mapping[str, str | None] = view["players"][p]["henchmen"]
    placed = [
        f"{h.replace('-', ' ')} in the {districts.get(c, c)}"
        for h, c in henchmen.items()
        if c is not None
    ]
    return [("Caerleon districts", ", ".join(placed) or "-")]


def _treasures(view: Mapping[str, Any], p: int) -> list[Piece]:
    """Treasures (p. 34): the treasure tiles under the player's manors."""
    sur = view["surroundings"]
    treasures: Mapping[str, str] = sur.get("treasures", {})
    mine = [
        f"{_treasure_name(treasures[t])} ({_tile_place(t)})"
        for t, o in sur["manors"].items()
        if o == p and t in treasures
    ]
    return [("Treasures", ", ".join(sorted(mine)) or "-")]


def _treasure_name(card_id: str) -> str:
    """A treasure tile by its name ("the Grail treasure (lake)"), not its id."""
    from tabletop_lib.core.words import card_text, has_card

    return card_text("merlin", card_id).name if has_card("merlin", card_id) else "a treasure"


def _tile_place(code: str) -> str:
    """A tile's code ("r0c1") as a learner counts it: "row 1, column 2"."""
    row, _, col = code.removeprefix("r").partition("c")
    return f"row {int(row) + 1}, column {int(col) + 1}"


PlayerKey = Callable[[Mapping[str, Any], Mapping[str, Any], int], list[Piece]]
PLAYER_KEYS: Mapping[str, PlayerKey] = {
    "gold": lambda info, _v, _p: [("Gold", str(info["gold"]))],
    "mistletoe": lambda info, _v, _p: [("Mistletoe", str(info["mistletoe"]))],
    "decrees": lambda info, _v, _p: [("Decrees", str(info["decrees"]))],
    "favor": _favor,
    "market": _market,
}
"""The modules' keys in ``view["players"][p]``, each with its words."""
TABLE_KEYS: Mapping[str, Callable[[Mapping[str, Any], int], list[Piece]]] = {
    "knights": _allies,
    "arthur": _arthur,
    "kitchen": _kitchen,
    "districts": _districts,
}
"""The modules' shared view entries that hold pieces of a player."""


def player_pieces(view: Mapping[str, Any], p: int, base_keys: frozenset[str]) -> list[Piece]:
    """Every module piece of player ``p`` in ``view``; a key no module names is shown as is."""
    info = view["players"][p]
    pieces: list[Piece] = []
    for key in sorted(k for k in info if k not in base_keys):
        words = PLAYER_KEYS.get(key)
        pieces += words(info, view, p) if words else [(key.replace("_", " "), str(info[key]))]
    for key, table_words in TABLE_KEYS.items():
        if isinstance(view.get(key), Mapping):
            pieces += table_words(view, p)
    if "treasures" in view["surroundings"]:
        pieces += _treasures(view, p)
    return pieces

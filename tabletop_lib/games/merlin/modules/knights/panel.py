"""The Knights of the Round Table's shared pieces in the rulebook's words (pp. 20-25), for the
"Modules" panel: how the allies were chosen (and the draft while it lasts), then each ally in
play by name with its holder's colour and what is left on it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from ..panel_words import colour, counted, dotted, player, tile_place
from .rules import module_data

DRAFT_WORDS = {
    "draft": "passed round in stacks A and B, each player keeping two",
    "random": "dealt at random, one from stack A and one from stack B",
}
"""The two ways of choosing allies (p. 21), as the panel says them."""


@cache
def _tokens(folder: Path | None) -> Mapping[str, str]:
    """Ally -> the name of its tiles ("movement tile"), read once per data folder."""
    return {str(a["name"]): str(a["token"]).split(" (")[0] for a in module_data(folder)["allies"]}


@cache
def _geraint(folder: Path | None) -> tuple[str, ...]:
    """Sir Geraint's ally tiles, one per victory-point space type, in words ("shield points")."""
    scored = ("shield points", "flag points", "material points", "influence points")
    return tuple(
        scored[int(s["arg"])] if s["kind"] == "victory-points" else "manor points"
        for s in module_data(folder)["geraint_spaces"]
    )


def ally(name: str) -> str:
    """An ally as the rulebook names it: "Sir Tristram"."""
    return f"Sir {name.capitalize()}"


def panel_rows(view: Mapping[str, Any], game: Any) -> list[tuple[str, str]]:
    """How the allies were chosen, the draft under way, each ally in play, the tiles on the
    board."""
    knights = view["knights"]
    how = view.get("options", {}).get("knights_draft", "draft")
    rows = [("Allies", DRAFT_WORDS.get(how, how))]
    if "draft" in knights:
        rows.append(_draft(knights["draft"], game))
    for name, info in knights["allies"].items():
        rows.append((ally(name), f"{player(game, info['player'])}{_on_ally(name, info, game)}"))
    kay: Mapping[str, int] = knights.get("kay_tiles", {})
    if kay:
        rows.append(
            ("Sir Kay's influence tiles", dotted([f"{colour(c)} {n}" for c, n in kay.items()]))
        )
    castles: Sequence[str] = knights.get("castles", [])
    if castles:
        rows.append(("Castle tiles under manors", "; ".join(tile_place(t) for t in castles)))
    return rows


def _draft(draft: Mapping[str, Any], game: Any) -> tuple[str, str]:
    """The draft under way: who picks from which stack, and the stacks' sizes."""
    sizes = ", ".join(
        f"{counted(n, 'ally', 'allies')} in stack {k}" for k, n in draft["stack_sizes"].items()
    )
    text = (
        f"{player(game, draft['drafter'])} picks from stack {draft['stack']}; "
        f"{counted(draft['picks_left'], 'pick')} left ({sizes})"
    )
    if draft.get("options"):
        text += "; in hand: " + ", ".join(ally(a) for a in draft["options"])
    return ("Choosing allies", text)


def _on_ally(name: str, info: Mapping[str, Any], game: Any) -> str:
    """What lies on (or beside) an ally now, after its holder's colour."""
    if "tokens" in info:
        return f": {counted(int(info['tokens']), _tokens(game.data_dir).get(name, 'tile'))} left"
    if "defence_tiles" in info:
        tiles = [colour(c) for c in info["defence_tiles"]]
        return f": {_tiles('defence', tiles)}" if tiles else ": no defence tile yet"
    if "ally_tiles" in info:
        spaces = _geraint(game.data_dir)
        tiles = [spaces[i] for i in info["ally_tiles"] if i < len(spaces)]
        return f": {_tiles('ally', tiles)}" if tiles else ": no ally tile yet"
    if "marshal" in info:
        return f": the marshal in the {colour(info['marshal'])} principality"
    if "tiles_in_hand" in info:
        return f": {counted(int(info['tiles_in_hand']), 'influence tile')} in hand"
    return ""


def _tiles(kind: str, names: list[str]) -> str:
    """Tiles won on an ally: "defence tile Grey", "defence tiles Black, Purple"."""
    return f"{kind} tile{'s' * (len(names) > 1)} {', '.join(names)}"

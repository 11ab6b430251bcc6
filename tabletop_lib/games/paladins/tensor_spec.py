"""The categorical fields of the Paladins observation tensor (its ``tensor_spec`` face).

``tensor_fields(game, fields, reference)`` adds them to the encoder of
``tabletop_lib.interop.tensor``
(``fields.onehot/counts/keyed/numbers``; see that module for what each writes) and returns the
observation keys the counters must skip because these fields cover them.
"""

from __future__ import annotations

from typing import Any

from .constants import STAGE_NAMES


def _piece(v: Any) -> Any:
    """A piece on a space (``{"player", "piece"}``) as a hashable (player, piece)."""
    return (v.get("player"), v.get("piece")) if isinstance(v, dict) else v


def tensor_fields(game: Any, spec: Any, reference: dict[str, Any]) -> frozenset[str]:
    """Add the categorical fields to ``spec``; the keys they cover (module docstring)."""
    data = game.data
    n = game.num_players
    townsfolk = [t.id for t in data.townsfolk]
    outsiders = [o.id for o in data.outsiders]
    paladins = [p.id for p in data.paladins]
    spaces = [s.id for s in data.spaces]
    spec.onehot("stage", ("stage",), list(STAGE_NAMES), "the decision stage")
    for i in range(game.params.townsfolk_row):
        spec.onehot(f"townsfolk_row[{i}]", ("townsfolk_row", i), townsfolk, "townsfolk in slot")
    for i in range(game.params.outsider_row):
        spec.onehot(f"outsider_row[{i}]", ("outsider_row", i), outsiders, "outsider in slot")
    for i in range(len(reference["kings_orders"])):
        spec.onehot(
            f"kings_orders[{i}]", ("kings_orders", i), list(data.order_ids), "revealed order"
        )
    pieces = [(p, piece) for p in range(n) for piece in ("monk", "outpost")]
    spec.keyed(
        "main_board", ("main_board",), spaces, pieces, "per space: whose monk/outpost", _piece
    )
    spec.counts("my_hand", ("my_paladins", "hand"), paladins, "own Paladins drawn")
    spec.onehot("my_kept", ("my_paladins", "kept"), paladins, "own kept Paladin")
    spec.counts("my_deck", ("my_paladins", "deck_cards"), paladins, "own Paladin deck contents")
    for p in range(n):
        spec.onehot(f"players[{p}].paladin", ("players", p, "paladin"), paladins, "revealed")
    return frozenset({"main_board"})

"""Merlin's findings of the saved-game soak, read by
``tests/conformance/test_conformance_saved_findings.py``: each an edit of a saved state, reached by
random play where it matters, that once loaded and then stopped the game (no legal action, or a
loop that never ends), and the field or invariant its refusal must name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from saved_edits import Doc, next_player_decides, one_more_round, set_field

from tabletop_lib.games.merlin import constants as me
from tabletop_lib.games.merlin.params import MODULE_NAMES

SETTINGS: dict[str, tuple[int, dict[str, Any]]] = {
    "modules": (3, {"modules": list(MODULE_NAMES)}),  # with all nine modules
    "base": (2, {}),
}
"""The settings the findings are made in: label -> (players, options)."""


def cup_held(d: Doc) -> bool:
    return bool(d["morgana_cup"] >= 0)


def pict_owned(d: Doc) -> bool:
    return d["round"] >= 2 and any(o >= 0 for o in d["pict_owner"])


def drawing_missions(d: Doc) -> bool:
    """A player draws mission cards, more to come (the finding: none left while drawing)."""
    return bool(d["stage"] == me.MISSION_DRAW and d["draws_left"] > 0)


def in_round_2(d: Doc) -> bool:
    return bool(d["round"] == 2)


def last_round(d: Doc) -> bool:
    return bool(d["round"] == 6 and d["turn"] == 1)


def die_raised(d: Doc) -> bool:
    """The Arthur module's +/-1 flag has just raised a 6 to a 7."""
    return bool(d["die_value"] > 6 and d["stage"] == me.PRE_MOVE)


def at_the_kitchen(d: Doc) -> bool:
    """A Morgana die just taken, its use to choose (``rules.STEP_USE``)."""
    return bool(d["stage"] == 40 and d["morgana_step"] == 0)


def nobody_blocked(d: Doc) -> bool:
    return bool(d["morgana"] < 0 and d["round"] == 1 and d["stage"] == me.CHOOSE_DIE)


def first_pick_of_the_draft(d: Doc) -> bool:
    return bool(d["stage"] == 39 and all(o == -1 for o in d["ally_owner"]))


def favor_pending(d: Doc) -> bool:
    """The King's Favor choice after a mission (stage 22)."""
    return bool(d["stage"] == 22)


def at_the_market(d: Doc) -> bool:
    """Caerleon's market: what to give (stage 27)."""
    return bool(d["stage"] == 27)


def arthur_walks(d: Doc) -> bool:
    """The Arthur space's action: how far Arthur walks (stage 33)."""
    return bool(d["stage"] == 33)


def evicting(d: Doc) -> bool:
    """Caerleon: both slots taken, who goes home (stage 24)."""
    return bool(d["stage"] == 24)


def other_tile(d: Doc) -> None:
    """A tile of another kind at grid position 0: every number in range, but the surroundings
    are no longer the game's tiles."""
    d["layout"][0] = next(k for k in d["layout"] if k != d["layout"][0])


FINDINGS: list[tuple[str, str, Callable[[Doc], bool], Callable[[Doc], None], str]] = [
    # (id, setting, where, edit, the field or invariant named)
    # Merlin with all modules: once IndexError in common.py, the knights' code, rules.py, the
    # Picts' code, describe.py, the treasures' code, game.space_label; a round past the last,
    # or a broken territory in the base game, never ended
    *(
        (f"me-cup-{v}", "modules", cup_held, set_field("morgana_cup", v), "morgana_cup")
        for v in (3, 5, 6, 11, 25)
    ),
    *(
        (f"me-knight-{i}-{v}", "modules", pict_owned, set_field("knights", v, i), f"knights[{i}]")
        for i in range(3)
        for v in (29, 39)
    ),
    ("me-pict-owner", "modules", pict_owned, set_field("pict_owner", 56, 0), "pict_owner[0]"),
    ("me-layout", "modules", pict_owned, set_field("layout", 56, 13), "layout[13]"),
    ("me-other-tile", "modules", pict_owned, other_tile, "surroundings-tiles"),
    ("me-knights-turn", "modules", pict_owned, set_field("knights_turn", 50, 4), "knights_turn[4]"),
    ("me-treasure-at", "modules", pict_owned, set_field("treasure_at", 32, 8), "treasure_at[8]"),
    ("me-arthur-36", "modules", pict_owned, set_field("arthur", 36), "arthur"),
    # a module out of play keeps its fields as before its setup
    ("me-base-cup", "base", in_round_2, set_field("morgana_cup", 1), "morgana_cup"),
    ("me-base-arthur", "base", in_round_2, set_field("arthur", 3), "arthur"),
    (
        "me-base-territories",
        "base",
        in_round_2,
        set_field("territories", -2, 4),
        "territories[4]",  # a mask of tiles: refused by its range before the invariants
    ),
    ("me-round", "modules", last_round, one_more_round, "round"),
    # a die above its top face: IndexError in the base game's die choices; with the modules,
    # a 7 only on the die the Arthur flag raised this turn (else a game that never ended)
    ("me-base-dice-7", "base", in_round_2, set_field("dice", 7, 7), "dice[7]"),
    ("me-base-die-value-7", "base", in_round_2, set_field("die_value", 7), "die_value"),
    ("me-dice-7", "modules", pict_owned, set_field("dice", 7, 7), "die-step"),
    ("me-die-value-7", "modules", pict_owned, set_field("die_value", 7), "die-step"),
    # an ally's tokens: IndexError in the knights' final scoring
    ("me-geraint-999", "modules", pict_owned, set_field("ally_tokens", 999, 5), "ally_tokens[5]"),
    ("me-gareth-64", "modules", pict_owned, set_field("ally_tokens", 64, 3), "ally_tokens[3]"),
    ("me-tristram-7", "modules", pict_owned, set_field("ally_tokens", 7, 0), "ally_tokens[0]"),
    # a stage the program does not ask at its step: the treasure's discards looped for ever
    ("me-stage-21", "modules", pict_owned, set_field("stage", 21), "program-in-step"),
    ("me-base-stage-21", "base", in_round_2, set_field("stage", 21), "program-in-step"),
    (
        "me-stage-end-turn",
        "modules",
        pict_owned,
        set_field("stage", me.END_TURN),
        "program-in-step",
    ),
    # the search's (random edits of mid-game states, all modules, 2,000 actions each)
    ("me-cup-value-7", "modules", at_the_kitchen, set_field("morgana_value", 7), "kitchen-in-step"),
    ("me-cup-value-8", "modules", at_the_kitchen, set_field("morgana_value", 8), "morgana_value"),
    ("me-morgana-die-8", "modules", pict_owned, set_field("morgana_dice", 8, 0), "morgana_dice[0]"),
    ("me-stash", "modules", nobody_blocked, set_field("morgana_stash", 2, 0), "morgana-stash"),
    (
        "me-favor-back",
        "modules",
        favor_pending,
        set_field("favor_pending", me.GRAIL, 1),
        "favor-in-step",
    ),
    (
        "me-market-district",
        "modules",
        at_the_market,
        set_field("caerleon_pending", -2, 3),
        "district-in-step",
    ),
    ("me-favor-current", "modules", favor_pending, next_player_decides, "program-in-step"),
    # the turn's progress against its stage: a die set aside before choosing one, no card
    # left to draw while drawing
    ("me-base-die-set-aside", "base", in_round_2, set_field("die", 1), "turn-in-step"),
    # a district twice (another none): Caerleon looks each district up by its principality
    ("me-district-twice", "modules", pict_owned, set_field("districts", 1, 0), "module-pieces"),
    ("me-nothing-to-draw", "modules", drawing_missions, set_field("draws_left", 0), "turn-in-step"),
    # a module's stage during the space's action (StateFields.during_action), no die set aside
    ("me-arthur-no-die", "modules", arthur_walks, set_field("die", -1), "turn-in-step"),
    ("me-evict-target", "modules", evicting, set_field("target", -2), "target"),
    ("me-figure-kind-7", "modules", pict_owned, set_field("figure_kind", 7), "figure_kind"),
    (
        "me-ally-in-the-draft",
        "modules",
        first_pick_of_the_draft,
        set_field("ally_owner", 0, 7),
        "draft-in-step",
    ),
    (
        "me-round-after-6",
        "modules",
        last_round,
        set_field("pc", me.PC_NEW_ROUND),
        "round-before-the-end",
    ),
]

WHERE: list[tuple[str, Callable[[Doc], bool]]] = [
    ("modules", cup_held),
    ("modules", pict_owned),
    ("modules", drawing_missions),
    ("modules", last_round),
    ("modules", die_raised),
    ("modules", at_the_kitchen),
    ("modules", first_pick_of_the_draft),
    ("modules", favor_pending),
    ("modules", at_the_market),
    ("modules", arthur_walks),
    ("modules", evicting),
    ("base", in_round_2),
]
"""The states the control test loads unedited: (setting, where)."""

"""The CHOOSE_DIE stage's dice (manual p. 4-5): one action per kind and value of the current
player's unused dice, read from per-game tables indexed by the values each kind shows."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import Action, UseDie
    from .game import MerlinGame
    from .state import MerlinState

DieGroups = tuple[tuple[tuple[int, ...], tuple[tuple["UseDie", ...], ...]], ...]
"""Per die kind, in kind order: its slots among a player's dice, and per set of values shown
(a bit per value, bit 0 for a used die) that kind's actions, values ascending."""


def die_groups(g: MerlinGame) -> DieGroups:
    """:data:`DieGroups` of the game (``MerlinGame.die_groups``), built once."""
    faces = g.params.die_faces
    out = []
    for kind, row in enumerate(g.tables.die):
        slots = tuple(i for i, k in enumerate(g.die_slot_kind) if k == kind)
        answers = tuple(
            tuple(row[v] for v in range(1, faces + 1) if shown >> v & 1)
            for shown in range(1 << faces + 1)
        )
        out.append((slots, answers))
    return tuple(out)


DieChoices = Callable[["MerlinState"], list["Action"]]
"""The die stage's dice of a game (``MerlinGame.die_choices``), made by
:func:`compile_die_choices`."""


def compile_die_choices(g: MerlinGame) -> DieChoices:
    """:func:`die_choices` written out for the game's dice (``MerlinGame.die_choices``): one
    expression per kind, its slots read by position; a kind with one die indexes its actions
    by that die's value.

    It runs at every die choice, and the loops over kinds and slots cost more than the
    lookups they make (with Arthur: three kinds, five dice); the source is built from the
    game's integers alone, never from data text."""
    faces = g.params.die_faces
    scope: dict[str, object] = {"__builtins__": {}}
    parts = []
    for n, (slots, answers) in enumerate(g.die_groups):
        if len(slots) == 1:
            scope[f"by_value_{n}"] = tuple(answers[1 << v] for v in range(faces + 1))
            parts.append(f"*by_value_{n}[dice[base + {slots[0]}]]")
        else:
            scope[f"by_shown_{n}"] = answers
            shown = " | ".join(f"1 << dice[base + {i}]" for i in slots)
            parts.append(f"*by_shown_{n}[{shown}]")
    source = (
        "def die_choices(s):\n"
        "    dice = s.dice\n"
        f"    base = s.current * {g.dice_per_player:d}\n"
        f"    return [{', '.join(parts)}]\n"
    )
    exec(source, scope)
    compiled: DieChoices = scope["die_choices"]  # type: ignore[assignment]
    return compiled


def die_choices(s: MerlinState) -> list[Action]:
    """Unused dice, one action per kind and value: knight dice ascending, then the others.

    It runs at every die choice: per kind, the values its dice show make one bitmask, and
    ``MerlinGame.die_groups`` holds the kind's actions for each mask, so no set, sort or memo
    is needed (a memo keyed by the dice missed about half the time over a few dozen games:
    the five dice of a game with Arthur show too many combinations). The game's own copy,
    :func:`compile_die_choices`, is what the die stage calls."""
    return s.game.die_choices(s)


def die_choices_read(s: MerlinState) -> list[Action]:
    """:func:`die_choices` with the loops over kinds and slots (what the compiled copy must
    answer; a test compares them)."""
    g = s.game
    dice = s.dice
    base = s.current * g.dice_per_player
    out: list[Action] = []
    for slots, answers in g.die_groups:
        shown = 0
        for i in slots:
            shown |= 1 << dice[base + i]
        out += answers[shown]
    return out

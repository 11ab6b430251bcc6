"""The CHOOSE_DIE stage's dice (manual p. 4-5): one action per kind and value of the current
player's unused dice, looked up in a per-game memo keyed by those dice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .common import bits

if TYPE_CHECKING:
    from .actions import Action
    from .state import MerlinState


def die_choices(s: MerlinState) -> list[Action]:
    """Unused dice, one action per kind and value: knight dice ascending, then the others.

    It runs at every die choice; the answer depends only on the player's dice values, so it
    is memoised per game keyed by them (``MerlinGame.die_choice_memo``: content-keyed, never
    stale) and a copy handed out (callers append to it)."""
    g = s.game
    k = g.dice_per_player
    base = s.current * k
    key = tuple(s.dice[base : base + k])
    found = g.die_choice_memo.get(key)
    if found is None:  # (about half the lookups of a game's first dozens of games)
        # each (kind, value) shown is one bit, so the bits ascending are the answer's order,
        # the same kind and value once: no set, sort or generator
        stride = g.params.die_faces + 1
        kinds = g.die_slot_kind
        shown = 0
        for i in range(k):
            if key[i]:
                shown |= 1 << kinds[i] * stride + key[i]
        table = g.tables.die
        found = tuple([table[n // stride][n % stride] for n in bits(shown)])
        g.die_choice_memo[key] = found
    return list(found)

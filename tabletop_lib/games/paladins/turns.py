"""How many turns a Paladins game has finished, for the stepper's "to end of turn" milestone.

A turn is one player's decision and everything it asks next: a Paladin kept and the other put
on top, a Tavern card taken, an action with its workers, target and choices, a pass, a Debt
paid; in setup, each free hire. A turn has ended once the game waits for the next one.

Counted from the history (which the state shares with its clones): each log link is counted
once and remembered, so asking again after a step costs one link.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import ChooseAction, HireTownsfolk, KeepPaladin, Pass, PayDebt, TakeTavern, UseFavour
from .constants import ACTION, KEEP, P_SETUP, TAVERN, TERMINAL

if TYPE_CHECKING:
    from .state import PaladinsState

_STARTS = (KeepPaladin, TakeTavern, ChooseAction, UseFavour, Pass, PayDebt)
_BETWEEN_TURNS = (KEEP, TAVERN, ACTION, TERMINAL)
_CACHE: dict[int, tuple[Any, int, bool]] = {}
"""id of a log link -> (the link, turns begun up to it, setup over). The link is held so its
id is not reused while cached."""
_CACHE_SIZE = 200_000


def _begun(head: Any) -> tuple[int, bool]:
    """(turns begun, setup over) for the history ending at log link ``head``."""
    pending: list[Any] = []
    node = head
    count, setup_over = 0, False
    while node is not None:
        found = _CACHE.get(id(node))
        if found is not None and found[0] is node:
            count, setup_over = found[1], found[2]
            break
        pending.append(node)
        node = node[0]
    if len(_CACHE) + len(pending) > _CACHE_SIZE:
        _CACHE.clear()
    for link in reversed(pending):
        action = link[1]
        if isinstance(action, _STARTS):
            count += 1
            setup_over = setup_over or isinstance(action, KeepPaladin)
        elif isinstance(action, HireTownsfolk) and not setup_over:
            count += 1
        _CACHE[id(link)] = (link, count, setup_over)
    return count, setup_over


def turns_finished(s: PaladinsState) -> int:
    """Turns begun, less the one still under way (when the game waits inside a turn)."""
    count, _ = _begun(s._history._head)
    between = s.stage in _BETWEEN_TURNS or s.period == P_SETUP
    return count if between else count - 1

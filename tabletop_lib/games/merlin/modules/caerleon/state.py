"""The Caerleon module's part of the state (saved with the game, copied by clone)."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from ...constants import NUM_COLOURS, NUM_GOODS, NUM_HENCHMEN, PC_WAIT
from ...plugin import StateFields
from .rules import (
    CAER_EVICT,
    CAER_GOODS,
    CAER_ORCHARD,
    GAVE_GOLD,
    GOODS_DISTRICT,
    MARKET,
    ORCHARD,
    PLACE_RULES,
    STAGE_NAMES,
    THEN_DECREE,
    THEN_FINISH,
)


class CaerleonFields:
    """Typed declarations of the fields below (``MerlinState`` inherits them)."""

    __slots__ = ()
    districts: list[int]
    """Per principality colour, the district lying there (empty without the module)."""
    caerleon_pending: list[int]
    """The decision in progress (see ``rules.py``: ``[then, a, b, c]``), else empty."""


def district_in_step(s: Any) -> str | None:
    """ME.caerleon.slots.choose and the districts' actions (p. 30): a decision in progress
    only at the module's stages: the henchman, principality and placing rule of a placement
    waiting for an eviction; else what is left to take at the district acting (a goods
    district and its good, the orchard, the market and what was given there)."""
    pend = s.caerleon_pending
    if bool(pend) != (s.stage in STAGE_NAMES):
        return f"the district decision {pend} at stage {s.stage}"
    if not pend:
        return None
    if len(pend) != 4:
        return f"the district decision {pend} is not [then, a, b, c]"
    then, a, b, c = pend
    if s.stage == CAER_EVICT:
        ok = then in (THEN_FINISH, THEN_DECREE) and 0 <= a < NUM_HENCHMEN
        ok = ok and 0 <= b < NUM_COLOURS and 0 <= c < len(PLACE_RULES)
    elif s.stage == CAER_GOODS:
        ok = then == THEN_FINISH and a >= 1 and GOODS_DISTRICT.get(c) == b
    elif s.stage == CAER_ORCHARD:
        ok = then == THEN_FINISH and a >= 1 and b == 0 and c == ORCHARD
    else:
        ok = then == THEN_FINISH and a >= 1 and GAVE_GOLD <= b < NUM_GOODS and c == MARKET
    return None if ok else f"the district decision {pend} at stage {s.stage}"


FIELDS = StateFields(
    lists=("districts", "caerleon_pending"),
    during_action=frozenset(STAGE_NAMES),
    stage_steps=MappingProxyType({stage: (PC_WAIT,) for stage in STAGE_NAMES}),
    checks=MappingProxyType({"district-in-step": district_in_step}),
)

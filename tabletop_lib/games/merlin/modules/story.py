"""How a finished game of Merlin is told (its ``story`` face, read by ``analysis.narrate``):
the drafts its modules add, beside their registry.

One section for the whole game; a short telling folds the knights module's draft of allies
into one line (Lancelot's marshal, placed as he is drafted, is told after it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tabletop_lib.core.events import Event
from tabletop_lib.core.story import Draft, Story

_ALLY = re.compile(r"(?:^|: )([^:]+?) takes (Sir \w+) as an ally")


def knights_draft_line(events: Sequence[Event]) -> str:
    """The knights module's draft in one line: who takes which allies."""
    allies: dict[str, list[str]] = {}
    for event in events:
        found = _ALLY.search(event.text)
        if found:
            allies.setdefault(found.group(1), []).append(found.group(2))
    told = "; ".join(f"{who} takes {' and '.join(names)}" for who, names in sorted(allies.items()))
    return f"Knights module, the allies: {told or 'none taken'}."


STORY = Story(
    drafts=(
        Draft(
            "ME.knights.draft*",
            frozenset({"ME.knights.draft", "ME.knights.draft-random"}),
            knights_draft_line,
            inside=frozenset({"ME.knights.lancelot"}),
        ),
    ),
)

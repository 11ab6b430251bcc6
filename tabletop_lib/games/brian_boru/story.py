"""How a finished game of Brian Boru is told (its ``story`` face, read by ``analysis.narrate``).

Each round opens when the Vikings are placed (BB.prep.vikings) and the final scoring with the
first BB.final.* event; a short telling folds the card selection of a round into one line.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop_lib.core.events import Event
from tabletop_lib.core.story import Draft, SectionStarts, Story, count_rule, players_in


def draft_line(events: Sequence[Event]) -> str:
    """A round's card selection in one line: the deal, the picks, the passes to the left."""
    deal = next((e.text for e in events if e.rule == "BB.draft.deal"), "The cards are dealt.")
    picks, players = count_rule(events, "BB.draft.pick"), players_in(events)
    each = f"{picks // players} picks each" if players else f"{picks} picks"
    passes = count_rule(events, "BB.draft.pass-left")
    kept = (
        " and the last small packs are kept whole"
        if count_rule(events, "BB.draft.keep-small-pack")
        else ""
    )
    return f"{deal} {each}, {passes} pass{'es' if passes != 1 else ''} to the left{kept}."


STORY = Story(
    sections=SectionStarts("Setup", frozenset({"BB.prep.vikings"}), "BB.final."),
    drafts=(
        Draft(
            "BB.draft.*",
            frozenset(
                {"BB.draft.deal", "BB.draft.pick", "BB.draft.pass-left", "BB.draft.keep-small-pack"}
            ),
            draft_line,
        ),
    ),
)

"""How a finished game of Paladins of the West Kingdom is told (its ``story`` face, read by
``analysis.narrate``): one section; a short telling folds each round's draw of Paladins into
one line."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop_lib.core.events import Event
from tabletop_lib.core.story import Draft, Story, count_rule, players_in


def paladins_draw_line(events: Sequence[Event]) -> str:
    """A round's Paladins in one line: drawn, one kept face down by each, the others stowed."""
    draw = next((e.text for e in events if e.rule == "PA.round.draw-paladins"), "")
    kept = count_rule(events, "PA.round.keep-paladin")
    who = "each keeps" if kept == players_in(events) else f"{kept} players keep"
    return (
        f"{draw.rstrip('.') or 'The Paladins are drawn'}; {who} one face down and puts the others "
        "on top of and under their deck."
    )


STORY = Story(
    drafts=(
        Draft(
            "PA.round.*-paladin*",
            frozenset({"PA.round.draw-paladins", "PA.round.keep-paladin", "PA.round.top-paladin"}),
            paladins_draw_line,
        ),
    ),
)

"""``Ruleset.legal_parts``: the stage's function and its one adjuster, called in turn by
``MerlinState.legal_actions``, list what the composed ``Ruleset.legal_at`` lists."""

from __future__ import annotations

from tabletop_lib.games.merlin import legality
from tabletop_lib.games.merlin.modules.knights import allies
from tabletop_lib.games.merlin.state import MerlinState

from .scenarios import played_positions


def test_the_parts_list_what_the_composed_table_lists() -> None:
    positions = played_positions(3, 5)
    stages = set()
    for s in positions:
        assert MerlinState.legal_actions(s) == legality.legal_actions(s)
        stages.add(s.stage)
    rs = positions[0].game.ruleset
    adjusted = {st for st, (_, adjust) in rs.legal_parts.items() if adjust is not None}
    assert adjusted == set(allies.ADJUST_STAGES)  # (the Knights alone adjust: their stages)
    assert len(stages & adjusted) >= 4 and len(stages - adjusted) >= 4  # both kinds were met

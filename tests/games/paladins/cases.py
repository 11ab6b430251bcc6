"""Paladins' facts for the generic tests (read by ``tests/registered.py``'s ``case``).

Each fact is one a generic test needs and the game's faces do not declare.
"""

from __future__ import annotations

from tabletop_lib.games.paladins.actions import ACTIONS

RULE_PREFIX = "PA."
"""The prefix of the game's rule ids."""
PUBLISHED = ("Paladins of the West Kingdom", "Garphill Games")
"""The title and publisher a rulebook citation names."""
REFUSED_ACTION = "keep roland"
"""An action text the opening position refuses (3 players, seed 3)."""
ACTION_SET = ACTIONS
"""Every action text of a played game reads back through this set."""
TUTOR_SEATS = (2,)
"""The learner's seat in the tutor-model games, one per ``Faces.coverage_options`` set."""
PREVIEW_SEED = 0
"""A seed whose first learner turns preview an option that draws (and one that does not)."""
STEPPER_MILESTONES = ("turn", "round")
"""The stepper's "play to the end of" goals before "phase" and "game", finest first."""
LAST_ROUND = "Round 7 of 7"
"""How the status line names the last round (3 players)."""
WRONG_LENGTH_FIELDS = (("workers", []),)
"""Fields of a saved 3-player game given a list of the wrong length (refused on load)."""
BAD_CHOICES = (
    ({"inquisition_trigger": "x"}, "tax-empty, end-of-round, never"),
    ({"tie_break": "x"}, "resources, shared"),
)
"""Options given a value outside their choices, and the choices the error lists."""
FIGURE_KEYS_CHANGE_APART = True
"""The board's few large traces change their keys apart: an update leaves some keys out."""
GOLDEN_SEEDS = tuple((n, 11) for n in (2, 3, 4))
"""(player count, seed) of the golden replays in ``tests/conformance/golden/``
(``make_golden.py``). One seed per player count; a changed default option changes them
(regenerate)."""
IMPOSSIBLE_FIELDS = ("silver", "phand", "attrs", "debt_supply")
"""Fields of a saved game at the smallest table that -999 must make refused, naming the field."""

"""Brian Boru's facts for the generic tests (read by ``tests/registered.py``'s ``case``).

Each fact is one a generic test needs and the game's faces do not declare.
"""

from __future__ import annotations

from tabletop_lib.games.brian_boru.actions import ACTIONS

RULE_PREFIX = "BB."
"""The prefix of the game's rule ids."""
PUBLISHED = ("Brian Boru: High King of Ireland", "Osprey Games")
"""The title and publisher a rulebook citation names."""
REFUSED_ACTION = "mark tara"
"""An action text the opening position refuses (3 players, seed 3): marking before the draft."""
ACTION_SET = ACTIONS
"""Every action text of a played game reads back through this set."""
VALUATION_COUNTS_UNSCORED = True
"""The heuristic valuation adds points the position would score now (majorities)."""
TUTOR_SEATS = (0,)
"""The learner's seat in the tutor-model games, one per ``Faces.coverage_options`` set."""
PREVIEW_SEED = 3
"""A seed whose first learner turns preview an option that draws (and one that does not)."""
STEPPER_MILESTONES = ("trick", "round")
"""The stepper's "play to the end of" goals before "phase" and "game", finest first."""
LAST_ROUND = "Round 3 of 3"
"""How the status line names the last round (3 players)."""
WRONG_LENGTH_FIELDS = (("coins", [3, 3]),)
"""Fields of a saved 3-player game given a list of the wrong length (refused on load)."""
BAD_CHOICES = (
    ({"lead_fallback": "x"}, "any-town-any-card"),
    ({"half_point_rivals": "x"}, "players, players-and-vikings"),
)
"""Options given a value outside their choices, and the choices the error lists."""
GOLDEN_SEEDS = tuple((n, seed) for n in (3, 4, 5) for seed in (11, 12))
"""(player count, seed) of the golden replays in ``tests/conformance/golden/``
(``make_golden.py``). Two seeds per player count."""
IMPOSSIBLE_FIELDS = ("coins", "church", "claims", "marriage_deck", "points", "score", "raiders")
"""Fields of a saved game at the smallest table that -999 must make refused, naming the field."""
BROWSER_TUTOR = True
"""The browser's tutor tests drive this game (one game is enough: each takes a minute)."""

"""Merlin's facts for the generic tests (read by ``tests/registered.py``'s ``case``).

Each fact is one a generic test needs and the game's faces do not declare.
"""

from __future__ import annotations

from tabletop_lib.games.merlin.actions import ACTIONS

RULE_PREFIX = "ME."
"""The prefix of the game's rule ids."""
PUBLISHED = ("Merlin: Big Box", "Queen Games")
"""The title and publisher a rulebook citation names."""
REFUSED_ACTION = "act"
"""An action text the opening position refuses (3 players, seed 3): no die chosen yet."""
VALUATION_COUNTS_UNSCORED = True
"""The heuristic valuation adds points the position would score now (banners, manors)."""
TUTOR_SEATS = (1, 2)
"""The learner's seat in the tutor-model games, one per ``Faces.coverage_options`` set."""
PREVIEW_SEED = 3
"""A seed whose first learner turns preview an option that draws (and one that does not)."""
STATUS_OPTIONS = {"modules": ["arthur", "morgana"]}
"""Options whose status line counts more milestones (Arthur's and Morgana's turns)."""
ACTION_SET = ACTIONS
"""Every action text of a played game reads back through this set (which holds every
module's verbs too: the test plays with every module)."""
STEPPER_MILESTONES = ("turn", "round", "scoring period")
"""The stepper's "play to the end of" goals before "phase" and "game", finest first."""
LAST_ROUND = "Round 6 of 6"
"""How the status line names the last round (3 players)."""
OPENSPIEL_SIMULATIONS = 1
"""Random games in OpenSpiel's own API check (a Merlin game is long: one is enough)."""
WRONG_LENGTH_FIELDS = (("staffs", []), ("score", [0] * 6))
"""Fields of a saved 3-player game given a list of the wrong length (refused on load)."""
BAD_CHOICES = (
    ({"modules": ["knights"], "knights_draft": "x"}, "draft, random"),
    ({"modules": ["caerleon"], "caerleon_side": "x"}, "front, back"),
)
"""Options given a value outside their choices, and the choices the error lists."""
IMPOSSIBLE_FIELDS = ("goods", "score", "points", "henchmen", "mission_deck")
"""Fields of a saved game at the smallest table that -999 must make refused, naming the field."""
IMPOSSIBLE_OPTION_FIELDS = ("gold", "market_stock")
"""The same, with every module in play (the modules' own fields)."""
CHEAPEST_CORPUS_TABLE = 2
"""The player count of the cheapest corpus configuration of all games (about a second a game)."""

WHOLE_GAME_TUTOR = (2, 3)
"""The browser's whole tutor game (tests/browser/test_tutor_whole_game.py) plays base Merlin at
two players from seed 3: the shortest whole game the tutor offers (about 65 decisions)."""

"""Merlin (Stefan Feld and Michael Rieneck; Queen Games), the base game of the Big Box, for 2-4
players. Registered as ``"merlin"``: ``load_game("merlin", num_players=3)``.

Knights and Merlin walk a ring of 24 action spaces; principalities, henchmen, influence, flags,
missions, traitors and manors in the hex surroundings score in three scorings. Rules have ids
``ME.*`` (``catalog.py``) citing the Portuguese Big Box manual. Board and card facts live in
data/merlin/ (several are not public and marked unverified: see games/merlin/data/README.md).

How a Big Box module plugs in
-----------------------------
Adding a module is one folder and one registration line. The folder
``modules/<module>/`` holds everything the module adds: its actions and their text
(``actions.py``), its rules, catalog and data loading (``rules.py``, data read from the
``data_dir`` option, else games/merlin/data/), its state fields (``state.py``: a fragment of the
state schema that clone, ``to_dict`` and ``from_dict`` handle), and its plug-in object
(``module.py``): a :class:`~.plugin.MerlinModule` whose attributes declare the static parts
(stages, the action types each stage accepts, effects, rules, refusals, describers) and whose
methods fill the named extension points of the base game (die substitutes and the choices
before moving, side options at a turn's main points, other ways to complete a mission, the
space's options, henchman choices, its own stages' legal actions, a manor just built, scoring
steps, hooks, observation, invariants). The line ``install(<Module>())`` in
``modules/registry.py`` registers it (and ``params.MODULE_NAMES`` lists its name and the order
in which the modules in play are asked). The base game loops over ``game.ruleset`` and names no
module: ``tests/games/merlin/test_plugins.py`` checks it. Where two modules meet (Gaheris'
castle and Arthur, Caerleon's orchard and the gold's apple-or-mistletoe action, the King's
Favor's flag-bearer and Arthur's manors ...), the rule lives with the module whose text names
the other, and ``tests/games/merlin/test_module_combinations.py`` checks it with both in play.

The modules (``params.MODULE_NAMES``):

- ``kings_favor`` (``modules/kings_favor/``): the favor board, the four seals and the three
  rows of abilities.
- ``gold`` (``modules/gold/``): gold coins, mistletoe and the action medallion.
- ``treasures`` (``modules/treasures/``): the treasure tiles and the neutral staffs.
- ``decree`` (``modules/decree/``): the king's decree stacks, taking and spending decrees.
- ``arthur`` (``modules/arthur/``): the overlay medallion and its inner ring walked by Arthur
  with the black die, five turns a round, the inner and new outer spaces, the two new flags,
  one manor per territory after the surroundings scoring, the Picts and the signet ring.
- ``knights`` (``modules/knights/``): the A/B draft of the allies or, with
  ``knights_draft="random"``, the quick variant; the twelve allies with their tokens and the
  end-game tables of Gareth and Geraint.
- ``market`` (``modules/market/``): the market's tokens (shield, material, addition marker,
  apple/mistletoe) and temporary workers (a turn without a die, ``ME.round.extra-turns``);
  brings ``gold`` along.
- ``caerleon`` (``modules/caerleon/``): the six districts over the principalities, both sides
  of the tiles via the ``caerleon_side`` option, the district slots and each district's
  actions; brings ``gold``.
- ``morgana`` (``modules/morgana/``): the witch's kitchen, the Morgana dice (an extra turn a
  round), poisoned apples, the horn cup, the cauldrons, Morgana blocking a principality space,
  dark influence and witch huts in the scoring; brings ``gold``.
"""

from __future__ import annotations

from tabletop_lib.core.registry import GameInfo, register_game

from . import catalog as _catalog  # noqa: F401  (registers the rules)
from . import intro as _intro  # noqa: F401  (registers how the game is introduced)
from . import lessons as _lessons  # noqa: F401  (registers the base game's lessons)
from . import words as _words
from .game import MerlinGame, module_option_help
from .params import LIST_OPTIONS, OPTION_HELP, PLAYER_COUNTS
from .state import MerlinState

_words.register()  # plain names, once every module's rules are registered

register_game(
    GameInfo(
        name="merlin",
        title=MerlinGame.title,
        player_counts=PLAYER_COUNTS,
        factory=MerlinGame,
        options={**OPTION_HELP, **module_option_help()},
        list_options=LIST_OPTIONS,
    )
)

__all__ = ["MerlinGame", "MerlinState"]

"""Merlin (Stefan Feld and Michael Rieneck; Queen Games), the base game of the Big Box, for 2-4
players. Registered as ``"merlin"``: ``load_game("merlin", num_players=3)``.

Knights and Merlin walk a ring of 24 action spaces; principalities, henchmen, influence, flags,
missions, traitors and manors in the hex surroundings score in three scorings. Rules have ids
``ME.*`` (``catalog.py``) citing the Portuguese Big Box manual. Board and card facts live in
data/merlin/ (several are not public and marked unverified: see data/merlin/README.md).

How a Big Box module plugs in
-----------------------------
The engine never names a space kind, a die kind or a scoring category directly in its turn
logic: it reads a :class:`~.modules.Ruleset` built by :func:`~.modules.build_ruleset` from the
base game plus the :class:`~.modules.Module` objects the ``modules`` option names
(``load_game("merlin", modules=["arthur"])``). To add a module:

1. Write a ``Module`` in a new file (e.g. ``module_arthur.py``) and add it to ``MODULES`` (and
   its name to ``params.IMPLEMENTED_MODULES``). Its fields:

   - ``space_kinds``: new :class:`~.spaces.SpaceKind` handlers (``feasible``, ``start`` and the
     rule id), or replacements of base kinds by name;
   - ``rondel_overlay``: ring index -> new ``SpaceSpec`` (an overlay medallion covering spaces;
     ``Rondel.overlay``), and ``inner_ring``: a second ``Rondel`` (Arthur's);
   - ``die_kinds`` and ``extra_dice``: a new die kind (which figure it moves, either way or
     not, staff or not) rolled by every player, which adds one turn per round;
   - ``categories``, ``scoring_steps`` (inserted after a named base step: traitors,
     surroundings, influence, henchmen) and ``final_steps``: extra scoring;
   - ``hooks``: functions run at ``modules.HOOK_POINTS`` (after setup, after a mission is
     completed, after each scoring, after a round's dice are rolled).

2. New per-player resources (gold, mistletoe, Picts ...) become new flat lists on the state
   (``state._LISTS``), copied by ``clone`` and saved by ``to_dict``; new decisions become new
   stages in ``constants.py`` with their actions in ``actions.py`` and ``game.ActionTables``.
3. Register the module's rules (ids ``ME.<module>.*``) in a catalog of its own, add them to
   ``catalog.RULES``, and give each a scenario test, as for the base rules.

The modules (``params.MODULE_NAMES``), each in its own file:

- ``kings_favor`` (``module_kings_favor.py``): the favor board, the four seals and the three
  rows of abilities.
- ``arthur`` (``module_arthur.py``): the overlay medallion and its inner ring walked by Arthur
  with the black die, five turns a round, the inner and new outer spaces, the two new flags,
  one manor per territory after the surroundings scoring, the Picts and the signet ring.
- ``knights`` (``module_knights.py``): the A/B draft of the allies or, with
  ``knights_draft="random"``, the quick variant; the twelve allies with their tokens and the
  end-game tables of Gareth and Geraint.
- ``gold`` (``module_gold.py``): gold coins, mistletoe and the action medallion.
- ``market`` (``module_market.py``): the market's tokens (shield, material, addition marker,
  apple/mistletoe) and temporary workers (a turn without a die, ``ME.round.extra-turns``);
  brings ``gold`` along.
- ``caerleon`` (``module_caerleon.py``): the six districts over the principalities, both sides
  of the tiles via the ``caerleon_side`` option, the district slots and each district's
  actions; brings ``gold`` along.
- ``morgana`` (``module_morgana.py``): the witch's kitchen, the Morgana dice (an extra turn a
  round, ``ME.round.extra-turns``), poisoned apples, the horn cup, the cauldrons, Morgana
  blocking a principality space, dark influence and witch huts in the scoring; brings ``gold``.
- ``treasures`` (``module_treasures.py``): the treasure tiles and the neutral staffs.
- ``decree`` (``module_decree.py``): the king's decree stacks, taking and spending decrees.

Where two modules meet (Gaheris' castle and Arthur, Morgana's huts and Arthur, Morgana and
the Caerleon districts ...), the rule lives with the module whose text names the other, and
``tests/games/merlin/test_module_combinations.py`` checks it with both in play.
"""

from __future__ import annotations

from tabletop_lib.core.registry import GameInfo, register_game

from . import catalog as _catalog  # noqa: F401  (registers the rules)
from . import lessons as _lessons  # noqa: F401  (registers the base game's lessons)
from . import lessons_modules as _lessons_modules  # noqa: F401  (six modules' lessons)
from . import lessons_modules_more as _lessons_more  # noqa: F401  (Arthur, knights, Morgana)
from .game import MerlinGame
from .params import LIST_OPTIONS, OPTION_HELP, PLAYER_COUNTS
from .state import MerlinState

register_game(
    GameInfo(
        name="merlin",
        title=MerlinGame.title,
        player_counts=PLAYER_COUNTS,
        factory=MerlinGame,
        options=OPTION_HELP,
        list_options=LIST_OPTIONS,
    )
)

__all__ = ["MerlinGame", "MerlinState"]

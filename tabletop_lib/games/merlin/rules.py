"""Setup and the turn (manual p. 4-9, 13): the automatic program.

The engine is a small program counter (``state.pc``) that runs automatic steps until a player
must decide (``state.stage``). A turn is: choose a die; optionally change it (apple, flip flag);
move the knight clockwise (counter-clockwise with the reverse flag) or Merlin either way; take
the space's action (twice with a Merlin's staff), or redirect it with a flag, or decline; the
action's own choices; missions and the repel flag at the turn's main decision points; then the
mission draws. The legal actions of each stage are in ``legality.py`` (re-exported here for
the callers of ``rules.legal_actions``), what each action changes in ``effects.py``, the
spaces' own choices in ``spaces.py`` and ``manors.py``, the round's end and scoring in
``upkeep.py``, and the rules that refuse illegal actions in ``checks.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.rng import Rng

from . import (
    upkeep,
)
from .common import clockwise_from, colour, name, player_name, say
from .common import has_ability as has_ability
from .constants import (
    ACTION,
    CHOOSE_DIE,
    DRAW_END_OF_TURN,
    END_TURN,
    GOODS_BLOCK,
    MISSION_DRAW,
    NUM_COLOURS,
    NUM_GOODS,
    NUM_HENCHMEN,
    PC_ACTION,
    PC_AFTER_ACTION,
    PC_DRAWS,
    PC_END_TURN,
    PC_ROUND_END,
    PC_TURN,
    PC_WAIT,
    TERMINAL,
    TF_STAFF,
)
from .legality import (
    action_choices as action_choices,
)
from .legality import (
    any_action_choice as any_action_choice,
)
from .legality import (
    any_pre_move_choice as any_pre_move_choice,
)
from .legality import (
    base_legal_actions as base_legal_actions,
)
from .legality import (
    can_draw_mission as can_draw_mission,
)
from .legality import (
    die_choices as die_choices,
)
from .legality import (
    die_kind as die_kind,
)
from .legality import (
    draw_choices as draw_choices,
)
from .legality import (
    legal_actions as legal_actions,
)
from .legality import (
    may_flip as may_flip,
)
from .legality import (
    other_action_choice as other_action_choice,
)
from .legality import (
    pre_move_choices as pre_move_choices,
)
from .legality import (
    pre_move_question as pre_move_question,
)
from .ruleset import FIELDS
from .sides import (
    any_side_option as any_side_option,
)
from .sides import (
    mission_choices as mission_choices,
)
from .sides import (
    mission_limit as mission_limit,
)
from .sides import (
    missions_blocked as missions_blocked,
)
from .sides import (
    repel_choices as repel_choices,
)
from .sides import (
    side_options as side_options,
)

if TYPE_CHECKING:
    from .game import MerlinGame
    from .state import MerlinState


# -- setup -----------------------------------------------------------------------------------
def setup(s: MerlinState, seed: int) -> None:
    """Preparação 1-10 and A-D (p. 4-5)."""
    from .board import territory_masks

    g = s.game
    n, prm, data = g.num_players, g.params, g.data
    s.rng = Rng(seed)
    s.start_logs()
    s.stage = CHOOSE_DIE
    s.pc = PC_TURN
    s.round = 1
    s.turn = 0
    s.die = s.die_value = s.space = s.sub = s.chosen = s.target = -1
    s.turn_flags = s.acts_left = s.missions_done = s.swaps = s.draws_left = s.draw_purpose = 0
    s.score_step = s.score_pos = s.grail_used = 0
    say(s, "ME.setup.round-marker", f"The round marker is on round 1 of {prm.rounds}.")
    s.merlin = g.ruleset.rondel.merlin_start
    say(
        s,
        "ME.setup.merlin",
        f"Merlin starts on the {colour(s, g.ruleset.space_arg[s.merlin])} principality space.",
    )
    s.grail = s.excalibur = -1
    say(s, "ME.setup.grail-excalibur", "The Grail and Excalibur wait on their spaces.")
    s.goods = [0] * ((n + 1) * GOODS_BLOCK)
    for i in range(GOODS_BLOCK):
        s.goods[n * GOODS_BLOCK + i] = prm.goods_per_principality
    s.apple_supply = prm.apples_total - n * prm.start_apples
    say(
        s,
        "ME.setup.supplies",
        f"Each principality holds {prm.goods_per_principality} shields, flags and building "
        f"materials of its colour; the apples go to the supply.",
    )
    deck = list(range(len(data.missions)))
    s.rng.shuffle(deck)
    s.mission_deck = deck
    s.mission_discard = []
    s.display = [deck.pop() for _ in range(prm.display_size)]
    say(
        s,
        "ME.setup.missions",
        f"The mission deck is shuffled; {prm.display_size} cards are turned face up.",
    )
    s.traitor_deck = list(data.traitors)
    s.rng.shuffle(s.traitor_deck)
    s.traitor_discard = []
    say(s, "ME.setup.traitors", "The traitors are shuffled face down into three piles.")
    tiles = list(data.tiles_for(n))
    s.rng.shuffle(tiles)
    s.layout = tuple(tiles)
    terrain = [data.tile_kinds[k].terrain for k in tiles]
    s.territories = territory_masks(g.grid, terrain)
    say(
        s,
        "ME.setup.surroundings.small"
        if len(tiles) < sum(k.count for k in data.tile_kinds)
        else "ME.setup.surroundings",
        f"The surroundings: {len(tiles)} tiles in {g.grid.rows} rows of {g.grid.columns}, "
        f"{len(s.territories)} territories.",
    )
    s.first = s.rng.below(n)
    say(s, "ME.setup.first-player", f"{name(s, s.first)} is the first player.", s.first)
    # -- each player (A-D) --
    s.score = [0] * n
    s.points = [0] * (n * g.num_categories)
    s.knights = [0] * n
    s.henchmen = [-1] * (n * NUM_HENCHMEN)
    s.influence = [0] * (n * NUM_COLOURS)
    s.castle_influence = [prm.influence_markers] * n
    s.apples = [prm.start_apples] * n
    s.staffs = [prm.staffs] * n
    s.manors = [0] * n
    s.traitors = [0] * (n * NUM_COLOURS)
    s.dice = [0] * (n * len(g.ruleset.dice))
    for fragment in FIELDS:  # the modules' fields, filled in by their setup if in play
        for field_name, value in fragment.ints.items():
            setattr(s, field_name, value)
        for field_name in fragment.lists:
            setattr(s, field_name, [])
        for field_name in fragment.per_player:
            setattr(s, field_name, [0] * n)
    s.turns_played = s.extra_passed = 0
    s.figure_kind = -1
    say(
        s,
        "ME.setup.player-components",
        f"Each player takes a castle board, a knight, {prm.henchmen} henchmen, "
        f"{prm.influence_markers} influence markers, {prm.staffs} Merlin's staffs, "
        f"{prm.manors} manors, their dice and {prm.start_apples} apple.",
    )
    start = list(data.start_tiles)
    s.rng.shuffle(start)
    for p in range(n):
        c = start[p]
        s.knights[p] = g.ruleset.rondel.principality_space(c)
        for good in range(NUM_GOODS):
            s.goods[n * GOODS_BLOCK + good * NUM_COLOURS + c] -= 1
            s.goods[p * GOODS_BLOCK + good * NUM_COLOURS + c] += 1
        s.influence[p * NUM_COLOURS + c] = 1
        s.castle_influence[p] -= 1
        say(
            s,
            "ME.setup.start-tile",
            f"{name(s, p)} starts in {colour(s, c)}: the knight on its space, its flag, shield and "
            "material, and an influence marker there.",
            p,
        )
    upkeep.deal_traitors(s, "ME.setup.traitors-dealt")
    s.hands = [[] for _ in range(n)]
    for p in clockwise_from(s, s.first):
        s.hands[p] = [s.mission_deck.pop() for _ in range(prm.hand_size)]
    say(s, "ME.setup.missions-dealt", f"Each player draws {prm.hand_size} mission cards.")
    for p in range(n):
        upkeep.roll_dice(s, p, setup=True)
    for hook in g.ruleset.hooks["after_setup"]:
        hook(s)
    if s.pc != PC_WAIT:  # a module's setup decision (a draft) comes first
        run(s)


# -- the program ---------------------------------------------------------------------------
def run(s: MerlinState) -> None:  # noqa: C901  (one trip round the loop per turn: see below)
    """Run automatic steps until a player must decide or the game ends.

    A turn's automatic steps mostly follow one another in one order (after the action, the
    turn's end, the draws, the next turn), so each step here falls through to the next one in
    the same trip round the loop instead of going round again to test the counter; only the
    round's end (``upkeep.step``) can end the game."""
    while True:
        pc = s.pc
        if pc == PC_ACTION:
            if action_step(s):
                return
            pc = PC_END_TURN  # (action_step passed: the turn's end follows)
        elif pc == PC_AFTER_ACTION:
            s.acts_left -= 1
            if s.acts_left > 0:  # a Merlin's staff: the action once more
                s.pc = PC_ACTION
                continue
            pc = s.pc = PC_END_TURN
        if pc == PC_END_TURN:
            if end_turn_step(s):
                return
            pc = s.pc
        if pc == PC_TURN:
            if start_turn(s):
                return
        elif pc == PC_DRAWS:
            if draws_step(s):
                return
        elif upkeep.step(s) or s.stage == TERMINAL:
            return


def start_turn(s: MerlinState) -> bool:
    """p. 6: the round goes clockwise from the first player until all dice are used; then
    ME.round.extra-turns when a module gives turns without a die of one's own."""
    g = s.game
    n = g.num_players
    if s.turn >= n * g.dice_per_player and (
        not g.ruleset.hooks["extra_turn"] or not _next_extra_turn(s)
    ):
        s.pc = PC_ROUND_END
        return False
    s.current = (s.first + s.turn) % n
    s.die = s.space = s.sub = s.chosen = s.target = -1
    s.die_value = s.turn_flags = s.acts_left = s.missions_done = 0
    s.figure_kind = -1
    s.stage = CHOOSE_DIE
    for hook in g.ruleset.hooks["turn_started"]:
        hook(s)
    return True


def has_die_left(s: MerlinState, p: int) -> bool:
    k = s.game.dice_per_player
    return any(s.dice[p * k : (p + 1) * k])


def may_take_extra_turn(s: MerlinState, p: int) -> bool:
    """ME.round.extra-turns: ``p`` still holds a die (a module's substitute was used instead
    of it) or a module offers ``p`` a turn without one, and ``p`` has not passed this round."""
    if has_die_left(s, p):
        return True
    if s.extra_passed >> p & 1:
        return False
    # (a plain loop, no generator: asked for each player at every turn's start once the
    # round's dice are all used)
    for hook in s.game.ruleset.hooks["extra_turn"]:  # noqa: SIM110
        if hook(s, p):
            return True
    return False


def _next_extra_turn(s: MerlinState) -> bool:
    """Advance ``s.turn`` to the next player, clockwise, who may take an extra turn; False
    when nobody may (the round ends)."""
    n = s.game.num_players
    for _ in range(n):
        if may_take_extra_turn(s, (s.first + s.turn) % n):
            return True
        s.turn += 1
    return False


def action_step(s: MerlinState) -> bool:
    """Offer the space's action (and the flags that redirect it), or pass when none applies.

    After every move: :func:`any_action_choice` in two parts, the usual answer (a feasible
    space) first. A feasible space is noted for the ACTION list that follows
    (``state._feasible_at``: this position's history link; the space's test is not run
    twice)."""
    g = s.game
    rs = g.ruleset
    sp = s.space
    if rs.space_at[sp].feasible(s, s.current, rs.space_arg[sp]):
        s._feasible_at = s._history
        s.stage = ACTION
        return True
    if other_action_choice(s):
        s.stage = ACTION
        return True
    p = s.current
    say(s, "ME.turn.take-or-decline", (_nothing_to_gain, p, s.turn_flags & TF_STAFF, s.space), p)
    s.acts_left = 0
    s.pc = PC_END_TURN
    return False


def _nothing_to_gain(g: MerlinGame, p: int, staff: int, space: int) -> str:
    again = " again" if staff else ""
    where = f"\u201c{g.space_name(space)}\u201d"
    return f"{player_name(g, p)} has nothing to gain{again} on the {where} space."


def end_turn_step(s: MerlinState) -> bool:
    """Missions and flags remain possible until the player ends the turn (after declining
    the action, ``any_side_option`` usually answers from the ACTION stage's own record:
    ``sides``)."""
    if any_side_option(s):
        s.stage = END_TURN
        return True
    begin_end_of_turn_draws(s)
    return False


def begin_end_of_turn_draws(s: MerlinState) -> None:
    draws = s.missions_done
    for hook in s.game.ruleset.hooks["turn_draws"]:  # a module's missions beyond the turn's
        draws += hook(s)
    s.draws_left = draws
    s.draw_purpose = DRAW_END_OF_TURN
    if draws:
        s.pc = PC_DRAWS
    else:  # nothing to draw (most turns): the turn is over at once, as ``draws_step`` says
        next_turn(s)


def draws_step(s: MerlinState) -> bool:
    """p. 9: after completing a mission, draw a new card at the end of the turn."""
    if s.draws_left > 0 and can_draw_mission(s):
        s.stage = MISSION_DRAW
        return True
    next_turn(s)
    return False


def next_turn(s: MerlinState) -> None:
    """The turn is over: the next one starts (``turns_played`` is the progress counter)."""
    s.turn += 1
    s.turns_played += 1
    s.pc = PC_TURN

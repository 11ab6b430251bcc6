"""The legal actions of the base game's stages (manual p. 4-9, 13), and the queries they use.

:func:`legal_actions` lists what the player to move may do: the dice (and the modules' die
substitutes), the pre-move choices (an apple, the flip flag), the space's action or a flag that
redirects it, each space's own choices, the missions and the repel flag at the turn's main
points. A module's own stage lists its actions through ``ruleset.stage_choices``. Why an action
outside this list is refused is in ``checks.py``; the turn's program is in ``rules.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from . import (
    manors,
    spaces,
)
from .actions import Action
from .common import bits, blocked_spaces, good_blocked, has_ability
from .constants import (
    ACTION,
    BUILD_PAY,
    BUILD_TILE,
    CHOOSE_DIE,
    END_TURN,
    EXCHANGE_RETURN,
    EXCHANGE_TAKE,
    FLIP,
    GOODS_BLOCK,
    GRAIL,
    HENCHMAN,
    MIRROR,
    MISSION_DISCARD,
    MISSION_DRAW,
    NUM_COLOURS,
    OTHER,
    PRE_MOVE,
    RELOCATE_DIR,
    REVERSE,
    TAKE_GOOD,
    TARGET,
    TF_MERLIN,
    TF_REDIRECTED,
    TF_STAFF,
    TOWER_BONUS,
    TRAITOR,
)
from .die_table import die_choices as die_choices
from .sides import (
    add_side_options,
    add_side_options_after_move,
    any_side_option,
)

if TYPE_CHECKING:
    from .plugin import Choices, DieKind
    from .ruleset import Adjust
    from .state import MerlinState


# -- queries ---------------------------------------------------------------------------------


def any_action_choice(s: MerlinState) -> bool:
    """Whether the ACTION stage offers anything besides declining."""
    g = s.game
    sp = s.space
    return g.ruleset.space_at[sp].feasible(s, s.current, g.ruleset.space_arg[sp]) or (
        other_action_choice(s)
    )


def other_action_choice(s: MerlinState) -> bool:
    """:func:`any_action_choice` but for the space's own action: a flag that redirects it, a
    module's option on the space, a side option."""
    g = s.game
    p = s.current
    sp = s.space
    if not s.turn_flags & (TF_MERLIN | TF_REDIRECTED):
        if has_ability(s, p, MIRROR):
            return True
        if has_ability(s, p, OTHER) and any(pos != sp for q, pos in enumerate(s.knights) if q != p):
            return True
    for possible in g.ruleset.space_possible:
        if possible(s):
            return True
    return any_side_option(s)


def any_pre_move_choice(s: MerlinState) -> bool:
    """Whether moving needs a decision (a direction, an apple, a flag)."""
    g = s.game
    fk = s.figure_kind  # (die_kind inline)
    return pre_move_question(s, g.die_kinds[fk if fk >= 0 else g.die_slot_kind[s.die]])


def pre_move_question(s: MerlinState, kind: DieKind) -> bool:
    """:func:`any_pre_move_choice` for the moving die's ``kind`` (``effects.choose_die`` knows
    it already). Asked at every die chosen: the modules' questions are asked in the loop
    here, with no call of its own."""
    p = s.current
    if kind.either_way or s.apples[p] > 0:
        return True
    g = s.game
    # (may_flip and has_ability inline, by the flags' places in the goods: common.flag_goods)
    at = g.flag_goods
    goods = s.goods
    base = p * GOODS_BLOCK
    knight = kind.figure == "knight"
    f = at[FLIP]
    if (knight or g.params.flip_flag_dice == "any") and (
        goods[base + f] > 0 if f >= 0 else has_ability(s, p, FLIP)
    ):
        return True
    f = at[REVERSE]
    if knight and (goods[base + f] > 0 if f >= 0 else has_ability(s, p, REVERSE)):
        return True
    for possible in s.game.ruleset.pre_move_possible:  # noqa: SIM110  (no generator: hot path)
        if possible(s):
            return True
    return False


def may_flip(s: MerlinState, kind: DieKind) -> bool:
    """ME.flag.flip-die: the player holds the flag and the die moves the knight ("antes de
    mover o cavaleiro", p. 13), or any figure with ``flip_flag_dice="any"``."""
    return has_ability(s, s.current, FLIP) and (
        kind.figure == "knight" or s.game.params.flip_flag_dice == "any"
    )


def die_kind(s: MerlinState) -> int:
    """The kind of the die moving this turn (a module's ``figure_kind`` overrides it)."""
    if s.figure_kind >= 0:
        return s.figure_kind
    return s.game.die_slot_kind[s.die]


def pre_move_choices(s: MerlinState) -> list[Action]:
    g = s.game
    t = g.tables
    p = s.current
    fk = s.figure_kind  # (die_kind inline: asked at every PRE_MOVE list)
    kind = g.die_kinds[fk if fk >= 0 else g.die_slot_kind[s.die]]
    # (may_flip and has_ability inline, as in pre_move_question)
    at = g.flag_goods
    goods = s.goods
    base = p * GOODS_BLOCK
    knight = kind.figure == "knight"
    out: list[Action] = [t.move[0]]
    if kind.either_way or (
        knight
        and (goods[base + at[REVERSE]] > 0 if at[REVERSE] >= 0 else has_ability(s, p, REVERSE))
    ):
        out.append(t.move[1])
    if s.apples[p] > 0:
        value = s.die_value
        apples = t.apple_except.get(value)  # (a table: the faces other than the die's)
        if apples is None:
            apples = tuple(t.apple[f] for f in range(1, g.params.die_faces + 1) if f != value)
        out += apples
    f = at[FLIP]
    if (knight or g.params.flip_flag_dice == "any") and (
        goods[base + f] > 0 if f >= 0 else has_ability(s, p, FLIP)
    ):
        out.append(t.flip)
    for choices in g.ruleset.pre_move_choices:
        found = choices(s)
        if found:
            out += found
    return out


def action_choices(s: MerlinState) -> list[Action]:
    """The ACTION stage: take the space's action (with a staff), the modules' options there,
    the flags that redirect it (never to a space a module blocks, ``MerlinModule.
    blocked_spaces``: the blocked spaces are asked only when such a flag is held), the side
    options, decline."""
    g = s.game
    t = g.tables
    rs = g.ruleset
    p = s.current
    sp = s.space
    flags = s.turn_flags
    out: list[Action] = []
    # (the position's own feasible answer when ``rules.action_step`` noted it: see there)
    if s._feasible_at is s._history or rs.space_at[sp].feasible(s, p, rs.space_arg[sp]):
        out.append(t.take_action)
        if not flags & TF_STAFF and s.staffs[p] > 0:
            fk = s.figure_kind  # (die_kind inline: most ACTION lists ask it)
            if g.die_kinds[fk if fk >= 0 else g.die_slot_kind[s.die]].staff:
                out.append(t.take_action_with_staff)
    for choices in rs.space_choices:
        found = choices(s)
        if found:
            out += found
    if not flags & (TF_MERLIN | TF_REDIRECTED):
        at = g.flag_goods  # (has_ability inline, as in pre_move_question)
        goods = s.goods
        base = p * GOODS_BLOCK
        f = at[MIRROR]
        mirror = goods[base + f] > 0 if f >= 0 else has_ability(s, p, MIRROR)
        f = at[OTHER]
        other = goods[base + f] > 0 if f >= 0 else has_ability(s, p, OTHER)
        if mirror or other:
            blocked = blocked_spaces(s) if rs.blocked_spaces else 0
            if mirror:
                ring = rs.rondel.size
                if not blocked >> (s.knights[p] + ring // 2) % ring & 1:
                    out.append(t.mirror)
            if other:
                others = {pos for q, pos in enumerate(s.knights) if q != p and pos != sp}
                to = t.other
                out.extend(to[pos] for pos in sorted(others) if not blocked >> pos & 1)
    add_side_options_after_move(s, out)
    out.append(t.decline)
    return out


def can_draw_mission(s: MerlinState) -> bool:
    return bool(s.mission_deck or s.mission_discard) or any(c >= 0 for c in s.display)


def draw_choices(s: MerlinState) -> list[Action]:
    t = s.game.tables
    out: list[Action] = [t.draw[c] for c in s.display if c >= 0]
    if s.mission_deck or s.mission_discard:
        out.append(t.draw_deck)
    return out


def legal_actions(s: MerlinState) -> list[Action]:
    """The current player's legal actions, in a deterministic order: :func:`base_legal_actions`,
    then the modules' last word (``MerlinModule.adjust_choices``).

    It runs at every step of every game, so it is one lookup and one call: ``Ruleset.legal_at``
    (built by :func:`stage_table`) holds, per stage, the stage's function with the adjusters of
    that stage already composed onto it."""
    rs = s.game.ruleset
    choices = rs.legal_at.get(s.stage)
    return choices(s) if choices is not None else rs.legal_other(s)


def _no_choices(s: MerlinState) -> list[Action]:
    return []


def _adjusted(base: Choices, adjusts: tuple[Adjust, ...]) -> Choices:
    """``base`` followed by ``adjusts`` in order (the modules' ``adjust_choices``)."""
    if not adjusts:
        return base
    if len(adjusts) == 1:  # (the usual case: the Knights alone)
        adjust = adjusts[0]

        def adjusted_once(s: MerlinState) -> list[Action]:
            return adjust(s, base(s))

        return adjusted_once

    def adjusted(s: MerlinState) -> list[Action]:
        out = base(s)
        for more in adjusts:
            out = more(s, out)
        return out

    return adjusted


def stage_table(
    module_stages: Mapping[int, Choices],
    adjust_at: Mapping[int, tuple[Adjust, ...]],
    adjust_elsewhere: tuple[Adjust, ...],
) -> tuple[dict[int, Choices], Choices]:
    """Per stage, :func:`base_legal_actions` of that stage and then the modules' adjusters
    there (``Ruleset.adjust_at``, else ``adjust_elsewhere``), composed once per game; and the
    same for any stage no one lists (no actions, then ``adjust_elsewhere``). The base game's
    stages come first, as :func:`base_legal_actions` reads them."""
    table = {
        stage: _adjusted(choices, adjusts)
        for stage, (choices, adjusts) in _stage_functions(
            module_stages, adjust_at, adjust_elsewhere
        ).items()
    }
    return table, _adjusted(_no_choices, adjust_elsewhere)


def stage_parts(
    module_stages: Mapping[int, Choices],
    adjust_at: Mapping[int, tuple[Adjust, ...]],
    adjust_elsewhere: tuple[Adjust, ...],
) -> dict[int, tuple[Choices, Adjust | None]]:
    """:func:`stage_table` as ``MerlinState.legal_actions`` reads it (``Ruleset.legal_parts``):
    per stage, its function and its one adjuster (the Knights', at most stages of a game with
    them), called there one after the other with no composed function between; a stage with
    no adjuster or several has its :func:`stage_table` function and ``None``."""
    return {
        stage: (choices, adjusts[0]) if len(adjusts) == 1 else (_adjusted(choices, adjusts), None)
        for stage, (choices, adjusts) in _stage_functions(
            module_stages, adjust_at, adjust_elsewhere
        ).items()
    }


def _stage_functions(
    module_stages: Mapping[int, Choices],
    adjust_at: Mapping[int, tuple[Adjust, ...]],
    adjust_elsewhere: tuple[Adjust, ...],
) -> dict[int, tuple[Choices, tuple[Adjust, ...]]]:
    """Per stage, its own function and the adjusters called after it."""
    stages: dict[int, Choices] = {**module_stages, **_STAGE_CHOICES}
    for stage in adjust_at:
        stages.setdefault(stage, _no_choices)
    return {
        stage: (choices, adjust_at.get(stage, adjust_elsewhere))
        for stage, choices in stages.items()
    }


def _die_stage(s: MerlinState) -> list[Action]:
    # the player's dice, then the modules' substitutes for a die (ME.round.extra-turns):
    # (a temporary worker, a module's own dice ...)
    offered = s.game.die_choices(s)  # (die_table.die_choices, compiled for the game)
    own_die = bool(offered)
    for substitutes in s.game.ruleset.die_substitutes:
        found = substitutes(s)
        if found:
            offered += found
    # (note_side_options inline: the memo of a die stage without side options)
    s._aside_none = (
        None if add_side_options(s, offered) else (s._history, s.current, s.turns_played)
    )
    if not own_die:  # an extra turn without a die of one's own: the player may pass
        offered.append(s.game.tables.pass_turn)
    return offered


def _henchman_stage(s: MerlinState) -> list[Action]:
    choices = spaces.henchman_choices(s)
    henchman = s.game.tables.henchman
    out: list[Action] = [henchman[h] for h in choices]
    for more in s.game.ruleset.henchman_choices:
        out.extend(more(s, choices))
    return out


def _end_turn_stage(s: MerlinState) -> list[Action]:
    out: list[Action] = []
    add_side_options(s, out)
    out.append(s.game.tables.end_turn)
    return out


def _take_good_stage(s: MerlinState) -> list[Action]:
    take = s.game.tables.take[s.chosen]
    return [take[c] for c in spaces.take_good_choices(s)]


def _target_stage(s: MerlinState) -> list[Action]:
    to = s.game.tables.to
    return [to[c] for c in spaces.target_choices(s)]


def _relocate_stage(s: MerlinState) -> list[Action]:
    return list(s.game.tables.relocate)


def _build_tile_stage(s: MerlinState) -> list[Action]:
    build_on = s.game.tables.build_on
    return [build_on[pos] for pos in bits(manors.buildable_tiles(s, s.current))]


def _build_pay_stage(s: MerlinState) -> list[Action]:
    pay = s.game.tables.pay
    return [pay[c] for c in manors.pay_choices(s)]


def _tower_stage(s: MerlinState) -> list[Action]:
    t = s.game.tables
    return [*(t.tower[k][c] for k, c in manors.tower_choices(s)), t.skip_tower]


def _goods_held(s: MerlinState, owner: int, table: tuple[tuple[Action, ...], ...]) -> list[Action]:
    """``table[good][colour]`` for each good block entry ``owner`` (a seat, or the supply:
    ``num_players``) holds."""
    base = owner * GOODS_BLOCK
    goods = s.goods
    return [table[i // NUM_COLOURS][i % NUM_COLOURS] for i in range(GOODS_BLOCK) if goods[base + i]]


def _exchange_return_stage(s: MerlinState) -> list[Action]:
    return _goods_held(s, s.current, s.game.tables.give_back)


def _exchange_take_stage(s: MerlinState) -> list[Action]:
    """ME.space.exchange: any good on the board, but none of a kind blocked now."""
    take = s.game.tables.take
    if not s.game.ruleset.hooks["good_blocked"]:
        return _goods_held(s, s.game.num_players, take)
    base, goods = s.game.num_players * GOODS_BLOCK, s.goods
    # (each kind asked once, not once per good on the board)
    blocked = [good_blocked(s, good) for good in range(GOODS_BLOCK // NUM_COLOURS)]
    return [
        take[i // NUM_COLOURS][i % NUM_COLOURS]
        for i in range(GOODS_BLOCK)
        if goods[base + i] and not blocked[i // NUM_COLOURS]
    ]


def _discard_stage(s: MerlinState) -> list[Action]:
    t = s.game.tables
    return [*(t.discard[c] for c in s.hands[s.current]), t.stop_discarding]


def _traitor_stage(s: MerlinState) -> list[Action]:
    defeat = s.game.tables.defeat
    return [defeat[c] for c in spaces.traitor_colours(s, s.current)]


def _grail_stage(s: MerlinState) -> list[Action]:
    t = s.game.tables
    return [t.use_grail, t.keep_grail]


_STAGE_CHOICES: dict[int, Callable[[MerlinState], list[Action]]] = {
    CHOOSE_DIE: _die_stage,
    ACTION: action_choices,
    PRE_MOVE: pre_move_choices,
    HENCHMAN: _henchman_stage,
    END_TURN: _end_turn_stage,
    MISSION_DRAW: draw_choices,
    TAKE_GOOD: _take_good_stage,
    TARGET: _target_stage,
    RELOCATE_DIR: _relocate_stage,
    BUILD_TILE: _build_tile_stage,
    BUILD_PAY: _build_pay_stage,
    TOWER_BONUS: _tower_stage,
    EXCHANGE_RETURN: _exchange_return_stage,
    EXCHANGE_TAKE: _exchange_take_stage,
    MISSION_DISCARD: _discard_stage,
    TRAITOR: _traitor_stage,
    GRAIL: _grail_stage,
}
"""The base game's stages and the function that lists each one's legal actions."""


def base_legal_actions(s: MerlinState) -> list[Action]:
    """The legal actions of every stage, the modules' own stages included."""
    choices = _STAGE_CHOICES.get(s.stage) or s.game.ruleset.stage_choices.get(s.stage)
    return choices(s) if choices is not None else []

"""Applying actions (manual p. 6-9, 13): what each decision of a turn changes.

``apply`` dispatches on the action's type, then lets the program of ``rules.run`` carry on
from where the handler left it (``state.pc``); a handler that opens a new decision leaves the
program waiting (``PC_WAIT``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.words import and_list, count, sentence

from . import actions as A
from . import (
    manors,
    spaces,
    upkeep,
)
from .common import (
    add_points,
    colour,
    finish,
    flag_colour,
    name,
    player_name,
    say,
    traitors_expelled,
    walk,
    with_article,
)
from .constants import (
    ACTION,
    CAT_MISSIONS,
    CAT_TWO_MISSIONS,
    DRAW_END_OF_TURN,
    END_TURN,
    FLAG,
    FLIP,
    GOODS_BLOCK,
    MIRROR,
    MISSIONS,
    NUM_COLOURS,
    OTHER,
    PC_ACTION,
    PC_AFTER_ACTION,
    PC_DRAWS,
    PC_END_TURN,
    PC_WAIT,
    PRE_MOVE,
    REPEL,
    REVERSE,
    TAKE_GOOD,
    TF_MERLIN,
    TF_REDIRECTED,
    TF_STAFF,
)
from .rules import (
    any_pre_move_choice,
    begin_end_of_turn_draws,
    can_draw_mission,
    next_turn,
    pre_move_question,
    run,
)
from .ruleset import HANDLERS, RESUMES, STAGE_HANDLERS
from .words import mission_words

if TYPE_CHECKING:
    from .game import MerlinGame
    from .state import MerlinState


def spend_flag(s: MerlinState, p: int, ability: int, rule: str, text: str) -> None:
    """ME.flag.use: a flag gives one special action, then returns to its principality."""
    c = flag_colour(s, p, ability)
    n = s.game.num_players
    s.goods[p * GOODS_BLOCK + FLAG * NUM_COLOURS + c] -= 1
    s.goods[n * GOODS_BLOCK + FLAG * NUM_COLOURS + c] += 1
    say(s, rule, f"{name(s, p)} uses {with_article(f'{colour(s, c)} flag')}: {text}", p)


def apply(s: MerlinState, action: A.Action) -> None:
    """Apply a legal action, then run the automatic steps that follow it."""
    stage = s.stage
    s.pc = PC_WAIT
    HANDLERS[type(action)](s, action, stage)
    if s.pc != PC_WAIT:
        run(s)


def choose_die(s: MerlinState, a: A.UseDie, stage: int) -> None:
    """ME.turn.choose-die: set aside an unused die without changing its value (the handler of
    ``UseDie`` itself: one call less at every die chosen)."""
    g = s.game
    p = s.current
    kind = g.die_kind_index[a.kind]
    value = a.value
    base = p * g.dice_per_player
    dice = s.dice
    slot = 0
    for i in g.die_groups[kind][0]:  # (only the slots of this kind: die_table.die_groups)
        if dice[base + i] == value:
            slot = i
            break
    s.die = slot
    s.die_value = value
    die = g.die_kinds[kind]
    if die.figure != "knight":
        s.turn_flags |= TF_MERLIN
    fk = s.figure_kind  # (a module may have chosen the figure already: die_kind)
    moving = die if fk < 0 else g.die_kinds[fk]
    memo = s._aside_none
    # (sides.carry_nothing_aside inline: this die is neutral unless its figure's move does more
    # than move it, as sides._neutral says of a UseDie)
    if (
        memo is not None
        and (moving.move is None or moving.moves_only)
        and memo[0]._head is s._history._head[0]  # type: ignore[index]
    ):
        s._aside_none = (s._history, memo[1], memo[2])
    if pre_move_question(s, moving):
        tail = s._tail
        if tail is not None:  # (narrate.say inline: at every die chosen)
            tail.append((s._history._len, "ME.turn.choose-die", (_took_die, p, kind, value), p))
        s.stage = PRE_MOVE
    else:
        move_figure(s, 1, kind)  # (the move's sentence says which die)


def _on_move(s: MerlinState, a: A.Move, stage: int) -> None:
    sign = 1 if a.direction == "cw" else -1
    g = s.game
    fk = s.figure_kind  # (die_kind inline)
    kind = g.die_kinds[fk if fk >= 0 else g.die_slot_kind[s.die]]
    if sign < 0 and kind.figure == "knight":
        spend_flag(s, s.current, REVERSE, "ME.flag.reverse", "the knight moves counter-clockwise.")
    elif kind.move is None or kind.moves_only:
        # a neutral move (sides._neutral): sides.carry_nothing_aside inline
        memo = s._aside_none
        if memo is not None and memo[0]._head is s._history._head[0]:  # type: ignore[index]
            s._aside_none = (s._history, memo[1], memo[2])
    move_figure(s, sign)


def perform(s: MerlinState, a: object = None, stage: int = -1) -> None:
    """Start the action of the turn's space; it ends with ``common.finish``. (It is also
    ``TakeAction``'s handler, hence the unused arguments: one call less per action taken.)"""
    rs = s.game.ruleset
    sp = s.space
    if not rs.space_at[sp].start(s, s.current, rs.space_arg[sp]):
        s.pc = PC_AFTER_ACTION  # (common.finish inline)


def _declined(g: MerlinGame, p: int) -> str:
    return f"{player_name(g, p)} declines the action."


def _on_decline(s: MerlinState, a: A.DeclineAction, stage: int) -> None:
    memo = s._aside_none  # (declining is neutral: sides.carry_nothing_aside inline)
    if memo is not None and memo[0]._head is s._history._head[0]:  # type: ignore[index]
        s._aside_none = (s._history, memo[1], memo[2])
    tail = s._tail
    if tail is not None:  # (narrate.say inline: at most turns)
        p = s.current
        tail.append((s._history._len, "ME.turn.take-or-decline", (_declined, p), p))
    s.acts_left = 0
    s.pc = PC_END_TURN


def _on_henchman(s: MerlinState, a: A.PlaceHenchman, stage: int) -> None:
    spaces.apply_henchman(s, s.game.henchman_index[a.henchman])


def _on_take_good(s: MerlinState, a: A.TakeGood, stage: int) -> None:
    g = s.game
    own = STAGE_HANDLERS.get(stage)  # a module's own stage takes the good its way
    if own is not None:
        own(s, a, stage)
        return
    rule = "ME.space.influence-good" if stage == TAKE_GOOD else "ME.space.exchange"
    spaces.apply_take_good(s, g.good_index[a.good], g.colour_index[a.colour], rule)


def _on_complete_mission(s: MerlinState, a: A.CompleteMission, stage: int) -> None:
    complete_mission(s, s.game.mission_index[a.card])
    if s.stage == stage:  # else a module's mission hook opened a decision (a seal)
        resume_main(s, stage)


def _on_end_turn(s: MerlinState, a: A.EndTurn, stage: int) -> None:
    say(s, "ME.turn.end", f"{name(s, s.current)} is done.", s.current)
    begin_end_of_turn_draws(s)


def _on_pass(s: MerlinState, a: A.PassTurn, stage: int) -> None:
    p = s.current
    s.extra_passed |= 1 << p
    say(s, "ME.round.extra-turns", f"{name(s, p)} passes the extra turn.", p)
    next_turn(s)


def _on_draw(s: MerlinState, a: A.DrawMission, stage: int) -> None:
    draw_mission(s, a.source)


def _on_build(s: MerlinState, a: A.BuildManor, stage: int) -> None:
    manors.apply_build(s, s.game.tile_index[a.tile])


def _on_pay(s: MerlinState, a: A.PayMaterial, stage: int) -> None:
    manors.apply_pay(s, s.game.colour_index[a.colour])


def _on_tower_bonus(s: MerlinState, a: A.TowerBonus, stage: int) -> None:
    manors.apply_tower_bonus(s, A.TOWER_BONUS_KINDS.index(a.kind), s.game.colour_index[a.colour])


def _on_skip_tower(s: MerlinState, a: A.SkipTowerBonus, stage: int) -> None:
    manors.skip_tower_bonus(s)


def _on_target(s: MerlinState, a: A.ChoosePrincipality, stage: int) -> None:
    spaces.apply_target(s, s.game.colour_index[a.colour])


def _on_relocate(s: MerlinState, a: A.RelocateHenchman, stage: int) -> None:
    spaces.apply_relocate(s, 1 if a.direction == "cw" else -1)


def _on_return_good(s: MerlinState, a: A.ReturnGood, stage: int) -> None:
    g = s.game
    own = STAGE_HANDLERS.get(stage)  # a module's own stage takes the good back its way
    if own is not None:
        own(s, a, stage)
        return
    spaces.apply_return_good(s, g.good_index[a.good], g.colour_index[a.colour])


def _on_discard(s: MerlinState, a: A.DiscardMission, stage: int) -> None:
    spaces.apply_discard_mission(s, s.game.mission_index[a.card])


def _on_stop_discarding(s: MerlinState, a: A.StopDiscarding, stage: int) -> None:
    spaces.begin_space_draws(s)


def _on_defeat(s: MerlinState, a: A.DefeatTraitor, stage: int) -> None:
    spaces.apply_defeat_traitor(s, s.game.colour_index[a.colour])


def _on_apple(s: MerlinState, a: A.SpendApple, stage: int) -> None:
    p = s.current
    s.apples[p] -= 1
    s.apple_supply += 1
    say(s, "ME.apple.change-die", (_apple_spent, p, s.die_value, a.face), p)
    set_die(s, a.face)
    pre_move(s)


def _apple_spent(g: MerlinGame, p: int, old: int, face: int) -> str:
    return f"{player_name(g, p)} spends an apple to turn a {old} into a {face}."


def complete_paid(
    s: MerlinState, card_id: str, stage: int, pay: Callable[[MerlinState, int], None]
) -> None:
    """A mission completed with requirements paid for (mistletoe, a module's token)."""
    card = s.game.mission_index[card_id]
    pay(s, card)
    complete_mission(s, card)
    if s.stage == stage:  # else a module's mission hook opened a decision (a seal)
        resume_main(s, stage)


def _on_flip(s: MerlinState, a: A.FlipDie, stage: int) -> None:
    old = s.die_value
    new = s.game.params.die_faces + 1 - old
    spend_flag(s, s.current, FLIP, "ME.flag.flip-die", f"the {old} is turned to {new}.")
    set_die(s, new)
    pre_move(s)


def _staff_spent(g: MerlinGame, p: int) -> str:
    return f"{player_name(g, p)} spends a Merlin's staff to act twice."


def _on_staff(s: MerlinState, a: A.TakeActionWithStaff, stage: int) -> None:
    p = s.current
    s.staffs[p] -= 1
    s.turn_flags |= TF_STAFF
    s.acts_left = 2
    say(s, "ME.staff.double-action", (_staff_spent, p), p)
    perform(s)


def _on_mirror(s: MerlinState, a: A.MirrorKnight, stage: int) -> None:
    p = s.current
    ring = s.game.ruleset.rondel.size
    spend_flag(s, p, MIRROR, "ME.flag.mirror", "the knight jumps to the opposite space.")
    s.knights[p] = (s.knights[p] + ring // 2) % ring
    s.space = s.knights[p]
    s.turn_flags |= TF_REDIRECTED
    s.pc = PC_ACTION


def _on_other(s: MerlinState, a: A.TakeOtherAction, stage: int) -> None:
    text = f"the action of the \u201c{s.game.space_name(a.space)}\u201d space."
    spend_flag(s, s.current, OTHER, "ME.flag.other-action", text)
    s.space = a.space
    s.turn_flags |= TF_REDIRECTED
    s.pc = PC_ACTION


def _on_repel(s: MerlinState, a: A.RepelTraitors, stage: int) -> None:
    p = s.current
    c = s.game.colour_index[a.colour]
    k = s.traitors[p * NUM_COLOURS + c]
    text = f"{count(k, a.colour + ' traitor')} {'is' if k == 1 else 'are'} repelled."
    spend_flag(s, p, REPEL, "ME.flag.repel-traitors", text)
    s.traitors[p * NUM_COLOURS + c] = 0
    s.traitor_discard.extend([c] * k)
    traitors_expelled(s, p, c)
    resume_main(s, stage)


def _on_grail(s: MerlinState, a: A.UseGrail | A.KeepGrail, stage: int) -> None:
    upkeep.resolve_grail(s, isinstance(a, A.UseGrail))


_BASE_HANDLERS: dict[type, Callable[[MerlinState, Any, int], None]] = {
    A.UseDie: choose_die,
    A.Move: _on_move,
    A.TakeAction: perform,
    A.DeclineAction: _on_decline,
    A.PlaceHenchman: _on_henchman,
    A.TakeGood: _on_take_good,
    A.CompleteMission: _on_complete_mission,
    A.EndTurn: _on_end_turn,
    A.PassTurn: _on_pass,
    A.DrawMission: _on_draw,
    A.BuildManor: _on_build,
    A.PayMaterial: _on_pay,
    A.TowerBonus: _on_tower_bonus,
    A.SkipTowerBonus: _on_skip_tower,
    A.ChoosePrincipality: _on_target,
    A.RelocateHenchman: _on_relocate,
    A.ReturnGood: _on_return_good,
    A.DiscardMission: _on_discard,
    A.StopDiscarding: _on_stop_discarding,
    A.DefeatTraitor: _on_defeat,
    A.SpendApple: _on_apple,
    A.FlipDie: _on_flip,
    A.TakeActionWithStaff: _on_staff,
    A.MirrorKnight: _on_mirror,
    A.TakeOtherAction: _on_other,
    A.RepelTraitors: _on_repel,
    A.UseGrail: _on_grail,
    A.KeepGrail: _on_grail,
}
_HANDLERS = _BASE_HANDLERS


for _cls, _handler in _HANDLERS.items():  # the modules' own handlers are installed there
    HANDLERS.setdefault(_cls, _handler)


def resume_main(s: MerlinState, stage: int) -> None:
    """After a side action the main decision point is offered again (or passed, if empty)."""
    if stage == ACTION:
        s.pc = PC_ACTION
    elif stage == END_TURN:
        s.pc = PC_END_TURN
    elif stage in RESUMES:  # a module's stage, e.g. the King's Favor choice after its mission
        RESUMES[stage](s)


DIE_WORDS = {"knight": "a die of their colour", "merlin": "the white Merlin die"}
"""The base game's dice as the narration names them (p. 6); a module's die by its label."""


def die_words(g: MerlinGame, kind: int) -> str:
    """A die kind as the narration names it: "the white Merlin die", "the black die
    (Arthur's)"."""
    die = g.die_kinds[kind]
    return DIE_WORDS.get(die.name) or f"the {die.label or die.name + ' die'}"


def _took_die(g: MerlinGame, p: int, kind: int, value: int) -> str:
    return f"{player_name(g, p)} takes {die_words(g, kind)}, showing {value}."


def used_die(g: MerlinGame, die: int, steps: int) -> str:
    """How a move's sentence says which die it uses, when that was not said before: the kind
    ``die`` just taken, showing ``steps`` ("uses the white Merlin die, showing 3, and ");
    -1: nothing."""
    return f"uses {die_words(g, die)}, showing {steps}, and " if die >= 0 else ""


def set_die(s: MerlinState, value: int) -> None:
    s.die_value = value
    s.dice[s.current * s.game.dice_per_player + s.die] = value


def pre_move(s: MerlinState) -> None:
    """Ask how to move when there is a choice (direction, apple, flags); else move at once."""
    if any_pre_move_choice(s):
        s.stage = PRE_MOVE
    else:
        move_figure(s, 1)


def move_figure(s: MerlinState, sign: int, die: int = -1) -> None:
    """Move the die's figure exactly its value; the knight clockwise (or with the reverse
    flag counter-clockwise), Merlin the chosen way. A space a module blocks is not counted
    (``MerlinModule.blocked_spaces``). ``die``: the kind of the die just taken, for the
    sentence to say (:func:`used_die`)."""
    g = s.game
    fk = s.figure_kind  # (die_kind inline: one call less at every move)
    kind = g.die_kinds[fk if fk >= 0 else g.die_slot_kind[s.die]]
    if kind.move is not None:  # a module's figure on its own ring
        kind.move(s, sign, die)
        return
    p = s.current
    rs = g.ruleset
    steps = s.die_value
    s.dice[p * g.dice_per_player + s.die] = 0
    knight = kind.figure == "knight"
    pos = s.knights[p] if knight else s.merlin
    pos = walk(s, pos, sign, steps)
    s.space = pos
    if knight:
        s.knights[p] = pos
        rule = "ME.turn.knight-moves-clockwise" if sign > 0 else "ME.flag.reverse"
        figure = "their knight"
    else:
        s.merlin = pos
        rule = "ME.turn.merlin-moves-either-way"
        figure = "Merlin"
    tail = s._tail
    if tail is not None:  # (narrating and narrate.say inline: at every move)
        step = s._history._len
        tail.append((step, rule, (_moved, p, die, figure, steps, sign, pos), p))
        if knight and s.knights.count(pos) > 1:  # (then another knight is there)
            shared = (_sharing, p, tuple(s.knights))
            tail.append((step, "ME.turn.knights-share-spaces", shared, p))
    for hook in rs.hooks["figure_moved"]:
        hook(s)
    s.acts_left = 1
    s.pc = PC_ACTION


def _moved(g: MerlinGame, p: int, die: int, figure: str, steps: int, sign: int, pos: int) -> str:
    way = "clockwise" if sign > 0 else "counter-clockwise"
    return (
        f"{player_name(g, p)} {used_die(g, die, steps)}moves {figure} {steps} "
        f"space{'s' if steps != 1 else ''} {way} to the \u201c{g.space_name(pos)}\u201d space."
    )


def _sharing(g: MerlinGame, p: int, knights: tuple[int, ...]) -> str:
    company = [player_name(g, q) for q, at in enumerate(knights) if q != p and at == knights[p]]
    owners = and_list([f"{name}'s" for name in company])
    return f"{player_name(g, p)}'s knight shares the space with {owners} knight."


def complete_mission(s: MerlinState, card: int) -> None:
    """p. 9: discard a satisfied card from the hand and score it; with the missions flag a
    second one scores 2 more (p. 13)."""
    g = s.game
    p = s.current
    info = g.data.missions[card]
    s.hands[p].remove(card)
    s.mission_discard.append(card)
    s.missions_done += 1
    if s.missions_done > g.params.missions_per_turn:
        spend_flag(s, p, MISSIONS, "ME.flag.missions", "a second mission this turn.")
        add_points(s, p, CAT_TWO_MISSIONS, g.params.two_missions_bonus)
    add_points(s, p, CAT_MISSIONS, info.points)
    say(s, "ME.mission.complete", (_completed, p, card, s.missions_done > 1), p)
    for hook in g.ruleset.hooks["mission_completed"]:
        hook(s, p, card)


def _completed(g: MerlinGame, p: int, card: int, second: bool) -> str:
    info = g.data.missions[card]
    bonus = f" and {g.params.two_missions_bonus} for a second mission" if second else ""
    points = count(info.points, "point")
    return f"{player_name(g, p)} completes {mission_words(g, info)} for {points}{bonus}."


def draw_from_deck(s: MerlinState) -> int:
    """The top mission card; an empty deck is first refilled from the shuffled discards."""
    if not s.mission_deck:
        if not s.mission_discard:
            return -1
        s.mission_deck = s.mission_discard
        s.mission_discard = []
        s.rng.shuffle(s.mission_deck)
        say(
            s,
            "ME.mission.reshuffle",
            "The mission deck is empty: the discards are shuffled into a new deck.",
        )
    return s.mission_deck.pop()


def draw_mission(s: MerlinState, source: str) -> None:
    g = s.game
    p = s.current
    rule = (
        "ME.mission.draw-replacement" if s.draw_purpose == DRAW_END_OF_TURN else "ME.space.missions"
    )
    if source == "deck":
        card = draw_from_deck(s)
        say(s, rule, f"{name(s, p)} draws a mission from the deck.", p)
    else:
        card = g.mission_index[source]
        slot = s.display.index(card)
        say(s, rule, (_took_mission, p, source), p)
        s.display[slot] = draw_from_deck(s)
        if s.display[slot] >= 0:
            say(s, "ME.mission.refill-display", (_refilled, s.display[slot]))
    s.hands[p].append(card)
    s.draws_left -= 1
    if s.draw_purpose == DRAW_END_OF_TURN:
        s.pc = PC_DRAWS
    elif s.draws_left <= 0 or not can_draw_mission(s):
        finish(s)


def _took_mission(g: MerlinGame, p: int, card_id: str) -> str:
    return f"{player_name(g, p)} takes {mission_words(g, card_id)} from the display."


def _refilled(g: MerlinGame, card: int) -> str:
    return f"{sentence(mission_words(g, card))} refills the display."

"""The side options: what a player may do at any main point of a turn, and a memo that spares
asking for them again after an action that cannot change them.

At the die stage, the ACTION stage and the end of the turn a player may complete missions
(manual p. 9), use the repel flag (p. 13) and take the modules' side options
(``MerlinModule.side_choices`` and ``mission_choices``; the Knights' allies add theirs through
their adjuster, with ``side_possible`` alone). :func:`add_side_options` lists them for the legal
actions; :func:`any_side_option` answers "is there any?" while an action is applied, to know
whether a main point needs a decision or passes by.

**The "nothing aside" memo.** Most main points have no side option, and a turn usually walks
die -> move -> action -> end, asking again at each step, on positions that differ only in the
die, the figure's space and the turn's counters. No side option reads those, so after such a
*neutral* action the answer of the position before it still holds:

- A legal-actions list of the die or ACTION stage whose side options came out empty records it
  (:func:`note_side_options`): ``state._aside_none`` = (the history link of that position, the
  player, ``turns_played``).
- A neutral action (:func:`_neutral`: choosing one's die, moving its figure without a flag,
  declining the action) applied to a position with such a record carries it to the position
  it leads to (:func:`carry_nothing_aside`): the handlers of ``UseDie``, ``Move`` and
  ``DeclineAction`` do it inline (``effects.choose_die``, ``_on_move``, ``_on_decline``),
  knowing their action and their die.
- :func:`any_side_option`, asked while the next action is applied, and the ACTION stage's list
  (:func:`add_side_options_after_move`) skip the missions and the paired module hooks when the
  record is the present position's (:func:`nothing_aside_here`), for the same player in the
  same turn. The modules whose side options come another way (``Ruleset.side_possible_alone``,
  the Knights' allies through their adjuster) are still asked.

Why it is exact: the memo is only written where a position waits for a decision, and only
carried by neutral actions. A clone starts without it (it is not a slot), an undo or a load builds
a new state, and ``forget_legal_actions()`` drops it, which is what a hand edit of a state must
call (as it must for the checked path's record of the offered actions). What the side options
read (goods, influence, henchmen, hands, traitors, missions done, and the modules' coins,
decrees, favours, market and mistletoe) is not written by a neutral action: the base moves
change the die, the dice, the figures, the space and the turn's flags and counters; Arthur's
black die only moves Arthur (``DieKind.moves_only``); the Knights' ``figure_moved`` hook changes
Geraint's tokens, which only scoring reads. ``tests/games/merlin/test_aside_memo.py`` plays
seeded games with every module and compares each step with the same step taken from a clone
that has no memo.

**Why the memo stops at the turn's end** (measured with instruction counts, valgrind, over
seeded 4-player games with all nine modules): the die stage, where each turn starts afresh,
is bound by its bytecodes, not by one costly step. The hand's checks cost about as much as
one slice-and-compare of the player's goods, influence and henchmen, so a memo of them keyed
by content costs as much on a hit as the checks it spares (and the key matches the player's
previous die stage only ~59% of the time: their own turn changed something); a key holding
everything the modules' side options read matches ~28% of the time. A memo across turns
would need a record kept in the state and updated at every place that changes what the side
options read (some 50 writes of goods, influence, henchmen and hands, and the modules' own).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, DeclineAction, Move, UseDie
from .common import NO_FLAG, has_ability
from .constants import (
    GOODS_BLOCK,
    MISSIONS,
    NUM_COLOURS,
    NUM_HENCHMEN,
    REPEL,
)

if TYPE_CHECKING:
    from .state import MerlinState


def mission_limit(s: MerlinState, p: int) -> int:
    prm = s.game.params
    return prm.missions_with_flag if has_ability(s, p, MISSIONS) else prm.missions_per_turn


def mission_choices(s: MerlinState) -> list[int]:
    """Hand cards the current player may complete now (p. 9; the missions flag, p. 13)."""
    p = s.current
    done = s.missions_done
    prm = s.game.params
    if s.game.ruleset.missions_blocked and missions_blocked(s) is not None:
        return []
    if done >= prm.missions_per_turn and (
        done >= prm.missions_with_flag or not has_ability(s, p, MISSIONS)
    ):
        return []
    checks = s.game.mission_checks
    goods, influence, henchmen = s.goods, s.influence, s.henchmen
    g0, i0, h0 = p * GOODS_BLOCK, p * NUM_COLOURS, p * NUM_HENCHMEN
    return [c for c in s.hands[p] if checks[c](goods, g0, influence, i0, henchmen, h0)]


def missions_blocked(s: MerlinState) -> tuple[str, str] | None:
    """(rule, reason) of a module forbidding any mission now, or None."""
    for blocked in s.game.ruleset.missions_blocked:
        found = blocked(s)
        if found is not None:
            return found
    return None


def repel_choices(s: MerlinState) -> list[int]:
    p = s.current
    if not has_ability(s, p, REPEL):
        return []
    base = p * NUM_COLOURS
    return [c for c in range(NUM_COLOURS) if s.traitors[base + c]]


def side_options(s: MerlinState) -> list[Action]:
    """What a player may do at any main point of the turn: missions, the repel flag and the
    modules' own (``MerlinModule.side_choices``)."""
    out: list[Action] = []
    add_side_options(s, out)
    return out


def add_side_options(s: MerlinState, out: list[Action]) -> bool:  # noqa: C901  (flat: see below)
    """Append :func:`side_options` to ``out``: the plain missions, the modules' other ways of
    completing one, the repel flag, the modules' side choices, in that order.

    It runs at every main point of every turn, so it is written flat: the mission limit and a
    module's veto are asked once for the plain missions and the modules' alike (as
    :func:`mission_choices` and :func:`mission_limit` read them), the compiled card checks are
    called inline, and an empty contribution is not appended. Returns whether it appended
    anything."""
    start = len(out)
    g = s.game
    rs = g.ruleset
    p = s.current
    for blocked in rs.missions_blocked:  # (missions_blocked inline: no call on the hot path)
        if blocked(s) is not None:
            break
    else:  # no module forbids missions now
        prm = g.params
        done = s.missions_done
        if done < prm.missions_per_turn and done < prm.missions_with_flag:
            plain = more = True  # (the usual case: no flag needed to know)
        else:
            flag = has_ability(s, p, MISSIONS)
            plain = done < prm.missions_per_turn or (flag and done < prm.missions_with_flag)
            more = done < (prm.missions_with_flag if flag else prm.missions_per_turn)
        if plain:
            checks = g.mission_checks
            complete = g.tables.complete
            goods, influence, henchmen = s.goods, s.influence, s.henchmen
            g0, i0, h0 = p * GOODS_BLOCK, p * NUM_COLOURS, p * NUM_HENCHMEN
            for c in s.hands[p]:
                if checks[c](goods, g0, influence, i0, henchmen, h0):
                    out.append(complete[c])
        if more:
            for choices in rs.mission_choices:
                found = choices(s)
                if found:
                    out += found
    # (no call when no flag carries the repel ability: Arthur's flags carry others)
    if g.ability_single_colour[REPEL] != NO_FLAG and has_ability(s, p, REPEL):
        repel = g.tables.repel
        traitors = s.traitors
        base = p * NUM_COLOURS
        for c in range(NUM_COLOURS):
            if traitors[base + c]:
                out.append(repel[c])
    for choices in rs.side_choices:
        found = choices(s)
        if found:
            out += found
    return len(out) > start


def any_side_option(s: MerlinState) -> bool:  # noqa: C901  (flat for the hot path, as above)
    """Whether :func:`side_options` is non-empty (stops at the first option found), or the
    Knights' allies offer something aside; after a neutral action from a position without side
    options, only the latter is asked (the module's docstring)."""
    memo = s._aside_none  # (nothing_aside_here inline: asked at most turns' ends)
    if (
        memo is not None
        and memo[0] is s._history
        and memo[1] == s.current
        and memo[2] == s.turns_played
    ):
        for possible in s.game.ruleset.side_possible_alone:  # noqa: SIM110  (hot path)
            if possible(s):
                return True
        return False
    p = s.current
    g = s.game
    if (
        g.ability_single_colour[REPEL] != NO_FLAG  # (no call when no flag carries it, as above)
        and has_ability(s, p, REPEL)
        and any(s.traitors[p * NUM_COLOURS : (p + 1) * NUM_COLOURS])
    ):
        return True
    rs = g.ruleset
    for possible in rs.side_possible:  # a plain loop: no generator on the hot path
        if possible(s):
            return True
    for blocked in rs.missions_blocked:  # (missions_blocked inline, as above)
        if blocked(s) is not None:
            return False  # (a module forbids missions now)
    prm = g.params
    done = s.missions_done
    if done >= prm.missions_per_turn and (
        done >= prm.missions_with_flag or not has_ability(s, p, MISSIONS)
    ):
        return False
    checks = g.mission_checks
    goods, influence, henchmen = s.goods, s.influence, s.henchmen
    g0, i0, h0 = p * GOODS_BLOCK, p * NUM_COLOURS, p * NUM_HENCHMEN
    for c in s.hands[p]:  # a plain loop is faster than any() here
        if checks[c](goods, g0, influence, i0, henchmen, h0):
            return True
    for possible in rs.mission_possible:  # noqa: SIM110  (no generator on the hot path)
        if possible(s):
            return True
    return False


# -- the "nothing aside" memo ---------------------------------------------------------------
def note_side_options(s: MerlinState, found: bool) -> None:
    """Record whether this waiting position's side options came out empty (see the module's
    docstring); a position that offers some clears any earlier record."""
    s._aside_none = None if found else (s._history, s.current, s.turns_played)


def nothing_aside_here(s: MerlinState) -> bool:
    """Whether this position, for this player in this turn, has the record of no side option:
    its own legal actions found none, or a neutral action carried the record here."""
    memo = s._aside_none
    return (
        memo is not None
        and memo[0] is s._history
        and memo[1] == s.current
        and memo[2] == s.turns_played
    )


def _neutral(s: MerlinState, action: Action) -> bool:
    """Whether ``action`` changes nothing a side option reads: declining the action, choosing
    a die or moving its figure (a module's figure on its own ring only when its die kind says
    ``moves_only``; the knight moving counter-clockwise spends the reverse flag)."""
    kind = type(action)
    if kind is DeclineAction:
        return True
    if kind is not UseDie and kind is not Move:
        return False
    g = s.game
    die = g.die_kinds[s.figure_kind if s.figure_kind >= 0 else g.die_slot_kind[s.die]]
    if die.move is not None and not die.moves_only:
        return False
    return not isinstance(action, Move) or action.direction == "cw" or die.figure != "knight"


def add_side_options_after_move(s: MerlinState, out: list[Action]) -> None:
    """:func:`add_side_options` for the ACTION stage's legal actions: after a neutral action
    from a position without side options (the die chosen, the figure moved), the record is
    this position's and nothing is asked (it stays, for a decline to carry)."""
    memo = s._aside_none  # (nothing_aside_here inline: at every ACTION list)
    if not (
        memo is not None
        and memo[0] is s._history
        and memo[1] == s.current
        and memo[2] == s.turns_played
    ):
        note_side_options(s, add_side_options(s, out))


def carry_nothing_aside(s: MerlinState) -> None:
    """The action just applied is neutral (:func:`_neutral`): a record of the position before
    it holds here too. Its handler calls this first (``UseDie``, ``Move`` and
    ``DeclineAction`` carry it inline, with the same test)."""
    memo = s._aside_none
    if memo is not None and memo[0]._head is s._history._head[0]:  # type: ignore[index]
        s._aside_none = (s._history, memo[1], memo[2])

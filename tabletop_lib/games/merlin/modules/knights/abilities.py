"""What the allies' abilities do (manual pp. 22-25): the ``ally`` actions' effects, and the
module's answers at the base game's hooks (a henchman placed in the marshal's principality, a
traitor expelled, a figure's move ended, a space scored, a manor built, a tower bonus, an
influence marker placed)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...common import add_points, colour, finish, gain_good, name, say, with_article
from ...constants import (
    ACTION,
    END_TURN,
    GOOD_NAMES,
    HENCHMAN,
    NUM_HENCHMEN,
    PC_ACTION,
    SUB_RELOCATE_HOME,
    SUB_RULES,
    TARGET,
)
from ...effects import complete_mission, pre_move, resume_main, set_die
from ...manors import apply_build
from ...spaces import apply_take_good, henchman_acts, place_henchman
from ...words import mission_words, tile_words
from ..caerleon.districts import district_acts
from ..kings_favor.rules import FAVOR_CHOICE
from .actions import AllyAction
from .rules import (
    ALLY_NAMES,
    BEDIVERE,
    BORS,
    GAHERIS,
    GALAHAD,
    GARETH,
    GAWAIN,
    GERAINT,
    HENCHMAN_GOOD,
    KAY,
    LAMORAK,
    LANCELOT,
    PERCIVAL,
    T_CASTLE,
    T_FIRST,
    T_KAY,
    T_KEY,
    T_TOWER,
    TRISTRAM,
    geraint_space,
    key,
    owner,
)
from .scoring import category

if TYPE_CHECKING:
    from ...state import MerlinState


# -- Tristram, Gawain, Bors (p. 22, 24) -------------------------------------------------------
def apply_ally(s: MerlinState, a: AllyAction, stage: int) -> None:
    """Carry out an ally's ability (a legal ``ally`` action)."""
    ally = ALLY_NAMES.index(a.ally)
    p = s.current
    if ally not in (LAMORAK, KAY):
        s.ally_tokens[ally] -= 1
    left = s.ally_tokens[ally]
    who = name(s, p)
    g = s.game
    if ally in (TRISTRAM, GAWAIN):
        old = s.die_value
        new = old + int(a.choice) if ally == TRISTRAM else int(a.choice)
        set_die(s, new)
        tile = "a movement tile" if ally == TRISTRAM else "a special movement tile"
        text = f"Knights module: {who} discards {tile} ({left} left) and turns the {old} to {new}."
        say(s, f"ME.knights.{a.ally}", text, p)
        pre_move(s)
    elif ally == BORS:
        c = g.colour_index[a.choice]
        s.dice[p * g.dice_per_player + s.die] = 0
        s.knights[p] = g.ruleset.rondel.principality_space(c)
        s.space = s.knights[p]
        s.acts_left = 1
        say(
            s,
            "ME.knights.bors",
            f"Knights module: {who} discards a portal tile ({left} left), ignores the die and "
            f"puts their knight on the \u201c{g.space_name(s.space)}\u201d space.",
            p,
        )
        s.pc = PC_ACTION
    elif ally in (LAMORAK, GALAHAD) and stage == HENCHMAN:
        _henchman_ally(s, ally, a.choice)
    elif ally == GALAHAD and stage == TARGET:
        target, _, take = a.choice.partition(":")
        _galahad_place(s, s.chosen, g.colour_index[target], g.colour_index[take], _target_rule(s))
    elif ally == GALAHAD:
        good_name, colour_name = a.choice.split(":")
        say(s, "ME.knights.galahad", f"Knights module: {who} discards a wild tile ({left} left).")
        apply_take_good(
            s, GOOD_NAMES.index(good_name), g.colour_index[colour_name], "ME.knights.galahad"
        )
    elif ally == GAHERIS:
        pos = g.tile_index[a.choice]
        s.knights_turn[T_CASTLE] = pos
        apply_build(s, pos)
    else:
        _side_ally(s, ally, a.choice, stage)


def _henchman_ally(s: MerlinState, ally: int, arg: str) -> None:
    p = s.current
    g = s.game
    if ally == LAMORAK:
        h = g.henchman_index[arg]
        c = s.henchmen[p * NUM_HENCHMEN + h]
        say(
            s,
            "ME.knights.lamorak",
            f"Knights module: Sir Lamorak lets {name(s, p)} use the {arg} already in "
            f"{colour(s, c)}.",
            p,
        )
        if g.in_play("caerleon"):  # the henchman takes its district's action (Caerleon module)
            if district_acts(s, p, h, c):
                return  # a district decision is pending; Caerleon finishes the action
        else:
            henchman_acts(s, p, h, c)
        finish(s)
        return
    h_name, colour_name = arg.split(":")
    h = g.henchman_index[h_name]
    _galahad_place(s, h, s.target, g.colour_index[colour_name], "ME.space.principality")


def _target_rule(s: MerlinState) -> str:
    if s.sub == SUB_RELOCATE_HOME:
        return "ME.space.relocate.all-home"
    if s.sub in SUB_RULES:
        return SUB_RULES[s.sub]
    return "ME.space.influence-henchman"


def _galahad_place(s: MerlinState, h: int, target: int, c: int, rule: str) -> None:
    """ME.knights.galahad: henchman ``h`` goes to ``target`` and takes its good from ``c``."""
    p = s.current
    place_henchman(s, p, h, target, rule, act=False)
    good = HENCHMAN_GOOD[h]
    gain_good(s, p, good, c)
    say(
        s,
        "ME.knights.galahad",
        f"Knights module: {name(s, p)} discards a wild tile ({s.ally_tokens[GALAHAD]} left) and "
        f"takes {with_article(f'{colour(s, c)} {GOOD_NAMES[good]}')} instead.",
        p,
    )
    if marshal_doubles(s, p, target):
        henchman_acts(s, p, h, target)
    finish(s)


# -- Lancelot (p. 23) -------------------------------------------------------------------------
def marshal_doubles(s: MerlinState, p: int, c: int) -> bool:
    """ME.knights.lancelot: whether ``p``'s henchman placed in ``c`` acts once more."""
    if owner(s, LANCELOT) != p or s.ally_tokens[LANCELOT] != c:
        return False
    say(s, "ME.knights.lancelot", "Knights module: Sir Lancelot's marshal: it acts again.", p)
    return True


# -- Gareth (p. 23) ---------------------------------------------------------------------------
def traitor_repelled(s: MerlinState, p: int, c: int) -> None:
    """Hook ``traitor_repelled``: ME.knights.gareth."""
    if s.ally_owner[GARETH] != p or s.ally_tokens[GARETH] >> c & 1:
        return
    s.ally_tokens[GARETH] |= 1 << c
    add_points(s, p, category(s), 1)
    say(
        s,
        "ME.knights.gareth",
        f"Knights module: {name(s, p)} expels {with_article(colour(s, c))} traitor for the "
        "first time: its defence tile goes on Sir Gareth, +1.",
        p,
    )


# -- Geraint (p. 23) --------------------------------------------------------------------------
def landed(s: MerlinState) -> None:
    """ME.knights.geraint: after a move, the ally tile of a VP space reached the first time."""
    p = s.current
    if s.ally_owner[GERAINT] != p:
        return
    rs = s.game.ruleset
    t = geraint_space(s, rs.space_at[s.space].name, rs.space_arg[s.space])
    if t < 0 or s.ally_tokens[GERAINT] >> t & 1:
        return
    s.ally_tokens[GERAINT] |= 1 << t
    say(
        s,
        "ME.knights.geraint",
        f"Knights module: {name(s, p)} reaches the \u201c{s.game.space_name(s.space)}\u201d "
        "space for the first time: its ally tile goes on Sir Geraint.",
        p,
    )


def vp_scored(s: MerlinState, p: int, kind: str, arg: int) -> None:
    """ME.knights.geraint: 1 more point for scoring a space whose tile lies on Geraint."""
    if s.ally_owner[GERAINT] != p:
        return
    t = geraint_space(s, kind, arg)
    if t >= 0 and s.ally_tokens[GERAINT] >> t & 1:
        add_points(s, p, category(s), 1)
        say(s, "ME.knights.geraint", f"Knights module: Sir Geraint gives {name(s, p)} +1.", p)


# -- Gaheris (p. 24) --------------------------------------------------------------------------
def after_build(s: MerlinState, pos: int, tower: bool) -> None:
    """ME.knights.gaheris: a castle tile under the manor just built (if chosen)."""
    if s.knights_turn[T_CASTLE] != pos:
        return
    p = s.current
    s.knights_turn[T_CASTLE] = -1
    s.castles[p] |= 1 << pos
    # with the treasures module a manor on a treasure runs the treasure's action instead
    double = tower and not (s.game.in_play("treasures") and s.treasure_at[pos] >= 0)
    if double:
        s.knights_turn[T_TOWER] = 1
    say(
        s,
        "ME.knights.gaheris",
        f"Knights module: {name(s, p)} puts a castle tile under the manor on "
        f"{tile_words(s.game, pos)} ({s.ally_tokens[GAHERIS]} left)"
        + (": the tower bonus doubles." if double else "."),
        p,
    )


def second_tower_bonus(s: MerlinState, c: int) -> bool:
    """After a tower bonus in ``c``: True when Gaheris' castle gives a second one now."""
    if s.knights_turn[T_TOWER]:
        s.knights_turn[T_TOWER] = 0
        s.knights_turn[T_FIRST] = c
        return True
    s.knights_turn[T_FIRST] = -1
    return False


def skip_tower(s: MerlinState) -> None:
    s.knights_turn[T_TOWER] = 0
    s.knights_turn[T_FIRST] = -1


# -- Kay (p. 25) ------------------------------------------------------------------------------
def influence_placed(s: MerlinState, p: int, c: int) -> None:
    """Called when ``p`` places an influence marker in ``c``: Kay may add a tile there."""
    if s.ally_owner[KAY] != p or -1 not in s.kay_at:
        return
    now = key(s)
    if s.knights_turn[T_KEY] != now:
        s.knights_turn[T_KEY] = now
        s.knights_turn[T_KAY] = 0
    s.knights_turn[T_KAY] |= 1 << c


def _side_ally(s: MerlinState, ally: int, arg: str, stage: int) -> None:
    g = s.game
    p = s.current
    who = name(s, p)
    left = s.ally_tokens[ally]
    if ally == BEDIVERE:
        mine, theirs = (g.mission_index[x] for x in arg.split(":"))
        slot = s.display.index(theirs)
        s.display[slot] = mine
        s.hands[p][s.hands[p].index(mine)] = theirs
        text = (
            f"Knights module: {who} discards a swap tile ({left} left) and swaps "
            f"{mission_words(g, mine)} in their hand for {mission_words(g, theirs)} from the "
            "display."
        )
        say(s, "ME.knights.bedivere-swap", text, p)
    elif ally == PERCIVAL:
        text = (
            f"Knights module: {who} discards a colour-change tile ({left} left) for "
            f"{mission_words(g, arg)}."
        )
        say(s, "ME.knights.percival", text, p)
        complete_mission(s, g.mission_index[arg])
        if s.stage == FAVOR_CHOICE:
            return
    else:  # Kay
        c = g.colour_index[arg]
        s.kay_at[s.kay_at.index(-1)] = c
        s.knights_turn[T_KAY] &= ~(1 << c)
        text = f"Knights module: {who} adds one of Sir Kay's influence tiles in {arg}."
        say(s, "ME.knights.kay", text, p)
    if stage in (ACTION, END_TURN):
        resume_main(s, stage)

"""The Arthur module's moves (manual pp. 17, 19): the black die walks Arthur on the inner ring
(ME.arthur.black-die), and the two new flags change the die before moving: any die for any
figure (ME.arthur.flag.any-die) and +/-1 on the die (ME.arthur.flag.die-step)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...actions import Action
from ...common import player_name, say
from ...constants import GOODS_BLOCK, PC_ACTION, TF_MERLIN
from ...effects import pre_move, set_die, spend_flag, used_die
from ...rules import die_kind, has_ability
from .actions import ArthurDieStep, ArthurFigure
from .data import ANY_DIE, DIE_STEP, FIGURES, TF_FIGURE, TF_STEPPED, inner_size, inner_space
from .tables import tables

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState


def move_arthur(s: MerlinState, sign: int, die: int = -1) -> None:
    """ME.arthur.black-die: Arthur walks the die's value on the inner ring (``die``: the die
    just taken, for the sentence, as ``effects.move_figure`` takes it)."""
    g = s.game
    p = s.current
    steps = s.die_value
    s.dice[p * g.dice_per_player + s.die] = 0
    s.arthur = (s.arthur + sign * steps) % inner_size(s)
    s.space = inner_space(s, s.arthur)
    say(s, "ME.arthur.black-die", (_moved_arthur, p, die, steps, sign, s.space), p)
    s.acts_left = 1
    s.pc = PC_ACTION


def _moved_arthur(g: MerlinGame, p: int, die: int, steps: int, sign: int, space: int) -> str:
    way = "clockwise" if sign > 0 else "counter-clockwise"
    return (
        f"Arthur module: {player_name(g, p)} {used_die(g, die, steps)}moves Arthur {steps} "
        f"space{'s' if steps != 1 else ''} {way} to the \u201c{g.space_name(space)}\u201d space "
        "of the inner ring."
    )


# -- the new flags ----------------------------------------------------------------------------
def _figure(s: MerlinState) -> str:
    return s.game.die_kinds[die_kind(s)].figure


def _flags_held(s: MerlinState) -> tuple[bool, bool]:
    """Whether the current player may use the any-die flag and the die-step flag now (held,
    not used this turn). Asked at every die chosen and every move: the flags are read from
    the goods by their places (``MerlinGame.flag_goods``), ``has_ability`` only when a flag's
    place is not one."""
    p = s.current
    flags = s.turn_flags
    at = s.game.flag_goods
    goods = s.goods
    base = p * GOODS_BLOCK
    f = at[ANY_DIE]
    any_die = not flags & TF_FIGURE and (
        goods[base + f] > 0 if f >= 0 else has_ability(s, p, ANY_DIE)
    )
    f = at[DIE_STEP]
    die_step = not flags & TF_STEPPED and (
        goods[base + f] > 0 if f >= 0 else has_ability(s, p, DIE_STEP)
    )
    return any_die, die_step


def any_pre_move(s: MerlinState) -> bool:
    any_die, die_step = _flags_held(s)
    return any_die or die_step


def pre_move_choices(s: MerlinState) -> list[Action]:
    any_die, die_step = _flags_held(s)
    if not (any_die or die_step):  # the usual answer, asked at every move
        return []
    t = tables(s)
    out: list[Action] = []
    if any_die:
        here = _figure(s)
        out.extend(t.figure[f] for f in FIGURES if f != here)
    if die_step:
        if s.die_value <= s.game.params.die_faces:
            out.append(t.die_step[1])
        if s.die_value >= 1:
            out.append(t.die_step[-1])
    return out


def on_figure(s: MerlinState, a: ArthurFigure, stage: int) -> None:
    """ME.arthur.flag.any-die."""
    p = s.current
    spend_flag(s, p, ANY_DIE, "ME.arthur.flag.any-die", f"Arthur module: the die moves {a.figure}.")
    s.figure_kind = s.game.die_kind_index[a.figure]
    s.turn_flags |= TF_FIGURE
    if a.figure == "knight":
        s.turn_flags &= ~TF_MERLIN
    else:
        s.turn_flags |= TF_MERLIN
    pre_move(s)


def on_die_step(s: MerlinState, a: ArthurDieStep, stage: int) -> None:
    """ME.arthur.flag.die-step."""
    p = s.current
    old = s.die_value
    text = f"Arthur module: the {old} becomes a {old + a.step}."
    spend_flag(s, p, DIE_STEP, "ME.arthur.flag.die-step", text)
    set_die(s, old + a.step)
    s.turn_flags |= TF_STEPPED
    pre_move(s)

"""Merlin's actions in plain words: what the player to move would do with an action.

``describe(state, action)`` is ``MerlinState.describe_action`` (the engine contract, see
``tabletop_lib.core.game``): a sentence with the names people read on the table (the ring's
spaces, the principalities' colours, the goods, the henchmen, the tiles by terrain, row and
column, mission cards by what they ask) and where a figure ends up, e.g. "Use your knight die
(4): move your knight 4 spaces clockwise to the Grail space". The base game's actions are
here, each Big Box module's in its folder (``modules/<name>/describe.py``, registered with the
module). Only people-facing code calls it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.words import and_list, article, count, sentence

from . import actions as A
from .common import name
from .common import walk as ring_walk
from .constants import (
    DRAW_END_OF_TURN,
    EXCHANGE_TAKE,
    GOOD_NAMES,
    HENCHMAN_NAMES,
    HOME,
    LADY,
    NUM_COLOURS,
    NUM_HENCHMEN,
    SUB_INFLUENCE_HENCHMAN,
    SUB_PRINCIPALITY,
    SUB_RELOCATE,
    SUB_RELOCATE_HOME,
)
from .data import VP_INFLUENCE, Requirement
from .ruleset import DESCRIBERS, SPACE_WORDS, STAGE_DESCRIBERS

if TYPE_CHECKING:
    from .state import MerlinState

Describer = Callable[["MerlinState", Any], str]

_HENCHMAN_GOOD = {1: "shield", 2: "material", 3: "flag"}
"""The good each henchman takes in a principality (p. 7); the lady places influence."""

# The ring's space kinds in words (``arg`` is a colour, a good or -1); modules add theirs.
_SPACE_WORDS: Mapping[str, str] = {
    "principality": "the {colour} principality space{emblem}",
    "victory-points": "the space of victory points for {counts}",
    "influence-good": "the space of influence and a {good}",
    "influence-henchman": "the space of influence and a henchman",
    "relocate-henchman": "the relocation space",
    "exchange": "the exchange space",
    "missions": "the missions space",
    "excalibur": "the Excalibur space",
    "grail": "the Grail space",
    "build-manor": "a space to build a manor",
}


# -- names ----------------------------------------------------------------------------------------
def who(s: MerlinState, p: int) -> str:
    """ "you" for the player to move, else the player's name."""
    return "you" if p == s.current else name(s, p)


def whose(s: MerlinState, p: int) -> str:
    return "your" if p == s.current else f"{name(s, p)}'s"


def henchman(h: str | int) -> str:
    """A henchman in words: "lady in waiting", "shield bearer", "builder", "flag bearer"."""
    text = HENCHMAN_NAMES[h] if isinstance(h, int) else h
    return text.replace("-", " ")


def good(good_name: str, colour: str) -> str:
    """ "a blue shield", "an orange flag"."""
    return f"{article(colour)} {colour} {good_name}"


def plural_good(good_index: int) -> str:
    return "influence markers" if good_index == VP_INFLUENCE else f"{GOOD_NAMES[good_index]}s"


def space(s: MerlinState, i: int) -> str:
    """The ring space at index ``i`` in words, e.g. "the Grail space"."""
    rs = s.game.ruleset
    if not 0 <= i < len(rs.space_at):
        return f"a space the ring does not have ({i})"
    kind, arg = rs.space_at[i].name, rs.space_arg[i]
    words = rs.space_at[i].words or _SPACE_WORDS.get(kind) or SPACE_WORDS.get(kind)
    colours = s.game.data.colours
    if words is None:
        return f"the {s.game.space_label(i)} space"
    names = s.game.data.principality_names
    emblem = f" ({names[arg]})" if kind == "principality" and 0 <= arg < len(names) else ""
    return words.format(
        emblem=emblem if emblem != " ()" else "",
        colour=colours[arg] if 0 <= arg < len(colours) else "",
        good=GOOD_NAMES[arg] if 0 <= arg < len(GOOD_NAMES) else "good",
        counts=plural_good(arg) if 0 <= arg <= VP_INFLUENCE else "goods",
    )


def tile(s: MerlinState, tile_name: str) -> str:
    """A tile of the surroundings: "the forest tile with a tower in row 2, column 4"."""
    g = s.game
    pos = g.tile_index.get(tile_name, -1)
    if pos < 0:
        return f"a tile these surroundings do not have ({tile_name!r})"
    kind = g.data.tile_kinds[s.layout[pos]]
    terrain = g.data.terrains[kind.terrain]
    tower = " with a tower" if kind.tower else ""
    row, col = divmod(pos, g.grid.columns)
    return f"the {terrain} tile{tower} in row {row + 1}, column {col + 1}"


def requirement(s: MerlinState, r: Requirement) -> str:
    """One requirement of a mission card in words (p. 13)."""
    colours = s.game.data.colours
    where = colours[r.principality] if 0 <= r.principality < NUM_COLOURS else "one principality"
    if r.kind == "goods":
        noun = GOOD_NAMES[r.good]
        return f"{r.count} {colours[r.colour]} {noun}{'s' if r.count != 1 else ''}"
    if r.kind == "goods-any-colour":
        return f"{count(r.count, GOOD_NAMES[r.good])} of any colours"
    if r.kind == "influence-in":
        return f"{count(r.count, 'influence marker')} in {where}"
    if r.kind == "influence-any":
        return f"{count(r.count, 'influence marker')} on the board"
    if r.kind == "henchman-in":
        return f"your {henchman(r.henchmen[0])} in {where}"
    if r.kind == "henchmen-in":
        return f"{count(r.count, 'henchman', 'henchmen')} in {where}"
    return f"your {and_list([henchman(h) for h in r.henchmen])} together"


def mission(s: MerlinState, card_id: str) -> str:
    """A mission card by what it asks: "the 2-point builder mission (2 blue shields and ...)"."""
    g = s.game
    i = g.mission_index.get(card_id, -1)
    if i < 0:
        return f"a mission card the deck does not have ({card_id!r})"
    card = g.data.missions[i]
    needs = and_list([requirement(s, r) for r in card.requires]) or "nothing"
    return f"the {card.points}-point {henchman(card.henchman)} mission ({needs})"


def die_figure(s: MerlinState) -> str:
    """The figure this turn's die moves: "knight", "merlin" or a module's figure."""
    from .rules import die_kind

    if s.die < 0:
        return "knight"
    return s.game.die_kinds[die_kind(s)].figure


def walk(s: MerlinState, start: int, sign: int, steps: int) -> int:
    """Where a figure on the outer ring lands (a space a module blocks is not counted)."""
    return ring_walk(s, start, sign, steps)


def moving(s: MerlinState, figure: str, steps: int, sign: int) -> str:
    """ "move your knight 4 spaces clockwise to the Grail space" (no capital)."""
    way = "clockwise" if sign > 0 else "counter-clockwise"
    spaces = count(steps, "space")
    for kind in s.game.ruleset.die_kinds.values():
        if kind.figure == figure and kind.moving is not None:  # a module's figure, own ring
            return kind.moving(s, steps, sign)
    if figure == "merlin":
        return f"move Merlin {spaces} {way} to {space(s, walk(s, s.merlin, sign, steps))}"
    dest = walk(s, s.knights[s.current], sign, steps)
    return f"move your knight {spaces} {way} to {space(s, dest)}"


def die_change(s: MerlinState, new: int) -> str:
    return f"turn the die from {s.die_value} to {new}"


# -- the base game -----------------------------------------------------------------------------
def _use_die(s: MerlinState, a: A.UseDie) -> str:
    kind = {"knight": "knight die", "merlin": "Merlin die"}
    module_kind = s.game.ruleset.die_kinds.get(a.kind)
    label = kind.get(a.kind) or (module_kind.label if module_kind else "") or f"{a.kind} die"
    if a.kind == "merlin":
        cw = space(s, walk(s, s.merlin, 1, a.value))
        ccw = space(s, walk(s, s.merlin, -1, a.value))
        return (
            f"Use your {label} ({a.value}): move Merlin {count(a.value, 'space')} to {cw} "
            f"(clockwise) or {ccw} (counter-clockwise)"
        )
    return f"Use your {label} ({a.value}): {moving(s, a.kind, a.value, 1)}"


def _move(s: MerlinState, a: A.Move) -> str:
    sign = 1 if a.direction == "cw" else -1
    figure = die_figure(s)
    text = moving(s, figure, s.die_value, sign)
    if figure == "knight" and sign < 0:
        return f"Spend a reverse flag to {text}"
    return sentence(text)


def _take_action(s: MerlinState, a: A.TakeAction) -> str:
    return f"Take the action of {space(s, s.space)}{_gain(s)}"


def _gain(s: MerlinState) -> str:
    """What the turn's space gives, where it is one number (victory points), else ""."""
    from .spaces import victory_points_of

    rs = s.game.ruleset
    if not 0 <= s.space < len(rs.space_at) or rs.space_at[s.space].name != "victory-points":
        return ""
    return f": score {count(victory_points_of(s, s.current, rs.space_arg[s.space]), 'point')}"


def _henchman_choice(s: MerlinState, a: A.PlaceHenchman) -> str:
    g = s.game
    p = s.current
    h = g.henchman_index.get(a.henchman, -1)
    where = s.henchmen[p * NUM_HENCHMEN + h] if h >= 0 else HOME
    origin = "from your castle" if where == HOME else f"from {g.data.colours[where]}"
    if s.sub == SUB_PRINCIPALITY and 0 <= s.target < NUM_COLOURS:
        c = g.data.colours[s.target]
        return f"Send your {henchman(a.henchman)} {origin} to {c}: {_acts(s, h, s.target)}"
    if s.sub == SUB_RELOCATE:
        return f"Relocate your {henchman(a.henchman)} {origin}"
    if s.sub == SUB_RELOCATE_HOME:
        return f"Send your {henchman(a.henchman)} {origin} to a principality of your choice"
    if s.sub == SUB_INFLUENCE_HENCHMAN:
        return (
            f"Send your {henchman(a.henchman)} {origin} to a principality where you have influence"
        )
    return f"Choose your {henchman(a.henchman)}"


def _acts(s: MerlinState, h: int, c: int) -> str:
    """What a henchman does on arrival in principality ``c`` (p. 7; a module may change it)."""
    colour = s.game.data.colours[c]
    if h == LADY:
        return f"place an influence marker in {colour}"
    for arrival in s.game.ruleset.arrival_words:
        words = arrival(s, h, c)
        if words is not None:
            return words
    return f"take {good(_HENCHMAN_GOOD.get(h, 'good'), colour)}"


def _to(s: MerlinState, a: A.ChoosePrincipality) -> str:
    g = s.game
    h = s.chosen if 0 <= s.chosen < NUM_HENCHMEN else LADY
    c = g.colour_index.get(a.colour, -1)
    tail = f": {_acts(s, h, c)}" if c >= 0 else ""
    return f"Send your {henchman(h)} to {a.colour}{tail}"


def _relocate(s: MerlinState, a: A.RelocateHenchman) -> str:
    g = s.game
    h = s.chosen if 0 <= s.chosen < NUM_HENCHMEN else LADY
    where = s.henchmen[s.current * NUM_HENCHMEN + h]
    way = "clockwise" if a.direction == "cw" else "counter-clockwise"
    if where < 0:
        return f"Move your {henchman(h)} to the next principality {way}"
    dest = (where + (1 if a.direction == "cw" else -1)) % NUM_COLOURS
    colours = g.data.colours
    return (
        f"Move your {henchman(h)} {way} from {colours[where]} to {colours[dest]}: "
        f"{_acts(s, h, dest)}"
    )


def _take_good(s: MerlinState, a: A.TakeGood) -> str:
    item = good(a.good, a.colour)
    if s.stage == EXCHANGE_TAKE:
        return f"Take {item} in exchange"
    return f"Take {item}"


def _return_good(s: MerlinState, a: A.ReturnGood) -> str:
    item = good(a.good, a.colour)
    return f"Return {item} to exchange it for another good"


def _draw(s: MerlinState, a: A.DrawMission) -> str:
    why = " to replace a completed one" if s.draw_purpose == DRAW_END_OF_TURN else ""
    if a.source == "deck":
        return f"Draw the top mission card of the deck{why}"
    return f"Take {mission(s, a.source)} from the display{why}"


def _repel(s: MerlinState, a: A.RepelTraitors) -> str:
    c = s.game.colour_index.get(a.colour, -1)
    n = s.traitors[s.current * NUM_COLOURS + c] if c >= 0 else 0
    traitors = count(n, f"{a.colour} traitor") if n else f"{a.colour} traitors"
    return f"Spend a repel flag to discard your {traitors}"


def _tower(s: MerlinState, a: A.TowerBonus) -> str:
    if a.kind == "influence":
        return f"Place an influence marker in {a.colour} as the tower bonus"
    return f"Take {good(a.kind, a.colour)} as the tower bonus"


def _other(s: MerlinState, a: A.TakeOtherAction) -> str:
    there = [q for q in range(s.game.num_players) if q != s.current and s.knights[q] == a.space]
    knights = and_list([f"{name(s, q)}'s" for q in there]) or "another player's"
    return f"Spend a flag to take the action of {space(s, a.space)}, where {knights} knight stands"


def _mirror(s: MerlinState, a: A.MirrorKnight) -> str:
    ring = s.game.ruleset.rondel.size
    opposite = (s.knights[s.current] + ring // 2) % ring
    return f"Spend a mirror flag to put your knight on the opposite space, {space(s, opposite)}"


def _flip(s: MerlinState, a: A.FlipDie) -> str:
    new = s.game.params.die_faces + 1 - s.die_value
    return f"Spend a flip flag to {die_change(s, new)}"


def _grail(s: MerlinState, use: bool) -> str:
    from .upkeep import influence_order

    order = influence_order(s)
    c = s.game.data.colours[order[s.score_pos]] if 0 <= s.score_pos < len(order) else "this"
    if use:
        return f"Place the Grail in {c} to win the tie for the influence points there"
    return f"Keep the Grail for a later principality and share the tie in {c}"


_BASE: dict[type, Describer] = {
    A.UseDie: _use_die,
    A.SpendApple: lambda s, a: f"Spend an apple to {die_change(s, a.face)}",
    A.FlipDie: _flip,
    A.Move: _move,
    A.TakeAction: _take_action,
    A.TakeActionWithStaff: lambda s, a: (
        f"Spend a Merlin's staff to take the action of {space(s, s.space)} twice"
    ),
    A.DeclineAction: lambda s, a: f"Decline the action of {space(s, s.space)}",
    A.MirrorKnight: _mirror,
    A.TakeOtherAction: _other,
    A.CompleteMission: lambda s, a: f"Complete {mission(s, a.card)}",
    A.RepelTraitors: _repel,
    A.PlaceHenchman: _henchman_choice,
    A.ChoosePrincipality: _to,
    A.RelocateHenchman: _relocate,
    A.TakeGood: _take_good,
    A.ReturnGood: _return_good,
    A.DiscardMission: lambda s, a: f"Discard {mission(s, a.card)} to draw another",
    A.StopDiscarding: lambda s, a: "Discard no more mission cards",
    A.DrawMission: _draw,
    A.DefeatTraitor: lambda s, a: f"Defeat one of your {a.colour} traitors with Excalibur",
    A.BuildManor: lambda s, a: f"Build a manor on {tile(s, a.tile)}",
    A.PayMaterial: lambda s, a: f"Pay for the manor with {good('material', a.colour)}",
    A.TowerBonus: _tower,
    A.SkipTowerBonus: lambda s, a: "Take no tower bonus",
    A.PassTurn: lambda s, a: "Pass this extra turn (you have no die of your own left)",
    A.EndTurn: lambda s, a: "End your turn",
    A.UseGrail: lambda s, a: _grail(s, True),
    A.KeepGrail: lambda s, a: _grail(s, False),
}


def describe(s: MerlinState, action: object) -> str:
    """The sentence for ``action`` in state ``s`` (legal or not)."""
    fn = (
        STAGE_DESCRIBERS.get((s.stage, type(action)))
        or _BASE.get(type(action))
        or DESCRIBERS.get(type(action))
    )
    if fn is None:
        return sentence(str(action).replace("-", " "))
    return fn(s, action)
